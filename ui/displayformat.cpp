#include "displayformat.h"

#include "numbertext.h"

#include <cmath>

namespace DisplayFormat {

QString gain(double value)
{
    return Ndcg::readableGain(value, decimals);
}

QString fixed(double value)
{
    return Ndcg::readableNumber(value, decimals);
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
