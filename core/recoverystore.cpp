#include "recoverystore.h"

#include "fileinput.h"
#include "filewriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <limits>

#ifdef Q_OS_UNIX
#include <csignal>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>
#endif

namespace {

QString &defaultFolderOverride()
{
    static QString folder;
    return folder;
}

// The files windows of this process hold (absolute paths): never offered, never overwritten.
QSet<QString> &claimedFiles()
{
    static QSet<QString> files;
    return files;
}

// "recovery-" for a scenario's copy, "lesson-recovery-" for a lesson's.
QString prefixOf(RecoveryStore::Kind kind)
{
    return kind == RecoveryStore::Kind::Lesson ? QStringLiteral("lesson-recovery-")
                                               : QStringLiteral("recovery-");
}

const QRegularExpression &copyName(RecoveryStore::Kind kind)
{
    static const QRegularExpression scenario(QStringLiteral("^recovery-(\\d+)-(\\d+)\\.json$"));
    static const QRegularExpression lesson(
        QStringLiteral("^lesson-recovery-(\\d+)-(\\d+)\\.json$"));
    return kind == RecoveryStore::Kind::Lesson ? lesson : scenario;
}

// QSaveFile writes to "<name>.XXXXXX" beside the target and renames it when done: such a file
// whose process is gone is a write that never finished.
const QRegularExpression &unfinishedWriteName(RecoveryStore::Kind kind)
{
    static const QRegularExpression scenario(
        QStringLiteral("^recovery-(\\d+)-(\\d+)\\.json\\.[A-Za-z0-9]{6}$"));
    static const QRegularExpression lesson(
        QStringLiteral("^lesson-recovery-(\\d+)-(\\d+)\\.json\\.[A-Za-z0-9]{6}$"));
    return kind == RecoveryStore::Kind::Lesson ? lesson : scenario;
}

QString bootId()
{
    static const QString id = [] {
        QFile file(QStringLiteral("/proc/sys/kernel/random/boot_id"));
        if (!file.open(QIODevice::ReadOnly))
            return QString();
        return QString::fromLatin1(file.readAll().trimmed());
    }();
    return id;
}

// A JSON string literal, escaped as QJsonDocument escapes it.
QByteArray jsonString(const QString &text)
{
    const QByteArray array = QJsonDocument(QJsonArray {text}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2); // without the [ ]
}

} // namespace

QString RecoveryStore::defaultFolder()
{
    if (!defaultFolderOverride().isEmpty())
        return defaultFolderOverride();
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)
        + QStringLiteral("/recovery");
}

void RecoveryStore::setDefaultFolder(const QString &folder)
{
    defaultFolderOverride() = folder;
}

RecoveryStore::RecoveryStore(const QString &folder, Kind kind)
    : m_folder(QDir::cleanPath(QDir(folder).absolutePath()))
    , m_kind(kind)
{ }

QString RecoveryStore::claimFile() const
{
    const qint64 pid = QCoreApplication::applicationPid();
    for (int n = 1;; ++n) {
        const QString path
            = m_folder + QStringLiteral("/%1%2-%3.json").arg(prefixOf(m_kind)).arg(pid).arg(n);
        if (!claimedFiles().contains(path) && !QFileInfo::exists(path)) {
            claimedFiles().insert(path);
            return path;
        }
    }
}

void RecoveryStore::release(const QString &path)
{
    claimedFiles().remove(path);
}

QByteArray RecoveryStore::toJson(const RecoveryEntry &entry)
{
    // Written by hand for a fixed, readable key order (QJsonObject sorts its keys); the
    // scenario is embedded exactly as scenarioToJson() writes it, only indented.
    QByteArray scenario
        = (entry.lesson ? Ndcg::lessonToJson(*entry.lesson) : Ndcg::scenarioToJson(entry.scenario))
              .trimmed();
    scenario.replace('\n', "\n  ");
    QByteArray out = "{\n";
    out += "  \"format\": " + jsonString(QLatin1String(formatName)) + ",\n";
    out += "  \"version\": " + QByteArray::number(formatVersion) + ",\n";
    out += "  \"written\": " + jsonString(entry.written.toUTC().toString(Qt::ISODateWithMs))
        + ",\n";
    out += "  \"pid\": " + QByteArray::number(entry.process.pid) + ",\n";
    out += "  \"boot\": " + jsonString(entry.process.bootId) + ",\n";
    out += "  \"started\": " + QByteArray::number(entry.process.startTicks) + ",\n";
    out += "  \"file\": " + jsonString(entry.filePath) + ",\n";
    if (!entry.filePath.isEmpty() && !entry.fileStamp.isNull()) {
        out += "  \"fileSize\": " + QByteArray::number(entry.fileStamp.size) + ",\n";
        out += "  \"fileSha256\": \"" + entry.fileStamp.sha256.toHex() + "\",\n";
    }
    out += "  \"name\": " + jsonString(entry.displayName) + ",\n";
    out += (entry.lesson ? "  \"lesson\": " : "  \"scenario\": ") + scenario + "\n}\n";
    return out;
}

Ndcg::Result<RecoveryEntry> RecoveryStore::fromJson(const QByteArray &bytes, const QString &path)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Ndcg::Error(tr("it is not valid JSON (%1 at byte %2)")
                               .arg(parseError.errorString())
                               .arg(parseError.offset),
            path);
    const QJsonObject o = document.object();
    if (!document.isObject() || o.value(QLatin1String("format")).toString() != formatName)
        return Ndcg::Error(tr("it is not a recovery file of NDCG Explorer"), path);
    const int version = o.value(QLatin1String("version")).toInt(0);
    if (version > formatVersion)
        return Ndcg::Error(
            tr("it was written by a newer NDCG Explorer (recovery format version %1)").arg(version),
            path);
    if (version != formatVersion)
        return Ndcg::Error(tr("it is not a recovery file of NDCG Explorer"), path);

    auto invalid = [&path](const char *key) {
        return Ndcg::Error(
            tr("its field “%1” is missing or not valid").arg(QLatin1String(key)), path);
    };
    RecoveryEntry entry;
    entry.path = path;
    entry.written
        = QDateTime::fromString(o.value(QLatin1String("written")).toString(), Qt::ISODateWithMs);
    if (!entry.written.isValid())
        return invalid("written");
    const QJsonValue pid = o.value(QLatin1String("pid"));
    if (!pid.isDouble() || pid.toDouble() < 1 || pid.toDouble() > std::numeric_limits<int>::max())
        return invalid("pid");
    entry.process.pid = qint64(pid.toDouble());
    const QJsonValue boot = o.value(QLatin1String("boot"));
    if (!boot.isString())
        return invalid("boot");
    entry.process.bootId = boot.toString();
    const QJsonValue started = o.value(QLatin1String("started"));
    if (!started.isDouble() || started.toDouble() < 0)
        return invalid("started");
    entry.process.startTicks = qint64(started.toDouble());
    const QJsonValue file = o.value(QLatin1String("file"));
    if (!file.isString())
        return invalid("file");
    entry.filePath = file.toString();
    // Optional (copies of earlier versions have none): without them the file cannot be checked.
    const QJsonValue fileSize = o.value(QLatin1String("fileSize"));
    const QJsonValue fileSha256 = o.value(QLatin1String("fileSha256"));
    if (!fileSize.isUndefined() || !fileSha256.isUndefined()) {
        const QByteArray hash = QByteArray::fromHex(fileSha256.toString().toLatin1());
        if (!fileSize.isDouble() || fileSize.toDouble() < 0
            || fileSize.toDouble() > double(std::numeric_limits<qint64>::max() / 2))
            return invalid("fileSize");
        if (!fileSha256.isString() || hash.size() != 32
            || hash.toHex() != fileSha256.toString().toLatin1().toLower())
            return invalid("fileSha256");
        entry.fileStamp = {qint64(fileSize.toDouble()), hash};
    }
    const QJsonValue name = o.value(QLatin1String("name"));
    if (!name.isString())
        return invalid("name");
    entry.displayName = name.toString();
    // A lesson's copy holds "lesson" where a scenario's holds "scenario" (docs/recovery.md).
    if (const QJsonValue lesson = o.value(QLatin1String("lesson")); !lesson.isUndefined()) {
        if (!lesson.isObject())
            return invalid("lesson");
        auto parsed = Ndcg::parseLesson(QJsonDocument(lesson.toObject()).toJson(), path);
        if (!parsed)
            return Ndcg::Error(
                tr("the lesson in it cannot be read: %1").arg(parsed.error().message), path);
        entry.lesson = std::move(parsed.value());
        return entry;
    }
    const QJsonValue scenario = o.value(QLatin1String("scenario"));
    if (!scenario.isObject())
        return invalid("scenario");
    // The scenario parser checks every field; its line numbers would point into this
    // re-serialised text, not the file, so only its message is passed on. Its saved size is not
    // checked: edits may have made the window's document larger than a scenario file may be,
    // and its copy must come back whole (Save then says why it cannot write it).
    auto parsed = Ndcg::parseScenario(
        QJsonDocument(scenario.toObject()).toJson(), path, Ndcg::SavedSize::Unchecked);
    if (!parsed)
        return Ndcg::Error(
            tr("the document in it cannot be read: %1").arg(parsed.error().message), path);
    entry.scenario = std::move(parsed.value());
    return entry;
}

Ndcg::Result<RecoveryEntry> RecoveryStore::read(const QString &path)
{
    // Only a regular file within the limit is read: a link to /dev/zero, a FIFO, a folder or a
    // file of gigabytes is refused before a byte of it is read. Opened without blocking (a
    // FIFO with no writer would wait forever) and checked on the open descriptor, so nothing
    // swapped in after a first look can slip through.
    const auto notRegular = [&path] {
        return Ndcg::Error(
            tr("it is not a regular file (a folder, a device, a pipe or a link to one)"), path);
    };
    const auto tooLarge = [&path] {
        return Ndcg::Error(tr("it is larger than %1 MB, the limit for a recovery file")
                               .arg(maxFileBytes / (1024 * 1024)),
            path);
    };
    if (const Ndcg::FileKind kind = Ndcg::fileKind(path); kind.exists && !kind.regular)
        return notRegular();
    QFile file;
#ifdef Q_OS_UNIX
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return Ndcg::Error(QString::fromLocal8Bit(std::strerror(errno)), path);
    struct stat st = {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        return notRegular();
    }
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return Ndcg::Error(file.errorString(), path);
    }
#else
    file.setFileName(path);
    if (!file.open(QIODevice::ReadOnly))
        return Ndcg::Error(file.errorString(), path);
#endif
    if (file.size() > maxFileBytes)
        return tooLarge();
    // A file that grows while it is read: at most one byte past the limit.
    const QByteArray bytes = file.read(maxFileBytes + 1);
    if (file.error() != QFileDevice::NoError)
        return Ndcg::Error(file.errorString(), path);
    if (bytes.size() > maxFileBytes)
        return tooLarge();
    return fromJson(bytes, path);
}

bool RecoveryStore::write(const QString &path, const RecoveryEntry &entry, QString *error) const
{
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        if (error)
            *error = tr("the folder %1 cannot be created")
                         .arg(QDir::toNativeSeparators(QFileInfo(path).absolutePath()));
        return false;
    }
    // Never a copy that read() would refuse at the next start.
    const QByteArray bytes = toJson(entry);
    if (bytes.size() > maxFileBytes) {
        if (error)
            *error = tr("it would be larger than %1 MB, the limit for a recovery file")
                         .arg(maxFileBytes / (1024 * 1024));
        return false;
    }
    return FileWriter::write(path, bytes, error);
}

RecoveryStore::Scan RecoveryStore::scan() const
{
    Scan result;
    const QDir dir(m_folder);
    const qint64 ownPid = QCoreApplication::applicationPid();
    // Every kind of entry: a folder, a FIFO or a device named as a copy is not read (read()
    // refuses it at once) but named and moved aside as a damaged copy, as a link to one is.
    const QDir::Filters every
        = QDir::Files | QDir::Dirs | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot;
    for (const QString &name : dir.entryList(every, QDir::Name)) {
        const QString path = dir.filePath(name);
        if (claimedFiles().contains(path))
            continue;
        if (const auto m = unfinishedWriteName(m_kind).match(name); m.hasMatch()) {
            const qint64 pid = m.captured(1).toLongLong();
            if (pid != ownPid && !isRunning({pid, {}, 0}))
                QFile::remove(path);
            continue;
        }
        const auto m = copyName(m_kind).match(name);
        if (!m.hasMatch())
            continue;
        const auto entry = read(path);
        if (entry) {
            if (!isRunning(entry->process))
                result.orphans << *entry;
            continue;
        }
        // Only the name tells whose it is. A live process writes whole files (QSaveFile), so
        // one it cannot read is from a newer version: leave it to that process. A file named
        // with this process's PID that none of its windows holds is from an earlier process.
        const qint64 pid = m.captured(1).toLongLong();
        if (pid == ownPid || !isRunning({pid, {}, 0}))
            result.damaged << Damaged {path, entry.error().message};
    }
    std::stable_sort(result.orphans.begin(), result.orphans.end(),
        [](const RecoveryEntry &a, const RecoveryEntry &b) { return a.written > b.written; });
    return result;
}

QString RecoveryStore::moveAside(const QString &path, QString *error) const
{
    const QDir damaged(m_folder + QStringLiteral("/damaged"));
    if (!damaged.mkpath(QStringLiteral("."))) {
        if (error)
            *error = tr("the folder %1 cannot be created")
                         .arg(QDir::toNativeSeparators(damaged.path()));
        return {};
    }
    const QFileInfo info(path);
    QString target = damaged.filePath(info.fileName());
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = damaged.filePath(
            QStringLiteral("%1-%2.%3").arg(info.completeBaseName()).arg(n).arg(info.suffix()));
    // rename() itself: it moves a link, not what it points to, a link that points nowhere too,
    // and never falls back to copying (QFile::rename() would copy /dev/zero without end).
    if (std::rename(QFile::encodeName(path).constData(), QFile::encodeName(target).constData())
        != 0) {
        if (error)
            *error = QString::fromLocal8Bit(std::strerror(errno));
        return {};
    }
    return target;
}

RecoveryProcess RecoveryStore::currentProcess()
{
    const qint64 pid = QCoreApplication::applicationPid();
    return {pid, bootId(), startTicksOf(pid)};
}

bool RecoveryStore::isRunning(const RecoveryProcess &process)
{
    if (process.pid <= 0 || process.pid > std::numeric_limits<int>::max())
        return false;
    const QString boot = bootId();
    if (!process.bootId.isEmpty() && !boot.isEmpty() && process.bootId != boot)
        return false; // written before the system last started: nothing of it runs
#ifdef Q_OS_UNIX
    // Signal 0 only asks whether the process exists. EPERM: it does, but is someone else's.
    if (::kill(pid_t(process.pid), 0) != 0 && errno == ESRCH)
        return false;
#endif
    // Elsewhere the PID alone cannot be checked: a copy is then offered only after a reboot,
    // never while it might belong to a live window.
    if (process.startTicks > 0) {
        const qint64 started = startTicksOf(process.pid);
        if (started > 0 && started != process.startTicks)
            return false; // the PID was given to a newer process
    }
    return true;
}

qint64 RecoveryStore::startTicksOf(qint64 pid)
{
    QFile file(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so count the fields
    // after its last ')'. They start at field 3 (state); starttime is field 22.
    const QByteArray stat = file.readAll();
    const qsizetype end = stat.lastIndexOf(')');
    if (end < 0)
        return 0;
    const QList<QByteArray> fields = stat.mid(end + 1).simplified().split(' ');
    constexpr int startTimeField = 22 - 3;
    return fields.size() > startTimeField ? fields.at(startTimeField).toLongLong() : 0;
}
