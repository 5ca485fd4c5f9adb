#pragma once

// The model of the "Evaluate runs" window (issue 13): one qrels file and two or more TREC runs,
// compared exactly as `ndcg-cli compare` compares them (Ndcg::Trec::compareRuns() with the
// CLI's defaults: Holm–Bonferroni, α = 0.05, 10,000 permutations and resamples, seed 1), over
// the measures of measureSpecs().
//
// Data flow: a request (qrels, runs, test, baseline, how to treat queries some run lacks)
// --worker thread: Qrels::load(), each new run read once with the TREC reader in chunks (the
// progress and the place where Cancel stops it; a bad line is reported as FILE:LINE), then
// compareRuns()--> a RunComparison --> the window's table, charts and sentence. A request
// replaces the committed state only when it succeeds: a failure (failed()) or Cancel leaves the
// inputs, options and comparison exactly as they were, so nothing is ever half-loaded.
//
// Cancel stops the reading at once (the next chunk) and compareRuns() within a step (a few MB
// of a run, 1024 sign patterns, a bootstrap block); either way the job's result is dropped and
// the window is usable at once. One request at a time: requests made while busy are refused
// (false).
//
// A query of the comparison becomes a scenario for the main window's two-ranking view:
// ranking A is the baseline's ranking of that query, B the compared run's, each with the
// query's judgments as grades and the judged documents it did not retrieve, under trec_eval's
// conventions (linear gain, log2 discount, the judged pool as the ideal; k from the measure).

#include "runcomparison.h"
#include "scenario.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

class QTemporaryDir;
class QThread;
class QTimer;

class RunsModel : public QObject
{
    Q_OBJECT
public:
    enum class MissingQueries { LeaveOut, CountAsZero };
    struct Inputs
    {
        QString qrels;
        QStringList runs;
        friend bool operator==(const Inputs &, const Inputs &) = default;
    };
    struct Options
    {
        Ndcg::Trec::PairedTest test = Ndcg::Trec::PairedTest::Randomization;
        int baseline = 0; // index into the runs
        MissingQueries missing = MissingQueries::LeaveOut;
        friend bool operator==(const Options &, const Options &) = default;
    };

    explicit RunsModel(QObject *parent = nullptr);
    ~RunsModel() override;

    // The measures every comparison computes, as `-m` arguments of ndcg-cli compare.
    static QStringList measureSpecs();
    // The CompareOptions of a request: the CLI's defaults with these measures, test, baseline
    // and -c.
    static Ndcg::Trec::CompareOptions compareOptions(const Options &options);

    // The committed state.
    const Inputs &inputs() const { return m_inputs; }
    const Options &options() const { return m_options; }
    const std::optional<Ndcg::Trec::RunComparison> &comparison() const { return m_comparison; }
    bool isSample() const; // the inputs are the bundled sample
    // Judged queries some run has and another lacks (in the committed comparison).
    bool queriesDiffer() const;
    // The run compared with the baseline in the charts and the sentence, and the measure shown.
    int comparedRun() const { return m_compared; }
    int measure() const { return m_measure; }
    void setComparedRun(int run);
    void setMeasure(int measure);

    // Requests. Each returns false when refused at once (busy, nothing to do, a run given
    // twice: failed() says why); otherwise the work runs on a thread and ends in changed(),
    // failed() or, after cancel(), cancelled().
    bool setQrels(const QString &path);
    bool addRuns(const QStringList &paths);
    bool removeRun(int index);
    bool load(const Inputs &inputs); // with the default options
    bool load(const Inputs &inputs, const Options &options);
    bool setTest(Ndcg::Trec::PairedTest test);
    bool setBaseline(int run);
    bool setMissingQueries(MissingQueries missing);
    // The bundled sample (resources/runs): copied from :/runs to a folder of this model's own.
    bool openSample();
    bool openSampleWith(const Options &options); // with these options (a lesson's t-test)
    void cancel();

    bool isBusy() const { return m_job != nullptr; }
    // 0..1 while reading the files; -1 while comparing (no measure of progress).
    double progress() const { return m_progress; }
    QString progressText() const { return m_progressText; }

    // Query q of the comparison (an index into comparison()->queries) for the two-ranking view:
    // A the baseline's ranking, B the compared run's; `name` a title for the window, made of
    // `nameParts` (the query, run A, run B) by queryName().
    Ndcg::Result<Ndcg::Scenario> scenarioForQuery(
        int query, QString *name = nullptr, QStringList *nameParts = nullptr) const;
    // "query 401: bm25 (A) and dense (B)" in the current language, from the query's id and the
    // two runs' names: made again after a change of language.
    static QString queryName(const QStringList &nameParts);
    // The same on a thread, for runs too large to read while the window waits: queryRead() or
    // queryFailed() follows. False when there is no such query or one is being read.
    bool requestQuery(int query);
    bool isReadingQuery() const { return m_readingQuery; }
    // The test's result in words for the compared run and measure.
    QString sentence() const;
    // The column of comparison()->measures shown first: ndcg_cut_10.
    static int defaultMeasure(const Ndcg::Trec::RunComparison &comparison);

    // Sets of files loaded before (QSettings, most recent first, at most 8): qrels then runs.
    static QList<Inputs> recentSets();
    static void addRecentSet(const Inputs &inputs);

    // Tests: called on the worker after each chunk of a run is read (done and total bytes).
    using ChunkHook = std::function<void(qint64 done, qint64 total)>;
    static void setChunkHookForTesting(ChunkHook hook);

signals:
    void changed(); // the committed state: inputs, options, comparison
    void comparedChanged(); // the compared run or the measure shown
    void busyChanged(bool busy);
    void progressChanged();
    void failed(const QString &message);
    void cancelled();
    void queryRead(
        const Ndcg::Scenario &scenario, const QString &name, const QStringList &nameParts);
    void queryFailed(const QString &message);

private:
    struct Job;
    // What reading one query needs, copied so that a thread can read it while the model moves on.
    struct QueryRequest
    {
        std::shared_ptr<const Ndcg::Trec::Qrels> qrels;
        QString pathA;
        QString pathB;
        QString qid;
        QString measure;
        QString name;
        QStringList nameParts; // the query, run A, run B
    };
    std::optional<QueryRequest> queryRequest(int query) const;
    static Ndcg::Result<Ndcg::Scenario> readQuery(const QueryRequest &request);
    bool start(const Inputs &inputs, const Options &options);
    void finish(const std::shared_ptr<Job> &job);
    void pollProgress();
    bool refuse(const QString &message);

    Inputs m_inputs;
    Options m_options;
    std::optional<Ndcg::Trec::RunComparison> m_comparison;
    std::shared_ptr<const Ndcg::Trec::Qrels> m_qrels;
    QStringList m_scanned; // runs read without error since the qrels were loaded
    int m_compared = -1;
    int m_measure = 0;
    std::shared_ptr<Job> m_job;
    bool m_readingQuery = false;
    QList<QThread *> m_threads; // running, cancelled ones too: waited for on destruction
    QTimer *m_poll = nullptr;
    double m_progress = 0.0;
    QString m_progressText;
    std::unique_ptr<QTemporaryDir> m_sampleDir;
};
