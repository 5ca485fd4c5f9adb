#include "breakdownchart.h"

#include "axisfit.h"
#include "okabeito.h"

#include <QAreaSeries>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMouseEvent>
#include <QValueAxis>

#include <cmath>

namespace {

QFont chartFont(int pointSize, bool bold = false)
{
    QFont font;
    font.setPointSize(pointSize);
    if (bold) // else the application's weight: bold in presenter mode
        font.setBold(true);
    return font;
}

} // namespace

void BreakdownChart::Curve::setPoints(const QList<QPointF> &points, bool withMarkers)
{
    line->replace(points);
    markers->replace(withMarkers ? points : QList<QPointF>());
}

BreakdownChart::BreakdownChart(QWidget *parent)
    : QChartView(parent)
{
    auto *chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->setTitleFont(chartFont(11, true));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setFont(chartFont(10));
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    // QChartView starts with a chart of its own and setChart() lets go of it without deleting it.
    QChart *initial = this->chart();
    setChart(chart);
    delete initial;
    setRenderHint(QPainter::Antialiasing, true);
    setMinimumSize(220, 180);

    m_xAxis = new QValueAxis(this);
    m_xAxis->setLabelFormat(QStringLiteral("%d"));
    m_xAxis->setLabelsFont(chartFont(10));
    m_xAxis->setTitleFont(chartFont(10));
    m_xAxis->setTickType(QValueAxis::TicksDynamic);
    m_xAxis->setTickAnchor(1);
    m_xAxis->setTickInterval(1);
    m_xAxis->setGridLineVisible(false);
    m_yAxis = new QValueAxis(this);
    m_yAxis->setLabelsFont(chartFont(10));
    m_yAxis->setTitleFont(chartFont(10));
    m_yAxis->setLabelFormat(QStringLiteral("%.1f"));
    m_yAxis->setGridLineColor(QColor(0xDD, 0xDD, 0xDD));
    chart->addAxis(m_xAxis, Qt::AlignBottom);
    chart->addAxis(m_yAxis, Qt::AlignLeft);

    // The band behind the selected position: added first, so drawn below every curve.
    m_band = addArea(OkabeIto::highlight, Qt::SolidPattern, Qt::transparent);

    m_kLine = new QLineSeries(this);
    QPen kPen(OkabeIto::cutoff, 2, Qt::DashDotLine);
    m_kLine->setPen(kPen);
    connect(chart, &QChart::plotAreaChanged, this, &BreakdownChart::fitValueTitle);
}

void BreakdownChart::attach(QAbstractSeries *series, bool inLegend)
{
    chart()->addSeries(series);
    series->attachAxis(m_xAxis);
    series->attachAxis(m_yAxis);
    const QList<QLegendMarker *> markers = chart()->legend()->markers(series);
    for (QLegendMarker *marker : markers) {
        marker->setVisible(inLegend);
        // An area's marker drawn "from the series" is empty: show a filled square instead.
        if (series->type() == QAbstractSeries::SeriesTypeArea)
            marker->setShape(QLegend::MarkerShapeRectangle);
    }
}

BreakdownChart::Curve BreakdownChart::addCurve(
    const QColor &color, Qt::PenStyle style, QScatterSeries::MarkerShape shape, qreal markerSize)
{
    Curve curve;
    curve.line = new QLineSeries;
    QPen pen(color, 3, style);
    pen.setCapStyle(Qt::FlatCap);
    curve.line->setPen(pen);
    curve.markers = new QScatterSeries;
    curve.markers->setMarkerShape(shape);
    curve.markers->setMarkerSize(markerSize);
    curve.markers->setColor(color);
    curve.markers->setBorderColor(Qt::white);
    attach(curve.line, true);
    attach(curve.markers, false);
    return curve;
}

QAreaSeries *BreakdownChart::addArea(
    const QColor &fill, Qt::BrushStyle brushStyle, const QColor &outline, bool inLegend)
{
    auto *area = new QAreaSeries(new QLineSeries(this));
    area->setBrush(QBrush(fill, brushStyle));
    area->setPen(outline == Qt::transparent ? QPen(Qt::NoPen) : QPen(outline, 1.5));
    attach(area, inLegend);
    return area;
}

void BreakdownChart::setZoom(double zoom)
{
    m_zoom = zoom;
    const auto size = [zoom](int points) { return int(std::lround(points * zoom)); };
    chart()->setTitleFont(chartFont(size(11), true));
    chart()->legend()->setFont(chartFont(size(10)));
    for (QValueAxis *axis : {m_xAxis, m_yAxis}) {
        axis->setLabelsFont(chartFont(size(10)));
        axis->setTitleFont(chartFont(size(10)));
    }
    const QList<QAbstractSeries *> all = chart()->series();
    for (QAbstractSeries *series : all) {
        if (auto *scatter = qobject_cast<QScatterSeries *>(series)) {
            const QVariant base = scatter->property("baseSize");
            if (!base.isValid())
                scatter->setProperty("baseSize", scatter->markerSize());
            scatter->setMarkerSize(scatter->property("baseSize").toDouble() * zoom);
        } else if (auto *line = qobject_cast<QLineSeries *>(series)) {
            QPen pen = line->pen();
            const QVariant base = line->property("baseWidth");
            if (!base.isValid())
                line->setProperty("baseWidth", pen.widthF());
            pen.setWidthF(line->property("baseWidth").toDouble() * zoom);
            line->setPen(pen);
        }
    }
    fitValueTitle();
}

void BreakdownChart::setYTitle(const QString &title)
{
    m_yAxis->setTitleText(title);
    fitValueTitle();
}

void BreakdownChart::fitValueTitle()
{
    AxisFit::fitTitle(chart(), m_yAxis);
}

void BreakdownChart::setTitleText(const QString &title)
{
    m_title = title;
    chart()->setTitle(m_view.isPreview() ? tr("%1 (preview, not applied)").arg(title) : title);
}

void BreakdownChart::setBreakdown(const Ndcg::Breakdown *breakdown)
{
    m_breakdown = breakdown;
    rebuild();
}

void BreakdownChart::setStepLimit(int limit)
{
    m_view.limit = limit;
    m_view.idealLimit = -2;
    rebuild();
}

void BreakdownChart::setStepLimits(int limit, int idealLimit)
{
    if (limit == m_view.limit && idealLimit == m_view.idealLimit)
        return;
    m_view.limit = limit;
    m_view.idealLimit = idealLimit;
    rebuild();
}

void BreakdownChart::setEmphasis(int position, bool ideal)
{
    if (position == m_view.emphasis && ideal == m_view.emphasisIdeal)
        return;
    m_view.emphasis = position;
    m_view.emphasisIdeal = ideal;
    fillEmphasis(m_view.emphasis, m_view.emphasisIdeal);
}

void BreakdownChart::setViewState(const ViewState &view)
{
    if (view == m_view)
        return;
    const bool previewChanged = view.isPreview() != m_view.isPreview();
    m_view = view;
    if (previewChanged)
        setTitleText(m_title);
    rebuild();
}

void BreakdownChart::setBreakdown(const Ndcg::Breakdown *breakdown, const ViewState &view)
{
    m_breakdown = breakdown;
    const bool previewChanged = view.isPreview() != m_view.isPreview();
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
    m_yTop = fillSeries(m_points);
    if (m_yTop <= 0)
        m_yTop = 1.0;
    const int positions = std::max(1, m_points.positions);
    // Set the interval before widening the range, or 10,000 ticks are laid out once.
    const double xStep = std::max(1.0, AxisFit::niceStep(positions, 10));
    m_xAxis->setTickInterval(xStep);
    m_xAxis->setTickAnchor(xStep > 1 ? 0 : 1); // 5, 10, 15 rather than 1, 6, 11
    m_xAxis->setRange(0.5, positions + 0.5);
    applyValueTicks();
    // The rule at k spans the whole height; past the last position it is not drawn.
    m_kLine->setName(tr("k = %1").arg(m_points.k));
    if (m_points.k > 0 && m_points.k <= positions)
        m_kLine->replace(
            {QPointF(cutoffX(m_points.k), 0.0), QPointF(cutoffX(m_points.k), m_yAxis->max())});
    else
        m_kLine->replace(QList<QPointF>());
    updateBand();
    fillHighlight(m_highlight);
    fillEmphasis(m_view.emphasis, m_view.emphasisIdeal);
}

void BreakdownChart::updateBand()
{
    auto *upper = m_band->upperSeries();
    if (m_highlight >= 1 && m_highlight <= m_points.positions) {
        const double x = m_highlight;
        const double top = m_yAxis->max();
        upper->replace({QPointF(x - 0.5, top), QPointF(x + 0.5, top)});
    } else {
        upper->replace(QList<QPointF>());
    }
}

// The value axis gets as many ticks as its labels have room for (at most 5): a short chart in
// presenter zoom shows 0, 0.5, 1 rather than eliding six crowded labels to "…".
bool BreakdownChart::applyValueTicks()
{
    return AxisFit::applyTicks(m_yAxis, m_yTop, AxisFit::tickBudget(chart(), m_yAxis, height()));
}

void BreakdownChart::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    // A short chart keeps its plot: the position axis drops its title (the ticks are positions).
    m_xAxis->setTitleVisible(height() > 250 * m_zoom);
    if (applyValueTicks())
        rebuild(); // the k rule and the highlight band span the new top
}

void BreakdownChart::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && m_points.positions > 0) {
        const QPointF scene = mapToScene(event->position().toPoint());
        const QPointF inChart = chart()->mapFromScene(scene);
        if (chart()->plotArea().contains(inChart)) {
            const QPointF value = chart()->mapToValue(inChart);
            const int position = int(std::lround(value.x()));
            if (position >= 1 && position <= m_points.positions) {
                emit positionClicked(position);
                event->accept();
                return;
            }
        }
    }
    QChartView::mousePressEvent(event);
}
