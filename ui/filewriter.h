#pragma once

// Writes a whole file atomically through QSaveFile: the bytes go to a temporary file beside the
// target, which replaces the target only when every byte is written. A save that fails part way
// (a full disk, a read-only folder) leaves the old file exactly as it was.

#include <QByteArray>
#include <QString>

namespace FileWriter {

// Writes `data` to `path`; on failure returns false and sets *error to a translated reason.
bool write(const QString &path, const QByteArray &data, QString *error);

// Tests: make every following write fail after `bytes` bytes (as a full disk would), or
// -1 to write normally again.
void setFailureAfterForTesting(qint64 bytes);

} // namespace FileWriter
