// Tests of the bundled worked examples: every seed example's exact values, the figures its text
// states (which agree, which differ and why), the numbers its notes quote, and an exact round
// trip of every file.
//
// How the expected values were derived: a direct Python 3 transcription of SPEC.md (gain 2^g − 1
// or g, d(i) = 1/log2(i+1) or 1/(ln(i+1)/ln b), JK 2002 d(i) = 1 for i < b else 1/(ln i/ln b),
// the ideal as sorted(pool, reverse=True)), summed left to right and printed with repr(); the
// seed texts' own Python where it runs (004's ndcg_at_k gives 0.8645478846264829; 003's second
// ndcg() gives 0.5989424922078114). Compared with a tolerance of 1e-12, since the two
// computations may round a division differently in the last bit. The lists of differing figures
// were checked by hand against the texts (see the notes in each file).

#include "examples.h"

#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QTest>

#include <cmath>

using namespace Ndcg;

namespace {
constexpr double tight = 1e-12;

Scenario load(const QString &id)
{
    const auto s = loadExample(id);
    if (!s)
        qFatal("%s", qPrintable(s.error().toString()));
    return *s;
}

double ndcgOf(const Ranking &r, const Settings &s)
{
    const auto b = explain(r, s);
    return b && b->ndcg ? *b->ndcg : std::nan("");
}
} // namespace

class TestExamples : public QObject
{
    Q_OBJECT
private slots:
    void everyExampleIsBundled();
    void everyExampleDescribesItself_data();
    void everyExampleDescribesItself();
    void theExamplesOfOneTextCiteItAlike();
    void roundTripIsExact_data();
    void roundTripIsExact();
    void exactValues_data();
    void exactValues();
    void textFigures_data();
    void textFigures();
    void figureExactValues_data();
    void figureExactValues();
    void notesOfEachExample_data();
    void notesOfEachExample();
    void numbersQuotedInNotes_data();
    void numbersQuotedInNotes();
    void code003WouldPrintTheseNdcgs();
    void searchFindsExamples_data();
    void searchFindsExamples();
    void unknownExampleIsAnError();
};

void TestExamples::everyExampleIsBundled()
{
    const QStringList expected {QStringLiteral("000-code"), QStringLiteral("000-prose"),
        QStringLiteral("001-complete"), QStringLiteral("001-example-1"),
        QStringLiteral("001-systems-ab"), QStringLiteral("002-lipsticks-ab"),
        QStringLiteral("003-code"), QStringLiteral("003-example"),
        QStringLiteral("004-precision-ndcg"), QStringLiteral("own-jk2002-base"),
        QStringLiteral("own-log-base"), QStringLiteral("own-pool-vs-list"),
        QStringLiteral("own-tied-scores"), QStringLiteral("own-zero-idcg")};
    QCOMPARE(exampleIds(), expected);
}

void TestExamples::everyExampleDescribesItself_data()
{
    QTest::addColumn<QString>("id");
    for (const QString &id : exampleIds())
        QTest::newRow(qPrintable(id)) << id;
}

// Several examples come from one text: they cite it with the same words, in both languages.
void TestExamples::theExamplesOfOneTextCiteItAlike()
{
    QHash<QString, LocalizedText> citationOf;
    int seeded = 0;
    for (const QString &id : exampleIds()) {
        const Scenario s = load(id);
        QVERIFY(s.example);
        if (s.example->source.isEmpty())
            continue;
        ++seeded;
        const auto known = citationOf.constFind(s.example->source);
        if (known == citationOf.constEnd())
            citationOf.insert(s.example->source, s.example->citation);
        else
            QVERIFY2(*known == s.example->citation, qPrintable(id));
    }
    QCOMPARE(citationOf.size(), 5); // five source texts
    QCOMPARE(seeded, 9);
}

void TestExamples::everyExampleDescribesItself()
{
    QFETCH(QString, id);
    const Scenario s = load(id);
    QVERIFY(s.example);
    const ExampleInfo &e = *s.example;
    QCOMPARE(e.id, id);
    QVERIFY(!e.title.en.isEmpty() && !e.title.zhCN.isEmpty());
    QVERIFY(!e.description.en.isEmpty() && !e.description.zhCN.isEmpty());
    QVERIFY(!e.conventions.en.isEmpty() && !e.conventions.zhCN.isEmpty());
    if (id.startsWith(QLatin1String("own-"))) {
        QVERIFY(e.source.isEmpty());
        QVERIFY(e.citation.isEmpty());
    } else {
        // The source text is named by its citation in both languages; its file name is only a
        // detail (the texts themselves are not part of the repository).
        QVERIFY(id.startsWith(e.source.left(3)));
        QVERIFY2(QRegularExpression(QStringLiteral("^\\d{3}_[0-9a-f]{16}\\.txt$"))
                     .match(e.source)
                     .hasMatch(),
            qPrintable(e.source));
        QVERIFY2(!e.citation.en.isEmpty() && !e.citation.zhCN.isEmpty(), qPrintable(id));
        QVERIFY2(!e.citation.en.contains(e.source) && !e.citation.zhCN.contains(e.source),
            qPrintable(id));
    }
    // Every figure that differs says why, in both languages; every figure the exact value
    // rounds to is marked as agreeing.
    const auto rows = compareWithText(s);
    QVERIFY(rows.ok());
    for (const FigureComparison &c : *rows) {
        const QString what = id + QLatin1Char(' ') + c.label + QLatin1Char(' ') + c.figure.stated;
        QVERIFY2(c.agrees == (c.figure.reason == DifferenceReason::None), qPrintable(what));
        if (!c.agrees)
            QVERIFY2(
                !c.figure.note.en.isEmpty() && !c.figure.note.zhCN.isEmpty(), qPrintable(what));
    }
    for (const ExampleNote &n : e.notes)
        QVERIFY(!n.text.en.isEmpty() && !n.text.zhCN.isEmpty());
    // A list of names inside Chinese text takes the enumeration comma: "排成 B、A、D、C、E",
    // not "排成 B, A, D, C, E" (a code's list in brackets, "[1, 1, 0]", keeps its commas).
    static const QRegularExpression latinList(QStringLiteral("\\b[A-Z], [A-Z]\\b"));
    QStringList chinese {e.title.zhCN, e.description.zhCN, e.conventions.zhCN};
    for (const ExampleNote &n : e.notes)
        chinese << n.text.zhCN;
    for (const FigureComparison &c : *rows)
        chinese << c.figure.note.zhCN;
    for (const QString &text : std::as_const(chinese))
        QVERIFY2(!latinList.match(text).hasMatch(), qPrintable(text));
}

void TestExamples::roundTripIsExact_data()
{
    everyExampleDescribesItself_data();
}

void TestExamples::roundTripIsExact()
{
    QFETCH(QString, id);
    QFile file(exampleResourcePath(id));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const auto s = parseScenario(bytes, id);
    QVERIFY(s.ok());
    // The bundled files are exactly what Save writes: opening and saving changes nothing.
    QCOMPARE(scenarioToJson(*s), bytes);
    const auto again = parseScenario(scenarioToJson(*s));
    QVERIFY(again.ok());
    QVERIFY(*again == *s);
    // And the file in the source tree is the one compiled in.
    QFile source(
        QStringLiteral(NDCG_SOURCE_DIR "/resources/examples/") + id + QStringLiteral(".json"));
    QVERIFY(source.open(QIODevice::ReadOnly));
    QCOMPARE(source.readAll(), bytes);
}

void TestExamples::exactValues_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("ranking");
    QTest::addColumn<double>("dcg");
    QTest::addColumn<double>("idcg");
    QTest::addColumn<double>("ndcg");
    const auto row = [](const char *name, const char *id, int r, double d, double i, double n) {
        QTest::newRow(name) << QString::fromLatin1(id) << r << d << i << n;
    };
    row("000 prose 3,2,0,1,3", "000-prose", 0, 12.031435469429558, 13.347184833073596,
        0.9014212075355634);
    row("000 code 3,2,3,0,1", "000-code", 0, 12.779642067948915, 13.347184833073596,
        0.9574784666412695);
    row("001 example 1, linear", "001-example-1", 0, 6.853094486919933, 7.323465818787765,
        0.9357720315071135);
    row("001 complete example, linear", "001-complete", 0, 7.85363598586503, 8.454395572359225,
        0.9289411547694414);
    row("001 system A: already ideal", "001-systems-ab", 0, 7.510065430524243, 7.510065430524243,
        1.0);
    row("001 system B with the union pool", "001-systems-ab", 1, 4.0, 7.510065430524243,
        0.5326185286938011);
    row("002 algorithm A", "002-lipsticks-ab", 0, 42.225751536309765, 45.64282878502658,
        0.9251344112607278);
    row("002 algorithm B", "002-lipsticks-ab", 1, 44.595390756454925, 45.64282878502658,
        0.977051421735822);
    row("003 example, pool of 8, linear", "003-example", 0, 6.861126688593502, 8.384055178438263,
        0.8183541904922859);
    row("003 code, natural log", "003-code", 0, 62.436546070891744, 104.24464265465492,
        0.5989424922078114);
    row("004 B,A,D,C,E", "004-precision-ndcg", 0, 39.46041107446347, 45.64282878502658,
        0.8645478846264829);
    row("ours: judged pool", "own-pool-vs-list", 0, 7.847184833073595, 14.208537949220382,
        0.5522865801617659);
    row("ours: base 10", "own-log-base", 0, 39.967563507722375, 44.33838828464168,
        0.9014212075355632);
    row("ours: JK 2002 base 2", "own-jk2002-base", 0, 13.514735906513751, 16.392789260714373,
        0.8244317481041539);
    row("ours: IDCG = 0", "own-zero-idcg", 0, 0.0, 0.0, 0.0);
    row("ours: trec_eval's tie order", "own-tied-scores", 0, 3.6788824814547207, 5.192536065216308,
        0.7084943532889005);
}

void TestExamples::exactValues()
{
    QFETCH(QString, id);
    QFETCH(int, ranking);
    QFETCH(double, dcg);
    QFETCH(double, idcg);
    QFETCH(double, ndcg);
    const Scenario s = load(id);
    const auto b = explain(s.ranking(ranking), s.settings);
    QVERIFY(b.ok());
    QCOMPARE_LE(std::abs(b->dcg - dcg), tight);
    QCOMPARE_LE(std::abs(b->idcg - idcg), tight);
    QVERIFY(b->ndcg);
    QCOMPARE_LE(std::abs(*b->ndcg - ndcg), tight);
}

void TestExamples::textFigures_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("count");
    QTest::addColumn<QStringList>("differences"); // "label = stated: reason"
    QTest::newRow("000 prose: DCG and IDCG that nothing reproduces")
        << QStringLiteral("000-prose") << 3
        << QStringList {QStringLiteral("DCG@5 = 9.26: irreproducible"),
               QStringLiteral("IDCG@5 = 10.75: irreproducible"),
               QStringLiteral("NDCG@5 = 0.86: propagated")};
    QTest::newRow("001 complete example: all right")
        << QStringLiteral("001-complete") << 11 << QStringList {};
    QTest::newRow("001 example 1: all right")
        << QStringLiteral("001-example-1") << 16 << QStringList {};
    QTest::newRow("001 systems: claimed NDCGs")
        << QStringLiteral("001-systems-ab") << 4
        << QStringList {QStringLiteral("NDCG@5 (A) = 0.95: irreproducible"),
               QStringLiteral("NDCG@5 (B) = 0.55: irreproducible")};
    QTest::newRow("002: all right to the last digit")
        << QStringLiteral("002-lipsticks-ab") << 8 << QStringList {};
    QTest::newRow("003: truncated terms and their sum")
        << QStringLiteral("003-example") << 15
        << QStringList {QStringLiteral("contribution at 5 = 0.38: truncated-term"),
               QStringLiteral("ideal contribution at 6 = 0.35: truncated-term"),
               QStringLiteral("IDCG@6 = 8.37: rounded-terms"),
               QStringLiteral("NDCG@6 = 81.96%: propagated")};
    QTest::newRow("004: wrong logarithms, a claimed output, two thresholds")
        << QStringLiteral("004-precision-ndcg") << 22
        << QStringList {QStringLiteral("log denominator at 3 = 2.585: wrong-logarithm"),
               QStringLiteral("log denominator at 4 = 3.17: wrong-logarithm"),
               QStringLiteral("log denominator at 5 = 3.459: wrong-logarithm"),
               QStringLiteral("contribution at 2 = 19.57: arithmetic"),
               QStringLiteral("contribution at 3 = 1.16: wrong-logarithm"),
               QStringLiteral("contribution at 4 = 2.21: wrong-logarithm"),
               QStringLiteral("contribution at 5 = 0.29: wrong-logarithm"),
               QStringLiteral("DCG@5 = 38.23: wrong-logarithm"),
               QStringLiteral("ideal contribution at 3 = 2.71: wrong-logarithm"),
               QStringLiteral("ideal contribution at 4 = 0.95: wrong-logarithm"),
               QStringLiteral("ideal contribution at 5 = 0.29: wrong-logarithm"),
               QStringLiteral("IDCG@5 = 44.41: wrong-logarithm"),
               QStringLiteral("NDCG@5 = 0.861: propagated"),
               QStringLiteral("NDCG@5 = 0.8607594936708861: irreproducible"),
               QStringLiteral("P@5 = 0.8: threshold"), QStringLiteral("P@5 = 0.8: threshold")};
    QTest::newRow("000 code: states no figure")
        << QStringLiteral("000-code") << 0 << QStringList {};
    QTest::newRow("003 code: prints nothing") << QStringLiteral("003-code") << 0 << QStringList {};
}

void TestExamples::textFigures()
{
    QFETCH(QString, id);
    QFETCH(int, count);
    QFETCH(QStringList, differences);
    const auto rows = compareWithText(load(id));
    QVERIFY(rows.ok());
    QCOMPARE(rows->size(), count);
    QStringList actual;
    for (const FigureComparison &c : *rows) {
        if (!c.agrees)
            actual << QStringLiteral("%1 = %2: %3")
                          .arg(c.label, c.figure.stated, reasonName(c.figure.reason));
    }
    QCOMPARE(actual, differences);
}

void TestExamples::figureExactValues_data()
{
    // Single figures whose exact value the notes quote.
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("label");
    QTest::addColumn<QString>("stated");
    QTest::addColumn<double>("exact");
    const auto row = [](const char *id, const char *label, const char *stated, double exact) {
        QTest::newRow(
            qPrintable(QStringLiteral("%1 %2 %3")
                           .arg(QLatin1String(id), QLatin1String(label), QLatin1String(stated))))
            << QString::fromLatin1(id) << QString::fromUtf8(label) << QString::fromLatin1(stated)
            << exact;
    };
    row("002-lipsticks-ab", "CG@5 (A, gain g)", "15", 15.0);
    row("002-lipsticks-ab", "CG@5 (B, gain g)", "15", 15.0);
    row("002-lipsticks-ab", "DCG@5 (A)", "42.225751536309765", 42.225751536309765);
    row("003-example", "contribution at 5", "0.38", 0.38685280723454163);
    row("003-example", "ideal contribution at 6", "0.35", 0.3562071871080222);
    row("003-example", "NDCG@6", "81.96%", 0.8183541904922859);
    row("004-precision-ndcg", "log denominator at 3", "2.585", 2.0);
    row("004-precision-ndcg", "log denominator at 4", "3.17", 2.321928094887362);
    row("004-precision-ndcg", "contribution at 2", "19.57", 19.558822360715183);
    row("004-precision-ndcg", "P@3", "0.667", 2.0 / 3.0);
    row("004-precision-ndcg", "P@5", "0.8", 0.6);
    row("004-precision-ndcg", "NDCG@5", "0.8607594936708861", 0.8645478846264829);
    row("001-systems-ab", "RR (A)", "1.0", 1.0);
    row("001-systems-ab", "NDCG@5 (B)", "0.55", 0.5326185286938011);
    row("001-example-1", "discount at 5", "0.39", 0.38685280723454163);
}

void TestExamples::figureExactValues()
{
    QFETCH(QString, id);
    QFETCH(QString, label);
    QFETCH(QString, stated);
    QFETCH(double, exact);
    const auto rows = compareWithText(load(id));
    QVERIFY(rows.ok());
    bool found = false;
    for (const FigureComparison &c : *rows) {
        if (c.label != label || c.figure.stated != stated)
            continue;
        found = true;
        QVERIFY(c.exact);
        QCOMPARE_LE(std::abs(*c.exact - exact), tight);
    }
    QVERIFY(found);
}

void TestExamples::notesOfEachExample_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QStringList>("reasons");
    QTest::newRow("000 prose: the code uses another list")
        << QStringLiteral("000-prose") << QStringList {QStringLiteral("different-list")};
    QTest::newRow("000 code: np without import; another list") << QStringLiteral(
        "000-code") << QStringList {QStringLiteral("code-bug"), QStringLiteral("different-list")};
    QTest::newRow("003: 5 or 6 results; 2^rel − 1 or rel; the pool")
        << QStringLiteral("003-example")
        << QStringList {QStringLiteral("inconsistent"), QStringLiteral("convention-mix"),
               QStringLiteral("none")};
    QTest::newRow("003 code: shadowed, unprinted; indices; natural log; off by one")
        << QStringLiteral("003-code")
        << QStringList {QStringLiteral("code-bug"), QStringLiteral("none"), QStringLiteral("none"),
               QStringLiteral("code-bug")};
    QTest::newRow("004: wrong logarithms; thresholds")
        << QStringLiteral("004-precision-ndcg")
        << QStringList {QStringLiteral("wrong-logarithm"), QStringLiteral("threshold")};
}

void TestExamples::notesOfEachExample()
{
    QFETCH(QString, id);
    QFETCH(QStringList, reasons);
    const Scenario s = load(id);
    QStringList actual;
    for (const ExampleNote &n : s.example->notes)
        actual << reasonName(n.reason);
    QCOMPARE(actual, reasons);
}

void TestExamples::numbersQuotedInNotes_data()
{
    // The other readings the notes and descriptions quote, recomputed under those conventions.
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("ranking");
    QTest::addColumn<QString>("change");
    QTest::addColumn<double>("ndcg");
    QTest::newRow("001 A, list-only ideal: 1")
        << QStringLiteral("001-systems-ab") << 0 << QStringLiteral("list") << 1.0;
    QTest::newRow("001 B, list-only ideal: 1")
        << QStringLiteral("001-systems-ab") << 1 << QStringLiteral("list") << 1.0;
    QTest::newRow("001 A, union pool, 2^g − 1: 1")
        << QStringLiteral("001-systems-ab") << 0 << QStringLiteral("exponential") << 1.0;
    QTest::newRow("001 B, union pool, 2^g − 1: 0.747")
        << QStringLiteral("001-systems-ab") << 1 << QStringLiteral("exponential")
        << 0.747321906848751;
    QTest::newRow("001 B, JK 2002 and the pool, but at k = 3: 0.551") << QStringLiteral(
        "001-systems-ab") << 1 << QStringLiteral("jk2002 k3") << 0.5508231047523733;
    QTest::newRow("003 with 2^rel − 1: 0.781")
        << QStringLiteral("003-example") << 0 << QStringLiteral("exponential")
        << 0.7812708867825168;
    QTest::newRow("003 with the list-only ideal: 0.961")
        << QStringLiteral("003-example") << 0 << QStringLiteral("list") << 0.9608081943360617;
    QTest::newRow("003 code in base 2: the same 0.599")
        << QStringLiteral("003-code") << 0 << QStringLiteral("base 2") << 0.5989424922078114;
    QTest::newRow("000 prose under linear gain")
        << QStringLiteral("000-prose") << 0 << QStringLiteral("linear")
        << 5.853 / 6.323; // checked to 1e-3 below
    QTest::newRow("ours: list-only ideal: 0.835")
        << QStringLiteral("own-pool-vs-list") << 0 << QStringLiteral("list") << 0.8354477690556398;
    QTest::newRow("ours: standard discount, base 2: the same 0.901")
        << QStringLiteral("own-log-base") << 0 << QStringLiteral("base 2") << 0.9014212075355634;
    QTest::newRow("ours: JK 2002 base 3: 0.875")
        << QStringLiteral("own-jk2002-base") << 0 << QStringLiteral("base 3") << 0.8751294657931381;
    QTest::newRow("ours: JK 2002 base 10: 1")
        << QStringLiteral("own-jk2002-base") << 0 << QStringLiteral("base 10") << 1.0;
    QTest::newRow("ours: IDCG = 0 under LightGBM's rule: 1")
        << QStringLiteral("own-zero-idcg") << 0 << QStringLiteral("zero-idcg one") << 1.0;
    QTest::newRow("ours: the best order of the tied group: 0.824") << QStringLiteral(
        "own-tied-scores") << 0 << QStringLiteral("best ties") << 0.8241911108942167;
}

void TestExamples::numbersQuotedInNotes()
{
    QFETCH(QString, id);
    QFETCH(int, ranking);
    QFETCH(QString, change);
    QFETCH(double, ndcg);
    const Scenario s = load(id);
    Settings settings = s.settings;
    Ranking r = s.ranking(ranking);
    if (change == QLatin1String("list"))
        settings.idealSource = IdealSource::List;
    else if (change == QLatin1String("exponential"))
        settings.gain = Gain::Exponential;
    else if (change == QLatin1String("linear"))
        settings.gain = Gain::Linear;
    else if (change.startsWith(QLatin1String("base ")))
        settings.logBase = change.mid(5).toDouble();
    else if (change == QLatin1String("jk2002 k3")) {
        settings.discount = Discount::JK2002;
        settings.cutoff = 3;
    } else if (change == QLatin1String("zero-idcg one"))
        settings.zeroIdcg = ZeroIdcg::One;
    else if (change == QLatin1String("best ties"))
        std::swap(r.items[1], r.items[3]); // d2 (3), d7 (2), d9 (0) instead of d9, d7, d2
    const double tolerance = change == QLatin1String("linear") ? 1e-3 : tight;
    QCOMPARE_LE(std::abs(ndcgOf(r, settings) - ndcg), tolerance);
}

void TestExamples::code003WouldPrintTheseNdcgs()
{
    // The first (shadowed) ndcg() of 003 would print NDCG@1..10 rounded to 3 decimals.
    const Scenario s = load(QStringLiteral("003-code"));
    QCOMPARE(s.a.grades(), (QList<double> {2, 0, 5, 0, 4, 5, 3, 4, 0, 2}));
    const auto b = explain(s.a, s.settings);
    QVERIFY(b.ok());
    const QList<double> printed {
        0.097, 0.059, 0.319, 0.287, 0.362, 0.507, 0.533, 0.592, 0.589, 0.599};
    for (int i = 0; i < 10; ++i)
        QCOMPARE(std::round(*b->rows[i].ndcg * 1000.0) / 1000.0, printed[i]);
}

void TestExamples::searchFindsExamples_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QStringList>("ids");
    QTest::newRow("Chinese title words")
        << QStringLiteral("口红") << QStringList {QStringLiteral("002-lipsticks-ab")};
    QTest::newRow("English, any case")
        << QStringLiteral("LIPSTICK") << QStringList {QStringLiteral("002-lipsticks-ab")};
    QTest::newRow("a source file") << QStringLiteral(
        "f42ac6cb") << QStringList {QStringLiteral("003-code"), QStringLiteral("003-example")};
    QTest::newRow("tied") << QStringLiteral("tied")
                          << QStringList {QStringLiteral("own-tied-scores")};
}

void TestExamples::searchFindsExamples()
{
    QFETCH(QString, query);
    QFETCH(QStringList, ids);
    QStringList found;
    for (const QString &id : exampleIds()) {
        if (load(id).example->matches(query))
            found << id;
    }
    QCOMPARE(found, ids);
}

void TestExamples::unknownExampleIsAnError()
{
    const auto s = loadExample(QStringLiteral("999-nothing"));
    QVERIFY(!s.ok());
    QVERIFY(s.error().message.contains(QStringLiteral("no example named \"999-nothing\"")));
    QVERIFY(s.error().message.contains(QStringLiteral("000-prose")));
}

QTEST_APPLESS_MAIN(TestExamples)
#include "tst_examples.moc"
