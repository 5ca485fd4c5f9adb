#include "numbertext.h"

#include <cfloat>
#include <cmath>
#include <numbers>

namespace Ndcg {

QString readableNumber(double value, int decimals)
{
    if (!std::isfinite(value))
        return QStringLiteral("—");
    const double magnitude = std::abs(value);
    const double smallestShown = 0.5 * std::pow(10.0, -decimals);
    if (magnitude >= scientificFrom || (magnitude > 0.0 && magnitude < smallestShown))
        return QString::number(value, 'e', decimals);
    return QString::number(value, 'f', decimals);
}

QString readableGain(double value, int decimals)
{
    if (std::abs(value) < scientificFrom && value == std::round(value))
        return QString::number(value, 'f', 0);
    return readableNumber(value, decimals);
}

QString exponentText(double exponent)
{
    if (!std::isfinite(exponent))
        return QStringLiteral("—");
    // 17 significant digits name the double exactly; whole numbers below 1e17 are written out.
    return QString::number(exponent, 'g', 17);
}

QString exponentAfterCaret(double exponent)
{
    return exponentAfterCaret(exponentText(exponent));
}

QString exponentAfterCaret(const QString &exponent)
{
    if (exponent.contains(QLatin1Char('e')) || exponent.contains(QLatin1Char('E')))
        return QLatin1Char('(') + exponent + QLatin1Char(')');
    return exponent;
}

namespace {

// Decimal exponents from this size up are not whole numbers a double names exactly.
constexpr double exactExponentBelow = 1e15;

// value × 2^scaleLog2 as a double when that is finite and not zero (the scale brings most
// values back: 2^960 in units of 2^64 is 2^1024's neighbour, but 7 · 2^-1040 is 7); else 0.
double trueValue(double value, double scaleLog2)
{
    if (scaleLog2 == 0)
        return value;
    if (std::abs(scaleLog2) > 4000)
        return 0;
    const double x = std::ldexp(value, int(scaleLog2));
    return std::isfinite(x) ? x : 0;
}

// log10 |value × 2^scaleLog2| for a non-zero value.
double log10Of(double value, double scaleLog2)
{
    return std::log10(std::abs(value)) + scaleLog2 * std::numbers::log10e / std::numbers::log2e;
}

} // namespace

DecimalParts decimalParts(double value, double scaleLog2)
{
    if (value == 0 || !std::isfinite(value) || !std::isfinite(scaleLog2))
        return {};
    const double sign = value < 0 ? -1.0 : 1.0;
    if (const double x = trueValue(value, scaleLog2); x != 0) {
        double exponent = std::floor(std::log10(std::abs(x)));
        // 10^e for e below -307 is subnormal: divide in two steps.
        double mantissa = exponent < -300 ? std::abs(x) * 1e300 / std::pow(10.0, exponent + 300)
                                          : std::abs(x) / std::pow(10.0, exponent);
        if (mantissa >= 10) {
            mantissa /= 10;
            exponent += 1;
        } else if (mantissa < 1) {
            mantissa *= 10;
            exponent -= 1;
        }
        return {sign * mantissa, exponent};
    }
    const double l = log10Of(value, scaleLog2);
    const double exponent = std::floor(l);
    return {sign * std::pow(10.0, l - exponent), exponent};
}

QString powerOfTenText(double exponent)
{
    static const char16_t superscriptDigits[] = u"⁰¹²³⁴⁵⁶⁷⁸⁹";
    QString out = QStringLiteral("×10");
    if (exponent < 0)
        out += QStringLiteral("⁻");
    for (const QChar c : QString::number(std::abs(exponent), 'f', 0))
        out += QChar(superscriptDigits[c.digitValue()]);
    return out;
}

QString displayNumber(double value, double scaleLog2, int decimals, const QLocale &locale)
{
    if (!std::isfinite(value) || !std::isfinite(scaleLog2))
        return QStringLiteral("—");
    if (value == 0)
        return locale.toString(0.0, 'f', decimals);
    const double half = 0.5 * std::pow(10.0, -decimals);
    if (const double x = trueValue(value, scaleLog2); x != 0) {
        const double magnitude = std::abs(x);
        if (magnitude >= half && magnitude < displayScientificFrom - half)
            return locale.toString(x, 'f', decimals);
    }
    DecimalParts parts = decimalParts(value, scaleLog2);
    const QString sign = value < 0 ? locale.negativeSign() : QString();
    if (std::abs(parts.exponent) >= exactExponentBelow) {
        // No mantissa is known: the size alone, as a power of ten whose exponent is a number.
        return sign + QStringLiteral("10^(")
            + displayNumber(log10Of(value, scaleLog2), 0, decimals, locale) + QLatin1Char(')');
    }
    double mantissa = std::abs(parts.mantissa);
    if (mantissa >= 10 - half) { // 9.9996 would read "10.000"
        mantissa /= 10;
        parts.exponent += 1;
    }
    return sign + locale.toString(mantissa, 'f', decimals) + powerOfTenText(parts.exponent);
}

QString displayGain(double value, double scaleLog2, int decimals, const QLocale &locale)
{
    if (std::isfinite(value) && std::isfinite(scaleLog2)) {
        const double x = trueValue(value, scaleLog2);
        if (x == std::round(x) && std::abs(x) < displayScientificFrom && (x != 0 || value == 0))
            return locale.toString(qlonglong(x));
    }
    return displayNumber(value, scaleLog2, decimals, locale);
}

} // namespace Ndcg
