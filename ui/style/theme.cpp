#include "theme.h"

#include "charts/chartview.h"
#include "interfacescale.h"
#include "okabeito.h"

#include <QAbstractSeries>
#include <QAreaSeries>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QLegend>
#include <QLineSeries>
#include <QPalette>
#include <QScatterSeries>
#include <QStyle>
#include <QValueAxis>
#include <QPointer>
#include <QWidget>

#include <algorithm>
#include <memory>
#include <vector>

namespace Theme {

namespace {

Mode g_mode = Mode::Light;
bool g_highContrast = false;

struct Follower
{
    QPointer<QObject> context;
    // Shared: a callback keeps its state when the list is copied to be walked.
    std::shared_ptr<std::function<void()>> apply;
};

std::vector<Follower> &followers()
{
    static std::vector<Follower> list;
    return list;
}

// Calls every live follower (one may add another: the list is copied first).
void notify(std::vector<Follower> &list)
{
    std::erase_if(list, [](const Follower &f) { return f.context.isNull(); });
    const std::vector<Follower> copy = list;
    for (const Follower &f : copy)
        if (!f.context.isNull())
            (*f.apply)();
}

QColor pick(const char *light, const char *dark, const char *contrastLight = nullptr,
    const char *contrastDark = nullptr)
{
    if (g_highContrast && isDark() && contrastDark)
        return QColor(QLatin1String(contrastDark));
    if (g_highContrast && !isDark() && contrastLight)
        return QColor(QLatin1String(contrastLight));
    return QColor(QLatin1String(isDark() ? dark : light));
}

} // namespace

QColor themed(const QColor &c)
{
    if (!isDark())
        return c;
    if (c == OkabeIto::black)
        return ink();
    if (c == Light::white)
        return paper();
    if (c == OkabeIto::highlight)
        return highlight();
    return c;
}

Mode mode()
{
    return g_mode;
}

bool isDark()
{
    return g_mode == Mode::Dark;
}

bool highContrast()
{
    return g_highContrast;
}

QPalette palette()
{
    QPalette p = QApplication::style()->standardPalette();
    if (isDark()) {
        const QColor window(0x23, 0x27, 0x2E);
        const QColor base(0x1A, 0x1D, 0x22);
        const QColor text = ink();
        p.setColor(QPalette::Window, g_highContrast ? QColor(Qt::black) : window);
        p.setColor(QPalette::WindowText, text);
        p.setColor(QPalette::Base, g_highContrast ? QColor(Qt::black) : base);
        p.setColor(QPalette::AlternateBase, QColor(0x2A, 0x2F, 0x36));
        p.setColor(QPalette::Text, text);
        p.setColor(QPalette::Button, QColor(0x33, 0x39, 0x41));
        p.setColor(QPalette::ButtonText, text);
        p.setColor(QPalette::BrightText, Qt::white);
        p.setColor(QPalette::ToolTipBase, QColor(0x33, 0x39, 0x41));
        p.setColor(QPalette::ToolTipText, text);
        p.setColor(QPalette::PlaceholderText, QColor(0x9A, 0xA3, 0xAD));
        p.setColor(QPalette::Highlight, QColor(0x56, 0xB4, 0xE9)); // Okabe–Ito sky blue
        p.setColor(QPalette::HighlightedText, Qt::black);
        p.setColor(QPalette::Link, QColor(0x56, 0xB4, 0xE9));
        p.setColor(QPalette::LinkVisited, QColor(0xCC, 0x79, 0xA7));
        p.setColor(QPalette::Light, QColor(0x4A, 0x52, 0x5C));
        p.setColor(QPalette::Midlight, QColor(0x3A, 0x41, 0x4A));
        p.setColor(QPalette::Mid, QColor(0x56, 0x60, 0x6B));
        p.setColor(QPalette::Dark, QColor(0x12, 0x14, 0x18));
        p.setColor(QPalette::Shadow, Qt::black);
        for (QPalette::ColorRole role :
            {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
            p.setColor(QPalette::Disabled, role, QColor(0x80, 0x88, 0x92));
    } else if (g_highContrast) {
        p.setColor(QPalette::Window, Qt::white);
        p.setColor(QPalette::WindowText, Qt::black);
        p.setColor(QPalette::Base, Qt::white);
        p.setColor(QPalette::Text, Qt::black);
        p.setColor(QPalette::ButtonText, Qt::black);
        p.setColor(QPalette::Highlight, QColor(0x00, 0x72, 0xB2)); // Okabe–Ito blue
        p.setColor(QPalette::HighlightedText, Qt::white);
    }
    return p;
}

namespace {

void applyPalette()
{
    QApplication::setPalette(palette());
    // Widgets take the new palette from posted events: deliver them now, so that what follows
    // (restyle, a grab) sees it.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::ApplicationPaletteChange);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::PaletteChange);
    notify(followers());
    // Every window already open: the main window with its docks, dialogs, the runs window.
    const QList<QWidget *> windows = QApplication::topLevelWidgets();
    for (QWidget *w : windows)
        restyle(w);
}

} // namespace

void setMode(Mode mode)
{
    g_mode = mode;
    applyPalette();
}

void setHighContrast(bool on)
{
    g_highContrast = on;
    applyPalette();
}

void styleChart(QChart *chart)
{
    const QColor text = ink();
    chart->setBackgroundBrush(paper());
    // A frame only where the chart would otherwise melt into a dark or high-contrast window.
    chart->setBackgroundPen(isDark() || g_highContrast ? QPen(border(), 1) : QPen(Qt::NoPen));
    chart->setPlotAreaBackgroundVisible(false);
    chart->setTitleBrush(text);
    chart->legend()->setLabelColor(text);
    chart->legend()->setBrush(Qt::NoBrush);
    const QList<QAbstractAxis *> axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        axis->setLabelsBrush(text);
        axis->setTitleBrush(text);
        axis->setLinePenColor(axisLine());
        axis->setGridLineColor(gridLine());
    }
}

void restyle(QWidget *root)
{
    if (!root)
        return;
    QList<QChartView *> charts = root->findChildren<QChartView *>();
    if (auto *view = qobject_cast<QChartView *>(root))
        charts.prepend(view);
    for (QChartView *view : std::as_const(charts)) {
        if (auto *chart = qobject_cast<ChartView *>(view))
            chart->applyTheme();
        else
            styleChart(view->chart());
    }
    root->update();
}

QColor ink()
{
    return pick("#1A1A1A", "#E8ECF0", "#000000", "#FFFFFF");
}

QColor paper()
{
    return pick("#FFFFFF", "#1E2227", "#FFFFFF", "#000000");
}

QColor border()
{
    return pick("#C9CED6", "#56606B", "#5A5A5A", "#A0A0A0");
}

QColor rule()
{
    return isDark() ? ink() : QColor(OkabeIto::black);
}

QColor highlight()
{
    // Dark: a cool slate, apart in hue and lightness from the blue, orange and purple series and
    // from the light rings drawn on it (a dark yellow turns olive and swallows the orange bars).
    if (isDark())
        return g_highContrast ? QColor(0x3A, 0x3A, 0x46) : QColor(0x30, 0x3C, 0x4A);
    return OkabeIto::highlight;
}

QColor card()
{
    return pick("#FFFFFF", "#262B32", "#FFFFFF", "#000000");
}

QColor panel()
{
    return pick("#F4F6F8", "#2A2F36", "#FFFFFF", "#000000");
}

QColor quietInk()
{
    return pick("#555555", "#A8B0BA", "#333333", "#D0D0D0");
}

QColor dimInk()
{
    return pick("#8A9099", "#8A929C", "#666666", "#A0A0A0");
}

QColor linkInk()
{
    return pick("#1F5FA8", "#8CC4F0", "#00458A", "#A8D8FF");
}

QColor actualInk()
{
    return pick("#0072B2", "#56B4E9", "#00609A", "#7CC8F2");
}

QColor idealInk()
{
    return pick("#A65E00", "#E69F00", "#8A4B00", "#F2B632");
}

QColor ndcgInk()
{
    return pick("#8E3B6E", "#CC79A7", "#73285A", "#E0A0C8");
}

QColor raiseInk()
{
    return actualInk();
}

QColor lowerInk()
{
    return pick("#D55E00", "#F08A4B", "#B04A00", "#FFA060");
}

QColor warningInk()
{
    return pick("#A04000", "#F5A35C", "#8A3000", "#FFB070");
}

QColor infoInk()
{
    return pick("#005A8C", "#7CC4F0", "#004A75", "#A8D8FF");
}

QColor notice()
{
    return pick("#FFE98A", "#4A3F0A", "#FFE98A", "#000000");
}

QColor noticeInk()
{
    return pick("#3D3000", "#FFE98A", "#000000", "#FFE98A");
}

QColor noticeBorder()
{
    return pick("#C9A800", "#8A7400", "#000000", "#FFE98A");
}

QColor termBand()
{
    return isDark() ? QColor(0x6B, 0x5A, 0x00) : OkabeIto::yellow;
}

QColor stepBand()
{
    return pick("#FFF7C2", "#3F3A1C", "#FFF3A0", "#2E2A00");
}

QColor scale()
{
    return pick("#E4E7EB", "#3A414A", "#D0D0D0", "#505050");
}

QColor tickInk()
{
    return pick("#333333", "#C8CED6", "#000000", "#FFFFFF");
}

QColor currentCell()
{
    return OkabeIto::yellow;
}

QColor currentCellInk()
{
    return Light::ink;
}

QColor agreeFill()
{
    return pick("#D4EEE6", "#1E4A3E", "#C8F0E0", "#004A30");
}

QColor differFill()
{
    return pick("#F7DCC8", "#5A3020", "#F7D0B0", "#5A2000");
}

QColor heatNeutral()
{
    return isDark() ? paper() : Light::emptyCell;
}

QColor heatUp()
{
    return isDark() ? QColor(0x2C, 0x4F, 0x6A) : Light::heatUp;
}

QColor heatDown()
{
    return isDark() ? QColor(0x6E, 0x47, 0x22) : Light::heatDown;
}

QColor heatDiagonal()
{
    return pick("#D0D0D0", "#3A414A", "#B0B0B0", "#505050");
}

QColor unmovedFill()
{
    return isDark() ? QColor(0x2A, 0x2F, 0x36) : Light::unmoved;
}

QColor linkLine()
{
    return pick("#B8B8B8", "#4E5660", "#A0A0A0", "#707070");
}

QColor linkMoved()
{
    return pick("#444444", "#B8C0CA", "#222222", "#E0E0E0");
}

QColor blank()
{
    return QColor(Qt::black);
}

QColor translucent(const QColor &color, int alpha)
{
    QColor c = color;
    c.setAlpha(std::clamp(alpha, 0, 255));
    return c;
}

QColor emphasis(const QColor &series)
{
    return translucent(series, 0x60);
}

QString recolored(const QString &html)
{
    static QColor (*const roles[])() = {warningInk, infoInk, raiseInk, lowerInk};
    QString out = html;
    const PrintScope keep; // restores the mode and contrast after the walk below
    const Mode mode = keep.mode();
    const bool contrast = keep.highContrast();
    for (QColor (*role)() : roles) {
        g_mode = mode;
        g_highContrast = contrast;
        const QString now = role().name();
        for (Mode m : {Mode::Light, Mode::Dark}) {
            for (bool c : {false, true}) {
                g_mode = m;
                g_highContrast = c;
                const QString variant = role().name();
                if (variant != now)
                    out.replace(QStringLiteral("color:") + variant, QStringLiteral("color:") + now,
                        Qt::CaseInsensitive);
            }
        }
    }
    return out;
}

QString noticeStyle()
{
    return QStringLiteral("color: %1; background: %2;").arg(noticeInk().name(), notice().name());
}

void follow(QObject *context, std::function<void()> apply)
{
    if (!context || !apply)
        return;
    auto shared = std::make_shared<std::function<void()>>(std::move(apply));
    (*shared)();
    // Panels come and go (the comparison view, dialogs): drop the callbacks of those gone.
    std::erase_if(followers(), [](const Follower &f) { return f.context.isNull(); });
    followers().push_back({context, shared});
}

PrintScope::PrintScope()
    : m_mode(g_mode)
    , m_highContrast(g_highContrast)
{
    g_mode = Mode::Light;
    g_highContrast = false;
}

PrintScope::~PrintScope()
{
    g_mode = m_mode;
    g_highContrast = m_highContrast;
}

QColor previewCell()
{
    // Okabe–Ito sky blue, pale: "not applied", apart from the yellow of the selection.
    return isDark() ? QColor(0x1F, 0x4A, 0x66) : QColor(0xD6, 0xEC, 0xFA);
}

QColor gridLine()
{
    return isDark() ? QColor(0x3C, 0x43, 0x4C) : QColor(0xDD, 0xDD, 0xDD);
}

QColor axisLine()
{
    return isDark() ? QColor(0x9A, 0xA3, 0xAD) : QColor(0x55, 0x55, 0x55);
}

QColor computedCell()
{
    return isDark() ? QColor(0x2A, 0x30, 0x38) : QColor(0xEE, 0xF1, 0xF5);
}

} // namespace Theme
