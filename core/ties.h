#pragma once

// Ties in system scores (SPEC.md "Ties in system scores"). When the order of a ranking comes
// from scores and some scores are equal, the order inside each tied group is a convention, and
// NDCG depends on it:
//   - trec_eval sorts by score descending, then by docno descending in byte order (strcmp), and
//     ignores the rank column (trec_eval form_res_rels.c, comp_sim_docno; discussed in
//     usnistgov/trec_eval issue #22);
//   - scikit-learn averages: each tied group contributes its mean gain times the sum of the
//     discounts of the positions it occupies (sklearn/metrics/_ranking.py, _tie_averaged_dcg,
//     after McSherry & Najork 2008), which is the expected DCG over all orders of the ties;
//   - LightGBM, XGBoost and RankLib sort stably: tied items keep the order they were given in;
//   - TF-Ranking shuffles tied items at random (utils.sort_by_scores, shuffle_ties=True), whose
//     expected value is again the tie-averaged one;
//   - ranx (Run objects) sorts with numba's np.argsort(-score), a quicksort that finishes
//     ranges of up to 15 items by insertion sort: tied items stay as listed in lists of up to
//     15 items, and are permuted deterministically from 16 items on (numbaArgsort below).
// The best and worst orders bound every one of them.

#include "breakdown.h"

#include <QList>
#include <QString>

namespace Ndcg {

enum class TieOrder {
    Given, // the order as listed: no scores, or scores ignored
    ScoreStable, // score descending, tied items in the order listed (LightGBM, XGBoost, RankLib)
    TrecEval, // score descending, then docno descending in byte order (trec_eval)
    Best, // score descending, each tied group by gain descending
    Worst, // score descending, each tied group by gain ascending
    Averaged, // each tied group's mean gain over its positions (scikit-learn)
    Random, // shuffled at random (TF-Ranking): the expected value is the Averaged one
    RanxQuicksort, // numba's quicksort of -score (ranx Run): as listed up to 15 items
};

// Stable spelled-out names for the CLI and JSON: given, score-stable, trec_eval, best, worst,
// averaged, random, ranx-quicksort.
QString tieOrderName(TieOrder order);
// One translatable phrase for the UI, e.g. "tied scores averaged (scikit-learn)".
QString tieOrderDescription(TieOrder order);

// A group of items with equal scores, in score order: positions first .. first + count - 1
// (0-based) of the score-sorted ranking.
struct TieGroup
{
    int first = 0;
    int count = 0;
    double score = 0.0;
    friend bool operator==(const TieGroup &, const TieGroup &) = default;
};

// The ranking scored under one tie order.
struct OrderedScore
{
    TieOrder order = TieOrder::Given;
    QList<int> permutation; // item indices (0-based, as listed) in ranked order; for
                            // Averaged and Random: the score-stable order
    double dcg = 0.0; // DCG@k (Averaged: Σ_groups mean gain · Σ d'(p))
    double idcg = 0.0; // IDCG@k: no tie order changes it
    std::optional<double> ndcg; // dcg / idcg, or the zero-IDCG rule
    double gainScaleLog2 = 0.0; // dcg and idcg are in units of 2^s (Breakdown::gainScaleLog2)
    friend bool operator==(const OrderedScore &, const OrderedScore &) = default;
};

struct TieAnalysis
{
    bool hasScores = false;
    int k = 0; // cutoff in effect
    QList<TieGroup> groups; // tied groups with at least two items
    OrderedScore given; // the order as listed
    OrderedScore scoreStable;
    OrderedScore trecEval;
    OrderedScore best;
    OrderedScore worst;
    OrderedScore averaged;

    bool hasTies() const { return !groups.isEmpty(); }
    int tiedItems() const;
    friend bool operator==(const TieAnalysis &, const TieAnalysis &) = default;
};

// The docno trec_eval would compare for item `index` (0-based): its label, or, when the label is
// empty, its 1-based position in the list as written (a stand-in, said so in the UI).
QString trecDocno(const Ranking &ranking, int index);

// numba's np.argsort(keys) (kind "quicksort", numba/misc/quicksort.py run_quicksort with
// is_argsort): median-of-three partitioning while a range spans 16 items or more, insertion sort
// (stable) below; the indices that sort keys ascending, as numba returns them. Keys must not be
// NaN.
std::vector<int> numbaArgsort(const std::vector<double> &keys);

// Errors: some items have a score and others do not, a score is not finite, or explain() fails.
// Without scores every order is the order as listed.
Result<OrderedScore> scoreUnderTieOrder(
    const Ranking &ranking, const Settings &settings, TieOrder order);
Result<TieAnalysis> analyseTies(const Ranking &ranking, const Settings &settings);

} // namespace Ndcg
