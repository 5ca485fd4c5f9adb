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

namespace {

bool isE(double value)
{
    return std::abs(value - M_E) < 1e-12;
}

} // namespace

QString logHtml(double value, const QString &argument)
{
    if (value == 2.0)
        return QStringLiteral("log₂") + argument;
    if (isE(value))
        return QStringLiteral("ln ") + argument;
    return QStringLiteral("log<sub>%1</sub>").arg(grade(value)) + argument;
}

QString base(double value)
{
    return isE(value) ? QStringLiteral("e") : grade(value);
}

} // namespace DisplayFormat
