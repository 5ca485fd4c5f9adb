#pragma once

// The scene list's rows: one per scene of the LessonDocument, its title ("Two rankings") with a
// mark "[?]" when the scene asks a question, numbered by the vertical header. Follows the
// document's precise signals (rows inserted, removed, moved, changed); only a whole lesson loaded
// resets it. Renaming a row (F2) edits the scene's title in the interface language; a row dragged
// and dropped moves the scene. Both go through the document, so both are undoable.

#include <QAbstractListModel>

class LessonDocument;

class SceneListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    // The mime type of a dragged scene: its row, as text.
    static constexpr char mimeType[] = "application/x-ndcg-explorer-scene";

    explicit SceneListModel(LessonDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    Qt::DropActions supportedDropActions() const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    bool canDropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
        const QModelIndex &parent) const override;
    bool dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
        const QModelIndex &parent) override;

    // The title shown for a scene in the interface language ("Scene 3" when it has none).
    static QString titleOf(const LessonDocument *document, int index);

private:
    LessonDocument *m_document;
};
