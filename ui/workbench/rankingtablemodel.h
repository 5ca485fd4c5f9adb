#pragma once

// The ranking table: one row per position, the editable columns (label, grade) first, then the
// columns explain() computes, read-only and styled apart. Rows past the ranking's end show the
// ideal terms of judged items the ranking did not return. The model keeps a copy of the items
// and of the breakdown (implicitly shared). It follows the document's row edits with
// beginInsertRows/beginRemoveRows/beginMoveRows, carrying its copy of the old rows along; once
// the new breakdown is in (breakdownChanged), it compares each cell with what it showed before
// and emits dataChanged for exactly the cells that changed. Only load() resets it. It presents
// the breakdown only: what a view hides, marks or previews (ViewState) is MaskingProxyModel's.

#include "breakdown.h"
#include "document/rankingdocument.h"
#include "steps.h"

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
        // Answered by MaskingProxyModel (false here):
        HiddenRole, // bool: shown as "?" (step-through, predict then reveal)
        CurrentCellRole, // bool: the cell the current step computes
    };

    // A ranking's items and breakdown of the table's shape: the document's, or a preview's.
    struct Cells
    {
        const QList<Ndcg::Item> &items;
        const Ndcg::Breakdown *breakdown; // null when explain() refused
    };
    // A cell as the table presents `cells` (every role but HiddenRole and CurrentCellRole).
    static QVariant cellData(const Cells &cells, int row, int column, int role);
    // The rows of a table of these items: the ranked ones, then the ideal-only ones.
    static int rowsFor(const QList<Ndcg::Item> &items, const Ndcg::Breakdown *b);
    // Whether a column is computed by explain() (read-only, styled apart).
    static bool isComputed(int column) { return column >= Gain; }

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

    // The ranked items as the table shows them (rows past them are ideal-only), and their number.
    const QList<Ndcg::Item> &items() const { return m_items; }
    int itemCount() const { return int(m_items.size()); }
    // The cutoff k in effect (0 when there is no breakdown).
    int cutoff() const;
    // The table as tab-separated text with a header line; rows: all when empty.
    QString toTsv(const QList<int> &rows = {}) const;
    // The rows a drop moved, to select them afterwards.
    QList<int> lastDropSelection() const { return m_lastDropSelection; }
    // After a language change: headers, "(not retrieved)" and tooltips are read again.
    void retranslate();

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
    static QString displayText(const Cells &cells, int row, int column);
    static QString toolTip(const Cells &cells, int row, int column);

    RankingDocument *m_document;
    QList<Ndcg::Item> m_items;
    std::optional<Ndcg::Breakdown> m_breakdown;
    int m_rowCount = 0;
    QList<int> m_lastDropSelection;
};
