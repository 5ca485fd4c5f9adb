#pragma once

// The one size of the whole interface. A scale (100–300 %) chosen from the screen at start
// (automaticScale(): a 3840×2160 screen at 96 dpi starts at 200 %) or in View → Interface
// scale (remembered, SettingsStore::interfaceScale()), multiplied by presenter mode's zoom
// (1×–2.5×, PresenterController): factor() = scale() × presenterZoom(). It is applied once,
// for every window and dialog, the way Qt carries sizes:
//   - the application font: the font at start × factor() (bold in presenter mode); every
//     widget inherits it, and a widget that needs a relative size (a headline 2× the body
//     text) derives it from its own font() when it receives QEvent::FontChange;
//   - ScaledStyle, a QProxyStyle that multiplies the pixel metrics (indicators, scroll bars,
//     icon sizes, margins and spacings) by factor().
// Painted widgets (charts, the links, the reordering strip) scale their lines and markers by
// factor(), read when changed() is emitted or at their FontChange.

#include <QFont>
#include <QObject>
#include <QSize>

#include <array>

class InterfaceScale : public QObject
{
    Q_OBJECT
public:
    static constexpr double minScale = 1.0;
    static constexpr double maxScale = 3.0;
    // The choices of View → Interface scale, in percent.
    static constexpr std::array<int, 7> choices {100, 125, 150, 175, 200, 250, 300};
    // The least size, in points, of the text that a scale of 200 % and more multiplies (Qt's own
    // default with no desktop to ask is 9 pt: a 14 px line, 28 px at 200 % on a 4K screen, too
    // small to read from the back of a room; 10 pt is a 15 px line at 96 dpi, 30 px at 200 %).
    static constexpr double leastLargeBasePoints = 10.0;

    // The one instance (made on first use, a child of the application).
    static InterfaceScale *instance();
    // The scale for a screen of `pixels` (its geometry, in device-independent pixels) at
    // `logicalDpi` (96: a font's point is 4/3 pixel): what makes the interface as large on it as
    // on a 1920×1080 screen at 96 dpi, in half steps: 2560×1440 → 1.5, 3840×2160 → 2, no less
    // than 1 (a smaller screen keeps 100 %), no more than 3.
    static double automaticScale(QSize pixels, double logicalDpi);
    // The text that `scale` multiplies: `base` (the desktop's font) at 100 % and below; at
    // 200 % and more at least leastLargeBasePoints; between 100 % and 200 % in proportion (so
    // that the size grows with the scale, without a step). A font sized in pixels is kept.
    static QFont baseFontAt(const QFont &base, double scale);
    // `size` pixels at 100 % scaled by factor(), rounded (never below 1 for a size above 0).
    static int px(double size);
    // `font` with its size multiplied by `factor` (and bold when asked): the relative size of a
    // headline or a caption, from the widget's own font.
    static QFont relative(const QFont &font, double factor, bool bold = false);

    // Takes the application font and style as they are now as the 100 % ones and installs the
    // scaled style. Called once (main(), or a test's initTestCase); setScale() calls it too.
    void install();
    double scale() const { return m_scale; }
    double presenterZoom() const { return m_presenterZoom; }
    bool isBold() const { return m_bold; }
    // scale() × presenterZoom(): what every size is multiplied by. (The application font is
    // baseFontAt(baseFont(), scale()) × presenterZoom().)
    double factor() const { return m_scale * m_presenterZoom; }
    // The application font at 100 % (before any scale).
    QFont baseFont() const { return m_baseFont; }
    // How many times the desktop's text the text is before presenter zoom: scale() and the
    // least size of baseFontAt() (2.22 at 200 % on a 9 pt desktop). Presenter mode's zoom cap
    // reads it: what fits a screen is the text's size, not the scale alone.
    double textScale() const;

public slots:
    // Clamped to minScale..maxScale.
    void setScale(double scale);
    // Presenter mode's zoom (1 outside it, unless View → Zoom chose one); at least 0.5.
    void setPresenterZoom(double zoom);
    // Presenter mode's bold weights.
    void setBold(bool bold);

signals:
    // The factor or the weight changed: the application font and the style have been set.
    void changed(double factor);

private:
    explicit InterfaceScale(QObject *parent);
    void apply();

    double m_scale = 1.0;
    double m_presenterZoom = 1.0;
    bool m_bold = false;
    bool m_installed = false;
    double m_applied = 1.0; // the factor the font and the style have
    bool m_appliedBold = false;
    QFont m_baseFont;
    QString m_baseStyle; // the name of the style at start ("fusion", …)
};
