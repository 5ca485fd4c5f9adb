#include "stepcontroller.h"

#include "charts/contributionchart.h"
#include "charts/ndcgchart.h"
#include "charts/runningdcgchart.h"
#include "comparison/comparisonview.h"
#include "document/rankingdocument.h"
#include "document/scenariodocument.h"
#include "examplegallery.h"
#include "lessonstate.h"
#include "plurals.h"
#include "revealcontroller.h"
#include "stepcells.h"
#include "stepthroughmovesview.h"
#include "stepthroughpanel.h"
#include "style/interfacescale.h"
#include "style/theme.h"
#include "textfigurespanel.h"
#include "workbench/announce.h"
#include "workbench/displayformat.h"
#include "workbench/formulapanel.h"
#include "workbench/rankingtablemodel.h"
#include "workbench/rankingtableview.h"
#include "workbench/resultcard.h"
#include "workbench/sidepanels.h"
#include "workbench/workbench.h"

#include <QAction>
#include <QDockWidget>
#include <QItemSelectionModel>
#include <QMainWindow>
#include <QMenu>
#include <QScrollArea>
#include <QSlider>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>

#include <algorithm>

StepController::StepController(
    ScenarioDocument *scenario, QMainWindow *window, Workbench *workbench, LessonState *lesson)
    : QObject(window)
    , m_document(scenario)
    , m_window(window)
    , m_workbench(workbench)
    , m_lesson(lesson)
{
    setObjectName(QStringLiteral("stepController"));
    RevealController *reveal = lesson->reveal();
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
        if (stepIndex() >= stepCount())
            togglePlay();
        else
            next();
    });

    RankingDocument *document = scenario->a();
    connect(document, &RankingDocument::breakdownChanged, this, [this] {
        if (isStepping()) {
            rebuildSteps();
            showLesson(m_lesson->viewState());
        }
    });
    // A cell revealed on its own follows its item through row edits; a new ranking starts
    // with none revealed on its own.
    connect(document, &RankingDocument::rowsInserted, reveal,
        [reveal](RankingDocument::List list, int first, int last) {
            if (list == RankingDocument::List::Ranking)
                reveal->rowsInserted(first, last);
        });
    connect(document, &RankingDocument::rowsRemoved, reveal,
        [reveal](RankingDocument::List list, int first, int last) {
            if (list == RankingDocument::List::Ranking)
                reveal->rowsRemoved(first, last);
        });
    connect(document, &RankingDocument::rowsMoved, reveal,
        [reveal](RankingDocument::List list, int first, int last, int destination) {
            if (list == RankingDocument::List::Ranking)
                reveal->rowsMoved(first, last, destination);
        });
    connect(document, &RankingDocument::rankingReplaced, reveal,
        &RevealController::forgetRevealedCells);
    // The table's rows are the positions a reveal by position walks; the selected row goes
    // first, and the hint says so.
    QAbstractItemModel *model = workbench->model();
    const auto positions = [this, model] { m_lesson->setPositions(model->rowCount()); };
    connect(model, &QAbstractItemModel::rowsInserted, this, positions);
    connect(model, &QAbstractItemModel::rowsRemoved, this, positions);
    connect(model, &QAbstractItemModel::modelReset, this, positions);
    positions();
    connect(workbench->table()->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) {
            m_lesson->setSelected(
                current.isValid() ? std::optional<int>(current.row() + 1) : std::nullopt);
        });
    // Reveals belong to a document and a question: another scenario, or a new comparison,
    // starts fully hidden when answers are hidden.
    connect(scenario, &ScenarioDocument::comparisonChanged, this, [this] {
        if (m_document->isComparison())
            m_lesson->newQuestion();
    });
    connect(scenario, &ScenarioDocument::scenarioLoaded, this, [this] {
        m_lesson->newQuestion();
        if (isStepping()) {
            rebuildSteps();
            m_lesson->first();
            showLesson(m_lesson->viewState());
        }
    });
    connect(
        workbench->table(), &QAbstractItemView::clicked, this, [this](const QModelIndex &index) {
            if (isStepping() && index.isValid())
                jumpToCell(index.row(), index.column());
        });
    connect(lesson, &LessonState::changed, this, &StepController::showLesson);
    // After a change of the interface scale has reached every widget (the window retranslates
    // this after a language change).
    connect(InterfaceScale::instance(), &InterfaceScale::changed, this, [this] {
        m_stripHeight = 0; // fitted again at the new size, smaller too
        QTimer::singleShot(0, this, &StepController::fitStepDock);
    });
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

    QAction *stepping = acts.stepThrough
        = make("stepThrough", {QKeySequence(Qt::Key_F6)}, [this] { setStepping(!isStepping()); });
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
            const QString what = m_lesson->revealStep();
            if (what.isEmpty())
                this->next();
            else
                tell(Ndcg::argSpaced(tr("Revealed %1"), what));
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
              if (m_lesson->isAnyHidden()) {
                  m_lesson->revealAll();
                  tell(tr("All answers revealed"));
              } else {
                  m_lesson->hideAll();
                  tell(tr("Answers hidden"));
              }
          });
    hide->setCheckable(true);
    QAction *revealNext = acts.revealNext
        = make("revealNext", {QKeySequence(Qt::Key_R)}, [this] { StepController::revealNext(); });
    QAction *revealAll = acts.revealAll
        = make("revealAll", {QKeySequence(Qt::SHIFT | Qt::Key_R)}, [this] {
              m_lesson->revealAll();
              tell(tr("All answers revealed"));
          });
    // The clicker's keys while not stepping (stepping, the step actions take them).
    QAction *quizForward = acts.quizForward
        = make("quizForward", {QKeySequence(Qt::Key_PageDown), QKeySequence(Qt::Key_Right)},
            [this] { StepController::revealNext(); });
    QAction *quizBack = acts.quizBack
        = make("quizBack", {QKeySequence(Qt::Key_PageUp), QKeySequence(Qt::Key_Left)}, [this] {
              if (m_lesson->takeBack())
                  tell(tr("Hidden again"));
          });
    QAction *byPosition = acts.revealByPosition
        = make("revealByPosition", {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)}, [this] {
              RevealController *reveal = m_lesson->reveal();
              reveal->setMode(reveal->mode() == RevealController::Mode::Position
                      ? RevealController::Mode::Quantity
                      : RevealController::Mode::Position);
          });
    byPosition->setCheckable(true);
    for (QAction *a : {revealNext, revealAll, quizForward, quizBack})
        a->setEnabled(false); // only while answers are hidden: the keys belong to the table

    // The window puts it in its menu bar, before Help.
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
        connect(a, &QAction::toggled, this,
            [this, q](bool on) { m_lesson->reveal()->setHidden(q, on); });
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
    m_stepMenu->setTitle(tr("&Step"));
    m_hideMenu->setTitle(tr("Hide one &quantity"));
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
    m_panel->retranslate();
    if (isStepping())
        rebuildSteps(); // the narrations are translated when the steps are built
    m_lesson->refresh(); // the hint of what R reveals
    showLesson(m_lesson->viewState());
}

bool StepController::isPlaying() const
{
    return m_timer->isActive();
}

void StepController::fitStepDock()
{
    // The strip as tall as its content, up to 40 % of the window: the workbench keeps the rest
    // (the strip scrolls past that). While stepping it grows for a step that needs more (the
    // narration and the text's figure lines) and never shrinks, so that the table below does
    // not move back and forth from step to step.
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
    const int height
        = std::max(m_stripHeight, std::clamp(want, 60, std::max(60, m_window->height() * 2 / 5)));
    if (height == m_stripHeight && m_stepDock->height() == height)
        return;
    m_stripHeight = height;
    m_window->resizeDocks({m_stepDock}, {height}, Qt::Vertical);
}

bool StepController::isStepping() const
{
    return m_lesson->isStepping();
}

int StepController::stepIndex() const
{
    return m_lesson->stepIndex();
}

int StepController::stepCount() const
{
    return m_lesson->stepCount();
}

const Ndcg::StepSequence &StepController::sequence() const
{
    return m_lesson->sequence();
}

RevealController *StepController::reveal() const
{
    return m_lesson->reveal();
}

void StepController::setStepping(bool on)
{
    if (on == isStepping())
        return;
    if (!on)
        m_timer->stop();
    for (QAction *a : {m_actions.stepFirst, m_actions.stepPrevious, m_actions.stepNext,
             m_actions.stepLast, m_actions.stepPlay, m_actions.stepCoarse})
        a->setEnabled(on);
    m_actions.stepThrough->setChecked(on);
    if (on) {
        m_wasIdealOrderKnown = false;
        rebuildSteps();
        m_lesson->setStepping(true);
        m_stepDock->show();
        m_stripHeight = 0;
        fitStepDock();
    } else {
        m_lesson->setStepping(false);
        m_stepDock->hide();
    }
    emit steppingChanged(on);
}

void StepController::setCoarse(bool coarse)
{
    if (coarse == m_coarse)
        return;
    // Keep the place: the first step of the new mode that knows what the current one knows.
    const Ndcg::Step *current = m_lesson->currentStep();
    const Ndcg::Revealed known = current ? current->revealed : Ndcg::Revealed {};
    const bool started = current != nullptr;
    m_coarse = coarse;
    m_panel->setCoarse(coarse);
    m_actions.stepCoarse->setChecked(coarse);
    rebuildSteps();
    int index = 0;
    if (started) {
        index = stepCount();
        for (int i = 0; i < stepCount(); ++i) {
            const Ndcg::Revealed &r = sequence().steps[i].revealed;
            if (r.rowsDone >= known.rowsDone && r.idealRowsDone >= known.idealRowsDone
                && (r.dcgTotal || !known.dcgTotal) && (r.idealOrder || !known.idealOrder)) {
                index = i + 1;
                break;
            }
        }
    }
    m_lesson->goToStep(index);
    showLesson(m_lesson->viewState());
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
    Ndcg::StepSequence steps;
    if (b) {
        steps = Ndcg::buildSteps(*b, document->ranking(), options);
        m_error.clear();
    } else {
        m_error = document->error();
    }
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
    m_panel->movesView()->setData(grades, missed, steps.moves, steps.k);
    m_lesson->setPositions(m_workbench->model()->rowCount());
    m_lesson->setSequence(steps); // the step number stays, clamped
}

void StepController::goToStep(int index)
{
    if (!isStepping())
        return;
    const int before = stepIndex();
    m_lesson->goToStep(index);
    if (stepIndex() != before)
        emit stepChanged(stepIndex());
}

void StepController::next()
{
    goToStep(stepIndex() + 1);
}

void StepController::previous()
{
    goToStep(stepIndex() - 1);
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
    if (!isStepping())
        return;
    if (m_timer->isActive()) {
        m_timer->stop();
    } else {
        if (stepIndex() >= stepCount())
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
    const qsizetype index = sequence().indexOf(row + 1, cell);
    if (index >= 0)
        goToStep(int(index) + 1);
}

void StepController::showLesson(const ViewState &view)
{
    using Q = RevealController::Quantity;
    m_actions.hideAnswers->setChecked(view.isAnyHidden());
    updateQuizActions();
    const QList<QAction *> hideActions = m_hideMenu->actions();
    for (QAction *a : hideActions) {
        const QSignalBlocker blocker(a);
        a->setChecked(view.isHidden(Q(a->data().toInt())));
    }
    if (!isStepping())
        return;

    const Ndcg::Step *current = m_lesson->currentStep();
    const bool started = current != nullptr;
    const Ndcg::Step step = started ? *current : Ndcg::Step {};
    const Ndcg::Revealed r = started ? step.revealed : Ndcg::Revealed {};
    const bool stepHidden = started && !stepShows(view, step);
    const int k = sequence().k;
    m_workbench->setHighlightedPosition(started ? step.position : 0);

    // The strip: narration, formula, position, the reordering.
    m_panel->setPosition(stepIndex(), stepCount());
    if (!m_error.isEmpty())
        m_panel->setNarration(tr("Cannot step through: %1").arg(m_error), QString());
    else if (!started)
        m_panel->setNarration(
            tr("NDCG@%1, one step at a time. Every number still to be computed shows \"?\". "
               "Press → or Space for the first step.")
                .arg(k),
            QString());
    else if (stepHidden)
        m_panel->setNarration(Ndcg::argSpaced(tr("Predict %1, then reveal it (R)."), step.quantity),
            view.stepFormula);
    else
        m_panel->setNarration(step.narration, step.formula);
    // The text's figure beside the exact value, unless the value is a hidden answer.
    QList<Ndcg::FigureComparison> figures = started && !stepHidden && m_error.isEmpty()
        ? Ndcg::figuresAtStep(m_document->a()->settings(), m_figures, step, k)
        : QList<Ndcg::FigureComparison> {};
    // A figure's note may name the values of later positions (004: "2.585, 3.17 and 3.459
    // instead of 2, 2.322 and 2.585"): while answers are hidden its figures read "?".
    if (view.isAnyHidden()) {
        for (Ndcg::FigureComparison &c : figures) {
            c.figure.note.en = ExampleGallery::withoutFigures(c.figure.note.en);
            c.figure.note.zhCN = ExampleGallery::withoutFigures(c.figure.note.zhCN);
        }
    }
    m_panel->setTextFigures(figures, ExampleGallery::language());
    // The reordering shows the ideal grades: hidden with them.
    const bool idealShown = r.idealOrder && view.shows(1, Ndcg::StepCell::IdealGrade);
    const bool animate
        = idealShown && !m_wasIdealOrderKnown && step.kind == Ndcg::StepKind::IdealOrder;
    m_panel->movesView()->setRevealed(idealShown, animate);
    m_wasIdealOrderKnown = idealShown;
    m_panel->setPlaying(m_timer->isActive());
    // A longer narration or more figure lines: the strip grows (after this pass's layout).
    QTimer::singleShot(0, this, &StepController::fitStepDock);
}

void StepController::revealNext()
{
    const QString what = m_lesson->revealNext();
    if (what.isEmpty())
        return;
    tell(Ndcg::argSpaced(tr("Revealed %1"), what));
}

void StepController::tell(const QString &message)
{
    m_window->statusBar()->showMessage(message, 4000);
    announce(m_window->statusBar(), message);
}

QString StepController::nextReveal() const
{
    return m_lesson->nextReveal();
}

void StepController::updateQuizActions()
{
    const bool hidden = m_lesson->isAnyHidden();
    const bool stepping = isStepping();
    m_actions.revealNext->setEnabled(hidden);
    m_actions.revealAll->setEnabled(hidden);
    m_actions.quizForward->setEnabled(hidden && !stepping);
    m_actions.quizBack->setEnabled(!stepping && hidden && reveal()->canHideLast());
    m_actions.revealByPosition->setChecked(reveal()->mode() == RevealController::Mode::Position);
}
