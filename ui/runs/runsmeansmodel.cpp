#include "runsmeansmodel.h"

#include "comparisonformat.h"
#include "workbench/displayformat.h"

#include <QFont>

RunsMeansModel::RunsMeansModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void RunsMeansModel::setComparison(const Ndcg::Trec::RunComparison *comparison)
{
    beginResetModel();
    m_comparison.reset();
    if (comparison) {
        // Everything but the per-query values, which the table does not show.
        Ndcg::Trec::RunComparison c;
        c.options = comparison->options;
        c.qrelsFile = comparison->qrelsFile;
        c.runs = comparison->runs;
        c.measures = comparison->measures;
        c.queries = comparison->queries;
        c.universe = comparison->universe;
        c.means = comparison->means;
        c.differences = comparison->differences;
        c.notes = comparison->notes;
        m_comparison = std::move(c);
    }
    m_shownRun = -1;
    m_shownMeasure = -1;
    endResetModel();
}

void RunsMeansModel::setShown(int run, int measure)
{
    if (run == m_shownRun && measure == m_shownMeasure)
        return;
    const int oldRun = m_shownRun;
    m_shownRun = run;
    m_shownMeasure = measure;
    // The rows of the old and the new run: their name and one mean change weight.
    for (const int row : {oldRun, run}) {
        if (row >= 0 && row < rowCount())
            emit dataChanged(index(row, 0), index(row, columnCount() - 1), {Qt::FontRole});
    }
}

void RunsMeansModel::retranslate()
{
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    if (columnCount() > 0)
        emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
}

void RunsMeansModel::setVerdictHidden(bool hidden)
{
    if (m_verdictHidden == hidden)
        return;
    m_verdictHidden = hidden;
    if (rowCount() > 0 && columnCount() > 1)
        emit dataChanged(index(0, 1), index(rowCount() - 1, columnCount() - 1),
            {Qt::DisplayRole, Qt::ToolTipRole});
}

int RunsMeansModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_comparison ? 0 : int(m_comparison->runs.size());
}

int RunsMeansModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_comparison ? 0 : int(m_comparison->measures.size()) + 1;
}

QString RunsMeansModel::cellText(int run, int measure) const
{
    const Ndcg::Trec::RunComparison &c = *m_comparison;
    QString text
        = DisplayFormat::withDecimals(c.means[std::size_t(run)][std::size_t(measure)], decimals);
    if (run != c.options.baseline && !m_verdictHidden)
        text += Ndcg::Trec::significanceMark(c.differences[std::size_t(run)][std::size_t(measure)]);
    return text;
}

QString RunsMeansModel::cellToolTip(int run, int measure) const
{
    const Ndcg::Trec::RunComparison &c = *m_comparison;
    if (run == c.options.baseline || m_verdictHidden)
        return {};
    const Ndcg::Trec::Difference &d = c.differences[std::size_t(run)][std::size_t(measure)];
    return tr("%1 − baseline: %2, p = %3; higher on %4, equal on %5, lower on %6 queries")
        .arg(c.measures[measure], DisplayFormat::withDecimals(d.mean, decimals),
            DisplayFormat::withDecimals(d.adjustedP, decimals))
        .arg(d.counts.wins)
        .arg(d.counts.ties)
        .arg(d.counts.losses);
}

QVariant RunsMeansModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Ndcg::Trec::RunComparison &c = *m_comparison;
    const int run = index.row();
    const int measure = measureOfColumn(index.column());
    switch (role) {
    case Qt::DisplayRole:
        if (measure < 0) {
            return run == c.options.baseline
                ? tr("%1 (baseline)").arg(c.runs[std::size_t(run)].name)
                : c.runs[std::size_t(run)].name;
        }
        return cellText(run, measure);
    case SortRole:
        if (measure < 0)
            return c.runs[std::size_t(run)].name;
        return c.means[std::size_t(run)][std::size_t(measure)];
    case RunRole:
        return run;
    case MeasureRole:
        return measure;
    case Qt::ToolTipRole:
        return measure < 0 ? c.runs[std::size_t(run)].path : cellToolTip(run, measure);
    case Qt::TextAlignmentRole:
        return measure < 0 ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                           : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (run == m_shownRun && (measure < 0 || measure == m_shownMeasure)) {
            QFont bold;
            bold.setBold(true); // only the weight: the size stays the view's
            return bold;
        }
        return {};
    default:
        return {};
    }
}

QVariant RunsMeansModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole)
        return section == 0 ? tr("run") : m_comparison->measures.value(measureOfColumn(section));
    if (role == Qt::TextAlignmentRole)
        return section == 0 ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                            : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}
