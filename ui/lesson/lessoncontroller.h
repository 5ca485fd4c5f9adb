#pragma once

// The Lesson menu and the authoring of a lesson in the window (issue 22): New lesson, Open
// lesson…, Open bundled lesson ▸, Recent lessons ▸, Save lesson, Save lesson as…, Add scene from
// current view (Ctrl+Shift+A), Play from the current scene (Shift+F5), Show scene list
// (Ctrl+Shift+J); File ▸ Print lesson as worksheet…; the scene list dock (SceneListPanel) at the
// left; the save prompt for an unsaved lesson (window close, another lesson opened); crash
// recovery of the lesson (LessonRecovery).
//
// Data flow: file --Ndcg::readLessonFile()--> Lesson --> LessonDocument::loadLesson();
// LessonDocument::lesson() --Ndcg::lessonToJson()--> FileWriter (atomic, under the save lock
// FileController uses: FileController::saveLockPath()). A file that cannot be read (a newer
// version, a scene naming a missing example, a question whose answer is undefined, …) is
// answered by a message naming the file, the line and the scene, and the open lesson stays as
// it was. The window's parts it acts on come as functions (Collaborators), so this controller
// knows neither the SceneBridge nor the player nor the worksheet dialog.

#include "lesson.h"

#include <QMessageBox>
#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>

class LessonDocument;
class LessonRecovery;
class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;
class QUndoGroup;
class QUndoStack;
class SceneListPanel;

class LessonController : public QObject
{
    Q_OBJECT
public:
    struct Collaborators
    {
        // The window as a scene (SceneBridge::capture()).
        std::function<Ndcg::Scene()> capture;
        // Shows a scene in the window (SceneBridge::apply()): empty, or the reason it cannot.
        std::function<QString(const Ndcg::Scene &)> apply;
        // Plays the lesson from a scene (LessonPlayer::play()).
        std::function<void(const Ndcg::Lesson &, int scene)> play;
        // File ▸ Print lesson as worksheet (WorksheetDialog::print()).
        std::function<bool(const Ndcg::Lesson &, const QString &name)> printWorksheet;
        // Asked before a scene replaces the window's scenario: false keeps it (the scenario's
        // own save prompt, MainWindow::maybeSave()).
        std::function<bool()> maySaveScenario;
    };
    struct Actions
    {
        QAction *newLesson = nullptr;
        QAction *openLesson = nullptr;
        QAction *saveLesson = nullptr;
        QAction *saveLessonAs = nullptr;
        QAction *addScene = nullptr;
        QAction *play = nullptr;
        QAction *showSceneList = nullptr;
        QAction *printWorksheet = nullptr; // in the File menu, after `afterInFile`
    };

    // Makes the Lesson menu, the scene list dock at the left of `window`, and File ▸ Print
    // lesson as worksheet (inserted into `fileMenu` after `afterInFile`). The lesson's undo
    // stack joins `undoGroup` and is its active stack while the focus is in the scene list.
    LessonController(QMainWindow *window, QUndoGroup *undoGroup, QMenu *fileMenu,
        QAction *afterInFile, Collaborators collaborators);
    ~LessonController() override;

    LessonDocument *document() const { return m_document; }
    SceneListPanel *panel() const { return m_panel; }
    QDockWidget *dock() const { return m_dock; }
    LessonRecovery *recovery() const { return m_recovery; }
    QMenu *menu() const { return m_menu; }
    QMenu *bundledMenu() const { return m_bundled; }
    QMenu *recentMenu() const { return m_recent; }
    const Actions &actions() const { return m_actions; }

    // Each returns true when it did its job. An empty path asks with a file dialog.
    bool newLesson();
    bool open(const QString &path = {});
    bool openBundled(const QString &id);
    bool save();
    bool saveAs(const QString &path = {});
    // Lesson ▸ Add scene from current view: the window captured, after the current scene.
    bool addSceneFromView();
    // The current scene shows what the window shows now (texts and question kept).
    bool updateSceneFromView(int index);
    // Shows a scene in the window (double-click, Enter). False, with the reason, when it cannot.
    bool showScene(int index);
    // Plays the lesson from the current scene (from the first when none is current).
    bool play();
    bool printWorksheet();
    void showSceneList();

    // Asks whether to save an unsaved lesson. True when it may be replaced or dropped.
    bool maybeSave();
    // The window is asked to close: maybeSave(); false keeps the window open.
    bool closeRequested();
    // The close went through: the recovery copy goes.
    void windowClosed();
    void windowShown();

    // How the user is told and asked; tests replace them so nothing blocks.
    using MessageHook = std::function<void(const QString &text)>;
    using QuestionHook = std::function<QMessageBox::StandardButton(const QString &text)>;
    // The path to open (empty: cancelled), given the dialog's caption.
    using OpenPathHook = std::function<QString(const QString &caption)>;
    // The path to write (empty: cancelled), given the caption and the suggested path.
    using SavePathHook
        = std::function<QString(const QString &caption, const QString &suggestedPath)>;
    static void setMessageHook(MessageHook hook);
    static void setQuestionHook(QuestionHook hook);
    static void setOpenPathHook(OpenPathHook hook);
    static void setSavePathHook(SavePathHook hook);

    void retranslate();

private:
    void createActions(QMenu *fileMenu, QAction *afterInFile);
    void fillRecentMenu();
    void fillBundledMenu();
    void showMessage(const QString &text) const;
    // Opens `lesson` read from `path` (empty: a bundled one, no file).
    void load(const Ndcg::Lesson &lesson, const QString &path, const QByteArray &bytes);
    void followFocus(QWidget *now);
    void updateDockTitle();

    QMainWindow *m_window;
    QUndoGroup *m_undoGroup;
    Collaborators m_parts;
    LessonDocument *m_document = nullptr;
    LessonRecovery *m_recovery = nullptr;
    SceneListPanel *m_panel = nullptr;
    QDockWidget *m_dock = nullptr;
    QMenu *m_menu = nullptr;
    QMenu *m_bundled = nullptr;
    QMenu *m_recent = nullptr;
    Actions m_actions;
    // The stack active before the focus entered the scene list, active again when it leaves.
    QPointer<QUndoStack> m_stackBefore;
};
