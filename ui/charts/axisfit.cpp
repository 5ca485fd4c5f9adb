#include "axisfit.h"

#include "workbench/displayformat.h"

#include <QCategoryAxis>
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

bool applyTicks(QValueAxis *axis, double top, int budget, bool symmetric, double scaleLog2)
{
    const int intervals = symmetric ? std::max(1, budget / 2) : budget;
    const DisplayFormat::AxisTicks ticks
        = DisplayFormat::axisTicks(top, intervals, symmetric, scaleLog2);
    const bool changed = axis->max() != ticks.max || axis->min() != ticks.min;
    if (changed)
        axis->setRange(ticks.min, ticks.max);
    // The count is kept on any axis (a plain QValueAxis draws it; tests read it).
    if (axis->tickCount() != ticks.values.size())
        axis->setTickCount(int(ticks.values.size()));
    if (auto *categories = qobject_cast<QCategoryAxis *>(axis)) {
        bool same
            = categories->count() == ticks.labels.size() && categories->startValue() == ticks.min;
        for (qsizetype i = 0; same && i < ticks.labels.size(); ++i) {
            same = categories->categoriesLabels().value(i) == ticks.labels[i]
                && categories->endValue(ticks.labels[i]) == ticks.values[i];
        }
        if (!same) {
            const QStringList old = categories->categoriesLabels();
            for (const QString &label : old)
                categories->remove(label);
            categories->setStartValue(ticks.min);
            // Each label at its value: the first ("0", or the bottom of a symmetric axis) is a
            // category of no width at the start.
            for (qsizetype i = 0; i < ticks.labels.size(); ++i)
                categories->append(ticks.labels[i], ticks.values[i]);
        }
    }
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
