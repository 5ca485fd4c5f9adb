#pragma once

// The what-if swaps panel: the heatmap of ΔNDCG@k for every pair of positions of one document's
// ranking, a line that says what the hovered swap would do (or which swap helps most), and the
// swap itself on a click, one undo step through RankingDocument::editRanking(). Hovering asks
// the window for a preview (previewRequested) and never touches the document.

#include "swaps.h"
#include "workbench/viewstate.h"

#include <QPointer>
#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;
class RankingDocument;
class SwapHeatmap;

class SwapPanel : public QWidget
{
    Q_OBJECT
public:
    explicit SwapPanel(QWidget *parent = nullptr);

    // The document the panel shows and edits; `name` says which one ("ranking A"), may be empty.
    void setDocument(RankingDocument *document, const QString &name = {});
    RankingDocument *document() const { return m_document; }
    SwapHeatmap *heatmap() const { return m_heatmap; }
    QString statusText() const;
    // The title above the heatmap (rich text): names the ranking analysed.
    QString titleText() const;
    // Applies the swap of positions i and j (0-based): one undo step.
    void applySwap(int i, int j);
    void retranslate();
    // Predict, then reveal: while the view state hides NDCG@k (hidden answers, a step-through
    // that has not reached it), the map shows no value or colour and the status line no number.
    void setViewState(const ViewState &view);
    bool valuesHidden() const { return m_valuesHidden; }

signals:
    // Show `preview` (the swapped ranking's breakdown, its items and the two positions) in
    // every view of `document` instead of the document's; nullopt: stop.
    void previewRequested(
        RankingDocument *document, const std::optional<ViewState::Preview> &preview);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    // Closed (SidePanels::isClosed()): the content is cleared, nothing stale stays.
    void hideEvent(QHideEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void refresh();
    // The title as tall as its text at the panel's width; the status line three lines tall, or
    // as tall as its text needs (it only grows until the next resize, so that a longer
    // preview's text does not move the cells under the mouse back and forth).
    void sizeLabels(bool resized);
    void preview(int i, int j);
    void showBest();

    QPointer<RankingDocument> m_document;
    QString m_name;
    SwapHeatmap *m_heatmap = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_best = nullptr;
    bool m_dirty = true;
    bool m_previewing = false;
    bool m_valuesHidden = false;
};
