// `ndcg-cli compare` run as a user runs it, on tests/data/compare (12 queries, runs bm25.run,
// rm3.run, dense.run; rm3-missing.run lacks q105 and q109; bad.run has a bad score on line 4;
// unjudged.run has no judged query). Means are checked against `ndcg-cli eval` on the same
// files, p-values against SciPy (tests/tst_significance_reference.py --cli), and every bad input
// against the CLI's rule: exit status 2, one line on stderr naming what and where, nothing on
// stdout.

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <cstdio>

#include <unistd.h>

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
    p.waitForFinished(60000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        p.readAllStandardError()};
}

QString data(const QString &name)
{
    return QStringLiteral(NDCG_TEST_DATA_DIR "/compare/") + name;
}

QStringList compareArgs(const QStringList &runs, const QStringList &flags = {})
{
    QStringList args {QStringLiteral("compare"), data(QStringLiteral("qrels.txt"))};
    for (const QString &run : runs)
        args << data(run);
    return args + flags;
}

QJsonObject json(const Run &r)
{
    QJsonParseError error;
    const QJsonObject o = QJsonDocument::fromJson(r.out, &error).object();
    if (error.error != QJsonParseError::NoError)
        qWarning() << "not JSON:" << r.out.left(200);
    return o;
}

// The result of `run` on `measure` in compare's JSON.
QJsonObject resultOf(const QJsonObject &o, const QString &run, const QString &measure)
{
    for (const QJsonValue &v : o.value(QLatin1String("results")).toArray()) {
        const QJsonObject e = v.toObject();
        if (e.value(QLatin1String("run")).toString() == run
            && e.value(QLatin1String("measure")).toString() == measure)
            return e;
    }
    return {};
}

// From tests/tst_significance_reference.py --cli (SciPy 1.10.1): P@5 of each run against
// bm25.run, with the script's own P@5 (trec_eval's order: score descending, docno descending)
// and the SciPy calls its docstring names (ttest_1samp, today's wilcoxon as wilcoxon_today()
// emulates it: on 10 or 12 queries with ties and zeros, every sign flip counted; exact
// permutation_test).
struct ScipyRow
{
    const char *run;
    bool complete; // -c
    int queries;
    double mean;
    double baselineMean;
    double t;
    double tP;
    double w;
    double wP;
    double randomizationP;
};

const ScipyRow scipyRows[] = {
    // rm3.run: P@5 [0.8, 0.6, 0.6, 0.8, 0.8, 1.0, 1.0, 0.8, 1.0, 1.0, 0.4, 0.6],
    // bm25.run [0.2, 0.6, 0.6, 0.8, 0.4, 0.8, 0.8, 0.8, 0.6, 0.8, 0.4, 0.0]
    {"rm3.run", false, 12, 0.7833333333333333, 0.5666666666666667, 3.2226502851434553,
        0.008120692207078395, 0.0, 0.015625, 0.015625},
    // dense.run: P@5 [0.2, 0.8, 0.0, 0.6, 0.2, 0.6, 0.2, 0.8, 0.6, 0.6, 0.4, 0.2]
    {"dense.run", false, 12, 0.43333333333333335, 0.5666666666666667, -1.7728105208558365,
        0.10391572266321414, 7.0, 0.171875, 0.171875},
    // rm3-missing.run without q105 and q109: the 10 queries both runs have
    {"rm3-missing.run", false, 10, 0.7799999999999999, 0.5800000000000001, 2.73861278752583,
        0.022899494551768297, 0.0, 0.03125, 0.03125},
    // rm3-missing.run with -c: q105 and q109 score 0
    {"rm3-missing.run", true, 12, 0.6499999999999999, 0.5666666666666667, 0.8343875188697214,
        0.4218135052860549, 12.0, 0.4921875, 0.5234375},
};

} // namespace

class TestCliCompare : public QObject
{
    Q_OBJECT
private slots:
    void meansEqualEvalOnEveryMeasure_data();
    void meansEqualEvalOnEveryMeasure();
    void pValuesMatchScipy_data();
    void pValuesMatchScipy();
    void holmCorrectsAcrossRuns();
    void textTableMarksAndLegend();
    void perQueryRows();
    void missingQueriesAreLeftOutAndNamed();
    void missingQueriesCountZeroWithC();
    void baselineByName();
    void sameFileNamesAreNamedByPath();
    void oneFileUnderTwoNamesIsRefused_data();
    void oneFileUnderTwoNamesIsRefused();
    void namesThatAreNotUtf8StayApart();
    void alphaOutsideTheStatedRangeIsRefused_data();
    void alphaOutsideTheStatedRangeIsRefused();
    void wilcoxonOfEightQueriesWithTwoZerosIsExact();
    void sameSeedSameOutput();
    void everyFormatPrints_data();
    void everyFormatPrints();
    void helpDescribesTheCommand();
    void badInputExitsTwo_data();
    void badInputExitsTwo();
    void noCommonQuery();
    void trecGradesReadAsEvalReadsThem();
};

void TestCliCompare::meansEqualEvalOnEveryMeasure_data()
{
    QTest::addColumn<QStringList>("flags");
    QTest::newRow("default measures") << QStringList {};
    QTest::newRow("official set with -l 2 and -M 5")
        << QStringList {"-m", "official", "-l", "2", "-M", "5"};
    QTest::newRow("ndcg with a gain map, recall, recip_rank")
        << QStringList {"-m", "ndcg.1=3,2=9", "-m", "recall.5", "-m", "recip_rank"};
}

void TestCliCompare::meansEqualEvalOnEveryMeasure()
{
    QFETCH(QStringList, flags);
    const Run r = runCli(compareArgs(
        {"bm25.run", "rm3.run", "dense.run"}, flags + QStringList {"--format", "json"}));
    QCOMPARE(r.status, 0);
    QVERIFY(r.err.isEmpty());
    const QJsonObject o = json(r);
    QCOMPARE(o.value(QLatin1String("queries")).toInt(), 12);
    int compared = 0;
    for (const QString run : {"bm25.run", "rm3.run", "dense.run"}) {
        // eval with the same flags: its `all` lines, printed to 4 decimals as trec_eval.
        QStringList evalArgs {"eval"};
        evalArgs += flags;
        if (flags.isEmpty())
            evalArgs += QStringList {"-m", "map", "-m", "P.10", "-m", "ndcg_cut.10"};
        const Run e = runCli(evalArgs + QStringList {data("qrels.txt"), data(run)});
        QCOMPARE(e.status, 0);
        for (const QByteArray &line : e.out.split('\n')) {
            const QList<QByteArray> fields = line.simplified().split(' ');
            if (fields.size() != 3 || fields[1] != "all" || fields[0] == "runid"
                || fields[0] == "num_q")
                continue;
            const QString measure = QString::fromUtf8(fields[0]);
            const QJsonObject result = resultOf(o, run, measure);
            QVERIFY2(!result.isEmpty(), qPrintable(measure));
            const double mean = result.value(QLatin1String("mean")).toDouble();
            const bool integer = !fields[2].contains('.');
            // eval sums the integer counts (num_ret, ...) where compare averages them.
            const double expected = integer ? fields[2].toDouble() / 12 : fields[2].toDouble();
            QVERIFY2(std::abs(mean - expected) <= (integer ? 1e-12 : 5e-5),
                qPrintable(QStringLiteral("%1 %2: %3 vs eval's %4")
                               .arg(run, measure)
                               .arg(mean)
                               .arg(QString::fromUtf8(fields[2]))));
            ++compared;
        }
    }
    QVERIFY(compared >= 9);
}

void TestCliCompare::pValuesMatchScipy_data()
{
    QTest::addColumn<int>("row");
    for (int i = 0; i < int(std::size(scipyRows)); ++i) {
        QTest::newRow(qPrintable(QStringLiteral("%1%2").arg(QLatin1String(scipyRows[i].run),
            scipyRows[i].complete ? QStringLiteral(" with -c") : QString())))
            << i;
    }
}

void TestCliCompare::pValuesMatchScipy()
{
    QFETCH(int, row);
    const ScipyRow &s = scipyRows[row];
    const QString run = QString::fromLatin1(s.run);
    for (const QString test : {"t", "wilcoxon", "randomization"}) {
        QStringList flags {"-m", "P.5", "--test", test, "--format", "json"};
        if (s.complete)
            flags << "-c";
        const Run r = runCli(compareArgs({"bm25.run", run}, flags));
        QCOMPARE(r.status, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o.value(QLatin1String("queries")).toInt(), s.queries);
        const QJsonObject e = resultOf(o, run, QStringLiteral("P_5"));
        QVERIFY(std::abs(e.value(QLatin1String("mean")).toDouble() - s.mean) <= 1e-12);
        QVERIFY(std::abs(resultOf(o, QStringLiteral("bm25.run"), QStringLiteral("P_5"))
                             .value(QLatin1String("mean"))
                             .toDouble()
                    - s.baselineMean)
            <= 1e-12);
        const double p = e.value(QLatin1String("p")).toDouble();
        const double statistic = e.value(QLatin1String("statistic")).toDouble();
        if (test == QLatin1String("t")) {
            QVERIFY2(std::abs(statistic - s.t) <= 1e-9, qPrintable(QString::number(statistic)));
            QVERIFY2(std::abs(p - s.tP) <= 1e-6, qPrintable(QString::number(p, 'g', 17)));
        } else if (test == QLatin1String("wilcoxon")) {
            QCOMPARE(statistic, s.w);
            QVERIFY2(std::abs(p - s.wP) <= 1e-9, qPrintable(QString::number(p, 'g', 17)));
        } else {
            // At most 20 queries: exact, the same count of sign patterns as SciPy's.
            QVERIFY(e.value(QLatin1String("exact")).toBool());
            QCOMPARE(e.value(QLatin1String("permutations")).toInteger(), qint64(1) << s.queries);
            QVERIFY2(
                std::abs(p - s.randomizationP) <= 1e-12, qPrintable(QString::number(p, 'g', 17)));
        }
        // One run against the baseline: Holm changes nothing.
        QCOMPARE(e.value(QLatin1String("pAdjusted")).toDouble(), p);
        QCOMPARE(e.value(QLatin1String("significant")).toBool(), p < 0.05);
    }
}

void TestCliCompare::holmCorrectsAcrossRuns()
{
    // Two runs against bm25.run on P@5, t-test: p = 0.00812 (rm3) and 0.1039 (dense), SciPy
    // (scipyRows). Holm by hand: 0.00812 · 2 = 0.01624, then max(0.01624, 0.1039 · 1) = 0.1039.
    const Run r = runCli(
        compareArgs({"bm25.run", "rm3.run", "dense.run"}, {"-m", "P.5", "--format", "json"}));
    QCOMPARE(r.status, 0);
    const QJsonObject o = json(r);
    const QJsonObject rm3 = resultOf(o, QStringLiteral("rm3.run"), QStringLiteral("P_5"));
    const QJsonObject dense = resultOf(o, QStringLiteral("dense.run"), QStringLiteral("P_5"));
    QVERIFY(
        std::abs(rm3.value(QLatin1String("pAdjusted")).toDouble() - 2 * scipyRows[0].tP) <= 1e-6);
    QVERIFY(std::abs(dense.value(QLatin1String("pAdjusted")).toDouble() - scipyRows[1].tP) <= 1e-6);
    QVERIFY(rm3.value(QLatin1String("significant")).toBool());
    QVERIFY(!dense.value(QLatin1String("significant")).toBool());
    QCOMPARE(o.value(QLatin1String("correction")).toString(), QStringLiteral("holm"));
    // --correction none: the raw p-values decide.
    const Run none = runCli(compareArgs({"bm25.run", "rm3.run", "dense.run"},
        {"-m", "P.5", "--format", "json", "--correction", "none"}));
    const QJsonObject n = resultOf(json(none), QStringLiteral("rm3.run"), QStringLiteral("P_5"));
    QVERIFY(std::abs(n.value(QLatin1String("pAdjusted")).toDouble() - scipyRows[0].tP) <= 1e-6);
}

void TestCliCompare::textTableMarksAndLegend()
{
    // rm3.run is significantly higher on P@5 (p = 0.0162 after Holm), dense.run is not
    // (0.1039); with --alpha 0.2 dense.run becomes significantly lower.
    const Run r = runCli(compareArgs({"bm25.run", "rm3.run", "dense.run"}, {"-m", "P.5"}));
    QCOMPARE(r.status, 0);
    const QString text = QString::fromUtf8(r.out);
    QVERIFY2(text.contains(QStringLiteral("rm3.run    0.7833†")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("dense.run  0.4333\n")));
    QVERIFY(text.contains(QStringLiteral("bm25.run   0.5667\n")));
    QVERIFY(text.contains(QStringLiteral("† significantly higher, ‡ significantly lower than the "
                                         "baseline bm25.run: paired t-test, two-sided, p < 0.05 "
                                         "after Holm–Bonferroni correction over the 2 runs "
                                         "compared with it, for each measure.")));
    QVERIFY(text.contains(QStringLiteral("3 runs on 12 judged queries of ")));
    QVERIFY(text.contains(QStringLiteral("7/5/0"))); // rm3: wins/ties/losses by hand above
    QVERIFY(text.contains(QStringLiteral("2/4/6"))); // dense
    const Run loose = runCli(compareArgs({"bm25.run", "rm3.run", "dense.run"},
        {"-m", "P.5", "--alpha", "0.2", "--test", "wilcoxon"}));
    const QString looseText = QString::fromUtf8(loose.out);
    QVERIFY2(looseText.contains(QStringLiteral("dense.run  0.4333‡")), qPrintable(looseText));
    QVERIFY(looseText.contains(QStringLiteral("Wilcoxon signed-rank test")));
    QVERIFY(looseText.contains(QStringLiteral("p < 0.2")));
    QVERIFY(looseText.contains(QStringLiteral("80% interval")));
}

void TestCliCompare::perQueryRows()
{
    const Run r
        = runCli(compareArgs({"bm25.run", "rm3.run"}, {"-m", "P.5", "-q", "--format", "json"}));
    QCOMPARE(r.status, 0);
    const QJsonArray rows = json(r).value(QLatin1String("perQuery")).toArray();
    QCOMPARE(rows.size(), 12);
    // q101: bm25.run 0.2, rm3.run 0.8; q112: 0.0 and 0.6 (the script's P@5 above).
    const QJsonObject first = rows.first().toObject();
    QCOMPARE(first.value(QLatin1String("query")).toString(), QStringLiteral("q101"));
    QCOMPARE(first.value(QLatin1String("values")).toArray().at(0).toDouble(), 0.2);
    QCOMPARE(first.value(QLatin1String("values")).toArray().at(1).toDouble(), 0.8);
    const QJsonObject last = rows.last().toObject();
    QCOMPARE(last.value(QLatin1String("query")).toString(), QStringLiteral("q112"));
    QCOMPARE(last.value(QLatin1String("values")).toArray().at(1).toDouble(), 0.6);
    // Text: a block per measure, one line per query.
    const Run text = runCli(compareArgs({"bm25.run", "rm3.run"}, {"-m", "P.5", "-q"}));
    QVERIFY(text.out.contains("Per query: P_5"));
    QVERIFY(text.out.contains("q112     0.0000   0.6000"));
    // CSV: the per-query rows then the means ("all"), one table.
    const Run csv
        = runCli(compareArgs({"bm25.run", "rm3.run"}, {"-m", "P.5", "-q", "--format", "csv"}));
    const QList<QByteArray> lines = csv.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 1 + 12 * 2 + 2);
    QVERIFY(lines[1].startsWith("P_5,bm25.run,q101,0.20000000000000001,"));
    QVERIFY(lines[2].startsWith("P_5,rm3.run,q101,0.80000000000000004,0.59999999999999998,"));
    for (const QByteArray &line : lines)
        QCOMPARE(line.count(','), 13);
}

void TestCliCompare::missingQueriesAreLeftOutAndNamed()
{
    const Run r = runCli(compareArgs({"bm25.run", "rm3-missing.run"}, {"-m", "P.5"}));
    QCOMPARE(r.status, 0);
    QCOMPARE(r.err,
        QByteArray("ndcg-cli compare: note: rm3-missing.run lacks 2 judged queries that "
                   "other runs have (q105, q109): they are left out for every run; -c "
                   "counts them as 0 instead\n"));
    QVERIFY(r.out.contains("2 runs on 10 of 12 judged queries of "));
    QVERIFY(r.out.contains("(those every run has)"));
}

void TestCliCompare::missingQueriesCountZeroWithC()
{
    const Run r = runCli(
        compareArgs({"bm25.run", "rm3-missing.run"}, {"-m", "P.5", "-c", "--format", "json"}));
    QCOMPARE(r.status, 0);
    QVERIFY(r.err.contains("rm3-missing.run lacks 2 queries of "));
    QVERIFY(r.err.contains("(q105, q109): each scores as an empty ranking, 0 (-c)"));
    const QJsonObject o = json(r);
    QCOMPARE(o.value(QLatin1String("queries")).toInt(), 12);
    const QJsonObject e = resultOf(o, QStringLiteral("rm3-missing.run"), QStringLiteral("P_5"));
    // The same mean as eval -c prints for the run.
    const Run ev = runCli({"eval", "-c", "-m", "P.5", data("qrels.txt"), data("rm3-missing.run")});
    QVERIFY(ev.out.contains("P_5                   \tall\t0.6500"));
    QVERIFY(std::abs(e.value(QLatin1String("mean")).toDouble() - 0.65) <= 1e-12);
    const QJsonArray missing = o.value(QLatin1String("runs"))
                                   .toArray()
                                   .at(1)
                                   .toObject()
                                   .value(QLatin1String("missingQueries"))
                                   .toArray();
    QCOMPARE(missing, (QJsonArray {"q105", "q109"}));
}

void TestCliCompare::baselineByName()
{
    // dense.run as the baseline: rm3.run and bm25.run are compared with it.
    const Run r = runCli(compareArgs({"bm25.run", "rm3.run", "dense.run"},
        {"-m", "P.5", "--baseline", "dense.run", "--format", "json"}));
    QCOMPARE(r.status, 0);
    const QJsonObject o = json(r);
    QCOMPARE(o.value(QLatin1String("baseline")).toString(), QStringLiteral("dense.run"));
    QVERIFY(resultOf(o, QStringLiteral("dense.run"), QStringLiteral("P_5"))
                .value(QLatin1String("baseline"))
                .toBool());
    // bm25 − dense = −(dense − bm25): the same t statistic with the sign turned.
    const QJsonObject bm25 = resultOf(o, QStringLiteral("bm25.run"), QStringLiteral("P_5"));
    QVERIFY(std::abs(bm25.value(QLatin1String("statistic")).toDouble() + scipyRows[1].t) <= 1e-9);
}

void TestCliCompare::sameFileNamesAreNamedByPath()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("a")));
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("b")));
    const QString a = dir.filePath(QStringLiteral("a/run.txt"));
    const QString b = dir.filePath(QStringLiteral("b/run.txt"));
    QVERIFY(QFile::copy(data("bm25.run"), a));
    QVERIFY(QFile::copy(data("rm3.run"), b));
    const Run r = runCli(
        {"compare", data("qrels.txt"), a, b, "--baseline", b, "--format", "json", "-m", "P.5"});
    QCOMPARE(r.status, 0);
    const QJsonObject o = json(r);
    QCOMPARE(o.value(QLatin1String("baseline")).toString(), b);
    const QJsonArray runs = o.value(QLatin1String("runs")).toArray();
    QCOMPARE(runs.at(0).toObject().value(QLatin1String("name")).toString(), a);
    // Both files have the tag "bm25": the tag is kept as runid, not used as the name.
    QCOMPARE(
        runs.at(0).toObject().value(QLatin1String("runid")).toString(), QStringLiteral("bm25"));
    QCOMPARE(
        runs.at(1).toObject().value(QLatin1String("runid")).toString(), QStringLiteral("bm25"));
}

void TestCliCompare::oneFileUnderTwoNamesIsRefused_data()
{
    QTest::addColumn<QString>("link");
    QTest::newRow("a hard link") << QStringLiteral("hard");
    QTest::newRow("a symbolic link") << QStringLiteral("symbolic");
    QTest::newRow("a path through ..") << QStringLiteral("dotted");
}

void TestCliCompare::oneFileUnderTwoNamesIsRefused()
{
    // One run under a second name would count as two runs (its copy compared with itself):
    // refused with exit status 2, naming both arguments.
    QFETCH(QString, link);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString run = dir.filePath(QStringLiteral("bm25.run"));
    QVERIFY(QFile::copy(data("bm25.run"), run));
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("sub")));
    QString other = dir.filePath(QStringLiteral("other.run"));
    if (link == QLatin1String("hard"))
        QCOMPARE(
            ::link(QFile::encodeName(run).constData(), QFile::encodeName(other).constData()), 0);
    else if (link == QLatin1String("symbolic"))
        QVERIFY(QFile::link(run, other));
    else
        other = dir.filePath(QStringLiteral("sub/../bm25.run"));
    const Run r = runCli({"compare", data("qrels.txt"), run, data("rm3.run"), other});
    QCOMPARE(r.status, 2);
    QVERIFY(r.out.isEmpty());
    QCOMPARE(QString::fromUtf8(r.err),
        QStringLiteral("ndcg-cli compare: %1 and %2 are the same file (runs 1 and 3): compare a "
                       "run with another\n")
            .arg(run, other));
}

void TestCliCompare::namesThatAreNotUtf8StayApart()
{
    // Two runs named caf\xE9.run and caf\xE8.run (latin-1 é and è, not UTF-8): both named, each
    // byte written as \xE9, not both as "caf�.run". The names are passed as bytes through
    // the shell (QProcess would encode them as UTF-8).
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const auto &[byte, source] :
        {std::pair {'\xE9', "rm3.run"}, std::pair {'\xE8', "dense.run"}}) {
        QFile in(data(QLatin1String(source)));
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QByteArray name = QFile::encodeName(dir.path()) + "/caf" + byte + ".run";
        FILE *out = std::fopen(name.constData(), "wb");
        QVERIFY(out);
        const QByteArray bytes = in.readAll();
        QCOMPARE(std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), out),
            std::size_t(bytes.size()));
        QCOMPARE(std::fclose(out), 0);
    }
    QProcess p;
    p.setWorkingDirectory(dir.path());
    p.start(QStringLiteral("/bin/sh"),
        {QStringLiteral("-c"),
            QStringLiteral("exec \"$0\" compare \"$1\" \"$2\" \"$(printf 'caf\\351.run')\" "
                           "\"$(printf 'caf\\350.run')\" -m P.5"),
            QStringLiteral(NDCG_BIN_DIR "/ndcg-cli"), data("qrels.txt"), data("bm25.run")});
    QVERIFY(p.waitForFinished(60000));
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    QCOMPARE(p.exitCode(), 0);
    QVERIFY2(out.contains(QStringLiteral("caf\\xE9.run  0.7833")), qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("caf\\xE8.run  0.4333")), qPrintable(out));
    QVERIFY(!out.contains(QChar::ReplacementCharacter));
}

void TestCliCompare::alphaOutsideTheStatedRangeIsRefused_data()
{
    QTest::addColumn<QString>("alpha");
    QTest::addColumn<bool>("accepted");
    QTest::addColumn<QString>("interval");
    // 1e-320 printed a "100% interval", 0.9999999999999999 a "1.11022e-14% interval".
    QTest::newRow("1e-320, a 100% interval") << "1e-320" << false << QString();
    QTest::newRow("0.9999999999999999, a 1e-14% interval")
        << "0.9999999999999999" << false << QString();
    QTest::newRow("0.6, a 40% interval") << "0.6" << false << QString();
    QTest::newRow("0 is no level at all") << "0" << false << QString();
    QTest::newRow("just below 10^-6") << "0.00000099" << false << QString();
    QTest::newRow("10^-6, the smallest") << "0.000001" << true << "99.9999% interval";
    QTest::newRow("1.5e-6 to its last digit") << "1.5e-6" << true << "99.99985% interval";
    QTest::newRow("0.5, the largest") << "0.5" << true << "50% interval";
    QTest::newRow("0.05, the default") << "0.05" << true << "95% interval";
}

void TestCliCompare::alphaOutsideTheStatedRangeIsRefused()
{
    QFETCH(QString, alpha);
    QFETCH(bool, accepted);
    QFETCH(QString, interval);
    const Run r = runCli(compareArgs({"bm25.run", "rm3.run"}, {"-m", "P.5", "--alpha", alpha}));
    if (!accepted) {
        QCOMPARE(r.status, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(QString::fromUtf8(r.err),
            QStringLiteral("ndcg-cli compare: --alpha: invalid value '%1': expected a number from "
                           "0.000001 to 0.5 (a 99.9999% to 50% interval), such as 0.05\n")
                .arg(alpha));
        return;
    }
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.contains(interval.toUtf8()), r.out.constData());
    QVERIFY2(
        r.out.contains("p < " + QByteArray::number(alpha.toDouble(), 'g', 12)), r.out.constData());
}

void TestCliCompare::wilcoxonOfEightQueriesWithTwoZerosIsExact()
{
    // Issue 20's case through the CLI: 8 queries, P@10 of a baseline and of a run whose
    // differences are +0.1, −0.2, +0.3, +0.4, +0.5, +0.6, 0, 0. The 6 non-zero |d| rank 1..6 and
    // only rank 2 is negative: R+ = 19, T = 2. Today's SciPy (8 <= 13 queries with zeros: every
    // sign flip counted): p = 2 · 3/64 = 0.09375 (tst_significance counts it); the normal
    // approximation gave 2 · sf(8.5 / √22.75) = 0.0747.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const int baseline[8] = {0, 3, 0, 0, 0, 0, 2, 5}; // relevant documents in the top 10
    const int run[8] = {1, 1, 3, 4, 5, 6, 2, 5};
    QByteArray qrels;
    QByteArray baselineRun;
    QByteArray runRun;
    for (int q = 0; q < 8; ++q) {
        for (int doc = 1; doc <= 10; ++doc)
            qrels += QStringLiteral("q%1 0 r%2 1\n").arg(q + 1).arg(doc).toUtf8();
        // k relevant documents first, then non-relevant ones, scores descending.
        const auto write = [q](QByteArray &out, int k, const char *tag) {
            for (int i = 1; i <= 10; ++i) {
                out += QStringLiteral("q%1 Q0 %2%3 %3 %4 %5\n")
                           .arg(q + 1)
                           .arg(i <= k ? QLatin1Char('r') : QLatin1Char('n'))
                           .arg(i)
                           .arg(100 - i)
                           .arg(QLatin1String(tag))
                           .toUtf8();
            }
        };
        write(baselineRun, baseline[q], "base");
        write(runRun, run[q], "run");
    }
    const auto save = [&dir](const QString &name, const QByteArray &bytes) {
        QFile file(dir.filePath(name));
        return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
    };
    QVERIFY(save(QStringLiteral("qrels"), qrels));
    QVERIFY(save(QStringLiteral("base.run"), baselineRun));
    QVERIFY(save(QStringLiteral("new.run"), runRun));
    const Run r = runCli({"compare", dir.filePath(QStringLiteral("qrels")),
        dir.filePath(QStringLiteral("base.run")), dir.filePath(QStringLiteral("new.run")), "-m",
        "P.10", "--test", "wilcoxon", "--format", "json"});
    QCOMPARE(r.status, 0);
    const QJsonObject e = resultOf(json(r), QStringLiteral("new.run"), QStringLiteral("P_10"));
    QCOMPARE(e.value(QLatin1String("ties")).toInt(), 2);
    QCOMPARE(e.value(QLatin1String("losses")).toInt(), 1);
    QCOMPARE(e.value(QLatin1String("statistic")).toDouble(), 2.0);
    QVERIFY(e.value(QLatin1String("exact")).toBool());
    QVERIFY2(std::abs(e.value(QLatin1String("p")).toDouble() - 0.09375) <= 1e-12,
        qPrintable(QString::number(e.value(QLatin1String("p")).toDouble(), 'g', 17)));
}

void TestCliCompare::sameSeedSameOutput()
{
    // 12 queries: the randomization test is exact; the bootstrap interval depends on the seed.
    const QStringList flags {"-m", "P.5", "--test", "randomization", "--format", "json"};
    const Run a = runCli(compareArgs({"bm25.run", "dense.run"}, flags));
    const Run b = runCli(compareArgs({"bm25.run", "dense.run"}, flags));
    QCOMPARE(a.out, b.out);
    // One thread or several: the same bytes (the bootstrap's blocks are seeded one by one).
    const Run serial = runCli(compareArgs(
        {"bm25.run", "dense.run", "rm3.run"}, {"--test", "randomization", "--threads", "1"}));
    const Run parallel = runCli(compareArgs(
        {"bm25.run", "dense.run", "rm3.run"}, {"--test", "randomization", "--threads", "3"}));
    QCOMPARE(serial.status, 0);
    QCOMPARE(serial.out, parallel.out);
    const Run c = runCli(compareArgs(
        {"bm25.run", "dense.run"}, flags + QStringList {"--seed", "2", "--resamples", "2000"}));
    const auto interval = [](const Run &r) {
        return resultOf(json(r), QStringLiteral("dense.run"), QStringLiteral("P_5"))
            .value(QLatin1String("interval"))
            .toArray();
    };
    QCOMPARE(json(c).value(QLatin1String("seed")).toString(), QStringLiteral("2"));
    QCOMPARE(json(c).value(QLatin1String("resamples")).toInteger(), 2000);
    // The interval holds the mean difference (−0.1333).
    const QJsonArray i = interval(a);
    QVERIFY(i.at(0).toDouble() < -0.1333 && -0.1334 < i.at(1).toDouble());
}

void TestCliCompare::everyFormatPrints_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("text") << "text" << QByteArray("run ");
    QTest::newRow("json") << "json" << QByteArray("\"results\"");
    QTest::newRow("csv") << "csv" << QByteArray("measure,run,query,value,difference,");
    QTest::newRow("markdown") << "markdown" << QByteArray("| run | map | P_10 | ndcg_cut_10 |");
    QTest::newRow("latex") << "latex" << QByteArray("map & P\\_10 & ndcg\\_cut\\_10 \\\\");
}

void TestCliCompare::everyFormatPrints()
{
    QFETCH(QString, format);
    QFETCH(QByteArray, expected);
    const Run r
        = runCli(compareArgs({"bm25.run", "rm3.run", "dense.run"}, {"-q", "--format", format}));
    QCOMPARE(r.status, 0);
    QVERIFY(r.err.isEmpty());
    QVERIFY2(r.out.contains(expected), r.out.left(300).constData());
    if (format == QLatin1String("latex")) {
        QVERIFY(r.out.contains("0.9054$^{\\dagger}$")); // rm3.run's map, significant
        QVERIFY(r.out.contains("p $<$ 0.05"));
    }
}

void TestCliCompare::helpDescribesTheCommand()
{
    const Run r = runCli({"compare", "--help"});
    QCOMPARE(r.status, 0);
    for (const char *text : {"--baseline", "--test", "--alpha", "--permutations", "--seed",
             "--resamples", "--correction", "--format", "-c", "-q", "-m"})
        QVERIFY2(r.out.contains(text), text);
    const Run top = runCli({"--help"});
    QVERIFY(top.out.contains("  compare      Compare runs"));
}

void TestCliCompare::badInputExitsTwo_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString qrels = data("qrels.txt");
    QTest::newRow("one run only") << QStringList {"compare", qrels, data("bm25.run")}
                                  << "ndcg-cli compare: expected QRELS and at least two runs "
                                     "(got 2 arguments)";
    QTest::newRow("a bad line names the file and line") << QStringList {"compare", qrels,
        data("bm25.run"), data("bad.run")} << data("bad.run") + ":4:";
    QTest::newRow("a run without a judged query")
        << QStringList {"compare", qrels, data("bm25.run"), data("unjudged.run")}
        << data("unjudged.run") + ": no query of the run has judgments in " + qrels;
    QTest::newRow("... even with -c")
        << QStringList {"compare", "-c", qrels, data("bm25.run"), data("unjudged.run")}
        << data("unjudged.run") + ": no query of the run has judgments in " + qrels;
    QTest::newRow("the same file twice")
        << QStringList {"compare", qrels, data("bm25.run"), data("bm25.run")}
        << "ndcg-cli compare: " + data("bm25.run") + " is given twice (as runs 1 and 2)";
    QTest::newRow("a missing run file") << QStringList {"compare", qrels, data("bm25.run"),
        data("nosuch.run")} << data("nosuch.run");
    QTest::newRow("an unknown baseline")
        << QStringList {"compare", qrels, data("bm25.run"), data("rm3.run"), "--baseline", "x"}
        << "ndcg-cli compare: --baseline: no run is named 'x' (the runs: bm25.run, rm3.run)";
    QTest::newRow("an unknown test")
        << QStringList {"compare", qrels, data("bm25.run"), data("rm3.run"), "--test", "z"}
        << "ndcg-cli compare: --test: invalid value 'z': expected t, wilcoxon or randomization";
    QTest::newRow("alpha 1.5") << QStringList {"compare", qrels, data("bm25.run"), data("rm3.run"),
        "--alpha", "1.5"}
                               << "ndcg-cli compare: --alpha: invalid value '1.5': expected a "
                                  "number from 0.000001 to 0.5";
    QTest::newRow("alpha not a number")
        << QStringList {"compare", qrels, data("bm25.run"), data("rm3.run"), "--alpha", "five"}
        << "ndcg-cli compare: --alpha: invalid value 'five'";
    QTest::newRow("no permutations")
        << QStringList {"compare", qrels, data("bm25.run"), data("rm3.run"), "--permutations", "0"}
        << "ndcg-cli compare: --permutations: invalid value '0': expected a positive integer";
    QTest::newRow("too many resamples")
        << QStringList {"compare", qrels, data("bm25.run"), data("rm3.run"), "--resamples",
               "99999999999"}
        << "ndcg-cli compare: --resamples: invalid value '99999999999': at most 10000000";
    QTest::newRow("a negative seed")
        << QStringList {"compare", qrels, data("bm25.run"), data("rm3.run"), "--seed", "-1"}
        << "ndcg-cli compare: --seed: invalid value '-1'";
    QTest::newRow("an unknown correction")
        << QStringList {"compare", qrels, data("bm25.run"), data("rm3.run"), "--correction", "bh"}
        << "ndcg-cli compare: --correction: invalid value 'bh': expected holm or none";
    QTest::newRow("an unknown measure") << QStringList {"compare", qrels, data("bm25.run"),
        data("rm3.run"), "-m", "err"} << "ndcg-cli compare: -m err: unsupported measure 'err'";
    QTest::newRow("no measure with per-query values")
        << QStringList {"compare", qrels, data("bm25.run"), data("rm3.run"), "-m", "runid"}
        << "ndcg-cli compare: -m: no measure with a value per query (runid and num_q have none)";
    QTest::newRow("an unknown format")
        << QStringList {"compare", qrels, data("bm25.run"), data("rm3.run"), "--format", "xml"}
        << "ndcg-cli compare: --format";
    QTest::newRow("a bad depth") << QStringList {"compare", qrels, data("bm25.run"),
        data("rm3.run"), "-M",
        "0"} << "ndcg-cli compare: -M: invalid value '0': expected a positive integer";
    QTest::newRow("a bad qrels line") << QStringList {"compare", data("bm25.run"), data("bm25.run"),
        data("rm3.run")} << data("bm25.run") + ":1:";
}

void TestCliCompare::badInputExitsTwo()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = runCli(args);
    QCOMPARE(r.status, 2);
    QVERIFY2(r.out.isEmpty(), r.out.left(200).constData());
    const QString err = QString::fromUtf8(r.err);
    QVERIFY2(err.startsWith(message), qPrintable(err));
    QCOMPARE(err.count(QLatin1Char('\n')), 1);
}

void TestCliCompare::noCommonQuery()
{
    // Two runs with no judged query in common: without -c nothing can be paired; with -c every
    // query of the qrels is compared (each run scores 0 where it has no lines).
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto write = [&](const QString &name, const QList<QByteArray> &qids) {
        QFile in(data("bm25.run"));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QFile out(dir.filePath(name));
        QVERIFY(out.open(QIODevice::WriteOnly));
        for (const QByteArray &line : in.readAll().split('\n')) {
            if (qids.contains(line.split(' ').first()))
                out.write(line + '\n');
        }
    };
    write(QStringLiteral("early.run"), {"q101", "q102", "q103"});
    write(QStringLiteral("late.run"), {"q110", "q111", "q112"});
    const QStringList args {"compare", data("qrels.txt"), dir.filePath(QStringLiteral("early.run")),
        dir.filePath(QStringLiteral("late.run")), "-m", "P.5"};
    const Run r = runCli(args);
    QCOMPARE(r.status, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.startsWith("ndcg-cli compare: no judged query is in every run; -c compares "
                              "every query of "),
        r.err.constData());
    QCOMPARE(r.err.count('\n'), 1);
    const Run c = runCli(args + QStringList {"-c", "--format", "json"});
    QCOMPARE(c.status, 0);
    QCOMPARE(json(c).value(QLatin1String("queries")).toInt(), 12);
    QCOMPARE(c.err.count('\n'), 2); // a note for each run
}

// --trec-grades reads qrels grades with atol() as eval does: a qrels file of compare's data with
// every grade written as "G.5" is refused without the flag (naming it), and with it gives the same
// bytes as the integer file (atol("2.5") is 2).
void TestCliCompare::trecGradesReadAsEvalReadsThem()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile in(data(QStringLiteral("qrels.txt")));
    QVERIFY(in.open(QIODevice::ReadOnly));
    QByteArray fractional;
    int lines = 0;
    for (QByteArray line : in.readAll().split('\n')) {
        if (line.trimmed().isEmpty() || line.startsWith('#'))
            continue;
        fractional += line.trimmed() + ".5\n";
        ++lines;
    }
    QVERIFY(lines > 10);
    const QString path = dir.filePath(QStringLiteral("fractional.qrels"));
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(fractional);
    out.close();
    QStringList runs;
    for (const char *run : {"bm25.run", "rm3.run"})
        runs << data(QLatin1String(run));

    const Run refused = runCli(QStringList {"compare", path} + runs);
    QCOMPARE(refused.status, 2);
    QVERIFY(refused.out.isEmpty());
    QVERIFY2(refused.err.startsWith(path.toUtf8() + ":1: expected an integer grade"),
        refused.err.constData());
    QVERIFY2(refused.err.contains("--trec-grades reads grades as trec_eval does"),
        refused.err.constData());

    const Run atol = runCli(QStringList {"compare", "--trec-grades", path} + runs);
    const Run integer = runCli(QStringList {"compare", data("qrels.txt")} + runs);
    QCOMPARE(atol.status, 0);
    QCOMPARE(integer.status, 0);
    QCOMPARE(atol.out.mid(atol.out.indexOf('\n')), integer.out.mid(integer.out.indexOf('\n')));
}

QTEST_GUILESS_MAIN(TestCliCompare)
#include "tst_cli_compare.moc"
