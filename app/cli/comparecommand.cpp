// ndcg-cli compare: two or more TREC runs against one qrels file, as a paper's results table:
// each run's mean of each measure, marked where it differs significantly from the baseline
// under a paired test, the differences with their bootstrap intervals, and with -q every
// query's values. The numbers are eval's (the same reader and measures); the tests are
// core/significance.h's.

#include "clioptions.h"
#include "commands.h"
#include "comparisonformat.h"
#include "runcomparison.h"

#include <QCoreApplication>

namespace Cli {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("Cli", text);
}

QString flagName(const QString &name)
{
    return name.size() == 1 ? QLatin1Char('-') + name : QLatin1String("--") + name;
}

} // namespace

int runCompare(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Compare TREC runs on one qrels file: each run's mean of each measure (as eval "
           "computes it), marked where it differs significantly from the baseline under a "
           "paired two-sided test over the queries, the differences from the baseline with a "
           "bootstrap interval and wins/ties/losses, and with -q every query's values.\n"
           "Runs are named by their file names (by their paths as given where two file names "
           "are equal); the baseline is the first run unless --baseline names another.\n"
           "Queries: those every run has; a judged query some run lacks is left out for every "
           "run and named on stderr. With -c every query of the qrels is compared and a query "
           "a run lacks scores 0, as eval -c counts it. Queries the qrels do not judge are "
           "ignored.\n"
           "Tests (see README): t, Student's paired t-test; wilcoxon, the signed-rank test "
           "(zero differences dropped; the exact distribution up to 50 queries without ties or "
           "zeros, an exact sign-flip test up to 13 queries with them, else the normal "
           "approximation with the tie correction); randomization, Fisher's "
           "sign-flip test (exact over all 2^n sign patterns up to 20 queries, else "
           "--permutations random patterns from --seed), as SciPy's ttest_rel, wilcoxon and "
           "permutation_test define them. Intervals: percentile bootstrap of the mean "
           "difference."));
    parser.addHelpOption();
    parser.addOption({QStringLiteral("q"), tr("Print the measures of each query too.")});
    parser.addOption({QStringLiteral("c"),
        tr("Compare every query of the qrels; a query a run lacks scores 0 "
           "(default: only the queries every run has).")});
    parser.addOption({QStringLiteral("l"),
        tr("The lowest grade that counts as relevant (default 1)."), QStringLiteral("level")});
    parser.addOption({QStringLiteral("M"),
        tr("Evaluate only the first DEPTH documents of each query."), QStringLiteral("depth")});
    parser.addOption({QStringLiteral("m"),
        tr("A measure as eval takes it: %1; e.g. P.5,10 or ndcg.1=3,2=9 "
           "(default: map, P.10 and ndcg_cut.10).")
            .arg(Ndcg::Trec::supportedMeasures().join(QLatin1String(", "))),
        QStringLiteral("measure")});
    parser.addOption({QStringLiteral("baseline"),
        tr("The run the others are compared with: its name or its path as given "
           "(default: the first run)."),
        QStringLiteral("name")});
    parser.addOption(
        {QStringLiteral("test"), tr("The paired test: t (default), wilcoxon or randomization."),
            QStringLiteral("test"), QStringLiteral("t")});
    parser.addOption({QStringLiteral("alpha"),
        tr("The significance level, from 0.000001 to 0.5 (default 0.05); the intervals "
           "are at 1 - alpha."),
        QStringLiteral("alpha"), QStringLiteral("0.05")});
    parser.addOption({QStringLiteral("correction"),
        tr("Across several runs compared with the baseline: holm (Holm-Bonferroni, "
           "for each measure; default) or none."),
        QStringLiteral("method"), QStringLiteral("holm")});
    parser.addOption({QStringLiteral("permutations"),
        tr("Random sign patterns of the randomization test beyond 20 queries "
           "(default 10000)."),
        QStringLiteral("n"), QStringLiteral("10000")});
    parser.addOption({QStringLiteral("resamples"),
        tr("Bootstrap resamples of the interval of each difference (default "
           "10000)."),
        QStringLiteral("n"), QStringLiteral("10000")});
    parser.addOption({QStringLiteral("seed"),
        tr("The seed of the random sign patterns and resamples, an integer >= 0 "
           "(default 1): the same seed gives the same numbers."),
        QStringLiteral("s"), QStringLiteral("1")});
    addTrecGradesOption(parser);
    parser.addOption({QStringLiteral("threads"),
        tr("Threads that read the runs and draw the resamples (default: one per core); 1 does "
           "everything serially. The output is the same."),
        QStringLiteral("n")});
    addFormatOption(parser);
    parser.addPositionalArgument(QStringLiteral("qrels"), tr("Judgments: qid iter docno grade."));
    parser.addPositionalArgument(QStringLiteral("runs"),
        tr("Two or more runs: qid Q0 docno rank score tag."),
        QStringLiteral("RUN_A RUN_B [RUN...]"));

    const auto fail = [&err](const QString &message) {
        err << "ndcg-cli compare: " << message << Qt::endl;
        return badInput;
    };
    // An error in a file is reported as FILE:LINE: message.
    const auto failAt = [&err](const Ndcg::Error &error, int status = badInput) {
        err << (error.file.isEmpty() ? QStringLiteral("ndcg-cli compare: ") : QString())
            << error.toString() << Qt::endl;
        return status;
    };
    if (!parser.parse(QStringList {QStringLiteral("ndcg-cli compare")} + args))
        return fail(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        return 0;
    }
    const QStringList files = parser.positionalArguments();
    if (files.size() < 3)
        return fail(
            tr("expected QRELS and at least two runs (got %1 arguments)").arg(files.size()));
    const QStringList runPaths = files.mid(1);

    Ndcg::Trec::CompareOptions options;
    if (parser.isSet(QStringLiteral("l"))) {
        const auto v = readInteger(parser, QStringLiteral("l"), 0, tr("expected an integer >= 0"));
        if (!v)
            return fail(v.error().message);
        options.eval.relevanceLevel = *v;
    }
    if (parser.isSet(QStringLiteral("M"))) {
        const auto v
            = readInteger(parser, QStringLiteral("M"), 1, tr("expected a positive integer"));
        if (!v)
            return fail(v.error().message);
        options.eval.maxDepth = *v;
    }
    if (parser.isSet(QStringLiteral("threads"))) {
        const auto v
            = readInteger(parser, QStringLiteral("threads"), 1, tr("expected a positive integer"));
        if (!v)
            return fail(v.error().message);
        options.eval.threads = int(std::min<std::int64_t>(*v, 64));
    }
    const QStringList measureSpecs = parser.isSet(QStringLiteral("m"))
        ? parser.values(QStringLiteral("m"))
        : Ndcg::Trec::defaultCompareMeasures();
    const auto measures = Ndcg::Trec::parseMeasures(measureSpecs);
    if (!measures)
        return fail(measures.error().message);
    options.eval.measures = *measures;
    options.eval.complete = parser.isSet(QStringLiteral("c"));

    const QString test = parser.value(QStringLiteral("test"));
    if (test == QLatin1String("t"))
        options.test = Ndcg::Trec::PairedTest::T;
    else if (test == QLatin1String("wilcoxon"))
        options.test = Ndcg::Trec::PairedTest::Wilcoxon;
    else if (test == QLatin1String("randomization"))
        options.test = Ndcg::Trec::PairedTest::Randomization;
    else
        return fail(
            tr("%1: invalid value '%2': %3")
                .arg(QStringLiteral("--test"), test, tr("expected t, wilcoxon or randomization")));
    const QString correction = parser.value(QStringLiteral("correction"));
    if (correction == QLatin1String("holm"))
        options.correction = Ndcg::Trec::Correction::Holm;
    else if (correction == QLatin1String("none"))
        options.correction = Ndcg::Trec::Correction::None;
    else
        return fail(
            tr("%1: invalid value '%2': %3")
                .arg(QStringLiteral("--correction"), correction, tr("expected holm or none")));
    {
        const QString value = parser.value(QStringLiteral("alpha"));
        const QByteArray bytes = value.toUtf8();
        const auto alpha = Ndcg::Trec::parseNumber(
            std::string_view(bytes.constData(), std::size_t(bytes.size())));
        // The interval is at 1 − alpha and says so ("95% interval"): an alpha of 1e-320 would
        // print a 100% interval, 0.9999999999999999 a 1.11022e-14% one. From 10^-6 (a 99.9999%
        // interval, still a number of resamples' worth) to 0.5 (50%: a test at a coin's level).
        if (!alpha || !(*alpha >= Ndcg::Trec::minAlpha && *alpha <= Ndcg::Trec::maxAlpha))
            return fail(tr("%1: invalid value '%2': %3")
                            .arg(QStringLiteral("--alpha"), value,
                                tr("expected a number from 0.000001 to 0.5 (a 99.9999% to 50% "
                                   "interval), such as 0.05")));
        options.alpha = *alpha;
    }
    // Limits: 10^9 sign patterns (a run of 5,000 queries then takes about an hour) and 10^7
    // resamples (their means, 80 MB, are held in memory to take the percentiles).
    for (const auto &[flag, limit] :
        {std::pair {"permutations", 1000000000LL}, std::pair {"resamples", 10000000LL}}) {
        const QString name = QString::fromLatin1(flag);
        const auto v = readInteger(parser, name, 1, tr("expected a positive integer"));
        if (!v)
            return fail(v.error().message);
        if (*v > limit)
            return fail(tr("%1: invalid value '%2': %3")
                            .arg(flagName(name), parser.value(name), tr("at most %1").arg(limit)));
        (name == QLatin1String("permutations") ? options.permutations : options.resamples) = *v;
    }
    {
        const QString value = parser.value(QStringLiteral("seed"));
        bool ok = false;
        const qulonglong seed = value.toULongLong(&ok);
        if (!ok || value.startsWith(QLatin1Char('+')))
            return fail(tr("%1: invalid value '%2': %3")
                            .arg(QStringLiteral("--seed"), value,
                                tr("expected an integer from 0 to 18446744073709551615")));
        options.seed = seed;
    }
    const auto format = readFormat(parser);
    if (!format)
        return fail(format.error().message);

    const auto names = Ndcg::Trec::runNames(runPaths);
    if (!names)
        return fail(names.error().message);
    if (parser.isSet(QStringLiteral("baseline"))) {
        const QString wanted = parser.value(QStringLiteral("baseline"));
        qsizetype index = names->indexOf(wanted);
        if (index < 0)
            index = runPaths.indexOf(wanted);
        if (index < 0)
            return fail(tr("--baseline: no run is named '%1' (the runs: %2)")
                            .arg(wanted, names->join(QLatin1String(", "))));
        options.baseline = int(index);
    }

    const auto qrels = loadQrels(parser, files[0]); // as eval reads them, --trec-grades too
    if (!qrels)
        return failAt(qrels.error());
    // Where trec_eval cannot compute a measure, eval's message and exit status 4.
    int trecStatus = 0;
    const auto comparison = Ndcg::Trec::compareRuns(*qrels, runPaths, *names, options, &trecStatus);
    if (!comparison)
        return failAt(comparison.error(), trecStatus ? trecStatus : badInput);
    for (const QString &note : comparison->notes)
        err << "ndcg-cli compare: " << tr("note: %1").arg(note) << Qt::endl;
    out << Ndcg::Trec::formatComparison(*comparison, *format, parser.isSet(QStringLiteral("q")));
    return 0;
}

} // namespace Cli
