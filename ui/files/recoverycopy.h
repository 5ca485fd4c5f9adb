#pragma once

// The part of crash recovery that the scenario's RecoveryController and the lesson's
// LessonRecovery share (docs/recovery.md): one copy on disk of a document with unsaved changes,
// written after a pause of delay() (at most 6 × delay() after the first change not yet
// copied), deleted once nothing is unsaved or the window closes, its file claimed at the first
// write and released on destruction; a failed write said once per run of failures; and, at the
// next start, the copies of processes that are gone locked while the user decides. What a copy
// holds, and where a recovered copy goes, are the owner's (its hooks).

#include "recoverystore.h"

#include <QElapsedTimer>
#include <QLockFile>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <vector>

class QMainWindow;
class QTimer;

class RecoveryCopy : public QObject
{
    Q_OBJECT
public:
    struct Hooks
    {
        std::function<bool()> unsaved; // whether the document holds anything unsaved
        std::function<void(RecoveryEntry &entry)> fill; // its file, stamp, name and content
        // The sentence for a copy that could not be written to `file`.
        std::function<QString(const QString &file, const QString &error)> failure;
        std::function<void(const QString &text)> tell; // a message to the user
    };
    RecoveryCopy(RecoveryStore store, QMainWindow *window, Hooks hooks, QObject *parent);
    ~RecoveryCopy() override; // the copy goes (the owner was closed normally)

    const RecoveryStore &store() const { return m_store; }
    int delay() const { return m_delay; }
    void setDelay(int milliseconds);
    bool isWritePending() const;
    QString recoveryFile() const; // while it exists; empty otherwise

    // The document changed: a copy is due after the pause, or goes when nothing is unsaved.
    void changed();
    // Writes the copy now, or deletes it when nothing is unsaved.
    void writeNow();
    void windowClosed(); // the copy goes; nothing more is written until windowShown()
    void windowShown();

    // The copies of processes that are gone that this process could lock (a second NDCG
    // Explorer started at the same moment finds them locked and does not offer them too), with
    // their locks, held while the returned value lives. QLockFile takes over a lock whose owner
    // died, so a crash while deciding leaves nothing stuck.
    struct Offer
    {
        QList<RecoveryEntry> entries;
        std::vector<std::unique_ptr<QLockFile>> locks;
    };
    static Offer lock(const QList<RecoveryEntry> &orphans);

private:
    void removeCopy();

    RecoveryStore m_store;
    QMainWindow *m_window;
    Hooks m_hooks;
    QTimer *m_timer = nullptr;
    int m_delay = 5000;
    QElapsedTimer m_firstChange; // the first change not yet copied; invalid when none
    QString m_file; // claimed at the first write, released on destruction
    bool m_writeFailed = false; // told once per run of failures
    bool m_closed = false; // closed: nothing more is written
};
