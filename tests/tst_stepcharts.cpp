// The charts of a step-through tell what the table tells (issue 20, "Step-through charts disagree
// with the narration"). At every step of every bundled example, fine and coarse, with and
// without hidden answers, each chart draws exactly the values the table shows at that step:
//   - a contribution bar at position i when the table's gain·d(i) cell of row i shows a value
//     (before, the bar came one step after the narration computed it: 004 step 9, 003 step 24,
//     000 step 9), the ideal bar when its ideal gain·d(i) cell does;
//   - a running DCG point, an IDCG point, an NDCG@i point where their cells show values;
//   - the shaded gap between the two curves only over positions where both DCG@i and IDCG@i show
//     (before, it was painted before any ideal was computed, and with IDCG hidden).
// Past 800 positions (drawn a bucket at a time) each bucket comes from the cells shown in it.
// The segment a step adds is emphasised where it is drawn, by a translucent halo of the series'
// own colour, not a heavy black bar. The legend names the rule at k as the cutoff, so that
// "DCG@i" and "k = 5" side by side do not read as "DCG@i − k = 5".

#include "charts/chartpoints.h"
#include "charts/contributionchart.h"
#include "charts/ndcgchart.h"
#include "charts/runningdcgchart.h"
#include "document/rankingdocument.h"
#include "document/scenariodocument.h"
#include "examples.h"
#include "mainwindow.h"
#include "steps.h"
#include "stepthrough/revealcontroller.h"
#include "stepthrough/stepcontroller.h"
#include "workbench/maskingproxymodel.h"
#include "workbench/rankingtablemodel.h"
#include "workbench/workbench.h"

#include <QAreaSeries>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QTest>

#include <algorithm>
#include <iterator>
#include <memory>
#include <set>

namespace {

using Positions = std::set<int>;

QString text(const Positions &positions)
{
    QStringList list;
    for (int p : positions)
        list << QString::number(p);
    return QStringLiteral("{") + list.join(QLatin1Char(',')) + QStringLiteral("}");
}

// The positions of a list of (position, value) points.
Positions positionsOf(const QList<QPointF> &points)
{
    Positions out;
    for (const QPointF &p : points)
        out.insert(qRound(p.x()));
    return out;
}

// The positions of bars drawn as outlines of 4 points each (x from i − w to i, or i to i + w).
Positions barPositions(const QList<QPointF> &outline)
{
    Positions out;
    for (qsizetype j = 0; j + 3 < outline.size(); j += 4)
        out.insert(qRound((outline[j].x() + outline[j + 2].x()) / 2.0));
    return out;
}

} // namespace

class TestStepCharts : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void everyChartShowsWhatTheTableShows_data();
    void everyChartShowsWhatTheTableShows();
    void theBarComesWithTheStepThatComputesIt_data();
    void theBarComesWithTheStepThatComputesIt();
    void theEmphasisIsAHaloInTheSeriesColour();
    void theCutoffReadsAsACutoffInTheLegend();
    void aLongRankingIsDrawnFromTheCellsShownOnly();

private:
    // The rows (as positions) whose cell of `column` shows a value: not "?", "—" or empty.
    Positions tableShows(int column) const;
    void load(const QString &id);

    std::unique_ptr<MainWindow> m_window;
    StepController *m_steps = nullptr;
    MaskingProxyModel *m_model = nullptr;
};

void TestStepCharts::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_steps = m_window->findChild<StepController *>();
    QVERIFY(m_steps);
    m_model = m_window->workbench()->model();
}

void TestStepCharts::cleanup()
{
    m_window.reset();
}

Positions TestStepCharts::tableShows(int column) const
{
    Positions out;
    for (int r = 0; r < m_model->rowCount(); ++r) {
        const QString value = m_model->data(m_model->index(r, column)).toString();
        if (!value.isEmpty() && value != QStringLiteral("?") && value != QStringLiteral("—"))
            out.insert(r + 1);
    }
    return out;
}

void TestStepCharts::load(const QString &id)
{
    const auto scenario = Ndcg::loadExample(id);
    QVERIFY(scenario.ok());
    m_window->document()->loadScenario(*scenario, id);
}

void TestStepCharts::everyChartShowsWhatTheTableShows_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("coarse");
    // A RevealController::Quantity hidden while stepping (+100: with its cells at positions 2 and
    // 4 revealed); -1: none.
    QTest::addColumn<int>("hidden");
    const QStringList ids = Ndcg::exampleIds();
    QVERIFY(ids.size() >= 5);
    using Q = RevealController::Quantity;
    for (const QString &id : ids) {
        QTest::addRow("%s, one cell a step", qPrintable(id)) << id << false << -1;
        QTest::addRow("%s, one position a step", qPrintable(id)) << id << true << -1;
        QTest::addRow("%s, IDCG@i hidden", qPrintable(id)) << id << false << int(Q::IdcgColumn);
        QTest::addRow("%s, gain·d(i) hidden", qPrintable(id))
            << id << false << int(Q::ContributionColumn);
        // IDCG@2 and IDCG@4 revealed on their own: the gap over two positions apart.
        QTest::addRow("%s, IDCG@i hidden but at 2 and 4", qPrintable(id))
            << id << false << int(Q::IdcgColumn) + 100;
    }
}

void TestStepCharts::everyChartShowsWhatTheTableShows()
{
    QFETCH(QString, id);
    QFETCH(bool, coarse);
    QFETCH(int, hidden);
    load(id);
    m_steps->setStepping(true);
    m_steps->setCoarse(coarse);
    if (hidden >= 0) {
        const auto quantity = RevealController::Quantity(hidden % 100);
        m_steps->reveal()->setHidden(quantity, true);
        if (hidden >= 100)
            m_steps->reveal()->reveal({{2, quantity}, {4, quantity}});
    }
    Workbench *w = m_window->workbench();
    QAreaSeries *gap = w->dcgChart()->gapSeries();
    using T = RankingTableModel;
    for (int step = 0; step <= m_steps->stepCount(); ++step) {
        m_steps->goToStep(step);
        QCOMPARE(m_steps->stepIndex(), step);
        const QString where = QStringLiteral("%1, step %2").arg(id).arg(step);
        const auto same = [&](const char *what, const Positions &chart, const Positions &table) {
            QVERIFY2(chart == table,
                qPrintable(QStringLiteral("%1: %2 drawn at %3, the table shows %4")
                               .arg(where, QLatin1String(what), text(chart), text(table))));
        };
        const Positions dcg = tableShows(T::Dcg);
        const Positions idcg = tableShows(T::Idcg);
        same("contribution bars",
            barPositions(w->contributionChart()->actualBars()->upperSeries()->points()),
            tableShows(T::Contribution));
        if (QTest::currentTestFailed())
            return;
        same("ideal bars",
            barPositions(w->contributionChart()->idealBars()->upperSeries()->points()),
            tableShows(T::IdealContribution));
        if (QTest::currentTestFailed())
            return;
        same("DCG@i points", positionsOf(w->dcgChart()->dcgSeries()->points()), dcg);
        if (QTest::currentTestFailed())
            return;
        same("IDCG@i points", positionsOf(w->dcgChart()->idcgSeries()->points()), idcg);
        if (QTest::currentTestFailed())
            return;
        same("NDCG@i points", positionsOf(w->ndcgChart()->ndcgSeries()->points()),
            tableShows(T::NdcgAtI));
        if (QTest::currentTestFailed())
            return;
        // The gap: between IDCG@i above and DCG@i below, where both show.
        Positions both;
        std::set_intersection(
            dcg.begin(), dcg.end(), idcg.begin(), idcg.end(), std::inserter(both, both.end()));
        same("the gap's lower edge", positionsOf(gap->lowerSeries()->points()), both);
        if (QTest::currentTestFailed())
            return;
        same("the gap's upper edge", positionsOf(gap->upperSeries()->points()), both);
        if (QTest::currentTestFailed())
            return;
        // Its upper edge is IDCG@i over every position where it is not the lower edge.
        for (const QPointF &p : gap->upperSeries()->points()) {
            const auto low = ChartPoints::at(gap->lowerSeries()->points(), qRound(p.x()));
            const auto high = ChartPoints::at(w->dcgChart()->idcgSeries()->points(), qRound(p.x()));
            QVERIFY(low && high);
            QVERIFY2(p.y() == high->y() || p.y() == low->y(), qPrintable(where));
            QVERIFY2(high->y() >= low->y() - 1e-9 * std::abs(high->y()), qPrintable(where));
        }
        // What a step emphasises is drawn: a segment ends at a point of its curve, a ringed bar
        // is a bar.
        const auto ends = [&](QLineSeries *segment, QLineSeries *curve, const char *what) {
            if (segment->count() > 0)
                QVERIFY2(positionsOf(curve->points()).count(qRound(segment->points().last().x())),
                    qPrintable(where + QLatin1String(what)));
        };
        ends(w->dcgChart()->emphasisSeries(), w->dcgChart()->dcgSeries(), ": DCG@i");
        ends(w->dcgChart()->idealEmphasisSeries(), w->dcgChart()->idcgSeries(), ": IDCG@i");
        ends(w->ndcgChart()->emphasisSeries(), w->ndcgChart()->ndcgSeries(), ": NDCG@i");
        const auto rings = [&](QAreaSeries *ring, QAreaSeries *bars, const char *what) {
            const Positions ringed = barPositions(ring->upperSeries()->points());
            const Positions drawn = barPositions(bars->upperSeries()->points());
            QVERIFY2(std::includes(drawn.begin(), drawn.end(), ringed.begin(), ringed.end()),
                qPrintable(where + QLatin1String(what)));
        };
        rings(w->contributionChart()->emphasisBar(), w->contributionChart()->actualBars(),
            ": the ranking's bar");
        rings(w->contributionChart()->idealEmphasisBar(), w->contributionChart()->idealBars(),
            ": the ideal bar");
        if (QTest::currentTestFailed())
            return;
    }
}

void TestStepCharts::theBarComesWithTheStepThatComputesIt_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("step"); // the step that computes gain·d(i), counted from 1
    QTest::addColumn<int>("position");
    // The reproducers: five steps a position (grade, gain, discount, gain·d(i), DCG@i).
    QTest::newRow("004 step 9 computes gain·d(2)")
        << QStringLiteral("004-precision-ndcg") << 9 << 2;
    QTest::newRow("003 step 24 computes gain·d(5)") << QStringLiteral("003-code") << 24 << 5;
    QTest::newRow("000 step 9 computes gain·d(2)") << QStringLiteral("000-code") << 9 << 2;
    QTest::newRow("000 step 4 computes gain·d(1)") << QStringLiteral("000-prose") << 4 << 1;
}

void TestStepCharts::theBarComesWithTheStepThatComputesIt()
{
    QFETCH(QString, id);
    QFETCH(int, step);
    QFETCH(int, position);
    load(id);
    m_steps->setStepping(true);
    const Ndcg::Step &computed = m_steps->sequence().steps[step - 1];
    QCOMPARE(computed.kind, Ndcg::StepKind::Contribution);
    QCOMPARE(computed.position, position);
    QVERIFY(computed.value);
    ContributionChart *bars = m_window->workbench()->contributionChart();
    RunningDcgChart *running = m_window->workbench()->dcgChart();

    // The step before (the discount): no bar at the position yet.
    m_steps->goToStep(step - 1);
    QVERIFY(!ChartPoints::at(bars->points().contributions, position));
    QVERIFY(!barPositions(bars->actualBars()->upperSeries()->points()).count(position));

    // The step that computes it: the narration says it, the table shows it, the bar stands, of
    // the step's value, and it is the one emphasised; the running DCG has no new point yet.
    m_steps->goToStep(step);
    const QString cell
        = m_model->data(m_model->index(position - 1, RankingTableModel::Contribution)).toString();
    QVERIFY(cell != QStringLiteral("?"));
    const auto top = ChartPoints::at(bars->points().contributions, position);
    QVERIFY(top);
    QCOMPARE(top->y(), *computed.value);
    QVERIFY(barPositions(bars->actualBars()->upperSeries()->points()).count(position));
    QCOMPARE(barPositions(bars->emphasisBar()->upperSeries()->points()), Positions {position});
    // Ringed by its halo alone: no black selection ring on it (the band marks the position).
    QCOMPARE(m_window->workbench()->highlightedPosition(), position);
    QCOMPARE(bars->selectionBars()->upperSeries()->count(), 0);
    QVERIFY(!ChartPoints::at(running->dcgSeries()->points(), position));
    QCOMPARE(running->emphasisSeries()->count(), 0);

    // The next step adds it to DCG: the new segment of the curve is emphasised, the bar no more.
    m_steps->goToStep(step + 1);
    QCOMPARE(m_steps->sequence().steps[step].kind, Ndcg::StepKind::RunningDcg);
    QVERIFY(ChartPoints::at(running->dcgSeries()->points(), position));
    QCOMPARE(running->emphasisSeries()->count(), 2);
    QCOMPARE(qRound(running->emphasisSeries()->points().last().x()), position);
    QCOMPARE(bars->emphasisBar()->upperSeries()->count(), 0);
}

void TestStepCharts::theEmphasisIsAHaloInTheSeriesColour()
{
    load(QStringLiteral("000-code"));
    m_steps->setStepping(true);
    Workbench *w = m_window->workbench();
    bool bar = false;
    bool segment = false;
    bool ndcg = false;
    bool idealBar = false;
    bool idealSegment = false;
    // A halo: the colour of the series it lies under, translucent (the black of the cutoff rule
    // and the selection rings says "selected", not "new").
    const auto halo = [](const QColor &emphasis, const QColor &series, const char *what) {
        QVERIFY2(emphasis.rgb() == series.rgb(),
            qPrintable(QStringLiteral("%1: %2, the series is %3")
                           .arg(QLatin1String(what), emphasis.name(), series.name())));
        QVERIFY2(emphasis.alpha() < 255, what);
    };
    for (int step = 1; step <= m_steps->stepCount(); ++step) {
        m_steps->goToStep(step);
        QAreaSeries *ring = w->contributionChart()->emphasisBar();
        if (!bar && ring->upperSeries()->count() > 0) {
            bar = true;
            QVERIFY(ring->pen().style() != Qt::NoPen);
            halo(ring->pen().color(), w->contributionChart()->actualBars()->brush().color(),
                "the new bar");
        }
        QLineSeries *line = w->dcgChart()->emphasisSeries();
        if (!segment && line->count() > 0) {
            segment = true;
            halo(line->pen().color(), w->dcgChart()->dcgSeries()->pen().color(),
                "the new DCG segment");
            QCOMPARE_GT(line->pen().widthF(), w->dcgChart()->dcgSeries()->pen().widthF());
        }
        QAreaSeries *idealRing = w->contributionChart()->idealEmphasisBar();
        if (!idealBar && idealRing->upperSeries()->count() > 0) {
            idealBar = true;
            halo(idealRing->pen().color(), w->contributionChart()->idealBars()->brush().color(),
                "the new ideal bar");
        }
        QLineSeries *idealLine = w->dcgChart()->idealEmphasisSeries();
        if (!idealSegment && idealLine->count() > 0) {
            idealSegment = true;
            halo(idealLine->pen().color(), w->dcgChart()->idcgSeries()->pen().color(),
                "the new IDCG segment");
        }
        QLineSeries *quotient = w->ndcgChart()->emphasisSeries();
        if (!ndcg && quotient->count() > 0) {
            ndcg = true;
            halo(quotient->pen().color(), w->ndcgChart()->ndcgSeries()->pen().color(),
                "the new NDCG segment");
        }
    }
    QVERIFY(bar && segment && ndcg && idealBar && idealSegment);
}

void TestStepCharts::theCutoffReadsAsACutoffInTheLegend()
{
    load(QStringLiteral("000-code"));
    Workbench *w = m_window->workbench();
    const int k = w->dcgChart()->points().k;
    QVERIFY(k > 0);
    for (BreakdownChart *chart : std::initializer_list<BreakdownChart *> {
             w->dcgChart(), w->contributionChart(), w->ndcgChart()}) {
        QStringList labels;
        const QList<QLegendMarker *> markers = chart->chart()->legend()->markers();
        for (QLegendMarker *marker : markers) {
            if (!marker->label().isEmpty()) // the series left out of the legend have no name
                labels << marker->label();
        }
        // Beside "DCG@i" or "NDCG@i", a bare "k = 5" after the rule's short dash-dot reads as
        // a subtraction: the rule says what it is.
        QVERIFY2(labels.contains(QStringLiteral("cutoff k = %1").arg(k)),
            qPrintable(labels.join(QStringLiteral(" | "))));
        for (const QString &label : std::as_const(labels))
            QVERIFY2(!label.startsWith(QStringLiteral("k =")), qPrintable(label));
    }
}

void TestStepCharts::aLongRankingIsDrawnFromTheCellsShownOnly()
{
    // 3,000 positions, k = 2,000: past 800 positions the charts draw one point per bucket, from
    // the cells shown in it only.
    QList<double> grades;
    for (int i = 0; i < 3000; ++i)
        grades.append((i * 7) % 4);
    Ndcg::Settings settings;
    settings.cutoff = 2000;
    const Ndcg::Breakdown b = Ndcg::explain(Ndcg::Ranking::fromGrades(grades), settings).value();
    const Ndcg::StepSequence sequence = Ndcg::buildSteps(b, Ndcg::Ranking::fromGrades(grades));
    // The step that computes gain·d(1500): positions 1..1499 done, 1500 has its term.
    const qsizetype index = sequence.indexOf(1500, Ndcg::StepCell::Contribution);
    QVERIFY(index > 0);
    QCOMPARE(sequence.steps[index].kind, Ndcg::StepKind::Contribution);
    ViewState view;
    view.steps = sequence.steps[index].revealed;
    const ChartPoints::Series s = ChartPoints::build(b, view);
    QVERIFY(s.grouped);
    QCOMPARE(s.contributions.size(), 1500);
    QCOMPARE(s.dcg.size(), 1499);
    QVERIFY(s.idcg.isEmpty() && s.idealContributions.isEmpty() && s.ndcg.isEmpty());
    QVERIFY(s.idcgDrawn.isEmpty() && s.idealBars.isEmpty() && s.ndcgDrawn.isEmpty());
    QVERIFY(s.gapUpper.isEmpty() && s.gapLower.isEmpty());
    // One bar per bucket, none past position 1500; the curve ends at DCG@1499.
    QCOMPARE(s.actualBars.size(), 4 * ChartPoints::maxDrawnPositions);
    for (const QPointF &p : s.actualBars)
        QVERIFY(p.x() <= 1500.5);
    QVERIFY(s.dcgDrawn.size() <= ChartPoints::maxDrawnPositions);
    QCOMPARE(s.dcgDrawn.last(), QPointF(1499, b.rows[1498].dcg));
    // The frame stays that of every row, so that the curves grow into it.
    QCOMPARE(s.maxDcg, b.rows.last().idcg);

    // Halfway through the ideal terms: the gap over 1..1000, bucket by bucket.
    const qsizetype ideal = sequence.indexOf(1000, Ndcg::StepCell::Idcg);
    QVERIFY(ideal > index);
    view.steps = sequence.steps[ideal].revealed;
    const ChartPoints::Series t = ChartPoints::build(b, view);
    QCOMPARE(t.idcg.size(), 1000);
    QCOMPARE(t.gapLower.size(), t.idcgDrawn.size());
    QCOMPARE(t.gapLower.last(), QPointF(1000, b.rows[999].dcg));
    QCOMPARE(t.gapUpper.last(), QPointF(1000, b.rows[999].idcg));
}

QTEST_MAIN(TestStepCharts)
#include "tst_stepcharts.moc"
