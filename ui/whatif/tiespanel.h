#pragma once

// Ties in system scores (SPEC.md "Ties in system scores"): when the items carry scores and some
// are equal, NDCG@k under the best and worst order of each tied group, the tie-averaged value
// (scikit-learn) and trec_eval's order (docno descending), from Ndcg::analyseTies() under the
// document's own conventions. Without scores or ties the panel says so in one line.

#include "ties.h"

#include <QWidget>

class QGridLayout;
class QLabel;

class TiesPanel : public QWidget
{
    Q_OBJECT
public:
    explicit TiesPanel(QWidget *parent = nullptr);

    void setRanking(const Ndcg::Ranking &ranking, const Ndcg::Settings &settings);
    const std::optional<Ndcg::TieAnalysis> &analysis() const { return m_analysis; }
    // The panel as plain text, one "order value" per line (for tests).
    QString text() const;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    QLabel *m_summary = nullptr;
    QGridLayout *m_grid = nullptr;
    QList<QLabel *> m_cells;
    std::optional<Ndcg::TieAnalysis> m_analysis;
};
