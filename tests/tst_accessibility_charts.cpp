// Every chart as a screen reader gets it and as the keyboard explores it (issue 24): with the
// platform's accessibility switched on (as Qt's own tst_qaccessibility does) and every event
// recorded, each chart's interface (QAccessible::queryAccessibleInterface) has the role Chart, a
// name, and a description that states the current values: computed here from the core's
// Breakdown, the swap matrix or the runs' values, not copied from the widgets. An edit and a step
// raise DescriptionChanged with the new values; hidden answers read "hidden" and no digit of a
// value; ←/→ and ↑/↓ move the keyboard's point and raise Focus on the child it names (even while
// stepping, when → is the window's "next step"); Enter selects the position in the table, applies
// the heat map's swap (Ctrl+Z undoes it) and opens a query of Evaluate runs.

#include "charts/comparisonchart.h"
#include "charts/comparisonpoints.h"
#include "charts/contributionchart.h"
#include "charts/ndcgchart.h"
#include "charts/runningdcgchart.h"
#include "class/distributionchart.h"
#include "comparison/comparisoncontroller.h"
#include "document/rankingdocument.h"
#include "document/scenariodocument.h"
#include "document/settingsstore.h"
#include "mainwindow.h"
#include "runs/runscharts.h"
#include "runs/runsmodel.h"
#include "runs/runswindow.h"
#include "stepthrough/stepcontroller.h"
#include "swaps.h"
#include "whatif/swapheatmap.h"
#include "whatif/swappanel.h"
#include "workbench/rankingtableview.h"
#include "workbench/workbench.h"

#include <QAccessible>
#include <QAction>
#include <QDockWidget>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTest>
#include <QUndoStack>
#include <QtGui/private/qguiapplication_p.h>
#include <qpa/qplatformaccessibility.h>
#include <qpa/qplatformintegration.h>

#include <algorithm>
#include <memory>
#include <numeric>

namespace {

// An accessibility event as a reader got it: its type, the widget it came from (a point's
// event: the chart), and for Focus the name of what got the focus.
struct Recorded
{
    QAccessible::Event type;
    QObject *object = nullptr;
    QString name;
};

QList<Recorded> &recorded()
{
    static QList<Recorded> events;
    return events;
}

void record(QAccessibleEvent *event)
{
    Recorded r {event->type(), event->object(), {}};
    if (event->type() == QAccessible::Focus) {
        if (QAccessibleInterface *iface = event->accessibleInterface()) {
            r.name = iface->text(QAccessible::Name);
            if (!r.object && iface->parent())
                r.object = iface->parent()->object();
        }
    }
    recorded().append(r);
}

QList<Recorded> eventsOf(QObject *object, QAccessible::Event type)
{
    QList<Recorded> found;
    for (const Recorded &r : std::as_const(recorded())) {
        if (r.object == object && r.type == type)
            found.append(r);
    }
    return found;
}

// A value as the window writes it (three decimals; the seed's values are below 1,000).
QString three(double value)
{
    return QString::number(value, 'f', 3);
}

QAccessibleInterface *chartInterface(QWidget *widget)
{
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(widget);
    return iface && iface->role() == QAccessible::Chart ? iface : nullptr;
}

// Brings the widget into sight (its tab, its dock) and gives it the keyboard.
bool focus(QWidget *widget)
{
    for (QWidget *w = widget; w && w->parentWidget(); w = w->parentWidget()) {
        if (auto *stack = qobject_cast<QStackedWidget *>(w->parentWidget()))
            stack->setCurrentWidget(w);
        if (auto *dock = qobject_cast<QDockWidget *>(w)) {
            dock->show();
            dock->raise();
        }
    }
    widget->window()->activateWindow();
    widget->setFocus(Qt::TabFocusReason);
    return QTest::qWaitFor([widget] { return widget->hasFocus(); }, 2000);
}

// The name of the last point that got the focus in `chart`.
QString lastFocus(QWidget *chart)
{
    const QList<Recorded> focus = eventsOf(chart, QAccessible::Focus);
    return focus.isEmpty() ? QString() : focus.last().name;
}

} // namespace

class TestAccessibilityCharts : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void workbenchChartsStateTheirValues();
    void descriptionsFollowAnEditAndAStep();
    void hiddenAnswersReadHidden();
    void arrowKeysWalkThePointsAndEnterSelects();
    void enterOnTheHeatMapSwapsAndCtrlZUndoes();
    void enterOnARunsChartOpensTheQuery();
    void comparisonAndClassChartsStateTheirValues();

private:
    const Ndcg::Breakdown &breakdown() const { return *m_window->document()->a()->breakdown(); }
    std::unique_ptr<MainWindow> m_window;
};

void TestAccessibilityCharts::initTestCase()
{
    QPlatformIntegration *platform = QGuiApplicationPrivate::platformIntegration();
    QVERIFY(platform && platform->accessibility());
    platform->accessibility()->setActive(true);
    QVERIFY(QAccessible::isActive());
    QAccessible::installUpdateHandler(record);
}

void TestAccessibilityCharts::init()
{
    SettingsStore::settings().clear();
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    recorded().clear();
}

void TestAccessibilityCharts::cleanup()
{
    m_window.reset();
    recorded().clear();
}

void TestAccessibilityCharts::workbenchChartsStateTheirValues()
{
    Workbench *bench = m_window->workbench();
    const Ndcg::Breakdown &b = breakdown();
    const int n = int(b.rows.size());
    QVERIFY(n >= 3);
    const Ndcg::PositionRow &last = b.rows.last();

    QAccessibleInterface *dcg = chartInterface(bench->dcgChart());
    QVERIFY(dcg);
    QCOMPARE(dcg->text(QAccessible::Name),
        QStringLiteral("Running DCG against the ideal, positions 1 to %1").arg(n));
    int widest = 1;
    for (const Ndcg::PositionRow &row : b.rows) {
        if (row.idcg - row.dcg > b.rows[widest - 1].idcg - b.rows[widest - 1].dcg)
            widest = row.position;
    }
    const QString description = dcg->text(QAccessible::Description);
    QVERIFY2(description.startsWith(
                 QStringLiteral("DCG rises from %1 to %2; the ideal reaches "
                                "%3; the gap is largest at position %4")
                     .arg(three(b.rows.first().dcg), three(last.dcg), three(last.idcg))
                     .arg(widest)),
        qPrintable(description));
    QVERIFY(description.contains(QStringLiteral("at the cutoff k = %1").arg(b.k)));
    // One child per position, named with both values.
    QCOMPARE(dcg->childCount(), n);
    QCOMPARE(dcg->child(2)->role(), QAccessible::ListItem);
    QCOMPARE(dcg->child(2)->text(QAccessible::Name),
        QStringLiteral("Position 3: DCG %1, ideal %2")
            .arg(three(b.rows[2].dcg), three(b.rows[2].idcg)));
    QCOMPARE(dcg->indexOfChild(dcg->child(2)), 2);
    QCOMPARE(dcg->child(2)->parent(), dcg);

    QAccessibleInterface *terms = chartInterface(bench->contributionChart());
    QVERIFY(terms);
    QCOMPARE(terms->text(QAccessible::Name),
        QStringLiteral("Contribution of each position against the ideal, positions 1 to %1")
            .arg(n));
    QStringList actual;
    QStringList ideal;
    for (const Ndcg::PositionRow &row : b.rows) {
        actual << (row.retrieved ? three(row.contribution) : QStringLiteral("no item"));
        ideal << (row.hasIdeal ? three(row.idealContribution) : QStringLiteral("no item"));
    }
    const QString termsText = terms->text(QAccessible::Description);
    QVERIFY2(termsText.startsWith(
                 QStringLiteral("This ranking's terms gain·d(i) by position: %1; the ideal's terms "
                                "by position: %2")
                     .arg(actual.join(QStringLiteral(", ")), ideal.join(QStringLiteral(", ")))),
        qPrintable(termsText));

    QAccessibleInterface *ndcg = chartInterface(bench->ndcgChart());
    QVERIFY(ndcg);
    QCOMPARE(ndcg->text(QAccessible::Name),
        QStringLiteral("NDCG at each cutoff, positions 1 to %1").arg(n));
    QVERIFY(ndcg->text(QAccessible::Description)
                .endsWith(QStringLiteral("at the cutoff, NDCG@%1 is %2.")
                              .arg(b.k)
                              .arg(three(*b.rows[b.k - 1].ndcg))));
    QCOMPARE(ndcg->child(0)->text(QAccessible::Name),
        QStringLiteral("Position 1: NDCG@1 %1").arg(three(*b.rows[0].ndcg)));

    // The swap heat map: its name, the best swap from a recomputation of the ranking.
    SwapHeatmap *heatmap = m_window->comparison()->swapPanel()->heatmap();
    QVERIFY(focus(heatmap));
    QTRY_VERIFY(heatmap->hasMatrix());
    QAccessibleInterface *map = chartInterface(heatmap);
    QVERIFY(map);
    QCOMPARE(map->text(QAccessible::Name),
        QStringLiteral("What-if swap heat map, positions 1 to %1").arg(n));
    QCOMPARE(map->childCount(), n * n);
    QCOMPARE(map->child(1)->role(), QAccessible::Cell);
    const Ndcg::Ranking &ranking = m_window->document()->a()->ranking();
    const Ndcg::Settings &settings = m_window->document()->a()->settings();
    double best = 0.0;
    std::pair<int, int> bestPair {-1, -1};
    for (int i = 0; i < n; ++i) {
        for (int j = i + 1; j < n; ++j) {
            const double change
                = *Ndcg::explain(Ndcg::swapped(ranking, i, j), settings)->ndcg - *b.ndcg;
            if (change > best + 1e-12) {
                best = change;
                bestPair = {i, j};
            }
        }
    }
    QVERIFY(bestPair.first >= 0);
    QVERIFY2(map->text(QAccessible::Description)
                 .contains(QStringLiteral("swapping positions %1 and %2 raises it most, by +%3")
                               .arg(bestPair.first + 1)
                               .arg(bestPair.second + 1)
                               .arg(three(best))),
        qPrintable(map->text(QAccessible::Description)));
}

void TestAccessibilityCharts::descriptionsFollowAnEditAndAStep()
{
    RunningDcgChart *chart = m_window->workbench()->dcgChart();
    QAccessibleInterface *dcg = chartInterface(chart);
    QVERIFY(dcg);
    // An edit: the first item's grade becomes 0; DCG@1 is 0 now, as a recomputation says.
    RankingDocument *a = m_window->document()->a();
    QVERIFY(a->editItemText(RankingDocument::List::Ranking, 0, RankingDocument::Field::Grade,
                 QStringLiteral("0"))
                .isEmpty());
    const Ndcg::Breakdown edited = *Ndcg::explain(a->ranking(), a->settings());
    QCOMPARE(breakdown(), edited);
    QVERIFY(!eventsOf(chart, QAccessible::DescriptionChanged).isEmpty());
    QVERIFY2(
        dcg->text(QAccessible::Description)
            .startsWith(QStringLiteral("DCG rises from %1 to %2;")
                            .arg(three(edited.rows.first().dcg), three(edited.rows.last().dcg))),
        qPrintable(dcg->text(QAccessible::Description)));

    // A step-through: nothing computed yet, then position 1's values.
    recorded().clear();
    StepController *steps = m_window->steps();
    steps->setStepping(true);
    QVERIFY(!eventsOf(chart, QAccessible::DescriptionChanged).isEmpty());
    QVERIFY2(dcg->text(QAccessible::Description)
                 .startsWith(QStringLiteral("DCG is not computed yet; the ideal is not computed "
                                            "yet")),
        qPrintable(dcg->text(QAccessible::Description)));
    QCOMPARE(dcg->child(1)->text(QAccessible::Name),
        QStringLiteral("Position 2: DCG not computed yet, ideal not computed yet"));
    const QString firstKnown
        = QStringLiteral("Position 1: DCG %1,").arg(three(edited.rows.first().dcg));
    for (int guard = 0; !dcg->child(0)->text(QAccessible::Name).startsWith(firstKnown); ++guard) {
        QVERIFY(guard < 40);
        recorded().clear();
        steps->next();
    }
    QVERIFY(!eventsOf(chart, QAccessible::DescriptionChanged).isEmpty());
    QVERIFY2(dcg->text(QAccessible::Description)
                 .startsWith(QStringLiteral("DCG is %1 at position 1 (not computed yet from "
                                            "position 2)")
                                 .arg(three(edited.rows.first().dcg))),
        qPrintable(dcg->text(QAccessible::Description)));
    QVERIFY(dcg->child(1)->text(QAccessible::Name).contains(QStringLiteral("not computed yet")));
}

void TestAccessibilityCharts::hiddenAnswersReadHidden()
{
    Workbench *bench = m_window->workbench();
    m_window->steps()->actions().hideAnswers->trigger();
    QVERIFY(!eventsOf(bench->dcgChart(), QAccessible::DescriptionChanged).isEmpty());
    SwapHeatmap *heatmap = m_window->comparison()->swapPanel()->heatmap();
    QVERIFY(focus(heatmap));
    QTRY_VERIFY(heatmap->hasMatrix());
    // No value of a hidden answer in any text a reader gets: no decimal number at all.
    const QRegularExpression decimal(QStringLiteral("\\d[.,]\\d"));
    for (QWidget *chart : QList<QWidget *> {
             bench->dcgChart(), bench->contributionChart(), bench->ndcgChart(), heatmap}) {
        QAccessibleInterface *iface = chartInterface(chart);
        QVERIFY(iface);
        QStringList texts {iface->text(QAccessible::Name), iface->text(QAccessible::Description)};
        for (int i = 0; i < iface->childCount(); ++i)
            texts << iface->child(i)->text(QAccessible::Name);
        for (const QString &text : std::as_const(texts))
            QVERIFY2(!decimal.match(text).hasMatch(), qPrintable(text));
        QVERIFY2(iface->text(QAccessible::Description).contains(QStringLiteral("hidden")),
            qPrintable(iface->text(QAccessible::Description)));
    }
    QCOMPARE(chartInterface(bench->dcgChart())->child(0)->text(QAccessible::Name),
        QStringLiteral("Position 1: DCG hidden, ideal hidden"));
    QCOMPARE(chartInterface(heatmap)->child(1)->text(QAccessible::Name),
        QStringLiteral("Swap positions 1 and 2: NDCG@%1 hidden").arg(breakdown().k));
}

void TestAccessibilityCharts::arrowKeysWalkThePointsAndEnterSelects()
{
    Workbench *bench = m_window->workbench();
    RunningDcgChart *chart = bench->dcgChart();
    const Ndcg::Breakdown &b = breakdown();
    const int n = int(b.rows.size());
    const auto named = [&b](int position, bool idealFirst) {
        const QString dcg = QStringLiteral("DCG %1").arg(three(b.rows[position - 1].dcg));
        const QString ideal = QStringLiteral("ideal %1").arg(three(b.rows[position - 1].idcg));
        return QStringLiteral("Position %1: %2, %3")
            .arg(position)
            .arg(idealFirst ? ideal : dcg, idealFirst ? dcg : ideal);
    };
    bench->setHighlightedPosition(0);
    QVERIFY(focus(chart));
    // The first key lands on position 1, → moves on, ↓ to the ideal, End and Home.
    QTest::keyClick(chart, Qt::Key_Right);
    QCOMPARE(chart->currentPoint(), 0);
    QCOMPARE(lastFocus(chart), named(1, false));
    QTest::keyClick(chart, Qt::Key_Right);
    QTest::keyClick(chart, Qt::Key_Right);
    QCOMPARE(chart->currentPoint(), 2);
    QCOMPARE(lastFocus(chart), named(3, false));
    QTest::keyClick(chart, Qt::Key_Down);
    QCOMPARE(chart->currentSeries(), 1);
    QCOMPARE(lastFocus(chart), named(3, true));
    QCOMPARE(chartInterface(chart)->focusChild()->text(QAccessible::Name), named(3, true));
    QTest::keyClick(chart, Qt::Key_End);
    QCOMPARE(lastFocus(chart), named(n, true));
    QTest::keyClick(chart, Qt::Key_Home);
    QTest::keyClick(chart, Qt::Key_Up);
    QTest::keyClick(chart, Qt::Key_Right);
    QCOMPARE(lastFocus(chart), named(2, false));
    // Enter selects the position in the table, as a click does.
    QTest::keyClick(chart, Qt::Key_Return);
    QCOMPARE(bench->highlightedPosition(), 2);
    QCOMPARE(bench->table()->currentIndex().row(), 1);

    // While stepping, → is the window's "next step" everywhere but in a focused chart.
    StepController *steps = m_window->steps();
    steps->setStepping(true);
    ContributionChart *terms = bench->contributionChart();
    QVERIFY(focus(terms));
    const int step = steps->stepIndex();
    QTest::keyClick(terms, Qt::Key_Home);
    QCOMPARE(terms->currentPoint(), 0);
    QTest::keyClick(terms, Qt::Key_Right);
    QTest::keyClick(terms, Qt::Key_Right);
    QCOMPARE(steps->stepIndex(), step);
    QCOMPARE(terms->currentPoint(), 2);
    QCOMPARE(lastFocus(terms),
        QStringLiteral("Position 3: this ranking not computed yet, ideal not computed yet"));
}

void TestAccessibilityCharts::enterOnTheHeatMapSwapsAndCtrlZUndoes()
{
    SwapHeatmap *heatmap = m_window->comparison()->swapPanel()->heatmap();
    // F7 opens the panel with the focus on the heat map: the arrows are its own at once.
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_window->workbench()->table()->setFocus();
    QVERIFY(!m_window->comparison()->swapDock()->isVisible());
    QTest::keyClick(m_window.get(), Qt::Key_F7);
    QTRY_VERIFY(heatmap->hasFocus());
    QVERIFY(focus(heatmap));
    QTRY_VERIFY(heatmap->hasMatrix());
    RankingDocument *a = m_window->document()->a();
    const Ndcg::Ranking before = a->ranking();
    const double ndcg = *a->breakdown()->ndcg;
    const double change = *Ndcg::explain(Ndcg::swapped(before, 0, 2), a->settings())->ndcg - ndcg;
    QVERIFY(std::abs(change) > 5e-4);
    // Row 1, then two cells along it: the cell of positions 1 and 3.
    QTest::keyClick(heatmap, Qt::Key_Right);
    QCOMPARE(lastFocus(heatmap), QStringLiteral("Position 1 with itself: no swap"));
    QTest::keyClick(heatmap, Qt::Key_Right);
    QTest::keyClick(heatmap, Qt::Key_Right);
    QCOMPARE(heatmap->currentPoint(), 2);
    QCOMPARE(heatmap->currentSeries(), 0);
    QCOMPARE(lastFocus(heatmap),
        QStringLiteral("Swap positions 1 and 3: NDCG@%1 %2%3")
            .arg(a->breakdown()->k)
            .arg(change > 0 ? QStringLiteral("+") : QStringLiteral("−"), three(std::abs(change))));
    // The cell under the keyboard is previewed, as a hovered one.
    QCOMPARE(heatmap->hoveredCell(), std::make_pair(0, 2));
    QTest::keyClick(heatmap, Qt::Key_Down);
    QCOMPARE(lastFocus(heatmap).left(26), QStringLiteral("Swap positions 2 and 3: ND"));
    QTest::keyClick(heatmap, Qt::Key_Up);
    QCOMPARE(a->undoStack()->count(), 0);
    QTest::keyClick(heatmap, Qt::Key_Return);
    QCOMPARE(a->ranking(), Ndcg::swapped(before, 0, 2));
    QCOMPARE(a->undoStack()->count(), 1);
    QCOMPARE_LE(std::abs(*a->breakdown()->ndcg - (ndcg + change)), 1e-12);
    // Ctrl+Z, the window's Undo, from the heat map.
    QTest::keyClick(heatmap, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(a->ranking(), before);
    QCOMPARE(a->undoStack()->index(), 0);
}

void TestAccessibilityCharts::enterOnARunsChartOpensTheQuery()
{
    m_window.reset();
    RunsWindow window;
    window.resize(1100, 760);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.model()->openSample());
    if (window.model()->isBusy()) {
        QSignalSpy idle(window.model(), &RunsModel::busyChanged);
        QVERIFY(idle.wait(60000));
    }
    RunsChart *differences = window.chart(RunsChart::Kind::Differences);
    const RunsChart::Data &data = differences->data();
    const int n = int(std::min(data.a.size(), data.b.size()));
    QVERIFY(n > 3);
    // The queries from B's largest gain down, and B's wins, from the values.
    std::vector<int> order(static_cast<std::size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&data](int x, int y) {
        return data.b[std::size_t(x)] - data.a[std::size_t(x)]
            > data.b[std::size_t(y)] - data.a[std::size_t(y)];
    });
    int higher = 0;
    for (int q = 0; q < n; ++q)
        higher += data.b[std::size_t(q)] > data.a[std::size_t(q)] + 1e-12;
    QAccessibleInterface *iface = chartInterface(differences);
    QVERIFY(iface);
    QCOMPARE(iface->text(QAccessible::Name), differences->title());
    QCOMPARE(iface->childCount(), n);
    QVERIFY2(iface->text(QAccessible::Description)
                 .startsWith(QStringLiteral("%1 is higher on %2 quer").arg(data.nameB).arg(higher)),
        qPrintable(iface->text(QAccessible::Description)));
    for (RunsChart::Kind kind : {RunsChart::Kind::Scatter, RunsChart::Kind::Distribution}) {
        QAccessibleInterface *other = chartInterface(window.chart(kind));
        QVERIFY(other);
        QCOMPARE(other->text(QAccessible::Name), window.chart(kind)->title());
        QVERIFY(!other->text(QAccessible::Description).isEmpty());
    }

    QVERIFY(focus(differences));
    QSignalSpy opened(&window, &RunsWindow::queryOpened);
    QTest::keyClick(differences, Qt::Key_Right);
    QTest::keyClick(differences, Qt::Key_Right);
    const QString second = data.queries.value(order[1]);
    QVERIFY2(lastFocus(differences).startsWith(QStringLiteral("Query %1: ").arg(second)),
        qPrintable(lastFocus(differences)));
    QTest::keyClick(differences, Qt::Key_Enter);
    QTRY_COMPARE(opened.count(), 1);
    QVERIFY(opened.at(0).at(1).toString().contains(second));
}

void TestAccessibilityCharts::comparisonAndClassChartsStateTheirValues()
{
    m_window.reset();
    Ndcg::Settings settings;
    settings.cutoff = 3;
    Ndcg::Ranking a;
    Ndcg::Ranking b;
    for (const double grade : {3.0, 0.0, 2.0, 1.0})
        a.items.append(Ndcg::Item {grade, QStringLiteral("d%1").arg(grade), {}});
    for (const double grade : {2.0, 3.0, 1.0, 0.0})
        b.items.append(Ndcg::Item {grade, QStringLiteral("d%1").arg(grade), {}});
    const Ndcg::Breakdown ba = *Ndcg::explain(a, settings);
    const Ndcg::Breakdown bb = *Ndcg::explain(b, settings);
    ComparisonChart running(ComparisonChart::Kind::Running);
    ComparisonChart difference(ComparisonChart::Kind::Difference);
    const ComparisonPoints::Series series = ComparisonPoints::build(&ba, &bb);
    running.setSeries(series);
    difference.setSeries(series);
    QAccessibleInterface *r = chartInterface(&running);
    QVERIFY(r);
    QCOMPARE(r->text(QAccessible::Name),
        QStringLiteral("Running DCG of A and B against the ideal, positions 1 to 4"));
    QVERIFY2(r->text(QAccessible::Description)
                 .startsWith(
                     QStringLiteral("By position 4, A reaches %1 and B %2; the ideal "
                                    "reaches %3; at the cutoff k = 3, A has %4 and B %5")
                         .arg(three(ba.rows[3].dcg), three(bb.rows[3].dcg), three(ba.rows[3].idcg),
                             three(ba.rows[2].dcg), three(bb.rows[2].dcg))),
        qPrintable(r->text(QAccessible::Description)));
    QCOMPARE(r->child(1)->text(QAccessible::Name),
        QStringLiteral("Position 2: A %1, B %2, ideal %3")
            .arg(three(ba.rows[1].dcg), three(bb.rows[1].dcg), three(ba.rows[1].idcg)));
    QAccessibleInterface *d = chartInterface(&difference);
    QVERIFY(d);
    QCOMPARE(d->text(QAccessible::Name),
        QStringLiteral("Difference of the terms, A − B, positions 1 to 4"));
    // Position 2: A's 0 against B's 7 · d(2): the largest difference, B's.
    const double second = ba.rows[1].contribution - bb.rows[1].contribution;
    QVERIFY(second < 0);
    QVERIFY2(
        d->text(QAccessible::Description)
            .contains(
                QStringLiteral("the largest difference is −%1 at position 2").arg(three(-second))),
        qPrintable(d->text(QAccessible::Description)));

    DistributionChart distribution;
    QAccessibleInterface *c = chartInterface(&distribution);
    QVERIFY(c);
    QCOMPARE(c->text(QAccessible::Name), QStringLiteral("The class's answers"));
    QCOMPARE(c->childCount(), 0);
    QVERIFY(c->text(QAccessible::Description).contains(QStringLiteral("with the reveal")));
}

QTEST_MAIN(TestAccessibilityCharts)
#include "tst_accessibility_charts.moc"
