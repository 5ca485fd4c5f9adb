// Tests of the class session's pure part (core/classsession.h, docs/class.md): room codes,
// device ids, the students' messages read with every limit, the numbers as students type them,
// the rate limit, joins and answers, the teacher's open / close / reveal / clear, the tally
// (nothing of the distribution before the reveal; the bins, the exact value's bin, the share
// within the tolerance after it), the records and the CSV, and the diagnoses of wrong answers,
// against values computed here from the grades with SPEC.md's formulas.

#include "classsession.h"
#include "lesson.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>
#include <numeric>

using namespace Ndcg;
using namespace Ndcg::Class;

namespace {

const QString room = QStringLiteral("K7PM2Q");

QString deviceId(int i)
{
    return QStringLiteral("device-%1-abcdefghij").arg(i, 4, 10, QLatin1Char('0'));
}

// A scene of an embedded scenario: ranking A's grades (and B's), under the given gain, the
// discount 1/log2(i + 1), the ideal from the judged pool, k, and the question's JSON.
Scene sceneOf(const QByteArray &question, const QByteArray &gradesA = "3, 2, 3, 0, 1, 2",
    const QByteArray &gain = "exponential", int k = 6, const QByteArray &gradesB = {},
    const QByteArray &unretrieved = {})
{
    const auto items = [](const QByteArray &grades) {
        QByteArray out;
        for (const QByteArray &g : grades.split(',')) {
            if (!out.isEmpty())
                out += ", ";
            out += "{\"grade\": " + g.trimmed() + "}";
        }
        return out;
    };
    QByteArray scenario
        = "{\"format\": \"ndcg-explorer-scenario\", \"version\": 1, \"settings\": {\"gain\": \""
        + gain + "\", \"negativeGrades\": \"zero\", \"discount\": \"log\", \"logBase\": 2, \"k\": "
        + QByteArray::number(k)
        + ", \"idealSource\": \"pool\", \"zeroIdcg\": \"zero\", \"relevantFrom\": 1, "
          "\"maxGrade\": null, \"rbpPersistence\": 0.8}, \"rankingA\": {\"items\": ["
        + items(gradesA) + "]";
    if (!unretrieved.isEmpty())
        scenario += ", \"unretrieved\": [" + items(unretrieved) + "]";
    scenario += "}";
    if (!gradesB.isEmpty())
        scenario += ", \"rankingB\": {\"items\": [" + items(gradesB) + "]}";
    scenario += "}";
    const QByteArray text = "{\"format\": \"ndcg-explorer-lesson\", \"version\": 1, \"title\": "
                            "{\"en\": \"L\"}, \"scenes\": [{\"title\": {\"en\": \"S\"}, "
                            "\"scenario\": "
        + scenario + ", \"show\": {\"view\": \""
        + (gradesB.isEmpty() ? "workbench" : "two-rankings") + "\"}, \"question\": " + question
        + "}]}";
    const auto lesson = parseLesson(text);
    if (!lesson) {
        qWarning("%s", qPrintable(lesson.error().message));
        return {};
    }
    return lesson->scenes.first();
}

// SPEC.md: DCG@k = Σ gain(g_i) / log2(i + 1); the ideal: the grades sorted from the highest.
double dcg(QList<double> gains, int k)
{
    double sum = 0.0;
    for (int i = 1; i <= std::min<int>(k, int(gains.size())); ++i)
        sum += gains[i - 1] / std::log2(i + 1.0);
    return sum;
}
double ndcg(const QList<double> &grades, int k, bool linear, QList<double> pool = {})
{
    QList<double> gains;
    for (const double g : grades)
        gains << (linear ? g : std::pow(2.0, g) - 1.0);
    QList<double> ideal = gains;
    for (const double g : pool)
        ideal << (linear ? g : std::pow(2.0, g) - 1.0);
    std::sort(ideal.begin(), ideal.end(), std::greater<double>());
    return dcg(gains, k) / dcg(ideal, k);
}

const QList<double> seedGrades {3, 2, 3, 0, 1, 2};

StudentMessage answerOf(const QString &device, const QString &question, const QString &value)
{
    StudentMessage m;
    m.type = StudentMessage::Type::Answer;
    m.device = device;
    m.question = question;
    m.value = value;
    return m;
}

StudentMessage choiceOf(const QString &device, const QString &question, int choice)
{
    StudentMessage m;
    m.type = StudentMessage::Type::Answer;
    m.device = device;
    m.question = question;
    m.choice = choice;
    return m;
}

} // namespace

class TestClassSession : public QObject
{
    Q_OBJECT

private slots:
    void roomCodes();
    void roomCodeMatching_data();
    void roomCodeMatching();
    void deviceIds_data();
    void deviceIds();
    void readsNumbers_data();
    void readsNumbers();
    void parsesMessages_data();
    void parsesMessages();
    void refusalsHaveCodesAndMessages();
    void joins();
    void roomIsFullAtTheLimitButAReconnectIsAdmitted();
    void rateLimit();
    void answersANumberQuestion();
    void answersAChoiceQuestion();
    void tallyHidesTheDistributionUntilTheReveal();
    void binsCoverTheAnswersAndTheExactValue_data();
    void binsCoverTheAnswersAndTheExactValue();
    void binEdgesAreTheDecimalsTheAxisShows_data();
    void binEdgesAreTheDecimalsTheAxisShows();
    void recordsInOrder();
    void diagnoses_data();
    void diagnoses();
    void tallyCountsTheDiagnoses();
    void resultNamesTheDiagnosis();
    void csv();
    void messages();
    void bundledLessonsQuestions();
    void bundledLessonsDiagnoses_data();
    void bundledLessonsDiagnoses();
    void revealOf300DistinctAnswersIsQuick();
};

void TestClassSession::roomCodes()
{
    const QString alphabet = QStringLiteral("ABCDEFGHJKLMNPQRSTUVWXYZ23456789");
    QSet<QString> codes;
    for (quint64 seed = 0; seed < 200; ++seed) {
        const QString code = makeRoomCode(seed);
        QCOMPARE(code.size(), kRoomCodeLength);
        for (const QChar c : code)
            QVERIFY2(alphabet.contains(c), qPrintable(code));
        QCOMPARE(makeRoomCode(seed), code); // the same seed, the same code
        codes << code;
    }
    QVERIFY(codes.size() >= 199); // 32^6 codes: 200 seeds give distinct ones
}

void TestClassSession::roomCodeMatching_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<bool>("matches");
    QTest::newRow("the code as shown") << QStringLiteral("K7PM2Q") << true;
    QTest::newRow("in lower case with a space after it") << QStringLiteral("k7pm2q ") << true;
    QTest::newRow("one character wrong") << QStringLiteral("K7PM2R") << false;
    QTest::newRow("a character short") << QStringLiteral("K7PM2") << false;
    QTest::newRow("empty") << QString() << false;
}

void TestClassSession::roomCodeMatching()
{
    QFETCH(QString, typed);
    QFETCH(bool, matches);
    QCOMPARE(roomCodeMatches(typed, room), matches);
    QVERIFY(!roomCodeMatches(typed, QString())); // a session without a code admits no one
}

void TestClassSession::deviceIds_data()
{
    QTest::addColumn<QString>("device");
    QTest::addColumn<bool>("valid");
    QTest::newRow("32 letters and digits")
        << QStringLiteral("a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6") << true;
    QTest::newRow("16 with - and _") << QStringLiteral("abc-def_ghi-jklm") << true;
    QTest::newRow("15 characters") << QStringLiteral("abcdefghijklmno") << false;
    QTest::newRow("65 characters") << QString(65, QLatin1Char('a')) << false;
    QTest::newRow("a space") << QStringLiteral("abcdefgh ijklmnop") << false;
    QTest::newRow("a tag") << QStringLiteral("<script>alert(1)</script>") << false;
    QTest::newRow("non-ASCII letters") << QStringLiteral("абвгдежзийклмнопр") << false;
}

void TestClassSession::deviceIds()
{
    QFETCH(QString, device);
    QFETCH(bool, valid);
    QCOMPARE(isValidDeviceId(device), valid);
}

void TestClassSession::readsNumbers_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("expected"); // NaN: not a number
    const double no = std::nan("");
    QTest::newRow("a decimal point") << QStringLiteral("0.861") << 0.861;
    QTest::newRow("a decimal comma") << QStringLiteral("0,861") << 0.861;
    QTest::newRow("a percentage") << QStringLiteral("86.1%") << 0.861;
    QTest::newRow("a percentage with a space") << QStringLiteral("86.1 %") << 0.861;
    QTest::newRow("full-width digits and point") << QStringLiteral("０．８６１") << 0.861;
    QTest::newRow("full-width percent sign") << QStringLiteral("８６．１％") << 0.861;
    QTest::newRow("surrounding spaces") << QStringLiteral("  0.861 ") << 0.861;
    QTest::newRow("an ideographic space around") << QStringLiteral("\u30000.5\u3000") << 0.5;
    QTest::newRow("no leading zero") << QStringLiteral(".5") << 0.5;
    QTest::newRow("an integer") << QStringLiteral("31") << 31.0;
    QTest::newRow("a minus sign") << QStringLiteral("−0.25") << -0.25;
    QTest::newRow("an exponent") << QStringLiteral("8.61e-1") << 0.861;
    QTest::newRow("thousands and a point") << QStringLiteral("1,234.5") << no;
    QTest::newRow("two commas") << QStringLiteral("1,2,3") << no;
    QTest::newRow("a word") << QStringLiteral("zero") << no;
    QTest::newRow("inf") << QStringLiteral("inf") << no;
    QTest::newRow("nan") << QStringLiteral("nan") << no;
    QTest::newRow("an overflowing exponent") << QStringLiteral("1e999") << no;
    QTest::newRow("a fraction") << QStringLiteral("1/2") << no;
    QTest::newRow("empty") << QString() << no;
    QTest::newRow("33 characters") << QStringLiteral("0.") + QString(31, QLatin1Char('1')) << no;
    QTest::newRow("32 characters")
        << QStringLiteral("0.") + QString(30, QLatin1Char('5')) << 0.555555555555555555;
}

void TestClassSession::readsNumbers()
{
    QFETCH(QString, text);
    QFETCH(double, expected);
    const auto value = readAnswerNumber(text);
    if (std::isnan(expected)) {
        QVERIFY2(!value, qPrintable(QString::number(value.value_or(0.0))));
        return;
    }
    QVERIFY(value);
    QCOMPARE_LE(std::abs(*value - expected), 1e-15);
}

void TestClassSession::parsesMessages_data()
{
    QTest::addColumn<QByteArray>("message");
    QTest::addColumn<int>("refusal"); // Refusal; None: read
    QTest::addColumn<QString>("field"); // the read field to check: room / name / value / choice
    QTest::addColumn<QString>("expected");
    const auto r = [](Refusal x) { return int(x); };
    const QByteArray device = "\"device\":\"abcdefghijklmnop\"";
    QTest::newRow("a join") << QByteArray("{\"type\":\"join\",\"room\":\"k7pm2q\"," + device + "}")
                            << r(Refusal::None) << "room"
                            << "k7pm2q";
    QTest::newRow("a join with a nickname, trimmed")
        << QByteArray("{\"type\":\"join\",\"room\":\"K7PM2Q\"," + device + ",\"name\":\" Mei \"}")
        << r(Refusal::None) << "name"
        << "Mei";
    QTest::newRow("a nickname of script is kept as text") << QByteArray(
        "{\"type\":\"join\",\"room\":\"K7PM2Q\"," + device + ",\"name\":\"<script>x</script>\"}")
                                                          << r(Refusal::None) << "name"
                                                          << "<script>x</script>";
    QTest::newRow("a nickname of 24 Chinese characters")
        << QByteArray("{\"type\":\"join\",\"room\":\"K7PM2Q\"," + device + ",\"name\":\""
               + QString(24, QChar(0x7f8e)).toUtf8() + "\"}")
        << r(Refusal::None) << "name" << QString(24, QChar(0x7f8e));
    QTest::newRow("a nickname of 25 characters")
        << QByteArray("{\"type\":\"join\",\"room\":\"K7PM2Q\"," + device + ",\"name\":\""
               + QByteArray(25, 'x') + "\"}")
        << r(Refusal::BadName) << ""
        << "";
    QTest::newRow("an empty nickname")
        << QByteArray("{\"type\":\"join\",\"room\":\"K7PM2Q\"," + device + ",\"name\":\"  \"}")
        << r(Refusal::BadName) << ""
        << "";
    QTest::newRow("a nickname with a control character") << QByteArray(
        "{\"type\":\"join\",\"room\":\"K7PM2Q\"," + device + ",\"name\":\"a\\u0007b\"}")
                                                         << r(Refusal::BadName) << ""
                                                         << "";
    QTest::newRow("a nickname with a right-to-left override") << QByteArray(
        "{\"type\":\"join\",\"room\":\"K7PM2Q\"," + device + ",\"name\":\"a\\u202eb\"}")
                                                              << r(Refusal::BadName) << ""
                                                              << "";
    QTest::newRow("a nickname that is a number")
        << QByteArray("{\"type\":\"join\",\"room\":\"K7PM2Q\"," + device + ",\"name\":7}")
        << r(Refusal::Malformed) << ""
        << "";
    QTest::newRow("a join without a device")
        << QByteArray("{\"type\":\"join\",\"room\":\"K7PM2Q\"}") << r(Refusal::Malformed) << ""
        << "";
    QTest::newRow("a join with a short device id")
        << QByteArray("{\"type\":\"join\",\"room\":\"K7PM2Q\",\"device\":\"abc\"}")
        << r(Refusal::Malformed) << ""
        << "";
    QTest::newRow("a number answer")
        << QByteArray("{\"type\":\"answer\",\"question\":\"s3-1\",\"value\":\"0.861\"}")
        << r(Refusal::None) << "value"
        << "0.861";
    QTest::newRow("a choice answer")
        << QByteArray("{\"type\":\"answer\",\"question\":\"s3-1\",\"choice\":1}")
        << r(Refusal::None) << "choice"
        << "1";
    QTest::newRow("a value of 33 characters") << QByteArray(
        "{\"type\":\"answer\",\"question\":\"s3-1\",\"value\":\"" + QByteArray(33, '1') + "\"}")
                                              << r(Refusal::TooLong) << ""
                                              << "";
    QTest::newRow("a value that is a JSON number")
        << QByteArray("{\"type\":\"answer\",\"question\":\"s3-1\",\"value\":0.861}")
        << r(Refusal::Malformed) << ""
        << "";
    QTest::newRow("a value and a choice")
        << QByteArray("{\"type\":\"answer\",\"question\":\"s3-1\",\"value\":\"1\",\"choice\":1}")
        << r(Refusal::Malformed) << ""
        << "";
    QTest::newRow("neither a value nor a choice")
        << QByteArray("{\"type\":\"answer\",\"question\":\"s3-1\"}") << r(Refusal::Malformed) << ""
        << "";
    QTest::newRow("a choice of 1.5")
        << QByteArray("{\"type\":\"answer\",\"question\":\"s3-1\",\"choice\":1.5}")
        << r(Refusal::Malformed) << ""
        << "";
    QTest::newRow("a negative choice")
        << QByteArray("{\"type\":\"answer\",\"question\":\"s3-1\",\"choice\":-1}")
        << r(Refusal::NoChoice) << ""
        << "";
    QTest::newRow("a choice of 1e300")
        << QByteArray("{\"type\":\"answer\",\"question\":\"s3-1\",\"choice\":1e300}")
        << r(Refusal::NoChoice) << ""
        << "";
    QTest::newRow("an answer without a question")
        << QByteArray("{\"type\":\"answer\",\"value\":\"1\"}") << r(Refusal::Malformed) << ""
        << "";
    QTest::newRow("an unknown type")
        << QByteArray("{\"type\":\"reveal\"}") << r(Refusal::Malformed) << ""
        << "";
    QTest::newRow("an array") << QByteArray("[1,2]") << r(Refusal::Malformed) << ""
                              << "";
    QTest::newRow("not JSON") << QByteArray("GET / HTTP/1.1") << r(Refusal::Malformed) << ""
                              << "";
    QTest::newRow("empty") << QByteArray() << r(Refusal::Malformed) << ""
                           << "";
    QTest::newRow("1025 bytes") << QByteArray(
        "{\"type\":\"join\",\"room\":\"" + QByteArray(1000, 'x') + "\"}")
                                       .leftJustified(1025, ' ')
                                << r(Refusal::TooLong) << ""
                                << "";
}

void TestClassSession::parsesMessages()
{
    QFETCH(QByteArray, message);
    QFETCH(int, refusal);
    QFETCH(QString, field);
    QFETCH(QString, expected);
    const auto read = parseStudentMessage(message);
    if (refusal != int(Refusal::None)) {
        QVERIFY(std::holds_alternative<Refusal>(read));
        QCOMPARE(refusalCode(std::get<Refusal>(read)), refusalCode(Refusal(refusal)));
        return;
    }
    QVERIFY(std::holds_alternative<StudentMessage>(read));
    const StudentMessage &m = std::get<StudentMessage>(read);
    if (field == QLatin1String("room")) {
        QCOMPARE(m.type, StudentMessage::Type::Join);
        QCOMPARE(m.room, expected);
        QCOMPARE(m.device, QStringLiteral("abcdefghijklmnop"));
    } else if (field == QLatin1String("name")) {
        QCOMPARE(m.name, expected);
    } else if (field == QLatin1String("value")) {
        QCOMPARE(m.type, StudentMessage::Type::Answer);
        QCOMPARE(m.question, QStringLiteral("s3-1"));
        QCOMPARE(m.value.value_or(QString()), expected);
        QVERIFY(!m.choice);
    } else {
        QCOMPARE(QString::number(m.choice.value_or(-1)), expected);
        QVERIFY(!m.value);
    }
}

void TestClassSession::refusalsHaveCodesAndMessages()
{
    QSet<QString> codes;
    for (int i = int(Refusal::WrongRoom); i <= int(Refusal::UnknownDevice); ++i) {
        const auto refusal = Refusal(i);
        const QString code = refusalCode(refusal);
        QVERIFY(!code.isEmpty());
        codes << code;
        const LocalizedText message = refusalMessage(refusal);
        QVERIFY2(message.en.endsWith(QLatin1Char('.')), qPrintable(message.en));
        QVERIFY2(message.zhCN.endsWith(QChar(0x3002)), qPrintable(message.zhCN)); // 。
    }
    QCOMPARE(codes.size(), int(Refusal::UnknownDevice));
    QCOMPARE(refusalCode(Refusal::RateLimited), QStringLiteral("rate"));
    QCOMPARE(refusalCode(Refusal::None), QString());
}

void TestClassSession::joins()
{
    Session anonymous(room, false);
    QCOMPARE(anonymous.join(deviceId(1), QStringLiteral("XXXXXX"), {}, 0), Refusal::WrongRoom);
    QCOMPARE(anonymous.join(QStringLiteral("short"), room, {}, 0), Refusal::Malformed);
    QCOMPARE(anonymous.deviceCount(), 0);
    QCOMPARE(anonymous.join(deviceId(1), QStringLiteral(" k7pm2q"), QStringLiteral("Mei"), 0),
        Refusal::None);
    QCOMPARE(anonymous.deviceCount(), 1);

    Session named(room, true);
    QCOMPARE(named.join(deviceId(1), room, QStringLiteral("Mei"), 0), Refusal::None);
    QCOMPARE(named.join(deviceId(1), room, QString(30, QLatin1Char('x')), 0), Refusal::BadName);
    QCOMPARE(named.join(deviceId(1), room, QStringLiteral("Li"), 10), Refusal::None);
    QCOMPARE(named.deviceCount(), 1); // a reconnect is the same device

    // The nickname is kept (the last one) in the records; without nicknames none is.
    const Scene scene = sceneOf("{\"kind\": \"predict\", \"quantity\": \"ndcg\"}");
    QVERIFY(named.open(0, scene, 0));
    QVERIFY(anonymous.open(0, scene, 0));
    const QString id = named.current()->id;
    QCOMPARE(named.answer(answerOf(deviceId(1), id, QStringLiteral("0.5")), 5), Refusal::None);
    QCOMPARE(anonymous.answer(answerOf(deviceId(1), id, QStringLiteral("0.5")), 5), Refusal::None);
    QCOMPARE(named.records().value(0).nickname, QStringLiteral("Li"));
    QCOMPARE(anonymous.records().value(0).nickname, QString());
}

void TestClassSession::roomIsFullAtTheLimitButAReconnectIsAdmitted()
{
    Session session(room, false);
    for (int i = 0; i < kMaxDevices; ++i)
        QCOMPARE(session.join(deviceId(i), room, {}, i), Refusal::None);
    QCOMPARE(session.deviceCount(), 500);
    QCOMPARE(session.join(deviceId(kMaxDevices), room, {}, 1000), Refusal::Full);
    QCOMPARE(session.join(deviceId(7), room, {}, 1000), Refusal::None);
    QCOMPARE(session.deviceCount(), 500);
}

void TestClassSession::rateLimit()
{
    Session session(room, false);
    QCOMPARE(session.spend(deviceId(1), 0), Refusal::UnknownDevice);
    QVERIFY(session.join(deviceId(1), room, {}, 0) == Refusal::None);
    QVERIFY(session.join(deviceId(2), room, {}, 0) == Refusal::None);
    // A burst of 5 at once, then none until 200 ms have passed.
    for (int i = 0; i < kRateBurst; ++i)
        QCOMPARE(session.spend(deviceId(1), 0), Refusal::None);
    QCOMPARE(session.spend(deviceId(1), 0), Refusal::RateLimited);
    QCOMPARE(session.spend(deviceId(1), 199), Refusal::RateLimited);
    QCOMPARE(session.spend(deviceId(1), 200), Refusal::None);
    QCOMPARE(session.spend(deviceId(1), 200), Refusal::RateLimited);
    // The other device is not affected.
    QCOMPARE(session.spend(deviceId(2), 200), Refusal::None);

    // 50 messages a second for 2 s: the burst of 5, then one per 200 ms (10 more).
    Session flood(room, false);
    QVERIFY(flood.join(deviceId(3), room, {}, 0) == Refusal::None);
    int taken = 0;
    for (int t = 0; t < 2000; t += 20)
        taken += flood.spend(deviceId(3), t) == Refusal::None ? 1 : 0;
    QCOMPARE(taken, kRateBurst + 1980 / kRateIntervalMs);
    // After a quiet while the bucket holds the burst again, never more.
    for (int i = 0; i < kRateBurst; ++i)
        QCOMPARE(flood.spend(deviceId(3), 100000), Refusal::None);
    QCOMPARE(flood.spend(deviceId(3), 100000), Refusal::RateLimited);
}

void TestClassSession::answersANumberQuestion()
{
    Session session(room, false);
    QVERIFY(session.join(deviceId(1), room, {}, 0) == Refusal::None);
    QCOMPARE(session.answer(answerOf(deviceId(9), QStringLiteral("s1-1"), QStringLiteral("1")), 0),
        Refusal::UnknownDevice);
    QCOMPARE(session.answer(answerOf(deviceId(1), QStringLiteral("s1-1"), QStringLiteral("1")), 0),
        Refusal::NoQuestion);
    QVERIFY(!session.current());

    Scene noQuestion = sceneOf("{\"kind\": \"predict\", \"quantity\": \"ndcg\"}");
    noQuestion.question.reset();
    QVERIFY(!session.open(0, noQuestion, 0));
    QVERIFY(!session.current());

    const Scene scene = sceneOf("{\"kind\": \"predict\", \"quantity\": \"ndcg\"}");
    QVERIFY(session.open(2, scene, 1000));
    const auto q = session.current();
    QVERIFY(q);
    QCOMPARE(q->id, QStringLiteral("s3-1"));
    QVERIFY(q->number);
    QVERIFY(q->open);
    QCOMPARE(q->text.en, QStringLiteral("Predict NDCG@6."));
    QCOMPARE(q->text.zhCN, QStringLiteral("预测 NDCG@6。"));
    QVERIFY(q->choices.isEmpty());
    QVERIFY(!session.yours(deviceId(1)));

    const auto answer = [&](const QString &value, qint64 now) {
        return session.answer(answerOf(deviceId(1), QStringLiteral("s3-1"), value), now);
    };
    QCOMPARE(answer(QStringLiteral("about a half"), 1100), Refusal::NotANumber);
    QCOMPARE(answer(QString(33, QLatin1Char('1')), 1100), Refusal::TooLong);
    QCOMPARE(
        session.answer(choiceOf(deviceId(1), QStringLiteral("s3-1"), 0), 1100), Refusal::Malformed);
    QCOMPARE(session.sequence(), 0u);
    QCOMPARE(answer(QStringLiteral(" 0,861 "), 1500), Refusal::None);
    QCOMPARE(session.sequence(), 1u);
    QCOMPARE(std::get<QString>(*session.yours(deviceId(1))), QStringLiteral("0,861"));
    QCOMPARE(answer(QStringLiteral("0.9"), 2500), Refusal::None); // replaces
    QCOMPARE(session.sequence(), 2u);
    QCOMPARE(std::get<QString>(*session.yours(deviceId(1))), QStringLiteral("0.9"));
    QCOMPARE(session.tally().answered, 1);

    // Another opening of the same scene is another question; the old one is stale.
    QVERIFY(session.open(2, scene, 3000));
    QCOMPARE(session.current()->id, QStringLiteral("s3-2"));
    QVERIFY(!session.yours(deviceId(1)));
    QCOMPARE(answer(QStringLiteral("0.9"), 3100), Refusal::Stale);
    QCOMPARE(
        session.answer(answerOf(deviceId(1), QStringLiteral("s3-2"), QStringLiteral("0.8")), 3200),
        Refusal::None);
    session.close();
    QVERIFY(!session.current()->open);
    QCOMPARE(
        session.answer(answerOf(deviceId(1), QStringLiteral("s3-2"), QStringLiteral("0.7")), 3300),
        Refusal::Closed);
    QCOMPARE(std::get<QString>(*session.yours(deviceId(1))), QStringLiteral("0.8")); // kept
    QVERIFY(!session.result(deviceId(1))); // not before the reveal

    session.reveal();
    const double exact = ndcg(seedGrades, 6, false);
    const auto result = session.result(deviceId(1));
    QVERIFY(result);
    QVERIFY(!result->right);
    QCOMPARE(result->answerText.toDouble(), std::round(exact * 1e5) / 1e5);
    QCOMPARE(result->answer.zhCN, result->answerText);

    session.clear();
    QVERIFY(!session.current());
    QCOMPARE(session.tally().questionId, QString());
    QCOMPARE(
        session.answer(answerOf(deviceId(1), QStringLiteral("s3-2"), QStringLiteral("0.7")), 3300),
        Refusal::NoQuestion);
}

void TestClassSession::answersAChoiceQuestion()
{
    // A: 3, 2, 1 against B: 1, 2, 3: A is better by NDCG@3.
    const Scene scene
        = sceneOf("{\"kind\": \"better-ranking\"}", "3, 2, 1", "exponential", 3, "1, 2, 3");
    Session session(room, false);
    for (int i = 0; i < 4; ++i)
        QVERIFY(session.join(deviceId(i), room, {}, 0) == Refusal::None);
    QVERIFY(session.open(0, scene, 0));
    const auto q = session.current();
    QVERIFY(!q->number);
    QCOMPARE(q->choices.size(), 3);
    QCOMPARE(q->choices.at(2).en, QStringLiteral("the same"));
    QCOMPARE(q->choices.at(2).zhCN, QStringLiteral("一样好"));
    const QString id = q->id;
    QCOMPARE(session.answer(choiceOf(deviceId(0), id, 3), 10), Refusal::NoChoice);
    QCOMPARE(
        session.answer(answerOf(deviceId(0), id, QStringLiteral("0")), 10), Refusal::Malformed);
    QCOMPARE(session.answer(choiceOf(deviceId(0), id, 0), 10), Refusal::None);
    QCOMPARE(session.answer(choiceOf(deviceId(1), id, 0), 10), Refusal::None);
    QCOMPARE(session.answer(choiceOf(deviceId(2), id, 1), 10), Refusal::None);
    QCOMPARE(std::get<int>(*session.yours(deviceId(2))), 1);
    Tally before = session.tally();
    QCOMPARE(before.answered, 3);
    QVERIFY(before.choiceCounts.isEmpty());
    QVERIFY(before.correct.isEmpty());
    session.reveal();
    const Tally t = session.tally();
    QCOMPARE(t.choiceCounts, QList<int>({2, 1, 0}));
    QCOMPARE(t.correct, QList<int>({0}));
    QCOMPARE(t.withinTolerance, 2);
    QVERIFY(session.result(deviceId(0))->right);
    QVERIFY(!session.result(deviceId(2))->right);
    QCOMPARE(session.result(deviceId(3))->right, false); // no answer: told the answer all the same
    QCOMPARE(session.result(deviceId(3))->answerText, QStringLiteral("A"));
}

void TestClassSession::tallyHidesTheDistributionUntilTheReveal()
{
    const Scene scene = sceneOf("{\"kind\": \"predict\", \"quantity\": \"ndcg\"}");
    const double exact = ndcg(seedGrades, 6, false);
    Session session(room, false);
    for (int i = 0; i < 5; ++i)
        QVERIFY(session.join(deviceId(i), room, {}, 0) == Refusal::None);
    QVERIFY(session.open(0, scene, 0));
    const QString id = session.current()->id;
    const QStringList values {QString::number(exact, 'f', 3), QString::number(exact, 'f', 4),
        QStringLiteral("0.5"), QStringLiteral("0.7"), QStringLiteral("86")};
    for (int i = 0; i < values.size(); ++i)
        QCOMPARE(session.answer(answerOf(deviceId(i), id, values.at(i)), 100 * i), Refusal::None);
    for (const bool closed : {false, true}) {
        if (closed)
            session.close();
        const Tally t = session.tally();
        QCOMPARE(t.questionId, id);
        QCOMPARE(t.open, !closed);
        QVERIFY(!t.revealed);
        QCOMPARE(t.devices, 5);
        QCOMPARE(t.answered, 5);
        QCOMPARE(t.sequence, 5u);
        QVERIFY(!t.exact);
        QCOMPARE(t.withinTolerance, 0);
        QVERIFY(t.bins.isEmpty());
        QCOMPARE(t.belowBins + t.aboveBins + t.unexplained, 0);
        QVERIFY(t.diagnoses.isEmpty());
    }
    session.reveal();
    const Tally t = session.tally();
    QVERIFY(t.revealed);
    QCOMPARE(*t.exact, exact);
    QCOMPARE(t.tolerance, 0.0005);
    QCOMPARE(t.withinTolerance, 2);
    QCOMPARE(t.aboveBins, 1); // 86: far off
    int inBins = 0;
    for (const HistogramBin &b : t.bins)
        inBins += b.count;
    QCOMPARE(inBins, 4);
}

void TestClassSession::binsCoverTheAnswersAndTheExactValue_data()
{
    QTest::addColumn<QStringList>("values");
    QTest::addColumn<int>("below");
    QTest::addColumn<int>("above");
    QTest::newRow("everyone right")
        << QStringList(5, QString::number(ndcg(seedGrades, 6, false))) << 0 << 0;
    QTest::newRow("spread between 0 and 1")
        << QStringList {"0", "0.1", "0.25", "0.5", "0.61", "0.75", "0.9", "1"} << 0 << 0;
    QTest::newRow("one far above, one far below")
        << QStringList {"0.85", "0.86", "0.8", "-5", "861"} << 1 << 1;
    QTest::newRow("the largest numbers there are")
        << QStringList {"0.85", "1.7e308", "-1.7e308", "1e200", "0.5", "0.86", "0.7"} << 1 << 2;
    QTest::newRow("a single answer") << QStringList {"0.2"} << 0 << 0;
    QTest::newRow("no answer") << QStringList {} << 0 << 0;
}

void TestClassSession::binsCoverTheAnswersAndTheExactValue()
{
    QFETCH(QStringList, values);
    QFETCH(int, below);
    QFETCH(int, above);
    const Scene scene = sceneOf("{\"kind\": \"predict\", \"quantity\": \"ndcg\"}");
    const double exact = ndcg(seedGrades, 6, false);
    Session session(room, false);
    QVERIFY(session.open(0, scene, 0));
    for (int i = 0; i < values.size(); ++i) {
        QVERIFY(session.join(deviceId(i), room, {}, 0) == Refusal::None);
        QCOMPARE(session.answer(answerOf(deviceId(i), session.current()->id, values.at(i)), 0),
            Refusal::None);
    }
    session.reveal();
    const Tally t = session.tally();
    QCOMPARE(t.belowBins, below);
    QCOMPARE(t.aboveBins, above);
    QVERIFY2(t.bins.size() >= 8 && t.bins.size() <= 16, qPrintable(QString::number(t.bins.size())));
    int counted = 0;
    int exactBins = 0;
    const double width = t.bins.first().to - t.bins.first().from;
    for (qsizetype i = 0; i < t.bins.size(); ++i) {
        const HistogramBin &b = t.bins.at(i);
        QCOMPARE_LE(std::abs((b.to - b.from) - width), 1e-9 * width); // equal widths
        if (i > 0)
            QCOMPARE(b.from, t.bins.at(i - 1).to); // adjacent
        counted += b.count;
        if (b.holdsExact) {
            ++exactBins;
            QVERIFY(b.from <= exact && (exact < b.to || i + 1 == t.bins.size()));
        }
        // Each answer is in the bin whose range holds it.
        int expected = 0;
        for (const QString &v : values) {
            const double x = v.toDouble();
            if (x >= b.from && (x < b.to || (i + 1 == t.bins.size() && x <= b.to)))
                ++expected;
        }
        QVERIFY2(b.count == expected,
            qPrintable(QStringLiteral("[%1, %2): %3, expected %4")
                           .arg(b.from, 0, 'g', 17)
                           .arg(b.to, 0, 'g', 17)
                           .arg(b.count)
                           .arg(expected)));
    }
    QCOMPARE(exactBins, 1);
    QCOMPARE(counted + below + above, int(values.size()));
    QVERIFY(t.bins.first().from >= 0.0); // nothing here is negative but the far-off answer
}

void TestClassSession::binEdgesAreTheDecimalsTheAxisShows_data()
{
    QTest::addColumn<QStringList>("values");
    QTest::addColumn<QString>("edgeAnswer"); // an answer that is exactly an edge
    // Stage, issue 23: 0.6 and 0.85 fell in the bin below theirs, whose edge was
    // 12 × 0.05 = 0.6000000000000001.
    QTest::newRow("0.6 with width 0.05")
        << QStringList {"0.6", "0.85", "0.9289", "0.93", "0.5", "0.95", "0.7"} << "0.6";
    QTest::newRow("0.85 with width 0.05")
        << QStringList {"0.85", "0.6", "0.9289", "0.55", "0.95", "0.75"} << "0.85";
    QTest::newRow("0.3 with width 0.1") << QStringList {"0.3", "0.1", "0.9", "0.7", "0.0"} << "0.3";
    QTest::newRow("a narrow spread")
        << QStringList {"0.93", "0.9289", "0.9291", "0.9287", "0.9293"} << "0.93";
}

void TestClassSession::binEdgesAreTheDecimalsTheAxisShows()
{
    QFETCH(QStringList, values);
    QFETCH(QString, edgeAnswer);
    const Scene scene = sceneOf("{\"kind\": \"predict\", \"quantity\": \"ndcg\"}");
    Session session(room, false);
    QVERIFY(session.open(0, scene, 0));
    for (int i = 0; i < values.size(); ++i) {
        QVERIFY(session.join(deviceId(i), room, {}, 0) == Refusal::None);
        QCOMPARE(session.answer(answerOf(deviceId(i), session.current()->id, values.at(i)), 0),
            Refusal::None);
    }
    session.reveal();
    const Tally t = session.tally();
    QVERIFY(!t.bins.isEmpty());
    const double edgeValue = edgeAnswer.toDouble();
    bool edgeFound = false;
    for (const HistogramBin &b : t.bins) {
        // Each edge is the double that its shortest decimal reads as (0.6, not 0.6000000000000001).
        for (const double e : {b.from, b.to})
            QCOMPARE(QString::number(e, 'g', 6).toDouble(), e);
        if (b.from == edgeValue) {
            edgeFound = true;
            QVERIFY2(b.count >= 1, "the answer on the edge belongs to the bin it opens");
        }
        if (b.to == edgeValue) {
            // The bin that the edge closes holds only the answers strictly below it.
            int expected = 0;
            for (const QString &v : values)
                expected += v.toDouble() >= b.from && v.toDouble() < b.to ? 1 : 0;
            QCOMPARE(b.count, expected);
        }
    }
    QStringList edges;
    for (const HistogramBin &b : t.bins)
        edges << QString::number(b.from, 'g', 17);
    QVERIFY2(edgeFound,
        qPrintable(edgeAnswer + QStringLiteral(" is not an edge of this histogram: ")
            + edges.join(QLatin1Char(' '))));
}

void TestClassSession::recordsInOrder()
{
    const Scene first = sceneOf("{\"kind\": \"predict\", \"quantity\": \"ndcg\"}");
    const Scene second
        = sceneOf("{\"kind\": \"better-ranking\"}", "3, 2, 1", "exponential", 3, "1, 2, 3");
    Session session(room, true);
    QVERIFY(session.join(deviceId(2), room, QStringLiteral("Bo"), 0) == Refusal::None);
    QVERIFY(session.join(deviceId(1), room, QStringLiteral("Mei"), 0) == Refusal::None);
    QVERIFY(session.open(4, first, 1000));
    QVERIFY(
        session.answer(answerOf(deviceId(1), QStringLiteral("s5-1"), QStringLiteral("0.5")), 1200)
        == Refusal::None);
    QVERIFY(session.answer(answerOf(deviceId(2), QStringLiteral("s5-1"),
                               QString::number(ndcg(seedGrades, 6, false), 'f', 4)),
                4500)
        == Refusal::None);
    QVERIFY(session.open(6, second, 10000));
    QVERIFY(
        session.answer(choiceOf(deviceId(1), QStringLiteral("s7-1"), 2), 10300) == Refusal::None);
    const QList<AnswerRecord> records = session.records();
    QCOMPARE(records.size(), 3);
    // Questions in the order opened, then devices in the order they joined.
    QCOMPARE(records.at(0).device, deviceId(2));
    QCOMPARE(records.at(0).nickname, QStringLiteral("Bo"));
    QVERIFY(records.at(0).right);
    QCOMPARE(records.at(0).msAfterOpen, 3500);
    QCOMPARE(records.at(1).device, deviceId(1));
    QCOMPARE(records.at(1).scene, 4);
    QCOMPARE(records.at(1).questionId, QStringLiteral("s5-1"));
    QCOMPARE(records.at(1).question.en, QStringLiteral("Predict NDCG@6."));
    QCOMPARE(records.at(1).answer, QStringLiteral("0.5"));
    QVERIFY(!records.at(1).right);
    QCOMPARE(records.at(1).msAfterOpen, 200);
    QCOMPARE(records.at(2).scene, 6);
    QCOMPARE(records.at(2).answer, QStringLiteral("the same"));
    QVERIFY(!records.at(2).right);
}

void TestClassSession::diagnoses_data()
{
    QTest::addColumn<QByteArray>("question");
    QTest::addColumn<QByteArray>("unretrieved"); // judged, not returned
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("key"); // empty: no diagnosis
    const QList<double> g = seedGrades;
    const QByteArray ndcgQ = "{\"kind\": \"predict\", \"quantity\": \"ndcg\"}";
    QTest::newRow("NDCG@6 with linear gain")
        << ndcgQ << QByteArray() << ndcg(g, 6, true) << QStringLiteral("gain-linear");
    QTest::newRow("NDCG@6 with linear gain, rounded to 3 decimals")
        << ndcgQ << QByteArray() << std::round(ndcg(g, 6, true) * 1000) / 1000
        << QStringLiteral("gain-linear");
    QTest::newRow("NDCG@6 right") << ndcgQ << QByteArray() << ndcg(g, 6, false) << QString();
    QTest::newRow("NDCG@6 far off") << ndcgQ << QByteArray() << 0.123 << QString();
    QTest::newRow("NDCG@6 with the ideal from the list, a judged 3 not returned")
        << ndcgQ << QByteArray("3") << ndcg(g, 6, false) << QStringLiteral("ideal-list");
    QTest::newRow("NDCG@6 with linear gain and the ideal from the list")
        << ndcgQ << QByteArray("3") << ndcg(g, 6, true) << QStringLiteral("gain-linear+ideal-list");
    QTest::newRow("NDCG@5 for NDCG@6")
        << QByteArray("{\"kind\": \"predict\", \"quantity\": \"ndcg\", \"k\": 6}") << QByteArray()
        << ndcg(g, 5, false) << QStringLiteral("position-before");
    // DCG@k without a discount: the gains 7, 3, 7, 0, 1, 3 summed.
    QTest::newRow("DCG@6 without a discount")
        << QByteArray("{\"kind\": \"predict\", \"quantity\": \"dcg\"}") << QByteArray() << 21.0
        << QStringLiteral("no-discount");
    // DCG@3 = 7 + 3/log2(3) + 7/2; DCG@2 is one position before.
    QTest::newRow("DCG@2 for DCG@3")
        << QByteArray("{\"kind\": \"predict\", \"quantity\": \"dcg\", \"position\": 3}")
        << QByteArray() << 7.0 + 3.0 / std::log2(3.0) << QStringLiteral("position-before");
    QTest::newRow("the gain at 1 as the grade")
        << QByteArray("{\"kind\": \"predict\", \"quantity\": \"gain\", \"position\": 1, "
                      "\"tolerance\": 0}")
        << QByteArray() << 3.0 << QStringLiteral("gain-linear");
    // d(3) = 1/log2(4) = 0.5; with the natural logarithm 1/ln(4).
    QTest::newRow("the discount at 3 with ln")
        << QByteArray("{\"kind\": \"predict\", \"quantity\": \"discount\", \"position\": 3}")
        << QByteArray() << 1.0 / std::log(4.0) << QStringLiteral("log-e");
    QTest::newRow("the discount at 3 as 1/log10(4)")
        << QByteArray("{\"kind\": \"predict\", \"quantity\": \"discount\", \"position\": 3}")
        << QByteArray() << 1.0 / std::log10(4.0) << QStringLiteral("log-10");
    // The contribution at 2 is 3/log2(3); the one at 1 is 7 (before), at 3 is 7/2 (after).
    QTest::newRow("the contribution at 2 read at 1")
        << QByteArray("{\"kind\": \"predict\", \"quantity\": \"contribution\", \"position\": 2}")
        << QByteArray() << 7.0 << QStringLiteral("position-before");
    QTest::newRow("the contribution at 2 read at 3")
        << QByteArray("{\"kind\": \"predict\", \"quantity\": \"contribution\", \"position\": 2}")
        << QByteArray() << 3.5 << QStringLiteral("position-after");
    QTest::newRow("the contribution at 2 with linear gain")
        << QByteArray("{\"kind\": \"predict\", \"quantity\": \"contribution\", \"position\": 2}")
        << QByteArray() << 2.0 / std::log2(3.0) << QStringLiteral("gain-linear");
    QTest::newRow("the contribution at 2 right")
        << QByteArray("{\"kind\": \"predict\", \"quantity\": \"contribution\", \"position\": 2}")
        << QByteArray() << 3.0 / std::log2(3.0) << QString();
}

void TestClassSession::diagnoses()
{
    QFETCH(QByteArray, question);
    QFETCH(QByteArray, unretrieved);
    QFETCH(double, value);
    QFETCH(QString, key);
    const Scene scene = sceneOf(question, "3, 2, 3, 0, 1, 2", "exponential", 6, {}, unretrieved);
    QVERIFY(scene.question);
    const auto d = diagnoseAnswer(scene, value);
    if (key.isEmpty()) {
        QVERIFY2(!d, qPrintable(d ? d->key : QString()));
        return;
    }
    QVERIFY2(d, qPrintable(QString::number(value, 'g', 17)));
    QCOMPARE(d->key, key);
    QVERIFY(!d->text.en.isEmpty());
    QVERIFY(!d->text.zhCN.isEmpty());
}

void TestClassSession::tallyCountsTheDiagnoses()
{
    const Scene scene = sceneOf("{\"kind\": \"predict\", \"quantity\": \"ndcg\"}",
        "3, 2, 3, 0, 1, 2", "exponential", 6, {}, "3");
    const QList<double> g = seedGrades;
    const QString exact = QString::number(ndcg(g, 6, false, {3}), 'f', 4);
    const QString linear = QString::number(ndcg(g, 6, true, {3}), 'f', 3);
    const QString list = QString::number(ndcg(g, 6, false), 'f', 3);
    const QStringList values {exact, linear, list, linear, QStringLiteral("0.01"), linear, list,
        exact, QStringLiteral("2")};
    Session session(room, false);
    QVERIFY(session.open(0, scene, 0));
    for (int i = 0; i < values.size(); ++i) {
        QVERIFY(session.join(deviceId(i), room, {}, 0) == Refusal::None);
        QVERIFY(session.answer(answerOf(deviceId(i), session.current()->id, values.at(i)), 0)
            == Refusal::None);
    }
    session.reveal();
    const Tally t = session.tally();
    QCOMPARE(t.withinTolerance, 2);
    QCOMPARE(t.diagnoses.size(), 2);
    QCOMPARE(t.diagnoses.at(0).diagnosis.key, QStringLiteral("gain-linear"));
    QCOMPARE(t.diagnoses.at(0).count, 3);
    QCOMPARE(t.diagnoses.at(1).diagnosis.key, QStringLiteral("ideal-list"));
    QCOMPARE(t.diagnoses.at(1).count, 2);
    QCOMPARE(t.unexplained, 2); // 0.01 and 2
    // The records carry them too.
    const QList<AnswerRecord> records = session.records();
    QCOMPARE(records.at(1).diagnosis->key, QStringLiteral("gain-linear"));
    QVERIFY(!records.at(0).diagnosis);
    QVERIFY(!records.at(4).diagnosis);
}

void TestClassSession::resultNamesTheDiagnosis()
{
    const Scene scene = sceneOf("{\"kind\": \"predict\", \"quantity\": \"ndcg\"}");
    Session session(room, false);
    QVERIFY(session.join(deviceId(1), room, {}, 0) == Refusal::None);
    QVERIFY(session.open(0, scene, 0));
    QVERIFY(session.answer(answerOf(deviceId(1), session.current()->id,
                               QString::number(ndcg(seedGrades, 6, true), 'f', 3)),
                0)
        == Refusal::None);
    session.reveal();
    const auto r = session.result(deviceId(1));
    QVERIFY(r);
    QVERIFY(!r->right);
    QVERIFY(r->diagnosis);
    QCOMPARE(r->diagnosis->text.en, QStringLiteral("linear gain g instead of 2^g − 1"));
}

void TestClassSession::csv()
{
    AnswerRecord right;
    right.scene = 2;
    right.question
        = LocalizedText {QStringLiteral("Predict NDCG@5."), QStringLiteral("预测 NDCG@5。")};
    right.device = deviceId(1);
    right.nickname = QStringLiteral("Mei");
    right.answer = QStringLiteral("0,861");
    right.right = true;
    right.msAfterOpen = 12345;
    AnswerRecord wrong = right;
    wrong.device = deviceId(2);
    wrong.nickname = QStringLiteral("=HYPERLINK(\"x\")");
    wrong.answer = QStringLiteral("-0.5");
    wrong.right = false;
    wrong.diagnosis = Diagnosis {QStringLiteral("gain-linear"),
        LocalizedText {QStringLiteral("linear gain g instead of 2^g − 1"),
            QStringLiteral("用了线性增益 g，而不是 2^g − 1")}};
    wrong.msAfterOpen = 949;

    QCOMPARE(answersCsv({right, wrong}, false, QStringLiteral("en")),
        QStringLiteral("scene,question,answer,right,diagnosis,seconds\r\n"
                       "3,Predict NDCG@5.,\"0,861\",yes,,12.3\r\n"
                       "3,Predict NDCG@5.,'-0.5,no,linear gain g instead of 2^g − 1,0.9\r\n"));
    QCOMPARE(answersCsv({wrong}, true, QStringLiteral("zh_CN")),
        QStringLiteral("scene,question,answer,right,diagnosis,seconds,nickname\r\n"
                       "3,预测 NDCG@5。,'-0.5,no,用了线性增益 g，而不是 2^g − 1,0.9,"
                       "\"'=HYPERLINK(\"\"x\"\")\"\r\n"));
    QCOMPARE(answersCsv({}, true, QStringLiteral("en")),
        QStringLiteral("scene,question,answer,right,diagnosis,seconds,nickname\r\n"));
    // A session's own records: the device id is never written.
    Session session(room, true);
    QVERIFY(session.join(deviceId(1), room, QStringLiteral("Li"), 0) == Refusal::None);
    QVERIFY(session.open(0, sceneOf("{\"kind\": \"predict\", \"quantity\": \"ndcg\"}"), 0));
    QVERIFY(
        session.answer(answerOf(deviceId(1), session.current()->id, QStringLiteral("0.5")), 2000)
        == Refusal::None);
    const QString written = answersCsv(session.records(), true, QStringLiteral("en"));
    QVERIFY(!written.contains(deviceId(1)));
    QCOMPARE(written.split(QStringLiteral("\r\n")).value(1),
        QStringLiteral("1,Predict NDCG@6.,0.5,no,,2.0,Li"));
}

// The app's messages as the page reads them: JSON objects, the answer only in the result.
void TestClassSession::messages()
{
    const auto json = [](const QByteArray &bytes) {
        QJsonParseError error;
        const QJsonDocument d = QJsonDocument::fromJson(bytes, &error);
        return error.error == QJsonParseError::NoError ? d.object() : QJsonObject();
    };
    QCOMPARE(json(welcomeMessage(true)).value("nicknames").toBool(), true);
    const QJsonObject refused = json(refusedMessage(Refusal::RateLimited));
    QCOMPARE(refused.value("type").toString(), QStringLiteral("refused"));
    QCOMPARE(refused.value("reason").toString(), QStringLiteral("rate"));
    QCOMPARE(refused.value("message").toObject().value("zh").toString(),
        refusalMessage(Refusal::RateLimited).zhCN);

    Session session(room, false);
    QVERIFY(session.join(deviceId(1), room, {}, 0) == Refusal::None);
    QCOMPARE(json(session.questionMessage(deviceId(1))).value("type").toString(),
        QStringLiteral("wait"));
    const Scene scene = sceneOf("{\"kind\": \"predict\", \"quantity\": \"ndcg\"}");
    QVERIFY(session.open(0, scene, 0));
    const QString exactText = answerQuestion(scene)->text;
    QJsonObject q = json(session.questionMessage(deviceId(1)));
    QCOMPARE(q.value("type").toString(), QStringLiteral("question"));
    QCOMPARE(q.value("id").toString(), QStringLiteral("s1-1"));
    QCOMPARE(q.value("kind").toString(), QStringLiteral("number"));
    QCOMPARE(q.value("text").toObject().value("en").toString(), QStringLiteral("Predict NDCG@6."));
    QVERIFY(q.value("open").toBool());
    QVERIFY(q.value("yours").isNull());
    QVERIFY(!session.questionMessage(deviceId(1)).contains(exactText.toUtf8()));
    QVERIFY(session.resultMessage(deviceId(1)).isEmpty()); // nothing before the reveal

    QVERIFY(session.answer(answerOf(deviceId(1), QStringLiteral("s1-1"),
                               QString::number(ndcg(seedGrades, 6, true), 'f', 3)),
                0)
        == Refusal::None);
    const QJsonObject ack = json(session.ackMessage(deviceId(1)));
    QCOMPARE(ack.value("type").toString(), QStringLiteral("ack"));
    QCOMPARE(ack.value("question").toString(), QStringLiteral("s1-1"));
    QCOMPARE(ack.value("yours").toString(), QString::number(ndcg(seedGrades, 6, true), 'f', 3));
    QCOMPARE(ack.value("seq").toInteger(), 1);
    session.reveal();
    QVERIFY(!json(session.questionMessage(deviceId(1))).value("open").toBool());
    const QJsonObject result = json(session.resultMessage(deviceId(1)));
    QCOMPARE(result.value("type").toString(), QStringLiteral("result"));
    QCOMPARE(result.value("answer").toString(), exactText);
    QCOMPARE(result.value("right").toBool(), false);
    QCOMPARE(result.value("diagnosis").toObject().value("en").toString(),
        QStringLiteral("linear gain g instead of 2^g − 1"));

    // A choice question: the choices in both languages, the answer as a pair, yours a number.
    const Scene choice
        = sceneOf("{\"kind\": \"better-ranking\"}", "3, 2, 1", "exponential", 3, "1, 2, 3");
    QVERIFY(session.open(1, choice, 0));
    QVERIFY(session.answer(choiceOf(deviceId(1), QStringLiteral("s2-1"), 2), 0) == Refusal::None);
    q = json(session.questionMessage(deviceId(1)));
    QCOMPARE(q.value("kind").toString(), QStringLiteral("choice"));
    QCOMPARE(q.value("choices").toArray().at(2).toObject().value("zh").toString(),
        QStringLiteral("一样好"));
    QCOMPARE(q.value("yours").toInt(), 2);
    session.reveal();
    const QJsonObject choiceResult = json(session.resultMessage(deviceId(1)));
    QCOMPARE(choiceResult.value("answer").toObject().value("en").toString(), QStringLiteral("A"));
    QVERIFY(choiceResult.value("diagnosis").isNull());
}

// Every question of the bundled lessons opens; the page's question never holds its answer; the
// choices come in both languages, as many as the answer's.
void TestClassSession::bundledLessonsQuestions()
{
    for (const QString &id : lessonIds()) {
        const auto lesson = loadLesson(id);
        QVERIFY(lesson);
        Session session(room, false);
        for (int i = 0; i < lesson->scenes.size(); ++i) {
            const Scene &scene = lesson->scenes.at(i);
            const bool opened = session.open(i, scene, 0);
            QCOMPARE(opened, scene.question.has_value());
            if (!opened)
                continue;
            const auto answer = answerQuestion(scene);
            QVERIFY(answer);
            const StudentQuestion q = *session.current();
            QCOMPARE(q.id, QStringLiteral("s%1-1").arg(i + 1));
            QCOMPARE(q.number, scene.question->kind == QuestionKind::Predict);
            QVERIFY(!q.text.en.isEmpty() && !q.text.zhCN.isEmpty());
            QCOMPARE(q.choices.size(), answer->choices.size());
            for (const LocalizedText &c : q.choices)
                QVERIFY(!c.en.isEmpty() && !c.zhCN.isEmpty());
            if (q.number) {
                QVERIFY2(!q.text.en.contains(answer->text), qPrintable(q.text.en));
                QVERIFY(q.figure.isEmpty());
            }
        }
    }
}

// The bundled lesson's questions on the seed example and on the pool against the list: the slip's
// value computed here from the grades (SPEC.md), fed as a student's answer rounded as a student
// writes it.
void TestClassSession::bundledLessonsDiagnoses_data()
{
    QTest::addColumn<int>("scene"); // of ndcg-in-twenty-minutes, 0-based
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("en");
    // Scene 3: NDCG@5 of 001-complete, grades 4, 1, 3, 4, 0, linear gain, the ideal from the
    // list; with 2^g − 1 it is another number.
    QTest::newRow("the seed example's NDCG@5 with exponential gain")
        << 2 << std::round(ndcg({4, 1, 3, 4, 0}, 5, false) * 1000) / 1000
        << QStringLiteral("gain-exponential")
        << QStringLiteral("exponential gain 2^g − 1 instead of g");
    QTest::newRow("the seed example's NDCG@5 right: no diagnosis")
        << 2 << std::round(ndcg({4, 1, 3, 4, 0}, 5, true) * 1000) / 1000 << QString() << QString();
    // Scene 8: IDCG@4 of own-pool-vs-list: 2, 3, 0, 1 returned, 3 and 2 judged but not returned,
    // 2^g − 1, the ideal from the pool; from the list alone the two judged items are left out.
    QTest::newRow("IDCG@4 from the list, the judged items not returned left out")
        << 7 << std::round(dcg({7, 3, 1, 0}, 4) * 100) / 100 << QStringLiteral("ideal-list")
        << QStringLiteral("the ideal from the list: the judged items the ranking did not return "
                          "left out");
}

void TestClassSession::bundledLessonsDiagnoses()
{
    QFETCH(int, scene);
    QFETCH(double, value);
    QFETCH(QString, key);
    QFETCH(QString, en);
    const auto lesson = loadLesson(QStringLiteral("ndcg-in-twenty-minutes"));
    QVERIFY(lesson);
    const Scene &s = lesson->scenes.at(scene);
    const auto d = diagnoseAnswer(s, value);
    if (key.isEmpty()) {
        QVERIFY(!d);
        return;
    }
    QVERIFY(d);
    QCOMPARE(d->key, key);
    QCOMPARE(d->text.en, en);
}

// The bench's 300 devices with 300 different numbers: the reveal's tally (each wrong number
// diagnosed through the claim finder) must not hold the server's thread for long.
void TestClassSession::revealOf300DistinctAnswersIsQuick()
{
    for (const QString &id : lessonIds()) {
        const auto lesson = loadLesson(id);
        QVERIFY(lesson);
        for (int i = 0; i < lesson->scenes.size(); ++i) {
            const Scene &scene = lesson->scenes.at(i);
            if (!scene.question || scene.question->kind != QuestionKind::Predict)
                continue;
            Session session(room, false);
            QVERIFY(session.open(i, scene, 0));
            const double exact = *answerQuestion(scene)->value;
            for (int d = 0; d < 300; ++d) {
                QVERIFY(session.join(deviceId(d), room, {}, 0) == Refusal::None);
                const double v = exact * (0.5 + d / 300.0);
                QVERIFY(
                    session.answer(
                        answerOf(deviceId(d), session.current()->id, QString::number(v, 'f', 6)), 0)
                    == Refusal::None);
            }
            session.reveal();
            QElapsedTimer timer;
            timer.start();
            const Tally t = session.tally();
            const qint64 ms = timer.elapsed();
            qDebug("%s scene %d: the reveal's tally of 300 distinct answers in %lld ms",
                qPrintable(id), i + 1, ms);
            QCOMPARE(t.answered, 300);
            QCOMPARE_LE(ms, 100); // the bench's budget from the last answer to the reveal shown
        }
    }
}

QTEST_APPLESS_MAIN(TestClassSession)
#include "tst_classsession.moc"
