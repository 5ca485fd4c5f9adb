#pragma once

// The app's two palettes. Light is the default; Dark (View → Dark theme) turns the window, the
// menus, the tables and the charts dark with light text. The panels of colour-coded rich text
// (result card, formula, definition line) stay paper-white cards in both: their colours are
// chosen for white. The Okabe–Ito colours of the curves stay the same in both; only black (the
// cutoff rule, the selection rings) turns light on a dark background. Presenter mode adds high
// contrast: pure black on white (or white on black).

#include <QColor>

class QChart;
class QPalette;
class QWidget;

namespace Theme {

enum class Mode { Light, Dark };

Mode mode();
bool isDark();
bool highContrast();
// Sets the application palette and remembers the mode; restyle() then updates open windows.
void setMode(Mode mode);
void setHighContrast(bool on);
// Applies the current palette to every chart below `root` and keeps the paper panels light.
void restyle(QWidget *root);
void styleChart(QChart *chart);
QPalette palette();

// Colours for custom painting and charts.
QColor ink(); // body text
QColor paper(); // background of charts
QColor border();
QColor rule(); // black in the light palette: the cutoff rule, selection rings
QColor highlight(); // the band behind the selected position
QColor computedCell(); // table cells the app computes
QColor previewCell(); // table rows a preview (a hovered swap) changes

} // namespace Theme
