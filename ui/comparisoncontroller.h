#pragma once

// Everything of issue 6 that lives in the main window, wired in one place so that MainWindow
// constructs it with one line:
//   - the "&Compare" menu: the built-in comparisons (seed 002's two algorithms, seed 001's
//     systems A and B), "Compare with a copy" (B starts as a copy of A and is edited by
//     dragging), "End comparison", and the panels below;
//   - comparison mode: when MainWindow::comparisonChanged() fires, the central area switches
//     between the window's single workbench and a ComparisonView of A and B;
//   - undo on whichever side has the focus: A's and B's stacks in the window's QUndoGroup, the
//     active one following the focus (settings are always edited, and undone, on A);
//   - the docks "What-if swaps" (SwapPanel) and "Convention explorer" (ConventionPanel with the
//     ties), which follow the active side, and the "Which convention gives this number?" dialog;
//   - a hovered swap previews in the charts of the active side, without touching the document.
// Step-through hook: Workbench::stepLimitChanged() is forwarded to the comparison view, so a
// step controller that drives the window's workbench steps both A and B together.

#include <QObject>

#include <optional>

namespace Ndcg {
struct Breakdown;
}

class ClaimDialog;
class ComparisonView;
class ConventionPanel;
class MainWindow;
class QAction;
class QDockWidget;
class QMenu;
class QSize;
class RankingDocument;
class SwapPanel;
class TableEditor;

class ComparisonController : public QObject
{
    Q_OBJECT
public:
    explicit ComparisonController(MainWindow *window);
    ~ComparisonController() override;

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
    TableEditor *activeEditor() const;

    // Loads a bundled example by id ("002-lipsticks-ab") into the window.
    bool loadExample(const QString &id);
    void compareWithCopy();
    void endComparison();
    void showClaimDialog();
    // Closes open cell editors of the comparison tables without committing them.
    void discardOpenEditors();

private slots:
    void followStep();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createMenu();
    void hookStepThrough();
    void retranslate();
    void updateMode();
    void tearDownView();
    void placeDock(QDockWidget *dock, bool visible, const QSize &size);
    void applyZoom(double zoom);
    void preview(RankingDocument *document, const std::optional<Ndcg::Breakdown> &breakdown);
    QString sideName(int side) const;

    MainWindow *m_window;
    ComparisonView *m_view = nullptr;
    QWidget *m_single = nullptr; // the central widget put aside while comparing
    int m_side = 0;
    QMenu *m_menu = nullptr;
    QAction *m_example002 = nullptr;
    QAction *m_example001 = nullptr;
    QAction *m_copy = nullptr;
    QAction *m_end = nullptr;
    QAction *m_swaps = nullptr;
    QAction *m_conventions = nullptr;
    QAction *m_which = nullptr;
    QDockWidget *m_swapDock = nullptr;
    QDockWidget *m_conventionDock = nullptr;
    SwapPanel *m_swapPanel = nullptr;
    ConventionPanel *m_conventionPanel = nullptr;
    ClaimDialog *m_claimDialog = nullptr;
};
