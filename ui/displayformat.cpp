#include "displayformat.h"

#include <cmath>

namespace DisplayFormat {

QString gain(double value)
{
    if (std::abs(value) < 1e15 && value == std::round(value))
        return QString::number(value, 'f', 0);
    return QString::number(value, 'f', decimals);
}

QString fixed(double value)
{
    return QString::number(value, 'f', decimals);
}

QString fixed(std::optional<double> value)
{
    return value ? fixed(*value) : QStringLiteral("—");
}

QString grade(double value)
{
    return QString::number(value, 'g', 12);
}

} // namespace DisplayFormat
