#include "rankingtablemodel.h"

#include "displayformat.h"
#include "notation.h"
#include "rankingedits.h"
#include "scenario.h"
#include "style/theme.h"

#include <QBrush>
#include <QColor>
#include <QDataStream>
#include <QFont>
#include <QIODevice>
#include <QMimeData>
#include <QStringList>

#include <algorithm>

RankingTableModel::RankingTableModel(RankingDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    m_items = document->items(RankingDocument::List::Ranking);
    if (const Ndcg::Breakdown *b = document->breakdown())
        m_breakdown = *b;
    m_rowCount = rowsFor(m_items, document->breakdown());
    connect(
        document, &RankingDocument::rankingReplaced, this, &RankingTableModel::resetFromDocument);
    connect(document, &RankingDocument::rowsInserted, this, &RankingTableModel::insertDocumentRows);
    connect(document, &RankingDocument::rowsRemoved, this, &RankingTableModel::removeDocumentRows);
    connect(document, &RankingDocument::rowsMoved, this, &RankingTableModel::moveDocumentRows);
    connect(document, &RankingDocument::breakdownChanged, this, &RankingTableModel::sync);
}

void RankingTableModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (m_rowCount > 0)
        emit dataChanged(index(0, 0), index(m_rowCount - 1, ColumnCount - 1),
            {Qt::DisplayRole, Qt::ToolTipRole});
}

int RankingTableModel::rowsFor(const QList<Ndcg::Item> &items, const Ndcg::Breakdown *b)
{
    return b ? std::max(int(items.size()), int(b->rows.size())) : int(items.size());
}

int RankingTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rowCount;
}

int RankingTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int RankingTableModel::cutoff() const
{
    return m_breakdown ? m_breakdown->k : 0;
}

void RankingTableModel::resetFromDocument()
{
    beginResetModel();
    m_items = m_document->items(RankingDocument::List::Ranking);
    m_breakdown.reset();
    if (const Ndcg::Breakdown *b = m_document->breakdown())
        m_breakdown = *b;
    m_rowCount = rowsFor(m_items, m_document->breakdown());
    endResetModel();
}

namespace {

// Rows first..first + count - 1 moved before `destination` (beginMoveRows' convention).
template<typename T> void moveBlock(QList<T> &list, int first, int count, int destination)
{
    const auto begin = list.begin();
    if (destination > first)
        std::rotate(begin + first, begin + first + count, begin + destination);
    else
        std::rotate(begin + destination, begin + first, begin + first + count);
}

// A row of the breakdown the document has not computed (explain() refused): no values.
Ndcg::PositionRow emptyRow(int row)
{
    Ndcg::PositionRow r;
    r.position = row + 1;
    return r;
}

template<typename T> void insertBlock(QList<T> &list, qsizetype at, const QList<T> &block)
{
    QList<T> result;
    result.reserve(list.size() + block.size());
    result.append(list.sliced(0, at));
    result.append(block);
    result.append(list.sliced(at));
    list = std::move(result);
}

// A row's terms at their true size, for a row carried into a breakdown whose rows are kept with
// their true sizes (Breakdown::trueSizes, parallel to its rows).
Ndcg::TrueSizeRow trueSizeRowOf(const Ndcg::Breakdown *b, int row)
{
    if (!b || row >= b->rows.size())
        return {};
    using Ndcg::Term;
    return {b->trueSize(row, Term::Gain), b->trueSize(row, Term::Contribution),
        b->trueSize(row, Term::Dcg), b->trueSize(row, Term::IdealGain),
        b->trueSize(row, Term::IdealContribution), b->trueSize(row, Term::Idcg)};
}

} // namespace

void RankingTableModel::insertDocumentRows(RankingDocument::List list, int first, int last)
{
    if (list != RankingDocument::List::Ranking)
        return;
    const QList<Ndcg::Item> &items = m_document->items(list);
    const int count = last - first + 1;
    if (first < 0 || count <= 0 || first > m_items.size()
        || m_items.size() + count > items.size()) {
        resetFromDocument();
        return;
    }
    beginInsertRows({}, first, last);
    // The new rows show the document's values at once; the rows carried along keep the old ones
    // until sync() compares them.
    insertBlock(m_items, first, items.mid(first, count));
    if (m_breakdown) {
        const Ndcg::Breakdown *b = m_document->breakdown();
        QList<Ndcg::PositionRow> fresh;
        for (int r = first; r <= last; ++r)
            fresh.append(b && r < b->rows.size() ? b->rows[r] : emptyRow(r));
        if (!m_breakdown->trueSizes.isEmpty()) {
            QList<Ndcg::TrueSizeRow> freshTrue;
            for (int r = first; r <= last; ++r)
                freshTrue.append(trueSizeRowOf(b, r));
            insertBlock(m_breakdown->trueSizes, first, freshTrue);
        }
        insertBlock(m_breakdown->rows, first, fresh);
        m_rowCount = int(m_breakdown->rows.size());
    } else {
        m_rowCount = int(m_items.size());
    }
    endInsertRows();
}

void RankingTableModel::removeDocumentRows(RankingDocument::List list, int first, int last)
{
    if (list != RankingDocument::List::Ranking)
        return;
    const int count = last - first + 1;
    if (first < 0 || count <= 0 || last >= m_items.size()) {
        resetFromDocument();
        return;
    }
    beginRemoveRows({}, first, last);
    m_items.remove(first, count);
    if (m_breakdown) {
        if (!m_breakdown->trueSizes.isEmpty())
            m_breakdown->trueSizes.remove(first, count);
        m_breakdown->rows.remove(first, count);
        m_rowCount = int(m_breakdown->rows.size());
    } else {
        m_rowCount = int(m_items.size());
    }
    endRemoveRows();
}

void RankingTableModel::moveDocumentRows(
    RankingDocument::List list, int first, int last, int destination)
{
    if (list != RankingDocument::List::Ranking)
        return;
    const int count = last - first + 1;
    if (first < 0 || count <= 0 || last >= m_items.size() || destination < 0
        || destination > m_items.size() || !beginMoveRows({}, first, last, {}, destination)) {
        resetFromDocument();
        return;
    }
    moveBlock(m_items, first, count, destination);
    if (m_breakdown) {
        moveBlock(m_breakdown->rows, first, count, destination);
        if (!m_breakdown->trueSizes.isEmpty())
            moveBlock(m_breakdown->trueSizes, first, count, destination);
    }
    endMoveRows();
}

void RankingTableModel::sync()
{
    const Ndcg::Breakdown *b = m_document->breakdown();
    const QList<Ndcg::Item> &items = m_document->items(RankingDocument::List::Ranking);
    if (items.size() != m_items.size()) { // the row signals were missed: never expected
        resetFromDocument();
        return;
    }
    // The rows past the ranking (ideal terms only) follow the size of the ideal.
    const int rows = rowsFor(items, b);
    if (rows > m_rowCount) {
        beginInsertRows({}, m_rowCount, rows - 1);
        if (m_breakdown) {
            for (int r = m_rowCount; r < rows; ++r) {
                m_breakdown->rows.append(b && r < b->rows.size() ? b->rows[r] : emptyRow(r));
                if (!m_breakdown->trueSizes.isEmpty())
                    m_breakdown->trueSizes.append(trueSizeRowOf(b, r));
            }
        }
        m_rowCount = rows;
        endInsertRows();
    } else if (rows < m_rowCount) {
        beginRemoveRows({}, rows, m_rowCount - 1);
        if (m_breakdown) {
            m_breakdown->rows.resize(std::min<qsizetype>(m_breakdown->rows.size(), rows));
            if (!m_breakdown->trueSizes.isEmpty())
                m_breakdown->trueSizes.resize(m_breakdown->rows.size());
        }
        m_rowCount = rows;
        endRemoveRows();
    }

    // Per column, the runs of rows whose cells changed.
    QList<QList<std::pair<int, int>>> runs(ColumnCount);
    auto mark = [&runs](int column, int row) {
        QList<std::pair<int, int>> &c = runs[column];
        if (!c.isEmpty() && c.last().second >= row - 1)
            c.last().second = row;
        else
            c.append({row, row});
    };
    const bool hadBreakdown = m_breakdown.has_value();
    const int oldK = hadBreakdown ? m_breakdown->k : 0;
    const int newK = b ? b->k : 0;
    for (int r = 0; r < rows; ++r) {
        const bool retrieved = r < items.size();
        if (retrieved) {
            if (items[r].label != m_items[r].label)
                mark(Label, r);
            if (items[r].grade != m_items[r].grade)
                mark(Grade, r);
        }
        if (!hadBreakdown || !b) {
            // Computed cells and dimming appear or go (explain() refused, or accepts again).
            if (hadBreakdown || b) {
                for (int c = 0; c < ColumnCount; ++c)
                    mark(c, r);
            }
            continue;
        }
        const Ndcg::PositionRow &o = m_breakdown->rows[r];
        const Ndcg::PositionRow &n = b->rows[r];
        // Shown dimmed: past the cutoff, or not retrieved; the whole row changes.
        const bool wasBelow = o.position > oldK;
        if (wasBelow != (r >= newK) || o.retrieved != n.retrieved) {
            for (int c = 0; c < ColumnCount; ++c)
                mark(c, r);
            continue;
        }
        if (o.position != n.position) // the row moved: its number changes
            mark(Position, r);
        // The cells show the terms at their true size: with scaled gains a term can change
        // while its scaled value stays 0 (a grade 3 → 4 beside a grade of 10^6).
        const auto differs
            = [&](Ndcg::Term t) { return m_breakdown->trueSize(r, t) != b->trueSize(r, t); };
        if (o.gain != n.gain || differs(Ndcg::Term::Gain))
            mark(Gain, r);
        if (o.discount != n.discount)
            mark(Discount, r);
        if (o.contribution != n.contribution || differs(Ndcg::Term::Contribution))
            mark(Contribution, r);
        if (o.dcg != n.dcg || differs(Ndcg::Term::Dcg))
            mark(Dcg, r);
        if (o.idealGrade != n.idealGrade || o.hasIdeal != n.hasIdeal)
            mark(IdealGrade, r);
        if (o.idealContribution != n.idealContribution || o.hasIdeal != n.hasIdeal
            || differs(Ndcg::Term::IdealContribution))
            mark(IdealContribution, r);
        if (o.idcg != n.idcg || differs(Ndcg::Term::Idcg))
            mark(Idcg, r);
        if (o.ndcg != n.ndcg)
            mark(NdcgAtI, r);
    }
    m_items = items;
    m_breakdown.reset();
    if (b)
        m_breakdown = *b;
    // One signal per run of rows, for neighbouring columns with the same runs.
    for (int c = 0; c < ColumnCount;) {
        int end = c + 1;
        while (end < ColumnCount && runs[end] == runs[c])
            ++end;
        for (const auto &[first, last] : std::as_const(runs[c]))
            emit dataChanged(index(first, c), index(last, end - 1));
        c = end;
    }
}

QString RankingTableModel::displayText(const Cells &cells, int row, int column)
{
    const bool retrieved = row < cells.items.size();
    const Ndcg::Breakdown *b = cells.breakdown;
    if (column == Position) {
        // Rows carried through a row edit show their old position until sync() signals the new
        // one.
        return QString::number(b && row < b->rows.size() ? b->rows[row].position : row + 1);
    }
    if (column == Label) {
        if (!retrieved)
            return tr("(not retrieved)");
        return cells.items[row].label;
    }
    if (column == Grade)
        return retrieved ? DisplayFormat::grade(cells.items[row].grade) : QString();
    if (!b || row >= b->rows.size())
        return {};
    const Ndcg::PositionRow &r = b->rows[row];
    // Each gain and sum at its own true size (scaled gains: 7 beside 2^1000000 reads 7).
    const auto term = [&](Ndcg::Term t) { return b->trueSize(row, t); };
    switch (Column(column)) {
    case Gain:
        return retrieved ? DisplayFormat::gain(term(Ndcg::Term::Gain)) : QString();
    case Discount:
        return DisplayFormat::fixed(r.discount);
    case Contribution:
        return retrieved ? DisplayFormat::fixed(term(Ndcg::Term::Contribution)) : QString();
    case Dcg:
        return DisplayFormat::fixed(term(Ndcg::Term::Dcg));
    case IdealGrade:
        return r.hasIdeal ? DisplayFormat::grade(r.idealGrade) : QString();
    case IdealContribution:
        return r.hasIdeal ? DisplayFormat::fixed(term(Ndcg::Term::IdealContribution)) : QString();
    case Idcg:
        return DisplayFormat::fixed(term(Ndcg::Term::Idcg));
    case NdcgAtI:
        return DisplayFormat::fixed(r.ndcg);
    default:
        return {};
    }
}

QString RankingTableModel::toolTip(const Cells &cells, int row, int column)
{
    if (column == Label) { // the whole of a label the cell shows cut
        const QString label = row < cells.items.size() ? cells.items[row].label : QString();
        return Ndcg::elidedLabel(label) == label ? QString() : label;
    }
    const Ndcg::Breakdown *b = cells.breakdown;
    if (!b || row >= b->rows.size())
        return {};
    const Ndcg::PositionRow &r = b->rows[row];
    const auto term = [&](Ndcg::Term t) { return b->trueSize(row, t); };
    const QString i = QString::number(row + 1);
    switch (Column(column)) {
    case Grade:
        return tr("Relevance grade of the item at position %1. Type a number to change it.").arg(i);
    case Gain:
        return tr("gain(g) = %1").arg(DisplayFormat::gain(term(Ndcg::Term::Gain)));
    case Discount:
        return tr("d(%1) = %2").arg(i, DisplayFormat::fixed(r.discount));
    case Contribution:
        return tr("gain · d(%1) = %2 × %3 = %4")
            .arg(i, DisplayFormat::gain(term(Ndcg::Term::Gain)), DisplayFormat::fixed(r.discount),
                DisplayFormat::fixed(term(Ndcg::Term::Contribution)));
    case Dcg:
        return tr("DCG@%1: the sum of the contributions at positions 1 to %1").arg(i);
    case IdealGrade:
        return tr("The grade at position %1 once the judged items are sorted by gain").arg(i);
    case IdealContribution:
        return tr("ideal gain · d(%1) = %2 × %3 = %4")
            .arg(i, DisplayFormat::gain(term(Ndcg::Term::IdealGain)),
                DisplayFormat::fixed(r.discount),
                DisplayFormat::fixed(term(Ndcg::Term::IdealContribution)));
    case Idcg:
        return tr("IDCG@%1: the DCG of the ideal ordering at positions 1 to %1").arg(i);
    case NdcgAtI:
        return Ndcg::Notation::ndcgLine(row + 1, DisplayFormat::fixed(term(Ndcg::Term::Dcg)),
            DisplayFormat::fixed(term(Ndcg::Term::Idcg)), DisplayFormat::fixed(r.ndcg));
    default:
        return {};
    }
}

QVariant RankingTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    return cellData(
        {m_items, m_breakdown ? &*m_breakdown : nullptr}, index.row(), index.column(), role);
}

QVariant RankingTableModel::cellData(const Cells &cells, int row, int column, int role)
{
    const bool retrieved = row < cells.items.size();
    const Ndcg::Breakdown *b = cells.breakdown;
    const bool below = b && row >= b->k;
    switch (role) {
    case Qt::DisplayRole:
        if (column == Label) // bounded: a long label would make every repaint slow
            return Ndcg::elidedLabel(displayText(cells, row, column));
        return displayText(cells, row, column);
    case Qt::EditRole:
        if (column == Grade && retrieved)
            return DisplayFormat::grade(cells.items[row].grade);
        if (column == Label && retrieved)
            return cells.items[row].label;
        return displayText(cells, row, column);
    case Qt::ToolTipRole:
        return toolTip(cells, row, column);
    case Qt::TextAlignmentRole:
        if (column == Label)
            return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::BackgroundRole:
        if (isComputed(column))
            return QBrush(Theme::computedCell()); // light or dark theme
        return {};
    case Qt::ForegroundRole:
        if (below || !retrieved)
            return QBrush(Theme::dimInk());
        return {};
    case Qt::FontRole:
        if (!retrieved && column == Label) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        if (column == Grade || column == NdcgAtI) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case ComputedRole:
        return isComputed(column);
    case BelowCutoffRole:
        return below;
    case RetrievedRole:
        return retrieved;
    case HiddenRole:
    case CurrentCellRole:
        return false; // what the view state says: MaskingProxyModel
    case ValueRole: {
        if (column == Position)
            return b && row < b->rows.size() ? b->rows[row].position : row + 1;
        if (column == Grade)
            return retrieved ? QVariant(cells.items[row].grade) : QVariant();
        if (!b || row >= b->rows.size())
            return {};
        const Ndcg::PositionRow &r = b->rows[row];
        switch (Column(column)) {
        case Gain:
            return r.gain;
        case Discount:
            return r.discount;
        case Contribution:
            return r.contribution;
        case Dcg:
            return r.dcg;
        case IdealGrade:
            return r.hasIdeal ? QVariant(r.idealGrade) : QVariant();
        case IdealContribution:
            return r.idealContribution;
        case Idcg:
            return r.idcg;
        case NdcgAtI:
            return r.ndcg ? QVariant(*r.ndcg) : QVariant();
        default:
            return {};
        }
    }
    default:
        return {};
    }
}

QVariant RankingTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (role == Qt::DisplayRole)
            return section + 1;
        return {};
    }
    if (role == Qt::DisplayRole) {
        switch (Column(section)) {
        case Position:
            return tr("i");
        case Label:
            return tr("Label");
        case Grade:
            return tr("Grade\ng");
        case Gain:
            return tr("Gain");
        case Discount:
            return tr("Discount\nd(i)");
        case Contribution:
            return tr("Gain·d(i)");
        case Dcg:
            return tr("DCG@i");
        case IdealGrade:
            return tr("Ideal\ngrade");
        case IdealContribution:
            return tr("Ideal\ngain·d(i)");
        case Idcg:
            return tr("IDCG@i");
        case NdcgAtI:
            return tr("NDCG@i");
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (Column(section)) {
        case Position:
            return tr("Position i in the ranking");
        case Label:
            return tr("Document id or title (editable)");
        case Grade:
            return tr("Relevance grade g (editable): type a number");
        case Gain:
            return tr("Gain of the grade under the chosen gain function (computed)");
        case Discount:
            return tr("Discount factor d(i) of the position (computed)");
        case Contribution:
            return tr("The position's term of DCG: gain × d(i) (computed)");
        case Dcg:
            return tr("Running DCG: the sum of the terms up to position i (computed)");
        case IdealGrade:
            return tr("The grade at position i of the ideal ordering (computed)");
        case IdealContribution:
            return tr("The ideal ordering's term at position i (computed)");
        case Idcg:
            return tr("Running ideal DCG up to position i (computed)");
        case NdcgAtI:
            return tr("NDCG@i = DCG@i / IDCG@i (computed)");
        default:
            return {};
        }
    }
    if (role == Qt::TextAlignmentRole)
        return QVariant(section == Label ? Qt::AlignLeft | Qt::AlignVCenter
                                         : Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

Qt::ItemFlags RankingTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::ItemIsDropEnabled;
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.row() < m_items.size()) {
        f |= Qt::ItemIsDragEnabled | Qt::ItemIsDropEnabled;
        if (index.column() == Grade || index.column() == Label)
            f |= Qt::ItemIsEditable;
    }
    return f;
}

bool RankingTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)
        || index.row() >= m_items.size())
        return false;
    if (index.column() != Label && index.column() != Grade)
        return false;
    const QString refusal = m_document->editItemText(RankingDocument::List::Ranking, index.row(),
        index.column() == Label ? RankingDocument::Field::Label : RankingDocument::Field::Grade,
        value.toString());
    if (!refusal.isEmpty()) {
        emit editRejected(index, refusal);
        return false;
    }
    return true;
}

Qt::DropActions RankingTableModel::supportedDropActions() const
{
    return Qt::MoveAction | Qt::CopyAction;
}

Qt::DropActions RankingTableModel::supportedDragActions() const
{
    return Qt::MoveAction | Qt::CopyAction;
}

QStringList RankingTableModel::mimeTypes() const
{
    return {QString::fromLatin1(mimeType), QStringLiteral("text/plain")};
}

QMimeData *RankingTableModel::mimeData(const QModelIndexList &indexes) const
{
    QList<int> rows;
    for (const QModelIndex &index : indexes) {
        if (index.isValid() && index.row() < m_items.size())
            rows.append(index.row());
    }
    rows = RankingEdits::normalizedRows(rows, m_items.size());
    if (rows.isEmpty())
        return nullptr;
    auto *data = new QMimeData;
    QByteArray bytes;
    QDataStream stream(&bytes, QIODevice::WriteOnly);
    stream << rows;
    data->setData(QString::fromLatin1(mimeType), bytes);
    data->setText(toTsv(rows));
    return data;
}

bool RankingTableModel::canDropMimeData(
    const QMimeData *data, Qt::DropAction action, int, int, const QModelIndex &) const
{
    return data && data->hasFormat(QString::fromLatin1(mimeType))
        && (action == Qt::MoveAction || action == Qt::CopyAction);
}

bool RankingTableModel::dropMimeData(
    const QMimeData *data, Qt::DropAction action, int row, int column, const QModelIndex &parent)
{
    if (!canDropMimeData(data, action, row, column, parent))
        return false;
    QList<int> rows;
    QDataStream stream(data->data(QString::fromLatin1(mimeType)));
    stream >> rows;
    int target = row;
    if (target < 0)
        target = parent.isValid() ? parent.row() : int(m_items.size());
    target = std::min(target, int(m_items.size()));
    const RankingEdits::Edit edit = RankingEdits::moveRowsTo(m_items, rows, target);
    if (edit.moves.isEmpty())
        return false;
    m_document->editMove(RankingDocument::List::Ranking, edit.moves, tr("Move by drag and drop"));
    m_lastDropSelection = edit.selection;
    emit rowsDropped(edit.selection);
    return true;
}

QString RankingTableModel::toTsv(const QList<int> &rows) const
{
    QStringList lines;
    QStringList header;
    for (int c = 0; c < ColumnCount; ++c)
        header << headerData(c, Qt::Horizontal, Qt::DisplayRole)
                      .toString()
                      .replace(QLatin1Char('\n'), QLatin1Char(' '));
    lines << header.join(QLatin1Char('\t'));
    auto addRow = [&](int r) {
        QStringList cells;
        for (int c = 0; c < ColumnCount; ++c) {
            QString text = displayText({m_items, m_breakdown ? &*m_breakdown : nullptr}, r, c);
            if (c == Label && r >= m_items.size())
                text.clear();
            cells << text.replace(QLatin1Char('\t'), QLatin1Char(' '));
        }
        lines << cells.join(QLatin1Char('\t'));
    };
    if (rows.isEmpty()) {
        for (int r = 0; r < m_rowCount; ++r)
            addRow(r);
    } else {
        for (int r : rows) {
            if (r >= 0 && r < m_rowCount)
                addRow(r);
        }
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

Ndcg::StepCell RankingTableModel::stepCell(int column)
{
    switch (Column(column)) {
    case Grade:
        return Ndcg::StepCell::Grade;
    case Gain:
        return Ndcg::StepCell::Gain;
    case Discount:
        return Ndcg::StepCell::Discount;
    case Contribution:
        return Ndcg::StepCell::Contribution;
    case Dcg:
        return Ndcg::StepCell::Dcg;
    case IdealGrade:
        return Ndcg::StepCell::IdealGrade;
    case IdealContribution:
        return Ndcg::StepCell::IdealContribution;
    case Idcg:
        return Ndcg::StepCell::Idcg;
    case NdcgAtI:
        return Ndcg::StepCell::Ndcg;
    default:
        return Ndcg::StepCell::None;
    }
}
