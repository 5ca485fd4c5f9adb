#include "distributionchart.h"

#include "style/interfacescale.h"
#include "style/theme.h"

#include <QEvent>
#include <QKeyEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace {

// Decimals to write a bin's edges: the fewest that write the first edge and the width exactly
// (bins of 0.02 from 0.76: two); for edges that are no round numbers, enough to tell two edges
// apart (one more than the width's first digit needs).
int decimalsFor(double from, double width)
{
    if (!std::isfinite(width) || width <= 0.0 || !std::isfinite(from))
        return 4;
    for (int d = 0; d <= 4; ++d) {
        const double unit = std::pow(10.0, -d);
        const auto whole = [unit](double v) {
            const double q = v / unit;
            return std::abs(q - std::round(q)) < 1e-6;
        };
        if (whole(width) && whole(from))
            return d;
    }
    const double digits = std::ceil(-std::log10(width)) + 1.0;
    return int(std::clamp(digits, 0.0, 6.0));
}

} // namespace

DistributionChart::DistributionChart(QWidget *parent)
    : QWidget(parent)
    , AccessibleChart(this)
{
    setObjectName(QStringLiteral("classDistribution"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    connect(Theme::instance(), &Theme::changed, this, qOverload<>(&QWidget::update));
}

QString DistributionChart::edgeText(double value) const
{
    // Far-off answers can stretch the bins to 1e12: powers of ten there, not 13 digits.
    if (std::abs(value) >= 1e6)
        return QString::number(value, 'g', 4);
    return QString::number(value, 'f', m_decimals);
}

void DistributionChart::setTally(const Ndcg::Class::Tally &tally, const QString &language)
{
    m_rows.clear();
    m_bins.clear();
    m_exact.reset();
    m_exactText.clear();
    m_below = m_above = 0;
    m_number = tally.number;
    if (tally.revealed) {
        if (tally.number) {
            m_bins = tally.bins;
            m_exact = tally.exact;
            m_below = tally.belowBins;
            m_above = tally.aboveBins;
            m_decimals = m_bins.isEmpty()
                ? 4
                : decimalsFor(m_bins.first().from, m_bins.first().to - m_bins.first().from);
            for (const Ndcg::Class::HistogramBin &bin : std::as_const(m_bins)) {
                m_rows.append({tr("%1–%2").arg(edgeText(bin.from), edgeText(bin.to)), bin.count,
                    bin.holdsExact});
            }
            if (m_exact)
                m_exactText = tr("exact %1").arg(QString::number(*m_exact, 'g', 4));
        } else {
            for (int i = 0; i < tally.choices.size(); ++i) {
                const bool right = tally.correct.contains(i);
                const QString text = tally.choices[i].text(language);
                m_rows.append({right ? tr("✓ %1 (right)").arg(text) : text,
                    tally.choiceCounts.value(i), right});
            }
        }
    }
    updateGeometry();
    update();
    updateAccessibility();
}

QStringList DistributionChart::lines() const
{
    QStringList lines;
    if (m_number && m_below > 0)
        lines.append(tr("far below the bins: %1").arg(m_below));
    for (int i = 0; i < m_rows.size(); ++i)
        lines.append(rowLine(i));
    if (m_number && m_above > 0)
        lines.append(tr("far above the bins: %1").arg(m_above));
    if (!m_exactText.isEmpty())
        lines.append(m_exactText);
    return lines;
}

QString DistributionChart::rowLine(int i) const
{
    const Row &row = m_rows[i];
    return m_number && row.marked
        ? tr("%1: %2 (the exact value's bin)").arg(row.label).arg(row.count)
        : tr("%1: %2").arg(row.label).arg(row.count);
}

void DistributionChart::updateAccessibility()
{
    m_bars = QList<QRectF>(m_rows.size());
    accessibleChartChanged();
}

QString DistributionChart::chartName() const
{
    return tr("The class's answers");
}

QString DistributionChart::chartDescription() const
{
    if (m_rows.isEmpty())
        return tr("No answers shown yet: they come with the reveal.");
    return lines().join(QLatin1Char('\n'));
}

QString DistributionChart::pointName(int point, int) const
{
    return point >= 0 && point < m_rows.size() ? rowLine(point) : QString();
}

QRect DistributionChart::pointRect(int point, int) const
{
    return m_bars.value(point).toAlignedRect();
}

QSize DistributionChart::sizeHint() const
{
    const int line = fontMetrics().lineSpacing();
    return {line * 16, heightForWidth(line * 16)};
}

QSize DistributionChart::minimumSizeHint() const
{
    const int line = fontMetrics().lineSpacing();
    return {line * 8, m_rows.isEmpty() ? 0 : line * 5};
}

int DistributionChart::heightForWidth(int width) const
{
    Q_UNUSED(width)
    if (m_rows.isEmpty())
        return 0;
    const int line = fontMetrics().lineSpacing();
    if (m_number)
        return line * 12;
    return int(m_rows.size()) * line * 2 + line / 2;
}

void DistributionChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange) {
        updateGeometry();
        update();
    }
    QWidget::changeEvent(event);
}

void DistributionChart::paintEvent(QPaintEvent *)
{
    if (m_rows.isEmpty())
        return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    if (m_number)
        paintHistogram(painter);
    else
        paintChoices(painter);
    paintChartFocus(painter, rect());
}

void DistributionChart::paintHistogram(QPainter &painter)
{
    const QFontMetrics fm(font());
    const int line = fm.lineSpacing();
    const int gap = std::max(1, line / 6);
    QRect plot = rect().adjusted(gap, 2 * line + gap, -gap, -(line + gap));
    // The answers far outside the bins: a count at either side, an arrow towards them.
    const QString below = m_below > 0 ? tr("◀ %1").arg(m_below) : QString();
    const QString above = m_above > 0 ? tr("%1 ▶").arg(m_above) : QString();
    painter.setPen(Theme::ink());
    if (!below.isEmpty()) {
        const int w = fm.horizontalAdvance(below) + gap;
        painter.drawText(QRect(plot.left(), plot.top(), w, plot.height()),
            Qt::AlignLeft | Qt::AlignBottom, below);
        plot.setLeft(plot.left() + w + gap);
    }
    if (!above.isEmpty()) {
        const int w = fm.horizontalAdvance(above) + gap;
        painter.drawText(QRect(plot.right() - w, plot.top(), w, plot.height()),
            Qt::AlignRight | Qt::AlignBottom, above);
        plot.setRight(plot.right() - w - gap);
    }
    if (plot.width() <= 0 || plot.height() <= 0)
        return;
    int most = 1;
    for (const Row &row : std::as_const(m_rows))
        most = std::max(most, row.count);
    const int n = int(m_rows.size());
    const double barWidth = double(plot.width()) / n;
    QList<std::pair<QRectF, QString>> counts; // above each bar, drawn over the exact value's rule
    // Axis.
    painter.setPen(QPen(Theme::axisLine(), std::max(1, gap / 2)));
    painter.drawLine(plot.bottomLeft(), plot.bottomRight());
    for (int i = 0; i < n; ++i) {
        const Row &row = m_rows[i];
        const double h = double(plot.height() - line) * row.count / most;
        const QRectF bar(plot.left() + i * barWidth + gap / 2.0, plot.bottom() - h,
            std::max(1.0, barWidth - gap), h);
        if (i < m_bars.size())
            m_bars[i] = bar.adjusted(0, -line, 0, 0); // with its count above it
        if (row.count > 0) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(row.marked ? Theme::idealInk() : Theme::actualInk());
            painter.drawRect(bar);
            if (row.marked) { // the exact value's bin: hatched as well as coloured
                painter.setBrush(QBrush(Theme::paper(), Qt::BDiagPattern));
                painter.drawRect(bar);
            }
        }
        counts.append({QRectF(bar.left() - gap, bar.top() - line, bar.width() + 2 * gap, line),
            QString::number(row.count)});
    }
    // The bins' edges below the axis, as many as fit side by side.
    painter.setPen(Theme::quietInk());
    const double from = m_bins.first().from;
    const double to = m_bins.last().to;
    int labelWidth = 0;
    for (const Ndcg::Class::HistogramBin &bin : std::as_const(m_bins))
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(edgeText(bin.from)));
    labelWidth = std::max(labelWidth, fm.horizontalAdvance(edgeText(to))) + line;
    const int every = std::max(1, int(std::ceil(double(labelWidth) / std::max(1.0, barWidth))));
    double lastRight = -1e9;
    for (int i = 0; i <= n; i += every) {
        const double x = plot.left() + i * barWidth;
        const double value = i < n ? m_bins[i].from : to;
        // Centred under its edge, moved inside the widget at either end (never cut); a label
        // that the move would push onto the one before is left out ("0.550.65" on stage).
        const double left
            = std::clamp(x - labelWidth / 2.0, 0.0, std::max(0.0, double(width() - labelWidth)));
        if (left < lastRight)
            continue;
        painter.drawText(QRectF(left, plot.bottom() + gap, labelWidth, line),
            Qt::AlignHCenter | Qt::AlignTop, edgeText(value));
        lastRight = left + labelWidth;
    }
    // The exact value: a rule through the plot and its label above it.
    if (m_exact && to > from) {
        const double share = std::clamp((*m_exact - from) / (to - from), 0.0, 1.0);
        const double x = plot.left() + share * plot.width();
        painter.setPen(QPen(Theme::rule(), std::max(2, gap), Qt::SolidLine, Qt::FlatCap));
        painter.drawLine(QPointF(x, plot.top() - line / 2.0), QPointF(x, plot.bottom()));
        QFont bold = font();
        bold.setBold(true);
        painter.setFont(bold);
        const int w = QFontMetrics(bold).horizontalAdvance(m_exactText) + gap;
        const double left = std::clamp(x - w / 2.0, 0.0, std::max(0.0, double(width() - w)));
        painter.setPen(Theme::ink());
        painter.drawText(
            QRectF(left, 0, w, line), Qt::AlignHCenter | Qt::AlignVCenter, m_exactText);
        painter.setFont(font());
    }
    // Each count on the panel's own background, so that the rule does not cross its digits.
    painter.setPen(Theme::ink());
    for (const auto &[box, text] : std::as_const(counts)) {
        const double w = fm.horizontalAdvance(text) + gap;
        const QRectF behind(box.center().x() - w / 2.0, box.top(), w, box.height());
        painter.fillRect(behind, palette().color(QPalette::Window));
        painter.drawText(box, Qt::AlignHCenter | Qt::AlignBottom, text);
    }
}

void DistributionChart::paintChoices(QPainter &painter)
{
    const QFontMetrics fm(font());
    const int line = fm.lineSpacing();
    const int gap = std::max(1, line / 6);
    int most = 1;
    for (const Row &row : std::as_const(m_rows))
        most = std::max(most, row.count);
    const int countWidth = fm.horizontalAdvance(QString::number(most)) + line;
    QFont bold = font();
    bold.setBold(true);
    const int plotWidth = std::max(1, width() - countWidth - 2 * gap);
    for (int i = 0; i < m_rows.size(); ++i) {
        const Row &row = m_rows[i];
        const int top = i * line * 2 + line / 4;
        // The choice's text above its bar; a right one in bold with ✓ and "(right)".
        painter.setFont(row.marked ? bold : font());
        painter.setPen(Theme::ink());
        const QString text
            = painter.fontMetrics().elidedText(row.label, Qt::ElideRight, width() - 2 * gap);
        painter.drawText(
            QRect(gap, top, width() - 2 * gap, line), Qt::AlignLeft | Qt::AlignVCenter, text);
        const double w = double(plotWidth) * row.count / most;
        const QRectF bar(
            gap, top + line + gap, std::max(row.count > 0 ? 2.0 : 0.0, w), line - 2 * gap);
        if (i < m_bars.size())
            m_bars[i] = QRectF(gap, top, width() - 2 * gap, 2 * line); // its text and bar
        painter.setPen(Qt::NoPen);
        painter.setBrush(row.marked ? Theme::raiseInk() : Theme::actualInk());
        painter.drawRect(bar);
        if (row.marked) {
            painter.setBrush(QBrush(Theme::paper(), Qt::BDiagPattern));
            painter.drawRect(bar);
        }
        painter.setFont(font());
        painter.setPen(Theme::ink());
        painter.drawText(QRectF(bar.right() + gap, top + line, countWidth, line),
            Qt::AlignLeft | Qt::AlignVCenter, QString::number(row.count));
    }
}
