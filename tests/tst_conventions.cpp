// Tests of Ndcg::compareConventions(): the convention explorer's table against values derived
// independently for twelve rankings (one with ties, one with IDCG = 0, one with negative and
// fractional grades, one with ties across the cutoff, one with only negative grades, one with
// a label past 31, two with 16 and 20 items and tied scores).
//
// How the expected values were derived: tests/tst_conventions_reference.py, a separate Python 3
// transcription of each library's own code path written from the library's source (trec_eval
// m_ndcg.c and m_ndcg_cut.c with comp_sim_docno's tie order, ranx ndcg.py, the JK 2002
// recursion, scikit-learn's ndcg_score with _tie_averaged_dcg, TF-Ranking's NDCGMetric with the
// expectation over every order of tied scores enumerated by brute force, RankLib's
// NDCGScorer with Java's int arithmetic written out, LightGBM's DCGCalculator and XGBoost's
// EvalNDCG; trec_eval's grades read with atol(), ranx's with Qrels' dtype=int and its run
// sorted by a transcription of numba's quicksort), printed with repr(). Tolerance
// 1e-12: the two computations may round a sum in a different order.

#include "conventions.h"

#include <QTest>

#include <cmath>

using namespace Ndcg;

namespace {
constexpr double tight = 1e-12;
constexpr double refused = -1.0; // the library refuses the input: no value
const double undefined = qQNaN(); // computed, but no value (zero-IDCG rule "undefined")

struct Scored
{
    double grade;
    std::optional<double> score;
    const char *label;
};

Ranking make(std::initializer_list<Scored> items, const QList<double> &pool = {})
{
    Ranking r;
    for (const Scored &s : items)
        r.items.append({s.grade, QString::fromLatin1(s.label), s.score});
    for (double g : pool)
        r.unretrieved.append({g, {}, std::nullopt});
    return r;
}

Ranking grades(const QList<double> &g, const QList<double> &pool = {})
{
    return Ranking::fromGrades(g, pool);
}

const QStringList measures = {QStringLiteral("trec_eval ndcg"),
    QStringLiteral("trec_eval ndcg_cut"), QStringLiteral("ranx ndcg"),
    QStringLiteral("Järvelin & Kekäläinen 2002"), QStringLiteral("scikit-learn"),
    QStringLiteral("TF-Ranking"), QStringLiteral("RankLib"), QStringLiteral("LightGBM"),
    QStringLiteral("XGBoost"), QStringLiteral("XGBoost -"), QStringLiteral("ranx ndcg_burges")};
} // namespace

class TestConventions : public QObject
{
    Q_OBJECT
private slots:
    void tableAgainstReference_data();
    void tableAgainstReference();
    void rowsSpellOutTheirConventions();
    void everyRowHasASourceAndAReason();
    void reasonsNameWhatChanged();
    void measureNamesFollowTheCutoff();
    void scikitLearnRefusesASingleItem();
    void listOnlyLibrariesNeverSeeThePool();
    void tiesAreNotedOnlyWhenScoresExist();
    void negativeCutoffIsAnError();
    void numbaArgsortMatchesAHandTrace();
    void rowsSayWhichLibraryVersionAndInputTheyDescribe();
};

void TestConventions::tableAgainstReference_data()
{
    QTest::addColumn<Ranking>("ranking");
    QTest::addColumn<int>("cutoff");
    QTest::addColumn<QList<double>>("expected"); // in the table's order, see `measures`

    QTest::newRow("seed 000: 3,2,0,1,3 at k = 5")
        << grades({3, 2, 0, 1, 3}) << 5
        << QList<double> {0.9256149482977668, 0.9256149482977668, 0.9256149482977668,
               0.8750518697188164, 0.9256149482977667, 0.9014212075355634, 0.9014212075355635,
               0.9014212075355634, 0.9014212075355634, 0.9014212075355634, 0.9014212075355634};
    QTest::newRow("4,2,0,1,3 with unretrieved 3,0 at k = 3")
        << grades({4, 2, 0, 1, 3}, {3, 0}) << 3
        << QList<double> {0.7930908814222566, 0.7117556475070489, 0.7117556475070489,
               0.674703945420833, 0.7633860993158483, 0.807629506732964, 0.8076295067329641,
               0.807629506732964, 0.807629506732964, 0.807629506732964, 0.7371449898911017};
    QTest::newRow("three tied scores at k = 3")
        << make({{2, .9, "d1"}, {0, .5, "d2"}, {3, .5, "d3"}, {1, .5, "d4"}, {0, .1, "d5"}}) << 3
        << QList<double> {0.8675034925694372, 0.8675034925694372, 0.7350069851388743,
               0.6913226467166178, 0.736667331917988, 0.6404713774801564, 0.6920202103528978,
               0.6920202103528978, 0.6920202103528978, 0.6920202103528978, 0.6920202103528978};
    QTest::newRow("no relevant item: IDCG = 0")
        << grades({0, 0, 0}) << 0
        << QList<double> {0.0, 0.0, 0.0, undefined, 0.0, 0.0, 0.0, 1.0, 1.0, 0.0, 0.0};
    // trec_eval and ranx read 1.5 as 1 (atol(); ranx Qrels' dtype=int).
    QTest::newRow("negative and fractional grades 2,-1,1.5,0")
        << grades({2, -1, 1.5, 0}) << 0
        << QList<double> {0.9502344167898356, 0.9502344167898356, 0.9502344167898356,
               0.8418270372449104, refused, 1.0, refused, refused, refused, refused,
               0.9639404333166532};
    QTest::newRow("0,1,2,3 with unretrieved 3, all")
        << grades({0, 1, 2, 3}, {3}) << 0
        << QList<double> {0.4622400929419399, 0.4622400929419399, 0.4622400929419399,
               0.48465957206272964, 0.6138273133441086, 0.547831481922746, 0.547831481922746,
               0.547831481922746, 0.547831481922746, 0.547831481922746, 0.38552441765356615};
    QTest::newRow("three tied scores across the cutoff k = 2")
        << make({{3, 1., "a"}, {1, 1., "b"}, {2, 1., "c"}, {0, 0., "d"}}) << 2
        << QList<double> {0.8675034925694372, 0.617319681505689, 0.8519590445170673, 0.8,
               0.7653606369886218, 0.6724634518793213, 0.8581030686606479, 0.8581030686606479,
               0.8581030686606479, 0.8581030686606479, 0.8581030686606479};
    // trec_eval gives 1.0000 (`trec_eval -m ndcg` on qrels grades 1 and 1.5): atol reads 1.
    QTest::newRow("a fractional grade 1,1.5, all")
        << grades({1, 1.5}) << 0
        << QList<double> {1.0, 1.0, 1.0, 1.0, 0.9134015924715544, 0.8756797739385772, 1.0, refused,
               refused, refused, 1.0};
    // trec_eval stops with "Can't calculate measure" (exit 4); ranx finds no relevant
    // judgment (IDCG 0 -> 1, NDCG 0); RankLib refuses negative labels.
    QTest::newRow("every grade negative -1,-2.5")
        << grades({-1, -2.5}) << 0
        << QList<double> {refused, refused, 0.0, undefined, refused, 0.0, refused, refused, refused,
               refused, 0.0};
    // RankLib: (1 << 32) - 1 is 0 in Java int and the ideal sorts the labels 32,3,0:
    // 7 / (0 + 7/log2 3) = log2 3 = 1.5849625.
    QTest::newRow("a label past 31: 3,0,32 at k = 5")
        << grades({3, 0, 32}) << 5
        << QList<double> {0.5605912176140421, 0.5605912176140421, 0.5605912176140421,
               0.6625643461224755, 0.5605912176140421, 0.5000000011156652, 1.5849625007211563,
               refused, refused, refused, 0.5000000011156652};
    // RankLib: label 31 gains (1 << 31) - 1 = INT_MIN - 1 = 2147483647 (the wrap lands on the
    // true value); 35 gains (1 << 3) - 1 = 7; the ideal sorts labels 35,31,0:
    // (2147483647 + 7/log2 3) / (7 + 2147483647/log2 3).
    QTest::newRow("labels 31,35,0, all")
        << grades({31, 35, 0}) << 0
        << QList<double> {0.9729414800056763, 0.9729414800056763, 0.9729414800056763, 1.0,
               0.9729414800056762, 0.667123018453488, 1.5849624957922512, refused, refused, refused,
               0.6671230184534879};
    // ranx: numba's quicksort puts the first of 16 tied items 15th (1/log2 16 = 0.25);
    // trec_eval: docno descending puts d00 last (1/log2 17).
    {
        Ranking tied;
        for (int i = 0; i < 16; ++i)
            tied.items.append(
                {i == 0 ? 1.0 : 0.0, QStringLiteral("d%1").arg(i, 2, 10, QLatin1Char('0')), 0.5});
        QTest::newRow("16 items tied at 0.5, grades 1,0,...,0, all")
            << tied << 0
            << QList<double> {0.24465054211822604, 0.24465054211822604, 0.25, 1.0,
                   0.38162490875825184, 0.3816249087582519, 1.0, 1.0, 1.0, 1.0, 0.25};
    }
    {
        const double g[] = {3, 0, 2, 1, 0, 1, 3, 0, 2, 1, 0, 2, 0, 1, 0, 2, 1, 0, 3, 0};
        const double sc[]
            = {.9, .8, .8, .8, .8, .7, .6, .6, .6, .6, .6, .6, .5, .4, .3, .3, .2, .2, .1, .05};
        Ranking twenty;
        for (int i = 0; i < 20; ++i)
            twenty.items.append(
                {g[i], QStringLiteral("d%1").arg(i, 2, 10, QLatin1Char('0')), sc[i]});
        twenty.unretrieved.append({2.0, {}, std::nullopt});
        QTest::newRow("20 items with ties of 4 and 6, unretrieved 2, at k = 10")
            << twenty << 10
            << QList<double> {0.765713974423017, 0.5893313848909089, 0.5414570499542788,
                   0.5708737226626315, 0.6273373063639707, 0.5994814078351856, 0.6298086338010078,
                   0.6298086338010078, 0.6298086338010078, 0.6298086338010078, 0.5048063817956675};
    }
}

void TestConventions::tableAgainstReference()
{
    QFETCH(Ranking, ranking);
    QFETCH(int, cutoff);
    QFETCH(QList<double>, expected);
    const auto table = compareConventions(ranking, cutoff);
    QVERIFY(table.ok());
    QCOMPARE(table->rows.size(), expected.size());
    for (qsizetype i = 0; i < expected.size(); ++i) {
        const ConventionRow &row = table->rows[i];
        const QString what = measures[i] + QLatin1String(": ") + row.convention.measure;
        if (expected[i] == refused) {
            QVERIFY2(!row.computed, qPrintable(what));
            QVERIFY2(!row.ndcg, qPrintable(what));
            QVERIFY2(!row.note.isEmpty(), qPrintable(what));
        } else if (std::isnan(expected[i])) {
            QVERIFY2(row.computed && !row.ndcg, qPrintable(what));
        } else {
            QVERIFY2(row.computed && row.ndcg, qPrintable(what));
            QVERIFY2(qAbs(*row.ndcg - expected[i]) <= tight,
                qPrintable(what
                    + QStringLiteral(": %1, expected %2")
                          .arg(*row.ndcg, 0, 'g', 17)
                          .arg(expected[i], 0, 'g', 17)));
        }
    }
}

void TestConventions::rowsSpellOutTheirConventions()
{
    const QList<Convention> list = conventionsInUse(5, 5, 7);
    QCOMPARE(list.size(), measures.size());
    QStringList names;
    for (const Convention &c : list)
        names << c.library + QLatin1Char(' ') + c.measure;
    QCOMPARE(names,
        (QStringList {QStringLiteral("trec_eval ndcg"), QStringLiteral("trec_eval ndcg_cut.5"),
            QStringLiteral("ranx ndcg@5"), QStringLiteral("Järvelin & Kekäläinen 2002 nDCG@5"),
            QStringLiteral("scikit-learn ndcg_score(k=5)"),
            QStringLiteral("TF-Ranking NDCGMetric(topn=5)"), QStringLiteral("RankLib NDCG@5"),
            QStringLiteral("LightGBM ndcg@5"), QStringLiteral("XGBoost ndcg@5"),
            QStringLiteral("XGBoost ndcg@5-"), QStringLiteral("ranx ndcg_burges@5")}));
    // trec_eval ndcg: linear gain, the judged pool, the whole list, IDCG = 0 → 0.
    QCOMPARE(list[0].settings.gain, Gain::Linear);
    QCOMPARE(list[0].settings.idealSource, IdealSource::Pool);
    QVERIFY(list[0].settings.isAll());
    QCOMPARE(list[0].ties, TieOrder::TrecEval);
    QCOMPARE(list[3].settings.discount, Discount::JK2002);
    QCOMPARE(list[3].settings.logBase, 2.0);
    QCOMPARE(list[3].settings.zeroIdcg, ZeroIdcg::Undefined);
    QCOMPARE(list[4].settings.idealSource, IdealSource::List);
    QCOMPARE(list[4].ties, TieOrder::Averaged);
    QCOMPARE(list[4].settings.negativeGrades, NegativeGrades::Reject);
    QCOMPARE(list[5].ties, TieOrder::Random);
    QCOMPARE(list[5].grades, GradeRule::NegativeIsPadding);
    QCOMPARE(list[7].settings.gain, Gain::Exponential);
    QCOMPARE(list[7].settings.zeroIdcg, ZeroIdcg::One);
    QCOMPARE(list[7].maxLabel, 30);
    QCOMPARE(list[8].settings.zeroIdcg, ZeroIdcg::One);
    QCOMPARE(list[9].settings.zeroIdcg, ZeroIdcg::Zero);
    QCOMPARE(list[10].settings.gain, Gain::Exponential);
    QCOMPARE(list[10].settings.idealSource, IdealSource::Pool);
}

void TestConventions::everyRowHasASourceAndAReason()
{
    const auto table = compareConventions(Ranking::fromGrades({2, 0, 1}, {2}), 2);
    QVERIFY(table.ok());
    for (const ConventionRow &row : table->rows) {
        QVERIFY(!row.convention.source.isEmpty());
        QVERIFY(!row.reason.isEmpty());
        QVERIFY(!row.settingsText.isEmpty());
    }
    QCOMPARE(table->rows.first().reason, QStringLiteral("the reference row"));
}

void TestConventions::reasonsNameWhatChanged()
{
    const auto table = compareConventions(Ranking::fromGrades({4, 2, 0, 1, 3}, {3, 0}), 3);
    QVERIFY(table.ok());
    const auto &rows = table->rows;
    QVERIFY(rows[1].reason.contains(QStringLiteral("k = 3 instead of k = all")));
    QVERIFY(rows[3].reason.contains(QStringLiteral("JK 2002")));
    QVERIFY(rows[4].reason.contains(QStringLiteral("ideal from the list only")));
    QVERIFY(rows[5].reason.contains(QStringLiteral("2^g − 1")));
    // RankLib differs from TF-Ranking in rules this ranking does not reach (negative labels,
    // random ties).
    QVERIFY(rows[6].reason.startsWith(QStringLiteral("same value: the conventions differ")));
    QCOMPARE(rows[8].reason, QStringLiteral("same conventions as the row above"));
    // LightGBM differs from RankLib only in the zero-IDCG rule, which plays no part here.
    QVERIFY(rows[7].reason.startsWith(QStringLiteral("same")));
    QVERIFY(rows[10].reason.contains(QStringLiteral("the judged pool")));

    const auto zero = compareConventions(Ranking::fromGrades({0, 0, 0}), 0);
    QVERIFY(zero.ok());
    QVERIFY(zero->rows[7].reason.contains(QStringLiteral("IDCG = 0 scored 1 instead of 0")));
}

void TestConventions::measureNamesFollowTheCutoff()
{
    const QList<Convention> all = conventionsInUse(0, 4, 6);
    QCOMPARE(all[1].measure, QStringLiteral("ndcg_cut.6"));
    QCOMPARE(all[2].measure, QStringLiteral("ndcg"));
    QCOMPARE(all[4].measure, QStringLiteral("ndcg_score(k=None)"));
    QCOMPARE(all[7].measure, QStringLiteral("ndcg@4"));
    QCOMPARE(all[8].measure, QStringLiteral("ndcg"));
    QCOMPARE(all[9].measure, QStringLiteral("ndcg-"));
}

void TestConventions::scikitLearnRefusesASingleItem()
{
    const auto table = compareConventions(Ranking::fromGrades({2}), 0);
    QVERIFY(table.ok());
    QVERIFY(!table->rows[4].computed);
    QVERIFY(table->rows[4].note.contains(QStringLiteral("scikit-learn")));
    QVERIFY(table->rows[0].computed);
}

void TestConventions::listOnlyLibrariesNeverSeeThePool()
{
    // A negative unretrieved grade: scikit-learn (list only) never sees it, so it does not
    // refuse; trec_eval gives it gain 0. 2,0 against the ideal 2,0: 1 for every library.
    const auto table = compareConventions(Ranking::fromGrades({2, 0}, {-1}), 0);
    QVERIFY(table.ok());
    for (const ConventionRow &row : table->rows) {
        QVERIFY2(row.computed, qPrintable(row.convention.library + QLatin1Char(' ') + row.note));
        QCOMPARE(row.ndcg, std::optional<double>(1.0));
    }
}

void TestConventions::tiesAreNotedOnlyWhenScoresExist()
{
    const auto plain = compareConventions(Ranking::fromGrades({1, 0}), 0);
    QVERIFY(plain.ok());
    QVERIFY(!plain->hasScores);
    QVERIFY(!plain->rows[5].settingsText.contains(QStringLiteral("ties")));
    QVERIFY(plain->rows[5].note.isEmpty());
    const auto tied = compareConventions(make({{1, 1., "a"}, {0, 1., "b"}}), 0);
    QVERIFY(tied.ok());
    QVERIFY(tied->hasTies);
    QVERIFY(tied->rows[5].settingsText.contains(QStringLiteral("ties")));
    QVERIFY(tied->rows[5].note.contains(QStringLiteral("random")));
}

void TestConventions::negativeCutoffIsAnError()
{
    QVERIFY(!compareConventions(Ranking::fromGrades({1}), -1).ok());
}

void TestConventions::numbaArgsortMatchesAHandTrace()
{
    // numba/misc/quicksort.py traced by hand on 16 equal keys: partition(0, 15) picks mid 7,
    // stashes it at 15, swaps positions 0..6 with 14..8 (no key is < another), puts the pivot
    // back at 7, then insertion-sorts 0..6 and 8..15 without moving anything:
    // 14 13 12 11 10 9 8 7 6 5 4 3 2 1 0 15. Fewer than 16 keys: insertion sort, stable.
    QCOMPARE(numbaArgsort(std::vector<double>(16, -0.5)),
        (std::vector<int> {14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 15}));
    QCOMPARE(numbaArgsort(std::vector<double>(15, 1.0)),
        (std::vector<int> {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14}));
    QCOMPARE(numbaArgsort({3.0, 1.0, 2.0, 1.0}), (std::vector<int> {1, 3, 2, 0}));
    QCOMPARE(numbaArgsort({}), std::vector<int> {});
}

void TestConventions::rowsSayWhichLibraryVersionAndInputTheyDescribe()
{
    const QList<Convention> list = conventionsInUse(5, 5, 5);
    QCOMPARE(list[2].grades, GradeRule::RanxQrels);
    QCOMPARE(list[2].ties, TieOrder::RanxQuicksort);
    QCOMPARE(list[0].grades, GradeRule::TrecEvalAtol);
    QCOMPARE(list[6].grades, GradeRule::RankLibLabels);
    QVERIFY(describeConvention(list[2], false).contains(QStringLiteral("plain dicts")));
    QVERIFY(describeConvention(list[8], false).contains(QStringLiteral("XGBoost ≥ 2.0")));
    QVERIFY(describeConvention(list[9], false).contains(QStringLiteral("1.7 accepted")));
    QVERIFY(describeConvention(list[6], false).contains(QStringLiteral("32 gives 0")));
    // A fractional grade: trec_eval's note says how atol reads it and what eval does.
    const auto table = compareConventions(Ranking::fromGrades({1, 1.5}), 0);
    QVERIFY(table.ok());
    QVERIFY(table->rows[0].note.contains(QStringLiteral("1.5 is read as 1")));
    QVERIFY(table->rows[0].note.contains(QStringLiteral("--trec-grades")));
    // RankLib reads 0.9 as label 0 ((int) 0.9f): 2,0 is its own ideal, NDCG 1; a label below 0,
    // even -0.5, is refused (DataPoint.parse tests the float label < 0).
    const auto ranklib = compareConventions(Ranking::fromGrades({2, 0.9}), 0);
    QVERIFY(ranklib.ok());
    QVERIFY(ranklib->rows[6].computed);
    QCOMPARE(ranklib->rows[6].ndcg, std::optional<double>(1.0));
    QVERIFY(!compareConventions(Ranking::fromGrades({-0.5, 2}), 0)->rows[6].computed);
}

QTEST_APPLESS_MAIN(TestConventions)
#include "tst_conventions.moc"
