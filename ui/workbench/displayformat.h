#pragma once

// How numbers are written in the table, the formula panel and the card, so that all three
// round the same way: three decimals, integers (gains 7, 3, 1) without a decimal point, and
// scientific notation from 1e15 up and for tiny non-zero values (Ndcg::readableNumber: the CLI
// writes numbers the same way).

#include <QString>

#include <optional>

namespace DisplayFormat {

constexpr int decimals = 3;

// 7 → "7", 0.5 → "0.500", 1.8927892607 → "1.893", 2^100 → "1.268e+30".
QString gain(double value);
// Three decimals: "1.000", "0.631"; "1.797e+308", "2.000e-05".
QString fixed(double value);
// A fixed value, or "—" when undefined.
QString fixed(std::optional<double> value);
// A grade as typed: 3 → "3", 2.5 → "2.5".
QString grade(double value);
// (Logarithms and log bases are written by Ndcg::Notation: logText(), baseText().)
} // namespace DisplayFormat
