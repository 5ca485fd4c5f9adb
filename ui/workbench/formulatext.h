#pragma once

// The formula panel's text: DCG@k and IDCG@k with every term written out with its numbers,
//   DCG@5 = (2³−1)/log₂2 + (2²−1)/log₂3 + … = 7.000 + 1.893 + … = 12.031,
// then NDCG@k = DCG@k / IDCG@k with both values. Built as rich text by plain functions so the
// tests can read it; each term links to its position ("pos:3") for linked highlighting.

#include "breakdown.h"

#include <QString>

#include <functional>

namespace FormulaText {

struct Options
{
    int highlight = 0; // the selected position (1-based), drawn on a pale band; 0 for none
    int limit = -1; // step-through: terms up to this position only; -1 for all
    int maxTerms = 8; // longer sums show the first terms, "…", and the last one
    int pointSize = 12; // the panel's base size; names and the result are larger
    // Step-through and predict-then-reveal (the defaults change nothing):
    int idealLimit = -2; // ideal terms up to this position; -2: the same as limit
    bool hideDcg = false; // DCG@k shown as "?"
    bool hideIdcg = false; // IDCG@k shown as "?"
    bool hideNdcg = false; // NDCG@k shown as "?"
    // ... because the step-through has not computed it yet, not because answers are hidden: a
    // screen reader says "not yet computed" for it (readable()).
    bool dcgPending = false;
    bool idcgPending = false;
    bool ndcgPending = false;
    int ndcgLine = 0; // 1: always show the NDCG line, -1: never, 0: when the limit reaches k
    int current = 0; // the term being computed (1-based), on a strong band; 0 for none
    bool currentIdeal = false; // ... in the IDCG sum rather than the DCG sum
    bool currentPending = false; // its value is not computed yet: "?"
    QString currentFormula; // the step's formula with its numbers, shown first, large
    // A text's figure chosen in "Compare with the text": its term (position, in the IDCG sum when
    // markIdeal) or, with markPosition -1, the sum's total, -2 NDCG@k; underlined on the pale
    // band. 0: none.
    int markPosition = 0;
    bool markIdeal = false;
    // Hidden answers: terms and products (contributions) shown as "?" (position, ideal sum).
    std::function<bool(int, bool)> hideTerm;
    std::function<bool(int, bool)> hideProduct;
};

// The whole panel: the DCG and IDCG sums and the division, as Ndcg::Notation writes them
// (sumParts(), ndcgParts()), laid out in a table with the window's colours, links and bands.
QString html(const Ndcg::Breakdown &b, const Options &options);

// The same for a screen reader, one line each as `ndcg-cli explain` prints them
// (Notation::sumLine(), ndcgLine() with fixedNumbers()): "DCG@5 = 7/1.000 + … = 12.031",
// "IDCG@5 = …", "NDCG@5 = DCG@5 / IDCG@5 = 12.031 / 13.347 = 0.901"; the step's formula first.
// Plain text, no private-use characters; a hidden answer is the word "hidden" and a value not
// computed yet "not yet computed", never "?". Words in the language shown now.
QString readable(const Ndcg::Breakdown &b, const Options &options);
// The word a screen reader says for a hidden answer: "hidden".
QString hiddenWord();
// ... and for a value the step-through has not computed yet: "not yet computed".
QString pendingWord();

} // namespace FormulaText
