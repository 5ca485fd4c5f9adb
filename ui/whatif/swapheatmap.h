#pragma once

// The what-if swap heatmap: cell (i, j) is ΔNDCG@k if the items at positions i and j traded
// places (Ndcg::SwapMatrix), on a diverging colour map that stays readable with the common
// colour-vision deficiencies: Okabe–Ito blue for a swap that raises NDCG, through white, to
// vermillion for one that lowers it. The scale is symmetric, saturating at the largest |Δ|, so
// equal colours mean equal amounts. Values are written in cells wide enough to hold them.
// Hovering a cell reports the pair (a preview); clicking it asks to apply the swap.
// The cells are drawn as an n×n image scaled up, so even 2,000 positions paint quickly.
// For a screen reader and the keyboard (AccessibleChart) each cell is a child: ←/→ move along a
// row, ↑/↓ between rows, the cell under the keyboard is previewed as a hovered one is, and
// Enter applies its swap as a click does.

#include "charts/accessiblechart.h"
#include "swaps.h"

#include <QImage>
#include <QWidget>

class QFontMetricsF;
class QPainter;

class SwapHeatmap : public QWidget, public AccessibleChart
{
    Q_OBJECT
public:
    explicit SwapHeatmap(QWidget *parent = nullptr);

    void setMatrix(const Ndcg::SwapMatrix &matrix);
    void clear();
    const Ndcg::SwapMatrix &matrix() const { return m_matrix; }
    bool hasMatrix() const { return m_matrix.n > 0; }
    // The cell (0-based positions) under a point of the widget; {-1, -1} outside the grid.
    std::pair<int, int> cellAt(const QPoint &point) const;
    // The centre of a cell, for tests that click it as a user does.
    QPoint cellCentre(int i, int j) const;
    // The colour of a value on the scale ±maxAbs (white at 0).
    static QColor colorFor(double value, double maxAbs);
    // Which positions are labelled along the edges of n cells of `cell` pixels: every one when
    // the widest label (n itself) and a digit of space fit a cell, else every 2nd, 5th, 10th or
    // 50th (and the first).
    static int labelStep(const QFontMetricsF &metrics, int n, double cell);
    double scaleMax() const { return m_scaleMax; }
    std::pair<int, int> hoveredCell() const { return m_hovered; }
    // Predict, then reveal: no value, no colour and no scale while hidden (the cells stay, to
    // hover and click); the values come back when revealed.
    void setValuesHidden(bool hidden);
    bool valuesHidden() const { return m_valuesHidden; }
    // Every text the map paints now (cell values that fit, the scale, the position labels).
    QStringList paintedTexts() const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // AccessibleChart: one cell per pair (row i: series, column j: point).
    QString chartName() const override;
    QString chartDescription() const override;
    int pointCount() const override { return m_matrix.n; }
    int seriesCount() const override { return m_matrix.n; }
    bool childPerSeries() const override { return true; }
    QString pointName(int point, int series) const override;
    QRect pointRect(int point, int series) const override;
    void activatePoint(int point, int series) override;

signals:
    // The mouse is over cell (i, j), i ≠ j; (-1, -1) when it left the cells.
    void swapHovered(int i, int j);
    void swapClicked(int i, int j);

protected:
    void focusOutEvent(QFocusEvent *event) override;
    void keyboardPointMoved() override;
    void paintEvent(QPaintEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    QRectF gridRect() const;
    void paintMap(QPainter &p);
    // A change of NDCG@k as a reader gets it: "+0.034", "−0.210", "no change".
    QString spokenChange(double value) const;
    // The size of the widget's font in pixels: margins, the legend and the lines follow it.
    double em() const;
    void paintImage();
    // The font of the cell values and whether a value fits a cell.
    QFont cellFont(double cell) const;
    bool valuesFit(double cell) const;
    static QString valueText(double value);
    // The scale's ends, "+max" and "−max".
    QStringList scaleTexts() const;
    void setHovered(std::pair<int, int> cell);

    Ndcg::SwapMatrix m_matrix;
    QImage m_image;
    double m_scaleMax = 0.0;
    bool m_valuesHidden = false;
    std::pair<int, int> m_hovered {-1, -1};
};
