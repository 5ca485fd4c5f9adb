#include "glossarydialog.h"

#include "glossary.h"
#include "style/theme.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

GlossaryDialog::GlossaryDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("glossaryDialog"));
    auto *layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);

    const QList<Ndcg::GlossaryEntry> &entries = Ndcg::glossary();
    m_table = new QTableWidget(int(entries.size()), 5, this);
    m_table->setTabKeyNavigation(false); // Tab to the next control, arrows in the table
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(true);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    for (int row = 0; row < entries.size(); ++row) {
        const Ndcg::GlossaryEntry &e = entries[row];
        const QString english = e.abbreviation.isEmpty()
            ? e.english
            : e.english + QStringLiteral(" (") + e.abbreviation + QLatin1Char(')');
        const QString cells[] = {english, e.chinese, e.variants, e.definitionEn, e.definitionZh};
        for (int column = 0; column < 5; ++column) {
            auto *item = new QTableWidgetItem(cells[column]);
            if (column == 1) {
                QFont bold = item->font();
                bold.setBold(true);
                item->setFont(bold);
            }
            m_table->setItem(row, column, item);
        }
    }
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(4, QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(m_table, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(1100, 640);
    retranslate();
}

void GlossaryDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void GlossaryDialog::retranslate()
{
    // The title names the dialog in both languages, like its contents: the interface's first
    // ("Glossary · 术语表", "术语表 · Glossary"), never the same word twice.
    setWindowTitle(tr("Glossary · 术语表", "the title in both languages, the interface's first"));
    m_intro->setText(tr("Every term the app uses, in English and Simplified Chinese. Chinese "
                        "texts also write 累积 for 累计 and 折扣 for 折损 (and 收益 for 增益): the "
                        "app uses the first of each; the others are listed as variants."));
    m_table->setHorizontalHeaderLabels({tr("English"), tr("Chinese"), tr("Also written"),
        tr("Definition"), tr("Definition (Chinese)")});
    m_table->setAccessibleName(tr("Glossary of terms in English and Chinese"));
}
