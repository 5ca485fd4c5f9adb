#pragma once

// Crash recovery for one window: while its documents have unsaved changes, a recovery copy of
// the whole scenario is kept on disk (RecoveryStore: the files, their format, whose they are),
// and at startup the copies a crashed, killed or powered-off NDCG Explorer left are offered.
//
// Writing. Every change of document A or B (breakdownChanged, modifiedChanged, a comparison
// started or ended) restarts a single-shot timer: the copy is written after a pause of
// delay() (5 s), never on every keystroke — and at most 6 × delay() after the first change not
// yet copied, so that a long run of edits without pauses is covered too. The copy is deleted
// as soon as nothing is unsaved (saved; undone back to the saved state; a clean document
// loaded) and when the window closes (after its Save/Discard prompt agreed) or is destroyed.
//
// Recovering (offerRecovery(), called once by main() after the window is shown, never with
// --screenshot). Damaged copies are moved aside and named in a message. The others are listed
// in a RecoveryDialog; each copy being offered is locked (QLockFile) so that a second
// NDCG Explorer started at the same moment does not offer it too. Recover loads the first
// ticked copy into this window when it holds nothing of its own yet (no file, no changes), the
// others each into a new window. A copy of a document with a file whose bytes are still those
// the copy was made from (checkFile()) opens that file and applies the recovered state as one
// undoable edit: the window keeps the path (Ctrl+S saves there), is modified, and Undo shows
// the file as saved; a window that has that file open already takes it into its own undo
// history. A copy without a file, or whose file has gone, was changed or cannot be checked, is
// loaded as an unsaved document with its name (Save asks where), and a changed file is named
// in a message. The recovering window writes its own copy before the old one is deleted, so a
// crash right after recovering loses nothing.
//
// A copy that cannot be written (a full disk) is said once per run of failures, in a message
// and the status bar; the copy written before stays whole.
//
// Tests answer the dialog and the messages with hooks, as FileController's tests do.

#include "recoverydialog.h"
#include "recoverystore.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <functional>

class MainWindow;
class QTimer;
class QWidget;
class RankingDocument;

class RecoveryController : public QObject
{
    Q_OBJECT
public:
    explicit RecoveryController(MainWindow *window);
    ~RecoveryController() override;

    const RecoveryStore &store() const { return m_store; }
    // The pause after the last change before a copy is written.
    int delay() const { return m_delay; }
    void setDelay(int milliseconds);
    // A copy is due (the timer runs).
    bool isWritePending() const;
    // This window's recovery file while it exists; empty otherwise.
    QString recoveryFile() const;
    // Writes the copy now, or deletes it when nothing is unsaved.
    void writeNow();

    // Offers the copies left by processes that are gone. Returns how many were recovered.
    int offerRecovery();
    // Loads one copy into `window` (see above). The copy's file is not touched.
    static void recoverInto(MainWindow *window, const RecoveryEntry &entry);

    // Whether a copy's file is still the one it was made from (same path, same bytes as the
    // window last read or wrote): the copy is applied to the file only then (Same).
    enum class FileCheck { NoFile, Same, Gone, Changed, Unchecked };
    static FileCheck checkFile(const RecoveryEntry &entry);

    // How the user is told and asked; tests replace them so nothing blocks.
    using MessageHook = std::function<void(const QString &text)>;
    using ChoiceHook = std::function<RecoveryDialog::Decision(const QList<RecoveryEntry> &entries)>;
    static void setMessageHook(MessageHook hook);
    static void setChoiceHook(ChoiceHook hook);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void watch(RankingDocument *document);
    void documentChanged();
    bool hasUnsavedChanges() const;
    void removeCopy();
    void showMessage(const QString &text) const;
    static void tell(QWidget *parent, const QString &text);
    // The open window whose document is the file at `path`, if any.
    static MainWindow *windowWithFile(const QString &path);

    MainWindow *m_window;
    RecoveryStore m_store;
    QTimer *m_timer = nullptr;
    int m_delay = 5000;
    QElapsedTimer m_firstChange; // the first change not yet copied; invalid when none
    QString m_file; // claimed at the first write, released on destruction
    bool m_writeFailed = false; // told once per run of failures
    bool m_closing = false; // between a close event and the hide that follows it
    bool m_closed = false; // closed: nothing more is written
};
