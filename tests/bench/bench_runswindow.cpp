// The "Evaluate runs" window's loading path on large runs (issue 13, item 5): RunsModel (the
// window's model: chunked reading with progress, then compareRuns) on QRELS and two runs,
// without widgets. Prints the time of the reading phase (with the progress it reported), of the
// comparison, and the peak memory; with --cancel-after S, cancels S seconds into the load and
// prints how long the model took to be idle again (at once: the window is usable) and how long
// the worker took to stop reading.
//
//   build/tests/bench/bench_runswindow QRELS RUN_A RUN_B [--cancel-after S]
//
// A 1 GB run: tests/bench/trec_generate.py DIR --queries 30000 --docs 1000 writes DIR/bench.run
// (about 1.0 GB) and DIR/bench.qrels; a copy of bench.run serves as the second run (a hard link
// is the same file, which compare refuses).

#include "runs/runsmodel.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>

#include <sys/resource.h>

#include <atomic>
#include <cstdio>

namespace {

double peakMb()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0;
}

} // namespace

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    // The model remembers the files among the recent ones: not in the user's settings.
    QTemporaryDir settings;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settings.path());
    const QStringList args = QCoreApplication::arguments();
    if (args.size() < 4) {
        std::fprintf(stderr, "usage: bench_runswindow QRELS RUN_A RUN_B [--cancel-after S]\n");
        return 2;
    }
    const int at = int(args.indexOf(QStringLiteral("--cancel-after")));
    const double cancelAfter = at > 0 ? args.value(at + 1).toDouble() : -1.0;

    std::atomic<qint64> lastChunk {0};
    QElapsedTimer clock;
    RunsModel::setChunkHookForTesting([&](qint64, qint64) { lastChunk = clock.nsecsElapsed(); });
    auto *model = new RunsModel;
    double readDone = -1;
    int progressReports = 0;
    QObject::connect(model, &RunsModel::progressChanged, [&] {
        ++progressReports;
        if (model->progress() < 0 && readDone < 0)
            readDone = double(clock.nsecsElapsed()) / 1e9;
    });
    QObject::connect(model, &RunsModel::busyChanged, [&](bool busy) {
        if (!busy)
            QCoreApplication::quit();
    });
    QObject::connect(model, &RunsModel::failed,
        [](const QString &m) { std::fprintf(stderr, "failed: %s\n", qPrintable(m)); });
    clock.start();
    // A request refused at once (a run given twice, also as a hard link) ends here, not in a
    // wait for a load that never starts.
    if (!model->load(RunsModel::Inputs {args[1], {args[2], args[3]}}))
        return 2;
    if (cancelAfter >= 0) {
        QTimer::singleShot(int(cancelAfter * 1000), [&] {
            const qint64 asked = clock.nsecsElapsed();
            model->cancel();
            std::printf("cancel at %.2f s: idle after %.3f ms (the window is usable)\n",
                double(asked) / 1e9, double(clock.nsecsElapsed() - asked) / 1e6);
            QElapsedTimer wait;
            wait.start();
            delete model; // waits for the worker
            std::printf("worker stopped %.3f s after cancel (last chunk read %.3f s after it)\n",
                double(wait.nsecsElapsed()) / 1e9, double(lastChunk - asked) / 1e9);
            std::printf("peak memory %.0f MB\n", peakMb());
            std::exit(0);
        });
    }
    QCoreApplication::exec();
    const double total = double(clock.nsecsElapsed()) / 1e9;
    if (readDone < 0) // done before the first progress report
        readDone = total;
    std::printf("read (progress, cancellable): %.2f s in %d progress reports; compare: %.2f s; "
                "total %.2f s\n",
        readDone, progressReports, total - readDone, total);
    if (model->comparison()) {
        std::printf("%lld queries, means of the last measure: %.4f %.4f\n",
            static_cast<long long>(model->comparison()->queries.size()),
            model->comparison()->means[0].back(), model->comparison()->means[1].back());
    }
    std::printf("peak memory %.0f MB\n", peakMb());
    delete model;
    return 0;
}
