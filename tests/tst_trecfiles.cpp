// Tests of the TREC readers (trecfiles.h): the number parser against the C library's strtod
// (what trec_eval's atof() calls), the qrels parser, the run scanner's blocks, and every kind
// of malformed file, each with the line the error must name.

#include "trecfiles.h"

#include "memorylimit.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <cstdlib>
#include <optional>
#include <string>

using namespace Ndcg;
using namespace Ndcg::Trec;

namespace {

std::string_view view(const QByteArray &bytes)
{
    return std::string_view(bytes.constData(), std::size_t(bytes.size()));
}

// The blocks a scan hands over, as "qid:docno@score,docno@score;…".
struct Scan
{
    QString blocks;
    Result<bool> status = true;
    bool interleaved = false;
    std::string lastTag;
};

// Feeds data in pieces of `piece` bytes (0: all at once), detaching between pieces as a
// caller releasing a mapped window does.
Scan scan(const QByteArray &data, qsizetype piece = 0)
{
    Scan result;
    RunScanner scanner(
        QStringLiteral("run.txt"), [&](std::string_view qid, const std::vector<RunLine> &lines) {
            result.blocks
                += QString::fromUtf8(qid.data(), qsizetype(qid.size())) + QLatin1Char(':');
            for (const RunLine &line : lines) {
                result.blocks += QString::fromUtf8(line.docno.data(), qsizetype(line.docno.size()))
                    + QLatin1Char('@') + QString::number(line.score) + QLatin1Char(',');
            }
            result.blocks += QLatin1Char(';');
        });
    QByteArray pending;
    qsizetype at = 0;
    while (true) {
        const qsizetype take = piece <= 0 ? data.size() - at : std::min(piece, data.size() - at);
        pending += data.mid(at, take);
        at += take;
        const bool atEnd = at == data.size();
        // Each window is a fresh buffer, as a new mapping is.
        const QByteArray window = pending;
        const auto consumed
            = scanner.feed(window.constData(), window.constData() + window.size(), atEnd);
        scanner.detach();
        if (!consumed) {
            result.status = consumed.error();
            return result;
        }
        pending = window.mid(qsizetype(*consumed));
        if (atEnd)
            break;
    }
    scanner.finish();
    result.interleaved = scanner.qidsInterleaved();
    result.lastTag = scanner.lastTag();
    return result;
}

} // namespace

class TestTrecFiles : public QObject
{
    Q_OBJECT
private slots:
    void numbersReadAsStrtodReadsThem_data();
    void numbersReadAsStrtodReadsThem();
    void notNumbersAreRejected_data();
    void notNumbersAreRejected();
    void integers_data();
    void integers();

    void qrelsAcceptWhitespaceCrlfAndNoFinalNewline();
    void qrelsQueriesSortedByByteOrderWithGradeLevels();
    void qrelsLookUpGrades();
    void malformedQrelsNameTheLine_data();
    void malformedQrelsNameTheLine();
    void unreadableQrelsFileIsAnError();
    void hugeOneLineFilesAreRefusedAtTheLineLimit_data();
    void hugeOneLineFilesAreRefusedAtTheLineLimit();
    void aQrelsReadStopsWhenCancelled();

    void runBlocksFollowTheFile_data();
    void runBlocksFollowTheFile();
    void runReadInSmallPiecesGivesTheSameBlocks_data();
    void runReadInSmallPiecesGivesTheSameBlocks();
    void malformedRunsNameTheLine_data();
    void malformedRunsNameTheLine();
};

void TestTrecFiles::numbersReadAsStrtodReadsThem_data()
{
    QTest::addColumn<QByteArray>("text");
    for (const char *text : {"2.129133", "0", "-0", "-0.5", "+3", "42", "1e3", "1.5E-2", ".5", "5.",
             "0.000123", "1.724760", "17.0000000000000000001", "123456789012345678901234",
             "9007199254740993", "0.1", "0.3", "1e22", "1e23", "4.9e-324", "1.7976931348623157e308",
             "2.2250738585072014e-308", "3.14159265358979323846264338327950288", "-123.456e-7",
             "00000000000000000000000012.5"}) {
        QTest::addRow("%s is read as strtod reads it", text) << QByteArray(text);
    }
}

void TestTrecFiles::numbersReadAsStrtodReadsThem()
{
    QFETCH(QByteArray, text);
    const auto value = parseNumber(view(text));
    QVERIFY(value.has_value());
    const double expected = std::strtod(text.constData(), nullptr);
    // Bit for bit, including the sign of zero.
    QCOMPARE(std::signbit(*value), std::signbit(expected));
    QCOMPARE(*value, expected);
}

void TestTrecFiles::notNumbersAreRejected_data()
{
    QTest::addColumn<QByteArray>("text");
    for (const char *text : {"", "-", "+", ".", "abc", "1.5x", "1e", "1e+", "nan", "inf", "0x10",
             "1,5", "1..2", "--1", "1e400", " 1"}) {
        QTest::addRow("'%s' is not a number", text) << QByteArray(text);
    }
}

void TestTrecFiles::notNumbersAreRejected()
{
    QFETCH(QByteArray, text);
    QVERIFY(!parseNumber(view(text)).has_value());
}

void TestTrecFiles::integers_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<qint64>("value");
    QTest::newRow("a plain grade") << QByteArray("3") << true << qint64(3);
    QTest::newRow("a negative grade") << QByteArray("-1") << true << qint64(-1);
    QTest::newRow("a grade with a plus sign") << QByteArray("+2") << true << qint64(2);
    QTest::newRow("the largest int64")
        << QByteArray("9223372036854775807") << true << qint64(9223372036854775807LL);
    QTest::newRow("the smallest int64")
        << QByteArray("-9223372036854775808") << true << qint64(-9223372036854775807LL - 1);
    QTest::newRow("one past int64 is rejected")
        << QByteArray("9223372036854775808") << false << qint64(0);
    QTest::newRow("a fraction is not an integer") << QByteArray("1.5") << false << qint64(0);
    QTest::newRow("an empty field is not an integer") << QByteArray("") << false << qint64(0);
    QTest::newRow("a sign alone is not an integer") << QByteArray("-") << false << qint64(0);
}

void TestTrecFiles::integers()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, valid);
    QFETCH(qint64, value);
    const auto parsed = parseInteger(view(text));
    QCOMPARE(parsed.has_value(), valid);
    if (valid)
        QCOMPARE(qint64(*parsed), value);
}

void TestTrecFiles::qrelsAcceptWhitespaceCrlfAndNoFinalNewline()
{
    const QByteArray data("301 0 A 1\r\n\r\n301\t0\tB   0\r\n  302 \t 0 C -1 \n\n303 0 D 2");
    const auto qrels = Qrels::parse(data, QStringLiteral("q.txt"));
    QVERIFY2(qrels.ok(), qPrintable(qrels.ok() ? QString() : qrels.error().toString()));
    QCOMPARE(qrels->queries().size(), std::size_t(3));
    const int q301 = qrels->queryIndex("301");
    QCOMPARE(q301, 0);
    QCOMPARE(qrels->grade(q301, "A", Detail::hashBytes("A")), std::optional<std::int64_t>(1));
    QCOMPARE(qrels->grade(q301, "B", Detail::hashBytes("B")), std::optional<std::int64_t>(0));
    QCOMPARE(qrels->grade(1, "C", Detail::hashBytes("C")), std::optional<std::int64_t>(-1));
    QCOMPARE(qrels->grade(2, "D", Detail::hashBytes("D")), std::optional<std::int64_t>(2));
    QCOMPARE(qrels->judgmentsOf(q301).size(), std::size_t(2));
}

void TestTrecFiles::qrelsQueriesSortedByByteOrderWithGradeLevels()
{
    // trec_eval sorts qids with strcmp: "10" < "9" < "a".
    const QByteArray data("9 0 x 4\na 0 y 1\n10 0 z 0\n10 0 w 2\n10 0 v 2\n10 0 u -1\n");
    const auto qrels = Qrels::parse(data, QStringLiteral("q.txt"));
    QVERIFY(qrels.ok());
    QCOMPARE(qrels->queries().size(), std::size_t(3));
    QCOMPARE(qrels->queries()[0].qid, std::string_view("10"));
    QCOMPARE(qrels->queries()[1].qid, std::string_view("9"));
    QCOMPARE(qrels->queries()[2].qid, std::string_view("a"));
    // Grades >= 0 with their counts; the negative judgment is not a level.
    const std::vector<std::pair<std::int64_t, std::int64_t>> levels {{0, 1}, {2, 2}};
    QVERIFY(qrels->queries()[0].levels == levels);
    QCOMPARE(qrels->queryIndex("missing"), -1);
}

void TestTrecFiles::qrelsLookUpGrades()
{
    QByteArray data;
    for (int q = 0; q < 50; ++q) {
        for (int d = 0; d < 200; ++d)
            data += QByteArray::number(q) + " 0 doc" + QByteArray::number(d) + ' '
                + QByteArray::number((q + d) % 5) + '\n';
    }
    const auto qrels = Qrels::parse(data, QStringLiteral("q.txt"));
    QVERIFY(qrels.ok());
    for (int q = 0; q < 50; q += 7) {
        const QByteArray qid = QByteArray::number(q);
        const int index = qrels->queryIndex(view(qid));
        QVERIFY(index >= 0);
        for (int d = 0; d < 200; d += 13) {
            const QByteArray docno = "doc" + QByteArray::number(d);
            QCOMPARE(qrels->grade(index, view(docno), Detail::hashBytes(view(docno))),
                std::optional<std::int64_t>((q + d) % 5));
        }
        QCOMPARE(qrels->grade(index, "doc200", Detail::hashBytes("doc200")), std::nullopt);
    }
}

void TestTrecFiles::malformedQrelsNameTheLine_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("message");
    QTest::newRow("an empty file is an error on line 1")
        << QByteArray() << 1 << QStringLiteral("the file is empty");
    QTest::newRow("a file of blank lines is empty too")
        << QByteArray("\n  \r\n\t\n") << 1 << QStringLiteral("the file is empty");
    QTest::newRow("three fields are too few")
        << QByteArray("1 0 a 1\n1 0 b\n") << 2
        << QStringLiteral("expected 4 fields 'qid iter docno grade', found 3");
    QTest::newRow("five fields are too many")
        << QByteArray("1 0 a 1 extra\n") << 1
        << QStringLiteral("expected 4 fields 'qid iter docno grade', found more");
    QTest::newRow("a word is not a grade")
        << QByteArray("1 0 a 1\n\n1 0 b high\n") << 3
        << QStringLiteral("expected an integer grade, found 'high'");
    QTest::newRow("a fraction is not a grade") << QByteArray(
        "1 0 a 1.5\n") << 1 << QStringLiteral("expected an integer grade, found '1.5'");
    QTest::newRow("a docno judged twice for a query names both lines")
        << QByteArray("1 0 a 1\n2 0 a 1\n1 0 b 0\n1 0 a 0\n") << 4
        << QStringLiteral("docno 'a' is judged twice for query '1' (first on line 1)");
    QTest::newRow("a NUL byte is binary garbage") << QByteArray("1 0 a 1\n1 0 b\0 1\n",
        17) << 2 << QStringLiteral("unexpected binary data (byte 0x00 in column 6)");
    QTest::newRow("an absurdly long line is an error")
        << QByteArray("1 0 a 1\n1 0 ") + QByteArray(70000, 'x') + " 1\n"
        << 2 << QStringLiteral("line longer than 65536 bytes");
}

void TestTrecFiles::malformedQrelsNameTheLine()
{
    QFETCH(QByteArray, data);
    QFETCH(int, line);
    QFETCH(QString, message);
    const auto qrels = Qrels::parse(data, QStringLiteral("q.txt"));
    QVERIFY(!qrels.ok());
    QCOMPARE(qrels.error().file, QStringLiteral("q.txt"));
    QCOMPARE(qrels.error().line, line);
    QVERIFY2(qrels.error().message.startsWith(message), qPrintable(qrels.error().message));
    QVERIFY(qrels.error().toString().startsWith(QStringLiteral("q.txt:%1: ").arg(line)));
}

void TestTrecFiles::unreadableQrelsFileIsAnError()
{
    const auto qrels = Qrels::load(QStringLiteral("/nonexistent/qrels.txt"));
    QVERIFY(!qrels.ok());
    QCOMPARE(qrels.error().file, QStringLiteral("/nonexistent/qrels.txt"));
    QVERIFY(qrels.error().message.startsWith(QStringLiteral("cannot open the qrels file")));
}

void TestTrecFiles::hugeOneLineFilesAreRefusedAtTheLineLimit_data()
{
    QTest::addColumn<bool>("qrels"); // else a run
    QTest::addColumn<qint64>("size");
    QTest::addColumn<bool>("sparse"); // made by ftruncate: no disk used, reads as zero bytes
    // Zero bytes on one line: the line is too long before any byte of it is looked at (as
    // /dev/zero, tst_cli_limits), so that is the message, not the binary-data one.
    constexpr qint64 gib3 = 3LL * 1024 * 1024 * 1024;
    QTest::newRow("a sparse 3 GiB qrels without a line end") << true << gib3 << true;
    QTest::newRow("a 1 MB qrels of one line of text") << true << qint64(1000000) << false;
    QTest::newRow("a sparse 3 GiB run without a line end") << false << gib3 << true;
    QTest::newRow("a 1 MB run of one line of text") << false << qint64(1000000) << false;
}

// Before: the qrels reader reserved and read the whole file before looking for a line end
// (3 GiB: 71 s and 3.2 GB, or std::bad_alloc under a ceiling). Now every reader stops within a
// chunk of the line's start: under a 512 MB address-space ceiling, in well under a second.
void TestTrecFiles::hugeOneLineFilesAreRefusedAtTheLineLimit()
{
    QFETCH(bool, qrels);
    QFETCH(qint64, size);
    QFETCH(bool, sparse);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("one-line.txt"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        if (sparse) {
            QVERIFY(file.resize(size));
        } else {
            const QByteArray text = QByteArray("1 0 ") + QByteArray(size - 6, 'x') + " 1";
            QCOMPARE(file.write(text), size);
        }
    }
    QCOMPARE(QFileInfo(path).size(), size);
    std::optional<Error> error;
    QElapsedTimer timer;
    timer.start();
    {
        // Enough for a few chunks of 16 MB, far less than the file.
        const AddressSpaceLimit limit(512LL * 1024 * 1024);
        if (qrels) {
            const auto loaded = Qrels::load(path);
            if (!loaded)
                error = loaded.error();
        } else {
            RunScanner scanner(path, [](std::string_view, const std::vector<RunLine> &) {});
            const auto scanned = scanFile(path, 0, scanEnd(path), scanner);
            if (!scanned)
                error = scanned.error();
        }
    }
    const qint64 elapsed = timer.elapsed();
    QVERIFY(error);
    QCOMPARE(error->toString(),
        QStringLiteral("%1:1: line longer than 65536 bytes: not a TREC file").arg(path));
    QCOMPARE_LT(elapsed, 5000);
}

void TestTrecFiles::aQrelsReadStopsWhenCancelled()
{
    // 12 MB of judgments: three chunks of 4 MB. Cancelled when asked the second time.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("qrels.txt"));
    QByteArray text;
    for (int i = 0; text.size() < 12 * 1024 * 1024; ++i)
        text += "301 0 doc-" + QByteArray::number(i) + " 1\n";
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(text), text.size());
    }
    QVERIFY(Qrels::load(path).ok());
    int asked = 0;
    const auto cancelled = Qrels::load(path, GradeReading::Integer, [&] { return ++asked == 2; });
    QVERIFY(!cancelled.ok());
    QCOMPARE(cancelled.error().message, cancelledError().message);
    QCOMPARE(asked, 2);
    int never = 0;
    QVERIFY(Qrels::load(path, GradeReading::Integer, [&] { return ++never < 0; }).ok());
    QCOMPARE_GE(never, 3); // asked before each chunk
}

void TestTrecFiles::runBlocksFollowTheFile_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("blocks");
    QTest::addColumn<bool>("interleaved");
    QTest::addColumn<QString>("lastTag");
    QTest::newRow("lines of one query form one block in file order")
        << QByteArray("1 Q0 a 1 0.5 r\n1 Q0 b 2 0.7 r\n") << QStringLiteral("1:a@0.5,b@0.7,;")
        << false << QStringLiteral("r");
    QTest::newRow("CRLF, tabs and a missing final newline are accepted")
        << QByteArray("1\tQ0\ta\t1\t0.5\tr\r\n\r\n 2  Q0 b 1 -2 s")
        << QStringLiteral("1:a@0.5,;2:b@-2,;") << false << QStringLiteral("s");
    QTest::newRow("words after the tag are ignored")
        << QByteArray("1 Q0 a 1 0.5 r more junk at\n") << QStringLiteral("1:a@0.5,;") << false
        << QStringLiteral("r");
    QTest::newRow("a query that comes back later is interleaved")
        << QByteArray("1 Q0 a 1 1 r\n2 Q0 b 1 1 r\n1 Q0 c 2 0 t\n")
        << QStringLiteral("1:a@1,;2:b@1,;1:c@0,;") << true << QStringLiteral("t");
    QTest::newRow("the same docno in two queries is no duplicate")
        << QByteArray("1 Q0 a 1 1 r\n2 Q0 a 1 1 r\n") << QStringLiteral("1:a@1,;2:a@1,;") << false
        << QStringLiteral("r");
}

void TestTrecFiles::runBlocksFollowTheFile()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, blocks);
    QFETCH(bool, interleaved);
    QFETCH(QString, lastTag);
    const Scan s = scan(data);
    QVERIFY2(s.status.ok(), qPrintable(s.status.ok() ? QString() : s.status.error().toString()));
    QCOMPARE(s.blocks, blocks);
    QCOMPARE(s.interleaved, interleaved);
    QCOMPARE(QString::fromStdString(s.lastTag), lastTag);
}

void TestTrecFiles::runReadInSmallPiecesGivesTheSameBlocks_data()
{
    QTest::addColumn<qsizetype>("piece");
    for (qsizetype piece : {1, 2, 3, 7, 16, 64})
        QTest::addRow("read %lld bytes at a time", qlonglong(piece)) << piece;
}

void TestTrecFiles::runReadInSmallPiecesGivesTheSameBlocks()
{
    QFETCH(qsizetype, piece);
    QByteArray data;
    for (int q = 0; q < 5; ++q) {
        for (int d = 0; d < 9; ++d)
            data += "q" + QByteArray::number(q) + " Q0 document-" + QByteArray::number(d * 7) + " "
                + QByteArray::number(d) + " " + QByteArray::number(1.0 / (d + 1), 'g', 9) + " tag"
                + QByteArray::number(q) + "\r\n";
    }
    data.chop(2); // no final newline
    const Scan whole = scan(data);
    const Scan pieces = scan(data, piece);
    QVERIFY(whole.status.ok());
    QVERIFY(pieces.status.ok());
    QCOMPARE(pieces.blocks, whole.blocks);
    QCOMPARE(pieces.lastTag, std::string("tag4"));
}

void TestTrecFiles::malformedRunsNameTheLine_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("message");
    QTest::newRow("five fields are too few")
        << QByteArray("1 Q0 a 1 0.5 r\n1 Q0 b 2 0.4\n") << 2
        << QStringLiteral("expected 6 fields 'qid Q0 docno rank score tag', found 5");
    QTest::newRow("a word is not a score")
        << QByteArray("1 Q0 a 1 0.5 r\n\n1 Q0 b 2 high r\n") << 3
        << QStringLiteral("expected a number as the score, found 'high'");
    QTest::newRow("a number with trailing letters is not a score")
        << QByteArray("1 Q0 a 1 0.5abc r\n") << 1
        << QStringLiteral("expected a number as the score, found '0.5abc'");
    QTest::newRow("a docno twice in one query names both lines")
        << QByteArray("1 Q0 a 1 0.5 r\n1 Q0 b 2 0.4 r\n1 Q0 a 3 0.3 r\n") << 3
        << QStringLiteral("docno 'a' occurs twice in query '1' (first on line 1)");
    QTest::newRow("a NUL byte is binary garbage") << QByteArray("1 Q0 a 1 0.5 r\n\x01\x02\x03",
        17) << 2 << QStringLiteral("unexpected binary data (byte 0x01 in column 1)");
    QTest::newRow("an absurdly long line is an error") << QByteArray("1 Q0 a 1 0.5 r\n")
            + QByteArray(70000, 'x') + "\n" << 2 << QStringLiteral("line longer than 65536 bytes");
    QTest::newRow("an absurdly long final line without newline is an error")
        << QByteArray("1 Q0 a 1 0.5 r\n") + QByteArray(70000, 'x') << 2
        << QStringLiteral("line longer than 65536 bytes");
}

void TestTrecFiles::malformedRunsNameTheLine()
{
    QFETCH(QByteArray, data);
    QFETCH(int, line);
    QFETCH(QString, message);
    for (qsizetype piece : {qsizetype(0), qsizetype(4096)}) {
        const Scan s = scan(data, piece);
        QVERIFY(!s.status.ok());
        QCOMPARE(s.status.error().file, QStringLiteral("run.txt"));
        QCOMPARE(s.status.error().line, line);
        QVERIFY2(
            s.status.error().message.startsWith(message), qPrintable(s.status.error().message));
    }
}

QTEST_APPLESS_MAIN(TestTrecFiles)
#include "tst_trecfiles.moc"
