// How the window writes numbers for people (issue 12, "Large and small numbers"): one
// formatter, DisplayFormat (over Ndcg::displayNumber), for the table, the card, the formula,
// the tooltips and the chart axes, in English (en_US) and Chinese (zh_CN). Both locales group
// digits by three with "," and write "." as the decimal point and "-" as the minus sign, so
// every expected string is the same in both; each is worked out by hand in its comment.

#include "breakdown.h"
#include "numbertext.h"
#include "workbench/displayformat.h"

#include <QTest>

#include <cmath>
#include <limits>

using Ndcg::displayGain;
using Ndcg::displayNumber;

class TestDisplayFormat : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void numbers_data();
    void numbers();
    void gains_data();
    void gains();
    void scaledValuesAtTheirTrueSize_data();
    void scaledValuesAtTheirTrueSize();
    void decimalParts();
    void axisTicks_data();
    void axisTicks();
    void scaleWarningsSayWhatIsShown();
    void formulaTermsReadAsTheTable();
    void defaultLocaleIsTheLanguageShown();

private:
    QLocale m_saved;
};

namespace {

QLocale localeNamed(const QString &name)
{
    return name == QLatin1String("en") ? QLocale(QLocale::English, QLocale::UnitedStates)
                                       : QLocale(QLocale::Chinese, QLocale::China);
}

} // namespace

void TestDisplayFormat::init()
{
    m_saved = QLocale();
}

void TestDisplayFormat::cleanup()
{
    QLocale::setDefault(m_saved);
}

void TestDisplayFormat::numbers_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("expected");
    const double inf = std::numeric_limits<double>::infinity();
    const double nan = std::numeric_limits<double>::quiet_NaN();
    struct Case
    {
        const char *name;
        double value;
        const char16_t *expected;
    };
    const Case cases[] = {
        // 1/log2(3) = 0.63092975…: three decimals.
        {"d(2)", 1 / std::log2(3.0), u"0.631"},
        {"one", 1.0, u"1.000"},
        {"zero", 0.0, u"0.000"},
        {"negative zero", -0.0, u"0.000"},
        {"negative", -0.25, u"-0.250"},
        // Grouping by three on the left of the point only.
        {"thousands", 12345.6784, u"12,345.678"},
        {"below 10^6", 999999.9994, u"999,999.999"},
        // 999999.9996 rounds to 1,000,000.000: from there a power of ten, 1.000 × 10^6.
        {"rounds to 10^6", 999999.9996, u"1.000×10⁶"},
        // 2^30 − 1 = 1073741823 = 1.073741823 × 10^9.
        {"gain of grade 30", 1073741823.0, u"1.074×10⁹"},
        {"negative large", -3e9, u"-3.000×10⁹"},
        // 9.9996 × 10^9 rounds to 10.000 × 10^9: written 1.000 × 10^10.
        {"mantissa rounds up", 9.9996e9, u"1.000×10¹⁰"},
        {"largest double", std::numeric_limits<double>::max(), u"1.798×10³⁰⁸"},
        // Below half a unit of the third decimal (0.0005): a power of ten, not "0.000".
        {"tiny", 0.00002, u"2.000×10⁻⁵"},
        {"below 0.0005", 0.0004, u"4.000×10⁻⁴"},
        {"1e-300", 1e-300, u"1.000×10⁻³⁰⁰"},
        // The smallest subnormal, 2^−1074 = 4.9406564584124654 × 10^−324.
        {"smallest subnormal", 5e-324, u"4.941×10⁻³²⁴"},
        {"negative tiny", -1e-17, u"-1.000×10⁻¹⁷"},
        {"inf", inf, u"—"},
        {"nan", nan, u"—"},
    };
    for (const char *locale : {"en", "zh_CN"}) {
        for (const Case &c : cases) {
            QTest::addRow("%s %s", locale, c.name)
                << QString::fromLatin1(locale) << c.value << QString::fromUtf16(c.expected);
        }
    }
}

void TestDisplayFormat::numbers()
{
    QFETCH(QString, locale);
    QFETCH(double, value);
    QFETCH(QString, expected);
    QCOMPARE(displayNumber(value, 0, 3, localeNamed(locale)), expected);
    // DisplayFormat writes the same in the language shown (QLocale's default).
    QLocale::setDefault(localeNamed(locale));
    QCOMPARE(DisplayFormat::fixed(value), expected);
}

void TestDisplayFormat::gains_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("expected");
    struct Case
    {
        const char *name;
        double value;
        const char16_t *expected;
    };
    const Case cases[] = {
        {"2^3 - 1", 7.0, u"7"},
        {"zero", 0.0, u"0"},
        {"2^16 - 1", 65535.0, u"65,535"},
        {"999999", 999999.0, u"999,999"},
        // From 10^6 up, as any number: a power of ten.
        {"10^6 under linear gain", 1e6, u"1.000×10⁶"},
        {"2^30 - 1", 1073741823.0, u"1.074×10⁹"},
        // Not whole: three decimals (a custom map 1=4.5).
        {"mapped 4.5", 4.5, u"4.500"},
        {"2^2.5 - 1", std::exp2(2.5) - 1, u"4.657"},
    };
    for (const char *locale : {"en", "zh_CN"}) {
        for (const Case &c : cases) {
            QTest::addRow("%s %s", locale, c.name)
                << QString::fromLatin1(locale) << c.value << QString::fromUtf16(c.expected);
        }
    }
}

void TestDisplayFormat::gains()
{
    QFETCH(QString, locale);
    QFETCH(double, value);
    QFETCH(QString, expected);
    QCOMPARE(displayGain(value, 0, 3, localeNamed(locale)), expected);
    QLocale::setDefault(localeNamed(locale));
    QCOMPARE(DisplayFormat::gain(value), expected);
}

void TestDisplayFormat::scaledValuesAtTheirTrueSize_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<double>("scaleLog2");
    QTest::addColumn<bool>("asGain");
    QTest::addColumn<QString>("expected");
    // Grade 2000 under exponential gain: s = 2000 − 960 = 1040, the gain 2^2000 − 1 is kept as
    // 2^960 (Breakdown::gainScaleLog2). 2^2000 = 1.1481306952742545 × 10^602 (Python's Decimal).
    QTest::newRow("2^2000 as a gain")
        << std::exp2(960.0) << 1040.0 << true << QStringLiteral("1.148×10⁶⁰²");
    QTest::newRow("2^2000 as a sum")
        << std::exp2(960.0) << 1040.0 << false << QStringLiteral("1.148×10⁶⁰²");
    // Beside it, grade 3: 2^(3−1040) − 2^−1040 = 7 · 2^−1040 (a subnormal, exact): 7.
    QTest::newRow("grade 3 beside 2000")
        << 7 * std::exp2(-1040.0) << 1040.0 << true << QStringLiteral("7");
    // Its contribution at position 2, 7/log2 3 = 4.4165…, in the same units.
    QTest::newRow("7/log2 3 beside 2000")
        << 7 / std::log2(3.0) * std::exp2(-1040.0) << 1040.0 << false << QStringLiteral("4.417");
    // Linear gain 1e308 in units of 2^64: 1e308 / 2^64 brought back to 1e308.
    QTest::newRow("linear 1e308") << std::ldexp(1e308, -64) << 64.0 << true
                                  << QStringLiteral("1.000×10³⁰⁸");
    // Grade 10^6 under exponential gain: s = 10^6 − 960 = 999040, the gain kept as 2^960;
    // 2^(10^6) = 10^(10^6 · log10 2) = 10^301029.99566… = 9.9007 × 10^301029.
    QTest::newRow("2^1000000") << std::exp2(960.0) << 999040.0 << true
                               << QStringLiteral("9.901×10³⁰¹⁰²⁹");
    // Grade 1e308: s = 1e308 and the gain is kept as 2^0 = 1; 2^(1e308) = 10^(3.0103 × 10^307),
    // beyond any exponent a double names exactly: the size alone.
    QTest::newRow("2^1e308") << 1.0 << 1e308 << true << QStringLiteral("10^(3.010×10³⁰⁷)");
    QTest::newRow("zero") << 0.0 << 1040.0 << false << QStringLiteral("0.000");
}

void TestDisplayFormat::scaledValuesAtTheirTrueSize()
{
    QFETCH(double, value);
    QFETCH(double, scaleLog2);
    QFETCH(bool, asGain);
    QFETCH(QString, expected);
    for (const char *locale : {"en", "zh_CN"}) {
        QLocale::setDefault(localeNamed(QString::fromLatin1(locale)));
        QCOMPARE(
            asGain ? DisplayFormat::gain(value, scaleLog2) : DisplayFormat::fixed(value, scaleLog2),
            expected);
    }
}

void TestDisplayFormat::decimalParts()
{
    // 1073741823 = 1.073741823 × 10^9.
    auto p = Ndcg::decimalParts(1073741823.0);
    QCOMPARE(p.exponent, 9.0);
    QVERIFY(std::abs(p.mantissa - 1.073741823) < 1e-12);
    // 2^960 in units of 2^1040 is 2^2000 = 1.1481306952742545 × 10^602.
    p = Ndcg::decimalParts(std::exp2(960.0), 1040);
    QCOMPARE(p.exponent, 602.0);
    QVERIFY2(std::abs(p.mantissa - 1.1481306952742545) < 1e-10,
        qPrintable(QString::number(p.mantissa, 'g', 17)));
    p = Ndcg::decimalParts(-2.5e-5);
    QCOMPARE(p.exponent, -5.0);
    QVERIFY(std::abs(p.mantissa + 2.5) < 1e-12);
    QCOMPARE(Ndcg::powerOfTenText(9), QStringLiteral("×10⁹"));
    QCOMPARE(Ndcg::powerOfTenText(-300), QStringLiteral("×10⁻³⁰⁰"));
}

void TestDisplayFormat::axisTicks_data()
{
    QTest::addColumn<double>("top");
    QTest::addColumn<int>("intervals");
    QTest::addColumn<bool>("symmetric");
    QTest::addColumn<double>("scaleLog2");
    QTest::addColumn<QStringList>("labels");
    QTest::addColumn<QList<double>>("values");
    // NDCG: 0..1 in steps of 0.2 (1/5 is a step of 2 × 10^−1), one decimal.
    QTest::newRow("ndcg") << 1.0 << 5 << false << 0.0
                          << QStringList {"0", "0.2", "0.4", "0.6", "0.8", "1.0"}
                          << QList<double> {0, 0.2, 0.4, 0.6, 0.8, 1.0};
    // 250000 / 5 = 50000: the numbers themselves, grouped by three.
    QTest::newRow("250,000") << 250000.0 << 5 << false << 0.0
                             << QStringList {"0", "50,000", "100,000", "150,000", "200,000",
                                    "250,000"}
                             << QList<double> {0, 50000, 100000, 150000, 200000, 250000};
    // Grade 30: top 2^30 − 1 = 1.0737 × 10^9. In units of 10^9, 1.0737 / 5 = 0.21 → a step of
    // 0.5 up to 1.5: every label with the same power of ten.
    QTest::newRow("grade 30") << 1073741823.0 << 5 << false << 0.0
                              << QStringList {"0", "0.5×10⁹", "1.0×10⁹", "1.5×10⁹"}
                              << QList<double> {0, 5e8, 1e9, 1.5e9};
    // Grade 2000: top 2^960 in units of 2^1040, i.e. 1.148 × 10^602; 1.148 / 4 = 0.29 → a step
    // of 0.5 up to 1.5. The ticks stay in the axis's units: 10^602 / 2^1040 = 8.4880 × 10^288.
    const double unit = 8.4879831638610892e288;
    QTest::newRow("grade 2000") << std::exp2(960.0) << 4 << false << 1040.0
                                << QStringList {"0", "0.5×10⁶⁰²", "1.0×10⁶⁰²", "1.5×10⁶⁰²"}
                                << QList<double> {0, 0.5 * unit, unit, 1.5 * unit};
    // A difference axis: ±0.3, two intervals a side → a step of 0.2 up to 0.4, signed.
    QTest::newRow("symmetric 0.3")
        << 0.3 << 2 << true << 0.0 << QStringList {"-0.4", "-0.2", "0", "+0.2", "+0.4"}
        << QList<double> {-0.4, -0.2, 0, 0.2, 0.4};
    // A tiny one, ±0.004: below 0.01 a power of ten, 4 × 10^−3 in steps of 2 × 10^−3.
    QTest::newRow("symmetric 0.004")
        << 0.004 << 2 << true << 0.0
        << QStringList {"-4×10⁻³", "-2×10⁻³", "0", "+2×10⁻³", "+4×10⁻³"}
        << QList<double> {-0.004, -0.002, 0, 0.002, 0.004};
}

void TestDisplayFormat::axisTicks()
{
    QFETCH(double, top);
    QFETCH(int, intervals);
    QFETCH(bool, symmetric);
    QFETCH(double, scaleLog2);
    QFETCH(QStringList, labels);
    QFETCH(QList<double>, values);
    for (const char *locale : {"en", "zh_CN"}) {
        const DisplayFormat::AxisTicks t = DisplayFormat::axisTicks(
            top, intervals, symmetric, scaleLog2, localeNamed(QString::fromLatin1(locale)));
        QCOMPARE(t.labels, labels);
        QCOMPARE(t.values.size(), values.size());
        for (qsizetype i = 0; i < values.size(); ++i) {
            QVERIFY2(std::abs(t.values[i] - values[i]) <= 1e-12 * std::abs(values.last()),
                qPrintable(QStringLiteral("tick %1: %2, expected %3")
                               .arg(i)
                               .arg(t.values[i], 0, 'g', 17)
                               .arg(values[i], 0, 'g', 17)));
        }
        QCOMPARE(t.min, t.values.first());
        QCOMPARE(t.max, t.values.last());
        QVERIFY(t.max >= top);
    }
}

void TestDisplayFormat::scaleWarningsSayWhatIsShown()
{
    QLocale::setDefault(localeNamed(QStringLiteral("en")));
    Ndcg::Settings s; // exponential gain
    const auto b = Ndcg::explain(Ndcg::Ranking::fromGrades({2000, 3}), s);
    QVERIFY(b && b->hasWarning(Ndcg::WarningKind::ExponentialOverflow));
    const Ndcg::Warning &w = b->warnings.first();
    // The exports keep the numbers in units of 2^1040 and say so.
    QVERIFY(w.message.contains(QStringLiteral("shown in units of 2^1040")));
    // The window shows them at their true size (1.148×10⁶⁰²) and says that.
    QCOMPARE(DisplayFormat::warningSentence(w),
        QStringLiteral("2²⁰⁰⁰ overflows a double: gains, contributions, DCG and IDCG are computed "
                       "in units of 2¹⁰⁴⁰ and shown at their true size (NDCG is unaffected)"));
    QCOMPARE(DisplayFormat::fixed(b->dcg, b->gainScaleLog2), QStringLiteral("1.148×10⁶⁰²"));

    // Linear gain 1e308: the sums would overflow; s = ilogb(1e308) − 959 = 1023 − 959 = 64.
    Ndcg::Settings linear;
    linear.gain = Ndcg::Gain::Linear;
    const auto l = Ndcg::explain(Ndcg::Ranking::fromGrades({1e308, 1}), linear);
    QVERIFY(l && l->hasWarning(Ndcg::WarningKind::LargeGains));
    QCOMPARE(l->gainScaleLog2, 64.0);
    QCOMPARE(DisplayFormat::warningSentence(l->warnings.first()),
        QStringLiteral("Gains up to 1.000×10³⁰⁸ would overflow the sums: gains, contributions, DCG "
                       "and IDCG are computed in units of 2⁶⁴ and shown at their true size (NDCG "
                       "is unaffected)"));
    // Any other warning as Notation words it.
    const auto n = Ndcg::explain(Ndcg::Ranking::fromGrades({2, -1, 0}), s);
    QVERIFY(n && n->hasWarning(Ndcg::WarningKind::NegativeGrades));
    QCOMPARE(DisplayFormat::warningSentence(n->warnings.first()),
        Ndcg::Notation::warningSentence(n->warnings.first()));
}

void TestDisplayFormat::formulaTermsReadAsTheTable()
{
    namespace N = Ndcg::Notation;
    for (const char *locale : {"en", "zh_CN"}) {
        QLocale::setDefault(localeNamed(QString::fromLatin1(locale)));
        // Grade 2000, exponential: the term keeps its expression, 2^2000 − 1 over log2 2 (the
        // products beside it are at their true size); grade 3 beside it is (2³−1).
        Ndcg::Settings s;
        const auto b = Ndcg::explain(Ndcg::Ranking::fromGrades({2000, 3}), s);
        QVERIFY(b && b->gainScaleLog2 == 1040);
        QCOMPARE(N::symbolicTerm(*b, 1, false), QStringLiteral("(2²⁰⁰⁰−1)/log₂2"));
        QCOMPARE(N::symbolicTerm(*b, 2, false), QStringLiteral("(2³−1)/log₂3"));
        // Linear gain: the gain as the table's gain column writes it ("250,000", "1.000×10⁶"),
        // a fractional grade as typed.
        Ndcg::Settings linear;
        linear.gain = Ndcg::Gain::Linear;
        const auto l = Ndcg::explain(Ndcg::Ranking::fromGrades({250000, 1e6, 2.5}), linear);
        QVERIFY(l);
        QCOMPARE(N::symbolicTerm(*l, 1, false), QStringLiteral("250,000/log₂2"));
        QCOMPARE(N::symbolicTerm(*l, 2, false), QStringLiteral("1.000×10⁶/log₂3"));
        QCOMPARE(N::symbolicTerm(*l, 3, false), QStringLiteral("2.5/log₂4"));
        // A custom map to 1e308 on grade 1, beside 1.5e308 on grade 2: gains scaled by 2^64,
        // written at their true size.
        Ndcg::Settings mapped = linear;
        mapped.gain = Ndcg::Gain::Custom;
        mapped.gainMap = {{1.0, 1e308}, {2.0, 1.5e308}};
        const auto m = Ndcg::explain(Ndcg::Ranking::fromGrades({1, 2}), mapped);
        QVERIFY(m && m->gainScaleLog2 != 0);
        QCOMPARE(N::gainTerm(*m, 1, m->rows[0].gain), QStringLiteral("1.000×10³⁰⁸"));
    }
}

void TestDisplayFormat::defaultLocaleIsTheLanguageShown()
{
    // The language controller sets QLocale's default (en_US or zh_CN); DisplayFormat follows it.
    QLocale::setDefault(QLocale::c()); // the C locale writes no group separator
    QCOMPARE(DisplayFormat::fixed(12345.6784), QStringLiteral("12345.678"));
    QLocale::setDefault(localeNamed(QStringLiteral("zh_CN")));
    QCOMPARE(DisplayFormat::fixed(12345.6784), QStringLiteral("12,345.678"));
}

QTEST_GUILESS_MAIN(TestDisplayFormat)
#include "tst_displayformat.moc"
