// ndcg-cli eval: trec_eval's numbers for a qrels file and a run, line for line; or, with
// --explain QID, one query of the run as a worked breakdown (the bridge from a real run to the
// teaching view).

#include "clioptions.h"
#include "commands.h"
#include "treceval.h"

#include <QCoreApplication>

namespace Cli {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("Cli", text);
}

} // namespace

int runEval(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Evaluate a TREC run against qrels as trec_eval does, or explain one query of it.\n"
           "A query of the qrels that the run lacks is left out of the means unless -c, as "
           "trec_eval 9.0.8 does (trec_eval 10.0 stops on it with exit status 4). Lines "
           "starting with '#' are comments, as in trec_eval 10 (in a run, '#' may follow "
           "blanks). Where trec_eval cannot compute a measure (a query whose judgments are all "
           "negative), eval says why and exits with trec_eval's status 4."));
    parser.addHelpOption();
    parser.addOption({QStringLiteral("q"), tr("Print the measures of each query too.")});
    parser.addOption({QStringLiteral("c"),
        tr("Average over every query of the qrels; a query the run lacks "
           "scores 0.")});
    parser.addOption({QStringLiteral("l"),
        tr("The lowest grade that counts as relevant (default 1)."), QStringLiteral("level")});
    parser.addOption({QStringLiteral("M"),
        tr("Evaluate only the first DEPTH documents of each query."), QStringLiteral("depth")});
    parser.addOption({QStringLiteral("m"),
        tr("A measure, optionally with parameters: %1; e.g. P.5,10 or "
           "ndcg.1=3,2=9 or the sets official (default) and all_trec.")
            .arg(Ndcg::Trec::supportedMeasures().join(QLatin1String(", "))),
        QStringLiteral("measure")});
    addTrecGradesOption(parser);
    parser.addOption({QStringLiteral("threads"),
        tr("Threads that read the run (default: one per core); 1 reads it "
           "serially. The output is the same."),
        QStringLiteral("n")});
    parser.addOption({QStringLiteral("explain"),
        tr("Explain the NDCG of this query of the run, term by term, under "
           "trec_eval's conventions (linear gain, the judged pool as ideal, relevant "
           "from -l) unless the options below change them."),
        QStringLiteral("qid")});
    addSettingsOptions(parser);
    addFormatOption(parser);
    parser.addPositionalArgument(QStringLiteral("qrels"), tr("Judgments: qid iter docno grade."));
    parser.addPositionalArgument(
        QStringLiteral("run"), tr("The run: qid Q0 docno rank score tag."));

    const auto fail = [&err](const QString &message) {
        err << "ndcg-cli eval: " << message << Qt::endl;
        return badInput;
    };
    // An error in a file is reported as FILE:LINE: message.
    const auto failAt = [&err](const Ndcg::Error &error, int status = badInput) {
        err << (error.file.isEmpty() ? QStringLiteral("ndcg-cli eval: ") : QString())
            << error.toString() << Qt::endl;
        return status;
    };
    if (!parser.parse(QStringList {QStringLiteral("ndcg-cli eval")} + args))
        return fail(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        return 0;
    }
    const QStringList files = parser.positionalArguments();
    if (files.size() != 2)
        return fail(tr("expected two files, QRELS and RUN (got %1 arguments)").arg(files.size()));

    std::int64_t level = 1;
    if (parser.isSet(QStringLiteral("l"))) {
        const auto v = readInteger(parser, QStringLiteral("l"), 0, tr("expected an integer >= 0"));
        if (!v)
            return fail(v.error().message);
        level = *v;
    }
    std::int64_t depth = std::numeric_limits<std::int64_t>::max();
    if (parser.isSet(QStringLiteral("M"))) {
        const auto v
            = readInteger(parser, QStringLiteral("M"), 1, tr("expected a positive integer"));
        if (!v)
            return fail(v.error().message);
        depth = *v;
    }

    if (parser.isSet(QStringLiteral("explain"))) {
        for (const char *flag : {"q", "c", "m"}) {
            if (parser.isSet(QString::fromLatin1(flag)))
                return fail(tr("-%1 has no meaning with --explain").arg(QLatin1String(flag)));
        }
        // trec_eval's conventions (linear gain, relevant from -l, the judged pool as the
        // ideal, NDCG over the whole list), unless flags say otherwise.
        Ndcg::Settings base;
        base.gain = Ndcg::Gain::Linear;
        base.relevantFrom = double(level);
        const auto settings = readSettings(parser, base);
        if (!settings)
            return fail(settings.error().message);
        const auto format = readFormat(parser);
        if (!format)
            return fail(format.error().message);
        const auto qrels = loadQrels(parser, files[0]);
        if (!qrels)
            return failAt(qrels.error());
        const auto ranking = Ndcg::Trec::rankingForQuery(
            *qrels, files[1], parser.value(QStringLiteral("explain")), depth);
        if (!ranking)
            return failAt(ranking.error());
        const auto breakdown = Ndcg::explain(*ranking, *settings);
        if (!breakdown)
            return fail(breakdown.error().message);
        QList<QString> labels;
        for (const Ndcg::Item &item : ranking->items)
            labels.append(item.label);
        for (const Ndcg::Item &item : ranking->unretrieved)
            labels.append(item.label);
        Ndcg::writeBreakdown(out, *breakdown, *format, labels);
        return 0;
    }

    Ndcg::Trec::EvalOptions options;
    const auto measures = Ndcg::Trec::parseMeasures(parser.values(QStringLiteral("m")));
    if (!measures)
        return fail(measures.error().message);
    options.measures = *measures;
    options.relevanceLevel = level;
    options.maxDepth = depth;
    options.perQuery = parser.isSet(QStringLiteral("q"));
    options.complete = parser.isSet(QStringLiteral("c"));
    if (parser.isSet(QStringLiteral("threads"))) {
        const auto v
            = readInteger(parser, QStringLiteral("threads"), 1, tr("expected a positive integer"));
        if (!v)
            return fail(v.error().message);
        options.threads = int(std::min<std::int64_t>(*v, 64));
    }
    const auto qrels = loadQrels(parser, files[0]);
    if (!qrels)
        return failAt(qrels.error());
    int trecStatus = 0;
    const auto output = Ndcg::Trec::evaluate(*qrels, files[1], options, &trecStatus);
    if (!output)
        return failAt(output.error(), trecStatus ? trecStatus : badInput);
    out << QString::fromUtf8(*output);
    return 0;
}

} // namespace Cli
