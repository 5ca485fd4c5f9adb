#pragma once

// Comparing whole systems (issue 13): qrels + N runs -> each run's per-query values of the
// measures `eval` computes, their means over one common set of queries, and for every run but
// the baseline the per-query differences from it with a paired significance test, a bootstrap
// interval of the mean difference and win/tie/loss counts; Holm–Bonferroni across the runs.
//
// Data flow: Qrels + run files --evaluateQueries() (treceval.h), one run at a time-->
// per-query values --the query set (below)--> RunComparison --comparisonformat.h--> text,
// JSON, CSV, Markdown, LaTeX.
//
// The query set. Runs often lack some judged queries (a failed query, a truncated file):
//  - by default a query enters when every run has it (and the qrels judge it): a paired test
//    needs one value per run; the queries left out are reported in `notes`;
//  - with CompareOptions::eval.complete (-c, as eval) every query of the qrels enters, and a
//    query a run lacks scores as an empty ranking (0), exactly as `eval -c` averages it.
// Queries of a run that the qrels do not judge are ignored, as eval ignores them.
//
// Run names are the file names (QFileInfo::fileName(): "bm25.run"), which the user typed and
// which tell runs apart even when their tag columns are equal; runs whose file names are equal
// are named by their paths as given. A byte of a name that is not UTF-8 is shown as \xE9
// (escapedName()), so that names differing only there stay apart. The same file given twice
// (the same path, or two paths to the same device and inode: a hard or symbolic link) is an
// error.

#include "significance.h"
#include "treceval.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace Ndcg::Trec {

enum class PairedTest { T, Wilcoxon, Randomization };
enum class Correction { Holm, None };

// The significance levels compare accepts: the confidence 1 − alpha of the intervals, written
// as a percentage with up to 12 significant digits, is then a level from 50% to 99.9999%
// (never "100%" for alpha = 1e-320 nor "1.11022e-14%" for alpha near 1).
inline constexpr double minAlpha = 1e-6;
inline constexpr double maxAlpha = 0.5;

struct CompareOptions
{
    // measures (-m), -l, -M, threads; eval.complete is -c (above); eval.cancelled (when set) is
    // asked while the runs are read (every few MB), between the phases, every 1024 sign
    // patterns of the randomization test and every bootstrap block: once it returns true,
    // compareRuns() returns cancelledError() (trecfiles.h) within about one such step.
    EvalOptions eval;
    int baseline = 0; // index of the baseline among the runs
    PairedTest test = PairedTest::T;
    double alpha = 0.05; // significance level, minAlpha..maxAlpha; the interval is at 1 − alpha
    Correction correction = Correction::Holm;
    std::int64_t permutations = 10000; // randomization test beyond Stats::exactLimit queries
    std::int64_t resamples = 10000; // bootstrap interval
    std::uint64_t seed = 1; // of both; each comparison starts from it
};

// Measures compare() uses when no -m is given.
QStringList defaultCompareMeasures();

// The run names (see above) for the paths as given, or an error naming a file given twice.
Result<QStringList> runNames(const QStringList &paths);
// `path` (from pathFromBytes(), fileinput.h) with each byte that is not UTF-8 written as \xE9.
QString escapedName(const QString &path);

struct ComparedRun
{
    QString path;
    QString name;
    QString runid; // its tag column (last line), as trec_eval's runid
    int judgedQueries = 0; // queries of the qrels the run has
    QStringList missing; // queries of the comparison's universe the run lacks
};

// One run against the baseline on one measure, over the compared queries: d = run − baseline
// per query (Stats::pairedDifferences).
struct Difference
{
    double mean = Stats::notComputed; // mean of d = difference of the two means
    Stats::Interval interval; // percentile bootstrap, level 1 − alpha
    double statistic = Stats::notComputed; // t; Wilcoxon's T; the mean d for randomization
    double pValue = Stats::notComputed; // two-sided
    double adjustedP = Stats::notComputed; // Holm over the runs (= pValue without correction)
    bool significant = false; // adjustedP < alpha
    int direction = 0; // +1 the run is higher, −1 lower (the test's sign)
    // Wilcoxon / randomization: p counts sign patterns exactly (Wilcoxon: its exact distribution
    // or, up to 13 queries with ties or zeros, every sign flip), not an approximation or a sample
    bool exact = false;
    std::int64_t permutations = 0; // randomization: sign patterns counted
    Stats::WinTieLoss counts;
};

struct RunComparison
{
    CompareOptions options;
    QString qrelsFile;
    std::vector<ComparedRun> runs;
    QStringList measures; // the columns, by eval's names ("P_10")
    QStringList queries; // compared, in the qrels' (byte) order
    int universe = 0; // queries some run has (-c: every qrels query)
    // values[run][measure][query]: each run's per-query values over `queries`.
    std::vector<std::vector<std::vector<double>>> values;
    std::vector<std::vector<double>> means; // [run][measure]
    // differences[run][measure]; the baseline's row holds default (NaN) entries.
    std::vector<std::vector<Difference>> differences;
    QStringList notes; // the queries runs lack and what was done with them, for the user
};

// runPaths: two or more runs; names: runNames(runPaths). Errors: a file's first bad line
// (FILE:LINE), a run without any judged query, no query common to every run (without -c), no
// measure with per-query values, and where eval stops because trec_eval cannot compute a
// measure (evaluateQueries(), treceval.h): then *trecExitStatus is cannotComputeStatus (else 0).
// Cancelled (options.eval.cancelled): cancelledError(), nothing else; the caller knows it by its
// own flag.
Result<RunComparison> compareRuns(const Qrels &qrels, const QStringList &runPaths,
    const QStringList &names, const CompareOptions &options, int *trecExitStatus = nullptr);

} // namespace Ndcg::Trec
