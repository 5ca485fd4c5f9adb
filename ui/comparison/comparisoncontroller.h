#pragma once

// Everything of issue 6 that lives in the main window, wired in one place:
//   - the "&Compare" menu: the built-in comparisons (seed 002's two algorithms, seed 001's
//     systems A and B), "Compare with a copy" (B starts as a copy of A and is edited by
//     dragging), "End comparison", and the panels below;
//   - comparison mode: when ScenarioDocument::comparisonChanged() fires, a ComparisonView of
//     A and B is added to the window's stack of views and shown; it goes when B goes;
//   - undo on whichever side has the focus: the ScenarioDocument's QUndoGroup's active stack
//     follows the focus (settings are always edited, and undone, on A);
//   - the docks "What-if swaps" (SwapPanel) and "Convention explorer" (ConventionPanel with the
//     ties), which follow the active side and name it in their titles, and the "Which convention
//     gives this number?" dialog;
//   - a hovered swap previews in the charts of the active side, without touching the document.
// Hidden answers, reveals and steps come from the LessonState (one changed() signal), so a
// step-through of A steps both A and B together and a reveal shows in both.

#include "workbench/viewstate.h"

#include <QObject>

#include <optional>

class ClaimDialog;
class ComparisonView;
class ConventionPanel;
class LessonState;
class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;
class QSize;
class QStackedWidget;
class RankingDocument;
class ScenarioDocument;
class SwapPanel;
class RowCommands;
class Workbench;

class ComparisonController : public QObject
{
    Q_OBJECT
public:
    struct Actions
    {
        QAction *compareSeed002 = nullptr;
        QAction *compareSeed001 = nullptr;
        QAction *compareWithCopy = nullptr;
        QAction *endComparison = nullptr;
        QAction *showSwaps = nullptr;
        QAction *showConventionExplorer = nullptr;
        QAction *whichConvention = nullptr;
    };

    // The docks go into `window`, the comparison view into `views` (whose first page is the
    // single `workbench`); `lesson` says what is hidden and how far the steps have got.
    ComparisonController(ScenarioDocument *document, QMainWindow *window, QStackedWidget *views,
        Workbench *workbench, LessonState *lesson);
    ~ComparisonController() override;

    const Actions &actions() const { return m_actions; }
    // The comparison view while comparing, else nullptr.
    ComparisonView *view() const { return m_view; }
    SwapPanel *swapPanel() const { return m_swapPanel; }
    ConventionPanel *conventionPanel() const { return m_conventionPanel; }
    QDockWidget *swapDock() const { return m_swapDock; }
    QDockWidget *conventionDock() const { return m_conventionDock; }
    ClaimDialog *claimDialog();
    QMenu *menu() const { return m_menu; }

    // 0 = A, 1 = B: the side undo, the swaps and the conventions address.
    int activeSide() const { return m_side; }
    void setActiveSide(int side);
    RankingDocument *activeDocument() const;
    // While comparing, the row commands of the active side's table (the Edit menu acts on
    // them); nullptr otherwise.
    RowCommands *activeRowCommands() const;

    // Loads a bundled example by id ("002-lipsticks-ab") into the window.
    bool loadExample(const QString &id);
    void compareWithCopy();
    void endComparison();
    void showClaimDialog();
    // Closes open cell editors of the comparison tables without committing them.
    void discardOpenEditors();
    // The two-ranking view goes and the workbench comes back (the comparison ended, B was
    // destroyed, or the window is closing: called while the panels, the views' stack and the
    // documents are whole, before B is destroyed with the window's children).
    void closeView();

public slots:
    void retranslate();

private:
    void createMenu();
    void updateMode();
    // A hovered swap: shown in every view of that side, marked as a preview (nullopt: ends).
    void preview(RankingDocument *document, const std::optional<ViewState::Preview> &preview);
    // The lesson's hidden answers and steps, in the swaps and conventions panels and the
    // comparison.
    void applyViewState(const ViewState &view);
    QString sideName(int side) const;
    // The side whose table has the focus (0 = A, 1 = B), or `otherwise` when neither has it.
    int focusedSide(int otherwise) const;

    ScenarioDocument *m_document;
    QMainWindow *m_window;
    QStackedWidget *m_views;
    Workbench *m_workbench;
    LessonState *m_lesson;
    ComparisonView *m_view = nullptr;
    int m_side = 0;
    QMenu *m_menu = nullptr;
    Actions m_actions;
    QDockWidget *m_swapDock = nullptr;
    QDockWidget *m_conventionDock = nullptr;
    SwapPanel *m_swapPanel = nullptr;
    ConventionPanel *m_conventionPanel = nullptr;
    ClaimDialog *m_claimDialog = nullptr;
};
