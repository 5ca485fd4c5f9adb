#pragma once

// The three charts of the "Evaluate runs" window, drawn with QPainter so that the same code
// paints the screen and every export (PNG, SVG, PDF):
//   Differences: one bar per query, B − A, sorted from B's largest gain to A's largest (the
//                topic-by-topic chart of IR papers); B's colour up, A's hatched colour down;
//   Scatter:     each query a point, A's value across and B's up, the diagonal drawn: points
//                above it are queries where B is higher;
//   Distribution: histograms of A's and B's per-query values side by side (ten bins of 0.1),
//                with each mean as a dashed line.
// A is the baseline (Okabe–Ito blue, solid), B the compared run (vermillion, hatched), so the
// charts read in greyscale. A click on a bar or a point names its query (queryClicked).
// For a screen reader and the keyboard (AccessibleChart) each bar, point or bin is a child: ←/→
// walk the bars in their order (the points from left to right, the bins), ↑/↓ the two runs of a
// bin, and Enter on a query's bar or point opens it as a click does.

#include "charts/accessiblechart.h"

#include <QByteArray>
#include <QFont>
#include <QSize>
#include <QStringList>
#include <QWidget>

#include <vector>

class QPainter;

class RunsChart : public QWidget, public AccessibleChart
{
    Q_OBJECT
public:
    enum class Kind { Differences, Scatter, Distribution };
    struct Data
    {
        QStringList queries;
        std::vector<double> a; // per query, the baseline's value
        std::vector<double> b; // the compared run's
        QString nameA;
        QString nameB;
        QString measure;
    };

    struct Layout; // the plot's rectangle and ranges (runscharts.cpp)

    // Differences until setKind() (the form creates the charts, the window gives each its kind).
    explicit RunsChart(QWidget *parent = nullptr);
    explicit RunsChart(Kind kind, QWidget *parent = nullptr);

    Kind kind() const { return m_kind; }
    void setKind(Kind kind);
    void setData(const Data &data);
    const Data &data() const { return m_data; }
    void setSelectedQuery(int query);
    // The query under a point of the widget, or -1.
    int queryAt(const QPointF &point) const;
    // The centre of a query's bar or point in widget coordinates (for tests), or (-1, -1).
    QPointF pointOf(int query) const;
    QString title() const;

    static constexpr QSize exportSize {900, 560};
    QByteArray png(QSize size = exportSize) const;
    QByteArray svg(QSize size = exportSize) const;
    QByteArray pdf(QSize size = exportSize) const;

    // AccessibleChart: Differences and Scatter a point per query, Distribution a bin per tenth
    // (series 0: A's count, 1: B's).
    QString chartName() const override;
    QString chartDescription() const override;
    int pointCount() const override;
    int seriesCount() const override { return m_kind == Kind::Distribution ? 2 : 1; }
    QString pointName(int point, int series) const override;
    QRect pointRect(int point, int series) const override;
    void activatePoint(int point, int series) override;
    // The query of the keyboard's point `point` (Differences, Scatter), or -1.
    int queryOfPoint(int point) const;

signals:
    void queryClicked(int query);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    Layout layout(const QRectF &rect, const QFont &font) const;
    void paint(QPainter &painter, const QRectF &rect, const QFont &font) const;
    void paintDifferences(QPainter &painter, const Layout &l, const QFont &font) const;
    void paintScatter(QPainter &painter, const Layout &l, const QFont &font) const;
    void paintDistribution(QPainter &painter, const Layout &l, const QFont &font) const;
    // The widget's family at a size fixed for the export's fixed size (exportSize), whatever
    // the interface scale.
    QFont exportFont() const;
    // The smallest size at which the axes and a few bars still read: from the font's height.
    void updateMinimumSize();

    Kind m_kind = Kind::Differences;
    Data m_data;
    // A query's text for a reader: "Query 301: BM25 0.4123, RM3 0.5000 (+0.0877)".
    QString queryText(int query) const;
    // The per-bin counts of A's and B's values (Distribution).
    std::vector<int> binCounts(bool ofA) const;

    std::vector<int> m_order; // Differences: query indices from largest B − A to smallest
    std::vector<int> m_byA; // Scatter: query indices from left to right (A's value, then B's)
    int m_selected = -1;
};
