#include "settings.h"

#include "nametable.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <cmath>

namespace Ndcg {

namespace {
using NameTable::fromName;
using NameTable::toName;

const std::pair<Gain, const char *> gains[]
    = {{Gain::Linear, "linear"}, {Gain::Exponential, "exponential"}, {Gain::Custom, "custom"}};
const std::pair<NegativeGrades, const char *> negatives[]
    = {{NegativeGrades::Zero, "zero"}, {NegativeGrades::Reject, "reject"}};
const std::pair<Discount, const char *> discounts[]
    = {{Discount::Log, "log"}, {Discount::JK2002, "jk2002"}, {Discount::None, "none"}};
const std::pair<IdealSource, const char *> ideals[]
    = {{IdealSource::Pool, "pool"}, {IdealSource::List, "list"}};
const std::pair<ZeroIdcg, const char *> zeroRules[]
    = {{ZeroIdcg::Zero, "zero"}, {ZeroIdcg::One, "one"}, {ZeroIdcg::Undefined, "undefined"}};
} // namespace

QString gainName(Gain gain)
{
    return toName(gain, gains);
}
QString negativeGradesName(NegativeGrades policy)
{
    return toName(policy, negatives);
}
QString discountName(Discount discount)
{
    return toName(discount, discounts);
}
QString idealSourceName(IdealSource source)
{
    return toName(source, ideals);
}
QString zeroIdcgName(ZeroIdcg rule)
{
    return toName(rule, zeroRules);
}
std::optional<Gain> gainFromName(const QString &name)
{
    return fromName(name, gains);
}
std::optional<NegativeGrades> negativeGradesFromName(const QString &name)
{
    return fromName(name, negatives);
}
std::optional<Discount> discountFromName(const QString &name)
{
    return fromName(name, discounts);
}
std::optional<IdealSource> idealSourceFromName(const QString &name)
{
    return fromName(name, ideals);
}
std::optional<ZeroIdcg> zeroIdcgFromName(const QString &name)
{
    return fromName(name, zeroRules);
}

std::optional<std::map<double, double>> parseGainMap(const QString &text)
{
    std::map<double, double> map;
    const QStringList entries = text.split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (entries.isEmpty())
        return std::nullopt;
    for (const QString &entry : entries) {
        const QStringList parts = entry.split(QLatin1Char('='));
        if (parts.size() != 2)
            return std::nullopt;
        bool okGrade = false;
        bool okGain = false;
        const double grade = parts[0].trimmed().toDouble(&okGrade);
        const double gain = parts[1].trimmed().toDouble(&okGain);
        if (!okGrade || !okGain || !std::isfinite(grade) || !std::isfinite(gain))
            return std::nullopt;
        map[grade] = gain;
    }
    return map;
}

QString gainMapText(const std::map<double, double> &map)
{
    QStringList parts;
    for (const auto &[grade, gain] : map)
        // The shortest text that reads back as the same double: 1.7e+308, not 1.6999…e+308.
        parts << QString::number(grade, 'g', QLocale::FloatingPointShortest) + QLatin1Char('=')
                + QString::number(gain, 'g', QLocale::FloatingPointShortest);
    return parts.join(QLatin1Char(','));
}

QString validate(const Settings &s)
{
    auto tr = [](const char *text) { return QCoreApplication::translate("Ndcg", text); };
    if (s.gain == Gain::Custom) {
        if (s.gainMap.empty())
            return tr("the custom gain map is empty");
        for (const auto &[grade, gain] : s.gainMap) {
            if (gain < 0)
                return tr("the custom gain map gives grade %1 the negative gain %2")
                    .arg(grade)
                    .arg(gain);
        }
    }
    if (s.discount != Discount::None && !(s.logBase > 1.0 && std::isfinite(s.logBase)))
        return tr("the log base must be a number greater than 1, not %1").arg(s.logBase);
    if (s.cutoff < 0)
        return tr("the cutoff k must be at least 1 (or all), not %1").arg(s.cutoff);
    if (!std::isfinite(s.relevantFrom))
        return tr("the relevance threshold must be a finite number");
    if (s.maxGrade && !(std::isfinite(*s.maxGrade) && *s.maxGrade > 0))
        return tr("ERR's top grade must be a number greater than 0, not %1").arg(*s.maxGrade);
    if (!(s.rbpPersistence > 0.0 && s.rbpPersistence < 1.0))
        return tr("RBP's persistence p must lie strictly between 0 and 1, not %1")
            .arg(s.rbpPersistence);
    return {};
}

} // namespace Ndcg
