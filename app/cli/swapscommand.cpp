// ndcg-cli swaps: the what-if swap matrix, ΔNDCG@k for exchanging positions i and j.

#include "clioptions.h"
#include "commands.h"
#include "swaps.h"

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
} // namespace

int runSwaps(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.setApplicationDescription(
        tr("The change in NDCG@k if positions i and j were swapped, for every pair (the "
           "weights LambdaRank trains on)."));
    parser.addHelpOption();
    parser.addOption({QStringLiteral("grades"), tr("The ranking's grades, e.g. 3,2,0,1,3."),
        QStringLiteral("list")});
    parser.addOption(
        {QStringLiteral("pool"), tr("Grades of judged items the ranking did not return, e.g. 3,0."),
            QStringLiteral("list")});
    addSettingsOptions(parser);
    parser.addOption({QStringLiteral("format"), tr("text or json."), QStringLiteral("format"),
        QStringLiteral("text")});

    const auto fail = [&err](const QString &message) {
        err << "ndcg-cli swaps: " << message << Qt::endl;
        return badInput;
    };
    if (const auto done = parseCommandLine(parser, QStringLiteral("swaps"), args, out, err))
        return *done;
    if (!parser.isSet(QStringLiteral("grades")))
        return fail(tr("--grades is required, e.g. --grades 3,2,0,1,3"));
    const QString format = parser.value(QStringLiteral("format"));
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return fail(tr("--format: invalid value '%1': expected text or json").arg(format));
    const auto ranking = readRanking(parser);
    if (!ranking)
        return fail(ranking.error().message);
    const auto settings = readSettings(parser);
    if (!settings)
        return fail(settings.error().message);

    const auto m = Ndcg::swapMatrix(*ranking, *settings);
    if (!m)
        return fail(m.error().message);
    const auto [bi, bj] = m->bestSwap();

    if (format == QLatin1String("json")) {
        QJsonArray ndcgRows, dcgRows;
        for (int i = 0; i < m->n; ++i) {
            QJsonArray ndcgRow, dcgRow;
            for (int j = 0; j < m->n; ++j) {
                ndcgRow.append(m->ndcgChange(i, j));
                dcgRow.append(m->dcgChange(i, j));
            }
            ndcgRows.append(ndcgRow);
            dcgRows.append(dcgRow);
        }
        QJsonObject root {{QStringLiteral("n"), m->n}, {QStringLiteral("k"), m->k},
            {QStringLiteral("dcg"), m->dcg}, {QStringLiteral("idcg"), m->idcg},
            {QStringLiteral("ndcg"), m->ndcg ? QJsonValue(*m->ndcg) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("gainScaleLog2"), m->gainScaleLog2},
            {QStringLiteral("deltaNdcg"), ndcgRows}, {QStringLiteral("deltaDcg"), dcgRows}};
        if (bi >= 0)
            root.insert(QStringLiteral("bestSwap"),
                QJsonObject {{QStringLiteral("i"), bi + 1}, {QStringLiteral("j"), bj + 1},
                    {QStringLiteral("deltaNdcg"), m->ndcgChange(bi, bj)}});
        out << QJsonDocument(root).toJson(QJsonDocument::Indented);
        return 0;
    }

    out << tr("ΔNDCG@%1 if positions i and j are swapped (NDCG@%1 = %2)")
               .arg(m->k)
               .arg(m->ndcg ? QString::number(*m->ndcg, 'f', 6) : QStringLiteral("—"))
        << "\n\n";
    out << QStringLiteral("i\\j").rightJustified(6);
    for (int j = 0; j < m->n; ++j)
        out << QString::number(j + 1).rightJustified(10);
    out << '\n';
    for (int i = 0; i < m->n; ++i) {
        out << QString::number(i + 1).rightJustified(6);
        for (int j = 0; j < m->n; ++j) {
            const QString cell
                = j <= i ? QStringLiteral("·") : QString::asprintf("%+.4f", m->ndcgChange(i, j));
            out << cell.rightJustified(10);
        }
        out << '\n';
    }
    out << '\n';
    if (bi >= 0)
        out << tr("best swap: positions %1 and %2, ΔNDCG = %3")
                   .arg(bi + 1)
                   .arg(bj + 1)
                   .arg(QString::asprintf("%+.6f", m->ndcgChange(bi, bj)))
            << '\n';
    else
        out << tr("no swap raises NDCG@%1").arg(m->k) << '\n';
    return 0;
}

} // namespace Cli
