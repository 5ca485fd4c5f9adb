#include "revealcontroller.h"

#include "workbench/rankingtablemodel.h"

#include <algorithm>

RevealController::RevealController(QObject *parent)
    : QObject(parent)
{ }

QList<RevealController::Quantity> RevealController::all()
{
    return ViewState::allQuantities();
}

QString RevealController::name(Quantity quantity)
{
    switch (quantity) {
    case Quantity::GainColumn:
        return tr("the gain column");
    case Quantity::DiscountColumn:
        return tr("the discount column");
    case Quantity::ContributionColumn:
        return tr("the gain·d(i) column");
    case Quantity::DcgColumn:
        return tr("the DCG@i column");
    case Quantity::DcgTotal:
        return tr("DCG@k");
    case Quantity::IdealGradeColumn:
        return tr("the ideal grade column");
    case Quantity::IdealContributionColumn:
        return tr("the ideal gain·d(i) column");
    case Quantity::IdcgColumn:
        return tr("the IDCG@i column");
    case Quantity::IdcgTotal:
        return tr("IDCG@k");
    case Quantity::NdcgColumn:
        return tr("the NDCG@i column");
    case Quantity::NdcgTotal:
        return tr("NDCG@k");
    case Quantity::Range:
        return tr("the worst, random and best NDCG@k");
    case Quantity::Metrics:
        return tr("the companion metrics");
    }
    return {};
}

int RevealController::column(Quantity quantity)
{
    switch (quantity) {
    case Quantity::GainColumn:
        return RankingTableModel::Gain;
    case Quantity::DiscountColumn:
        return RankingTableModel::Discount;
    case Quantity::ContributionColumn:
        return RankingTableModel::Contribution;
    case Quantity::DcgColumn:
        return RankingTableModel::Dcg;
    case Quantity::IdealGradeColumn:
        return RankingTableModel::IdealGrade;
    case Quantity::IdealContributionColumn:
        return RankingTableModel::IdealContribution;
    case Quantity::IdcgColumn:
        return RankingTableModel::Idcg;
    case Quantity::NdcgColumn:
        return RankingTableModel::NdcgAtI;
    default:
        return -1;
    }
}

QList<int> RevealController::hiddenColumns() const
{
    QList<int> columns;
    for (Quantity q : m_hidden) {
        if (column(q) >= 0)
            columns.append(column(q));
    }
    return columns;
}

void RevealController::apply(ViewState &view) const
{
    view.hidden = m_hidden;
    view.revealedCells = m_revealedCells;
}

void RevealController::setHidden(Quantity quantity, bool hidden)
{
    if (hidden == isHidden(quantity))
        return;
    m_revealedCells.removeIf(
        [quantity](const ViewState::Cell &c) { return c.quantity == quantity; });
    if (hidden) {
        m_hidden.append(quantity);
        std::sort(m_hidden.begin(), m_hidden.end());
    } else {
        m_hidden.removeAll(quantity);
    }
    emit changed();
}

void RevealController::revealCell(int position, Quantity quantity)
{
    const ViewState::Cell cell {position, quantity};
    if (position < 1 || !isHidden(quantity) || column(quantity) < 0
        || m_revealedCells.contains(cell))
        return;
    m_revealedCells.append(cell);
    emit changed();
}

void RevealController::revealPosition(int position)
{
    bool any = false;
    for (Quantity q : std::as_const(m_hidden)) {
        const ViewState::Cell cell {position, q};
        if (position >= 1 && column(q) >= 0 && !m_revealedCells.contains(cell)) {
            m_revealedCells.append(cell);
            any = true;
        }
    }
    if (any)
        emit changed();
}

void RevealController::hideAll()
{
    if (m_hidden == all() && m_revealedCells.isEmpty())
        return;
    m_hidden = all();
    m_revealedCells.clear();
    emit changed();
}

std::optional<RevealController::Quantity> RevealController::revealNext()
{
    if (m_hidden.isEmpty())
        return std::nullopt;
    const Quantity first = m_hidden.takeFirst();
    m_revealedCells.removeIf([first](const ViewState::Cell &c) { return c.quantity == first; });
    emit changed();
    return first;
}

void RevealController::revealAll()
{
    if (m_hidden.isEmpty())
        return;
    m_hidden.clear();
    m_revealedCells.clear();
    emit changed();
}
