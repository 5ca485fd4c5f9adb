#include "rankingdocument.h"

#include "rankingcommands.h"
#include "scenario.h"

#include <QLocale>
#include <QUndoStack>

#include <algorithm>
#include <cmath>
#include <functional>

RankingDocument::RankingDocument(QObject *parent)
    : QObject(parent)
    , m_undoStack(new QUndoStack(this))
{
    connect(m_undoStack, &QUndoStack::cleanChanged, this,
        [this](bool clean) { emit modifiedChanged(!clean); });
    recompute();
}

RankingDocument::~RankingDocument() = default;

const QList<Ndcg::Item> &RankingDocument::items(List list) const
{
    return list == List::Ranking ? m_ranking.items : m_ranking.unretrieved;
}

QList<Ndcg::Item> &RankingDocument::itemsRef(List list)
{
    return list == List::Ranking ? m_ranking.items : m_ranking.unretrieved;
}

bool RankingDocument::isModified() const
{
    return !m_undoStack->isClean();
}

void RankingDocument::setClean()
{
    m_undoStack->setClean();
}

void RankingDocument::setUnsaved()
{
    m_undoStack->resetClean();
}

void RankingDocument::load(const Ndcg::Ranking &ranking, const Ndcg::Settings &settings)
{
    m_undoStack->clear();
    m_undoStack->setClean(); // clear() keeps a clean index that setUnsaved() reset
    m_original = ranking;
    m_ranking = ranking;
    m_settings = settings;
    recompute();
    emit rankingReplaced();
    emit settingsChanged();
    emit breakdownChanged();
}

void RankingDocument::editItem(List list, int row, const Ndcg::Item &item, Field field)
{
    if (row < 0 || row >= items(list).size() || items(list).at(row) == item)
        return;
    m_undoStack->push(new SetItemCommand(this, list, row, item, field));
}

QString RankingDocument::editItemText(List list, int row, Field field, const QString &text)
{
    if (row < 0 || row >= items(list).size())
        return {};
    Ndcg::Item item = items(list).at(row);
    if (field == Field::Label) {
        // The limit of every reader (scenario.h): a label of megabytes would freeze the table.
        if (QString problem = Ndcg::labelLengthError(text.size()); !problem.isEmpty()) {
            problem[0] = problem[0].toUpper();
            return tr("%1.", "a reason as a sentence").arg(problem);
        }
        item.label = text;
    } else {
        const GradeInput input = parseGrade(text);
        if (!input.grade)
            return input.reason;
        item.grade = *input.grade;
    }
    editItem(list, row, item, field);
    return {};
}

void RankingDocument::editRanking(const Ndcg::Ranking &ranking, const QString &actionText)
{
    if (ranking == m_ranking)
        return;
    m_undoStack->push(new ReplaceRankingCommand(this, ranking, actionText));
}

void RankingDocument::editSettings(const Ndcg::Settings &settings, SettingsField field)
{
    if (m_settingsOwner)
        return m_settingsOwner->editSettings(settings, field);
    if (settings == m_settings)
        return;
    m_undoStack->push(new SetSettingsCommand(this, settings, field));
}

namespace {

// Rows of the list after an insert of rows.size() items into `size`: ascending, in range.
bool validInsert(qsizetype size, const QList<int> &rows, qsizetype count)
{
    return !rows.isEmpty() && rows.size() == count && rows.first() >= 0
        && rows.last() < size + rows.size()
        && std::is_sorted(rows.begin(), rows.end(), std::less_equal<>());
}

// A move as beginMoveRows() takes it, in a list of `size` rows.
bool validMove(qsizetype size, const RankingEdits::Move &m)
{
    return m.count > 0 && m.first >= 0 && m.first + m.count <= size && m.destination >= 0
        && m.destination <= size && (m.destination < m.first || m.destination > m.first + m.count);
}

} // namespace

void RankingDocument::editInsert(
    List list, const QList<int> &rows, const QList<Ndcg::Item> &items, const QString &actionText)
{
    if (!validInsert(this->items(list).size(), rows, items.size()))
        return;
    m_undoStack->push(new InsertItemsCommand(this, list, rows, items, actionText));
}

void RankingDocument::editRemove(List list, const QList<int> &rows, const QString &actionText)
{
    const QList<int> sorted = RankingEdits::normalizedRows(rows, items(list).size());
    if (sorted.isEmpty())
        return;
    m_undoStack->push(new RemoveItemsCommand(this, list, sorted, actionText));
}

void RankingDocument::editMove(
    List list, const QList<RankingEdits::Move> &moves, const QString &actionText)
{
    const qsizetype size = items(list).size();
    if (moves.isEmpty()
        || !std::all_of(moves.begin(), moves.end(),
            [size](const RankingEdits::Move &m) { return validMove(size, m); }))
        return;
    m_undoStack->push(new MoveItemsCommand(this, list, moves, actionText));
}

void RankingDocument::editReplace(
    List list, int first, int count, const QList<Ndcg::Item> &items, const QString &actionText)
{
    const int size = int(this->items(list).size());
    first = std::clamp(first, 0, size);
    count = std::clamp(count, 0, size - first);
    if (count == items.size() && this->items(list).mid(first, count) == items)
        return;
    m_undoStack->push(new ReplaceItemsCommand(this, list, first, count, items, actionText));
}

void RankingDocument::setItem(List list, int row, const Ndcg::Item &item)
{
    QList<Ndcg::Item> &target = itemsRef(list);
    if (row < 0 || row >= target.size())
        return;
    target[row] = item;
    recompute();
    emit itemsChanged(list, row, row);
    emit breakdownChanged();
}

void RankingDocument::setRanking(const Ndcg::Ranking &ranking)
{
    const Ndcg::Ranking before = m_ranking;
    m_ranking = ranking;
    recompute();
    emitReplaced(List::Ranking, before.items);
    emitReplaced(List::Unretrieved, before.unretrieved);
    emit breakdownChanged();
}

void RankingDocument::emitReplaced(List list, const QList<Ndcg::Item> &before)
{
    const QList<Ndcg::Item> &after = items(list);
    const qsizetype common = std::min(before.size(), after.size());
    qsizetype prefix = 0;
    while (prefix < common && before[prefix] == after[prefix])
        ++prefix;
    qsizetype suffix = 0;
    while (suffix < common - prefix
        && before[before.size() - 1 - suffix] == after[after.size() - 1 - suffix])
        ++suffix;
    emitSpliced(list, int(prefix), int(before.size() - prefix - suffix),
        int(after.size() - prefix - suffix));
}

void RankingDocument::emitSpliced(List list, int first, int count, int n)
{
    if (const int common = std::min(count, n); common > 0)
        emit itemsChanged(list, first, first + common - 1);
    if (n > count)
        emit rowsInserted(list, first + count, first + n - 1);
    else if (count > n)
        emit rowsRemoved(list, first + n, first + count - 1);
}

void RankingDocument::insertItems(List list, const QList<int> &rows, const QList<Ndcg::Item> &items)
{
    QList<Ndcg::Item> &target = itemsRef(list);
    if (!validInsert(target.size(), rows, items.size()))
        return;
    const qsizetype size = target.size() + rows.size();
    // One pass: row f of the new list is the next inserted item when rows names f.
    QList<Ndcg::Item> result;
    result.reserve(size);
    qsizetype next = 0;
    qsizetype old = 0;
    for (qsizetype f = 0; f < size; ++f) {
        if (next < rows.size() && rows[next] == f)
            result.append(items[next++]);
        else
            result.append(target[old++]);
    }
    target = std::move(result);
    recompute();
    for (qsizetype i = 0; i < rows.size();) {
        qsizetype j = i + 1;
        while (j < rows.size() && rows[j] == rows[j - 1] + 1)
            ++j;
        emit rowsInserted(list, rows[i], rows[j - 1]);
        i = j;
    }
    emit breakdownChanged();
}

void RankingDocument::removeItems(List list, const QList<int> &rows)
{
    QList<Ndcg::Item> &target = itemsRef(list);
    const QList<int> sorted = RankingEdits::normalizedRows(rows, target.size());
    if (sorted.isEmpty())
        return;
    QList<Ndcg::Item> result;
    result.reserve(target.size() - sorted.size());
    qsizetype next = 0;
    for (qsizetype r = 0; r < target.size(); ++r) {
        if (next < sorted.size() && sorted[next] == r)
            ++next;
        else
            result.append(target[r]);
    }
    target = std::move(result);
    recompute();
    for (qsizetype j = sorted.size(); j > 0;) {
        qsizetype i = j - 1;
        while (i > 0 && sorted[i - 1] == sorted[i] - 1)
            --i;
        emit rowsRemoved(list, sorted[i], sorted[j - 1]);
        j = i;
    }
    emit breakdownChanged();
}

void RankingDocument::moveItems(List list, const QList<RankingEdits::Move> &moves)
{
    QList<Ndcg::Item> &target = itemsRef(list);
    const int size = int(target.size());
    QList<RankingEdits::Move> valid;
    for (const RankingEdits::Move &m : moves) {
        if (validMove(size, m))
            valid.append(m);
    }
    if (valid.isEmpty())
        return;
    target = RankingEdits::applyMoves(target, valid);
    recompute();
    for (const RankingEdits::Move &m : std::as_const(valid))
        emit rowsMoved(list, m.first, m.first + m.count - 1, m.destination);
    emit breakdownChanged();
}

void RankingDocument::replaceItems(List list, int first, int count, const QList<Ndcg::Item> &items)
{
    QList<Ndcg::Item> &target = itemsRef(list);
    const int size = int(target.size());
    first = std::clamp(first, 0, size);
    count = std::clamp(count, 0, size - first);
    if (count == items.size()) {
        std::copy(items.begin(), items.end(), target.begin() + first);
    } else {
        QList<Ndcg::Item> result;
        result.reserve(size - count + items.size());
        result.append(target.sliced(0, first));
        result.append(items);
        result.append(target.sliced(first + count));
        target = std::move(result);
    }
    recompute();
    emitSpliced(list, first, count, int(items.size()));
    emit breakdownChanged();
}

void RankingDocument::setSettings(const Ndcg::Settings &settings)
{
    m_settings = settings;
    recompute();
    emit settingsChanged();
    emit breakdownChanged();
}

void RankingDocument::shareSettingsOf(RankingDocument *owner)
{
    m_settingsOwner = owner;
    connect(owner, &RankingDocument::settingsChanged, this, [this] { setSettings(m_settings); });
    setSettings(m_settings);
}

RankingDocument::GradeInput RankingDocument::parseGrade(const QString &text) const
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return {std::nullopt, tr("A grade cannot be empty: type a number such as 0, 1, 2 or 3.")};
    bool ok = false;
    double grade = QLocale().toDouble(trimmed, &ok);
    // A number no double holds ("1e999") reads as an infinity: out of range, not "not a number".
    bool tooLarge = !ok && std::isinf(grade);
    if (!ok) {
        grade = QLocale::c().toDouble(trimmed, &ok);
        tooLarge = tooLarge || (!ok && std::isinf(grade));
    }
    if (!ok && tooLarge) {
        QString problem = Ndcg::gradeRangeError(trimmed);
        problem[0] = problem[0].toUpper();
        return {std::nullopt, tr("%1.", "a reason as a sentence").arg(problem)};
    }
    if (!ok)
        return {std::nullopt,
            tr("“%1” is not a number: type a grade such as 0, 1, 2 or 3.").arg(trimmed)};
    if (!std::isfinite(grade))
        return {std::nullopt, tr("A grade must be a finite number.")};
    if (grade < 0 && this->settings().negativeGrades == Ndcg::NegativeGrades::Reject)
        return {std::nullopt,
            tr("Negative grades are refused under the current convention "
               "(negative grades: reject, as scikit-learn).")};
    // The limit of every reader (scenario.h), in the readers' words: what the table holds
    // can always be saved and opened again.
    if (QString problem = Ndcg::gradeRangeError(grade); !problem.isEmpty()) {
        problem[0] = problem[0].toUpper();
        return {std::nullopt, tr("%1.", "a reason as a sentence").arg(problem)};
    }
    return {grade, {}};
}

void RankingDocument::recompute()
{
    Ndcg::Result<Ndcg::Breakdown> result = Ndcg::explain(m_ranking, settings());
    if (result) {
        m_breakdown = std::move(result.value());
        m_error.clear();
    } else {
        m_breakdown.reset();
        m_error = result.error().message;
    }
}
