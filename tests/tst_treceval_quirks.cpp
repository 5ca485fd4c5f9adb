// `ndcg-cli eval` where trec_eval's own source decides an edge case (issue 14 part 4): comment
// lines, grades read with atol(), queries whose judgments are all negative, num_rel with -c,
// cutoffs past 2^31, a grade of 2^63 − 1, a qrels query missing from the run.
//
// Every expected value is derived by hand from trec_eval 10.0's source (file and function named
// at each case) and was checked against a trec_eval 10.0 binary built from that source on the
// same files; none is taken from ndcg-cli's own output.

#include "treceval.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Ndcg;
using namespace Ndcg::Trec;

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
    p.start(QStringLiteral(NDCG_BIN_DIR "/ndcg-cli"), QStringList {QStringLiteral("eval")} + args);
    p.waitForFinished(60000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        p.readAllStandardError()};
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

} // namespace

class TestTrecEvalQuirks : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void commentLinesAreSkippedAsByTrecEval10();
    void anIndentedHashInQrelsIsAJudgment();
    void atolReadsGradeText_data();
    void atolReadsGradeText();
    void fractionalGradesAreRefusedUnlessTrecGrades();
    void trecGradesReproduceTrecEval();
    void allNegativeQueryExitsFourLikeTrecEval_data();
    void allNegativeQueryExitsFourLikeTrecEval();
    void allMinusOneAfterAnotherQueryScoresZero();
    void measuresWithoutGradeTableNeverFail();
    void numRelWithCompleteCountsGradesAboveZero();
    void cutoffsKeepTheirNumberAndTrecEvalsOrder();
    void gradeInt64MaxHasNoOverflow();
    void missingQueryIsSkippedAndHelpSaysSo();

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }
    // Writes qrels and run to files named after the test and runs eval on them.
    Run eval(const QByteArray &qrels, const QByteArray &run, const QStringList &flags)
    {
        const QString q = path(QStringLiteral("q.txt"));
        const QString r = path(QStringLiteral("r.txt"));
        if (!writeFile(q, qrels) || !writeFile(r, run))
            return {};
        return runCli(flags + QStringList {q, r});
    }
};

void TestTrecEvalQuirks::commentLinesAreSkippedAsByTrecEval10()
{
    // get_qrels.c skips a line whose first byte is '#'; get_trec_results.c skips a line whose
    // first byte after blanks is '#' without looking at the rest. (trec_eval 10 itself reads
    // the line after a qrels comment as a judgment, so its "#c2" below is "Malformed line",
    // and it crashes on the final comment; ndcg-cli skips both.)
    // Left: d1 (grade 1), d2 (0), d3 (2). map = (1/1 + 2/3) / 2 = 0.8333;
    // ndcg = (1/log2 2 + 2/log2 4) / (2/log2 2 + 1/log2 3) = 2 / 2.630930 = 0.7602.
    const QByteArray qrels("# judged by hand\n#c2\n1 0 d1 1\n1 0 d2 0\n#mid\n1 0 d3 2\n# end");
    const QByteArray run("  # indented\n#\x01\x02 not text\n1 Q0 d1 1 0.5 r\n\t#mid 1 Q0 d9 9 "
                         "9.0 r\n1 Q0 d2 2 0.4 r\n1 Q0 d3 3 0.3 r\n# last");
    const Run r = eval(qrels, run,
        {QStringLiteral("-m"), QStringLiteral("num_ret"), QStringLiteral("-m"),
            QStringLiteral("num_rel"), QStringLiteral("-m"), QStringLiteral("map"),
            QStringLiteral("-m"), QStringLiteral("ndcg")});
    QCOMPARE(r.err, QByteArray());
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out,
        QByteArray("num_ret               \tall\t3\n"
                   "num_rel               \tall\t2\n"
                   "map                   \tall\t0.8333\n"
                   "ndcg                  \tall\t0.7602\n"));
}

void TestTrecEvalQuirks::anIndentedHashInQrelsIsAJudgment()
{
    // In a qrels file only a '#' in the first column starts a comment: " # c x 1" is a
    // judgment of query "#" (trec_eval -c counts it: num_q 2, num_rel 2).
    const Run r = eval(" # c x 1\n1 0 d1 1\n", "1 Q0 d1 1 0.5 r\n",
        {QStringLiteral("-c"), QStringLiteral("-m"), QStringLiteral("num_q"), QStringLiteral("-m"),
            QStringLiteral("num_rel")});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out,
        QByteArray("num_q                 \tall\t2\n"
                   "num_rel               \tall\t2\n"));
}

void TestTrecEvalQuirks::atolReadsGradeText_data()
{
    // glibc's atol is strtol(s, NULL, 10): blanks, sign, leading digits, the rest ignored;
    // no digits: 0; out of range: LONG_MAX / LONG_MIN (C11 7.22.1.4), 64-bit here.
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<qint64>("value");
    QTest::newRow("1.5") << QByteArray("1.5") << qint64(1);
    QTest::newRow("2abc") << QByteArray("2abc") << qint64(2);
    QTest::newRow("-1.9") << QByteArray("-1.9") << qint64(-1);
    QTest::newRow("a word") << QByteArray("x") << qint64(0);
    QTest::newRow("a sign alone") << QByteArray("-") << qint64(0);
    QTest::newRow("+7") << QByteArray("+7") << qint64(7);
    QTest::newRow("hex is not read") << QByteArray("0x1A") << qint64(0);
    QTest::newRow("1e3 is 1") << QByteArray("1e3") << qint64(1);
    QTest::newRow("leading blanks") << QByteArray(" \t3") << qint64(3);
    QTest::newRow("empty") << QByteArray() << qint64(0);
    QTest::newRow("INT64_MAX") << QByteArray("9223372036854775807") << qint64(INT64_MAX);
    QTest::newRow("INT64_MAX + 1 saturates")
        << QByteArray("9223372036854775808") << qint64(INT64_MAX);
    QTest::newRow("20 nines saturate") << QByteArray("99999999999999999999") << qint64(INT64_MAX);
    QTest::newRow("INT64_MIN") << QByteArray("-9223372036854775808") << qint64(INT64_MIN);
    QTest::newRow("INT64_MIN - 1 saturates")
        << QByteArray("-9223372036854775809") << qint64(INT64_MIN);
    // 2^63 then one more digit: 2^63 * 10 would wrap a 64-bit accumulator to 0.
    QTest::newRow("2^63 * 10 saturates") << QByteArray("92233720368547758080") << qint64(INT64_MAX);
    QTest::newRow("-2^63 * 10 saturates")
        << QByteArray("-92233720368547758080") << qint64(INT64_MIN);
    QTest::newRow("-20 nines saturate")
        << QByteArray("-99999999999999999999x") << qint64(INT64_MIN);
}

void TestTrecEvalQuirks::atolReadsGradeText()
{
    QFETCH(QByteArray, text);
    QFETCH(qint64, value);
    QCOMPARE(
        qint64(parseAtol(std::string_view(text.constData(), std::size_t(text.size())))), value);
}

void TestTrecEvalQuirks::fractionalGradesAreRefusedUnlessTrecGrades()
{
    const QString q = path(QStringLiteral("q.txt"));
    const Run r = eval("1 0 d1 1\n1 0 d2 1.5\n", "1 Q0 d1 1 0.5 r\n", {});
    QCOMPARE(r.status, 2);
    QCOMPARE(r.out, QByteArray());
    QCOMPARE(QString::fromUtf8(r.err),
        q
            + QStringLiteral(":2: expected an integer grade, found '1.5' (trec_eval would "
                             "read it as 1); --trec-grades reads grades as trec_eval does\n"));
    // The same grade under --trec-grades: 1, so d1 and d2 both gain 1 and d2 is unretrieved:
    // ndcg = 1 / (1 + 1/log2 3) = 0.6131.
    const Run t = eval("1 0 d1 1\n1 0 d2 1.5\n", "1 Q0 d1 1 0.5 r\n",
        {QStringLiteral("--trec-grades"), QStringLiteral("-m"), QStringLiteral("ndcg")});
    QCOMPARE(t.status, 0);
    QCOMPARE(t.out, QByteArray("ndcg                  \tall\t0.6131\n"));
}

void TestTrecEvalQuirks::trecGradesReproduceTrecEval()
{
    // Query 1: 1.5 -> 1, 2abc -> 2, -1.9 -> -1, x -> 0. Ranked d1 (.5, 1), d2 (.4, 2), then
    // the tie at .3 by docno descending: d4 (0), d3 (-1). num_rel 2, num_rel_ret 2;
    // ndcg = (1 + 2/log2 3) / (2 + 1/log2 3) = 2.261860 / 2.630930 = 0.8597;
    // ndcg_cut_1 = 1/2. (trec_eval 10 prints exactly these lines for this pair.)
    // Query 2: 20 nines -> INT64_MAX (M), -20 nines -> INT64_MIN; e3 (1) ranked above e1 (M):
    // ndcg = (1 + M/log2 3) / (M + 1/log2 3) = 1/log2 3 = 0.6309 in doubles.
    const QByteArray qrels("1 0 d1 1.5\n1 0 d2 2abc\n1 0 d3 -1.9\n1 0 d4 x\n"
                           "2 0 e1 99999999999999999999\n2 0 e2 -99999999999999999999\n"
                           "2 0 e3 1\n");
    const QByteArray run("1 Q0 d1 1 0.5 r\n1 Q0 d2 2 0.4 r\n1 Q0 d3 3 0.3 r\n1 Q0 d4 4 0.3 r\n"
                         "2 Q0 e3 1 0.9 r\n2 Q0 e1 2 0.8 r\n");
    const Run r = eval(qrels, run,
        {QStringLiteral("--trec-grades"), QStringLiteral("-q"), QStringLiteral("-m"),
            QStringLiteral("num_rel"), QStringLiteral("-m"), QStringLiteral("num_rel_ret"),
            QStringLiteral("-m"), QStringLiteral("ndcg"), QStringLiteral("-m"),
            QStringLiteral("ndcg_cut.1")});
    QCOMPARE(r.err, QByteArray());
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.startsWith("num_rel               \t1\t2\n"
                              "num_rel_ret           \t1\t2\n"
                              "ndcg                  \t1\t0.8597\n"
                              "ndcg_cut_1            \t1\t0.5000\n"
                              "num_rel               \t2\t2\n"
                              "num_rel_ret           \t2\t2\n"
                              "ndcg                  \t2\t0.6309\n"),
        r.out.constData());
}

void TestTrecEvalQuirks::allNegativeQueryExitsFourLikeTrecEval_data()
{
    // form_res_rels.c: te_chk_and_malloc(rel_levels, &max_rel_levels, max_rel + 1, ...) with
    // max_rel + 1 <= 0 and nothing allocated yet returns NULL: trec_eval prints "trec_eval:
    // Can't calculate measure 'M'" for the first measure it computes and exits 4.
    QTest::addColumn<QByteArray>("qrels");
    QTest::addColumn<QByteArray>("run");
    QTest::addColumn<QStringList>("flags");
    QTest::addColumn<QString>("stderrStart"); // %Q: the qrels path
    QTest::newRow("the official measures: num_ret is the first")
        << QByteArray("1 0 d1 -1\n1 0 d2 -1\n") << QByteArray("1 Q0 d1 1 0.5 r\n") << QStringList {}
        << QStringLiteral("%Q:1: every judgment of query '1' is negative: trec_eval cannot "
                          "compute it and stops with \"Can't calculate measure 'num_ret'\" "
                          "(exit status 4)");
    QTest::newRow("-m ndcg -m num_rel: num_rel comes first in trec_eval's order")
        << QByteArray("1 0 d1 -3\n") << QByteArray("1 Q0 d1 1 0.5 r\n")
        << QStringList {QStringLiteral("-m"), QStringLiteral("ndcg"), QStringLiteral("-m"),
               QStringLiteral("num_rel")}
        << QStringLiteral("%Q:1: every judgment of query '1' is negative: trec_eval cannot "
                          "compute it and stops with \"Can't calculate measure 'num_rel'\"");
    QTest::newRow("-c: a qrels query the run lacks is evaluated first")
        << QByteArray("1 0 d1 1\n0 0 x -1\n") << QByteArray("1 Q0 d1 1 0.5 r\n")
        << QStringList {QStringLiteral("-c"), QStringLiteral("-m"), QStringLiteral("map")}
        << QStringLiteral("%Q:2: every judgment of query '0' is negative: trec_eval cannot "
                          "compute it and stops with \"Can't calculate measure 'map'\"");
    // After a query with a grade >= 0 the table exists and memset((max_rel + 1) * 8) gets a
    // negative size for max_rel <= -2: trec_eval dies with SIGSEGV; ndcg-cli says so, exit 4.
    QTest::newRow("a query of grades <= -2 after another: trec_eval crashes")
        << QByteArray("1 0 d1 1\n2 0 d1 -2\n") << QByteArray("1 Q0 d1 1 0.5 r\n2 Q0 d1 1 0.5 r\n")
        << QStringList {}
        << QStringLiteral("%Q:2: every judgment of query '2' is below -1: trec_eval crashes");
}

void TestTrecEvalQuirks::allNegativeQueryExitsFourLikeTrecEval()
{
    QFETCH(QByteArray, qrels);
    QFETCH(QByteArray, run);
    QFETCH(QStringList, flags);
    QFETCH(QString, stderrStart);
    const Run r = eval(qrels, run, flags);
    QCOMPARE(r.status, 4);
    QCOMPARE(r.out, QByteArray());
    const QString err = QString::fromUtf8(r.err);
    const QString expected
        = QString(stderrStart).replace(QLatin1String("%Q"), path(QStringLiteral("q.txt")));
    QVERIFY2(err.startsWith(expected), qPrintable(err));
    QCOMPARE(err.count(QLatin1Char('\n')), 1);

    // The library call says the same and gives the status.
    const QString q = path(QStringLiteral("q.txt"));
    const auto loaded = Qrels::load(q);
    QVERIFY(loaded.ok());
    EvalOptions options;
    const auto measures = parseMeasures(flags.filter(QRegularExpression(QStringLiteral("^[a-z]"))));
    QVERIFY(measures.ok());
    options.measures = *measures;
    options.complete = flags.contains(QStringLiteral("-c"));
    int status = -1;
    const auto result = evaluate(*loaded, path(QStringLiteral("r.txt")), options, &status);
    QVERIFY(!result.ok());
    QCOMPARE(status, cannotComputeStatus);
}

void TestTrecEvalQuirks::allMinusOneAfterAnotherQueryScoresZero()
{
    // Query 2's highest grade is -1 and query 1 allocated the table first: memset of 0 bytes,
    // and every measure of query 2 is 0 (trec_eval 10 prints these lines).
    const Run r = eval("1 0 d1 1\n2 0 d1 -1\n2 0 d2 -5\n", "1 Q0 d1 1 0.5 r\n2 Q0 d1 1 0.5 r\n",
        {QStringLiteral("-q"), QStringLiteral("-m"), QStringLiteral("num_rel"),
            QStringLiteral("-m"), QStringLiteral("ndcg")});
    QCOMPARE(r.err, QByteArray());
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out,
        QByteArray("num_rel               \t1\t1\n"
                   "ndcg                  \t1\t1.0000\n"
                   "num_rel               \t2\t0\n"
                   "ndcg                  \t2\t0.0000\n"
                   "num_rel               \tall\t1\n"
                   "ndcg                  \tall\t0.5000\n"));
}

void TestTrecEvalQuirks::measuresWithoutGradeTableNeverFail()
{
    // runid and num_q never call form_res_rels: trec_eval -m num_q prints num_q 1.
    const Run r
        = eval("1 0 d1 -1\n", "1 Q0 d1 1 0.5 r\n", {QStringLiteral("-m"), QStringLiteral("num_q")});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out, QByteArray("num_q                 \tall\t1\n"));
}

void TestTrecEvalQuirks::numRelWithCompleteCountsGradesAboveZero()
{
    // m_num_rel.c te_calc_avg_num_rel: with -c the total is recounted from the qrels as the
    // judgments with rel > 0, ignoring -l. Per query -l 2 still holds (d2 only: 1).
    const QByteArray qrels("1 0 d1 1\n1 0 d2 2\n");
    const QByteArray run("1 Q0 d1 1 0.5 r\n");
    const QStringList flags {QStringLiteral("-l"), QStringLiteral("2"), QStringLiteral("-q"),
        QStringLiteral("-m"), QStringLiteral("num_rel")};
    const Run complete = eval(qrels, run, QStringList {QStringLiteral("-c")} + flags);
    QCOMPARE(complete.status, 0);
    QCOMPARE(complete.out,
        QByteArray("num_rel               \t1\t1\n"
                   "num_rel               \tall\t2\n"));
    const Run plain = eval(qrels, run, flags);
    QCOMPARE(plain.out,
        QByteArray("num_rel               \t1\t1\n"
                   "num_rel               \tall\t1\n"));
}

void TestTrecEvalQuirks::cutoffsKeepTheirNumberAndTrecEvalsOrder()
{
    // meas_init.c get_long_cutoffs: atol, so 99999999999 stays 99999999999 and the name is
    // "P_%ld" of it; "023" is 23. P_99999999999 = 1/99999999999 prints 0.0000.
    const Run big = eval("1 0 d1 1\n", "1 Q0 d1 1 0.5 r\n",
        {QStringLiteral("-m"), QStringLiteral("P.99999999999,023")});
    QCOMPARE(big.status, 0);
    QCOMPARE(big.out,
        QByteArray("P_23                  \tall\t0.0435\n"
                   "P_99999999999         \tall\t0.0000\n"));
    // comp_long returns the long difference as int: 5 - 3221225477 = -3221225472 is
    // 1073741824 in 32 bits, so 3221225477 sorts first. te_calc_P then waits for rank
    // 3221225477, never reaches it, and divides all relevant found (d1 and d7: 2) by each
    // cutoff: P_5 = 2/5 = 0.4 where the top 5 hold only 1. recall: 2/2 for both.
    QByteArray run;
    for (int i = 1; i <= 7; ++i)
        run += "1 Q0 d" + QByteArray::number(i) + " " + QByteArray::number(i) + " 0."
            + QByteArray::number(9 - i) + " r\n";
    const Run odd = eval("1 0 d1 1\n1 0 d7 1\n", run,
        {QStringLiteral("-m"), QStringLiteral("P.5,3221225477"), QStringLiteral("-m"),
            QStringLiteral("recall.5,3221225477")});
    QCOMPARE(odd.status, 0);
    QCOMPARE(odd.out,
        QByteArray("P_3221225477          \tall\t0.0000\n"
                   "P_5                   \tall\t0.4000\n"
                   "recall_3221225477     \tall\t1.0000\n"
                   "recall_5              \tall\t1.0000\n"));
    const auto parsed = parseMeasures({QStringLiteral("P.99999999999")});
    QVERIFY(parsed.ok());
    QVERIFY(parsed->precisionCutoffs == std::vector<std::int64_t> {99999999999LL});
}

void TestTrecEvalQuirks::gradeInt64MaxHasNoOverflow()
{
    // In process, so that the sanitizer build checks the arithmetic. M = 2^63 - 1 (a double of
    // 2^63): b (3) ranked above a (M). ndcg = (3 + M/log2 3) / (M + 3/log2 3) = 0.6309;
    // ndcg_cut_1 = 3/M = 0.0000; with the gain map 1=2 (no grade 1 here) the same 0.6309.
    // (trec_eval itself cannot size its table of grade counts for this grade and stops with
    // "Can't calculate measure"; ndcg-cli gives the value of its formulas.)
    const auto qrels
        = Qrels::parse("q 0 a 9223372036854775807\nq 0 b 3\n", QStringLiteral("huge.qrels"));
    QVERIFY(qrels.ok());
    QVERIFY(writeFile(path(QStringLiteral("huge.run")), "q Q0 b 1 2 r\nq Q0 a 2 1 r\n"));
    EvalOptions options;
    const auto measures = parseMeasures({QStringLiteral("ndcg"), QStringLiteral("ndcg_cut.1")});
    QVERIFY(measures.ok());
    options.measures = *measures;
    options.perQuery = true;
    const auto out = evaluate(*qrels, path(QStringLiteral("huge.run")), options);
    QVERIFY(out.ok());
    QCOMPARE(*out,
        QByteArray("ndcg                  \tq\t0.6309\n"
                   "ndcg_cut_1            \tq\t0.0000\n"
                   "ndcg                  \tall\t0.6309\n"
                   "ndcg_cut_1            \tall\t0.0000\n"));
    options.measures = *parseMeasures({QStringLiteral("ndcg.1=2")});
    const auto mapped = evaluate(*qrels, path(QStringLiteral("huge.run")), options);
    QVERIFY(mapped.ok());
    QVERIFY(mapped->startsWith("ndcg_1=2              \tq\t0.6309\n"));
}

void TestTrecEvalQuirks::missingQueryIsSkippedAndHelpSaysSo()
{
    // trec_eval 9.0.8 skips query 2 (num_q 1); 10.0 exits 4 ("result qid '2' not found in
    // qrels"); ndcg-cli keeps 9.0.8's choice and says so in --help.
    const Run r = eval("1 0 d1 1\n2 0 d1 1\n", "1 Q0 d1 1 0.5 r\n",
        {QStringLiteral("-m"), QStringLiteral("num_q")});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out, QByteArray("num_q                 \tall\t1\n"));
    const Run help = runCli({QStringLiteral("--help")});
    QCOMPARE(help.status, 0);
    const QString text = QString::fromUtf8(help.out).simplified();
    QVERIFY2(text.contains(QStringLiteral("trec_eval 10.0 stops on it with exit status 4")),
        qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("--trec-grades")));
}

QTEST_GUILESS_MAIN(TestTrecEvalQuirks)
#include "tst_treceval_quirks.moc"
