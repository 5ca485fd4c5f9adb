#pragma once

// A lesson's scene on screen, and the screen as a scene (issue 22; docs/lesson-format.md).
//
// apply(scene): the scene's scenario (a bundled example by id, an embedded scenario, or a query
// of the bundled runs sample, Ndcg::sceneScenario()) is loaded into the window's
// ScenarioDocument the way the Examples gallery loads one (no save prompt: the caller asked),
// then what the scene shows: the view (the workbench, the two rankings through the
// ComparisonController, or the Evaluate runs window on the bundled sample at its tab and
// measure), the step-through at step N (coarse or not), the hidden quantities and the cells
// revealed (the LessonState's RevealController; Ndcg::LessonQuantity maps to
// ViewState::Quantity by position), the side panels (swaps, conventions, Compare with the
// text) and the presenter zoom (PresenterController, whose screen cap applies). A scene that
// cannot be shown leaves the window as it was and says why.
//
// capture(): the inverse, what "Lesson ▸ Add scene from current view" records.
//
// The bridge knows no MainWindow: the window hands it the parts it drives (Parts).

#include "lesson.h"

#include <QObject>
#include <QString>

#include <functional>
#include <optional>

class ComparisonController;
class ExamplesController;
class LessonState;
class PresenterController;
class QMainWindow;
class RunsWindow;
class ScenarioDocument;
class StepController;

class SceneBridge : public QObject
{
    Q_OBJECT
public:
    struct Parts
    {
        ScenarioDocument *document = nullptr;
        LessonState *lesson = nullptr;
        StepController *steps = nullptr;
        ComparisonController *comparison = nullptr;
        ExamplesController *examples = nullptr;
        PresenterController *presenter = nullptr;
        QMainWindow *window = nullptr;
        // The Evaluate runs window, made (and shown) on demand.
        std::function<RunsWindow *()> runs;
        // The Evaluate runs window if it exists now, without making it (nullptr: none).
        std::function<RunsWindow *()> existingRuns;
    };

    explicit SceneBridge(const Parts &parts, QObject *parent = nullptr);

    const Parts &parts() const { return m_parts; }

    // Shows the scene: loads its scenario (no save prompt: the caller asked before), the view,
    // the step, hidden and revealed, panels, zoom. Returns an empty string, or the error (names
    // the reason; the window is left as it was).
    QString apply(const Ndcg::Scene &scene);
    // The window as a scene: its scenario (example id when the document is an unmodified
    // bundled example, else embedded), view, step, hidden/revealed, panels, zoom. Texts empty.
    Ndcg::Scene capture() const;

    // The view a scene asks for is on screen now (the runs window shown for SceneView::Runs).
    Ndcg::SceneView currentView() const;
    // The side panels open now, in ScenePanel order.
    QList<Ndcg::ScenePanel> openPanels() const;

    // Ndcg::LessonQuantity and the window's ViewState::Quantity, one to one by position.
    static int toViewQuantity(Ndcg::LessonQuantity quantity);
    static Ndcg::LessonQuantity toLessonQuantity(int viewQuantity);

    // A better-system question's answer is hidden (or shown): the Evaluate runs window, when
    // there is one, leaves out (or shows again) the verdict (RunsWindow::setVerdictHidden()).
    void setRunsVerdictHidden(bool hidden);

signals:
    // apply() showed a scene.
    void applied();

private:
    Parts m_parts;
    // The scene applied last and the scenario it loaded: capture() names the same source while
    // the window still shows that scenario unchanged.
    std::optional<Ndcg::Scene> m_applied;
    Ndcg::Scenario m_appliedScenario;
    QString m_runsMeasure = QStringLiteral("ndcg_cut_10");
};
