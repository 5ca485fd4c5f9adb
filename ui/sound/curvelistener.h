#pragma once

// View ▸ Listen to the curves (Ctrl+Shift+U): plays the workbench's running DCG and IDCG as
// tones (CurveTones), position by position, on the default audio output (Qt Multimedia); again
// stops it. Only what the view shows is heard: a hidden or not yet computed value is a rest.
// The action is checked while it plays; its status tip holds what it plays in words
// ("DCG@1 4.000, ideal 4.000; DCG@2 hidden, ideal hidden; …").

#include <QObject>
#include <QPointer>

#include <functional>

class QAction;
class QAudioSink;
class QBuffer;
class QWidget;
class Workbench;

class CurveListener : public QObject
{
    Q_OBJECT
public:
    CurveListener(Workbench *workbench, QWidget *window);
    ~CurveListener() override;

    QAction *action() const { return m_action; }
    bool isPlaying() const;
    // The words of what is played ("DCG@1 = 4.000, ideal 4.000; DCG@2 hidden, …").
    QString description() const;
    void retranslate();

    // Tests: where the samples go instead of an audio device (nothing is played). Also used
    // when there is no audio output.
    using SampleHook = std::function<void(const QByteArray &samples)>;
    static void setSampleHook(SampleHook hook);
    // Tests: the message shown when nothing can be played (default: a message box).
    using MessageHook = std::function<void(const QString &)>;
    static void setMessageHook(MessageHook hook);

signals:
    void playingChanged(bool playing);

public slots:
    void toggle();
    void stop();

private:
    void play();
    void tell(const QString &message);

    Workbench *m_workbench;
    QWidget *m_window;
    QAction *m_action;
    QAudioSink *m_sink = nullptr;
    QBuffer *m_buffer = nullptr;
};
