#pragma once

// The two charts of the comparison view, fed by ComparisonPoints::Series with replace() only:
//   Running: DCG@i of A (blue, solid, circles), of B (vermillion, dashed, triangles) and the
//            ideal IDCG@i (black, dotted), with the rule between k and k + 1;
//   Difference: the strip of contribution_A(i) − contribution_B(i), blue bars up where A gains,
//            vermillion hatched bars down where B gains, with the same rule, after bar k.
// Colour, line style, marker and hatching each tell A from B, so the charts read in greyscale.

#include "chartview.h"
#include "comparisonpoints.h"

class QAreaSeries;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

class ComparisonChart : public ChartView
{
    Q_OBJECT
public:
    enum class Kind { Running, Difference };
    explicit ComparisonChart(Kind kind, QWidget *parent = nullptr);

    Kind kind() const { return m_kind; }
    void setSeries(const ComparisonPoints::Series &series);
    const ComparisonPoints::Series &series() const { return m_series; }
    // The selected position (1-based), 0 for none: a pale band.
    void setHighlightedPosition(int position);
    void retranslate();

    QLineSeries *runningA() const { return m_lineA; }
    QLineSeries *runningB() const { return m_lineB; }
    QLineSeries *idealLine() const { return m_ideal; }
    QAreaSeries *aheadBars() const { return m_ahead; }
    QAreaSeries *behindBars() const { return m_behind; }

    // AccessibleChart: Running: DCG@i of A (series 0), of B (1) and the ideal (2) at each
    // position; Difference: contribution_A(i) − contribution_B(i).
    QString chartName() const override;
    QString chartDescription() const override;
    int seriesCount() const override { return m_kind == Kind::Running ? 3 : 1; }
    QString pointName(int point, int series) const override;
    QRect pointRect(int point, int series) const override;
    int initialPoint() const override { return m_highlight > 0 ? m_highlight - 1 : 0; }

protected:
    void changeEvent(QEvent *event) override;
    void valueRangeChanged() override { updateRules(); }

private:
    // Bars filled between their outline and the zero line.
    QAreaSeries *addBars(const QColor &color, Qt::BrushStyle style, qreal outline, bool inLegend);
    void updateBand();
    void updateRules();
    // A reader's text of the value of `curve` at `position`: the value, "not computed yet" past
    // the step-through's limit, "hidden" when the curve was withheld.
    QString curveText(const QList<QPointF> &curve, int position) const;
    QString differenceText(int position) const;

    Kind m_kind;
    ComparisonPoints::Series m_series;
    int m_highlight = 0;
    QAreaSeries *m_band = nullptr;
    QLineSeries *m_kLine = nullptr;
    QLineSeries *m_zero = nullptr;
    // Running
    QLineSeries *m_ideal = nullptr;
    QLineSeries *m_idealB = nullptr;
    QLineSeries *m_lineA = nullptr;
    QLineSeries *m_lineB = nullptr;
    QScatterSeries *m_markersA = nullptr;
    QScatterSeries *m_markersB = nullptr;
    // Difference
    QAreaSeries *m_ahead = nullptr;
    QAreaSeries *m_behind = nullptr;
};
