#include "rangebar.h"

#include "displayformat.h"
#include "style/okabeito.h"
#include "style/theme.h"

#include <QAccessible>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

RangeBar::RangeBar(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setAccessibleName(tr("Range of NDCG for these grades"));
}

void RangeBar::setValues(std::optional<double> worst, std::optional<double> random,
    std::optional<double> best, std::optional<double> current, const Marks &room)
{
    const int heightBefore = heightForWidth(width());
    m_room = room;
    m_worst = worst;
    m_random = random;
    m_best = best;
    m_current = current;
    if (heightForWidth(width()) != heightBefore)
        updateGeometry();
    // The tooltip is what a screen reader says too: the marks with their values, "—" for those
    // not shown (hidden answers: the Range quantity, NDCG@k), so it never says more than the
    // bar shows.
    const QString values = tr("Worst ordering of these grades: %1 · random order (expected): %2 · "
                              "best ordering: %3 · this ranking: %4")
                               .arg(DisplayFormat::fixed(worst), DisplayFormat::fixed(random),
                                   DisplayFormat::fixed(best), DisplayFormat::fixed(current));
    setToolTip(values);
    if (values != accessibleDescription()) {
        setAccessibleDescription(values);
        QAccessibleEvent event(this, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&event);
    }
    update();
}

QSize RangeBar::sizeHint() const
{
    return {360, heightForWidth(width() > 0 ? width() : 360)};
}

QSize RangeBar::minimumSizeHint() const
{
    return {200, sizeHint().height()};
}

RangeBar::Geometry RangeBar::geometryFor(int width) const
{
    const QFontMetrics fm = fontMetrics();
    const double line = fm.height();
    const double margin = fm.horizontalAdvance(QStringLiteral("0.000")) / 2 + 10;
    return {line, margin, width - margin, line + 8, 12};
}

QList<RangeBar::TickLabel> RangeBar::tickLabels(int width, const Marks &marks) const
{
    const Geometry g = geometryFor(width);
    const QFontMetrics fm = fontMetrics();
    const std::pair<std::optional<double>, QString> ticks[]
        = {{marks.worst, tr("worst")}, {marks.random, tr("random")}, {marks.best, tr("best")}};
    QList<TickLabel> placed;
    for (const auto &[value, name] : ticks) {
        if (!value)
            continue;
        const double x = g.left + std::clamp(*value, 0.0, 1.0) * (g.right - g.left);
        const QString text = name + QLatin1Char(' ') + DisplayFormat::fixed(*value);
        const double w = fm.horizontalAdvance(text);
        QRectF rect(x - w / 2, g.barTop + g.barHeight + 4, w, g.line);
        rect.moveLeft(std::clamp(rect.left(), 0.0, width - w));
        while (std::any_of(placed.begin(), placed.end(),
            [&rect](const TickLabel &t) { return t.rect.adjusted(-4, 0, 4, 0).intersects(rect); }))
            rect.translate(0, g.line);
        placed.append({x, rect, text});
    }
    return placed;
}

int RangeBar::heightForWidth(int width) const
{
    const Geometry g = geometryFor(width);
    double bottom = g.barTop + g.barHeight + 4 + g.line; // one row of labels, even before values
    // The marks shown, or the room kept for them (the taller of the two).
    for (const Marks &marks : {Marks {m_worst, m_random, m_best}, m_room})
        for (const TickLabel &t : tickLabels(width, marks))
            bottom = std::max(bottom, t.rect.bottom());
    return int(std::ceil(bottom)) + 4;
}

void RangeBar::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const auto [line, left, right, barTop, barHeight] = geometryFor(width());
    auto xOf = [&](double v) { return left + std::clamp(v, 0.0, 1.0) * (right - left); };

    // The whole scale, 0..1.
    p.setPen(Qt::NoPen);
    p.setBrush(Theme::scale());
    p.drawRoundedRect(QRectF(left, barTop, right - left, barHeight), 3, 3);
    // The ends of the scale, beside the bar (the tick labels go below it).
    p.setPen(Theme::quietInk());
    p.drawText(QRectF(0, barTop - line, left - 6, barHeight + 2 * line),
        Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("0"));
    p.drawText(QRectF(right + 6, barTop - line, width() - right - 6, barHeight + 2 * line),
        Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("1"));
    // The reachable span: worst..best orderings of these grades.
    if (m_worst && m_best) {
        QColor span = OkabeIto::skyBlue;
        p.setPen(Qt::NoPen);
        p.setBrush(span);
        const double x0 = xOf(*m_worst);
        const double x1 = xOf(*m_best);
        p.drawRect(QRectF(x0, barTop, std::max(2.0, x1 - x0), barHeight));
    }
    // Ticks with labels below the bar; a label that would overlap another drops a line.
    for (const TickLabel &t : tickLabels(width(), {m_worst, m_random, m_best})) {
        p.setPen(QPen(Theme::tickInk(), 2));
        p.drawLine(QPointF(t.x, barTop - 2), QPointF(t.x, barTop + barHeight + 3));
        p.setPen(Theme::tickInk());
        p.drawText(t.rect, Qt::AlignCenter, t.text);
    }
    // The current value: a black pointer above the bar, its value beside it.
    if (m_current) {
        const double x = xOf(*m_current);
        QPainterPath pointer;
        pointer.moveTo(x, barTop + barHeight);
        pointer.lineTo(x - 8, barTop - 6);
        pointer.lineTo(x + 8, barTop - 6);
        pointer.closeSubpath();
        p.setPen(QPen(Theme::card(), 1.5));
        p.setBrush(Theme::rule());
        p.drawPath(pointer);
        QFont bold = font();
        bold.setBold(true);
        p.setFont(bold);
        const QString text = tr("this ranking %1").arg(DisplayFormat::fixed(*m_current));
        const double w = QFontMetrics(bold).horizontalAdvance(text);
        QRectF rect(x - w / 2, 0, w, line);
        rect.moveLeft(std::clamp(rect.left(), 0.0, width() - w));
        p.setPen(Theme::ink());
        p.drawText(rect, Qt::AlignCenter, text);
    }
}
