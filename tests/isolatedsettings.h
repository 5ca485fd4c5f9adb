#pragma once

// Every test that links ndcg_ui also compiles isolatedsettings.cpp: before the test's
// QApplication is up, QSettings (both formats, user scope) points at a temporary folder that
// belongs to this process alone. ctest runs tests in parallel, so tests that clear or write the
// settings (language, theme, presenter zoom, recent files) would otherwise race through one
// shared file, and the user's own settings would be touched.

#include <QString>

namespace IsolatedSettings {

// The folder this process's settings live in.
QString folder();

} // namespace IsolatedSettings
