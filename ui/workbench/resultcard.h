#pragma once

// The result card: NDCG@k = DCG@k / IDCG@k with the numbers, large; the companion metrics at
// the same k beside it; the range bar of worst, random and best NDCG@k; and any warning or
// error of the computation in words.

#include "breakdown.h"
#include "viewstate.h"

#include <QFrame>

class QBoxLayout;
class QGridLayout;
class QLabel;
class RangeBar;

class ResultCard : public QFrame
{
    Q_OBJECT
public:
    explicit ResultCard(QWidget *parent = nullptr);

    // breakdown nullptr: show `error` instead.
    void setBreakdown(const Ndcg::Breakdown *breakdown, const QString &error = {});
    // Both at once (one rebuild).
    void setBreakdown(
        const Ndcg::Breakdown *breakdown, const QString &error, const ViewState &view);
    void retranslate();
    // Step-through and predict-then-reveal: values shown as "?" until known or revealed.
    void setHiddenValues(bool dcg, bool idcg, bool ndcg, bool metrics);
    bool metricsHidden() const { return m_hideMetrics; }
    // What to show: the totals, the metrics and the range as the view state says, and a
    // preview marked as one.
    void setViewState(const ViewState &view);

    // The headline as plain text: "NDCG@5 = DCG@5 / IDCG@5 = 12.031 / 13.347 = 0.901".
    QString headlineText() const;
    // The card as one sentence for a screen reader (its accessible description): "NDCG@5 = DCG@5
    // / IDCG@5 = 12.031 / 13.347 = 0.901; P@5 0.600, R@5 …"; a hidden value is "hidden".
    QString readableText() const;
    // How the card is arranged for its width (it reflows, never wraps a term in two):
    // the metrics beside the headline or below it, and the headline on 1, 2 or 3 lines
    // ("NDCG@k =" | "DCG@k / IDCG@k" | "= DCG / IDCG = NDCG"), broken between terms only.
    bool metricsBelow() const { return m_metricsBelow; }
    int headlineLines() const { return m_headlineLines; }
    QLabel *headline() const { return m_headline; }
    // The companion metrics as plain text, one "name value" per line.
    QString metricsText() const;
    QString noticeText() const;
    RangeBar *rangeBar() const { return m_range; }

signals:
    // The card changed its arrangement (its height changed with it).
    void arrangementChanged();

protected:
    void resizeEvent(QResizeEvent *event) override;
    // Every text of the card relative to its font (the interface scale's).
    void changeEvent(QEvent *event) override;

private:
    void applyFonts();
    void rebuild();
    void updateReadable();
    // Metric i as read: its value, "hidden" or "not yet computed".
    QString metricReadable(int i) const;
    // The headline's rich text with line breaks after `lines` (1–3) and its font sizes scaled
    // by `scale` (1: the card font's; less only when even 3 lines do not fit).
    QString headlineHtml(int lines, double scale) const;
    // Picks the arrangement for the card's width and sets the headline's text.
    void fitWidth();
    // The metrics in two columns of three, or (`wide`) three columns of two, and that width.
    void placeMetrics(bool wide);
    int metricsWidth(bool wide) const;

    const Ndcg::Breakdown *m_breakdown = nullptr;
    QString m_error;
    bool m_hideDcg = false;
    bool m_hideIdcg = false;
    bool m_hideNdcg = false;
    bool m_hideMetrics = false;
    // Hidden by the step-through (not computed yet) rather than by hidden answers: read as
    // "not yet computed".
    bool m_pendingDcg = false;
    bool m_pendingIdcg = false;
    bool m_pendingNdcg = false;
    bool m_pendingMetrics = false;
    bool m_hideRange = false;
    QString m_previewMarker; // empty: no preview
    QLabel *m_headline = nullptr;
    QLabel *m_notice = nullptr;
    QGridLayout *m_metricsGrid = nullptr;
    QList<QLabel *> m_metricNames;
    QList<QLabel *> m_metricValues;
    RangeBar *m_range = nullptr;
    QBoxLayout *m_outer = nullptr;
    QWidget *m_metrics = nullptr; // the caption and the grid
    bool m_metricsBelow = false;
    bool m_metricsWide = false;
    int m_headlineLines = 1;
    double m_headlineScale = 1.0;
    QLabel *m_measure = nullptr; // hidden: measures the headline's candidates
    bool m_fitted = false; // an arrangement was chosen for a width
    bool m_fitPending = false; // resizeEvent() has queued fitWidth()
};
