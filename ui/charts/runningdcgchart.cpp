#include "runningdcgchart.h"

#include "style/okabeito.h"
#include "style/theme.h"

#include <QAreaSeries>
#include <QLineSeries>

RunningDcgChart::RunningDcgChart(QWidget *parent)
    : BreakdownChart(parent)
{
    QColor gapFill = OkabeIto::skyBlue;
    gapFill.setAlpha(70);
    m_gap = addArea(gapFill, Qt::SolidPattern, Theme::Light::none, 0, true, true);
    // Added before the curves, so drawn beneath them: a halo of the curve's colour around the
    // segment a step just added.
    m_emphasisLine = addHalo(OkabeIto::actual);
    m_idealEmphasisLine = addHalo(OkabeIto::ideal);
    m_idcg = addCurve(OkabeIto::ideal, Qt::DashLine, QScatterSeries::MarkerShapeRectangle, 12);
    m_dcg = addCurve(OkabeIto::actual, Qt::SolidLine, QScatterSeries::MarkerShapeCircle, 12);
    addCutoffLine();
    m_selected = addRing(OkabeIto::black, QScatterSeries::MarkerShapeCircle, 24, 2.5);
    retranslate();
}

void RunningDcgChart::retranslate()
{
    setTitleText(tr("Running DCG vs ideal"));
    xAxis()->setTitleText(tr("Position i"));
    setYTitle(tr("DCG@i"));
    m_dcg.line->setName(tr("DCG@i"));
    m_idcg.line->setName(tr("IDCG@i (ideal)"));
    m_gap->setName(tr("gap"));
    accessibleChartChanged();
}

QString RunningDcgChart::chartName() const
{
    return nameWithPositions(tr("Running DCG against the ideal"));
}

QString RunningDcgChart::chartDescription() const
{
    using Cell = Ndcg::StepCell;
    const ChartPoints::Series &p = points();
    if (p.positions <= 0)
        return tr("Nothing to draw: no breakdown.");
    QStringList clauses;
    clauses << curveClause(p.dcg, Cell::Dcg, tr("DCG"), tr("DCG rises from %1 to %2"));
    if (p.idcg.isEmpty()) {
        clauses << tr("the ideal is %1").arg(missingText(Cell::Idcg));
    } else {
        const int last = int(p.idcg.last().x());
        clauses << (last == p.positions ? tr("the ideal reaches %1").arg(cellText(last, Cell::Idcg))
                                        : tr("the ideal reaches %1 at position %2")
                                              .arg(cellText(last, Cell::Idcg))
                                              .arg(last));
    }
    // The gap, over the positions where both curves are drawn.
    int widest = 0;
    double gap = 0.0;
    for (const QPointF &d : p.dcg) {
        if (const auto i = ChartPoints::at(p.idcg, int(d.x()))) {
            if (widest == 0 || i->y() - d.y() > gap) {
                gap = i->y() - d.y();
                widest = int(d.x());
            }
        }
    }
    if (widest > 0) {
        clauses << (gap > 0 ? tr("the gap is largest at position %1").arg(widest)
                            : tr("no gap: DCG meets the ideal wherever both are drawn"));
    }
    if (p.k >= 1 && p.k <= p.positions) {
        clauses << tr("at the cutoff k = %1, DCG is %2 and the ideal %3")
                       .arg(p.k)
                       .arg(cellText(p.k, Cell::Dcg), cellText(p.k, Cell::Idcg));
    }
    return clauses.join(tr("; ")) + tr(".");
}

QString RunningDcgChart::pointName(int point, int series) const
{
    using Cell = Ndcg::StepCell;
    const int position = point + 1;
    return pointText(tr("Position %1").arg(position),
        {tr("DCG %1").arg(cellText(position, Cell::Dcg)),
            tr("ideal %1").arg(cellText(position, Cell::Idcg))},
        series);
}

QRect RunningDcgChart::pointRect(int point, int series) const
{
    const int position = point + 1;
    const auto at = ChartPoints::at(series == 0 ? points().dcg : points().idcg, position);
    return valueRect(at.value_or(QPointF(position, 0.0)));
}

double RunningDcgChart::fillSeries(const ChartPoints::Series &points)
{
    const bool marked = markersShown();
    // Only where both curves are drawn.
    m_gap->upperSeries()->replace(points.gapUpper);
    m_gap->lowerSeries()->replace(points.gapLower);
    m_idcg.setPoints(points.idcgDrawn, marked);
    m_dcg.setPoints(points.dcgDrawn, marked);
    return points.maxDcg * 1.05;
}

void RunningDcgChart::fillHighlight(int position)
{
    const ChartPoints::Series &p = points();
    QList<QPointF> selected;
    for (const QList<QPointF> *curve : {&p.dcg, &p.idcg}) {
        if (const auto point = ChartPoints::at(*curve, position))
            selected.append(*point);
    }
    m_selected->replace(selected);
}

void RunningDcgChart::fillEmphasis()
{
    const ViewState &view = viewState();
    m_emphasisLine->replace(QList<QPointF>());
    m_idealEmphasisLine->replace(QList<QPointF>());
    const QList<QPointF> &curve = view.emphasisIdeal ? points().idcg : points().dcg;
    const int position = view.emphasis;
    const auto to = ChartPoints::at(curve, position);
    if (!view.emphasisSum || !to || points().grouped)
        return;
    // From the previous point (or from 0 left of position 1) to the new one.
    const auto previous = ChartPoints::at(curve, position - 1);
    const QPointF from = position > 1 ? previous.value_or(*to) : QPointF(0.5, 0.0);
    (view.emphasisIdeal ? m_idealEmphasisLine : m_emphasisLine)->replace({from, *to});
}
