#pragma once

// The convention explorer: one ranking scored the way each library in common use scores it,
// one row per library measure, each with its settings spelled out, its value (or why it has
// none) and a one-line reason why its number differs from the row above.
//
// Every convention is taken from the library's own source or documentation; the citation is
// beside each row in conventions.cpp and travels with the row (ConventionRow::source).
//
// Data flow: Ranking + cutoff --compareConventions()--> ConventionTable --> (table model, CLI).
// Each row is computed by the same explain() as everything else, under the row's Settings,
// after the row's grade rule and tie order have been applied (ties.h).

#include "breakdown.h"
#include "ties.h"

#include <QList>
#include <QString>

namespace Ndcg {

// What a library does with grades before scoring, beyond Settings::negativeGrades.
enum class GradeRule {
    AsIs, // grades as given (negative: per Settings::negativeGrades)
    TrecEvalAtol, // trec_eval: grades read with atol() (fractions cut off toward 0); a query
                  // whose judgments are all negative cannot be computed (exit status 4)
    RanxQrels, // ranx Qrels: grades stored as int64 (fractions cut off toward 0), then only
               // judgments with grade >= rel_lvl = 1 count; lower ones gain 0
    IntegerLabels, // LightGBM, XGBoost: labels must be integers 0..maxLabel, else an error
    RankLibLabels, // RankLib: float labels, negative refused, read as (int); gain
                   // (1 << label) − 1 in 32-bit Java int; the ideal sorts the labels
    NegativeIsPadding, // TF-Ranking: an item with a negative label is padding, dropped
};

// One library's measure.
struct Convention
{
    QString library; // "trec_eval", "scikit-learn", ...: names, not translated
    QString measure; // as the library spells it: "ndcg_cut.5", "ndcg@5", ...
    Settings settings; // gain, discount, k, ideal source, zero-IDCG rule
    TieOrder ties = TieOrder::ScoreStable; // used only when the items carry scores
    GradeRule grades = GradeRule::AsIs;
    int maxLabel = 0; // for IntegerLabels
    int minItems = 0; // scikit-learn refuses lists of fewer than 2 items
    QString source; // the file or page the convention was taken from
    QString versions; // the library versions described, when they differ (translated)
    friend bool operator==(const Convention &, const Convention &) = default;
};

struct ConventionRow
{
    Convention convention;
    bool computed = false; // false: the library refuses this input (note says why)
    std::optional<double> ndcg; // nullopt: refused, or undefined by the zero-IDCG rule
    double dcg = 0.0; // DCG@k under the row's conventions (tie-averaged if so)
    double idcg = 0.0; // IDCG@k
    // dcg and idcg are in units of 2^s (Breakdown::gainScaleLog2): s > 0 when exponential gain
    // meets a grade past 960 (a grade of 2000: DCG ≈ 2^960 in units of 2^1040). 0 for RankLib,
    // whose gains wrap as Java ints.
    double gainScaleLog2 = 0.0;
    QString settingsText; // the settings spelled out, translated
    QString reason; // one line: why the value differs from the row above
    QString note; // a caveat (refusal, random ties, unspecified order); may be empty
    friend bool operator==(const ConventionRow &, const ConventionRow &) = default;
};

struct ConventionTable
{
    int cutoff = 0; // as asked: k >= 1, or 0 for all
    bool hasScores = false;
    bool hasTies = false;
    QList<ConventionRow> rows;
    friend bool operator==(const ConventionTable &, const ConventionTable &) = default;
};

// The conventions in use, in the order of the table, for a cutoff k (0 = all). n and poolSize
// only name the measures whose names need a number when k is "all" (trec_eval ndcg_cut.N).
QList<Convention> conventionsInUse(int cutoff, int n, int poolSize);

// One convention applied to one ranking; reason is left empty (it needs the row above).
ConventionRow evaluateConvention(const Convention &convention, const Ranking &ranking);

// The whole table. Fails only on a ranking no convention can read (mixed or non-finite scores)
// or a negative cutoff.
Result<ConventionTable> compareConventions(const Ranking &ranking, int cutoff);

// The settings of a convention as one translated line.
QString describeConvention(const Convention &convention, bool withTies);
// Phrases used in descriptions, translated.
QString describeGain(Gain gain);
QString describeDiscount(const Settings &settings);
QString describeCutoff(const Settings &settings);
QString describeIdeal(IdealSource source);
QString describeZeroIdcg(ZeroIdcg rule);

} // namespace Ndcg
