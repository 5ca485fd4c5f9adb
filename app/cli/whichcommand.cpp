// ndcg-cli which: which conventions reproduce a figure quoted for a ranking.

#include "claimfinder.h"
#include "clioptions.h"
#include "commands.h"
#include "numbertext.h"

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

QJsonObject matchJson(const Ndcg::ClaimMatch &m)
{
    const Ndcg::Settings &s = m.settings;
    return {{QStringLiteral("value"), m.value},
        {QStringLiteral("gain"),
            m.gainEither ? QStringLiteral("linear|exponential") : Ndcg::gainName(s.gain)},
        {QStringLiteral("discount"), Ndcg::discountName(s.discount)},
        {QStringLiteral("logBase"),
            m.anyLogBase ? QJsonValue(QStringLiteral("any")) : QJsonValue(s.logBase)},
        {QStringLiteral("ideal"),
            m.idealEither ? QStringLiteral("pool|list") : Ndcg::idealSourceName(s.idealSource)},
        {QStringLiteral("kFrom"), m.kFrom}, {QStringLiteral("kTo"), m.kTo},
        {QStringLiteral("kReachesAll"), m.kReachesAll},
        {QStringLiteral("zeroIdcg"),
            m.fromZeroIdcgRule ? QJsonValue(Ndcg::zeroIdcgName(s.zeroIdcg))
                               : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("description"), m.description}};
}
} // namespace

int runWhich(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.setApplicationDescription(
        tr("Which conventions reproduce a quoted figure? Searches gain, discount and base, "
           "ideal source, k and the zero-IDCG rule. Exit status 0 when some convention "
           "reproduces the figure, 1 when none does."));
    parser.addHelpOption();
    parser.addOption({QStringLiteral("grades"), tr("The ranking's grades, e.g. 4,5,2,3,1."),
        QStringLiteral("list")});
    parser.addOption(
        {QStringLiteral("pool"), tr("Grades of judged items the ranking did not return, e.g. 3,0."),
            QStringLiteral("list")});
    parser.addOption({QStringLiteral("value"),
        tr("The figure as quoted, e.g. 0.861 (its decimals set the rounding)."),
        QStringLiteral("figure")});
    parser.addOption({QStringLiteral("tolerance"),
        tr("An explicit tolerance instead of the quoted rounding."), QStringLiteral("t")});
    parser.addOption({QStringLiteral("quantity"), tr("ndcg (default), dcg or idcg."),
        QStringLiteral("quantity"), QStringLiteral("ndcg")});
    parser.addOption({QStringLiteral("format"), tr("text or json."), QStringLiteral("format"),
        QStringLiteral("text")});

    const auto fail = [&err](const QString &message) {
        err << "ndcg-cli which: " << message << Qt::endl;
        return badInput;
    };
    if (const auto done = parseCommandLine(parser, QStringLiteral("which"), args, out, err))
        return *done;
    if (!parser.isSet(QStringLiteral("grades")))
        return fail(tr("--grades is required, e.g. --grades 4,5,2,3,1"));
    if (!parser.isSet(QStringLiteral("value")))
        return fail(tr("--value is required, e.g. --value 0.861"));
    const QString format = parser.value(QStringLiteral("format"));
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return fail(tr("--format: invalid value '%1': expected text or json").arg(format));
    const auto quantity = Ndcg::claimQuantityFromName(parser.value(QStringLiteral("quantity")));
    if (!quantity)
        return fail(tr("--quantity: invalid value '%1': expected ndcg, dcg or idcg")
                        .arg(parser.value(QStringLiteral("quantity"))));

    const auto ranking = readRanking(parser);
    if (!ranking)
        return fail(ranking.error().message);

    Ndcg::Result<Ndcg::Claim> claim
        = Ndcg::parseClaim(parser.value(QStringLiteral("value")), *quantity);
    if (claim && parser.isSet(QStringLiteral("tolerance"))) {
        bool ok = false;
        const double t = parser.value(QStringLiteral("tolerance")).toDouble(&ok);
        if (!ok)
            return fail(tr("--tolerance: invalid value '%1': expected a number >= 0")
                            .arg(parser.value(QStringLiteral("tolerance"))));
        claim = Ndcg::claimWithTolerance(claim->value, t, *quantity);
    }
    if (!claim)
        return fail(tr("--value: %1").arg(claim.error().message));

    const auto search = Ndcg::findConventions(*ranking, *claim);
    if (!search)
        return fail(search.error().message);

    if (format == QLatin1String("json")) {
        QJsonArray matches;
        for (const Ndcg::ClaimMatch &m : search->matches)
            matches.append(matchJson(m));
        QJsonObject root {{QStringLiteral("quantity"), Ndcg::claimQuantityName(claim->quantity)},
            {QStringLiteral("value"), claim->value},
            {QStringLiteral("tolerance"), claim->tolerance},
            {QStringLiteral("conventionsTried"), search->conventionsTried},
            {QStringLiteral("matches"), matches}, {QStringLiteral("summary"), search->summary}};
        if (search->nearest)
            root.insert(QStringLiteral("nearest"), matchJson(*search->nearest));
        out << QJsonDocument(root).toJson(QJsonDocument::Indented);
    } else {
        out << search->summary << '\n';
        for (const Ndcg::ClaimMatch &m : search->matches)
            out << "  " << Ndcg::readableNumber(m.value, 6) << "  " << m.description << '\n';
        if (search->matches.isEmpty() && search->nearest)
            out << "  " << tr("nearest: ") << Ndcg::readableNumber(search->nearest->value, 6)
                << "  " << search->nearest->description << '\n';
    }
    return search->matches.isEmpty() ? 1 : 0;
}

} // namespace Cli
