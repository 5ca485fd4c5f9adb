#include "notation.h"

#include "numbertext.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace Ndcg::Notation {

namespace {

// Texts are translated in the context "Ndcg", as in the rest of core, and named so for lupdate
// where they are written: QCoreApplication::translate("Ndcg", …), or QT_TRANSLATE_NOOP("Ndcg",
// …) for the templates of part() (a tr() here would be "Ndcg::Notation" to lupdate).

// The shortest text that reads back as the same double: 1.5, 2.0000001, 1e+300.
QString shortest(double value)
{
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

// 12 → "₁₂", 3 → "³"
QString digitsIn(const QString &digits, const char16_t (&table)[11])
{
    QString out;
    for (const QChar c : digits)
        out += QChar(table[c.digitValue()]);
    return out;
}
const char16_t subscriptDigits[11] = u"₀₁₂₃₄₅₆₇₈₉";
const char16_t superscriptDigits[11] = u"⁰¹²³⁴⁵⁶⁷⁸⁹";

// "3" → "³", "-1" → "⁻¹"; empty when the text has other characters (2.5, 1e+20).
QString superscript(const QString &text)
{
    QString out;
    for (const QChar c : text) {
        if (c.isDigit())
            out += QChar(superscriptDigits[c.digitValue()]);
        else if (c == QLatin1Char('-'))
            out += QStringLiteral("⁻");
        else
            return {};
    }
    return out;
}

QString sup(const QString &text, Markup markup)
{
    switch (markup) {
    case Markup::Plain:
        return QLatin1Char('^') + text;
    case Markup::Html:
        return QStringLiteral("<sup>") + text + QStringLiteral("</sup>");
    case Markup::Latex:
        return QStringLiteral("^{") + text + QLatin1Char('}');
    }
    return text;
}

QString minus(Markup markup)
{
    return markup == Markup::Latex ? QStringLiteral("-") : QStringLiteral("−");
}

// In LaTeX, math inside running text.
QString math(const QString &text, Markup markup)
{
    return markup == Markup::Latex ? QLatin1Char('$') + text + QLatin1Char('$') : text;
}

// Text of the notation itself escaped for the markup: in LaTeX also its symbols (<, ≥, ·, —,
// −), which a label keeps as written.
QString escapedNotation(const QString &text, Markup markup)
{
    QString out = escaped(text, markup);
    if (markup != Markup::Latex)
        return out;
    static const std::pair<const char16_t *, const char *> symbols[] = {{u"<", "$<$"},
        {u">", "$>$"}, {u"≥", "$\\geq$"}, {u"·", "$\\cdot$"}, {u"—", "---"}, {u"−", "$-$"}};
    for (const auto &[from, to] : symbols)
        out.replace(QString::fromUtf16(from), QLatin1String(to));
    return out;
}

// A translated template escaped for the markup, its %1…%9 kept for arg().
QString escapedTemplate(const QString &text, Markup markup)
{
    if (markup != Markup::Latex)
        return escapedNotation(text, markup);
    static const QRegularExpression placeholder(QStringLiteral("%[1-9]"));
    QString out;
    qsizetype from = 0;
    for (const auto &m : placeholder.globalMatch(text)) {
        out += escapedNotation(text.mid(from, m.capturedStart() - from), markup) + m.captured();
        from = m.capturedEnd();
    }
    return out + escapedNotation(text.mid(from), markup);
}

// A part of the definition line: the words around the value, the value bold in HTML.
QString part(const char *text, const QString &value, Markup markup)
{
    const QString v
        = markup == Markup::Html ? QStringLiteral("<b>") + value + QStringLiteral("</b>") : value;
    return escapedTemplate(QCoreApplication::translate("Ndcg", text), markup).arg(v);
}

} // namespace

bool isNaturalBase(double base)
{
    return std::abs(base - std::numbers::e) <= baseTolerance * std::numbers::e;
}

std::optional<long long> wholeBase(double base)
{
    if (!std::isfinite(base) || std::abs(base) >= 1e15)
        return std::nullopt;
    const double whole = std::round(base);
    if (std::abs(base - whole) <= baseTolerance * std::abs(base))
        return static_cast<long long>(whole);
    return std::nullopt;
}

QString baseText(double base)
{
    if (isNaturalBase(base))
        return QStringLiteral("e");
    if (const auto whole = wholeBase(base))
        return QString::number(*whole);
    return shortest(base);
}

QString logText(double base, const QString &argument, Markup markup)
{
    const bool bare = !argument.isEmpty() && !argument.startsWith(QLatin1Char('('));
    const auto whole = wholeBase(base);
    if (isNaturalBase(base) || whole) {
        QString symbol;
        if (markup == Markup::Latex)
            symbol = isNaturalBase(base) ? QStringLiteral("\\ln")
                                         : QStringLiteral("\\log_{%1}").arg(*whole);
        else
            symbol = isNaturalBase(base)
                ? QStringLiteral("ln")
                : QStringLiteral("log") + digitsIn(QString::number(*whole), subscriptDigits);
        // "ln 3" and "\log_{2} 3" need the space; "log₂3" reads as it is.
        const bool space = bare && (isNaturalBase(base) || markup == Markup::Latex);
        return symbol + (space ? QStringLiteral(" ") : QString()) + argument;
    }
    const QString b = shortest(base);
    QString symbol;
    switch (markup) {
    case Markup::Plain:
        symbol = QStringLiteral("log_") + b;
        break;
    case Markup::Html:
        symbol = QStringLiteral("log<sub>") + b + QStringLiteral("</sub>");
        break;
    case Markup::Latex:
        symbol = QStringLiteral("\\log_{") + b + QLatin1Char('}');
        break;
    }
    return symbol + (bare ? QLatin1Char('(') + argument + QLatin1Char(')') : argument);
}

QString gainExpression(const Settings &s, Markup markup)
{
    switch (s.gain) {
    case Gain::Linear:
        return math(QStringLiteral("g"), markup);
    case Gain::Exponential:
        return math(QStringLiteral("2") + sup(QStringLiteral("g"), markup) + minus(markup)
                + QLatin1Char('1'),
            markup);
    case Gain::Custom:
        return escapedTemplate(QCoreApplication::translate("Ndcg", "map %1"), markup)
            .arg(escaped(gainMapText(s.gainMap), markup));
    }
    return {};
}

QString discountExpression(const Settings &s, Markup markup)
{
    switch (s.discount) {
    case Discount::Log:
        return math(
            QStringLiteral("1/") + logText(s.logBase, QStringLiteral("(i+1)"), markup), markup);
    case Discount::JK2002:
        return escapedTemplate(
            QCoreApplication::translate("Ndcg", "JK 2002: 1 for i < %1, else 1/%2(i)"), markup)
            .arg(math(baseText(s.logBase), markup), math(logText(s.logBase, {}, markup), markup));
    case Discount::None:
        return escapedNotation(QCoreApplication::translate("Ndcg", "none (CG)"), markup);
    }
    return {};
}

QString partName(Part p)
{
    switch (p) {
    case Part::Gain:
        return QStringLiteral("gain");
    case Part::Discount:
        return QStringLiteral("discount");
    case Part::Cutoff:
        return QStringLiteral("k");
    case Part::Ideal:
        return QStringLiteral("ideal");
    case Part::ZeroIdcg:
        return QStringLiteral("zero");
    case Part::Relevant:
        return QStringLiteral("relevant");
    case Part::NegativeGrades:
        return QStringLiteral("negative");
    case Part::ErrTopGrade:
        return QStringLiteral("errTop");
    case Part::RbpPersistence:
        return QStringLiteral("rbp");
    }
    return {};
}

int cutoffInEffect(const Settings &s, int listSize, int poolSize)
{
    return s.isAll() ? std::max(listSize, poolSize) : s.cutoff;
}

QList<DefinitionPart> definitionParts(const Settings &s, int k, int poolSize, Markup markup)
{
    QList<DefinitionPart> parts;
    parts.append({Part::Gain,
        part(QT_TRANSLATE_NOOP("Ndcg", "Gain %1"), gainExpression(s, markup), markup)});
    parts.append({Part::Discount,
        part(QT_TRANSLATE_NOOP("Ndcg", "Discount %1"), discountExpression(s, markup), markup)});
    const QString kText = s.isAll()
        ? escapedTemplate(QCoreApplication::translate("Ndcg", "all (%1)"), markup).arg(k)
        : QString::number(k);
    parts.append({Part::Cutoff, part(QT_TRANSLATE_NOOP("Ndcg", "k = %1"), kText, markup)});
    const QString ideal = s.idealSource == IdealSource::Pool
        ? (poolSize == 1
                ? QCoreApplication::translate("Ndcg", "judged pool (1 item)")
                : QCoreApplication::translate("Ndcg", "judged pool (%1 items)").arg(poolSize))
        : QCoreApplication::translate("Ndcg", "ranking only");
    parts.append({Part::Ideal,
        part(QT_TRANSLATE_NOOP("Ndcg", "Ideal: %1"), escapedNotation(ideal, markup), markup)});
    parts.append({Part::ZeroIdcg,
        part(QT_TRANSLATE_NOOP("Ndcg", "if IDCG = 0: NDCG = %1"),
            escapedNotation(zeroIdcgValue(s.zeroIdcg), markup), markup)});
    parts.append({Part::Relevant,
        part(QT_TRANSLATE_NOOP("Ndcg", "relevant: g ≥ %1"), shortest(s.relevantFrom), markup)});
    parts.append({Part::NegativeGrades,
        escapedNotation(s.negativeGrades == NegativeGrades::Reject
                ? QCoreApplication::translate("Ndcg", "negative grades refused")
                : QCoreApplication::translate("Ndcg", "negative grades: gain 0"),
            markup)});
    if (s.maxGrade)
        parts.append({Part::ErrTopGrade,
            part(QT_TRANSLATE_NOOP("Ndcg", "ERR top grade %1"), shortest(*s.maxGrade), markup)});
    if (s.rbpPersistence != Settings().rbpPersistence)
        parts.append({Part::RbpPersistence,
            part(QT_TRANSLATE_NOOP("Ndcg", "RBP p = %1"), shortest(s.rbpPersistence), markup)});
    return parts;
}

QString separator(Markup markup)
{
    return markup == Markup::Latex ? QStringLiteral(" $\\cdot$ ") : QStringLiteral(" · ");
}

QString definitionLine(const Settings &s, int k, int poolSize, Markup markup)
{
    QStringList texts;
    for (const DefinitionPart &p : definitionParts(s, k, poolSize, markup))
        texts << p.text;
    return texts.join(separator(markup));
}

QString gainTerm(const Breakdown &b, double grade, double gain, Markup markup)
{
    const Settings &s = b.settings;
    // A number where the grade does not give the gain as an expression: written as the window
    // writes numbers (displayGain: digit grouping, a power of ten from 10^6 up, scaled gains at
    // their true size), so that the term reads as the table's gain.
    if (grade < 0 || s.gain == Gain::Custom)
        return displayGain(gain, b.gainScaleLog2);
    if (s.gain == Gain::Linear) {
        // The gain column's text ("250,000", "1.000×10⁶"); a fractional grade as typed ("2.5").
        return b.gainScaleLog2 != 0 || grade == std::floor(grade)
            ? displayGain(gain, b.gainScaleLog2)
            : QString::number(grade, 'g', 12);
    }
    // Exponential: 2^g − 1 whatever the scale (the products are shown at their true size).
    return QLatin1Char('(') + exponentialGain(grade, markup) + QLatin1Char(')');
}

QString exponentialGain(double grade, Markup markup)
{
    const QString g = QString::number(grade, 'g', 12);
    const QString digits = markup == Markup::Latex ? QString() : superscript(g);
    // In plain text "2^(6e+17)", not "2^6e+17" (2^6 and "e+17").
    const QString exponent = markup == Markup::Plain ? exponentAfterCaret(g) : g;
    const QString power = digits.isEmpty() ? QStringLiteral("2") + sup(exponent, markup)
                                           : QStringLiteral("2") + digits;
    return power + minus(markup) + QStringLiteral("1");
}

QString symbolicTerm(const Breakdown &b, int position, bool ideal, Markup markup)
{
    const PositionRow &row = b.rows[position - 1];
    const QString gain = ideal ? gainTerm(b, row.idealGrade, row.idealGain, markup)
                               : gainTerm(b, row.grade, row.gain, markup);
    const Settings &s = b.settings;
    switch (s.discount) {
    case Discount::Log:
        return gain + QLatin1Char('/') + logText(s.logBase, QString::number(position + 1), markup);
    case Discount::JK2002:
        if (position < s.logBase)
            return gain;
        return gain + QLatin1Char('/') + logText(s.logBase, QString::number(position), markup);
    case Discount::None:
        return gain;
    }
    return gain;
}

QString numericTerm(const Breakdown &b, int position, bool ideal, int decimals, Markup markup)
{
    const PositionRow &row = b.rows[position - 1];
    const QString gain = QString::number(ideal ? row.idealGain : row.gain, 'g', 10);
    // The denominator shown for a discount: 1/d(i), i.e. log_b(i+1) for the standard discount.
    const QString denominator = readableNumber(1.0 / row.discount, decimals);
    if (markup == Markup::Latex)
        return QStringLiteral("\\frac{%1}{%2}").arg(gain, denominator);
    if (b.settings.discount == Discount::None)
        return gain;
    return gain + QLatin1Char('/') + denominator;
}

// --- the sums and the quotient ------------------------------------------------------------

namespace {

QString plusSign(Markup markup)
{
    return markup == Markup::Html ? QStringLiteral("&nbsp;+ ") : QStringLiteral(" + ");
}
QString equalsSign(Markup markup)
{
    return markup == Markup::Html ? QStringLiteral("&nbsp;= ") : QStringLiteral(" = ");
}
QString ellipsis(Markup markup)
{
    return markup == Markup::Latex ? QStringLiteral("\\cdots") : QStringLiteral("…");
}
QString unknown(Markup markup)
{
    return markup == Markup::Html ? QStringLiteral("<b>?</b>") : QStringLiteral("?");
}
QString symbol(const char *name, const QString &at, Markup markup)
{
    const QString text = QLatin1String(name);
    return (markup == Markup::Latex ? QStringLiteral("\\mathrm{%1}").arg(text) : text)
        + QLatin1Char('@') + at;
}
QString decorated(const Decorate &decorate, const PieceMark &mark, const QString &text)
{
    return decorate ? decorate(mark, text) : text;
}

// The positions written of a sum of `depth` terms (0 stands for "…").
QList<int> shownPositions(int depth, const SumOptions &o)
{
    QList<int> shown;
    if (depth <= o.maxTerms) {
        for (int i = 1; i <= depth; ++i)
            shown.append(i);
        return shown;
    }
    if (!o.keepLast) {
        for (int i = 1; i <= o.maxTerms; ++i)
            shown.append(i);
        shown.append(0);
        return shown;
    }
    const int head = std::max(1, o.maxTerms - 2);
    for (int i = 1; i <= head; ++i)
        shown.append(i);
    if (o.keep > head && o.keep < depth) {
        if (o.keep > head + 1)
            shown.append(0);
        shown.append(o.keep);
        if (o.keep < depth - 1)
            shown.append(0);
    } else {
        shown.append(0);
    }
    shown.append(depth);
    return shown;
}

// The names of the quotient ("DCG@5 / IDCG@5"; empty in LaTeX) and its values ("12.031 /
// 13.347 = 0.901", "\frac{12.0310}{13.3470} = 0.9014").
struct Ratio
{
    QString names;
    QString values;
    // "DCG@5 / IDCG@5 = 12.031 / 13.347 = 0.901", "\frac{12.0310}{13.3470} = 0.9014".
    QString text() const
    {
        return names.isEmpty() ? values : names + QStringLiteral(" = ") + values;
    }
};
Ratio ratioText(const QString &at, QString dcg, QString idcg, QString ndcg, const NdcgOptions &o)
{
    const Markup m = o.markup;
    if (o.hideDcg)
        dcg = unknown(m);
    if (o.hideIdcg)
        idcg = unknown(m);
    ndcg = decorated(
        o.decorate, {Piece::Ndcg, 0, false, false, o.hideNdcg}, o.hideNdcg ? unknown(m) : ndcg);
    if (m == Markup::Latex)
        return {QString(), QStringLiteral("\\frac{%1}{%2} = %3").arg(dcg, idcg, ndcg)};
    const QString slash = m == Markup::Html ? QStringLiteral("&nbsp;/ ") : QStringLiteral(" / ");
    const QString names = decorated(o.decorate, {Piece::Name, 0, false}, symbol("DCG", at, m))
        + (m == Markup::Html ? QStringLiteral("&nbsp;/&nbsp;") : QStringLiteral(" / "))
        + decorated(o.decorate, {Piece::Name, 0, true}, symbol("IDCG", at, m));
    return {names, dcg + slash + idcg + equalsSign(m) + ndcg};
}

} // namespace

SumNumbers fixedNumbers(const Breakdown &b, int decimals, Markup markup)
{
    SumNumbers numbers;
    numbers.term = [&b, decimals, markup](int position, bool ideal) {
        return numericTerm(b, position, ideal, decimals, markup);
    };
    numbers.value = [&b, decimals](int position, bool ideal) {
        const PositionRow &row = b.rows[position - 1];
        return readableNumber(ideal ? row.idealContribution : row.contribution, decimals);
    };
    numbers.total
        = [&b, decimals](bool ideal) { return readableNumber(ideal ? b.idcg : b.dcg, decimals); };
    numbers.ndcg = [&b, decimals, markup] {
        if (b.ndcg)
            return readableNumber(*b.ndcg, decimals);
        return markup == Markup::Latex ? QStringLiteral("\\text{undefined}") : QStringLiteral("—");
    };
    if (b.gainScaleLog2 != 0)
        numbers.unit = markup == Markup::Latex
            ? QStringLiteral(" \\times 2^{%1}").arg(exponentText(b.gainScaleLog2))
            : QStringLiteral(" × 2^") + exponentAfterCaret(b.gainScaleLog2);
    return numbers;
}

SumParts sumParts(const Breakdown &b, bool ideal, const SumNumbers &numbers, const SumOptions &o)
{
    const Markup m = o.markup;
    const auto deco = [&o](const PieceMark &mark, const QString &text) {
        return decorated(o.decorate, mark, text);
    };
    SumParts parts;
    parts.name
        = deco({Piece::Name, 0, ideal}, symbol(ideal ? "IDCG" : "DCG", QString::number(b.k), m));
    // The terms there are: up to k, and up to the first position without one (past the
    // ranking's end; past the ideal's).
    int depth = 0;
    const int maxDepth = std::min<int>(b.k, int(b.rows.size()));
    while (depth < maxDepth && (ideal ? b.rows[depth].hasIdeal : b.rows[depth].retrieved))
        ++depth;
    const int drawn = o.limit ? std::clamp(*o.limit, 0, depth) : depth;
    const QList<int> shown = shownPositions(drawn, o);
    if (shown.isEmpty()) {
        if (o.limit && depth > 0) { // stepping: no term of this sum is computed yet
            parts.terms = unknown(m);
        } else if (m == Markup::Latex) {
            parts.terms = QStringLiteral("0");
            parts.rest = deco({Piece::Total, 0, ideal, false, o.hideTotal},
                o.hideTotal ? unknown(m) : numbers.total(ideal) + numbers.unit);
        } else {
            parts.terms = QStringLiteral("0 ")
                + deco({Piece::Note, 0, ideal},
                    QLatin1Char('(') + escaped(QCoreApplication::translate("Ndcg", "no terms"), m)
                        + QLatin1Char(')'));
        }
        return parts;
    }
    QStringList terms;
    QStringList values;
    for (int p : shown) {
        if (p == 0) {
            terms << ellipsis(m);
            values << ellipsis(m);
            continue;
        }
        const bool current = p == o.current;
        const bool termHidden = o.hideTerm && o.hideTerm(p);
        const bool valueHidden = (current && o.currentPending) || (o.hideValue && o.hideValue(p));
        terms << deco({Piece::Term, p, ideal, current, termHidden},
            termHidden ? unknown(m) : numbers.term(p, ideal));
        values << deco({Piece::Value, p, ideal, current, valueHidden},
            valueHidden ? unknown(m) : numbers.value(p, ideal));
    }
    const QString plus = plusSign(m);
    parts.terms = terms.join(plus);
    // Without a discount, one term is its own value: "DCG@1 = 7 = 7.000".
    const bool withValues = o.values && (b.settings.discount != Discount::None || terms.size() > 1);
    const QString sum = withValues ? values.join(plus) : QString();
    if (drawn < depth) { // stepping: more terms to come, no total yet
        parts.terms += plus + ellipsis(m);
        parts.rest = sum.isEmpty() ? sum : sum + plus + ellipsis(m);
        return parts;
    }
    const QString total = deco({Piece::Total, 0, ideal, false, o.hideTotal},
        o.hideTotal ? unknown(m) : numbers.total(ideal) + numbers.unit);
    parts.rest = sum.isEmpty() ? total : sum + equalsSign(m) + total;
    return parts;
}

QString sumLine(const Breakdown &b, bool ideal, const SumNumbers &numbers, const SumOptions &o)
{
    const SumParts parts = sumParts(b, ideal, numbers, o);
    QString line = parts.name
        + (o.markup == Markup::Latex ? QStringLiteral(" &= ") : QStringLiteral(" = "))
        + parts.terms;
    if (!parts.rest.isEmpty())
        line += equalsSign(o.markup) + parts.rest;
    return line;
}

NdcgParts ndcgParts(const Breakdown &b, const SumNumbers &numbers, const NdcgOptions &o)
{
    const QString k = QString::number(b.k);
    NdcgParts parts;
    parts.name = decorated(o.decorate, {Piece::NdcgName}, symbol("NDCG", k, o.markup));
    const Ratio ratio = ratioText(k, numbers.total(false), numbers.total(true), numbers.ndcg(), o);
    parts.ratio = ratio.names;
    parts.values = ratio.values;
    parts.rest = ratio.text();
    if (b.idcg == 0 && !o.hideIdcg && o.markup != Markup::Latex) {
        const QString rule = o.ruleSentence
            ? zeroIdcgSentence(b.settings.zeroIdcg, o.markup)
            : escaped(QCoreApplication::translate("Ndcg", "IDCG = 0: zero-IDCG rule \"%1\"")
                          .arg(zeroIdcgName(b.settings.zeroIdcg)),
                o.markup);
        parts.rest += QLatin1Char(' ')
            + decorated(o.decorate, {Piece::Note}, QLatin1Char('(') + rule + QLatin1Char(')'));
    }
    return parts;
}

QString ndcgLine(const Breakdown &b, const SumNumbers &numbers, const NdcgOptions &o)
{
    const NdcgParts parts = ndcgParts(b, numbers, o);
    return parts.name + (o.markup == Markup::Latex ? QStringLiteral(" &= ") : QStringLiteral(" = "))
        + parts.rest;
}

QString ndcgLine(
    int i, const QString &dcg, const QString &idcg, const QString &ndcg, const NdcgOptions &o)
{
    const QString at = QString::number(i);
    return decorated(o.decorate, {Piece::NdcgName}, symbol("NDCG", at, o.markup))
        + QStringLiteral(" = ") + ratioText(at, dcg, idcg, ndcg, o).text();
}

QString zeroIdcgValue(ZeroIdcg rule)
{
    switch (rule) {
    case ZeroIdcg::Zero:
        return QStringLiteral("0");
    case ZeroIdcg::One:
        return QStringLiteral("1");
    case ZeroIdcg::Undefined:
        return QStringLiteral("—");
    }
    return {};
}

QString zeroIdcgSentence(ZeroIdcg rule, Markup markup)
{
    QString text;
    switch (rule) {
    case ZeroIdcg::Zero:
        text = QCoreApplication::translate(
            "Ndcg", "IDCG = 0: NDCG is taken as 0 (trec_eval, scikit-learn)");
        break;
    case ZeroIdcg::One:
        text = QCoreApplication::translate(
            "Ndcg", "IDCG = 0: NDCG is taken as 1 (LightGBM, XGBoost)");
        break;
    case ZeroIdcg::Undefined:
        text = QCoreApplication::translate("Ndcg", "IDCG = 0: NDCG is undefined");
        break;
    }
    return escapedNotation(text, markup);
}

QString warningSentence(const Warning &warning, Markup markup)
{
    // Worded again in the language shown now (the message is in the one of explain()).
    QString text = warning.message;
    if (warning.source) {
        text = QCoreApplication::translate("Ndcg", warning.source);
        for (const QString &argument : warning.arguments)
            text = text.arg(argument);
    }
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return escapedNotation(text, markup);
}

QString escaped(const QString &text, Markup markup)
{
    switch (markup) {
    case Markup::Plain:
        return text;
    case Markup::Html:
        return text.toHtmlEscaped();
    case Markup::Latex:
        break;
    }
    QString out;
    for (const QChar c : text) {
        switch (c.unicode()) {
        case u'\\':
            out += QStringLiteral("\\textbackslash{}");
            break;
        case u'&':
        case u'%':
        case u'$':
        case u'#':
        case u'_':
        case u'{':
        case u'}':
            out += QLatin1Char('\\') + c;
            break;
        case u'~':
            out += QStringLiteral("\\textasciitilde{}");
            break;
        case u'^':
            out += QStringLiteral("\\textasciicircum{}");
            break;
        default:
            out += c;
        }
    }
    return out;
}

QString plainFromHtml(const QString &html)
{
    static const QRegularExpression supTag(QStringLiteral("<sup>(.*?)</sup>"));
    static const QRegularExpression subTag(QStringLiteral("<sub>(.*?)</sub>"));
    static const QRegularExpression anyTag(QStringLiteral("<[^>]*>"));
    static const QRegularExpression numeric(QStringLiteral("&#(x?)([0-9a-fA-F]+);"));
    QString text = html;
    text.replace(supTag, QStringLiteral("^\\1"));
    text.replace(subTag, QStringLiteral("_\\1"));
    text.remove(anyTag);
    QString decoded;
    qsizetype from = 0;
    for (const auto &m : numeric.globalMatch(text)) {
        decoded += QStringView(text).mid(from, m.capturedStart() - from);
        bool ok = false;
        const char32_t code = m.captured(2).toUInt(&ok, m.captured(1).isEmpty() ? 10 : 16);
        decoded += ok ? QString::fromUcs4(&code, 1) : m.captured();
        from = m.capturedEnd();
    }
    decoded += QStringView(text).mid(from);
    decoded.replace(QStringLiteral("&nbsp;"), QStringLiteral(" "))
        .replace(QStringLiteral("&lt;"), QStringLiteral("<"))
        .replace(QStringLiteral("&gt;"), QStringLiteral(">"))
        .replace(QStringLiteral("&quot;"), QStringLiteral("\""))
        .replace(QStringLiteral("&#39;"), QStringLiteral("'"))
        .replace(QStringLiteral("&amp;"), QStringLiteral("&"));
    return decoded.simplified();
}

} // namespace Ndcg::Notation
