#include "csvimport.h"

#include "scenario.h"

#include <QCoreApplication>
#include <QStringList>

#include <cmath>

namespace Ndcg {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Ndcg", text);
}

constexpr qsizetype maxLineLength = 1 << 20;

struct Row
{
    int line = 0;
    QStringList fields;
};

std::optional<double> number(const QString &text)
{
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok);
    return ok && std::isfinite(v) ? std::optional<double>(v) : std::nullopt;
}

// Splits one line on `delimiter`, honouring "quoted, fields" with "" as an escaped quote.
Result<QStringList> splitLine(const QString &line, QChar delimiter, const QString &file, int lineNo)
{
    QStringList fields;
    QString field;
    bool quoted = false;
    bool wasQuoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (quoted) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < line.size() && line[i + 1] == QLatin1Char('"')) {
                    field += c;
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                field += c;
            }
        } else if (c == QLatin1Char('"') && field.trimmed().isEmpty() && !wasQuoted) {
            quoted = true;
            wasQuoted = true;
            field.clear();
        } else if (c == delimiter) {
            fields << (wasQuoted ? field : field.trimmed());
            field.clear();
            wasQuoted = false;
        } else {
            field += c;
        }
    }
    if (quoted)
        return Error(tr("a quoted field is not closed (expected a closing \")"), file, lineNo);
    fields << (wasQuoted ? field : field.trimmed());
    return fields;
}

int findColumn(const QStringList &header, std::initializer_list<const char *> names)
{
    for (qsizetype c = 0; c < header.size(); ++c) {
        const QString h = header[c].trimmed().toLower();
        for (const char *name : names) {
            if (h == QString::fromUtf8(name))
                return int(c);
        }
    }
    return -1;
}

} // namespace

Result<Ranking> importCsv(const QByteArray &data, const QString &file)
{
    if (data.trimmed().isEmpty())
        return Error(tr("the file is empty (expected rows of label, grade, score)"), file);
    if (data.contains('\0'))
        return Error(tr("the file is binary, not CSV or TSV text"), file);
    QString text = QString::fromUtf8(data);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);

    // Lines, keeping their 1-based numbers; blank lines and # comments are skipped.
    const QStringList lines = text.split(QLatin1Char('\n'));
    QList<std::pair<int, QString>> content;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QString line = lines[i];
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        if (line.size() > maxLineLength)
            return Error(tr("the line is too long (over %1 characters)").arg(maxLineLength), file,
                int(i + 1));
        if (line.trimmed().isEmpty() || line.trimmed().startsWith(QLatin1Char('#')))
            continue;
        content.append({int(i + 1), line});
    }
    if (content.isEmpty())
        return Error(tr("the file has no rows (expected rows of label, grade, score)"), file);

    // The delimiter: the first of tab, comma, semicolon that the first row contains.
    QChar delimiter = QLatin1Char(',');
    for (QChar d : {QLatin1Char('\t'), QLatin1Char(','), QLatin1Char(';')}) {
        if (content.first().second.contains(d)) {
            delimiter = d;
            break;
        }
    }
    // More rows than a ranking may hold: refused before every row is split.
    const auto gradeColumnOf = [](const QStringList &header) {
        return findColumn(header,
            {"grade", "rel", "relevance", "judgment", "judgement", "label_grade", "相关性",
                "相关性等级", "等级"});
    };
    {
        const auto first
            = splitLine(content.first().second, delimiter, file, content.first().first);
        if (!first)
            return first.error();
        const qsizetype headerRows = gradeColumnOf(*first) >= 0 ? 1 : 0;
        const qsizetype count = content.size() - headerRows;
        if (count > maxItems)
            return Error(tooManyItemsError(count), file, content[maxItems + headerRows].first);
    }
    QList<Row> rows;
    for (const auto &[lineNo, line] : content) {
        auto fields = splitLine(line, delimiter, file, lineNo);
        if (!fields)
            return fields.error();
        rows.append({lineNo, *fields});
    }

    // Header: a first row whose cells are not all numbers and that names a grade column.
    int labelCol = -1;
    int gradeCol = -1;
    int scoreCol = -1;
    const QStringList &first = rows.first().fields;
    const int g = gradeColumnOf(first);
    if (g >= 0) {
        gradeCol = g;
        labelCol = findColumn(first,
            {"label", "doc", "docno", "docid", "id", "item", "title", "name", "标签", "文档",
                "标题", "商品"});
        scoreCol = findColumn(first, {"score", "system score", "分数", "得分"});
        rows.removeFirst();
        if (rows.isEmpty())
            return Error(tr("the file has a header but no rows"), file, 2);
    } else {
        bool anyNumber = false;
        for (const QString &f : first)
            anyNumber = anyNumber || number(f).has_value();
        if (!anyNumber)
            return Error(tr("the header names no grade column (expected a column named grade, "
                            "rel or relevance)"),
                file, rows.first().line);
        // No header: guess from the first row which columns hold numbers.
        const qsizetype width = first.size();
        const bool firstIsNumber = number(first[0]).has_value();
        if (width == 1) {
            gradeCol = 0;
        } else if (width == 2) {
            if (firstIsNumber) {
                gradeCol = 0;
                scoreCol = 1;
            } else {
                labelCol = 0;
                gradeCol = 1;
            }
        } else {
            labelCol = firstIsNumber ? -1 : 0;
            gradeCol = firstIsNumber ? 0 : 1;
            scoreCol = gradeCol + 1;
        }
    }

    Ranking ranking;
    ranking.items.reserve(rows.size());
    for (const Row &row : rows) {
        if (gradeCol >= row.fields.size())
            return Error(tr("too few fields: %1 (expected a grade in column %2)")
                             .arg(row.fields.size())
                             .arg(gradeCol + 1),
                file, row.line);
        Item item;
        const auto grade = number(row.fields[gradeCol]);
        if (!grade)
            return Error(tr("the grade '%1' is not a number").arg(row.fields[gradeCol]), file,
                row.line, gradeCol + 1);
        if (const QString problem = gradeRangeError(*grade); !problem.isEmpty())
            return Error(problem, file, row.line, gradeCol + 1);
        item.grade = *grade;
        if (labelCol >= 0 && labelCol < row.fields.size()) {
            item.label = row.fields[labelCol];
            if (const QString problem = labelLengthError(item.label.size()); !problem.isEmpty())
                return Error(problem, file, row.line, labelCol + 1);
        }
        if (scoreCol >= 0 && scoreCol < row.fields.size() && !row.fields[scoreCol].isEmpty()) {
            const auto score = number(row.fields[scoreCol]);
            if (!score)
                return Error(tr("the score '%1' is not a number").arg(row.fields[scoreCol]), file,
                    row.line, scoreCol + 1);
            item.score = *score;
        }
        ranking.items.append(item);
    }
    return ranking;
}

} // namespace Ndcg
