// Tests of the class session's server (class/classserver.h) on loopback: the page and its
// headers, and the bad input of issue 23 (a wrong room code, oversized, bodied and malformed
// HTTP requests, an oversized WebSocket frame, 50 answers a second from one device, script in
// a nickname) leaves the open question and every other device's answer as they were.

#include "classserver.h"
#include "lesson.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>
#include <QWebSocket>

using namespace Ndcg;
using namespace Ndcg::Class;

namespace {

struct Client
{
    QWebSocket socket;
    QList<QJsonObject> received;
    Client(const QUrl &join)
    {
        QObject::connect(&socket, &QWebSocket::textMessageReceived, [this](const QString &t) {
            received.append(QJsonDocument::fromJson(t.toUtf8()).object());
        });
        QUrl url = join;
        url.setScheme("ws");
        url.setPath("/ws");
        socket.open(url);
    }
    void send(const QJsonObject &o)
    {
        socket.sendTextMessage(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)));
    }
    int count(const QString &type) const
    {
        return int(std::count_if(received.cbegin(), received.cend(),
            [&](const QJsonObject &o) { return o.value("type") == type; }));
    }
    QJsonObject last(const QString &type) const
    {
        for (auto it = received.crbegin(); it != received.crend(); ++it)
            if (it->value("type") == type)
                return *it;
        return {};
    }
};

// Sends raw bytes over HTTP; the reply (empty when the server closed without one).
QByteArray rawHttp(const QUrl &url, const QByteArray &request)
{
    QTcpSocket socket;
    socket.connectToHost(url.host(), quint16(url.port()));
    if (!socket.waitForConnected(3000))
        return "no connection";
    socket.write(request);
    QByteArray reply;
    QElapsedTimer timer;
    timer.start();
    while (socket.state() == QAbstractSocket::ConnectedState && timer.elapsed() < 3000) {
        if (socket.waitForReadyRead(200))
            reply += socket.readAll();
        if (reply.contains("\r\n\r\n"))
            break;
    }
    return reply;
}

} // namespace

class TestClassServer : public QObject
{
    Q_OBJECT
private slots:
    void pageAndHeaders();
    void badHttpRequestsAreClosed();
    void badInputLeavesTheClassAsItWas();
};

void TestClassServer::pageAndHeaders()
{
    ClassServer server;
    const auto url = server.start({});
    QVERIFY2(url, url ? "" : qPrintable(url.error().message));
    const QByteArray page = rawHttp(*url, "GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    QVERIFY2(page.startsWith("HTTP/1.1 200"), page.constData());
    QVERIFY(page.contains("Content-Security-Policy: default-src 'self'"));
    QVERIFY(page.contains("X-Content-Type-Options: nosniff"));
    QVERIFY(page.contains("Cache-Control: no-store"));
    QVERIFY(rawHttp(*url, "GET /nothing HTTP/1.1\r\nHost: x\r\n\r\n").startsWith("HTTP/1.1 404"));
}

// Oversized, bodied and malformed HTTP requests: closed without a reply; the page still served.
void TestClassServer::badHttpRequestsAreClosed()
{
    ClassServer server;
    const auto url = server.start({});
    QVERIFY(url);
    QCOMPARE(rawHttp(*url, "GET / HTTP/1.1\r\nX: " + QByteArray(kMaxRequestBytes + 10, 'a')),
        QByteArray());
    QCOMPARE(rawHttp(*url, "POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello"), QByteArray());
    QCOMPARE(rawHttp(*url, "GET / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"), QByteArray());
    QCOMPARE(rawHttp(*url, "HELLO\r\n\r\n"), QByteArray());
    QVERIFY(rawHttp(*url, "GET / HTTP/1.1\r\nHost: x\r\n\r\n").startsWith("HTTP/1.1 200"));
}

void TestClassServer::badInputLeavesTheClassAsItWas()
{
    const auto lesson = loadLesson(lessonIds().first());
    QVERIFY(lesson);
    int sceneIndex = -1;
    for (int i = 0; i < lesson->scenes.size() && sceneIndex < 0; ++i) {
        const auto answer = answerQuestion(lesson->scenes.at(i));
        if (answer && answer->value)
            sceneIndex = i;
    }
    QVERIFY(sceneIndex >= 0);
    const Scene &scene = lesson->scenes.at(sceneIndex);
    const double exact = *answerQuestion(scene)->value;

    ClassServer server;
    ClassServer::Options options;
    options.nicknames = true;
    options.roomSeed = 42;
    const auto url = server.start(options);
    QVERIFY(url);
    QVERIFY(server.openQuestion(sceneIndex, scene));

    // A good device joins and answers the exact value.
    Client good(*url);
    QTRY_VERIFY(good.socket.state() == QAbstractSocket::ConnectedState);
    good.send({{"type", "join"}, {"room", server.roomCode()}, {"device", "good-device-0123456789"},
        {"name", "Mei"}});
    QTRY_COMPARE(good.count("question"), 1);
    const QString questionId = good.last("question").value("id").toString();
    good.send(
        {{"type", "answer"}, {"question", questionId}, {"value", QString::number(exact, 'g', 17)}});
    QTRY_COMPARE(good.count("ack"), 1);

    // A wrong room code is refused.
    Client wrong(*url);
    QTRY_VERIFY(wrong.socket.state() == QAbstractSocket::ConnectedState);
    wrong.send({{"type", "join"}, {"room", "ZZZZZZ"}, {"device", "wrong-device-0123456789"}});
    QTRY_COMPARE(wrong.last("refused").value("reason").toString(), QString("wrong-room"));

    // Oversized, bodied and malformed HTTP requests: closed without a reply.
    QCOMPARE(rawHttp(*url, "GET / HTTP/1.1\r\nX: " + QByteArray(kMaxRequestBytes + 10, 'a')),
        QByteArray());
    QCOMPARE(rawHttp(*url, "POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello"), QByteArray());
    QCOMPARE(rawHttp(*url, "HELLO\r\n\r\n"), QByteArray());

    // A WebSocket frame over kMaxMessageBytes closes that socket.
    Client big(*url);
    QTRY_VERIFY(big.socket.state() == QAbstractSocket::ConnectedState);
    big.socket.sendTextMessage(QString(kMaxMessageBytes * 4, QLatin1Char('x')));
    QTRY_VERIFY(big.socket.state() == QAbstractSocket::UnconnectedState);

    // Malformed WebSocket frames after a real handshake (a reserved opcode, reserved bits set,
    // a text frame that is not UTF-8): each answered with a close frame and closed.
    const QList<QByteArray> frames {QByteArray("\x83\x80\x01\x02\x03\x04", 6),
        QByteArray(16, '\xff'), QByteArray("\x81\x82\0\0\0\0\xc3\x28", 8)};
    for (const QByteArray &frame : frames) {
        QTcpSocket raw;
        raw.connectToHost(url->host(), quint16(url->port()));
        QVERIFY(raw.waitForConnected(3000));
        raw.write(
            "GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n");
        QByteArray reply;
        QElapsedTimer timer;
        timer.start();
        while (!reply.contains("\r\n\r\n") && timer.elapsed() < 3000 && raw.waitForReadyRead(200))
            reply += raw.readAll();
        QVERIFY2(reply.startsWith("HTTP/1.1 101"), reply.constData());
        raw.write(frame);
        QByteArray after = reply.mid(reply.indexOf("\r\n\r\n") + 4);
        timer.restart();
        while (raw.state() == QAbstractSocket::ConnectedState && timer.elapsed() < 3000) {
            if (raw.waitForReadyRead(200))
                after += raw.readAll();
            if (after.startsWith('\x88'))
                break;
        }
        // A close frame (0x88) with 1002 (protocol error) or 1007 (invalid payload): the
        // WebSocket layer's refusal, not the session's (which answers in words or aborts).
        const QByteArray code = after.mid(2, 2);
        QVERIFY2(after.startsWith('\x88') && (code == "\x03\xea" || code == "\x03\xef"),
            qPrintable(
                QStringLiteral("frame %1: %2")
                    .arg(QString::fromLatin1(frame.toHex()), QString::fromLatin1(after.toHex()))));
    }

    // 50 answers a second from one device: most refused, its first answer stays.
    Client flood(*url);
    QTRY_VERIFY(flood.socket.state() == QAbstractSocket::ConnectedState);
    flood.send({{"type", "join"}, {"room", server.roomCode()},
        {"device", "flood-device-0123456789"}, {"name", "<img src=x onerror=1>"}});
    QTRY_COMPARE(flood.count("question"), 1);
    for (int i = 0; i < 50; ++i) {
        flood.send({{"type", "answer"}, {"question", questionId}, {"value", QString::number(i)}});
        QTest::qWait(20);
    }
    QTRY_VERIFY(flood.count("ack") + flood.count("refused") >= 50);
    QVERIFY2(flood.count("refused") >= 35, qPrintable(QString::number(flood.count("refused"))));

    // The question and the good device's answer are as they were.
    QTRY_COMPARE(server.tally().answered, 2);
    QCOMPARE(server.tally().questionId, questionId);
    QVERIFY(server.tally().open);
    const QList<AnswerRecord> records = server.records();
    QCOMPARE(records.size(), 2);
    QCOMPARE(records.at(0).nickname, QString("Mei"));
    QCOMPARE(records.at(0).answer.toDouble(), exact);
    QVERIFY(records.at(0).right);
    QCOMPARE(records.at(1).nickname, QString("<img src=x onerror=1>")); // text, never HTML
    QVERIFY(good.socket.state() == QAbstractSocket::ConnectedState);
}

QTEST_GUILESS_MAIN(TestClassServer)
#include "tst_classserver.moc"
