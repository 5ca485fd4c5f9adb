#include "scaledstyle.h"

#include "theme.h"

#include <QAbstractButton>
#include <QPainter>
#include <QStyleOption>

#include <algorithm>
#include <cmath>

ScaledStyle::ScaledStyle(QStyle *base, double factor)
    : QProxyStyle(base)
    , m_factor(std::clamp(factor, 0.25, 8.0))
{
    setObjectName(QStringLiteral("scaledStyle"));
}

int ScaledStyle::pixelMetric(
    PixelMetric metric, const QStyleOption *option, const QWidget *widget) const
{
    // A metric the base style derives from another (a layout's margin from the default margin)
    // asks this style again: only the outer call scales, or it would be scaled twice.
    static thread_local int depth = 0;
    ++depth;
    const int value = QProxyStyle::pixelMetric(metric, option, widget);
    --depth;
    // Sizes only: 0 and the negative "not set" stay what they are.
    if (depth > 0 || value <= 0 || m_factor == 1.0)
        return value;
    return std::max(1, int(std::lround(value * m_factor)));
}

int ScaledStyle::focusFrameWidth(double factor)
{
    return std::max(2, int(std::lround(2.0 * factor)));
}

bool ScaledStyle::keyboardFocus(const QStyleOption *option)
{
    // A mouse click focuses too, but only the keyboard needs to be shown where it is.
    return option && (option->state & State_HasFocus)
        && (option->state & State_KeyboardFocusChange);
}

void ScaledStyle::drawFocusFrame(QPainter *painter, const QRect &r) const
{
    if (r.isEmpty())
        return;
    // Both bands leave at least a third of a small rectangle open (a tiny indicator).
    const int room = std::min(r.width(), r.height()) / 3;
    const int outer = std::min(focusFrameWidth(m_factor), std::max(1, room));
    const int inner = std::min(std::max(1, outer / 2), std::max(0, room - outer));
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    const auto band = [painter](const QRect &rect, int width, const QColor &color) {
        painter->fillRect(rect.left(), rect.top(), rect.width(), width, color);
        painter->fillRect(rect.left(), rect.bottom() - width + 1, rect.width(), width, color);
        painter->fillRect(rect.left(), rect.top() + width, width, rect.height() - 2 * width, color);
        painter->fillRect(
            rect.right() - width + 1, rect.top() + width, width, rect.height() - 2 * width, color);
    };
    band(r, outer, Theme::focusRing());
    if (inner > 0)
        band(r.adjusted(outer, outer, -outer, -outer), inner, Theme::focusRingInner());
    painter->restore();
}

void ScaledStyle::drawContrastOutline(
    QPainter *painter, const QStyleOption *option, bool round) const
{
    // The base style (Fusion) draws these frames a little darker than the window: invisible on
    // black, 2:1 on white. High contrast outlines them in the palette's Mid (7:1 on either).
    if (!Theme::instance()->highContrast() || option->rect.isEmpty())
        return;
    const int width = std::max(1, int(std::lround(m_factor)));
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, round);
    QPen pen(option->palette.color(QPalette::Mid), width);
    pen.setJoinStyle(Qt::MiterJoin);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    const QRectF r
        = QRectF(option->rect).adjusted(width / 2.0, width / 2.0, -width / 2.0, -width / 2.0);
    if (round)
        painter->drawEllipse(r);
    else
        painter->drawRect(r);
    painter->restore();
}

void ScaledStyle::drawPrimitive(PrimitiveElement element, const QStyleOption *option,
    QPainter *painter, const QWidget *widget) const
{
    if (element != PE_FrameFocusRect || !option || !painter) {
        QProxyStyle::drawPrimitive(element, option, painter, widget);
        if (option && painter) {
            switch (element) {
            case PE_FrameLineEdit:
            case PE_IndicatorCheckBox:
            case PE_IndicatorRadioButton:
                drawContrastOutline(painter, option, element == PE_IndicatorRadioButton);
                break;
            default:
                break;
            }
        }
        return;
    }
    // Buttons and check boxes get the frame around the whole control (drawControl()); the
    // rest (an item view's current cell) here, around what the base style asks.
    if (qobject_cast<const QAbstractButton *>(widget))
        return;
    if (option->state & State_KeyboardFocusChange)
        drawFocusFrame(painter, option->rect);
}

void ScaledStyle::drawControl(ControlElement element, const QStyleOption *option, QPainter *painter,
    const QWidget *widget) const
{
    QProxyStyle::drawControl(element, option, painter, widget);
    switch (element) {
    case CE_PushButton:
    case CE_CheckBox:
    case CE_RadioButton:
        if (keyboardFocus(option))
            drawFocusFrame(painter, option->rect);
        break;
    default:
        break;
    }
}

void ScaledStyle::drawComplexControl(ComplexControl control, const QStyleOptionComplex *option,
    QPainter *painter, const QWidget *widget) const
{
    QProxyStyle::drawComplexControl(control, option, painter, widget);
    if ((control == CC_SpinBox || control == CC_ComboBox) && option && painter)
        drawContrastOutline(painter, option, false);
    switch (control) {
    case CC_ToolButton:
    case CC_Slider:
    case CC_SpinBox:
    case CC_ComboBox:
        break;
    default:
        return;
    }
    if (keyboardFocus(option))
        drawFocusFrame(painter, option->rect);
}
