#!/usr/bin/python3
"""Reference values for tst_significance (and the CLI data of tst_cli_compare), from SciPy.

Run with Debian's Python, which has SciPy 1.10.1 and NumPy 1.24 (python3-scipy):

    /usr/bin/python3 tests/tst_significance_reference.py > /tmp/reference.txt

and paste the printed C++ rows into tests/tst_significance.cpp (the CLI rows into
tests/tst_cli_compare.cpp; `--cli` prints only those, in a second). Nothing here runs at test
time.

What each number is (x: a run's per-query values, y: the baseline's, d = x - y):
  - d is rounded to 12 decimals with np.round(d, 12), as Ndcg::Stats::pairedDifferences does, so
    that 0.3 - 0.1 and 0.2 - 0.0 are the same difference (a tie) for SciPy and for the code;
  - t test:        scipy.stats.ttest_1samp(d, 0)  (ttest_rel(x, y) computes exactly this; checked
                   below to 1e-12);
  - Wilcoxon:      today's scipy.stats.wilcoxon(d) with its defaults (zero_method='wilcox',
                   correction=False, method='auto'; SciPy 1.15 and later, scipy/stats/_wilcoxon.py),
                   emulated on SciPy 1.10's pieces by wilcoxon_today() below: with N the number of
                   differences (zeros included), 'auto' takes
                     - the exact distribution when N <= 50 and d has no zero and no tie among |d|:
                       1.10's wilcoxon(d, mode='exact');
                     - else, when N <= 13, the permutation test of R+ over all 2^N sign flips of d:
                       1.10's permutation_test((d,), R+, permutation_type='samples',
                       n_resamples=inf), R+ the sum of the ranks of |d| (zeros dropped) where the
                       flipped d is positive (today's SciPy asks for 9,999 resamples, more than
                       2^13, so it counts every pattern too);
                     - else the normal approximation: 1.10's wilcoxon(d, mode='approx').
                   (1.10's own mode='auto' differs where d has a zero, or ties with N <= 50.)
  - randomization: scipy.stats.permutation_test((d,), mean, permutation_type='samples',
                   alternative='two-sided') -- the sign-flip test. n <= 20: n_resamples=inf, the
                   exact p over all 2^n sign patterns. n > 20: n_resamples=REF_PERMUTATIONS with
                   random_state=REF_SEED, a Monte Carlo estimate itself.
  - bootstrap:     scipy.stats.bootstrap((d,), np.mean, method='percentile',
                   confidence_level=0.95, n_resamples=REF_RESAMPLES, random_state=REF_SEED).
  - CDFs:          scipy.special.stdtr(df, t) and scipy.special.ndtr(x) on a grid.
Monte Carlo errors (printed with each row, used as the test's tolerance):
  - a two-sided randomization p = 2 min(p_less, p_greater) estimated from N sign patterns has
    standard error 2 sqrt(q (1 - q) / N), q = p / 2; the test allows 5 combined standard errors
    of its own N and REF_PERMUTATIONS, sqrt(se_code^2 + se_ref^2);
  - a bootstrap percentile at level a estimated from B resamples has standard error
    sqrt(a (1 - a) / B) / f(x_a), f the density of the bootstrap distribution of the mean, taken
    as normal with sd = std(d, ddof=0) / sqrt(n): se = sd sqrt(a (1 - a) / B) / phi(z_a). The
    test allows 5 combined standard errors plus, when d lies on a lattice of step h (P@10: 0.1),
    one lattice step of the mean, h / n (a percentile may fall on either of two lattice points).
"""
import math
import random
import sys

import numpy as np
import scipy
from scipy import special, stats

REF_PERMUTATIONS = 1_000_000
REF_RESAMPLES = 1_000_000
REF_SEED = 20130613
CODE_PERMUTATIONS = 200_000  # what tst_significance asks the code for
CODE_RESAMPLES = 100_000


def tenths(rng, n, lo=0, hi=10):
    return [rng.randint(lo, hi) / 10 for _ in range(n)]


def continuous(rng, n):
    return [round(rng.random(), 6) for _ in range(n)]


def datasets():
    rng = random.Random(13)
    sets = []
    # 1. ten AP-like values, no ties and no zeros: exact Wilcoxon, exact randomization.
    y = continuous(rng, 10)
    x = [round(min(1.0, max(0.0, v + rng.uniform(-0.15, 0.3))), 6) for v in y]
    sets.append(("ten queries, no ties, no zeros", x, y, 0.0))
    # 2. fifteen P@10 values: ties among |d| and zero differences.
    y = tenths(rng, 15)
    x = [min(1.0, max(0.0, round(v + rng.choice([-0.2, -0.1, 0, 0.1, 0.1, 0.2, 0.3]), 1)))
         for v in y]
    sets.append(("fifteen P@10 values, ties and zeros", x, y, 0.1))
    # 3. twenty queries, three equal pairs (zeros), no other ties.
    y = continuous(rng, 20)
    x = [round(min(1.0, max(0.0, v + rng.uniform(-0.2, 0.25))), 6) for v in y]
    for i in (3, 11, 17):
        x[i] = y[i]
    sets.append(("twenty queries, three zeros", x, y, 0.0))
    # 4. thirty queries, no ties: exact Wilcoxon, Monte Carlo randomization.
    y = continuous(rng, 30)
    x = [round(min(1.0, max(0.0, v + rng.uniform(-0.25, 0.3))), 6) for v in y]
    sets.append(("thirty queries, no ties", x, y, 0.0))
    # 5. sixty P@10 values with ties and zeros: normal approximation, Monte Carlo.
    y = tenths(rng, 60)
    x = [min(1.0, max(0.0, round(v + rng.choice([-0.3, -0.1, 0, 0, 0.1, 0.2, 0.2]), 1)))
         for v in y]
    sets.append(("sixty P@10 values, ties and zeros", x, y, 0.1))
    # 6. eight queries, the run worse, one large loss, ties among |d|: exact randomization.
    y = [0.52, 0.31, 0.77, 0.45, 0.66, 0.12, 0.93, 0.38]
    x = [0.49, 0.35, 0.70, 0.40, 0.61, 0.15, 0.21, 0.33]
    sets.append(("eight queries, one large loss, tied |d|", x, y, 0.01))
    # 7. forty queries, ties among |d| but no zeros: approximation with the tie correction.
    y = tenths(rng, 40, 1, 9)
    x = [round(v + rng.choice([-0.1, 0.1, 0.1, 0.2, -0.2, 0.3]), 1) for v in y]
    sets.append(("forty P@10 values, ties, no zeros", x, y, 0.1))
    # 8. 120 queries, small effect: p near 0.05 territory, approximation.
    y = continuous(rng, 120)
    x = [round(min(1.0, max(0.0, v + rng.gauss(0.03, 0.15))), 6) for v in y]
    sets.append(("120 queries, small effect", x, y, 0.0))
    return sets


def has_ties(a):
    a = np.abs(a[a != 0])
    return len(np.unique(a)) != len(a)


def wilcoxon_today(d):
    """(T, p, method) of today's scipy.stats.wilcoxon(d) (method='auto'), on SciPy 1.10."""
    d = np.asarray(d, dtype=float)
    nonzero = d != 0
    if not np.any(nonzero):
        return 0.0, 1.0, "none"  # SciPy: p = 1 up to 13 differences, NaN beyond
    if len(d) <= 50 and np.all(nonzero) and not has_ties(d):
        w = stats.wilcoxon(d, zero_method="wilcox", correction=False, mode="exact")
        return float(w.statistic), float(w.pvalue), "exact"
    if len(d) <= 13:
        # Ranks of the non-zero |d| (averaged over ties), 0 for a zero: a sign flip moves a
        # difference's sign, never its rank, and a zero stays out.
        ranks = np.zeros(len(d))
        ranks[nonzero] = stats.rankdata(np.abs(d[nonzero]))

        def r_plus(v, axis):
            return np.sum((np.moveaxis(v, axis, -1) > 0) * ranks, axis=-1)

        perm = stats.permutation_test((d,), r_plus, permutation_type="samples",
                                      alternative="two-sided", n_resamples=np.inf,
                                      vectorized=True)
        observed = r_plus(d, 0)
        statistic = min(observed, np.sum(ranks) - observed)
        return float(statistic), float(perm.pvalue), "permutation"
    w = stats.wilcoxon(d, zero_method="wilcox", correction=False, mode="approx")
    return float(w.statistic), float(w.pvalue), "normal"


def cxx_list(values):
    return "{" + ", ".join(repr(float(v)) for v in values) + "}"


def reference_row(name, x, y, lattice):
    x = np.array(x)
    y = np.array(y)
    d = np.round(x - y, 12)
    n = len(d)
    t = stats.ttest_1samp(d, 0.0)
    t_rel = stats.ttest_rel(x, y)
    assert abs(t.statistic - t_rel.statistic) <= 1e-9 * max(1, abs(t.statistic))
    assert abs(t.pvalue - t_rel.pvalue) <= 1e-12
    zeros = int(np.sum(d == 0))
    w_statistic, w_p, w_method = wilcoxon_today(d)
    exact_w = w_method != "normal"

    def mean(v, axis):
        return np.mean(v, axis=axis)

    if n <= 20:
        perm = stats.permutation_test((d,), mean, permutation_type="samples",
                                      alternative="two-sided", n_resamples=np.inf)
        perm_tol = 1e-12
    else:
        perm = stats.permutation_test((d,), mean, permutation_type="samples",
                                      alternative="two-sided", n_resamples=REF_PERMUTATIONS,
                                      batch=50_000, random_state=REF_SEED)
        q = min(max(perm.pvalue / 2, 1 / REF_PERMUTATIONS), 0.5)
        se = 2 * math.sqrt(q * (1 - q) * (1 / CODE_PERMUTATIONS + 1 / REF_PERMUTATIONS))
        perm_tol = 5 * se
    boot = stats.bootstrap((d,), np.mean, method="percentile", confidence_level=0.95,
                           n_resamples=REF_RESAMPLES, batch=50_000, random_state=REF_SEED)
    sd = np.std(d) / math.sqrt(n)
    a = 0.025
    phi = math.exp(-0.5 * stats.norm.ppf(a) ** 2) / math.sqrt(2 * math.pi)
    q_se = sd * math.sqrt(a * (1 - a) * (1 / CODE_RESAMPLES + 1 / REF_RESAMPLES)) / phi
    boot_tol = 5 * q_se + lattice / n
    wins = int(np.sum(d > 0))
    losses = int(np.sum(d < 0))
    print(f"    // {name}: n = {n}, {zeros} zero(s), ties among |d|: {has_ties(d)}; "
          f"Wilcoxon {w_method}, randomization "
          f"{'exact' if n <= 20 else 'Monte Carlo'}")
    print(f'    QTest::newRow("{name}")')
    print(f"        << std::vector<double>{cxx_list(x)}")
    print(f"        << std::vector<double>{cxx_list(y)}")
    print(f"        << {t.statistic!r} << {t.pvalue!r} // ttest_1samp")
    print(f"        << {w_statistic!r} << {w_p!r} << {str(exact_w).lower()}"
          " // wilcoxon")
    print(f"        << {perm.pvalue!r} << {perm_tol!r} // permutation_test, tolerance")
    print(f"        << {boot.confidence_interval.low!r} << {boot.confidence_interval.high!r}"
          f" << {boot_tol!r} // bootstrap percentile 95%, tolerance")
    print(f"        << {wins} << {n - wins - losses} << {losses};")


def wilcoxon_sets():
    """Differences of 5 to 60 queries, with and without zeros and ties among |d|."""
    rng = random.Random(20)

    def distinct(n):  # n different |d| in thousandths, random signs
        return [rng.choice([-1, 1]) * k / 1000 for k in rng.sample(range(1, 1000), n)]

    def tied(n):  # P@10-like differences: few values, many ties
        return [rng.choice([-3, -2, -1, 1, 1, 2, 2, 3]) / 10 for _ in range(n)]

    def higher(n):  # mostly positive, distinct |d|
        return [(1 if rng.random() < 0.8 else -1) * k / 1000
                for k in rng.sample(range(1, 1000), n)]

    def higher_tied(n):
        return [rng.choice([-1, 1, 1, 2, 2, 3, 3]) / 10 for _ in range(n)]

    def with_zeros(values, zeros):
        for i in rng.sample(range(len(values)), zeros):
            values[i] = 0.0
        return values

    return [
        ("eight queries, two zero differences (issue 20)",
         [0.1, -0.2, 0.3, 0.4, 0.5, 0.6, 0.0, 0.0]),
        ("five queries, no ties, no zeros", distinct(5)),
        ("five queries, one zero", with_zeros(distinct(5), 1)),
        ("seven queries, ties", tied(7)),
        ("ten queries, ties and zeros", with_zeros(tied(10), 3)),
        ("twelve queries, no ties, no zeros", distinct(12)),
        ("thirteen queries, one zero", with_zeros(distinct(13), 1)),
        ("thirteen queries, ties, no zeros", tied(13)),
        ("fourteen queries, one zero", with_zeros(distinct(14), 1)),
        ("fourteen queries, ties", tied(14)),
        ("eleven queries mostly higher, ties and zeros", with_zeros(higher_tied(11), 2)),
        ("twenty queries, no ties, no zeros", distinct(20)),
        ("twenty-five queries mostly higher, no ties", higher(25)),
        ("forty-five queries mostly higher, ties and zeros", with_zeros(higher_tied(45), 5)),
        ("thirty-five queries, ties and zeros", with_zeros(tied(35), 6)),
        ("fifty queries, no ties, no zeros", distinct(50)),
        ("fifty queries, one zero", with_zeros(distinct(50), 1)),
        ("fifty-one queries, no ties, no zeros", distinct(51)),
        ("sixty queries, ties and zeros", with_zeros(tied(60), 9)),
    ]


def wilcoxon_rows():
    print("// BEGIN Wilcoxon rows: today's scipy.stats.wilcoxon(d) (wilcoxon_today)")
    for name, d in wilcoxon_sets():
        statistic, p, method = wilcoxon_today(np.array(d))
        print(f'    QTest::newRow("{name}") << std::vector<double>{cxx_list(d)}')
        print(f"        << {statistic!r} << {p!r} << WilcoxonMethod::{method.capitalize()};")
    print("// END Wilcoxon rows")


def cdf_rows():
    print("// BEGIN t CDF rows: scipy.special.stdtr(df, t)")
    for df in (1, 2, 3, 4.5, 9, 29, 49, 119, 999, 4999, 99999):
        for t in (-40.0, -8.5, -3.2, -1.96, -0.7, -1e-3, 0.0, 0.25, 1.0, 2.0, 2.5, 6.0, 25.0):
            print(f"    {{{df!r}, {t!r}, {special.stdtr(df, t)!r}}},")
    print("// END t CDF rows")
    print("// BEGIN normal CDF rows: scipy.special.ndtr(x)")
    for x in (-37.5, -20.0, -8.0, -5.0, -3.0, -1.96, -1.0, -0.3, 0.0, 0.3, 1.0, 1.644853627,
              2.5, 5.0, 8.0):
        print(f"    {{{x!r}, {special.ndtr(x)!r}}},")
    print("// END normal CDF rows")


def read_qrels(path):
    judged = {}
    for line in open(path):
        qid, _, docno, grade = line.split()
        judged.setdefault(qid, {})[docno] = int(grade)
    return judged


def precision_at_5(qrels, run_path):
    """P@5 of each query of a run, as trec_eval: score descending, then docno descending."""
    lines = {}
    for line in open(run_path):
        qid, _, docno, _, score, _ = line.split()
        lines.setdefault(qid, []).append((float(score), docno))
    values = {}
    for qid, docs in lines.items():
        if qid not in qrels:
            continue
        docs.sort(key=lambda d: d[1].encode(), reverse=True)
        docs.sort(key=lambda d: -d[0])
        values[qid] = sum(1 for _, docno in docs[:5] if qrels[qid].get(docno, 0) >= 1) / 5
    return values


def cli_rows():
    """tst_cli_compare: P@5 of tests/data/compare's runs against bm25.run, and SciPy's tests."""
    here = __file__.rsplit("/", 1)[0] or "."
    data = here + "/data/compare/"
    qrels = read_qrels(data + "qrels.txt")
    base = precision_at_5(qrels, data + "bm25.run")
    print("// BEGIN CLI rows")
    for run, complete in (("rm3.run", False), ("dense.run", False),
                          ("rm3-missing.run", False), ("rm3-missing.run", True)):
        values = precision_at_5(qrels, data + run)
        queries = sorted(qrels) if complete else sorted(q for q in base if q in values)
        x = np.array([values.get(q, 0.0) for q in queries])
        y = np.array([base.get(q, 0.0) for q in queries])
        d = np.round(x - y, 12)
        t = stats.ttest_1samp(d, 0.0)
        w_statistic, w_p, w_method = wilcoxon_today(d)
        perm = stats.permutation_test((d,), lambda v, axis: np.mean(v, axis=axis),
                                      permutation_type="samples", n_resamples=np.inf)
        print(f"    // {run}{' with -c' if complete else ''}: {len(d)} queries, Wilcoxon {w_method}, "
              f"P@5 mean {x.mean()!r} against bm25.run's {y.mean()!r}")
        print(f"    // {run}: P@5 {[float(v) for v in x]}, bm25.run {[float(v) for v in y]}")
        print(f"    {{\"{run}\", {str(complete).lower()}, {len(d)}, {x.mean()!r}, {y.mean()!r}, "
              f"{t.statistic!r}, {t.pvalue!r}, {w_statistic!r}, {w_p!r}, "
              f"{perm.pvalue!r}}},")
    print("// END CLI rows")


def splitmix64(state):
    state = (state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
    return state, z ^ (z >> 31)


def xoshiro_outputs(seed, count):
    """xoshiro256** 1.0 (Blackman and Vigna), state filled by splitmix64 from the seed."""
    mask = 0xFFFFFFFFFFFFFFFF
    state = seed
    s = []
    for _ in range(4):
        state, v = splitmix64(state)
        s.append(v)

    def rotl(v, k):
        return ((v << k) | (v >> (64 - k))) & mask

    out = []
    for _ in range(count):
        out.append(rotl((s[1] * 5) & mask, 7) * 9 & mask)
        t = (s[1] << 17) & mask
        s[2] ^= s[0]
        s[3] ^= s[1]
        s[1] ^= s[2]
        s[0] ^= s[3]
        s[2] ^= t
        s[3] = rotl(s[3], 45)
    return out


def main():
    print(f"// SciPy {scipy.__version__}, NumPy {np.__version__}")
    print("// splitmix64 from 1234567 (Vigna's published check values):",
          [splitmix64_seq(1234567, 5)])
    print("// xoshiro256** seeded through splitmix64 from 1:", xoshiro_outputs(1, 5))
    print("// xoshiro256** seeded through splitmix64 from 0:", xoshiro_outputs(0, 3))
    print("// BEGIN paired rows")
    for row in [] if "--cli" in sys.argv else datasets():
        reference_row(*row)
    print("// END paired rows")
    wilcoxon_rows()
    cli_rows()
    cdf_rows()


def splitmix64_seq(seed, count):
    out = []
    state = seed
    for _ in range(count):
        state, v = splitmix64(state)
        out.append(v)
    return out


if __name__ == "__main__":
    main()
