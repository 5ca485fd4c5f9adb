// The side panels keep a readable width: 22 em of their font (at most 40% of the window). Hovering
// the swaps of the what-if heat map previews them in the workbench or the two-ranking view, and
// the swaps panel neither collapses while a swap is previewed (the comparison's headline grew by
// the preview's tag and took the room from the panel: 160 px, the map's labels cut) nor stays
// narrower afterwards; the window keeps its size on its screen.

#include "classroom/languagecontroller.h"
#include "comparison/comparisoncontroller.h"
#include "document/rankingdocument.h"
#include "document/scenariodocument.h"
#include "examples.h"
#include "mainwindow.h"
#include "whatif/swapheatmap.h"
#include "whatif/swappanel.h"
#include "workbench/sidepanels.h"

#include <QAction>
#include <QDockWidget>
#include <QScreen>
#include <QTest>
#include <QWindow>

#include <memory>

namespace {

QScreen *screenOfSize(const QSize &size)
{
    const QList<QScreen *> screens = QGuiApplication::screens();
    for (QScreen *s : screens) {
        if (s->geometry().size() == size)
            return s;
    }
    return nullptr;
}

void settle()
{
    for (int i = 0; i < 4; ++i) {
        QApplication::processEvents();
        QTest::qWait(10);
    }
}

} // namespace

class TestDocks : public QObject
{
    Q_OBJECT
private slots:
    void cleanup();
    void swapsPanelKeepsItsWidthWhileHovering_data();
    void swapsPanelKeepsItsWidthWhileHovering();
    void readableWidthFollowsTheFont();
};

void TestDocks::cleanup()
{
    LanguageController::instance()->setLanguage(LanguageController::Language::English, false);
}

void TestDocks::swapsPanelKeepsItsWidthWhileHovering_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("screen");
    QTest::addColumn<QString>("example");
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        for (const QSize screen : {QSize(1024, 768), QSize(1280, 800), QSize(1920, 1080)}) {
            for (const QString &example :
                {QStringLiteral("002-lipsticks-ab"), QStringLiteral("004-precision-ndcg")})
                QTest::addRow("%s, %s at %dx%d", qPrintable(example), qPrintable(language),
                    screen.width(), screen.height())
                    << language << screen << example;
        }
    }
}

// F7, then the mouse over every cell of the map in turn and away: the panel is never narrower
// than its readable width, and back at its width when the mouse leaves; the window stays the
// screen's size.
void TestDocks::swapsPanelKeepsItsWidthWhileHovering()
{
    QFETCH(QString, language);
    QFETCH(QSize, screen);
    QFETCH(QString, example);
    LanguageController::instance()->setLanguage(*LanguageController::fromCode(language), false);
    QScreen *on = screenOfSize(screen);
    QVERIFY(on);
    MainWindow window;
    window.setGeometry(QRect(on->geometry().topLeft(), screen));
    window.show();
    if (window.windowHandle())
        window.windowHandle()->setScreen(on);
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const auto scenario = Ndcg::loadExample(example);
    QVERIFY(scenario.ok());
    window.document()->loadScenario(*scenario, example);
    settle();
    window.comparison()->actions().showSwaps->trigger();
    settle();
    QDockWidget *dock = window.comparison()->swapDock();
    SwapPanel *panel = window.comparison()->swapPanel();
    SwapHeatmap *map = panel->heatmap();
    QVERIFY(dock->isVisible() && map->hasMatrix());
    // 22 em of the panel's font, or 40% of the window where that is less.
    const int readable
        = std::min(22 * QFontInfo(panel->font()).pixelSize(), screen.width() * 40 / 100);
    const int opened = dock->width();
    QVERIFY2(opened >= readable, qPrintable(QStringLiteral("%1 < %2").arg(opened).arg(readable)));
    const int n = map->matrix().n;
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < n; ++j) {
            if (i == j)
                continue;
            QTest::mouseMove(map, map->cellCentre(i, j));
            settle();
            const QString what = QStringLiteral("swap %1 ↔ %2: the panel %3 px wide, was %4, "
                                                "readable %5; the window %6 px")
                                     .arg(i + 1)
                                     .arg(j + 1)
                                     .arg(dock->width())
                                     .arg(opened)
                                     .arg(readable)
                                     .arg(window.width());
            QVERIFY2(map->hoveredCell() == std::make_pair(i, j), qPrintable(what));
            QVERIFY2(dock->width() >= readable, qPrintable(what));
            QVERIFY2(window.width() == screen.width(), qPrintable(what));
        }
    }
    QTest::mouseMove(&window, QPoint(5, window.height() - 5));
    settle();
    QCOMPARE(map->hoveredCell(), std::make_pair(-1, -1));
    QCOMPARE(dock->width(), opened);
    QCOMPARE(window.size(), screen);
}

// A larger font (the interface scale, presenter zoom) raises the least width with it, within 40%
// of the window.
void TestDocks::readableWidthFollowsTheFont()
{
    MainWindow window;
    window.resize(1920, 1080);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QDockWidget *dock = window.comparison()->swapDock();
    SwapPanel *panel = window.comparison()->swapPanel();
    for (double factor : {1.0, 1.5, 2.0, 3.0}) {
        QFont font = window.font();
        font.setPointSizeF(font.pointSizeF() * factor);
        panel->setFont(font);
        settle();
        const int expected = std::min(22 * QFontInfo(font).pixelSize(), window.width() * 40 / 100);
        QCOMPARE(SidePanels::readableWidth(dock), expected);
        QCOMPARE(dock->minimumWidth(), expected);
    }
}

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM",
        "offscreen:configfile=" NDCG_SOURCE_DIR "/tests/tst_layout_screens.json");
    QApplication app(argc, argv);
    TestDocks test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_docks.moc"
