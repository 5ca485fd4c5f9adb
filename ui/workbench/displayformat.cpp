#include "displayformat.h"

#include "numbertext.h"

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

} // namespace DisplayFormat
