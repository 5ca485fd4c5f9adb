#include "trecquerydialog.h"

#include "treceval.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMap>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

Ndcg::Result<QList<TrecQueryDialog::Query>> TrecQueryDialog::queries(
    const Ndcg::Trec::Qrels &qrels, const QString &runPath)
{
    const auto measures = Ndcg::Trec::parseMeasures(
        {QStringLiteral("num_ret"), QStringLiteral("num_rel"), QStringLiteral("ndcg")});
    if (!measures)
        return measures.error();
    Ndcg::Trec::EvalOptions options;
    options.measures = *measures;
    options.perQuery = true;
    const auto output = Ndcg::Trec::evaluate(qrels, runPath, options);
    if (!output)
        return output.error();
    // "measure<spaces>\tqid\tvalue", one line per measure and query, then the "all" lines.
    QMap<QString, Query> byQid;
    QStringList order;
    for (const QByteArray &line : output->split('\n')) {
        const QList<QByteArray> fields = line.split('\t');
        if (fields.size() != 3)
            continue;
        const QByteArray measure = fields[0].trimmed();
        const QString qid = QString::fromUtf8(fields[1]);
        if (qid == QLatin1String("all"))
            continue;
        if (!byQid.contains(qid)) {
            order << qid;
            byQid[qid].qid = qid;
        }
        Query &q = byQid[qid];
        if (measure == "num_ret")
            q.retrieved = fields[2].toInt();
        else if (measure == "num_rel")
            q.relevant = fields[2].toInt();
        else if (measure == "ndcg")
            q.ndcg = fields[2].toDouble();
    }
    QList<Query> result;
    for (const QString &qid : order)
        result << byQid.value(qid);
    return result;
}

namespace {

// Sorts numbers as numbers (Qt::UserRole holds the value).
QStandardItem *numberItem(double value, const QString &text)
{
    auto *item = new QStandardItem(text);
    item->setData(value, Qt::UserRole);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    item->setEditable(false);
    return item;
}

} // namespace

TrecQueryDialog::TrecQueryDialog(
    const QList<Query> &queries, const QString &runName, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Pick a query"));
    auto *intro
        = new QLabel(tr("Queries of %1 with judgments in the qrels. NDCG as trec_eval computes it "
                        "(linear gain, the whole run).")
                         .arg(runName),
            this);
    intro->setWordWrap(true);
    m_filter = new QLineEdit(this);
    m_filter->setPlaceholderText(tr("Search query ids…"));
    m_filter->setAccessibleName(tr("Search query ids"));
    m_filter->setClearButtonEnabled(true);
    m_model = new QStandardItemModel(0, 4, this);
    m_model->setHorizontalHeaderLabels({tr("Query"), tr("Retrieved"), tr("Relevant"), tr("NDCG")});
    const QLocale locale;
    for (const Query &q : queries) {
        auto *qid = new QStandardItem(q.qid);
        qid->setEditable(false);
        qid->setData(q.qid, Qt::UserRole);
        m_model->appendRow({qid, numberItem(q.retrieved, locale.toString(q.retrieved)),
            numberItem(q.relevant, locale.toString(q.relevant)),
            numberItem(q.ndcg, locale.toString(q.ndcg, 'f', 4))});
    }
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterKeyColumn(0);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setSortRole(Qt::UserRole);
    m_view = new QTableView(this);
    m_view->setTabKeyNavigation(false); // Tab to the next control, arrows in the table
    m_view->setAccessibleName(tr("Queries of the run"));
    m_view->setModel(m_proxy);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder); // trec_eval's order until a header is clicked
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_view->setAlternatingRowColors(true);
    m_count = new QLabel(this);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Open query"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_filter);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_count);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_view, &QTableView::doubleClicked, this, &QDialog::accept);
    auto *ok = buttons->button(QDialogButtonBox::Ok);
    auto updateOk = [this, ok] { ok->setEnabled(!selectedQid().isEmpty()); };
    connect(m_filter, &QLineEdit::textChanged, this, [this, updateOk](const QString &text) {
        m_proxy->setFilterFixedString(text);
        if (m_proxy->rowCount() > 0)
            m_view->selectRow(0);
        updateCount();
        updateOk();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, updateOk);
    if (m_proxy->rowCount() > 0)
        m_view->selectRow(0);
    updateCount();
    updateOk();
    m_filter->setFocus();
    resize(520, 480);
}

QString TrecQueryDialog::selectedQid() const
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows(0);
    return rows.isEmpty() ? QString() : rows.first().data(Qt::UserRole).toString();
}

void TrecQueryDialog::updateCount()
{
    m_count->setText(
        tr("%n of %1 queries shown", nullptr, m_proxy->rowCount()).arg(m_model->rowCount()));
}
