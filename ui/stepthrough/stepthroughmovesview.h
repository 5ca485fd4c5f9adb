#pragma once

// The ideal reordering drawn as it happens: the ranking's grades as a row of chips on top (and
// the judged items it missed, dashed, at its right end), the ideal ordering below, and an arrow
// from each item's actual position to its ideal one. When the step-through reaches the
// reordering the chips slide from their actual to their ideal place (about a second); after
// that the arrows stay. Chips past the cutoff k are greyed: they do not count in IDCG@k.

#include "steps.h"

#include <QWidget>

class QVariantAnimation;

class StepThroughMovesView : public QWidget
{
    Q_OBJECT
public:
    explicit StepThroughMovesView(QWidget *parent = nullptr);

    // The ranking's grades (position order), the judged items it missed, the moves and k.
    void setData(const QList<double> &grades, const QList<double> &missed,
        const QList<Ndcg::IdealMove> &moves, int k);
    // Shown: whether the reordering is known yet. animate: slide the chips now.
    void setRevealed(bool revealed, bool animate);
    bool isRevealed() const { return m_revealed; }
    // 0: chips at their actual places, 1: at their ideal places.
    double progress() const { return m_progress; }
    // At most this many positions are drawn in each row; the rest is "…".
    static constexpr int maxChips = 12;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // Lines and chips at the interface scale (InterfaceScale::factor()).
    static double zoom();

    QList<double> m_grades;
    QList<double> m_missed;
    QList<Ndcg::IdealMove> m_moves;
    int m_k = 0;
    bool m_revealed = false;
    double m_progress = 1.0;
    QVariantAnimation *m_animation = nullptr;
};
