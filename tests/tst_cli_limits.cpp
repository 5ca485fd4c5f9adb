// ndcg-cli against endless input, output it cannot write and file names that are not UTF-8
// (issue 14), run as a user runs it:
// - /dev/zero as qrels, run or scenario, and a qrels of gigabytes on one line: exit 2 with one
//   line naming the file and the limit,
//   under a 2 GB address-space ceiling (a reader that grew without bound would die of
//   std::bad_alloc, rc 134, instead of filling the memory first);
// - stdout on /dev/full: exit 1 and "ndcg-cli: cannot write output: No space left on device",
//   for a few lines (written at exit) and for output larger than the stream's buffers;
// - a qrels, run or scenario named with the latin-1 byte 0xE9: read as trec_eval reads it (the
//   same output as for an ASCII copy), and messages show the byte as U+FFFD.

#include "memorylimit.h"
#include "scenario.h"

#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <dirent.h>
#include <unistd.h>

namespace {

const QString cli = QStringLiteral(NDCG_BIN_DIR "/ndcg-cli");
const QString data = QStringLiteral(NDCG_TEST_DATA_DIR "/trec_eval/");
constexpr qint64 addressCeiling = 2LL * 1024 * 1024 * 1024;

struct Run
{
    int status = -1; // -1: crashed (a signal) or did not finish
    QByteArray out;
    QByteArray err;
};

struct Options
{
    QString stdoutFile; // e.g. /dev/full; empty: captured
    qint64 addressLimit = 0; // RLIMIT_AS of the child; 0: none
};

Run finish(QProcess &p)
{
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit && p.state() == QProcess::NotRunning
            ? p.exitCode()
            : -1,
        p.readAllStandardOutput(), p.readAllStandardError()};
}

Run runCli(const QStringList &args, const Options &options = {})
{
    QProcess p;
    if (!options.stdoutFile.isEmpty())
        p.setStandardOutputFile(options.stdoutFile);
    if (options.addressLimit > 0)
        MemoryLimit::limitChildAddressSpace(p, options.addressLimit);
    p.start(cli, args);
    return finish(p);
}

// `sh -c script ndcg-cli DIR`: the script runs "$0" (ndcg-cli) with names made by printf, whose
// \351 is the byte 0xE9, which no QString argument of QProcess can carry.
Run runShell(const QString &script, const QString &dir)
{
    QProcess p;
    p.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), script, cli, dir});
    return finish(p);
}

// Files the data rows make, kept until the test ends.
QTemporaryDir &scratch()
{
    static QTemporaryDir dir;
    return dir;
}

QByteArray readBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeBytes(const QByteArray &path, const QByteArray &bytes)
{
    FILE *f = std::fopen(path.constData(), "wb");
    if (!f)
        return false;
    const bool ok = std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), f)
        == std::size_t(bytes.size());
    return std::fclose(f) == 0 && ok;
}

// QTemporaryDir cannot remove a file whose name is not UTF-8 (it decodes the name lossily):
// unlink every file of the folder by its bytes first.
void removeFilesOf(const QByteArray &folder)
{
    DIR *dir = ::opendir(folder.constData());
    if (!dir)
        return;
    while (const dirent *entry = ::readdir(dir)) {
        const QByteArray name(entry->d_name);
        if (name != "." && name != "..")
            ::unlink((folder + '/' + name).constData());
    }
    ::closedir(dir);
}

} // namespace

class TestCliLimits : public QObject
{
    Q_OBJECT
private slots:
    void endlessInputExitsTwoNamingTheLimit_data();
    void endlessInputExitsTwoNamingTheLimit();
    void outputThatCannotBeWrittenExitsOne_data();
    void outputThatCannotBeWrittenExitsOne();
    void namesThatAreNotUtf8Open();
};

void TestCliLimits::endlessInputExitsTwoNamingTheLimit_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("message");
    const QString qrels = data + QStringLiteral("qrels.test");
    const QString run = data + QStringLiteral("results.test");
    const QByteArray tooLong = "/dev/zero:1: line longer than 65536 bytes: not a TREC file\n";
    QTest::newRow("eval, /dev/zero as the qrels")
        << QStringList {"eval", "/dev/zero", run} << tooLong;
    QTest::newRow("eval, /dev/zero as the run")
        << QStringList {"eval", qrels, "/dev/zero"} << tooLong;
    QTest::newRow("eval --explain, /dev/zero as the qrels")
        << QStringList {"eval", "--explain", "301", "/dev/zero", run} << tooLong;
    // A qrels of gigabytes on one line (sparse: no disk used, reads as zero bytes) and one of a
    // 1 MB line of text: refused at the line limit while streaming (before: the 3 GiB file was
    // reserved and read whole, 71 s and 3.2 GB, std::bad_alloc under this ceiling).
    const QString sparse = scratch().filePath(QStringLiteral("sparse.qrels"));
    const QString oneLine = scratch().filePath(QStringLiteral("one-line.qrels"));
    {
        QFile file(sparse);
        if (file.open(QIODevice::WriteOnly))
            file.resize(3LL * 1024 * 1024 * 1024);
        QFile text(oneLine);
        if (text.open(QIODevice::WriteOnly))
            text.write("301 0 " + QByteArray(1000000, 'x') + " 1\n");
    }
    QTest::newRow("eval, a sparse 3 GiB qrels without a line end") << QStringList {"eval", sparse,
        run} << sparse.toUtf8() + ":1: line longer than 65536 bytes: not a TREC file\n";
    QTest::newRow("eval, the same sparse file as the run") << QStringList {"eval", qrels,
        sparse} << sparse.toUtf8() + ":1: line longer than 65536 bytes: not a TREC file\n";
    QTest::newRow("eval, a qrels of one 1 MB line of text") << QStringList {"eval", oneLine,
        run} << oneLine.toUtf8() + ":1: line longer than 65536 bytes: not a TREC file\n";
    QTest::newRow("explain --scenario /dev/zero")
        << QStringList {"explain", "--scenario", "/dev/zero"}
        << QByteArray("ndcg-cli explain: /dev/zero: the file is larger than 64 MB, the limit "
                      "for a scenario file\n");
    QTest::newRow("steps --scenario /dev/zero")
        << QStringList {"steps", "--scenario", "/dev/zero"}
        << QByteArray("ndcg-cli steps: /dev/zero: the file is larger than 64 MB, the limit for "
                      "a scenario file\n");
}

void TestCliLimits::endlessInputExitsTwoNamingTheLimit()
{
    if (!MemoryLimit::isSupported())
        QSKIP("no address-space limit under AddressSanitizer");
    QFETCH(QStringList, args);
    QFETCH(QByteArray, message);
    const Run r = runCli(args, {.stdoutFile = {}, .addressLimit = addressCeiling});
    QCOMPARE(r.err, message);
    QCOMPARE(r.status, 2);
    QCOMPARE(r.out, QByteArray());
}

void TestCliLimits::outputThatCannotBeWrittenExitsOne_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("minimumBytes"); // of the output when it can be written
    const QString qrels = data + QStringLiteral("qrels.test");
    const QString run = data + QStringLiteral("results.test");
    QStringList grades;
    for (int i = 0; i < 3000; ++i)
        grades << QString::number(i % 4);
    QTest::newRow("explain, a few lines") << QStringList {"explain", "--grades", "3,2,0,1"} << 100;
    // 68,927 bytes of which 16,384 reached the disk, and exit 0, before.
    QTest::newRow("explain, 3000 positions")
        << QStringList {"explain", "--grades", grades.join(QLatin1Char(','))} << 100000;
    QTest::newRow("eval") << QStringList {"eval", qrels, run} << 100;
    QTest::newRow("eval -q -m all_trec")
        << QStringList {"eval", "-q", "-m", "all_trec", qrels, run} << 4000;
    QTest::newRow("eval --explain")
        << QStringList {"eval", "--explain", "301", qrels, run} << 10000;
    QTest::newRow("example list") << QStringList {"example", "list"} << 100;
    QTest::newRow("--help") << QStringList {"--help"} << 100;
}

void TestCliLimits::outputThatCannotBeWrittenExitsOne()
{
    QFETCH(QStringList, args);
    QFETCH(int, minimumBytes);
    const Run written = runCli(args);
    QCOMPARE(written.status, 0);
    QCOMPARE_GE(written.out.size(), minimumBytes);

    const Run full = runCli(args, {.stdoutFile = QStringLiteral("/dev/full"), .addressLimit = 0});
    QCOMPARE(full.err, QByteArray("ndcg-cli: cannot write output: No space left on device\n"));
    QCOMPARE(full.status, 1);
}

void TestCliLimits::namesThatAreNotUtf8Open()
{
    QTemporaryDir dir;
    const QByteArray folder = QFile::encodeName(dir.path()) + '/';
    const auto cleanup = qScopeGuard([&] { removeFilesOf(QFile::encodeName(dir.path())); });
    const QByteArray qrels = readBytes(data + QStringLiteral("qrels.test"));
    const QByteArray run = readBytes(data + QStringLiteral("results.test"));
    Ndcg::Scenario s;
    s.a = Ndcg::Ranking::fromGrades({3, 2, 0, 1}, {2});
    const QByteArray scenario = Ndcg::scenarioToJson(s);
    for (const QByteArray &stem : {QByteArray("cafe"), QByteArray("caf\xE9")}) {
        QVERIFY(writeBytes(folder + stem + ".qrels", qrels));
        QVERIFY(writeBytes(folder + stem + ".run", run));
        QVERIFY(writeBytes(folder + stem + ".ndcg.json", scenario));
    }
    QVERIFY(writeBytes(folder + "caf\xE9-bad.qrels", "301 0 d1 2\n301 0 d2\n"));

    // The same output as for the ASCII names, which QProcess can pass.
    const auto ascii = [&](const QStringList &args) {
        QStringList named;
        for (const QString &a : args)
            named << (a.startsWith(QLatin1String("cafe.")) ? dir.filePath(a) : a);
        return runCli(named);
    };
    const Run eval = runShell(QStringLiteral("exec \"$0\" eval \"$(printf '%s/caf\\351.qrels' "
                                             "\"$1\")\" \"$(printf '%s/caf\\351.run' \"$1\")\""),
        dir.path());
    QCOMPARE(eval.err, QByteArray());
    QCOMPARE(eval.status, 0);
    const Run evalAscii = ascii({"eval", "cafe.qrels", "cafe.run"});
    QCOMPARE(evalAscii.status, 0);
    QCOMPARE(eval.out, evalAscii.out);

    const Run query = runShell(
        QStringLiteral("exec \"$0\" eval --explain 301 \"$(printf '%s/caf\\351.qrels' \"$1\")\" "
                       "\"$(printf '%s/caf\\351.run' \"$1\")\""),
        dir.path());
    QCOMPARE(query.err, QByteArray());
    QCOMPARE(query.status, 0);
    QCOMPARE(query.out, ascii({"eval", "--explain", "301", "cafe.qrels", "cafe.run"}).out);

    const Run explain = runShell(
        QStringLiteral(
            "exec \"$0\" explain --scenario \"$(printf '%s/caf\\351.ndcg.json' \"$1\")\""),
        dir.path());
    QCOMPARE(explain.err, QByteArray());
    QCOMPARE(explain.status, 0);
    QCOMPARE(explain.out, ascii({"explain", "--scenario", "cafe.ndcg.json"}).out);

    // A message names the file with U+FFFD for the byte (UTF-8 EF BF BD on stderr).
    const Run bad = runShell(QStringLiteral("exec \"$0\" eval \"$(printf '%s/caf\\351-bad.qrels' "
                                            "\"$1\")\" \"$(printf '%s/caf\\351.run' \"$1\")\""),
        dir.path());
    QCOMPARE(bad.err,
        folder
            + "caf\xEF\xBF\xBD-bad.qrels:2: expected 4 fields 'qid iter docno "
              "grade', found 3\n");
    QCOMPARE(bad.status, 2);
}

QTEST_GUILESS_MAIN(TestCliLimits)
#include "tst_cli_limits.moc"
