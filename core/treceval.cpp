#include "treceval.h"

#include "fileinput.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <atomic>
#include <bit>
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <optional>
#include <thread>
#include <unordered_map>

namespace Ndcg::Trec {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Ndcg::Trec", text);
}

const QStringList officialMeasures {QStringLiteral("runid"), QStringLiteral("num_q"),
    QStringLiteral("num_ret"), QStringLiteral("num_rel"), QStringLiteral("num_rel_ret"),
    QStringLiteral("map"), QStringLiteral("recip_rank"), QStringLiteral("P")};
const QStringList extraTrecMeasures {
    QStringLiteral("recall"), QStringLiteral("ndcg"), QStringLiteral("ndcg_cut")};

// trec_eval's comp_long (meas_init.c): `return (*p1 - *p2);`, a long difference returned as
// int, so its low 32 bits. Cutoffs more than 2^31 apart can compare the wrong way round;
// std::qsort with this comparator orders them as trec_eval's qsort does (the same glibc).
int compareCutoffsAsTrecEval(const void *a, const void *b)
{
    const auto d = std::uint64_t(*static_cast<const std::int64_t *>(a))
        - std::uint64_t(*static_cast<const std::int64_t *>(b));
    return int(std::uint32_t(d));
}

// trec_eval's get_long_cutoffs: each cutoff read with atol() ("23.4" is 23, "023" is 23, a
// number past 2^63 is INT64_MAX), sorted by comp_long, then the first must be > 0 and no two
// neighbours equal. A cutoff that is not a number, or is not positive, is refused here (trec_eval
// reads a word as 0 and lets a negative cutoff through when its sort leaves it behind a large
// one).
Result<std::vector<std::int64_t>> parseCutoffs(const QString &measure, const QString &text)
{
    std::vector<std::int64_t> cutoffs;
    for (const QString &item : text.split(QLatin1Char(','))) {
        const QByteArray bytes = item.toUtf8();
        const std::string_view view(bytes.constData(), std::size_t(bytes.size()));
        if (!parseNumber(view))
            return Error {tr("-m %1.%2: cutoff '%3' is not a number").arg(measure, text, item)};
        const std::int64_t value = parseAtol(view);
        if (value <= 0)
            return Error {tr("-m %1.%2: cutoffs must be positive integers").arg(measure, text)};
        cutoffs.push_back(value);
    }
    std::qsort(cutoffs.data(), cutoffs.size(), sizeof(std::int64_t), compareCutoffsAsTrecEval);
    if (std::adjacent_find(cutoffs.begin(), cutoffs.end()) != cutoffs.end())
        return Error {tr("-m %1.%2: a cutoff is given twice").arg(measure, text)};
    return cutoffs;
}

// -m ndcg.G=V,G=V: integer grades >= 0, gains any finite number.
Result<std::vector<std::pair<std::int64_t, double>>> parseGains(const QString &text)
{
    std::vector<std::pair<std::int64_t, double>> gains;
    for (const QString &item : text.split(QLatin1Char(','))) {
        const QStringList parts = item.split(QLatin1Char('='));
        if (parts.size() != 2)
            return Error {tr("-m ndcg.%1: expected grade=gain pairs like 1=3,2=9, found '%2'")
                              .arg(text, item)};
        const QByteArray grade = parts[0].toUtf8();
        const QByteArray gain = parts[1].toUtf8();
        const auto g = parseInteger(std::string_view(grade.constData(), std::size_t(grade.size())));
        const auto v = parseNumber(std::string_view(gain.constData(), std::size_t(gain.size())));
        if (!g || *g < 0)
            return Error {
                tr("-m ndcg.%1: '%2' is not a grade (an integer >= 0)").arg(text, parts[0])};
        if (!v || !std::isfinite(*v))
            return Error {tr("-m ndcg.%1: gain '%2' is not a number").arg(text, parts[1])};
        gains.emplace_back(*g, *v);
    }
    return gains;
}

// One document of a query being scored.
struct Doc
{
    double score;
    std::string_view docno;
    std::int64_t rel; // grade, notJudged or negativeJudged
};

// trec_eval's comp_sim_docno: score descending, then docno descending in byte order.
constexpr auto rankedBefore = [](const Doc &a, const Doc &b) {
    if (a.score != b.score)
        return a.score > b.score;
    return a.docno > b.docno;
};

// Sorts docs by rankedBefore (docnos are distinct in a query, so the order is total). Runs are
// mostly written in that order already: when no score rises, only each group of equal scores
// needs sorting, by docno.
// A score as an unsigned key in the same order (-0 as +0: equal scores, equal keys).
std::uint64_t scoreKey(double score)
{
    const auto bits = std::bit_cast<std::uint64_t>(score + 0.0);
    return bits >> 63 ? ~bits : bits | (std::uint64_t(1) << 63);
}

// Sorts each maximal group of consecutive elements equal under `same` by `before`: by insertion
// when small (the usual handful of tied scores), else by std::sort.
template<typename T, typename Same, typename Before>
void sortGroups(std::vector<T> &v, const Same &same, const Before &before)
{
    const std::size_t n = v.size();
    for (std::size_t i = 0; i < n;) {
        std::size_t next = i + 1;
        while (next < n && same(v[next], v[i]))
            ++next;
        if (next - i > 16) {
            std::sort(v.begin() + std::ptrdiff_t(i), v.begin() + std::ptrdiff_t(next), before);
        } else {
            for (std::size_t j = i + 1; j < next; ++j) {
                const T x = v[j];
                std::size_t k = j;
                for (; k > i && before(x, v[k - 1]); --k)
                    v[k] = v[k - 1];
                v[k] = x;
            }
        }
        i = next;
    }
}

// Sorts docs by rankedBefore through keys: integer compares but for ties. Past a few dozen
// documents, (top 32 bits of the key, index) pairs are radix sorted (least significant byte
// first, stable, skipping the bytes every key shares; no compare to mispredict: three passes
// for scores within a power of two of each other, where the whole keys took seven), then each
// group of equal top halves by the whole key and the docno: a handful of documents at most
// unless scores differ only past their 20th bit of mantissa.
void sortByKeys(std::vector<Doc> &docs)
{
    struct Keyed
    {
        std::uint32_t high; // of key[index]
        std::uint32_t index;
    };
    thread_local std::vector<std::uint64_t> key; // ~scoreKey: ascending keys, descending scores
    thread_local std::vector<Keyed> keyed;
    thread_local std::vector<Keyed> other;
    thread_local std::vector<Doc> sorted;
    const std::size_t n = docs.size();
    key.resize(n);
    keyed.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        key[i] = ~scoreKey(docs[i].score);
        keyed[i] = Keyed {std::uint32_t(key[i] >> 32), std::uint32_t(i)};
    }
    const auto before = [&docs](const Keyed &a, const Keyed &b) {
        if (key[a.index] != key[b.index])
            return key[a.index] < key[b.index];
        return docs[a.index].docno > docs[b.index].docno;
    };
    constexpr std::size_t radixFrom = 64;
    if (n < radixFrom) {
        std::sort(keyed.begin(), keyed.end(), before);
    } else {
        std::uint32_t counts[4][256] = {};
        for (const Keyed &k : keyed) {
            for (int byte = 0; byte < 4; ++byte)
                ++counts[byte][(k.high >> (8 * byte)) & 0xFF];
        }
        other.resize(n);
        for (int byte = 0; byte < 4; ++byte) {
            std::uint32_t *count = counts[byte];
            if (count[(keyed[0].high >> (8 * byte)) & 0xFF] == n)
                continue; // every key has this byte
            std::uint32_t at = 0;
            for (int b = 0; b < 256; ++b) {
                const std::uint32_t c = count[b];
                count[b] = at;
                at += c;
            }
            for (const Keyed &k : keyed)
                other[count[(k.high >> (8 * byte)) & 0xFF]++] = k;
            keyed.swap(other);
        }
        sortGroups(
            keyed, [](const Keyed &a, const Keyed &b) { return a.high == b.high; }, before);
    }
    sorted.resize(n);
    for (std::size_t i = 0; i < n; ++i)
        sorted[i] = docs[keyed[i].index];
    docs.swap(sorted);
}

void sortRanked(std::vector<Doc> &docs)
{
    const std::size_t n = docs.size();
    for (std::size_t i = 1; i < n; ++i) {
        if (!(docs[i].score <= docs[i - 1].score)) {
            if (n <= std::size_t(UINT32_MAX))
                sortByKeys(docs);
            else
                std::sort(docs.begin(), docs.end(), rankedBefore);
            return;
        }
    }
    sortGroups(
        docs, [](const Doc &a, const Doc &b) { return a.score == b.score; }, rankedBefore);
}

// trec_eval's gain table entry and its comparator, kept as written there (it truncates the
// difference of two gains to int), so that qsort orders a gain map exactly as trec_eval.
struct RelGain
{
    std::int64_t level;
    double gain;
    std::int64_t count;
};

int compareGainsAsTrecEval(const void *a, const void *b)
{
    const double d = static_cast<const RelGain *>(a)->gain - static_cast<const RelGain *>(b)->gain;
    // C's (int) conversion; out of range, x86-64 gives INT_MIN ("integer indefinite").
    if (!(d > -2147483649.0 && d < 2147483648.0))
        return INT_MIN;
    return int(d);
}

struct Column
{
    std::string name;
    bool integer = false;
    const char *measure; // trec_eval's measure name: "P" for P_5
};

// Scores one query into a row of values, one per column. One per thread (scratch space).
class QueryScorer
{
public:
    QueryScorer(const EvalOptions &options, const Qrels &qrels)
        : m_options(options)
        , m_qrels(qrels)
    { }

    static std::vector<Column> columns(const MeasureSet &m)
    {
        std::vector<Column> result;
        if (m.numRet)
            result.push_back({"num_ret", true, "num_ret"});
        if (m.numRel)
            result.push_back({"num_rel", true, "num_rel"});
        if (m.numRelRet)
            result.push_back({"num_rel_ret", true, "num_rel_ret"});
        if (m.map)
            result.push_back({"map", false, "map"});
        if (m.recipRank)
            result.push_back({"recip_rank", false, "recip_rank"});
        if (m.precision) {
            for (auto k : m.precisionCutoffs)
                result.push_back({"P_" + std::to_string(k), false, "P"});
        }
        if (m.recall) {
            for (auto k : m.recallCutoffs)
                result.push_back({"recall_" + std::to_string(k), false, "recall"});
        }
        if (m.ndcg) {
            std::string name = m.ndcgParameters.isEmpty()
                ? std::string("ndcg")
                : QStringLiteral("ndcg_%1").arg(m.ndcgParameters).toStdString();
            result.push_back({name, false, "ndcg"});
        }
        if (m.ndcgCut) {
            for (auto k : m.ndcgCutoffs)
                result.push_back({"ndcg_cut_" + std::to_string(k), false, "ndcg_cut"});
        }
        return result;
    }

    // docs: the query's run lines with their grades, in any order (sorted here).
    void score(int query, std::vector<Doc> &docs, double *out)
    {
        const MeasureSet &m = m_options.measures;
        const std::int64_t level = m_options.relevanceLevel;
        sortRanked(docs);
        const std::size_t numRet
            = std::size_t(std::min<std::int64_t>(std::int64_t(docs.size()), m_options.maxDepth));
        const auto &levels = m_qrels.queries()[std::size_t(query)].levels;
        std::int64_t numRel = 0;
        std::size_t judged = 0; // ranks the ideal rankings can reach
        for (const auto &[grade, count] : levels) {
            if (grade >= level)
                numRel += count;
            judged += std::size_t(count);
        }
        if (m.ndcg || m.ndcgCut)
            ensureLog2(std::max(docs.size(), judged) + 1);
        std::int64_t numRelRet = 0;
        for (std::size_t i = 0; i < numRet; ++i) {
            if (docs[i].rel >= 0 && docs[i].rel >= level)
                ++numRelRet;
        }
        if (m.numRet)
            *out++ = double(numRet);
        if (m.numRel)
            *out++ = double(numRel);
        if (m.numRelRet)
            *out++ = double(numRelRet);
        if (m.map) {
            // Σ over relevant retrieved of (relevant so far / rank), / num_rel.
            double sum = 0.0;
            std::int64_t relSoFar = 0;
            for (std::size_t i = 0; i < numRet; ++i) {
                if (docs[i].rel >= level) {
                    ++relSoFar;
                    sum += double(relSoFar) / double(i + 1);
                }
            }
            *out++ = relSoFar ? sum / double(numRel) : 0.0;
        }
        if (m.recipRank) {
            std::size_t i = 0;
            while (i < numRet && docs[i].rel < level)
                ++i;
            *out++ = i < numRet ? 1.0 / double(i + 1) : 0.0;
        }
        if (m.precision)
            out = precision(docs, numRet, out);
        if (m.recall)
            out = recall(docs, numRet, numRel, out);
        if (m.ndcg)
            *out++ = ndcg(docs, numRet, levels);
        if (m.ndcgCut)
            out = ndcgCut(docs, numRet, levels, out);
    }

private:
    // trec_eval's te_calc_P, step for step: P at a cutoff is taken when the scan reaches it,
    // in the order of the cutoff list (trec_eval's order, see compareCutoffsAsTrecEval); the
    // cutoffs the scan never reaches divide everything found by the cutoff.
    double *precision(const std::vector<Doc> &docs, std::size_t numRet, double *out)
    {
        const auto &cutoffs = m_options.measures.precisionCutoffs;
        std::size_t c = 0;
        std::int64_t relSoFar = 0;
        for (std::size_t i = 0; i < numRet; ++i) {
            if (std::int64_t(i) == cutoffs[c]) {
                out[c] = double(relSoFar) / double(i);
                if (++c == cutoffs.size())
                    break;
            }
            if (docs[i].rel >= m_options.relevanceLevel)
                ++relSoFar;
        }
        for (; c < cutoffs.size(); ++c)
            out[c] = double(relSoFar) / double(cutoffs[c]);
        return out + cutoffs.size();
    }

    // trec_eval's te_calc_recall, the same scan divided by num_rel (0 without relevant docs).
    double *recall(
        const std::vector<Doc> &docs, std::size_t numRet, std::int64_t numRel, double *out)
    {
        const auto &cutoffs = m_options.measures.recallCutoffs;
        if (numRel == 0) {
            std::fill_n(out, cutoffs.size(), 0.0);
            return out + cutoffs.size();
        }
        std::size_t c = 0;
        std::int64_t relSoFar = 0;
        for (std::size_t i = 0; i < numRet; ++i) {
            if (std::int64_t(i) == cutoffs[c]) {
                out[c] = double(relSoFar) / double(numRel);
                if (++c == cutoffs.size())
                    break;
            }
            if (docs[i].rel >= m_options.relevanceLevel)
                ++relSoFar;
        }
        for (; c < cutoffs.size(); ++c)
            out[c] = double(relSoFar) / double(numRel);
        return out + cutoffs.size();
    }

    // log2(rank + 1) for 0-based i = rank - 1, the discount's denominator, as trec_eval
    // computes it (log2((double)(i + 2))).
    double log2At(std::size_t i) const { return m_log2[i]; }
    // log2At(i) for every i < count.
    void ensureLog2(std::size_t count)
    {
        while (m_log2.size() < count)
            m_log2.push_back(std::log2(double(m_log2.size() + 2)));
    }

    // trec_eval's setup_gains(): the -m ndcg pairs in the order given (count 0), then each
    // grade 0..max with its count and linear gain unless a pair names it; sorted by gain.
    void setupGains(const std::vector<std::pair<std::int64_t, std::int64_t>> &levels)
    {
        m_gains.clear();
        for (const auto &[grade, gain] : m_options.measures.ndcgGains)
            m_gains.push_back(RelGain {grade, gain, 0});
        const std::size_t pairs = m_gains.size();
        const std::int64_t maxLevel = levels.empty() ? -1 : levels.back().first;
        // Every grade up to the highest, as trec_eval; past 1024 only the grades present
        // (levels without documents change nothing but qsort's order of equal gains).
        const bool dense = maxLevel < 1024;
        std::size_t next = 0;
        // i stops at maxLevel without stepping past it: maxLevel may be INT64_MAX.
        for (std::int64_t i = 0; maxLevel >= 0; ++i) {
            std::int64_t count = 0;
            if (next < levels.size() && levels[next].first == i) {
                count = levels[next].second;
                ++next;
            } else if (!dense) {
                if (next >= levels.size())
                    break;
                i = levels[next].first - 1;
                continue;
            }
            // Only a pair can name this grade already (trec_eval: the first such pair).
            const auto pairsEnd = m_gains.begin() + std::ptrdiff_t(pairs);
            auto it = std::find_if(
                m_gains.begin(), pairsEnd, [i](const RelGain &g) { return g.level == i; });
            if (it != pairsEnd)
                it->count = count;
            else
                m_gains.push_back(RelGain {i, double(i), count});
            if (i == maxLevel)
                break;
        }
        if (!m_gains.empty()) // qsort's base must not be null, even for 0 elements
            std::qsort(m_gains.data(), m_gains.size(), sizeof(RelGain), compareGainsAsTrecEval);
        // trec_eval's get_gain(): the gain of the first entry with the grade, in sorted order.
        m_gainOfLevel.clear();
        for (const RelGain &g : m_gains)
            m_gainOfLevel.emplace_back(g.level, g.gain);
        std::stable_sort(m_gainOfLevel.begin(), m_gainOfLevel.end(),
            [](const auto &a, const auto &b) { return a.first < b.first; });
        // The same as a table by relevance code (-2 to maxLevel) when the grades are small.
        m_gainByRel.clear();
        if (dense) {
            m_gainByRel.assign(std::size_t(maxLevel + 3), 0.0);
            for (auto it = m_gainOfLevel.rbegin(); it != m_gainOfLevel.rend(); ++it) {
                if (it->first <= maxLevel)
                    m_gainByRel[std::size_t(it->first + 2)] = it->second;
            }
        }
    }

    double gainOf(std::int64_t rel) const
    {
        // rel >= negativeJudged (-2).
        if (rel < std::int64_t(m_gainByRel.size()) - 2)
            return m_gainByRel[std::size_t(rel + 2)];
        const auto it = std::lower_bound(m_gainOfLevel.begin(), m_gainOfLevel.end(), rel,
            [](const std::pair<std::int64_t, double> &entry, std::int64_t level) {
                return entry.first < level;
            });
        return it != m_gainOfLevel.end() && it->first == rel ? it->second : 0.0;
    }

    // trec_eval's te_calc_ndcg, step for step.
    double ndcg(const std::vector<Doc> &docs, std::size_t numRet,
        const std::vector<std::pair<std::int64_t, std::int64_t>> &levels)
    {
        setupGains(levels);
        double resultsDcg = 0.0;
        double idealDcg = 0.0;
        std::ptrdiff_t curLevel = std::ptrdiff_t(m_gains.size()) - 1;
        double idealGain = curLevel >= 0 ? m_gains[std::size_t(curLevel)].gain : 0.0;
        std::int64_t numAtLevel = 0;
        const auto advanceIdeal = [&] {
            ++numAtLevel;
            while (curLevel >= 0 && numAtLevel > m_gains[std::size_t(curLevel)].count) {
                numAtLevel = 1;
                --curLevel;
                idealGain = curLevel >= 0 ? m_gains[std::size_t(curLevel)].gain : 0.0;
            }
        };
        std::size_t i = 0;
        for (; i < numRet && idealGain > 0.0; ++i) {
            const double gain = gainOf(docs[i].rel);
            if (gain != 0)
                resultsDcg += gain / log2At(i);
            advanceIdeal();
            if (idealGain > 0.0)
                idealDcg += idealGain / log2At(i);
        }
        for (; i < numRet; ++i) {
            const double gain = gainOf(docs[i].rel);
            if (gain != 0)
                resultsDcg += gain / log2At(i);
        }
        for (; idealGain > 0.0; ++i) {
            advanceIdeal();
            if (idealGain > 0.0)
                idealDcg += idealGain / log2At(i);
        }
        return idealDcg > 0.0 ? resultsDcg / idealDcg : 0.0;
    }

    // trec_eval's te_calc_ndcg_cut: linear gain, both sums cut at each k.
    double *ndcgCut(const std::vector<Doc> &docs, std::size_t numRet,
        const std::vector<std::pair<std::int64_t, std::int64_t>> &levels, double *out)
    {
        const auto &cutoffs = m_options.measures.ndcgCutoffs;
        std::size_t c = 0;
        double sum = 0.0;
        for (std::size_t i = 0; i < numRet; ++i) {
            if (std::int64_t(i) == cutoffs[c]) {
                out[c] = sum;
                if (++c == cutoffs.size())
                    break;
            }
            const double gain = double(docs[i].rel);
            if (gain > 0)
                sum += gain / log2At(i);
        }
        for (; c < cutoffs.size(); ++c)
            out[c] = sum;

        // The ideal: positive grades from the highest down, each as often as judged.
        c = 0;
        double idealDcg = 0.0;
        std::size_t i = 0;
        for (auto level = levels.rbegin(); level != levels.rend() && level->first > 0; ++level) {
            for (std::int64_t n = 0; n < level->second; ++n, ++i) {
                if (c < cutoffs.size() && std::int64_t(i) == cutoffs[c]) {
                    if (idealDcg > 0.0)
                        out[c] /= idealDcg;
                    ++c;
                }
                if (c == cutoffs.size())
                    break;
                idealDcg += double(level->first) / log2At(i);
            }
            if (c == cutoffs.size())
                break;
        }
        for (; c < cutoffs.size(); ++c) {
            if (idealDcg > 0.0)
                out[c] /= idealDcg;
        }
        return out + cutoffs.size();
    }

    const EvalOptions &m_options;
    const Qrels &m_qrels;
    std::vector<double> m_log2;
    std::vector<RelGain> m_gains;
    std::vector<std::pair<std::int64_t, double>> m_gainOfLevel; // by grade, first entry wins
    std::vector<double> m_gainByRel; // gainOf(rel) at rel + 2 for rel up to a small maxLevel
};

// The per-query rows of one evaluation.
struct Rows
{
    std::size_t width = 0;
    std::vector<double> values; // queries × width
    std::vector<char> evaluated; // per query of the qrels
    std::string runid;
};

// The rows a range of the run scores: only its own queries' (a range holds a share of the
// queries, so every range together takes one run's rows, not one each).
struct RangeRows
{
    std::size_t width = 0;
    std::vector<std::uint32_t> queries;
    std::vector<double> values; // queries.size() × width
    double *add(int query)
    {
        queries.push_back(std::uint32_t(query));
        values.resize(values.size() + width, 0.0);
        return values.data() + values.size() - width;
    }
};

void scoreLines(QueryScorer &scorer, const Qrels &qrels, int query,
    const std::vector<RunLine> &lines, std::vector<Doc> &docs, double *row)
{
    docs.clear();
    docs.reserve(lines.size());
    for (const RunLine &line : lines)
        docs.push_back(Doc {line.score, line.docno, qrels.relevance(query, line.docno, line.hash)});
    scorer.score(query, docs, row);
}

// The result of scanning one range of the run.
struct RangeScan
{
    Result<bool> status = true;
    bool interleaved = false;
    bool sawLines = false;
    std::vector<std::string> qids;
    std::string lastTag;
};

RangeScan scanRange(const Qrels &qrels, const QString &path, qint64 begin, qint64 end,
    const EvalOptions &options, RangeRows &rows)
{
    QueryScorer scorer(options, qrels);
    std::vector<Doc> docs;
    RunScanner scanner(path, [&](std::string_view qid, const std::vector<RunLine> &lines) {
        const int query = qrels.queryIndex(qid);
        if (query >= 0)
            scoreLines(scorer, qrels, query, lines, docs, rows.add(query));
    });
    RangeScan scan;
    scan.status = scanFile(path, begin, end, scanner, options.cancelled);
    scan.interleaved = scanner.qidsInterleaved();
    scan.sawLines = scanner.sawLines();
    scan.qids = scanner.blockQids();
    scan.lastTag = scanner.lastTag();
    return scan;
}

// Line starts where a new qid begins, near the 1/n, 2/n, … points of the file, so that each
// range holds whole queries. Fewer ranges when the file is small or no such start is near.
std::vector<qint64> splitPoints(const QString &path, qint64 size, int ranges)
{
    std::vector<qint64> points {0};
    QFile file;
    if (ranges > 1 && openForReading(file, path).isEmpty()) {
        constexpr qint64 probe = 1024 * 1024;
        for (int r = 1; r < ranges; ++r) {
            const qint64 at = size * r / ranges;
            if (at <= points.back())
                continue;
            const qint64 from = std::max<qint64>(points.back(), at - std::int64_t(maxLineLength));
            const qint64 length = std::min(probe + (at - from), size - from);
            const uchar *map = file.map(from, length);
            if (!map)
                break;
            const char *data = reinterpret_cast<const char *>(map);
            const char *const end = data + length;
            // The line containing `at`, then whole lines until the qid changes.
            const char *p = data + (at - from);
            while (p > data && p[-1] != '\n')
                --p;
            const auto qidOf = [end](const char *line) {
                while (line < end && (*line == ' ' || *line == '\t'))
                    ++line;
                const char *q = line;
                while (q < end && *q != ' ' && *q != '\t' && *q != '\n' && *q != '\r')
                    ++q;
                return std::string_view(line, std::size_t(q - line));
            };
            const std::string_view first = qidOf(p);
            qint64 split = -1;
            while (true) {
                const char *nl
                    = static_cast<const char *>(std::memchr(p, '\n', std::size_t(end - p)));
                if (!nl)
                    break;
                p = nl + 1;
                const std::string_view qid = qidOf(p);
                // A comment line ('#' first) changes no qid: a split there could cut a query.
                if (p < end && !qid.empty() && qid.front() != '#' && qid != first) {
                    split = from + (p - data);
                    break;
                }
            }
            file.unmap(const_cast<uchar *>(map));
            if (split > points.back() && split < size)
                points.push_back(split);
        }
    }
    points.push_back(size);
    return points;
}

// Owned copies of every run line, grouped by qid: the path for runs whose queries are not
// each in one block (trec_eval accepts them; they are rare, so this path is serial).
Result<bool> scanCollected(
    const Qrels &qrels, const QString &path, qint64 size, const EvalOptions &options, Rows &rows)
{
    struct Collected
    {
        std::vector<RunLine> lines; // docnos in the arena
        Detail::HashIndex seen;
    };
    // Docno copies in chunks that never move (a line, so a docno, is shorter than a chunk).
    std::vector<std::unique_ptr<char[]>> arena;
    std::size_t arenaLeft = 0;
    const auto keep = [&](std::string_view docno) {
        constexpr std::size_t chunk = 4 * maxLineLength;
        if (arenaLeft < docno.size()) {
            arena.push_back(std::make_unique<char[]>(chunk));
            arenaLeft = chunk;
        }
        char *at = arena.back().get() + (chunk - arenaLeft);
        std::memcpy(at, docno.data(), docno.size());
        arenaLeft -= docno.size();
        return std::string_view(at, docno.size());
    };
    std::unordered_map<std::string, Collected> byQid;
    std::optional<Error> duplicate;
    RunScanner scanner(path, [&](std::string_view qid, const std::vector<RunLine> &lines) {
        if (duplicate)
            return;
        Collected &c = byQid[std::string(qid)];
        for (const RunLine &line : lines) {
            const auto index = std::uint32_t(c.lines.size());
            const auto previous = c.seen.insert(
                line.hash, index, [&](std::uint32_t i) { return c.lines[i].docno == line.docno; });
            if (previous != Detail::HashIndex::empty) {
                duplicate
                    = duplicateDocnoError(path, line.line, line.docno, qid, c.lines[previous].line);
                return;
            }
            RunLine copy = line;
            copy.docno = keep(line.docno);
            c.lines.push_back(copy);
        }
    });
    const auto scanned = scanFile(path, 0, size, scanner, options.cancelled);
    if (!scanned)
        return scanned.error();
    if (duplicate)
        return *duplicate;
    if (!scanner.sawLines())
        return lineError(path, 1,
            tr("the file is empty: expected lines 'qid Q0 docno rank "
               "score tag'"));
    rows.runid = scanner.lastTag();
    QueryScorer scorer(options, qrels);
    std::vector<Doc> docs;
    for (const auto &[qid, collected] : byQid) {
        const int query = qrels.queryIndex(qid);
        if (query >= 0) {
            scoreLines(scorer, qrels, query, collected.lines, docs,
                rows.values.data() + std::size_t(query) * rows.width);
            rows.evaluated[std::size_t(query)] = 1;
        }
    }
    return true;
}

// One run's reading: where its ranges start (points), their scans and their rows.
struct RunRead
{
    QString path;
    qint64 size = 0;
    std::vector<qint64> points; // ranges [points[i], points[i + 1])
    std::vector<RangeScan> scans;
    std::vector<RangeRows> rangeRows; // each range scores into rows of its own
};

// Splits the run into up to `threads` ranges of whole queries (one per minBytesPerThread at
// most; a pipe has no size to split: one range, read as a stream).
RunRead planRun(const QString &path, const EvalOptions &options, int threads, std::size_t width)
{
    RunRead read;
    read.path = path;
    read.size = scanEnd(path);
    threads = int(
        std::clamp<qint64>(read.size / std::max<qint64>(options.minBytesPerThread, 1), 1, threads));
    read.points = splitPoints(path, read.size, threads);
    const std::size_t ranges = read.points.size() - 1;
    read.scans.resize(ranges);
    read.rangeRows.assign(ranges, RangeRows {width, {}, {}});
    return read;
}

// Scans every range of every run on up to `threads` threads, the largest ranges first, each
// thread taking the next range when it is done with one: runs of different sizes keep every
// thread busy to the end.
void scanRanges(
    const Qrels &qrels, std::vector<RunRead> &reads, const EvalOptions &options, int threads)
{
    std::vector<std::pair<std::size_t, std::size_t>> ranges; // (run, range)
    for (std::size_t r = 0; r < reads.size(); ++r) {
        for (std::size_t i = 0; i + 1 < reads[r].points.size(); ++i)
            ranges.emplace_back(r, i);
    }
    const auto length = [&](const std::pair<std::size_t, std::size_t> &range) {
        const std::vector<qint64> &points = reads[range.first].points;
        return points[range.second + 1] - points[range.second];
    };
    std::stable_sort(ranges.begin(), ranges.end(),
        [&](const auto &a, const auto &b) { return length(a) > length(b); });
    const auto scan = [&](const std::pair<std::size_t, std::size_t> &range) {
        RunRead &read = reads[range.first];
        const std::size_t i = range.second;
        read.scans[i] = scanRange(
            qrels, read.path, read.points[i], read.points[i + 1], options, read.rangeRows[i]);
    };
    const auto used = std::min<std::size_t>(std::size_t(std::max(threads, 1)), ranges.size());
    if (used <= 1) {
        for (const auto &range : ranges)
            scan(range);
        return;
    }
    std::atomic<std::size_t> next {0};
    std::vector<std::thread> workers;
    for (std::size_t t = 0; t < used; ++t) {
        workers.emplace_back([&] {
            for (std::size_t i = next++; i < ranges.size(); i = next++)
                scan(ranges[i]);
        });
    }
    for (std::thread &worker : workers)
        worker.join();
}

// The rows of a scanned run, or its first error.
Result<bool> finishRun(const Qrels &qrels, RunRead &read, const EvalOptions &options, Rows &rows)
{
    if (options.cancelled && options.cancelled())
        return cancelledError();
    const QString &path = read.path;
    const std::vector<qint64> &points = read.points;
    const std::size_t ranges = points.size() - 1;
    // Each qid in one block of one range: the rows are complete. Otherwise start again
    // on the path that collects every line first.
    bool grouped = true;
    Detail::HashIndex all;
    std::vector<const std::string *> allQids;
    for (const RangeScan &scan : read.scans) {
        grouped = grouped && !scan.interleaved;
        for (const std::string &qid : scan.qids) {
            const auto i = std::uint32_t(allQids.size());
            if (all.insert(
                    Detail::hashBytes(qid), i, [&](std::uint32_t j) { return *allQids[j] == qid; })
                != Detail::HashIndex::empty) {
                grouped = false;
            }
            allQids.push_back(&qid);
        }
    }
    if (!grouped)
        return scanCollected(qrels, path, read.size, options, rows);
    for (std::size_t r = 0; r < ranges; ++r) {
        if (read.scans[r].status)
            continue;
        if (r == 0 || read.scans[r].status.error().line <= 0)
            return read.scans[r].status.error();
        // Lines were counted from the range's start: scan it again, numbered from the file's.
        RunScanner counter(path, [](std::string_view, const std::vector<RunLine> &) {});
        if (const auto counted = scanFile(path, 0, points[r], counter); !counted)
            return counted.error();
        RunScanner again(
            path, [](std::string_view, const std::vector<RunLine> &) {}, counter.lineCount() + 1);
        const auto rescanned = scanFile(path, points[r], points[r + 1], again);
        return rescanned ? read.scans[r].status.error() : rescanned.error();
    }
    bool sawLines = false;
    for (const RangeScan &scan : read.scans) {
        if (scan.sawLines) {
            sawLines = true;
            rows.runid = scan.lastTag;
        }
    }
    if (!sawLines)
        return lineError(path, 1,
            tr("the file is empty: expected lines 'qid Q0 docno rank "
               "score tag'"));
    for (RangeRows &part : read.rangeRows) {
        for (std::size_t i = 0; i < part.queries.size(); ++i) {
            const std::size_t q = part.queries[i];
            std::copy_n(part.values.begin() + std::ptrdiff_t(i * part.width), part.width,
                rows.values.begin() + std::ptrdiff_t(q * rows.width));
            rows.evaluated[q] = 1;
        }
        part = RangeRows {};
    }
    return true;
}

int threadsOf(const EvalOptions &options)
{
    return options.threads > 0 ? options.threads
                               : int(std::clamp(std::thread::hardware_concurrency(), 1U, 16U));
}

// Every run's rows (rowsOfEach[r] empty, of the qrels' size), read on the options' threads
// together; each run's result or first error.
std::vector<Result<bool>> scanRuns(const Qrels &qrels, const QStringList &paths,
    const EvalOptions &options, std::vector<Rows> &rowsOfEach)
{
    const int threads = threadsOf(options);
    std::vector<RunRead> reads;
    for (qsizetype r = 0; r < paths.size(); ++r)
        reads.push_back(planRun(paths[r], options, threads, rowsOfEach[std::size_t(r)].width));
    scanRanges(qrels, reads, options, threads);
    std::vector<Result<bool>> results;
    for (std::size_t r = 0; r < reads.size(); ++r)
        results.push_back(finishRun(qrels, reads[r], options, rowsOfEach[r]));
    return results;
}

Result<bool> scanRun(
    const Qrels &qrels, const QString &path, const EvalOptions &options, Rows &rows)
{
    std::vector<Rows> one {std::move(rows)};
    Result<bool> result = std::move(scanRuns(qrels, {path}, options, one).front());
    rows = std::move(one.front());
    return result;
}

void appendLine(
    QByteArray &out, const std::string &name, std::string_view qid, double value, bool integer)
{
    char buffer[64];
    if (integer)
        std::snprintf(buffer, sizeof buffer, "%lld", static_cast<long long>(value));
    else
        std::snprintf(buffer, sizeof buffer, "%6.4f", value);
    char padded[32];
    std::snprintf(padded, sizeof padded, "%-22s", name.c_str());
    out.append(name.size() > 22 ? name.c_str() : padded);
    out.append('\t');
    out.append(qid.data(), qsizetype(qid.size()));
    out.append('\t');
    out.append(buffer);
    out.append('\n');
}

} // namespace

QStringList supportedMeasures()
{
    return officialMeasures + extraTrecMeasures;
}

Result<MeasureSet> parseMeasures(const QStringList &specs)
{
    MeasureSet m;
    bool precisionSet = false;
    bool recallSet = false;
    bool ndcgSet = false;
    bool ndcgCutSet = false;
    const QStringList all = specs.isEmpty() ? QStringList {QStringLiteral("official")} : specs;
    for (const QString &spec : all) {
        const qsizetype dot = spec.indexOf(QLatin1Char('.'));
        const QString name = dot < 0 ? spec : spec.left(dot);
        const QString params = dot < 0 ? QString() : spec.mid(dot + 1);
        if (dot >= 0 && params.isEmpty())
            return Error {tr("-m %1: parameters expected after '.'").arg(spec)};
        QStringList names {name};
        if (name == QLatin1String("official") || name == QLatin1String("all_trec")) {
            if (dot >= 0)
                return Error {tr("-m %1: a set of measures takes no parameters").arg(spec)};
            names = officialMeasures;
            if (name == QLatin1String("all_trec"))
                names += extraTrecMeasures;
        }
        for (const QString &n : names) {
            const bool takesParams = n == QLatin1String("P") || n == QLatin1String("recall")
                || n == QLatin1String("ndcg") || n == QLatin1String("ndcg_cut");
            if (dot >= 0 && !takesParams && supportedMeasures().contains(n))
                return Error {tr("-m %1: %2 takes no parameters").arg(spec, n)};
            if (n == QLatin1String("runid")) {
                m.runid = true;
            } else if (n == QLatin1String("num_q")) {
                m.numQ = true;
            } else if (n == QLatin1String("num_ret")) {
                m.numRet = true;
            } else if (n == QLatin1String("num_rel")) {
                m.numRel = true;
            } else if (n == QLatin1String("num_rel_ret")) {
                m.numRelRet = true;
            } else if (n == QLatin1String("map")) {
                m.map = true;
            } else if (n == QLatin1String("recip_rank")) {
                m.recipRank = true;
            } else if (n == QLatin1String("P") || n == QLatin1String("recall")
                || n == QLatin1String("ndcg_cut")) {
                const bool isP = n == QLatin1String("P");
                const bool isRecall = n == QLatin1String("recall");
                bool &set = isP ? precisionSet : isRecall ? recallSet : ndcgCutSet;
                (isP ? m.precision : isRecall ? m.recall : m.ndcgCut) = true;
                if (dot >= 0 && !set) {
                    const auto cutoffs = parseCutoffs(n, params);
                    if (!cutoffs)
                        return cutoffs.error();
                    (isP               ? m.precisionCutoffs
                            : isRecall ? m.recallCutoffs
                                       : m.ndcgCutoffs)
                        = *cutoffs;
                    set = true;
                }
            } else if (n == QLatin1String("ndcg")) {
                m.ndcg = true;
                if (dot >= 0 && !ndcgSet) {
                    const auto gains = parseGains(params);
                    if (!gains)
                        return gains.error();
                    m.ndcgGains = *gains;
                    m.ndcgParameters = params;
                    ndcgSet = true;
                }
            } else {
                return Error {tr("-m %1: unsupported measure '%2' (supported: %3)")
                                  .arg(spec, n, supportedMeasures().join(QLatin1String(", ")))};
            }
        }
    }
    return m;
}

namespace {

// trec_eval's form_res_rels() sizes its table of grade counts by the query's highest grade + 1,
// through te_chk_and_malloc(), and so fails on a query whose judgments are all negative:
//  - if no query evaluated before it had a grade >= 0, the table was never allocated and the
//    call returns NULL: "trec_eval: Can't calculate measure 'M'", exit status 4, M being the
//    first measure asked for that reads the table (every one but runid and num_q);
//  - otherwise the old table is reused and cleared with memset(..., (max + 1) * sizeof(long)):
//    for a highest grade of -1 that clears nothing and every measure is 0 (as computed here);
//    below -1 the size is negative and trec_eval crashes.
// Queries are evaluated in qid order: those of the run, or with -c every query of the qrels.
std::optional<Error> trecEvalCannotCompute(const Qrels &qrels, const std::vector<char> &evaluated,
    const EvalOptions &options, const char *measure)
{
    bool allocated = false;
    for (std::size_t q = 0; q < qrels.queries().size(); ++q) {
        if (!evaluated[q] && !options.complete)
            continue;
        if (!qrels.queries()[q].levels.empty()) {
            allocated = true;
            continue;
        }
        const std::int64_t highest = qrels.maxGrade(int(q));
        if (allocated && highest == -1)
            continue;
        const std::string_view qid = qrels.queries()[q].qid;
        const QString name = QString::fromUtf8(qid.data(), qsizetype(qid.size()));
        const QString text = allocated
            ? tr("every judgment of query '%1' is below -1: trec_eval crashes on such a query "
                 "once another has been evaluated (it clears a table of negative size), so "
                 "there is no number to match")
                  .arg(name)
            : tr("every judgment of query '%1' is negative: trec_eval cannot compute it and "
                 "stops with \"Can't calculate measure '%2'\" (exit status 4)")
                  .arg(name, QLatin1String(measure));
        return Error {text, qrels.fileName(), qrels.firstLine(int(q))};
    }
    return std::nullopt;
}

} // namespace

Result<QByteArray> evaluate(
    const Qrels &qrels, const QString &runPath, const EvalOptions &options, int *trecExitStatus)
{
    if (trecExitStatus)
        *trecExitStatus = 0;
    const MeasureSet &m = options.measures;
    const std::vector<Column> columns = QueryScorer::columns(m);
    const std::size_t queries = qrels.queries().size();
    Rows rows;
    rows.width = columns.size();
    rows.values.assign(queries * rows.width, 0.0);
    rows.evaluated.assign(queries, 0);
    if (const auto scanned = scanRun(qrels, runPath, options, rows); !scanned)
        return scanned.error();
    if (!columns.empty()) {
        if (auto error
            = trecEvalCannotCompute(qrels, rows.evaluated, options, columns.front().measure)) {
            if (trecExitStatus)
                *trecExitStatus = cannotComputeStatus;
            return *error;
        }
    }

    QByteArray out;
    std::vector<double> sums(columns.size(), 0.0);
    std::int64_t numQ = 0;
    QueryScorer scorer(options, qrels);
    std::vector<Doc> none;
    for (std::size_t q = 0; q < queries; ++q) {
        double *row = rows.values.data() + q * rows.width;
        if (!rows.evaluated[q]) {
            if (!options.complete)
                continue;
            // -c: a query the run lacks scores as an empty ranking (trec_eval's bogus one).
            scorer.score(int(q), none, row);
        }
        ++numQ;
        const std::string_view qid = qrels.queries()[q].qid;
        for (std::size_t c = 0; c < columns.size(); ++c) {
            sums[c] += row[c];
            if (options.perQuery)
                appendLine(out, columns[c].name, qid, row[c], columns[c].integer);
        }
    }
    if (numQ == 0) {
        return Error {tr("no query of the run has judgments in %1").arg(qrels.fileName()), runPath};
    }
    if (m.runid) {
        char padded[32];
        std::snprintf(padded, sizeof padded, "%-22s\tall\t", "runid");
        out.append(padded);
        out.append(rows.runid.data(), qsizetype(rows.runid.size()));
        out.append('\n');
    }
    if (m.numQ)
        appendLine(out, "num_q", "all", double(numQ), true);
    for (std::size_t c = 0; c < columns.size(); ++c) {
        double value = columns[c].integer ? sums[c] : sums[c] / double(numQ);
        if (options.complete && columns[c].name == "num_rel") {
            // trec_eval's te_calc_avg_num_rel: with -c the total is recounted from the qrels
            // as every judgment with a grade > 0, whatever -l says.
            value = 0.0;
            for (const QrelsQuery &query : qrels.queries()) {
                for (const auto &[grade, count] : query.levels) {
                    if (grade > 0)
                        value += double(count);
                }
            }
        }
        appendLine(out, columns[c].name, "all", value, columns[c].integer);
    }
    return out;
}

Result<Ranking> rankingForQuery(
    const Qrels &qrels, const QString &runPath, const QString &qid, std::int64_t maxDepth)
{
    const QByteArray wanted = qid.toUtf8();
    const std::string_view wantedView(wanted.constData(), std::size_t(wanted.size()));
    const int query = qrels.queryIndex(wantedView);
    if (query < 0)
        return Error {tr("query '%1' has no judgments in %2").arg(qid, qrels.fileName())};

    struct Line
    {
        std::string docno;
        double score;
        int line;
    };
    std::vector<Line> lines;
    std::unordered_map<std::string, int> firstLine;
    std::optional<Error> duplicate;
    RunScanner scanner(runPath, [&](std::string_view blockQid, const std::vector<RunLine> &block) {
        if (blockQid != wantedView || duplicate)
            return;
        for (const RunLine &line : block) {
            const auto [same, added] = firstLine.try_emplace(std::string(line.docno), line.line);
            if (!added) {
                duplicate
                    = duplicateDocnoError(runPath, line.line, line.docno, blockQid, same->second);
                return;
            }
            lines.push_back(Line {std::string(line.docno), line.score, line.line});
        }
    });
    const auto scanned = scanFile(runPath, 0, scanEnd(runPath), scanner);
    if (!scanned)
        return scanned.error();
    if (duplicate)
        return *duplicate;
    if (!scanner.sawLines())
        return lineError(runPath, 1,
            tr("the file is empty: expected lines 'qid Q0 docno rank "
               "score tag'"));

    std::vector<Doc> docs;
    for (const Line &line : lines)
        docs.push_back(Doc {line.score, line.docno, 0});
    std::sort(docs.begin(), docs.end(), rankedBefore);
    if (std::int64_t(docs.size()) > maxDepth)
        docs.resize(std::size_t(maxDepth));

    Ranking ranking;
    std::vector<std::string_view> retrieved;
    for (const Doc &doc : docs) {
        const auto grade = qrels.grade(query, doc.docno, Detail::hashBytes(doc.docno));
        ranking.items.append(Item {grade ? double(*grade) : 0.0,
            QString::fromUtf8(doc.docno.data(), qsizetype(doc.docno.size())), doc.score});
        retrieved.push_back(doc.docno);
    }
    std::sort(retrieved.begin(), retrieved.end());
    for (const Judgment &judgment : qrels.judgmentsOf(query)) {
        if (std::binary_search(retrieved.begin(), retrieved.end(), judgment.docno))
            continue;
        ranking.unretrieved.append(Item {double(judgment.grade),
            QString::fromUtf8(judgment.docno.data(), qsizetype(judgment.docno.size())),
            std::nullopt});
    }
    return ranking;
}

std::vector<Result<QueryValues>> evaluateQueriesOfEach(const Qrels &qrels,
    const QStringList &runPaths, const EvalOptions &options, std::vector<int> *trecExitStatuses)
{
    if (trecExitStatuses)
        trecExitStatuses->assign(std::size_t(runPaths.size()), 0);
    const std::vector<Column> columns = QueryScorer::columns(options.measures);
    const std::size_t queries = qrels.queries().size();
    Rows empty;
    empty.width = columns.size();
    empty.values.assign(queries * empty.width, 0.0);
    empty.evaluated.assign(queries, 0);
    std::vector<Rows> rowsOfEach(std::size_t(runPaths.size()), empty);
    std::vector<Result<bool>> scanned = scanRuns(qrels, runPaths, options, rowsOfEach);
    std::vector<Result<QueryValues>> results;
    QueryScorer scorer(options, qrels);
    std::vector<Doc> none;
    for (std::size_t r = 0; r < rowsOfEach.size(); ++r) {
        Rows &rows = rowsOfEach[r];
        if (!scanned[r]) {
            results.emplace_back(scanned[r].error());
            continue;
        }
        // Where evaluate() stops, so does this (compare follows eval's rules).
        if (!columns.empty()) {
            if (auto error
                = trecEvalCannotCompute(qrels, rows.evaluated, options, columns.front().measure)) {
                if (trecExitStatuses)
                    (*trecExitStatuses)[r] = cannotComputeStatus;
                results.emplace_back(*error);
                continue;
            }
        }
        for (std::size_t q = 0; q < queries; ++q) {
            if (!rows.evaluated[q])
                scorer.score(int(q), none, rows.values.data() + q * rows.width);
        }
        QueryValues values;
        for (const Column &column : columns)
            values.columns.push_back(column.name);
        values.values = std::move(rows.values);
        values.inRun = std::move(rows.evaluated);
        values.runid = rows.runid;
        results.emplace_back(std::move(values));
    }
    return results;
}

Result<QueryValues> evaluateQueries(
    const Qrels &qrels, const QString &runPath, const EvalOptions &options, int *trecExitStatus)
{
    std::vector<int> statuses;
    Result<QueryValues> result
        = std::move(evaluateQueriesOfEach(qrels, {runPath}, options, &statuses).front());
    if (trecExitStatus)
        *trecExitStatus = statuses.front();
    return result;
}

} // namespace Ndcg::Trec
