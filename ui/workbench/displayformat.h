#pragma once

// How numbers are written for people in every view of the window (table, card, formula,
// tooltips, range bar, chart axes), so that a number reads the same everywhere: three decimals,
// integers (gains 7, 3, 1) without a decimal point, the language's digit grouping
// ("12,345.678"), and from 10^6 up and for tiny non-zero values a power of ten ("1.074×10⁹",
// "2.000×10⁻⁵"). Gains, contributions, DCG and IDCG are kept in units of 2^s when they would
// overflow a double (Breakdown::gainScaleLog2); given s, they are written at their true size
// ("1.148×10⁶⁰²" for 2^2000), and the scale warning says so (warningSentence). The exports and
// the CLI keep full runs of digits (Ndcg::readableNumber).

#include "breakdown.h"
#include "notation.h"
#include "steps.h"

#include <QList>
#include <QLocale>
#include <QString>

#include <optional>

namespace DisplayFormat {

constexpr int decimals = 3;

// 7 → "7", 65535 → "65,535", 0.5 → "0.500", 2^30 − 1 → "1.074×10⁹"; a value in units of
// 2^scaleLog2 at its true size: 2^960 with scale 1040 → "1.148×10⁶⁰²".
QString gain(double value, double scaleLog2 = 0);
// Three decimals: "1.000", "0.631", "12,345.678"; "1.797×10³⁰⁸", "2.000×10⁻⁵".
QString fixed(double value, double scaleLog2 = 0);
// A gain, contribution or sum at its true size (Breakdown::trueSize()): gain(t.value,
// t.scaleLog2), fixed(t.value, t.scaleLog2). Each term in its own unit, so that a gain of 7
// beside one of 2^1000000 reads "7", not "0".
QString gain(Ndcg::TrueSize value);
QString fixed(Ndcg::TrueSize value);
// A fixed value, or "—" when undefined.
QString fixed(std::optional<double> value);
// A grade as typed: 3 → "3", 2.5 → "2.5".
QString grade(double value);

// The tick labels of a value axis from 0 (or −top) to top, values in units of 2^scaleLog2.
// Below 10^6 the values themselves with the decimals the step needs and the digit grouping
// ("250,000", "0.05"); from 10^6 up, and for a top below 0.01, every label with the same power
// of ten ("0", "0.5×10⁹", "1.0×10⁹"), so that the ticks compare at a glance. `plusSign`: "+0.5".
struct AxisTicks
{
    double min = 0; // in the axis's own units (those of the values)
    double max = 1;
    QList<double> values; // the ticks, min..max, in the axis's units
    QStringList labels; // one per tick, all different
};
// `intervals`: at most that many tick intervals (per side when `symmetric`).
AxisTicks axisTicks(double top, int intervals, bool symmetric = false, double scaleLog2 = 0,
    const QLocale &locale = QLocale());

// A warning as a sentence for the window: Notation::warningSentence, but the scale warnings say
// that the numbers are shown at their true size (the exports show them in units of 2^s).
QString warningSentence(
    const Ndcg::Warning &warning, Ndcg::Notation::Markup markup = Ndcg::Notation::Markup::Plain);

// A value with `decimals` decimals, where the digits past the third are the point (a difference
// of figures quoted to 5 decimals, the claim finder's nearest value), by the same rules as
// fixed(): grouping, a power of ten from 10^6 up and below half a unit of the last decimal.
QString withDecimals(double value, int decimals);

// The numbers of the step-through's formulas and narrations (Ndcg::StepOptions::numbers), as
// the rest of the window writes them: fixed() and gain(), values at their true size.
Ndcg::StepNumbers stepNumbers();

// (Logarithms and log bases are written by Ndcg::Notation: logText(), baseText().)
} // namespace DisplayFormat
