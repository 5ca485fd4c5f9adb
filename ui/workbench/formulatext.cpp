#include "formulatext.h"

#include "displayformat.h"
#include "notation.h"
#include "style/theme.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace FormulaText {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("FormulaText", text);
}

QString colored(const QString &text, const QColor &color)
{
    return QStringLiteral("<span style=\"color:%1; font-weight:bold\">%2</span>")
        .arg(color.name(), text);
}

QString linked(const QString &text, int position, bool highlighted)
{
    const QString ink = Theme::ink().name();
    const QString style = highlighted
        ? QStringLiteral("color:%1; text-decoration:none; background-color:%2")
              .arg(ink, Theme::highlight().name())
        : QStringLiteral("color:%1; text-decoration:none").arg(ink);
    return QStringLiteral("<a href=\"pos:%1\" style=\"%2\">%3</a>").arg(position).arg(style, text);
}

// A text's figure chosen in "Compare with the text": bold and underlined on the pale band.
QString marked(const QString &text)
{
    return QStringLiteral("<span style=\"background-color:%1; font-weight:bold; "
                          "text-decoration:underline\">%2</span>")
        .arg(Theme::highlight().name(), text);
}

} // namespace

QString termHtml(const Ndcg::Breakdown &b, int position, bool ideal)
{
    // A word joiner after each "/" keeps a term on one line: sums wrap between terms only.
    return termText(b, position, ideal).replace(QLatin1Char('/'), QStringLiteral("/\u2060"));
}

QString termText(const Ndcg::Breakdown &b, int position, bool ideal)
{
    return Ndcg::Notation::symbolicTerm(b, position, ideal, Ndcg::Notation::Markup::Html);
}

QList<int> shownPositions(int depth, int maxTerms, int highlight)
{
    QList<int> shown;
    if (depth <= maxTerms) {
        for (int i = 1; i <= depth; ++i)
            shown.append(i);
        return shown;
    }
    const int head = std::max(1, maxTerms - 2);
    for (int i = 1; i <= head; ++i)
        shown.append(i);
    if (highlight > head && highlight < depth) {
        if (highlight > head + 1)
            shown.append(0);
        shown.append(highlight);
        if (highlight < depth - 1)
            shown.append(0);
    } else {
        shown.append(0);
    }
    shown.append(depth);
    return shown;
}

QString html(const Ndcg::Breakdown &b, const Options &options)
{
    const QString k = QString::number(b.k);
    const int big = options.pointSize + 3;
    QString out;
    // Step-through: the step's own formula first, on the same band as the term it computes.
    if (!options.currentFormula.isEmpty())
        out += QStringLiteral("<p style=\"font-size:%1pt; margin:0 0 4px 0\"><span "
                              "style=\"background-color:%2\"><b>▶ %3</b></span></p>")
                   .arg(big + 1)
                   .arg(Theme::termBand().name(), options.currentFormula.toHtmlEscaped());
    out += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"1\" "
                          "style=\"font-size:%1pt\">")
               .arg(options.pointSize);
    const bool stepping = options.limit >= 0;
    const QString unknown = QStringLiteral("<b>?</b>");

    auto sumRows = [&](bool ideal) {
        const QString name = colored((ideal ? QStringLiteral("IDCG@") : QStringLiteral("DCG@")) + k,
            ideal ? Theme::idealInk() : Theme::actualInk());
        int depth = 0;
        const int maxDepth = std::min<int>(b.k, int(b.rows.size()));
        while (depth < maxDepth && (ideal ? b.rows[depth].hasIdeal : b.rows[depth].retrieved))
            ++depth;
        const int limit = ideal && options.idealLimit != -2 ? options.idealLimit : options.limit;
        const bool stepped = limit >= 0;
        const int drawn = stepped ? std::min(depth, limit) : depth;
        const bool hidden = ideal ? options.hideIdcg : options.hideDcg;
        QStringList quotients;
        QStringList products;
        for (int p : shownPositions(drawn, options.maxTerms, options.highlight)) {
            if (p == 0) {
                quotients << QStringLiteral("…");
                products << QStringLiteral("…");
                continue;
            }
            const bool hl = p == options.highlight;
            const bool current = p == options.current && ideal == options.currentIdeal;
            const bool termHidden = options.hideTerm && options.hideTerm(p, ideal);
            const bool productHidden = options.hideProduct && options.hideProduct(p, ideal);
            // A chosen figure's term: marked inside its link (a link's own style wins).
            const bool mark = p == options.markPosition && ideal == options.markIdeal;
            const auto markIf = [mark](const QString &text) { return mark ? marked(text) : text; };
            QString term = linked(markIf(termHidden ? unknown : termHtml(b, p, ideal)), p, hl);
            QString product = (current && options.currentPending) || productHidden
                ? unknown
                : DisplayFormat::fixed(b.trueSize(
                    p - 1, ideal ? Ndcg::Term::IdealContribution : Ndcg::Term::Contribution));
            product = linked(markIf(product), p, hl);
            if (current) {
                const QString band = QStringLiteral("<span style=\"background-color:%1; "
                                                    "border:2px solid %2\">%3</span>");
                term = band.arg(Theme::termBand().name(), Theme::rule().name(), term);
                product = band.arg(Theme::termBand().name(), Theme::rule().name(), product);
            }
            quotients << term;
            products << product;
        }
        const Ndcg::TrueSize total = ideal ? b.idcgTrueSize() : b.dcgTrueSize();
        QString first;
        QString second;
        if (quotients.isEmpty() && stepped && depth > 0) {
            first = unknown; // stepping: no term of this sum is computed yet
        } else if (quotients.isEmpty()) {
            first = QStringLiteral("0 &nbsp;<span style=\"color:%1\">(%2)</span>")
                        .arg(Theme::quietInk().name(), tr("no terms"));
        } else {
            first = quotients.join(QStringLiteral("&nbsp;+ "));
            if (stepped && drawn < depth)
                first += QStringLiteral("&nbsp;+ …");
            second = products.join(QStringLiteral("&nbsp;+ "));
            if (stepped && drawn < depth)
                second += QStringLiteral("&nbsp;+ …");
            else {
                // A break may fall before the total: "… + 0.000 =" / "1.859e+289" rather
                // than a panel wider than its view.
                QString value
                    = QStringLiteral("<b style=\"font-size:%1pt\">%2</b>")
                          .arg(big)
                          .arg(hidden ? QStringLiteral("?") : DisplayFormat::fixed(total));
                if (options.markPosition == -1 && ideal == options.markIdeal)
                    value = marked(value);
                second += QStringLiteral("&nbsp;= ") + value;
            }
        }
        out += QStringLiteral("<tr><td align=\"right\" style=\"font-size:%1pt\">%2</td>"
                              "<td>&nbsp;=&nbsp;</td><td>%3</td></tr>")
                   .arg(big)
                   .arg(name, first);
        if (!second.isEmpty())
            out += QStringLiteral("<tr><td></td><td>&nbsp;=&nbsp;</td><td>%1</td></tr>")
                       .arg(second);
    };
    sumRows(false);
    sumRows(true);

    const bool ndcgLine
        = options.ndcgLine == 0 ? !stepping || options.limit >= b.k : options.ndcgLine > 0;
    if (ndcgLine) {
        const auto value
            = [&](bool hide, const QString &text) { return hide ? QStringLiteral("?") : text; };
        QString ndcgValue = QStringLiteral("<b style=\"font-size:%1pt\">%2</b>")
                                .arg(big + 2)
                                .arg(value(options.hideNdcg, DisplayFormat::fixed(b.ndcg)));
        if (options.markPosition == -2)
            ndcgValue = marked(ndcgValue);
        const QString ndcgName = colored(QStringLiteral("NDCG@") + k, Theme::ndcgInk());
        QString ratio = colored(QStringLiteral("DCG@") + k, Theme::actualInk())
            + QStringLiteral("&nbsp;/&nbsp;")
            + colored(QStringLiteral("IDCG@") + k, Theme::idealInk()) + QStringLiteral(" = ")
            + value(options.hideDcg, DisplayFormat::fixed(b.dcgTrueSize()))
            + QStringLiteral("&nbsp;/ ")
            + value(options.hideIdcg, DisplayFormat::fixed(b.idcgTrueSize()))
            + QStringLiteral("&nbsp;= ") + ndcgValue;
        if (b.idcg == 0 && !options.hideIdcg) {
            const QString rule = Ndcg::Notation::zeroIdcgSentence(
                b.settings.zeroIdcg, Ndcg::Notation::Markup::Html);
            ratio += QStringLiteral(" &nbsp;<span style=\"color:%1\">(%2)</span>")
                         .arg(Theme::quietInk().name(), rule);
        }
        out += QStringLiteral("<tr><td align=\"right\" style=\"font-size:%1pt\">%2</td>"
                              "<td>&nbsp;=&nbsp;</td><td>%3</td></tr>")
                   .arg(big)
                   .arg(ndcgName, ratio);
    }
    out += QStringLiteral("</table>");
    return out;
}

} // namespace FormulaText
