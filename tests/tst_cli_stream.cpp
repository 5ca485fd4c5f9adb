// ndcg-cli explain and eval --explain stream their output (issue 14).
//
// goldenOutputs: every case of tests/data/explain-golden/cases, in every format, prints byte for
// byte what main printed before the formats were streamed (the files were made by make-golden
// with that binary; the folder's README line says how).
//
// Under an address-space limit: `explain` of the largest ranking a scenario may hold (100,000
// judged items) and `eval --explain` of one query of 2,000,000 documents print their whole
// JSON while the child may map no more than a fixed size. Before, the output was built as a
// QJsonDocument, then as one UTF-8 string, then as one QString: 1,000,000 items took 4.8 GB
// (explain) and 5.4 GB (eval). The output is read as it comes and parsed an element at a time; its
// NDCG is checked against values computed here from the generated grades.

#include "scenario.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/resource.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <random>

#if defined(__SANITIZE_ADDRESS__)
#define NDCG_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define NDCG_ASAN 1
#endif
#endif

class TestCliStream : public QObject
{
    Q_OBJECT
private slots:
    void goldenOutputs_data();
    void goldenOutputs();
    void explainLargestRankingUnderAddressLimit();
    void evalExplainTwoMillionDocsUnderAddressLimit();
};

namespace {

const QString cli = QStringLiteral(NDCG_BIN_DIR "/ndcg-cli");
const QString goldenDir = QStringLiteral(NDCG_TEST_DATA_DIR "/explain-golden");

// ndcg-cli's JSON, read from its stdout as it is printed: each element of "ideal" and of
// "positions" is parsed on its own, the rest as one document with those two arrays empty.
struct StreamedJson
{
    int status = -1;
    QByteArray err;
    QJsonObject top;
    QString problem; // the first element that did not parse or was out of place
    qint64 ideal = 0;
    qint64 positions = 0;
    QJsonObject firstRow;
    QJsonObject rowAtK; // the row of position top["k"]
    QJsonObject lastRow;
};

StreamedJson runStreamed(const QStringList &args, rlim_t addressSpace, int k)
{
    StreamedJson r;
    enum class In { Top, Ideal, Positions } in = In::Top;
    QByteArray skeleton;
    QByteArray element;
    const auto handle = [&](const QByteArray &line) {
        if (in == In::Top) {
            skeleton += line;
            if (line == "    \"ideal\": [\n")
                in = In::Ideal;
            else if (line == "    \"positions\": [\n")
                in = In::Positions;
            return;
        }
        if (line == "    ]\n" || line == "    ],\n") {
            skeleton += line;
            in = In::Top;
            return;
        }
        element += line;
        if (line != "        }\n" && line != "        },\n")
            return;
        if (element.endsWith(",\n"))
            element.chop(2);
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(element, &error).object();
        qint64 &count = in == In::Ideal ? r.ideal : r.positions;
        ++count;
        if (r.problem.isEmpty()
            && (error.error != QJsonParseError::NoError
                || o.value(QLatin1String("position")).toInteger() != count))
            r.problem = QStringLiteral("element %1: %2").arg(count).arg(QString::fromUtf8(element));
        if (in == In::Positions) {
            if (count == 1)
                r.firstRow = o;
            if (count == k)
                r.rowAtK = o;
            r.lastRow = o;
        }
        element.clear();
    };

    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // One malloc arena: the limit is on memory, not on the 64 MB of address space glibc
    // reserves for each thread that allocates.
    env.insert(QStringLiteral("MALLOC_ARENA_MAX"), QStringLiteral("1"));
    p.setProcessEnvironment(env);
    p.setChildProcessModifier([addressSpace] {
        const struct rlimit limit = {addressSpace, addressSpace};
        ::setrlimit(RLIMIT_AS, &limit);
    });
    p.start(cli, args);
    if (!p.waitForStarted())
        return r;
    for (;;) {
        const bool more = p.waitForReadyRead(-1);
        while (p.canReadLine())
            handle(p.readLine());
        if (!more && p.state() == QProcess::NotRunning)
            break;
    }
    p.waitForFinished(-1);
    while (p.canReadLine())
        handle(p.readLine());
    if (const QByteArray rest = p.readAll(); !rest.isEmpty())
        handle(rest);
    r.status = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.err = p.readAllStandardError();
    QJsonParseError error;
    r.top = QJsonDocument::fromJson(skeleton, &error).object();
    if (error.error != QJsonParseError::NoError && r.problem.isEmpty())
        r.problem = QStringLiteral("the document around the arrays: ") + error.errorString();
    return r;
}

// NDCG@k and NDCG over every position of a ranking against its ideal ordering, from the gains
// (discount 1/log2(i+1)), summed left to right as SPEC.md says.
struct Expected
{
    double ndcgAtK;
    double ndcgAll;
};

Expected expectedNdcg(
    const std::vector<double> &rankingGains, std::vector<double> idealGains, int k)
{
    std::sort(idealGains.begin(), idealGains.end(), std::greater<>());
    const auto dcg = [](const std::vector<double> &gains, std::size_t depth) {
        double sum = 0.0;
        for (std::size_t i = 0; i < std::min(depth, gains.size()); ++i)
            sum += gains[i] / std::log2(double(i) + 2.0);
        return sum;
    };
    const std::size_t all = std::max(rankingGains.size(), idealGains.size());
    return {dcg(rankingGains, std::size_t(k)) / dcg(idealGains, std::size_t(k)),
        dcg(rankingGains, all) / dcg(idealGains, all)};
}

bool closeTo(double actual, double expected)
{
    return std::abs(actual - expected) <= 1e-9 * std::abs(expected);
}

} // namespace

void TestCliStream::goldenOutputs_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("golden");
    QFile cases(goldenDir + QStringLiteral("/cases"));
    QVERIFY(cases.open(QIODevice::ReadOnly | QIODevice::Text));
    const std::pair<const char *, const char *> formats[]
        = {{"text", "txt"}, {"json", "json"}, {"csv", "csv"}, {"markdown", "md"}, {"latex", "tex"}};
    int count = 0;
    while (!cases.atEnd()) {
        const QString line = QString::fromUtf8(cases.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const QString name = line.section(QLatin1Char('\t'), 0, 0);
        QString args = line.section(QLatin1Char('\t'), 1);
        args.replace(QStringLiteral("@DATA@"), QStringLiteral(NDCG_TEST_DATA_DIR));
        for (const auto &[format, extension] : formats) {
            QTest::addRow("%s %s", qPrintable(name), format)
                << args.split(QLatin1Char(' '), Qt::SkipEmptyParts)
                    + QStringList {QStringLiteral("--format"), QLatin1String(format)}
                << QStringLiteral("%1/%2.%3").arg(goldenDir, name, QLatin1String(extension));
        }
        ++count;
    }
    QCOMPARE_GE(count, 20);
}

void TestCliStream::goldenOutputs()
{
    QFETCH(QStringList, args);
    QFETCH(QString, golden);
    QFile file(golden);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(golden));
    const QByteArray expected = file.readAll();
    QProcess p;
    p.start(cli, args);
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 0);
    QCOMPARE(p.readAllStandardError(), QByteArray());
    const QByteArray out = p.readAllStandardOutput();
    if (out != expected) {
        const QList<QByteArray> outLines = out.split('\n');
        const QList<QByteArray> expectedLines = expected.split('\n');
        for (qsizetype i = 0; i < std::max(outLines.size(), expectedLines.size()); ++i) {
            const QByteArray a = outLines.value(i);
            const QByteArray b = expectedLines.value(i);
            if (a != b) {
                qWarning("line %lld differs", qint64(i + 1));
                QCOMPARE(a, b);
            }
        }
        QCOMPARE(out, expected);
    }
}

void TestCliStream::explainLargestRankingUnderAddressLimit()
{
#ifdef NDCG_ASAN
    QSKIP("AddressSanitizer reserves terabytes of address space: no limit can apply");
#endif
    // The largest ranking a scenario may hold (Ndcg::maxItems, items and unretrieved together):
    // 99,000 ranked items and 1,000 unretrieved ones, grades 0..4, exponential gain, k = 10.
    // (A scenario of a million items is refused before its items are read: tst_inputlimits.)
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("largest.ndcg.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    std::mt19937 rng(14);
    std::vector<double> ranked(std::size_t(Ndcg::maxItems) - 1000);
    std::vector<double> unretrieved(1000);
    for (double &g : ranked)
        g = double(rng() % 5);
    for (double &g : unretrieved)
        g = double(rng() % 5);
    QByteArray text = R"({"format": "ndcg-explorer-scenario", "version": 1, "settings": {
"gain": "exponential", "negativeGrades": "zero", "discount": "log", "logBase": 2, "k": 10,
"idealSource": "pool", "zeroIdcg": "zero", "relevantFrom": 1, "maxGrade": null,
"rbpPersistence": 0.8}, "rankingA": {"items": [
)";
    const auto writeItems = [&](const std::vector<double> &grades) {
        for (std::size_t i = 0; i < grades.size(); ++i) {
            text += "{\"grade\": " + QByteArray::number(grades[i]) + "}";
            text += i + 1 < grades.size() ? ",\n" : "\n";
            if (text.size() > (1 << 20)) {
                QCOMPARE(file.write(text), text.size());
                text.clear();
            }
        }
    };
    writeItems(ranked);
    text += "], \"unretrieved\": [\n";
    writeItems(unretrieved);
    text += "]}}\n";
    QCOMPARE(file.write(text), text.size());
    file.close();

    // Measured on Debian 12 / Qt 6.4 (Release): the run needs 750 MB of address space, nearly
    // all of it reading the scenario file; the output adds a 16K-character buffer. Before it
    // was streamed the output alone took several GB.
    const rlim_t limit = rlim_t(1024) << 20;
    const StreamedJson r
        = runStreamed({QStringLiteral("explain"), QStringLiteral("--scenario"), path,
                          QStringLiteral("--format"), QStringLiteral("json")},
            limit, 10);
    QVERIFY2(r.status == 0, r.err.constData());
    QCOMPARE(r.err, QByteArray());
    QVERIFY2(r.problem.isEmpty(), qPrintable(r.problem.left(500)));
    QCOMPARE(r.positions, qint64(Ndcg::maxItems));
    QCOMPARE(r.ideal, qint64(Ndcg::maxItems));
    QCOMPARE(r.top.value(QLatin1String("n")).toInteger(), qint64(Ndcg::maxItems - 1000));
    QCOMPARE(r.top.value(QLatin1String("poolSize")).toInteger(), qint64(Ndcg::maxItems));
    QCOMPARE(r.top.value(QLatin1String("k")).toInteger(), qint64(10));

    std::vector<double> gains;
    for (double g : ranked)
        gains.push_back(std::exp2(g) - 1.0);
    std::vector<double> idealGains = gains;
    for (double g : unretrieved)
        idealGains.push_back(std::exp2(g) - 1.0);
    const Expected expected = expectedNdcg(gains, idealGains, 10);
    const double ndcg = r.top.value(QLatin1String("ndcg")).toDouble();
    QVERIFY2(closeTo(ndcg, expected.ndcgAtK), qPrintable(QString::number(ndcg, 'g', 17)));
    QVERIFY(closeTo(r.rowAtK.value(QLatin1String("ndcg")).toDouble(), expected.ndcgAtK));
    QCOMPARE(r.firstRow.value(QLatin1String("grade")).toDouble(), ranked.front());
    QCOMPARE(r.lastRow.value(QLatin1String("position")).toInteger(), qint64(Ndcg::maxItems));
    QVERIFY(r.lastRow.value(QLatin1String("grade")).isNull()); // beyond the ranking
    const double last = r.lastRow.value(QLatin1String("ndcg")).toDouble();
    QVERIFY2(closeTo(last, expected.ndcgAll), qPrintable(QString::number(last, 'g', 17)));
}

void TestCliStream::evalExplainTwoMillionDocsUnderAddressLimit()
{
#ifdef NDCG_ASAN
    QSKIP("AddressSanitizer reserves terabytes of address space: no limit can apply");
#endif
    // Query q retrieves D0000000 … D1999999 in that order (scores descending). Every third is
    // judged, with grades 0,1,2,3,4 in turn; 500 documents it missed are judged 4.
    const int docs = 2000000;
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile run(dir.filePath(QStringLiteral("one.run")));
    QFile qrels(dir.filePath(QStringLiteral("one.qrels")));
    QVERIFY(run.open(QIODevice::WriteOnly));
    QVERIFY(qrels.open(QIODevice::WriteOnly));
    std::vector<double> gains(docs, 0.0); // linear gain: the grade
    std::vector<double> idealGains;
    QByteArray runText;
    QByteArray qrelsText;
    char line[96];
    for (int d = 0; d < docs; ++d) {
        runText += QByteArray(
            line, std::snprintf(line, sizeof line, "q Q0 D%07d %d %d run\n", d, d + 1, docs - d));
        if (d % 3 == 0) {
            const int grade = (d / 3) % 5;
            gains[std::size_t(d)] = grade;
            qrelsText
                += QByteArray(line, std::snprintf(line, sizeof line, "q 0 D%07d %d\n", d, grade));
        }
        if (runText.size() > (1 << 20)) {
            QCOMPARE(run.write(runText), runText.size());
            runText.clear();
        }
    }
    idealGains = gains;
    for (int u = 0; u < 500; ++u) {
        qrelsText += QByteArray(line, std::snprintf(line, sizeof line, "q 0 U%04d 4\n", u));
        idealGains.push_back(4.0);
    }
    QCOMPARE(run.write(runText), runText.size());
    QCOMPARE(qrels.write(qrelsText), qrelsText.size());
    run.close();
    qrels.close();

    // Measured on Debian 12 / Qt 6.4 (Release): 855 MB of address space, most of it reading
    // the run; 5.4 GB for half as many documents before the output was streamed.
    const rlim_t limit = rlim_t(1280) << 20;
    const StreamedJson r
        = runStreamed({QStringLiteral("eval"), QStringLiteral("--explain"), QStringLiteral("q"),
                          QStringLiteral("--gain"), QStringLiteral("linear"), QStringLiteral("-k"),
                          QStringLiteral("10"), QStringLiteral("--format"), QStringLiteral("json"),
                          qrels.fileName(), run.fileName()},
            limit, 10);
    QVERIFY2(r.status == 0, r.err.constData());
    QCOMPARE(r.err, QByteArray());
    QVERIFY2(r.problem.isEmpty(), qPrintable(r.problem.left(500)));
    QCOMPARE(r.positions, qint64(docs + 500));
    QCOMPARE(r.ideal, qint64(docs + 500));
    QCOMPARE(r.top.value(QLatin1String("n")).toInteger(), qint64(docs));
    QCOMPARE(r.firstRow.value(QLatin1String("label")).toString(), QStringLiteral("D0000000"));
    QCOMPARE(r.rowAtK.value(QLatin1String("label")).toString(), QStringLiteral("D0000009"));
    QCOMPARE(r.rowAtK.value(QLatin1String("grade")).toDouble(), 3.0); // D0000009: (9/3) % 5

    const Expected expected = expectedNdcg(gains, idealGains, 10);
    const double ndcg = r.top.value(QLatin1String("ndcg")).toDouble();
    QVERIFY2(closeTo(ndcg, expected.ndcgAtK), qPrintable(QString::number(ndcg, 'g', 17)));
    const double last = r.lastRow.value(QLatin1String("ndcg")).toDouble();
    QVERIFY2(closeTo(last, expected.ndcgAll), qPrintable(QString::number(last, 'g', 17)));
}

QTEST_GUILESS_MAIN(TestCliStream)
#include "tst_cli_stream.moc"
