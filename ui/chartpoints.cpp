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

Series build(const Ndcg::Breakdown &b, int limit)
{
    Series s;
    s.positions = int(b.rows.size());
    s.shown = limit < 0 ? s.positions : std::min(limit, s.positions);
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
    for (int i = 0; i < s.shown; ++i) {
        const Ndcg::PositionRow &row = b.rows[i];
        const double x = row.position;
        s.dcg.append({x, row.dcg});
        s.idcg.append({x, row.idcg});
        if (row.ndcg)
            s.ndcg.append({x, *row.ndcg});
        actual.append(row.contribution);
        ideal.append(row.idealContribution);
        s.contributions.append({x, row.contribution});
        s.idealContributions.append({x, row.idealContribution});
        s.maxContribution = std::max({s.maxContribution, row.contribution, row.idealContribution});
    }
    // The axis keeps its full range while stepping, so the curves grow into a fixed frame.
    for (const Ndcg::PositionRow &row : b.rows) {
        s.maxDcg = std::max({s.maxDcg, row.dcg, row.idcg});
        if (s.shown < s.positions)
            s.maxContribution
                = std::max({s.maxContribution, row.contribution, row.idealContribution});
    }
    s.actualBars = barOutline(actual, -barWidth, barWidth);
    s.idealBars = barOutline(ideal, 0.0, barWidth);
    return s;
}

} // namespace ChartPoints
