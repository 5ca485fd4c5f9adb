#include "claimfinder.h"

#include "nametable.h"
#include "notation.h"

#include <QCoreApplication>
#include <QStringList>

#include <cmath>

namespace Ndcg {

namespace {
// Context "Ndcg": the context lupdate gives tr() calls in namespace Ndcg.
QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("Ndcg", text, disambiguation, n);
}

// Values this close are the same exact value computed along two routes.
bool identical(double a, double b)
{
    return std::abs(a - b) <= 1e-12 * std::max(1.0, std::abs(a));
}

struct DiscountChoice
{
    Discount discount;
    double base;
};

enum class RuleTag { None, Zero, One }; // None: IDCG > 0, the rule plays no part

QString describe(const ClaimMatch &m, ClaimQuantity quantity)
{
    QStringList parts;
    if (m.fromZeroIdcgRule) {
        parts << tr("any gain and discount")
              << (m.idealEither ? tr("ideal from the list or the pool (the same here)")
                         : m.settings.idealSource == IdealSource::Pool
                         ? tr("ideal from the judged pool")
                         : tr("ideal from the list"))
              << (m.kFrom == m.kTo ? tr("k = %1").arg(m.kFrom)
                                   : tr("k = %1–%2").arg(m.kFrom).arg(m.kTo))
              << tr("IDCG = 0, scored %1 by the zero-IDCG rule")
                     .arg(m.settings.zeroIdcg == ZeroIdcg::One ? 1 : 0);
        return parts.join(QLatin1String(", "));
    }
    if (m.gainEither)
        parts << tr("gain linear or exponential (the same for grades 0 and 1)");
    else
        parts << (m.settings.gain == Gain::Linear ? tr("linear gain g")
                                                  : tr("exponential gain 2^g − 1"));
    switch (m.settings.discount) {
    case Discount::Log:
        parts << (m.anyLogBase
                ? tr("discount 1/log_b(i+1), any base b (it cancels in NDCG)")
                : tr("discount 1/log_%1(i+1)").arg(Notation::baseText(m.settings.logBase)));
        break;
    case Discount::JK2002:
        parts << tr("Järvelin–Kekäläinen 2002 discount with b = %1")
                     .arg(Notation::baseText(m.settings.logBase));
        break;
    case Discount::None:
        parts << tr("no discount (cumulative gain)");
        break;
    }
    if (quantity != ClaimQuantity::Dcg) {
        if (m.idealEither)
            parts << tr("ideal from the list or the pool (the same here)");
        else
            parts << (m.settings.idealSource == IdealSource::Pool ? tr("ideal from the judged pool")
                                                                  : tr("ideal from the list"));
    }
    QString k;
    if (m.kFrom == m.kTo)
        k = m.kReachesAll ? tr("k = %1 (all)").arg(m.kFrom) : tr("k = %1").arg(m.kFrom);
    else
        k = m.kReachesAll ? tr("k = %1–%2 (all)").arg(m.kFrom).arg(m.kTo)
                          : tr("k = %1–%2").arg(m.kFrom).arg(m.kTo);
    parts << k;
    if (m.fromZeroIdcgRule)
        parts << tr("IDCG = 0, scored %1 by the zero-IDCG rule")
                     .arg(m.settings.zeroIdcg == ZeroIdcg::One ? 1 : 0);
    return parts.join(QLatin1String(", "));
}

const std::pair<ClaimQuantity, const char *> claimQuantities[]
    = {{ClaimQuantity::Ndcg, "ndcg"}, {ClaimQuantity::Dcg, "dcg"}, {ClaimQuantity::Idcg, "idcg"}};
} // namespace

QString claimQuantityName(ClaimQuantity quantity)
{
    return NameTable::toName(quantity, claimQuantities);
}

std::optional<ClaimQuantity> claimQuantityFromName(const QString &name)
{
    return NameTable::fromName(name, claimQuantities);
}

Result<Claim> parseClaim(const QString &text, ClaimQuantity quantity)
{
    QString t = text.trimmed();
    bool percent = false;
    if (t.endsWith(QLatin1Char('%'))) {
        percent = true;
        t.chop(1);
        t = t.trimmed();
    }
    bool ok = false;
    const double v = t.toDouble(&ok);
    const bool plain = !t.isEmpty() && !t.contains(QLatin1Char('e'), Qt::CaseInsensitive);
    if (!ok || !plain || !std::isfinite(v))
        return Error {tr("'%1' is not a plain decimal figure such as 0.861 or 86.1%").arg(text)};
    const qsizetype point = t.indexOf(QLatin1Char('.'));
    int decimals = point < 0 ? 0 : int(t.size() - point - 1);
    Claim c;
    c.quantity = quantity;
    c.value = v;
    if (percent) {
        c.value = v / 100.0;
        decimals += 2;
    }
    c.decimals = decimals;
    c.tolerance = 0.5 * std::pow(10.0, -decimals); // rounded to nearest at that many decimals
    return c;
}

Result<Claim> claimWithTolerance(double value, double tolerance, ClaimQuantity quantity)
{
    if (!std::isfinite(value) || !std::isfinite(tolerance) || tolerance < 0)
        return Error {tr("the figure and its tolerance must be finite, the tolerance >= 0")};
    Claim c;
    c.value = value;
    c.tolerance = tolerance;
    c.decimals = -1;
    c.quantity = quantity;
    return c;
}

Result<ClaimSearch> findConventions(const Ranking &ranking, const Claim &claim)
{
    if (ranking.isEmpty())
        return Error {tr("the ranking is empty: there is nothing to reproduce the figure from")};
    ClaimSearch search;
    search.claim = claim;
    const ClaimQuantity q = claim.quantity;

    // Structural equivalences (see the header).
    bool binary = true; // every grade is <= 0, or exactly 1
    bool poolAddsNothing = true; // no unretrieved item has a positive grade
    for (const Item &item : ranking.items)
        binary = binary && (item.grade <= 0.0 || item.grade == 1.0);
    for (const Item &item : ranking.unretrieved) {
        binary = binary && (item.grade <= 0.0 || item.grade == 1.0);
        poolAddsNothing = poolAddsNothing && item.grade <= 0.0;
    }
    const bool idealEither = q == ClaimQuantity::Dcg || poolAddsNothing;

    QList<Gain> gains {Gain::Linear};
    if (!binary)
        gains << Gain::Exponential;
    QList<DiscountChoice> discounts {{Discount::Log, 2.0}};
    if (q != ClaimQuantity::Ndcg)
        discounts << DiscountChoice {Discount::Log, M_E} << DiscountChoice {Discount::Log, 10.0};
    discounts << DiscountChoice {Discount::JK2002, 2.0} << DiscountChoice {Discount::JK2002, 3.0}
              << DiscountChoice {Discount::None, 1.0};
    QList<IdealSource> ideals {IdealSource::Pool};
    if (!idealEither)
        ideals << IdealSource::List;

    const int kAll = int(std::max(ranking.size(), ranking.poolSize()));
    double nearestDistance = std::numeric_limits<double>::infinity();

    for (Gain gain : gains) {
        for (const DiscountChoice &d : discounts) {
            for (IdealSource ideal : ideals) {
                Settings s;
                s.gain = gain;
                s.discount = d.discount;
                s.logBase = d.discount == Discount::None ? 2.0 : d.base;
                s.idealSource = ideal;
                s.cutoff = 0;
                s.negativeGrades = NegativeGrades::Zero;
                const auto b = explain(ranking, s);
                if (!b)
                    return b.error();
                // Past g = 1024 exponential DCG and IDCG overflow a double (explain() shows them
                // in units of 2^s): no quoted DCG or IDCG can be such a value.
                if (b->gainScaleLog2 != 0 && q != ClaimQuantity::Ndcg)
                    continue;
                const auto &rows = b->rows;
                auto at = [&](int k) -> const PositionRow & {
                    return rows[std::min(k, int(rows.size())) - 1];
                };
                for (RuleTag tag : {RuleTag::None, RuleTag::Zero, RuleTag::One}) {
                    if (tag != RuleTag::None && q != ClaimQuantity::Ndcg)
                        continue;
                    // IDCG@k = 0 does not depend on gain or discount: report it once.
                    if (tag != RuleTag::None
                        && (gain != gains.first() || d.discount != discounts.first().discount))
                        continue;
                    ClaimMatch run; // the open range of matching k, when open
                    bool open = false;
                    auto close = [&] {
                        if (open) {
                            run.kReachesAll = run.kTo == kAll;
                            if (run.kReachesAll && run.kFrom == run.kTo)
                                run.settings.cutoff = 0;
                            run.description = describe(run, q);
                            search.matches.append(run);
                            open = false;
                        }
                    };
                    for (int k = 1; k <= kAll; ++k) {
                        const PositionRow &row = at(k);
                        std::optional<double> value;
                        switch (q) {
                        case ClaimQuantity::Dcg:
                            value = row.dcg;
                            break;
                        case ClaimQuantity::Idcg:
                            value = row.idcg;
                            break;
                        case ClaimQuantity::Ndcg:
                            if (tag == RuleTag::None && row.idcg > 0.0)
                                value = row.dcg / row.idcg;
                            else if (tag == RuleTag::Zero && row.idcg == 0.0)
                                value = 0.0;
                            else if (tag == RuleTag::One && row.idcg == 0.0)
                                value = 1.0;
                            break;
                        }
                        if (!value) {
                            close();
                            continue;
                        }
                        ++search.conventionsTried;
                        ClaimMatch m;
                        m.settings = s;
                        m.settings.cutoff = k;
                        m.settings.zeroIdcg = tag == RuleTag::One ? ZeroIdcg::One : ZeroIdcg::Zero;
                        m.kFrom = m.kTo = k;
                        m.anyLogBase = q == ClaimQuantity::Ndcg && d.discount == Discount::Log;
                        m.gainEither = binary;
                        m.idealEither = idealEither;
                        m.fromZeroIdcgRule = tag != RuleTag::None;
                        m.value = *value;
                        const double distance = std::abs(*value - claim.value);
                        if (distance < nearestDistance) {
                            nearestDistance = distance;
                            m.kReachesAll = k == kAll;
                            m.description = describe(m, q);
                            search.nearest = m;
                        }
                        // 1e-12 absorbs the decimal figure's own binary rounding.
                        if (distance > claim.tolerance + 1e-12) {
                            close();
                            continue;
                        }
                        if (open && identical(run.value, *value)) {
                            run.kTo = k;
                            continue;
                        }
                        close();
                        run = m;
                        open = true;
                    }
                    close();
                }
            }
        }
    }

    const QString figure = claim.decimals >= 0
        ? QString::number(claim.value, 'f', claim.decimals)
        : tr("%1 ± %2").arg(claim.value).arg(claim.tolerance);
    if (search.matches.isEmpty()) {
        search.summary = tr("no convention gives %1 = %2 (%3 tried); the nearest is %4")
                             .arg(claimQuantityName(q).toUpper(), figure)
                             .arg(search.conventionsTried)
                             .arg(search.nearest ? QString::number(search.nearest->value, 'g', 10)
                                                 : tr("none"));
    } else {
        search.summary
            = tr("%n convention(s) (gives|give) %1 = %2", nullptr, int(search.matches.size()))
                  .arg(claimQuantityName(q).toUpper(), figure);
    }
    return search;
}

} // namespace Ndcg
