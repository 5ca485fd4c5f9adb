// compareRuns() cancelled through CompareOptions::eval.cancelled (runcomparison.h), and the
// paths that compare's speed rests on giving the numbers of the plain ones: the randomization
// test of several measures at once on several threads (Stats::randomizationTestOfEach) equals
// one randomizationTest() per measure, bit for bit; a comparison read and tested on 1, 2 or 3
// threads is the same. (The bootstrap of several measures at once: tst_trec_fastpaths.) (The plain
// functions' numbers are checked against SciPy in tst_significance.)

#include "comparisonformat.h"
#include "runcomparison.h"
#include "significance.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <cstring>

using namespace Ndcg;

namespace {

// d vectors of one length with ties and zeros: values on a grid of 0.05 in [-0.5, 0.5].
std::vector<std::vector<double>> differences(std::size_t count, std::size_t n, quint32 seed)
{
    QRandomGenerator rng(seed);
    std::vector<std::vector<double>> d(count, std::vector<double>(n));
    for (auto &v : d) {
        for (double &x : v)
            x = 0.05 * double(int(rng.bounded(21)) - 10);
    }
    return d;
}

// A qrels file and two runs of `queries` queries, 30 documents each, with some queries only
// in the second run's file and some documents judged 0..3 (deterministic).
struct Files
{
    QTemporaryDir dir;
    QString qrels;
    QString runA;
    QString runB;
};

void writeFiles(Files &files, int queries)
{
    files.qrels = files.dir.filePath(QStringLiteral("qrels.txt"));
    files.runA = files.dir.filePath(QStringLiteral("a.run"));
    files.runB = files.dir.filePath(QStringLiteral("b.run"));
    QByteArray qrels;
    QByteArray a;
    QByteArray b;
    QRandomGenerator rng(7);
    for (int q = 0; q < queries; ++q) {
        const QByteArray qid = QByteArray::number(100 + q);
        for (int doc = 0; doc < 40; doc += 2) {
            qrels += qid + " 0 D" + QByteArray::number(doc) + ' '
                + QByteArray::number(rng.bounded(4)) + '\n';
        }
        for (int rank = 0; rank < 30; ++rank) {
            const QByteArray docA = "D" + QByteArray::number((rank * 7 + q) % 45);
            const QByteArray docB = "D" + QByteArray::number((rank * 11 + 2 * q) % 45);
            const QByteArray score = QByteArray::number(30 - rank) + ".5";
            a += qid + " Q0 " + docA + ' ' + QByteArray::number(rank + 1) + ' ' + score + " a\n";
            b += qid + " Q0 " + docB + ' ' + QByteArray::number(rank + 1) + ' ' + score + " b\n";
        }
    }
    for (const auto &[path, bytes] :
        {std::pair {files.qrels, qrels}, std::pair {files.runA, a}, std::pair {files.runB, b}}) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(bytes), bytes.size());
    }
}

Trec::CompareOptions options(Trec::PairedTest test, int threads)
{
    Trec::CompareOptions o;
    o.eval.measures = *Trec::parseMeasures(
        {QStringLiteral("map"), QStringLiteral("P.10"), QStringLiteral("ndcg_cut.10")});
    o.eval.threads = threads;
    o.eval.minBytesPerThread = 1; // small files read by several threads too
    o.test = test;
    o.permutations = 5000; // five polls of the test's patterns
    o.resamples = 4000; // four bootstrap blocks
    return o;
}

QByteArray json(const Trec::RunComparison &c)
{
    return Trec::formatComparison(c, Format::Json, true).toUtf8();
}

} // namespace

class TestCompareCancel : public QObject
{
    Q_OBJECT
private slots:
    void randomizationOfEachIsEachAlone_data();
    void randomizationOfEachIsEachAlone();
    void randomizationOfEachCancelled();
    void threadsGiveTheSameComparison();
    void cancelledBeforeStart();
    void cancelledAtEveryPoll_data();
    void cancelledAtEveryPoll();
};

void TestCompareCancel::randomizationOfEachIsEachAlone_data()
{
    QTest::addColumn<int>("measures");
    QTest::addColumn<int>("queries");
    QTest::addColumn<int>("threads");
    QTest::addColumn<int>("permutations");
    // Lengths around the 64-sign words and the 4-sum tails; 1..6 measures (groups of four and
    // the rest); patterns not a multiple of the chunks or the threads.
    QTest::newRow("1 measure, 21 queries") << 1 << 21 << 1 << 3001;
    QTest::newRow("3 measures, 64 queries, 2 threads") << 3 << 64 << 2 << 2500;
    QTest::newRow("4 measures, 65 queries, 3 threads") << 4 << 65 << 3 << 2049;
    QTest::newRow("5 measures, 131 queries, 2 threads") << 5 << 131 << 2 << 1777;
    QTest::newRow("6 measures, 1000 queries, 4 threads") << 6 << 1000 << 4 << 700;
    QTest::newRow("2 measures, 5000 queries (chunks), 2 threads") << 2 << 5000 << 2 << 7000;
    QTest::newRow("3 measures, exact (20 queries)") << 3 << 20 << 2 << 1000;
}

void TestCompareCancel::randomizationOfEachIsEachAlone()
{
    QFETCH(int, measures);
    QFETCH(int, queries);
    QFETCH(int, threads);
    QFETCH(int, permutations);
    const auto d = differences(std::size_t(measures), std::size_t(queries), 11);
    std::vector<const std::vector<double> *> ds;
    for (const auto &v : d)
        ds.push_back(&v);
    const auto together = Stats::randomizationTestOfEach(ds, permutations, 42, threads);
    QCOMPARE(together.size(), d.size());
    for (std::size_t k = 0; k < d.size(); ++k) {
        const Stats::Randomization alone = Stats::randomizationTest(d[k], permutations, 42);
        QCOMPARE(together[k].pValue, alone.pValue);
        QCOMPARE(together[k].statistic, alone.statistic);
        QCOMPARE(together[k].exact, alone.exact);
        QCOMPARE(together[k].permutations, alone.permutations);
        QVERIFY(together[k].pValue > 0.0 && together[k].pValue <= 1.0);
    }
}

void TestCompareCancel::randomizationOfEachCancelled()
{
    const auto d = differences(3, 200, 5);
    const std::vector<const std::vector<double> *> ds {&d[0], &d[1], &d[2]};
    for (const int threads : {1, 2}) {
        std::atomic<int> polls {0};
        const auto results = Stats::randomizationTestOfEach(
            ds, 100000, 1, threads, [&polls] { return ++polls >= 3; });
        QCOMPARE(results.size(), std::size_t(3));
        for (const auto &r : results)
            QVERIFY(std::isnan(r.pValue));
        // Stopped at the third poll: each thread asks once more at most, not for all
        // 100,000 / 1024 windows of patterns.
        QVERIFY2(polls <= 3 + threads, qPrintable(QString::number(polls)));
    }
}

void TestCompareCancel::threadsGiveTheSameComparison()
{
    // The runs read side by side or one after the other, each split into ranges or not, the
    // test's patterns and the bootstrap blocks on 1, 2 or 3 threads: the same output.
    Files files;
    writeFiles(files, 60);
    const auto qrels = Trec::Qrels::load(files.qrels);
    QVERIFY(qrels);
    const QStringList runs {files.runA, files.runB};
    const auto names = Trec::runNames(runs);
    for (const auto test :
        {Trec::PairedTest::T, Trec::PairedTest::Wilcoxon, Trec::PairedTest::Randomization}) {
        const auto one = Trec::compareRuns(*qrels, runs, *names, options(test, 1));
        QVERIFY(one);
        for (const int threads : {2, 3}) {
            const auto more = Trec::compareRuns(*qrels, runs, *names, options(test, threads));
            QVERIFY(more);
            QCOMPARE(json(*more), json(*one));
        }
        QCOMPARE(one->queries.size(), 60);
        QVERIFY(!std::isnan(one->differences[1][0].pValue));
        QVERIFY(!std::isnan(one->differences[1][0].interval.low));
    }
}

void TestCompareCancel::cancelledBeforeStart()
{
    Files files;
    writeFiles(files, 30);
    const auto qrels = Trec::Qrels::load(files.qrels);
    QVERIFY(qrels);
    const QStringList runs {files.runA, files.runB};
    auto o = options(Trec::PairedTest::Randomization, 2);
    int polls = 0;
    o.eval.cancelled = [&polls] {
        ++polls; // from the reading threads too, but every call returns at once
        return true;
    };
    int status = -1;
    const auto result = Trec::compareRuns(*qrels, runs, *Trec::runNames(runs), o, &status);
    QVERIFY(!result);
    QCOMPARE(result.error(), Trec::cancelledError());
    QCOMPARE(status, 0); // not trec_eval's "cannot compute"
    QVERIFY(polls >= 1);
}

void TestCompareCancel::cancelledAtEveryPoll_data()
{
    QTest::addColumn<int>("test");
    QTest::addColumn<int>("threads");
    QTest::newRow("t, 1 thread") << int(Trec::PairedTest::T) << 1;
    QTest::newRow("t, 2 threads") << int(Trec::PairedTest::T) << 2;
    QTest::newRow("randomization, 1 thread") << int(Trec::PairedTest::Randomization) << 1;
    QTest::newRow("randomization, 2 threads") << int(Trec::PairedTest::Randomization) << 2;
}

void TestCompareCancel::cancelledAtEveryPoll()
{
    // Cancel arriving at each point where compareRuns() asks (reading, between phases, the
    // test's patterns, the bootstrap blocks): the result is cancelledError() and nothing else,
    // and it comes within a few more polls, not after the remaining work.
    QFETCH(int, test);
    QFETCH(int, threads);
    Files files;
    writeFiles(files, 50);
    const auto qrels = Trec::Qrels::load(files.qrels);
    QVERIFY(qrels);
    const QStringList runs {files.runA, files.runB};
    const auto names = Trec::runNames(runs);
    auto o = options(Trec::PairedTest(test), threads);

    // How often an uncancelled comparison asks; its result is the one without a callback.
    std::atomic<int> total {0};
    o.eval.cancelled = [&total] {
        ++total;
        return false;
    };
    const auto full = Trec::compareRuns(*qrels, runs, *names, o);
    QVERIFY(full);
    o.eval.cancelled = {};
    const auto plain = Trec::compareRuns(*qrels, runs, *names, o);
    QVERIFY(plain);
    QCOMPARE(json(*full), json(*plain));
    // Reading (each run's ranges, after each run), before the tests, the randomization test's
    // windows of 1024 patterns, the bootstrap blocks.
    QVERIFY2(total >= (test == int(Trec::PairedTest::Randomization) ? 12 : 8),
        qPrintable(QString::number(total)));

    for (int at = 1; at <= total; ++at) {
        std::atomic<int> polls {0};
        o.eval.cancelled = [&polls, at] { return ++polls >= at; };
        int status = -1;
        const auto result = Trec::compareRuns(*qrels, runs, *names, o, &status);
        QVERIFY2(
            !result, qPrintable(QStringLiteral("cancelled at poll %1 of %2").arg(at).arg(total)));
        QCOMPARE(result.error(), Trec::cancelledError());
        QCOMPARE(status, 0);
        // After the poll that said stop: each thread at its next check, and the phase ends.
        QVERIFY2(polls - at <= 2 * threads + 3,
            qPrintable(QStringLiteral("%1 polls after cancel at %2").arg(polls - at).arg(at)));
    }
}

QTEST_GUILESS_MAIN(TestCompareCancel)
#include "tst_compare_cancel.moc"
