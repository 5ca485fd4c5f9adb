#pragma once

// The common frame of the three workbench charts: a ChartView (position and value axes, zoom,
// axis fitting, clicks that report the position under the mouse) with a vertical rule at k and
// a pale band behind the selected position. Subclasses add their curves and fill them from
// ChartPoints::Series with replace() only. Qt Charts stays inside the chart files, so a later
// move to Qt Graphs touches them alone.

#include "chartpoints.h"
#include "chartview.h"
#include "steps.h"

#include <QScatterSeries>
#include <QValueAxis>

class QAreaSeries;
class QLineSeries;

class BreakdownChart : public ChartView
{
    Q_OBJECT
public:
    explicit BreakdownChart(QWidget *parent = nullptr);

    // nullptr clears the chart (no breakdown: the settings were refused).
    void setBreakdown(const Ndcg::Breakdown *breakdown);
    // Both at once (one redraw).
    void setBreakdown(const Ndcg::Breakdown *breakdown, const ViewState &view);
    // The selected position (1-based), 0 for none.
    void setHighlightedPosition(int position);
    int highlightedPosition() const { return m_highlight; }
    // Step-through: draw positions 1..limit only; -1 for all.
    void setStepLimit(int limit);
    // Step-through with the ideal curve apart: ranking 1..limit, ideal 1..idealLimit (-1: all).
    void setStepLimits(int limit, int idealLimit);
    // The term and the segments a step just added, emphasised (position 1-based; 0 for none).
    void setEmphasis(int position, bool ideal);
    // Everything at once: step limits, emphasis, hidden values (not drawn, not in the value
    // range) and a preview (named in the title).
    void setViewState(const ViewState &view);
    // A chart in a tab named after it leaves its title to the tab (the plot gets the room); a
    // preview's marker is shown either way.
    void setTitleShown(bool shown);
    const ViewState &viewState() const { return m_view; }
    // Markers are drawn up to this many positions (they cost 2–3× the paint).
    static constexpr int maxMarkedPositions = 60;

    const ChartPoints::Series &points() const { return m_points; }
    // Retranslates titles and legend names.
    virtual void retranslate() = 0;

    // AccessibleChart: the keyboard starts at the selected position.
    int initialPoint() const override { return m_highlight > 0 ? m_highlight - 1 : 0; }

protected:
    const Ndcg::Breakdown *breakdown() const { return m_breakdown; }
    // What a reader gets for the cell of the table at `position` (1-based) that the chart
    // draws: its value as the table writes it, "hidden", "not computed yet" (a step-through has
    // not reached it, or past the view's limit), "no item" (a term where there is none),
    // "undefined" (NDCG with no ideal); empty past the breakdown.
    QString cellText(int position, Ndcg::StepCell cell) const;
    // A chart's name: "… positions 1 to 5", with the preview's tag when previewing.
    QString nameWithPositions(const QString &what) const;
    // "DCG rises from 7.000 to 12.031" over the points of `shown` (those drawn: exact, one per
    // position) of cell `cell`; "DCG is hidden" or "DCG is not computed yet" when none is.
    // `rises` has %1 (first value) and %2 (last), `risesTo` %1, %2 at position %3, %4 at %5.
    QString curveClause(const QList<QPointF> &shown, Ndcg::StepCell cell, const QString &what,
        const QString &rises) const;
    // Why no value of `cell` is drawn: "hidden" or "not computed yet" (from position 1).
    QString missingText(Ndcg::StepCell cell) const;
    // A line with markers: colour, line style and marker shape tell the curves apart.
    struct Curve
    {
        QLineSeries *line = nullptr;
        QScatterSeries *markers = nullptr;
        void setPoints(const QList<QPointF> &points, bool withMarkers);
    };
    Curve addCurve(const QColor &color, Qt::PenStyle style, QScatterSeries::MarkerShape shape,
        qreal markerSize = 11);
    // The rule at k, in the legend; added where it is to be drawn (above the bars, below the
    // selection rings).
    void addCutoffLine();
    void setYTitle(const QString &title);
    void setTitleText(const QString &title);
    // Called after the points changed; fill the series and return the y range's top.
    virtual double fillSeries(const ChartPoints::Series &points) = 0;
    virtual void fillHighlight(int position) = 0;
    // Draw what the view state emphasises (ViewState::emphasis) where it is drawn, after the
    // points changed or the emphasis moved.
    virtual void fillEmphasis() { }
    // Whether the values drawn are gains or sums of them, which the breakdown keeps in units of
    // 2^s (Breakdown::gainScaleLog2; the axis labels them at their true size), or ratios.
    virtual bool plotsGainUnits() const { return true; }
    void valueRangeChanged() override { rebuild(); }
    bool markersShown() const { return m_points.positions <= maxMarkedPositions; }

private:
    void rebuild();
    void updateBand();

    const Ndcg::Breakdown *m_breakdown = nullptr;
    ChartPoints::Series m_points;
    int m_highlight = 0;
    ViewState m_view;
    QString m_title;
    bool m_titleShown = true;
    QAreaSeries *m_band = nullptr;
    QLineSeries *m_kLine = nullptr;
};
