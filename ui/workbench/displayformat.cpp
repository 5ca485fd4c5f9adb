#include "displayformat.h"

#include "charts/axisfit.h"
#include "numbertext.h"

#include <QCoreApplication>

#include <cmath>

namespace DisplayFormat {

QString gain(double value, double scaleLog2)
{
    return Ndcg::displayGain(value, scaleLog2, decimals);
}

QString fixed(double value, double scaleLog2)
{
    return Ndcg::displayNumber(value, scaleLog2, decimals);
}

QString gain(Ndcg::TrueSize value)
{
    return gain(value.value, value.scaleLog2);
}

QString fixed(Ndcg::TrueSize value)
{
    return fixed(value.value, value.scaleLog2);
}

QString fixed(std::optional<double> value)
{
    return value ? fixed(*value) : QStringLiteral("—");
}

QString grade(double value)
{
    return QString::number(value, 'g', 12);
}

QString withDecimals(double value, int decimals)
{
    return Ndcg::displayNumber(value, 0, decimals);
}

Ndcg::StepNumbers stepNumbers()
{
    return {[](double value, double scaleLog2, int decimals) {
                return Ndcg::displayNumber(value, scaleLog2, decimals);
            },
        [](double value, double scaleLog2, int decimals) {
            return Ndcg::displayGain(value, scaleLog2, decimals);
        }};
}

namespace {

// The decimals a tick step of 1, 2 or 5 × 10^n needs: 0.5 → 1, 0.05 → 2, 20 → 0.
int stepDecimals(double step)
{
    return std::max(0, int(-std::floor(std::log10(step) + 1e-9)));
}

QString signedText(double value, const QString &text, bool plusSign, const QLocale &locale)
{
    if (value > 0 && plusSign)
        return QLatin1Char('+') + text;
    if (value < 0)
        return locale.negativeSign() + text;
    return text;
}

} // namespace

AxisTicks axisTicks(
    double top, int intervals, bool symmetric, double scaleLog2, const QLocale &locale)
{
    AxisTicks t;
    if (!(top > 0) || !std::isfinite(top) || !std::isfinite(scaleLog2)) {
        top = 1.0; // no computation gives this; the axis stays drawable anyway
        scaleLog2 = 0;
    }
    intervals = std::max(1, intervals);
    const Ndcg::DecimalParts parts = Ndcg::decimalParts(top, scaleLog2);
    if (std::abs(parts.exponent) >= 1e15) {
        // Beyond any exponent a double names exactly: the top alone, as the card writes it.
        t.min = symmetric ? -top : 0.0;
        t.max = top;
        t.values = {t.min, t.max};
        if (symmetric) {
            t.values = {-top, 0.0, top};
            t.labels = {locale.negativeSign() + fixed(top, scaleLog2), QStringLiteral("0"),
                QLatin1Char('+') + fixed(top, scaleLog2)};
        } else {
            t.labels = {QStringLiteral("0"), fixed(top, scaleLog2)};
        }
        return t;
    }
    // A power of ten shared by all labels from 10^6 up and below 0.01 (the top is at least
    // 10^e there); otherwise the numbers themselves.
    const bool powered = parts.exponent >= 6 || parts.exponent <= -3;
    const double exponent = powered ? parts.exponent : 0.0;
    // The top in units of 10^exponent, the ticks' step in them, and one such unit in the
    // axis's own units (those of the values: 2^scaleLog2).
    const double shownTop = std::abs(parts.mantissa) * std::pow(10.0, parts.exponent - exponent);
    const double step = AxisFit::niceStep(shownTop, intervals);
    const double shownMax = std::ceil(shownTop / step - 1e-9) * step;
    const double unit = std::exp2(exponent * std::log2(10.0) - scaleLog2);
    const int steps = int(std::lround(shownMax / step));
    const int places = stepDecimals(step);
    for (int j = symmetric ? -steps : 0; j <= steps; ++j) {
        const double shown = j * step;
        t.values << (j == 0 ? 0.0 : shown * unit);
        if (j == 0) {
            t.labels << QStringLiteral("0");
            continue;
        }
        QString text = locale.toString(std::abs(shown), 'f', places);
        if (powered)
            text += Ndcg::powerOfTenText(exponent);
        t.labels << signedText(shown, text, symmetric, locale);
    }
    t.min = t.values.first();
    t.max = t.values.last();
    return t;
}

namespace {

// "1040" → "¹⁰⁴⁰"; text with other characters ("1e+308") as "^1e+308".
QString superscriptOrCaret(const QString &text)
{
    static const char16_t digits[] = u"⁰¹²³⁴⁵⁶⁷⁸⁹";
    QString out;
    for (const QChar c : text) {
        if (c.isDigit())
            out += QChar(digits[c.digitValue()]);
        else if (c == QLatin1Char('-'))
            out += QStringLiteral("⁻");
        else
            return QLatin1Char('^') + text;
    }
    return out;
}

} // namespace

QString warningSentence(const Ndcg::Warning &warning, Ndcg::Notation::Markup markup)
{
    using Ndcg::WarningKind;
    const bool overflow = warning.kind == WarningKind::ExponentialOverflow;
    if ((!overflow && warning.kind != WarningKind::LargeGains) || warning.arguments.size() != 2)
        return Ndcg::Notation::warningSentence(warning, markup);
    const QString scale = QStringLiteral("2") + superscriptOrCaret(warning.arguments[1]);
    QString text;
    if (overflow) {
        text = QCoreApplication::translate("DisplayFormat",
            "%1 overflows a double: gains, contributions, DCG and IDCG are computed in units of "
            "%2 and shown at their true size (NDCG is unaffected)")
                   .arg(QStringLiteral("2") + superscriptOrCaret(warning.arguments[0]), scale);
    } else {
        // The largest gain as the exports write it ("1.000e+308", "2^1000"), here as the window
        // does ("1.000×10³⁰⁸", "2¹⁰⁰⁰").
        const QString &written = warning.arguments[0];
        bool isNumber = false;
        const double largest = written.toDouble(&isNumber);
        const QString largestText = isNumber ? gain(largest)
            : written.startsWith(QLatin1String("2^"))
            ? QStringLiteral("2") + superscriptOrCaret(written.mid(2))
            : written;
        text = QCoreApplication::translate("DisplayFormat",
            "Gains up to %1 would overflow the sums: gains, contributions, DCG and IDCG are "
            "computed in units of %2 and shown at their true size (NDCG is unaffected)")
                   .arg(largestText, scale);
    }
    return Ndcg::Notation::escaped(text, markup);
}

} // namespace DisplayFormat
