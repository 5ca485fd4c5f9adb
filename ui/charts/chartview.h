#pragma once

// The common frame of every chart of the app (the workbench's BreakdownChart, the comparison's
// ComparisonChart): a QChartView with an integer position axis and a value axis, fonts and
// line widths scaled by the interface scale (InterfaceScale), a value axis that fits the room it
// has (AxisFit), clicks that report the position under the mouse, and the colour of each series
// kept as typed data (its light-palette colours, its base width and marker size), so that the theme
// and the zoom restyle it without reading back what they wrote. Qt Charts stays inside the chart
// files. For a screen reader and the keyboard it is an AccessibleChart whose points are the
// positions 1..positions() (Enter on one does what a click on it does: positionClicked()).

#include "accessiblechart.h"

#include <QChartView>
#include <QHash>
#include <QScatterSeries>

#include <optional>

class QAreaSeries;
class QLineSeries;
class QValueAxis;

class ChartView : public QChartView, public AccessibleChart
{
    Q_OBJECT
public:
    explicit ChartView(QWidget *parent = nullptr);

    QValueAxis *xAxis() const { return m_xAxis; }
    QValueAxis *yAxis() const { return m_yAxis; }
    // The factor of titles, axis labels, legend, lines and markers: the interface scale times
    // presenter mode's zoom (InterfaceScale::factor()), or the print scale of an export.
    double zoom() const { return m_zoom; }
    // An exported chart is drawn at `scale` (1: 100 %) whatever the interface's; 0: the
    // interface's again.
    void setPrintScale(double scale);
    // The zoom of the texts (title, axes, legend): the zoom's, less in a chart too short for
    // them (a tab on a 768-pixel projector), so that the plot keeps its room.
    double textZoom() const { return m_textZoom; }
    // Colours the chart for the current theme (background, title, legend and axes, then each
    // series from the colours it was given); connected to Theme::changed().
    void applyTheme();

    // AccessibleChart: one point per position.
    int pointCount() const override { return m_positions; }
    void activatePoint(int point, int series) override;
    QWidget *chartSurface() const override { return viewport(); }

signals:
    void positionClicked(int position);

protected:
    // The colours and sizes a series was given, in the light palette.
    struct SeriesStyle
    {
        QColor pen; // line, outline, or marker pen
        QColor brush; // area fill or marker fill
        QColor border; // marker border
        Qt::BrushStyle brushStyle = Qt::SolidPattern;
        qreal width = 0; // line width at zoom 1 (0: the pen is not scaled)
        qreal size = 0; // marker size at zoom 1
        qreal outline = 0; // an area's outline width (not scaled); 0: no outline
    };
    QLineSeries *addLine(const QColor &color, Qt::PenStyle style, qreal width, bool inLegend);
    // A halo under a curve of colour `series` (Theme::emphasis): wide, translucent, round ends.
    QLineSeries *addHalo(const QColor &series, qreal width = 10);
    QScatterSeries *addMarkers(
        const QColor &color, QScatterSeries::MarkerShape shape, qreal size, bool inLegend = false);
    // A ring (transparent fill) around a selected point.
    QScatterSeries *addRing(
        const QColor &color, QScatterSeries::MarkerShape shape, qreal size, qreal width);
    // An area; outline Qt::transparent: none. Its lower series is the axis unless `withLower`.
    QAreaSeries *addArea(const QColor &fill, Qt::BrushStyle brushStyle, const QColor &outline,
        qreal outlineWidth, bool inLegend, bool withLower = false);
    // A series built by the subclass, attached to both axes and styled from `style`.
    void attach(QAbstractSeries *series, bool inLegend, const SeriesStyle &style);
    void setTitleFontSizes(double title, double labels);

    // The position axis: 1..positions.
    void setPositions(int positions);
    int positions() const { return m_positions; }
    // The value axis: 0..top (or −top..top), with as many ticks as fit, labelled as the table
    // writes numbers (values in units of 2^scaleLog2 at their true size). Returns whether the
    // axis range changed.
    bool setValueTop(double top, bool symmetric = false, double scaleLog2 = 0);
    // Room above the value axis's top tick, in pixels at zoom 1, for markers drawn at the top
    // value (NDCG@i = 1): the axis runs a little past its top tick, which stays the last label.
    void setValueHeadroom(double pixels);
    // Where the rule at k stands, in every chart (curves and bars, the workbench's and the
    // comparison's): halfway between position k and position k + 1. Everything left of it
    // counts towards NDCG@k (the points 1..k of a curve, the bars 1..k); a bar, centred on its
    // position, is never cut in two, and a curve's point at k is not hidden behind the rule.
    static double cutoffX(int k) { return k + 0.5; }
    // After a resize changed the value range: rules and bands that span it are redrawn.
    virtual void valueRangeChanged() { }

    // Where the value (x, y) of the axes is drawn: a square of `size` pixels round it, in the
    // viewport's coordinates (the ring of the keyboard's point).
    QRect valueRect(const QPointF &value, int size = 14) const;

    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    // The axes' numbers follow the language (its digit grouping).
    void changeEvent(QEvent *event) override;

private:
    bool applyValueTicks();
    void applySeriesStyle(QAbstractSeries *series, const SeriesStyle &style);
    void applySeriesStyles();
    void applyScale();
    // The texts' zoom, the legend's side and its font (as large as the texts' while its names
    // fit) for the chart's size.
    void fitToSize();
    void applyFonts();

    double m_zoom = 1.0;
    double m_textZoom = 1.0;
    std::optional<double> m_printScale;
    int m_positions = 0;
    double m_valueTop = 1.0;
    double m_headroom = 0.0;
    bool m_symmetric = false;
    double m_valueScaleLog2 = 0;
    QValueAxis *m_xAxis = nullptr;
    QValueAxis *m_yAxis = nullptr;
    QHash<QAbstractSeries *, SeriesStyle> m_styles;
};
