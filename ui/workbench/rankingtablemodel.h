#pragma once

// The ranking table: one row per position, the editable columns (label, grade) first, then the
// columns explain() computes, read-only and styled apart. Rows past the ranking's end show the
// ideal terms of judged items the ranking did not return. The model keeps a copy of the items
// and of the breakdown (implicitly shared). It follows the document's row edits with
// beginInsertRows/beginRemoveRows/beginMoveRows, carrying its copy of the old rows along; once
// the new breakdown is in (breakdownChanged), it compares each cell with what it showed before
// and emits dataChanged for exactly the cells that changed. Only load() resets it.

#include "breakdown.h"
#include "document/rankingdocument.h"
#include "steps.h"
#include "viewstate.h"

#include <QAbstractTableModel>

class RankingTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        Position,
        Label,
        Grade,
        Gain, // gain(g_i)
        Discount, // d(i)
        Contribution, // gain(g_i) · d(i)
        Dcg, // DCG@i = Σ_{j≤i} contribution_j
        IdealGrade, // grade at position i of the ideal ordering
        IdealContribution, // ideal gain · d(i)
        Idcg, // IDCG@i
        NdcgAtI, // NDCG@i = DCG@i / IDCG@i
        ColumnCount
    };
    Q_ENUM(Column)

    enum Role {
        ComputedRole = Qt::UserRole + 1, // bool: a computed, read-only column
        BelowCutoffRole, // bool: position > k
        RetrievedRole, // bool: the ranking has an item at this position
        ValueRole, // double: the unrounded value
        HiddenRole, // bool: shown as "?" (step-through, predict then reveal)
        CurrentCellRole, // bool: the cell the current step computes
    };

    static constexpr auto mimeType = "application/x-ndcg-positions";

    explicit RankingTableModel(RankingDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    Qt::DropActions supportedDropActions() const override;
    Qt::DropActions supportedDragActions() const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    bool canDropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
        const QModelIndex &parent) const override;
    // Moves the dragged positions before `row` (or before parent's row): one undo step.
    bool dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
        const QModelIndex &parent) override;

    RankingDocument *document() const { return m_document; }
    // The number of ranked items (rows past it are ideal-only).
    int itemCount() const { return int(m_items.size()); }
    // The cutoff k in effect (0 when there is no breakdown).
    int cutoff() const;
    // The table as tab-separated text with a header line; rows: all when empty.
    QString toTsv(const QList<int> &rows = {}) const;
    // The rows a drop moved, to select them afterwards.
    QList<int> lastDropSelection() const { return m_lastDropSelection; }
    // After a language change: headers, "(not retrieved)" and tooltips are read again.
    void retranslate();

    // What the views show (step-through, hidden answers, the current cell, a preview): the
    // model asks the state which cells show "?" and shows a preview's ranking, marked.
    void setViewState(const ViewState &state);
    const ViewState &viewState() const { return m_view; }
    // Whether a cell shows "?" instead of its value.
    bool isMasked(int row, int column) const;
    // The step-engine cell shown in a column (StepCell::None for label and position).
    static Ndcg::StepCell stepCell(int column);

signals:
    // A typed value was refused; reason is translated and says what to type instead.
    void editRejected(const QModelIndex &index, const QString &reason);
    // Rows were moved by drag and drop: select these.
    void rowsDropped(const QList<int> &rows);

private:
    // A new scenario: everything read again.
    void resetFromDocument();
    void insertDocumentRows(RankingDocument::List list, int first, int last);
    void removeDocumentRows(RankingDocument::List list, int first, int last);
    void moveDocumentRows(RankingDocument::List list, int first, int last, int destination);
    // After the breakdown was recomputed: the rows past the ranking added or removed at the
    // end, then dataChanged for each cell whose shown value (or dimming) changed.
    void sync();
    // The number shown in the position column.
    int shownPosition(int row) const;
    QString displayText(int row, int column) const;
    QString toolTip(int row, int column) const;
    int rowsFor(const QList<Ndcg::Item> &items, const Ndcg::Breakdown *b) const;
    bool rowHasMaskedCell(int row) const;
    // What the cells show: the preview's ranking while one of the table's shape is shown.
    const QList<Ndcg::Item> &shownItems() const;
    const Ndcg::Breakdown *shownBreakdown() const;
    bool previewShown() const;
    bool previewDiffers(int row) const;

    RankingDocument *m_document;
    QList<Ndcg::Item> m_items;
    std::optional<Ndcg::Breakdown> m_breakdown;
    int m_rowCount = 0;
    QList<int> m_lastDropSelection;
    ViewState m_view;
};
