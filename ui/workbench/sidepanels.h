#pragma once

// The window's side panels: What-if swaps (F7), the Convention explorer (F8) and Compare with the
// text (Ctrl+Shift+T) live in one tab area at the right of the window, in the main window's dock
// layout, which the workbench shrinks around (and reflows in): a panel never floats over the
// card, the table or the formula. Each panel's shortcut toggles it: closed → open in front;
// open behind another panel's tab → in front; in front → closed. A panel's content scrolls
// rather than ask the window for more room than the screen has.

#include <QSize>

class QAction;
class QDockWidget;
class QMainWindow;
class QObject;
class QWidget;

namespace SidePanels {

// Puts `content` into `dock` (scrolling when it needs more room than the dock has) and docks it
// at the right of `window`, tabbed with the side panels already there. It cannot float. The dock
// keeps readableWidth() as its minimum, after every change of the content's font and of the
// window's width.
void dock(QMainWindow *window, QDockWidget *dock, QWidget *content);

// The least width of a side panel: 22 em of its content's font (its text wraps into lines that
// read), at most 40% of its window's width (the workbench keeps the rest). A panel never
// collapses below it, not even while the workbench asks for more room (a preview's longer
// line): the room comes from elsewhere or the workbench scrolls.
int readableWidth(const QDockWidget *dock);

// True when `content` is in a dock that is closed, or (in a shown window) behind another
// panel's tab: a closed panel computes nothing and shows nothing (a screen reader would find
// stale numbers in it); it computes from the current document when it is shown.
bool isClosed(const QWidget *content);

// True when `dock` is open and its tab is the one shown.
bool isInFront(const QDockWidget *dock);

// Opens `dock` in front, giving it about `preferredWidth` pixels (at most 45% of the window).
void open(QMainWindow *window, QDockWidget *dock, int preferredWidth);

// The toggle of the panel's shortcut, as described above. Returns true when it is open after.
bool toggle(QMainWindow *window, QDockWidget *dock, int preferredWidth);

// `width` pixels at 100 %, times the interface scale (InterfaceScale::px()).
int scaled(const QDockWidget *dock, int width);

// A checkable action (checked while the panel is open) whose trigger toggles the panel.
// `preferredWidth` is called at each opening (it follows the interface scale).
QAction *toggleAction(
    QMainWindow *window, QDockWidget *dock, QObject *parent, int (*preferredWidth)(QDockWidget *));

} // namespace SidePanels
