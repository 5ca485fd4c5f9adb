#pragma once

// The application's style at one scale: a QProxyStyle over the style the app started with that
// multiplies its pixel metrics (indicators, scroll bars, icon sizes, margins, spacings, frames
// of menus and tabs) by one factor (InterfaceScale). Made anew for each factor, so that every
// widget is polished again and asks again for its sizes.
//
// It also draws the keyboard focus (around push and tool buttons, check boxes, radio buttons,
// sliders, spin and combo boxes; PE_FrameFocusRect: the current cell of a table or list) as a
// frame that shows at every scale and on every background: a band of Theme's FocusRing,
// focusFrameWidth() pixels wide (2 at 100 %, 4 at 200 %), with a band of FocusRingInner half as
// wide inside it (WCAG 2.2's 2.4.13, focus appearance). As the base style (Fusion), only when
// the focus came from the keyboard. In high contrast it outlines line edits, spin boxes, combo
// boxes, check boxes and radio buttons in the palette's Mid (Fusion derives their frames from
// the window colour: on black, black).

#include <QProxyStyle>

class ScaledStyle : public QProxyStyle
{
    Q_OBJECT
public:
    // Takes ownership of `base` (QProxyStyle's rule).
    ScaledStyle(QStyle *base, double factor);
    double factor() const { return m_factor; }

    int pixelMetric(PixelMetric metric, const QStyleOption *option = nullptr,
        const QWidget *widget = nullptr) const override;
    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
        const QWidget *widget = nullptr) const override;
    void drawControl(ControlElement element, const QStyleOption *option, QPainter *painter,
        const QWidget *widget = nullptr) const override;
    void drawComplexControl(ComplexControl control, const QStyleOptionComplex *option,
        QPainter *painter, const QWidget *widget = nullptr) const override;

    // The width of the focus frame's outer band at `factor`: 2 × factor pixels, rounded
    // (2, 3, 3, 4, 5, 6 at 100, 125, 150, 200, 250, 300 %), at least 2.
    static int focusFrameWidth(double factor);

private:
    static bool keyboardFocus(const QStyleOption *option);
    // The two bands inside `rect`.
    void drawFocusFrame(QPainter *painter, const QRect &rect) const;
    // In high contrast, a frame of the palette's Mid around an editor or an indicator.
    void drawContrastOutline(QPainter *painter, const QStyleOption *option, bool round) const;

    double m_factor;
};
