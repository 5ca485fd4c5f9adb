#include "ranking.h"

namespace Ndcg {

Ranking Ranking::fromGrades(const QList<double> &grades, const QList<double> &unretrieved)
{
    Ranking ranking;
    ranking.items.reserve(grades.size());
    for (double g : grades)
        ranking.items.append(Item {g, {}, std::nullopt});
    for (double g : unretrieved)
        ranking.unretrieved.append(Item {g, {}, std::nullopt});
    return ranking;
}

QList<double> Ranking::grades() const
{
    QList<double> result;
    result.reserve(items.size());
    for (const Item &item : items)
        result.append(item.grade);
    return result;
}

} // namespace Ndcg
