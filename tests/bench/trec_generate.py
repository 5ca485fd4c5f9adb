#!/usr/bin/env python3
"""Generates the TREC benchmark pair of issue 3: a run of 5,000 queries x 1,000 documents
(about 170 MB: `qid Q0 docno rank score tag`, scores descending with some ties at 4 decimals)
and qrels with grades 0-4 (about 150 judged documents per query: 100 of the retrieved, biased
to the top ranks, and 50 the run never retrieved). Deterministic (fixed seed).

    tests/bench/trec_generate.py OUT_DIR [--queries N] [--docs M]

Writes OUT_DIR/bench.run and OUT_DIR/bench.qrels.
"""
import argparse
import os
import random


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--queries", type=int, default=5000)
    parser.add_argument("--docs", type=int, default=1000)
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    rng = random.Random(20261122)
    grades = [0, 1, 2, 3, 4]
    weights = [50, 20, 15, 10, 5]
    with open(os.path.join(args.out, "bench.run"), "w") as run, \
            open(os.path.join(args.out, "bench.qrels"), "w") as qrels:
        for q in range(args.queries):
            qid = str(10000 + q)
            docnos = ["D%07d" % d for d in rng.sample(range(10_000_000), args.docs + 50)]
            retrieved, unretrieved = docnos[:args.docs], docnos[args.docs:]
            score = 30.0
            lines = []
            for rank, docno in enumerate(retrieved, 1):
                lines.append("%s Q0 %s %d %.4f bm25\n" % (qid, docno, rank, score))
                score -= rng.choice((0.0, 0.0001, 0.001, 0.01, 0.02))
            run.write("".join(lines))
            # Judged: 100 retrieved documents, more of them near the top, and 50 others.
            judged = set()
            while len(judged) < min(100, args.docs):
                judged.add(int(rng.triangular(0, args.docs, 0)))
            out = []
            for i in sorted(judged):
                out.append("%s 0 %s %d\n" % (qid, retrieved[i],
                                             rng.choices(grades, weights)[0]))
            for docno in unretrieved:
                out.append("%s 0 %s %d\n" % (qid, docno, rng.choices(grades, weights)[0]))
            qrels.write("".join(out))


if __name__ == "__main__":
    main()
