// The convention explorer: one row per library measure with its NDCG, its settings and why it
// differs from the row above, equal to compareConventions() and, for trec_eval and LightGBM,
// to values derived here by hand; live updates after an edit; the ties panel with tied scores.

#include "whatif/conventionpanel.h"
#include "conventions.h"
#include "whatif/conventiontablemodel.h"
#include "document/rankingdocument.h"
#include "whatif/tiespanel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

#include <cmath>
#include <memory>

namespace {

QString cell(const QAbstractItemModel *model, int row, int column)
{
    return model->data(model->index(row, column)).toString();
}

int rowOf(const QAbstractItemModel *model, const QString &measure)
{
    for (int r = 0; r < model->rowCount(); ++r) {
        if (cell(model, r, ConventionTableModel::Measure) == measure)
            return r;
    }
    return -1;
}

} // namespace

class TestConventionPanel : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void rowsEqualCompareConventions();
    void valuesDerivedByHand();
    void updatesLiveAndUndoes();
    void zeroIdcgRowsSayTheirRule();
    void tiesShowBestWorstAveragedAndTrecEval();
    void noScoresNoTies();

private:
    std::unique_ptr<RankingDocument> m_document;
    std::unique_ptr<ConventionPanel> m_panel;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

void TestConventionPanel::init()
{
    m_document = std::make_unique<RankingDocument>();
    Ndcg::Settings settings;
    settings.cutoff = 5;
    Ndcg::Ranking ranking;
    const double grades[] = {3, 2, 0, 1, 3};
    for (int i = 0; i < 5; ++i)
        ranking.items.append(Ndcg::Item {grades[i], QStringLiteral("d%1").arg(i + 1), {}});
    m_document->load(ranking, settings);
    m_panel = std::make_unique<ConventionPanel>();
    m_tester = std::make_unique<QAbstractItemModelTester>(m_panel->model());
    m_panel->setDocument(m_document.get(), QStringLiteral("ranking A"));
    m_panel->resize(1200, 500);
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
}

void TestConventionPanel::cleanup()
{
    m_tester.reset();
    m_panel.reset();
    m_document.reset();
}

void TestConventionPanel::rowsEqualCompareConventions()
{
    const Ndcg::ConventionTable table = Ndcg::compareConventions(m_document->ranking(), 5).value();
    const ConventionTableModel *model = m_panel->model();
    QCOMPARE(model->rowCount(), table.rows.size());
    QVERIFY(model->rowCount() >= 10);
    QCOMPARE(model->headerData(ConventionTableModel::Ndcg, Qt::Horizontal).toString(),
        QStringLiteral("NDCG@5"));
    for (int r = 0; r < model->rowCount(); ++r) {
        const Ndcg::ConventionRow &row = table.rows[r];
        QCOMPARE(cell(model, r, ConventionTableModel::Library), row.convention.library);
        QCOMPARE(cell(model, r, ConventionTableModel::Measure), row.convention.measure);
        QCOMPARE(cell(model, r, ConventionTableModel::Ndcg), QString::number(*row.ndcg, 'f', 4));
        QCOMPARE(cell(model, r, ConventionTableModel::Settings), row.settingsText);
        QCOMPARE(cell(model, r, ConventionTableModel::Reason), row.reason);
        QVERIFY(!row.reason.isEmpty());
        QVERIFY(model->data(model->index(r, 0), Qt::ToolTipRole)
                    .toString()
                    .contains(row.convention.source));
    }
    QVERIFY(m_panel->titleText().contains(QStringLiteral("ranking A")));
}

void TestConventionPanel::valuesDerivedByHand()
{
    // Grades 3,2,0,1,3, k = 5, the list is the pool.
    const double d[] = {1.0, 1 / std::log2(3.0), 0.5, 1 / std::log2(5.0), 1 / std::log2(6.0)};
    const double linearDcg = 3 * d[0] + 2 * d[1] + 0 * d[2] + 1 * d[3] + 3 * d[4];
    const double linearIdcg = 3 * d[0] + 3 * d[1] + 2 * d[2] + 1 * d[3] + 0 * d[4];
    const double expDcg = 7 * d[0] + 3 * d[1] + 0 * d[2] + 1 * d[3] + 7 * d[4];
    const double expIdcg = 7 * d[0] + 7 * d[1] + 3 * d[2] + 1 * d[3] + 0 * d[4];
    const ConventionTableModel *model = m_panel->model();
    const int trec = rowOf(model, QStringLiteral("ndcg_cut.5"));
    const int lightgbm = rowOf(model, QStringLiteral("ndcg@5"));
    QVERIFY(trec >= 0);
    QVERIFY(lightgbm >= 0);
    const double trecValue
        = model->data(model->index(trec, ConventionTableModel::Ndcg), Qt::UserRole).toDouble();
    QCOMPARE_LE(std::abs(trecValue - linearDcg / linearIdcg), 1e-12);
    // The first "ndcg@5" row whose settings say 2^g − 1 (LightGBM).
    for (int r = 0; r < model->rowCount(); ++r) {
        if (cell(model, r, ConventionTableModel::Library) == QStringLiteral("LightGBM")) {
            const double v
                = model->data(model->index(r, ConventionTableModel::Ndcg), Qt::UserRole).toDouble();
            QCOMPARE_LE(std::abs(v - expDcg / expIdcg), 1e-12);
        }
    }
}

void TestConventionPanel::updatesLiveAndUndoes()
{
    QSignalSpy reset(m_panel->model(), &QAbstractItemModel::modelReset);
    const QString before = cell(m_panel->model(), 0, ConventionTableModel::Ndcg);
    // Grade 0 → 3 at position 3.
    m_document->editItem(RankingDocument::List::Ranking, 2,
        Ndcg::Item {3.0, QStringLiteral("d3"), {}}, RankingDocument::Field::Grade);
    QCOMPARE(reset.count(), 1);
    QVERIFY(cell(m_panel->model(), 0, ConventionTableModel::Ndcg) != before);
    QCOMPARE(m_panel->model()->table(), Ndcg::compareConventions(m_document->ranking(), 5).value());
    m_document->undoStack()->undo();
    QCOMPARE(cell(m_panel->model(), 0, ConventionTableModel::Ndcg), before);
    // A new k renames the column and the measures.
    Ndcg::Settings settings = m_document->settings();
    settings.cutoff = 3;
    m_document->editSettings(settings, RankingDocument::SettingsField::Cutoff);
    QCOMPARE(m_panel->model()->headerData(ConventionTableModel::Ndcg, Qt::Horizontal).toString(),
        QStringLiteral("NDCG@3"));
    QVERIFY(rowOf(m_panel->model(), QStringLiteral("ndcg_cut.3")) >= 0);
}

void TestConventionPanel::zeroIdcgRowsSayTheirRule()
{
    m_document->editRanking(Ndcg::Ranking::fromGrades({0, 0, 0}), QStringLiteral("zeros"));
    const ConventionTableModel *model = m_panel->model();
    bool sawOne = false;
    bool sawZero = false;
    for (int r = 0; r < model->rowCount(); ++r) {
        const QString v = cell(model, r, ConventionTableModel::Ndcg);
        sawOne = sawOne || v == QStringLiteral("1.0000");
        sawZero = sawZero || v == QStringLiteral("0.0000");
        QVERIFY(v == QStringLiteral("1.0000") || v == QStringLiteral("0.0000")
            || v == QStringLiteral("—") || v == QStringLiteral("refused"));
    }
    QVERIFY(sawOne); // LightGBM, XGBoost: IDCG = 0 scores 1
    QVERIFY(sawZero); // trec_eval, scikit-learn: 0
}

void TestConventionPanel::tiesShowBestWorstAveragedAndTrecEval()
{
    Ndcg::Ranking ranking;
    const double grades[] = {3, 2, 0, 1, 3};
    const double scores[] = {0.9, 0.8, 0.8, 0.5, 0.1};
    for (int i = 0; i < 5; ++i)
        ranking.items.append(Ndcg::Item {grades[i], QStringLiteral("d%1").arg(i + 1), scores[i]});
    m_document->editRanking(ranking, QStringLiteral("scores"));
    const TiesPanel *ties = m_panel->ties();
    QVERIFY(ties->analysis());
    const Ndcg::TieAnalysis expected = Ndcg::analyseTies(ranking, m_document->settings()).value();
    QCOMPARE(*ties->analysis(), expected);
    QVERIFY(expected.hasTies());
    const QString text = ties->text();
    QVERIFY2(text.contains(QStringLiteral("one tied group of 2 items")), qPrintable(text));
    for (const Ndcg::OrderedScore *s :
        {&expected.best, &expected.worst, &expected.averaged, &expected.trecEval}) {
        QVERIFY2(text.contains(Ndcg::tieOrderDescription(s->order) + QLatin1Char(' ')
                     + QString::number(*s->ndcg, 'f', 3)),
            qPrintable(text));
    }
    QVERIFY(*expected.best.ndcg > *expected.worst.ndcg);
    const QString dir = qEnvironmentVariable("NDCG_SCREENSHOTS");
    if (!dir.isEmpty()) {
        m_panel->resize(1280, 560);
        QTest::qWait(20);
        QVERIFY(m_panel->grab().save(dir + QStringLiteral("/convention-explorer-ties.png")));
    }
}

void TestConventionPanel::noScoresNoTies()
{
    QVERIFY(m_panel->ties()->analysis());
    QVERIFY(!m_panel->ties()->analysis()->hasScores);
    QVERIFY(m_panel->ties()->text().contains(QStringLiteral("no system scores")));
    // Mixed scores: refused in words, no crash.
    Ndcg::Ranking ranking = m_document->ranking();
    ranking.items[0].score = 0.5;
    m_document->editRanking(ranking, QStringLiteral("mixed"));
    QVERIFY(!m_panel->ties()->analysis());
    QVERIFY(!m_panel->ties()->text().isEmpty());
}

QTEST_MAIN(TestConventionPanel)
#include "tst_conventionpanel.moc"
