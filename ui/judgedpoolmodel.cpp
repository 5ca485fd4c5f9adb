#include "judgedpoolmodel.h"

#include "displayformat.h"
#include "theme.h"

#include <QBrush>
#include <QColor>
#include <QFont>

JudgedPoolModel::JudgedPoolModel(RankingDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    refresh(true);
    connect(document, &RankingDocument::rankingReplaced, this, [this] { refresh(true); });
    connect(document, &RankingDocument::itemChanged, this, [this] { refresh(false); });
    connect(document, &RankingDocument::settingsChanged, this, [this] { refresh(false); });
}

void JudgedPoolModel::refresh(bool structureMayChange)
{
    const QList<Ndcg::Item> &items = m_document->items(RankingDocument::List::Pool);
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
    if (structureMayChange || items.size() != m_items.size()) {
        beginResetModel();
        m_items = items;
        m_idealPositions = positions;
        endResetModel();
        return;
    }
    int first = -1;
    int last = -1;
    for (qsizetype r = 0; r < items.size(); ++r) {
        if (items[r] != m_items[r] || positions[r] != m_idealPositions[r]) {
            if (first < 0)
                first = int(r);
            last = int(r);
        }
    }
    m_items = items;
    m_idealPositions = positions;
    if (first >= 0)
        emit dataChanged(index(first, 0), index(last, ColumnCount - 1));
}

void JudgedPoolModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

int JudgedPoolModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_items.size());
}

int JudgedPoolModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int JudgedPoolModel::idealPosition(int row) const
{
    return row >= 0 && row < m_idealPositions.size() ? m_idealPositions[row] : 0;
}

QVariant JudgedPoolModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Ndcg::Item &item = m_items[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        switch (Column(index.column())) {
        case Label:
            return item.label;
        case Grade:
            return DisplayFormat::grade(item.grade);
        case IdealPosition: {
            const int p = m_idealPositions[index.row()];
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
        return QBrush(Theme::isDark() ? QColor(0xA8, 0xB0, 0xBA) : QColor(0x5F, 0x66, 0x70));
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

QVariant JudgedPoolModel::headerData(int section, Qt::Orientation orientation, int role) const
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

Qt::ItemFlags JudgedPoolModel::flags(const QModelIndex &index) const
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

bool JudgedPoolModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    if (index.column() != Label && index.column() != Grade)
        return false;
    const QString refusal = m_document->editItemText(RankingDocument::List::Pool, index.row(),
        index.column() == Label ? RankingDocument::Field::Label : RankingDocument::Field::Grade,
        value.toString());
    if (!refusal.isEmpty()) {
        emit editRejected(index, refusal);
        return false;
    }
    return true;
}
