#pragma once

// Predict, then reveal: the presenter hides quantities as "?" (table columns, the formula's
// totals and terms, the result card, the range bar, every chart) and reveals them one at a time
// with R, in the order a class computes them, or one position at a time, so students commit to
// a prediction before they see the number. Pure state: the StepController writes it into the
// workbench's ViewState (apply()), merged with the step-through's own "?" cells.

#include "workbench/viewstate.h"

#include <QList>
#include <QObject>
#include <QString>

#include <optional>

class RevealController : public QObject
{
    Q_OBJECT
public:
    // What can be hidden, in the order R reveals it.
    using Quantity = ViewState::Quantity;
    static QList<Quantity> all();
    // "the gain column", translated.
    static QString name(Quantity quantity);
    // The RankingTableModel column of a column quantity, -1 for the others.
    static int column(Quantity quantity);

    explicit RevealController(QObject *parent = nullptr);

    bool isHidden(Quantity quantity) const { return m_hidden.contains(quantity); }
    bool isAnyHidden() const { return !m_hidden.isEmpty(); }
    QList<Quantity> hidden() const { return m_hidden; }
    // The hidden table columns (RankingTableModel::Column values).
    QList<int> hiddenColumns() const;

    // Cells revealed on their own while their quantity stays hidden.
    QList<ViewState::Cell> revealedCells() const { return m_revealedCells; }
    // Writes the hidden quantities and the revealed cells into a view state.
    void apply(ViewState &view) const;

    void setHidden(Quantity quantity, bool hidden);
    // Reveals one cell (position 1-based) of a hidden column quantity.
    void revealCell(int position, Quantity quantity);
    // Reveals every hidden column quantity at one position (1-based).
    void revealPosition(int position);
    void hideAll();
    // Reveals the first hidden quantity in teaching order; returns it (nothing when none).
    std::optional<Quantity> revealNext();
    void revealAll();

signals:
    void changed();

private:
    QList<Quantity> m_hidden; // in teaching order
    QList<ViewState::Cell> m_revealedCells;
};
