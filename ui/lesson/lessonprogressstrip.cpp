#include "lessonprogressstrip.h"

#include "style/theme.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

LessonProgressStrip::LessonProgressStrip(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("lessonProgressStrip"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setCursor(Qt::PointingHandCursor);
    setMouseTracking(true);
}

void LessonProgressStrip::setScenes(const QStringList &titles)
{
    m_titles = titles;
    m_current = std::clamp(m_current, 0, std::max(0, count() - 1));
    setAccessibleName(label());
    updateGeometry();
    update();
}

void LessonProgressStrip::setCurrent(int index)
{
    m_current = std::clamp(index, 0, std::max(0, count() - 1));
    setAccessibleName(label());
    update();
}

void LessonProgressStrip::setTyped(const QString &typed, bool armed)
{
    m_typed = typed;
    m_armed = armed;
    setAccessibleName(label());
    update();
}

QString LessonProgressStrip::label() const
{
    if (m_armed || !m_typed.isEmpty())
        return tr("Go to scene: %1").arg(m_typed.isEmpty() ? QStringLiteral("…") : m_typed);
    return tr("Scene %1 of %2").arg(count() > 0 ? m_current + 1 : 0).arg(count());
}

int LessonProgressStrip::labelWidth() const
{
    // Wide enough for the longest label of this lesson, so that the segments do not move.
    const QFontMetrics fm(font());
    const QString widest = tr("Scene %1 of %2").arg(count()).arg(count());
    const QString typing = tr("Go to scene: %1").arg(count());
    return std::max(fm.horizontalAdvance(widest), fm.horizontalAdvance(typing))
        + fm.averageCharWidth() * 2;
}

QRect LessonProgressStrip::segmentRect(int index) const
{
    if (index < 0 || index >= count())
        return {};
    const QFontMetrics fm(font());
    const int left = labelWidth();
    const int gap = std::max(1, fm.averageCharWidth() / 3);
    const int available = std::max(count(), width() - left);
    const double each = double(available) / count();
    const int x0 = left + int(each * index);
    const int x1 = left + int(each * (index + 1)) - gap;
    const int h = std::max(4, fm.height() / 2);
    return QRect(x0, (height() - h) / 2, std::max(1, x1 - x0), h);
}

int LessonProgressStrip::sceneAt(const QPoint &point) const
{
    for (int i = 0; i < count(); ++i) {
        const QRect r = segmentRect(i);
        // The whole height of the strip, and the gap after each segment, belong to it.
        if (point.x() >= r.left() && point.x() <= r.right() + std::max(1, r.height() / 2))
            return i;
    }
    return -1;
}

QSize LessonProgressStrip::sizeHint() const
{
    const QFontMetrics fm(font());
    return QSize(labelWidth() + fm.averageCharWidth() * std::max(12, 2 * count()),
        fm.height() + fm.height() / 2);
}

QSize LessonProgressStrip::minimumSizeHint() const
{
    const QFontMetrics fm(font());
    return QSize(labelWidth() + count() * 3, fm.height() + fm.height() / 2);
}

bool LessonProgressStrip::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int scene = sceneAt(help->pos());
        if (scene >= 0)
            QToolTip::showText(help->globalPos(),
                tr("Scene %1: %2").arg(scene + 1).arg(m_titles.value(scene)), this,
                segmentRect(scene));
        else
            QToolTip::hideText();
        return true;
    }
    if (event->type() == QEvent::FontChange)
        updateGeometry();
    return QWidget::event(event);
}

void LessonProgressStrip::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette &pal = palette();
    const double weight = Theme::instance()->lineWeight();
    painter.setPen(pal.color(QPalette::WindowText));
    painter.drawText(
        QRect(0, 0, labelWidth(), height()), Qt::AlignLeft | Qt::AlignVCenter, label());
    for (int i = 0; i < count(); ++i) {
        const QRect segment = segmentRect(i);
        if (i == m_current)
            continue; // drawn last, over its neighbours' gaps
        // Scenes shown before: filled; those to come: an outline only.
        const QRectF r = QRectF(segment).adjusted(0.5, 0.5, -0.5, -0.5);
        painter.setBrush(i < m_current ? pal.color(QPalette::Mid) : QColor(Qt::transparent));
        painter.setPen(QPen(pal.color(QPalette::Mid), weight));
        painter.drawRoundedRect(r, r.height() / 4, r.height() / 4);
    }
    if (count() > 0) {
        // The current scene by its shape as well as its colour (WCAG 1.4.1): the whole height
        // of the strip, in the highlight, with a thick outline of the text's colour.
        const QRect r = currentRect();
        const double pen = outlineWidth();
        const QRectF inner = QRectF(r).adjusted(pen / 2, pen / 2, -pen / 2, -pen / 2);
        painter.setBrush(pal.color(QPalette::Highlight));
        painter.setPen(QPen(pal.color(QPalette::WindowText), pen));
        painter.drawRoundedRect(inner, inner.height() / 6, inner.height() / 6);
    }
}

QRect LessonProgressStrip::currentRect() const
{
    const QRect segment = segmentRect(m_current);
    if (segment.isNull())
        return {};
    // Twice the height of the others, at least, within the strip.
    const int h = std::min(height(), std::max(segment.height() * 2, height() - 2));
    return QRect(segment.left(), (height() - h) / 2, segment.width(), h);
}

double LessonProgressStrip::outlineWidth() const
{
    const QFontMetrics fm(font());
    return std::max(2.0, fm.height() / 8.0) * Theme::instance()->lineWeight();
}

void LessonProgressStrip::mousePressEvent(QMouseEvent *event)
{
    const int scene = sceneAt(event->position().toPoint());
    if (event->button() == Qt::LeftButton && scene >= 0)
        emit sceneClicked(scene);
    QWidget::mousePressEvent(event);
}
