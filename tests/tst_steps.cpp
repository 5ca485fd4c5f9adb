// Tests of the step engine: the number and order of the steps, the numbers in each step's
// formula, what each step reveals, and the ideal moves.
//
// How the expected formulas were derived: by hand from SPEC.md for the seed examples (gain
// 2^g − 1 or g, d(i) = 1/log_b(i+1) rounded to 3 decimals, running sums), with the values
// checked against a Python 3 transcription (see tst_examples.cpp). The step count follows from
// the design: fine mode 5 per stepped position + DCG + reordering + 1 per ideal term + IDCG +
// NDCG; coarse mode 1 per position instead of 5.

#include "breakdownformat.h"
#include "examples.h"
#include "steps.h"

#include <QTest>

#include <cmath>

using namespace Ndcg;

namespace {

struct Fixture
{
    Scenario scenario;
    Breakdown breakdown;
};

Fixture fixture(const QString &id, int ranking = 0)
{
    const auto s = loadExample(id);
    if (!s)
        qFatal("%s", qPrintable(s.error().toString()));
    const auto b = explain(s->ranking(ranking), s->settings);
    if (!b)
        qFatal("%s", qPrintable(b.error().toString()));
    return {*s, *b};
}

StepSequence stepsOf(const QString &id, bool coarse = false, int ranking = 0)
{
    const Fixture f = fixture(id, ranking);
    StepOptions options;
    options.coarse = coarse;
    return buildSteps(f.breakdown, f.scenario.ranking(ranking), options);
}

QStringList kindsOf(const StepSequence &seq)
{
    QStringList kinds;
    for (const Step &s : seq.steps)
        kinds << stepKindName(s.kind);
    return kinds;
}

} // namespace

class TestSteps : public QObject
{
    Q_OBJECT
private slots:
    void hugeGainsAreShownInTheirUnit();
    void stepCounts_data();
    void stepCounts();
    void orderOfTheSteps();
    void formulasOfSeed000Prose_data();
    void formulasOfSeed000Prose();
    void valuesFollowTheBreakdown();
    void coarseStepsCombineThePosition();
    void revealedCellsGrowStepByStep();
    void idealMovesOfSeed003();
    void formulasUnderOtherConventions_data();
    void formulasUnderOtherConventions();
    void zeroIdcgStepsSayTheRule();
    void cutoffBeyondTheList();
    void labelsAppearInNarrations();
    void jumpToTheStepOfACell_data();
    void jumpToTheStepOfACell();
    void everyExampleStepsThroughItsBreakdown_data();
    void everyExampleStepsThroughItsBreakdown();
};

void TestSteps::stepCounts_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("coarse");
    QTest::addColumn<int>("count");
    // fine: 5 × depth + idealDepth + 4; coarse: depth + idealDepth + 4
    QTest::newRow("000 prose, 5 positions, fine") << QStringLiteral("000-prose") << false << 34;
    QTest::newRow("000 prose, coarse") << QStringLiteral("000-prose") << true << 14;
    QTest::newRow("003, 6 positions, fine") << QStringLiteral("003-example") << false << 40;
    QTest::newRow("003, coarse") << QStringLiteral("003-example") << true << 16;
    QTest::newRow("003 code, 10 positions, fine") << QStringLiteral("003-code") << false << 64;
    QTest::newRow("004, fine") << QStringLiteral("004-precision-ndcg") << false << 34;
    QTest::newRow("IDCG = 0, 3 positions") << QStringLiteral("own-zero-idcg") << false << 22;
}

void TestSteps::stepCounts()
{
    QFETCH(QString, id);
    QFETCH(bool, coarse);
    QFETCH(int, count);
    QCOMPARE(stepsOf(id, coarse).steps.size(), count);
}

void TestSteps::orderOfTheSteps()
{
    const StepSequence seq = stepsOf(QStringLiteral("000-prose"));
    QStringList expected;
    for (int i = 1; i <= 5; ++i)
        expected << QStringLiteral("grade") << QStringLiteral("gain") << QStringLiteral("discount")
                 << QStringLiteral("contribution") << QStringLiteral("runningDcg");
    expected << QStringLiteral("dcg") << QStringLiteral("idealOrder");
    for (int i = 1; i <= 5; ++i)
        expected << QStringLiteral("idealTerm");
    expected << QStringLiteral("idcg") << QStringLiteral("ndcg");
    QCOMPARE(kindsOf(seq), expected);
    // Positions: 1..5 five times each, then the totals and ideal terms 1..5.
    QCOMPARE(seq.steps[0].position, 1);
    QCOMPARE(seq.steps[24].position, 5);
    QCOMPARE(seq.steps[25].position, 0);
    QCOMPARE(seq.steps[27].position, 1);
    QCOMPARE(seq.steps[31].position, 5);
    QCOMPARE(seq.depth, 5);
    QCOMPARE(seq.idealDepth, 5);
    QCOMPARE(seq.k, 5);
}

void TestSteps::formulasOfSeed000Prose_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("quantity");
    QTest::addColumn<QString>("formula");
    const auto row = [](int index, const char *quantity, const char *formula) {
        QTest::newRow(qPrintable(QStringLiteral("step %1").arg(index + 1)))
            << index << QString::fromUtf8(quantity) << QString::fromUtf8(formula);
    };
    row(0, "g₁", "g₁ = 3");
    row(1, "gain₁", "gain₁ = 2^3 − 1 = 7");
    row(2, "d(1)", "d(1) = 1/log₂(1+1) = 1/1.000 = 1.000");
    row(3, "c₁", "c₁ = 7 × 1.000 = 7.000");
    row(4, "DCG@1", "DCG@1 = c₁ = 7.000");
    row(6, "gain₂", "gain₂ = 2^2 − 1 = 3");
    row(7, "d(2)", "d(2) = 1/log₂(2+1) = 1/1.585 = 0.631");
    row(8, "c₂", "c₂ = 3 × 0.631 = 1.893");
    row(9, "DCG@2", "DCG@2 = DCG@1 + c₂ = 7.000 + 1.893 = 8.893");
    row(11, "gain₃", "gain₃ = 2^0 − 1 = 0");
    row(14, "DCG@3", "DCG@3 = DCG@2 + c₃ = 8.893 + 0.000 = 8.893");
    row(17, "d(4)", "d(4) = 1/log₂(4+1) = 1/2.322 = 0.431");
    row(19, "DCG@4", "DCG@4 = DCG@3 + c₄ = 8.893 + 0.431 = 9.323");
    row(22, "d(5)", "d(5) = 1/log₂(5+1) = 1/2.585 = 0.387");
    row(23, "c₅", "c₅ = 7 × 0.387 = 2.708");
    row(24, "DCG@5", "DCG@5 = DCG@4 + c₅ = 9.323 + 2.708 = 12.031");
    row(25, "DCG@5",
        "DCG@5 = 7/1.000 + 3/1.585 + 0/2.000 + 1/2.322 + 7/2.585 = 7.000 + 1.893 + 0.000 + "
        "0.431 + 2.708 = 12.031");
    row(26, "ideal order", "[3, 2, 0, 1, 3] → [3, 3, 2, 1, 0]");
    row(27, "c*₁", "c*₁ = (2^3 − 1) × 1.000 = 7 × 1.000 = 7.000; IDCG@1 = 7.000");
    row(28, "c*₂", "c*₂ = (2^3 − 1) × 0.631 = 7 × 0.631 = 4.417; IDCG@2 = 7.000 + 4.417 = 11.417");
    row(29, "c*₃", "c*₃ = (2^2 − 1) × 0.500 = 3 × 0.500 = 1.500; IDCG@3 = 11.417 + 1.500 = 12.917");
    row(30, "c*₄", "c*₄ = (2^1 − 1) × 0.431 = 1 × 0.431 = 0.431; IDCG@4 = 12.917 + 0.431 = 13.347");
    row(31, "c*₅", "c*₅ = (2^0 − 1) × 0.387 = 0 × 0.387 = 0.000; IDCG@5 = 13.347 + 0.000 = 13.347");
    row(32, "IDCG@5",
        "IDCG@5 = 7/1.000 + 7/1.585 + 3/2.000 + 1/2.322 + 0/2.585 = 7.000 + 4.417 + 1.500 + "
        "0.431 + 0.000 = 13.347");
    row(33, "NDCG@5", "NDCG@5 = DCG@5 / IDCG@5 = 12.031 / 13.347 = 0.901");
}

void TestSteps::formulasOfSeed000Prose()
{
    QFETCH(int, index);
    QFETCH(QString, quantity);
    QFETCH(QString, formula);
    const StepSequence seq = stepsOf(QStringLiteral("000-prose"));
    QCOMPARE(seq.steps[index].quantity, quantity);
    QCOMPARE(seq.steps[index].formula, formula);
    QVERIFY(!seq.steps[index].narration.isEmpty());
}

void TestSteps::valuesFollowTheBreakdown()
{
    const Fixture f = fixture(QStringLiteral("003-example"));
    const StepSequence seq = buildSteps(f.breakdown, f.scenario.a);
    for (const Step &s : seq.steps) {
        const PositionRow *row = s.position > 0 ? &f.breakdown.rows[s.position - 1] : nullptr;
        switch (s.kind) {
        case StepKind::Grade:
            QCOMPARE(s.value, row->grade);
            break;
        case StepKind::Gain:
            QCOMPARE(s.value, row->gain);
            break;
        case StepKind::Discount:
            QCOMPARE(s.value, row->discount);
            break;
        case StepKind::Contribution:
            QCOMPARE(s.value, row->contribution);
            break;
        case StepKind::RunningDcg:
            QCOMPARE(s.value, row->dcg);
            break;
        case StepKind::IdealTerm:
            QCOMPARE(s.value, row->idealContribution);
            break;
        case StepKind::Dcg:
            QCOMPARE(s.value, f.breakdown.dcg);
            break;
        case StepKind::Idcg:
            QCOMPARE(s.value, f.breakdown.idcg);
            break;
        case StepKind::Ndcg:
            QCOMPARE(s.value, f.breakdown.ndcg);
            break;
        case StepKind::IdealOrder:
            QVERIFY(!s.value);
            break;
        case StepKind::Position:
            QFAIL("no Position step in fine mode");
        }
    }
    QCOMPARE(seq.steps.last().formula,
        QStringLiteral("NDCG@6 = DCG@6 / IDCG@6 = 6.861 / 8.384 = 0.818"));
}

void TestSteps::coarseStepsCombineThePosition()
{
    const StepSequence seq = stepsOf(QStringLiteral("000-prose"), true);
    QCOMPARE(seq.steps[1].kind, StepKind::Position);
    QCOMPARE(seq.steps[1].position, 2);
    QCOMPARE(seq.steps[1].formula,
        QStringLiteral("gain₂ = 2^2 − 1 = 3; d(2) = 1/log₂(2+1) = 1/1.585 = 0.631; "
                       "c₂ = 3 × 0.631 = 1.893; DCG@2 = DCG@1 + c₂ = 7.000 + 1.893 = 8.893"));
    QVERIFY(seq.steps[1].value);
    QCOMPARE_LE(std::abs(*seq.steps[1].value - 8.892789260714372), 1e-12); // 7 + 3/log2(3)
    QCOMPARE(seq.steps[1].revealed.rowsDone, 2);
    QVERIFY(seq.steps[1].revealed.isKnown(2, StepCell::Dcg));
    QVERIFY(!seq.steps[1].revealed.isKnown(3, StepCell::Gain));
    QStringList expected {QStringLiteral("position"), QStringLiteral("position"),
        QStringLiteral("position"), QStringLiteral("position"), QStringLiteral("position"),
        QStringLiteral("dcg"), QStringLiteral("idealOrder")};
    for (int i = 0; i < 5; ++i)
        expected << QStringLiteral("idealTerm");
    expected << QStringLiteral("idcg") << QStringLiteral("ndcg");
    QCOMPARE(kindsOf(seq), expected);
}

void TestSteps::revealedCellsGrowStepByStep()
{
    const StepSequence seq = stepsOf(QStringLiteral("000-prose"));
    // Step 7 computes the gain at position 2: its grade and gain are known, nothing after.
    const Revealed &gain2 = seq.steps[6].revealed;
    QCOMPARE(seq.steps[6].cell, StepCell::Gain);
    QVERIFY(gain2.isKnown(1, StepCell::Dcg));
    QVERIFY(gain2.isKnown(2, StepCell::Grade));
    QVERIFY(gain2.isKnown(2, StepCell::Gain));
    QVERIFY(!gain2.isKnown(2, StepCell::Discount));
    QVERIFY(!gain2.isKnown(2, StepCell::Contribution));
    QVERIFY(!gain2.isKnown(3, StepCell::Gain));
    QVERIFY(gain2.isKnown(5, StepCell::Grade)); // grades are inputs
    QVERIFY(!gain2.isKnown(1, StepCell::IdealGrade));
    QCOMPARE(gain2.curvePosition(), 1);
    // Step 10 ends position 2: the DCG curve grows to 2.
    QCOMPARE(seq.steps[9].revealed.curvePosition(), 2);
    QVERIFY(seq.steps[9].revealed.isKnown(2, StepCell::Dcg));
    // The reordering shows the ideal grades, not yet their terms.
    const Revealed &order = seq.steps[26].revealed;
    QVERIFY(order.isKnown(4, StepCell::IdealGrade));
    QVERIFY(!order.isKnown(1, StepCell::IdealContribution));
    QVERIFY(!order.isKnown(1, StepCell::Ndcg));
    QCOMPARE(order.idealCurvePosition(), 0);
    // Ideal term 2: the IDCG curve grows to 2, running NDCG@2 is known, NDCG@3 not yet.
    const Revealed &ideal2 = seq.steps[28].revealed;
    QVERIFY(ideal2.isKnown(2, StepCell::Idcg));
    QVERIFY(!ideal2.isKnown(3, StepCell::Idcg));
    QVERIFY(ideal2.isKnown(2, StepCell::Ndcg));
    QVERIFY(!ideal2.isKnown(3, StepCell::Ndcg));
    QCOMPARE(ideal2.idealCurvePosition(), 2);
    // The last step reveals everything.
    QVERIFY(seq.steps.last().revealed.ndcg);
    QVERIFY(seq.steps.last().revealed.isKnown(5, StepCell::Ndcg));
    // Every step reveals at least as much as the one before.
    for (qsizetype i = 1; i < seq.steps.size(); ++i) {
        const Revealed &before = seq.steps[i - 1].revealed;
        const Revealed &after = seq.steps[i].revealed;
        for (int p = 1; p <= 5; ++p)
            for (StepCell c : {StepCell::Gain, StepCell::Discount, StepCell::Contribution,
                     StepCell::Dcg, StepCell::IdealGrade, StepCell::IdealContribution,
                     StepCell::Idcg, StepCell::Ndcg})
                QVERIFY(!before.isKnown(p, c) || after.isKnown(p, c));
    }
}

void TestSteps::idealMovesOfSeed003()
{
    // Grades 3,2,3,0,1,2 and unretrieved #7 (3), #8 (0): the stable ideal 3,3,3,2,2,1,0,0.
    const StepSequence seq = stepsOf(QStringLiteral("003-example"));
    QCOMPARE(seq.moves.size(), 8);
    const QList<std::tuple<int, int, int, double, QString, bool>> expected {
        {1, 1, -1, 3.0, QStringLiteral("#1"), true},
        {2, 3, -1, 3.0, QStringLiteral("#3"), true},
        {3, 0, 0, 3.0, QStringLiteral("#7"), true},
        {4, 2, -1, 2.0, QStringLiteral("#2"), true},
        {5, 6, -1, 2.0, QStringLiteral("#6"), true},
        {6, 5, -1, 1.0, QStringLiteral("#5"), true},
        {7, 4, -1, 0.0, QStringLiteral("#4"), false},
        {8, 0, 1, 0.0, QStringLiteral("#8"), false},
    };
    for (qsizetype i = 0; i < expected.size(); ++i) {
        const IdealMove &m = seq.moves[i];
        const auto &[to, from, unretrieved, grade, label, within] = expected[i];
        QCOMPARE(m.to, to);
        QCOMPARE(m.from, from);
        QCOMPARE(m.unretrieved, unretrieved);
        QCOMPARE(m.grade, grade);
        QCOMPARE(m.label, label);
        QCOMPARE(m.withinCutoff, within);
    }
    const Step &order = seq.steps[31];
    QCOMPARE(order.kind, StepKind::IdealOrder);
    QCOMPARE(
        order.formula, QStringLiteral("[3, 2, 3, 0, 1, 2] + [3, 0] → [3, 3, 3, 2, 2, 1, 0, 0]"));
    // In English (the plural table every program has: Ndcg::EnglishPlurals).
    QVERIFY2(order.narration.contains(QStringLiteral(
                 "5 ranked items move and 2 judged items the system missed come in")),
        qPrintable(order.narration));
}

void TestSteps::formulasUnderOtherConventions_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("formula");
    QTest::newRow("linear gain (001)")
        << QStringLiteral("001-example-1") << 1 << QStringLiteral("gain₁ = 4");
    QTest::newRow("natural log (003 code)")
        << QStringLiteral("003-code") << 2 << QStringLiteral("d(1) = 1/ln(1+1) = 1/0.693 = 1.443");
    QTest::newRow("log base 10") << QStringLiteral("own-log-base") << 7
                                 << QStringLiteral("d(2) = 1/log₁₀(2+1) = 1/0.477 = 2.096");
    QTest::newRow("JK 2002 before b") << QStringLiteral("own-jk2002-base") << 2
                                      << QStringLiteral("d(1) = 1 (i = 1 < b = 2: no discount)");
    QTest::newRow("JK 2002 from b on") << QStringLiteral("own-jk2002-base") << 7
                                       << QStringLiteral("d(2) = 1/log₂(2) = 1/1.000 = 1.000");
    QTest::newRow("JK 2002 at 4") << QStringLiteral("own-jk2002-base") << 17
                                  << QStringLiteral("d(4) = 1/log₂(4) = 1/2.000 = 0.500");
}

void TestSteps::formulasUnderOtherConventions()
{
    QFETCH(QString, id);
    QFETCH(int, index);
    QFETCH(QString, formula);
    QCOMPARE(stepsOf(id).steps[index].formula, formula);
}

void TestSteps::zeroIdcgStepsSayTheRule()
{
    const StepSequence seq = stepsOf(QStringLiteral("own-zero-idcg"));
    const Step &last = seq.steps.last();
    QCOMPARE(last.kind, StepKind::Ndcg);
    QCOMPARE(last.value, 0.0);
    QCOMPARE(last.formula,
        QStringLiteral("NDCG@3 = DCG@3 / IDCG@3 = 0.000 / 0.000 = 0.000 "
                       "(IDCG = 0: zero-IDCG rule \"zero\")"));
    QVERIFY(last.narration.contains(QStringLiteral("zero-IDCG rule")));
    // Under "undefined" the last step has no value.
    const Fixture f = fixture(QStringLiteral("own-zero-idcg"));
    Settings s = f.scenario.settings;
    s.zeroIdcg = ZeroIdcg::Undefined;
    const auto b = explain(f.scenario.a, s);
    QVERIFY(b.ok());
    QVERIFY(!buildSteps(*b, f.scenario.a).steps.last().value);
}

void TestSteps::cutoffBeyondTheList()
{
    // k = 4 with one ranked item and a pool: one position is stepped, four ideal terms.
    const Ranking r = Ranking::fromGrades({1}, {3, 2, 0});
    Settings s;
    s.cutoff = 4;
    const auto b = explain(r, s);
    QVERIFY(b.ok());
    const StepSequence seq = buildSteps(*b, r);
    QCOMPARE(seq.depth, 1);
    QCOMPARE(seq.idealDepth, 4);
    QCOMPARE(seq.steps.size(), 5 + 4 + 4);
    QVERIFY(seq.steps[5].narration.contains(QStringLiteral("only 1 result")));
    QCOMPARE(seq.steps[5].formula, QStringLiteral("DCG@4 = 1/1.000 = 1.000 = 1.000"));
}

void TestSteps::labelsAppearInNarrations()
{
    const auto fromScenario = buildSteps(*loadExample(QStringLiteral("004-precision-ndcg")), 0);
    QVERIFY(fromScenario.ok());
    const StepSequence &seq = *fromScenario;
    QCOMPARE(seq.steps[0].narration, QStringLiteral("Position 1 holds “B”, of grade 4."));
    QCOMPARE(seq.moves[0].label, QStringLiteral("A"));
    QCOMPARE(seq.moves[0].from, 2);
    QCOMPARE(seq.moves[0].to, 1);
}

void TestSteps::jumpToTheStepOfACell_data()
{
    QTest::addColumn<bool>("coarse");
    QTest::addColumn<int>("position");
    QTest::addColumn<StepCell>("cell");
    QTest::addColumn<int>("index");
    QTest::newRow("grade 3") << false << 3 << StepCell::Grade << 10;
    QTest::newRow("gain 2") << false << 2 << StepCell::Gain << 6;
    QTest::newRow("discount 2") << false << 2 << StepCell::Discount << 7;
    QTest::newRow("running DCG 2") << false << 2 << StepCell::Dcg << 9;
    QTest::newRow("ideal grade 3: the reordering") << false << 3 << StepCell::IdealGrade << 26;
    QTest::newRow("running IDCG 4") << false << 4 << StepCell::Idcg << 30;
    QTest::newRow("running NDCG 3") << false << 3 << StepCell::Ndcg << 29;
    QTest::newRow("coarse: gain 2 is the position step") << true << 2 << StepCell::Gain << 1;
    QTest::newRow("coarse: grade 4") << true << 4 << StepCell::Grade << 3;
    QTest::newRow("no row 9") << false << 9 << StepCell::Grade << -1;
}

void TestSteps::jumpToTheStepOfACell()
{
    QFETCH(bool, coarse);
    QFETCH(int, position);
    QFETCH(StepCell, cell);
    QFETCH(int, index);
    QCOMPARE(stepsOf(QStringLiteral("000-prose"), coarse).indexOf(position, cell), index);
}

void TestSteps::everyExampleStepsThroughItsBreakdown_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("ranking");
    QTest::addColumn<bool>("coarse");
    for (const QString &id : exampleIds()) {
        const int rankings = loadExample(id)->isComparison() ? 2 : 1;
        for (int r = 0; r < rankings; ++r) {
            for (bool coarse : {false, true}) {
                const QString name = QStringLiteral("%1%2%3").arg(
                    id, rankings > 1 ? (r ? " B" : " A") : "", coarse ? " coarse" : " fine");
                QTest::newRow(qPrintable(name)) << id << r << coarse;
            }
        }
    }
}

void TestSteps::everyExampleStepsThroughItsBreakdown()
{
    // For every bundled example: the count and order of the steps, and in each step's formula
    // the numbers of the breakdown's row, rounded as shown.
    QFETCH(QString, id);
    QFETCH(int, ranking);
    QFETCH(bool, coarse);
    const Fixture f = fixture(id, ranking);
    const Breakdown &b = f.breakdown;
    StepOptions options;
    options.coarse = coarse;
    const StepSequence seq = buildSteps(b, f.scenario.ranking(ranking), options);
    const int depth = std::min(b.k, b.n);
    const int idealDepth = std::min(b.k, b.idealSize);
    QCOMPARE(seq.steps.size(), (coarse ? 1 : 5) * depth + idealDepth + 4);
    const auto fixed = [](double v) { return QString::number(v, 'f', 3); };
    const auto plain = [](double v) { return QString::number(v, 'g', 10); };
    qsizetype i = 0;
    for (int p = 1; p <= depth; ++p) {
        const PositionRow &row = b.rows[p - 1];
        const QString sub = QString::number(p);
        if (coarse) {
            const Step &s = seq.steps[i++];
            QCOMPARE(s.kind, StepKind::Position);
            QCOMPARE(s.position, p);
            QVERIFY(s.formula.contains(fixed(row.discount)));
            QVERIFY(s.formula.contains(fixed(row.contribution)));
            QVERIFY(s.formula.endsWith(QStringLiteral(" = ") + fixed(row.dcg)));
            continue;
        }
        const StepKind kinds[] = {StepKind::Grade, StepKind::Gain, StepKind::Discount,
            StepKind::Contribution, StepKind::RunningDcg};
        for (StepKind kind : kinds) {
            QCOMPARE(seq.steps[i + qsizetype(kind)].kind, kind);
            QCOMPARE(seq.steps[i + qsizetype(kind)].position, p);
        }
        QVERIFY(seq.steps[i].formula.endsWith(QStringLiteral(" = ") + plain(row.grade)));
        QVERIFY(seq.steps[i + 1].formula.endsWith(plain(row.gain)));
        QVERIFY(seq.steps[i + 2].formula.endsWith(fixed(row.discount))
            || (row.discount == 1.0 && seq.steps[i + 2].formula.endsWith("no discount)")));
        QCOMPARE(seq.steps[i + 3].formula,
            QStringLiteral("c%1 = %2 × %3 = %4")
                .arg(seq.steps[i + 3].quantity.mid(1), plain(row.gain), fixed(row.discount),
                    fixed(row.contribution)));
        QVERIFY(seq.steps[i + 4].formula.startsWith(QStringLiteral("DCG@") + sub + " = "));
        QVERIFY(seq.steps[i + 4].formula.endsWith(QStringLiteral(" = ") + fixed(row.dcg)));
        i += 5;
    }
    QCOMPARE(seq.steps[i].kind, StepKind::Dcg);
    QCOMPARE(seq.steps[i++].formula, dcgFormulaLine(b, false));
    QCOMPARE(seq.steps[i++].kind, StepKind::IdealOrder);
    for (int p = 1; p <= idealDepth; ++p) {
        const PositionRow &row = b.rows[p - 1];
        const Step &s = seq.steps[i++];
        QCOMPARE(s.kind, StepKind::IdealTerm);
        QCOMPARE(s.position, p);
        QVERIFY(s.formula.contains(QStringLiteral(" = ") + fixed(row.idealContribution) + "; "));
        QVERIFY(s.formula.endsWith(QStringLiteral(" = ") + fixed(row.idcg)));
    }
    QCOMPARE(seq.steps[i].kind, StepKind::Idcg);
    QCOMPARE(seq.steps[i++].formula, dcgFormulaLine(b, true));
    QCOMPARE(seq.steps[i].kind, StepKind::Ndcg);
    QCOMPARE(seq.steps[i++].formula, ndcgFormulaLine(b));
    QCOMPARE(i, seq.steps.size());
}

// Gains scaled by 2^−s (Breakdown::gainScaleLog2) are said to be: the gain formula shows the
// scale, the narration names the unit, and no formula writes a number of hundreds of digits
// (2^960 was written out in full) or the scale as an overflowed int (2^−−2147483648).
void TestSteps::hugeGainsAreShownInTheirUnit()
{
    const auto expStep = [](const StepSequence &seq, StepKind kind, int position) {
        for (const Step &s : seq.steps)
            if (s.kind == kind && s.position == position)
                return s;
        return Step {};
    };
    const Ranking r = Ranking::fromGrades({3e9, 1});
    const auto b = explain(r, Settings {});
    QVERIFY(b.ok());
    const StepSequence seq = buildSteps(*b, r);
    // 2^3e9 − 1 in units of 2^(3e9 − 960): 2^960 = 9.745314011e+288 (10 significant digits).
    QCOMPARE(expStep(seq, StepKind::Gain, 1).formula,
        QStringLiteral("gain₁ = (2^3000000000 − 1) × 2^−2999999040 = 9.745314011e+288"));
    QCOMPARE(expStep(seq, StepKind::Gain, 1).narration,
        QStringLiteral("The gain is 9.745314011e+288 in units of 2^2999999040, so that the sums "
                       "stay finite."));
    QCOMPARE(expStep(seq, StepKind::Contribution, 1).formula,
        QStringLiteral("c₁ = 9.745314011e+288 × 1.000 = 9.745e+288"));
    QCOMPARE(seq.steps.last().value, std::optional<double>(1.0));

    Settings lin;
    lin.gain = Gain::Linear;
    const Ranking big = Ranking::fromGrades({1, 1e308});
    const auto l = explain(big, lin);
    QVERIFY(l.ok());
    const StepSequence linSeq = buildSteps(*l, big);
    // 1e308 / 2^64 = 5.421010862427522e+288; 1 / 2^64 = 5.421010862427522e-20.
    QCOMPARE(expStep(linSeq, StepKind::Gain, 2).formula,
        QStringLiteral("gain₂ = 1e+308 × 2^−64 = 5.421010862e+288"));
    QCOMPARE(expStep(linSeq, StepKind::Gain, 1).formula,
        QStringLiteral("gain₁ = 1 × 2^−64 = 5.421010862e-20"));
    QCOMPARE(expStep(linSeq, StepKind::Contribution, 1).formula,
        QStringLiteral("c₁ = 5.421010862e-20 × 1.000 = 5.421e-20"));
    // NDCG = (1 + 1e308/log2 3) / (1e308 + 1/log2 3) = 1/log2 3 to double precision.
    QCOMPARE_LE(std::abs(*linSeq.steps.last().value - 1.0 / std::log2(3.0)), 1e-12);
    for (const Step &s : seq.steps + linSeq.steps) {
        QVERIFY2(!s.formula.contains(QStringLiteral("00000000000000000")), qPrintable(s.formula));
        QVERIFY2(
            !s.narration.contains(QStringLiteral("00000000000000000")), qPrintable(s.narration));
        QVERIFY2(!s.formula.contains(QStringLiteral("inf")) && !s.formula.contains(u"nan"),
            qPrintable(s.formula));
    }
}

// With an application: the English plurals are a translator it installs (Ndcg::EnglishPlurals).
QTEST_GUILESS_MAIN(TestSteps)
#include "tst_steps.moc"
