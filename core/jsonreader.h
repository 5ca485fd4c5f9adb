#pragma once

// Internal to core: the strict JSON reading and the stable JSON writing the file formats share
// (scenario.cpp, lesson.cpp). Reading: readStrictJson() refuses what QJsonDocument accepts but
// JSON (or a saved file) cannot hold, with the line and column; JsonReader reads typed fields
// and names the line and column of every wrong one (JsonLocator finds a value's place in the
// text). Writing: a JsonNode tree written with a fixed key order and a 2-space indent.

#include "breakdown.h"
#include "nametable.h"
#include "scenario.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <cmath>
#include <initializer_list>
#include <limits>
#include <optional>
#include <utility>

namespace Ndcg {

// ---------------------------------------------------------------------------------------------
// Positions of values. QJsonDocument says where a syntax error is, but not where a value is;
// a walk over the (already valid) text finds the byte offset of the value at a path such as
// "rankingA.items[3].grade", so that a wrong type or a missing field names its line. The walk
// is made only for an error, and descends only into the values on the way to that path (the
// others are skipped), so it takes one pass over the text at most.

QString memberPath(const QString &parent, const QString &key);
QString elementPath(const QString &parent, qsizetype index);

class JsonLocator
{
public:
    explicit JsonLocator(const QByteArray &json)
        : m_json(json)
    { }

    // The offset just after the value that starts at `offset` (an object or an array with
    // everything in it).
    qsizetype valueEnd(qsizetype offset) const
    {
        skipValue(offset);
        return offset;
    }
    // The offset of the value at `path`, or of its nearest parent in the text.
    qsizetype offset(const QString &path) const { return locate(path).value; }
    // The offset of the key of the member at `path` (for unknown fields), else as offset().
    qsizetype keyOffset(const QString &path) const
    {
        const Location l = locate(path);
        return l.found && l.key >= 0 ? l.key : l.value;
    }

private:
    struct Location
    {
        qsizetype value = 0; // of the value at the path, or of its nearest parent
        qsizetype key = -1; // of the member's key, when the value is an object's member
        bool found = false; // the whole path was found
    };

    char at(qsizetype pos) const { return pos < m_json.size() ? m_json.at(pos) : '\0'; }

    void skipSpace(qsizetype &pos) const
    {
        while (pos < m_json.size()
            && (at(pos) == ' ' || at(pos) == '\t' || at(pos) == '\n' || at(pos) == '\r'))
            ++pos;
    }

    static bool endsPrimitive(char ch)
    {
        return ch == ',' || ch == ']' || ch == '}' || ch == ' ' || ch == '\t' || ch == '\n'
            || ch == '\r';
    }

    // Skips a string starting at its opening quote; true when it holds escapes.
    bool skipString(qsizetype &pos) const
    {
        ++pos;
        bool escaped = false;
        while (pos < m_json.size() && at(pos) != '"') {
            if (at(pos) == '\\') {
                escaped = true;
                ++pos;
            }
            ++pos;
        }
        ++pos;
        return escaped;
    }

    // Skips a string starting at its opening quote; returns its decoded text.
    QString string(qsizetype &pos) const
    {
        const qsizetype start = pos;
        const bool escaped = skipString(pos);
        const QByteArray raw = m_json.mid(start, pos - start);
        if (!escaped)
            return QString::fromUtf8(raw.mid(1, raw.size() - 2));
        const QJsonArray decoded = QJsonDocument::fromJson('[' + raw + ']').array();
        return decoded.isEmpty() ? QString() : decoded.first().toString();
    }

    // Skips any value (an object or an array with everything in it).
    void skipValue(qsizetype &pos) const
    {
        int depth = 0;
        do {
            const char c = at(pos);
            if (c == '"') {
                skipString(pos);
            } else if (c == '{' || c == '[') {
                ++depth;
                ++pos;
            } else if (c == '}' || c == ']') {
                --depth;
                ++pos;
            } else if (depth == 0) {
                while (pos < m_json.size() && !endsPrimitive(at(pos)))
                    ++pos;
                return;
            } else {
                ++pos;
            }
        } while (depth > 0 && pos < m_json.size());
    }

    // Whether `path` is `target` or lies on the way to it.
    static bool leadsTo(const QString &path, const QString &target)
    {
        if (!target.startsWith(path))
            return false;
        if (target.size() == path.size() || path.isEmpty())
            return true;
        const QChar next = target.at(path.size());
        return next == QLatin1Char('.') || next == QLatin1Char('[');
    }

    Location locate(const QString &target) const
    {
        Location location;
        QString path;
        qsizetype pos = 0;
        skipSpace(pos);
        while (true) {
            location.value = pos;
            if (path == target) {
                location.found = true;
                return location;
            }
            const char c = at(pos);
            bool descended = false;
            if (c == '{') {
                ++pos;
                skipSpace(pos);
                while (pos < m_json.size() && at(pos) == '"') {
                    const qsizetype keyStart = pos;
                    const QString child = memberPath(path, string(pos));
                    skipSpace(pos);
                    if (at(pos) != ':')
                        return location;
                    ++pos;
                    skipSpace(pos);
                    if (leadsTo(child, target)) {
                        path = child;
                        location.key = keyStart;
                        descended = true;
                        break;
                    }
                    skipValue(pos);
                    skipSpace(pos);
                    if (at(pos) != ',')
                        break;
                    ++pos;
                    skipSpace(pos);
                }
            } else if (c == '[') {
                ++pos;
                skipSpace(pos);
                for (qsizetype index = 0; pos < m_json.size() && at(pos) != ']'; ++index) {
                    const QString child = elementPath(path, index);
                    if (leadsTo(child, target)) {
                        path = child;
                        location.key = -1;
                        descended = true;
                        break;
                    }
                    const qsizetype before = pos;
                    skipValue(pos);
                    skipSpace(pos);
                    if (at(pos) == ',') {
                        ++pos;
                        skipSpace(pos);
                    } else if (pos == before) {
                        break;
                    }
                }
            }
            if (!descended)
                return location;
        }
    }

    const QByteArray &m_json;
};

// 1-based line and column (in characters) of a byte offset into UTF-8 text.
std::pair<int, int> lineAndColumn(const QByteArray &json, qsizetype offset);
// "a number", "a string", …: a JSON value's type for messages, translated.
QString typeName(const QJsonValue &v);

// A JSON text read strictly: the text without its byte-order mark (offsets and lines refer to
// it) and the document. Errors: UTF-16 or UTF-32 text, a second byte-order mark, a syntax
// error, a key twice in one object, a raw control character in a string, a lone surrogate
// escape; each with its line and column.
struct StrictJson
{
    QByteArray json;
    QJsonDocument doc;
};
Result<StrictJson> readStrictJson(const QByteArray &bytes, const QString &fileName);

// ---------------------------------------------------------------------------------------------
// The reader's parts every format shares: each returns the first error, with its line and column.

class JsonReader
{
    Q_DECLARE_TR_FUNCTIONS(Ndcg) // the context lupdate sees, as for the free tr() above
public:
    JsonReader(const QByteArray &json, const QString &file)
        : m_json(json)
        , m_file(file)
        , m_locator(json)
    { }

    Error errorAt(const QString &path, const QString &message, bool atKey = false) const
    {
        const qsizetype offset = atKey ? m_locator.keyOffset(path) : m_locator.offset(path);
        const auto [line, column] = lineAndColumn(m_json, offset);
        const QString where = path.isEmpty() ? QString() : path + QStringLiteral(": ");
        return Error {where + message, m_file, line, column};
    }

    Error wrongType(const QString &path, const QJsonValue &v, const QString &expected) const
    {
        return errorAt(path, tr("expected %1, found %2").arg(expected, typeName(v)));
    }

    // Unknown keys are errors: a misspelt optional field would otherwise be silently lost.
    std::optional<Error> onlyKnown(
        const QJsonObject &o, const QString &path, std::initializer_list<const char *> keys) const
    {
        for (auto it = o.begin(); it != o.end(); ++it) {
            bool known = false;
            for (const char *k : keys)
                known = known || it.key() == QLatin1String(k);
            if (!known) {
                QStringList expected;
                for (const char *k : keys)
                    expected << QString::fromLatin1(k);
                return errorAt(memberPath(path, it.key()),
                    tr("unknown field \"%1\" (expected one of %2)")
                        .arg(it.key(), expected.join(QStringLiteral(", "))),
                    true);
            }
        }
        return std::nullopt;
    }

    // A field of `o`: Undefined when absent and optional.
    Result<QJsonValue> field(const QJsonObject &o, const QString &path, const char *key,
        QJsonValue::Type type, const QString &expected, bool required = true) const
    {
        const QString name = QString::fromLatin1(key);
        const QJsonValue v = o.value(name);
        if (v.isUndefined()) {
            if (required)
                return errorAt(path, tr("missing field \"%1\" (%2)").arg(name, expected));
            return QJsonValue(QJsonValue::Undefined);
        }
        if (v.type() != type)
            return wrongType(memberPath(path, name), v, expected);
        return v;
    }

    Result<QString> string(
        const QJsonObject &o, const QString &path, const char *key, bool required = true) const
    {
        const auto v = field(o, path, key, QJsonValue::String, tr("a string"), required);
        if (!v)
            return v.error();
        return v->toString();
    }

    Result<double> number(const QJsonObject &o, const QString &path, const char *key,
        std::optional<double> fallback = std::nullopt) const
    {
        const auto v = field(o, path, key, QJsonValue::Double, tr("a number"), !fallback);
        if (!v)
            return v.error();
        if (v->isUndefined())
            return *fallback;
        const double d = v->toDouble();
        if (!std::isfinite(d))
            return errorAt(
                memberPath(path, QString::fromLatin1(key)), tr("expected a finite number"));
        return d;
    }

    Result<int> integer(const QJsonObject &o, const QString &path, const char *key, int minimum,
        std::optional<int> fallback = std::nullopt) const
    {
        const QString expected = tr("an integer of at least %1").arg(minimum);
        const auto v = field(o, path, key, QJsonValue::Double, expected, !fallback);
        if (!v)
            return v.error();
        if (v->isUndefined())
            return *fallback;
        const double d = v->toDouble();
        if (!(d >= minimum && d <= std::numeric_limits<int>::max() && d == std::floor(d)))
            return errorAt(memberPath(path, QString::fromLatin1(key)),
                tr("expected %1, found %2").arg(expected).arg(d));
        return int(d);
    }

    template<typename E, std::size_t N>
    Result<E> choice(const QJsonObject &o, const QString &path, const char *key,
        const std::pair<E, const char *> (&table)[N],
        std::optional<E> fallback = std::nullopt) const
    {
        const QString expected = tr("one of %1").arg(NameTable::namesList(table));
        const auto v = field(o, path, key, QJsonValue::String, expected, !fallback);
        if (!v)
            return v.error();
        if (v->isUndefined())
            return *fallback;
        const auto e = NameTable::fromName(v->toString(), table);
        if (!e)
            return errorAt(memberPath(path, QString::fromLatin1(key)),
                tr("unknown value \"%1\" (expected %2)").arg(v->toString(), expected));
        return *e;
    }

    Result<LocalizedText> localized(
        const QJsonObject &o, const QString &path, const char *key, bool required) const
    {
        const auto v = field(o, path, key, QJsonValue::Object,
            tr("an object with \"en\" and \"zh_CN\" texts"), required);
        if (!v)
            return v.error();
        LocalizedText text;
        if (v->isUndefined())
            return text;
        const QString p = memberPath(path, QString::fromLatin1(key));
        const QJsonObject t = v->toObject();
        if (auto e = onlyKnown(t, p, {"en", "zh_CN"}))
            return *e;
        const auto en = string(t, p, "en");
        if (!en)
            return en.error();
        const auto zh = string(t, p, "zh_CN", false);
        if (!zh)
            return zh.error();
        text.en = *en;
        text.zhCN = *zh;
        return text;
    }

protected:
    const QByteArray &m_json;
    QString m_file;
    JsonLocator m_locator;
};

// ---------------------------------------------------------------------------------------------
// The writer: a small ordered tree, so that keys come in the documented order rather than
// QJsonObject's alphabetical one, and an item fits on one line.

struct JsonNode
{
    QJsonValue scalar; // when neither object nor array
    bool isObject = false;
    bool isArray = false;
    QList<std::pair<QString, JsonNode>> members; // object, in order
    QList<JsonNode> elements; // array
    // Already written JSON (a whole document at indent 0) inserted as it is, indented: an
    // embedded scenario as scenarioToJson() writes it.
    QByteArray raw;

    JsonNode() = default;
    // Implicit on purpose: members are added as add("grade", 3.0), add("gain", name).
    JsonNode(QJsonValue v)
        : scalar(std::move(v))
    { }
    JsonNode(const QString &text)
        : scalar(text)
    { }
    JsonNode(double number)
        : scalar(number)
    { }
    JsonNode(int number)
        : scalar(number)
    { }
    static JsonNode object()
    {
        JsonNode n;
        n.isObject = true;
        return n;
    }
    static JsonNode array()
    {
        JsonNode n;
        n.isArray = true;
        return n;
    }
    JsonNode &add(const char *key, JsonNode value)
    {
        members.append({QString::fromLatin1(key), std::move(value)});
        return *this;
    }
    bool isFlat() const
    {
        if (!raw.isEmpty())
            return false;
        for (const auto &m : members)
            if (m.second.isObject || m.second.isArray || !m.second.raw.isEmpty())
                return false;
        for (const JsonNode &e : elements)
            if (e.isObject || e.isArray || !e.raw.isEmpty())
                return false;
        return true;
    }
};

// The text as a JSON string.
QByteArray jsonQuoted(const QString &text);
// The tree as pretty JSON (no final newline): one line when a node holds only scalars and the
// line stays within 100 characters, otherwise one member per line, indented by 2.
void writeJson(const JsonNode &n, QByteArray &out, int indent, int prefixWidth = 0);
// {"en": …, "zh_CN": …} (zh_CN left out when empty).
JsonNode localizedNode(const LocalizedText &t);

} // namespace Ndcg
