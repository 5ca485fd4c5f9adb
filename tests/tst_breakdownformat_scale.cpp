// The LaTeX export of a table whose gains are scaled (Breakdown::gainScaleLog2): it says the
// scale, as the text and Markdown exports do, where it used to print 2^960 as the DCG of a
// grade of 2000 with nothing telling that it is in units of 2^1040. The scale warning is written
// under the table (the gain, contribution, DCG and IDCG columns are in those units) and the DCG
// and IDCG totals carry "× 2^s".
//
// The scales, from the rule in core/breakdown.cpp (gainScaleFor), worked out by hand:
//   exponential gain, grade 2000: s = ceil(2000 − 960) = 1040;
//   linear gain, grade 10^300: 10^300 = m · 2^996 (log₂ 10^300 = 300 · 3.3219 = 996.58), so
//   s = 996 − 959 = 37.

#include "breakdown.h"
#include "breakdownformat.h"

#include <QTest>

using namespace Ndcg;

class TestBreakdownFormatScale : public QObject
{
    Q_OBJECT

private slots:
    void latexSaysTheScale_data();
    void latexSaysTheScale();
    void latexUnscaledIsUnchanged();
};

void TestBreakdownFormatScale::latexSaysTheScale_data()
{
    QTest::addColumn<QList<double>>("grades");
    QTest::addColumn<int>("gain");
    QTest::addColumn<QString>("exponent");
    QTest::newRow("exponential gain, grade 2000")
        << QList<double> {2000, 3, 0} << int(Gain::Exponential) << "1040";
    QTest::newRow("linear gain, grade 1e300")
        << QList<double> {1e300, 1} << int(Gain::Linear) << "37";
}

void TestBreakdownFormatScale::latexSaysTheScale()
{
    QFETCH(QList<double>, grades);
    QFETCH(int, gain);
    QFETCH(QString, exponent);
    Settings settings;
    settings.gain = Gain(gain);
    const auto b = explain(Ranking::fromGrades(grades), settings);
    QVERIFY(b.ok());
    QCOMPARE(b->gainScaleLog2, exponent.toDouble());

    const QString tex = formatBreakdown(*b, Format::Latex);
    // Under the table, before the formulas: the sentence that names the unit.
    const qsizetype tableEnd = tex.indexOf(QStringLiteral("\\end{tabular}"));
    const qsizetype formulas = tex.indexOf(QStringLiteral("\\begin{align*}"));
    QVERIFY(tableEnd > 0 && formulas > tableEnd);
    const QString between = tex.mid(tableEnd, formulas - tableEnd);
    const QString unit = QStringLiteral("units of 2\\textasciicircum{}") + exponent;
    QVERIFY2(between.contains(unit), qPrintable(tex));
    QVERIFY2(between.contains(QStringLiteral("\\noindent ")), qPrintable(tex));
    // The totals carry the scale.
    const QString times = QStringLiteral(" \\times 2^{%1} \\\\\n").arg(exponent);
    for (const char *total : {"\\mathrm{DCG}@", "\\mathrm{IDCG}@"}) {
        const qsizetype at = tex.indexOf(QLatin1String(total));
        QVERIFY(at >= 0);
        const QString line = tex.mid(at, tex.indexOf(u'\n', at) - at + 1);
        QVERIFY2(line.endsWith(times), qPrintable(line));
    }
    // NDCG is a ratio of two numbers in the same unit: no scale there.
    const qsizetype ndcg = tex.indexOf(QStringLiteral("\\mathrm{NDCG}@"));
    QVERIFY(ndcg > 0);
    QVERIFY(!tex.mid(ndcg).contains(QStringLiteral("\\times")));
    // The Markdown export says the same (it already did): the two agree.
    const QString md = formatBreakdown(*b, Format::Markdown);
    QVERIFY(md.contains(QStringLiteral(" × 2^") + exponent));
}

void TestBreakdownFormatScale::latexUnscaledIsUnchanged()
{
    const auto b = explain(Ranking::fromGrades({3, 2, 0, 1}), Settings {});
    QVERIFY(b.ok());
    QCOMPARE(b->gainScaleLog2, 0.0);
    const QString tex = formatBreakdown(*b, Format::Latex);
    QVERIFY(!tex.contains(QStringLiteral("\\times")));
    QVERIFY(!tex.contains(QStringLiteral("\\noindent")));
    QVERIFY(tex.contains(QStringLiteral("\\end{tabular}\n\n\\begin{align*}")));
}

QTEST_MAIN(TestBreakdownFormatScale)
#include "tst_breakdownformat_scale.moc"
