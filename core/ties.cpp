#include "ties.h"

#include "nametable.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

namespace Ndcg {

namespace {
// Context "Ndcg": the context lupdate gives tr() calls in namespace Ndcg.
QString tr(const char *text)
{
    return QCoreApplication::translate("Ndcg", text);
}

// Either every item has a finite score, or none has one.
Result<bool> checkScores(const Ranking &ranking)
{
    qsizetype withScore = 0;
    for (qsizetype i = 0; i < ranking.items.size(); ++i) {
        const auto &score = ranking.items[i].score;
        if (!score)
            continue;
        if (!std::isfinite(*score))
            return Error {tr("position %1: the score is not a finite number").arg(i + 1)};
        ++withScore;
    }
    if (withScore != 0 && withScore != ranking.items.size()) {
        return Error {tr("%1 of %2 items have a score: give a score to every item or to none")
                          .arg(withScore)
                          .arg(ranking.items.size())};
    }
    return withScore > 0;
}

// Item indices sorted by score descending, tied items in the order listed.
std::vector<int> scoreStableOrder(const Ranking &ranking)
{
    std::vector<int> order(std::size_t(ranking.items.size()));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
        [&ranking](int a, int b) { return *ranking.items[a].score > *ranking.items[b].score; });
    return order;
}

QList<TieGroup> tieGroups(const Ranking &ranking, const std::vector<int> &order)
{
    QList<TieGroup> groups;
    std::size_t start = 0;
    while (start < order.size()) {
        const double score = *ranking.items[order[start]].score;
        std::size_t end = start + 1;
        while (end < order.size() && *ranking.items[order[end]].score == score)
            ++end;
        if (end - start >= 2)
            groups.append({int(start), int(end - start), score});
        start = end;
    }
    return groups;
}

Ranking reordered(const Ranking &ranking, const QList<int> &permutation)
{
    Ranking result;
    result.unretrieved = ranking.unretrieved;
    result.items.reserve(permutation.size());
    for (int index : permutation)
        result.items.append(ranking.items[index]);
    return result;
}

} // namespace

std::vector<int> numbaArgsort(const std::vector<double> &keys)
{
    // A transcription of run_quicksort, partition and insertion_sort (SMALL_QUICKSORT = 15,
    // MAX_STACK = 100); A is keys, R the index array being sorted, LT is `<`.
    std::vector<int> r(keys.size());
    std::iota(r.begin(), r.end(), 0);
    if (keys.size() < 2)
        return r;
    const auto lt = [&keys](int a, int b) { return keys[std::size_t(a)] < keys[std::size_t(b)]; };
    const auto insertionSort = [&](std::ptrdiff_t low, std::ptrdiff_t high) {
        for (std::ptrdiff_t i = low + 1; i <= high; ++i) {
            const int k = r[std::size_t(i)];
            std::ptrdiff_t j = i;
            while (j > low && lt(k, r[std::size_t(j - 1)])) {
                r[std::size_t(j)] = r[std::size_t(j - 1)];
                --j;
            }
            r[std::size_t(j)] = k;
        }
    };
    const auto partition = [&](std::ptrdiff_t low, std::ptrdiff_t high) {
        const auto at = [&r](std::ptrdiff_t i) -> int & { return r[std::size_t(i)]; };
        const std::ptrdiff_t mid = (low + high) >> 1;
        if (lt(at(mid), at(low)))
            std::swap(at(low), at(mid));
        if (lt(at(high), at(mid)))
            std::swap(at(high), at(mid));
        if (lt(at(mid), at(low)))
            std::swap(at(low), at(mid));
        const int pivot = at(mid);
        std::swap(at(high), at(mid));
        std::ptrdiff_t i = low;
        std::ptrdiff_t j = high - 1;
        while (true) {
            while (i < high && lt(at(i), pivot))
                ++i;
            while (j >= low && lt(pivot, at(j)))
                --j;
            if (i >= j)
                break;
            std::swap(at(i), at(j));
            ++i;
            --j;
        }
        std::swap(at(i), at(high));
        return i;
    };
    // numba's explicit stack of 100 partitions (the larger part is pushed, so it never needs
    // more than log2(n) of them).
    std::vector<std::pair<std::ptrdiff_t, std::ptrdiff_t>> stack {
        {0, std::ptrdiff_t(keys.size()) - 1}};
    while (!stack.empty()) {
        auto [low, high] = stack.back();
        stack.pop_back();
        while (high - low >= 15) {
            const std::ptrdiff_t i = partition(low, high);
            if (high - i > i - low) {
                if (high > i)
                    stack.emplace_back(i + 1, high);
                high = i - 1;
            } else {
                if (i > low)
                    stack.emplace_back(low, i - 1);
                low = i + 1;
            }
        }
        insertionSort(low, high);
    }
    return r;
}

QString tieOrderName(TieOrder order)
{
    static const std::pair<TieOrder, const char *> names[] = {{TieOrder::Given, "given"},
        {TieOrder::ScoreStable, "score-stable"}, {TieOrder::TrecEval, "trec_eval"},
        {TieOrder::Best, "best"}, {TieOrder::Worst, "worst"}, {TieOrder::Averaged, "averaged"},
        {TieOrder::Random, "random"}, {TieOrder::RanxQuicksort, "ranx-quicksort"}};
    return NameTable::toName(order, names);
}

QString tieOrderDescription(TieOrder order)
{
    switch (order) {
    case TieOrder::Given:
        return tr("the order as listed");
    case TieOrder::ScoreStable:
        return tr("score descending, tied items in the order listed");
    case TieOrder::TrecEval:
        return tr("score descending, tied items by docno descending (trec_eval)");
    case TieOrder::Best:
        return tr("score descending, tied items best first");
    case TieOrder::Worst:
        return tr("score descending, tied items worst first");
    case TieOrder::Averaged:
        return tr("score descending, tied items' gains averaged (scikit-learn)");
    case TieOrder::Random:
        return tr("score descending, tied items shuffled at random (expected value shown)");
    case TieOrder::RanxQuicksort:
        return tr("score descending by numba's quicksort (ranx): tied items as listed up "
                  "to 15 items, in the order its partitions leave them from 16 on");
    }
    return {};
}

int TieAnalysis::tiedItems() const
{
    return std::accumulate(
        groups.begin(), groups.end(), 0, [](int sum, const TieGroup &g) { return sum + g.count; });
}

QString trecDocno(const Ranking &ranking, int index)
{
    const QString &label = ranking.items[index].label;
    return label.isEmpty() ? QString::number(index + 1) : label;
}

Result<OrderedScore> scoreUnderTieOrder(
    const Ranking &ranking, const Settings &settings, TieOrder order)
{
    const auto hasScores = checkScores(ranking);
    if (!hasScores)
        return hasScores.error();

    OrderedScore result;
    result.order = order;
    if (!*hasScores || order == TieOrder::Given) {
        result.permutation.resize(ranking.items.size());
        std::iota(result.permutation.begin(), result.permutation.end(), 0);
    } else if (order == TieOrder::RanxQuicksort) {
        // ranx sort_dict_by_value: np.argsort([-v for v in values]).
        std::vector<double> keys;
        for (const Item &item : ranking.items)
            keys.push_back(-*item.score);
        const std::vector<int> sorted = numbaArgsort(keys);
        result.permutation = QList<int>(sorted.begin(), sorted.end());
    } else {
        std::vector<int> sorted = scoreStableOrder(ranking);
        const QList<TieGroup> groups = tieGroups(ranking, sorted);
        for (const TieGroup &g : groups) {
            const auto begin = sorted.begin() + g.first;
            const auto end = begin + g.count;
            switch (order) {
            case TieOrder::TrecEval:
                // strcmp(ptr2->docno, ptr1->docno): docno descending, byte order.
                std::stable_sort(begin, end, [&ranking](int a, int b) {
                    return trecDocno(ranking, a).toUtf8() > trecDocno(ranking, b).toUtf8();
                });
                break;
            case TieOrder::Best:
            case TieOrder::Worst: {
                const bool best = order == TieOrder::Best;
                std::stable_sort(begin, end, [&](int a, int b) {
                    const double ga = gainOrderKey(ranking.items[a].grade, settings);
                    const double gb = gainOrderKey(ranking.items[b].grade, settings);
                    return best ? ga > gb : ga < gb;
                });
                break;
            }
            default:
                break;
            }
        }
        result.permutation = QList<int>(sorted.begin(), sorted.end());
    }

    const auto breakdown = explain(reordered(ranking, result.permutation), settings);
    if (!breakdown)
        return breakdown.error();
    result.dcg = breakdown->dcg;
    result.idcg = breakdown->idcg;
    result.ndcg = breakdown->ndcg;
    result.gainScaleLog2 = breakdown->gainScaleLog2;

    if (*hasScores && (order == TieOrder::Averaged || order == TieOrder::Random)) {
        // DCG = Σ_groups (Σ gain / size) · Σ_{p in group} d'(p), d'(p) = 0 beyond the cutoff.
        // Untied items are groups of one, so their terms are the usual gain · d(p).
        const std::vector<int> sorted(result.permutation.begin(), result.permutation.end());
        const int depth = std::min(breakdown->k, breakdown->n);
        double dcg = 0.0;
        std::size_t start = 0;
        while (start < sorted.size()) {
            const double score = *ranking.items[sorted[start]].score;
            std::size_t end = start + 1;
            while (end < sorted.size() && *ranking.items[sorted[end]].score == score)
                ++end;
            double gainSum = 0.0;
            double discountSum = 0.0;
            for (std::size_t p = start; p < end; ++p) {
                gainSum += breakdown->rows[qsizetype(p)].gain;
                if (int(p) < depth)
                    discountSum += breakdown->rows[qsizetype(p)].discount;
            }
            dcg += gainSum / double(end - start) * discountSum;
            start = end;
        }
        result.dcg = dcg;
        result.ndcg = ndcgRatio(dcg, result.idcg, settings.zeroIdcg);
    }
    return result;
}

Result<TieAnalysis> analyseTies(const Ranking &ranking, const Settings &settings)
{
    const auto hasScores = checkScores(ranking);
    if (!hasScores)
        return hasScores.error();
    TieAnalysis a;
    a.hasScores = *hasScores;
    if (a.hasScores)
        a.groups = tieGroups(ranking, scoreStableOrder(ranking));
    a.k = settings.isAll() ? int(std::max(ranking.size(), ranking.poolSize())) : settings.cutoff;
    const std::pair<TieOrder, OrderedScore *> all[] = {
        {TieOrder::Given, &a.given},
        {TieOrder::ScoreStable, &a.scoreStable},
        {TieOrder::TrecEval, &a.trecEval},
        {TieOrder::Best, &a.best},
        {TieOrder::Worst, &a.worst},
        {TieOrder::Averaged, &a.averaged},
    };
    for (const auto &[order, target] : all) {
        auto score = scoreUnderTieOrder(ranking, settings, order);
        if (!score)
            return score.error();
        *target = std::move(score.value());
    }
    return a;
}

} // namespace Ndcg
