#pragma once

// trec_eval's numbers, exactly: num_q, num_ret, num_rel, num_rel_ret, map, recip_rank, P.k,
// recall.k, ndcg (linear gain or a gain map) and ndcg_cut.k, printed line for line as
// trec_eval 10 prints them (`measure<pad to 22>\tqid\tvalue`, measures in trec_eval's order,
// queries in qid byte order, then the `all` lines).
//
// How trec_eval computes them (and so do we, operation for operation, so that every double
// is bit-identical): a query's run lines are sorted by score descending, then docno
// descending (byte order), and cut at -M; each retrieved document gets its grade, -1 when
// unjudged, -2 when judged negative; relevant means grade >= -l. ndcg sums
// gain / log2(i + 2) over ranks and over the ideal (judged grades with positive gain, highest
// first); ndcg_cut does the same with linear gain and both sums cut at k. The `all` value is
// the sum over queries in order divided by num_q (sums for num_ret, num_rel, num_rel_ret).
//
// Speed: the run is read through mapped windows and scanned on every core, each range of
// whole queries evaluated where it is read; the per-query values are summed in query order
// afterwards, so the output does not depend on the number of threads.

#include "ranking.h"
#include "trecfiles.h"

#include <QStringList>

#include <cstdint>
#include <functional>
#include <limits>
#include <utility>
#include <vector>

namespace Ndcg::Trec {

// The measures of one evaluation and their parameters (trec_eval's -m).
struct MeasureSet
{
    bool runid = false;
    bool numQ = false;
    bool numRet = false;
    bool numRel = false;
    bool numRelRet = false;
    bool map = false;
    bool recipRank = false;
    bool precision = false;
    std::vector<std::int64_t> precisionCutoffs {5, 10, 15, 20, 30, 100, 200, 500, 1000};
    bool recall = false;
    std::vector<std::int64_t> recallCutoffs {5, 10, 15, 20, 30, 100, 200, 500, 1000};
    bool ndcg = false;
    QString ndcgParameters; // the gain map as written ("1=3,2=9"); empty: linear gain
    std::vector<std::pair<std::int64_t, double>> ndcgGains; // in the order written
    bool ndcgCut = false;
    std::vector<std::int64_t> ndcgCutoffs {5, 10, 15, 20, 30, 100, 200, 500, 1000};
};

// The measure names `eval -m` accepts, and the nicknames `official` (the default) and
// `all_trec`, which select the supported measures of trec_eval's sets.
QStringList supportedMeasures();

// "-m" arguments as trec_eval reads them: `name` or `name.params`; the first parameters given
// for a measure win; cutoffs are sorted. No argument: trec_eval's default set.
Result<MeasureSet> parseMeasures(const QStringList &specs);

struct EvalOptions
{
    MeasureSet measures;
    std::int64_t relevanceLevel = 1; // -l
    std::int64_t maxDepth = std::numeric_limits<std::int64_t>::max(); // -M
    bool perQuery = false; // -q
    bool complete = false; // -c
    int threads = 0; // 0: one per core; 1: the serial path
    qint64 minBytesPerThread = 4 * 1024 * 1024; // smaller runs are read by fewer threads
    // Asked between windows of a few MB of the run, from the reading threads: true stops the
    // read with cancelledError() (trecfiles.h). Must be thread-safe (an atomic flag's load).
    std::function<bool()> cancelled;
};

// trec_eval's exit status when it cannot compute a measure ("Can't calculate measure").
constexpr int cannotComputeStatus = 4;

// The whole output of `trec_eval [options] QRELS RUN` for the supported measures. Where
// trec_eval itself fails (a query whose judgments are all negative, see treceval.cpp), an
// error naming the qrels line, and *trecExitStatus set to cannotComputeStatus (otherwise 0).
// A qrels query the run lacks is left out unless options.complete, as trec_eval 9.0.8 does
// (trec_eval 10.0 stops on it with exit status 4 and "result qid '...' not found in qrels").
Result<QByteArray> evaluate(const Qrels &qrels, const QString &runPath, const EvalOptions &options,
    int *trecExitStatus = nullptr);

// One query of a run as a Ranking for the explain view: the retrieved documents in
// trec_eval's order (cut at maxDepth) with their docno as label, their score and their grade
// (0 when unjudged), and every other judged document of the query as unretrieved.
Result<Ranking> rankingForQuery(const Qrels &qrels, const QString &runPath, const QString &qid,
    std::int64_t maxDepth = std::numeric_limits<std::int64_t>::max());

// The per-query values behind evaluate(), for comparing runs (runcomparison.h): the columns
// evaluate() prints, by the names it prints ("map", "P_10"; runid and num_q have no per-query
// value), one row per query of the qrels. A query the run lacks is scored as -c scores it (an
// empty ranking) and marked so in inRun. options.perQuery is ignored; options.complete only
// decides, as in evaluate(), which queries trec_eval would evaluate and so whether it could
// compute them (else the same error as evaluate(), *trecExitStatus set to cannotComputeStatus).
struct QueryValues
{
    std::vector<std::string> columns;
    std::vector<double> values; // qrels queries × columns, row by row
    std::vector<char> inRun; // per query of the qrels: the run has lines for it
    std::string runid; // the tag of the run's last line
};
Result<QueryValues> evaluateQueries(const Qrels &qrels, const QString &runPath,
    const EvalOptions &options, int *trecExitStatus = nullptr);
// evaluateQueries() of every run, read together: the runs' ranges shared among the options'
// threads, so that a larger run does not keep one thread busy while the others wait. Each
// run's values or error, as evaluateQueries() gives them alone; the exit statuses likewise.
std::vector<Result<QueryValues>> evaluateQueriesOfEach(const Qrels &qrels,
    const QStringList &runPaths, const EvalOptions &options,
    std::vector<int> *trecExitStatuses = nullptr);

} // namespace Ndcg::Trec
