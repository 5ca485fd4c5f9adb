// Tests of `ndcg-cli eval` and the trec_eval measures (treceval.h).
//
// Conformance: every command of tests/data/trec_eval/README.md is read from the
// README itself, its -m options for measures we do not support are dropped, and the binary's
// output must equal the lines of trec_eval's expected output for the supported measures: the
// same lines in the same order, none missing, none extra.
//
// Own cases: a small qrels/run pair with tied scores, unjudged documents, a negative grade, a
// query without relevant documents, a query only in the run and a qrels query missing from
// the run. Their expected values were derived by hand from trec_eval's definitions:
//   q1 ranks by score, ties by docno descending: d4 (0.9, grade -1), u1 (0.7, unjudged),
//   d3 (0.5, 2), d2 (0.5, 0), d1 (0.5, 1); judged relevant: d1, d3 and the unretrieved d5 (3).
//   map = (1/3 + 2/5) / 3 = 0.24444; recip_rank = 1/3; P_3 = 1/3; P_5 = 2/5; P_10 = 2/10;
//   recall_3 = 1/3, recall_5 = 2/3;
//   ndcg = (2/log2 4 + 1/log2 6) / (3/log2 2 + 2/log2 3 + 1/log2 4) = 1.386853/4.761860
//        = 0.291243; ndcg_cut_3 = (2/log2 4) / 4.761860 = 0.210002; ndcg_cut_5 = ndcg;
//   with -m ndcg.1=3,2=9: (9/2 + 3/log2 6) / (9 + 3/log2 3 + 3/2) = 5.660558/12.392789
//        = 0.456766;
//   q2 has no relevant document: every measure 0, num_ret 2;
//   q3 (not in the run) counts only with -c, as num_rel 2 and zeros; q4 (not judged) never.
//   -M 3 keeps d4, u1, d3: map = (1/3)/3 = 0.11111, P_5 = 1/5.
//   -l 2: relevant are d3 and d5: num_rel 2, map = (1/3)/2 = 0.16667; ndcg does not change.

#include "treceval.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Ndcg;
using namespace Ndcg::Trec;

namespace {

const QString conformance = QStringLiteral(NDCG_TEST_DATA_DIR "/trec_eval/");

struct Run
{
    int status = -1;
    QByteArray out;
    QByteArray err;
};

Run runCli(const QStringList &args, const QString &workingDirectory = {})
{
    QProcess p;
    if (!workingDirectory.isEmpty())
        p.setWorkingDirectory(workingDirectory);
    p.start(QStringLiteral(NDCG_BIN_DIR "/ndcg-cli"), QStringList {QStringLiteral("eval")} + args);
    p.waitForFinished(60000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        p.readAllStandardError()};
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

// The lines of trec_eval output whose measure we support.
QByteArrayList supportedLines(const QByteArray &output)
{
    static const QRegularExpression supported(QStringLiteral(
        "^(runid|num_q|num_ret|num_rel|num_rel_ret|map|recip_rank|P_\\d+|recall_\\d+|ndcg|"
        "ndcg_\\d.*|ndcg_cut_\\d+) *\\t"));
    QByteArrayList lines;
    for (const QByteArray &line : output.split('\n')) {
        if (supported.match(QString::fromUtf8(line)).hasMatch())
            lines.append(line);
    }
    return lines;
}

// The README's table: expected-output file -> trec_eval's arguments.
QList<QPair<QString, QStringList>> readmeCommands()
{
    QList<QPair<QString, QStringList>> commands;
    static const QRegularExpression row(
        QStringLiteral("^\\| (out\\.\\S+) \\| `trec_eval (.*)` \\|"));
    for (const QByteArray &line : readFile(conformance + QStringLiteral("README.md")).split('\n')) {
        const auto m = row.match(QString::fromUtf8(line));
        if (m.hasMatch())
            commands.append(
                {m.captured(1), m.captured(2).split(QLatin1Char(' '), Qt::SkipEmptyParts)});
    }
    return commands;
}

// trec_eval's arguments for `eval`: files made absolute, -m of unsupported measures dropped.
QStringList evalArguments(const QStringList &trecArgs)
{
    QStringList args;
    const QStringList supported = supportedMeasures()
        + QStringList {QStringLiteral("official"), QStringLiteral("all_trec")};
    for (qsizetype i = 0; i < trecArgs.size(); ++i) {
        QString arg = trecArgs[i];
        if (arg.startsWith(QLatin1String("-m"))) {
            QString measure = arg.mid(2);
            if (measure.isEmpty())
                measure = trecArgs.value(++i);
            if (supported.contains(measure.section(QLatin1Char('.'), 0, 0)))
                args << QStringLiteral("-m") << measure;
            continue;
        }
        if (!arg.startsWith(QLatin1Char('-')))
            arg = conformance + arg;
        args << arg;
    }
    return args;
}

Result<QByteArray> evaluateFiles(
    const QString &qrelsPath, const QString &runPath, EvalOptions options)
{
    const auto qrels = Qrels::load(qrelsPath);
    if (!qrels)
        return qrels.error();
    return evaluate(*qrels, runPath, options);
}

} // namespace

class TestTrecEval : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();

    void conformanceWithTrecEval_data();
    void conformanceWithTrecEval();
    void ownEdgeCases_data();
    void ownEdgeCases();
    void serialAndParallelOutputsAreByteIdentical_data();
    void serialAndParallelOutputsAreByteIdentical();
    void errorLineIsExactInALaterRange();
    void runsReadTogetherGiveEachRunsOwnValues();
    void hugeAndManyGradesStayFast();
    void runFromAPipeGivesTheSameOutput();
    void measureArguments_data();
    void measureArguments();
    void badInputExitsTwoWithFileAndLine_data();
    void badInputExitsTwoWithFileAndLine();
    void explainRankingMatchesTrecEvalNdcg_data();
    void explainRankingMatchesTrecEvalNdcg();
    void explainCommandPrintsTheBreakdown();

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }
};

void TestTrecEval::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(writeFile(path(QStringLiteral("edge.qrels")),
        "q1 0 d1 1\nq1 0 d2 0\nq1 0 d3 2\nq1 0 d4 -1\nq1 0 d5 3\n"
        "q2 0 e1 0\nq2 0 e2 0\nq3 0 f1 1\nq3 0 f2 2\n"));
    QVERIFY(writeFile(path(QStringLiteral("edge.run")),
        "q1 Q0 d1 1 0.5 tagA\nq1 Q0 d2 2 0.5 tagA\nq1 Q0 d3 3 0.5 tagA\n"
        "q1 Q0 d4 4 0.9 tagA\nq1 Q0 u1 5 0.7 tagA\nq2 Q0 e1 1 2.0 tagA\n"
        "q2 Q0 x9 2 1.0 tagA\nq4 Q0 g1 1 1.0 tagB\n"));

    // A larger pair: 400 queries x 300 documents, scores on a coarse grid (many ties), grades
    // 0-4 and -1; some judged documents never retrieved; written grouped and interleaved.
    QRandomGenerator random(20261122);
    QByteArray qrels;
    QList<QByteArrayList> queries;
    for (int q = 0; q < 400; ++q) {
        const QByteArray qid = QByteArray::number(1000 + q);
        QByteArrayList lines;
        for (int d = 0; d < 300; ++d) {
            const QByteArray docno = "D" + QByteArray::number(random.bounded(100000));
            if (lines.contains(docno))
                continue;
            lines.append(docno);
        }
        QByteArrayList runLines;
        for (const QByteArray &docno : lines) {
            runLines.append(qid + " Q0 " + docno + " 0 "
                + QByteArray::number(random.bounded(40) / 8.0) + " big\n");
            if (random.bounded(3) == 0)
                qrels
                    += qid + " 0 " + docno + " " + QByteArray::number(random.bounded(6) - 1) + "\n";
        }
        for (int extra = 0; extra < 20; ++extra)
            qrels += qid + " 0 unretrieved" + QByteArray::number(extra) + " "
                + QByteArray::number(random.bounded(5)) + "\n";
        queries.append(runLines);
    }
    QByteArray grouped;
    for (const QByteArrayList &lines : queries)
        grouped += lines.join();
    QByteArray interleaved;
    for (int i = 0; i < 300; ++i) {
        for (const QByteArrayList &lines : queries) {
            if (i < lines.size())
                interleaved += lines[i];
        }
    }
    QVERIFY(writeFile(path(QStringLiteral("big.qrels")), qrels));
    QVERIFY(writeFile(path(QStringLiteral("big.run")), grouped));
    QVERIFY(writeFile(path(QStringLiteral("big-interleaved.run")), interleaved));
}

void TestTrecEval::conformanceWithTrecEval_data()
{
    QTest::addColumn<QString>("expectedFile");
    QTest::addColumn<QStringList>("args");
    const auto commands = readmeCommands();
    QVERIFY2(commands.size() >= 4, "the conformance README lists its commands");
    for (const auto &[file, trecArgs] : commands) {
        QTest::addRow("%s: trec_eval %s", qPrintable(file), qPrintable(trecArgs.join(' ')))
            << file << evalArguments(trecArgs);
    }
}

void TestTrecEval::conformanceWithTrecEval()
{
    QFETCH(QString, expectedFile);
    QFETCH(QStringList, args);
    const QByteArrayList expected = supportedLines(readFile(conformance + expectedFile));
    QVERIFY(expected.size() >= 36);
    const Run run = runCli(args);
    QCOMPARE(run.err, QByteArray());
    QCOMPARE(run.status, 0);
    QByteArrayList lines = run.out.split('\n');
    QCOMPARE(lines.takeLast(), QByteArray()); // the output ends with a newline
    // Line for line, so that a difference names its line.
    for (qsizetype i = 0; i < std::min(lines.size(), expected.size()); ++i)
        QCOMPARE(lines[i], expected[i]);
    QCOMPARE(lines.size(), expected.size());
}

void TestTrecEval::ownEdgeCases_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("expected");
    const QStringList own {QStringLiteral("-m"), QStringLiteral("all_trec"), QStringLiteral("-m"),
        QStringLiteral("P.1,2,3,5,10"), QStringLiteral("-m"), QStringLiteral("recall.3,5"),
        QStringLiteral("-m"), QStringLiteral("ndcg_cut.3,5")};
    QTest::newRow("per query: ties by docno descending, unjudged and negative grades count as "
                  "nonrelevant, a query without relevant documents scores 0, queries in one "
                  "file only are left out")
        << (QStringList {QStringLiteral("-q")} + own)
        << QByteArray("num_ret               \tq1\t5\n"
                      "num_rel               \tq1\t3\n"
                      "num_rel_ret           \tq1\t2\n"
                      "map                   \tq1\t0.2444\n"
                      "recip_rank            \tq1\t0.3333\n"
                      "P_1                   \tq1\t0.0000\n"
                      "P_2                   \tq1\t0.0000\n"
                      "P_3                   \tq1\t0.3333\n"
                      "P_5                   \tq1\t0.4000\n"
                      "P_10                  \tq1\t0.2000\n"
                      "recall_3              \tq1\t0.3333\n"
                      "recall_5              \tq1\t0.6667\n"
                      "ndcg                  \tq1\t0.2912\n"
                      "ndcg_cut_3            \tq1\t0.2100\n"
                      "ndcg_cut_5            \tq1\t0.2912\n"
                      "num_ret               \tq2\t2\n"
                      "num_rel               \tq2\t0\n"
                      "num_rel_ret           \tq2\t0\n"
                      "map                   \tq2\t0.0000\n"
                      "recip_rank            \tq2\t0.0000\n"
                      "P_1                   \tq2\t0.0000\n"
                      "P_2                   \tq2\t0.0000\n"
                      "P_3                   \tq2\t0.0000\n"
                      "P_5                   \tq2\t0.0000\n"
                      "P_10                  \tq2\t0.0000\n"
                      "recall_3              \tq2\t0.0000\n"
                      "recall_5              \tq2\t0.0000\n"
                      "ndcg                  \tq2\t0.0000\n"
                      "ndcg_cut_3            \tq2\t0.0000\n"
                      "ndcg_cut_5            \tq2\t0.0000\n"
                      "runid                 \tall\ttagB\n"
                      "num_q                 \tall\t2\n"
                      "num_ret               \tall\t7\n"
                      "num_rel               \tall\t3\n"
                      "num_rel_ret           \tall\t2\n"
                      "map                   \tall\t0.1222\n"
                      "recip_rank            \tall\t0.1667\n"
                      "P_1                   \tall\t0.0000\n"
                      "P_2                   \tall\t0.0000\n"
                      "P_3                   \tall\t0.1667\n"
                      "P_5                   \tall\t0.2000\n"
                      "P_10                  \tall\t0.1000\n"
                      "recall_3              \tall\t0.1667\n"
                      "recall_5              \tall\t0.3333\n"
                      "ndcg                  \tall\t0.1456\n"
                      "ndcg_cut_3            \tall\t0.1050\n"
                      "ndcg_cut_5            \tall\t0.1456\n");
    QTest::newRow("with -c the qrels query missing from the run counts as 0 in every mean")
        << (QStringList {QStringLiteral("-c")} + own)
        << QByteArray("runid                 \tall\ttagB\n"
                      "num_q                 \tall\t3\n"
                      "num_ret               \tall\t7\n"
                      "num_rel               \tall\t5\n"
                      "num_rel_ret           \tall\t2\n"
                      "map                   \tall\t0.0815\n"
                      "recip_rank            \tall\t0.1111\n"
                      "P_1                   \tall\t0.0000\n"
                      "P_2                   \tall\t0.0000\n"
                      "P_3                   \tall\t0.1111\n"
                      "P_5                   \tall\t0.1333\n"
                      "P_10                  \tall\t0.0667\n"
                      "recall_3              \tall\t0.1111\n"
                      "recall_5              \tall\t0.2222\n"
                      "ndcg                  \tall\t0.0971\n"
                      "ndcg_cut_3            \tall\t0.0700\n"
                      "ndcg_cut_5            \tall\t0.0971\n");
    QTest::newRow("with -c -q the missing query is printed with num_ret 0 and its num_rel")
        << QStringList {QStringLiteral("-c"), QStringLiteral("-q"), QStringLiteral("-m"),
               QStringLiteral("num_rel"), QStringLiteral("-mnum_ret"), QStringLiteral("-m"),
               QStringLiteral("map")}
        << QByteArray("num_ret               \tq1\t5\n"
                      "num_rel               \tq1\t3\n"
                      "map                   \tq1\t0.2444\n"
                      "num_ret               \tq2\t2\n"
                      "num_rel               \tq2\t0\n"
                      "map                   \tq2\t0.0000\n"
                      "num_ret               \tq3\t0\n"
                      "num_rel               \tq3\t2\n"
                      "map                   \tq3\t0.0000\n"
                      "num_ret               \tall\t7\n"
                      "num_rel               \tall\t5\n"
                      "map                   \tall\t0.0815\n");
    QTest::newRow("without -c the missing query is left out of the means")
        << QStringList {QStringLiteral("-m"), QStringLiteral("num_q"), QStringLiteral("-m"),
               QStringLiteral("map")}
        << QByteArray("num_q                 \tall\t2\n"
                      "map                   \tall\t0.1222\n");
    QTest::newRow("-M 3 evaluates the first three documents of each query")
        << QStringList {QStringLiteral("-q"), QStringLiteral("-M3"), QStringLiteral("-m"),
               QStringLiteral("num_ret"), QStringLiteral("-m"), QStringLiteral("num_rel_ret"),
               QStringLiteral("-m"), QStringLiteral("map"), QStringLiteral("-m"),
               QStringLiteral("P.5")}
        << QByteArray("num_ret               \tq1\t3\n"
                      "num_rel_ret           \tq1\t1\n"
                      "map                   \tq1\t0.1111\n"
                      "P_5                   \tq1\t0.2000\n"
                      "num_ret               \tq2\t2\n"
                      "num_rel_ret           \tq2\t0\n"
                      "map                   \tq2\t0.0000\n"
                      "P_5                   \tq2\t0.0000\n"
                      "num_ret               \tall\t5\n"
                      "num_rel_ret           \tall\t1\n"
                      "map                   \tall\t0.0556\n"
                      "P_5                   \tall\t0.1000\n");
    QTest::newRow("-l 2 raises the relevance threshold of map but not the gains of ndcg")
        << QStringList {QStringLiteral("-q"), QStringLiteral("-l"), QStringLiteral("2"),
               QStringLiteral("-m"), QStringLiteral("num_rel"), QStringLiteral("-m"),
               QStringLiteral("map"), QStringLiteral("-m"), QStringLiteral("ndcg")}
        << QByteArray("num_rel               \tq1\t2\n"
                      "map                   \tq1\t0.1667\n"
                      "ndcg                  \tq1\t0.2912\n"
                      "num_rel               \tq2\t0\n"
                      "map                   \tq2\t0.0000\n"
                      "ndcg                  \tq2\t0.0000\n"
                      "num_rel               \tall\t2\n"
                      "map                   \tall\t0.0833\n"
                      "ndcg                  \tall\t0.1456\n");
    QTest::newRow("a gain map names the measure and changes gains and the ideal")
        << QStringList {QStringLiteral("-q"), QStringLiteral("-m"), QStringLiteral("ndcg.1=3,2=9")}
        << QByteArray("ndcg_1=3,2=9          \tq1\t0.4568\n"
                      "ndcg_1=3,2=9          \tq2\t0.0000\n"
                      "ndcg_1=3,2=9          \tall\t0.2284\n");
}

void TestTrecEval::ownEdgeCases()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, expected);
    const Run run = runCli(
        args + QStringList {path(QStringLiteral("edge.qrels")), path(QStringLiteral("edge.run"))});
    QCOMPARE(run.err, QByteArray());
    QCOMPARE(run.status, 0);
    QCOMPARE(run.out, expected);
}

void TestTrecEval::serialAndParallelOutputsAreByteIdentical_data()
{
    QTest::addColumn<QString>("qrels");
    QTest::addColumn<QString>("run");
    QTest::addColumn<bool>("complete");
    QTest::newRow("a generated run grouped by query")
        << path(QStringLiteral("big.qrels")) << path(QStringLiteral("big.run")) << false;
    QTest::newRow("the same run with its queries interleaved line by line")
        << path(QStringLiteral("big.qrels")) << path(QStringLiteral("big-interleaved.run"))
        << false;
    QTest::newRow("trec_eval's results.test")
        << conformance + QStringLiteral("qrels.test")
        << conformance + QStringLiteral("results.test") << false;
    QTest::newRow("trec_eval's interleaved results.trunc with -c")
        << conformance + QStringLiteral("qrels.test")
        << conformance + QStringLiteral("results.trunc") << true;
}

void TestTrecEval::serialAndParallelOutputsAreByteIdentical()
{
    QFETCH(QString, qrels);
    QFETCH(QString, run);
    QFETCH(bool, complete);
    EvalOptions options;
    const auto measures = parseMeasures(
        {QStringLiteral("all_trec"), QStringLiteral("ndcg.0=1,1=0.5,2=2.25,3=2.75")});
    QVERIFY(measures.ok());
    options.measures = *measures;
    options.perQuery = true;
    options.complete = complete;
    options.threads = 1;
    const auto serial = evaluateFiles(qrels, run, options);
    QVERIFY2(serial.ok(), qPrintable(serial.ok() ? QString() : serial.error().toString()));
    QVERIFY(serial->size() > 1000);
    for (int threads : {2, 3, 7}) {
        options.threads = threads;
        options.minBytesPerThread = 1; // split even these small files
        const auto parallel = evaluateFiles(qrels, run, options);
        QVERIFY(parallel.ok());
        QCOMPARE(*parallel, *serial);
    }
    if (run.endsWith(QLatin1String("big-interleaved.run"))) {
        options.threads = 2;
        const auto grouped = evaluateFiles(qrels, path(QStringLiteral("big.run")), options);
        QVERIFY(grouped.ok());
        QCOMPARE(*serial, *grouped); // the order of a run's lines does not matter
    }
}

void TestTrecEval::errorLineIsExactInALaterRange()
{
    // A bad score on line 100,000 of 120,000: found by a later thread, reported by file line.
    QByteArray data = readFile(path(QStringLiteral("big.run")));
    QByteArrayList lines = data.split('\n');
    QVERIFY(lines.size() > 100000);
    const QList<QByteArray> fields = lines[99999].split(' ');
    lines[99999] = fields[0] + " Q0 " + fields[2] + " 0 0.5x big";
    QVERIFY(writeFile(path(QStringLiteral("bad-late.run")), lines.join('\n')));
    EvalOptions options;
    options.measures = *parseMeasures({});
    for (int threads : {1, 2, 3}) {
        options.threads = threads;
        options.minBytesPerThread = 1;
        const auto result = evaluateFiles(
            path(QStringLiteral("big.qrels")), path(QStringLiteral("bad-late.run")), options);
        QVERIFY(!result.ok());
        QCOMPARE(result.error().line, 100000);
        QCOMPARE(
            result.error().message, QStringLiteral("expected a number as the score, found '0.5x'"));
    }
}

void TestTrecEval::runsReadTogetherGiveEachRunsOwnValues()
{
    // compare reads its runs together, their ranges shared among the threads: each run's
    // values, error or status must be what evaluateQueries() gives it alone, read serially. The
    // runs: a grouped one (ties, not in score order), a bad score on line 5,000 (a later range),
    // an interleaved one (the collecting path), and the grouped one with every 7th query dropped.
    const auto qrels = Qrels::load(path(QStringLiteral("big.qrels")));
    QVERIFY(qrels.ok());
    QByteArrayList lines = readFile(path(QStringLiteral("big.run"))).split('\n');
    QVERIFY(lines.size() > 100000);
    QByteArrayList bad = lines;
    const QList<QByteArray> fields = bad[4999].split(' ');
    bad[4999] = fields[0] + " Q0 " + fields[2] + " 0 x0.5 big";
    QVERIFY(writeFile(path(QStringLiteral("bad-5000.run")), bad.join('\n')));
    QByteArrayList fewer;
    for (const QByteArray &line : lines) {
        if (!line.isEmpty() && line.split(' ').front().toInt() % 7 != 0)
            fewer.append(line);
    }
    QVERIFY(writeFile(path(QStringLiteral("fewer.run")), fewer.join('\n') + '\n'));
    const QStringList runs {path(QStringLiteral("big.run")), path(QStringLiteral("bad-5000.run")),
        path(QStringLiteral("big-interleaved.run")), path(QStringLiteral("fewer.run"))};
    EvalOptions options;
    const auto measures = parseMeasures({QStringLiteral("all_trec")});
    QVERIFY(measures.ok());
    options.measures = *measures;
    options.threads = 1;
    std::vector<Result<QueryValues>> alone;
    for (const QString &run : runs)
        alone.push_back(evaluateQueries(*qrels, run, options));
    QVERIFY(alone[0].ok() && alone[2].ok() && alone[3].ok());
    QVERIFY(!alone[1].ok());
    QCOMPARE(alone[1].error().line, 5000);
    QVERIFY(alone[0]->values.size() > 1000);
    for (const int threads : {1, 2, 3, 7}) {
        options.threads = threads;
        options.minBytesPerThread = 1; // every run split into `threads` ranges
        std::vector<int> statuses;
        const std::vector<Result<QueryValues>> together
            = evaluateQueriesOfEach(*qrels, runs, options, &statuses);
        QCOMPARE(together.size(), alone.size());
        QCOMPARE(statuses, std::vector<int>(runs.size(), 0));
        for (std::size_t r = 0; r < alone.size(); ++r) {
            const QByteArray where
                = QByteArray::number(threads) + " threads, run " + runs[qsizetype(r)].toUtf8();
            QVERIFY2(together[r].ok() == alone[r].ok(), where.constData());
            if (!alone[r].ok()) {
                QCOMPARE(together[r].error().line, alone[r].error().line);
                QCOMPARE(together[r].error().message, alone[r].error().message);
                continue;
            }
            QVERIFY2(together[r]->values == alone[r]->values, where.constData());
            QVERIFY2(together[r]->inRun == alone[r]->inRun, where.constData());
            QCOMPARE(together[r]->columns, alone[r]->columns);
            QCOMPARE(together[r]->runid, alone[r]->runid);
        }
    }
    // The dropped queries are not in the run; the interleaved run has every query the grouped has.
    QVERIFY(alone[3]->inRun != alone[0]->inRun);
    QCOMPARE(alone[2]->inRun, alone[0]->inRun);
}

void TestTrecEval::hugeAndManyGradesStayFast()
{
    // Grade 10^9 is a linear gain like any other: ndcg = (3/log2 2 + 10^9/log2 3)
    // / (10^9/log2 2 + 3/log2 3) = 0.630930; 200,000 distinct grades in one query must not
    // make the gain table quadratic.
    QByteArray qrels("q 0 a 1000000000\nq 0 b 3\n");
    for (int d = 0; d < 200000; ++d)
        qrels += "r 0 doc" + QByteArray::number(d) + " " + QByteArray::number(d * 7 + 5) + "\n";
    QVERIFY(writeFile(path(QStringLiteral("huge.qrels")), qrels));
    QVERIFY(writeFile(path(QStringLiteral("huge.run")),
        "q Q0 b 1 2 r\nq Q0 a 2 1 r\nr Q0 doc7 1 1 r\nr Q0 doc3 2 0.5 r\n"));
    QElapsedTimer timer;
    timer.start();
    const Run run = runCli({QStringLiteral("-q"), QStringLiteral("-m"), QStringLiteral("ndcg.1=2"),
        QStringLiteral("-m"), QStringLiteral("ndcg_cut.1"), path(QStringLiteral("huge.qrels")),
        path(QStringLiteral("huge.run"))});
    QCOMPARE(run.status, 0);
    QVERIFY(run.out.startsWith("ndcg_1=2              \tq\t0.6309\n"
                               "ndcg_cut_1            \tq\t0.0000\n"));
    QCOMPARE_LT(timer.elapsed(), 20000);
}

void TestTrecEval::runFromAPipeGivesTheSameOutput()
{
    // /dev/stdin is a pipe here: no size to split or map, so it is read as a stream.
    const QStringList args {QStringLiteral("-q"), QStringLiteral("-m"), QStringLiteral("all_trec"),
        conformance + QStringLiteral("qrels.test")};
    const Run fromFile = runCli(args + QStringList {conformance + QStringLiteral("results.test")});
    QCOMPARE(fromFile.status, 0);
    QProcess p;
    p.start(QStringLiteral(NDCG_BIN_DIR "/ndcg-cli"),
        QStringList {QStringLiteral("eval")} + args + QStringList {QStringLiteral("/dev/stdin")});
    QVERIFY(p.waitForStarted());
    p.write(readFile(conformance + QStringLiteral("results.test")));
    p.closeWriteChannel();
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.readAllStandardError(), QByteArray());
    QCOMPARE(p.exitCode(), 0);
    QCOMPARE(p.readAllStandardOutput(), fromFile.out);
}

void TestTrecEval::measureArguments_data()
{
    QTest::addColumn<QStringList>("specs");
    QTest::addColumn<QString>("error");
    QTest::addColumn<QString>("names");
    QTest::newRow("no -m is trec_eval's official set, supported part")
        << QStringList {} << QString()
        << QStringLiteral("runid num_q num_ret num_rel num_rel_ret map recip_rank P");
    QTest::newRow("cutoffs are sorted and read as atol reads them")
        << QStringList {QStringLiteral("P.20,5,23.4")} << QString() << QStringLiteral("P:5,20,23");
    QTest::newRow("the first parameters of a measure win") << QStringList {QStringLiteral("P.7"),
        QStringLiteral("P.9")} << QString() << QStringLiteral("P:7");
    QTest::newRow("an unsupported measure is an error that names it")
        << QStringList {QStringLiteral("map"), QStringLiteral("bpref")}
        << QStringLiteral("-m bpref: unsupported measure 'bpref'") << QString();
    QTest::newRow("a zero cutoff is an error")
        << QStringList {QStringLiteral("P.0,5")}
        << QStringLiteral("-m P.0,5: cutoffs must be positive") << QString();
    QTest::newRow("a repeated cutoff is an error")
        << QStringList {QStringLiteral("ndcg_cut.5,5")}
        << QStringLiteral("-m ndcg_cut.5,5: a cutoff is given twice") << QString();
    QTest::newRow("a word as cutoff is an error")
        << QStringList {QStringLiteral("recall.ten")}
        << QStringLiteral("-m recall.ten: cutoff 'ten' is not a number") << QString();
    QTest::newRow("a gain map needs grade=gain pairs")
        << QStringList {QStringLiteral("ndcg.1=3,2")}
        << QStringLiteral("-m ndcg.1=3,2: expected grade=gain pairs") << QString();
    QTest::newRow("a gain map's grades are integers >= 0")
        << QStringList {QStringLiteral("ndcg.-1=3")}
        << QStringLiteral("-m ndcg.-1=3: '-1' is not a grade") << QString();
    QTest::newRow("a measure without parameters takes none")
        << QStringList {QStringLiteral("map.5")}
        << QStringLiteral("-m map.5: map takes no parameters") << QString();
    QTest::newRow("a dot needs parameters after it")
        << QStringList {QStringLiteral("P.")} << QStringLiteral("-m P.: parameters expected")
        << QString();
}

void TestTrecEval::measureArguments()
{
    QFETCH(QStringList, specs);
    QFETCH(QString, error);
    QFETCH(QString, names);
    const auto m = parseMeasures(specs);
    QCOMPARE(!m.ok(), !error.isEmpty());
    if (!m.ok()) {
        QVERIFY2(m.error().message.startsWith(error), qPrintable(m.error().message));
        return;
    }
    QStringList got;
    const auto cutoffs = [](const std::vector<std::int64_t> &values) {
        QStringList list;
        for (auto v : values)
            list << QString::number(v);
        return list.join(QLatin1Char(','));
    };
    if (names.contains(QLatin1Char(':'))) {
        QCOMPARE(QStringLiteral("P:") + cutoffs(m->precisionCutoffs), names);
        return;
    }
    if (m->runid)
        got << QStringLiteral("runid");
    if (m->numQ)
        got << QStringLiteral("num_q");
    if (m->numRet)
        got << QStringLiteral("num_ret");
    if (m->numRel)
        got << QStringLiteral("num_rel");
    if (m->numRelRet)
        got << QStringLiteral("num_rel_ret");
    if (m->map)
        got << QStringLiteral("map");
    if (m->recipRank)
        got << QStringLiteral("recip_rank");
    if (m->precision)
        got << QStringLiteral("P");
    if (m->recall || m->ndcg || m->ndcgCut)
        got << QStringLiteral("more");
    QCOMPARE(got.join(QLatin1Char(' ')), names);
}

void TestTrecEval::badInputExitsTwoWithFileAndLine_data()
{
    QTest::addColumn<QByteArray>("qrels");
    QTest::addColumn<QByteArray>("run");
    QTest::addColumn<QStringList>("flags");
    QTest::addColumn<QString>("stderrStart"); // %Q and %R stand for the two paths
    const QByteArray goodQrels("1 0 a 1\n1 0 b 0\n");
    const QByteArray goodRun("1 Q0 a 1 0.5 r\n1 Q0 b 2 0.4 r\n");
    QTest::newRow("a qrels line with too few fields")
        << QByteArray("1 0 a 1\n1 0 b\n") << goodRun << QStringList {}
        << QStringLiteral("%Q:2: expected 4 fields 'qid iter docno grade', found 3");
    QTest::newRow("a run line with a word as score")
        << goodQrels << QByteArray("1 Q0 a 1 0.5 r\n1 Q0 b 2 x r\n") << QStringList {}
        << QStringLiteral("%R:2: expected a number as the score, found 'x'");
    QTest::newRow("a docno twice in one query of the run")
        << goodQrels << QByteArray("1 Q0 a 1 0.5 r\n1 Q0 b 2 0.4 r\n1 Q0 a 3 0.1 r\n")
        << QStringList {}
        << QStringLiteral("%R:3: docno 'a' occurs twice in query '1' (first on line 1)");
    QTest::newRow("a docno twice in one query of an interleaved run")
        << goodQrels << QByteArray("1 Q0 a 1 0.5 r\n2 Q0 b 2 0.4 r\n1 Q0 a 3 0.1 r\n")
        << QStringList {}
        << QStringLiteral("%R:3: docno 'a' occurs twice in query '1' (first on line 1)");
    QTest::newRow("an empty run") << goodQrels << QByteArray() << QStringList {}
                                  << QStringLiteral("%R:1: the file is empty");
    QTest::newRow("an empty qrels file")
        << QByteArray() << goodRun << QStringList {} << QStringLiteral("%Q:1: the file is empty");
    QTest::newRow("binary garbage as run")
        << goodQrels
        << QByteArray("\x7f"
                      "ELF\x02\x01\x01\x00\x00\x00",
               10)
        << QStringList {} << QStringLiteral("%R:1: unexpected binary data (byte 0x7f in column 1)");
    QTest::newRow("an absurdly long run line")
        << goodQrels << goodRun + QByteArray(100000, 'a') << QStringList {}
        << QStringLiteral("%R:3: line longer than 65536 bytes");
    QTest::newRow("no query of the run has judgments")
        << goodQrels << QByteArray("2 Q0 a 1 0.5 r\n") << QStringList {}
        << QStringLiteral("%R: no query of the run has judgments in %Q");
    QTest::newRow("an unsupported measure is named")
        << goodQrels << goodRun << QStringList {QStringLiteral("-m"), QStringLiteral("bpref")}
        << QStringLiteral("ndcg-cli eval: -m bpref: unsupported measure 'bpref'");
    QTest::newRow("a negative relevance level")
        << goodQrels << goodRun << QStringList {QStringLiteral("-l"), QStringLiteral("-1")}
        << QStringLiteral("ndcg-cli eval: -l: invalid value '-1'");
    QTest::newRow("explaining a query that has no judgments")
        << goodQrels << goodRun << QStringList {QStringLiteral("--explain"), QStringLiteral("7")}
        << QStringLiteral("ndcg-cli eval: query '7' has no judgments in %Q");
    QTest::newRow("explaining a query of a malformed run")
        << goodQrels << QByteArray("1 Q0 a 1 0.5 r\n1 Q0 b\n")
        << QStringList {QStringLiteral("--explain"), QStringLiteral("1")}
        << QStringLiteral("%R:2: expected 6 fields");
}

void TestTrecEval::badInputExitsTwoWithFileAndLine()
{
    QFETCH(QByteArray, qrels);
    QFETCH(QByteArray, run);
    QFETCH(QStringList, flags);
    QFETCH(QString, stderrStart);
    const QString q = path(QStringLiteral("bad.qrels"));
    const QString r = path(QStringLiteral("bad.run"));
    QVERIFY(writeFile(q, qrels));
    QVERIFY(writeFile(r, run));
    const Run result = runCli(flags + QStringList {q, r});
    QCOMPARE(result.status, 2);
    QCOMPARE(result.out, QByteArray());
    const QString err = QString::fromUtf8(result.err);
    const QString expected
        = QString(stderrStart).replace(QLatin1String("%Q"), q).replace(QLatin1String("%R"), r);
    QVERIFY2(err.startsWith(expected), qPrintable(err));
    QCOMPARE(err.count(QLatin1Char('\n')), 1); // one line
}

void TestTrecEval::explainRankingMatchesTrecEvalNdcg_data()
{
    QTest::addColumn<QString>("qid");
    QTest::addColumn<QString>("expectedNdcg");
    QTest::addColumn<int>("judged");
    // ndcg lines of out.test.aq; judged: lines of qrels.test for the query.
    const QByteArray out = readFile(conformance + QStringLiteral("out.test.aq"));
    const QByteArray qrels = readFile(conformance + QStringLiteral("qrels.test"));
    for (const char *qid : {"301", "302", "303"}) {
        QString ndcg;
        for (const QByteArray &line : out.split('\n')) {
            const QByteArrayList f = line.split('\t');
            if (f.size() == 3 && f[0].trimmed() == "ndcg" && f[1] == qid)
                ndcg = QString::fromLatin1(f[2]);
        }
        int judged = 0;
        for (const QByteArray &line : qrels.split('\n'))
            judged += line.startsWith(QByteArray(qid) + ' ');
        QTest::addRow("query %s of results.test explained with trec_eval's conventions", qid)
            << QString::fromLatin1(qid) << ndcg << judged;
    }
}

void TestTrecEval::explainRankingMatchesTrecEvalNdcg()
{
    QFETCH(QString, qid);
    QFETCH(QString, expectedNdcg);
    QFETCH(int, judged);
    const auto qrels = Qrels::load(conformance + QStringLiteral("qrels.test"));
    QVERIFY(qrels.ok());
    const auto ranking = rankingForQuery(*qrels, conformance + QStringLiteral("results.test"), qid);
    QVERIFY(ranking.ok());
    QCOMPARE(ranking->items.size(), 500);
    // Scores never increase down the ranking; every item carries its docno and score.
    for (qsizetype i = 0; i < ranking->items.size(); ++i) {
        QVERIFY(!ranking->items[i].label.isEmpty());
        QVERIFY(ranking->items[i].score.has_value());
        if (i > 0)
            QVERIFY(*ranking->items[i].score <= *ranking->items[i - 1].score);
    }
    // The judged pool: retrieved judged documents plus every unretrieved judgment.
    qsizetype retrievedJudged = 0;
    for (const Item &item : ranking->items) {
        const QByteArray docno = item.label.toUtf8();
        const std::string_view d(docno.constData(), std::size_t(docno.size()));
        retrievedJudged
            += qrels->grade(qrels->queryIndex(qid.toStdString()), d, Detail::hashBytes(d))
                   .has_value();
    }
    QCOMPARE(retrievedJudged + ranking->unretrieved.size(), qsizetype(judged));

    Settings trec;
    trec.gain = Gain::Linear;
    const auto breakdown = explain(*ranking, trec);
    QVERIFY(breakdown.ok());
    QVERIFY(breakdown->ndcg.has_value());
    QCOMPARE(QString::asprintf("%6.4f", *breakdown->ndcg), expectedNdcg);
}

void TestTrecEval::explainCommandPrintsTheBreakdown()
{
    const Run run = runCli({QStringLiteral("--explain"), QStringLiteral("302"),
        QStringLiteral("--format"), QStringLiteral("json"),
        conformance + QStringLiteral("qrels.test"), conformance + QStringLiteral("results.test")});
    QCOMPARE(run.err, QByteArray());
    QCOMPARE(run.status, 0);
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(json.value(QStringLiteral("n")).toInt(), 500);
    // out.test.aq: ndcg 302 0.6617.
    QCOMPARE(QString::asprintf("%6.4f", json.value(QStringLiteral("ndcg")).toDouble()),
        QStringLiteral("0.6617"));

    const Run text = runCli({QStringLiteral("--explain"), QStringLiteral("q1"),
        QStringLiteral("-k"), QStringLiteral("5"), path(QStringLiteral("edge.qrels")),
        path(QStringLiteral("edge.run"))});
    QCOMPARE(text.status, 0);
    // The ranking in trec_eval's order with docnos as labels: d4, u1, then the tie d3, d2, d1.
    const QString out = QString::fromUtf8(text.out);
    const qsizetype d4 = out.indexOf(QLatin1String("d4")), u1 = out.indexOf(QLatin1String("u1")),
                    d3 = out.indexOf(QLatin1String("d3")), d2 = out.indexOf(QLatin1String("d2")),
                    d1 = out.indexOf(QLatin1String("d1"));
    QVERIFY(d4 >= 0 && d4 < u1 && u1 < d3 && d3 < d2 && d2 < d1);
}

QTEST_GUILESS_MAIN(TestTrecEval)
#include "tst_treceval.moc"
