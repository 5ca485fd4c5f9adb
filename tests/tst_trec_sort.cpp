// A run whose lines are not in score order is sorted as trec_eval sorts it (score descending,
// then docno descending): below 64 documents a query by std::sort, from 64 on by the radix sort
// of the score keys (treceval.cpp, sortByKeys). Each run here is written twice: its lines
// shuffled within each query, and in trec_eval's order as this test sorts them on its own
// (std::stable_sort of the parsed scores, then docnos); eval -q of every measure must agree.
// Scores include negatives, zeros written as 0 and -0 (equal, so tied), exponents far apart
// and many ties, so that every byte of the keys and the tie groups matter.

#include "treceval.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace Ndcg::Trec;

namespace {

struct Line
{
    QByteArray qid;
    QByteArray docno;
    QByteArray scoreText;
    double score;
};

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QByteArray lineText(const Line &line)
{
    return line.qid + " Q0 " + line.docno + " 1 " + line.scoreText + " t\n";
}

} // namespace

class TestTrecSort : public QObject
{
    Q_OBJECT
private slots:
    void shuffledRunsSortAsTrecEval_data();
    void shuffledRunsSortAsTrecEval();
};

void TestTrecSort::shuffledRunsSortAsTrecEval_data()
{
    QTest::addColumn<int>("docs");
    QTest::addColumn<int>("kind");
    // Sizes around the radix threshold; kinds: 0 scores of a few values (long tie groups),
    // 1 4-decimal scores (a reranker's), 2 signs, zeros and exponents far apart, 3 scores that
    // differ only past the 20th bit of their mantissa (the radix sort orders the keys' top 32
    // bits; here every key has the same, one group ordered by the whole key), 4 clusters of a
    // few such scores (small groups, sorted by insertion), ties among them.
    for (const int docs : {10, 63, 64, 65, 300, 2000}) {
        for (const int kind : {0, 1, 2, 3, 4}) {
            QTest::addRow("%d docs, kind %d", docs, kind) << docs << kind;
        }
    }
}

void TestTrecSort::shuffledRunsSortAsTrecEval()
{
    QFETCH(int, docs);
    QFETCH(int, kind);
    QRandomGenerator rng(quint32(docs * 3 + kind));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    std::vector<Line> lines;
    QByteArray qrels;
    for (int q = 1; q <= 4; ++q) {
        const QByteArray qid = "q" + QByteArray::number(q);
        for (int d = 0; d < docs; ++d) {
            Line line;
            line.qid = qid;
            line.docno
                = "D" + QByteArray::number(rng.bounded(1000000)) + "-" + QByteArray::number(d);
            switch (kind) {
            case 0:
                line.scoreText = QByteArray::number(rng.bounded(5)) + ".5";
                break;
            case 1:
                line.scoreText = QByteArray::number(rng.bounded(300000) / 10000.0, 'f', 4);
                break;
            case 3:
                line.scoreText
                    = QByteArray::number(1.5 + std::ldexp(rng.bounded(5000), -44), 'g', 17);
                break;
            case 4:
                line.scoreText = QByteArray::number(
                    -2.0 - rng.bounded(40) + std::ldexp(rng.bounded(6), -50), 'g', 17);
                break;
            default: {
                static const char *const special[]
                    = {"0", "-0", "0.0", "1e300", "-1e300", "1e-300", "-1e-300", "7", "-7.25"};
                if (rng.bounded(3) == 0)
                    line.scoreText = special[rng.bounded(9)];
                else
                    line.scoreText = QByteArray::number(
                        (rng.generateDouble() - 0.5) * std::pow(10.0, rng.bounded(-20, 20)), 'g',
                        17);
                break;
            }
            }
            line.score = line.scoreText.toDouble();
            lines.push_back(line);
            if (rng.bounded(3) == 0) {
                qrels += qid + " 0 " + line.docno + " " + QByteArray::number(rng.bounded(4)) + "\n";
            }
        }
    }
    std::vector<Line> shuffled = lines;
    std::shuffle(shuffled.begin(), shuffled.end(), rng);
    std::stable_sort(shuffled.begin(), shuffled.end(),
        [](const Line &a, const Line &b) { return a.qid < b.qid; });
    std::vector<Line> ordered = lines;
    std::stable_sort(ordered.begin(), ordered.end(), [](const Line &a, const Line &b) {
        if (a.qid != b.qid)
            return a.qid < b.qid;
        if (a.score != b.score) // -0 == 0: tied, then by docno
            return a.score > b.score;
        return a.docno > b.docno;
    });
    QByteArray shuffledText;
    QByteArray orderedText;
    for (const Line &line : shuffled)
        shuffledText += lineText(line);
    for (const Line &line : ordered)
        orderedText += lineText(line);
    const QString qrelsPath = dir.filePath(QStringLiteral("qrels"));
    const QString shuffledPath = dir.filePath(QStringLiteral("shuffled.run"));
    const QString orderedPath = dir.filePath(QStringLiteral("ordered.run"));
    QVERIFY(writeFile(qrelsPath, qrels));
    QVERIFY(writeFile(shuffledPath, shuffledText));
    QVERIFY(writeFile(orderedPath, orderedText));
    const auto loaded = Qrels::load(qrelsPath);
    QVERIFY(loaded);
    EvalOptions options;
    options.perQuery = true;
    options.threads = 1;
    options.measures = *parseMeasures({QStringLiteral("all_trec")});
    const auto a = evaluate(*loaded, shuffledPath, options);
    const auto b = evaluate(*loaded, orderedPath, options);
    QVERIFY(a);
    QVERIFY(b);
    QVERIFY(a->size() > 1000);
    QCOMPARE(*a, *b);
    // The order itself: rankingForQuery sorts with std::sort alone.
    for (const QString &qid : {QStringLiteral("q1"), QStringLiteral("q4")}) {
        const auto x = rankingForQuery(*loaded, shuffledPath, qid);
        QVERIFY(x);
        std::vector<QByteArray> expected;
        for (const Line &line : ordered) {
            if (line.qid == qid.toUtf8())
                expected.push_back(line.docno);
        }
        QCOMPARE(std::size_t(x->items.size()), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i)
            QCOMPARE(x->items[qsizetype(i)].label.toUtf8(), expected[i]);
    }
}

QTEST_GUILESS_MAIN(TestTrecSort)
#include "tst_trec_sort.moc"
