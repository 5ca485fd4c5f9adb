#pragma once

// A ranking and its judged pool (SPEC.md "Ranking and judgments"): the value the whole app
// edits, saves and scores.

#include <QList>
#include <QString>

#include <optional>

namespace Ndcg {

// One ranked or judged item.
struct Item
{
    double grade = 0.0; // the relevance judgment, usually an integer 0..4
    QString label; // doc id or title; may be empty
    std::optional<double> score; // the system's score, when the order came from scores

    friend bool operator==(const Item &, const Item &) = default;
};

// The ranking as the system returned it, and the judged items it did not return. The judged
// pool is items + unretrieved.
struct Ranking
{
    QList<Item> items; // positions 1..n, in ranked order
    QList<Item> unretrieved; // judged, but not in the ranking ("not retrieved")

    qsizetype size() const { return items.size(); }
    qsizetype poolSize() const { return items.size() + unretrieved.size(); }
    bool isEmpty() const { return items.isEmpty(); }
    friend bool operator==(const Ranking &, const Ranking &) = default;

    // Convenience for tests and the CLI: a ranking of bare grades.
    static Ranking fromGrades(const QList<double> &grades, const QList<double> &unretrieved = {});
    QList<double> grades() const;
};

} // namespace Ndcg
