#include "viewstate.h"

#include "stepthrough/stepcells.h"

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
    return StepCells::cellOf(quantity);
}

std::optional<ViewState::Quantity> ViewState::quantityOf(Ndcg::StepCell cell)
{
    return StepCells::quantityOf(cell);
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
    // The worst, random and best NDCG@k: NDCGs of the same grades, which give the answer away
    // (a ranking in the worst order, two items: NDCG@k is one of the marks), so they come with
    // NDCG@k.
    case Quantity::Range:
        return steps->ndcg;
    default:
        return true; // the columns go cell by cell
    }
}

bool ViewState::isCurrent(int position, Ndcg::StepCell cell, int k) const
{
    if (currentCell == Ndcg::StepCell::None || cell != currentCell)
        return false;
    return currentPosition ? position == *currentPosition : position <= k;
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
