#include "chromiumdriver.h"

#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QWebSocket>

#include <signal.h>
#include <sys/prctl.h>
#include <unistd.h>

namespace {

constexpr int kStartTimeoutMs = 30000; // a cold start under the sanitizers on a busy machine
constexpr int kStderrTailChars = 4096;

// Runs the event loop for `ms` (the app under test keeps running meanwhile).
void pause(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

// Sends SIGKILL to every process whose command line holds `profile` (a unique temporary
// directory: only the chromium this driver started); how many there were.
int killProfileProcesses(const QString &profile)
{
    int killed = 0;
    const QByteArray needle = profile.toLocal8Bit();
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
    for (const QString &entry : entries) {
        bool number = false;
        const qint64 pid = entry.toLongLong(&number);
        if (!number || pid <= 1 || pid == qint64(::getpid()))
            continue;
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(entry));
        if (!cmdline.open(QIODevice::ReadOnly))
            continue;
        if (cmdline.readAll().contains(needle) && ::kill(pid_t(pid), SIGKILL) == 0)
            ++killed;
    }
    return killed;
}

} // namespace

ChromiumDriver::ChromiumDriver(QObject *parent)
    : QObject(parent)
{ }

QString ChromiumDriver::jsString(const QString &text)
{
    const QByteArray array = QJsonDocument(QJsonArray {text}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(array.mid(1, array.size() - 2));
}

ChromiumDriver::~ChromiumDriver()
{
    stop();
}

QString ChromiumDriver::executable()
{
    const QString given = qEnvironmentVariable("NDCG_CHROMIUM");
    if (!given.isEmpty())
        return QFileInfo(given).isExecutable() ? given : QString();
    QString found = QStandardPaths::findExecutable(QStringLiteral("chromium"));
    if (found.isEmpty() && QFileInfo(QStringLiteral("/usr/bin/chromium")).isExecutable())
        found = QStringLiteral("/usr/bin/chromium");
    return found;
}

bool ChromiumDriver::isRunning() const
{
    return m_process && m_process->state() == QProcess::Running;
}

QString ChromiumDriver::start(const QString &language)
{
    stop();
    const QString program = executable();
    if (program.isEmpty() && !qEnvironmentVariableIsEmpty("NDCG_CHROMIUM"))
        return QStringLiteral("NDCG_CHROMIUM=%1 is not an executable file")
            .arg(qEnvironmentVariable("NDCG_CHROMIUM"));
    if (program.isEmpty())
        return QStringLiteral("chromium is not installed: neither `chromium` on PATH nor "
                              "/usr/bin/chromium (scripts/setup installs it; NDCG_CHROMIUM names "
                              "another)");
    m_profile = std::make_unique<QTemporaryDir>();
    if (!m_profile->isValid())
        return QStringLiteral("no temporary directory for chromium's profile: %1")
            .arg(m_profile->errorString());

    QStringList arguments {QStringLiteral("--headless=new"), QStringLiteral("--no-sandbox"),
        QStringLiteral("--disable-gpu"), QStringLiteral("--remote-debugging-port=0"),
        QStringLiteral("--user-data-dir=") + m_profile->path(), QStringLiteral("--no-first-run"),
        QStringLiteral("--no-default-browser-check"), QStringLiteral("--disable-extensions"),
        QStringLiteral("--disable-background-networking"), QStringLiteral("--disable-sync"),
        QStringLiteral("--hide-scrollbars"), QStringLiteral("--mute-audio")};
    if (!language.isEmpty()) {
        arguments << QStringLiteral("--lang=") + language
                  << QStringLiteral("--accept-lang=") + language;
    }
    arguments << QStringLiteral("about:blank");

    m_process = new QProcess(this);
    m_process->setProgram(program);
    m_process->setArguments(arguments);
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    m_process->setStandardOutputFile(QProcess::nullDevice());
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    if (!language.isEmpty())
        environment.insert(QStringLiteral("LANGUAGE"), QString(language).replace('-', '_'));
    m_process->setProcessEnvironment(environment);
    // A process group of its own: the destructor kills chromium's helpers with it. And should
    // the test itself crash (no destructor), the kernel kills chromium with it.
    m_process->setChildProcessModifier([] {
        ::setpgid(0, 0);
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    });

    QString devtools;
    QEventLoop loop;
    QTimer timer;
    timer.setSingleShot(true);
    connect(&timer, &QTimer::timeout, &loop, &QEventLoop::quit);
    const QMetaObject::Connection listening
        = connect(m_process, &QProcess::readyReadStandardError, this, [this, &devtools, &loop] {
              m_stderrTail += QString::fromLocal8Bit(m_process->readAllStandardError());
              if (devtools.isEmpty()) {
                  static const QRegularExpression line(
                      QStringLiteral("DevTools listening on (ws://\\S+)"));
                  const QRegularExpressionMatch match = line.match(m_stderrTail);
                  if (match.hasMatch()) {
                      devtools = match.captured(1);
                      loop.quit();
                  }
              }
              if (m_stderrTail.size() > kStderrTailChars)
                  m_stderrTail = m_stderrTail.right(kStderrTailChars);
          });
    connect(m_process, &QProcess::finished, &loop, &QEventLoop::quit);
    connect(m_process, &QProcess::errorOccurred, &loop, &QEventLoop::quit);
    m_process->start();
    if (!m_process->waitForStarted(kStartTimeoutMs)) {
        const QString error = QStringLiteral("chromium (%1) could not be started: %2")
                                  .arg(program, m_process->errorString());
        stop();
        return error;
    }
    timer.start(kStartTimeoutMs);
    while (devtools.isEmpty() && timer.isActive() && m_process->state() == QProcess::Running)
        loop.exec();
    // From now on only the tail of what chromium writes is kept (the lambda above holds locals).
    disconnect(listening);
    connect(m_process, &QProcess::readyReadStandardError, this, [this] {
        m_stderrTail += QString::fromLocal8Bit(m_process->readAllStandardError());
        if (m_stderrTail.size() > kStderrTailChars)
            m_stderrTail = m_stderrTail.right(kStderrTailChars);
    });
    if (devtools.isEmpty()) {
        const QString why = m_process->state() == QProcess::Running
            ? QStringLiteral("did not say \"DevTools listening on ws://…\" within %1 s")
                  .arg(kStartTimeoutMs / 1000)
            : QStringLiteral("exited with status %1 before DevTools listened")
                  .arg(m_process->exitCode());
        const QString output = m_stderrTail.trimmed().right(600);
        const QString error
            = QStringLiteral("chromium (%1) %2; %3")
                  .arg(program, why,
                      output.isEmpty() ? QStringLiteral("it wrote nothing")
                                       : QStringLiteral("its last output: ") + output);
        stop();
        return error;
    }

    m_socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
    connect(m_socket, &QWebSocket::textMessageReceived, this, &ChromiumDriver::onMessage);
    {
        QEventLoop connecting;
        connect(m_socket, &QWebSocket::connected, &connecting, &QEventLoop::quit);
        connect(m_socket, qOverload<QAbstractSocket::SocketError>(&QWebSocket::error), &connecting,
            &QEventLoop::quit);
        QTimer::singleShot(10000, &connecting, &QEventLoop::quit);
        m_socket->open(QUrl(devtools));
        connecting.exec();
    }
    if (m_socket->state() != QAbstractSocket::ConnectedState) {
        const QString error = QStringLiteral("chromium's DevTools at %1 refused the connection: %2")
                                  .arg(devtools, m_socket->errorString());
        stop();
        return error;
    }
    // A page of our own, attached with a flat session: its commands carry "sessionId".
    const QJsonObject target = call(QStringLiteral("Target.createTarget"),
        {{QStringLiteral("url"), QStringLiteral("about:blank")}}, 10000, true);
    const QString targetId = target.value(QStringLiteral("targetId")).toString();
    if (targetId.isEmpty()) {
        const QString error = QStringLiteral("chromium opened no page: %1").arg(m_lastError);
        stop();
        return error;
    }
    const QJsonObject attached = call(QStringLiteral("Target.attachToTarget"),
        {{QStringLiteral("targetId"), targetId}, {QStringLiteral("flatten"), true}}, 10000, true);
    m_sessionId = attached.value(QStringLiteral("sessionId")).toString();
    if (m_sessionId.isEmpty()) {
        const QString error
            = QStringLiteral("chromium's page could not be attached: %1").arg(m_lastError);
        stop();
        return error;
    }
    m_lastError.clear();
    return {};
}

void ChromiumDriver::stop()
{
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
        delete m_socket;
        m_socket = nullptr;
    }
    if (m_process) {
        m_process->disconnect(this);
        if (m_process->state() != QProcess::NotRunning) {
            // The leader is not reaped yet, so its group id is still ours: every process of the
            // group (the browser, its zygotes and renderers) gets the signal at once.
            const qint64 pid = m_process->processId();
            if (pid > 0)
                ::kill(-pid_t(pid), SIGKILL);
            m_process->kill();
            m_process->waitForFinished(10000);
        }
        delete m_process;
        m_process = nullptr;
    }
    if (m_profile) {
        // chrome_crashpad_handler leaves the group (a session of its own) and writes into the
        // profile: it is ours when its command line names our profile.
        for (int round = 0; round < 40 && killProfileProcesses(m_profile->path()) > 0; ++round)
            pause(50);
    }
    m_profile.reset(); // removes the profile
    m_sessionId.clear();
    m_replies.clear();
}

void ChromiumDriver::onMessage(const QString &text)
{
    const QJsonObject message = QJsonDocument::fromJson(text.toUtf8()).object();
    const QJsonValue id = message.value(QStringLiteral("id"));
    if (id.isDouble())
        m_replies.insert(id.toInt(), message);
    // Events are not needed: the driver polls the page's state.
}

QJsonObject ChromiumDriver::call(
    const QString &method, const QJsonObject &params, int timeoutMs, bool browser)
{
    m_lastError.clear();
    if (!m_socket || m_socket->state() != QAbstractSocket::ConnectedState) {
        m_lastError = QStringLiteral("%1: chromium is not running").arg(method);
        return {};
    }
    const int id = m_nextId++;
    QJsonObject message {{QStringLiteral("id"), id}, {QStringLiteral("method"), method},
        {QStringLiteral("params"), params}};
    if (!browser)
        message.insert(QStringLiteral("sessionId"), m_sessionId);
    m_socket->sendTextMessage(
        QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));

    QEventLoop loop;
    QTimer timer;
    timer.setSingleShot(true);
    connect(&timer, &QTimer::timeout, &loop, &QEventLoop::quit);
    connect(m_socket, &QWebSocket::textMessageReceived, &loop, &QEventLoop::quit);
    connect(m_socket, &QWebSocket::disconnected, &loop, &QEventLoop::quit);
    timer.start(timeoutMs);
    while (!m_replies.contains(id) && timer.isActive()
        && m_socket->state() == QAbstractSocket::ConnectedState)
        loop.exec();
    if (!m_replies.contains(id)) {
        m_lastError = m_socket->state() == QAbstractSocket::ConnectedState
            ? QStringLiteral("%1: no reply within %2 ms").arg(method).arg(timeoutMs)
            : QStringLiteral("%1: chromium closed the connection (%2)")
                  .arg(method, m_stderrTail.trimmed().right(300));
        return {};
    }
    const QJsonObject reply = m_replies.take(id);
    if (reply.contains(QStringLiteral("error"))) {
        m_lastError = QStringLiteral("%1: %2").arg(method,
            reply.value(QStringLiteral("error"))
                .toObject()
                .value(QStringLiteral("message"))
                .toString());
        return {};
    }
    return reply.value(QStringLiteral("result")).toObject();
}

bool ChromiumDriver::navigate(const QUrl &url, int timeoutMs)
{
    const QString href = url.toString(QUrl::FullyEncoded);
    const QJsonObject result
        = call(QStringLiteral("Page.navigate"), {{QStringLiteral("url"), href}}, timeoutMs);
    if (!ok())
        return false;
    const QString errorText = result.value(QStringLiteral("errorText")).toString();
    if (!errorText.isEmpty()) {
        m_lastError = QStringLiteral("Page.navigate to %1: %2").arg(href, errorText);
        return false;
    }
    return waitFor(QStringLiteral("document.readyState === 'complete' && location.href === %1")
                       .arg(jsString(href)),
        timeoutMs);
}

QJsonValue ChromiumDriver::evaluate(const QString &expression, int timeoutMs)
{
    const QJsonObject result = call(QStringLiteral("Runtime.evaluate"),
        {{QStringLiteral("expression"), expression}, {QStringLiteral("returnByValue"), true},
            {QStringLiteral("awaitPromise"), true}},
        timeoutMs);
    if (!ok())
        return QJsonValue(QJsonValue::Undefined);
    if (result.contains(QStringLiteral("exceptionDetails"))) {
        const QJsonObject details = result.value(QStringLiteral("exceptionDetails")).toObject();
        QString what = details.value(QStringLiteral("exception"))
                           .toObject()
                           .value(QStringLiteral("description"))
                           .toString();
        if (what.isEmpty())
            what = details.value(QStringLiteral("text")).toString();
        m_lastError = QStringLiteral("%1 threw: %2").arg(expression.left(200), what);
        return QJsonValue(QJsonValue::Undefined);
    }
    const QJsonObject value = result.value(QStringLiteral("result")).toObject();
    if (!value.contains(QStringLiteral("value")))
        return QJsonValue(QJsonValue::Undefined);
    return value.value(QStringLiteral("value"));
}

bool ChromiumDriver::waitFor(const QString &condition, int timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    const QString expression = QStringLiteral("Boolean(%1)").arg(condition);
    QString lastError;
    for (;;) {
        const QJsonValue value = evaluate(expression, qMax(1000, timeoutMs));
        if (value.toBool(false))
            return true;
        if (!ok()) {
            lastError = m_lastError;
            if (!isRunning())
                return false;
        }
        if (clock.elapsed() > timeoutMs) {
            m_lastError = QStringLiteral("waited %1 ms for %2%3")
                              .arg(timeoutMs)
                              .arg(condition.left(300),
                                  lastError.isEmpty()
                                      ? QString()
                                      : QStringLiteral(" (") + lastError + QStringLiteral(")"));
            return false;
        }
        pause(50);
    }
}

bool ChromiumDriver::setDeviceMetrics(int width, int height, double deviceScaleFactor, bool mobile)
{
    call(QStringLiteral("Emulation.setDeviceMetricsOverride"),
        {{QStringLiteral("width"), width}, {QStringLiteral("height"), height},
            {QStringLiteral("deviceScaleFactor"), deviceScaleFactor},
            {QStringLiteral("mobile"), mobile}});
    return ok();
}

bool ChromiumDriver::setAcceptLanguage(const QString &languages)
{
    const QJsonObject version = call(QStringLiteral("Browser.getVersion"), {}, 10000, true);
    if (!ok())
        return false;
    call(QStringLiteral("Emulation.setUserAgentOverride"),
        {{QStringLiteral("userAgent"), version.value(QStringLiteral("userAgent")).toString()},
            {QStringLiteral("acceptLanguage"), languages}});
    if (!ok())
        return false;
    call(QStringLiteral("Emulation.setLocaleOverride"),
        {{QStringLiteral("locale"), languages.section(QLatin1Char(','), 0, 0).trimmed()}});
    return ok();
}

bool ChromiumDriver::screenshot(const QString &path)
{
    const QJsonObject result = call(QStringLiteral("Page.captureScreenshot"),
        {{QStringLiteral("format"), QStringLiteral("png")}}, 20000);
    if (!ok())
        return false;
    const QByteArray png
        = QByteArray::fromBase64(result.value(QStringLiteral("data")).toString().toLatin1());
    if (!png.startsWith("\x89PNG")) {
        m_lastError = QStringLiteral("Page.captureScreenshot gave no PNG");
        return false;
    }
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(png) != png.size()) {
        m_lastError = QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}
