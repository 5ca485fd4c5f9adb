#include "stepthroughmovesview.h"

#include "style/interfacescale.h"
#include "style/okabeito.h"
#include "style/theme.h"
#include "workbench/displayformat.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>

namespace {

void arrow(QPainter &p, QPointF from, QPointF to, const QPen &pen)
{
    p.setPen(pen);
    p.drawLine(from, to);
    const double angle = std::atan2(to.y() - from.y(), to.x() - from.x());
    const double size = 4 + 2 * pen.widthF();
    QPainterPath head;
    head.moveTo(to);
    head.lineTo(to - QPointF(size * std::cos(angle - 0.45), size * std::sin(angle - 0.45)));
    head.lineTo(to - QPointF(size * std::cos(angle + 0.45), size * std::sin(angle + 0.45)));
    head.closeSubpath();
    p.fillPath(head, pen.color());
}

} // namespace

StepThroughMovesView::StepThroughMovesView(QWidget *parent)
    : QWidget(parent)
{
    setAccessibleName(tr("Ideal reordering"));
    m_animation = new QVariantAnimation(this);
    m_animation->setStartValue(0.0);
    m_animation->setEndValue(1.0);
    m_animation->setDuration(1200);
    m_animation->setEasingCurve(QEasingCurve::InOutCubic);
    connect(m_animation, &QVariantAnimation::valueChanged, this, [this](const QVariant &v) {
        m_progress = v.toDouble();
        update();
    });
}

void StepThroughMovesView::setData(const QList<double> &grades, const QList<double> &missed,
    const QList<Ndcg::IdealMove> &moves, int k)
{
    m_grades = grades;
    m_missed = missed;
    m_moves = moves;
    m_k = k;
    updateGeometry(); // its least width follows the chips
    update();
}

void StepThroughMovesView::setRevealed(bool revealed, bool animate)
{
    m_animation->stop();
    m_revealed = revealed;
    m_progress = 1.0;
    if (revealed && animate) {
        m_progress = 0.0;
        m_animation->start();
    }
    update();
}

double StepThroughMovesView::zoom()
{
    return InterfaceScale::instance()->factor();
}

void StepThroughMovesView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) { // the interface scale changed
        updateGeometry();
        update();
    }
}

QSize StepThroughMovesView::sizeHint() const
{
    return {int(520 * zoom()), int(94 * zoom())};
}

QSize StepThroughMovesView::minimumSizeHint() const
{
    // Every chip at its least width (18 px) with its gap, beside the rows' names, as
    // paintEvent() lays them out: 10 positions and 3 missed items were cut off at the right on
    // a 1024×768 projector.
    QFont font = this->font();
    font.setPointSizeF(font.pointSizeF() * 1.1);
    const QFontMetricsF fm(font);
    const double labelWidth
        = std::max(fm.horizontalAdvance(tr("Ranking")), fm.horizontalAdvance(tr("Ideal"))) + 12;
    const int topCount = int(std::min<qsizetype>(m_grades.size(), maxChips));
    const int missedCount = int(std::min<qsizetype>(m_missed.size(), 4));
    const int bottomCount = int(std::min<qsizetype>(m_moves.size(), maxChips));
    const int slotCount = std::max(topCount + missedCount + (missedCount > 0 ? 1 : 0), bottomCount)
        + (m_grades.size() > maxChips || m_moves.size() > maxChips ? 1 : 0);
    const int chips = int(std::ceil(labelWidth + 4 + slotCount * (18 + 6 * zoom())));
    return {std::max(int(300 * zoom()), chips), int(88 * zoom())};
}

void StepThroughMovesView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    QFont font = this->font();
    font.setPointSizeF(font.pointSizeF() * 1.1);
    const QFontMetricsF fm(font);
    const QString rankingName = tr("Ranking");
    const QString idealName = tr("Ideal");
    const double labelWidth
        = std::max(fm.horizontalAdvance(rankingName), fm.horizontalAdvance(idealName)) + 12;

    const int topCount = int(std::min<qsizetype>(m_grades.size(), maxChips));
    const int missedCount = int(std::min<qsizetype>(m_missed.size(), 4));
    const int bottomCount = int(std::min<qsizetype>(m_moves.size(), maxChips));
    const int slotCount = std::max(topCount + missedCount + (missedCount > 0 ? 1 : 0), bottomCount)
        + (m_grades.size() > maxChips || m_moves.size() > maxChips ? 1 : 0);
    const double gap = 6 * zoom();
    const double available = width() - labelWidth - 4;
    const double chipW = std::clamp(available / std::max(1, slotCount) - gap, 18.0, 54.0 * zoom());
    const double numberH = fm.height();
    const double chipH = std::min(fm.height() * 1.4, (height() - 2 * numberH - 8) / 2.3);
    const double topY = numberH + 2;
    const double bottomY = height() - numberH - 2 - chipH;

    auto topX = [&](int slot) { return labelWidth + slot * (chipW + gap); };
    auto slotOfFrom = [&](const Ndcg::IdealMove &m) -> int {
        if (m.from >= 1)
            return m.from <= topCount ? m.from - 1 : -1;
        return m.unretrieved >= 0 && m.unretrieved < missedCount ? topCount + 1 + m.unretrieved
                                                                 : -1;
    };

    const QColor idealText = Theme::idealInk();
    const QColor grey = Theme::dimInk();
    p.setFont(font);
    p.setPen(Theme::actualInk());
    p.drawText(
        QRectF(0, topY, labelWidth - 6, chipH), Qt::AlignRight | Qt::AlignVCenter, rankingName);
    p.setPen(idealText);
    p.drawText(
        QRectF(0, bottomY, labelWidth - 6, chipH), Qt::AlignRight | Qt::AlignVCenter, idealName);

    QFont small = font;
    small.setPointSizeF(font.pointSizeF() * 0.8);
    auto chip = [&](QRectF r, const QString &text, const QColor &border, const QColor &fill,
                    Qt::PenStyle style, bool dim) {
        QPen pen(dim ? grey : border, 2 * zoom(), style);
        p.setPen(pen);
        p.setBrush(fill);
        p.drawRoundedRect(r, 5, 5);
        p.setPen(dim ? grey : Theme::ink());
        QFont bold = font;
        bold.setBold(true);
        p.setFont(bold);
        p.drawText(r, Qt::AlignCenter, text);
        p.setFont(font);
    };

    // Top row: positions 1..n, then the judged items the ranking missed.
    p.setFont(small);
    for (int j = 0; j < topCount; ++j) {
        p.setPen(grey);
        p.drawText(QRectF(topX(j), 0, chipW, numberH), Qt::AlignCenter, QString::number(j + 1));
    }
    if (missedCount > 0) {
        p.drawText(QRectF(topX(topCount + 1), 0, missedCount * (chipW + gap), numberH),
            Qt::AlignLeft | Qt::AlignVCenter, tr("missed"));
    }
    p.setFont(font);
    for (int j = 0; j < topCount; ++j)
        chip(QRectF(topX(j), topY, chipW, chipH), DisplayFormat::grade(m_grades[j]),
            OkabeIto::actual, Theme::paper(), Qt::SolidLine, false);
    for (int j = 0; j < missedCount; ++j)
        chip(QRectF(topX(topCount + 1 + j), topY, chipW, chipH), DisplayFormat::grade(m_missed[j]),
            OkabeIto::actual, Theme::paper(), Qt::DashLine, false);
    if (m_grades.size() > maxChips) {
        p.setPen(grey);
        p.drawText(
            QRectF(topX(topCount), topY, chipW, chipH), Qt::AlignCenter, QStringLiteral("…"));
    }

    // Bottom row: the ideal positions, numbered below; the rule after k.
    p.setFont(small);
    for (int j = 0; j < bottomCount; ++j) {
        p.setPen(j < m_k ? idealText : grey);
        p.drawText(QRectF(topX(j), bottomY + chipH, chipW, numberH), Qt::AlignCenter,
            QString::number(j + 1));
    }
    p.setFont(font);
    if (m_k >= 1 && m_k < bottomCount) {
        const double x = topX(m_k) - gap / 2;
        p.setPen(QPen(Theme::rule(), 2, Qt::DashDotLine));
        p.drawLine(QPointF(x, bottomY - 6), QPointF(x, bottomY + chipH + numberH));
        p.setFont(small);
        p.drawText(QRectF(x + 2, bottomY - numberH - 4, 4 * chipW, numberH),
            Qt::AlignLeft | Qt::AlignVCenter, tr("k = %1").arg(m_k));
        p.setFont(font);
    }
    if (!m_revealed) {
        for (int j = 0; j < bottomCount; ++j)
            chip(QRectF(topX(j), bottomY, chipW, chipH), QStringLiteral("?"), grey,
                Theme::unmovedFill(), Qt::DotLine, false);
        return;
    }

    // Arrows from actual to ideal positions, then the chips (sliding while animating).
    QColor moveFill = OkabeIto::orange;
    moveFill.setAlpha(60);
    for (int j = 0; j < bottomCount; ++j) {
        const Ndcg::IdealMove &m = m_moves[j];
        const int from = slotOfFrom(m);
        if (from < 0)
            continue;
        const bool counted = m.withinCutoff;
        const bool stays = m.from == m.to;
        QPen pen(counted ? idealText : grey, (stays ? 1.5 : 2.5) * zoom(),
            m.from == 0 ? Qt::DashLine : Qt::SolidLine);
        const QPointF a(topX(from) + chipW / 2, topY + chipH + 2);
        const QPointF b(topX(j) + chipW / 2, bottomY - 2);
        if (m_progress >= 1.0)
            arrow(p, a, b, pen);
    }
    for (int j = 0; j < bottomCount; ++j) {
        const Ndcg::IdealMove &m = m_moves[j];
        const int from = slotOfFrom(m);
        const QPointF target(topX(j), bottomY);
        const QPointF source = from >= 0 ? QPointF(topX(from), topY) : target;
        const QPointF at = source + (target - source) * m_progress;
        chip(QRectF(at, QSizeF(chipW, chipH)), DisplayFormat::grade(m.grade), idealText,
            m.withinCutoff ? moveFill : Theme::unmovedFill(),
            m.from == 0 ? Qt::DashLine : Qt::SolidLine, !m.withinCutoff);
    }
    if (m_moves.size() > maxChips) {
        p.setPen(grey);
        p.drawText(
            QRectF(topX(bottomCount), bottomY, chipW, chipH), Qt::AlignCenter, QStringLiteral("…"));
    }
}
