// ndcg-cli conventions: one ranking's NDCG under each library's conventions, with the reason
// each number differs from the one above, and the ranking under each tie order when scores tie.

#include "clioptions.h"
#include "commands.h"
#include "conventions.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Cli {

namespace {
QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("Cli", text, disambiguation, n);
}

QString number(const std::optional<double> &v)
{
    return v ? QString::number(*v, 'f', 6) : QStringLiteral("—");
}

QJsonValue jsonNumber(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QJsonObject scoreJson(const Ndcg::OrderedScore &s)
{
    QJsonArray order;
    for (int i : s.permutation)
        order.append(i + 1);
    return {{QStringLiteral("order"), order}, {QStringLiteral("dcg"), s.dcg},
        {QStringLiteral("idcg"), s.idcg}, {QStringLiteral("ndcg"), jsonNumber(s.ndcg)}};
}
} // namespace

int runConventions(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.setApplicationDescription(
        tr("One ranking's NDCG under the conventions of trec_eval, scikit-learn, LightGBM, "
           "XGBoost, TF-Ranking, RankLib, ranx and Järvelin & Kekäläinen 2002."));
    parser.addHelpOption();
    parser.addOption({QStringLiteral("grades"), tr("The ranking's grades, e.g. 3,2,0,1,3."),
        QStringLiteral("list")});
    parser.addOption({QStringLiteral("scores"),
        tr("The system's scores, one per item, e.g. 0.9,0.8,0.8,0.5,0.1."),
        QStringLiteral("list")});
    parser.addOption({QStringLiteral("labels"),
        tr("Doc ids of the ranked items (trec_eval breaks ties by them)."),
        QStringLiteral("list")});
    parser.addOption(
        {QStringLiteral("pool"), tr("Grades of judged items the ranking did not return, e.g. 3,0."),
            QStringLiteral("list")});
    parser.addOption({QStringLiteral("k"), tr("The cutoff: a positive integer or all."),
        QStringLiteral("k"), QStringLiteral("all")});
    parser.addOption({QStringLiteral("format"), tr("text or json."), QStringLiteral("format"),
        QStringLiteral("text")});

    const auto fail = [&err](const QString &message) {
        err << "ndcg-cli conventions: " << message << Qt::endl;
        return badInput;
    };
    if (const auto done = parseCommandLine(parser, QStringLiteral("conventions"), args, out, err))
        return *done;
    if (!parser.isSet(QStringLiteral("grades")))
        return fail(tr("--grades is required, e.g. --grades 3,2,0,1,3"));
    const QString format = parser.value(QStringLiteral("format"));
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return fail(tr("--format: invalid value '%1': expected text or json").arg(format));

    const auto read = readRanking(parser, {true, true});
    if (!read)
        return fail(read.error().message);
    const Ndcg::Ranking &ranking = *read;
    int cutoff = 0;
    if (const QString k = parser.value(QStringLiteral("k")); k != QLatin1String("all")) {
        bool ok = false;
        cutoff = k.toInt(&ok);
        if (!ok || cutoff < 1)
            return fail(tr("-k: invalid value '%1': expected a positive integer or all").arg(k));
    }

    const auto table = Ndcg::compareConventions(ranking, cutoff);
    if (!table)
        return fail(table.error().message);
    // The tie orders under trec_eval's own conventions (linear gain, judged pool, same k).
    Ndcg::Settings trecSettings;
    trecSettings.gain = Ndcg::Gain::Linear;
    trecSettings.cutoff = cutoff;
    const auto ties = Ndcg::analyseTies(ranking, trecSettings);
    if (!ties)
        return fail(ties.error().message);

    if (format == QLatin1String("json")) {
        QJsonArray rows;
        for (const Ndcg::ConventionRow &r : table->rows) {
            const Ndcg::Convention &c = r.convention;
            const QJsonObject settings {
                {QStringLiteral("gain"), Ndcg::gainName(c.settings.gain)},
                {QStringLiteral("discount"), Ndcg::discountName(c.settings.discount)},
                {QStringLiteral("logBase"), c.settings.logBase},
                {QStringLiteral("k"),
                    c.settings.isAll() ? QJsonValue(QStringLiteral("all"))
                                       : QJsonValue(c.settings.cutoff)},
                {QStringLiteral("ideal"), Ndcg::idealSourceName(c.settings.idealSource)},
                {QStringLiteral("zeroIdcg"), Ndcg::zeroIdcgName(c.settings.zeroIdcg)},
                {QStringLiteral("negative"), Ndcg::negativeGradesName(c.settings.negativeGrades)},
                {QStringLiteral("ties"), Ndcg::tieOrderName(c.ties)},
            };
            rows.append(QJsonObject {{QStringLiteral("library"), c.library},
                {QStringLiteral("measure"), c.measure}, {QStringLiteral("computed"), r.computed},
                {QStringLiteral("ndcg"), jsonNumber(r.ndcg)}, {QStringLiteral("dcg"), r.dcg},
                {QStringLiteral("idcg"), r.idcg},
                {QStringLiteral("gainScaleLog2"), r.gainScaleLog2}, // dcg, idcg: units of 2^s
                {QStringLiteral("settings"), settings},
                {QStringLiteral("settingsText"), r.settingsText},
                {QStringLiteral("reason"), r.reason}, {QStringLiteral("note"), r.note},
                {QStringLiteral("source"), c.source}});
        }
        QJsonObject root {{QStringLiteral("k"),
                              cutoff > 0 ? QJsonValue(cutoff) : QJsonValue(QStringLiteral("all"))},
            {QStringLiteral("hasScores"), table->hasScores},
            {QStringLiteral("hasTies"), table->hasTies}, {QStringLiteral("rows"), rows}};
        if (ties->hasScores) {
            QJsonArray groups;
            for (const Ndcg::TieGroup &g : ties->groups)
                groups.append(QJsonObject {{QStringLiteral("first"), g.first + 1},
                    {QStringLiteral("count"), g.count}, {QStringLiteral("score"), g.score}});
            root.insert(QStringLiteral("ties"),
                QJsonObject {{QStringLiteral("conventions"),
                                 QStringLiteral("linear gain, judged pool, same k")},
                    {QStringLiteral("groups"), groups},
                    {QStringLiteral("best"), scoreJson(ties->best)},
                    {QStringLiteral("worst"), scoreJson(ties->worst)},
                    {QStringLiteral("averaged"), scoreJson(ties->averaged)},
                    {QStringLiteral("trecEval"), scoreJson(ties->trecEval)},
                    {QStringLiteral("scoreStable"), scoreJson(ties->scoreStable)}});
        }
        out << QJsonDocument(root).toJson(QJsonDocument::Indented);
        return 0;
    }

    out << tr("NDCG at k = %1 under each library's conventions")
               .arg(cutoff > 0 ? QString::number(cutoff) : tr("all"))
        << "\n\n";
    for (const Ndcg::ConventionRow &r : table->rows) {
        const Ndcg::Convention &c = r.convention;
        out << (c.library + QLatin1Char(' ') + c.measure).leftJustified(42) << ' ' << number(r.ndcg)
            << '\n';
        out << "    " << tr("settings: ") << r.settingsText << '\n';
        out << "    " << tr("why: ") << r.reason << '\n';
        if (!r.note.isEmpty() && r.note != r.reason)
            out << "    " << tr("note: ") << r.note << '\n';
        out << "    " << tr("source: ") << c.source << '\n';
    }
    if (ties->hasTies()) {
        out << '\n'
            << tr("Tied scores: %1, %2; NDCG with linear gain and the judged pool:")
                   .arg(tr("%n group(s)", nullptr, int(ties->groups.size())),
                       tr("%n item(s)", nullptr, ties->tiedItems()))
            << '\n';
        const std::pair<QString, const Ndcg::OrderedScore *> lines[] = {
            {tr("best order"), &ties->best},
            {tr("worst order"), &ties->worst},
            {tr("tie-averaged (scikit-learn)"), &ties->averaged},
            {tr("trec_eval order (docno descending)"), &ties->trecEval},
            {tr("ties as listed (stable sort)"), &ties->scoreStable},
        };
        for (const auto &[name, score] : lines)
            out << "    " << name.leftJustified(38) << number(score->ndcg) << '\n';
    }
    return 0;
}

} // namespace Cli
