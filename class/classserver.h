#pragma once

// The class session's server (issue 23): a small web server on the local network, only while
// the teacher has it on. Qt HttpServer serves the student page (`:/class/index.html`,
// `class.js`, `class.css`: nothing loaded from outside) and upgrades `/ws` to a WebSocket that
// carries the protocol of `core/classsession.h`. It runs on a thread of its own, which owns the
// `Ndcg::Class::Session`; the window talks to it only through this object, on the window's
// thread, and hears back through tallyChanged() (at most every 50 ms while answers arrive, and
// at once after open/close/reveal).
//
// Safety: only the room code admits (a WebSocket that has not joined within 10 s, or sends
// anything but a join first, is closed); the teacher's controls are these functions, never a
// message; per device the Session's rate limit; an HTTP connection that sends more than
// kMaxRequestBytes before its request is complete, a request with a body, or a malformed one is
// refused and closed; a WebSocket frame or message over kMaxMessageBytes closes that socket; at
// most kMaxConnections sockets at once; nothing is written to disk. stop() (and the destructor)
// closes every socket and the listening port.
//
// The library `ndcg_class` (class/) links core, Qt Network, HttpServer, WebSockets and
// libqrencode; ui links it.

#include "breakdown.h" // Ndcg::Result, Ndcg::Error
#include "classsession.h"

#include <QHostAddress>
#include <QImage>
#include <QObject>
#include <QString>
#include <QUrl>

#include <memory>

class QThread;

namespace Ndcg::Class {

inline constexpr int kMaxRequestBytes = 16 * 1024; // an HTTP request's head
inline constexpr int kMaxConnections = 600; // sockets at once (kMaxDevices and their pages)

// A network interface the server can listen on, as the teacher picks it.
struct NetworkChoice
{
    QString name; // "wlan0", "lo"
    QString label; // "wlan0 — 192.168.1.23" (the default route's first)
    QHostAddress address; // IPv4 preferred
    bool defaultRoute = false; // the interface of the default route (/proc/net/route)
    bool loopback = false;
};
// Every interface up with an address; the default route's first, loopback last.
QList<NetworkChoice> networkChoices();

// A QR code of `text` (libqrencode, error correction M): black modules on white with a quiet
// zone of 4 modules, each module `moduleSize` pixels.
QImage qrCode(const QString &text, int moduleSize);

class ServerWorker; // the thread's object

class ClassServer : public QObject
{
    Q_OBJECT
public:
    explicit ClassServer(QObject *parent = nullptr);
    ~ClassServer() override; // stops

    struct Options
    {
        QHostAddress address = QHostAddress::LocalHost;
        quint16 port = 0; // 0: any free port
        bool nicknames = false;
        quint64 roomSeed = 0; // 0: from QRandomGenerator::system() (tests give one)
    };
    // Listens. An error (the port in use, the address gone) says what; nothing is running then.
    Ndcg::Result<QUrl> start(const Options &options);
    void stop();
    bool isRunning() const;

    // "http://192.168.1.23:41234/" and the room code; the QR code holds joinUrl() with the
    // room code as its fragment ("…/#K7PM2Q"), which the page fills in.
    QUrl joinUrl() const;
    QUrl qrUrl() const;
    QString roomCode() const;

    // The teacher's controls (the window's thread; queued to the server's).
    // False when the scene has no question whose answer the core computes (nothing opened).
    bool openQuestion(int sceneIndex, const Ndcg::Scene &scene);
    void closeQuestion();
    void reveal();
    void clearQuestion();

    // The last tally received (before the reveal: the counts only).
    Ndcg::Class::Tally tally() const { return m_tally; }
    // Every answer of the session so far (blocks until the server's thread answers).
    QList<Ndcg::Class::AnswerRecord> records() const;

signals:
    void tallyChanged(const Ndcg::Class::Tally &tally);
    // The server stopped by itself (the interface went away): why, in one sentence.
    void failed(const QString &message);

private:
    Ndcg::Class::Tally m_tally;
    QThread *m_thread = nullptr;
    ServerWorker *m_worker = nullptr; // lives on m_thread
    QUrl m_joinUrl;
    QString m_roomCode;
};

} // namespace Ndcg::Class

Q_DECLARE_METATYPE(Ndcg::Class::Tally)
