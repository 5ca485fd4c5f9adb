#pragma once

// The step engine: a Breakdown told one term at a time, as a teacher does at the board. Pure
// data, so the window (highlight, "?" cells, growing curves, the moving ideal reordering), the
// CLI and the tests read the same sequence.
//
// Fine mode, for each position i = 1..min(k, n):
//   Grade → Gain → Discount → Contribution → RunningDcg
// then Dcg (the whole sum), IdealOrder (which item moves where: StepSequence::moves), one
// IdealTerm per ideal position i = 1..min(k, ideal size) (its term and the running IDCG), Idcg
// (the whole sum), Ndcg. Coarse mode replaces the five steps of a position by one Position step.
//
// Every step says which cell it computes (kind, position, cell), the formula with the numbers
// substituted ("gain₁ = 2^3 − 1 = 7"), the value, a one-line translated narration, and what is
// known after it (Revealed::isKnown(position, cell)): the UI shows "?" for every other cell and
// draws the curves up to Revealed::curvePosition().

#include "breakdown.h"
#include "ranking.h"
#include "scenario.h"

#include <QList>
#include <QString>

#include <functional>
#include <optional>

namespace Ndcg {

enum class StepKind {
    Grade, // the grade at position i (an input: highlighted, never hidden)
    Gain, // gain(g_i)
    Discount, // d(i)
    Contribution, // gain(g_i) · d(i)
    RunningDcg, // DCG@i = DCG@(i−1) + contribution
    Position, // coarse mode: the five steps above at once
    Dcg, // DCG@k as the whole sum
    IdealOrder, // the ideal reordering
    IdealTerm, // ideal gain · d(i), and the running IDCG@i
    Idcg, // IDCG@k as the whole sum
    Ndcg, // NDCG@k = DCG@k / IDCG@k
};
QString stepKindName(StepKind kind); // stable: "grade", "runningDcg", "idealOrder", …

// The cells of the explanation table (one row per position).
enum class StepCell {
    None,
    Grade,
    Gain,
    Discount,
    Contribution,
    Dcg, // running DCG@i
    IdealGrade,
    IdealGain,
    IdealContribution,
    Idcg, // running IDCG@i
    Ndcg, // running NDCG@i
};

// What is known after a step.
struct Revealed
{
    int rowsDone = 0; // every actual cell of positions 1..rowsDone is computed
    int currentRow = 0; // fine mode: the row being computed (0: none)
    int currentCells = 0; // its cells known so far: 1 grade, 2 +gain, 3 +discount,
                          // 4 +contribution, 5 +running DCG
    bool dcgTotal = false; // DCG@k
    bool idealOrder = false; // the ideal grades (after the reordering)
    int idealRowsDone = 0; // ideal gain, contribution and running IDCG of 1..idealRowsDone
    bool idcgTotal = false; // IDCG@k
    bool ndcg = false; // NDCG@k: the last step; every cell is known

    // Whether the cell shows its value (otherwise "?"). Grades are inputs: always known.
    bool isKnown(int position, StepCell cell) const;
    int curvePosition() const { return rowsDone; } // the DCG curve ends here
    int idealCurvePosition() const { return idealRowsDone; } // the IDCG curve ends here
    friend bool operator==(const Revealed &, const Revealed &) = default;
};

// One item of the ideal ordering and where it came from.
struct IdealMove
{
    int to = 0; // position in the ideal ordering, 1-based
    int from = 0; // its position in the ranking, 1-based; 0 when not retrieved
    int unretrieved = -1; // index into Ranking::unretrieved when from == 0
    double grade = 0.0;
    QString label;
    bool withinCutoff = false; // to <= k: it counts in IDCG@k
    friend bool operator==(const IdealMove &, const IdealMove &) = default;
};

struct Step
{
    StepKind kind = StepKind::Grade;
    int position = 0; // 1-based; 0 for the totals and the reordering
    StepCell cell = StepCell::None; // the cell to highlight
    QString quantity; // its symbol: "gain₃", "d(3)", "DCG@3", "IDCG@5"
    QString formula; // with numbers: "gain₁ = 2^3 − 1 = 7"
    std::optional<double> value; // nullopt: no single number (reordering, undefined NDCG)
    QString narration; // one translated line
    Revealed revealed; // after this step
    friend bool operator==(const Step &, const Step &) = default;
};

// How the formulas and narrations write numbers. Left empty (`ndcg-cli steps`, whose output the
// tests pin): readableNumber's runs of digits, and values kept in units of 2^s
// (Breakdown::gainScaleLog2) in those units with the scale written ("gain₁ = (2^2000 − 1) ×
// 2^−1040 = 9.745314011e+288", "DCG@1 = … = 9.745e+288 × 2^1040"). The window sets both to
// DisplayFormat's (DisplayFormat::stepNumbers()): the locale's digit grouping, a power of ten from
// 10^6 up and for values that would round to zero, every value at its true size, so that no scale
// is written ("gain₁ = 2^2000 − 1 = 1.148×10⁶⁰²").
struct StepNumbers
{
    // A discount, contribution, sum or NDCG: value × 2^scaleLog2 with `decimals` decimals.
    std::function<QString(double value, double scaleLog2, int decimals)> number;
    // A gain (value × 2^scaleLog2): whole numbers without decimals.
    std::function<QString(double value, double scaleLog2, int decimals)> gain;
    bool isSet() const { return number && gain; }
};

struct StepOptions
{
    bool coarse = false; // one step per position instead of five
    int decimals = 3; // digits of the discounts, contributions and sums in formulas
    StepNumbers numbers; // empty: as the CLI writes numbers
};

struct StepSequence
{
    QList<Step> steps;
    QList<IdealMove> moves; // the ideal ordering, position by position (IdealOrder step)
    int k = 0; // the cutoff in effect
    int depth = 0; // positions stepped: min(k, n)
    int idealDepth = 0; // ideal terms stepped: min(k, ideal size)

    // The first step after which the cell is known, for "jump to the step that computes this
    // cell" (for a grade: the step that points at it); -1 when none. Before the first step the
    // UI uses Revealed{}: only the grades are known.
    qsizetype indexOf(int position, StepCell cell) const;
};

// The formulas of the Dcg and Idcg steps (ideal: IDCG@k) and of the Ndcg step, for a handout
// that writes them as the step-through does. With options.numbers empty they are
// dcgFormulaLine() and ndcgFormulaLine() (breakdownformat.h); with it, the same lines with its
// numbers and no scale: "DCG@2 = 1.148×10⁶⁰²/1.000 + 1/1.585 = 1.148×10⁶⁰² + 0.631 =
// 1.148×10⁶⁰²".
QString sumFormulaLine(const Breakdown &breakdown, bool ideal, const StepOptions &options = {});
QString ndcgStepFormulaLine(const Breakdown &breakdown, const StepOptions &options = {});

// The steps of a breakdown. `ranking` is the one the breakdown was computed from (labels and
// unretrieved items for the moves).
StepSequence buildSteps(
    const Breakdown &breakdown, const Ranking &ranking, const StepOptions &options = {});
// The steps of ranking A (0) or B (1) of a scenario under its settings; an error only when
// explain() fails (invalid settings, a rejected negative grade).
Result<StepSequence> buildSteps(
    const Scenario &scenario, int ranking, const StepOptions &options = {});

} // namespace Ndcg
