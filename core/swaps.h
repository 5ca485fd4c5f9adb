#pragma once

// The what-if swap matrix: how NDCG@k would change if the items at positions i and j traded
// places, for every pair. |ΔNDCG| is the weight LambdaRank puts on each pair (Burges 2010,
// "From RankNet to LambdaRank to LambdaMART", eq. 9); the UI draws it as a heatmap and can
// apply a swap.
//
// Maths. With effective discounts d'(p) = d(p) for p <= min(k, n) and 0 beyond the cutoff,
//     DCG@k = Σ_p gain(g_p) · d'(p),
// and the ideal does not depend on the order, so swapping positions p and q changes only two
// terms:
//     ΔDCG@k(p, q)  = (gain(g_q) − gain(g_p)) · (d'(p) − d'(q))
//     ΔNDCG@k(p, q) = ΔDCG@k(p, q) / IDCG@k            (0 when IDCG@k = 0: no gain to move)
// so the whole matrix is O(n²) from one breakdown instead of a full recomputation per pair.

#include "breakdown.h"

#include <QList>

namespace Ndcg {

// The swap matrix of one ranking under one set of settings. Indices are 0-based positions.
struct SwapMatrix
{
    int n = 0; // ranking length
    int k = 0; // cutoff in effect (Breakdown::k)
    double gainScaleLog2 = 0; // ΔDCG is in units of 2^s, as the breakdown's gains
    double dcg = 0.0; // DCG@k before any swap
    double idcg = 0.0; // IDCG@k (unchanged by any swap)
    std::optional<double> ndcg; // NDCG@k before any swap; nullopt when undefined
    QList<double> deltaDcg; // n × n, row-major, symmetric, zero diagonal
    QList<double> deltaNdcg; // n × n: deltaDcg / idcg, or 0 when idcg = 0

    double dcgChange(int i, int j) const { return deltaDcg[qsizetype(i) * n + j]; }
    double ndcgChange(int i, int j) const { return deltaNdcg[qsizetype(i) * n + j]; }
    // The pair (i < j) whose swap raises NDCG@k most; {-1, -1} when no swap raises it.
    std::pair<int, int> bestSwap() const;
    friend bool operator==(const SwapMatrix &, const SwapMatrix &) = default;
};

// Rankings longer than this are refused (the matrix holds 2 n² doubles).
constexpr int maxSwapMatrixSize = 2000;

// The matrix from an existing breakdown: no recomputation of the ranking.
Result<SwapMatrix> swapMatrix(const Breakdown &breakdown);
// explain() then the matrix.
Result<SwapMatrix> swapMatrix(const Ranking &ranking, const Settings &settings);

// The ranking with positions i and j (0-based) exchanged: what applying a swap does.
Ranking swapped(const Ranking &ranking, int i, int j);

} // namespace Ndcg
