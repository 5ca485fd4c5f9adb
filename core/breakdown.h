#pragma once

// The whole explanation of one ranking under one set of conventions: every per-position term,
// the ideal reordering, the totals, the companion metrics and the warnings. Produced by the
// pure function explain(); the table, the charts, the formula panel, the step engine and the
// CLI all read from it, so they can never disagree.
//
// Data flow: Ranking + Settings --explain()--> Breakdown --> (table model, charts, formulas,
// steps, CLI formats).

#include "ranking.h"
#include "settings.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <span>
#include <variant>
#include <vector>

namespace Ndcg {

// One row of the explanation table: computed, never edited. Positions beyond the ranking's
// length (when the judged pool is larger) have retrieved == false and zero actual terms.
// The flags sit next to the position so that a row is 96 bytes, not 104: a breakdown holds one
// per position, millions for a long run.
struct PositionRow
{
    int position = 0; // 1-based
    bool retrieved = false; // the ranking has an item here
    bool hasIdeal = false; // the ideal ordering has an item here
    double grade = 0.0; // g_i
    double gain = 0.0; // gain(g_i): Linear g, Exponential 2^g - 1, Custom map[g]
    double discount = 0.0; // d(i): 1/log_b(i+1), JK 2002, or 1
    double contribution = 0.0; // gain(g_i) * d(i)
    double dcg = 0.0; // Σ_{j<=i} contribution_j, summed left to right
    double idealGrade = 0.0; // grade at position i of the ideal ordering
    double idealGain = 0.0;
    double idealContribution = 0.0; // idealGain * d(i)
    double idcg = 0.0; // Σ_{j<=i} idealContribution_j
    std::optional<double> ndcg; // dcg / idcg, or the zero-IDCG rule; nullopt = undefined

    friend bool operator==(const PositionRow &, const PositionRow &) = default;
};
static_assert(sizeof(PositionRow) <= 96);

// A number at its true size, which may lie far beyond a double: value × 2^scaleLog2, the scale
// a whole number (any size: a grade of 1e308 under exponential gain has a gain near 2^1e308).
// The window writes each gain, contribution and sum this way (DisplayFormat), so that a gain of
// 7 beside one of 2^1000000 reads 7, where in the breakdown's common unit (gainScaleLog2) it
// is 7 · 2^−999040 and a double holds 0.
struct TrueSize
{
    double value = 0.0;
    double scaleLog2 = 0.0;
    friend bool operator==(const TrueSize &, const TrueSize &) = default;
};

// The gain of one grade at its true size: 2^g − 1 for exponential gain as (2^(g − e) − 2^−e) ×
// 2^e with e = floor(g) once 2^g overflows a double; otherwise the gain itself (scale 0).
TrueSize trueGain(double grade, const Settings &settings);

// The terms of one row at their true size (PositionRow's fields of the same names).
struct TrueSizeRow
{
    TrueSize gain;
    TrueSize contribution;
    TrueSize dcg;
    TrueSize idealGain;
    TrueSize idealContribution;
    TrueSize idcg;
    friend bool operator==(const TrueSizeRow &, const TrueSizeRow &) = default;
};

// The terms of a row that are kept in units of 2^s (Breakdown::gainScaleLog2).
enum class Term { Gain, Contribution, Dcg, IdealGain, IdealContribution, Idcg };

// The field of a row that holds `term`: in units of 2^s (PositionRow), or at its true size.
double termOf(const PositionRow &row, Term term);
TrueSize termOf(const TrueSizeRow &row, Term term);

enum class WarningKind {
    ExponentialOverflow, // 2^g overflows a double (g >= 1024): gains are shown scaled by 2^-s
    LargeGains, // otherwise gains past 2^960 (sums could overflow): scaled by 2^-s
    ExponentialInexact, // g > 53: 2^g - 1 is no longer an exact integer in a double
    NegativeGrades, // negative grades were given gain 0 and left out of the ideal
    CutoffBeyondList, // k > n: the ranking's sum stops at n
    ZeroIdcg, // IDCG@k = 0: NDCG follows the zero-IDCG rule
    GradeAboveMaxGrade, // ERR: a grade above gmax was counted as gmax
};

struct Warning
{
    WarningKind kind;
    QString message; // translated when explained, with the numbers (the exports print it)
    // The untranslated text (context "Ndcg") and its %1, %2… in order, so that the window can
    // word it again in the language shown now (Notation::warningSentence()).
    const char *source = nullptr;
    QStringList arguments;
    friend bool operator==(const Warning &, const Warning &) = default;
};

// An ideal position and the pool item placed there.
struct IdealPlacement
{
    int source = 0; // index into the pool: 0..n-1 ranking items, n.. unretrieved items
    double grade = 0.0;
    friend bool operator==(const IdealPlacement &, const IdealPlacement &) = default;
};

struct Metrics
{
    double precision = 0.0; // relevant in top k / k (/ n when k = all)
    double recall = 0.0; // relevant in top k / relevant in the ideal source
    double reciprocalRank = 0.0; // 1 / first relevant position within k, 0 if none
    double averagePrecision = 0.0; // Σ_{relevant i<=k} P@i / relevant in the ideal source
    double err = 0.0; // Σ_{i<=k} (1/i) R(g_i) Π_{j<i} (1 - R(g_j))
    double rbp = 0.0; // (1 - p) Σ_{i<=k} rel_i p^(i-1)
    int relevantRetrieved = 0; // relevant items in the top k
    int relevantTotal = 0; // relevant items in the ideal source
    double errMaxGrade = 1.0; // gmax in effect
    friend bool operator==(const Metrics &, const Metrics &) = default;
};

struct Breakdown
{
    Settings settings;
    int n = 0; // ranking length
    int poolSize = 0; // judged pool size (ranking + unretrieved)
    int idealSize = 0; // items in the ideal ordering (negatives left out)
    int k = 0; // cutoff in effect: settings.cutoff, or max(n, pool) for all
    double gainScaleLog2 = 0; // s: every gain, contribution and (I)DCG is in units of 2^s;
                              // a whole number, 0 unless gains pass 2^960 (any size: a
                              // grade of 1e308 under exponential gain gives s = 1e308)
    QList<PositionRow> rows; // positions 1..max(n, idealSize)
    QList<IdealPlacement> ideal; // the ideal ordering, a stable permutation of the source
    QList<int> idealPositionOf; // for ranking item i (0-based), its ideal position (1-based)
    double cg = 0.0; // Σ_{i<=k} gain(g_i)
    double dcg = 0.0; // DCG@k
    double idcg = 0.0; // IDCG@k
    std::optional<double> ndcg; // NDCG@k; nullopt when undefined
    Metrics metrics;
    std::optional<double> worstNdcg; // NDCG@k of the worst ordering of the ranking's items
    std::optional<double> bestNdcg; // ... of the best ordering
    std::optional<double> randomNdcg; // expected NDCG@k of a uniformly random ordering
    QList<Warning> warnings;
    // Only when the gains are scaled (gainScaleLog2 != 0): every row's terms at their true
    // size, each in its own unit, summed as such, so that none vanishes in the common unit
    // (grades 3 and 10^6 under exponential gain: s = 999040, and the gain 7 of grade 3 is 0 in
    // units of 2^s). Empty otherwise: the rows are at their true size.
    QList<TrueSizeRow> trueSizes;

    bool hasWarning(WarningKind kind) const;
    // A term of row `row` (0-based) at its true size: from trueSizes when the gains are scaled,
    // otherwise the row's own value in units of 2^gainScaleLog2.
    TrueSize trueSize(int row, Term term) const;
    // DCG@k and IDCG@k at their true size.
    TrueSize dcgTrueSize() const;
    TrueSize idcgTrueSize() const;
    friend bool operator==(const Breakdown &, const Breakdown &) = default;
};

// An error as a value: what went wrong, and where when it came from a file.
struct Error
{
    Error() = default;
    explicit Error(QString message, QString file = {}, int line = 0, int column = 0)
        : message(std::move(message))
        , file(std::move(file))
        , line(line)
        , column(column)
    { }
    QString message;
    QString file; // empty when not from a file
    int line = 0; // 1-based, 0 when unknown
    int column = 0; // 1-based, 0 when unknown
    QString toString() const; // "FILE:LINE:COLUMN: message" with the parts that are known
    friend bool operator==(const Error &, const Error &) = default;
};

template<typename T> class Result
{
public:
    Result(T value)
        : m_data(std::move(value))
    { }
    Result(Error error)
        : m_data(std::move(error))
    { }
    bool ok() const { return std::holds_alternative<T>(m_data); }
    explicit operator bool() const { return ok(); }
    const T &value() const { return std::get<T>(m_data); }
    T &value() { return std::get<T>(m_data); }
    const T &operator*() const { return value(); }
    const T *operator->() const { return &value(); }
    const Error &error() const { return std::get<Error>(m_data); }

private:
    std::variant<T, Error> m_data;
};

// The gain of one grade under the settings (negative grades: 0 under NegativeGrades::Zero).
// Unscaled: for g >= 1024 with exponential gain this is inf; explain() scales instead. To order
// items by gain use gainOrderKey(), which never overflows.
double gainOf(double grade, const Settings &settings);
// A key that orders grades as their gains do (higher key, higher gain; equal gains, equal keys),
// finite for every finite grade: the grade for linear and exponential gain (0 for a negative
// one), the mapped gain for a custom map.
double gainOrderKey(double grade, const Settings &settings);
// The ideal ordering of these grades, the one explain() builds: the indices of the grades the
// ideal takes (negative grades are left out), highest gain first (by gainOrderKey), equal gains
// in the given order.
std::vector<int> idealOrder(std::span<const double> grades, const Settings &settings);
// The discount factor d(i) for a 1-based position.
double discountAt(int position, const Settings &settings);

// NDCG from DCG and IDCG: their quotient, or when IDCG = 0 what the zero-IDCG rule says (0, 1,
// or nullopt for undefined). Every NDCG the app computes goes through here.
std::optional<double> ndcgRatio(double dcg, double idcg, ZeroIdcg rule);

// The whole breakdown. Fails only when the settings are invalid or a negative grade meets
// NegativeGrades::Reject.
Result<Breakdown> explain(const Ranking &ranking, const Settings &settings);

} // namespace Ndcg
