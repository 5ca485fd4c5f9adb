#include "filewriter.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <cstring>

#ifdef Q_OS_UNIX
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
    if (path.isEmpty() || !QFileInfo(path).isFile())
        return {};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
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
    const QFileInfo info(path);
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? QDir::cleanPath(info.absoluteFilePath()) : canonical;
}

} // namespace FileWriter
