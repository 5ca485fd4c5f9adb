#include "handout.h"

#include "breakdownformat.h"
#include "charts/comparisonpoints.h"
#include "examples.h"
#include "exporter.h"
#include "notation.h"
#include "plurals.h"
#include "steps.h"
#include "stepthrough/textfigurespanel.h"
#include "style/theme.h"
#include "workbench/displayformat.h"
#include "worksheetpdf.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QLocale>
#include <QPageLayout>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QUrl>

#include <algorithm>
#include <cmath>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Handout", text);
}

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

// A bold label before the text it heads: "Definition: Gain …", "定义：增益 …" (no space after
// a full-width colon).
QString runIn(const QString &label)
{
    const bool chinese = !label.isEmpty() && Ndcg::isChineseCharacter(label.back());
    return QStringLiteral("<b>%1</b>").arg(esc(label))
        + (chinese ? QString() : QStringLiteral(" "));
}

QString cell(const QString &text, bool right = true)
{
    return QStringLiteral("<td align=\"%1\">%2</td>")
        .arg(right ? QStringLiteral("right") : QStringLiteral("left"), esc(text));
}

} // namespace

namespace Handout {

// A full-width table in small type with a row of headers: the explanation table and the text's
// figures.
static QString smallTableStart(const QStringList &headers)
{
    QString html = QStringLiteral(
        "<table border=\"1\" cellspacing=\"0\" cellpadding=\"2\" width=\"100%\" "
        "style=\"border-collapse: collapse; border-color: %1; font-size: 8pt;\"><thead><tr>")
                       .arg(Theme::Print::rule.name());
    for (const QString &h : headers)
        html += QStringLiteral("<th bgcolor=\"%1\">%2</th>")
                    .arg(Theme::Print::headerFill.name(), esc(h));
    html += QStringLiteral("</tr></thead>");
    return html;
}

// The explanation table: one row per position, the ranking's terms and the ideal's. (In
// namespace Handout, so that lupdate gives its tr() calls the context "Handout".)
static QString tableHtml(const Ndcg::Breakdown &b, const Ndcg::Ranking &ranking)
{
    // Short headers, so that no column breaks a word: the definition line above says what
    // gain and d(i) are.
    const QStringList headers {tr("i"), tr("label"), tr("grade"), tr("gain"), tr("d(i)"),
        tr("gain·d(i)"), tr("DCG@i"), tr("ideal grade"), tr("ideal gain·d(i)"), tr("IDCG@i"),
        tr("NDCG@i")};
    QString html = smallTableStart(headers);
    for (const Ndcg::PositionRow &row : b.rows) {
        const bool inK = row.position <= b.k;
        html += inK ? QStringLiteral("<tr>")
                    : QStringLiteral("<tr style=\"color: %1;\">").arg(Theme::Print::dimInk.name());
        html += cell(QString::number(row.position));
        const int index = row.position - 1;
        html += cell(row.retrieved && index < ranking.items.size() ? ranking.items.at(index).label
                                                                   : QString(),
            false);
        if (row.retrieved) {
            html += cell(DisplayFormat::grade(row.grade))
                + cell(DisplayFormat::gain(b.trueSize(index, Ndcg::Term::Gain)))
                + cell(DisplayFormat::fixed(row.discount))
                + cell(DisplayFormat::fixed(b.trueSize(index, Ndcg::Term::Contribution)))
                + cell(DisplayFormat::fixed(b.trueSize(index, Ndcg::Term::Dcg)));
        } else {
            html += cell(tr("not retrieved"), false) + cell({}) + cell({}) + cell({}) + cell({});
        }
        html += cell(row.hasIdeal ? DisplayFormat::grade(row.idealGrade) : QString())
            + cell(row.hasIdeal
                    ? DisplayFormat::fixed(b.trueSize(index, Ndcg::Term::IdealContribution))
                    : QString())
            + cell(DisplayFormat::fixed(b.trueSize(index, Ndcg::Term::Idcg)))
            + cell(DisplayFormat::fixed(row.ndcg));
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>");
    return html;
}

// A difference of NDCGs as the window writes it (DisplayFormat): three decimals, and one too
// small for them with a power of ten ("1.000×10⁻⁴"), never "higher by 0.000", which would
// contradict itself. Differences below 5e-5 are ties (ComparisonPoints).
static QString differenceText(double difference)
{
    return DisplayFormat::fixed(difference);
}

// A comparison's result first: NDCG@k of A and of B with the DCG and IDCG they are the quotient
// of, and which is higher. "Higher" follows the comparison view (ComparisonPoints::summarize():
// equal to 4 decimals is a tie), so the handout and the window never disagree.
static QString comparisonHtml(const Ndcg::Breakdown &a, const Ndcg::Breakdown &b)
{
    const ComparisonPoints::Summary s = ComparisonPoints::summarize(&a, &b);
    const QString k = QString::number(s.k);
    QString html = QStringLiteral("<h2>%1</h2>").arg(esc(tr("Comparison of A and B")));
    html += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" "
                           "style=\"border-collapse: collapse; border-color: %1;\"><thead><tr>")
                .arg(Theme::Print::rule.name());
    for (const QString &h : {QString(), QStringLiteral("NDCG@") + k, QStringLiteral("DCG@") + k,
             QStringLiteral("IDCG@") + k})
        html += QStringLiteral("<th bgcolor=\"%1\">%2</th>")
                    .arg(Theme::Print::headerFill.name(), esc(h));
    html += QStringLiteral("</tr></thead>");
    const Ndcg::Breakdown *sides[] = {&a, &b};
    for (int side : {0, 1}) {
        const Ndcg::Breakdown &bd = *sides[side];
        html += QStringLiteral("<tr>") + cell(side == 0 ? tr("Ranking A") : tr("Ranking B"), false)
            + QStringLiteral("<td align=\"right\"><b>%1</b></td>")
                  .arg(esc(bd.ndcg ? DisplayFormat::fixed(*bd.ndcg) : tr("undefined")))
            + cell(DisplayFormat::fixed(bd.dcgTrueSize()))
            + cell(DisplayFormat::fixed(bd.idcgTrueSize())) + QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>");
    QString verdict;
    if (!s.difference)
        verdict = tr("NDCG@%1 is undefined for at least one ranking (IDCG@%1 = 0), so the two "
                     "cannot be compared by it.")
                      .arg(k);
    else if (s.better == ComparisonPoints::Ahead::Neither)
        verdict = tr("A and B have the same NDCG@%1 (to 4 decimals).").arg(k);
    else
        verdict = (s.better == ComparisonPoints::Ahead::A ? tr("A is higher by %1 (NDCG@%2).")
                                                          : tr("B is higher by %1 (NDCG@%2)."))
                      .arg(differenceText(std::abs(*s.difference)), k);
    html += QStringLiteral("<p><b>%1</b>").arg(esc(verdict));
    if (!s.sameIdeal)
        html += QStringLiteral("<br/>%1").arg(
            esc(tr("Their ideals differ: each NDCG is measured against its own IDCG@%1.").arg(k)));
    html += QStringLiteral("</p>");
    return html;
}

// A worked example's point: each figure its text states beside the exact value, the verdict
// and why they differ, then the notes on the example as a whole. The column headers and the
// verdicts are the "Compare with the text" panel's own words.
static QString textFiguresHtml(const Ndcg::ExampleInfo &info,
    const QList<Ndcg::FigureComparison> &comparisons, const QString &language)
{
    const auto panel
        = [](const char *text) { return QCoreApplication::translate("TextFiguresPanel", text); };
    int agreeing = 0;
    for (const Ndcg::FigureComparison &c : comparisons)
        agreeing += c.agrees ? 1 : 0;
    QString html
        = QStringLiteral("<h2>%1</h2>").arg(esc(tr("The text's figures beside the exact values")));
    html += QStringLiteral("<p>%1</p>")
                .arg(esc(TextFiguresPanel::agreementText(agreeing, int(comparisons.size()))));
    html += smallTableStart(
        {panel("Figure"), panel("The text says"), panel("Exact"), panel("Verdict"), panel("Why")});
    for (const Ndcg::FigureComparison &c : comparisons) {
        const QString verdict = TextFiguresPanel::verdictText(c);
        html += QStringLiteral("<tr>") + cell(c.label, false) + cell(c.figure.stated)
            + cell(Ndcg::exactFigureText(c))
            + (c.agrees ? cell(verdict, false)
                        : QStringLiteral("<td><b>%1</b></td>").arg(esc(verdict)))
            + cell(TextFiguresPanel::reasonText(c, language), false) + QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>");
    for (const Ndcg::ExampleNote &note : info.notes) {
        html += QStringLiteral("<p>");
        if (note.reason != Ndcg::DifferenceReason::None)
            html += QStringLiteral("<b>%1</b>")
                        .arg(esc(Ndcg::runInTitle(Ndcg::reasonTitle(note.reason))));
        html += esc(note.text.text(language)) + QStringLiteral("</p>");
    }
    return html;
}

// Keeps a heading with what follows it: a heading (h1–h6) whose text is a key of `room`, laid
// out with less than that much room below it on its page, starts the next page instead. The
// document is laid out in pages (its page size set); one heading at a time, as each break moves
// what follows.
static void keepHeadingsWithNext(QTextDocument &doc, const QHash<QString, qreal> &room)
{
    const qreal page = doc.pageSize().height();
    if (page <= 0)
        return;
    for (QTextBlock block = doc.begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == 0 || !room.contains(block.text()))
            continue;
        const QRectF rect = doc.documentLayout()->blockBoundingRect(block);
        const qreal below = page - std::fmod(rect.bottom(), page);
        if (below >= room.value(block.text()) || std::fmod(rect.top(), page) < 1.0)
            continue;
        QTextBlockFormat format = block.blockFormat();
        format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
        QTextCursor(block).setBlockFormat(format);
    }
}

QString fontFamily(const QString &language)
{
    return WorksheetPdf::fontFamily(language); // one choice of CJK font for every print
}

QStringList formulaLines(const Ndcg::Breakdown &b)
{
    // As the step-through writes its Dcg, Idcg and Ndcg steps: the window's numbers.
    Ndcg::StepOptions options;
    options.decimals = DisplayFormat::decimals;
    options.numbers = DisplayFormat::stepNumbers();
    return {Ndcg::sumFormulaLine(b, false, options), Ndcg::sumFormulaLine(b, true, options),
        Ndcg::ndcgStepFormulaLine(b, options)};
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

Pdf write(const Ndcg::Scenario &scenario, const QString &title, const QString &language)
{
    const QString lang = language.isEmpty() ? QLocale().name() : language;
    Pdf result;
    QTextDocument doc;
    QFont font(QStringLiteral("Sans Serif"), 10);
    if (const QString family = fontFamily(lang); !family.isEmpty())
        font.setFamilies({family, QStringLiteral("Sans Serif")});
    doc.setDefaultFont(font);
    doc.setDocumentMargin(0);

    QString html = QStringLiteral("<html><body>");
    QHash<QString, qreal> keepWithNext; // headings and the room what follows them needs
    html += QStringLiteral("<h1>%1</h1>").arg(esc(title));
    // Under the title rather than last, where it could take a page of its own.
    html += QStringLiteral("<p style=\"color: %1;\">%2</p>")
                .arg(Theme::Print::quietInk.name(),
                    esc(tr("Made with NDCG Explorer. Numbers are exact doubles, shown rounded.")));
    if (scenario.example) {
        const QString description = scenario.example->description.text(lang);
        if (!description.isEmpty())
            html += QStringLiteral("<p>%1</p>").arg(esc(description));
        // The source text by its citation; its file name in small print.
        const QString source = TextFiguresPanel::sourceHtml(*scenario.example, lang);
        if (!source.isEmpty())
            html += QStringLiteral("<p>%1</p>").arg(source);
    }
    const int rankings = scenario.isComparison() ? 2 : 1;
    // Both explained before anything is written: the comparison comes first.
    QList<Ndcg::Breakdown> breakdowns;
    for (int r = 0; r < rankings; ++r) {
        const auto explained = Ndcg::explain(scenario.ranking(r), scenario.settings);
        if (!explained) {
            // In a comparison, say which ranking: the other may explain fine.
            result.error = rankings == 2
                ? tr("Ranking %1: %2")
                      .arg(QString(QLatin1Char(r == 0 ? 'A' : 'B')), explained.error().message)
                : explained.error().message;
            return result;
        }
        breakdowns.append(*explained);
    }
    if (rankings == 2)
        html += comparisonHtml(breakdowns.at(0), breakdowns.at(1));
    // A worked example: its text's figures beside the exact values, before the workings.
    if (scenario.example && !scenario.example->figures.isEmpty()) {
        const auto comparisons = Ndcg::compareWithText(scenario);
        if (comparisons && !comparisons->isEmpty())
            html += textFiguresHtml(*scenario.example, *comparisons, lang);
    }
    for (int r = 0; r < rankings; ++r) {
        const Ndcg::Ranking &ranking = scenario.ranking(r);
        const Ndcg::Breakdown &b = breakdowns.at(r);
        // B follows A's charts on the same page: a page break before it left most of a page
        // empty.
        if (rankings == 2) {
            const QString name = r == 0 ? tr("Ranking A") : tr("Ranking B");
            html += QStringLiteral("<h2>%1</h2>").arg(esc(name));
            keepWithNext.insert(name, 200); // its definition and the table's first rows
        }
        html += QStringLiteral("<p>%1%2</p>")
                    .arg(runIn(tr("Definition:")),
                        esc(Ndcg::Notation::definitionLine(b.settings, b.k, b.poolSize)));
        html += tableHtml(b, ranking);
        const QStringList formulas = formulaLines(b);
        html += QStringLiteral("<h3>%1</h3><p>%2<br/>%3<br/><b>%4</b></p>")
                    .arg(esc(tr("Formulas")), esc(formulas.at(0)), esc(formulas.at(1)),
                        esc(formulas.at(2)));
        for (const Ndcg::Warning &w : b.warnings)
            html += QStringLiteral("<p><i>%1</i></p>")
                        .arg(DisplayFormat::warningSentence(w, Ndcg::Notation::Markup::Html));
        // The charts below the formulas, two to a row (a page of their own left most of the
        // first page empty).
        const QString chartsHeading = rankings == 2
            ? tr("Charts of ranking %1").arg(QLatin1Char(r == 0 ? 'A' : 'B'))
            : tr("Charts");
        html += QStringLiteral("<h3>%1</h3>").arg(esc(chartsHeading));
        constexpr int chartWidth = 335; // of 680 units of text width (96 per inch)
        constexpr QSize chartSize(400, 250); // drawn at this size, so its text stays readable
        keepWithNext.insert(chartsHeading, chartWidth * chartSize.height() / chartSize.width() + 8);
        const Exporter::Chart charts[]
            = {Exporter::Chart::RunningDcg, Exporter::Chart::Contribution, Exporter::Chart::Ndcg};
        html += QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"2\"><tr>");
        int column = 0;
        for (Exporter::Chart chart : charts) {
            const QUrl url(QStringLiteral("chart://%1/%2").arg(r).arg(int(chart)));
            // Drawn small and sharp (fonts stay readable when the image is scaled down).
            QImage image = Exporter::chartImage(chart, b, chartSize, 3.0);
            image.setDevicePixelRatio(1.0);
            doc.addResource(QTextDocument::ImageResource, url, image);
            if (column == 2) {
                html += QStringLiteral("</tr><tr>");
                column = 0;
            }
            html += QStringLiteral("<td align=\"center\"><img src=\"%1\" width=\"%2\" "
                                   "height=\"%3\"/></td>")
                        .arg(url.toString())
                        .arg(chartWidth)
                        .arg(chartWidth * chartSize.height() / chartSize.width());
            ++column;
        }
        html += QStringLiteral("</tr></table>");
    }
    html += QStringLiteral("</body></html>");
    doc.setHtml(html);
    result.text = doc.toPlainText();

    QBuffer buffer(&result.bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setTitle(title);
    writer.setCreator(QStringLiteral("NDCG Explorer"));
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    writer.setResolution(300);
    // Lay the document out on the page's text area itself (96 units per inch), so that
    // print() adds no margins of its own and the page breaks fall where they are asked for.
    const QSizeF text = writer.pageLayout().paintRect(QPageLayout::Inch).size() * 96.0;
    doc.setPageSize(text);
    keepHeadingsWithNext(doc, keepWithNext);
    doc.print(&writer);
    buffer.close();
    result.pages = pageCount(result.bytes);
    return result;
}

} // namespace Handout
