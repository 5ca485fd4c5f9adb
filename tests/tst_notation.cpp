// One notation (issue 11, item 5): the definition line names every convention in effect —
// including the zero-IDCG rule, the relevance threshold and the negative-grade policy — and is
// the same words in `ndcg-cli explain`, the Markdown, LaTeX and CSV exports, the handout and
// the window's definition bar. log_b is written one way, with one tolerance, in plain text,
// HTML and LaTeX. One ratio() for the zero-IDCG rule, one name table read in any case.

#include "breakdownformat.h"
#include "document/rankingdocument.h"
#include "files/exporter.h"
#include "files/handout.h"
#include "notation.h"
#include "scenario.h"
#include "settings.h"
#include "steps.h"
#include "workbench/definitionbar.h"
#include "workbench/displayformat.h"
#include "workbench/formulatext.h"

#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTranslator>

#include <cmath>
#include <numbers>

using namespace Ndcg;
namespace N = Ndcg::Notation;

Q_DECLARE_METATYPE(Ndcg::Settings)
Q_DECLARE_METATYPE(Ndcg::Notation::Markup)

namespace {

// The ranking every case explains: grades 3, 2, 0, 1, 3 and one judged item it did not return
// (grade 2), so the pool has 6 items and k = all is 6.
Ranking ranking()
{
    return Ranking::fromGrades({3, 2, 0, 1, 3}, {2});
}

QString shortest(double v)
{
    return QString::number(v, 'g', QLocale::FloatingPointShortest);
}

// The options of `ndcg-cli explain` that give these settings.
QStringList cliArguments(const Settings &s)
{
    QStringList args {QStringLiteral("explain"), QStringLiteral("--grades"),
        QStringLiteral("3,2,0,1,3"), QStringLiteral("--pool"), QStringLiteral("2")};
    // --name=value: a value may start with "-" (a threshold of -1).
    const auto option = [&args](const char *name, const QString &value) {
        args << QStringLiteral("--%1=%2").arg(QLatin1String(name), value);
    };
    option("gain", s.gain == Gain::Custom ? gainMapText(s.gainMap) : gainName(s.gain));
    option("negative", negativeGradesName(s.negativeGrades));
    option("discount", discountName(s.discount));
    option("log-base", shortest(s.logBase));
    args << QStringLiteral("-k") << (s.isAll() ? QStringLiteral("all") : QString::number(s.cutoff));
    option("ideal", idealSourceName(s.idealSource));
    option("zero-idcg", zeroIdcgName(s.zeroIdcg));
    option("relevant-from", shortest(s.relevantFrom));
    if (s.maxGrade)
        option("max-grade", shortest(*s.maxGrade));
    option("rbp-p", shortest(s.rbpPersistence));
    return args;
}

QString runCli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(NDCG_BIN_DIR "/ndcg-cli"), args);
    if (!p.waitForFinished(30000) || p.exitCode() != 0)
        return QStringLiteral("ndcg-cli failed: ") + QString::fromUtf8(p.readAllStandardError());
    return QString::fromUtf8(p.readAllStandardOutput());
}

// The line of `text` that starts with `prefix`, without the prefix.
QString lineAfter(const QString &text, const QString &prefix)
{
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        if (line.startsWith(prefix))
            return line.mid(prefix.size());
    }
    return QStringLiteral("(no line starting with \"%1\")").arg(prefix);
}

// LaTeX's escapes undone (the export writes the plain line in a comment, escaped).
QString unescapeLatex(QString s)
{
    s.replace(QStringLiteral("\\textbackslash{}"), QStringLiteral("\\"))
        .replace(QStringLiteral("\\textasciitilde{}"), QStringLiteral("~"))
        .replace(QStringLiteral("\\textasciicircum{}"), QStringLiteral("^"));
    for (const char *c : {"&", "%", "$", "#", "_", "{", "}"})
        s.replace(QLatin1Char('\\') + QLatin1String(c), QLatin1String(c));
    return s;
}

QString pdfText(const QByteArray &pdf)
{
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("h.pdf"));
    QFile file(path);
    if (tool.isEmpty() || !file.open(QIODevice::WriteOnly) || file.write(pdf) != pdf.size())
        return {};
    file.close();
    QProcess p;
    p.start(tool, {QStringLiteral("-enc"), QStringLiteral("UTF-8"), path, QStringLiteral("-")});
    if (!p.waitForFinished(30000) || p.exitCode() != 0)
        return {};
    return QString::fromUtf8(p.readAllStandardOutput()).normalized(QString::NormalizationForm_KC);
}

QString withoutSpaces(QString s)
{
    s.remove(QRegularExpression(QStringLiteral("\\s")));
    return s;
}

// The seed example worked out here, apart from explain(): grades 3, 2, 0, 1, 3, exponential gain
// 2^g − 1, discount 1/log2(i + 1), its own ideal 3, 3, 2, 1, 0, k = 5. Each sum as
// "DCG@5 = 7/1.000 + … = 7.000 + … = 12.031", summed left to right.
struct SeedSums
{
    double gains[2][5] = {}; // [1]: the ideal's
    double logs[5] = {}; // log2(i + 1)
    double total[2] = {0.0, 0.0};
    QStringList terms[2]; // "7/1.000" (gain/log2(i + 1)), 3 decimals
    QStringList values[2]; // "7.000"

    SeedSums()
    {
        const double grades[2][5] = {{3, 2, 0, 1, 3}, {3, 3, 2, 1, 0}};
        for (int i = 1; i <= 5; ++i)
            logs[i - 1] = std::log2(i + 1.0);
        for (int ideal : {0, 1}) {
            for (int i = 1; i <= 5; ++i) {
                gains[ideal][i - 1] = std::pow(2.0, grades[ideal][i - 1]) - 1.0;
                total[ideal] += gains[ideal][i - 1] / logs[i - 1];
            }
            terms[ideal] = termsWith(ideal, 3);
            values[ideal] = valuesWith(ideal, 3);
        }
    }
    QStringList termsWith(bool ideal, int decimals) const
    {
        QStringList out;
        for (int i = 0; i < 5; ++i)
            out << QString::number(gains[ideal][i]) + QLatin1Char('/')
                    + QString::number(logs[i], 'f', decimals);
        return out;
    }
    QStringList valuesWith(bool ideal, int decimals) const
    {
        QStringList out;
        for (int i = 0; i < 5; ++i)
            out << QString::number(gains[ideal][i] / logs[i], 'f', decimals);
        return out;
    }
    QString line(bool ideal, int decimals = 3) const
    {
        return (ideal ? QStringLiteral("IDCG@5 = ") : QStringLiteral("DCG@5 = "))
            + termsWith(ideal, decimals).join(QStringLiteral(" + ")) + QStringLiteral(" = ")
            + valuesWith(ideal, decimals).join(QStringLiteral(" + ")) + QStringLiteral(" = ")
            + QString::number(total[ideal], 'f', decimals);
    }
    QString ndcgLine(int decimals = 3) const
    {
        return QStringLiteral("NDCG@5 = DCG@5 / IDCG@5 = %1 / %2 = %3")
            .arg(QString::number(total[0], 'f', decimals), QString::number(total[1], 'f', decimals),
                QString::number(total[0] / total[1], 'f', decimals));
    }
};

Breakdown seedBreakdown()
{
    return *explain(Ranking::fromGrades({3, 2, 0, 1, 3}), Settings {});
}

} // namespace

class TestNotation : public QObject
{
    Q_OBJECT
private slots:
    void logText_data();
    void logText();
    void baseText_data();
    void baseText();
    void definitionLineNamesEveryConvention_data();
    void definitionLineNamesEveryConvention();
    void sameLineEverywhere_data();
    void sameLineEverywhere();
    void handoutShowsTheSameLine_data();
    void handoutShowsTheSameLine();
    void htmlAndLatexRenderTheSameLine();
    void plainFromHtml();
    void oneRatioForTheZeroIdcgRule();
    void namesAreReadInAnyCase();
    void warningSentences();
    void terms();
    void sumLinesOfTheSeedExample_data();
    void sumLinesOfTheSeedExample();
    void everyWriterWritesTheSameLines();
    void hiddenAndCurrentTerms();
    void longSumsAreCut_data();
    void longSumsAreCut();
    void aStepShowsTheTermsSoFar();
    void htmlReadsAsThePlainLine();
    void latexLines();
    void latexSumsAreCutOnlyWhereTermsAre_data();
    void latexSumsAreCutOnlyWhereTermsAre();
    void zeroIdcgSaysItsRule();
};

void TestNotation::logText_data()
{
    QTest::addColumn<double>("base");
    QTest::addColumn<QString>("argument");
    QTest::addColumn<N::Markup>("markup");
    QTest::addColumn<QString>("expected");
    const auto plain = N::Markup::Plain;
    const auto html = N::Markup::Html;
    const auto latex = N::Markup::Latex;
    QTest::newRow("2, plain") << 2.0 << "(i+1)" << plain << "log₂(i+1)";
    QTest::newRow("2, a number") << 2.0 << "3" << plain << "log₂3";
    QTest::newRow("2, html") << 2.0 << "(i+1)" << html << "log₂(i+1)";
    QTest::newRow("2, latex") << 2.0 << "(i+1)" << latex << "\\log_{2}(i+1)";
    QTest::newRow("2, latex, a number") << 2.0 << "3" << latex << "\\log_{2} 3";
    QTest::newRow("e, plain") << std::numbers::e << "(i+1)" << plain << "ln(i+1)";
    QTest::newRow("e, a number") << std::numbers::e << "3" << plain << "ln 3";
    QTest::newRow("e, html") << std::numbers::e << "3" << html << "ln 3";
    QTest::newRow("e, latex") << std::numbers::e << "(i+1)" << latex << "\\ln(i+1)";
    QTest::newRow("e typed with 16 digits") << 2.718281828459045 << "(i)" << plain << "ln(i)";
    QTest::newRow("10, plain") << 10.0 << "(i+1)" << plain << "log₁₀(i+1)";
    QTest::newRow("10, html") << 10.0 << "4" << html << "log₁₀4";
    QTest::newRow("10, latex") << 10.0 << "(i+1)" << latex << "\\log_{10}(i+1)";
    QTest::newRow("1.5, plain") << 1.5 << "(i+1)" << plain << "log_1.5(i+1)";
    QTest::newRow("1.5, a number is put in parentheses") << 1.5 << "3" << plain << "log_1.5(3)";
    QTest::newRow("1.5, html") << 1.5 << "3" << html << "log<sub>1.5</sub>(3)";
    QTest::newRow("1.5, latex") << 1.5 << "(i+1)" << latex << "\\log_{1.5}(i+1)";
    QTest::newRow("1.5, the symbol alone") << 1.5 << "" << plain << "log_1.5";
    // Within 1e-12 (relative) of a whole number: that number. 2 + 2e-13 is 2 + 900 ulps.
    QTest::newRow("2 + 2e-13 is 2") << 2.0 + 2e-13 << "(i+1)" << plain << "log₂(i+1)";
    QTest::newRow("10 − 5e-12 is 10") << 10.0 - 5e-12 << "(i+1)" << plain << "log₁₀(i+1)";
    // Beyond it the base is written in full, never rounded to a whole number it is not.
    QTest::newRow("2 + 1e-9 is written out")
        << 2.000000001 << "(i+1)" << plain << "log_2.000000001(i+1)";
    QTest::newRow("2.9999999 is written out") << 2.9999999 << "(i)" << plain << "log_2.9999999(i)";
    QTest::newRow("e + 1e-9 is not e") << std::numbers::e + 1e-9 << "(i)" << plain
                                       << "log_" + shortest(std::numbers::e + 1e-9) + "(i)";
    QTest::newRow("1000") << 1000.0 << "(i+1)" << plain << "log₁₀₀₀(i+1)";
}

void TestNotation::logText()
{
    QFETCH(double, base);
    QFETCH(QString, argument);
    QFETCH(N::Markup, markup);
    QFETCH(QString, expected);
    QCOMPARE(N::logText(base, argument, markup), expected);
    // HTML is the plain text with its subscripts as tags.
    if (markup == N::Markup::Plain)
        QCOMPARE(N::plainFromHtml(N::logText(base, argument, N::Markup::Html)), expected);
}

void TestNotation::baseText_data()
{
    QTest::addColumn<double>("base");
    QTest::addColumn<QString>("expected");
    QTest::newRow("2") << 2.0 << "2";
    QTest::newRow("e") << std::numbers::e << "e";
    QTest::newRow("10") << 10.0 << "10";
    QTest::newRow("1.5") << 1.5 << "1.5";
    QTest::newRow("3 − 1e-13") << 3.0 - 1e-13 << "3";
    QTest::newRow("3.0001") << 3.0001 << "3.0001";
}

void TestNotation::baseText()
{
    QFETCH(double, base);
    QFETCH(QString, expected);
    QCOMPARE(N::baseText(base), expected);
}

void TestNotation::definitionLineNamesEveryConvention_data()
{
    QTest::addColumn<Settings>("settings");
    QTest::addColumn<QString>("expected");
    // Each expected line written out by hand from the settings (SPEC.md's conventions).
    Settings s;
    s.cutoff = 5;
    QTest::newRow("defaults, k = 5")
        << s
        << "Gain 2^g−1 · Discount 1/log₂(i+1) · k = 5 · Ideal: judged pool (6 items) · if IDCG "
           "= 0: NDCG = 0 · relevant: g ≥ 1 · negative grades: gain 0";
    Settings one = s;
    one.zeroIdcg = ZeroIdcg::One;
    one.relevantFrom = 2.5;
    QTest::newRow("zero-IDCG one, threshold 2.5")
        << one
        << "Gain 2^g−1 · Discount 1/log₂(i+1) · k = 5 · Ideal: judged pool (6 items) · if IDCG "
           "= 0: NDCG = 1 · relevant: g ≥ 2.5 · negative grades: gain 0";
    Settings undefined = s;
    undefined.zeroIdcg = ZeroIdcg::Undefined;
    undefined.negativeGrades = NegativeGrades::Reject;
    undefined.cutoff = 0;
    QTest::newRow("zero-IDCG undefined, negatives refused, k = all")
        << undefined
        << "Gain 2^g−1 · Discount 1/log₂(i+1) · k = all (6) · Ideal: judged pool (6 items) · if "
           "IDCG = 0: NDCG = — · relevant: g ≥ 1 · negative grades refused";
    Settings jk = s;
    jk.gain = Gain::Linear;
    jk.discount = Discount::JK2002;
    jk.logBase = 3;
    jk.idealSource = IdealSource::List;
    QTest::newRow("JK 2002 base 3, linear, list")
        << jk
        << "Gain g · Discount JK 2002: 1 for i < 3, else 1/log₃(i) · k = 5 · Ideal: ranking only "
           "· if IDCG = 0: NDCG = 0 · relevant: g ≥ 1 · negative grades: gain 0";
    Settings e = s;
    e.logBase = std::numbers::e;
    QTest::newRow("base e")
        << e
        << "Gain 2^g−1 · Discount 1/ln(i+1) · k = 5 · Ideal: judged pool (6 items) · if IDCG = "
           "0: NDCG = 0 · relevant: g ≥ 1 · negative grades: gain 0";
    Settings ten = s;
    ten.logBase = 10;
    ten.relevantFrom = -1;
    QTest::newRow("base 10, threshold −1")
        << ten
        << "Gain 2^g−1 · Discount 1/log₁₀(i+1) · k = 5 · Ideal: judged pool (6 items) · if IDCG "
           "= 0: NDCG = 0 · relevant: g ≥ -1 · negative grades: gain 0";
    Settings half = s;
    half.logBase = 1.5;
    half.gain = Gain::Custom;
    half.gainMap = {{1, 3}, {2, 9}, {4, 4.5}};
    QTest::newRow("base 1.5, a gain map")
        << half
        << "Gain map 1=3,2=9,4=4.5 · Discount 1/log_1.5(i+1) · k = 5 · Ideal: judged pool (6 "
           "items) · if IDCG = 0: NDCG = 0 · relevant: g ≥ 1 · negative grades: gain 0";
    // Before, the exports wrote this base "log_2" (six digits), as if it were 2.
    Settings nearTwo = s;
    nearTwo.logBase = 2.000000001;
    QTest::newRow("base 2 + 1e-9 is written in full")
        << nearTwo
        << "Gain 2^g−1 · Discount 1/log_2.000000001(i+1) · k = 5 · Ideal: judged pool (6 items) · "
           "if IDCG = 0: NDCG = 0 · relevant: g ≥ 1 · negative grades: gain 0";
    Settings none = s;
    none.discount = Discount::None;
    none.maxGrade = 4;
    none.rbpPersistence = 0.95;
    QTest::newRow("no discount, ERR's top grade and RBP's p")
        << none
        << "Gain 2^g−1 · Discount none (CG) · k = 5 · Ideal: judged pool (6 items) · if IDCG = 0: "
           "NDCG = 0 · relevant: g ≥ 1 · negative grades: gain 0 · ERR top grade 4 · RBP p = "
           "0.95";
}

void TestNotation::definitionLineNamesEveryConvention()
{
    QFETCH(Settings, settings);
    QFETCH(QString, expected);
    const Ranking r = ranking();
    const int k = N::cutoffInEffect(settings, int(r.size()), int(r.poolSize()));
    QCOMPARE(N::definitionLine(settings, k, int(r.poolSize())), expected);
    // The exports' entry point is the same line.
    QCOMPARE(definitionLine(settings, k, int(r.poolSize())), expected);
}

void TestNotation::sameLineEverywhere_data()
{
    definitionLineNamesEveryConvention_data();
}

void TestNotation::sameLineEverywhere()
{
    QFETCH(Settings, settings);
    QFETCH(QString, expected);
    const Ranking r = ranking();
    const auto b = explain(r, settings);
    QVERIFY(b);
    QCOMPARE(N::definitionLine(settings, b->k, b->poolSize), expected);

    // ndcg-cli explain, as text and Markdown (the line on its own), LaTeX (a comment) and CSV
    // (a comment, in the CLI and in the window's export).
    const QStringList args = cliArguments(settings);
    const QString text = runCli(args);
    QVERIFY2(text.contains(QLatin1Char('\n') + expected + QLatin1Char('\n')), qPrintable(text));
    const QString markdown = runCli(args + QStringList {"--format", "markdown"});
    QVERIFY2(
        markdown.contains(QLatin1Char('\n') + expected + QLatin1Char('\n')), qPrintable(markdown));
    const QString latex = runCli(args + QStringList {"--format", "latex"});
    QCOMPARE(unescapeLatex(lineAfter(latex, QStringLiteral("% NDCG Explorer: "))), expected);

    const QString csv = QString::fromUtf8(Exporter::table(*b, Format::Csv, {}));
    QCOMPARE(lineAfter(csv, QStringLiteral("# Gain")), expected.mid(QStringLiteral("Gain").size()));
    const QString md = QString::fromUtf8(Exporter::table(*b, Format::Markdown, {}));
    QVERIFY2(md.contains(QLatin1Char('\n') + expected + QLatin1Char('\n')), qPrintable(md));
    const QString tex = QString::fromUtf8(Exporter::table(*b, Format::Latex, {}));
    QCOMPARE(unescapeLatex(lineAfter(tex, QStringLiteral("% NDCG Explorer: "))), expected);

    // The window: the definition bar over a document with the same ranking and settings.
    RankingDocument document;
    document.load(r, settings);
    DefinitionBar bar(&document);
    QCOMPARE(bar.lineText(), expected);
    // Its rich text, read back as plain text by Qt (superscripts and subscripts lose their
    // marks, nothing else changes).
    QString marksDropped = expected;
    marksDropped.replace(QStringLiteral("2^g"), QStringLiteral("2g"))
        .replace(QStringLiteral("log_"), QStringLiteral("log"));
    QTextDocument rich;
    rich.setHtml(bar.lineLabel()->text());
    QCOMPARE(rich.toPlainText().simplified().chopped(QStringLiteral(" ✎").size()), marksDropped);
}

void TestNotation::handoutShowsTheSameLine_data()
{
    definitionLineNamesEveryConvention_data();
}

void TestNotation::handoutShowsTheSameLine()
{
    QFETCH(Settings, settings);
    QFETCH(QString, expected);
    if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
        QSKIP("pdftotext (poppler-utils) is needed to read the handout's text");
    Scenario scenario;
    scenario.a = ranking();
    scenario.settings = settings;
    const Handout::Pdf pdf
        = Handout::write(scenario, QStringLiteral("Notation"), QStringLiteral("en"));
    QVERIFY2(pdf.error.isEmpty(), qPrintable(pdf.error));
    // pdftotext breaks long lines wherever the typesetter did: compare without white space,
    // both read as NFKC (pdfText(): the typesetter's ligatures; log₂ reads as log2).
    const QString text = withoutSpaces(pdfText(pdf.bytes));
    const QString line
        = (QStringLiteral("Definition: ") + expected).normalized(QString::NormalizationForm_KC);
    QVERIFY2(text.contains(withoutSpaces(line)), qPrintable(text.left(600)));
}

void TestNotation::htmlAndLatexRenderTheSameLine()
{
    Settings s;
    s.cutoff = 3;
    s.logBase = 1.5;
    s.discount = Discount::JK2002;
    s.zeroIdcg = ZeroIdcg::Undefined;
    const QString plain = N::definitionLine(s, 3, 7);
    const QString html = N::definitionLine(s, 3, 7, N::Markup::Html);
    QCOMPARE(html,
        QStringLiteral("Gain <b>2<sup>g</sup>−1</b> · Discount <b>JK 2002: 1 for i &lt; 1.5, "
                       "else 1/log<sub>1.5</sub>(i)</b> · k = <b>3</b> · Ideal: <b>judged "
                       "pool (7 items)</b> · if IDCG = 0: NDCG = <b>—</b> · relevant: g ≥ "
                       "<b>1</b> · negative grades: gain 0"));
    QCOMPARE(N::plainFromHtml(html), plain);
    QCOMPARE(N::definitionLine(s, 3, 7, N::Markup::Latex),
        QStringLiteral("Gain $2^{g}-1$ $\\cdot$ Discount JK 2002: 1 for i $<$ $1.5$, else "
                       "1/$\\log_{1.5}$(i) $\\cdot$ k = 3 $\\cdot$ Ideal: judged pool (7 "
                       "items) $\\cdot$ if IDCG = 0: NDCG = --- $\\cdot$ relevant: g $\\geq$ "
                       "1 $\\cdot$ negative grades: gain 0"));
    // The parts carry their names (the definition bar's links).
    const QList<N::DefinitionPart> parts = N::definitionParts(s, 3, 7);
    QStringList names;
    for (const N::DefinitionPart &p : parts)
        names << N::partName(p.part);
    QCOMPARE(names.join(QLatin1Char(',')),
        QStringLiteral("gain,discount,k,ideal,zero,relevant,negative"));
}

void TestNotation::plainFromHtml()
{
    QCOMPARE(N::plainFromHtml(QStringLiteral(
                 "<a href=\"x\">Gain <b>2<sup>g</sup>−1</b></a> &nbsp;i &lt; 2 &amp; &#8805; "
                 "&#x2264;")),
        QStringLiteral("Gain 2^g−1 i < 2 & ≥ ≤"));
}

void TestNotation::oneRatioForTheZeroIdcgRule()
{
    QCOMPARE(ndcgRatio(3.0, 4.0, ZeroIdcg::Zero), std::optional(0.75));
    QCOMPARE(ndcgRatio(0.0, 0.0, ZeroIdcg::Zero), std::optional(0.0));
    QCOMPARE(ndcgRatio(0.0, 0.0, ZeroIdcg::One), std::optional(1.0));
    QCOMPARE(ndcgRatio(0.0, 0.0, ZeroIdcg::Undefined), std::optional<double>());
    // explain() and the tie-aware NDCG follow it: all-zero grades under each rule.
    for (ZeroIdcg rule : {ZeroIdcg::Zero, ZeroIdcg::One, ZeroIdcg::Undefined}) {
        Settings s;
        s.zeroIdcg = rule;
        const auto b = explain(Ranking::fromGrades({0, 0, 0}), s);
        QVERIFY(b);
        QCOMPARE(b->ndcg, ndcgRatio(0.0, 0.0, rule));
    }
}

void TestNotation::namesAreReadInAnyCase()
{
    // Every spelling the tests and the CLI accept still reads, in any case.
    QCOMPARE(gainFromName(QStringLiteral("exponential")), std::optional(Gain::Exponential));
    QCOMPARE(gainFromName(QStringLiteral("Linear")), std::optional(Gain::Linear));
    QCOMPARE(discountFromName(QStringLiteral("JK2002")), std::optional(Discount::JK2002));
    QCOMPARE(zeroIdcgFromName(QStringLiteral("UNDEFINED")), std::optional(ZeroIdcg::Undefined));
    QCOMPARE(idealSourceFromName(QStringLiteral("Pool")), std::optional(IdealSource::Pool));
    QCOMPARE(
        negativeGradesFromName(QStringLiteral("Reject")), std::optional(NegativeGrades::Reject));
    QCOMPARE(formatFromName(QStringLiteral("json")), std::optional(Format::Json));
    QCOMPARE(formatFromName(QStringLiteral("JSON")), std::optional(Format::Json));
    QCOMPARE(formatFromName(QStringLiteral("md")), std::optional(Format::Markdown));
    QCOMPARE(formatFromName(QStringLiteral("Tex")), std::optional(Format::Latex));
    QCOMPARE(formatFromName(QStringLiteral("html")), std::optional<Format>());
    // Scenario files' names: before, "DCG" and "Rounded-Terms" were refused.
    QCOMPARE(quantityFromName(QStringLiteral("DCG")), std::optional(Quantity::Dcg));
    QCOMPARE(quantityFromName(QStringLiteral("dcg")), std::optional(Quantity::Dcg));
    QCOMPARE(reasonFromName(QStringLiteral("Rounded-Terms")),
        reasonFromName(QStringLiteral("rounded-terms")));
    QVERIFY(reasonFromName(QStringLiteral("rounded-terms")));
    // Written as in the table.
    QCOMPARE(gainName(Gain::Linear), QStringLiteral("linear"));
    QCOMPARE(discountName(Discount::JK2002), QStringLiteral("jk2002"));
}

void TestNotation::warningSentences()
{
    const Warning w {WarningKind::NegativeGrades,
        QStringLiteral("negative grades given gain 0 and left out of the ideal: 2"), nullptr, {}};
    QCOMPARE(N::warningSentence(w),
        QStringLiteral("Negative grades given gain 0 and left out of the ideal: 2"));
    const Warning k {
        WarningKind::CutoffBeyondList, QStringLiteral("k = 9 is beyond <n> & more"), nullptr, {}};
    QCOMPARE(N::warningSentence(k, N::Markup::Html),
        QStringLiteral("K = 9 is beyond &lt;n&gt; &amp; more"));
    QCOMPARE(N::warningSentence(k, N::Markup::Latex),
        QStringLiteral("K = 9 is beyond $<$n$>$ \\& more"));
    // explain()'s own warning, as the card and the handout show it.
    Settings s;
    const auto b = explain(Ranking::fromGrades({2, -1, 0}), s);
    QVERIFY(b && b->hasWarning(WarningKind::NegativeGrades));
    QCOMPARE(N::warningSentence(b->warnings.first()),
        QStringLiteral("Negative grades given gain 0 and left out of the ideal: 1"));
    // Explained in English, shown after a switch to Chinese: worded in Chinese, with its number
    // (the message itself stays as explained, for the exports).
    class Chinese : public QTranslator
    {
    public:
        bool isEmpty() const override { return false; }
        QString translate(const char *context, const char *source, const char *, int) const override
        {
            if (QLatin1String(context) == QLatin1String("Ndcg")
                && QLatin1String(source)
                    == QLatin1String("negative grades given gain 0 and left out of the ideal: %1"))
                return QStringLiteral("负等级的增益记为 0，且不计入理想排序：%1");
            return {};
        }
    } chinese;
    QVERIFY(QCoreApplication::installTranslator(&chinese));
    QCOMPARE(N::warningSentence(b->warnings.first()),
        QStringLiteral("负等级的增益记为 0，且不计入理想排序：1"));
    QCOMPARE(b->warnings.first().message,
        QStringLiteral("negative grades given gain 0 and left out of the ideal: 1"));
    QCoreApplication::removeTranslator(&chinese);
}

void TestNotation::terms()
{
    Settings s;
    s.cutoff = 5;
    const auto b = explain(Ranking::fromGrades({3, 2, 0, 1, 3}), s);
    QVERIFY(b);
    // Position 2, grade 2: gain 2² − 1 = 3, d(2) = 1/log₂3 = 1/1.585.
    QCOMPARE(N::symbolicTerm(*b, 2, false), QStringLiteral("(2²−1)/log₂3"));
    QCOMPARE(
        N::symbolicTerm(*b, 2, false, N::Markup::Latex), QStringLiteral("(2^{2}-1)/\\log_{2} 3"));
    QCOMPARE(N::numericTerm(*b, 2, false, 3), QStringLiteral("3/1.585"));
    QCOMPARE(N::numericTerm(*b, 2, false, 3, N::Markup::Latex), QStringLiteral("\\frac{3}{1.585}"));
    // Ideal position 2 holds the other grade 3: 7/log₂3.
    QCOMPARE(N::symbolicTerm(*b, 2, true), QStringLiteral("(2³−1)/log₂3"));
    // A grade that has no superscript digits: 2^2.5.
    const auto half = explain(Ranking::fromGrades({2.5}), s);
    QCOMPARE(N::gainTerm(*half, 2.5, half->rows[0].gain), QStringLiteral("(2^2.5−1)"));
    QCOMPARE(N::gainTerm(*half, 2.5, half->rows[0].gain, N::Markup::Html),
        QStringLiteral("(2<sup>2.5</sup>−1)"));
    QCOMPARE(N::zeroIdcgSentence(ZeroIdcg::One),
        QStringLiteral("IDCG = 0: NDCG is taken as 1 (LightGBM, XGBoost)"));
}

void TestNotation::sumLinesOfTheSeedExample_data()
{
    QTest::addColumn<bool>("ideal");
    QTest::newRow("the ranking's DCG@5") << false;
    QTest::newRow("the ideal's IDCG@5") << true;
}

void TestNotation::sumLinesOfTheSeedExample()
{
    QFETCH(bool, ideal);
    const SeedSums seed;
    // What the worked-out sums say: 7 + 1.893 + 0 + 0.431 + 2.708 = 12.031, and the ideal 13.347.
    QCOMPARE_LE(qAbs(seed.total[0] - 12.0314), 5e-5);
    QCOMPARE_LE(qAbs(seed.total[1] - 13.3472), 5e-5);
    const Breakdown b = seedBreakdown();
    QCOMPARE(N::sumLine(b, ideal, N::fixedNumbers(b, 3)), seed.line(ideal));
    QCOMPARE(N::ndcgLine(b, N::fixedNumbers(b, 3)), seed.ndcgLine());
}

// The one line in every place that writes it: the CLI's and the exports' (text, Markdown), the
// step-through's Dcg, Idcg and Ndcg steps, the handout, and the formula panel's values and
// quotient.
void TestNotation::everyWriterWritesTheSameLines()
{
    const SeedSums seed;
    const Breakdown b = seedBreakdown();
    const QStringList lines {seed.line(false), seed.line(true), seed.ndcgLine()};
    QCOMPARE((QStringList {dcgFormulaLine(b, false), dcgFormulaLine(b, true), ndcgFormulaLine(b)}),
        lines);
    const QString text = formatBreakdown(b, Format::Text);
    const QString markdown = formatBreakdown(b, Format::Markdown);
    for (const QString &line : lines)
        QVERIFY2(text.contains(QLatin1Char('\n') + line + QLatin1Char('\n')), qPrintable(line));
    // The Markdown export writes 4 decimals, the NDCG line bold.
    for (const QString &line :
        {QStringLiteral("- ") + seed.line(false, 4), QStringLiteral("- ") + seed.line(true, 4),
            QStringLiteral("- **") + seed.ndcgLine(4) + QStringLiteral("**")})
        QVERIFY2(markdown.contains(QLatin1Char('\n') + line + QLatin1Char('\n')), qPrintable(line));
    QCOMPARE(Handout::formulaLines(b), lines);
    StepOptions window;
    window.numbers = DisplayFormat::stepNumbers();
    const StepSequence steps = buildSteps(b, Ranking::fromGrades({3, 2, 0, 1, 3}), window);
    QStringList stepLines;
    for (const Step &step : steps.steps) {
        if (step.kind == StepKind::Dcg || step.kind == StepKind::Idcg
            || step.kind == StepKind::Ndcg)
            stepLines << step.formula;
    }
    QCOMPARE(stepLines, lines);
    // The panel writes the terms with their symbols, "(2³−1)/log₂2", and the values as these.
    const QString panel = N::plainFromHtml(FormulaText::html(b, {}));
    QVERIFY2(panel.contains(QStringLiteral("= ") + lines[0].section(QStringLiteral(" = "), 2)),
        qPrintable(panel));
    QVERIFY2(panel.contains(QStringLiteral("= ") + lines[1].section(QStringLiteral(" = "), 2)),
        qPrintable(panel));
    QVERIFY2(panel.contains(lines[2]), qPrintable(panel));
}

void TestNotation::hiddenAndCurrentTerms()
{
    const SeedSums seed;
    const Breakdown b = seedBreakdown();
    N::SumOptions o;
    o.hideTerm = [](int p) { return p == 2; };
    o.hideValue = [](int p) { return p == 2 || p == 4; };
    o.hideTotal = true;
    o.current = 5;
    o.currentPending = true;
    o.decorate = [](const N::PieceMark &mark, const QString &text) {
        return mark.current ? QStringLiteral("[%1]").arg(text) : text;
    };
    QStringList terms = seed.terms[0];
    QStringList values = seed.values[0];
    terms[1] = QStringLiteral("?");
    values[1] = values[3] = QStringLiteral("?");
    terms[4] = QStringLiteral("[%1]").arg(terms[4]);
    values[4] = QStringLiteral("[?]"); // its value not computed yet
    QCOMPARE(N::sumLine(b, false, N::fixedNumbers(b, 3), o),
        QStringLiteral("DCG@5 = ") + terms.join(QStringLiteral(" + ")) + QStringLiteral(" = ")
            + values.join(QStringLiteral(" + ")) + QStringLiteral(" = ?"));
    N::NdcgOptions n;
    n.hideIdcg = true;
    n.hideNdcg = true;
    QCOMPARE(N::ndcgLine(b, N::fixedNumbers(b, 3), n),
        QStringLiteral("NDCG@5 = DCG@5 / IDCG@5 = %1 / ? = ?")
            .arg(QString::number(seed.total[0], 'f', 3)));
}

void TestNotation::longSumsAreCut_data()
{
    QTest::addColumn<int>("maxTerms");
    QTest::addColumn<bool>("keepLast");
    QTest::addColumn<int>("keep");
    QTest::addColumn<QList<int>>("shown"); // the positions written, 0 for "…"
    QTest::newRow("five terms of at most twelve are all written")
        << 12 << false << 0 << QList<int> {1, 2, 3, 4, 5};
    QTest::newRow("the first three, then an ellipsis")
        << 3 << false << 0 << QList<int> {1, 2, 3, 0};
    QTest::newRow("the first two, an ellipsis and the last")
        << 4 << true << 0 << QList<int> {1, 2, 0, 5};
    QTest::newRow("the selected fourth kept between ellipses")
        << 3 << true << 4 << QList<int> {1, 0, 4, 5};
    QTest::newRow("the selected third kept after the head")
        << 3 << true << 3 << QList<int> {1, 0, 3, 0, 5};
}

void TestNotation::longSumsAreCut()
{
    QFETCH(int, maxTerms);
    QFETCH(bool, keepLast);
    QFETCH(int, keep);
    QFETCH(QList<int>, shown);
    const SeedSums seed;
    const Breakdown b = seedBreakdown();
    QStringList terms;
    QStringList values;
    for (int p : shown) {
        terms << (p ? seed.terms[0][p - 1] : QStringLiteral("…"));
        values << (p ? seed.values[0][p - 1] : QStringLiteral("…"));
    }
    N::SumOptions o;
    o.maxTerms = maxTerms;
    o.keepLast = keepLast;
    o.keep = keep;
    QCOMPARE(N::sumLine(b, false, N::fixedNumbers(b, 3), o),
        QStringLiteral("DCG@5 = ") + terms.join(QStringLiteral(" + ")) + QStringLiteral(" = ")
            + values.join(QStringLiteral(" + ")) + QStringLiteral(" = ")
            + QString::number(seed.total[0], 'f', 3));
}

void TestNotation::aStepShowsTheTermsSoFar()
{
    const SeedSums seed;
    const Breakdown b = seedBreakdown();
    N::SumOptions o;
    o.limit = 2;
    QCOMPARE(N::sumLine(b, false, N::fixedNumbers(b, 3), o),
        QStringLiteral("DCG@5 = %1 + %2 + … = %3 + %4 + …")
            .arg(seed.terms[0][0], seed.terms[0][1], seed.values[0][0], seed.values[0][1]));
    o.limit = 0;
    QCOMPARE(N::sumLine(b, true, N::fixedNumbers(b, 3), o), QStringLiteral("IDCG@5 = ?"));
    o.limit = 5;
    QCOMPARE(N::sumLine(b, false, N::fixedNumbers(b, 3), o), seed.line(false));
}

void TestNotation::htmlReadsAsThePlainLine()
{
    const Breakdown b = seedBreakdown();
    N::SumOptions plain;
    plain.hideTerm = [](int p) { return p == 3; };
    plain.maxTerms = 3;
    plain.keepLast = true;
    N::SumOptions html = plain;
    html.markup = N::Markup::Html;
    for (bool ideal : {false, true}) {
        const QString rich = N::sumLine(b, ideal, N::fixedNumbers(b, 3, N::Markup::Html), html);
        QVERIFY2(rich.contains(QStringLiteral("&nbsp;+ ")), qPrintable(rich));
        QCOMPARE(N::plainFromHtml(rich), N::sumLine(b, ideal, N::fixedNumbers(b, 3), plain));
    }
    N::NdcgOptions ndcg;
    ndcg.markup = N::Markup::Html;
    QCOMPARE(N::plainFromHtml(N::ndcgLine(b, N::fixedNumbers(b, 3), ndcg)), SeedSums().ndcgLine());
}

void TestNotation::latexLines()
{
    const SeedSums seed;
    const Breakdown b = seedBreakdown();
    N::SumOptions o;
    o.markup = N::Markup::Latex;
    o.values = false;
    o.maxTerms = 2;
    QCOMPARE(N::sumLine(b, false, N::fixedNumbers(b, 4, N::Markup::Latex), o),
        QStringLiteral("\\mathrm{DCG}@5 &= \\frac{7}{1.0000} + \\frac{3}{%1} + \\cdots = %2")
            .arg(QString::number(std::log2(3.0), 'f', 4), QString::number(seed.total[0], 'f', 4)));
    N::NdcgOptions n;
    n.markup = N::Markup::Latex;
    QCOMPARE(N::ndcgLine(b, N::fixedNumbers(b, 4, N::Markup::Latex), n),
        QStringLiteral("\\mathrm{NDCG}@5 &= \\frac{%1}{%2} = %3")
            .arg(QString::number(seed.total[0], 'f', 4), QString::number(seed.total[1], 'f', 4),
                QString::number(seed.total[0] / seed.total[1], 'f', 4)));
}

void TestNotation::latexSumsAreCutOnlyWhereTermsAre_data()
{
    QTest::addColumn<QList<double>>("grades");
    QTest::addColumn<int>("k");
    QTest::addColumn<bool>("ideal");
    QTest::addColumn<int>("terms"); // the terms the sum has
    QTest::newRow("a list of 3 with k = 5 has all its 3 terms")
        << QList<double> {3, 0, 2} << 5 << false << 3;
    QTest::newRow("its ideal has all its 3 terms too") << QList<double> {3, 0, 2} << 5 << true << 3;
    QTest::newRow("an ideal without the negative grades has 2 terms of 4 rows")
        << QList<double> {3, -1, 2, -1} << 4 << true << 2;
    QTest::newRow("a list of 10 at k = 9 is cut after 8 of its 9 terms")
        << QList<double> {1, 2, 3, 0, 1, 2, 3, 0, 1, 2} << 9 << false << 9;
    QTest::newRow("a list of exactly 8 terms is not cut")
        << QList<double> {1, 2, 3, 0, 1, 2, 3, 0} << 8 << false << 8;
}

// The LaTeX export's sums (at most 8 terms): "+ \cdots" only when terms are left out, never
// after the last term of a list or an ideal shorter than k.
void TestNotation::latexSumsAreCutOnlyWhereTermsAre()
{
    QFETCH(QList<double>, grades);
    QFETCH(int, k);
    QFETCH(bool, ideal);
    QFETCH(int, terms);
    Settings settings;
    settings.cutoff = k;
    const Breakdown b = *explain(Ranking::fromGrades(grades), settings);
    // The export's own line (Format::Latex), as a file holds it.
    const QString name
        = (ideal ? QStringLiteral("\\mathrm{IDCG}@") : QStringLiteral("\\mathrm{DCG}@"))
        + QString::number(k) + QStringLiteral(" &= ");
    const QStringList lines = formatBreakdown(b, Format::Latex).split(QLatin1Char('\n'));
    const auto found = std::find_if(
        lines.begin(), lines.end(), [&name](const QString &l) { return l.startsWith(name); });
    QVERIFY(found != lines.end());
    const QString line = *found;
    const int written = int(line.count(QStringLiteral("\\frac")));
    QCOMPARE(written, std::min(terms, 8));
    QCOMPARE(line.contains(QStringLiteral("\\cdots")), terms > 8);
}

void TestNotation::zeroIdcgSaysItsRule()
{
    Settings s;
    s.zeroIdcg = ZeroIdcg::Undefined;
    const auto b = explain(Ranking::fromGrades({0, 0}), s);
    QVERIFY(b);
    QCOMPARE(N::ndcgLine(*b, N::fixedNumbers(*b, 3)),
        QStringLiteral("NDCG@2 = DCG@2 / IDCG@2 = 0.000 / 0.000 = — (IDCG = 0: zero-IDCG rule "
                       "\"undefined\")"));
    N::NdcgOptions window;
    window.ruleSentence = true;
    QCOMPARE(N::ndcgLine(*b, N::fixedNumbers(*b, 3), window),
        QStringLiteral(
            "NDCG@2 = DCG@2 / IDCG@2 = 0.000 / 0.000 = — (IDCG = 0: NDCG is undefined)"));
    // At a position, as the table's tooltip writes it.
    QCOMPARE(
        N::ndcgLine(3, QStringLiteral("9.262"), QStringLiteral("10.893"), QStringLiteral("0.850")),
        QStringLiteral("NDCG@3 = DCG@3 / IDCG@3 = 9.262 / 10.893 = 0.850"));
}

QTEST_MAIN(TestNotation)
#include "tst_notation.moc"
