// Comparison mode driven through the main window: the built-in comparisons of seeds 002 and 001
// from the Compare menu, both NDCGs, the difference and where each ranking gains; "Compare with
// a copy" then B edited by a drag; undo on whichever side has the focus; a swap previewed on B;
// ending the comparison. With NDCG_SCREENSHOTS=<dir> it also saves the comparison view of both
// seeds at 1280×800 and 1920×1080 (and the docks) for a person to look at.

#include "charts/comparisonchart.h"
#include "charts/comparisonpoints.h"
#include "charts/runningdcgchart.h"
#include "comparison/comparisoncontroller.h"
#include "comparison/comparisonlinks.h"
#include "comparison/comparisonview.h"
#include "document/rankingdocument.h"
#include "document/scenariodocument.h"
#include "examples.h"
#include "mainwindow.h"
#include "runs/runsmodel.h"
#include "runs/runswindow.h"
#include "stepthrough/lessonstate.h"
#include "stepthrough/stepcontroller.h"
#include "swaps.h"
#include "whatif/conventionpanel.h"
#include "whatif/conventiontablemodel.h"
#include "whatif/swapheatmap.h"
#include "whatif/swappanel.h"
#include "workbench/rankingtablemodel.h"
#include "workbench/rankingtableview.h"
#include "workbench/sidepanels.h"
#include "workbench/workbench.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QChart>
#include <QCheckBox>
#include <QClipboard>
#include <QDockWidget>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QPointer>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTest>
#include <QTranslator>
#include <QUndoGroup>
#include <QUndoStack>
#include <QValueAxis>
#include <QXYSeries>

#include <QElapsedTimer>

#include <algorithm>
#include <cmath>
#include <memory>

namespace {

QList<double> ys(const QList<QPointF> &points)
{
    QList<double> result;
    for (const QPointF &p : points)
        result.append(p.y());
    return result;
}

QList<double> grades(const RankingDocument *document)
{
    return document->ranking().grades();
}

// A click on the first row of a side's table, as a user gives it the focus.
void clickRow(RankingTableView *table, int row)
{
    const QRect cell
        = table->visualRect(table->model()->index(row, RankingTableModel::Contribution));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
}

// "0.533": a value as the panels and cards show it (3 decimals).
QString fixed3(double value)
{
    return QString::number(value, 'f', 3);
}

bool waitIdle(RunsModel *model)
{
    if (!model->isBusy())
        return true;
    QSignalSpy spy(model, &RunsModel::busyChanged);
    return spy.wait(120000) && !model->isBusy();
}

} // namespace

class TestComparison : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void compareMenuHasTheBuiltInComparisons();
    void seedComparisonShowsBothNdcgsAndTheDifference_data();
    void seedComparisonShowsBothNdcgsAndTheDifference();
    void chartsDrawBothRunningSumsAndTheDifferenceStrip();
    void linksPairEachItemsTwoPositions();
    void copyThenDragEditsBAlone();
    void editMenuActsOnTheFocusedSide();
    void undoFollowsTheFocusedSide();
    void settingsEditedOnAApplyToB();
    void hoveredSwapPreviewsOnItsSide();
    void panelsAnalyseTheFocusedSide_data();
    void panelsAnalyseTheFocusedSide();
    void aComparisonLoadedOverTheFocusedSideKeepsIt();
    void aQueryFromEvaluateRunsIsDrawnToTwiceK();
    void steppingTheWorkbenchStepsBothSides();
    void everyRevealInTheComparisonChangesWhatItShows();
    void endingTheComparisonBringsTheWorkbenchBack();
    void theWindowClosesWithAComparisonOpen_data();
    void theWindowClosesWithAComparisonOpen();
    void longRankingsCompareQuickly();
    void screenshots();
    void chineseScreenshots();

private:
    std::unique_ptr<MainWindow> m_window;
    ComparisonController *m_controller = nullptr;
};

void TestComparison::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_controller = m_window->comparison();
    QVERIFY(m_controller);
}

void TestComparison::cleanup()
{
    m_window.reset();
}

void TestComparison::compareMenuHasTheBuiltInComparisons()
{
    QMenu *menu = m_window->comparison()->menu();
    QVERIFY(menu);
    QCOMPARE(menu->title(), QStringLiteral("&Compare"));
    QStringList names;
    for (QAction *a : menu->actions())
        names.append(a->objectName());
    for (const char *name : {"compareSeed002", "compareSeed001", "compareWithCopy", "endComparison",
             "showSwaps", "showConventionExplorer", "whichConvention"})
        QVERIFY2(names.contains(QLatin1String(name)), name);
    QVERIFY(!m_window->comparison()->actions().endComparison->isEnabled());
}

void TestComparison::seedComparisonShowsBothNdcgsAndTheDifference_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("ndcgA");
    QTest::addColumn<QString>("ndcgB");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<QString>("difference");
    QTest::addColumn<QList<int>>("aGains");
    QTest::addColumn<QList<int>>("bGains");
    // 002: A = [5,1,3,2,4], B = [5,3,4,2,1], gain 2^g − 1, k = 5: 0.9251 vs 0.9771.
    QTest::newRow("seed 002: algorithm B is better by 0.052, gaining at positions 2 and 3")
        << "compareSeed002"
        << "NDCG@5 = 0.925"
        << "NDCG@5 = 0.977"
        << "B is better by 0.052"
        << "NDCG@5 of A − B = −0.052" << QList<int> {5} << QList<int> {2, 3};
    // 001: A is in ideal order (1.000); B has only the perfect result, 0.533 with the pool.
    QTest::newRow("seed 001: system A is better by 0.467, gaining at positions 2 to 5")
        << "compareSeed001"
        << "NDCG@5 = 1.000"
        << "NDCG@5 = 0.533"
        << "A is better by 0.467"
        << "NDCG@5 of A − B = +0.467" << QList<int> {2, 3, 4, 5} << QList<int> {};
}

void TestComparison::seedComparisonShowsBothNdcgsAndTheDifference()
{
    QFETCH(QString, action);
    QFETCH(QString, ndcgA);
    QFETCH(QString, ndcgB);
    QFETCH(QString, verdict);
    QFETCH(QString, difference);
    QFETCH(QList<int>, aGains);
    QFETCH(QList<int>, bGains);
    QSignalSpy changed(m_window->document(), &ScenarioDocument::comparisonChanged);
    const ComparisonController::Actions &compare = m_window->comparison()->actions();
    QCOMPARE(compare.compareSeed002->objectName(), QStringLiteral("compareSeed002"));
    QCOMPARE(compare.compareSeed001->objectName(), QStringLiteral("compareSeed001"));
    (action == QLatin1String("compareSeed002") ? compare.compareSeed002 : compare.compareSeed001)
        ->trigger();
    QCOMPARE(changed.count(), 1);
    QVERIFY(m_window->document()->isComparison());
    ComparisonView *view = m_controller->view();
    QVERIFY(view);
    QCOMPARE(m_window->views()->currentWidget(), view);
    QVERIFY(!m_window->workbench()->isVisible());
    QAbstractItemModelTester testerA(view->model(0));
    QAbstractItemModelTester testerB(view->model(1));

    QVERIFY2(view->ndcgText(0).contains(ndcgA), qPrintable(view->ndcgText(0)));
    QVERIFY2(view->ndcgText(1).contains(ndcgB), qPrintable(view->ndcgText(1)));
    QCOMPARE(view->verdictText(), verdict);
    QVERIFY2(view->whereText().contains(difference), qPrintable(view->whereText()));
    QCOMPARE(view->summary().positionsA, aGains);
    QCOMPARE(view->summary().positionsB, bGains);
    // The difference is exactly the two documents' NDCGs apart.
    const double exact = *m_window->document()->a()->breakdown()->ndcg
        - *m_window->document()->b()->breakdown()->ndcg;
    QCOMPARE(*view->summary().difference, exact);
    QVERIFY(m_window->comparison()->actions().endComparison->isEnabled());
}

void TestComparison::chartsDrawBothRunningSumsAndTheDifferenceStrip()
{
    QVERIFY(m_controller->loadExample(QStringLiteral("002-lipsticks-ab")));
    ComparisonView *view = m_controller->view();
    const Ndcg::Breakdown &a = *m_window->document()->a()->breakdown();
    const Ndcg::Breakdown &b = *m_window->document()->b()->breakdown();
    QList<double> dcgA;
    QList<double> dcgB;
    QList<double> idcg;
    QList<double> difference;
    for (int i = 0; i < 5; ++i) {
        dcgA.append(a.rows[i].dcg);
        dcgB.append(b.rows[i].dcg);
        idcg.append(a.rows[i].idcg);
        difference.append(a.rows[i].contribution - b.rows[i].contribution);
    }
    QCOMPARE(ys(view->runningChart()->runningA()->points()), dcgA);
    QCOMPARE(ys(view->runningChart()->runningB()->points()), dcgB);
    QCOMPARE(ys(view->runningChart()->idealLine()->points()), idcg);
    QCOMPARE(view->differenceChart()->series().difference, difference);
    // The strip sums to DCG_A@5 − DCG_B@5.
    double sum = 0;
    for (double d : difference)
        sum += d;
    QVERIFY(std::abs(sum - (a.dcg - b.dcg)) < 1e-9);
    // Beside "B: DCG@i" or "A − B", a bare "k = 5" reads as a subtraction: the rule says what
    // it is, in both charts' legends.
    for (ComparisonChart *chart : {view->runningChart(), view->differenceChart()}) {
        QStringList labels;
        const QList<QLegendMarker *> markers = chart->chart()->legend()->markers();
        for (QLegendMarker *marker : markers)
            labels << marker->label();
        QVERIFY2(labels.contains(QStringLiteral("cutoff k = 5")),
            qPrintable(labels.join(QStringLiteral(" | "))));
        for (const QString &label : std::as_const(labels))
            QVERIFY2(!label.startsWith(QStringLiteral("k =")), qPrintable(label));
    }
}

void TestComparison::linksPairEachItemsTwoPositions()
{
    QVERIFY(m_controller->loadExample(QStringLiteral("002-lipsticks-ab")));
    const QList<ComparisonPoints::Link> links = m_controller->view()->links()->links();
    // A = 口红5,1,3,2,4 ; B = 口红5,3,4,2,1.
    const QList<ComparisonPoints::Link> expected
        = {{0, 0, 5}, {1, 4, 1}, {2, 1, 3}, {3, 3, 2}, {4, 2, 4}};
    QCOMPARE(links, expected);

    QVERIFY(m_controller->loadExample(QStringLiteral("001-systems-ab")));
    const QList<ComparisonPoints::Link> systems = m_controller->view()->links()->links();
    // Only the first result is retrieved by both; the others are stubs on one side.
    QCOMPARE(systems.size(), 9);
    QCOMPARE(systems[0], (ComparisonPoints::Link {0, 0, 4}));
    for (int i = 1; i < 5; ++i)
        QCOMPARE(systems[i].rowB, -1);
    for (int i = 5; i < 9; ++i)
        QCOMPARE(systems[i].rowA, -1);
}

void TestComparison::copyThenDragEditsBAlone()
{
    const QList<double> original = grades(m_window->document()->a());
    m_window->comparison()->actions().compareWithCopy->trigger();
    QVERIFY(m_window->document()->isComparison());
    ComparisonView *view = m_controller->view();
    QVERIFY(view);
    QCOMPARE(grades(m_window->document()->b()), original);
    QCOMPARE(view->verdictText(), QStringLiteral("A and B score the same"));
    QCOMPARE(m_controller->activeSide(), 1);

    // Drag B's row 1 (grade 3) below row 3, as the view's drop does.
    MaskingProxyModel *model = view->model(1);
    std::unique_ptr<QMimeData> data(model->mimeData({model->index(0, RankingTableModel::Label)}));
    QVERIFY(model->dropMimeData(data.get(), Qt::MoveAction, 3, 0, {}));
    QCOMPARE(grades(m_window->document()->b()), (QList<double> {2, 0, 3, 1, 3}));
    QCOMPARE(grades(m_window->document()->a()), original);
    QVERIFY(view->verdictText().startsWith(QStringLiteral("A is better by")));
    QVERIFY(!view->summary().positionsA.isEmpty());

    // Ctrl+Up on B's table moves B's selected row, never A's.
    view->table(1)->setFocus();
    view->table(1)->selectRows({2});
    QTest::keyClick(view->table(1), Qt::Key_Up, Qt::ControlModifier);
    QCOMPARE(grades(m_window->document()->b()), (QList<double> {2, 3, 0, 1, 3}));
    QCOMPARE(grades(m_window->document()->a()), original);
    QCOMPARE(view->table(1)->selectedRows(), QList<int> {1});
    m_window->editActions().undo->trigger();
    QCOMPARE(grades(m_window->document()->b()), (QList<double> {2, 0, 3, 1, 3}));
    m_window->document()->setComparison(std::nullopt); // the menu would ask first: B has edits
    QVERIFY(m_window->editActions().moveUp->isEnabled());
}

void TestComparison::editMenuActsOnTheFocusedSide()
{
    const QList<double> original = grades(m_window->document()->a()); // 3, 2, 0, 1, 3
    m_window->comparison()->actions().compareWithCopy->trigger();
    ComparisonView *view = m_controller->view();
    QAction *undo = m_window->editActions().undo;
    auto trigger = [](QAction *a) {
        QVERIFY2(a && a->isEnabled(), qPrintable(a->objectName()));
        a->trigger();
    };

    // Duplicate and delete on B: B changes, A does not.
    view->table(1)->setFocus();
    QTRY_COMPARE(m_controller->activeSide(), 1);
    view->table(1)->selectRows({0});
    trigger(m_window->editActions().duplicateRows);
    QCOMPARE(grades(m_window->document()->b()), (QList<double> {3, 3, 2, 0, 1, 3}));
    QCOMPARE(grades(m_window->document()->a()), original);
    QCOMPARE(view->table(1)->selectedRows(), QList<int> {1});
    view->table(1)->selectRows({3, 4});
    trigger(m_window->editActions().deleteRows);
    QCOMPARE(grades(m_window->document()->b()), (QList<double> {3, 3, 2, 3}));

    // Copy A's first two rows, paste them over B's last two.
    view->table(0)->setFocus();
    QTRY_COMPARE(m_controller->activeSide(), 0);
    view->table(0)->selectRows({1, 2});
    trigger(m_window->editActions().copy);
    QVERIFY(QApplication::clipboard()->text().contains(QLatin1Char('\t')));
    view->table(1)->setFocus();
    QTRY_COMPARE(m_controller->activeSide(), 1);
    view->table(1)->setCurrentIndex(view->model(1)->index(2, RankingTableModel::Grade));
    trigger(m_window->editActions().paste);
    QCOMPARE(grades(m_window->document()->b()), (QList<double> {3, 3, 2, 0}));
    QCOMPARE(grades(m_window->document()->a()), original);

    // A refused paste changes nothing on B and says why in the status bar.
    QApplication::clipboard()->setText(QStringLiteral("3\nlots\n"));
    trigger(m_window->editActions().paste);
    QCOMPARE(grades(m_window->document()->b()), (QList<double> {3, 3, 2, 0}));
    QVERIFY(m_window->statusBar()->currentMessage().startsWith(QStringLiteral("Nothing pasted")));

    // Sort and reverse on A alone; B's undo stack is untouched by them.
    view->table(0)->setFocus();
    QTRY_COMPARE(m_controller->activeSide(), 0);
    trigger(m_window->editActions().sortIdeal);
    QCOMPARE(grades(m_window->document()->a()), (QList<double> {3, 3, 2, 1, 0}));
    trigger(m_window->editActions().reverse);
    QCOMPARE(grades(m_window->document()->a()), (QList<double> {0, 1, 2, 3, 3}));
    QCOMPARE(grades(m_window->document()->b()), (QList<double> {3, 3, 2, 0}));
    undo->trigger();
    undo->trigger();
    QCOMPARE(grades(m_window->document()->a()), original);

    // Reset on B brings back the copy it started as.
    view->table(1)->setFocus();
    QTRY_COMPARE(m_controller->activeSide(), 1);
    trigger(m_window->editActions().resetRanking);
    QCOMPARE(grades(m_window->document()->b()), original);
    m_window->document()->setComparison(std::nullopt);
}

void TestComparison::undoFollowsTheFocusedSide()
{
    const QList<double> original = grades(m_window->document()->a());
    m_window->comparison()->actions().compareWithCopy->trigger();
    ComparisonView *view = m_controller->view();
    RankingDocument *a = m_window->document()->a();
    RankingDocument *b = m_window->document()->b();
    QAction *undo = m_window->editActions().undo;
    QAction *redo = m_window->editActions().redo;

    // Edit B through its table, then A through its table.
    view->table(1)->setFocus();
    QTRY_COMPARE(m_controller->activeSide(), 1);
    b->editItem(RankingDocument::List::Ranking, 0,
        Ndcg::Item {0.0, b->ranking().items[0].label, std::nullopt}, RankingDocument::Field::Grade);
    view->table(0)->setFocus();
    QTRY_COMPARE(m_controller->activeSide(), 0);
    QCOMPARE(m_window->document()->undoGroup()->activeStack(), a->undoStack());
    a->editItem(RankingDocument::List::Ranking, 1,
        Ndcg::Item {4.0, a->ranking().items[1].label, std::nullopt}, RankingDocument::Field::Grade);

    // Focus on B: undo undoes B's edit and leaves A's.
    view->table(1)->setFocus();
    QTRY_COMPARE(m_window->document()->undoGroup()->activeStack(), b->undoStack());
    QVERIFY(undo->isEnabled());
    undo->trigger();
    QCOMPARE(grades(b), original);
    QCOMPARE(grades(a)[1], 4.0);
    QVERIFY(!undo->isEnabled()); // B has nothing more to undo
    // Focus on A: undo undoes A's edit.
    view->table(0)->setFocus();
    QTRY_COMPARE(m_window->document()->undoGroup()->activeStack(), a->undoStack());
    undo->trigger();
    QCOMPARE(grades(a), original);
    redo->trigger();
    QCOMPARE(grades(a)[1], 4.0);
    QCOMPARE(grades(b), original);
}

void TestComparison::settingsEditedOnAApplyToB()
{
    QVERIFY(m_controller->loadExample(QStringLiteral("001-systems-ab")));
    ComparisonView *view = m_controller->view();
    Ndcg::Settings settings = m_window->document()->a()->settings();
    settings.idealSource = Ndcg::IdealSource::List;
    m_window->document()->a()->editSettings(settings, RankingDocument::SettingsField::IdealSource);
    // The list-only ideal: both systems score 1 and NDCG cannot tell them apart (001's note).
    QCOMPARE(view->verdictText(), QStringLiteral("A and B score the same"));
    QVERIFY(view->ndcgText(1).contains(QStringLiteral("NDCG@5 = 1.000")));
    QVERIFY2(
        view->whereText().contains(QStringLiteral("ideals differ")), qPrintable(view->whereText()));
    m_window->editActions().undo->trigger();
    QCOMPARE(view->verdictText(), QStringLiteral("A is better by 0.467"));
}

void TestComparison::hoveredSwapPreviewsOnItsSide()
{
    QVERIFY(m_controller->loadExample(QStringLiteral("002-lipsticks-ab")));
    ComparisonView *view = m_controller->view();
    view->table(1)->setFocus();
    QTRY_COMPARE(m_controller->activeSide(), 1);
    m_window->comparison()->actions().showSwaps->trigger();
    SwapPanel *panel = m_controller->swapPanel();
    QTRY_VERIFY(panel->isVisible());
    QCOMPARE(panel->document(), m_window->document()->b());
    SwapHeatmap *heatmap = panel->heatmap();
    QTRY_VERIFY(heatmap->hasMatrix());
    QTRY_VERIFY(heatmap->width() > 150 && heatmap->height() > 150);
    QTest::qWait(20);
    const Ndcg::Ranking before = m_window->document()->b()->ranking();
    // B = [5,3,4,2,1]: swapping positions 2 and 3 gives the ideal order, NDCG 1.
    // It opens docked beside the workbench (never floating over the numbers).
    QVERIFY(!m_controller->swapDock()->isFloating());
    QTest::qWait(100); // the dock settles at its size
    QTest::mouseMove(heatmap, heatmap->cellCentre(0, 0));
    QTest::mouseMove(heatmap, heatmap->cellCentre(1, 2));
    QTRY_COMPARE(heatmap->hoveredCell(), (std::pair<int, int> {1, 2}));
    QTRY_VERIFY2(view->ndcgText(1).contains(QStringLiteral("1.000 (preview")),
        qPrintable(view->ndcgText(1)));
    QCOMPARE(m_window->document()->b()->ranking(), before);
    QVERIFY(view->ndcgText(0).contains(QStringLiteral("0.925")));
    // The preview is the lesson's, as on side A: B's swapped ranking (5, 4, 3, 2, 1: the ideal
    // order), named as B's, so that the workbench (ranking A) does not show it.
    LessonState *lesson = m_window->lesson();
    QVERIFY(lesson->preview().has_value());
    QCOMPARE(lesson->preview()->side, ViewState::Preview::Side::B);
    QCOMPARE(lesson->preview()->items, Ndcg::swapped(before, 1, 2).items);
    QCOMPARE(lesson->preview()->breakdown.ndcg, 1.0);
    QCOMPARE(lesson->viewState().preview, lesson->preview());
    QVERIFY(!m_window->workbench()->isPreviewing());
    QCOMPARE(view->model(1)->data(view->model(1)->index(1, RankingTableModel::Grade)).toString(),
        QString::number(before.items[2].grade));
    QCOMPARE(view->model(0)->data(view->model(0)->index(1, RankingTableModel::Grade)).toString(),
        QString::number(m_window->document()->a()->ranking().items[1].grade));
    QTest::mouseClick(heatmap, Qt::LeftButton, {}, heatmap->cellCentre(1, 2));
    QCOMPARE(m_window->document()->b()->ranking(), Ndcg::swapped(before, 1, 2));
    QVERIFY(!lesson->preview().has_value());
    QVERIFY2(view->ndcgText(1).contains(QStringLiteral("NDCG@5 = 1.000")),
        qPrintable(view->ndcgText(1)));
    m_window->editActions().undo->trigger();
    QCOMPARE(m_window->document()->b()->ranking(), before);
}

void TestComparison::panelsAnalyseTheFocusedSide_data()
{
    QTest::addColumn<QString>("example");
    // 001's A is ideal (every swap lowers it); B = 4, 0, 0, 0, 0 scores 0.533 and no swap within
    // it helps either (its better items were never retrieved): the values tell them apart.
    QTest::newRow("seed 001: B's table focused, the panels analyse system B")
        << QStringLiteral("001-systems-ab");
    // 002's B = 5, 3, 4, 2, 1: swapping positions 2 and 3 gives the ideal order.
    QTest::newRow("seed 002: B's table focused, the panels analyse algorithm B")
        << QStringLiteral("002-lipsticks-ab");
}

void TestComparison::panelsAnalyseTheFocusedSide()
{
    QFETCH(QString, example);
    QVERIFY(m_controller->loadExample(example));
    ComparisonView *view = m_controller->view();
    m_window->comparison()->actions().showSwaps->trigger();
    SwapPanel *swaps = m_controller->swapPanel();
    ConventionPanel *conventions = m_controller->conventionPanel();
    QTRY_VERIFY(swaps->isVisible());

    for (const int side : {1, 0, 1}) {
        // The swaps in front (a panel behind another's tab computes nothing: issue 24).
        SidePanels::open(m_window.get(), m_controller->swapDock(), 440);
        QTRY_VERIFY(swaps->isVisible());
        clickRow(view->table(side), 0);
        QTRY_COMPARE(m_controller->activeSide(), side);
        RankingDocument *document
            = side == 1 ? m_window->document()->b() : m_window->document()->a();
        const QString name = side == 1 ? QStringLiteral("ranking B") : QStringLiteral("ranking A");
        QCOMPARE(swaps->document(), document);
        QCOMPARE(conventions->document(), document);
        // Every swap's change, from core's explain() on the side's own ranking.
        const Ndcg::Ranking ranking = document->ranking();
        const Ndcg::Settings settings = document->settings();
        const auto before = Ndcg::explain(ranking, settings);
        QVERIFY(before && before->ndcg);
        QTRY_VERIFY(swaps->heatmap()->hasMatrix());
        const Ndcg::SwapMatrix &matrix = swaps->heatmap()->matrix();
        QCOMPARE(matrix.n, int(ranking.items.size()));
        double best = 0.0;
        std::pair<int, int> bestPair {-1, -1};
        for (int i = 0; i < matrix.n; ++i) {
            for (int j = i + 1; j < matrix.n; ++j) {
                Ndcg::Ranking swapped = ranking;
                std::swap(swapped.items[i], swapped.items[j]);
                const auto after = Ndcg::explain(swapped, settings);
                QVERIFY(after && after->ndcg);
                const double change = *after->ndcg - *before->ndcg;
                QCOMPARE_LE(qAbs(matrix.ndcgChange(i, j) - change), 1e-12);
                if (change > best + 1e-12) {
                    best = change;
                    bestPair = {i, j};
                }
            }
        }
        const QString status = swaps->statusText();
        // The status line names the side first.
        const QString named = side == 1 ? QStringLiteral("<b>Ranking B</b>: ")
                                        : QStringLiteral("<b>Ranking A</b>: ");
        QVERIFY2(status.startsWith(named), qPrintable(status));
        if (bestPair.first < 0) {
            QVERIFY2(status.contains(QStringLiteral("No swap raises")), qPrintable(status));
            // Below 1, the status says what is missing is not the order.
            QCOMPARE(status.contains(QStringLiteral("did not retrieve")), *before->ndcg < 0.9995);
        } else {
            QVERIFY2(status.contains(QStringLiteral("positions %1 ↔ %2")
                                         .arg(bestPair.first + 1)
                                         .arg(bestPair.second + 1)),
                qPrintable(status));
            QVERIFY2(status.contains(fixed3(best)), qPrintable(status));
        }
        // Each panel says which ranking it analyses: its title and its dock's (the tab).
        QVERIFY2(swaps->titleText().contains(name), qPrintable(swaps->titleText()));
        QVERIFY2(m_controller->swapDock()->windowTitle().contains(name),
            qPrintable(m_controller->swapDock()->windowTitle()));
        QVERIFY2(m_controller->conventionDock()->windowTitle().contains(name),
            qPrintable(m_controller->conventionDock()->windowTitle()));
        // The convention explorer computes once in front.
        SidePanels::open(m_window.get(), m_controller->conventionDock(), 560);
        QTRY_VERIFY(conventions->isVisible());
        QVERIFY2(conventions->titleText().contains(name), qPrintable(conventions->titleText()));
        // trec_eval's row is the side's own NDCG@k under linear gain (the judged pool's ideal,
        // log2 discount: these examples' other conventions).
        Ndcg::Settings linear = settings;
        linear.gain = Ndcg::Gain::Linear;
        const auto trecEval = Ndcg::explain(ranking, linear);
        QVERIFY(trecEval && trecEval->ndcg);
        const ConventionTableModel *model = conventions->model();
        bool found = false;
        for (int row = 0; row < model->rowCount(); ++row) {
            if (model->index(row, ConventionTableModel::Library).data().toString()
                    == QLatin1String("trec_eval")
                && model->index(row, ConventionTableModel::Measure)
                       .data()
                       .toString()
                       .startsWith(QLatin1String("ndcg_cut"))) {
                QCOMPARE(model->index(row, ConventionTableModel::Ndcg).data().toString(),
                    QString::number(*trecEval->ndcg, 'f', 4));
                found = true;
            }
        }
        QVERIFY(found);
    }
}

void TestComparison::aComparisonLoadedOverTheFocusedSideKeepsIt()
{
    // B's table has the focus when another comparison is loaded (B reloaded in place): undo,
    // the swaps and the conventions stay on B, the side the focus is on.
    QVERIFY(m_controller->loadExample(QStringLiteral("002-lipsticks-ab")));
    ComparisonView *view = m_controller->view();
    clickRow(view->table(1), 0);
    QTRY_COMPARE(m_controller->activeSide(), 1);
    QVERIFY(m_controller->loadExample(QStringLiteral("001-systems-ab")));
    QCOMPARE(m_controller->view(), view);
    QVERIFY(view->table(1)->hasFocus());
    QCOMPARE(m_controller->activeSide(), 1);
    RankingDocument *b = m_window->document()->b();
    QCOMPARE(m_window->document()->undoGroup()->activeStack(), b->undoStack());
    QCOMPARE(m_controller->swapPanel()->document(), b);
    QCOMPARE(m_controller->conventionPanel()->document(), b);
    QVERIFY(m_controller->swapDock()->windowTitle().contains(QStringLiteral("ranking B")));
    // An edit of B through its table is undone on B.
    b->editItem(RankingDocument::List::Ranking, 1,
        Ndcg::Item {3.0, b->ranking().items[1].label, std::nullopt}, RankingDocument::Field::Grade);
    m_window->editActions().undo->trigger();
    QCOMPARE(grades(b), (QList<double> {4, 0, 0, 0, 0}));
}

void TestComparison::aQueryFromEvaluateRunsIsDrawnToTwiceK()
{
    m_window->editActions().evaluateRuns->trigger();
    auto *runs = m_window->findChild<RunsWindow *>();
    QVERIFY(runs);
    QVERIFY(runs->model()->openSample());
    QVERIFY(waitIdle(runs->model()));
    // One query, then another over it (both rankings reloaded in place, the tables reset).
    runs->openQuery(1);
    QVERIFY(m_window->document()->isComparison());
    ComparisonView *view = m_controller->view();
    QVERIFY(view);
    runs->openQuery(0);
    QCOMPARE(m_controller->view(), view);
    runs->close();

    // What is computed, independently: NDCG@k of each run over the whole judged pool.
    const Ndcg::Settings settings = m_window->document()->a()->settings();
    const int k = settings.cutoff;
    QVERIFY(k > 0); // nDCG@k: the sample's measure has a cutoff
    std::optional<Ndcg::Breakdown> explained[2];
    int total = 0;
    for (const int side : {0, 1}) {
        const RankingDocument *document
            = side ? m_window->document()->b() : m_window->document()->a();
        const auto breakdown = Ndcg::explain(document->ranking(), settings);
        QVERIFY(breakdown && breakdown->ndcg);
        explained[side] = *breakdown;
        total = std::max(total, int(breakdown->rows.size()));
    }
    const int depth = 2 * k;
    QVERIFY2(total > 4 * depth, qPrintable(QString::number(total))); // ~180 judged items
    const QList<ComparisonPoints::Link> allLinks = ComparisonPoints::links(
        m_window->document()->a()->ranking().items, m_window->document()->b()->ranking().items);

    const auto check = [&](int drawn) {
        for (const int side : {0, 1}) {
            RankingTableView *table = view->table(side);
            int shown = 0;
            for (int row = 0; row < view->model(side)->rowCount(); ++row)
                shown += table->isRowHidden(row) ? 0 : 1;
            QCOMPARE(shown, drawn);
            QVERIFY(!table->isRowHidden(drawn - 1));
            // The numbers are those of the whole pool, whatever is drawn.
            QVERIFY2(view->ndcgText(side).contains(
                         QStringLiteral("NDCG@%1 = %2").arg(k).arg(fixed3(*explained[side]->ndcg))),
                qPrintable(view->ndcgText(side)));
        }
        for (ComparisonChart *chart : {view->runningChart(), view->differenceChart()}) {
            QCOMPARE(chart->series().positions, drawn);
            QCOMPARE(chart->xAxis()->max(), drawn + 0.5);
        }
        QCOMPARE(view->runningChart()->runningA()->count(), drawn);
        QCOMPARE(view->runningChart()->runningB()->count(), drawn);
        QCOMPARE(view->runningChart()->idealLine()->count(), drawn);
        QCOMPARE(view->differenceChart()->series().difference.size(), drawn);
        // The ideal drawn is the pool's: IDCG@i of the whole judged pool.
        QCOMPARE(view->runningChart()->idealLine()->at(k - 1).y(), explained[0]->rows[k - 1].idcg);
        const QList<ComparisonPoints::Link> &links = view->links()->links();
        QVERIFY(!links.isEmpty());
        QVERIFY(links.size() <= 2 * drawn);
        for (const ComparisonPoints::Link &link : links) {
            QVERIFY((link.rowA >= 0 && link.rowA < drawn) || (link.rowB >= 0 && link.rowB < drawn));
        }
    };

    // By default: the first 2k positions, and a box to show them all.
    QCOMPARE(view->depth(), depth);
    check(depth);
    if (QTest::currentTestFailed())
        return;
    QCheckBox *showAll = view->showAllBox();
    QVERIFY(showAll->isVisible());
    QVERIFY2(showAll->text().contains(QStringLiteral("Show all %1 positions").arg(total)),
        qPrintable(showAll->text()));
    QTest::mouseClick(showAll, Qt::LeftButton, {}, QPoint(8, showAll->height() / 2));
    QVERIFY(view->showsAll());
    QCOMPARE(view->depth(), -1);
    check(total);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(view->links()->links(), allLinks);
    // And back.
    QTest::mouseClick(showAll, Qt::LeftButton, {}, QPoint(8, showAll->height() / 2));
    QCOMPARE(view->depth(), depth);
    check(depth);

    // A short example is drawn whole, with no box.
    QVERIFY(m_controller->loadExample(QStringLiteral("002-lipsticks-ab")));
    QCOMPARE(m_controller->view()->depth(), -1);
    QVERIFY(!m_controller->view()->showAllBox()->isVisible());
}

void TestComparison::steppingTheWorkbenchStepsBothSides()
{
    QVERIFY(m_controller->loadExample(QStringLiteral("002-lipsticks-ab")));
    ComparisonView *view = m_controller->view();
    QCOMPARE(view->runningChart()->runningB()->count(), 5);

    // The step-through of the Step menu: A's step drives both sides of the comparison.
    auto *steps = m_window->findChild<StepController *>();
    QVERIFY(steps);
    steps->setStepping(true);
    steps->first();
    steps->next();
    steps->next();
    steps->next();
    const ChartPoints::Series &a = m_window->workbench()->dcgChart()->points();
    QVERIFY(a.shown < a.positions);
    QCOMPARE(view->runningChart()->series().shown, a.shown); // at once: the lesson tells both
    QCOMPARE(view->runningChart()->runningB()->count(), a.shown);
    // The tables: each side's gain·d(i) up to the step's position, "?" past it (as the
    // workbench's table; they were all in sight).
    for (int side : {0, 1}) {
        const QAbstractItemModel *model = view->table(side)->model();
        const Ndcg::Breakdown &bd
            = *(side == 0 ? m_window->document()->a() : m_window->document()->b())->breakdown();
        for (int row = 0; row < 5; ++row) {
            const QString shown
                = model->index(row, RankingTableModel::Contribution).data().toString();
            if (row < a.shown)
                QCOMPARE(shown, QString::number(bd.rows.at(row).contribution, 'f', 3));
            else
                QCOMPARE(shown, QStringLiteral("?"));
        }
    }
    // NDCG@5 of A and B (42.226/45.643 and 44.595/45.643: 0.925 and 0.977, as the text states
    // them to four digits) come at the last step,
    // as on the workbench's card: the headline, the verdict and the metrics wait for it.
    const auto labelsSay = [view](const QString &number) {
        const QList<QLabel *> labels = view->findChildren<QLabel *>();
        return std::any_of(labels.begin(), labels.end(), [&number](QLabel *label) {
            return label->isVisible() && label->text().contains(number);
        });
    };
    QVERIFY(!labelsSay(QStringLiteral("0.925")));
    QVERIFY(!labelsSay(QStringLiteral("0.977")));
    steps->last();
    QVERIFY(labelsSay(QStringLiteral("0.925")));
    QVERIFY(labelsSay(QStringLiteral("0.977")));
    steps->setStepping(false);
    QCOMPARE(view->runningChart()->runningB()->count(), 5);
}

namespace {

// What the two-ranking view shows, as text: its tables' shown cells (display role), its labels'
// texts (but the line that states the order of reveals, which is the question), and how many
// points each series of its charts draws.
QString comparisonSnapshot(ComparisonView *view)
{
    QStringList parts;
    for (int side : {0, 1}) {
        RankingTableView *table = view->table(side);
        const QAbstractItemModel *model = table->model();
        for (int r = 0; r < model->rowCount(); ++r) {
            for (int c = 0; c < model->columnCount(); ++c) {
                if (!table->isColumnHidden(c) && !table->isRowHidden(r))
                    parts << model->index(r, c).data().toString();
            }
        }
    }
    const QList<QLabel *> labels = view->findChildren<QLabel *>();
    for (QLabel *label : labels) {
        if (label->isVisible() && label->objectName() != QLatin1String("revealOrder"))
            parts << label->objectName() + QLatin1Char('=') + label->text();
    }
    for (ComparisonChart *chart : {view->runningChart(), view->differenceChart()}) {
        const QList<QAbstractSeries *> series = chart->chart()->series();
        for (QAbstractSeries *s : series) {
            if (auto *xy = qobject_cast<QXYSeries *>(s))
                parts << QStringLiteral("%1:%2").arg(s->name()).arg(xy->count());
        }
    }
    return parts.join(QLatin1Char('\n'));
}

} // namespace

// Predict, then reveal in the two-ranking view (issue 21): every press of R reveals something
// the view shows (7 of 11 presses changed nothing before), in the order its header states.
void TestComparison::everyRevealInTheComparisonChangesWhatItShows()
{
    QVERIFY(m_controller->loadExample(QStringLiteral("002-lipsticks-ab")));
    ComparisonView *view = m_controller->view();
    QVERIFY(view);
    QTRY_VERIFY(view->isVisible());
    const StepController::Actions &actions = m_window->steps()->actions();
    actions.hideAnswers->trigger();
    QVERIFY(m_window->steps()->reveal()->isAnyHidden());
    auto *order = view->findChild<QLabel *>(QStringLiteral("revealOrder"));
    QVERIFY(order);
    QVERIFY(order->isVisible());
    QCOMPARE(view->revealOrderText(),
        QStringLiteral("R reveals, in turn: the gain·d(i) column, the DCG@i curves, the ideal "
                       "curves, NDCG@k, the companion metrics"));
    QString before = comparisonSnapshot(view);
    int presses = 0;
    QStringList unchanged;
    while (m_window->steps()->reveal()->isAnyHidden() && presses < 20) {
        ++presses;
        actions.revealNext->trigger(); // R
        const QString after = comparisonSnapshot(view);
        if (after == before)
            unchanged << QString::number(presses);
        before = after;
        // What a press reveals is in sight: every point drawn lies inside its chart's frame.
        for (ComparisonChart *chart : {view->runningChart(), view->differenceChart()}) {
            const QList<QAbstractAxis *> axes = chart->chart()->axes(Qt::Vertical);
            QVERIFY(!axes.isEmpty());
            const auto *axis = qobject_cast<QValueAxis *>(axes.first());
            QVERIFY(axis);
            const QList<QAbstractSeries *> series = chart->chart()->series();
            for (QAbstractSeries *s : series) {
                auto *xy = qobject_cast<QXYSeries *>(s);
                if (!xy || !xy->isVisible())
                    continue;
                const QList<QPointF> points = xy->points();
                for (const QPointF &p : points)
                    QVERIFY2(p.y() >= axis->min() - 1e-9 && p.y() <= axis->max() + 1e-9,
                        qPrintable(QStringLiteral("press %1: %2 at %3 outside %4..%5")
                                       .arg(presses)
                                       .arg(s->name())
                                       .arg(p.y())
                                       .arg(axis->min())
                                       .arg(axis->max())));
            }
        }
    }
    QVERIFY2(unchanged.isEmpty(),
        qPrintable(QStringLiteral("presses that changed nothing: %1 of %2")
                       .arg(unchanged.join(QStringLiteral(", ")))
                       .arg(presses)));
    QCOMPARE(presses, 5); // one per quantity the header names
    QVERIFY(!order->isVisible());
    // Revealed: every number shows (the contributions of A at position 1: 3 · 1 = 3.000 at most).
    QVERIFY(view->ndcgText(0).contains(QRegularExpression(QStringLiteral("\\d\\.\\d{3}"))));
    QVERIFY(!view->differenceChart()->series().difference.isEmpty());
}

void TestComparison::endingTheComparisonBringsTheWorkbenchBack()
{
    QVERIFY(m_controller->loadExample(QStringLiteral("001-systems-ab")));
    QVERIFY(m_controller->view());
    m_window->comparison()->actions().endComparison->trigger();
    QVERIFY(!m_window->document()->isComparison());
    QVERIFY(!m_controller->view());
    QCOMPARE(m_window->views()->currentWidget(), m_window->workbench());
    QVERIFY(m_window->workbench()->isVisible());
    QCOMPARE(
        m_window->document()->undoGroup()->activeStack(), m_window->document()->a()->undoStack());
    QVERIFY(m_window->editActions().undo);
    // Loading a single-ranking example after a comparison also ends it.
    QVERIFY(m_controller->loadExample(QStringLiteral("002-lipsticks-ab")));
    QVERIFY(m_controller->view());
    QVERIFY(m_controller->loadExample(QStringLiteral("003-example")));
    QVERIFY(!m_controller->view());
    QCOMPARE(m_window->views()->currentWidget(), m_window->workbench());
}

void TestComparison::theWindowClosesWithAComparisonOpen_data()
{
    QTest::addColumn<bool>("panels");
    QTest::addColumn<bool>("hidden");
    QTest::addColumn<bool>("stepping");
    QTest::newRow("with no panel open") << false << false << false;
    QTest::newRow("with the three panels open") << true << false << false;
    QTest::newRow("with the panels open and answers hidden") << true << true << false;
    QTest::newRow("stepping through with answers hidden") << true << true << true;
}

void TestComparison::theWindowClosesWithAComparisonOpen()
{
    QFETCH(bool, panels);
    QFETCH(bool, hidden);
    QFETCH(bool, stepping);
    auto trigger = [this](const char *name) {
        auto *a = m_window->findChild<QAction *>(QLatin1String(name));
        QVERIFY2(a && a->isEnabled(), name);
        a->trigger();
    };
    if (hidden)
        trigger("hideAnswers");
    trigger("compareSeed002");
    QVERIFY(m_window->document()->isComparison());
    if (panels) {
        trigger("compareWithText");
        trigger("showSwaps");
        trigger("showConventionExplorer");
    }
    if (stepping) {
        trigger("stepThrough");
        trigger("stepNext");
    }
    QPointer<ComparisonView> view = m_controller->view();
    QVERIFY(view);
    // Closing the window destroys B with the document while the controller still holds the
    // view and the panels: nothing may reach a half-destroyed object (ASan tells).
    m_window->close();
    m_window.reset();
    QVERIFY(!view);
}

void TestComparison::longRankingsCompareQuickly()
{
    QList<double> grades;
    for (int i = 0; i < 5000; ++i)
        grades.append((i * 7919) % 5);
    Ndcg::Ranking ranking;
    for (int i = 0; i < grades.size(); ++i)
        ranking.items.append(Ndcg::Item {grades[i], QStringLiteral("doc%1").arg(i), {}});
    Ndcg::Settings settings;
    settings.cutoff = 10;
    m_window->document()->a()->load(ranking, settings);
    QElapsedTimer timer;
    timer.start();
    m_window->comparison()->actions().compareWithCopy->trigger();
    Ndcg::Ranking b = ranking;
    std::reverse(b.items.begin(), b.items.end());
    m_window->document()->b()->editRanking(b, QStringLiteral("reverse"));
    m_window->grab();
    QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
    ComparisonView *view = m_controller->view();
    // Drawn to 2k = 20: A's first 20 items (at the end of B) and B's first 20 (at A's end).
    QCOMPARE(view->links()->links().size(), 40);
    QCOMPARE(view->runningChart()->series().positions, 20);
    QVERIFY(view->summary().difference.has_value());
    // All of them, on demand, quickly too.
    timer.restart();
    view->setShowAll(true);
    m_window->grab();
    QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
    QCOMPARE(view->links()->links().size(), 5000);
    QCOMPARE(view->runningChart()->series().positions, 5000);
}

void TestComparison::screenshots()
{
    const QString dir = qEnvironmentVariable("NDCG_SCREENSHOTS");
    const struct
    {
        const char *id;
        const char *name;
    } seeds[] = {{"002-lipsticks-ab", "002"}, {"001-systems-ab", "001"}};
    const QSize sizes[] = {{1280, 800}, {1920, 1080}};
    for (const auto &seed : seeds) {
        QVERIFY(m_controller->loadExample(QLatin1String(seed.id)));
        for (const QSize &size : sizes) {
            m_window->resize(size);
            QTest::qWait(50);
            const QPixmap shot = m_window->grab();
            QCOMPARE(shot.size(), size);
            if (!dir.isEmpty())
                QVERIFY(shot.save(QStringLiteral("%1/compare-%2-%3x%4.png")
                                      .arg(dir, QLatin1String(seed.name))
                                      .arg(size.width())
                                      .arg(size.height())));
        }
    }
    // The docks over seed 002's B.
    QVERIFY(m_controller->loadExample(QStringLiteral("002-lipsticks-ab")));
    m_window->resize(1920, 1080);
    m_controller->view()->table(1)->setFocus();
    m_window->comparison()->actions().showSwaps->trigger();
    m_window->comparison()->actions().showConventionExplorer->trigger();
    QTest::qWait(50);
    SwapHeatmap *heatmap = m_controller->swapPanel()->heatmap();
    QTest::mouseMove(heatmap, heatmap->cellCentre(1, 4));
    QTest::qWait(50);
    const QPixmap docks = m_window->grab();
    // A single ranking with the swaps dock: the hovered swap previews in the workbench.
    QVERIFY(m_controller->loadExample(QStringLiteral("003-example")));
    m_window->resize(1280, 800);
    m_window->comparison()->actions().showConventionExplorer->trigger();
    QTest::qWait(50);
    // The docks laid out before the mouse comes (a busy machine left a relayout pending).
    QTRY_VERIFY(heatmap->isVisible() && heatmap->hasMatrix());
    for (int i = 0; i < 4; ++i) {
        QCoreApplication::processEvents();
        QTest::qWait(10);
    }
    QTest::mouseMove(heatmap, heatmap->cellCentre(0, 3));
    QTRY_VERIFY(m_window->workbench()->isPreviewing());
    const QPixmap single = m_window->grab();
    if (!dir.isEmpty()) {
        QVERIFY(docks.save(dir + QStringLiteral("/compare-docks-1920x1080.png")));
        QVERIFY(m_controller->swapDock()->grab().save(dir + QStringLiteral("/swap-heatmap.png")));
        QVERIFY(single.save(dir + QStringLiteral("/single-swaps-1280x800.png")));
        QVERIFY(m_controller->conventionDock()->grab().save(
            dir + QStringLiteral("/convention-explorer.png")));
    }
}

void TestComparison::chineseScreenshots()
{
    QTranslator translator;
    if (!translator.load(QStringLiteral(":/i18n/ndcg-explorer_zh_CN.qm")))
        QSKIP("the Chinese translation is not built into ndcg_ui");
    QCoreApplication::installTranslator(&translator);
    QCoreApplication::processEvents(); // LanguageChange reaches every widget
    const QString dir = qEnvironmentVariable("NDCG_SCREENSHOTS");
    for (const char *id : {"002-lipsticks-ab", "001-systems-ab"}) {
        QVERIFY(m_controller->loadExample(QLatin1String(id)));
        QCOMPARE(m_window->comparison()->menu()->title(),
            QCoreApplication::translate("ComparisonController", "&Compare"));
        for (const QSize &size : {QSize(1280, 800), QSize(1920, 1080)}) {
            m_window->resize(size);
            QTest::qWait(50);
            const QPixmap shot = m_window->grab();
            if (!dir.isEmpty())
                QVERIFY(shot.save(QStringLiteral("%1/compare-%2-zh_CN-%3.png")
                                      .arg(dir, QLatin1String(id).left(3))
                                      .arg(size.width())));
        }
    }
    QCoreApplication::removeTranslator(&translator);
}

QTEST_MAIN(TestComparison)
#include "tst_comparison.moc"
