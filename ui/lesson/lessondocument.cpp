#include "lessondocument.h"

#include "lessoncommands.h"

#include <QFileInfo>
#include <QLocale>
#include <QUndoStack>

LessonDocument::LessonDocument(QObject *parent)
    : QObject(parent)
    , m_undoStack(new QUndoStack(this))
{
    m_displayName = displayName();
    connect(m_undoStack, &QUndoStack::cleanChanged, this, &LessonDocument::updateModified);
}

LessonDocument::~LessonDocument()
{
    // The stack leaves the window's undo group as it goes: nobody is told any more.
    m_undoStack->blockSignals(true);
}

void LessonDocument::setCurrentScene(int index)
{
    const int current = isValid(index) ? index : (sceneCount() > 0 ? 0 : -1);
    if (current == m_current)
        return;
    m_current = current;
    emit currentSceneChanged(m_current);
}

void LessonDocument::setFile(const QString &path, const FileWriter::Stamp &stamp)
{
    m_fileStamp = stamp;
    if (path == m_filePath)
        return;
    m_filePath = path;
    emit filePathChanged(path);
    updateDisplayName();
}

QString LessonDocument::displayName() const
{
    if (!m_filePath.isEmpty())
        return QFileInfo(m_filePath).fileName();
    const QString title = m_lesson.title.text(QLocale().name());
    return title.isEmpty() ? tr("Untitled lesson") : title;
}

void LessonDocument::updateDisplayName()
{
    const QString name = displayName();
    if (name == m_displayName)
        return;
    m_displayName = name;
    emit displayNameChanged(name);
}

bool LessonDocument::isModified() const
{
    return m_unsaved || !m_undoStack->isClean();
}

void LessonDocument::setClean()
{
    m_unsaved = false;
    m_undoStack->setClean();
    updateModified();
}

void LessonDocument::setUnsaved()
{
    m_unsaved = true;
    updateModified();
}

void LessonDocument::updateModified()
{
    const bool modified = isModified();
    if (modified == m_modified)
        return;
    m_modified = modified;
    emit modifiedChanged(modified);
}

void LessonDocument::loadLesson(const Ndcg::Lesson &lesson)
{
    m_undoStack->clear();
    emit lessonAboutToBeLoaded();
    m_lesson = lesson;
    m_current = m_lesson.scenes.isEmpty() ? -1 : 0;
    m_unsaved = false;
    m_undoStack->setClean();
    if (!m_filePath.isEmpty())
        setFile({}, {});
    emit lessonLoaded();
    emit currentSceneChanged(m_current);
    updateDisplayName();
    updateModified();
}

bool LessonDocument::addScene(const Ndcg::Scene &scene)
{
    const int index = m_current >= 0 ? m_current + 1 : sceneCount();
    if (sceneCount() >= Ndcg::maxLessonScenes)
        return false;
    m_undoStack->push(
        new InsertSceneCommand(this, index, scene, tr("Add scene %1").arg(index + 1)));
    return true;
}

bool LessonDocument::insertScene(int index, const Ndcg::Scene &scene)
{
    if (index < 0 || index > sceneCount() || sceneCount() >= Ndcg::maxLessonScenes)
        return false;
    m_undoStack->push(
        new InsertSceneCommand(this, index, scene, tr("Insert scene %1").arg(index + 1)));
    return true;
}

bool LessonDocument::duplicateScene(int index)
{
    if (!isValid(index) || sceneCount() >= Ndcg::maxLessonScenes)
        return false;
    m_undoStack->push(new InsertSceneCommand(
        this, index + 1, scene(index), tr("Duplicate scene %1").arg(index + 1)));
    return true;
}

bool LessonDocument::removeScene(int index)
{
    if (!isValid(index))
        return false;
    m_undoStack->push(new RemoveSceneCommand(this, index));
    return true;
}

bool LessonDocument::moveScene(int from, int to)
{
    if (!isValid(from) || !isValid(to) || from == to)
        return false;
    m_undoStack->push(new MoveSceneCommand(this, from, to));
    return true;
}

QString LessonDocument::text(const Ndcg::Scene &scene, TextField field)
{
    switch (field) {
    case TextField::TitleEn:
        return scene.title.en;
    case TextField::TitleZh:
        return scene.title.zhCN;
    case TextField::NarrationEn:
        return scene.narration.en;
    case TextField::NarrationZh:
        return scene.narration.zhCN;
    case TextField::NotesEn:
        return scene.notes.en;
    case TextField::NotesZh:
        return scene.notes.zhCN;
    }
    return {};
}

void LessonDocument::setText(Ndcg::Scene &scene, TextField field, const QString &text)
{
    switch (field) {
    case TextField::TitleEn:
        scene.title.en = text;
        break;
    case TextField::TitleZh:
        scene.title.zhCN = text;
        break;
    case TextField::NarrationEn:
        scene.narration.en = text;
        break;
    case TextField::NarrationZh:
        scene.narration.zhCN = text;
        break;
    case TextField::NotesEn:
        scene.notes.en = text;
        break;
    case TextField::NotesZh:
        scene.notes.zhCN = text;
        break;
    }
}

bool LessonDocument::setSceneText(int index, TextField field, const QString &text)
{
    if (!isValid(index) || LessonDocument::text(scene(index), field) == text)
        return false;
    Ndcg::Scene after = scene(index);
    setText(after, field, text.left(Ndcg::maxLessonTextLength));
    QString name;
    switch (field) {
    case TextField::TitleEn:
    case TextField::TitleZh:
        name = tr("Rename scene %1");
        break;
    case TextField::NarrationEn:
    case TextField::NarrationZh:
        name = tr("Edit the narration of scene %1");
        break;
    case TextField::NotesEn:
    case TextField::NotesZh:
        name = tr("Edit the notes of scene %1");
        break;
    }
    m_undoStack->push(new EditSceneCommand(this, index, after, name.arg(index + 1), int(field)));
    return true;
}

bool LessonDocument::setLessonTitle(const Ndcg::LocalizedText &title)
{
    if (title == m_lesson.title)
        return false;
    m_undoStack->push(new SetLessonTitleCommand(this, title));
    return true;
}

QString LessonDocument::setQuestion(int index, const std::optional<Ndcg::Question> &question)
{
    if (!isValid(index) || scene(index).question == question)
        return {};
    Ndcg::Scene after = scene(index);
    after.question = question;
    if (question) {
        const auto answer = Ndcg::answerQuestion(after);
        if (!answer)
            return tr("%1: %2").arg(Ndcg::sceneLabel(m_lesson, index), answer.error().message);
    }
    m_undoStack->push(new EditSceneCommand(this, index, after,
        question ? tr("Edit the question of scene %1").arg(index + 1)
                 : tr("Remove the question of scene %1").arg(index + 1)));
    return {};
}

QString LessonDocument::updateSceneView(int index, const Ndcg::Scene &captured)
{
    if (!isValid(index))
        return {};
    Ndcg::Scene after = scene(index);
    after.source = captured.source;
    after.show = captured.show;
    if (after == scene(index))
        return {};
    if (after.question) {
        const auto answer = Ndcg::answerQuestion(after);
        if (!answer)
            return tr("%1: %2").arg(Ndcg::sceneLabel(m_lesson, index), answer.error().message);
    }
    m_undoStack->push(new EditSceneCommand(
        this, index, after, tr("Update scene %1 from the view").arg(index + 1)));
    return {};
}

void LessonDocument::insertSceneAt(int index, const Ndcg::Scene &scene)
{
    emit sceneAboutToBeInserted(index);
    m_lesson.scenes.insert(index, scene);
    if (m_current >= index)
        ++m_current;
    emit sceneInserted(index);
}

Ndcg::Scene LessonDocument::removeSceneAt(int index)
{
    emit sceneAboutToBeRemoved(index);
    Ndcg::Scene removed = m_lesson.scenes.takeAt(index);
    if (m_current > index || m_current >= sceneCount())
        --m_current;
    emit sceneRemoved(index);
    return removed;
}

void LessonDocument::moveSceneAt(int from, int to)
{
    emit sceneAboutToBeMoved(from, to);
    m_lesson.scenes.move(from, to);
    emit sceneMoved(from, to);
}

void LessonDocument::replaceScene(int index, const Ndcg::Scene &scene)
{
    m_lesson.scenes[index] = scene;
    emit sceneChanged(index);
}

void LessonDocument::replaceTitle(const Ndcg::LocalizedText &title)
{
    m_lesson.title = title;
    emit titleChanged();
    updateDisplayName();
}
