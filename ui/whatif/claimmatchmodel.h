#pragma once

// The conventions that reproduce a quoted figure (Ndcg::ClaimSearch::matches), one row each:
// the convention in words, the cutoffs it covers and its exact value. Resets once per search.

#include "claimfinder.h"

#include <QAbstractTableModel>

class ClaimMatchModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Convention, Cutoff, Value, ColumnCount };
    Q_ENUM(Column)

    explicit ClaimMatchModel(QObject *parent = nullptr);
    void setMatches(const QList<Ndcg::ClaimMatch> &matches);
    const QList<Ndcg::ClaimMatch> &matches() const { return m_matches; }
    // "k = 3", "k = 3–5", "k = 4–all".
    static QString cutoffText(const Ndcg::ClaimMatch &match);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<Ndcg::ClaimMatch> m_matches;
};
