#pragma once

// A QSplitter whose handles have accessible names ("Resize the table and the charts"), so a
// screen reader says what a handle resizes rather than "splitter handle". The names come from a
// function, asked again at a switch of language and whenever a handle is added.

#include <QSplitter>

#include <functional>

class NamedSplitter : public QSplitter
{
    Q_OBJECT
public:
    explicit NamedSplitter(QWidget *parent = nullptr);
    explicit NamedSplitter(Qt::Orientation orientation, QWidget *parent = nullptr);

    // names()[i - 1] names handle i (the one before widget i); the last name serves the handles
    // past the list's end. Called again at a switch of language: return tr()'d texts.
    void setHandleNames(std::function<QStringList()> names);
    // The names the handles have now, handle 1 first (for tests).
    QStringList handleNames() const;

protected:
    void childEvent(QChildEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void applyNames();

    std::function<QStringList()> m_names;
};
