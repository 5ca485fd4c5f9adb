#include "runcomparison.h"

#include "fileinput.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>
#include <cmath>
#include <optional>
#include <thread>

#include <sys/stat.h>

namespace Ndcg::Trec {

namespace {

QString tr(const char *text, int n = -1)
{
    return QCoreApplication::translate("Ndcg::Trec", text, nullptr, n);
}

QString qidText(std::string_view qid)
{
    return QString::fromUtf8(qid.data(), qsizetype(qid.size()));
}

// "q1, q7, q9" or, past ten, the first ten and "…".
QString queryList(const QStringList &queries)
{
    constexpr qsizetype shown = 10;
    QString text = queries.mid(0, shown).join(QLatin1String(", "));
    if (queries.size() > shown)
        text += QStringLiteral(", …");
    return text;
}

// Runs work(i) for i in [0, count) on up to `threads` threads (0: one per core).
template<typename Work> void parallelFor(std::size_t count, int threads, const Work &work)
{
    if (threads <= 0)
        threads = int(std::clamp(std::thread::hardware_concurrency(), 1U, 16U));
    const auto used = std::min<std::size_t>(std::size_t(threads), count);
    if (used <= 1) {
        for (std::size_t i = 0; i < count; ++i)
            work(i);
        return;
    }
    std::vector<std::thread> workers;
    for (std::size_t t = 0; t < used; ++t) {
        workers.emplace_back([&, t] {
            for (std::size_t i = t; i < count; i += used)
                work(i);
        });
    }
    for (std::thread &worker : workers)
        worker.join();
}

// The counts and, for t and Wilcoxon, the test of one run against the baseline on one measure,
// from d = run − baseline (the randomization test and the interval are computed apart).
Difference compareOne(const std::vector<double> &d, const CompareOptions &options)
{
    Difference result;
    result.mean = Stats::mean(d);
    result.counts = Stats::winTieLoss(d);
    switch (options.test) {
    case PairedTest::T: {
        const Stats::TTest t = Stats::pairedTTest(d);
        result.statistic = t.statistic;
        result.pValue = t.pValue;
        result.direction = t.statistic > 0 ? 1 : t.statistic < 0 ? -1 : 0;
        break;
    }
    case PairedTest::Wilcoxon: {
        const Stats::Wilcoxon w = Stats::wilcoxonSignedRank(d);
        result.statistic = w.statistic;
        result.pValue = w.pValue;
        result.exact = w.exact;
        result.direction = w.rPlus > w.rMinus ? 1 : w.rPlus < w.rMinus ? -1 : 0;
        break;
    }
    case PairedTest::Randomization:
        break;
    }
    result.adjustedP = result.pValue;
    return result;
}

void setRandomization(Difference &result, const Stats::Randomization &r)
{
    result.statistic = r.statistic;
    result.pValue = r.pValue;
    result.exact = r.exact;
    result.permutations = r.permutations;
    result.direction = r.statistic > 0 ? 1 : r.statistic < 0 ? -1 : 0;
    result.adjustedP = result.pValue;
}

} // namespace

QStringList defaultCompareMeasures()
{
    return {QStringLiteral("map"), QStringLiteral("P.10"), QStringLiteral("ndcg_cut.10")};
}

QString escapedName(const QString &path)
{
    QString shown;
    shown.reserve(path.size());
    for (const QChar c : path) {
        // pathFromBytes() keeps byte b of a name that is not UTF-8 as U+DC00 + b (b >= 0x80).
        if (c.unicode() >= 0xDC80 && c.unicode() <= 0xDCFF) {
            shown += QStringLiteral("\\x") + QString::number(c.unicode() - 0xDC00, 16).toUpper();
        } else {
            shown += c;
        }
    }
    return shown;
}

Result<QStringList> runNames(const QStringList &paths)
{
    // The same file twice: the same path, or two paths to one file (a hard link, a symbolic
    // link, "dir/../run"): the same device and inode.
    std::vector<std::optional<std::pair<dev_t, ino_t>>> identities;
    for (const QString &path : paths) {
        struct stat info = {};
        if (::stat(pathToBytes(path).constData(), &info) == 0)
            identities.emplace_back(std::pair {info.st_dev, info.st_ino});
        else
            identities.emplace_back(); // reported when the run is read
    }
    for (qsizetype i = 0; i < paths.size(); ++i) {
        for (qsizetype j = 0; j < i; ++j) {
            const QString first = QString::number(j + 1);
            const QString second = QString::number(i + 1);
            if (paths[i] == paths[j]) {
                return Error {tr("%1 is given twice (as runs %2 and %3): compare a run with "
                                 "another")
                                  .arg(escapedName(paths[i]), first, second)};
            }
            const auto &a = identities[std::size_t(i)];
            const auto &b = identities[std::size_t(j)];
            if (a && b && *a == *b) {
                return Error {
                    tr("%1 and %2 are the same file (runs %3 and %4): compare a run "
                       "with another")
                        .arg(escapedName(paths[j]), escapedName(paths[i]), first, second)};
            }
        }
    }
    // The file names; where two are equal, the paths as given; where even those read alike
    // (a name with a literal "\xE9" beside one with the byte), the run's number is added.
    QStringList names;
    for (const QString &path : paths)
        names.append(escapedName(QFileInfo(path).fileName()));
    QStringList byPath = names;
    for (qsizetype i = 0; i < paths.size(); ++i) {
        if (names.count(names[i]) > 1)
            byPath[i] = escapedName(paths[i]);
    }
    names = byPath;
    for (qsizetype i = 0; i < paths.size(); ++i) {
        if (byPath.count(byPath[i]) > 1)
            names[i] = tr("%1 (run %2)").arg(byPath[i]).arg(i + 1);
    }
    return names;
}

Result<RunComparison> compareRuns(const Qrels &qrels, const QStringList &runPaths,
    const QStringList &names, const CompareOptions &options, int *trecExitStatus)
{
    if (trecExitStatus)
        *trecExitStatus = 0;
    if (runPaths.size() < 2 || options.baseline < 0 || options.baseline >= runPaths.size())
        return Error {tr("expected two or more runs and one of them as the baseline")};
    RunComparison c;
    c.options = options;
    c.qrelsFile = qrels.fileName();
    const std::size_t queryCount = qrels.queries().size();
    // The runs read together, their ranges shared among the threads; each run's values do not
    // depend on how it was split.
    int threads = options.eval.threads;
    if (threads <= 0)
        threads = int(std::clamp(std::thread::hardware_concurrency(), 1U, 16U));
    std::vector<int> statuses;
    std::vector<Result<QueryValues>> read
        = evaluateQueriesOfEach(qrels, runPaths, options.eval, &statuses);
    if (options.eval.cancelled && options.eval.cancelled())
        return cancelledError();
    std::vector<QueryValues> all;
    for (qsizetype r = 0; r < runPaths.size(); ++r) {
        Result<QueryValues> &values = read[std::size_t(r)];
        if (!values) {
            if (trecExitStatus)
                *trecExitStatus = statuses[std::size_t(r)];
            return values.error();
        }
        ComparedRun run;
        run.path = runPaths[r];
        run.name = names.value(r, runPaths[r]);
        run.runid = QString::fromStdString(values->runid);
        run.judgedQueries = int(std::count(values->inRun.begin(), values->inRun.end(), 1));
        if (run.judgedQueries == 0) {
            // eval's words (the same translation) for a run without a single judged query.
            return Error {
                tr("no query of the run has judgments in %1").arg(qrels.fileName()), runPaths[r]};
        }
        c.runs.push_back(run);
        all.push_back(std::move(values.value()));
    }
    const std::vector<std::string> &columns = all.front().columns;
    if (columns.empty())
        return Error {tr("-m: no measure with a value per query (runid and num_q have none)")};
    for (const std::string &column : columns)
        c.measures.append(QString::fromStdString(column));

    // The universe (queries some run has, or with -c every qrels query) and the compared set.
    std::vector<char> inUniverse(queryCount, 0);
    std::vector<char> compared(queryCount, 0);
    for (std::size_t q = 0; q < queryCount; ++q) {
        bool any = false;
        bool every = true;
        for (const QueryValues &v : all) {
            any = any || v.inRun[q];
            every = every && v.inRun[q];
        }
        inUniverse[q] = options.eval.complete || any;
        compared[q] = options.eval.complete || every;
        c.universe += inUniverse[q];
        if (compared[q])
            c.queries.append(qidText(qrels.queries()[q].qid));
    }
    for (std::size_t r = 0; r < all.size(); ++r) {
        for (std::size_t q = 0; q < queryCount; ++q) {
            if (inUniverse[q] && !all[r].inRun[q])
                c.runs[r].missing.append(qidText(qrels.queries()[q].qid));
        }
        const QStringList &missing = c.runs[r].missing;
        if (missing.isEmpty())
            continue;
        if (options.eval.complete) {
            c.notes.append(
                tr("%1 lacks %n quer(y|ies) of %2 (%3): each scores as an empty ranking, "
                   "0 (-c)",
                    int(missing.size()))
                    .arg(c.runs[r].name, qrels.fileName(), queryList(missing)));
        } else {
            c.notes.append(
                tr("%1 lacks %n judged quer(y|ies) that other runs have (%2): (it is|they are) "
                   "left out for every run; -c counts (it|them) as 0 instead",
                    int(missing.size()))
                    .arg(c.runs[r].name, queryList(missing)));
        }
    }
    if (c.queries.isEmpty()) {
        return Error {tr("no judged query is in every run; -c compares every query of %1, "
                         "counting a query a run lacks as 0")
                          .arg(qrels.fileName())};
    }

    const std::size_t width = columns.size();
    c.values.assign(all.size(), std::vector<std::vector<double>>(width));
    c.means.assign(all.size(), std::vector<double>(width, Stats::notComputed));
    for (std::size_t r = 0; r < all.size(); ++r) {
        for (std::size_t m = 0; m < width; ++m) {
            std::vector<double> &v = c.values[r][m];
            v.reserve(std::size_t(c.queries.size()));
            for (std::size_t q = 0; q < queryCount; ++q) {
                if (compared[q])
                    v.push_back(all[r].values[q * width + m]);
            }
            // Summed in query order as evaluate() sums, so the means equal eval's.
            double sum = 0.0;
            for (const double x : v)
                sum += x;
            c.means[r][m] = sum / double(v.size());
        }
    }
    all.clear();

    const auto &cancelled = options.eval.cancelled;
    const auto stop = [&cancelled] { return cancelled && cancelled(); };
    if (stop())
        return cancelledError();
    // d = run − baseline of each run and measure, computed once for the test and the interval.
    const auto baseline = std::size_t(options.baseline);
    c.differences.assign(c.runs.size(), std::vector<Difference>(width));
    std::vector<std::vector<std::vector<double>>> d(c.runs.size());
    std::vector<std::pair<std::size_t, std::size_t>> tasks;
    for (std::size_t r = 0; r < c.runs.size(); ++r) {
        if (r == baseline)
            continue;
        for (std::size_t m = 0; m < width; ++m) {
            d[r].push_back(Stats::pairedDifferences(c.values[r][m], c.values[baseline][m]));
            tasks.emplace_back(r, m);
        }
    }
    // Each (run, measure) is tested on its own, from the same seed: deterministic whatever the
    // number of threads. t and Wilcoxon side by side; the randomization test of a run's measures
    // at once (their sign patterns depend only on the seed and the number of queries), its
    // patterns spread over the threads.
    parallelFor(tasks.size(), threads, [&](std::size_t t) {
        const auto [r, m] = tasks[t];
        c.differences[r][m] = compareOne(d[r][m], options);
    });
    if (options.test == PairedTest::Randomization) {
        for (std::size_t r = 0; r < c.runs.size(); ++r) {
            if (r == baseline)
                continue;
            std::vector<const std::vector<double> *> dOf;
            for (const std::vector<double> &v : d[r])
                dOf.push_back(&v);
            const std::vector<Stats::Randomization> tests = Stats::randomizationTestOfEach(
                dOf, options.permutations, options.seed, threads, cancelled);
            if (stop())
                return cancelledError();
            for (std::size_t m = 0; m < width; ++m)
                setRandomization(c.differences[r][m], tests[m]);
        }
    }
    if (stop())
        return cancelledError();
    // The bootstrap of each run: its measures share their resampled indices (the same
    // queries, the same seed), drawn once for all of them, in blocks side by side (the means
    // of one run's measures in memory at a time).
    const auto blocks
        = std::size_t((options.resamples + Stats::bootstrapBlock - 1) / Stats::bootstrapBlock);
    for (std::size_t r = 0; r < c.runs.size(); ++r) {
        if (r == baseline)
            continue;
        std::vector<std::vector<double>> means(width);
        std::vector<const std::vector<double> *> dOf;
        std::vector<std::vector<double> *> meansOf;
        for (std::size_t m = 0; m < width; ++m) {
            means[m].assign(std::size_t(options.resamples), Stats::notComputed);
            dOf.push_back(&d[r][m]);
            meansOf.push_back(&means[m]);
        }
        parallelFor(blocks, threads, [&](std::size_t block) {
            if (!stop())
                Stats::bootstrapMeansOfEach(dOf, options.seed, std::int64_t(block), meansOf);
        });
        if (stop())
            return cancelledError();
        for (std::size_t m = 0; m < width; ++m) {
            c.differences[r][m].interval
                = Stats::percentileInterval(std::move(means[m]), 1.0 - options.alpha);
        }
    }

    // Holm across the runs, for each measure.
    for (std::size_t m = 0; m < width; ++m) {
        std::vector<double> p;
        std::vector<std::size_t> rows;
        for (std::size_t r = 0; r < c.runs.size(); ++r) {
            if (r == baseline)
                continue;
            p.push_back(c.differences[r][m].pValue);
            rows.push_back(r);
        }
        const std::vector<double> adjusted
            = options.correction == Correction::Holm ? Stats::holmAdjusted(p) : p;
        for (std::size_t i = 0; i < rows.size(); ++i) {
            Difference &d = c.differences[rows[i]][m];
            d.adjustedP = adjusted[i];
            d.significant
                = !std::isnan(d.adjustedP) && d.adjustedP < options.alpha && d.direction != 0;
        }
    }
    return c;
}

} // namespace Ndcg::Trec
