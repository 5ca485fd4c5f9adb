// Numbers and counts shown to people, as the rest of the window writes them (issue 12):
// - "Compare with the text" and the handout count the figures that agree in a numerus sentence
//   ("1 of 1 figure agrees", not "1 of 1 figures agree"), the same words in both;
// - the tooltip "exact − text" has the exact column's decimals, never e-notation;
// - the swap heatmap's values and scale follow DisplayFormat (a scale below 0.0005 was "±0.000";
//   the locale's decimal point);
// - the claim finder's tolerance is exact ("± 0.000005", was "5e-06") and its nearest value has
//   the locale's grouping ("1,023.000000");
// - the step-through's formulas for a grade of 2000 (gains kept in units of 2^1040) give the
//   true size with a power of ten ("1.148×10⁶⁰²") in the window, the handout and the practice
//   dialog's steps, while `ndcg-cli steps` keeps its text (tst_steps, tst_cli pin it).
//
// Expected values are worked out here from the grades: 2^2000 = 1.1481306952742545 × 10^602
// (Python: Decimal(2)**2000); 1/log₂3 = 0.6309297535714574; 3/log₂3 = 1.892789260714372.

#include "breakdownformat.h"
#include "classroom/languagecontroller.h"
#include "document/rankingdocument.h"
#include "document/scenariodocument.h"
#include "examples.h"
#include "files/handout.h"
#include "mainwindow.h"
#include "notation.h"
#include "steps.h"
#include "stepthrough/stepcontroller.h"
#include "stepthrough/stepthroughpanel.h"
#include "stepthrough/textfigurespanel.h"
#include "whatif/claimdialog.h"
#include "whatif/claimmatchmodel.h"
#include "whatif/swapheatmap.h"
#include "workbench/displayformat.h"
#include "workbench/formulapanel.h"
#include "workbench/rankingtableview.h"
#include "workbench/workbench.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QProcess>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

namespace {

// 2^2000 − 1 at its true size, three decimals: 1.1481306952742545 × 10^602.
const QString huge = QStringLiteral("1.148×10⁶⁰²");

// A worked example of ranking 3, 2 (exponential gain, log₂ discount, k = all) whose text
// states `stated` (one figure each: DCG@2 or NDCG@2).
Ndcg::Scenario exampleStating(const QList<std::pair<Ndcg::Quantity, QString>> &stated)
{
    Ndcg::Scenario s;
    s.a = Ndcg::Ranking::fromGrades({3, 2});
    Ndcg::ExampleInfo info;
    info.id = QStringLiteral("test");
    info.title.en = QStringLiteral("Two results");
    for (const auto &[quantity, text] : stated) {
        Ndcg::StatedFigure f;
        f.quantity = quantity;
        f.stated = text;
        if (!text.isEmpty())
            info.figures.append(f);
    }
    s.example = info;
    return s;
}

// DCG@2 of 3, 2: 7 + 3/log₂3.
double dcg32()
{
    return 7.0 + 3.0 / std::log2(3.0);
}

QString pdfText(const QByteArray &pdf)
{
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    QTemporaryDir dir;
    if (tool.isEmpty() || !dir.isValid())
        return {};
    const QString path = dir.filePath(QStringLiteral("handout.pdf"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(pdf) != pdf.size())
        return {};
    file.close();
    QProcess process;
    process.start(
        tool, {QStringLiteral("-enc"), QStringLiteral("UTF-8"), path, QStringLiteral("-")});
    if (!process.waitForFinished(30000) || process.exitCode() != 0)
        return {};
    // The "fi" the PDF may set as a ligature, as the letters.
    return QString::fromUtf8(process.readAllStandardOutput())
        .replace(QChar(0xFB01), QStringLiteral("fi"));
}

} // namespace

class TestNumberForms : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void figuresThatAgree_data();
    void figuresThatAgree();
    void handoutCountsFiguresAsThePanel();
    void differenceTooltipHasTheExactColumnsDecimals_data();
    void differenceTooltipHasTheExactColumnsDecimals();
    void heatmapScaleBelowRounding();
    void heatmapFollowsTheLocale();
    void claimToleranceIsExact();
    void claimNearestHasGrouping();
    void stepFormulasOfAHugeGrade();
    void stepFormulasWriteTheGainAsTheFormulaPanel();
    void stepThroughShowsTheTrueSize();
    void handoutFormulasOfAHugeGrade();
    void smallNumbersReadAsTheCliWritesThem_data();
    void smallNumbersReadAsTheCliWritesThem();
};

void TestNumberForms::initTestCase()
{
    // What the window does first: its language controller (English, en_US numbers).
    LanguageController::instance()->setLanguage(LanguageController::Language::English, false);
}

void TestNumberForms::cleanup()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestNumberForms::figuresThatAgree_data()
{
    QTest::addColumn<QString>("dcg"); // the text's DCG@2 ("" for none)
    QTest::addColumn<QString>("ndcg"); // the text's NDCG@2
    QTest::addColumn<QString>("sentence");
    // DCG@2 = 8.892789…, NDCG@2 = 1 (3, 2 is its own ideal).
    QTest::newRow("1 of 1") << ""
                            << "1.000"
                            << "1 of 1 figure agrees with the exact value to the text's own "
                               "rounding.";
    QTest::newRow("0 of 1") << ""
                            << "0.9"
                            << "0 of 1 figure agrees with the exact value to the text's own "
                               "rounding.";
    QTest::newRow("2 of 2") << "8.89"
                            << "1"
                            << "2 of 2 figures agree with the exact value to the text's own "
                               "rounding.";
    QTest::newRow("1 of 2") << "8.8"
                            << "1"
                            << "1 of 2 figures agree with the exact value to the text's own "
                               "rounding.";
}

void TestNumberForms::figuresThatAgree()
{
    QFETCH(QString, dcg);
    QFETCH(QString, ndcg);
    QFETCH(QString, sentence);
    const Ndcg::Scenario s
        = exampleStating({{Ndcg::Quantity::Dcg, dcg}, {Ndcg::Quantity::Ndcg, ndcg}});
    TextFiguresPanel panel;
    panel.setScenario(s, false);
    QVERIFY2(panel.headerText().endsWith(sentence), qPrintable(panel.headerText()));
}

void TestNumberForms::handoutCountsFiguresAsThePanel()
{
    const Ndcg::Scenario s = exampleStating({{Ndcg::Quantity::Ndcg, QStringLiteral("1.000")}});
    const Handout::Pdf pdf = Handout::write(s, QStringLiteral("One figure"), QStringLiteral("en"));
    QVERIFY(pdf.error.isEmpty());
    const QString text = pdfText(pdf.bytes);
    if (text.isEmpty())
        QSKIP("pdftotext (poppler-utils) is needed to read the handout's text");
    const QString flowing = QString(text).replace(QLatin1Char('\n'), QLatin1Char(' '));
    QVERIFY2(flowing.contains(QStringLiteral("1 of 1 figure agrees with the exact value to the "
                                             "text's own rounding.")),
        qPrintable(text));
}

void TestNumberForms::differenceTooltipHasTheExactColumnsDecimals_data()
{
    QTest::addColumn<QString>("stated");
    QTest::addColumn<QString>("difference");
    // Two decimals more than the text, as the exact column: 8.8928 (4 decimals) → 6 decimals,
    // 8.892789 − 8.8928 = −0.000011 ('g', 4 wrote "-1.074e-05").
    QTest::newRow("4 decimals") << "8.8928" << QString::number(dcg32() - 8.8928, 'f', 6);
    QTest::newRow("2 decimals") << "8.89" << QString::number(dcg32() - 8.89, 'f', 4);
}

void TestNumberForms::differenceTooltipHasTheExactColumnsDecimals()
{
    QFETCH(QString, stated);
    QFETCH(QString, difference);
    QVERIFY(!difference.contains(QLatin1Char('e')));
    TextFiguresPanel panel;
    panel.setScenario(exampleStating({{Ndcg::Quantity::Dcg, stated}}), false);
    QCOMPARE(panel.table()->rowCount(), 1);
    QCOMPARE(panel.table()->item(0, TextFiguresPanel::Verdict)->toolTip(),
        QStringLiteral("exact − text = ") + difference);
}

void TestNumberForms::heatmapScaleBelowRounding()
{
    // Grades 3, 3, 3, 3.0001: every swap changes NDCG by less than 0.0005; the largest, 1 ↔ 4,
    // by (g₄ − g₁)(d(1) − d(4)) / IDCG.
    const auto matrix = Ndcg::swapMatrix(Ndcg::Ranking::fromGrades({3, 3, 3, 3.0001}), {});
    QVERIFY(matrix);
    const double g = std::exp2(3.0001) - 1;
    const double d[] = {1.0, 1.0 / std::log2(3.0), 0.5, 1.0 / std::log2(5.0)};
    const double idcg = g * d[0] + 7 * (d[1] + d[2] + d[3]);
    const double largest = (g - 7) * (d[0] - d[3]) / idcg;
    QVERIFY(largest > 1e-5 && largest < 1e-4);
    const QString scale = QString::number(largest / 1e-5, 'f', 3) + QStringLiteral("×10⁻⁵");
    SwapHeatmap map;
    map.resize(420, 380);
    map.setMatrix(*matrix);
    QCOMPARE(map.scaleMax(), largest);
    const QStringList texts = map.paintedTexts();
    QVERIFY2(texts.contains(QStringLiteral("+") + scale), qPrintable(texts.join(u' ')));
    QVERIFY2(texts.contains(QStringLiteral("−") + scale), qPrintable(texts.join(u' ')));
    QVERIFY(!texts.contains(QStringLiteral("+0.000")));
}

void TestNumberForms::heatmapFollowsTheLocale()
{
    // Grades 1, 0: swapping them changes NDCG@2 from 1 to 1/log₂3 = 0.631; as DisplayFormat
    // writes it in a locale with a decimal comma.
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const auto matrix = Ndcg::swapMatrix(Ndcg::Ranking::fromGrades({1, 0}), {});
    QVERIFY(matrix);
    SwapHeatmap map;
    map.resize(420, 380);
    map.setMatrix(*matrix);
    const QString value = QString::number(1.0 - 1.0 / std::log2(3.0), 'f', 3).replace(u'.', u',');
    const QStringList texts = map.paintedTexts();
    QVERIFY2(texts.contains(QStringLiteral("−") + value), qPrintable(texts.join(u' ')));
    QVERIFY2(texts.contains(QStringLiteral("+") + value), qPrintable(texts.join(u' ')));
}

void TestNumberForms::claimToleranceIsExact()
{
    RankingDocument document;
    document.load(Ndcg::Ranking::fromGrades({3, 2, 0, 1, 3}), Ndcg::Settings {});
    ClaimDialog dialog;
    dialog.setDocuments({{QStringLiteral("ranking A"), &document}});
    // Five decimals: half a unit of the fifth, 0.000005 (one decimal more than the figure).
    dialog.figureEdit()->setText(QStringLiteral("0.86145"));
    dialog.search();
    QVERIFY2(
        dialog.summaryText().startsWith(QStringLiteral("No convention gives 0.86145 (± 0.000005)")),
        qPrintable(dialog.summaryText()));
    // A whole number: ± 0.5.
    dialog.quantityCombo()->setCurrentIndex(1); // DCG
    dialog.figureEdit()->setText(QStringLiteral("3"));
    dialog.search();
    QVERIFY2(
        dialog.summaryText().contains(QStringLiteral("(± 0.5)")), qPrintable(dialog.summaryText()));
}

void TestNumberForms::claimNearestHasGrouping()
{
    // One result of grade 10: DCG@1 is 10 or 1023 (= 2^10 − 1) over 1, log₂e or log₂10; the
    // nearest to 1022 is 1023, written with the locale's grouping.
    RankingDocument document;
    document.load(Ndcg::Ranking::fromGrades({10}), Ndcg::Settings {});
    ClaimDialog dialog;
    dialog.setDocuments({{QStringLiteral("ranking A"), &document}});
    dialog.quantityCombo()->setCurrentIndex(1); // DCG
    dialog.figureEdit()->setText(QStringLiteral("1022"));
    dialog.search();
    QVERIFY2(dialog.summaryText().contains(QStringLiteral("The nearest is 1,023.000000")),
        qPrintable(dialog.summaryText()));
    // A figure that matches: 1023 (exponential gain over log₂ 2 = 1), listed in the table of
    // matches in the summary's format, grouping included.
    dialog.figureEdit()->setText(QStringLiteral("1023"));
    dialog.search();
    const ClaimMatchModel *model = dialog.model();
    QVERIFY(model->rowCount() > 0);
    QCOMPARE(model->data(model->index(0, ClaimMatchModel::Value)).toString(),
        QStringLiteral("1,023.000000"));
}

void TestNumberForms::stepFormulasOfAHugeGrade()
{
    const Ndcg::Ranking ranking = Ndcg::Ranking::fromGrades({2000, 1});
    const auto b = Ndcg::explain(ranking, {});
    QVERIFY(b);
    QCOMPARE(b->gainScaleLog2, 1040.0); // kept in units of 2^1040
    Ndcg::StepOptions options;
    options.numbers = DisplayFormat::stepNumbers();
    const Ndcg::StepSequence seq = Ndcg::buildSteps(*b, ranking, options);
    QStringList formulas;
    QStringList narrations;
    for (const Ndcg::Step &step : seq.steps) {
        formulas << step.formula;
        narrations << step.narration;
    }
    // 1/log₂3 = 0.631, log₂3 = 1.585; 2^2000 + 0.631 is 2^2000 to four digits.
    const QStringList expected {
        QStringLiteral("g₁ = 2000"),
        QStringLiteral("gain₁ = 2²⁰⁰⁰−1 = ") + huge,
        QStringLiteral("d(1) = 1/log₂(1+1) = 1/1.000 = 1.000"),
        QStringLiteral("c₁ = %1 × 1.000 = %1").arg(huge),
        QStringLiteral("DCG@1 = c₁ = ") + huge,
        QStringLiteral("g₂ = 1"),
        QStringLiteral("gain₂ = 2¹−1 = 1"),
        QStringLiteral("d(2) = 1/log₂(2+1) = 1/1.585 = 0.631"),
        QStringLiteral("c₂ = 1 × 0.631 = 0.631"),
        QStringLiteral("DCG@2 = DCG@1 + c₂ = %1 + 0.631 = %1").arg(huge),
        QStringLiteral("DCG@2 = %1/1.000 + 1/1.585 = %1 + 0.631 = %1").arg(huge),
        QStringLiteral("[2000, 1] → [2000, 1]"),
        QStringLiteral("c*₁ = (2²⁰⁰⁰−1) × 1.000 = %1 × 1.000 = %1; IDCG@1 = %1").arg(huge),
        QStringLiteral("c*₂ = (2¹−1) × 0.631 = 1 × 0.631 = 0.631; IDCG@2 = %1 + 0.631 = %1")
            .arg(huge),
        QStringLiteral("IDCG@2 = %1/1.000 + 1/1.585 = %1 + 0.631 = %1").arg(huge),
        QStringLiteral("NDCG@2 = DCG@2 / IDCG@2 = %1 / %1 = 1.000").arg(huge),
    };
    QCOMPARE(formulas, expected);
    // The gain's narration gives it at its true size too (the CLI names the units it is
    // computed in: 2^2000 / 2^1040 = 2^960 = 9.745314011 × 10^288).
    QCOMPARE(narrations.at(1),
        QStringLiteral("Exponential gain: 2 to the power of the grade, minus 1, is ") + huge
            + QLatin1Char('.'));
    QCOMPARE(narrations.at(3),
        QStringLiteral("Gain times discount: position 1 contributes ") + huge + QLatin1Char('.'));
    for (const QString &text : formulas + narrations)
        QVERIFY2(!text.contains(QStringLiteral("e+")) && !text.contains(QStringLiteral("e-")),
            qPrintable(text));
    // The CLI's steps keep their text: the scale written, e-notation.
    const Ndcg::StepSequence cli = Ndcg::buildSteps(*b, ranking);
    QCOMPARE(cli.steps.at(1).formula,
        QStringLiteral("gain₁ = (2^2000 − 1) × 2^−1040 = 9.745314011e+288"));
    QCOMPARE(cli.steps.at(1).narration,
        QStringLiteral("The gain is 9.745314011e+288 in units of 2^1040, so that the sums stay "
                       "finite."));
}

// The window's step formulas write the exponential gain as the formula panel does, "2³−1"
// (issue 20: they wrote "2^3 − 1" beside the panel's "(2³−1)/log₂2"); the CLI keeps its ASCII
// "2^3 − 1" (tests/data/explain-golden, tst_cli_examples). Seed 000 starts with grade 3:
// gain 7, discount 1, the ideal's first grade 3 too.
void TestNumberForms::stepFormulasWriteTheGainAsTheFormulaPanel()
{
    const Ndcg::Ranking ranking = Ndcg::Ranking::fromGrades({3, 2, 0, 1, 3});
    const auto b = Ndcg::explain(ranking, {});
    QVERIFY(b);
    Ndcg::StepOptions options;
    options.numbers = DisplayFormat::stepNumbers();
    const Ndcg::StepSequence seq = Ndcg::buildSteps(*b, ranking, options);
    QCOMPARE(seq.steps.at(1).formula, QStringLiteral("gain₁ = 2³−1 = 7"));
    QVERIFY(Ndcg::Notation::symbolicTerm(*b, 1, false).startsWith(QStringLiteral("(2³−1)")));
    const auto ideal = std::find_if(seq.steps.begin(), seq.steps.end(),
        [](const Ndcg::Step &s) { return s.kind == Ndcg::StepKind::IdealTerm; });
    QVERIFY(ideal != seq.steps.end());
    QCOMPARE(
        ideal->formula, QStringLiteral("c*₁ = (2³−1) × 1.000 = 7 × 1.000 = 7.000; IDCG@1 = 7.000"));
    const Ndcg::StepSequence cli = Ndcg::buildSteps(*b, ranking);
    QCOMPARE(cli.steps.at(1).formula, QStringLiteral("gain₁ = 2^3 − 1 = 7"));
}

void TestNumberForms::stepThroughShowsTheTrueSize()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.document()->a()->load(Ndcg::Ranking::fromGrades({2000, 1}), Ndcg::Settings {});
    window.workbench()->table()->setFocus();
    auto *steps = window.findChild<StepController *>();
    QVERIFY(steps);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6);
    QVERIFY(steps->isStepping());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
    QCOMPARE(steps->stepIndex(), 2);
    const QString gain = QStringLiteral("gain₁ = 2²⁰⁰⁰−1 = ") + huge;
    QCOMPARE(steps->panel()->formula(), gain);
    QVERIFY2(window.workbench()->formula()->plainText().contains(gain),
        qPrintable(window.workbench()->formula()->plainText()));
    // The sum, at step 11: as the handout writes it.
    for (int i = 2; i < 11; ++i)
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
    QCOMPARE(steps->stepIndex(), 11);
    const auto b = Ndcg::explain(Ndcg::Ranking::fromGrades({2000, 1}), {});
    QVERIFY(b);
    QCOMPARE(steps->panel()->formula(), Handout::formulaLines(*b).at(0));
}

void TestNumberForms::handoutFormulasOfAHugeGrade()
{
    const auto b = Ndcg::explain(Ndcg::Ranking::fromGrades({2000, 1}), {});
    QVERIFY(b);
    const QStringList lines = Handout::formulaLines(*b);
    QCOMPARE(lines,
        (QStringList {QStringLiteral("DCG@2 = %1/1.000 + 1/1.585 = %1 + 0.631 = %1").arg(huge),
            QStringLiteral("IDCG@2 = %1/1.000 + 1/1.585 = %1 + 0.631 = %1").arg(huge),
            QStringLiteral("NDCG@2 = DCG@2 / IDCG@2 = %1 / %1 = 1.000").arg(huge)}));
    // Small numbers as before: 3, 2 → DCG@2 = 7/1.000 + 3/1.585 = 7.000 + 1.893 = 8.893.
    const auto small = Ndcg::explain(Ndcg::Ranking::fromGrades({3, 2}), {});
    QVERIFY(small);
    QCOMPARE(Handout::formulaLines(*small).at(0),
        QStringLiteral("DCG@2 = 7/1.000 + 3/1.585 = 7.000 + 1.893 = 8.893"));
    // In the PDF.
    Ndcg::Scenario s;
    s.a = Ndcg::Ranking::fromGrades({2000, 1});
    const Handout::Pdf pdf = Handout::write(s, QStringLiteral("Grade 2000"), QStringLiteral("en"));
    QVERIFY(pdf.error.isEmpty());
    const QString text = pdfText(pdf.bytes);
    if (text.isEmpty())
        QSKIP("pdftotext (poppler-utils) is needed to read the handout's text");
    QVERIFY2(text.contains(QStringLiteral("NDCG@2 = DCG@2 / IDCG@2 = %1 / %1 = 1.000").arg(huge)),
        qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("e+288")), qPrintable(text));
}

void TestNumberForms::smallNumbersReadAsTheCliWritesThem_data()
{
    // Whole gains below 10^6 and sums below 1,000: the window's lines are the CLI's, character
    // for character (the terms, "…" after 12 of them, no discount, the zero-IDCG rule).
    QTest::addColumn<QList<double>>("grades");
    QTest::addColumn<int>("discount");
    QTest::addColumn<int>("gain");
    QTest::addColumn<int>("zeroIdcg");
    const int log = int(Ndcg::Discount::Log);
    const int exponential = int(Ndcg::Gain::Exponential);
    const int zero = int(Ndcg::ZeroIdcg::Zero);
    QTest::newRow("3,2,0,1,3") << QList<double> {3, 2, 0, 1, 3} << log << exponential << zero;
    QTest::newRow("15 terms") << QList<double>(15, 2.0) << log << exponential << zero;
    QTest::newRow("no discount") << QList<double> {3, 1} << int(Ndcg::Discount::None) << exponential
                                 << zero;
    QTest::newRow("jk2002") << QList<double> {3, 1, 2} << int(Ndcg::Discount::JK2002)
                            << int(Ndcg::Gain::Linear) << zero;
    QTest::newRow("IDCG = 0, undefined")
        << QList<double> {0, 0} << log << exponential << int(Ndcg::ZeroIdcg::Undefined);
}

void TestNumberForms::smallNumbersReadAsTheCliWritesThem()
{
    QFETCH(QList<double>, grades);
    QFETCH(int, discount);
    QFETCH(int, gain);
    QFETCH(int, zeroIdcg);
    Ndcg::Settings settings;
    settings.discount = Ndcg::Discount(discount);
    settings.gain = Ndcg::Gain(gain);
    settings.zeroIdcg = Ndcg::ZeroIdcg(zeroIdcg);
    const auto b = Ndcg::explain(Ndcg::Ranking::fromGrades(grades), settings);
    QVERIFY(b);
    QCOMPARE(Handout::formulaLines(*b),
        (QStringList {Ndcg::dcgFormulaLine(*b, false), Ndcg::dcgFormulaLine(*b, true),
            Ndcg::ndcgFormulaLine(*b)}));
}

QTEST_MAIN(TestNumberForms)
#include "tst_numberforms.moc"
