#include "chartpoints.h"

#include <algorithm>
#include <functional>

namespace ChartPoints {

QList<QPointF> barOutline(const QList<double> &heights, double offset, double width)
{
    QList<QPointF> points;
    points.reserve(heights.size() * 4);
    for (qsizetype j = 0; j < heights.size(); ++j) {
        const double x = double(j + 1) + offset;
        points.append({x, 0.0});
        points.append({x, heights[j]});
        points.append({x + width, heights[j]});
        points.append({x + width, 0.0});
    }
    return points;
}

Series build(const Ndcg::Breakdown &b, int limit, int idealLimit)
{
    ViewState view;
    view.limit = limit < 0 ? std::nullopt : std::optional<int>(limit);
    view.idealLimit = idealLimit == -2 ? view.limit
        : idealLimit < 0               ? std::nullopt
                                       : std::optional<int>(idealLimit);
    return build(b, view);
}

namespace {

// The bars of the given tops (position, height), from x = position + offset to + width.
QList<QPointF> barsOf(const QList<QPointF> &tops, double offset, double width)
{
    QList<QPointF> points;
    points.reserve(tops.size() * 4);
    for (const QPointF &top : tops)
        points.append({{top.x() + offset, 0.0}, {top.x() + offset, top.y()},
            {top.x() + offset + width, top.y()}, {top.x() + offset + width, 0.0}});
    return points;
}

// Grouped drawing: positions 1..extent in maxDrawnPositions buckets; bucket j holds the
// positions first(j)..last(j).
struct Buckets
{
    int extent = 0;
    int of(double position) const
    {
        return int((qint64(position) * maxDrawnPositions - 1) / extent);
    }
    int first(int j) const { return int(qint64(j) * extent / maxDrawnPositions) + 1; }
    int last(int j) const { return int(qint64(j + 1) * extent / maxDrawnPositions); }
    // The end of the run of points from `from` that lie in the same bucket.
    qsizetype end(const QList<QPointF> &points, qsizetype from) const
    {
        const int bucket = of(points[from].x());
        qsizetype to = from;
        while (to < points.size() && of(points[to].x()) == bucket)
            ++to;
        return to;
    }
};

// Running sums: the last point of each bucket.
QList<QPointF> lastPerBucket(const QList<QPointF> &points, const Buckets &buckets)
{
    QList<QPointF> out;
    for (qsizetype j = 0; j < points.size();) {
        const qsizetype end = buckets.end(points, j);
        out.append(points[end - 1]);
        j = end;
    }
    return out;
}

// NDCG@i: the lowest and the highest point of each bucket, in the order of their positions.
QList<QPointF> rangePerBucket(const QList<QPointF> &points, const Buckets &buckets)
{
    QList<QPointF> out;
    for (qsizetype j = 0; j < points.size();) {
        const qsizetype end = buckets.end(points, j);
        QPointF low = points[j];
        QPointF high = points[j];
        for (qsizetype i = j; i < end; ++i) {
            if (points[i].y() < low.y())
                low = points[i];
            if (points[i].y() > high.y())
                high = points[i];
        }
        const QPointF &a = low.x() <= high.x() ? low : high;
        const QPointF &z = low.x() <= high.x() ? high : low;
        out.append(a);
        if (z.x() != a.x())
            out.append(z);
        j = end;
    }
    return out;
}

// Bars: each bucket's largest term, over the left half of the bucket (the ranking's) or the
// right half (the ideal's).
QList<QPointF> barsPerBucket(const QList<QPointF> &tops, const Buckets &buckets, bool left)
{
    QList<QPointF> out;
    for (qsizetype j = 0; j < tops.size();) {
        const qsizetype end = buckets.end(tops, j);
        double top = 0.0;
        for (qsizetype i = j; i < end; ++i)
            top = std::max(top, tops[i].y());
        const int bucket = buckets.of(tops[j].x());
        const double middle = (buckets.first(bucket) + buckets.last(bucket)) / 2.0;
        const double from = left ? buckets.first(bucket) - 0.5 : middle;
        const double to = left ? middle : buckets.last(bucket) + 0.5;
        out.append({{from, 0.0}, {from, top}, {to, top}, {to, 0.0}});
        j = end;
    }
    return out;
}

// The gap band over the points of DCG@i (lower) and IDCG@i (upper) at the same positions, in
// order: between two runs of positions (`adjacent` tells whether two follow each other) the
// upper edge comes down to the lower one, so that nothing is shaded over the positions between.
void gapBand(const QList<QPointF> &lower, const QList<QPointF> &upper, Series &s,
    const std::function<bool(double, double)> &adjacent)
{
    s.gapLower = lower;
    s.gapUpper.clear();
    s.gapUpper.reserve(upper.size() + 2);
    for (qsizetype j = 0; j < lower.size(); ++j) {
        if (j > 0 && !adjacent(lower[j - 1].x(), lower[j].x()))
            s.gapUpper.append(lower[j]);
        s.gapUpper.append(upper[j]);
        if (j + 1 < lower.size() && !adjacent(lower[j].x(), lower[j + 1].x()))
            s.gapUpper.append(lower[j]);
    }
}

} // namespace

Series build(const Ndcg::Breakdown &b, const ViewState &view)
{
    using Cell = Ndcg::StepCell;
    Series s;
    s.positions = int(b.rows.size());
    s.k = b.k;
    // The view's limits (the formula's, when not stepping); while stepping, the steps say what
    // is computed, cell by cell: a term shows from the step that computes it, before the running
    // sum it goes into.
    const int limit = view.steps ? -1 : view.limit.value_or(-1);
    const int idealLimit = view.steps ? -1 : view.idealLimit.value_or(-1);
    const auto upTo = [&](int lim) { return lim < 0 ? s.positions : std::min(lim, s.positions); };
    if (view.steps) {
        s.shown = view.steps->dcgTotal ? s.positions : upTo(view.steps->curvePosition());
        s.shownIdeal = view.steps->idcgTotal ? s.positions : upTo(view.steps->idealCurvePosition());
    } else {
        s.shown = upTo(limit);
        s.shownIdeal = upTo(idealLimit);
    }
    const bool anyHidden = view.isAnyHidden();
    // Exactly the cells the table shows.
    QList<QPointF> bothDcg; // DCG@i and IDCG@i where both show: the gap band
    QList<QPointF> bothIdcg;
    for (const Ndcg::PositionRow &row : b.rows) {
        const int p = row.position;
        const double x = p;
        const bool ranking = limit < 0 || p <= limit;
        const bool ideal = idealLimit < 0 || p <= idealLimit;
        const bool dcg = ranking && view.shows(p, Cell::Dcg);
        const bool idcg = ideal && view.shows(p, Cell::Idcg);
        if (dcg)
            s.dcg.append({x, row.dcg});
        if (idcg)
            s.idcg.append({x, row.idcg});
        if (dcg && idcg) {
            bothDcg.append({x, row.dcg});
            bothIdcg.append({x, row.idcg});
        }
        if (ranking && row.retrieved && view.shows(p, Cell::Contribution))
            s.contributions.append({x, row.contribution});
        if (ideal && row.hasIdeal && view.shows(p, Cell::IdealContribution))
            s.idealContributions.append({x, row.idealContribution});
        if (ranking && ideal && row.ndcg && view.shows(p, Cell::Ndcg))
            s.ndcg.append({x, *row.ndcg});
        // The frame of every row while nothing is hidden: the curves grow into it step by step.
        if (!anyHidden) {
            s.maxDcg = std::max({s.maxDcg, row.dcg, row.idcg});
            s.maxContribution
                = std::max({s.maxContribution, row.contribution, row.idealContribution});
        }
    }

    int extent = 0; // the last position drawn
    for (const QList<QPointF> *list :
        {&s.dcg, &s.idcg, &s.contributions, &s.idealContributions, &s.ndcg}) {
        if (!list->isEmpty())
            extent = std::max(extent, int(list->last().x()));
    }
    if (extent <= maxDrawnPositions) {
        s.dcgDrawn = s.dcg;
        s.idcgDrawn = s.idcg;
        s.ndcgDrawn = s.ndcg;
        s.actualBars = barsOf(s.contributions, -barWidth, barWidth);
        s.idealBars = barsOf(s.idealContributions, 0.0, barWidth);
        gapBand(bothDcg, bothIdcg, s, [](double a, double z) { return z - a == 1.0; });
    } else {
        // Grouped: each bucket from the points shown in it, so that it gives no hidden value away.
        s.grouped = true;
        const Buckets buckets {extent};
        s.dcgDrawn = lastPerBucket(s.dcg, buckets);
        s.idcgDrawn = lastPerBucket(s.idcg, buckets);
        s.ndcgDrawn = rangePerBucket(s.ndcg, buckets);
        s.actualBars = barsPerBucket(s.contributions, buckets, true);
        s.idealBars = barsPerBucket(s.idealContributions, buckets, false);
        gapBand(lastPerBucket(bothDcg, buckets), lastPerBucket(bothIdcg, buckets), s,
            [&buckets](double a, double z) { return buckets.of(z) - buckets.of(a) == 1; });
    }
    if (!anyHidden)
        return s;
    // The frame from what is drawn only.
    for (const QList<QPointF> *list : {&s.dcgDrawn, &s.idcgDrawn})
        for (const QPointF &p : *list)
            s.maxDcg = std::max(s.maxDcg, p.y());
    for (const QList<QPointF> *list : {&s.actualBars, &s.idealBars})
        for (const QPointF &p : *list)
            s.maxContribution = std::max(s.maxContribution, p.y());
    return s;
}

std::optional<QPointF> at(const QList<QPointF> &points, int position)
{
    // Sorted by x: a binary search.
    const auto it = std::lower_bound(
        points.begin(), points.end(), position, [](const QPointF &p, int x) { return p.x() < x; });
    if (it != points.end() && int(it->x()) == position)
        return *it;
    return std::nullopt;
}

} // namespace ChartPoints
