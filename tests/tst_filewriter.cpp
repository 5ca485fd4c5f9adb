// Tests of FileWriter, the one writer of every user file: when the kernel refuses bytes (a file
// size limit: EFBIG; a full disk: ENOSPC, on a real tmpfs and on /dev/full) the write fails
// with the system's reason and the old file stays exactly as it was, with no temporary file left
// beside it; a file that just fits is written whole; a device or a pipe is never replaced by a
// plain file; the --screenshot option says why it cannot write. And the stamps that tell whether a
// file changed since it was read or written.

#include "filewriter.h"
#include "fulldisk.h"
#include "scenario.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

QByteArray readBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writePlain(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// n bytes of readable text, different from any other call's with another `seed`.
QByteArray text(qint64 n, char seed)
{
    QByteArray bytes(n, seed);
    for (qint64 i = 63; i < n; i += 64)
        bytes[i] = '\n';
    return bytes;
}

} // namespace

class TestFileWriter : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void aFileSizeLimitKeepsTheOldFile_data();
    void aFileSizeLimitKeepsTheOldFile();
    void aFullDiskKeepsTheOldFile_data();
    void aFullDiskKeepsTheOldFile();
    void devFullSaysNoSpaceLeft();
    void aPipeIsNotReplaced();
    void stampsTellAChangedFile();
    void pathsAreAbsolute();
    void theScreenshotOptionSaysWhyItCannotWrite();
    void theCommandLineOpensANameThatIsNotUtf8();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestFileWriter::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestFileWriter::aFileSizeLimitKeepsTheOldFile_data()
{
    QTest::addColumn<qint64>("limit");
    QTest::addColumn<qint64>("size");
    QTest::addColumn<bool>("written");
    QTest::newRow("a 10 KB file where 4 KB fit fails and keeps the old file")
        << qint64(4096) << qint64(10240) << false;
    QTest::newRow("a 488-byte file where nothing fits fails and keeps the old file")
        << qint64(0) << qint64(488) << false;
    QTest::newRow("a file one byte over the limit fails") << qint64(1000) << qint64(1001) << false;
    QTest::newRow("a file that just fits is written whole")
        << qint64(10240) << qint64(10240) << true;
}

void TestFileWriter::aFileSizeLimitKeepsTheOldFile()
{
    QFETCH(qint64, limit);
    QFETCH(qint64, size);
    QFETCH(bool, written);
    const QString path = m_dir->filePath(QStringLiteral("lesson.ndcg.json"));
    const QByteArray old = text(300, 'o');
    QVERIFY(writePlain(path, old));
    const QByteArray data = text(size, 'n');

    QString error;
    bool ok = false;
    {
        FileSizeLimit fsize(limit);
        QVERIFY(fsize.isValid());
        ok = FileWriter::write(path, data, &error);
    }
    QCOMPARE(ok, written);
    QCOMPARE(readBytes(path), written ? data : old);
    QCOMPARE(error, written ? QString() : QStringLiteral("File too large"));
    QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files | QDir::Hidden),
        QStringList {"lesson.ndcg.json"});
}

void TestFileWriter::aFullDiskKeepsTheOldFile_data()
{
    QTest::addColumn<qint64>("free");
    QTest::addColumn<qint64>("size");
    QTest::newRow("a 488-byte file on a full disk") << qint64(0) << qint64(488);
    QTest::newRow("a 10 KB file with 4 KB free") << qint64(4096) << qint64(10240);
}

void TestFileWriter::aFullDiskKeepsTheOldFile()
{
    QFETCH(qint64, free);
    QFETCH(qint64, size);
    SmallTmpfs disk;
    if (!disk.isValid())
        QSKIP(qPrintable(disk.reason()));
    const QString path = disk.filePath(QStringLiteral("lesson.ndcg.json"));
    const QByteArray old = text(300, 'o');
    QVERIFY(writePlain(path, old));
    QVERIFY(disk.fill(free));

    QString error;
    QVERIFY(!FileWriter::write(path, text(size, 'n'), &error));
    QCOMPARE(error, QStringLiteral("No space left on device"));
    QCOMPARE(readBytes(path), old);
    QCOMPARE(QDir(disk.path()).entryList(QDir::Files | QDir::Hidden),
        (QStringList {"filler", "lesson.ndcg.json"}));
    QCOMPARE(disk.freeBytes(), free); // the temporary file's pages are given back
}

void TestFileWriter::devFullSaysNoSpaceLeft()
{
    // The checked write itself against the kernel's ENOSPC (a plain QFile: /dev/full is never a
    // target of write(), which refuses devices; see aPipeIsNotReplaced).
    QFile full(QStringLiteral("/dev/full"));
    if (!full.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        QSKIP("/dev/full cannot be opened here");
    QString error;
    QVERIFY(!FileWriter::writeAll(full, text(488, 'n'), &error));
    QCOMPARE(error, QStringLiteral("No space left on device"));
}

void TestFileWriter::aPipeIsNotReplaced()
{
    const QString path = m_dir->filePath(QStringLiteral("pipe"));
    QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    QString error;
    QVERIFY(!FileWriter::write(path, text(10, 'n'), &error));
    QCOMPARE(error, QStringLiteral("it is not a regular file"));
    QVERIFY(!QFileInfo(path).isFile()); // still the pipe
    QVERIFY(QFileInfo::exists(path));
    QCOMPARE(QDir(m_dir->path())
                 .entryList(QDir::AllEntries | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot),
        QStringList {"pipe"});
}

void TestFileWriter::stampsTellAChangedFile()
{
    const QString path = m_dir->filePath(QStringLiteral("lesson.ndcg.json"));
    const QByteArray bytes = "{\"format\": \"x\"}\n";
    QString error;
    QVERIFY(FileWriter::write(path, bytes, &error));
    const FileWriter::Stamp written = FileWriter::stampOf(bytes);
    QCOMPARE(written.size, 16);
    QCOMPARE(written.sha256.toHex(),
        QByteArray("0848b10d2b49c678c5928e04abed67247605d6e1a23320e00402f27bbc4024a8"));
    QCOMPARE(FileWriter::stampOfFile(path), written);
    // The same bytes written again: the same stamp, whatever the time.
    QVERIFY(writePlain(path, bytes));
    QCOMPARE(FileWriter::stampOfFile(path), written);
    // One byte changed, same size: another stamp.
    QVERIFY(writePlain(path, "{\"format\": \"y\"}\n"));
    QCOMPARE(FileWriter::stampOfFile(path).size, 16);
    QVERIFY(FileWriter::stampOfFile(path) != written);
    // Gone, or a folder: no stamp.
    QVERIFY(QFile::remove(path));
    QVERIFY(FileWriter::stampOfFile(path).isNull());
    QVERIFY(FileWriter::stampOfFile(m_dir->path()).isNull());
    QVERIFY(FileWriter::stampOfFile({}).isNull());
    QVERIFY(!FileWriter::stampOf({}).isNull()); // an empty file is a file
}

void TestFileWriter::pathsAreAbsolute()
{
    const QString before = QDir::currentPath();
    const auto restore = qScopeGuard([&] { QDir::setCurrent(before); });
    const QString root = QFileInfo(m_dir->path()).canonicalFilePath();
    QVERIFY(QDir(root).mkpath(QStringLiteral("work/sub")));
    QVERIFY(writePlain(root + QStringLiteral("/work/sub/lesson.ndcg.json"), "{}"));
    QVERIFY(QFile::link(root + QStringLiteral("/work/sub"), root + QStringLiteral("/link")));
    QVERIFY(QDir::setCurrent(root + QStringLiteral("/work")));
    QCOMPARE(FileWriter::absolutePath(QStringLiteral("sub/lesson.ndcg.json")),
        root + QStringLiteral("/work/sub/lesson.ndcg.json"));
    QCOMPARE(FileWriter::absolutePath(QStringLiteral("../link/lesson.ndcg.json")),
        root + QStringLiteral("/work/sub/lesson.ndcg.json"));
    // A file not written yet: absolute, cleaned.
    QCOMPARE(FileWriter::absolutePath(QStringLiteral("./sub/../new.ndcg.json")),
        root + QStringLiteral("/work/new.ndcg.json"));
    QCOMPARE(FileWriter::absolutePath({}), QString());
}

void TestFileWriter::theScreenshotOptionSaysWhyItCannotWrite()
{
    const QString app = QStringLiteral(NDCG_BIN_DIR "/ndcg-explorer");
    if (!QFileInfo::exists(app))
        QSKIP("ndcg-explorer is not built");
    const QString shot = m_dir->filePath(QStringLiteral("shot.png"));
    QVERIFY(writePlain(shot, "old contents\n"));
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_DATA_HOME"), m_dir->path());
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir->path());
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    process.setProcessEnvironment(environment);
    {
        FileSizeLimit fsize(4096); // inherited by the child: its PNG does not fit
        QVERIFY(fsize.isValid());
        process.start(app,
            {QStringLiteral("--screenshot"), shot, QStringLiteral("--lang"), QStringLiteral("en"),
                QStringLiteral("--size"), QStringLiteral("800x600")});
        QVERIFY(process.waitForStarted());
    }
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 1);
    const QString errors = QString::fromLocal8Bit(process.readAllStandardError());
    QVERIFY2(errors.contains(QStringLiteral("cannot write %1: File too large").arg(shot)),
        qPrintable(errors));
    QCOMPARE(readBytes(shot), QByteArray("old contents\n"));
}

// The file named on the command line keeps every byte of argv (main.cpp), as in ndcg-cli: a name
// that is not UTF-8 (latin-1 "café") opens. Before, QCoreApplication::arguments() gave U+FFFD for
// its byte, and the window said "cannot open the file: No such file or directory".
void TestFileWriter::theCommandLineOpensANameThatIsNotUtf8()
{
    const QString app = QStringLiteral(NDCG_BIN_DIR "/ndcg-explorer");
    if (!QFileInfo::exists(app))
        QSKIP("ndcg-explorer is not built");
    const QByteArray folder = QFile::encodeName(m_dir->path()) + '/';
    const auto removeNames = qScopeGuard([folder] {
        ::unlink((folder + "caf\xE9.ndcg.json").constData());
        ::unlink((folder + "caf\xE9-bad.ndcg.json").constData());
    });
    const auto writeByName = [](const QByteArray &name, const QByteArray &bytes) {
        const int fd = ::open(name.constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
        const bool ok
            = fd >= 0 && ::write(fd, bytes.constData(), std::size_t(bytes.size())) == bytes.size();
        return fd >= 0 && ::close(fd) == 0 && ok;
    };
    Ndcg::Scenario good;
    good.a = Ndcg::Ranking::fromGrades({3, 1});
    QVERIFY(writeByName(folder + "caf\xE9.ndcg.json", Ndcg::scenarioToJson(good)));
    Ndcg::Scenario bad;
    bad.a = Ndcg::Ranking::fromGrades({3, 2000000});
    QVERIFY(writeByName(folder + "caf\xE9-bad.ndcg.json", Ndcg::scenarioToJson(bad)));

    // The shell passes the byte 0xE9 (octal 351) itself: a QProcess argument is a QString.
    const auto run = [&](const char *name) {
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("XDG_DATA_HOME"), m_dir->path());
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir->path());
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        process.setProcessEnvironment(environment);
        process.start(QStringLiteral("/bin/sh"),
            {QStringLiteral("-c"),
                QStringLiteral("exec \"$0\" --screenshot \"$1\" --lang en --size 800x600 "
                               "\"$(printf \"$2\")\""),
                app, m_dir->filePath(QStringLiteral("shot.png")),
                m_dir->path() + QLatin1Char('/') + QLatin1String(name)});
        if (!process.waitForFinished(60000))
            return QStringLiteral("(did not finish)");
        return QString::fromUtf8(process.readAllStandardError());
    };
    const QString opened = run("caf\\351.ndcg.json");
    QVERIFY2(!opened.contains(QStringLiteral("could not be opened")), qPrintable(opened));
    QVERIFY2(!opened.contains(QStringLiteral("did not finish")), qPrintable(opened));
    // The second file is read too: its grade is refused, not its name.
    const QString refused = run("caf\\351-bad.ndcg.json");
    QVERIFY2(refused.contains(QStringLiteral("“caf\uFFFD-bad.ndcg.json” could not be opened.")),
        qPrintable(refused));
    QVERIFY2(
        refused.contains(QStringLiteral("grade 2000000 is out of range")), qPrintable(refused));
}

QTEST_GUILESS_MAIN(TestFileWriter)
#include "tst_filewriter.moc"
