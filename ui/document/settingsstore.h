#pragma once

// What the app remembers between sessions (QSettings, organisation and application
// "ndcg-explorer"): window geometry, the last folder of a file dialog, the recent files, the
// conventions for new documents, the language (LanguageController), the theme and its contrast
// (ViewMenu; unset until chosen, and then the desktop's look is followed) and
// presenter mode's zoom and second screen (PresenterController). Every key is read and
// written here, nowhere else. Only ui/ uses QSettings; the core receives plain values. Tests
// point QSettings at a temporary folder of their own first (tests/isolatedsettings.h), so that
// tests running in parallel never share, or clear, each other's settings.

#include "settings.h"

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>

#include <optional>

namespace SettingsStore {

QSettings settings();

QByteArray windowGeometry();
void setWindowGeometry(const QByteArray &geometry);

// The folder file dialogs start in: that of the last file opened, saved, imported or exported
// (the home folder at first).
QString lastFolder();
void rememberFolderOf(const QString &filePath);

// The language code chosen last in View → Language ("en", "zh_CN", …; empty: none yet).
QString language();
void setLanguage(const QString &code);
// The zoom of presenter mode (unset until chosen).
std::optional<double> presentationZoom();
void setPresentationZoom(double zoom);
// The interface scale chosen in View → Interface scale (1 = 100 %; unset: from the screen).
std::optional<double> interfaceScale();
void setInterfaceScale(double scale);
// Whether presenter mode opens the presenter window on a second screen (yes until turned off).
bool presenterOnSecondScreen();
void setPresenterOnSecondScreen(bool on);
// Whether View → Dark theme was on when last chosen (unset: never chosen, the desktop's look).
std::optional<bool> darkTheme();
void setDarkTheme(bool dark);
// Whether View → High contrast was on when last chosen (unset: never chosen, the desktop's).
std::optional<bool> highContrast();
void setHighContrast(bool on);
// Forgets both choices (View → Follow the desktop): the desktop's look again.
void clearLookChoices();

// The conventions File → New starts with (Ndcg::Settings' defaults until remembered).
Ndcg::Settings preferredSettings();
void setPreferredSettings(const Ndcg::Settings &settings);

// Most recent first, at most maxRecentFiles, no duplicates.
constexpr int maxRecentFiles = 8;
QStringList recentFiles();
void addRecentFile(const QString &path);
void removeRecentFile(const QString &path);
void clearRecentFiles();
// The lessons opened or saved last (Lesson ▸ Recent lessons), kept as the recent files are.
QStringList recentLessons();
void addRecentLesson(const QString &path);
void removeRecentLesson(const QString &path);

} // namespace SettingsStore
