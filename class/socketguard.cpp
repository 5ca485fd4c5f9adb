#include "socketguard.h"

#include <QRegularExpression>
#include <QTcpSocket>

namespace Ndcg::Class {

namespace {

QList<QByteArray> headLines(const QByteArray &head)
{
    QList<QByteArray> lines = head.split('\n');
    for (QByteArray &line : lines)
        if (line.endsWith('\r'))
            line.chop(1);
    return lines;
}

} // namespace

bool headAcceptable(const QByteArray &head)
{
    const QList<QByteArray> lines = headLines(head);
    if (lines.isEmpty())
        return false;
    static const QRegularExpression requestLine(
        QStringLiteral("^(GET|HEAD) /[\\x21-\\x7e]* HTTP/1\\.[01]$"));
    if (!requestLine.match(QString::fromLatin1(lines.first())).hasMatch())
        return false;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray &line = lines.at(i);
        if (line.isEmpty())
            continue;
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0)
            return false;
        const QByteArray name = line.left(colon).trimmed().toLower();
        const QByteArray value = line.mid(colon + 1).trimmed();
        if (name == "transfer-encoding")
            return false;
        if (name == "content-length" && value != "0")
            return false;
    }
    return true;
}

bool headUpgrades(const QByteArray &head)
{
    for (const QByteArray &line : headLines(head)) {
        const qsizetype colon = line.indexOf(':');
        if (colon > 0 && line.left(colon).trimmed().toLower() == "upgrade"
            && line.mid(colon + 1).trimmed().toLower() == "websocket")
            return true;
    }
    return false;
}

GuardedTcpServer::GuardedTcpServer(int maxConnections, int maxRequestBytes, QObject *parent)
    : QTcpServer(parent)
    , m_maxConnections(maxConnections)
    , m_maxRequestBytes(maxRequestBytes)
{ }

void GuardedTcpServer::incomingConnection(qintptr descriptor)
{
    auto *socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
        socket->deleteLater();
        return;
    }
    if (m_connections >= m_maxConnections) {
        ++m_refused;
        socket->abort();
        socket->deleteLater();
        return;
    }
    ++m_connections;
    connect(socket, &QObject::destroyed, this, [this, socket] {
        --m_connections;
        m_heads.remove(socket);
    });
    connect(socket, &QAbstractSocket::disconnected, socket, &QObject::deleteLater);
    socket->setReadBufferSize(m_maxRequestBytes);
    watch(socket);
    addPendingConnection(socket);
}

// Connected before QHttpServer's own readyRead handler (it connects when it takes the socket),
// so it sees each chunk before the server reads it.
void GuardedTcpServer::watch(QTcpSocket *socket)
{
    m_heads.insert(socket, {});
    connect(socket, &QIODevice::readyRead, this, [this, socket] {
        auto it = m_heads.find(socket);
        if (it == m_heads.end())
            return;
        QByteArray &head = it.value();
        const QByteArray chunk = socket->peek(socket->bytesAvailable());
        qsizetype from = 0;
        while (from < chunk.size()) {
            const qsizetype room = m_maxRequestBytes - head.size();
            const qsizetype take = std::min<qsizetype>(room, chunk.size() - from);
            const qsizetype before = head.size();
            head.append(chunk.mid(from, take));
            const qsizetype end = head.indexOf("\r\n\r\n", std::max<qsizetype>(0, before - 3));
            if (end < 0) {
                if (head.size() >= m_maxRequestBytes)
                    return refuse(socket);
                return;
            }
            const QByteArray complete = head.left(end + 4);
            from += complete.size() - before;
            head.clear();
            if (!headAcceptable(complete))
                return refuse(socket);
            if (headUpgrades(complete)) {
                // From here on the socket carries WebSocket frames, limited by QWebSocket.
                m_heads.erase(it);
                disconnect(socket, &QIODevice::readyRead, this, nullptr);
                return;
            }
        }
    });
}

void GuardedTcpServer::refuse(QTcpSocket *socket)
{
    ++m_refused;
    m_heads.remove(socket);
    disconnect(socket, &QIODevice::readyRead, this, nullptr);
    socket->abort();
}

} // namespace Ndcg::Class
