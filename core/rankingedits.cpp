#include "rankingedits.h"

#include "breakdown.h"
#include "scenario.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSet>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace RankingEdits {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("RankingEdits", text);
}

std::optional<double> number(const QString &token)
{
    bool ok = false;
    double value = QLocale::c().toDouble(token, &ok);
    if (!ok)
        value = QLocale().toDouble(token, &ok);
    if (!ok || !std::isfinite(value))
        return std::nullopt;
    return value;
}

// A number that no double holds ("1e999", "-1e400"): a grade out of range, not a label.
bool beyondDouble(const QString &token)
{
    bool ok = false;
    double value = QLocale::c().toDouble(token, &ok);
    if (!ok && std::isinf(value))
        return true;
    value = QLocale().toDouble(token, &ok);
    return !ok && std::isinf(value);
}

QStringList splitLine(const QString &line, QChar separator)
{
    QStringList tokens;
    static const QRegularExpression spaces(QStringLiteral("\\s+")); // compiled once, not per line
    if (separator == QLatin1Char(' '))
        tokens = line.split(spaces, Qt::SkipEmptyParts);
    else
        tokens = line.split(separator);
    for (QString &t : tokens) {
        t = t.trimmed();
        if (t.size() >= 2 && t.startsWith(QLatin1Char('"')) && t.endsWith(QLatin1Char('"')))
            t = t.mid(1, t.size() - 2);
    }
    return tokens;
}

bool isGradeHeader(const QString &token)
{
    const QString t = token.toLower();
    return t == QLatin1String("grade") || t.startsWith(QLatin1String("grade "))
        || t == QLatin1String("rel") || t == QLatin1String("relevance") || token == tr("Grade")
        || token.startsWith(tr("Grade") + QLatin1Char(' ')) || token == QStringLiteral("相关性等级")
        || token.startsWith(QStringLiteral("等级"));
}

bool isLabelHeader(const QString &token)
{
    const QString t = token.toLower();
    return t == QLatin1String("label") || t == QLatin1String("doc") || t == QLatin1String("docno")
        || t == QLatin1String("document") || token == tr("Label");
}

} // namespace

QList<int> normalizedRows(const QList<int> &rows, qsizetype count)
{
    QList<int> result;
    for (int r : rows) {
        if (r >= 0 && r < count)
            result.append(r);
    }
    std::sort(result.begin(), result.end());
    result.erase(std::unique(result.begin(), result.end()), result.end());
    return result;
}

QString freshLabel(const QList<Ndcg::Item> &items)
{
    QSet<QString> used;
    for (const Ndcg::Item &item : items)
        used.insert(item.label);
    for (qsizetype n = items.size() + 1;; ++n) {
        const QString label = QStringLiteral("d%1").arg(n);
        if (!used.contains(label))
            return label;
    }
}

Edit insertItem(const QList<Ndcg::Item> &items, int row, const Ndcg::Item &item)
{
    row = std::clamp(row, 0, int(items.size()));
    Edit e {items, {row}, {}};
    e.items.insert(row, item);
    return e;
}

Edit removeRows(const QList<Ndcg::Item> &items, const QList<int> &rows)
{
    const QList<int> sorted = normalizedRows(rows, items.size());
    Edit e {items, {}, {}};
    for (auto it = sorted.crbegin(); it != sorted.crend(); ++it)
        e.items.removeAt(*it);
    if (!sorted.isEmpty() && !e.items.isEmpty())
        e.selection = {std::min(sorted.first(), int(e.items.size()) - 1)};
    return e;
}

Edit duplicateRows(const QList<Ndcg::Item> &items, const QList<int> &rows)
{
    const QList<int> sorted = normalizedRows(rows, items.size());
    Edit e {items, {}, {}};
    if (sorted.isEmpty())
        return e;
    int at = sorted.last() + 1;
    for (int r : sorted) {
        e.items.insert(at, items[r]);
        e.selection.append(at);
        ++at;
    }
    return e;
}

namespace {

// Runs of consecutive rows in sorted rows, as (first, last) pairs.
QList<std::pair<int, int>> runsOf(const QList<int> &sorted)
{
    QList<std::pair<int, int>> runs;
    for (int r : sorted) {
        if (!runs.isEmpty() && runs.last().second + 1 == r)
            runs.last().second = r;
        else
            runs.append({r, r});
    }
    return runs;
}

} // namespace

QList<Ndcg::Item> applyMoves(QList<Ndcg::Item> items, const QList<Move> &moves)
{
    for (const Move &m : moves) {
        if (m.count <= 0 || m.first < 0 || m.first + m.count > items.size() || m.destination < 0
            || m.destination > items.size()
            || (m.destination >= m.first && m.destination <= m.first + m.count))
            continue;
        const auto begin = items.begin();
        if (m.destination > m.first)
            std::rotate(begin + m.first, begin + m.first + m.count, begin + m.destination);
        else
            std::rotate(begin + m.destination, begin + m.first, begin + m.first + m.count);
    }
    return items;
}

QList<Move> inverseMoves(const QList<Move> &moves)
{
    QList<Move> inverse;
    inverse.reserve(moves.size());
    for (auto it = moves.crbegin(); it != moves.crend(); ++it) {
        if (it->destination > it->first)
            inverse.append({it->destination - it->count, it->count, it->first});
        else
            inverse.append({it->destination, it->count, it->first + it->count});
    }
    return inverse;
}

Edit moveRowsTo(const QList<Ndcg::Item> &items, const QList<int> &rows, int target)
{
    const QList<int> sorted = normalizedRows(rows, items.size());
    Edit e {items, sorted, {}};
    if (sorted.isEmpty())
        return e;
    target = std::clamp(target, 0, int(items.size()));
    const auto split = std::lower_bound(sorted.begin(), sorted.end(), target);
    const QList<std::pair<int, int>> above = runsOf(QList<int>(sorted.begin(), split));
    const QList<std::pair<int, int>> below = runsOf(QList<int>(split, sorted.end()));
    // The runs above the target, nearest first, each to just before the ones already moved;
    // then the runs below it, nearest first, each to just after the ones already moved. A run
    // already in its place does not move.
    int before = target;
    for (auto it = above.crbegin(); it != above.crend(); ++it) {
        const int count = it->second - it->first + 1;
        if (it->second + 1 != before)
            e.moves.append({it->first, count, before});
        before -= count;
    }
    int after = target;
    for (const auto &[first, last] : below) {
        const int count = last - first + 1;
        if (first != after)
            e.moves.append({first, count, after});
        after += count;
    }
    e.items = applyMoves(items, e.moves);
    e.selection.clear();
    for (int r = before; r < after; ++r)
        e.selection.append(r);
    return e;
}

Edit moveRowsBy(const QList<Ndcg::Item> &items, const QList<int> &rows, int delta)
{
    const QList<int> sorted = normalizedRows(rows, items.size());
    if (sorted.isEmpty() || delta == 0)
        return {items, sorted, {}};
    if (delta < 0 && sorted.first() == 0)
        return {items, sorted, {}};
    if (delta > 0 && sorted.last() == items.size() - 1)
        return {items, sorted, {}};
    // Up: the block goes before the row above its first row; down: after the row below its last.
    const int target = delta < 0 ? sorted.first() - 1 : sorted.last() + 2;
    if (sorted.size() == 1 || sorted.last() - sorted.first() + 1 == sorted.size())
        return moveRowsTo(items, sorted, target);
    // A scattered selection: each run of rows swaps with its neighbour in the direction of the
    // move (the neighbour goes to the other end of the run).
    Edit e {items, {}, {}};
    const QList<std::pair<int, int>> runs = runsOf(sorted);
    if (delta < 0) {
        for (const auto &[first, last] : runs)
            e.moves.append({first, last - first + 1, first - 1});
    } else {
        for (auto it = runs.crbegin(); it != runs.crend(); ++it)
            e.moves.append({it->first, it->second - it->first + 1, it->second + 2});
    }
    for (int r : sorted)
        e.selection.append(r + (delta < 0 ? -1 : 1));
    e.items = applyMoves(items, e.moves);
    return e;
}

QList<Ndcg::Item> sortedIdeal(const QList<Ndcg::Item> &items, const Ndcg::Settings &settings)
{
    std::vector<double> grades;
    grades.reserve(items.size());
    for (const Ndcg::Item &item : items)
        grades.push_back(item.grade);
    QList<Ndcg::Item> result;
    result.reserve(items.size());
    for (int i : Ndcg::idealOrder(grades, settings))
        result.append(items[i]);
    for (const Ndcg::Item &item : items) {
        if (item.grade < 0)
            result.append(item);
    }
    return result;
}

QList<Ndcg::Item> reversed(const QList<Ndcg::Item> &items)
{
    QList<Ndcg::Item> result = items;
    std::reverse(result.begin(), result.end());
    return result;
}

QList<Ndcg::Item> shuffled(const QList<Ndcg::Item> &items, quint32 seed)
{
    QList<Ndcg::Item> result = items;
    QRandomGenerator generator(seed);
    for (qsizetype i = result.size() - 1; i > 0; --i) {
        const auto j = qsizetype(generator.bounded(quint64(i + 1)));
        result.swapItemsAt(i, j);
    }
    return result;
}

PastedBlock parsePastedBlock(const QString &text, bool labelsOnly)
{
    PastedBlock block;
    QStringList lines = text.split(QRegularExpression(QStringLiteral("\r\n|\n|\r")));
    while (!lines.isEmpty() && lines.last().trimmed().isEmpty())
        lines.removeLast();
    while (!lines.isEmpty() && lines.first().trimmed().isEmpty())
        lines.removeFirst();
    if (lines.isEmpty()) {
        block.error = tr("The clipboard holds no text to paste.");
        return block;
    }
    QChar separator = QLatin1Char(' ');
    if (text.contains(QLatin1Char('\t')))
        separator = QLatin1Char('\t');
    else if (text.contains(QLatin1Char(',')))
        separator = QLatin1Char(',');

    QList<QStringList> rows;
    for (const QString &line : std::as_const(lines))
        rows.append(splitLine(line, separator));

    // A grade no double holds: refused with where it is (the block's row, the text's line).
    const auto outOfRange = [&block](const QString &token, int line) {
        block.error = Ndcg::gradeRangeError(token.trimmed());
        block.errorRow = int(block.grades.size());
        block.errorLine = line;
        return block;
    };

    // One line of several numbers: a row copied horizontally, taken as a column of grades.
    if (rows.size() == 1 && rows.first().size() > 1 && !labelsOnly) {
        const QStringList &tokens = rows.first();
        if (std::all_of(tokens.begin(), tokens.end(),
                [](const QString &t) { return number(t).has_value() || beyondDouble(t); })) {
            for (const QString &t : tokens) {
                if (beyondDouble(t))
                    return outOfRange(t, 1);
                block.grades.append(number(t));
                block.labels.append(std::nullopt);
                block.lines.append(1);
            }
            return block;
        }
    }

    // A header names the columns.
    int gradeColumn = -1;
    int labelColumn = -1;
    const QStringList &first = rows.first();
    for (qsizetype c = 0; c < first.size(); ++c) {
        if (gradeColumn < 0 && isGradeHeader(first[c]))
            gradeColumn = int(c);
        else if (labelColumn < 0 && isLabelHeader(first[c]))
            labelColumn = int(c);
    }
    const bool hasHeader = gradeColumn >= 0 || labelColumn >= 0;
    if (hasHeader)
        rows.removeFirst();

    for (qsizetype r = 0; r < rows.size(); ++r) {
        const QStringList &tokens = rows[r];
        const int lineNumber = int(r) + (hasHeader ? 2 : 1);
        std::optional<double> grade;
        std::optional<QString> label;
        if (hasHeader) {
            if (gradeColumn >= 0 && gradeColumn < tokens.size()) {
                if (beyondDouble(tokens[gradeColumn]))
                    return outOfRange(tokens[gradeColumn], lineNumber);
                grade = number(tokens[gradeColumn]);
                if (!grade) {
                    block.error = tr("Line %1: “%2” is not a grade.")
                                      .arg(lineNumber)
                                      .arg(tokens[gradeColumn]);
                    return block;
                }
            }
            if (labelColumn >= 0 && labelColumn < tokens.size())
                label = tokens[labelColumn];
        } else if (tokens.size() == 1 && labelsOnly) {
            label = tokens.first();
        } else if (tokens.size() == 1) {
            if (beyondDouble(tokens.first()))
                return outOfRange(tokens.first(), lineNumber);
            grade = number(tokens.first());
            if (!grade) {
                block.error = tr("Line %1: “%2” is not a grade: paste numbers, or a grade and a "
                                 "label on each line.")
                                  .arg(lineNumber)
                                  .arg(tokens.first());
                return block;
            }
        } else {
            for (const QString &t : tokens) {
                if (!grade && beyondDouble(t))
                    return outOfRange(t, lineNumber);
                if (!grade && number(t))
                    grade = number(t);
                else if (!label && !t.isEmpty() && !number(t))
                    label = t;
            }
            if (!grade) {
                block.error = tr("Line %1 has no number to take as a grade.").arg(lineNumber);
                return block;
            }
        }
        block.grades.append(grade);
        block.labels.append(label);
        block.lines.append(lineNumber);
    }
    if (block.grades.isEmpty())
        block.error = tr("The clipboard holds no rows to paste.");
    return block;
}

Edit applyPastedBlock(const QList<Ndcg::Item> &items, int row, const PastedBlock &block)
{
    row = std::clamp(row, 0, int(items.size()));
    Edit e {items, {}, {}};
    e.items.reserve(std::max(items.size(), row + block.grades.size()));
    e.selection.reserve(block.grades.size());
    // Rows are overwritten first, then appended: once appending starts, no label leaves the
    // list. So the labels in use are gathered once, and the search for a fresh "dN" goes on
    // from where the last one stopped (every dN skipped is still in use): the same labels as
    // freshLabel() of the list so far, in linear time instead of one set per appended row.
    QSet<QString> used;
    qsizetype next = 0;
    for (qsizetype i = 0; i < block.grades.size(); ++i) {
        const int at = row + int(i);
        if (at >= e.items.size()) {
            if (at == items.size()) { // the first row appended
                used.reserve(e.items.size() + block.grades.size() - i);
                for (const Ndcg::Item &item : std::as_const(e.items))
                    used.insert(item.label);
            }
            QString label;
            if (block.labels[i]) {
                label = *block.labels[i];
            } else {
                for (next = std::max(next, e.items.size() + 1);; ++next) {
                    label = QStringLiteral("d%1").arg(next);
                    if (!used.contains(label))
                        break;
                }
            }
            used.insert(label);
            e.items.append(Ndcg::Item {0.0, label, std::nullopt});
        }
        Ndcg::Item &item = e.items[at];
        if (block.grades[i])
            item.grade = *block.grades[i];
        if (block.labels[i])
            item.label = *block.labels[i];
        e.selection.append(at);
    }
    return e;
}

} // namespace RankingEdits
