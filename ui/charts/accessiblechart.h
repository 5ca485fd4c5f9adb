#pragma once

// What a chart gives a screen reader and the keyboard (issue 24), as a second base of every
// chart widget (ChartView and so the workbench's and the comparison's charts, SwapHeatmap, the
// Evaluate runs charts, the class's DistributionChart):
//   - an accessibility interface of role Chart (installed once through a QAccessible factory):
//     a name ("Running DCG against the ideal, positions 1 to 5"), a description that states
//     what the picture shows with its current values ("DCG rises from 7.000 to 12.031; …"),
//     and one child per point (ListItem) or per cell (Cell, the swap heat map) named with its
//     values ("Position 3: DCG 9.262, ideal 11.131"); a hidden value reads "hidden", one a
//     step-through has not reached "not computed yet";
//   - keyboard exploration: ←/→ move from point to point, ↑/↓ between the series (or the heat
//     map's rows), Home/End to the ends, Enter does what a click on the point does; each move
//     raises a Focus event on the point's child, so a reader announces it. The keys are taken
//     through ShortcutOverride, so the window's arrow shortcuts (step-through's →) do not take
//     them from a focused chart;
//   - a focus frame and a ring round the current point while the chart has the focus.
// The widget tells it when what it shows changed (accessibleChartChanged()): the chart raises
// NameChanged and DescriptionChanged then, only while accessibility is active (a reader, or a
// test, is listening), so that a chart nobody reads computes no sentence.

#include <QAccessible>
#include <QCoreApplication>
#include <QHash>
#include <QObject>
#include <QRect>
#include <QString>

class QEvent;
class QKeyEvent;
class QPainter;
class QWidget;

class AccessibleChart
{
    Q_DECLARE_TR_FUNCTIONS(AccessibleChart)
public:
    explicit AccessibleChart(QWidget *widget);
    virtual ~AccessibleChart();
    AccessibleChart(const AccessibleChart &) = delete;
    AccessibleChart &operator=(const AccessibleChart &) = delete;

    QWidget *chartWidget() const { return m_widget; }

    // The chart's name and description for a reader (translated, current). (Not pure: a reader
    // may ask while the widget is still being built.)
    virtual QString chartName() const { return {}; }
    virtual QString chartDescription() const { return {}; }
    // The points in the order ←/→ walks them, and the series ↑/↓ moves between.
    virtual int pointCount() const { return 0; }
    virtual int seriesCount() const { return 1; }
    // A point's name; `series` is the series the reader is on: its value is named first.
    virtual QString pointName(int point, int series) const;
    // Where the point of `series` is drawn, in the coordinates of chartSurface(); empty: nowhere.
    virtual QRect pointRect(int point, int series) const;
    // Enter on a point: what a click on it does (nothing by default).
    virtual void activatePoint(int point, int series);
    // Cells (one child per point and series: the heat map) or list items (one child per point,
    // naming the values of every series).
    virtual bool childPerSeries() const { return false; }
    // The widget the points are drawn on (a QChartView's viewport).
    virtual QWidget *chartSurface() const { return m_widget; }

    // The point the keyboard is on (-1: none yet) and its series.
    int currentPoint() const { return m_point; }
    int currentSeries() const { return m_series; }
    // Moves the keyboard's point (clamped); raises Focus on its child when the chart has the
    // focus.
    void setCurrentPoint(int point, int series);
    // The children: one per point, or one per point and series (childPerSeries()).
    int accessibleChildCount() const;
    int childIndex(int point, int series) const;
    // The child's accessibility interface (created on demand, owned by the chart).
    QAccessibleInterface *pointInterface(int index) const;
    // The keys a chart takes while it has the focus (no modifier): arrows, Home, End, Enter.
    static bool isChartKey(const QKeyEvent *event);

    // The words of a value a reader does not get: hidden (predict, then reveal), or not reached
    // yet by the step-through.
    static QString hiddenText() { return tr("hidden"); }
    static QString notComputedText() { return tr("not computed yet"); }
    // "Position 3: DCG 9.262, ideal 11.131": `head`, then the values, the one of series `first`
    // first.
    static QString pointText(const QString &head, const QStringList &values, int first = 0);

    // The chart's accessibility interface registers here, so that a chart destroyed before it
    // (the interface goes with the QObject, after this base) detaches it: it reads nothing of a
    // chart that is gone.
    class Interface
    {
    public:
        virtual ~Interface() = default;
        virtual void detach() = 0;
    };
    void setInterface(Interface *iface) { m_interface = iface; }

protected:
    // After the data, the step, the hidden values or the language changed: NameChanged and
    // DescriptionChanged when they did (while accessibility is active), the ring moved.
    void accessibleChartChanged();
    // After a key moved the keyboard's point (not after Enter): the heat map previews the cell.
    virtual void keyboardPointMoved() { }
    // Paints the focus frame round `frame` and the ring round the current point, on
    // chartSurface(), while the widget has the focus.
    void paintChartFocus(QPainter &painter, const QRect &frame) const;
    // The point the keyboard starts from when none is current (0: the first).
    virtual int initialPoint() const { return 0; }
    // Repaints what paintChartFocus() draws.
    virtual void updateChartFocus();

private:
    // The widget's keys and focus, through an event filter on it (no widget forwards them):
    // the chart's keys are taken from the window's shortcuts (ShortcutOverride) and handled
    // before the widget's own keyPressEvent(); a focus change repaints the frame and the ring.
    class EventFilter;
    bool filterEvent(QEvent *event);
    // True when the key was a chart's (the event accepted).
    bool chartKeyPress(QKeyEvent *event);
    void ensureInterface() const;
    void dropChildrenFrom(int index) const;

    QWidget *m_widget;
    QObject *m_filter = nullptr; // deleted first: no event reaches a chart half destroyed
    Interface *m_interface = nullptr;
    int m_point = -1;
    int m_series = 0;
    QString m_sentName;
    QString m_sentDescription;
    mutable QHash<int, QAccessible::Id> m_children;
};
