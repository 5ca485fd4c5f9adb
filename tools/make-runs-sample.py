#!/usr/bin/env python3
"""Writes the sample data of the "Evaluate runs" window (resources/runs/): a qrels file of 40
topics graded 0-3 and two runs of 100 documents per topic, a first-stage ranker (bm25.run) and
a re-ranker of its results (rerank.run) that is better on most topics but not on all.

Deterministic (random.Random(13)): running it again writes the same bytes.
    python3 tools/make-runs-sample.py resources/runs
"""
import math
import os
import random
import sys

TOPICS = range(401, 441)  # 40 topics, numbered as TREC ad hoc topics are
DEPTH = 100
PREFIXES = ["FT9%d" % y for y in (1, 2, 3, 4)] + ["LA%02d%02d90" % (m, d) for m, d in ((1, 5), (3, 12), (6, 21), (9, 30))] + ["FBIS3-", "FBIS4-"]


def docno(rng, used):
    while True:
        prefix = rng.choice(PREFIXES)
        if prefix.startswith("FT"):
            name = "%s-%d" % (prefix, rng.randint(1000, 15999))
        elif prefix.startswith("LA"):
            name = "%s-%04d" % (prefix, rng.randint(1, 250))
        else:
            name = "%s%d" % (prefix, rng.randint(10000, 69999))
        if name not in used:
            used.add(name)
            return name


def main(out):
    rng = random.Random(13)
    qrels, bm25, rerank = [], [], []
    for topic in TOPICS:
        used = set()
        # The pool: judged documents (most not relevant) and documents nobody judged.
        relevant = rng.randint(4, 40)
        judged_zero = rng.randint(60, 160)
        unjudged = 150
        docs = []
        for _ in range(relevant):
            grade = rng.choices([1, 2, 3], weights=[5, 3, 1])[0]
            docs.append((docno(rng, used), grade, True))
        for _ in range(judged_zero):
            docs.append((docno(rng, used), 0, True))
        for _ in range(unjudged):
            docs.append((docno(rng, used), 0, False))
        for name, grade, judged in sorted(docs):
            if judged:
                qrels.append("%d 0 %s %d" % (topic, name, grade))
        # bm25 sees the grades through much noise; the re-ranker sees them more clearly on most
        # topics, and worse on about one topic in four (a query it misreads).
        noise_a = rng.uniform(0.9, 1.6)
        misread = rng.random() < 0.3
        noise_b = noise_a * (rng.uniform(1.2, 2.2) if misread else rng.uniform(0.55, 0.95))
        first = sorted(docs, key=lambda d: -(d[1] + rng.gauss(0, noise_a)))[:DEPTH]
        for rank, (name, _, _) in enumerate(first, 1):
            score = 25.0 * math.exp(-rank / 45.0) + rng.uniform(0, 0.05)
            bm25.append((topic, name, rank, score))
        reranked = sorted(first, key=lambda d: -(d[1] + rng.gauss(0, noise_b)))
        for rank, (name, _, _) in enumerate(reranked, 1):
            rerank.append((topic, name, rank, 1.0 / (1.0 + math.exp((rank - 30) / 12.0))))
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "sample.qrels"), "w") as f:
        f.write("\n".join(qrels) + "\n")
    for name, tag, lines in (("bm25.run", "bm25", bm25), ("rerank.run", "monoT5", rerank)):
        # Scores strictly descending within each topic, so the order is the rank order.
        by_topic = {}
        for topic, doc, rank, score in lines:
            by_topic.setdefault(topic, []).append((rank, doc, score))
        with open(os.path.join(out, name), "w") as f:
            for topic in sorted(by_topic):
                last = None
                for rank, doc, score in sorted(by_topic[topic]):
                    if last is not None and score >= last:
                        score = last - 0.0001
                    last = score
                    f.write("%d Q0 %s %d %.4f %s\n" % (topic, doc, rank, score, tag))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "resources/runs")
