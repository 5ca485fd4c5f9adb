// One interface scale for every window (issue 21): chosen from the screen (200 % on a 3840×2160
// screen), applied once as the application font and a style that scales pixel metrics, so that
// the main window, the Evaluate runs window and the practice dialog all grow with it, with no
// zoom code of their own; presenter mode's zoom multiplies it; and in step-through at 2× on a
// 1024×768 screen the current cell stays inside the table's viewport at every step.

#include "classroom/presentercontroller.h"
#include "classroom/viewmenu.h"
#include "document/scenariodocument.h"
#include "document/settingsstore.h"
#include "examples.h"
#include "mainwindow.h"
#include "runs/runswindow.h"
#include "stepthrough/practicedialog.h"
#include "stepthrough/stepcontroller.h"
#include "style/interfacescale.h"
#include "workbench/rankingtablemodel.h"
#include "workbench/rankingtableview.h"
#include "workbench/resultcard.h"
#include "workbench/workbench.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QStackedWidget>
#include <QStyle>
#include <QTest>

#include <memory>

class TestInterfaceScale : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void automaticScale_data();
    void automaticScale();
    void largeScalesStartFromTenPoints_data();
    void largeScalesStartFromTenPoints();
    void effectiveScaleIsScaleTimesPresenterZoom();
    void theMenuSetsAndRemembersTheScale();
    void everyWindowGrowsWithTheScale();
    void styleScalesPixelMetrics();
    void cardKeepsItsHeightWhenTheHeadlineWraps();
    void currentCellStaysInViewAtTwiceTheSize_data();
    void currentCellStaysInViewAtTwiceTheSize();
};

namespace {

// The height of a widget's text line and of its size hint, at the scale in effect.
struct Heights
{
    int text = 0;
    int hint = 0;
};

// `width`: the width a wrapped label is measured at.
Heights heights(const QWidget *widget, int width = 400)
{
    return {QFontMetrics(widget->font()).height(),
        widget->hasHeightForWidth() ? widget->heightForWidth(width) : widget->sizeHint().height()};
}

// `big` is about twice `small` (sizes are whole pixels and fonts whole steps: within 15 %).
bool twice(int small, int big)
{
    return small > 0 && std::abs(big - 2.0 * small) <= 0.15 * 2.0 * small;
}

} // namespace

void TestInterfaceScale::initTestCase()
{
    InterfaceScale::instance()->install();
}

void TestInterfaceScale::cleanup()
{
    InterfaceScale::instance()->setPresenterZoom(1.0);
    InterfaceScale::instance()->setBold(false);
    InterfaceScale::instance()->setScale(1.0);
    SettingsStore::settings().clear();
}

void TestInterfaceScale::automaticScale_data()
{
    QTest::addColumn<QSize>("screen");
    QTest::addColumn<double>("dpi");
    QTest::addColumn<double>("scale");
    QTest::newRow("a 3840×2160 screen at 96 dpi starts at 200 %")
        << QSize(3840, 2160) << 96.0 << 2.0;
    QTest::newRow("a 2560×1440 screen starts at 150 %") << QSize(2560, 1440) << 96.0 << 1.5;
    QTest::newRow("a 1920×1080 screen keeps 100 %") << QSize(1920, 1080) << 96.0 << 1.0;
    QTest::newRow("a 1280×800 screen keeps 100 %") << QSize(1280, 800) << 96.0 << 1.0;
    QTest::newRow("a 1024×768 projector keeps 100 %") << QSize(1024, 768) << 96.0 << 1.0;
    QTest::newRow("a 4K screen whose fonts are already at 192 dpi adds nothing")
        << QSize(3840, 2160) << 192.0 << 1.0;
    QTest::newRow("a 4K screen turned on its side is the same screen")
        << QSize(2160, 3840) << 96.0 << 2.0;
    QTest::newRow("a 5K screen starts at 250 %") << QSize(5120, 2880) << 96.0 << 2.5;
    QTest::newRow("an 8K screen stops at 300 %") << QSize(7680, 4320) << 96.0 << 3.0;
}

void TestInterfaceScale::automaticScale()
{
    QFETCH(QSize, screen);
    QFETCH(double, dpi);
    QFETCH(double, scale);
    QCOMPARE(InterfaceScale::automaticScale(screen, dpi), scale);
}

void TestInterfaceScale::largeScalesStartFromTenPoints_data()
{
    QTest::addColumn<double>("desktop");
    QTest::addColumn<double>("scale");
    QTest::addColumn<double>("points");
    QTest::newRow("100 % keeps the desktop's 9 pt") << 9.0 << 1.0 << 9.0;
    QTest::newRow("200 % starts from 10 pt (a 30 px line on a 4K screen)") << 9.0 << 2.0 << 10.0;
    QTest::newRow("300 % too") << 9.0 << 3.0 << 10.0;
    QTest::newRow("150 % from halfway between") << 9.0 << 1.5 << 9.5;
    QTest::newRow("125 % from a quarter of the way") << 9.0 << 1.25 << 9.25;
    QTest::newRow("a desktop font of 11 pt is kept at 200 %") << 11.0 << 2.0 << 11.0;
    QTest::newRow("a desktop font of 10 pt is kept") << 10.0 << 2.5 << 10.0;
}

// The text a scale multiplies: the desktop's at 100 %, at least 10 pt from 200 % on, growing
// without a step in between (the text at each of the menu's scales is larger than at the last).
void TestInterfaceScale::largeScalesStartFromTenPoints()
{
    QFETCH(double, desktop);
    QFETCH(double, scale);
    QFETCH(double, points);
    QFont font;
    font.setPointSizeF(desktop);
    QCOMPARE(InterfaceScale::baseFontAt(font, scale).pointSizeF(), points);
    double last = 0;
    for (int percent : InterfaceScale::choices) {
        const double text
            = InterfaceScale::baseFontAt(font, percent / 100.0).pointSizeF() * percent / 100.0;
        QVERIFY2(text > last, qPrintable(QStringLiteral("%1 %: %2 pt").arg(percent).arg(text)));
        last = text;
    }
}

void TestInterfaceScale::effectiveScaleIsScaleTimesPresenterZoom()
{
    InterfaceScale *scale = InterfaceScale::instance();
    // The text 150 % multiplies (the desktop's font, or more: largeScalesStartFromTenPoints).
    const double base = InterfaceScale::baseFontAt(scale->baseFont(), 1.5).pointSizeF();
    QVERIFY(base > 0);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    scale->setScale(1.5);
    QCOMPARE(QApplication::font().pointSizeF(), base * 1.5);
    PresenterController *presenter = window.viewMenu()->presenter();
    // The zoom outside presenter mode (in presenter mode it stops at what the screen holds:
    // 1× on this 800×600 screen, PresenterController::zoomCap()).
    presenter->setZoom(2.0);
    QCOMPARE(scale->presenterZoom(), 2.0);
    QCOMPARE(scale->factor(), 3.0);
    QCOMPARE(QApplication::font().pointSizeF(), base * 3.0);
    // The workbench takes it as every widget does: from the application font.
    QCOMPARE(window.workbench()->font().pointSizeF(), base * 3.0);
    presenter->zoomIn();
    QCOMPARE(scale->factor(), 1.5 * 2.25);
    presenter->setActive(true);
    QVERIFY(QApplication::font().bold()); // presenter mode's weights
    QCOMPARE(scale->factor(), 1.5 * presenter->zoom());
    presenter->setActive(false);
    presenter->resetZoom();
    QCOMPARE(scale->factor(), 1.5);
    QCOMPARE(QApplication::font().pointSizeF(), base * 1.5);
    QVERIFY(!QApplication::font().bold());
    scale->setScale(1.0);
    QCOMPARE(QApplication::font().pointSizeF(), scale->baseFont().pointSizeF());
}

void TestInterfaceScale::theMenuSetsAndRemembersTheScale()
{
    MainWindow window;
    const QList<QAction *> scales = window.viewMenu()->actions().interfaceScales;
    QStringList percents;
    for (const QAction *a : scales)
        percents << a->data().toString();
    QCOMPARE(percents.join(QLatin1Char(' ')), QStringLiteral("100 125 150 175 200 250 300"));
    QVERIFY(scales.first()->isChecked());
    scales[4]->trigger(); // 200 %
    QCOMPARE(InterfaceScale::instance()->scale(), 2.0);
    QCOMPARE(SettingsStore::interfaceScale(), std::optional<double>(2.0));
    QVERIFY(scales[4]->isChecked());
    QVERIFY(!scales.first()->isChecked());
}

void TestInterfaceScale::everyWindowGrowsWithTheScale()
{
    // Windows made at 100 %, then the scale set to 200 %: each grows without being told.
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    RunsWindow runs;
    runs.show();
    PracticeDialog practice;
    practice.show();
    QApplication::processEvents();
    QPushButton *runsButton = runs.findChild<QPushButton *>();
    QVERIFY(runsButton);
    // A text of Practice in the dialog's own font: a button's (the question, the answer and the
    // feedback are 1.3 times larger, or as large when that would take more than half the screen,
    // which is not a measure of the scale alone).
    QWidget *practiceLabel = nullptr;
    const QList<QPushButton *> buttons = practice.findChildren<QPushButton *>();
    for (QPushButton *button : buttons) {
        if (!button->text().isEmpty() && button->font() == practice.font())
            practiceLabel = button;
    }
    QVERIFY(practiceLabel);
    QTableView *table = window.workbench()->table();
    const Heights button1 = heights(runsButton);
    const Heights label1 = heights(practiceLabel);
    const int table1 = QFontMetrics(table->font()).height();
    const double tablePoints1 = table->font().pointSizeF();
    const int menu1 = QFontMetrics(window.menuBar()->font()).height();

    InterfaceScale::instance()->setScale(2.0);
    QApplication::processEvents();
    const Heights button2 = heights(runsButton);
    const Heights label2 = heights(practiceLabel);
    const auto what = [](const char *name, int one, int two) {
        return QStringLiteral("%1: %2 px at 100 %, %3 px at 200 %").arg(name).arg(one).arg(two);
    };
    QVERIFY2(twice(button1.text, button2.text),
        qPrintable(what("runs window's button text", button1.text, button2.text)));
    QVERIFY2(twice(button1.hint, button2.hint),
        qPrintable(what("runs window's button", button1.hint, button2.hint)));
    QVERIFY2(twice(label1.text, label2.text),
        qPrintable(what("practice dialog's button text", label1.text, label2.text)));
    // A wrapped label at twice the width: as many lines, twice as tall.
    const int wrapped2 = practiceLabel->hasHeightForWidth() ? practiceLabel->heightForWidth(800)
                                                            : practiceLabel->sizeHint().height();
    QVERIFY2(twice(label1.hint, wrapped2),
        qPrintable(what("practice dialog's button", label1.hint, wrapped2)));
    // Twice the text that 200 % multiplies (10 pt when the desktop's is less).
    const QFont base = InterfaceScale::instance()->baseFont();
    QCOMPARE(table->font().pointSizeF(),
        2 * tablePoints1 * InterfaceScale::baseFontAt(base, 2.0).pointSizeF() / base.pointSizeF());
    const int table2 = QFontMetrics(table->font()).height();
    QVERIFY2(twice(table1, table2), qPrintable(what("main window's table", table1, table2)));
    const int menu2 = QFontMetrics(window.menuBar()->font()).height();
    QVERIFY2(twice(menu1, menu2), qPrintable(what("menu bar", menu1, menu2)));
}

void TestInterfaceScale::styleScalesPixelMetrics()
{
    QWidget widget;
    const int indicator1 = widget.style()->pixelMetric(QStyle::PM_IndicatorWidth);
    const int scrollBar1 = widget.style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    const int icon1 = widget.style()->pixelMetric(QStyle::PM_SmallIconSize);
    const int margin1 = widget.style()->pixelMetric(QStyle::PM_LayoutLeftMargin);
    InterfaceScale::instance()->setScale(2.0);
    QStyle *style = widget.style();
    QCOMPARE(style->pixelMetric(QStyle::PM_IndicatorWidth), 2 * indicator1);
    QCOMPARE(style->pixelMetric(QStyle::PM_ScrollBarExtent), 2 * scrollBar1);
    QCOMPARE(style->pixelMetric(QStyle::PM_SmallIconSize), 2 * icon1);
    // A metric the base style derives from another is scaled once, not twice.
    QCOMPARE(style->pixelMetric(QStyle::PM_LayoutLeftMargin), 2 * margin1);
}

// The card's headline going from one line to two (a narrower window) does not move the table.
void TestInterfaceScale::cardKeepsItsHeightWhenTheHeadlineWraps()
{
    MainWindow window;
    window.resize(1920, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    InterfaceScale::instance()->setScale(1.5);
    ResultCard *card = window.workbench()->card();
    for (int round = 0; round < 4; ++round)
        QApplication::processEvents();
    QCOMPARE(card->headlineLines(), 1);
    QVERIFY(!card->metricsBelow());
    const int oneLine = card->height();
    // The table's top below the card's (the definition line above it wraps on its own).
    const auto tableBelowCard = [&] {
        return window.workbench()->table()->mapTo(&window, QPoint(0, 0)).y()
            - card->mapTo(&window, QPoint(0, 0)).y();
    };
    const int tableTop = tableBelowCard();
    int width = 1900;
    for (; width > 600 && (card->headlineLines() == 1 && !card->metricsBelow()); width -= 20) {
        window.resize(width, 1000);
        for (int round = 0; round < 4; ++round)
            QApplication::processEvents();
    }
    QVERIFY2(card->headlineLines() == 2 && !card->metricsBelow(),
        qPrintable(QStringLiteral("at %1 px: %2 lines, metrics %3")
                       .arg(width)
                       .arg(card->headlineLines())
                       .arg(card->metricsBelow() ? "below" : "beside")));
    QCOMPARE(card->height(), oneLine);
    QCOMPARE(tableBelowCard(), tableTop);
}

void TestInterfaceScale::currentCellStaysInViewAtTwiceTheSize_data()
{
    QTest::addColumn<QString>("id");
    const QStringList ids = Ndcg::exampleIds();
    for (const QString &id : ids)
        QTest::newRow(qPrintable(id)) << id;
}

// Step-through (F6, then PageDown …) at presenter zoom 2× on a 1024×768 projector: at every step
// the cell being computed is inside the table's viewport.
void TestInterfaceScale::currentCellStaysInViewAtTwiceTheSize()
{
    QFETCH(QString, id);
    MainWindow window;
    window.resize(1024, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    PresenterController *presenter = window.viewMenu()->presenter();
    presenter->setActive(true);
    presenter->setZoom(2.0);
    window.setGeometry(0, 0, 1024, 768);
    const auto scenario = Ndcg::loadExample(id);
    QVERIFY(scenario.ok());
    window.document()->loadScenario(*scenario, id);
    StepController *steps = window.steps();
    steps->setStepping(true);
    QApplication::processEvents();
    Workbench *bench = window.workbench();
    if (window.views()->currentWidget() != bench)
        QSKIP("two rankings: the comparison view shows them, not the workbench");
    RankingTableView *table = bench->table();
    const int count = steps->stepCount();
    QVERIFY(count > 0);
    int checked = 0;
    for (int index = 1; index <= count; ++index) {
        steps->goToStep(index);
        for (int round = 0; round < 4; ++round) // the layouts settle (queued relayouts)
            QApplication::processEvents();
        const ViewState &view = bench->viewState();
        // A current cell at one position (nullopt: the whole column up to k).
        if (view.currentCell == Ndcg::StepCell::None || !view.currentPosition)
            continue;
        const int position = *view.currentPosition;
        int column = -1;
        for (int c = 0; c < bench->model()->columnCount(); ++c) {
            if (RankingTableModel::stepCell(c) == view.currentCell)
                column = c;
        }
        if (column < 0 || position > bench->model()->rowCount())
            continue;
        const QModelIndex cell = bench->model()->index(position - 1, column);
        const QRect rect = table->visualRect(cell);
        QVERIFY2(table->viewport()->rect().contains(rect),
            qPrintable(QStringLiteral("step %1 of %2: cell (%3, %4) at %5,%6 %7×%8 outside the "
                                      "viewport %9×%10")
                           .arg(index)
                           .arg(count)
                           .arg(position)
                           .arg(column)
                           .arg(rect.x())
                           .arg(rect.y())
                           .arg(rect.width())
                           .arg(rect.height())
                           .arg(table->viewport()->width())
                           .arg(table->viewport()->height())));
        ++checked;
    }
    QVERIFY(checked > 0);
    steps->setStepping(false);
    presenter->setActive(false);
}

QTEST_MAIN(TestInterfaceScale)
#include "tst_interfacescale.moc"
