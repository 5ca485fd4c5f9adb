#include "comparisoncontroller.h"

#include "charts/runningdcgchart.h"
#include "comparisonview.h"
#include "document/rankingdocument.h"
#include "document/scenariodocument.h"
#include "examples.h"
#include "stepthrough/lessonstate.h"
#include "whatif/claimdialog.h"
#include "whatif/conventionpanel.h"
#include "whatif/swapheatmap.h"
#include "whatif/swappanel.h"
#include "workbench/announce.h"
#include "workbench/rankingtableview.h"
#include "workbench/sidepanels.h"
#include "workbench/workbench.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QEvent>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QUndoGroup>
#include <QUndoStack>

ComparisonController::ComparisonController(ScenarioDocument *document, QMainWindow *window,
    QStackedWidget *views, Workbench *workbench, LessonState *lesson)
    : QObject(window)
    , m_document(document)
    , m_window(window)
    , m_views(views)
    , m_workbench(workbench)
    , m_lesson(lesson)
{
    setObjectName(QStringLiteral("comparisonController"));
    // Both panels open docked at the right of the window, tabbed with Compare with the text:
    // the workbench shrinks around them and reflows (SidePanels).
    m_swapPanel = new SwapPanel;
    m_swapDock = new QDockWidget(window);
    m_swapDock->setObjectName(QStringLiteral("swapDock"));
    SidePanels::dock(window, m_swapDock, m_swapPanel);
    m_conventionPanel = new ConventionPanel;
    m_conventionDock = new QDockWidget(window);
    m_conventionDock->setObjectName(QStringLiteral("conventionDock"));
    SidePanels::dock(window, m_conventionDock, m_conventionPanel);

    createMenu();
    connect(
        document, &ScenarioDocument::comparisonChanged, this, &ComparisonController::updateMode);
    // A scenario loaded into a comparison that stays (B reloaded in place) makes A's undo stack
    // the active one: undo, the swaps and the conventions follow the focused table again.
    connect(document, &ScenarioDocument::scenarioLoaded, this,
        [this] { setActiveSide(focusedSide(m_side)); });
    connect(m_swapPanel, &SwapPanel::previewRequested, this, &ComparisonController::preview);
    // The lesson's state (hidden answers, steps) in every panel of the document's numbers too.
    connect(lesson, &LessonState::changed, this, &ComparisonController::applyViewState);
    setActiveSide(0);
    applyViewState(lesson->viewState());
    updateMode();
}

ComparisonController::~ComparisonController() = default;

void ComparisonController::createMenu()
{
    // The window puts it in its menu bar, before Help.
    m_menu = new QMenu(m_window);
    m_menu->setObjectName(QStringLiteral("compareMenu"));
    auto make = [this](const char *name) {
        auto *action = new QAction(this);
        action->setObjectName(QLatin1String(name));
        m_menu->addAction(action);
        m_window->addAction(action);
        return action;
    };
    m_actions.compareSeed002 = make("compareSeed002");
    connect(m_actions.compareSeed002, &QAction::triggered, this,
        [this] { loadExample(QStringLiteral("002-lipsticks-ab")); });
    m_actions.compareSeed001 = make("compareSeed001");
    connect(m_actions.compareSeed001, &QAction::triggered, this,
        [this] { loadExample(QStringLiteral("001-systems-ab")); });
    m_menu->addSeparator();
    m_actions.compareWithCopy = make("compareWithCopy");
    m_actions.compareWithCopy->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));
    connect(m_actions.compareWithCopy, &QAction::triggered, this,
        &ComparisonController::compareWithCopy);
    m_actions.endComparison = make("endComparison");
    connect(
        m_actions.endComparison, &QAction::triggered, this, &ComparisonController::endComparison);
    m_menu->addSeparator();
    // F7 and F8 toggle their panels (closed → open, behind a tab → in front, in front →
    // closed), wide enough for the heatmap or the table at the interface scale.
    m_actions.showSwaps = SidePanels::toggleAction(m_window, m_swapDock, this,
        [](QDockWidget *dock) { return SidePanels::scaled(dock, 440); });
    m_actions.showSwaps->setObjectName(QStringLiteral("showSwaps"));
    m_actions.showSwaps->setShortcut(QKeySequence(Qt::Key_F7));
    // Opened from the keyboard or the menu: the heat map takes the focus, so the arrows explore
    // its cells and Enter applies one at once (else a keyboard user tabbed through the whole
    // window to reach it).
    connect(m_actions.showSwaps, &QAction::triggered, this, [this] {
        if (m_swapDock->isVisible() && m_swapPanel->heatmap()->isVisible())
            m_swapPanel->heatmap()->setFocus(Qt::ShortcutFocusReason);
    });
    m_menu->addAction(m_actions.showSwaps);
    m_window->addAction(m_actions.showSwaps);
    m_actions.showConventionExplorer = SidePanels::toggleAction(m_window, m_conventionDock, this,
        [](QDockWidget *dock) { return SidePanels::scaled(dock, 560); });
    m_actions.showConventionExplorer->setObjectName(QStringLiteral("showConventionExplorer"));
    m_actions.showConventionExplorer->setShortcut(QKeySequence(Qt::Key_F8));
    m_menu->addAction(m_actions.showConventionExplorer);
    m_window->addAction(m_actions.showConventionExplorer);
    m_actions.whichConvention = make("whichConvention");
    m_actions.whichConvention->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
    connect(m_actions.whichConvention, &QAction::triggered, this,
        &ComparisonController::showClaimDialog);
    retranslate();
}

void ComparisonController::retranslate()
{
    m_menu->setTitle(tr("&Compare"));
    m_actions.compareSeed002->setText(tr("Seed 002: &algorithm A vs algorithm B (lipsticks)"));
    m_actions.compareSeed001->setText(tr("Seed 001: &system A vs system B (成都旅游攻略)"));
    m_actions.compareWithCopy->setText(tr("Compare with a &copy"));
    m_actions.compareWithCopy->setToolTip(
        tr("Start ranking B as a copy of A, then drag B's rows to compare"));
    m_actions.endComparison->setText(tr("&End comparison"));
    m_actions.showSwaps->setText(tr("What-&if swaps"));
    m_actions.showConventionExplorer->setText(tr("Con&vention explorer"));
    m_actions.whichConvention->setText(tr("&Which convention gives this number…"));
    m_actions.endComparison->setEnabled(m_document->isComparison());
    if (m_view)
        m_lesson->setRevealOrder(ComparisonView::revealOrder()); // the stages' names
    setActiveSide(m_side); // the panels' names
}

QString ComparisonController::sideName(int side) const
{
    if (!m_document->isComparison())
        return QString();
    return side == 1 ? tr("ranking B") : tr("ranking A");
}

RankingDocument *ComparisonController::activeDocument() const
{
    if (m_side == 1 && m_document->b())
        return m_document->b();
    return m_document->a();
}

int ComparisonController::focusedSide(int otherwise) const
{
    const int side = m_view ? m_view->sideOf(QApplication::focusWidget()) : -1;
    return side >= 0 ? side : otherwise;
}

void ComparisonController::setActiveSide(int side)
{
    m_side = side == 1 && m_document->b() ? 1 : 0;
    // The docks' titles (and their tabs) say which ranking the panels analyse.
    const bool comparing = m_document->isComparison();
    m_swapDock->setWindowTitle(!comparing ? tr("What-if swaps")
            : m_side == 1                 ? tr("What-if swaps · ranking B")
                                          : tr("What-if swaps · ranking A"));
    m_conventionDock->setWindowTitle(!comparing ? tr("Convention explorer")
            : m_side == 1                       ? tr("Convention explorer · ranking B")
                                                : tr("Convention explorer · ranking A"));
    RankingDocument *document = activeDocument();
    QUndoGroup *group = m_document->undoGroup();
    if (!group->stacks().contains(document->undoStack()))
        group->addStack(document->undoStack());
    group->setActiveStack(document->undoStack());
    m_swapPanel->setDocument(document, sideName(m_side));
    m_conventionPanel->setDocument(document, sideName(m_side));
}

void ComparisonController::updateMode()
{
    m_actions.endComparison->setEnabled(m_document->isComparison());
    if (m_document->isComparison() && !m_view) {
        RankingDocument *b = m_document->b();
        m_view = new ComparisonView(m_document->a(), b);
        m_view->setViewState(m_lesson->viewState());
        connect(m_view, &ComparisonView::sideActivated, this, &ComparisonController::setActiveSide);
        connect(m_view, &ComparisonView::messageShown, m_window, [this](const QString &text) {
            m_window->statusBar()->showMessage(text, 12000);
            announce(m_view, text); // a refused edit, read out
        });
        // B goes away before comparisonChanged() says so: drop the view's hold on it first.
        connect(b, &QObject::destroyed, this, &ComparisonController::closeView);
        m_views->addWidget(m_view);
        m_views->setCurrentWidget(m_view);
        m_lesson->setRevealOrder(ComparisonView::revealOrder()); // R reveals what it shows
        // The focus may have moved into one of the new tables already (the page changed under
        // it): the panels follow that table, as the Edit menu and undo do.
        setActiveSide(focusedSide(0));
    } else if (!m_document->isComparison() && m_view) {
        closeView();
    }
    if (!m_document->isComparison())
        setActiveSide(0);
}

void ComparisonController::closeView()
{
    if (!m_view)
        return;
    m_view->discardOpenEditors();
    m_swapPanel->setDocument(m_document->a());
    m_conventionPanel->setDocument(m_document->a());
    m_side = 0;
    m_swapDock->setWindowTitle(tr("What-if swaps"));
    m_conventionDock->setWindowTitle(tr("Convention explorer"));
    m_document->undoGroup()->setActiveStack(m_document->a()->undoStack());
    m_views->setCurrentWidget(m_workbench);
    m_lesson->setRevealOrder({}); // the workbench's order again
    m_views->removeWidget(m_view);
    delete m_view;
    m_view = nullptr;
}

RowCommands *ComparisonController::activeRowCommands() const
{
    return m_view ? m_view->rowCommands(m_side) : nullptr;
}

void ComparisonController::discardOpenEditors()
{
    if (m_view)
        m_view->discardOpenEditors();
}

void ComparisonController::applyViewState(const ViewState &view)
{
    m_swapPanel->setViewState(view);
    m_conventionPanel->setValuesHidden(!view.showsTotal(ViewState::Quantity::NdcgTotal));
    if (m_view)
        m_view->setViewState(view);
}

void ComparisonController::preview(
    RankingDocument *document, const std::optional<ViewState::Preview> &preview)
{
    // The swapped ranking itself (items and positions), not one matched by grades: a swap of
    // two equal grades previews with its labels swapped. Either side's preview is the lesson's,
    // which shows it in every view of that side (the workbench shows A's alone).
    using Side = ViewState::Preview::Side;
    std::optional<Side> side;
    if (m_view && document == m_view->document(1))
        side = Side::B;
    else if (document == m_document->a() || (m_view && document == m_view->document(0)))
        side = Side::A;
    if (!side)
        return;
    if (!preview) {
        // Only the preview of that side ends (a panel that moved to the other side says so).
        if (m_lesson->preview() && m_lesson->preview()->side == *side)
            m_lesson->setPreview(std::nullopt);
        return;
    }
    ViewState::Preview shown = *preview;
    shown.side = *side;
    m_lesson->setPreview(shown);
}

bool ComparisonController::loadExample(const QString &id)
{
    const Ndcg::Result<Ndcg::Scenario> scenario = Ndcg::loadExample(id);
    if (!scenario) {
        m_window->statusBar()->showMessage(scenario.error().message, 12000);
        return false;
    }
    m_document->loadScenario(scenario.value(), ScenarioDocument::titleOf(scenario.value(), id));
    return true;
}

void ComparisonController::compareWithCopy()
{
    const Ndcg::Ranking a = m_document->a()->ranking();
    if (RankingDocument *b = m_document->b()) {
        // Already comparing: B becomes a copy of A as one undoable edit of B.
        b->editRanking(a, tr("Copy ranking A into B"));
        setActiveSide(1);
    } else {
        m_document->setComparison(a);
        setActiveSide(1);
    }
    if (m_view) {
        m_view->table(1)->setFocus();
        m_window->statusBar()->showMessage(tr("Ranking B is a copy of A: drag its rows (or press "
                                              "Ctrl+Up / Ctrl+Down) to compare."),
            12000);
    }
}

void ComparisonController::endComparison()
{
    RankingDocument *b = m_document->b();
    if (!b)
        return;
    if (b->isModified() && m_window->isVisible()) {
        const auto answer = QMessageBox::question(m_window, tr("End comparison"),
            tr("Ranking B has edits that ending the comparison will discard. End it?"));
        if (answer != QMessageBox::Yes)
            return;
    }
    m_document->setComparison(std::nullopt);
}

ClaimDialog *ComparisonController::claimDialog()
{
    if (!m_claimDialog)
        m_claimDialog = new ClaimDialog(m_window);
    return m_claimDialog;
}

void ComparisonController::showClaimDialog()
{
    ClaimDialog *dialog = claimDialog();
    QList<std::pair<QString, RankingDocument *>> documents;
    if (m_document->isComparison()) {
        documents.append({tr("ranking A"), m_document->a()});
        documents.append({tr("ranking B"), m_document->b()});
    } else {
        documents.append({tr("the ranking"), m_document->a()});
    }
    dialog->setDocuments(documents);
    dialog->rankingCombo()->setCurrentIndex(m_document->isComparison() ? m_side : 0);
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
    dialog->focusFigure();
}
