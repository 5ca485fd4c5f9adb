#pragma once

// Paired significance tests over per-query differences, for comparing runs (issue 13).
//
// Data flow: two runs' per-query values --pairedDifferences()--> d (one per query, run minus
// baseline, rounded to 12 decimals so that equal differences are equal) --> a paired test
// (t, Wilcoxon signed-rank, randomization) giving a two-sided p-value, a bootstrap interval
// of the mean of d, win/tie/loss counts; holmAdjusted() then corrects the p-values of several
// runs against one baseline. Each test follows SciPy's definitions, stated at each function
// (SciPy 1.10's, and for the Wilcoxon test's choice of method today's);
// tests/tst_significance_reference.py computes the reference values with SciPy.
//
// The distributions (Student t, normal) are computed here: the regularized incomplete beta
// function by its continued fraction (Numerical Recipes, 3rd ed., 6.4, with the modified
// Lentz method) and the complementary error function of the C library. Resampling uses
// xoshiro256** seeded by splitmix64 (Blackman & Vigna), implemented here so that a seed gives
// the same p-value with every compiler and standard library.
//
// Results that cannot be computed (fewer than two queries for a t-test) are NaN, never a
// silent default.

#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <vector>

namespace Ndcg::Stats {

// splitmix64 (Steele, Lea & Flood 2014; Vigna's reference code): one step of the generator
// that fills xoshiro's state from a 64-bit seed.
std::uint64_t splitmix64(std::uint64_t &state);

// xoshiro256** 1.0: a small, fast generator with a 2^256 - 1 period, the same sequence on
// every platform. Seeded by four splitmix64 outputs from the seed, as its authors advise.
class Random
{
public:
    explicit Random(std::uint64_t seed);
    // Inline: the resampling loops call it hundreds of millions of times (and -fPIC would keep
    // an out-of-line definition from being inlined even in its own file).
    std::uint64_t next()
    {
        const std::uint64_t result = rotl(m_s[1] * 5, 7) * 9;
        const std::uint64_t t = m_s[1] << 17;
        m_s[2] ^= m_s[0];
        m_s[3] ^= m_s[1];
        m_s[1] ^= m_s[2];
        m_s[0] ^= m_s[3];
        m_s[2] ^= t;
        m_s[3] = rotl(m_s[3], 45);
        return result;
    }
    // Uniform in [0, n), n > 0, without bias (Lemire 2019: multiply, reject the short tail).
    std::uint64_t below(std::uint64_t n);

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t m_s[4];
};

// Φ(x), the standard normal CDF, and its upper tail 1 − Φ(x) without cancellation:
// 0.5 · erfc(∓x / √2).
double normalCdf(double x);
double normalSf(double x);

// I_x(a, b), the regularized incomplete beta function, for a, b > 0 and 0 <= x <= 1; y = 1 − x
// when the caller knows it more precisely than 1 − x (otherwise pass 1 − x).
double incompleteBeta(double a, double b, double x, double y);

// The Student t distribution with df > 0 degrees of freedom: P(T <= t) and P(T > t).
// sf(t) = I_{df/(df+t²)}(df/2, 1/2) / 2 for t >= 0. ±inf give 0 or 1.
double studentTCdf(double t, double df);
double studentTSf(double t, double df);

// d_i = round(a_i − b_i, 12 decimals) (NumPy's np.round: multiply by 1e12, round half to even,
// divide). Per-query values that are equal in decimal (0.3 − 0.1 and 0.2 − 0.0) then give equal
// differences, as a reader expects of ties and zeros; the rounding moves a difference by at
// most 5e-13. a and b have the same length.
std::vector<double> pairedDifferences(const std::vector<double> &a, const std::vector<double> &b);

struct WinTieLoss
{
    int wins = 0; // d > 0: the run is higher than the baseline
    int ties = 0; // d == 0 (after the rounding above)
    int losses = 0; // d < 0
    friend bool operator==(const WinTieLoss &, const WinTieLoss &) = default;
};
WinTieLoss winTieLoss(const std::vector<double> &d);

double mean(const std::vector<double> &values); // NaN when empty

constexpr double notComputed = std::numeric_limits<double>::quiet_NaN();

// Student's paired t-test, two-sided, as scipy.stats.ttest_rel: t = mean(d) / (s / √n), s the
// sample standard deviation (n − 1), df = n − 1, p = 2 · sf(|t|, df).
// n < 2: t and p are NaN. All d equal: s = 0, so t = ±inf and p = 0 when the mean is not 0
// (as SciPy); when every d is 0, t = 0 and p = 1 (SciPy gives NaN: 0/0), no difference at all.
struct TTest
{
    double statistic = notComputed; // t
    double df = notComputed;
    double pValue = notComputed;
};
TTest pairedTTest(const std::vector<double> &d);

// The Wilcoxon signed-rank test, two-sided, as today's scipy.stats.wilcoxon (SciPy 1.15 and
// later, scipy/stats/_wilcoxon.py) with its defaults: zero_method='wilcox' (zero differences are
// dropped before ranking; Wilcoxon's own rule), correction=False, method='auto'. The ranks of
// the n non-zero |d| are averaged over ties; R+ and R− are the rank sums of the positive and
// the negative differences, T = min(R+, R−). N counts every difference, zeros included.
// 'auto' chooses the method by N and by whether d has a zero or a tie among |d|:
//  - Exact: N <= 50, no zero and no tie. The exact null distribution of R+ over the 2^n sign
//    patterns (the number of subsets of the ranks {1..n} with each sum):
//    p = 2 · min(P(R+ <= r), P(R+ >= r)), capped at 1.
//  - Permutation: N <= 13 with a zero or a tie. SciPy's permutation_test of R+ over all 2^N sign
//    flips of d (2^13 = 8,192 is below its 9,999 resamples, so every pattern is counted): the
//    ranks stay, the signs move, a zero stays a zero; p = 2 · min(#{R+* <= r}, #{R+* >= r}) / 2^N
//    capped at 1. (A zero multiplies every count by 2, so the sign patterns of the n non-zero
//    ranks give the same p; without ties this is the exact distribution.)
//  - Normal: otherwise, the normal approximation with the tie correction of the variance:
//    z = (R+ − m) / σ, m = n(n+1)/4, σ² = [n(n+1)(2n+1) − ½ Σ t(t² − 1)] / 24 over the groups
//    of t tied |d|; p = 2 · sf(|z|).
// (SciPy 1.10's mode='auto' took the normal approximation wherever d had a zero, and the
// exact distribution on a truncated rank sum where |d| tied; the rule above is gh-21567's.)
// No non-zero difference: T = 0 and p = 1 (SciPy: 1 up to N = 13, NaN beyond, an error before
// 1.11).
enum class WilcoxonMethod { Exact, Permutation, Normal };
struct Wilcoxon
{
    double statistic = notComputed; // T = min(R+, R−)
    double pValue = notComputed;
    double rPlus = 0.0; // the rank sum of the positive differences
    double rMinus = 0.0; // ... of the negative ones
    int nonZero = 0; // n, the differences ranked
    WilcoxonMethod method = WilcoxonMethod::Normal;
    bool exact = false; // p counts sign patterns exactly (Exact or Permutation), not Normal
    double z = notComputed; // the normal approximation's z (NaN otherwise)
};
// The largest N for each method of 'auto' (above).
constexpr int wilcoxonExactLimit = 50;
constexpr int wilcoxonPermutationLimit = 13;
Wilcoxon wilcoxonSignedRank(const std::vector<double> &d);

// Fisher's randomization test of paired data (the sign-flip permutation test), two-sided, as
// scipy.stats.permutation_test((d,), mean, permutation_type='samples'): under the null each d_i
// is as likely to be −d_i. With the observed mean m and a null distribution of means m*:
//   p_less = #{m* <= m + γ} / N, p_greater = #{m* >= m − γ} / N, p = min(2 · min(...), 1),
// γ = max(1e-14, 1e-14 · |m|) (SciPy's tolerance for means that are equal but rounded apart).
//  - Exact when n <= exactLimit: all N = 2^n sign patterns (the observed one among them).
//  - Otherwise `permutations` random sign patterns drawn with Random(seed), and SciPy's
//    Monte Carlo counts: (# + 1) / (N + 1). Its standard error is about 2 √(q(1 − q) / N),
//    q = p / 2 (0.0044 at p = 0.05 with 10,000 patterns).
constexpr int exactLimit = 20;
struct Randomization
{
    double statistic = notComputed; // the observed mean difference
    double pValue = notComputed;
    bool exact = false;
    std::int64_t permutations = 0; // sign patterns counted: 2^n when exact
};
Randomization randomizationTest(
    const std::vector<double> &d, std::int64_t permutations, std::uint64_t seed);
// randomizationTest(*ds[k], permutations, seed) for every k, the ds all of one length: the
// random sign patterns depend only on the seed and that length, so they are drawn once for all
// (a run's measures in compare), each measure summed in the same order as alone. The same
// numbers as one call each, whatever `threads` (>= 1), among which the patterns are split.
// `cancelled`, when set, is asked every 1024 patterns (from those threads); when it returns
// true the tests stop and every result is left NaN (notComputed).
std::vector<Randomization> randomizationTestOfEach(
    const std::vector<const std::vector<double> *> &ds, std::int64_t permutations,
    std::uint64_t seed, int threads = 1, const std::function<bool()> &cancelled = {});

// The percentile bootstrap interval of the mean of d, as scipy.stats.bootstrap((d,), np.mean,
// method='percentile'): `resamples` samples of n queries drawn with replacement, their means
// m*_1..B sorted, and the bounds at (1 − confidence)/2 and (1 + confidence)/2 with NumPy's
// default ('linear') percentile: the value at position q · (B − 1), interpolated between its
// two neighbours. Empty d: NaN bounds.
// The resamples are drawn in blocks of bootstrapBlock; block k draws from its own generator,
// Random(splitmix64(seed xor k · 0xD1B54A32D192ED03)), so that blocks can be computed on any
// thread in any order with the same result (runcomparison.cpp spreads them over threads).
// A resample's n indices take two from each output of the generator, its low 32-bit half x
// first: index x · n / 2^32 (Lemire's multiply-shift), x rejected when the product's low 32
// bits are below 2^32 mod n (so that every index is equally likely); a resample that needs an
// odd number of halves leaves the last high half unused. Its mean sums d over those indices, the
// i-th into running sum i mod 4 (the last n mod 4 into sum 0), then (s0 + s1) + (s2 + s3).
struct Interval
{
    double low = notComputed;
    double high = notComputed;
};
constexpr std::int64_t bootstrapBlock = 1000;
Interval bootstrapMeanInterval(
    const std::vector<double> &d, double confidence, std::int64_t resamples, std::uint64_t seed);
// The pieces of bootstrapMeanInterval(): fills means[k · bootstrapBlock, ...) (up to its size)
// with the means of block k's resamples; then the interval of all the means.
void bootstrapMeans(const std::vector<double> &d, std::uint64_t seed, std::int64_t block,
    std::vector<double> &means);
// bootstrapMeans(*ds[k], seed, block, *means[k]) for every k, the ds all of one length: the
// resampled indices depend only on the seed, the block and that length, so they are drawn once
// for all (a run's measures in compare). The same numbers as one call each.
void bootstrapMeansOfEach(const std::vector<const std::vector<double> *> &ds, std::uint64_t seed,
    std::int64_t block, const std::vector<std::vector<double> *> &means);
Interval percentileInterval(std::vector<double> means, double confidence);

// Holm–Bonferroni adjusted p-values, in the input's order: sort the m defined p-values
// ascending, p'_(i) = min(1, max_{j <= i} (m − j + 1) · p_(j)). Rejecting where p' < α is
// Holm's step-down procedure at level α. NaN p-values stay NaN and do not count in m.
std::vector<double> holmAdjusted(const std::vector<double> &pValues);

} // namespace Ndcg::Stats
