#include "revealcontroller.h"

#include "stepcells.h"

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

bool RevealController::isColumn(Quantity quantity)
{
    return StepCells::columnOf(quantity).has_value();
}

void RevealController::apply(ViewState &view) const
{
    view.hidden = m_hidden;
    view.revealedCells = m_revealedCells;
}

void RevealController::setMode(Mode mode)
{
    if (mode == m_mode)
        return;
    m_mode = mode;
    emit changed();
}

void RevealController::remember()
{
    m_history.append({m_hidden, m_revealedCells});
}

bool RevealController::hideLast()
{
    if (m_history.isEmpty())
        return false;
    const Snapshot last = m_history.takeLast();
    m_hidden = last.hidden;
    m_revealedCells = last.revealedCells;
    emit changed();
    return true;
}

namespace {

bool hasHiddenCell(const QList<RevealController::Quantity> &hidden,
    const QList<ViewState::Cell> &revealedCells, int position)
{
    for (RevealController::Quantity q : hidden) {
        if (RevealController::isColumn(q) && !revealedCells.contains(ViewState::Cell {position, q}))
            return true;
    }
    return false;
}

} // namespace

int RevealController::nextPosition(const QList<Quantity> &hidden,
    const QList<ViewState::Cell> &revealedCells, int positions, int selected)
{
    if (selected >= 1 && selected <= positions && hasHiddenCell(hidden, revealedCells, selected))
        return selected;
    for (int p = 1; p <= positions; ++p) {
        if (hasHiddenCell(hidden, revealedCells, p))
            return p;
    }
    return 0;
}

int RevealController::nextPosition(int positions, int selected) const
{
    return nextPosition(m_hidden, m_revealedCells, positions, selected);
}

QString RevealController::nextInMode(const QList<Quantity> &hidden,
    const QList<ViewState::Cell> &revealedCells, Mode mode, int positions, int selected)
{
    if (hidden.isEmpty())
        return {};
    if (mode == Mode::Position) {
        if (const int p = nextPosition(hidden, revealedCells, positions, selected))
            return tr("position %1").arg(p);
        for (Quantity q : hidden) {
            if (!isColumn(q))
                return name(q);
        }
    }
    return name(hidden.first());
}

QString RevealController::nextInMode(int positions, int selected) const
{
    return nextInMode(m_hidden, m_revealedCells, m_mode, positions, selected);
}

QString RevealController::revealNextInMode(int positions, int selected)
{
    const QString what = nextInMode(positions, selected);
    if (what.isEmpty())
        return what;
    if (m_mode == Mode::Position) {
        if (const int p = nextPosition(positions, selected)) {
            revealPosition(p);
            return what;
        }
        for (Quantity q : std::as_const(m_hidden)) {
            if (!isColumn(q)) {
                setHidden(q, false);
                return what;
            }
        }
    }
    revealNext();
    return what;
}

template<typename Map> void RevealController::remapCells(Map map)
{
    QList<ViewState::Cell> cells;
    for (const ViewState::Cell &cell : std::as_const(m_revealedCells)) {
        const int position = map(cell.position);
        if (position > 0)
            cells.append({position, cell.quantity});
    }
    if (cells == m_revealedCells)
        return;
    m_revealedCells = cells;
    m_history.clear(); // the snapshots name the old positions
    emit changed();
}

void RevealController::rowsInserted(int first, int last)
{
    const int count = last - first + 1;
    remapCells([first, count](int p) { return p - 1 >= first ? p + count : p; });
}

void RevealController::rowsRemoved(int first, int last)
{
    const int count = last - first + 1;
    remapCells([first, last, count](int p) {
        const int row = p - 1;
        return row < first ? p : row <= last ? 0 : p - count;
    });
}

void RevealController::rowsMoved(int first, int last, int destination)
{
    // Rows first..last go before row `destination` of the list as it was.
    const int count = last - first + 1;
    remapCells([first, last, destination, count](int p) {
        const int row = p - 1;
        if (row >= first && row <= last) // a moved row
            return (destination > last ? destination - count : destination) + (row - first) + 1;
        if (destination > last && row > last && row < destination)
            return p - count; // rows the block passed going down move up
        if (destination <= first && row >= destination && row < first)
            return p + count; // rows the block passed going up move down
        return p;
    });
}

void RevealController::forgetRevealedCells()
{
    m_history.clear();
    if (m_revealedCells.isEmpty())
        return;
    m_revealedCells.clear();
    emit changed();
}

void RevealController::setHidden(Quantity quantity, bool hidden)
{
    if (hidden == isHidden(quantity))
        return;
    if (!hidden)
        remember();
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
    if (position < 1 || !isHidden(quantity) || !isColumn(quantity)
        || m_revealedCells.contains(cell))
        return;
    remember();
    m_revealedCells.append(cell);
    emit changed();
}

void RevealController::reveal(
    const QList<ViewState::Cell> &cells, const QList<Quantity> &quantities)
{
    const Snapshot before {m_hidden, m_revealedCells};
    for (const ViewState::Cell &cell : cells) {
        if (cell.position >= 1 && isHidden(cell.quantity) && isColumn(cell.quantity)
            && !m_revealedCells.contains(cell))
            m_revealedCells.append(cell);
    }
    for (Quantity q : quantities) {
        if (m_hidden.removeAll(q) > 0)
            m_revealedCells.removeIf([q](const ViewState::Cell &c) { return c.quantity == q; });
    }
    if (m_hidden == before.hidden && m_revealedCells == before.revealedCells)
        return;
    m_history.append(before);
    emit changed();
}

void RevealController::revealPosition(int position)
{
    const Snapshot before {m_hidden, m_revealedCells};
    bool any = false;
    for (Quantity q : std::as_const(m_hidden)) {
        const ViewState::Cell cell {position, q};
        if (position >= 1 && isColumn(q) && !m_revealedCells.contains(cell)) {
            m_revealedCells.append(cell);
            any = true;
        }
    }
    if (any) {
        m_history.append(before);
        emit changed();
    }
}

void RevealController::hideAll()
{
    if (m_hidden == all() && m_revealedCells.isEmpty())
        return;
    m_hidden = all();
    m_revealedCells.clear();
    m_history.clear();
    emit changed();
}

void RevealController::setState(const QList<Quantity> &hidden, const QList<ViewState::Cell> &cells)
{
    QList<Quantity> sorted;
    for (Quantity q : all()) {
        if (hidden.contains(q))
            sorted.append(q);
    }
    QList<ViewState::Cell> revealed;
    for (const ViewState::Cell &cell : cells) {
        if (cell.position >= 1 && sorted.contains(cell.quantity) && isColumn(cell.quantity)
            && !revealed.contains(cell))
            revealed.append(cell);
    }
    // std::equal, not QList's ==: Qt 6.4 compares two empty lists of enums with memcmp, one of
    // them without storage (a null pointer: UBSan's nonnull-attribute).
    const bool sameHidden
        = std::equal(sorted.cbegin(), sorted.cend(), m_hidden.cbegin(), m_hidden.cend());
    if (sameHidden && revealed == m_revealedCells && m_history.isEmpty())
        return;
    m_hidden = sorted;
    m_revealedCells = revealed;
    m_history.clear();
    emit changed();
}

std::optional<RevealController::Quantity> RevealController::revealNext()
{
    if (m_hidden.isEmpty())
        return std::nullopt;
    remember();
    const Quantity first = m_hidden.takeFirst();
    m_revealedCells.removeIf([first](const ViewState::Cell &c) { return c.quantity == first; });
    emit changed();
    return first;
}

void RevealController::revealAll()
{
    if (m_hidden.isEmpty())
        return;
    remember();
    m_hidden.clear();
    m_revealedCells.clear();
    emit changed();
}
