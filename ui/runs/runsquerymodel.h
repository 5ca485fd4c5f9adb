#pragma once

// The per-query table of the "Evaluate runs" window: one row per compared query, on the measure
// the charts show, the baseline's value (A), the compared run's (B) and B − A, with 4 decimals
// through DisplayFormat (as `ndcg-cli compare -q` prints the values). SortRole gives the exact
// values (for the query column, its place in the qrels' order), QueryRole the query's index in
// RunComparison::queries on every column, so that a sorted view still opens the right query.
// The same RunsChart::Data feeds the three charts: the table and the charts cannot disagree.

#include "runscharts.h"

#include <QAbstractTableModel>

class RunsQueryModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Query, ValueA, ValueB, Difference, ColumnCount };
    enum Role { SortRole = Qt::UserRole, QueryRole };
    static constexpr int decimals = 4;

    explicit RunsQueryModel(QObject *parent = nullptr);

    // Resets the model to these queries and values (empty: no rows).
    void setQueries(const RunsChart::Data &data);
    const RunsChart::Data &queries() const { return m_data; }
    // The texts of the current language (headers, tooltips).
    void retranslate();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    double value(int row, int column) const;

    RunsChart::Data m_data;
};
