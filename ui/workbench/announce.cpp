#include "announce.h"

#include <QAccessible>
#include <QApplication>
#include <QLabel>
#include <QWidget>

namespace Announce {

namespace {

const QString liveName = QStringLiteral("a11yAnnouncement");

QString &last()
{
    static QString text;
    return text;
}

} // namespace

QLabel *liveLabel(QWidget *window)
{
    if (!window)
        return nullptr;
    window = window->window();
    auto *label = window->findChild<QLabel *>(liveName, Qt::FindDirectChildrenOnly);
    if (label)
        return label;
    label = new QLabel(window);
    label->setObjectName(liveName);
    label->setTextFormat(Qt::PlainText);
    // Read by its name, the text announced last; the description says what it is.
    label->setAccessibleName(QApplication::translate("Announce", "No announcement yet"));
    label->setAccessibleDescription(QApplication::translate("Announce", "Announcement"));
    // Shown (a hidden widget is not in the accessibility tree) but one pixel large, under the
    // window's other widgets: for a screen reader, not for the eye.
    label->setGeometry(0, 0, 1, 1);
    label->setAttribute(Qt::WA_TransparentForMouseEvents);
    label->setFocusPolicy(Qt::NoFocus);
    label->lower();
    label->show();
    return label;
}

QString lastAnnouncement()
{
    return last();
}

void announce(QWidget *source, const QString &text)
{
    if (text.isEmpty())
        return;
    last() = text;
    QWidget *window = source ? source->window() : QApplication::activeWindow();
    QLabel *label = liveLabel(window);
    if (label) {
        // Its name only: a new text would ask the window for a new layout (QLabel::setText
        // → updateGeometry) at every step, and the table, resized, lost its current cell.
        label->setAccessibleName(text);
        label->lower();
    }
    if (!QAccessible::isActive())
        return;
    if (label) {
        QAccessibleEvent name(label, QAccessible::NameChanged);
        QAccessible::updateAccessibility(&name);
        QAccessibleEvent alert(label, QAccessible::Alert);
        QAccessible::updateAccessibility(&alert);
    }
    if (source && source != label) {
        QAccessibleEvent changed(source, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&changed);
    }
}

} // namespace Announce
