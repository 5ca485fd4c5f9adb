#include "maskingproxymodel.h"

#include "rankingedits.h"
#include "style/theme.h"

#include <QBrush>
#include <QMimeData>

MaskingProxyModel::MaskingProxyModel(RankingTableModel *source, QObject *parent)
    : QIdentityProxyModel(parent)
    , m_source(source)
{
    setSourceModel(source);
}

bool MaskingProxyModel::isMasked(int row, int column) const
{
    return RankingTableModel::isComputed(column)
        && !m_view.shows(row + 1, RankingTableModel::stepCell(column));
}

bool MaskingProxyModel::rowHasMaskedCell(int row) const
{
    for (int column = RankingTableModel::Gain; column < RankingTableModel::ColumnCount; ++column) {
        if (isMasked(row, column))
            return true;
    }
    return false;
}

bool MaskingProxyModel::previewShown() const
{
    if (!m_view.isPreview())
        return false;
    const ViewState::Preview &preview = *m_view.preview;
    return preview.items.size() == m_source->itemCount()
        && RankingTableModel::rowsFor(preview.items, &preview.breakdown) == rowCount();
}

bool MaskingProxyModel::previewDiffers(int row) const
{
    if (!previewShown())
        return false;
    const ViewState::Preview &preview = *m_view.preview;
    if (preview.swapFirst > 0 && preview.swapSecond > 0)
        return row + 1 == preview.swapFirst || row + 1 == preview.swapSecond;
    // Without the swapped positions: the rows whose item differs from the document's.
    const QList<Ndcg::Item> &items = m_source->items();
    return row < preview.items.size() && row < items.size() && preview.items[row] != items[row];
}

QVariant MaskingProxyModel::shownData(const QModelIndex &index, int role) const
{
    if (previewShown()) {
        const ViewState::Preview &preview = *m_view.preview;
        return RankingTableModel::cellData(
            {preview.items, &preview.breakdown}, index.row(), index.column(), role);
    }
    return QIdentityProxyModel::data(index, role);
}

QVariant MaskingProxyModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const int column = index.column();
    const bool masked = isMasked(row, column);
    const bool current = m_view.isCurrent(row + 1, RankingTableModel::stepCell(column), cutoff());
    switch (role) {
    case Qt::DisplayRole:
        if (masked)
            return shownData(index, role).toString().isEmpty() ? QString() : QStringLiteral("?");
        if (column == RankingTableModel::Label && previewDiffers(row)) // a swapped row, marked
            return QStringLiteral("⇄ ") + shownData(index, role).toString();
        return shownData(index, role);
    case Qt::AccessibleTextRole:
        // A screen reader says what the cell shows: never the hidden value, nor a "?" alone.
        if (masked && !shownData(index, Qt::DisplayRole).toString().isEmpty())
            return tr("hidden");
        return {};
    case Qt::EditRole:
    case RankingTableModel::ValueRole:
        return masked ? QVariant() : shownData(index, role);
    case Qt::ToolTipRole:
        if (masked)
            return tr("Not computed yet: step on, or reveal it");
        if (RankingTableModel::isComputed(column) && rowHasMaskedCell(row))
            return {}; // its formula would give the hidden numbers of the row away
        if (previewDiffers(row))
            return m_view.previewMarker() + QLatin1Char('\n') + shownData(index, role).toString();
        return shownData(index, role);
    case Qt::BackgroundRole:
        if (current)
            return QBrush(Theme::currentCell());
        if (previewDiffers(row))
            return QBrush(Theme::previewCell()); // marked as a preview
        return shownData(index, role);
    case Qt::ForegroundRole:
        if (current)
            return QBrush(Theme::currentCellInk());
        return shownData(index, role);
    case RankingTableModel::HiddenRole:
        return masked;
    case RankingTableModel::CurrentCellRole:
        return current;
    default:
        return shownData(index, role);
    }
}

void MaskingProxyModel::setViewState(const ViewState &state)
{
    if (state == m_view)
        return;
    m_view = state;
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1),
            {Qt::DisplayRole, Qt::EditRole, Qt::ToolTipRole, Qt::BackgroundRole, Qt::ForegroundRole,
                Qt::AccessibleTextRole, RankingTableModel::ValueRole, RankingTableModel::HiddenRole,
                RankingTableModel::CurrentCellRole});
}

QString MaskingProxyModel::toTsv(const QList<int> &rows) const
{
    QStringList lines;
    QStringList header;
    for (int c = 0; c < columnCount(); ++c)
        header << headerData(c, Qt::Horizontal, Qt::DisplayRole)
                      .toString()
                      .replace(QLatin1Char('\n'), QLatin1Char(' '));
    lines << header.join(QLatin1Char('\t'));
    const auto addRow = [&](int r) {
        QStringList cells;
        for (int c = 0; c < columnCount(); ++c) {
            const QModelIndex cell = index(r, c);
            // The value shown, without a swapped row's mark; "?" where the view hides it.
            QString text = shownData(cell, Qt::DisplayRole).toString();
            if (isMasked(r, c) && !text.isEmpty())
                text = QStringLiteral("?");
            if (c == RankingTableModel::Label && r >= itemCount())
                text.clear();
            cells << text.replace(QLatin1Char('\t'), QLatin1Char(' '));
        }
        lines << cells.join(QLatin1Char('\t'));
    };
    if (rows.isEmpty()) {
        for (int r = 0; r < rowCount(); ++r)
            addRow(r);
    } else {
        for (int r : rows) {
            if (r >= 0 && r < rowCount())
                addRow(r);
        }
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QMimeData *MaskingProxyModel::mimeData(const QModelIndexList &indexes) const
{
    QMimeData *data = QIdentityProxyModel::mimeData(indexes);
    if (!data)
        return nullptr;
    QList<int> rows;
    for (const QModelIndex &index : indexes) {
        if (index.isValid() && index.row() < itemCount())
            rows.append(index.row());
    }
    data->setText(toTsv(RankingEdits::normalizedRows(rows, itemCount())));
    return data;
}
