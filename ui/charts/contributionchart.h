#pragma once

// Chart (b): each position's term of DCG, gain(g_i)·d(i), as a bar beside the ideal ordering's
// term at the same position. The bars are drawn as two area outlines (4 points per bar), so
// 10,000 positions cost two replace() calls, not 20,000 bar items.

#include "breakdownchart.h"

class ContributionChart : public BreakdownChart
{
    Q_OBJECT
public:
    explicit ContributionChart(QWidget *parent = nullptr);
    void retranslate() override;

    QAreaSeries *actualBars() const { return m_actual; }
    QAreaSeries *idealBars() const { return m_ideal; }
    QAreaSeries *selectionBars() const { return m_selected; }
    // Step-through: the bar just added, ringed by a halo of its colour (the ranking's, the
    // ideal ordering's).
    QAreaSeries *emphasisBar() const { return m_emphasis; }
    QAreaSeries *idealEmphasisBar() const { return m_idealEmphasis; }

    // AccessibleChart: the ranking's term (series 0) and the ideal's (series 1) at each position.
    QString chartName() const override;
    QString chartDescription() const override;
    int seriesCount() const override { return 2; }
    QString pointName(int point, int series) const override;
    QRect pointRect(int point, int series) const override;

protected:
    double fillSeries(const ChartPoints::Series &points) override;
    void fillHighlight(int position) override;
    void fillEmphasis() override;

private:
    QAreaSeries *m_ideal = nullptr;
    QAreaSeries *m_actual = nullptr;
    QAreaSeries *m_selected = nullptr;
    QAreaSeries *m_emphasis = nullptr;
    QAreaSeries *m_idealEmphasis = nullptr;
};
