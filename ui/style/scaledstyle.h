#pragma once

// The application's style at one scale: a QProxyStyle over the style the app started with that
// multiplies its pixel metrics (indicators, scroll bars, icon sizes, margins, spacings, frames
// of menus and tabs) by one factor (InterfaceScale). Made anew for each factor, so that every
// widget is polished again and asks again for its sizes.

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

private:
    double m_factor;
};
