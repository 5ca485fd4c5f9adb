#include "comparisonchart.h"

#include "axisfit.h"
#include "okabeito.h"

#include <QAreaSeries>
#include <QChart>
#include <QEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMouseEvent>
#include <QResizeEvent>
#include <QScatterSeries>
#include <QValueAxis>

#include <cmath>

namespace {

QFont chartFont(double pointSize, bool bold = false)
{
    QFont font;
    font.setPointSizeF(pointSize);
    font.setBold(bold);
    return font;
}

constexpr int maxMarked = 60;

} // namespace

ComparisonChart::ComparisonChart(Kind kind, QWidget *parent)
    : QChartView(parent)
    , m_kind(kind)
{
    auto *chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    // QChartView starts with a chart of its own and setChart() lets go of it without deleting it.
    QChart *initial = this->chart();
    setChart(chart);
    delete initial;
    setRenderHint(QPainter::Antialiasing, true);
    setMinimumSize(240, 150);
    connect(chart, &QChart::plotAreaChanged, this,
        [this] { AxisFit::fitTitle(this->chart(), m_yAxis); });

    m_xAxis = new QValueAxis(this);
    m_xAxis->setLabelFormat(QStringLiteral("%d"));
    m_xAxis->setTickType(QValueAxis::TicksDynamic);
    m_xAxis->setTickAnchor(1);
    m_xAxis->setTickInterval(1);
    m_xAxis->setGridLineVisible(false);
    m_yAxis = new QValueAxis(this);
    m_yAxis->setGridLineColor(QColor(0xDD, 0xDD, 0xDD));
    chart->addAxis(m_xAxis, Qt::AlignBottom);
    chart->addAxis(m_yAxis, Qt::AlignLeft);

    m_band = addBars(OkabeIto::highlight, Qt::SolidPattern, false);
    m_band->setPen(Qt::NoPen);
    m_band->setLowerSeries(new QLineSeries(this));
    if (kind == Kind::Running) {
        m_lineA = addLine(OkabeIto::blue, Qt::SolidLine, 3.5, true);
        m_lineB = addLine(OkabeIto::vermillion, Qt::DashLine, 3.5, true);
        m_markersA = addMarkers(OkabeIto::blue, QScatterSeries::MarkerShapeCircle, 11);
        m_markersB = addMarkers(OkabeIto::vermillion, QScatterSeries::MarkerShapeTriangle, 12);
        // The ideal on top: a ranking already in ideal order shows the dots over its line.
        m_ideal = addLine(OkabeIto::black, Qt::DotLine, 2.5, true);
        m_idealB = addLine(QColor(0x77, 0x77, 0x77), Qt::DotLine, 2, true);
    } else {
        m_ahead = addBars(OkabeIto::blue, Qt::SolidPattern, true);
        m_ahead->setLowerSeries(new QLineSeries(this));
        m_behind = addBars(OkabeIto::vermillion, Qt::BDiagPattern, true);
        m_behind->setLowerSeries(new QLineSeries(this));
        m_behind->setPen(QPen(OkabeIto::vermillion, 2));
        m_zero = addLine(OkabeIto::black, Qt::SolidLine, 1, false);
    }
    m_kLine = addLine(OkabeIto::cutoff, Qt::DashDotLine, 2, true);
    setZoom(1.0);
    retranslate();
}

QLineSeries *ComparisonChart::addLine(
    const QColor &color, Qt::PenStyle style, qreal width, bool inLegend)
{
    auto *line = new QLineSeries;
    QPen pen(color, width, style);
    pen.setCapStyle(Qt::FlatCap);
    line->setPen(pen);
    line->setProperty("baseWidth", width);
    chart()->addSeries(line);
    line->attachAxis(m_xAxis);
    line->attachAxis(m_yAxis);
    for (QLegendMarker *marker : chart()->legend()->markers(line))
        marker->setVisible(inLegend);
    return line;
}

QScatterSeries *ComparisonChart::addMarkers(const QColor &color, int shape, qreal size)
{
    auto *markers = new QScatterSeries;
    markers->setMarkerShape(QScatterSeries::MarkerShape(shape));
    markers->setMarkerSize(size);
    markers->setProperty("baseSize", size);
    markers->setColor(color);
    markers->setBorderColor(Qt::white);
    chart()->addSeries(markers);
    markers->attachAxis(m_xAxis);
    markers->attachAxis(m_yAxis);
    for (QLegendMarker *marker : chart()->legend()->markers(markers))
        marker->setVisible(false);
    return markers;
}

QAreaSeries *ComparisonChart::addBars(const QColor &color, Qt::BrushStyle style, bool inLegend)
{
    auto *area = new QAreaSeries(new QLineSeries(this));
    area->setBrush(QBrush(color, style));
    area->setPen(QPen(color, 1.5));
    chart()->addSeries(area);
    area->attachAxis(m_xAxis);
    area->attachAxis(m_yAxis);
    for (QLegendMarker *marker : chart()->legend()->markers(area)) {
        marker->setVisible(inLegend);
        marker->setShape(QLegend::MarkerShapeRectangle);
    }
    return area;
}

void ComparisonChart::retranslate()
{
    m_xAxis->setTitleText(tr("Position i"));
    m_kLine->setName(tr("k = %1").arg(m_series.k));
    if (m_kind == Kind::Running) {
        chart()->setTitle(tr("Running DCG: A, B and the ideal"));
        m_yAxis->setTitleText(tr("DCG@i"));
        m_lineA->setName(tr("A: DCG@i"));
        m_lineB->setName(tr("B: DCG@i"));
        m_ideal->setName(m_series.idealB.isEmpty() ? tr("ideal: IDCG@i") : tr("A's ideal"));
        m_idealB->setName(tr("B's ideal"));
    } else {
        chart()->setTitle(tr("Where they differ: contribution of A − B at each position"));
        m_yAxis->setTitleText(tr("A − B"));
        m_ahead->setName(tr("A gains here"));
        m_behind->setName(tr("B gains here"));
    }
    for (QLegendMarker *marker : chart()->legend()->markers(m_idealB ? m_idealB : m_kLine)) {
        if (m_idealB)
            marker->setVisible(!m_series.idealB.isEmpty());
    }
}

void ComparisonChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QChartView::changeEvent(event);
}

void ComparisonChart::setZoom(double zoom)
{
    m_zoom = zoom;
    chart()->setTitleFont(chartFont(11 * zoom, true));
    chart()->legend()->setFont(chartFont(10 * zoom));
    for (QValueAxis *axis : {m_xAxis, m_yAxis}) {
        axis->setLabelsFont(chartFont(10 * zoom));
        axis->setTitleFont(chartFont(10 * zoom));
    }
    const QList<QAbstractSeries *> all = chart()->series();
    for (QAbstractSeries *series : all) {
        if (auto *scatter = qobject_cast<QScatterSeries *>(series)) {
            scatter->setMarkerSize(scatter->property("baseSize").toDouble() * zoom);
        } else if (auto *line = qobject_cast<QLineSeries *>(series)) {
            QPen pen = line->pen();
            pen.setWidthF(line->property("baseWidth").toDouble() * zoom);
            line->setPen(pen);
        }
    }
    AxisFit::fitTitle(chart(), m_yAxis);
}

void ComparisonChart::setSeries(const ComparisonPoints::Series &s)
{
    m_series = s;
    const int positions = std::max(1, s.positions);
    const double xStep = std::max(1.0, AxisFit::niceStep(positions, 10));
    m_xAxis->setTickInterval(xStep);
    m_xAxis->setTickAnchor(xStep > 1 ? 0 : 1);
    m_xAxis->setRange(0.5, positions + 0.5);
    if (m_kind == Kind::Running) {
        const bool marked = s.shown <= maxMarked;
        m_ideal->replace(s.ideal);
        m_idealB->replace(s.idealB);
        m_lineA->replace(s.runningA);
        m_lineB->replace(s.runningB);
        m_markersA->replace(marked ? s.runningA : QList<QPointF>());
        m_markersB->replace(marked ? s.runningB : QList<QPointF>());
        m_valueTop = s.maxRunning > 0 ? s.maxRunning * 1.05 : 1.0;
    } else {
        // Each bar is filled between its outline and the zero line, not the axis bottom.
        auto zeroLine = [](QList<QPointF> outline) {
            for (QPointF &p : outline)
                p.setY(0.0);
            return outline;
        };
        m_ahead->upperSeries()->replace(s.aheadBars);
        m_ahead->lowerSeries()->replace(zeroLine(s.aheadBars));
        m_behind->upperSeries()->replace(s.behindBars);
        m_behind->lowerSeries()->replace(zeroLine(s.behindBars));
        m_zero->replace({QPointF(0.5, 0.0), QPointF(positions + 0.5, 0.0)});
        m_valueTop = s.maxAbsDifference > 0 ? s.maxAbsDifference * 1.1 : 1.0;
    }
    applyValueTicks();
    updateRules();
    retranslate();
}

// The rule at k and the highlight band span the value axis's range.
void ComparisonChart::updateRules()
{
    const int positions = std::max(1, m_series.positions);
    const int k = m_series.k;
    const double kx = m_kind == Kind::Running ? k : k + 0.5;
    if (k > 0 && k <= positions)
        m_kLine->replace({QPointF(kx, m_yAxis->min()), QPointF(kx, m_yAxis->max())});
    else
        m_kLine->replace(QList<QPointF>());
    updateBand();
}

// Short (presenter zoom, a small window): fewer value ticks rather than elided labels, no
// position-axis title (the ticks are positions), and a value-axis title only where it fits.
void ComparisonChart::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    m_xAxis->setTitleVisible(height() > 250 * m_zoom);
    if (applyValueTicks())
        updateRules();
}

// As many ticks as fit; Difference is symmetric around 0, so "up" and "down" weigh the same.
bool ComparisonChart::applyValueTicks()
{
    return AxisFit::applyTicks(m_yAxis, m_valueTop, AxisFit::tickBudget(chart(), m_yAxis, height()),
        m_kind == Kind::Difference);
}

void ComparisonChart::setHighlightedPosition(int position)
{
    m_highlight = position;
    updateBand();
}

void ComparisonChart::updateBand()
{
    if (m_highlight >= 1 && m_highlight <= m_series.positions) {
        const double x = m_highlight;
        m_band->upperSeries()->replace(
            {QPointF(x - 0.5, m_yAxis->max()), QPointF(x + 0.5, m_yAxis->max())});
        m_band->lowerSeries()->replace(
            {QPointF(x - 0.5, m_yAxis->min()), QPointF(x + 0.5, m_yAxis->min())});
    } else {
        m_band->upperSeries()->replace(QList<QPointF>());
        m_band->lowerSeries()->replace(QList<QPointF>());
    }
}

void ComparisonChart::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && m_series.positions > 0) {
        const QPointF inChart = chart()->mapFromScene(mapToScene(event->position().toPoint()));
        if (chart()->plotArea().contains(inChart)) {
            const int position = int(std::lround(chart()->mapToValue(inChart).x()));
            if (position >= 1 && position <= m_series.positions) {
                emit positionClicked(position);
                event->accept();
                return;
            }
        }
    }
    QChartView::mousePressEvent(event);
}
