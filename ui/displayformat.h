#pragma once

// How numbers are written in the table, the formula panel and the card, so that all three
// round the same way: three decimals, integers (gains 7, 3, 1) without a decimal point.

#include <QString>

#include <optional>

namespace DisplayFormat {

constexpr int decimals = 3;

// 7 → "7", 0.5 → "0.5", 1.8927892607 → "1.893".
QString gain(double value);
// Always three decimals: "1.000", "0.631".
QString fixed(double value);
// A fixed value, or "—" when undefined.
QString fixed(std::optional<double> value);
// A grade as typed: 3 → "3", 2.5 → "2.5".
QString grade(double value);

} // namespace DisplayFormat
