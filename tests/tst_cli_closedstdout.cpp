// ndcg-cli started with its standard output closed (`ndcg-cli eval QRELS RUN >&-`, run here by
// /bin/sh exactly so): descriptor 1 used to be taken by the first file the program opened (Qt's
// eventfd), so the output went there and failed with "cannot write output: Invalid argument".
// Now the message names standard output, the exit status is the CLI's for lost output (1, as
// for /dev/full in tst_cli_limits), and bad input keeps its own status (2) and message.

#include <QProcess>
#include <QTest>

namespace {

const QString cli = QStringLiteral(NDCG_BIN_DIR "/ndcg-cli");
const QString data = QStringLiteral(NDCG_TEST_DATA_DIR "/trec_eval/");
const QByteArray closedMessage = "ndcg-cli: cannot write output: standard output is closed\n";

struct Run
{
    int status = -1;
    QByteArray err;
};

// ndcg-cli ARGS with the shell redirection `redirect` (">&-", ">&- 2>&-", "<&- >&-").
Run runRedirected(const QStringList &args, const QString &redirect)
{
    QProcess p;
    // sh -c 'exec "$0" "$@" >&-' CLI ARGS...: the arguments reach ndcg-cli unchanged.
    p.start(QStringLiteral("/bin/sh"),
        QStringList {QStringLiteral("-c"), QStringLiteral("exec \"$0\" \"$@\" ") + redirect, cli}
            + args);
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardError()};
}

} // namespace

class TestCliClosedStdout : public QObject
{
    Q_OBJECT

private slots:
    void outputToAClosedStdout_data();
    void outputToAClosedStdout();
    void badInputKeepsItsStatus();
    void closedStdinAndStderrToo();
};

void TestCliClosedStdout::outputToAClosedStdout_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("eval") << QStringList {"eval", data + "qrels.test", data + "results.test"};
    QTest::newRow("explain") << QStringList {"explain", "--grades", "3,2,0,1"};
    QTest::newRow("explain --format json")
        << QStringList {"explain", "--grades", "3,2,0,1", "--format", "json"};
    QTest::newRow("--version") << QStringList {"--version"};
}

void TestCliClosedStdout::outputToAClosedStdout()
{
    QFETCH(QStringList, args);
    const Run r = runRedirected(args, QStringLiteral(">&-"));
    QCOMPARE(r.err, closedMessage);
    QCOMPARE(r.status, 1);
}

void TestCliClosedStdout::badInputKeepsItsStatus()
{
    const Run r = runRedirected({"explain", "--grades", "3,x"}, QStringLiteral(">&-"));
    QCOMPARE(r.status, 2);
    QCOMPARE(r.err,
        QByteArray("ndcg-cli explain: --grades: invalid value '3,x': item 2 ('x') is not a "
                   "number\n"));
}

void TestCliClosedStdout::closedStdinAndStderrToo()
{
    // Nothing to read the message from: the status alone says the output was lost.
    const Run silent = runRedirected({"explain", "--grades", "3,2"}, QStringLiteral(">&- 2>&-"));
    QCOMPARE(silent.status, 1);
    QVERIFY(silent.err.isEmpty());
    const Run noStdin = runRedirected({"explain", "--grades", "3,2"}, QStringLiteral("<&- >&-"));
    QCOMPARE(noStdin.err, closedMessage);
    QCOMPARE(noStdin.status, 1);
}

QTEST_MAIN(TestCliClosedStdout)
#include "tst_cli_closedstdout.moc"
