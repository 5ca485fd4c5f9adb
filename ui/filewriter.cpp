#include "filewriter.h"

#include <QCoreApplication>
#include <QSaveFile>

namespace {

qint64 failAfter = -1;

QString tr(const char *text)
{
    return QCoreApplication::translate("FileWriter", text);
}

} // namespace

namespace FileWriter {

void setFailureAfterForTesting(qint64 bytes)
{
    failAfter = bytes;
}

bool write(const QString &path, const QByteArray &data, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    if (failAfter >= 0 && failAfter < data.size()) {
        // A write that stops part way: the temporary file is dropped, the target untouched.
        file.write(data.left(failAfter));
        file.cancelWriting();
        if (error)
            *error = tr("the disk is full (a simulated failure)");
        return false;
    }
    if (file.write(data) != data.size()) {
        if (error)
            *error = file.errorString();
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace FileWriter
