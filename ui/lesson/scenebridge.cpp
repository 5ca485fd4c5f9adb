#include "scenebridge.h"

#include "classroom/presentercontroller.h"
#include "comparison/comparisoncontroller.h"
#include "document/scenariodocument.h"
#include "examples.h"
#include "runs/runsmodel.h"
#include "runs/runswindow.h"
#include "stepthrough/examplegallery.h"
#include "stepthrough/examplescontroller.h"
#include "stepthrough/lessonstate.h"
#include "stepthrough/stepcontroller.h"
#include "workbench/sidepanels.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QTabWidget>
#include <QTableView>

// The lesson file's quantities and the window's are one list in one order (core/lesson.h):
// one maps to the other by position.
static_assert(int(Ndcg::LessonQuantity::Metrics) + 1 == Ndcg::lessonQuantityCount);
static_assert(int(ViewState::Quantity::Metrics) + 1 == Ndcg::lessonQuantityCount,
    "ViewState::Quantity and Ndcg::LessonQuantity must list the same quantities in one order");
static_assert(int(ViewState::Quantity::GainColumn) == int(Ndcg::LessonQuantity::GainColumn)
    && int(ViewState::Quantity::DcgTotal) == int(Ndcg::LessonQuantity::DcgTotal)
    && int(ViewState::Quantity::IdcgTotal) == int(Ndcg::LessonQuantity::IdcgTotal)
    && int(ViewState::Quantity::NdcgTotal) == int(Ndcg::LessonQuantity::NdcgTotal)
    && int(ViewState::Quantity::Range) == int(Ndcg::LessonQuantity::Range));

namespace {

ViewState::Quantity viewQuantity(Ndcg::LessonQuantity quantity)
{
    return ViewState::Quantity(SceneBridge::toViewQuantity(quantity));
}

// The measure's column in a comparison of the runs window (-1: not computed there).
int measureIndex(const RunsModel *model, const QString &measure)
{
    if (!model || !model->comparison())
        return -1;
    return int(model->comparison()->measures.indexOf(measure));
}

} // namespace

SceneBridge::SceneBridge(const Parts &parts, QObject *parent)
    : QObject(parent)
    , m_parts(parts)
{
    setObjectName(QStringLiteral("sceneBridge"));
}

int SceneBridge::toViewQuantity(Ndcg::LessonQuantity quantity)
{
    return int(quantity);
}

Ndcg::LessonQuantity SceneBridge::toLessonQuantity(int viewQuantity)
{
    return Ndcg::LessonQuantity(viewQuantity);
}

QString SceneBridge::apply(const Ndcg::Scene &scene)
{
    const Parts &p = m_parts;
    const Ndcg::SceneShow &show = scene.show;
    // Everything that can refuse is checked before anything changes: a refused scene leaves
    // the window as it was.
    const Ndcg::Result<Ndcg::Scenario> loaded = Ndcg::sceneScenario(scene);
    if (!loaded)
        return loaded.error().message;
    Ndcg::Scenario scenario = loaded.value();
    if (show.view == Ndcg::SceneView::TwoRankings && !scenario.b)
        return tr("The scene shows two rankings, but its scenario has no ranking B.");
    if (show.view == Ndcg::SceneView::Workbench)
        scenario.b.reset(); // the single view shows ranking A
    if (show.panels.contains(Ndcg::ScenePanel::TextFigures) && !scenario.example)
        return tr("The scene opens Compare with the text, but its scenario is no worked example "
                  "with a text.");
    if (show.view == Ndcg::SceneView::Runs && !p.runs)
        return tr("The scene shows the Evaluate runs window, which this window cannot open.");
    RunsWindow *runsBefore = p.existingRuns ? p.existingRuns() : nullptr;
    if (show.view == Ndcg::SceneView::Runs && runsBefore && runsBefore->model()->comparison()
        && runsBefore->model()->isSample()
        && measureIndex(runsBefore->model(), show.runsMeasure) < 0)
        return tr("The scene shows the measure “%1”, which Evaluate runs does not compute.")
            .arg(show.runsMeasure);

    // The scenario, as the Examples gallery and the runs window load one (no save prompt: the
    // player asked before it began).
    ScenarioDocument::NameSource name;
    if (!scene.source.example.isEmpty()) {
        name = ScenarioDocument::titleOf(scenario, scene.source.example);
    } else if (!scene.source.runsQuery.isEmpty()) {
        const QStringList parts {
            scene.source.runsQuery, QStringLiteral("bm25"), QStringLiteral("rerank")};
        name = [parts] { return RunsModel::queryName(parts); };
    } else {
        // The scene's title, in the interface's language (an embedded example keeps its own).
        name = scenario.example ? ScenarioDocument::titleOf(scenario, tr("Lesson scene"))
                                : ScenarioDocument::NameSource([title = scene.title] {
                                      const QString text = title.text(ExampleGallery::language());
                                      return text.isEmpty() ? tr("Lesson scene") : text;
                                  });
    }
    p.document->loadScenario(scenario, name);

    // The step-through: coarse or not, then the step (clamped to the steps there are).
    p.steps->setCoarse(show.coarseSteps);
    p.steps->setStepping(show.step.has_value());
    if (show.step)
        p.steps->goToStep(*show.step);

    // Hidden answers and the cells revealed: the scene's start, with nothing to take back.
    QList<ViewState::Quantity> hidden;
    for (Ndcg::LessonQuantity q : show.hidden)
        hidden.append(viewQuantity(q));
    QList<ViewState::Cell> cells;
    for (const Ndcg::LessonCell &c : show.revealed)
        cells.append(ViewState::Cell {c.position, viewQuantity(c.quantity)});
    p.lesson->reveal()->setState(hidden, cells);

    // The side panels: those of the scene open (the last one in front), the others closed.
    struct Panel
    {
        Ndcg::ScenePanel kind;
        QDockWidget *dock;
        std::function<void()> open;
    };
    const QList<Panel> panels {
        {Ndcg::ScenePanel::Swaps, p.comparison->swapDock(),
            [p] { p.comparison->actions().showSwaps->trigger(); }},
        {Ndcg::ScenePanel::Conventions, p.comparison->conventionDock(),
            [p] { p.comparison->actions().showConventionExplorer->trigger(); }},
        {Ndcg::ScenePanel::TextFigures, p.examples->textFiguresDock(),
            [p] { p.examples->showComparison(); }},
    };
    for (const Panel &panel : panels) {
        if (!show.panels.contains(panel.kind) && !panel.dock->isHidden())
            panel.dock->hide();
    }
    for (Ndcg::ScenePanel kind : show.panels) {
        for (const Panel &panel : panels) {
            if (panel.kind == kind && panel.dock->isHidden())
                panel.open(); // closed → open in front
        }
    }
    if (!show.panels.isEmpty()) {
        for (const Panel &panel : panels) {
            if (panel.kind == show.panels.last())
                panel.dock->raise(); // its tab in front
        }
    }

    // The Evaluate runs window on the bundled sample, at the scene's tab and measure.
    if (show.view == Ndcg::SceneView::Runs) {
        RunsWindow *runs = p.runs();
        RunsModel *model = runs->model();
        const QString measure = show.runsMeasure;
        const auto setMeasure = [model, measure] {
            const int index = measureIndex(model, measure);
            if (index >= 0)
                model->setMeasure(index);
        };
        // The paired t-test, as `ndcg-cli compare` and the lesson's answers (a better-system
        // question's, Ndcg::answerQuestion()) have it, whatever test the window had.
        RunsModel::Options options;
        options.test = Ndcg::Trec::PairedTest::T;
        const bool sampleShown = model->isSample() && model->comparison();
        if (sampleShown && model->options() == options) {
            setMeasure();
        } else {
            // The comparison runs on a thread: the measure is chosen when it arrives.
            auto *once = new QObject(this);
            connect(model, &RunsModel::changed, once, [model, setMeasure, once] {
                if (model->comparison()) {
                    setMeasure();
                    once->deleteLater();
                }
            });
            connect(model, &RunsModel::failed, once, &QObject::deleteLater);
            if (!(sampleShown ? model->load(model->inputs(), options)
                              : model->openSampleWith(options)))
                delete once;
        }
        QTabWidget *tabs = runs->tabs();
        if (show.runsTab == Ndcg::RunsTab::Queries)
            tabs->setCurrentWidget(runs->queryTable());
        else if (tabs->currentWidget() == runs->queryTable())
            tabs->setCurrentIndex(0);
    } else if (runsBefore) {
        runsBefore->hide();
    }
    m_runsMeasure = show.runsMeasure;

    // The presenter zoom (in presenter mode no more than the screen holds); an unchanged zoom
    // is not announced again.
    const double zoom = std::min(show.zoom, p.presenter->maxZoomHere());
    if (p.presenter->zoom() != zoom)
        p.presenter->setZoom(zoom);

    m_applied = scene;
    m_appliedScenario = p.document->scenario();
    emit applied();
    return {};
}

void SceneBridge::setRunsVerdictHidden(bool hidden)
{
    if (RunsWindow *runs = m_parts.existingRuns ? m_parts.existingRuns() : nullptr)
        runs->setVerdictHidden(hidden);
}

Ndcg::SceneView SceneBridge::currentView() const
{
    const RunsWindow *runs = m_parts.existingRuns ? m_parts.existingRuns() : nullptr;
    if (runs && runs->isVisible())
        return Ndcg::SceneView::Runs;
    return m_parts.document->isComparison() ? Ndcg::SceneView::TwoRankings
                                            : Ndcg::SceneView::Workbench;
}

QList<Ndcg::ScenePanel> SceneBridge::openPanels() const
{
    const std::pair<Ndcg::ScenePanel, QDockWidget *> docks[] {
        {Ndcg::ScenePanel::Swaps, m_parts.comparison->swapDock()},
        {Ndcg::ScenePanel::Conventions, m_parts.comparison->conventionDock()},
        {Ndcg::ScenePanel::TextFigures, m_parts.examples->textFiguresDock()},
    };
    QList<Ndcg::ScenePanel> open;
    std::optional<Ndcg::ScenePanel> front;
    for (const auto &[kind, dock] : docks) {
        if (dock->isHidden())
            continue;
        if (SidePanels::isInFront(dock))
            front = kind;
        else
            open.append(kind);
    }
    if (front)
        open.append(*front); // the one in front last, as apply() opens it
    return open;
}

Ndcg::Scene SceneBridge::capture() const
{
    const Parts &p = m_parts;
    Ndcg::Scene scene;
    const Ndcg::Scenario now = p.document->scenario();
    const bool unchanged = !p.document->isModified() && p.document->filePath().isEmpty();
    // The source: the scene applied last when the window still shows its scenario (a bundled
    // example, a query of the runs sample), an unmodified bundled example, else embedded.
    if (unchanged && m_applied && now == m_appliedScenario
        && (!m_applied->source.example.isEmpty() || !m_applied->source.runsQuery.isEmpty())) {
        scene.source.example = m_applied->source.example;
        scene.source.runsQuery = m_applied->source.runsQuery;
    } else if (unchanged && p.document->example() && !p.document->example()->id.isEmpty()) {
        const QString id = p.document->example()->id;
        const Ndcg::Result<Ndcg::Scenario> example = Ndcg::loadExample(id);
        Ndcg::Scenario single = example ? example.value() : Ndcg::Scenario {};
        if (!now.b)
            single.b.reset(); // the example's A alone, as a workbench scene shows it
        if (example && (now == example.value() || now == single))
            scene.source.example = id;
    }
    if (scene.source.example.isEmpty() && scene.source.runsQuery.isEmpty())
        scene.source.scenario = now;

    Ndcg::SceneShow &show = scene.show;
    show.view = currentView();
    if (p.lesson->isStepping())
        show.step = p.lesson->stepIndex();
    show.coarseSteps = p.steps->isCoarse();
    show.panels = openPanels();
    for (ViewState::Quantity q : p.lesson->reveal()->hidden())
        show.hidden.append(toLessonQuantity(int(q)));
    for (const ViewState::Cell &c : p.lesson->reveal()->revealedCells())
        show.revealed.append(Ndcg::LessonCell {c.position, toLessonQuantity(int(c.quantity))});
    const double zoom = p.presenter->zoom();
    show.zoom = zoom > 0 ? zoom : 1.0;
    if (show.view == Ndcg::SceneView::Runs) {
        const RunsWindow *runs = p.existingRuns();
        const RunsModel *model = runs->model();
        if (model->comparison())
            show.runsMeasure = model->comparison()->measures.value(model->measure(), m_runsMeasure);
        else
            show.runsMeasure = m_runsMeasure;
        show.runsTab = runs->tabs()->currentWidget() == runs->queryTable() ? Ndcg::RunsTab::Queries
                                                                           : Ndcg::RunsTab::Charts;
    } else if (!scene.source.runsQuery.isEmpty()) {
        show.runsMeasure = m_runsMeasure; // the query's settings
    }
    return scene;
}
