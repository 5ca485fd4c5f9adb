// What a projector shows at a large zoom, on real screen sizes (tst_layout_screens.json):
// - the charts fit the visible body in presenter mode at every screen and zoom (at 2.25× on a
//   1024×768 projector their legend was below the screen's edge, where the body scrolled);
// - the result card rearranges itself when narrow (a side panel open at 2× on a 1024-pixel
//   screen wrapped its headline inside its terms and clipped it): nothing of it is cut off;
// - presenter mode at 1× and at the most the screen holds (its zoom cap), with answers hidden
//   and stepping through an example, shows every row up to k, the current cell at every step,
//   the whole narration and the text's figure line;
// - the Examples gallery grows with the zoom within its screen, and its list never scrolls
//   sideways; its count of the text's figures reads in English's plural forms.

#include "charts/contributionchart.h"
#include "charts/ndcgchart.h"
#include "charts/runningdcgchart.h"
#include "class/classcontroller.h"
#include "classroom/languagecontroller.h"
#include "classroom/presentercontroller.h"
#include "classroom/viewmenu.h"
#include "classserver.h"
#include "comparison/comparisoncontroller.h"
#include "document/scenariodocument.h"
#include "document/settingsstore.h"
#include "examples.h"
#include "lesson.h"
#include "lesson/lessonplayer.h"
#include "mainwindow.h"
#include "stepthrough/examplegallery.h"
#include "stepthrough/examplescontroller.h"
#include "stepthrough/stepcontroller.h"
#include "stepthrough/stepthroughmovesview.h"
#include "stepthrough/stepthroughpanel.h"
#include "style/interfacescale.h"
#include "style/theme.h"
#include "workbench/rangebar.h"
#include "workbench/rankingtablemodel.h"
#include "workbench/rankingtableview.h"
#include "workbench/resultcard.h"
#include "workbench/workbench.h"

#include <QAction>
#include <QChart>
#include <QDockWidget>
#include <QLabel>
#include <QLegend>
#include <QListWidget>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
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

QString rectText(const QRect &r)
{
    return QStringLiteral("%1,%2 %3×%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

} // namespace

class TestLayoutFit : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void chartsFitTheBody_data();
    void chartsFitTheBody();
    void cardReflowsWhenNarrow_data();
    void cardReflowsWhenNarrow();
    void zoomStopsAtWhatTheScreenHolds_data();
    void zoomStopsAtWhatTheScreenHolds();
    void lessonStaysInSight_data();
    void lessonStaysInSight();
    void theClassAnswersBesideTheLessonKeepItsRowsInSight_data();
    void theClassAnswersBesideTheLessonKeepItsRowsInSight();
    void galleryFollowsTheZoom_data();
    void galleryFollowsTheZoom();
    void galleryCountsInPluralForms();

private:
    PresenterController *presenter() const { return m_window->presenter(); }
    void placeOn(const QSize &screen);
    void settle();
    void present(const QSize &screen, const QString &language);

    std::unique_ptr<MainWindow> m_window;
};

void TestLayoutFit::init()
{
    SettingsStore::settings().clear();
    SettingsStore::setPresenterOnSecondScreen(false);
    m_window = std::make_unique<MainWindow>();
    placeOn(QSize(1280, 800));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    settle();
}

void TestLayoutFit::cleanup()
{
    if (m_window && presenter())
        presenter()->setActive(false);
    m_window.reset();
    LanguageController::instance()->setLanguage(LanguageController::Language::English, false);
}

void TestLayoutFit::placeOn(const QSize &size)
{
    QScreen *screen = screenOfSize(size);
    QVERIFY(screen);
    const QSize windowed(std::min(1280, size.width()) - 40, std::min(800, size.height()) - 60);
    m_window->setGeometry(QRect(screen->geometry().topLeft() + QPoint(20, 30), windowed));
    if (m_window->windowHandle())
        m_window->windowHandle()->setScreen(screen);
}

void TestLayoutFit::settle()
{
    // Queued relayouts and zero-time timers run now; nothing here waits for the clock.
    for (int i = 0; i < 12; ++i) {
        QCoreApplication::sendPostedEvents();
        QApplication::processEvents();
    }
}

void TestLayoutFit::present(const QSize &screen, const QString &language)
{
    LanguageController::instance()->setLanguage(*LanguageController::fromCode(language), false);
    placeOn(screen);
    settle();
    presenter()->setActive(true);
    settle();
    QCOMPARE(m_window->geometry().size(), screen);
}

void TestLayoutFit::chartsFitTheBody_data()
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

// Presenter mode on each screen, every zoom from 1× to its cap: every chart in sight lies wholly
// inside the body's viewport with the body scrolled to its top (nothing of it needs scrolling),
// its legend lies inside it, and its plot keeps room to be read.
void TestLayoutFit::chartsFitTheBody()
{
    QFETCH(QSize, screen);
    QFETCH(QString, language);
    QFETCH(bool, stepping);
    if (stepping)
        m_window->steps()->setStepping(true);
    present(screen, language);
    Workbench *bench = m_window->workbench();
    QWidget *viewport = bench->body()->viewport();
    QString overflow;
    // Every zoom up to the most the screen holds (the zoom stops there).
    for (double zoom = PresenterController::minZoom; zoom <= presenter()->maxZoomHere();
         zoom += PresenterController::zoomStep) {
        presenter()->setZoom(zoom);
        settle();
        bench->body()->verticalScrollBar()->setValue(0);
        const QList<ChartView *> charts
            = {bench->dcgChart(), bench->contributionChart(), bench->ndcgChart()};
        for (ChartView *chart : charts) {
            if (!chart->isVisible())
                continue;
            const QRect inViewport(chart->mapTo(viewport, QPoint(0, 0)), chart->size());
            QWidget *content = bench->body()->widget();
            const QString what
                = QStringLiteral("zoom %1: %2 at %3 in a viewport of %4 (its least height %5, "
                                 "the body's %6, arrangement %7)")
                      .arg(zoom)
                      .arg(chart->chartName(), rectText(inViewport), sizeText(viewport->size()))
                      .arg(chart->minimumHeight())
                      .arg(sizeText(content->size()))
                      .arg(int(bench->arrangement()));
            // The first part that does not fit, checked after the last zoom (below).
            const QRectF legend = chart->chart()->legend()->geometry();
            if (!overflow.isEmpty())
                continue;
            if (!viewport->rect().contains(inViewport))
                overflow = what;
            else if (!QRectF(QPointF(0, 0), QSizeF(chart->size())).contains(legend))
                overflow = what + QStringLiteral(", legend at %1").arg(rectText(legend.toRect()));
            else if (chart->chart()->plotArea().height() < 40)
                overflow = what
                    + QStringLiteral(", plot %1 px tall").arg(chart->chart()->plotArea().height());
        }
    }
    QVERIFY2(overflow.isEmpty(), qPrintable(overflow));
}

void TestLayoutFit::cardReflowsWhenNarrow_data()
{
    QTest::addColumn<QSize>("screen");
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("panel");
    for (const QSize &size : {QSize(1024, 768), QSize(1280, 800), QSize(1920, 1080)}) {
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
            for (bool panel : {false, true}) {
                QTest::addRow("%s %s%s", qPrintable(sizeText(size)), qPrintable(language),
                    panel ? ", F7" : "")
                    << size << language << panel;
            }
        }
    }
}

// The card at every zoom, with and without the swaps panel beside the workbench: the headline
// is shown whole (as tall and as wide as its text, and within the card), so are the companion
// metrics and their caption; the headline says the same as ever (seed 000, grades 3, 2, 0, 1, 3:
// DCG@5 = 7 + 3/log2 3 + 0 + 1/log2 5 + 7/log2 6 = 12.031, IDCG@5 = 7 + 7/log2 3 + 3/2 + 1/log2 5
// + 0 = 13.347 with the pool's grades 3, 3, 2, 1, 0, NDCG@5 = 0.901).
void TestLayoutFit::cardReflowsWhenNarrow()
{
    QFETCH(QSize, screen);
    QFETCH(QString, language);
    QFETCH(bool, panel);
    present(screen, language);
    if (panel) {
        QTest::keyClick(m_window.get(), Qt::Key_F7);
        settle();
        QVERIFY(m_window->comparison()->swapDock()->isVisible());
    }
    ResultCard *card = m_window->workbench()->card();
    // Found as a screen reader finds it: the label described as the NDCG result (its name is
    // the headline's sentence, the card's own name "NDCG result").
    QLabel *headline = nullptr;
    for (QLabel *label : card->findChildren<QLabel *>()) {
        if (label->accessibleDescription() == ResultCard::tr("NDCG result"))
            headline = label;
    }
    QVERIFY(headline);
    // Every zoom up to the most the screen holds (the zoom stops there).
    for (double zoom = PresenterController::minZoom; zoom <= presenter()->maxZoomHere();
         zoom += PresenterController::zoomStep) {
        presenter()->setZoom(zoom);
        settle();
        const QString what = QStringLiteral("zoom %1, card %2 wide (%3 lines, metrics %4)")
                                 .arg(zoom)
                                 .arg(card->width())
                                 .arg(card->headlineLines())
                                 .arg(card->metricsBelow() ? "below" : "beside");
        QCOMPARE(card->headlineText(),
            QStringLiteral("NDCG@5 = DCG@5 / IDCG@5 = 12.031 / 13.347 = 0.901"));
        const int needHeight = headline->wordWrap() ? headline->heightForWidth(headline->width())
                                                    : headline->sizeHint().height();
        QVERIFY2(headline->height() >= needHeight,
            qPrintable(what
                + QStringLiteral(": headline %1 px tall, needs %2")
                      .arg(headline->height())
                      .arg(needHeight)));
        if (!headline->wordWrap())
            QVERIFY2(headline->width() >= headline->sizeHint().width(),
                qPrintable(what
                    + QStringLiteral(": headline %1 px wide, needs %2")
                          .arg(headline->width())
                          .arg(headline->sizeHint().width())));
        // The range bar as tall as its labels need at its width (a second row where they
        // would overlap).
        RangeBar *range = card->rangeBar();
        QVERIFY2(range->height() >= range->heightForWidth(range->width()),
            qPrintable(what
                + QStringLiteral(": range bar %1×%2, needs %3")
                      .arg(range->width())
                      .arg(range->height())
                      .arg(range->heightForWidth(range->width()))));
        // Every label of the card (headline, caption, metrics) whole and inside the card.
        const QRect inside = card->contentsRect();
        for (QLabel *label : card->findChildren<QLabel *>()) {
            if (!label->isVisible() || label->text().isEmpty())
                continue;
            const QRect r(label->mapTo(card, QPoint(0, 0)), label->size());
            const QString which = what
                + QStringLiteral(": “%1” at %2 in %3")
                      .arg(label->text().left(40), rectText(r), rectText(inside));
            QVERIFY2(inside.contains(r), qPrintable(which));
            if (!label->wordWrap())
                QVERIFY2(label->width() >= label->sizeHint().width()
                        && label->height() >= label->sizeHint().height(),
                    qPrintable(which));
        }
    }
}

void TestLayoutFit::zoomStopsAtWhatTheScreenHolds_data()
{
    QTest::addColumn<QSize>("screen");
    QTest::addColumn<double>("cap");
    // The screen keeps 1024×720 pixels of the interface at 100 %: min(w / 1024, h / 720) in
    // quarter steps down, at least 1× (the interface scale here is 100 %).
    QTest::newRow("1024×768 stays at 1×") << QSize(1024, 768) << 1.0;
    QTest::newRow("1280×800 stays at 1× (800 / 720 = 1.11)") << QSize(1280, 800) << 1.0;
    QTest::newRow("1920×1080 goes up to 1.5× (1080 / 720)") << QSize(1920, 1080) << 1.5;
    QTest::newRow("3840×2160 goes up to 2.5× (3 at most)") << QSize(3840, 2160) << 2.5;
}

// Ctrl+= until it stops: the zoom stops at the cap, Zoom in is disabled there and says how far
// it goes; the indicator in the corner tells the real zoom. Esc: no cap outside presenter mode.
void TestLayoutFit::zoomStopsAtWhatTheScreenHolds()
{
    QFETCH(QSize, screen);
    QFETCH(double, cap);
    QCOMPARE(InterfaceScale::instance()->scale(), 1.0);
    QCOMPARE(PresenterController::zoomCap(screen, 1.0), cap);
    // At 200 % (a 4K screen's automatic scale) half as far: 3840×2160 → min(3.75, 3) / 2.
    QCOMPARE(PresenterController::zoomCap(screen, 2.0),
        std::max(1.0,
            std::floor(std::min(screen.width() / 1024.0, screen.height() / 720.0) / 2 * 4) / 4));
    present(screen, QStringLiteral("en"));
    QAction *zoomIn = m_window->viewMenu()->actions().zoomIn;
    for (int press = 0; press < 8; ++press)
        QTest::keyClick(m_window.get(), Qt::Key_Equal, Qt::ControlModifier);
    QCOMPARE(presenter()->zoom(), cap);
    QCOMPARE(InterfaceScale::instance()->factor(), cap);
    QVERIFY(!zoomIn->isEnabled());
    if (cap < PresenterController::maxZoom)
        QVERIFY2(zoomIn->toolTip().contains(QStringLiteral("up to %1× on this screen").arg(cap)),
            qPrintable(zoomIn->toolTip()));
    QWidget *indicator = presenter()->zoomIndicator();
    QVERIFY(indicator && indicator->isVisible());
    QCOMPARE(qobject_cast<QLabel *>(indicator)->text(),
        PresenterController::zoomText(cap, cap < PresenterController::maxZoom));
    QVERIFY(m_window->rect().contains(QRect(indicator->pos(), indicator->size())));
    QTest::keyClick(m_window.get(), Qt::Key_Minus, Qt::ControlModifier);
    QCOMPARE(presenter()->zoom(), std::max(1.0, cap - PresenterController::zoomStep));
    QCOMPARE(zoomIn->isEnabled(), cap > 1.0);
    presenter()->setActive(false);
    QVERIFY(zoomIn->isEnabled());
}

void TestLayoutFit::lessonStaysInSight_data()
{
    QTest::addColumn<QSize>("screen");
    QTest::addColumn<QString>("language");
    for (const QSize &size : screenSizes) {
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")})
            QTest::addRow("%s %s", qPrintable(sizeText(size)), qPrintable(language))
                << size << language;
    }
}

// Presenter mode at 1× and at the most the screen holds, answers hidden (Ctrl+Shift+H),
// step-through (F6) through the bundled example with the most rows (003-code: 10 rows, k = 10,
// three judged items), and with answers shown through the one with the most figures of its text
// (004: 22, a figure line at many steps); every other example at its first and last step. At every
// step: each row up to k lies inside the table's viewport, and the table inside the body's; so does
// the current cell; the narration and the text's figure line are whole (as tall as their wrapped
// text at their width) and inside the strip's viewport, not cut on the right.
void TestLayoutFit::lessonStaysInSight()
{
    QFETCH(QSize, screen);
    QFETCH(QString, language);
    present(screen, language);
    StepController *steps = m_window->steps();
    Workbench *bench = m_window->workbench();
    RankingTableView *table = bench->table();
    QWidget *bodyViewport = bench->body()->viewport();
    StepThroughPanel *panel = steps->panel();
    auto *strip = m_window->findChild<QScrollArea *>(QStringLiteral("stepThroughScroll"));
    QVERIFY(strip);
    const QList<QLabel *> texts = {panel->findChild<QLabel *>(QStringLiteral("stepNarration")),
        panel->findChild<QLabel *>(QStringLiteral("stepTextFigures"))};
    QVERIFY(texts[0] && texts[1]);
    int figureLines = 0;
    for (double zoom : {PresenterController::minZoom, PresenterController::maxZoom}) {
        if (zoom > PresenterController::minZoom
            && presenter()->maxZoomHere() == presenter()->zoom())
            break; // the screen holds 1× only: done
        presenter()->setZoom(zoom);
        QCOMPARE(presenter()->zoom(),
            std::min(zoom,
                PresenterController::zoomCap(screen, InterfaceScale::instance()->textScale())));
        for (const QString &id : Ndcg::exampleIds()) {
            const auto scenario = Ndcg::loadExample(id);
            QVERIFY(scenario.ok());
            if (scenario->b)
                continue; // two rankings: the comparison view shows them
            m_window->document()->loadScenario(*scenario, id);
            // 004 with its answers shown: with them hidden the text's figures are not shown
            // (they would give the answers away), shown they stand under the narration.
            const bool figures = id == QStringLiteral("004-precision-ndcg");
            if (steps->actions().hideAnswers->isChecked() == figures)
                steps->actions().hideAnswers->trigger();
            QCOMPARE(steps->actions().hideAnswers->isChecked(), !figures);
            steps->setStepping(true);
            settle();
            QVERIFY(bench->isVisible());
            const bool walk
                = id == QStringLiteral("003-code") || id == QStringLiteral("004-precision-ndcg");
            const int count = steps->stepCount();
            QList<int> indices;
            for (int index = 0; index <= count; ++index) {
                if (walk || index == 0 || index == count)
                    indices.append(index);
            }
            const int k = m_window->document()->a()->breakdown()->k;
            const int rows = std::min(k, bench->model()->rowCount());
            for (int index : indices) {
                steps->goToStep(index);
                settle();
                const QString what = QStringLiteral("zoom %1, %2 step %3 of %4")
                                         .arg(presenter()->zoom())
                                         .arg(id)
                                         .arg(index)
                                         .arg(count);
                const QRect tableInBody(table->mapTo(bodyViewport, QPoint(0, 0)), table->size());
                QVERIFY2(bodyViewport->rect().contains(tableInBody),
                    qPrintable(what
                        + QStringLiteral(": table at %1 in %2")
                              .arg(rectText(tableInBody), rectText(bodyViewport->rect()))));
                const QRect viewport = table->viewport()->rect();
                for (int row = 0; row < rows; ++row) {
                    const QRect r
                        = table->visualRect(bench->model()->index(row, RankingTableModel::Label));
                    QVERIFY2(r.top() >= 0 && r.bottom() <= viewport.bottom(),
                        qPrintable(what
                            + QStringLiteral(": row %1 of %2 at %3 in %4")
                                  .arg(row + 1)
                                  .arg(rows)
                                  .arg(rectText(r), rectText(viewport))));
                }
                const ViewState &view = bench->viewState();
                if (view.currentCell != Ndcg::StepCell::None && view.currentPosition) {
                    int column = -1;
                    for (int c = 0; c < bench->model()->columnCount(); ++c) {
                        if (RankingTableModel::stepCell(c) == view.currentCell)
                            column = c;
                    }
                    const int position = *view.currentPosition;
                    if (column >= 0 && position <= bench->model()->rowCount()) {
                        const QRect cell
                            = table->visualRect(bench->model()->index(position - 1, column));
                        QVERIFY2(viewport.contains(cell),
                            qPrintable(what
                                + QStringLiteral(": current cell (%1, %2) at %3 in %4")
                                      .arg(position)
                                      .arg(column)
                                      .arg(rectText(cell), rectText(viewport))));
                    }
                }
                // The reordering's chips (ranking, missed, ideal) whole in the strip too.
                QWidget *moves = panel->movesView();
                const QRect movesRect(moves->mapTo(strip->viewport(), QPoint(0, 0)), moves->size());
                QVERIFY2(strip->viewport()->rect().contains(movesRect)
                        && moves->width() >= moves->minimumSizeHint().width(),
                    qPrintable(what
                        + QStringLiteral(": the reordering at %1 (needs %2 px) in %3")
                              .arg(rectText(movesRect))
                              .arg(moves->minimumSizeHint().width())
                              .arg(rectText(strip->viewport()->rect()))));
                for (QLabel *text : texts) {
                    if (!text->isVisible())
                        continue;
                    if (text == texts[1])
                        ++figureLines;
                    const QRect r(text->mapTo(strip->viewport(), QPoint(0, 0)), text->size());
                    const QString which = what
                        + QStringLiteral(": %1 at %2 in %3 (needs %4 px): “%5”")
                              .arg(text->objectName(), rectText(r),
                                  rectText(strip->viewport()->rect()))
                              .arg(text->heightForWidth(text->width()))
                              .arg(text->text().left(60));
                    QVERIFY2(strip->viewport()->rect().contains(r), qPrintable(which));
                    QVERIFY2(
                        text->height() >= text->heightForWidth(text->width()), qPrintable(which));
                }
            }
            steps->setStepping(false);
        }
    }
    QVERIFY(figureLines > 0); // the text's figure line was there to be checked
}

void TestLayoutFit::theClassAnswersBesideTheLessonKeepItsRowsInSight_data()
{
    QTest::addColumn<QSize>("screen");
    QTest::addColumn<QString>("language");
    for (const QSize &size : {QSize(1280, 800), QSize(1920, 1080)}) {
        for (const QString &language : {QStringLiteral("en_US"), QStringLiteral("zh_CN")}) {
            QTest::addRow("%dx%d %s", size.width(), size.height(), qPrintable(language))
                << size << language;
        }
    }
}

// The class's answers in a dock beside a played lesson (issue 23), the join card large while
// nobody has joined: at 1280×800 the table kept one row in sight, the charts and the formula
// below it, because beside it they had 215 of their 240 pixels.
void TestLayoutFit::theClassAnswersBesideTheLessonKeepItsRowsInSight()
{
    QFETCH(QSize, screen);
    QFETCH(QString, language);
    present(screen, language);
    const auto lesson = Ndcg::loadLesson(QStringLiteral("ndcg-in-twenty-minutes"));
    QVERIFY(lesson);
    int questionScene = -1;
    for (int i = 0; i < lesson->scenes.size() && questionScene < 0; ++i) {
        if (lesson->scenes[i].question && lesson->scenes[i].show.step)
            questionScene = i;
    }
    QVERIFY(questionScene >= 0);
    ClassController *classSession = m_window->classSession();
    Ndcg::Class::ClassServer::Options options;
    options.address = QHostAddress::LocalHost;
    QVERIFY(classSession->start(options));
    QVERIFY(m_window->lessonPlayer()->play(*lesson, questionScene));
    settle();
    QVERIFY(classSession->dock()->isVisible());
    QTRY_COMPARE(
        classSession->server()->tally().questionId, QStringLiteral("s%1-1").arg(questionScene + 1));
    settle();
    Workbench *bench = m_window->workbench();
    RankingTableView *table = bench->table();
    const int k = m_window->document()->a()->breakdown()->k;
    const int rows = std::min(k, bench->model()->rowCount());
    const QRect viewport = table->viewport()->rect();
    QVERIFY(table->isVisible());
    for (int row = 0; row < rows; ++row) {
        const QRect r = table->visualRect(bench->model()->index(row, RankingTableModel::Label));
        QVERIFY2(r.top() >= 0 && r.bottom() <= viewport.bottom(),
            qPrintable(QStringLiteral("row %1 of %2 at %3 in %4, the dock %5 px wide")
                           .arg(row + 1)
                           .arg(rows)
                           .arg(rectText(r), rectText(viewport))
                           .arg(classSession->dock()->width())));
    }
    m_window->lessonPlayer()->stop();
    classSession->stop();
}

void TestLayoutFit::galleryFollowsTheZoom_data()
{
    QTest::addColumn<QSize>("screen");
    QTest::addColumn<QString>("language");
    for (const QSize &size : {QSize(1024, 768), QSize(1280, 800), QSize(1920, 1080)}) {
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")})
            QTest::addRow("%s %s", qPrintable(sizeText(size)), qPrintable(language))
                << size << language;
    }
}

// The gallery (Ctrl+E) opened in presenter mode at 1×–2.5×: its text at the application's font
// (the interface scale times the zoom), the dialog as large as that needs (940×560 at 1×, times
// the zoom) within the screen's free area,
// and a list that never scrolls sideways (a title longer than the list is elided; the details
// show it whole).
void TestLayoutFit::galleryFollowsTheZoom()
{
    QFETCH(QSize, screen);
    QFETCH(QString, language);
    present(screen, language);
    QTest::keySequence(m_window.get(), QKeySequence(Qt::CTRL | Qt::Key_E));
    settle();
    ExampleGallery *gallery = m_window->examples()->gallery();
    QVERIFY(gallery->isVisible());
    const QRect available = gallery->screen()->availableGeometry();
    // Every zoom up to the most the screen holds (the zoom stops there).
    for (double zoom = PresenterController::minZoom; zoom <= presenter()->maxZoomHere();
         zoom += PresenterController::zoomStep) {
        gallery->hide();
        presenter()->setZoom(zoom);
        gallery->show();
        settle();
        const QString what = QStringLiteral("zoom %1: gallery %2 on %3")
                                 .arg(zoom)
                                 .arg(rectText(gallery->frameGeometry()), rectText(available));
        QCOMPARE(gallery->font().pointSizeF(), QApplication::font().pointSizeF());
        QVERIFY2(available.contains(gallery->frameGeometry()), qPrintable(what));
        const QSize wanted(int(940 * zoom), int(560 * zoom));
        QVERIFY2(gallery->width() >= std::min(wanted.width(), available.width() - 40)
                && gallery->height() >= std::min(wanted.height(), available.height() - 80),
            qPrintable(what));
        QListWidget *list = gallery->list();
        QCOMPARE(list->horizontalScrollBar()->maximum(), 0);
        for (int row = 0; row < list->count(); ++row) {
            const QRect r = list->visualItemRect(list->item(row));
            QVERIFY2(r.right() <= list->viewport()->width(),
                qPrintable(what + QStringLiteral(", item %1 at %2").arg(row).arg(rectText(r))));
        }
    }
}

// "The text states %n figure(s)": every count in its English form (1 figure, 1 agrees,
// 1 differs; 2 figures, 2 agree, 2 differ), for every bundled example whose text has figures,
// with the counts taken from compareWithText() here.
void TestLayoutFit::galleryCountsInPluralForms()
{
    QCOMPARE(ExampleGallery::figuresSentence(1, 1),
        QStringLiteral("The text states 1 figure: 1 agrees with the exact value, 0 differ "
                       "(Examples ▸ Compare with the text)."));
    QCOMPARE(ExampleGallery::figuresSentence(2, 1),
        QStringLiteral("The text states 2 figures: 1 agrees with the exact value, 1 differs "
                       "(Examples ▸ Compare with the text)."));
    ExampleGallery gallery;
    for (const QString &id : Ndcg::exampleIds()) {
        const auto scenario = Ndcg::loadExample(id);
        QVERIFY(scenario.ok());
        const auto comparisons = Ndcg::compareWithText(*scenario);
        if (!comparisons || comparisons->isEmpty())
            continue;
        const int figures = int(comparisons->size());
        int agree = 0;
        for (const Ndcg::FigureComparison &c : *comparisons)
            agree += c.agrees ? 1 : 0;
        const int differ = figures - agree;
        const auto verb = [](int n, const char *one, const char *many) {
            return QStringLiteral("%1 %2").arg(n).arg(QLatin1String(n == 1 ? one : many));
        };
        const QString expected
            = QStringLiteral("The text states %1: %2 with the exact value, %3 "
                             "(Examples ▸ Compare with the text).")
                  .arg(verb(figures, "figure", "figures"), verb(agree, "agrees", "agree"),
                      verb(differ, "differs", "differ"));
        QVERIFY(gallery.select(id));
        QVERIFY2(gallery.details().contains(expected),
            qPrintable(id + QStringLiteral(": ") + gallery.details()));
    }
}

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM",
        "offscreen:configfile=" NDCG_SOURCE_DIR "/tests/tst_layout_screens.json");
    QApplication app(argc, argv);
    TestLayoutFit test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_layout_fit.moc"
