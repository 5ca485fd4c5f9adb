#pragma once

// The class session in the window (issue 23): Lesson ▸ Let the class answer… (checkable: on
// asks where to listen (ClassStartDialog) and starts the ClassServer; off stops it, asking first
// to export answers not exported yet) and Lesson ▸ Export class answers… (the CSV of every answer
// of the session, UTF-8 with a byte order mark so that a spreadsheet reads the Chinese, written
// through FileWriter). While the class is on, the ClassPanel is a dock at the right.
//
// The lesson drives the session, one way: the player's scene started → the scene's question is
// opened on the server (a scene without one clears it); the player's answer shown (R) → the
// answers are closed and revealed, and the panel shows the distribution with the answer. The
// projector never shows the distribution before R: the server's tally holds none until reveal(),
// and only this controller calls it, at R. Playing stopped → no question.

#include "classserver.h" // class/: the server library

#include <QMessageBox>
#include <QObject>
#include <QString>

#include <functional>
#include <optional>

class ClassPanel;
class LessonPlayer;
class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

class ClassController : public QObject
{
    Q_OBJECT
public:
    struct Actions
    {
        QAction *letClassAnswer = nullptr; // checkable
        QAction *exportAnswers = nullptr;
    };

    // Adds the two actions to `lessonMenu` and the panel's dock (hidden) to `window`.
    ClassController(QMainWindow *window, LessonPlayer *player, QMenu *lessonMenu);
    ~ClassController() override;

    const Actions &actions() const { return m_actions; }
    Ndcg::Class::ClassServer *server() const { return m_server; }
    ClassPanel *panel() const { return m_panel; }
    QDockWidget *dock() const { return m_dock; }
    bool isOn() const;

    // Starts the class with these options (no dialog). False, with a message, when the server
    // cannot listen; nothing runs then.
    bool start(const Ndcg::Class::ClassServer::Options &options);
    // Stops the class, asking first to export the answers not exported yet (Save, Discard,
    // Cancel). False when cancelled: the class stays on.
    bool stop();
    // Writes the session's answers as CSV; an empty path asks with a file dialog.
    bool exportAnswers(const QString &path = {});
    // Answers taken since the last export (a changed answer counts again).
    quint64 unexportedAnswers() const;
    // The window is asked to close: stop(). False keeps the window open.
    bool closeRequested();

    // How the user is told, asked and where files go; tests replace them so nothing blocks.
    using MessageHook = std::function<void(const QString &text)>;
    using QuestionHook = std::function<QMessageBox::StandardButton(const QString &text)>;
    using SavePathHook
        = std::function<QString(const QString &caption, const QString &suggestedPath)>;
    using StartHook = std::function<std::optional<Ndcg::Class::ClassServer::Options>()>;
    static void setMessageHook(MessageHook hook);
    static void setQuestionHook(QuestionHook hook);
    static void setSavePathHook(SavePathHook hook);
    static void setStartHook(StartHook hook);

    void retranslate();

private:
    void toggled(bool on);
    void sceneStarted(int index);
    void answerShown(bool shown);
    void fitDock();
    void showMessage(const QString &text) const;
    void setOff();

    QMainWindow *m_window;
    LessonPlayer *m_player;
    Ndcg::Class::ClassServer *m_server = nullptr;
    ClassPanel *m_panel = nullptr;
    QDockWidget *m_dock = nullptr;
    Actions m_actions;
    bool m_nicknames = false;
    bool m_questionOpen = false; // opened on the server and not yet revealed
    quint64 m_exportedSequence = 0; // the tally's sequence at the last export
};
