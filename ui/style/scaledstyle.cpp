#include "scaledstyle.h"

#include <algorithm>
#include <cmath>

ScaledStyle::ScaledStyle(QStyle *base, double factor)
    : QProxyStyle(base)
    , m_factor(std::clamp(factor, 0.25, 8.0))
{
    setObjectName(QStringLiteral("scaledStyle"));
}

int ScaledStyle::pixelMetric(
    PixelMetric metric, const QStyleOption *option, const QWidget *widget) const
{
    // A metric the base style derives from another (a layout's margin from the default margin)
    // asks this style again: only the outer call scales, or it would be scaled twice.
    static thread_local int depth = 0;
    ++depth;
    const int value = QProxyStyle::pixelMetric(metric, option, widget);
    --depth;
    // Sizes only: 0 and the negative "not set" stay what they are.
    if (depth > 0 || value <= 0 || m_factor == 1.0)
        return value;
    return std::max(1, int(std::lround(value * m_factor)));
}
