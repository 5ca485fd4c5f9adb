#pragma once

// The point lists the charts draw, built from a Breakdown by plain functions (no Qt Charts
// here), so that the charts only call replace() and the tests can check every point.

#include "breakdown.h"
#include "workbench/viewstate.h"

#include <QList>
#include <QPointF>

#include <optional>

namespace ChartPoints {

// At most this many positions are drawn one by one. Past it, the positions are grouped into
// this many buckets (a chart is at most a few hundred pixels wide, so 10,000 positions cannot
// be told apart anyway): running sums keep each bucket's last value, NDCG@i its minimum and
// maximum, and each bar shows the bucket's largest term. The per-position lists stay exact.
constexpr int maxDrawnPositions = 800;

// Half the width of one bar of the contribution chart; the actual bar stands left of i, the
// ideal bar right of it.
constexpr double barWidth = 0.38;

struct Series
{
    int positions = 0; // x runs over 1..positions
    int shown = 0; // the ranking's curve reaches this position (all, or the step limit)
    int shownIdeal = 0; // the ideal curve's (step-through: may differ from shown)
    int k = 0; // the cutoff
    bool grouped = false; // positions were grouped into buckets for drawing
    // The points of the cells the table shows (a cell that shows "?" has no point): exact, one
    // per position. A term's point and bar only where the table has the term (the ranking's at
    // retrieved positions, the ideal's where the ideal ordering has an item).
    QList<QPointF> dcg; // (i, DCG@i)
    QList<QPointF> idcg; // (i, IDCG@i)
    QList<QPointF> contributions; // (i, contribution_i): the bar tops, for markers
    QList<QPointF> idealContributions; // (i, ideal contribution_i)
    QList<QPointF> ndcg; // (i, NDCG@i); positions where NDCG is undefined are left out
    // What the charts draw: the lists above, or past maxDrawnPositions one point per bucket.
    QList<QPointF> dcgDrawn;
    QList<QPointF> idcgDrawn;
    QList<QPointF> ndcgDrawn;
    QList<QPointF> actualBars; // outline of the bars gain(g_i)·d(i): 4 points per position
    QList<QPointF> idealBars; // the same for the ideal ordering
    // The gap between the curves, shaded from IDCG@i (upper) down to DCG@i (lower): only over
    // the positions where both are shown. Between two runs of such positions the upper edge
    // runs down the lower one, so that nothing is shaded there.
    QList<QPointF> gapUpper;
    QList<QPointF> gapLower;
    double maxDcg = 0.0; // the largest running value (IDCG at the last position)
    double maxContribution = 0.0;
};

// limit < 0: every position; otherwise only positions 1..limit (step-through). idealLimit: the
// same for the ideal curve and bars (-2: as limit); NDCG@i is drawn where both are known.
Series build(const Ndcg::Breakdown &b, int limit = -1, int idealLimit = -2);

// What a view state lets the charts draw: exactly the cells the table shows (ViewState::shows:
// what the steps have computed, less the hidden answers), within the limits of the view. While
// stepping with nothing hidden the value range is that of every row, so that the curves grow
// into a fixed frame; while anything is hidden it comes from the points drawn, so that no axis
// gives a hidden value away.
Series build(const Ndcg::Breakdown &b, const ViewState &view);

// The point at x = position in a list of (position, value) points; nullopt when not drawn.
std::optional<QPointF> at(const QList<QPointF> &points, int position);

// The outline of bars of the given heights at x = i + offset .. i + offset + width.
QList<QPointF> barOutline(const QList<double> &heights, double offset, double width);

} // namespace ChartPoints
