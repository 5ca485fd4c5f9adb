#pragma once

// Picks one query of a TREC run for the explain view: every query the run and the qrels share,
// with its number of retrieved and relevant documents and its NDCG exactly as trec_eval
// computes it (`-q -m ndcg`), filtered by typing part of a query id.

#include "breakdown.h"

#include <QDialog>
#include <QList>
#include <QString>

namespace Ndcg::Trec {
class Qrels;
}
class QLineEdit;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTableView;
class QLabel;

class TrecQueryDialog : public QDialog
{
    Q_OBJECT
public:
    struct Query
    {
        QString qid;
        int retrieved = 0;
        int relevant = 0;
        double ndcg = 0.0; // trec_eval's ndcg: linear gain, the whole run against every judgment
    };
    // The queries of the run that the qrels judge, in trec_eval's (qid byte) order.
    static Ndcg::Result<QList<Query>> queries(
        const Ndcg::Trec::Qrels &qrels, const QString &runPath);

    TrecQueryDialog(const QList<Query> &queries, const QString &runName, QWidget *parent = nullptr);

    QString selectedQid() const;
    QLineEdit *filter() const { return m_filter; }
    QTableView *view() const { return m_view; }
    QSortFilterProxyModel *proxy() const { return m_proxy; }

private:
    void updateCount();

    QLineEdit *m_filter = nullptr;
    QTableView *m_view = nullptr;
    QStandardItemModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QLabel *m_count = nullptr;
};
