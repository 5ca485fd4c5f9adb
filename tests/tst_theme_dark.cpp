// Issue 12, "Dark theme is half dark" and "text too small to project". With View → Dark theme
// the definition line, the result card, the formula panel and the comparison headline are dark
// with light text (read off the rendered pixels: a palette can say dark while a style sheet
// paints white), and a switch back at runtime makes them light again; no source of ui/ outside
// style/ names a colour (every colour comes from Theme); the selection band keeps the selected
// position's bars and ring visible in every theme; dialogs of text, banners and tooltips have a
// projectable size and follow the zoom.

#include "charts/contributionchart.h"
#include "classroom/glossarydialog.h"
#include "classroom/presentercontroller.h"
#include "classroom/viewmenu.h"
#include "comparison/comparisoncontroller.h"
#include "document/rankingdocument.h"
#include "document/scenariodocument.h"
#include "document/settingsstore.h"
#include "files/exporter.h"
#include "mainwindow.h"
#include "style/okabeito.h"
#include "style/theme.h"
#include "workbench/formulapanel.h"
#include "workbench/workbench.h"

#include <QAction>
#include <QAreaSeries>
#include <QDialog>
#include <QDirIterator>
#include <QFile>
#include <QLabel>
#include <QRegularExpression>
#include <QTest>
#include <QToolTip>

#include <cmath>
#include <memory>

namespace {

// WCAG relative luminance and contrast ratio.
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

struct Pixels
{
    double meanLightness = 0; // 0..255 (HSL lightness), over the whole grab
    int light = 0; // pixels of light text (lightness > 170)
    int dark = 0; // pixels of dark text (lightness < 90)
};

Pixels pixelsOf(QWidget *widget)
{
    const QImage image = widget->grab().toImage();
    Pixels p;
    double sum = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const int l = QColor(image.pixel(x, y)).lightness();
            sum += l;
            p.light += l > 170;
            p.dark += l < 90;
        }
    }
    p.meanLightness = sum / std::max<qsizetype>(1, qsizetype(image.width()) * image.height());
    return p;
}

} // namespace

class TestThemeDark : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void panelsAreDarkInTheDarkTheme();
    void panelsAreLightAgainAfterASwitchBack();
    void noColourLiteralOutsideStyle();
    void selectionBandKeepsTheSelectedBarVisible();
    void textFollowsTheZoom();
    void exportsStayLight();

private:
    QList<QWidget *> panels();
    std::unique_ptr<MainWindow> m_window;
};

void TestThemeDark::init()
{
    SettingsStore::settings().clear();
    Theme::instance()->setMode(Theme::Mode::Light);
    Theme::instance()->setHighContrast(false);
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestThemeDark::cleanup()
{
    if (QAction *dark = m_window->viewMenu()->actions().darkTheme)
        dark->setChecked(false);
    m_window.reset();
    Theme::instance()->setMode(Theme::Mode::Light);
    Theme::instance()->setHighContrast(false);
}

// The panels of colour-coded text: the definition line, the result card, the formula (its
// viewport: the frame is the style's) and, with B open, the comparison's headline.
QList<QWidget *> TestThemeDark::panels()
{
    m_window->comparison()->actions().compareWithCopy->trigger();
    [&] { QVERIFY(m_window->document()->isComparison()); }();
    QApplication::processEvents();
    QList<QWidget *> list {m_window->findChild<QWidget *>(QStringLiteral("definitionLine")),
        m_window->findChild<QWidget *>(QStringLiteral("resultCard")),
        m_window->workbench()->formula()->viewport(),
        m_window->findChild<QWidget *>(QStringLiteral("comparisonHeadline"))};
    return list;
}

void TestThemeDark::panelsAreDarkInTheDarkTheme()
{
    // Switched at runtime, with everything already built and shown.
    m_window->viewMenu()->actions().darkTheme->trigger();
    QVERIFY(Theme::instance()->isDark());
    const QList<QWidget *> list = panels();
    for (QWidget *panel : list) {
        QVERIFY(panel);
        const Pixels p = pixelsOf(panel);
        const QString what = panel->objectName().isEmpty()
            ? QString::fromLatin1(panel->parentWidget()->metaObject()->className())
            : panel->objectName();
        // A dark slab (the light panels measured 230–255 before) with light text on it.
        QVERIFY2(p.meanLightness < 90,
            qPrintable(QStringLiteral("%1: mean lightness %2").arg(what).arg(p.meanLightness)));
        QVERIFY2(p.light > 40, qPrintable(QStringLiteral("%1: no light text").arg(what)));
    }
    m_window->document()->setComparison(std::nullopt);
}

void TestThemeDark::panelsAreLightAgainAfterASwitchBack()
{
    m_window->viewMenu()->actions().darkTheme->trigger();
    m_window->viewMenu()->actions().darkTheme->trigger();
    QVERIFY(!Theme::instance()->isDark());
    const QList<QWidget *> list = panels();
    for (QWidget *panel : list) {
        QVERIFY(panel);
        const Pixels p = pixelsOf(panel);
        QVERIFY2(p.meanLightness > 200, qPrintable(panel->objectName()));
        QVERIFY2(p.dark > 40, qPrintable(panel->objectName()));
    }
    m_window->document()->setComparison(std::nullopt);
}

// No file of ui/ outside style/ names a colour: a hex colour in a string ("#1A1A1A" in a style
// sheet or HTML), rgb()/rgba() in a string, a QColor or qRgb made of numbers, or Qt's named
// colours (Qt::white, Qt::black, …). Qt::transparent is not a colour.
void TestThemeDark::noColourLiteralOutsideStyle()
{
    const QString root = QStringLiteral(NDCG_SOURCE_DIR "/ui");
    const QList<QRegularExpression> patterns {
        // A hex colour inside a string literal.
        QRegularExpression(QStringLiteral(R"re("[^"\n]*#[0-9A-Fa-f]{3}(?:[0-9A-Fa-f]{3})?\b)re")),
        // rgb( / rgba( inside a string literal.
        QRegularExpression(QStringLiteral(R"re("[^"\n]*\brgba?\s*\()re")),
        // A QColor of numbers: QColor(0x1A, …), QColor name(26, …), QColor {0x1A, …}.
        QRegularExpression(
            QStringLiteral(R"re(QColor\s*\w*\s*[({]\s*(?:0x[0-9A-Fa-f]+|\d+)\s*,)re")),
        QRegularExpression(QStringLiteral(R"re(\bqRgba?\s*\(\s*(?:0x[0-9A-Fa-f]+|\d+))re")),
        // Qt's named colours.
        QRegularExpression(QStringLiteral(
            R"re(\bQt::(?:white|black|red|green|blue|cyan|magenta|yellow|gray|darkGray|lightGray|darkRed|darkGreen|darkBlue|darkCyan|darkMagenta|darkYellow)\b)re")),
        // A colour named in a string: QColor("white"), "color: black".
        QRegularExpression(QStringLiteral(
            R"re("[^"\n]*\b(?:color|background(?:-color)?)\s*:\s*(?:white|black|red|gray|grey)\b)re")),
    };
    QStringList found;
    int files = 0;
    QDirIterator it(root, {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
        QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (path.contains(QStringLiteral("/ui/style/")))
            continue; // the one place colours are named
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
        ++files;
        const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QString &code = lines[i];
            const QString trimmed = code.trimmed();
            if (trimmed.startsWith(QStringLiteral("//")) || trimmed.startsWith(QStringLiteral("#")))
                continue; // comments and preprocessor lines
            for (const QRegularExpression &re : patterns) {
                if (re.match(code).hasMatch()) {
                    found << QStringLiteral("%1:%2: %3")
                                 .arg(path.mid(root.size() - 2))
                                 .arg(i + 1)
                                 .arg(code.trimmed());
                    break;
                }
            }
        }
    }
    QVERIFY(files > 50);
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

// The band behind the selected position must not swallow what is drawn on it: the series'
// fills (the ranking's blue bars, the ideal's orange, NDCG@i's purple) keep a contrast of at
// least 2:1 against it, and the selection ring (black, light in the dark themes) 4.5:1. The
// dark theme's olive band gave the blue bar 1.5:1. And the charts really paint that band.
void TestThemeDark::selectionBandKeepsTheSelectedBarVisible()
{
    struct Look
    {
        Theme::Mode mode;
        bool highContrast;
        const char *name;
    };
    const Look looks[] = {{Theme::Mode::Light, false, "light"}, {Theme::Mode::Dark, false, "dark"},
        {Theme::Mode::Light, true, "light, high contrast"},
        {Theme::Mode::Dark, true, "dark, high contrast"}};
    for (const Look &look : looks) {
        Theme::instance()->setMode(look.mode);
        Theme::instance()->setHighContrast(look.highContrast);
        const QColor band = Theme::highlight();
        for (const QColor &series : {OkabeIto::actual, OkabeIto::ideal, OkabeIto::ndcg}) {
            const QColor shown = Theme::themed(series);
            QVERIFY2(contrast(shown, band) >= 2.0,
                qPrintable(QStringLiteral("%1: %2 on the band %3: %4")
                               .arg(QLatin1String(look.name), shown.name(), band.name())
                               .arg(contrast(shown, band))));
        }
        const QColor ring = Theme::themed(OkabeIto::black);
        QVERIFY2(contrast(ring, band) >= 4.5, look.name);
        QVERIFY2(contrast(Theme::ink(), band) >= 4.5, look.name); // the formula's band
        // The contribution chart's band is that colour.
        ContributionChart *chart = m_window->workbench()->contributionChart();
        bool painted = false;
        const QList<QAbstractSeries *> series = chart->chart()->series();
        for (QAbstractSeries *s : series)
            if (auto *area = qobject_cast<QAreaSeries *>(s))
                painted |= area->brush().color() == band;
        QVERIFY2(painted, look.name);
    }
}

// Banners, dialogs of text (glossary, examples, practice), and tooltips: at the application's
// font (the interface scale's) at 1×, and twice that at a presenter zoom of 2×, with no code
// of their own.
void TestThemeDark::textFollowsTheZoom()
{
    PresenterController *presenter = m_window->viewMenu()->presenter();
    presenter->setZoom(1.0);
    QApplication::processEvents();
    QDialog *glossary = m_window->viewMenu()->showGlossary();
    QVERIFY(glossary);
    auto *banner = m_window->findChild<QLabel *>(QStringLiteral("editMessage"));
    QVERIFY(banner);
    const double glossaryAt1 = glossary->font().pointSizeF();
    const double bannerAt1 = banner->font().pointSizeF();
    const double tooltipAt1 = QToolTip::font().pointSizeF();
    const double application = QApplication::font().pointSizeF();
    QCOMPARE(glossaryAt1, application);
    QCOMPARE(bannerAt1, application);
    QCOMPARE(tooltipAt1, application);
    presenter->setZoom(2.0);
    QApplication::processEvents();
    QCOMPARE(glossary->font().pointSizeF(), 2 * glossaryAt1);
    QCOMPARE(banner->font().pointSizeF(), 2 * bannerAt1);
    QCOMPARE(QToolTip::font().pointSizeF(), 2 * tooltipAt1);
    presenter->setZoom(0); // the interface scale alone again
    QCOMPARE(glossary->font().pointSizeF(), glossaryAt1);
    glossary->close();
}

// An exported chart (and the handout's charts) is for paper: light in the dark theme too, and
// the window's charts stay dark afterwards.
void TestThemeDark::exportsStayLight()
{
    m_window->viewMenu()->actions().darkTheme->trigger();
    const Ndcg::Breakdown *b = m_window->workbench()->document()->breakdown();
    QVERIFY(b);
    const QImage image = Exporter::chartImage(Exporter::Chart::Contribution, *b, {400, 250}, 1.0);
    double sum = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            sum += QColor(image.pixel(x, y)).lightness();
    QVERIFY2(sum / (image.width() * image.height()) > 200, "an exported chart is dark");
    QVERIFY(Theme::instance()->isDark());
    QVERIFY(
        m_window->workbench()->contributionChart()->chart()->backgroundBrush().color().lightness()
        < 60);
}

QTEST_MAIN(TestThemeDark)
#include "tst_theme_dark.moc"
