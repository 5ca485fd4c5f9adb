#pragma once

// What the comparison view draws, built from the breakdowns of rankings A and B by plain
// functions (no Qt Charts here), so that the charts only call replace() and the tests can check
// every number.
//
//   runningA/B(i) = DCG@i of A / of B (both in the common scale, see Series::scaleLog2);  ideal(i)
//   = IDCG@i (A's ideal; B's when A has none) difference(i) = contribution_A(i) − contribution_B(i)
//   = gain(a_i)·d(i) − gain(b_i)·d(i) Σ_{i≤k} difference(i) = DCG_A@k − DCG_B@k, and NDCG_A@k −
//   NDCG_B@k when both share IDCG@k.
// Items are matched by label: the links pair each label's position in A with its position in B.

#include "breakdown.h"

#include <QList>
#include <QPointF>

#include <optional>

namespace ComparisonPoints {

// Which ranking is ahead: by NDCG@k overall, or by contribution at one position.
enum class Ahead { Neither, A, B };

struct Summary
{
    int k = 0;
    std::optional<double> ndcgA;
    std::optional<double> ndcgB;
    std::optional<double> difference; // ndcgA − ndcgB, when both are defined
    Ahead better = Ahead::Neither; // Neither: equal to 4 decimals, or undefined
    bool sameIdeal = true; // IDCG@k of A equals IDCG@k of B
    QList<int> positionsA; // 1-based positions ≤ k where A's term is larger
    QList<int> positionsB; // ... where B's term is larger
};

// An item of A matched with the item of B of the same label (0-based rows; -1: not in B / A).
struct Link
{
    int rowA = -1;
    int rowB = -1;
    double grade = 0.0;
    friend bool operator==(const Link &, const Link &) = default;
};

struct Series
{
    int total = 0; // positions of the longer breakdown (its rows: the ranking or the pool)
    int positions = 0; // x runs over 1..positions: all of total, or the depth drawn
    int shown = 0; // positions drawn (all, or the step limit)
    int k = 0;
    QList<QPointF> runningA; // (i, DCG_A@i)
    QList<QPointF> runningB; // (i, DCG_B@i)
    QList<QPointF> ideal; // (i, IDCG@i)
    QList<QPointF> idealB; // B's ideal when it differs from A's (list-only ideals), else empty
    QList<double> difference; // contribution_A(i) − contribution_B(i), i = 1..shown
    QList<QPointF> aheadBars; // outline of the positive differences (A ahead), 4 points a bar
    QList<QPointF> behindBars; // outline of the negative differences (B ahead)
    double maxRunning = 0.0;
    double maxAbsDifference = 0.0;
    // Every value above is in units of 2^scaleLog2, which the value axis labels at their true
    // size: the larger of A's and B's Breakdown::gainScaleLog2 (they differ when only one
    // ranking has a grade of, say, 2000 under exponential gain). The other ranking's values are
    // rescaled by 2^-(difference), so that the two curves compare; at that scale its values may
    // underflow to 0 (a DCG of 14 is 14 · 2^-1040 ≈ 0 beside 2^960), which is what they are.
    double scaleLog2 = 0.0;
};

// value, in units of 2^fromLog2, in units of 2^toLog2: value · 2^(fromLog2 − toLog2), exact
// unless it overflows (to ±inf) or underflows (towards 0).
double rescaled(double value, double fromLog2, double toLog2);
// The scale both rankings are drawn in: the larger gainScaleLog2 (0 with neither).
double commonScale(const Ndcg::Breakdown *a, const Ndcg::Breakdown *b);

// The positions the comparison draws unless all are asked for: twice the cutoff, at least
// minimumDepth, at most all of them. A TREC query judges ~180 items and NDCG@10 is about the
// first 10: drawn to 2k they fill half the axis instead of 5%, and the links between the
// tables stay legible. NDCG@k and IDCG@k are computed on the whole pool either way.
constexpr int minimumDepth = 10;
int defaultDepth(const Ndcg::Breakdown *a, const Ndcg::Breakdown *b);

// Either breakdown may be null (refused settings): its lists stay empty. depth: the positions
// drawn (the axis runs over 1..min(depth, total)), -1 for all; limit: the step-through's
// positions among them, -1 for all.
Series build(const Ndcg::Breakdown *a, const Ndcg::Breakdown *b, int limit = -1, int depth = -1);
Summary summarize(const Ndcg::Breakdown *a, const Ndcg::Breakdown *b);
// Items matched by label (the first occurrence of each label; empty labels never match), in
// A's order, then B's items that A does not have.
QList<Link> links(const QList<Ndcg::Item> &a, const QList<Ndcg::Item> &b);

} // namespace ComparisonPoints
