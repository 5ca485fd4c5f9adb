// Tests of Ndcg::analyseTies() and scoreUnderTieOrder(): NDCG of a scored ranking under the
// best, worst, tie-averaged (scikit-learn) and trec_eval (docno descending) orders.
//
// How the expected values were derived: tests/tst_conventions_reference.py ("tie orders"), a
// separate Python 3 transcription: best and worst sort each tied group by gain, trec_eval's
// order is Python's sort by docno bytes descending then by score descending (a transcription of
// comp_sim_docno), and the averaged value is the mean NDCG over every permutation of every
// tied group, enumerated by brute force (not the group-mean formula the C++ uses). Printed with
// repr(); compared with a tolerance of 1e-12.

#include "ties.h"

#include <QTest>

using namespace Ndcg;

namespace {
constexpr double tight = 1e-12;

struct Scored
{
    double grade;
    double score;
    const char *label;
};

Ranking scored(std::initializer_list<Scored> items, const QList<double> &pool = {})
{
    Ranking r;
    for (const Scored &s : items)
        r.items.append({s.grade, QString::fromLatin1(s.label), s.score});
    for (double g : pool)
        r.unretrieved.append({g, {}, std::nullopt});
    return r;
}

Settings make(Gain gain, int cutoff)
{
    Settings s;
    s.gain = gain;
    s.cutoff = cutoff;
    return s;
}
} // namespace

class TestTies : public QObject
{
    Q_OBJECT
private slots:
    void tieOrdersAgainstReference_data();
    void tieOrdersAgainstReference();
    void trecEvalOrderIsDocnoDescendingInByteOrder();
    void unlabelledItemsUsePositionAsDocno();
    void tieGroupsAreFound();
    void withoutScoresEveryOrderIsTheListedOne();
    void mixedScoresAreAnError();
    void nonFiniteScoreIsAnError();
    void idcgDoesNotDependOnTheOrder();
};

void TestTies::tieOrdersAgainstReference_data()
{
    QTest::addColumn<Ranking>("ranking");
    QTest::addColumn<Settings>("settings");
    QTest::addColumn<double>("best");
    QTest::addColumn<double>("worst");
    QTest::addColumn<double>("trecEval");
    QTest::addColumn<double>("averaged");

    QTest::newRow("three tied in the middle, linear, k = 3")
        << scored({{2, .9, "d1"}, {0, .5, "d2"}, {3, .5, "d3"}, {1, .5, "d4"}, {0, .1, "d5"}})
        << make(Gain::Linear, 3) << 0.9224945116765986 << 0.5250049893849101 << 0.8675034925694372
        << 0.7366673319179879;
    QTest::newRow("all tied, exponential, pool 2, all")
        << scored({{3, 1., "a"}, {1, 1., "b"}, {2, 1., "c"}, {0, 1., "d"}}, {2})
        << make(Gain::Exponential, 0) << 0.8678171500675899 << 0.4754175553595018
        << 0.49961123892880455 << 0.6508467319955299;
    QTest::newRow("two groups, labels in byte order, linear, k = 2")
        << scored({{1, 2., "B"}, {3, 2., "a"}, {0, 1., "z"}, {2, 1., "Z"}}) << make(Gain::Linear, 2)
        << 0.8519590445170673 << 0.6787622294601761 << 0.8519590445170673 << 0.7653606369886217;
}

void TestTies::tieOrdersAgainstReference()
{
    QFETCH(Ranking, ranking);
    QFETCH(Settings, settings);
    QFETCH(double, best);
    QFETCH(double, worst);
    QFETCH(double, trecEval);
    QFETCH(double, averaged);
    const auto a = analyseTies(ranking, settings);
    QVERIFY(a.ok());
    QVERIFY(a->hasScores);
    QVERIFY(a->hasTies());
    QCOMPARE_LE(qAbs(*a->best.ndcg - best), tight);
    QCOMPARE_LE(qAbs(*a->worst.ndcg - worst), tight);
    QCOMPARE_LE(qAbs(*a->trecEval.ndcg - trecEval), tight);
    QCOMPARE_LE(qAbs(*a->averaged.ndcg - averaged), tight);
    QVERIFY(*a->worst.ndcg <= *a->averaged.ndcg && *a->averaged.ndcg <= *a->best.ndcg);
    QVERIFY(*a->worst.ndcg <= *a->trecEval.ndcg && *a->trecEval.ndcg <= *a->best.ndcg);
    // Random (TF-Ranking) has the averaged value as its expectation.
    const auto random = scoreUnderTieOrder(ranking, settings, TieOrder::Random);
    QVERIFY(random.ok());
    QCOMPARE(random->ndcg, a->averaged.ndcg);
}

void TestTies::trecEvalOrderIsDocnoDescendingInByteOrder()
{
    // 'a' (0x61) > 'B' (0x42) and 'z' (0x7a) > 'Z' (0x5a): lower case first.
    const auto s
        = scoreUnderTieOrder(scored({{1, 2., "B"}, {3, 2., "a"}, {0, 1., "z"}, {2, 1., "Z"}}),
            Settings {}, TieOrder::TrecEval);
    QVERIFY(s.ok());
    QCOMPARE(s->permutation, (QList<int> {1, 0, 2, 3}));
    // The trec_eval issue #22 example: equal scores, docnos b and a: b first.
    const auto issue
        = scoreUnderTieOrder(scored({{1, 1., "b"}, {0, 1., "a"}}), Settings {}, TieOrder::TrecEval);
    QVERIFY(issue.ok());
    QCOMPARE(issue->permutation, (QList<int> {0, 1}));
    const auto reversed
        = scoreUnderTieOrder(scored({{0, 1., "a"}, {1, 1., "b"}}), Settings {}, TieOrder::TrecEval);
    QVERIFY(reversed.ok());
    QCOMPARE(reversed->permutation, (QList<int> {1, 0}));
}

void TestTies::unlabelledItemsUsePositionAsDocno()
{
    const Ranking r = scored({{1, 1., ""}, {2, 1., ""}, {3, 1., ""}});
    QCOMPARE(trecDocno(r, 2), QStringLiteral("3"));
    const auto s = scoreUnderTieOrder(r, Settings {}, TieOrder::TrecEval);
    QVERIFY(s.ok());
    QCOMPARE(s->permutation, (QList<int> {2, 1, 0}));
}

void TestTies::tieGroupsAreFound()
{
    const auto a = analyseTies(
        scored({{0, 5., "a"}, {1, 3., "b"}, {2, 5., "c"}, {3, 3., "d"}, {4, 1., "e"}}),
        Settings {});
    QVERIFY(a.ok());
    QCOMPARE(a->groups, (QList<TieGroup> {{0, 2, 5.0}, {2, 2, 3.0}}));
    QCOMPARE(a->tiedItems(), 4);
    QCOMPARE(a->scoreStable.permutation, (QList<int> {0, 2, 1, 3, 4}));
}

void TestTies::withoutScoresEveryOrderIsTheListedOne()
{
    const auto a = analyseTies(Ranking::fromGrades({0, 3, 1}), Settings {});
    QVERIFY(a.ok());
    QVERIFY(!a->hasScores);
    QVERIFY(!a->hasTies());
    for (const OrderedScore *s : {&a->best, &a->worst, &a->averaged, &a->trecEval}) {
        QCOMPARE(s->permutation, (QList<int> {0, 1, 2}));
        QCOMPARE(s->ndcg, a->given.ndcg);
    }
}

void TestTies::mixedScoresAreAnError()
{
    Ranking r = Ranking::fromGrades({1, 2});
    r.items[0].score = 0.5;
    const auto a = analyseTies(r, Settings {});
    QVERIFY(!a.ok());
    QVERIFY(a.error().message.contains(QStringLiteral("1 of 2")));
}

void TestTies::nonFiniteScoreIsAnError()
{
    Ranking r = Ranking::fromGrades({1, 2});
    r.items[0].score = qQNaN();
    r.items[1].score = 1.0;
    QVERIFY(!analyseTies(r, Settings {}).ok());
}

void TestTies::idcgDoesNotDependOnTheOrder()
{
    const auto a
        = analyseTies(scored({{3, 1., "a"}, {0, 1., "b"}, {2, 0., "c"}}, {4}), Settings {});
    QVERIFY(a.ok());
    for (const OrderedScore *s : {&a->best, &a->worst, &a->averaged, &a->trecEval})
        QCOMPARE(s->idcg, a->given.idcg);
}

QTEST_APPLESS_MAIN(TestTies)
#include "tst_ties.moc"
