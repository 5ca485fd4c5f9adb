#include "scenario.h"

#include "fileinput.h"
#include "jsonreader.h"
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
// The scenario's reader: the shared parts (jsonreader.h) and each part of the format.

class Reader : public JsonReader
{
    Q_DECLARE_TR_FUNCTIONS(Ndcg) // the context lupdate sees, as for the free tr() above
public:
    using JsonReader::JsonReader;

    Result<Settings> settings(const QJsonObject &root) const;
    Result<Ranking> ranking(
        const QJsonObject &root, const char *key, const Settings &settings, bool required) const;
    Result<Item> item(const QJsonValue &v, const QString &path, const Settings &settings) const;
    Result<ExampleInfo> example(const QJsonObject &root, bool hasB) const;
    Result<StatedFigure> figure(const QJsonValue &v, const QString &path, bool hasB) const;
    Result<ExampleNote> note(const QJsonValue &v, const QString &path) const;
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

// The writer (jsonreader.h): each part of the format as a JsonNode.

JsonNode itemNode(const Item &item)
{
    JsonNode n = JsonNode::object();
    n.add("grade", item.grade);
    if (!item.label.isEmpty())
        n.add("label", item.label);
    if (item.score)
        n.add("score", *item.score);
    return n;
}

JsonNode rankingNode(const Ranking &r)
{
    JsonNode items = JsonNode::array();
    for (const Item &item : r.items)
        items.elements.append(itemNode(item));
    JsonNode n = JsonNode::object();
    n.add("items", items);
    if (!r.unretrieved.isEmpty()) {
        JsonNode unretrieved = JsonNode::array();
        for (const Item &item : r.unretrieved)
            unretrieved.elements.append(itemNode(item));
        n.add("unretrieved", unretrieved);
    }
    return n;
}

JsonNode settingsNode(const Settings &s)
{
    JsonNode n = JsonNode::object();
    n.add("gain", gainName(s.gain));
    if (s.gain == Gain::Custom || !s.gainMap.empty()) {
        JsonNode map = JsonNode::object();
        for (const auto &[grade, gain] : s.gainMap)
            map.members.append(
                {QString::number(grade, 'g', QLocale::FloatingPointShortest), JsonNode(gain)});
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

JsonNode exampleNode(const ExampleInfo &e)
{
    JsonNode n = JsonNode::object();
    n.add("id", e.id);
    n.add("title", localizedNode(e.title));
    n.add("description", localizedNode(e.description));
    if (!e.source.isEmpty())
        n.add("source", e.source);
    if (!e.citation.isEmpty())
        n.add("citation", localizedNode(e.citation));
    if (!e.conventions.isEmpty())
        n.add("conventions", localizedNode(e.conventions));
    JsonNode figures = JsonNode::array();
    for (const StatedFigure &f : e.figures) {
        JsonNode fn = JsonNode::object();
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
    JsonNode notes = JsonNode::array();
    for (const ExampleNote &note : e.notes) {
        JsonNode nn = JsonNode::object();
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
    const auto strict = readStrictJson(bytes, fileName);
    if (!strict)
        return strict.error();
    const QByteArray &json = strict->json;
    const QJsonDocument &doc = strict->doc;
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
    JsonNode root = JsonNode::object();
    root.add("format", QString::fromLatin1(scenarioFormatName));
    root.add("version", scenarioFormatVersion);
    if (s.example)
        root.add("example", exampleNode(*s.example));
    root.add("settings", settingsNode(s.settings));
    root.add("rankingA", rankingNode(s.a));
    if (s.b)
        root.add("rankingB", rankingNode(*s.b));
    QByteArray out;
    writeJson(root, out, 0);
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
