// The comparison view when only one ranking has gains too large for a double: A (or B) has a
// grade of 2000 under exponential gain, so its gains are kept in units of 2^1040
// (Breakdown::gainScaleLog2: ceil(2000 − 960) = 1040 by core/breakdown.cpp's gainScaleFor),
// while the other ranking's are in units of 1. The charts draw both rankings in the common
// scale 2^1040 (the larger), the other ranking rescaled by 2^-1040, and label the value axis at
// that scale; the summary's "A gains at / B gains at" compares the terms at their true sizes.
//
// The expected values are computed here from the grades alone, not from the breakdowns: each
// term's true size in long double (x86-64: 64-bit mantissa, exponents to 2^16383, so 2^2000 is
// a number there), summed left to right, then brought to units of 2^1040 by ldexp and
// rounded to double once. The app rounds each term to double first and rescales subnormal
// values, so the two agree to a relative 1e-9 (subnormals near 2^-1040 keep 34 bits) plus a
// few units of the smallest subnormal.
//
//   A = 2000, 4, 0, 1   B = 3, 1, 2, 0   (labels a1…a4, b1…b4; gain 2^g − 1, d(i) = 1/log₂(i+1),
//   k = all = 4, each ranking's ideal from its own items)
//   true contributions: A: 2^2000 − 1, 15/log₂3, 0, 1/log₂5;  B: 7, 1/log₂3, 3/2, 0
//   so A gains at 1, 2 and 4, B at 3 (at their true sizes; the old code compared A's 15/log₂3
//   in units of 2^1040 with B's 1/log₂3 in units of 1 and said B gains at 2).

#include "breakdown.h"
#include "charts/comparisonchart.h"
#include "charts/comparisonpoints.h"
#include "comparison/comparisoncontroller.h"
#include "comparison/comparisonview.h"
#include "document/rankingdocument.h"
#include "document/scenariodocument.h"
#include "mainwindow.h"
#include "scenario.h"

#include <QCategoryAxis>
#include <QLineSeries>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <memory>

namespace {

constexpr int scale = 1040;

const QList<double> gradesA = {2000, 4, 0, 1};
const QList<double> gradesB = {3, 1, 2, 0};

long double trueGain(double grade)
{
    return std::exp2(static_cast<long double>(grade)) - 1.0L;
}

long double discount(int position)
{
    return 1.0L / std::log2(static_cast<long double>(position + 1));
}

// Running sums of the true contributions of `grades` (in the given order), in units of 2^scale.
QList<double> runningAtScale(const QList<double> &grades, int length)
{
    QList<double> result;
    long double sum = 0;
    for (int i = 1; i <= length; ++i) {
        if (i <= grades.size())
            sum += trueGain(grades[i - 1]) * discount(i);
        result.append(double(std::ldexp(sum, -scale)));
    }
    return result;
}

QList<double> sortedDescending(QList<double> grades)
{
    std::sort(grades.begin(), grades.end(), std::greater<>());
    return grades;
}

QList<double> ys(const QList<QPointF> &points)
{
    QList<double> result;
    for (const QPointF &p : points)
        result.append(p.y());
    return result;
}

bool close(double got, double expected)
{
    return std::abs(got - expected)
        <= 1e-9 * std::abs(expected) + 4 * std::numeric_limits<double>::denorm_min();
}

QString mismatch(const QList<double> &got, const QList<double> &expected)
{
    QStringList g;
    QStringList e;
    for (double v : got)
        g << QString::number(v, 'g', 17);
    for (double v : expected)
        e << QString::number(v, 'g', 17);
    return QStringLiteral("got %1, expected %2").arg(g.join(u' '), e.join(u' '));
}

#define CHECK_VALUES(got, expected)                                                                \
    do {                                                                                           \
        const QList<double> g_ = (got);                                                            \
        const QList<double> e_ = (expected);                                                       \
        bool same_ = g_.size() == e_.size();                                                       \
        for (qsizetype i_ = 0; same_ && i_ < g_.size(); ++i_)                                      \
            same_ = close(g_[i_], e_[i_]);                                                         \
        QVERIFY2(same_, qPrintable(mismatch(g_, e_)));                                             \
    } while (false)

Ndcg::Ranking labelled(const QList<double> &grades, const QString &prefix)
{
    Ndcg::Ranking r;
    for (int i = 0; i < grades.size(); ++i)
        r.items.append({grades[i], prefix + QString::number(i + 1), std::nullopt});
    return r;
}

Ndcg::Breakdown explained(const QList<double> &grades, const QString &prefix)
{
    const Ndcg::Result<Ndcg::Breakdown> b = Ndcg::explain(labelled(grades, prefix), {});
    Q_ASSERT(b.ok());
    return b.value();
}

// The expected chart values of (first, second) in the common scale.
struct Expected
{
    QList<double> runningFirst;
    QList<double> runningSecond;
    QList<double> idealFirst;
    QList<double> idealSecond;
    QList<double> difference;
};

Expected expectedFor(const QList<double> &first, const QList<double> &second)
{
    Expected e;
    e.runningFirst = runningAtScale(first, 4);
    e.runningSecond = runningAtScale(second, 4);
    e.idealFirst = runningAtScale(sortedDescending(first), 4);
    e.idealSecond = runningAtScale(sortedDescending(second), 4);
    for (int i = 1; i <= 4; ++i) {
        const long double d = (trueGain(first[i - 1]) - trueGain(second[i - 1])) * discount(i);
        e.difference.append(double(std::ldexp(d, -scale)));
    }
    return e;
}

} // namespace

class TestComparisonScale : public QObject
{
    Q_OBJECT

private slots:
    void cleanup();
    void bothCurvesInTheLargerScale_data();
    void bothCurvesInTheLargerScale();
    void summaryComparesTermsAtTheirTrueSizes();
    void rescaledSaturatesWithoutUndefinedShifts();
    void viewDrawsAndLabelsTheCommonScale_data();
    void viewDrawsAndLabelsTheCommonScale();

private:
    std::unique_ptr<MainWindow> m_window;
};

void TestComparisonScale::cleanup()
{
    m_window.reset();
}

void TestComparisonScale::bothCurvesInTheLargerScale_data()
{
    QTest::addColumn<bool>("scaledFirst");
    QTest::newRow("A has the grade 2000") << true;
    QTest::newRow("B has the grade 2000") << false;
}

void TestComparisonScale::bothCurvesInTheLargerScale()
{
    QFETCH(bool, scaledFirst);
    const QList<double> &first = scaledFirst ? gradesA : gradesB;
    const QList<double> &second = scaledFirst ? gradesB : gradesA;
    const Ndcg::Breakdown a = explained(first, QStringLiteral("a"));
    const Ndcg::Breakdown b = explained(second, QStringLiteral("b"));
    // The premise: the two rankings are in different units.
    QCOMPARE(a.gainScaleLog2, scaledFirst ? double(scale) : 0.0);
    QCOMPARE(b.gainScaleLog2, scaledFirst ? 0.0 : double(scale));

    const ComparisonPoints::Series s = ComparisonPoints::build(&a, &b);
    QCOMPARE(s.scaleLog2, double(scale));
    const Expected e = expectedFor(first, second);
    CHECK_VALUES(ys(s.runningA), e.runningFirst);
    CHECK_VALUES(ys(s.runningB), e.runningSecond);
    CHECK_VALUES(ys(s.ideal), e.idealFirst);
    CHECK_VALUES(ys(s.idealB), e.idealSecond);
    CHECK_VALUES(s.difference, e.difference);
    // The unscaled ranking is honestly near 0 at this scale: B's DCG@4 of about 10 is about
    // 10 · 2^-1040, a subnormal, not 10 on an axis of 2^960.
    const QList<double> unscaled = ys(scaledFirst ? s.runningB : s.runningA);
    QVERIFY(unscaled.last() > 0 && unscaled.last() < 1e-300);
    // The top of the chart is the scaled ranking's 2^960 (and a little), not the other's.
    QVERIFY2(close(s.maxRunning, std::max(e.idealFirst.last(), e.idealSecond.last())),
        qPrintable(QString::number(s.maxRunning)));
    QVERIFY(close(s.maxAbsDifference, std::abs(e.difference.first())));
}

void TestComparisonScale::summaryComparesTermsAtTheirTrueSizes()
{
    const Ndcg::Breakdown a = explained(gradesA, QStringLiteral("a"));
    const Ndcg::Breakdown b = explained(gradesB, QStringLiteral("b"));
    const ComparisonPoints::Summary s = ComparisonPoints::summarize(&a, &b);
    QCOMPARE(s.positionsA, (QList<int> {1, 2, 4}));
    QCOMPARE(s.positionsB, (QList<int> {3}));
    QVERIFY(!s.sameIdeal);
    const ComparisonPoints::Summary swapped = ComparisonPoints::summarize(&b, &a);
    QCOMPARE(swapped.positionsA, (QList<int> {3}));
    QCOMPARE(swapped.positionsB, (QList<int> {1, 2, 4}));
    // Equal true IDCGs in different units are the same ideal: 8 in units of 1 and 8 · 2^-4
    // in units of 2^4 (built by hand; explain() never gives equal pools different scales).
    Ndcg::Breakdown x = a;
    Ndcg::Breakdown y = a;
    x.gainScaleLog2 = 0;
    x.idcg = 8;
    y.gainScaleLog2 = 4;
    y.idcg = 0.5;
    QVERIFY(ComparisonPoints::summarize(&x, &y).sameIdeal);
    y.idcg = 0.625;
    QVERIFY(!ComparisonPoints::summarize(&x, &y).sameIdeal);
}

void TestComparisonScale::rescaledSaturatesWithoutUndefinedShifts()
{
    using ComparisonPoints::rescaled;
    QCOMPARE(rescaled(7.0, 0, 1040), std::ldexp(7.0, -1040));
    QCOMPARE(rescaled(std::ldexp(1.0, 960), 1040, 0), std::numeric_limits<double>::infinity());
    QCOMPARE(rescaled(0.0, 1e308, 0), 0.0);
    QCOMPARE(rescaled(3.0, 0, 1e308), 0.0);
    QCOMPARE(rescaled(3.0, 1e308, 0), std::numeric_limits<double>::infinity());
    QCOMPARE(rescaled(-3.0, 12, 12), -3.0);
}

void TestComparisonScale::viewDrawsAndLabelsTheCommonScale_data()
{
    bothCurvesInTheLargerScale_data();
}

void TestComparisonScale::viewDrawsAndLabelsTheCommonScale()
{
    QFETCH(bool, scaledFirst);
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    const QList<double> &first = scaledFirst ? gradesA : gradesB;
    const QList<double> &second = scaledFirst ? gradesB : gradesA;
    Ndcg::Scenario scenario;
    scenario.a = labelled(first, QStringLiteral("a"));
    scenario.b = labelled(second, QStringLiteral("b"));
    m_window->document()->loadScenario(scenario, QStringLiteral("scales"));
    ComparisonView *view = m_window->comparison()->view();
    QVERIFY(view);
    QVERIFY(view->isVisible());

    const Expected e = expectedFor(first, second);
    ComparisonChart *running = view->runningChart();
    QCOMPARE(running->series().scaleLog2, double(scale));
    CHECK_VALUES(ys(running->runningA()->points()), e.runningFirst);
    CHECK_VALUES(ys(running->runningB()->points()), e.runningSecond);
    CHECK_VALUES(view->differenceChart()->series().difference, e.difference);
    // The value axes are labelled at the true size of that scale: 2^960 · 2^1040 = 2^2000 =
    // 1.148 × 10^602, so the top labels carry ×10⁶⁰².
    for (ComparisonChart *chart : {running, view->differenceChart()}) {
        auto *axis = qobject_cast<QCategoryAxis *>(chart->yAxis());
        QVERIFY(axis);
        const QStringList labels = axis->categoriesLabels();
        QVERIFY2(labels.last().contains(QStringLiteral("×10⁶⁰²")), qPrintable(labels.join(u' ')));
    }
    // Where each gains, at the terms' true sizes.
    QCOMPARE(view->summary().positionsA, scaledFirst ? QList<int>({1, 2, 4}) : QList<int>({3}));
    QCOMPARE(view->summary().positionsB, scaledFirst ? QList<int>({3}) : QList<int>({1, 2, 4}));
}

QTEST_MAIN(TestComparisonScale)
#include "tst_comparison_scale.moc"
