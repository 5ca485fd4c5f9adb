#include "accessiblechart.h"

#include <QAccessibleWidget>
#include <QApplication>
#include <QKeyEvent>
#include <QPainter>
#include <QPointer>
#include <QWidget>
#include <QWindow>

#include <algorithm>
#include <limits>

namespace {

// A reader walks every child of the tree it is given: a heat map of 2,000 positions would be
// four million cells. Past this many, the children exist for the keyboard's point only.
constexpr int maxListedChildren = 4096;

// One point (or one cell) of a chart: no QObject of its own, its texts read from the chart.
class ChartPointInterface : public QAccessibleInterface
{
public:
    ChartPointInterface(QWidget *widget, AccessibleChart *chart, int index)
        : m_widget(widget)
        , m_chart(chart)
        , m_index(index)
    { }

    int index() const { return m_index; }
    const AccessibleChart *chart() const { return m_widget ? m_chart : nullptr; }

    bool isValid() const override { return m_widget && m_index < total(); }
    QObject *object() const override { return nullptr; }
    QWindow *window() const override
    {
        return m_widget ? m_widget->window()->windowHandle() : nullptr;
    }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QAccessibleInterface *parent() const override
    {
        return m_widget ? QAccessible::queryAccessibleInterface(m_widget) : nullptr;
    }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QString text(QAccessible::Text t) const override
    {
        if (t != QAccessible::Name || !isValid())
            return {};
        const auto [point, series] = pointOf();
        return m_chart->pointName(point, series);
    }
    void setText(QAccessible::Text, const QString &) override { }
    QRect rect() const override
    {
        if (!isValid())
            return {};
        const auto [point, series] = pointOf();
        const QRect r = m_chart->pointRect(point, series);
        QWidget *surface = m_chart->chartSurface();
        return r.isEmpty() ? QRect() : QRect(surface->mapToGlobal(r.topLeft()), r.size());
    }
    QAccessible::Role role() const override
    {
        return m_widget && m_chart->childPerSeries() ? QAccessible::Cell : QAccessible::ListItem;
    }
    QAccessible::State state() const override
    {
        QAccessible::State s;
        if (!isValid()) {
            s.invalid = true;
            return s;
        }
        const auto [point, series] = pointOf();
        const bool current = point == m_chart->currentPoint()
            && (!m_chart->childPerSeries() || series == m_chart->currentSeries());
        s.focusable = true;
        s.selectable = true;
        s.selected = current;
        s.focused = current && m_widget->hasFocus();
        s.invisible = !m_widget->isVisible();
        return s;
    }

private:
    int total() const
    {
        return m_chart->pointCount() * (m_chart->childPerSeries() ? m_chart->seriesCount() : 1);
    }
    // The point and series of the child: a list item names the keyboard's series first.
    std::pair<int, int> pointOf() const
    {
        const int points = std::max(1, m_chart->pointCount());
        if (m_chart->childPerSeries())
            return {m_index % points, m_index / points};
        const bool current = m_index == m_chart->currentPoint();
        return {m_index, current ? m_chart->currentSeries() : 0};
    }

    QPointer<QWidget> m_widget;
    AccessibleChart *m_chart;
    int m_index;
};

// The chart itself: role Chart, its name and description from the widget, its points as
// children (instead of the widget's child widgets: a chart view's viewport). Once the chart is
// destroyed (its AccessibleChart part goes before the QWidget) it answers as a plain widget.
class ChartInterface : public QAccessibleWidget, public AccessibleChart::Interface
{
public:
    ChartInterface(QWidget *widget, AccessibleChart *chart)
        : QAccessibleWidget(widget, QAccessible::Chart)
        , m_chart(chart)
    {
        m_chart->setInterface(this);
    }
    ~ChartInterface() override
    {
        if (m_chart)
            m_chart->setInterface(nullptr);
    }
    void detach() override { m_chart = nullptr; }

    QString text(QAccessible::Text t) const override
    {
        if (m_chart && t == QAccessible::Name)
            return m_chart->chartName();
        if (m_chart && t == QAccessible::Description)
            return m_chart->chartDescription();
        return QAccessibleWidget::text(t);
    }
    int childCount() const override { return m_chart ? m_chart->accessibleChildCount() : 0; }
    QAccessibleInterface *child(int index) const override
    {
        return index >= 0 && index < childCount() ? m_chart->pointInterface(index) : nullptr;
    }
    int indexOfChild(const QAccessibleInterface *child) const override
    {
        const auto *point = dynamic_cast<const ChartPointInterface *>(child);
        return m_chart && point && point->chart() == m_chart && point->index() < childCount()
            ? point->index()
            : -1;
    }
    QAccessibleInterface *childAt(int x, int y) const override
    {
        if (!m_chart)
            return nullptr;
        const QPoint at = m_chart->chartSurface()->mapFromGlobal(QPoint(x, y));
        const int points = m_chart->pointCount();
        const int series = m_chart->childPerSeries() ? m_chart->seriesCount() : 1;
        for (int s = 0; s < series; ++s) {
            for (int p = 0; p < points; ++p) {
                const int index = m_chart->childIndex(p, s);
                if (index >= childCount())
                    return nullptr; // the children listed end here
                if (m_chart->pointRect(p, s).contains(at))
                    return m_chart->pointInterface(index);
            }
        }
        return nullptr;
    }
    QAccessibleInterface *focusChild() const override
    {
        if (m_chart && widget()->hasFocus() && m_chart->currentPoint() >= 0) {
            const int index
                = m_chart->childIndex(m_chart->currentPoint(), m_chart->currentSeries());
            if (index >= 0)
                return m_chart->pointInterface(index);
        }
        return QAccessibleWidget::focusChild();
    }

private:
    AccessibleChart *m_chart;
};

QAccessibleInterface *chartFactory(const QString &, QObject *object)
{
    if (!object || !object->isWidgetType())
        return nullptr;
    auto *widget = static_cast<QWidget *>(object);
    if (auto *chart = dynamic_cast<AccessibleChart *>(widget))
        return new ChartInterface(widget, chart);
    return nullptr;
}

} // namespace

class AccessibleChart::EventFilter : public QObject
{
public:
    EventFilter(AccessibleChart *chart, QWidget *widget)
        : QObject(widget)
        , m_chart(chart)
    { }

protected:
    bool eventFilter(QObject *, QEvent *event) override { return m_chart->filterEvent(event); }

private:
    AccessibleChart *m_chart;
};

AccessibleChart::AccessibleChart(QWidget *widget)
    : m_widget(widget)
{
    static const bool installed = [] {
        QAccessible::installFactory(chartFactory);
        return true;
    }();
    Q_UNUSED(installed)
    m_widget->setFocusPolicy(Qt::StrongFocus);
    m_filter = new EventFilter(this, widget);
    m_widget->installEventFilter(m_filter);
}

AccessibleChart::~AccessibleChart()
{
    delete m_filter;
    if (m_interface)
        m_interface->detach();
    dropChildrenFrom(0);
}

void AccessibleChart::dropChildrenFrom(int index) const
{
    for (auto it = m_children.begin(); it != m_children.end();) {
        if (it.key() >= index) {
            QAccessible::deleteAccessibleInterface(it.value());
            it = m_children.erase(it);
        } else {
            ++it;
        }
    }
}

int AccessibleChart::accessibleChildCount() const
{
    const qint64 all = qint64(pointCount()) * (childPerSeries() ? seriesCount() : 1);
    return int(std::min<qint64>(all, maxListedChildren));
}

int AccessibleChart::childIndex(int point, int series) const
{
    if (point < 0 || point >= pointCount())
        return -1;
    return childPerSeries() ? series * pointCount() + point : point;
}

QAccessibleInterface *AccessibleChart::pointInterface(int index) const
{
    const qint64 all = qint64(pointCount()) * (childPerSeries() ? seriesCount() : 1);
    if (index < 0 || index >= all)
        return nullptr;
    const auto it = m_children.constFind(index);
    if (it != m_children.cend()) {
        if (QAccessibleInterface *iface = QAccessible::accessibleInterface(*it))
            return iface;
    }
    auto *iface = new ChartPointInterface(m_widget, const_cast<AccessibleChart *>(this), index);
    m_children.insert(index, QAccessible::registerAccessibleInterface(iface));
    return iface;
}

void AccessibleChart::ensureInterface() const
{
    // An interface asked for while the widget was still being built (an event of a base class's
    // constructor) is the plain widget's: replaced by the chart's.
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(m_widget);
    if (iface && iface->role() != QAccessible::Chart)
        QAccessible::deleteAccessibleInterface(QAccessible::uniqueId(iface));
}

void AccessibleChart::activatePoint(int, int) { }

QString AccessibleChart::pointName(int, int) const
{
    return {};
}

QRect AccessibleChart::pointRect(int, int) const
{
    return {};
}

QString AccessibleChart::pointText(const QString &head, const QStringList &values, int first)
{
    QStringList ordered = values;
    if (first > 0 && first < ordered.size())
        ordered.prepend(ordered.takeAt(first));
    return tr("%1: %2").arg(head, ordered.join(tr(", ")));
}

bool AccessibleChart::isChartKey(const QKeyEvent *event)
{
    if ((event->modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier)
        return false;
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Home:
    case Qt::Key_End:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        return true;
    default:
        return false;
    }
}

void AccessibleChart::setCurrentPoint(int point, int series)
{
    const int count = pointCount();
    if (count <= 0)
        return;
    m_point = std::clamp(point, 0, count - 1);
    m_series = std::clamp(series, 0, std::max(0, seriesCount() - 1));
    updateChartFocus();
    if (m_widget->hasFocus() && QAccessible::isActive()) {
        ensureInterface();
        if (QAccessibleInterface *child = pointInterface(childIndex(m_point, m_series))) {
            QAccessibleEvent event(child, QAccessible::Focus);
            QAccessible::updateAccessibility(&event);
        }
    }
}

bool AccessibleChart::chartKeyPress(QKeyEvent *event)
{
    const int count = pointCount();
    if (!isChartKey(event) || count <= 0)
        return false;
    event->accept();
    const int key = event->key();
    if (key == Qt::Key_Return || key == Qt::Key_Enter) {
        if (m_point < 0)
            setCurrentPoint(initialPoint(), 0);
        activatePoint(m_point, m_series);
        return true;
    }
    // The first key lands on the starting point (Home: on the first, End: on the last).
    if (m_point < 0) {
        setCurrentPoint(key == Qt::Key_End ? count - 1
                : key == Qt::Key_Home      ? 0
                                           : initialPoint(),
            0);
        keyboardPointMoved();
        return true;
    }
    int point = m_point;
    int series = m_series;
    switch (key) {
    case Qt::Key_Left:
        --point;
        break;
    case Qt::Key_Right:
        ++point;
        break;
    case Qt::Key_Up:
        --series;
        break;
    case Qt::Key_Down:
        ++series;
        break;
    case Qt::Key_Home:
        point = 0;
        break;
    case Qt::Key_End:
        point = count - 1;
        break;
    default:
        break;
    }
    setCurrentPoint(point, series);
    keyboardPointMoved();
    return true;
}

bool AccessibleChart::filterEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::ShortcutOverride: {
        // The chart's keys before the window's shortcuts (step-through's →).
        auto *key = static_cast<QKeyEvent *>(event);
        if (!isChartKey(key) || pointCount() <= 0)
            return false;
        key->accept();
        return true;
    }
    case QEvent::KeyPress:
        return chartKeyPress(static_cast<QKeyEvent *>(event));
    case QEvent::FocusIn:
    case QEvent::FocusOut:
        updateChartFocus();
        return false;
    default:
        return false;
    }
}

void AccessibleChart::updateChartFocus()
{
    chartSurface()->update();
}

void AccessibleChart::paintChartFocus(QPainter &painter, const QRect &frame) const
{
    if (!m_widget->hasFocus())
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(Qt::NoBrush);
    const QPalette &palette = m_widget->palette();
    painter.setPen(QPen(palette.color(QPalette::Highlight), 2));
    painter.drawRect(QRectF(frame).adjusted(1, 1, -1, -1));
    if (m_point >= 0) {
        const QRect r = pointRect(m_point, m_series);
        if (!r.isEmpty()) {
            // A light ring under a dark one: seen on a bar of any colour.
            const QRectF ring = QRectF(r).adjusted(-4, -4, 4, 4);
            painter.setPen(QPen(palette.color(QPalette::Base), 5));
            painter.drawEllipse(ring);
            painter.setPen(QPen(palette.color(QPalette::WindowText), 2.5));
            painter.drawEllipse(ring);
        }
    }
    painter.restore();
}

void AccessibleChart::accessibleChartChanged()
{
    const int count = pointCount();
    if (m_point >= count)
        m_point = count - 1;
    m_series = std::clamp(m_series, 0, std::max(0, seriesCount() - 1));
    if (m_point >= 0)
        updateChartFocus();
    if (!QAccessible::isActive())
        return;
    ensureInterface();
    dropChildrenFrom(int(std::min<qint64>(
        qint64(count) * (childPerSeries() ? seriesCount() : 1), std::numeric_limits<int>::max())));
    const QString name = chartName();
    if (name != m_sentName) {
        m_sentName = name;
        QAccessibleEvent event(m_widget, QAccessible::NameChanged);
        QAccessible::updateAccessibility(&event);
    }
    const QString description = chartDescription();
    if (description != m_sentDescription) {
        m_sentDescription = description;
        QAccessibleEvent event(m_widget, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&event);
    }
}
