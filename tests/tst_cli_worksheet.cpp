// Runs `ndcg-cli lesson worksheet` as a user would: a PDF written without a display (the
// command makes its own offscreen QGuiApplication), its pages as the library counts them for
// the same options, and bad input refused with exit status 2, a message naming what and where,
// and no file left behind.

#include "lesson.h"
#include "worksheetpdf.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run
{
    int status = -1;
    QString out;
    QString err;
};

Run runCli(const QStringList &args)
{
    QProcess p;
    // No display and no platform named: the command must choose offscreen itself.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    // A runtime folder of this user's (mode 0700), so that Qt has nothing to warn about on
    // stderr, which the test reads.
    static QTemporaryDir runtime;
    QFile::setPermissions(
        runtime.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtime.path());
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(NDCG_BIN_DIR "/ndcg-cli"), args);
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
        QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

// A lesson with one question, written to a file.
Ndcg::Lesson smallLesson()
{
    Ndcg::Lesson lesson;
    lesson.title = {QStringLiteral("Small"), QStringLiteral("小")};
    Ndcg::Scene scene;
    scene.title = {QStringLiteral("Predict"), QStringLiteral("预测")};
    Ndcg::Scenario s;
    for (double g : {3.0, 0.0, 2.0, 1.0})
        s.a.items.append(Ndcg::Item {g, QStringLiteral("d%1").arg(s.a.items.size() + 1), {}});
    s.settings.cutoff = 3;
    scene.source.scenario = s;
    scene.question = Ndcg::Question {};
    lesson.scenes.append(scene);
    return lesson;
}

} // namespace

class TestCliWorksheet : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void writesThePdf_data();
    void writesThePdf();
    void everyBundledLesson();
    void badInputExitsTwo_data();
    void badInputExitsTwo();

private:
    QTemporaryDir m_dir;
    QString m_lesson;
};

void TestCliWorksheet::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_lesson = m_dir.filePath(QStringLiteral("small.ndcg-lesson.json"));
    QFile f(m_lesson);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(Ndcg::lessonToJson(smallLesson()));
}

void TestCliWorksheet::writesThePdf_data()
{
    QTest::addColumn<QStringList>("flags");
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("students");
    QTest::addColumn<int>("parts");
    QTest::newRow("one sheet and its key in English") << QStringList {} << "en" << 0 << 0;
    QTest::newRow("five students in Chinese")
        << QStringList {"--students", "5", "--seed", "77", "--lang", "zh_CN"} << "zh_CN" << 5 << 0;
    QTest::newRow("both languages, the key only")
        << QStringList {"--lang", "both", "--key-only", "--students", "2"} << "both" << 2 << 2;
    QTest::newRow("the worksheet only")
        << QStringList {"--no-key", "--students", "200", "--seed", "18446744073709551615"} << "en"
        << 200 << 1;
}

void TestCliWorksheet::writesThePdf()
{
    QFETCH(QStringList, flags);
    QFETCH(QString, language);
    QFETCH(int, students);
    QFETCH(int, parts);
    const QString out = m_dir.filePath(QStringLiteral("out.pdf"));
    QFile::remove(out);
    const Run r = runCli(QStringList {"lesson", "worksheet", m_lesson, "--out", out} + flags);
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    QVERIFY(bytes.startsWith("%PDF"));
    // The same pages as the library writes for the same options.
    WorksheetPdf::Options options;
    options.language = language;
    options.students = students;
    options.seed = flags.contains(QStringLiteral("--seed"))
        ? flags.at(flags.indexOf(QStringLiteral("--seed")) + 1).toULongLong()
        : 1;
    options.parts = WorksheetPdf::Parts(parts);
    const WorksheetPdf::Pdf expected = WorksheetPdf::write(smallLesson(), options);
    QCOMPARE(WorksheetPdf::pageCount(bytes), expected.pages);
    QVERIFY(r.out.contains(QString::number(expected.pages)));
}

void TestCliWorksheet::everyBundledLesson()
{
    for (const QString &id : Ndcg::lessonIds()) {
        const QString out = m_dir.filePath(id + QStringLiteral(".pdf"));
        const Run r = runCli({"lesson", "worksheet", id, "--out", out, "--lang", "both"});
        QVERIFY2(r.status == 0, qPrintable(id + QStringLiteral(": ") + r.err));
        QVERIFY(QFile::exists(out));
    }
}

void TestCliWorksheet::badInputExitsTwo_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString lesson = QStringLiteral("@LESSON@");
    const QString out = QStringLiteral("@OUT@");
    QTest::newRow("no lesson") << QStringList {"--out", out} << "which lesson";
    QTest::newRow("a missing file")
        << QStringList {"/nonexistent/x.ndcg-lesson.json", "--out", out} << "/nonexistent/x";
    QTest::newRow("a file that is no lesson")
        << QStringList {"@BAD@", "--out", out} << "bad.json:1";
    QTest::newRow("no --out") << QStringList {lesson} << "--out";
    QTest::newRow("no students") << QStringList {lesson, "--out", out, "--students", "0"}
                                 << "--students '0'";
    QTest::newRow("too many students")
        << QStringList {lesson, "--out", out, "--students", "201"} << "--students '201'";
    QTest::newRow("students not a number")
        << QStringList {lesson, "--out", out, "--students", "ten"} << "--students 'ten'";
    QTest::newRow("a negative seed")
        << QStringList {lesson, "--out", out, "--students", "2", "--seed", "-1"} << "--seed '-1'";
    QTest::newRow("a seed past 2^64 − 1") << QStringList {lesson, "--out", out, "--students", "2",
        "--seed", "18446744073709551616"} << "--seed '18446744073709551616'";
    QTest::newRow("a seed without students")
        << QStringList {lesson, "--out", out, "--seed", "3"} << "--seed needs --students";
    QTest::newRow("an unknown language")
        << QStringList {lesson, "--out", out, "--lang", "fr"} << "--lang 'fr'";
    QTest::newRow("key only and no key")
        << QStringList {lesson, "--out", out, "--key-only", "--no-key"} << "--key-only";
    QTest::newRow("an unwritable output")
        << QStringList {lesson, "--out", "/nonexistent-dir/out.pdf"} << "/nonexistent-dir/out.pdf";
    QTest::newRow("an unknown flag") << QStringList {lesson, "--out", out, "--colour"} << "colour";
}

void TestCliWorksheet::badInputExitsTwo()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const QString out = m_dir.filePath(QStringLiteral("refused.pdf"));
    const QString bad = m_dir.filePath(QStringLiteral("bad.json"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"format\": 3");
    f.close();
    for (QString &a : args) {
        a.replace(QStringLiteral("@LESSON@"), m_lesson);
        a.replace(QStringLiteral("@OUT@"), out);
        a.replace(QStringLiteral("@BAD@"), bad);
    }
    const Run r = runCli(QStringList {"lesson", "worksheet"} + args);
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY2(r.err.startsWith(QStringLiteral("ndcg-cli lesson worksheet: ")), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
    QVERIFY(!QFile::exists(out)); // nothing written, not even in part
    QVERIFY(QDir(m_dir.path()).entryList({QStringLiteral("*.pdf*")}).isEmpty()
        || !QDir(m_dir.path()).entryList({QStringLiteral("refused*")}).size());
}

QTEST_MAIN(TestCliWorksheet)
#include "tst_cli_worksheet.moc"
