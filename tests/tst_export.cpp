// Tests of the exports: each chart as SVG (parses as XML, draws with QSvgRenderer, holds the
// chart's title) and PNG; the table as CSV, Markdown and LaTeX with its rows, numbers and
// formula lines; the PDF handout (starts with %PDF, has the expected pages, in English and in
// Chinese with a CJK font). In comparison mode the chart and table exports are of the side whose
// table has the focus and their suggested names say which ("-B"); the handout holds both
// rankings and which NDCG@k is higher, checked in the text pdftotext reads from the PDF against
// numbers computed here from the grades. With NDCG_SHOT_DIR set the handouts are written there
// to be looked at.

#include "charts/breakdownchart.h"
#include "comparison/comparisoncontroller.h"
#include "comparison/comparisonview.h"
#include "document/rankingdocument.h"
#include "document/scenariodocument.h"
#include "examples.h"
#include "files/exporter.h"
#include "files/filecontroller.h"
#include "files/handout.h"
#include "mainwindow.h"
#include "workbench/rankingtableview.h"

#include <QAction>
#include <QBuffer>
#include <QChart>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

#include <algorithm>
#include <cmath>
#include <functional>

namespace {

// The example the comparison tests use: seed 002's two algorithms, gain 2^g − 1, discount
// 1/log2(i + 1), k = 5, the list itself as the ideal (sorted: 5, 4, 3, 2, 1).
const QString comparisonId = QStringLiteral("002-lipsticks-ab");
const QList<double> gradesA {5, 1, 3, 2, 4};
const QList<double> gradesB {5, 3, 4, 2, 1};

// The textbook terms, written out here rather than taken from Ndcg::explain().
double gain(double grade)
{
    return std::pow(2.0, grade) - 1.0;
}

double discount(int position)
{
    return 1.0 / std::log2(position + 1.0);
}

// DCG@i for i = 1..n.
QList<double> runningDcg(const QList<double> &grades)
{
    QList<double> sums;
    double sum = 0.0;
    for (int i = 0; i < grades.size(); ++i) {
        sum += gain(grades.at(i)) * discount(i + 1);
        sums.append(sum);
    }
    return sums;
}

double ndcg(const QList<double> &grades)
{
    QList<double> ideal = grades;
    std::sort(ideal.begin(), ideal.end(), std::greater<double>());
    return runningDcg(grades).constLast() / runningDcg(ideal).constLast();
}

// As the CSV's formula lines round.
QString fourDecimals(double value)
{
    return QString::number(value, 'f', 4);
}

// As the handout rounds.
QString threeDecimals(double value)
{
    return QString::number(value, 'f', 3);
}

// A save dialog would block the test: one that asks for a path sets a hook of its own, and
// puts this one back.
QString refuseSaveDialog(const QString &caption, const QString &)
{
    qWarning("unexpected save dialog: %s", qPrintable(caption));
    return QString();
}

// Shows the window with seed 002 compared and the focus in the table of `side`.
bool compareWithFocusOn(MainWindow &window, int side)
{
    window.resize(1280, 800);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    ComparisonController *comparison = window.comparison();
    if (!comparison->loadExample(comparisonId) || !comparison->view())
        return false;
    window.activateWindow();
    comparison->view()->table(side)->setFocus();
    return QTest::qWaitFor([&] { return comparison->activeSide() == side; });
}

} // namespace

class TestExport : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void chartsAsSvg_data();
    void chartsAsSvg();
    void chartsAsPng();
    void hatchKeepsItsSpacingWhenRenderedForPrint();
    void tables_data();
    void tables();
    void menuExportsWriteFiles();
    void suggestedNamesOutsideAComparison();
    void tableOfTheFocusedSide_data();
    void tableOfTheFocusedSide();
    void chartOfTheFocusedSide();
    void nothingToExportNamesTheFocusedSidesError();
    void handoutInEnglish();
    void handoutOfAComparisonInEnglish();
    void handoutVerdict_data();
    void handoutVerdict();
    void handoutOfAComparisonInChinese();
    void largeRankingHandoutSpansPages();

private:
    static Ndcg::Breakdown seed000();
    void saveShot(const QString &name, const QByteArray &bytes);
    // The text pdftotext reads from pages first..last (1-based) of a PDF; all pages for 0.
    QString pdfText(const QByteArray &pdf, int first = 0, int last = 0);
    QTemporaryDir m_dir;
};

void TestExport::initTestCase()
{
    FileController::setMessageHook([](const QString &text) { QFAIL(qPrintable(text)); });
    FileController::setSavePathHook(refuseSaveDialog);
}

QString TestExport::pdfText(const QByteArray &pdf, int first, int last)
{
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (tool.isEmpty())
        return {};
    const QString path = m_dir.filePath(QStringLiteral("text.pdf"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(pdf) != pdf.size())
        return {};
    file.close();
    QStringList args;
    if (first > 0)
        args << QStringLiteral("-f") << QString::number(first);
    if (last > 0)
        args << QStringLiteral("-l") << QString::number(last);
    args << QStringLiteral("-enc") << QStringLiteral("UTF-8") << path << QStringLiteral("-");
    QProcess process;
    process.start(tool, args);
    if (!process.waitForFinished(30000) || process.exitCode() != 0)
        return {};
    // NFKC: the typesetter's ligatures ("ﬁ" in "Definition") read as their letters.
    return QString::fromUtf8(process.readAllStandardOutput())
        .normalized(QString::NormalizationForm_KC);
}

Ndcg::Breakdown TestExport::seed000()
{
    Ndcg::Ranking r = Ndcg::Ranking::fromGrades({3, 2, 0, 1, 3});
    for (int i = 0; i < r.items.size(); ++i)
        r.items[i].label = QStringLiteral("d%1").arg(i + 1);
    Ndcg::Settings s;
    s.cutoff = 5;
    return *Ndcg::explain(r, s);
}

void TestExport::saveShot(const QString &name, const QByteArray &bytes)
{
    if (const QByteArray dir = qgetenv("NDCG_SHOT_DIR"); !dir.isEmpty()) {
        QFile f(QString::fromLocal8Bit(dir) + QLatin1Char('/') + name);
        if (f.open(QIODevice::WriteOnly))
            f.write(bytes);
    }
}

void TestExport::chartsAsSvg_data()
{
    QTest::addColumn<Exporter::Chart>("chart");
    QTest::addColumn<QString>("title");
    QTest::newRow("running DCG") << Exporter::Chart::RunningDcg << QString();
    QTest::newRow("contributions") << Exporter::Chart::Contribution << QString();
    QTest::newRow("NDCG by position") << Exporter::Chart::Ndcg << QString();
}

void TestExport::chartsAsSvg()
{
    QFETCH(Exporter::Chart, chart);
    const Ndcg::Breakdown b = seed000();
    const QByteArray svg = Exporter::chartSvg(chart, b);
    QXmlStreamReader xml(svg);
    int texts = 0;
    QString allText;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("text"))
            ++texts;
        if (xml.isCharacters())
            allText += xml.text();
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(texts > 8); // title, axis titles, tick labels, legend
    const auto view = Exporter::makeChart(chart, b);
    QVERIFY2(allText.contains(view->chart()->title().left(10)), qPrintable(allText.left(300)));
    QVERIFY(allText.contains(QStringLiteral("5"))); // the position ticks
    QSvgRenderer renderer(svg);
    QVERIFY(renderer.isValid());
    QCOMPARE(renderer.viewBox(), QRect(QPoint(0, 0), Exporter::chartSize));
    saveShot(QStringLiteral("chart-%1.svg").arg(int(chart)), svg);
}

void TestExport::chartsAsPng()
{
    const Ndcg::Breakdown b = seed000();
    const QByteArray png = Exporter::chartPng(Exporter::Chart::Contribution, b);
    QImage image;
    QVERIFY(image.loadFromData(png, "PNG"));
    QCOMPARE(image.size(), Exporter::chartSize * 2);
    // Not blank: the bars and text put many colours on the white.
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    QVERIFY(colours.size() > 20);
    saveShot(QStringLiteral("contributions.png"), png);
}

void TestExport::tables_data()
{
    QTest::addColumn<Ndcg::Format>("format");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("CSV: a header, five rows, the formulas as comments")
        << Ndcg::Format::Csv
        << QStringList {"position,label,grade,gain,discount,contribution,dcg",
               "1,d1,3,7,1,7,7,3,7,7,7,1", "5,d5,3,7,", "12.031435469429558", "# DCG@5 = ",
               "# IDCG@5 = ", "# NDCG@5 = DCG@5 / IDCG@5 = 12.0314 / 13.3472 = 0.9014"};
    QTest::newRow("Markdown: a table row per position and the formula lines")
        << Ndcg::Format::Markdown
        << QStringList {"| 1 | d1 | 3 | 7.0000 | 1.0000 | 7.0000 | 7.0000 |",
               "| 5 | d5 | 3 | 7.0000 | 0.3869 | 2.7080 | 12.0314 |", "Gain 2^g−1",
               "- DCG@5 = ", "**NDCG@5 = DCG@5 / IDCG@5 = 12.0314 / 13.3472 = 0.9014**"};
    QTest::newRow("LaTeX: booktabs rules, the rows, the formulas")
        << Ndcg::Format::Latex
        << QStringList {"\\toprule", "\\midrule", "\\bottomrule",
               "1 & d1 & 3 & 7.0000 & 1.0000 & 7.0000 & 7.0000", "\\begin{align*}",
               "\\mathrm{NDCG}@5 &= \\frac{12.0314}{13.3472} = 0.9014"};
}

// The ideal bars' hatch, rendered at 3× for the handout, keeps the spacing it has at 1× (in
// logical pixels): unscaled, the pattern's lines would be three times as dense and print as a
// flat tint.
void TestExport::hatchKeepsItsSpacingWhenRenderedForPrint()
{
    Ndcg::Settings settings;
    settings.cutoff = 4;
    settings.idealSource = Ndcg::IdealSource::List;
    // Position 2's ideal bar (grade 3 at log2(3)) stands beside an empty actual one (grade 0).
    const Ndcg::Breakdown b = *Ndcg::explain(Ndcg::Ranking::fromGrades({3, 0, 0, 3}), settings);
    const QSize size(560, 350);
    const auto view = Exporter::makeChart(Exporter::Chart::Contribution, b, size);
    QChart *chart = view->chart();
    QAbstractSeries *series = chart->series().first();
    // A horizontal line through the middle of the ideal bar at position 2, inside its outline.
    const double w = 0.38; // ChartPoints::barWidth
    const QPointF left = chart->mapToPosition(QPointF(2 + 0.15 * w, 1.5), series);
    const QPointF right = chart->mapToPosition(QPointF(2 + 0.85 * w, 1.5), series);
    QVERIFY(right.x() - left.x() > 12);
    auto runsOfInk = [&](qreal scale) {
        const QImage image = Exporter::chartImage(Exporter::Chart::Contribution, b, size, scale);
        const int y = int(left.y() * scale);
        int runs = 0;
        bool inInk = false;
        for (int x = int(left.x() * scale); x < int(right.x() * scale); ++x) {
            const bool ink = QColor(image.pixel(x, y)).lightness() < 235;
            runs += ink && !inInk;
            inInk = ink;
        }
        return runs;
    };
    const int screen = runsOfInk(1.0);
    const int print = runsOfInk(3.0);
    QVERIFY2(screen >= 1, qPrintable(QString::number(screen)));
    QVERIFY2(std::abs(print - screen) <= 1,
        qPrintable(QStringLiteral("%1 hatch lines at 1×, %2 at 3×").arg(screen).arg(print)));
}

void TestExport::tables()
{
    QFETCH(Ndcg::Format, format);
    QFETCH(QStringList, expected);
    const Ndcg::Breakdown b = seed000();
    const QString text
        = QString::fromUtf8(Exporter::table(b, format, {"d1", "d2", "d3", "d4", "d5"}));
    for (const QString &part : expected)
        QVERIFY2(text.contains(part), qPrintable(part + QStringLiteral("\nnot in\n") + text));
    if (format == Ndcg::Format::Csv) {
        int dataRows = 0;
        for (const QString &line : text.split(QLatin1Char('\n')))
            if (!line.isEmpty() && line.at(0).isDigit())
                ++dataRows;
        QCOMPARE(dataRows, 5);
    }
}

void TestExport::menuExportsWriteFiles()
{
    MainWindow window;
    FileController *files = window.files();
    const QString svg = m_dir.filePath(QStringLiteral("c.svg"));
    const QString png = m_dir.filePath(QStringLiteral("c.png"));
    const QString md = m_dir.filePath(QStringLiteral("t.md"));
    const QString pdf = m_dir.filePath(QStringLiteral("h.pdf"));
    QVERIFY(files->exportChart(Exporter::Chart::RunningDcg, svg));
    QVERIFY(files->exportChart(Exporter::Chart::Ndcg, png));
    QVERIFY(files->exportTable(Ndcg::Format::Markdown, md));
    QVERIFY(files->exportHandout(pdf));
    QVERIFY(QSvgRenderer(svg).isValid());
    QVERIFY(!QImage(png).isNull());
    QFile t(md);
    QVERIFY(t.open(QIODevice::ReadOnly));
    QVERIFY(t.readAll().contains("| 5 | d5 | 3 |"));
    QFile h(pdf);
    QVERIFY(h.open(QIODevice::ReadOnly));
    QVERIFY(h.readAll().startsWith("%PDF"));
    // Exports do not change the document.
    QVERIFY(!window.document()->a()->isModified());
}

void TestExport::suggestedNamesOutsideAComparison()
{
    MainWindow window;
    const auto example = Ndcg::loadExample(QStringLiteral("003-example"));
    QVERIFY(example);
    window.document()->loadScenario(*example, QStringLiteral("003"));
    QStringList suggested;
    QStringList captions;
    FileController::setSavePathHook([&](const QString &caption, const QString &path) {
        captions << caption;
        suggested << QFileInfo(path).fileName();
        return m_dir.filePath(QStringLiteral("single-") + QFileInfo(path).fileName());
    });
    window.files()->actions().exportTableCsv->trigger();
    window.files()->actions().exportDcgChart->trigger();
    window.files()->actions().exportHandout->trigger();
    FileController::setSavePathHook(refuseSaveDialog);
    QCOMPARE(
        suggested, (QStringList {"003-example.csv", "003-example-dcg.png", "003-example.pdf"}));
    QCOMPARE(captions, (QStringList {"Export the table", "Export the chart", "Export a handout"}));
    QVERIFY(QFileInfo::exists(m_dir.filePath(QStringLiteral("single-003-example.csv"))));
}

void TestExport::tableOfTheFocusedSide_data()
{
    QTest::addColumn<int>("side");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("caption");
    QTest::addColumn<QList<double>>("grades");
    QTest::newRow("B's table has the focus: B's rows, a name ending in -B")
        << 1 << "002-lipsticks-ab-B.csv"
        << "Export the table of ranking B" << gradesB;
    QTest::newRow("A's table has the focus: A's rows, a name ending in -A")
        << 0 << "002-lipsticks-ab-A.csv"
        << "Export the table of ranking A" << gradesA;
}

void TestExport::tableOfTheFocusedSide()
{
    QFETCH(int, side);
    QFETCH(QString, name);
    QFETCH(QString, caption);
    QFETCH(QList<double>, grades);
    MainWindow window;
    QVERIFY(compareWithFocusOn(window, side));
    QString suggested;
    QString askedCaption;
    const QString path = m_dir.filePath(QStringLiteral("side%1.csv").arg(side));
    FileController::setSavePathHook([&](const QString &caption, const QString &given) {
        askedCaption = caption;
        suggested = given;
        return path;
    });
    const auto restore = qScopeGuard([] { FileController::setSavePathHook(refuseSaveDialog); });
    // Through the menu, as the user exports.
    window.files()->actions().exportTableCsv->trigger();
    QCOMPARE(QFileInfo(suggested).fileName(), name);
    QCOMPARE(askedCaption, caption);

    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    // position,label,grade,gain,discount,contribution,dcg,...: one row per position.
    const QList<double> dcg = runningDcg(grades);
    int rows = 0;
    for (const QString &line : lines) {
        if (line.isEmpty() || !line.at(0).isDigit())
            continue;
        const QStringList cells = line.split(QLatin1Char(','));
        QVERIFY2(cells.size() >= 7, qPrintable(line));
        const int position = cells.at(0).toInt();
        QCOMPARE(position, rows + 1);
        const double grade = grades.at(rows);
        QCOMPARE(cells.at(1), QStringLiteral("口红%1").arg(grade));
        QCOMPARE(cells.at(2).toDouble(), grade);
        QCOMPARE_LE(qAbs(cells.at(3).toDouble() - gain(grade)), 1e-12);
        QCOMPARE_LE(qAbs(cells.at(5).toDouble() - gain(grade) * discount(position)), 1e-12);
        QCOMPARE_LE(qAbs(cells.at(6).toDouble() - dcg.at(rows)), 1e-9);
        ++rows;
    }
    QCOMPARE(rows, grades.size());
    // The formula line of the same side: DCG@5 / IDCG@5 = NDCG@5, to 4 decimals.
    const QString ndcgLine = lines.filter(QStringLiteral("# NDCG@5 = ")).value(0);
    QVERIFY2(ndcgLine.endsWith(QStringLiteral(" = ") + fourDecimals(ndcg(grades))),
        qPrintable(ndcgLine));
    QVERIFY2(ndcgLine.contains(fourDecimals(dcg.constLast())), qPrintable(ndcgLine));
    // Exporting changes neither side.
    QCOMPARE(window.document()->a()->ranking().grades(), gradesA);
    QCOMPARE(window.document()->b()->ranking().grades(), gradesB);
}

void TestExport::chartOfTheFocusedSide()
{
    MainWindow window;
    QVERIFY(compareWithFocusOn(window, 1));
    QString suggested;
    const QString path = m_dir.filePath(QStringLiteral("chart-b.png"));
    FileController::setSavePathHook([&](const QString &, const QString &given) {
        suggested = given;
        return path;
    });
    const auto restore = qScopeGuard([] { FileController::setSavePathHook(refuseSaveDialog); });
    window.files()->actions().exportDcgChart->trigger();
    QCOMPARE(QFileInfo(suggested).fileName(), QStringLiteral("002-lipsticks-ab-B-dcg.png"));
    // The picture is B's running DCG: the same as a chart of B drawn alone, not A's.
    const QImage exported(path);
    QVERIFY(!exported.isNull());
    auto chartOf = [](const QList<double> &grades) {
        Ndcg::Settings settings = Ndcg::loadExample(comparisonId)->settings;
        const Ndcg::Breakdown b = *Ndcg::explain(Ndcg::Ranking::fromGrades(grades), settings);
        return Exporter::chartImage(Exporter::Chart::RunningDcg, b);
    };
    const QImage b = chartOf(gradesB).convertToFormat(exported.format());
    const QImage a = chartOf(gradesA).convertToFormat(exported.format());
    QCOMPARE(exported.size(), b.size());
    QVERIFY(exported == b);
    QVERIFY(exported != a);

    // Moving the focus to A's table exports A under A's name.
    window.comparison()->view()->table(0)->setFocus();
    QTRY_COMPARE(window.comparison()->activeSide(), 0);
    window.files()->actions().exportContributionChart->trigger();
    QCOMPARE(
        QFileInfo(suggested).fileName(), QStringLiteral("002-lipsticks-ab-A-contributions.png"));
}

void TestExport::nothingToExportNamesTheFocusedSidesError()
{
    // Negative grades refused: B (−1 at position 2) cannot be explained, A can.
    Ndcg::Scenario scenario;
    scenario.a = Ndcg::Ranking::fromGrades({3, 2, 1});
    scenario.b = Ndcg::Ranking::fromGrades({2, -1, 3});
    scenario.settings.negativeGrades = Ndcg::NegativeGrades::Reject;
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.document()->loadScenario(scenario, QStringLiteral("refused"));
    QVERIFY(window.document()->isComparison());
    QVERIFY(window.comparison()->view());
    QVERIFY(window.document()->a()->breakdown());
    QVERIFY(!window.document()->b()->breakdown());
    window.activateWindow();
    window.comparison()->view()->table(1)->setFocus();
    QTRY_COMPARE(window.comparison()->activeSide(), 1);

    QStringList messages;
    int asked = 0;
    FileController::setMessageHook([&](const QString &text) { messages << text; });
    FileController::setSavePathHook([&](const QString &, const QString &) {
        ++asked;
        return m_dir.filePath(QStringLiteral("refused.csv"));
    });
    const auto restore = qScopeGuard([] {
        FileController::setMessageHook([](const QString &text) { QFAIL(qPrintable(text)); });
        FileController::setSavePathHook(refuseSaveDialog);
    });
    QVERIFY(!window.files()->exportTable(Ndcg::Format::Csv));
    QVERIFY(!window.files()->exportChart(Exporter::Chart::Ndcg));
    QCOMPARE(asked, 0); // refused before any dialog
    const QString expected
        = QStringLiteral("There is nothing to export: ") + window.document()->b()->error();
    QCOMPARE(messages, (QStringList {expected, expected}));
    QVERIFY2(expected.contains(QStringLiteral("position 2")), qPrintable(expected));

    // The handout holds both rankings: it is refused too, and says that B is the one at fault.
    QVERIFY(!window.files()->exportHandout(m_dir.filePath(QStringLiteral("refused.pdf"))));
    QCOMPARE(messages.size(), 3);
    QCOMPARE(messages.last(),
        QStringLiteral("There is nothing to export: Ranking B: ")
            + window.document()->b()->error());
    QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("refused.pdf"))));

    // A explains: its export goes through.
    window.comparison()->view()->table(0)->setFocus();
    QTRY_COMPARE(window.comparison()->activeSide(), 0);
    QVERIFY(window.files()->exportTable(Ndcg::Format::Csv));
    QCOMPARE(asked, 1);
    QCOMPARE(messages.size(), 3);
}

void TestExport::handoutInEnglish()
{
    const auto example = Ndcg::loadExample(QStringLiteral("003-example"));
    QVERIFY(example);
    const Handout::Pdf pdf = Handout::write(
        *example, example->example->title.text(QStringLiteral("en")), QStringLiteral("en"));
    QVERIFY(pdf.error.isEmpty());
    saveShot(QStringLiteral("handout-en.pdf"), pdf.bytes);
    QVERIFY(pdf.bytes.startsWith("%PDF-"));
    QVERIFY(pdf.bytes.trimmed().endsWith("%%EOF"));
    // Page 1: the text's figures beside the exact values, definition, table, formulas; page 2:
    // the charts.
    QCOMPARE(pdf.pages, 2);
    QCOMPARE(Handout::pageCount(pdf.bytes), 2);
    QVERIFY(Handout::fontFamily(QStringLiteral("en")).isEmpty());
    // One ranking: no comparison, no A/B headings.
    const QString text = pdfText(pdf.bytes);
    if (text.isEmpty())
        QSKIP("pdftotext (poppler-utils) is needed to read the handout's text");
    QVERIFY(text.contains(QStringLiteral("Formulas")));
    QVERIFY(!text.contains(QStringLiteral("Comparison")));
    QVERIFY(!text.contains(QStringLiteral("Ranking A")));
}

void TestExport::handoutOfAComparisonInEnglish()
{
    const auto example = Ndcg::loadExample(comparisonId);
    QVERIFY(example);
    QCOMPARE(example->a.grades(), gradesA);
    QCOMPARE(example->b->grades(), gradesB);
    const Handout::Pdf pdf = Handout::write(
        *example, example->example->title.text(QStringLiteral("en")), QStringLiteral("en"));
    QVERIFY(pdf.error.isEmpty());
    saveShot(QStringLiteral("handout-comparison-en.pdf"), pdf.bytes);
    // Page 1: the comparison, the text's figures, then A's definition, table and formulas;
    // page 2: A's charts (their heading kept with them), B's definition, table and formulas;
    // page 3: B's charts. No forced page breaks leave a page mostly empty.
    QCOMPARE(pdf.pages, 3);
    const QString first = pdfText(pdf.bytes, 1, 1);
    if (first.isEmpty())
        QSKIP("pdftotext (poppler-utils) is needed to read the handout's text");
    const QString second = pdfText(pdf.bytes, 2, 2);
    QVERIFY2(
        second.trimmed().startsWith(QStringLiteral("Charts of ranking A")), qPrintable(second));
    // B's section: from its heading on.
    const QString third = second.mid(second.indexOf(QStringLiteral("Ranking B")));
    const QString fourth = pdfText(pdf.bytes, 3, 3);

    const double ndcgA = ndcg(gradesA);
    const double ndcgB = ndcg(gradesB);
    QVERIFY(ndcgB > ndcgA);
    const QStringList summary {QStringLiteral("Comparison of A and B"), threeDecimals(ndcgA),
        threeDecimals(ndcgB), threeDecimals(runningDcg(gradesA).constLast()),
        threeDecimals(runningDcg(gradesB).constLast()),
        QStringLiteral("B is higher by %1 (NDCG@5).").arg(threeDecimals(ndcgB - ndcgA)),
        QStringLiteral("Ranking A")};
    for (const QString &part : summary)
        QVERIFY2(
            first.contains(part), qPrintable(part + QStringLiteral("\nnot on page 1:\n") + first));
    // The comparison comes before A's section.
    QVERIFY(first.indexOf(QStringLiteral("Comparison of A and B"))
        < first.indexOf(QStringLiteral("Definition:")));
    // B's table is not on A's page: B's second term, 7 / log2(3), is not there.
    QVERIFY(!first.contains(threeDecimals(gain(gradesB.at(1)) * discount(2))));

    // B's section: its heading, every contribution and running DCG of B, its NDCG formula.
    QVERIFY2(third.trimmed().startsWith(QStringLiteral("Ranking B")), qPrintable(third));
    const QList<double> dcgB = runningDcg(gradesB);
    for (int i = 0; i < gradesB.size(); ++i) {
        const QString contribution = threeDecimals(gain(gradesB.at(i)) * discount(i + 1));
        QVERIFY2(third.contains(contribution),
            qPrintable(contribution + QStringLiteral(" in\n") + third));
        QVERIFY2(third.contains(threeDecimals(dcgB.at(i))), qPrintable(threeDecimals(dcgB.at(i))));
    }
    // A's last term, 15 / log2(6), is not on B's page.
    QVERIFY(!third.contains(threeDecimals(gain(gradesA.at(4)) * discount(5))));
    QVERIFY(third.contains(
        QStringLiteral("NDCG@5 = DCG@5 / IDCG@5 = %1 / ").arg(threeDecimals(dcgB.constLast()))));
    QVERIFY2(third.contains(threeDecimals(ndcgB)), qPrintable(third));
    QVERIFY2(fourth.contains(QStringLiteral("Charts of ranking B")), qPrintable(fourth));
}

void TestExport::handoutVerdict_data()
{
    QTest::addColumn<QList<double>>("a");
    QTest::addColumn<QList<double>>("b");
    QTest::addColumn<Ndcg::ZeroIdcg>("zeroIdcg");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<bool>("idealsDiffer");
    const QString higher = QStringLiteral("%1 is higher by %2 (NDCG@5).");
    QTest::newRow("A ahead: seed 002 with its rankings swapped")
        << gradesB << gradesA << Ndcg::ZeroIdcg::Zero
        << higher.arg(QLatin1Char('A')).arg(threeDecimals(ndcg(gradesB) - ndcg(gradesA))) << false;
    QTest::newRow("B the same ranking as A: the same NDCG")
        << gradesA << gradesA << Ndcg::ZeroIdcg::Zero
        << QStringLiteral("A and B have the same NDCG@5 (to 4 decimals).") << false;
    // Each list is its own ideal: B, one relevant item first, is perfect against its own.
    QTest::newRow("B ahead against an ideal of its own: the ideals differ")
        << gradesA << QList<double> {1, 0, 0, 0, 0} << Ndcg::ZeroIdcg::Zero
        << higher.arg(QLatin1Char('B')).arg(threeDecimals(1.0 - ndcg(gradesA))) << true;
    QTest::newRow("nothing relevant and NDCG undefined when IDCG = 0: no verdict")
        << QList<double> {0, 0, 0, 0, 0} << QList<double> {0, 0, 0, 0, 0}
        << Ndcg::ZeroIdcg::Undefined
        << QStringLiteral("NDCG@5 is undefined for at least one ranking") << false;
}

void TestExport::handoutVerdict()
{
    QFETCH(QList<double>, a);
    QFETCH(QList<double>, b);
    QFETCH(Ndcg::ZeroIdcg, zeroIdcg);
    QFETCH(QString, verdict);
    QFETCH(bool, idealsDiffer);
    Ndcg::Scenario scenario;
    scenario.settings = Ndcg::loadExample(comparisonId)->settings; // the list is the ideal
    scenario.a = Ndcg::Ranking::fromGrades(a);
    scenario.b = Ndcg::Ranking::fromGrades(b);
    scenario.settings.zeroIdcg = zeroIdcg;
    const Handout::Pdf pdf
        = Handout::write(scenario, QStringLiteral("verdict"), QStringLiteral("en"));
    QVERIFY(pdf.error.isEmpty());
    // Two rankings, each with its table, formulas and charts, one after the other: at most three
    // pages (four when each ranking's charts started a page of their own).
    QVERIFY2(pdf.pages >= 2 && pdf.pages <= 3, qPrintable(QString::number(pdf.pages)));
    const QString first = pdfText(pdf.bytes, 1, 1);
    if (first.isEmpty())
        QSKIP("pdftotext (poppler-utils) is needed to read the handout's text");
    // pdftotext breaks long lines: compare with the line breaks as spaces.
    const QString text = first.simplified();
    QVERIFY2(text.contains(verdict), qPrintable(verdict + QStringLiteral("\nnot in\n") + text));
    QCOMPARE(text.contains(QStringLiteral("Their ideals differ: each NDCG is measured against "
                                          "its own IDCG@5.")),
        idealsDiffer);
}

void TestExport::handoutOfAComparisonInChinese()
{
    const auto example = Ndcg::loadExample(QStringLiteral("002-lipsticks-ab"));
    QVERIFY(example);
    QVERIFY(example->isComparison());
    // The app's Chinese translation, when it is built in: chart titles, headers and the
    // definition line in Chinese as well (untranslated strings stay English).
    QTranslator translator;
    const bool translated = translator.load(QStringLiteral(":/i18n/ndcg-explorer_zh_CN.qm"));
    if (translated)
        QCoreApplication::installTranslator(&translator);
    const auto removeTranslator = qScopeGuard([&] {
        if (translated)
            QCoreApplication::removeTranslator(&translator);
    });
    const QString family = Handout::fontFamily(QStringLiteral("zh_CN"));
    QVERIFY2(!family.isEmpty(), "no font for Simplified Chinese is installed");
    const Handout::Pdf pdf = Handout::write(
        *example, example->example->title.text(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
    QVERIFY(pdf.error.isEmpty());
    saveShot(QStringLiteral("handout-zh.pdf"), pdf.bytes);
    QVERIFY(pdf.bytes.startsWith("%PDF-"));
    // The comparison, the text's figures, then two rankings: each with its table, formulas and
    // three charts.
    QCOMPARE(pdf.pages, 3);
    const QString text = pdfText(pdf.bytes, 1, 1);
    if (!text.isEmpty()) {
        QVERIFY(text.contains(threeDecimals(ndcg(gradesA))));
        QVERIFY(text.contains(threeDecimals(ndcg(gradesB))));
    }
    // The CJK font is embedded (its name appears in the font dictionary).
    QVERIFY2(pdf.bytes.contains(QString(family).remove(QLatin1Char(' ')).toLatin1())
            || pdf.bytes.contains(family.toLatin1()),
        qPrintable(family));
}

void TestExport::largeRankingHandoutSpansPages()
{
    Ndcg::Scenario s;
    QList<double> grades;
    for (int i = 0; i < 120; ++i)
        grades << (i * 7) % 4;
    s.a = Ndcg::Ranking::fromGrades(grades);
    const Handout::Pdf pdf
        = Handout::write(s, QStringLiteral("120 positions"), QStringLiteral("en"));
    QVERIFY(pdf.error.isEmpty());
    // 120 rows of the table alone take more than two pages.
    QVERIFY2(pdf.pages >= 3, qPrintable(QString::number(pdf.pages)));
}

QTEST_MAIN(TestExport)
#include "tst_export.moc"
