#include "conventiontablemodel.h"

#include "style/theme.h"
#include "workbench/displayformat.h"

#include <QBrush>
#include <QColor>
#include <QFont>

ConventionTableModel::ConventionTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void ConventionTableModel::setTable(const Ndcg::ConventionTable &table)
{
    if (table == m_table)
        return;
    beginResetModel();
    m_table = table;
    endResetModel();
}

int ConventionTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_table.rows.size());
}

int ConventionTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ConventionTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Ndcg::ConventionRow &row = m_table.rows[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Library:
            return row.convention.library;
        case Measure:
            return row.convention.measure;
        case Ndcg:
            if (!row.computed)
                return tr("refused");
            return row.ndcg ? QString::number(*row.ndcg, 'f', 4) : QStringLiteral("—");
        case Settings:
            return row.settingsText;
        case Reason:
            return row.reason;
        case Note:
            return row.note;
        default:
            return {};
        }
    case Qt::UserRole:
        if (index.column() == Ndcg && row.ndcg)
            return *row.ndcg;
        return {};
    case Qt::ToolTipRole: {
        QString tip = tr("Source: %1").arg(row.convention.source);
        // Long cells are cut in the view: the tooltip has them whole.
        if (index.column() == Settings || index.column() == Reason)
            tip = data(index, Qt::DisplayRole).toString() + QLatin1Char('\n') + tip;
        if (!row.note.isEmpty())
            tip += QLatin1Char('\n') + row.note;
        // At their true size: with a grade past 960 under exponential gain the row keeps them in
        // units of 2^s (2^2000 as 2^960), which written as they are would be off by 2^s.
        if (index.column() == Ndcg && row.computed)
            tip += QLatin1Char('\n')
                + tr("DCG@k = %1, IDCG@k = %2")
                      .arg(DisplayFormat::fixed(row.dcg, row.gainScaleLog2),
                          DisplayFormat::fixed(row.idcg, row.gainScaleLog2));
        return tip;
    }
    case Qt::TextAlignmentRole:
        if (index.column() == Ndcg)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return int(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::FontRole:
        if (index.column() == Ndcg) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::ForegroundRole:
        if (index.column() == Ndcg && !row.computed)
            return QBrush(Theme::warningInk());
        if (index.column() == Note
            || (index.column() == Reason && index.row() > 0
                && row.ndcg == m_table.rows[index.row() - 1].ndcg))
            return QBrush(Theme::quietInk());
        return {};
    default:
        return {};
    }
}

QVariant ConventionTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Library:
        return tr("Library");
    case Measure:
        return tr("Measure");
    case Ndcg:
        return m_table.cutoff > 0 ? tr("NDCG@%1").arg(m_table.cutoff) : tr("NDCG");
    case Settings:
        return tr("Settings");
    case Reason:
        return tr("Why it differs from the row above");
    case Note:
        return tr("Note");
    default:
        return {};
    }
}

void ConventionTableModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}
