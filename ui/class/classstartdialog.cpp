#include "classstartdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

ClassStartDialog::ClassStartDialog(
    const QList<Ndcg::Class::NetworkChoice> &choices, QWidget *parent)
    : QDialog(parent)
    , m_choices(choices)
{
    setObjectName(QStringLiteral("classStartDialog"));
    setWindowTitle(tr("Let the class answer"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Students answer the lesson's questions on their phones or "
                                "laptops, in a browser: no install, no account. The app serves "
                                "the page on the network you pick, only while the class is on."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *form = new QFormLayout;
    m_interfaces = new QComboBox(this);
    m_interfaces->setObjectName(QStringLiteral("classInterfaces"));
    int preselected = 0;
    for (int i = 0; i < m_choices.size(); ++i) {
        const Ndcg::Class::NetworkChoice &c = m_choices[i];
        m_interfaces->addItem(c.loopback
                ? tr("%1 (for a demo: only this computer can join)").arg(c.label)
                : c.defaultRoute ? tr("%1 (the default route)").arg(c.label)
                                 : c.label);
        if (c.defaultRoute && preselected == 0 && !m_choices[preselected].defaultRoute)
            preselected = i;
    }
    m_interfaces->setCurrentIndex(preselected);
    form->addRow(tr("&Network:"), m_interfaces);
    m_nicknames = new QCheckBox(tr("Ask for nic&knames (otherwise answers are anonymous)"), this);
    m_nicknames->setObjectName(QStringLiteral("classNicknames"));
    form->addRow(QString(), m_nicknames);
    layout->addLayout(form);
    m_note = new QLabel(tr("Nothing is written to disk unless you export the answers (Lesson ▸ "
                           "Export class answers)."),
        this);
    m_note->setWordWrap(true);
    layout->addWidget(m_note);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

Ndcg::Class::ClassServer::Options ClassStartDialog::options() const
{
    Ndcg::Class::ClassServer::Options options;
    const int index = m_interfaces->currentIndex();
    if (index >= 0 && index < m_choices.size())
        options.address = m_choices[index].address;
    options.nicknames = m_nicknames->isChecked();
    return options;
}

std::optional<Ndcg::Class::ClassServer::Options> ClassStartDialog::ask(QWidget *parent)
{
    const QList<Ndcg::Class::NetworkChoice> choices = Ndcg::Class::networkChoices();
    if (choices.isEmpty()) {
        QMessageBox::warning(parent, tr("Let the class answer"),
            tr("No network interface is up: the class cannot join."));
        return std::nullopt;
    }
    ClassStartDialog dialog(choices, parent);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.options();
}
