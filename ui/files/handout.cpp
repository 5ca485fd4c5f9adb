#include "handout.h"

#include "breakdownformat.h"
#include "charts/comparisonpoints.h"
#include "workbench/displayformat.h"
#include "exporter.h"
#include "notation.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFontDatabase>
#include <QLocale>
#include <QPageLayout>
#include <QPdfWriter>
#include <QRegularExpression>
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

QString cell(const QString &text, bool right = true)
{
    return QStringLiteral("<td align=\"%1\">%2</td>")
        .arg(right ? QStringLiteral("right") : QStringLiteral("left"), esc(text));
}

} // namespace

namespace Handout {

// The explanation table: one row per position, the ranking's terms and the ideal's. (In
// namespace Handout, so that lupdate gives its tr() calls the context "Handout".)
static QString tableHtml(const Ndcg::Breakdown &b, const Ndcg::Ranking &ranking)
{
    // Short headers, so that no column breaks a word: the definition line above says what
    // gain and d(i) are.
    const QStringList headers {tr("i"), tr("label"), tr("grade"), tr("gain"), tr("d(i)"),
        tr("gain·d(i)"), tr("DCG@i"), tr("ideal grade"), tr("ideal gain·d(i)"), tr("IDCG@i"),
        tr("NDCG@i")};
    QString html = QStringLiteral(
        "<table border=\"1\" cellspacing=\"0\" cellpadding=\"2\" width=\"100%\" "
        "style=\"border-collapse: collapse; border-color: #999999; font-size: 8pt;\"><thead><tr>");
    for (const QString &h : headers)
        html += QStringLiteral("<th bgcolor=\"#eeeeee\">%1</th>").arg(esc(h));
    html += QStringLiteral("</tr></thead>");
    for (const Ndcg::PositionRow &row : b.rows) {
        const bool inK = row.position <= b.k;
        html += inK ? QStringLiteral("<tr>") : QStringLiteral("<tr style=\"color: #888888;\">");
        html += cell(QString::number(row.position));
        const int index = row.position - 1;
        html += cell(row.retrieved && index < ranking.items.size() ? ranking.items.at(index).label
                                                                   : QString(),
            false);
        if (row.retrieved) {
            html += cell(DisplayFormat::grade(row.grade))
                + cell(DisplayFormat::gain(row.gain, b.gainScaleLog2))
                + cell(DisplayFormat::fixed(row.discount))
                + cell(DisplayFormat::fixed(row.contribution, b.gainScaleLog2))
                + cell(DisplayFormat::fixed(row.dcg, b.gainScaleLog2));
        } else {
            html += cell(tr("not retrieved"), false) + cell({}) + cell({}) + cell({}) + cell({});
        }
        html += cell(row.hasIdeal ? DisplayFormat::grade(row.idealGrade) : QString())
            + cell(row.hasIdeal ? DisplayFormat::fixed(row.idealContribution, b.gainScaleLog2)
                                : QString())
            + cell(DisplayFormat::fixed(row.idcg, b.gainScaleLog2))
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
    html += QStringLiteral(
        "<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" "
        "style=\"border-collapse: collapse; border-color: #999999;\"><thead><tr>");
    for (const QString &h : {QString(), QStringLiteral("NDCG@") + k, QStringLiteral("DCG@") + k,
             QStringLiteral("IDCG@") + k})
        html += QStringLiteral("<th bgcolor=\"#eeeeee\">%1</th>").arg(esc(h));
    html += QStringLiteral("</tr></thead>");
    const Ndcg::Breakdown *sides[] = {&a, &b};
    for (int side : {0, 1}) {
        const Ndcg::Breakdown &bd = *sides[side];
        html += QStringLiteral("<tr>") + cell(side == 0 ? tr("Ranking A") : tr("Ranking B"), false)
            + QStringLiteral("<td align=\"right\"><b>%1</b></td>")
                  .arg(esc(bd.ndcg ? DisplayFormat::fixed(*bd.ndcg) : tr("undefined")))
            + cell(DisplayFormat::fixed(bd.dcg, bd.gainScaleLog2))
            + cell(DisplayFormat::fixed(bd.idcg, bd.gainScaleLog2)) + QStringLiteral("</tr>");
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

QString fontFamily(const QString &language)
{
    if (!language.startsWith(QLatin1String("zh")))
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
    html += QStringLiteral("<h1>%1</h1>").arg(esc(title));
    if (scenario.example) {
        const QString description = scenario.example->description.text(lang);
        if (!description.isEmpty())
            html += QStringLiteral("<p>%1</p>").arg(esc(description));
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
    for (int r = 0; r < rankings; ++r) {
        const Ndcg::Ranking &ranking = scenario.ranking(r);
        const Ndcg::Breakdown &b = breakdowns.at(r);
        if (rankings == 2)
            html += QString::fromLatin1(
                r == 1 ? "<h2 style=\"page-break-before: always;\">%1</h2>" : "<h2>%1</h2>")
                        .arg(esc(r == 0 ? tr("Ranking A") : tr("Ranking B")));
        html += QStringLiteral("<p><b>%1</b> %2</p>")
                    .arg(esc(tr("Definition:")),
                        esc(Ndcg::Notation::definitionLine(b.settings, b.k, b.poolSize)));
        html += tableHtml(b, ranking);
        html += QStringLiteral("<h3>%1</h3><p>%2<br/>%3<br/><b>%4</b></p>")
                    .arg(esc(tr("Formulas")), esc(Ndcg::dcgFormulaLine(b, false)),
                        esc(Ndcg::dcgFormulaLine(b, true)), esc(Ndcg::ndcgFormulaLine(b)));
        for (const Ndcg::Warning &w : b.warnings)
            html += QStringLiteral("<p><i>%1</i></p>")
                        .arg(DisplayFormat::warningSentence(w, Ndcg::Notation::Markup::Html));
        // The charts on a page of their own, stacked.
        html += QStringLiteral("<h3 style=\"page-break-before: always;\">%1</h3>")
                    .arg(esc(rankings == 2
                            ? tr("Charts of ranking %1").arg(QLatin1Char(r == 0 ? 'A' : 'B'))
                            : tr("Charts")));
        constexpr int chartWidth = 480; // of 680 units of text width (96 per inch)
        const Exporter::Chart charts[]
            = {Exporter::Chart::RunningDcg, Exporter::Chart::Contribution, Exporter::Chart::Ndcg};
        for (Exporter::Chart chart : charts) {
            const QUrl url(QStringLiteral("chart://%1/%2").arg(r).arg(int(chart)));
            // Drawn small and sharp (fonts stay readable when the image is scaled down).
            QImage image = Exporter::chartImage(chart, b, QSize(560, 350), 3.0);
            image.setDevicePixelRatio(1.0);
            doc.addResource(QTextDocument::ImageResource, url, image);
            html
                += QStringLiteral("<p align=\"center\"><img src=\"%1\" width=\"%2\" height=\"%3\"/>"
                                  "</p>")
                       .arg(url.toString())
                       .arg(chartWidth)
                       .arg(chartWidth * 350 / 560);
        }
    }
    html += QStringLiteral("<p style=\"color: #666666;\">%1</p>")
                .arg(esc(tr("Made with NDCG Explorer. Numbers are exact doubles, shown rounded.")));
    html += QStringLiteral("</body></html>");
    doc.setHtml(html);

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
    doc.print(&writer);
    buffer.close();
    result.pages = pageCount(result.bytes);
    return result;
}

} // namespace Handout
