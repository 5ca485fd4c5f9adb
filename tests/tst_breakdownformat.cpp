// Tests of the breakdown's text, JSON, CSV and Markdown renderings: the formula lines carry the
// substituted numbers, JSON and CSV keep full double precision, undefined NDCG is null / "—".

#include "breakdownformat.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Ndcg;

class TestBreakdownFormat : public QObject
{
    Q_OBJECT
private slots:
    void formulaLinesOfSeed000();
    void definitionLine_data();
    void definitionLine();
    void jsonHasEverySettingAndFullPrecision();
    void jsonUndefinedNdcgIsNull();
    void csvRowsRoundTripDoubles();
    void markdownMarksTheCutoff();
    void longSumsAreShortened();
    void latexIsBooktabsWithEscapedLabels();
};

namespace {
Breakdown seed000(int k = 5)
{
    Settings s;
    s.cutoff = k;
    return explain(Ranking::fromGrades({3, 2, 0, 1, 3}), s).value();
}
} // namespace

void TestBreakdownFormat::formulaLinesOfSeed000()
{
    const Breakdown b = seed000();
    // 7/log2(2) + 3/log2(3) + 0/log2(4) + 1/log2(5) + 7/log2(6); log2(3) = 1.58496…,
    // log2(5) = 2.32193…, log2(6) = 2.58496…; terms 7, 1.893, 0, 0.431, 2.708.
    QCOMPARE(dcgFormulaLine(b, false),
        QStringLiteral("DCG@5 = 7/1.000 + 3/1.585 + 0/2.000 + 1/2.322 + 7/2.585 = 7.000 + "
                       "1.893 + 0.000 + 0.431 + 2.708 = 12.031"));
    QCOMPARE(dcgFormulaLine(b, true),
        QStringLiteral("IDCG@5 = 7/1.000 + 7/1.585 + 3/2.000 + 1/2.322 + 0/2.585 = 7.000 + "
                       "4.417 + 1.500 + 0.431 + 0.000 = 13.347"));
    QCOMPARE(
        ndcgFormulaLine(b), QStringLiteral("NDCG@5 = DCG@5 / IDCG@5 = 12.031 / 13.347 = 0.901"));
}

void TestBreakdownFormat::definitionLine_data()
{
    QTest::addColumn<Settings>("settings");
    QTest::addColumn<int>("k");
    QTest::addColumn<int>("pool");
    QTest::addColumn<QString>("expected");
    Settings s;
    s.cutoff = 5;
    QTest::newRow("defaults with k = 5 and a pool of 7")
        << s << 5 << 7
        << QStringLiteral("Gain 2^g−1 · Discount 1/log₂(i+1) · k = 5 · Ideal: judged pool (7 "
                          "items) · if IDCG = 0: NDCG = 0 · relevant: g ≥ 1 · negative grades: "
                          "gain 0");
    Settings jk;
    jk.gain = Gain::Linear;
    jk.discount = Discount::JK2002;
    jk.logBase = 3;
    jk.idealSource = IdealSource::List;
    QTest::newRow("JK 2002 base 3, linear, all, list ideal")
        << jk << 6 << 6
        << QStringLiteral("Gain g · Discount JK 2002: 1 for i < 3, else 1/log₃(i) · k = all "
                          "(6) · Ideal: ranking only · if IDCG = 0: NDCG = 0 · relevant: g ≥ 1 · "
                          "negative grades: gain 0");
    Settings natural;
    natural.logBase = 2.718281828459045;
    natural.cutoff = 3;
    QTest::newRow("base e is written ln")
        << natural << 3 << 1
        << QStringLiteral("Gain 2^g−1 · Discount 1/ln(i+1) · k = 3 · Ideal: judged pool (1 item) · "
                          "if IDCG = 0: NDCG = 0 · relevant: g ≥ 1 · negative grades: gain 0");
}

void TestBreakdownFormat::definitionLine()
{
    QFETCH(Settings, settings);
    QFETCH(int, k);
    QFETCH(int, pool);
    QFETCH(QString, expected);
    QCOMPARE(Ndcg::definitionLine(settings, k, pool), expected);
}

void TestBreakdownFormat::jsonHasEverySettingAndFullPrecision()
{
    const Breakdown b = seed000();
    const QJsonObject o
        = QJsonDocument::fromJson(formatBreakdown(b, Format::Json).toUtf8()).object();
    QCOMPARE(o.value(QLatin1String("dcg")).toDouble(), b.dcg);
    QCOMPARE(o.value(QLatin1String("idcg")).toDouble(), b.idcg);
    QCOMPARE(o.value(QLatin1String("ndcg")).toDouble(), *b.ndcg);
    const QJsonObject s = o.value(QLatin1String("settings")).toObject();
    for (const char *key : {"gain", "negativeGrades", "discount", "logBase", "k", "idealSource",
             "zeroIdcg", "relevantFrom", "maxGrade", "rbpPersistence"})
        QVERIFY2(s.contains(QLatin1String(key)), key);
    QCOMPARE(s.value(QLatin1String("gain")).toString(), QStringLiteral("exponential"));
    QCOMPARE(s.value(QLatin1String("k")).toInt(), 5);
    const QJsonObject m = o.value(QLatin1String("metrics")).toObject();
    for (const char *key :
        {"precision", "recall", "reciprocalRank", "averagePrecision", "err", "rbp"})
        QVERIFY2(m.contains(QLatin1String(key)), key);
    const QJsonArray rows = o.value(QLatin1String("positions")).toArray();
    QCOMPARE(rows.size(), 5);
    QCOMPARE(
        rows[4].toObject().value(QLatin1String("contribution")).toDouble(), b.rows[4].contribution);
}

void TestBreakdownFormat::jsonUndefinedNdcgIsNull()
{
    Settings s;
    s.zeroIdcg = ZeroIdcg::Undefined;
    const Breakdown b = explain(Ranking::fromGrades({0, 0}), s).value();
    const QJsonObject o
        = QJsonDocument::fromJson(formatBreakdown(b, Format::Json).toUtf8()).object();
    QVERIFY(o.value(QLatin1String("ndcg")).isNull());
    QVERIFY(formatBreakdown(b, Format::Text).contains(QStringLiteral("= —")));
}

void TestBreakdownFormat::csvRowsRoundTripDoubles()
{
    const Breakdown b = seed000();
    const QStringList lines
        = formatBreakdown(b, Format::Csv).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 6);
    QVERIFY(lines[0].startsWith(QLatin1String("position,label,grade,gain,discount")));
    const QStringList second = lines[2].split(QLatin1Char(','));
    QCOMPARE(second[0], QStringLiteral("2"));
    QCOMPARE(second[2].toDouble(), 2.0);
    QCOMPARE(second[4].toDouble(), b.rows[1].discount); // 17 significant digits round-trip
    QCOMPARE(second[6].toDouble(), b.rows[1].dcg);
}

void TestBreakdownFormat::markdownMarksTheCutoff()
{
    const Breakdown b = seed000(3);
    const QString md = formatBreakdown(b, Format::Markdown, {QStringLiteral("a|b")});
    QVERIFY(md.contains(QStringLiteral("*k = 3*")));
    QVERIFY(md.contains(QStringLiteral("a\\|b"))); // a pipe in a label is escaped
    QVERIFY(md.contains(QStringLiteral("**NDCG@3 = DCG@3 / IDCG@3 = ")));
}

void TestBreakdownFormat::longSumsAreShortened()
{
    QList<double> grades(40, 1.0);
    const Breakdown b = explain(Ranking::fromGrades(grades), Settings {}).value();
    const QString line = dcgFormulaLine(b, false, 3, 4);
    QCOMPARE(line.count(QStringLiteral("…")), 2);
    QVERIFY(line.endsWith(QString::number(b.dcg, 'f', 3)));
}

void TestBreakdownFormat::latexIsBooktabsWithEscapedLabels()
{
    const Breakdown b = seed000(3);
    const QString tex = formatBreakdown(b, Format::Latex, {QStringLiteral("a_1 & 50%")});
    QVERIFY(tex.contains(QStringLiteral("\\toprule")));
    QVERIFY(tex.contains(QStringLiteral("\\bottomrule")));
    QVERIFY(tex.contains(QStringLiteral("a\\_1 \\& 50\\%")));
    // Row 2: grade 2, gain 3, discount 1/log2(3) = 0.6309, contribution 1.8928.
    QVERIFY(tex.contains(QStringLiteral("& 2 & 3.0000 & 0.6309 & 1.8928 & 8.8928 &")));
    QVERIFY(tex.contains(QStringLiteral("\\mathrm{NDCG}@3 &= \\frac{8.8928}{")));
    QCOMPARE(tex.count(QStringLiteral("\\midrule")), 2); // below the header and at k = 3
}

QTEST_APPLESS_MAIN(TestBreakdownFormat)
#include "tst_breakdownformat.moc"
