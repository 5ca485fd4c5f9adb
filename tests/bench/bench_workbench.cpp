// "One grade edited -> model, charts, formula and card updated", offscreen, at 100, 1,000 and
// 10,000 rows. Each edit goes through the table model's setData(), as typing does: one undo
// command, one explain(), dataChanged for the changed cells, three charts fed by replace(),
// the formula and the card rebuilt. "painted" also repaints the whole window synchronously.
//
// Run: bench_workbench            (QBENCHMARK figures, mean per edit)
//      bench_workbench -median 9  (median of 9 QBENCHMARK runs)
// Each row also prints its own per-edit median and 90th percentile over 41 single edits.

#include "document/rankingdocument.h"
#include "document/scenariodocument.h"
#include "mainwindow.h"
#include "workbench/rankingtablemodel.h"
#include "workbench/workbench.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <map>
#include <memory>

class BenchWorkbench : public QObject
{
    Q_OBJECT
private slots:
    void perEditMedian_data() { oneGradeEdited_data(); }
    void perEditMedian();
    void oneGradeEdited_data();
    void oneGradeEdited();
    void cleanupTestCase() { m_windows.clear(); }

private:
    MainWindow *window(int rows);
    std::map<int, std::unique_ptr<MainWindow>> m_windows; // one per size, reused by every run
    int m_value = 0;
};

// A shown 1280x800 window on `rows` random grades 0..4 (seeded), k = 10.
MainWindow *BenchWorkbench::window(int rows)
{
    if (auto it = m_windows.find(rows); it != m_windows.end())
        return it->second.get();
    auto window = std::make_unique<MainWindow>();
    QRandomGenerator random(2026);
    Ndcg::Ranking ranking;
    ranking.items.reserve(rows);
    for (int i = 0; i < rows; ++i)
        ranking.items.append(Ndcg::Item {
            double(random.bounded(5)), QStringLiteral("doc%1").arg(i + 1), std::nullopt});
    Ndcg::Settings settings;
    settings.cutoff = 10;
    window->document()->a()->load(ranking, settings);
    window->resize(1280, 800);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    QApplication::processEvents();
    return (m_windows[rows] = std::move(window)).get();
}

void BenchWorkbench::oneGradeEdited_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<bool>("painted");
    for (int rows : {100, 1000, 10000}) {
        QTest::addRow("%d rows, updated", rows) << rows << false;
        QTest::addRow("%d rows, updated and painted", rows) << rows << true;
    }
}

// One edit at position 5, inside the top k, so the formula and the card change too.
#define NDCG_BENCH_SETUP                                                                           \
    QFETCH(int, rows);                                                                             \
    QFETCH(bool, painted);                                                                         \
    MainWindow *w = window(rows);                                                                  \
    QVERIFY(w);                                                                                    \
    QAbstractItemModel *model = w->workbench()->model();                                           \
    const QModelIndex grade = model->index(4, RankingTableModel::Grade);                           \
    auto edit = [&] {                                                                              \
        m_value = (m_value + 1) % 5;                                                               \
        model->setData(grade, QString::number(m_value));                                           \
        if (painted)                                                                               \
            w->repaint();                                                                          \
    };

void BenchWorkbench::perEditMedian()
{
    NDCG_BENCH_SETUP
    QList<double> ms;
    for (int i = 0; i < 41; ++i) {
        QElapsedTimer timer;
        timer.start();
        edit();
        ms.append(timer.nsecsElapsed() / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    qInfo("%6d rows, %-19s median %7.2f ms   p90 %7.2f ms   max %7.2f ms", rows,
        painted ? "updated + painted:" : "updated:", ms[ms.size() / 2], ms[ms.size() * 9 / 10],
        ms.last());
    QCOMPARE(model->index(4, RankingTableModel::Grade).data().toString(), QString::number(m_value));
}

void BenchWorkbench::oneGradeEdited()
{
    NDCG_BENCH_SETUP
    QBENCHMARK
    {
        edit();
    }
}

QTEST_MAIN(BenchWorkbench)
#include "bench_workbench.moc"
