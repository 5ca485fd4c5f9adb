// Issue 24, "Seeing less well". View → High contrast (Ctrl+Shift+C) turns the whole app to the
// high-contrast colours: every text colour of the theme, every colour of the palette and every
// opaque series colour of every chart keep at least 7:1 (WCAG's contrast ratio, computed from
// the colours read back from the charts and the table) against what they are drawn on, in the
// light and the dark theme; the choice is remembered; without one, the desktop's look is
// followed (GTK_THEME=HighContrast gives high contrast, and is not stored as a choice). The
// keyboard focus is a two-colour frame as wide as the scale asks (4 px at 200 %, measured on a
// rendered button), on buttons, check boxes, tool buttons and table cells. The lesson progress
// strip marks its current scene by its shape, not by its colour alone (measured in greyscale).

#include "charts/chartview.h"
#include "classroom/presentercontroller.h"
#include "classroom/viewmenu.h"
#include "comparison/comparisoncontroller.h"
#include "document/rankingdocument.h"
#include "document/scenariodocument.h"
#include "document/settingsstore.h"
#include "lesson/lessonprogressstrip.h"
#include "mainwindow.h"
#include "style/scaledstyle.h"
#include "style/theme.h"
#include "workbench/rankingtableview.h"
#include "workbench/workbench.h"

#include <QAction>
#include <QAreaSeries>
#include <QCheckBox>
#include <QHBoxLayout>
#include <QLineSeries>
#include <QListView>
#include <QMenu>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStyleFactory>
#include <QTableView>
#include <QTest>
#include <QToolButton>

#include <memory>

namespace {

using R = Theme::Role;

// What text is written on, and the text colours written there.
constexpr R surfaces[] = {R::Paper, R::Card, R::Panel, R::ComputedCell};
constexpr R inks[] = {R::Ink, R::QuietInk, R::DimInk, R::LinkInk, R::ActualInk, R::IdealInk,
    R::NdcgInk, R::RaiseInk, R::LowerInk, R::WarningInk, R::InfoInk, R::TickInk};
// Text on a fill of its own.
constexpr std::pair<R, R> pairs[] = {{R::NoticeInk, R::Notice}, {R::CurrentCellInk, R::CurrentCell},
    {R::TableRuleInk, R::TableRule}, {R::Ink, R::Highlight}, {R::Ink, R::PreviewCell},
    {R::Ink, R::AgreeFill}, {R::Ink, R::DifferFill}, {R::Ink, R::StepBand}, {R::Ink, R::TermBand},
    {R::FocusRing, R::Paper}};
constexpr std::pair<QPalette::ColorRole, QPalette::ColorRole> palettePairs[]
    = {{QPalette::WindowText, QPalette::Window}, {QPalette::Text, QPalette::Base},
        {QPalette::Text, QPalette::AlternateBase}, {QPalette::ButtonText, QPalette::Button},
        {QPalette::HighlightedText, QPalette::Highlight},
        {QPalette::ToolTipText, QPalette::ToolTipBase}, {QPalette::PlaceholderText, QPalette::Base},
        {QPalette::Link, QPalette::Base}};

QString failure(const QString &what, const QColor &a, const QColor &b)
{
    return QStringLiteral("%1: %2 on %3 is %4:1")
        .arg(what, a.name(), b.name())
        .arg(Theme::contrast(a, b), 0, 'f', 2);
}

// The opaque colours a chart draws its series with (lines, markers, bar fills and outlines),
// but the selection band, which is a background.
QList<QColor> seriesInk(ChartView *view)
{
    QList<QColor> colours;
    const QList<QAbstractSeries *> series = view->chart()->series();
    for (QAbstractSeries *s : series) {
        if (!s->isVisible())
            continue;
        if (auto *scatter = qobject_cast<QScatterSeries *>(s))
            colours << scatter->color() << scatter->pen().color();
        else if (auto *line = qobject_cast<QLineSeries *>(s))
            colours << line->pen().color();
        else if (auto *area = qobject_cast<QAreaSeries *>(s)) {
            if (area->brush().style() != Qt::NoBrush)
                colours << area->brush().color();
            if (area->pen().style() != Qt::NoPen)
                colours << area->pen().color();
        }
    }
    QList<QColor> opaque;
    for (const QColor &c : std::as_const(colours))
        if (c.alpha() == 255 && c != Theme::highlight() && c != Theme::paper())
            opaque << c;
    return opaque;
}

// Rows of a greyscale image's column x that differ from the background by more than 40 levels.
int paintedRows(const QImage &grey, int x)
{
    const int background = qGray(grey.pixel(grey.width() - 1, 0));
    int rows = 0;
    for (int y = 0; y < grey.height(); ++y)
        rows += std::abs(qGray(grey.pixel(x, y)) - background) > 40;
    return rows;
}

} // namespace

class TestHighContrast : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void theActionTurnsEveryColourToTheHighContrastSet();
    void everyTextAndSeriesKeepsSevenToOne_data();
    void everyTextAndSeriesKeepsSevenToOne();
    void theChoiceIsRemembered();
    void desktopLook_data();
    void desktopLook();
    void theDesktopsHighContrastIsFollowedUntilChosen();
    void presenterModeLeavesTheChoiceAsItWas();
    void focusFrameWidthFollowsTheScale_data();
    void focusFrameWidthFollowsTheScale();
    void focusFrameShowsOnEveryKindOfControl_data();
    void focusFrameShowsOnEveryKindOfControl();
    void editorsAreOutlinedOnBlack();
    void progressStripMarksTheCurrentSceneByShape();

private:
    void makeWindow();
    std::unique_ptr<MainWindow> m_window;
};

void TestHighContrast::makeWindow()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestHighContrast::init()
{
    qunsetenv("GTK_THEME");
    SettingsStore::settings().clear();
    Theme::instance()->setMode(Theme::Mode::Light);
    Theme::instance()->setUserHighContrast(false);
    Theme::instance()->setHighContrast(false);
    makeWindow();
}

void TestHighContrast::cleanup()
{
    m_window.reset();
    qunsetenv("GTK_THEME");
    Theme::instance()->setMode(Theme::Mode::Light);
    Theme::instance()->setUserHighContrast(false);
    Theme::instance()->setHighContrast(false);
}

// One trigger: every role takes its high-contrast value, the palette is black on white, the
// choice is stored; a second one takes it all back.
void TestHighContrast::theActionTurnsEveryColourToTheHighContrastSet()
{
    QAction *action = m_window->viewMenu()->actions().highContrast;
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+C")));
    QVERIFY(m_window->viewMenu()->viewMenu()->actions().contains(action));
    QSignalSpy changed(Theme::instance(), &Theme::changed);
    // The charts' lines: their widths before, to compare with high contrast's (1.5 times).
    QHash<QLineSeries *, double> widths;
    for (ChartView *chart : m_window->findChildren<ChartView *>()) {
        for (QAbstractSeries *series : chart->chart()->series()) {
            if (auto *line = qobject_cast<QLineSeries *>(series); line && line->pen().widthF() > 0)
                widths.insert(line, line->pen().widthF());
        }
    }
    QVERIFY(widths.size() >= 2);
    action->trigger();
    QCOMPARE(changed.count(), 1);
    for (auto it = widths.cbegin(); it != widths.cend(); ++it)
        QCOMPARE(it.key()->pen().widthF(), it.value() * 1.5);
    QVERIFY(Theme::instance()->highContrast());
    QVERIFY(Theme::instance()->userHighContrast());
    QCOMPARE(Theme::instance()->lineWeight(), 1.5);
    for (int r = 0; r < Theme::roleCount; ++r)
        QCOMPARE(Theme::instance()->color(R(r)), Theme::colorIn(R(r), Theme::Mode::Light, true));
    QCOMPARE(m_window->palette().color(QPalette::Window), QColor(Qt::white));
    QCOMPARE(m_window->palette().color(QPalette::WindowText), QColor(Qt::black));
    QCOMPARE(m_window->workbench()->table()->palette().color(QPalette::Base), QColor(Qt::white));
    QCOMPARE(SettingsStore::highContrast(), std::optional<bool>(true));
    // Every chart's series are the strong ones: the ranking's blue darker than Okabe–Ito's.
    const QList<ChartView *> charts = m_window->findChildren<ChartView *>();
    QVERIFY(charts.size() >= 3);
    for (ChartView *chart : charts)
        QCOMPARE(chart->chart()->backgroundBrush().color(), QColor(Qt::white));

    action->trigger();
    QCOMPARE(changed.count(), 2);
    QVERIFY(!Theme::instance()->highContrast());
    QCOMPARE(Theme::instance()->lineWeight(), 1.0);
    for (auto it = widths.cbegin(); it != widths.cend(); ++it)
        QCOMPARE(it.key()->pen().widthF(), it.value());
    QCOMPARE(Theme::instance()->color(R::ActualInk),
        Theme::colorIn(R::ActualInk, Theme::Mode::Light, false));
    QCOMPARE(SettingsStore::highContrast(), std::optional<bool>(false));
}

void TestHighContrast::everyTextAndSeriesKeepsSevenToOne_data()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("black on white") << false;
    QTest::newRow("white on black") << true;
}

// The theme's text colours on every surface, the palette's pairs, every series of every chart
// (the workbench's and the comparison's), and every cell of the ranking table (its background
// and foreground roles, or the palette's) read back from what the app shows.
void TestHighContrast::everyTextAndSeriesKeepsSevenToOne()
{
    QFETCH(bool, dark);
    const Theme::Mode mode = dark ? Theme::Mode::Dark : Theme::Mode::Light;
    if (dark)
        m_window->viewMenu()->actions().darkTheme->trigger();
    m_window->viewMenu()->actions().highContrast->trigger();
    QCOMPARE(Theme::instance()->mode(), mode);
    QVERIFY(Theme::instance()->highContrast());
    constexpr double least = Theme::strongContrast;

    for (R surface : surfaces)
        for (R ink : inks) {
            const QColor a = Theme::colorIn(ink, mode, true);
            const QColor b = Theme::colorIn(surface, mode, true);
            QVERIFY2(Theme::contrast(a, b) >= least,
                qPrintable(failure(
                    QStringLiteral("role %1 on %2").arg(int(ink)).arg(int(surface)), a, b)));
        }
    for (const auto &[ink, fill] : pairs) {
        const QColor a = Theme::colorIn(ink, mode, true);
        const QColor b = Theme::colorIn(fill, mode, true);
        QVERIFY2(Theme::contrast(a, b) >= least,
            qPrintable(
                failure(QStringLiteral("role %1 on %2").arg(int(ink)).arg(int(fill)), a, b)));
    }
    const QPalette palette = m_window->palette();
    for (const auto &[text, back] : palettePairs)
        QVERIFY2(Theme::contrast(palette.color(text), palette.color(back)) >= least,
            qPrintable(failure(QStringLiteral("palette role %1").arg(int(text)),
                palette.color(text), palette.color(back))));

    // The charts of A and of the comparison with B.
    m_window->comparison()->actions().compareWithCopy->trigger();
    QVERIFY(m_window->document()->isComparison());
    QApplication::processEvents();
    const QList<ChartView *> charts = m_window->findChildren<ChartView *>();
    QVERIFY(charts.size() >= 5);
    int checked = 0;
    for (ChartView *chart : charts) {
        const QColor paper = chart->chart()->backgroundBrush().color();
        QCOMPARE(paper, Theme::paper());
        const QList<QColor> colours = seriesInk(chart);
        for (const QColor &c : colours) {
            ++checked;
            QVERIFY2(Theme::contrast(c, paper) >= least,
                qPrintable(
                    failure(QString::fromLatin1(chart->metaObject()->className()), c, paper)));
        }
    }
    QVERIFY2(checked >= 20, qPrintable(QString::number(checked)));
    // The pure rule for any colour: Okabe–Ito's orange (2.1:1 on white) made strong.
    const QColor orange(0xE6, 0x9F, 0x00);
    const QColor strong = Theme::themedIn(orange, mode, true);
    QVERIFY(Theme::contrast(strong, Theme::colorIn(R::Paper, mode, true)) >= least);
    QVERIFY(std::abs(strong.hslHue() - orange.hslHue()) <= 2); // the same hue, but for rounding
    // Outside high contrast, the light theme keeps Okabe–Ito's colours as they are.
    QCOMPARE(Theme::themedIn(orange, Theme::Mode::Light, false), orange);

    // The ranking table: every cell's text on its background.
    QAbstractItemModel *model = m_window->workbench()->table()->model();
    const QPalette tablePalette = m_window->workbench()->table()->palette();
    QVERIFY(model->rowCount() >= 5);
    for (int row = 0; row < model->rowCount(); ++row)
        for (int column = 0; column < model->columnCount(); ++column) {
            const QModelIndex index = model->index(row, column);
            const QVariant bg = index.data(Qt::BackgroundRole);
            const QVariant fg = index.data(Qt::ForegroundRole);
            const QColor back
                = bg.isValid() ? bg.value<QBrush>().color() : tablePalette.color(QPalette::Base);
            const QColor text
                = fg.isValid() ? fg.value<QBrush>().color() : tablePalette.color(QPalette::Text);
            QVERIFY2(Theme::contrast(text, back) >= least,
                qPrintable(failure(QStringLiteral("cell %1,%2").arg(row).arg(column), text, back)));
        }
}

void TestHighContrast::theChoiceIsRemembered()
{
    m_window->viewMenu()->actions().highContrast->trigger();
    QCOMPARE(SettingsStore::settings().value(QStringLiteral("view/highContrast")).toBool(), true);
    m_window.reset();
    Theme::instance()->setUserHighContrast(false);
    makeWindow();
    QVERIFY(m_window->viewMenu()->actions().highContrast->isChecked());
    QVERIFY(Theme::instance()->highContrast());
    QCOMPARE(m_window->palette().color(QPalette::Window), QColor(Qt::white));
    QCOMPARE(m_window->palette().color(QPalette::Highlight), QColor(0x00, 0x40, 0x7F));
}

void TestHighContrast::desktopLook_data()
{
    QTest::addColumn<QColor>("window");
    QTest::addColumn<QString>("gtkTheme");
    QTest::addColumn<bool>("dark");
    QTest::addColumn<bool>("highContrast");
    const QColor light(0xEF, 0xEF, 0xEF);
    const QColor darkWindow(0x30, 0x30, 0x30);
    QTest::newRow("a light desktop is light") << light << QString() << false << false;
    QTest::newRow("a dark palette is dark") << darkWindow << QString() << true << false;
    QTest::newRow("Adwaita is light") << light << QStringLiteral("Adwaita") << false << false;
    QTest::newRow("Adwaita:dark is dark")
        << light << QStringLiteral("Adwaita:dark") << true << false;
    QTest::newRow("HighContrast is light, high contrast")
        << light << QStringLiteral("HighContrast") << false << true;
    QTest::newRow("HighContrast:dark is dark, high contrast")
        << light << QStringLiteral("HighContrast:dark") << true << true;
    QTest::newRow("HighContrastInverse is dark, high contrast")
        << light << QStringLiteral("HighContrastInverse") << true << true;
    QTest::newRow("highcontrast in any case")
        << light << QStringLiteral("highcontrast") << false << true;
    QTest::newRow("a :light variant wins over a dark palette")
        << darkWindow << QStringLiteral("Adwaita:light") << false << false;
}

void TestHighContrast::desktopLook()
{
    QFETCH(QColor, window);
    QFETCH(QString, gtkTheme);
    QFETCH(bool, dark);
    QFETCH(bool, highContrast);
    const Theme::Look look = Theme::desktopLook(window, gtkTheme);
    QCOMPARE(look.mode == Theme::Mode::Dark, dark);
    QCOMPARE(look.highContrast, highContrast);
}

// GTK_THEME=HighContrast and nothing chosen: a new window starts in high contrast, the action
// checked, and nothing is stored; an explicit choice (off) wins over the desktop.
void TestHighContrast::theDesktopsHighContrastIsFollowedUntilChosen()
{
    m_window.reset();
    qputenv("GTK_THEME", "HighContrast:dark");
    SettingsStore::settings().clear();
    makeWindow();
    QVERIFY(Theme::instance()->highContrast());
    QVERIFY(Theme::instance()->isDark());
    QVERIFY(m_window->viewMenu()->actions().highContrast->isChecked());
    QVERIFY(m_window->viewMenu()->actions().darkTheme->isChecked());
    QCOMPARE(SettingsStore::highContrast(), std::nullopt);
    QCOMPARE(SettingsStore::darkTheme(), std::nullopt);
    QCOMPARE(m_window->palette().color(QPalette::Window), QColor(Qt::black));

    m_window->viewMenu()->actions().highContrast->trigger(); // the user's choice: off
    QVERIFY(!Theme::instance()->highContrast());
    m_window.reset();
    makeWindow();
    QVERIFY(!Theme::instance()->highContrast());
    QVERIFY(!m_window->viewMenu()->actions().highContrast->isChecked());
    QVERIFY(Theme::instance()->isDark()); // the mode is still the desktop's

    // View → Follow the desktop's look: the choice forgotten, high contrast again.
    m_window->viewMenu()->actions().darkTheme->trigger(); // light, chosen
    QVERIFY(!Theme::instance()->isDark());
    m_window->viewMenu()->actions().followDesktop->trigger();
    QCOMPARE(SettingsStore::highContrast(), std::nullopt);
    QCOMPARE(SettingsStore::darkTheme(), std::nullopt);
    QVERIFY(Theme::instance()->highContrast());
    QVERIFY(Theme::instance()->isDark());
    QVERIFY(m_window->viewMenu()->actions().highContrast->isChecked());
    QVERIFY(m_window->viewMenu()->actions().darkTheme->isChecked());
}

// Presenter mode has a high contrast of its own: entering and leaving it does not touch the
// user's choice, in the Theme or in the settings.
void TestHighContrast::presenterModeLeavesTheChoiceAsItWas()
{
    PresenterController *presenter = m_window->viewMenu()->presenter();
    m_window->viewMenu()->actions().highContrast->trigger();
    presenter->setActive(true);
    QVERIFY(Theme::instance()->presenterHighContrast());
    presenter->setActive(false);
    QVERIFY(!Theme::instance()->presenterHighContrast());
    QVERIFY(Theme::instance()->highContrast());
    QVERIFY(m_window->viewMenu()->actions().highContrast->isChecked());
    QCOMPARE(SettingsStore::highContrast(), std::optional<bool>(true));
}

void TestHighContrast::focusFrameWidthFollowsTheScale_data()
{
    QTest::addColumn<int>("percent");
    QTest::addColumn<int>("width");
    QTest::newRow("100 %") << 100 << 2;
    QTest::newRow("125 %") << 125 << 3;
    QTest::newRow("150 %") << 150 << 3;
    QTest::newRow("200 %") << 200 << 4;
    QTest::newRow("250 %") << 250 << 5;
}

// The rule, and at 200 % the frame measured on a push button focused by Tab: along the middle
// row, the run of the focus colour from the left is 4 pixels, and the inner colour follows.
void TestHighContrast::focusFrameWidthFollowsTheScale()
{
    QFETCH(int, percent);
    QFETCH(int, width);
    QCOMPARE(ScaledStyle::focusFrameWidth(percent / 100.0), width);
    if (percent != 200)
        return;
    m_window.reset();
    ScaledStyle style(QStyleFactory::create(QStringLiteral("Fusion")), 2.0);
    QWidget window;
    auto *layout = new QHBoxLayout(&window);
    auto *before = new QPushButton(QStringLiteral("Before"), &window);
    auto *button = new QPushButton(QStringLiteral("Reveal"), &window);
    for (QWidget *w : {static_cast<QWidget *>(before), static_cast<QWidget *>(button)}) {
        w->setStyle(&style);
        layout->addWidget(w);
    }
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    before->setFocus(Qt::OtherFocusReason);
    QTest::keyClick(&window, Qt::Key_Tab);
    QVERIFY(button->hasFocus());
    const QImage image = button->grab().toImage();
    const QRgb ring = Theme::focusRing().rgb();
    const QRgb inner = Theme::focusRingInner().rgb();
    const int y = image.height() / 2;
    int x = 0;
    while (x < image.width() && image.pixel(x, y) != ring)
        ++x;
    QVERIFY2(x < image.width() / 3, "no focus frame at the button's left");
    int run = 0;
    while (x + run < image.width() && image.pixel(x + run, y) == ring)
        ++run;
    QCOMPARE(run, width);
    QCOMPARE(image.pixel(x + run, y), inner);
    QCOMPARE(image.pixel(x + run + 1, y), inner); // half as wide: 2 px
    // Focus from the mouse: no frame.
    before->setFocus(Qt::MouseFocusReason);
    window.setAttribute(Qt::WA_KeyboardFocusChange, false);
    button->setFocus(Qt::MouseFocusReason);
    const QImage clicked = button->grab().toImage();
    int rings = 0;
    for (int cx = 0; cx < clicked.width(); ++cx)
        rings += clicked.pixel(cx, y) == ring;
    QCOMPARE(rings, 0);
}

void TestHighContrast::focusFrameShowsOnEveryKindOfControl_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("check box") << QStringLiteral("check box");
    QTest::newRow("tool button (the step-through's transport)") << QStringLiteral("tool button");
    QTest::newRow("slider (k)") << QStringLiteral("slider");
    QTest::newRow("spin box (k)") << QStringLiteral("spin box");
    QTest::newRow("table cell") << QStringLiteral("table");
    QTest::newRow("list view item") << QStringLiteral("list");
}

// Focused by Tab at 100 %, each shows pixels of the focus colour (none before it has focus).
void TestHighContrast::focusFrameShowsOnEveryKindOfControl()
{
    QFETCH(QString, kind);
    m_window.reset();
    ScaledStyle style(QStyleFactory::create(QStringLiteral("Fusion")), 1.0);
    QStandardItemModel model(3, 2);
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 2; ++c)
            model.setItem(r, c, new QStandardItem(QStringLiteral("%1").arg(r * 2 + c + 1)));
    QWidget window;
    auto *layout = new QHBoxLayout(&window);
    auto *first = new QPushButton(QStringLiteral("First"), &window);
    QWidget *target = nullptr;
    if (kind == QLatin1String("check box")) {
        target = new QCheckBox(QStringLiteral("Hide the answers"), &window);
    } else if (kind == QLatin1String("tool button")) {
        auto *tool = new QToolButton(&window);
        tool->setText(QStringLiteral("Next step"));
        tool->setFocusPolicy(Qt::StrongFocus);
        target = tool;
    } else if (kind == QLatin1String("slider")) {
        target = new QSlider(Qt::Horizontal, &window);
    } else if (kind == QLatin1String("spin box")) {
        target = new QSpinBox(&window);
    } else {
        QAbstractItemView *view = kind == QLatin1String("table")
            ? static_cast<QAbstractItemView *>(new QTableView(&window))
            : static_cast<QAbstractItemView *>(new QListView(&window));
        view->setModel(&model);
        view->setCurrentIndex(model.index(0, 0));
        target = view;
    }
    for (QWidget *w : {static_cast<QWidget *>(first), target}) {
        w->setStyle(&style);
        layout->addWidget(w);
    }
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    first->setFocus(Qt::OtherFocusReason);
    const QRgb ring = Theme::focusRing().rgb();
    const auto ringPixels = [ring](QWidget *w) {
        const QImage image = w->grab().toImage();
        int n = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                n += image.pixel(x, y) == ring;
        return n;
    };
    QCOMPARE(ringPixels(target), 0);
    QTest::keyClick(&window, Qt::Key_Tab);
    QVERIFY(target->hasFocus());
    QVERIFY2(ringPixels(target) >= 20, qPrintable(QString::number(ringPixels(target))));
}

// Fusion frames a check box and a spin box a little darker than the window: on black, black.
// In high contrast they are outlined in the palette's Mid (#A0A0A0, 8:1 on black).
void TestHighContrast::editorsAreOutlinedOnBlack()
{
    m_window.reset();
    Theme::instance()->setMode(Theme::Mode::Dark);
    ScaledStyle style(QStyleFactory::create(QStringLiteral("Fusion")), 1.0);
    QWidget window;
    auto *layout = new QHBoxLayout(&window);
    auto *check = new QCheckBox(QStringLiteral("all"), &window);
    auto *spin = new QSpinBox(&window);
    for (QWidget *w : {static_cast<QWidget *>(check), static_cast<QWidget *>(spin)}) {
        w->setStyle(&style);
        layout->addWidget(w);
    }
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const auto midPixels = [](QWidget *w) {
        const QImage image = w->grab().toImage();
        const QRgb mid = w->palette().color(QPalette::Mid).rgb();
        int n = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                n += image.pixel(x, y) == mid;
        return n;
    };
    Theme::instance()->setUserHighContrast(true);
    QCOMPARE(check->palette().color(QPalette::Window), QColor(Qt::black));
    QCOMPARE(check->palette().color(QPalette::Mid), QColor(0xA0, 0xA0, 0xA0));
    // The indicator's four sides (at least 8 px each), the spin box's whole frame.
    QVERIFY2(midPixels(check) >= 32, qPrintable(QString::number(midPixels(check))));
    QVERIFY2(midPixels(spin) >= 2 * (spin->width() + spin->height()) - 8,
        qPrintable(QString::number(midPixels(spin))));
    Theme::instance()->setUserHighContrast(false);
    QCOMPARE(midPixels(spin), 0);
}

// In greyscale, the current scene's mark is at least 1.8 times as tall as a scene shown before
// and one to come, whatever the colours; and it moves with the current scene.
void TestHighContrast::progressStripMarksTheCurrentSceneByShape()
{
    for (bool contrast : {false, true}) {
        Theme::instance()->setUserHighContrast(contrast);
        LessonProgressStrip strip;
        strip.setScenes({QStringLiteral("One"), QStringLiteral("Two"), QStringLiteral("Three"),
            QStringLiteral("Four"), QStringLiteral("Five")});
        strip.resize(640, strip.sizeHint().height());
        for (int current : {2, 3}) {
            strip.setCurrent(current);
            const QImage grey = strip.grab()
                                    .toImage()
                                    .convertToFormat(QImage::Format_Grayscale8)
                                    .convertToFormat(QImage::Format_RGB32);
            const int past = paintedRows(grey, strip.segmentRect(current - 1).center().x());
            const int now = paintedRows(grey, strip.segmentRect(current).center().x());
            const int next = paintedRows(grey, strip.segmentRect(current + 1).center().x());
            QVERIFY2(past > 0 && next > 0, qPrintable(QStringLiteral("%1 %2").arg(past).arg(next)));
            QVERIFY2(now >= 1.8 * past && now >= 1.8 * next,
                qPrintable(QStringLiteral("scene %1: %2 rows, before it %3, after it %4")
                               .arg(current + 1)
                               .arg(now)
                               .arg(past)
                               .arg(next)));
        }
    }
}

QTEST_MAIN(TestHighContrast)
#include "tst_highcontrast.moc"
