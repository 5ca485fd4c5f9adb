#include "tableeditor.h"

#include "rankingdocument.h"
#include "rankingedits.h"
#include "rankingtablemodel.h"
#include "rankingtableview.h"
#include "scenario.h"

#include <QApplication>
#include <QClipboard>
#include <QItemSelectionModel>
#include <QRandomGenerator>

#include <algorithm>

TableEditor::TableEditor(
    RankingDocument *document, RankingTableView *table, RankingTableModel *model, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_table(table)
    , m_model(model)
{ }

void TableEditor::apply(
    const QList<Ndcg::Item> &items, const QList<int> &selection, const QString &actionText)
{
    Ndcg::Ranking ranking = m_document->ranking();
    if (ranking.items == items)
        return;
    // No more items than a scenario may hold (scenario.h): what the table holds can always be
    // saved and opened again.
    if (const qsizetype count = items.size() + ranking.unretrieved.size();
        count > Ndcg::maxItems && items.size() > ranking.items.size()) {
        emit refused(tr("Not changed. %1").arg(Ndcg::tooManyItemsError(count)));
        return;
    }
    ranking.items = items;
    m_document->editRanking(ranking, actionText);
    m_table->selectRows(selection);
    emit applied();
}

void TableEditor::addRow()
{
    const QList<Ndcg::Item> &items = m_document->ranking().items;
    const RankingEdits::Edit e = RankingEdits::insertItem(
        items, int(items.size()), Ndcg::Item {0.0, RankingEdits::freshLabel(items), std::nullopt});
    apply(e.items, e.selection, tr("Add row"));
}

void TableEditor::insertRow()
{
    const QList<Ndcg::Item> &items = m_document->ranking().items;
    const QList<int> rows = m_table->selectedRows();
    const int at = rows.isEmpty() ? 0 : std::min(rows.first(), int(items.size()));
    const RankingEdits::Edit e = RankingEdits::insertItem(
        items, at, Ndcg::Item {0.0, RankingEdits::freshLabel(items), std::nullopt});
    apply(e.items, e.selection, tr("Insert row"));
}

void TableEditor::deleteRows()
{
    const RankingEdits::Edit e
        = RankingEdits::removeRows(m_document->ranking().items, m_table->selectedRows());
    apply(e.items, e.selection, tr("Delete rows"));
}

void TableEditor::duplicateRows()
{
    const RankingEdits::Edit e
        = RankingEdits::duplicateRows(m_document->ranking().items, m_table->selectedRows());
    apply(e.items, e.selection, tr("Duplicate rows"));
}

void TableEditor::moveRowsUp()
{
    const RankingEdits::Edit e
        = RankingEdits::moveRowsBy(m_document->ranking().items, m_table->selectedRows(), -1);
    apply(e.items, e.selection, tr("Move up"));
}

void TableEditor::moveRowsDown()
{
    const RankingEdits::Edit e
        = RankingEdits::moveRowsBy(m_document->ranking().items, m_table->selectedRows(), 1);
    apply(e.items, e.selection, tr("Move down"));
}

void TableEditor::copy()
{
    QList<int> rows;
    if (m_table->selectionModel()->hasSelection())
        rows = m_table->selectedRows();
    QApplication::clipboard()->setText(m_model->toTsv(rows));
}

void TableEditor::paste()
{
    pasteText(QApplication::clipboard()->text());
}

void TableEditor::pasteText(const QString &text)
{
    const QModelIndex current = m_table->currentIndex();
    const bool labels = current.isValid() && current.column() == RankingTableModel::Label;
    const RankingEdits::PastedBlock block = RankingEdits::parsePastedBlock(text, labels);
    if (!block.error.isEmpty()) {
        emit refused(tr("Nothing pasted. %1").arg(block.error));
        return;
    }
    for (qsizetype i = 0; i < block.grades.size(); ++i) {
        if (!block.grades[i])
            continue;
        const auto input = m_document->parseGrade(QString::number(*block.grades[i], 'g', 17));
        if (!input.grade) {
            emit refused(tr("Nothing pasted. Line %1: %2").arg(i + 1).arg(input.reason));
            return;
        }
    }
    const QList<Ndcg::Item> &items = m_document->ranking().items;
    const int row
        = current.isValid() ? std::min(current.row(), int(items.size())) : int(items.size());
    if (const qsizetype count = std::max(items.size(), row + block.grades.size())
            + m_document->ranking().unretrieved.size();
        count > Ndcg::maxItems) {
        emit refused(tr("Nothing pasted. %1").arg(Ndcg::tooManyItemsError(count)));
        return;
    }
    const RankingEdits::Edit e = RankingEdits::applyPastedBlock(items, row, block);
    apply(e.items, e.selection, tr("Paste %1 rows").arg(block.grades.size()));
}

void TableEditor::sortIdeal()
{
    apply(RankingEdits::sortedIdeal(m_document->ranking().items, m_document->settings()), {},
        tr("Sort into the ideal order"));
}

void TableEditor::reverseOrder()
{
    apply(RankingEdits::reversed(m_document->ranking().items), {}, tr("Reverse order"));
}

void TableEditor::shuffle()
{
    apply(
        RankingEdits::shuffled(m_document->ranking().items, QRandomGenerator::global()->generate()),
        {}, tr("Shuffle"));
}

void TableEditor::resetRanking()
{
    if (m_document->ranking() == m_document->originalRanking())
        return;
    m_document->editRanking(m_document->originalRanking(), tr("Reset ranking"));
    emit applied();
}
