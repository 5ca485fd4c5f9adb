// The class answers in a real browser (issue 23): the window plays a bundled lesson with the
// class on loopback, Debian's headless chromium (tests/chromiumdriver.h) opens the join address
// with the room code after its '#', joins, answers as a student does (the value typed into the
// field with its input event, the Submit button clicked; a choice button clicked), and the app
// counts it: the panel's tally, the server's records with the value as typed, the page's
// acknowledgement; after R the page shows the result. The page speaks the browser's language,
// and fits a phone (390×844 and 360×640: nothing wider than the screen, text ≥ 16 px, targets
// ≥ 44 px, contrast ≥ WCAG AA, light and dark). With NDCG_CLASS_SHOTS=<dir> the phone screens are
// written there as PNG.
//
// Skipped only when chromium cannot start (not installed, or it fails to launch).

#include "chromiumdriver.h"
#include "class/classcontroller.h"
#include "class/classpanel.h"
#include "classserver.h"
#include "classsession.h"
#include "document/settingsstore.h"
#include "lesson.h"
#include "lesson/lessonplayer.h"
#include "mainwindow.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <cmath>
#include <memory>

namespace {

// The page's element ids (class/page/index.html).
QString textOf(ChromiumDriver &chromium, const QString &id)
{
    return chromium.evaluate(QStringLiteral("document.getElementById('%1').textContent").arg(id))
        .toString();
}

QString shown(const QString &id)
{
    return QStringLiteral("document.getElementById('%1').checkVisibility()").arg(id);
}

// Everything on the page that does not fit a phone: an element reaching past the viewport's
// right edge (or the page scrolling sideways), text under 16 px, a button or field under 44 px
// tall, text whose contrast with what is behind it is under WCAG AA's (4.5:1; 3:1 for large
// text), opacity included. One line each; empty when all is well.
// `width`: the phone's (a mobile viewport widens itself to fit what is too wide, zooming out).
const char *const kLayoutProblems = R"JS(((width) => {
  const problems = [];
  const rgba = (c) => {
    const m = /rgba?\(([^)]*)\)/.exec(c);
    const p = m ? m[1].split(/[\s,\/]+/).filter(Boolean).map(Number) : [0, 0, 0, 0];
    return {r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1};
  };
  const over = (top, alpha, under) => ({r: top.r * alpha + under.r * (1 - alpha),
    g: top.g * alpha + under.g * (1 - alpha), b: top.b * alpha + under.b * (1 - alpha)});
  const luminance = (c) => {
    const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b);
  };
  // The colour behind `el` and its opacity, from the canvas (body's background) down.
  const behind = (el) => {
    const chain = [];
    for (let e = el; e && e !== document.documentElement; e = e.parentElement)
      chain.unshift(e);
    let colour = {r: 255, g: 255, b: 255};
    let opacity = 1;
    for (const e of chain) {
      const style = getComputedStyle(e);
      opacity *= parseFloat(style.opacity);
      const bg = rgba(style.backgroundColor);
      colour = over(bg, bg.a * (e === document.body ? 1 : opacity), colour);
    }
    return {colour, opacity};
  };
  if (window.innerWidth !== width)
    problems.push('the viewport is ' + window.innerWidth + ' px wide on a ' + width + ' px phone');
  if (document.documentElement.scrollWidth > width)
    problems.push('the page is ' + document.documentElement.scrollWidth + ' px wide in ' + width);
  for (const el of document.querySelectorAll('body *')) {
    if (!el.checkVisibility() || el.tagName === 'SCRIPT')
      continue;
    const box = el.getBoundingClientRect();
    const name = el.tagName.toLowerCase() + (el.id ? '#' + el.id : '');
    if (box.right > width + 0.5 || box.left < -0.5)
      problems.push(name + ' spans ' + box.left + '–' + box.right + ' of ' + width);
    const hasText = Array.from(el.childNodes).some(n => n.nodeType === 3 && n.textContent.trim());
    if ((hasText || el.tagName === 'INPUT') && parseFloat(getComputedStyle(el).fontSize) < 16)
      problems.push(name + ' has ' + getComputedStyle(el).fontSize + ' text');
    if ((el.tagName === 'BUTTON' || el.tagName === 'INPUT') && box.height < 44)
      problems.push(name + ' is ' + box.height + ' px tall');
    if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
      problems.push(name + ' cuts its text');
    if (hasText || el.tagName === 'INPUT') {
      const style = getComputedStyle(el);
      const {colour, opacity} = behind(el);
      const fg = rgba(style.color);
      const text = over(fg, fg.a * opacity, colour);
      const [light, dark] = [luminance(text), luminance(colour)].sort((a, b) => b - a);
      const ratio = (light + 0.05) / (dark + 0.05);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && parseInt(style.fontWeight) >= 700);
      if (ratio < (large ? 3 : 4.5))
        problems.push(name + ' has a contrast of ' + ratio.toFixed(2) + ':1');
    }
  }
  return problems;
})(%1))JS";

} // namespace

class TestClassChromium : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();

    void aTypedNumberIsCountedAndTheRevealShowsItRight();
    void aClickedChoiceIsCountedAndTheRevealNamesTheRightOne();
    void thePageSpeaksTheBrowsersLanguage_data();
    void thePageSpeaksTheBrowsersLanguage();
    void theLanguageFollowsAnAcceptLanguageOverride();
    void aNicknameIsAskedWhenTheTeacherWantsOne();
    void thePhoneScreensFit_data();
    void thePhoneScreensFit();
    void theLayoutCheckSeesWhatDoesNotFit();

private:
    // The window, its class on loopback, `lessonId` playing at its first scene without a
    // question; `questionScene` is the first scene whose question is `kind`.
    void startClass(const QString &lessonId, Ndcg::QuestionKind kind, bool nicknames = false);
    // `chromium` opens the join address (the room code after '#'), checks the room field holds
    // the code, clicks Join and waits until the server counts the device.
    void joinWith(ChromiumDriver &chromium);
    // Starts a chromium in `language`; QSKIP when it cannot start.
    std::unique_ptr<ChromiumDriver> startChromium(const QString &language);
    // The page's layout problems at `width`×`height` (a phone, 2×), then back to 390×844.
    QStringList layoutProblemsAt(ChromiumDriver &chromium, int width, int height);
    void screenshot(ChromiumDriver &chromium, const QString &name);

    std::unique_ptr<ChromiumDriver> m_chromium; // English, shared by the tests
    std::unique_ptr<MainWindow> m_window;
    Ndcg::Lesson m_lesson;
    int m_questionScene = -1;
    int m_plainScene = -1;
    QString m_shots; // NDCG_CLASS_SHOTS
    bool m_phone = false; // thePhoneScreensFit runs: its screens are the ones written
};

std::unique_ptr<ChromiumDriver> TestClassChromium::startChromium(const QString &language)
{
    auto chromium = std::make_unique<ChromiumDriver>();
    const QString error = chromium->start(language);
    if (!error.isEmpty()) {
        // Only a browser that cannot start skips: every later failure fails.
        QTest::qSkip(qPrintable(QStringLiteral("chromium cannot start, so the student page is not "
                                               "tested in a real browser: ")
                         + error),
            __FILE__, __LINE__);
        return {};
    }
    return chromium;
}

void TestClassChromium::initTestCase()
{
    m_shots = qEnvironmentVariable("NDCG_CLASS_SHOTS");
    if (!m_shots.isEmpty())
        QVERIFY(QDir().mkpath(m_shots));
    m_chromium = startChromium(QStringLiteral("en-US"));
    if (!m_chromium)
        return; // skipped
}

void TestClassChromium::cleanup()
{
    m_phone = false;
    if (m_chromium && m_chromium->isRunning())
        m_chromium->navigate(QUrl(QStringLiteral("about:blank")));
    if (m_window) {
        ClassController::setQuestionHook(
            [](const QString &) { return QMessageBox::Discard; }); // nothing blocks
        m_window->lessonPlayer()->stop();
        m_window->classSession()->stop();
        m_window.reset();
    }
    ClassController::setQuestionHook({});
    ClassController::setMessageHook({});
}

void TestClassChromium::startClass(const QString &lessonId, Ndcg::QuestionKind kind, bool nicknames)
{
    SettingsStore::settings().clear();
    ClassController::setMessageHook([](const QString &text) { QFAIL(qPrintable(text)); });
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    const auto lesson = Ndcg::loadLesson(lessonId);
    QVERIFY(lesson);
    m_lesson = lesson.value();
    m_questionScene = m_plainScene = -1;
    for (int i = 0; i < m_lesson.scenes.size(); ++i) {
        const Ndcg::Scene &scene = m_lesson.scenes[i];
        if (m_questionScene < 0 && scene.question && scene.question->kind == kind)
            m_questionScene = i;
        if (m_plainScene < 0 && !scene.question)
            m_plainScene = i;
    }
    QVERIFY(m_questionScene >= 0 && m_plainScene >= 0);
    ClassController *controller = m_window->classSession();
    Ndcg::Class::ClassServer::Options options;
    options.address = QHostAddress::LocalHost;
    options.roomSeed = 23;
    options.nicknames = nicknames;
    QVERIFY(controller->start(options));
    QVERIFY(m_window->lessonPlayer()->play(m_lesson, m_plainScene));
    QTRY_VERIFY(controller->server()->tally().questionId.isEmpty());
}

void TestClassChromium::joinWith(ChromiumDriver &chromium)
{
    Ndcg::Class::ClassServer *server = m_window->classSession()->server();
    const QUrl url = server->qrUrl();
    QCOMPARE(url.fragment(), server->roomCode());
    QVERIFY(url.host() == QStringLiteral("127.0.0.1") || url.host() == QStringLiteral("localhost"));
    QVERIFY2(chromium.navigate(url), qPrintable(chromium.lastError()));
    // The room code filled from the address; the student clicks Join.
    QVERIFY2(
        chromium.waitFor(shown(QStringLiteral("join-button"))), qPrintable(chromium.lastError()));
    QCOMPARE(chromium.evaluate(QStringLiteral("document.getElementById('room').value")).toString(),
        server->roomCode());
    screenshot(chromium, QStringLiteral("1-join"));
    QVERIFY(
        chromium.evaluate(QStringLiteral("document.getElementById('join-button').click(), true"))
            .toBool());
    QVERIFY2(chromium.waitFor(QStringLiteral("!") + shown(QStringLiteral("join"))),
        qPrintable(chromium.lastError()));
    QTRY_COMPARE(m_window->classSession()->panel()->tally().devices, 1);
}

QStringList TestClassChromium::layoutProblemsAt(ChromiumDriver &chromium, int width, int height)
{
    QStringList problems;
    if (!chromium.setDeviceMetrics(width, height, 2, true))
        return {chromium.lastError()};
    const QJsonValue found = chromium.evaluate(QString::fromUtf8(kLayoutProblems).arg(width));
    if (!chromium.ok())
        problems << chromium.lastError();
    for (const QJsonValue &problem : found.toArray())
        problems << QStringLiteral("%1×%2: %3").arg(width).arg(height).arg(problem.toString());
    if (!chromium.setDeviceMetrics(390, 844, 2, true))
        problems << chromium.lastError();
    return problems;
}

void TestClassChromium::screenshot(ChromiumDriver &chromium, const QString &name)
{
    if (m_shots.isEmpty() || !m_phone)
        return;
    const QString lang
        = chromium.evaluate(QStringLiteral("document.documentElement.lang")).toString();
    const QString path = QDir(m_shots).filePath(QStringLiteral("%1-%2.png").arg(lang, name));
    QVERIFY2(chromium.screenshot(path), qPrintable(chromium.lastError()));
}

void TestClassChromium::aTypedNumberIsCountedAndTheRevealShowsItRight()
{
    startClass(QStringLiteral("ndcg-in-twenty-minutes"), Ndcg::QuestionKind::Predict);
    if (QTest::currentTestFailed())
        return;
    ChromiumDriver &chromium = *m_chromium;
    joinWith(chromium);
    if (QTest::currentTestFailed())
        return;
    ClassController *controller = m_window->classSession();
    Ndcg::Class::ClassServer *server = controller->server();

    // The scene with a number question: the page shows it with the number field.
    m_window->lessonPlayer()->goToScene(m_questionScene);
    const Ndcg::Scene &scene = m_lesson.scenes[m_questionScene];
    QVERIFY2(chromium.waitFor(shown(QStringLiteral("value"))), qPrintable(chromium.lastError()));
    QCOMPARE(textOf(chromium, QStringLiteral("question-text")),
        Ndcg::questionText(scene, QStringLiteral("en")));
    QVERIFY(!chromium
                 .evaluate(shown(QStringLiteral("choices"))
                     + QStringLiteral(" && document.getElementById('choices').children.length > 0"))
                 .toBool());

    const auto typeAndSubmit = [&chromium](const QString &text) {
        return chromium
            .evaluate(QStringLiteral(
                "(() => { const field = document.getElementById('value'); field.focus();"
                " field.value = %1; field.dispatchEvent(new Event('input', {bubbles: true}));"
                " document.getElementById('submit').click(); return true; })()")
                          .arg(ChromiumDriver::jsString(text)))
            .toBool();
    };
    // Words instead of a number: refused with the session's sentence, nothing counted.
    QVERIFY(typeAndSubmit(QStringLiteral("zero point eight")));
    QVERIFY2(chromium.waitFor(
                 QStringLiteral("document.getElementById('status').textContent === %1")
                     .arg(ChromiumDriver::jsString(
                         Ndcg::Class::refusalMessage(Ndcg::Class::Refusal::NotANumber).en))),
        qPrintable(chromium.lastError()));
    QCOMPARE(server->tally().answered, 0);

    // The lesson's answer to three decimals (within the tolerance), typed and submitted.
    const auto answer = Ndcg::answerQuestion(scene);
    QVERIFY(answer && answer->value);
    const QString typed = QString::number(*answer->value, 'f', 3);
    QVERIFY(std::abs(typed.toDouble() - *answer->value) <= scene.question->tolerance);
    QVERIFY(typeAndSubmit(typed));

    // Counted once, as typed; the page acknowledges it.
    QTRY_COMPARE(controller->panel()->tally().answered, 1);
    QCOMPARE(server->tally().answered, 1);
    const QList<Ndcg::Class::AnswerRecord> records = server->records();
    QCOMPARE(records.size(), 1);
    QCOMPARE(records[0].answer, typed);
    QCOMPARE(records[0].scene, m_questionScene);
    QVERIFY(records[0].right);
    QVERIFY2(chromium.waitFor(shown(QStringLiteral("yours"))), qPrintable(chromium.lastError()));
    QCOMPARE(textOf(chromium, QStringLiteral("yours")),
        QStringLiteral("Your answer: %1 — you can change it until the teacher closes it.")
            .arg(typed));
    QCOMPARE(textOf(chromium, QStringLiteral("submit")), QStringLiteral("Change my answer"));
    QCOMPARE(textOf(chromium, QStringLiteral("status")), QString()); // the refusal gone

    // The page reloaded (a phone's browser dropped it): the same device joins again, its answer
    // kept, counted once.
    QVERIFY2(
        chromium.navigate(QUrl(QStringLiteral("about:blank"))), qPrintable(chromium.lastError()));
    QVERIFY2(chromium.navigate(server->qrUrl()), qPrintable(chromium.lastError()));
    QVERIFY2(
        chromium.waitFor(shown(QStringLiteral("join-button"))), qPrintable(chromium.lastError()));
    QVERIFY(
        chromium.evaluate(QStringLiteral("document.getElementById('join-button').click(), true"))
            .toBool());
    QVERIFY2(chromium.waitFor(shown(QStringLiteral("yours"))), qPrintable(chromium.lastError()));
    QCOMPARE(textOf(chromium, QStringLiteral("yours")),
        QStringLiteral("Your answer: %1 — you can change it until the teacher closes it.")
            .arg(typed));
    QCOMPARE(server->tally().devices, 1);
    QCOMPARE(server->tally().answered, 1);

    // R: the page shows the result: right, the exact value as the window writes it.
    QTest::keyClick(m_window.get(), Qt::Key_R);
    QTRY_VERIFY(server->tally().revealed);
    QVERIFY2(chromium.waitFor(shown(QStringLiteral("result"))), qPrintable(chromium.lastError()));
    QCOMPARE(textOf(chromium, QStringLiteral("verdict")), QStringLiteral("Right!"));
    QCOMPARE(textOf(chromium, QStringLiteral("right-answer")),
        QStringLiteral("The answer: %1").arg(answer->text));
    QVERIFY(std::abs(answer->text.toDouble() - *answer->value) < 1e-4);
    QCOMPARE(textOf(chromium, QStringLiteral("your-result")),
        QStringLiteral("Your answer: %1").arg(typed));
    QVERIFY(!chromium.evaluate(shown(QStringLiteral("question"))).toBool());
    QCOMPARE(controller->panel()->tally().withinTolerance, 1);
}

void TestClassChromium::aClickedChoiceIsCountedAndTheRevealNamesTheRightOne()
{
    startClass(QStringLiteral("is-the-new-system-better"), Ndcg::QuestionKind::BetterRanking);
    if (QTest::currentTestFailed())
        return;
    ChromiumDriver &chromium = *m_chromium;
    joinWith(chromium);
    if (QTest::currentTestFailed())
        return;
    ClassController *controller = m_window->classSession();
    Ndcg::Class::ClassServer *server = controller->server();

    m_window->lessonPlayer()->goToScene(m_questionScene);
    const Ndcg::Scene &scene = m_lesson.scenes[m_questionScene];
    const auto answer = Ndcg::answerQuestion(scene);
    QVERIFY(answer && !answer->correct.isEmpty());
    QVERIFY2(
        chromium.waitFor(QStringLiteral("document.querySelectorAll('#choices button').length > 0")),
        qPrintable(chromium.lastError()));
    QVERIFY(!chromium.evaluate(shown(QStringLiteral("value"))).toBool());
    // The buttons are the lesson's choices, in order.
    const QJsonArray buttons
        = chromium
              .evaluate(QStringLiteral("Array.from(document.querySelectorAll('#choices button'),"
                                       " b => b.textContent)"))
              .toArray();
    QStringList labels;
    for (const QJsonValue &label : buttons)
        labels << label.toString();
    QCOMPARE(labels, answer->choices);

    // A wrong choice first, then changed to the right one: one answer, the last.
    const int right = answer->correct.first();
    int wrong = 0;
    while (answer->correct.contains(wrong))
        ++wrong;
    QVERIFY(wrong < labels.size());
    const auto click = [&chromium](int choice) {
        return chromium
            .evaluate(QStringLiteral("(() => { document.querySelectorAll('#choices button')[%1]"
                                     ".click(); document.getElementById('submit').click();"
                                     " return true; })()")
                          .arg(choice))
            .toBool();
    };
    QVERIFY(click(wrong));
    QVERIFY2(chromium.waitFor(QStringLiteral("document.getElementById('yours').textContent"
                                             ".startsWith('Your answer: %1 ')")
                                  .arg(labels[wrong])),
        qPrintable(chromium.lastError()));
    QTRY_COMPARE(controller->panel()->tally().answered, 1);
    QVERIFY(click(right));
    QVERIFY2(chromium.waitFor(QStringLiteral("document.getElementById('yours').textContent"
                                             ".startsWith('Your answer: %1 ')")
                                  .arg(labels[right])),
        qPrintable(chromium.lastError()));
    QCOMPARE(chromium
                 .evaluate(QStringLiteral("document.querySelectorAll('#choices button')[%1]"
                                          ".getAttribute('aria-pressed')")
                               .arg(right))
                 .toString(),
        QStringLiteral("true"));
    QTRY_COMPARE(server->tally().sequence, quint64(2));
    QCOMPARE(server->tally().answered, 1);
    const QList<Ndcg::Class::AnswerRecord> records = server->records();
    QCOMPARE(records.size(), 1);
    QCOMPARE(records[0].answer, labels[right]);
    QVERIFY(records[0].right);

    QTest::keyClick(m_window.get(), Qt::Key_R);
    QVERIFY2(chromium.waitFor(shown(QStringLiteral("result"))), qPrintable(chromium.lastError()));
    QCOMPARE(textOf(chromium, QStringLiteral("verdict")), QStringLiteral("Right!"));
    QStringList rightOnes;
    for (const int c : answer->correct)
        rightOnes << answer->choices[c];
    QCOMPARE(textOf(chromium, QStringLiteral("right-answer")),
        QStringLiteral("The answer: %1").arg(rightOnes.join(QStringLiteral(", "))));
    QCOMPARE(textOf(chromium, QStringLiteral("your-result")),
        QStringLiteral("Your answer: %1").arg(labels[right]));
}

void TestClassChromium::thePageSpeaksTheBrowsersLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("heading");
    QTest::addColumn<QString>("join");
    QTest::newRow("a browser in English reads English")
        << QStringLiteral("en-US") << QStringLiteral("en")
        << QStringLiteral("NDCG Explorer: the class answers") << QStringLiteral("Join");
    QTest::newRow("a browser in Chinese reads Chinese")
        << QStringLiteral("zh-CN") << QStringLiteral("zh-CN")
        << QStringLiteral("NDCG Explorer：全班作答") << QStringLiteral("加入");
}

void TestClassChromium::thePageSpeaksTheBrowsersLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, lang);
    QFETCH(QString, heading);
    QFETCH(QString, join);
    const auto chromium = startChromium(language);
    if (!chromium)
        return;
    startClass(QStringLiteral("ndcg-in-twenty-minutes"), Ndcg::QuestionKind::Predict);
    if (QTest::currentTestFailed())
        return;
    QVERIFY2(chromium->navigate(m_window->classSession()->server()->qrUrl()),
        qPrintable(chromium->lastError()));
    QCOMPARE(chromium->evaluate(QStringLiteral("navigator.languages[0]")).toString(), language);
    QVERIFY2(
        chromium->waitFor(shown(QStringLiteral("join-button"))), qPrintable(chromium->lastError()));
    QCOMPARE(chromium->evaluate(QStringLiteral("document.documentElement.lang")).toString(), lang);
    QCOMPARE(textOf(*chromium, QStringLiteral("title")), heading);
    QCOMPARE(chromium->evaluate(QStringLiteral("document.title")).toString(), heading);
    QCOMPARE(textOf(*chromium, QStringLiteral("join-button")), join);

    // A wrong room code: refused in the browser's language, the join form stays, nobody joined.
    const QString roomCode = m_window->classSession()->server()->roomCode();
    const QString wrongCode = roomCode.startsWith(QLatin1Char('A')) ? QStringLiteral("BBBBBB")
                                                                    : QStringLiteral("AAAAAA");
    const auto clickJoin = [&chromium](const QString &code) {
        return chromium
            ->evaluate(QStringLiteral("(() => { document.getElementById('room').value = '%1';"
                                      " document.getElementById('join-button').click();"
                                      " return true; })()")
                           .arg(code))
            .toBool();
    };
    QVERIFY(clickJoin(wrongCode));
    const Ndcg::LocalizedText refusal
        = Ndcg::Class::refusalMessage(Ndcg::Class::Refusal::WrongRoom);
    const QString refusalText = lang == QStringLiteral("en") ? refusal.en : refusal.zhCN;
    QVERIFY(!refusalText.isEmpty());
    QVERIFY2(
        chromium->waitFor(QStringLiteral("document.getElementById('status').textContent === %1")
                              .arg(ChromiumDriver::jsString(refusalText))),
        qPrintable(chromium->lastError()));
    QVERIFY(chromium->evaluate(shown(QStringLiteral("join-button"))).toBool());
    QCOMPARE(m_window->classSession()->server()->tally().devices, 0);

    // The right one: joined; the question in the browser's language.
    QVERIFY(clickJoin(roomCode));
    QTRY_COMPARE(m_window->classSession()->panel()->tally().devices, 1);
    m_window->lessonPlayer()->goToScene(m_questionScene);
    QVERIFY2(chromium->waitFor(shown(QStringLiteral("question-text"))),
        qPrintable(chromium->lastError()));
    QCOMPARE(textOf(*chromium, QStringLiteral("question-text")),
        Ndcg::questionText(m_lesson.scenes[m_questionScene], language.left(2)));

    // R without an answer: the answer, "you did not answer", and no verdict (nothing was wrong).
    QTest::keyClick(m_window.get(), Qt::Key_R);
    QVERIFY2(chromium->waitFor(shown(QStringLiteral("result"))), qPrintable(chromium->lastError()));
    const auto answer = Ndcg::answerQuestion(m_lesson.scenes[m_questionScene]);
    QVERIFY(answer);
    const bool zh = lang != QStringLiteral("en");
    QCOMPARE(textOf(*chromium, QStringLiteral("right-answer")),
        (zh ? QStringLiteral("正确答案：") : QStringLiteral("The answer: ")) + answer->text);
    QCOMPARE(textOf(*chromium, QStringLiteral("your-result")),
        zh ? QStringLiteral("你没有作答。") : QStringLiteral("You did not answer."));
    QVERIFY(!chromium->evaluate(shown(QStringLiteral("verdict"))).toBool());
}

// The driver's other way to a language: Accept-Language (and navigator.languages) overridden on
// the running browser, no restart.
void TestClassChromium::theLanguageFollowsAnAcceptLanguageOverride()
{
    ChromiumDriver &chromium = *m_chromium;
    startClass(QStringLiteral("ndcg-in-twenty-minutes"), Ndcg::QuestionKind::Predict);
    if (QTest::currentTestFailed())
        return;
    const QUrl url = m_window->classSession()->server()->qrUrl();
    QVERIFY2(
        chromium.setAcceptLanguage(QStringLiteral("zh-CN,zh")), qPrintable(chromium.lastError()));
    QVERIFY2(chromium.navigate(url), qPrintable(chromium.lastError()));
    QVERIFY2(
        chromium.waitFor(shown(QStringLiteral("join-button"))), qPrintable(chromium.lastError()));
    QCOMPARE(textOf(chromium, QStringLiteral("title")), QStringLiteral("NDCG Explorer：全班作答"));
    QCOMPARE(chromium.evaluate(QStringLiteral("document.documentElement.lang")).toString(),
        QStringLiteral("zh-CN"));
    // Back to English for the tests after this one.
    QVERIFY2(
        chromium.setAcceptLanguage(QStringLiteral("en-US,en")), qPrintable(chromium.lastError()));
    QVERIFY2(
        chromium.navigate(QUrl(QStringLiteral("about:blank"))), qPrintable(chromium.lastError()));
    QVERIFY2(chromium.navigate(url), qPrintable(chromium.lastError()));
    QVERIFY2(
        chromium.waitFor(shown(QStringLiteral("join-button"))), qPrintable(chromium.lastError()));
    QCOMPARE(textOf(chromium, QStringLiteral("title")),
        QStringLiteral("NDCG Explorer: the class answers"));
}

// The teacher asked for nicknames: after Join the page asks for one, joins again with it, and
// the answer is exported under it, markup and all as plain text.
void TestClassChromium::aNicknameIsAskedWhenTheTeacherWantsOne()
{
    ChromiumDriver &chromium = *m_chromium;
    startClass(QStringLiteral("ndcg-in-twenty-minutes"), Ndcg::QuestionKind::Predict, true);
    if (QTest::currentTestFailed())
        return;
    Ndcg::Class::ClassServer *server = m_window->classSession()->server();
    QVERIFY2(chromium.navigate(server->qrUrl()), qPrintable(chromium.lastError()));
    QVERIFY2(
        chromium.waitFor(shown(QStringLiteral("join-button"))), qPrintable(chromium.lastError()));
    QVERIFY(!chromium.evaluate(shown(QStringLiteral("name"))).toBool());
    QVERIFY(
        chromium.evaluate(QStringLiteral("document.getElementById('join-button').click(), true"))
            .toBool());
    QVERIFY2(chromium.waitFor(shown(QStringLiteral("name"))), qPrintable(chromium.lastError()));
    QCOMPARE(textOf(chromium, QStringLiteral("name-label")), QStringLiteral("Nickname"));
    const QString name = QStringLiteral("Mei <b>&amp;</b>");
    QVERIFY(chromium
                .evaluate(QStringLiteral("(() => { document.getElementById('name').value = %1;"
                                         " document.getElementById('join-button').click();"
                                         " return true; })()")
                              .arg(ChromiumDriver::jsString(name)))
                .toBool());
    QVERIFY2(chromium.waitFor(QStringLiteral("!") + shown(QStringLiteral("join"))),
        qPrintable(chromium.lastError()));
    QTRY_COMPARE(server->tally().devices, 1);

    m_window->lessonPlayer()->goToScene(m_questionScene);
    QVERIFY2(chromium.waitFor(shown(QStringLiteral("value"))), qPrintable(chromium.lastError()));
    QVERIFY(
        chromium
            .evaluate(QStringLiteral(
                "(() => { const field = document.getElementById('value');"
                " field.value = '0.5'; field.dispatchEvent(new Event('input', {bubbles: true}));"
                " document.getElementById('submit').click(); return true; })()"))
            .toBool());
    QTRY_COMPARE(server->tally().answered, 1);
    const QList<Ndcg::Class::AnswerRecord> records = server->records();
    QCOMPARE(records.size(), 1);
    QCOMPARE(records[0].nickname, name);
    QCOMPARE(records[0].answer, QStringLiteral("0.5"));
    // Nothing of the name became markup on the page.
    QCOMPARE(
        chromium.evaluate(QStringLiteral("document.querySelectorAll('main b').length")).toInt(-1),
        0);
}

void TestClassChromium::thePhoneScreensFit_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("typeTheAnswer"); // else the sum without discounts
    QTest::newRow("English, the right answer") << QStringLiteral("en-US") << true;
    QTest::newRow("Chinese, a wrong answer with its likely mistake")
        << QStringLiteral("zh-CN") << false;
}

void TestClassChromium::thePhoneScreensFit()
{
    QFETCH(QString, language);
    QFETCH(bool, typeTheAnswer);
    const auto chromium = startChromium(language);
    if (!chromium)
        return;
    QVERIFY2(chromium->setDeviceMetrics(390, 844, 2, true), qPrintable(chromium->lastError()));
    m_phone = true;
    startClass(QStringLiteral("ndcg-in-twenty-minutes"), Ndcg::QuestionKind::Predict);
    if (QTest::currentTestFailed())
        return;
    joinWith(*chromium); // writes the join screen
    if (QTest::currentTestFailed())
        return;
    ClassController *controller = m_window->classSession();
    const bool zh = language.startsWith(QStringLiteral("zh"));

    // After the join: waiting for a question.
    QVERIFY2(chromium->waitFor(QStringLiteral("document.getElementById('status').textContent")),
        qPrintable(chromium->lastError()));
    screenshot(*chromium, QStringLiteral("2-joined"));
    QCOMPARE(layoutProblemsAt(*chromium, 390, 844).join(QStringLiteral("; ")), QString());
    QCOMPARE(layoutProblemsAt(*chromium, 360, 640).join(QStringLiteral("; ")), QString());

    m_window->lessonPlayer()->goToScene(m_questionScene);
    QVERIFY2(chromium->waitFor(shown(QStringLiteral("value"))), qPrintable(chromium->lastError()));
    const Ndcg::Scene &scene = m_lesson.scenes[m_questionScene];
    const auto answer = Ndcg::answerQuestion(scene);
    QVERIFY(answer && answer->value);
    // DCG@3 of the first scene is 4 + 2 × 1/log2(3) + 0 (its narration): without the discount
    // it is 4 + 2 + 0 = 6, a slip the page names after the reveal.
    QCOMPARE(
        QString::number(*answer->value, 'f', 3), QString::number(4 + 2 / std::log2(3.0), 'f', 3));
    const QString typed
        = typeTheAnswer ? QString::number(*answer->value, 'f', 3) : QStringLiteral("6");
    QVERIFY(
        chromium
            ->evaluate(QStringLiteral("(() => { const field = document.getElementById('value');"
                                      " field.value = '%1'; field.dispatchEvent(new Event('input',"
                                      " {bubbles: true})); return true; })()")
                           .arg(typed))
            .toBool());
    screenshot(*chromium, QStringLiteral("3-question"));
    QCOMPARE(layoutProblemsAt(*chromium, 390, 844).join(QStringLiteral("; ")), QString());
    QCOMPARE(layoutProblemsAt(*chromium, 360, 640).join(QStringLiteral("; ")), QString());

    QVERIFY(chromium->evaluate(QStringLiteral("document.getElementById('submit').click(), true"))
                .toBool());
    QVERIFY2(chromium->waitFor(shown(QStringLiteral("yours"))), qPrintable(chromium->lastError()));
    QTRY_COMPARE(controller->panel()->tally().answered, 1);
    screenshot(*chromium, QStringLiteral("4-answered"));
    QCOMPARE(layoutProblemsAt(*chromium, 390, 844).join(QStringLiteral("; ")), QString());
    QCOMPARE(layoutProblemsAt(*chromium, 360, 640).join(QStringLiteral("; ")), QString());

    QTest::keyClick(m_window.get(), Qt::Key_R);
    QVERIFY2(chromium->waitFor(shown(QStringLiteral("result"))), qPrintable(chromium->lastError()));
    QCOMPARE(chromium->evaluate(QStringLiteral("document.getElementById('verdict').className"))
                 .toString(),
        typeTheAnswer ? QStringLiteral("right") : QStringLiteral("wrong"));
    if (!typeTheAnswer) {
        const auto diagnosis = Ndcg::Class::diagnoseAnswer(scene, 6.0);
        QVERIFY(diagnosis);
        QCOMPARE(textOf(*chromium, QStringLiteral("diagnosis")),
            (zh ? QStringLiteral("可能的原因：") : QStringLiteral("Likely: "))
                + (zh ? diagnosis->text.zhCN : diagnosis->text.en));
    }
    screenshot(*chromium, QStringLiteral("5-result"));
    QCOMPARE(layoutProblemsAt(*chromium, 390, 844).join(QStringLiteral("; ")), QString());
    QCOMPARE(layoutProblemsAt(*chromium, 360, 640).join(QStringLiteral("; ")), QString());

    // A choice question with a figure (which library's convention gives it): the choices as
    // big buttons, one picked; the figure not twice when the question's text says it.
    int choiceScene = -1;
    for (int i = 0; i < m_lesson.scenes.size() && choiceScene < 0; ++i) {
        const auto &question = m_lesson.scenes[i].question;
        if (question && question->kind == Ndcg::QuestionKind::WhichConvention)
            choiceScene = i;
    }
    QVERIFY(choiceScene >= 0);
    const auto choiceAnswer = Ndcg::answerQuestion(m_lesson.scenes[choiceScene]);
    QVERIFY(choiceAnswer && !choiceAnswer->figure.isEmpty());
    m_window->lessonPlayer()->goToScene(choiceScene);
    QVERIFY2(chromium->waitFor(
                 QStringLiteral("document.querySelectorAll('#choices button').length > 1")),
        qPrintable(chromium->lastError()));
    const QString questionText = textOf(*chromium, QStringLiteral("question-text"));
    QCOMPARE(questionText, Ndcg::questionText(m_lesson.scenes[choiceScene], language.left(2)));
    QVERIFY2(questionText.contains(choiceAnswer->figure), qPrintable(questionText));
    QVERIFY(!chromium->evaluate(shown(QStringLiteral("figure"))).toBool());
    QVERIFY(chromium
                ->evaluate(
                    QStringLiteral("document.querySelectorAll('#choices button')[1].click(), true"))
                .toBool());
    screenshot(*chromium, QStringLiteral("6-choices"));
    QCOMPARE(layoutProblemsAt(*chromium, 390, 844).join(QStringLiteral("; ")), QString());
    QCOMPARE(layoutProblemsAt(*chromium, 360, 640).join(QStringLiteral("; ")), QString());

    // The smallest phone, and a phone in dark mode.
    QVERIFY2(chromium->setDeviceMetrics(360, 640, 2, true), qPrintable(chromium->lastError()));
    screenshot(*chromium, QStringLiteral("7-choices-360x640"));
    QVERIFY2(chromium->setDeviceMetrics(390, 844, 2, true), qPrintable(chromium->lastError()));

    // Submitted, then closed by the teacher: the buttons disabled, the pick still readable.
    QVERIFY(chromium->evaluate(QStringLiteral("document.getElementById('submit').click(), true"))
                .toBool());
    QVERIFY2(chromium->waitFor(shown(QStringLiteral("yours"))), qPrintable(chromium->lastError()));
    controller->server()->closeQuestion();
    QVERIFY2(
        chromium->waitFor(QStringLiteral("document.querySelector('#choices button').disabled")),
        qPrintable(chromium->lastError()));
    const QString picked = chromium
                               ->evaluate(QStringLiteral(
                                   "document.querySelectorAll('#choices button')[1].textContent"))
                               .toString();
    QVERIFY(!picked.isEmpty());
    QCOMPARE(textOf(*chromium, QStringLiteral("yours")),
        zh ? QStringLiteral("你的答案：%1。老师已结束作答，请等待揭晓。").arg(picked)
           : QStringLiteral("Your answer: %1 — the teacher closed the answers. Wait for the "
                            "reveal.")
                 .arg(picked));
    screenshot(*chromium, QStringLiteral("8-closed"));
    QCOMPARE(layoutProblemsAt(*chromium, 390, 844).join(QStringLiteral("; ")), QString());
    QCOMPARE(layoutProblemsAt(*chromium, 360, 640).join(QStringLiteral("; ")), QString());
    chromium->call(QStringLiteral("Emulation.setEmulatedMedia"),
        {{QStringLiteral("features"),
            QJsonArray {
                QJsonObject {{QStringLiteral("name"), QStringLiteral("prefers-color-scheme")},
                    {QStringLiteral("value"), QStringLiteral("dark")}}}}});
    QVERIFY2(chromium->ok(), qPrintable(chromium->lastError()));
    QCOMPARE(chromium->evaluate(QStringLiteral("getComputedStyle(document.body).backgroundColor"))
                 .toString(),
        QStringLiteral("rgb(21, 21, 21)")); // class.css's dark --bg #151515
    screenshot(*chromium, QStringLiteral("9-closed-dark"));
    QCOMPARE(layoutProblemsAt(*chromium, 390, 844).join(QStringLiteral("; ")), QString());
    QCOMPARE(layoutProblemsAt(*chromium, 360, 640).join(QStringLiteral("; ")), QString());
}

// The check thePhoneScreensFit relies on, on a page made to fail it: a box wider than the phone,
// 12 px text, a 20 px button.
void TestClassChromium::theLayoutCheckSeesWhatDoesNotFit()
{
    ChromiumDriver &chromium = *m_chromium;
    const QUrl page(QStringLiteral(
        "data:text/html;charset=utf-8,<meta name=viewport content='width=device-width'>"
        "<body style='margin:0'><div id=wide style='width:500px;font-size:20px'>wide</div>"
        "<p id=small style='font-size:12px'>small</p>"
        "<button id=flat style='height:20px;font-size:16px'>flat</button>"
        "<p id=faint style='color:rgb(153,153,153);font-size:16px'>faint</p>"
        "<p id=half style='opacity:0.4;font-size:16px'>half</p></body>"));
    QVERIFY2(chromium.navigate(page), qPrintable(chromium.lastError()));
    const QStringList problems = layoutProblemsAt(chromium, 360, 640);
    const QStringList expected {QStringLiteral("the viewport is 500 px wide on a 360 px phone"),
        QStringLiteral("the page is 500 px wide in 360"),
        QStringLiteral("div#wide spans 0–500 of 360"), QStringLiteral("p#small has 12px text"),
        QStringLiteral("button#flat is 20 px tall"),
        // #999 on white: 2.85:1; black at 40 % on white: #999 too.
        QStringLiteral("p#faint has a contrast of 2.85:1"),
        QStringLiteral("p#half has a contrast of 2.85:1")};
    for (const QString &problem : expected)
        QVERIFY2(problems.contains(QStringLiteral("360×640: ") + problem),
            qPrintable(problems.join(QLatin1Char('\n'))));
    QCOMPARE(problems.size(), expected.size());
}

QTEST_MAIN(TestClassChromium)
#include "tst_class_chromium.moc"
