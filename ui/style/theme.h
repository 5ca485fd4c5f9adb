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
// The chart's background, title, legend and axes (ChartView::applyTheme() adds its series).
void styleChart(QChart *chart);
QPalette palette();

// Colours for custom painting and charts.
QColor ink(); // body text
QColor paper(); // background of charts
QColor border();
QColor rule(); // black in the light palette: the cutoff rule, selection rings
QColor highlight(); // the band behind the selected position
QColor computedCell(); // table cells the app computes
QColor gridLine(); // the value axis's grid
QColor axisLine();
// A colour of the light palette as the current theme shows it: black turns to ink, white to
// paper and the highlight band to its dark version in the dark theme; the rest stays.
QColor themed(const QColor &light);

// Named colours of the light palette for the widgets that paint themselves (charts, the range
// bar, the swap heat map, the step-through strip, the table's marks). Paint them through
// themed() where they must follow the dark theme.
namespace Light {
inline const QColor none {Qt::transparent}; // no fill (rings) or no outline
inline const QColor white {0xFF, 0xFF, 0xFF};
inline const QColor ink {0x1A, 0x1A, 0x1A}; // text on the paper panels, in both themes
inline const QColor markerBorder = white; // the ring around a chart marker
inline const QColor secondaryIdeal {0x77, 0x77, 0x77}; // B's own ideal (comparison)
inline const QColor scale {0xE4, 0xE7, 0xEB}; // the range bar's 0..1 scale
inline const QColor quietText {0x55, 0x55, 0x55}; // the range bar's 0 and 1
inline const QColor tickInk {0x33, 0x33, 0x33}; // the range bar's ticks and their labels
inline const QColor emptyCell {0xF7, 0xF7, 0xF7}; // the swap heat map's background
inline const QColor cellSeparator = white; // between the heat map's cells
inline const QColor frame {0x88, 0x88, 0x88}; // the heat map's frame
inline const QColor unmoved {0xF4, 0xF4, 0xF4}; // an ideal slot nothing moves into
inline const QColor tableRule {0x10, 0x10, 0x10}; // the table's cutoff rule
inline const QColor stepBand {0xFF, 0xF7, 0xC2}; // the step-through's formula band
inline const QColor idealInk {0xA6, 0x5E, 0x00}; // ideal-ordering text, dark enough on white
inline const QColor dimInk {0x8A, 0x90, 0x99}; // what does not count (past k, not retrieved)
inline const QColor heatUp {0x9E, 0xCA, 0xE9}; // the heat map's light blue (NDCG up a little)
inline const QColor heatDown {0xF5, 0xC0, 0x8A}; // its light orange (NDCG down a little)
inline const QColor notice {0xFF, 0xE9, 0x8A}; // a refused edit's banner
inline const QColor noticeInk {0x3D, 0x30, 0x00};
inline const QColor noticeBorder {0xC9, 0xA8, 0x00};
} // namespace Light
QColor previewCell(); // table rows a preview (a hovered swap) changes

} // namespace Theme
