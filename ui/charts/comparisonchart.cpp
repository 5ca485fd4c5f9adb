#include "comparisonchart.h"

#include "axisfit.h"
#include "chartpoints.h"
#include "style/okabeito.h"
#include "style/theme.h"
#include "workbench/displayformat.h"

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

constexpr int maxMarked = 60;

} // namespace

ComparisonChart::ComparisonChart(Kind kind, QWidget *parent)
    : ChartView(parent)
    , m_kind(kind)
{
    setMinimumSize(240, 150);
    m_band = addArea(OkabeIto::highlight, Qt::SolidPattern, Theme::Light::none, 0, false, true);
    if (kind == Kind::Running) {
        m_lineA = addLine(OkabeIto::blue, Qt::SolidLine, 3.5, true);
        m_lineB = addLine(OkabeIto::vermillion, Qt::DashLine, 3.5, true);
        m_markersA = addMarkers(OkabeIto::blue, QScatterSeries::MarkerShapeCircle, 11);
        m_markersB = addMarkers(OkabeIto::vermillion, QScatterSeries::MarkerShapeTriangle, 12);
        // The ideal on top: a ranking already in ideal order shows the dots over its line.
        m_ideal = addLine(OkabeIto::black, Qt::DotLine, 2.5, true);
        m_idealB = addLine(Theme::Light::secondaryIdeal, Qt::DotLine, 2, true);
    } else {
        m_ahead = addBars(OkabeIto::blue, Qt::SolidPattern, 1.5, true);
        m_behind = addBars(OkabeIto::vermillion, Qt::BDiagPattern, 2, true);
        m_zero = addLine(OkabeIto::black, Qt::SolidLine, 1, false);
    }
    m_kLine = addLine(OkabeIto::cutoff, Qt::DashDotLine, 2, true);
    retranslate();
}

QAreaSeries *ComparisonChart::addBars(
    const QColor &color, Qt::BrushStyle style, qreal outline, bool inLegend)
{
    return addArea(color, style, color, outline, inLegend, true);
}

void ComparisonChart::retranslate()
{
    xAxis()->setTitleText(tr("Position i"));
    m_kLine->setName(tr("cutoff k = %1").arg(m_series.k));
    if (m_kind == Kind::Running) {
        chart()->setTitle(tr("Running DCG: A, B and the ideal"));
        yAxis()->setTitleText(tr("DCG@i"));
        m_lineA->setName(tr("A: DCG@i"));
        m_lineB->setName(tr("B: DCG@i"));
        m_ideal->setName(m_series.idealB.isEmpty() ? tr("ideal: IDCG@i") : tr("A's ideal"));
        m_idealB->setName(tr("B's ideal"));
    } else {
        chart()->setTitle(tr("Where they differ: contribution of A − B at each position"));
        yAxis()->setTitleText(tr("A − B"));
        m_ahead->setName(tr("A gains here"));
        m_behind->setName(tr("B gains here"));
    }
    for (QLegendMarker *marker : chart()->legend()->markers(m_idealB ? m_idealB : m_kLine)) {
        if (m_idealB)
            marker->setVisible(!m_series.idealB.isEmpty());
    }
    accessibleChartChanged();
}

QString ComparisonChart::curveText(const QList<QPointF> &curve, int position) const
{
    if (position > m_series.shown)
        return notComputedText();
    if (const auto at = ChartPoints::at(curve, position))
        return DisplayFormat::fixed(at->y(), m_series.scaleLog2);
    return curve.isEmpty() ? hiddenText() : tr("none");
}

QString ComparisonChart::differenceText(int position) const
{
    if (position > m_series.shown)
        return notComputedText();
    if (position < 1 || position > m_series.difference.size())
        return hiddenText();
    const double d = m_series.difference[position - 1];
    return (d > 0          ? QStringLiteral("+")
                   : d < 0 ? QStringLiteral("−")
                           : QString())
        + DisplayFormat::fixed(std::abs(d), m_series.scaleLog2);
}

QString ComparisonChart::chartName() const
{
    const QString what = m_kind == Kind::Running ? tr("Running DCG of A and B against the ideal")
                                                 : tr("Difference of the terms, A − B");
    return m_series.positions > 0 ? tr("%1, positions 1 to %2").arg(what).arg(m_series.positions)
                                  : tr("%1, no positions").arg(what);
}

QString ComparisonChart::chartDescription() const
{
    const ComparisonPoints::Series &s = m_series;
    if (s.positions <= 0 || s.shown <= 0)
        return tr("Nothing to draw yet.");
    QStringList clauses;
    const int last = s.shown;
    if (m_kind == Kind::Running) {
        clauses << tr("by position %1, A reaches %2 and B %3")
                       .arg(last)
                       .arg(curveText(s.runningA, last), curveText(s.runningB, last))
                << tr("the ideal reaches %1").arg(curveText(s.ideal, last));
        if (!s.idealB.isEmpty())
            clauses << tr("B's ideal reaches %1").arg(curveText(s.idealB, last));
        if (s.k >= 1 && s.k <= last) {
            clauses << tr("at the cutoff k = %1, A has %2 and B %3")
                           .arg(s.k)
                           .arg(curveText(s.runningA, s.k), curveText(s.runningB, s.k));
        }
    } else if (s.difference.isEmpty()) {
        clauses << tr("the differences are %1").arg(hiddenText());
    } else {
        int ahead = 0;
        int behind = 0;
        int widest = 0;
        for (int i = 0; i < s.difference.size(); ++i) {
            const double d = s.difference[i];
            ahead += d > 0;
            behind += d < 0;
            if (d != 0 && (widest == 0 || std::abs(d) > std::abs(s.difference[widest - 1])))
                widest = i + 1;
        }
        if (ahead == 0 && behind == 0) {
            clauses << tr("A and B have the same term at every position drawn");
        } else {
            clauses << tr("A's term is larger at %n position(s)", nullptr, ahead)
                    << tr("B's at %n", nullptr, behind);
        }
        if (widest > 0) {
            clauses << tr("the largest difference is %1 at position %2")
                           .arg(differenceText(widest))
                           .arg(widest);
        }
    }
    QString text = clauses.join(tr("; ")) + tr(".");
    text[0] = text[0].toUpper();
    return text;
}

QString ComparisonChart::pointName(int point, int series) const
{
    const int position = point + 1;
    const QString head = tr("Position %1").arg(position);
    if (m_kind == Kind::Difference)
        return pointText(head, {tr("A − B %1").arg(differenceText(position))});
    return pointText(head,
        {tr("A %1").arg(curveText(m_series.runningA, position)),
            tr("B %1").arg(curveText(m_series.runningB, position)),
            tr("ideal %1").arg(curveText(m_series.ideal, position))},
        series);
}

QRect ComparisonChart::pointRect(int point, int series) const
{
    const int position = point + 1;
    if (m_kind == Kind::Difference) {
        const double d
            = position <= m_series.difference.size() ? m_series.difference[position - 1] : 0.0;
        return valueRect(QPointF(position, d));
    }
    const QList<QPointF> &curve = series == 0 ? m_series.runningA
        : series == 1                         ? m_series.runningB
                                              : m_series.ideal;
    return valueRect(ChartPoints::at(curve, position).value_or(QPointF(position, 0.0)));
}

void ComparisonChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QChartView::changeEvent(event);
}

void ComparisonChart::setSeries(const ComparisonPoints::Series &s)
{
    m_series = s;
    setPositions(s.positions);
    const int positions = std::max(1, s.positions);
    double valueTop = 1.0; // the largest value drawn (Difference: its magnitude)
    if (m_kind == Kind::Running) {
        const bool marked = s.shown <= maxMarked;
        m_ideal->replace(s.ideal);
        m_idealB->replace(s.idealB);
        m_lineA->replace(s.runningA);
        m_lineB->replace(s.runningB);
        m_markersA->replace(marked ? s.runningA : QList<QPointF>());
        m_markersB->replace(marked ? s.runningB : QList<QPointF>());
        valueTop = s.maxRunning > 0 ? s.maxRunning * 1.05 : 1.0;
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
        valueTop = s.maxAbsDifference > 0 ? s.maxAbsDifference * 1.1 : 1.0;
    }
    setValueTop(valueTop, m_kind == Kind::Difference, s.scaleLog2);
    updateRules();
    retranslate();
}

// The rule at k and the highlight band span the value axis's range.
void ComparisonChart::updateRules()
{
    const int positions = std::max(1, m_series.positions);
    const int k = m_series.k;
    const double kx = cutoffX(k); // between k and k + 1, as in the workbench
    if (k > 0 && k <= positions)
        m_kLine->replace({QPointF(kx, yAxis()->min()), QPointF(kx, yAxis()->max())});
    else
        m_kLine->replace(QList<QPointF>());
    updateBand();
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
            {QPointF(x - 0.5, yAxis()->max()), QPointF(x + 0.5, yAxis()->max())});
        m_band->lowerSeries()->replace(
            {QPointF(x - 0.5, yAxis()->min()), QPointF(x + 0.5, yAxis()->min())});
    } else {
        m_band->upperSeries()->replace(QList<QPointF>());
        m_band->lowerSeries()->replace(QList<QPointF>());
    }
}
