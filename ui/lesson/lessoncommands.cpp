#include "lessoncommands.h"

InsertSceneCommand::InsertSceneCommand(
    LessonDocument *document, int index, const Ndcg::Scene &scene, const QString &text)
    : QUndoCommand(text)
    , m_document(document)
    , m_index(index)
    , m_scene(scene)
    , m_currentBefore(document->currentScene())
{ }

void InsertSceneCommand::undo()
{
    m_document->removeSceneAt(m_index);
    m_document->setCurrentScene(std::min(m_currentBefore, m_document->sceneCount() - 1));
}

void InsertSceneCommand::redo()
{
    m_document->insertSceneAt(m_index, m_scene);
    m_document->setCurrentScene(m_index);
}

RemoveSceneCommand::RemoveSceneCommand(LessonDocument *document, int index)
    : QUndoCommand(LessonDocument::tr("Delete scene %1").arg(index + 1))
    , m_document(document)
    , m_index(index)
    , m_scene(document->scene(index))
{ }

void RemoveSceneCommand::undo()
{
    m_document->insertSceneAt(m_index, m_scene);
    m_document->setCurrentScene(m_index);
}

void RemoveSceneCommand::redo()
{
    m_document->removeSceneAt(m_index);
    m_document->setCurrentScene(std::min(m_index, m_document->sceneCount() - 1));
}

MoveSceneCommand::MoveSceneCommand(LessonDocument *document, int from, int to)
    : QUndoCommand(LessonDocument::tr("Move scene %1 to %2").arg(from + 1).arg(to + 1))
    , m_document(document)
    , m_from(from)
    , m_to(to)
{ }

void MoveSceneCommand::undo()
{
    m_document->moveSceneAt(m_to, m_from);
    m_document->setCurrentScene(m_from);
}

void MoveSceneCommand::redo()
{
    m_document->moveSceneAt(m_from, m_to);
    m_document->setCurrentScene(m_to);
}

EditSceneCommand::EditSceneCommand(
    LessonDocument *document, int index, const Ndcg::Scene &after, const QString &text, int field)
    : QUndoCommand(text)
    , m_document(document)
    , m_index(index)
    , m_field(field)
    , m_before(document->scene(index))
    , m_after(after)
{ }

void EditSceneCommand::undo()
{
    m_document->replaceScene(m_index, m_before);
    m_document->setCurrentScene(m_index);
}

void EditSceneCommand::redo()
{
    m_document->replaceScene(m_index, m_after);
    m_document->setCurrentScene(m_index);
}

bool EditSceneCommand::mergeWith(const QUndoCommand *other)
{
    const auto *edit = static_cast<const EditSceneCommand *>(other);
    if (m_field < 0 || edit->m_field != m_field || edit->m_index != m_index)
        return false;
    m_after = edit->m_after;
    setObsolete(m_after == m_before); // typed and erased again: nothing to undo
    return true;
}

SetLessonTitleCommand::SetLessonTitleCommand(
    LessonDocument *document, const Ndcg::LocalizedText &after)
    : QUndoCommand(LessonDocument::tr("Edit the lesson's title"))
    , m_document(document)
    , m_before(document->lesson().title)
    , m_after(after)
{ }

void SetLessonTitleCommand::undo()
{
    m_document->replaceTitle(m_before);
}

void SetLessonTitleCommand::redo()
{
    m_document->replaceTitle(m_after);
}

bool SetLessonTitleCommand::mergeWith(const QUndoCommand *other)
{
    m_after = static_cast<const SetLessonTitleCommand *>(other)->m_after;
    setObsolete(m_after == m_before);
    return true;
}
