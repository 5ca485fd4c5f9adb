#pragma once

// Writes a whole file atomically through QSaveFile: the bytes go to a temporary file beside the
// target, which replaces the target only when every byte is written. A save that fails part way
// (a full disk, a file size limit, a read-only folder) leaves the old file exactly as it was and
// says why in the system's words ("No space left on device", "File too large").
//
// Every writer of a user file goes through write(): the scenario, the recovery copies and every
// export (charts, tables, the PDF handout are rendered into memory first). The checks, because a
// buffered QSaveFile in Qt 6.4 loses the error of its last flush and renames a short temporary
// file over the target anyway:
//   - the file is opened unbuffered, so each write reaches the kernel at once and its error is
//     seen; a short write is continued until every byte is written or the kernel says why not;
//   - the temporary file is synced to disk (errors that appear only then, as on network file
//     systems, are caught) and its size is compared with the bytes meant;
//   - only then is it committed (renamed over the target).
// A name that is not UTF-8 (fileinput.h), which QSaveFile cannot take, goes the same steps by its
// bytes (mkstemp beside the target, rename over it).
//
// Stamp: what a file held when this program last read or wrote it (its size and a SHA-256 of
// its bytes), to tell whether someone else has changed it since (another window, another
// program) or whether a path now names another file.

#include <QByteArray>
#include <QString>

class QFileDevice;

namespace FileWriter {

// Writes `data` to `path`; on failure returns false and sets *error to a reason (translated,
// or the system's text for a system error).
bool write(const QString &path, const QByteArray &data, QString *error);

// Writes every byte of `data` to an open `file`, continuing short writes. False with *error set
// to the system's reason when the kernel refuses a byte.
bool writeAll(QFileDevice &file, const QByteArray &data, QString *error);

// Tests: make every following write fail after `bytes` bytes (as a full disk would), or
// -1 to write normally again.
void setFailureAfterForTesting(qint64 bytes);

struct Stamp
{
    qint64 size = -1; // -1: no file (could not be read)
    QByteArray sha256;

    bool isNull() const { return size < 0; }
    friend bool operator==(const Stamp &, const Stamp &) = default;
};

Stamp stampOf(const QByteArray &bytes);
// The file's stamp now; null when it cannot be read (it is gone, or not a regular file).
Stamp stampOfFile(const QString &path);

// The absolute path, with symbolic links and "." and ".." resolved when the file exists (so two
// names of one file compare equal); empty for an empty path.
QString absolutePath(const QString &path);

} // namespace FileWriter
