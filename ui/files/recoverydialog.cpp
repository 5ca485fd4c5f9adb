#include "recoverydialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace {

enum Column { Name, Written, File, ColumnCount };

} // namespace

RecoveryDialog::RecoveryDialog(const QList<RecoveryEntry> &entries, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Recover Unsaved Work"));

    auto *icon = new QLabel(this);
    const int iconSize = style()->pixelMetric(QStyle::PM_MessageBoxIconSize, nullptr, this);
    icon->setPixmap(style()
                        ->standardIcon(QStyle::SP_MessageBoxWarning, nullptr, this)
                        .pixmap(iconSize, iconSize));
    icon->setAlignment(Qt::AlignTop);
    icon->setAccessibleName(tr("Warning"));
    auto *question
        = new QLabel(tr("NDCG Explorer closed without saving. Recover the unsaved work?"));
    question->setObjectName(QStringLiteral("question"));
    question->setWordWrap(true);
    QFont bold = question->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    question->setFont(bold);
    auto *explanation = new QLabel(
        tr("A copy of each document below was kept while it had unsaved changes. Recover opens "
           "the ticked ones with those changes, not yet saved; Discard deletes their copies; "
           "Decide Later keeps every copy until the next start."));
    explanation->setWordWrap(true);

    m_list = new QTreeWidget(this);
    m_list->setAccessibleName(tr("Documents with unsaved work"));
    m_list->setColumnCount(ColumnCount);
    m_list->setHeaderLabels({tr("Document"), tr("Last copied"), tr("File")});
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents); // a hint of its rows
    m_list->setSelectionMode(QAbstractItemView::NoSelection);
    m_list->setAllColumnsShowFocus(true);
    for (const RecoveryEntry &entry : entries) {
        QString name = entry.displayName;
        if (name.isEmpty())
            name = QFileInfo(entry.filePath).fileName();
        if (entry.scenario.isComparison())
            name = tr("%1 (comparing A and B)").arg(name);
        auto *item = new QTreeWidgetItem(m_list);
        item->setText(Name, name);
        item->setText(Written, timeText(entry.written));
        item->setText(File,
            entry.filePath.isEmpty() ? tr("not saved yet")
                                     : QDir::toNativeSeparators(entry.filePath));
        item->setToolTip(File, item->text(File));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Name, Qt::Checked);
    }
    m_list->header()->setStretchLastSection(true);
    m_list->resizeColumnToContents(Name);
    m_list->resizeColumnToContents(Written);
    // Room for up to five rows before it scrolls.
    const int rowHeight = m_list->sizeHintForRow(0) > 0 ? m_list->sizeHintForRow(0) : 24;
    m_list->setMinimumHeight(m_list->header()->sizeHint().height()
        + rowHeight * std::clamp(int(entries.size()), 2, 5) + 2 * m_list->frameWidth() + 4);
    connect(m_list, &QTreeWidget::itemChanged, this, &RecoveryDialog::updateButtons);

    auto *buttons = new QDialogButtonBox(this);
    m_recover = buttons->addButton(tr("&Recover"), QDialogButtonBox::AcceptRole);
    m_discard = buttons->addButton(tr("&Discard"), QDialogButtonBox::DestructiveRole);
    m_later = buttons->addButton(tr("Decide &Later"), QDialogButtonBox::RejectRole);
    m_recover->setDefault(true);
    connect(m_recover, &QPushButton::clicked, this, [this] {
        m_choice = Choice::Recover;
        accept();
    });
    connect(m_discard, &QPushButton::clicked, this, [this] {
        m_choice = Choice::Discard;
        accept();
    });
    connect(m_later, &QPushButton::clicked, this, &QDialog::reject);
    // Esc and the title bar's close button reject too: Later, which loses nothing.
    connect(this, &QDialog::rejected, this, [this] { m_choice = Choice::Later; });

    auto *text = new QVBoxLayout;
    text->addWidget(question);
    text->addWidget(explanation);
    auto *top = new QHBoxLayout;
    top->addWidget(icon);
    top->addLayout(text, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);
    // 640 px wide, as tall as the wrapped text and the rows need.
    constexpr int width = 640;
    resize(width, hasHeightForWidth() ? heightForWidth(width) : sizeHint().height());
    updateButtons();
}

QString RecoveryDialog::timeText(const QDateTime &written)
{
    return QLocale().toString(written.toLocalTime(), QLocale::ShortFormat);
}

QPushButton *RecoveryDialog::button(Choice choice) const
{
    switch (choice) {
    case Choice::Recover:
        return m_recover;
    case Choice::Discard:
        return m_discard;
    case Choice::Later:
        break;
    }
    return m_later;
}

RecoveryDialog::Decision RecoveryDialog::decision() const
{
    Decision d;
    d.choice = m_choice;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        if (m_list->topLevelItem(i)->checkState(Name) == Qt::Checked)
            d.selected << i;
    }
    return d;
}

RecoveryDialog::Decision RecoveryDialog::ask(const QList<RecoveryEntry> &entries, QWidget *parent)
{
    RecoveryDialog dialog(entries, parent);
    dialog.exec();
    return dialog.decision();
}

void RecoveryDialog::updateButtons()
{
    bool any = false;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i)
        any = any || m_list->topLevelItem(i)->checkState(Name) == Qt::Checked;
    m_recover->setEnabled(any);
    m_discard->setEnabled(any);
}
