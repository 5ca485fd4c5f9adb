// Tests of the exports: each chart as SVG (parses as XML, draws with QSvgRenderer, holds the
// chart's title) and PNG; the table as CSV, Markdown and LaTeX with its rows, numbers and
// formula lines; the PDF handout (starts with %PDF, has the expected pages, in English and in
// Chinese with a CJK font). With NDCG_SHOT_DIR set the handouts are written there to be looked at.

#include "breakdownchart.h"
#include "examples.h"
#include "exporter.h"
#include "filecontroller.h"
#include "handout.h"
#include "mainwindow.h"
#include "rankingdocument.h"

#include <QBuffer>
#include <QFile>
#include <QImage>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QScopeGuard>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

class TestExport : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void chartsAsSvg_data();
    void chartsAsSvg();
    void chartsAsPng();
    void tables_data();
    void tables();
    void menuExportsWriteFiles();
    void handoutInEnglish();
    void handoutOfAComparisonInChinese();
    void largeRankingHandoutSpansPages();

private:
    static Ndcg::Breakdown seed000();
    void saveShot(const QString &name, const QByteArray &bytes);
    QTemporaryDir m_dir;
};

void TestExport::initTestCase()
{
    FileController::setMessageHook([](const QString &text) { QFAIL(qPrintable(text)); });
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
    QVERIFY(!window.document()->isModified());
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
    // Page 1: definition, table, formulas, the first chart; page 2: the other two charts.
    QCOMPARE(pdf.pages, 2);
    QCOMPARE(Handout::pageCount(pdf.bytes), 2);
    QVERIFY(Handout::fontFamily(QStringLiteral("en")).isEmpty());
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
    // Two rankings: each with its table, formulas and three charts.
    QCOMPARE(pdf.pages, 4);
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
    QVERIFY2(pdf.pages >= 4, qPrintable(QString::number(pdf.pages)));
}

QTEST_MAIN(TestExport)
#include "tst_export.moc"
