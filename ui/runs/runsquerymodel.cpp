#include "runsquerymodel.h"

#include "significance.h"
#include "workbench/displayformat.h"

#include <algorithm>

RunsQueryModel::RunsQueryModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void RunsQueryModel::setQueries(const RunsChart::Data &data)
{
    beginResetModel();
    m_data = data;
    endResetModel();
}

void RunsQueryModel::retranslate()
{
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1), {Qt::ToolTipRole});
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

int RunsQueryModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return int(std::min({std::size_t(m_data.queries.size()), m_data.a.size(), m_data.b.size()}));
}

int RunsQueryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

double RunsQueryModel::value(int row, int column) const
{
    const auto q = std::size_t(row);
    switch (column) {
    case ValueA:
        return m_data.a[q];
    case ValueB:
        return m_data.b[q];
    case Difference:
        // B − A as the test and the win/tie/loss counts take it (rounded to 10⁻¹², so that
        // equal values give 0).
        return Ndcg::Stats::pairedDifferences({m_data.b[q]}, {m_data.a[q]}).front();
    default:
        return 0.0;
    }
}

QVariant RunsQueryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        if (column == Query)
            return m_data.queries[row];
        return DisplayFormat::withDecimals(value(row, column), decimals);
    case SortRole:
        if (column == Query)
            return row; // the qrels' order
        return value(row, column);
    case QueryRole:
        return row;
    case Qt::ToolTipRole:
        return tr("Click or press Enter to open both rankings of this query in the main window.");
    case Qt::TextAlignmentRole:
        return column == Query ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                               : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant RunsQueryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::TextAlignmentRole)
        return section == Query ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Query:
        return tr("query");
    case ValueA:
        return tr("%1 (A)").arg(m_data.nameA);
    case ValueB:
        return tr("%1 (B)").arg(m_data.nameB);
    case Difference:
        return tr("B − A");
    default:
        return {};
    }
}
