#include "recoverycontroller.h"

#include "document/rankingdocument.h"
#include "document/scenariodocument.h"
#include "filecontroller.h"

#include <QApplication>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>
#include <QUndoStack>

namespace {

RecoveryController::MessageHook messageHook;
RecoveryController::ChoiceHook choiceHook;
RecoveryController::WindowFactory windowFactory;

// Every window's controller, to find the window that has a file open.
QList<RecoveryController *> &controllers()
{
    static QList<RecoveryController *> all;
    return all;
}

constexpr int statusTimeout = 12000;

} // namespace

RecoveryController::RecoveryController(
    ScenarioDocument *document, QMainWindow *window, FileController *files)
    : QObject(window)
    , m_document(document)
    , m_window(window)
    , m_files(files)
{
    RecoveryCopy::Hooks hooks;
    hooks.unsaved = [this] { return hasUnsavedChanges(); };
    hooks.fill = [this](RecoveryEntry &entry) {
        entry.filePath = m_document->filePath();
        if (!entry.filePath.isEmpty())
            entry.fileStamp = m_document->fileStamp();
        entry.displayName = m_document->displayName();
        entry.scenario = m_document->scenario();
    };
    hooks.failure = [](const QString &file, const QString &error) {
        return tr("No recovery copy of the unsaved work could be written to %1: %2")
            .arg(QDir::toNativeSeparators(file), error);
    };
    hooks.tell = [this](const QString &text) { showMessage(text); };
    m_copy = new RecoveryCopy(RecoveryStore(), window, std::move(hooks), this);
    controllers().append(this);
    watch(document->a());
    connect(document, &ScenarioDocument::comparisonChanged, this, [this] {
        if (RankingDocument *b = m_document->b())
            watch(b);
        documentChanged();
    });
    connect(
        document, &ScenarioDocument::scenarioLoaded, this, &RecoveryController::documentChanged);
}

RecoveryController::~RecoveryController()
{
    controllers().removeAll(this);
    // The copy goes with m_copy: the window was closed normally.
}

void RecoveryController::setMessageHook(MessageHook hook)
{
    messageHook = std::move(hook);
}

void RecoveryController::setChoiceHook(ChoiceHook hook)
{
    choiceHook = std::move(hook);
}

void RecoveryController::setWindowFactory(WindowFactory factory)
{
    windowFactory = std::move(factory);
}

void RecoveryController::watch(RankingDocument *document)
{
    // Unique: B's signals are watched again whenever a comparison starts with a new B.
    // modifiedChanged comes after the undo stack's index moved (so isModified() is current);
    // breakdownChanged comes after every change, also those that keep the document modified.
    connect(document, &RankingDocument::modifiedChanged, this, &RecoveryController::documentChanged,
        Qt::UniqueConnection);
    connect(document, &RankingDocument::breakdownChanged, this,
        &RecoveryController::documentChanged, Qt::UniqueConnection);
}

bool RecoveryController::hasUnsavedChanges() const
{
    return m_document->isModified();
}

void RecoveryController::windowClosed()
{
    m_copy->windowClosed();
}

void RecoveryController::windowShown()
{
    m_copy->windowShown();
}

void RecoveryController::showMessage(const QString &text) const
{
    tell(m_window, text);
}

void RecoveryController::tell(QWidget *parent, const QString &text)
{
    if (messageHook) {
        messageHook(text);
        return;
    }
    QMessageBox::warning(parent, tr("NDCG Explorer"), text);
}

RecoveryController::FileCheck RecoveryController::checkFile(const RecoveryEntry &entry)
{
    if (entry.filePath.isEmpty())
        return FileCheck::NoFile;
    // A relative path (copies of earlier versions) depends on a folder no longer known.
    if (QDir::isRelativePath(entry.filePath))
        return FileCheck::Unchecked;
    const FileWriter::Stamp now = FileWriter::stampOfFile(entry.filePath);
    if (now.isNull())
        return FileCheck::Gone;
    if (entry.fileStamp.isNull()) // a copy of an earlier version
        return FileCheck::Unchecked;
    return now == entry.fileStamp ? FileCheck::Same : FileCheck::Changed;
}

void RecoveryController::tellDamaged(const QList<RecoveryStore::Damaged> &damaged)
{
    // One message for all of them, never a dialog each: the first few are named with what is
    // wrong and where they went, the rest counted. Moved aside, none is named again at the next
    // start.
    constexpr int named = 5;
    QStringList parts;
    for (const RecoveryStore::Damaged &file : damaged) {
        QString error;
        const QString target = m_copy->store().moveAside(file.path, &error);
        if (parts.size() >= named)
            continue;
        const QString what = tr("The recovery file “%1” cannot be recovered: %2.")
                                 .arg(QFileInfo(file.path).fileName(), file.reason);
        parts << what + QStringLiteral("\n")
                + (target.isEmpty()
                        ? tr("It could not be moved aside either (%1), so it stays where it is.")
                              .arg(error)
                        : tr("It was moved to %1 and is kept there unchanged.")
                              .arg(QDir::toNativeSeparators(target)));
    }
    if (damaged.size() > named)
        parts << tr("%n more recovery file(s) cannot be recovered either; those that could be "
                    "moved aside are in %1.",
            nullptr, int(damaged.size()) - named)
                     .arg(QDir::toNativeSeparators(
                         m_copy->store().folder() + QStringLiteral("/damaged")));
    if (!parts.isEmpty())
        showMessage(parts.join(QStringLiteral("\n\n")));
}

RecoveryController *RecoveryController::windowWithFile(const QString &path)
{
    if (path.isEmpty())
        return nullptr;
    const QString wanted = FileWriter::absolutePath(path);
    for (RecoveryController *controller : std::as_const(controllers())) {
        if (controller->m_document->filePath() == wanted)
            return controller;
    }
    return nullptr;
}

int RecoveryController::offerRecovery()
{
    const RecoveryStore::Scan scan = m_copy->store().scan();
    tellDamaged(scan.damaged);

    // Locked while the user decides.
    const RecoveryCopy::Offer offer = RecoveryCopy::lock(scan.orphans);
    const QList<RecoveryEntry> &offered = offer.entries;
    if (offered.isEmpty())
        return 0;

    const RecoveryDialog::Decision decision
        = choiceHook ? choiceHook(offered) : RecoveryDialog::ask(offered, m_window);
    int recovered = 0;
    // This window takes the first copy only when that replaces nothing of its own: no
    // changes and no file (a file named on the command line stays open).
    bool windowIsFree = !hasUnsavedChanges() && m_document->filePath().isEmpty();
    for (const int i : decision.selected) {
        if (i < 0 || i >= offered.size())
            continue;
        const RecoveryEntry &entry = offered.at(i);
        if (decision.choice == RecoveryDialog::Choice::Discard) {
            QFile::remove(entry.path);
        } else if (decision.choice == RecoveryDialog::Choice::Recover) {
            // A file open in a window already: the work goes into that window's undo history.
            RecoveryController *target
                = checkFile(entry) == FileCheck::Same ? windowWithFile(entry.filePath) : nullptr;
            if (!target && windowIsFree) {
                target = this;
                windowIsFree = false;
            } else if (!target) {
                target = windowFactory ? windowFactory() : nullptr;
                if (!target)
                    continue;
            }
            if (target == this)
                windowIsFree = false;
            target->recover(entry);
            // The work is in this process's copy before the dead process's copy goes.
            target->writeNow();
            QFile::remove(entry.path);
            ++recovered;
        }
    }
    return recovered;
}

void RecoveryController::recover(const RecoveryEntry &entry)
{
    const Ndcg::Scenario &s = entry.scenario;
    const QString name
        = entry.displayName.isEmpty() ? QFileInfo(entry.filePath).fileName() : entry.displayName;
    FileController *files = m_files;
    // The file as saved, with the recovered state on top: only while the file holds exactly
    // the bytes the copy was made from. Anything else may be another file or someone else's
    // later work, which Save would overwrite.
    const FileCheck check = files ? checkFile(entry) : FileCheck::Unchecked;
    const bool fromFile = check == FileCheck::Same
        && (files->filePath() == FileWriter::absolutePath(entry.filePath)
            || files->open(entry.filePath));
    if (!fromFile) {
        m_document->loadScenario(s, name);
        m_document->a()->setUnsaved();
        m_window->statusBar()->showMessage(entry.filePath.isEmpty()
                ? tr("Recovered “%1”, which has not been saved yet.").arg(name)
                : tr("Recovered “%1”. Its file %2 could not be opened, so Save will ask where to "
                     "save it.")
                      .arg(name, QDir::toNativeSeparators(entry.filePath)),
            statusTimeout);
        if (check == FileCheck::Changed || check == FileCheck::Unchecked)
            tell(m_window,
                tr("The file %1 may have changed since the recovery copy of “%2” was made, so "
                   "the recovered work is open as a new, unsaved document and the file was left "
                   "as it is.")
                    .arg(QDir::toNativeSeparators(entry.filePath), name));
        return;
    }

    const QString text = tr("Recover unsaved changes");
    RankingDocument *a = m_document->a();
    if (a->settings() != s.settings || a->ranking() != s.a) {
        a->undoStack()->beginMacro(text);
        a->editSettings(s.settings, RankingDocument::SettingsField::Several);
        a->editRanking(s.a, text);
        a->undoStack()->endMacro();
    }
    if (s.b) {
        if (RankingDocument *b = m_document->b()) {
            b->editRanking(*s.b, text);
        } else { // a comparison started after the last save
            m_document->setComparison(*s.b);
            m_document->b()->setUnsaved();
        }
    } else if (m_document->b()) { // a comparison ended after the last save
        m_document->setComparison(std::nullopt);
    }
    // Recovered work is unsaved even when it matches the file (a copy written just before a
    // save finished): saving once more is harmless, losing it is not.
    if (!m_document->isModified())
        a->setUnsaved();
    m_window->statusBar()->showMessage(
        tr("Recovered the unsaved changes to “%1”. Undo shows the file as it was last saved.")
            .arg(m_document->displayName()),
        statusTimeout);
}
