#include "classserver.h"

#include "socketguard.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QHttpServer>
#include <QHttpServerResponse>
#include <QPointer>
#include <QRandomGenerator>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>

namespace Ndcg::Class {

namespace {

constexpr int kJoinTimeoutMs = 10'000;
constexpr int kTallyIntervalMs = 50;

QHttpServerResponse pageFile(const QString &name, const QByteArray &mimeType)
{
    QFile file(QStringLiteral(":/class/") + name);
    if (!file.open(QIODevice::ReadOnly))
        return QHttpServerResponse(QHttpServerResponder::StatusCode::NotFound);
    QHttpServerResponse response(mimeType, file.readAll());
    response.addHeader("Content-Security-Policy",
        "default-src 'self'; connect-src 'self' ws: ; img-src 'self' data:");
    response.addHeader("X-Content-Type-Options", "nosniff");
    response.addHeader("Cache-Control", "no-store");
    return response;
}

} // namespace

// The server's thread's object: the HTTP server, the sockets and the Session.
class ServerWorker : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    ~ServerWorker() override { stop(); }

    // On the worker's thread.
    Ndcg::Result<QUrl> start(const ClassServer::Options &options, const QString &roomCode)
    {
        stop();
        m_session = std::make_unique<Session>(roomCode, options.nicknames);
        m_clock.start();
        m_tcp = new GuardedTcpServer(kMaxConnections, kMaxRequestBytes, this);
        if (!m_tcp->listen(options.address, options.port)) {
            const QString why = m_tcp->errorString();
            delete m_tcp.data();
            m_tcp = nullptr;
            m_session.reset();
            return Ndcg::Error(QCoreApplication::translate(
                "Ndcg::Class::ClassServer", "The class server could not listen on %1, port %2: %3")
                                   .arg(options.address.toString())
                                   .arg(options.port)
                                   .arg(why));
        }
        m_http = new QHttpServer(this);
        m_http->route("/", [] { return pageFile("index.html", "text/html; charset=utf-8"); });
        m_http->route(
            "/class.js", [] { return pageFile("class.js", "text/javascript; charset=utf-8"); });
        m_http->route(
            "/class.css", [] { return pageFile("class.css", "text/css; charset=utf-8"); });
        m_http->route("/favicon.ico",
            [] { return QHttpServerResponse(QHttpServerResponder::StatusCode::NoContent); });
        // QHttpServer 6.4 upgrades only requests that no route handles: the guard hands a
        // WebSocket request, its head still unread, to a QWebSocketServer of our own.
        m_webSockets = new QWebSocketServer(
            QStringLiteral("ndcg-explorer"), QWebSocketServer::NonSecureMode, this);
        m_webSockets->setMaxPendingConnections(kMaxConnections);
        connect(
            m_webSockets, &QWebSocketServer::newConnection, this, &ServerWorker::takeWebSockets);
        connect(m_tcp, &GuardedTcpServer::webSocketRequested, this, [this](QTcpSocket *socket) {
            if (m_webSockets)
                m_webSockets->handleConnection(socket);
            else
                socket->abort();
        });
        m_http->bind(m_tcp);
        QUrl url;
        url.setScheme("http");
        url.setHost(options.address.toString());
        url.setPort(m_tcp->serverPort());
        url.setPath("/");
        return url;
    }

    void stop()
    {
        for (QWebSocket *socket : m_sockets.keys())
            delete socket;
        m_sockets.clear();
        m_socketOf.clear();
        if (m_tcp)
            m_tcp->close();
        delete m_http;
        m_http = nullptr;
        delete m_webSockets;
        m_webSockets = nullptr;
        delete m_tcp.data();
        m_tcp = nullptr;
        m_session.reset();
    }

    void open(int sceneIndex, const Ndcg::Scene &scene, bool *opened)
    {
        *opened = m_session && m_session->open(sceneIndex, scene, now());
        if (*opened)
            sendQuestionToAll();
        emitTallyNow();
    }
    void close()
    {
        if (!m_session)
            return;
        m_session->close();
        sendQuestionToAll();
        emitTallyNow();
    }
    void reveal()
    {
        if (!m_session)
            return;
        m_session->reveal();
        // The projector first: the room waits for the histogram, and telling every device its
        // result (two messages each) takes ~10 ms with 300 devices (tests/bench/class-bench).
        emitTallyNow();
        sendQuestionToAll();
        for (auto it = m_socketOf.cbegin(); it != m_socketOf.cend(); ++it) {
            const QByteArray result = m_session->resultMessage(it.key());
            if (!result.isEmpty())
                send(it.value(), result);
        }
    }
    void clear()
    {
        if (!m_session)
            return;
        m_session->clear();
        sendQuestionToAll();
        emitTallyNow();
    }
    QList<AnswerRecord> records() const
    {
        return m_session ? m_session->records() : QList<AnswerRecord> {};
    }

signals:
    void tallyReady(const Ndcg::Class::Tally &tally);

private:
    struct SocketState
    {
        QString device; // empty until joined
    };

    qint64 now() const { return m_clock.elapsed(); }

    void send(QWebSocket *socket, const QByteArray &message)
    {
        if (socket)
            socket->sendTextMessage(QString::fromUtf8(message));
    }

    void sendQuestionToAll()
    {
        for (auto it = m_socketOf.cbegin(); it != m_socketOf.cend(); ++it)
            send(it.value(), m_session->questionMessage(it.key()));
    }

    void takeWebSockets()
    {
        while (m_webSockets && m_webSockets->hasPendingConnections()) {
            QWebSocket *socket = m_webSockets->nextPendingConnection();
            socket->setParent(this);
            socket->setMaxAllowedIncomingFrameSize(kMaxMessageBytes);
            socket->setMaxAllowedIncomingMessageSize(kMaxMessageBytes);
            if (socket->requestUrl().path() != QLatin1String("/ws")) {
                socket->abort();
                socket->deleteLater();
                continue;
            }
            m_sockets.insert(socket, {});
            connect(socket, &QWebSocket::textMessageReceived, this,
                [this, socket](const QString &text) { receive(socket, text.toUtf8()); });
            connect(socket, &QWebSocket::binaryMessageReceived, this,
                [this, socket](const QByteArray &) { drop(socket); });
            connect(socket, &QWebSocket::disconnected, this, [this, socket] { drop(socket); });
            QPointer<QWebSocket> guarded(socket);
            QTimer::singleShot(kJoinTimeoutMs, this, [this, guarded] {
                if (guarded && m_sockets.contains(guarded.data())
                    && m_sockets.value(guarded.data()).device.isEmpty())
                    drop(guarded.data());
            });
        }
    }

    void drop(QWebSocket *socket)
    {
        auto it = m_sockets.find(socket);
        if (it == m_sockets.end())
            return;
        const QString device = it->device;
        m_sockets.erase(it);
        if (!device.isEmpty() && m_socketOf.value(device) == socket)
            m_socketOf.remove(device);
        socket->disconnect(this);
        socket->abort();
        socket->deleteLater();
    }

    void receive(QWebSocket *socket, const QByteArray &message)
    {
        if (!m_session || !m_sockets.contains(socket))
            return;
        const QString device = m_sockets.value(socket).device;
        if (!device.isEmpty() && m_session->spend(device, now()) != Refusal::None)
            return send(socket, refusedMessage(Refusal::RateLimited));
        const auto parsed = parseStudentMessage(message);
        if (const auto *refusal = std::get_if<Refusal>(&parsed)) {
            send(socket, refusedMessage(*refusal));
            if (device.isEmpty())
                drop(socket); // anything but a join first closes the socket
            return;
        }
        const StudentMessage &student = std::get<StudentMessage>(parsed);
        if (student.type == StudentMessage::Type::Join) {
            const Refusal refusal
                = m_session->join(student.device, student.room, student.name, now());
            if (refusal != Refusal::None)
                return send(socket, refusedMessage(refusal));
            if (!device.isEmpty() && device != student.device && m_socketOf.value(device) == socket)
                m_socketOf.remove(device);
            if (QWebSocket *old = m_socketOf.value(student.device); old && old != socket)
                drop(old); // the same device again (a reconnect): the newer socket speaks
            m_sockets[socket].device = student.device;
            m_socketOf.insert(student.device, socket);
            send(socket, welcomeMessage(m_session->nicknames()));
            send(socket, m_session->questionMessage(student.device));
            const QByteArray result = m_session->resultMessage(student.device);
            if (!result.isEmpty())
                send(socket, result);
            scheduleTally();
            return;
        }
        if (device.isEmpty()) {
            send(socket, refusedMessage(Refusal::UnknownDevice));
            return drop(socket);
        }
        StudentMessage answer = student;
        answer.device = device;
        const Refusal refusal = m_session->answer(answer, now());
        if (refusal != Refusal::None)
            return send(socket, refusedMessage(refusal));
        send(socket, m_session->ackMessage(device));
        scheduleTally();
    }

    // At most one tally every kTallyIntervalMs while answers arrive.
    void scheduleTally()
    {
        // The answer that completes the class goes out at once: the projector's "30 of 30"
        // (and the teacher's R) need not wait out the interval.
        if (const auto question = m_session ? m_session->current() : std::nullopt;
            question && question->open) {
            const Tally now = m_session->tally(); // counts only while the question is open
            if (now.answered > 0 && now.answered == now.devices
                && now.answered != m_lastTallyAnswered)
                return emitTallyNow();
        }
        if (m_tallyTimer.isActive())
            return;
        const qint64 since = m_lastTally.isValid() ? m_lastTally.elapsed() : kTallyIntervalMs;
        if (since >= kTallyIntervalMs)
            return emitTallyNow();
        m_tallyTimer.setSingleShot(true);
        m_tallyTimer.setTimerType(Qt::PreciseTimer);
        disconnect(&m_tallyTimer, nullptr, this, nullptr);
        connect(&m_tallyTimer, &QTimer::timeout, this, &ServerWorker::emitTallyNow);
        m_tallyTimer.start(int(kTallyIntervalMs - since));
    }
    void emitTallyNow()
    {
        m_tallyTimer.stop();
        m_lastTally.start();
        if (m_session) {
            const Tally tally = m_session->tally();
            m_lastTallyAnswered = tally.answered;
            emit tallyReady(tally);
        }
    }

    std::unique_ptr<Session> m_session;
    QElapsedTimer m_clock;
    QElapsedTimer m_lastTally;
    int m_lastTallyAnswered = -1; // the answered count of the last tally sent
    QTimer m_tallyTimer {this};
    QPointer<GuardedTcpServer> m_tcp; // QHttpServer::bind() takes it as its child
    QHttpServer *m_http = nullptr;
    QWebSocketServer *m_webSockets = nullptr;
    QHash<QWebSocket *, SocketState> m_sockets;
    QHash<QString, QWebSocket *> m_socketOf; // each joined device's socket
};

ClassServer::ClassServer(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<Ndcg::Class::Tally>();
}

ClassServer::~ClassServer()
{
    stop();
}

Ndcg::Result<QUrl> ClassServer::start(const Options &options)
{
    stop();
    const quint64 seed
        = options.roomSeed ? options.roomSeed : QRandomGenerator::system()->generate64();
    const QString room = makeRoomCode(seed);
    m_thread = new QThread;
    m_thread->setObjectName("class-server");
    m_worker = new ServerWorker;
    m_worker->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &ServerWorker::tallyReady, this, [this](const Tally &tally) {
        m_tally = tally;
        emit tallyChanged(tally);
    });
    m_thread->start();
    std::optional<Ndcg::Result<QUrl>> result;
    QMetaObject::invokeMethod(
        m_worker, [&] { result.emplace(m_worker->start(options, room)); },
        Qt::BlockingQueuedConnection);
    if (!result->ok()) {
        const Ndcg::Error error = result->error();
        stop();
        return error;
    }
    m_joinUrl = result->value();
    m_roomCode = room;
    m_tally = {};
    return m_joinUrl;
}

void ClassServer::stop()
{
    if (!m_thread)
        return;
    ServerWorker *worker = m_worker;
    QMetaObject::invokeMethod(
        worker, [worker] { worker->stop(); }, Qt::BlockingQueuedConnection);
    m_thread->quit();
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    m_worker = nullptr;
    m_joinUrl = QUrl();
    m_roomCode.clear();
}

bool ClassServer::isRunning() const
{
    return m_thread != nullptr;
}

QUrl ClassServer::joinUrl() const
{
    return m_joinUrl;
}

QUrl ClassServer::qrUrl() const
{
    if (m_joinUrl.isEmpty())
        return {};
    QUrl url = m_joinUrl;
    url.setFragment(m_roomCode);
    return url;
}

QString ClassServer::roomCode() const
{
    return m_roomCode;
}

bool ClassServer::openQuestion(int sceneIndex, const Ndcg::Scene &scene)
{
    if (!m_worker)
        return false;
    bool opened = false;
    ServerWorker *worker = m_worker;
    QMetaObject::invokeMethod(
        worker, [&] { worker->open(sceneIndex, scene, &opened); }, Qt::BlockingQueuedConnection);
    return opened;
}

void ClassServer::closeQuestion()
{
    if (ServerWorker *worker = m_worker)
        QMetaObject::invokeMethod(
            worker, [worker] { worker->close(); }, Qt::QueuedConnection);
}

void ClassServer::reveal()
{
    if (ServerWorker *worker = m_worker)
        QMetaObject::invokeMethod(
            worker, [worker] { worker->reveal(); }, Qt::QueuedConnection);
}

void ClassServer::clearQuestion()
{
    if (ServerWorker *worker = m_worker)
        QMetaObject::invokeMethod(
            worker, [worker] { worker->clear(); }, Qt::QueuedConnection);
}

QList<AnswerRecord> ClassServer::records() const
{
    if (!m_worker)
        return {};
    QList<AnswerRecord> records;
    ServerWorker *worker = m_worker;
    QMetaObject::invokeMethod(
        worker, [&] { records = worker->records(); }, Qt::BlockingQueuedConnection);
    return records;
}

} // namespace Ndcg::Class

#include "classserver.moc"
