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
    // Rings, not fills: the selected bars and the one a step just added.
    m_selected = addArea(Theme::Light::none, Qt::NoBrush, OkabeIto::black, 3, false);
    m_emphasis = addArea(Theme::Light::none, Qt::NoBrush, OkabeIto::black, 6, false);
    retranslate();
}

void ContributionChart::retranslate()
{
    setTitleText(tr("Contribution gain·d(i)"));
    xAxis()->setTitleText(tr("Position i"));
    setYTitle(tr("gain · d(i)"));
    m_actual->setName(tr("this ranking"));
    m_ideal->setName(tr("ideal"));
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
    const auto actual = ChartPoints::at(p.contributions, position);
    const auto ideal = ChartPoints::at(p.idealContributions, position);
    if (actual || ideal) {
        const double x = position;
        const double a = actual ? actual->y() : 0.0;
        const double b = ideal ? ideal->y() : 0.0;
        const double w = ChartPoints::barWidth;
        m_selected->upperSeries()->replace(
            {{x - w, 0}, {x - w, a}, {x, a}, {x, b}, {x + w, b}, {x + w, 0}});
    } else {
        m_selected->upperSeries()->replace(QList<QPointF>());
    }
}

void ContributionChart::fillEmphasis(int position, bool ideal)
{
    const QList<QPointF> &tops = ideal ? points().idealContributions : points().contributions;
    const auto top = ChartPoints::at(tops, position);
    if (!top || points().grouped) {
        m_emphasis->upperSeries()->replace(QList<QPointF>());
        return;
    }
    const double w = ChartPoints::barWidth;
    const double left = ideal ? position : position - w;
    const double y = top->y();
    m_emphasis->upperSeries()->replace({{left, 0}, {left, y}, {left + w, y}, {left + w, 0}});
}
