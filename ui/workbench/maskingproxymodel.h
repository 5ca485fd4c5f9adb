#pragma once

// The ranking table as the view shows it: RankingTableModel presents the document's breakdown,
// and this proxy applies what the ViewState says over it. A cell the state hides (predict, then
// reveal) or the step-through has not computed yet reads "?" (its accessible text "hidden", its
// tooltip and value withheld, and the formulas in the tooltips of its row too); the cell being
// computed is on the strong band; a preview (a hovered swap) shows the previewed ranking's
// values in the table's rows, its swapped rows marked. Rows and columns are the source's, one
// to one: every structural signal passes through unchanged.

#include "rankingtablemodel.h"
#include "viewstate.h"

#include <QIdentityProxyModel>

class MaskingProxyModel : public QIdentityProxyModel
{
    Q_OBJECT
public:
    explicit MaskingProxyModel(RankingTableModel *source, QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    // A drag's rows as the source gives them (for a move), its text as the view shows them
    // (toTsv()): a row dragged out of the table gives no hidden value away.
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    // The rows (all when empty) as TSV with a header, as the view shows them: a hidden cell "?"
    // (empty when it has no value), a preview's values, the swapped rows' marks left out. What
    // Copy puts on the clipboard, so that copying never gives away an answer the view hides.
    QString toTsv(const QList<int> &rows = {}) const;

    RankingTableModel *rankingModel() const { return m_source; }
    // The source's shape, for the view: ranked items (rows past them are ideal-only) and k.
    int itemCount() const { return m_source->itemCount(); }
    int cutoff() const { return m_source->cutoff(); }

    // What the views show (step-through, hidden answers, the current cell, a preview).
    void setViewState(const ViewState &state);

private:
    // Whether a cell shows "?" instead of its value.
    bool isMasked(int row, int column) const;
    bool rowHasMaskedCell(int row) const;
    // A preview of the same shape as the table (a swap): rows are never added for one.
    bool previewShown() const;
    bool previewDiffers(int row) const;
    // The cell as the source presents it, or as it presents the preview's ranking.
    QVariant shownData(const QModelIndex &index, int role) const;

    RankingTableModel *m_source;
    ViewState m_view;
};
