#pragma once

// Chart (a): running DCG@i of the ranking and of the ideal ordering, by position, with the gap
// between them shaded (what the ranking loses against the ideal, where both are drawn) and the
// rule after k.

#include "breakdownchart.h"

class RunningDcgChart : public BreakdownChart
{
    Q_OBJECT
public:
    explicit RunningDcgChart(QWidget *parent = nullptr);
    void retranslate() override;

    QLineSeries *dcgSeries() const { return m_dcg.line; }
    QLineSeries *idcgSeries() const { return m_idcg.line; }
    QScatterSeries *selectionSeries() const { return m_selected; }
    // Step-through: the segment just added, as a halo of the curve's colour under the curve
    // (the ranking's, the ideal ordering's).
    QLineSeries *emphasisSeries() const { return m_emphasisLine; }
    QLineSeries *idealEmphasisSeries() const { return m_idealEmphasisLine; }
    // The gap between the curves (IDCG@i above, DCG@i below), where both are drawn.
    QAreaSeries *gapSeries() const { return m_gap; }

    // AccessibleChart: DCG@i (series 0) and IDCG@i (series 1) at each position.
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
    QAreaSeries *m_gap = nullptr;
    Curve m_idcg;
    Curve m_dcg;
    QScatterSeries *m_selected = nullptr;
    QLineSeries *m_emphasisLine = nullptr;
    QLineSeries *m_idealEmphasisLine = nullptr;
};
