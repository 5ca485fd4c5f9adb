// formatBreakdown() as it was before the formats were streamed (main at 15e1dbc, issue 14),
// kept as the oracle of tst_breakdownformat_stream: the streamed writers must print exactly these
// characters. JSON was QJsonDocument(breakdownToJson()).toJson(). Changed since, with the writer:
// numbers in the readable format (numbertext.h), and the Markdown/LaTeX rows fill all ten cells
// in one arg() call, so a label holding "%9" is printed as written (labelWithPlaceholders); LaTeX
// says the gain scale of scaled gains (the scale warning under the table, × 2^s on the totals);
// the text table's label column comes from the ranked items' labels alone.

#include "breakdownformat_reference.h"

#include "notation.h"
#include "numbertext.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QStringList>

using namespace Ndcg;

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("Ndcg", text, disambiguation, n);
}

// As core's formatter: one readable number format (scientific for huge and tiny values).
QString fixed(double v, int decimals)
{
    return readableNumber(v, decimals);
}
QString full(double v)
{
    return QString::number(v, 'g', 17);
}

QString labelOf(const QList<QString> &labels, int index)
{
    return index >= 0 && index < labels.size() ? labels[index] : QString();
}

QString formatText(const Breakdown &b, const QList<QString> &labels)
{
    const auto ranked = labels.begin() + std::min<qsizetype>(labels.size(), b.n);
    const bool hasLabels
        = std::any_of(labels.begin(), ranked, [](const QString &l) { return !l.isEmpty(); });
    QStringList header {QStringLiteral("i")};
    if (hasLabels)
        header << tr("label");
    header << tr("grade") << tr("gain") << tr("disc") << tr("contrib") << tr("DCG") << tr("ideal g")
           << tr("ideal c") << tr("IDCG") << tr("NDCG@i");
    QList<QStringList> table {header};
    for (const PositionRow &r : b.rows) {
        QStringList cells {QString::number(r.position)};
        if (hasLabels)
            cells << (r.retrieved ? labelOf(labels, r.position - 1) : QString());
        if (r.retrieved)
            cells << QString::number(r.grade, 'g', 10) << fixed(r.gain, 3);
        else
            cells << tr("(none)") << QString();
        cells << fixed(r.discount, 3) << (r.retrieved ? fixed(r.contribution, 3) : QString())
              << fixed(r.dcg, 3)
              << (r.hasIdeal ? QString::number(r.idealGrade, 'g', 10) : QString())
              << (r.hasIdeal ? fixed(r.idealContribution, 3) : QString()) << fixed(r.idcg, 3)
              << numberText(r.ndcg);
        table << cells;
    }
    QList<int> widths(header.size(), 0);
    for (const QStringList &cells : table)
        for (qsizetype c = 0; c < cells.size(); ++c)
            widths[c] = std::max<int>(widths[c], int(cells[c].size()));
    QString out;
    for (qsizetype r = 0; r < table.size(); ++r) {
        QStringList padded;
        for (qsizetype c = 0; c < table[r].size(); ++c) {
            const bool left = hasLabels && c == 1;
            padded << (left ? table[r][c].leftJustified(widths[c])
                            : table[r][c].rightJustified(widths[c]));
        }
        out += padded.join(QStringLiteral("  ")).trimmed() + QLatin1Char('\n');
        if (r == b.k && r < table.size() - 1)
            out += QStringLiteral("---- k = %1 ----\n").arg(b.k);
    }
    out += QLatin1Char('\n');
    out += definitionLine(b.settings, b.k, b.poolSize) + QLatin1Char('\n');
    out += tr("CG@%1 = %2").arg(b.k).arg(fixed(b.cg, 3)) + QLatin1Char('\n');
    out += dcgFormulaLine(b, false) + QLatin1Char('\n');
    out += dcgFormulaLine(b, true) + QLatin1Char('\n');
    out += ndcgFormulaLine(b) + QLatin1Char('\n');
    const Metrics &m = b.metrics;
    out += tr("P@%1 = %2  R@%1 = %3  RR = %4  AP = %5  ERR@%1 = %6  RBP(p=%7) = %8")
               .arg(b.k)
               .arg(fixed(m.precision, 3), fixed(m.recall, 3), fixed(m.reciprocalRank, 3),
                   fixed(m.averagePrecision, 3), fixed(m.err, 3))
               .arg(b.settings.rbpPersistence)
               .arg(fixed(m.rbp, 3))
        + QLatin1Char('\n');
    out += tr("NDCG@%1 range for these grades: worst %2 · random %3 · best %4")
               .arg(b.k)
               .arg(numberText(b.worstNdcg), numberText(b.randomNdcg), numberText(b.bestNdcg))
        + QLatin1Char('\n');
    for (const Warning &w : b.warnings)
        out += tr("warning: %1").arg(w.message) + QLatin1Char('\n');
    return out;
}

QString csvField(const QString &s)
{
    if (s.contains(QLatin1Char(',')) || s.contains(QLatin1Char('"'))
        || s.contains(QLatin1Char('\n')))
        return QLatin1Char('"') + QString(s).replace(QLatin1Char('"'), QStringLiteral("\"\""))
            + QLatin1Char('"');
    return s;
}

QString formatCsv(const Breakdown &b, const QList<QString> &labels)
{
    QString out = QStringLiteral("position,label,grade,gain,discount,contribution,dcg,"
                                 "ideal_grade,ideal_gain,ideal_contribution,idcg,ndcg\n");
    for (const PositionRow &r : b.rows) {
        QStringList cells {QString::number(r.position),
            csvField(r.retrieved ? labelOf(labels, r.position - 1) : QString()),
            r.retrieved ? full(r.grade) : QString(), r.retrieved ? full(r.gain) : QString(),
            full(r.discount), r.retrieved ? full(r.contribution) : QString(), full(r.dcg),
            r.hasIdeal ? full(r.idealGrade) : QString(), r.hasIdeal ? full(r.idealGain) : QString(),
            r.hasIdeal ? full(r.idealContribution) : QString(), full(r.idcg),
            r.ndcg ? full(*r.ndcg) : QString()};
        out += cells.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out;
}

QString markdownCell(const QString &s)
{
    return QString(s).replace(QLatin1Char('|'), QStringLiteral("\\|"));
}

QString formatMarkdown(const Breakdown &b, const QList<QString> &labels)
{
    QString out = QStringLiteral("| i | %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 | %9 |\n")
                      .arg(tr("label"), tr("grade"), tr("gain"), tr("discount"), tr("contribution"),
                          tr("DCG"), tr("ideal grade"), tr("IDCG"), tr("NDCG@i"));
    out += QStringLiteral("|---:|:---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (const PositionRow &r : b.rows) {
        if (r.position == b.k + 1)
            out += QStringLiteral("| | *k = %1* | | | | | | | | |\n").arg(b.k);
        out += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 | %9 | %10 |\n")
                   .arg(QString::number(r.position),
                       markdownCell(r.retrieved ? labelOf(labels, r.position - 1) : tr("(none)")),
                       r.retrieved ? QString::number(r.grade, 'g', 10) : QString(),
                       r.retrieved ? fixed(r.gain, 4) : QString(), fixed(r.discount, 4),
                       r.retrieved ? fixed(r.contribution, 4) : QString(), fixed(r.dcg, 4),
                       r.hasIdeal ? QString::number(r.idealGrade, 'g', 10) : QString(),
                       fixed(r.idcg, 4), numberText(r.ndcg, 4));
    }
    out += QLatin1Char('\n') + definitionLine(b.settings, b.k, b.poolSize) + QStringLiteral("\n\n");
    out += QStringLiteral("- ") + dcgFormulaLine(b, false, 4) + QLatin1Char('\n');
    out += QStringLiteral("- ") + dcgFormulaLine(b, true, 4) + QLatin1Char('\n');
    out += QStringLiteral("- **") + ndcgFormulaLine(b, 4) + QStringLiteral("**\n");
    for (const Warning &w : b.warnings)
        out += QStringLiteral("- ") + tr("warning: %1").arg(w.message) + QLatin1Char('\n');
    return out;
}

QString latexEscape(QString s)
{
    static const std::pair<const char *, const char *> escapes[] = {{"\\", "\\textbackslash{}"},
        {"&", "\\&"}, {"%", "\\%"}, {"$", "\\$"}, {"#", "\\#"}, {"_", "\\_"}, {"{", "\\{"},
        {"}", "\\}"}, {"~", "\\textasciitilde{}"}, {"^", "\\textasciicircum{}"}};
    QString out;
    for (QChar c : s) {
        bool replaced = false;
        for (const auto &[from, to] : escapes) {
            if (c == QLatin1Char(from[0])) {
                out += QLatin1String(to);
                replaced = true;
                break;
            }
        }
        if (!replaced)
            out += c;
    }
    return out;
}

// A LaTeX sum: \frac{gain}{log} terms for the first few positions.
QString latexSum(const Breakdown &b, bool ideal)
{
    const int depth = std::min<int>(b.k, int(b.rows.size()));
    QStringList terms;
    int count = 0; // the terms of the sum: up to k, and up to the first position without one
    for (int i = 0; i < depth; ++i) {
        const PositionRow &row = b.rows[i];
        if (ideal ? !row.hasIdeal : !row.retrieved)
            break;
        ++count;
        if (terms.size() < 8)
            terms << QStringLiteral("\\frac{%1}{%2}")
                         .arg(QString::number(ideal ? row.idealGain : row.gain, 'g', 10),
                             fixed(1.0 / row.discount, 3));
    }
    // "\cdots" only where terms are cut (a list shorter than k has no more terms).
    if (count > terms.size())
        terms << QStringLiteral("\\cdots");
    return terms.isEmpty() ? QStringLiteral("0") : terms.join(QStringLiteral(" + "));
}

QString formatLatex(const Breakdown &b, const QList<QString> &labels)
{
    QString out = QStringLiteral("% NDCG Explorer: ")
        + latexEscape(definitionLine(b.settings, b.k, b.poolSize))
        + QStringLiteral("\n% requires \\usepackage{booktabs}\n");
    out += QStringLiteral("\\begin{tabular}{rlrrrrrrrr}\n\\toprule\n");
    out += QStringLiteral(
        "$i$ & %1 & %2 & %3 & %4 & %5 & DCG & %6 & IDCG & NDCG@$i$ \\\\\n\\midrule\n")
               .arg(latexEscape(tr("label")), latexEscape(tr("grade")), latexEscape(tr("gain")),
                   latexEscape(tr("discount")), latexEscape(tr("contribution")),
                   latexEscape(tr("ideal grade")));
    for (const PositionRow &r : b.rows) {
        if (r.position == b.k + 1 && b.k < b.rows.size())
            out += QStringLiteral("\\midrule\n");
        out += QStringLiteral("%1 & %2 & %3 & %4 & %5 & %6 & %7 & %8 & %9 & %10 \\\\\n")
                   .arg(QString::number(r.position),
                       latexEscape(r.retrieved ? labelOf(labels, r.position - 1) : tr("(none)")),
                       r.retrieved ? QString::number(r.grade, 'g', 10) : QString(),
                       r.retrieved ? fixed(r.gain, 4) : QString(), fixed(r.discount, 4),
                       r.retrieved ? fixed(r.contribution, 4) : QString(), fixed(r.dcg, 4),
                       r.hasIdeal ? QString::number(r.idealGrade, 'g', 10) : QString(),
                       fixed(r.idcg, 4),
                       numberText(r.ndcg, 4).replace(QStringLiteral("—"), QStringLiteral("---")));
    }
    out += QStringLiteral("\\bottomrule\n\\end{tabular}\n\n");
    QString unit;
    if (b.gainScaleLog2 != 0) {
        unit = QStringLiteral(" \\times 2^{%1}").arg(exponentText(b.gainScaleLog2));
        for (const Warning &w : b.warnings) {
            if (w.kind == WarningKind::ExponentialOverflow || w.kind == WarningKind::LargeGains)
                out += QStringLiteral("\\noindent ")
                    + Notation::warningSentence(w, Notation::Markup::Latex)
                    + QStringLiteral("\n\n");
        }
    }
    const QString k = QString::number(b.k);
    out += QStringLiteral("\\begin{align*}\n");
    out += QStringLiteral("\\mathrm{DCG}@%1 &= %2 = %3%4 \\\\\n")
               .arg(k, latexSum(b, false), fixed(b.dcg, 4), unit);
    out += QStringLiteral("\\mathrm{IDCG}@%1 &= %2 = %3%4 \\\\\n")
               .arg(k, latexSum(b, true), fixed(b.idcg, 4), unit);
    out += QStringLiteral("\\mathrm{NDCG}@%1 &= \\frac{%2}{%3} = %4\n")
               .arg(k, fixed(b.dcg, 4), fixed(b.idcg, 4),
                   numberText(b.ndcg, 4).replace(
                       QStringLiteral("—"), QStringLiteral("\\text{undefined}")));
    out += QStringLiteral("\\end{align*}\n");
    return out;
}

} // namespace

QString referenceFormatBreakdown(const Breakdown &b, Format format, const QList<QString> &labels)
{
    switch (format) {
    case Format::Text:
        return formatText(b, labels);
    case Format::Json:
        return QString::fromUtf8(
            QJsonDocument(breakdownToJson(b, labels)).toJson(QJsonDocument::Indented));
    case Format::Csv:
        return formatCsv(b, labels);
    case Format::Markdown:
        return formatMarkdown(b, labels);
    case Format::Latex:
        return formatLatex(b, labels);
    }
    return {};
}
