#include "stepcontroller.h"

#include "charts/contributionchart.h"
#include "comparison/comparisonview.h"
#include "examplegallery.h"
#include "workbench/displayformat.h"
#include "workbench/formulapanel.h"
#include "charts/ndcgchart.h"
#include "practicedialog.h"
#include "document/rankingdocument.h"
#include "workbench/rankingtablemodel.h"
#include "workbench/rankingtableview.h"
#include "workbench/resultcard.h"
#include "revealcontroller.h"
#include "charts/runningdcgchart.h"
#include "document/scenariodocument.h"
#include "stepthroughmovesview.h"
#include "stepthroughpanel.h"
#include "textfigurespanel.h"
#include "style/interfacescale.h"
#include "style/theme.h"
#include "workbench/workbench.h"
#include "workbench/sidepanels.h"
#include "plurals.h"

#include <QAction>
#include <QDockWidget>
#include <QItemSelectionModel>
#include <QMainWindow>
#include <QMenu>
#include <QScrollArea>
#include <QSlider>
#include <QStyle>
#include <QStatusBar>
#include <QTimer>

#include <algorithm>

namespace {

// The table column a step's cell is shown in (-1: none).
int columnOf(Ndcg::StepCell cell)
{
    switch (cell) {
    case Ndcg::StepCell::Grade:
        return RankingTableModel::Grade;
    case Ndcg::StepCell::Gain:
        return RankingTableModel::Gain;
    case Ndcg::StepCell::Discount:
        return RankingTableModel::Discount;
    case Ndcg::StepCell::Contribution:
        return RankingTableModel::Contribution;
    case Ndcg::StepCell::Dcg:
        return RankingTableModel::Dcg;
    case Ndcg::StepCell::IdealGrade:
        return RankingTableModel::IdealGrade;
    case Ndcg::StepCell::IdealGain:
    case Ndcg::StepCell::IdealContribution:
        return RankingTableModel::IdealContribution;
    case Ndcg::StepCell::Idcg:
        return RankingTableModel::Idcg;
    case Ndcg::StepCell::Ndcg:
        return RankingTableModel::NdcgAtI;
    case Ndcg::StepCell::None:
        return -1;
    }
    return -1;
}

// A widget that appears after the theme was chosen takes the dark or high-contrast look too.
void restyleNew(QWidget *widget)
{
    if (Theme::isDark() || Theme::highContrast())
        Theme::restyle(widget);
}

} // namespace

StepController::StepController(
    ScenarioDocument *scenario, QMainWindow *window, Workbench *workbench)
    : QObject(window)
    , m_document(scenario)
    , m_window(window)
    , m_workbench(workbench)
{
    setObjectName(QStringLiteral("stepController"));
    m_reveal = new RevealController(this);
    m_timer = new QTimer(this);

    m_panel = new StepThroughPanel;
    m_stepDock = new QDockWidget(window);
    m_stepDock->setObjectName(QStringLiteral("stepThroughDock"));
    // The strip scrolls rather than ask for more room than the screen has (2.5× on 1024×768).
    auto *stepScroll = new QScrollArea(m_stepDock);
    stepScroll->setObjectName(QStringLiteral("stepThroughScroll"));
    stepScroll->setWidgetResizable(true);
    stepScroll->setFrameShape(QFrame::NoFrame);
    stepScroll->setWidget(m_panel);
    m_stepDock->setWidget(stepScroll);
    m_stepDock->setTitleBarWidget(new QWidget(m_stepDock)); // the strip needs every pixel
    m_stepDock->setFeatures(QDockWidget::NoDockWidgetFeatures);
    m_stepDock->setAllowedAreas(Qt::TopDockWidgetArea | Qt::BottomDockWidgetArea);
    window->addDockWidget(Qt::TopDockWidgetArea, m_stepDock);
    m_stepDock->hide();

    m_textFigures = new TextFiguresPanel;
    m_textFiguresDock = new QDockWidget(window);
    m_textFiguresDock->setObjectName(QStringLiteral("textComparisonDock"));
    // Docked at the right, tabbed with the other side panels: the workbench shrinks around it
    // and reflows; it never floats over the numbers.
    SidePanels::dock(window, m_textFiguresDock, m_textFigures);

    createActions();

    connect(m_panel, &StepThroughPanel::firstRequested, this, &StepController::first);
    connect(m_panel, &StepThroughPanel::previousRequested, this, &StepController::previous);
    connect(m_panel, &StepThroughPanel::nextRequested, this, &StepController::next);
    connect(m_panel, &StepThroughPanel::lastRequested, this, &StepController::last);
    connect(m_panel, &StepThroughPanel::playToggled, this, &StepController::togglePlay);
    connect(m_panel, &StepThroughPanel::stepRequested, this, &StepController::goToStep);
    connect(m_panel, &StepThroughPanel::coarseToggled, this, &StepController::setCoarse);
    connect(m_panel, &StepThroughPanel::closeRequested, this, [this] { setStepping(false); });
    connect(m_panel, &StepThroughPanel::intervalChanged, m_timer,
        [this](int milliseconds) { m_timer->setInterval(milliseconds); });
    m_timer->setInterval(m_panel->interval());
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (m_index >= stepCount())
            togglePlay();
        else
            next();
    });

    RankingDocument *document = scenario->a();
    connect(document, &RankingDocument::breakdownChanged, this, [this] {
        if (m_stepping) {
            rebuildSteps();
            applyView();
        }
        if (m_textFiguresDock->isVisible())
            updateComparison();
    });
    // A cell revealed on its own follows its item through row edits; a new ranking starts
    // with none revealed on its own.
    connect(document, &RankingDocument::rowsInserted, m_reveal,
        [this](RankingDocument::List list, int first, int last) {
            if (list == RankingDocument::List::Ranking)
                m_reveal->rowsInserted(first, last);
        });
    connect(document, &RankingDocument::rowsRemoved, m_reveal,
        [this](RankingDocument::List list, int first, int last) {
            if (list == RankingDocument::List::Ranking)
                m_reveal->rowsRemoved(first, last);
        });
    connect(document, &RankingDocument::rowsMoved, m_reveal,
        [this](RankingDocument::List list, int first, int last, int destination) {
            if (list == RankingDocument::List::Ranking)
                m_reveal->rowsMoved(first, last, destination);
        });
    connect(document, &RankingDocument::rankingReplaced, m_reveal,
        &RevealController::forgetRevealedCells);
    // One position at a time: the selected row goes first, and the hint says so.
    connect(workbench->table()->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this] {
            if (m_reveal->isAnyHidden() && m_reveal->mode() == RevealController::Mode::Position)
                applyView();
        });
    connect(scenario, &ScenarioDocument::scenarioLoaded, this, [this] {
        m_reveal->forgetRevealedCells();
        m_index = 0;
        if (m_stepping) {
            rebuildSteps();
            applyView();
        }
        updateComparison();
        m_actions.compareWithText->setEnabled(m_document->example().has_value());
    });
    connect(
        workbench->table(), &QAbstractItemView::clicked, this, [this](const QModelIndex &index) {
            if (m_stepping && index.isValid())
                jumpToCell(index.row(), index.column());
        });
    connect(m_reveal, &RevealController::changed, this, &StepController::applyView);
    connect(m_textFigures, &TextFiguresPanel::figureActivated, this, &StepController::selectFigure);
    // After a change of the interface scale has reached every widget (the window retranslates
    // this after a language change).
    connect(InterfaceScale::instance(), &InterfaceScale::changed, this,
        [this] { QTimer::singleShot(0, this, &StepController::fitStepDock); });
    retranslate();
}

void StepController::createActions()
{
    auto make = [this](const char *name, const QList<QKeySequence> &keys, auto slot) {
        auto *a = new QAction(m_window);
        a->setObjectName(QLatin1String(name));
        a->setShortcuts(keys);
        connect(a, &QAction::triggered, this, slot);
        m_window->addAction(a); // works with the menu bar hidden (presenter mode)
        return a;
    };
    Actions &acts = m_actions;
    QAction *gallery = acts.examplesGallery = make(
        "examplesGallery", {QKeySequence(Qt::CTRL | Qt::Key_E)}, &StepController::showGallery);
    QAction *compare = acts.compareWithText = make("compareWithText",
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T)}, &StepController::showComparison);
    compare->setEnabled(false);
    QAction *practice = acts.practice
        = make("practice", {QKeySequence(Qt::Key_F9)}, &StepController::showPractice);

    QAction *stepping = acts.stepThrough
        = make("stepThrough", {QKeySequence(Qt::Key_F6)}, [this] { setStepping(!m_stepping); });
    stepping->setCheckable(true);
    QAction *first = acts.stepFirst
        = make("stepFirst", {QKeySequence(Qt::Key_Home)}, &StepController::first);
    QAction *previous = acts.stepPrevious = make("stepPrevious",
        {QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_PageUp)}, &StepController::previous);
    // With answers hidden, forward first reveals the step's value (predict, then reveal), then
    // goes on: a clicker with two keys runs the whole quiz.
    QAction *next = acts.stepNext = make("stepNext",
        {QKeySequence(Qt::Key_Right), QKeySequence(Qt::Key_Space), QKeySequence(Qt::Key_PageDown)},
        [this] {
            if (!revealStep())
                this->next();
        });
    QAction *last = acts.stepLast
        = make("stepLast", {QKeySequence(Qt::Key_End)}, &StepController::last);
    QAction *play = acts.stepPlay
        = make("stepPlay", {QKeySequence(Qt::Key_P)}, &StepController::togglePlay);
    QAction *coarse = acts.stepCoarse
        = make("stepCoarse", {QKeySequence(Qt::Key_C)}, [this] { setCoarse(!m_coarse); });
    coarse->setCheckable(true);
    for (QAction *a : {first, previous, next, last, play, coarse})
        a->setEnabled(false); // only while stepping: the keys belong to the table otherwise

    QAction *hide = acts.hideAnswers
        = make("hideAnswers", {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H)}, [this] {
              if (m_reveal->isAnyHidden())
                  m_reveal->revealAll();
              else
                  m_reveal->hideAll();
          });
    hide->setCheckable(true);
    QAction *revealNext = acts.revealNext
        = make("revealNext", {QKeySequence(Qt::Key_R)}, [this] { StepController::revealNext(); });
    QAction *revealAll = acts.revealAll = make(
        "revealAll", {QKeySequence(Qt::SHIFT | Qt::Key_R)}, [this] { m_reveal->revealAll(); });
    // The clicker's keys while not stepping (stepping, the step actions take them).
    QAction *quizForward = acts.quizForward
        = make("quizForward", {QKeySequence(Qt::Key_PageDown), QKeySequence(Qt::Key_Right)},
            [this] { StepController::revealNext(); });
    QAction *quizBack = acts.quizBack
        = make("quizBack", {QKeySequence(Qt::Key_PageUp), QKeySequence(Qt::Key_Left)}, [this] {
              if (m_reveal->hideLast())
                  m_window->statusBar()->showMessage(tr("Hidden again"), 4000);
          });
    QAction *byPosition = acts.revealByPosition
        = make("revealByPosition", {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)}, [this] {
              m_reveal->setMode(m_reveal->mode() == RevealController::Mode::Position
                      ? RevealController::Mode::Quantity
                      : RevealController::Mode::Position);
          });
    byPosition->setCheckable(true);
    for (QAction *a : {revealNext, revealAll, quizForward, quizBack})
        a->setEnabled(false); // only while answers are hidden: the keys belong to the table

    // The window puts them in its menu bar, before Help.
    m_examplesMenu = new QMenu(m_window);
    m_examplesMenu->setObjectName(QStringLiteral("examplesMenu"));
    m_examplesMenu->addActions({gallery, compare});
    m_examplesMenu->addSeparator();
    m_examplesMenu->addAction(practice);

    m_stepMenu = new QMenu(m_window);
    m_stepMenu->setObjectName(QStringLiteral("stepMenu"));
    m_stepMenu->addAction(stepping);
    m_stepMenu->addSeparator();
    m_stepMenu->addActions({first, previous, next, last, play, coarse});
    m_stepMenu->addSeparator();
    m_stepMenu->addActions({hide, revealNext, quizForward, quizBack, revealAll, byPosition});
    m_hideMenu = m_stepMenu->addMenu(QString());
    m_hideMenu->setObjectName(QStringLiteral("hideMenu"));
    for (RevealController::Quantity q : RevealController::all()) {
        auto *a = new QAction(m_hideMenu);
        a->setCheckable(true);
        a->setData(int(q));
        connect(a, &QAction::toggled, this, [this, q](bool on) { m_reveal->setHidden(q, on); });
        m_hideMenu->addAction(a);
    }
}

void StepController::retranslate()
{
    auto set = [](QAction *a, const QString &text, const QString &tip = {}) {
        a->setText(text);
        a->setToolTip(tip.isEmpty() ? QString(text).remove(QLatin1Char('&')) : tip);
    };
    const Actions &a = m_actions;
    m_examplesMenu->setTitle(tr("E&xamples"));
    m_stepMenu->setTitle(tr("&Step"));
    m_hideMenu->setTitle(tr("Hide one &quantity"));
    set(a.examplesGallery, tr("Worked &examples…"),
        tr("Open a worked example from the textbooks, or one of our own"));
    set(a.compareWithText, tr("Compare with the &text"),
        tr("Each figure the source text states, beside the exact value and the reason they "
           "differ"));
    set(a.practice, tr("&Practice…"), tr("Compute DCG, IDCG or NDCG of a random ranking yourself"));
    set(a.stepThrough, tr("&Step through"),
        tr("Walk through the computation one term at a time (→ Space PageDown, ← PageUp, Home, "
           "End)"));
    set(a.stepFirst, tr("&First step"));
    set(a.stepPrevious, tr("&Previous step"));
    set(a.stepNext, tr("&Next step"));
    set(a.stepLast, tr("&Last step"));
    set(a.stepPlay, tr("Pla&y / pause"));
    set(a.stepCoarse, tr("&One step per position"));
    set(a.hideAnswers, tr("&Hide answers"),
        tr("Show every computed quantity as \"?\" until you reveal it (R)"));
    set(a.revealNext, tr("&Reveal next"),
        tr("Reveal the next hidden quantity, or the step's value (R; a clicker's forward key)"));
    set(a.revealAll, tr("Reveal &all"));
    set(a.quizForward, tr("Reveal next (clicker: → PageDown)"));
    set(a.quizBack, tr("Hide the last reveal a&gain"),
        tr("Take the last reveal back (PageUp or ←, a clicker's back key)"));
    set(a.revealByPosition, tr("Reveal one posi&tion at a time"),
        tr("R reveals every hidden value of the next position instead of the next quantity"));
    const QList<QAction *> hideActions = m_hideMenu->actions();
    for (QAction *a : hideActions)
        a->setText(RevealController::name(RevealController::Quantity(a->data().toInt())));
    m_stepDock->setWindowTitle(tr("Step-through"));
    m_textFiguresDock->setWindowTitle(tr("Compare with the text"));
    m_panel->retranslate();
    m_textFigures->retranslate();
    if (m_stepping)
        rebuildSteps(); // the narrations are translated when the steps are built
    applyView(); // the hint of what R reveals
    updateComparison();
}

bool StepController::isPlaying() const
{
    return m_timer->isActive();
}

ExampleGallery *StepController::gallery()
{
    if (!m_gallery) {
        m_gallery = new ExampleGallery(m_window);
        restyleNew(m_gallery);
        connect(m_gallery, &ExampleGallery::exampleChosen, this,
            [this](const Ndcg::Scenario &scenario, const QString &name) {
                m_document->loadScenario(scenario, ScenarioDocument::titleOf(scenario, name));
            });
    }
    return m_gallery;
}

PracticeDialog *StepController::practice()
{
    if (!m_practice) {
        m_practice = new PracticeDialog(m_window);
        restyleNew(m_practice);
        connect(m_practice, &PracticeDialog::stepThroughRequested, this,
            [this](const Ndcg::Scenario &scenario) {
                m_document->loadScenario(scenario, [] { return tr("Practice"); });
                setStepping(true);
                m_window->activateWindow();
            });
    }
    return m_practice;
}

void StepController::showGallery()
{
    ExampleGallery *g = gallery();
    g->show();
    g->raise();
    g->activateWindow();
}

void StepController::showPractice()
{
    PracticeDialog *p = practice();
    p->show();
    p->raise();
    p->activateWindow();
}

void StepController::showComparison()
{
    // Ctrl+Shift+T toggles the panel: open (or in front), or closed when it is in front.
    m_textFigures->setFont(m_workbench->font()); // the workbench's zoom
    if (!m_textFiguresDock->isHidden()
        && (SidePanels::isInFront(m_textFiguresDock) || !m_window->isVisible())) {
        m_textFiguresDock->hide();
        return;
    }
    updateComparison();
    SidePanels::open(m_window, m_textFiguresDock, SidePanels::scaled(m_textFiguresDock, 620));
}

void StepController::fitStepDock()
{
    // The strip as tall as its content, up to a quarter of the window: the workbench keeps the
    // rest (the strip scrolls past that).
    if (m_stepDock->isHidden())
        return;
    // At the window's width: a narration wrapped to two lines needs their height.
    const int width = std::max(m_panel->minimumSizeHint().width(), m_window->width() - 8);
    int want = (m_panel->hasHeightForWidth()
                       ? std::max(m_panel->heightForWidth(width), m_panel->sizeHint().height())
                       : m_panel->sizeHint().height())
        + 4;
    if (m_panel->minimumSizeHint().width() > m_window->width())
        want += m_window->style()->pixelMetric(QStyle::PM_ScrollBarExtent); // it scrolls across
    const int height = std::clamp(want, 60, std::max(60, m_window->height() / 4));
    m_window->resizeDocks({m_stepDock}, {height}, Qt::Vertical);
}

void StepController::updateComparison()
{
    m_textFigures->setScenario(m_document->scenario(), m_document->a()->isModified());
}

void StepController::setStepping(bool on)
{
    if (on == m_stepping)
        return;
    m_stepping = on;
    if (!on)
        m_timer->stop();
    for (QAction *a : {m_actions.stepFirst, m_actions.stepPrevious, m_actions.stepNext,
             m_actions.stepLast, m_actions.stepPlay, m_actions.stepCoarse})
        a->setEnabled(on);
    m_actions.stepThrough->setChecked(on);
    if (on) {
        m_index = 0;
        m_wasIdealOrderKnown = false;
        rebuildSteps();
        m_stepDock->show();
        fitStepDock();
    } else {
        m_stepDock->hide();
    }
    applyView();
    emit steppingChanged(on);
}

void StepController::setCoarse(bool coarse)
{
    if (coarse == m_coarse)
        return;
    // Keep the place: the first step of the new mode that knows what the current one knows.
    const Ndcg::Revealed known = m_index > 0 && m_index <= stepCount()
        ? m_sequence.steps[m_index - 1].revealed
        : Ndcg::Revealed {};
    m_coarse = coarse;
    m_panel->setCoarse(coarse);
    m_actions.stepCoarse->setChecked(coarse);
    rebuildSteps();
    int index = 0;
    if (m_index > 0) {
        index = stepCount();
        for (int i = 0; i < stepCount(); ++i) {
            const Ndcg::Revealed &r = m_sequence.steps[i].revealed;
            if (r.rowsDone >= known.rowsDone && r.idealRowsDone >= known.idealRowsDone
                && (r.dcgTotal || !known.dcgTotal) && (r.idealOrder || !known.idealOrder)) {
                index = i + 1;
                break;
            }
        }
    }
    m_index = index;
    applyView();
}

void StepController::rebuildSteps()
{
    RankingDocument *document = m_document->a();
    const Ndcg::Breakdown *b = document->breakdown();
    Ndcg::StepOptions options;
    options.coarse = m_coarse;
    options.decimals = DisplayFormat::decimals;
    // The formulas and narrations write numbers as the rest of the window (true size, ×10ⁿ).
    options.numbers = DisplayFormat::stepNumbers();
    if (b) {
        m_sequence = Ndcg::buildSteps(*b, document->ranking(), options);
        m_error.clear();
    } else {
        m_sequence = {};
        m_error = document->error();
    }
    m_index = std::clamp(m_index, 0, stepCount());
    // The text's figures, for the steps that compute what they state.
    const auto figures = Ndcg::compareWithText(m_document->scenario());
    m_figures = figures ? *figures : QList<Ndcg::FigureComparison> {};
    m_panel->setSource(m_document->example(), ExampleGallery::language());
    QList<double> grades;
    for (const Ndcg::Item &item : document->ranking().items)
        grades.append(item.grade);
    QList<double> missed;
    if (b && b->settings.idealSource == Ndcg::IdealSource::Pool) {
        for (const Ndcg::Item &item : document->ranking().unretrieved)
            missed.append(item.grade);
    }
    m_panel->movesView()->setData(grades, missed, m_sequence.moves, m_sequence.k);
}

void StepController::goToStep(int index)
{
    if (!m_stepping)
        return;
    index = std::clamp(index, 0, stepCount());
    if (index == m_index)
        return;
    m_index = index;
    applyView();
    emit stepChanged(m_index);
}

void StepController::next()
{
    goToStep(m_index + 1);
}

void StepController::previous()
{
    goToStep(m_index - 1);
}

void StepController::first()
{
    goToStep(0);
}

void StepController::last()
{
    goToStep(stepCount());
}

void StepController::togglePlay()
{
    if (!m_stepping)
        return;
    if (m_timer->isActive()) {
        m_timer->stop();
    } else {
        if (m_index >= stepCount())
            goToStep(0);
        m_timer->start();
    }
    m_panel->setPlaying(m_timer->isActive());
}

void StepController::jumpToCell(int row, int column)
{
    const Ndcg::StepCell cell = RankingTableModel::stepCell(column);
    if (cell == Ndcg::StepCell::None)
        return;
    const qsizetype index = m_sequence.indexOf(row + 1, cell);
    if (index >= 0)
        goToStep(int(index) + 1);
}

void StepController::selectFigure(int index)
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
    const int column = columnOf(at.cell);
    if (column < 0) {
        m_window->statusBar()->showMessage(
            tr("%1 has no cell in the table").arg(figures[index].label), 4000);
        return;
    }
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

bool StepController::stepShows(const ViewState &view, const Ndcg::Step &step)
{
    using Q = ViewState::Quantity;
    using Cell = Ndcg::StepCell;
    const int p = step.position;
    switch (step.kind) {
    case Ndcg::StepKind::Grade:
        return true;
    case Ndcg::StepKind::Position:
        return view.shows(p, Cell::Gain) && view.shows(p, Cell::Discount)
            && view.shows(p, Cell::Contribution) && view.shows(p, Cell::Dcg);
    case Ndcg::StepKind::Dcg:
        return view.showsTotal(Q::DcgTotal);
    case Ndcg::StepKind::IdealOrder:
        return view.shows(1, Cell::IdealGrade);
    case Ndcg::StepKind::IdealTerm:
        return view.shows(p, Cell::IdealGrade) && view.shows(p, Cell::IdealContribution)
            && view.shows(p, Cell::Idcg);
    case Ndcg::StepKind::Idcg:
        return view.showsTotal(Q::IdcgTotal);
    case Ndcg::StepKind::Ndcg:
        return view.showsTotal(Q::NdcgTotal);
    default: // gain, discount, contribution, running DCG: their cell
        return view.shows(p, step.cell);
    }
}

void StepController::applyView()
{
    Workbench *w = m_workbench;
    RankingTableModel *model = w->model();
    using Q = RevealController::Quantity;
    m_actions.hideAnswers->setChecked(m_reveal->isAnyHidden());
    updateQuizActions();
    const QList<QAction *> hideActions = m_hideMenu->actions();
    for (QAction *a : hideActions) {
        const QSignalBlocker blocker(a);
        a->setChecked(m_reveal->isHidden(Q(a->data().toInt())));
    }

    // One view state for every view of the workbench: what is hidden, how far the steps got.
    // A preview (a hovered swap) set by the swap panel stays.
    ViewState view;
    view.preview = w->viewState().preview;
    m_reveal->apply(view);
    m_textFigures->setExactHidden(!view.hidden.isEmpty()); // Compare with the text too
    if (!m_stepping) {
        view.revealHint = revealHint();
        w->setViewState(view);
        return;
    }

    const bool started = m_index > 0 && m_index <= stepCount();
    const Ndcg::Step step = started ? m_sequence.steps[m_index - 1] : Ndcg::Step {};
    const Ndcg::Revealed r = started ? step.revealed : Ndcg::Revealed {};
    view.steps = r;

    // The cell this step computes.
    int row = step.position - 1;
    int column = started ? columnOf(step.cell) : -1;
    switch (step.kind) {
    case Ndcg::StepKind::Dcg:
        row = m_sequence.depth - 1;
        column = RankingTableModel::Dcg;
        break;
    case Ndcg::StepKind::IdealOrder:
        row = -1;
        break;
    case Ndcg::StepKind::Idcg:
        row = std::min(m_sequence.k, model->rowCount()) - 1;
        column = RankingTableModel::Idcg;
        break;
    case Ndcg::StepKind::Ndcg:
        row = std::min(m_sequence.k, model->rowCount()) - 1;
        column = RankingTableModel::NdcgAtI;
        break;
    default:
        break;
    }
    if (!started)
        row = column = -1;
    view.currentCell = column >= 0 ? RankingTableModel::stepCell(column) : Ndcg::StepCell::None;
    view.currentPosition = row < 0 ? -1 : row + 1;

    // Charts: what the table shows (the view state's cells), with what the step adds emphasised:
    // the bar of the term it computes, the segments of the running sums it adds it to.
    using Kind = Ndcg::StepKind;
    const bool newActual = step.kind == Kind::RunningDcg || step.kind == Kind::Position;
    const bool newIdeal = step.kind == Kind::IdealTerm;
    const bool newTerm = step.kind == Kind::Contribution || step.kind == Kind::Position || newIdeal;
    view.idealLimit = r.idcgTotal ? -1 : r.idealCurvePosition();
    view.emphasis = started && (newActual || newIdeal || newTerm) ? step.position : 0;
    view.emphasisIdeal = newIdeal;
    view.emphasisTerm = started && newTerm;
    view.emphasisSum = started && (newActual || newIdeal);
    // The formula: terms so far (the chart curves stop at the finished rows, the formula writes
    // the current term in place), the current one on a band, totals once reached.
    view.limit = r.dcgTotal ? -1 : std::max(r.rowsDone, r.currentRow);
    view.ndcgLine = 1;
    view.formulaCurrent = (newActual || newIdeal || r.currentRow > 0) ? step.position : 0;
    view.formulaCurrentIdeal = newIdeal;
    view.formulaCurrentPending = r.currentRow > 0 && r.currentCells < 4;
    // A step whose value is a hidden answer names its quantity only: "gain₁ = ?".
    const bool stepHidden = started && !stepShows(view, step);
    const QString stepFormula = stepHidden ? step.quantity + QStringLiteral(" = ?") : step.formula;
    view.stepFormula = started ? stepFormula : QString();
    view.revealHint = revealHint(stepHidden ? step.quantity : QString());
    w->setViewState(view);
    w->setHighlightedPosition(started ? step.position : 0);

    // The strip: narration, formula, position, the reordering.
    m_panel->setPosition(m_index, stepCount());
    if (!m_error.isEmpty())
        m_panel->setNarration(tr("Cannot step through: %1").arg(m_error), QString());
    else if (!started)
        m_panel->setNarration(
            tr("NDCG@%1, one step at a time. Every number still to be computed shows \"?\". "
               "Press → or Space for the first step.")
                .arg(m_sequence.k),
            QString());
    else if (stepHidden)
        m_panel->setNarration(
            Ndcg::argSpaced(tr("Predict %1, then reveal it (R)."), step.quantity), stepFormula);
    else
        m_panel->setNarration(step.narration, step.formula);
    // The text's figure beside the exact value, unless the value is a hidden answer.
    m_panel->setTextFigures(started && !stepHidden && m_error.isEmpty()
            ? Ndcg::figuresAtStep(m_document->a()->settings(), m_figures, step, m_sequence.k)
            : QList<Ndcg::FigureComparison> {},
        ExampleGallery::language());
    // The reordering shows the ideal grades: hidden with them.
    const bool idealShown = r.idealOrder && view.shows(1, Ndcg::StepCell::IdealGrade);
    const bool animate
        = idealShown && !m_wasIdealOrderKnown && step.kind == Ndcg::StepKind::IdealOrder;
    m_panel->movesView()->setRevealed(idealShown, animate);
    m_wasIdealOrderKnown = idealShown;
    m_panel->setPlaying(m_timer->isActive());
}

const Ndcg::Step *StepController::hiddenStep() const
{
    if (!m_stepping || m_index <= 0 || m_index > stepCount() || !m_reveal->isAnyHidden())
        return nullptr;
    const Ndcg::Step &step = m_sequence.steps[m_index - 1];
    return stepShows(m_workbench->viewState(), step) ? nullptr : &step;
}

bool StepController::revealStep()
{
    const Ndcg::Step *step = hiddenStep();
    if (!step)
        return false;
    using Q = ViewState::Quantity;
    using Cell = Ndcg::StepCell;
    const int p = step->position;
    QList<ViewState::Cell> cells;
    QList<Q> quantities;
    auto add = [&cells, p](Cell cell) {
        if (const auto q = ViewState::quantityOf(cell))
            cells.append({p, *q});
    };
    switch (step->kind) {
    case Ndcg::StepKind::Position:
        for (Cell c : {Cell::Gain, Cell::Discount, Cell::Contribution, Cell::Dcg})
            add(c);
        break;
    case Ndcg::StepKind::IdealTerm:
        for (Cell c : {Cell::IdealGrade, Cell::IdealContribution, Cell::Idcg})
            add(c);
        break;
    case Ndcg::StepKind::IdealOrder:
        quantities.append(Q::IdealGradeColumn);
        break;
    case Ndcg::StepKind::Dcg:
        quantities.append(Q::DcgTotal);
        break;
    case Ndcg::StepKind::Idcg:
        quantities.append(Q::IdcgTotal);
        break;
    case Ndcg::StepKind::Ndcg:
        quantities.append(Q::NdcgTotal);
        break;
    default:
        add(step->cell);
        break;
    }
    const QString what = step->quantity;
    m_reveal->reveal(cells, quantities);
    m_window->statusBar()->showMessage(Ndcg::argSpaced(tr("Revealed %1"), what), 4000);
    return true;
}

void StepController::revealNext()
{
    if (revealStep())
        return;
    const QString what
        = m_reveal->revealNextInMode(m_workbench->model()->rowCount(), selectedPosition());
    if (what.isEmpty())
        return;
    m_window->statusBar()->showMessage(Ndcg::argSpaced(tr("Revealed %1"), what), 4000);
}

QString StepController::nextReveal() const
{
    if (const Ndcg::Step *step = hiddenStep())
        return step->quantity;
    return m_reveal->nextInMode(m_workbench->model()->rowCount(), selectedPosition());
}

QString StepController::revealHint(const QString &stepQuantity) const
{
    if (!stepQuantity.isEmpty())
        return Ndcg::argSpaced(tr("Hidden answers: R reveals %1 · → reveals it, then goes on · "
                                  "Shift+R reveals all"),
            stepQuantity);
    const QString next = m_reveal->nextInMode(m_workbench->model()->rowCount(), selectedPosition());
    if (next.isEmpty())
        return {};
    if (m_reveal->canHideLast())
        return Ndcg::argSpaced(tr("Hidden answers: R reveals %1 next · ← hides the last one "
                                  "again · Shift+R reveals all"),
            next);
    return Ndcg::argSpaced(tr("Hidden answers: R reveals %1 next · Shift+R reveals all"), next);
}

void StepController::updateQuizActions()
{
    const bool hidden = m_reveal->isAnyHidden();
    m_actions.revealNext->setEnabled(hidden);
    m_actions.revealAll->setEnabled(hidden);
    m_actions.quizForward->setEnabled(hidden && !m_stepping);
    m_actions.quizBack->setEnabled(!m_stepping && hidden && m_reveal->canHideLast());
    m_actions.revealByPosition->setChecked(m_reveal->mode() == RevealController::Mode::Position);
}

int StepController::selectedPosition() const
{
    // Stepping, the table has no selection: the steps say where.
    const QModelIndex current = m_workbench->table()->currentIndex();
    return m_stepping || !current.isValid() ? 0 : current.row() + 1;
}
