// Playing a lesson (issue 22): SceneBridge::apply() shows a scene in the window (the scenario,
// the view, the step, hidden answers and revealed cells, the side panels, the zoom) and
// capture() gives the scene back; LessonPlayer walks a lesson with a clicker's keys (PageDown
// through every step and reveal to the last scene, PageUp back, a number and Enter to jump,
// Esc to stop); both bundled lessons play to their end with PageDown alone; a lesson written
// to a file and read back plays identically, press by press.

#include "classroom/presentercontroller.h"
#include "classroom/presenterwindow.h"
#include "comparison/comparisoncontroller.h"
#include "comparison/comparisonview.h"
#include "document/rankingdocument.h"
#include "document/scenariodocument.h"
#include "document/settingsstore.h"
#include "lesson.h"
#include "lesson/lessonbanner.h"
#include "lesson/lessonplayer.h"
#include "lesson/lessonprogressstrip.h"
#include "lesson/scenebridge.h"
#include "mainwindow.h"
#include "runs/runsmeansmodel.h"
#include "runs/runsmodel.h"
#include "runs/runswindow.h"
#include "stepthrough/examplescontroller.h"
#include "stepthrough/lessonstate.h"
#include "stepthrough/stepcontroller.h"
#include "style/interfacescale.h"
#include "workbench/workbench.h"

#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QScreen>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <memory>

Q_DECLARE_METATYPE(Ndcg::Scene)

using Ndcg::LessonQuantity;
using Ndcg::ScenePanel;
using Ndcg::SceneView;

namespace {

Ndcg::Scene exampleScene(const QString &id, SceneView view = SceneView::Workbench)
{
    Ndcg::Scene scene;
    scene.title = {QStringLiteral("Scene of %1").arg(id), QStringLiteral("%1 的场景").arg(id)};
    scene.narration = {QStringLiteral("Look at %1.").arg(id), QStringLiteral("看 %1。").arg(id)};
    scene.notes = {QStringLiteral("Notes on %1.").arg(id), QString()};
    scene.source.example = id;
    scene.show.view = view;
    return scene;
}

// Five graded results, k = 5 (3, 2, 0, 1, 3): the opening ranking, embedded.
Ndcg::Scenario fiveGrades()
{
    Ndcg::Scenario scenario;
    const double grades[] = {3, 2, 0, 1, 3};
    for (int i = 0; i < 5; ++i)
        scenario.a.items.append(
            Ndcg::Item {grades[i], QStringLiteral("d%1").arg(i + 1), std::nullopt});
    scenario.settings.cutoff = 5;
    scenario.settings.gain = Ndcg::Gain::Linear;
    return scenario;
}

// A lesson of three scenes: a quiz (NDCG@k hidden, a question), a step-through from step 0,
// two rankings with the swaps panel.
Ndcg::Lesson smallLesson()
{
    Ndcg::Lesson lesson;
    lesson.title = {QStringLiteral("Small"), QStringLiteral("小")};
    Ndcg::Scene quiz;
    quiz.title = {QStringLiteral("Predict"), QStringLiteral("预测")};
    quiz.narration = {QStringLiteral("Predict NDCG@5."), QStringLiteral("预测 NDCG@5。")};
    quiz.source.scenario = fiveGrades();
    quiz.show.hidden
        = {LessonQuantity::DcgTotal, LessonQuantity::NdcgColumn, LessonQuantity::NdcgTotal};
    Ndcg::Question question;
    question.kind = Ndcg::QuestionKind::Predict;
    question.quantity = Ndcg::Quantity::Ndcg;
    quiz.question = question;
    lesson.scenes.append(quiz);
    Ndcg::Scene steps = exampleScene(QStringLiteral("000-prose"));
    steps.show.step = 0;
    lesson.scenes.append(steps);
    Ndcg::Scene two = exampleScene(QStringLiteral("002-lipsticks-ab"), SceneView::TwoRankings);
    two.show.panels = {ScenePanel::Swaps};
    lesson.scenes.append(two);
    return lesson;
}

} // namespace

class TestLessonPlayer : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void applySetsTheWindow_data();
    void applySetsTheWindow();
    void applyShowsTheRunsWindow();
    void refusedSceneLeavesTheWindowAsItWas();
    void captureGivesTheSceneBack_data();
    void captureGivesTheSceneBack();
    void pageDownWalksEveryStepAndRevealToTheLastScene();
    void pageUpGoesBackThroughTheMomentsThenToThePreviousScene();
    void numberAndEnterJumpToAScene();
    void escStopsAndLeavesPresenterMode();
    void cancelledSavePromptDoesNotPlay();
    void answerHiddenUntilR();
    void aStepThatWouldShowTheAnswerShowsTheAnswerFirst();
    void aQuestionsNumberInSightAtTheStartIsHidden();
    void narrationInEitherLanguageOrBoth();
    void progressStripNamesAndGoesToScenes();
    void bundledLessonsPlayToTheEndWithPageDownAlone_data();
    void bundledLessonsPlayToTheEndWithPageDownAlone();
    void savedLessonPlaysIdentically();
    void sceneZoomStopsAtTheScreensCap();
    void presenterWindowShowsNotesAndTheNextScene();
    void runsWindowHidesTheVerdictUntilTheAnswer();

private:
    // What the window shows, as one comparable value.
    struct Shown
    {
        int scene = 0;
        ViewState view;
        QString page; // the views' current widget
        bool stepping = false;
        int step = 0;
        bool coarse = false;
        QList<ScenePanel> panels;
        double zoom = 0;
        bool runs = false;
        bool answer = false;
        friend bool operator==(const Shown &, const Shown &) = default;
    };
    Shown shown() const;
    void press(Qt::Key key);
    SceneBridge *bridge() const { return m_window->sceneBridge(); }
    LessonPlayer *player() const { return m_window->lessonPlayer(); }
    LessonState *state() const { return m_window->lesson(); }
    RunsWindow *runsWindow() const { return m_window->findChild<RunsWindow *>(); }

    std::unique_ptr<MainWindow> m_window;
};

void TestLessonPlayer::init()
{
    SettingsStore::settings().clear();
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestLessonPlayer::cleanup()
{
    if (m_window) {
        player()->stop();
        m_window->presenter()->setActive(false);
    }
    m_window.reset();
}

TestLessonPlayer::Shown TestLessonPlayer::shown() const
{
    Shown s;
    s.scene = player()->isPlaying() ? player()->sceneIndex() : -1;
    s.view = state()->viewState();
    QWidget *page = m_window->views()->currentWidget();
    s.page = page == m_window->workbench()       ? QStringLiteral("workbench")
        : page == m_window->comparison()->view() ? QStringLiteral("comparison")
                                                 : QStringLiteral("other");
    s.stepping = state()->isStepping();
    s.step = state()->stepIndex();
    s.coarse = m_window->steps()->isCoarse();
    s.panels = bridge()->openPanels();
    s.zoom = m_window->presenter()->zoom();
    s.runs = runsWindow() && runsWindow()->isVisible();
    s.answer = player()->isAnswerShown();
    return s;
}

void TestLessonPlayer::press(Qt::Key key)
{
    QWidget *target = QApplication::focusWidget() ? QApplication::focusWidget() : m_window.get();
    QTest::keyClick(target, key);
}

void TestLessonPlayer::applySetsTheWindow_data()
{
    QTest::addColumn<Ndcg::Scene>("scene");
    QTest::addColumn<QString>("page");
    QTest::addColumn<int>("step"); // -1: not stepping
    QTest::addColumn<int>("positions"); // the ranking A's length the table shows

    Ndcg::Scene plain = exampleScene(QStringLiteral("003-code"));
    QTest::newRow("a bundled example on the workbench") << plain << "workbench" << -1 << 10;

    Ndcg::Scene stepped = exampleScene(QStringLiteral("003-code"));
    stepped.show.step = 7;
    QTest::newRow("a step-through at step 7") << stepped << "workbench" << 7 << 10;

    Ndcg::Scene coarse = exampleScene(QStringLiteral("000-prose"));
    coarse.show.step = 2;
    coarse.show.coarseSteps = true;
    QTest::newRow("coarse steps at step 2") << coarse << "workbench" << 2 << 0;

    Ndcg::Scene clamped = exampleScene(QStringLiteral("000-prose"));
    clamped.show.step = 100000;
    QTest::newRow("a step past the last is the last") << clamped << "workbench" << 100000 << 0;

    Ndcg::Scene hidden = exampleScene(QStringLiteral("003-code"));
    hidden.show.hidden = {LessonQuantity::GainColumn, LessonQuantity::DcgColumn,
        LessonQuantity::NdcgTotal, LessonQuantity::Metrics};
    hidden.show.revealed = {{2, LessonQuantity::GainColumn}, {4, LessonQuantity::DcgColumn}};
    QTest::newRow("hidden answers with two cells revealed") << hidden << "workbench" << -1 << 10;

    Ndcg::Scene two = exampleScene(QStringLiteral("002-lipsticks-ab"), SceneView::TwoRankings);
    two.show.panels = {ScenePanel::Swaps, ScenePanel::Conventions};
    QTest::newRow("two rankings with the swaps and the conventions")
        << two << "comparison" << -1 << 0;

    Ndcg::Scene aOnly = exampleScene(QStringLiteral("002-lipsticks-ab"), SceneView::Workbench);
    QTest::newRow("an example with B on the workbench shows A alone")
        << aOnly << "workbench" << -1 << 0;

    Ndcg::Scene text = exampleScene(QStringLiteral("004-precision-ndcg"));
    text.show.panels = {ScenePanel::TextFigures};
    text.show.hidden = {LessonQuantity::NdcgTotal};
    QTest::newRow("Compare with the text with NDCG@k hidden") << text << "workbench" << -1 << 0;

    Ndcg::Scene embedded;
    embedded.source.scenario = fiveGrades();
    embedded.show.zoom = 1.75;
    embedded.show.step = 3;
    QTest::newRow("an embedded scenario at zoom 1.75") << embedded << "workbench" << 3 << 5;
}

void TestLessonPlayer::applySetsTheWindow()
{
    QFETCH(Ndcg::Scene, scene);
    QFETCH(QString, page);
    QFETCH(int, step);
    QFETCH(int, positions);

    QCOMPARE(bridge()->apply(scene), QString());
    const Shown s = shown();
    QCOMPARE(s.page, page);
    // The document is the scene's scenario (A alone on the workbench).
    const Ndcg::Scenario expected = Ndcg::sceneScenario(scene).value();
    QCOMPARE(m_window->document()->a()->ranking(), expected.a);
    QCOMPARE(m_window->document()->isComparison(), page == QLatin1String("comparison"));
    QVERIFY(!m_window->document()->isModified());
    if (positions > 0)
        QCOMPARE(m_window->document()->a()->ranking().items.size(), positions);
    // The step (clamped to the steps there are).
    QCOMPARE(s.stepping, step >= 0);
    QCOMPARE(s.view.isStepping(), step >= 0);
    if (step >= 0) {
        QVERIFY(state()->stepCount() > 0);
        QCOMPARE(s.step, std::min(step, state()->stepCount()));
        QCOMPARE(m_window->steps()->stepDock()->isHidden(), false);
    } else {
        QVERIFY(m_window->steps()->stepDock()->isHidden());
    }
    QCOMPARE(s.coarse, scene.show.coarseSteps);
    // Hidden quantities and revealed cells, by position of the two enums.
    QList<ViewState::Quantity> hidden;
    for (LessonQuantity q : scene.show.hidden)
        hidden.append(ViewState::Quantity(int(q)));
    QCOMPARE(s.view.hidden, hidden);
    QList<ViewState::Cell> cells;
    for (const Ndcg::LessonCell &c : scene.show.revealed)
        cells.append(ViewState::Cell {c.position, ViewState::Quantity(int(c.quantity))});
    QCOMPARE(s.view.revealedCells, cells);
    QCOMPARE(state()->reveal()->canHideLast(), false); // the scene's start: nothing to take back
    if (!scene.show.revealed.isEmpty()) {
        // Revealed on its own: gain₂ shows, gain₁ does not.
        QVERIFY(s.view.shows(2, Ndcg::StepCell::Gain));
        QVERIFY(!s.view.shows(1, Ndcg::StepCell::Gain));
    }
    // The panels: open exactly those of the scene, the last in front.
    QCOMPARE(m_window->comparison()->swapDock()->isHidden(),
        !scene.show.panels.contains(ScenePanel::Swaps));
    QCOMPARE(m_window->comparison()->conventionDock()->isHidden(),
        !scene.show.panels.contains(ScenePanel::Conventions));
    QCOMPARE(m_window->examples()->textFiguresDock()->isHidden(),
        !scene.show.panels.contains(ScenePanel::TextFigures));
    QCOMPARE(s.panels, scene.show.panels);
    // The zoom (outside presenter mode there is no cap).
    QCOMPARE(s.zoom, scene.show.zoom);

    // A second scene replaces everything of the first: panels close, steps end, answers show.
    QCOMPARE(bridge()->apply(exampleScene(QStringLiteral("000-prose"))), QString());
    const Shown after = shown();
    QCOMPARE(after.page, QStringLiteral("workbench"));
    QVERIFY(!after.stepping);
    QVERIFY(after.view.hidden.isEmpty());
    QVERIFY(after.panels.isEmpty());
    QCOMPARE(after.zoom, 1.0);
}

void TestLessonPlayer::applyShowsTheRunsWindow()
{
    // The runs window on the sample, its queries tab, the measure ndcg (no cut-off); the main
    // window holds query 402's two rankings (bm25 as A, rerank as B).
    Ndcg::Scene scene;
    scene.source.runsQuery = QStringLiteral("402");
    scene.show.view = SceneView::Runs;
    scene.show.runsTab = Ndcg::RunsTab::Queries;
    scene.show.runsMeasure = QStringLiteral("ndcg");
    const auto expected = Ndcg::sceneScenario(scene);
    QVERIFY2(expected.ok(), qPrintable(expected ? QString() : expected.error().message));
    QCOMPARE(bridge()->apply(scene), QString());
    RunsWindow *runs = runsWindow();
    QVERIFY(runs);
    QVERIFY(runs->isVisible());
    QCOMPARE(runs->tabs()->currentWidget(), runs->queryTable());
    QTRY_VERIFY_WITH_TIMEOUT(runs->model()->comparison().has_value(), 60000);
    QVERIFY(runs->model()->isSample());
    QCOMPARE(runs->model()->comparison()->measures.value(runs->model()->measure()),
        QStringLiteral("ndcg"));
    QCOMPARE(m_window->document()->a()->ranking(), expected->a);
    QVERIFY(m_window->document()->isComparison());
    QCOMPARE(m_window->document()->b()->ranking(), *expected->b);
    QCOMPARE(bridge()->currentView(), SceneView::Runs);
    const Ndcg::Scene captured = bridge()->capture();
    QCOMPARE(captured.source, scene.source);
    QCOMPARE(captured.show, scene.show);

    // The charts tab and ndcg_cut_10, the comparison already there.
    scene.show.runsTab = Ndcg::RunsTab::Charts;
    scene.show.runsMeasure = QStringLiteral("ndcg_cut_10");
    QCOMPARE(bridge()->apply(scene), QString());
    QVERIFY(runs->tabs()->currentWidget() != runs->queryTable());
    QCOMPARE(runs->model()->comparison()->measures.value(runs->model()->measure()),
        QStringLiteral("ndcg_cut_10"));
    // A measure Evaluate runs does not compute is refused, nothing changed.
    scene.show.runsMeasure = QStringLiteral("ndcg_cut_7");
    QVERIFY(!bridge()->apply(scene).isEmpty());
    QCOMPARE(runs->model()->comparison()->measures.value(runs->model()->measure()),
        QStringLiteral("ndcg_cut_10"));
    // Another view hides the runs window.
    QCOMPARE(bridge()->apply(exampleScene(QStringLiteral("003-code"))), QString());
    QVERIFY(!runs->isVisible());
    QCOMPARE(bridge()->currentView(), SceneView::Workbench);
}

void TestLessonPlayer::refusedSceneLeavesTheWindowAsItWas()
{
    Ndcg::Scene first = exampleScene(QStringLiteral("003-code"));
    first.show.step = 4;
    first.show.hidden = {LessonQuantity::NdcgTotal};
    first.show.panels = {ScenePanel::Conventions};
    QCOMPARE(bridge()->apply(first), QString());
    const Shown before = shown();
    const Ndcg::Scenario scenario = m_window->document()->scenario();

    // 003-code has no ranking B; a missing example; Compare with the text of an embedded
    // scenario without a text.
    Ndcg::Scene noB = exampleScene(QStringLiteral("003-code"), SceneView::TwoRankings);
    Ndcg::Scene missing = exampleScene(QStringLiteral("999-no-such-example"));
    Ndcg::Scene noText;
    noText.source.scenario = fiveGrades();
    noText.show.panels = {ScenePanel::TextFigures};
    for (const Ndcg::Scene &bad : {noB, missing, noText}) {
        const QString error = bridge()->apply(bad);
        QVERIFY(!error.isEmpty());
        QCOMPARE(shown(), before);
        QCOMPARE(m_window->document()->scenario(), scenario);
    }
}

void TestLessonPlayer::captureGivesTheSceneBack_data()
{
    QTest::addColumn<Ndcg::Scene>("scene");
    Ndcg::Scene stepped = exampleScene(QStringLiteral("003-code"));
    stepped.show.step = 12;
    stepped.show.hidden = {LessonQuantity::IdcgTotal, LessonQuantity::NdcgColumn};
    stepped.show.revealed = {{3, LessonQuantity::NdcgColumn}};
    stepped.show.zoom = 1.5;
    QTest::newRow("an example stepped with hidden answers") << stepped;
    Ndcg::Scene two = exampleScene(QStringLiteral("001-systems-ab"), SceneView::TwoRankings);
    two.show.panels = {ScenePanel::Conventions, ScenePanel::Swaps};
    QTest::newRow("two rankings, two panels") << two;
    Ndcg::Scene embedded;
    embedded.source.scenario = fiveGrades();
    embedded.show.coarseSteps = true;
    embedded.show.step = 2;
    QTest::newRow("an embedded scenario with coarse steps") << embedded;
    Ndcg::Scene query;
    query.source.runsQuery = QStringLiteral("405");
    query.show.view = SceneView::TwoRankings;
    query.show.hidden = {LessonQuantity::NdcgTotal};
    QTest::newRow("a query of the runs sample") << query;
    Ndcg::Scene text = exampleScene(QStringLiteral("004-precision-ndcg"));
    text.show.panels = {ScenePanel::TextFigures};
    QTest::newRow("Compare with the text") << text;
}

void TestLessonPlayer::captureGivesTheSceneBack()
{
    QFETCH(Ndcg::Scene, scene);
    QCOMPARE(bridge()->apply(scene), QString());
    Ndcg::Scene captured = bridge()->capture();
    QVERIFY(captured.title.isEmpty() && captured.narration.isEmpty() && captured.notes.isEmpty());
    Ndcg::Scene expected = scene;
    expected.title = {};
    expected.narration = {};
    expected.notes = {};
    QCOMPARE(captured.source, expected.source);
    QCOMPARE(captured.show, expected.show);
    // An edit makes the scenario the window's own: captured embedded, as it stands.
    m_window->document()->a()->editItemText(
        RankingDocument::List::Ranking, 0, RankingDocument::Field::Grade, QStringLiteral("1"));
    captured = bridge()->capture();
    QVERIFY(captured.source.example.isEmpty());
    QVERIFY(captured.source.runsQuery.isEmpty());
    QVERIFY(captured.source.scenario.has_value());
    QCOMPARE(*captured.source.scenario, m_window->document()->scenario());
    // And applying the capture shows the same again.
    const Shown before = shown();
    QCOMPARE(bridge()->apply(captured), QString());
    QCOMPARE(shown().view, before.view);
    QCOMPARE(m_window->document()->scenario(), *captured.source.scenario);
}

void TestLessonPlayer::pageDownWalksEveryStepAndRevealToTheLastScene()
{
    const Ndcg::Lesson lesson = smallLesson();
    QVERIFY(player()->play(lesson));
    QVERIFY(player()->isPlaying());
    QVERIFY(m_window->presenter()->isActive());
    QCOMPARE(player()->sceneIndex(), 0);
    // Scene 1: three hidden quantities (DCG@k, the NDCG@i column, NDCG@k). Each press reveals
    // one in R's order, but the press that would show the question's number (NDCG@5: row 5 of
    // the NDCG@i column) shows the answer first; then the reveals go on.
    QCOMPARE(state()->viewState().hidden.size(), 3);
    press(Qt::Key_PageDown);
    QCOMPARE(state()->viewState().hidden.size(), 2);
    QVERIFY(!player()->isAnswerShown());
    QVERIFY(!state()->viewState().shows(5, Ndcg::StepCell::Ndcg));
    press(Qt::Key_Space);
    QVERIFY(player()->isAnswerShown());
    QCOMPARE(state()->viewState().hidden.size(), 2);
    QVERIFY(!state()->viewState().shows(5, Ndcg::StepCell::Ndcg));
    for (int i = 1; i >= 0; --i) {
        press(Qt::Key_PageDown);
        QCOMPARE(player()->sceneIndex(), 0);
        QCOMPARE(state()->viewState().hidden.size(), i);
    }
    press(Qt::Key_Right);
    QCOMPARE(player()->sceneIndex(), 1);
    // Scene 2: a step-through from step 0; each press is the next step, as → is.
    QVERIFY(state()->isStepping());
    QCOMPARE(state()->stepIndex(), 0);
    const int steps = state()->stepCount();
    QVERIFY(steps > 5);
    for (int i = 1; i <= steps; ++i) {
        press(Qt::Key_PageDown);
        QCOMPARE(player()->sceneIndex(), 1);
        QCOMPARE(state()->stepIndex(), i);
    }
    press(Qt::Key_PageDown);
    QCOMPARE(player()->sceneIndex(), 2);
    QCOMPARE(shown().page, QStringLiteral("comparison"));
    QVERIFY(!m_window->comparison()->swapDock()->isHidden());
    // The last scene has nothing more: forward stays there.
    press(Qt::Key_PageDown);
    QCOMPARE(player()->sceneIndex(), 2);
    QVERIFY(player()->isPlaying());
    QVERIFY(player()->error().isEmpty());
}

void TestLessonPlayer::pageUpGoesBackThroughTheMomentsThenToThePreviousScene()
{
    Ndcg::Lesson lesson = smallLesson();
    // Scene 2 hides the gain column too: steps and reveals interleave (→ reveals a step's
    // hidden value before it goes on).
    lesson.scenes[1].show.hidden = {LessonQuantity::GainColumn};
    QVERIFY(player()->play(lesson, 1));
    QCOMPARE(player()->sceneIndex(), 1);
    QList<Shown> moments {shown()};
    for (int i = 0; i < 12; ++i) {
        press(Qt::Key_PageDown);
        QCOMPARE(player()->sceneIndex(), 1);
        moments.append(shown());
        QVERIFY(!(moments.last() == moments[moments.size() - 2])); // every press shows more
    }
    // Back, one moment at a time, to the scene's start.
    for (int i = moments.size() - 2; i >= 0; --i) {
        press(Qt::Key_PageUp);
        QCOMPARE(shown(), moments[i]);
    }
    // Then the previous scene, at its start (everything hidden again, no answer).
    press(Qt::Key_Left);
    QCOMPARE(player()->sceneIndex(), 0);
    QCOMPARE(state()->viewState().hidden.size(), 3);
    QVERIFY(!player()->isAnswerShown());
    // Nothing before the first scene.
    press(Qt::Key_PageUp);
    QCOMPARE(player()->sceneIndex(), 0);
    // End and Home.
    press(Qt::Key_End);
    QCOMPARE(player()->sceneIndex(), 2);
    press(Qt::Key_Home);
    QCOMPARE(player()->sceneIndex(), 0);
}

void TestLessonPlayer::numberAndEnterJumpToAScene()
{
    QVERIFY(player()->play(smallLesson()));
    press(Qt::Key_3);
    QCOMPARE(player()->progressStrip()->label(), LessonProgressStrip::tr("Go to scene: %1").arg(3));
    QCOMPARE(player()->sceneIndex(), 0);
    press(Qt::Key_Return);
    QCOMPARE(player()->sceneIndex(), 2);
    QCOMPARE(player()->progressStrip()->label(),
        LessonProgressStrip::tr("Scene %1 of %2").arg(3).arg(3));
    // G, then the number.
    press(Qt::Key_G);
    press(Qt::Key_2);
    press(Qt::Key_Enter);
    QCOMPARE(player()->sceneIndex(), 1);
    // No such scene: nothing happens.
    press(Qt::Key_9);
    press(Qt::Key_Return);
    QCOMPARE(player()->sceneIndex(), 1);
    // Esc while typing cancels the number, not the lesson.
    press(Qt::Key_1);
    press(Qt::Key_Escape);
    QVERIFY(player()->isPlaying());
    press(Qt::Key_Return);
    QCOMPARE(player()->sceneIndex(), 1);
}

void TestLessonPlayer::escStopsAndLeavesPresenterMode()
{
    QSignalSpy stopped(player(), &LessonPlayer::stopped);
    QVERIFY(player()->play(smallLesson(), 2));
    QVERIFY(m_window->presenter()->isActive());
    QVERIFY(!player()->dock()->isHidden());
    press(Qt::Key_Escape);
    QVERIFY(!player()->isPlaying());
    QCOMPARE(stopped.size(), 1);
    QVERIFY(!m_window->presenter()->isActive());
    QVERIFY(player()->dock()->isHidden());
    // The keys are the window's again: PageDown no longer goes anywhere.
    const Shown before = shown();
    press(Qt::Key_PageDown);
    QCOMPARE(shown(), before);
    // Leaving presenter mode (F5) stops playing too.
    QVERIFY(player()->play(smallLesson()));
    m_window->presenter()->setActive(false);
    QVERIFY(!player()->isPlaying());
    QCOMPARE(stopped.size(), 2);
}

void TestLessonPlayer::cancelledSavePromptDoesNotPlay()
{
    int asked = 0;
    bool answer = false;
    player()->setSaveCheck([&] {
        ++asked;
        return answer;
    });
    const Ndcg::Scenario before = m_window->document()->scenario();
    QVERIFY(!player()->play(smallLesson()));
    QCOMPARE(asked, 1);
    QVERIFY(!player()->isPlaying());
    QVERIFY(!m_window->presenter()->isActive());
    QCOMPARE(m_window->document()->scenario(), before);
    answer = true;
    QVERIFY(player()->play(smallLesson()));
    QCOMPARE(asked, 2);
    // Once: the scenes that follow ask nothing.
    press(Qt::Key_End);
    press(Qt::Key_Home);
    QCOMPARE(asked, 2);
    // A lesson without scenes is refused with the reason.
    player()->stop();
    QVERIFY(!player()->play(Ndcg::Lesson {}));
    QVERIFY(!player()->error().isEmpty());
}

void TestLessonPlayer::answerHiddenUntilR()
{
    const Ndcg::Lesson lesson = smallLesson();
    const auto answer = Ndcg::answerQuestion(lesson.scenes[0]);
    QVERIFY(answer.ok());
    // NDCG@5 of 3, 2, 0, 1, 3 (linear gain, log2 discount): computed here, independently.
    double dcg = 0;
    double idcg = 0;
    const double grades[] = {3, 2, 0, 1, 3};
    const double ideal[] = {3, 3, 2, 1, 0};
    for (int i = 0; i < 5; ++i) {
        dcg += grades[i] / std::log2(i + 2.0);
        idcg += ideal[i] / std::log2(i + 2.0);
    }
    QVERIFY(answer->value.has_value());
    QVERIFY(std::abs(*answer->value - dcg / idcg) < 1e-12);

    player()->setLanguage(LessonPlayer::Language::English);
    QVERIFY(player()->play(lesson));
    QVERIFY(player()->questionText().contains(
        Ndcg::questionText(lesson.scenes[0], QStringLiteral("en"))));
    QVERIFY(!player()->answerText().contains(answer->text));
    QVERIFY(!player()->banner()->answer().contains(answer->text));
    press(Qt::Key_R);
    QVERIFY(player()->isAnswerShown());
    QVERIFY(player()->answerText().contains(answer->text));
    // R again reveals the hidden answers in the table, one by one.
    const qsizetype hidden = state()->viewState().hidden.size();
    press(Qt::Key_R);
    QCOMPARE(state()->viewState().hidden.size(), hidden - 1);
    // A choice: the choices are shown, the figures that answer it are not (NDCG@5 of A and
    // B); a convention's figure is part of its question.
    Ndcg::Scene choose = exampleScene(QStringLiteral("002-lipsticks-ab"), SceneView::TwoRankings);
    choose.question = Ndcg::Question {};
    choose.question->kind = Ndcg::QuestionKind::BetterRanking;
    const auto chosen = Ndcg::answerQuestion(choose);
    QVERIFY(chosen.ok());
    Ndcg::Lesson choices;
    choices.scenes = {choose};
    player()->stop();
    QVERIFY(player()->play(choices));
    for (const QString &choice : chosen->choices)
        QVERIFY(player()->questionText().contains(choice));
    if (!chosen->figure.isEmpty())
        QVERIFY(!player()->questionText().contains(chosen->figure));
    QVERIFY(!player()->answerText().contains(chosen->text));
    press(Qt::Key_R);
    QVERIFY(player()->answerText().contains(chosen->text));
    QVERIFY(player()->answerText().contains(chosen->detail)); // the values behind it, now
    player()->stop();
    QVERIFY(player()->play(lesson));
    // The presenter sees the notes' answer from the start of the scene and the next scene.
    press(Qt::Key_Home);
    QVERIFY(player()->notesText().contains(answer->text));
    QVERIFY(player()->nextSceneText().contains(lesson.scenes[1].title.en));
}

void TestLessonPlayer::aStepThatWouldShowTheAnswerShowsTheAnswerFirst()
{
    // "Predict DCG@3" at step 0 of a step-through: the steps go on until the one that would
    // compute DCG@3; that press shows the answer, the next one the step.
    Ndcg::Lesson lesson;
    Ndcg::Scene scene;
    scene.source.scenario = fiveGrades();
    scene.show.step = 0;
    Ndcg::Question question;
    question.quantity = Ndcg::Quantity::Dcg;
    question.position = 3;
    scene.question = question;
    lesson.scenes = {scene, exampleScene(QStringLiteral("000-prose"))};
    QVERIFY(player()->play(lesson));
    int presses = 0;
    while (!player()->isAnswerShown() && presses < 100) {
        QVERIFY(!state()->viewState().shows(3, Ndcg::StepCell::Dcg));
        press(Qt::Key_PageDown);
        ++presses;
    }
    QVERIFY(player()->isAnswerShown());
    QVERIFY(!state()->viewState().shows(3, Ndcg::StepCell::Dcg));
    const int step = state()->stepIndex();
    press(Qt::Key_PageDown);
    QCOMPARE(state()->stepIndex(), step + 1);
    QVERIFY(state()->viewState().shows(3, Ndcg::StepCell::Dcg));
    // Back: the step, then the answer hidden again.
    press(Qt::Key_PageUp);
    QCOMPARE(state()->stepIndex(), step);
    QVERIFY(player()->isAnswerShown());
    press(Qt::Key_PageUp);
    QVERIFY(!player()->isAnswerShown());
    QCOMPARE(state()->stepIndex(), step);
}

void TestLessonPlayer::aQuestionsNumberInSightAtTheStartIsHidden()
{
    // "Predict NDCG@5" with NDCG@k hidden alone: row 5 of the NDCG@i column would give it
    // away; and "Predict DCG@5" with nothing hidden at all.
    Ndcg::Lesson lesson;
    Ndcg::Scene ndcg;
    ndcg.source.scenario = fiveGrades();
    ndcg.show.hidden = {LessonQuantity::NdcgTotal};
    ndcg.question = Ndcg::Question {};
    Ndcg::Scene dcg = ndcg;
    dcg.show.hidden.clear();
    dcg.question->quantity = Ndcg::Quantity::Dcg;
    lesson.scenes = {ndcg, dcg};
    QVERIFY(player()->play(lesson));
    QVERIFY(!state()->viewState().shows(5, Ndcg::StepCell::Ndcg));
    QVERIFY(!state()->viewState().showsTotal(ViewState::Quantity::NdcgTotal));
    QVERIFY(state()->viewState().shows(5, Ndcg::StepCell::Dcg)); // the rest stays shown
    press(Qt::Key_R);
    QVERIFY(player()->isAnswerShown());
    // Then forward reveals them, and the next scene.
    while (player()->sceneIndex() == 0)
        press(Qt::Key_PageDown);
    QCOMPARE(player()->sceneIndex(), 1);
    QVERIFY(!state()->viewState().shows(5, Ndcg::StepCell::Dcg));
    QVERIFY(!state()->viewState().showsTotal(ViewState::Quantity::DcgTotal));
    QVERIFY(state()->viewState().shows(5, Ndcg::StepCell::Ndcg));
    // The saved scene is as written: the bridge alone hides only what the scene says.
    QCOMPARE(bridge()->apply(lesson.scenes[1]), QString());
    QVERIFY(state()->viewState().hidden.isEmpty());
}

void TestLessonPlayer::narrationInEitherLanguageOrBoth()
{
    const Ndcg::Lesson lesson = smallLesson();
    const Ndcg::Scene &scene = lesson.scenes[0];
    player()->setLanguage(LessonPlayer::Language::Chinese);
    QVERIFY(player()->play(lesson));
    QCOMPARE(player()->narrationText(), scene.narration.zhCN);
    QCOMPARE(player()->titleText(), scene.title.zhCN);
    player()->setLanguage(LessonPlayer::Language::English);
    QCOMPARE(player()->narrationText(), scene.narration.en);
    QCOMPARE(player()->titleText(), scene.title.en);
    player()->setLanguage(LessonPlayer::Language::Both);
    QCOMPARE(player()->narrationText(), scene.narration.en + u'\n' + scene.narration.zhCN);
    QVERIFY(player()->titleText().contains(scene.title.en));
    QVERIFY(player()->titleText().contains(scene.title.zhCN));
    QVERIFY(player()->questionText().contains(Ndcg::questionText(scene, QStringLiteral("en"))));
    QVERIFY(player()->questionText().contains(Ndcg::questionText(scene, QStringLiteral("zh_CN"))));
    QCOMPARE(LessonPlayer::languageFromName(QStringLiteral("both")), LessonPlayer::Language::Both);
    QCOMPARE(
        LessonPlayer::languageFromName(QStringLiteral("zh_CN")), LessonPlayer::Language::Chinese);
    QVERIFY(!LessonPlayer::languageFromName(QStringLiteral("fr")));
    QCOMPARE(
        LessonPlayer::languageFromName(QStringLiteral("en_US")), LessonPlayer::Language::English);
    QCOMPARE(
        LessonPlayer::languageFromName(QStringLiteral("zh-CN")), LessonPlayer::Language::Chinese);
    // L goes through the four: both → the interface's (English here) → English → Chinese.
    press(Qt::Key_L);
    QCOMPARE(player()->language(), LessonPlayer::Language::Interface);
    QCOMPARE(player()->narrationText(), scene.narration.en);
    press(Qt::Key_L);
    QCOMPARE(player()->language(), LessonPlayer::Language::English);
    press(Qt::Key_L);
    QCOMPARE(player()->language(), LessonPlayer::Language::Chinese);
    QCOMPARE(player()->narrationText(), scene.narration.zhCN);
    // The banner fits: at most 40 % of the window's height.
    QTRY_VERIFY(player()->dock()->height() <= m_window->height() * 2 / 5 + 1);
}

void TestLessonPlayer::progressStripNamesAndGoesToScenes()
{
    const Ndcg::Lesson lesson = smallLesson();
    player()->setLanguage(LessonPlayer::Language::English);
    QVERIFY(player()->play(lesson));
    LessonProgressStrip *strip = player()->progressStrip();
    QCOMPARE(strip->count(), 3);
    QCOMPARE(strip->current(), 0);
    QTRY_VERIFY(strip->isVisible());
    QTRY_VERIFY(strip->segmentRect(2).isValid());
    QCOMPARE(strip->sceneAt(strip->segmentRect(2).center()), 2);
    QTest::mouseClick(strip, Qt::LeftButton, {}, strip->segmentRect(2).center());
    QCOMPARE(player()->sceneIndex(), 2);
    QCOMPARE(strip->current(), 2);
    QCOMPARE(player()->sceneTitle(1), lesson.scenes[1].title.en);
}

void TestLessonPlayer::bundledLessonsPlayToTheEndWithPageDownAlone_data()
{
    QTest::addColumn<QString>("id");
    const QStringList ids = Ndcg::lessonIds();
    QVERIFY(ids.contains(QStringLiteral("ndcg-in-twenty-minutes")));
    QVERIFY(ids.contains(QStringLiteral("is-the-new-system-better")));
    for (const QString &id : ids)
        QTest::newRow(qPrintable(id)) << id;
}

void TestLessonPlayer::bundledLessonsPlayToTheEndWithPageDownAlone()
{
    QFETCH(QString, id);
    const auto lesson = Ndcg::loadLesson(id);
    QVERIFY2(lesson.ok(), qPrintable(lesson ? QString() : lesson.error().message));
    QVERIFY(Ndcg::checkLesson(*lesson).isEmpty());
    QVERIFY(player()->play(*lesson));
    QList<int> visited {0};
    int presses = 0;
    Shown last = shown();
    // With NDCG_STAGE_SCRIPT_DIR set, the walk is written as a script for
    // /work/shared/tools/stage: PageDown alone, a shot at each scene's start, at each reveal
    // and answer outside the steps, and at the scene's last press.
    QStringList script {QStringLiteral("# %1: %2 scenes played with PageDown alone (written by "
                                       "tst_lessonplayer, NDCG_STAGE_SCRIPT_DIR)")
                            .arg(id)
                            .arg(lesson->scenes.size()),
        // (A runs scene first waits for the sample's comparison.)
        QStringLiteral("wait %1").arg(lesson->scenes.first().show.view == SceneView::Runs ? 14 : 6),
        QStringLiteral("shot 01-start")};
    QStringList pending; // presses not yet followed by a shot
    auto name = [](int scene, const QString &what) {
        return QStringLiteral("%1-%2").arg(scene + 1, 2, 10, QLatin1Char('0')).arg(what);
    };
    auto flush = [&](const QString &shot, int wait) {
        for (qsizetype i = 0; i < pending.size(); i += 20)
            script.append(QStringLiteral("key ") + pending.mid(i, 20).join(u' '));
        pending.clear();
        script.append(QStringLiteral("wait %1").arg(wait));
        script.append(QStringLiteral("shot ") + shot);
    };
    int reveals = 0;
    while (presses < 5000) {
        press(Qt::Key_PageDown);
        ++presses;
        QVERIFY2(player()->error().isEmpty(), qPrintable(player()->error()));
        const Shown now = shown();
        if (now == last)
            break; // the end: forward shows nothing more
        const int scene = player()->sceneIndex();
        if (scene != visited.last()) {
            // The scene before, as it ended (unless its start or a reveal was its last shot).
            if (!script.last().startsWith(QStringLiteral("shot ")) || !pending.isEmpty())
                flush(name(last.scene, QStringLiteral("end")), 1);
            visited.append(scene);
            reveals = 0;
            pending.append(QStringLiteral("Next"));
            const bool runs = lesson->scenes[scene].show.view == SceneView::Runs;
            flush(name(scene, QStringLiteral("start")), runs ? 10 : 2);
        } else {
            pending.append(QStringLiteral("Next"));
            if (now.answer && !last.answer)
                flush(name(scene, QStringLiteral("answer")), 1);
            else if (!now.stepping && now.view.hidden != last.view.hidden)
                flush(name(scene, QStringLiteral("reveal-%1").arg(++reveals)), 1);
        }
        last = now;
    }
    if (!pending.isEmpty())
        flush(name(last.scene, QStringLiteral("end")), 1);
    script << QStringLiteral("key Escape") << QStringLiteral("wait 1")
           << QStringLiteral("shot stopped");
    if (const QString dir = qEnvironmentVariable("NDCG_STAGE_SCRIPT_DIR"); !dir.isEmpty()) {
        QFile out(dir + u'/' + id + QStringLiteral(".stage"));
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(script.join(u'\n').toUtf8() + '\n');
    }
    QList<int> all;
    for (int i = 0; i < lesson->scenes.size(); ++i)
        all.append(i);
    QCOMPARE(visited, all); // every scene, in order
    QCOMPARE(player()->sceneIndex(), int(lesson->scenes.size()) - 1);
    QVERIFY(player()->isPlaying());
    // At the end nothing is hidden any more and the last question (if any) is answered.
    QVERIFY(!state()->isAnyHidden());
    if (lesson->scenes.last().question)
        QVERIFY(player()->isAnswerShown());
}

void TestLessonPlayer::savedLessonPlaysIdentically()
{
    // The first bundled lesson and the small one, each saved, read back and played press by
    // press against the original.
    QList<Ndcg::Lesson> lessons {smallLesson()};
    if (const auto bundled = Ndcg::loadLesson(QStringLiteral("ndcg-in-twenty-minutes")))
        lessons.append(*bundled);
    QCOMPARE(lessons.size(), 2);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const Ndcg::Lesson &original : std::as_const(lessons)) {
        const QString path = dir.filePath(QStringLiteral("saved") + Ndcg::lessonSuffix);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(Ndcg::lessonToJson(original));
        file.close();
        const auto reread = Ndcg::readLessonFile(path);
        QVERIFY2(reread.ok(), qPrintable(reread ? QString() : reread.error().toString()));
        QCOMPARE(*reread, original);

        auto walk = [this](const Ndcg::Lesson &lesson) {
            QList<Shown> seen;
            if (!player()->play(lesson))
                return seen;
            seen.append(shown());
            for (int i = 0; i < 5000; ++i) {
                press(Qt::Key_PageDown);
                if (shown() == seen.last())
                    break;
                seen.append(shown());
            }
            player()->stop();
            return seen;
        };
        const QList<Shown> first = walk(original);
        const QList<Shown> second = walk(*reread);
        QVERIFY(first.size() >= original.scenes.size());
        QCOMPARE(second.size(), first.size());
        for (int i = 0; i < first.size(); ++i) {
            QCOMPARE(second[i].scene, first[i].scene);
            QCOMPARE(second[i].page, first[i].page);
            QCOMPARE(second[i].step, first[i].step);
            QCOMPARE(second[i].panels, first[i].panels);
            QCOMPARE(second[i].zoom, first[i].zoom);
            QVERIFY2(second[i] == first[i], qPrintable(QStringLiteral("press %1").arg(i)));
        }
    }
}

void TestLessonPlayer::sceneZoomStopsAtTheScreensCap()
{
    Ndcg::Lesson lesson = smallLesson();
    lesson.scenes[0].show.zoom = 2.5;
    lesson.scenes[1].show.zoom = 1.0;
    QVERIFY(player()->play(lesson));
    PresenterController *presenter = m_window->presenter();
    QVERIFY(presenter->isActive());
    const QSize screen = m_window->screen()->geometry().size();
    const double cap
        = PresenterController::zoomCap(screen, InterfaceScale::instance()->textScale());
    QCOMPARE(presenter->zoom(), std::min(2.5, cap));
    press(Qt::Key_End);
    press(Qt::Key_Home);
    QCOMPARE(presenter->zoom(), std::min(2.5, cap));
    press(Qt::Key_2);
    press(Qt::Key_Return);
    QCOMPARE(presenter->zoom(), 1.0);
}

void TestLessonPlayer::presenterWindowShowsNotesAndTheNextScene()
{
    QCOMPARE(QGuiApplication::screens().size(), 2);
    player()->setLanguage(LessonPlayer::Language::English);
    Ndcg::Lesson lesson = smallLesson();
    lesson.scenes[1].notes = {QStringLiteral("Stop at step 3 and ask."), QString()};
    QVERIFY(player()->play(lesson, 1));
    PresenterWindow *second = m_window->presenter()->presenterWindow();
    QVERIFY(second && second->isVisible());
    QVERIFY(second->screen() != m_window->screen());
    QCOMPARE(
        second->nextText(), LessonPlayer::tr("Scene %1: %2").arg(3).arg(lesson.scenes[2].title.en));
    const QList<QLabel *> labels = second->findChildren<QLabel *>();
    auto shows = [&labels](const QString &text) {
        return std::any_of(labels.begin(), labels.end(),
            [&text](const QLabel *l) { return l->text().contains(text); });
    };
    QVERIFY(shows(QStringLiteral("Stop at step 3 and ask.")));
    QVERIFY(shows(LessonPlayer::tr("Next scene")));
    // A step of the scene does not replace the notes with the step's narration.
    press(Qt::Key_PageDown);
    press(Qt::Key_PageDown);
    QCOMPARE(state()->stepIndex(), 2);
    QVERIFY(shows(QStringLiteral("Stop at step 3 and ask.")));
    // The last scene: nothing after it.
    press(Qt::Key_End);
    QCOMPARE(second->nextText(), LessonPlayer::tr("That was the last scene."));
    // Stopped: the step-through's narration again.
    player()->stop();
    QVERIFY(!m_window->presenter()->isNarrationHeld());
}

// Two 1920×1080 screens side by side (as tst_presenter): full screen is 1920×1080, and the
// presenter window has a second screen to go to.
// "Is the new system better?": the scene asking whether B is significantly better shows the runs
// window on the paired t-test the question names (the window's own default is the
// randomization test), without the sentence's verdict, the significance marks, their legend and
// the tooltips' p-values until R; then all of it, and it agrees with the answer.
void TestLessonPlayer::runsWindowHidesTheVerdictUntilTheAnswer()
{
    const auto lesson = Ndcg::loadLesson(QStringLiteral("is-the-new-system-better"));
    QVERIFY(lesson.ok());
    int asked = -1;
    for (int i = 0; i < lesson->scenes.size() && asked < 0; ++i) {
        const Ndcg::Scene &scene = lesson->scenes[i];
        if (scene.show.view == SceneView::Runs && scene.question
            && scene.question->kind == Ndcg::QuestionKind::BetterSystem)
            asked = i;
    }
    QVERIFY(asked >= 0);
    QVERIFY(player()->play(*lesson, asked));
    RunsWindow *runs = runsWindow();
    QVERIFY(runs);
    QTRY_VERIFY_WITH_TIMEOUT(
        runs->model()->comparison().has_value() && !runs->model()->isBusy(), 60000);
    QCOMPARE(runs->model()->options().test, Ndcg::Trec::PairedTest::T);
    const auto answer = Ndcg::answerQuestion(lesson->scenes[asked]);
    QVERIFY(answer.ok());
    // The sample's B (rerank) is significantly better on ndcg_cut_10 under the t-test (the
    // core's answer), so the window's sentence names it — but not before R.
    QCOMPARE(answer->correct, QList<int> {1});
    const auto marks = [runs] {
        QString all;
        const QAbstractItemModel *means = runs->meansModel();
        for (int r = 0; r < means->rowCount(); ++r) {
            for (int c = 1; c < means->columnCount(); ++c)
                all += means->index(r, c).data().toString()
                    + means->index(r, c).data(Qt::ToolTipRole).toString();
        }
        return all;
    };
    QVERIFY(runs->isVerdictHidden());
    QVERIFY(!runs->sentence().contains(QStringLiteral("significantly")));
    QVERIFY(!runs->sentence().contains(QStringLiteral("p ")));
    QVERIFY(!marks().contains(QChar(0x2020)) && !marks().contains(QChar(0x2021)));
    QVERIFY(!marks().contains(QStringLiteral("p =")));

    player()->reveal();
    QVERIFY(player()->isAnswerShown());
    QVERIFY(!runs->isVerdictHidden());
    QCOMPARE(runs->sentence(), runs->model()->sentence());
    QVERIFY2(runs->sentence().contains(QStringLiteral("significantly higher")),
        qPrintable(runs->sentence()));
    QVERIFY(marks().contains(QChar(0x2020)));
    // Back before the answer hides it again; stopping shows the window whole.
    press(Qt::Key_PageUp);
    QVERIFY(!player()->isAnswerShown());
    QVERIFY(runs->isVerdictHidden());
    player()->stop();
    QVERIFY(!runs->isVerdictHidden());
}

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM",
        "offscreen:configfile=" NDCG_SOURCE_DIR "/tests/tst_presenter_screens.json");
    QApplication app(argc, argv);
    TestLessonPlayer test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_lessonplayer.moc"
