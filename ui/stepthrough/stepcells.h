#pragma once

// One table for the cells a step computes: the ranking table's column that shows each one and
// the quantity that hides it (predict, then reveal). Every lookup of a cell's column or
// quantity, and of a quantity's column or cell, reads it: the step-through's band, the text's
// figures, the hidden columns, the reveals.

#include "steps.h"
#include "workbench/rankingtablemodel.h"
#include "workbench/viewstate.h"

#include <array>
#include <optional>

namespace StepCells {

struct Row
{
    Ndcg::StepCell cell;
    RankingTableModel::Column column;
    std::optional<ViewState::Quantity> quantity; // nullopt: an input (the grade), never hidden
};

using Cell = Ndcg::StepCell;
using Column = RankingTableModel::Column;
using Q = ViewState::Quantity;

// The ideal gain shows in the ideal gain·d(i) column (its row comes after that column's own
// cell, which a quantity maps back to).
inline constexpr std::array<Row, 10> rows {{
    {Cell::Grade, Column::Grade, std::nullopt},
    {Cell::Gain, Column::Gain, Q::GainColumn},
    {Cell::Discount, Column::Discount, Q::DiscountColumn},
    {Cell::Contribution, Column::Contribution, Q::ContributionColumn},
    {Cell::Dcg, Column::Dcg, Q::DcgColumn},
    {Cell::IdealGrade, Column::IdealGrade, Q::IdealGradeColumn},
    {Cell::IdealContribution, Column::IdealContribution, Q::IdealContributionColumn},
    {Cell::IdealGain, Column::IdealContribution, Q::IdealContributionColumn},
    {Cell::Idcg, Column::Idcg, Q::IdcgColumn},
    {Cell::Ndcg, Column::NdcgAtI, Q::NdcgColumn},
}};

// The row of a cell; nullopt for StepCell::None. (Rows by value, not pointers into the table:
// GCC cannot compare such a pointer with null in a constant expression under -fsanitize.)
constexpr std::optional<Row> rowOf(Cell cell)
{
    for (const Row &row : rows) {
        if (row.cell == cell)
            return row;
    }
    return std::nullopt;
}

// The first row of a quantity; nullopt for the totals, the range and the metrics.
constexpr std::optional<Row> rowOf(Q quantity)
{
    for (const Row &row : rows) {
        if (row.quantity == quantity)
            return row;
    }
    return std::nullopt;
}

// The column that shows a cell (nullopt: StepCell::None).
constexpr std::optional<Column> columnOf(Cell cell)
{
    const std::optional<Row> row = rowOf(cell);
    return row ? std::optional<Column>(row->column) : std::nullopt;
}

// The quantity that hides a cell (nullopt: the grade, StepCell::None).
constexpr std::optional<Q> quantityOf(Cell cell)
{
    const std::optional<Row> row = rowOf(cell);
    return row ? row->quantity : std::nullopt;
}

// The column of a column quantity (nullopt: the totals, the range, the metrics).
constexpr std::optional<Column> columnOf(Q quantity)
{
    const std::optional<Row> row = rowOf(quantity);
    return row ? std::optional<Column>(row->column) : std::nullopt;
}

// The cell of a column quantity (StepCell::None for the others).
constexpr Cell cellOf(Q quantity)
{
    const std::optional<Row> row = rowOf(quantity);
    return row ? row->cell : Cell::None;
}

static_assert(cellOf(Q::IdealContributionColumn) == Cell::IdealContribution);
static_assert(quantityOf(Cell::IdealGain) == Q::IdealContributionColumn);
static_assert(!quantityOf(Cell::Grade) && !columnOf(Cell::None) && !columnOf(Q::NdcgTotal));

} // namespace StepCells
