// The marks on the charts and the table (issue 12, "Polish seen"):
//   - the NDCG@i chart leaves room above 1.0, so a marker (and the selection ring) at NDCG = 1
//     is not cut by the top of the plot, while 1.0 stays the top tick;
//   - the rule at k stands at the same x in every chart, curves and bars, the workbench's and
//     the comparison's: halfway between position k and k + 1 (k + 0.5);
//   - an area with no points (the contribution chart's selection ring and step emphasis when
//     nothing is selected) draws nothing: before, Qt Charts drew its outline as a thick black
//     stroke down the plot's left edge;
//   - the "cutoff k" tag of the table does not cover row k + 1's label: the label ends ("…")
//     before the tag.

#include "charts/comparisonchart.h"
#include "charts/comparisonpoints.h"
#include "charts/contributionchart.h"
#include "charts/ndcgchart.h"
#include "charts/runningdcgchart.h"
#include "document/rankingdocument.h"
#include "files/exporter.h"
#include "style/interfacescale.h"
#include "style/theme.h"
#include "workbench/rankingtablemodel.h"
#include "workbench/rankingtableview.h"

#include <QAreaSeries>
#include <QBuffer>
#include <QChart>
#include <QHeaderView>
#include <QImage>
#include <QLineSeries>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgGenerator>
#include <QTest>
#include <QValueAxis>

#include <memory>

class TestChartMarks : public QObject
{
    Q_OBJECT

private slots:
    void ndcgAxisLeavesRoomAboveOne();
    void cutoffRuleSameInEveryChart();
    void contributionChartLeftEdgeClear();
    void contributionSvgHasNoStrayOutline();
    void cutoffTagLeavesTheNextLabel_data();
    void cutoffTagLeavesTheNextLabel();
};

namespace {

Ndcg::Breakdown explainGrades(const QList<double> &grades, int k)
{
    Ndcg::Settings settings;
    settings.cutoff = k;
    return Ndcg::explain(Ndcg::Ranking::fromGrades(grades), settings).value();
}

// The x of the series named "… k = <k>" (the rule: "cutoff k = 5" in the workbench's charts), or
// NaN when there is none.
double ruleX(const QChart *chart, int k)
{
    const QList<QAbstractSeries *> all = chart->series();
    for (QAbstractSeries *series : all) {
        auto *line = qobject_cast<QLineSeries *>(series);
        if (line && line->name().endsWith(QStringLiteral("k = %1").arg(k)) && line->count() == 2) {
            if (line->at(0).x() != line->at(1).x())
                return qQNaN();
            return line->at(0).x();
        }
    }
    return qQNaN();
}

bool dark(QRgb pixel)
{
    return qGray(pixel) < 90;
}

} // namespace

void TestChartMarks::ndcgAxisLeavesRoomAboveOne()
{
    // Grades 3, 2, 1, 0 are in ideal order: NDCG@i = 1 at every position (SPEC.md's quick
    // check), so every marker sits at the top value.
    const Ndcg::Breakdown b = explainGrades({3, 2, 1, 0}, 3);
    NdcgChart chart;
    chart.resize(420, 300);
    chart.setBreakdown(&b);
    chart.setHighlightedPosition(1); // the selection ring, 26 px wide, at (1, 1.0)
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QTRY_VERIFY(chart.chart()->plotArea().height() > 50);
    QValueAxis *y = chart.yAxis();
    QCOMPARE_GT(y->max(), 1.0);
    // Pixels between the value 1 and the top of the plot: at least the ring's radius (13 px)
    // and its half pen.
    const QPointF one = chart.chart()->mapToPosition(QPointF(1, 1.0));
    const double room = one.y() - chart.chart()->plotArea().top();
    QVERIFY2(room >= 14.0, qPrintable(QString::number(room)));
    // ...but no tick past 1: the ticks still step from 0 to 1.
    QCOMPARE(y->tickType(), QValueAxis::TicksDynamic);
    QCOMPARE(y->tickAnchor(), 0.0);
    const double step = y->tickInterval();
    QVERIFY(step > 0);
    QVERIFY(std::abs(std::round(1.0 / step) * step - 1.0) < 1e-9); // 1 is a tick
    QCOMPARE_LT(y->max(), 1.0 + step); // and the next tick is past the range
    // The room follows the interface scale (presenter mode's zoom multiplies it): still at least
    // the scaled ring's radius.
    InterfaceScale::instance()->setPresenterZoom(2.0);
    QCOMPARE(chart.zoom(), 2.0);
    QTRY_VERIFY(chart.chart()->mapToPosition(QPointF(1, 1.0)).y() - chart.chart()->plotArea().top()
        >= 2 * 13.0);
    InterfaceScale::instance()->setPresenterZoom(1.0);
}

void TestChartMarks::cutoffRuleSameInEveryChart()
{
    const int k = 3;
    const Ndcg::Breakdown a = explainGrades({2, 0, 3, 1, 0, 2}, k);
    const Ndcg::Breakdown b = explainGrades({0, 3, 2, 1, 2, 0}, k);
    RunningDcgChart running;
    ContributionChart contribution;
    NdcgChart ndcg;
    for (BreakdownChart *chart :
        std::initializer_list<BreakdownChart *> {&running, &contribution, &ndcg}) {
        chart->setBreakdown(&a);
        // Between position k and k + 1: the bars 1..k (centred on their positions) and the
        // curves' points 1..k lie left of it.
        QCOMPARE(ruleX(chart->chart(), k), k + 0.5);
    }
    const ComparisonPoints::Series series = ComparisonPoints::build(&a, &b);
    ComparisonChart runningAB(ComparisonChart::Kind::Running);
    ComparisonChart difference(ComparisonChart::Kind::Difference);
    runningAB.setSeries(series);
    difference.setSeries(series);
    QCOMPARE(ruleX(runningAB.chart(), k), k + 0.5);
    QCOMPARE(ruleX(difference.chart(), k), k + 0.5);
    // The first bar of position k + 1 starts right of the rule, the last of k ends left of it.
    const QList<QPointF> bars = contribution.points().actualBars;
    QVERIFY(!bars.isEmpty());
    for (const QPointF &p : bars)
        QVERIFY(std::abs(p.x() - (k + 0.5)) > 0.05);
}

void TestChartMarks::contributionChartLeftEdgeClear()
{
    const Ndcg::Breakdown b = explainGrades({1, 3, 0, 2}, 0);
    ContributionChart chart;
    chart.resize(480, 320);
    chart.setBreakdown(&b); // nothing selected, no step emphasis
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QTRY_VERIFY(chart.chart()->plotArea().height() > 80);

    // The chart's items: every area with no points draws no outline.
    const QList<QAbstractSeries *> all = chart.chart()->series();
    int empty = 0;
    for (QAbstractSeries *series : all) {
        auto *area = qobject_cast<QAreaSeries *>(series);
        if (!area || area->upperSeries()->count() > 0)
            continue;
        ++empty;
        QVERIFY2(area->pen().style() == Qt::NoPen || !area->isVisible(),
            qPrintable(
                QStringLiteral("an empty area with a %1 px outline").arg(area->pen().widthF())));
    }
    QCOMPARE_GE(empty, 2); // the selection ring and the emphasis, both empty now

    // And on screen: the column of pixels just inside the plot's left edge (right of the axis
    // line, left of the first bar at x = 1 − 0.38) is not dark from top to bottom.
    const QImage image = chart.grab().toImage();
    const QRectF plot = chart.chart()->plotArea();
    const QPoint origin = chart.mapFromScene(chart.chart()->mapToScene(plot.topLeft()));
    const double ratio = image.devicePixelRatio();
    const int x = int((origin.x() + 2) * ratio);
    int darkPixels = 0;
    int total = 0;
    for (int y = int((origin.y() + 2) * ratio); y < int((origin.y() + plot.height() - 2) * ratio);
         ++y) {
        ++total;
        if (dark(image.pixel(x, y)))
            ++darkPixels;
    }
    QVERIFY(total > 50);
    QVERIFY2(darkPixels < total / 10,
        qPrintable(QStringLiteral("%1 of %2 pixels dark at the plot's left edge")
                       .arg(darkPixels)
                       .arg(total)));

    // Selecting a position draws its ring (with its outline), deselecting clears it again.
    chart.setHighlightedPosition(2);
    QAreaSeries *ring = chart.selectionBars();
    QVERIFY(ring->upperSeries()->count() > 0);
    QCOMPARE(ring->pen().style(), Qt::SolidLine);
    QCOMPARE_GT(ring->pen().widthF(), 0.0);
    chart.setHighlightedPosition(0);
    QCOMPARE(ring->pen().style(), Qt::NoPen);
}

void TestChartMarks::contributionSvgHasNoStrayOutline()
{
    // The SVG export, where the stray outline ran past the plot into the legend: the selection
    // ring (3 px) and the step emphasis (6 px) are black outlines; with nothing selected and no
    // step, no black stroke of those widths is written.
    static const QRegularExpression black(
        QStringLiteral("stroke=\"#000000\"[^>]*stroke-width=\"(3|6)\""));
    const Ndcg::Breakdown b = explainGrades({1, 3, 0, 2}, 0);
    // The check sees a ring when there is one: a chart with position 2 selected, as SVG.
    ContributionChart chart;
    chart.resize(Exporter::chartSize);
    chart.setBreakdown(&b);
    chart.setHighlightedPosition(2);
    QByteArray bytes;
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(Exporter::chartSize);
        QPainter painter(&generator);
        chart.render(&painter, QRectF(QPointF(0, 0), QSizeF(Exporter::chartSize)), chart.rect());
    }
    QVERIFY(black.match(QString::fromUtf8(bytes)).hasMatch());
    // The export (nothing selected): none.
    const QString svg = QString::fromUtf8(Exporter::chartSvg(Exporter::Chart::Contribution, b));
    QVERIFY(svg.contains(QStringLiteral("<svg")));
    const QRegularExpressionMatch m = black.match(svg);
    QVERIFY2(
        !m.hasMatch(), qPrintable(svg.mid(std::max<qsizetype>(0, m.capturedStart() - 200), 400)));
}

void TestChartMarks::cutoffTagLeavesTheNextLabel_data()
{
    QTest::addColumn<QString>("label");
    // Longer than the label column (which stops at 14 Chinese characters): shortened with "…".
    QTest::newRow("a long label") << QString(40, QLatin1Char('M'));
    // Short labels make a narrow column: the tag says "k = 2" and "d3" stays whole.
    QTest::newRow("short labels") << QStringLiteral("d3");
}

void TestChartMarks::cutoffTagLeavesTheNextLabel()
{
    QFETCH(QString, label);
    Ndcg::Ranking ranking = Ndcg::Ranking::fromGrades({3, 2, 0, 1, 2});
    const int k = 2;
    for (qsizetype i = 0; i < ranking.items.size(); ++i)
        ranking.items[i].label = QStringLiteral("d%1").arg(i + 1);
    ranking.items[k].label = label;
    Ndcg::Settings settings;
    settings.cutoff = k;
    RankingDocument document;
    document.load(ranking, settings);
    RankingTableModel model(&document);
    RankingTableView table;
    table.setModel(&model);
    table.resize(640, 360);
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&table));
    QTest::qWait(20);

    const QImage image = table.viewport()->grab().toImage();
    if (const QString dir = qEnvironmentVariable("NDCG_SCREENSHOTS"); !dir.isEmpty())
        image.save(dir + QStringLiteral("/cutoff-tag.png"));
    const double ratio = image.devicePixelRatio();
    const int labelLeft = table.columnViewportPosition(RankingTableModel::Label);
    const int top = table.rowViewportPosition(k);
    const int height = table.rowHeight(k);
    // The tag: the run of its fill colour (the rule's) along row k + 1, found on screen.
    const QRgb fill = Theme::Light::tableRule.rgb();
    const int y = int((top + height / 2) * ratio);
    int tagLeft = -1;
    for (int x = int(labelLeft * ratio); x + 4 < image.width() && tagLeft < 0; ++x) {
        bool run = true;
        for (int i = 0; i < 4 && run; ++i)
            run = (image.pixel(x + i, y) & 0xFFFFFF) == (fill & 0xFFFFFF);
        if (run)
            tagLeft = x;
    }
    QVERIFY2(tagLeft > int(labelLeft * ratio), "no cutoff tag in row k + 1");
    // Right before the tag the label has ended: a strip 3 px wide over the row's text is
    // blank (the labels past the cutoff are grey: anything below 220 is ink) (before, the label ran
    // on under the tag and its letters filled the strip).
    int ink = 0;
    for (int x = tagLeft - int(3 * ratio); x < tagLeft; ++x) {
        for (int yy = int((top + 3) * ratio); yy < int((top + height - 3) * ratio); ++yy) {
            if (qGray(image.pixel(x, yy)) < 220)
                ++ink;
        }
    }
    QCOMPARE(ink, 0);
    // The label is still there, left of the strip (before, a short one was under the tag).
    int letters = 0;
    for (int x = int(labelLeft * ratio); x < tagLeft - int(3 * ratio); ++x) {
        for (int yy = int((top + 3) * ratio); yy < int((top + height - 3) * ratio); ++yy) {
            if (qGray(image.pixel(x, yy)) < 220)
                ++letters;
        }
    }
    QVERIFY2(letters > 10, qPrintable(QString::number(letters)));
    if (label == QLatin1String("d3"))
        QCOMPARE(table.cutoffTagText(), QStringLiteral("k = 2"));
}

QTEST_MAIN(TestChartMarks)
#include "tst_chartmarks.moc"
