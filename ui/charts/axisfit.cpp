#include "axisfit.h"

#include <QChart>
#include <QFontMetricsF>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace AxisFit {

double niceStep(double range, int ticks)
{
    if (!(range > 0) || ticks < 1)
        return 1.0;
    const double raw = range / ticks;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0, 10.0}) {
        if (m * magnitude >= raw)
            return m * magnitude;
    }
    return 10.0 * magnitude;
}

int tickBudget(const QChart *chart, const QValueAxis *axis, double viewHeight)
{
    const QFontMetricsF metrics(axis->labelsFont());
    const double plotHeight
        = chart->plotArea().height() > 0 ? chart->plotArea().height() : viewHeight * 0.6;
    return std::clamp(int(plotHeight / (metrics.height() * 1.8)), 1, 5);
}

bool applyTicks(QValueAxis *axis, double top, int budget, bool symmetric)
{
    if (!std::isfinite(top))
        top = 1.0; // no computation gives this any more; the axis stays drawable anyway
    const int intervals = symmetric ? std::max(1, budget / 2) : budget;
    const double step = niceStep(top, intervals);
    const double max = std::ceil(top / step - 1e-9) * step;
    const double min = symmetric ? -max : 0.0;
    const int ticks = int(std::lround((max - min) / step)) + 1;
    const bool changed = axis->max() != max || axis->min() != min;
    if (changed)
        axis->setRange(min, max);
    if (axis->tickCount() != ticks)
        axis->setTickCount(ticks);
    const QString sign = symmetric ? QStringLiteral("+") : QString();
    // Fixed while the labels stay short ("250000", "0.05"); from a step of 10^6 up, and below
    // 0.01, three significant digits in scientific notation ("1.5e+09", "2e-05"), so that no
    // grade can make a label hundreds of digits wide.
    const QString decimals = step >= 1e6 || step < 0.01 ? QStringLiteral(".3g")
        : step >= 1                                     ? QStringLiteral(".0f")
        : step >= 0.1                                   ? QStringLiteral(".1f")
                                                        : QStringLiteral(".2f");
    axis->setLabelFormat(QLatin1Char('%') + sign + decimals);
    return changed;
}

void fitTitle(const QChart *chart, QValueAxis *axis)
{
    const double plotHeight = chart->plotArea().height();
    if (plotHeight <= 0)
        return;
    const bool fits
        = QFontMetricsF(axis->titleFont()).horizontalAdvance(axis->titleText()) <= plotHeight;
    if (axis->isTitleVisible() != fits)
        axis->setTitleVisible(fits);
}

} // namespace AxisFit
