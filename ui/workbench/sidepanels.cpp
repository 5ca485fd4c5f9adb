#include "sidepanels.h"

#include "style/interfacescale.h"

#include <QAction>
#include <QCoreApplication>
#include <QDockWidget>
#include <QEvent>
#include <QFrame>
#include <QMainWindow>
#include <QScrollArea>
#include <QShowEvent>

#include <algorithm>

namespace SidePanels {

namespace {

const QWidget *contentOf(const QDockWidget *dock)
{
    const auto *scroll = qobject_cast<const QScrollArea *>(dock->widget());
    return scroll && scroll->widget() ? scroll->widget() : dock->widget();
}

// Keeps a dock's minimum width at readableWidth(): after a change of its content's font (the
// interface scale, presenter zoom) and of its window's width.
class ReadableWidth : public QObject
{
public:
    ReadableWidth(QDockWidget *dock, QWidget *window, QWidget *content)
        : QObject(dock)
        , m_dock(dock)
    {
        window->installEventFilter(this);
        content->installEventFilter(this);
        update();
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Resize || event->type() == QEvent::FontChange)
            update();
        return QObject::eventFilter(watched, event);
    }

private:
    void update() { m_dock->setMinimumWidth(readableWidth(m_dock)); }

    QDockWidget *m_dock;
};

// A dock opened while its window is not shown yet gets no show event for its content (the
// content becomes visible with the window): the content is told now, as if it were shown, so
// that it computes what it left undone while closed (isClosed()).
class OpenedWhileHidden : public QObject
{
public:
    OpenedWhileHidden(QDockWidget *dock, QWidget *content)
        : QObject(dock)
        , m_content(content)
    {
        dock->installEventFilter(this);
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::ShowToParent) {
            auto *dock = static_cast<QWidget *>(watched);
            if (dock->parentWidget() && !dock->parentWidget()->isVisible()) {
                QShowEvent show;
                QCoreApplication::sendEvent(m_content, &show);
            }
        }
        return QObject::eventFilter(watched, event);
    }

private:
    QWidget *m_content;
};

} // namespace

bool isClosed(const QWidget *content)
{
    const QWidget *w = content;
    while (w && !qobject_cast<const QDockWidget *>(w))
        w = w->parentWidget();
    const auto *dock = static_cast<const QDockWidget *>(w);
    if (!dock)
        return false; // not in a dock: shown on its own
    if (dock->isHidden())
        return true;
    const QWidget *window = dock->parentWidget();
    // In a shown window: behind another panel's tab is closed too.
    return window && window->isVisible() && !content->isVisible();
}

int readableWidth(const QDockWidget *dock)
{
    const QWidget *content = contentOf(dock);
    const QWidget *window = dock->parentWidget();
    const int em = QFontInfo(content ? content->font() : dock->font()).pixelSize();
    const int share = window ? window->width() * 40 / 100 : 22 * em;
    return std::max(0, std::min(22 * em, share));
}

void dock(QMainWindow *window, QDockWidget *dock, QWidget *content)
{
    auto *scroll = new QScrollArea(dock);
    scroll->setObjectName(dock->objectName() + QStringLiteral("Scroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(content);
    dock->setWidget(scroll);
    dock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    dock->setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea);
    dock->setFloating(false);
    // Tabbed with the first side panel already docked at the right.
    QDockWidget *first = nullptr;
    const QList<QDockWidget *> docks = window->findChildren<QDockWidget *>();
    for (QDockWidget *other : docks) {
        if (other != dock && other->parentWidget() == window
            && window->dockWidgetArea(other) == Qt::RightDockWidgetArea
            && other->allowedAreas() == dock->allowedAreas()) {
            first = other;
            break;
        }
    }
    window->addDockWidget(Qt::RightDockWidgetArea, dock);
    if (first)
        window->tabifyDockWidget(first, dock);
    new ReadableWidth(dock, window, content);
    new OpenedWhileHidden(dock, content);
    dock->hide();
}

int scaled(const QDockWidget *, int width)
{
    return InterfaceScale::px(width);
}

bool isInFront(const QDockWidget *dock)
{
    // A panel behind another panel's tab is hidden by the dock layout, not closed by the user:
    // its toggle action stays checked.
    return !dock->isHidden() && dock->isVisibleTo(dock->parentWidget())
        && !dock->visibleRegion().isEmpty();
}

void open(QMainWindow *window, QDockWidget *dock, int preferredWidth)
{
    const bool wasOpen = !dock->isHidden();
    dock->show();
    dock->raise(); // selects its tab
    if (wasOpen)
        return;
    // Wide enough to read, never more than 45% of the window: the workbench keeps the rest.
    const int width = std::clamp(preferredWidth, std::min(280, window->width() / 3),
        std::max(280, window->width() * 45 / 100));
    window->resizeDocks({dock}, {width}, Qt::Horizontal);
}

bool toggle(QMainWindow *window, QDockWidget *dock, int preferredWidth)
{
    if (!dock->isHidden() && (isInFront(dock) || !window->isVisible())) {
        dock->hide();
        return false;
    }
    open(window, dock, preferredWidth);
    return true;
}

QAction *toggleAction(
    QMainWindow *window, QDockWidget *dock, QObject *parent, int (*preferredWidth)(QDockWidget *))
{
    auto *action = new QAction(parent);
    action->setCheckable(true);
    QObject::connect(action, &QAction::triggered, dock, [window, dock, action, preferredWidth] {
        action->setChecked(toggle(window, dock, preferredWidth(dock)));
    });
    // Closed by its title bar's button, or opened by code: the check mark follows.
    QObject::connect(dock, &QDockWidget::visibilityChanged, action,
        [dock, action] { action->setChecked(!dock->isHidden()); });
    return action;
}

} // namespace SidePanels
