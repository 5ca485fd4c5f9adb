#include "rankingcommands.h"

#include <QCoreApplication>

// Named so that lupdate gives these tr() calls the context they pass: RankingCommands.
namespace RankingCommands {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("RankingCommands", text);
}

QString itemText(RankingDocument::List list, RankingDocument::Field field, int row)
{
    const bool pool = list == RankingDocument::List::Unretrieved;
    switch (field) {
    case RankingDocument::Field::Grade:
        return (pool ? tr("Edit judged grade %1") : tr("Edit grade at position %1")).arg(row + 1);
    case RankingDocument::Field::Label:
        return (pool ? tr("Edit judged label %1") : tr("Edit label at position %1")).arg(row + 1);
    case RankingDocument::Field::Whole:
        break;
    }
    return (pool ? tr("Edit judged item %1") : tr("Edit item at position %1")).arg(row + 1);
}

QString settingsText(RankingDocument::SettingsField field)
{
    using F = RankingDocument::SettingsField;
    switch (field) {
    case F::Gain:
        return tr("Change gain");
    case F::GainMap:
        return tr("Change gain map");
    case F::Discount:
        return tr("Change discount");
    case F::LogBase:
        return tr("Change log base");
    case F::Cutoff:
        return tr("Change cutoff k");
    case F::IdealSource:
        return tr("Change ideal source");
    case F::ZeroIdcg:
        return tr("Change zero-IDCG rule");
    case F::RelevantFrom:
        return tr("Change relevance threshold");
    case F::NegativeGrades:
        return tr("Change negative grades rule");
    case F::Several:
        break;
    }
    return tr("Change conventions");
}

} // namespace
} // namespace RankingCommands
using namespace RankingCommands;

SetItemCommand::SetItemCommand(RankingDocument *document, RankingDocument::List list, int row,
    const Ndcg::Item &after, RankingDocument::Field field)
    : QUndoCommand(itemText(list, field, row))
    , m_document(document)
    , m_list(list)
    , m_row(row)
    , m_field(field)
    , m_before(document->items(list).at(row))
    , m_after(after)
{ }

void SetItemCommand::undo()
{
    m_document->setItem(m_list, m_row, m_before);
}

void SetItemCommand::redo()
{
    m_document->setItem(m_list, m_row, m_after);
}

bool SetItemCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const SetItemCommand *>(other);
    if (next->m_document != m_document || next->m_list != m_list || next->m_row != m_row
        || next->m_field != m_field || m_field == RankingDocument::Field::Whole)
        return false;
    m_after = next->m_after;
    setObsolete(m_after == m_before);
    return true;
}

InsertItemsCommand::InsertItemsCommand(RankingDocument *document, RankingDocument::List list,
    const QList<int> &rows, const QList<Ndcg::Item> &items, const QString &text)
    : QUndoCommand(text)
    , m_document(document)
    , m_list(list)
    , m_rows(rows)
    , m_items(items)
{ }

void InsertItemsCommand::undo()
{
    m_document->removeItems(m_list, m_rows);
}

void InsertItemsCommand::redo()
{
    m_document->insertItems(m_list, m_rows, m_items);
}

RemoveItemsCommand::RemoveItemsCommand(RankingDocument *document, RankingDocument::List list,
    const QList<int> &rows, const QString &text)
    : QUndoCommand(text)
    , m_document(document)
    , m_list(list)
    , m_rows(rows)
{
    const QList<Ndcg::Item> &items = document->items(list);
    m_items.reserve(rows.size());
    for (int r : rows)
        m_items.append(items.at(r));
}

void RemoveItemsCommand::undo()
{
    // The removed rows, sorted, are where the items return to.
    m_document->insertItems(m_list, m_rows, m_items);
}

void RemoveItemsCommand::redo()
{
    m_document->removeItems(m_list, m_rows);
}

MoveItemsCommand::MoveItemsCommand(RankingDocument *document, RankingDocument::List list,
    const QList<RankingEdits::Move> &moves, const QString &text)
    : QUndoCommand(text)
    , m_document(document)
    , m_list(list)
    , m_moves(moves)
{ }

void MoveItemsCommand::undo()
{
    m_document->moveItems(m_list, RankingEdits::inverseMoves(m_moves));
}

void MoveItemsCommand::redo()
{
    m_document->moveItems(m_list, m_moves);
}

ReplaceItemsCommand::ReplaceItemsCommand(RankingDocument *document, RankingDocument::List list,
    int first, int count, const QList<Ndcg::Item> &after, const QString &text)
    : QUndoCommand(text)
    , m_document(document)
    , m_list(list)
    , m_first(first)
    , m_before(document->items(list).mid(first, count))
    , m_after(after)
{ }

void ReplaceItemsCommand::undo()
{
    m_document->replaceItems(m_list, m_first, int(m_after.size()), m_before);
}

void ReplaceItemsCommand::redo()
{
    m_document->replaceItems(m_list, m_first, int(m_before.size()), m_after);
}

ReplaceRankingCommand::ReplaceRankingCommand(
    RankingDocument *document, const Ndcg::Ranking &after, const QString &text)
    : QUndoCommand(text)
    , m_document(document)
    , m_before(document->ranking())
    , m_after(after)
{ }

void ReplaceRankingCommand::undo()
{
    m_document->setRanking(m_before);
}

void ReplaceRankingCommand::redo()
{
    m_document->setRanking(m_after);
}

SetSettingsCommand::SetSettingsCommand(
    RankingDocument *document, const Ndcg::Settings &after, RankingDocument::SettingsField field)
    : QUndoCommand(settingsText(field))
    , m_document(document)
    , m_field(field)
    , m_before(document->settings())
    , m_after(after)
{ }

void SetSettingsCommand::undo()
{
    m_document->setSettings(m_before);
}

void SetSettingsCommand::redo()
{
    m_document->setSettings(m_after);
}

bool SetSettingsCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const SetSettingsCommand *>(other);
    if (next->m_document != m_document || next->m_field != m_field
        || m_field == RankingDocument::SettingsField::Several)
        return false;
    m_after = next->m_after;
    setObsolete(m_after == m_before);
    return true;
}
