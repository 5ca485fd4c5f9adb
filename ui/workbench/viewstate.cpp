#include "viewstate.h"

#include <QCoreApplication>

#include <algorithm>

QList<ViewState::Quantity> ViewState::allQuantities()
{
    return {Quantity::GainColumn, Quantity::DiscountColumn, Quantity::ContributionColumn,
        Quantity::DcgColumn, Quantity::DcgTotal, Quantity::IdealGradeColumn,
        Quantity::IdealContributionColumn, Quantity::IdcgColumn, Quantity::IdcgTotal,
        Quantity::NdcgColumn, Quantity::NdcgTotal, Quantity::Range, Quantity::Metrics};
}

Ndcg::StepCell ViewState::cellOf(Quantity quantity)
{
    switch (quantity) {
    case Quantity::GainColumn:
        return Ndcg::StepCell::Gain;
    case Quantity::DiscountColumn:
        return Ndcg::StepCell::Discount;
    case Quantity::ContributionColumn:
        return Ndcg::StepCell::Contribution;
    case Quantity::DcgColumn:
        return Ndcg::StepCell::Dcg;
    case Quantity::IdealGradeColumn:
        return Ndcg::StepCell::IdealGrade;
    case Quantity::IdealContributionColumn:
        return Ndcg::StepCell::IdealContribution;
    case Quantity::IdcgColumn:
        return Ndcg::StepCell::Idcg;
    case Quantity::NdcgColumn:
        return Ndcg::StepCell::Ndcg;
    default:
        return Ndcg::StepCell::None;
    }
}

std::optional<ViewState::Quantity> ViewState::quantityOf(Ndcg::StepCell cell)
{
    switch (cell) {
    case Ndcg::StepCell::Gain:
        return Quantity::GainColumn;
    case Ndcg::StepCell::Discount:
        return Quantity::DiscountColumn;
    case Ndcg::StepCell::Contribution:
        return Quantity::ContributionColumn;
    case Ndcg::StepCell::Dcg:
        return Quantity::DcgColumn;
    case Ndcg::StepCell::IdealGrade:
        return Quantity::IdealGradeColumn;
    case Ndcg::StepCell::IdealGain: // shown in the ideal gain·d(i) column
    case Ndcg::StepCell::IdealContribution:
        return Quantity::IdealContributionColumn;
    case Ndcg::StepCell::Idcg:
        return Quantity::IdcgColumn;
    case Ndcg::StepCell::Ndcg:
        return Quantity::NdcgColumn;
    case Ndcg::StepCell::Grade:
    case Ndcg::StepCell::None:
        return std::nullopt;
    }
    return std::nullopt;
}

bool ViewState::shows(int position, Ndcg::StepCell cell) const
{
    const std::optional<Quantity> quantity = quantityOf(cell);
    if (!quantity)
        return true; // the grades are inputs
    if (steps && !steps->isKnown(position, cell))
        return false;
    return !hidden.contains(*quantity) || revealedCells.contains(Cell {position, *quantity});
}

bool ViewState::showsTotal(Quantity quantity) const
{
    if (hidden.contains(quantity))
        return false;
    if (!steps)
        return true;
    switch (quantity) {
    case Quantity::DcgTotal:
        return steps->dcgTotal;
    case Quantity::IdcgTotal:
        return steps->idcgTotal;
    case Quantity::NdcgTotal:
    case Quantity::Metrics:
        return steps->ndcg;
    default:
        return true; // the range (not the answer); the columns go cell by cell
    }
}

bool ViewState::isCurrent(int position, Ndcg::StepCell cell, int k) const
{
    if (currentCell == Ndcg::StepCell::None || cell != currentCell)
        return false;
    return position == currentPosition || (currentPosition < 0 && position <= k);
}

QString ViewState::previewMarker() const
{
    if (!preview)
        return {};
    if (preview->swapFirst > 0 && preview->swapSecond > 0)
        return QCoreApplication::translate(
            "ViewState", "Preview: swap of positions %1 and %2 (not applied)")
            .arg(std::min(preview->swapFirst, preview->swapSecond))
            .arg(std::max(preview->swapFirst, preview->swapSecond));
    return QCoreApplication::translate("ViewState", "Preview (not applied)");
}

QString ViewState::previewTag() const
{
    if (!preview)
        return {};
    if (preview->swapFirst > 0 && preview->swapSecond > 0)
        return QCoreApplication::translate("ViewState", "preview: swap %1 ↔ %2")
            .arg(std::min(preview->swapFirst, preview->swapSecond))
            .arg(std::max(preview->swapFirst, preview->swapSecond));
    return QCoreApplication::translate("ViewState", "preview, not applied");
}
