#pragma once

// What the workbench shows of its breakdown, as one value: which computed numbers are hidden
// (predict, then reveal), how far a step-through has got, the cell it computes, the segment it
// just added, and a preview (a hovered swap) shown instead of the document. Plain data, no
// widgets: the controllers (step-through, hide answers, reveal, practice, the swap preview) set
// it on the Workbench, which hands it to every child; each view asks it what to show, so a
// number is hidden, or revealed, in every view at once.

#include "breakdown.h"
#include "ranking.h"
#include "steps.h"

#include <QList>
#include <QString>

#include <optional>

struct ViewState
{
    // What can be hidden, in the order "reveal next" reveals it.
    enum class Quantity {
        GainColumn,
        DiscountColumn,
        ContributionColumn,
        DcgColumn,
        DcgTotal, // DCG@k in the formula and the card
        IdealGradeColumn,
        IdealContributionColumn,
        IdcgColumn,
        IdcgTotal,
        NdcgColumn,
        NdcgTotal,
        Range, // the worst, random and best NDCG@k of the range bar
        Metrics, // the card's companion metrics
    };
    static QList<Quantity> allQuantities();
    // The cell of a column quantity (StepCell::None for the totals, the range and the metrics).
    // Both read the one table of step cells (stepthrough/stepcells.h).
    static Ndcg::StepCell cellOf(Quantity quantity);
    // The column quantity of a cell (nullopt for the grade and StepCell::None).
    static std::optional<Quantity> quantityOf(Ndcg::StepCell cell);

    // One cell revealed on its own while its quantity stays hidden (position 1-based).
    struct Cell
    {
        int position = 0;
        Quantity quantity = Quantity::GainColumn;
        friend bool operator==(const Cell &, const Cell &) = default;
    };

    // A what-if ranking shown in every view instead of the document's, marked as a preview.
    struct Preview
    {
        Ndcg::Breakdown breakdown;
        QList<Ndcg::Item> items; // the previewed ranking's items (the table's labels, grades)
        // The swapped positions (1-based; 0: not known), named by every view's marker.
        int swapFirst = 0;
        int swapSecond = 0;
        // The ranking previewed: A (the workbench's, the two-ranking view's left) or B.
        enum class Side { A, B };
        Side side = Side::A;
        friend bool operator==(const Preview &, const Preview &) = default;
    };

    // Predict, then reveal: hidden quantities (teaching order), and cells revealed one by one.
    QList<Quantity> hidden;
    QList<Cell> revealedCells;
    // Step-through: what the steps have computed (nullopt: not stepping, every cell is known).
    std::optional<Ndcg::Revealed> steps;
    // The cell being computed, on a strong band (StepCell::None: none): at `currentPosition`
    // (1-based), or (nullopt) in every position of its column up to k.
    std::optional<int> currentPosition;
    Ndcg::StepCell currentCell = Ndcg::StepCell::None;
    // Charts and formula: the ranking's terms up to `limit`, the ideal ones up to `idealLimit`
    // (nullopt: all of them).
    std::optional<int> limit;
    std::optional<int> idealLimit;
    // What a step just added, emphasised (0: none): the term at position `emphasis` (its bar),
    // the running sums it went into (the curves' segments that end there), or both; the ranking's
    // or, with emphasisIdeal, the ideal ordering's.
    int emphasis = 0;
    bool emphasisIdeal = false;
    bool emphasisTerm = false;
    bool emphasisSum = false;
    // The formula's step line: the current term (0: none), whether in the ideal sum, whether its
    // value is still "?", the step's formula with its numbers, and the NDCG line (1: always,
    // 0: when the limit reaches k).
    int formulaCurrent = 0;
    bool formulaCurrentIdeal = false;
    bool formulaCurrentPending = false;
    QString stepFormula;
    int ndcgLine = 0;
    std::optional<Preview> preview;
    // Predict, then reveal: what R reveals next, in words, shown above the formula (empty:
    // nothing hidden).
    QString revealHint;

    bool isHidden(Quantity quantity) const { return hidden.contains(quantity); }
    bool isAnyHidden() const { return !hidden.isEmpty(); }
    bool isStepping() const { return steps.has_value(); }
    bool isPreview() const { return preview.has_value(); }
    // The preview's marker, translated: "Preview: swap of positions 3 and 5 (not applied)"
    // (table tips, card, formula); previewTag() is the short one of the chart titles
    // ("preview: swap 3 ↔ 5"). Empty when there is no preview.
    QString previewMarker() const;
    QString previewTag() const;
    // Whether the cell at `position` shows its value: the steps have computed it and it is not
    // hidden (or was revealed on its own). Grades are inputs: always shown.
    bool shows(int position, Ndcg::StepCell cell) const;
    // Whether a whole quantity shows: a total (DCG@k, IDCG@k, NDCG@k), the range, the metrics.
    bool showsTotal(Quantity quantity) const;
    // Whether the cell is the one being computed (k: the cutoff, for a whole column).
    bool isCurrent(int position, Ndcg::StepCell cell, int k) const;

    friend bool operator==(const ViewState &, const ViewState &) = default;
};
