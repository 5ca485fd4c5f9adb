#include "breakdownchart.h"

#include "axisfit.h"
#include "style/okabeito.h"
#include "style/theme.h"

#include <QAreaSeries>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMouseEvent>
#include <QValueAxis>

#include <cmath>

void BreakdownChart::Curve::setPoints(const QList<QPointF> &points, bool withMarkers)
{
    line->replace(points);
    markers->replace(withMarkers ? points : QList<QPointF>());
}

BreakdownChart::BreakdownChart(QWidget *parent)
    : ChartView(parent)
{
    setMinimumSize(220, 180);
    // The band behind the selected position: added first, so drawn below every curve.
    m_band = addArea(OkabeIto::highlight, Qt::SolidPattern, Theme::Light::none, 0, false);
}

void BreakdownChart::addCutoffLine()
{
    m_kLine = addLine(OkabeIto::cutoff, Qt::DashDotLine, 2, true);
}

BreakdownChart::Curve BreakdownChart::addCurve(
    const QColor &color, Qt::PenStyle style, QScatterSeries::MarkerShape shape, qreal markerSize)
{
    Curve curve;
    curve.line = addLine(color, style, 3, true);
    curve.markers = addMarkers(color, shape, markerSize);
    return curve;
}

void BreakdownChart::setYTitle(const QString &title)
{
    yAxis()->setTitleText(title);
    AxisFit::fitTitle(chart(), yAxis());
}

void BreakdownChart::setTitleText(const QString &title)
{
    m_title = title;
    chart()->setTitle(m_view.isPreview() ? tr("%1 (%2)").arg(title, m_view.previewTag())
            : m_titleShown               ? title
                                         : QString());
}

void BreakdownChart::setTitleShown(bool shown)
{
    if (shown == m_titleShown)
        return;
    m_titleShown = shown;
    setTitleText(m_title);
}

void BreakdownChart::setBreakdown(const Ndcg::Breakdown *breakdown)
{
    m_breakdown = breakdown;
    rebuild();
}

void BreakdownChart::setStepLimit(int limit)
{
    m_view.limit = limit < 0 ? std::nullopt : std::optional<int>(limit);
    m_view.idealLimit = m_view.limit;
    rebuild();
}

void BreakdownChart::setStepLimits(int limit, int idealLimit)
{
    const std::optional<int> ranking = limit < 0 ? std::nullopt : std::optional<int>(limit);
    const std::optional<int> ideal = idealLimit < 0 ? std::nullopt : std::optional<int>(idealLimit);
    if (ranking == m_view.limit && ideal == m_view.idealLimit)
        return;
    m_view.limit = ranking;
    m_view.idealLimit = ideal;
    rebuild();
}

void BreakdownChart::setEmphasis(int position, bool ideal)
{
    if (position == m_view.emphasis && ideal == m_view.emphasisIdeal && m_view.emphasisTerm
        && m_view.emphasisSum)
        return;
    m_view.emphasis = position;
    m_view.emphasisIdeal = ideal;
    m_view.emphasisTerm = true;
    m_view.emphasisSum = true;
    fillHighlight(m_highlight);
    fillEmphasis();
}

void BreakdownChart::setViewState(const ViewState &view)
{
    if (view == m_view)
        return;
    const bool previewChanged = view.previewTag() != m_view.previewTag();
    m_view = view;
    if (previewChanged)
        setTitleText(m_title);
    rebuild();
}

void BreakdownChart::setBreakdown(const Ndcg::Breakdown *breakdown, const ViewState &view)
{
    m_breakdown = breakdown;
    const bool previewChanged = view.previewTag() != m_view.previewTag();
    m_view = view;
    if (previewChanged)
        setTitleText(m_title);
    rebuild();
}

void BreakdownChart::setHighlightedPosition(int position)
{
    if (position == m_highlight)
        return;
    m_highlight = position;
    updateBand();
    fillHighlight(m_highlight);
}

void BreakdownChart::rebuild()
{
    m_points = m_breakdown ? ChartPoints::build(*m_breakdown, m_view) : ChartPoints::Series {};
    setPositions(m_points.positions);
    const double top = fillSeries(m_points);
    setValueTop(top, false, m_breakdown && plotsGainUnits() ? m_breakdown->gainScaleLog2 : 0.0);
    const int positions = std::max(1, m_points.positions);
    // The rule at k spans the whole height; past the last position it is not drawn.
    if (m_kLine) {
        m_kLine->setName(tr("cutoff k = %1").arg(m_points.k));
        if (m_points.k > 0 && m_points.k <= positions)
            m_kLine->replace(
                {QPointF(cutoffX(m_points.k), 0.0), QPointF(cutoffX(m_points.k), yAxis()->max())});
        else
            m_kLine->replace(QList<QPointF>());
    }
    updateBand();
    fillHighlight(m_highlight);
    fillEmphasis();
}

void BreakdownChart::updateBand()
{
    auto *upper = m_band->upperSeries();
    if (m_highlight >= 1 && m_highlight <= m_points.positions) {
        const double x = m_highlight;
        const double top = yAxis()->max();
        upper->replace({QPointF(x - 0.5, top), QPointF(x + 0.5, top)});
    } else {
        upper->replace(QList<QPointF>());
    }
}
