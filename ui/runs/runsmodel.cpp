#include "runsmodel.h"

#include "document/settingsstore.h"
#include "fileinput.h"
#include "plurals.h"
#include "runssample.h"
#include "treceval.h"
#include "trecfiles.h"
#include "workbench/displayformat.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <thread>
#include <utility>

namespace {

using Ndcg::Trec::PairedTest;

RunsModel::ChunkHook &chunkHook()
{
    static RunsModel::ChunkHook hook;
    return hook;
}

constexpr qint64 chunkBytes = 4 * 1024 * 1024;
constexpr int maxRecentSets = 8;
const char recentKey[] = "runs/recentSets";

// trec_eval's NDCG conventions, k from a measure's column name (runssample.h).
using Ndcg::Trec::trecSettings;

QString pPhrase(double p)
{
    if (p < 0.001)
        return QStringLiteral("p < 0.001");
    return QStringLiteral("p = ") + DisplayFormat::fixed(p);
}

// A difference as the window writes numbers (DisplayFormat), with "+" before a positive one.
// A tiny one is written at its size ("-9.901×10⁻⁵"), never as "-0.000".
QString signedNumber(double v)
{
    const QString text = DisplayFormat::fixed(v);
    return v > 0 ? QLatin1Char('+') + text : text;
}

} // namespace

struct RunsModel::Job
{
    Inputs inputs;
    Options options;
    std::shared_ptr<const Ndcg::Trec::Qrels> qrels; // already loaded: the same qrels file
    QStringList scanned; // runs read before against these qrels
    std::atomic<bool> cancel {false};
    // Set before the worker starts: the runs to read (indices into inputs.runs) and their sizes.
    std::vector<qsizetype> toScan;
    std::vector<qint64> sizes;
    // Progress: the phase (-1 the qrels, 0 reading the runs, 1 comparing) and the bytes read of
    // each run of toScan.
    std::atomic<int> phase {-1};
    std::unique_ptr<std::atomic<qint64>[]> done;
    // Written by the worker before it ends, read after QThread::finished.
    std::optional<Ndcg::Error> error;
    bool stopped = false;
    std::optional<Ndcg::Trec::RunComparison> comparison;

    void run();
    Ndcg::Result<bool> scanRun(const QString &path, std::atomic<qint64> &read);
};

// Reads one run as the TREC reader reads it (every line checked, the first problem as
// FILE:LINE), in chunks: memory stays at one chunk and one query's lines, and Cancel stops it
// between chunks.
Ndcg::Result<bool> RunsModel::Job::scanRun(const QString &path, std::atomic<qint64> &read)
{
    QFile input;
    if (const QString problem = Ndcg::openForReading(input, path); !problem.isEmpty()) {
        return Ndcg::Error {
            QCoreApplication::translate("Ndcg::Trec", "cannot open the run file: %1").arg(problem),
            Ndcg::displayPath(path)};
    }
    const qint64 total = input.size();
    bool judged = false;
    Ndcg::Trec::RunScanner scanner(
        path, [&](std::string_view qid, const std::vector<Ndcg::Trec::RunLine> &) {
            judged = judged || (qrels && qrels->queryIndex(qid) >= 0);
        });
    QByteArray pending;
    while (true) {
        if (cancel)
            return false;
        const QByteArray chunk = input.read(chunkBytes);
        if (input.error() != QFileDevice::NoError) {
            return Ndcg::Error {
                QCoreApplication::translate("Ndcg::Trec", "cannot read the run file: %1")
                    .arg(input.errorString()),
                Ndcg::displayPath(path)};
        }
        const bool last = chunk.isEmpty();
        pending += chunk;
        const auto consumed
            = scanner.feed(pending.constData(), pending.constData() + pending.size(), last);
        scanner.detach();
        if (!consumed)
            return consumed.error();
        pending.remove(0, qsizetype(*consumed));
        read += chunk.size();
        if (chunkHook())
            chunkHook()(read, total);
        if (last)
            break;
    }
    scanner.finish();
    if (qrels && scanner.sawLines() && !judged) {
        // eval's and compare's words (the same translation).
        return Ndcg::Error {
            QCoreApplication::translate("Ndcg::Trec", "no query of the run has judgments in %1")
                .arg(qrels->fileName()),
            path};
    }
    return true;
}

void RunsModel::Job::run()
{
    if (!inputs.qrels.isEmpty() && !qrels) {
        // Cancel stops the read too (within a chunk of a few MB).
        auto loaded = Ndcg::Trec::Qrels::load(
            inputs.qrels, Ndcg::Trec::GradeReading::Integer, [this] { return cancel.load(); });
        if (cancel) {
            stopped = true;
            return;
        }
        if (!loaded) {
            error = loaded.error();
            return;
        }
        qrels = std::make_shared<const Ndcg::Trec::Qrels>(std::move(loaded.value()));
    }
    if (cancel) {
        stopped = true;
        return;
    }
    // The runs side by side, one thread each up to the cores; every run is read to its end or
    // its first error, and the first error in the runs' order is reported (as compare does).
    phase = 0;
    std::vector<std::optional<Ndcg::Error>> errors(toScan.size());
    const std::size_t workers = std::min<std::size_t>(
        toScan.size(), std::clamp(std::thread::hardware_concurrency(), 1U, 4U));
    const auto work = [&](std::size_t worker) {
        for (std::size_t i = worker; i < toScan.size() && !cancel; i += workers) {
            // at(), never the non-const operator[]: that detaches the list the other readers
            // (and the window's progress) read at the same time.
            const auto result = scanRun(inputs.runs.at(toScan[i]), done[i]);
            if (!result)
                errors[i] = result.error();
        }
    };
    if (workers <= 1) {
        work(0);
    } else {
        std::vector<std::thread> threads;
        for (std::size_t w = 0; w < workers; ++w)
            threads.emplace_back(work, w);
        for (std::thread &thread : threads)
            thread.join();
    }
    if (cancel) {
        stopped = true;
        return;
    }
    for (const auto &e : errors) {
        if (e) {
            error = *e;
            return;
        }
    }
    if (!qrels || inputs.runs.size() < 2)
        return;
    phase = 1;
    const auto names = Ndcg::Trec::runNames(inputs.runs);
    if (!names) {
        error = names.error();
        return;
    }
    // Cancel stops the comparison too (within a few MB of a run, 1024 sign patterns or one
    // bootstrap block).
    Ndcg::Trec::CompareOptions compare = compareOptions(options);
    compare.eval.cancelled = [this] { return cancel.load(); };
    auto compared = Ndcg::Trec::compareRuns(*qrels, inputs.runs, *names, compare);
    if (cancel) {
        stopped = true;
        return;
    }
    if (!compared) {
        error = compared.error();
        return;
    }
    comparison = std::move(compared.value());
}

RunsModel::RunsModel(QObject *parent)
    : QObject(parent)
{
    m_poll = new QTimer(this);
    m_poll->setInterval(100);
    connect(m_poll, &QTimer::timeout, this, &RunsModel::pollProgress);
}

RunsModel::~RunsModel()
{
    // Threads still reading or comparing stop at their next chunk or step.
    if (m_job)
        m_job->cancel = true;
    for (QThread *thread : std::as_const(m_threads)) {
        thread->wait();
        delete thread;
    }
}

QStringList RunsModel::measureSpecs()
{
    return {QStringLiteral("map"), QStringLiteral("recip_rank"), QStringLiteral("P.10"),
        QStringLiteral("ndcg"), QStringLiteral("ndcg_cut.10")};
}

Ndcg::Trec::CompareOptions RunsModel::compareOptions(const Options &options)
{
    Ndcg::Trec::CompareOptions o; // the CLI's defaults: Holm, α 0.05, 10,000, seed 1
    o.eval.measures = Ndcg::Trec::parseMeasures(measureSpecs()).value();
    o.eval.complete = options.missing == MissingQueries::CountAsZero;
    o.baseline = options.baseline;
    o.test = options.test;
    return o;
}

bool RunsModel::queriesDiffer() const
{
    if (!m_comparison)
        return false;
    for (const Ndcg::Trec::ComparedRun &run : m_comparison->runs) {
        if (!run.missing.isEmpty())
            return true;
    }
    return false;
}

void RunsModel::setComparedRun(int run)
{
    if (!m_comparison || run < 0 || run >= int(m_comparison->runs.size())
        || run == m_options.baseline || run == m_compared)
        return;
    m_compared = run;
    emit comparedChanged();
}

void RunsModel::setMeasure(int measure)
{
    if (!m_comparison || measure < 0 || measure >= m_comparison->measures.size()
        || measure == m_measure)
        return;
    m_measure = measure;
    emit comparedChanged();
}

bool RunsModel::refuse(const QString &message)
{
    emit failed(message);
    return false;
}

bool RunsModel::setQrels(const QString &path)
{
    Inputs inputs = m_inputs;
    inputs.qrels = path;
    return start(inputs, m_options);
}

bool RunsModel::addRuns(const QStringList &paths)
{
    Inputs inputs = m_inputs;
    inputs.runs += paths;
    return start(inputs, m_options);
}

bool RunsModel::removeRun(int index)
{
    if (index < 0 || index >= m_inputs.runs.size())
        return false;
    Inputs inputs = m_inputs;
    inputs.runs.removeAt(index);
    Options options = m_options;
    if (index < options.baseline)
        --options.baseline;
    else if (index == options.baseline)
        options.baseline = 0;
    return start(inputs, options);
}

bool RunsModel::load(const Inputs &inputs)
{
    return start(inputs, Options {});
}

bool RunsModel::load(const Inputs &inputs, const Options &options)
{
    return start(inputs, options);
}

bool RunsModel::setTest(Ndcg::Trec::PairedTest test)
{
    Options options = m_options;
    options.test = test;
    return options == m_options ? false : start(m_inputs, options);
}

bool RunsModel::setBaseline(int run)
{
    Options options = m_options;
    options.baseline = run;
    return options == m_options ? false : start(m_inputs, options);
}

bool RunsModel::setMissingQueries(MissingQueries missing)
{
    Options options = m_options;
    options.missing = missing;
    return options == m_options ? false : start(m_inputs, options);
}

bool RunsModel::openSample()
{
    return openSampleWith(Options {});
}

bool RunsModel::openSampleWith(const Options &options)
{
    if (isBusy())
        return false;
    // One folder for the model's life: a comparison shown may still read its files.
    if (!m_sampleDir)
        m_sampleDir = std::make_unique<QTemporaryDir>();
    const QStringList files {
        QStringLiteral("sample.qrels"), QStringLiteral("bm25.run"), QStringLiteral("rerank.run")};
    for (const QString &file : files) {
        const QString target = m_sampleDir->filePath(file);
        if (QFileInfo::exists(target))
            continue;
        if (!m_sampleDir->isValid() || !QFile::copy(QStringLiteral(":/runs/") + file, target))
            return refuse(
                tr("The sample data could not be copied to %1.").arg(m_sampleDir->path()));
        QFile::setPermissions(target, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    }
    return start(Inputs {m_sampleDir->filePath(files[0]),
                     {m_sampleDir->filePath(files[1]), m_sampleDir->filePath(files[2])}},
        options);
}

bool RunsModel::isSample() const
{
    return m_sampleDir && !m_inputs.qrels.isEmpty()
        && QFileInfo(m_inputs.qrels).absolutePath() == QDir(m_sampleDir->path()).absolutePath();
}

bool RunsModel::start(const Inputs &inputs, const Options &givenOptions)
{
    if (isBusy())
        return false;
    if (inputs.runs.size() >= 2) {
        if (const auto names = Ndcg::Trec::runNames(inputs.runs); !names)
            return refuse(names.error().message);
    }
    Options options = givenOptions;
    if (options.baseline < 0 || options.baseline >= std::max<qsizetype>(1, inputs.runs.size()))
        options.baseline = 0;
    auto job = std::make_shared<Job>();
    job->inputs = inputs;
    job->options = options;
    if (inputs.qrels == m_inputs.qrels && m_qrels) {
        job->qrels = m_qrels;
        job->scanned = m_scanned;
    }
    for (qsizetype r = 0; r < inputs.runs.size(); ++r) {
        if (!job->scanned.contains(inputs.runs[r])) {
            job->toScan.push_back(r);
            job->sizes.push_back(QFileInfo(inputs.runs[r]).size());
        }
    }
    job->done = std::make_unique<std::atomic<qint64>[]>(job->toScan.size());
    QThread *thread = QThread::create([job] { job->run(); });
    m_threads.append(thread);
    connect(thread, &QThread::finished, this, [this, thread, job] {
        m_threads.removeOne(thread);
        thread->deleteLater();
        finish(job);
    });
    m_job = job;
    m_progress = 0.0;
    m_progressText = tr("Reading…");
    thread->start();
    m_poll->start();
    emit busyChanged(true);
    emit progressChanged();
    return true;
}

void RunsModel::cancel()
{
    if (!m_job)
        return;
    m_job->cancel = true;
    m_job.reset(); // its thread ends on its own; its result is dropped
    m_poll->stop();
    emit busyChanged(false);
    emit cancelled();
}

void RunsModel::pollProgress()
{
    if (!m_job)
        return;
    const int phase = m_job->phase;
    if (phase < 0) {
        m_progress = 0.0;
        m_progressText = tr("Reading the qrels %1…").arg(QFileInfo(m_job->inputs.qrels).fileName());
    } else if (phase == 0) {
        qint64 done = 0;
        qint64 total = 0;
        for (std::size_t i = 0; i < m_job->toScan.size(); ++i) {
            done += m_job->done[i];
            total += m_job->sizes[i];
        }
        const double share = total > 0 ? std::clamp(double(done) / double(total), 0.0, 1.0) : 0.0;
        m_progress = share;
        m_progressText = m_job->toScan.size() == 1
            ? tr("Reading %1… %2%")
                  .arg(QFileInfo(m_job->inputs.runs.at(m_job->toScan.front())).fileName())
                  .arg(int(share * 100))
            : tr("Reading %n runs… %1%", nullptr, int(m_job->toScan.size())).arg(int(share * 100));
    } else {
        m_progress = -1.0;
        m_progressText = tr("Evaluating every query and testing the differences…");
    }
    emit progressChanged();
}

void RunsModel::finish(const std::shared_ptr<Job> &job)
{
    if (job != m_job)
        return; // cancelled: nothing changes
    m_job.reset();
    m_poll->stop();
    if (job->error) {
        emit busyChanged(false);
        emit failed(job->error->toString());
        return;
    }
    m_inputs = job->inputs;
    m_options = job->options;
    m_qrels = job->qrels;
    m_scanned = job->inputs.runs;
    const bool hadComparison = m_comparison.has_value();
    m_comparison = std::move(job->comparison);
    if (m_comparison) {
        const int runs = int(m_comparison->runs.size());
        if (m_compared < 0 || m_compared >= runs || m_compared == m_options.baseline)
            m_compared = m_options.baseline == 0 ? 1 : 0;
        if (!hadComparison || m_measure < 0 || m_measure >= m_comparison->measures.size())
            m_measure = defaultMeasure(*m_comparison);
        if (!isSample())
            addRecentSet(m_inputs);
    } else {
        m_compared = -1;
    }
    emit busyChanged(false);
    emit changed();
    emit comparedChanged();
}

int RunsModel::defaultMeasure(const Ndcg::Trec::RunComparison &comparison)
{
    return int(std::max<qsizetype>(0, comparison.measures.indexOf(QStringLiteral("ndcg_cut_10"))));
}

std::optional<RunsModel::QueryRequest> RunsModel::queryRequest(int query) const
{
    if (!m_comparison || !m_qrels || query < 0 || query >= m_comparison->queries.size()
        || m_compared < 0)
        return std::nullopt;
    const Ndcg::Trec::RunComparison &c = *m_comparison;
    const auto base = std::size_t(c.options.baseline);
    const auto run = std::size_t(m_compared);
    QueryRequest r;
    r.qrels = m_qrels;
    r.pathA = c.runs[base].path;
    r.pathB = c.runs[run].path;
    r.qid = c.queries[query];
    r.measure = c.measures.value(m_measure);
    r.nameParts = {r.qid, c.runs[base].name, c.runs[run].name};
    r.name = queryName(r.nameParts);
    return r;
}

Ndcg::Result<Ndcg::Scenario> RunsModel::readQuery(const QueryRequest &request)
{
    Ndcg::Scenario scenario;
    for (const int side : {0, 1}) {
        const QString &path = side == 0 ? request.pathA : request.pathB;
        auto ranking = Ndcg::Trec::rankingForQuery(*request.qrels, path, request.qid);
        if (!ranking)
            return ranking.error();
        for (const QList<Ndcg::Item> *items : {&ranking->items, &ranking->unretrieved}) {
            for (const Ndcg::Item &item : *items) {
                if (const QString problem = Ndcg::gradeRangeError(item.grade); !problem.isEmpty())
                    return Ndcg::Error {problem, request.qrels->fileName()};
            }
        }
        if (const qsizetype count = ranking->poolSize(); count > Ndcg::maxItems)
            return Ndcg::Error {
                tr("Query “%1”: %2").arg(request.qid, Ndcg::tooManyItemsError(count)), path};
        if (side == 0)
            scenario.a = std::move(ranking.value());
        else
            scenario.b = std::move(ranking.value());
    }
    scenario.settings = trecSettings(request.measure);
    return scenario;
}

QString RunsModel::queryName(const QStringList &nameParts)
{
    return tr("query %1: %2 (A) and %3 (B)")
        .arg(nameParts.value(0), nameParts.value(1), nameParts.value(2));
}

Ndcg::Result<Ndcg::Scenario> RunsModel::scenarioForQuery(
    int query, QString *name, QStringList *nameParts) const
{
    const auto request = queryRequest(query);
    if (!request)
        return Ndcg::Error {tr("no query is chosen")};
    if (name)
        *name = request->name;
    if (nameParts)
        *nameParts = request->nameParts;
    return readQuery(*request);
}

bool RunsModel::requestQuery(int query)
{
    const auto request = queryRequest(query);
    if (!request || m_readingQuery)
        return false;
    auto result = std::make_shared<std::optional<Ndcg::Result<Ndcg::Scenario>>>();
    QThread *thread
        = QThread::create([request = *request, result] { *result = readQuery(request); });
    m_threads.append(thread);
    m_readingQuery = true;
    const QString name = request->name;
    const QStringList parts = request->nameParts;
    connect(thread, &QThread::finished, this, [this, thread, result, name, parts] {
        m_threads.removeOne(thread);
        thread->deleteLater();
        m_readingQuery = false;
        if (**result)
            emit queryRead((*result)->value(), name, parts);
        else
            emit queryFailed((*result)->error().toString());
    });
    thread->start();
    return true;
}

QString RunsModel::sentence() const
{
    if (!m_comparison || m_compared < 0)
        return {};
    const Ndcg::Trec::RunComparison &c = *m_comparison;
    const auto base = std::size_t(c.options.baseline);
    const auto run = std::size_t(m_compared);
    const Ndcg::Trec::Difference &d = c.differences[run][std::size_t(m_measure)];
    const QString a = c.runs[base].name;
    const QString b = c.runs[run].name;
    const int n = int(c.queries.size());
    QString text = tr("On %1, %2 is higher than %3 on %4 of %n quer(y|ies)", nullptr, n)
                       .arg(c.measures.value(m_measure), b, a)
                       .arg(d.counts.wins);
    text += tr(" (lower on %1, equal on %2).").arg(d.counts.losses).arg(d.counts.ties);
    // The sentences joined as the language joins them: "。平均", not "。 平均".
    const auto then = [&text](const QString &sentence) {
        text = Ndcg::joinSentences({text, sentence});
    };
    then(tr("The mean difference is %1 (%2% interval %3 to %4).")
             .arg(signedNumber(d.mean), QString::number((1.0 - c.options.alpha) * 100, 'g', 6),
                 signedNumber(d.interval.low), signedNumber(d.interval.high)));
    QString test;
    switch (c.options.test) {
    case PairedTest::T:
        test = tr("A paired t-test");
        break;
    case PairedTest::Wilcoxon:
        test = tr("A Wilcoxon signed-rank test");
        break;
    case PairedTest::Randomization:
        test = tr("A randomization test");
        break;
    }
    const double p = d.adjustedP;
    if (std::isnan(p)) {
        then(tr("%1 cannot be computed on so few queries.").arg(test));
        return text;
    }
    const QString alpha = QString::number(c.options.alpha, 'g', 6);
    QString holm;
    if (c.runs.size() > 2 && c.options.correction == Ndcg::Trec::Correction::Holm) {
        holm = tr(" (after the Holm–Bonferroni correction for the %n run(s) compared with the "
                  "baseline)",
            nullptr, int(c.runs.size()) - 1);
    }
    if (d.significant) {
        then((d.direction > 0
                ? tr("%1 gives %2%3: a difference this large would be rare if the two systems "
                     "were equally good, so %4 is significantly higher than %5 (α = %6).")
                : tr("%1 gives %2%3: a difference this large would be rare if the two systems "
                     "were equally good, so %4 is significantly lower than %5 (α = %6)."))
                 .arg(test, pPhrase(p), holm, b, a, alpha));
    } else {
        then(tr("%1 gives %2%3: a difference this large could easily arise by chance even if "
                "the two systems were equally good, so it is not significant at α = %4. "
                "(That does not show that they are equal.)")
                 .arg(test, pPhrase(p), holm, alpha));
    }
    return text;
}

QList<RunsModel::Inputs> RunsModel::recentSets()
{
    QList<Inputs> sets;
    const QVariantList stored = SettingsStore::settings().value(QLatin1String(recentKey)).toList();
    for (const QVariant &v : stored) {
        const QStringList files = v.toStringList();
        if (files.size() >= 3)
            sets.append(Inputs {files.front(), files.mid(1)});
    }
    return sets;
}

void RunsModel::addRecentSet(const Inputs &inputs)
{
    QList<Inputs> sets = recentSets();
    sets.removeAll(inputs);
    sets.prepend(inputs);
    QVariantList stored;
    for (qsizetype i = 0; i < sets.size() && i < maxRecentSets; ++i)
        stored.append(QStringList {sets[i].qrels} + sets[i].runs);
    SettingsStore::settings().setValue(QLatin1String(recentKey), stored);
}

void RunsModel::setChunkHookForTesting(ChunkHook hook)
{
    chunkHook() = std::move(hook);
}
