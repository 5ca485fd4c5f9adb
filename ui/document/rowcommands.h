#pragma once

// The Edit menu's row commands on one ranking table: add, insert, delete, duplicate, move up and
// down, copy as TSV, paste, sort into the ideal order, reverse, shuffle and reset. Each edit is
// one undo step on the table's document, made as a row edit (insert, remove, move, replace) so
// that the table model answers with row signals; inserted and pasted rows are selected, moved
// rows keep their selection through Qt's persistent indexes. A refused paste changes nothing
// and says why. The workbench has one editor for its table, the comparison
// view one per side, so that the Edit menu acts on whichever table has the focus.

#include "ranking.h"
#include "rankingedits.h"

#include <QList>
#include <QObject>

class RankingDocument;
class RankingTableModel;
class RankingTableView;

class RowCommands : public QObject
{
    Q_OBJECT
public:
    RowCommands(RankingDocument *document, RankingTableView *table, RankingTableModel *model,
        QObject *parent = nullptr);

    RankingDocument *document() const { return m_document; }
    RankingTableView *table() const { return m_table; }

public slots:
    void addRow();
    void insertRow();
    void deleteRows();
    void duplicateRows();
    void moveRowsUp();
    void moveRowsDown();
    // The selected rows (all when none is selected) as TSV with a header, to the clipboard, as
    // the table shows them: "?" where it hides a value (answers hidden, a step not taken yet).
    void copy();
    void paste();
    // Overwrites from the current row down (labels only when the current cell is a label). A
    // refused value is named with its row and column in the table, its line in the text and
    // the allowed range ("Row 7, column “Grade g” (line 2 of the pasted text): Grade 1e999 is out
    // of range (expected a number from −1,000,000 to 1,000,000).").
    void pasteText(const QString &text);
    void sortIdeal();
    void reverseOrder();
    void shuffle();
    void resetRanking();

signals:
    // An edit went through (one undo step).
    void applied();
    // Nothing changed, and why (translated).
    void refused(const QString &reason);

private:
    // Whether a ranking of `count` items (plus the judged pool) may be held; says why not.
    bool fits(qsizetype count);
    void insert(const QList<int> &rows, const QList<Ndcg::Item> &items, const QString &actionText);
    void move(const RankingEdits::Edit &edit, const QString &actionText);
    // The whole ranking replaced by a reordering of it.
    void reorder(const QList<Ndcg::Item> &items, const QString &actionText);

    RankingDocument *m_document;
    RankingTableView *m_table;
    RankingTableModel *m_model;
};
