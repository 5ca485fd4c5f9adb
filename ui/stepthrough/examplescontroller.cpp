#include "examplescontroller.h"

#include "comparison/comparisonview.h"
#include "document/rankingdocument.h"
#include "document/scenariodocument.h"
#include "examplegallery.h"
#include "lessonstate.h"
#include "practicedialog.h"
#include "stepcells.h"
#include "textfigurespanel.h"
#include "workbench/rankingtablemodel.h"
#include "workbench/rankingtableview.h"
#include "workbench/sidepanels.h"
#include "workbench/workbench.h"

#include <QAction>
#include <QDockWidget>
#include <QItemSelectionModel>
#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>

ExamplesController::ExamplesController(
    ScenarioDocument *document, QMainWindow *window, Workbench *workbench, LessonState *lesson)
    : QObject(window)
    , m_document(document)
    , m_window(window)
    , m_workbench(workbench)
    , m_lesson(lesson)
{
    setObjectName(QStringLiteral("examplesController"));
    m_textFigures = new TextFiguresPanel;
    m_textFiguresDock = new QDockWidget(window);
    m_textFiguresDock->setObjectName(QStringLiteral("textComparisonDock"));
    // Docked at the right, tabbed with the other side panels: the workbench shrinks around it
    // and reflows; it never floats over the numbers.
    SidePanels::dock(window, m_textFiguresDock, m_textFigures);
    createActions();

    connect(document->a(), &RankingDocument::breakdownChanged, this,
        &ExamplesController::updateComparison);
    // Closed, the panel computed nothing (updateComparison()): it does once shown.
    connect(m_textFiguresDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible && m_comparisonDirty)
            updateComparison();
    });
    connect(document, &ScenarioDocument::scenarioLoaded, this, [this] {
        updateComparison();
        m_actions.compareWithText->setEnabled(m_document->example().has_value());
    });
    connect(
        m_textFigures, &TextFiguresPanel::figureActivated, this, &ExamplesController::selectFigure);
    // The text's figures stay (they are the question); the exact values hide with the answers.
    connect(lesson, &LessonState::changed, m_textFigures, [this](const ViewState &view) {
        m_textFigures->setExactHidden(view.isAnyHidden());
        if (m_gallery) // and the Examples' descriptions
            m_gallery->setAnswersHidden(view.isAnyHidden());
    });
    m_textFigures->setExactHidden(lesson->viewState().isAnyHidden());
    retranslate();
}

void ExamplesController::createActions()
{
    auto make = [this](const char *name, const QKeySequence &key, auto slot) {
        auto *a = new QAction(m_window);
        a->setObjectName(QLatin1String(name));
        a->setShortcut(key);
        connect(a, &QAction::triggered, this, slot);
        m_window->addAction(a); // works with the menu bar hidden (presenter mode)
        return a;
    };
    Actions &acts = m_actions;
    acts.examplesGallery = make(
        "examplesGallery", QKeySequence(Qt::CTRL | Qt::Key_E), &ExamplesController::showGallery);
    acts.compareWithText = make("compareWithText", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T),
        &ExamplesController::showComparison);
    acts.compareWithText->setEnabled(false);
    acts.practice = make("practice", QKeySequence(Qt::Key_F9), &ExamplesController::showPractice);

    // The window puts it in its menu bar, before Help.
    m_menu = new QMenu(m_window);
    m_menu->setObjectName(QStringLiteral("examplesMenu"));
    m_menu->addActions({acts.examplesGallery, acts.compareWithText});
    m_menu->addSeparator();
    m_menu->addAction(acts.practice);
}

void ExamplesController::retranslate()
{
    auto set = [](QAction *a, const QString &text, const QString &tip) {
        a->setText(text);
        a->setToolTip(tip);
    };
    m_menu->setTitle(tr("E&xamples"));
    set(m_actions.examplesGallery, tr("Worked &examples…"),
        tr("Open a worked example from the textbooks, or one of our own"));
    set(m_actions.compareWithText, tr("Compare with the &text"),
        tr("Each figure the source text states, beside the exact value and the reason they "
           "differ"));
    set(m_actions.practice, tr("&Practice…"),
        tr("Compute DCG, IDCG or NDCG of a random ranking yourself"));
    m_textFiguresDock->setWindowTitle(tr("Compare with the text"));
    m_textFigures->retranslate();
    updateComparison();
}

ExampleGallery *ExamplesController::gallery()
{
    if (!m_gallery) {
        m_gallery = new ExampleGallery(m_window);
        m_gallery->setAnswersHidden(m_lesson->isAnyHidden());
        connect(m_gallery, &ExampleGallery::exampleChosen, this,
            [this](const Ndcg::Scenario &scenario, const QString &name) {
                m_document->loadScenario(scenario, ScenarioDocument::titleOf(scenario, name));
            });
    }
    return m_gallery;
}

PracticeDialog *ExamplesController::practice()
{
    if (!m_practice) {
        m_practice = new PracticeDialog(m_window);
        connect(m_practice, &PracticeDialog::stepThroughRequested, this,
            [this](const Ndcg::Scenario &scenario) {
                m_document->loadScenario(scenario, [] { return tr("Practice"); });
                emit stepThroughRequested();
                m_window->activateWindow();
            });
    }
    return m_practice;
}

void ExamplesController::showGallery()
{
    ExampleGallery *g = gallery();
    g->show();
    g->raise();
    g->activateWindow();
}

void ExamplesController::showPractice()
{
    PracticeDialog *p = practice();
    p->show();
    p->raise();
    p->activateWindow();
}

void ExamplesController::showComparison()
{
    // Ctrl+Shift+T toggles the panel: open (or in front), or closed when it is in front.
    m_textFigures->setFont(m_workbench->font()); // the workbench's zoom
    if (!m_textFiguresDock->isHidden()
        && (SidePanels::isInFront(m_textFiguresDock) || !m_window->isVisible())) {
        m_textFiguresDock->hide();
        return;
    }
    SidePanels::open(m_window, m_textFiguresDock, SidePanels::scaled(m_textFiguresDock, 620));
    updateComparison();
}

void ExamplesController::updateComparison()
{
    // A closed panel computes nothing and shows nothing stale (issue 24).
    if (SidePanels::isClosed(m_textFigures)) {
        m_comparisonDirty = true;
        m_textFigures->clear();
        return;
    }
    m_comparisonDirty = false;
    m_textFigures->setScenario(m_document->scenario(), m_document->a()->isModified());
}

void ExamplesController::selectFigure(int index)
{
    const QList<Ndcg::FigureComparison> &figures = m_textFigures->comparisons();
    if (index < 0 || index >= figures.size())
        return;
    const Ndcg::Scenario scenario = m_document->scenario();
    const Ndcg::StatedFigure &figure = figures[index].figure;
    // A comparison shows both rankings in its own view; else the workbench shows ranking A.
    ComparisonView *comparison
        = scenario.isComparison() ? m_window->findChild<ComparisonView *>() : nullptr;
    if (!comparison && figure.ranking != 0)
        return;
    const int rows = comparison ? comparison->model(figure.ranking)->rowCount()
                                : m_workbench->model()->rowCount();
    const Ndcg::FigureCell at = Ndcg::figureCell(scenario, figure, rows);
    const std::optional<RankingTableModel::Column> shownIn = StepCells::columnOf(at.cell);
    if (!shownIn) {
        m_window->statusBar()->showMessage(
            tr("%1 has no cell in the table").arg(figures[index].label), 4000);
        return;
    }
    const int column = *shownIn;
    if (comparison) {
        RankingTableView *table = comparison->table(figure.ranking);
        const QModelIndex cell = comparison->model(figure.ranking)->index(at.position - 1, column);
        table->selectionModel()->setCurrentIndex(
            cell, QItemSelectionModel::ClearAndSelect); // the cell alone
        table->scrollTo(cell);
        return;
    }
    using Cell = Ndcg::StepCell;
    const bool ideal
        = at.cell == Cell::IdealGain || at.cell == Cell::IdealContribution || at.cell == Cell::Idcg;
    // A term at its position; DCG@k and IDCG@k the sum's total, NDCG@k the quotient; a running
    // DCG@i below k only its cell.
    int term = 0;
    if (at.total)
        term = at.cell == Cell::Ndcg ? -2 : -1;
    else if (at.cell != Cell::Dcg && at.cell != Cell::Idcg && at.cell != Cell::Ndcg)
        term = at.position;
    m_workbench->selectFigure(at.position, column, term, ideal);
}
