#pragma once

// "Which convention gives this number?": given a ranking (and its judged pool) and a figure
// quoted by a paper, a text or a library, with its rounding, search the space of conventions
// and list every one that reproduces the figure at that rounding, or say that none does.
//
// The space searched: gain linear or exponential; discount 1/log_b(i+1) with b = 2, e or 10,
// Järvelin–Kekäläinen 2002 with b = 2 or 3, or none; ideal from the judged pool or from the
// list; every cutoff k = 1 .. max(n, pool) ("all" is the last); and, when IDCG@k = 0, NDCG
// scored 0 or 1. Equivalent results are merged, never listed twice:
//   - NDCG under 1/log_b(i+1) does not depend on b (it cancels), so the three bases are one;
//   - with grades 0 and 1 only, linear and exponential gain are the same (2^1 − 1 = 1);
//   - when the pool adds no item with a positive grade, pool and list give the same ideal;
//   - DCG does not use the ideal at all;
//   - when IDCG@k = 0 (no positive grade in the ideal source) NDCG is the zero-IDCG rule's,
//     whatever the gain and discount: one entry, not one per gain and discount;
//   - neighbouring cutoffs with the same exact value form one range "k = 3–5".
// The order is the enumeration order above (gain, discount, ideal, zero rule, k): the same
// input always gives the same list.

#include "breakdown.h"

#include <QList>
#include <QString>

namespace Ndcg {

enum class ClaimQuantity { Ndcg, Dcg, Idcg };

QString claimQuantityName(ClaimQuantity quantity); // ndcg, dcg, idcg
std::optional<ClaimQuantity> claimQuantityFromName(const QString &name);

// A quoted figure and how precisely it was quoted.
struct Claim
{
    double value = 0.0;
    double tolerance = 0.0; // a convention reproduces the claim when |exact − value| <= tolerance
    int decimals = -1; // digits after the point when read from text; -1: explicit tolerance
    ClaimQuantity quantity = ClaimQuantity::Ndcg;
    friend bool operator==(const Claim &, const Claim &) = default;
};

// "0.861" → 0.861 ± 0.0005 (3 decimals, rounded to nearest); "86.1%" → 0.861 ± 0.0005.
Result<Claim> parseClaim(const QString &text, ClaimQuantity quantity = ClaimQuantity::Ndcg);
// An explicit tolerance (>= 0).
Result<Claim> claimWithTolerance(
    double value, double tolerance, ClaimQuantity quantity = ClaimQuantity::Ndcg);

// One convention (or a merged family of equivalent ones) that gives the claimed figure.
struct ClaimMatch
{
    Settings settings; // representative: cutoff = kFrom, or 0 when kFrom is "all"
    int kFrom = 1; // cutoffs kFrom..kTo (inclusive) all give `value`
    int kTo = 1;
    bool kReachesAll = false; // kTo = max(n, pool): "k = all" is in the range
    bool anyLogBase = false; // NDCG with 1/log_b(i+1): every base b gives this value
    bool gainEither = false; // linear and exponential gain agree here (grades 0 and 1)
    bool idealEither = false; // pool and list give the same ideal here, or DCG (no ideal)
    bool fromZeroIdcgRule = false; // IDCG@k = 0: the value is the zero-IDCG rule's, and gain
                                   // and discount play no part (reported once)
    double value = 0.0; // the exact value
    QString description; // one translated line
    friend bool operator==(const ClaimMatch &, const ClaimMatch &) = default;
};

struct ClaimSearch
{
    Claim claim;
    int conventionsTried = 0; // distinct (gain, discount, ideal, k, rule) evaluated
    QList<ClaimMatch> matches; // empty: no convention reproduces the figure
    std::optional<ClaimMatch> nearest; // the closest single convention, whether or not it matches
    QString summary; // one translated line
    friend bool operator==(const ClaimSearch &, const ClaimSearch &) = default;
};

// Fails only when the grades cannot be scored (not finite) or the ranking is empty.
Result<ClaimSearch> findConventions(const Ranking &ranking, const Claim &claim);

} // namespace Ndcg
