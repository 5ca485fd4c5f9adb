#pragma once

// Chart (c): NDCG@i = DCG@i / IDCG@i for i = 1..n, on a fixed 0..1 scale (with room above 1 for
// the markers), with the rule between k and k + 1.

#include "breakdownchart.h"

class NdcgChart : public BreakdownChart
{
    Q_OBJECT
public:
    explicit NdcgChart(QWidget *parent = nullptr);
    void retranslate() override;

    QLineSeries *ndcgSeries() const { return m_ndcg.line; }
    QScatterSeries *selectionSeries() const { return m_selected; }
    QLineSeries *emphasisSeries() const { return m_emphasisLine; }

    // AccessibleChart: NDCG@i at each position.
    QString chartName() const override;
    QString chartDescription() const override;
    QString pointName(int point, int series) const override;
    QRect pointRect(int point, int series) const override;

protected:
    double fillSeries(const ChartPoints::Series &points) override;
    void fillHighlight(int position) override;
    void fillEmphasis() override;
    bool plotsGainUnits() const override { return false; }

private:
    Curve m_ndcg;
    QScatterSeries *m_selected = nullptr;
    QLineSeries *m_emphasisLine = nullptr;
};
