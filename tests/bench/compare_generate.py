#!/usr/bin/env python3
"""A second run for the `compare` benchmark (issue 13): the documents of bench.run (from
trec_generate.py) re-scored, query by query, as a reranker would: each score plus Gaussian noise
whose spread differs between queries, so that some queries gain and others lose against
bench.run. Same queries and documents, so about the same size (about 170 MB). Deterministic.

    tests/bench/compare_generate.py DIR

Reads DIR/bench.run, writes DIR/bench-rerank.run.
"""
import os
import random
import sys


def main():
    directory = sys.argv[1]
    rng = random.Random(20130613)
    spread = {}
    with open(os.path.join(directory, "bench.run")) as run, \
            open(os.path.join(directory, "bench-rerank.run"), "w") as out:
        lines = []
        for line in run:
            qid, q0, docno, rank, score, _ = line.split()
            if qid not in spread:
                spread[qid] = rng.choice((0.0005, 0.002, 0.01, 0.05))
            noisy = float(score) + rng.gauss(0.0, spread[qid])
            lines.append("%s %s %s %s %.4f rerank\n" % (qid, q0, docno, rank, noisy))
            if len(lines) == 100_000:
                out.write("".join(lines))
                lines = []
        out.write("".join(lines))


if __name__ == "__main__":
    main()
