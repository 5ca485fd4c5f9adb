#include "worksheetpdf.h"

#include "plurals.h"
#include "worksheet.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QColor>
#include <QCoreApplication>
#include <QFontDatabase>
#include <QLocale>
#include <QPageLayout>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextDocument>
#include <QTranslator>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <memory>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("WorksheetPdf", text);
}

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

// The print's few colours (paper is white in every theme): the tables' rules, the shade of
// the given cells and the headers, the ink of the key's values.
const QColor ruleInk {0x55, 0x55, 0x55};
const QColor headerFill {0xE4, 0xE4, 0xE4};
const QColor givenFill {0xF2, 0xF2, 0xF2};
const QColor absentFill {0xD0, 0xD0, 0xD0};
const QColor keyInk {0x0B, 0x3D, 0x91};

bool isChinese(const QString &language)
{
    return language.startsWith(QLatin1String("zh"));
}

// English as the source text says it (with the English plurals), whatever translators the
// window has installed.
class EnglishTranslator : public QTranslator
{
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *, const char *sourceText, const char *, int n) const override
    {
        const QString source = QString::fromUtf8(sourceText);
        return n >= 0 ? Ndcg::englishPlural(source, n) : source;
    }
};

// Every text translated while it lives is in `language` ("en" or "zh…"): a translator put in
// front of the application's for the time being. An empty language changes nothing.
class LanguageScope
{
public:
    explicit LanguageScope(const QString &language)
    {
        if (language.isEmpty())
            return;
        if (isChinese(language)) {
            auto chinese = std::make_unique<QTranslator>();
            if (!chinese->load(QStringLiteral(":/print-i18n/ndcg-explorer_zh_CN.qm")))
                return;
            m_translator = std::move(chinese);
        } else {
            m_translator = std::make_unique<EnglishTranslator>();
        }
        QCoreApplication::installTranslator(m_translator.get());
    }
    ~LanguageScope()
    {
        if (m_translator && QCoreApplication::instance())
            QCoreApplication::removeTranslator(m_translator.get());
    }
    LanguageScope(const LanguageScope &) = delete;
    LanguageScope &operator=(const LanguageScope &) = delete;

private:
    std::unique_ptr<QTranslator> m_translator;
};

} // namespace

namespace WorksheetPdf {

// The print's own words in one language (made inside its LanguageScope). In namespace
// WorksheetPdf, so that lupdate gives the tr() calls the context "WorksheetPdf".
struct Words
{
    QString worksheet;
    QString key;
    QString name;
    QString fillIn;
    QString question;
    QString yourAnswer;
    QString answer;
    QString within;
    QString choose;
    QString figure;
    QString computed;
    QString definition;
    QString rankingA;
    QString rankingB;
    QString notRetrieved;
    QString notShown;
    QString unretrieved;
    QString rowsCut;
    QString version;
    QString keyFor;
    QString noQuestions;
    QStringList headers;
    QString gradeCount; // "5 × grade 2": how many items have a grade
    // The language's punctuation (Ndcg::joinList(), Ndcg::titledText()), taken in its scope.
    QString listSeparator;
    QString titled;
};

static Words makeWords()
{
    Words w;
    w.worksheet = tr("Worksheet");
    w.key = tr("Answer key");
    w.name = tr("Name:");
    w.fillIn = tr("Fill in every empty box of the tables, then answer the question.");
    w.question = tr("Question %1");
    w.yourAnswer = tr("Your answer:");
    w.answer = tr("Answer:");
    w.within = tr("(right within ± %1)");
    w.choose = tr("Tick one:");
    w.figure = tr("The figure shown: %1");
    w.computed = tr("Computed: %1");
    w.definition = tr("Definition:");
    w.rankingA = tr("Ranking A");
    w.rankingB = tr("Ranking B");
    w.notRetrieved = tr("not retrieved");
    w.notShown = tr("Ranked below the rows of the table (for the ideal): %1");
    w.unretrieved = tr("Judged but not retrieved (for the ideal): %1");
    w.rowsCut = tr("Rows 1–%1 of the %2 up to k.");
    w.version = tr("Version %1 of %2 · seed %3");
    w.keyFor = tr("Answer key of version %1 · seed %2");
    w.noQuestions = tr("This lesson has no questions.");
    w.gradeCount = tr("%2 × grade %1");
    w.listSeparator = QCoreApplication::translate("Ndcg", ", ", "list separator");
    w.titled = QCoreApplication::translate("Ndcg", "%1: %2", "a title and what follows it");
    w.headers = QStringList {tr("i"), tr("label"), tr("grade"), tr("gain"), tr("d(i)"),
        tr("gain·d(i)"), tr("DCG@i"), tr("ideal grade"), tr("IDCG@i"), tr("NDCG@i")};
    return w;
}

namespace {

// One language's worksheets: its words and a sheet per version.
struct LanguageSheets
{
    QString language;
    Words words;
    QList<Ndcg::Worksheet> sheets;
};

// "Definition: Gain …", "定义：增益 …" (no space after a full-width colon).
QString runIn(const QString &label, const QString &text)
{
    const bool chinese = !label.isEmpty() && Ndcg::isChineseCharacter(label.back());
    return QStringLiteral("<b>%1</b>%2%3")
        .arg(esc(label), chinese ? QString() : QStringLiteral(" "), esc(text));
}

// The texts of every language side by side (English | 中文), or the one alone. `html` gives a
// language's HTML.
QString sideBySide(const QList<LanguageSheets> &languages,
    const std::function<QString(const LanguageSheets &)> &html)
{
    if (languages.size() == 1)
        return html(languages.first());
    QString out = QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"0\"><tr>");
    for (const LanguageSheets &l : languages)
        out += QStringLiteral("<td width=\"50%\" valign=\"top\" style=\"padding-right: 8px;\">")
            + html(l) + QStringLiteral("</td>");
    // The space a paragraph keeps below it, which the table has not.
    return out + QStringLiteral("</tr></table><p style=\"font-size: 3pt;\">&nbsp;</p>");
}

QString td(const QString &text, const QColor &fill, bool right = true, bool bold = false,
    const QColor &ink = {})
{
    QString style;
    if (ink.isValid())
        style = QStringLiteral(" style=\"color: %1;\"").arg(ink.name());
    const QString content = text.isEmpty() ? QStringLiteral("&nbsp;") : esc(text);
    return QStringLiteral("<td align=\"%1\"%2%3>%4</td>")
        .arg(right ? QStringLiteral("right") : QStringLiteral("left"),
            fill.isValid() ? QStringLiteral(" bgcolor=\"%1\"").arg(fill.name()) : QString(), style,
            bold ? QStringLiteral("<b>%1</b>").arg(content) : content);
}

// A ranking's table: the given cells (position, label, grade) shaded, the cells to fill white
// boxes on the worksheet and the core's values on the key, the cells that do not apply dark.
QString tableHtml(
    const Ndcg::WorksheetTable &table, const QList<LanguageSheets> &languages, bool key)
{
    QString html
        = QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\" width=\"100%\" "
                         "style=\"border-collapse: collapse; border-color: %1;\"><thead><tr>")
              .arg(ruleInk.name());
    static const int widths[] = {4, 15, 9, 10, 10, 10, 10, 12, 10, 10};
    for (int column = 0; column < 10; ++column) {
        QStringList names;
        for (const LanguageSheets &l : languages)
            names.append(esc(l.words.headers.at(column)));
        names.removeDuplicates();
        html += QStringLiteral("<th width=\"%1%\" bgcolor=\"%2\">%3</th>")
                    .arg(widths[column])
                    .arg(headerFill.name(), names.join(QStringLiteral("<br/>")));
    }
    html += QStringLiteral("</tr></thead>");
    for (const Ndcg::WorksheetRow &row : table.rows) {
        html += QStringLiteral("<tr>") + td(QString::number(row.position), givenFill);
        if (row.retrieved) {
            html += td(row.label, givenFill, false) + td(row.gradeText, givenFill);
        } else {
            QStringList notRetrieved;
            for (const LanguageSheets &l : languages)
                notRetrieved.append(l.words.notRetrieved);
            html += td(notRetrieved.join(QStringLiteral(" / ")), givenFill, false)
                + td({}, absentFill);
        }
        // The columns after the grade, in the table's order.
        for (const Ndcg::WorksheetColumn column : {Ndcg::WorksheetColumn::Gain,
                 Ndcg::WorksheetColumn::Discount, Ndcg::WorksheetColumn::Contribution,
                 Ndcg::WorksheetColumn::Dcg, Ndcg::WorksheetColumn::IdealGrade,
                 Ndcg::WorksheetColumn::Idcg, Ndcg::WorksheetColumn::Ndcg}) {
            const Ndcg::WorksheetCell &cell = row.cell(column);
            if (!cell.blank)
                html += td({}, absentFill);
            else if (key)
                html += td(cell.text, {}, true, true, keyInk);
            else
                html += td({}, {});
        }
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>");
    return html;
}

QString choiceLine(const Ndcg::WorksheetQuestion &q, bool key)
{
    QStringList choices;
    for (int i = 0; i < q.answer.choices.size(); ++i) {
        const bool right = key && q.answer.correct.contains(i);
        choices.append((right ? QStringLiteral("<b>☑ %1</b>") : QStringLiteral("☐ %1"))
                           .arg(esc(q.answer.choices.at(i))));
    }
    return choices.join(QStringLiteral("&nbsp;&nbsp;&nbsp;&nbsp; "));
}

// A question's texts in one language: its title and question, the choices or the line to
// answer on, on the key the answer.
QString questionHtml(
    const LanguageSheets &l, int version, int index, const Ndcg::Lesson &lesson, bool key)
{
    const Ndcg::WorksheetQuestion &q = l.sheets.at(version).questions.at(index);
    QString html;
    if (!q.title.isEmpty())
        html += QStringLiteral("<p><b>%1</b></p>").arg(esc(q.title));
    html += QStringLiteral("<p>%1</p>").arg(esc(q.text));
    // The figure a "which convention" question is about is part of the question.
    if (!q.answer.figure.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(esc(l.words.figure.arg(q.answer.figure)));
    if (q.isChoice) {
        html += QStringLiteral("<p>%1 %2</p>").arg(esc(l.words.choose), choiceLine(q, key));
    } else if (!key) {
        html += QStringLiteral("<p>%1 ______________________</p>").arg(esc(l.words.yourAnswer));
    }
    if (key) {
        QString answer = runIn(l.words.answer, q.answer.text);
        if (!q.isChoice) {
            const double tolerance = lesson.scenes.at(q.scene).question->tolerance;
            const QString within = l.words.within.arg(QString::number(tolerance, 'g', 6));
            // No space before a full-width parenthesis.
            answer += (Ndcg::isChineseCharacter(within.front()) ? QString() : QStringLiteral(" "))
                + esc(within);
        }
        html += QStringLiteral("<p style=\"color: %1;\">%2</p>").arg(keyInk.name(), answer);
        // How the answer comes out (the NDCGs compared, the best swap's gain, each library's
        // figure, the runs' means): it gives the answer away, so on the key only.
        if (!q.answer.detail.isEmpty())
            html += QStringLiteral("<p style=\"color: %1;\">%2</p>")
                        .arg(keyInk.name(), esc(l.words.computed.arg(q.answer.detail)));
    }
    return html;
}

QString tableBlockHtml(
    const QList<LanguageSheets> &languages, int version, int index, int tableIndex, bool key)
{
    const Ndcg::WorksheetTable &table
        = languages.first().sheets.at(version).questions.at(index).tables.at(tableIndex);
    QString html = sideBySide(languages, [&](const LanguageSheets &l) {
        const Ndcg::WorksheetTable &t
            = l.sheets.at(version).questions.at(index).tables.at(tableIndex);
        QString block = QStringLiteral("<p><b>%1</b></p><p>%2</p>")
                            .arg(esc(t.ranking == 1 ? l.words.rankingB : l.words.rankingA),
                                runIn(l.words.definition, t.definition));
        // Each item with its grade; a long list (a run's) as how many items have each grade,
        // which is all the ideal needs.
        const auto itemList = [&l](const QList<Ndcg::Item> &items) {
            QStringList list;
            if (items.size() > 12) {
                std::map<double, int, std::greater<>> counts;
                for (const Ndcg::Item &item : items)
                    ++counts[item.grade];
                for (const auto &[grade, count] : counts)
                    list.append(l.words.gradeCount.arg(QString::number(grade, 'g', 12)).arg(count));
                return list.join(l.words.listSeparator);
            }
            for (const Ndcg::Item &item : items)
                list.append(QStringLiteral("%1 (%2)").arg(
                    item.label.isEmpty() ? QStringLiteral("?") : item.label,
                    QString::number(item.grade, 'g', 12)));
            return list.join(l.words.listSeparator);
        };
        if (!t.notShown.isEmpty())
            block
                += QStringLiteral("<p>%1</p>").arg(esc(l.words.notShown.arg(itemList(t.notShown))));
        if (!t.unretrieved.isEmpty())
            block += QStringLiteral("<p>%1</p>")
                         .arg(esc(l.words.unretrieved.arg(itemList(t.unretrieved))));
        if (t.rows.size() < t.rowsUpToK)
            block += QStringLiteral("<p>%1</p>")
                         .arg(esc(l.words.rowsCut.arg(t.rows.size()).arg(t.rowsUpToK)));
        return block;
    });
    return html + tableHtml(table, languages, key);
}

// The height `html` takes laid out alone, `width` wide, in `font`.
qreal heightOf(const QString &html, const QFont &font, qreal width)
{
    QTextDocument doc;
    doc.setDefaultFont(font);
    doc.setDocumentMargin(0);
    doc.setTextWidth(width);
    doc.setHtml(QStringLiteral("<html><body>") + html + QStringLiteral("</body></html>"));
    return doc.size().height();
}

const QString pageBreakStyle = QStringLiteral(" style=\"page-break-before: always;\"");

// One version's sheet (or its key): its heading, then each question. A question that would not
// fit on the rest of the page starts the next one (each is measured laid out alone; one taller
// than a page is split), so that a question's table stays with its question. `page`: the
// page's text area.
QString sheetHtml(const QList<LanguageSheets> &languages, int version, int students,
    const Ndcg::Lesson &lesson, bool key, bool pageBreak, const QFont &font, const QSizeF &page)
{
    const Ndcg::Worksheet &first = languages.first().sheets.at(version);
    QStringList titles;
    for (const LanguageSheets &l : languages)
        titles.append(
            l.words.titled.arg(key ? l.words.key : l.words.worksheet, l.sheets.at(version).title));
    QString html = QStringLiteral("<h1>%1</h1>").arg(esc(titles.join(QStringLiteral(" | "))));
    html += sideBySide(languages, [&](const LanguageSheets &l) {
        QString block;
        if (students > 0) {
            const QString seed = QString::number(first.seed);
            block
                += QStringLiteral("<p><b>%1</b></p>")
                       .arg(esc(key ? l.words.keyFor.arg(first.version).arg(seed)
                                    : l.words.version.arg(first.version).arg(students).arg(seed)));
        }
        if (!key)
            block += QStringLiteral("<p>%1 ____________________________</p><p>%2</p>")
                         .arg(esc(l.words.name), esc(l.words.fillIn));
        if (l.sheets.at(version).questions.isEmpty())
            block += QStringLiteral("<p>%1</p>").arg(esc(l.words.noQuestions));
        return block;
    });
    // What the current page holds, measured as a whole with each question added (the margins
    // between blocks fall as in the document); a little room kept for rounding.
    const qreal room = page.height() * 0.98;
    QString onPage = html;
    if (pageBreak)
        html.insert(3, pageBreakStyle); // "<h1" + the style
    for (int index = 0; index < first.questions.size(); ++index) {
        QStringList headings;
        for (const LanguageSheets &l : languages)
            headings.append(l.words.question.arg(index + 1));
        QString question
            = QStringLiteral("<h2>%1</h2>").arg(esc(headings.join(QStringLiteral(" | "))));
        question += sideBySide(languages,
            [&](const LanguageSheets &l) { return questionHtml(l, version, index, lesson, key); });
        for (int t = 0; t < first.questions.at(index).tables.size(); ++t)
            question += tableBlockHtml(languages, version, index, t, key);
        if (!onPage.isEmpty() && heightOf(onPage + question, font, page.width()) > room) {
            onPage.clear();
            html += QStringLiteral("<h2") + pageBreakStyle + question.mid(3);
        } else {
            html += question;
        }
        onPage += question;
    }
    return html;
}

// What each page says: the text of each block laid out on it, a line each.
QStringList pageTexts(const QTextDocument &doc, int pages)
{
    QStringList texts(std::max(pages, 1));
    const qreal page = doc.pageSize().height();
    for (QTextBlock block = doc.begin(); block.isValid(); block = block.next()) {
        if (block.text().isEmpty())
            continue;
        const qreal top = doc.documentLayout()->blockBoundingRect(block).top();
        const int index = std::clamp(int(top / page), 0, int(texts.size()) - 1);
        if (!texts[index].isEmpty())
            texts[index] += QLatin1Char('\n');
        texts[index] += block.text();
    }
    return texts;
}

} // namespace

QString fontFamily(const QString &language)
{
    if (!isChinese(language) && language != QLatin1String("both"))
        return {};
    const QStringList cjk = QFontDatabase::families(QFontDatabase::SimplifiedChinese);
    for (const char *preferred : {"Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Micro Hei",
             "WenQuanYi Zen Hei", "Droid Sans Fallback"}) {
        if (cjk.contains(QLatin1String(preferred)))
            return QLatin1String(preferred);
    }
    return cjk.value(0);
}

int pageCount(const QByteArray &pdf)
{
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![a-zA-Z])"));
    int pages = 0;
    auto it = page.globalMatch(QString::fromLatin1(pdf));
    while (it.hasNext()) {
        it.next();
        ++pages;
    }
    return pages;
}

Pdf write(const Ndcg::Lesson &lesson, const Options &options)
{
    Pdf result;
    const QStringList languages = options.language == QLatin1String("both")
        ? QStringList {QStringLiteral("en"), QStringLiteral("zh_CN")}
        : QStringList {options.language};
    const int versions = options.students > 0 ? options.students : 1;
    QList<LanguageSheets> sheets;
    for (const QString &language : languages) {
        const LanguageScope scope(language);
        LanguageSheets l;
        l.words = makeWords();
        l.language = language.isEmpty() ? QLocale().name() : language;
        for (int v = 0; v < versions; ++v) {
            const int version = options.students > 0 ? v + 1 : 0;
            auto sheet = Ndcg::worksheet(lesson, l.language, version, options.seed);
            if (!sheet) {
                result.error = sheet.error().message;
                return result;
            }
            l.sheets.append(*sheet);
        }
        sheets.append(l);
    }

    QBuffer buffer(&result.bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    const QString title
        = options.title.isEmpty() ? sheets.first().sheets.first().title : options.title;
    writer.setTitle(title);
    writer.setCreator(QStringLiteral("NDCG Explorer"));
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    writer.setResolution(300);
    // The document laid out on the page's text area itself (96 units per inch), so that
    // print() adds no margins and the page breaks fall where they are asked for.
    const QSizeF page = writer.pageLayout().paintRect(QPageLayout::Inch).size() * 96.0;
    QFont font(QStringLiteral("Sans Serif"), 9);
    if (const QString family
        = fontFamily(options.language.isEmpty() ? QLocale().name() : options.language);
        !family.isEmpty())
        font.setFamilies({family, QStringLiteral("Sans Serif")});

    QString html = QStringLiteral("<html><body>");
    bool pageBreak = false;
    for (const bool key : {false, true}) {
        if ((key && options.parts == Parts::WorksheetOnly)
            || (!key && options.parts == Parts::KeyOnly))
            continue;
        for (int v = 0; v < versions; ++v) {
            html += sheetHtml(sheets, v, options.students, lesson, key, pageBreak, font, page);
            pageBreak = true;
        }
    }
    html += QStringLiteral("</body></html>");

    QTextDocument doc;
    doc.setDefaultFont(font);
    doc.setDocumentMargin(0);
    doc.setHtml(html);
    doc.setPageSize(page);
    doc.print(&writer);
    buffer.close();
    result.pages = pageCount(result.bytes);
    result.pageTexts = pageTexts(doc, result.pages);
    return result;
}

} // namespace WorksheetPdf
