#include "conventions.h"

#include "notation.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <vector>

namespace Ndcg {

namespace {
// Context "Ndcg": the context lupdate gives tr() calls in namespace Ndcg.
QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("Ndcg", text, disambiguation, n);
}

Settings base(Gain gain, IdealSource ideal, ZeroIdcg zero, int cutoff)
{
    Settings s;
    s.gain = gain;
    s.discount = Discount::Log;
    s.logBase = 2.0;
    s.idealSource = ideal;
    s.zeroIdcg = zero;
    s.cutoff = cutoff;
    s.negativeGrades = NegativeGrades::Zero;
    return s;
}

bool isInteger(double g)
{
    return std::isfinite(g) && std::floor(g) == g;
}

// C's atol() of a grade written out in full: the integer part, toward 0; beyond 64 bits the
// nearest 64-bit integer (glibc's strtol saturates). (A grade typed as 1e3 is the number 1000
// here; in a qrels file atol would read "1e3" as 1.)
double atolOf(double g)
{
    constexpr double limit = 9223372036854775808.0; // 2^63
    if (g >= limit)
        return 9223372036854775807.0; // INT64_MAX as a double: 2^63
    if (g <= -limit)
        return -limit;
    return std::trunc(g);
}

// Java's (int) of a float (JLS 5.1.3): toward 0, NaN is 0, out of range the nearest int.
qint32 javaIntOf(float f)
{
    if (std::isnan(f))
        return 0;
    if (f >= 2147483648.0f)
        return INT32_MAX;
    if (f <= -2147483648.0f)
        return INT32_MIN;
    return qint32(f);
}

// RankLib's DCGScorer.gain(): (1 << rel) − 1 in Java int. Java masks the shift count to its low
// 5 bits and wraps on overflow, so (1 << 31) − 1 = −2147483648 − 1 = 2147483647,
// (1 << 32) − 1 = (1 << 0) − 1 = 0 and (1 << 33) − 1 = 1. Done in uint32 (no UB): the bits are
// the same, read back as two's complement.
double rankLibGain(qint32 rel)
{
    const quint32 shifted = quint32(1) << (quint32(rel) & 31U);
    return double(qint32(shifted - 1U));
}

// The largest label whose gain table RankLib can build: DCGScorer.gain() grows the table in
// steps of 10 from 6 entries (sizes 16, 26, …) until it exceeds the label, and HotSpot's arrays
// hold at most 2^31 − 3 elements; from 2147483636 on the table would need 2147483646 entries
// (or, past 2147483645, the loop never ends).
constexpr qint32 rankLibMaxLabel = 2147483635;

// Applies the grade rule; an error message when the library refuses the grades.
std::optional<QString> applyGradeRule(const Convention &c, Ranking &r)
{
    const bool poolMatters = c.settings.idealSource == IdealSource::Pool;
    auto each = [&](auto &&f) -> std::optional<QString> {
        for (qsizetype i = 0; i < r.items.size(); ++i) {
            if (auto e = f(r.items[i], tr("position %1").arg(i + 1)))
                return e;
        }
        if (!poolMatters)
            return std::nullopt;
        for (qsizetype i = 0; i < r.unretrieved.size(); ++i) {
            if (auto e = f(r.unretrieved[i], tr("unretrieved judged item %1").arg(i + 1)))
                return e;
        }
        return std::nullopt;
    };
    switch (c.grades) {
    case GradeRule::AsIs:
        return std::nullopt;
    case GradeRule::TrecEvalAtol: {
        bool anyJudgmentAtLeastZero = false;
        each([&](Item &item, const QString &) -> std::optional<QString> {
            item.grade = atolOf(item.grade);
            anyJudgmentAtLeastZero = anyJudgmentAtLeastZero || item.grade >= 0;
            return std::nullopt;
        });
        // form_res_rels.c sizes its table of grade counts by the highest grade + 1: with none
        // >= 0 the first such query gets no table and trec_eval stops (exit status 4).
        if (!anyJudgmentAtLeastZero) {
            return tr("trec_eval cannot compute a query whose judgments are all negative: it "
                      "stops with \"Can't calculate measure '%1'\" (exit status 4)")
                .arg(c.measure.section(QLatin1Char('.'), 0, 0));
        }
        return std::nullopt;
    }
    case GradeRule::RanxQrels:
        return each([&c](Item &item, const QString &where) -> std::optional<QString> {
            // Qrels(...) stores np.array(scores, dtype=int): toward 0, within int64.
            if (!(std::abs(item.grade) < 9223372036854775808.0)) {
                return tr("%1 refuses grade %2 (%3): its Qrels store grades as 64-bit integers")
                    .arg(c.library)
                    .arg(item.grade)
                    .arg(where);
            }
            item.grade = std::trunc(item.grade);
            if (item.grade < 1.0) // clean_qrels: only grades >= rel_lvl = 1
                item.grade = 0.0;
            return std::nullopt;
        });
    case GradeRule::IntegerLabels:
        return each([&c](Item &item, const QString &where) -> std::optional<QString> {
            if (!isInteger(item.grade) || item.grade < 0 || item.grade > c.maxLabel) {
                return tr("%1 refuses grade %2 (%3): labels must be integers 0..%4")
                    .arg(c.library)
                    .arg(item.grade)
                    .arg(where)
                    .arg(c.maxLabel);
            }
            return std::nullopt;
        });
    case GradeRule::RankLibLabels:
        return each([&c](Item &item, const QString &where) -> std::optional<QString> {
            // DataPoint.parse: label = Float.parseFloat(...); label < 0 is an error.
            const float label = float(item.grade);
            if (label < 0) {
                return tr("%1 refuses grade %2 (%3): relevance labels cannot be negative")
                    .arg(c.library)
                    .arg(item.grade)
                    .arg(where);
            }
            const qint32 rel = javaIntOf(label); // MetricScorer: (int) getLabel()
            if (rel > rankLibMaxLabel) {
                return tr("%1 cannot score grade %2 (%3): its table of gains cannot grow to "
                          "that label")
                    .arg(c.library)
                    .arg(item.grade)
                    .arg(where);
            }
            item.grade = double(rel);
            return std::nullopt;
        });
    case GradeRule::NegativeIsPadding: {
        QList<Item> kept;
        for (const Item &item : r.items) {
            if (item.grade >= 0)
                kept.append(item);
        }
        r.items = kept;
        return std::nullopt;
    }
    }
    return std::nullopt;
}

bool truncatesGrades(GradeRule rule)
{
    return rule == GradeRule::TrecEvalAtol || rule == GradeRule::RanxQrels
        || rule == GradeRule::RankLibLabels;
}

// RankLib's NDCGScorer.score() on labels already read as int (r.items[i].grade), in the order
// given by `permutation`: DCG@size with gain() and discount(i) = 1 / logBase2(i + 2),
// logBase2(x) = Math.log(x) / Math.log(2); the ideal sorts the labels (not the gains)
// descending (getIdealDCG, Sorter.sort(rel, false)); ideal <= 0 gives 0. NDCG can exceed 1
// when a label of 32 or more wraps to a smaller gain than a lower label's.
void scoreAsRankLib(const Ranking &r, const QList<int> &permutation, int cutoff, ConventionRow &row)
{
    const int n = int(r.items.size());
    const int size = cutoff > 0 && cutoff <= n ? cutoff : n;
    std::vector<qint32> rel;
    for (int index : permutation)
        rel.push_back(qint32(r.items[index].grade));
    const auto discount = [](int i) { return 1.0 / (std::log(double(i + 2)) / std::log(2.0)); };
    double dcg = 0.0;
    for (int i = 0; i < size; ++i)
        dcg += rankLibGain(rel[std::size_t(i)]) * discount(i);
    std::vector<qint32> sorted = rel;
    std::sort(sorted.begin(), sorted.end(), std::greater<>());
    double ideal = 0.0;
    for (int i = 0; i < size; ++i)
        ideal += rankLibGain(sorted[std::size_t(i)]) * discount(i);
    row.dcg = dcg;
    row.idcg = ideal;
    row.gainScaleLog2 = 0.0; // Java ints: the gains wrap, they never grow past 2^31
    row.ndcg = ideal <= 0.0 ? 0.0 : dcg / ideal;
}

bool sameValue(const ConventionRow &a, const ConventionRow &b)
{
    if (a.ndcg.has_value() != b.ndcg.has_value())
        return false;
    if (!a.ndcg)
        return a.computed == b.computed;
    return std::abs(*a.ndcg - *b.ndcg) <= 1e-12;
}

// Why `row` differs from `above`: the differences in conventions that can matter here.
QString reasonFor(
    const ConventionRow &row, const ConventionRow &above, bool hasTies, const Ranking &ranking)
{
    if (!row.computed)
        return row.note;
    const Convention &c = row.convention;
    const Convention &p = above.convention;
    const Settings &s = c.settings;
    const Settings &q = p.settings;
    QStringList changes;
    if (s.gain != q.gain)
        changes << tr("gain %1 instead of %2").arg(describeGain(s.gain), describeGain(q.gain));
    if (s.discount != q.discount || s.logBase != q.logBase)
        changes << tr("discount %1 instead of %2").arg(describeDiscount(s), describeDiscount(q));
    if (s.cutoff != q.cutoff)
        changes << tr("%1 instead of %2").arg(describeCutoff(s), describeCutoff(q));
    if (s.idealSource != q.idealSource)
        changes << tr("ideal from %1 instead of %2")
                       .arg(describeIdeal(s.idealSource), describeIdeal(q.idealSource));
    if (s.zeroIdcg != q.zeroIdcg && (row.idcg == 0.0 || above.idcg == 0.0))
        changes << tr("IDCG = 0 scored %1 instead of %2")
                       .arg(describeZeroIdcg(s.zeroIdcg), describeZeroIdcg(q.zeroIdcg));
    if (hasTies && c.ties != p.ties)
        changes << tr("tied scores: %1").arg(tieOrderDescription(c.ties));
    // Grade rules are named only when this ranking has grades they change.
    bool negative = false;
    bool belowOne = false;
    bool fractional = false;
    bool wraps = false; // RankLib: a label of 32 or more
    for (const Item &item : ranking.items + ranking.unretrieved) {
        negative = negative || item.grade < 0;
        belowOne = belowOne || (item.grade > 0 && item.grade < 1);
        fractional = fractional || !isInteger(item.grade);
        wraps = wraps || item.grade >= 32;
    }
    if (c.grades != p.grades && c.grades == GradeRule::NegativeIsPadding && negative)
        changes << tr("items with a negative grade dropped as padding");
    if (c.grades != p.grades && truncatesGrades(c.grades) && !truncatesGrades(p.grades)
        && fractional)
        changes << tr("fractional grades cut to integers");
    if (c.grades != p.grades && c.grades == GradeRule::RanxQrels && !truncatesGrades(p.grades)
        && belowOne)
        changes << tr("grades below 1 count as 0");
    if (c.grades != p.grades && c.grades == GradeRule::RankLibLabels && wraps)
        changes << tr("gains of labels >= 32 wrap around in 32-bit Java int");

    if (!above.computed)
        return changes.isEmpty() ? tr("computed: the row above refused this input")
                                 : tr("computed: %1").arg(changes.join(QLatin1String("; ")));
    if (sameValue(row, above)) {
        const bool sameConventions
            = s == q && c.grades == p.grades && (!hasTies || c.ties == p.ties);
        if (changes.isEmpty() && sameConventions)
            return tr("same conventions as the row above");
        if (changes.isEmpty())
            return tr("same value: the conventions differ only in rules that do not apply here");
        return tr("same value; differs only in: %1").arg(changes.join(QLatin1String("; ")));
    }
    if (changes.isEmpty())
        return tr("same conventions, different value");
    return changes.join(QLatin1String("; "));
}

} // namespace

QString describeGain(Gain gain)
{
    switch (gain) {
    case Gain::Linear:
        return tr("g (linear)");
    case Gain::Exponential:
        return tr("2^g − 1 (exponential)");
    case Gain::Custom:
        return tr("a custom map");
    }
    return {};
}

QString describeDiscount(const Settings &s)
{
    return Notation::discountExpression(s);
}

QString describeCutoff(const Settings &s)
{
    return s.isAll() ? tr("k = all") : tr("k = %1").arg(s.cutoff);
}

QString describeIdeal(IdealSource source)
{
    return source == IdealSource::Pool ? tr("the judged pool") : tr("the list only");
}

QString describeZeroIdcg(ZeroIdcg rule)
{
    switch (rule) {
    case ZeroIdcg::Zero:
        return tr("0");
    case ZeroIdcg::One:
        return tr("1");
    case ZeroIdcg::Undefined:
        return tr("undefined");
    }
    return {};
}

QString describeConvention(const Convention &c, bool withTies)
{
    QStringList parts;
    parts << tr("gain %1").arg(describeGain(c.settings.gain))
          << tr("discount %1").arg(describeDiscount(c.settings)) << describeCutoff(c.settings)
          << tr("ideal from %1").arg(describeIdeal(c.settings.idealSource))
          << tr("IDCG = 0 → %1").arg(describeZeroIdcg(c.settings.zeroIdcg));
    switch (c.grades) {
    case GradeRule::AsIs:
        if (c.settings.negativeGrades == NegativeGrades::Reject)
            parts << tr("negative grades refused");
        break;
    case GradeRule::TrecEvalAtol:
        parts << tr("grades read with atol() (fractions cut off), a query with only negative "
                    "grades not computed");
        break;
    case GradeRule::RanxQrels:
        parts << tr("grades cut to integers (ranx Qrels; plain dicts keep fractions), below 1 "
                    "count as 0");
        break;
    case GradeRule::IntegerLabels:
        parts << tr("integer labels 0..%1").arg(c.maxLabel);
        break;
    case GradeRule::RankLibLabels:
        parts << tr("labels >= 0 read as int, gain (1 << label) − 1 in 32-bit Java int (31 "
                    "gives 2^31 − 1, 32 gives 0), the ideal sorted by label");
        break;
    case GradeRule::NegativeIsPadding:
        parts << tr("negative labels are padding");
        break;
    }
    if (!c.versions.isEmpty())
        parts << c.versions;
    if (withTies)
        parts << tr("ties: %1").arg(tieOrderDescription(c.ties));
    return parts.join(QLatin1String(", "));
}

QList<Convention> conventionsInUse(int cutoff, int n, int poolSize)
{
    const bool all = cutoff <= 0;
    const int k = all ? 0 : cutoff;
    const QString kText = QString::number(all ? std::max(n, poolSize) : cutoff);
    const QString nText = QString::number(all ? n : std::min(cutoff, n));
    QList<Convention> list;

    // trec_eval `ndcg`: gain = the relevance level (or a -m ndcg.L=G map), discount
    // 1/log2(rank+1) from rank 1 ("i+2 since doc i has rank i+1"), the whole ranking against
    // the ideal of every judged document of the topic; nDCG = 0 when ideal_dcg = 0 (the value
    // is left at its initial 0). Ranks come from sorting by score, ties by docno descending.
    // Grades are read with atol() (get_qrels.c: "1.5" is 1, "-1.9" is -1), and a query whose
    // judgments are all negative stops trec_eval: form_res_rels.c asks te_chk_and_malloc for
    // max_rel + 1 <= 0 grade counters and gets NULL ("Can't calculate measure", exit 4).
    // usnistgov/trec_eval m_ndcg.c te_calc_ndcg; tie order: form_res_rels.c comp_sim_docno.
    list.append({QStringLiteral("trec_eval"), QStringLiteral("ndcg"),
        base(Gain::Linear, IdealSource::Pool, ZeroIdcg::Zero, 0), TieOrder::TrecEval,
        GradeRule::TrecEvalAtol, 0, 0, QStringLiteral("usnistgov/trec_eval m_ndcg.c"), {}});

    // trec_eval `ndcg_cut.k`: gain = the qrels relevance value (no gain map; only rel > 0
    // counts), discount 1/log2(i+2) for 0-based i in the current file, both sums cut at k, the
    // ideal from all judged relevant documents; ideal_dcg = 0 leaves 0. (An older m_ndcg_cut.c,
    // commit c0b2cc77, added rank 1 in full and gain/log2(i+1) after: JK 2002 with b = 2.)
    // usnistgov/trec_eval m_ndcg_cut.c te_calc_ndcg_cut; default cutoffs 5,10,15,20,30,100,...
    // Grades and all-negative queries as for ndcg above.
    list.append({QStringLiteral("trec_eval"), QStringLiteral("ndcg_cut.") + kText,
        base(Gain::Linear, IdealSource::Pool, ZeroIdcg::Zero, all ? 0 : k), TieOrder::TrecEval,
        GradeRule::TrecEvalAtol, 0, 0, QStringLiteral("usnistgov/trec_eval m_ndcg_cut.c"), {}});

    // ranx `ndcg` (k = 0: the whole run): "Järvelin et al. formulation": rel / log2(i+1) for
    // 1-based i; qrels cleaned to judgments >= rel_lvl = 1; IDCG is the DCG of the qrels sorted
    // by relevance, at min(k, #relevant) (fix_k); IDCG = 0 is replaced by 1, so NDCG = DCG = 0.
    // The row is ranx with Qrels and Run objects, the documented way: Qrels stores grades as
    // np.array(scores, dtype=int) (1.5 becomes 1), and Run sorts each query by numba's
    // np.argsort([-v for v in values]), a quicksort that keeps tied items as listed only in
    // lists of up to 15 items (TieOrder::RanxQuicksort). (Plain dicts given to evaluate() go
    // through python_dict_to_typed_list instead: grades stay fractional and the run is sorted
    // by np.argsort(scores)[::-1], which reverses tied items.)
    // AmenRa/ranx ranx/metrics/ndcg.py (_dcg, _ndcg), ranx/metrics/common.py (clean_qrels,
    // fix_k), ranx/data_structures/common.py (sort_dict_by_value), qrels.py (Qrels.__init__),
    // ranx/utils.py (python_dict_to_typed_list); numba/misc/quicksort.py.
    list.append({QStringLiteral("ranx"),
        all ? QStringLiteral("ndcg") : QStringLiteral("ndcg@") + QString::number(k),
        base(Gain::Linear, IdealSource::Pool, ZeroIdcg::Zero, k), TieOrder::RanxQuicksort,
        GradeRule::RanxQrels, 0, 0, QStringLiteral("AmenRa/ranx ranx/metrics/ndcg.py"), {}});

    // Järvelin & Kekäläinen 2002: gain = the relevance score (0..3 in the paper), DCG[i] = CG[i]
    // for i < b and DCG[i-1] + G[i]/log_b(i) for i >= b, b = 2; normalised by the ideal vector
    // built from the recall base (all judged relevant documents). No rule for an empty recall
    // base: undefined. Järvelin & Kekäläinen, "Cumulated gain-based evaluation of IR
    // techniques", ACM TOIS 20(4):422-446, 2002, sections 2.2-2.3.
    {
        Settings s = base(Gain::Linear, IdealSource::Pool, ZeroIdcg::Undefined, k);
        s.discount = Discount::JK2002;
        list.append({QStringLiteral("Järvelin & Kekäläinen 2002"),
            all ? QStringLiteral("nDCG") : QStringLiteral("nDCG@") + QString::number(k), s,
            TieOrder::ScoreStable, GradeRule::AsIs, 0, 0,
            QStringLiteral("ACM TOIS 20(4):422-446, 2002, sections 2.2-2.3"), {}});
    }

    // scikit-learn `ndcg_score(y_true, y_score, k=None)`: gain = y_true (linear), discount
    // 1/(log(i+2)/log(2)) for 0-based i, zero beyond k; ideal = _dcg_sample_scores(y_true,
    // y_true): the list only; ties averaged by default (ignore_ties=False, _tie_averaged_dcg);
    // all_irrelevant (IDCG = 0) scored 0; raises on negative y_true and on lists of one item.
    // scikit-learn/scikit-learn sklearn/metrics/_ranking.py (ndcg_score, _ndcg_sample_scores).
    {
        Settings s = base(Gain::Linear, IdealSource::List, ZeroIdcg::Zero, k);
        s.negativeGrades = NegativeGrades::Reject;
        list.append({QStringLiteral("scikit-learn"),
            all ? QStringLiteral("ndcg_score(k=None)") : QStringLiteral("ndcg_score(k=%1)").arg(k),
            s, TieOrder::Averaged, GradeRule::AsIs, 0, 2,
            QStringLiteral("scikit-learn/scikit-learn sklearn/metrics/_ranking.py"), {}});
    }

    // TF-Ranking `NDCGMetric(topn)` (tfr.metrics.normalized_discounted_cumulative_gain and the
    // Keras NDCGMetric): _DEFAULT_GAIN_FN = 2^label − 1, _DEFAULT_RANK_DISCOUNT_FN =
    // log(2)/log1p(rank) for 1-based rank; the ideal sorts the list's own gains; divide_no_nan,
    // so IDCG = 0 gives 0; labels < 0 are padding (utils.is_label_valid) and are masked out;
    // sort_by_scores shuffles ties at random (shuffle_ties=True). Computed in float32.
    // tensorflow/ranking tensorflow_ranking/python/metrics_impl.py (NDCGMetric), utils.py.
    list.append({QStringLiteral("TF-Ranking"),
        all ? QStringLiteral("NDCGMetric(topn=None)")
            : QStringLiteral("NDCGMetric(topn=%1)").arg(k),
        base(Gain::Exponential, IdealSource::List, ZeroIdcg::Zero, k), TieOrder::Random,
        GradeRule::NegativeIsPadding, 0, 0,
        QStringLiteral("tensorflow/ranking tensorflow_ranking/python/metrics_impl.py"), {}});

    // RankLib `NDCG@k` (-metric2t, default NDCG@10): gain (1 << rel) − 1 computed in Java int
    // (DCGScorer.gain(): the shift count is masked to 5 bits and the result wraps, so labels
    // 32, 33, ... gain 0, 1, ...), discount 1/logBase2(i+2) for 0-based i, k > n or k <= 0
    // means n; the ideal sorts the list's own labels, not their gains (unless -qrel loads
    // external judgments); ideal <= 0 gives 0. Labels are floats (DataPoint.parse refuses
    // label < 0) read as (int). Ranked by MergeSorter.sort(scores, false), a stable merge sort.
    // Computed by scoreAsRankLib(), not explain(), for the wrapped gains and the label-sorted
    // ideal. codelibs/ranklib src/main/java/ciir/umass/edu/metric/NDCGScorer.java,
    // DCGScorer.java, MetricScorer.java (getRelevanceLabels), learning/DataPoint.java.
    list.append({QStringLiteral("RankLib"), QStringLiteral("NDCG@") + (all ? nText : kText),
        base(Gain::Exponential, IdealSource::List, ZeroIdcg::Zero, k), TieOrder::ScoreStable,
        GradeRule::RankLibLabels, 0, 0,
        QStringLiteral("RankLib ciir/umass/edu/metric/NDCGScorer.java"), {}});

    // LightGBM `ndcg@k` (metric=ndcg, eval_at default 1,2,3,4,5): label_gain default
    // 0,1,3,7,...,2^30 − 1 (DefaultLabelGain: 2^i − 1 for labels 0..30), discount
    // 1/log2(2 + i) for 0-based i, k > n means n, max DCG from the query's own labels
    // (CalMaxDCG); "if all doc in this query are all negative, let its NDCG=1"; labels must be
    // non-negative integers below the label_gain size; ranked by std::stable_sort on score.
    // microsoft/LightGBM src/metric/dcg_calculator.cpp, src/metric/rank_metric.hpp; parameter
    // docs: include/LightGBM/config.h (label_gain, eval_at).
    list.append({QStringLiteral("LightGBM"), QStringLiteral("ndcg@") + (all ? nText : kText),
        base(Gain::Exponential, IdealSource::List, ZeroIdcg::One, k), TieOrder::ScoreStable,
        GradeRule::IntegerLabels, 30, 0,
        QStringLiteral("microsoft/LightGBM src/metric/dcg_calculator.cpp"), {}});

    // XGBoost `ndcg@k` (eval_metric; "ndcg" alone: the whole list): CalcDCGGain = (1u << rel)
    // − 1 (ndcg_exp_gain=true, the default), CalcDCGDiscount = 1/log2(idx + 2), IDCG from the
    // group's own labels sorted; an IDCG of 0 scores 1, or 0 with the "-" suffix
    // (ndcg@k-); labels must be integers 0..31 with exponential gain (CheckNDCGLabels);
    // ranked by a stable sort on the prediction. This is XGBoost 2.0 and later (checked with
    // 3.x); 1.7 and earlier did not check labels and scored fractional, negative and > 31
    // labels, so the refusals here are 2.0's.
    // dmlc/xgboost src/common/ranking_utils.h, src/metric/rank_metric.cc (EvalNDCG).
    const QString xgbName = all ? QStringLiteral("ndcg") : QStringLiteral("ndcg@") + kText;
    const QString xgbVersions = tr("as XGBoost ≥ 2.0 (1.7 accepted fractional, negative and "
                                   "> 31 labels)");
    list.append({QStringLiteral("XGBoost"), xgbName,
        base(Gain::Exponential, IdealSource::List, ZeroIdcg::One, k), TieOrder::ScoreStable,
        GradeRule::IntegerLabels, 31, 0, QStringLiteral("dmlc/xgboost src/common/ranking_utils.h"),
        xgbVersions});
    list.append({QStringLiteral("XGBoost"), xgbName + QLatin1Char('-'),
        base(Gain::Exponential, IdealSource::List, ZeroIdcg::Zero, k), TieOrder::ScoreStable,
        GradeRule::IntegerLabels, 31, 0, QStringLiteral("dmlc/xgboost src/metric/rank_metric.cc"),
        xgbVersions});
    // ranx `ndcg_burges`: as ranx ndcg with gain 2^rel − 1 ("Burges et al. formulation").
    // AmenRa/ranx ranx/metrics/ndcg.py (_dcg with jarvelin=False).
    list.append({QStringLiteral("ranx"),
        all ? QStringLiteral("ndcg_burges") : QStringLiteral("ndcg_burges@") + QString::number(k),
        base(Gain::Exponential, IdealSource::Pool, ZeroIdcg::Zero, k), TieOrder::RanxQuicksort,
        GradeRule::RanxQrels, 0, 0, QStringLiteral("AmenRa/ranx ranx/metrics/ndcg.py"), {}});

    return list;
}

ConventionRow evaluateConvention(const Convention &c, const Ranking &ranking)
{
    ConventionRow row;
    row.convention = c;
    bool hasScores = false;
    for (const Item &item : ranking.items)
        hasScores = hasScores || item.score.has_value();
    row.settingsText = describeConvention(c, hasScores);

    Ranking r = ranking;
    if (c.settings.idealSource == IdealSource::List)
        r.unretrieved.clear(); // a list-only library never sees the rest of the pool
    if (auto refusal = applyGradeRule(c, r)) {
        row.note = *refusal;
        return row;
    }
    if (r.size() < c.minItems) {
        row.note
            = tr("%1 refuses a list of %n item(s): it needs at least %2", nullptr, int(r.size()))
                  .arg(c.library)
                  .arg(c.minItems);
        return row;
    }
    const auto score = scoreUnderTieOrder(r, c.settings, c.ties);
    if (!score) {
        row.note = tr("%1 refuses this input: %2").arg(c.library, score.error().message);
        return row;
    }
    row.computed = true;
    row.ndcg = score->ndcg;
    row.dcg = score->dcg;
    row.idcg = score->idcg;
    row.gainScaleLog2 = score->gainScaleLog2;
    if (c.grades == GradeRule::RankLibLabels)
        scoreAsRankLib(r, score->permutation, c.settings.cutoff, row);
    QStringList notes;
    if (hasScores && c.ties == TieOrder::Random)
        notes << tr("ties are shuffled at random on every evaluation: the expected value is "
                    "shown");
    else if (hasScores && c.library == QLatin1String("trec_eval"))
        notes << tr("tied scores ordered by docno descending; unlabelled items use their "
                    "position as docno");
    if (c.grades == GradeRule::TrecEvalAtol) {
        // The first grade atol() changes (a fraction, or beyond 64 bits), as trec_eval reads it.
        for (const Item &item : ranking.items + ranking.unretrieved) {
            const double read = atolOf(item.grade);
            if (read != item.grade) {
                const QString readText = read >= 9223372036854775807.0 ? QStringLiteral("2^63 − 1")
                    : read <= -9223372036854775808.0                   ? QStringLiteral("−2^63")
                                                                       : QString::number(read);
                notes << tr("trec_eval reads grades with atol(): %1 is read as %2 (ndcg-cli "
                            "eval refuses such grades unless --trec-grades)")
                             .arg(item.grade)
                             .arg(readText);
                break;
            }
        }
    }
    if (!row.ndcg && row.computed)
        notes = QStringList {tr("IDCG = 0: undefined under this convention")};
    row.note = notes.join(QLatin1String("; "));
    return row;
}

Result<ConventionTable> compareConventions(const Ranking &ranking, int cutoff)
{
    if (cutoff < 0)
        return Error {tr("the cutoff must be a positive integer or 0 for all")};
    const auto ties = analyseTies(ranking, Settings {});
    if (!ties)
        return ties.error();
    ConventionTable table;
    table.cutoff = cutoff;
    table.hasScores = ties->hasScores;
    table.hasTies = ties->hasTies();
    const QList<Convention> conventions
        = conventionsInUse(cutoff, int(ranking.size()), int(ranking.poolSize()));
    for (const Convention &c : conventions) {
        ConventionRow row = evaluateConvention(c, ranking);
        row.reason = table.rows.isEmpty()
            ? (row.computed ? tr("the reference row") : row.note)
            : reasonFor(row, table.rows.last(), table.hasTies, ranking);
        table.rows.append(row);
    }
    return table;
}

} // namespace Ndcg
