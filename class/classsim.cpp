// class-sim: simulated students for the class session (issue 23), for screenshots and demos.
//   class-sim URL ROOM --devices N --values 0.86,0.6,… [--choice] [--names]
// Connects N devices to the server at URL (the join address, "http://192.168.1.23:41234/"),
// each joins room ROOM and answers every open question with the values in turn (device i
// answers values[i % count]; with --choice the values are choice numbers, 0-based), then stays
// connected until killed. Prints one line per device answered on stderr.

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSet>
#include <QTimer>
#include <QUrl>
#include <QWebSocket>

#include <cstdio>

namespace {

struct Options
{
    QUrl wsUrl;
    QString room;
    QStringList values;
    bool choice = false;
    bool names = false;
};

QString randomDeviceId()
{
    static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    QString id;
    for (int i = 0; i < 32; ++i)
        id += QLatin1Char(alphabet[QRandomGenerator::global()->bounded(62)]);
    return id;
}

void startDevice(int index, const Options &options, QObject *parent)
{
    auto *socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, parent);
    const QString device = randomDeviceId();
    auto *answered = new QSet<QString>;
    QObject::connect(socket, &QObject::destroyed, [answered] { delete answered; });
    QObject::connect(socket, &QWebSocket::connected, socket, [=] {
        QJsonObject join {{"type", "join"}, {"room", options.room}, {"device", device}};
        if (options.names)
            join.insert("name", QStringLiteral("Student %1").arg(index + 1));
        socket->sendTextMessage(
            QString::fromUtf8(QJsonDocument(join).toJson(QJsonDocument::Compact)));
    });
    QObject::connect(socket, &QWebSocket::textMessageReceived, socket, [=](const QString &text) {
        const QJsonObject message = QJsonDocument::fromJson(text.toUtf8()).object();
        const QString type = message.value("type").toString();
        if (type == "refused") {
            std::fprintf(stderr, "device %d refused: %s\n", index + 1,
                qPrintable(message.value("reason").toString()));
            return;
        }
        if (type != "question" || !message.value("open").toBool())
            return;
        const QString id = message.value("id").toString();
        if (answered->contains(id) || options.values.isEmpty())
            return;
        answered->insert(id);
        const QString value = options.values.at(index % options.values.size());
        QJsonObject answer {{"type", "answer"}, {"question", id}};
        if (options.choice)
            answer.insert("choice", value.toInt());
        else
            answer.insert("value", value);
        // Answers arrive over a second or two, as in a room.
        const int delay = QRandomGenerator::global()->bounded(1500);
        QTimer::singleShot(delay, socket, [=] {
            socket->sendTextMessage(
                QString::fromUtf8(QJsonDocument(answer).toJson(QJsonDocument::Compact)));
            std::fprintf(stderr, "device %d answered %s\n", index + 1, qPrintable(value));
        });
    });
    QObject::connect(socket, &QWebSocket::disconnected, socket,
        [=] { std::fprintf(stderr, "device %d disconnected\n", index + 1); });
    socket->open(options.wsUrl);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription("Simulated students for NDCG Explorer's class session.");
    parser.addHelpOption();
    parser.addPositionalArgument("URL", "The join address, e.g. http://192.168.1.23:41234/");
    parser.addPositionalArgument("ROOM", "The room code");
    parser.addOption({"devices", "How many devices (default 10).", "N", "10"});
    parser.addOption({"values", "The answers, comma-separated, given in turn.", "LIST"});
    parser.addOption({"choice", "The values are choice numbers (0-based)."});
    parser.addOption({"names", "Join with nicknames (Student 1, Student 2, …)."});
    parser.process(app);
    const QStringList args = parser.positionalArguments();
    if (args.size() != 2) {
        std::fprintf(stderr, "class-sim: URL and ROOM are needed (see --help)\n");
        return 2;
    }
    Options options;
    QUrl url(args.at(0));
    if (!url.isValid() || url.host().isEmpty()) {
        std::fprintf(stderr, "class-sim: %s is not an address\n", qPrintable(args.at(0)));
        return 2;
    }
    url.setScheme(url.scheme() == "https" ? "wss" : "ws");
    url.setPath("/ws");
    url.setFragment({});
    options.wsUrl = url;
    options.room = args.at(1);
    options.values = parser.value("values").split(',', Qt::SkipEmptyParts);
    options.choice = parser.isSet("choice");
    options.names = parser.isSet("names");
    bool ok = false;
    const int devices = parser.value("devices").toInt(&ok);
    if (!ok || devices < 1 || devices > 1000) {
        std::fprintf(stderr, "class-sim: --devices takes 1 to 1000\n");
        return 2;
    }
    for (int i = 0; i < devices; ++i)
        QTimer::singleShot(i * 20, &app, [i, options, &app] { startDevice(i, options, &app); });
    return app.exec();
}
