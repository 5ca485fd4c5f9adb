// ndcg-cli explain: the whole breakdown of one ranking given on the command line, or of a
// bundled worked example (--example NAME [--ranking A|B]).

#include "clioptions.h"
#include "commands.h"
#include "examplecommand.h"

#include <QCoreApplication>

namespace Cli {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("Cli", text);
}
} // namespace

int runExplain(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.setApplicationDescription(tr("Explain NDCG for a ranking of grades, term by term."));
    parser.addHelpOption();
    parser.addOption({QStringLiteral("grades"), tr("The ranking's grades, e.g. 3,2,0,1,3."),
        QStringLiteral("list")});
    parser.addOption(
        {QStringLiteral("pool"), tr("Grades of judged items the ranking did not return, e.g. 3,0."),
            QStringLiteral("list")});
    parser.addOption({QStringLiteral("labels"), tr("Labels of the ranked items, e.g. a,b,c."),
        QStringLiteral("list")});
    addExampleOptions(parser);
    addSettingsOptions(parser);
    addFormatOption(parser);

    const auto fail = [&err](const QString &message) {
        err << "ndcg-cli explain: " << message << Qt::endl;
        return badInput;
    };
    if (const auto done = parseCommandLine(parser, QStringLiteral("explain"), args, out, err))
        return *done;
    const auto example = readExampleChoice(parser);
    if (!example)
        return fail(example.error().toString());
    if (*example) {
        // The example's ranking under its own conventions; flags override the conventions.
        for (const char *flag : {"grades", "pool", "labels"}) {
            if (parser.isSet(QString::fromLatin1(flag)))
                return fail(tr("--%1 cannot be combined with --example or --scenario")
                                .arg(QLatin1String(flag)));
        }
        const ExampleChoice &choice = **example;
        const auto settings = readSettings(parser, choice.scenario.settings);
        if (!settings)
            return fail(settings.error().message);
        const auto format = readFormat(parser);
        if (!format)
            return fail(format.error().message);
        const auto breakdown = Ndcg::explain(choice.chosen(), *settings);
        if (!breakdown)
            return fail(breakdown.error().message);
        Ndcg::writeBreakdown(out, *breakdown, *format, labelsOf(choice.chosen()));
        return 0;
    }
    if (parser.isSet(QStringLiteral("ranking")))
        return fail(tr("--ranking needs --example or --scenario"));
    if (!parser.isSet(QStringLiteral("grades")))
        return fail(tr("--grades or --example is required, e.g. --grades 3,2,0,1,3"));

    const auto ranking = readRanking(parser, {.labels = true});
    if (!ranking)
        return fail(ranking.error().message);
    const auto settings = readSettings(parser);
    if (!settings)
        return fail(settings.error().message);
    const auto format = readFormat(parser);
    if (!format)
        return fail(format.error().message);

    const auto breakdown = Ndcg::explain(*ranking, *settings);
    if (!breakdown)
        return fail(breakdown.error().message);
    Ndcg::writeBreakdown(out, *breakdown, *format, labelsOf(*ranking));
    return 0;
}

} // namespace Cli
