// Tests of Ndcg::swapMatrix(): every entry of the what-if swap matrix equals a full
// recomputation with explain() after actually swapping the two positions.
//
// How the expected values were derived: the matrix entries are checked against explain() run
// on the swapped ranking (a different route: it sums the whole ranking again), for every pair
// of several rankings and settings. Two entries are also checked against a separate Python 3
// transcription of SPEC.md (tests/tst_conventions_reference.py, "Swaps" section), printed with
// repr(). Recomputed values may round differently in the last bits: tolerance 1e-12.

#include "swaps.h"

#include <QTest>

#include <cmath>

using namespace Ndcg;

namespace {
constexpr double tight = 1e-12;

Settings make(
    Gain gain, int cutoff, Discount discount = Discount::Log, IdealSource ideal = IdealSource::Pool)
{
    Settings s;
    s.gain = gain;
    s.cutoff = cutoff;
    s.discount = discount;
    s.idealSource = ideal;
    return s;
}
} // namespace

class TestSwaps : public QObject
{
    Q_OBJECT
private slots:
    void hugeGradesGiveExactChanges();
    void matrixEqualsFullRecomputation_data();
    void matrixEqualsFullRecomputation();
    void knownEntriesFromPythonTranscription();
    void matrixIsSymmetricWithZeroDiagonal();
    void swapsBeyondTheCutoffChangeNothing();
    void noRelevantItemGivesZeroMatrix();
    void bestSwapOfSortedRankingIsNone();
    void tooLargeRankingIsAnError();
};

void TestSwaps::matrixEqualsFullRecomputation_data()
{
    QTest::addColumn<QList<double>>("grades");
    QTest::addColumn<QList<double>>("pool");
    QTest::addColumn<Settings>("settings");

    QTest::newRow("seed 000 3,2,0,1,3, exponential, all")
        << QList<double> {3, 2, 0, 1, 3} << QList<double> {} << make(Gain::Exponential, 0);
    QTest::newRow("seed 000 3,2,0,1,3, exponential, k = 3")
        << QList<double> {3, 2, 0, 1, 3} << QList<double> {} << make(Gain::Exponential, 3);
    QTest::newRow("4,2,0,1,3 with pool 3,0, linear, k = 2")
        << QList<double> {4, 2, 0, 1, 3} << QList<double> {3, 0} << make(Gain::Linear, 2);
    QTest::newRow("0,1,2,3, linear, JK 2002 b = 3, list ideal")
        << QList<double> {0, 1, 2, 3} << QList<double> {} << [] {
               Settings s = make(Gain::Linear, 0, Discount::JK2002, IdealSource::List);
               s.logBase = 3.0;
               return s;
           }();
    QTest::newRow("ties and a negative grade, exponential, k = 4") << QList<double> {
        2, 2, -1, 0, 4, 1, 1, 3} << QList<double> {4} << make(Gain::Exponential, 4);
    QTest::newRow("no discount (cumulative gain), k = 3") << QList<double> {
        1, 0, 2, 0, 3} << QList<double> {} << make(Gain::Linear, 3, Discount::None);
    QTest::newRow("k beyond the list: k = 9")
        << QList<double> {0, 3, 1} << QList<double> {2, 2} << make(Gain::Exponential, 9);
    QList<double> twenty;
    for (int i = 0; i < 20; ++i)
        twenty << double((i * 7) % 5);
    QTest::newRow("twenty items, exponential, k = 10")
        << twenty << QList<double> {4, 4} << make(Gain::Exponential, 10);
}

void TestSwaps::matrixEqualsFullRecomputation()
{
    QFETCH(QList<double>, grades);
    QFETCH(QList<double>, pool);
    QFETCH(Settings, settings);
    const Ranking ranking = Ranking::fromGrades(grades, pool);
    const auto before = explain(ranking, settings);
    QVERIFY(before.ok());
    const auto m = swapMatrix(ranking, settings);
    QVERIFY(m.ok());
    QCOMPARE(m->n, int(grades.size()));
    QCOMPARE(m->k, before->k);
    QCOMPARE(m->ndcg, before->ndcg);
    for (int i = 0; i < m->n; ++i) {
        for (int j = i + 1; j < m->n; ++j) {
            const auto after = explain(swapped(ranking, i, j), settings);
            QVERIFY(after.ok());
            QCOMPARE(after->idcg, before->idcg);
            const double expectedDcg = after->dcg - before->dcg;
            const double expectedNdcg = *after->ndcg - *before->ndcg;
            if (qAbs(m->dcgChange(i, j) - expectedDcg) > tight
                || qAbs(m->ndcgChange(i, j) - expectedNdcg) > tight) {
                QFAIL(qPrintable(QStringLiteral("swap %1<->%2: matrix ΔDCG %3 ΔNDCG %4, "
                                                "recomputed ΔDCG %5 ΔNDCG %6")
                                     .arg(i + 1)
                                     .arg(j + 1)
                                     .arg(m->dcgChange(i, j), 0, 'g', 17)
                                     .arg(m->ndcgChange(i, j), 0, 'g', 17)
                                     .arg(expectedDcg, 0, 'g', 17)
                                     .arg(expectedNdcg, 0, 'g', 17)));
            }
        }
    }
}

void TestSwaps::knownEntriesFromPythonTranscription()
{
    const auto a = swapMatrix(Ranking::fromGrades({3, 2, 0, 1, 3}), make(Gain::Exponential, 3));
    QVERIFY(a.ok());
    QCOMPARE_LE(qAbs(a->ndcgChange(2, 4) - 0.27097106474001353), tight);
    QCOMPARE(a->bestSwap(), std::make_pair(2, 4));
    Settings linearAll = make(Gain::Linear, 0);
    const auto b = swapMatrix(Ranking::fromGrades({0, 1, 2, 3}), linearAll);
    QVERIFY(b.ok());
    QCOMPARE_LE(qAbs(b->ndcgChange(0, 3) - 0.3586771771023106), tight);
}

void TestSwaps::matrixIsSymmetricWithZeroDiagonal()
{
    const auto m = swapMatrix(Ranking::fromGrades({3, 0, 2, 1, 4, 0}), make(Gain::Exponential, 4));
    QVERIFY(m.ok());
    for (int i = 0; i < m->n; ++i) {
        QCOMPARE(m->ndcgChange(i, i), 0.0);
        for (int j = 0; j < m->n; ++j) {
            QCOMPARE(m->ndcgChange(i, j), m->ndcgChange(j, i));
            QCOMPARE(m->dcgChange(i, j), m->dcgChange(j, i));
        }
    }
}

void TestSwaps::swapsBeyondTheCutoffChangeNothing()
{
    const auto m = swapMatrix(Ranking::fromGrades({1, 0, 3, 2, 4}), make(Gain::Linear, 2));
    QVERIFY(m.ok());
    QCOMPARE(m->ndcgChange(2, 4), 0.0);
    QCOMPARE(m->ndcgChange(3, 4), 0.0);
    QVERIFY(m->ndcgChange(1, 4) > 0.0);
}

void TestSwaps::noRelevantItemGivesZeroMatrix()
{
    Settings undefinedRule = make(Gain::Exponential, 0);
    undefinedRule.zeroIdcg = ZeroIdcg::Undefined;
    const auto m = swapMatrix(Ranking::fromGrades({0, 0, 0}), undefinedRule);
    QVERIFY(m.ok());
    QCOMPARE(m->idcg, 0.0);
    QVERIFY(!m->ndcg.has_value());
    QCOMPARE(m->deltaNdcg, QList<double>(9, 0.0));
    QCOMPARE(m->bestSwap(), std::make_pair(-1, -1));
}

void TestSwaps::bestSwapOfSortedRankingIsNone()
{
    const auto m = swapMatrix(Ranking::fromGrades({3, 2, 1, 0}), make(Gain::Exponential, 0));
    QVERIFY(m.ok());
    QCOMPARE(m->bestSwap(), std::make_pair(-1, -1));
    for (int i = 0; i < m->n; ++i)
        for (int j = i + 1; j < m->n; ++j)
            QVERIFY(m->ndcgChange(i, j) <= 0.0);
}

void TestSwaps::tooLargeRankingIsAnError()
{
    const auto m
        = swapMatrix(Ranking::fromGrades(QList<double>(maxSwapMatrixSize + 1, 1.0)), Settings {});
    QVERIFY(!m.ok());
    QVERIFY(m.error().message.contains(QString::number(maxSwapMatrixSize)));
}

// Grades of 3e9 (past INT_MAX: the scale was undefined behaviour, every ΔNDCG NaN) and linear
// gains of 1e308 (sums overflowed): swapping the two items of 1, G gives G, 1, whose NDCG is 1,
// so ΔNDCG = 1 − 1/log2 3 = 0.36907024642854247 (Python); ΔDCG is in units of 2^s.
void TestSwaps::hugeGradesGiveExactChanges()
{
    const double d2 = 1.0 / std::log2(3.0);
    const auto e = swapMatrix(Ranking::fromGrades({1, 3e9}), Settings {});
    QVERIFY(e.ok());
    QCOMPARE(e->gainScaleLog2, 2999999040.0);
    QCOMPARE_LE(qAbs(e->ndcgChange(0, 1) - (1.0 - d2)), tight);
    // (2^960 − 0) · (1 − 1/log2 3), in units of 2^2999999040.
    QCOMPARE_LE(qAbs(e->dcgChange(0, 1) / std::ldexp(1.0, 960) - (1.0 - d2)), tight);
    QCOMPARE(e->bestSwap(), std::make_pair(0, 1));

    const auto l = swapMatrix(Ranking::fromGrades({5e307, 1e308, 1e308}), make(Gain::Linear, 0));
    QVERIFY(l.ok());
    QCOMPARE(l->gainScaleLog2, 64.0);
    // Swapping 1 and 2 gives 1e308, 5e307, 1e308: gains 1, 1/2, 1 against the ideal 1, 1, 1/2.
    const double before = (0.5 + d2 + 0.5) / (1.0 + d2 + 0.25);
    const double after = (1.0 + 0.5 * d2 + 0.5) / (1.0 + d2 + 0.25);
    QCOMPARE_LE(qAbs(*l->ndcg - before), tight);
    QCOMPARE_LE(qAbs(l->ndcgChange(0, 1) - (after - before)), tight);
    for (double v : l->deltaDcg + l->deltaNdcg)
        QVERIFY(std::isfinite(v));
}

QTEST_APPLESS_MAIN(TestSwaps)
#include "tst_swaps.moc"
