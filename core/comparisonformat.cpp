#include "comparisonformat.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace Ndcg::Trec {

namespace {

QString tr(const char *text, int n = -1)
{
    return QCoreApplication::translate("Ndcg::Trec", text, nullptr, n);
}

const QString higherMark = QStringLiteral("†");
const QString lowerMark = QStringLiteral("‡");
const QString undefinedText = QStringLiteral("—");

QString fixed(double v, int decimals = 4)
{
    return std::isnan(v) ? undefinedText : fixedText(v, decimals);
}

// A difference with its sign: "+0.0266", "−0.0130" is printed with ASCII '-' as trec_eval.
QString signedFixed(double v)
{
    if (std::isnan(v))
        return undefinedText;
    return fixedText(v, 4, true);
}

QString pText(double p)
{
    if (std::isnan(p))
        return undefinedText;
    if (p == 0.0 || p >= 0.001)
        return QString::number(p, 'f', 4);
    return QString::number(p, 'e', 1);
}

QString statisticText(const RunComparison &c, double v)
{
    if (std::isnan(v))
        return undefinedText;
    if (std::isinf(v))
        return v > 0 ? QStringLiteral("inf") : QStringLiteral("-inf");
    if (c.options.test == PairedTest::Wilcoxon)
        return QString::number(v, 'g', 12); // a (half-)integer rank sum
    if (c.options.test == PairedTest::Randomization)
        return signedFixed(v);
    return QString::number(v, 'f', 3);
}

QString statisticName(const RunComparison &c)
{
    switch (c.options.test) {
    case PairedTest::T:
        return QStringLiteral("t");
    case PairedTest::Wilcoxon:
        return QStringLiteral("T");
    case PairedTest::Randomization:
        break;
    }
    return {};
}

QString full(double v)
{
    return std::isfinite(v) ? QString::number(v, 'g', 17) : QString();
}

QJsonValue jsonNumber(double v)
{
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue();
}

std::size_t baselineOf(const RunComparison &c)
{
    return std::size_t(c.options.baseline);
}

QString confidenceText(const RunComparison &c)
{
    // 12 digits state every alpha from minAlpha with up to 6 significant digits exactly (1.5e-6:
    // 99.99985%) and drop the rounding of 1 − alpha (0.05: 95, not 95.00000000000001).
    return QString::number((1.0 - c.options.alpha) * 100.0, 'g', 12) + QLatin1Char('%');
}

QString adjustedName(const RunComparison &c)
{
    return c.options.correction == Correction::Holm ? tr("p (Holm)") : tr("p (uncorrected)");
}

QString queryHeadline(const RunComparison &c)
{
    const QString base = c.runs[baselineOf(c)].name;
    if (c.options.eval.complete) {
        return tr("%n runs on %1 queries of %2 (every query of the qrels, -c); baseline %3",
            int(c.runs.size()))
            .arg(c.queries.size())
            .arg(c.qrelsFile, base);
    }
    if (c.queries.size() < c.universe) {
        return tr("%n runs on %1 of %2 judged queries of %3 (those every run has); baseline %4",
            int(c.runs.size()))
            .arg(c.queries.size())
            .arg(c.universe)
            .arg(c.qrelsFile, base);
    }
    return tr("%n runs on %1 judged queries of %2; baseline %3", int(c.runs.size()))
        .arg(c.queries.size())
        .arg(c.qrelsFile, base);
}

QString intervalLine(const RunComparison &c)
{
    return tr("%1 intervals of the mean difference: percentile bootstrap, %2 resamples, seed %3.")
        .arg(confidenceText(c), QString::number(c.options.resamples),
            QString::number(c.options.seed));
}

// A table as aligned text: the first `left` columns left-aligned, the others right-aligned.
QString alignedTable(const QList<QStringList> &rows, int left)
{
    QList<qsizetype> widths;
    for (const QStringList &row : rows) {
        for (qsizetype i = 0; i < row.size(); ++i) {
            if (widths.size() <= i)
                widths.append(0);
            widths[i] = std::max(widths[i], row[i].size());
        }
    }
    QString out;
    for (const QStringList &row : rows) {
        QString line;
        for (qsizetype i = 0; i < row.size(); ++i) {
            if (i > 0)
                line += QStringLiteral("  ");
            line += i < left ? row[i].leftJustified(widths[i]) : row[i].rightJustified(widths[i]);
        }
        while (line.endsWith(QLatin1Char(' ')))
            line.chop(1);
        out += line + QLatin1Char('\n');
    }
    return out;
}

// The means table's cells: one row per run, the mark after the number (`none` when there is
// none: a space keeps the digits aligned).
QList<QStringList> meansRows(const RunComparison &c, const QString &none)
{
    QList<QStringList> rows;
    for (std::size_t r = 0; r < c.runs.size(); ++r) {
        QStringList row {c.runs[r].name};
        for (qsizetype m = 0; m < c.measures.size(); ++m) {
            const QString mark = significanceMark(c.differences[r][std::size_t(m)]);
            row << fixed(c.means[r][std::size_t(m)])
                    + (r == baselineOf(c) || mark.isEmpty() ? none : mark);
        }
        rows << row;
    }
    return rows;
}

// The differences table's cells: measure, run, difference, interval, statistic (t or T; none
// for the randomization test, whose statistic is the difference itself), p, adjusted p with the
// mark (or `padding`), wins/ties/losses.
QList<QStringList> differenceRows(const RunComparison &c, const QString &padding)
{
    QList<QStringList> rows;
    for (qsizetype m = 0; m < c.measures.size(); ++m) {
        for (std::size_t r = 0; r < c.runs.size(); ++r) {
            if (r == baselineOf(c))
                continue;
            const Difference &d = c.differences[r][std::size_t(m)];
            QStringList row {c.measures[m], c.runs[r].name, signedFixed(d.mean),
                QStringLiteral("[%1, %2]")
                    .arg(signedFixed(d.interval.low), signedFixed(d.interval.high))};
            if (c.options.test != PairedTest::Randomization)
                row << statisticText(c, d.statistic);
            row << pText(d.pValue)
                << pText(d.adjustedP) + (d.significant ? significanceMark(d) : padding)
                << QStringLiteral("%1/%2/%3")
                       .arg(d.counts.wins)
                       .arg(d.counts.ties)
                       .arg(d.counts.losses);
            rows << row;
        }
    }
    return rows;
}

QStringList differenceHeader(const RunComparison &c)
{
    QStringList header {
        tr("measure"), tr("run"), tr("difference"), tr("%1 interval").arg(confidenceText(c))};
    if (c.options.test != PairedTest::Randomization)
        header << statisticName(c);
    header << QStringLiteral("p") << adjustedName(c) << tr("wins/ties/losses");
    return header;
}

QString formatText(const RunComparison &c, bool perQuery)
{
    QString out = queryHeadline(c) + QStringLiteral("\n\n");
    QList<QStringList> rows {QStringList {tr("run")} + c.measures};
    rows += meansRows(c, QStringLiteral(" "));
    out += alignedTable(rows, 1);
    out += QLatin1Char('\n') + legend(c) + QLatin1Char('\n');
    out += QLatin1Char('\n')
        + tr("Differences from the baseline %1 (run − baseline, per query):")
              .arg(c.runs[baselineOf(c)].name)
        + QLatin1Char('\n');
    out += alignedTable(QList<QStringList> {differenceHeader(c)} + differenceRows(c, QString()), 2);
    out += intervalLine(c) + QLatin1Char('\n');
    if (perQuery) {
        for (qsizetype m = 0; m < c.measures.size(); ++m) {
            out += QLatin1Char('\n') + tr("Per query: %1").arg(c.measures[m]) + QLatin1Char('\n');
            QList<QStringList> table {QStringList {tr("query")}};
            for (const ComparedRun &run : c.runs)
                table[0] << run.name;
            for (qsizetype q = 0; q < c.queries.size(); ++q) {
                QStringList row {c.queries[q]};
                for (std::size_t r = 0; r < c.runs.size(); ++r)
                    row << fixed(c.values[r][std::size_t(m)][std::size_t(q)]);
                table << row;
            }
            out += alignedTable(table, 1);
        }
    }
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

QString formatCsv(const RunComparison &c, bool perQuery)
{
    QString out = QStringLiteral("measure,run,query,value,difference,ci_low,ci_high,statistic,p,"
                                 "p_adjusted,significant,wins,ties,losses\n");
    const std::size_t base = baselineOf(c);
    if (perQuery) {
        for (qsizetype m = 0; m < c.measures.size(); ++m) {
            for (qsizetype q = 0; q < c.queries.size(); ++q) {
                for (std::size_t r = 0; r < c.runs.size(); ++r) {
                    const double v = c.values[r][std::size_t(m)][std::size_t(q)];
                    const double b = c.values[base][std::size_t(m)][std::size_t(q)];
                    const QString difference
                        = r == base ? QString() : full(Stats::pairedDifferences({v}, {b}).front());
                    out += QStringList {csvField(c.measures[m]), csvField(c.runs[r].name),
                               csvField(c.queries[q]), full(v), difference}
                               .join(QLatin1Char(','))
                        + QStringLiteral(",,,,,,,,,\n");
                }
            }
        }
    }
    for (qsizetype m = 0; m < c.measures.size(); ++m) {
        for (std::size_t r = 0; r < c.runs.size(); ++r) {
            QStringList cells {csvField(c.measures[m]), csvField(c.runs[r].name),
                QStringLiteral("all"), full(c.means[r][std::size_t(m)])};
            if (r == base) {
                cells << QString() << QString() << QString() << QString() << QString() << QString()
                      << QString() << QString() << QString() << QString();
            } else {
                const Difference &d = c.differences[r][std::size_t(m)];
                cells << full(d.mean) << full(d.interval.low) << full(d.interval.high)
                      << full(d.statistic) << full(d.pValue) << full(d.adjustedP)
                      << (d.significant ? QStringLiteral("true") : QStringLiteral("false"))
                      << QString::number(d.counts.wins) << QString::number(d.counts.ties)
                      << QString::number(d.counts.losses);
            }
            out += cells.join(QLatin1Char(',')) + QLatin1Char('\n');
        }
    }
    return out;
}

QString markdownCell(const QString &s)
{
    return QString(s).replace(QLatin1Char('|'), QStringLiteral("\\|"));
}

QString markdownTable(const QStringList &header, const QList<QStringList> &rows, int left)
{
    QString out = QStringLiteral("| ");
    QStringList cells;
    for (const QString &h : header)
        cells << markdownCell(h);
    out += cells.join(QStringLiteral(" | ")) + QStringLiteral(" |\n|");
    for (qsizetype i = 0; i < header.size(); ++i)
        out += i < left ? QStringLiteral(":---|") : QStringLiteral("---:|");
    out += QLatin1Char('\n');
    for (const QStringList &row : rows) {
        QStringList escaped;
        for (const QString &cell : row)
            escaped << markdownCell(cell);
        out += QStringLiteral("| ") + escaped.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
    }
    return out;
}

QString formatMarkdown(const RunComparison &c, bool perQuery)
{
    QString out = QStringLiteral("**") + queryHeadline(c) + QStringLiteral("**\n\n");
    out += markdownTable(QStringList {tr("run")} + c.measures, meansRows(c, QString()), 1);
    out += QLatin1Char('\n') + legend(c) + QStringLiteral("\n\n");
    out += tr("Differences from the baseline %1 (run − baseline, per query):")
               .arg(c.runs[baselineOf(c)].name)
        + QStringLiteral("\n\n");
    out += markdownTable(differenceHeader(c), differenceRows(c, QString()), 2);
    out += QLatin1Char('\n') + intervalLine(c) + QLatin1Char('\n');
    if (perQuery) {
        for (qsizetype m = 0; m < c.measures.size(); ++m) {
            out += QLatin1Char('\n') + tr("Per query: %1").arg(c.measures[m])
                + QStringLiteral("\n\n");
            QStringList header {tr("query")};
            for (const ComparedRun &run : c.runs)
                header << run.name;
            QList<QStringList> rows;
            for (qsizetype q = 0; q < c.queries.size(); ++q) {
                QStringList row {c.queries[q]};
                for (std::size_t r = 0; r < c.runs.size(); ++r)
                    row << fixed(c.values[r][std::size_t(m)][std::size_t(q)]);
                rows << row;
            }
            out += markdownTable(header, rows, 1);
        }
    }
    return out;
}

QString latexEscape(const QString &s)
{
    static const std::pair<QChar, const char *> escapes[] = {
        {QLatin1Char('\\'), "\\textbackslash{}"}, {QLatin1Char('&'), "\\&"},
        {QLatin1Char('%'), "\\%"}, {QLatin1Char('$'), "\\$"}, {QLatin1Char('#'), "\\#"},
        {QLatin1Char('_'), "\\_"}, {QLatin1Char('{'), "\\{"}, {QLatin1Char('}'), "\\}"},
        {QLatin1Char('~'), "\\textasciitilde{}"}, {QLatin1Char('^'), "\\textasciicircum{}"},
        {QChar(0x2020), "$^{\\dagger}$"}, {QChar(0x2021), "$^{\\ddagger}$"}, {QChar(0x2212), "$-$"},
        {QChar(0x2014), "---"}, {QChar(0x2013), "--"}, {QChar(0x03b1), "$\\alpha$"},
        {QChar(0x2026), "\\ldots{}"}, {QLatin1Char('<'), "$<$"}, {QLatin1Char('>'), "$>$"}};
    QString out;
    for (const QChar ch : s) {
        bool replaced = false;
        for (const auto &[from, to] : escapes) {
            if (ch == from) {
                out += QLatin1String(to);
                replaced = true;
                break;
            }
        }
        if (!replaced)
            out += ch;
    }
    return out;
}

QString latexTabular(const QStringList &header, const QList<QStringList> &rows, int left)
{
    QString spec;
    for (qsizetype i = 0; i < header.size(); ++i)
        spec += i < left ? QLatin1Char('l') : QLatin1Char('r');
    QString out = QStringLiteral("\\begin{tabular}{%1}\n\\toprule\n").arg(spec);
    QStringList cells;
    for (const QString &h : header)
        cells << latexEscape(h);
    out += cells.join(QStringLiteral(" & ")) + QStringLiteral(" \\\\\n\\midrule\n");
    for (const QStringList &row : rows) {
        QStringList escaped;
        for (const QString &cell : row)
            escaped << latexEscape(cell);
        out += escaped.join(QStringLiteral(" & ")) + QStringLiteral(" \\\\\n");
    }
    out += QStringLiteral("\\bottomrule\n\\end{tabular}\n");
    return out;
}

QString formatLatex(const RunComparison &c, bool perQuery)
{
    QString out = QStringLiteral("% NDCG Explorer, ndcg-cli compare: ")
        + latexEscape(queryHeadline(c)) + QStringLiteral("\n% requires \\usepackage{booktabs}\n");
    out += QStringLiteral("\\begin{table}\n\\centering\n");
    out += latexTabular(QStringList {tr("run")} + c.measures, meansRows(c, QString()), 1);
    out += QStringLiteral("\\caption{") + latexEscape(legend(c)) + QStringLiteral("}\n");
    out += QStringLiteral("\\end{table}\n\n");
    out += QStringLiteral("\\begin{table}\n\\centering\n");
    out += latexTabular(differenceHeader(c), differenceRows(c, QString()), 2);
    out += QStringLiteral("\\caption{")
        + latexEscape(tr("Differences from the baseline %1 (run − baseline, per query):")
                          .arg(c.runs[baselineOf(c)].name)
            + QLatin1Char(' ') + intervalLine(c))
        + QStringLiteral("}\n\\end{table}\n");
    if (perQuery) {
        for (qsizetype m = 0; m < c.measures.size(); ++m) {
            QStringList header {tr("query")};
            for (const ComparedRun &run : c.runs)
                header << run.name;
            QList<QStringList> rows;
            for (qsizetype q = 0; q < c.queries.size(); ++q) {
                QStringList row {c.queries[q]};
                for (std::size_t r = 0; r < c.runs.size(); ++r)
                    row << fixed(c.values[r][std::size_t(m)][std::size_t(q)]);
                rows << row;
            }
            out += QStringLiteral("\n% ") + latexEscape(tr("Per query: %1").arg(c.measures[m]))
                + QLatin1Char('\n') + latexTabular(header, rows, 1);
        }
    }
    return out;
}

QString testName(PairedTest test)
{
    switch (test) {
    case PairedTest::T:
        return QStringLiteral("t");
    case PairedTest::Wilcoxon:
        return QStringLiteral("wilcoxon");
    case PairedTest::Randomization:
        return QStringLiteral("randomization");
    }
    return {};
}

} // namespace

QString fixedText(double v, int decimals, bool plus)
{
    const QString digits = QString::number(std::abs(v), 'f', decimals);
    const bool zero = std::all_of(digits.begin(), digits.end(),
        [](QChar c) { return c == QLatin1Char('0') || c == QLatin1Char('.'); });
    if (zero || std::isnan(v))
        return digits;
    if (v < 0)
        return QLatin1Char('-') + digits;
    return plus ? QLatin1Char('+') + digits : digits;
}

QString significanceMark(const Difference &d)
{
    if (!d.significant)
        return {};
    return d.direction > 0 ? higherMark : lowerMark;
}

QString testDescription(const RunComparison &c)
{
    switch (c.options.test) {
    case PairedTest::T:
        return tr("paired t-test");
    case PairedTest::Wilcoxon:
        return tr("Wilcoxon signed-rank test (zero differences dropped)");
    case PairedTest::Randomization:
        if (c.queries.size() <= Stats::exactLimit) {
            return tr("randomization test (exact: all %1 sign patterns)")
                .arg(qint64(1) << c.queries.size());
        }
        return tr("randomization test (%1 random sign patterns, seed %2)")
            .arg(c.options.permutations)
            .arg(c.options.seed);
    }
    return {};
}

QString legend(const RunComparison &c)
{
    const int compared = int(c.runs.size()) - 1;
    QString text = tr("%1 significantly higher, %2 significantly lower than the baseline %3: "
                      "%4, two-sided, p < %5")
                       .arg(higherMark, lowerMark, c.runs[baselineOf(c)].name, testDescription(c),
                           QString::number(c.options.alpha, 'g', 12));
    if (compared > 1) {
        text += c.options.correction == Correction::Holm
            ? tr(" after Holm–Bonferroni correction over the %n runs compared with it, for each "
                 "measure",
                compared)
            : tr(" without correction for the %n runs compared with it", compared);
    }
    return text + QLatin1Char('.');
}

QJsonObject comparisonToJson(const RunComparison &c, bool perQuery)
{
    QJsonObject o;
    o[QStringLiteral("qrels")] = c.qrelsFile;
    o[QStringLiteral("queries")] = int(c.queries.size());
    o[QStringLiteral("judgedQueries")] = c.universe;
    o[QStringLiteral("querySet")] = c.options.eval.complete
        ? QStringLiteral("every query of the qrels")
        : QStringLiteral("queries every run has");
    o[QStringLiteral("baseline")] = c.runs[baselineOf(c)].name;
    o[QStringLiteral("test")] = testName(c.options.test);
    o[QStringLiteral("testDescription")] = testDescription(c);
    o[QStringLiteral("alpha")] = c.options.alpha;
    o[QStringLiteral("correction")] = c.options.correction == Correction::Holm
        ? QStringLiteral("holm")
        : QStringLiteral("none");
    o[QStringLiteral("confidenceLevel")] = 1.0 - c.options.alpha;
    o[QStringLiteral("permutations")] = qint64(c.options.permutations);
    o[QStringLiteral("resamples")] = qint64(c.options.resamples);
    o[QStringLiteral("seed")] = QString::number(c.options.seed);
    o[QStringLiteral("legend")] = legend(c);
    QJsonArray runs;
    for (const ComparedRun &run : c.runs) {
        runs.append(QJsonObject {{QStringLiteral("name"), run.name},
            {QStringLiteral("path"), run.path}, {QStringLiteral("runid"), run.runid},
            {QStringLiteral("judgedQueries"), run.judgedQueries},
            {QStringLiteral("missingQueries"), QJsonArray::fromStringList(run.missing)}});
    }
    o[QStringLiteral("runs")] = runs;
    o[QStringLiteral("measures")] = QJsonArray::fromStringList(c.measures);
    QJsonArray results;
    for (qsizetype m = 0; m < c.measures.size(); ++m) {
        for (std::size_t r = 0; r < c.runs.size(); ++r) {
            QJsonObject e {{QStringLiteral("measure"), c.measures[m]},
                {QStringLiteral("run"), c.runs[r].name},
                {QStringLiteral("mean"), jsonNumber(c.means[r][std::size_t(m)])},
                {QStringLiteral("baseline"), r == baselineOf(c)}};
            if (r != baselineOf(c)) {
                const Difference &d = c.differences[r][std::size_t(m)];
                e[QStringLiteral("difference")] = jsonNumber(d.mean);
                e[QStringLiteral("interval")]
                    = QJsonArray {jsonNumber(d.interval.low), jsonNumber(d.interval.high)};
                e[QStringLiteral("statistic")] = jsonNumber(d.statistic);
                e[QStringLiteral("p")] = jsonNumber(d.pValue);
                e[QStringLiteral("pAdjusted")] = jsonNumber(d.adjustedP);
                e[QStringLiteral("significant")] = d.significant;
                e[QStringLiteral("direction")] = d.direction;
                if (c.options.test != PairedTest::T)
                    e[QStringLiteral("exact")] = d.exact;
                if (c.options.test == PairedTest::Randomization)
                    e[QStringLiteral("permutations")] = qint64(d.permutations);
                e[QStringLiteral("wins")] = d.counts.wins;
                e[QStringLiteral("ties")] = d.counts.ties;
                e[QStringLiteral("losses")] = d.counts.losses;
            }
            results.append(e);
        }
    }
    o[QStringLiteral("results")] = results;
    if (perQuery) {
        QJsonArray rows;
        for (qsizetype m = 0; m < c.measures.size(); ++m) {
            for (qsizetype q = 0; q < c.queries.size(); ++q) {
                QJsonArray values;
                for (std::size_t r = 0; r < c.runs.size(); ++r)
                    values.append(jsonNumber(c.values[r][std::size_t(m)][std::size_t(q)]));
                rows.append(QJsonObject {{QStringLiteral("measure"), c.measures[m]},
                    {QStringLiteral("query"), c.queries[q]}, {QStringLiteral("values"), values}});
            }
        }
        o[QStringLiteral("perQuery")] = rows;
    }
    o[QStringLiteral("notes")] = QJsonArray::fromStringList(c.notes);
    return o;
}

QString formatComparison(const RunComparison &c, Format format, bool perQuery)
{
    switch (format) {
    case Format::Text:
        return formatText(c, perQuery);
    case Format::Json:
        return QString::fromUtf8(
            QJsonDocument(comparisonToJson(c, perQuery)).toJson(QJsonDocument::Indented));
    case Format::Csv:
        return formatCsv(c, perQuery);
    case Format::Markdown:
        return formatMarkdown(c, perQuery);
    case Format::Latex:
        return formatLatex(c, perQuery);
    }
    return {};
}

} // namespace Ndcg::Trec
