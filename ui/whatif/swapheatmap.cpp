#include "swapheatmap.h"

#include "style/okabeito.h"
#include "style/theme.h"
#include "workbench/displayformat.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace {

// The legend bar's width, its distance from the grid, the room beside it before its labels and
// the margins for the position labels, in em (the font's size in pixels).
constexpr double legendWidth = 4.0 / 3.0;
constexpr double legendGap = 5.0 / 6.0;
constexpr double legendRoom = 7.0 / 6.0;
constexpr double labelMargin = 2.5;

QColor mix(const QColor &a, const QColor &b, double t)
{
    t = std::clamp(t, 0.0, 1.0);
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t),
        float(a.greenF() + (b.greenF() - a.greenF()) * t),
        float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

} // namespace

SwapHeatmap::SwapHeatmap(QWidget *parent)
    : QWidget(parent)
    , AccessibleChart(this)
{
    setMouseTracking(true);
    setAttribute(Qt::WA_Hover, true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

double SwapHeatmap::em() const
{
    return std::max(1, QFontInfo(font()).pixelSize());
}

QSize SwapHeatmap::sizeHint() const
{
    return QSize(int(35 * em()), int(32 * em()));
}

QSize SwapHeatmap::minimumSizeHint() const
{
    return QSize(int(13 * em()), int(12 * em()));
}

int SwapHeatmap::labelStep(const QFontMetricsF &metrics, int n, double cell)
{
    // Measured on the widest label, not on a fixed "0000": five positions at 2× have room for
    // "5" in every cell, and were labelled 1, 2, 4.
    const double width = metrics.horizontalAdvance(QString::number(n) + QLatin1Char('0'));
    const int every = std::max(1, int(std::ceil(width / std::max(cell, 1.0))));
    return every <= 1 ? 1 : (every <= 2 ? 2 : (every <= 5 ? 5 : (every <= 10 ? 10 : 50)));
}

QColor SwapHeatmap::colorFor(double value, double maxAbs)
{
    // Two ramps from white: to Okabe–Ito blue (raises NDCG) and to vermillion (lowers it),
    // through their lighter relatives, so lightness falls evenly on both sides.
    const QColor white = Theme::heatNeutral();
    const QColor lightBlue = Theme::heatUp();
    const QColor lightOrange = Theme::heatDown();
    if (!(maxAbs > 0) || !std::isfinite(value) || value == 0.0)
        return white;
    const double t = std::clamp(std::abs(value) / maxAbs, 0.0, 1.0);
    if (value > 0)
        return t < 0.5 ? mix(white, lightBlue, t * 2) : mix(lightBlue, OkabeIto::blue, t * 2 - 1);
    return t < 0.5 ? mix(white, lightOrange, t * 2)
                   : mix(lightOrange, OkabeIto::vermillion, t * 2 - 1);
}

void SwapHeatmap::clear()
{
    m_matrix = {};
    m_image = {};
    m_scaleMax = 0.0;
    setHovered({-1, -1});
    update();
    accessibleChartChanged();
}

void SwapHeatmap::setMatrix(const Ndcg::SwapMatrix &matrix)
{
    m_matrix = matrix;
    const int n = matrix.n;
    m_scaleMax = 0.0;
    for (double v : matrix.deltaNdcg) {
        if (std::isfinite(v))
            m_scaleMax = std::max(m_scaleMax, std::abs(v));
    }
    paintImage();
    if (m_hovered.first >= n || m_hovered.second >= n)
        setHovered({-1, -1});
    update();
    accessibleChartChanged();
}

void SwapHeatmap::paintImage()
{
    const int n = m_matrix.n;
    m_image = QImage(std::max(n, 1), std::max(n, 1), QImage::Format_RGB32);
    m_image.fill(Theme::heatNeutral());
    for (int i = 0; i < n; ++i) {
        auto *line = reinterpret_cast<QRgb *>(m_image.scanLine(i));
        for (int j = 0; j < n; ++j) {
            if (i == j)
                line[j] = Theme::heatDiagonal().rgb();
            else if (!m_valuesHidden) // hidden: every cell blank, the colours would tell
                line[j] = colorFor(m_matrix.ndcgChange(i, j), m_scaleMax).rgb();
        }
    }
}

void SwapHeatmap::setValuesHidden(bool hidden)
{
    if (hidden == m_valuesHidden)
        return;
    m_valuesHidden = hidden;
    paintImage();
    update();
    accessibleChartChanged();
}

QFont SwapHeatmap::cellFont(double cell) const
{
    QFont font = this->font();
    font.setPointSizeF(std::max(6.0, std::min(font.pointSizeF() * 0.9, cell / 4.2)));
    return font;
}

bool SwapHeatmap::valuesFit(double cell) const
{
    const QFontMetricsF fm(cellFont(cell));
    return !m_valuesHidden && fm.horizontalAdvance(QStringLiteral("+0.000")) + 4 <= cell
        && fm.height() + 2 <= cell;
}

QString SwapHeatmap::valueText(double value)
{
    // As the window writes numbers (DisplayFormat: the locale's decimal point, a power of ten
    // below half a unit of the third decimal), with a sign that says which way NDCG moves.
    return (value > 0 ? QStringLiteral("+") : QStringLiteral("−"))
        + DisplayFormat::fixed(std::abs(value));
}

QStringList SwapHeatmap::scaleTexts() const
{
    return {QStringLiteral("+") + DisplayFormat::fixed(m_scaleMax),
        QStringLiteral("−") + DisplayFormat::fixed(m_scaleMax)};
}

QStringList SwapHeatmap::paintedTexts() const
{
    QStringList texts;
    const int n = m_matrix.n;
    if (n <= 0)
        return texts;
    const double cell = gridRect().width() / n;
    if (valuesFit(cell)) {
        for (int i = 0; i < n; ++i) {
            for (int j = 0; j < n; ++j) {
                if (i != j && std::abs(m_matrix.ndcgChange(i, j)) >= 5e-4)
                    texts << valueText(m_matrix.ndcgChange(i, j));
            }
        }
    }
    for (int t = 0; t < n; ++t)
        texts << QString::number(t + 1);
    if (!m_valuesHidden)
        texts << scaleTexts();
    return texts;
}

QRectF SwapHeatmap::gridRect() const
{
    const double margin = labelMargin * em();
    // Room for the scale's labels ("+0.250", "+2.468×10⁻⁵"), at least that of "+0.000".
    const QFontMetricsF fm(font());
    double labels = fm.horizontalAdvance(QStringLiteral("+0.000"));
    for (const QString &text : scaleTexts())
        labels = std::max(labels, fm.horizontalAdvance(text));
    const double legend = (legendWidth + legendRoom) * em() + labels;
    const double side
        = std::max(0.0, std::min(width() - margin - legend - 4, height() - margin - 4));
    return QRectF(margin, margin, side, side);
}

std::pair<int, int> SwapHeatmap::cellAt(const QPoint &point) const
{
    const int n = m_matrix.n;
    const QRectF grid = gridRect();
    if (n <= 0 || !grid.contains(point))
        return {-1, -1};
    const double cell = grid.width() / n;
    const int j = std::clamp(int((point.x() - grid.left()) / cell), 0, n - 1);
    const int i = std::clamp(int((point.y() - grid.top()) / cell), 0, n - 1);
    return {i, j};
}

QPoint SwapHeatmap::cellCentre(int i, int j) const
{
    const QRectF grid = gridRect();
    const double cell = m_matrix.n > 0 ? grid.width() / m_matrix.n : 0.0;
    return QPointF(grid.left() + (j + 0.5) * cell, grid.top() + (i + 0.5) * cell).toPoint();
}

void SwapHeatmap::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    paintMap(p);
    paintChartFocus(p, rect());
}

void SwapHeatmap::paintMap(QPainter &p)
{
    p.fillRect(rect(), palette().window());
    const int n = m_matrix.n;
    if (n <= 0)
        return;
    const QRectF grid = gridRect();
    const double cell = grid.width() / n;
    p.setRenderHint(QPainter::SmoothPixmapTransform, false);
    p.drawImage(grid, m_image);

    // Lines between cells when they are wide enough to tell apart.
    if (cell >= 6) {
        p.setPen(QPen(Theme::paper(), 1));
        for (int t = 1; t < n; ++t) {
            p.drawLine(QPointF(grid.left() + t * cell, grid.top()),
                QPointF(grid.left() + t * cell, grid.bottom()));
            p.drawLine(QPointF(grid.left(), grid.top() + t * cell),
                QPointF(grid.right(), grid.top() + t * cell));
        }
    }
    // The cutoff k: swaps beyond it, on both sides, change nothing.
    if (m_matrix.k > 0 && m_matrix.k < n) {
        p.setPen(QPen(OkabeIto::cutoff, em() / 6, Qt::DashLine));
        const double at = m_matrix.k * cell;
        p.drawLine(QPointF(grid.left() + at, grid.top()), QPointF(grid.left() + at, grid.bottom()));
        p.drawLine(QPointF(grid.left(), grid.top() + at), QPointF(grid.right(), grid.top() + at));
    }

    // Values in the cells, when a signed three-decimal value fits.
    p.setFont(cellFont(cell));
    if (valuesFit(cell)) {
        for (int i = 0; i < n; ++i) {
            for (int j = 0; j < n; ++j) {
                if (i == j)
                    continue;
                const double v = m_matrix.ndcgChange(i, j);
                if (std::abs(v) < 5e-4)
                    continue;
                const QColor bg = colorFor(v, m_scaleMax);
                p.setPen(bg.lightnessF() < 0.55 ? Theme::Light::white : OkabeIto::black);
                p.drawText(QRectF(grid.left() + j * cell, grid.top() + i * cell, cell, cell),
                    Qt::AlignCenter, valueText(v));
            }
        }
    }

    // Position labels along the top and the left.
    QFont labelFont = this->font();
    p.setFont(labelFont);
    p.setPen(palette().windowText().color());
    const QFontMetricsF lm(labelFont);
    const int step = labelStep(lm, n, cell);
    for (int t = 0; t < n; ++t) {
        if ((t + 1) % step != 0 && !(step == 1 || t == 0))
            continue;
        const QString text = QString::number(t + 1);
        p.drawText(QRectF(grid.left() + t * cell - 20, 0, cell + 40, grid.top() - 2),
            Qt::AlignHCenter | Qt::AlignBottom, text);
        p.drawText(QRectF(0, grid.top() + t * cell, grid.left() - 4, cell),
            Qt::AlignRight | Qt::AlignVCenter, text);
    }

    // The hovered cell and its mirror.
    if (m_hovered.first >= 0) {
        p.setPen(QPen(Theme::rule(), em() / 4.8));
        p.setBrush(Qt::NoBrush);
        for (const auto &[i, j] : {m_hovered, std::pair {m_hovered.second, m_hovered.first}})
            p.drawRect(QRectF(grid.left() + j * cell, grid.top() + i * cell, cell, cell));
    }

    // The legend: the scale from −max to +max (none while the values are hidden).
    if (m_valuesHidden)
        return;
    const QRectF bar(
        grid.right() + legendGap * em(), grid.top(), legendWidth * em(), grid.height());
    const int steps = 64;
    for (int s = 0; s < steps; ++s) {
        const double v = m_scaleMax * (1.0 - 2.0 * (s + 0.5) / steps);
        p.fillRect(QRectF(bar.left(), bar.top() + s * bar.height() / steps, bar.width(),
                       bar.height() / steps + 1),
            colorFor(v, m_scaleMax));
    }
    p.setPen(QPen(Theme::border(), 1));
    p.drawRect(bar);
    p.setPen(palette().windowText().color());
    const QStringList scale = scaleTexts();
    p.drawText(QPointF(bar.right() + 3, bar.top() + lm.ascent()), scale.at(0));
    p.drawText(QPointF(bar.right() + 3, bar.center().y() + lm.ascent() / 2), QStringLiteral("0"));
    p.drawText(QPointF(bar.right() + 3, bar.bottom()), scale.at(1));
}

void SwapHeatmap::setHovered(std::pair<int, int> cell)
{
    if (cell.first == cell.second)
        cell = {-1, -1};
    if (cell == m_hovered)
        return;
    m_hovered = cell;
    update();
    emit swapHovered(cell.first, cell.second);
}

void SwapHeatmap::mouseMoveEvent(QMouseEvent *event)
{
    setHovered(cellAt(event->position().toPoint()));
    QWidget::mouseMoveEvent(event);
}

void SwapHeatmap::leaveEvent(QEvent *event)
{
    setHovered({-1, -1});
    QWidget::leaveEvent(event);
}

void SwapHeatmap::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) {
        const auto [i, j] = cellAt(event->position().toPoint());
        if (i >= 0 && j >= 0 && i != j) {
            // The preview ends: the swap is about to become the ranking.
            setHovered({-1, -1});
            emit swapClicked(i, j);
            event->accept();
            return;
        }
    }
    QWidget::mousePressEvent(event);
}

QString SwapHeatmap::spokenChange(double value) const
{
    if (m_valuesHidden)
        return hiddenText();
    if (!std::isfinite(value) || std::abs(value) < 5e-7)
        return tr("no change");
    return valueText(value);
}

QString SwapHeatmap::chartName() const
{
    const int n = m_matrix.n;
    return n > 0 ? tr("What-if swap heat map, positions 1 to %1").arg(n)
                 : tr("What-if swap heat map, no ranking");
}

QString SwapHeatmap::chartDescription() const
{
    const int n = m_matrix.n;
    if (n < 2)
        return tr("Nothing to swap.");
    const int k = m_matrix.k;
    if (m_valuesHidden)
        return tr("What each swap of two positions does to NDCG@%1 is %2.")
            .arg(k)
            .arg(hiddenText());
    int raise = 0;
    int lower = 0;
    std::pair<int, int> best {-1, -1};
    std::pair<int, int> worst {-1, -1};
    for (int i = 0; i < n; ++i) {
        for (int j = i + 1; j < n; ++j) {
            const double v = m_matrix.ndcgChange(i, j);
            if (!std::isfinite(v) || std::abs(v) < 5e-7)
                continue;
            if (v > 0) {
                ++raise;
                if (best.first < 0 || v > m_matrix.ndcgChange(best.first, best.second))
                    best = {i, j};
            } else {
                ++lower;
                if (worst.first < 0 || v < m_matrix.ndcgChange(worst.first, worst.second))
                    worst = {i, j};
            }
        }
    }
    const int pairs = n * (n - 1) / 2;
    QStringList clauses;
    clauses << tr("Of %n swap(s) of two positions", nullptr, pairs)
            + tr(", %1 raise NDCG@%2, %3 lower it").arg(raise).arg(k).arg(lower);
    if (best.first >= 0) {
        clauses << tr("swapping positions %1 and %2 raises it most, by %3")
                       .arg(best.first + 1)
                       .arg(best.second + 1)
                       .arg(spokenChange(m_matrix.ndcgChange(best.first, best.second)));
    } else {
        clauses << tr("no swap raises it");
    }
    if (worst.first >= 0) {
        clauses << tr("swapping positions %1 and %2 lowers it most, by %3")
                       .arg(worst.first + 1)
                       .arg(worst.second + 1)
                       .arg(spokenChange(m_matrix.ndcgChange(worst.first, worst.second)));
    }
    return clauses.join(tr("; ")) + tr(".");
}

QString SwapHeatmap::pointName(int point, int series) const
{
    const int i = series;
    const int j = point;
    if (i < 0 || j < 0 || i >= m_matrix.n || j >= m_matrix.n)
        return {};
    if (i == j)
        return tr("Position %1 with itself: no swap").arg(i + 1);
    return tr("Swap positions %1 and %2: NDCG@%3 %4")
        .arg(i + 1)
        .arg(j + 1)
        .arg(m_matrix.k)
        .arg(spokenChange(m_matrix.ndcgChange(i, j)));
}

QRect SwapHeatmap::pointRect(int point, int series) const
{
    const int n = m_matrix.n;
    if (n <= 0 || point < 0 || series < 0 || point >= n || series >= n)
        return {};
    const QRectF grid = gridRect();
    const double cell = grid.width() / n;
    return QRectF(grid.left() + point * cell, grid.top() + series * cell, cell, cell)
        .toAlignedRect();
}

void SwapHeatmap::activatePoint(int point, int series)
{
    if (point == series || point < 0 || series < 0)
        return;
    // As a click: the preview ends, the swap becomes the ranking (undoable).
    setHovered({-1, -1});
    emit swapClicked(series, point);
}

void SwapHeatmap::focusOutEvent(QFocusEvent *event)
{
    QWidget::focusOutEvent(event);
    if (!underMouse())
        setHovered({-1, -1});
}

void SwapHeatmap::keyboardPointMoved()
{
    // The cell under the keyboard is previewed as a hovered one is.
    setHovered({currentSeries(), currentPoint()});
}
