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
    // Whether a quantity is a table column (revealed cell by cell), not a total, the range or
    // the metrics (StepCells says which column).
    static bool isColumn(Quantity quantity);

    // What "reveal next" (R, a clicker's forward key) reveals: the next quantity in teaching
    // order, or every hidden cell of the next position.
    enum class Mode { Quantity, Position };

    explicit RevealController(QObject *parent = nullptr);

    Mode mode() const { return m_mode; }
    void setMode(Mode mode);

    bool isHidden(Quantity quantity) const { return m_hidden.contains(quantity); }
    bool isAnyHidden() const { return !m_hidden.isEmpty(); }
    QList<Quantity> hidden() const { return m_hidden; }

    // Cells revealed on their own while their quantity stays hidden.
    QList<ViewState::Cell> revealedCells() const { return m_revealedCells; }
    // Writes the hidden quantities and the revealed cells into a view state.
    void apply(ViewState &view) const;

    void setHidden(Quantity quantity, bool hidden);
    // Reveals one cell (position 1-based) of a hidden column quantity.
    void revealCell(int position, Quantity quantity);
    // Reveals cells of hidden column quantities, and whole quantities, as one reveal (one
    // hideLast() takes it back).
    void reveal(const QList<ViewState::Cell> &cells, const QList<Quantity> &quantities = {});
    // Reveals every hidden column quantity at one position (1-based).
    void revealPosition(int position);
    void hideAll();
    // Hides exactly `hidden` with `cells` revealed on their own, as a new question starts (a
    // lesson's scene): no reveal to take back.
    void setState(const QList<Quantity> &hidden, const QList<ViewState::Cell> &cells);
    // Reveals the first hidden quantity in teaching order; returns it (nothing when none).
    std::optional<Quantity> revealNext();
    // The position to reveal next (1..positions): `selected` when it has a hidden cell still
    // to reveal, else the first that has one; 0 when none has.
    int nextPosition(int positions, int selected = 0) const;
    // The same of any hidden quantities and revealed cells (pure).
    static int nextPosition(const QList<Quantity> &hidden,
        const QList<ViewState::Cell> &revealedCells, int positions, int selected);
    // Reveals by the mode: the next quantity, or the next position of `positions` (then, once
    // every position shows, the quantities left: the totals, the range, the metrics). Returns
    // what it revealed, in words ("the gain column", "position 3"); empty when nothing.
    // In position mode a selected position (1-based; 0: none) goes first.
    QString revealNextInMode(int positions, int selected = 0);
    // What revealNextInMode() would reveal, in words; empty when nothing is hidden.
    QString nextInMode(int positions, int selected = 0) const;
    // The same of any hidden quantities, revealed cells and mode (pure).
    static QString nextInMode(const QList<Quantity> &hidden,
        const QList<ViewState::Cell> &revealedCells, Mode mode, int positions, int selected);
    void revealAll();
    // Undoes the last reveal (a clicker's back key); false when there is none to undo.
    bool hideLast();
    bool canHideLast() const { return !m_history.isEmpty(); }

    // The ranking's rows changed under a quiz: a cell revealed on its own follows its item
    // (rows inserted or removed before it shift it; a moved row takes its cells along); a
    // removed row's cells go. A new scenario reveals nothing on its own (forgetRevealedCells).
    void rowsInserted(int first, int last);
    void rowsRemoved(int first, int last);
    void rowsMoved(int first, int last, int destination);
    void forgetRevealedCells();

signals:
    void changed();

private:
    struct Snapshot
    {
        QList<Quantity> hidden;
        QList<ViewState::Cell> revealedCells;
    };
    // Before a reveal: what hideLast() goes back to.
    void remember();
    // Maps each revealed cell's position (1-based) through `map` (0: the cell goes).
    template<typename Map> void remapCells(Map map);

    QList<Quantity> m_hidden; // in teaching order
    QList<ViewState::Cell> m_revealedCells;
    QList<Snapshot> m_history;
    Mode m_mode = Mode::Quantity;
};
