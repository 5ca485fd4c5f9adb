#include "breakdown.h"

#include "numbertext.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numeric>
#include <vector>

namespace Ndcg {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("Ndcg", text, disambiguation, n);
}

// A warning from its text (marked for lupdate with QT_TRANSLATE_NOOP("Ndcg", …)) and the
// values of its %1, %2, …
Warning warning(WarningKind kind, const char *source, const QStringList &arguments)
{
    QString message = tr(source);
    for (const QString &argument : arguments)
        message = message.arg(argument);
    return {kind, message, source, arguments};
}

// Gains are computed in units of 2^s (Breakdown::gainScaleLog2) so that every gain, product and
// sum stays finite for any finite grade: s = 0 unless the largest gain would pass 2^960; then s
// is the whole number that brings it to at most 2^960, leaving 2^63 of headroom for the sums (a
// discount is at most log2 of the largest base, 1024 = 2^10, so 2^53 terms still fit).
// NDCG, a ratio of two sums in the same unit, is unaffected. Exponential gains are computed as
// 2^(g - s) - 2^-s, so that a grade of 3e9 or 1e308 never forms 2^g; s is a double because it
// can be as large as the grade.
constexpr double overflowGrade = 1024.0;
constexpr double scaledTopExponent = 960.0;

double rawGain(double grade, const Settings &s, double scaleLog2)
{
    if (grade < 0)
        return 0.0; // NegativeGrades::Zero; Reject never gets here
    switch (s.gain) {
    case Gain::Linear:
        return scaleLog2 == 0.0 ? grade : std::ldexp(grade, -int(scaleLog2));
    case Gain::Exponential:
        if (scaleLog2 == 0.0) {
            // 2^g - 1 for the usual small integer grades without calling exp2 (exact anyway).
            if (grade <= 52.0 && grade == std::floor(grade))
                return double((std::uint64_t(1) << std::uint64_t(grade)) - 1);
            return std::exp2(grade) - 1.0;
        }
        return std::exp2(grade - scaleLog2) - std::exp2(-scaleLog2);
    case Gain::Custom: {
        const auto it = s.gainMap.find(grade);
        const double gain = it == s.gainMap.end() ? grade : it->second;
        return scaleLog2 == 0.0 ? gain : std::ldexp(gain, -int(scaleLog2));
    }
    }
    return 0.0;
}

// s for the grades (see above): for exponential gain from the largest grade, for linear and
// custom gains from the largest |gain|, which is finite (linear and custom scales are at most
// 1024 - 960 = 64, so the int casts in rawGain are safe).
double gainScaleFor(const std::vector<double> &grades, const Settings &s, double maxGrade)
{
    if (s.gain == Gain::Exponential) {
        if (!(maxGrade > scaledTopExponent))
            return 0.0;
        // The smallest whole number a double holds that is at least gmax − 960. From 2^59 up
        // the doubles are more than 64 apart and gmax − 960 may round down by up to half their
        // spacing: 6e17 − 960 to 6e17 − 1024, 2^63 − 960 to 2^63 − 1024, and 2^(gmax − s) =
        // 2^1024 overflowed (every gain inf, NDCG nan). Then the next double up is taken: s =
        // 6e17 − 896, s = 2^63. gmax − s is exact (s >= gmax / 2 from gmax = 1920 up).
        double scale = std::ceil(maxGrade - scaledTopExponent);
        if (maxGrade - scale > scaledTopExponent)
            scale = std::nextafter(scale, std::numeric_limits<double>::infinity());
        return scale;
    }
    double largest = 0.0;
    for (double g : grades)
        largest = std::max(largest, std::abs(rawGain(g, s, 0.0)));
    if (largest <= std::ldexp(1.0, int(scaledTopExponent)))
        return 0.0;
    // largest = m · 2^e with 1 <= m < 2: scaled by 2^-(e - 959) it is m · 2^959 < 2^960.
    return double(std::ilogb(largest)) - (scaledTopExponent - 1.0);
}

// A true size with its value within 2^±512 (the excess moved into the scale, a whole number),
// so that sums of true sizes never overflow; an ordinary value keeps scale 0 (7 stays 7).
TrueSize normalized(TrueSize t)
{
    if (t.value == 0.0)
        return {};
    const int e = std::ilogb(t.value);
    if (e >= -512 && e <= 512)
        return t;
    return {std::ldexp(t.value, -e), t.scaleLog2 + e};
}

// a + b for normalized true sizes: in the unit of the one of larger magnitude, the other shifted
// into it (to nothing when it lies more than 2^1100 below: it does not change a double).
TrueSize plus(TrueSize a, TrueSize b)
{
    if (b.value == 0.0)
        return a;
    if (a.value == 0.0)
        return b;
    if (a.scaleLog2 + std::ilogb(a.value) < b.scaleLog2 + std::ilogb(b.value))
        std::swap(a, b);
    // Both normalized and b no larger: b's scale is at most 1024 above a's.
    const double shift = std::clamp(b.scaleLog2 - a.scaleLog2, -1100.0, 1100.0);
    return normalized({a.value + std::ldexp(b.value, int(shift)), a.scaleLog2});
}

TrueSize times(TrueSize t, double factor)
{
    return normalized({t.value * factor, t.scaleLog2});
}

// A grade as typed: the shortest text that reads back as the same double (1024.1, 3000000000).
QString shortest(double value)
{
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

// A grade for the scale warnings: a whole number in full up to 10^17 ("1000000", never
// "1e+06"), past that with the 17 digits that name the double; a fraction as typed (1024.1).
QString gradeText(double grade)
{
    return grade == std::floor(grade) ? exponentText(grade) : shortest(grade);
}

// Why the gains are scaled, for the warning: the largest gain as a formula or a number.
QString largestGainText(const std::vector<double> &grades, const Settings &s, double maxGrade)
{
    if (s.gain == Gain::Exponential)
        return QStringLiteral("2^") + exponentAfterCaret(gradeText(maxGrade));
    double largest = 0.0;
    for (double g : grades)
        largest = std::max(largest, std::abs(rawGain(g, s, 0.0)));
    return readableNumber(largest);
}

// Indices of `gains` (or of keys ordered as the gains) in order of gain descending, stable for
// equal gains. Grades are usually a handful of distinct values, so a counting pass is used when
// there are few; otherwise a stable sort.
std::vector<int> stableDescendingOrder(const std::vector<double> &gains)
{
    std::vector<int> order(gains.size());
    constexpr std::size_t maxBuckets = 32;
    std::vector<double> distinct; // in order of first appearance
    std::vector<unsigned char> bucketOf(gains.size());
    bool fewDistinct = true;
    for (std::size_t i = 0; i < gains.size() && fewDistinct; ++i) {
        const double g = gains[i];
        std::size_t b = 0;
        while (b < distinct.size() && distinct[b] != g)
            ++b;
        if (b == distinct.size()) {
            if (distinct.size() == maxBuckets) {
                fewDistinct = false;
                break;
            }
            distinct.push_back(g);
        }
        bucketOf[i] = static_cast<unsigned char>(b);
    }
    if (fewDistinct) {
        // Counting sort: buckets ranked by gain descending, items in source order within each.
        std::vector<std::size_t> rank(distinct.size());
        std::iota(rank.begin(), rank.end(), 0);
        std::sort(rank.begin(), rank.end(),
            [&distinct](std::size_t a, std::size_t b) { return distinct[a] > distinct[b]; });
        std::vector<std::size_t> count(distinct.size(), 0);
        for (unsigned char b : bucketOf)
            ++count[b];
        std::vector<std::size_t> start(distinct.size(), 0);
        std::size_t next = 0;
        for (std::size_t r : rank) {
            start[r] = next;
            next += count[r];
        }
        for (std::size_t i = 0; i < gains.size(); ++i)
            order[start[bucketOf[i]]++] = int(i);
        return order;
    }
    // Many distinct gains: sort (gain, index) pairs by gain descending, then index ascending —
    // a total order, so the result is the stable order, with contiguous keys for the cache.
    std::vector<std::pair<double, int>> keyed(gains.size());
    for (std::size_t i = 0; i < gains.size(); ++i)
        keyed[i] = {gains[i], int(i)};
    std::sort(keyed.begin(), keyed.end(), [](const auto &a, const auto &b) {
        return a.first > b.first || (a.first == b.first && a.second < b.second);
    });
    for (std::size_t i = 0; i < keyed.size(); ++i)
        order[i] = keyed[i].second;
    return order;
}

// The gains sorted descending (values only, no permutation): counted when there are few
// distinct values, sorted otherwise.
std::vector<double> sortedDescending(const std::vector<double> &gains)
{
    constexpr std::size_t maxBuckets = 32;
    std::vector<std::pair<double, std::size_t>> counts; // value, count
    for (double g : gains) {
        auto it = std::find_if(
            counts.begin(), counts.end(), [g](const auto &c) { return c.first == g; });
        if (it != counts.end()) {
            ++it->second;
        } else if (counts.size() < maxBuckets) {
            counts.push_back({g, 1});
        } else {
            std::vector<double> sorted = gains;
            std::sort(sorted.begin(), sorted.end(), std::greater<>());
            return sorted;
        }
    }
    std::sort(counts.begin(), counts.end(),
        [](const auto &a, const auto &b) { return a.first > b.first; });
    std::vector<double> sorted;
    sorted.reserve(gains.size());
    for (const auto &[value, count] : counts)
        sorted.insert(sorted.end(), count, value);
    return sorted;
}

double dcgOf(const std::vector<double> &gains, const std::vector<double> &discounts, int depth)
{
    double sum = 0.0;
    for (int i = 0; i < depth; ++i)
        sum += gains[std::size_t(i)] * discounts[std::size_t(i)];
    return sum;
}

} // namespace

std::optional<double> ndcgRatio(double dcg, double idcg, ZeroIdcg rule)
{
    if (idcg > 0.0)
        return dcg / idcg;
    switch (rule) {
    case ZeroIdcg::Zero:
        return 0.0;
    case ZeroIdcg::One:
        return 1.0;
    case ZeroIdcg::Undefined:
        return std::nullopt;
    }
    return std::nullopt;
}

bool Breakdown::hasWarning(WarningKind kind) const
{
    return std::any_of(
        warnings.begin(), warnings.end(), [kind](const Warning &w) { return w.kind == kind; });
}

QString Error::toString() const
{
    QString where;
    if (!file.isEmpty()) {
        where = file;
        if (line > 0)
            where += QLatin1Char(':') + QString::number(line);
        if (line > 0 && column > 0)
            where += QLatin1Char(':') + QString::number(column);
        where += QLatin1String(": ");
    }
    return where + message;
}

TrueSize trueGain(double grade, const Settings &settings)
{
    if (grade < 0)
        return {};
    if (settings.gain == Gain::Exponential && grade >= overflowGrade) {
        const double e = std::floor(grade);
        return normalized({std::exp2(grade - e) - std::exp2(-e), e});
    }
    return normalized({rawGain(grade, settings, 0.0), 0.0});
}

double termOf(const PositionRow &row, Term term)
{
    switch (term) {
    case Term::Gain:
        return row.gain;
    case Term::Contribution:
        return row.contribution;
    case Term::Dcg:
        return row.dcg;
    case Term::IdealGain:
        return row.idealGain;
    case Term::IdealContribution:
        return row.idealContribution;
    case Term::Idcg:
        return row.idcg;
    }
    return 0.0;
}

TrueSize termOf(const TrueSizeRow &row, Term term)
{
    switch (term) {
    case Term::Gain:
        return row.gain;
    case Term::Contribution:
        return row.contribution;
    case Term::Dcg:
        return row.dcg;
    case Term::IdealGain:
        return row.idealGain;
    case Term::IdealContribution:
        return row.idealContribution;
    case Term::Idcg:
        return row.idcg;
    }
    return {};
}

TrueSize Breakdown::trueSize(int row, Term term) const
{
    if (row < trueSizes.size())
        return termOf(trueSizes[row], term);
    return {termOf(rows[row], term), gainScaleLog2};
}

TrueSize Breakdown::dcgTrueSize() const
{
    const int depth = std::min<int>(k, int(rows.size()));
    return depth > 0 ? trueSize(depth - 1, Term::Dcg) : TrueSize {};
}

TrueSize Breakdown::idcgTrueSize() const
{
    const int depth = std::min<int>(k, int(rows.size()));
    return depth > 0 ? trueSize(depth - 1, Term::Idcg) : TrueSize {};
}

double gainOf(double grade, const Settings &settings)
{
    return rawGain(grade, settings, 0.0);
}

double gainOrderKey(double grade, const Settings &settings)
{
    if (settings.gain == Gain::Exponential)
        return grade < 0 ? 0.0 : grade; // 2^g - 1 rises with g; every negative grade gains 0
    return rawGain(grade, settings, 0.0); // finite: the grade or a mapped value
}

std::vector<int> idealOrder(std::span<const double> grades, const Settings &settings)
{
    // The ideal is sorted by gainOrderKey, not by the scaled gains: two grades far below the
    // largest can both scale to 0 and would otherwise keep their given order.
    std::vector<int> index;
    std::vector<double> keys;
    index.reserve(grades.size());
    keys.reserve(grades.size());
    for (std::size_t i = 0; i < grades.size(); ++i) {
        if (grades[i] < 0)
            continue;
        index.push_back(int(i));
        keys.push_back(gainOrderKey(grades[i], settings));
    }
    std::vector<int> order = stableDescendingOrder(keys);
    for (int &o : order)
        o = index[std::size_t(o)];
    return order;
}

double discountAt(int position, const Settings &s)
{
    const double i = position;
    switch (s.discount) {
    case Discount::Log:
        if (s.logBase == 2.0)
            return 1.0 / std::log2(i + 1.0);
        return std::log(s.logBase) / std::log(i + 1.0);
    case Discount::JK2002:
        if (i < s.logBase)
            return 1.0;
        if (s.logBase == 2.0)
            return 1.0 / std::log2(i);
        return std::log(s.logBase) / std::log(i);
    case Discount::None:
        return 1.0;
    }
    return 1.0;
}

Result<Breakdown> explain(const Ranking &ranking, const Settings &settings)
{
    if (const QString problem = validate(settings); !problem.isEmpty())
        return Error {problem};

    Breakdown b;
    b.settings = settings;
    b.n = int(ranking.items.size());
    b.poolSize = int(ranking.poolSize());
    const bool usePool = settings.idealSource == IdealSource::Pool;

    // Check grades; find the largest for the exponential scale and ERR's gmax.
    double maxGrade = -std::numeric_limits<double>::infinity();
    double maxSourceGrade = 0.0;
    int negatives = 0;
    // The pool's grades, contiguous: ranking items 0..n-1, then the unretrieved ones.
    std::vector<double> poolGrades;
    poolGrades.reserve(std::size_t(ranking.poolSize()));
    auto check = [&](const QList<Item> &items, bool inRanking) -> std::optional<Error> {
        for (qsizetype i = 0; i < items.size(); ++i) {
            const double g = items[i].grade;
            poolGrades.push_back(g);
            const auto where = [&] {
                return inRanking ? tr("position %1").arg(i + 1)
                                 : tr("unretrieved judged item %1").arg(i + 1);
            };
            if (!std::isfinite(g))
                return Error {tr("%1: the grade is not a finite number").arg(where())};
            if (g < 0) {
                if (settings.negativeGrades == NegativeGrades::Reject)
                    return Error {tr("%1: negative grade %2 rejected (negative grades: reject)")
                                      .arg(where())
                                      .arg(g)};
                ++negatives;
            }
            maxGrade = std::max(maxGrade, g);
            if (inRanking || usePool)
                maxSourceGrade = std::max(maxSourceGrade, g);
        }
        return std::nullopt;
    };
    if (auto e = check(ranking.items, true))
        return *e;
    if (auto e = check(ranking.unretrieved, false))
        return *e;

    b.gainScaleLog2 = gainScaleFor(poolGrades, settings, maxGrade);
    if (settings.gain == Gain::Exponential && maxGrade >= overflowGrade) {
        b.warnings.append(warning(WarningKind::ExponentialOverflow,
            QT_TRANSLATE_NOOP("Ndcg",
                "2^%1 overflows a double: gains, "
                "contributions, DCG and IDCG are "
                "shown in units of 2^%2 (NDCG is "
                "unaffected)"),
            {exponentAfterCaret(gradeText(maxGrade)), exponentAfterCaret(b.gainScaleLog2)}));
    } else {
        if (b.gainScaleLog2 != 0.0) {
            b.warnings.append(warning(WarningKind::LargeGains,
                QT_TRANSLATE_NOOP("Ndcg",
                    "gains up to %1 would overflow the sums: gains, "
                    "contributions, DCG and IDCG are shown in "
                    "units of 2^%2 (NDCG is unaffected)"),
                {largestGainText(poolGrades, settings, maxGrade),
                    exponentAfterCaret(b.gainScaleLog2)}));
        }
        if (settings.gain == Gain::Exponential && maxGrade > 53.0) {
            b.warnings.append(warning(WarningKind::ExponentialInexact,
                QT_TRANSLATE_NOOP("Ndcg", "grade %1: 2^g - 1 is not exact in a double past g = 53"),
                {QString::number(maxGrade)}));
        }
    }
    if (negatives > 0) {
        b.warnings.append(warning(WarningKind::NegativeGrades,
            QT_TRANSLATE_NOOP("Ndcg",
                "negative grades given gain 0 and "
                "left out of the ideal: %1"),
            {QString::number(negatives)}));
    }

    // Gains of the ranking and of the ideal source.
    const int n = b.n;
    std::vector<double> gains(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        gains[std::size_t(i)] = rawGain(poolGrades[std::size_t(i)], settings, b.gainScaleLog2);

    // The ideal source: ranking items (0..n-1), then unretrieved (n..), negatives left out.
    const qsizetype sourceCount = usePool ? ranking.poolSize() : ranking.size();
    auto gradeAt = [&poolGrades](qsizetype i) { return poolGrades[std::size_t(i)]; };
    const std::vector<int> order
        = idealOrder(std::span(poolGrades.data(), std::size_t(sourceCount)), settings);
    b.idealSize = int(order.size());
    b.ideal.reserve(b.idealSize);
    b.idealPositionOf = QList<int>(n, 0);
    std::vector<double> idealGains(order.size());
    for (std::size_t p = 0; p < order.size(); ++p) {
        const int src = order[p];
        idealGains[p]
            = src < n ? gains[std::size_t(src)] : rawGain(gradeAt(src), settings, b.gainScaleLog2);
        b.ideal.append({src, gradeAt(src)});
        if (src < n)
            b.idealPositionOf[src] = int(p) + 1;
    }

    b.k = settings.isAll() ? std::max(n, b.poolSize) : settings.cutoff;
    if (!settings.isAll() && b.k > n) {
        b.warnings.append(warning(WarningKind::CutoffBeyondList,
            QT_TRANSLATE_NOOP("Ndcg",
                "k = %1 is beyond the ranking's %2 "
                "items: the ranking's sum stops at "
                "n = %2, the ideal fills k positions"),
            {QString::number(b.k), QString::number(n)}));
    }

    // Per position: discount once, shared by the actual and the ideal term.
    const int rowCount = std::max(n, b.idealSize);
    std::vector<double> discounts(static_cast<std::size_t>(rowCount));
    for (int i = 0; i < rowCount; ++i)
        discounts[std::size_t(i)] = discountAt(i + 1, settings);

    b.rows.reserve(rowCount);
    double dcg = 0.0;
    double idcg = 0.0;
    for (int i = 0; i < rowCount; ++i) {
        PositionRow row;
        row.position = i + 1;
        row.discount = discounts[std::size_t(i)];
        if (i < n) {
            row.retrieved = true;
            row.grade = poolGrades[std::size_t(i)];
            row.gain = gains[std::size_t(i)];
            row.contribution = row.gain * row.discount;
            dcg += row.contribution;
        }
        row.dcg = dcg;
        if (i < b.idealSize) {
            row.hasIdeal = true;
            row.idealGrade = b.ideal[i].grade;
            row.idealGain = idealGains[std::size_t(i)];
            row.idealContribution = row.idealGain * row.discount;
            idcg += row.idealContribution;
        }
        row.idcg = idcg;
        row.ndcg = ndcgRatio(dcg, idcg, settings.zeroIdcg);
        b.rows.append(row);
    }
    const PositionRow *rows = b.rows.constData();

    // Scaled gains: each term again at its own true size (Breakdown::trueSizes), summed as such.
    if (b.gainScaleLog2 != 0.0) {
        b.trueSizes.reserve(rowCount);
        TrueSize dcgTrue;
        TrueSize idcgTrue;
        for (int i = 0; i < rowCount; ++i) {
            const PositionRow &row = rows[i];
            TrueSizeRow t;
            if (row.retrieved) {
                t.gain = trueGain(row.grade, settings);
                t.contribution = times(t.gain, row.discount);
                dcgTrue = plus(dcgTrue, t.contribution);
            }
            t.dcg = dcgTrue;
            if (row.hasIdeal) {
                t.idealGain = trueGain(row.idealGrade, settings);
                t.idealContribution = times(t.idealGain, row.discount);
                idcgTrue = plus(idcgTrue, t.idealContribution);
            }
            t.idcg = idcgTrue;
            b.trueSizes.append(t);
        }
    }

    const int depth = std::min(b.k, rowCount);
    const int listDepth = std::min(b.k, n);
    if (depth > 0) {
        b.dcg = rows[depth - 1].dcg;
        b.idcg = rows[depth - 1].idcg;
    }
    b.cg = std::accumulate(gains.begin(), gains.begin() + listDepth, 0.0);
    b.ndcg = ndcgRatio(b.dcg, b.idcg, settings.zeroIdcg);
    if (b.idcg == 0.0) {
        if (settings.zeroIdcg == ZeroIdcg::Undefined)
            b.warnings.append(warning(WarningKind::ZeroIdcg,
                QT_TRANSLATE_NOOP("Ndcg",
                    "IDCG@%1 = 0 (no item with a "
                    "positive gain): NDCG is undefined "
                    "by the zero-IDCG rule"),
                {QString::number(b.k)}));
        else
            b.warnings.append(warning(WarningKind::ZeroIdcg,
                QT_TRANSLATE_NOOP("Ndcg",
                    "IDCG@%1 = 0 (no item with a "
                    "positive gain): NDCG is %2 by "
                    "the zero-IDCG rule"),
                {QString::number(b.k), QString::number(settings.zeroIdcg == ZeroIdcg::One)}));
    }

    // Worst, best and random-expected orderings of the ranking's own items.
    {
        std::vector<double> sorted = sortedDescending(gains);
        const double best = dcgOf(sorted, discounts, listDepth);
        std::reverse(sorted.begin(), sorted.end());
        const double worst = dcgOf(sorted, discounts, listDepth);
        const double mean = n > 0 ? std::accumulate(gains.begin(), gains.end(), 0.0) / n : 0.0;
        const double discountSum
            = std::accumulate(discounts.begin(), discounts.begin() + listDepth, 0.0);
        b.bestNdcg = ndcgRatio(best, b.idcg, settings.zeroIdcg);
        b.worstNdcg = ndcgRatio(worst, b.idcg, settings.zeroIdcg);
        b.randomNdcg = ndcgRatio(mean * discountSum, b.idcg, settings.zeroIdcg);
    }

    // Companion metrics at the same k.
    Metrics &m = b.metrics;
    const double t = settings.relevantFrom;
    auto relevant = [t](double g) { return g >= 0 && g >= t; };
    for (qsizetype i = 0; i < sourceCount; ++i)
        m.relevantTotal += relevant(gradeAt(i)) ? 1 : 0;
    m.errMaxGrade = settings.maxGrade ? *settings.maxGrade : std::max(1.0, maxSourceGrade);
    const double p = settings.rbpPersistence;
    double notYetSatisfied = 1.0; // Π_{j<i} (1 - R(g_j))
    double persistence = 1.0; // p^(i-1)
    double rbpSum = 0.0;
    double apSum = 0.0;
    bool clampedErr = false;
    for (int i = 0; i < listDepth; ++i) {
        const double g = poolGrades[std::size_t(i)];
        if (relevant(g)) {
            ++m.relevantRetrieved;
            if (m.reciprocalRank == 0.0)
                m.reciprocalRank = 1.0 / (i + 1);
            apSum += double(m.relevantRetrieved) / (i + 1);
            rbpSum += persistence;
        }
        double r = 0.0;
        if (g > 0) {
            if (g > m.errMaxGrade) {
                clampedErr = true;
                r = 1.0 - std::exp2(-m.errMaxGrade); // R(gmax)
            } else {
                r = std::exp2(g - m.errMaxGrade) - std::exp2(-m.errMaxGrade);
            }
        }
        m.err += notYetSatisfied * r / (i + 1);
        notYetSatisfied *= 1.0 - r;
        persistence *= p;
    }
    if (clampedErr) {
        b.warnings.append(warning(WarningKind::GradeAboveMaxGrade,
            QT_TRANSLATE_NOOP("Ndcg", "ERR: grades above the top grade %1 were counted as %1"),
            {QString::number(m.errMaxGrade)}));
    }
    const int precisionDivisor = settings.isAll() ? n : b.k;
    m.precision = precisionDivisor > 0 ? double(m.relevantRetrieved) / precisionDivisor : 0.0;
    m.recall = m.relevantTotal > 0 ? double(m.relevantRetrieved) / m.relevantTotal : 0.0;
    m.averagePrecision = m.relevantTotal > 0 ? apSum / m.relevantTotal : 0.0;
    m.rbp = (1.0 - p) * rbpSum;
    return b;
}

} // namespace Ndcg
