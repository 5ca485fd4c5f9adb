// One interface scale on a 3840×2160 screen (issue 21), read as a screen reader and the back row
// read it: the scale the screen chooses (200 %), presenter mode (F5) at 1×, in English and in
// Chinese. The main window opens at least 2,400 px wide, and every button and text label of the
// main window, Evaluate runs, Practice and the Examples gallery is at least 30 px tall (at
// 1920×1080 that is a 15 px line: the size a projected text needs from the back of the room).
// The offscreen platform has one 3840×2160 screen (tests/tst_interfacescale_uhd.json).

#include "classroom/languagecontroller.h"
#include "classroom/presentercontroller.h"
#include "document/scenariodocument.h"
#include "document/settingsstore.h"
#include "examples.h"
#include "mainwindow.h"
#include "runs/runsmodel.h"
#include "runs/runswindow.h"
#include "stepthrough/examplegallery.h"
#include "stepthrough/examplescontroller.h"
#include "stepthrough/practicedialog.h"
#include "stepthrough/stepcontroller.h"
#include "style/interfacescale.h"
#include "workbench/rankingtableview.h"
#include "workbench/workbench.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QScreen>
#include <QTest>

class TestInterfaceScaleUhd : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void everyTextIsThirtyPixelsTall_data();
    void everyTextIsThirtyPixelsTall();
    void atTheZoomCapEveryRowUpToKStaysInSight_data();
    void atTheZoomCapEveryRowUpToKStaysInSight();
};

namespace {

// The least height of a button or a text label on a 3840×2160 screen in presenter mode at 1×.
constexpr int leastHeight = 30;
// The least width the main window opens at on that screen.
constexpr int leastWindowWidth = 2400;

void settle()
{
    for (int i = 0; i < 12; ++i) {
        QApplication::processEvents();
        QTest::qWait(10);
    }
}

// Every button and text label a reader meets in `window` (shown, with a text): "name: H px"
// for each one less than leastHeight tall.
QStringList shortTexts(const QWidget *window)
{
    QStringList found;
    const auto check = [&](const QWidget *widget, const QString &text) {
        if (text.trimmed().isEmpty() || !widget->isVisibleTo(window) || widget->width() <= 0)
            return;
        // The screen reader's live label (announce.h): one pixel, under the other widgets, its
        // text for the reader alone.
        if (widget->objectName() == QLatin1String("a11yAnnouncement"))
            return;
        if (widget->height() < leastHeight) {
            found << QStringLiteral("%1 %2 “%3”: %4 px")
                         .arg(QLatin1String(widget->metaObject()->className()),
                             widget->objectName(), text.left(40))
                         .arg(widget->height());
        }
    };
    const QList<QLabel *> labels = window->findChildren<QLabel *>();
    for (const QLabel *label : labels)
        check(label, label->text());
    const QList<QAbstractButton *> buttons = window->findChildren<QAbstractButton *>();
    for (const QAbstractButton *button : buttons)
        check(button, button->text());
    return found;
}

} // namespace

void TestInterfaceScaleUhd::init()
{
    SettingsStore::settings().clear();
    SettingsStore::setPresenterOnSecondScreen(false);
}

void TestInterfaceScaleUhd::cleanup()
{
    InterfaceScale::instance()->setPresenterZoom(1.0);
    InterfaceScale::instance()->setBold(false);
    InterfaceScale::instance()->setScale(1.0);
    LanguageController::instance()->setLanguage(LanguageController::Language::English, false);
    SettingsStore::settings().clear();
}

void TestInterfaceScaleUhd::everyTextIsThirtyPixelsTall_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("in English") << QStringLiteral("en");
    QTest::newRow("in Chinese") << QStringLiteral("zh_CN");
}

void TestInterfaceScaleUhd::everyTextIsThirtyPixelsTall()
{
    QFETCH(QString, language);
    LanguageController::instance()->setLanguage(*LanguageController::fromCode(language), false);
    // As main() does: the scale the screen chooses, before the window is made.
    const QScreen *screen = QGuiApplication::primaryScreen();
    QCOMPARE(screen->geometry().size(), QSize(3840, 2160));
    InterfaceScale::instance()->setScale(
        InterfaceScale::automaticScale(screen->geometry().size(), screen->logicalDotsPerInch()));
    MainWindow window;
    QVERIFY2(window.width() >= leastWindowWidth,
        qPrintable(QStringLiteral("the window opens %1 px wide").arg(window.width())));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    PresenterController *presenter = window.presenter();
    presenter->setActive(true); // F5
    presenter->setZoom(PresenterController::minZoom); // Ctrl+0: 1×
    settle();
    QCOMPARE(presenter->zoom(), 1.0);

    // The menus' actions, as their shortcuts trigger them.
    const auto trigger = [&window](const char *name) {
        QAction *action = window.findChild<QAction *>(QLatin1String(name));
        QVERIFY2(action, name);
        action->trigger();
        settle();
    };
    QStringList found;
    const auto measure = [&](const QWidget *shown, const char *name) {
        QVERIFY2(shown && shown->isVisible(), name);
        const QStringList shortOnes = shortTexts(shown);
        for (const QString &one : shortOnes)
            found << QStringLiteral("%1: %2").arg(QLatin1String(name), one);
    };
    measure(&window, "main window");

    // Compare ▸ Evaluate runs (Ctrl+Shift+E): the window as it opens.
    trigger("evaluateRuns");
    RunsWindow *runs = window.findChild<RunsWindow *>();
    measure(runs, "Evaluate runs");
    // With the sample open (File ▸ Open the sample, Ctrl+Shift+S): the comparison's texts too.
    if (runs) {
        QTest::keySequence(runs, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
        QTRY_VERIFY_WITH_TIMEOUT(runs->model()->comparison().has_value(), 20000);
        QTRY_VERIFY(!runs->model()->isBusy());
        settle();
        measure(runs, "Evaluate runs with the sample");
        runs->close();
    }

    // Examples ▸ Practice (F9).
    trigger("practice");
    PracticeDialog *practice = window.examples()->practice();
    measure(practice, "Practice");
    if (practice)
        practice->close();

    // Examples ▸ Worked examples (Ctrl+E).
    trigger("examplesGallery");
    ExampleGallery *gallery = window.examples()->gallery();
    measure(gallery, "Examples");
    if (gallery)
        gallery->close();

    presenter->setActive(false);
    QVERIFY2(found.isEmpty(),
        qPrintable(QStringLiteral("less than %1 px tall:\n").arg(leastHeight)
            + found.join(QLatin1Char('\n'))));
}

// One 3840×2160 screen at 96 dpi.
int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM",
        "offscreen:configfile=" NDCG_SOURCE_DIR "/tests/tst_interfacescale_uhd.json");
    QApplication app(argc, argv);
    TestInterfaceScaleUhd test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
// Presenter mode zoomed as far as it goes on the 4K screen (its cap reads the text's size at
// 200 %, 10 pt a line): 003-code, ten rows up to k, stepped to the end with answers hidden; every
// row up to k and the current cell in sight at every step.
void TestInterfaceScaleUhd::atTheZoomCapEveryRowUpToKStaysInSight_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("in English") << QStringLiteral("en");
    QTest::newRow("in Chinese") << QStringLiteral("zh_CN");
}

void TestInterfaceScaleUhd::atTheZoomCapEveryRowUpToKStaysInSight()
{
    QFETCH(QString, language);
    LanguageController::instance()->setLanguage(*LanguageController::fromCode(language), false);
    const QScreen *screen = QGuiApplication::primaryScreen();
    InterfaceScale::instance()->setScale(
        InterfaceScale::automaticScale(screen->geometry().size(), screen->logicalDotsPerInch()));
    QCOMPARE(InterfaceScale::instance()->scale(), 2.0);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    PresenterController *presenter = window.presenter();
    presenter->setActive(true);
    presenter->setZoom(PresenterController::maxZoom); // Ctrl+= until it stops
    settle();
    QCOMPARE(presenter->zoom(), presenter->maxZoomHere());
    QCOMPARE_GT(presenter->zoom(), 1.0);
    const auto scenario = Ndcg::loadExample(QStringLiteral("003-code"));
    QVERIFY(scenario.ok());
    window.document()->loadScenario(*scenario, QStringLiteral("003-code"));
    window.findChild<QAction *>(QStringLiteral("hideAnswers"))->trigger();
    StepController *steps = window.steps();
    steps->setStepping(true);
    settle();
    RankingTableView *table = window.workbench()->table();
    const int k = scenario->settings.cutoff;
    QCOMPARE(k, 10);
    for (int index = 0; index <= steps->stepCount(); index += 4) {
        steps->goToStep(std::min(index, steps->stepCount()));
        settle();
        for (int row = 0; row < k; ++row) {
            const QRect rect = table->visualRect(table->model()->index(row, 0));
            QVERIFY2(table->viewport()->rect().contains(rect),
                qPrintable(QStringLiteral("step %1 at %2×: row %3 at y %4 (%5 px) outside the "
                                          "table's %6 px")
                               .arg(steps->stepIndex())
                               .arg(presenter->zoom())
                               .arg(row + 1)
                               .arg(rect.y())
                               .arg(rect.height())
                               .arg(table->viewport()->height())));
        }
    }
}

#include "tst_interfacescale_uhd.moc"
