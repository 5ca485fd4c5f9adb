// Tests of Ndcg::explain(): every formula of SPEC.md against values derived independently.
//
// How the expected values were derived: a direct Python 3 transcription of SPEC.md's formulas
// (gain 2^g-1 or g, d(i) = 1/(ln(i+1)/ln b), JK 2002 d(i) = 1 for i < b else 1/(ln i/ln b),
// the ideal as Python's sorted() by gain, sums with sum()), printed with repr(); plus the two
// quick checks stated in SPEC.md (0.547831 and 0.613827). Independent values are compared with
// a tolerance of 1e-12 (the two computations may round a division differently in the last
// bit); values that must be exact (gains of small integers, permutations) compare exactly.

#include "breakdown.h"
#include "ties.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace Ndcg;

namespace {
constexpr double tight = 1e-12;

Settings linear()
{
    Settings s;
    s.gain = Gain::Linear;
    return s;
}
} // namespace

class TestBreakdown : public QObject
{
    Q_OBJECT
private slots:
    void ndcgAgainstReference_data();
    void ndcgAgainstReference();
    void perPositionRowsOfSeed000();
    void emptyRanking();
    void allZerosUnderEachZeroIdcgRule_data();
    void allZerosUnderEachZeroIdcgRule();
    void cutoffBeyondListFillsIdealFromPool();
    void negativeGradesZeroPolicy();
    void negativeGradesRejectPolicy();
    void grade1100WithExponentialGainStaysFinite();
    void grade60WarnsOfInexactGain();
    void gradesPastIntStayExact_data();
    void gradesPastIntStayExact();
    void gradesBetween2To59And2To63StayFinite_data();
    void gradesBetween2To59And2To63StayFinite();
    void eachTermKeepsItsTrueSize();
    void unscaledTermsAreTheirOwnTrueSize();
    void sumsThatWouldOverflowAreScaled();
    void linearAndMappedGainsNearDoubleMaxAreScaled();
    void hugeGradesOrderTheIdealByGrade();
    void gainOrderKeyOrdersHugeGrades();
    void equalGainsKeepStableIdealOrder();
    void logBaseCancelsUnderStandardDiscount();
    void logBaseMattersUnderJk2002();
    void customGainMapKeepsUnlistedGradesLinear();
    void companionMetrics();
    void worstRandomBestRange();
    void sortedRankingScoresOne();
    void invalidSettingsAreErrors_data();
    void invalidSettingsAreErrors();
    void discountFactors_data();
    void discountFactors();
};

void TestBreakdown::ndcgAgainstReference_data()
{
    QTest::addColumn<QList<double>>("grades");
    QTest::addColumn<QList<double>>("pool");
    QTest::addColumn<Settings>("settings");
    QTest::addColumn<double>("dcg");
    QTest::addColumn<double>("idcg");
    QTest::addColumn<double>("ndcg");

    Settings listIdeal;
    listIdeal.idealSource = IdealSource::List;
    Settings listLinear = linear();
    listLinear.idealSource = IdealSource::List;
    QTest::newRow("SPEC quick check: 0,1,2,3 exponential, own ideal")
        << QList<double> {0, 1, 2, 3} << QList<double> {} << listIdeal << 5.145665660085209
        << 9.392789260714373 << 0.547831481922746;
    QTest::newRow("SPEC quick check: 0,1,2,3 linear, own ideal")
        << QList<double> {0, 1, 2, 3} << QList<double> {} << listLinear << 2.9229594277916364
        << 4.761859507142915 << 0.6138273133441086;
    QTest::newRow("seed 000 prose example 3,2,0,1,3")
        << QList<double> {3, 2, 0, 1, 3} << QList<double> {} << Settings {} << 12.031435469429558
        << 13.347184833073594 << 0.9014212075355635;
    Settings k1;
    k1.cutoff = 1;
    QTest::newRow("k = 1 counts the first position only")
        << QList<double> {1, 3, 2} << QList<double> {} << k1 << 1.0 << 7.0 << 1.0 / 7.0;
    Settings k5;
    k5.cutoff = 5;
    QTest::newRow("k = 5 beyond a list of 2, the pool adds a 3")
        << QList<double> {3, 2} << QList<double> {3} << k5 << 8.892789260714373 << 12.9165082750002
        << 0.6884824498526662;
    Settings k2;
    k2.cutoff = 2;
    QTest::newRow("pool larger than the list")
        << QList<double> {0, 1} << QList<double> {3, 2, 2} << k2 << 0.6309297535714574
        << 8.892789260714373 << 0.07094846566967604;
    Settings jk2 = linear();
    jk2.discount = Discount::JK2002;
    QTest::newRow("JK 2002 with b = 2, linear gain")
        << QList<double> {1, 3, 2, 0, 2} << QList<double> {} << jk2 << 6.1232126232897
        << 6.761859507142915 << 0.9055515892960246;
    Settings jk3 = jk2;
    jk3.logBase = 3;
    QTest::newRow("JK 2002 with b = 3, linear gain")
        << QList<double> {1, 3, 2, 0, 2} << QList<double> {} << jk3 << 7.365212388971971
        << 7.792481250360578 << 0.9451690870133519;
    Settings base10;
    base10.logBase = 10;
    QTest::newRow("standard discount with b = 10")
        << QList<double> {1, 3, 2, 0, 2} << QList<double> {} << base10 << 26.83143478405951
        << 35.95477518748414 << 0.746255111988561;
    QTest::newRow("negative grade under the zero policy")
        << QList<double> {2, -1, 1} << QList<double> {} << Settings {} << 3.5 << 3.6309297535714573
        << 0.9639404333166534;
}

void TestBreakdown::ndcgAgainstReference()
{
    QFETCH(QList<double>, grades);
    QFETCH(QList<double>, pool);
    QFETCH(Settings, settings);
    QFETCH(double, dcg);
    QFETCH(double, idcg);
    QFETCH(double, ndcg);
    const auto b = explain(Ranking::fromGrades(grades, pool), settings);
    QVERIFY(b.ok());
    QCOMPARE_LE(std::abs(b->dcg - dcg), tight);
    QCOMPARE_LE(std::abs(b->idcg - idcg), tight);
    QVERIFY(b->ndcg.has_value());
    QCOMPARE_LE(std::abs(*b->ndcg - ndcg), tight);
    // The running sums end at the totals and every per-position NDCG is their ratio.
    for (const PositionRow &row : b->rows) {
        if (row.idcg > 0)
            QCOMPARE(*row.ndcg, row.dcg / row.idcg);
    }
}

void TestBreakdown::perPositionRowsOfSeed000()
{
    // Grades 3,2,0,1,3 (seed 000), exponential gain: gains 7,3,0,1,7 are exact integers.
    const auto b = explain(Ranking::fromGrades({3, 2, 0, 1, 3}), Settings {});
    QVERIFY(b.ok());
    QCOMPARE(b->rows.size(), 5);
    const QList<double> gains {7, 3, 0, 1, 7};
    const QList<double> idealGrades {3, 3, 2, 1, 0};
    const QList<double> idealGains {7, 7, 3, 1, 0};
    for (int i = 0; i < 5; ++i) {
        const PositionRow &r = b->rows[i];
        QCOMPARE(r.position, i + 1);
        QVERIFY(r.retrieved && r.hasIdeal);
        QCOMPARE(r.gain, gains[i]);
        QCOMPARE(r.idealGrade, idealGrades[i]);
        QCOMPARE(r.idealGain, idealGains[i]);
        QCOMPARE_LE(std::abs(r.discount - 1.0 / std::log2(i + 2.0)), 1e-15);
        QCOMPARE(r.contribution, r.gain * r.discount);
    }
    // Position 2 (grade 3 at i=2) → 7/log2(3) = 4.416508275000202 (Python).
    QCOMPARE_LE(std::abs(b->rows[1].idealContribution - 4.416508275000202), tight);
    // The ideal is a stable permutation: the two 3s keep their order (positions 1 and 5).
    QCOMPARE(b->ideal.size(), 5);
    const QList<int> sources {0, 4, 1, 3, 2};
    for (int p = 0; p < 5; ++p)
        QCOMPARE(b->ideal[p].source, sources[p]);
    QCOMPARE(b->idealPositionOf, (QList<int> {1, 3, 5, 4, 2}));
    QCOMPARE(b->cg, 18.0);
    QCOMPARE(b->k, 5);
}

void TestBreakdown::emptyRanking()
{
    const auto b = explain(Ranking {}, Settings {});
    QVERIFY(b.ok());
    QCOMPARE(b->rows.size(), 0);
    QCOMPARE(b->dcg, 0.0);
    QCOMPARE(b->idcg, 0.0);
    QCOMPARE(b->ndcg, std::optional<double>(0.0));
    QVERIFY(b->hasWarning(WarningKind::ZeroIdcg));
    QCOMPARE(b->metrics.precision, 0.0);
}

void TestBreakdown::allZerosUnderEachZeroIdcgRule_data()
{
    QTest::addColumn<ZeroIdcg>("rule");
    QTest::addColumn<std::optional<double>>("expected");
    QTest::newRow("zero rule scores 0") << ZeroIdcg::Zero << std::optional<double>(0.0);
    QTest::newRow("one rule scores 1") << ZeroIdcg::One << std::optional<double>(1.0);
    QTest::newRow("undefined rule gives no value")
        << ZeroIdcg::Undefined << std::optional<double>();
}

void TestBreakdown::allZerosUnderEachZeroIdcgRule()
{
    QFETCH(ZeroIdcg, rule);
    QFETCH(std::optional<double>, expected);
    Settings s;
    s.zeroIdcg = rule;
    const auto b = explain(Ranking::fromGrades({0, 0, 0}), s);
    QVERIFY(b.ok());
    QCOMPARE(b->ndcg, expected);
    QCOMPARE(b->rows[2].ndcg, expected);
    QCOMPARE(b->bestNdcg, expected);
    QVERIFY(b->hasWarning(WarningKind::ZeroIdcg));
}

void TestBreakdown::cutoffBeyondListFillsIdealFromPool()
{
    Settings s;
    s.cutoff = 5;
    const auto b = explain(Ranking::fromGrades({3, 2}, {3}), s);
    QVERIFY(b.ok());
    QVERIFY(b->hasWarning(WarningKind::CutoffBeyondList));
    QCOMPARE(b->rows.size(), 3); // max(n = 2, ideal = 3)
    QVERIFY(!b->rows[2].retrieved);
    QVERIFY(b->rows[2].hasIdeal);
    QCOMPARE(b->ideal[1].source, 2); // the unretrieved 3 is second in the ideal
    // Precision divides by k even when n < k (trec_eval): 2 relevant / 5.
    QCOMPARE(b->metrics.precision, 0.4);
    QCOMPARE(b->metrics.recall, 2.0 / 3.0);
}

void TestBreakdown::negativeGradesZeroPolicy()
{
    const auto b = explain(Ranking::fromGrades({2, -1, 1}), Settings {});
    QVERIFY(b.ok());
    QVERIFY(b->hasWarning(WarningKind::NegativeGrades));
    QCOMPARE(b->rows[1].gain, 0.0);
    QCOMPARE(b->idealSize, 2); // the negative grade is left out of the ideal
    QCOMPARE(b->idealPositionOf, (QList<int> {1, 0, 2}));
    QCOMPARE(b->metrics.relevantTotal, 2);
}

void TestBreakdown::negativeGradesRejectPolicy()
{
    Settings s;
    s.negativeGrades = NegativeGrades::Reject;
    const auto b = explain(Ranking::fromGrades({2, -1, 1}), s);
    QVERIFY(!b.ok());
    QVERIFY2(
        b.error().message.contains(QLatin1String("position 2")), qPrintable(b.error().message));
    const auto pool = explain(Ranking::fromGrades({2}, {-3}), s);
    QVERIFY(!pool.ok());
    QVERIFY(pool.error().message.contains(QLatin1String("unretrieved")));
}

void TestBreakdown::grade1100WithExponentialGainStaysFinite()
{
    // 2^1100 overflows a double. NDCG is a ratio, so scaling every gain by 2^-s leaves it
    // unchanged: with grades 1100, 0, 1099 the ideal is 1100, 1099, 0 and
    // NDCG = (2^1100 + 2^1099/log2 3·...) — computed in units of 2^1099:
    // DCG = 2 + 1/log2(4) = 2.5, IDCG = 2 + 1/log2(3); the -1 of 2^g-1 vanishes at this scale.
    const auto b = explain(Ranking::fromGrades({1100, 0, 1099}), Settings {});
    QVERIFY(b.ok());
    QVERIFY(b->hasWarning(WarningKind::ExponentialOverflow));
    QVERIFY(std::isfinite(b->dcg) && std::isfinite(b->idcg));
    for (const PositionRow &r : b->rows)
        QVERIFY(std::isfinite(r.gain) && std::isfinite(r.dcg) && std::isfinite(r.idcg));
    const double expected = 2.5 / (2.0 + 1.0 / std::log2(3.0));
    QCOMPARE_LE(std::abs(*b->ndcg - expected), tight);
    QVERIFY(std::isfinite(b->metrics.err));
}

void TestBreakdown::grade60WarnsOfInexactGain()
{
    const auto b = explain(Ranking::fromGrades({60, 1}), Settings {});
    QVERIFY(b.ok());
    QVERIFY(b->hasWarning(WarningKind::ExponentialInexact));
    QVERIFY(!b->hasWarning(WarningKind::ExponentialOverflow));
}

// Grades past INT_MAX under exponential gain: the scale s = ceil(gmax − 960) no longer fits an
// int (casting it was undefined behaviour and gave s = −2^31, every gain NaN and NDCG 0). NDCG
// follows from the ratios 2^(g − gmax): 3e9 and 3e9 − 1 have gains 1 and 1/2, anything far
// below gmax has gain 0 (2^−gmax vanishes too). With d = 1, 1/log2 3, 1/2:
//   3e9, 0, 3e9−1:  (1 + 1/2 · 1/2) / (1 + 1/2 · 1/log2 3) = 0.9502344167898356 (Python)
//   1, 3e9:         (1/log2 3) / 1                          = 0.6309297535714575
//   1e308, 1:       1; 1e308 − 960 rounds to 1e308, so s = 1e308 and the top gain is 2^0 = 1.
void TestBreakdown::gradesPastIntStayExact_data()
{
    QTest::addColumn<QList<double>>("grades");
    QTest::addColumn<double>("scale");
    QTest::addColumn<double>("firstGain");
    QTest::addColumn<double>("ndcg");
    const double d2 = 1.0 / std::log2(3.0);
    QTest::newRow("3e9, 0, 3e9 - 1") << QList<double> {3e9, 0, 3e9 - 1} << 2999999040.0
                                     << std::ldexp(1.0, 960) << 1.25 / (1.0 + 0.5 * d2);
    QTest::newRow("1, 3e9") << QList<double> {1, 3e9} << 2999999040.0 << 0.0 << d2;
    QTest::newRow("2^31 + 960: s = 2^31, one past INT_MAX")
        << QList<double> {2147484608.0, 1} << 2147483648.0 << std::ldexp(1.0, 960) << 1.0;
    QTest::newRow("1e308, 1") << QList<double> {1e308, 1} << 1e308 << 1.0 << 1.0;
    QTest::newRow("1, 1e308") << QList<double> {1, 1e308} << 1e308 << 0.0 << d2;
    QTest::newRow("largest double, 1")
        << QList<double> {1.7976931348623157e308, 1} << 1.7976931348623157e308 << 1.0 << 1.0;
}

void TestBreakdown::gradesPastIntStayExact()
{
    QFETCH(QList<double>, grades);
    QFETCH(double, scale);
    QFETCH(double, firstGain);
    QFETCH(double, ndcg);
    const auto b = explain(Ranking::fromGrades(grades), Settings {});
    QVERIFY(b.ok());
    QCOMPARE(b->gainScaleLog2, scale);
    QCOMPARE(b->rows[0].gain, firstGain);
    QVERIFY(b->ndcg.has_value());
    QCOMPARE_LE(std::abs(*b->ndcg - ndcg), tight);
    QVERIFY(b->hasWarning(WarningKind::ExponentialOverflow));
    for (const PositionRow &r : b->rows) {
        QVERIFY(std::isfinite(r.gain) && std::isfinite(r.contribution) && std::isfinite(r.dcg));
        QVERIFY(std::isfinite(r.idealGain) && std::isfinite(r.idcg) && r.ndcg);
    }
    QVERIFY(b->worstNdcg && b->randomNdcg && b->bestNdcg);
    QCOMPARE(*b->bestNdcg, 1.0);
    QVERIFY(std::isfinite(b->metrics.err) && std::isfinite(b->cg));
    // The warning names the scale exactly, never as an int that overflowed.
    const QString message = b->warnings[0].message;
    // In scientific notation the exponent is in parentheses: "2^(1e+308)", not "2^1e+308".
    QString exponent = QString::number(scale, 'g', 17);
    if (exponent.contains(u'e'))
        exponent = QLatin1Char('(') + exponent + QLatin1Char(')');
    QVERIFY2(message.contains(QStringLiteral("in units of 2^") + exponent), qPrintable(message));
}

// Grades from 2^59 up (issue 20): doubles there are 128 to 2048 apart, and gmax − 960 rounded
// down to gmax − 1024 (6e17, 2^63 − 960 …): the top gain 2^(gmax − s) = 2^1024 overflowed, every
// gain was inf and NDCG nan. s must be the smallest whole double at least gmax − 960, worked out
// from the spacing of the doubles (an ulp of 2^(e − 52) in [2^e, 2^(e+1))):
//   2^59:    2^59 − 960 lies in [2^58, 2^59), spacing 64: exact, s = 2^59 − 960, top gain 2^960
//   6e17:    in [2^59, 2^60), spacing 128; 960 = 7.5 · 128, so s = 6e17 − 896, top gain 2^896
//   2^62:    2^62 − 960 in [2^61, 2^62), spacing 512: s = 2^62 − 512, top gain 2^512
//   9.2e18:  in [2^62, 2^63), spacing 1024: the next double at or above g − 960 is g, gain 1
//   2^63, 1e19, 1e300, the largest double: s = g, top gain 2^0 − 2^−g = 1
// With the top grade first the ranking is ideal (NDCG 1); second, behind a grade of 1 whose
// gain vanishes beside it, NDCG = d(2) / d(1) = 1/log2 3. Linear gains are the grades (no
// scale below 2^960): 1, g gives (1 + g/log2 3) / (g + 1/log2 3). A map 1 → 3 leaves g linear:
// (3 + g/log2 3) / (g + 3/log2 3).
void TestBreakdown::gradesBetween2To59And2To63StayFinite_data()
{
    QTest::addColumn<double>("grade");
    QTest::addColumn<double>("scale");
    QTest::addColumn<double>("topGain");
    const double dblMax = std::numeric_limits<double>::max();
    QTest::newRow("2^59") << std::ldexp(1.0, 59) << std::ldexp(1.0, 59) - 960
                          << std::ldexp(1.0, 960);
    QTest::newRow("6e17") << 6e17 << 6e17 - 896 << std::ldexp(1.0, 896);
    QTest::newRow("2^62") << std::ldexp(1.0, 62) << std::ldexp(1.0, 62) - 512
                          << std::ldexp(1.0, 512);
    QTest::newRow("9.2e18") << 9.2e18 << 9.2e18 << 1.0;
    QTest::newRow("2^63") << std::ldexp(1.0, 63) << std::ldexp(1.0, 63) << 1.0;
    QTest::newRow("1e19") << 1e19 << 1e19 << 1.0;
    QTest::newRow("1e300") << 1e300 << 1e300 << 1.0;
    QTest::newRow("the largest double") << dblMax << dblMax << 1.0;
}

void TestBreakdown::gradesBetween2To59And2To63StayFinite()
{
    QFETCH(double, grade);
    QFETCH(double, scale);
    QFETCH(double, topGain);
    const double d2 = 1.0 / std::log2(3.0);
    const auto top = explain(Ranking::fromGrades({grade, 1}), Settings {});
    QVERIFY(top.ok());
    QCOMPARE(top->gainScaleLog2, scale);
    QCOMPARE(top->rows[0].gain, topGain);
    QCOMPARE(top->rows[1].gain, 0.0);
    QVERIFY(top->ndcg);
    QCOMPARE(*top->ndcg, 1.0);
    QVERIFY(std::isfinite(top->dcg) && std::isfinite(top->idcg) && std::isfinite(top->cg));
    QVERIFY(top->worstNdcg && top->randomNdcg && top->bestNdcg);
    QVERIFY(std::isfinite(*top->worstNdcg) && std::isfinite(*top->randomNdcg));
    QCOMPARE(*top->bestNdcg, 1.0);
    const auto second = explain(Ranking::fromGrades({1, grade}), Settings {});
    QVERIFY(second.ok() && second->ndcg);
    QCOMPARE_LE(std::abs(*second->ndcg - d2), tight);
    for (const PositionRow &r : second->rows) {
        QVERIFY(std::isfinite(r.gain) && std::isfinite(r.contribution) && std::isfinite(r.dcg));
        QVERIFY(std::isfinite(r.idealGain) && std::isfinite(r.idcg) && r.ndcg);
    }

    const auto lin = explain(Ranking::fromGrades({1, grade}), linear());
    QVERIFY(lin.ok() && lin->ndcg);
    const double linearNdcg = (1.0 + grade * d2) / (grade + d2);
    QCOMPARE_LE(std::abs(*lin->ndcg - linearNdcg), tight);
    Settings mapped;
    mapped.gain = Gain::Custom;
    mapped.gainMap = {{1.0, 3.0}};
    const auto map = explain(Ranking::fromGrades({1, grade}), mapped);
    QVERIFY(map.ok() && map->ndcg);
    QCOMPARE_LE(std::abs(*map->ndcg - (3.0 + grade * d2) / (grade + 3.0 * d2)), tight);
}

// Grades 3, 2000, 0, −1, 1000000 under exponential gain (issue 20): s = 10^6 − 960 = 999040,
// and in units of 2^999040 the gains 7 and 2^2000 − 1 are 0 in a double, so the window showed
// gain 0 and DCG@1–@4 0.000. Each term keeps its own true size. By hand (mpmath, 50 digits):
//   gain(3) = 7, DCG@1 = 7 exactly; gain(2000) = 2^2000 − 1 = 2^2000 in a double;
//   DCG@2 = 7 + (2^2000 − 1)/log2 3 = 7.243898166e601, log2 = 2000 − log2(log2 3);
//   DCG@5 = … + (2^10^6 − 1)/log2 6 = 3.830096656e301029, log2 = 10^6 − log2(log2 6);
//   ideal 10^6, 2000, 3, 0: c*₂ = (2^2000 − 1)/log2 3, c*₃ = 7/2 = 3.5 exactly;
//   NDCG@5 = 0.386852807234542 = 1/log2 6 to 15 digits, as before.
void TestBreakdown::eachTermKeepsItsTrueSize()
{
    const auto b = explain(Ranking::fromGrades({3, 2000, 0, -1, 1000000}), Settings {});
    QVERIFY(b.ok());
    QCOMPARE(b->gainScaleLog2, 999040.0);
    QCOMPARE(b->rows[0].gain, 0.0); // the common unit: 7 · 2^−999040 underflows
    QCOMPARE(b->trueSizes.size(), b->rows.size());
    const auto log2Of = [](TrueSize t) { return std::log2(t.value) + t.scaleLog2; };
    const auto exact = [](TrueSize t, double v) {
        return std::ldexp(t.value, int(std::clamp(t.scaleLog2, -2000.0, 2000.0))) == v;
    };
    QVERIFY(exact(b->trueSize(0, Term::Gain), 7.0));
    QVERIFY(exact(b->trueSize(0, Term::Contribution), 7.0));
    QVERIFY(exact(b->trueSize(0, Term::Dcg), 7.0));
    QCOMPARE(log2Of(b->trueSize(1, Term::Gain)), 2000.0);
    const double logD2 = std::log2(std::log2(3.0));
    for (int row : {1, 2, 3})
        QCOMPARE_LE(std::abs(log2Of(b->trueSize(row, Term::Dcg)) - (2000.0 - logD2)), 1e-9);
    QVERIFY(exact(b->trueSize(2, Term::Gain), 0.0));
    QVERIFY(exact(b->trueSize(3, Term::Gain), 0.0)); // a negative grade: gain 0
    QCOMPARE(log2Of(b->trueSize(4, Term::Gain)), 1000000.0);
    const double dcg5 = 1000000.0 - std::log2(std::log2(6.0));
    QCOMPARE_LE(std::abs(log2Of(b->trueSize(4, Term::Dcg)) - dcg5), 1e-9);
    QCOMPARE(b->dcgTrueSize(), b->trueSize(4, Term::Dcg));
    // The ideal: 10^6, 2000, 3, 0.
    QCOMPARE(log2Of(b->trueSize(0, Term::IdealGain)), 1000000.0);
    QCOMPARE_LE(std::abs(log2Of(b->trueSize(1, Term::IdealContribution)) - (2000.0 - logD2)), 1e-9);
    QVERIFY(exact(b->trueSize(2, Term::IdealGain), 7.0));
    QVERIFY(exact(b->trueSize(2, Term::IdealContribution), 3.5));
    QVERIFY(exact(b->trueSize(3, Term::IdealContribution), 0.0));
    QCOMPARE(log2Of(b->idcgTrueSize()), 1000000.0);
    QCOMPARE_LE(std::abs(*b->ndcg - 0.386852807234542), tight);
}

// Without a scale every term is its row's value (no second copy is kept).
void TestBreakdown::unscaledTermsAreTheirOwnTrueSize()
{
    const auto b = explain(Ranking::fromGrades({3, 2, 0, 1, 3}), Settings {});
    QVERIFY(b.ok());
    QVERIFY(b->trueSizes.isEmpty());
    QCOMPARE(b->trueSize(0, Term::Gain), (TrueSize {7.0, 0.0}));
    QCOMPARE(b->trueSize(4, Term::Dcg), (TrueSize {b->rows[4].dcg, 0.0}));
    QCOMPARE(b->dcgTrueSize(), (TrueSize {b->dcg, 0.0}));
    QCOMPARE(b->idcgTrueSize(), (TrueSize {b->idcg, 0.0}));
}

// 2^1023 fits a double but three of them do not: 3 · 2^1023 · (1 + 1/log2 3 + 1/2) overflowed to
// inf and NDCG to inf / inf = nan. Gains past 2^960 are scaled: s = ceil(1023 − 960) = 63.
void TestBreakdown::sumsThatWouldOverflowAreScaled()
{
    const auto b = explain(Ranking::fromGrades({1, 1023, 1023, 1023}), Settings {});
    QVERIFY(b.ok());
    QCOMPARE(b->gainScaleLog2, 63.0);
    QVERIFY(b->hasWarning(WarningKind::LargeGains));
    QVERIFY(b->hasWarning(WarningKind::ExponentialInexact));
    QVERIFY(!b->hasWarning(WarningKind::ExponentialOverflow));
    QCOMPARE(b->rows[1].gain, std::ldexp(1.0, 960) - std::ldexp(1.0, -63)); // (2^1023 − 1)/2^63
    // Gains 0, 1, 1, 1 (in units of 2^1023) against 1, 1, 1, 0: 0.7797360875200703 (Python).
    const double d2 = 1.0 / std::log2(3.0);
    const double expected = (d2 + 0.5 + 1.0 / std::log2(5.0)) / (1.0 + d2 + 0.5);
    QCOMPARE_LE(std::abs(*b->ndcg - expected), tight);
    QVERIFY(std::isfinite(b->idcg) && std::isfinite(b->dcg));
    // Below 2^960 nothing is scaled.
    const auto below = explain(Ranking::fromGrades({960, 960, 960}), Settings {});
    QCOMPARE(below->gainScaleLog2, 0.0);
    QVERIFY(!below->hasWarning(WarningKind::LargeGains));
}

// Linear gains 1e308, 5e307, 1e308 (1e308 lies in [2^1023, 2^1024): s = 1023 − 959 = 64) and a
// map to 1e308 and 1.5e308: NDCG from the gain ratios 1 : 1/2 : 1 and 1 : 1.5 : 1.5,
//   (1 + 1/2 · 1/log2 3 + 1/2) / (1 + 1/log2 3 + 1/4)      = 0.9651954696014428 (Python)
//   (1 + 1.5/log2 3 + 1.5/2) / (1.5 + 1.5/log2 3 + 1/2)    = 0.9258473218009376 (Python)
void TestBreakdown::linearAndMappedGainsNearDoubleMaxAreScaled()
{
    const double d2 = 1.0 / std::log2(3.0);
    const auto b = explain(Ranking::fromGrades({1e308, 5e307, 1e308}), linear());
    QVERIFY(b.ok());
    QCOMPARE(b->gainScaleLog2, 64.0);
    QCOMPARE(b->rows[0].gain, std::ldexp(1e308, -64));
    QCOMPARE(b->rows[1].gain, std::ldexp(5e307, -64));
    QVERIFY(b->hasWarning(WarningKind::LargeGains));
    QCOMPARE_LE(std::abs(*b->ndcg - (1.0 + 0.5 * d2 + 0.5) / (1.0 + d2 + 0.25)), tight);

    Settings mapped;
    mapped.gain = Gain::Custom;
    mapped.gainMap = {{1.0, 1e308}, {2.0, 1.5e308}};
    const auto m = explain(Ranking::fromGrades({1, 2, 2}), mapped);
    QVERIFY(m.ok());
    QCOMPARE(m->gainScaleLog2, 64.0);
    QCOMPARE_LE(std::abs(*m->ndcg - (1.0 + 1.5 * d2 + 0.75) / (1.5 + 1.5 * d2 + 0.5)), tight);
    QVERIFY(std::isfinite(m->dcg) && std::isfinite(m->idcg));
    // A gain of exactly 2^960 is not scaled; the next double up is.
    const auto edge = explain(Ranking::fromGrades({std::ldexp(1.0, 960)}), linear());
    QCOMPARE(edge->gainScaleLog2, 0.0);
    const auto past
        = explain(Ranking::fromGrades({std::nextafter(std::ldexp(1.0, 960), 2e300)}), linear());
    QCOMPARE(past->gainScaleLog2, 1.0);
}

// 3e9 − 3000 and 0 both have gain 0 in units of 2^2999999040 (2^−2040 underflows): the ideal is
// still ordered by grade, as their true gains are.
void TestBreakdown::hugeGradesOrderTheIdealByGrade()
{
    const auto b = explain(Ranking::fromGrades({3e9, 0, 3e9 - 3000}), Settings {});
    QVERIFY(b.ok());
    QCOMPARE(b->rows[2].gain, 0.0);
    QCOMPARE(b->ideal.size(), 3);
    QCOMPARE(b->ideal[0].grade, 3e9);
    QCOMPARE(b->ideal[1].grade, 3e9 - 3000);
    QCOMPARE(b->ideal[2].grade, 0.0);
    QCOMPARE(b->idealPositionOf, (QList<int> {1, 3, 2}));
}

// 2^2000 and 2^1999 are both inf as doubles: ordering by gainOf() tied them, so the "best" tie
// order kept 1999 first. gainOrderKey() orders them as their gains.
void TestBreakdown::gainOrderKeyOrdersHugeGrades()
{
    const Settings s;
    QVERIFY(gainOrderKey(2000, s) > gainOrderKey(1999, s));
    QVERIFY(gainOrderKey(3e9, s) > gainOrderKey(3e9 - 1, s));
    QCOMPARE(gainOrderKey(-5, s), gainOrderKey(0, s)); // both gain 0
    Settings mapped;
    mapped.gain = Gain::Custom;
    mapped.gainMap = {{1.0, 9.0}, {2.0, 3.0}};
    QVERIFY(gainOrderKey(1, mapped) > gainOrderKey(2, mapped));

    Ranking r = Ranking::fromGrades({1999, 2000});
    r.items[0].score = 0.5;
    r.items[1].score = 0.5;
    const auto best = scoreUnderTieOrder(r, s, TieOrder::Best);
    QVERIFY(best.ok());
    QCOMPARE(best->permutation, (QList<int> {1, 0}));
    QCOMPARE(*best->ndcg, 1.0);
}

void TestBreakdown::equalGainsKeepStableIdealOrder()
{
    // Grades 1,2,1,2,1 with a pool item 2: the ideal puts the 2s first in source order
    // (items 1, 3, then the pool item 5), then the 1s (items 0, 2, 4).
    const auto b = explain(Ranking::fromGrades({1, 2, 1, 2, 1}, {2}), Settings {});
    QVERIFY(b.ok());
    QList<int> sources;
    for (const IdealPlacement &p : b->ideal)
        sources << p.source;
    QCOMPARE(sources, (QList<int> {1, 3, 5, 0, 2, 4}));
    // Many distinct gains take the other sort path: still stable.
    QList<double> grades;
    for (int i = 0; i < 100; ++i)
        grades << double(i % 40) / 2.0;
    const auto many = explain(Ranking::fromGrades(grades), Settings {});
    QVERIFY(many.ok());
    for (qsizetype p = 1; p < many->ideal.size(); ++p) {
        const IdealPlacement &a = many->ideal[p - 1];
        const IdealPlacement &c = many->ideal[p];
        QVERIFY(a.grade > c.grade || (a.grade == c.grade && a.source < c.source));
    }
}

void TestBreakdown::logBaseCancelsUnderStandardDiscount()
{
    Settings b2;
    Settings b10;
    b10.logBase = 10;
    Settings b3;
    b3.logBase = 3;
    const Ranking r = Ranking::fromGrades({1, 3, 2, 0, 2});
    const auto x = explain(r, b2);
    const auto y = explain(r, b10);
    const auto z = explain(r, b3);
    QVERIFY(x.ok() && y.ok() && z.ok());
    QVERIFY(std::abs(x->dcg - y->dcg) > 1.0); // DCG depends on the base
    QCOMPARE_LE(std::abs(*x->ndcg - *y->ndcg), 1e-15);
    QCOMPARE_LE(std::abs(*x->ndcg - *z->ndcg), 1e-15);
}

void TestBreakdown::logBaseMattersUnderJk2002()
{
    Settings jk2;
    jk2.discount = Discount::JK2002;
    Settings jk3 = jk2;
    jk3.logBase = 3;
    const Ranking r = Ranking::fromGrades({1, 3, 2, 0, 2});
    QVERIFY(std::abs(*explain(r, jk2)->ndcg - *explain(r, jk3)->ndcg) > 1e-3);
}

void TestBreakdown::customGainMapKeepsUnlistedGradesLinear()
{
    Settings s;
    s.gain = Gain::Custom;
    s.gainMap = {{1, 3}, {2, 9}, {4, 4.5}};
    const auto b = explain(Ranking::fromGrades({1, 2, 3, 4}), s);
    QVERIFY(b.ok());
    QCOMPARE(b->rows[0].gain, 3.0);
    QCOMPARE(b->rows[1].gain, 9.0);
    QCOMPARE(b->rows[2].gain, 3.0); // not in the map: linear
    QCOMPARE(b->rows[3].gain, 4.5);
    QCOMPARE(b->ideal[0].grade, 2.0); // highest gain 9 comes first
}

void TestBreakdown::companionMetrics()
{
    // Grades 2,0,1,3,0, pool +1, k = 4, t = 1, gmax = 3 (Python reference above).
    Settings s;
    s.cutoff = 4;
    const auto b = explain(Ranking::fromGrades({2, 0, 1, 3, 0}, {1}), s);
    QVERIFY(b.ok());
    const Metrics &m = b->metrics;
    QCOMPARE(m.precision, 0.75);
    QCOMPARE(m.recall, 0.75);
    QCOMPARE(m.reciprocalRank, 1.0);
    QCOMPARE_LE(std::abs(m.averagePrecision - 0.6041666666666666), tight);
    QCOMPARE_LE(std::abs(m.err - 0.5206705729166667), tight);
    QCOMPARE_LE(std::abs(m.rbp - 0.43039999999999995), tight);
    QCOMPARE(m.errMaxGrade, 3.0);
    QCOMPARE(m.relevantRetrieved, 3);
    QCOMPARE(m.relevantTotal, 4);
    // A higher threshold: only grades >= 2 are relevant.
    s.relevantFrom = 2;
    const auto strict = explain(Ranking::fromGrades({0, 2, 1, 3, 0}, {1}), s);
    QCOMPARE(strict->metrics.reciprocalRank, 0.5);
    QCOMPARE(strict->metrics.precision, 0.5);
}

void TestBreakdown::worstRandomBestRange()
{
    Settings s;
    s.cutoff = 3;
    const auto b = explain(Ranking::fromGrades({2, 0, 1, 3, 0}, {1}), s);
    QVERIFY(b.ok());
    QCOMPARE_LE(std::abs(b->idcg - 9.392789260714373), tight);
    QCOMPARE_LE(std::abs(*b->worstNdcg - 0.05323232387329983), tight);
    QCOMPARE_LE(std::abs(*b->randomNdcg - 0.499111108290814), tight);
    // The pool's extra 1 is beyond k = 3, so the best ordering reaches IDCG@3.
    QCOMPARE_LE(std::abs(*b->bestNdcg - 1.0), tight);
    QVERIFY(*b->worstNdcg <= *b->ndcg && *b->ndcg <= *b->bestNdcg);
}

void TestBreakdown::sortedRankingScoresOne()
{
    const auto b = explain(Ranking::fromGrades({3, 2, 1, 0}), Settings {});
    QCOMPARE(*b->ndcg, 1.0);
    QCOMPARE(*b->bestNdcg, 1.0);
}

void TestBreakdown::invalidSettingsAreErrors_data()
{
    QTest::addColumn<Settings>("settings");
    QTest::addColumn<QString>("mentions");
    Settings base1;
    base1.logBase = 1;
    QTest::newRow("log base 1") << base1 << QStringLiteral("log base");
    Settings p1;
    p1.rbpPersistence = 1;
    QTest::newRow("RBP p = 1") << p1 << QStringLiteral("persistence");
    Settings emptyMap;
    emptyMap.gain = Gain::Custom;
    QTest::newRow("empty custom map") << emptyMap << QStringLiteral("map");
    Settings negativeMap;
    negativeMap.gain = Gain::Custom;
    negativeMap.gainMap = {{1, -2}};
    QTest::newRow("negative gain in the map") << negativeMap << QStringLiteral("negative gain");
}

void TestBreakdown::invalidSettingsAreErrors()
{
    QFETCH(Settings, settings);
    QFETCH(QString, mentions);
    const auto b = explain(Ranking::fromGrades({1, 2}), settings);
    QVERIFY(!b.ok());
    QVERIFY2(b.error().message.contains(mentions), qPrintable(b.error().message));
}

void TestBreakdown::discountFactors_data()
{
    QTest::addColumn<Discount>("discount");
    QTest::addColumn<double>("base");
    QTest::addColumn<int>("position");
    QTest::addColumn<double>("expected");
    // Exact: log2(2) = 1, log2(4) = 2, log2(8) = 3; log3(9) = 2 (to the last bit or two).
    QTest::newRow("standard b=2 at 1 is 1") << Discount::Log << 2.0 << 1 << 1.0;
    QTest::newRow("standard b=2 at 3 is 1/2") << Discount::Log << 2.0 << 3 << 0.5;
    QTest::newRow("standard b=2 at 7 is 1/3") << Discount::Log << 2.0 << 7 << 1.0 / 3.0;
    QTest::newRow("JK 2002 b=2 at 1 is 1") << Discount::JK2002 << 2.0 << 1 << 1.0;
    QTest::newRow("JK 2002 b=2 at 2 is 1") << Discount::JK2002 << 2.0 << 2 << 1.0;
    QTest::newRow("JK 2002 b=2 at 4 is 1/2") << Discount::JK2002 << 2.0 << 4 << 0.5;
    QTest::newRow("JK 2002 b=3 at 2 is 1") << Discount::JK2002 << 3.0 << 2 << 1.0;
    QTest::newRow("JK 2002 b=3 at 9 is 1/2") << Discount::JK2002 << 3.0 << 9 << 0.5;
    QTest::newRow("none is 1 everywhere") << Discount::None << 2.0 << 9 << 1.0;
}

void TestBreakdown::discountFactors()
{
    QFETCH(Discount, discount);
    QFETCH(double, base);
    QFETCH(int, position);
    QFETCH(double, expected);
    Settings s;
    s.discount = discount;
    s.logBase = base;
    QCOMPARE_LE(std::abs(discountAt(position, s) - expected), 1e-15);
}

QTEST_APPLESS_MAIN(TestBreakdown)
#include "tst_breakdown.moc"
