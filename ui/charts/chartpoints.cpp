#include "chartpoints.h"

#include <algorithm>

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
    Series s;
    s.positions = int(b.rows.size());
    s.shown = limit < 0 ? s.positions : std::min(limit, s.positions);
    if (idealLimit == -2)
        idealLimit = limit;
    s.shownIdeal = idealLimit < 0 ? s.positions : std::min(idealLimit, s.positions);
    if (s.shown > maxDrawnPositions) // grouped drawing: the ideal follows the ranking
        s.shownIdeal = s.shown;
    s.k = b.k;
    s.dcg.reserve(s.shown);
    s.idcg.reserve(s.shown);
    s.ndcg.reserve(s.shown);
    QList<double> actual;
    QList<double> ideal;
    actual.reserve(s.shown);
    ideal.reserve(s.shown);
    s.contributions.reserve(s.shown);
    s.idealContributions.reserve(s.shown);
    for (int i = 0; i < std::max(s.shown, s.shownIdeal); ++i) {
        const Ndcg::PositionRow &row = b.rows[i];
        const double x = row.position;
        if (i < s.shown) {
            s.dcg.append({x, row.dcg});
            actual.append(row.contribution);
            s.contributions.append({x, row.contribution});
        }
        if (i < s.shownIdeal) {
            s.idcg.append({x, row.idcg});
            ideal.append(row.idealContribution);
            s.idealContributions.append({x, row.idealContribution});
        }
        if (row.ndcg && i < s.shown && i < s.shownIdeal)
            s.ndcg.append({x, *row.ndcg});
        s.maxContribution = std::max({s.maxContribution, row.contribution, row.idealContribution});
    }
    // The axis keeps its full range while stepping, so the curves grow into a fixed frame.
    for (const Ndcg::PositionRow &row : b.rows) {
        s.maxDcg = std::max({s.maxDcg, row.dcg, row.idcg});
        if (s.shown < s.positions || s.shownIdeal < s.positions)
            s.maxContribution
                = std::max({s.maxContribution, row.contribution, row.idealContribution});
    }
    if (s.shown <= maxDrawnPositions) {
        s.dcgDrawn = s.dcg;
        s.idcgDrawn = s.idcg;
        s.ndcgDrawn = s.ndcg;
        s.actualBars = barOutline(actual, -barWidth, barWidth);
        s.idealBars = barOutline(ideal, 0.0, barWidth);
        return s;
    }
    // Grouped: bucket j holds positions first..last (1-based).
    s.grouped = true;
    const int buckets = maxDrawnPositions;
    s.dcgDrawn.reserve(buckets);
    s.idcgDrawn.reserve(buckets);
    s.ndcgDrawn.reserve(2 * buckets);
    s.actualBars.reserve(4 * buckets);
    s.idealBars.reserve(4 * buckets);
    for (int j = 0; j < buckets; ++j) {
        const int first = int(qint64(j) * s.shown / buckets) + 1;
        const int last = int(qint64(j + 1) * s.shown / buckets);
        if (last < first)
            continue;
        const Ndcg::PositionRow &end = b.rows[last - 1];
        s.dcgDrawn.append({double(last), end.dcg});
        s.idcgDrawn.append({double(last), end.idcg});
        double topActual = 0.0;
        double topIdeal = 0.0;
        std::optional<std::pair<int, double>> low;
        std::optional<std::pair<int, double>> high;
        for (int p = first; p <= last; ++p) {
            const Ndcg::PositionRow &row = b.rows[p - 1];
            topActual = std::max(topActual, row.contribution);
            topIdeal = std::max(topIdeal, row.idealContribution);
            if (row.ndcg) {
                if (!low || *row.ndcg < low->second)
                    low = std::make_pair(p, *row.ndcg);
                if (!high || *row.ndcg > high->second)
                    high = std::make_pair(p, *row.ndcg);
            }
        }
        if (low && high) {
            const auto &a = low->first <= high->first ? *low : *high;
            const auto &z = low->first <= high->first ? *high : *low;
            s.ndcgDrawn.append({double(a.first), a.second});
            if (z.first != a.first)
                s.ndcgDrawn.append({double(z.first), z.second});
        }
        const double left = first - 0.5;
        const double middle = (first + last) / 2.0;
        const double right = last + 0.5;
        s.actualBars.append({{left, 0.0}, {left, topActual}, {middle, topActual}, {middle, 0.0}});
        s.idealBars.append({{middle, 0.0}, {middle, topIdeal}, {right, topIdeal}, {right, 0.0}});
    }
    return s;
}

namespace {

// Keeps the points at positions the view shows.
void keep(QList<QPointF> &points, const ViewState &view, Ndcg::StepCell cell)
{
    points.removeIf([&](const QPointF &p) { return !view.shows(int(p.x()), cell); });
}

// Keeps the bars (4 points each, bar j at position j + 1) the view shows.
void keepBars(QList<QPointF> &bars, const ViewState &view, Ndcg::StepCell cell)
{
    QList<QPointF> kept;
    kept.reserve(bars.size());
    for (qsizetype j = 0; j + 3 < bars.size(); j += 4) {
        if (view.shows(int(j / 4) + 1, cell))
            kept.append({bars[j], bars[j + 1], bars[j + 2], bars[j + 3]});
    }
    bars = kept;
}

// Whether every position of 1..positions shows the cell.
bool showsAll(const ViewState &view, int positions, Ndcg::StepCell cell)
{
    for (int p = 1; p <= positions; ++p) {
        if (!view.shows(p, cell))
            return false;
    }
    return true;
}

} // namespace

Series build(const Ndcg::Breakdown &b, const ViewState &view)
{
    int limit = view.limit;
    int idealLimit = view.idealLimit;
    if (view.steps) {
        // Stepping: each curve to its last finished row; the frame stays that of every row.
        limit = view.steps->dcgTotal ? -1 : view.steps->curvePosition();
        idealLimit = view.steps->idcgTotal ? -1 : view.steps->idealCurvePosition();
    }
    Series s = build(b, limit, idealLimit);
    if (!view.isAnyHidden())
        return s;
    using Cell = Ndcg::StepCell;
    keep(s.dcg, view, Cell::Dcg);
    keep(s.idcg, view, Cell::Idcg);
    keep(s.ndcg, view, Cell::Ndcg);
    keep(s.contributions, view, Cell::Contribution);
    keep(s.idealContributions, view, Cell::IdealContribution);
    if (s.grouped) {
        // A bucket stands for many positions: drawn only when all of them show.
        if (!showsAll(view, s.positions, Cell::Dcg))
            s.dcgDrawn.clear();
        if (!showsAll(view, s.positions, Cell::Idcg))
            s.idcgDrawn.clear();
        if (!showsAll(view, s.positions, Cell::Ndcg))
            s.ndcgDrawn.clear();
        if (!showsAll(view, s.positions, Cell::Contribution))
            s.actualBars.clear();
        if (!showsAll(view, s.positions, Cell::IdealContribution))
            s.idealBars.clear();
    } else {
        s.dcgDrawn = s.dcg;
        s.idcgDrawn = s.idcg;
        s.ndcgDrawn = s.ndcg;
        keepBars(s.actualBars, view, Cell::Contribution);
        keepBars(s.idealBars, view, Cell::IdealContribution);
    }
    // The frame from what is drawn only.
    s.maxDcg = 0.0;
    for (const QList<QPointF> *list : {&s.dcgDrawn, &s.idcgDrawn})
        for (const QPointF &p : *list)
            s.maxDcg = std::max(s.maxDcg, p.y());
    s.maxContribution = 0.0;
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
