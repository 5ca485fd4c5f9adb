#pragma once

// The app's palettes, and the one place its colours come from. Light is the default; Dark
// (View → Dark theme) turns everything dark with light text: the window, the menus, the tables,
// the charts, and the panels of colour-coded rich text (result card, formula, definition line,
// banners), whose text colours have a light and a dark version here. The Okabe–Ito colours of
// the curves stay the same in both; only black (the cutoff rule, the selection rings) turns light
// on a dark background. Presenter mode adds high contrast: pure black on white (or white on
// black). No widget outside style/ names a colour: it asks for a role below (a test checks it).
// Printed and exported pages stay light whatever the theme (Print, PrintScope).

#include <QColor>

#include <functional>

class QChart;
class QObject;
class QPalette;
class QWidget;

namespace Theme {

enum class Mode { Light, Dark };

Mode mode();
bool isDark();
bool highContrast();
// Sets the application palette and remembers the mode, then restyles every open window (its
// charts, and every follow() callback): a switch at runtime reaches docks, dialogs and charts.
void setMode(Mode mode);
void setHighContrast(bool on);
// Applies the current palette to every chart below `root`.
void restyle(QWidget *root);
// Calls `apply` now and again after every change of theme, for as long as `context` lives: for
// style sheets and rich text, which name their colours and do not follow the palette.
void follow(QObject *context, std::function<void()> apply);
// The chart's background, title, legend and axes (ChartView::applyTheme() adds its series).
void styleChart(QChart *chart);
QPalette palette();

// Colours for custom painting and charts.
QColor ink(); // body text
QColor paper(); // background of charts
QColor border();
QColor rule(); // black in the light palette: the cutoff rule, selection rings
QColor highlight(); // the band behind the selected position (apart from every series colour)
// What a step of the step-through just added (a curve's new segment, a new bar): a halo of the
// series' own colour, translucent, so that it reads as "new" and not as selected (the rings are
// black) and leaves the values under it legible.
QColor emphasis(const QColor &series);
QColor computedCell(); // table cells the app computes
QColor gridLine(); // the value axis's grid
QColor axisLine();
// Surfaces of the workbench's panels.
QColor card(); // the result card and the comparison headline
QColor panel(); // the definition line and its editors
// Text colours for labels and rich text, each legible on paper(), card() and panel().
QColor quietInk(); // captions, separators, notes
QColor dimInk(); // what does not count (past k, not retrieved)
QColor linkInk(); // the definition line's pencil
QColor actualInk(); // the ranking's blue as text ("DCG@k")
QColor idealInk(); // the ideal ordering's orange as text ("IDCG@k")
QColor ndcgInk(); // "NDCG@k"
QColor raiseInk(); // the swap map's blue (NDCG goes up)
QColor lowerInk(); // its vermillion (NDCG goes down)
QColor warningInk(); // nothing matches, a value not computed
QColor infoInk(); // matches found
// A banner (a refused edit, a note on the card, the runs window's message).
QColor notice();
QColor noticeInk();
QColor noticeBorder();
// The formula's term being computed (a strong band) and the step-through's formula band.
QColor termBand();
QColor stepBand();
// The range bar of the result card.
QColor scale(); // its 0..1 scale
QColor tickInk(); // its ticks and their labels
// The table's cell a step computes: Okabe–Ito yellow with dark ink, in every theme (strong
// enough to find from the back of a room).
QColor currentCell();
QColor currentCellInk();
// Compare with the text: a figure that agrees, one that differs (behind ink()).
QColor agreeFill();
QColor differFill();
// The swap heat map: no change, a small rise, a small fall (towards the full blue and
// vermillion), the diagonal; the step-through's ideal slot nothing moves into.
QColor heatNeutral();
QColor heatUp();
QColor heatDown();
QColor heatDiagonal();
QColor unmovedFill();
// The comparison's links between A's and B's rows: unmoved and moved items.
QColor linkLine();
QColor linkMoved();
QColor blank(); // presenter mode's blank screen
// `color` with the alpha `alpha` (0..255): a translucent fill of a series colour.
QColor translucent(const QColor &color, int alpha);
// `html` with the colours of the roles warningInk, infoInk, raiseInk and lowerInk, as any theme
// writes them (the light theme's are in translated strings), turned into the current theme's.
QString recolored(const QString &html);
// "color: …; background: …" for a banner's style sheet.
QString noticeStyle();

// Printed and exported pages (the handout, chart images): light whatever the theme.
namespace Print {
inline const QColor paper {0xFF, 0xFF, 0xFF};
inline const QColor rule {0x99, 0x99, 0x99}; // the tables' borders
inline const QColor headerFill {0xEE, 0xEE, 0xEE}; // the tables' header cells
inline const QColor dimInk {0x88, 0x88, 0x88}; // rows past k
inline const QColor quietInk {0x66, 0x66, 0x66}; // the footer
} // namespace Print
// While one lives, charts and colours are made in the light theme without high contrast (for
// an export); the application's palette does not change.
class PrintScope
{
public:
    PrintScope();
    ~PrintScope();
    PrintScope(const PrintScope &) = delete;
    PrintScope &operator=(const PrintScope &) = delete;
    // The mode and contrast in effect before, restored at the end.
    Mode mode() const { return m_mode; }
    bool highContrast() const { return m_highContrast; }

private:
    Mode m_mode;
    bool m_highContrast;
};

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
