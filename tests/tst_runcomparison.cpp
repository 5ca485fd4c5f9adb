// Ndcg::Trec::compareRuns() and runNames() in-process (core/runcomparison.h), on the runs of
// tests/data/compare. Expected P@5 values: tests/tst_significance_reference.py --cli, which
// computes them on its own (trec_eval's order: score descending, then docno descending).

#include "comparisonformat.h"
#include "fileinput.h"
#include "runcomparison.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace Ndcg::Trec;

namespace {

QString data(const QString &name)
{
    return QStringLiteral(NDCG_TEST_DATA_DIR "/compare/") + name;
}

CompareOptions precisionAt5(bool complete = false)
{
    CompareOptions options;
    options.eval.measures = *parseMeasures({QStringLiteral("P.5")});
    options.eval.complete = complete;
    options.resamples = 2000;
    return options;
}

} // namespace

class TestRunComparison : public QObject
{
    Q_OBJECT
private slots:
    void namesAreFileNames();
    void equalFileNamesAreNamedByPath();
    void theSameFileTwiceIsAnError();
    void oneFileUnderTwoNamesIsAnError();
    void namesThatAreNotUtf8StayApart();
    void numbersThatRoundToZeroHaveNoSign_data();
    void numbersThatRoundToZeroHaveNoSign();
    void perQueryValuesAndMeans();
    void completeScoresMissingQueriesZero();
    void badArgumentsAreErrors();
};

void TestRunComparison::namesAreFileNames()
{
    const auto names = runNames({QStringLiteral("a/bm25.run"), QStringLiteral("b/rm3.run")});
    QVERIFY(names);
    QCOMPARE(*names, (QStringList {QStringLiteral("bm25.run"), QStringLiteral("rm3.run")}));
}

void TestRunComparison::equalFileNamesAreNamedByPath()
{
    const auto names = runNames(
        {QStringLiteral("x/run.txt"), QStringLiteral("y/run.txt"), QStringLiteral("z/other.txt")});
    QVERIFY(names);
    QCOMPARE(*names,
        (QStringList {QStringLiteral("x/run.txt"), QStringLiteral("y/run.txt"),
            QStringLiteral("other.txt")}));
}

void TestRunComparison::theSameFileTwiceIsAnError()
{
    const auto same = runNames({data(QStringLiteral("bm25.run")), data(QStringLiteral("rm3.run")),
        data(QStringLiteral("bm25.run"))});
    QVERIFY(!same);
    QCOMPARE(same.error().message,
        data(QStringLiteral("bm25.run"))
            + QStringLiteral(" is given twice (as runs 1 and 3): compare a run with another"));
    // Two spellings of one file (checked through the file system).
    const QString dotted = QStringLiteral(NDCG_TEST_DATA_DIR "/compare/../compare/bm25.run");
    QVERIFY(!runNames({data(QStringLiteral("bm25.run")), dotted}));
}

void TestRunComparison::oneFileUnderTwoNamesIsAnError()
{
    // A hard link has its own path and name but the same device and inode: the same run.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString run = dir.filePath(QStringLiteral("run.txt"));
    const QString link = dir.filePath(QStringLiteral("link.txt"));
    QVERIFY(QFile::copy(data(QStringLiteral("bm25.run")), run));
    QCOMPARE(::link(QFile::encodeName(run).constData(), QFile::encodeName(link).constData()), 0);
    const auto names = runNames({run, data(QStringLiteral("rm3.run")), link});
    QVERIFY(!names);
    QCOMPARE(names.error().message,
        QStringLiteral("%1 and %2 are the same file (runs 1 and 3): compare a run with another")
            .arg(run, link));
    // A copy is another file.
    const QString copy = dir.filePath(QStringLiteral("copy.txt"));
    QVERIFY(QFile::copy(run, copy));
    QVERIFY(runNames({run, copy}));
}

void TestRunComparison::namesThatAreNotUtf8StayApart()
{
    // Latin-1 é and è (bytes E9 and E8, not UTF-8) were both shown as U+FFFD: one name for two
    // runs. Each such byte is now written as \xE9.
    const QString e9 = Ndcg::pathFromBytes("dir/caf\xE9.run");
    const QString e8 = Ndcg::pathFromBytes("dir/caf\xE8.run");
    auto names = runNames({e9, e8});
    QVERIFY(names);
    QCOMPARE(
        *names, (QStringList {QStringLiteral("caf\\xE9.run"), QStringLiteral("caf\\xE8.run")}));
    // Equal file names in two folders named so: the paths, escaped the same way.
    names = runNames({Ndcg::pathFromBytes("\xFF/run"), Ndcg::pathFromBytes("\xFE/run")});
    QVERIFY(names);
    QCOMPARE(*names, (QStringList {QStringLiteral("\\xFF/run"), QStringLiteral("\\xFE/run")}));
    // A name with the four characters \xE9 beside one with the byte reads alike even as a
    // path: the run's number tells them apart.
    names = runNames({e9, QStringLiteral("dir/caf\\xE9.run")});
    QVERIFY(names);
    QCOMPARE(*names,
        (QStringList {QStringLiteral("dir/caf\\xE9.run (run 1)"),
            QStringLiteral("dir/caf\\xE9.run (run 2)")}));
    // Valid UTF-8 stays as it is.
    QCOMPARE(*runNames({Ndcg::pathFromBytes("caf\xC3\xA9.run"), QStringLiteral("b.run")}),
        (QStringList {QStringLiteral("café.run"), QStringLiteral("b.run")}));
}

void TestRunComparison::numbersThatRoundToZeroHaveNoSign_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<bool>("plus");
    QTest::addColumn<QString>("text");
    QTest::newRow("a tiny loss is 0.0000, not -0.0000") << -0.000049 << 4 << false << "0.0000";
    QTest::newRow("... with a sign asked for too") << -0.000049 << 4 << true << "0.0000";
    QTest::newRow("a tiny gain is 0.000, not +0.000") << 0.0004 << 3 << true << "0.000";
    QTest::newRow("minus zero") << -0.0 << 4 << true << "0.0000";
    QTest::newRow("a loss that shows") << -0.00005001 << 4 << true << "-0.0001";
    QTest::newRow("a gain that shows") << 0.0266 << 4 << true << "+0.0266";
    QTest::newRow("a gain without the plus") << 0.0266 << 4 << false << "0.0266";
    QTest::newRow("a loss of 3 decimals") << -0.4375 << 3 << false << "-0.438";
}

void TestRunComparison::numbersThatRoundToZeroHaveNoSign()
{
    QFETCH(double, value);
    QFETCH(int, decimals);
    QFETCH(bool, plus);
    QFETCH(QString, text);
    QCOMPARE(fixedText(value, decimals, plus), text);
}

void TestRunComparison::perQueryValuesAndMeans()
{
    const auto qrels = Qrels::load(data(QStringLiteral("qrels.txt")));
    QVERIFY(qrels);
    const QStringList paths {data(QStringLiteral("bm25.run")), data(QStringLiteral("rm3.run")),
        data(QStringLiteral("rm3-missing.run"))};
    const auto c = compareRuns(*qrels, paths, *runNames(paths), precisionAt5());
    QVERIFY2(c, qPrintable(c ? QString() : c.error().toString()));
    QCOMPARE(c->measures, QStringList {QStringLiteral("P_5")});
    // q105 and q109 are missing from rm3-missing.run: 10 queries, in qrels order.
    QCOMPARE(c->queries.size(), 10);
    QCOMPARE(c->universe, 12);
    QCOMPARE(c->queries.first(), QStringLiteral("q101"));
    QVERIFY(!c->queries.contains(QStringLiteral("q105")));
    QCOMPARE(c->runs[2].missing, (QStringList {QStringLiteral("q105"), QStringLiteral("q109")}));
    QCOMPARE(c->notes.size(), 1);
    // The script's P@5 of bm25.run, rm3.run and rm3-missing.run without q105 and q109.
    const std::vector<double> bm25 {0.2, 0.6, 0.6, 0.8, 0.8, 0.8, 0.8, 0.8, 0.4, 0.0};
    const std::vector<double> rm3 {0.8, 0.6, 0.6, 0.8, 1.0, 1.0, 0.8, 1.0, 0.4, 0.6};
    const std::vector<double> missing {0.8, 0.6, 0.6, 0.8, 1.0, 1.0, 1.0, 0.8, 0.6, 0.6};
    QCOMPARE(c->values[0][0], bm25);
    QCOMPARE(c->values[1][0], rm3);
    QCOMPARE(c->values[2][0], missing);
    QVERIFY(std::abs(c->means[0][0] - 0.58) <= 1e-12);
    // SciPy's t-test on rm3-missing.run against bm25.run (scipyRows in tst_cli_compare).
    const Difference &m = c->differences[2][0];
    QVERIFY(std::abs(m.pValue - 0.022899494551768297) <= 1e-6);
    QCOMPARE(m.counts, (Ndcg::Stats::WinTieLoss {6, 4, 0}));
    // Holm over the two runs, by hand: the smaller p doubled, the larger kept unless below it.
    const double p1 = c->differences[1][0].pValue;
    const double p2 = m.pValue;
    const double low = std::min(1.0, 2 * std::min(p1, p2));
    const double high = std::max(low, std::max(p1, p2));
    QCOMPARE(c->differences[1][0].adjustedP, p1 < p2 ? low : high);
    QCOMPARE(m.adjustedP, p2 < p1 ? low : high);
    QVERIFY(std::isnan(c->differences[0][0].pValue)); // the baseline's own row
}

void TestRunComparison::completeScoresMissingQueriesZero()
{
    const auto qrels = Qrels::load(data(QStringLiteral("qrels.txt")));
    const QStringList paths {
        data(QStringLiteral("bm25.run")), data(QStringLiteral("rm3-missing.run"))};
    const auto c = compareRuns(*qrels, paths, *runNames(paths), precisionAt5(true));
    QVERIFY(c);
    QCOMPARE(c->queries.size(), 12);
    QCOMPARE(c->values[1][0][4], 0.0); // q105
    QCOMPARE(c->values[1][0][8], 0.0); // q109
    QVERIFY(std::abs(c->means[1][0] - 0.65) <= 1e-12); // eval -c's mean (tst_cli_compare)
    // SciPy's t-test p on these values (scipyRows in tst_cli_compare).
    QVERIFY(std::abs(c->differences[1][0].pValue - 0.4218135052860549) <= 1e-6);
    QVERIFY(formatComparison(*c, Ndcg::Format::Text, false).contains(QStringLiteral("-c")));
}

void TestRunComparison::badArgumentsAreErrors()
{
    const auto qrels = Qrels::load(data(QStringLiteral("qrels.txt")));
    const QStringList one {data(QStringLiteral("bm25.run"))};
    QVERIFY(!compareRuns(*qrels, one, one, precisionAt5()));
    const QStringList two {data(QStringLiteral("bm25.run")), data(QStringLiteral("rm3.run"))};
    CompareOptions outOfRange = precisionAt5();
    outOfRange.baseline = 2;
    QVERIFY(!compareRuns(*qrels, two, *runNames(two), outOfRange));
    // A run whose lines are all for queries the qrels do not judge: eval's own message.
    const QStringList unjudged {
        data(QStringLiteral("bm25.run")), data(QStringLiteral("unjudged.run"))};
    const auto c = compareRuns(*qrels, unjudged, *runNames(unjudged), precisionAt5());
    QVERIFY(!c);
    QCOMPARE(c.error().file, data(QStringLiteral("unjudged.run")));
    QVERIFY(c.error().message.startsWith(QStringLiteral("no query of the run has judgments")));
}

QTEST_APPLESS_MAIN(TestRunComparison)
#include "tst_runcomparison.moc"
