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
//
// The CLI and the exports write readableNumber (full runs of digits a program reads back); the
// window writes displayNumber (ui/workbench/displayformat wraps it), for people: the locale's
// digit grouping, a power of ten in superscript digits from 10^6 up, and the true size of a
// value kept in units of 2^s (Breakdown::gainScaleLog2), which may be far beyond a double:
//
//   displayNumber(12345.6784)     = "12,345.678"   displayNumber(1073741823) = "1.074×10⁹"
//   displayNumber(0.00002)        = "2.000×10⁻⁵"   displayNumber(0)          = "0.000"
//   displayNumber(2^960, 1040)    = "1.148×10⁶⁰²"  (2^2000 kept in units of 2^1040)
//   displayGain(65535)            = "65,535"       displayGain(1e6)          = "1.000×10⁶"

#include <QLocale>
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
// An exponent as it is written after "2^" in plain text: in parentheses when it is in scientific
// notation, so that "2^(6e+17)" does not read as 2^6 followed by "e+17": "2^64", "2^1024.5",
// "2^(1e+308)". The text form takes an exponent already written (a grade as typed).
QString exponentAfterCaret(double exponent);
QString exponentAfterCaret(const QString &exponent);

// --- for people (the window) ------------------------------------------------------------------
// Values from this magnitude up are written with a power of ten.
constexpr double displayScientificFrom = 1e6;

// value × 2^scaleLog2 as mantissa × 10^exponent with 1 <= |mantissa| < 10 (both 0 for 0). The
// exponent is a whole number; past about 10^15 it is no longer exact, nor the mantissa.
struct DecimalParts
{
    double mantissa = 0;
    double exponent = 0;
};
DecimalParts decimalParts(double value, double scaleLog2 = 0);

// "×10⁹", "×10⁻⁵", "×10⁶⁰²": a power of ten for people (the exponent a whole number).
QString powerOfTenText(double exponent);

// value × 2^scaleLog2 for people, in `locale`: `decimals` decimals with the locale's digit
// grouping below 10^6 ("12,345.678", "0.631", "0.000"), otherwise a mantissa with `decimals`
// decimals and a power of ten ("1.074×10⁹", "2.000×10⁻⁵"; from 10^(10^15) up, where no
// mantissa is known, "10^(3.010×10³⁰⁷)"); "—" when not finite.
QString displayNumber(
    double value, double scaleLog2 = 0, int decimals = 3, const QLocale &locale = QLocale());
// A whole number below 10^6 without decimals ("7", "65,535"), anything else as displayNumber.
QString displayGain(
    double value, double scaleLog2 = 0, int decimals = 3, const QLocale &locale = QLocale());

} // namespace Ndcg
