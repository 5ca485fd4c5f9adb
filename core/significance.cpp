#include "significance.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <math.h> // lgamma_r
#include <numeric>
#include <optional>
#include <thread>

namespace Ndcg::Stats {

namespace {

// GCC's and Clang's 128-bit integer (__extension__: not ISO C++, hence -Wpedantic).
__extension__ typedef unsigned __int128 Uint128;

// The continued fraction of I_x(a, b) (Numerical Recipes' betacf), evaluated by the modified
// Lentz method; converges quickly for x < (a + 1) / (a + b + 2).
double betaContinuedFraction(double a, double b, double x)
{
    constexpr double tiny = 1e-300;
    constexpr double eps = std::numeric_limits<double>::epsilon();
    constexpr int maxIterations = 100000;
    const double qab = a + b;
    const double qap = a + 1.0;
    const double qam = a - 1.0;
    double c = 1.0;
    double d = 1.0 - qab * x / qap;
    if (std::abs(d) < tiny)
        d = tiny;
    d = 1.0 / d;
    double h = d;
    for (int m = 1; m <= maxIterations; ++m) {
        const double m2 = 2.0 * m;
        // The even step: d_{2m} = m (b − m) x / ((a + 2m − 1)(a + 2m)).
        double aa = m * (b - m) * x / ((qam + m2) * (a + m2));
        d = 1.0 + aa * d;
        if (std::abs(d) < tiny)
            d = tiny;
        c = 1.0 + aa / c;
        if (std::abs(c) < tiny)
            c = tiny;
        d = 1.0 / d;
        h *= d * c;
        // The odd step: d_{2m+1} = −(a + m)(a + b + m) x / ((a + 2m)(a + 2m + 1)).
        aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2));
        d = 1.0 + aa * d;
        if (std::abs(d) < tiny)
            d = tiny;
        c = 1.0 + aa / c;
        if (std::abs(c) < tiny)
            c = tiny;
        d = 1.0 / d;
        const double step = d * c;
        h *= step;
        if (std::abs(step - 1.0) <= eps)
            break;
    }
    return h;
}

// ln Γ(x) for x > 0. glibc's lgamma_r: std::lgamma writes the global signgam, a data race when
// several comparisons are tested on threads at once.
double logGamma(double x)
{
#ifdef __GLIBC__
    int sign = 0;
    return lgamma_r(x, &sign);
#else
    return std::lgamma(x);
#endif
}

// ln Β(a, b) = ln Γ(a) + ln Γ(b) − ln Γ(a + b).
double logBeta(double a, double b)
{
    return logGamma(a) + logGamma(b) - logGamma(a + b);
}

// NumPy's _lerp, which np.percentile's 'linear' method uses: exact at both ends.
double lerp(double a, double b, double t)
{
    const double diff = b - a;
    return t >= 0.5 ? b - diff * (1.0 - t) : a + diff * t;
}

// The value at quantile q of sorted values, as np.percentile(values, 100 q) ('linear').
double percentile(const std::vector<double> &sorted, double q)
{
    const double position = q * double(sorted.size() - 1);
    const auto below = std::size_t(std::floor(position));
    if (below + 1 >= sorted.size())
        return sorted.back();
    return lerp(sorted[below], sorted[below + 1], position - double(below));
}

// Uniform indices in [0, n) for every slot of `out`, two from each 64-bit output: Lemire's
// multiply-shift on 32-bit halves x, index = x · n / 2^32, rejecting the products whose low 32
// bits fall below 2^32 mod n (those would make some indices more likely). n < 2^32.
void drawIndices(Random &random, std::vector<std::uint32_t> &out)
{
    const std::uint64_t n = out.size();
    const std::uint64_t threshold = ((std::uint64_t(1) << 32) - n) % n;
    std::uint32_t *at = out.data();
    std::uint32_t *const end = at + out.size();
    while (at != end) {
        const std::uint64_t r = random.next();
        const std::uint64_t low = (r & 0xFFFFFFFFU) * n;
        if (std::uint32_t(low) >= threshold)
            *at++ = std::uint32_t(low >> 32);
        const std::uint64_t high = (r >> 32) * n;
        if (at != end && std::uint32_t(high) >= threshold)
            *at++ = std::uint32_t(high >> 32);
    }
}

// Σ (*ds[k])[indices[i]] for K vectors at once, from packed[i][k] = (*ds[k])[i] (one memory
// access per index for all K), in four running sums so that the additions overlap: index i
// goes to sum i mod 4, the last n mod 4 to sum 0.
template<std::size_t K>
void sumsAt(const std::vector<std::array<double, K>> &packed,
    const std::vector<std::uint32_t> &indices, double *out)
{
    double sums[K][4] = {};
    const std::size_t n = indices.size();
    std::size_t i = 0;
    for (; i + 4 <= n; i += 4) {
        for (std::size_t j = 0; j < 4; ++j) {
            const std::array<double, K> &v = packed[indices[i + j]];
            for (std::size_t k = 0; k < K; ++k)
                sums[k][j] += v[k];
        }
    }
    for (; i < n; ++i) {
        const std::array<double, K> &v = packed[indices[i]];
        for (std::size_t k = 0; k < K; ++k)
            sums[k][0] += v[k];
    }
    for (std::size_t k = 0; k < K; ++k)
        out[k] = (sums[k][0] + sums[k][1]) + (sums[k][2] + sums[k][3]);
}

// One resample's sums, sumsAt(packed, drawIndices(random)), without the index array: the
// indices of two outputs at a time go straight to the sums, in sumsAt's order. Rejections
// (2^32 mod n of every 2^32 products: 1 index in 1.9 million for n = 5,000) are only noted; when
// one happened, the generator goes back and drawIndices and sumsAt redo the resample, so the
// numbers are always theirs. Twice as fast as the two passes: the bootstrap is most of
// compare's time after reading the runs.
template<std::size_t K>
void resampleSums(Random &random, const std::vector<std::array<double, K>> &packed,
    std::vector<std::uint32_t> &indices, double *out)
{
    const Random start = random;
    const std::uint64_t n = packed.size();
    const auto threshold = std::uint32_t(((std::uint64_t(1) << 32) - n) % n);
    std::uint32_t lowest = 0xFFFFFFFFU; // the smallest low half of every product
    double sums[K][4] = {};
    std::size_t i = 0;
    for (; i + 4 <= n; i += 4) {
        const std::uint64_t r0 = random.next();
        const std::uint64_t r1 = random.next();
        const std::uint64_t p[4]
            = {(r0 & 0xFFFFFFFFU) * n, (r0 >> 32) * n, (r1 & 0xFFFFFFFFU) * n, (r1 >> 32) * n};
        lowest = std::min({lowest, std::uint32_t(p[0]), std::uint32_t(p[1]), std::uint32_t(p[2]),
            std::uint32_t(p[3])});
        for (std::size_t j = 0; j < 4; ++j) {
            const std::array<double, K> &v = packed[p[j] >> 32];
            for (std::size_t k = 0; k < K; ++k)
                sums[k][j] += v[k];
        }
    }
    while (i < n) { // the last n mod 4, to sum 0; an odd n leaves the last high half unused
        const std::uint64_t r = random.next();
        for (const std::uint64_t half : {r & 0xFFFFFFFFU, r >> 32}) {
            if (i == n)
                break;
            const std::uint64_t product = half * n;
            lowest = std::min(lowest, std::uint32_t(product));
            const std::array<double, K> &v = packed[product >> 32];
            for (std::size_t k = 0; k < K; ++k)
                sums[k][0] += v[k];
            ++i;
        }
    }
    if (lowest < threshold) {
        random = start;
        drawIndices(random, indices);
        sumsAt(packed, indices, out);
        return;
    }
    for (std::size_t k = 0; k < K; ++k)
        out[k] = (sums[k][0] + sums[k][1]) + (sums[k][2] + sums[k][3]);
}

// The resamples [first, last) of K measures (ds[0..K), means[0..K)) from one generator.
template<std::size_t K>
void bootstrapPacked(const std::vector<const std::vector<double> *> &ds,
    const std::vector<std::vector<double> *> &means, std::size_t from, Random random,
    std::size_t first, std::size_t last)
{
    const std::size_t n = ds[from]->size();
    std::vector<std::array<double, K>> packed(n);
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t k = 0; k < K; ++k)
            packed[i][k] = (*ds[from + k])[i];
    }
    std::vector<std::uint32_t> indices(n);
    double sums[K];
    for (std::size_t b = first; b < last; ++b) {
        resampleSums(random, packed, indices, sums);
        for (std::size_t k = 0; k < K; ++k)
            (*means[from + k])[b] = sums[k] / double(n);
    }
}

// The observed mean of d and randomizationTest's tolerance γ around it.
std::pair<double, double> observedMean(const std::vector<double> &d)
{
    double observed = 0.0;
    for (const double v : d)
        observed += v;
    observed /= double(d.size());
    return {observed, std::max(1e-14, std::abs(1e-14 * observed))};
}

// randomizationTest's Monte Carlo tallies of K vectors (signedValues, below) over the sign
// patterns [first, last) of a chunk whose random words are bits[p · words, (p + 1) · words):
// the patterns randomizationTest draws, each d summed in the same order as there. Adds to
// atMost[k] and atLeast[k]; false when cancelled.
template<std::size_t K> struct SignFlips
{
    // signedValues[i][bit][k]: d_k[i] kept (bit 0) or negated (bit 1).
    std::vector<std::array<std::array<double, K>, 2>> signedValues;
    const std::pair<double, double> *observed; // [k]: the mean and γ

    bool tally(const std::uint64_t *bits, std::size_t words, std::size_t first, std::size_t last,
        std::int64_t *atMost, std::int64_t *atLeast, const std::function<bool()> &cancelled) const
    {
        const std::size_t n = signedValues.size();
        const double count = double(n);
        for (std::size_t p = first; p < last; ++p) {
            if (((p - first) & 1023) == 0 && cancelled && cancelled())
                return false;
            const std::uint64_t *word = bits + p * words;
            // 64 signs from each output; four running sums, so that the additions overlap.
            double sums[K][4] = {};
            for (std::size_t start = 0; start < n; start += 64) {
                std::uint64_t b = *word++;
                const std::size_t to = std::min(n, start + 64);
                std::size_t i = start;
                for (; i + 4 <= to; i += 4, b >>= 4) {
                    for (std::size_t j = 0; j < 4; ++j) {
                        const std::array<double, K> &v = signedValues[i + j][b >> j & 1];
                        for (std::size_t k = 0; k < K; ++k)
                            sums[k][j] += v[k];
                    }
                }
                for (; i < to; ++i, b >>= 1) {
                    const std::array<double, K> &v = signedValues[i][b & 1];
                    for (std::size_t k = 0; k < K; ++k)
                        sums[k][0] += v[k];
                }
            }
            for (std::size_t k = 0; k < K; ++k) {
                const double m = ((sums[k][0] + sums[k][1]) + (sums[k][2] + sums[k][3])) / count;
                atMost[k] += m <= observed[k].first + observed[k].second;
                atLeast[k] += m >= observed[k].first - observed[k].second;
            }
        }
        return true;
    }
};

// The Monte Carlo tallies of every d (all of one length n > 0) at once: the random words of a
// chunk of patterns drawn in order from Random(seed) (so every d sees randomizationTest's
// patterns), then the chunk's patterns split among `threads` threads, up to four ds per pass.
// The counts do not depend on the threads. false when cancelled.
bool tallyAll(const std::vector<const std::vector<double> *> &ds, std::int64_t permutations,
    std::uint64_t seed, int threads, const std::pair<double, double> *observed,
    std::int64_t *atMost, std::int64_t *atLeast, const std::function<bool()> &cancelled)
{
    const std::size_t n = ds.front()->size();
    const std::size_t words = (n + 63) / 64;
    // About 4 MB of random words at a time.
    const std::size_t chunk
        = std::clamp<std::size_t>((std::size_t(4) << 20) / (8 * words), 64, 65536);
    const auto used = std::size_t(std::max(1, threads));
    std::vector<std::uint64_t> bits;
    Random random(seed);
    const auto pass = [&](auto &flips, std::size_t from, std::size_t size) {
        std::vector<std::array<std::int64_t, 8>> counts(used, std::array<std::int64_t, 8> {});
        std::vector<char> done(used, 1);
        const std::size_t patterns = bits.size() / words;
        const auto work = [&](std::size_t t) {
            done[t] = flips.tally(bits.data(), words, patterns * t / used,
                patterns * (t + 1) / used, counts[t].data(), counts[t].data() + 4, cancelled);
        };
        if (used == 1) {
            work(0);
        } else {
            std::vector<std::thread> workers;
            for (std::size_t t = 0; t < used; ++t)
                workers.emplace_back(work, t);
            for (std::thread &worker : workers)
                worker.join();
        }
        for (std::size_t t = 0; t < used; ++t) {
            for (std::size_t k = 0; k < size; ++k) {
                atMost[from + k] += counts[t][k];
                atLeast[from + k] += counts[t][4 + k];
            }
        }
        return std::all_of(done.begin(), done.end(), [](char d) { return d != 0; });
    };
    // One set of packed values per group of four ds.
    std::vector<SignFlips<4>> fours;
    std::optional<SignFlips<1>> one;
    std::optional<SignFlips<2>> two;
    std::optional<SignFlips<3>> three;
    const auto fill = [&](auto &flips, std::size_t from, std::size_t size) {
        flips.signedValues.resize(n);
        flips.observed = observed + from;
        for (std::size_t i = 0; i < n; ++i) {
            for (std::size_t k = 0; k < size; ++k) {
                flips.signedValues[i][0][k] = (*ds[from + k])[i];
                flips.signedValues[i][1][k] = -(*ds[from + k])[i];
            }
        }
    };
    const std::size_t full = ds.size() / 4;
    fours.resize(full);
    for (std::size_t g = 0; g < full; ++g)
        fill(fours[g], 4 * g, 4);
    const std::size_t rest = ds.size() - 4 * full;
    if (rest == 1)
        fill(one.emplace(), 4 * full, 1);
    else if (rest == 2)
        fill(two.emplace(), 4 * full, 2);
    else if (rest == 3)
        fill(three.emplace(), 4 * full, 3);
    for (std::int64_t first = 0; first < permutations; first += std::int64_t(chunk)) {
        const auto patterns
            = std::size_t(std::min<std::int64_t>(std::int64_t(chunk), permutations - first));
        bits.resize(patterns * words);
        for (std::uint64_t &word : bits)
            word = random.next();
        for (std::size_t g = 0; g < full; ++g) {
            if (!pass(fours[g], 4 * g, 4))
                return false;
        }
        if ((one && !pass(*one, 4 * full, 1)) || (two && !pass(*two, 4 * full, 2))
            || (three && !pass(*three, 4 * full, 3)))
            return false;
    }
    return true;
}

// The Monte Carlo p-value from the tallies (SciPy's (# + 1) / (N + 1)).
Randomization monteCarloResult(
    double observed, std::int64_t atMost, std::int64_t atLeast, std::int64_t permutations)
{
    Randomization result;
    result.permutations = permutations;
    result.statistic = observed;
    const double trials = double(permutations) + 1.0;
    result.pValue
        = std::min(1.0, 2.0 * std::min(double(atMost + 1) / trials, double(atLeast + 1) / trials));
    return result;
}

} // namespace

std::uint64_t splitmix64(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

Random::Random(std::uint64_t seed)
{
    for (std::uint64_t &s : m_s)
        s = splitmix64(seed);
}

std::uint64_t Random::below(std::uint64_t n)
{
    // The high word of x · n is uniform on [0, n) once the products whose low word falls in
    // the first 2^64 mod n values are rejected.
    Uint128 product = Uint128(next()) * n;
    auto low = static_cast<std::uint64_t>(product);
    if (low < n) {
        const std::uint64_t threshold = (0 - n) % n;
        while (low < threshold) {
            product = Uint128(next()) * n;
            low = static_cast<std::uint64_t>(product);
        }
    }
    return static_cast<std::uint64_t>(product >> 64);
}

double normalCdf(double x)
{
    return 0.5 * std::erfc(-x / std::sqrt(2.0));
}

double normalSf(double x)
{
    return 0.5 * std::erfc(x / std::sqrt(2.0));
}

double incompleteBeta(double a, double b, double x, double y)
{
    if (std::isnan(x) || std::isnan(y) || !(a > 0.0) || !(b > 0.0))
        return notComputed;
    if (x <= 0.0)
        return 0.0;
    if (y <= 0.0)
        return 1.0;
    // The fraction converges fast below the mean (a + 1)/(a + b + 2); above it use
    // I_x(a, b) = 1 − I_{1−x}(b, a).
    const bool swap = x > (a + 1.0) / (a + b + 2.0);
    if (swap) {
        std::swap(a, b);
        std::swap(x, y);
    }
    // ln x and ln(1 − x), each from whichever of x and y keeps its precision.
    const double logX = x < 0.5 ? std::log(x) : std::log1p(-y);
    const double logY = y < 0.5 ? std::log(y) : std::log1p(-x);
    const double front = std::exp(a * logX + b * logY - logBeta(a, b)) / a;
    const double value = front * betaContinuedFraction(a, b, x);
    return swap ? 1.0 - value : value;
}

double studentTSf(double t, double df)
{
    if (std::isnan(t) || !(df > 0.0))
        return notComputed;
    if (std::isinf(t))
        return t > 0 ? 0.0 : 1.0;
    // x = df / (df + t²) and y = t² / (df + t²), without overflowing t².
    const double s = std::abs(t) / std::sqrt(df);
    double x = 0.0;
    double y = 0.0;
    if (s <= 1.0) {
        x = 1.0 / (1.0 + s * s);
        y = s * s / (1.0 + s * s);
    } else {
        const double r = 1.0 / s;
        x = r * r / (1.0 + r * r);
        y = 1.0 / (1.0 + r * r);
    }
    const double tail = 0.5 * incompleteBeta(df / 2.0, 0.5, x, y); // P(T > |t|)
    return t >= 0 ? tail : 1.0 - tail;
}

double studentTCdf(double t, double df)
{
    if (std::isnan(t) || !(df > 0.0))
        return notComputed;
    return studentTSf(-t, df);
}

std::vector<double> pairedDifferences(const std::vector<double> &a, const std::vector<double> &b)
{
    std::vector<double> d(std::min(a.size(), b.size()));
    for (std::size_t i = 0; i < d.size(); ++i)
        d[i] = std::nearbyint((a[i] - b[i]) * 1e12) / 1e12; // round half to even, as np.round
    return d;
}

WinTieLoss winTieLoss(const std::vector<double> &d)
{
    WinTieLoss result;
    for (const double v : d) {
        if (v > 0)
            ++result.wins;
        else if (v < 0)
            ++result.losses;
        else
            ++result.ties;
    }
    return result;
}

double mean(const std::vector<double> &values)
{
    if (values.empty())
        return notComputed;
    return std::accumulate(values.begin(), values.end(), 0.0) / double(values.size());
}

TTest pairedTTest(const std::vector<double> &d)
{
    TTest result;
    const std::size_t n = d.size();
    if (n < 2)
        return result;
    const double m = mean(d);
    double squares = 0.0;
    for (const double v : d)
        squares += (v - m) * (v - m);
    const double variance = squares / double(n - 1);
    result.df = double(n - 1);
    if (variance == 0.0) {
        if (m == 0.0) {
            result.statistic = 0.0;
            result.pValue = 1.0;
        } else {
            result.statistic = m > 0 ? HUGE_VAL : -HUGE_VAL;
            result.pValue = 0.0;
        }
        return result;
    }
    result.statistic = m / std::sqrt(variance / double(n));
    result.pValue = std::min(1.0, 2.0 * studentTSf(std::abs(result.statistic), result.df));
    return result;
}

Wilcoxon wilcoxonSignedRank(const std::vector<double> &d)
{
    Wilcoxon result;
    // The non-zero differences by |d|, to rank them.
    std::vector<double> nonZero;
    for (const double v : d) {
        if (v != 0.0)
            nonZero.push_back(v);
    }
    const std::size_t n = nonZero.size();
    result.nonZero = int(n);
    if (n == 0) {
        result.statistic = 0.0;
        result.pValue = 1.0;
        return result;
    }
    std::sort(nonZero.begin(), nonZero.end(),
        [](double a, double b) { return std::abs(a) < std::abs(b); });
    // Average ranks over each group of equal |d| (1-based ranks i + 1 .. j), kept doubled as
    // integers too: 2 · rank = i + 1 + j.
    double rPlus = 0.0;
    double rMinus = 0.0;
    double tieTerm = 0.0; // Σ t (t² − 1) over groups of t tied values
    bool ties = false;
    std::vector<std::size_t> doubledRanks(n);
    for (std::size_t i = 0; i < n;) {
        std::size_t j = i + 1;
        while (j < n && std::abs(nonZero[j]) == std::abs(nonZero[i]))
            ++j;
        const double rank = (double(i + 1) + double(j)) / 2.0;
        const double t = double(j - i);
        if (j - i > 1) {
            ties = true;
            tieTerm += t * (t * t - 1.0);
        }
        for (std::size_t k = i; k < j; ++k) {
            (nonZero[k] > 0 ? rPlus : rMinus) += rank;
            doubledRanks[k] = i + 1 + j;
        }
        i = j;
    }
    result.statistic = std::min(rPlus, rMinus);
    result.rPlus = rPlus;
    result.rMinus = rMinus;
    const std::size_t all = d.size(); // N, zeros included
    if (all <= std::size_t(wilcoxonExactLimit) && n == all && !ties)
        result.method = WilcoxonMethod::Exact;
    else if (all <= std::size_t(wilcoxonPermutationLimit))
        result.method = WilcoxonMethod::Permutation;
    else
        result.method = WilcoxonMethod::Normal;
    result.exact = result.method != WilcoxonMethod::Normal;
    if (result.exact) {
        // ways[s]: the sign patterns of the n non-zero differences whose doubled rank sum
        // 2 R+ is s, s = 0 .. Σ doubled ranks; one rank at a time, each either positive (adds
        // its doubled rank) or not. Without ties the ranks are 1..n and ways[2s] counts the
        // subsets of {1..n} summing to s: the exact distribution (at most 2^50 patterns, exact
        // in a double). With ties or zeros (N <= 13) this is the sign-flip permutation
        // distribution of R+: a zero stays 0 under a flip and doubles every count alike, so
        // the n non-zero ranks' 2^n patterns give SciPy's proportions of its 2^N.
        const std::size_t top = std::accumulate(doubledRanks.begin(), doubledRanks.end(), 0ULL);
        std::vector<double> ways(top + 1, 0.0);
        ways[0] = 1.0;
        std::size_t reach = 0;
        for (const std::size_t r : doubledRanks) {
            reach += r;
            for (std::size_t s = reach; s >= r; --s)
                ways[s] += ways[s - r];
        }
        const auto observed = std::size_t(std::llround(2.0 * rPlus));
        const double total = std::ldexp(1.0, int(n));
        const double less
            = std::accumulate(ways.begin(), ways.begin() + std::ptrdiff_t(observed) + 1, 0.0);
        const double greater
            = std::accumulate(ways.begin() + std::ptrdiff_t(observed), ways.end(), 0.0);
        result.pValue = std::min(1.0, 2.0 * std::min(less, greater) / total);
        return result;
    }
    const double count = double(n);
    const double m = count * (count + 1.0) / 4.0;
    const double variance = (count * (count + 1.0) * (2.0 * count + 1.0) - 0.5 * tieTerm) / 24.0;
    const double sd = std::sqrt(variance);
    result.z = (result.statistic - m) / sd;
    result.pValue = std::min(1.0, 2.0 * normalSf(std::abs(result.z)));
    return result;
}

Randomization randomizationTest(
    const std::vector<double> &d, std::int64_t permutations, std::uint64_t seed)
{
    Randomization result;
    const std::size_t n = d.size();
    if (n == 0)
        return result;
    const double count = double(n);
    std::int64_t atMost = 0; // null means <= observed + γ
    std::int64_t atLeast = 0; // null means >= observed − γ
    double observed = 0.0;
    double gamma = 0.0;
    const auto tally = [&](double sum) {
        const double m = sum / count;
        atMost += m <= observed + gamma;
        atLeast += m >= observed - gamma;
    };
    if (int(n) <= exactLimit) {
        // Every sign pattern as the sum of a pattern of the first half and one of the second,
        // each half summed in index order: every null sum is two roundings from exact.
        const std::size_t lowCount = n / 2;
        const std::size_t highCount = n - lowCount;
        const auto halfSums = [&](std::size_t from, std::size_t size) {
            std::vector<double> sums(std::size_t(1) << size);
            for (std::size_t mask = 0; mask < sums.size(); ++mask) {
                double s = 0.0;
                for (std::size_t i = 0; i < size; ++i)
                    s += (mask >> i & 1) ? -d[from + i] : d[from + i];
                sums[mask] = s;
            }
            return sums;
        };
        const std::vector<double> low = halfSums(0, lowCount);
        const std::vector<double> high = halfSums(lowCount, highCount);
        observed = (low[0] + high[0]) / count;
        gamma = std::max(1e-14, std::abs(1e-14 * observed));
        for (const double h : high) {
            for (const double l : low)
                tally(l + h);
        }
        result.exact = true;
        result.permutations = std::int64_t(1) << n;
        result.statistic = observed;
        result.pValue
            = std::min(1.0, 2.0 * double(std::min(atMost, atLeast)) / double(result.permutations));
        return result;
    }
    const std::pair<double, double> m = observedMean(d);
    tallyAll({&d}, permutations, seed, 1, &m, &atMost, &atLeast, {});
    return monteCarloResult(m.first, atMost, atLeast, permutations);
}

std::vector<Randomization> randomizationTestOfEach(
    const std::vector<const std::vector<double> *> &ds, std::int64_t permutations,
    std::uint64_t seed, int threads, const std::function<bool()> &cancelled)
{
    std::vector<Randomization> results(ds.size());
    if (ds.empty())
        return results;
    const std::size_t n = ds.front()->size();
    const bool oneLength = std::all_of(
        ds.begin(), ds.end(), [n](const std::vector<double> *d) { return d->size() == n; });
    if (!oneLength || n <= std::size_t(exactLimit) || permutations < 1) {
        // Exact (fast), nothing to draw, or of several lengths: one at a time.
        for (std::size_t k = 0; k < ds.size(); ++k) {
            if (cancelled && cancelled())
                return std::vector<Randomization>(ds.size());
            results[k] = randomizationTest(*ds[k], permutations, seed);
        }
        return results;
    }
    std::vector<std::pair<double, double>> observed;
    for (const std::vector<double> *d : ds)
        observed.push_back(observedMean(*d));
    std::vector<std::int64_t> atMost(ds.size(), 0);
    std::vector<std::int64_t> atLeast(ds.size(), 0);
    if (!tallyAll(ds, permutations, seed, threads, observed.data(), atMost.data(), atLeast.data(),
            cancelled))
        return std::vector<Randomization>(ds.size());
    for (std::size_t k = 0; k < ds.size(); ++k)
        results[k] = monteCarloResult(observed[k].first, atMost[k], atLeast[k], permutations);
    return results;
}

namespace {
Random bootstrapRandom(std::uint64_t seed, std::int64_t block)
{
    std::uint64_t state = seed ^ (std::uint64_t(block) * 0xD1B54A32D192ED03ULL);
    return Random(splitmix64(state));
}
} // namespace

void bootstrapMeans(const std::vector<double> &d, std::uint64_t seed, std::int64_t block,
    std::vector<double> &means)
{
    const std::size_t n = d.size();
    if (n == 0 || n > std::numeric_limits<std::uint32_t>::max())
        return;
    const auto first = std::size_t(block * bootstrapBlock);
    const std::size_t last = std::min(means.size(), first + std::size_t(bootstrapBlock));
    if (first < last)
        bootstrapPacked<1>({&d}, {&means}, 0, bootstrapRandom(seed, block), first, last);
}

void bootstrapMeansOfEach(const std::vector<const std::vector<double> *> &ds, std::uint64_t seed,
    std::int64_t block, const std::vector<std::vector<double> *> &means)
{
    if (ds.empty() || ds.size() != means.size())
        return;
    const std::size_t n = ds.front()->size();
    if (n == 0 || n > std::numeric_limits<std::uint32_t>::max())
        return;
    for (std::size_t k = 0; k < ds.size(); ++k) {
        if (ds[k]->size() != n || means[k]->size() != means.front()->size()) {
            for (std::size_t j = 0; j < ds.size(); ++j) // lengths differ: one at a time
                bootstrapMeans(*ds[j], seed, block, *means[j]);
            return;
        }
    }
    const auto first = std::size_t(block * bootstrapBlock);
    const std::size_t last = std::min(means.front()->size(), first + std::size_t(bootstrapBlock));
    if (first >= last)
        return;
    // Every group of up to four measures draws the block's indices from the block's own
    // generator (the same indices for all), its values packed by query.
    const Random random = bootstrapRandom(seed, block);
    for (std::size_t from = 0; from < ds.size(); from += 4) {
        switch (std::min<std::size_t>(4, ds.size() - from)) {
        case 1:
            bootstrapPacked<1>(ds, means, from, random, first, last);
            break;
        case 2:
            bootstrapPacked<2>(ds, means, from, random, first, last);
            break;
        case 3:
            bootstrapPacked<3>(ds, means, from, random, first, last);
            break;
        default:
            bootstrapPacked<4>(ds, means, from, random, first, last);
            break;
        }
    }
}

Interval percentileInterval(std::vector<double> means, double confidence)
{
    Interval result;
    if (means.empty()
        || std::any_of(means.begin(), means.end(), [](double m) { return std::isnan(m); }))
        return result;
    std::sort(means.begin(), means.end());
    const double tail = (1.0 - confidence) / 2.0;
    result.low = percentile(means, tail);
    result.high = percentile(means, 1.0 - tail);
    return result;
}

Interval bootstrapMeanInterval(
    const std::vector<double> &d, double confidence, std::int64_t resamples, std::uint64_t seed)
{
    if (d.empty() || resamples < 1)
        return {};
    std::vector<double> means(std::size_t(resamples), notComputed);
    for (std::int64_t block = 0; block * bootstrapBlock < resamples; ++block)
        bootstrapMeans(d, seed, block, means);
    return percentileInterval(std::move(means), confidence);
}

std::vector<double> holmAdjusted(const std::vector<double> &pValues)
{
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < pValues.size(); ++i) {
        if (!std::isnan(pValues[i]))
            order.push_back(i);
    }
    std::stable_sort(order.begin(), order.end(),
        [&](std::size_t a, std::size_t b) { return pValues[a] < pValues[b]; });
    std::vector<double> adjusted(pValues.size(), notComputed);
    const double m = double(order.size());
    double running = 0.0;
    for (std::size_t j = 0; j < order.size(); ++j) {
        running = std::max(running, std::min(1.0, (m - double(j)) * pValues[order[j]]));
        adjusted[order[j]] = running;
    }
    return adjusted;
}

} // namespace Ndcg::Stats
