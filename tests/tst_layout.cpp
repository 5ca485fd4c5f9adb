// The window on real screens (issue 12): the main window and presenter mode fit 1024×768,
// 1280×800, 1920×1080 and 3840×2160 at every zoom (1×–2.5×), in English and Chinese, with the
// step-through on and with the panels open; presenter mode fills the whole screen and Esc gives
// the window its geometry back; the panels (F7, F8, Ctrl+Shift+T) dock beside the workbench
// instead of floating over it, and their shortcuts toggle them; a message never moves the
// table's rows; a refusal goes away after a valid edit; a huge grade does not widen the window.
//
// The offscreen platform reads its screens from tests/tst_layout_screens.json: four screens of
// the four sizes side by side, so that full screen on each is that screen's size.

#include "charts/contributionchart.h"
#include "charts/ndcgchart.h"
#include "charts/runningdcgchart.h"
#include "classroom/languagecontroller.h"
#include "classroom/presentercontroller.h"
#include "classroom/viewmenu.h"
#include "comparison/comparisoncontroller.h"
#include "document/rankingdocument.h"
#include "document/scenariodocument.h"
#include "document/settingsstore.h"
#include "examples.h"
#include "mainwindow.h"
#include "stepthrough/examplescontroller.h"
#include "stepthrough/stepcontroller.h"
#include "style/interfacescale.h"
#include "whatif/conventionpanel.h"
#include "whatif/conventiontablemodel.h"
#include "workbench/maskingproxymodel.h"
#include "workbench/rankingtablemodel.h"
#include "workbench/rankingtableview.h"
#include "workbench/workbench.h"

#include <QAction>
#include <QDockWidget>
#include <QHeaderView>
#include <QScreen>
#include <QStyle>
#include <QTableView>
#include <QTest>
#include <QWindow>

#include <memory>

namespace {

const QList<QSize> screenSizes
    = {QSize(1024, 768), QSize(1280, 800), QSize(1920, 1080), QSize(3840, 2160)};

QScreen *screenOfSize(const QSize &size)
{
    const QList<QScreen *> screens = QGuiApplication::screens();
    for (QScreen *s : screens) {
        if (s->geometry().size() == size)
            return s;
    }
    return nullptr;
}

QString sizeText(const QSize &s)
{
    return QStringLiteral("%1×%2").arg(s.width()).arg(s.height());
}

// What asks for the room, for a failure's message: the minimum size hint of every visible
// widget down to `depth` levels below the window.
QString whoAsks(QWidget *widget, int depth, const QString &indent = QString())
{
    QString text = QStringLiteral("%1%2 %3: %4\n")
                       .arg(indent, QString::fromLatin1(widget->metaObject()->className()),
                           widget->objectName(), sizeText(widget->minimumSizeHint()));
    if (depth == 0)
        return text;
    const QList<QWidget *> children = widget->findChildren<QWidget *>(Qt::FindDirectChildrenOnly);
    for (QWidget *child : children) {
        if (child->isVisible() && !child->isWindow())
            text += whoAsks(child, depth - 1, indent + QStringLiteral("  "));
    }
    return text;
}

} // namespace

class TestLayout : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void screensAreThere();
    void minimumSizeFitsTheSmallestScreen_data();
    void minimumSizeFitsTheSmallestScreen();
    void presenterFillsEachScreen_data();
    void presenterFillsEachScreen();
    void panelShortcutsToggle();
    void panelsDockBesideTheWorkbench();
    void panelsOpenAfterPresenting();
    void conventionExplorerFitsItsColumns_data();
    void conventionExplorerFitsItsColumns();
    void messageDoesNotMoveTheTable();
    void refusalGoesAfterAValidEdit();
    void largeGradeDoesNotWidenTheWindow();

private:
    PresenterController *presenter() const { return m_window->presenter(); }
    void placeOn(QScreen *screen, const QSize &size);
    void settle();

    std::unique_ptr<MainWindow> m_window;
};

void TestLayout::init()
{
    SettingsStore::settings().clear();
    SettingsStore::setPresenterOnSecondScreen(false);
    m_window = std::make_unique<MainWindow>();
    placeOn(screenOfSize(QSize(1280, 800)), QSize(1280, 800));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    settle();
}

void TestLayout::cleanup()
{
    if (m_window && presenter())
        presenter()->setActive(false);
    m_window.reset();
    LanguageController::instance()->setLanguage(LanguageController::Language::English, false);
}

void TestLayout::placeOn(QScreen *screen, const QSize &size)
{
    QVERIFY(screen);
    m_window->setGeometry(QRect(screen->geometry().topLeft(), size));
    if (m_window->windowHandle())
        m_window->windowHandle()->setScreen(screen);
}

void TestLayout::settle()
{
    // Queued relayouts and zero-time timers run now; nothing here waits for the clock.
    for (int i = 0; i < 4; ++i) {
        QCoreApplication::sendPostedEvents();
        QApplication::processEvents();
    }
}

void TestLayout::screensAreThere()
{
    for (const QSize &size : screenSizes)
        QVERIFY2(screenOfSize(size), qPrintable(sizeText(size)));
}

void TestLayout::minimumSizeFitsTheSmallestScreen_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("presenting");
    QTest::addColumn<bool>("stepping");
    QTest::addColumn<bool>("panels");
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        for (bool presenting : {false, true}) {
            for (bool stepping : {false, true}) {
                for (bool panels : {false, true}) {
                    QTest::addRow("%s%s%s%s", qPrintable(language), presenting ? ", presenter" : "",
                        stepping ? ", stepping" : "", panels ? ", panels" : "")
                        << language << presenting << stepping << panels;
                }
            }
        }
    }
}

// At every zoom step from 1× to 2.5× the window asks for no more than 1024×768 (the smallest
// screen): its minimum size hint (what the window manager is told) and its minimum size. A
// window whose minimum is larger than its screen is thrown out of full screen and off screen.
void TestLayout::minimumSizeFitsTheSmallestScreen()
{
    QFETCH(QString, language);
    QFETCH(bool, presenting);
    QFETCH(bool, stepping);
    QFETCH(bool, panels);
    LanguageController::instance()->setLanguage(*LanguageController::fromCode(language), false);
    placeOn(screenOfSize(QSize(1024, 768)), QSize(1024, 768));
    const auto example = Ndcg::loadExample(QStringLiteral("003-example"));
    QVERIFY(example.ok());
    m_window->document()->loadScenario(*example, QStringLiteral("003"));
    if (stepping)
        m_window->steps()->setStepping(true);
    if (panels) {
        m_window->comparison()->actions().showSwaps->trigger();
        m_window->comparison()->actions().showConventionExplorer->trigger();
        m_window->examples()->actions().compareWithText->trigger();
    }
    if (presenting)
        presenter()->setActive(true);
    settle();
    const QSize limit(1024, 768);
    for (double zoom = PresenterController::minZoom; zoom <= PresenterController::maxZoom;
         zoom += PresenterController::zoomStep) {
        presenter()->setZoom(zoom);
        settle();
        const QSize hint = m_window->minimumSizeHint();
        const QSize minimum = m_window->minimumSize();
        const QString what = QStringLiteral("zoom %1: minimum size hint %2, minimum size %3")
                                 .arg(zoom)
                                 .arg(sizeText(hint), sizeText(minimum));
        const bool fits = hint.width() <= limit.width() && hint.height() <= limit.height();
        if (!fits)
            qWarning().noquote() << whoAsks(m_window.get(), 7);
        QVERIFY2(fits, qPrintable(what));
        QVERIFY2(minimum.width() <= limit.width() && minimum.height() <= limit.height(),
            qPrintable(what));
        // The zoom asked for is the zoom shown, up to what the screen holds in presenter mode
        // (1× on 1024×768): it does not step back because something does not fit.
        QCOMPARE(InterfaceScale::instance()->factor(), std::min(zoom, presenter()->maxZoomHere()));
        QCOMPARE(presenter()->maxZoomHere(), presenting ? 1.0 : PresenterController::maxZoom);
    }
}

void TestLayout::presenterFillsEachScreen_data()
{
    QTest::addColumn<QSize>("screen");
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("stepping");
    for (const QSize &size : screenSizes) {
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
            for (bool stepping : {false, true}) {
                QTest::addRow("%s %s%s", qPrintable(sizeText(size)), qPrintable(language),
                    stepping ? ", stepping" : "")
                    << size << language << stepping;
            }
        }
    }
}

// F5 on each screen: the window is that screen, its content reaches the bottom, the charts get
// real height; Ctrl+= three times keeps all that (the reported bug: with step-through on, the
// second Ctrl+= threw the window out of full screen); Ctrl+0 and Esc give the window back its
// geometry from before.
void TestLayout::presenterFillsEachScreen()
{
    QFETCH(QSize, screen);
    QFETCH(QString, language);
    QFETCH(bool, stepping);
    LanguageController::instance()->setLanguage(*LanguageController::fromCode(language), false);
    QScreen *target = screenOfSize(screen);
    QVERIFY(target);
    const QSize windowed(std::min(1280, screen.width()) - 40, std::min(800, screen.height()) - 60);
    placeOn(target, windowed);
    settle();
    QCOMPARE(m_window->screen(), target);
    const QRect before = m_window->geometry();
    if (stepping)
        m_window->steps()->setStepping(true);
    settle();
    QTest::keyClick(m_window.get(), Qt::Key_F5);
    settle();
    QVERIFY(presenter()->isActive());
    for (int press = 0; press <= 3; ++press) {
        if (press > 0) {
            QTest::keyClick(m_window.get(), Qt::Key_Equal, Qt::ControlModifier);
            settle();
        }
        const QString what = QStringLiteral("after %1 × Ctrl+=: window %2 at %3,%4")
                                 .arg(press)
                                 .arg(sizeText(m_window->size()))
                                 .arg(m_window->x())
                                 .arg(m_window->y());
        QVERIFY2(m_window->isFullScreen(), qPrintable(what));
        QVERIFY2(m_window->geometry() == target->geometry(), qPrintable(what));
        // The content reaches the bottom of the screen: no empty band.
        QWidget *central = m_window->centralWidget();
        const int bottom = central->mapTo(m_window.get(), QPoint(0, central->height())).y();
        QVERIFY2(bottom >= m_window->height() - 12,
            qPrintable(what + QStringLiteral(", content ends at %1").arg(bottom)));
        // Every chart in sight is a chart, not a strip.
        const QList<QWidget *> charts = {m_window->workbench()->dcgChart(),
            m_window->workbench()->contributionChart(), m_window->workbench()->ndcgChart()};
        for (QWidget *chart : charts) {
            if (chart->isVisible())
                QVERIFY2(chart->height() >= 150,
                    qPrintable(what + QStringLiteral(", a chart %1 px tall").arg(chart->height())));
        }
    }
    // 1.5× (the zoom presenter mode starts at) and three steps, up to the screen's cap.
    QCOMPARE(presenter()->zoom(),
        std::min(1.5 + 3 * PresenterController::zoomStep,
            PresenterController::zoomCap(screen, InterfaceScale::instance()->textScale())));
    QTest::keyClick(m_window.get(), Qt::Key_0, Qt::ControlModifier);
    settle();
    QVERIFY(m_window->isFullScreen());
    QCOMPARE(m_window->geometry(), target->geometry());
    QTest::keyClick(m_window.get(), Qt::Key_Escape);
    settle();
    QVERIFY(!presenter()->isActive());
    QVERIFY(!m_window->isFullScreen());
    // The size from before, at the place from before (give or take the frame's few pixels).
    QCOMPARE(m_window->size(), before.size());
    QVERIFY2((m_window->pos() - before.topLeft()).manhattanLength() <= 4,
        qPrintable(QStringLiteral("%1,%2").arg(m_window->x()).arg(m_window->y())));
}

// Each panel's shortcut opens it and closes it again.
void TestLayout::panelShortcutsToggle()
{
    const auto example = Ndcg::loadExample(QStringLiteral("003-example"));
    QVERIFY(example.ok());
    m_window->document()->loadScenario(*example, QStringLiteral("003"));
    settle();
    const struct
    {
        QKeySequence key;
        QDockWidget *dock;
    } panels[] = {
        {QKeySequence(Qt::Key_F7), m_window->comparison()->swapDock()},
        {QKeySequence(Qt::Key_F8), m_window->comparison()->conventionDock()},
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T), m_window->examples()->textFiguresDock()},
    };
    for (const auto &panel : panels) {
        const QString name = panel.dock->objectName();
        QVERIFY2(panel.dock->isHidden(), qPrintable(name));
        QTest::keySequence(m_window.get(), panel.key);
        settle();
        QVERIFY2(panel.dock->isVisible(), qPrintable(name));
        QTest::keySequence(m_window.get(), panel.key);
        settle();
        QVERIFY2(panel.dock->isHidden(), qPrintable(name));
    }
}

// The panels open docked beside the workbench, never floating over the card, the table or the
// formula; the workbench makes room (its charts stay charts).
void TestLayout::panelsDockBesideTheWorkbench()
{
    const auto example = Ndcg::loadExample(QStringLiteral("003-example"));
    QVERIFY(example.ok());
    m_window->document()->loadScenario(*example, QStringLiteral("003"));
    placeOn(screenOfSize(QSize(1280, 800)), QSize(1280, 800));
    settle();
    m_window->comparison()->actions().showSwaps->trigger();
    m_window->comparison()->actions().showConventionExplorer->trigger();
    m_window->examples()->actions().compareWithText->trigger();
    settle();
    QCOMPARE(m_window->size(), QSize(1280, 800));
    Workbench *bench = m_window->workbench();
    const QRect benchRect(bench->mapTo(m_window.get(), QPoint(0, 0)), bench->size());
    for (QDockWidget *dock : {m_window->comparison()->swapDock(),
             m_window->comparison()->conventionDock(), m_window->examples()->textFiguresDock()}) {
        QVERIFY2(!dock->isFloating(), qPrintable(dock->objectName()));
        QCOMPARE(dock->window(), m_window.get());
        const QRect r(dock->mapTo(m_window.get(), QPoint(0, 0)), dock->size());
        QVERIFY2(!r.intersects(benchRect) || dock->isHidden(), qPrintable(dock->objectName()));
    }
    for (QWidget *chart : {static_cast<QWidget *>(bench->dcgChart()),
             static_cast<QWidget *>(bench->contributionChart()),
             static_cast<QWidget *>(bench->ndcgChart())}) {
        if (chart->isVisible())
            QVERIFY2(chart->height() >= 150, qPrintable(QString::number(chart->height())));
    }
}

void TestLayout::conventionExplorerFitsItsColumns_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

// F8 at 1280×800: every column of the convention explorer in sight (no horizontal scrolling),
// and no settings cell elided: each row (or each measure's card) is as tall as its wrapped
// settings text.
void TestLayout::conventionExplorerFitsItsColumns()
{
    QFETCH(QString, language);
    LanguageController::instance()->setLanguage(*LanguageController::fromCode(language), false);
    QTest::keyClick(m_window.get(), Qt::Key_F8);
    settle();
    ConventionPanel *panel = m_window->comparison()->conventionPanel();
    QVERIFY(panel->isVisible());
    QTableView *view = panel->view();
    QVERIFY(view->model()->rowCount() > 3);
    QVERIFY2(view->horizontalHeader()->length() <= view->viewport()->width(),
        qPrintable(QStringLiteral("%1 > %2")
                       .arg(view->horizontalHeader()->length())
                       .arg(view->viewport()->width())));
    const QFontMetrics metrics(view->font());
    const int margin
        = 2 * (view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1);
    // In columns, or in a card per measure (its settings at the card's width).
    const int shown = panel->arrangement() == ConventionPanel::Arrangement::Cards
        ? ConventionTableModel::Library
        : ConventionTableModel::Settings;
    for (int row = 0; row < view->model()->rowCount(); ++row) {
        const QString text
            = view->model()->index(row, ConventionTableModel::Settings).data().toString();
        const int width = view->columnWidth(shown) - margin;
        const int need
            = metrics.boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap, text).height();
        QVERIFY2(need <= view->rowHeight(row),
            qPrintable(QStringLiteral("row %1: %2 needs %3 px, has %4")
                           .arg(row)
                           .arg(text)
                           .arg(need)
                           .arg(view->rowHeight(row))));
    }
}

// The sequence of a lesson seen to crash (a layout changed while it laid its items out):
// step-through, presenter mode zoomed and left, then F7 and F8 both open, tabbed.
void TestLayout::panelsOpenAfterPresenting()
{
    LanguageController::instance()->setLanguage(LanguageController::Language::Chinese, false);
    QTest::keyClick(m_window.get(), Qt::Key_F6);
    for (int i = 0; i < 3; ++i)
        QTest::keyClick(m_window.get(), Qt::Key_Right);
    QTest::keyClick(m_window.get(), Qt::Key_F5);
    settle();
    for (int i = 0; i < 3; ++i) {
        QTest::keyClick(m_window.get(), Qt::Key_Equal, Qt::ControlModifier);
        settle();
    }
    QTest::keyClick(m_window.get(), Qt::Key_0, Qt::ControlModifier);
    QTest::keyClick(m_window.get(), Qt::Key_Escape);
    settle();
    QTest::keyClick(m_window.get(), Qt::Key_F6);
    settle();
    QTest::keyClick(m_window.get(), Qt::Key_F7);
    settle();
    QTest::keyClick(m_window.get(), Qt::Key_F8);
    settle();
    QDockWidget *swaps = m_window->comparison()->swapDock();
    QDockWidget *conventions = m_window->comparison()->conventionDock();
    QVERIFY(!swaps->isHidden() && !conventions->isHidden());
    QVERIFY(conventions->isVisible()); // the last one opened is in front
    QVERIFY(m_window->tabifiedDockWidgets(swaps).contains(conventions));
    // F7 brings the swaps to the front (they were behind a tab), F7 again closes them.
    QTest::keyClick(m_window.get(), Qt::Key_F7);
    settle();
    QVERIFY(swaps->isVisible());
    QTest::keyClick(m_window.get(), Qt::Key_F7);
    settle();
    QVERIFY(swaps->isHidden());
    QVERIFY(!conventions->isHidden());
}

// A message shown above or below the table does not move its rows: a click and the keystroke
// after it reach the same row.
void TestLayout::messageDoesNotMoveTheTable()
{
    Workbench *bench = m_window->workbench();
    RankingTableView *table = bench->table();
    const int y = table->viewport()->mapTo(m_window.get(), QPoint(0, 0)).y();
    const int height = table->viewport()->height();
    bench->showMessage(QStringLiteral("Grade must be a number"));
    settle();
    QVERIFY(!bench->message().isEmpty());
    QCOMPARE(table->viewport()->mapTo(m_window.get(), QPoint(0, 0)).y(), y);
    QCOMPARE(table->viewport()->height(), height);
    // A message long enough to wrap does not move them either.
    bench->showMessage(QString(40, QLatin1Char('x')).append(QStringLiteral(" ")).repeated(12));
    settle();
    QCOMPARE(table->viewport()->mapTo(m_window.get(), QPoint(0, 0)).y(), y);
    QCOMPARE(table->viewport()->height(), height);
}

// A refused edit shows why; the next edit that goes through takes the message away.
void TestLayout::refusalGoesAfterAValidEdit()
{
    Workbench *bench = m_window->workbench();
    MaskingProxyModel *model = bench->model();
    const QModelIndex grade = model->index(0, RankingTableModel::Grade);
    QVERIFY(!model->setData(grade, QStringLiteral("three")));
    QVERIFY(!bench->message().isEmpty());
    QVERIFY(model->setData(grade, QStringLiteral("2")));
    QCOMPARE(m_window->document()->a()->ranking().items[0].grade, 2.0);
    QVERIFY2(bench->message().isEmpty(), qPrintable(bench->message()));
}

// Grade 2000 (numbers of hundreds of digits before another part formats them) leaves the window
// its size, and its minimum within the smallest screen.
void TestLayout::largeGradeDoesNotWidenTheWindow()
{
    const QSize size = m_window->size();
    MaskingProxyModel *model = m_window->workbench()->model();
    QVERIFY(model->setData(model->index(0, RankingTableModel::Grade), QStringLiteral("2000")));
    settle();
    QCOMPARE(m_window->size(), size);
    const QSize hint = m_window->minimumSizeHint();
    QVERIFY2(hint.width() <= 1024 && hint.height() <= 768, qPrintable(sizeText(hint)));
    m_window->editActions().undo->trigger();
    settle();
    QCOMPARE(m_window->size(), size);
}

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM",
        "offscreen:configfile=" NDCG_SOURCE_DIR "/tests/tst_layout_screens.json");
    QApplication app(argc, argv);
    TestLayout test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_layout.moc"
