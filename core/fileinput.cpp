#include "fileinput.h"

#include <QCoreApplication>
#include <QFile>

#include <cerrno>
#include <cstring>
#include <optional>

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Ndcg {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Ndcg", text);
}

constexpr char16_t escapeBase = 0xDC00; // byte b (0x80..0xFF) <-> U+DC00 + b

bool isEscape(QChar c)
{
    return c.unicode() >= escapeBase + 0x80 && c.unicode() <= escapeBase + 0xFF;
}

// The length of the valid UTF-8 sequence at bytes[i], or 0 (overlong forms, surrogates and
// code points beyond U+10FFFF are invalid).
int validSequence(const QByteArray &bytes, qsizetype i, char32_t &codePoint)
{
    const auto at = [&](qsizetype k) { return static_cast<unsigned char>(bytes[k]); };
    const unsigned char b = at(i);
    int length = 0;
    char32_t cp = 0;
    char32_t min = 0;
    if (b < 0x80) {
        codePoint = b;
        return 1;
    } else if (b >= 0xC2 && b <= 0xDF) {
        length = 2;
        cp = b & 0x1F;
        min = 0x80;
    } else if (b >= 0xE0 && b <= 0xEF) {
        length = 3;
        cp = b & 0x0F;
        min = 0x800;
    } else if (b >= 0xF0 && b <= 0xF4) {
        length = 4;
        cp = b & 0x07;
        min = 0x10000;
    } else {
        return 0;
    }
    if (i + length > bytes.size())
        return 0;
    for (int k = 1; k < length; ++k) {
        const unsigned char c = at(i + k);
        if ((c & 0xC0) != 0x80)
            return 0;
        cp = (cp << 6) | (c & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    codePoint = cp;
    return length;
}

bool hasEscapes(const QString &path)
{
    for (const QChar c : path) {
        if (isEscape(c))
            return true;
    }
    return false;
}

// The one entry of `folder` (bytes; empty: the current folder) whose name Qt decodes to `name`.
std::optional<QByteArray> entryDecodedAs(const QByteArray &folder, const QString &name)
{
    DIR *dir = ::opendir(folder.isEmpty() ? "." : folder.constData());
    if (!dir)
        return std::nullopt;
    std::optional<QByteArray> found;
    bool twice = false;
    while (const dirent *entry = ::readdir(dir)) {
        const QByteArray bytes(entry->d_name);
        if (QFile::decodeName(bytes) != name)
            continue;
        twice = twice || found.has_value();
        found = bytes;
    }
    ::closedir(dir);
    return twice ? std::nullopt : found;
}

QString tooLarge(InputKind kind, qint64 maxBytes)
{
    const qint64 mb = maxBytes / (1024 * 1024);
    if (kind == InputKind::Lesson)
        return tr("the file is larger than %1 MB, the limit for a lesson file").arg(mb);
    return kind == InputKind::Scenario
        ? tr("the file is larger than %1 MB, the limit for a scenario file").arg(mb)
        : tr("the file is larger than %1 MB, the limit for a CSV or TSV file").arg(mb);
}

} // namespace

QString pathFromBytes(const QByteArray &bytes)
{
    QString path;
    path.reserve(bytes.size());
    for (qsizetype i = 0; i < bytes.size();) {
        char32_t cp = 0;
        const int length = validSequence(bytes, i, cp);
        if (length == 0) {
            path += QChar(char16_t(escapeBase + static_cast<unsigned char>(bytes[i])));
            ++i;
            continue;
        }
        if (cp < 0x10000) {
            path += QChar(char16_t(cp));
        } else {
            path += QChar(QChar::highSurrogate(cp));
            path += QChar(QChar::lowSurrogate(cp));
        }
        i += length;
    }
    return path;
}

QByteArray pathToBytes(const QString &path)
{
    if (!hasEscapes(path))
        return QFile::encodeName(path);
    QByteArray bytes;
    qsizetype start = 0; // of the run of ordinary characters not yet encoded
    for (qsizetype i = 0; i <= path.size(); ++i) {
        if (i < path.size() && !isEscape(path[i]))
            continue;
        bytes += QStringView(path).mid(start, i - start).toUtf8();
        if (i < path.size())
            bytes += char(path[i].unicode() - escapeBase);
        start = i + 1;
    }
    return bytes;
}

QString displayPath(const QString &path)
{
    QString shown = path;
    for (QChar &c : shown) {
        if (isEscape(c))
            c = QChar::ReplacementCharacter;
    }
    return shown;
}

bool hasEscapedBytes(const QString &path)
{
    return hasEscapes(path);
}

QString resolvedPath(const QString &path)
{
    if (!path.contains(QChar::ReplacementCharacter) || fileKind(path).exists)
        return path;
    QByteArray resolved;
    const QStringList parts = path.split(QLatin1Char('/'));
    for (qsizetype i = 0; i < parts.size(); ++i) {
        const QString &part = parts[i];
        QByteArray next = pathToBytes(part);
        if (part.contains(QChar::ReplacementCharacter)) {
            struct stat s = {};
            if (::lstat((resolved + next).constData(), &s) != 0) {
                const auto entry = entryDecodedAs(resolved, part);
                if (!entry)
                    return path;
                next = *entry;
            }
        }
        resolved += next;
        if (i + 1 < parts.size())
            resolved += '/';
    }
    return pathFromBytes(resolved);
}

QString openForReading(QFile &file, const QString &path)
{
    if (!hasEscapes(path)) {
        file.setFileName(path);
        return file.open(QIODevice::ReadOnly) ? QString() : file.errorString();
    }
    const int fd = ::open(pathToBytes(path).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return QString::fromLocal8Bit(std::strerror(errno));
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return file.errorString();
    }
    return {};
}

FileKind fileKind(const QString &path)
{
    struct stat s = {};
    if (::stat(pathToBytes(path).constData(), &s) != 0)
        return {};
    return {true, S_ISREG(s.st_mode), S_ISREG(s.st_mode) ? qint64(s.st_size) : 0};
}

Result<QByteArray> readWholeFile(const QString &path, InputKind kind, qint64 maxBytes)
{
    const QString name = displayPath(path);
    QFile file;
    if (const QString problem = openForReading(file, path); !problem.isEmpty())
        return Error {tr("cannot open the file: %1").arg(problem), name};
    // A regular file says its size: refuse a large one before reading a byte of it.
    if (fileKind(path).regular && file.size() > maxBytes)
        return Error {tooLarge(kind, maxBytes), name};
    // Streams (and files that grow while read) are read in chunks up to one byte past the limit.
    QByteArray data;
    constexpr qint64 chunk = 1024 * 1024;
    while (true) {
        const QByteArray part = file.read(std::min(chunk, maxBytes + 1 - data.size()));
        if (file.error() != QFileDevice::NoError)
            return Error {tr("cannot read the file: %1").arg(file.errorString()), name};
        if (part.isEmpty())
            break;
        data += part;
        if (data.size() > maxBytes)
            return Error {tooLarge(kind, maxBytes), name};
    }
    return data;
}

} // namespace Ndcg
