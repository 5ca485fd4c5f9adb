// ndcg-cli steps: the step-through of a ranking, one line per step, as the window plays it.
//   steps --example NAME [--ranking A|B] [--coarse] [settings flags] [--format text|json]
//   steps --grades 3,2,0,1,3 [--pool 3,0] [--labels …] [--coarse] …

#include "clioptions.h"
#include "commands.h"
#include "examplecommand.h"
#include "steps.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Cli", text);
}

QJsonObject stepToJson(const Ndcg::Step &s)
{
    const Ndcg::Revealed &r = s.revealed;
    return QJsonObject {
        {QStringLiteral("kind"), Ndcg::stepKindName(s.kind)},
        {QStringLiteral("position"), s.position},
        {QStringLiteral("quantity"), s.quantity},
        {QStringLiteral("formula"), s.formula},
        {QStringLiteral("value"), s.value ? QJsonValue(*s.value) : QJsonValue()},
        {QStringLiteral("narration"), s.narration},
        {QStringLiteral("revealed"),
            QJsonObject {{QStringLiteral("rowsDone"), r.rowsDone},
                {QStringLiteral("currentRow"), r.currentRow},
                {QStringLiteral("currentCells"), r.currentCells},
                {QStringLiteral("dcgTotal"), r.dcgTotal},
                {QStringLiteral("idealOrder"), r.idealOrder},
                {QStringLiteral("idealRowsDone"), r.idealRowsDone},
                {QStringLiteral("idcgTotal"), r.idcgTotal}, {QStringLiteral("ndcg"), r.ndcg}}},
    };
}

} // namespace

int runSteps(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.setApplicationDescription(
        tr("Step through NDCG one term at a time: gain, discount, contribution and running DCG "
           "for each position, the ideal reordering, the ideal terms, NDCG."));
    parser.addHelpOption();
    addExampleOptions(parser);
    parser.addOption({QStringLiteral("grades"), tr("The ranking's grades, e.g. 3,2,0,1,3."),
        QStringLiteral("list")});
    parser.addOption(
        {QStringLiteral("pool"), tr("Grades of judged items the ranking did not return, e.g. 3,0."),
            QStringLiteral("list")});
    parser.addOption({QStringLiteral("labels"), tr("Labels of the ranked items, e.g. a,b,c."),
        QStringLiteral("list")});
    parser.addOption({QStringLiteral("coarse"), tr("One step per position instead of five.")});
    parser.addOption({QStringLiteral("decimals"), tr("Digits shown in the formulas (default 3)."),
        QStringLiteral("n"), QStringLiteral("3")});
    addSettingsOptions(parser);
    parser.addOption({QStringLiteral("format"), tr("text or json."), QStringLiteral("format"),
        QStringLiteral("text")});

    const auto fail = [&err](const QString &message) {
        err << "ndcg-cli steps: " << message << Qt::endl;
        return badInput;
    };
    if (const auto done = parseCommandLine(parser, QStringLiteral("steps"), args, out, err))
        return *done;
    const QString format = parser.value(QStringLiteral("format"));
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return fail(tr("--format: invalid value '%1': expected text or json").arg(format));
    bool decimalsOk = false;
    const int decimals = parser.value(QStringLiteral("decimals")).toInt(&decimalsOk);
    if (!decimalsOk || decimals < 0 || decimals > 17)
        return fail(tr("--decimals: invalid value '%1': expected an integer from 0 to 17")
                        .arg(parser.value(QStringLiteral("decimals"))));

    const auto example = readExampleChoice(parser);
    if (!example)
        return fail(example.error().toString());
    Ndcg::Ranking ranking;
    Ndcg::Settings base;
    if (*example) {
        for (const char *flag : {"grades", "pool", "labels"}) {
            if (parser.isSet(QString::fromLatin1(flag)))
                return fail(tr("--%1 cannot be combined with --example or --scenario")
                                .arg(QLatin1String(flag)));
        }
        ranking = (*example)->chosen();
        base = (*example)->scenario.settings;
    } else {
        if (parser.isSet(QStringLiteral("ranking")))
            return fail(tr("--ranking needs --example or --scenario"));
        if (!parser.isSet(QStringLiteral("grades")))
            return fail(tr("--grades or --example is required, e.g. --example 000-prose"));
        const auto read = readRanking(parser, {.labels = true});
        if (!read)
            return fail(read.error().message);
        ranking = *read;
    }
    const auto settings = readSettings(parser, base);
    if (!settings)
        return fail(settings.error().message);
    const auto breakdown = Ndcg::explain(ranking, *settings);
    if (!breakdown)
        return fail(breakdown.error().message);
    Ndcg::StepOptions options;
    options.coarse = parser.isSet(QStringLiteral("coarse"));
    options.decimals = decimals;
    const Ndcg::StepSequence seq = Ndcg::buildSteps(*breakdown, ranking, options);

    if (format == QLatin1String("json")) {
        QJsonArray steps;
        for (const Ndcg::Step &s : seq.steps)
            steps.append(stepToJson(s));
        QJsonArray moves;
        for (const Ndcg::IdealMove &m : seq.moves) {
            QJsonObject o {{QStringLiteral("to"), m.to}, {QStringLiteral("from"), m.from},
                {QStringLiteral("grade"), m.grade}, {QStringLiteral("label"), m.label},
                {QStringLiteral("withinCutoff"), m.withinCutoff}};
            if (m.from == 0)
                o[QStringLiteral("unretrieved")] = m.unretrieved;
            moves.append(o);
        }
        const QJsonObject o {{QStringLiteral("k"), seq.k}, {QStringLiteral("depth"), seq.depth},
            {QStringLiteral("idealDepth"), seq.idealDepth}, {QStringLiteral("steps"), steps},
            {QStringLiteral("moves"), moves}};
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return 0;
    }

    out << Ndcg::definitionLine(*settings, breakdown->k, breakdown->poolSize) << '\n';
    const int width = int(QString::number(seq.steps.size()).size());
    for (qsizetype i = 0; i < seq.steps.size(); ++i) {
        const Ndcg::Step &s = seq.steps[i];
        out << QStringLiteral("%1/%2").arg(i + 1, width).arg(seq.steps.size()) << "  " << s.formula
            << '\n';
        out << QString(2 * width + 3, QLatin1Char(' ')) << s.narration << '\n';
        if (s.kind == Ndcg::StepKind::IdealOrder) {
            for (const Ndcg::IdealMove &m : seq.moves) {
                const QString from
                    = m.from > 0 ? tr("position %1").arg(m.from) : tr("not retrieved");
                const QString label
                    = m.label.isEmpty() ? QString() : QStringLiteral(" “%1”").arg(m.label);
                out << QString(2 * width + 5, QLatin1Char(' '))
                    << tr("grade %1%2: %3 → ideal position %4")
                           .arg(QString::number(m.grade, 'g', 10), label, from)
                           .arg(m.to)
                    << (m.withinCutoff ? QString() : tr(" (beyond k)")) << '\n';
            }
        }
    }
    return 0;
}

} // namespace Cli
