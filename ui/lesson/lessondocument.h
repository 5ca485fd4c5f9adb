#pragma once

// The open lesson of one window (issue 22, authoring): the Ndcg::Lesson value, its undo stack,
// the file it was opened from or saved to, whether it has unsaved changes, and the current
// scene (the one the scene list shows in its editor). Views never change the lesson directly:
// they call the edit functions (addScene(), moveScene(), setSceneText(), setQuestion(), …),
// each of which pushes ONE QUndoCommand (lessoncommands.h); the commands call the plain
// setters (insertSceneAt(), removeSceneAt(), moveSceneAt(), replaceScene(), replaceTitle()),
// which change the value and emit one precise signal each: sceneInserted, sceneRemoved,
// sceneMoved, sceneChanged, titleChanged (the first three announced before the change, for the
// scene list's model). Loading a whole lesson emits lessonLoaded() once.
//
// Undo: the stack is added to the window's QUndoGroup by LessonController and made the active
// one while the focus is in the scene list (its dock: list and editor); when the focus leaves
// the dock, the stack that was active before (ranking A's, or B's) is active again. So
// Edit ▸ Undo (Ctrl+Z) undoes a lesson edit exactly while the scene list is what the user works
// in, and a ranking edit everywhere else.

#include "filewriter.h"
#include "lesson.h"

#include <QObject>
#include <QString>

#include <optional>

class QUndoStack;

class LessonDocument : public QObject
{
    Q_OBJECT
public:
    // A text of a scene (or of the lesson), in one language; repeated edits of one text of one
    // scene merge into one undo step (typing).
    enum class TextField {
        TitleEn,
        TitleZh,
        NarrationEn,
        NarrationZh,
        NotesEn,
        NotesZh,
    };

    explicit LessonDocument(QObject *parent = nullptr);
    ~LessonDocument() override;

    const Ndcg::Lesson &lesson() const { return m_lesson; }
    int sceneCount() const { return int(m_lesson.scenes.size()); }
    const Ndcg::Scene &scene(int index) const { return m_lesson.scenes.at(index); }
    QUndoStack *undoStack() const { return m_undoStack; }

    // The scene the editor shows: 0 … sceneCount() − 1, or −1 when the lesson has none.
    int currentScene() const { return m_current; }
    void setCurrentScene(int index);

    // The lesson file (absolute, links resolved; empty: none) and what it held when this
    // window last read or wrote it (LessonController compares it before overwriting).
    QString filePath() const { return m_filePath; }
    FileWriter::Stamp fileStamp() const { return m_fileStamp; }
    void setFile(const QString &path, const FileWriter::Stamp &stamp);
    // The file's name, else the lesson's title in the interface language, else "Untitled lesson".
    QString displayName() const;

    // Unsaved changes: the undo stack is not at its saved index, or the lesson was never saved
    // although it holds something (a recovered or bundled lesson being edited).
    bool isModified() const;
    void setClean();
    // Modified until saved, whatever the undo stack says (a recovered lesson).
    void setUnsaved();

    // Replaces the whole lesson (New, Open, a bundled lesson, a recovered copy): forgets the
    // undo history and the file; the first scene is current.
    void loadLesson(const Ndcg::Lesson &lesson);

    // The edits: one undo command each. An index out of range is ignored (false).
    // Adds `scene` after the current scene (at the end when there is none) and makes it current.
    bool addScene(const Ndcg::Scene &scene);
    bool insertScene(int index, const Ndcg::Scene &scene);
    bool duplicateScene(int index);
    bool removeScene(int index);
    // Moves scene `from` to index `to` (its index after the move).
    bool moveScene(int from, int to);
    bool setSceneText(int index, TextField field, const QString &text);
    // A text of the lesson itself (its title).
    bool setLessonTitle(const Ndcg::LocalizedText &title);
    // Sets or removes (nullopt) the scene's question. Refused, with the reason (translated,
    // naming the scene), when the core cannot compute its answer for the scene.
    QString setQuestion(int index, const std::optional<Ndcg::Question> &question);
    // "Update scene from view": the scene shows `captured`'s scenario and view; its texts and
    // question stay. Refused with the reason when its question's answer becomes undefined.
    QString updateSceneView(int index, const Ndcg::Scene &captured);

    // The plain setters the commands call (and nothing else): each emits one signal.
    void insertSceneAt(int index, const Ndcg::Scene &scene);
    Ndcg::Scene removeSceneAt(int index);
    void moveSceneAt(int from, int to);
    void replaceScene(int index, const Ndcg::Scene &scene);
    void replaceTitle(const Ndcg::LocalizedText &title);

    // The text of `field` in `scene`.
    static QString text(const Ndcg::Scene &scene, TextField field);
    static void setText(Ndcg::Scene &scene, TextField field, const QString &text);

signals:
    // Each change is announced before it is made (for item models: begin…Rows) and told after.
    void lessonAboutToBeLoaded();
    void lessonLoaded();
    void sceneAboutToBeInserted(int index);
    void sceneAboutToBeRemoved(int index);
    void sceneAboutToBeMoved(int from, int to);
    void sceneInserted(int index);
    void sceneRemoved(int index);
    void sceneMoved(int from, int to);
    void sceneChanged(int index);
    void titleChanged();
    void currentSceneChanged(int index);
    void modifiedChanged(bool modified);
    void displayNameChanged(const QString &name);
    void filePathChanged(const QString &path);

private:
    bool isValid(int index) const { return index >= 0 && index < sceneCount(); }
    void updateModified();
    void updateDisplayName();

    Ndcg::Lesson m_lesson;
    QUndoStack *m_undoStack = nullptr;
    int m_current = -1;
    QString m_filePath;
    FileWriter::Stamp m_fileStamp;
    bool m_unsaved = false;
    bool m_modified = false;
    QString m_displayName;
};
