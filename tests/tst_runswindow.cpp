// The "Evaluate runs" window (issue 13): RunsModel and RunsWindow against `ndcg-cli compare`
// run as a user runs it on the same files (the CLI binary, not the window's code), the
// scenario a click opens against the run and qrels files read here line by line, Cancel, and
// each bad input's message.
//
// The sample (resources/runs, tools/make-runs-sample.py): 40 topics, bm25.run and rerank.run.

#include "breakdown.h"
#include "document/rankingdocument.h"
#include "document/scenariodocument.h"
#include "mainwindow.h"
#include "runs/runsmeansmodel.h"
#include "runs/runsmodel.h"
#include "runs/runsquerymodel.h"
#include "runs/runswindow.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QFile>
#include <QFileInfo>
#include <QFont>
#include <QFrame>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QMap>
#include <QProcess>
#include <QPushButton>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <numeric>

Q_DECLARE_METATYPE(Ndcg::Scenario)

namespace {

struct Cli
{
    int status = -1;
    QByteArray out;
    QByteArray err;
};

Cli runCli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(NDCG_BIN_DIR "/ndcg-cli"), args);
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        p.readAllStandardError()};
}

// `ndcg-cli compare` with the window's measures and the given test and flags.
Cli compareCli(const RunsModel::Inputs &in, const QString &test, const QStringList &flags)
{
    QStringList args {QStringLiteral("compare"), in.qrels};
    args += in.runs;
    for (const QString &m : RunsModel::measureSpecs())
        args << QStringLiteral("-m") << m;
    args << QStringLiteral("--test") << test;
    return runCli(args + flags);
}

QJsonObject json(const Cli &r)
{
    return QJsonDocument::fromJson(r.out).object();
}

bool waitIdle(RunsModel *model)
{
    if (!model->isBusy())
        return true;
    QSignalSpy spy(model, &RunsModel::busyChanged);
    return spy.wait(120000) && !model->isBusy();
}

// A run file read here: per query, (docno, score) in file order.
QMap<QString, QList<std::pair<QString, double>>> readRun(const QString &path)
{
    QMap<QString, QList<std::pair<QString, double>>> run;
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    while (!f.atEnd()) {
        const QStringList fields
            = QString::fromUtf8(f.readLine()).simplified().split(QLatin1Char(' '));
        if (fields.size() == 6)
            run[fields[0]].append({fields[2], fields[4].toDouble()});
    }
    return run;
}

// qrels read here: query -> docno -> grade.
QMap<QString, QMap<QString, double>> readQrels(const QString &path)
{
    QMap<QString, QMap<QString, double>> qrels;
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    while (!f.atEnd()) {
        const QStringList fields
            = QString::fromUtf8(f.readLine()).simplified().split(QLatin1Char(' '));
        if (fields.size() == 4)
            qrels[fields[0]][fields[2]] = fields[3].toDouble();
    }
    return qrels;
}

// The ranking the two-ranking view should get for one query of a run: the run's documents by
// score (descending; the sample has no ties), graded from the qrels (0 when unjudged), then the
// judged documents it did not retrieve, in docno order.
Ndcg::Ranking expectedRanking(const QString &qrelsPath, const QString &runPath, const QString &qid)
{
    const auto qrels = readQrels(qrelsPath).value(qid);
    auto docs = readRun(runPath).value(qid);
    std::stable_sort(
        docs.begin(), docs.end(), [](const auto &x, const auto &y) { return x.second > y.second; });
    Ndcg::Ranking r;
    QStringList retrieved;
    for (const auto &[docno, score] : docs) {
        r.items.append(Ndcg::Item {qrels.value(docno, 0.0), docno, score});
        retrieved << docno;
    }
    for (auto it = qrels.begin(); it != qrels.end(); ++it) {
        if (!retrieved.contains(it.key()))
            r.unretrieved.append(Ndcg::Item {it.value(), it.key(), std::nullopt});
    }
    return r;
}

QString data(const QString &name)
{
    return QStringLiteral(NDCG_TEST_DATA_DIR "/compare/") + name;
}

// One query's value of a measure computed here from the files, as trec_eval defines it: the
// run's documents by score (descending; tests/data/compare has no ties), graded from the qrels
// (0 when unjudged). recip_rank: 1 / the rank of the first relevant (grade ≥ 1) document; P_10:
// relevant documents among the first 10, over 10; ndcg_cut_10: DCG@10 with gain = grade and
// discount 1 / log2(rank + 1), over the ideal DCG@10 of every judged grade.
double measureHere(const QString &measure, const QMap<QString, double> &grades,
    QList<std::pair<QString, double>> docs)
{
    std::stable_sort(
        docs.begin(), docs.end(), [](const auto &x, const auto &y) { return x.second > y.second; });
    QList<double> ranked;
    for (const auto &doc : docs)
        ranked << grades.value(doc.first, 0.0);
    if (measure == QLatin1String("recip_rank")) {
        for (qsizetype i = 0; i < ranked.size(); ++i) {
            if (ranked[i] >= 1)
                return 1.0 / double(i + 1);
        }
        return 0.0;
    }
    if (measure == QLatin1String("P_10")) {
        int relevant = 0;
        for (qsizetype i = 0; i < std::min<qsizetype>(10, ranked.size()); ++i)
            relevant += ranked[i] >= 1 ? 1 : 0;
        return relevant / 10.0;
    }
    const auto dcg = [](const QList<double> &g) {
        double sum = 0;
        for (qsizetype i = 0; i < std::min<qsizetype>(10, g.size()); ++i)
            sum += std::max(0.0, g[i]) / std::log2(double(i) + 2.0);
        return sum;
    };
    QList<double> ideal = grades.values();
    std::sort(ideal.begin(), ideal.end(), std::greater<>());
    const double idcg = dcg(ideal);
    return idcg > 0 ? dcg(ranked) / idcg : 0.0;
}

// The cells of `ndcg-cli compare` text output: the means table's row of `run` (the name, then
// each mean with its mark), and the per-query rows of `measure` (query -> the runs' values).
QStringList cliMeansRow(const QByteArray &out, const QString &run)
{
    for (const QByteArray &line : out.split('\n')) {
        const QStringList cells = QString::fromUtf8(line).simplified().split(QLatin1Char(' '));
        if (cells.value(0) == run)
            return cells;
    }
    return {};
}

QMap<QString, QStringList> cliPerQuery(const QByteArray &out, const QString &measure)
{
    QMap<QString, QStringList> rows;
    bool inside = false;
    for (const QByteArray &line : out.split('\n')) {
        const QString text = QString::fromUtf8(line).simplified();
        if (text.startsWith(QStringLiteral("Per query: "))) {
            inside = text == QStringLiteral("Per query: ") + measure;
            continue;
        }
        const QStringList cells = text.split(QLatin1Char(' '));
        if (inside && cells.size() > 1 && cells[0] != QLatin1String("query"))
            rows[cells[0]] = cells.mid(1);
    }
    return rows;
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

} // namespace

class TestRunsWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { qRegisterMetaType<Ndcg::Scenario>(); }

    // The model's numbers are the CLI's, for each test: means, differences, intervals, p-values,
    // Holm, counts and every per-query value (JSON prints 17 significant digits).
    void sampleEqualsCli_data()
    {
        QTest::addColumn<int>("test");
        QTest::addColumn<QString>("flag");
        QTest::newRow("randomization")
            << int(Ndcg::Trec::PairedTest::Randomization) << "randomization";
        QTest::newRow("t") << int(Ndcg::Trec::PairedTest::T) << "t";
        QTest::newRow("wilcoxon") << int(Ndcg::Trec::PairedTest::Wilcoxon) << "wilcoxon";
    }
    void sampleEqualsCli()
    {
        QFETCH(int, test);
        QFETCH(QString, flag);
        RunsModel model;
        QVERIFY(model.openSample());
        QVERIFY(waitIdle(&model));
        if (test != int(Ndcg::Trec::PairedTest::Randomization)) {
            QVERIFY(model.setTest(Ndcg::Trec::PairedTest(test)));
            QVERIFY(waitIdle(&model));
        }
        QVERIFY(model.comparison());
        const auto &c = *model.comparison();
        const Cli cli = compareCli(model.inputs(), flag, {"--format", "json", "-q"});
        QCOMPARE(cli.status, 0);
        const QJsonObject o = json(cli);
        QCOMPARE(o["queries"].toInt(), 40);
        QCOMPARE(int(c.queries.size()), 40);
        QCOMPARE(c.measures, o["measures"].toVariant().toStringList());
        for (const QJsonValue &v : o["results"].toArray()) {
            const QJsonObject e = v.toObject();
            const int m = int(c.measures.indexOf(e["measure"].toString()));
            const int r = e["run"].toString() == QLatin1String("bm25.run") ? 0 : 1;
            QVERIFY(m >= 0);
            QCOMPARE(c.means[r][m], e["mean"].toDouble());
            if (r == 0)
                continue;
            const Ndcg::Trec::Difference &d = c.differences[r][m];
            QCOMPARE(d.mean, e["difference"].toDouble());
            QCOMPARE(d.pValue, e["p"].toDouble());
            QCOMPARE(d.adjustedP, e["pAdjusted"].toDouble());
            QCOMPARE(d.interval.low, e["interval"].toArray()[0].toDouble());
            QCOMPARE(d.interval.high, e["interval"].toArray()[1].toDouble());
            QCOMPARE(d.significant, e["significant"].toBool());
            QCOMPARE(d.counts.wins, e["wins"].toInt());
            QCOMPARE(d.counts.ties, e["ties"].toInt());
            QCOMPARE(d.counts.losses, e["losses"].toInt());
        }
        for (const QJsonValue &v : o["perQuery"].toArray()) {
            const QJsonObject e = v.toObject();
            const int m = int(c.measures.indexOf(e["measure"].toString()));
            const int q = int(c.queries.indexOf(e["query"].toString()));
            QVERIFY(q >= 0);
            QCOMPARE(c.values[0][m][q], e["values"].toArray()[0].toDouble());
            QCOMPARE(c.values[1][m][q], e["values"].toArray()[1].toDouble());
        }
    }

    // The window shows the CLI's table: the text output's cells, marks included.
    void windowShowsCliTable()
    {
        RunsWindow window;
        // Nothing loaded: the charts have no title (it read " −  on , per query, sorted").
        for (auto kind :
            {RunsChart::Kind::Differences, RunsChart::Kind::Scatter, RunsChart::Kind::Distribution})
            QVERIFY2(
                window.chart(kind)->title().isEmpty(), qPrintable(window.chart(kind)->title()));
        QVERIFY(window.model()->openSample());
        QVERIFY(waitIdle(window.model()));
        QVERIFY(window.chart(RunsChart::Kind::Differences)
                    ->title()
                    .startsWith(QStringLiteral("rerank.run − bm25.run on ")));
        const Cli cli = compareCli(window.model()->inputs(), "randomization", {});
        QCOMPARE(cli.status, 0);
        // "rerank.run  0.3958†     0.8883   0.5625†  0.6785†      0.5912†" (line 5)
        const QStringList rerank
            = QString::fromUtf8(cli.out.split('\n').value(4)).simplified().split(' ');
        QCOMPARE(rerank.value(0), QStringLiteral("rerank.run"));
        // Each table is named for a screen reader.
        QCOMPARE(window.meansTable()->accessibleName(),
            QStringLiteral("Means of each run, with significance marks"));
        QCOMPARE(window.queryTable()->accessibleName(), QStringLiteral("Values of each query"));
        const QAbstractItemModel *t = window.meansTable()->model();
        QCOMPARE(t->rowCount(), 2);
        QCOMPARE(t->columnCount(), 6);
        for (int col = 1; col < 6; ++col)
            QCOMPARE(t->index(1, col).data().toString(), rerank.value(col));
        // The sentence: B higher on 27 of 40 on ndcg_cut_10, p < 0.001 (CLI: 4.0e-04), significant.
        QCOMPARE(window.model()->comparison()->measures.value(window.model()->measure()),
            QStringLiteral("ndcg_cut_10"));
        const QString sentence = window.sentence();
        QVERIFY2(sentence.contains("rerank.run is higher than bm25.run on 27 of 40 queries"),
            qPrintable(sentence));
        QVERIFY2(sentence.contains("p < 0.001"), qPrintable(sentence));
        QVERIFY2(sentence.contains("would be rare"), qPrintable(sentence));
        QVERIFY2(sentence.contains("significantly higher"), qPrintable(sentence));
        // recip_rank: CLI p = 0.3484, 9/25/6: not significant, said so.
        window.model()->setMeasure(
            int(window.model()->comparison()->measures.indexOf("recip_rank")));
        const QString other = window.sentence();
        QVERIFY2(other.contains("on 9 of 40 queries (lower on 6, equal on 25)"), qPrintable(other));
        QVERIFY2(other.contains("p = 0.348"), qPrintable(other));
        QVERIFY2(other.contains("not significant"), qPrintable(other));
        QCOMPARE(window.chart(RunsChart::Kind::Scatter)->data().a.size(), std::size_t(40));
        const QAbstractItemModel *queries = window.queryTable()->model();
        QCOMPARE(queries->rowCount(), 40);
        // Per-query values with 4 decimals, as `ndcg-cli compare -q -m recip_rank` prints them
        // for 408: bm25.run 0.0588, rerank.run 1.0000.
        const auto rows = queries->match(
            queries->index(0, 0), Qt::DisplayRole, QStringLiteral("408"), -1, Qt::MatchExactly);
        QCOMPARE(rows.size(), 1);
        QCOMPARE(queries->index(rows[0].row(), 1).data().toString(), QStringLiteral("0.0588"));
        QCOMPARE(queries->index(rows[0].row(), 2).data().toString(), QStringLiteral("1.0000"));
    }

    // The item models over the comparison of tests/data/compare (3 runs, 12 queries): every
    // cell of the per-query table is the value computed here from the files, written with 4
    // decimals, and the one `ndcg-cli compare -q` prints; every mean is the mean of those
    // values, and its cell the CLI's, significance mark included. Sort roles hold the exact
    // values.
    void tablesShowTheNumbersOfTheFiles_data()
    {
        QTest::addColumn<QString>("measure");
        QTest::addColumn<int>("run");
        QTest::newRow("reciprocal rank, rm3 against bm25") << "recip_rank" << 1;
        QTest::newRow("reciprocal rank, dense against bm25") << "recip_rank" << 2;
        QTest::newRow("precision at 10, rm3 against bm25") << "P_10" << 1;
        QTest::newRow("NDCG at 10, dense against bm25") << "ndcg_cut_10" << 2;
    }
    void tablesShowTheNumbersOfTheFiles()
    {
        QFETCH(QString, measure);
        QFETCH(int, run);
        RunsWindow window;
        QAbstractItemModelTester meansTester(
            window.meansModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester queryTester(
            window.queryModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester sortedTester(
            window.queryTable()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        RunsModel *model = window.model();
        const QStringList runs {data("bm25.run"), data("rm3.run"), data("dense.run")};
        QVERIFY(model->load({data("qrels.txt"), runs}));
        QVERIFY(waitIdle(model));
        QVERIFY(model->comparison());
        const int m = int(model->comparison()->measures.indexOf(measure));
        QVERIFY(m >= 0);
        QSignalSpy reset(window.queryModel(), &QAbstractItemModel::modelReset);
        model->setMeasure(m);
        model->setComparedRun(run);
        QVERIFY(reset.count() >= 1);

        const Cli cli = compareCli(model->inputs(), "randomization", {"-q"});
        QCOMPARE(cli.status, 0);
        const auto qrels = readQrels(data("qrels.txt"));
        const QLocale locale;
        const auto text = [&](double v) { return locale.toString(v, 'f', 4); };

        // The per-query table, in the view's order and in the model's.
        const QMap<QString, QStringList> cliRows = cliPerQuery(cli.out, measure);
        const RunsQueryModel *queries = window.queryModel();
        QCOMPARE(queries->rowCount(), 12);
        QCOMPARE(queries->headerData(RunsQueryModel::ValueB, Qt::Horizontal).toString(),
            QFileInfo(runs[run]).fileName() + QStringLiteral(" (B)"));
        std::vector<std::vector<double>> here(3);
        for (int row = 0; row < queries->rowCount(); ++row) {
            const QString qid = queries->index(row, RunsQueryModel::Query).data().toString();
            for (int r = 0; r < 3; ++r)
                here[std::size_t(r)].push_back(
                    measureHere(measure, qrels.value(qid), readRun(runs[r]).value(qid)));
            const double a = here[0].back();
            const double b = here[std::size_t(run)].back();
            const auto cell
                = [&](int column) { return queries->index(row, column).data().toString(); };
            QCOMPARE(cell(RunsQueryModel::ValueA), text(a));
            QCOMPARE(cell(RunsQueryModel::ValueB), text(b));
            QCOMPARE(cell(RunsQueryModel::ValueA), cliRows.value(qid).value(0));
            QCOMPARE(cell(RunsQueryModel::ValueB), cliRows.value(qid).value(run));
            // B − A: "0.0000" where they are equal, never "-0.0000".
            const double d = b - a;
            QCOMPARE(cell(RunsQueryModel::Difference),
                std::abs(d) < 1e-12 ? QStringLiteral("0.0000") : text(d));
            QVERIFY(std::abs(queries->index(row, RunsQueryModel::ValueB)
                                 .data(RunsQueryModel::SortRole)
                                 .toDouble()
                        - b)
                < 1e-12);
            QCOMPARE(queries->index(row, RunsQueryModel::Difference)
                         .data(RunsQueryModel::QueryRole)
                         .toInt(),
                row);
        }

        // The means table: the mean of the values computed here, and the CLI's cell.
        const RunsMeansModel *means = window.meansModel();
        QCOMPARE(means->rowCount(), 3);
        QCOMPARE(means->index(0, 0).data().toString(), QStringLiteral("bm25.run (baseline)"));
        for (int r = 0; r < 3; ++r) {
            const double mean
                = std::accumulate(here[std::size_t(r)].begin(), here[std::size_t(r)].end(), 0.0)
                / double(here[std::size_t(r)].size());
            const QModelIndex cell = means->index(r, m + 1);
            QVERIFY(std::abs(cell.data(RunsMeansModel::SortRole).toDouble() - mean) < 1e-12);
            const QString shown = cell.data().toString();
            QVERIFY2(shown.startsWith(text(mean)), qPrintable(shown));
            const QStringList cliRow = cliMeansRow(cli.out, QFileInfo(runs[r]).fileName());
            QCOMPARE(shown, cliRow.value(m + 1));
            // The mark is the core's: after the number, only where the comparison says so.
            const auto &d = model->comparison()->differences[std::size_t(r)][std::size_t(m)];
            const QString mark = shown.mid(text(mean).size());
            QCOMPARE(mark,
                r == 0 || !d.significant ? QString()
                    : d.direction > 0    ? QStringLiteral("†")
                                         : QStringLiteral("‡"));
        }
        // The run and measure shown are bold, and only they.
        QVERIFY(means->index(run, m + 1).data(Qt::FontRole).value<QFont>().bold());
        QVERIFY(means->index(run, 0).data(Qt::FontRole).value<QFont>().bold());
        QVERIFY(!means->index(0, m + 1).data(Qt::FontRole).isValid());
    }

    // Enter on a row of the query table opens that query, as a click does: here the third row
    // of the table sorted by B − A, from the largest.
    void enterOnAQueryRowOpensIt()
    {
        RunsWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.model()->openSample());
        QVERIFY(waitIdle(window.model()));
        const RunsModel::Inputs in = window.model()->inputs();
        window.tabs()->setCurrentWidget(window.queryTable());
        QTableView *t = window.queryTable();
        t->sortByColumn(RunsQueryModel::Difference, Qt::DescendingOrder);
        t->setFocus();
        QTRY_VERIFY(t->hasFocus());
        QSignalSpy opened(&window, &RunsWindow::queryOpened);
        // To the first row, then two down: the keyboard alone.
        QTest::keyClick(t, Qt::Key_Home, Qt::ControlModifier);
        QTest::keyClick(t, Qt::Key_Down);
        QTest::keyClick(t, Qt::Key_Down);
        QCOMPARE(t->currentIndex().row(), 2);
        QCOMPARE(opened.count(), 0);
        QTest::keyClick(t, Qt::Key_Return);
        QCOMPARE(opened.count(), 1);
        // The third largest B − A, from the values of the comparison.
        const auto &c = *window.model()->comparison();
        const int m = window.model()->measure();
        std::vector<std::pair<double, int>> gains;
        for (int q = 0; q < int(c.queries.size()); ++q)
            gains.emplace_back(c.values[1][std::size_t(m)][std::size_t(q)]
                    - c.values[0][std::size_t(m)][std::size_t(q)],
                q);
        std::stable_sort(gains.begin(), gains.end(),
            [](const auto &x, const auto &y) { return x.first > y.first; });
        const QString qid = t->model()->index(2, RunsQueryModel::Query).data().toString();
        QVERIFY(std::abs(t->model()
                             ->index(2, RunsQueryModel::Difference)
                             .data(RunsQueryModel::SortRole)
                             .toDouble()
                    - gains[2].first)
            < 1e-12);
        const auto scenario = opened.at(0).at(0).value<Ndcg::Scenario>();
        QCOMPARE(scenario.a, expectedRanking(in.qrels, in.runs[0], qid));
        QCOMPARE(*scenario.b, expectedRanking(in.qrels, in.runs[1], qid));
        QVERIFY(opened.at(0).at(1).toString().contains(qid));
        // The keypad's Enter too, on another row.
        QTest::keyClick(t, Qt::Key_Down);
        QTest::keyClick(t, Qt::Key_Enter);
        QCOMPARE(opened.count(), 2);
        const QString next = t->model()->index(3, RunsQueryModel::Query).data().toString();
        QCOMPARE(opened.at(1).at(0).value<Ndcg::Scenario>().a,
            expectedRanking(in.qrels, in.runs[0], next));
    }

    // Sizes follow the window's font (the interface scale is the application's font): a font
    // twice as large gives a sentence 1.15 times the window's text, taller rows and larger
    // charts, with no zoom of the window's own.
    void sizesFollowTheWindowFont()
    {
        RunsWindow window;
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.model()->openSample());
        QVERIFY(waitIdle(window.model()));
        const auto *sentence = window.findChild<QLabel *>(QStringLiteral("sentence"));
        QVERIFY(sentence);
        RunsChart *chart = window.chart(RunsChart::Kind::Scatter);
        const int chartBefore = chart->minimumHeight();
        const int rowBefore = window.queryTable()->verticalHeader()->defaultSectionSize();
        const int meansBefore = window.meansTable()->height();
        QFont big = window.font();
        big.setPointSizeF(big.pointSizeF() * 2);
        window.setFont(big);
        QCOMPARE(sentence->font().pointSizeF(), big.pointSizeF() * 1.15);
        QVERIFY(chart->minimumHeight() > chartBefore * 1.6);
        QVERIFY(window.queryTable()->verticalHeader()->defaultSectionSize() > rowBefore * 1.6);
        QTRY_VERIFY(window.meansTable()->height() > meansBefore * 1.5);
    }

    // A click on a bar, a point or a table row opens that query: A the baseline's ranking, B the
    // other run's, graded from the qrels, with the judged documents they did not retrieve.
    void clickOpensBothRankings()
    {
        RunsWindow window;
        window.resize(1100, 760);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.model()->openSample());
        QVERIFY(waitIdle(window.model()));
        const RunsModel::Inputs in = window.model()->inputs();
        const auto &c = *window.model()->comparison();
        const int m = window.model()->measure();
        // The query where rerank gains most on ndcg_cut_10, from the CLI's per-query values.
        const QJsonObject o = json(compareCli(in, "randomization", {"--format", "json", "-q"}));
        QString best;
        double bestGain = -2;
        for (const QJsonValue &v : o["perQuery"].toArray()) {
            const QJsonObject e = v.toObject();
            if (e["measure"].toString() != QLatin1String("ndcg_cut_10"))
                continue;
            const double gain
                = e["values"].toArray()[1].toDouble() - e["values"].toArray()[0].toDouble();
            if (gain > bestGain) {
                bestGain = gain;
                best = e["query"].toString();
            }
        }
        const int q = int(c.queries.indexOf(best));
        QVERIFY(q >= 0);

        QSignalSpy opened(&window, &RunsWindow::queryOpened);
        RunsChart *bars = window.chart(RunsChart::Kind::Differences);
        window.tabs()->setCurrentWidget(bars);
        // The first (leftmost) bar is the largest gain.
        QCOMPARE(bars->queryAt(bars->pointOf(q)), q);
        QTest::mouseClick(bars, Qt::LeftButton, {}, (bars->pointOf(q) + QPointF(0, -2)).toPoint());
        QCOMPARE(opened.count(), 1);
        const auto scenario = opened.at(0).at(0).value<Ndcg::Scenario>();
        QVERIFY(scenario.b.has_value());
        QCOMPARE(scenario.a, expectedRanking(in.qrels, in.runs[0], best));
        QCOMPARE(*scenario.b, expectedRanking(in.qrels, in.runs[1], best));
        QCOMPARE(scenario.settings.cutoff, 10);
        QCOMPARE(scenario.settings.gain, Ndcg::Gain::Linear);
        // The workbench's NDCG@10 of each side is the comparison's (trec_eval's ndcg_cut_10).
        const auto a = Ndcg::explain(scenario.a, scenario.settings);
        const auto b = Ndcg::explain(*scenario.b, scenario.settings);
        QVERIFY(a && b);
        QVERIFY(std::abs(*a->ndcg - c.values[0][m][q]) < 1e-12);
        QVERIFY(std::abs(*b->ndcg - c.values[1][m][q]) < 1e-12);
        QVERIFY(opened.at(0).at(1).toString().contains(best));

        // A point of the scatter, and a row of the query table, open the same way.
        RunsChart *scatter = window.chart(RunsChart::Kind::Scatter);
        window.tabs()->setCurrentWidget(scatter);
        const int other = c.queries.indexOf(QStringLiteral("401"));
        const int hit = scatter->queryAt(scatter->pointOf(other));
        QVERIFY(hit >= 0); // 401, or a query drawn on the same spot
        QTest::mouseClick(scatter, Qt::LeftButton, {}, scatter->pointOf(other).toPoint());
        QCOMPARE(opened.count(), 2);
        QCOMPARE(opened.at(1).at(0).value<Ndcg::Scenario>().a,
            expectedRanking(in.qrels, in.runs[0], c.queries[hit]));
        window.tabs()->setCurrentWidget(window.queryTable());
        QTableView *t = window.queryTable();
        const QRect cell = t->visualRect(t->model()->index(3, 0));
        QTest::mouseClick(t->viewport(), Qt::LeftButton, {}, cell.center());
        QCOMPARE(opened.count(), 3);
        const QString qid = t->model()->index(3, 0).data().toString();
        QCOMPARE(*opened.at(2).at(0).value<Ndcg::Scenario>().b,
            expectedRanking(in.qrels, in.runs[1], qid));
    }

    // Large runs are read on a thread when a query opens (here: any size), with the same result;
    // a second click while one is read is ignored.
    void largeRunsOpenQueriesOnAThread()
    {
        const qint64 before = RunsWindow::asyncQueryBytes();
        RunsWindow::asyncQueryBytes() = 0;
        RunsWindow window;
        QVERIFY(window.model()->openSample());
        QVERIFY(waitIdle(window.model()));
        const RunsModel::Inputs in = window.model()->inputs();
        const QString qid = window.model()->comparison()->queries[7];
        QSignalSpy opened(&window, &RunsWindow::queryOpened);
        window.openQuery(7);
        QVERIFY(window.model()->isReadingQuery());
        QVERIFY(!window.model()->requestQuery(8));
        QVERIFY(opened.wait(60000));
        QCOMPARE(opened.count(), 1);
        QVERIFY(!window.model()->isReadingQuery());
        const auto scenario = opened.at(0).at(0).value<Ndcg::Scenario>();
        QCOMPARE(scenario.a, expectedRanking(in.qrels, in.runs[0], qid));
        QCOMPARE(*scenario.b, expectedRanking(in.qrels, in.runs[1], qid));
        RunsWindow::asyncQueryBytes() = before;
    }

    // The hook: Compare → Evaluate runs… opens the window; a query opens in the main window's
    // two-ranking view.
    void mainWindowOpensQuery()
    {
        MainWindow main;
        QAction *action = main.editActions().evaluateRuns;
        QVERIFY(action);
        action->trigger();
        auto *runs = main.findChild<RunsWindow *>();
        QVERIFY(runs && runs->isVisible());
        QVERIFY(runs->model()->openSample());
        QVERIFY(waitIdle(runs->model()));
        const RunsModel::Inputs in = runs->model()->inputs();
        const QString qid = runs->model()->comparison()->queries[5];
        runs->openQuery(5);
        QVERIFY(main.document()->isComparison());
        QCOMPARE(main.document()->a()->ranking(), expectedRanking(in.qrels, in.runs[0], qid));
        QCOMPARE(main.document()->b()->ranking(), expectedRanking(in.qrels, in.runs[1], qid));
        QVERIFY(main.windowTitle().contains(qid));
        runs->close();
    }

    // Cancel while a large run is read: the window is usable at once and nothing of the run is
    // loaded; the inputs, options and numbers are those of before.
    void cancelLeavesNothingHalfLoaded()
    {
        RunsWindow window;
        RunsModel *model = window.model();
        QVERIFY(model->openSample());
        QVERIFY(waitIdle(model));
        const RunsModel::Inputs before = model->inputs();
        const auto meansBefore = model->comparison()->means;
        const QString sentenceBefore = window.sentence();

        // A run of about 9 MB (three chunks of 4 MB): 6,000 documents for each of the 40 topics.
        QTemporaryDir dir;
        const QString big = dir.filePath(QStringLiteral("big.run"));
        {
            QFile f(big);
            QVERIFY(f.open(QIODevice::WriteOnly));
            for (int t = 401; t <= 440; ++t) {
                for (int i = 0; i < 6000; ++i)
                    f.write(QStringLiteral("%1 Q0 doc-%2 %3 %4 big\n")
                                .arg(t)
                                .arg(i)
                                .arg(i + 1)
                                .arg(1000.0 - i * 0.01)
                                .toUtf8());
            }
        }
        QSemaphore reached;
        QSemaphore go;
        std::atomic<int> chunks {0};
        std::atomic<bool> partWay {false};
        RunsModel::setChunkHookForTesting([&](qint64 done, qint64 total) {
            if (chunks++ == 0) {
                partWay = done > 0 && done < total;
                reached.release();
                go.acquire();
            }
        });
        QVERIFY(model->addRuns({big}));
        QVERIFY(model->isBusy());
        QVERIFY(reached.tryAcquire(1, 60000)); // the first chunk is read
        QVERIFY(partWay);
        QTRY_VERIFY(model->progress() > 0.0 && model->progress() < 1.0);
        QVERIFY(model->progressText().contains(QStringLiteral("big.run")));
        window.findChild<QPushButton *>(QStringLiteral("cancel"))->click();
        QVERIFY(!model->isBusy());
        go.release();
        QCOMPARE(model->inputs(), before);
        QCOMPARE(model->comparison()->means, meansBefore);
        QCOMPARE(window.sentence(), sentenceBefore);
        QCOMPARE(window.meansTable()->model()->rowCount(), 2);
        // Usable at once: another request runs, and the cancelled reader never finishes one.
        QVERIFY(model->setTest(Ndcg::Trec::PairedTest::T));
        QVERIFY(waitIdle(model));
        QCOMPARE(model->inputs(), before);
        QCOMPARE(model->options().test, Ndcg::Trec::PairedTest::T);
        QCOMPARE(chunks.load(), 1); // the cancelled reader stopped before its second chunk
        RunsModel::setChunkHookForTesting({});
    }

    // Runs whose query sets differ: the window says which queries, and the user's choice
    // (leave out, or count as 0 as -c) gives the CLI's numbers either way.
    void differentQuerySets()
    {
        RunsWindow window;
        RunsModel *model = window.model();
        QVERIFY(model->openSample());
        QVERIFY(waitIdle(model));
        QTemporaryDir dir;
        const QString partial = dir.filePath(QStringLiteral("partial.run"));
        {
            QFile in(model->inputs().runs[1]);
            QVERIFY(in.open(QIODevice::ReadOnly));
            QByteArray out;
            for (const QByteArray &line : in.readAll().split('\n')) {
                if (!line.isEmpty() && !line.startsWith("405 ") && !line.startsWith("417 "))
                    out += line + '\n';
            }
            writeFile(partial, out);
        }
        const RunsModel::Inputs in {model->inputs().qrels, {model->inputs().runs[0], partial}};
        QVERIFY(model->load(in));
        QVERIFY(waitIdle(model));
        QCOMPARE(model->inputs(), in);
        QVERIFY(model->queriesDiffer());
        QCOMPARE(model->comparison()->queries.size(), 38);
        auto *box = window.findChild<QFrame *>(QStringLiteral("missingQueries"));
        QVERIFY(box && !box->isHidden());
        const QString text = box->findChild<QLabel *>()->text();
        QVERIFY2(text.contains("partial.run lacks 2 judged queries") && text.contains("405, 417"),
            qPrintable(text));
        const QJsonObject leftOut = json(compareCli(in, "randomization", {"--format", "json"}));
        QCOMPARE(model->comparison()->means[1][4],
            leftOut["results"].toArray()[9].toObject()["mean"].toDouble());

        QVERIFY(model->setMissingQueries(RunsModel::MissingQueries::CountAsZero));
        QVERIFY(waitIdle(model));
        QCOMPARE(model->comparison()->queries.size(), 40);
        const QJsonObject zero = json(compareCli(in, "randomization", {"--format", "json", "-c"}));
        QCOMPARE(zero["queries"].toInt(), 40);
        for (int m = 0; m < 5; ++m) {
            for (int r = 0; r < 2; ++r) {
                QCOMPARE(model->comparison()->means[r][m],
                    zero["results"].toArray()[m * 2 + r].toObject()["mean"].toDouble());
            }
        }
        // A query the run lacks opens with an empty ranking B (its judged documents unretrieved).
        const int q = model->comparison()->queries.indexOf(QStringLiteral("405"));
        const auto s = model->scenarioForQuery(q);
        QVERIFY(s && s->b && s->b->items.isEmpty() && !s->b->unretrieved.isEmpty());
    }

    // Each bad input: a message saying what and where; the window keeps what it had.
    void badInputs()
    {
        RunsWindow window;
        RunsModel *model = window.model();
        QVERIFY(model->openSample());
        QVERIFY(waitIdle(model));
        const RunsModel::Inputs before = model->inputs();
        const auto means = model->comparison()->means;
        QSignalSpy failed(model, &RunsModel::failed);
        QTemporaryDir dir;
        const auto unchanged = [&] {
            QCOMPARE(model->inputs(), before);
            QCOMPARE(model->comparison()->means, means);
            QCOMPARE(window.meansTable()->model()->rowCount(), 2);
        };

        // The same run twice: refused at once (runNames' message, as the CLI's).
        QVERIFY(!model->addRuns({before.runs[0]}));
        QCOMPARE(failed.count(), 1);
        QVERIFY2(window.message().contains("is given twice"), qPrintable(window.message()));
        unchanged();

        // Not a TREC file: FILE:LINE as the CLI gives it.
        const QString notTrec = dir.filePath(QStringLiteral("notes.txt"));
        writeFile(notTrec, "401 Q0 FT91-1 1 2.5 tag\nthis is not a run\n");
        QVERIFY(model->addRuns({notTrec}));
        QVERIFY(waitIdle(model));
        QCOMPARE(failed.count(), 2);
        const Cli cli = runCli({"compare", before.qrels, before.runs[0], notTrec});
        QCOMPARE(cli.status, 2);
        const QString cliLine = QString::fromUtf8(cli.err).trimmed();
        QVERIFY2(cliLine.startsWith(notTrec + ":2: "), qPrintable(cliLine));
        QVERIFY2(window.message().startsWith(cliLine + "\n"), qPrintable(window.message()));
        unchanged();

        // A run without any query of the qrels.
        const QString foreign = dir.filePath(QStringLiteral("foreign.run"));
        writeFile(foreign, "9001 Q0 FT91-1 1 2.5 tag\n9002 Q0 FT91-2 1 2.5 tag\n");
        QVERIFY(model->addRuns({foreign}));
        QVERIFY(waitIdle(model));
        QCOMPARE(failed.count(), 3);
        const Cli cli2 = runCli({"compare", before.qrels, before.runs[0], foreign});
        QCOMPARE(cli2.status, 2);
        QVERIFY2(window.message().startsWith(QString::fromUtf8(cli2.err).trimmed()),
            qPrintable(window.message() + " / " + cli2.err));
        QVERIFY(window.message().contains("no query of the run has judgments in"));
        unchanged();

        // A qrels file that is not one.
        const QString badQrels = dir.filePath(QStringLiteral("bad.qrels"));
        writeFile(badQrels, "401 0 FT91-1 1\n401 0 FT91-2\n");
        QVERIFY(model->setQrels(badQrels));
        QVERIFY(waitIdle(model));
        QCOMPARE(failed.count(), 4);
        QVERIFY2(window.message().startsWith(badQrels + ":2:"), qPrintable(window.message()));
        unchanged();

        // A file that is gone.
        QVERIFY(model->addRuns({dir.filePath(QStringLiteral("gone.run"))}));
        QVERIFY(waitIdle(model));
        QCOMPARE(failed.count(), 5);
        QVERIFY2(window.message().contains("gone.run"), qPrintable(window.message()));
        unchanged();

        // Two bad runs, read side by side: the first in the runs' order is named, as by the CLI.
        const QString badScore = dir.filePath(QStringLiteral("badscore.run"));
        writeFile(badScore, "401 Q0 FT91-1 1 2.5 tag\n401 Q0 FT91-2 2 high tag\n");
        QVERIFY(model->load({before.qrels, {badScore, notTrec}}, model->options()));
        QVERIFY(waitIdle(model));
        QCOMPARE(failed.count(), 6);
        const Cli cli3 = runCli({"compare", before.qrels, badScore, notTrec});
        QCOMPARE(cli3.status, 2);
        const QString cliLine3 = QString::fromUtf8(cli3.err).trimmed();
        QVERIFY2(cliLine3.startsWith(badScore + ":2: "), qPrintable(cliLine3));
        QVERIFY2(window.message().startsWith(cliLine3 + "\n"), qPrintable(window.message()));
        unchanged();
    }

    // Files dropped on the window: the qrels told from the runs by their lines; the set is
    // remembered among the recent ones.
    void openFilesAndRecent()
    {
        RunsWindow window;
        RunsModel *model = window.model();
        QVERIFY(model->openSample());
        QVERIFY(waitIdle(model));
        QTemporaryDir dir;
        QStringList copies;
        for (const QString &path :
            QStringList {model->inputs().runs[1], model->inputs().qrels, model->inputs().runs[0]}) {
            copies << dir.filePath(QFileInfo(path).fileName());
            QVERIFY(QFile::copy(path, copies.back()));
        }
        RunsWindow other;
        QVERIFY(other.openFiles(copies));
        QVERIFY(waitIdle(other.model()));
        QCOMPARE(other.model()->inputs().qrels, copies[1]);
        QCOMPARE(other.model()->inputs().runs, (QStringList {copies[0], copies[2]}));
        QVERIFY(other.model()->comparison());
        QCOMPARE(RunsModel::recentSets().value(0), other.model()->inputs());
    }

    // One query of one qrels file, two runs that differ by a hair: the headline says "1 query"
    // (not "1 queries"); a mean difference of −0.000099 (average precision 1/101 against 1/100)
    // shows at its size as the window writes numbers, never as "-0.000", in the sentence and
    // its interval (one query: both bounds −0.000099); and a later load that succeeds takes away
    // the banner of one that failed.
    void oneQueryNoNegativeZeroAndTheBannerClears()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString qrels = dir.filePath(QStringLiteral("one.qrels"));
        writeFile(qrels, "q1 0 rel 1\n");
        // The relevant document at rank 100 (A) and 101 (B), behind unjudged ones.
        const auto run = [](int rank, const char *tag) {
            QByteArray text;
            for (int position = 1; position <= 110; ++position) {
                const QByteArray doc
                    = position == rank ? QByteArray("rel") : "other" + QByteArray::number(position);
                text += "q1 Q0 " + doc + ' ' + QByteArray::number(position) + ' '
                    + QByteArray::number(1000 - position) + ' ' + tag + '\n';
            }
            return text;
        };
        const QString a = dir.filePath(QStringLiteral("a.run"));
        const QString b = dir.filePath(QStringLiteral("b.run"));
        writeFile(a, run(100, "a"));
        writeFile(b, run(101, "b"));

        RunsWindow window;
        RunsModel *model = window.model();
        // First a load that fails: a banner.
        QVERIFY(model->load({qrels, {a, dir.filePath(QStringLiteral("missing.run"))}}));
        QVERIFY(waitIdle(model));
        QVERIFY(!window.message().isEmpty());
        // Then one that succeeds: the banner goes.
        QVERIFY(model->load({qrels, {a, b}}));
        QVERIFY(waitIdle(model));
        QVERIFY(model->comparison());
        QVERIFY2(window.message().isEmpty(), qPrintable(window.message()));
        QVERIFY(window.findChild<QFrame *>(QStringLiteral("messageBar"))->isHidden());

        const auto *headline = window.findChild<QLabel *>(QStringLiteral("headline"));
        QVERIFY(headline);
        QCOMPARE(headline->text(), QStringLiteral("2 runs compared on 1 query of one.qrels."));

        const int map = int(model->comparison()->measures.indexOf(QStringLiteral("map")));
        QVERIFY(map >= 0);
        const Ndcg::Trec::Difference &d = model->comparison()->differences[1][std::size_t(map)];
        QVERIFY(std::abs(d.mean - (1.0 / 101 - 1.0 / 100)) <= 1e-12); // −0.000099 (to 12 decimals)
        model->setMeasure(map);
        // Written as the window writes every number (DisplayFormat): 1/101 − 1/100 =
        // −0.0000990099… at its size, not rounded to a zero with a sign.
        QVERIFY2(window.sentence().contains(
                     QStringLiteral("The mean difference is -9.901×10⁻⁵ (95% interval -9.901×10⁻⁵ "
                                    "to -9.901×10⁻⁵).")),
            qPrintable(window.sentence()));
        QVERIFY(!window.sentence().contains(QStringLiteral("-0.000")));
    }

    // Exports: each chart as PNG, SVG and PDF; the table is the CLI's output in that format.
    void exports()
    {
        RunsWindow window;
        QVERIFY(window.model()->openSample());
        QVERIFY(waitIdle(window.model()));
        QTemporaryDir dir;
        for (const auto kind : {RunsChart::Kind::Differences, RunsChart::Kind::Scatter,
                 RunsChart::Kind::Distribution}) {
            for (const QString suffix : {"png", "svg", "pdf"}) {
                const QString path
                    = dir.filePath(QStringLiteral("chart%1.%2").arg(int(kind)).arg(suffix));
                QVERIFY(window.exportChart(kind, path));
                QFile f(path);
                QVERIFY(f.open(QIODevice::ReadOnly));
                const QByteArray head = f.read(64);
                QVERIFY2(suffix == "png"  ? head.startsWith("\x89PNG")
                        : suffix == "pdf" ? head.startsWith("%PDF")
                                          : head.contains("<?xml"),
                    qPrintable(path));
            }
        }
        const RunsModel::Inputs in = window.model()->inputs();
        for (const auto &[format, name] :
            {std::pair {Ndcg::Format::Csv, "csv"}, std::pair {Ndcg::Format::Markdown, "markdown"},
                std::pair {Ndcg::Format::Latex, "latex"}}) {
            const QString path = dir.filePath(QStringLiteral("table.") + name);
            QVERIFY(window.exportTable(format, path));
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const Cli cli = compareCli(in, "randomization", {"--format", name});
            QCOMPARE(cli.status, 0);
            QCOMPARE(f.readAll(), cli.out);
        }
    }
};

QTEST_MAIN(TestRunsWindow)
#include "tst_runswindow.moc"
