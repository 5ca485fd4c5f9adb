#include "classserver.h"

#include <QFile>
#include <QNetworkInterface>

namespace Ndcg::Class {

namespace {

// The interface of the default route (destination 00000000 in /proc/net/route); empty if none.
QString defaultRouteInterface()
{
    QFile file(QStringLiteral("/proc/net/route"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    file.readLine(); // the header
    while (!file.atEnd()) {
        const QList<QByteArray> fields = file.readLine().simplified().split(' ');
        if (fields.size() > 1 && fields.at(1) == "00000000")
            return QString::fromLatin1(fields.at(0));
    }
    return {};
}

} // namespace

QList<NetworkChoice> networkChoices()
{
    const QString defaultInterface = defaultRouteInterface();
    QList<NetworkChoice> choices;
    for (const QNetworkInterface &interface : QNetworkInterface::allInterfaces()) {
        if (!(interface.flags() & QNetworkInterface::IsUp))
            continue;
        std::optional<QHostAddress> chosen;
        for (const QNetworkAddressEntry &entry : interface.addressEntries()) {
            const QHostAddress address = entry.ip();
            if (address.protocol() == QAbstractSocket::IPv4Protocol) {
                chosen = address;
                break;
            }
            if (!chosen && !address.isLinkLocal())
                chosen = address;
        }
        if (!chosen)
            continue;
        NetworkChoice choice;
        choice.name = interface.name();
        choice.address = *chosen;
        choice.label = QStringLiteral("%1 — %2").arg(choice.name, choice.address.toString());
        choice.loopback = interface.flags().testFlag(QNetworkInterface::IsLoopBack);
        choice.defaultRoute = !defaultInterface.isEmpty() && choice.name == defaultInterface;
        choices.append(choice);
    }
    std::stable_sort(
        choices.begin(), choices.end(), [](const NetworkChoice &a, const NetworkChoice &b) {
            const auto rank = [](const NetworkChoice &c) {
                return c.defaultRoute ? 0 : c.loopback ? 2 : 1;
            };
            return rank(a) < rank(b);
        });
    return choices;
}

} // namespace Ndcg::Class
