#pragma once

// The judged items the ranking did not return ("not retrieved"): editable label and grade,
// and the position each one takes in the ideal ordering when the ideal comes from the judged
// pool. They count in IDCG and recall but never in DCG. The model follows the document's row
// edits of the pool with row signals and, after each recompute, emits dataChanged for exactly
// the cells that changed; only load() resets it.

#include "breakdown.h"
#include "document/rankingdocument.h"

#include <QAbstractTableModel>

class UnretrievedModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Label, Grade, IdealPosition, ColumnCount };
    Q_ENUM(Column)

    explicit UnretrievedModel(RankingDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    // The ideal position (1-based) of unretrieved item `row`, or 0 when it is not in the ideal.
    int idealPosition(int row) const;
    // Predict, then reveal: the ideal positions show "?" while the ideal order is hidden.
    void setIdealHidden(bool hidden);
    // After a language change: headers and tooltips are read again.
    void retranslate();

signals:
    void editRejected(const QModelIndex &index, const QString &reason);

private:
    // The ideal position of each judged item under the document's breakdown.
    QList<int> documentPositions() const;
    void resetFromDocument();
    void insertDocumentRows(RankingDocument::List list, int first, int last);
    void removeDocumentRows(RankingDocument::List list, int first, int last);
    void moveDocumentRows(RankingDocument::List list, int first, int last, int destination);
    // After the breakdown was recomputed: dataChanged for each cell whose value changed.
    void sync();

    RankingDocument *m_document;
    QList<Ndcg::Item> m_items;
    QList<int> m_idealPositions; // per row, 0 when not in the ideal ordering
    bool m_idealHidden = false;
};
