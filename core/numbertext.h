#pragma once

// How every number the app and the CLI show is written, so that no grade can turn it into
// nonsense: three decimals while that reads well, scientific notation where it does not (from
// 1e15 up, and for a value that is not zero but would round to "0.000"), never "inf" or "nan",
// never a run of more than 17 digits.
//
//   readableNumber(12.0314)  = "12.031"      readableNumber(1.797e308) = "1.797e+308"
//   readableNumber(0.00002)  = "2.000e-05"   readableNumber(0)         = "0.000"
//   readableGain(7)          = "7"           readableGain(1e15)        = "1.000e+15"
//   exponentText(2999999040) = "2999999040"  exponentText(1e308)       = "1e+308"

#include <QString>

namespace Ndcg {

// Values from this magnitude up are written in scientific notation.
constexpr double scientificFrom = 1e15;

// Fixed with `decimals` decimals ("0.631"), or scientific with as many digits after the point
// ("1.797e+308", "2.000e-05") from 1e15 up and for non-zero values below half a unit of the
// last decimal. A value that is not finite, which no computation should give, is written "—".
QString readableNumber(double value, int decimals = 3);
// An integer below 1e15 without decimals ("7", "1024"), anything else as readableNumber.
QString readableGain(double value, int decimals = 3);
// An exponent s of 2^s (a whole number, any size) exactly: "64", "2999999040", "1e+308".
QString exponentText(double exponent);

} // namespace Ndcg
