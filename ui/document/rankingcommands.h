#pragma once

// The undo commands of the workbench: each calls the document's plain setters. Repeated edits
// of one cell merge (SetItemCommand), as do repeated changes of one setting (a k slider drag).

#include "rankingdocument.h"

#include <QUndoCommand>

// One item's grade or label changed.
class SetItemCommand : public QUndoCommand
{
public:
    SetItemCommand(RankingDocument *document, RankingDocument::List list, int row,
        const Ndcg::Item &after, RankingDocument::Field field);
    void undo() override;
    void redo() override;
    int id() const override { return 1; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    RankingDocument *m_document;
    RankingDocument::List m_list;
    int m_row;
    RankingDocument::Field m_field;
    Ndcg::Item m_before;
    Ndcg::Item m_after;
};

// Rows inserted into one list: insert, add, duplicate, add a judged item.
class InsertItemsCommand : public QUndoCommand
{
public:
    InsertItemsCommand(RankingDocument *document, RankingDocument::List list,
        const QList<int> &rows, const QList<Ndcg::Item> &items, const QString &text);
    void undo() override;
    void redo() override;

private:
    RankingDocument *m_document;
    RankingDocument::List m_list;
    QList<int> m_rows; // ascending, in the list after the insert
    QList<Ndcg::Item> m_items;
};

// Rows removed from one list: delete, remove judged items.
class RemoveItemsCommand : public QUndoCommand
{
public:
    // rows: sorted, unique, in range.
    RemoveItemsCommand(RankingDocument *document, RankingDocument::List list,
        const QList<int> &rows, const QString &text);
    void undo() override;
    void redo() override;

private:
    RankingDocument *m_document;
    RankingDocument::List m_list;
    QList<int> m_rows;
    QList<Ndcg::Item> m_items; // the removed items, for undo
};

// Blocks of rows moved: move up, move down, drag and drop.
class MoveItemsCommand : public QUndoCommand
{
public:
    MoveItemsCommand(RankingDocument *document, RankingDocument::List list,
        const QList<RankingEdits::Move> &moves, const QString &text);
    void undo() override;
    void redo() override;

private:
    RankingDocument *m_document;
    RankingDocument::List m_list;
    QList<RankingEdits::Move> m_moves;
};

// A range of rows replaced (rows added or removed at its end): paste, sort, reverse, shuffle.
class ReplaceItemsCommand : public QUndoCommand
{
public:
    ReplaceItemsCommand(RankingDocument *document, RankingDocument::List list, int first, int count,
        const QList<Ndcg::Item> &after, const QString &text);
    void undo() override;
    void redo() override;

private:
    RankingDocument *m_document;
    RankingDocument::List m_list;
    int m_first;
    QList<Ndcg::Item> m_before;
    QList<Ndcg::Item> m_after;
};

// The whole ranking replaced: reset, copy A into B, a swap, a recovered scenario.
// The lists are implicitly shared, so keeping both copies costs two pointers until they differ.
class ReplaceRankingCommand : public QUndoCommand
{
public:
    ReplaceRankingCommand(
        RankingDocument *document, const Ndcg::Ranking &after, const QString &text);
    void undo() override;
    void redo() override;

private:
    RankingDocument *m_document;
    Ndcg::Ranking m_before;
    Ndcg::Ranking m_after;
};

// The conventions changed.
class SetSettingsCommand : public QUndoCommand
{
public:
    SetSettingsCommand(RankingDocument *document, const Ndcg::Settings &after,
        RankingDocument::SettingsField field);
    void undo() override;
    void redo() override;
    int id() const override { return 2; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    RankingDocument *m_document;
    RankingDocument::SettingsField m_field;
    Ndcg::Settings m_before;
    Ndcg::Settings m_after;
};
