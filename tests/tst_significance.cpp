// The paired significance tests of core/significance.h against SciPy.
//
// Every expected number below was printed by tests/tst_significance_reference.py, run with
// Debian 12's /usr/bin/python3 (SciPy 1.10.1, NumPy 1.24.2); its docstring says which SciPy
// call gives each one. The test itself needs neither Python nor SciPy.
//
// The Wilcoxon test follows today's SciPy (method='auto' as SciPy 1.15 and later choose it),
// which the script emulates on SciPy 1.10's pieces (wilcoxon_today()); on top of its rows,
// wilcoxonMatchesItsDefinitionByEnumeration() computes the test again here from its definition
// on 88 query sets of 5 to 60 queries: every one of the 2^N sign flips for the permutation
// method, every subset of the ranks (or a table of subset counts beyond 20) for the exact one.
//
// Tolerances: t and Wilcoxon p-values 1e-6 absolute (they agree to ~1e-14), 1e-9 in the
// Wilcoxon-only tests; the exact randomization p-value 1e-12 (both count the same 2^n sign
// patterns); Monte Carlo randomization and bootstrap bounds 5 combined standard errors of the
// code's and SciPy's estimates (plus one lattice step of the mean for P@10-like data), as the
// script derives them.

#include "significance.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>

using namespace Ndcg::Stats;

Q_DECLARE_METATYPE(std::vector<double>)
Q_DECLARE_METATYPE(Ndcg::Stats::WilcoxonMethod)

namespace {

constexpr std::int64_t codePermutations = 200000; // CODE_PERMUTATIONS in the script
constexpr std::int64_t codeResamples = 100000; // CODE_RESAMPLES in the script
constexpr std::uint64_t seed = 1;

struct TCdfRow
{
    double df;
    double t;
    double cdf;
};

// scipy.special.stdtr(df, t), printed by the script's cdf_rows().
const TCdfRow tCdfRows[] = {
    {1, -40.0, 0.007956089912025812},
    {1, -8.5, 0.03727687115420518},
    {1, -3.2, 0.09641124797922955},
    {1, -1.96, 0.15017144588801654},
    {1, -0.7, 0.3055998877857853},
    {1, -0.001, 0.4996816902199194},
    {1, 0.0, 0.5},
    {1, 0.25, 0.5779791303773694},
    {1, 1.0, 0.7500000000000002},
    {1, 2.0, 0.8524163823495667},
    {1, 2.5, 0.8788810584091566},
    {1, 6.0, 0.9474315432887466},
    {1, 25.0, 0.9872743886520082},
    {2, -40.0, 0.0003122073360923703},
    {2, -8.5, 0.006779974792189457},
    {2, -3.2, 0.04267043961997643},
    {2, -1.96, 0.09452865480086611},
    {2, -0.7, 0.2781965123164327},
    {2, -0.001, 0.499646446697795},
    {2, 0.0, 0.5},
    {2, 0.25, 0.5870388279778489},
    {2, 1.0, 0.7886751345948129},
    {2, 2.0, 0.908248290463863},
    {2, 2.5, 0.9351941398892446},
    {2, 6.0, 0.9866642633922876},
    {2, 25.0, 0.9992019148942948},
    {3, -40.0, 1.719034039457927e-05},
    {3, -8.5, 0.0017098457081722378},
    {3, -3.2, 0.024665921481348097},
    {3, -1.96, 0.07242610428242681},
    {3, -0.7, 0.2671634991523818},
    {3, -0.001, 0.49963244748473046},
    {3, 0.0, 0.5},
    {3, 0.25, 0.5906353887855852},
    {3, 1.0, 0.8044988905221148},
    {3, 2.0, 0.9303370157205785},
    {3, 2.5, 0.9561466764959673},
    {3, 6.0, 0.9953636425538577},
    {3, 25.0, 0.9999298343050212},
    {4.5, -40.0, 3.224782606460502e-07},
    {4.5, -8.5, 0.0003073935859469269},
    {4.5, -3.2, 0.013922339715871423},
    {4.5, -1.96, 0.056825124118192606},
    {4.5, -0.7, 0.25921980115580906},
    {4.5, -0.001, 0.4996224532560758},
    {4.5, 0.0, 0.5},
    {4.5, 0.25, 0.5932035084878169},
    {4.5, 1.0, 0.8159974580599058},
    {4.5, 2.0, 0.9458710464094375},
    {4.5, 2.5, 0.9700471567488997},
    {4.5, 6.0, 0.9986792620972242},
    {4.5, 25.0, 0.999997348875879},
    {9, -40.0, 9.491499224669917e-12},
    {9, -8.5, 6.797036611178272e-06},
    {9, -3.2, 0.005415651294950663},
    {9, -1.96, 0.04082220273020832},
    {9, -0.7, 0.25080951960807263},
    {9, -0.001, 0.49961196516298667},
    {9, 0.0, 0.5},
    {9, 0.25, 0.5958998151475485},
    {9, 1.0, 0.8282818019310432},
    {9, 2.0, 0.9617235881146495},
    {9, 2.5, 0.9830690861585071},
    {9, 6.0, 0.9998987503389662},
    {9, 25.0, 0.9999999993705274},
    {29, -40.0, 3.1734386648646587e-27},
    {29, -8.5, 1.1490166431409602e-09},
    {29, -3.2, 0.0016592212317408739},
    {29, -1.96, 0.029833897759795672},
    {29, -0.7, 0.24475257430724184},
    {29, -0.001, 0.49960448148918113},
    {29, 0.0, 0.5},
    {29, 0.25, 0.5978250584594413},
    {29, 1.0, 0.8372090059919032},
    {29, 2.0, 0.9725281814085164},
    {29, 2.5, 0.9908373278307869},
    {29, 6.0, 0.9999992036045787},
    {29, 25.0, 1.0},
    {49, -40.0, 2.2273281630139657e-39},
    {49, -8.5, 1.6596530657026597e-11},
    {49, -3.2, 0.0012060117975563579},
    {49, -1.96, 0.02784780392313005},
    {49, -0.7, 0.24361879477491938},
    {49, -0.001, 0.49960308788281993},
    {49, 0.0, 0.5},
    {49, 0.25, 0.5981837342297713},
    {49, 1.0, 0.8388882970246623},
    {49, 2.0, 0.974470425871291},
    {49, 2.5, 0.9920921055764099},
    {49, 6.0, 0.9999998829784805},
    {49, 25.0, 1.0},
    {119, -40.0, 3.746840043322037e-71},
    {119, -8.5, 3.218386467362017e-14},
    {119, -3.2, 0.0008810145588809199},
    {119, -1.96, 0.02616660651623643},
    {119, -0.7, 0.24264676123494194},
    {119, -0.001, 0.49960189501094315},
    {119, 0.0, 0.5},
    {119, 0.25, 0.5984907907581887},
    {119, 1.0, 0.8403302012272769},
    {119, 2.0, 0.9761112123349881},
    {119, 2.5, 0.9931094493416495},
    {119, 6.0, 0.9999999890758048},
    {119, 25.0, 1.0},
    {999, -40.0, 6.213210598135922e-210},
    {999, -8.5, 3.4137313188395545e-17},
    {999, -3.2, 0.0007087909990464137},
    {999, -1.96, 0.02513673136690503},
    {999, -0.7, 0.24204513846708192},
    {999, -0.001, 0.4996011576090368},
    {999, 0.0, 0.5},
    {999, 0.25, 0.5986806261732837},
    {999, 1.0, 0.8412236699117936},
    {999, 2.0, 0.9771146915131216},
    {999, 2.5, 0.9937106362077454},
    {999, 6.0, 0.9999999986218655},
    {999, 25.0, 1.0},
    {4999, -40.0, 4.2822638235062515e-304},
    {4999, -8.5, 1.2364530199724169e-17},
    {4999, -3.2, 0.0006914340781158472},
    {4999, -1.96, 0.025025631693643673},
    {4999, -0.7, 0.24197993890557},
    {4999, -0.001, 0.49960107773670415},
    {4999, 0.0, 0.5},
    {4999, 0.25, 0.5987011893542816},
    {4999, 1.0, 0.8413205453660865},
    {4999, 2.0, 0.9772228646046512},
    {4999, 2.5, 0.9937744387193985},
    {4999, 6.0, 0.9999999989439375},
    {4999, 25.0, 1.0},
    {99999, -40.0, 0.0},
    {99999, -8.5, 9.607443117493075e-18},
    {99999, -3.2, 0.0006873523366063784},
    {99999, -1.96, 0.024999281611015504},
    {99999, -0.7, 0.24196446643180325},
    {99999, -0.001, 0.49960105878345384},
    {99999, 0.0, 0.5},
    {99999, 0.25, 0.5987060689088959},
    {99999, 1.0, 0.8413435362058463},
    {99999, 2.0, 0.9772485182577488},
    {99999, 2.5, 0.9937895403957775},
    {99999, 6.0, 0.9999999990100352},
    {99999, 25.0, 1.0},
};

struct NormalRow
{
    double x;
    double cdf;
};

// scipy.special.ndtr(x), printed by the script's cdf_rows().
const NormalRow normalRows[] = {
    {-37.5, 4.605353009581954e-308},
    {-20.0, 2.7536241186061556e-89},
    {-8.0, 6.22096057427174e-16},
    {-5.0, 2.866515718791933e-07},
    {-3.0, 0.0013498980316300933},
    {-1.96, 0.024997895148220435},
    {-1.0, 0.15865525393145707},
    {-0.3, 0.3820885778110474},
    {0.0, 0.5},
    {0.3, 0.6179114221889526},
    {1.0, 0.8413447460685429},
    {1.644853627, 0.950000000005005},
    {2.5, 0.9937903346742238},
    {5.0, 0.9999997133484281},
    {8.0, 0.9999999999999993},
};

bool closeRelative(double actual, double expected, double relative)
{
    return std::abs(actual - expected) <= relative * std::abs(expected) + 1e-300;
}

} // namespace

class TestSignificance : public QObject
{
    Q_OBJECT
private slots:
    void splitmix64MatchesVignasCheckValues();
    void xoshiroMatchesTheReferenceCode();
    void belowStaysInRangeAndUsesEveryValue();
    void studentTCdfMatchesScipyAtManyPoints();
    void normalCdfMatchesScipyAtManyPoints();
    void incompleteBetaKnownValues();
    void differencesRoundEqualDecimalsToEqualValues();
    void pairedTestsMatchScipy_data();
    void pairedTestsMatchScipy();
    void sameSeedGivesTheSamePValue();
    void bootstrapBlocksInAnyOrderGiveTheSameInterval();
    void bootstrapDrawsTheDocumentedResamples_data();
    void bootstrapDrawsTheDocumentedResamples();
    void noDifferenceAtAll();
    void constantDifference();
    void tooFewQueries();
    void exactWilcoxonAtTheCentreIsOne();
    void wilcoxonMatchesTodaysScipy_data();
    void wilcoxonMatchesTodaysScipy();
    void wilcoxonMatchesItsDefinitionByEnumeration_data();
    void wilcoxonMatchesItsDefinitionByEnumeration();
    void wilcoxonOfEightQueriesWithTwoZerosIsExact();
    void holmAdjustsAsTheTextbook_data();
    void holmAdjustsAsTheTextbook();
};

void TestSignificance::splitmix64MatchesVignasCheckValues()
{
    // The first outputs of splitmix64 from 1234567, as published with Vigna's reference code
    // (and printed by the script's transcription of it).
    std::uint64_t state = 1234567;
    const std::uint64_t expected[] = {6457827717110365317ULL, 3203168211198807973ULL,
        9817491932198370423ULL, 4593380528125082431ULL, 16408922859458223821ULL};
    for (const std::uint64_t e : expected)
        QCOMPARE(splitmix64(state), e);
}

void TestSignificance::xoshiroMatchesTheReferenceCode()
{
    // The script's line-by-line Python transcription of xoshiro256** 1.0 (Blackman and
    // Vigna's xoshiro256starstar.c), its state filled by splitmix64 from the seed.
    Random one(1);
    for (const std::uint64_t e : {12966619160104079557ULL, 9600361134598540522ULL,
             10590380919521690900ULL, 7218738570589545383ULL, 12860671823995680371ULL})
        QCOMPARE(one.next(), e);
    Random zero(0);
    for (const std::uint64_t e :
        {11091344671253066420ULL, 13793997310169335082ULL, 1900383378846508768ULL})
        QCOMPARE(zero.next(), e);
}

void TestSignificance::belowStaysInRangeAndUsesEveryValue()
{
    Random random(7);
    for (const std::uint64_t n : {1ULL, 2ULL, 3ULL, 7ULL, 50ULL}) {
        std::vector<int> seen(n, 0);
        for (int i = 0; i < 20000; ++i) {
            const std::uint64_t v = random.below(n);
            QVERIFY(v < n);
            ++seen[v];
        }
        // 20,000 / n each on average; a value drawn under half as often would be a bug.
        for (const int count : seen)
            QVERIFY2(count > 10000 / int(n), qPrintable(QString::number(count)));
    }
    QVERIFY(random.below(std::numeric_limits<std::uint64_t>::max())
        < std::numeric_limits<std::uint64_t>::max());
}

void TestSignificance::studentTCdfMatchesScipyAtManyPoints()
{
    for (const TCdfRow &row : tCdfRows) {
        const double cdf = studentTCdf(row.t, row.df);
        QVERIFY2(closeRelative(cdf, row.cdf, 1e-9),
            qPrintable(QStringLiteral("df %1, t %2: %3, SciPy %4")
                           .arg(row.df)
                           .arg(row.t)
                           .arg(cdf, 0, 'g', 17)
                           .arg(row.cdf, 0, 'g', 17)));
        // The upper tail, exactly the lower tail of −t.
        QVERIFY(closeRelative(studentTSf(-row.t, row.df), row.cdf, 1e-9));
    }
    QCOMPARE(studentTCdf(HUGE_VAL, 3), 1.0);
    QCOMPARE(studentTCdf(-HUGE_VAL, 3), 0.0);
    QVERIFY(std::isnan(studentTCdf(1.0, 0.0)));
    QVERIFY(std::isnan(studentTCdf(std::nan(""), 5.0)));
}

void TestSignificance::normalCdfMatchesScipyAtManyPoints()
{
    for (const NormalRow &row : normalRows) {
        QVERIFY2(closeRelative(normalCdf(row.x), row.cdf, 1e-12),
            qPrintable(QStringLiteral("x %1: %2, SciPy %3")
                           .arg(row.x)
                           .arg(normalCdf(row.x), 0, 'g', 17)
                           .arg(row.cdf, 0, 'g', 17)));
        QVERIFY(closeRelative(normalSf(-row.x), row.cdf, 1e-12));
    }
}

void TestSignificance::incompleteBetaKnownValues()
{
    // Closed forms: I_x(1, 1) = x; I_x(a, 1) = x^a; I_x(1, b) = 1 − (1 − x)^b (computed as
    // −expm1(b · log1p(−x)), which keeps its digits for small x); I_x(1/2, 1/2) = (2/π) asin(√x).
    for (const double x : {1e-9, 0.1, 0.37, 0.5, 0.9, 0.999999}) {
        QVERIFY(closeRelative(incompleteBeta(1, 1, x, 1 - x), x, 1e-13));
        QVERIFY(closeRelative(incompleteBeta(3.5, 1, x, 1 - x), std::pow(x, 3.5), 1e-12));
        QVERIFY(
            closeRelative(incompleteBeta(1, 4, x, 1 - x), -std::expm1(4 * std::log1p(-x)), 1e-12));
        QVERIFY(closeRelative(
            incompleteBeta(0.5, 0.5, x, 1 - x), 2 / M_PI * std::asin(std::sqrt(x)), 1e-12));
    }
    QCOMPARE(incompleteBeta(2, 3, 0, 1), 0.0);
    QCOMPARE(incompleteBeta(2, 3, 1, 0), 1.0);
}

void TestSignificance::differencesRoundEqualDecimalsToEqualValues()
{
    // In doubles 0.3 − 0.1 = 0.19999999999999998 but 0.2 − 0.0 = 0.2: one tie for a reader.
    const auto d = pairedDifferences({0.3, 0.2, 0.7, 0.5}, {0.1, 0.0, 0.7, 0.6});
    QCOMPARE(d.size(), std::size_t(4));
    QCOMPARE(d[0], d[1]);
    QCOMPARE(d[0], 0.2);
    QCOMPARE(d[2], 0.0);
    QCOMPARE(d[3], -0.1);
    QCOMPARE(winTieLoss(d), (WinTieLoss {2, 1, 1}));
}

void TestSignificance::pairedTestsMatchScipy_data()
{
    QTest::addColumn<std::vector<double>>("run");
    QTest::addColumn<std::vector<double>>("baseline");
    QTest::addColumn<double>("t");
    QTest::addColumn<double>("tP");
    QTest::addColumn<double>("w");
    QTest::addColumn<double>("wP");
    QTest::addColumn<bool>("wExact");
    QTest::addColumn<double>("permutationP");
    QTest::addColumn<double>("permutationTolerance");
    QTest::addColumn<double>("ciLow");
    QTest::addColumn<double>("ciHigh");
    QTest::addColumn<double>("ciTolerance");
    QTest::addColumn<int>("wins");
    QTest::addColumn<int>("ties");
    QTest::addColumn<int>("losses");

    // Printed by the script's reference_row(), one per data set (see its docstring).
    // ten queries, no ties, no zeros: n = 10, 0 zero(s), ties among |d|: False; Wilcoxon exact,
    // randomization exact
    QTest::newRow("ten queries, no ties, no zeros")
        << std::vector<double> {0.3481, 0.631516, 0.666678, 0.893547, 0.412669, 0.35434, 0.003655,
               0.19929, 0.650044, 0.372291}
        << std::vector<double> {0.259008, 0.685258, 0.684082, 0.849336, 0.185724, 0.230559, 0.14716,
               0.225163, 0.734024, 0.130213}
        << 0.9814420269808168 << 0.35201980557160006 // ttest_1samp
        << 20.0 << 0.4921875 << true // wilcoxon
        << 0.3515625 << 1e-12 // permutation_test, tolerance
        << -0.033457499999999994 << 0.11795059999999999
        << 0.0017196668887631892 // bootstrap percentile 95%, tolerance
        << 5 << 0 << 5;
    // fifteen P@10 values, ties and zeros: n = 15, 4 zero(s), ties among |d|: True; Wilcoxon normal
    // approximation, randomization exact
    QTest::newRow("fifteen P@10 values, ties and zeros")
        << std::vector<double> {0.4, 0.9, 0.4, 0.2, 0.7, 0.6, 0.6, 0.9, 0.8, 1.0, 0.7, 1.0, 0.6,
               0.8, 0.9}
        << std::vector<double> {0.4, 0.7, 0.6, 0.2, 0.4, 0.5, 0.3, 0.7, 0.8, 0.9, 0.6, 1.0, 0.5,
               0.6, 1.0}
        << 2.3848480035423645 << 0.03177721393348182 // ttest_1samp
        << 10.5 << 0.042168197097156 << false // wilcoxon
        << 0.05078125 << 1e-12 // permutation_test, tolerance
        << 0.019999999999999997 << 0.15333333333333335
        << 0.008221917899056878 // bootstrap percentile 95%, tolerance
        << 9 << 4 << 2;
    // twenty queries, three zeros: n = 20, 3 zero(s), ties among |d|: False; Wilcoxon normal
    // approximation, randomization exact
    QTest::newRow("twenty queries, three zeros")
        << std::vector<double> {0.431322, 0.919326, 0.437183, 0.293308, 0.293571, 0.356551,
               0.285278, 0.39168, 0.411452, 0.802342, 0.719185, 0.550026, 0.682784, 0.970345,
               0.735705, 0.226688, 0.636029, 0.629086, 0.3706, 0.025536}
        << std::vector<double> {0.44038, 0.728949, 0.535976, 0.293308, 0.179412, 0.356248, 0.371113,
               0.261762, 0.280137, 0.889267, 0.577203, 0.550026, 0.565357, 0.886621, 0.701546,
               0.131101, 0.430381, 0.629086, 0.463653, 0.002181}
        << 2.1082754913544743 << 0.04851212684844818 // ttest_1samp
        << 33.0 << 0.03947435091450279 << false // wilcoxon
        << 0.0503997802734375 << 1e-12 // permutation_test, tolerance
        << 0.004225146250000005 << 0.08514945125000001
        << 0.000915742981398741 // bootstrap percentile 95%, tolerance
        << 12 << 3 << 5;
    // thirty queries, no ties: n = 30, 0 zero(s), ties among |d|: False; Wilcoxon exact,
    // randomization Monte Carlo
    QTest::newRow("thirty queries, no ties")
        << std::vector<double> {0.787397, 0.0, 0.759663, 0.08167, 0.786414, 0.442567, 0.046125,
               0.38222, 0.744293, 0.698116, 0.737011, 0.0, 0.413094, 0.798417, 0.675353, 0.678826,
               0.850779, 1.0, 0.720742, 0.511925, 0.228871, 0.294568, 0.332358, 0.910105, 0.35276,
               0.474093, 1.0, 0.631355, 0.770141, 0.033013}
        << std::vector<double> {0.861571, 0.042563, 0.701795, 0.038648, 0.583025, 0.569888,
               0.182151, 0.192875, 0.787401, 0.555293, 0.900618, 0.167328, 0.429145, 0.595112,
               0.807009, 0.695158, 0.971107, 0.825356, 0.645092, 0.526586, 0.126484, 0.310587,
               0.408044, 0.906736, 0.565042, 0.699008, 0.938403, 0.522018, 0.851632, 0.035785}
        << -0.4424871435608283 << 0.6614195336249669 // ttest_1samp
        << 205.0 << 0.583757072687149 << true // wilcoxon
        << 0.6588653411346589 << 0.011512778625428533 // permutation_test, tolerance
        << -0.05310716833333333 << 0.03373954583333338
        << 0.000982937383343636 // bootstrap percentile 95%, tolerance
        << 12 << 0 << 18;
    // sixty P@10 values, ties and zeros: n = 60, 19 zero(s), ties among |d|: True; Wilcoxon normal
    // approximation, randomization Monte Carlo
    QTest::newRow("sixty P@10 values, ties and zeros")
        << std::vector<double> {0.5, 0.8, 0.6, 0.0, 0.1, 0.9, 0.5, 0.3, 0.4, 0.2, 0.1, 0.6, 0.2,
               0.3, 0.3, 0.5, 0.9, 0.6, 0.1, 0.0, 0.2, 0.0, 0.0, 0.7, 0.4, 0.4, 1.0, 1.0, 0.6, 0.2,
               0.2, 0.8, 0.6, 0.4, 0.0, 0.4, 0.3, 1.0, 0.4, 0.2, 0.5, 1.0, 0.4, 0.0, 0.4, 0.2, 0.1,
               0.5, 0.4, 0.3, 0.0, 0.3, 0.9, 0.5, 0.7, 0.7, 0.3, 0.6, 0.7, 0.6}
        << std::vector<double> {0.8, 0.6, 0.5, 0.0, 0.4, 0.8, 0.6, 0.2, 0.2, 0.0, 0.1, 0.5, 0.2,
               0.3, 0.4, 0.4, 0.9, 0.6, 0.4, 0.0, 0.5, 0.2, 0.1, 0.5, 0.7, 0.7, 0.9, 0.9, 0.6, 0.0,
               0.5, 0.8, 0.4, 0.2, 0.0, 0.5, 0.2, 0.8, 0.2, 0.0, 0.3, 1.0, 0.2, 0.1, 0.7, 0.5, 0.1,
               0.5, 0.4, 0.3, 0.0, 0.3, 1.0, 0.3, 0.8, 0.7, 0.3, 0.9, 0.6, 0.9}
        << -0.5320958941248378 << 0.5966576803105 // ttest_1samp
        << 382.0 << 0.5237255813136784 << false // wilcoxon
        << 0.6511213488786511 << 0.011477915883067024 // permutation_test, tolerance
        << -0.054999999999999986 << 0.030000000000000006
        << 0.002629825783753311 // bootstrap percentile 95%, tolerance
        << 22 << 19 << 19;
    // eight queries, one large loss, tied |d|: n = 8, 0 zero(s), ties among |d|: True; Wilcoxon
    // permutation, randomization exact
    QTest::newRow("eight queries, one large loss, tied |d|")
        << std::vector<double> {0.49, 0.35, 0.7, 0.4, 0.61, 0.15, 0.21, 0.33}
        << std::vector<double> {0.52, 0.31, 0.77, 0.45, 0.66, 0.12, 0.93, 0.38}
        << -1.279462801581413 << 0.2415079306798427 // ttest_1samp
        << 4.5 << 0.0546875 << true // wilcoxon
        << 0.0859375 << 1e-12 // permutation_test, tolerance
        << -0.29375 << -0.005 << 0.0048935074545492716 // bootstrap percentile 95%, tolerance
        << 2 << 0 << 6;
    // forty P@10 values, ties, no zeros: n = 40, 0 zero(s), ties among |d|: True; Wilcoxon normal
    // approximation, randomization Monte Carlo
    QTest::newRow("forty P@10 values, ties, no zeros")
        << std::vector<double> {1.0, 0.3, 0.6, 0.9, 0.3, 0.7, 0.4, 0.9, 0.4, 0.9, 0.9, 0.4, 0.1,
               0.7, 1.0, 0.9, 0.2, 0.5, 0.7, 0.2, 0.3, 0.2, 1.1, 1.0, 0.1, 0.2, 0.0, 0.4, 0.5, 0.6,
               0.0, 1.1, 0.8, 0.0, 0.5, 0.8, 0.3, 1.0, 0.2, 0.6}
        << std::vector<double> {0.9, 0.5, 0.5, 0.6, 0.4, 0.4, 0.6, 0.7, 0.3, 0.8, 0.7, 0.5, 0.3,
               0.8, 0.9, 0.8, 0.4, 0.7, 0.8, 0.4, 0.1, 0.1, 0.8, 0.9, 0.3, 0.3, 0.2, 0.1, 0.3, 0.5,
               0.2, 0.8, 0.9, 0.1, 0.4, 0.7, 0.1, 0.9, 0.1, 0.3}
        << 1.4210620942549117 << 0.16324566452963746 // ttest_1samp
        << 321.0 << 0.22184192118807566 << false // wilcoxon
        << 0.18986981013018986 << 0.0071800669439236985 // permutation_test, tolerance
        << -0.015000000000000003 << 0.095
        << 0.003731232360297644 // bootstrap percentile 95%, tolerance
        << 24 << 0 << 16;
    // 120 queries, small effect: n = 120, 0 zero(s), ties among |d|: False; Wilcoxon normal
    // approximation, randomization Monte Carlo
    QTest::newRow("120 queries, small effect")
        << std::vector<double> {0.427748, 0.327575, 0.390381, 0.261336, 1.0, 0.286519, 0.138371,
               0.166253, 0.490104, 0.226509, 0.973142, 0.358454, 0.53837, 0.242463, 0.348455,
               0.805644, 0.785146, 0.579288, 0.101774, 0.980131, 0.798244, 0.243346, 0.568504,
               0.205372, 0.469805, 0.534213, 0.44585, 0.782932, 1.0, 0.534079, 1.0, 0.120942, 1.0,
               0.487014, 0.626524, 0.957654, 0.0, 0.398606, 0.15261, 0.867709, 0.852205, 0.991801,
               0.466226, 0.499077, 0.59535, 0.0, 0.576777, 0.9736, 0.728452, 0.602794, 1.0,
               0.514679, 0.684651, 0.349727, 0.796309, 0.154748, 0.0, 0.293283, 0.167105, 1.0,
               0.04098, 0.850292, 0.228684, 0.124462, 0.678726, 0.634057, 0.132219, 0.355869,
               0.039553, 0.681603, 0.91489, 0.995723, 0.351436, 0.845332, 0.240793, 0.290107,
               0.138215, 0.855243, 0.862027, 0.478971, 0.371421, 0.599525, 0.293662, 0.939315,
               0.295624, 0.0, 0.173874, 0.832632, 0.262759, 1.0, 0.817964, 0.576109, 0.761406,
               0.63169, 0.313764, 1.0, 0.760404, 0.246459, 0.331118, 0.658531, 0.989783, 0.465894,
               0.725914, 0.373776, 0.880959, 1.0, 0.627492, 0.381078, 0.0, 1.0, 0.529161, 0.511231,
               0.382601, 0.185066, 0.148175, 0.297099, 0.308407, 0.104592, 0.321643, 0.054814}
        << std::vector<double> {0.344781, 0.226601, 0.283507, 0.092863, 0.712852, 0.125357,
               0.178421, 0.104491, 0.546765, 0.141704, 0.735342, 0.026049, 0.461952, 0.356306,
               0.578063, 0.571055, 0.804872, 0.513255, 0.067398, 0.859118, 0.527263, 0.280479,
               0.379562, 0.124587, 0.205675, 0.327362, 0.579955, 0.765745, 0.931675, 0.300142,
               0.928088, 0.026244, 0.713082, 0.389538, 0.481458, 0.894444, 0.060941, 0.250421,
               0.003227, 0.532382, 0.990285, 0.840135, 0.530917, 0.431453, 0.561523, 0.011286,
               0.628943, 0.876289, 0.749629, 0.656074, 0.955902, 0.554566, 0.627933, 0.31339,
               0.991631, 0.159997, 0.185221, 0.055566, 0.437462, 0.985321, 0.178187, 0.769816,
               0.409417, 0.080686, 0.486909, 0.513264, 0.111335, 0.348675, 0.051814, 0.820251,
               0.778629, 0.74993, 0.091529, 0.775394, 0.30485, 0.297436, 0.262229, 0.806014,
               0.715319, 0.417692, 0.282926, 0.743214, 0.211778, 0.839333, 0.084476, 0.047035,
               0.119388, 0.752567, 0.149561, 0.99685, 0.624554, 0.10018, 0.493036, 0.59877,
               0.045908, 0.895259, 0.545067, 0.136822, 0.477612, 0.478149, 0.841168, 0.124896,
               0.712498, 0.48996, 0.696355, 0.769381, 0.855648, 0.268832, 0.015308, 0.920324,
               0.706183, 0.632083, 0.14028, 0.347839, 0.428573, 0.436294, 0.356886, 0.328455,
               0.348977, 0.192897}
        << 4.06412343605179 << 8.68595247243401e-05 // ttest_1samp
        << 2165.0 << 0.0001247274640661466 << false // wilcoxon
        << 0.000117999882000118 << 0.00018814323268247677 // permutation_test, tolerance
        << 0.02852109208333334 << 0.08117875104166666
        << 0.0005951599570928646 // bootstrap percentile 95%, tolerance
        << 79 << 0 << 41;
}

void TestSignificance::pairedTestsMatchScipy()
{
    QFETCH(std::vector<double>, run);
    QFETCH(std::vector<double>, baseline);
    QFETCH(double, t);
    QFETCH(double, tP);
    QFETCH(double, w);
    QFETCH(double, wP);
    QFETCH(bool, wExact);
    QFETCH(double, permutationP);
    QFETCH(double, permutationTolerance);
    QFETCH(double, ciLow);
    QFETCH(double, ciHigh);
    QFETCH(double, ciTolerance);
    QFETCH(int, wins);
    QFETCH(int, ties);
    QFETCH(int, losses);

    const std::vector<double> d = pairedDifferences(run, baseline);
    const TTest tTest = pairedTTest(d);
    QVERIFY2(closeRelative(tTest.statistic, t, 1e-9),
        qPrintable(QString::number(tTest.statistic, 'g', 17)));
    QCOMPARE(tTest.df, double(d.size() - 1));
    QVERIFY2(
        std::abs(tTest.pValue - tP) <= 1e-6, qPrintable(QString::number(tTest.pValue, 'g', 17)));

    const Wilcoxon wilcoxon = wilcoxonSignedRank(d);
    QCOMPARE(wilcoxon.statistic, w); // a sum of half-integer ranks: exact
    QCOMPARE(wilcoxon.exact, wExact);
    QVERIFY2(std::abs(wilcoxon.pValue - wP) <= 1e-6,
        qPrintable(QString::number(wilcoxon.pValue, 'g', 17)));

    const Randomization randomization = randomizationTest(d, codePermutations, seed);
    QCOMPARE(randomization.exact, d.size() <= std::size_t(exactLimit));
    QCOMPARE(randomization.permutations,
        randomization.exact ? std::int64_t(1) << d.size() : codePermutations);
    QVERIFY2(std::abs(randomization.pValue - permutationP) <= permutationTolerance,
        qPrintable(QStringLiteral("%1, SciPy %2 ± %3")
                       .arg(randomization.pValue, 0, 'g', 17)
                       .arg(permutationP)
                       .arg(permutationTolerance)));
    QVERIFY(closeRelative(randomization.statistic, mean(d), 1e-12));

    const Interval interval = bootstrapMeanInterval(d, 0.95, codeResamples, seed);
    QVERIFY2(std::abs(interval.low - ciLow) <= ciTolerance,
        qPrintable(QStringLiteral("low %1, SciPy %2 ± %3")
                       .arg(interval.low, 0, 'g', 17)
                       .arg(ciLow)
                       .arg(ciTolerance)));
    QVERIFY2(std::abs(interval.high - ciHigh) <= ciTolerance,
        qPrintable(QStringLiteral("high %1, SciPy %2 ± %3")
                       .arg(interval.high, 0, 'g', 17)
                       .arg(ciHigh)
                       .arg(ciTolerance)));

    QCOMPARE(winTieLoss(d), (WinTieLoss {wins, ties, losses}));
}

void TestSignificance::sameSeedGivesTheSamePValue()
{
    std::vector<double> d;
    for (int i = 0; i < 40; ++i)
        d.push_back(0.01 * ((i * 37) % 23) - 0.09);
    const Randomization a = randomizationTest(d, 10000, 42);
    const Randomization b = randomizationTest(d, 10000, 42);
    QCOMPARE(a.pValue, b.pValue);
    QVERIFY(!a.exact);
    const Interval i = bootstrapMeanInterval(d, 0.95, 5000, 42);
    const Interval j = bootstrapMeanInterval(d, 0.95, 5000, 42);
    QCOMPARE(i.low, j.low);
    QCOMPARE(i.high, j.high);
    QVERIFY(i.low < mean(d) && mean(d) < i.high);
}

void TestSignificance::bootstrapBlocksInAnyOrderGiveTheSameInterval()
{
    // runcomparison.cpp draws the blocks on several threads: the order must not matter.
    std::vector<double> d;
    for (int i = 0; i < 57; ++i)
        d.push_back(0.1 * ((i * 7) % 11) - 0.4);
    const std::int64_t resamples = 3 * bootstrapBlock + 17; // a last, partial block
    std::vector<double> means(std::size_t(resamples), std::nan(""));
    for (std::int64_t block = 3; block >= 0; --block)
        bootstrapMeans(d, 9, block, means);
    const Interval backwards = percentileInterval(means, 0.9);
    const Interval serial = bootstrapMeanInterval(d, 0.9, resamples, 9);
    QCOMPARE(backwards.low, serial.low);
    QCOMPARE(backwards.high, serial.high);
    // A block left out leaves NaN means: no interval rather than a wrong one.
    std::vector<double> partial(std::size_t(resamples), std::nan(""));
    bootstrapMeans(d, 9, 0, partial);
    QVERIFY(std::isnan(percentileInterval(partial, 0.9).low));
}

void TestSignificance::bootstrapDrawsTheDocumentedResamples_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("resamples");
    // Small and odd n (a high half left over), n not a multiple of 4, compare's 5,000, and
    // 300,007, where 2^32 mod n = 120,307 rejects about one index in 36,000: most resamples
    // then meet a rejection (the resampling loop notes it and redraws the resample).
    QTest::newRow("n = 1") << 1 << 40;
    QTest::newRow("n = 3") << 3 << 40;
    QTest::newRow("n = 6") << 6 << 40;
    QTest::newRow("n = 57") << 57 << 300;
    QTest::newRow("n = 5000") << 5000 << 200;
    QTest::newRow("n = 300007") << 300007 << 12;
}

void TestSignificance::bootstrapDrawsTheDocumentedResamples()
{
    // The resamples written out as significance.h describes them, one index at a time, against
    // bootstrapMeans and bootstrapMeansOfEach (which fuse drawing and summing): the same
    // numbers, bit for bit, block 0 and block 1.
    QFETCH(int, n);
    QFETCH(int, resamples);
    const auto size = std::size_t(n);
    std::vector<double> a(size);
    std::vector<double> b(size);
    for (std::size_t i = 0; i < size; ++i) {
        a[i] = 0.001 * double((i * 7919) % 1013) - 0.5;
        b[i] = i % 3 == 0 ? 0.0 : 0.1 * double(i % 11) - 0.5;
    }
    const std::uint64_t seedHere = 20261125;
    for (const std::int64_t block : {std::int64_t(0), std::int64_t(1)}) {
        std::uint64_t state = seedHere ^ (std::uint64_t(block) * 0xD1B54A32D192ED03ULL);
        Random random(splitmix64(state));
        const auto count = std::size_t(block * bootstrapBlock) + std::size_t(resamples);
        std::vector<double> expectedA(count, std::nan(""));
        std::vector<double> expectedB(count, std::nan(""));
        const std::uint64_t threshold = ((std::uint64_t(1) << 32) - size) % size;
        std::int64_t rejected = 0;
        for (auto r = std::size_t(block * bootstrapBlock); r < count; ++r) {
            std::vector<std::size_t> indices;
            std::uint64_t output = 0;
            bool high = false; // the next half is the high half of `output`
            while (indices.size() < size) {
                if (!high)
                    output = random.next();
                const std::uint64_t x = high ? output >> 32 : output & 0xFFFFFFFFU;
                high = !high;
                const std::uint64_t product = x * size;
                if ((product & 0xFFFFFFFFU) < threshold)
                    ++rejected;
                else
                    indices.push_back(std::size_t(product >> 32));
            }
            double sumsA[4] = {0.0, 0.0, 0.0, 0.0};
            double sumsB[4] = {0.0, 0.0, 0.0, 0.0};
            for (std::size_t i = 0; i < size; ++i) {
                const std::size_t to = i < size - size % 4 ? i % 4 : 0;
                sumsA[to] += a[indices[i]];
                sumsB[to] += b[indices[i]];
            }
            expectedA[r] = ((sumsA[0] + sumsA[1]) + (sumsA[2] + sumsA[3])) / double(size);
            expectedB[r] = ((sumsB[0] + sumsB[1]) + (sumsB[2] + sumsB[3])) / double(size);
        }
        if (n == 300007)
            QVERIFY2(rejected > resamples / 2, "the case meant to meet rejections met too few");
        std::vector<double> alone(count, std::nan(""));
        bootstrapMeans(a, seedHere, block, alone);
        std::vector<double> togetherA(count, std::nan(""));
        std::vector<double> togetherB(count, std::nan(""));
        bootstrapMeansOfEach({&a, &b}, seedHere, block, {&togetherA, &togetherB});
        for (auto r = std::size_t(block * bootstrapBlock); r < count; ++r) {
            // ==, not QCOMPARE's fuzzy comparison of doubles: the same bits.
            const QByteArray where = QByteArray("resample ") + QByteArray::number(qulonglong(r));
            QVERIFY2(alone[r] == expectedA[r], where.constData());
            QVERIFY2(togetherA[r] == expectedA[r], where.constData());
            QVERIFY2(togetherB[r] == expectedB[r], where.constData());
        }
    }
}

void TestSignificance::noDifferenceAtAll()
{
    // Documented (significance.h): every test says p = 1 when the runs agree on every query;
    // SciPy returns NaN (t) or raises (Wilcoxon) there, and permutation_test gives 1 too.
    const std::vector<double> d(12, 0.0);
    const TTest t = pairedTTest(d);
    QCOMPARE(t.statistic, 0.0);
    QCOMPARE(t.pValue, 1.0);
    const Wilcoxon w = wilcoxonSignedRank(d);
    QCOMPARE(w.pValue, 1.0);
    QCOMPARE(w.nonZero, 0);
    QCOMPARE(randomizationTest(d, 1000, seed).pValue, 1.0);
    QCOMPARE(randomizationTest(std::vector<double>(30, 0.0), 1000, seed).pValue, 1.0);
    const Interval i = bootstrapMeanInterval(d, 0.95, 1000, seed);
    QCOMPARE(i.low, 0.0);
    QCOMPARE(i.high, 0.0);
}

void TestSignificance::constantDifference()
{
    // Every query 0.25 higher: no spread, so t = +inf and p = 0 (SciPy's ttest_rel says the
    // same). The exact sign-flip test: only the observed pattern (and none other) reaches a
    // mean of 0.25, so p = 2 · 1/2^8; Wilcoxon ranks 8 tied values, and its sign flips of 8
    // queries give R+ = 36 only when all are positive: the same p = 2/256.
    const std::vector<double> d(8, 0.25);
    const TTest t = pairedTTest(d);
    QVERIFY(std::isinf(t.statistic) && t.statistic > 0);
    QCOMPARE(t.pValue, 0.0);
    QCOMPARE(randomizationTest(d, 1000, seed).pValue, 2.0 / 256.0);
    const Wilcoxon w = wilcoxonSignedRank(d);
    QCOMPARE(int(w.method), int(WilcoxonMethod::Permutation));
    QCOMPARE(w.statistic, 0.0);
    QCOMPARE(w.pValue, 2.0 / 256.0);
    // Beyond 13 queries, the normal approximation: z = (0 − 18) / √((8·9·17 − ½·8·63)/24)
    // = −18 / √40.5 for 8 tied values among 14 with 6 zeros.
    std::vector<double> fourteen = d;
    fourteen.resize(14, 0.0);
    const Wilcoxon normal = wilcoxonSignedRank(fourteen);
    QCOMPARE(int(normal.method), int(WilcoxonMethod::Normal));
    QVERIFY(closeRelative(normal.z, -18.0 / std::sqrt(40.5), 1e-14));
}

void TestSignificance::tooFewQueries()
{
    QVERIFY(std::isnan(pairedTTest({}).pValue));
    QVERIFY(std::isnan(pairedTTest({0.3}).pValue));
    QVERIFY(std::isnan(randomizationTest({}, 100, seed).pValue));
    QVERIFY(std::isnan(bootstrapMeanInterval({}, 0.95, 100, seed).low));
    QVERIFY(std::isnan(mean({})));
    // One query: the exact Wilcoxon distribution of R+ is {0, 1}, each 1/2; R+ = 1 gives
    // p = 2 · min(1, 1/2) = 1. The sign-flip test: 2 patterns, p = 2 · min(1, 1/2) = 1.
    QCOMPARE(wilcoxonSignedRank({0.3}).pValue, 1.0);
    QCOMPARE(randomizationTest({0.3}, 100, seed).pValue, 1.0);
}

void TestSignificance::exactWilcoxonAtTheCentreIsOne()
{
    // n = 4, ranks 1..4, R+ = 1 + 4 = 5 = the centre of 0..10: SciPy returns 1.
    const Wilcoxon w = wilcoxonSignedRank({0.1, -0.2, -0.3, 0.4});
    QVERIFY(w.exact);
    QCOMPARE(w.statistic, 5.0);
    QCOMPARE(w.pValue, 1.0);
    // n = 5 all positive: R+ = 15, P(R+ >= 15) = 1/32, p = 2/32 = 0.0625 (SciPy: 0.0625).
    QCOMPARE(wilcoxonSignedRank({0.1, 0.2, 0.3, 0.4, 0.5}).pValue, 0.0625);
}

void TestSignificance::wilcoxonMatchesTodaysScipy_data()
{
    QTest::addColumn<std::vector<double>>("d");
    QTest::addColumn<double>("statistic");
    QTest::addColumn<double>("p");
    QTest::addColumn<WilcoxonMethod>("method");
    // Printed by the script's wilcoxon_rows(): today's scipy.stats.wilcoxon(d) with its
    // defaults, emulated on SciPy 1.10 by wilcoxon_today() (see the script's docstring).
    QTest::newRow("eight queries, two zero differences (issue 20)") << std::vector<double> {
        0.1, -0.2, 0.3, 0.4, 0.5, 0.6, 0.0, 0.0} << 2.0 << 0.09375 << WilcoxonMethod::Permutation;
    QTest::newRow("five queries, no ties, no zeros") << std::vector<double> {-0.928, 0.741, -0.703,
        0.806, -0.785} << 6.0 << 0.8125 << WilcoxonMethod::Exact;
    QTest::newRow("five queries, one zero") << std::vector<double> {-0.028, 0.0, 0.417, 0.077,
        0.106} << 1.0 << 0.25 << WilcoxonMethod::Permutation;
    QTest::newRow("seven queries, ties") << std::vector<double> {0.1, 0.2, 0.2, 0.2, 0.2, -0.2, 0.3}
                                         << 4.0 << 0.109375 << WilcoxonMethod::Permutation;
    QTest::newRow("ten queries, ties and zeros")
        << std::vector<double> {0.2, -0.2, 0.1, 0.1, 0.0, 0.1, -0.2, -0.2, 0.0, 0.0} << 11.5
        << 0.71875 << WilcoxonMethod::Permutation;
    QTest::newRow("twelve queries, no ties, no zeros") << std::vector<double> {-0.168, -0.639,
        -0.121, 0.928, 0.024, -0.274, 0.723, 0.24, -0.88, 0.862, 0.225,
        -0.588} << 37.0 << 0.90966796875 << WilcoxonMethod::Exact;
    QTest::newRow("thirteen queries, one zero") << std::vector<double> {-0.169, -0.416, -0.952,
        0.724, -0.884, -0.124, -0.707, -0.129, 0.0, -0.595, 0.439, 0.354,
        0.23} << 26.0 << 0.33935546875 << WilcoxonMethod::Permutation;
    QTest::newRow("thirteen queries, ties, no zeros") << std::vector<double> {-0.3, -0.1, -0.2, 0.3,
        0.2, -0.3, -0.2, -0.2, -0.2, 0.2, 0.1, -0.2,
        0.1} << 30.0 << 0.319580078125 << WilcoxonMethod::Permutation;
    QTest::newRow("fourteen queries, one zero") << std::vector<double> {-0.68, 0.046, 0.0, 0.028,
        0.2, -0.225, 0.526, -0.519, -0.718, -0.013, -0.161, -0.025, -0.948,
        0.683} << 33.0 << 0.38235208985751545 << WilcoxonMethod::Normal;
    QTest::newRow("fourteen queries, ties") << std::vector<double> {0.2, -0.1, -0.2, 0.3, 0.3, -0.3,
        -0.1, 0.1, 0.1, 0.2, -0.2, 0.1, 0.1,
        0.2} << 38.0 << 0.35559962058159755 << WilcoxonMethod::Normal;
    QTest::newRow("eleven queries mostly higher, ties and zeros")
        << std::vector<double> {0.2, 0.1, 0.1, 0.3, 0.0, -0.1, 0.0, 0.1, -0.1, 0.2, 0.1} << 7.0
        << 0.0859375 << WilcoxonMethod::Permutation;
    QTest::newRow("twenty queries, no ties, no zeros")
        << std::vector<double> {0.858, -0.924, -0.474, 0.83, 0.102, -0.069, -0.592, -0.481, -0.217,
               -0.988, 0.94, -0.011, 0.718, 0.75, 0.542, -0.072, -0.945, 0.77, 0.561, 0.638}
        << 90.0 << 0.5958194732666016 << WilcoxonMethod::Exact;
    QTest::newRow("twenty-five queries mostly higher, no ties") << std::vector<double> {-0.261,
        0.004, 0.82, 0.798, 0.949, 0.47, 0.094, 0.596, 0.893, 0.504, 0.327, 0.236, 0.794, 0.206,
        0.3, 0.462, 0.909, 0.345, 0.39, 0.212, 0.639, 0.054, 0.357, 0.139,
        0.767} << 8.0 << 1.4901161193847656e-06 << WilcoxonMethod::Exact;
    QTest::newRow("forty-five queries mostly higher, ties and zeros")
        << std::vector<double> {0.1, 0.2, 0.3, 0.3, 0.0, 0.1, 0.2, 0.1, 0.1, 0.3, 0.0, 0.3, 0.2,
               0.1, 0.3, 0.3, 0.3, 0.0, 0.3, 0.3, 0.2, 0.0, -0.1, 0.3, 0.1, 0.3, -0.1, 0.2, 0.1,
               0.1, 0.2, 0.1, 0.2, 0.2, 0.3, 0.1, 0.3, 0.2, 0.3, 0.1, 0.1, 0.1, 0.0, -0.1, 0.2}
        << 25.5 << 1.5564230717214956e-07 << WilcoxonMethod::Normal;
    QTest::newRow("thirty-five queries, ties and zeros") << std::vector<double> {0.1, 0.2, -0.2,
        -0.1, 0.1, 0.1, -0.2, 0.0, 0.1, 0.0, 0.3, -0.3, -0.3, 0.0, 0.3, 0.2, -0.2, -0.1, 0.1, 0.0,
        -0.1, 0.3, 0.3, 0.0, -0.1, -0.1, 0.1, 0.1, 0.1, -0.2, 0.1, 0.3, 0.0, 0.3,
        -0.2} << 178.5 << 0.39069279085223885 << WilcoxonMethod::Normal;
    QTest::newRow("fifty queries, no ties, no zeros") << std::vector<double> {-0.89, 0.213, 0.519,
        0.296, -0.447, -0.875, -0.485, -0.098, 0.373, 0.532, -0.251, -0.767, 0.832, -0.998, -0.189,
        -0.574, 0.586, 0.382, 0.834, -0.3, -0.155, -0.012, 0.344, -0.822, -0.387, 0.151, -0.292,
        0.525, 0.939, 0.893, 0.9, 0.749, -0.132, 0.523, -0.068, -0.183, -0.61, -0.843, -0.517,
        -0.535, 0.038, 0.12, -0.886, -0.287, -0.898, 0.428, 0.577, -0.93, 0.092,
        0.547} << 591.0 << 0.6596977023333945 << WilcoxonMethod::Exact;
    QTest::newRow("fifty queries, one zero")
        << std::vector<double> {-0.918, -0.715, 0.879, -0.677, -0.797, -0.839, 0.54, -0.304, -0.337,
               0.108, -0.457, -0.194, 0.153, 0.637, -0.651, -0.122, -0.762, -0.036, -0.88, -0.361,
               0.192, 0.679, 0.208, -0.185, 0.231, -0.3, 0.001, -0.128, 0.054, 0.23, 0.932, 0.437,
               0.519, -0.624, -0.388, -0.686, -0.283, -0.625, 0.35, 0.66, 0.8, 0.614, 0.557, -0.973,
               0.135, -0.327, -0.905, 0.0, -0.878, 0.055}
        << 473.0 << 0.16524437929419067 << WilcoxonMethod::Normal;
    QTest::newRow("fifty-one queries, no ties, no zeros") << std::vector<double> {0.016, 0.994,
        0.797, -0.95, -0.7, 0.539, -0.601, -0.836, -0.07, -0.693, -0.983, -0.006, -0.838, 0.323,
        -0.737, -0.105, 0.507, 0.441, 0.107, 0.342, 0.529, -0.027, 0.751, -0.013, 0.703, -0.121,
        0.934, -0.578, -0.859, -0.675, -0.655, 0.036, -0.899, -0.639, -0.236, -0.463, -0.256,
        -0.357, 0.381, 0.575, 0.072, -0.728, -0.536, 0.846, -0.733, 0.067, 0.252, 0.861, -0.845,
        0.257, 0.593} << 559.0 << 0.3296393571677494 << WilcoxonMethod::Normal;
    QTest::newRow("sixty queries, ties and zeros") << std::vector<double> {0.2, 0.0, 0.0, 0.1, 0.1,
        0.0, 0.3, 0.0, -0.1, 0.3, 0.2, -0.2, -0.3, 0.0, 0.3, 0.0, -0.3, 0.3, 0.1, -0.3, -0.2, 0.0,
        -0.3, 0.1, -0.2, -0.3, -0.1, -0.2, 0.1, 0.2, -0.3, 0.0, 0.1, 0.1, 0.1, 0.2, 0.1, 0.0, 0.2,
        -0.3, 0.1, -0.3, 0.1, 0.3, 0.2, 0.2, 0.2, 0.2, -0.2, -0.2, 0.2, 0.3, -0.1, 0.1, -0.1, -0.2,
        -0.1, -0.3, -0.1, 0.1} << 652.0 << 0.9167226336733271
                                                   << WilcoxonMethod::Normal;
}

void TestSignificance::wilcoxonMatchesTodaysScipy()
{
    QFETCH(std::vector<double>, d);
    QFETCH(double, statistic);
    QFETCH(double, p);
    QFETCH(WilcoxonMethod, method);
    const Wilcoxon w = wilcoxonSignedRank(d);
    QCOMPARE(w.statistic, statistic); // a sum of half-integer ranks: exact
    QCOMPARE(int(w.method), int(method));
    QCOMPARE(w.exact, method != WilcoxonMethod::Normal);
    QVERIFY2(std::abs(w.pValue - p) <= 1e-9,
        qPrintable(QStringLiteral("%1, SciPy %2").arg(w.pValue, 0, 'g', 17).arg(p, 0, 'g', 17)));
}

namespace {

// The Wilcoxon test written again from its definition, apart from significance.cpp, to check
// it on many query sets: ranks by counting, the permutation p by flipping every sign, the exact
// distribution by listing subsets (up to 20 ranks) or by a table of subset counts, the normal
// approximation from tie groups counted by brute force.
namespace Reference {

// The average rank of |d[i]| among the non-zero |d|: 1 + #smaller + (#equal − 1) / 2.
double rankOf(const std::vector<double> &d, std::size_t i)
{
    int smaller = 0;
    int equal = 0;
    for (const double v : d) {
        if (v == 0.0)
            continue;
        smaller += std::abs(v) < std::abs(d[i]);
        equal += std::abs(v) == std::abs(d[i]);
    }
    return 1.0 + smaller + (equal - 1) / 2.0;
}

double rPlus(const std::vector<double> &d)
{
    double sum = 0.0;
    for (std::size_t i = 0; i < d.size(); ++i) {
        if (d[i] > 0)
            sum += rankOf(d, i);
    }
    return sum;
}

// Subsets of {1..n} (as bit masks) whose sum is <= r and >= r: every one listed.
std::pair<double, double> listedTails(int n, int r)
{
    double atMost = 0;
    double atLeast = 0;
    for (std::uint32_t mask = 0; mask < (1U << n); ++mask) {
        int sum = 0;
        for (int k = 1; k <= n; ++k)
            sum += (mask >> (k - 1) & 1) ? k : 0;
        atMost += sum <= r;
        atLeast += sum >= r;
    }
    return {atMost, atLeast};
}

// The same from a table: count[k][s], the subsets of {1..k} with sum s, by whether k is in.
std::pair<double, double> tabulatedTails(int n, int r)
{
    const int top = n * (n + 1) / 2;
    std::vector<std::vector<std::uint64_t>> count(
        std::size_t(n) + 1, std::vector<std::uint64_t>(std::size_t(top) + 1, 0));
    count[0][0] = 1;
    for (int k = 1; k <= n; ++k) {
        for (int s = 0; s <= top; ++s)
            count[k][s] = count[k - 1][s] + (s >= k ? count[k - 1][s - k] : 0);
    }
    std::uint64_t atMost = 0;
    std::uint64_t atLeast = 0;
    for (int s = 0; s <= top; ++s) {
        atMost += s <= r ? count[n][s] : 0;
        atLeast += s >= r ? count[n][s] : 0;
    }
    return {double(atMost), double(atLeast)};
}

struct Expected
{
    double statistic = 0.0;
    double p = 0.0;
    WilcoxonMethod method = WilcoxonMethod::Normal;
};

Expected wilcoxon(const std::vector<double> &d)
{
    Expected e;
    const int all = int(d.size());
    int n = 0;
    bool ties = false;
    for (std::size_t i = 0; i < d.size(); ++i) {
        if (d[i] == 0.0)
            continue;
        ++n;
        for (std::size_t j = 0; j < i; ++j)
            ties = ties || (d[j] != 0.0 && std::abs(d[j]) == std::abs(d[i]));
    }
    const double observed = rPlus(d);
    e.statistic = std::min(observed, n * (n + 1) / 2.0 - observed);
    if (all <= 50 && n == all && !ties) {
        e.method = WilcoxonMethod::Exact;
        const auto [atMost, atLeast]
            = n <= 20 ? listedTails(n, int(observed)) : tabulatedTails(n, int(observed));
        e.p = std::min(1.0, 2.0 * std::min(atMost, atLeast) / std::pow(2.0, n));
    } else if (all <= 13) {
        e.method = WilcoxonMethod::Permutation;
        double atMost = 0;
        double atLeast = 0;
        for (std::uint32_t mask = 0; mask < (1U << all); ++mask) {
            std::vector<double> flipped = d;
            for (int i = 0; i < all; ++i) {
                if (mask >> i & 1)
                    flipped[std::size_t(i)] = -flipped[std::size_t(i)];
            }
            const double r = rPlus(flipped);
            atMost += r <= observed;
            atLeast += r >= observed;
        }
        e.p = std::min(1.0, 2.0 * std::min(atMost, atLeast) / std::pow(2.0, all));
    } else {
        e.method = WilcoxonMethod::Normal;
        double tieTerm = 0.0; // Σ t³ − t over the groups, each group counted at its first value
        for (std::size_t i = 0; i < d.size(); ++i) {
            if (d[i] == 0.0)
                continue;
            bool first = true;
            double t = 0;
            for (std::size_t j = 0; j < d.size(); ++j) {
                if (d[j] != 0.0 && std::abs(d[j]) == std::abs(d[i])) {
                    first = first && j >= i;
                    ++t;
                }
            }
            if (first)
                tieTerm += t * t * t - t;
        }
        const double sigma = std::sqrt((n * (n + 1.0) * (2.0 * n + 1.0) - tieTerm / 2.0) / 24.0);
        const double z = (observed - n * (n + 1.0) / 4.0) / sigma;
        e.p = std::erfc(std::abs(z) / std::sqrt(2.0));
    }
    return e;
}

} // namespace Reference

} // namespace

void TestSignificance::wilcoxonMatchesItsDefinitionByEnumeration_data()
{
    // Query sets of 5 to 60 differences of four kinds, from a fixed generator (std::mt19937's
    // sequence is the same everywhere): distinct |d| in thousandths with random signs, few values
    // in tenths (many ties), each also with about a fifth of the differences 0.
    QTest::addColumn<std::vector<double>>("d");
    std::mt19937 random(20);
    for (const int n :
        {5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 17, 20, 21, 25, 33, 40, 49, 50, 51, 55, 60}) {
        for (const bool tied : {false, true}) {
            for (const bool zeros : {false, true}) {
                std::vector<double> d;
                std::vector<int> used;
                while (int(d.size()) < n) {
                    const int sign = random() % 3 == 0 ? -1 : 1;
                    if (tied) {
                        d.push_back(sign * double(1 + random() % 3) / 10.0);
                        continue;
                    }
                    const int k = int(1 + random() % 999);
                    if (std::find(used.begin(), used.end(), k) != used.end())
                        continue;
                    used.push_back(k);
                    d.push_back(sign * k / 1000.0);
                }
                if (zeros) {
                    for (int z = 0; z < std::max(1, n / 5); ++z)
                        d[random() % std::size_t(n)] = 0.0;
                }
                QTest::addRow("%d queries%s%s", n, tied ? ", ties" : "", zeros ? ", zeros" : "")
                    << d;
            }
        }
    }
}

void TestSignificance::wilcoxonMatchesItsDefinitionByEnumeration()
{
    QFETCH(std::vector<double>, d);
    const Reference::Expected expected = Reference::wilcoxon(d);
    const Wilcoxon w = wilcoxonSignedRank(d);
    QCOMPARE(int(w.method), int(expected.method));
    QCOMPARE(w.statistic, expected.statistic);
    QVERIFY2(std::abs(w.pValue - expected.p) <= 1e-9,
        qPrintable(QStringLiteral("%1, by definition %2")
                       .arg(w.pValue, 0, 'g', 17)
                       .arg(expected.p, 0, 'g', 17)));
}

void TestSignificance::wilcoxonOfEightQueriesWithTwoZerosIsExact()
{
    // Issue 20: 8 queries, 2 of them equal. The 6 non-zero |d| rank 1..6 and only rank 2 is
    // negative: R+ = 19. Of the 2^6 sign patterns 3 reach R+ >= 19 (21, 20 and 19: all
    // positive, only 1 negative, only 2 negative), so p = 2 · 3/64 = 0.09375, SciPy's. The
    // normal approximation gave 2 · sf(8.5 / √22.75) = 0.0747.
    const Wilcoxon w = wilcoxonSignedRank({0.1, -0.2, 0.3, 0.4, 0.5, 0.6, 0.0, 0.0});
    QCOMPARE(int(w.method), int(WilcoxonMethod::Permutation));
    QVERIFY(w.exact);
    QCOMPARE(w.rPlus, 19.0);
    QCOMPARE(w.statistic, 2.0);
    QCOMPARE(w.pValue, 0.09375);
}

void TestSignificance::holmAdjustsAsTheTextbook_data()
{
    QTest::addColumn<std::vector<double>>("p");
    QTest::addColumn<std::vector<double>>("adjusted");
    // By hand: sorted 0.01, 0.02, 0.04 times 3, 2, 1 = 0.03, 0.04, 0.04 (running maximum).
    QTest::newRow("three runs, in the input's order")
        << std::vector<double> {0.04, 0.01, 0.02} << std::vector<double> {0.04, 0.03, 0.04};
    // 0.2·2 = 0.4, then max(0.4, 0.3·1) = 0.4: the step-down never lowers a later p.
    QTest::newRow("a later p is raised to the earlier one")
        << std::vector<double> {0.2, 0.3} << std::vector<double> {0.4, 0.4};
    QTest::newRow("capped at 1") << std::vector<double> {0.5, 0.7, 0.9}
                                 << std::vector<double> {1.0, 1.0, 1.0};
    QTest::newRow("one run: unchanged")
        << std::vector<double> {0.031} << std::vector<double> {0.031};
    // NaN is left out of m: 0.01·2, 0.02·1 -> 0.02, 0.02.
    QTest::newRow("an undefined p does not count") << std::vector<double> {
        0.02, std::nan(""), 0.01} << std::vector<double> {0.02, std::nan(""), 0.02};
}

void TestSignificance::holmAdjustsAsTheTextbook()
{
    QFETCH(std::vector<double>, p);
    QFETCH(std::vector<double>, adjusted);
    const std::vector<double> result = holmAdjusted(p);
    QCOMPARE(result.size(), adjusted.size());
    for (std::size_t i = 0; i < result.size(); ++i) {
        if (std::isnan(adjusted[i]))
            QVERIFY(std::isnan(result[i]));
        else
            QVERIFY2(std::abs(result[i] - adjusted[i]) <= 1e-15,
                qPrintable(QString::number(result[i], 'g', 17)));
    }
}

QTEST_APPLESS_MAIN(TestSignificance)
#include "tst_significance.moc"
