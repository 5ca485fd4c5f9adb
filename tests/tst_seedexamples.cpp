// Every worked example of the five source texts (cited in resources/examples/), straight
// through the core: the exact values, and the text's rounded figures where the text is right.
//
// Exact values: a separate Python 3 transcription of SPEC.md (sum of gain/log2(i+1) with
// math.log, the ideal from sorted()), printed with repr(); compared within 1e-12.
// Text figures: copied from the source texts, compared at the text's own rounding (half a unit
// of the last digit shown). Where the text is wrong, the test pins that the exact value is
// NOT the text's figure at that rounding, so a change that "fixes" the number to match the
// text fails here.

#include "breakdown.h"

#include <QTest>

#include <cmath>

using namespace Ndcg;

namespace {
Settings conventions(Gain gain, IdealSource ideal = IdealSource::Pool, int k = 0)
{
    Settings s;
    s.gain = gain;
    s.idealSource = ideal;
    s.cutoff = k;
    return s;
}

// Does `value` round to `figure` at `decimals` places?
bool roundsTo(double value, double figure, int decimals)
{
    return std::abs(value - figure) <= 0.5 * std::pow(10.0, -decimals) + 1e-12;
}
} // namespace

class TestSeedExamples : public QObject
{
    Q_OBJECT
private slots:
    void exactValues_data();
    void exactValues();
    void textFigures_data();
    void textFigures();
    void seed004PrecisionNeedsTwoThresholds();
};

void TestSeedExamples::exactValues_data()
{
    QTest::addColumn<QList<double>>("grades");
    QTest::addColumn<QList<double>>("pool");
    QTest::addColumn<Settings>("settings");
    QTest::addColumn<double>("dcg");
    QTest::addColumn<double>("idcg");
    QTest::addColumn<double>("ndcg");
    const Settings exp5 = conventions(Gain::Exponential, IdealSource::Pool, 5);
    const Settings lin5 = conventions(Gain::Linear, IdealSource::Pool, 5);
    QTest::newRow("000 prose example 3,2,0,1,3 with 2^g-1")
        << QList<double> {3, 2, 0, 1, 3} << QList<double> {} << exp5 << 12.031435469429558
        << 13.347184833073594 << 0.9014212075355635;
    QTest::newRow("000 code example 3,2,3,0,1 with 2^g-1")
        << QList<double> {3, 2, 3, 0, 1} << QList<double> {} << exp5 << 12.779642067948915
        << 13.347184833073594 << 0.9574784666412696;
    QTest::newRow("001 first example 4,2,0,1,3 linear")
        << QList<double> {4, 2, 0, 1, 3} << QList<double> {} << lin5 << 6.853094486919932
        << 7.323465818787765 << 0.9357720315071134;
    QTest::newRow("001 complete example 4,1,3,4,0 linear")
        << QList<double> {4, 1, 3, 4, 0} << QList<double> {} << lin5 << 7.85363598586503
        << 8.454395572359223 << 0.9289411547694415;
    QTest::newRow("001 system A 4,2,2,2,1 is already ideal")
        << QList<double> {4, 2, 2, 2, 1} << QList<double> {} << lin5 << 7.510065430524242
        << 7.510065430524242 << 1.0;
    QTest::newRow("001 system B 4,0,0,0,0 against its own list")
        << QList<double> {4, 0, 0, 0, 0} << QList<double> {} << lin5 << 4.0 << 4.0 << 1.0;
    QTest::newRow("001 system B judged against A's relevant documents")
        << QList<double> {4, 0, 0, 0, 0} << QList<double> {2, 2, 2, 1} << lin5 << 4.0
        << 7.510065430524242 << 0.5326185286938011;
    QTest::newRow("002 algorithm A 5,1,3,2,4")
        << QList<double> {5, 1, 3, 2, 4} << QList<double> {} << exp5 << 42.225751536309765
        << 45.64282878502658 << 0.9251344112607278;
    QTest::newRow("002 algorithm B 5,3,4,2,1")
        << QList<double> {5, 3, 4, 2, 1} << QList<double> {} << exp5 << 44.595390756454925
        << 45.64282878502658 << 0.977051421735822;
    QTest::newRow("003 example 3,2,3,0,1,2 linear, pool +3,+0, k = 6")
        << QList<double> {3, 2, 3, 0, 1, 2} << QList<double> {3, 0}
        << conventions(Gain::Linear, IdealSource::Pool, 6) << 6.861126688593501 << 8.384055178438263
        << 0.8183541904922857;
    QTest::newRow("003 code example, recall list mapped to grades, k = 10")
        << QList<double> {2, 0, 5, 0, 4, 5, 3, 4, 0, 2} << QList<double> {1, 1}
        << conventions(Gain::Exponential, IdealSource::Pool, 10) << 43.277715872939744
        << 69.91205681623164 << 0.6190307915943314;
    QTest::newRow("004 ranking B,A,D,C,E = 4,5,2,3,1 with 2^g-1")
        << QList<double> {4, 5, 2, 3, 1} << QList<double> {} << exp5 << 39.46041107446347
        << 45.64282878502658 << 0.8645478846264829;
}

void TestSeedExamples::exactValues()
{
    QFETCH(QList<double>, grades);
    QFETCH(QList<double>, pool);
    QFETCH(Settings, settings);
    QFETCH(double, dcg);
    QFETCH(double, idcg);
    QFETCH(double, ndcg);
    const auto b = explain(Ranking::fromGrades(grades, pool), settings);
    QVERIFY(b.ok());
    QCOMPARE_LE(std::abs(b->dcg - dcg), 1e-12);
    QCOMPARE_LE(std::abs(b->idcg - idcg), 1e-12);
    QCOMPARE_LE(std::abs(*b->ndcg - ndcg), 1e-12);
}

void TestSeedExamples::textFigures_data()
{
    QTest::addColumn<QList<double>>("grades");
    QTest::addColumn<QList<double>>("pool");
    QTest::addColumn<Settings>("settings");
    QTest::addColumn<QString>("quantity");
    QTest::addColumn<double>("figure");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<bool>("textIsRight");
    const Settings exp5 = conventions(Gain::Exponential, IdealSource::Pool, 5);
    const Settings lin5 = conventions(Gain::Linear, IdealSource::Pool, 5);
    const Settings lin6 = conventions(Gain::Linear, IdealSource::Pool, 6);
    const QList<double> s000 {3, 2, 0, 1, 3};
    QTest::newRow("000 DCG 9.26 is wrong (exact 12.031)")
        << s000 << QList<double> {} << exp5 << "dcg" << 9.26 << 2 << false;
    QTest::newRow("000 IDCG 10.75 is wrong (exact 13.347)")
        << s000 << QList<double> {} << exp5 << "idcg" << 10.75 << 2 << false;
    QTest::newRow("000 NDCG 0.86 is wrong (exact 0.901)")
        << s000 << QList<double> {} << exp5 << "ndcg" << 0.86 << 2 << false;
    const QList<double> s001a {4, 2, 0, 1, 3};
    QTest::newRow("001 CG 10 is right")
        << s001a << QList<double> {} << lin5 << "cg" << 10.0 << 0 << true;
    QTest::newRow("001 DCG 6.85 is right")
        << s001a << QList<double> {} << lin5 << "dcg" << 6.85 << 2 << true;
    QTest::newRow("001 IDCG 7.32 is right")
        << s001a << QList<double> {} << lin5 << "idcg" << 7.32 << 2 << true;
    QTest::newRow("001 NDCG 0.936 is right")
        << s001a << QList<double> {} << lin5 << "ndcg" << 0.936 << 3 << true;
    const QList<double> s001b {4, 1, 3, 4, 0};
    QTest::newRow("001 complete example DCG 7.85 is right")
        << s001b << QList<double> {} << lin5 << "dcg" << 7.85 << 2 << true;
    QTest::newRow("001 complete example IDCG 8.45 is right")
        << s001b << QList<double> {} << lin5 << "idcg" << 8.45 << 2 << true;
    QTest::newRow("001 complete example NDCG 0.929 is right")
        << s001b << QList<double> {} << lin5 << "ndcg" << 0.929 << 3 << true;
    QTest::newRow("001 system A NDCG 0.95 is not what its own list gives (1)") << QList<double> {
        4, 2, 2, 2, 1} << QList<double> {} << lin5 << "ndcg" << 0.95 << 2 << false;
    QTest::newRow("001 system B NDCG 0.55 is not what its own list gives (1)") << QList<double> {
        4, 0, 0, 0, 0} << QList<double> {} << lin5 << "ndcg" << 0.55 << 2 << false;
    const QList<double> s002a {5, 1, 3, 2, 4};
    const QList<double> s002b {5, 3, 4, 2, 1};
    QTest::newRow("002 DCG_A 42.225751536309765 is right")
        << s002a << QList<double> {} << exp5 << "dcg" << 42.225751536309765 << 12 << true;
    QTest::newRow("002 DCG_B 44.595390756454925 is right")
        << s002b << QList<double> {} << exp5 << "dcg" << 44.595390756454925 << 12 << true;
    QTest::newRow("002 IDCG 45.64282878502658 is right")
        << s002a << QList<double> {} << exp5 << "idcg" << 45.64282878502658 << 12 << true;
    QTest::newRow("002 NDCG_A 0.9251 is right")
        << s002a << QList<double> {} << exp5 << "ndcg" << 0.9251 << 4 << true;
    QTest::newRow("002 NDCG_B 0.9771 is right")
        << s002b << QList<double> {} << exp5 << "ndcg" << 0.9771 << 4 << true;
    const QList<double> s003 {3, 2, 3, 0, 1, 2};
    const QList<double> p003 {3, 0};
    QTest::newRow("003 DCG 6.86 is right") << s003 << p003 << lin6 << "dcg" << 6.86 << 2 << true;
    QTest::newRow("003 IDCG 8.37 is a sum of rounded terms (exact 8.384)")
        << s003 << p003 << lin6 << "idcg" << 8.37 << 2 << false;
    QTest::newRow("003 NDCG 81.96% divides rounded figures (exact 81.84%)")
        << s003 << p003 << lin6 << "ndcg" << 0.8196 << 4 << false;
    const QList<double> s004 {4, 5, 2, 3, 1};
    QTest::newRow("004 DCG 38.23 uses wrong logarithms (exact 39.460)")
        << s004 << QList<double> {} << exp5 << "dcg" << 38.23 << 2 << false;
    QTest::newRow("004 IDCG 44.41 uses wrong logarithms (exact 45.643)")
        << s004 << QList<double> {} << exp5 << "idcg" << 44.41 << 2 << false;
    QTest::newRow("004 NDCG 0.861 is wrong (exact 0.865)")
        << s004 << QList<double> {} << exp5 << "ndcg" << 0.861 << 3 << false;
    QTest::newRow("004 code's printed 0.8607594936708861 is wrong")
        << s004 << QList<double> {} << exp5 << "ndcg" << 0.8607594936708861 << 6 << false;
}

void TestSeedExamples::textFigures()
{
    QFETCH(QList<double>, grades);
    QFETCH(QList<double>, pool);
    QFETCH(Settings, settings);
    QFETCH(QString, quantity);
    QFETCH(double, figure);
    QFETCH(int, decimals);
    QFETCH(bool, textIsRight);
    const auto b = explain(Ranking::fromGrades(grades, pool), settings);
    QVERIFY(b.ok());
    double value = 0;
    if (quantity == QLatin1String("cg"))
        value = b->cg;
    else if (quantity == QLatin1String("dcg"))
        value = b->dcg;
    else if (quantity == QLatin1String("idcg"))
        value = b->idcg;
    else
        value = *b->ndcg;
    QVERIFY2(roundsTo(value, figure, decimals) == textIsRight,
        qPrintable(
            QStringLiteral("%1 = %2 vs text %3").arg(quantity).arg(value, 0, 'g', 17).arg(figure)));
}

void TestSeedExamples::seed004PrecisionNeedsTwoThresholds()
{
    // Seed 004 states P@3 = 2/3 and P@5 = 4/5 for grades 4,5,2,3,1. No single threshold t gives
    // both: t = 3 gives P@3 = 2/3 but P@5 = 3/5; t = 2 gives P@5 = 4/5 but P@3 = 1.
    const Ranking r = Ranking::fromGrades({4, 5, 2, 3, 1});
    auto precisionAt = [&r](int k, double t) {
        Settings s;
        s.cutoff = k;
        s.relevantFrom = t;
        return explain(r, s)->metrics.precision;
    };
    QCOMPARE(precisionAt(3, 3), 2.0 / 3.0);
    QCOMPARE(precisionAt(5, 3), 0.6);
    QCOMPARE(precisionAt(5, 2), 0.8);
    QCOMPARE(precisionAt(3, 2), 1.0);
    QCOMPARE(precisionAt(5, 1), 1.0);
}

QTEST_APPLESS_MAIN(TestSeedExamples)
#include "tst_seedexamples.moc"
