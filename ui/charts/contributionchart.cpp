#include "contributionchart.h"

#include "style/okabeito.h"
#include "style/theme.h"

#include <QAreaSeries>
#include <QLineSeries>

ContributionChart::ContributionChart(QWidget *parent)
    : BreakdownChart(parent)
{
    // Actual: solid blue; ideal: orange with diagonal hatching, so the two differ in greyscale.
    m_actual = addArea(OkabeIto::actual, Qt::SolidPattern, OkabeIto::actual.darker(130), 1.5, true);
    m_ideal = addArea(OkabeIto::ideal, Qt::BDiagPattern, OkabeIto::ideal.darker(120), 2, true);
    addCutoffLine();
    // Rings, not fills: the selected bars (black) and the one a step just added (a halo of the
    // bar's own colour).
    m_selected = addArea(Theme::Light::none, Qt::NoBrush, OkabeIto::black, 3, false);
    m_emphasis
        = addArea(Theme::Light::none, Qt::NoBrush, Theme::emphasis(OkabeIto::actual), 8, false);
    m_idealEmphasis
        = addArea(Theme::Light::none, Qt::NoBrush, Theme::emphasis(OkabeIto::ideal), 8, false);
    retranslate();
}

void ContributionChart::retranslate()
{
    setTitleText(tr("Contribution gain·d(i)"));
    xAxis()->setTitleText(tr("Position i"));
    setYTitle(tr("gain · d(i)"));
    m_actual->setName(tr("this ranking"));
    m_ideal->setName(tr("ideal"));
    accessibleChartChanged();
}

QString ContributionChart::chartName() const
{
    return nameWithPositions(tr("Contribution of each position against the ideal"));
}

QString ContributionChart::chartDescription() const
{
    using Cell = Ndcg::StepCell;
    const ChartPoints::Series &p = points();
    if (p.positions <= 0)
        return tr("Nothing to draw: no breakdown.");
    // Every term while they are few; the largest of each side always.
    constexpr int listed = 12;
    QStringList clauses;
    const auto largest = [this](const QList<QPointF> &bars, Cell cell, const QString &whose) {
        if (bars.isEmpty())
            return tr("%1 terms are %2").arg(whose, missingText(cell));
        QPointF top = bars.first();
        for (const QPointF &bar : bars) {
            if (bar.y() > top.y())
                top = bar;
        }
        return tr("%1 largest term is %2 at position %3")
            .arg(whose, cellText(int(top.x()), cell))
            .arg(int(top.x()));
    };
    if (p.positions <= listed) {
        QStringList actual;
        QStringList ideal;
        for (int i = 1; i <= p.positions; ++i) {
            actual << cellText(i, Cell::Contribution);
            ideal << cellText(i, Cell::IdealContribution);
        }
        // Each list where it has a value to say (else the clause below says why not).
        if (!p.contributions.isEmpty()) {
            clauses
                << tr("this ranking's terms gain·d(i) by position: %1").arg(actual.join(tr(", ")));
        }
        if (!p.idealContributions.isEmpty())
            clauses << tr("the ideal's terms by position: %1").arg(ideal.join(tr(", ")));
    }
    clauses << largest(p.contributions, Cell::Contribution, tr("this ranking's"))
            << largest(p.idealContributions, Cell::IdealContribution, tr("the ideal's"));
    QString text = clauses.join(tr("; ")) + tr(".");
    text[0] = text[0].toUpper();
    return text;
}

QString ContributionChart::pointName(int point, int series) const
{
    using Cell = Ndcg::StepCell;
    const int position = point + 1;
    return pointText(tr("Position %1").arg(position),
        {tr("this ranking %1").arg(cellText(position, Cell::Contribution)),
            tr("ideal %1").arg(cellText(position, Cell::IdealContribution))},
        series);
}

QRect ContributionChart::pointRect(int point, int series) const
{
    // The top of the bar: the ranking's left of i, the ideal's right of it.
    const int position = point + 1;
    const auto at = ChartPoints::at(
        series == 0 ? points().contributions : points().idealContributions, position);
    const double x = position + (series == 0 ? -0.5 : 0.5) * ChartPoints::barWidth;
    return valueRect(QPointF(x, at.value_or(QPointF()).y()));
}

double ContributionChart::fillSeries(const ChartPoints::Series &points)
{
    m_actual->upperSeries()->replace(points.actualBars);
    m_ideal->upperSeries()->replace(points.idealBars);
    return points.maxContribution * 1.1;
}

void ContributionChart::fillHighlight(int position)
{
    const ChartPoints::Series &p = points();
    const ViewState &view = viewState();
    // The ring goes round the bars drawn at the position. Not while stepping: the band marks the
    // step's position and a halo the bar it adds, and a black ring made a short bar a heavy black
    // one.
    const auto actual = ChartPoints::at(p.contributions, position);
    const auto ideal = ChartPoints::at(p.idealContributions, position);
    const bool ringActual = actual.has_value() && !view.isStepping();
    const bool ringIdeal = ideal.has_value() && !view.isStepping();
    const double a = actual.value_or(QPointF()).y();
    const double b = ideal.value_or(QPointF()).y();
    const double x = position;
    const double w = ChartPoints::barWidth;
    QList<QPointF> ring;
    if (ringActual)
        ring << QPointF(x - w, 0) << QPointF(x - w, a) << QPointF(x, a);
    else if (ringIdeal)
        ring << QPointF(x, 0);
    if (ringIdeal)
        ring << QPointF(x, b) << QPointF(x + w, b) << QPointF(x + w, 0);
    else if (ringActual)
        ring << QPointF(x, 0);
    m_selected->upperSeries()->replace(ring);
}

void ContributionChart::fillEmphasis()
{
    const ViewState &view = viewState();
    m_emphasis->upperSeries()->replace(QList<QPointF>());
    m_idealEmphasis->upperSeries()->replace(QList<QPointF>());
    const int position = view.emphasis;
    const bool ideal = view.emphasisIdeal;
    const QList<QPointF> &tops = ideal ? points().idealContributions : points().contributions;
    const auto top = ChartPoints::at(tops, position);
    if (!view.emphasisTerm || !top || points().grouped)
        return;
    const double w = ChartPoints::barWidth;
    const double left = ideal ? position : position - w;
    const double y = top->y();
    (ideal ? m_idealEmphasis : m_emphasis)
        ->upperSeries()
        ->replace({{left, 0}, {left, y}, {left + w, y}, {left + w, 0}});
}
