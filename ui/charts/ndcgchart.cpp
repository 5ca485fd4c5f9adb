#include "ndcgchart.h"

#include "style/okabeito.h"

#include <QLineSeries>

NdcgChart::NdcgChart(QWidget *parent)
    : BreakdownChart(parent)
{
    const QColor curve = OkabeIto::ndcg.darker(115);
    // Beneath the curve: a halo of its colour around the segment a step just added.
    m_emphasisLine = addHalo(curve);
    m_ndcg = addCurve(curve, Qt::SolidLine, QScatterSeries::MarkerShapeTriangle, 14);
    addCutoffLine();
    m_selected = addRing(OkabeIto::black, QScatterSeries::MarkerShapeCircle, 26, 2.5);
    // NDCG@i reaches 1, the top tick: room above it for half the selection ring (26 px wide,
    // 2.5 px pen) and so for the triangle inside it, which the plot's edge would cut in two.
    setValueHeadroom(15);
    retranslate();
}

void NdcgChart::retranslate()
{
    setTitleText(tr("NDCG@i"));
    xAxis()->setTitleText(tr("Position i"));
    setYTitle(tr("NDCG@i"));
    m_ndcg.line->setName(tr("NDCG@i"));
    accessibleChartChanged();
}

QString NdcgChart::chartName() const
{
    return nameWithPositions(tr("NDCG at each cutoff"));
}

QString NdcgChart::chartDescription() const
{
    using Cell = Ndcg::StepCell;
    const ChartPoints::Series &p = points();
    if (p.positions <= 0)
        return tr("Nothing to draw: no breakdown.");
    QStringList clauses;
    clauses << curveClause(p.ndcg, Cell::Ndcg, tr("NDCG@i"), tr("NDCG@i goes from %1 to %2"));
    if (p.ndcg.size() > 1) {
        QPointF low = p.ndcg.first();
        for (const QPointF &point : p.ndcg) {
            if (point.y() < low.y())
                low = point;
        }
        clauses << tr("its lowest is %1 at position %2")
                       .arg(cellText(int(low.x()), Cell::Ndcg))
                       .arg(int(low.x()));
    }
    if (p.k >= 1 && p.k <= p.positions)
        clauses << tr("at the cutoff, NDCG@%1 is %2").arg(p.k).arg(cellText(p.k, Cell::Ndcg));
    return clauses.join(tr("; ")) + tr(".");
}

QString NdcgChart::pointName(int point, int) const
{
    const int position = point + 1;
    return pointText(tr("Position %1").arg(position),
        {tr("NDCG@%1 %2").arg(position).arg(cellText(position, Ndcg::StepCell::Ndcg))});
}

QRect NdcgChart::pointRect(int point, int) const
{
    const int position = point + 1;
    return valueRect(ChartPoints::at(points().ndcg, position).value_or(QPointF(position, 0.0)));
}

double NdcgChart::fillSeries(const ChartPoints::Series &points)
{
    m_ndcg.setPoints(points.ndcgDrawn, markersShown());
    double top = 1.0;
    for (const QPointF &p : points.ndcg)
        top = std::max(top, p.y());
    return top;
}

void NdcgChart::fillHighlight(int position)
{
    const ChartPoints::Series &p = points();
    for (const QPointF &point : p.ndcg) {
        if (int(point.x()) == position) {
            m_selected->replace({point});
            return;
        }
    }
    m_selected->replace(QList<QPointF>());
}

void NdcgChart::fillEmphasis()
{
    // NDCG@i is new when a running sum at i is (its term alone changes no quotient).
    const int position = viewState().emphasisSum ? viewState().emphasis : 0;
    const QList<QPointF> &curve = points().ndcg;
    QList<QPointF> segment;
    for (qsizetype j = 0; j < curve.size() && !points().grouped && position > 0; ++j) {
        if (int(curve[j].x()) == position) {
            if (j > 0 && int(curve[j - 1].x()) == position - 1)
                segment.append(curve[j - 1]);
            segment.append(curve[j]);
            if (segment.size() == 1) // position 1: a short stub so the halo shows
                segment.prepend(QPointF(position - 0.15, curve[j].y()));
        }
    }
    m_emphasisLine->replace(segment);
}
