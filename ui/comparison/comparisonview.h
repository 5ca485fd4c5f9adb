#pragma once

// Comparison mode: rankings A and B of the same judged items side by side, read at a glance.
//
//   definition line (A's conventions; B follows them)
//   [ A: NDCG@k ]   [ verdict: "B is better by 0.052", A − B, where each gains ]   [ B: NDCG@k ]
//                   [ NDCG@k and the companion metrics of A and B, row by row; those on
//                     which A and B agree named above it ("RR (MRR)" for seed 001)   ]
//   table A | links | table B        running DCG of A, B and the ideal
//   [ ] Show all 180 positions       difference strip: contribution A − B at each position
//
// Long rankings (a TREC query opened from Evaluate runs judges ~180 items) are drawn to their
// first 2k positions (ComparisonPoints::defaultDepth()) in the tables, the links and the charts;
// "Show all" draws every position. NDCG@k and the ideal always count the whole judged pool.
//
// Both tables are the workbench's own table model and view, so cells edit and rows drag the
// same way (one undo step on that side's stack). Every number comes from the two documents'
// breakdowns; the view keeps no state but the selection, an optional preview breakdown per side
// (a what-if swap hovered in the heatmap, never committed) and the step limit.

#include "charts/comparisonpoints.h"
#include "stepthrough/lessonstate.h"
#include "workbench/maskingproxymodel.h"
#include "workbench/viewstate.h"

#include <QWidget>

#include <optional>

class ComparisonChart;
class ComparisonLinks;
class DefinitionBar;
class QCheckBox;
class QLabel;
class QSplitter;
class RankingDocument;
class RankingTableModel;
class RankingTableView;
class RowCommands;

class ComparisonView : public QWidget
{
    Q_OBJECT
public:
    ComparisonView(RankingDocument *a, RankingDocument *b, QWidget *parent = nullptr);

    RankingDocument *document(int side) const { return side == 1 ? m_b : m_a; }
    RankingTableView *table(int side) const { return side == 1 ? m_tableB : m_tableA; }
    // That side's table's model as the table shows it (masked by the view state).
    MaskingProxyModel *model(int side) const { return side == 1 ? m_maskedB : m_maskedA; }
    // The Edit menu's row commands on that side's table.
    RowCommands *rowCommands(int side) const { return m_rowCommands[side == 1 ? 1 : 0]; }
    ComparisonChart *runningChart() const { return m_running; }
    ComparisonChart *differenceChart() const { return m_difference; }
    ComparisonLinks *links() const { return m_links; }
    DefinitionBar *definitionBar() const { return m_definition; }
    // 0 (A) or 1 (B) when `widget` is inside that side's table; -1 otherwise.
    int sideOf(const QWidget *widget) const;

    const ComparisonPoints::Summary &summary() const { return m_summary; }
    // The headline texts as plain text (for tests and screen readers).
    QString ndcgText(int side) const;
    QString verdictText() const;
    QString whereText() const;
    // The metrics table as plain text, one line per row, cells separated by tabs:
    // "\tNDCG@5\tRR (MRR)\t…", "A\t1.000\t1.000\t…", "B\t…", then the agreement line.
    QString metricsText() const;
    // Predict, then reveal: what R reveals here, press by press, each a change on screen: the
    // gain·d(i) column (the tables and where A and B differ), the DCG@i curves, the ideal
    // curves, NDCG@k (the cards, the verdict), the companion metrics. Each stage takes along the
    // quantities this view does not show (the gain with the gain·d(i) column, …), so that once
    // its last stage is revealed nothing is hidden. Translated.
    static QList<RevealStage> revealOrder();
    // "R reveals, in turn: the gain·d(i) column, …" as plain text; empty when nothing is hidden.
    QString revealOrderText() const;

    // The lesson's state: its hidden quantities and revealed cells, how far a step-through of A
    // has got (the charts stop at A's curve), and its preview: shown instead of the breakdown of
    // the side it previews (ViewState::Preview::side), in its table too, marked as a preview. The
    // tables hide as the workbench's; the cards, the verdict and where each side gains hide with
    // NDCG@k; the running chart with the DCG@i (and IDCG@i) column; the difference chart with
    // the gain·d(i) column.
    void setViewState(const ViewState &view);
    const ViewState &viewState() const { return m_view; }
    // Every position in the tables, links and charts, or (false, the default) the first
    // ComparisonPoints::defaultDepth() of them when there are more.
    void setShowAll(bool all);
    bool showsAll() const;
    QCheckBox *showAllBox() const { return m_showAll; }
    // The positions drawn now (rows of each table, x of the charts); -1 when all are.
    int depth() const { return m_depth; }
    void retranslate();
    // Closes open cell editors without committing them (before a document goes away).
    void discardOpenEditors();

signals:
    void messageShown(const QString &text);
    // The side whose table last took the focus or a click (0 = A, 1 = B).
    void sideActivated(int side);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void refresh();
    // The companion metrics of both sides beside their NDCG (one HTML table). Returns the
    // sentence naming those on which A and B agree (empty if none), for the line above it.
    QString refreshMetrics(const Ndcg::Breakdown *a, const Ndcg::Breakdown *b, const QString &k);
    void fitSplitter();
    // The tables' fonts relative to the view's (the interface scale's).
    void applyFonts();
    void setHighlight(int side, int row);
    // Hides the tables' rows from `depth` on (-1: shows every row).
    void applyDepth();
    const Ndcg::Breakdown *breakdown(int side) const;

    RankingDocument *m_a;
    RankingDocument *m_b;
    RankingTableModel *m_modelA = nullptr;
    RankingTableModel *m_modelB = nullptr;
    MaskingProxyModel *m_maskedA = nullptr; // over m_modelA: table A's model
    MaskingProxyModel *m_maskedB = nullptr;
    RankingTableView *m_tableA = nullptr;
    RankingTableView *m_tableB = nullptr;
    RowCommands *m_rowCommands[2] = {nullptr, nullptr};
    ComparisonLinks *m_links = nullptr;
    ComparisonChart *m_running = nullptr;
    ComparisonChart *m_difference = nullptr;
    QSplitter *m_splitter = nullptr;
    DefinitionBar *m_definition = nullptr;
    QLabel *m_titleA = nullptr;
    QLabel *m_titleB = nullptr;
    QLabel *m_cardA = nullptr;
    QLabel *m_cardB = nullptr;
    QLabel *m_verdict = nullptr;
    QLabel *m_where = nullptr;
    QLabel *m_metrics = nullptr;
    QLabel *m_revealOrder = nullptr;
    QCheckBox *m_showAll = nullptr;
    int m_depth = -1;
    int m_total = 0; // positions of the longer side, for the check box's text
    QString m_metricsText;
    ComparisonPoints::Summary m_summary;
    std::optional<ViewState::Preview> m_preview[2];
    ViewState m_view; // hidden quantities and revealed cells only
    QString m_chartTag; // the preview marker the chart titles carry ("" when none)
    int m_limit = -1;
    // A step-through that has not reached NDCG@k: the headline's NDCG@k and metrics wait for it
    // (as the workbench's card does, ViewState::showsTotal()).
    bool m_ndcgPending = false;
};
