#include "breakdownformat.h"

#include "nametable.h"
#include "notation.h"
#include "numbertext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStringList>

#include <cmath>

namespace Ndcg {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("Ndcg", text, disambiguation, n);
}

QString fixed(double v, int decimals)
{
    return readableNumber(v, decimals);
}
QString full(double v)
{
    return QString::number(v, 'g', 17);
}
QJsonValue jsonNumber(std::optional<double> v)
{
    return v ? QJsonValue(*v) : QJsonValue();
}

QString labelOf(const QList<QString> &labels, int index)
{
    return index >= 0 && index < labels.size() ? labels[index] : QString();
}

} // namespace

std::optional<Format> formatFromName(const QString &name)
{
    static const std::pair<Format, const char *> formats[] = {{Format::Text, "text"},
        {Format::Json, "json"}, {Format::Csv, "csv"}, {Format::Markdown, "markdown"},
        {Format::Markdown, "md"}, {Format::Latex, "latex"}, {Format::Latex, "tex"}};
    return NameTable::fromName(name, formats);
}

QString numberText(std::optional<double> value, int decimals)
{
    return value ? fixed(*value, decimals) : QStringLiteral("—");
}

QString dcgFormulaLine(const Breakdown &b, bool ideal, int decimals, int maxTerms)
{
    Notation::SumOptions options;
    options.maxTerms = maxTerms;
    return Notation::sumLine(b, ideal, Notation::fixedNumbers(b, decimals), options);
}

QString ndcgFormulaLine(const Breakdown &b, int decimals)
{
    return Notation::ndcgLine(b, Notation::fixedNumbers(b, decimals));
}

QString definitionLine(const Settings &s, int k, int poolSize)
{
    return Notation::definitionLine(s, k, poolSize);
}

QJsonObject settingsToJson(const Settings &s)
{
    QJsonObject o;
    o[QStringLiteral("gain")] = gainName(s.gain);
    if (s.gain == Gain::Custom) {
        QJsonObject map;
        for (const auto &[grade, gain] : s.gainMap)
            map[QString::number(grade, 'g', 17)] = gain;
        o[QStringLiteral("gainMap")] = map;
    }
    o[QStringLiteral("negativeGrades")] = negativeGradesName(s.negativeGrades);
    o[QStringLiteral("discount")] = discountName(s.discount);
    o[QStringLiteral("logBase")] = s.logBase;
    o[QStringLiteral("k")] = s.isAll() ? QJsonValue(QStringLiteral("all")) : QJsonValue(s.cutoff);
    o[QStringLiteral("idealSource")] = idealSourceName(s.idealSource);
    o[QStringLiteral("zeroIdcg")] = zeroIdcgName(s.zeroIdcg);
    o[QStringLiteral("relevantFrom")] = s.relevantFrom;
    o[QStringLiteral("maxGrade")] = s.maxGrade ? QJsonValue(*s.maxGrade) : QJsonValue();
    o[QStringLiteral("rbpPersistence")] = s.rbpPersistence;
    return o;
}

QJsonObject breakdownToJson(const Breakdown &b, const QList<QString> &labels)
{
    QJsonObject o;
    o[QStringLiteral("settings")] = settingsToJson(b.settings);
    o[QStringLiteral("n")] = b.n;
    o[QStringLiteral("poolSize")] = b.poolSize;
    o[QStringLiteral("k")] = b.k;
    o[QStringLiteral("gainScaleLog2")] = b.gainScaleLog2;
    o[QStringLiteral("cg")] = b.cg;
    o[QStringLiteral("dcg")] = b.dcg;
    o[QStringLiteral("idcg")] = b.idcg;
    o[QStringLiteral("ndcg")] = jsonNumber(b.ndcg);
    const Metrics &m = b.metrics;
    o[QStringLiteral("metrics")] = QJsonObject {
        {QStringLiteral("precision"), m.precision},
        {QStringLiteral("recall"), m.recall},
        {QStringLiteral("reciprocalRank"), m.reciprocalRank},
        {QStringLiteral("averagePrecision"), m.averagePrecision},
        {QStringLiteral("err"), m.err},
        {QStringLiteral("rbp"), m.rbp},
        {QStringLiteral("relevantRetrieved"), m.relevantRetrieved},
        {QStringLiteral("relevantTotal"), m.relevantTotal},
        {QStringLiteral("errMaxGrade"), m.errMaxGrade},
    };
    o[QStringLiteral("range")] = QJsonObject {
        {QStringLiteral("worst"), jsonNumber(b.worstNdcg)},
        {QStringLiteral("random"), jsonNumber(b.randomNdcg)},
        {QStringLiteral("best"), jsonNumber(b.bestNdcg)},
    };
    QJsonArray warnings;
    for (const Warning &w : b.warnings)
        warnings.append(w.message);
    o[QStringLiteral("warnings")] = warnings;
    QJsonArray ideal;
    for (qsizetype p = 0; p < b.ideal.size(); ++p) {
        const IdealPlacement &place = b.ideal[p];
        QJsonObject e {{QStringLiteral("position"), int(p + 1)},
            {QStringLiteral("grade"), place.grade},
            {QStringLiteral("retrieved"), place.source < b.n}};
        if (place.source < b.n)
            e[QStringLiteral("fromPosition")] = place.source + 1;
        const QString label = labelOf(labels, place.source);
        if (!label.isEmpty())
            e[QStringLiteral("label")] = label;
        ideal.append(e);
    }
    o[QStringLiteral("ideal")] = ideal;
    QJsonArray rows;
    for (const PositionRow &r : b.rows) {
        QJsonObject e;
        e[QStringLiteral("position")] = r.position;
        e[QStringLiteral("retrieved")] = r.retrieved;
        if (r.retrieved) {
            const QString label = labelOf(labels, r.position - 1);
            if (!label.isEmpty())
                e[QStringLiteral("label")] = label;
        }
        e[QStringLiteral("grade")] = r.retrieved ? QJsonValue(r.grade) : QJsonValue();
        e[QStringLiteral("gain")] = r.gain;
        e[QStringLiteral("discount")] = r.discount;
        e[QStringLiteral("contribution")] = r.contribution;
        e[QStringLiteral("dcg")] = r.dcg;
        e[QStringLiteral("idealGrade")] = r.hasIdeal ? QJsonValue(r.idealGrade) : QJsonValue();
        e[QStringLiteral("idealGain")] = r.idealGain;
        e[QStringLiteral("idealContribution")] = r.idealContribution;
        e[QStringLiteral("idcg")] = r.idcg;
        e[QStringLiteral("ndcg")] = jsonNumber(r.ndcg);
        e[QStringLiteral("withinCutoff")] = r.position <= b.k;
        rows.append(e);
    }
    o[QStringLiteral("positions")] = rows;
    return o;
}

namespace {

// The writers below print a row at a time and stop once `out` reports a failed write (a full
// disk, a closed pipe): the caller tells the user from out.status().
bool writeFailed(const QTextStream &out)
{
    return out.status() != QTextStream::Ok;
}

// Text: an aligned table. Its column widths depend on every row, so the rows are formatted
// twice, once to measure and once to print, rather than kept.

QStringList textHeader(bool hasLabels)
{
    QStringList header {QStringLiteral("i")};
    if (hasLabels)
        header << tr("label");
    header << tr("grade") << tr("gain") << tr("disc") << tr("contrib") << tr("DCG") << tr("ideal g")
           << tr("ideal c") << tr("IDCG") << tr("NDCG@i");
    return header;
}

QStringList textCells(const PositionRow &r, bool hasLabels, const QList<QString> &labels)
{
    QStringList cells {QString::number(r.position)};
    if (hasLabels)
        cells << (r.retrieved ? labelOf(labels, r.position - 1) : QString());
    if (r.retrieved)
        cells << QString::number(r.grade, 'g', 10) << fixed(r.gain, 3);
    else
        cells << tr("(none)") << QString();
    cells << fixed(r.discount, 3) << (r.retrieved ? fixed(r.contribution, 3) : QString())
          << fixed(r.dcg, 3) << (r.hasIdeal ? QString::number(r.idealGrade, 'g', 10) : QString())
          << (r.hasIdeal ? fixed(r.idealContribution, 3) : QString()) << fixed(r.idcg, 3)
          << numberText(r.ndcg);
    return cells;
}

void writeTextLine(
    QTextStream &out, const QStringList &cells, const QList<int> &widths, bool hasLabels)
{
    QStringList padded;
    for (qsizetype c = 0; c < cells.size(); ++c) {
        const bool left = hasLabels && c == 1;
        padded << (left ? cells[c].leftJustified(widths[c]) : cells[c].rightJustified(widths[c]));
    }
    out << padded.join(QStringLiteral("  ")).trimmed() << '\n';
}

void writeText(QTextStream &out, const Breakdown &b, const QList<QString> &labels)
{
    // The label column holds the ranked items' labels: the unretrieved items' (after them in
    // `labels`) are not in the table, so they alone do not add the column.
    const auto ranked = labels.begin() + std::min<qsizetype>(labels.size(), b.n);
    const bool hasLabels
        = std::any_of(labels.begin(), ranked, [](const QString &l) { return !l.isEmpty(); });
    const QStringList header = textHeader(hasLabels);
    QList<int> widths(header.size(), 0);
    const auto widen = [&widths](const QStringList &cells) {
        for (qsizetype c = 0; c < cells.size(); ++c)
            widths[c] = std::max<int>(widths[c], int(cells[c].size()));
    };
    widen(header);
    for (const PositionRow &r : b.rows)
        widen(textCells(r, hasLabels, labels));
    // Line 0 is the header, line i the row of position i; the cutoff is marked below line k
    // unless that is the last.
    const qsizetype lines = b.rows.size() + 1;
    const auto markCutoff = [&](qsizetype line) {
        if (line == b.k && line < lines - 1)
            out << QStringLiteral("---- k = %1 ----\n").arg(b.k);
    };
    writeTextLine(out, header, widths, hasLabels);
    markCutoff(0);
    for (qsizetype i = 0; i < b.rows.size() && !writeFailed(out); ++i) {
        writeTextLine(out, textCells(b.rows[i], hasLabels, labels), widths, hasLabels);
        markCutoff(i + 1);
    }
    QString tail = QStringLiteral("\n");
    tail += definitionLine(b.settings, b.k, b.poolSize) + QLatin1Char('\n');
    tail += tr("CG@%1 = %2").arg(b.k).arg(fixed(b.cg, 3)) + QLatin1Char('\n');
    tail += dcgFormulaLine(b, false) + QLatin1Char('\n');
    tail += dcgFormulaLine(b, true) + QLatin1Char('\n');
    tail += ndcgFormulaLine(b) + QLatin1Char('\n');
    const Metrics &m = b.metrics;
    tail += tr("P@%1 = %2  R@%1 = %3  RR = %4  AP = %5  ERR@%1 = %6  RBP(p=%7) = %8")
                .arg(b.k)
                .arg(fixed(m.precision, 3), fixed(m.recall, 3), fixed(m.reciprocalRank, 3),
                    fixed(m.averagePrecision, 3), fixed(m.err, 3))
                .arg(b.settings.rbpPersistence)
                .arg(fixed(m.rbp, 3))
        + QLatin1Char('\n');
    tail += tr("NDCG@%1 range for these grades: worst %2 · random %3 · best %4")
                .arg(b.k)
                .arg(numberText(b.worstNdcg), numberText(b.randomNdcg), numberText(b.bestNdcg))
        + QLatin1Char('\n');
    for (const Warning &w : b.warnings)
        tail += tr("warning: %1").arg(w.message) + QLatin1Char('\n');
    out << tail;
}

// JSON: the characters QJsonDocument(breakdownToJson()).toJson() gives (keys in QJsonObject's
// sorted order, four spaces a level, numbers as QJsonDocument writes them), without building
// the document: the two long arrays, "ideal" and "positions", are written an element at a time.

void appendJsonKey(QString &s, int depth, QLatin1String key)
{
    static const char spaces[] = "                "; // four levels
    s += QLatin1String(spaces, 4 * depth);
    s += QLatin1Char('"');
    s += key;
    s += QLatin1String("\": ");
}

void appendJsonDouble(QString &s, double v)
{
    if (std::isfinite(v))
        s += QLatin1String(QByteArray::number(v, 'g', QLocale::FloatingPointShortest));
    else
        s += QLatin1String("null");
}

void appendJsonNumber(QString &s, std::optional<double> v)
{
    if (v)
        appendJsonDouble(s, *v);
    else
        s += QLatin1String("null");
}

void appendJsonBool(QString &s, bool v)
{
    s += v ? QLatin1String("true") : QLatin1String("false");
}

// A string as QJsonDocument escapes it. ASCII is escaped here; a string with other characters
// is left to QJsonDocument itself (it also escapes a lone surrogate).
void appendJsonString(QString &s, const QString &text)
{
    const bool ascii
        = std::all_of(text.begin(), text.end(), [](QChar c) { return c.unicode() < 0x80; });
    if (!ascii) {
        const QByteArray json = QJsonDocument(QJsonArray {text}).toJson(QJsonDocument::Compact);
        s += QString::fromUtf8(json.mid(1, json.size() - 2)); // ["…"] → "…"
        return;
    }
    static const char hex[] = "0123456789abcdef";
    s += QLatin1Char('"');
    for (QChar c : text) {
        const char16_t u = c.unicode();
        if (u >= 0x20 && u != u'"' && u != u'\\') {
            s += c;
            continue;
        }
        s += QLatin1Char('\\');
        switch (u) {
        case u'"':
        case u'\\':
            s += c;
            break;
        case u'\b':
            s += QLatin1Char('b');
            break;
        case u'\f':
            s += QLatin1Char('f');
            break;
        case u'\n':
            s += QLatin1Char('n');
            break;
        case u'\r':
            s += QLatin1Char('r');
            break;
        case u'\t':
            s += QLatin1Char('t');
            break;
        default:
            s += QLatin1String("u00");
            s += QLatin1Char(hex[u >> 4]);
            s += QLatin1Char(hex[u & 0xf]);
        }
    }
    s += QLatin1Char('"');
}

// A small object or array as QJsonDocument prints it, indented to sit `depth` levels deep.
void appendJsonBlock(QString &s, const QJsonValue &value, int depth)
{
    QByteArray json = value.isArray() ? QJsonDocument(value.toArray()).toJson()
                                      : QJsonDocument(value.toObject()).toJson();
    json.chop(1); // the document's final newline
    json.replace("\n", QByteArray("\n") + QByteArray(4 * depth, ' '));
    s += QString::fromUtf8(json);
}

// The members of a long array, each an object of `fields` at depth 3, then the array's end.
template<typename Fields> void writeJsonArray(QTextStream &out, qsizetype size, Fields fields)
{
    QString element;
    for (qsizetype i = 0; i < size && !writeFailed(out); ++i) {
        element.resize(0);
        element += QLatin1String("        {\n");
        fields(element, i);
        element += QLatin1String("\n        }");
        element += i + 1 < size ? QLatin1String(",\n") : QLatin1String("\n");
        out << element;
    }
    out << "    ]";
}

void writeJson(QTextStream &out, const Breakdown &b, const QList<QString> &labels)
{
    const auto separator = [](QString &s) { s += QLatin1String(",\n"); };
    QString s = QStringLiteral("{\n");
    appendJsonKey(s, 1, QLatin1String("cg"));
    appendJsonDouble(s, b.cg);
    separator(s);
    appendJsonKey(s, 1, QLatin1String("dcg"));
    appendJsonDouble(s, b.dcg);
    separator(s);
    appendJsonKey(s, 1, QLatin1String("gainScaleLog2"));
    appendJsonDouble(s, b.gainScaleLog2); // a double since any finite grade is scaled
    separator(s);
    appendJsonKey(s, 1, QLatin1String("idcg"));
    appendJsonDouble(s, b.idcg);
    separator(s);
    appendJsonKey(s, 1, QLatin1String("ideal"));
    s += QLatin1String("[\n");
    out << s;
    writeJsonArray(out, b.ideal.size(), [&](QString &e, qsizetype p) {
        const IdealPlacement &place = b.ideal[p];
        const bool retrieved = place.source < b.n;
        if (retrieved) {
            appendJsonKey(e, 3, QLatin1String("fromPosition"));
            e += QString::number(place.source + 1);
            separator(e);
        }
        appendJsonKey(e, 3, QLatin1String("grade"));
        appendJsonDouble(e, place.grade);
        separator(e);
        const QString label = labelOf(labels, place.source);
        if (!label.isEmpty()) {
            appendJsonKey(e, 3, QLatin1String("label"));
            appendJsonString(e, label);
            separator(e);
        }
        appendJsonKey(e, 3, QLatin1String("position"));
        e += QString::number(p + 1);
        separator(e);
        appendJsonKey(e, 3, QLatin1String("retrieved"));
        appendJsonBool(e, retrieved);
    });

    s = QStringLiteral(",\n");
    appendJsonKey(s, 1, QLatin1String("k"));
    s += QString::number(b.k);
    separator(s);
    const Metrics &m = b.metrics;
    appendJsonKey(s, 1, QLatin1String("metrics"));
    appendJsonBlock(s,
        QJsonObject {
            {QStringLiteral("precision"), m.precision},
            {QStringLiteral("recall"), m.recall},
            {QStringLiteral("reciprocalRank"), m.reciprocalRank},
            {QStringLiteral("averagePrecision"), m.averagePrecision},
            {QStringLiteral("err"), m.err},
            {QStringLiteral("rbp"), m.rbp},
            {QStringLiteral("relevantRetrieved"), m.relevantRetrieved},
            {QStringLiteral("relevantTotal"), m.relevantTotal},
            {QStringLiteral("errMaxGrade"), m.errMaxGrade},
        },
        1);
    separator(s);
    appendJsonKey(s, 1, QLatin1String("n"));
    s += QString::number(b.n);
    separator(s);
    appendJsonKey(s, 1, QLatin1String("ndcg"));
    appendJsonNumber(s, b.ndcg);
    separator(s);
    appendJsonKey(s, 1, QLatin1String("poolSize"));
    s += QString::number(b.poolSize);
    separator(s);
    appendJsonKey(s, 1, QLatin1String("positions"));
    s += QLatin1String("[\n");
    out << s;
    writeJsonArray(out, b.rows.size(), [&](QString &e, qsizetype i) {
        const PositionRow &r = b.rows[i];
        const auto number = [&](const char *key, double value) {
            appendJsonKey(e, 3, QLatin1String(key));
            appendJsonDouble(e, value);
            separator(e);
        };
        const auto numberOrNull = [&](const char *key, std::optional<double> value) {
            appendJsonKey(e, 3, QLatin1String(key));
            appendJsonNumber(e, value);
            separator(e);
        };
        number("contribution", r.contribution);
        number("dcg", r.dcg);
        number("discount", r.discount);
        number("gain", r.gain);
        numberOrNull("grade", r.retrieved ? std::optional(r.grade) : std::nullopt);
        number("idcg", r.idcg);
        number("idealContribution", r.idealContribution);
        number("idealGain", r.idealGain);
        numberOrNull("idealGrade", r.hasIdeal ? std::optional(r.idealGrade) : std::nullopt);
        if (r.retrieved) {
            const QString label = labelOf(labels, r.position - 1);
            if (!label.isEmpty()) {
                appendJsonKey(e, 3, QLatin1String("label"));
                appendJsonString(e, label);
                separator(e);
            }
        }
        numberOrNull("ndcg", r.ndcg);
        appendJsonKey(e, 3, QLatin1String("position"));
        e += QString::number(r.position);
        separator(e);
        appendJsonKey(e, 3, QLatin1String("retrieved"));
        appendJsonBool(e, r.retrieved);
        separator(e);
        appendJsonKey(e, 3, QLatin1String("withinCutoff"));
        appendJsonBool(e, r.position <= b.k);
    });

    s = QStringLiteral(",\n");
    appendJsonKey(s, 1, QLatin1String("range"));
    appendJsonBlock(s,
        QJsonObject {
            {QStringLiteral("worst"), jsonNumber(b.worstNdcg)},
            {QStringLiteral("random"), jsonNumber(b.randomNdcg)},
            {QStringLiteral("best"), jsonNumber(b.bestNdcg)},
        },
        1);
    separator(s);
    appendJsonKey(s, 1, QLatin1String("settings"));
    appendJsonBlock(s, settingsToJson(b.settings), 1);
    separator(s);
    QJsonArray warnings;
    for (const Warning &w : b.warnings)
        warnings.append(w.message);
    appendJsonKey(s, 1, QLatin1String("warnings"));
    appendJsonBlock(s, warnings, 1);
    s += QLatin1String("\n}\n");
    out << s;
}

QString csvField(const QString &s)
{
    if (s.contains(QLatin1Char(',')) || s.contains(QLatin1Char('"'))
        || s.contains(QLatin1Char('\n')))
        return QLatin1Char('"') + QString(s).replace(QLatin1Char('"'), QStringLiteral("\"\""))
            + QLatin1Char('"');
    return s;
}

void writeCsv(QTextStream &out, const Breakdown &b, const QList<QString> &labels)
{
    out << QStringLiteral("position,label,grade,gain,discount,contribution,dcg,"
                          "ideal_grade,ideal_gain,ideal_contribution,idcg,ndcg\n");
    for (qsizetype i = 0; i < b.rows.size() && !writeFailed(out); ++i) {
        const PositionRow &r = b.rows[i];
        const QStringList cells {QString::number(r.position),
            csvField(r.retrieved ? labelOf(labels, r.position - 1) : QString()),
            r.retrieved ? full(r.grade) : QString(), r.retrieved ? full(r.gain) : QString(),
            full(r.discount), r.retrieved ? full(r.contribution) : QString(), full(r.dcg),
            r.hasIdeal ? full(r.idealGrade) : QString(), r.hasIdeal ? full(r.idealGain) : QString(),
            r.hasIdeal ? full(r.idealContribution) : QString(), full(r.idcg),
            r.ndcg ? full(*r.ndcg) : QString()};
        out << cells.join(QLatin1Char(',')) << '\n';
    }
}

QString markdownCell(const QString &s)
{
    return QString(s).replace(QLatin1Char('|'), QStringLiteral("\\|"));
}

void writeMarkdown(QTextStream &out, const Breakdown &b, const QList<QString> &labels)
{
    out << QStringLiteral("| i | %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 | %9 |\n")
               .arg(tr("label"), tr("grade"), tr("gain"), tr("discount"), tr("contribution"),
                   tr("DCG"), tr("ideal grade"), tr("IDCG"), tr("NDCG@i"));
    out << QStringLiteral("|---:|:---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (qsizetype i = 0; i < b.rows.size() && !writeFailed(out); ++i) {
        const PositionRow &r = b.rows[i];
        if (r.position == b.k + 1)
            out << QStringLiteral("| | *k = %1* | | | | | | | | |\n").arg(b.k);
        out << QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 | %9 | %10 |\n")
                   .arg(QString::number(r.position),
                       markdownCell(r.retrieved ? labelOf(labels, r.position - 1) : tr("(none)")),
                       r.retrieved ? QString::number(r.grade, 'g', 10) : QString(),
                       r.retrieved ? fixed(r.gain, 4) : QString(), fixed(r.discount, 4),
                       r.retrieved ? fixed(r.contribution, 4) : QString(), fixed(r.dcg, 4),
                       r.hasIdeal ? QString::number(r.idealGrade, 'g', 10) : QString(),
                       fixed(r.idcg, 4), numberText(r.ndcg, 4));
    }
    QString tail
        = QLatin1Char('\n') + definitionLine(b.settings, b.k, b.poolSize) + QStringLiteral("\n\n");
    tail += QStringLiteral("- ") + dcgFormulaLine(b, false, 4) + QLatin1Char('\n');
    tail += QStringLiteral("- ") + dcgFormulaLine(b, true, 4) + QLatin1Char('\n');
    tail += QStringLiteral("- **") + ndcgFormulaLine(b, 4) + QStringLiteral("**\n");
    for (const Warning &w : b.warnings)
        tail += QStringLiteral("- ") + tr("warning: %1").arg(w.message) + QLatin1Char('\n');
    out << tail;
}

QString latexEscape(const QString &s)
{
    return Notation::escaped(s, Notation::Markup::Latex);
}

void writeLatex(QTextStream &out, const Breakdown &b, const QList<QString> &labels)
{
    out << QStringLiteral("% NDCG Explorer: ")
            + latexEscape(definitionLine(b.settings, b.k, b.poolSize))
            + QStringLiteral("\n% requires \\usepackage{booktabs}\n");
    out << QStringLiteral("\\begin{tabular}{rlrrrrrrrr}\n\\toprule\n");
    out << QStringLiteral(
        "$i$ & %1 & %2 & %3 & %4 & %5 & DCG & %6 & IDCG & NDCG@$i$ \\\\\n\\midrule\n")
               .arg(latexEscape(tr("label")), latexEscape(tr("grade")), latexEscape(tr("gain")),
                   latexEscape(tr("discount")), latexEscape(tr("contribution")),
                   latexEscape(tr("ideal grade")));
    for (qsizetype i = 0; i < b.rows.size() && !writeFailed(out); ++i) {
        const PositionRow &r = b.rows[i];
        if (r.position == b.k + 1 && b.k < b.rows.size())
            out << QStringLiteral("\\midrule\n");
        out << QStringLiteral("%1 & %2 & %3 & %4 & %5 & %6 & %7 & %8 & %9 & %10 \\\\\n")
                   .arg(QString::number(r.position),
                       latexEscape(r.retrieved ? labelOf(labels, r.position - 1) : tr("(none)")),
                       r.retrieved ? QString::number(r.grade, 'g', 10) : QString(),
                       r.retrieved ? fixed(r.gain, 4) : QString(), fixed(r.discount, 4),
                       r.retrieved ? fixed(r.contribution, 4) : QString(), fixed(r.dcg, 4),
                       r.hasIdeal ? QString::number(r.idealGrade, 'g', 10) : QString(),
                       fixed(r.idcg, 4),
                       numberText(r.ndcg, 4).replace(QStringLiteral("—"), QStringLiteral("---")));
    }
    QString tail = QStringLiteral("\\bottomrule\n\\end{tabular}\n\n");
    // Scaled gains: the table's gains, contributions, DCG and IDCG are in units of 2^s, which the
    // scale warning says under the table and the totals carry (as the text and Markdown do).
    if (b.gainScaleLog2 != 0) {
        for (const Warning &w : b.warnings) {
            if (w.kind == WarningKind::ExponentialOverflow || w.kind == WarningKind::LargeGains)
                tail += QStringLiteral("\\noindent ")
                    + Notation::warningSentence(w, Notation::Markup::Latex)
                    + QStringLiteral("\n\n");
        }
    }
    // The sums as \frac{gain}{1/d(i)} terms (3 decimals, at most 8), totals with 4.
    Notation::SumNumbers numbers = Notation::fixedNumbers(b, 4, Notation::Markup::Latex);
    numbers.term = [&b](int position, bool ideal) {
        return Notation::numericTerm(b, position, ideal, 3, Notation::Markup::Latex);
    };
    Notation::SumOptions sum;
    sum.markup = Notation::Markup::Latex;
    sum.maxTerms = 8;
    sum.values = false;
    Notation::NdcgOptions ndcg;
    ndcg.markup = Notation::Markup::Latex;
    tail += QStringLiteral("\\begin{align*}\n");
    tail += Notation::sumLine(b, false, numbers, sum) + QStringLiteral(" \\\\\n");
    tail += Notation::sumLine(b, true, numbers, sum) + QStringLiteral(" \\\\\n");
    tail += Notation::ndcgLine(b, numbers, ndcg) + QLatin1Char('\n');
    tail += QStringLiteral("\\end{align*}\n");
    out << tail;
}

} // namespace

void writeBreakdown(
    QTextStream &out, const Breakdown &b, Format format, const QList<QString> &labels)
{
    switch (format) {
    case Format::Text:
        return writeText(out, b, labels);
    case Format::Json:
        return writeJson(out, b, labels);
    case Format::Csv:
        return writeCsv(out, b, labels);
    case Format::Markdown:
        return writeMarkdown(out, b, labels);
    case Format::Latex:
        return writeLatex(out, b, labels);
    }
}

QString formatBreakdown(const Breakdown &b, Format format, const QList<QString> &labels)
{
    QString text;
    QTextStream out(&text);
    writeBreakdown(out, b, format, labels);
    out.flush();
    return text;
}

} // namespace Ndcg
