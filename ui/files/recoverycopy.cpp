#include "recoverycopy.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QMainWindow>
#include <QStatusBar>
#include <QTimer>

#include <algorithm>

namespace {

// While edits follow each other without a pause, a copy is still written this many delays
// after the first of them (30 s by default): a lecture of nonstop editing is covered too.
constexpr int maxDelays = 6;
constexpr int statusTimeout = 12000;

} // namespace

RecoveryCopy::RecoveryCopy(RecoveryStore store, QMainWindow *window, Hooks hooks, QObject *parent)
    : QObject(parent)
    , m_store(std::move(store))
    , m_window(window)
    , m_hooks(std::move(hooks))
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &RecoveryCopy::writeNow);
}

RecoveryCopy::~RecoveryCopy()
{
    // Destroyed normally (the app quits, a window closes): what the document held was saved or
    // given up in the close prompt. Only a crash or a kill leaves the copy.
    removeCopy();
    if (!m_file.isEmpty())
        RecoveryStore::release(m_file);
}

void RecoveryCopy::setDelay(int milliseconds)
{
    m_delay = std::max(0, milliseconds);
}

bool RecoveryCopy::isWritePending() const
{
    return m_timer->isActive();
}

QString RecoveryCopy::recoveryFile() const
{
    return !m_file.isEmpty() && QFileInfo::exists(m_file) ? m_file : QString();
}

void RecoveryCopy::changed()
{
    if (m_closed)
        return;
    if (!m_hooks.unsaved()) {
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

void RecoveryCopy::writeNow()
{
    m_timer->stop();
    m_firstChange.invalidate();
    if (m_closed || !m_hooks.unsaved()) {
        removeCopy();
        return;
    }
    RecoveryEntry entry;
    entry.process = RecoveryStore::currentProcess();
    entry.written = QDateTime::currentDateTimeUtc();
    m_hooks.fill(entry);
    if (m_file.isEmpty())
        m_file = m_store.claimFile();
    QString error;
    if (m_store.write(m_file, entry, &error)) {
        m_writeFailed = false;
        return;
    }
    // The copy written before (if any) is still whole: FileWriter replaces it only by a whole
    // one. Said once per run of failures: a full disk must not raise a dialog every few seconds.
    if (m_writeFailed)
        return;
    m_writeFailed = true;
    const QString text = m_hooks.failure(m_file, error);
    m_window->statusBar()->showMessage(text, statusTimeout);
    m_hooks.tell(text);
}

void RecoveryCopy::removeCopy()
{
    if (!m_file.isEmpty())
        QFile::remove(m_file);
}

void RecoveryCopy::windowClosed()
{
    m_closed = true;
    m_timer->stop();
    removeCopy();
}

void RecoveryCopy::windowShown()
{
    if (m_closed) { // shown again after a close: keep copies again
        m_closed = false;
        changed();
    }
}

RecoveryCopy::Offer RecoveryCopy::lock(const QList<RecoveryEntry> &orphans)
{
    Offer offer;
    for (const RecoveryEntry &entry : orphans) {
        auto lock = std::make_unique<QLockFile>(entry.path + QStringLiteral(".lock"));
        if (!lock->tryLock(0))
            continue;
        offer.locks.push_back(std::move(lock));
        offer.entries << entry;
    }
    return offer;
}
