#include "unretrievedmodel.h"

#include "displayformat.h"
#include "scenario.h"
#include "style/theme.h"

#include <QBrush>
#include <QColor>
#include <QFont>

#include <algorithm>

UnretrievedModel::UnretrievedModel(RankingDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    m_items = document->items(RankingDocument::List::Unretrieved);
    m_idealPositions = documentPositions();
    connect(
        document, &RankingDocument::rankingReplaced, this, &UnretrievedModel::resetFromDocument);
    connect(document, &RankingDocument::rowsInserted, this, &UnretrievedModel::insertDocumentRows);
    connect(document, &RankingDocument::rowsRemoved, this, &UnretrievedModel::removeDocumentRows);
    connect(document, &RankingDocument::rowsMoved, this, &UnretrievedModel::moveDocumentRows);
    connect(document, &RankingDocument::breakdownChanged, this, &UnretrievedModel::sync);
}

QList<int> UnretrievedModel::documentPositions() const
{
    const QList<Ndcg::Item> &items = m_document->items(RankingDocument::List::Unretrieved);
    QList<int> positions(items.size(), 0);
    if (const Ndcg::Breakdown *b = m_document->breakdown()) {
        if (b->settings.idealSource == Ndcg::IdealSource::Pool) {
            for (qsizetype p = 0; p < b->ideal.size(); ++p) {
                const int source = b->ideal[p].source - b->n;
                if (source >= 0 && source < positions.size())
                    positions[source] = int(p) + 1;
            }
        }
    }
    return positions;
}

void UnretrievedModel::resetFromDocument()
{
    beginResetModel();
    m_items = m_document->items(RankingDocument::List::Unretrieved);
    m_idealPositions = documentPositions();
    endResetModel();
}

void UnretrievedModel::insertDocumentRows(RankingDocument::List list, int first, int last)
{
    if (list != RankingDocument::List::Unretrieved)
        return;
    const QList<Ndcg::Item> &items = m_document->items(list);
    const int count = last - first + 1;
    if (first < 0 || count <= 0 || first > m_items.size()
        || m_items.size() + count > items.size()) {
        resetFromDocument();
        return;
    }
    beginInsertRows({}, first, last);
    // New rows show the document's values at once; sync() updates the others.
    const QList<int> positions = documentPositions();
    for (int r = first; r <= last; ++r) {
        m_items.insert(r, items[r]);
        m_idealPositions.insert(r, positions.value(r));
    }
    endInsertRows();
}

void UnretrievedModel::removeDocumentRows(RankingDocument::List list, int first, int last)
{
    if (list != RankingDocument::List::Unretrieved)
        return;
    const int count = last - first + 1;
    if (first < 0 || count <= 0 || last >= m_items.size()) {
        resetFromDocument();
        return;
    }
    beginRemoveRows({}, first, last);
    m_items.remove(first, count);
    m_idealPositions.remove(first, count);
    endRemoveRows();
}

void UnretrievedModel::moveDocumentRows(
    RankingDocument::List list, int first, int last, int destination)
{
    if (list != RankingDocument::List::Unretrieved)
        return;
    const int count = last - first + 1;
    if (first < 0 || count <= 0 || last >= m_items.size() || destination < 0
        || destination > m_items.size() || !beginMoveRows({}, first, last, {}, destination)) {
        resetFromDocument();
        return;
    }
    auto move = [&](auto &list) {
        const auto begin = list.begin();
        if (destination > first)
            std::rotate(begin + first, begin + last + 1, begin + destination);
        else
            std::rotate(begin + destination, begin + first, begin + last + 1);
    };
    move(m_items);
    move(m_idealPositions);
    endMoveRows();
}

void UnretrievedModel::sync()
{
    const QList<Ndcg::Item> &items = m_document->items(RankingDocument::List::Unretrieved);
    if (items.size() != m_items.size()) { // the row signals were missed: never expected
        resetFromDocument();
        return;
    }
    const QList<int> positions = documentPositions();
    // Per column, the runs of rows whose cells changed.
    QList<QList<std::pair<int, int>>> runs(ColumnCount);
    auto mark = [&runs](int column, int row) {
        QList<std::pair<int, int>> &c = runs[column];
        if (!c.isEmpty() && c.last().second >= row - 1)
            c.last().second = row;
        else
            c.append({row, row});
    };
    for (int r = 0; r < items.size(); ++r) {
        if (items[r].label != m_items[r].label)
            mark(Label, r);
        if (items[r].grade != m_items[r].grade)
            mark(Grade, r);
        if (positions[r] != m_idealPositions[r])
            mark(IdealPosition, r);
    }
    m_items = items;
    m_idealPositions = positions;
    for (int c = 0; c < ColumnCount;) {
        int end = c + 1;
        while (end < ColumnCount && runs[end] == runs[c])
            ++end;
        for (const auto &[first, last] : std::as_const(runs[c]))
            emit dataChanged(index(first, c), index(last, end - 1));
        c = end;
    }
}

void UnretrievedModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

int UnretrievedModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_items.size());
}

int UnretrievedModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int UnretrievedModel::idealPosition(int row) const
{
    return row >= 0 && row < m_idealPositions.size() ? m_idealPositions[row] : 0;
}

QVariant UnretrievedModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Ndcg::Item &item = m_items[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        switch (Column(index.column())) {
        case Label: // shown bounded (a long label would make every repaint slow), edited whole
            return role == Qt::EditRole ? item.label : Ndcg::elidedLabel(item.label);
        case Grade:
            return DisplayFormat::grade(item.grade);
        case IdealPosition: {
            const int p = m_idealPositions[index.row()];
            if (m_idealHidden)
                return role == Qt::EditRole ? QVariant() : QVariant(QStringLiteral("?"));
            if (role == Qt::EditRole)
                return p;
            return p > 0 ? QString::number(p) : QStringLiteral("—");
        }
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (index.column() == IdealPosition)
            return tr("The position this judged item takes in the ideal ordering (computed); "
                      "“—” when the ideal comes from the ranking only.");
        return tr("Judged but not retrieved: counted by the ideal (IDCG) and by recall, "
                  "never by DCG.");
    case Qt::TextAlignmentRole:
        return QVariant(index.column() == Label ? Qt::AlignLeft | Qt::AlignVCenter
                                                : Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        return QBrush(Theme::quietInk());
    case Qt::BackgroundRole:
        if (index.column() == IdealPosition)
            return QBrush(Theme::computedCell());
        return {};
    case Qt::FontRole: {
        QFont font;
        font.setItalic(true);
        return font;
    }
    default:
        return {};
    }
}

void UnretrievedModel::setIdealHidden(bool hidden)
{
    if (hidden == m_idealHidden)
        return;
    m_idealHidden = hidden;
    if (!m_items.isEmpty())
        emit dataChanged(index(0, IdealPosition), index(int(m_items.size()) - 1, IdealPosition),
            {Qt::DisplayRole, Qt::EditRole});
}

QVariant UnretrievedModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    switch (Column(section)) {
    case Label:
        return tr("Label");
    case Grade:
        return tr("Grade");
    case IdealPosition:
        return tr("Ideal position");
    default:
        return {};
    }
}

Qt::ItemFlags UnretrievedModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.column() != IdealPosition)
        f |= Qt::ItemIsEditable;
    return f;
}

bool UnretrievedModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    if (index.column() != Label && index.column() != Grade)
        return false;
    const QString refusal
        = m_document->editItemText(RankingDocument::List::Unretrieved, index.row(),
            index.column() == Label ? RankingDocument::Field::Label : RankingDocument::Field::Grade,
            value.toString());
    if (!refusal.isEmpty()) {
        emit editRejected(index, refusal);
        return false;
    }
    return true;
}
