#pragma once

// The guard in front of Qt HttpServer 6.4, which accumulates a request of any size: the
// listening socket hands QHttpServer only sockets it watches (class/classserver.h's Safety).

#include <QByteArray>
#include <QHash>
#include <QTcpServer>

class QTcpSocket;

namespace Ndcg::Class {

class GuardedTcpServer : public QTcpServer
{
    Q_OBJECT
public:
    explicit GuardedTcpServer(int maxConnections, int maxRequestBytes, QObject *parent = nullptr);
    int connections() const { return m_connections; }
    // Connections refused so far (too many, too long a head, a body, a malformed head).
    int refused() const { return m_refused; }

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    void watch(QTcpSocket *socket);
    void refuse(QTcpSocket *socket);

    int m_maxConnections;
    int m_maxRequestBytes;
    int m_connections = 0;
    int m_refused = 0;
    QHash<QTcpSocket *, QByteArray> m_heads; // the head read so far, per HTTP socket
};

// Whether a complete request head (up to its blank line) may go on: a request line
// "METHOD /path HTTP/1.x", a GET or HEAD, no body (Content-Length > 0 or Transfer-Encoding).
bool headAcceptable(const QByteArray &head);
// Whether the head asks for a WebSocket (after it, the socket carries frames).
bool headUpgrades(const QByteArray &head);

} // namespace Ndcg::Class
