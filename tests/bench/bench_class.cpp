// The class answers under load (issue 23): the real window (MainWindow) plays the bundled lesson
// "NDCG in twenty minutes" at its first NDCG question with the class on (loopback, its own
// server thread), and N simulated devices (default 300) on a thread of their own connect over
// real WebSockets, join with the room code and answer within a window of 5 s (each at a random
// moment of it: the exact value and answers within the tolerance, the diagnosable mistakes —
// the other gain, no discount, Järvelin–Kekäläinen's discount, the ideal from the list, those
// that differ from the exact value here — and wrong numbers; some typed with a decimal comma or
// as a percentage). When the panel shows every
// answer counted, the bench presses R, as a teacher would: the answers close and the histogram
// comes. Then the next round: a scene without a question, and the question again (a new
// opening, answered anew by every device).
//
//   build/tests/bench/bench_class [--devices N] [--rounds R] [--window-ms W]
//   (tests/bench/class-bench runs it; it sets QT_QPA_PLATFORM=offscreen when unset)
//
// Every time comes from one steady clock (std::chrono::steady_clock) on every thread:
//   - answer → count shown: from the device's send (the moment before sendTextMessage and
//     flush on the device's thread) to the end of the first paint, on the UI thread, of the
//     panel's count ("123 of 300 answered") whose tally's sequence reaches the answer's ack
//     "seq" (so the count painted includes it). The tally reaches the window at most every
//     50 ms while answers arrive (ClassServer), so this is up to 50 ms plus the delivery.
//   - last answer → histogram painted: from the round's last send to the end of the first paint
//     of the panel's DistributionChart showing the revealed tally; it is the last answer's
//     "count shown" time plus R → histogram painted (the server closes the question, tells
//     every device its result, computes the distribution and the diagnoses; the panel shows it).
//   - the UI thread's longest stall: a 1 ms precise QTimer on the UI thread while the answers
//     arrive and the reveal runs; the longest gap between two ticks, less the 1 ms, with the UI
//     thread's own CPU time in it (CLOCK_THREAD_CPUTIME_ID): what it did not run of a stall,
//     it waited for a core (the machine's load, or the process's other threads).
// Each round begins half a second after the scene with the question is shown (the scene's own
// layout and first paint are the lesson's, measured elsewhere).
// A paint's end is taken by an event filter that runs the widget's own paint handler and then
// reads the clock (the paint into the backing store done, the flush that follows is Qt's).
//
// Checked in every round (exit status 1 otherwise): every device admitted and nothing refused;
// the server's records of the question hold exactly one answer per device, each as the device
// typed it and right or wrong as it should be; the panel's tally counts N answered (sequence
// N more than the round before) before and after the reveal; the histogram's bins (with the
// answers far off at either side) hold N answers and the share within the tolerance is the
// right answers'; every device is told its result, right when its answer was.
//
// The last line, `p95 N ms`, answers the issue's "the histogram shown at most 100 ms after the
// last answer": N is the 95th percentile (nearest rank) over the rounds of "last answer →
// histogram painted" (of the default 20 rounds the second slowest; with fewer than 20, the
// slowest). Over 100 ms: exit 1.

#include "class/classcontroller.h"
#include "class/classpanel.h"
#include "class/distributionchart.h"
#include "classserver.h"
#include "classsession.h"
#include "lesson.h"
#include "lesson/lessonplayer.h"
#include "mainwindow.h"

#include <QApplication>
#include <QDockWidget>
#include <QEventLoop>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <QWebSocket>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <functional>
#include <random>

#include <time.h>

namespace {

using Clock = std::chrono::steady_clock;
const Clock::time_point origin = Clock::now();

qint64 nowNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - origin).count();
}

double ms(qint64 ns)
{
    return double(ns) / 1e6;
}

// One answer a device gives: the text as typed, its value, whether it is right, and what kind
// of answer it was meant to be (for the summary).
struct Answer
{
    QString text;
    double value = 0.0;
    bool right = false;
    QString kind;
};

// What one device saw of the current round.
struct DeviceState
{
    QString id; // the device id it joined with
    bool welcomed = false;
    QString lastQuestion; // the last question message's id and whether it was open
    bool lastOpen = false;
    bool ready = false; // holds the round's question, open
    qint64 sentNs = -1;
    qint64 ackNs = -1;
    quint64 seq = 0; // the ack's "seq"
    int acks = 0;
    bool result = false;
    bool resultRight = false;
    QString answer; // what it sent
};

// The simulated devices: their sockets live on the devices' thread, with its own event loop.
class Devices : public QObject
{
public:
    std::atomic<int> welcomed {0};
    std::atomic<int> ready {0};
    std::atomic<int> acked {0};
    std::atomic<int> results {0};
    std::atomic<int> refusals {0};
    std::atomic<int> disconnects {0};

    // Opens `count` sockets, one every 2 ms (a room's phones do not all connect in the same
    // millisecond), each joining `room` at once.
    void connectAll(const QUrl &url, const QString &room, int count)
    {
        m_room = room;
        m_devices.resize(count);
        for (int i = 0; i < count; ++i) {
            m_devices[i].id
                = QStringLiteral("bench-device-%1-0123456789").arg(i, 4, 10, QLatin1Char('0'));
            QTimer::singleShot(2 * i, this, [this, i, url] { open(i, url); });
        }
    }

    // The round's question: `id`; the devices that already hold it open are ready.
    void expect(const QString &id)
    {
        m_question = id;
        int n = 0;
        for (DeviceState &d : m_devices) {
            d.ready = d.lastQuestion == id && d.lastOpen;
            d.sentNs = d.ackNs = -1;
            d.seq = 0;
            d.acks = 0;
            d.result = d.resultRight = false;
            d.answer.clear();
            n += d.ready ? 1 : 0;
        }
        acked = 0;
        results = 0;
        ready = n;
    }

    // Device i sends answers[i] delays[i] ms from now.
    void answerAll(const QList<Answer> &answers, const QList<int> &delays)
    {
        for (int i = 0; i < int(m_devices.size()); ++i) {
            QJsonObject message {
                {"type", "answer"}, {"question", m_question}, {"value", answers.at(i).text}};
            const QString text
                = QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact));
            QTimer::singleShot(delays.at(i), Qt::PreciseTimer, this, [this, i, text, answers] {
                QWebSocket *socket = m_sockets.value(i);
                if (!socket)
                    return;
                m_devices[i].answer = answers.at(i).text;
                m_devices[i].sentNs = nowNs();
                socket->sendTextMessage(text);
                socket->flush();
            });
        }
    }

    QList<DeviceState> state() const { return m_devices; }

    void closeAll()
    {
        for (QWebSocket *socket : std::as_const(m_sockets)) {
            socket->disconnect(this);
            socket->abort();
            delete socket;
        }
        m_sockets.clear();
    }

private:
    void open(int i, const QUrl &url)
    {
        auto *socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
        m_sockets.insert(i, socket);
        connect(socket, &QWebSocket::connected, this, [this, i, socket] {
            const QJsonObject join {
                {"type", "join"}, {"room", m_room}, {"device", m_devices[i].id}};
            socket->sendTextMessage(
                QString::fromUtf8(QJsonDocument(join).toJson(QJsonDocument::Compact)));
        });
        connect(socket, &QWebSocket::textMessageReceived, this,
            [this, i](const QString &text) { receive(i, text); });
        connect(socket, &QWebSocket::disconnected, this, [this, i] {
            ++disconnects;
            std::fprintf(stderr, "bench_class: device %d disconnected\n", i + 1);
        });
        socket->open(url);
    }

    void receive(int i, const QString &text)
    {
        const qint64 at = nowNs();
        DeviceState &d = m_devices[i];
        const QJsonObject message = QJsonDocument::fromJson(text.toUtf8()).object();
        const QString type = message.value("type").toString();
        if (type == QLatin1String("welcome")) {
            if (!d.welcomed) {
                d.welcomed = true;
                ++welcomed;
            }
        } else if (type == QLatin1String("question")) {
            d.lastQuestion = message.value("id").toString();
            d.lastOpen = message.value("open").toBool();
            if (!d.ready && d.lastOpen && d.lastQuestion == m_question) {
                d.ready = true;
                ++ready;
            }
        } else if (type == QLatin1String("wait")) {
            d.lastQuestion.clear();
            d.lastOpen = false;
        } else if (type == QLatin1String("ack")) {
            if (message.value("question").toString() != m_question)
                return;
            if (d.acks++ == 0) {
                d.ackNs = at;
                d.seq = quint64(message.value("seq").toDouble());
                ++acked;
            }
        } else if (type == QLatin1String("result")) {
            if (message.value("question").toString() == m_question && !d.result) {
                d.result = true;
                d.resultRight = message.value("right").toBool();
                ++results;
            }
        } else if (type == QLatin1String("refused")) {
            ++refusals;
            std::fprintf(stderr, "bench_class: device %d refused: %s\n", i + 1,
                qPrintable(message.value("reason").toString()));
        }
    }

    QString m_room;
    QString m_question;
    QList<DeviceState> m_devices;
    QHash<int, QWebSocket *> m_sockets;
};

// A paint of the panel's count or chart, as the UI thread finished it.
struct Paint
{
    qint64 ns = 0;
    QString questionId;
    int answered = 0;
    quint64 sequence = 0;
    bool revealed = false;
};

// Runs a widget's paint handler itself and notes the moment it is done, with the tally the
// panel showed.
class PaintClock : public QObject
{
public:
    PaintClock(ClassPanel *panel, QWidget *count, QWidget *chart)
        : m_panel(panel)
        , m_count(count)
        , m_chart(chart)
    {
        count->installEventFilter(this);
        chart->installEventFilter(this);
    }
    std::function<void(const Paint &)> onCount;
    std::function<void(const Paint &)> onChart;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::Paint || (watched != m_count && watched != m_chart))
            return false;
        watched->event(event); // the widget's own paintEvent()
        const Ndcg::Class::Tally &t = m_panel->tally();
        const Paint paint {nowNs(), t.questionId, t.answered, t.sequence, t.revealed};
        if (watched == m_count && onCount)
            onCount(paint);
        if (watched == m_chart && onChart)
            onChart(paint);
        return true;
    }

private:
    ClassPanel *m_panel;
    QWidget *m_count;
    QWidget *m_chart;
};

// The UI thread's own CPU time (to tell a stall it worked through from one where it was not
// scheduled: the machine is shared).
qint64 threadCpuNs()
{
    timespec t {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return qint64(t.tv_sec) * 1'000'000'000 + t.tv_nsec;
}

// The ticks of a 1 ms timer on the UI thread: a gap between two ticks, less the 1 ms, is a
// stall (the gaps over 1 ms are kept, with the tick before each and the UI thread's CPU time
// spent in it).
class StallMeter : public QObject
{
public:
    struct Stall
    {
        qint64 at = 0; // the tick before it
        qint64 length = 0;
        qint64 cpu = 0; // of the UI thread, during it
    };
    StallMeter()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(1);
        QObject::connect(&m_timer, &QTimer::timeout, this, [this] {
            const qint64 t = nowNs();
            const qint64 cpu = threadCpuNs();
            // The UI thread's CPU time over the gap (at most the stall: the tick's own 1 ms
            // is not part of it).
            if (m_last >= 0 && t - m_last - 1'000'000 > 1'000'000)
                m_stalls.append({m_last, t - m_last - 1'000'000,
                    std::min(cpu - m_lastCpu, t - m_last - 1'000'000)});
            m_last = t;
            m_lastCpu = cpu;
        });
    }
    void start()
    {
        m_last = -1;
        m_stalls.clear();
        m_timer.start();
    }
    void stop() { m_timer.stop(); }
    // The longest stall that ended in (from, to]; by its length, or by the UI thread's CPU
    // time in it (the longest the UI thread worked through).
    Stall longest(qint64 from, qint64 to, bool byCpu = false) const
    {
        Stall most {from, 0, 0};
        for (const Stall &s : m_stalls) {
            const qint64 end = s.at + s.length + 1'000'000;
            if (end > from && end <= to && (byCpu ? s.cpu > most.cpu : s.length > most.length))
                most = s;
        }
        return most;
    }

private:
    QTimer m_timer;
    qint64 m_last = -1;
    qint64 m_lastCpu = 0;
    QList<Stall> m_stalls;
};

double percentile(QList<double> values, double p)
{
    if (values.isEmpty())
        return 0.0;
    std::sort(values.begin(), values.end());
    const auto rank = qsizetype(std::ceil(p * double(values.size())));
    return values.at(std::clamp<qsizetype>(rank - 1, 0, values.size() - 1));
}

QString summary(const QList<double> &values)
{
    return QStringLiteral("min %1, median %2, p95 %3, max %4 ms")
        .arg(percentile(values, 0.0), 0, 'f', 1)
        .arg(percentile(values, 0.5), 0, 'f', 1)
        .arg(percentile(values, 0.95), 0, 'f', 1)
        .arg(percentile(values, 1.0), 0, 'f', 1);
}

// A copy of `scene` whose scenario has other settings: what a student who used them computes.
std::optional<double> answerUnder(
    const Ndcg::Scene &scene, const std::function<void(Ndcg::Settings &)> &change)
{
    const auto scenario = Ndcg::sceneScenario(scene);
    if (!scenario)
        return std::nullopt;
    Ndcg::Scene other = scene;
    other.source = Ndcg::SceneSource {};
    other.source.scenario = scenario.value();
    other.source.scenario->example.reset();
    change(other.source.scenario->settings);
    const auto answer = Ndcg::answerQuestion(other);
    if (!answer || !answer->value)
        return std::nullopt;
    return answer->value;
}

// The answers of a round: one per device, drawn from `seed`.
QList<Answer> makeAnswers(int count, double exact, double tolerance,
    const QList<std::pair<QString, double>> &mistakes, quint32 seed)
{
    std::mt19937 random(seed);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    QList<Answer> answers;
    for (int i = 0; i < count; ++i) {
        Answer a;
        const double u = unit(random);
        if (u < 0.35) { // the exact value, rounded as a student writes it
            a.value = QString::number(exact, 'f', 3).toDouble();
            a.kind = QStringLiteral("right");
        } else if (u < 0.45) { // near it
            a.value = exact + (unit(random) - 0.5) * tolerance;
            a.kind = QStringLiteral("right");
        } else if (u < 0.85 && !mistakes.isEmpty()) { // a diagnosable mistake
            const auto &m
                = mistakes.at(int(unit(random) * double(mistakes.size())) % mistakes.size());
            a.value = m.second;
            a.kind = m.first;
        } else { // a wrong number, well away from the exact value
            do
                a.value = 0.3 + 0.7 * unit(random);
            while (std::abs(a.value - exact) < 4 * tolerance);
            a.kind = QStringLiteral("wrong");
        }
        a.value = QString::number(a.value, 'f', 4).toDouble();
        a.text = QString::number(a.value, 'f', 4);
        if (i % 10 == 3) // a decimal comma
            a.text.replace(QLatin1Char('.'), QLatin1Char(','));
        else if (i % 10 == 7) // a percentage: 86.07%
            a.text = QString::number(a.value * 100.0, 'f', 2) + QLatin1Char('%');
        a.right = std::abs(a.value - exact) <= tolerance;
        answers.append(a);
    }
    return answers;
}

// Runs the event loop until `done` or `timeoutMs`.
bool waitFor(const std::function<bool()> &done, int timeoutMs)
{
    return QTest::qWaitFor(done, timeoutMs);
}

} // namespace

int main(int argc, char *argv[])
{
    // Nothing of the user's: settings, recovery files and caches in a directory of the run.
    QTemporaryDir home;
    for (const char *name :
        {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME", "XDG_RUNTIME_DIR"})
        qputenv(name, home.filePath(QString::fromLatin1(name)).toLocal8Bit());
    QApplication app(argc, argv);
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, home.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, home.path());

    int deviceCount = 300;
    int rounds = 20;
    int windowMs = 5000;
    const QStringList args = QCoreApplication::arguments();
    for (int i = 1; i < args.size(); ++i) {
        bool ok = i + 1 < args.size();
        const QString value = args.value(i + 1);
        if (args[i] == QLatin1String("--devices"))
            deviceCount = value.toInt(&ok);
        else if (args[i] == QLatin1String("--rounds"))
            rounds = value.toInt(&ok);
        else if (args[i] == QLatin1String("--window-ms"))
            windowMs = value.toInt(&ok);
        else
            ok = false;
        if (!ok || deviceCount < 1 || deviceCount > Ndcg::Class::kMaxDevices || rounds < 1
            || windowMs < 1) {
            std::fprintf(stderr,
                "usage: bench_class [--devices 1..%d] [--rounds R] [--window-ms W]\n",
                Ndcg::Class::kMaxDevices);
            return 2;
        }
        ++i;
    }

    // The lesson and its first NDCG question; what students who slip compute.
    const auto loaded = Ndcg::loadLesson(QStringLiteral("ndcg-in-twenty-minutes"));
    if (!loaded) {
        std::fprintf(stderr, "bench_class: %s\n", qPrintable(loaded.error().message));
        return 2;
    }
    const Ndcg::Lesson lesson = loaded.value();
    int questionScene = -1;
    int plainScene = -1;
    for (int i = 0; i < lesson.scenes.size(); ++i) {
        const auto &q = lesson.scenes[i].question;
        if (questionScene < 0 && q && q->kind == Ndcg::QuestionKind::Predict
            && q->quantity == Ndcg::Quantity::Ndcg)
            questionScene = i;
        if (plainScene < 0 && !q)
            plainScene = i;
    }
    if (questionScene < 0 || plainScene < 0) {
        std::fprintf(stderr, "bench_class: the lesson has no NDCG question or no plain scene\n");
        return 2;
    }
    const Ndcg::Scene &scene = lesson.scenes[questionScene];
    const auto answer = Ndcg::answerQuestion(scene);
    if (!answer || !answer->value)
        return 2;
    const double exact = *answer->value;
    const double tolerance = scene.question->tolerance;
    QList<std::pair<QString, double>> mistakes;
    const auto addMistake
        = [&](const QString &name, const std::function<void(Ndcg::Settings &)> &change) {
              const auto value = answerUnder(scene, change);
              if (value && std::abs(*value - exact) > 4 * tolerance)
                  mistakes.append({name, *value});
          };
    addMistake(QStringLiteral("the other gain"), [](Ndcg::Settings &s) {
        s.gain = s.gain == Ndcg::Gain::Linear ? Ndcg::Gain::Exponential : Ndcg::Gain::Linear;
    });
    addMistake(QStringLiteral("no discount"),
        [](Ndcg::Settings &s) { s.discount = Ndcg::Discount::None; });
    addMistake(QStringLiteral("Järvelin–Kekäläinen discount"),
        [](Ndcg::Settings &s) { s.discount = Ndcg::Discount::JK2002; });
    addMistake(QStringLiteral("the ideal from the list"),
        [](Ndcg::Settings &s) { s.idealSource = Ndcg::IdealSource::List; });
    QStringList mistakeText;
    for (const auto &[name, value] : mistakes) {
        const auto diagnosis = Ndcg::Class::diagnoseAnswer(scene, value);
        mistakeText << QStringLiteral("%1 %2 (diagnosed: %3)")
                           .arg(name)
                           .arg(value, 0, 'f', 4)
                           .arg(diagnosis ? diagnosis->key : QStringLiteral("none"));
    }

    // The window, the class on loopback, the lesson playing at a scene without a question.
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window)) {
        std::fprintf(stderr, "bench_class: the window was not shown\n");
        return 2;
    }
    ClassController *controller = window.classSession();
    ClassController::setMessageHook(
        [](const QString &text) { std::fprintf(stderr, "bench_class: %s\n", qPrintable(text)); });
    ClassController::setQuestionHook([](const QString &) { return QMessageBox::Discard; });
    Ndcg::Class::ClassServer::Options options;
    options.address = QHostAddress::LocalHost;
    if (!controller->start(options))
        return 2;
    Ndcg::Class::ClassServer *server = controller->server();
    ClassPanel *panel = controller->panel();
    LessonPlayer *player = window.lessonPlayer();
    if (!player->play(lesson, plainScene)) {
        std::fprintf(
            stderr, "bench_class: the lesson does not play: %s\n", qPrintable(player->error()));
        return 2;
    }
    QLabel *countLabel = nullptr;
    for (QLabel *label : panel->findChildren<QLabel *>())
        if (label->text() == panel->countText())
            countLabel = label;
    if (!countLabel) {
        std::fprintf(stderr, "bench_class: the panel's count is not a label of its own\n");
        return 2;
    }

    std::printf("class-bench: %d devices on loopback, %d rounds of answers within %d ms; "
                "platform %s, %d cores, load average %s\n",
        deviceCount, rounds, windowMs, qPrintable(QGuiApplication::platformName()),
        QThread::idealThreadCount(), qPrintable(QString::fromLatin1([] {
            QFile f(QStringLiteral("/proc/loadavg"));
            return f.open(QIODevice::ReadOnly) ? f.readAll().split(' ').mid(0, 3).join(' ')
                                               : QByteArray("?");
        }())));
    std::printf("question: scene %d, NDCG %.5f ± %g; mistakes: %s\n", questionScene + 1, exact,
        tolerance, qPrintable(mistakeText.join(QStringLiteral(", "))));

    // The devices on their thread.
    QThread deviceThread;
    deviceThread.setObjectName(QStringLiteral("devices"));
    auto *devices = new Devices;
    devices->moveToThread(&deviceThread);
    deviceThread.start();
    QUrl ws = server->joinUrl();
    ws.setScheme(QStringLiteral("ws"));
    ws.setPath(QStringLiteral("/ws"));
    const QString room = server->roomCode();
    const qint64 joinStart = nowNs();
    QMetaObject::invokeMethod(devices, [=] { devices->connectAll(ws, room, deviceCount); });
    const bool allJoined = waitFor([&] { return devices->welcomed == deviceCount; }, 60'000);
    std::printf("joined: %d of %d devices in %.0f ms\n", devices->welcomed.load(), deviceCount,
        ms(nowNs() - joinStart));
    int status = allJoined ? 0 : 1;

    QList<Paint> countPaints;
    Paint histogram;
    bool pressedR = false;
    qint64 rAt = 0;
    qint64 rHandled = 0; // the key's handling returned (the player's reveal, the server asked)
    qint64 revealedSet = 0; // the revealed tally given to the panel
    QString roundQuestion;
    QEventLoop roundLoop;
    PaintClock paints(panel, countLabel, panel->chart());
    paints.onCount = [&](const Paint &p) {
        if (roundQuestion.isEmpty() || p.questionId != roundQuestion)
            return;
        countPaints.append(p);
        // The teacher sees everyone counted and presses R.
        if (!pressedR && p.answered == deviceCount && !p.revealed) {
            pressedR = true;
            QTimer::singleShot(0, &window, [&] {
                rAt = nowNs();
                QTest::keyClick(&window, Qt::Key_R);
                rHandled = nowNs();
            });
        }
    };
    paints.onChart = [&](const Paint &p) {
        if (roundQuestion.isEmpty() || p.questionId != roundQuestion || !p.revealed
            || histogram.revealed || panel->chart()->isEmpty())
            return;
        histogram = p;
        roundLoop.quit();
    };
    // After the controller's connection: the panel has the tally.
    QObject::connect(
        server, &Ndcg::Class::ClassServer::tallyChanged, &window, [&](const Ndcg::Class::Tally &t) {
            if (!roundQuestion.isEmpty() && t.questionId == roundQuestion && t.revealed
                && revealedSet == 0)
                revealedSet = nowNs();
        });
    StallMeter stalls;

    QList<double> allLatencies;
    QList<double> histogramTimes;
    StallMeter::Stall longestStall;
    StallMeter::Stall busiestStall; // the most CPU time of the UI thread in one stall
    quint64 sequenceBefore = 0;
    for (int round = 1; round <= rounds && allJoined; ++round) {
        // The question opened anew: every device holds it.
        player->goToScene(plainScene);
        waitFor([&] { return server->tally().questionId.isEmpty(); }, 10'000);
        player->goToScene(questionScene);
        if (!waitFor([&] { return !server->tally().questionId.isEmpty(); }, 10'000)) {
            std::printf("round %d: the question was not opened\n", round);
            status = 1;
            break;
        }
        const QString id = server->tally().questionId;
        QMetaObject::invokeMethod(
            devices, [=] { devices->expect(id); }, Qt::BlockingQueuedConnection);
        if (!waitFor([&] { return devices->ready == deviceCount; }, 20'000)) {
            std::printf("round %d: %d of %d devices got the question\n", round,
                devices->ready.load(), deviceCount);
            status = 1;
            break;
        }
        // The new scene laid out and painted before the answers begin (its first paint is the
        // lesson's work, not the class's).
        QTest::qWait(500);
        const QList<Answer> answers
            = makeAnswers(deviceCount, exact, tolerance, mistakes, quint32(22 + round));
        std::mt19937 random(quint32(1000 + round));
        std::uniform_int_distribution<int> when(0, windowMs - 1);
        QList<int> delays;
        for (int i = 0; i < deviceCount; ++i)
            delays.append(when(random));

        countPaints.clear();
        histogram = {};
        pressedR = false;
        rAt = rHandled = revealedSet = 0;
        roundQuestion = id;
        QTimer timeout;
        timeout.setSingleShot(true);
        bool timedOut = false;
        QObject::connect(&timeout, &QTimer::timeout, &roundLoop, [&] {
            timedOut = true;
            roundLoop.quit();
        });
        timeout.start(windowMs + 30'000);
        stalls.start();
        const qint64 roundStart = nowNs();
        QMetaObject::invokeMethod(devices, [=] { devices->answerAll(answers, delays); });
        roundLoop.exec();
        stalls.stop();
        timeout.stop();
        roundQuestion.clear();
        const qint64 roundEnd = nowNs();
        const qint64 revealAt = rAt > 0 ? rAt : roundEnd;
        const StallMeter::Stall whileAnswering = stalls.longest(roundStart, revealAt);
        const StallMeter::Stall aroundReveal = stalls.longest(revealAt, roundEnd);
        for (const StallMeter::Stall &s : {whileAnswering, aroundReveal})
            if (s.length > longestStall.length)
                longestStall = s;
        if (const StallMeter::Stall s = stalls.longest(roundStart, roundEnd, true);
            s.cpu > busiestStall.cpu)
            busiestStall = s;
        if (timedOut) {
            std::printf("round %d: no histogram %d s after the answers began (%d acked, R %s)\n",
                round, windowMs / 1000 + 30, devices->acked.load(),
                pressedR ? "pressed" : "not pressed: the count never reached every device");
            status = 1;
            break;
        }
        // Every device told its result.
        waitFor([&] { return devices->results == deviceCount; }, 10'000);
        QList<DeviceState> state;
        QMetaObject::invokeMethod(
            devices, [&] { state = devices->state(); }, Qt::BlockingQueuedConnection);

        // Counted exactly once: the server's records, the panel, the histogram, the results.
        QStringList problems;
        const QList<Ndcg::Class::AnswerRecord> records = server->records();
        QHash<QString, int> recordsOf;
        QHash<QString, Ndcg::Class::AnswerRecord> recordOf;
        int roundRecords = 0;
        for (const Ndcg::Class::AnswerRecord &r : records) {
            if (r.questionId != id)
                continue;
            ++roundRecords;
            ++recordsOf[r.device];
            recordOf.insert(r.device, r);
        }
        if (roundRecords != deviceCount)
            problems << QStringLiteral("the server holds %1 answers").arg(roundRecords);
        int rightCount = 0;
        int badRecords = 0;
        int badResults = 0;
        qint64 lastSend = -1;
        for (int i = 0; i < deviceCount; ++i) {
            const DeviceState &d = state.at(i);
            const Answer &a = answers.at(i);
            rightCount += a.right ? 1 : 0;
            lastSend = std::max(lastSend, d.sentNs);
            const auto r = recordOf.constFind(d.id);
            if (recordsOf.value(d.id) != 1 || r == recordOf.cend() || r->answer != a.text
                || r->right != a.right)
                ++badRecords;
            if (!d.result || d.resultRight != a.right)
                ++badResults;
            if (d.acks != 1)
                problems
                    << QStringLiteral("device %1 acknowledged %2 times").arg(i + 1).arg(d.acks);
        }
        if (badRecords > 0)
            problems
                << QStringLiteral("%1 devices' answers not recorded once as sent").arg(badRecords);
        if (badResults > 0)
            problems << QStringLiteral("%1 devices not told their result rightly").arg(badResults);
        const Ndcg::Class::Tally shown = panel->tally();
        if (shown.answered != deviceCount || !shown.revealed)
            problems << QStringLiteral("the panel shows %1 answered").arg(shown.answered);
        if (shown.sequence != sequenceBefore + quint64(deviceCount))
            problems << QStringLiteral("the tally's sequence is %1, not %2")
                            .arg(shown.sequence)
                            .arg(sequenceBefore + quint64(deviceCount));
        sequenceBefore = shown.sequence;
        int inBins = shown.belowBins + shown.aboveBins;
        for (const Ndcg::Class::HistogramBin &b : shown.bins)
            inBins += b.count;
        if (inBins != deviceCount)
            problems << QStringLiteral("the histogram holds %1 answers").arg(inBins);
        if (shown.withinTolerance != rightCount)
            problems << QStringLiteral("%1 within the tolerance, not %2")
                            .arg(shown.withinTolerance)
                            .arg(rightCount);
        int diagnosed = shown.unexplained;
        for (const Ndcg::Class::DiagnosisCount &d : shown.diagnoses)
            diagnosed += d.count;
        if (diagnosed != deviceCount - rightCount)
            problems << QStringLiteral("%1 wrong answers explained or not, not %2")
                            .arg(diagnosed)
                            .arg(deviceCount - rightCount);
        if (devices->refusals > 0)
            problems << QStringLiteral("%1 messages refused").arg(devices->refusals.load());
        if (devices->disconnects > 0)
            problems << QStringLiteral("%1 devices disconnected").arg(devices->disconnects.load());

        // The latencies: each answer to the first count painted that includes it.
        QList<double> latencies;
        QList<double> ackTimes;
        int unseen = 0;
        for (const DeviceState &d : std::as_const(state)) {
            if (d.sentNs < 0 || d.ackNs < 0) {
                ++unseen;
                continue;
            }
            ackTimes.append(ms(d.ackNs - d.sentNs));
            const auto shownAt = std::find_if(countPaints.cbegin(), countPaints.cend(),
                [&](const Paint &p) { return p.sequence >= d.seq && p.ns >= d.sentNs; });
            if (shownAt == countPaints.cend())
                ++unseen;
            else
                latencies.append(ms(shownAt->ns - d.sentNs));
        }
        if (unseen > 0)
            problems << QStringLiteral("%1 answers never shown counted").arg(unseen);
        allLatencies += latencies;
        const double lastToHistogram = ms(histogram.ns - lastSend);
        histogramTimes.append(lastToHistogram);
        QMap<QString, int> kinds;
        for (const Answer &a : answers)
            ++kinds[a.kind];
        QStringList kindText;
        for (auto it = kinds.cbegin(); it != kinds.cend(); ++it)
            kindText << QStringLiteral("%1 %2").arg(it.value()).arg(it.key());
        QStringList diagnosisText;
        for (const Ndcg::Class::DiagnosisCount &d : shown.diagnoses)
            diagnosisText << QStringLiteral("%1 %2").arg(d.count).arg(d.diagnosis.key);

        std::printf("round %d (%s): %d answers over %.2f s (%s)\n", round, qPrintable(id),
            deviceCount, ms(lastSend - roundStart) / 1000.0, qPrintable(kindText.join(", ")));
        std::printf("  counted: server %d, panel %d of %d answered, histogram %d, %d within "
                    "±%g, diagnoses %s, %d unexplained; %d results told\n",
            roundRecords, shown.answered, shown.devices, inBins, shown.withinTolerance, tolerance,
            qPrintable(diagnosisText.join(", ")), shown.unexplained, devices->results.load());
        std::printf("  answer → ack on the device: %s\n", qPrintable(summary(ackTimes)));
        std::printf("  answer → count shown:       %s (%lld count paints)\n",
            qPrintable(summary(latencies)), static_cast<long long>(countPaints.size()));
        std::printf("  last answer → histogram painted %.1f ms (R pressed %.1f ms after the last "
                    "answer; R → histogram painted %.1f ms: the key handled in %.1f ms, the "
                    "revealed tally on the panel %.1f ms after R, painted %.1f ms later)\n",
            lastToHistogram, ms(rAt - lastSend), ms(histogram.ns - rAt), ms(rHandled - rAt),
            ms(revealedSet - rAt), ms(histogram.ns - revealedSet));
        const auto stallText = [](const StallMeter::Stall &stall) {
            return stall.length == 0 ? QStringLiteral("none over 1 ms")
                                     : QStringLiteral("%1 ms (the UI thread ran %2 ms of it)")
                                           .arg(ms(stall.length), 0, 'f', 1)
                                           .arg(ms(stall.cpu), 0, 'f', 1);
        };
        std::printf("  UI thread's longest stall while the answers came: %s, %.2f s into the "
                    "round; from R to the histogram: %s\n",
            qPrintable(stallText(whileAnswering)), ms(whileAnswering.at - roundStart) / 1000.0,
            qPrintable(stallText(aroundReveal)));
        for (const QString &p : std::as_const(problems))
            std::printf("  WRONG: %s\n", qPrintable(p));
        if (!problems.isEmpty())
            status = 1;
        std::fflush(stdout);
    }

    QMetaObject::invokeMethod(
        devices, [=] { devices->closeAll(); }, Qt::BlockingQueuedConnection);
    deviceThread.quit();
    deviceThread.wait();
    delete devices;
    player->stop();
    controller->stop();

    if (histogramTimes.isEmpty()) {
        std::printf("no round completed\n");
        return 1;
    }
    const double p95 = percentile(histogramTimes, 0.95);
    std::printf("\nall rounds, answer → count shown (%lld answers): %s\n",
        static_cast<long long>(allLatencies.size()), qPrintable(summary(allLatencies)));
    std::printf("last answer → histogram painted, %lld round(s): %s\n",
        static_cast<long long>(histogramTimes.size()), qPrintable(summary(histogramTimes)));
    std::printf("UI thread's longest stall: %.1f ms (the UI thread ran %.1f ms of it; the rest it "
                "waited for a core); the longest it worked through: %.1f ms (ran %.1f ms)\n",
        ms(longestStall.length), ms(longestStall.cpu), ms(busiestStall.length),
        ms(busiestStall.cpu));
    if (status != 0)
        std::printf("SOME ANSWERS NOT COUNTED EXACTLY ONCE (see WRONG above)\n");
    if (p95 > 100.0) {
        std::printf("OVER TARGET: the histogram more than 100 ms after the last answer\n");
        status = 1;
    }
    std::printf("p95 %.0f ms\n", p95);
    return status;
}
