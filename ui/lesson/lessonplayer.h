#pragma once

// Plays a lesson (issue 22): full screen in presenter mode, scene by scene, from a clicker.
//
//   PageDown / → / Space   through the scene first (the step-through's steps, then the reveals
//                          of hidden answers, as the Step menu's keys do), then the next scene
//   PageUp / ←             back: within the scene, then the previous scene at its start
//   Home / End             the first / the last scene
//   B                      blanks the screen (presenter mode's own key)
//   R                      reveals the scene's question's answer (then the hidden answers)
//   L                      the narration's language: the interface's, English, Chinese, both
//   a number, then Enter   (or G, then the number) jumps to that scene
//   Esc                    stops playing
//
// The room sees the scene's title and narration (in the interface language, English, Chinese,
// or both one above the other), its question (the answer, computed by Ndcg::answerQuestion(),
// hidden until R) and a progress strip of the scenes (scene n of N; each scene's title as its
// tooltip; a click goes there). The presenter window on a second screen shows the scene's
// notes, the next scene's title and the time since playing began.
//
// The player drives the window through the SceneBridge (the scene) and the PresenterController
// (full screen, zoom, blank); it knows no MainWindow: the window gives it its save prompt
// (setSaveCheck()).

#include "lesson.h"
#include "workbench/viewstate.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>
#include <optional>

class LessonBanner;
class QDockWidget;
class QKeyEvent;
class LessonProgressStrip;
class PresenterController;
class QMainWindow;
class QTimer;
class SceneBridge;

class LessonPlayer : public QObject
{
    Q_OBJECT
public:
    // The narration's language while playing: the interface's, English, Chinese, or both.
    enum class Language { Interface, English, Chinese, Both };

    LessonPlayer(SceneBridge *bridge, PresenterController *presenter, QMainWindow *window);
    ~LessonPlayer() override;

    // Asked once before playing replaces unsaved work (the window's save prompt): false keeps
    // everything as it is and does not play. None set: nothing is asked.
    void setSaveCheck(std::function<bool()> maybeSave);

    // Plays `lesson` from scene `scene` (0-based, clamped). False when the save prompt was
    // cancelled, the lesson has no scene, or the first scene cannot be shown (error() says
    // why; the window stays as it was).
    bool play(const Ndcg::Lesson &lesson, int scene = 0);
    bool isPlaying() const { return m_playing; }
    const Ndcg::Lesson &lesson() const { return m_lesson; }
    int sceneIndex() const { return m_scene; }
    int sceneCount() const { return int(m_lesson.scenes.size()); }
    // The last scene that could not be shown, and why (empty: none).
    QString error() const { return m_error; }

    Language language() const { return m_language; }
    void setLanguage(Language language);
    // "en", "zh_CN", "both" (as --play-language takes them); nullopt for anything else.
    static std::optional<Language> languageFromName(const QString &name);

    // The scene's question: its answer shown (R) or not yet.
    bool isAnswerShown() const { return m_answerShown; }
    // What the room reads now: the title, narration and question as shown (tests, the stage).
    QString titleText() const;
    QString narrationText() const;
    QString questionText() const;
    QString answerText() const;
    // What the presenter window shows: the scene's notes (with the question's answer) and the
    // next scene's title.
    QString notesText() const;
    QString nextSceneText() const;
    // Scene `index`'s title in the player's language(s) (both: "English · 中文").
    QString sceneTitle(int index) const;

    LessonProgressStrip *progressStrip() const { return m_strip; }
    LessonBanner *banner() const { return m_banner; }
    // The dock above the view that holds the banner (shown while playing).
    QDockWidget *dock() const { return m_dock; }

public slots:
    // Forward: the scene's next step or reveal, else the next scene (nothing after the last).
    void next();
    // Back: the scene's step or reveal before, else the previous scene at its start.
    void previous();
    // Scene `index` (0-based) at its start; nothing when out of range or not playing.
    void goToScene(int index);
    void first();
    void last();
    // R: the question's answer, then (when shown) the scene's hidden answers one by one.
    void reveal();
    void stop();

signals:
    void started();
    // A scene started (its question, if any, not answered yet): sceneChanged(). The question's
    // answer shown (R, or a forward that would show its number) or taken back (←): the class
    // session (ui/class/) closes the answers and reveals them at true.
    void sceneChanged(int index);
    void answerShownChanged(bool shown);
    void stopped();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // Where the scene is: its step, hidden answers, revealed cells, the question's answer.
    struct Moment
    {
        int step = 0;
        QList<ViewState::Quantity> hidden;
        QList<ViewState::Cell> revealed;
        bool answerShown = false;
        friend bool operator==(const Moment &, const Moment &) = default;
    };
    Moment moment() const;
    // Back to a moment of the scene: its step, its reveals (taken back as ← does), its answer.
    void restore(const Moment &back);
    // Whether `view` shows the number the scene's question asks for.
    bool answerInSight(const ViewState &view) const;
    // The hidden quantities that keep a question's number out of sight.
    QList<ViewState::Quantity> questionQuantities() const;
    // A question whose number the view cannot be asked about (the best swap, the convention).
    bool isUncheckedQuestion() const;
    // One step forward inside the scene; false when the scene has nothing more to show.
    bool forwardInScene();
    bool hasQuestion() const;
    void setAnswerShown(bool shown); // updates the room and emits answerShownChanged()
    QStringList languages() const;
    void startScene();
    void updateRoom();
    void updatePresenterWindow();
    void fitBanner();
    void placeRunsWindow();
    bool handleKey(const QKeyEvent *key);

    SceneBridge *m_bridge;
    QDockWidget *m_dock = nullptr;
    QPointer<PresenterController> m_presenter; // goes before this, with the window
    QMainWindow *m_window;
    std::function<bool()> m_saveCheck;
    Ndcg::Lesson m_lesson;
    int m_scene = 0;
    bool m_playing = false;
    bool m_answerShown = false;
    bool m_presenterOwned = false; // play() turned presenter mode on: stop() turns it off
    bool m_stopping = false;
    QList<Moment> m_history; // the moments before each forward within the scene
    Ndcg::QuestionAnswer m_answer;
    QString m_answerError;
    QString m_notes;
    QString m_nextScene;
    QString m_error;
    Language m_language = Language::Interface;
    LessonProgressStrip *m_strip = nullptr;
    LessonBanner *m_banner = nullptr;
    QTimer *m_clock = nullptr;
    QElapsedTimer m_elapsed;
    int m_bannerHeight = 0; // the banner's height for its text (fitBanner())
    QString m_typed; // digits typed for a jump
    bool m_jumpArmed = false; // G pressed
};
