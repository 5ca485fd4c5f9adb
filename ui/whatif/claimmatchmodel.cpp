#include "claimmatchmodel.h"

#include "numbertext.h"
#include "workbench/displayformat.h"

ClaimMatchModel::ClaimMatchModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void ClaimMatchModel::setMatches(const QList<Ndcg::ClaimMatch> &matches)
{
    beginResetModel();
    m_matches = matches;
    endResetModel();
}

QString ClaimMatchModel::cutoffText(const Ndcg::ClaimMatch &m)
{
    const QString to = m.kReachesAll ? tr("all (%1)").arg(m.kTo) : QString::number(m.kTo);
    if (m.kFrom == m.kTo)
        return m.kReachesAll ? tr("k = %1").arg(to) : tr("k = %1").arg(m.kFrom);
    return tr("k = %1–%2").arg(m.kFrom).arg(to);
}

int ClaimMatchModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_matches.size());
}

int ClaimMatchModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ClaimMatchModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Ndcg::ClaimMatch &m = m_matches[index.row()];
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        switch (index.column()) {
        case Convention:
            return m.description;
        case Cutoff:
            return cutoffText(m);
        case Value:
            return DisplayFormat::withDecimals(m.value, 6); // as the dialog's nearest value
        default:
            return {};
        }
    }
    if (role == Qt::UserRole && index.column() == Value)
        return m.value;
    if (role == Qt::TextAlignmentRole && index.column() == Value)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant ClaimMatchModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Convention:
        return tr("Convention");
    case Cutoff:
        return tr("Cutoff");
    case Value:
        return tr("Exact value");
    default:
        return {};
    }
}
