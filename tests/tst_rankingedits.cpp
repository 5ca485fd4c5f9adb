// The spreadsheet edits as pure functions: moves, duplicates, deletes, and the parser for
// blocks pasted from a spreadsheet or a text file.

#include "rankingedits.h"

#include <QTest>

using RankingEdits::Edit;

namespace {

QList<Ndcg::Item> items(const QList<double> &grades)
{
    QList<Ndcg::Item> result;
    for (qsizetype i = 0; i < grades.size(); ++i)
        result.append(Ndcg::Item {grades[i], QStringLiteral("d%1").arg(i + 1), std::nullopt});
    return result;
}

QStringList labels(const QList<Ndcg::Item> &list)
{
    QStringList result;
    for (const Ndcg::Item &item : list)
        result << item.label;
    return result;
}

QStringList split(const char *text)
{
    return QString::fromLatin1(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

} // namespace

class TestRankingEdits : public QObject
{
    Q_OBJECT
private slots:
    void moveRowsTo_data();
    void moveRowsTo();
    void moveRowsBy_data();
    void moveRowsBy();
    void duplicateAndRemove();
    void sortReverseShuffle();
    void parsePastedBlock_data();
    void parsePastedBlock();
    void refusedBlocks_data();
    void refusedBlocks();
    void applyPastedBlockOverwritesThenAppends();
};

void TestRankingEdits::moveRowsTo_data()
{
    QTest::addColumn<QList<int>>("rows");
    QTest::addColumn<int>("target");
    QTest::addColumn<QStringList>("order");
    QTest::addColumn<QList<int>>("selection");
    QTest::newRow("the last row dragged to the top")
        << QList<int> {4} << 0 << split("d5 d1 d2 d3 d4") << QList<int> {0};
    QTest::newRow("the first row dragged below the third")
        << QList<int> {0} << 3 << split("d2 d3 d1 d4 d5") << QList<int> {2};
    QTest::newRow("the first row dragged to the end")
        << QList<int> {0} << 5 << split("d2 d3 d4 d5 d1") << QList<int> {4};
    QTest::newRow("two scattered rows dragged to the top keep their order")
        << QList<int> {3, 1} << 0 << split("d2 d4 d1 d3 d5") << QList<int> {0, 1};
    QTest::newRow("a row dropped on itself stays")
        << QList<int> {2} << 2 << split("d1 d2 d3 d4 d5") << QList<int> {2};
}

void TestRankingEdits::moveRowsTo()
{
    QFETCH(QList<int>, rows);
    QFETCH(int, target);
    QFETCH(QStringList, order);
    QFETCH(QList<int>, selection);
    const Edit e = RankingEdits::moveRowsTo(items({3, 2, 0, 1, 3}), rows, target);
    QCOMPARE(labels(e.items), order);
    QCOMPARE(e.selection, selection);
}

void TestRankingEdits::moveRowsBy_data()
{
    QTest::addColumn<QList<int>>("rows");
    QTest::addColumn<int>("delta");
    QTest::addColumn<QStringList>("order");
    QTest::addColumn<QList<int>>("selection");
    QTest::newRow("Ctrl+Up on the third row")
        << QList<int> {2} << -1 << split("d1 d3 d2 d4 d5") << QList<int> {1};
    QTest::newRow("Ctrl+Down on the third row")
        << QList<int> {2} << 1 << split("d1 d2 d4 d3 d5") << QList<int> {3};
    QTest::newRow("Ctrl+Up on the first row does nothing")
        << QList<int> {0} << -1 << split("d1 d2 d3 d4 d5") << QList<int> {0};
    QTest::newRow("Ctrl+Down on the last row does nothing")
        << QList<int> {4} << 1 << split("d1 d2 d3 d4 d5") << QList<int> {4};
    QTest::newRow("a block of two moves down as a block")
        << QList<int> {1, 2} << 1 << split("d1 d4 d2 d3 d5") << QList<int> {2, 3};
    QTest::newRow("two scattered rows move up one each")
        << QList<int> {1, 3} << -1 << split("d2 d1 d4 d3 d5") << QList<int> {0, 2};
}

void TestRankingEdits::moveRowsBy()
{
    QFETCH(QList<int>, rows);
    QFETCH(int, delta);
    QFETCH(QStringList, order);
    QFETCH(QList<int>, selection);
    const Edit e = RankingEdits::moveRowsBy(items({3, 2, 0, 1, 3}), rows, delta);
    QCOMPARE(labels(e.items), order);
    QCOMPARE(e.selection, selection);
}

void TestRankingEdits::duplicateAndRemove()
{
    const QList<Ndcg::Item> five = items({3, 2, 0, 1, 3});
    Edit d = RankingEdits::duplicateRows(five, {1, 2});
    QCOMPARE(labels(d.items), split("d1 d2 d3 d2 d3 d4 d5"));
    QCOMPARE(d.selection, (QList<int> {3, 4}));
    Edit r = RankingEdits::removeRows(five, {4, 0, 0, 9});
    QCOMPARE(labels(r.items), split("d2 d3 d4"));
    QCOMPARE(r.selection, QList<int> {0});
    Edit all = RankingEdits::removeRows(five, {0, 1, 2, 3, 4});
    QVERIFY(all.items.isEmpty());
    QVERIFY(all.selection.isEmpty());
    Edit i = RankingEdits::insertItem(five, 2, Ndcg::Item {4.0, QStringLiteral("new"), {}});
    QCOMPARE(labels(i.items), split("d1 d2 new d3 d4 d5"));
}

void TestRankingEdits::sortReverseShuffle()
{
    const QList<Ndcg::Item> five = items({3, 2, 0, 1, 3});
    Ndcg::Settings settings;
    // Stable: d1 stays before d5 (both grade 3).
    QCOMPARE(labels(RankingEdits::sortedIdeal(five, settings)), split("d1 d5 d2 d4 d3"));
    QCOMPARE(labels(RankingEdits::reversed(five)), split("d5 d4 d3 d2 d1"));
    const QList<Ndcg::Item> shuffled = RankingEdits::shuffled(five, 42);
    QCOMPARE(shuffled.size(), five.size());
    QStringList sorted = labels(shuffled);
    sorted.sort();
    QCOMPARE(sorted, labels(five));
    QCOMPARE(RankingEdits::shuffled(five, 42), shuffled); // the seed decides
}

void TestRankingEdits::parsePastedBlock_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("labelsOnly");
    QTest::addColumn<QList<std::optional<double>>>("grades");
    QTest::addColumn<QList<std::optional<QString>>>("labels");
    using G = QList<std::optional<double>>;
    using L = QList<std::optional<QString>>;
    const std::optional<QString> none;
    QTest::newRow("a column of grades")
        << QStringLiteral("3\n2\n0\n") << false << G {3, 2, 0} << L {none, none, none};
    QTest::newRow("a row of grades separated by spaces") << QStringLiteral(
        "3 2 0 1 3") << false << G {3, 2, 0, 1, 3} << L {none, none, none, none, none};
    QTest::newRow("a row of grades separated by commas")
        << QStringLiteral("1,0,2") << false << G {1, 0, 2} << L {none, none, none};
    QTest::newRow("label and grade separated by tabs")
        << QStringLiteral("doc-a\t3\r\ndoc-b\t1\r\n") << false << G {3, 1}
        << L {QStringLiteral("doc-a"), QStringLiteral("doc-b")};
    QTest::newRow("grade and label separated by commas")
        << QStringLiteral("2,alpha\n0,beta") << false << G {2, 0}
        << L {QStringLiteral("alpha"), QStringLiteral("beta")};
    QTest::newRow("our own TSV with its header")
        << QStringLiteral("i\tLabel\tGrade g\tGain\n1\td1\t3\t7\n2\td2\t2\t3\n") << false
        << G {3, 2} << L {QStringLiteral("d1"), QStringLiteral("d2")};
    QTest::newRow("a column of labels into the Label column")
        << QStringLiteral("first\nsecond") << true << G {std::nullopt, std::nullopt}
        << L {QStringLiteral("first"), QStringLiteral("second")};
    QTest::newRow("decimal grades")
        << QStringLiteral("2.5\n0.5") << false << G {2.5, 0.5} << L {none, none};
}

void TestRankingEdits::parsePastedBlock()
{
    QFETCH(QString, text);
    QFETCH(bool, labelsOnly);
    QFETCH(QList<std::optional<double>>, grades);
    QFETCH(QList<std::optional<QString>>, labels);
    const RankingEdits::PastedBlock block = RankingEdits::parsePastedBlock(text, labelsOnly);
    QVERIFY2(block.error.isEmpty(), qPrintable(block.error));
    QCOMPARE(block.grades, grades);
    QCOMPARE(block.labels, labels);
}

void TestRankingEdits::refusedBlocks_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("reason");
    QTest::newRow("empty clipboard") << QString() << QStringLiteral("no text");
    QTest::newRow("a word where a grade belongs")
        << QStringLiteral("3\nthree\n1") << QStringLiteral("Line 2: “three” is not a grade");
    QTest::newRow("a line with no number")
        << QStringLiteral("a\tb\nc\t1") << QStringLiteral("Line 1 has no number");
}

void TestRankingEdits::refusedBlocks()
{
    QFETCH(QString, text);
    QFETCH(QString, reason);
    const RankingEdits::PastedBlock block = RankingEdits::parsePastedBlock(text);
    QVERIFY2(block.error.contains(reason), qPrintable(block.error));
}

void TestRankingEdits::applyPastedBlockOverwritesThenAppends()
{
    const RankingEdits::PastedBlock block
        = RankingEdits::parsePastedBlock(QStringLiteral("x\t4\ny\t4\nz\t4"));
    const Edit e = RankingEdits::applyPastedBlock(items({3, 2, 0, 1}), 2, block);
    QCOMPARE(labels(e.items), split("d1 d2 x y z"));
    QCOMPARE(e.items[2].grade, 4.0);
    QCOMPARE(e.items[4].grade, 4.0);
    QCOMPARE(e.selection, (QList<int> {2, 3, 4}));
    // Rows appended without a label get a fresh one.
    const Edit grades = RankingEdits::applyPastedBlock(
        items({3, 2}), 1, RankingEdits::parsePastedBlock(QStringLiteral("1\n0\n2")));
    QCOMPARE(labels(grades.items), split("d1 d2 d3 d4"));
    QCOMPARE(RankingEdits::freshLabel(items({1, 1, 1})), QStringLiteral("d4"));
}

QTEST_APPLESS_MAIN(TestRankingEdits)
#include "tst_rankingedits.moc"
