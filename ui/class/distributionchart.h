#pragma once

// The class's answers after the reveal (issue 23), drawn for the back of a room: a histogram of
// a number question's answers (each bin's count above its bar, the bin holding the exact value
// hatched and a rule at the exact value, labelled "exact 0.8607"; the answers far outside the
// bins counted at either side) or a bar chart of a choice question's choices (one bar per
// choice with its count; the right ones marked with ✓ and the word, not by colour alone).
// Sizes come from the widget's font, colours from Theme roles. It draws only a revealed
// Tally: before the reveal it is empty (the session hands out no distribution earlier).
// For a screen reader and the keyboard (AccessibleChart) each bar is a child named as lines()
// names it; ←/→ walk the bars.

#include "charts/accessiblechart.h"
#include "classsession.h"

#include <QStringList>
#include <QWidget>

class DistributionChart : public QWidget, public AccessibleChart
{
    Q_OBJECT
public:
    explicit DistributionChart(QWidget *parent = nullptr);

    // Shows the tally's distribution; a tally not revealed clears the chart.
    void setTally(const Ndcg::Class::Tally &tally, const QString &language);
    bool isEmpty() const { return m_rows.isEmpty(); }
    // What the chart shows, one line per bar: "0.80–0.82: 5", "✓ Exponential (right): 12".
    // The accessible description holds the same lines.
    QStringList lines() const;
    // The text of the exact value's mark ("exact 0.8607"); empty for choices.
    QString exactText() const { return m_exactText; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

    // AccessibleChart: one point per bar.
    QString chartName() const override;
    QString chartDescription() const override;
    int pointCount() const override { return int(m_rows.size()); }
    QString pointName(int point, int series) const override;
    QRect pointRect(int point, int series) const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Row
    {
        QString label; // the bin's range or the choice's text
        int count = 0;
        bool marked = false; // the exact value's bin, or a right choice
    };
    void paintHistogram(QPainter &painter);
    void paintChoices(QPainter &painter);
    void updateAccessibility();
    QString rowLine(int row) const;
    QString edgeText(double value) const; // a bin's edge: m_decimals, or a power of ten

    bool m_number = true;
    QList<Row> m_rows;
    QList<QRectF> m_bars; // where each row's bar was last painted
    QList<Ndcg::Class::HistogramBin> m_bins;
    std::optional<double> m_exact;
    QString m_exactText;
    int m_below = 0;
    int m_above = 0;
    int m_decimals = 2;
};
