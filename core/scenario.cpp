#include "scenario.h"

#include "fileinput.h"
#include "nametable.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>
#include <QLocale>
#include <QRegularExpression>

#include <cmath>
#include <initializer_list>
#include <limits>
#include <vector>

namespace Ndcg {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("Ndcg", text, disambiguation, n);
}

using NameTable::fromName;
using NameTable::namesList;
using NameTable::toName;

const std::pair<Quantity, const char *> quantities[] = {
    {Quantity::Cg, "cg"},
    {Quantity::Dcg, "dcg"},
    {Quantity::Idcg, "idcg"},
    {Quantity::Ndcg, "ndcg"},
    {Quantity::Gain, "gain"},
    {Quantity::Denominator, "denominator"},
    {Quantity::Discount, "discount"},
    {Quantity::Contribution, "contribution"},
    {Quantity::IdealGain, "idealGain"},
    {Quantity::IdealContribution, "idealContribution"},
    {Quantity::Precision, "precision"},
    {Quantity::Recall, "recall"},
    {Quantity::ReciprocalRank, "reciprocalRank"},
    {Quantity::AveragePrecision, "averagePrecision"},
};

const std::pair<DifferenceReason, const char *> reasons[] = {
    {DifferenceReason::None, "none"},
    {DifferenceReason::RoundedTerms, "rounded-terms"},
    {DifferenceReason::TruncatedTerm, "truncated-term"},
    {DifferenceReason::Arithmetic, "arithmetic"},
    {DifferenceReason::WrongLogarithm, "wrong-logarithm"},
    {DifferenceReason::Propagated, "propagated"},
    {DifferenceReason::DifferentList, "different-list"},
    {DifferenceReason::ConventionMix, "convention-mix"},
    {DifferenceReason::Threshold, "threshold"},
    {DifferenceReason::Irreproducible, "irreproducible"},
    {DifferenceReason::CodeBug, "code-bug"},
    {DifferenceReason::Inconsistent, "inconsistent"},
};

// ---------------------------------------------------------------------------------------------
// Positions of values. QJsonDocument says where a syntax error is, but not where a value is;
// a walk over the (already valid) text finds the byte offset of the value at a path such as
// "rankingA.items[3].grade", so that a wrong type or a missing field names its line. The walk
// is made only for an error, and descends only into the values on the way to that path (the
// others are skipped), so it takes one pass over the text at most.

QString memberPath(const QString &parent, const QString &key)
{
    return parent.isEmpty() ? key : parent + QLatin1Char('.') + key;
}

QString elementPath(const QString &parent, qsizetype index)
{
    return parent + QLatin1Char('[') + QString::number(index) + QLatin1Char(']');
}

class JsonLocator
{
public:
    explicit JsonLocator(const QByteArray &json)
        : m_json(json)
    { }

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

// ---------------------------------------------------------------------------------------------
// The reader: each function reads one part of the format and returns the first error.

class Reader
{
    Q_DECLARE_TR_FUNCTIONS(Ndcg) // the context lupdate sees, as for the free tr() above
public:
    Reader(const QByteArray &json, const QString &file)
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
        const QString expected = tr("one of %1").arg(namesList(table));
        const auto v = field(o, path, key, QJsonValue::String, expected, !fallback);
        if (!v)
            return v.error();
        if (v->isUndefined())
            return *fallback;
        const auto e = fromName(v->toString(), table);
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

    Result<Settings> settings(const QJsonObject &root) const;
    Result<Ranking> ranking(
        const QJsonObject &root, const char *key, const Settings &settings, bool required) const;
    Result<Item> item(const QJsonValue &v, const QString &path, const Settings &settings) const;
    Result<ExampleInfo> example(const QJsonObject &root, bool hasB) const;
    Result<StatedFigure> figure(const QJsonValue &v, const QString &path, bool hasB) const;
    Result<ExampleNote> note(const QJsonValue &v, const QString &path) const;

private:
    const QByteArray &m_json;
    QString m_file;
    JsonLocator m_locator;
};

const std::pair<Gain, const char *> gainNames[]
    = {{Gain::Linear, "linear"}, {Gain::Exponential, "exponential"}, {Gain::Custom, "custom"}};
const std::pair<NegativeGrades, const char *> negativeNames[]
    = {{NegativeGrades::Zero, "zero"}, {NegativeGrades::Reject, "reject"}};
const std::pair<Discount, const char *> discountNames[]
    = {{Discount::Log, "log"}, {Discount::JK2002, "jk2002"}, {Discount::None, "none"}};
const std::pair<IdealSource, const char *> idealNames[]
    = {{IdealSource::Pool, "pool"}, {IdealSource::List, "list"}};
const std::pair<ZeroIdcg, const char *> zeroIdcgNames[]
    = {{ZeroIdcg::Zero, "zero"}, {ZeroIdcg::One, "one"}, {ZeroIdcg::Undefined, "undefined"}};

Result<Settings> Reader::settings(const QJsonObject &root) const
{
    const QString p = QStringLiteral("settings");
    const auto v = field(
        root, QString(), "settings", QJsonValue::Object, tr("an object with every convention"));
    if (!v)
        return v.error();
    const QJsonObject o = v->toObject();
    if (auto e = onlyKnown(o, p,
            {"gain", "gainMap", "negativeGrades", "discount", "logBase", "k", "idealSource",
                "zeroIdcg", "relevantFrom", "maxGrade", "rbpPersistence"}))
        return *e;
    Settings s;
    const auto gain = choice(o, p, "gain", gainNames);
    if (!gain)
        return gain.error();
    s.gain = *gain;
    const auto map = field(o, p, "gainMap", QJsonValue::Object,
        tr("an object mapping grades to gains, e.g. {\"1\": 3, \"2\": 9}"), s.gain == Gain::Custom);
    if (!map)
        return map.error();
    if (!map->isUndefined()) {
        const QJsonObject m = map->toObject();
        const QString mp = memberPath(p, QStringLiteral("gainMap"));
        for (auto it = m.begin(); it != m.end(); ++it) {
            bool ok = false;
            const double grade = it.key().toDouble(&ok);
            if (!ok || !std::isfinite(grade))
                return errorAt(memberPath(mp, it.key()),
                    tr("the key \"%1\" is not a grade (a number)").arg(it.key()), true);
            if (!it.value().isDouble())
                return wrongType(memberPath(mp, it.key()), it.value(), tr("a number"));
            s.gainMap[grade] = it.value().toDouble();
        }
    }
    const auto negative = choice(o, p, "negativeGrades", negativeNames);
    if (!negative)
        return negative.error();
    s.negativeGrades = *negative;
    const auto discount = choice(o, p, "discount", discountNames);
    if (!discount)
        return discount.error();
    s.discount = *discount;
    const auto base = number(o, p, "logBase");
    if (!base)
        return base.error();
    s.logBase = *base;
    const QJsonValue k = o.value(QStringLiteral("k"));
    const QString kExpected = tr("a positive integer or \"all\"");
    if (k.isUndefined())
        return errorAt(p, tr("missing field \"%1\" (%2)").arg(QStringLiteral("k"), kExpected));
    if (k.isString() && k.toString() == QLatin1String("all")) {
        s.cutoff = 0;
    } else if (k.isDouble()) {
        const auto cutoff = integer(o, p, "k", 1);
        if (!cutoff)
            return cutoff.error();
        s.cutoff = *cutoff;
    } else {
        return wrongType(memberPath(p, QStringLiteral("k")), k, kExpected);
    }
    const auto ideal = choice(o, p, "idealSource", idealNames);
    if (!ideal)
        return ideal.error();
    s.idealSource = *ideal;
    const auto zero = choice(o, p, "zeroIdcg", zeroIdcgNames);
    if (!zero)
        return zero.error();
    s.zeroIdcg = *zero;
    const auto from = number(o, p, "relevantFrom");
    if (!from)
        return from.error();
    s.relevantFrom = *from;
    const QJsonValue maxGrade = o.value(QStringLiteral("maxGrade"));
    if (maxGrade.isDouble()) {
        s.maxGrade = maxGrade.toDouble();
    } else if (!maxGrade.isNull() && !maxGrade.isUndefined()) {
        return wrongType(
            memberPath(p, QStringLiteral("maxGrade")), maxGrade, tr("a number or null"));
    }
    const auto rbp = number(o, p, "rbpPersistence");
    if (!rbp)
        return rbp.error();
    s.rbpPersistence = *rbp;
    if (const QString problem = validate(s); !problem.isEmpty())
        return errorAt(p, problem);
    return s;
}

Result<Item> Reader::item(const QJsonValue &v, const QString &path, const Settings &s) const
{
    if (!v.isObject())
        return wrongType(path, v, tr("an item object such as {\"grade\": 2, \"label\": \"d1\"}"));
    const QJsonObject o = v.toObject();
    if (auto e = onlyKnown(o, path, {"grade", "label", "score"}))
        return *e;
    Item it;
    const auto grade = number(o, path, "grade");
    if (!grade)
        return grade.error();
    const QString gradePath = memberPath(path, QStringLiteral("grade"));
    if (const QString problem = gradeRangeError(*grade); !problem.isEmpty())
        return errorAt(gradePath, problem);
    if (*grade < 0 && s.negativeGrades == NegativeGrades::Reject)
        return errorAt(gradePath,
            tr("grade %1 is out of range: negative grades are rejected by the "
               "setting negativeGrades = \"reject\"")
                .arg(*grade));
    it.grade = *grade;
    const auto label = string(o, path, "label", false);
    if (!label)
        return label.error();
    if (const QString problem = labelLengthError(label->size()); !problem.isEmpty())
        return errorAt(memberPath(path, QStringLiteral("label")), problem);
    it.label = *label;
    const QJsonValue score = o.value(QStringLiteral("score"));
    if (score.isDouble())
        it.score = score.toDouble();
    else if (!score.isUndefined() && !score.isNull())
        return wrongType(memberPath(path, QStringLiteral("score")), score, tr("a number or null"));
    return it;
}

Result<Ranking> Reader::ranking(
    const QJsonObject &root, const char *key, const Settings &s, bool required) const
{
    const auto v = field(
        root, QString(), key, QJsonValue::Object, tr("a ranking object with \"items\""), required);
    if (!v)
        return v.error();
    Ranking r;
    if (v->isUndefined())
        return r;
    const QString p = QString::fromLatin1(key);
    const QJsonObject o = v->toObject();
    if (auto e = onlyKnown(o, p, {"items", "unretrieved"}))
        return *e;
    const auto items = field(o, p, "items", QJsonValue::Array, tr("an array of items"));
    if (!items)
        return items.error();
    const auto unretrieved
        = field(o, p, "unretrieved", QJsonValue::Array, tr("an array of items"), false);
    if (!unretrieved)
        return unretrieved.error();
    const qsizetype count
        = items->toArray().size() + (unretrieved->isArray() ? unretrieved->toArray().size() : 0);
    if (count > maxItems)
        return errorAt(memberPath(p, QStringLiteral("items")), tooManyItemsError(count));
    const auto readList = [&](const QJsonArray &array, const QString &listPath,
                              QList<Item> &into) -> std::optional<Error> {
        for (qsizetype i = 0; i < array.size(); ++i) {
            const auto it = item(array.at(i), elementPath(listPath, i), s);
            if (!it)
                return it.error();
            into.append(*it);
        }
        return std::nullopt;
    };
    if (auto e = readList(items->toArray(), memberPath(p, QStringLiteral("items")), r.items))
        return *e;
    if (auto e = readList(
            unretrieved->toArray(), memberPath(p, QStringLiteral("unretrieved")), r.unretrieved))
        return *e;
    return r;
}

// "9.26", "-0.5", "81.96%": a decimal number as a text prints it.
const QRegularExpression &statedPattern()
{
    static const QRegularExpression re(QStringLiteral("^-?[0-9]+(\\.[0-9]+)?%?$"));
    return re;
}

Result<StatedFigure> Reader::figure(const QJsonValue &v, const QString &path, bool hasB) const
{
    if (!v.isObject())
        return wrongType(path, v, tr("a figure object"));
    const QJsonObject o = v.toObject();
    if (auto e = onlyKnown(o, path,
            {"quantity", "ranking", "position", "k", "gain", "stated", "quote", "reason", "note"}))
        return *e;
    StatedFigure f;
    const auto quantity = choice(o, path, "quantity", quantities);
    if (!quantity)
        return quantity.error();
    f.quantity = *quantity;
    const auto ranking = string(o, path, "ranking", false);
    if (!ranking)
        return ranking.error();
    const QString rankingPath = memberPath(path, QStringLiteral("ranking"));
    if (ranking->isEmpty() || *ranking == QLatin1String("A")) {
        f.ranking = 0;
    } else if (*ranking == QLatin1String("B")) {
        if (!hasB)
            return errorAt(rankingPath,
                tr("the figure is about ranking B, but the scenario has "
                   "no \"rankingB\""));
        f.ranking = 1;
    } else {
        return errorAt(rankingPath, tr("unknown value \"%1\" (expected A or B)").arg(*ranking));
    }
    if (isPerPosition(f.quantity)) {
        const auto position = integer(o, path, "position", 1);
        if (!position)
            return position.error();
        f.position = *position;
    } else if (o.contains(QStringLiteral("position"))) {
        return errorAt(memberPath(path, QStringLiteral("position")),
            tr("\"%1\" is not a per-position quantity: remove \"position\"")
                .arg(quantityName(f.quantity)));
    }
    const auto k = integer(o, path, "k", 1, 0);
    if (!k)
        return k.error();
    f.cutoff = *k;
    if (o.contains(QStringLiteral("gain"))) {
        const auto gain = choice(o, path, "gain", gainNames);
        if (!gain)
            return gain.error();
        if (*gain == Gain::Custom)
            return errorAt(memberPath(path, QStringLiteral("gain")),
                tr("a figure can name linear or exponential gain, not custom"));
        f.gain = *gain;
    }
    const auto stated = string(o, path, "stated");
    if (!stated)
        return stated.error();
    if (!statedPattern().match(*stated).hasMatch())
        return errorAt(memberPath(path, QStringLiteral("stated")),
            tr("\"%1\" is not a decimal number as a text prints it (e.g. \"9.26\" or "
               "\"81.96%\")")
                .arg(*stated));
    f.stated = *stated;
    const auto quote = string(o, path, "quote", false);
    if (!quote)
        return quote.error();
    f.quote = *quote;
    const auto reason = choice(o, path, "reason", reasons, std::optional(DifferenceReason::None));
    if (!reason)
        return reason.error();
    f.reason = *reason;
    const auto note = localized(o, path, "note", f.reason != DifferenceReason::None);
    if (!note)
        return note.error();
    f.note = *note;
    return f;
}

Result<ExampleNote> Reader::note(const QJsonValue &v, const QString &path) const
{
    if (!v.isObject())
        return wrongType(path, v, tr("a note object"));
    const QJsonObject o = v.toObject();
    if (auto e = onlyKnown(o, path, {"reason", "text"}))
        return *e;
    ExampleNote n;
    const auto reason = choice(o, path, "reason", reasons, std::optional(DifferenceReason::None));
    if (!reason)
        return reason.error();
    n.reason = *reason;
    const auto text = localized(o, path, "text", true);
    if (!text)
        return text.error();
    n.text = *text;
    return n;
}

Result<ExampleInfo> Reader::example(const QJsonObject &root, bool hasB) const
{
    const QString p = QStringLiteral("example");
    const QJsonObject o = root.value(p).toObject();
    if (auto e = onlyKnown(o, p,
            {"id", "title", "description", "source", "citation", "conventions", "figures",
                "notes"}))
        return *e;
    ExampleInfo info;
    const auto id = string(o, p, "id");
    if (!id)
        return id.error();
    info.id = *id;
    const auto title = localized(o, p, "title", true);
    if (!title)
        return title.error();
    info.title = *title;
    const auto description = localized(o, p, "description", true);
    if (!description)
        return description.error();
    info.description = *description;
    const auto source = string(o, p, "source", false);
    if (!source)
        return source.error();
    info.source = *source;
    const auto citation = localized(o, p, "citation", false);
    if (!citation)
        return citation.error();
    info.citation = *citation;
    const auto conventions = localized(o, p, "conventions", false);
    if (!conventions)
        return conventions.error();
    info.conventions = *conventions;
    const auto figures
        = field(o, p, "figures", QJsonValue::Array, tr("an array of figures"), false);
    if (!figures)
        return figures.error();
    const QJsonArray fa = figures->toArray();
    for (qsizetype i = 0; i < fa.size(); ++i) {
        const auto f
            = figure(fa.at(i), elementPath(memberPath(p, QStringLiteral("figures")), i), hasB);
        if (!f)
            return f.error();
        info.figures.append(*f);
    }
    const auto notes = field(o, p, "notes", QJsonValue::Array, tr("an array of notes"), false);
    if (!notes)
        return notes.error();
    const QJsonArray na = notes->toArray();
    for (qsizetype i = 0; i < na.size(); ++i) {
        const auto n = note(na.at(i), elementPath(memberPath(p, QStringLiteral("notes")), i));
        if (!n)
            return n.error();
        info.notes.append(*n);
    }
    return info;
}

// ---------------------------------------------------------------------------------------------
// The writer: a small ordered tree, so that keys come in the documented order rather than
// QJsonObject's alphabetical one, and an item fits on one line.

struct Node
{
    QJsonValue scalar; // when neither object nor array
    bool isObject = false;
    bool isArray = false;
    QList<std::pair<QString, Node>> members; // object, in order
    QList<Node> elements; // array

    Node() = default;
    // Implicit on purpose: members are added as add("grade", 3.0), add("gain", name).
    Node(QJsonValue v)
        : scalar(std::move(v))
    { }
    Node(const QString &text)
        : scalar(text)
    { }
    Node(double number)
        : scalar(number)
    { }
    Node(int number)
        : scalar(number)
    { }
    static Node object()
    {
        Node n;
        n.isObject = true;
        return n;
    }
    static Node array()
    {
        Node n;
        n.isArray = true;
        return n;
    }
    Node &add(const char *key, Node value)
    {
        members.append({QString::fromLatin1(key), std::move(value)});
        return *this;
    }
    bool isFlat() const
    {
        for (const auto &m : members)
            if (m.second.isObject || m.second.isArray)
                return false;
        for (const Node &e : elements)
            if (e.isObject || e.isArray)
                return false;
        return true;
    }
};

// The text as a JSON string. Runs of bytes that need no escape are copied whole: a scenario of
// 64 MB is written in a second, not in several.
QByteArray quoted(const QString &text)
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
        return quoted(v.toString());
    default:
        return "null";
    }
}

// One line when a node holds only scalars and the line stays within 100 characters (an item,
// a short text); otherwise one member per line.
constexpr int lineWidth = 100;

void write(const Node &n, QByteArray &out, int indent, int prefixWidth = 0);

QByteArray flatText(const Node &n)
{
    QByteArray out;
    const bool object = n.isObject;
    out += object ? '{' : '[';
    const qsizetype count = object ? n.members.size() : n.elements.size();
    for (qsizetype i = 0; i < count; ++i) {
        if (i > 0)
            out += ", ";
        if (object)
            out += quoted(n.members[i].first) + ": " + scalarText(n.members[i].second.scalar);
        else
            out += scalarText(n.elements[i].scalar);
    }
    out += object ? '}' : ']';
    return out;
}

void write(const Node &n, QByteArray &out, int indent, int prefixWidth)
{
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
            const QByteArray key = quoted(n.members[i].first) + ": ";
            out += key;
            write(n.members[i].second, out, indent + 2, int(utf16Length(key)));
        } else {
            write(n.elements[i], out, indent + 2);
        }
        if (i + 1 < count)
            out += ',';
    }
    out += '\n' + QByteArray(indent, ' ');
    out += n.isObject ? '}' : ']';
}

Node localizedNode(const LocalizedText &t)
{
    Node n = Node::object();
    n.add("en", t.en);
    if (!t.zhCN.isEmpty())
        n.add("zh_CN", t.zhCN);
    return n;
}

Node itemNode(const Item &item)
{
    Node n = Node::object();
    n.add("grade", item.grade);
    if (!item.label.isEmpty())
        n.add("label", item.label);
    if (item.score)
        n.add("score", *item.score);
    return n;
}

Node rankingNode(const Ranking &r)
{
    Node items = Node::array();
    for (const Item &item : r.items)
        items.elements.append(itemNode(item));
    Node n = Node::object();
    n.add("items", items);
    if (!r.unretrieved.isEmpty()) {
        Node unretrieved = Node::array();
        for (const Item &item : r.unretrieved)
            unretrieved.elements.append(itemNode(item));
        n.add("unretrieved", unretrieved);
    }
    return n;
}

Node settingsNode(const Settings &s)
{
    Node n = Node::object();
    n.add("gain", gainName(s.gain));
    if (s.gain == Gain::Custom || !s.gainMap.empty()) {
        Node map = Node::object();
        for (const auto &[grade, gain] : s.gainMap)
            map.members.append(
                {QString::number(grade, 'g', QLocale::FloatingPointShortest), Node(gain)});
        n.add("gainMap", map);
    }
    n.add("negativeGrades", negativeGradesName(s.negativeGrades));
    n.add("discount", discountName(s.discount));
    n.add("logBase", s.logBase);
    n.add("k", s.isAll() ? QJsonValue(QStringLiteral("all")) : QJsonValue(s.cutoff));
    n.add("idealSource", idealSourceName(s.idealSource));
    n.add("zeroIdcg", zeroIdcgName(s.zeroIdcg));
    n.add("relevantFrom", s.relevantFrom);
    n.add("maxGrade", s.maxGrade ? QJsonValue(*s.maxGrade) : QJsonValue());
    n.add("rbpPersistence", s.rbpPersistence);
    return n;
}

Node exampleNode(const ExampleInfo &e)
{
    Node n = Node::object();
    n.add("id", e.id);
    n.add("title", localizedNode(e.title));
    n.add("description", localizedNode(e.description));
    if (!e.source.isEmpty())
        n.add("source", e.source);
    if (!e.citation.isEmpty())
        n.add("citation", localizedNode(e.citation));
    if (!e.conventions.isEmpty())
        n.add("conventions", localizedNode(e.conventions));
    Node figures = Node::array();
    for (const StatedFigure &f : e.figures) {
        Node fn = Node::object();
        fn.add("quantity", quantityName(f.quantity));
        fn.add("ranking", f.ranking == 1 ? QStringLiteral("B") : QStringLiteral("A"));
        if (isPerPosition(f.quantity))
            fn.add("position", f.position);
        if (f.cutoff > 0)
            fn.add("k", f.cutoff);
        if (f.gain)
            fn.add("gain", gainName(*f.gain));
        fn.add("stated", f.stated);
        if (!f.quote.isEmpty())
            fn.add("quote", f.quote);
        fn.add("reason", reasonName(f.reason));
        if (!f.note.isEmpty())
            fn.add("note", localizedNode(f.note));
        figures.elements.append(fn);
    }
    n.add("figures", figures);
    Node notes = Node::array();
    for (const ExampleNote &note : e.notes) {
        Node nn = Node::object();
        nn.add("reason", reasonName(note.reason));
        nn.add("text", localizedNode(note.text));
        notes.elements.append(nn);
    }
    n.add("notes", notes);
    return n;
}

} // namespace

QString LocalizedText::text(const QString &language) const
{
    if (language.startsWith(QLatin1String("zh")) && !zhCN.isEmpty())
        return zhCN;
    return en.isEmpty() ? zhCN : en;
}

QString quantityName(Quantity quantity)
{
    return toName(quantity, quantities);
}
std::optional<Quantity> quantityFromName(const QString &name)
{
    return fromName(name, quantities);
}

bool isPerPosition(Quantity q)
{
    switch (q) {
    case Quantity::Gain:
    case Quantity::Denominator:
    case Quantity::Discount:
    case Quantity::Contribution:
    case Quantity::IdealGain:
    case Quantity::IdealContribution:
        return true;
    default:
        return false;
    }
}

QString reasonName(DifferenceReason reason)
{
    return toName(reason, reasons);
}
std::optional<DifferenceReason> reasonFromName(const QString &name)
{
    return fromName(name, reasons);
}

QString reasonTitle(DifferenceReason reason)
{
    switch (reason) {
    case DifferenceReason::None:
        return tr("agrees");
    case DifferenceReason::RoundedTerms:
        return tr("a sum of rounded terms");
    case DifferenceReason::TruncatedTerm:
        return tr("a term truncated instead of rounded");
    case DifferenceReason::Arithmetic:
        return tr("an arithmetic slip");
    case DifferenceReason::WrongLogarithm:
        return tr("a wrong logarithm");
    case DifferenceReason::Propagated:
        return tr("carried over from a wrong figure");
    case DifferenceReason::DifferentList:
        return tr("a different list in prose and code");
    case DifferenceReason::ConventionMix:
        return tr("the formula and the computation use different conventions");
    case DifferenceReason::Threshold:
        return tr("figures that need different relevance thresholds");
    case DifferenceReason::Irreproducible:
        return tr("a claim no convention reproduces");
    case DifferenceReason::CodeBug:
        return tr("the code does not do what the text says");
    case DifferenceReason::Inconsistent:
        return tr("the text contradicts itself");
    }
    return {};
}

double StatedFigure::statedValue() const
{
    if (stated.endsWith(QLatin1Char('%')))
        return stated.chopped(1).toDouble() / 100.0;
    return stated.toDouble();
}

int StatedFigure::statedDecimals() const
{
    QString digits = stated;
    int extra = 0;
    if (digits.endsWith(QLatin1Char('%'))) {
        digits.chop(1);
        extra = 2;
    }
    const qsizetype dot = digits.indexOf(QLatin1Char('.'));
    return (dot < 0 ? 0 : int(digits.size() - dot - 1)) + extra;
}

bool ExampleInfo::matches(const QString &query) const
{
    const QString q = query.trimmed();
    if (q.isEmpty())
        return true;
    for (const QString &text : {id, source, citation.en, citation.zhCN, title.en, title.zhCN,
             description.en, description.zhCN}) {
        if (text.contains(q, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

QString gradeRangeError(double grade)
{
    if (std::abs(grade) <= maxAbsGrade)
        return {};
    // Whole numbers in full ("1000001", not "1e+06"), up to where doubles stop being exact.
    const char format = std::abs(grade) < 1e15 ? 'f' : 'g';
    return gradeRangeError(QString::number(grade, format, QLocale::FloatingPointShortest));
}

QString gradeRangeError(const QString &grade)
{
    // The limits as the window writes whole numbers, with digit grouping ("1,000,000", the same
    // in English and Chinese) and a true minus sign; the same words in the CLI, whatever its
    // locale. (displayGain() would write 10^6 itself with a power of ten.)
    QLocale grouped = QLocale::c();
    grouped.setNumberOptions(QLocale::DefaultNumberOptions);
    const QString limit = grouped.toString(qlonglong(maxAbsGrade));
    return tr("grade %1 is out of range (expected a number from %2 to %3)")
        .arg(grade, QStringLiteral("−") + limit, limit);
}

QString tooManyItemsError(qsizetype count)
{
    return tr("%1 items: more than the limit of %2 items in a ranking").arg(count).arg(maxItems);
}

QString labelLengthError(qsizetype length)
{
    if (length <= maxLabelLength)
        return {};
    return tr("the label is %1 characters long, more than the limit of %2 characters")
        .arg(length)
        .arg(maxLabelLength);
}

QString elidedLabel(const QString &label)
{
    if (label.size() <= shownLabelLength)
        return label;
    qsizetype keep = shownLabelLength - 1;
    if (label.at(keep - 1).isHighSurrogate())
        --keep;
    return label.left(keep) + QChar(0x2026);
}

QString scenarioSizeError(qint64 bytes)
{
    if (bytes <= maxScenarioBytes)
        return {};
    // Rounded up, so that a file just over the limit never reads "64.0 MB, more than 64 MB".
    constexpr double megabyte = 1024.0 * 1024.0;
    const double tenths = std::ceil(double(bytes) / megabyte * 10.0) / 10.0;
    return tr("saved, the scenario would take %1 MB, more than the limit of %2 MB for a "
              "scenario file: shorten its labels or remove items")
        .arg(tenths, 0, 'f', 1)
        .arg(maxScenarioBytes / (1024 * 1024));
}

Result<Scenario> parseScenario(
    const QByteArray &bytes, const QString &fileName, SavedSize savedSize)
{
    if (const QString encoding = wideEncoding(bytes); !encoding.isEmpty())
        return Error {tr("the file is %1; save it as UTF-8").arg(encoding), fileName, 1, 1};
    // Editors on Windows may start a UTF-8 file with a byte-order mark, which JSON does not allow.
    const QByteArray bom = "\xEF\xBB\xBF";
    const QByteArray json = bytes.startsWith(bom) ? bytes.mid(3) : bytes;
    if (json.startsWith(bom))
        return Error {tr("the file starts with a second byte-order mark (U+FEFF); one at most is "
                         "allowed"),
            fileName, 1, 1};
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const auto [line, column] = lineAndColumn(json, parseError.offset);
        return Error {
            tr("JSON syntax error: %1").arg(parseError.errorString()), fileName, line, column};
    }
    if (const auto problem = strictProblem(json)) {
        const auto [line, column] = lineAndColumn(json, problem->offset);
        return Error {tr("JSON syntax error: %1").arg(problem->message), fileName, line, column};
    }
    const Reader reader(json, fileName);
    if (!doc.isObject())
        return reader.errorAt(QString(),
            tr("expected a JSON object at the top level, found %1")
                .arg(typeName(QJsonValue(doc.array()))));
    const QJsonObject root = doc.object();
    const QString formatName = QString::fromLatin1(scenarioFormatName);

    // The format and its version come first: a newer file may look different everywhere else.
    const QJsonValue format = root.value(QStringLiteral("format"));
    if (format.isUndefined())
        return reader.errorAt(QString(),
            tr("not an NDCG Explorer scenario: missing field "
               "\"format\" (expected \"%1\")")
                .arg(formatName));
    if (format.toString() != formatName)
        return reader.errorAt(QStringLiteral("format"),
            tr("not an NDCG Explorer scenario: expected \"%1\"").arg(formatName));
    // Any whole number above ours is a newer version, however large (999999999999 too).
    const QJsonValue versionValue = root.value(QStringLiteral("version"));
    if (const double v = versionValue.toDouble(); versionValue.isDouble() && std::isfinite(v)
        && v == std::floor(v) && v > scenarioFormatVersion)
        return reader.errorAt(QStringLiteral("version"),
            tr("this file uses scenario format version %1, newer than version "
               "%2 that this NDCG Explorer reads: open it with a newer NDCG "
               "Explorer (the file was not changed)")
                .arg(QString::number(
                    v, v < 1e15 ? 'f' : 'g', v < 1e15 ? 0 : QLocale::FloatingPointShortest))
                .arg(scenarioFormatVersion));
    const auto version = reader.integer(root, QString(), "version", 1);
    if (!version)
        return version.error();
    if (auto e = reader.onlyKnown(
            root, QString(), {"format", "version", "settings", "rankingA", "rankingB", "example"}))
        return *e;

    Scenario scenario;
    const auto settings = reader.settings(root);
    if (!settings)
        return settings.error();
    scenario.settings = *settings;
    const auto a = reader.ranking(root, "rankingA", scenario.settings, true);
    if (!a)
        return a.error();
    scenario.a = *a;
    if (root.contains(QStringLiteral("rankingB"))) {
        const auto b = reader.ranking(root, "rankingB", scenario.settings, true);
        if (!b)
            return b.error();
        scenario.b = *b;
    }
    if (root.contains(QStringLiteral("example"))) {
        const auto e = reader.field(
            root, QString(), "example", QJsonValue::Object, tr("an object describing the example"));
        if (!e)
            return e.error();
        const auto info = reader.example(root, scenario.b.has_value());
        if (!info)
            return info.error();
        scenario.example = *info;
    }
    // What the window holds can be saved: the saved form, laid out again, must fit the limit
    // its reader has (a compact file grows by its indentation).
    if (savedSize == SavedSize::Unchecked)
        return scenario;
    if (const QString problem = scenarioSizeError(scenarioToJson(scenario).size());
        !problem.isEmpty())
        return Error {problem, fileName};
    return scenario;
}

QByteArray scenarioToJson(const Scenario &s)
{
    Node root = Node::object();
    root.add("format", QString::fromLatin1(scenarioFormatName));
    root.add("version", scenarioFormatVersion);
    if (s.example)
        root.add("example", exampleNode(*s.example));
    root.add("settings", settingsNode(s.settings));
    root.add("rankingA", rankingNode(s.a));
    if (s.b)
        root.add("rankingB", rankingNode(*s.b));
    QByteArray out;
    write(root, out, 0);
    return out + '\n';
}

Result<Scenario> readScenarioFile(const QString &path)
{
    const auto bytes = readWholeFile(path, InputKind::Scenario);
    if (!bytes)
        return bytes.error();
    return parseScenario(*bytes, displayPath(path));
}

} // namespace Ndcg
