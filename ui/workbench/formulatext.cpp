#include "formulatext.h"

#include "displayformat.h"
#include "notation.h"
#include "style/theme.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace FormulaText {

namespace {

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

// One term with its symbols, kept on one line when the sum wraps: a word joiner after each "/"
// lets a sum break between its terms only.
QString termHtml(const Ndcg::Breakdown &b, int position, bool ideal)
{
    return Ndcg::Notation::symbolicTerm(b, position, ideal, Ndcg::Notation::Markup::Html)
        .replace(QLatin1Char('/'), QStringLiteral("/\u2060"));
}

// What the panel and the reader's lines share of a sum (DCG, or IDCG with `ideal`): its limit,
// the current term, the hidden terms, values and total.
Ndcg::Notation::SumOptions sumOptions(const Options &options, bool ideal)
{
    Ndcg::Notation::SumOptions sum;
    const int limit = ideal && options.idealLimit != -2 ? options.idealLimit : options.limit;
    if (limit >= 0)
        sum.limit = limit;
    if (ideal == options.currentIdeal) {
        sum.current = options.current;
        sum.currentPending = options.currentPending;
    }
    if (options.hideTerm)
        sum.hideTerm = [&options, ideal](int p) { return options.hideTerm(p, ideal); };
    if (options.hideProduct)
        sum.hideValue = [&options, ideal](int p) { return options.hideProduct(p, ideal); };
    sum.hideTotal = ideal ? options.hideIdcg : options.hideDcg;
    return sum;
}

} // namespace

QString html(const Ndcg::Breakdown &b, const Options &options)
{
    namespace N = Ndcg::Notation;
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

    // The window's numbers: each term with its symbols, values at their true size.
    N::SumNumbers numbers;
    numbers.term = [&b](int p, bool ideal) { return termHtml(b, p, ideal); };
    numbers.value = [&b](int p, bool ideal) {
        return DisplayFormat::fixed(
            b.trueSize(p - 1, ideal ? Ndcg::Term::IdealContribution : Ndcg::Term::Contribution));
    };
    numbers.total = [&b](bool ideal) {
        return DisplayFormat::fixed(ideal ? b.idcgTrueSize() : b.dcgTrueSize());
    };
    numbers.ndcg = [&b] { return DisplayFormat::fixed(b.ndcg); };

    // Names in their colours, terms linked to their positions, the current term on a strong
    // band, a chosen figure marked, the results large.
    const auto decorate = [&](const N::PieceMark &mark, const QString &text) {
        const bool marks = mark.piece == N::Piece::Ndcg ? options.markPosition == -2
                                                        : mark.ideal == options.markIdeal
                && (mark.piece == N::Piece::Total ? options.markPosition == -1
                                                  : options.markPosition == mark.position);
        switch (mark.piece) {
        case N::Piece::Name:
            return colored(text, mark.ideal ? Theme::idealInk() : Theme::actualInk());
        case N::Piece::NdcgName:
            return colored(text, Theme::ndcgInk());
        case N::Piece::Term:
        case N::Piece::Value: {
            // A chosen figure's term: marked inside its link (a link's own style wins).
            QString piece = linked(
                marks ? marked(text) : text, mark.position, mark.position == options.highlight);
            if (mark.current)
                piece = QStringLiteral("<span style=\"background-color:%1; border:2px solid "
                                       "%2\">%3</span>")
                            .arg(Theme::termBand().name(), Theme::rule().name(), piece);
            return piece;
        }
        case N::Piece::Total:
        case N::Piece::Ndcg: {
            const QString value = QStringLiteral("<b style=\"font-size:%1pt\">%2</b>")
                                      .arg(mark.piece == N::Piece::Ndcg ? big + 2 : big)
                                      .arg(text);
            return marks ? marked(value) : value;
        }
        case N::Piece::Note:
            return QStringLiteral("<span style=\"color:%1\">%2</span>")
                .arg(Theme::quietInk().name(), text);
        }
        return text;
    };
    const auto row = [&](const QString &name, const QString &text) {
        out += QStringLiteral("<tr><td align=\"right\" style=\"font-size:%1pt\">%2</td>"
                              "<td>&nbsp;=&nbsp;</td><td>%3</td></tr>")
                   .arg(big)
                   .arg(name, text);
    };

    for (bool ideal : {false, true}) {
        N::SumOptions sum = sumOptions(options, ideal);
        sum.markup = N::Markup::Html;
        sum.maxTerms = options.maxTerms;
        sum.keepLast = true;
        sum.keep = options.highlight;
        sum.decorate = decorate;
        // A break may fall before the total: "… + 0.000 =" / "1.859e+289" rather than a panel
        // wider than its view.
        const N::SumParts parts = N::sumParts(b, ideal, numbers, sum);
        row(parts.name, parts.terms);
        if (!parts.rest.isEmpty())
            row(QString(), parts.rest);
    }

    const bool ndcgLine
        = options.ndcgLine == 0 ? !stepping || options.limit >= b.k : options.ndcgLine > 0;
    if (ndcgLine) {
        N::NdcgOptions ndcg;
        ndcg.markup = N::Markup::Html;
        ndcg.hideDcg = options.hideDcg;
        ndcg.hideIdcg = options.hideIdcg;
        ndcg.hideNdcg = options.hideNdcg;
        ndcg.ruleSentence = true;
        ndcg.decorate = decorate;
        const N::NdcgParts parts = N::ndcgParts(b, numbers, ndcg);
        row(parts.name, parts.rest);
    }
    out += QStringLiteral("</table>");
    return out;
}

QString hiddenWord()
{
    return QCoreApplication::translate("FormulaText", "hidden");
}

QString pendingWord()
{
    return QCoreApplication::translate("FormulaText", "not yet computed");
}

QString readable(const Ndcg::Breakdown &b, const Options &options)
{
    namespace N = Ndcg::Notation;
    const QString hidden = hiddenWord();
    const QString pending = pendingWord();
    // A "?" standing alone (an unknown in the step's formula): the word instead.
    static const QRegularExpression unknown(QStringLiteral("(?<![\\w?])\\?(?![\\w?])"));
    QStringList lines;
    if (!options.currentFormula.isEmpty())
        lines << QString(options.currentFormula).replace(unknown, hidden);
    const bool stepping = options.limit >= 0;
    N::SumNumbers numbers = N::fixedNumbers(b, 3);
    // With answers hidden or while stepping, each term as the panel writes it, "(2³−1)/log₂2":
    // the CLI's "7/1.000" would read out a gain and a discount the table still hides (or the
    // steps have not reached).
    if (options.hideTerm || options.hideProduct || stepping)
        numbers.term
            = [&b](int p, bool ideal) { return N::symbolicTerm(b, p, ideal, N::Markup::Plain); };
    for (bool ideal : {false, true}) {
        N::SumOptions sum = sumOptions(options, ideal);
        sum.maxTerms = 12; // as the CLI
        sum.decorate = [&](const N::PieceMark &mark, const QString &text) {
            if (!mark.hidden)
                return text;
            const bool isPending = mark.piece == N::Piece::Total
                ? (ideal ? options.idcgPending : options.dcgPending)
                : mark.piece == N::Piece::Value && mark.current && options.currentPending
                    && !(options.hideProduct && options.hideProduct(mark.position, ideal));
            return isPending ? pending : hidden;
        };
        N::SumParts parts = N::sumParts(b, ideal, numbers, sum);
        if (parts.terms == QLatin1String("?")) // stepping: no term of this sum computed yet
            parts.terms = pending;
        lines << parts.name + QStringLiteral(" = ") + parts.terms
                + (parts.rest.isEmpty() ? QString() : QStringLiteral(" = ") + parts.rest);
    }
    const bool ndcgLine
        = options.ndcgLine == 0 ? !stepping || options.limit >= b.k : options.ndcgLine > 0;
    if (ndcgLine) {
        // The quotient's hidden values through the numbers (the options would write "?").
        N::SumNumbers quotient = numbers;
        quotient.total = [&](bool ideal) {
            if (!(ideal ? options.hideIdcg : options.hideDcg))
                return numbers.total(ideal);
            return (ideal ? options.idcgPending : options.dcgPending) ? pending : hidden;
        };
        quotient.ndcg = [&] {
            return !options.hideNdcg ? numbers.ndcg() : options.ndcgPending ? pending : hidden;
        };
        N::NdcgOptions ndcg;
        ndcg.hideIdcg = options.hideIdcg; // the zero-IDCG rule would tell IDCG = 0
        ndcg.hideDcg = false;
        const N::NdcgParts parts = N::ndcgParts(b, quotient, ndcg);
        QString rest = parts.rest;
        if (options.hideIdcg) // ratioText() wrote "?" for it
            rest = parts.ratio + QStringLiteral(" = ")
                + QString(parts.values).replace(unknown, options.idcgPending ? pending : hidden);
        lines << parts.name + QStringLiteral(" = ") + rest;
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace FormulaText
