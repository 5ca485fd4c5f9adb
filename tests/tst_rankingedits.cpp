// The spreadsheet edits as pure functions: moves, duplicates, deletes, and the parser for
// blocks pasted from a spreadsheet or a text file.

#include "breakdown.h"
#include "rankingedits.h"

#include <QRandomGenerator>
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
    void sortedIdealIsExplainsIdeal_data();
    void sortedIdealIsExplainsIdeal();
    void movesUndo_data();
    void movesUndo();
    void parsePastedBlock_data();
    void parsePastedBlock();
    void refusedBlocks_data();
    void refusedBlocks();
    void applyPastedBlockOverwritesThenAppends();
    void pastedRowsGetFreshLabels_data();
    void pastedRowsGetFreshLabels();
    void pastedLabelsMatchFreshLabelRowByRow();
    void aLongPasteLabelsEveryRow();
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

void TestRankingEdits::sortedIdealIsExplainsIdeal_data()
{
    QTest::addColumn<QList<double>>("grades");
    QTest::addColumn<Ndcg::Settings>("settings");
    QTest::addColumn<QStringList>("order");
    Ndcg::Settings exponential;
    Ndcg::Settings linear;
    linear.gain = Ndcg::Gain::Linear;
    Ndcg::Settings mapped;
    mapped.gain = Ndcg::Gain::Custom;
    mapped.gainMap = {{0.0, 0.0}, {1.0, 1.0}, {2.0, 1.0}, {3.0, 3.0}};
    // Equal gains keep the given order, whatever the grades: grades 1 and 2 both gain 1 here
    // (the old tie rule put the 2s first: d3 d2 d4 d1 d5).
    QTest::newRow("custom map, two grades with one gain")
        << QList<double> {1, 2, 3, 2, 1} << mapped << split("d3 d1 d2 d4 d5");
    QTest::newRow("linear ties keep their order")
        << QList<double> {1, 2, 1, 2} << linear << split("d2 d4 d1 d3");
    // The ideal leaves a negative grade out: it goes last, after the 0s (the old rule kept it
    // among the 0s: d3 d1 d2 d4).
    QTest::newRow("a negative grade after the zeros")
        << QList<double> {0, -1, 2, 0} << exponential << split("d3 d1 d4 d2");
    // 2^g overflows: the grades still order the items.
    QTest::newRow("grades past 2^1024")
        << QList<double> {1100, 1200, 1100} << exponential << split("d2 d1 d3");
}

void TestRankingEdits::sortedIdealIsExplainsIdeal()
{
    QFETCH(QList<double>, grades);
    QFETCH(Ndcg::Settings, settings);
    QFETCH(QStringList, order);
    const QList<Ndcg::Item> list = items(grades);
    const QList<Ndcg::Item> sorted = RankingEdits::sortedIdeal(list, settings);
    QCOMPARE(labels(sorted), order);
    // The ideal explain() shows (the card, the formula), then the items it leaves out.
    Ndcg::Ranking ranking;
    ranking.items = list;
    const auto b = Ndcg::explain(ranking, settings);
    QVERIFY(b.ok());
    QStringList ideal;
    for (const Ndcg::IdealPlacement &p : b->ideal)
        ideal << list[p.source].label;
    for (const Ndcg::Item &item : list) {
        if (item.grade < 0)
            ideal << item.label;
    }
    QCOMPARE(labels(sorted), ideal);
    // Sorted, the ranking is its own ideal.
    ranking.items = sorted;
    QCOMPARE(*Ndcg::explain(ranking, settings)->ndcg, 1.0);
}

void TestRankingEdits::movesUndo_data()
{
    QTest::addColumn<QList<int>>("rows");
    QTest::addColumn<int>("target");
    QTest::addColumn<int>("delta"); // 0: moveRowsTo(target), else moveRowsBy(delta)
    QTest::addColumn<int>("moves");
    QTest::newRow("one row to the top") << QList<int> {4} << 0 << 0 << 1;
    QTest::newRow("a block already in place") << QList<int> {1, 2} << 1 << 0 << 0;
    QTest::newRow("scattered rows around the target") << QList<int> {0, 2, 5, 6} << 4 << 0 << 3;
    QTest::newRow("scattered rows up") << QList<int> {1, 3, 4, 6} << 0 << -1 << 3;
    QTest::newRow("scattered rows down") << QList<int> {0, 2, 3, 5} << 0 << 1 << 3;
    QTest::newRow("all rows") << QList<int> {0, 1, 2, 3, 4, 5, 6} << 3 << 0 << 0;
}

void TestRankingEdits::movesUndo()
{
    QFETCH(QList<int>, rows);
    QFETCH(int, target);
    QFETCH(int, delta);
    QFETCH(int, moves);
    const QList<Ndcg::Item> seven = items({3, 2, 0, 1, 3, 2, 1});
    const Edit e = delta == 0 ? RankingEdits::moveRowsTo(seven, rows, target)
                              : RankingEdits::moveRowsBy(seven, rows, delta);
    QCOMPARE(e.moves.size(), moves);
    QCOMPARE(RankingEdits::applyMoves(seven, e.moves), e.items);
    QCOMPARE(RankingEdits::applyMoves(e.items, RankingEdits::inverseMoves(e.moves)), seven);
    // Each move as beginMoveRows() takes it: the destination outside the block.
    for (const RankingEdits::Move &m : e.moves)
        QVERIFY(m.destination < m.first || m.destination > m.first + m.count);
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

// Labels worked out by hand with the rule of freshLabel(): a row appended without a label gets
// "dN" for the first N from (rows so far + 1) up that no row uses.
void TestRankingEdits::pastedRowsGetFreshLabels_data()
{
    QTest::addColumn<QStringList>("before");
    QTest::addColumn<int>("row");
    QTest::addColumn<QString>("pasted");
    QTest::addColumn<QStringList>("after");
    QTest::newRow("three grades below d1..d5")
        << split("d1 d2 d3 d4 d5") << 5 << QStringLiteral("1\n2\n3")
        << split("d1 d2 d3 d4 d5 d6 d7 d8");
    // Rows 6..9: d6 and d7 are taken (d8); d8, d9 (d10); d10 (d11); d11 (d12).
    QTest::newRow("labels in use are skipped")
        << split("d1 d7 x d6 d9") << 5 << QStringLiteral("1\n1\n1\n1")
        << split("d1 d7 x d6 d9 d8 d10 d11 d12");
    // Row 1 becomes d4; then d3 (3 free), d5 (4 taken), d7 as pasted, d6, d8 (7 taken).
    QTest::newRow("pasted labels, overwritten and appended, are taken too") << split(
        "d1 d2") << 1 << QStringLiteral("1 d4\n2\n3\n0 d7\n1\n2") << split("d1 d4 d3 d5 d7 d6 d8");
    // d1 is freed by the overwrite, but the search starts at rows + 1 = 4.
    QTest::newRow("a label freed by an overwrite is not reused")
        << split("d1 d2 d3") << 0 << QStringLiteral("1 x\n2\n3\n0") << split("x d2 d3 d4");
    QTest::newRow("into an empty list")
        << QStringList() << 0 << QStringLiteral("3\n2\n1") << split("d1 d2 d3");
}

void TestRankingEdits::pastedRowsGetFreshLabels()
{
    QFETCH(QStringList, before);
    QFETCH(int, row);
    QFETCH(QString, pasted);
    QFETCH(QStringList, after);
    QList<Ndcg::Item> list;
    for (const QString &label : before)
        list.append(Ndcg::Item {1.0, label, std::nullopt});
    const RankingEdits::PastedBlock block = RankingEdits::parsePastedBlock(pasted);
    QVERIFY2(block.error.isEmpty(), qPrintable(block.error));
    const Edit e = RankingEdits::applyPastedBlock(list, row, block);
    QCOMPARE(labels(e.items), after);
}

// Random lists and pastes against the definition: freshLabel() of the list as it stands when
// each row is appended (what applyPastedBlock did before it gathered the labels once).
void TestRankingEdits::pastedLabelsMatchFreshLabelRowByRow()
{
    QRandomGenerator random(14);
    for (int round = 0; round < 300; ++round) {
        QList<Ndcg::Item> list;
        const int size = int(random.bounded(8));
        for (int i = 0; i < size; ++i)
            list.append(
                Ndcg::Item {1.0, QStringLiteral("d%1").arg(random.bounded(1, 16)), std::nullopt});
        RankingEdits::PastedBlock block;
        const int lines = int(random.bounded(1, 12));
        for (int i = 0; i < lines; ++i) {
            block.grades.append(double(random.bounded(4)));
            if (random.bounded(3) == 0)
                block.labels.append(QStringLiteral("d%1").arg(random.bounded(1, 20)));
            else
                block.labels.append(std::nullopt);
        }
        const int row = int(random.bounded(size + 1));

        QList<Ndcg::Item> expected = list;
        for (int i = 0; i < lines; ++i) {
            if (row + i >= expected.size())
                expected.append(Ndcg::Item {0.0, RankingEdits::freshLabel(expected), std::nullopt});
            if (block.labels[i])
                expected[row + i].label = *block.labels[i];
            expected[row + i].grade = *block.grades[i];
        }
        const Edit e = RankingEdits::applyPastedBlock(list, row, block);
        QCOMPARE(labels(e.items), labels(expected));
        QCOMPARE(e.items, expected);
    }
}

// 40,000 lines below d1..d5: rows 6..40005 are d6..d40005, each once (before: one set of all
// labels rebuilt per row, 95 s; see tests/bench/bench_paste.cpp).
void TestRankingEdits::aLongPasteLabelsEveryRow()
{
    const Edit e = RankingEdits::applyPastedBlock(items({3, 2, 0, 1, 3}), 5,
        RankingEdits::parsePastedBlock(QStringLiteral("2\n").repeated(40000)));
    QCOMPARE(e.items.size(), 40005);
    for (qsizetype i = 0; i < e.items.size(); ++i)
        QCOMPARE(e.items[i].label, QStringLiteral("d%1").arg(i + 1));
    QCOMPARE(e.selection.size(), 40000);
    QCOMPARE(e.selection.last(), 40004);
}

QTEST_APPLESS_MAIN(TestRankingEdits)
#include "tst_rankingedits.moc"
