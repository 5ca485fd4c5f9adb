// Runs the ndcg-cli binary as a user would: its JSON for known rankings, and its error exits
// (status 2, one line on stderr naming the flag and the value, nothing on stdout).

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include <cmath>

namespace {
struct Run
{
    int status = -1;
    QByteArray out;
    QByteArray err;
};

Run runCli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(NDCG_BIN_DIR "/ndcg-cli"), args);
    p.waitForFinished(30000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        p.readAllStandardError()};
}
} // namespace

class TestCli : public QObject
{
    Q_OBJECT
private slots:
    void explainJson_data();
    void explainJson();
    void everyFormatPrints_data();
    void everyFormatPrints();
    void badInputExitsTwo_data();
    void badInputExitsTwo();
    void undefinedNdcgIsNullInJson();
};

void TestCli::explainJson_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<double>("ndcg");
    // SPEC.md's quick checks, and seed values from the Python reference (tst_seedexamples).
    QTest::newRow("0,1,2,3 exponential own ideal is 0.547831")
        << QStringList {"--grades", "0,1,2,3", "--ideal", "list"} << 0.547831481922746;
    QTest::newRow("0,1,2,3 linear own ideal is 0.613827") << QStringList {"--grades", "0,1,2,3",
        "--ideal", "list", "--gain", "linear"} << 0.6138273133441086;
    QTest::newRow("seed 000 prose example")
        << QStringList {"--grades", "3,2,0,1,3", "-k", "5"} << 0.9014212075355635;
    QTest::newRow("seed 003 with its two unretrieved items, linear, k = 6")
        << QStringList {"--grades", "3,2,3,0,1,2", "--pool", "3,0", "--gain", "linear", "-k", "6"}
        << 0.8183541904922857;
    QTest::newRow("seed 004 ranking B,A,D,C,E")
        << QStringList {"--grades", "4,5,2,3,1"} << 0.8645478846264829;
    QTest::newRow("trec_eval-style gain map")
        << QStringList {"--grades", "1,2,0", "--gain", "1=3,2=9", "--ideal", "list"}
        << (3.0 + 9.0 / std::log2(3.0)) / (9.0 + 3.0 / std::log2(3.0));
}

void TestCli::explainJson()
{
    QFETCH(QStringList, args);
    QFETCH(double, ndcg);
    const Run r = runCli(QStringList {"explain"} + args + QStringList {"--format", "json"});
    QCOMPARE(r.status, 0);
    QVERIFY(r.err.isEmpty());
    QJsonParseError error;
    const QJsonObject o = QJsonDocument::fromJson(r.out, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE_LE(std::abs(o.value(QLatin1String("ndcg")).toDouble() - ndcg), 1e-12);
    QVERIFY(o.contains(QLatin1String("positions")));
    QVERIFY(o.value(QLatin1String("settings")).toObject().contains(QLatin1String("zeroIdcg")));
}

void TestCli::everyFormatPrints_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("expected");
    QTest::newRow("text has the NDCG formula line")
        << "text"
        << "NDCG@5 = DCG@5 / IDCG@5 = 12.031 / 13.347 = 0.901";
    QTest::newRow("csv has a header") << "csv"
                                      << "position,label,grade,gain,discount";
    QTest::newRow("markdown has a table") << "markdown"
                                          << "|---:|";
}

void TestCli::everyFormatPrints()
{
    QFETCH(QString, format);
    QFETCH(QString, expected);
    const Run r = runCli({"explain", "--grades", "3,2,0,1,3", "--format", format});
    QCOMPARE(r.status, 0);
    QVERIFY2(QString::fromUtf8(r.out).contains(expected), r.out.constData());
}

void TestCli::badInputExitsTwo_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("unknown option")
        << QStringList {"--grades", "1", "--frobnicate"} << "frobnicate";
    QTest::newRow("a grade that is not a number") << QStringList {"--grades", "3,x"} << "3,x";
    QTest::newRow("k = 0") << QStringList {"--grades", "1,2", "-k", "0"} << "-k";
    QTest::newRow("log base 1") << QStringList {"--grades", "1,2", "--log-base", "1"}
                                << "--log-base";
    QTest::newRow("negative grade under reject")
        << QStringList {"--grades", "1,-2", "--negative", "reject"} << "position 2";
    QTest::newRow("an empty list") << QStringList {"--grades", ""} << "--grades";
    QTest::newRow("missing grades") << QStringList {"-k", "3"} << "--grades";
    QTest::newRow("bad gain") << QStringList {"--grades", "1", "--gain", "cubic"} << "cubic";
    QTest::newRow("bad format") << QStringList {"--grades", "1", "--format", "xml"} << "xml";
    QTest::newRow("RBP p = 1.5") << QStringList {"--grades", "1", "--rbp-p", "1.5"} << "--rbp-p";
    QTest::newRow("more labels than grades")
        << QStringList {"--grades", "1,2", "--labels", "a,b,c"} << "--labels";
    QTest::newRow("a label of 1001 characters")
        << QStringList {"--grades", "1,2", "--labels", "a," + QString(1001, QLatin1Char('x'))}
        << "--labels: label 2: the label is 1001 characters long, more than the limit of 1000 "
           "characters";
}

void TestCli::badInputExitsTwo()
{
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    const Run r = runCli(QStringList {"explain"} + args);
    QCOMPARE(r.status, 2);
    QVERIFY2(r.out.isEmpty(), r.out.constData());
    const QString err = QString::fromUtf8(r.err);
    QCOMPARE(err.count(QLatin1Char('\n')), 1);
    QVERIFY2(err.contains(mentions), qPrintable(err));
}

void TestCli::undefinedNdcgIsNullInJson()
{
    const Run r
        = runCli({"explain", "--grades", "0,0", "--zero-idcg", "undefined", "--format", "json"});
    QCOMPARE(r.status, 0);
    QVERIFY(QJsonDocument::fromJson(r.out).object().value(QLatin1String("ndcg")).isNull());
}

QTEST_APPLESS_MAIN(TestCli)
#include "tst_cli.moc"
