#include "examplegallery.h"

#include "examples.h"
#include "style/interfacescale.h"
#include "workbench/namedsplitter.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

namespace {

// The dialog's size at 100 % (InterfaceScale::px() scales it).
constexpr QSize gallerySize(940, 560);

// Items as wide as the list, not as their titles: a title longer than the list is elided (the
// details beside or below show it whole) rather than scrolling the list sideways.
class ListWidthDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        return {1, QStyledItemDelegate::sizeHint(option, index).height()};
    }
};

// Whether query occurs in text as a whole word (case-insensitive): "prose" in "Prose example",
// not in "proses" or "reprose".
bool containsWord(const QString &text, const QString &query)
{
    const QRegularExpression word(
        QStringLiteral("(?<![\\w])%1(?![\\w])").arg(QRegularExpression::escape(query)),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    return word.match(text).hasMatch();
}

} // namespace

int ExampleGallery::matchRank(const Ndcg::ExampleInfo &info, const QString &query)
{
    // The names of an example (its id, titles, citation) before its descriptions, and whole
    // words before parts of words: "prose" finds "000 · Prose example" before the code example
    // whose description mentions "the prose example".
    const QString q = query.trimmed();
    if (q.isEmpty())
        return 0;
    const QStringList names {
        info.id, info.source, info.title.en, info.title.zhCN, info.citation.en, info.citation.zhCN};
    const QStringList texts {info.description.en, info.description.zhCN};
    const auto any = [&q](const QStringList &fields, bool wholeWord) {
        return std::any_of(fields.begin(), fields.end(), [&](const QString &text) {
            return wholeWord ? containsWord(text, q) : text.contains(q, Qt::CaseInsensitive);
        });
    };
    if (any(names, true))
        return 0;
    if (any(texts, true))
        return 1;
    if (any(names, false))
        return 2;
    if (any(texts, false))
        return 3;
    return -1;
}

ExampleGallery::ExampleGallery(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("exampleGallery"));
    auto *layout = new QVBoxLayout(this);
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("exampleSearch"));
    m_search->setClearButtonEnabled(true);
    layout->addWidget(m_search);
    auto *splitter = new NamedSplitter(Qt::Horizontal, this);
    splitter->setHandleNames(
        [] { return QStringList {tr("Resize the list of examples and their description")}; });
    m_splitter = splitter;
    splitter->setChildrenCollapsible(false);
    m_list = new QListWidget(splitter);
    m_list->setObjectName(QStringLiteral("exampleList"));
    // One line per example: wrapped items mixing Latin and CJK text get clipped heights.
    m_list->setSpacing(2);
    m_list->setItemDelegate(new ListWidthDelegate(m_list));
    m_list->setTextElideMode(Qt::ElideRight);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
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

    // Typing lists the matches best first and selects the best; the arrow and page keys in the
    // search field move the list's selection, so Enter opens the one the user picked.
    connect(m_search, &QLineEdit::textChanged, this, [this] {
        filter();
        if (m_list->count() > 0)
            m_list->setCurrentRow(0);
    });
    m_search->installEventFilter(this);
    connect(m_list, &QListWidget::currentRowChanged, this, &ExampleGallery::showDetails);
    connect(m_list, &QListWidget::itemActivated, this, &ExampleGallery::openSelected);
    connect(m_open, &QPushButton::clicked, this, &ExampleGallery::openSelected);
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    loadAll();
    retranslate();
    resize(gallerySize);
}

void ExampleGallery::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    // Each opening starts a new search: every example listed, the one opened last (or the
    // first) selected, the cursor in the search field.
    m_search->clear();
    if (m_chosen.isEmpty() || !select(m_chosen))
        m_list->setCurrentRow(0);
    m_search->setFocus(Qt::OtherFocusReason);
    // As large as the interface scale makes its texts, within its screen's free area less the
    // window frame.
    QScreen *screen = this->screen() ? this->screen() : QGuiApplication::primaryScreen();
    const QRect available = screen ? screen->availableGeometry() : QRect(0, 0, 1280, 800);
    const QSize frame
        = frameGeometry().size() != size() ? frameGeometry().size() - size() : QSize(8, 32);
    const QSize room = available.size() - frame;
    const QSize wanted(
        InterfaceScale::px(gallerySize.width()), InterfaceScale::px(gallerySize.height()));
    const double scale = InterfaceScale::instance()->factor();
    if (scale != m_sizedFor || width() > room.width() || height() > room.height())
        resize(wanted.boundedTo(room).expandedTo(minimumSizeHint().boundedTo(room)));
    m_sizedFor = scale;
    // Within its screen: a dialog that grew keeps its frame on the screen.
    QRect placed = frameGeometry();
    placed.moveRight(std::min(placed.right(), available.right()));
    placed.moveBottom(std::min(placed.bottom(), available.bottom()));
    placed.moveLeft(std::max(placed.left(), available.left()));
    placed.moveTop(std::max(placed.top(), available.top()));
    if (placed.topLeft() != frameGeometry().topLeft())
        move(placed.topLeft());
}

void ExampleGallery::resizeEvent(QResizeEvent *event)
{
    QDialog::resizeEvent(event);
    // The list beside the details while each keeps the width of 40 characters, else above.
    const int column = 40 * QFontMetrics(font()).averageCharWidth();
    const bool stack = width() < 2 * column;
    const Qt::Orientation orientation = stack ? Qt::Vertical : Qt::Horizontal;
    if (m_splitter && m_splitter->orientation() != orientation) {
        m_splitter->setOrientation(orientation);
        m_splitter->setSizes(stack ? QList<int> {40, 60} : QList<int> {50, 50});
    }
}

bool ExampleGallery::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_search && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        switch (key->key()) {
        case Qt::Key_Up:
        case Qt::Key_Down:
        case Qt::Key_PageUp:
        case Qt::Key_PageDown: {
            QKeyEvent forwarded(
                QEvent::KeyPress, key->key(), key->modifiers(), key->text(), key->isAutoRepeat());
            QCoreApplication::sendEvent(m_list, &forwarded);
            return true;
        }
        default:
            break;
        }
    }
    return QDialog::eventFilter(watched, event);
}

bool ExampleGallery::isStacked() const
{
    return m_splitter->orientation() == Qt::Vertical;
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
    m_search->setAccessibleName(tr("Search the examples"));
    m_list->setAccessibleName(tr("Worked examples"));
    m_details->setAccessibleName(tr("The example's description"));
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
    // The matches by rank (matchRank()), in the examples' order within a rank.
    QList<std::pair<int, const Entry *>> ranked;
    for (const Entry &e : std::as_const(m_entries)) {
        const int rank = e.scenario.example             ? matchRank(*e.scenario.example, query)
            : e.id.contains(query, Qt::CaseInsensitive) ? 2
                                                        : -1;
        if (rank >= 0)
            ranked.append({rank, &e});
    }
    std::stable_sort(ranked.begin(), ranked.end(),
        [](const auto &x, const auto &y) { return x.first < y.first; });
    for (const auto &[rank, entry] : std::as_const(ranked)) {
        const Entry &e = *entry;
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
        QString description = info.description.text(lang);
        if (m_answersHidden) {
            QStringList inputs;
            for (const Ndcg::Ranking *ranking : {&e.scenario.a,
                     e.scenario.b ? &*e.scenario.b : static_cast<const Ndcg::Ranking *>(nullptr)}) {
                if (!ranking)
                    continue;
                for (const QList<Ndcg::Item> *items : {&ranking->items, &ranking->unretrieved})
                    for (const Ndcg::Item &it : *items) {
                        inputs << QString::number(it.grade, 'g', 6);
                        if (it.score)
                            inputs << QString::number(*it.score, 'g', 6);
                    }
            }
            description = withoutFigures(description, inputs);
        }
        html += QStringLiteral("<p>%1</p>").arg(description.toHtmlEscaped());
        if (m_answersHidden)
            html += QStringLiteral("<p><i>%1</i></p>")
                        .arg(tr("Its figures are hidden with the answers (Step ▸ Hide answers): "
                                "“?” stands for each.")
                                 .toHtmlEscaped());
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
            // How many agree is an answer too while answers are hidden.
            const QString sentence = m_answersHidden
                ? tr("The text states %n figure(s) (Examples ▸ Compare with the text).", nullptr,
                    int(comparisons->size()))
                : figuresSentence(int(comparisons->size()), agree);
            html += QStringLiteral("<p>%1</p>").arg(sentence.toHtmlEscaped());
        }
        m_details->setHtml(html);
        return;
    }
}

QString ExampleGallery::figuresSentence(int figures, int agree)
{
    // Each count in its own numerus form ("1 figure", "1 agrees", "2 differ").
    return tr("The text states %n figure(s): %1, %2 (Examples ▸ Compare with the text).", nullptr,
        figures)
        .arg(tr("%n (agrees|agree) with the exact value", nullptr, agree),
            tr("%n (differs|differ)", nullptr, figures - agree));
}

void ExampleGallery::setAnswersHidden(bool hidden)
{
    if (hidden == m_answersHidden)
        return;
    m_answersHidden = hidden;
    showDetails();
}

QString ExampleGallery::withoutFigures(const QString &text, const QStringList &inputs)
{
    static const QString unknown = QStringLiteral("?");
    // Decimals ("0.8645", "0,5"), percentages ("81.96%", "93%") and fractions ("68/79"), not
    // inside a longer run ("5..1" and "[3, 2, 0]" stay: a separator is followed by a digit).
    static const QRegularExpression figure(
        QStringLiteral("(?<![\\w.,/])(\\d+(?:[.,]\\d+)+%?|\\d+%|\\d+/\\d+)(?![\\w%/]|[.,]\\d)"));
    // A whole number given as a quantity's value: "MRR = 1", "IDCG@3 = 0", "NDCG ≈ 1".
    static const QRegularExpression value(
        QStringLiteral("([\\w@]+)(\\s*[=≈]\\s*)(\\d+)(?![\\w/%]|[.,]\\d)"),
        QRegularExpression::UseUnicodePropertiesOption);
    // A whole number said to be an NDCG: "its NDCG is 1", "NDCG 都是 1".
    static const QRegularExpression said(
        QStringLiteral("(NDCG[^\\d。；;.]{0,12}?(?:\\bis |是 ?|为 ?))(\\d+)(?![\\w/%]|[.,]\\d)"),
        QRegularExpression::UseUnicodePropertiesOption);
    // The settings a description names with their values: the cutoff, a log base, a
    // persistence, a position.
    static const QStringList settings {QStringLiteral("k"), QStringLiteral("b"),
        QStringLiteral("p"), QStringLiteral("i"), QStringLiteral("n")};
    QString out;
    qsizetype from = 0;
    auto it = figure.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        out += text.mid(from, m.capturedStart() - from);
        out += inputs.contains(m.captured()) ? m.captured() : unknown;
        from = m.capturedEnd();
    }
    out += text.mid(from);
    QString result;
    from = 0;
    it = value.globalMatch(out);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const bool setting = settings.contains(m.captured(1), Qt::CaseInsensitive);
        result += out.mid(from, m.capturedStart(3) - from);
        result += setting ? m.captured(3) : unknown;
        from = m.capturedEnd(3);
    }
    result += out.mid(from);
    result.replace(said, QStringLiteral("\\1?"));
    return result;
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
        m_chosen = e.id;
        emit exampleChosen(e.scenario, title);
        accept();
        return;
    }
}
