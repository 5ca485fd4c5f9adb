#!/usr/bin/env python3
"""Generates large inputs for `ndcg-cli explain` and `ndcg-cli eval --explain` (issue 14):
deterministic (fixed seed), grades 0-4 with many ties.

    tests/bench/explain_generate.py scenario N OUT [--labels] [--pool M] [--k K]
        a scenario file (.ndcg.json) with N ranked items (labels "d1", "d2", ... when --labels)
        and M judged items the ranking did not return; exponential gain, cutoff K (default all)
    tests/bench/explain_generate.py trec N OUT_DIR
        OUT_DIR/one.run: query 1 with N documents (scores descending, ties every 10th pair)
        OUT_DIR/one.qrels: about a third of them judged 0-4, and N/100 unretrieved documents
"""
import argparse
import os
import random

GRADES = [0, 1, 2, 3, 4]
WEIGHTS = [50, 20, 15, 10, 5]


def grades(rng, n):
    return rng.choices(GRADES, WEIGHTS, k=n)


def scenario(args):
    rng = random.Random(14)
    k = '"all"' if args.k is None else str(args.k)
    with open(args.out, "w") as f:
        f.write('{\n  "format": "ndcg-explorer-scenario",\n  "version": 1,\n  "settings": {\n'
                '    "gain": "exponential",\n    "negativeGrades": "zero",\n'
                '    "discount": "log",\n    "logBase": 2,\n    "k": %s,\n'
                '    "idealSource": "pool",\n    "zeroIdcg": "zero",\n    "relevantFrom": 1,\n'
                '    "maxGrade": null,\n    "rbpPersistence": 0.8\n  },\n' % k)
        f.write('  "rankingA": {\n    "items": [\n')
        items = grades(rng, args.n)
        for i, g in enumerate(items):
            label = ', "label": "d%d"' % (i + 1) if args.labels else ""
            f.write('      {"grade": %d%s}%s\n' % (g, label, "," if i + 1 < args.n else ""))
        f.write('    ],\n    "unretrieved": [\n')
        pool = grades(rng, args.pool)
        for i, g in enumerate(pool):
            label = ', "label": "u%d"' % (i + 1) if args.labels else ""
            f.write('      {"grade": %d%s}%s\n' % (g, label, "," if i + 1 < args.pool else ""))
        f.write('    ]\n  }\n}\n')


def trec(args):
    rng = random.Random(1414)
    os.makedirs(args.out, exist_ok=True)
    n = args.n
    with open(os.path.join(args.out, "one.run"), "w") as run, \
            open(os.path.join(args.out, "one.qrels"), "w") as qrels:
        score = float(n)
        for d in range(n):
            if d % 10 != 1:  # every tenth pair of documents ties
                score -= 1.0
            run.write("1 Q0 D%08d %d %.1f bench\n" % (d, d + 1, score))
            if d % 3 == 0:
                qrels.write("1 0 D%08d %d\n" % (d, rng.choices(GRADES, WEIGHTS)[0]))
        for u in range(n // 100):
            qrels.write("1 0 U%08d %d\n" % (u, rng.choices(GRADES, WEIGHTS)[0]))


def main():
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="kind", required=True)
    s = sub.add_parser("scenario")
    s.add_argument("n", type=int)
    s.add_argument("out")
    s.add_argument("--labels", action="store_true")
    s.add_argument("--pool", type=int, default=0)
    s.add_argument("--k", type=int)
    t = sub.add_parser("trec")
    t.add_argument("n", type=int)
    t.add_argument("out")
    args = parser.parse_args()
    scenario(args) if args.kind == "scenario" else trec(args)


if __name__ == "__main__":
    main()
