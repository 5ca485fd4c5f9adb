#include "theme.h"

#include "charts/chartview.h"
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
#include <QWidget>

namespace Theme {

namespace {

Mode g_mode = Mode::Light;
bool g_highContrast = false;

// Panels of colour-coded rich text (the result card, the formula, the definition line) keep a
// paper look in the dark theme: their colours are chosen for a light background.
bool isPaper(const QWidget *w)
{
    static const QStringList names {QStringLiteral("resultCard"), QStringLiteral("definitionLine"),
        QStringLiteral("conventionEditors")};
    return names.contains(w->objectName()) || w->inherits("QTextBrowser");
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
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    const QPalette light = QApplication::style()->standardPalette();
    for (QWidget *w : std::as_const(widgets)) {
        if (!isPaper(w))
            continue;
        if (isDark())
            w->setPalette(light);
        else
            w->setPalette(QPalette()); // inherit the application's again
    }
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
    return isDark() ? QColor(0x5C, 0x52, 0x1A) : OkabeIto::highlight;
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
