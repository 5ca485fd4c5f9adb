#include "isolatedsettings.h"

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace {

QTemporaryDir &temporaryFolder()
{
    static QTemporaryDir dir;
    return dir;
}

void isolate()
{
    QStandardPaths::setTestModeEnabled(true);
    const QString path = temporaryFolder().path();
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, path);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, path);
}

} // namespace

Q_COREAPP_STARTUP_FUNCTION(isolate)

QString IsolatedSettings::folder()
{
    return temporaryFolder().path();
}
