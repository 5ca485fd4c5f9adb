#include "numbertext.h"

#include <cmath>

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

} // namespace Ndcg
