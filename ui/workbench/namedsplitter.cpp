#include "namedsplitter.h"

#include <QChildEvent>
#include <QEvent>
#include <QSplitterHandle>

NamedSplitter::NamedSplitter(QWidget *parent)
    : QSplitter(parent)
{ }

NamedSplitter::NamedSplitter(Qt::Orientation orientation, QWidget *parent)
    : QSplitter(orientation, parent)
{ }

void NamedSplitter::setHandleNames(std::function<QStringList()> names)
{
    m_names = std::move(names);
    applyNames();
}

QStringList NamedSplitter::handleNames() const
{
    QStringList names;
    for (int i = 1; i < count(); ++i)
        names << handle(i)->accessibleName();
    return names;
}

void NamedSplitter::applyNames()
{
    if (!m_names)
        return;
    const QStringList names = m_names();
    if (names.isEmpty())
        return;
    // Handle 0 (before the first widget) is never shown.
    for (int i = 1; i < count(); ++i) {
        QSplitterHandle *h = handle(i);
        const QString name = names.value(i - 1, names.last());
        if (h && h->accessibleName() != name)
            h->setAccessibleName(name);
    }
}

void NamedSplitter::childEvent(QChildEvent *event)
{
    QSplitter::childEvent(event);
    // A widget added (its handle with it): a ChildPolished comes once it is in the list.
    if (event->type() == QEvent::ChildPolished || event->type() == QEvent::ChildAdded)
        applyNames();
}

void NamedSplitter::changeEvent(QEvent *event)
{
    QSplitter::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        applyNames();
}
