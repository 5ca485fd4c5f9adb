#include "comparisonpoints.h"

#include "chartpoints.h"

#include <QHash>

#include <algorithm>
#include <cmath>

namespace ComparisonPoints {

namespace {

double contributionAt(const Ndcg::Breakdown *b, int position)
{
    if (!b || position < 1 || position > b->rows.size())
        return 0.0;
    const Ndcg::PositionRow &row = b->rows[position - 1];
    return row.retrieved ? row.contribution : 0.0;
}

double scaleOf(const Ndcg::Breakdown *b)
{
    return b ? b->gainScaleLog2 : 0.0;
}

// DCG@i, carried past the end of the ranking (a shorter list adds nothing more), in units of
// 2^scaleLog2.
QList<QPointF> running(const Ndcg::Breakdown *b, int shown, bool ideal, double scaleLog2)
{
    QList<QPointF> points;
    if (!b)
        return points;
    points.reserve(shown);
    double last = 0.0;
    for (int i = 1; i <= shown; ++i) {
        if (i <= b->rows.size())
            last = rescaled(
                ideal ? b->rows[i - 1].idcg : b->rows[i - 1].dcg, b->gainScaleLog2, scaleLog2);
        points.append({double(i), last});
    }
    return points;
}

} // namespace

double rescaled(double value, double fromLog2, double toLog2)
{
    // Past ±2200 every finite non-zero double overflows or underflows (2^-1074 · 2^2200 >
    // 2^1024), so the clamp changes nothing but keeps the exponent an int.
    const double shift = std::clamp(fromLog2 - toLog2, -2200.0, 2200.0);
    return shift == 0.0 ? value : std::ldexp(value, int(shift));
}

double commonScale(const Ndcg::Breakdown *a, const Ndcg::Breakdown *b)
{
    return std::max(scaleOf(a), scaleOf(b));
}

int defaultDepth(const Ndcg::Breakdown *a, const Ndcg::Breakdown *b)
{
    const int total = int(std::max(a ? a->rows.size() : 0, b ? b->rows.size() : 0));
    const int k = a ? a->k : (b ? b->k : 0);
    if (k <= 0 || k >= total)
        return total;
    return int(std::min<qint64>(total, std::max<qint64>(2 * qint64(k), minimumDepth)));
}

Series build(const Ndcg::Breakdown *a, const Ndcg::Breakdown *b, int limit, int depth)
{
    Series s;
    s.total = int(std::max(a ? a->rows.size() : 0, b ? b->rows.size() : 0));
    s.positions = depth < 0 ? s.total : std::min(depth, s.total);
    s.shown = limit < 0 ? s.positions : std::min(limit, s.positions);
    s.k = a ? a->k : (b ? b->k : 0);
    s.scaleLog2 = commonScale(a, b);
    s.runningA = running(a, s.shown, false, s.scaleLog2);
    s.runningB = running(b, s.shown, false, s.scaleLog2);
    s.ideal = running(a ? a : b, s.shown, true, s.scaleLog2);
    if (a && b) {
        const QList<QPointF> idealB = running(b, s.shown, true, s.scaleLog2);
        if (idealB != s.ideal)
            s.idealB = idealB;
    }
    QList<double> ahead;
    QList<double> behind;
    s.difference.reserve(s.shown);
    for (int i = 1; i <= s.shown; ++i) {
        const double d = rescaled(contributionAt(a, i), scaleOf(a), s.scaleLog2)
            - rescaled(contributionAt(b, i), scaleOf(b), s.scaleLog2);
        s.difference.append(d);
        ahead.append(std::max(d, 0.0));
        behind.append(std::min(d, 0.0));
        s.maxAbsDifference = std::max(s.maxAbsDifference, std::abs(d));
    }
    s.aheadBars = ChartPoints::barOutline(ahead, -0.35, 0.7);
    s.behindBars = ChartPoints::barOutline(behind, -0.35, 0.7);
    for (const QList<QPointF> *list : {&s.runningA, &s.runningB, &s.ideal, &s.idealB}) {
        for (const QPointF &p : *list)
            s.maxRunning = std::max(s.maxRunning, p.y());
    }
    return s;
}

Summary summarize(const Ndcg::Breakdown *a, const Ndcg::Breakdown *b)
{
    Summary s;
    s.k = a ? a->k : (b ? b->k : 0);
    if (a)
        s.ndcgA = a->ndcg;
    if (b)
        s.ndcgB = b->ndcg;
    if (s.ndcgA && s.ndcgB) {
        s.difference = *s.ndcgA - *s.ndcgB;
        // Equal as shown (4 decimals): neither is better.
        if (std::abs(*s.difference) >= 5e-5)
            s.better = *s.difference > 0 ? Ahead::A : Ahead::B;
    }
    // Compared at the smaller of the two scales, where the smaller values keep every bit (the
    // larger ones may overflow to infinity, which still compares right): a term of 7 in B
    // against one of 2^-1040 · 1 in A's units of 2^1040 is B's, as at their true sizes.
    const double lower = std::min(scaleOf(a), scaleOf(b));
    if (a && b)
        s.sameIdeal = rescaled(a->idcg, a->gainScaleLog2, lower)
            == rescaled(b->idcg, b->gainScaleLog2, lower);
    const int positions = int(std::max(a ? a->rows.size() : 0, b ? b->rows.size() : 0));
    for (int i = 1; i <= std::min(s.k, positions); ++i) {
        const double d = rescaled(contributionAt(a, i), scaleOf(a), lower)
            - rescaled(contributionAt(b, i), scaleOf(b), lower);
        if (d > 1e-12)
            s.positionsA.append(i);
        else if (d < -1e-12)
            s.positionsB.append(i);
    }
    return s;
}

QList<Link> links(const QList<Ndcg::Item> &a, const QList<Ndcg::Item> &b)
{
    QHash<QString, int> rowInB;
    for (int j = int(b.size()) - 1; j >= 0; --j) {
        if (!b[j].label.isEmpty())
            rowInB.insert(b[j].label, j);
    }
    QHash<QString, int> seenInA;
    QList<Link> result;
    QList<bool> matchedB(b.size(), false);
    for (int i = 0; i < a.size(); ++i) {
        const QString &label = a[i].label;
        Link link {i, -1, a[i].grade};
        if (!label.isEmpty() && !seenInA.contains(label)) {
            seenInA.insert(label, i);
            const auto it = rowInB.constFind(label);
            if (it != rowInB.constEnd()) {
                link.rowB = it.value();
                matchedB[it.value()] = true;
            }
        }
        result.append(link);
    }
    for (int j = 0; j < b.size(); ++j) {
        if (!matchedB[j])
            result.append(Link {-1, j, b[j].grade});
    }
    return result;
}

} // namespace ComparisonPoints
