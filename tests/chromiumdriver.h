#pragma once

// A small Chrome DevTools Protocol client for tests (Qt only: QProcess, QWebSocket, JSON): it
// starts Debian's headless `chromium` with a profile of its own in a temporary directory, reads
// the "DevTools listening on ws://…" line from its standard error, opens a page target (attached
// with a flat session on the browser's WebSocket) and drives it: navigate, evaluate, wait for a
// condition, device metrics, the browser's languages, screenshots. The destructor kills chromium
// and every process of its process group, and removes the profile.
//
//   ChromiumDriver chromium;
//   if (const QString error = chromium.start(); !error.isEmpty())
//       QSKIP(qPrintable(error));
//   QVERIFY2(chromium.navigate(url), qPrintable(chromium.lastError()));
//   QCOMPARE(chromium.evaluate("document.title").toString(), "…");

#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QObject>
#include <QString>
#include <QUrl>

#include <memory>

class QProcess;
class QTemporaryDir;
class QWebSocket;

class ChromiumDriver : public QObject
{
    Q_OBJECT
public:
    explicit ChromiumDriver(QObject *parent = nullptr);
    ~ChromiumDriver() override; // kills chromium (its process group) and removes its profile

    // `text` as a JavaScript string literal (quotes, backslashes and line breaks escaped).
    static QString jsString(const QString &text);

    // `chromium` on PATH or /usr/bin/chromium (NDCG_CHROMIUM overrides); empty when none.
    static QString executable();

    // Starts chromium and opens a page. `language` ("zh-CN"; empty: English) is given to
    // --lang and --accept-lang, so navigator.languages starts with it. Empty on success, else
    // one sentence saying why chromium could not start (not found, exited, no DevTools line).
    QString start(const QString &language = {});
    bool isRunning() const;

    // Loads `url` and waits until its document is complete. False (lastError()) on a failure.
    bool navigate(const QUrl &url, int timeoutMs = 15000);
    // Runtime.evaluate (returnByValue, awaitPromise): the value, or Undefined with lastError()
    // set when the expression threw or the call failed.
    QJsonValue evaluate(const QString &expression, int timeoutMs = 10000);
    // Evaluates `condition` every 50 ms until it is true. False after `timeoutMs`.
    bool waitFor(const QString &condition, int timeoutMs = 10000);
    // Emulation.setDeviceMetricsOverride: a phone is 390×844 at 2, mobile.
    bool setDeviceMetrics(int width, int height, double deviceScaleFactor, bool mobile);
    // Accept-Language and navigator.languages ("zh-CN,zh"), and the locale (Intl) from its first.
    bool setAcceptLanguage(const QString &languages);
    // Page.captureScreenshot of the viewport, written as PNG.
    bool screenshot(const QString &path);

    // One DevTools command on the page's session (`browser`: on the browser itself): its result
    // object, or an empty one with lastError() set.
    QJsonObject call(const QString &method, const QJsonObject &params = {}, int timeoutMs = 10000,
        bool browser = false);
    bool ok() const { return m_lastError.isEmpty(); }
    QString lastError() const { return m_lastError; }

private:
    void stop();
    void onMessage(const QString &text);

    std::unique_ptr<QTemporaryDir> m_profile;
    QProcess *m_process = nullptr;
    QWebSocket *m_socket = nullptr;
    QString m_sessionId;
    QString m_stderrTail; // the last few KiB chromium wrote, for error messages
    int m_nextId = 1;
    QHash<int, QJsonObject> m_replies;
    QString m_lastError;
};
