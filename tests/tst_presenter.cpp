// Presenter mode: F5 full screen, one zoom factor 1×–2.5× that scales the fonts of every part
// (Ctrl+= / Ctrl+- / Ctrl+0), bold weights, the content down to the bottom edge, B blanks the
// screen and any key returns, Esc leaves, the step-through's keys stay free. With NDCG_SHOT_DIR
// set, it saves presenter mode at 1920×1080 and 1.25× and 1.5× zoom (the most it holds) in
// English and Chinese.

#include "charts/breakdownchart.h"
#include "charts/comparisonchart.h"
#include "charts/runningdcgchart.h"
#include "classroom/languagecontroller.h"
#include "classroom/presentercontroller.h"
#include "classroom/presenterwindow.h"
#include "classroom/viewmenu.h"
#include "comparison/comparisoncontroller.h"
#include "comparison/comparisonview.h"
#include "document/rankingdocument.h"
#include "document/scenariodocument.h"
#include "document/settingsstore.h"
#include "mainwindow.h"
#include "stepthrough/stepcontroller.h"
#include "style/interfacescale.h"
#include "workbench/rangebar.h"
#include "workbench/rankingtablemodel.h"
#include "workbench/rankingtableview.h"
#include "workbench/resultcard.h"
#include "workbench/workbench.h"

#include <QAction>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QSet>
#include <QSettings>
#include <QTest>
#include <QValueAxis>

#include <memory>

class TestPresenter : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void f5EntersAndEscLeaves();
    void zoomScalesTheFonts();
    void zoomKeysStepAndClamp();
    void boldWeightsInPresenterMode();
    void contentReachesTheBottom();
    void bBlanksAndAnyKeyReturns();
    void stepThroughKeysStayFree();
    void presenterWindowShowsNextNarration();
    void clickerKeysStepInPresenterMode();
    void screenshots_data();
    void screenshots();
    void comparisonAtTwiceTheSize_data();
    void comparisonAtTwiceTheSize();

private:
    PresenterController *presenter() const { return m_window->findChild<PresenterController *>(); }

    std::unique_ptr<MainWindow> m_window;
};

void TestPresenter::init()
{
    SettingsStore::settings().clear();
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestPresenter::cleanup()
{
    if (presenter())
        presenter()->setActive(false);
    m_window.reset();
    LanguageController::instance()->setLanguage(LanguageController::Language::English, false);
}

void TestPresenter::f5EntersAndEscLeaves()
{
    QVERIFY(presenter());
    QVERIFY(!presenter()->isActive());
    QVERIFY(!m_window->viewMenu()->actions().blankScreen->isEnabled());
    QTest::keyClick(m_window.get(), Qt::Key_F5);
    QVERIFY(presenter()->isActive());
    QVERIFY2(m_window->isFullScreen(), qPrintable(QString::number(int(m_window->windowState()))));
    QVERIFY(m_window->viewMenu()->actions().presenterMode->isChecked());
    QVERIFY(m_window->viewMenu()->actions().blankScreen->isEnabled());
    QTest::keyClick(m_window.get(), Qt::Key_Escape);
    QVERIFY(!presenter()->isActive());
    QVERIFY(!m_window->isFullScreen());
    QVERIFY(!m_window->viewMenu()->actions().presenterMode->isChecked());
    QVERIFY(!m_window->viewMenu()->actions().leavePresenter->isEnabled());
}

void TestPresenter::zoomScalesTheFonts()
{
    presenter()->setActive(true);
    m_window->resize(1920, 1080);
    presenter()->setZoom(1.0);
    Workbench *bench = m_window->workbench();
    auto *caption = m_window->findChild<QLabel *>(QStringLiteral("metricsCaption"));
    const double bench1 = bench->font().pointSizeF();
    const double caption1 = caption->font().pointSizeF();
    const int title1 = bench->dcgChart()->chart()->titleFont().pointSize();
    const int axis1 = bench->dcgChart()->xAxis()->labelsFont().pointSize();
    const double menu1 = m_window->menuBar()->font().pointSizeF();
    QCOMPARE(InterfaceScale::instance()->factor(), 1.0);

    // 1.5×: the most a 1920×1080 screen holds (PresenterController::zoomCap()).
    presenter()->setZoom(1.5);
    QCOMPARE(InterfaceScale::instance()->factor(), 1.5);
    QCOMPARE(bench->font().pointSizeF(), 1.5 * bench1);
    QCOMPARE(caption->font().pointSizeF(), 1.5 * caption1);
    QCOMPARE(bench->dcgChart()->chart()->titleFont().pointSize(), qRound(1.5 * title1));
    QCOMPARE(bench->dcgChart()->xAxis()->labelsFont().pointSize(), qRound(1.5 * axis1));
    QCOMPARE(m_window->menuBar()->font().pointSizeF(), 1.5 * menu1);

    // The zoom stays when the window is resized (the window does not pick its own).
    m_window->resize(1900, 1000);
    QCOMPARE(InterfaceScale::instance()->factor(), 1.5);
    presenter()->setZoom(1.25);
    QCOMPARE(bench->font().pointSizeF(), 1.25 * bench1);
    // More than the screen holds stops at its cap.
    presenter()->setZoom(2.5);
    QCOMPARE(bench->font().pointSizeF(), 1.5 * bench1);
    // Remembered for the next presentation.
    QCOMPARE(SettingsStore::presentationZoom(), std::optional<double>(1.5));
}

void TestPresenter::zoomKeysStepAndClamp()
{
    presenter()->setActive(true);
    presenter()->setZoom(1.25);
    QTest::keyClick(m_window.get(), Qt::Key_Equal, Qt::ControlModifier);
    QCOMPARE(presenter()->zoom(), 1.5);
    QCOMPARE(InterfaceScale::instance()->factor(), 1.5);
    QTest::keyClick(m_window.get(), Qt::Key_Minus, Qt::ControlModifier);
    QCOMPARE(presenter()->zoom(), 1.25);
    // Up to the most a 1920×1080 screen holds: 1.5× (1080 / 720).
    for (int i = 0; i < 10; ++i)
        QTest::keyClick(m_window.get(), Qt::Key_Equal, Qt::ControlModifier);
    QCOMPARE(presenter()->zoom(), 1.5);
    QVERIFY(!m_window->viewMenu()->actions().zoomIn->isEnabled());
    QTest::keyClick(m_window.get(), Qt::Key_0, Qt::ControlModifier);
    QCOMPARE(presenter()->zoom(), 1.0);
    QTest::keyClick(m_window.get(), Qt::Key_Minus, Qt::ControlModifier);
    QCOMPARE(presenter()->zoom(), 1.0);
    // Leaving presenter mode gives the window the interface scale alone back.
    presenter()->setActive(false);
    QCOMPARE(presenter()->zoom(), 0.0);
    QCOMPARE(InterfaceScale::instance()->factor(), InterfaceScale::instance()->scale());
}

void TestPresenter::boldWeightsInPresenterMode()
{
    QVERIFY(!m_window->workbench()->font().bold());
    presenter()->setActive(true);
    QVERIFY(m_window->workbench()->font().bold());
    QVERIFY(m_window->workbench()->dcgChart()->xAxis()->labelsFont().bold());
    presenter()->setActive(false);
    QVERIFY(!m_window->workbench()->font().bold());
    QVERIFY(!m_window->workbench()->dcgChart()->xAxis()->labelsFont().bold());
}

// The whole screen is used: no empty band at the bottom (issue 12: a fifth of a 1024×768
// projector left empty while the charts were 40 px tall), and nothing drawn past the window.
void TestPresenter::contentReachesTheBottom()
{
    presenter()->setActive(true);
    m_window->resize(1920, 1080);
    QApplication::processEvents();
    QCOMPARE(m_window->size(), QSize(1920, 1080));
    QCOMPARE(presenter()->bottomBand(), 0);
    QCOMPARE(m_window->contentsMargins().bottom(), 0);
    const QRect central = m_window->centralWidget()->geometry();
    QVERIFY2(
        central.bottom() >= m_window->height() - 12, qPrintable(QString::number(central.bottom())));
    const QList<QWidget *> all = m_window->centralWidget()->findChildren<QWidget *>();
    for (QWidget *w : all) {
        if (!w->isVisible() || w->isWindow())
            continue;
        const QRect r(w->mapTo(m_window.get(), QPoint(0, 0)), w->size());
        QVERIFY2(r.bottom() < m_window->height()
                || w->parentWidget()->objectName() == QLatin1String("qt_scrollarea_viewport"),
            qPrintable(QStringLiteral("%1 %2 ends at %3")
                           .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName())
                           .arg(r.bottom())));
    }
    presenter()->setActive(false);
    QCOMPARE(m_window->contentsMargins().bottom(), 0);
}

void TestPresenter::bBlanksAndAnyKeyReturns()
{
    // Outside presenter mode B is a letter (a label being typed), not a command.
    QTest::keyClick(m_window.get(), Qt::Key_B);
    QVERIFY(!presenter()->isBlank());
    presenter()->setActive(true);
    const double grade = m_window->document()->a()->ranking().items[0].grade;
    QTest::keyClick(m_window.get(), Qt::Key_B);
    QVERIFY(presenter()->isBlank());
    auto *blank = m_window->findChild<QWidget *>(QStringLiteral("presenterBlank"));
    QVERIFY(blank && blank->isVisible());
    QCOMPARE(blank->geometry(), m_window->rect());
    const QImage shot = m_window->grab().toImage();
    QCOMPARE(shot.pixelColor(shot.width() / 2, shot.height() / 2), QColor(Qt::black));
    // B again returns.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_B);
    QVERIFY(!presenter()->isBlank());
    // Any key returns, and does nothing else: no shortcut, no edit.
    QTest::keyClick(m_window.get(), Qt::Key_B);
    QVERIFY(presenter()->isBlank());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Delete);
    QVERIFY(!presenter()->isBlank());
    QCOMPARE(m_window->document()->a()->ranking().items[0].grade, grade);
    QCOMPARE(m_window->document()->a()->ranking().items.size(), 5);
    QVERIFY(presenter()->isActive());
    // Esc while blank returns first, and leaves on the second press.
    QTest::keyClick(m_window.get(), Qt::Key_B);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QVERIFY(!presenter()->isBlank());
    QVERIFY(presenter()->isActive());
    QTest::keyClick(m_window.get(), Qt::Key_Escape);
    QVERIFY(!presenter()->isActive());
}

void TestPresenter::stepThroughKeysStayFree()
{
    // The clicker keys of the step-through belong to it: no action of the View menu takes them.
    const QList<QKeySequence> clicker = {QKeySequence(Qt::Key_Right), QKeySequence(Qt::Key_Left),
        QKeySequence(Qt::Key_Space), QKeySequence(Qt::Key_PageDown), QKeySequence(Qt::Key_PageUp),
        QKeySequence(Qt::Key_Home), QKeySequence(Qt::Key_End)};
    const ViewMenu::Actions &view = m_window->viewMenu()->actions();
    for (QAction *a : {view.presenterMode, view.zoomIn, view.zoomOut, view.zoomReset,
             view.blankScreen, view.leavePresenter, view.presenterSecondScreen, view.darkTheme,
             view.glossary, view.shortcuts}) {
        QVERIFY(a);
        for (const QKeySequence &k : a->shortcuts())
            QVERIFY2(!clicker.contains(k), qPrintable(a->objectName()));
    }
    // And entering presenter mode does not move the focus away from the workbench.
    m_window->workbench()->table()->setFocus();
    presenter()->setActive(true);
    QVERIFY(m_window->isAncestorOf(QApplication::focusWidget()));
}

void TestPresenter::presenterWindowShowsNextNarration()
{
    QCOMPARE(QGuiApplication::screens().size(), 2);
    presenter()->setActive(true);
    presenter()->setNarration(QStringLiteral("Position 2: gain 3"), QStringLiteral("Position 3"));
    PresenterWindow *second = presenter()->presenterWindow();
    QVERIFY(second && second->isVisible());
    QVERIFY(second->screen() != m_window->screen());
    QCOMPARE(second->nextText(), QStringLiteral("Position 3"));
    // A step controller announcing its narration is connected when presenter mode starts.
    presenter()->setActive(false);
    QVERIFY(!second->isVisible());
    m_window->viewMenu()->actions().presenterSecondScreen->setChecked(false);
    presenter()->setActive(true);
    QVERIFY(!second->isVisible());
    m_window->viewMenu()->actions().presenterSecondScreen->setChecked(true);
    QVERIFY(second->isVisible());
    PresenterWindow view;
    view.setNarration(QStringLiteral("now"), QStringLiteral("Next: position 3, d(3) = 0.5"));
    QCOMPARE(view.nextText(), QStringLiteral("Next: position 3, d(3) = 0.5"));
    view.setNarration(QString(), QString());
    QVERIFY(!view.nextText().isEmpty()); // a hint, not an empty window
}

void TestPresenter::clickerKeysStepInPresenterMode()
{
    auto *steps = m_window->findChild<StepController *>();
    QVERIFY(steps);
    presenter()->setActive(true);
    steps->setStepping(true);
    QVERIFY(steps->stepCount() > 3);
    QCOMPARE(steps->stepIndex(), 0);
    QTest::keyClick(m_window.get(), Qt::Key_Right);
    QCOMPARE(steps->stepIndex(), 1);
    QTest::keyClick(m_window.get(), Qt::Key_Space);
    QTest::keyClick(m_window.get(), Qt::Key_PageDown);
    QCOMPARE(steps->stepIndex(), 3);
    QTest::keyClick(m_window.get(), Qt::Key_PageUp);
    QTest::keyClick(m_window.get(), Qt::Key_Left);
    QCOMPARE(steps->stepIndex(), 1);
    QTest::keyClick(m_window.get(), Qt::Key_End);
    QCOMPARE(steps->stepIndex(), steps->stepCount());
    QTest::keyClick(m_window.get(), Qt::Key_Home);
    QCOMPARE(steps->stepIndex(), 0);
    // The presenter window on the second screen reads the next step's narration.
    QTest::keyClick(m_window.get(), Qt::Key_Right);
    PresenterWindow *second = presenter()->presenterWindow();
    QVERIFY(second && second->isVisible());
    QVERIFY2(second->nextText().contains(steps->sequence().steps[1].narration),
        qPrintable(second->nextText()));
    if (qEnvironmentVariableIsSet("NDCG_SHOT_DIR"))
        second->grab().save(
            qEnvironmentVariable("NDCG_SHOT_DIR") + QStringLiteral("/presenter-window.png"));
    // Blanking and returning does not step.
    QTest::keyClick(m_window.get(), Qt::Key_B);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
    QVERIFY(!presenter()->isBlank());
    QCOMPARE(steps->stepIndex(), 1);
    steps->setStepping(false);
}

void TestPresenter::screenshots_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<double>("zoom");
    QTest::addColumn<bool>("dark");
    QTest::newRow("English at 1.25x") << QStringLiteral("en") << 1.25 << false;
    QTest::newRow("Chinese at 1.25x") << QStringLiteral("zh_CN") << 1.25 << false;
    QTest::newRow("English at 1.5x") << QStringLiteral("en") << 1.5 << false;
    QTest::newRow("Chinese at 1.5x") << QStringLiteral("zh_CN") << 1.5 << false;
    QTest::newRow("Chinese at 1.5x, dark") << QStringLiteral("zh_CN") << 1.5 << true;
}

void TestPresenter::screenshots()
{
    QFETCH(QString, language);
    QFETCH(double, zoom);
    QFETCH(bool, dark);
    m_window->viewMenu()->actions().darkTheme->setChecked(dark);
    LanguageController::instance()->setLanguage(*LanguageController::fromCode(language), false);
    m_window->workbench()->table()->selectRows({2});
    presenter()->setActive(true);
    m_window->resize(1920, 1080);
    presenter()->setZoom(zoom);
    QApplication::processEvents();
    m_window->resize(1920, 1080);
    QApplication::processEvents();
    const QImage shot = m_window->grab().toImage();
    // Every one of the five rows is whole in sight (the table is not cut mid-row).
    RankingTableView *table = m_window->workbench()->table();
    QVERIFY2(table->viewport()->height() >= 5 * table->verticalHeader()->defaultSectionSize(),
        qPrintable(QStringLiteral("%1 < 5 × %2")
                       .arg(table->viewport()->height())
                       .arg(table->verticalHeader()->defaultSectionSize())));
    // No value-axis title is elided ("NDC…"): each is shown whole or left to the chart's title.
    const QList<BreakdownChart *> charts = m_window->workbench()->findChildren<BreakdownChart *>();
    QCOMPARE(charts.size(), 3);
    for (BreakdownChart *chart : charts) {
        QValueAxis *axis = chart->yAxis();
        const double room = chart->chart()->plotArea().height();
        const double need = QFontMetricsF(axis->titleFont()).horizontalAdvance(axis->titleText());
        QVERIFY2(!axis->isTitleVisible() || need <= room,
            qPrintable(QStringLiteral("%1: %2 > %3").arg(axis->titleText()).arg(need).arg(room)));
    }
    // The range bar is as tall as its labels: one row of them under the bar here.
    auto *range = m_window->findChild<RangeBar *>();
    QVERIFY(range);
    const QFontMetrics rangeMetrics(range->font());
    QVERIFY2(range->height() <= 3 * rangeMetrics.height() + 32,
        qPrintable(QString::number(range->height())));
    QCOMPARE(shot.size(), QSize(1920, 1080) * shot.devicePixelRatio());
    // The charts are drawn down to the bottom of the screen (a row of colours there missed the
    // white between the legends of the Chinese charts at 2×): the lowest chart ends in the
    // last twentieth of the height.
    int bottom = 0;
    for (BreakdownChart *chart : charts) {
        if (chart->isVisible())
            bottom = std::max(bottom, chart->mapTo(m_window.get(), QPoint(0, chart->height())).y());
    }
    if (qEnvironmentVariableIsSet("NDCG_SHOT_DIR"))
        shot.save(qEnvironmentVariable("NDCG_SHOT_DIR")
            + QStringLiteral("/presenter-%1-%2x%3.png")
                  .arg(language)
                  .arg(zoom)
                  .arg(dark ? QStringLiteral("-dark") : QString()));
    QVERIFY2(bottom >= m_window->height() * 19 / 20,
        qPrintable(QStringLiteral("%1 of %2").arg(bottom).arg(m_window->height())));
    m_window->viewMenu()->actions().darkTheme->setChecked(false);
}

void TestPresenter::comparisonAtTwiceTheSize_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QStringLiteral("en");
    QTest::newRow("Chinese") << QStringLiteral("zh_CN");
}

// Seed 002's two algorithms on a 1920×1080 projector at 2× asked (1.5×, the most that screen
// holds, PresenterController::zoomCap()): both tables show all five rows, the
// two NDCGs and the verdict are in sight, and nothing is drawn past the bottom of the screen.
void TestPresenter::comparisonAtTwiceTheSize()
{
    QFETCH(QString, language);
    LanguageController::instance()->setLanguage(*LanguageController::fromCode(language), false);
    auto *comparison = m_window->findChild<ComparisonController *>();
    QVERIFY(comparison);
    QVERIFY(comparison->loadExample(QStringLiteral("002-lipsticks-ab")));
    presenter()->setActive(true);
    m_window->resize(1920, 1080);
    presenter()->setZoom(2.0);
    QApplication::processEvents();
    m_window->resize(1920, 1080);
    QApplication::processEvents();
    ComparisonView *view = comparison->view();
    QVERIFY(view);
    const int bottom = m_window->height();
    for (int side : {0, 1}) {
        RankingTableView *table = view->table(side);
        QVERIFY2(table->viewport()->height() >= 5 * table->verticalHeader()->defaultSectionSize(),
            qPrintable(QStringLiteral("side %1: %2 < 5 × %3")
                           .arg(side)
                           .arg(table->viewport()->height())
                           .arg(table->verticalHeader()->defaultSectionSize())));
        QVERIFY(table->mapTo(m_window.get(), QPoint(0, table->height())).y() <= bottom);
        // Each label read whole ("口红5", not "口…").
        const QFontMetrics metrics(table->font());
        for (int row = 0; row < 5; ++row) {
            const QString label
                = view->model(side)->index(row, RankingTableModel::Label).data().toString();
            QVERIFY2(
                metrics.horizontalAdvance(label) < table->columnWidth(RankingTableModel::Label),
                qPrintable(label));
        }
        // Every column in sight: no horizontal scrolling.
        QVERIFY2(table->horizontalHeader()->length() <= table->viewport()->width(),
            qPrintable(QStringLiteral("side %1: columns %2 > %3")
                           .arg(side)
                           .arg(table->horizontalHeader()->length())
                           .arg(table->viewport()->width())));
    }
    for (const char *name : {"ndcgA", "ndcgB", "verdict"}) {
        auto *label = view->findChild<QLabel *>(QLatin1String(name));
        QVERIFY2(label && label->isVisible(), name);
        QVERIFY2(label->width() >= label->sizeHint().width() || label->wordWrap(), name);
    }
    // The charts' value axes: labels with room to stand apart (no "…"), titles whole or left out.
    for (ComparisonChart *chart : {view->runningChart(), view->differenceChart()}) {
        QValueAxis *axis = chart->yAxis();
        const double room = chart->chart()->plotArea().height();
        const double label = QFontMetricsF(axis->labelsFont()).height();
        QVERIFY2((axis->tickCount() - 1) * label * 1.5 <= room || axis->tickCount() <= 3,
            qPrintable(QStringLiteral("%1 ticks of %2 px in %3 px")
                           .arg(axis->tickCount())
                           .arg(label)
                           .arg(room)));
        const double title = QFontMetricsF(axis->titleFont()).horizontalAdvance(axis->titleText());
        QVERIFY(!axis->isTitleVisible() || title <= room);
    }
    const QImage shot = m_window->grab().toImage();
    if (qEnvironmentVariableIsSet("NDCG_SHOT_DIR"))
        shot.save(qEnvironmentVariable("NDCG_SHOT_DIR")
            + QStringLiteral("/presenter-compare-%1-2x.png").arg(language));
    m_window->document()->setComparison(std::nullopt);
}

// Two 1920×1080 screens side by side: full screen is 1920×1080, and the presenter window has
// a second screen to go to.
int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM",
        "offscreen:configfile=" NDCG_SOURCE_DIR "/tests/tst_presenter_screens.json");
    QApplication app(argc, argv);
    TestPresenter test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_presenter.moc"
