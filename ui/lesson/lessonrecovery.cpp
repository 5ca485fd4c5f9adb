#include "lessonrecovery.h"

#include "files/recoverycontroller.h"
#include "lessondocument.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>

namespace {

LessonRecovery::ChoiceHook choiceHook;
LessonRecovery::MessageHook messageHook;

constexpr int statusTimeout = 12000;

} // namespace

LessonRecovery::LessonRecovery(LessonDocument *document, QMainWindow *window)
    : QObject(window)
    , m_document(document)
    , m_window(window)
{
    RecoveryCopy::Hooks hooks;
    hooks.unsaved = [this] { return m_document->isModified(); };
    hooks.fill = [this](RecoveryEntry &entry) {
        entry.filePath = m_document->filePath();
        if (!entry.filePath.isEmpty())
            entry.fileStamp = m_document->fileStamp();
        entry.displayName = m_document->displayName();
        entry.lesson = m_document->lesson();
    };
    hooks.failure = [](const QString &file, const QString &error) {
        return tr("No recovery copy of the unsaved lesson could be written to %1: %2")
            .arg(QDir::toNativeSeparators(file), error);
    };
    hooks.tell = [this](const QString &text) { showMessage(text); };
    m_copy = new RecoveryCopy(
        RecoveryStore(RecoveryStore::defaultFolder(), RecoveryStore::Kind::Lesson), window,
        std::move(hooks), this);
    // Every change of the lesson: modifiedChanged after the undo stack's index moved, and the
    // precise signals for the changes that keep it modified.
    for (auto signal : {&LessonDocument::sceneInserted, &LessonDocument::sceneRemoved,
             &LessonDocument::sceneChanged})
        connect(document, signal, this, &LessonRecovery::documentChanged);
    connect(document, &LessonDocument::sceneMoved, this, &LessonRecovery::documentChanged);
    connect(document, &LessonDocument::titleChanged, this, &LessonRecovery::documentChanged);
    connect(document, &LessonDocument::lessonLoaded, this, &LessonRecovery::documentChanged);
    connect(document, &LessonDocument::modifiedChanged, this, &LessonRecovery::documentChanged);
}

// The copy goes with m_copy: the window was closed normally.
LessonRecovery::~LessonRecovery() = default;

void LessonRecovery::setChoiceHook(ChoiceHook hook)
{
    choiceHook = std::move(hook);
}

void LessonRecovery::setMessageHook(MessageHook hook)
{
    messageHook = std::move(hook);
}

void LessonRecovery::windowClosed()
{
    m_copy->windowClosed();
}

void LessonRecovery::windowShown()
{
    m_copy->windowShown();
}

void LessonRecovery::showMessage(const QString &text) const
{
    if (messageHook) {
        messageHook(text);
        return;
    }
    QMessageBox::warning(m_window, tr("NDCG Explorer"), text);
}

int LessonRecovery::offerRecovery()
{
    const RecoveryStore::Scan scan = m_copy->store().scan();
    // Damaged lesson copies are moved aside as the scenarios' are, named in one message.
    QStringList damaged;
    for (const RecoveryStore::Damaged &file : scan.damaged) {
        QString error;
        const QString target = m_copy->store().moveAside(file.path, &error);
        damaged << tr("The lesson recovery file “%1” cannot be recovered: %2.")
                       .arg(QFileInfo(file.path).fileName(), file.reason)
                + QLatin1Char(' ')
                + (target.isEmpty()
                        ? tr("It could not be moved aside either (%1).").arg(error)
                        : tr("It was moved to %1.").arg(QDir::toNativeSeparators(target)));
    }
    if (!damaged.isEmpty())
        showMessage(damaged.join(QStringLiteral("\n\n")));

    // Locked while the user decides, as RecoveryController does.
    const RecoveryCopy::Offer offer = RecoveryCopy::lock(scan.orphans);
    const QList<RecoveryEntry> &offered = offer.entries;
    if (offered.isEmpty())
        return 0;
    const RecoveryDialog::Decision decision
        = choiceHook ? choiceHook(offered) : RecoveryDialog::ask(offered, m_window);
    int recovered = 0;
    for (const int i : decision.selected) {
        if (i < 0 || i >= offered.size())
            continue;
        const RecoveryEntry &entry = offered.at(i);
        if (decision.choice == RecoveryDialog::Choice::Discard) {
            QFile::remove(entry.path);
        } else if (decision.choice == RecoveryDialog::Choice::Recover && recovered == 0
            && !m_document->isModified()) {
            // One lesson per window: the others stay for the next start.
            recover(entry);
            writeNow(); // in this process's copy before the dead one's goes
            QFile::remove(entry.path);
            ++recovered;
        }
    }
    return recovered;
}

void LessonRecovery::recover(const RecoveryEntry &entry)
{
    if (!entry.lesson)
        return;
    m_document->loadLesson(*entry.lesson);
    const bool sameFile
        = RecoveryController::checkFile(entry) == RecoveryController::FileCheck::Same;
    if (sameFile)
        m_document->setFile(FileWriter::absolutePath(entry.filePath), entry.fileStamp);
    m_document->setUnsaved();
    const QString name = m_document->displayName();
    m_window->statusBar()->showMessage(sameFile || entry.filePath.isEmpty()
            ? tr("Recovered the unsaved lesson “%1”.").arg(name)
            : tr("Recovered the unsaved lesson “%1”. Its file %2 changed or is gone, so Save "
                 "will ask where to save it.")
                  .arg(name, QDir::toNativeSeparators(entry.filePath)),
        statusTimeout);
}
