#include "interfacescale.h"

#include "scaledstyle.h"

#include <QApplication>
#include <QEvent>
#include <QStyle>
#include <QStyleFactory>
#include <QWidget>

#include <algorithm>
#include <cmath>

InterfaceScale::InterfaceScale(QObject *parent)
    : QObject(parent)
{
    setObjectName(QStringLiteral("interfaceScale"));
}

InterfaceScale *InterfaceScale::instance()
{
    static InterfaceScale *scale = nullptr;
    if (!scale) {
        scale = new InterfaceScale(qApp);
        QObject::connect(scale, &QObject::destroyed, [] { scale = nullptr; });
    }
    return scale;
}

double InterfaceScale::automaticScale(QSize pixels, double logicalDpi)
{
    if (pixels.isEmpty())
        return minScale;
    const double dpi = logicalDpi > 0 ? logicalDpi : 96.0;
    // The long side against 1920, the short one against 1080 (a screen turned on its side
    // counts as the same screen), and what the font's dots per inch already enlarge.
    const double longSide = std::max(pixels.width(), pixels.height());
    const double shortSide = std::min(pixels.width(), pixels.height());
    const double ratio = std::min(longSide / 1920.0, shortSide / 1080.0) * 96.0 / dpi;
    const double halves = std::round(std::clamp(ratio, minScale, maxScale) * 2) / 2;
    return std::clamp(halves, minScale, maxScale);
}

QFont InterfaceScale::baseFontAt(const QFont &base, double scale)
{
    const double points = base.pointSizeF();
    if (points <= 0 || points >= leastLargeBasePoints || !(scale > 1.0))
        return base;
    QFont result = base;
    result.setPointSizeF(points + (leastLargeBasePoints - points) * std::min(1.0, scale - 1.0));
    return result;
}

double InterfaceScale::textScale() const
{
    const double points = m_baseFont.pointSizeF();
    if (points <= 0)
        return m_scale;
    return m_scale * baseFontAt(m_baseFont, m_scale).pointSizeF() / points;
}

int InterfaceScale::px(double size)
{
    const double scaled = std::clamp(size * instance()->factor(), -1e6, 1e6);
    const int rounded = int(std::lround(scaled));
    return size > 0 ? std::max(1, rounded) : rounded;
}

QFont InterfaceScale::relative(const QFont &font, double factor, bool bold)
{
    QFont result = font;
    if (font.pointSizeF() > 0)
        result.setPointSizeF(font.pointSizeF() * factor);
    else if (font.pixelSize() > 0)
        result.setPixelSize(std::max(1, int(std::lround(font.pixelSize() * factor))));
    if (bold)
        result.setBold(true);
    return result;
}

void InterfaceScale::install()
{
    if (m_installed)
        return;
    m_installed = true;
    m_baseFont = QApplication::font();
    const QStyle *style = QApplication::style();
    m_baseStyle = style ? style->name() : QString();
    if (m_baseStyle.isEmpty() || !QStyleFactory::keys().contains(m_baseStyle, Qt::CaseInsensitive))
        m_baseStyle = QStringLiteral("Fusion");
    m_applied = 0.0; // the style is installed by the first apply()
    apply();
}

void InterfaceScale::setScale(double scale)
{
    m_scale = std::clamp(scale, minScale, maxScale);
    apply();
}

void InterfaceScale::setPresenterZoom(double zoom)
{
    m_presenterZoom = std::max(0.5, zoom);
    apply();
}

void InterfaceScale::setBold(bool bold)
{
    m_bold = bold;
    apply();
}

void InterfaceScale::apply()
{
    if (!m_installed) {
        install(); // calls apply()
        return;
    }
    const double factor = this->factor();
    const bool styleChanged = std::abs(factor - m_applied) > 1e-6;
    if (!styleChanged && m_bold == m_appliedBold)
        return;
    // The text at this scale (at least 2 × 10 pt from 200 % on), times the presenter's zoom.
    QFont font = relative(baseFontAt(m_baseFont, m_scale), factor);
    font.setBold(m_bold || m_baseFont.bold());
    m_applied = factor;
    m_appliedBold = m_bold;
    // The font first: the style's sizes then follow the new text (a style change asks every
    // widget for its size again).
    QApplication::setFont(font);
    // Every window takes it now (QApplication tells them only once the event loop has run).
    const QWidgetList windows = QApplication::topLevelWidgets();
    for (QWidget *window : windows) {
        QEvent change(QEvent::ApplicationFontChange);
        QCoreApplication::sendEvent(window, &change);
    }
    if (styleChanged)
        QApplication::setStyle(new ScaledStyle(QStyleFactory::create(m_baseStyle), factor));
    emit changed(factor);
}
