#include "runscharts.h"

#include "significance.h"
#include "style/okabeito.h"
#include "style/theme.h"
#include "workbench/displayformat.h"

#include <QBuffer>
#include <QEvent>
#include <QImage>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPageSize>
#include <QPainter>
#include <QPainterPath>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace {

const QColor &colorA()
{
    return OkabeIto::blue;
}
const QColor &colorB()
{
    return OkabeIto::vermillion;
}

constexpr int bins = 10;

// A step of 1, 2 or 5 × 10^k giving about `count` intervals over `span`.
double niceStep(double span, int count)
{
    if (!(span > 0))
        return 1.0;
    const double raw = span / count;
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double m : {1.0, 2.0, 5.0, 10.0}) {
        if (m * power >= raw)
            return m * power;
    }
    return 10.0 * power;
}

QString tickText(double v, double step)
{
    const int decimals = std::clamp(int(-std::floor(std::log10(step) + 1e-9)), 0, 6);
    if (std::abs(v) < step * 1e-9)
        v = 0.0;
    return DisplayFormat::withDecimals(v, decimals);
}

int binOf(double v)
{
    return std::clamp(int(std::floor(v * bins)), 0, bins - 1);
}

} // namespace

struct RunsChart::Layout
{
    QRectF whole;
    QRectF plot;
    double xMin = 0, xMax = 1, yMin = 0, yMax = 1;
    double yStep = 0.1;
    double x(double v) const { return plot.left() + (v - xMin) / (xMax - xMin) * plot.width(); }
    double y(double v) const { return plot.bottom() - (v - yMin) / (yMax - yMin) * plot.height(); }
};

RunsChart::RunsChart(QWidget *parent)
    : RunsChart(Kind::Differences, parent)
{ }

RunsChart::RunsChart(Kind kind, QWidget *parent)
    : QWidget(parent)
    , AccessibleChart(this)
    , m_kind(kind)
{
    setMouseTracking(true);
    updateMinimumSize();
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setContextMenuPolicy(Qt::ActionsContextMenu);
}

void RunsChart::setKind(Kind kind)
{
    m_kind = kind;
    update();
    accessibleChartChanged();
}

void RunsChart::updateMinimumSize()
{
    // 320 × 220 at a 17 px line, in lines of the widget's own font.
    const double line = QFontMetricsF(font()).height();
    setMinimumSize(int(std::ceil(line * 19)), int(std::ceil(line * 13)));
}

void RunsChart::setData(const Data &data)
{
    m_data = data;
    const std::size_t n = std::min(data.a.size(), data.b.size());
    m_order.resize(n);
    std::iota(m_order.begin(), m_order.end(), 0);
    // Largest B − A first; equal differences in the queries' order.
    std::stable_sort(m_order.begin(), m_order.end(), [&](int i, int j) {
        return data.b[std::size_t(i)] - data.a[std::size_t(i)]
            > data.b[std::size_t(j)] - data.a[std::size_t(j)];
    });
    m_byA = std::vector<int>(m_order.size());
    std::iota(m_byA.begin(), m_byA.end(), 0);
    std::stable_sort(m_byA.begin(), m_byA.end(), [&](int i, int j) {
        const auto a = std::size_t(i);
        const auto b = std::size_t(j);
        return data.a[a] < data.a[b] || (data.a[a] == data.a[b] && data.b[a] < data.b[b]);
    });
    if (m_selected >= int(n))
        m_selected = -1;
    update();
    accessibleChartChanged();
}

void RunsChart::setSelectedQuery(int query)
{
    m_selected = query;
    update();
}

QString RunsChart::title() const
{
    if (m_data.measure.isEmpty())
        return {}; // nothing loaded: no title with blanks in it
    switch (m_kind) {
    case Kind::Differences:
        return tr("%1 − %2 on %3, per query, sorted")
            .arg(m_data.nameB, m_data.nameA, m_data.measure);
    case Kind::Scatter:
        return tr("%1 against %2 on %3, one point per query")
            .arg(m_data.nameB, m_data.nameA, m_data.measure);
    case Kind::Distribution:
        return tr("How %1 is distributed over the queries").arg(m_data.measure);
    }
    return {};
}

QFont RunsChart::exportFont() const
{
    QFont exported = font();
    exported.setPixelSize(14);
    return exported;
}

RunsChart::Layout RunsChart::layout(const QRectF &rect, const QFont &font) const
{
    const QFontMetricsF fm(font);
    const double line = fm.height();
    Layout l;
    l.whole = rect;
    const double left = fm.horizontalAdvance(QStringLiteral("−0.00")) + line * 1.8;
    l.plot = rect.adjusted(left, line * 2.2, -line, -line * 2.6);
    const std::size_t n = std::min(m_data.a.size(), m_data.b.size());
    switch (m_kind) {
    case Kind::Differences: {
        // From A's largest gain to B's, each side at least one step, so that zero is always
        // drawn with room for the labels above and below.
        double up = 0.0;
        double down = 0.0;
        for (std::size_t i = 0; i < n; ++i) {
            up = std::max(up, m_data.b[i] - m_data.a[i]);
            down = std::max(down, m_data.a[i] - m_data.b[i]);
        }
        l.yStep = niceStep(std::max(up + down, 0.1), 6);
        l.yMax = std::max(l.yStep, std::ceil(up / l.yStep - 1e-9) * l.yStep + l.yStep);
        l.yMin = -std::max(l.yStep, std::ceil(down / l.yStep - 1e-9) * l.yStep + l.yStep);
        l.xMin = 0;
        l.xMax = std::max<double>(1, double(n));
        if (n > 0 && n <= 60)
            l.plot.setBottom(l.plot.bottom() - fm.horizontalAdvance(QStringLiteral("00000")));
        break;
    }
    case Kind::Scatter: {
        double most = 1.0;
        for (std::size_t i = 0; i < n; ++i)
            most = std::max({most, m_data.a[i], m_data.b[i]});
        l.xMin = l.yMin = 0.0;
        l.yStep = niceStep(most, 5);
        l.xMax = l.yMax = std::ceil(most / l.yStep - 1e-9) * l.yStep;
        // A square plot: the diagonal at 45°.
        const double side = std::min(l.plot.width(), l.plot.height());
        l.plot = QRectF(l.plot.left() + (l.plot.width() - side) / 2, l.plot.top(), side, side);
        break;
    }
    case Kind::Distribution: {
        int most = 1;
        std::vector<int> countA(bins, 0), countB(bins, 0);
        for (std::size_t i = 0; i < n; ++i) {
            most = std::max(most, ++countA[std::size_t(binOf(m_data.a[i]))]);
            most = std::max(most, ++countB[std::size_t(binOf(m_data.b[i]))]);
        }
        l.yStep = std::max(1.0, niceStep(most, 5));
        l.yMax = std::ceil(most / l.yStep) * l.yStep;
        l.xMin = 0;
        l.xMax = 1;
        l.plot.setTop(l.plot.top() + line * 1.2); // room for the legend
        break;
    }
    }
    return l;
}

void RunsChart::paint(QPainter &painter, const QRectF &rect, const QFont &font) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect, Theme::paper());
    painter.setFont(font);
    const Layout l = layout(rect, font);
    const QFontMetricsF fm(font);
    // Title.
    QFont bold = font;
    bold.setBold(true);
    painter.setFont(bold);
    painter.setPen(Theme::ink());
    painter.drawText(QRectF(rect.left() + fm.height() * 0.5, rect.top() + fm.height() * 0.3,
                         rect.width() - fm.height(), fm.height() * 1.4),
        Qt::AlignLeft | Qt::AlignVCenter,
        QFontMetricsF(bold).elidedText(title(), Qt::ElideRight, rect.width() - fm.height()));
    painter.setFont(font);
    if (m_data.a.empty()) {
        painter.drawText(rect, Qt::AlignCenter, tr("Load a qrels file and two runs."));
        painter.restore();
        return;
    }
    switch (m_kind) {
    case Kind::Differences:
        paintDifferences(painter, l, font);
        break;
    case Kind::Scatter:
        paintScatter(painter, l, font);
        break;
    case Kind::Distribution:
        paintDistribution(painter, l, font);
        break;
    }
    painter.restore();
}

// Horizontal grid lines and y labels every l.yStep.
static void paintYAxis(QPainter &painter, const RunsChart::Layout &l, const QFont &font,
    const QString &label, bool integers)
{
    const QFontMetricsF fm(font);
    QColor grid = Theme::border();
    for (double v = l.yMin; v <= l.yMax + l.yStep * 1e-6; v += l.yStep) {
        const double y = l.y(v);
        painter.setPen(QPen(grid, 0.5));
        painter.drawLine(QPointF(l.plot.left(), y), QPointF(l.plot.right(), y));
        painter.setPen(Theme::ink());
        const QString text = integers ? QString::number(std::lround(v)) : tickText(v, l.yStep);
        painter.drawText(QRectF(l.whole.left(), y - fm.height() / 2,
                             l.plot.left() - l.whole.left() - fm.height() * 0.3, fm.height()),
            Qt::AlignRight | Qt::AlignVCenter,
            QString(text).replace(QLatin1Char('-'), QChar(0x2212)));
    }
    painter.save();
    painter.translate(l.whole.left() + fm.height() * 0.1, l.plot.center().y());
    painter.rotate(-90);
    painter.drawText(QRectF(-l.plot.height() / 2, 0, l.plot.height(), fm.height()), Qt::AlignCenter,
        fm.elidedText(label, Qt::ElideRight, l.plot.height()));
    painter.restore();
}

void RunsChart::paintDifferences(QPainter &painter, const Layout &l, const QFont &font) const
{
    const QFontMetricsF fm(font);
    paintYAxis(painter, l, font, tr("difference (%1 − %2)").arg(m_data.nameB, m_data.nameA), false);
    const std::size_t n = m_order.size();
    const double slot = l.plot.width() / double(n);
    const double gap = slot > 6 ? slot * 0.2 : 0.0;
    int higher = 0;
    int lower = 0;
    for (std::size_t k = 0; k < n; ++k) {
        const auto q = std::size_t(m_order[k]);
        const double d = m_data.b[q] - m_data.a[q];
        higher += d > 0;
        lower += d < 0;
        const QRectF bar(QPointF(l.plot.left() + k * slot + gap / 2, l.y(std::max(d, 0.0))),
            QPointF(l.plot.left() + (k + 1) * slot - gap / 2, l.y(std::min(d, 0.0))));
        if (int(q) == m_selected)
            painter.fillRect(QRectF(bar.left() - gap / 2, l.plot.top(), slot, l.plot.height()),
                Theme::highlight());
        painter.setPen(Qt::NoPen);
        if (d >= 0) {
            painter.setBrush(colorB());
            painter.drawRect(bar);
        } else {
            painter.setBrush(Theme::translucent(colorA(), 70));
            painter.drawRect(bar);
            painter.setBrush(QBrush(colorA(), Qt::BDiagPattern));
            painter.drawRect(bar);
            painter.setPen(QPen(colorA(), 1));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(bar);
        }
        if (n <= 60) {
            // The query's id under the axis, written upwards.
            painter.save();
            painter.setPen(Theme::ink());
            QFont small = font;
            small.setPixelSize(std::max(8, std::min(QFontInfo(font).pixelSize(), int(slot * 0.9))));
            painter.setFont(small);
            painter.translate(
                l.plot.left() + (k + 0.5) * slot, l.plot.bottom() + fm.height() * 0.2);
            painter.rotate(-90);
            const double room = fm.horizontalAdvance(QStringLiteral("00000"));
            painter.drawText(QRectF(-room, -slot / 2, room, slot),
                Qt::AlignRight | Qt::AlignVCenter,
                QFontMetricsF(small).elidedText(
                    m_data.queries.value(int(q)), Qt::ElideRight, room));
            painter.restore();
        }
    }
    painter.setPen(QPen(Theme::rule(), 1.2));
    painter.drawLine(QPointF(l.plot.left(), l.y(0)), QPointF(l.plot.right(), l.y(0)));
    painter.setPen(Theme::ink());
    const double below = l.whole.bottom() - fm.height() * 1.3;
    painter.drawText(QRectF(l.plot.left(), l.plot.top(), l.plot.width(), fm.height()),
        Qt::AlignLeft, tr("▲ %1 higher: %n quer(y|ies)", nullptr, higher).arg(m_data.nameB));
    painter.drawText(
        QRectF(l.plot.left(), l.plot.bottom() - fm.height(), l.plot.width(), fm.height()),
        Qt::AlignRight, tr("▼ %1 higher: %n quer(y|ies)", nullptr, lower).arg(m_data.nameA));
    painter.drawText(QRectF(l.plot.left(), below, l.plot.width(), fm.height() * 1.2),
        Qt::AlignCenter,
        tr("queries, from %1's largest gain to its largest loss").arg(m_data.nameB));
}

void RunsChart::paintScatter(QPainter &painter, const Layout &l, const QFont &font) const
{
    const QFontMetricsF fm(font);
    paintYAxis(painter, l, font, tr("%1 (B)").arg(m_data.nameB), false);
    QColor grid = Theme::border();
    for (double v = l.xMin; v <= l.xMax + l.yStep * 1e-6; v += l.yStep) {
        const double x = l.x(v);
        painter.setPen(QPen(grid, 0.5));
        painter.drawLine(QPointF(x, l.plot.top()), QPointF(x, l.plot.bottom()));
        painter.setPen(Theme::ink());
        painter.drawText(QRectF(x - 30, l.plot.bottom() + 2, 60, fm.height()), Qt::AlignCenter,
            tickText(v, l.yStep));
    }
    painter.drawText(QRectF(l.whole.left(), l.plot.bottom() + fm.height() * 1.1, l.whole.width(),
                         fm.height() * 1.2),
        Qt::AlignCenter, tr("%1 (A, the baseline)").arg(m_data.nameA));
    // The diagonal: equal values.
    painter.setPen(QPen(Theme::rule(), 1.2, Qt::DashLine));
    painter.drawLine(QPointF(l.x(l.xMin), l.y(l.yMin)), QPointF(l.x(l.xMax), l.y(l.yMax)));
    painter.setPen(Theme::ink());
    const double pad = fm.height() * 0.4;
    painter.drawText(l.plot.adjusted(pad, pad, -pad, -pad), Qt::AlignLeft | Qt::AlignTop,
        tr("above the line: %1 higher").arg(m_data.nameB));
    painter.drawText(l.plot.adjusted(pad, pad, -pad, -pad), Qt::AlignRight | Qt::AlignBottom,
        tr("below: %1 higher").arg(m_data.nameA));
    const double r = std::max(3.5, fm.height() * 0.3);
    const std::size_t n = std::min(m_data.a.size(), m_data.b.size());
    for (std::size_t i = 0; i < n; ++i) {
        const QPointF p(l.x(m_data.a[i]), l.y(m_data.b[i]));
        const double d = m_data.b[i] - m_data.a[i];
        if (d > 0) { // B higher: filled vermillion triangles
            QPainterPath triangle;
            triangle.moveTo(p + QPointF(0, -r * 1.2));
            triangle.lineTo(p + QPointF(r * 1.1, r * 0.8));
            triangle.lineTo(p + QPointF(-r * 1.1, r * 0.8));
            triangle.closeSubpath();
            painter.setPen(QPen(colorB().darker(120), 1));
            painter.setBrush(colorB());
            painter.drawPath(triangle);
        } else { // A higher or equal: open blue circles
            painter.setPen(QPen(d < 0 ? colorA() : Theme::ink(), 1.6));
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(p, r, r);
        }
        if (int(i) == m_selected) {
            painter.setPen(QPen(Theme::rule(), 2));
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(p, r * 2.2, r * 2.2);
        }
    }
}

void RunsChart::paintDistribution(QPainter &painter, const Layout &l, const QFont &font) const
{
    const QFontMetricsF fm(font);
    paintYAxis(painter, l, font, tr("queries"), true);
    std::vector<int> countA(bins, 0), countB(bins, 0);
    const std::size_t n = std::min(m_data.a.size(), m_data.b.size());
    double sumA = 0;
    double sumB = 0;
    for (std::size_t i = 0; i < n; ++i) {
        ++countA[std::size_t(binOf(m_data.a[i]))];
        ++countB[std::size_t(binOf(m_data.b[i]))];
        sumA += m_data.a[i];
        sumB += m_data.b[i];
    }
    const double slot = l.plot.width() / bins;
    for (int b = 0; b < bins; ++b) {
        const double left = l.plot.left() + b * slot + slot * 0.1;
        const double w = slot * 0.4;
        const QRectF barA(QPointF(left, l.y(countA[std::size_t(b)])), QPointF(left + w, l.y(0)));
        const QRectF barB(
            QPointF(left + w, l.y(countB[std::size_t(b)])), QPointF(left + 2 * w, l.y(0)));
        painter.setPen(Qt::NoPen);
        painter.setBrush(colorA());
        painter.drawRect(barA);
        painter.setBrush(Theme::translucent(colorB(), 70));
        painter.drawRect(barB);
        painter.setBrush(QBrush(colorB(), Qt::BDiagPattern));
        painter.drawRect(barB);
        painter.setPen(QPen(colorB(), 1));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(barB);
    }
    painter.setPen(Theme::ink());
    for (int b = 0; b <= bins; b += 2) {
        const double x = l.plot.left() + b * slot;
        painter.drawText(QRectF(x - 30, l.plot.bottom() + 2, 60, fm.height()), Qt::AlignCenter,
            DisplayFormat::withDecimals(b / double(bins), 1));
    }
    painter.drawText(QRectF(l.plot.left(), l.plot.bottom() + fm.height() * 1.1, l.plot.width(),
                         fm.height() * 1.2),
        Qt::AlignCenter, tr("%1 of a query").arg(m_data.measure));
    // The means.
    const double meanA = n ? sumA / double(n) : 0.0;
    const double meanB = n ? sumB / double(n) : 0.0;
    const auto meanLine = [&](double mean, const QColor &color, Qt::PenStyle style, int row,
                              const QString &name) {
        const double x = l.plot.left() + mean * l.plot.width();
        painter.setPen(QPen(color, 2, style));
        painter.drawLine(QPointF(x, l.plot.top()), QPointF(x, l.plot.bottom()));
        const QString text = tr("mean of %1: %2").arg(name, DisplayFormat::fixed(mean));
        const double width = fm.horizontalAdvance(text) + 8;
        const double left = std::clamp(x + 4, l.plot.left(), l.plot.right() - width);
        painter.setPen(color.darker(130));
        painter.drawText(QRectF(left, l.plot.top() + row * fm.height() * 1.2, width, fm.height()),
            Qt::AlignLeft, text);
    };
    meanLine(meanA, colorA(), Qt::DashLine, 0, m_data.nameA);
    meanLine(meanB, colorB(), Qt::DotLine, 1, m_data.nameB);
    // Legend, between the title and the plot: solid A, hatched B.
    const double box = fm.height() * 0.8;
    double x = l.plot.left();
    const double y = l.plot.top() - fm.height() * 1.15;
    for (const bool isA : {true, false}) {
        const QString name = isA ? tr("%1 (A)").arg(m_data.nameA) : tr("%1 (B)").arg(m_data.nameB);
        const double width = fm.horizontalAdvance(name) + box * 1.6;
        const QRectF swatch(x, y + fm.height() * 0.1, box, box);
        x += width + box * 1.5;
        painter.setPen(QPen(isA ? colorA() : colorB(), 1));
        painter.setBrush(isA ? QBrush(colorA()) : QBrush(colorB(), Qt::BDiagPattern));
        painter.drawRect(swatch);
        painter.setPen(Theme::ink());
        painter.drawText(
            QRectF(swatch.right() + box * 0.4, y, width, fm.height()), Qt::AlignLeft, name);
    }
}

int RunsChart::queryAt(const QPointF &point) const
{
    const Layout l = layout(QRectF(rect()), font());
    const std::size_t n = std::min(m_data.a.size(), m_data.b.size());
    if (n == 0)
        return -1;
    if (m_kind == Kind::Differences) {
        if (point.x() < l.plot.left() || point.x() >= l.plot.right() || point.y() < l.plot.top()
            || point.y() > l.plot.bottom())
            return -1;
        const auto k = std::size_t((point.x() - l.plot.left()) / (l.plot.width() / double(n)));
        return k < n ? m_order[k] : -1;
    }
    if (m_kind == Kind::Scatter) {
        int best = -1;
        double bestDistance = std::max(8.0, QFontMetricsF(font()).height() * 0.6);
        for (std::size_t i = 0; i < n; ++i) {
            const QPointF p(l.x(m_data.a[i]), l.y(m_data.b[i]));
            const double distance = std::hypot(p.x() - point.x(), p.y() - point.y());
            if (distance < bestDistance) {
                bestDistance = distance;
                best = int(i);
            }
        }
        return best;
    }
    return -1;
}

QPointF RunsChart::pointOf(int query) const
{
    const Layout l = layout(QRectF(rect()), font());
    const std::size_t n = std::min(m_data.a.size(), m_data.b.size());
    if (query < 0 || std::size_t(query) >= n)
        return {-1, -1};
    if (m_kind == Kind::Differences) {
        const auto k = std::find(m_order.begin(), m_order.end(), query) - m_order.begin();
        return {l.plot.left() + (double(k) + 0.5) * l.plot.width() / double(n), l.y(0)};
    }
    if (m_kind == Kind::Scatter)
        return {l.x(m_data.a[std::size_t(query)]), l.y(m_data.b[std::size_t(query)])};
    return {-1, -1};
}

void RunsChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    paint(painter, QRectF(rect()), font());
    paintChartFocus(painter, rect());
}

int RunsChart::pointCount() const
{
    const std::size_t n = std::min(m_data.a.size(), m_data.b.size());
    if (n == 0)
        return 0;
    return m_kind == Kind::Distribution ? bins : int(n);
}

int RunsChart::queryOfPoint(int point) const
{
    const std::vector<int> &order = m_kind == Kind::Differences ? m_order : m_byA;
    if (m_kind == Kind::Distribution || point < 0 || std::size_t(point) >= order.size())
        return -1;
    return order[std::size_t(point)];
}

std::vector<int> RunsChart::binCounts(bool ofA) const
{
    std::vector<int> counts(bins, 0);
    const std::size_t n = std::min(m_data.a.size(), m_data.b.size());
    for (std::size_t i = 0; i < n; ++i)
        ++counts[std::size_t(binOf(ofA ? m_data.a[i] : m_data.b[i]))];
    return counts;
}

QString RunsChart::queryText(int query) const
{
    const auto q = std::size_t(query);
    // B − A as the tooltip and the test take it: rounded to 10⁻¹², so that equal values read 0.
    const double d = Ndcg::Stats::pairedDifferences({m_data.b[q]}, {m_data.a[q]}).front();
    return tr("Query %1: %2 %3, %4 %5 (%6)")
        .arg(m_data.queries.value(query), m_data.nameA, DisplayFormat::withDecimals(m_data.a[q], 4),
            m_data.nameB, DisplayFormat::withDecimals(m_data.b[q], 4),
            (d > 0 ? QStringLiteral("+") : QString()) + DisplayFormat::withDecimals(d, 4));
}

QString RunsChart::chartName() const
{
    const QString shown = title();
    if (!shown.isEmpty())
        return shown;
    switch (m_kind) {
    case Kind::Differences:
        return tr("Per-query differences: no runs loaded");
    case Kind::Scatter:
        return tr("One run against the other: no runs loaded");
    case Kind::Distribution:
        return tr("Distribution over the queries: no runs loaded");
    }
    return {};
}

QString RunsChart::chartDescription() const
{
    const std::size_t n = std::min(m_data.a.size(), m_data.b.size());
    if (n == 0)
        return tr("Load a qrels file and two runs.");
    const QString &a = m_data.nameA;
    const QString &b = m_data.nameB;
    const auto decimals = [](double v) { return DisplayFormat::withDecimals(v, 4); };
    double sumA = 0;
    double sumB = 0;
    int higher = 0;
    int lower = 0;
    for (std::size_t i = 0; i < n; ++i) {
        sumA += m_data.a[i];
        sumB += m_data.b[i];
        const double d = Ndcg::Stats::pairedDifferences({m_data.b[i]}, {m_data.a[i]}).front();
        higher += d > 0;
        lower += d < 0;
    }
    QStringList clauses;
    clauses << tr("%1 is higher on %n quer(y|ies)", nullptr, higher).arg(b)
            << tr("%1 on %n", nullptr, lower).arg(a)
            << tr("equal on %n", nullptr, int(n) - higher - lower);
    switch (m_kind) {
    case Kind::Differences: {
        const int first = m_order.front();
        const int last = m_order.back();
        const auto difference = [&](int q) {
            const double d = m_data.b[std::size_t(q)] - m_data.a[std::size_t(q)];
            return (d > 0 ? QStringLiteral("+") : QString()) + decimals(d);
        };
        if (higher > 0) {
            clauses << tr("the largest gain of %1 is %2 on query %3")
                           .arg(b, difference(first), m_data.queries.value(first));
        }
        if (lower > 0) {
            clauses << tr("its largest loss is %1 on query %2")
                           .arg(difference(last), m_data.queries.value(last));
        }
        break;
    }
    case Kind::Scatter:
        clauses << tr("the means are %1 for %2 and %3 for %4")
                       .arg(decimals(sumA / double(n)), a, decimals(sumB / double(n)), b);
        break;
    case Kind::Distribution: {
        clauses << tr("the means are %1 for %2 and %3 for %4")
                       .arg(decimals(sumA / double(n)), a, decimals(sumB / double(n)), b);
        for (const bool ofA : {true, false}) {
            const std::vector<int> counts = binCounts(ofA);
            const auto most = std::max_element(counts.begin(), counts.end()) - counts.begin();
            clauses << tr("most of %1's queries, %2, lie between %3 and %4")
                           .arg(ofA ? a : b)
                           .arg(counts[std::size_t(most)])
                           .arg(DisplayFormat::withDecimals(double(most) / bins, 1),
                               DisplayFormat::withDecimals(double(most + 1) / bins, 1));
        }
        break;
    }
    }
    return clauses.join(tr("; ")) + tr(".");
}

QString RunsChart::pointName(int point, int series) const
{
    if (m_kind != Kind::Distribution) {
        const int query = queryOfPoint(point);
        return query >= 0 ? queryText(query) : QString();
    }
    if (point < 0 || point >= bins)
        return {};
    const std::vector<int> a = binCounts(true);
    const std::vector<int> b = binCounts(false);
    const auto p = std::size_t(point);
    return pointText(tr("%1 to %2")
                         .arg(DisplayFormat::withDecimals(double(point) / bins, 1),
                             DisplayFormat::withDecimals(double(point + 1) / bins, 1)),
        {tr("%1 %n quer(y|ies)", nullptr, a[p]).arg(m_data.nameA),
            tr("%1 %n quer(y|ies)", nullptr, b[p]).arg(m_data.nameB)},
        series);
}

QRect RunsChart::pointRect(int point, int series) const
{
    const double r = std::max(6.0, QFontMetricsF(font()).height() * 0.5);
    if (m_kind != Kind::Distribution) {
        const QPointF at = pointOf(queryOfPoint(point));
        return at.x() < 0 ? QRect() : QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r).toAlignedRect();
    }
    if (point < 0 || point >= bins || pointCount() == 0)
        return {};
    // The top of the bin's bar (as paintDistribution() draws it): A's left, B's right.
    const Layout l = layout(QRectF(rect()), font());
    const double slot = l.plot.width() / bins;
    const double w = slot * 0.4;
    const double x = l.plot.left() + point * slot + slot * 0.1 + (series == 0 ? 0.5 : 1.5) * w;
    const double y = l.y(binCounts(series == 0)[std::size_t(point)]);
    return QRectF(x - r, y - r, 2 * r, 2 * r).toAlignedRect();
}

void RunsChart::activatePoint(int point, int)
{
    const int query = queryOfPoint(point);
    if (query >= 0)
        emit queryClicked(query);
}

void RunsChart::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) {
        const int query = queryAt(event->position());
        if (query >= 0)
            emit queryClicked(query);
    }
    QWidget::mousePressEvent(event);
}

void RunsChart::mouseMoveEvent(QMouseEvent *event)
{
    const int query = queryAt(event->position());
    if (query < 0) {
        QToolTip::hideText();
        setCursor(Qt::ArrowCursor);
        return;
    }
    setCursor(Qt::PointingHandCursor);
    const auto q = std::size_t(query);
    // B − A as the test takes it: rounded to 10⁻¹², so that equal values read 0.
    const double d = Ndcg::Stats::pairedDifferences({m_data.b[q]}, {m_data.a[q]}).front();
    QToolTip::showText(event->globalPosition().toPoint(),
        tr("Query %1: %2 %3, %4 %5 (%6). Click to open both rankings.")
            .arg(m_data.queries.value(query), m_data.nameA,
                DisplayFormat::withDecimals(m_data.a[q], 4), m_data.nameB,
                DisplayFormat::withDecimals(m_data.b[q], 4),
                (d > 0 ? QStringLiteral("+") : QString()) + DisplayFormat::withDecimals(d, 4)),
        this);
}

void RunsChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        updateMinimumSize();
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange
        || event->type() == QEvent::PaletteChange)
        update();
    if (event->type() == QEvent::LanguageChange)
        accessibleChartChanged();
    QWidget::changeEvent(event);
}

QByteArray RunsChart::png(QSize size) const
{
    QImage image(size * 2, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(2.0);
    image.fill(Theme::paper());
    {
        QPainter painter(&image);
        paint(painter, QRectF(QPointF(0, 0), QSizeF(size)), exportFont());
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

QByteArray RunsChart::svg(QSize size) const
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setTitle(title());
    {
        QPainter painter(&generator);
        paint(painter, QRectF(QPointF(0, 0), QSizeF(size)), exportFont());
    }
    return bytes;
}

QByteArray RunsChart::pdf(QSize size) const
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setResolution(72); // one unit a point: the chart at `size` points
        writer.setPageSize(QPageSize(QSizeF(size), QPageSize::Point));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setTitle(title());
        QPainter painter(&writer);
        paint(painter, QRectF(QPointF(0, 0), QSizeF(size)), exportFont());
    }
    return bytes;
}
