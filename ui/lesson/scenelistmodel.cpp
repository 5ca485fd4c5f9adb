#include "scenelistmodel.h"

#include "lessondocument.h"

#include <QLocale>
#include <QMimeData>

SceneListModel::SceneListModel(LessonDocument *document, QObject *parent)
    : QAbstractListModel(parent)
    , m_document(document)
{
    // The document announces each change before it makes it, as an item model must.
    connect(
        document, &LessonDocument::lessonAboutToBeLoaded, this, &SceneListModel::beginResetModel);
    connect(document, &LessonDocument::lessonLoaded, this, &SceneListModel::endResetModel);
    connect(document, &LessonDocument::sceneAboutToBeInserted, this,
        [this](int index) { beginInsertRows({}, index, index); });
    // The rows after an inserted or removed one have new numbers (the vertical header).
    auto renumberFrom = [this](int first) {
        if (first < rowCount())
            emit headerDataChanged(Qt::Vertical, first, rowCount() - 1);
    };
    connect(document, &LessonDocument::sceneInserted, this, [this, renumberFrom](int index) {
        endInsertRows();
        renumberFrom(index + 1);
    });
    connect(document, &LessonDocument::sceneAboutToBeRemoved, this,
        [this](int index) { beginRemoveRows({}, index, index); });
    connect(document, &LessonDocument::sceneRemoved, this, [this, renumberFrom](int index) {
        endRemoveRows();
        renumberFrom(index);
    });
    connect(document, &LessonDocument::sceneAboutToBeMoved, this, [this](int from, int to) {
        // beginMoveRows names the row before which the row goes, in the old numbering.
        beginMoveRows({}, from, from, {}, to > from ? to + 1 : to);
    });
    connect(document, &LessonDocument::sceneMoved, this, [this](int from, int to) {
        endMoveRows();
        // Every row between has a new number.
        emit headerDataChanged(Qt::Vertical, std::min(from, to), std::max(from, to));
    });
    connect(document, &LessonDocument::sceneChanged, this,
        [this](int row) { emit dataChanged(index(row), index(row)); });
}

int SceneListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_document->sceneCount();
}

QString SceneListModel::titleOf(const LessonDocument *document, int index)
{
    const QString title = document->scene(index).title.text(QLocale().name());
    return title.isEmpty() ? tr("Scene %1").arg(index + 1) : title;
}

QVariant SceneListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const bool question = m_document->scene(row).question.has_value();
    switch (role) {
    case Qt::DisplayRole:
        // "3  Two rankings  ?": the number, the title, a mark for a question.
        // The title, and a mark for a question; the number is the row's header.
        return question ? QStringLiteral("%1  [?]").arg(titleOf(m_document, row))
                        : titleOf(m_document, row);
    case Qt::EditRole:
        return titleOf(m_document, row);
    case Qt::ToolTipRole:
        return question ? tr("Scene %1 asks a question").arg(row + 1) : QVariant();
    case Qt::AccessibleTextRole:
        return question
            ? tr("Scene %1: %2, with a question").arg(row + 1).arg(titleOf(m_document, row))
            : tr("Scene %1: %2").arg(row + 1).arg(titleOf(m_document, row));
    default:
        return {};
    }
}

bool SceneListModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    const QString title = value.toString().trimmed();
    if (title.isEmpty())
        return false;
    const bool chinese = QLocale().name().startsWith(QLatin1String("zh"));
    m_document->setSceneText(index.row(),
        chinese ? LessonDocument::TextField::TitleZh : LessonDocument::TextField::TitleEn, title);
    return true;
}

QVariant SceneListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical && role == Qt::DisplayRole)
        return section + 1;
    return QAbstractListModel::headerData(section, orientation, role);
}

Qt::ItemFlags SceneListModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::ItemIsDropEnabled;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable | Qt::ItemIsDragEnabled;
}

Qt::DropActions SceneListModel::supportedDropActions() const
{
    return Qt::MoveAction;
}

QStringList SceneListModel::mimeTypes() const
{
    return {QLatin1String(mimeType)};
}

QMimeData *SceneListModel::mimeData(const QModelIndexList &indexes) const
{
    if (indexes.isEmpty())
        return nullptr;
    auto *mime = new QMimeData;
    mime->setData(QLatin1String(mimeType), QByteArray::number(indexes.first().row()));
    return mime;
}

bool SceneListModel::canDropMimeData(
    const QMimeData *data, Qt::DropAction action, int, int, const QModelIndex &) const
{
    return data && action == Qt::MoveAction && data->hasFormat(QLatin1String(mimeType));
}

bool SceneListModel::dropMimeData(
    const QMimeData *data, Qt::DropAction action, int row, int, const QModelIndex &parent)
{
    if (!canDropMimeData(data, action, row, 0, parent))
        return false;
    bool ok = false;
    const int from = data->data(QLatin1String(mimeType)).toInt(&ok);
    if (!ok || from < 0 || from >= m_document->sceneCount())
        return false;
    // Dropped on a row: before it; between rows: at `row`; below the last: at the end.
    int before = parent.isValid() ? parent.row() : row;
    if (before < 0)
        before = m_document->sceneCount();
    const int to = before > from ? before - 1 : before;
    // The move is the document's (one undo step). Nothing for the view to remove afterwards:
    // removeRows() is not implemented, so the drag's "move" leaves the rows alone.
    return m_document->moveScene(from, std::clamp(to, 0, m_document->sceneCount() - 1));
}
