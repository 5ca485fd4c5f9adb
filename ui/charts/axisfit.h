#pragma once

// How a chart's value axis fits the room it has, shared by the workbench's charts and the
// comparison's: as many ticks as the labels have room for (at most five, at 1, 2 or 5 × 10^n),
// and an axis title that is left out, rather than elided to "NDC…", when the plot is shorter
// than it (the chart's own title names the same quantity).

#include <QString>

class QChart;
class QValueAxis;

namespace AxisFit {

// A tick step of 1, 2 or 5 × 10^n giving at most about `ticks` ticks over `range`.
double niceStep(double range, int ticks);

// How many tick intervals (1 to 5) the axis's labels have room for along the plot's height.
int tickBudget(const QChart *chart, const QValueAxis *axis, double viewHeight);

// Sets the axis to 0..top, or to -top..top when `symmetric`, with a nice step for `budget`
// intervals (per side when symmetric) and the labels of DisplayFormat::axisTicks: the numbers
// as the table and the card write them, with the language's digit grouping ("250,000"), from
// 10^6 up and below 0.01 with one power of ten ("1.5×10⁹"), "+" signs when symmetric. Values
// in units of 2^scaleLog2 (Breakdown::gainScaleLog2) are labelled at their true size. A
// QCategoryAxis (ChartView's value axis) shows these labels; a plain QValueAxis gets the range
// and the tick count only. Returns whether the range changed.
bool applyTicks(
    QValueAxis *axis, double top, int budget, bool symmetric = false, double scaleLog2 = 0);

// Shows the axis title only when it fits along the plot's height.
void fitTitle(const QChart *chart, QValueAxis *axis);

} // namespace AxisFit
