#pragma once

// Lesson ▸ Let the class answer… (issue 23): where the class session listens and whether it asks
// for nicknames. The network interfaces come from networkChoices(): the one of the default
// route first and preselected, loopback last ("for a demo": only this computer can join).

#include "classserver.h" // class/: the server library

#include <QDialog>
#include <QList>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;

class ClassStartDialog : public QDialog
{
    Q_OBJECT
public:
    ClassStartDialog(const QList<Ndcg::Class::NetworkChoice> &choices, QWidget *parent = nullptr);

    // The options chosen (the address of the interface picked, nicknames).
    Ndcg::Class::ClassServer::Options options() const;
    QComboBox *interfaces() const { return m_interfaces; }
    QCheckBox *nicknames() const { return m_nicknames; }

    // Shows the dialog over `parent` with the machine's interfaces: the options, or nullopt
    // when cancelled (or no interface is up, which it says).
    static std::optional<Ndcg::Class::ClassServer::Options> ask(QWidget *parent);

private:
    QList<Ndcg::Class::NetworkChoice> m_choices;
    QComboBox *m_interfaces = nullptr;
    QCheckBox *m_nicknames = nullptr;
    QLabel *m_note = nullptr;
};
