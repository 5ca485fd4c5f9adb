// Step-through in the window, driven by keys as a presentation clicker drives it: each key
// moves the highlighted cell, the "?" cells, the formula's current term and the chart series.
// Every bundled example loads and steps to the end. Predict-then-reveal hides and reveals.
// With NDCG_STEP_SCREENSHOTS=DIR set, renders each seed example at the start, middle and end
// of its step-through at 1280×800 and 1920×1080 into DIR.

#include "charts/contributionchart.h"
#include "charts/ndcgchart.h"
#include "charts/runningdcgchart.h"
#include "document/rankingdocument.h"
#include "document/scenariodocument.h"
#include "examples.h"
#include "mainwindow.h"
#include "stepthrough/examplescontroller.h"
#include "stepthrough/practicedialog.h"
#include "stepthrough/revealcontroller.h"
#include "stepthrough/stepcontroller.h"
#include "stepthrough/stepthroughmovesview.h"
#include "stepthrough/stepthroughpanel.h"
#include "workbench/formulapanel.h"
#include "workbench/maskingproxymodel.h"
#include "workbench/rankingtablemodel.h"
#include "workbench/rankingtableview.h"
#include "workbench/resultcard.h"
#include "workbench/workbench.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QAreaSeries>
#include <QDir>
#include <QDockWidget>
#include <QLineSeries>
#include <QLocale>
#include <QMenu>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>
#include <QTranslator>
#include <QUndoStack>

#include <memory>

namespace {

// Whether StepController still forwards a part of the Examples menu (ExamplesController's).
template<typename T> constexpr bool forwardsExamples = requires(T *t)
{
    t->gallery();
}
|| requires(T *t)
{
    t->practice();
}
|| requires(T *t)
{
    t->textFiguresPanel();
}
|| requires(T *t)
{
    t->textFiguresDock();
}
|| requires(T *t)
{
    t->examples();
}
|| requires(T *t)
{
    t->examplesMenu();
}
|| requires(T *t)
{
    t->showGallery();
}
|| requires(T *t)
{
    t->showPractice();
}
|| requires(T *t)
{
    t->showComparison();
}
|| requires(T *t)
{
    t->selectFigure(0);
}
|| requires(T *t)
{
    t->actions().examplesGallery;
}
|| requires(T *t)
{
    t->actions().compareWithText;
}
|| requires(T *t)
{
    t->actions().practice;
};

} // namespace

class TestStepThrough : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void keysDoNothingUntilStepThroughIsOn();
    void stepThroughStartsWithOnlyTheGrades();
    void keysMoveTheHighlightTheFormulaAndTheSeries_data();
    void keysMoveTheHighlightTheFormulaAndTheSeries();
    void everyKeyOfAClickerWorks();
    void theIdealOrderIsShownMoving();
    void clickingACellJumpsToTheStepThatComputesIt();
    void editingWhileSteppingRebuildsTheSteps();
    void coarseModeHasOneStepPerPosition();
    void playStepsByItself();
    void everyExampleLoadsAndStepsToTheEnd_data();
    void everyExampleLoadsAndStepsToTheEnd();
    void hiddenAnswersAreRevealedOneAtATimeWithR();
    void leavingStepThroughShowsEveryNumberAgain();
    void examplesAndStepThroughAreControllersOfTheirOwn_data();
    void examplesAndStepThroughAreControllersOfTheirOwn();
    void theStepControllerHandsOverNoPartOfTheExamples();
    void screenshots();

private:
    void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    QString cell(int row, int column) const;
    QPoint currentCell() const;

    std::unique_ptr<MainWindow> m_window;
    StepController *m_steps = nullptr;
    MaskingProxyModel *m_model = nullptr;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

void TestStepThrough::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_steps = m_window->findChild<StepController *>();
    QVERIFY(m_steps);
    m_model = m_window->workbench()->model();
    m_tester = std::make_unique<QAbstractItemModelTester>(m_model);
    m_window->workbench()->table()->setFocus();
}

void TestStepThrough::cleanup()
{
    m_tester.reset();
    m_window.reset();
}

void TestStepThrough::press(Qt::Key key, Qt::KeyboardModifiers modifiers)
{
    QWidget *target = QApplication::focusWidget() ? QApplication::focusWidget() : m_window.get();
    QTest::keyClick(target, key, modifiers);
}

QString TestStepThrough::cell(int row, int column) const
{
    return m_model->data(m_model->index(row, column)).toString();
}

QPoint TestStepThrough::currentCell() const
{
    for (int r = 0; r < m_model->rowCount(); ++r)
        for (int c = 0; c < m_model->columnCount(); ++c)
            if (m_model->data(m_model->index(r, c), RankingTableModel::CurrentCellRole).toBool())
                return {c, r};
    return {-1, -1};
}

void TestStepThrough::keysDoNothingUntilStepThroughIsOn()
{
    QVERIFY(!m_steps->isStepping());
    QVERIFY(!m_window->steps()->actions().stepNext->isEnabled());
    press(Qt::Key_Right);
    press(Qt::Key_Space);
    QCOMPARE(m_steps->stepIndex(), 0);
    QCOMPARE(cell(0, RankingTableModel::Gain), QStringLiteral("7"));
    QVERIFY(m_window->findChild<QDockWidget *>(QStringLiteral("stepThroughDock"))->isHidden());
}

void TestStepThrough::stepThroughStartsWithOnlyTheGrades()
{
    press(Qt::Key_F6);
    QVERIFY(m_steps->isStepping());
    QVERIFY(m_steps->stepDock()->isVisible());
    QCOMPARE(m_steps->stepIndex(), 0);
    // Seed 000: 5 positions × 5 steps, DCG, the reordering, 5 ideal terms, IDCG, NDCG.
    QCOMPARE(m_steps->stepCount(), 25 + 1 + 1 + 5 + 1 + 1);
    QCOMPARE(m_steps->panel()->positionText(), QStringLiteral("step 0 / 34"));
    for (int r = 0; r < 5; ++r) {
        QCOMPARE(cell(r, RankingTableModel::Grade), m_model->data(m_model->index(r, 2)).toString());
        QVERIFY(!cell(r, RankingTableModel::Grade).contains(QLatin1Char('?')));
        for (int c = RankingTableModel::Gain; c < RankingTableModel::ColumnCount; ++c)
            QCOMPARE(cell(r, c), QStringLiteral("?"));
    }
    Workbench *w = m_window->workbench();
    QCOMPARE(w->dcgChart()->dcgSeries()->count(), 0);
    QCOMPARE(w->dcgChart()->idcgSeries()->count(), 0);
    QVERIFY(w->card()->headlineText().contains(QStringLiteral("? / ? = ?")));
    QVERIFY(w->formula()->plainText().contains(QStringLiteral("?")));
}

void TestStepThrough::keysMoveTheHighlightTheFormulaAndTheSeries_data()
{
    QTest::addColumn<int>("presses");
    QTest::addColumn<int>("column"); // the highlighted cell
    QTest::addColumn<int>("row");
    QTest::addColumn<QString>("formula"); // in the formula panel, evaluated in place
    QTest::addColumn<int>("dcgPoints");
    QTest::addColumn<int>("idcgPoints");
    QTest::addColumn<QString>("gain1"); // the gain cell of position 1
    QTest::addColumn<QString>("dcg2"); // the running DCG cell of position 2

    QTest::newRow("one step points at the first grade")
        << 1 << int(RankingTableModel::Grade) << 0 << QStringLiteral("g₁ = 3") << 0 << 0
        << QStringLiteral("?") << QStringLiteral("?");
    QTest::newRow("two steps compute the first gain")
        << 2 << int(RankingTableModel::Gain) << 0 << QStringLiteral("gain₁ = 2³−1 = 7") << 0 << 0
        << QStringLiteral("7") << QStringLiteral("?");
    QTest::newRow("five steps finish position 1 and draw its point")
        << 5 << int(RankingTableModel::Dcg) << 0 << QStringLiteral("DCG@1 = c₁ = 7.000") << 1 << 0
        << QStringLiteral("7") << QStringLiteral("?");
    QTest::newRow("ten steps finish position 2")
        << 10 << int(RankingTableModel::Dcg) << 1
        << QStringLiteral("DCG@2 = DCG@1 + c₂ = 7.000 + 1.893 = 8.893") << 2 << 0
        << QStringLiteral("7") << QStringLiteral("8.893");
    QTest::newRow("the first ideal term starts the ideal curve")
        << 28 << int(RankingTableModel::IdealContribution) << 0 << QStringLiteral("c*₁") << 5 << 1
        << QStringLiteral("7") << QStringLiteral("8.893");
}

void TestStepThrough::keysMoveTheHighlightTheFormulaAndTheSeries()
{
    QFETCH(int, presses);
    QFETCH(int, column);
    QFETCH(int, row);
    QFETCH(QString, formula);
    QFETCH(int, dcgPoints);
    QFETCH(int, idcgPoints);
    QFETCH(QString, gain1);
    QFETCH(QString, dcg2);
    press(Qt::Key_F6);
    for (int i = 0; i < presses; ++i)
        press(Qt::Key_Right);
    QCOMPARE(m_steps->stepIndex(), presses);
    QCOMPARE(currentCell(), QPoint(column, row));
    QVERIFY2(m_window->workbench()->formula()->plainText().contains(formula),
        qPrintable(m_window->workbench()->formula()->plainText()));
    QVERIFY(m_steps->panel()->formula().contains(formula));
    Workbench *w = m_window->workbench();
    QCOMPARE(w->dcgChart()->dcgSeries()->count(), dcgPoints);
    QCOMPARE(w->dcgChart()->idcgSeries()->count(), idcgPoints);
    QCOMPARE(w->contributionChart()->points().contributions.size(), dcgPoints);
    QCOMPARE(cell(0, RankingTableModel::Gain), gain1);
    QCOMPARE(cell(1, RankingTableModel::Dcg), dcg2);
    // Positions not reached yet stay "?".
    if (dcgPoints < 5)
        QCOMPARE(cell(4, RankingTableModel::Contribution), QStringLiteral("?"));
    else
        QCOMPARE(cell(4, RankingTableModel::IdealContribution), QStringLiteral("?"));
    QCOMPARE(w->highlightedPosition(), row + 1);
    // The segment a finishing step adds is emphasised.
    if (column == RankingTableModel::Dcg)
        QCOMPARE(w->dcgChart()->emphasisSeries()->count(), 2);
}

void TestStepThrough::everyKeyOfAClickerWorks()
{
    press(Qt::Key_F6);
    press(Qt::Key_Right);
    press(Qt::Key_Space);
    press(Qt::Key_PageDown);
    QCOMPARE(m_steps->stepIndex(), 3);
    press(Qt::Key_Left);
    QCOMPARE(m_steps->stepIndex(), 2);
    press(Qt::Key_PageUp);
    QCOMPARE(m_steps->stepIndex(), 1);
    press(Qt::Key_End);
    QCOMPARE(m_steps->stepIndex(), m_steps->stepCount());
    for (int c = RankingTableModel::Gain; c < RankingTableModel::ColumnCount; ++c)
        QVERIFY(!m_model->data(m_model->index(4, c), RankingTableModel::HiddenRole).toBool());
    QVERIFY(m_window->workbench()->card()->headlineText().endsWith(QStringLiteral("0.901")));
    press(Qt::Key_Right); // past the end: stays
    QCOMPARE(m_steps->stepIndex(), m_steps->stepCount());
    press(Qt::Key_Home);
    QCOMPARE(m_steps->stepIndex(), 0);
    press(Qt::Key_Left); // before the start: stays
    QCOMPARE(m_steps->stepIndex(), 0);
    QCOMPARE(m_steps->panel()->slider()->value(), 0);
    m_steps->panel()->slider()->setValue(7);
    QCOMPARE(m_steps->stepIndex(), 7);
    QCOMPARE(m_steps->panel()->positionText(), QStringLiteral("step 7 / 34"));
}

void TestStepThrough::theIdealOrderIsShownMoving()
{
    press(Qt::Key_F6);
    const qsizetype order = m_steps->sequence().indexOf(1, Ndcg::StepCell::IdealGrade);
    QVERIFY(order > 0);
    QCOMPARE(m_steps->sequence().steps[order].kind, Ndcg::StepKind::IdealOrder);
    StepThroughMovesView *moves = m_steps->panel()->movesView();
    m_steps->goToStep(int(order));
    QVERIFY(!moves->isRevealed());
    QCOMPARE(cell(0, RankingTableModel::IdealGrade), QStringLiteral("?"));
    press(Qt::Key_Right);
    QVERIFY(moves->isRevealed());
    QVERIFY(moves->progress() < 1.0); // sliding from the actual to the ideal places
    QCOMPARE(cell(0, RankingTableModel::IdealGrade), QStringLiteral("3"));
    QCOMPARE(cell(1, RankingTableModel::IdealGrade), QStringLiteral("3"));
    QCOMPARE(currentCell().x(), int(RankingTableModel::IdealGrade));
    QTRY_COMPARE(moves->progress(), 1.0);
    // Seed 000 grades 3, 2, 0, 1, 3: the 3 at position 5 moves to position 2.
    QCOMPARE(m_steps->sequence().moves[1].from, 5);
    QCOMPARE(m_steps->sequence().moves[1].to, 2);
}

void TestStepThrough::clickingACellJumpsToTheStepThatComputesIt()
{
    press(Qt::Key_F6);
    RankingTableView *table = m_window->workbench()->table();
    const QModelIndex target = m_model->index(2, RankingTableModel::Contribution);
    const QRect rect = table->visualRect(target);
    QVERIFY(rect.isValid());
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, rect.center());
    const qsizetype expected = m_steps->sequence().indexOf(3, Ndcg::StepCell::Contribution);
    QCOMPARE(m_steps->stepIndex(), int(expected) + 1);
    QCOMPARE(currentCell(), QPoint(int(RankingTableModel::Contribution), 2));
    QCOMPARE(cell(2, RankingTableModel::Contribution), QStringLiteral("0.000"));
    QCOMPARE(cell(2, RankingTableModel::Dcg), QStringLiteral("?"));
}

void TestStepThrough::editingWhileSteppingRebuildsTheSteps()
{
    press(Qt::Key_F6);
    for (int i = 0; i < 5; ++i)
        press(Qt::Key_Right);
    QCOMPARE(cell(0, RankingTableModel::Dcg), QStringLiteral("7.000"));
    // Grade 3 → 1 at position 1: the known cells show the new numbers at once.
    QVERIFY(m_model->setData(m_model->index(0, RankingTableModel::Grade), QStringLiteral("1")));
    QCOMPARE(m_steps->stepIndex(), 5);
    QCOMPARE(cell(0, RankingTableModel::Gain), QStringLiteral("1"));
    QCOMPARE(cell(0, RankingTableModel::Dcg), QStringLiteral("1.000"));
    QCOMPARE(cell(1, RankingTableModel::Gain), QStringLiteral("?"));
    QVERIFY(m_steps->panel()->formula().contains(QStringLiteral("DCG@1 = c₁ = 1.000")));
    QCOMPARE(m_window->workbench()->dcgChart()->dcgSeries()->at(0).y(), 1.0);
    // Undo restores the old numbers, still in step 5.
    m_window->document()->a()->undoStack()->undo();
    QCOMPARE(cell(0, RankingTableModel::Dcg), QStringLiteral("7.000"));
    // A shorter ranking clamps the step.
    press(Qt::Key_End);
    Ndcg::Ranking shorter = m_window->document()->a()->ranking();
    shorter.items.resize(2);
    m_window->document()->a()->editRanking(shorter, QStringLiteral("shorten"));
    QCOMPARE(m_steps->stepIndex(), m_steps->stepCount());
    QCOMPARE(m_steps->stepCount(), 10 + 1 + 1 + 2 + 1 + 1);
}

void TestStepThrough::coarseModeHasOneStepPerPosition()
{
    press(Qt::Key_F6);
    press(Qt::Key_Right);
    press(Qt::Key_Right);
    press(Qt::Key_C);
    QVERIFY(m_steps->isCoarse());
    QCOMPARE(m_steps->stepCount(), 5 + 1 + 1 + 5 + 1 + 1);
    // The place is kept: position 1 is under way, so the coarse step of position 1.
    QCOMPARE(m_steps->stepIndex(), 1);
    QCOMPARE(cell(0, RankingTableModel::Dcg), QStringLiteral("7.000"));
    QCOMPARE(cell(1, RankingTableModel::Gain), QStringLiteral("?"));
    press(Qt::Key_Right);
    QCOMPARE(cell(1, RankingTableModel::Dcg), QStringLiteral("8.893"));
    QCOMPARE(m_window->workbench()->dcgChart()->dcgSeries()->count(), 2);
}

void TestStepThrough::playStepsByItself()
{
    press(Qt::Key_F6);
    m_steps->panel()
        ->findChild<QObject *>(QStringLiteral("stepSpeed"))
        ->setProperty("currentIndex", 3);
    press(Qt::Key_P);
    QVERIFY(m_steps->isPlaying());
    QTRY_VERIFY_WITH_TIMEOUT(m_steps->stepIndex() >= 2, 5000);
    press(Qt::Key_P);
    QVERIFY(!m_steps->isPlaying());
    const int at = m_steps->stepIndex();
    QTest::qWait(800);
    QCOMPARE(m_steps->stepIndex(), at);
}

void TestStepThrough::everyExampleLoadsAndStepsToTheEnd_data()
{
    QTest::addColumn<QString>("id");
    const QStringList ids = Ndcg::exampleIds();
    for (const QString &id : ids)
        QTest::newRow(qPrintable(id)) << id;
}

void TestStepThrough::everyExampleLoadsAndStepsToTheEnd()
{
    QFETCH(QString, id);
    const auto scenario = Ndcg::loadExample(id);
    QVERIFY(scenario.ok());
    m_window->document()->loadScenario(*scenario, id);
    QCOMPARE(m_window->document()->a()->ranking(), scenario->a);
    press(Qt::Key_F6);
    const auto expected = Ndcg::buildSteps(*scenario, 0);
    QVERIFY(expected.ok());
    QCOMPARE(m_steps->stepCount(), int(expected->steps.size()));
    for (int i = 1; i <= m_steps->stepCount(); ++i) {
        press(Qt::Key_Right);
        const Ndcg::Step &step = expected->steps[i - 1];
        QCOMPARE(m_steps->panel()->narration(), step.narration);
        // Every cell shows "?" exactly when the step engine says it is not known yet.
        for (int r = 0; r < m_model->rowCount(); ++r) {
            for (int c = RankingTableModel::Gain; c < RankingTableModel::ColumnCount; ++c) {
                const bool known = step.revealed.isKnown(r + 1, RankingTableModel::stepCell(c));
                QCOMPARE(
                    m_model->data(m_model->index(r, c), RankingTableModel::HiddenRole).toBool(),
                    !known);
            }
        }
        const int curve
            = step.revealed.dcgTotal ? m_model->rowCount() : step.revealed.curvePosition();
        QCOMPARE(m_window->workbench()->dcgChart()->points().dcg.size(), curve);
    }
    QVERIFY(!m_window->workbench()->card()->headlineText().contains(QLatin1Char('?')));
    press(Qt::Key_Home);
    QCOMPARE(m_steps->stepIndex(), 0);
    press(Qt::Key_F6);
    QVERIFY(!m_steps->isStepping());
}

void TestStepThrough::hiddenAnswersAreRevealedOneAtATimeWithR()
{
    QVERIFY(!m_window->steps()->actions().revealNext->isEnabled());
    press(Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(m_steps->reveal()->isAnyHidden());
    QCOMPARE(cell(0, RankingTableModel::Gain), QStringLiteral("?"));
    QCOMPARE(cell(0, RankingTableModel::NdcgAtI), QStringLiteral("?"));
    ResultCard *card = m_window->workbench()->card();
    QVERIFY(card->headlineText().contains(QStringLiteral("? / ? = ?")));
    QVERIFY(card->metricsText().contains(QStringLiteral("?")));
    press(Qt::Key_R);
    QCOMPARE(cell(0, RankingTableModel::Gain), QStringLiteral("7"));
    QCOMPARE(cell(0, RankingTableModel::Discount), QStringLiteral("?"));
    for (int i = 0; i < 4; ++i)
        press(Qt::Key_R); // discount, gain·d(i), DCG@i, DCG@k
    QVERIFY(card->headlineText().contains(QStringLiteral("12.")));
    QVERIFY(card->headlineText().endsWith(QStringLiteral("?")));
    press(Qt::Key_R, Qt::ShiftModifier);
    QVERIFY(!m_steps->reveal()->isAnyHidden());
    QVERIFY(card->headlineText().endsWith(QStringLiteral("0.901")));
    QVERIFY(!m_window->steps()->actions().revealNext->isEnabled());
    // One quantity alone, from the menu.
    m_steps->reveal()->setHidden(RevealController::Quantity::IdcgColumn, true);
    QCOMPARE(cell(3, RankingTableModel::Idcg), QStringLiteral("?"));
    QCOMPARE(cell(3, RankingTableModel::Dcg), QStringLiteral("9.323"));
    // R only acts while something is hidden: otherwise typing R in the table is left alone.
    press(Qt::Key_R);
    QVERIFY(!m_steps->reveal()->isAnyHidden());
}

void TestStepThrough::leavingStepThroughShowsEveryNumberAgain()
{
    press(Qt::Key_F6);
    for (int i = 0; i < 7; ++i)
        press(Qt::Key_Right);
    press(Qt::Key_F6);
    QVERIFY(!m_steps->isStepping());
    QCOMPARE(currentCell(), QPoint(-1, -1));
    for (int c = RankingTableModel::Gain; c < RankingTableModel::ColumnCount; ++c)
        QVERIFY(!cell(4, c).contains(QLatin1Char('?')));
    Workbench *w = m_window->workbench();
    QCOMPARE(w->dcgChart()->dcgSeries()->count(), 5);
    QCOMPARE(w->dcgChart()->emphasisSeries()->count(), 0);
    QVERIFY(!w->formula()->plainText().contains(QStringLiteral("▶")));
    QVERIFY(w->card()->headlineText().endsWith(QStringLiteral("0.901")));
}

// Issue 21: the Examples menu (gallery, practice, Compare with the text) has its own
// controller; the step-through keeps the Step menu. Every action keeps its objectName and
// shortcut (the stage scripts find them by name), and sits in the menu of its controller.
void TestStepThrough::examplesAndStepThroughAreControllersOfTheirOwn_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QKeySequence>("shortcut");
    QTest::addColumn<bool>("examples");
    QTest::newRow("Ctrl+E opens the worked examples")
        << QStringLiteral("examplesGallery") << QKeySequence(Qt::CTRL | Qt::Key_E) << true;
    QTest::newRow("Ctrl+Shift+T compares with the text")
        << QStringLiteral("compareWithText") << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T)
        << true;
    QTest::newRow("F9 opens practice")
        << QStringLiteral("practice") << QKeySequence(Qt::Key_F9) << true;
    QTest::newRow("F6 steps through")
        << QStringLiteral("stepThrough") << QKeySequence(Qt::Key_F6) << false;
    QTest::newRow("R reveals the next")
        << QStringLiteral("revealNext") << QKeySequence(Qt::Key_R) << false;
    QTest::newRow("Ctrl+Shift+H hides the answers")
        << QStringLiteral("hideAnswers") << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H) << false;
}

void TestStepThrough::examplesAndStepThroughAreControllersOfTheirOwn()
{
    QFETCH(QString, name);
    QFETCH(QKeySequence, shortcut);
    QFETCH(bool, examples);
    ExamplesController *controller = m_window->examples();
    QVERIFY(controller);
    QVERIFY(controller != static_cast<QObject *>(m_steps));
    const QList<QAction *> found = m_window->findChildren<QAction *>(name);
    QCOMPARE(found.size(), 1);
    QAction *action = found.first();
    QCOMPARE(action->shortcut(), shortcut);
    QCOMPARE(controller->menu()->actions().contains(action), examples);
    QCOMPARE(m_steps->stepMenu()->actions().contains(action), !examples);
    // Practice asks for the step-through; the step controller starts it.
    if (name == QLatin1String("practice")) {
        QVERIFY(!m_steps->isStepping());
        emit controller->practice()->stepThroughRequested(m_window->document()->scenario());
        QVERIFY(m_steps->isStepping());
        QCOMPARE(m_steps->stepIndex(), 0);
    }
}

// The Examples menu's parts are reached through the ExamplesController (MainWindow::examples())
// alone: the step controller names none of them.
void TestStepThrough::theStepControllerHandsOverNoPartOfTheExamples()
{
    QVERIFY(!forwardsExamples<StepController>);
    ExamplesController *examples = m_window->examples();
    QVERIFY(examples->gallery());
    QVERIFY(examples->practice());
    QVERIFY(examples->textFiguresPanel());
    QCOMPARE(examples->menu()->actions().count(examples->actions().practice), 1);
    QVERIFY(!m_steps->stepMenu()->actions().contains(examples->actions().examplesGallery));
}

void TestStepThrough::screenshots()
{
    const QString dir = qEnvironmentVariable("NDCG_STEP_SCREENSHOTS");
    // NDCG_STEP_LANG=zh_CN: the same pictures in Chinese.
    QTranslator translator;
    const QString language = qEnvironmentVariable("NDCG_STEP_LANG");
    if (!language.isEmpty()) {
        QVERIFY(translator.load(QLocale(language), QStringLiteral("ndcg-explorer"),
            QStringLiteral("_"), QStringLiteral(":/i18n")));
        QCoreApplication::installTranslator(&translator);
        QLocale::setDefault(QLocale(language));
    }
    const QString suffix = language.isEmpty() ? QString() : QLatin1Char('-') + language;
    const QStringList ids = dir.isEmpty()
        ? QStringList {QStringLiteral("003-example")}
        : QStringList {QStringLiteral("000-prose"), QStringLiteral("001-example-1"),
            QStringLiteral("001-systems-ab"), QStringLiteral("002-lipsticks-ab"),
            QStringLiteral("003-example"), QStringLiteral("004-precision-ndcg")};
    // Small before large: a window zoomed for 1920×1080 cannot shrink below its zoomed minimum.
    const QList<QSize> sizes = {QSize(1280, 800), QSize(1920, 1080)};
    for (const QSize &size : sizes) {
        m_window->resize(size);
        for (const QString &id : ids) {
            const auto scenario = Ndcg::loadExample(id);
            QVERIFY(scenario.ok());
            m_window->document()->loadScenario(*scenario, id);
            m_steps->setStepping(true);
            QApplication::processEvents();
            const int count = m_steps->stepCount();
            const int order = int(m_steps->sequence().indexOf(1, Ndcg::StepCell::IdealGrade));
            const QList<std::pair<QString, int>> points
                = {{QStringLiteral("start"), 1}, {QStringLiteral("middle"), count / 3},
                    {QStringLiteral("ideal"), order + 3}, {QStringLiteral("end"), count}};
            for (const auto &[name, index] : points) {
                m_steps->goToStep(index);
                QTest::qWait(dir.isEmpty() ? 0 : 1300); // let the reordering finish sliding
                QApplication::processEvents();
                const QImage image = m_window->grab().toImage();
                // The step strip fits without growing the window.
                QCOMPARE(image.size(), size);
                if (!dir.isEmpty()) {
                    QDir().mkpath(dir);
                    QVERIFY(image.save(QStringLiteral("%1/%2-%3x%4-%5%6.png")
                                           .arg(dir, id)
                                           .arg(size.width())
                                           .arg(size.height())
                                           .arg(name, suffix)));
                }
            }
            m_steps->setStepping(false);
        }
    }
}

QTEST_MAIN(TestStepThrough)
#include "tst_stepthrough.moc"
