#include "rowcommands.h"

#include "rankingdocument.h"
#include "rankingedits.h"
#include "scenario.h"
#include "workbench/maskingproxymodel.h"
#include "workbench/rankingtablemodel.h"
#include "workbench/rankingtableview.h"

#include <QApplication>
#include <QClipboard>
#include <QItemSelectionModel>
#include <QRandomGenerator>

#include <algorithm>

RowCommands::RowCommands(
    RankingDocument *document, RankingTableView *table, RankingTableModel *model, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_table(table)
    , m_model(model)
{ }

bool RowCommands::fits(qsizetype count)
{
    // No more items than a scenario may hold (scenario.h): what the table holds can always be
    // saved and opened again.
    const Ndcg::Ranking &ranking = m_document->ranking();
    if (const qsizetype total = count + ranking.unretrieved.size();
        total > Ndcg::maxItems && count > ranking.items.size()) {
        emit refused(tr("Not changed. %1").arg(Ndcg::tooManyItemsError(total)));
        return false;
    }
    return true;
}

void RowCommands::insert(
    const QList<int> &rows, const QList<Ndcg::Item> &items, const QString &actionText)
{
    if (rows.isEmpty() || !fits(m_document->ranking().items.size() + rows.size()))
        return;
    m_document->editInsert(RankingDocument::List::Ranking, rows, items, actionText);
    m_table->selectRows(rows);
    emit applied();
}

void RowCommands::move(const RankingEdits::Edit &edit, const QString &actionText)
{
    if (edit.moves.isEmpty())
        return;
    // The selection and the current cell move with the rows (persistent indexes); a lone
    // current row without a selection gets its rows selected.
    const bool selected = m_table->selectionModel()->hasSelection();
    m_document->editMove(RankingDocument::List::Ranking, edit.moves, actionText);
    if (!selected)
        m_table->selectRows(edit.selection);
    emit applied();
}

void RowCommands::reorder(const QList<Ndcg::Item> &items, const QString &actionText)
{
    const QList<Ndcg::Item> &current = m_document->ranking().items;
    if (items == current)
        return;
    m_document->editReplace(
        RankingDocument::List::Ranking, 0, int(current.size()), items, actionText);
    m_table->selectRows({});
    emit applied();
}

void RowCommands::addRow()
{
    const QList<Ndcg::Item> &items = m_document->ranking().items;
    insert({int(items.size())}, {Ndcg::Item {0.0, RankingEdits::freshLabel(items), std::nullopt}},
        tr("Add row"));
}

void RowCommands::insertRow()
{
    const QList<Ndcg::Item> &items = m_document->ranking().items;
    const QList<int> rows = m_table->selectedRows();
    const int at = rows.isEmpty() ? 0 : std::min(rows.first(), int(items.size()));
    insert(
        {at}, {Ndcg::Item {0.0, RankingEdits::freshLabel(items), std::nullopt}}, tr("Insert row"));
}

void RowCommands::deleteRows()
{
    const QList<Ndcg::Item> &items = m_document->ranking().items;
    const QList<int> rows = RankingEdits::normalizedRows(m_table->selectedRows(), items.size());
    if (rows.isEmpty())
        return;
    const RankingEdits::Edit e = RankingEdits::removeRows(items, rows);
    m_document->editRemove(RankingDocument::List::Ranking, rows, tr("Delete rows"));
    m_table->selectRows(e.selection);
    emit applied();
}

void RowCommands::duplicateRows()
{
    const QList<Ndcg::Item> &items = m_document->ranking().items;
    const QList<int> rows = RankingEdits::normalizedRows(m_table->selectedRows(), items.size());
    // The copies go below the block of selected rows, in order (RankingEdits::duplicateRows).
    const RankingEdits::Edit e = RankingEdits::duplicateRows(items, rows);
    QList<Ndcg::Item> copies;
    for (int r : rows)
        copies.append(items[r]);
    insert(e.selection, copies, tr("Duplicate rows"));
}

void RowCommands::moveRowsUp()
{
    move(RankingEdits::moveRowsBy(m_document->ranking().items, m_table->selectedRows(), -1),
        tr("Move up"));
}

void RowCommands::moveRowsDown()
{
    move(RankingEdits::moveRowsBy(m_document->ranking().items, m_table->selectedRows(), 1),
        tr("Move down"));
}

void RowCommands::copy()
{
    QList<int> rows;
    if (m_table->selectionModel()->hasSelection())
        rows = m_table->selectedRows();
    // As the table shows the rows (its masking proxy): with answers hidden, or in step-through
    // before a cell is computed, the copy has "?" where the table has.
    const auto *shown = qobject_cast<const MaskingProxyModel *>(m_table->model());
    QApplication::clipboard()->setText(shown ? shown->toTsv(rows) : m_model->toTsv(rows));
}

void RowCommands::paste()
{
    pasteText(QApplication::clipboard()->text());
}

void RowCommands::pasteText(const QString &text)
{
    const QModelIndex current = m_table->currentIndex();
    const bool labels = current.isValid() && current.column() == RankingTableModel::Label;
    const RankingEdits::PastedBlock block = RankingEdits::parsePastedBlock(text, labels);
    const QList<Ndcg::Item> &items = m_document->ranking().items;
    const int row
        = current.isValid() ? std::min(current.row(), int(items.size())) : int(items.size());
    // A refusal of one value says what is wrong and where: the table's row and column it would
    // go into and the line of the pasted text, then the reason as a sentence (with the range).
    const auto refuseValue = [&](qsizetype index, int line, int column, QString problem) {
        problem[0] = problem[0].toUpper();
        emit refused(
            tr("Nothing pasted. Row %1, column “%2” (line %3 of the pasted text): %4")
                .arg(row + index + 1)
                .arg(m_model->headerData(column, Qt::Horizontal, Qt::DisplayRole)
                         .toString()
                         .simplified())
                .arg(line)
                .arg(QCoreApplication::translate("RankingDocument", "%1.", "a reason as a sentence")
                         .arg(problem)));
    };
    if (!block.error.isEmpty()) {
        if (block.errorRow)
            refuseValue(*block.errorRow, block.errorLine, RankingTableModel::Grade, block.error);
        else
            emit refused(tr("Nothing pasted. %1").arg(block.error));
        return;
    }
    for (qsizetype i = 0; i < block.grades.size(); ++i) {
        if (!block.grades[i])
            continue;
        const auto input = m_document->parseGrade(QString::number(*block.grades[i], 'g', 17));
        if (!input.grade) {
            emit refused(
                tr("Nothing pasted. Row %1, column “%2” (line %3 of the pasted text): %4")
                    .arg(row + i + 1)
                    .arg(m_model
                             ->headerData(RankingTableModel::Grade, Qt::Horizontal, Qt::DisplayRole)
                             .toString()
                             .simplified())
                    .arg(block.lines.value(i, int(i) + 1))
                    .arg(input.reason));
            return;
        }
    }
    for (qsizetype i = 0; i < block.labels.size(); ++i) {
        const QString problem
            = block.labels[i] ? Ndcg::labelLengthError(block.labels[i]->size()) : QString();
        if (!problem.isEmpty()) { // the limit of every reader and of the Label cell
            refuseValue(i, block.lines.value(i, int(i) + 1), RankingTableModel::Label, problem);
            return;
        }
    }
    if (const qsizetype count = std::max(items.size(), row + block.grades.size())
            + m_document->ranking().unretrieved.size();
        count > Ndcg::maxItems) {
        emit refused(tr("Nothing pasted. %1").arg(Ndcg::tooManyItemsError(count)));
        return;
    }
    const RankingEdits::Edit e = RankingEdits::applyPastedBlock(items, row, block);
    if (e.items == items)
        return;
    // The rows from `row` on overwritten, the rest appended: one replace of that range.
    const int count = int(block.grades.size());
    m_document->editReplace(RankingDocument::List::Ranking, row,
        std::min(count, int(items.size()) - row), e.items.mid(row, count),
        tr("Paste %n row(s)", nullptr, count));
    m_table->selectRows(e.selection);
    emit applied();
}

void RowCommands::sortIdeal()
{
    reorder(RankingEdits::sortedIdeal(m_document->ranking().items, m_document->settings()),
        tr("Sort into the ideal order"));
}

void RowCommands::reverseOrder()
{
    reorder(RankingEdits::reversed(m_document->ranking().items), tr("Reverse order"));
}

void RowCommands::shuffle()
{
    reorder(
        RankingEdits::shuffled(m_document->ranking().items, QRandomGenerator::global()->generate()),
        tr("Shuffle"));
}

void RowCommands::resetRanking()
{
    if (m_document->ranking() == m_document->originalRanking())
        return;
    m_document->editRanking(m_document->originalRanking(), tr("Reset ranking"));
    emit applied();
}
