#pragma once

// "NDCG Explorer closed without saving. Recover the unsaved work?" — shown once at startup
// when recovery copies of a crashed, killed or powered-off NDCG Explorer are found
// (RecoveryController::offerRecovery()). Lists each copy with its name, when it was written and
// the file it belongs to; every row has a check box (all ticked), and the buttons act on the
// ticked rows: Recover, Discard (deletes the copies), Decide Later (keeps them all for the next
// start; also what Esc and the close button mean, since it loses nothing).

#include "recoverystore.h"

#include <QDialog>
#include <QList>

class QPushButton;
class QTreeWidget;

class RecoveryDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Choice { Recover, Discard, Later };
    struct Decision
    {
        Choice choice = Choice::Later;
        QList<int> selected; // indexes into the entries shown, in their order
    };

    explicit RecoveryDialog(const QList<RecoveryEntry> &entries, QWidget *parent = nullptr);

    Decision decision() const;
    // Shows the dialog modally and returns what the user chose.
    static Decision ask(const QList<RecoveryEntry> &entries, QWidget *parent);

    QTreeWidget *list() const { return m_list; }
    QPushButton *button(Choice choice) const;

    // A copy's time as the list shows it: the local date and time in the short format.
    static QString timeText(const QDateTime &written);

private:
    void updateButtons();

    QTreeWidget *m_list = nullptr;
    QPushButton *m_recover = nullptr;
    QPushButton *m_discard = nullptr;
    QPushButton *m_later = nullptr;
    Choice m_choice = Choice::Later;
};
