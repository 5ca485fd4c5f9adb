#pragma once

// The recovery copies of unsaved work on disk: where they are, their JSON format, which
// process wrote each and whether it still runs. RecoveryController decides when to write and
// what to do with what it finds. The folder, the file names and the format: docs/recovery.md.

#include "breakdown.h"
#include "fileinput.h"
#include "filewriter.h"
#include "lesson.h"
#include "scenario.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

// Which process wrote a copy: enough to tell whether it still runs.
struct RecoveryProcess
{
    qint64 pid = 0;
    QString bootId; // Linux: /proc/sys/kernel/random/boot_id; empty elsewhere
    qint64 startTicks = 0; // Linux: field 22 of /proc/PID/stat; 0 when unknown

    friend bool operator==(const RecoveryProcess &, const RecoveryProcess &) = default;
};

// One recovery copy: a window's whole scenario with where it belongs.
struct RecoveryEntry
{
    QString path; // the recovery file itself (set by read(); ignored by write())
    RecoveryProcess process;
    QDateTime written; // UTC
    QString filePath; // the document's scenario file; empty when it has none
    FileWriter::Stamp fileStamp; // that file as last read or written; null: unknown
    QString displayName;
    Ndcg::Scenario scenario;
    // A lesson's copy (a store of RecoveryStore::Kind::Lesson): the lesson being authored;
    // `scenario` is then unused.
    std::optional<Ndcg::Lesson> lesson;

    friend bool operator==(const RecoveryEntry &, const RecoveryEntry &) = default;
};

class RecoveryStore
{
    Q_DECLARE_TR_FUNCTIONS(RecoveryStore)
public:
    static constexpr char formatName[] = "ndcg-explorer-recovery";
    static constexpr int formatVersion = 1;
    // The largest recovery file read or written: a copy of any scenario within the scenario
    // limit (Ndcg::maxInputBytes) fits, as its lines are indented by two spaces (each line
    // holds at least one byte and its newline, so at most twice as long) and the wrapper is
    // small. Anything larger, and anything that is not a regular file, is refused unread.
    static constexpr qint64 maxFileBytes = 2 * Ndcg::maxInputBytes + 1024 * 1024;

    // What a store keeps: the windows' scenarios ("recovery-<pid>-<n>.json") or the lessons
    // being authored ("lesson-recovery-<pid>-<n>.json", their entries hold a lesson). The same
    // folder, format wrapper, process checks and atomic writes; each kind scans only its names.
    enum class Kind { Scenario, Lesson };

    // AppLocalDataLocation + "/recovery", or the folder setDefaultFolder() chose.
    static QString defaultFolder();
    // Tests: every store made afterwards with the default folder uses `folder` (empty: the
    // standard one again).
    static void setDefaultFolder(const QString &folder);

    explicit RecoveryStore(const QString &folder = defaultFolder(), Kind kind = Kind::Scenario);
    QString folder() const { return m_folder; }
    Kind kind() const { return m_kind; }

    // A file name for one window of this process: no file has it yet and no other window of
    // this process holds it. The window owns it until release().
    QString claimFile() const;
    static void release(const QString &path);

    // Writes atomically, creating the folder when needed. False with *error set on failure
    // (a copy larger than maxFileBytes too); the copy written before stays as it was.
    bool write(const QString &path, const RecoveryEntry &entry, QString *error) const;
    static QByteArray toJson(const RecoveryEntry &entry);
    // Errors name `path` and say what is wrong (translated), never where in the wrapper.
    static Ndcg::Result<RecoveryEntry> fromJson(const QByteArray &bytes, const QString &path);
    // Never blocks and never reads more than maxFileBytes: anything but a regular file within
    // that limit is an error before a byte of it is read.
    static Ndcg::Result<RecoveryEntry> read(const QString &path);

    // A recovery file that cannot be read.
    struct Damaged
    {
        QString path;
        QString reason; // translated, without a final full stop
    };
    struct Scan
    {
        QList<RecoveryEntry> orphans; // copies whose process no longer runs, newest first
        QList<Damaged> damaged; // unreadable files whose process no longer runs
    };
    // The copies left behind by processes that are gone. Files of this process's windows and
    // of live processes are left out (and alone). Also deletes the temporary files of writes
    // that a dead process never finished.
    Scan scan() const;

    // Moves a damaged file to "damaged/" below the folder (with a number added when that name
    // is taken). Returns the new path, or an empty string with *error set.
    QString moveAside(const QString &path, QString *error) const;

    static RecoveryProcess currentProcess();
    // False when the process is certainly gone: its PID does not run, the copy was written
    // before the system started, or the PID now belongs to a process started at another time.
    static bool isRunning(const RecoveryProcess &process);
    // When the process started (clock ticks after boot), or 0 when unknown.
    static qint64 startTicksOf(qint64 pid);

private:
    QString m_folder;
    Kind m_kind = Kind::Scenario;
};
