#pragma once

// Crash recovery of the lesson being authored, as for the window's scenario
// (RecoveryController, docs/recovery.md): while the LessonDocument has unsaved changes, a copy
// of the whole lesson is kept on disk, written after a pause of delay() (at most 6 × delay()
// after the first change not yet copied), deleted once nothing is unsaved or the window
// closes; at the next start the copies of a crashed or killed NDCG Explorer are offered. The
// files, their wrapper, the process checks and the atomic writes are RecoveryStore's (of
// RecoveryStore::Kind::Lesson: "lesson-recovery-<pid>-<n>.json" beside the scenarios' copies);
// the offer is a RecoveryDialog, as for scenarios.

#include "files/recoverycopy.h"
#include "files/recoverydialog.h"
#include "recoverystore.h"

#include <QObject>
#include <QString>

#include <functional>

class LessonDocument;
class QMainWindow;

class LessonRecovery : public QObject
{
    Q_OBJECT
public:
    LessonRecovery(LessonDocument *document, QMainWindow *window);
    ~LessonRecovery() override;

    // The window closed (its save prompt agreed): the copy goes, nothing more is written
    // until it is shown again.
    void windowClosed();
    void windowShown();

    const RecoveryStore &store() const { return m_copy->store(); }
    int delay() const { return m_copy->delay(); }
    void setDelay(int milliseconds) { m_copy->setDelay(milliseconds); }
    bool isWritePending() const { return m_copy->isWritePending(); }
    // This window's lesson copy while it exists; empty otherwise.
    QString recoveryFile() const { return m_copy->recoveryFile(); }
    // Writes the copy now, or deletes it when nothing is unsaved.
    void writeNow() { m_copy->writeNow(); }

    // Offers the lesson copies left by processes that are gone. This window takes the first
    // one recovered when its lesson holds nothing unsaved; the others stay for the next start.
    // `mayReplace` is asked before a lesson with unsaved changes would be replaced. Returns
    // how many were recovered (0 or 1).
    int offerRecovery();
    // Loads a copy into the document: unsaved, with its file when it had one and that file
    // still holds the bytes the copy was made from (Save writes there), else without a file.
    void recover(const RecoveryEntry &entry);

    // Tests answer the dialog and the messages (RecoveryController's hooks are for scenarios).
    using ChoiceHook = std::function<RecoveryDialog::Decision(const QList<RecoveryEntry> &entries)>;
    using MessageHook = std::function<void(const QString &text)>;
    static void setChoiceHook(ChoiceHook hook);
    static void setMessageHook(MessageHook hook);

private:
    void documentChanged() { m_copy->changed(); }
    void showMessage(const QString &text) const;

    LessonDocument *m_document;
    QMainWindow *m_window;
    RecoveryCopy *m_copy = nullptr;
};
