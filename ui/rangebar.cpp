#include "rangebar.h"

#include "displayformat.h"
#include "okabeito.h"

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
    std::optional<double> best, std::optional<double> current)
{
    m_worst = worst;
    m_random = random;
    m_best = best;
    m_current = current;
    setToolTip(tr("Worst ordering of these grades: %1 · random order (expected): %2 · best "
                  "ordering: %3 · this ranking: %4")
                   .arg(DisplayFormat::fixed(worst), DisplayFormat::fixed(random),
                       DisplayFormat::fixed(best), DisplayFormat::fixed(current)));
    update();
}

QSize RangeBar::sizeHint() const
{
    const int line = fontMetrics().height();
    return {360, 4 * line + 20};
}

QSize RangeBar::minimumSizeHint() const
{
    return {200, sizeHint().height()};
}

void RangeBar::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics fm = fontMetrics();
    const int line = fm.height();
    const int margin = fm.horizontalAdvance(QStringLiteral("0.000")) / 2 + 10;
    const double left = margin;
    const double right = width() - margin;
    const double barTop = line + 8;
    const double barHeight = 12;
    auto xOf = [&](double v) { return left + std::clamp(v, 0.0, 1.0) * (right - left); };

    // The whole scale, 0..1.
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0xE4, 0xE7, 0xEB));
    p.drawRoundedRect(QRectF(left, barTop, right - left, barHeight), 3, 3);
    // The ends of the scale, beside the bar (the tick labels go below it).
    p.setPen(QColor(0x55, 0x55, 0x55));
    p.drawText(QRectF(0, barTop - line, left - 6, barHeight + 2 * line),
        Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("0"));
    p.drawText(QRectF(right + 6, barTop - line, margin, barHeight + 2 * line),
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
    // Ticks with labels below the bar; a label that would overlap the previous one drops a line.
    struct Tick
    {
        std::optional<double> value;
        QString name;
    };
    const Tick ticks[] = {{m_worst, tr("worst")}, {m_random, tr("random")}, {m_best, tr("best")}};
    QList<QRectF> placed;
    for (const Tick &t : ticks) {
        if (!t.value)
            continue;
        const double x = xOf(*t.value);
        p.setPen(QPen(QColor(0x33, 0x33, 0x33), 2));
        p.drawLine(QPointF(x, barTop - 2), QPointF(x, barTop + barHeight + 3));
        const QString text = t.name + QLatin1Char(' ') + DisplayFormat::fixed(*t.value);
        const double w = fm.horizontalAdvance(text);
        QRectF rect(x - w / 2, barTop + barHeight + 4, w, line);
        rect.moveLeft(std::clamp(rect.left(), 0.0, width() - w));
        while (std::any_of(placed.begin(), placed.end(),
            [&rect](const QRectF &r) { return r.adjusted(-4, 0, 4, 0).intersects(rect); }))
            rect.translate(0, line);
        placed.append(rect);
        p.setPen(QColor(0x33, 0x33, 0x33));
        p.drawText(rect, Qt::AlignCenter, text);
    }
    // The current value: a black pointer above the bar, its value beside it.
    if (m_current) {
        const double x = xOf(*m_current);
        QPainterPath pointer;
        pointer.moveTo(x, barTop + barHeight);
        pointer.lineTo(x - 8, barTop - 6);
        pointer.lineTo(x + 8, barTop - 6);
        pointer.closeSubpath();
        p.setPen(QPen(Qt::white, 1.5));
        p.setBrush(OkabeIto::black);
        p.drawPath(pointer);
        QFont bold = font();
        bold.setBold(true);
        p.setFont(bold);
        const QString text = tr("this ranking %1").arg(DisplayFormat::fixed(*m_current));
        const double w = QFontMetrics(bold).horizontalAdvance(text);
        QRectF rect(x - w / 2, 0, w, line);
        rect.moveLeft(std::clamp(rect.left(), 0.0, width() - w));
        p.setPen(OkabeIto::black);
        p.drawText(rect, Qt::AlignCenter, text);
    }
}
