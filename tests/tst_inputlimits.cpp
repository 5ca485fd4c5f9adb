// The limits of the readers (issue 14): one grade limit (scenario.h, ±1,000,000) for scenarios
// and CSV tables; at most maxItems items in a ranking; at most 64 MB read as a scenario or a
// table; TREC files read with the run reader's line cap. Endless input (/dev/zero, a FIFO that
// never ends) is refused with a message naming the file and the limit, under a ceiling on the
// address space so that a reader that grows without bound fails at once instead of filling the
// memory. File names that are not UTF-8 open (fileinput.h).

#include "csvimport.h"
#include "fileinput.h"
#include "memorylimit.h"
#include "scenario.h"
#include "trecfiles.h"

#include <QFile>
#include <QLocale>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <thread>

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Ndcg;

namespace {

constexpr qint64 gigabyte = 1024LL * 1024 * 1024;

Scenario scenarioOf(const QList<double> &grades, int unretrieved = 0)
{
    Scenario s;
    s.a = Ranking::fromGrades(grades, QList<double>(unretrieved, 1.0));
    return s;
}

// 1-based line and column of the first `needle` in `text` (ASCII text: bytes are characters).
std::pair<int, int> placeOf(const QByteArray &text, const QByteArray &needle)
{
    const qsizetype at = text.indexOf(needle);
    const qsizetype lineStart = text.lastIndexOf('\n', at) + 1;
    return {int(text.left(at).count('\n')) + 1, int(at - lineStart) + 1};
}

bool writeBytes(const QByteArray &path, const QByteArray &bytes)
{
    const int fd = ::open(path.constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0)
        return false;
    const bool ok = ::write(fd, bytes.constData(), std::size_t(bytes.size())) == bytes.size();
    return ::close(fd) == 0 && ok;
}

// Writes `bytes` into a FIFO once a reader opens it, then zeros for as long as it reads when
// `endless`; stops when the reader closes it (EPIPE; SIGPIPE is ignored by the test).
class FifoWriter
{
public:
    FifoWriter(const QByteArray &path, QByteArray bytes, bool endless)
        : m_thread([path, bytes = std::move(bytes), endless] {
            const int fd = ::open(path.constData(), O_WRONLY | O_CLOEXEC);
            if (fd < 0)
                return;
            bool ok = ::write(fd, bytes.constData(), std::size_t(bytes.size())) == bytes.size();
            const QByteArray zeros(1 << 16, '\0');
            while (ok && endless)
                ok = ::write(fd, zeros.constData(), std::size_t(zeros.size())) > 0;
            ::close(fd);
        })
    { }
    ~FifoWriter() { m_thread.join(); }

private:
    std::thread m_thread;
};

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

class TestInputLimits : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void gradeLimitIsTheSameForEveryReader_data();
    void gradeLimitIsTheSameForEveryReader();
    void theLimitsAreWrittenAsNumbersAre();
    void aGradeTheEditorAllowsSurvivesSaveAndOpen();
    void tooManyItemsAreRefusedBeforeReadingThem();
    void anErrorAtTheEndOfALargeScenarioNamesItsLine();
    void endlessInputIsRefusedWithTheLimit();
    void aFifoIsReadWithTheSameCaps();
    void aLargeRegularFileIsRefusedBeforeReading();
    void namesThatAreNotUtf8KeepTheirBytes_data();
    void namesThatAreNotUtf8KeepTheirBytes();
    void aFileWhoseNameIsNotUtf8Opens();
};

void TestInputLimits::initTestCase()
{
    std::signal(SIGPIPE, SIG_IGN); // FifoWriter learns of a closed reader from EPIPE
}

void TestInputLimits::gradeLimitIsTheSameForEveryReader_data()
{
    QTest::addColumn<double>("grade");
    QTest::addColumn<QString>("problem"); // empty: accepted
    const QString range = QStringLiteral("(expected a number from −1,000,000 to 1,000,000)");
    QTest::newRow("500000") << 500000.0 << QString();
    QTest::newRow("the top, 1000000") << 1000000.0 << QString();
    QTest::newRow("the bottom, -1000000") << -1000000.0 << QString();
    QTest::newRow("1000001") << 1000001.0
                             << QStringLiteral("grade 1000001 is out of range ") + range;
    QTest::newRow("-1000000.5") << -1000000.5
                                << QStringLiteral("grade -1000000.5 is out of range ") + range;
    QTest::newRow("1e9, shown whole")
        << 1e9 << QStringLiteral("grade 1000000000 is out of range ") + range;
}

// The limits are written as the window writes numbers, with a minus sign and digit grouping
// (issue 20: "-1000000 to 1000000"), whatever the locale; a grade no double holds ("1e999", as
// typed) is out of range too.
void TestInputLimits::theLimitsAreWrittenAsNumbersAre()
{
    const QString range = QStringLiteral("(expected a number from −1,000,000 to 1,000,000)");
    QCOMPARE(gradeRangeError(QStringLiteral("1e999")),
        QStringLiteral("grade 1e999 is out of range ") + range);
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const QString german = gradeRangeError(2e6);
    QLocale::setDefault(before);
    QCOMPARE(german, QStringLiteral("grade 2000000 is out of range ") + range);
}

// The same message from the scenario reader and the CSV reader, each naming file:line:column.
void TestInputLimits::gradeLimitIsTheSameForEveryReader()
{
    QFETCH(double, grade);
    QFETCH(QString, problem);
    QCOMPARE(gradeRangeError(grade), problem);

    const QByteArray json = scenarioToJson(scenarioOf({2, grade, 0}));
    const auto scenario = parseScenario(json, QStringLiteral("s.ndcg.json"));
    const QByteArray csv = "label,grade\nd1,2\nd2," + QByteArray::number(grade, 'f', 1) + "\n";
    const auto table = importCsv(csv, QStringLiteral("t.csv"));
    if (problem.isEmpty()) {
        QVERIFY2(scenario, scenario ? "" : qPrintable(scenario.error().toString()));
        QCOMPARE(scenario->a.items[1].grade, grade);
        QVERIFY2(table, table ? "" : qPrintable(table.error().toString()));
        QCOMPARE(table->items[1].grade, grade);
        return;
    }
    QVERIFY(!scenario);
    // The writer puts the second item's grade on a line of its own: find it in the text.
    const auto [line, column] = placeOf(
        json, "\"grade\": " + QByteArray::number(grade, 'g', QLocale::FloatingPointShortest));
    QCOMPARE(scenario.error().toString(),
        QStringLiteral("s.ndcg.json:%1:%2: rankingA.items[1].grade: ")
                .arg(line)
                .arg(column + 9) // the value, after `"grade": `
            + problem);
    QVERIFY(!table);
    QCOMPARE(table.error().toString(), QStringLiteral("t.csv:3:2: ") + problem);
}

// What the table editor accepts (±1,000,000, RankingDocument::parseGrade) is written by the
// save path (scenarioToJson) and read back by open and by the recovery copy (parseScenario).
void TestInputLimits::aGradeTheEditorAllowsSurvivesSaveAndOpen()
{
    const Scenario saved = scenarioOf({500000, -1000000, 1000000, 3});
    const auto reopened = parseScenario(scenarioToJson(saved), QStringLiteral("saved.ndcg.json"));
    QVERIFY2(reopened, reopened ? "" : qPrintable(reopened.error().toString()));
    QCOMPARE(*reopened, saved);
}

void TestInputLimits::tooManyItemsAreRefusedBeforeReadingThem()
{
    QCOMPARE(maxItems, qsizetype(100000));
    // Exactly the limit, ranked and unretrieved together: read.
    const QByteArray atLimit = scenarioToJson(scenarioOf(QList<double>(maxItems - 10, 1.0), 10));
    const auto read = parseScenario(atLimit);
    QVERIFY2(read, read ? "" : qPrintable(read.error().toString()));
    QCOMPARE(read->a.items.size() + read->a.unretrieved.size(), maxItems);

    // One more: refused at rankingA.items, the first line of the list.
    const QByteArray over = scenarioToJson(scenarioOf(QList<double>(maxItems - 10, 1.0), 11));
    const auto refused = parseScenario(over, QStringLiteral("big.ndcg.json"));
    QVERIFY(!refused);
    const auto [line, column] = placeOf(over, "\"items\": [");
    QCOMPARE(refused.error().toString(),
        QStringLiteral("big.ndcg.json:%1:%2: rankingA.items: 100001 items: more than the "
                       "limit of 100000 items in a ranking")
            .arg(line)
            .arg(column + 9));

    // A table: 100,000 rows are read; the 100,001st row is named (line 100,002 after the header).
    QByteArray csv = "label,grade\n";
    for (int i = 0; i < maxItems; ++i)
        csv += "d" + QByteArray::number(i) + ",1\n";
    const auto table = importCsv(csv, QStringLiteral("t.csv"));
    QVERIFY2(table, table ? "" : qPrintable(table.error().toString()));
    QCOMPARE(table->items.size(), maxItems);
    csv += "last,2\n";
    const auto tooLong = importCsv(csv, QStringLiteral("t.csv"));
    QVERIFY(!tooLong);
    QCOMPARE(tooLong.error().toString(),
        QStringLiteral("t.csv:100002: 100001 items: more than the limit of 100000 items in "
                       "a ranking"));
}

// The position of an error is found by a walk over the text made for the error alone.
void TestInputLimits::anErrorAtTheEndOfALargeScenarioNamesItsLine()
{
    QList<double> grades(maxItems - 1, 2.0);
    grades.append(7.0);
    QByteArray json = scenarioToJson(scenarioOf(grades));
    // The last item's grade becomes a string: one item per line, so its line is found by text.
    json.replace("{\"grade\": 7}", "{\"grade\": \"7\"}");
    const auto [line, column] = placeOf(json, "\"grade\": \"7\"");
    const auto result = parseScenario(json, QStringLiteral("large.ndcg.json"));
    QVERIFY(!result);
    QCOMPARE(result.error().toString(),
        QStringLiteral("large.ndcg.json:%1:%2: rankingA.items[99999].grade: expected a "
                       "number, found a string")
            .arg(line)
            .arg(column + 9));
}

// /dev/zero never ends. Under a ceiling of 1 GB more address space, a reader that read it whole
// (as before) throws std::bad_alloc and fails this test; the capped readers stop at their limit.
void TestInputLimits::endlessInputIsRefusedWithTheLimit()
{
    if (!MemoryLimit::isSupported())
        QSKIP("no address-space limit under AddressSanitizer");
    const AddressSpaceLimit limit(gigabyte);
    QVERIFY(limit.isValid());
    const QString zero = QStringLiteral("/dev/zero");

    const auto scenario = readScenarioFile(zero);
    QVERIFY(!scenario);
    QCOMPARE(scenario.error().toString(),
        QStringLiteral("/dev/zero: the file is larger than 64 MB, the limit for a scenario "
                       "file"));
    const auto table = readWholeFile(zero, InputKind::Table);
    QVERIFY(!table);
    QCOMPARE(table.error().toString(),
        QStringLiteral("/dev/zero: the file is larger than 64 MB, the limit for a CSV or TSV "
                       "file"));
    const auto qrels = Trec::Qrels::load(zero);
    QVERIFY(!qrels);
    QCOMPARE(qrels.error().toString(),
        QStringLiteral("/dev/zero:1: line longer than 65536 bytes: not a TREC file"));
}

// A FIFO: read as a stream with the same caps; a finite one reads like a file.
void TestInputLimits::aFifoIsReadWithTheSameCaps()
{
    if (!MemoryLimit::isSupported())
        QSKIP("no address-space limit under AddressSanitizer");
    QTemporaryDir dir;
    const QByteArray fifo = QFile::encodeName(dir.filePath(QStringLiteral("pipe")));
    QCOMPARE(::mkfifo(fifo.constData(), 0600), 0);
    const QString path = QFile::decodeName(fifo);
    const AddressSpaceLimit limit(gigabyte);
    QVERIFY(limit.isValid());
    {
        FifoWriter writer(fifo, "{\"format\": \"ndcg-explorer-scenario\", ", true);
        const auto scenario = readScenarioFile(path);
        QVERIFY(!scenario);
        QCOMPARE(scenario.error().message,
            QStringLiteral("the file is larger than 64 MB, the limit for a scenario file"));
    }
    {
        FifoWriter writer(fifo, "301 0 d1 1\n301 0 d2 ", true);
        const auto qrels = Trec::Qrels::load(path);
        QVERIFY(!qrels);
        QCOMPARE(qrels.error().toString(),
            path + QStringLiteral(":2: line longer than 65536 bytes: not a TREC file"));
    }
    {
        const Scenario sent = scenarioOf({3, 2, 0});
        FifoWriter writer(fifo, scenarioToJson(sent), false);
        const auto scenario = readScenarioFile(path);
        QVERIFY2(scenario, scenario ? "" : qPrintable(scenario.error().toString()));
        QCOMPARE(*scenario, sent);
    }
}

// A regular file says its size: one over the limit is refused without reading it (a sparse
// file of 65 MB of zeros; read whole it would have given a JSON syntax error instead).
void TestInputLimits::aLargeRegularFileIsRefusedBeforeReading()
{
    QTemporaryDir dir;
    QFile big(dir.filePath(QStringLiteral("big.ndcg.json")));
    QVERIFY(big.open(QIODevice::WriteOnly));
    QVERIFY(big.resize(maxInputBytes + 1));
    big.close();
    const auto scenario = readScenarioFile(big.fileName());
    QVERIFY(!scenario);
    QCOMPARE(scenario.error().message,
        QStringLiteral("the file is larger than 64 MB, the limit for a scenario file"));
    QCOMPARE(scenario.error().file, big.fileName());
    // At the limit: read (and then refused as JSON, for its zeros).
    QVERIFY(big.resize(maxInputBytes));
    const auto atLimit = readWholeFile(big.fileName(), InputKind::Table);
    QVERIFY(atLimit);
    QCOMPARE(qint64(atLimit->size()), maxInputBytes);
}

void TestInputLimits::namesThatAreNotUtf8KeepTheirBytes_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("shown");
    const QString r = QString(QChar::ReplacementCharacter);
    QTest::newRow("ASCII") << QByteArray("runs/a.qrels") << QStringLiteral("runs/a.qrels");
    QTest::newRow("UTF-8 é and 成都")
        << QByteArray("caf\xC3\xA9-\xE6\x88\x90\xE9\x83\xBD") << QStringLiteral("café-成都");
    QTest::newRow("UTF-8 beyond the BMP")
        << QByteArray("\xF0\x9F\x98\x80.run") << QStringLiteral("😀.run");
    QTest::newRow("latin-1 é") << QByteArray("caf\xE9.qrels") << "caf" + r + ".qrels";
    QTest::newRow("an overlong slash") << QByteArray("a\xC0\xAF"
                                                     "b")
                                       << "a" + r + r + "b";
    QTest::newRow("an encoded surrogate") << QByteArray("\xED\xA0\x80") << r + r + r;
    QTest::newRow("a cut sequence at the end") << QByteArray("x\xE6\x88") << "x" + r + r;
    QTest::newRow("bytes beyond U+10FFFF") << QByteArray("\xF4\x90\x80\x80") << r + r + r + r;
}

void TestInputLimits::namesThatAreNotUtf8KeepTheirBytes()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, shown);
    const QString path = pathFromBytes(bytes);
    QCOMPARE(pathToBytes(path), bytes);
    QCOMPARE(displayPath(path), shown);
    // Valid UTF-8 decodes as Qt decodes it, so ordinary names are unchanged.
    if (!shown.contains(QChar::ReplacementCharacter))
        QCOMPARE(path, QString::fromUtf8(bytes));
}

// trec_eval opens "caf\xE9.qrels" (latin-1): so must every reader. Before, the byte became
// U+FFFD and QFile looked for "caf\xEF\xBF\xBD.qrels": "No such file or directory".
void TestInputLimits::aFileWhoseNameIsNotUtf8Opens()
{
    QTemporaryDir dir;
    const QByteArray folder = QFile::encodeName(dir.path()) + '/';
    const auto cleanup = qScopeGuard([&] { removeFilesOf(QFile::encodeName(dir.path())); });
    QVERIFY(writeBytes(folder + "caf\xE9.qrels", "301 0 d1 2\n301 0 d2 0\n"));
    QVERIFY(writeBytes(folder + "caf\xE9.run", "301 Q0 d2 1 0.9 x\n301 Q0 d1 2 0.5 x\n"));
    QVERIFY(writeBytes(folder + "caf\xE9.ndcg.json", scenarioToJson(scenarioOf({3, 1}))));
    QVERIFY(writeBytes(folder + "caf\xE9-bad.qrels", "301 0 d1 2\n301 0 d2\n"));
    const QString qrelsPath = pathFromBytes(folder + "caf\xE9.qrels");

    const FileKind kind = fileKind(qrelsPath);
    QVERIFY(kind.exists);
    QVERIFY(kind.regular);
    QCOMPARE(kind.size, qint64(22));
    QFile file;
    QCOMPARE(openForReading(file, qrelsPath), QString());
    QCOMPARE(file.readAll(), QByteArray("301 0 d1 2\n301 0 d2 0\n"));

    const auto qrels = Trec::Qrels::load(qrelsPath);
    QVERIFY2(qrels, qrels ? "" : qPrintable(qrels.error().toString()));
    QCOMPARE(qrels->queries().size(), std::size_t(1));
    int lines = 0;
    Trec::RunScanner scanner(pathFromBytes(folder + "caf\xE9.run"),
        [&](std::string_view, const std::vector<Trec::RunLine> &block) {
            lines += int(block.size());
        });
    const auto scanned = Trec::scanFile(pathFromBytes(folder + "caf\xE9.run"), 0,
        Trec::scanEnd(pathFromBytes(folder + "caf\xE9.run")), scanner);
    QVERIFY2(scanned, scanned ? "" : qPrintable(scanned.error().toString()));
    QCOMPARE(lines, 2);
    const auto scenario = readScenarioFile(pathFromBytes(folder + "caf\xE9.ndcg.json"));
    QVERIFY2(scenario, scenario ? "" : qPrintable(scenario.error().toString()));
    QCOMPARE(scenario->a.grades(), (QList<double> {3, 1}));

    // Messages show the name readably: U+FFFD for the byte.
    const auto bad = Trec::Qrels::load(pathFromBytes(folder + "caf\xE9-bad.qrels"));
    QVERIFY(!bad);
    QCOMPARE(bad.error().file, dir.path() + QStringLiteral("/caf\uFFFD-bad.qrels"));
    QCOMPARE(bad.error().line, 2);
    const auto missing = readScenarioFile(pathFromBytes(folder + "caf\xE9-none.ndcg.json"));
    QVERIFY(!missing);
    QCOMPARE(missing.error().toString(),
        dir.path()
            + QStringLiteral("/caf\uFFFD-none.ndcg.json: cannot open the file: No such file "
                             "or directory"));
}

QTEST_APPLESS_MAIN(TestInputLimits)
#include "tst_inputlimits.moc"
