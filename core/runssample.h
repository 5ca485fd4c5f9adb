#pragma once

// The bundled runs sample (resources/runs, written by tools/make-runs-sample.py; the Qt resource
// :/runs/ of ndcg_core): qrels of 40 TREC queries and two runs, bm25 (the baseline, A) and a
// reranker (B). Read by the Evaluate runs window, by lessons (a runs scene, a query of the
// sample as a scenario) and by `ndcg-cli lesson`.
//
// Data flow: :/runs/* --copied once to a folder of the process--> Qrels::load(),
// rankingForQuery(), compareRuns() with compare's defaults (as the window compares them).

#include "runcomparison.h"
#include "scenario.h"
#include "trecfiles.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace Ndcg::Trec {

// trec_eval's NDCG conventions (as File → Import → TREC query) with k from a measure's column
// name: "ndcg_cut_10" and "P_10" give 10, "map" and "ndcg" the whole ranking.
Settings trecSettings(const QString &measure);

// The file names of the sample: "sample.qrels", "bm25.run", "rerank.run".
QStringList runsSampleFiles();
// The measures the Evaluate runs window compares (as `compare -m` spells them) and their
// columns' names ("map", "recip_rank", "P_10", "ndcg", "ndcg_cut_10").
QStringList runsSampleMeasureSpecs();
QStringList runsSampleMeasures();

// The sample's files copied to a folder of this process (made once; the runs are read by path):
// the paths of the qrels, bm25.run and rerank.run.
Result<QStringList> runsSamplePaths();
// The sample's qrels (read once) and their query ids in file order.
Result<std::shared_ptr<const Qrels>> runsSampleQrels();
QStringList runsSampleQueries();
// One query of the sample as a scenario: bm25 as A, rerank as B, under trecSettings(measure).
Result<Scenario> runsSampleScenario(const QString &qid, const QString &measure);
// The sample compared as `ndcg-cli compare` compares it by default and as the window shows it
// (bm25 the baseline; paired t-test, Holm, α = 0.05, seed 1): computed once.
Result<RunComparison> runsSampleComparison();

} // namespace Ndcg::Trec
