#include "contributionchart.h"

#include "okabeito.h"

#include <QAreaSeries>
#include <QLineSeries>

ContributionChart::ContributionChart(QWidget *parent)
    : BreakdownChart(parent)
{
    // Actual: solid blue; ideal: orange with diagonal hatching, so the two differ in greyscale.
    m_actual = addArea(OkabeIto::actual, Qt::SolidPattern, OkabeIto::actual.darker(130), true);
    m_ideal = addArea(OkabeIto::ideal, Qt::BDiagPattern, OkabeIto::ideal.darker(120), true);
    m_ideal->setPen(QPen(OkabeIto::ideal.darker(120), 2));
    attach(cutoffLine(), true);
    m_selected = addArea(Qt::transparent, Qt::NoBrush, OkabeIto::black);
    m_selected->setPen(QPen(OkabeIto::black, 3));
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
    if (position >= 1 && position <= p.contributions.size()) {
        const double x = position;
        const double a = p.contributions[position - 1].y();
        const double b = p.idealContributions[position - 1].y();
        const double w = ChartPoints::barWidth;
        m_selected->upperSeries()->replace(
            {{x - w, 0}, {x - w, a}, {x, a}, {x, b}, {x + w, b}, {x + w, 0}});
    } else {
        m_selected->upperSeries()->replace(QList<QPointF>());
    }
}
