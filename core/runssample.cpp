#include "runssample.h"

#include "treceval.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <mutex>
#include <optional>

namespace Ndcg::Trec {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Ndcg::Trec", text);
}

std::mutex &sampleMutex()
{
    static std::mutex mutex;
    return mutex;
}

} // namespace

Settings trecSettings(const QString &measure)
{
    Settings s;
    s.gain = Gain::Linear;
    s.discount = Discount::Log;
    s.logBase = 2.0;
    s.idealSource = IdealSource::Pool;
    s.zeroIdcg = ZeroIdcg::Zero;
    s.negativeGrades = NegativeGrades::Zero;
    bool ok = false;
    const int k = measure.section(QLatin1Char('_'), -1).toInt(&ok);
    s.cutoff = ok && k > 0 && measure.contains(QLatin1Char('_')) ? k : 0;
    return s;
}

QStringList runsSampleFiles()
{
    return {
        QStringLiteral("sample.qrels"), QStringLiteral("bm25.run"), QStringLiteral("rerank.run")};
}

QStringList runsSampleMeasureSpecs()
{
    return {QStringLiteral("map"), QStringLiteral("recip_rank"), QStringLiteral("P.10"),
        QStringLiteral("ndcg"), QStringLiteral("ndcg_cut.10")};
}

QStringList runsSampleMeasures()
{
    return {QStringLiteral("map"), QStringLiteral("recip_rank"), QStringLiteral("P_10"),
        QStringLiteral("ndcg"), QStringLiteral("ndcg_cut_10")};
}

Result<QStringList> runsSamplePaths()
{
    const std::lock_guard lock(sampleMutex());
    // One folder for the process's life, removed at its end.
    static std::unique_ptr<QTemporaryDir> folder;
    static QStringList paths;
    if (!paths.isEmpty())
        return paths;
    if (!folder)
        folder = std::make_unique<QTemporaryDir>();
    QStringList copied;
    for (const QString &file : runsSampleFiles()) {
        const QString target = folder->filePath(file);
        if (!QFileInfo::exists(target)
            && (!folder->isValid() || !QFile::copy(QStringLiteral(":/runs/") + file, target)))
            return Error {tr("the runs sample could not be copied to %1").arg(folder->path())};
        QFile::setPermissions(target, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        copied << target;
    }
    paths = copied;
    return paths;
}

Result<std::shared_ptr<const Qrels>> runsSampleQrels()
{
    const auto paths = runsSamplePaths();
    if (!paths)
        return paths.error();
    const std::lock_guard lock(sampleMutex());
    static std::shared_ptr<const Qrels> qrels;
    if (!qrels) {
        auto loaded = Qrels::load(paths->at(0));
        if (!loaded)
            return loaded.error();
        qrels = std::make_shared<const Qrels>(std::move(loaded.value()));
    }
    return qrels;
}

QStringList runsSampleQueries()
{
    QStringList ids;
    const auto qrels = runsSampleQrels();
    if (!qrels)
        return ids;
    for (const QrelsQuery &q : (*qrels)->queries())
        ids << QString::fromUtf8(q.qid.data(), qsizetype(q.qid.size()));
    return ids;
}

Result<Scenario> runsSampleScenario(const QString &qid, const QString &measure)
{
    const auto paths = runsSamplePaths();
    if (!paths)
        return paths.error();
    const auto qrels = runsSampleQrels();
    if (!qrels)
        return qrels.error();
    if (!runsSampleQueries().contains(qid))
        return Error {tr("the runs sample has no query \"%1\" (its queries: %2)")
                          .arg(qid, runsSampleQueries().join(QStringLiteral(", ")))};
    Scenario scenario;
    for (const int side : {0, 1}) {
        auto ranking = rankingForQuery(**qrels, paths->at(side + 1), qid);
        if (!ranking)
            return ranking.error();
        if (side == 0)
            scenario.a = std::move(ranking.value());
        else
            scenario.b = std::move(ranking.value());
    }
    scenario.settings = trecSettings(measure);
    return scenario;
}

Result<RunComparison> runsSampleComparison()
{
    const auto paths = runsSamplePaths();
    if (!paths)
        return paths.error();
    const auto qrels = runsSampleQrels();
    if (!qrels)
        return qrels.error();
    const std::lock_guard lock(sampleMutex());
    static std::optional<RunComparison> comparison;
    if (!comparison) {
        CompareOptions options; // compare's defaults: t-test, Holm, α 0.05, 10,000, seed 1
        options.eval.measures = parseMeasures(runsSampleMeasureSpecs()).value();
        const QStringList runs = paths->mid(1);
        const auto names = runNames(runs);
        if (!names)
            return names.error();
        auto compared = compareRuns(**qrels, runs, *names, options);
        if (!compared)
            return compared.error();
        comparison = std::move(compared.value());
    }
    return *comparison;
}

} // namespace Ndcg::Trec
