#pragma once

// The strip between the tables of rankings A and B: one line per item from its row in A to its
// row in B (items matched by label), so a glance shows what B moved up or down. Lines are
// thicker for higher grades; an item that moved is drawn dark, one that kept its place pale;
// an item only one side retrieved ends in a short stub with a cross. The strip follows the
// tables' scrolling and row heights. Rows from the depth on are not drawn (ComparisonView
// draws a long ranking to its first 2k rows): an item the other side ranks there ends in a pale
// stub that points down.

#include "charts/comparisonpoints.h"

#include <QWidget>

class QTableView;

class ComparisonLinks : public QWidget
{
    Q_OBJECT
public:
    ComparisonLinks(QTableView *a, QTableView *b, QWidget *parent = nullptr);

    void setLinks(const QList<ComparisonPoints::Link> &links);
    const QList<ComparisonPoints::Link> &links() const { return m_links; }
    // The item of A at this row (0-based) is drawn emphasised; -1 for none.
    void setSelectedRowA(int row);
    void setSelectedRowB(int row);
    // Rows from `depth` on (0-based) are not drawn in the tables; -1: every row is.
    void setDepth(int depth);
    int depth() const { return m_depth; }
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // The row's vertical centre in this widget's coordinates; nullopt when the row is hidden.
    std::optional<double> rowCentre(QTableView *view, int row) const;

    QTableView *m_a;
    QTableView *m_b;
    QList<ComparisonPoints::Link> m_links;
    double m_maxGrade = 1.0;
    int m_selectedA = -1;
    int m_selectedB = -1;
    int m_depth = -1;
};
