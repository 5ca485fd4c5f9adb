#include "chartview.h"

#include "axisfit.h"
#include "style/interfacescale.h"
#include "style/theme.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QValueAxis>

#include <cmath>

namespace {

QFont chartFont(int pointSize, bool bold = false)
{
    QFont font;
    font.setPointSize(std::max(1, pointSize));
    if (bold) // else the application's weight: bold in presenter mode
        font.setBold(true);
    return font;
}

} // namespace

ChartView::ChartView(QWidget *parent)
    : QChartView(parent)
    , AccessibleChart(this)
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

    // Positions in the language's digit grouping ("1,000" in a TREC run of 1000 documents).
    chart->setLocalizeNumbers(true);
    chart->setLocale(QLocale());
    m_xAxis = new QValueAxis(this);
    // Localized labels need a precision: Qt Charts 6.4 writes "%d" as an empty label when it
    // localizes numbers ("%.0f" gives "1", and "1,000" in groups).
    m_xAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_xAxis->setTickType(QValueAxis::TicksDynamic);
    m_xAxis->setTickAnchor(1);
    m_xAxis->setTickInterval(1);
    m_xAxis->setGridLineVisible(false);
    // Value labels written by DisplayFormat (AxisFit::applyTicks), each at its tick.
    auto *yAxis = new QCategoryAxis(this);
    yAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_yAxis = yAxis;
    m_yAxis->setGridLineColor(Theme::gridLine());
    chart->addAxis(m_xAxis, Qt::AlignBottom);
    chart->addAxis(m_yAxis, Qt::AlignLeft);
    connect(chart, &QChart::plotAreaChanged, this,
        [this] { AxisFit::fitTitle(this->chart(), m_yAxis); });
    // Lines, markers and texts follow the interface scale (times presenter mode's zoom).
    connect(InterfaceScale::instance(), &InterfaceScale::changed, this, &ChartView::applyScale);
    applyScale();
    // Colours follow the theme: now (a chart made after the dark or high-contrast look was
    // chosen takes it; the series a subclass adds are coloured as they are attached), and at
    // every switch.
    connect(Theme::instance(), &Theme::changed, this, &ChartView::applyTheme);
    if (Theme::instance()->isDark() || Theme::instance()->highContrast())
        applyTheme();
}

void ChartView::attach(QAbstractSeries *series, bool inLegend, const SeriesStyle &style)
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
    m_styles.insert(series, style);
    applySeriesStyle(series, style);
}

QLineSeries *ChartView::addLine(const QColor &color, Qt::PenStyle style, qreal width, bool inLegend)
{
    auto *line = new QLineSeries;
    QPen pen(color, width, style);
    pen.setCapStyle(Qt::FlatCap);
    line->setPen(pen);
    SeriesStyle s;
    s.pen = color;
    s.width = width;
    attach(line, inLegend, s);
    return line;
}

QLineSeries *ChartView::addHalo(const QColor &series, qreal width)
{
    QLineSeries *halo = addLine(Theme::emphasis(series), Qt::SolidLine, width, false);
    QPen pen = halo->pen();
    pen.setCapStyle(Qt::RoundCap);
    halo->setPen(pen);
    return halo;
}

QScatterSeries *ChartView::addMarkers(
    const QColor &color, QScatterSeries::MarkerShape shape, qreal size, bool inLegend)
{
    auto *markers = new QScatterSeries;
    markers->setMarkerShape(shape);
    SeriesStyle s;
    s.brush = color;
    s.pen = Theme::Light::markerBorder;
    s.border = Theme::Light::markerBorder;
    s.size = size;
    attach(markers, inLegend, s);
    return markers;
}

QScatterSeries *ChartView::addRing(
    const QColor &color, QScatterSeries::MarkerShape shape, qreal size, qreal width)
{
    auto *ring = new QScatterSeries;
    ring->setMarkerShape(shape);
    ring->setPen(QPen(color, width));
    SeriesStyle s;
    s.brush = Theme::Light::none;
    s.pen = color;
    s.border = color;
    s.size = size;
    attach(ring, false, s);
    return ring;
}

QAreaSeries *ChartView::addArea(const QColor &fill, Qt::BrushStyle brushStyle,
    const QColor &outline, qreal outlineWidth, bool inLegend, bool withLower)
{
    auto *area
        = new QAreaSeries(new QLineSeries(this), withLower ? new QLineSeries(this) : nullptr);
    SeriesStyle s;
    s.brush = fill;
    s.brushStyle = brushStyle;
    s.pen = outline;
    s.outline = outline == Theme::Light::none ? 0.0 : outlineWidth;
    attach(area, inLegend, s);
    // An area with no points is not drawn as nothing: Qt Charts closes its empty path down to
    // the axis at x = 0, a vertical stroke of the outline's width along the plot's left edge
    // (and past it, into the legend, in an SVG export). Its outline is dropped while it is
    // empty (a selection ring with nothing selected, bars hidden from a quiz).
    connect(area->upperSeries(), &QXYSeries::pointsReplaced, this, [this, area] {
        const auto it = m_styles.constFind(area);
        if (it != m_styles.cend())
            applySeriesStyle(area, *it);
    });
    return area;
}

void ChartView::applySeriesStyle(QAbstractSeries *series, const SeriesStyle &style)
{
    const auto themed = [](const QColor &c) { return Theme::themed(c); };
    if (auto *scatter = qobject_cast<QScatterSeries *>(series)) {
        scatter->setColor(themed(style.brush));
        scatter->setBorderColor(themed(style.border));
        QPen pen = scatter->pen();
        pen.setColor(themed(style.pen));
        scatter->setPen(pen);
        if (style.size > 0)
            scatter->setMarkerSize(style.size * m_zoom);
    } else if (auto *line = qobject_cast<QLineSeries *>(series)) {
        QPen pen = line->pen();
        pen.setColor(themed(style.pen));
        if (style.width > 0) // 1.5 times as thick in high contrast
            pen.setWidthF(style.width * m_zoom * Theme::instance()->lineWeight());
        line->setPen(pen);
    } else if (auto *area = qobject_cast<QAreaSeries *>(series)) {
        area->setBrush(QBrush(themed(style.brush), style.brushStyle));
        const bool empty = area->upperSeries()->count() == 0;
        const QPen pen
            = style.outline > 0 && !empty ? QPen(themed(style.pen), style.outline) : Qt::NoPen;
        if (area->pen() != pen)
            area->setPen(pen);
    }
}

void ChartView::applySeriesStyles()
{
    // The series the chart holds (it owns them; none is removed while the view lives).
    const QList<QAbstractSeries *> all = chart()->series();
    for (QAbstractSeries *series : all) {
        const auto it = m_styles.constFind(series);
        if (it != m_styles.cend())
            applySeriesStyle(series, *it);
    }
}

void ChartView::applyTheme()
{
    QChart *chart = this->chart();
    const Theme *theme = Theme::instance();
    const QColor text = Theme::ink();
    chart->setBackgroundBrush(Theme::paper());
    // A frame only where the chart would otherwise melt into a dark or high-contrast window.
    chart->setBackgroundPen(
        theme->isDark() || theme->highContrast() ? QPen(Theme::border(), 1) : QPen(Qt::NoPen));
    chart->setPlotAreaBackgroundVisible(false);
    chart->setTitleBrush(text);
    chart->legend()->setLabelColor(text);
    chart->legend()->setBrush(Qt::NoBrush);
    const QList<QAbstractAxis *> axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        axis->setLabelsBrush(text);
        axis->setTitleBrush(text);
        axis->setLinePenColor(Theme::axisLine());
        axis->setGridLineColor(Theme::gridLine());
    }
    applySeriesStyles();
}

void ChartView::setPrintScale(double scale)
{
    m_printScale = scale > 0 ? std::optional<double>(scale) : std::nullopt;
    applyScale();
}

void ChartView::applyScale()
{
    m_zoom = m_printScale.value_or(InterfaceScale::instance()->factor());
    m_textZoom = 0; // applied by fitToSize()
    fitToSize();
    applySeriesStyles();
    AxisFit::fitTitle(chart(), m_yAxis);
    if (m_headroom > 0 && applyValueTicks()) // the headroom is in pixels: it scales too
        valueRangeChanged();
}

void ChartView::applyFonts()
{
    const double zoom = m_textZoom;
    const auto size = [zoom](int points) { return int(std::lround(points * zoom)); };
    chart()->setTitleFont(chartFont(size(11), true));
    chart()->legend()->setFont(chartFont(size(10)));
    for (QValueAxis *axis : {m_xAxis, m_yAxis}) {
        axis->setLabelsFont(chartFont(size(10)));
        axis->setTitleFont(chartFont(size(10)));
    }
}

void ChartView::fitToSize()
{
    // A chart's texts need about 100 + 60 × zoom pixels of height to leave the plot its room
    // (the workbench's wish for a chart): a shorter chart reads its texts at the zoom that
    // height allows, never below 1×.
    const int h = height();
    const double fit = h > 0 ? std::max(1.0, std::floor((h - 100) / 60.0 * 20) / 20) : m_zoom;
    const double textZoom = std::min(m_zoom, fit);
    if (textZoom != m_textZoom) {
        m_textZoom = textZoom;
        applyFonts();
    }
    // A wide, short chart (a tab across the screen) has its legend at the right, where the
    // width is to spare, not under the plot, where the height is not. (A chart with the height
    // to spare keeps it below, as every export draws it.)
    const bool shortAndWide = width() >= 7 * h / 2 && h < 150 + 100 * m_zoom;
    const Qt::Alignment side = shortAndWide ? Qt::AlignRight : Qt::AlignBottom;
    if (chart()->legend()->alignment() != side)
        chart()->legend()->setAlignment(side);
    // Qt Charts lays the legend out on one row (below) or in a column of limited width (at the
    // right) and elides what does not fit ("IDCG@..." at 2.25× in Chinese): its font gets
    // smaller until its names fit, down to 0.8× the application's.
    QLegend *legend = chart()->legend();
    const bool right = legend->alignment() == Qt::AlignRight;
    const QList<QLegendMarker *> markers = legend->markers();
    const int room = right ? width() * 2 / 5 : width() - 24;
    const auto need = [&](const QFont &font) {
        const QFontMetricsF metrics(font);
        qreal total = 0;
        for (const QLegendMarker *marker : markers) {
            if (!marker->isVisible())
                continue;
            // The label, its marker and the space around them.
            const qreal item = metrics.horizontalAdvance(marker->label()) + 2.2 * metrics.height();
            total = right ? std::max(total, item) : total + item;
        }
        return total;
    };
    double zoom = m_textZoom;
    QFont font = chartFont(int(std::lround(10 * zoom)));
    while (zoom > 0.8 && need(font) > room) {
        zoom -= 0.05;
        font = chartFont(int(std::lround(10 * zoom)));
    }
    if (legend->font() != font)
        legend->setFont(font);
}

void ChartView::setPositions(int positions)
{
    m_positions = positions;
    const int shown = std::max(1, positions);
    // Set the interval before widening the range, or 10,000 ticks are laid out once.
    const double xStep = std::max(1.0, AxisFit::niceStep(shown, 10));
    m_xAxis->setTickInterval(xStep);
    m_xAxis->setTickAnchor(xStep > 1 ? 0 : 1); // 5, 10, 15 rather than 1, 6, 11
    m_xAxis->setRange(0.5, shown + 0.5);
}

bool ChartView::setValueTop(double top, bool symmetric, double scaleLog2)
{
    m_valueTop = top > 0 ? top : 1.0;
    m_symmetric = symmetric;
    m_valueScaleLog2 = scaleLog2;
    return applyValueTicks();
}

// The value axis gets as many ticks as its labels have room for (at most 5): a short chart in
// presenter zoom shows 0, 0.5, 1 rather than eliding six crowded labels to "…".
bool ChartView::applyValueTicks()
{
    const double oldMin = m_yAxis->min();
    const double oldMax = m_yAxis->max();
    AxisFit::applyTicks(m_yAxis, m_valueTop, AxisFit::tickBudget(chart(), m_yAxis, height()),
        m_symmetric, m_valueScaleLog2);
    if (m_headroom > 0) {
        // The ticks keep their step from the bottom; the range runs `m_headroom` pixels past
        // the top tick (the plot's height now, or an estimate before the first layout).
        const double min = m_yAxis->min();
        const double max = m_yAxis->max();
        const int ticks = std::max(2, m_yAxis->tickCount());
        const double plot
            = chart()->plotArea().height() > 0 ? chart()->plotArea().height() : height() * 0.6;
        const double room = m_headroom * m_zoom;
        const double extra = (max - min) * room / std::max(plot - room, room);
        m_yAxis->setTickType(QValueAxis::TicksDynamic);
        m_yAxis->setTickAnchor(min);
        m_yAxis->setTickInterval((max - min) / (ticks - 1));
        m_yAxis->setRange(min, max + extra);
    }
    return m_yAxis->min() != oldMin || m_yAxis->max() != oldMax;
}

void ChartView::setValueHeadroom(double pixels)
{
    m_headroom = std::max(0.0, pixels);
    applyValueTicks();
}

void ChartView::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    fitToSize();
    // A short chart keeps its plot: the position axis drops its title (the ticks are positions).
    m_xAxis->setTitleVisible(height() > 250 * m_zoom);
    if (applyValueTicks())
        valueRangeChanged(); // the rules and bands span the new range
}

void ChartView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && m_positions > 0) {
        const QPointF inChart = chart()->mapFromScene(mapToScene(event->position().toPoint()));
        if (chart()->plotArea().contains(inChart)) {
            const int position = int(std::lround(chart()->mapToValue(inChart).x()));
            if (position >= 1 && position <= m_positions) {
                emit positionClicked(position);
                event->accept();
                return;
            }
        }
    }
    QChartView::mousePressEvent(event);
}

void ChartView::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        // The legend's names in the new language, once the chart has retranslated them.
        QMetaObject::invokeMethod(this, &ChartView::fitToSize, Qt::QueuedConnection);
        chart()->setLocale(QLocale()); // the positions
        if (applyValueTicks()) // the values
            valueRangeChanged();
    }
}

void ChartView::activatePoint(int point, int)
{
    emit positionClicked(point + 1);
}

QRect ChartView::valueRect(const QPointF &value, int size) const
{
    const QPointF inChart = chart()->mapToPosition(value);
    const QPoint at = mapFromScene(chart()->mapToScene(inChart));
    const int s = std::max(4, int(std::lround(size * m_zoom)));
    return QRect(at.x() - s / 2, at.y() - s / 2, s, s);
}

void ChartView::paintEvent(QPaintEvent *event)
{
    QChartView::paintEvent(event);
    if (hasFocus()) {
        QPainter painter(viewport());
        paintChartFocus(painter, viewport()->rect());
    }
}
