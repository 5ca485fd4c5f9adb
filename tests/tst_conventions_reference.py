#!/usr/bin/env python3
"""Independent reference values for tst_conventions, tst_ties and tst_swaps.

A direct Python 3 transcription of each library's own code path, written from the library's
source (not from NDCG Explorer's C++):
  trec_eval   m_ndcg.c te_calc_ndcg, m_ndcg_cut.c te_calc_ndcg_cut, form_res_rels.c comp_sim_docno;
              grades read by get_qrels.c with atol() (the integer part); a query whose judgments
              are all negative gets no grade table in form_res_rels.c (te_chk_and_malloc of
              max_rel + 1 <= 0 entries returns NULL): "Can't calculate measure", exit 4
  ranx        ranx/metrics/ndcg.py _dcg/_ndcg, ranx/metrics/common.py clean_qrels/fix_k, with
              Qrels/Run objects: grades np.array(..., dtype=int) (toward 0), runs sorted by
              numba's np.argsort(-scores) (numba/misc/quicksort.py, transcribed below;
              checked against numba 0.56.4's own np.argsort on 3,000 random arrays with ties)
  JK 2002     the paper's DCG recursion (b = 2) over the recall base
  sklearn     sklearn/metrics/_ranking.py ndcg_score, _dcg_sample_scores, _tie_averaged_dcg
  TF-Ranking  metrics_impl.py NDCGMetric (expected value over every order of tied scores,
              enumerated by brute force, since sort_by_scores shuffles ties at random; by
              linearity of expectation when a tied group has more than 6 items)
  RankLib     NDCGScorer.java / DCGScorer.java, with Java's float labels, (int) casts and
              32-bit int shifts written out by hand (ranklib_gain); the values of the cases
              with labels past 31 were also checked with a Java transcription of
              NDCGScorer.score / DCGScorer.gain run on OpenJDK 17 (identical doubles)
  LightGBM    dcg_calculator.cpp CalMaxDCG/CalDCG, rank_metric.hpp NDCGMetric::Eval
  XGBoost     ranking_utils.h CalcDCGGain/CalcDCGDiscount, rank_metric.cc EvalNDCG (and "-")
Plain Python floats and math.log2/math.log; prints repr() values. Run: python3 this_file.
"""
import itertools
import math
import struct


def order_stable(items):
    """Indices by score descending, ties in the order listed (Python's sort is stable)."""
    if items[0][1] is None:
        return list(range(len(items)))
    return sorted(range(len(items)), key=lambda i: -items[i][1])


def order_trec(items):
    if items[0][1] is None:
        return list(range(len(items)))
    idx = list(range(len(items)))
    # comp_sim_docno: sim descending, then strcmp(ptr2->docno, ptr1->docno): docno descending.
    idx.sort(key=lambda i: items[i][2].encode(), reverse=True)
    idx.sort(key=lambda i: -items[i][1])
    return idx


def atol(g):
    """C's atol() of the grade written out: its integer part (int() cuts toward 0)."""
    return int(g)


def trec_grades(items, pool):
    """get_qrels.c reads every grade with atol(); None when every judgment is negative."""
    items = [(atol(it[0]),) + tuple(it[1:]) for it in items]
    pool = [atol(g) for g in pool]
    if max([it[0] for it in items] + pool) < 0:
        return None
    return items, pool


def trec_ndcg(items, pool):
    read = trec_grades(items, pool)
    if read is None:
        return 'refused'
    items, pool = read
    rels = [items[i][0] for i in order_trec(items)]
    dcg = 0.0
    for i, r in enumerate(rels):
        g = r if r > 0 else 0.0
        if g != 0:
            dcg += g / math.log2(i + 2)
    ideal = sorted([g for g in [it[0] for it in items] + pool if g > 0], reverse=True)
    idcg = 0.0
    for i, g in enumerate(ideal):
        idcg += g / math.log2(i + 2)
    return dcg / idcg if idcg > 0 else 0.0


def trec_ndcg_cut(items, pool, k):
    read = trec_grades(items, pool)
    if read is None:
        return 'refused'
    items, pool = read
    rels = [items[i][0] for i in order_trec(items)]
    s = 0.0
    for i, r in enumerate(rels[:k]):
        if r > 0:
            s += r / math.log2(i + 2)
    ideal = sorted([g for g in [it[0] for it in items] + pool if g > 0], reverse=True)[:k]
    idcg = 0.0
    for i, g in enumerate(ideal):
        idcg += g / math.log2(i + 2)
    return s / idcg if idcg > 0 else 0.0


def numba_argsort(A):
    """numba/misc/quicksort.py make_quicksort_impl(is_argsort=True).run_quicksort, as written
    there: R indexes A; LT is <; SMALL_QUICKSORT = 15."""
    R = list(range(len(A)))
    if len(A) < 2:
        return R

    def insertion_sort(low, high):
        for i in range(low + 1, high + 1):
            k = R[i]
            v = A[k]
            j = i
            while j > low and v < A[R[j - 1]]:
                R[j] = R[j - 1]
                j -= 1
            R[j] = k

    def partition(low, high):
        mid = (low + high) >> 1
        if A[R[mid]] < A[R[low]]:
            R[low], R[mid] = R[mid], R[low]
        if A[R[high]] < A[R[mid]]:
            R[high], R[mid] = R[mid], R[high]
        if A[R[mid]] < A[R[low]]:
            R[low], R[mid] = R[mid], R[low]
        pivot = A[R[mid]]
        R[high], R[mid] = R[mid], R[high]
        i = low
        j = high - 1
        while True:
            while i < high and A[R[i]] < pivot:
                i += 1
            while j >= low and pivot < A[R[j]]:
                j -= 1
            if i >= j:
                break
            R[i], R[j] = R[j], R[i]
            i += 1
            j -= 1
        R[i], R[high] = R[high], R[i]
        return i

    stack = [(0, len(A) - 1)]
    while stack:
        low, high = stack.pop()
        while high - low >= 15:
            i = partition(low, high)
            if high - i > i - low:
                if high > i:
                    stack.append((i + 1, high))
                high = i - 1
            else:
                if i > low:
                    stack.append((low, i - 1))
                low = i + 1
        insertion_sort(low, high)
    return R


def order_ranx(items):
    """ranx sort_dict_by_value: numba np.argsort([-v for v in values])."""
    if items[0][1] is None:
        return list(range(len(items)))
    return numba_argsort([-it[1] for it in items])


def ranx(items, pool, k, jarvelin):
    trunc = lambda g: int(g)                                          # Qrels: dtype=int
    qrels = [trunc(g) for g in [it[0] for it in items] + pool]
    qrels = [g for g in qrels if g >= 1]                              # clean_qrels, rel_lvl 1
    run = [trunc(items[i][0]) for i in order_ranx(items)]
    run = [g if g >= 1 else 0.0 for g in run]
    if not qrels:
        return 0.0

    def dcg(rels, k):
        k = len(rels) if k == 0 or k > len(rels) else k              # fix_k
        total = 0.0
        for i in range(k):
            g = rels[i] if jarvelin else 2 ** rels[i] - 1
            total += g / math.log2(i + 1 + 1)
        return total
    d = dcg(run, k)
    i = dcg(sorted(qrels, reverse=True), k)
    if i == 0.0:
        i = 1.0
    return d / i


def jk2002(items, pool, k):
    rels = [max(items[i][0], 0.0) for i in order_stable(items)]
    ideal = sorted([g for g in [it[0] for it in items] + pool if g > 0], reverse=True)
    kk = max(len(rels), len(items) + len(pool)) if k == 0 else k

    def dcg(v, k):
        total = 0.0
        for pos in range(1, min(k, len(v)) + 1):
            g = v[pos - 1]
            total += g if pos < 2 else g / math.log2(pos)
        return total
    i = dcg(ideal, kk)
    return dcg(rels, kk) / i if i > 0 else None


def sklearn_ndcg(items, k):
    y_true = [it[0] for it in items]
    if min(y_true) < 0:
        return 'refused'
    if len(y_true) <= 1:
        return 'refused'
    n = len(y_true)
    if items[0][1] is None:
        y_score = [float(n - i) for i in range(n)]
    else:
        y_score = [it[1] for it in items]
    discount = [1 / (math.log(i + 2) / math.log(2)) for i in range(n)]
    if k is not None:
        for i in range(k, n):
            discount[i] = 0.0
    cums = list(itertools.accumulate(discount))
    # _tie_averaged_dcg
    uniq = sorted(set(-s for s in y_score))
    ranked = [0.0] * len(uniq)
    counts = [0] * len(uniq)
    for t, s in zip(y_true, y_score):
        g = uniq.index(-s)
        ranked[g] += t
        counts[g] += 1
    ranked = [r / c for r, c in zip(ranked, counts)]
    groups = [x - 1 for x in itertools.accumulate(counts)]
    sums = [cums[groups[0]]] + [cums[groups[j]] - cums[groups[j - 1]] for j in range(1, len(groups))]
    gain = sum(r * s for r, s in zip(ranked, sums))
    ideal_rank = sorted(y_true, reverse=True)
    norm = sum(d * t for d, t in zip(discount, ideal_rank))
    return 0.0 if norm == 0 else gain / norm


def tfr(items, k):
    kept = [it for it in items if it[0] >= 0]                         # is_label_valid
    n = len(kept)
    topn = n if k is None else min(k, n)
    gain = lambda l: 2.0 ** l - 1
    disc = lambda r: math.log(2.) / math.log1p(r)
    ideal = sorted(kept, key=lambda it: -gain(it[0]))[:topn]
    idcg = sum(gain(it[0]) * disc(r + 1) for r, it in enumerate(ideal))
    if kept and kept[0][1] is not None and max(
            sum(1 for it in kept if it[1] == s) for s in set(it[1] for it in kept)) > 6:
        # Too many orders to enumerate: by linearity of expectation, every position a tied
        # group occupies holds, on average over its orders, the group's mean gain.
        scores = sorted(set(it[1] for it in kept), reverse=True)
        groups = [[it for it in kept if it[1] == s] for s in scores]
        dcg, r = 0.0, 0
        for g in groups:
            mean = sum(gain(it[0]) for it in g) / len(g)
            for _ in g:
                if r < topn:
                    dcg += mean * disc(r + 1)
                r += 1
    elif kept and kept[0][1] is not None:
        # Expected DCG over every order of tied scores (sort_by_scores shuffles ties).
        scores = sorted(set(it[1] for it in kept), reverse=True)
        groups = [[it for it in kept if it[1] == s] for s in scores]
        total, count = 0.0, 0
        for perms in itertools.product(*[list(itertools.permutations(g)) for g in groups]):
            order = [it for p in perms for it in p]
            total += sum(gain(it[0]) * disc(r + 1) for r, it in enumerate(order[:topn]))
            count += 1
        dcg = total / count
    else:
        dcg = sum(gain(it[0]) * disc(r + 1) for r, it in enumerate(kept[:topn]))
    return dcg / idcg if idcg != 0 else 0.0                           # divide_no_nan


def java_float(g):
    """Float.parseFloat: the grade rounded to a 32-bit float."""
    return struct.unpack('<f', struct.pack('<f', g))[0]


def java_int(f):
    """Java (int) of a float: toward 0, clamped to [-2^31, 2^31 - 1]."""
    return max(-2 ** 31, min(2 ** 31 - 1, int(f)))


def ranklib_gain(r):
    """DCGScorer.gain(): (1 << r) - 1 on Java ints. `1 << r` uses r & 31 (JLS 15.19); the
    subtraction wraps to 32 bits (JLS 15.18.2). E.g. r = 31: 1 << 31 = -2147483648, minus 1
    wraps to 2147483647; r = 32: 1 << 0 = 1, minus 1 = 0; r = 35: 1 << 3 = 8, minus 1 = 7."""
    x = ((1 << (r & 31)) - 1) & 0xFFFFFFFF
    return float(x - 2 ** 32 if x >= 2 ** 31 else x)


def ranklib(items, k):
    labels = [java_float(it[0]) for it in items]
    if any(f < 0 for f in labels):                                    # DataPoint.parse
        return 'refused'
    rel = [java_int(labels[i]) for i in order_stable(items)]          # (int) getLabel()
    size = k if (k is not None and 0 < k <= len(rel)) else len(rel)
    gain = ranklib_gain
    disc = lambda i: 1.0 / (math.log(i + 2) / math.log(2))            # SimpleMath.logBase2
    ideal = sum(gain(r) * disc(i) for i, r in enumerate(sorted(rel, reverse=True)[:size]))
    if ideal <= 0.0:
        return 0.0
    return sum(gain(r) * disc(i) for i, r in enumerate(rel[:size])) / ideal


def gbdt(items, k, zero, max_label):
    for it in items:
        g = it[0]
        if g < 0 or g != int(g) or g > max_label:
            return 'refused'
    label_gain = [0.0] + [float((1 << i) - 1) for i in range(1, 31)]
    rel = [int(items[i][0]) for i in order_stable(items)]
    kk = len(rel) if k is None or k > len(rel) else k
    disc = lambda i: 1.0 / math.log2(2.0 + i)
    gain = lambda r: label_gain[r] if r < 31 else float((1 << r) - 1)
    maxdcg = sum(disc(j) * gain(r) for j, r in enumerate(sorted(rel, reverse=True)[:kk]))
    if maxdcg <= 0:
        return zero
    return sum(gain(r) * disc(j) for j, r in enumerate(rel[:kk])) / maxdcg


CASES = [
    # name, items (grade, score, label), pool, k (0 = all)
    ('seed 000 3,2,0,1,3 at k = 5', [(3, None, ''), (2, None, ''), (0, None, ''), (1, None, ''), (3, None, '')], [], 5),
    ('4,2,0,1,3 with pool 3,0 at k = 3', [(4, None, ''), (2, None, ''), (0, None, ''), (1, None, ''), (3, None, '')], [3, 0], 3),
    ('tied scores at k = 3', [(2, .9, 'd1'), (0, .5, 'd2'), (3, .5, 'd3'), (1, .5, 'd4'), (0, .1, 'd5')], [], 3),
    ('no relevant item (IDCG = 0)', [(0, None, ''), (0, None, ''), (0, None, '')], [], 0),
    ('negative and fractional grades', [(2, None, ''), (-1, None, ''), (1.5, None, ''), (0, None, '')], [], 0),
    ('0,1,2,3 with pool 3, all', [(0, None, ''), (1, None, ''), (2, None, ''), (3, None, '')], [3], 0),
    ('ties across the cutoff k = 2', [(3, 1., 'a'), (1, 1., 'b'), (2, 1., 'c'), (0, 0., 'd')], [], 2),
    ('fractional grade 1,1.5, all', [(1, None, ''), (1.5, None, '')], [], 0),
    ('every grade negative: -1,-2.5', [(-1, None, ''), (-2.5, None, '')], [], 0),
    ('labels past 31: 3,0,32 at k = 5', [(3, None, ''), (0, None, ''), (32, None, '')], [], 5),
    ('labels 31,35,0, all', [(31, None, ''), (35, None, ''), (0, None, '')], [], 0),
    ('16 items tied at 0.5, grades 1,0,...,0, all',
     [(1 if i == 0 else 0, .5, 'd%02d' % i) for i in range(16)], [], 0),
    ('20 items, ties of 4 and 6, at k = 10',
     [(g, s, 'd%02d' % i) for i, (g, s) in enumerate(
         [(3, .9), (0, .8), (2, .8), (1, .8), (0, .8), (1, .7), (3, .6), (0, .6), (2, .6),
          (1, .6), (0, .6), (2, .6), (0, .5), (1, .4), (0, .3), (2, .3), (1, .2), (0, .2),
          (3, .1), (0, .05)])], [2], 10),
]

for name, items, pool, k in CASES:
    kk = None if k == 0 else k
    print(name)
    print('  trec_eval ndcg     ', repr(trec_ndcg(items, pool)))
    print('  trec_eval ndcg_cut ', repr(trec_ndcg_cut(items, pool, k if k else max(len(items), len(items) + len(pool)))))
    print('  ranx ndcg          ', repr(ranx(items, pool, k, True)))
    print('  JK 2002            ', repr(jk2002(items, pool, k)))
    print('  sklearn            ', repr(sklearn_ndcg(items, kk)))
    print('  TF-Ranking         ', repr(tfr(items, kk)))
    print('  RankLib            ', repr(ranklib(items, kk)))
    print('  LightGBM           ', repr(gbdt(items, kk, 1.0, 30)))
    print('  XGBoost            ', repr(gbdt(items, kk, 1.0, 31)))
    print('  XGBoost-           ', repr(gbdt(items, kk, 0.0, 31)))
    print('  ranx ndcg_burges   ', repr(ranx(items, pool, k, False)))


# --- Tie orders (tst_ties): linear or exponential gain, ideal from the judged pool. ---------
def ndcg_of(grades, pool, k, exponential):
    gain = (lambda g: 2.0 ** g - 1) if exponential else (lambda g: float(g))
    kk = max(len(grades), len(grades) + len(pool)) if k == 0 else k
    dcg = sum(gain(g) / math.log2(i + 2) for i, g in enumerate(grades[:kk]) if g > 0)
    ideal = sorted([gain(g) for g in grades + pool if g > 0], reverse=True)[:kk]
    idcg = sum(v / math.log2(i + 2) for i, v in enumerate(ideal))
    return dcg, idcg


def tie_orders(items, pool, k, exponential):
    gain = (lambda g: 2.0 ** g - 1) if exponential else (lambda g: float(g))
    scores = sorted(set(it[1] for it in items), reverse=True)
    groups = [[it for it in items if it[1] == s] for s in scores]   # listed order kept
    best = [it for g in groups for it in sorted(g, key=lambda it: -gain(it[0]))]
    worst = [it for g in groups for it in sorted(g, key=lambda it: gain(it[0]))]
    trec = [items[i] for i in order_trec(items)]
    out = {}
    for name, order in (('best', best), ('worst', worst), ('trec_eval', trec)):
        d, i = ndcg_of([it[0] for it in order], pool, k, exponential)
        out[name] = d / i
    # averaged: the mean over every order of the ties, by brute force
    total, count = 0.0, 0
    for perms in itertools.product(*[list(itertools.permutations(g)) for g in groups]):
        d, i = ndcg_of([it[0] for p in perms for it in p], pool, k, exponential)
        total += d / i
        count += 1
    out['averaged'] = total / count
    return out


print()
print('tie orders')
TIES = [
    ('three tied in the middle, linear, k = 3',
     [(2, .9, 'd1'), (0, .5, 'd2'), (3, .5, 'd3'), (1, .5, 'd4'), (0, .1, 'd5')], [], 3, False),
    ('all tied, exponential, pool 2, all',
     [(3, 1., 'a'), (1, 1., 'b'), (2, 1., 'c'), (0, 1., 'd')], [2], 0, True),
    ('two groups, labels in byte order, linear, k = 2',
     [(1, 2., 'B'), (3, 2., 'a'), (0, 1., 'z'), (2, 1., 'Z')], [], 2, False),
]
for name, items, pool, k, exponential in TIES:
    print(name, tie_orders(items, pool, k, exponential))


# --- Swaps (tst_swaps): one exact entry, by full recomputation. -------------------------------
print()
g = [3, 2, 0, 1, 3]
d0, i0 = ndcg_of(g, [], 3, True)
h = g[:]
h[2], h[4] = h[4], h[2]
d1, i1 = ndcg_of(h, [], 3, True)
print('swap 3<->5 of 3,2,0,1,3, exponential, k = 3:', repr(d1 / i1 - d0 / i0))
g = [0, 1, 2, 3]
d0, i0 = ndcg_of(g, [], 0, False)
h = [3, 1, 2, 0]
d1, i1 = ndcg_of(h, [], 0, False)
print('swap 1<->4 of 0,1,2,3, linear, all:', repr(d1 / i1 - d0 / i0))


# --- Claim finder (tst_claimfinder): brute force over the whole convention space. -----------
def value(grades, pool, gain, disc, base, ideal, k, quantity):
    gf = (lambda g: float(g)) if gain == 'linear' else (lambda g: 2.0 ** g - 1)

    def d(i):  # 1-based
        if disc == 'log':
            return math.log(base) / math.log(i + 1)
        if disc == 'jk':
            return 1.0 if i < base else math.log(base) / math.log(i)
        return 1.0
    dcg = sum(gf(g) * d(i + 1) for i, g in enumerate(grades[:k]) if g > 0)
    src = grades + pool if ideal == 'pool' else grades
    ideal_g = sorted([gf(g) for g in src if g > 0], reverse=True)[:k]
    idcg = sum(v * d(i + 1) for i, v in enumerate(ideal_g))
    return {'dcg': dcg, 'idcg': idcg, 'ndcg': dcg / idcg if idcg > 0 else None}[quantity]


def search(grades, pool, figure, quantity='ndcg'):
    decimals = len(figure.split('.')[1]) if '.' in figure else 0
    target, tol = float(figure), 0.5 * 10 ** -decimals
    hits = []
    kall = max(len(grades), len(grades) + len(pool))
    for gain in ('linear', 'exponential'):
        for disc, base in (('log', 2), ('log', math.e), ('log', 10), ('jk', 2), ('jk', 3), ('none', 1)):
            for ideal in ('pool', 'list'):
                for k in range(1, kall + 1):
                    v = value(grades, pool, gain, disc, base, ideal, k, quantity)
                    if v is not None and abs(v - target) <= tol + 1e-12:
                        hits.append((gain, disc, round(base, 3), ideal, k, v))
    return hits


print()
print('claims')
for g, p, fig, q in (([4, 2, 0, 1, 3], [], '0.936', 'ndcg'), ([4, 5, 2, 3, 1], [], '0.861', 'ndcg'),
                     ([3, 2, 0, 1, 3], [], '0.86', 'ndcg'), ([3, 2, 0, 1, 3], [], '9.26', 'dcg'),
                     ([3, 2, 0, 1, 3], [], '0.901', 'ndcg'), ([3, 2, 0, 1, 3], [], '12.03', 'dcg'),
                     ([3, 2, 0, 1, 3], [], '10.75', 'idcg'), ([3, 2, 0, 1, 3], [], '13.35', 'idcg'),
                     ([0, 1, 2, 3], [], '0.547831', 'ndcg'), ([1, 0, 1], [1], '0.704', 'ndcg')):
    print(g, p, fig, q)
    for h in search(g, p, fig, q):
        print('   ', h)
