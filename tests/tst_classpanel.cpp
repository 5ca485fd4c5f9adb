// The class answers, the window's part (issue 23): ClassPanel shows a Tally as the projector
// does — the join card (large at the start, small once a question is open and someone joined),
// the live count, and only after the reveal the distribution (the bins with their counts, the
// exact value's bin, the answers far off), the share within the tolerance and the diagnoses
// with their counts; a choice question's bars with the right ones marked by ✓ and "(right)".
// ClassController (when the class library is built) is driven with a real lesson: a scene with
// a question opens it on the server, R reveals it, Export writes the CSV.

#include "class/classcontroller.h"
#include "class/classpanel.h"
#include "class/classstartdialog.h"
#include "class/distributionchart.h"
#include "classserver.h"
#include "classsession.h"
#include "document/settingsstore.h"
#include "lesson.h"
#include "lesson/lessonplayer.h"
#include "mainwindow.h"

#include <QAccessible>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>

#include <cmath>
#include <memory>

using Ndcg::Class::HistogramBin;
using Ndcg::Class::Tally;

namespace {

// A number question, 30 joined, 12 answered, open: the counts only, as the session gives them.
Tally countsOnly(int devices, int answered)
{
    Tally t;
    t.questionId = QStringLiteral("s2-1");
    t.scene = 1;
    t.number = true;
    t.open = true;
    t.devices = devices;
    t.answered = answered;
    t.sequence = quint64(answered);
    return t;
}

// Eight bins of width 0.02 from 0.76, their counts, the exact value 0.8607 in the fifth.
Tally revealedNumbers()
{
    Tally t = countsOnly(30, 30);
    t.open = false;
    t.revealed = true;
    t.exact = 0.8607;
    t.tolerance = 0.0005;
    t.withinTolerance = 18;
    const QList<int> counts {1, 2, 0, 3, 19, 2, 1, 0};
    for (int i = 0; i < counts.size(); ++i) {
        HistogramBin bin;
        bin.from = 0.76 + 0.02 * i;
        bin.to = bin.from + 0.02;
        bin.count = counts[i];
        bin.holdsExact = *t.exact >= bin.from && *t.exact < bin.to;
        t.bins.append(bin);
    }
    t.belowBins = 1;
    t.aboveBins = 1;
    t.diagnoses.append({{QStringLiteral("gain-linear"),
                            {QStringLiteral("linear gain g instead of 2^g − 1"),
                                QStringLiteral("用了线性增益 g，而不是 2^g − 1")}},
        9});
    t.diagnoses.append(
        {{QStringLiteral("ideal-list"),
             {QStringLiteral("the ideal from the list"), QStringLiteral("理想排序只取自列表")}},
            1});
    t.unexplained = 2;
    return t;
}

} // namespace

class TestClassPanel : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void countsBeforeTheRevealShowNoDistribution_data();
    void countsBeforeTheRevealShowNoDistribution();
    void theRevealShowsTheBinsTheShareAndTheDiagnoses();
    void aChoiceQuestionMarksTheRightChoicesInWords();
    void binsFarOutWriteTheirEdgesAsPowersOfTen();
    void theJoinCardIsLargeUntilAQuestionHasJoinedDevices_data();
    void theJoinCardIsLargeUntilAQuestionHasJoinedDevices();
    void theChartDescribesItsValuesToAccessibility();

    void theStartDialogPreselectsTheDefaultRoute_data();
    void theStartDialogPreselectsTheDefaultRoute();

    // ClassController with a real server on loopback and the lesson player of a window.
    void aPlayedSceneOpensItsQuestionAndROpensTheReveal();
    void theClassMenuTurnsTheServerOnAndOff();
    void exportWritesTheCsvWithAByteOrderMark();
    // Real devices over WebSockets: counted live, revealed at R, bad input changes nothing.
    void answersFromDevicesAreCountedThenRevealedAtR();

private:
    // The window, its class session on loopback, "NDCG in twenty minutes" playing.
    void startClass();
    ClassPanel *m_panel = nullptr;
    std::unique_ptr<MainWindow> m_window;
    Ndcg::Lesson m_lesson;
    int m_questionScene = -1; // the first scene with a Predict question
    int m_plainScene = -1; // the first scene without a question
};

void TestClassPanel::init()
{
    m_panel = new ClassPanel;
    m_panel->resize(500, 900);
    QImage qr(25, 25, QImage::Format_RGB32);
    qr.fill(Qt::white);
    m_panel->setJoin(
        QUrl(QStringLiteral("http://192.168.1.23:41234/")), qr, QStringLiteral("K7PM2Q"));
    m_panel->show();
}

void TestClassPanel::cleanup()
{
    delete m_panel;
    m_panel = nullptr;
    if (m_window) {
        ClassController::setQuestionHook(
            [](const QString &) { return QMessageBox::Discard; }); // nothing blocks
        m_window->lessonPlayer()->stop();
        m_window->classSession()->stop();
        m_window.reset();
    }
    ClassController::setQuestionHook({});
    ClassController::setMessageHook({});
    ClassController::setStartHook({});
}

void TestClassPanel::startClass()
{
    SettingsStore::settings().clear();
    ClassController::setMessageHook([](const QString &text) { QFAIL(qPrintable(text)); });
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    const auto lesson = Ndcg::loadLesson(QStringLiteral("ndcg-in-twenty-minutes"));
    QVERIFY(lesson);
    m_lesson = lesson.value();
    m_questionScene = m_plainScene = -1;
    for (int i = 0; i < m_lesson.scenes.size(); ++i) {
        const Ndcg::Scene &scene = m_lesson.scenes[i];
        if (m_questionScene < 0 && scene.question
            && scene.question->kind == Ndcg::QuestionKind::Predict)
            m_questionScene = i;
        if (m_plainScene < 0 && !scene.question)
            m_plainScene = i;
    }
    QVERIFY(m_questionScene >= 0 && m_plainScene >= 0);
    ClassController *controller = m_window->classSession();
    Ndcg::Class::ClassServer::Options options;
    options.address = QHostAddress::LocalHost;
    options.roomSeed = 23;
    QVERIFY(controller->start(options));
    QVERIFY(controller->isOn());
    QVERIFY(controller->dock()->isVisible());
    QVERIFY(controller->actions().letClassAnswer->isChecked());
    QVERIFY(m_window->lessonPlayer()->play(m_lesson, m_plainScene));
}

void TestClassPanel::aPlayedSceneOpensItsQuestionAndROpensTheReveal()
{
    startClass();
    ClassController *controller = m_window->classSession();
    Ndcg::Class::ClassServer *server = controller->server();
    ClassPanel *panel = controller->panel();
    LessonPlayer *player = m_window->lessonPlayer();
    // A scene without a question: none for the class, the join card large; the dock beside
    // the scene takes at most 45 % of the window (presenter mode, at 1024×768 too).
    QTRY_VERIFY(server->tally().questionId.isEmpty());
    QTRY_VERIFY(controller->dock()->width() <= 0.45 * m_window->width() + 1);
    QVERIFY(controller->dock()->width() >= panel->fontMetrics().lineSpacing() * 10);
    QVERIFY(panel->isJoinLarge());
    QCOMPARE(panel->roomCodeText(), QStringLiteral("Room code: %1").arg(server->roomCode()));

    // The scene with a question: opened (its id names the scene, 1-based), counts only.
    player->goToScene(m_questionScene);
    const QString id = QStringLiteral("s%1-1").arg(m_questionScene + 1);
    QTRY_COMPARE(server->tally().questionId, id);
    QVERIFY(server->tally().open);
    QVERIFY(!server->tally().revealed);
    QCOMPARE(panel->tally().questionId, id);
    QCOMPARE(
        panel->countText(), QStringLiteral("Nobody has joined yet") /* not "0 of 0 answered" */);
    QVERIFY(!panel->isDistributionShown());
    QVERIFY(panel->shareText().isEmpty());

    // R (the player's reveal key): the answer on the banner, the answers closed and revealed,
    // the exact value the lesson's own answer.
    QTest::keyClick(m_window.get(), Qt::Key_R);
    QVERIFY(player->isAnswerShown());
    QTRY_VERIFY(server->tally().revealed);
    QVERIFY(!server->tally().open);
    const auto answer = Ndcg::answerQuestion(m_lesson.scenes[m_questionScene]);
    QVERIFY(answer && answer->value);
    QVERIFY(server->tally().exact);
    QCOMPARE(*server->tally().exact, *answer->value);
    QTRY_VERIFY(panel->tally().revealed);
    QCOMPARE(panel->shareText(),
        QStringLiteral("0 of 0 (0 %) within ±%1")
            .arg(QString::number(m_lesson.scenes[m_questionScene].question->tolerance, 'g', 6)));

    // The next scene without a question clears it; stopping the lesson too.
    player->goToScene(m_plainScene);
    QTRY_VERIFY(server->tally().questionId.isEmpty());
    QVERIFY(!panel->isDistributionShown());
}

void TestClassPanel::theClassMenuTurnsTheServerOnAndOff()
{
    startClass();
    ClassController *controller = m_window->classSession();
    QAction *toggle = controller->actions().letClassAnswer;
    QVERIFY(controller->actions().exportAnswers->isEnabled());
    // Off: nothing answered, nothing asked.
    int asked = 0;
    ClassController::setQuestionHook([&asked](const QString &) {
        ++asked;
        return QMessageBox::Cancel;
    });
    toggle->trigger();
    QCOMPARE(asked, 0);
    QVERIFY(!controller->isOn());
    QVERIFY(!toggle->isChecked());
    QVERIFY(!controller->dock()->isVisible());
    QVERIFY(!controller->actions().exportAnswers->isEnabled());
    // On again through the menu (the start dialog's options given by the hook); cancelled: off.
    ClassController::setStartHook([] { return std::nullopt; });
    toggle->trigger();
    QVERIFY(!controller->isOn());
    QVERIFY(!toggle->isChecked());
    ClassController::setStartHook([] {
        Ndcg::Class::ClassServer::Options options;
        options.address = QHostAddress::LocalHost;
        return std::optional(options);
    });
    toggle->trigger();
    QVERIFY(controller->isOn());
    QVERIFY(toggle->isChecked());
    QVERIFY(controller->dock()->isVisible());
    // The lesson already at a question: opened at once.
    m_window->lessonPlayer()->goToScene(m_questionScene);
    QTRY_VERIFY(!controller->server()->tally().questionId.isEmpty());
}

void TestClassPanel::exportWritesTheCsvWithAByteOrderMark()
{
    startClass();
    ClassController *controller = m_window->classSession();
    m_window->lessonPlayer()->goToScene(m_questionScene);
    QTRY_VERIFY(!controller->server()->tally().questionId.isEmpty());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("answers.csv"));
    QVERIFY(controller->exportAnswers(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.startsWith("\xEF\xBB\xBF")); // UTF-8's byte order mark: Excel reads Chinese
    const QList<Ndcg::Class::AnswerRecord> records = controller->server()->records();
    QCOMPARE(QString::fromUtf8(bytes.mid(3)),
        Ndcg::Class::answersCsv(records, false, QStringLiteral("en")));
    QVERIFY(bytes.mid(3).startsWith("scene,question,answer,right,diagnosis,seconds"));
    QCOMPARE(controller->unexportedAnswers(), quint64(0));
}

void TestClassPanel::answersFromDevicesAreCountedThenRevealedAtR()
{
    startClass();
    ClassController *controller = m_window->classSession();
    Ndcg::Class::ClassServer *server = controller->server();
    ClassPanel *panel = controller->panel();
    m_window->lessonPlayer()->goToScene(m_questionScene);
    const QString id = QStringLiteral("s%1-1").arg(m_questionScene + 1);
    QTRY_COMPARE(server->tally().questionId, id);
    // The scene's DCG@3 of grades 4, 2, 0 with linear gain: 4/log2(2) + 2/log2(3) + 0; the
    // exponential gain's 15 + 3/log2(3), the mistake the diagnosis names.
    const Ndcg::Scene &scene = m_lesson.scenes[m_questionScene];
    QCOMPARE(scene.question->quantity, Ndcg::Quantity::Dcg);
    const double exact = 4.0 + 2.0 / std::log2(3.0);
    const double exponential = 15.0 + 3.0 / std::log2(3.0);
    QVERIFY(qAbs(*Ndcg::answerQuestion(scene)->value - exact) < 1e-9);
    const QStringList values {QString::number(exact, 'f', 4), QString::number(exact, 'f', 3),
        QString::number(exponential, 'f', 4)};
    QUrl ws = server->joinUrl();
    ws.setScheme(QStringLiteral("ws"));
    ws.setPath(QStringLiteral("/ws"));
    std::vector<std::unique_ptr<QWebSocket>> devices;
    for (int i = 0; i < values.size(); ++i) {
        auto socket = std::make_unique<QWebSocket>();
        QSignalSpy connected(socket.get(), &QWebSocket::connected);
        socket->open(ws);
        QVERIFY(connected.wait(5000));
        const QString device = QStringLiteral("tst-classpanel-device-%1").arg(i);
        socket->sendTextMessage(QStringLiteral(R"({"type":"join","room":"%1","device":"%2"})")
                                    .arg(server->roomCode(), device));
        socket->sendTextMessage(
            QStringLiteral(R"({"type":"answer","question":"%1","value":"%2"})").arg(id, values[i]));
        devices.push_back(std::move(socket));
    }
    QTRY_COMPARE(panel->tally().answered, 3);
    QCOMPARE(panel->countText(), QStringLiteral("3 of 3 answered"));
    // Before R: the counts only, nothing of the distribution.
    QVERIFY(!panel->tally().revealed);
    QVERIFY(panel->tally().bins.isEmpty());
    QVERIFY(panel->tally().diagnoses.isEmpty());
    QVERIFY(!panel->isDistributionShown());
    QCOMPARE(controller->unexportedAnswers(), quint64(3));

    // Bad input from the network touches neither the lesson nor the others' answers: a wrong
    // room code, a message before joining, a binary frame, a frame over the limit.
    const int sceneBefore = m_window->lessonPlayer()->sceneIndex();
    const QStringList bad {QStringLiteral(R"({"type":"join","room":"ZZZZZZ","device":"bad-0"})"),
        QStringLiteral(R"({"type":"answer","question":"%1","value":"1"})").arg(id),
        QStringLiteral("{not json"), QString(Ndcg::Class::kMaxMessageBytes * 2, QLatin1Char('x'))};
    for (const QString &message : bad) {
        QWebSocket socket;
        QSignalSpy connected(&socket, &QWebSocket::connected);
        socket.open(ws);
        QVERIFY(connected.wait(5000));
        QSignalSpy received(&socket, &QWebSocket::textMessageReceived);
        socket.sendTextMessage(message);
        // Each is refused in words or its socket closed.
        QTRY_VERIFY(socket.state() == QAbstractSocket::UnconnectedState
            || (!received.isEmpty()
                && received.last().first().toString().contains(QLatin1String("\"refused\""))));
    }
    QCOMPARE(m_window->lessonPlayer()->sceneIndex(), sceneBefore);
    QVERIFY(!m_window->lessonPlayer()->isAnswerShown());
    QCOMPARE(server->tally().answered, 3);
    QCOMPARE(server->records().size(), 3);
    QCOMPARE(panel->tally().answered, 3);

    QTest::keyClick(m_window.get(), Qt::Key_R);
    QTRY_VERIFY(panel->tally().revealed);
    QVERIFY(panel->isDistributionShown());
    int binned = 0;
    for (const Ndcg::Class::HistogramBin &bin : panel->tally().bins)
        binned += bin.count;
    QCOMPARE(binned + panel->tally().belowBins + panel->tally().aboveBins, 3);
    QCOMPARE(panel->shareText(),
        QStringLiteral("2 of 3 (%1 %) within ±%2")
            .arg(qRound(200.0 / 3))
            .arg(QString::number(scene.question->tolerance, 'g', 6)));
    QCOMPARE(panel->diagnosisLines().size(), 1);
    QVERIFY2(panel->diagnosisLines().first().startsWith(QStringLiteral("1 used exponential gain")),
        qPrintable(panel->diagnosisLines().first()));

    // Off with answers not exported: asked; Cancel keeps the class on, Discard turns it off.
    int asked = 0;
    QMessageBox::StandardButton reply = QMessageBox::Cancel;
    ClassController::setQuestionHook([&](const QString &text) {
        ++asked;
        [&] { QVERIFY(text.contains(QStringLiteral("3 answers not exported"))); }();
        return reply;
    });
    QVERIFY(!controller->stop());
    QCOMPARE(asked, 1);
    QVERIFY(controller->isOn());
    reply = QMessageBox::Discard;
    QVERIFY(controller->stop());
    QCOMPARE(asked, 2);
    QVERIFY(!controller->isOn());
}

void TestClassPanel::countsBeforeTheRevealShowNoDistribution_data()
{
    QTest::addColumn<int>("devices");
    QTest::addColumn<int>("answered");
    QTest::addColumn<bool>("open");
    QTest::addColumn<bool>("binsFilled");
    QTest::addColumn<QString>("count");
    QTest::newRow("twelve of thirty answered while the question is open")
        << 30 << 12 << true << false << QStringLiteral("12 of 30 answered");
    QTest::newRow("one device of one answered, closed but not revealed")
        << 1 << 1 << false << false << QStringLiteral("1 of 1 answered");
    // Even a tally that held bins without being revealed shows none of them.
    QTest::newRow("bins in a tally not revealed are not drawn")
        << 30 << 30 << false << true << QStringLiteral("30 of 30 answered");
}

void TestClassPanel::countsBeforeTheRevealShowNoDistribution()
{
    QFETCH(int, devices);
    QFETCH(int, answered);
    QFETCH(bool, open);
    QFETCH(bool, binsFilled);
    QFETCH(QString, count);
    Tally t = countsOnly(devices, answered);
    t.open = open;
    if (binsFilled) {
        const Tally full = revealedNumbers();
        t.bins = full.bins;
        t.exact = full.exact;
        t.diagnoses = full.diagnoses;
        t.withinTolerance = full.withinTolerance;
    }
    m_panel->setTally(t);
    QCOMPARE(m_panel->countText(), count);
    QVERIFY(!m_panel->isDistributionShown());
    QVERIFY(m_panel->distributionLines().isEmpty());
    QVERIFY(m_panel->shareText().isEmpty());
    QVERIFY(m_panel->diagnosisLines().isEmpty());
    QVERIFY(!m_panel->chart()->isVisibleTo(m_panel));
    QCOMPARE(m_panel->stateText().startsWith(QStringLiteral("Answers open")), open);
}

void TestClassPanel::theRevealShowsTheBinsTheShareAndTheDiagnoses()
{
    const Tally t = revealedNumbers();
    m_panel->setTally(t);
    QVERIFY(m_panel->isDistributionShown());
    QVERIFY(m_panel->chart()->isVisibleTo(m_panel));
    QCOMPARE(m_panel->countText(), QStringLiteral("30 of 30 answered"));

    // Each bin's range (its edges to the hundredth: the width is 0.02) and its count, the
    // answers far off at either side, the exact value.
    QStringList expected {QStringLiteral("far below the bins: 1")};
    for (int i = 0; i < t.bins.size(); ++i) {
        const double from = 0.76 + 0.02 * i;
        QString line = QStringLiteral("%1–%2: %3")
                           .arg(QString::number(from, 'f', 2), QString::number(from + 0.02, 'f', 2))
                           .arg(t.bins[i].count);
        // 0.8607 lies in [0.86, 0.88): that bin is marked as the exact value's.
        if (from <= 0.8607 && 0.8607 < from + 0.02)
            line += QStringLiteral(" (the exact value's bin)");
        expected.append(line);
    }
    expected.append(QStringLiteral("far above the bins: 1"));
    expected.append(QStringLiteral("exact 0.8607"));
    QCOMPARE(m_panel->distributionLines(), expected);
    // 18 of 30 within the tolerance: 60 %.
    QCOMPARE(m_panel->shareText(),
        QStringLiteral("18 of 30 (%1 %) within ±0.0005").arg(qRound(100.0 * 18 / 30)));
    QCOMPARE(m_panel->diagnosisLines(),
        QStringList({QStringLiteral("9 used linear gain g instead of 2^g − 1"),
            QStringLiteral("1 used the ideal from the list"),
            QStringLiteral("2 wrong answers that no known slip explains")}));

    // In Chinese the diagnoses' own Chinese text.
    m_panel->setLanguage(QStringLiteral("zh_CN"));
    QVERIFY(m_panel->diagnosisLines().first().contains(QStringLiteral("用了线性增益 g")));
}

void TestClassPanel::aChoiceQuestionMarksTheRightChoicesInWords()
{
    Tally t = countsOnly(20, 17);
    t.number = false;
    t.open = false;
    t.revealed = true;
    t.choices = {{QStringLiteral("Linear gain"), QStringLiteral("线性增益")},
        {QStringLiteral("Exponential gain"), QStringLiteral("指数增益")},
        {QStringLiteral("Either"), QStringLiteral("都可以")}};
    t.choiceCounts = {5, 11, 1};
    t.correct = {1};
    t.withinTolerance = 11;
    m_panel->setTally(t);
    QCOMPARE(m_panel->distributionLines(),
        QStringList({QStringLiteral("Linear gain: 5"),
            QStringLiteral("✓ Exponential gain (right): 11"), QStringLiteral("Either: 1")}));
    QCOMPARE(m_panel->shareText(),
        QStringLiteral("11 of 17 (%1 %) chose a right answer").arg(qRound(100.0 * 11 / 17)));
    QVERIFY(m_panel->chart()->exactText().isEmpty());
    m_panel->setLanguage(QStringLiteral("zh_CN"));
    QVERIFY(m_panel->distributionLines()[1].contains(QStringLiteral("指数增益")));
}

void TestClassPanel::binsFarOutWriteTheirEdgesAsPowersOfTen()
{
    // One answer of 0.86 and others near 4e7: the bins reach 4e7 (edges of 1e7).
    Tally t = revealedNumbers();
    t.bins.clear();
    for (int i = 0; i < 4; ++i)
        t.bins.append({i * 1e7, (i + 1) * 1e7, i == 0 ? 19 : 1, i == 0});
    t.belowBins = t.aboveBins = 0;
    m_panel->setTally(t);
    const QStringList lines = m_panel->distributionLines();
    QCOMPARE(lines.first(), QStringLiteral("0–1e+07: 19 (the exact value's bin)"));
    QCOMPARE(lines[3], QStringLiteral("3e+07–4e+07: 1"));
    for (const QString &line : lines)
        QVERIFY2(line.size() < 40, qPrintable(line));
}

void TestClassPanel::theJoinCardIsLargeUntilAQuestionHasJoinedDevices_data()
{
    QTest::addColumn<bool>("question");
    QTest::addColumn<int>("devices");
    QTest::addColumn<bool>("large");
    QTest::newRow("no question and no one joined: large") << false << 0 << true;
    QTest::newRow("no question, five joined: still large") << false << 5 << true;
    QTest::newRow("a question no one joined for: large") << true << 0 << true;
    QTest::newRow("a question and five joined: small, for latecomers") << true << 5 << false;
}

void TestClassPanel::theJoinCardIsLargeUntilAQuestionHasJoinedDevices()
{
    QFETCH(bool, question);
    QFETCH(int, devices);
    QFETCH(bool, large);
    Tally t = countsOnly(devices, 0);
    if (!question)
        t.questionId.clear();
    QSignalSpy spy(m_panel, &ClassPanel::joinSizeChanged);
    m_panel->setTally(t);
    QCOMPARE(m_panel->isJoinLarge(), large);
    QCOMPARE(spy.count(), large ? 0 : 1); // it starts large
    QCOMPARE(m_panel->addressText(), QStringLiteral("http://192.168.1.23:41234"));
    QCOMPARE(m_panel->roomCodeText(), QStringLiteral("Room code: K7PM2Q"));
    if (!question)
        QCOMPARE(m_panel->countText(), QStringLiteral("%1 joined").arg(devices));
    // The large card's address is in larger type than the small one's.
    const int addressPoints
        = m_panel->findChild<QWidget *>(QStringLiteral("classAddress"))->font().pointSize();
    const int basePoints = m_panel->font().pointSize();
    QVERIFY(large ? addressPoints > 1.5 * basePoints : addressPoints < 1.5 * basePoints);
}

void TestClassPanel::theChartDescribesItsValuesToAccessibility()
{
    m_panel->setTally(revealedNumbers());
    QAccessibleInterface *chart = QAccessible::queryAccessibleInterface(m_panel->chart());
    QVERIFY(chart);
    const QString description = chart->text(QAccessible::Description);
    QVERIFY(description.contains(QStringLiteral("0.84–0.86: 19")));
    QVERIFY(description.contains(QStringLiteral("exact 0.8607")));
}

void TestClassPanel::theStartDialogPreselectsTheDefaultRoute_data()
{
    QTest::addColumn<QStringList>("names"); // "*" marks the default route, "~" loopback
    QTest::addColumn<int>("preselected");
    QTest::newRow("the default route's interface listed first is preselected")
        << QStringList {QStringLiteral("*eth0"), QStringLiteral("~lo")} << 0;
    QTest::newRow("the default route's interface preselected wherever it is listed")
        << QStringList {QStringLiteral("wlan0"), QStringLiteral("*eth0"), QStringLiteral("~lo")}
        << 1;
    QTest::newRow("loopback alone: the demo") << QStringList {QStringLiteral("~lo")} << 0;
}

void TestClassPanel::theStartDialogPreselectsTheDefaultRoute()
{
    QFETCH(QStringList, names);
    QFETCH(int, preselected);
    QList<Ndcg::Class::NetworkChoice> choices;
    for (int i = 0; i < names.size(); ++i) {
        Ndcg::Class::NetworkChoice c;
        c.defaultRoute = names[i].startsWith(QLatin1Char('*'));
        c.loopback = names[i].startsWith(QLatin1Char('~'));
        c.name = names[i].mid(c.defaultRoute || c.loopback ? 1 : 0);
        c.address = c.loopback ? QHostAddress(QHostAddress::LocalHost)
                               : QHostAddress(QStringLiteral("192.168.1.%1").arg(20 + i));
        c.label = QStringLiteral("%1 — %2").arg(c.name, c.address.toString());
        choices.append(c);
    }
    ClassStartDialog dialog(choices);
    QCOMPARE(dialog.interfaces()->count(), names.size());
    QCOMPARE(dialog.interfaces()->currentIndex(), preselected);
    for (int i = 0; i < names.size(); ++i) {
        const QString text = dialog.interfaces()->itemText(i);
        QVERIFY(text.startsWith(choices[i].label));
        QCOMPARE(text.contains(QStringLiteral("for a demo")), choices[i].loopback);
        QCOMPARE(text.contains(QStringLiteral("the default route")), choices[i].defaultRoute);
    }
    QCOMPARE(dialog.options().address, choices[preselected].address);
    QVERIFY(!dialog.options().nicknames);
    dialog.nicknames()->setChecked(true);
    dialog.interfaces()->setCurrentIndex(names.size() - 1);
    QVERIFY(dialog.options().nicknames);
    QCOMPARE(dialog.options().address, choices.last().address);
}

QTEST_MAIN(TestClassPanel)
#include "tst_classpanel.moc"
