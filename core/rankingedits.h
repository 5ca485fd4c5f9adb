#pragma once

// The spreadsheet edits of the ranking table as pure functions on item lists: each returns the
// new list and the rows to select afterwards. The workbench turns each result into one undo
// command; the tests check them without a window.

#include "ranking.h"
#include "settings.h"

#include <QList>
#include <QString>

namespace RankingEdits {

// A block of rows moved, as QAbstractItemModel::beginMoveRows() names it: the rows
// first..first + count - 1 go before row `destination` of the list as it was before the move
// (destination outside first..first + count).
struct Move
{
    int first = 0;
    int count = 1;
    int destination = 0;
    friend bool operator==(const Move &, const Move &) = default;
};

struct Edit
{
    QList<Ndcg::Item> items;
    QList<int> selection; // rows (0-based) to select after the edit
    QList<Move> moves; // moveRowsTo(), moveRowsBy(): the moves that turn the old list into items
};

// The list after each move in turn.
QList<Ndcg::Item> applyMoves(QList<Ndcg::Item> items, const QList<Move> &moves);
// The moves that undo `moves` (applied in turn).
QList<Move> inverseMoves(const QList<Move> &moves);

// Sorted, unique, in-range rows.
QList<int> normalizedRows(const QList<int> &rows, qsizetype count);

// A label not yet used in the list: "d6" for a sixth item, or the next free "dN".
QString freshLabel(const QList<Ndcg::Item> &items);

// A new item before `row` (row == size appends), with the given grade.
Edit insertItem(const QList<Ndcg::Item> &items, int row, const Ndcg::Item &item);
Edit removeRows(const QList<Ndcg::Item> &items, const QList<int> &rows);
// Each selected row copied directly below the block of selected rows.
Edit duplicateRows(const QList<Ndcg::Item> &items, const QList<int> &rows);
// The selected rows, in order, moved so that they start before `target` of the original list.
Edit moveRowsTo(const QList<Ndcg::Item> &items, const QList<int> &rows, int target);
// The selected rows moved up (delta < 0) or down by one; unchanged at an edge.
Edit moveRowsBy(const QList<Ndcg::Item> &items, const QList<int> &rows, int delta);
// The ideal order, as explain() orders the ideal (Ndcg::idealOrder): highest gain first, equal
// gains in the given order; items with a negative grade, which the ideal leaves out, last.
QList<Ndcg::Item> sortedIdeal(const QList<Ndcg::Item> &items, const Ndcg::Settings &settings);
QList<Ndcg::Item> reversed(const QList<Ndcg::Item> &items);
QList<Ndcg::Item> shuffled(const QList<Ndcg::Item> &items, quint32 seed);

// A block of text pasted from a spreadsheet or a text file.
struct PastedBlock
{
    QList<std::optional<double>> grades; // per line; nullopt: keep the grade
    QList<std::optional<QString>> labels; // per line; nullopt: keep the label
    QString error; // translated; non-empty when the block is refused
    // The line of the pasted text each row came from (1-based).
    QList<int> lines;
    // When the refusal is about one value (a number no double holds, "1e999"): its row of the
    // block (0-based) and its line of the text; `error` then says what is wrong with it
    // ("grade 1e999 is out of range (expected a number from −1,000,000 to 1,000,000)").
    std::optional<int> errorRow;
    int errorLine = 0;
};
// Columns separated by tabs, else commas, else spaces. A header line naming the columns (as
// copied from this table) is used to find Grade and Label; otherwise, per line, the first
// number is the grade and the first other token the label. One line of numbers is a column of
// grades. labelsOnly: one column is taken as labels (pasting into the Label column).
PastedBlock parsePastedBlock(const QString &text, bool labelsOnly = false);

// Overwrites rows from `row` down with the block, appending rows as needed (rows appended
// without a label get a fresh one).
Edit applyPastedBlock(const QList<Ndcg::Item> &items, int row, const PastedBlock &block);

} // namespace RankingEdits
