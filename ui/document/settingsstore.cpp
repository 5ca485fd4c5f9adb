#include "settingsstore.h"

#include "scenario.h"

#include <QDir>
#include <QFileInfo>

namespace SettingsStore {

QSettings settings()
{
    return QSettings(QStringLiteral("ndcg-explorer"), QStringLiteral("ndcg-explorer"));
}

QByteArray windowGeometry()
{
    return settings().value(QStringLiteral("window/geometry")).toByteArray();
}

void setWindowGeometry(const QByteArray &geometry)
{
    settings().setValue(QStringLiteral("window/geometry"), geometry);
}

QString lastFolder()
{
    const QString folder = settings().value(QStringLiteral("files/lastFolder")).toString();
    return !folder.isEmpty() && QFileInfo(folder).isDir() ? folder : QDir::homePath();
}

void rememberFolderOf(const QString &filePath)
{
    settings().setValue(QStringLiteral("files/lastFolder"), QFileInfo(filePath).absolutePath());
}

QString language()
{
    return settings().value(QStringLiteral("language")).toString();
}

void setLanguage(const QString &code)
{
    settings().setValue(QStringLiteral("language"), code);
}

std::optional<double> presentationZoom()
{
    const QVariant zoom = settings().value(QStringLiteral("presenter/zoom"));
    bool ok = false;
    const double value = zoom.toDouble(&ok);
    return ok && value > 0 ? std::optional<double>(value) : std::nullopt;
}

void setPresentationZoom(double zoom)
{
    settings().setValue(QStringLiteral("presenter/zoom"), zoom);
}

std::optional<double> interfaceScale()
{
    bool ok = false;
    const double value = settings().value(QStringLiteral("view/interfaceScale")).toDouble(&ok);
    return ok && value > 0 ? std::optional<double>(value) : std::nullopt;
}

void setInterfaceScale(double scale)
{
    settings().setValue(QStringLiteral("view/interfaceScale"), scale);
}

bool presenterOnSecondScreen()
{
    return settings().value(QStringLiteral("presenter/secondScreen"), true).toBool();
}

void setPresenterOnSecondScreen(bool on)
{
    settings().setValue(QStringLiteral("presenter/secondScreen"), on);
}

std::optional<bool> darkTheme()
{
    const QString theme = settings().value(QStringLiteral("theme")).toString();
    if (theme == QLatin1String("dark"))
        return true;
    if (theme == QLatin1String("light"))
        return false;
    return std::nullopt;
}

void setDarkTheme(bool dark)
{
    settings().setValue(
        QStringLiteral("theme"), dark ? QStringLiteral("dark") : QStringLiteral("light"));
}

std::optional<bool> highContrast()
{
    const QVariant on = settings().value(QStringLiteral("view/highContrast"));
    if (!on.isValid())
        return std::nullopt;
    return on.toBool();
}

void setHighContrast(bool on)
{
    settings().setValue(QStringLiteral("view/highContrast"), on);
}

void clearLookChoices()
{
    QSettings s = settings();
    s.remove(QStringLiteral("theme"));
    s.remove(QStringLiteral("view/highContrast"));
}

// Stored as a scenario with an empty ranking, so the scenario reader validates every field.
Ndcg::Settings preferredSettings()
{
    const QByteArray json = settings().value(QStringLiteral("newDocument/scenario")).toByteArray();
    if (json.isEmpty())
        return {};
    const auto scenario = Ndcg::parseScenario(json);
    return scenario ? scenario->settings : Ndcg::Settings {};
}

void setPreferredSettings(const Ndcg::Settings &value)
{
    Ndcg::Scenario scenario;
    scenario.settings = value;
    settings().setValue(QStringLiteral("newDocument/scenario"), Ndcg::scenarioToJson(scenario));
}

QStringList recentFiles()
{
    QStringList files = settings().value(QStringLiteral("files/recent")).toStringList();
    files.removeAll(QString());
    return files.mid(0, maxRecentFiles);
}

void addRecentFile(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList files = recentFiles();
    files.removeAll(absolute);
    files.prepend(absolute);
    settings().setValue(QStringLiteral("files/recent"), files.mid(0, maxRecentFiles));
}

void removeRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(QFileInfo(path).absoluteFilePath());
    settings().setValue(QStringLiteral("files/recent"), files);
}

void clearRecentFiles()
{
    settings().remove(QStringLiteral("files/recent"));
}

QStringList recentLessons()
{
    QStringList files = settings().value(QStringLiteral("lessons/recent")).toStringList();
    files.removeAll(QString());
    return files.mid(0, maxRecentFiles);
}

void addRecentLesson(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList files = recentLessons();
    files.removeAll(absolute);
    files.prepend(absolute);
    settings().setValue(QStringLiteral("lessons/recent"), files.mid(0, maxRecentFiles));
}

void removeRecentLesson(const QString &path)
{
    QStringList files = recentLessons();
    files.removeAll(QFileInfo(path).absoluteFilePath());
    settings().setValue(QStringLiteral("lessons/recent"), files);
}

} // namespace SettingsStore
