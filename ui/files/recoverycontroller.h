#pragma once

// Crash recovery for one window: while its scenario has unsaved changes, a recovery copy is
// kept on disk (RecoveryStore), deleted once nothing is unsaved or the window closes; at
// startup the copies a crashed NDCG Explorer left are offered. How, and why: docs/recovery.md.

#include "recoverycopy.h"
#include "recoverydialog.h"
#include "recoverystore.h"

#include <QObject>
#include <QString>

#include <functional>

class FileController;
class QMainWindow;
class QWidget;
class RankingDocument;
class ScenarioDocument;

class RecoveryController : public QObject
{
    Q_OBJECT
public:
    // Keeps copies of `document`; `files` knows its file; `window` shows messages.
    RecoveryController(ScenarioDocument *document, QMainWindow *window, FileController *files);
    ~RecoveryController() override;

    // The window closed (its Save/Discard prompt agreed): the copy goes, nothing more is
    // written until it is shown again.
    void windowClosed();
    void windowShown();

    const RecoveryStore &store() const { return m_copy->store(); }
    // The pause after the last change before a copy is written.
    int delay() const { return m_copy->delay(); }
    void setDelay(int milliseconds) { m_copy->setDelay(milliseconds); }
    // A copy is due (the timer runs).
    bool isWritePending() const { return m_copy->isWritePending(); }
    // This window's recovery file while it exists; empty otherwise.
    QString recoveryFile() const { return m_copy->recoveryFile(); }
    // Writes the copy now, or deletes it when nothing is unsaved.
    void writeNow() { m_copy->writeNow(); }

    // Offers the copies left by processes that are gone. Returns how many were recovered.
    int offerRecovery();
    // Loads one copy into this controller's window (see docs/recovery.md). The copy's file is
    // not touched.
    void recover(const RecoveryEntry &entry);
    // Makes the window that takes a recovered copy when this one is not free; returns its
    // recovery controller. Set by the window class (MainWindow).
    using WindowFactory = std::function<RecoveryController *()>;
    static void setWindowFactory(WindowFactory factory);

    // Whether a copy's file is still the one it was made from (same path, same bytes as the
    // window last read or wrote): the copy is applied to the file only then (Same).
    enum class FileCheck { NoFile, Same, Gone, Changed, Unchecked };
    static FileCheck checkFile(const RecoveryEntry &entry);

    // How the user is told and asked; tests replace them so nothing blocks.
    using MessageHook = std::function<void(const QString &text)>;
    using ChoiceHook = std::function<RecoveryDialog::Decision(const QList<RecoveryEntry> &entries)>;
    static void setMessageHook(MessageHook hook);
    static void setChoiceHook(ChoiceHook hook);

private:
    void watch(RankingDocument *document);
    void documentChanged() { m_copy->changed(); }
    bool hasUnsavedChanges() const;
    void showMessage(const QString &text) const;
    // Moves the copies that cannot be read aside and names them in one message.
    void tellDamaged(const QList<RecoveryStore::Damaged> &damaged);
    static void tell(QWidget *parent, const QString &text);
    // The controller of the open window whose document is the file at `path`, if any.
    static RecoveryController *windowWithFile(const QString &path);

    ScenarioDocument *m_document;
    QMainWindow *m_window;
    FileController *m_files;
    RecoveryCopy *m_copy = nullptr;
};
