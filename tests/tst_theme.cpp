// View → Dark theme: the palette, the tables and the charts turn dark and stay legible (text
// against background ≥ 4.5:1), the colour-coded panels turn dark with light text (issue 12; they
// stayed paper-white before, glaring in a dark hall), the Okabe–Ito curves
// keep their colours and line styles, the choice is remembered. Accessibility: every action of
// the window is in a menu, with a text, a tooltip and (for most) a shortcut; the controls and
// charts have accessible names; nothing breaks at a device pixel ratio of 2. The theme is one
// object: a switch emits one changed() and every chart, in every window, takes the new colours
// (read back from the charts); rich text is written again in the new colours.

#include "charts/breakdownchart.h"
#include "charts/chartview.h"
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
#include "stepthrough/textfigurespanel.h"
#include "style/okabeito.h"
#include "style/theme.h"
#include "whatif/claimdialog.h"
#include "whatif/claimmatchmodel.h"
#include "whatif/swappanel.h"
#include "workbench/formulapanel.h"
#include "workbench/maskingproxymodel.h"
#include "workbench/rankingtablemodel.h"
#include "workbench/rankingtableview.h"
#include "workbench/resultcard.h"
#include "workbench/workbench.h"

#include <QAbstractItemView>
#include <QAccessible>
#include <QAction>
#include <QAreaSeries>
#include <QDialog>
#include <QLabel>
#include <QLegend>
#include <QLineEdit>
#include <QLineSeries>
#include <QMenu>
#include <QMenuBar>
#include <QScatterSeries>
#include <QSettings>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

#include <cmath>
#include <memory>

namespace {

double luminance(const QColor &c)
{
    auto channel
        = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// Every chart of the app, in every window.
QList<ChartView *> allCharts()
{
    QList<ChartView *> charts;
    const QList<QWidget *> widgets = QApplication::allWidgets();
    for (QWidget *w : widgets)
        if (auto *chart = qobject_cast<ChartView *>(w))
            charts << chart;
    return charts;
}

// The colours a chart shows, read from it: its background and texts, its axes, and each
// series' pen and fill (markers: fill, border and pen; no colour for no pen), in the chart's
// order.
QList<QColor> chartColours(ChartView *view)
{
    QChart *chart = view->chart();
    QList<QColor> colours {chart->backgroundBrush().color(), chart->titleBrush().color(),
        chart->legend()->labelColor()};
    const QList<QAbstractAxis *> axes = chart->axes();
    for (QAbstractAxis *axis : axes)
        colours << axis->labelsBrush().color() << axis->linePenColor() << axis->gridLineColor();
    const QList<QAbstractSeries *> series = chart->series();
    for (QAbstractSeries *s : series) {
        if (auto *scatter = qobject_cast<QScatterSeries *>(s))
            colours << scatter->color() << scatter->borderColor() << scatter->pen().color();
        else if (auto *line = qobject_cast<QLineSeries *>(s))
            colours << line->pen().color();
        else if (auto *area = qobject_cast<QAreaSeries *>(s))
            colours << area->brush().color()
                    << (area->pen().style() == Qt::NoPen ? QColor() : area->pen().color());
    }
    return colours;
}

// The series' colours alone (chartColours() past the chart's and the axes' own).
QList<QColor> seriesColours(ChartView *view)
{
    return chartColours(view).mid(3 + 3 * view->chart()->axes().size());
}

} // namespace

class TestTheme : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void darkPaletteApplies();
    void chartsAreDarkAndLegible();
    void paperPanelsKeepDarkText();
    void tablesAreLegible();
    void chartsShownLaterAreDarkToo();
    void lightComesBack();
    void darkIsRemembered();
    void everyActionIsInAMenuWithItsShortcut();
    void controlsAndChartsHaveNames();
    void shortcutsDialogListsEveryAction();
    void aSwitchEmitsOneChangedAndEveryChartFollows();
    void presenterModeTakesHighContrastEverywhere();
    void richTextIsWrittenInTheNewColours();
    void compareWithTheTextFillsItsVerdictsAgain();

private:
    // Every visible label on this panel shows ink in the rendered pixels: dark on the light
    // theme's paper, light on the dark theme's.
    void checkPaperPanel(QWidget *panel);
    std::unique_ptr<MainWindow> m_window;
};

void TestTheme::init()
{
    SettingsStore::settings().clear();
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestTheme::cleanup()
{
    if (QAction *dark = m_window->viewMenu()->actions().darkTheme)
        dark->setChecked(false);
    m_window.reset();
}

void TestTheme::darkPaletteApplies()
{
    QVERIFY(!Theme::instance()->isDark());
    QTest::keyClick(m_window.get(), Qt::Key_L, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(Theme::instance()->isDark());
    QVERIFY(m_window->viewMenu()->actions().darkTheme->isChecked());
    const QPalette p = m_window->palette();
    QVERIFY(p.color(QPalette::Window).lightness() < 60);
    QVERIFY(p.color(QPalette::Base).lightness() < 60);
    QVERIFY(contrast(p.color(QPalette::WindowText), p.color(QPalette::Window)) >= 7);
    QVERIFY(contrast(p.color(QPalette::Text), p.color(QPalette::Base)) >= 7);
    // The colour-coded panels turn dark too, with light text (tst_theme_dark reads the pixels).
    FormulaPanel *formula = m_window->workbench()->formula();
    QVERIFY(formula->palette().color(QPalette::Base).lightness() < 60);
    QVERIFY(
        contrast(formula->palette().color(QPalette::Text), formula->palette().color(QPalette::Base))
        >= 7);
    if (qEnvironmentVariableIsSet("NDCG_SHOT_DIR"))
        m_window->grab().save(qEnvironmentVariable("NDCG_SHOT_DIR") + QStringLiteral("/dark.png"));
}

void TestTheme::chartsAreDarkAndLegible()
{
    m_window->viewMenu()->actions().darkTheme->trigger();
    const QList<BreakdownChart *> charts = m_window->findChildren<BreakdownChart *>();
    QCOMPARE(charts.size(), 3);
    for (BreakdownChart *chart : charts) {
        const QColor background = chart->chart()->backgroundBrush().color();
        QVERIFY(background.lightness() < 60);
        QVERIFY(contrast(chart->chart()->titleBrush().color(), background) >= 7);
        QVERIFY(contrast(chart->xAxis()->labelsBrush().color(), background) >= 7);
        QVERIFY(contrast(chart->chart()->legend()->labelColor(), background) >= 7);
        // The cutoff rule (black in the light theme) is light here.
        const QList<QAbstractSeries *> series = chart->chart()->series();
        for (QAbstractSeries *s : series) {
            if (auto *line = qobject_cast<QLineSeries *>(s);
                line && line->pen().style() == Qt::DashDotLine)
                QVERIFY(contrast(line->pen().color(), background) >= 4.5);
        }
    }
    // The curves keep their Okabe–Ito colours and line styles.
    bool blueSolid = false;
    bool orangeDashed = false;
    const QList<QAbstractSeries *> series = m_window->workbench()->dcgChart()->chart()->series();
    for (QAbstractSeries *s : series) {
        if (auto *line = qobject_cast<QLineSeries *>(s)) {
            blueSolid
                |= line->pen().color() == OkabeIto::actual && line->pen().style() == Qt::SolidLine;
            orangeDashed
                |= line->pen().color() == OkabeIto::ideal && line->pen().style() == Qt::DashLine;
        }
    }
    QVERIFY(blueSolid);
    QVERIFY(orangeDashed);
}

void TestTheme::checkPaperPanel(QWidget *panel)
{
    QVERIFY(panel);
    QList<QLabel *> labels = panel->findChildren<QLabel *>();
    if (auto *self = qobject_cast<QLabel *>(panel))
        labels.prepend(self);
    // The whole panel is grabbed, so that each label is seen on the panel's own background.
    const QImage image = panel->grab().toImage();
    const double ratio = image.devicePixelRatio();
    int checked = 0;
    for (QLabel *label : std::as_const(labels)) {
        if (!label->isVisible() || label->text().isEmpty())
            continue;
        const QRect area(label->mapTo(panel, QPoint(0, 0)), label->size());
        int dark = 0;
        for (int y = int(area.top() * ratio); y < int(area.bottom() * ratio); ++y)
            for (int x = int(area.left() * ratio); x < int(area.right() * ratio); ++x)
                dark += Theme::instance()->isDark() ? QColor(image.pixel(x, y)).lightness() > 150
                                                    : QColor(image.pixel(x, y)).lightness() < 110;
        QVERIFY2(dark > 10,
            qPrintable(QStringLiteral("%1 in %2: no text in ink (\"%3\")")
                           .arg(label->objectName(), panel->objectName(), label->text().left(40))));
        ++checked;
    }
    QVERIFY2(checked > 0, qPrintable(panel->objectName()));
}

// The panels are drawn dark in the dark theme; every label on them must be drawn in light ink,
// read off the rendered pixels (a palette can say light while a style sheet paints dark).
void TestTheme::paperPanelsKeepDarkText()
{
    m_window->viewMenu()->actions().darkTheme->trigger();
    QVERIFY(Theme::instance()->isDark());
    checkPaperPanel(m_window->findChild<QWidget *>(QStringLiteral("resultCard")));
    checkPaperPanel(m_window->findChild<QWidget *>(QStringLiteral("definitionLine")));
    m_window->comparison()->actions().compareWithCopy->trigger();
    QVERIFY(m_window->document()->isComparison());
    QApplication::processEvents();
    checkPaperPanel(m_window->findChild<QWidget *>(QStringLiteral("comparisonHeadline")));
    m_window->document()->setComparison(std::nullopt);
}

void TestTheme::tablesAreLegible()
{
    m_window->viewMenu()->actions().darkTheme->trigger();
    RankingTableView *table = m_window->workbench()->table();
    MaskingProxyModel *model = m_window->workbench()->model();
    const QColor text = table->palette().color(QPalette::Text);
    for (int column = 0; column < model->columnCount(); ++column) {
        const QModelIndex index = model->index(0, column);
        const QVariant background = model->data(index, Qt::BackgroundRole);
        const QColor bg = background.isValid() ? background.value<QBrush>().color()
                                               : table->palette().color(QPalette::Base);
        const QVariant foreground = model->data(index, Qt::ForegroundRole);
        const QColor fg = foreground.isValid() ? foreground.value<QBrush>().color() : text;
        QVERIFY2(contrast(fg, bg) >= 4.5,
            qPrintable(
                QStringLiteral("column %1: %2 on %3").arg(column).arg(fg.name(), bg.name())));
    }
    // The cell a step-through computes: a strong band, its number still legible. Every column
    // a step can compute (the grade and the computed ones; position and label never are).
    for (int column = RankingTableModel::Grade; column < model->columnCount(); ++column) {
        ViewState view;
        view.currentPosition = 1;
        view.currentCell = RankingTableModel::stepCell(column);
        model->setViewState(view);
        const QModelIndex index = model->index(0, column);
        QVERIFY(model->data(index, RankingTableModel::CurrentCellRole).toBool());
        const QColor bg = model->data(index, Qt::BackgroundRole).value<QBrush>().color();
        const QVariant foreground = model->data(index, Qt::ForegroundRole);
        const QColor fg = foreground.isValid() ? foreground.value<QBrush>().color() : text;
        QVERIFY2(contrast(fg, bg) >= 7,
            qPrintable(QStringLiteral("current cell in column %1: %2 on %3")
                           .arg(column)
                           .arg(fg.name(), bg.name())));
    }
    model->setViewState(ViewState {});
}

void TestTheme::chartsShownLaterAreDarkToo()
{
    m_window->viewMenu()->actions().darkTheme->trigger();
    RunningDcgChart later;
    later.show();
    QVERIFY(later.chart()->backgroundBrush().color().lightness() < 60);
    QVERIFY(contrast(later.chart()->titleBrush().color(), later.chart()->backgroundBrush().color())
        >= 7);
}

void TestTheme::lightComesBack()
{
    RunningDcgChart *chart = m_window->workbench()->dcgChart();
    m_window->viewMenu()->actions().darkTheme->trigger();
    QVERIFY(chart->chart()->backgroundBrush().color().lightness() < 60);
    m_window->viewMenu()->actions().darkTheme->trigger();
    QVERIFY(!Theme::instance()->isDark());
    QVERIFY(chart->chart()->backgroundBrush().color().lightness() > 240);
    QVERIFY(m_window->palette().color(QPalette::Window).lightness() > 180);
    bool blackRule = false;
    const QList<QAbstractSeries *> series = chart->chart()->series();
    for (QAbstractSeries *s : series) {
        if (auto *line = qobject_cast<QLineSeries *>(s);
            line && line->pen().style() == Qt::DashDotLine)
            blackRule = line->pen().color() == OkabeIto::black;
    }
    QVERIFY(blackRule);
}

void TestTheme::darkIsRemembered()
{
    m_window->viewMenu()->actions().darkTheme->trigger();
    QCOMPARE(SettingsStore::settings().value(QStringLiteral("theme")).toString(),
        QStringLiteral("dark"));
    m_window.reset();
    Theme::instance()->setMode(Theme::Mode::Light);
    m_window = std::make_unique<MainWindow>();
    QVERIFY(m_window->viewMenu()->actions().darkTheme->isChecked());
    QVERIFY(Theme::instance()->isDark());
    // Started dark, shown afterwards: the panels still get light ink.
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    checkPaperPanel(m_window->findChild<QWidget *>(QStringLiteral("resultCard")));
    checkPaperPanel(m_window->findChild<QWidget *>(QStringLiteral("definitionLine")));
}

void TestTheme::everyActionIsInAMenuWithItsShortcut()
{
    QSet<QAction *> inMenus;
    const QList<QAction *> top = m_window->menuBar()->actions();
    QList<QAction *> pending = top;
    while (!pending.isEmpty()) {
        QAction *a = pending.takeFirst();
        if (a->menu())
            pending << a->menu()->actions();
        else
            inMenus.insert(a);
    }
    const QList<QAction *> all = m_window->actions();
    QVERIFY(all.size() > 20);
    for (QAction *a : all) {
        if (a->isSeparator())
            continue;
        QVERIFY2(inMenus.contains(a), qPrintable(a->objectName()));
        QVERIFY2(!a->text().isEmpty(), qPrintable(a->objectName() + a->toolTip()));
        QVERIFY2(!a->toolTip().isEmpty(), qPrintable(a->objectName()));
    }
    const ViewMenu::Actions &view = m_window->viewMenu()->actions();
    for (QAction *a : {view.presenterMode, view.zoomIn, view.zoomOut, view.zoomReset,
             view.blankScreen, view.leavePresenter, view.darkTheme, view.glossary, view.shortcuts})
        QVERIFY2(!a->shortcut().isEmpty(), qPrintable(a->objectName()));
    // Menus open from the keyboard: each title has an accelerator.
    for (QAction *menu : top)
        QVERIFY2(menu->text().contains(QLatin1Char('&')), qPrintable(menu->text()));
}

void TestTheme::controlsAndChartsHaveNames()
{
    Workbench *bench = m_window->workbench();
    const QList<QWidget *> named = {bench->table(), bench->unretrievedView(), bench->dcgChart(),
        bench->contributionChart(), bench->ndcgChart(), bench->formula(), bench->card()};
    // As a reader gets them: through the accessibility interface (a chart's name is its own,
    // with its positions).
    for (QWidget *w : named) {
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
        QVERIFY2(iface && !iface->text(QAccessible::Name).isEmpty(), w->metaObject()->className());
    }
    for (QWidget *w : {static_cast<QWidget *>(bench->dcgChart()),
             static_cast<QWidget *>(bench->contributionChart()),
             static_cast<QWidget *>(bench->ndcgChart())})
        QVERIFY(!w->toolTip().isEmpty());
}

void TestTheme::shortcutsDialogListsEveryAction()
{
    QDialog *dialog = m_window->findChild<ViewMenu *>()->showShortcuts();
    QVERIFY(dialog && dialog->isVisible());
    const QString text = [dialog] {
        QStringList cells;
        for (QObject *o : dialog->findChildren<QObject *>())
            if (auto *t = qobject_cast<QAbstractItemView *>(o))
                for (int r = 0; r < t->model()->rowCount(); ++r)
                    for (int c = 0; c < t->model()->columnCount(); ++c)
                        cells << t->model()->index(r, c).data().toString();
        return cells.join(QLatin1Char('\n'));
    }();
    QVERIFY(text.contains(QStringLiteral("F5")));
    QVERIFY(text.contains(QStringLiteral("Presenter mode")));
    QVERIFY(text.contains(QStringLiteral("Ctrl+Shift+I")));
}

// One switch, one changed(); every chart of every window (the workbench's, the comparison's,
// one made apart as a window of its own) shows the dark theme's colours, read back from the
// charts: paper behind, ink for the texts, the axes' lines; the series keep their Okabe–Ito
// colours except black (rules and rings: the ink) and white (marker borders: the paper). A
// switch back brings every colour back as it was.
void TestTheme::aSwitchEmitsOneChangedAndEveryChartFollows()
{
    m_window->comparison()->actions().compareWithCopy->trigger();
    QVERIFY(m_window->document()->isComparison());
    RunningDcgChart apart;
    apart.show();
    QApplication::processEvents();
    const QList<ChartView *> charts = allCharts();
    QVERIFY2(charts.size() >= 6, qPrintable(QString::number(charts.size()))); // 3 + 2 + 1
    QHash<ChartView *, QList<QColor>> light;
    for (ChartView *chart : charts)
        light.insert(chart, chartColours(chart));

    QSignalSpy changed(Theme::instance(), &Theme::changed);
    m_window->viewMenu()->actions().darkTheme->trigger();
    QCOMPARE(changed.count(), 1);
    Theme::instance()->setMode(Theme::Mode::Dark); // already dark: nothing
    QCOMPARE(changed.count(), 1);
    const QColor ink = Theme::ink();
    const QColor paper = Theme::paper();
    QVERIFY(contrast(ink, paper) >= 7);
    for (ChartView *chart : charts) {
        const QString name = QString::fromLatin1(chart->metaObject()->className());
        QCOMPARE(chart->chart()->backgroundBrush().color(), paper);
        QCOMPARE(chart->chart()->titleBrush().color(), ink);
        QCOMPARE(chart->chart()->legend()->labelColor(), ink);
        const QList<QAbstractAxis *> axes = chart->chart()->axes();
        for (QAbstractAxis *axis : axes) {
            QCOMPARE(axis->labelsBrush().color(), ink);
            QCOMPARE(axis->linePenColor(), Theme::axisLine());
            QCOMPARE(axis->gridLineColor(), Theme::gridLine());
        }
        const QList<QColor> before = seriesColours(chart);
        const QList<QColor> lightSeries
            = light.value(chart).mid(3 + 3 * chart->chart()->axes().size());
        QCOMPARE(before.size(), lightSeries.size());
        int turned = 0;
        for (qsizetype i = 0; i < before.size(); ++i) {
            const QColor was = lightSeries[i];
            const QColor expected = was == OkabeIto::black ? ink
                : was == Theme::Light::white               ? paper
                : was == OkabeIto::highlight               ? Theme::highlight()
                                                           : was;
            turned += expected != was;
            QVERIFY2(before[i] == expected,
                qPrintable(QStringLiteral("%1, colour %2: %3 in the light theme, %4 in the dark")
                               .arg(name)
                               .arg(i)
                               .arg(was.name(QColor::HexArgb), before[i].name(QColor::HexArgb))));
        }
        QVERIFY2(turned > 0, qPrintable(name)); // every chart has its rule or its band
    }

    m_window->viewMenu()->actions().darkTheme->trigger();
    QCOMPARE(changed.count(), 2);
    for (ChartView *chart : charts) {
        // The series as they were; the texts in the light theme's ink on its paper (before the
        // first switch they were Qt Charts' own black on white).
        QCOMPARE(
            seriesColours(chart), light.value(chart).mid(3 + 3 * chart->chart()->axes().size()));
        QCOMPARE(chart->chart()->backgroundBrush().color(), Theme::paper());
        QCOMPARE(chart->chart()->titleBrush().color(), Theme::ink());
        QVERIFY(contrast(Theme::ink(), Theme::paper()) >= 7);
    }
    m_window->document()->setComparison(std::nullopt);
}

// Presenter mode's high contrast goes the same way: one changed(), a frame around every chart,
// pure black on white in the palette; leaving it takes both back.
void TestTheme::presenterModeTakesHighContrastEverywhere()
{
    PresenterController *presenter = m_window->viewMenu()->presenter();
    QSignalSpy changed(Theme::instance(), &Theme::changed);
    presenter->setActive(true);
    QVERIFY(Theme::instance()->highContrast());
    QCOMPARE(changed.count(), 1);
    QCOMPARE(QApplication::palette().color(QPalette::Window), QColor(Qt::white));
    QCOMPARE(m_window->palette().color(QPalette::WindowText), QColor(Qt::black));
    const QList<ChartView *> charts = allCharts();
    QVERIFY(!charts.isEmpty());
    for (ChartView *chart : charts) {
        QCOMPARE(chart->chart()->backgroundPen().style(), Qt::SolidLine);
        QCOMPARE(chart->chart()->backgroundPen().color(), Theme::border());
        QCOMPARE(chart->chart()->titleBrush().color(), QColor(Qt::black));
    }
    presenter->setActive(false);
    QVERIFY(!Theme::instance()->highContrast());
    QCOMPARE(changed.count(), 2);
    for (ChartView *chart : charts)
        QCOMPARE(chart->chart()->backgroundPen().style(), Qt::NoPen);
}

// The swap panel's title and the claim dialog's verdict name the theme's colours (the swap
// map's blue and vermillion; a verdict's warning colour): the translated text takes them as
// arguments and is written again at a switch, without searching again.
void TestTheme::richTextIsWrittenInTheNewColours()
{
    RankingDocument document;
    document.load(Ndcg::Ranking::fromGrades({3, 2, 0, 1, 3}), Ndcg::Settings {});
    SwapPanel swaps;
    swaps.setDocument(&document, QStringLiteral("A"));
    swaps.show();
    QVERIFY(QTest::qWaitForWindowExposed(&swaps));
    ClaimDialog claim;
    claim.setDocuments({{QStringLiteral("A"), &document}});
    claim.show();
    QVERIFY(QTest::qWaitForWindowExposed(&claim));
    claim.figureEdit()->setText(QStringLiteral("0.123"));
    claim.search();
    QCOMPARE(claim.model()->rowCount(), 0); // no convention gives 0.123
    auto *verdict = claim.findChild<QLabel *>(QStringLiteral("claimSummary"));
    QVERIFY(verdict);
    const QString lightVerdict = verdict->text();

    using M = Theme::Mode;
    using R = Theme::Role;
    const auto styled = [](const QColor &c) { return QStringLiteral("color:%1'").arg(c.name()); };
    for (M mode : {M::Light, M::Dark, M::Light}) {
        Theme::instance()->setMode(mode);
        QApplication::processEvents(); // the swap panel writes its title when shown
        for (R role : {R::RaiseInk, R::LowerInk})
            QVERIFY2(swaps.titleText().contains(styled(Theme::colorIn(role, mode, false))),
                qPrintable(swaps.titleText()));
        QVERIFY2(verdict->text().contains(styled(Theme::colorIn(R::WarningInk, mode, false))),
            qPrintable(verdict->text()));
        // The other mode's colours are gone.
        const M other = mode == M::Light ? M::Dark : M::Light;
        QVERIFY(!verdict->text().contains(styled(Theme::colorIn(R::WarningInk, other, false))));
        QVERIFY(!swaps.titleText().contains(styled(Theme::colorIn(R::RaiseInk, other, false))));
    }
    QCOMPARE(verdict->text(), lightVerdict); // the same verdict, written again
    QCOMPARE(claim.figureEdit()->text(), QStringLiteral("0.123"));
}

// Compare with the text: each verdict's fill is the theme's agree or differ colour, in the
// theme shown, also after a switch with the panel already filled.
void TestTheme::compareWithTheTextFillsItsVerdictsAgain()
{
    const auto scenario = Ndcg::loadExample(QStringLiteral("004-precision-ndcg"));
    QVERIFY(scenario.ok());
    TextFiguresPanel panel;
    panel.setScenario(*scenario, false);
    const QList<Ndcg::FigureComparison> comparisons = panel.comparisons();
    QVERIFY(comparisons.size() > 1);
    QVERIFY(std::any_of(comparisons.begin(), comparisons.end(),
        [](const Ndcg::FigureComparison &c) { return c.agrees; }));
    using M = Theme::Mode;
    using R = Theme::Role;
    for (M mode : {M::Light, M::Dark, M::Light}) {
        Theme::instance()->setMode(mode);
        for (int row = 0; row < comparisons.size(); ++row) {
            const QColor fill = comparisons[row].agrees
                ? Theme::colorIn(R::AgreeFill, mode, false)
                : Theme::colorIn(R::DifferFill, mode, false);
            QCOMPARE(
                panel.table()->item(row, TextFiguresPanel::Verdict)->background().color(), fill);
        }
    }
}

QTEST_MAIN(TestTheme)
#include "tst_theme.moc"
