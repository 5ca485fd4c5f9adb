#include "breakdownchart.h"

#include "axisfit.h"
#include "style/okabeito.h"
#include "style/theme.h"
#include "workbench/displayformat.h"

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
    accessibleChartChanged();
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

QString BreakdownChart::cellText(int position, Ndcg::StepCell cell) const
{
    using Cell = Ndcg::StepCell;
    using Term = Ndcg::Term;
    if (!m_breakdown || position < 1 || position > m_breakdown->rows.size())
        return {};
    const int row = position - 1;
    const Ndcg::PositionRow &r = m_breakdown->rows[row];
    // Not stepping, the view's limits (the formula's) end the curves as the steps would.
    const bool ranking = cell == Cell::Dcg || cell == Cell::Contribution || cell == Cell::Ndcg;
    const bool ideal = cell == Cell::Idcg || cell == Cell::IdealContribution || cell == Cell::Ndcg;
    if (!m_view.steps
        && ((ranking && m_view.limit && position > *m_view.limit)
            || (ideal && m_view.idealLimit && position > *m_view.idealLimit)))
        return notComputedText();
    if (m_view.steps && !m_view.steps->isKnown(position, cell))
        return notComputedText();
    if (!m_view.shows(position, cell))
        return hiddenText();
    switch (cell) {
    case Cell::Contribution:
        return r.retrieved ? DisplayFormat::fixed(m_breakdown->trueSize(row, Term::Contribution))
                           : tr("no item");
    case Cell::IdealContribution:
        return r.hasIdeal
            ? DisplayFormat::fixed(m_breakdown->trueSize(row, Term::IdealContribution))
            : tr("no item");
    case Cell::Dcg:
        return DisplayFormat::fixed(m_breakdown->trueSize(row, Term::Dcg));
    case Cell::Idcg:
        return DisplayFormat::fixed(m_breakdown->trueSize(row, Term::Idcg));
    case Cell::Ndcg:
        return r.ndcg ? DisplayFormat::fixed(*r.ndcg) : tr("undefined");
    default:
        return {};
    }
}

QString BreakdownChart::nameWithPositions(const QString &what) const
{
    const int n = points().positions;
    const QString name
        = n > 0 ? tr("%1, positions 1 to %2").arg(what).arg(n) : tr("%1, no positions").arg(what);
    return m_view.isPreview() ? tr("%1 (%2)").arg(name, m_view.previewTag()) : name;
}

QString BreakdownChart::missingText(Ndcg::StepCell cell) const
{
    const QString first = cellText(1, cell);
    return first == notComputedText() ? first : hiddenText();
}

QString BreakdownChart::curveClause(const QList<QPointF> &shown, Ndcg::StepCell cell,
    const QString &what, const QString &rises) const
{
    if (shown.isEmpty())
        return tr("%1 is %2").arg(what, missingText(cell));
    const int first = int(shown.first().x());
    const int last = int(shown.last().x());
    const int n = points().positions;
    QString clause = first == last
        ? tr("%1 is %2 at position %3").arg(what, cellText(first, cell)).arg(first)
        : first == 1 && last == n ? rises.arg(cellText(first, cell), cellText(last, cell))
                                  : tr("%1 goes from %2 at position %3 to %4 at position %5")
                                        .arg(what, cellText(first, cell))
                                        .arg(first)
                                        .arg(cellText(last, cell))
                                        .arg(last);
    if (last < n)
        clause = tr("%1 (%2 from position %3)").arg(clause, cellText(last + 1, cell)).arg(last + 1);
    return clause;
}
