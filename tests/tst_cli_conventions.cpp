// Tests of `ndcg-cli conventions`, `which` and `swaps`, running the built binary as a user
// would. Expected values: tests/tst_conventions_reference.py (independent Python 3
// transcriptions, see tst_conventions.cpp and tst_claimfinder.cpp).

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

namespace {
struct Run
{
    int status = -1;
    QByteArray out;
    QByteArray err;
};

Run cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(NDCG_BIN_DIR "/ndcg-cli"), args);
    p.waitForFinished(30000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        p.readAllStandardError()};
}
} // namespace

class TestCliConventions : public QObject
{
    Q_OBJECT
private slots:
    void conventionsJsonHasEveryLibrary();
    void conventionsTextShowsTies();
    void rowsAnswerLikeTheirLibraries();
    void whichFindsSeed001();
    void whichSaysNoneForSeed004();
    void swapsJson();
    void badInputIsExitStatus2_data();
    void badInputIsExitStatus2();
};

void TestCliConventions::conventionsJsonHasEveryLibrary()
{
    const Run r = cli(
        {"conventions", "--grades", "4,2,0,1,3", "--pool", "3,0", "-k", "3", "--format", "json"});
    QCOMPARE(r.status, 0);
    const QJsonObject root = QJsonDocument::fromJson(r.out).object();
    const QJsonArray rows = root.value("rows").toArray();
    QCOMPARE(rows.size(), 11);
    QCOMPARE(rows[0].toObject().value("library").toString(), QStringLiteral("trec_eval"));
    QCOMPARE_LE(qAbs(rows[0].toObject().value("ndcg").toDouble() - 0.7930908814222566), 1e-12);
    QCOMPARE(rows[1].toObject().value("measure").toString(), QStringLiteral("ndcg_cut.3"));
    QCOMPARE_LE(qAbs(rows[1].toObject().value("ndcg").toDouble() - 0.7117556475070489), 1e-12);
    QCOMPARE_LE(qAbs(rows[4].toObject().value("ndcg").toDouble() - 0.7633860993158483), 1e-12);
    QCOMPARE(rows[7].toObject().value("settings").toObject().value("zeroIdcg").toString(),
        QStringLiteral("one"));
    for (const QJsonValue &v : rows)
        QVERIFY(!v.toObject().value("source").toString().isEmpty());
}

void TestCliConventions::conventionsTextShowsTies()
{
    const Run r = cli({"conventions", "--grades", "2,0,3,1,0", "--scores", "0.9,0.5,0.5,0.5,0.1",
        "--labels", "d1,d2,d3,d4,d5", "-k", "3"});
    QCOMPARE(r.status, 0);
    const QString text = QString::fromUtf8(r.out);
    QVERIFY(text.contains(QStringLiteral("scikit-learn ndcg_score(k=3)")));
    QVERIFY(text.contains(QStringLiteral("Tied scores: 1 group, 3 items")));
    QVERIFY(text.contains(QStringLiteral("0.922495"))); // best order (linear, k = 3)
    QVERIFY(text.contains(QStringLiteral("0.525005"))); // worst order
    QVERIFY(text.contains(QStringLiteral("0.736667"))); // tie-averaged
    QVERIFY(text.contains(QStringLiteral("0.867503"))); // trec_eval order
}

void TestCliConventions::rowsAnswerLikeTheirLibraries()
{
    const auto rowsOf = [](const QStringList &args) {
        const Run r = cli(QStringList {QStringLiteral("conventions"), QStringLiteral("--format"),
                              QStringLiteral("json")}
            + args);
        return QJsonDocument::fromJson(r.out).object().value("rows").toArray();
    };
    // trec_eval reads 1.5 with atol() as 1: NDCG 1 (trec_eval -m ndcg prints 1.0000), and the
    // note says that eval refuses such a grade unless --trec-grades.
    QJsonArray rows = rowsOf({"--grades", "1,1.5", "-k", "all"});
    QCOMPARE(rows.size(), 11);
    QCOMPARE(rows[0].toObject().value("ndcg").toDouble(), 1.0);
    QVERIFY(rows[0].toObject().value("note").toString().contains("--trec-grades"));
    // Every judgment negative: trec_eval stops with "Can't calculate measure" (exit 4).
    rows = rowsOf({"--grades", "-1"});
    for (int i : {0, 1}) {
        const QJsonObject row = rows[i].toObject();
        QVERIFY(!row.value("computed").toBool());
        QVERIFY(row.value("ndcg").isNull());
        QVERIFY2(
            row.value("note").toString().contains(
                i == 0 ? "Can't calculate measure 'ndcg'" : "Can't calculate measure 'ndcg_cut'"),
            qPrintable(row.value("note").toString()));
    }
    // RankLib: (1 << 32) − 1 is 0 in Java int and the ideal sorts labels 32,3,0:
    // 7 / (7/log2 3) = log2 3.
    rows = rowsOf({"--grades", "3,0,32", "-k", "5"});
    QCOMPARE(rows[6].toObject().value("library").toString(), QStringLiteral("RankLib"));
    QCOMPARE_LE(qAbs(rows[6].toObject().value("ndcg").toDouble() - 1.5849625007211563), 1e-12);
    // ranx: numba's quicksort puts the first of 16 tied items 15th: 1/log2 16.
    rows = rowsOf({"--grades", "1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0", "--scores",
        "0.5,0.5,0.5,0.5,0.5,0.5,0.5,0.5,0.5,0.5,0.5,0.5,0.5,0.5,0.5,0.5", "-k", "all"});
    QCOMPARE(rows[2].toObject().value("library").toString(), QStringLiteral("ranx"));
    QCOMPARE(rows[2].toObject().value("ndcg").toDouble(), 0.25);
    QCOMPARE(rows[2].toObject().value("settings").toObject().value("ties").toString(),
        QStringLiteral("ranx-quicksort"));
    // XGBoost rows describe 2.0 and later.
    QVERIFY(rows[8].toObject().value("settingsText").toString().contains("XGBoost ≥ 2.0"));
    QVERIFY(rows[9].toObject().value("settingsText").toString().contains("1.7 accepted"));
}

void TestCliConventions::whichFindsSeed001()
{
    const Run r = cli({"which", "--grades", "4,2,0,1,3", "--value", "0.936"});
    QCOMPARE(r.status, 0);
    const QString text = QString::fromUtf8(r.out);
    QVERIFY(text.startsWith(QStringLiteral("1 convention gives NDCG = 0.936")));
    QVERIFY(text.contains(QStringLiteral("linear gain")));
}

void TestCliConventions::whichSaysNoneForSeed004()
{
    const Run r = cli({"which", "--grades", "4,5,2,3,1", "--value", "0.861", "--format", "json"});
    QCOMPARE(r.status, 1);
    const QJsonObject root = QJsonDocument::fromJson(r.out).object();
    QVERIFY(root.value("matches").toArray().isEmpty());
    QCOMPARE_LE(
        qAbs(root.value("nearest").toObject().value("value").toDouble() - 0.8633900258), 1e-10);
}

void TestCliConventions::swapsJson()
{
    const Run r = cli({"swaps", "--grades", "3,2,0,1,3", "-k", "3", "--format", "json"});
    QCOMPARE(r.status, 0);
    const QJsonObject root = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(root.value("n").toInt(), 5);
    QCOMPARE(root.value("k").toInt(), 3);
    const QJsonObject best = root.value("bestSwap").toObject();
    QCOMPARE(best.value("i").toInt(), 3);
    QCOMPARE(best.value("j").toInt(), 5);
    QCOMPARE_LE(qAbs(best.value("deltaNdcg").toDouble() - 0.27097106474001353), 1e-12);
    const QJsonArray matrix = root.value("deltaNdcg").toArray();
    QCOMPARE(matrix.size(), 5);
    QCOMPARE(matrix[2].toArray()[4].toDouble(), matrix[4].toArray()[2].toDouble());
}

void TestCliConventions::badInputIsExitStatus2_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("conventions without grades") << QStringList {"conventions"};
    QTest::newRow("conventions with a bad k")
        << QStringList {"conventions", "--grades", "1", "-k", "0"};
    QTest::newRow("scores of the wrong length")
        << QStringList {"conventions", "--grades", "1,2", "--scores", "1"};
    QTest::newRow("which without a value") << QStringList {"which", "--grades", "1,2"};
    QTest::newRow("which with a bad figure")
        << QStringList {"which", "--grades", "1,2", "--value", "abc"};
    QTest::newRow("which with a bad quantity")
        << QStringList {"which", "--grades", "1,2", "--value", "0.5", "--quantity", "map"};
    QTest::newRow("swaps with csv format")
        << QStringList {"swaps", "--grades", "1,2", "--format", "csv"};
}

void TestCliConventions::badInputIsExitStatus2()
{
    QFETCH(QStringList, args);
    const Run r = cli(args);
    QCOMPARE(r.status, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY(!r.err.isEmpty());
}

QTEST_APPLESS_MAIN(TestCliConventions)
#include "tst_cli_conventions.moc"
