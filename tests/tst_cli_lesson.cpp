// Runs `ndcg-cli lesson` as a user would: `lesson check` on both bundled lessons (by id and by
// file) prints the title, every scene's number and title and every question with its answer;
// the bad lessons of tests/data/lessons/ exit with status 2 and one line naming the file, the
// line and column, the scene and the reason; the subcommand dispatch refuses what it does not
// know.
//
// The answers printed are the core's (answerQuestion(), checked against values computed by hand
// in tst_lesson); two of them are computed here by hand again from the grades (SPEC.md).

#include "lesson.h"

#include <QProcess>
#include <QTest>

#include <cmath>

using namespace Ndcg;

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
    p.start(QStringLiteral(NDCG_BIN_DIR "/ndcg-cli"), args);
    p.waitForFinished(60000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
        QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

const QString dataDir = QStringLiteral(NDCG_TEST_DATA_DIR "/lessons/");

} // namespace

class TestCliLesson : public QObject
{
    Q_OBJECT
private slots:
    void checkPrintsEveryAnswer_data();
    void checkPrintsEveryAnswer();
    void answersAsComputedByHand();
    void checkInChinese();
    void badLessonsExitTwo_data();
    void badLessonsExitTwo();
    void badArgumentsExitTwo_data();
    void badArgumentsExitTwo();
    void helpListsTheSubcommands();
};

void TestCliLesson::checkPrintsEveryAnswer_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("argument");
    for (const QString &id : lessonIds()) {
        QTest::newRow(qPrintable(id + QStringLiteral(" by id"))) << id << id;
        QTest::newRow(qPrintable(id + QStringLiteral(" as a file")))
            << id
            << QStringLiteral(NDCG_SOURCE_DIR "/resources/lessons/") + id
                + QString::fromLatin1(lessonSuffix);
    }
}

void TestCliLesson::checkPrintsEveryAnswer()
{
    QFETCH(QString, id);
    QFETCH(QString, argument);
    const auto lesson = loadLesson(id);
    QVERIFY(lesson);
    const Run r = runCli({QStringLiteral("lesson"), QStringLiteral("check"), argument});
    QCOMPARE(r.status, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    const QStringList lines = r.out.split(QLatin1Char('\n'));
    QCOMPARE(lines.first(), lesson->title.en);
    int questions = 0;
    for (int i = 0; i < lesson->scenes.size(); ++i) {
        const Scene &scene = lesson->scenes[i];
        const QString heading = QStringLiteral("%1. %2").arg(i + 1).arg(scene.title.en);
        const qsizetype at = lines.indexOf(heading);
        QVERIFY2(at > 0, qPrintable(heading));
        if (!scene.question) {
            QVERIFY(lines.value(at + 1).isEmpty());
            continue;
        }
        ++questions;
        const auto answer = answerQuestion(scene);
        QVERIFY(answer);
        QCOMPARE(lines.value(at + 1),
            QStringLiteral("   Question: ") + questionText(scene, QStringLiteral("en")));
        if (answer->value) {
            QCOMPARE(lines.value(at + 2),
                QStringLiteral("   Answer: %1 (± %2)")
                    .arg(answer->text,
                        QString::number(
                            scene.question->tolerance, 'f', QLocale::FloatingPointShortest)));
        } else {
            QCOMPARE(lines.value(at + 2),
                QStringLiteral("   Choices: ") + answer->choices.join(QStringLiteral(" | ")));
            QVERIFY(
                r.out.contains(QStringLiteral("   Answer: ") + answer->text + QLatin1Char('\n')));
        }
    }
    QVERIFY(questions >= 3);
}

void TestCliLesson::answersAsComputedByHand()
{
    // NDCG@5 of 001-complete's grades 4, 1, 3, 4, 0 (linear gain, the list's ideal 4, 4, 3, 1, 0),
    // written with five decimals as the CLI writes numbers.
    const auto d = [](int i) { return 1.0 / std::log2(i + 1.0); };
    const double dcg = 4 * d(1) + 1 * d(2) + 3 * d(3) + 4 * d(4);
    const double idcg = 4 * d(1) + 4 * d(2) + 3 * d(3) + 1 * d(4);
    const Run r = runCli({QStringLiteral("lesson"), QStringLiteral("check"),
        QStringLiteral("ndcg-in-twenty-minutes")});
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.contains(QStringLiteral("3. Hide the answers: predict NDCG@5\n   Question: "
                                           "Predict NDCG@5.\n   Answer: %1 (± 0.005)\n")
                                .arg(dcg / idcg, 0, 'f', 5)),
        qPrintable(r.out));
    // The gain of grade 5 under 2^g − 1, exactly.
    QVERIFY(r.out.contains(QStringLiteral("   Answer: %1 (± 0)\n").arg(std::pow(2, 5) - 1)));
    const Run runs = runCli({QStringLiteral("lesson"), QStringLiteral("check"),
        QStringLiteral("is-the-new-system-better")});
    QCOMPARE(runs.status, 0);
    QVERIFY2(runs.out.contains(QStringLiteral("   Answer: B (rerank)\n")), qPrintable(runs.out));
}

void TestCliLesson::checkInChinese()
{
    const auto lesson = loadLesson(QStringLiteral("ndcg-in-twenty-minutes"));
    QVERIFY(lesson);
    const Run r = runCli({QStringLiteral("lesson"), QStringLiteral("check"),
        QStringLiteral("ndcg-in-twenty-minutes"), QStringLiteral("--lang"),
        QStringLiteral("zh_CN")});
    QCOMPARE(r.status, 0);
    QVERIFY(r.out.startsWith(lesson->title.zhCN + QLatin1Char('\n')));
    QVERIFY(
        r.out.contains(QStringLiteral("\n1. ") + lesson->scenes[0].title.zhCN + QLatin1Char('\n')));
    QVERIFY2(r.out.contains(QStringLiteral("Question: 预测 NDCG@5。")), qPrintable(r.out));
}

void TestCliLesson::badLessonsExitTwo_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("marker"); // where on the line the error points (a syntax error:
                                         // just after the character at fault, QJsonParseError)
    QTest::addColumn<QString>("message");
    QTest::newRow("a newer version") << "newer-version" << 3 << "2,"
                                     << "version: lesson format version 2 is newer than this "
                                        "NDCG Explorer reads (1)";
    QTest::newRow("a missing example")
        << "missing-example" << 7 << "\"005-nowhere\""
        << "scene 2 (“Missing”): example: unknown example \"005-nowhere\"";
    QTest::newRow("an undefined answer")
        << "undefined-answer" << 7 << "\"ndcg\"}"
        << "scene 2 (“Nothing relevant”): question.quantity: NDCG@3 is undefined here: IDCG@3 = "
           "0 under “undefined”";
    QTest::newRow("two rankings without B")
        << "two-rankings-without-b" << 6 << "\"two-rankings\""
        << "scene 1 (“Alone”): show.view: the two-rankings view needs a scenario with ranking B";
    QTest::newRow("a swap out of range")
        << "swap-out-of-range" << 8 << "[[1, 2]"
        << "scene 3 (“Far swap”): question.swaps: the swap 3 ↔ 9 is beyond the ranking of 5 items";
    QTest::newRow("a syntax error") << "syntax-error" << 6 << "\n"
                                    << "JSON syntax error: ";
}

void TestCliLesson::badLessonsExitTwo()
{
    QFETCH(QString, file);
    QFETCH(int, line);
    QFETCH(QString, marker);
    QFETCH(QString, message);
    const QString path = dataDir + file + QString::fromLatin1(lessonSuffix);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    const QString lineText = text.split(QLatin1Char('\n')).value(line - 1) + QLatin1Char('\n');
    const qsizetype column = lineText.indexOf(marker) + 1;
    QVERIFY(column > 0);
    const Run r = runCli({QStringLiteral("lesson"), QStringLiteral("check"), path});
    QCOMPARE(r.status, 2);
    QVERIFY(r.out.isEmpty());
    const QString expected = QStringLiteral("ndcg-cli lesson check: %1:%2:%3: %4")
                                 .arg(path)
                                 .arg(line)
                                 .arg(column)
                                 .arg(message);
    QVERIFY2(
        r.err.startsWith(expected), qPrintable(r.err + QStringLiteral("\nexpected: ") + expected));
    QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
}

void TestCliLesson::badArgumentsExitTwo_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("no subcommand") << QStringList {"lesson"} << "Usage: ndcg-cli lesson SUBCOMMAND";
    QTest::newRow("an unknown subcommand") << QStringList {
        "lesson", "play", "x"} << "ndcg-cli lesson: unknown subcommand 'play': expected check";
    QTest::newRow("no lesson") << QStringList {"lesson", "check"}
                               << "ndcg-cli lesson check: expected one lesson";
    QTest::newRow("an unknown id or a missing file") << QStringList {
        "lesson", "check", "no-such-lesson"} << "ndcg-cli lesson check: no-such-lesson: ";
    QTest::newRow("a bad language") << QStringList {"lesson", "check", "ndcg-in-twenty-minutes",
        "--lang", "fr"} << "ndcg-cli lesson check: --lang: invalid value 'fr'";
}

void TestCliLesson::badArgumentsExitTwo()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = runCli(args);
    QCOMPARE(r.status, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.startsWith(message), qPrintable(r.err));
}

void TestCliLesson::helpListsTheSubcommands()
{
    const Run r = runCli({QStringLiteral("lesson"), QStringLiteral("--help")});
    QCOMPARE(r.status, 0);
    QVERIFY(r.out.contains(QStringLiteral("\n  check ")));
    const Run check
        = runCli({QStringLiteral("lesson"), QStringLiteral("check"), QStringLiteral("--help")});
    QCOMPARE(check.status, 0);
    QVERIFY(check.out.contains(QStringLiteral("--lang")));
    const Run top = runCli({QStringLiteral("--help")});
    QVERIFY(top.out.contains(QStringLiteral("\n  lesson ")));
}

QTEST_GUILESS_MAIN(TestCliLesson)
#include "tst_cli_lesson.moc"
