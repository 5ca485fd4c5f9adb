#include "conventions.h"

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
    case GradeRule::BelowOneIsZero:
        return each([](Item &item, const QString &) -> std::optional<QString> {
            if (item.grade < 1.0)
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
    case GradeRule::TruncatedLabels:
        return each([&c](Item &item, const QString &where) -> std::optional<QString> {
            if (item.grade < 0 || std::trunc(item.grade) > c.maxLabel) {
                return tr("%1 refuses grade %2 (%3): labels must be 0..%4")
                    .arg(c.library)
                    .arg(item.grade)
                    .arg(where)
                    .arg(c.maxLabel);
            }
            item.grade = std::trunc(item.grade);
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
    for (const Item &item : ranking.items + ranking.unretrieved) {
        negative = negative || item.grade < 0;
        belowOne = belowOne || (item.grade > 0 && item.grade < 1);
    }
    if (c.grades != p.grades && c.grades == GradeRule::NegativeIsPadding && negative)
        changes << tr("items with a negative grade dropped as padding");
    if (c.grades != p.grades && c.grades == GradeRule::BelowOneIsZero && belowOne)
        changes << tr("grades below 1 count as 0");

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
    const QString b = s.logBase == 2.0      ? QStringLiteral("2")
        : std::abs(s.logBase - M_E) < 1e-15 ? QStringLiteral("e")
                                            : QString::number(s.logBase);
    switch (s.discount) {
    case Discount::Log:
        return tr("1/log_%1(i+1)").arg(b);
    case Discount::JK2002:
        return tr("JK 2002: 1 for i < %1, then 1/log_%1(i)").arg(b);
    case Discount::None:
        return tr("none (cumulative gain)");
    }
    return {};
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
    case GradeRule::BelowOneIsZero:
        parts << tr("grades below 1 count as 0");
        break;
    case GradeRule::IntegerLabels:
        parts << tr("integer labels 0..%1").arg(c.maxLabel);
        break;
    case GradeRule::TruncatedLabels:
        parts << tr("labels read as integers 0..%1").arg(c.maxLabel);
        break;
    case GradeRule::NegativeIsPadding:
        parts << tr("negative labels are padding");
        break;
    }
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
    // usnistgov/trec_eval m_ndcg.c te_calc_ndcg; tie order: form_res_rels.c comp_sim_docno.
    list.append({QStringLiteral("trec_eval"), QStringLiteral("ndcg"),
        base(Gain::Linear, IdealSource::Pool, ZeroIdcg::Zero, 0), TieOrder::TrecEval,
        GradeRule::AsIs, 0, 0, QStringLiteral("usnistgov/trec_eval m_ndcg.c")});

    // trec_eval `ndcg_cut.k`: gain = the qrels relevance value (no gain map; only rel > 0
    // counts), discount 1/log2(i+2) for 0-based i in the current file, both sums cut at k, the
    // ideal from all judged relevant documents; ideal_dcg = 0 leaves 0. (An older m_ndcg_cut.c,
    // commit c0b2cc77, added rank 1 in full and gain/log2(i+1) after: JK 2002 with b = 2.)
    // usnistgov/trec_eval m_ndcg_cut.c te_calc_ndcg_cut; default cutoffs 5,10,15,20,30,100,...
    list.append({QStringLiteral("trec_eval"), QStringLiteral("ndcg_cut.") + kText,
        base(Gain::Linear, IdealSource::Pool, ZeroIdcg::Zero, all ? 0 : k), TieOrder::TrecEval,
        GradeRule::AsIs, 0, 0, QStringLiteral("usnistgov/trec_eval m_ndcg_cut.c")});

    // ranx `ndcg` (k = 0: the whole run): "Järvelin et al. formulation": rel / log2(i+1) for
    // 1-based i; qrels cleaned to judgments >= rel_lvl = 1; IDCG is the DCG of the qrels sorted
    // by relevance, at min(k, #relevant) (fix_k); IDCG = 0 is replaced by 1, so NDCG = DCG = 0.
    // Runs are sorted with numba np.argsort(-score) (quicksort): tie order not guaranteed.
    // AmenRa/ranx ranx/metrics/ndcg.py (_dcg, _ndcg), ranx/metrics/common.py (clean_qrels,
    // fix_k), ranx/data_structures/common.py (sort_dict_by_value).
    list.append({QStringLiteral("ranx"),
        all ? QStringLiteral("ndcg") : QStringLiteral("ndcg@") + QString::number(k),
        base(Gain::Linear, IdealSource::Pool, ZeroIdcg::Zero, k), TieOrder::ScoreStable,
        GradeRule::BelowOneIsZero, 0, 0, QStringLiteral("AmenRa/ranx ranx/metrics/ndcg.py")});

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
            QStringLiteral("ACM TOIS 20(4):422-446, 2002, sections 2.2-2.3")});
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
            QStringLiteral("scikit-learn/scikit-learn sklearn/metrics/_ranking.py")});
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
        QStringLiteral("tensorflow/ranking tensorflow_ranking/python/metrics_impl.py")});

    // RankLib `NDCG@k` (-metric2t, default NDCG@10): gain (1 << rel) − 1, discount
    // 1/log2(i+2) for 0-based i, k > n or k <= 0 means n; the ideal sorts the list's own labels
    // (unless -qrel loads external judgments); ideal <= 0 gives 0; labels read as (int).
    // Ranked by MergeSorter.sort(scores, false), a stable merge sort.
    // jjfiv/ranklib-git src/ciir/umass/edu/metric/NDCGScorer.java and DCGScorer.java
    // (codelibs/ranklib src/main/java/ciir/umass/edu/metric/DCGScorer.java), MergeSorter.java.
    list.append({QStringLiteral("RankLib"), QStringLiteral("NDCG@") + (all ? nText : kText),
        base(Gain::Exponential, IdealSource::List, ZeroIdcg::Zero, k), TieOrder::ScoreStable,
        GradeRule::TruncatedLabels, 31, 0,
        QStringLiteral("RankLib ciir/umass/edu/metric/NDCGScorer.java")});

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
        QStringLiteral("microsoft/LightGBM src/metric/dcg_calculator.cpp")});

    // XGBoost `ndcg@k` (eval_metric; "ndcg" alone: the whole list): CalcDCGGain = (1u << rel)
    // − 1 (ndcg_exp_gain=true, the default), CalcDCGDiscount = 1/log2(idx + 2), IDCG from the
    // group's own labels sorted; an IDCG of 0 scores 1, or 0 with the "-" suffix
    // (ndcg@k-); labels must be integers 0..31 with exponential gain (CheckNDCGLabels);
    // ranked by a stable sort on the prediction.
    // dmlc/xgboost src/common/ranking_utils.h, src/metric/rank_metric.cc (EvalNDCG).
    const QString xgbName = all ? QStringLiteral("ndcg") : QStringLiteral("ndcg@") + kText;
    list.append({QStringLiteral("XGBoost"), xgbName,
        base(Gain::Exponential, IdealSource::List, ZeroIdcg::One, k), TieOrder::ScoreStable,
        GradeRule::IntegerLabels, 31, 0,
        QStringLiteral("dmlc/xgboost src/common/ranking_utils.h")});
    list.append({QStringLiteral("XGBoost"), xgbName + QLatin1Char('-'),
        base(Gain::Exponential, IdealSource::List, ZeroIdcg::Zero, k), TieOrder::ScoreStable,
        GradeRule::IntegerLabels, 31, 0, QStringLiteral("dmlc/xgboost src/metric/rank_metric.cc")});
    // ranx `ndcg_burges`: as ranx ndcg with gain 2^rel − 1 ("Burges et al. formulation").
    // AmenRa/ranx ranx/metrics/ndcg.py (_dcg with jarvelin=False).
    list.append({QStringLiteral("ranx"),
        all ? QStringLiteral("ndcg_burges") : QStringLiteral("ndcg_burges@") + QString::number(k),
        base(Gain::Exponential, IdealSource::Pool, ZeroIdcg::Zero, k), TieOrder::ScoreStable,
        GradeRule::BelowOneIsZero, 0, 0, QStringLiteral("AmenRa/ranx ranx/metrics/ndcg.py")});

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
    if (hasScores && c.ties == TieOrder::Random)
        row.note = tr("ties are shuffled at random on every evaluation: the expected value is "
                      "shown");
    else if (hasScores && c.library == QLatin1String("ranx"))
        row.note = tr("ranx sorts with an unstable quicksort: tied items are shown in the "
                      "order listed, ranx may differ");
    else if (hasScores && c.library == QLatin1String("trec_eval"))
        row.note = tr("tied scores ordered by docno descending; unlabelled items use their "
                      "position as docno");
    if (!row.ndcg && row.computed)
        row.note = tr("IDCG = 0: undefined under this convention");
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
