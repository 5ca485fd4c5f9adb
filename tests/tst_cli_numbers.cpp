// Numbers never turn into nonsense (issue 14): ndcg-cli run as a user would, with grades and
// gains that overflow a double. Exponential grades of 3e9 (past int) and 1e308, linear and mapped
// gains near 1e308, and three grades of 1023 (whose gains fit a double but whose sums do not):
// explain, steps, swaps, conventions and eval --explain all exit 0 with the exact NDCG, and print
// no "inf", "nan" or run of more than 17 digits.
//
// How the expected values were found, independently of the app: NDCG is a ratio of two sums of
// gain · discount, so it does not change when every gain is multiplied by the same factor.
// Exponential gains 2^g − 1 are taken relative to the top grade gmax: 2^(g − gmax) − 2^−gmax,
// where 2^−gmax is below 2^−1000 and does not change a double; so grades 3e9 and 3e9 − 1 have
// gains in the ratio 1 : 1/2, and a grade of 1 beside 3e9 (or 1e308) has gain 0. Linear gains
// 1e308 and 5e307 are in the ratio 1 : 1/2, mapped gains 1e308 and 1.5e308 1 : 1.5. With
// d(i) = 1/log2(i + 1) (1, 1/log2 3, 1/2) the sums are then small numbers, written out below
// and checked by hand with Python (fractions and math.log2), e.g. for grades 3e9 − 1, 3e9:
// (1/2 + 1/log2 3) / (1 + (1/2)/log2 3) = 0.8597186998521972.

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <limits>
#include <utility>

namespace {

struct Run
{
    int status = -1;
    QByteArray out;
    QByteArray err;
};

Run runCli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(NDCG_BIN_DIR "/ndcg-cli"), args);
    p.waitForFinished(30000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        p.readAllStandardError()};
}

// "inf", "nan" (as words, any case: "-nan", "INF") or a run of more than 17 digits. JSON
// numbers are for programs: Qt writes a double below 1e21 in full, e.g. 2^60 as
// 1152921504606847000, so there the limit is 21 digits (a 300-digit number still fails).
QString nonsenseIn(const QByteArray &bytes)
{
    const QString text = QString::fromUtf8(bytes);
    const bool isJson = text.startsWith(u'{');
    static const QRegularExpression word(QStringLiteral("(?<![A-Za-z])(inf|nan)(?![A-Za-z])"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression digits(QStringLiteral("[0-9]{18,}"));
    // A power of two whose exponent is in scientific notation without parentheses: "2^6e+17"
    // reads as 2^6 followed by "e+17" ("2^(6e+17)" is meant).
    static const QRegularExpression power(
        QStringLiteral("\\^[−-]?[0-9.]+e[+-]?[0-9]+"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression jsonDigits(QStringLiteral("[0-9]{22,}"));
    for (const QRegularExpression *re : {&word, isJson ? &jsonDigits : &digits, &power}) {
        const QRegularExpressionMatch m = re->match(text);
        if (m.hasMatch()) {
            const qsizetype line = text.lastIndexOf(QLatin1Char('\n'), m.capturedStart()) + 1;
            return text.mid(line, 160);
        }
    }
    return {};
}

QJsonObject json(const Run &r)
{
    QJsonParseError error;
    const QJsonObject o = QJsonDocument::fromJson(r.out, &error).object();
    if (error.error != QJsonParseError::NoError)
        qWarning("not JSON: %s", r.out.left(200).constData());
    return o;
}

const double d2 = 1.0 / std::log2(3.0); // d(2); d(1) = 1, d(3) = 1/2

} // namespace

class TestCliNumbers : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void explain_data();
    void explain();
    void steps_data();
    void steps();
    void swaps_data();
    void swaps();
    void conventions_data();
    void conventions();
    void evalExplain_data();
    void evalExplain();
    void theScaleIsSaidExactly();
    void whichComparesFiniteFigures_data();
    void whichComparesFiniteFigures();

private:
    QTemporaryDir m_dir;
};

void TestCliNumbers::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

// The rankings every command is run on: grades, settings flags, NDCG@all.
static void addRankings()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<double>("ndcg");
    const QString exp = QStringLiteral("exponential");
    QTest::newRow("exponential 3e9,1: the top gain first")
        << QStringList {"--grades", "3e9,1", "--gain", exp} << 1.0;
    QTest::newRow("exponential 1,3e9: 1/log2 3")
        << QStringList {"--grades", "1,3e9", "--gain", exp} << d2;
    QTest::newRow("exponential 2999999999,3e9: gains 1/2, 1") << QStringList {"--grades",
        "2999999999,3e9", "--gain", exp} << (0.5 + d2) / (1.0 + 0.5 * d2); // 0.8597186998521972
    QTest::newRow("exponential 3e9,0,2999999999: gains 1, 0, 1/2")
        << QStringList {"--grades", "3e9,0,2999999999", "--gain", exp}
        << (1.0 + 0.5 * 0.5) / (1.0 + 0.5 * d2); // 0.9502344167898356
    QTest::newRow("exponential 1e308,1")
        << QStringList {"--grades", "1e308,1", "--gain", exp} << 1.0;
    QTest::newRow("exponential 1,1e308: 1/log2 3")
        << QStringList {"--grades", "1,1e308", "--gain", exp} << d2;
    QTest::newRow("exponential 1023,1023,1023: the sums overflow, not the gains")
        << QStringList {"--grades", "1023,1023,1023", "--gain", exp} << 1.0;
    QTest::newRow("exponential 1,1023,1023,1023")
        << QStringList {"--grades", "1,1023,1023,1023", "--gain", exp}
        // gains 0, 1, 1, 1 against 1, 1, 1, 0: d(4) = 1/log2 5
        << (d2 + 0.5 + 1.0 / std::log2(5.0)) / (1.0 + d2 + 0.5); // 0.7797360875200703
    // 2^60 − 1 is exact in neither a double's 17 digits nor a readable line: 1.153e+18.
    QTest::newRow("exponential 1,60") << QStringList {"--grades", "1,60", "--gain",
        exp} << (1.0 + 1152921504606846975.0 * d2) / (1152921504606846975.0 + d2);
    // 2^2000 is scaled to 2^960; 1 and 60 then have gains below 2^-980, 0 next to it.
    QTest::newRow("exponential 60,1,2000: gains 0, 0, 1")
        << QStringList {"--grades", "60,1,2000", "--gain", exp} << 0.5;
    // Grades from 2^59 up (issue 20): gmax − 960 rounded down to gmax − 1024 and the top gain
    // overflowed (inf, nan, NDCG "—"). The top grade first is the ideal order (NDCG 1);
    // behind a grade of 1, whose gain vanishes beside it, NDCG = 1/log2 3. Linear gains are the
    // grades: (1 + g/log2 3) / (g + 1/log2 3); a map 1 → 3 leaves g linear.
    const std::pair<const char *, double> huge[]
        = {{"2^59", std::ldexp(1.0, 59)}, {"6e17", 6e17}, {"2^62", std::ldexp(1.0, 62)},
            {"9.2e18", 9.2e18}, {"2^63", std::ldexp(1.0, 63)}, {"1e19", 1e19}, {"1e300", 1e300},
            {"the largest double", std::numeric_limits<double>::max()}};
    for (const auto &[name, g] : huge) {
        const QString text = QString::number(g, 'g', 17);
        QTest::addRow("exponential %s,1: the top gain first", name)
            << QStringList {"--grades", text + QStringLiteral(",1"), "--gain", exp} << 1.0;
        QTest::addRow("exponential 1,%s: 1/log2 3", name)
            << QStringList {"--grades", QStringLiteral("1,") + text, "--gain", exp} << d2;
        QTest::addRow("linear 1,%s", name) << QStringList {"--grades", QStringLiteral("1,") + text,
            "--gain", "linear"} << (1.0 + g * d2) / (g + d2);
        QTest::addRow("map 1=3 on 1,%s", name)
            << QStringList {"--grades", QStringLiteral("1,") + text, "--gain", "1=3"}
            << (3.0 + g * d2) / (g + 3.0 * d2);
    }
    QTest::newRow("linear 1e308,5e307,1e308: gains 1, 1/2, 1")
        << QStringList {"--grades", "1e308,5e307,1e308", "--gain", "linear"}
        << (1.0 + 0.5 * d2 + 0.5) / (1.0 + d2 + 0.25); // 0.9651954696014428
    QTest::newRow("map 1=1e308,2=1.5e308 on 1,2,2: gains 1, 1.5, 1.5") << QStringList {"--grades",
        "1,2,2", "--gain", "1=1e308,2=1.5e308"} << (1.0 + 1.5 * d2 + 0.75) / (1.5 + 1.5 * d2 + 0.5);
}

void TestCliNumbers::explain_data()
{
    addRankings();
}

void TestCliNumbers::explain()
{
    QFETCH(QStringList, args);
    QFETCH(double, ndcg);
    const Run j = runCli(QStringList {"explain"} + args + QStringList {"--format", "json"});
    QCOMPARE(j.status, 0);
    QVERIFY2(j.err.isEmpty(), j.err.constData());
    const QJsonObject o = json(j);
    QVERIFY2(o.value(QLatin1String("ndcg")).isDouble(), j.out.left(400).constData());
    QCOMPARE_LE(std::abs(o.value(QLatin1String("ndcg")).toDouble() - ndcg), 1e-12);
    const QJsonArray rows = o.value(QLatin1String("positions")).toArray();
    for (const QJsonValue &row : rows) {
        for (const char *key : {"gain", "contribution", "dcg", "idealGain", "idcg"})
            QVERIFY2(row.toObject().value(QLatin1String(key)).isDouble(), key);
    }
    QVERIFY2(nonsenseIn(j.out).isEmpty(), qPrintable(nonsenseIn(j.out)));

    // Every text format: the same NDCG to three decimals, nothing unreadable.
    const Run t = runCli(QStringList {"explain"} + args);
    QCOMPARE(t.status, 0);
    QVERIFY2(nonsenseIn(t.out).isEmpty(), qPrintable(nonsenseIn(t.out)));
    const QString expected = QStringLiteral(" = ") + QString::number(ndcg, 'f', 3) + u'\n';
    const QString text = QString::fromUtf8(t.out);
    const qsizetype line = text.indexOf(
        QRegularExpression(QStringLiteral("^NDCG@"), QRegularExpression::MultilineOption));
    QVERIFY2(line >= 0, qPrintable(text));
    QVERIFY2(text.indexOf(expected, line) == text.indexOf(u'\n', line) - expected.size() + 1,
        qPrintable(text.mid(line, 200)));
    for (const char *format : {"csv", "markdown", "latex"}) {
        const Run f = runCli(
            QStringList {"explain"} + args + QStringList {"--format", QString::fromLatin1(format)});
        QCOMPARE(f.status, 0);
        QVERIFY2(nonsenseIn(f.out).isEmpty(), qPrintable(nonsenseIn(f.out)));
    }
}

void TestCliNumbers::steps_data()
{
    addRankings();
}

void TestCliNumbers::steps()
{
    QFETCH(QStringList, args);
    QFETCH(double, ndcg);
    const Run j = runCli(QStringList {"steps"} + args + QStringList {"--format", "json"});
    QCOMPARE(j.status, 0);
    const QJsonArray steps = json(j).value(QLatin1String("steps")).toArray();
    QVERIFY(!steps.isEmpty());
    const QJsonObject last = steps.last().toObject();
    QCOMPARE(last.value(QLatin1String("kind")).toString(), QStringLiteral("ndcg"));
    QCOMPARE_LE(std::abs(last.value(QLatin1String("value")).toDouble() - ndcg), 1e-12);
    for (const QJsonValue &s : steps) {
        const QJsonValue v = s.toObject().value(QLatin1String("value"));
        // JSON writes inf and nan as null: only the reordering has no value.
        if (s.toObject().value(QLatin1String("kind")).toString() != QLatin1String("idealOrder"))
            QVERIFY2(
                v.isDouble(), qPrintable(s.toObject().value(QLatin1String("formula")).toString()));
    }
    QVERIFY2(nonsenseIn(j.out).isEmpty(), qPrintable(nonsenseIn(j.out)));
    for (const QStringList &mode : {QStringList {}, QStringList {"--coarse"}}) {
        const Run t = runCli(QStringList {"steps"} + args + mode);
        QCOMPARE(t.status, 0);
        QVERIFY2(nonsenseIn(t.out).isEmpty(), qPrintable(nonsenseIn(t.out)));
        QVERIFY2(t.out.contains(" = " + QByteArray::number(ndcg, 'f', 3) + ": the ranking reaches"),
            t.out.right(300).constData());
    }
}

void TestCliNumbers::swaps_data()
{
    addRankings();
}

void TestCliNumbers::swaps()
{
    QFETCH(QStringList, args);
    QFETCH(double, ndcg);
    const Run j = runCli(QStringList {"swaps"} + args + QStringList {"--format", "json"});
    QCOMPARE(j.status, 0);
    const QJsonObject o = json(j);
    QCOMPARE_LE(std::abs(o.value(QLatin1String("ndcg")).toDouble() - ndcg), 1e-12);
    const QJsonArray rows = o.value(QLatin1String("deltaNdcg")).toArray();
    for (const QJsonValue &row : rows) {
        for (const QJsonValue &cell : row.toArray())
            QVERIFY(cell.isDouble() && std::abs(cell.toDouble()) <= 1.0);
    }
    // Two items: swapping them gives the other order, whose NDCG is 1 when this one's is not.
    if (rows.size() == 2 && ndcg < 1.0)
        QCOMPARE_LE(std::abs(rows[0].toArray()[1].toDouble() - (1.0 - ndcg)), 1e-12);
    QVERIFY2(nonsenseIn(j.out).isEmpty(), qPrintable(nonsenseIn(j.out)));
    const Run t = runCli(QStringList {"swaps"} + args);
    QCOMPARE(t.status, 0);
    QVERIFY2(nonsenseIn(t.out).isEmpty(), qPrintable(nonsenseIn(t.out)));
    QVERIFY2(t.out.contains("(NDCG@" + QByteArray::number(rows.size()) + " = "
                 + QByteArray::number(ndcg, 'f', 6) + ")"),
        t.out.left(200).constData());
}

void TestCliNumbers::conventions_data()
{
    QTest::addColumn<QString>("grades");
    QTest::addColumn<double>("trecEval"); // trec_eval ndcg: linear gain, judged pool
    QTest::addColumn<double>("tfRanking"); // TF-Ranking: 2^g − 1, the list's own ideal
    // Linear: (1 + 3e9 d2) / (3e9 + d2) is computed directly, it does not overflow.
    QTest::newRow("1,3e9") << QStringLiteral("1,3e9") << (1.0 + 3e9 * d2) / (3e9 + d2) << d2;
    // (1 + 1e308 d2) / (1e308 + d2) = d2 to double precision.
    QTest::newRow("1,1e308") << QStringLiteral("1,1e308") << d2 << d2;
    // trec_eval reads grades with atol(), which saturates beyond 64 bits: all three are
    // 2^63 - 1, so the ranking is ideal. TF-Ranking: gains 1, 0, 1 (5e307 is far below 1e308 in
    // 2^g) against 1, 1, 0.
    QTest::newRow("1e308,5e307,1e308")
        << QStringLiteral("1e308,5e307,1e308") << 1.0 << (1.0 + 0.5) / (1.0 + d2);
    QTest::newRow("1023,1023,1023") << QStringLiteral("1023,1023,1023") << 1.0 << 1.0;
    // From 2^59 up exponential gain overflowed (TF-Ranking, ranx ndcg_burges gave nan, RankLib,
    // LightGBM and XGBoost "—"). 6e17 fits atol() exactly; 2^63 saturates to 2^63 − 1, which
    // is 2^63 again as a double.
    QTest::newRow("1,6e17") << QStringLiteral("1,6e17") << (1.0 + 6e17 * d2) / (6e17 + d2) << d2;
    const double two63 = std::ldexp(1.0, 63);
    QTest::newRow("1,2^63") << QStringLiteral("1,9223372036854775808")
                            << (1.0 + two63 * d2) / (two63 + d2) << d2;
}

void TestCliNumbers::conventions()
{
    QFETCH(QString, grades);
    QFETCH(double, trecEval);
    QFETCH(double, tfRanking);
    const QStringList args {"conventions", "--grades", grades};
    const Run j = runCli(args + QStringList {"--format", "json"});
    QCOMPARE(j.status, 0);
    bool sawTrec = false;
    bool sawTf = false;
    for (const QJsonValue &v : json(j).value(QLatin1String("rows")).toArray()) {
        const QJsonObject row = v.toObject();
        const QString library = row.value(QLatin1String("library")).toString();
        const QString measure = row.value(QLatin1String("measure")).toString();
        const QJsonValue value = row.value(QLatin1String("ndcg"));
        if (row.value(QLatin1String("computed")).toBool())
            QVERIFY2(value.isDouble(), qPrintable(library + u' ' + measure));
        if (library == QLatin1String("trec_eval") && measure == QLatin1String("ndcg")) {
            sawTrec = true;
            QCOMPARE_LE(std::abs(value.toDouble() - trecEval), 1e-12);
        }
        if (library == QLatin1String("TF-Ranking")) {
            sawTf = true;
            QCOMPARE_LE(std::abs(value.toDouble() - tfRanking), 1e-12);
        }
    }
    QVERIFY(sawTrec && sawTf);
    QVERIFY2(nonsenseIn(j.out).isEmpty(), qPrintable(nonsenseIn(j.out)));
    // The trec_eval rows say what atol() made of a grade beyond 64 bits.
    if (grades.contains(QLatin1String("e308")))
        QVERIFY2(QString::fromUtf8(j.out).contains(QStringLiteral("1e+308 is read as 2^63 − 1")),
            j.out.left(400).constData());
    const Run t = runCli(args);
    QCOMPARE(t.status, 0);
    QVERIFY2(nonsenseIn(t.out).isEmpty(), qPrintable(nonsenseIn(t.out)));
}

void TestCliNumbers::evalExplain_data()
{
    QTest::addColumn<QString>("qrels");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<double>("ndcg");
    // d1, d2, d3 retrieved in that order; d4 judged, not retrieved.
    QTest::newRow("map 1=1e308,2=1.5e308: gains 1, 1.5, 1.5 and 1.5 in the pool")
        << QStringLiteral("q1 0 d1 1\nq1 0 d2 2\nq1 0 d3 2\nq1 0 d4 2\n")
        << QStringList {"--gain", "1=1e308,2=1.5e308"}
        << (1.0 + 1.5 * d2 + 0.75) / (1.5 + 1.5 * d2 + 0.75 + 1.0 / std::log2(5.0));
    QTest::newRow("exponential 1023, 1023, 1023: the sums overflow")
        << QStringLiteral("q1 0 d1 1023\nq1 0 d2 1023\nq1 0 d3 1023\n")
        << QStringList {"--gain", "exponential"} << 1.0;
    // The largest grade a qrels line can hold as a 64-bit integer (issue 20): 2^63 − 1 reads as
    // 2^63, whose gain overflowed (NDCG "—"). d1 first is the ideal order.
    QTest::newRow("exponential 9223372036854775807, 1, 0: the top grade first")
        << QStringLiteral("q1 0 d1 9223372036854775807\nq1 0 d2 1\nq1 0 d3 0\n")
        << QStringList {"--gain", "exponential"} << 1.0;
    // Behind a grade of 1: only the top gain counts, at d(2).
    QTest::newRow("exponential 1, 9223372036854775807, 0: the top grade second")
        << QStringLiteral("q1 0 d1 1\nq1 0 d2 9223372036854775807\nq1 0 d3 0\n")
        << QStringList {"--gain", "exponential"} << d2;
}

void TestCliNumbers::evalExplain()
{
    QFETCH(QString, qrels);
    QFETCH(QStringList, args);
    QFETCH(double, ndcg);
    const QString qrelsPath
        = m_dir.filePath(QStringLiteral("%1.qrels").arg(QTest::currentDataTag()));
    const QString runPath = m_dir.filePath(QStringLiteral("run"));
    QFile q(qrelsPath);
    QVERIFY(q.open(QIODevice::WriteOnly));
    q.write(qrels.toUtf8());
    q.close();
    QFile r(runPath);
    QVERIFY(r.open(QIODevice::WriteOnly));
    r.write("q1 Q0 d1 1 3.0 run\nq1 Q0 d2 2 2.0 run\nq1 Q0 d3 3 1.0 run\n");
    r.close();
    const QStringList base = QStringList {"eval", "--explain", "q1"} + args;
    const Run j = runCli(base + QStringList {"--format", "json", qrelsPath, runPath});
    QCOMPARE(j.status, 0);
    QCOMPARE_LE(std::abs(json(j).value(QLatin1String("ndcg")).toDouble() - ndcg), 1e-12);
    QVERIFY2(nonsenseIn(j.out).isEmpty(), qPrintable(nonsenseIn(j.out)));
    const Run t = runCli(base + QStringList {qrelsPath, runPath});
    QCOMPARE(t.status, 0);
    QVERIFY2(nonsenseIn(t.out).isEmpty(), qPrintable(nonsenseIn(t.out)));
    QVERIFY2(t.out.contains(" = " + QByteArray::number(ndcg, 'f', 3) + "\n"), t.out.constData());
}

// The warning names the unit the numbers are in, and the numbers are in it: 3e9 − 960 =
// 2999999040, so the top gain 2^3e9 − 1 is shown as 2^960 = 9.745e+288; 1e308 − 960 rounds to
// 1e308 itself, so a grade of 1e308 has gain 2^0 = 1. Linear 1e308 lies in [2^1023, 2^1024):
// scaled by 2^−64 into [2^959, 2^960): 1e308 / 2^64 = 5.421010862427522e+288.
void TestCliNumbers::theScaleIsSaidExactly()
{
    struct Case
    {
        QStringList args;
        double scale;
        double topGain;
        QString unit;
    };
    const Case cases[] = {
        {{"--grades", "3e9,1"}, 2999999040.0, std::ldexp(1.0, 960), "in units of 2^2999999040"},
        {{"--grades", "1e308,1"}, 1e308, 1.0, "in units of 2^(1e+308)"},
        {{"--grades", "1e308,1", "--gain", "linear"}, 64.0, 1e308 / std::ldexp(1.0, 64),
            "in units of 2^64"},
    };
    for (const Case &c : cases) {
        const Run j = runCli(QStringList {"explain"} + c.args + QStringList {"--format", "json"});
        QCOMPARE(j.status, 0);
        const QJsonObject o = json(j);
        QCOMPARE(o.value(QLatin1String("gainScaleLog2")).toDouble(), c.scale);
        const QJsonObject first = o.value(QLatin1String("positions")).toArray()[0].toObject();
        QCOMPARE(first.value(QLatin1String("gain")).toDouble(), c.topGain);
        const QString warnings = QJsonDocument(o.value(QLatin1String("warnings")).toArray())
                                     .toJson(QJsonDocument::Compact);
        QVERIFY2(warnings.contains(c.unit), qPrintable(warnings));
        const Run t = runCli(QStringList {"explain"} + c.args);
        QVERIFY2(t.out.contains(" × 2^" + c.unit.mid(14).toUtf8() + "\n"), t.out.constData());
    }
}

// `which` matched a figure against NDCGs that were nan (grades from 2^59 up under exponential
// gain): "12 conventions give NDCG = 1.000", eight of them "—". Every convention it lists has
// a finite NDCG that rounds to the figure: 6e17 first is the ideal order under any gain (1);
// behind a grade of 1, exponential gain gives 1/log2 3 = 0.631 and linear (1 + 6e17/log2 3) /
// (6e17 + 1/log2 3) = 0.631 as well.
void TestCliNumbers::whichComparesFiniteFigures_data()
{
    QTest::addColumn<QString>("grades");
    QTest::addColumn<QString>("figure");
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("exponential"); // matches with exponential gain, at least
    QTest::newRow("6e17,1 = 1.000")
        << QStringLiteral("6e17,1") << QStringLiteral("1.000") << 1.0 << 1;
    QTest::newRow("1,6e17 = 0.631")
        << QStringLiteral("1,6e17") << QStringLiteral("0.631") << d2 << 1;
    QTest::newRow("1,2^63 = 0.631")
        << QStringLiteral("1,9223372036854775808") << QStringLiteral("0.631") << d2 << 1;
}

void TestCliNumbers::whichComparesFiniteFigures()
{
    QFETCH(QString, grades);
    QFETCH(QString, figure);
    QFETCH(double, value);
    QFETCH(int, exponential);
    const QStringList args {"which", "--grades", grades, "--value", figure};
    const Run j = runCli(args + QStringList {"--format", "json"});
    QCOMPARE(j.status, 0);
    QVERIFY2(nonsenseIn(j.out).isEmpty(), qPrintable(nonsenseIn(j.out)));
    const QJsonArray matches = json(j).value(QLatin1String("matches")).toArray();
    QVERIFY(!matches.isEmpty());
    int exponentialMatches = 0;
    for (const QJsonValue &m : matches) {
        const QJsonObject o = m.toObject();
        QVERIFY2(o.value(QLatin1String("value")).isDouble(),
            qPrintable(o.value(QLatin1String("description")).toString()));
        QCOMPARE_LE(std::abs(o.value(QLatin1String("value")).toDouble() - value), 5e-4);
        if (o.value(QLatin1String("gain")).toString() == QLatin1String("exponential"))
            ++exponentialMatches;
    }
    QVERIFY(exponentialMatches >= exponential);
    const Run t = runCli(args);
    QCOMPARE(t.status, 0);
    QVERIFY2(nonsenseIn(t.out).isEmpty(), qPrintable(nonsenseIn(t.out)));
    QVERIFY2(!t.out.contains("—"), t.out.constData());
}

QTEST_GUILESS_MAIN(TestCliNumbers)
#include "tst_cli_numbers.moc"
