#pragma once

// Announcements for a screen reader: a step's narration, a reveal, a refused edit, a finished
// long task. announce() puts the text on the window's live label (an accessible label one pixel
// large, under the other widgets, whose accessible name is the text) and raises the events a
// reader listens to: NameChanged and Alert on the live label, DescriptionChanged on `source`,
// the element that changed. Events go out only while an assistive technology is active
// (QAccessible::isActive()); the live label's text is kept either way.

#include <QString>

class QLabel;
class QWidget;

namespace Announce {

// `source`: the widget whose content changed (its window holds the live label); nullptr: the
// active window's. An empty text announces nothing.
void announce(QWidget *source, const QString &text);

// The live label of `window` (created on first use), for tests.
QLabel *liveLabel(QWidget *window);

// The last text announced in any window (for tests).
QString lastAnnouncement();

} // namespace Announce

using Announce::announce;
