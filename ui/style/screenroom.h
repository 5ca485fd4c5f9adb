#pragma once

// A dialog that sizes itself to its content (Practice, Which convention) within its screen: the
// room it may take, and keeping it on the screen after a resize.

#include <QRect>
#include <QScreen>
#include <QSize>
#include <QWidget>

#include <algorithm>

namespace ScreenRoom {

// The free area of the dialog's screen (its parent's, when it has one).
inline QRect available(const QWidget *dialog)
{
    const QWidget *parent = dialog->parentWidget();
    const QScreen *screen = parent ? parent->screen() : dialog->screen();
    return screen ? screen->availableGeometry() : QRect(0, 0, 1024, 768);
}

// The largest size the dialog may take: the free area less a twentieth for the window manager's
// frame.
inline QSize room(const QWidget *dialog)
{
    const QRect area = available(dialog);
    return {area.width() * 19 / 20, area.height() * 19 / 20};
}

// Moves a shown dialog back within its screen (a larger font may have pushed it over an edge).
inline void keepOnScreen(QWidget *dialog)
{
    if (!dialog->isVisible())
        return;
    const QRect area = available(dialog);
    QRect frame = dialog->frameGeometry();
    frame.moveRight(std::min(frame.right(), area.right()));
    frame.moveBottom(std::min(frame.bottom(), area.bottom()));
    frame.moveLeft(std::max(frame.left(), area.left()));
    frame.moveTop(std::max(frame.top(), area.top()));
    dialog->move(frame.topLeft());
}

} // namespace ScreenRoom
