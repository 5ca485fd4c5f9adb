#include "jsonreader.h"

#include <QHash>
#include <QJsonParseError>
#include <QLocale>

#include <algorithm>
#include <vector>

namespace Ndcg {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("Ndcg", text, disambiguation, n);
}

} // namespace

QString memberPath(const QString &parent, const QString &key)
{
    return parent.isEmpty() ? key : parent + QLatin1Char('.') + key;
}

QString elementPath(const QString &parent, qsizetype index)
{
    return parent + QLatin1Char('[') + QString::number(index) + QLatin1Char(']');
}

// 1-based line and column (in characters) of a byte offset into UTF-8 text.
std::pair<int, int> lineAndColumn(const QByteArray &json, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, json.size());
    int line = 1;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i < offset; ++i) {
        if (json.at(i) == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    int column = 1;
    for (qsizetype i = lineStart; i < offset; ++i) {
        if ((static_cast<unsigned char>(json.at(i)) & 0xC0) != 0x80)
            ++column;
    }
    return {line, column};
}

namespace {

// What QJsonDocument accepts but JSON (RFC 8259) does not, or this format cannot keep: a key
// twice in one object (QJsonObject keeps the last, and Save would silently drop the first), a
// raw control character inside a string, and an escaped surrogate without its pair (\ud800,
// which no UTF-8 can hold). One pass over text QJsonDocument has already parsed, so its syntax
// is valid: strings, objects and arrays are the only structure to follow.
struct StrictProblem
{
    qsizetype offset = 0;
    QString message;
};

QString decodedString(const QByteArray &json, qsizetype start, qsizetype end, bool escaped)
{
    // start and end: the offsets of the quotes.
    if (!escaped)
        return QString::fromUtf8(json.constData() + start + 1, end - start - 1);
    const QJsonArray decoded
        = QJsonDocument::fromJson('[' + json.mid(start, end - start + 1) + ']').array();
    return decoded.isEmpty() ? QString() : decoded.first().toString();
}

int hexValue(const QByteArray &json, qsizetype at)
{
    if (at + 4 > json.size())
        return -1;
    bool ok = false;
    const int value = json.mid(at, 4).toInt(&ok, 16);
    return ok ? value : -1;
}

std::optional<StrictProblem> strictProblem(const QByteArray &json)
{
    struct Frame
    {
        bool object = false;
        bool expectKey = false;
        QHash<QString, qsizetype> keys; // of an object: each key and where it first appears
    };
    std::vector<Frame> frames;
    qsizetype depth = 0;
    const qsizetype size = json.size();
    for (qsizetype pos = 0; pos < size; ++pos) {
        const char c = json.at(pos);
        if (c == '{' || c == '[') {
            if (qsizetype(frames.size()) <= depth)
                frames.emplace_back();
            Frame &f = frames[std::size_t(depth++)];
            f.object = c == '{';
            f.expectKey = f.object;
            f.keys.clear();
        } else if (c == '}' || c == ']') {
            --depth;
        } else if (c == ':' && depth > 0) {
            frames[std::size_t(depth - 1)].expectKey = false;
        } else if (c == ',' && depth > 0) {
            Frame &f = frames[std::size_t(depth - 1)];
            f.expectKey = f.object;
        } else if (c == '"') {
            const qsizetype start = pos;
            bool escaped = false;
            for (++pos; pos < size && json.at(pos) != '"'; ++pos) {
                const auto b = static_cast<unsigned char>(json.at(pos));
                if (b < 0x20) {
                    const QString code
                        = QStringLiteral("%1").arg(int(b), 4, 16, QLatin1Char('0')).toUpper();
                    return StrictProblem {pos,
                        tr("a control character (U+%1) inside a string: JSON writes it as "
                           "an escape, \\u%2")
                            .arg(code, code.toLower())};
                }
                if (b != '\\')
                    continue;
                escaped = true;
                ++pos;
                if (pos >= size || json.at(pos) != 'u')
                    continue;
                const int unit = hexValue(json, pos + 1);
                if (unit >= 0xD800 && unit <= 0xDBFF) {
                    const bool paired = pos + 10 < size && json.at(pos + 5) == '\\'
                        && json.at(pos + 6) == 'u' && hexValue(json, pos + 7) >= 0xDC00
                        && hexValue(json, pos + 7) <= 0xDFFF;
                    if (!paired)
                        return StrictProblem {pos - 1,
                            tr("a lone surrogate escape \\u%1 (expected a pair such as "
                               "\\ud83d\\ude00, or the character itself)")
                                .arg(QString::fromLatin1(json.mid(pos + 1, 4)))};
                    pos += 10; // the pair's second half
                } else if (unit >= 0xDC00 && unit <= 0xDFFF) {
                    return StrictProblem {pos - 1,
                        tr("a lone surrogate escape \\u%1 (expected a pair such as "
                           "\\ud83d\\ude00, or the character itself)")
                            .arg(QString::fromLatin1(json.mid(pos + 1, 4)))};
                } else {
                    pos += 4;
                }
            }
            if (depth > 0 && frames[std::size_t(depth - 1)].expectKey) {
                Frame &f = frames[std::size_t(depth - 1)];
                const QString key = decodedString(json, start, pos, escaped);
                const auto first = f.keys.constFind(key);
                if (first != f.keys.cend()) {
                    const auto [line, column] = lineAndColumn(json, first.value());
                    return StrictProblem {start,
                        tr("the key \"%1\" appears twice in one object (first at line %2, "
                           "column %3): which one is meant?")
                            .arg(key)
                            .arg(line)
                            .arg(column)};
                }
                f.keys.insert(key, start);
                f.expectKey = false;
            }
        }
    }
    return std::nullopt;
}

// A JSON text starts with an ASCII character ('{' or a space), so UTF-16 and UTF-32 show in
// the zero bytes of its first four (RFC 4627, section 3), with or without a byte-order mark.
// "UTF-16", "UTF-32", or an empty string.
QString wideEncoding(const QByteArray &bytes)
{
    const auto at = [&](qsizetype i) {
        return i < bytes.size() ? int(static_cast<unsigned char>(bytes.at(i))) : -1;
    };
    if ((at(0) == 0xFF && at(1) == 0xFE && at(2) == 0 && at(3) == 0)
        || (at(0) == 0 && at(1) == 0 && at(2) == 0xFE && at(3) == 0xFF)
        || (at(0) == 0 && at(1) == 0 && at(2) == 0 && at(3) > 0)
        || (at(0) > 0 && at(1) == 0 && at(2) == 0 && at(3) == 0))
        return QStringLiteral("UTF-32");
    if ((at(0) == 0xFF && at(1) == 0xFE) || (at(0) == 0xFE && at(1) == 0xFF)
        || (at(0) == 0 && at(1) > 0) || (at(0) > 0 && at(1) == 0))
        return QStringLiteral("UTF-16");
    return {};
}

} // namespace

QString typeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return tr("null");
    case QJsonValue::Bool:
        return tr("true or false");
    case QJsonValue::Double:
        return tr("a number");
    case QJsonValue::String:
        return tr("a string");
    case QJsonValue::Array:
        return tr("an array");
    case QJsonValue::Object:
        return tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return tr("nothing");
}

Result<StrictJson> readStrictJson(const QByteArray &bytes, const QString &fileName)
{
    if (const QString encoding = wideEncoding(bytes); !encoding.isEmpty())
        return Error {tr("the file is %1; save it as UTF-8").arg(encoding), fileName, 1, 1};
    // Editors on Windows may start a UTF-8 file with a byte-order mark, which JSON does not allow.
    const QByteArray bom = "\xEF\xBB\xBF";
    StrictJson result;
    result.json = bytes.startsWith(bom) ? bytes.mid(3) : bytes;
    const QByteArray &json = result.json;
    if (json.startsWith(bom))
        return Error {tr("the file starts with a second byte-order mark (U+FEFF); one at most is "
                         "allowed"),
            fileName, 1, 1};
    QJsonParseError parseError;
    result.doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const auto [line, column] = lineAndColumn(json, parseError.offset);
        return Error {
            tr("JSON syntax error: %1").arg(parseError.errorString()), fileName, line, column};
    }
    if (const auto problem = strictProblem(json)) {
        const auto [line, column] = lineAndColumn(json, problem->offset);
        return Error {tr("JSON syntax error: %1").arg(problem->message), fileName, line, column};
    }
    return result;
}

// ---------------------------------------------------------------------------------------------
// The text as a JSON string. Runs of bytes that need no escape are copied whole: a scenario of
// 64 MB is written in a second, not in several.
QByteArray jsonQuoted(const QString &text)
{
    static constexpr char hex[] = "0123456789abcdef";
    const QByteArray utf8 = text.toUtf8();
    QByteArray out;
    out.reserve(utf8.size() + 2);
    out += '"';
    qsizetype run = 0; // the start of the bytes not yet copied
    for (qsizetype i = 0; i < utf8.size(); ++i) {
        const auto c = static_cast<unsigned char>(utf8[i]);
        if (c >= 0x20 && c != '"' && c != '\\')
            continue;
        out.append(utf8.constData() + run, i - run);
        run = i + 1;
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\b': // short escapes, so that no string is longer written than it can be read
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        default: {
            const char escape[] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 0xF]};
            out.append(escape, sizeof escape);
        }
        }
    }
    out.append(utf8.constData() + run, utf8.size() - run);
    return out + '"';
}

namespace {

// The length of UTF-8 text in UTF-16 units (what QString::fromUtf8(text).size() gives), without
// converting it.
qsizetype utf16Length(const QByteArray &utf8)
{
    qsizetype n = 0;
    for (const char ch : utf8) {
        const auto b = static_cast<unsigned char>(ch);
        n += (b & 0xC0) != 0x80 ? 1 : 0;
        n += b >= 0xF0 ? 1 : 0; // beyond the BMP: a surrogate pair
    }
    return n;
}

QByteArray scalarText(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Bool:
        return v.toBool() ? "true" : "false";
    case QJsonValue::Double:
        // The shortest text that reads back to the same double: round trips are exact.
        return QByteArray::number(v.toDouble(), 'g', QLocale::FloatingPointShortest);
    case QJsonValue::String:
        return jsonQuoted(v.toString());
    default:
        return "null";
    }
}

// One line when a node holds only scalars and the line stays within 100 characters (an item,
// a short text); otherwise one member per line.
constexpr int lineWidth = 100;

QByteArray flatText(const JsonNode &n)
{
    QByteArray out;
    const bool object = n.isObject;
    out += object ? '{' : '[';
    const qsizetype count = object ? n.members.size() : n.elements.size();
    for (qsizetype i = 0; i < count; ++i) {
        if (i > 0)
            out += ", ";
        if (object)
            out += jsonQuoted(n.members[i].first) + ": " + scalarText(n.members[i].second.scalar);
        else
            out += scalarText(n.elements[i].scalar);
    }
    out += object ? '}' : ']';
    return out;
}

} // namespace

void writeJson(const JsonNode &n, QByteArray &out, int indent, int prefixWidth)
{
    if (!n.raw.isEmpty()) {
        QByteArray text = n.raw;
        while (text.endsWith('\n'))
            text.chop(1);
        out += text.replace("\n", "\n" + QByteArray(indent, ' '));
        return;
    }
    if (!n.isObject && !n.isArray) {
        out += scalarText(n.scalar);
        return;
    }
    const qsizetype count = n.isObject ? n.members.size() : n.elements.size();
    if (n.isFlat()) {
        const QByteArray flat = flatText(n);
        if (count == 0 || indent + prefixWidth + utf16Length(flat) <= lineWidth) {
            out += flat;
            return;
        }
    }
    const QByteArray inner(indent + 2, ' ');
    out += n.isObject ? '{' : '[';
    for (qsizetype i = 0; i < count; ++i) {
        out += '\n' + inner;
        if (n.isObject) {
            const QByteArray key = jsonQuoted(n.members[i].first) + ": ";
            out += key;
            writeJson(n.members[i].second, out, indent + 2, int(utf16Length(key)));
        } else {
            writeJson(n.elements[i], out, indent + 2);
        }
        if (i + 1 < count)
            out += ',';
    }
    out += '\n' + QByteArray(indent, ' ');
    out += n.isObject ? '}' : ']';
}

JsonNode localizedNode(const LocalizedText &t)
{
    JsonNode n = JsonNode::object();
    n.add("en", t.en);
    if (!t.zhCN.isEmpty())
        n.add("zh_CN", t.zhCN);
    return n;
}

} // namespace Ndcg
