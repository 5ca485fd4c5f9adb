#include "comparisonlinks.h"

#include "style/interfacescale.h"
#include "style/okabeito.h"
#include "style/theme.h"

#include <QAbstractItemModel>
#include <QEvent>
#include <QHeaderView>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>
#include <QScrollBar>
#include <QTableView>

#include <algorithm>

ComparisonLinks::ComparisonLinks(QTableView *a, QTableView *b, QWidget *parent)
    : QWidget(parent)
    , m_a(a)
    , m_b(b)
{
    setMinimumWidth(InterfaceScale::px(48));
    setAttribute(Qt::WA_OpaquePaintEvent, false);
    for (QTableView *view : {a, b}) {
        connect(view->verticalScrollBar(), &QScrollBar::valueChanged, this,
            qOverload<>(&QWidget::update));
        connect(view->verticalHeader(), &QHeaderView::sectionResized, this,
            qOverload<>(&QWidget::update));
    }
}

QSize ComparisonLinks::sizeHint() const
{
    return {InterfaceScale::px(64), 100};
}

void ComparisonLinks::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    // The interface scale changed the font: the links' widths and room follow.
    if (event->type() == QEvent::FontChange) {
        setMinimumWidth(InterfaceScale::px(48));
        updateGeometry();
        update();
    }
}

void ComparisonLinks::setDepth(int depth)
{
    if (depth == m_depth)
        return;
    m_depth = depth;
    update();
}

void ComparisonLinks::setLinks(const QList<ComparisonPoints::Link> &links)
{
    m_links = links;
    m_maxGrade = 1.0;
    for (const ComparisonPoints::Link &link : links)
        m_maxGrade = std::max(m_maxGrade, link.grade);
    update();
}

void ComparisonLinks::setSelectedRowA(int row)
{
    m_selectedA = row;
    m_selectedB = -1;
    update();
}

void ComparisonLinks::setSelectedRowB(int row)
{
    m_selectedB = row;
    m_selectedA = -1;
    update();
}

std::optional<double> ComparisonLinks::rowCentre(QTableView *view, int row) const
{
    if (!view->model() || row < 0 || row >= view->model()->rowCount())
        return std::nullopt;
    if (m_depth >= 0 && row >= m_depth)
        return std::nullopt;
    const QRect rect = view->visualRect(view->model()->index(row, 0));
    if (!rect.isValid())
        return std::nullopt;
    const QWidget *viewport = view->viewport();
    const int y = rect.center().y();
    if (y < 0 || y > viewport->height())
        return std::nullopt;
    return double(mapFromGlobal(viewport->mapToGlobal(QPoint(0, y))).y());
}

void ComparisonLinks::paintEvent(QPaintEvent *)
{
    const double zoom = InterfaceScale::instance()->factor(); // lines and marks
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing, true);
    const double w = width();
    const QColor pale = Theme::linkLine();
    const QColor dark = Theme::linkMoved();
    const auto below = [this](int row) { return m_depth >= 0 && row >= m_depth; };
    // Pale lines first, the moved ones above them, the selected one on top.
    for (int pass = 0; pass < 3; ++pass) {
        for (const ComparisonPoints::Link &link : std::as_const(m_links)) {
            const bool selected = (link.rowA >= 0 && link.rowA == m_selectedA)
                || (link.rowB >= 0 && link.rowB == m_selectedB);
            // A line to a row below the depth drawn is a pale stub.
            const bool moved = (link.rowA < 0 || link.rowB < 0 || link.rowA != link.rowB)
                && !below(link.rowA) && !below(link.rowB);
            const int wanted = selected ? 2 : (moved ? 1 : 0);
            if (wanted != pass)
                continue;
            const double width = (1.5 + 3.5 * std::clamp(link.grade / m_maxGrade, 0.0, 1.0)) * zoom;
            QColor color = selected ? Theme::rule() : (moved ? dark : pale);
            QPen pen(color, selected ? width + 1.5 * zoom : width);
            pen.setCapStyle(Qt::RoundCap);
            painter.setPen(pen);
            const auto ya = rowCentre(m_a, link.rowA);
            const auto yb = rowCentre(m_b, link.rowB);
            if (link.rowA >= 0 && link.rowB >= 0) {
                if (!ya && !yb)
                    continue;
                if (below(link.rowA) || below(link.rowB)) {
                    // The other side has it below the rows drawn: a short stub that points
                    // down, not a line across (a hundred of them made a black bundle).
                    const bool fromA = !below(link.rowA);
                    const auto y = fromA ? ya : yb;
                    if (!y)
                        continue;
                    const double x0 = fromA ? 0.0 : w;
                    const double x1 = fromA ? w * 0.25 : w * 0.75;
                    painter.drawLine(QPointF(x0, *y), QPointF(x1, *y));
                    const double c = 3 * zoom;
                    painter.setPen(QPen(color, 1.5 * zoom));
                    painter.drawPolyline(
                        QPolygonF {QPointF(x1 - c, *y), QPointF(x1, *y + c), QPointF(x1 + c, *y)});
                    continue;
                }
                // A row scrolled out of sight: the line leaves through the top or bottom.
                auto edge = [this](QTableView *view, int row) {
                    const QRect r = view->visualRect(view->model()->index(row, 0));
                    return r.center().y() < 0 ? 0.0 : double(height());
                };
                const double y0 = ya ? *ya : edge(m_a, link.rowA);
                const double y1 = yb ? *yb : edge(m_b, link.rowB);
                QPainterPath path({0.0, y0});
                path.cubicTo(w * 0.45, y0, w * 0.55, y1, w, y1);
                painter.drawPath(path);
            } else {
                // Retrieved by one side only: a stub ending in a cross.
                const bool fromA = link.rowA >= 0;
                const auto y = fromA ? ya : yb;
                if (!y)
                    continue;
                const double x0 = fromA ? 0.0 : w;
                const double x1 = fromA ? w * 0.3 : w * 0.7;
                painter.drawLine(QPointF(x0, *y), QPointF(x1, *y));
                const double c = 4 * zoom;
                QPen cross(color, 2 * zoom);
                painter.setPen(cross);
                painter.drawLine(QPointF(x1 - c, *y - c), QPointF(x1 + c, *y + c));
                painter.drawLine(QPointF(x1 - c, *y + c), QPointF(x1 + c, *y - c));
            }
        }
    }
}
