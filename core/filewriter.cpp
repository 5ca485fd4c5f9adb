#include "filewriter.h"

#include "fileinput.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <cstring>

#ifdef Q_OS_UNIX
#include <climits>
#include <cstdlib>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace {

qint64 failAfter = -1;

QString tr(const char *text)
{
    return QCoreApplication::translate("FileWriter", text);
}

QString systemError(int code)
{
    return QString::fromLocal8Bit(std::strerror(code));
}

// The device's reason, or the system's when the device has none to give.
QString reasonOf(const QFileDevice &file, int code)
{
    if (file.error() != QFileDevice::NoError && !file.errorString().isEmpty())
        return file.errorString();
    return code != 0 ? systemError(code) : file.errorString();
}

#ifdef Q_OS_UNIX
// write() for a name that is not UTF-8 (fileinput.h), which QSaveFile cannot take: the same
// steps by the name's bytes. A temporary file beside the target, written unbuffered, synced and
// measured, then renamed over the target; removed on any failure, the target untouched.
bool writeByBytes(const QByteArray &target, const QByteArray &data, QString *error)
{
    auto fail = [error](const QString &reason) {
        if (error)
            *error = reason;
        return false;
    };
    struct stat old = {};
    const bool exists = ::stat(target.constData(), &old) == 0;
    if (exists && !S_ISREG(old.st_mode))
        return fail(tr("it is not a regular file"));
    QByteArray temp = target.left(target.lastIndexOf('/') + 1) + ".ndcg-explorer-XXXXXX";
    const int fd = ::mkstemp(temp.data());
    if (fd < 0)
        return fail(systemError(errno));
    // The old file's permissions, or a new file's (0666 less the umask), as QSaveFile gives.
    const mode_t mask = ::umask(0);
    ::umask(mask);
    ::fchmod(fd, exists ? (old.st_mode & 07777) : (0666 & ~mask));
    QFile file;
    const auto drop = [&](const QString &reason) {
        file.close();
        ::unlink(temp.constData());
        return fail(reason);
    };
    if (!file.open(
            fd, QIODevice::WriteOnly | QIODevice::Unbuffered, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        ::unlink(temp.constData());
        return fail(file.errorString());
    }
    if (failAfter >= 0 && failAfter < data.size()) {
        file.write(data.left(failAfter));
        return drop(tr("the disk is full (a simulated failure)"));
    }
    QString reason;
    if (!FileWriter::writeAll(file, data, &reason))
        return drop(reason);
    if (::fsync(fd) != 0 && errno != EINVAL && errno != EROFS)
        return drop(systemError(errno));
    struct stat st = {};
    if (::fstat(fd, &st) != 0)
        return drop(systemError(errno));
    if (qint64(st.st_size) != data.size())
        return drop(
            tr("only %1 of %2 bytes could be written").arg(qint64(st.st_size)).arg(data.size()));
    file.close();
    if (::rename(temp.constData(), target.constData()) != 0) {
        const int code = errno;
        ::unlink(temp.constData());
        return fail(systemError(code));
    }
    return true;
}
#endif

} // namespace

namespace FileWriter {

void setFailureAfterForTesting(qint64 bytes)
{
    failAfter = bytes;
}

bool writeAll(QFileDevice &file, const QByteArray &data, QString *error)
{
    qint64 done = 0;
    while (done < data.size()) {
        errno = 0;
        const qint64 n = file.write(data.constData() + done, data.size() - done);
        if (n <= 0) {
            // A short write is not an error to the kernel; the next write says why (ENOSPC,
            // EFBIG). A write of nothing without an error is one too.
            if (error)
                *error = reasonOf(file, errno);
            if (error && error->isEmpty())
                *error = tr("only %1 of %2 bytes could be written").arg(done).arg(data.size());
            return false;
        }
        done += n;
    }
    return true;
}

bool write(const QString &path, const QByteArray &data, QString *error)
{
    auto fail = [error](const QString &reason) {
        if (error)
            *error = reason;
        return false;
    };
#ifdef Q_OS_UNIX
    if (Ndcg::hasEscapedBytes(path))
        return writeByBytes(Ndcg::pathToBytes(path), data, error);
#endif
    // A device, a pipe or a folder would be replaced by a plain file: never.
    if (const QFileInfo target(path); target.exists() && !target.isFile())
        return fail(tr("it is not a regular file"));

    QSaveFile file(path);
    // Unbuffered: see the header. Buffered, the error of the last flush inside commit() is lost.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return fail(file.errorString());
    if (failAfter >= 0 && failAfter < data.size()) {
        // A write that stops part way: the temporary file is dropped, the target untouched.
        file.write(data.left(failAfter));
        file.cancelWriting();
        return fail(tr("the disk is full (a simulated failure)"));
    }
    QString reason;
    if (!writeAll(file, data, &reason)) {
        file.cancelWriting();
        return fail(reason);
    }
#ifdef Q_OS_UNIX
    // On disk, and whole: a file system may report a full disk only when the data is synced.
    if (::fsync(file.handle()) != 0 && errno != EINVAL && errno != EROFS) {
        const int code = errno;
        file.cancelWriting();
        return fail(systemError(code));
    }
    struct stat st = {};
    if (::fstat(file.handle(), &st) != 0) {
        const int code = errno;
        file.cancelWriting();
        return fail(systemError(code));
    }
    if (qint64(st.st_size) != data.size()) {
        file.cancelWriting();
        return fail(
            tr("only %1 of %2 bytes could be written").arg(qint64(st.st_size)).arg(data.size()));
    }
#endif
    if (!file.commit())
        return fail(file.errorString());
    return true;
}

Stamp stampOf(const QByteArray &bytes)
{
    return {bytes.size(), QCryptographicHash::hash(bytes, QCryptographicHash::Sha256)};
}

Stamp stampOfFile(const QString &path)
{
    // By the name's bytes (fileinput.h): a name that is not UTF-8 has a stamp too.
    if (path.isEmpty() || !Ndcg::fileKind(path).regular)
        return {};
    QFile file;
    if (!Ndcg::openForReading(file, path).isEmpty())
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    qint64 size = 0;
    // In pieces: a file of any size is hashed in bounded memory.
    while (!file.atEnd()) {
        const QByteArray piece = file.read(1 << 16);
        if (piece.isEmpty())
            return file.error() == QFileDevice::NoError ? Stamp {size, hash.result()} : Stamp {};
        hash.addData(piece);
        size += piece.size();
    }
    if (file.error() != QFileDevice::NoError)
        return {};
    return {size, hash.result()};
}

QString absolutePath(const QString &path)
{
    if (path.isEmpty())
        return {};
#ifdef Q_OS_UNIX
    if (Ndcg::hasEscapedBytes(path)) { // QFileInfo cannot resolve it: realpath() by its bytes
        const QString absolute = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
        char resolved[PATH_MAX];
        if (::realpath(Ndcg::pathToBytes(absolute).constData(), resolved))
            return Ndcg::pathFromBytes(QByteArray(resolved));
        return absolute;
    }
#endif
    const QFileInfo info(path);
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? QDir::cleanPath(info.absoluteFilePath()) : canonical;
}

} // namespace FileWriter
