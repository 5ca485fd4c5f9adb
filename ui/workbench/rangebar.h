#pragma once

// Where this NDCG@k stands among the orderings of the same grades: a 0..1 scale with the worst,
// the random-expected and the best NDCG@k marked, the reachable span between worst and best
// shaded, and the current value as a black pointer.

#include <QWidget>

#include <optional>

class RangeBar : public QWidget
{
    Q_OBJECT
public:
    explicit RangeBar(QWidget *parent = nullptr);

    struct Marks
    {
        std::optional<double> worst, random, best;
    };
    // `room`: marks whose labels the bar keeps room for while they are not shown (hidden
    // answers), so that it is as tall before they show as after: nothing below it moves.
    void setValues(std::optional<double> worst, std::optional<double> random,
        std::optional<double> best, std::optional<double> current, const Marks &room = {});
    std::optional<double> worst() const { return m_worst; }
    std::optional<double> random() const { return m_random; }
    std::optional<double> best() const { return m_best; }
    std::optional<double> current() const { return m_current; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // As tall as its labels: one row under the bar, more only where labels would overlap.
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    struct Geometry
    {
        double line, left, right, barTop, barHeight;
    };
    struct TickLabel
    {
        double x;
        QRectF rect;
        QString text;
    };
    Geometry geometryFor(int width) const;
    // The worst, random and best ticks' labels under the bar, each dropped a line below any it
    // would overlap.
    QList<TickLabel> tickLabels(int width, const Marks &marks) const;

    std::optional<double> m_worst;
    std::optional<double> m_random;
    std::optional<double> m_best;
    std::optional<double> m_current;
    Marks m_room;
};
