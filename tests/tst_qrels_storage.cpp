// Qrels keeps each judgment in 20 bytes (docno as offset + length, the grade in two 32-bit
// halves, the line) and each query's docno table at twice its judgments, any size (not a power
// of two): every judgment must come back as written — grades across the whole int64 range,
// docnos from 1 byte to the longest a line allows, every table size from 8 to a few hundred
// slots, queries grouped or interleaved — and every docno not judged must be found absent.
// The expected values are the lines this test writes.

#include "trecfiles.h"

#include <QRandomGenerator>
#include <QTest>

#include <climits>
#include <map>

using namespace Ndcg::Trec;

class TestQrelsStorage : public QObject
{
    Q_OBJECT
private slots:
    void everyJudgmentComesBack_data();
    void everyJudgmentComesBack();
    void longestDocno();
};

void TestQrelsStorage::everyJudgmentComesBack_data()
{
    QTest::addColumn<bool>("interleaved");
    QTest::newRow("grouped") << false;
    QTest::newRow("interleaved") << true;
}

void TestQrelsStorage::everyJudgmentComesBack()
{
    QFETCH(bool, interleaved);
    QRandomGenerator rng(17);
    const std::int64_t grades[] = {0, 1, 4, -1, -2, INT32_MAX, std::int64_t(INT32_MAX) + 1,
        INT32_MIN, std::int64_t(INT32_MIN) - 1, std::int64_t(1) << 32, -(std::int64_t(1) << 32),
        INT64_MAX, INT64_MIN, 123456789012345LL};
    struct Line
    {
        QByteArray qid;
        QByteArray docno;
        std::int64_t grade;
        int line;
    };
    std::vector<Line> lines;
    // Queries of 1 to 300 judgments: tables of 8 slots up to 600.
    const int sizes[] = {1, 2, 3, 4, 5, 7, 9, 31, 64, 100, 150, 257, 300};
    for (std::size_t q = 0; q < std::size(sizes); ++q) {
        for (int j = 0; j < sizes[q]; ++j) {
            const QByteArray docno
                = QByteArray(int(rng.bounded(1, 12)), char('a' + rng.bounded(26)))
                + QByteArray::number(j);
            lines.push_back(Line {"q" + QByteArray::number(q), docno, grades[rng.bounded(14)], 0});
        }
    }
    if (interleaved)
        std::shuffle(lines.begin(), lines.end(), rng);
    QByteArray text;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        lines[i].line = int(i) + 1;
        text += lines[i].qid + " 0 " + lines[i].docno + ' ' + QByteArray::number(lines[i].grade)
            + '\n';
    }
    const auto qrels = Qrels::parse(text, QStringLiteral("q"));
    QVERIFY2(qrels, qPrintable(qrels ? QString() : qrels.error().toString()));
    QCOMPARE(qrels->queries().size(), std::size(sizes));
    std::map<QByteArray, std::map<QByteArray, Line>> expected;
    for (const Line &line : lines)
        expected[line.qid][line.docno] = line;
    for (const auto &[qid, judged] : expected) {
        const int query = qrels->queryIndex(std::string_view(qid.constData(), qid.size()));
        QVERIFY(query >= 0);
        const std::vector<Judgment> back = qrels->judgmentsOf(query);
        QCOMPARE(back.size(), judged.size());
        int firstLine = INT_MAX;
        std::int64_t maxGrade = INT64_MIN;
        auto it = judged.begin();
        for (const Judgment &j : back) { // sorted by docno, as the map
            QCOMPARE(QByteArray(j.docno.data(), qsizetype(j.docno.size())), it->first);
            QCOMPARE(j.grade, it->second.grade);
            QCOMPARE(j.line, it->second.line);
            QCOMPARE(j.query, query);
            const auto hash = Detail::hashBytes(j.docno);
            QCOMPARE(qrels->grade(query, j.docno, hash), std::optional(it->second.grade));
            QCOMPARE(qrels->relevance(query, j.docno, hash),
                it->second.grade >= 0 ? it->second.grade : negativeJudged);
            firstLine = std::min(firstLine, it->second.line);
            maxGrade = std::max(maxGrade, it->second.grade);
            ++it;
        }
        QCOMPARE(qrels->firstLine(query), firstLine);
        QCOMPARE(qrels->maxGrade(query), maxGrade);
        // Docnos not judged here (some judged for other queries): absent.
        for (int k = 0; k < 400; ++k) {
            const std::string docno = (k % 2 ? "zz" : "a") + std::to_string(k);
            if (judged.count(QByteArray::fromStdString(docno)))
                continue;
            QCOMPARE(qrels->relevance(query, docno, Detail::hashBytes(docno)), notJudged);
        }
    }
}

void TestQrelsStorage::longestDocno()
{
    // A docno of 65,530 bytes: its line is 65,536 bytes before the newline, the longest a line
    // may be (maxLineLength); its length needs all 16 bits it is kept in.
    const QByteArray docno(int(maxLineLength) - 6, 'd');
    const QByteArray text = "1 0 " + docno + " 3\n2 0 x 1\n";
    const auto qrels = Qrels::parse(text, QStringLiteral("q"));
    QVERIFY2(qrels, qPrintable(qrels ? QString() : qrels.error().toString()));
    const std::string_view view(docno.constData(), std::size_t(docno.size()));
    QCOMPARE(qrels->grade(0, view, Detail::hashBytes(view)), std::optional<std::int64_t>(3));
    const auto back = qrels->judgmentsOf(0);
    QCOMPARE(back.size(), std::size_t(1));
    QCOMPARE(back[0].docno.size(), std::size_t(docno.size()));
    QCOMPARE(back[0].line, 1);
    QCOMPARE(qrels->judgmentsOf(1)[0].line, 2);
}

QTEST_GUILESS_MAIN(TestQrelsStorage)
#include "tst_qrels_storage.moc"
