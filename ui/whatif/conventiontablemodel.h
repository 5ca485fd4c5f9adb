#pragma once

// The convention explorer's table: one row per library measure (Ndcg::ConventionTable), with
// its NDCG, its settings spelled out and the one-line reason its number differs from the row
// above. The model resets once per recompute; the source of each convention is its tooltip.

#include "conventions.h"

#include <QAbstractTableModel>

class ConventionTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Library, Measure, Ndcg, Settings, Reason, Note, ColumnCount };
    Q_ENUM(Column)

    explicit ConventionTableModel(QObject *parent = nullptr);

    void setTable(const Ndcg::ConventionTable &table);
    const Ndcg::ConventionTable &table() const { return m_table; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    // After a language change: the headers are read again.
    void retranslate();

private:
    Ndcg::ConventionTable m_table;
};
