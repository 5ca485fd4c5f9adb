#include "clioptions.h"

#include "scenario.h"

#include <QCoreApplication>
#include <QStringList>

#include <cmath>

namespace Cli {

namespace {
QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("Cli", text, disambiguation, n);
}

Ndcg::Error badValue(const QString &flag, const QString &value, const QString &expected)
{
    return Ndcg::Error {tr("%1: invalid value '%2': %3").arg(flag, value, expected)};
}

std::optional<double> toNumber(const QString &text)
{
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}
} // namespace

std::optional<int> parseCommandLine(QCommandLineParser &parser, const QString &command,
    const QStringList &args, QTextStream &out, QTextStream &err)
{
    const QString name = QStringLiteral("ndcg-cli ") + command;
    const auto fail = [&](const QString &message) {
        err << name << ": " << message << Qt::endl;
        return badInput;
    };
    if (!parser.parse(QStringList {name} + args))
        return fail(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        return 0;
    }
    if (!parser.positionalArguments().isEmpty())
        return fail(tr("unexpected argument '%1'").arg(parser.positionalArguments().first()));
    return std::nullopt;
}

void addSettingsOptions(QCommandLineParser &p)
{
    p.addOption({QStringLiteral("gain"), tr("exponential (2^g-1), linear, or a map like 1=3,2=9."),
        QStringLiteral("gain")});
    p.addOption({QStringLiteral("negative"), tr("Negative grades: zero or reject."),
        QStringLiteral("policy")});
    p.addOption({QStringLiteral("discount"), tr("log, jk2002 or none."), QStringLiteral("kind")});
    p.addOption(
        {QStringLiteral("log-base"), tr("The discount's log base b > 1."), QStringLiteral("b")});
    p.addOption(
        {QStringLiteral("k"), tr("The cutoff: a positive integer or all."), QStringLiteral("k")});
    p.addOption(
        {QStringLiteral("ideal"), tr("Ideal source: pool or list."), QStringLiteral("source")});
    p.addOption({QStringLiteral("zero-idcg"), tr("NDCG when IDCG = 0: zero, one or undefined."),
        QStringLiteral("rule")});
    p.addOption({QStringLiteral("relevant-from"), tr("Relevance threshold t (grade >= t)."),
        QStringLiteral("t")});
    p.addOption({QStringLiteral("max-grade"), tr("ERR's top grade gmax."), QStringLiteral("G")});
    p.addOption(
        {QStringLiteral("rbp-p"), tr("RBP's persistence p in (0, 1)."), QStringLiteral("p")});
}

void addFormatOption(QCommandLineParser &p)
{
    p.addOption({QStringLiteral("format"), tr("text, json, csv, markdown or latex."),
        QStringLiteral("format"), QStringLiteral("text")});
}

Ndcg::Result<QList<double>> parseNumberList(
    const QString &flag, const QString &text, bool allowEmpty)
{
    QList<double> values;
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty()) {
        if (allowEmpty)
            return values;
        return badValue(flag, text,
            tr("expected a comma-separated list of numbers, got an empty "
               "list"));
    }
    const QStringList parts = trimmed.split(QLatin1Char(','));
    for (qsizetype i = 0; i < parts.size(); ++i) {
        const auto v = toNumber(parts[i]);
        if (!v)
            return badValue(flag, text,
                tr("item %1 ('%2') is not a number").arg(i + 1).arg(parts[i].trimmed()));
        values.append(*v);
    }
    return values;
}

Ndcg::Result<Ndcg::Ranking> readRanking(const QCommandLineParser &p, RankingFlags flags)
{
    const auto grades
        = parseNumberList(QStringLiteral("--grades"), p.value(QStringLiteral("grades")));
    if (!grades)
        return grades.error();
    const auto pool
        = parseNumberList(QStringLiteral("--pool"), p.value(QStringLiteral("pool")), true);
    if (!pool)
        return pool.error();
    Ndcg::Ranking ranking = Ndcg::Ranking::fromGrades(*grades, *pool);
    if (flags.scores && p.isSet(QStringLiteral("scores"))) {
        const auto scores
            = parseNumberList(QStringLiteral("--scores"), p.value(QStringLiteral("scores")));
        if (!scores)
            return scores.error();
        if (scores->size() != grades->size())
            return Ndcg::Error(tr("--scores: %1 for %2")
                                   .arg(tr("%n score(s)", nullptr, int(scores->size())),
                                       tr("%n grade(s)", nullptr, int(grades->size()))));
        for (qsizetype i = 0; i < scores->size(); ++i)
            ranking.items[i].score = scores->at(i);
    }
    if (flags.labels && p.isSet(QStringLiteral("labels"))) {
        const QStringList labels = p.value(QStringLiteral("labels")).split(QLatin1Char(','));
        if (labels.size() != grades->size())
            return Ndcg::Error(tr("--labels: %1 for %2")
                                   .arg(tr("%n label(s)", nullptr, int(labels.size())),
                                       tr("%n grade(s)", nullptr, int(grades->size()))));
        for (qsizetype i = 0; i < labels.size(); ++i) {
            ranking.items[i].label = labels[i].trimmed();
            // The limit of every reader and of the window's table (scenario.h).
            if (const QString problem = Ndcg::labelLengthError(ranking.items[i].label.size());
                !problem.isEmpty())
                return Ndcg::Error(tr("--labels: label %1: %2").arg(i + 1).arg(problem));
        }
    }
    return ranking;
}

Ndcg::Result<Ndcg::Settings> readSettings(const QCommandLineParser &p, Ndcg::Settings s)
{
    using namespace Ndcg;
    const auto opt = [&p](const char *name) { return p.value(QString::fromLatin1(name)); };
    const auto has = [&p](const char *name) { return p.isSet(QString::fromLatin1(name)); };
    if (has("gain")) {
        const QString v = opt("gain");
        if (const auto g = gainFromName(v); g && *g != Gain::Custom) {
            s.gain = *g;
        } else if (const auto map = parseGainMap(v)) {
            s.gain = Gain::Custom;
            s.gainMap = *map;
        } else {
            return badValue(QStringLiteral("--gain"), v,
                tr("expected exponential, linear or a map like 1=3,2=9,4=4.5"));
        }
    }
    if (has("negative")) {
        const auto v = negativeGradesFromName(opt("negative"));
        if (!v)
            return badValue(
                QStringLiteral("--negative"), opt("negative"), tr("expected zero or reject"));
        s.negativeGrades = *v;
    }
    if (has("discount")) {
        const auto v = discountFromName(opt("discount"));
        if (!v)
            return badValue(
                QStringLiteral("--discount"), opt("discount"), tr("expected log, jk2002 or none"));
        s.discount = *v;
    }
    if (has("log-base")) {
        const auto v = toNumber(opt("log-base"));
        if (!v || *v <= 1.0)
            return badValue(QStringLiteral("--log-base"), opt("log-base"),
                tr("expected a number greater than 1"));
        s.logBase = *v;
    }
    if (has("k")) {
        const QString v = opt("k");
        if (v == QLatin1String("all")) {
            s.cutoff = 0;
        } else {
            bool ok = false;
            const int k = v.toInt(&ok);
            if (!ok || k < 1)
                return badValue(QStringLiteral("-k"), v, tr("expected a positive integer or all"));
            s.cutoff = k;
        }
    }
    if (has("ideal")) {
        const auto v = idealSourceFromName(opt("ideal"));
        if (!v)
            return badValue(QStringLiteral("--ideal"), opt("ideal"), tr("expected pool or list"));
        s.idealSource = *v;
    }
    if (has("zero-idcg")) {
        const auto v = zeroIdcgFromName(opt("zero-idcg"));
        if (!v)
            return badValue(QStringLiteral("--zero-idcg"), opt("zero-idcg"),
                tr("expected zero, one or undefined"));
        s.zeroIdcg = *v;
    }
    if (has("relevant-from")) {
        const auto v = toNumber(opt("relevant-from"));
        if (!v)
            return badValue(
                QStringLiteral("--relevant-from"), opt("relevant-from"), tr("expected a number"));
        s.relevantFrom = *v;
    }
    if (has("max-grade")) {
        const auto v = toNumber(opt("max-grade"));
        if (!v || *v <= 0)
            return badValue(QStringLiteral("--max-grade"), opt("max-grade"),
                tr("expected a number greater than 0"));
        s.maxGrade = *v;
    }
    if (has("rbp-p")) {
        const auto v = toNumber(opt("rbp-p"));
        if (!v || *v <= 0 || *v >= 1)
            return badValue(QStringLiteral("--rbp-p"), opt("rbp-p"),
                tr("expected a number strictly between 0 and 1"));
        s.rbpPersistence = *v;
    }
    if (const QString problem = validate(s); !problem.isEmpty())
        return Error {problem};
    return s;
}

Ndcg::Result<Ndcg::Format> readFormat(const QCommandLineParser &p)
{
    const QString v = p.value(QStringLiteral("format"));
    const auto f = Ndcg::formatFromName(v);
    if (!f)
        return badValue(
            QStringLiteral("--format"), v, tr("expected text, json, csv, markdown or latex"));
    return *f;
}

Ndcg::Result<std::int64_t> readInteger(const QCommandLineParser &parser, const QString &name,
    std::int64_t min, const QString &expected)
{
    const QString value = parser.value(name);
    const QByteArray bytes = value.toUtf8();
    const auto number
        = Ndcg::Trec::parseInteger(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    if (!number || *number < min)
        return Ndcg::Error {
            tr("%1: invalid value '%2': %3")
                .arg(name.size() == 1 ? QLatin1Char('-') + name : QLatin1String("--") + name, value,
                    expected)};
    return *number;
}

void addTrecGradesOption(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("trec-grades"),
        tr("Read qrels grades as trec_eval does, with C's atol(): the leading "
           "integer ('1.5' is 1, '-1.9' is -1, '2abc' is 2, a word is 0, beyond "
           "64 bits the nearest 64-bit integer). Without it a grade that is not "
           "an integer is an error.")});
}

Ndcg::Result<Ndcg::Trec::Qrels> loadQrels(const QCommandLineParser &parser, const QString &path)
{
    const auto grades = parser.isSet(QStringLiteral("trec-grades"))
        ? Ndcg::Trec::GradeReading::Atol
        : Ndcg::Trec::GradeReading::Integer;
    auto qrels = Ndcg::Trec::Qrels::load(path, grades);
    if (!qrels && grades == Ndcg::Trec::GradeReading::Integer
        && Ndcg::Trec::Qrels::load(path, Ndcg::Trec::GradeReading::Atol)) {
        Ndcg::Error error = qrels.error();
        error.message = tr("%1; --trec-grades reads grades as trec_eval does").arg(error.message);
        return error;
    }
    return qrels;
}

} // namespace Cli
