#include "lessonrecovery.h"

#include "files/recoverycontroller.h"
#include "lessondocument.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>
#include <QTimer>

#include <algorithm>
#include <memory>
#include <vector>

namespace {

LessonRecovery::ChoiceHook choiceHook;
LessonRecovery::MessageHook messageHook;

// As RecoveryController: written at most this many delays after the first change not copied.
constexpr int maxDelays = 6;
constexpr int statusTimeout = 12000;

} // namespace

LessonRecovery::LessonRecovery(LessonDocument *document, QMainWindow *window)
    : QObject(window)
    , m_document(document)
    , m_window(window)
    , m_store(RecoveryStore::defaultFolder(), RecoveryStore::Kind::Lesson)
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &LessonRecovery::writeNow);
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

LessonRecovery::~LessonRecovery()
{
    // Destroyed normally: what the lesson held was saved or given up in the close prompt.
    removeCopy();
    if (!m_file.isEmpty())
        RecoveryStore::release(m_file);
}

void LessonRecovery::setChoiceHook(ChoiceHook hook)
{
    choiceHook = std::move(hook);
}

void LessonRecovery::setMessageHook(MessageHook hook)
{
    messageHook = std::move(hook);
}

void LessonRecovery::setDelay(int milliseconds)
{
    m_delay = std::max(0, milliseconds);
}

bool LessonRecovery::isWritePending() const
{
    return m_timer->isActive();
}

QString LessonRecovery::recoveryFile() const
{
    return !m_file.isEmpty() && QFileInfo::exists(m_file) ? m_file : QString();
}

void LessonRecovery::documentChanged()
{
    if (m_closed)
        return;
    if (!m_document->isModified()) {
        m_timer->stop();
        m_firstChange.invalidate();
        removeCopy();
        return;
    }
    if (!m_firstChange.isValid())
        m_firstChange.start();
    const qint64 left = qint64(m_delay) * maxDelays - m_firstChange.elapsed();
    m_timer->start(int(std::clamp<qint64>(left, 0, m_delay)));
}

void LessonRecovery::writeNow()
{
    m_timer->stop();
    m_firstChange.invalidate();
    if (m_closed || !m_document->isModified()) {
        removeCopy();
        return;
    }
    RecoveryEntry entry;
    entry.process = RecoveryStore::currentProcess();
    entry.written = QDateTime::currentDateTimeUtc();
    entry.filePath = m_document->filePath();
    if (!entry.filePath.isEmpty())
        entry.fileStamp = m_document->fileStamp();
    entry.displayName = m_document->displayName();
    entry.lesson = m_document->lesson();
    if (m_file.isEmpty())
        m_file = m_store.claimFile();
    QString error;
    if (m_store.write(m_file, entry, &error)) {
        m_writeFailed = false;
        return;
    }
    if (m_writeFailed) // said once per run of failures
        return;
    m_writeFailed = true;
    const QString text = tr("No recovery copy of the unsaved lesson could be written to %1: %2")
                             .arg(QDir::toNativeSeparators(m_file), error);
    m_window->statusBar()->showMessage(text, statusTimeout);
    showMessage(text);
}

void LessonRecovery::removeCopy()
{
    if (!m_file.isEmpty())
        QFile::remove(m_file);
}

void LessonRecovery::windowClosed()
{
    m_closed = true;
    m_timer->stop();
    removeCopy();
}

void LessonRecovery::windowShown()
{
    if (m_closed) {
        m_closed = false;
        documentChanged();
    }
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
    const RecoveryStore::Scan scan = m_store.scan();
    // Damaged lesson copies are moved aside as the scenarios' are, named in one message.
    QStringList damaged;
    for (const RecoveryStore::Damaged &file : scan.damaged) {
        QString error;
        const QString target = m_store.moveAside(file.path, &error);
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
    std::vector<std::unique_ptr<QLockFile>> locks;
    QList<RecoveryEntry> offered;
    for (const RecoveryEntry &entry : scan.orphans) {
        auto lock = std::make_unique<QLockFile>(entry.path + QStringLiteral(".lock"));
        if (!lock->tryLock(0))
            continue;
        locks.push_back(std::move(lock));
        offered << entry;
    }
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
