#pragma once

// Opening and reading the files a user names, with limits.
//
// File names are bytes on Linux, and need not be UTF-8 (an old latin-1 "caf\xE9.qrels").
// Qt decodes them lossily (the byte becomes U+FFFD) and QFile encodes names as UTF-8, so such a
// file could not be opened. pathFromBytes() keeps every byte instead: valid UTF-8 decodes as
// usual, and each byte of an invalid sequence becomes the lone surrogate U+DC00 + byte (as
// Python's "surrogateescape"), which pathToBytes() turns back into the same byte. openForReading(),
// fileKind() and FileWriter (write, stamps, absolute paths) take such names; a message that prints
// one shows U+FFFD for each escaped byte. A name that already lost its bytes to U+FFFD (Qt's file
// dialog, a drop) finds its file again through resolvedPath().
//
// readWholeFile() reads at most a given number of bytes, so an endless stream (/dev/zero, a FIFO)
// or a huge file is refused with a message naming the limit instead of filling the memory.

#include "breakdown.h"

#include <QByteArray>
#include <QString>

class QFile;

namespace Ndcg {

QString pathFromBytes(const QByteArray &bytes);
QByteArray pathToBytes(const QString &path);
// The name as messages show it: every escaped byte as U+FFFD.
QString displayPath(const QString &path);
// Whether the name holds an escaped byte (so QFile, QFileInfo and QSaveFile cannot use it).
bool hasEscapedBytes(const QString &path);
// A name as Qt's own file dialog, a drop or a list remembered before gives it: each byte that is
// not UTF-8 became U+FFFD, so no file has that name. Then each folder on the way is searched for
// the one entry whose name decodes (as Qt decodes names) to the name given, and the path with
// their bytes kept (pathFromBytes()) is returned; otherwise `path` unchanged (no such file, or
// two entries that decode alike).
QString resolvedPath(const QString &path);

// Opens `path` read-only into `file` (which must be closed). Returns the reason it cannot be
// opened ("No such file or directory"), or an empty string.
QString openForReading(QFile &file, const QString &path);

struct FileKind
{
    bool exists = false;
    bool regular = false; // a regular file (after links); else a FIFO, a device, a folder…
    qint64 size = 0; // of a regular file
};
FileKind fileKind(const QString &path);

// Which limit a whole-file read checks, for its message.
enum class InputKind { Scenario, Table, Lesson };
// The most bytes read as one scenario or one CSV/TSV table (docs/scenario-format.md).
inline constexpr qint64 maxInputBytes = 64 * 1024 * 1024;

// The whole file, at most `maxBytes`: a larger file, or a stream that goes on past it, is an
// Error naming the file and the limit. Works for FIFOs and devices too (read up to the limit).
Result<QByteArray> readWholeFile(
    const QString &path, InputKind kind, qint64 maxBytes = maxInputBytes);

} // namespace Ndcg
