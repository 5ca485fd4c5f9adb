// The fast paths of the TREC readers (issue 13 item 4) against their general paths, and
// `compare` stopping where `eval` stops (exit 4).
//
// - RunScanner reads a line whose 72 following bytes are in the buffer at once (byte masks,
//   plain decimal scores, the qid compared by its first word); any other line, and every
//   error, takes the general path. Each generated file is scanned whole (the fast path where
//   it can) and line by line (each line a buffer of its own: always the general path); both
//   must hand over the same blocks, lines, scores (bit for bit, and equal to the C library's
//   strtod, which trec_eval's atof() calls) and hashes (equal to Detail::hashBytes), and stop
//   at the same first error.
// - Qrels keeps a file's judgments in file order when each query's lines are together; the
//   same judgments interleaved take the sorting path. Both must give the same queries, levels,
//   lookups and measures.
// - A run in score order sorts only its groups of tied scores; the same run shuffled is sorted
//   by (score key, index) pairs. Both must print the same measures.
// - compare's bootstrap draws a run's indices once for all its measures: the same means as one
//   bootstrap per measure.

#include "runcomparison.h"
#include "significance.h"
#include "treceval.h"
#include "trecfiles.h"

#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <string>

using namespace Ndcg;
using namespace Ndcg::Trec;

namespace {

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

// Everything a scan hands over, one text line per run line, and how it ended.
struct Scan
{
    QStringList lines;
    QString error;
    int lineCount = 0;
    bool interleaved = false;
    std::string lastTag;
};

Scan record(RunScanner &scanner, Scan &scan)
{
    scan.lineCount = scanner.lineCount();
    scan.interleaved = scanner.qidsInterleaved();
    scan.lastTag = scanner.lastTag();
    return scan;
}

RunScanner::Sink sinkInto(Scan &scan, bool &hashesOk)
{
    return [&scan, &hashesOk](std::string_view qid, const std::vector<RunLine> &lines) {
        for (const RunLine &line : lines) {
            std::uint64_t bits;
            std::memcpy(&bits, &line.score, sizeof bits);
            scan.lines.append(QString::fromUtf8(qid.data(), qsizetype(qid.size())) + u'|'
                + QString::fromUtf8(line.docno.data(), qsizetype(line.docno.size())) + u'|'
                + QString::number(bits, 16) + u'|' + QString::number(line.line));
            hashesOk = hashesOk && line.hash == Detail::hashBytes(line.docno);
        }
    };
}

// The whole buffer at once: the fast path wherever 72 bytes follow a line's start.
Scan scanWhole(const QByteArray &data, bool &hashesOk)
{
    Scan scan;
    RunScanner scanner(QStringLiteral("run.txt"), sinkInto(scan, hashesOk));
    const auto consumed = scanner.feed(data.constData(), data.constData() + data.size(), true);
    if (!consumed) {
        scan.error = consumed.error().toString();
        return record(scanner, scan);
    }
    scanner.finish();
    return record(scanner, scan);
}

// Each line a buffer of its own (under 72 bytes): the general path only.
Scan scanLineByLine(const QByteArray &data, bool &hashesOk)
{
    Scan scan;
    RunScanner scanner(QStringLiteral("run.txt"), sinkInto(scan, hashesOk));
    qsizetype at = 0;
    while (at < data.size()) {
        qsizetype nl = data.indexOf('\n', at);
        const qsizetype end = nl < 0 ? data.size() : nl + 1;
        const auto consumed
            = scanner.feed(data.constData() + at, data.constData() + end, end == data.size());
        if (!consumed) {
            scan.error = consumed.error().toString();
            return record(scanner, scan);
        }
        at = end;
    }
    scanner.finish();
    return record(scanner, scan);
}

// Scores in every form parseNumber() reads (and a few it refuses), with their strtod values.
const char *const scoreForms[]
    = {"12.3456", "29.9870", "0.5", "-0.5", "+1.5", "1e3", "1E-3", "-2.5e+2", "3", "-0", "0", "1.",
        ".5", "-.25", "007.250", "0.000000000000000000000001", "123456789012345678901.5",
        "9007199254740993", "9007199254740993.0", "1234567890123456789", "12345678901234567890",
        "0.1234567890123456789012", "1.7976931348623157e308", "4.9e-324", "2.2250738585072014e-308",
        "99999999999999999999999", "0.30000000000000004", "123.456789012345678"};

QByteArray field(QRandomGenerator &rng, int minLength, int maxLength)
{
    static const char alphabet[] = "abcdefghXYZ0123456789-_./:";
    const int length = int(rng.bounded(minLength, maxLength + 1));
    QByteArray text;
    for (int i = 0; i < length; ++i) {
        if (rng.bounded(20) == 0)
            text += "\xc3\xa9"; // UTF-8: bytes >= 0x80 are text
        else
            text += alphabet[rng.bounded(int(sizeof alphabet) - 1)];
    }
    return text;
}

QByteArray separator(QRandomGenerator &rng)
{
    static const char *const forms[] = {" ", " ", " ", "\t", "  ", " \t ", "\v", "\f", "\r "};
    return forms[rng.bounded(int(std::size(forms)))];
}

// A run of `queries` blocks: qids sharing their first 8 bytes or not, docnos of 1 to 30 bytes,
// any separators, CR before LF, extra fields, comments and blank lines.
QByteArray generatedRun(quint32 seed, int queries)
{
    QRandomGenerator rng(seed);
    QByteArray run;
    for (int q = 0; q < queries; ++q) {
        QByteArray qid;
        switch (rng.bounded(4)) {
        case 0:
            qid = QByteArray::number(q);
            break;
        case 1:
            qid = "abcdefgh" + QByteArray::number(q);
            break; // equal first word
        case 2:
            qid = "q" + QByteArray::number(q % 7) + "x" + QByteArray::number(q);
            break;
        default:
            qid = field(rng, 1, 12) + QByteArray::number(q);
            break;
        }
        const int docs = int(rng.bounded(1, 40));
        for (int d = 0; d < docs; ++d) {
            QByteArray line;
            if (rng.bounded(10) == 0)
                line += separator(rng); // leading blanks
            line += qid + separator(rng) + "Q0" + separator(rng);
            line += field(rng, 1, 30) + QByteArray::number(d) + separator(rng);
            line += QByteArray::number(d + 1) + separator(rng);
            line += scoreForms[rng.bounded(int(std::size(scoreForms)))];
            line += separator(rng) + "tag" + QByteArray::number(rng.bounded(3));
            if (rng.bounded(8) == 0)
                line += separator(rng) + "more fields";
            if (rng.bounded(6) == 0)
                line += separator(rng);
            if (rng.bounded(6) == 0)
                line += '\r';
            run += line + '\n';
            if (rng.bounded(30) == 0)
                run += rng.bounded(2) ? "  # a comment 1 2 3 4 5 6\n" : "\n";
        }
    }
    return run;
}

struct CliRun
{
    int status = -1;
    QByteArray out;
    QByteArray err;
};

CliRun runCli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(NDCG_BIN_DIR "/ndcg-cli"), args);
    p.waitForFinished(60000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        p.readAllStandardError()};
}

} // namespace

class TestTrecFastPaths : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void fastAndGeneralLineReadersAgree_data();
    void fastAndGeneralLineReadersAgree();
    void scoresAreStrtodsBitForBit();
    void errorsAreTheGeneralPathsInsideTheFastWindow_data();
    void errorsAreTheGeneralPathsInsideTheFastWindow();
    void groupedAndInterleavedQrelsAgree();
    void tiesSortedInGroupsAsByAFullSort();
    void compareExitsFourWhereEvalDoes_data();
    void compareExitsFourWhereEvalDoes();
    void bootstrapOfSeveralMeasuresIsOneBootstrapEach();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
};

void TestTrecFastPaths::fastAndGeneralLineReadersAgree_data()
{
    QTest::addColumn<quint32>("seed");
    for (quint32 seed = 1; seed <= 12; ++seed)
        QTest::addRow("seed %u", seed) << seed;
}

void TestTrecFastPaths::fastAndGeneralLineReadersAgree()
{
    QFETCH(quint32, seed);
    const QByteArray run = generatedRun(seed, 60);
    bool hashesOk = true;
    const Scan whole = scanWhole(run, hashesOk);
    const Scan general = scanLineByLine(run, hashesOk);
    QVERIFY(hashesOk);
    QCOMPARE(whole.error, QString());
    QCOMPARE(general.error, QString());
    QVERIFY(whole.lines.size() > 100);
    QCOMPARE(whole.lines, general.lines);
    QCOMPARE(whole.lineCount, general.lineCount);
    QCOMPARE(whole.lastTag, general.lastTag);
    QCOMPARE(whole.interleaved, general.interleaved);
}

void TestTrecFastPaths::scoresAreStrtodsBitForBit()
{
    // One line per score form, padded so that each is read by the fast path, checked
    // against the C library's strtod (trec_eval reads scores with atof).
    for (const char *form : scoreForms) {
        QByteArray run;
        for (int i = 0; i < 4; ++i)
            run += "q1 Q0 d" + QByteArray::number(i) + " 1 " + form + " t\n";
        double got[4];
        int n = 0;
        RunScanner scanner(
            QStringLiteral("run.txt"), [&](std::string_view, const std::vector<RunLine> &lines) {
                for (const RunLine &line : lines)
                    got[n++] = line.score;
            });
        QVERIFY(scanner.feed(run.constData(), run.constData() + run.size(), true).ok());
        scanner.finish();
        QCOMPARE(n, 4);
        const double expected = std::strtod(form, nullptr);
        for (int i = 0; i < 4; ++i) {
            QVERIFY2(std::memcmp(&got[i], &expected, sizeof expected) == 0, form);
        }
        // And the general reader, for the same text.
        const auto parsed = parseNumber(form);
        QVERIFY(parsed);
        QVERIFY2(std::memcmp(&*parsed, &expected, sizeof expected) == 0, form);
    }
}

void TestTrecFastPaths::errorsAreTheGeneralPathsInsideTheFastWindow_data()
{
    // Each bad line sits inside a file of good ones, so the fast path meets it first and must
    // hand it to the general path, which names it (expected messages: trecfiles.cpp's own
    // words, see tst_trecfiles for each on its own).
    QTest::addColumn<QByteArray>("bad");
    QTest::addColumn<QString>("message");
    QTest::newRow("binary byte") << QByteArray("q2 Q0 d\x01x 1 2.5 t")
                                 << QStringLiteral("run.txt:21: unexpected binary data (byte 0x01 "
                                                   "in column 8): not a text file");
    QTest::newRow("DEL byte") << QByteArray("q2 Q0 dx 1 2.5 t\x7f")
                              << QStringLiteral("run.txt:21: unexpected binary data (byte 0x7f "
                                                "in column 17): not a text file");
    QTest::newRow("five fields") << QByteArray("q2 Q0 dx 1 2.5")
                                 << QStringLiteral("run.txt:21: expected 6 fields 'qid Q0 docno "
                                                   "rank score tag', found 5");
    QTest::newRow("score not a number") << QByteArray("q2 Q0 dx 1 2.5x t")
                                        << QStringLiteral("run.txt:21: expected a number as the "
                                                          "score, found '2.5x'");
    QTest::newRow("score in hex") << QByteArray("q2 Q0 dx 1 0x1p3 t")
                                  << QStringLiteral("run.txt:21: expected a number as the score, "
                                                    "found '0x1p3'");
    QTest::newRow("two points") << QByteArray("q2 Q0 dx 1 1.2.3 t")
                                << QStringLiteral("run.txt:21: expected a number as the score, "
                                                  "found '1.2.3'");
    QTest::newRow("duplicate docno") << QByteArray("q1 Q0 d3 1 2.5 t")
                                     << QStringLiteral("run.txt:21: docno 'd3' occurs twice in "
                                                       "query 'q1' (first on line 4)");
}

void TestTrecFastPaths::errorsAreTheGeneralPathsInsideTheFastWindow()
{
    QFETCH(QByteArray, bad);
    QFETCH(QString, message);
    QByteArray run;
    for (int i = 0; i < 20; ++i)
        run += "q1 Q0 d" + QByteArray::number(i) + " 1 " + QByteArray::number(30 - i) + ".5 t\n";
    run += bad + '\n';
    for (int i = 0; i < 20; ++i)
        run += "q3 Q0 d" + QByteArray::number(i) + " 1 1.5 t\n";
    bool hashesOk = true;
    const Scan whole = scanWhole(run, hashesOk);
    const Scan general = scanLineByLine(run, hashesOk);
    QCOMPARE(whole.error, message);
    QCOMPARE(general.error, message);
    QCOMPARE(whole.lines, general.lines);
}

void TestTrecFastPaths::groupedAndInterleavedQrelsAgree()
{
    // The same judgments: each query's lines together (qids not in byte order), and dealt
    // out one line of each query in turn.
    QRandomGenerator rng(7);
    QList<QByteArray> queries[3];
    const QByteArray qids[3] = {"2", "10", "1"};
    for (int q = 0; q < 3; ++q) {
        for (int d = 0; d < 40; ++d) {
            const int grade = int(rng.bounded(-2, q == 2 ? 40 : 5)); // query 1: grades past 31
            queries[q].append(qids[q] + " 0 doc" + QByteArray::number(d) + " "
                + QByteArray::number(grade) + "\n");
        }
    }
    QByteArray grouped;
    QByteArray interleaved;
    for (int q = 0; q < 3; ++q)
        grouped += queries[q].join();
    for (int d = 0; d < 40; ++d) {
        for (int q = 0; q < 3; ++q)
            interleaved += queries[q][d];
    }
    const auto a = Qrels::parse(grouped, QStringLiteral("a"));
    const auto b = Qrels::parse(interleaved, QStringLiteral("b"));
    QVERIFY(a.ok());
    QVERIFY(b.ok());
    QCOMPARE(a->queries().size(), std::size_t(3));
    QCOMPARE(b->queries().size(), std::size_t(3));
    for (int q = 0; q < 3; ++q) {
        QCOMPARE(a->queries()[std::size_t(q)].qid, b->queries()[std::size_t(q)].qid);
        QCOMPARE(a->queries()[std::size_t(q)].levels, b->queries()[std::size_t(q)].levels);
        QCOMPARE(a->maxGrade(q), b->maxGrade(q));
        const auto ja = a->judgmentsOf(q);
        const auto jb = b->judgmentsOf(q);
        QCOMPARE(ja.size(), std::size_t(40));
        for (std::size_t j = 0; j < ja.size(); ++j) {
            QCOMPARE(ja[j].docno, jb[j].docno);
            QCOMPARE(ja[j].grade, jb[j].grade);
            QCOMPARE(ja[j].query, q);
            QCOMPARE(jb[j].query, q);
            const auto hash = Detail::hashBytes(ja[j].docno);
            QCOMPARE(a->relevance(q, ja[j].docno, hash), b->relevance(q, jb[j].docno, hash));
        }
    }
    // Byte order of qids: "1" < "10" < "2"; first lines as in each file.
    QCOMPARE(a->queries()[0].qid, std::string_view("1"));
    QCOMPARE(a->firstLine(0), 81);
    QCOMPARE(b->firstLine(0), 3);
    QCOMPARE(a->firstLine(2), 1);
    // The level counts of query "1" match a count of its lines.
    std::int64_t counted = 0;
    for (const QByteArray &line : queries[2]) {
        if (line.split(' ').at(3).trimmed().toInt() >= 0)
            ++counted;
    }
    std::int64_t levels = 0;
    for (const auto &[grade, count] : a->queries()[0].levels)
        levels += count;
    QCOMPARE(levels, counted);

    // A docno judged twice: the second line is named, in either layout.
    const auto twice = Qrels::parse("1 0 d 1\n1 0 e 1\n1 0 d 2\n", QStringLiteral("q.txt"));
    QVERIFY(!twice.ok());
    QCOMPARE(twice.error().toString(),
        QStringLiteral("q.txt:3: docno 'd' is judged twice for query '1' (first on line 1)"));
}

void TestTrecFastPaths::tiesSortedInGroupsAsByAFullSort()
{
    // Scores descending with many ties (the group path), the same lines shuffled (std::sort),
    // and reversed: every measure of every query must be the same.
    QRandomGenerator rng(11);
    QByteArray qrels;
    QByteArray sorted;
    QList<QByteArray> lines;
    for (int q = 1; q <= 5; ++q) {
        double score = 10.0;
        for (int d = 0; d < 300; ++d) {
            const QByteArray docno = "D" + QByteArray::number(rng.bounded(100000));
            const QByteArray line = QByteArray::number(q) + " Q0 " + docno + "x"
                + QByteArray::number(d) + " 1 " + QByteArray::number(score, 'f', 2) + " t\n";
            lines.append(line);
            sorted += line;
            if (rng.bounded(3) == 0)
                score -= 0.01 * double(rng.bounded(1, 3));
            if (rng.bounded(4) == 0)
                qrels += QByteArray::number(q) + " 0 " + docno + "x" + QByteArray::number(d) + " "
                    + QByteArray::number(rng.bounded(0, 4)) + "\n";
        }
    }
    QList<QByteArray> shuffled = lines;
    QRandomGenerator shuffler(5);
    std::shuffle(shuffled.begin(), shuffled.end(), shuffler);
    // Shuffled within each query only (a query's lines stay together).
    std::stable_sort(
        shuffled.begin(), shuffled.end(), [](const QByteArray &x, const QByteArray &y) {
            return x.left(x.indexOf(' ')) < y.left(y.indexOf(' '));
        });
    QList<QByteArray> reversed(lines.rbegin(), lines.rend());
    QVERIFY(writeFile(path(QStringLiteral("ties.qrels")), qrels));
    QVERIFY(writeFile(path(QStringLiteral("sorted.run")), sorted));
    QVERIFY(writeFile(path(QStringLiteral("shuffled.run")), shuffled.join()));
    QVERIFY(writeFile(path(QStringLiteral("reversed.run")), reversed.join()));
    const auto loaded = Qrels::load(path(QStringLiteral("ties.qrels")));
    QVERIFY(loaded.ok());
    EvalOptions options;
    options.perQuery = true;
    options.threads = 1;
    const auto measures = parseMeasures({QStringLiteral("all_trec")});
    QVERIFY(measures.ok());
    options.measures = *measures;
    const auto a = evaluate(*loaded, path(QStringLiteral("sorted.run")), options);
    const auto b = evaluate(*loaded, path(QStringLiteral("shuffled.run")), options);
    const auto c = evaluate(*loaded, path(QStringLiteral("reversed.run")), options);
    QVERIFY(a.ok());
    QVERIFY(b.ok());
    QVERIFY(c.ok());
    QVERIFY(a->size() > 1000);
    QCOMPARE(*b, *a);
    QCOMPARE(*c, *a);
    // The order itself: query 1's first ranks as rankingForQuery gives them (std::sort).
    const auto ranking
        = rankingForQuery(*loaded, path(QStringLiteral("sorted.run")), QStringLiteral("1"));
    QVERIFY(ranking.ok());
    for (qsizetype i = 1; i < ranking->items.size(); ++i) {
        const auto &x = ranking->items[i - 1];
        const auto &y = ranking->items[i];
        QVERIFY(
            *x.score > *y.score || (*x.score == *y.score && x.label.toUtf8() > y.label.toUtf8()));
    }
}

void TestTrecFastPaths::compareExitsFourWhereEvalDoes_data()
{
    // form_res_rels.c (trec_eval 10.0): a query whose judgments are all negative, evaluated
    // before any query with a grade >= 0, makes te_chk_and_malloc() fail: "Can't calculate
    // measure 'M'", exit 4, M the first measure computed (compare's first: map). eval says so
    // (tst_treceval_quirks); compare, reading the runs as eval does, must too.
    QTest::addColumn<QByteArray>("qrels");
    QTest::addColumn<QStringList>("flags");
    QTest::addColumn<QString>("message"); // %Q: the qrels path
    QTest::newRow("every query only negative")
        << QByteArray("1 0 d1 -1\n1 0 d2 -3\n2 0 d1 -1\n") << QStringList {}
        << QStringLiteral("%Q:1: every judgment of query '1' is negative: trec_eval cannot "
                          "compute it and stops with \"Can't calculate measure 'map'\" (exit "
                          "status 4)");
    QTest::newRow("-m P.5: P is the first measure")
        << QByteArray("1 0 d1 -1\n2 0 d1 -2\n")
        << QStringList {QStringLiteral("-m"), QStringLiteral("P.5")}
        << QStringLiteral("%Q:1: every judgment of query '1' is negative: trec_eval cannot "
                          "compute it and stops with \"Can't calculate measure 'P'\" (exit "
                          "status 4)");
    QTest::newRow("the first query in qid order only negative")
        << QByteArray("2 0 d1 1\n1 0 d2 -1\n") << QStringList {}
        << QStringLiteral("%Q:2: every judgment of query '1' is negative: trec_eval cannot "
                          "compute it and stops with \"Can't calculate measure 'map'\" (exit "
                          "status 4)");
}

void TestTrecFastPaths::compareExitsFourWhereEvalDoes()
{
    QFETCH(QByteArray, qrels);
    QFETCH(QStringList, flags);
    QFETCH(QString, message);
    const QString q = path(QStringLiteral("negative.qrels"));
    const QString a = path(QStringLiteral("a.run"));
    const QString b = path(QStringLiteral("b.run"));
    QVERIFY(writeFile(q, qrels));
    QVERIFY(writeFile(a, "1 Q0 d1 1 0.5 a\n1 Q0 d2 2 0.4 a\n2 Q0 d1 1 0.5 a\n"));
    QVERIFY(writeFile(b, "1 Q0 d2 1 0.5 b\n1 Q0 d1 2 0.4 b\n2 Q0 d1 1 0.5 b\n"));
    const QString expected = QString(message).replace(QLatin1String("%Q"), q);

    const CliRun compared
        = runCli(QStringList {QStringLiteral("compare")} + flags + QStringList {q, a, b});
    QCOMPARE(compared.status, 4);
    QCOMPARE(compared.out, QByteArray());
    QCOMPARE(QString::fromUtf8(compared.err).trimmed(), expected);

    // eval of either run with the same measures: the same line, the same status.
    const QStringList measures = flags.isEmpty()
        ? QStringList {QStringLiteral("-m"), QStringLiteral("map"), QStringLiteral("-m"),
            QStringLiteral("P.10"), QStringLiteral("-m"), QStringLiteral("ndcg_cut.10")}
        : flags;
    const CliRun evaluated
        = runCli(QStringList {QStringLiteral("eval")} + measures + QStringList {q, a});
    QCOMPARE(evaluated.status, 4);
    QCOMPARE(QString::fromUtf8(evaluated.err).trimmed(), expected);

    // The library call gives the status.
    const auto loaded = Qrels::load(q);
    QVERIFY(loaded.ok());
    CompareOptions options;
    const auto parsed
        = parseMeasures(flags.isEmpty() ? defaultCompareMeasures() : QStringList {flags.last()});
    QVERIFY(parsed.ok());
    options.eval.measures = *parsed;
    int status = -1;
    const auto result = compareRuns(*loaded, {a, b}, *runNames({a, b}), options, &status);
    QVERIFY(!result.ok());
    QCOMPARE(status, cannotComputeStatus);
}

void TestTrecFastPaths::bootstrapOfSeveralMeasuresIsOneBootstrapEach()
{
    // compare draws a run's resampled indices once for all its measures; the means must be
    // bit for bit those of one bootstrapMeans() call per measure (whose numbers tst_significance
    // checks against SciPy), for every block, and also when the lengths differ.
    QRandomGenerator rng(3);
    std::vector<std::vector<double>> d(6, std::vector<double>(257));
    for (auto &v : d) {
        for (double &x : v)
            x = rng.generateDouble() - 0.5;
    }
    d.push_back(std::vector<double>(100, 0.25)); // another length
    // 3, 5 and 6 measures of one length (drawn together, in groups of up to four: 3, 4 + 1,
    // 4 + 2); 7 with another length among them (one at a time).
    for (const std::size_t count :
        {std::size_t(3), std::size_t(5), std::size_t(6), std::size_t(7)}) {
        std::vector<std::vector<double>> together(count, std::vector<double>(2500, -1.0));
        std::vector<std::vector<double>> alone(count, std::vector<double>(2500, -1.0));
        std::vector<const std::vector<double> *> ds;
        std::vector<std::vector<double> *> means;
        for (std::size_t k = 0; k < count; ++k) {
            ds.push_back(&d[k]);
            means.push_back(&together[k]);
        }
        for (std::int64_t block = 0; block < 3; ++block) {
            Stats::bootstrapMeansOfEach(ds, 99, block, means);
            for (std::size_t k = 0; k < count; ++k)
                Stats::bootstrapMeans(d[k], 99, block, alone[k]);
        }
        for (std::size_t k = 0; k < count; ++k) {
            QVERIFY(std::memcmp(together[k].data(), alone[k].data(), 2500 * sizeof(double)) == 0);
            QVERIFY(together[k][2499] != -1.0);
        }
    }
}

QTEST_GUILESS_MAIN(TestTrecFastPaths)
#include "tst_trec_fastpaths.moc"
