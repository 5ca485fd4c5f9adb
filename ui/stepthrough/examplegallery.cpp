#include "examplegallery.h"

#include "style/theme.h"
#include "examples.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QTextBrowser>
#include <QVBoxLayout>

ExampleGallery::ExampleGallery(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("exampleGallery"));
    Theme::followZoom(this); // projectable, and zoomed with the window
    auto *layout = new QVBoxLayout(this);
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("exampleSearch"));
    m_search->setClearButtonEnabled(true);
    layout->addWidget(m_search);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    m_list = new QListWidget(splitter);
    m_list->setObjectName(QStringLiteral("exampleList"));
    // One line per example: wrapped items mixing Latin and CJK text get clipped heights.
    m_list->setSpacing(2);
    m_details = new QTextBrowser(splitter);
    m_details->setObjectName(QStringLiteral("exampleDetails"));
    m_details->setOpenLinks(false);
    splitter->addWidget(m_list);
    splitter->addWidget(m_details);
    splitter->setSizes({470, 450});
    layout->addWidget(splitter, 1);
    auto *buttons = new QDialogButtonBox(this);
    m_open = buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    m_open->setDefault(true);
    m_close = buttons->addButton(QString(), QDialogButtonBox::RejectRole);
    layout->addWidget(buttons);

    connect(m_search, &QLineEdit::textChanged, this, &ExampleGallery::filter);
    connect(m_list, &QListWidget::currentRowChanged, this, &ExampleGallery::showDetails);
    connect(m_list, &QListWidget::itemActivated, this, &ExampleGallery::openSelected);
    connect(m_open, &QPushButton::clicked, this, &ExampleGallery::openSelected);
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    loadAll();
    retranslate();
    resize(940, 560);
}

QString ExampleGallery::language()
{
    if (QLocale().name().startsWith(QLatin1String("zh")))
        return QStringLiteral("zh_CN");
    // A translator installed at run time: our only translation is Chinese.
    if (QCoreApplication::translate("MainWindow", "&Edit") != QLatin1String("&Edit"))
        return QStringLiteral("zh_CN");
    return QStringLiteral("en");
}

void ExampleGallery::loadAll()
{
    const QStringList ids = Ndcg::exampleIds();
    for (const QString &id : ids) {
        Entry e;
        e.id = id;
        const auto result = Ndcg::loadExample(id);
        if (result)
            e.scenario = *result;
        else
            e.error = result.error().toString();
        m_entries.append(e);
    }
}

void ExampleGallery::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void ExampleGallery::retranslate()
{
    setWindowTitle(tr("Worked examples"));
    m_search->setPlaceholderText(tr("Search titles, sources and descriptions (English or 中文)"));
    m_open->setText(tr("&Open"));
    m_close->setText(tr("&Close"));
    filter();
}

void ExampleGallery::filter()
{
    const QString current
        = m_list->currentItem() ? m_list->currentItem()->data(Qt::UserRole).toString() : QString();
    const QString query = m_search->text().trimmed();
    const QString lang = language();
    m_list->clear();
    for (const Entry &e : std::as_const(m_entries)) {
        const bool match = query.isEmpty()
            || (e.scenario.example ? e.scenario.example->matches(query)
                                   : e.id.contains(query, Qt::CaseInsensitive));
        if (!match)
            continue;
        QString title = e.id;
        QString source;
        if (e.scenario.example) {
            title = e.scenario.example->title.text(lang);
            // The text by its citation; its file name and the example's id as details.
            const Ndcg::ExampleInfo &info = *e.scenario.example;
            source = info.source.isEmpty()
                ? tr("our own example")
                : tr("%1 (file %2)").arg(info.citation.text(lang), info.source);
        }
        auto *item = new QListWidgetItem(title, m_list);
        item->setData(Qt::UserRole, e.id);
        item->setToolTip(QStringLiteral("%1 [%2]").arg(source, e.id));
    }
    if (!current.isEmpty())
        select(current);
    if (!m_list->currentItem() && m_list->count() > 0)
        m_list->setCurrentRow(0);
    m_open->setEnabled(m_list->count() > 0);
    showDetails();
}

QStringList ExampleGallery::shownIds() const
{
    QStringList ids;
    for (int i = 0; i < m_list->count(); ++i)
        ids.append(m_list->item(i)->data(Qt::UserRole).toString());
    return ids;
}

bool ExampleGallery::select(const QString &id)
{
    for (int i = 0; i < m_list->count(); ++i) {
        if (m_list->item(i)->data(Qt::UserRole).toString() == id) {
            m_list->setCurrentRow(i);
            return true;
        }
    }
    return false;
}

QString ExampleGallery::details() const
{
    return m_details->toPlainText();
}

void ExampleGallery::showDetails()
{
    QListWidgetItem *item = m_list->currentItem();
    if (!item) {
        m_details->setHtml(QStringLiteral("<p>%1</p>").arg(tr("No example matches.")));
        return;
    }
    const QString id = item->data(Qt::UserRole).toString();
    const QString lang = language();
    for (const Entry &e : std::as_const(m_entries)) {
        if (e.id != id)
            continue;
        if (!e.error.isEmpty() || !e.scenario.example) {
            m_details->setHtml(QStringLiteral("<p>%1</p>")
                                   .arg(tr("Cannot read this example: %1").arg(e.error))
                                   .toHtmlEscaped());
            return;
        }
        const Ndcg::ExampleInfo &info = *e.scenario.example;
        QString html = QStringLiteral("<h3>%1</h3>").arg(info.title.text(lang).toHtmlEscaped());
        html += QStringLiteral("<p><b>%1</b> %2</p>")
                    .arg(tr("Source text:"),
                        info.source.isEmpty() ? tr("none: an example of our own")
                                              : tr("%1 <small>(file %2)</small>")
                                                    .arg(info.citation.text(lang).toHtmlEscaped(),
                                                        info.source.toHtmlEscaped()));
        html += QStringLiteral("<p>%1</p>").arg(info.description.text(lang).toHtmlEscaped());
        if (!info.conventions.isEmpty())
            html += QStringLiteral("<p><b>%1</b> %2</p>")
                        .arg(tr("Conventions:"), info.conventions.text(lang).toHtmlEscaped());
        QStringList grades;
        for (const Ndcg::Item &it : e.scenario.a.items)
            grades << QString::number(it.grade, 'g', 6);
        html += QStringLiteral("<p><b>%1</b> %2</p>")
                    .arg(tr("Grades:"), grades.join(QStringLiteral(", ")));
        if (e.scenario.b)
            html += QStringLiteral("<p>%1</p>").arg(tr("Compares two rankings, A and B."));
        const auto comparisons = Ndcg::compareWithText(e.scenario);
        if (comparisons && !comparisons->isEmpty()) {
            int agree = 0;
            for (const Ndcg::FigureComparison &c : *comparisons)
                agree += c.agrees ? 1 : 0;
            html += QStringLiteral("<p>%1</p>")
                        .arg(tr("The text states %1 figures; %2 agree with the exact value, "
                                "%3 differ (Examples ▸ Compare with the text).")
                                 .arg(comparisons->size())
                                 .arg(agree)
                                 .arg(comparisons->size() - agree));
        }
        m_details->setHtml(html);
        return;
    }
}

void ExampleGallery::openSelected()
{
    QListWidgetItem *item = m_list->currentItem();
    if (!item)
        return;
    const QString id = item->data(Qt::UserRole).toString();
    for (const Entry &e : std::as_const(m_entries)) {
        if (e.id != id || !e.error.isEmpty())
            continue;
        const QString title
            = e.scenario.example ? e.scenario.example->title.text(language()) : e.id;
        emit exampleChosen(e.scenario, title);
        accept();
        return;
    }
}
