// Tests of the scenario format (docs/scenario-format.md): exact round trips, stable output, and
// one row per class of malformed file, each with its message, line and column.
//
// The line and column of each malformed row were counted by hand in the row's text (1-based,
// columns in characters); the syntax-error rows use the offset QJsonParseError reports.

#include "scenario.h"

#include <QTest>

#include <cmath>

using namespace Ndcg;

namespace {

const QString fileName = QStringLiteral("lesson.ndcg.json");

Scenario fullScenario()
{
    Scenario s;
    s.settings.gain = Gain::Custom;
    s.settings.gainMap = {{1.0, 3.0}, {2.0, 9.0}, {4.0, 4.5}};
    s.settings.negativeGrades = NegativeGrades::Zero;
    s.settings.discount = Discount::JK2002;
    s.settings.logBase = 3.0;
    s.settings.cutoff = 7;
    s.settings.idealSource = IdealSource::List;
    s.settings.zeroIdcg = ZeroIdcg::Undefined;
    s.settings.relevantFrom = 2.0;
    s.settings.maxGrade = 4.0;
    s.settings.rbpPersistence = 0.95;
    s.a.items = {{3.0, QStringLiteral("成都火锅大全"), 0.1},
        {-1.0, QStringLiteral("quote \" backslash \\ newline \n tab \t"), std::nullopt},
        {1.0 / 3.0, QString(), -2.5e-300}, {0.1, QStringLiteral("d4"), 1e300}};
    s.a.unretrieved = {{4.0, QStringLiteral("missed"), std::nullopt}};
    Ranking b;
    b.items = {{2.0, QStringLiteral("x"), std::nullopt}};
    s.b = b;
    ExampleInfo e;
    e.id = QStringLiteral("lesson-1");
    e.title = {QStringLiteral("Lesson 1"), QStringLiteral("第一课")};
    e.description = {QStringLiteral("Two rankings."), QString()};
    e.source = QStringLiteral("000_c2c0400f1bf19a12.txt");
    e.conventions = {QStringLiteral("Linear."), QStringLiteral("线性。")};
    StatedFigure f1;
    f1.quantity = Quantity::Ndcg;
    f1.stated = QStringLiteral("81.96%");
    f1.reason = DifferenceReason::RoundedTerms;
    f1.note = {QStringLiteral("rounded"), QStringLiteral("取整")};
    f1.quote = QStringLiteral("NDCG@6 = 81.96%");
    StatedFigure f2;
    f2.quantity = Quantity::Contribution;
    f2.ranking = 1;
    f2.position = 1;
    f2.cutoff = 3;
    f2.gain = Gain::Linear;
    f2.stated = QStringLiteral("2.0");
    e.figures = {f1, f2};
    e.notes = {{DifferenceReason::Inconsistent, {QStringLiteral("five or six"), QString()}}};
    s.example = e;
    return s;
}

// A valid file to break in each malformed row: one change per row.
QByteArray validText()
{
    return QByteArrayLiteral("{\n"
                             "  \"format\": \"ndcg-explorer-scenario\",\n"
                             "  \"version\": 1,\n"
                             "  \"settings\": {\n"
                             "    \"gain\": \"exponential\",\n"
                             "    \"negativeGrades\": \"zero\",\n"
                             "    \"discount\": \"log\",\n"
                             "    \"logBase\": 2,\n"
                             "    \"k\": 5,\n"
                             "    \"idealSource\": \"pool\",\n"
                             "    \"zeroIdcg\": \"zero\",\n"
                             "    \"relevantFrom\": 1,\n"
                             "    \"maxGrade\": null,\n"
                             "    \"rbpPersistence\": 0.8\n"
                             "  },\n"
                             "  \"rankingA\": {\n"
                             "    \"items\": [\n"
                             "      {\"grade\": 3, \"label\": \"成都\"},\n"
                             "      {\"grade\": 2}\n"
                             "    ]\n"
                             "  }\n"
                             "}\n");
}

QByteArray replaced(const char *before, const char *after)
{
    QByteArray text = validText();
    const qsizetype at = text.indexOf(before);
    Q_ASSERT(at >= 0);
    return text.replace(at, qsizetype(qstrlen(before)), after);
}

// The label "成都" (line 18, from column 30) replaced by `label`, which may hold any byte.
QByteArray withLabel(const QByteArray &label)
{
    QByteArray text = validText();
    return text.replace("成都", label);
}

QByteArray utf16(const QByteArray &utf8, QSysInfo::Endian endian, bool bom)
{
    const QString text = QString::fromUtf8(utf8);
    QByteArray out;
    if (bom)
        out += endian == QSysInfo::LittleEndian ? "\xFF\xFE" : "\xFE\xFF";
    for (const QChar c : text) {
        const char high = char(c.unicode() >> 8);
        const char low = char(c.unicode() & 0xFF);
        out.append(endian == QSysInfo::LittleEndian ? low : high);
        out.append(endian == QSysInfo::LittleEndian ? high : low);
    }
    return out;
}

} // namespace

class TestScenario : public QObject
{
    Q_OBJECT
private slots:
    void validTextParses();
    void roundTripIsExact_data();
    void roundTripIsExact();
    void outputIsStableAndOrdered();
    void malformedFiles_data();
    void malformedFiles();
    void strictTextStillReadsWhatJsonAllows();
    void statedFigureNumbers_data();
    void statedFigureNumbers();
    void byteOrderMarkIsAccepted();
    void missingFileNamesTheFile();
    void localizedTextFallsBackToEnglish();
};

void TestScenario::validTextParses()
{
    const auto s = parseScenario(validText(), fileName);
    QVERIFY2(s.ok(), qPrintable(s.ok() ? QString() : s.error().toString()));
    QCOMPARE(s->a.grades(), (QList<double> {3, 2}));
    QCOMPARE(s->a.items[0].label, QStringLiteral("成都"));
    Settings expected;
    expected.cutoff = 5;
    QCOMPARE(s->settings, expected);
    QVERIFY(!s->b);
    QVERIFY(!s->example);
}

void TestScenario::roundTripIsExact_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::newRow("default settings, empty ranking") << Scenario {};
    Scenario grades;
    grades.a = Ranking::fromGrades({3, 2, 0, 1, 3}, {3, 0});
    grades.settings.cutoff = 0;
    QTest::newRow("grades and a judged pool, k = all") << grades;
    QTest::newRow("every field set, odd doubles and strings") << fullScenario();
}

void TestScenario::roundTripIsExact()
{
    QFETCH(Scenario, scenario);
    const QByteArray saved = scenarioToJson(scenario);
    const auto back = parseScenario(saved, fileName);
    QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.error().toString()));
    QVERIFY(*back == scenario);
    QCOMPARE(scenarioToJson(*back), saved);
}

void TestScenario::outputIsStableAndOrdered()
{
    const QByteArray saved = scenarioToJson(fullScenario());
    QVERIFY(saved.startsWith("{\n  \"format\": \"ndcg-explorer-scenario\",\n  \"version\": 1,\n"));
    QVERIFY(saved.endsWith("}\n"));
    // Documented key order: example, settings, rankingA, rankingB.
    const qsizetype example = saved.indexOf("\"example\"");
    const qsizetype settings = saved.indexOf("\"settings\"");
    const qsizetype a = saved.indexOf("\"rankingA\"");
    const qsizetype b = saved.indexOf("\"rankingB\"");
    QVERIFY(example > 0 && example < settings && settings < a && a < b);
    // One item per line; UTF-8 kept as it is; the shortest exact numbers.
    QVERIFY(saved.contains("{\"grade\": 3, \"label\": \"成都火锅大全\", \"score\": 0.1}"));
    QVERIFY(saved.contains("{\"grade\": 0.3333333333333333, \"score\": -2.5e-300}"));
    QVERIFY(saved.contains("\"gainMap\": {\"1\": 3, \"2\": 9, \"4\": 4.5}"));
    QVERIFY(saved.contains("\"maxGrade\": 4,"));
    QCOMPARE(scenarioToJson(fullScenario()), saved);
}

void TestScenario::malformedFiles_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");

    QTest::newRow("JSON syntax: a missing comma")
        << replaced("\"version\": 1,", "\"version\": 1")
        << QStringLiteral("JSON syntax error: unterminated object") << 4 << 4;
    QTest::newRow("JSON syntax: a trailing comma after the last item")
        << replaced("{\"grade\": 2}", "{\"grade\": 2},")
        << QStringLiteral("JSON syntax error: object is missing after a comma") << 20 << 6;
    QTest::newRow("JSON syntax: the file stops early")
        << validText().left(validText().indexOf("\"rankingA\""))
        << QStringLiteral("JSON syntax error: unterminated object") << 16 << 3;
    QTest::newRow("not an object at the top level")
        << QByteArray("[1, 2]") << QStringLiteral("expected a JSON object at the top level") << 1
        << 1;
    QTest::newRow("missing format") << replaced("  \"format\": \"ndcg-explorer-scenario\",\n", "")
                                    << QStringLiteral("missing field \"format\"") << 1 << 1;
    QTest::newRow("another format")
        << replaced("ndcg-explorer-scenario", "trec-run")
        << QStringLiteral("format: not an NDCG Explorer scenario") << 2 << 13;
    QTest::newRow("a newer version of the format")
        << replaced("\"version\": 1", "\"version\": 2")
        << QStringLiteral("version: this file uses scenario format version 2, newer than "
                          "version 1 that this NDCG Explorer reads")
        << 3 << 14;
    QTest::newRow("version of the wrong type")
        << replaced("\"version\": 1", "\"version\": \"1\"")
        << QStringLiteral("version: expected an integer of at least 1, found a string") << 3 << 14;
    QTest::newRow("missing settings")
        << validText().remove(validText().indexOf("  \"settings\""),
               validText().indexOf("  \"rankingA\"") - validText().indexOf("  \"settings\""))
        << QStringLiteral("missing field \"settings\" (an object with every convention)") << 1 << 1;
    QTest::newRow("misspelt top-level field")
        << replaced("\"settings\"", "\"setting\"")
        << QStringLiteral("setting: unknown field \"setting\" (expected one of format, version, "
                          "settings, rankingA, rankingB, example)")
        << 4 << 3;
    QTest::newRow("missing setting")
        << replaced("    \"discount\": \"log\",\n", "")
        << QStringLiteral("settings: missing field \"discount\" (one of log, jk2002, none)") << 4
        << 15;
    QTest::newRow("unknown setting value")
        << replaced("\"exponential\"", "\"quadratic\"")
        << QStringLiteral("settings.gain: unknown value \"quadratic\" (expected one of linear, "
                          "exponential, custom)")
        << 5 << 13;
    QTest::newRow("misspelt field")
        << replaced("\"relevantFrom\"", "\"relevantFrm\"")
        << QStringLiteral("settings.relevantFrm: unknown field \"relevantFrm\"") << 12 << 5;
    QTest::newRow("k of the wrong type")
        << replaced("\"k\": 5", "\"k\": true")
        << QStringLiteral("settings.k: expected a positive integer or \"all\", found true or "
                          "false")
        << 9 << 10;
    QTest::newRow("k not positive")
        << replaced("\"k\": 5", "\"k\": 0")
        << QStringLiteral("settings.k: expected an integer of at least 1, found 0") << 9 << 10;
    QTest::newRow("settings that do not validate")
        << replaced("\"logBase\": 2", "\"logBase\": 1")
        << QStringLiteral("settings: the log base must be a number greater than 1") << 4 << 15;
    QTest::newRow("custom gain without a map")
        << replaced("\"exponential\"", "\"custom\"")
        << QStringLiteral("settings: missing field \"gainMap\"") << 4 << 15;
    QTest::newRow("missing ranking")
        << validText().left(validText().indexOf(",\n  \"rankingA\"")) + "\n}\n"
        << QStringLiteral("missing field \"rankingA\"") << 1 << 1;
    QTest::newRow("items of the wrong type")
        << replaced("\"items\": [\n      {\"grade\": 3, \"label\": \"成都\"},\n      {\"grade\": "
                    "2}\n    ]",
               "\"items\": \"3,2\"")
        << QStringLiteral("rankingA.items: expected an array of items, found a string") << 17 << 14;
    QTest::newRow("grade of the wrong type")
        << replaced("{\"grade\": 2}", "{\"grade\": \"2\"}")
        << QStringLiteral("rankingA.items[1].grade: expected a number, found a string") << 19 << 17;
    QTest::newRow("missing grade, after Chinese text on the line before")
        << replaced("{\"grade\": 2}", "{\"label\": \"x\"}")
        << QStringLiteral("rankingA.items[1]: missing field \"grade\" (a number)") << 19 << 7;
    QTest::newRow("grade out of range; columns count characters, not bytes")
        << replaced(
               "{\"grade\": 3, \"label\": \"成都\"}", "{\"label\": \"成都\", \"grade\": 2000000}")
        << QStringLiteral("rankingA.items[0].grade: grade 2000000 is out of range (expected a "
                          "number from −1,000,000 to 1,000,000)")
        << 18 << 32;
    QTest::newRow("negative grade while negative grades are rejected")
        << replaced("\"zero\",\n    \"discount\"", "\"reject\",\n    \"discount\"")
               .replace("{\"grade\": 2}", "{\"grade\": -1}")
        << QStringLiteral("rankingA.items[1].grade: grade -1 is out of range: negative grades "
                          "are rejected")
        << 19 << 17;
    QTest::newRow("score of the wrong type")
        << replaced("{\"grade\": 2}", "{\"grade\": 2, \"score\": \"high\"}")
        << QStringLiteral("rankingA.items[1].score: expected a number or null, found a string")
        << 19 << 29;
    QTest::newRow("example without a title")
        << replaced("\"version\": 1,", "\"version\": 1,\n  \"example\": {\"id\": \"x\"},")
        << QStringLiteral("example: missing field \"title\"") << 4 << 14;
    QTest::newRow("figure stated in words")
        << replaced("\"version\": 1,",
               "\"version\": 1,\n  \"example\": {\"id\": \"x\", \"title\": {\"en\": \"t\"}, "
               "\"description\": {\"en\": \"d\"},\n    \"figures\": [{\"quantity\": \"dcg\", "
               "\"stated\": \"about 9\"}]},")
        << QStringLiteral("example.figures[0].stated: \"about 9\" is not a decimal number") << 5
        << 47;
    QTest::newRow("figure about a ranking B that does not exist")
        << replaced("\"version\": 1,",
               "\"version\": 1,\n  \"example\": {\"id\": \"x\", \"title\": {\"en\": \"t\"}, "
               "\"description\": {\"en\": \"d\"},\n    \"figures\": [{\"quantity\": \"dcg\", "
               "\"ranking\": \"B\", \"stated\": \"9\"}]},")
        << QStringLiteral("example.figures[0].ranking: the figure is about ranking B") << 5 << 48;
    QTest::newRow("difference without a note")
        << replaced("\"version\": 1,",
               "\"version\": 1,\n  \"example\": {\"id\": \"x\", \"title\": {\"en\": \"t\"}, "
               "\"description\": {\"en\": \"d\"},\n    \"figures\": [{\"quantity\": \"dcg\", "
               "\"stated\": \"9\", \"reason\": \"rounded-terms\"}]},")
        << QStringLiteral("example.figures[0]: missing field \"note\"") << 5 << 17;
    QTest::newRow("per-position figure without a position")
        << replaced("\"version\": 1,",
               "\"version\": 1,\n  \"example\": {\"id\": \"x\", \"title\": {\"en\": \"t\"}, "
               "\"description\": {\"en\": \"d\"},\n    \"figures\": [{\"quantity\": "
               "\"contribution\", \"stated\": \"9\"}]},")
        << QStringLiteral("example.figures[0]: missing field \"position\"") << 5 << 17;

    // Stricter than QJsonDocument (issue 20): what it would accept, and lose or change on save.
    QTest::newRow("a second rankingA, which would silently replace the first")
        << validText().replace("\n}\n", ",\n  \"rankingA\": {\"items\": []}\n}\n")
        << QStringLiteral("JSON syntax error: the key \"rankingA\" appears twice in one object "
                          "(first at line 16, column 3)")
        << 22 << 3;
    QTest::newRow("a key twice in one item")
        << replaced("{\"grade\": 2}", "{\"grade\": 2, \"grade\": 1}")
        << QStringLiteral("the key \"grade\" appears twice in one object (first at line 19, "
                          "column 8)")
        << 19 << 20;
    QTest::newRow("a key twice, once written with an escape")
        << replaced("{\"grade\": 2}", "{\"grade\": 2, \"\\u0067rade\": 1}")
        << QStringLiteral("the key \"grade\" appears twice") << 19 << 20;
    QTest::newRow("a raw NUL inside a string")
        << withLabel(QByteArray("a\0b", 3))
        << QStringLiteral("JSON syntax error: a control character (U+0000) inside a string: "
                          "JSON writes it as an escape, \\u0000")
        << 18 << 31;
    QTest::newRow("a raw tab inside a string")
        << withLabel("a\tb") << QStringLiteral("a control character (U+0009) inside a string") << 18
        << 31;
    QTest::newRow("a lone high surrogate escape")
        << withLabel("x\\ud800")
        << QStringLiteral("JSON syntax error: a lone surrogate escape "
                          "\\ud800 (expected a pair such as "
                          "\\ud83d\\ude00, or the character itself)")
        << 18 << 31;
    QTest::newRow("a high surrogate followed by another high one")
        << withLabel("\\ud83d\\ud83d") << QStringLiteral("a lone surrogate escape \\ud83d") << 18
        << 30;
    QTest::newRow("a lone low surrogate escape")
        << withLabel("\\uDC00") << QStringLiteral("a lone surrogate escape \\uDC00") << 18 << 30;
    QTest::newRow("two byte-order marks")
        << "\xEF\xBB\xBF\xEF\xBB\xBF" + validText()
        << QStringLiteral("the file starts with a second byte-order mark") << 1 << 1;
    QTest::newRow("version 999999999999 is newer, not an error of type")
        << replaced("\"version\": 1", "\"version\": 999999999999")
        << QStringLiteral("version: this file uses scenario format version 999999999999, newer "
                          "than version 1 that this NDCG Explorer reads")
        << 3 << 14;
    QTest::newRow("version 1.5 is not a version")
        << replaced("\"version\": 1", "\"version\": 1.5")
        << QStringLiteral("version: expected an integer of at least 1, found 1.5") << 3 << 14;
    QTest::newRow("UTF-16, little-endian with a byte-order mark")
        << utf16(validText(), QSysInfo::LittleEndian, true)
        << QStringLiteral("the file is UTF-16; save it as UTF-8") << 1 << 1;
    QTest::newRow("UTF-16, little-endian without a byte-order mark")
        << utf16(validText(), QSysInfo::LittleEndian, false)
        << QStringLiteral("the file is UTF-16; save it as UTF-8") << 1 << 1;
    QTest::newRow("UTF-16, big-endian without a byte-order mark")
        << utf16(validText(), QSysInfo::BigEndian, false)
        << QStringLiteral("the file is UTF-16; save it as UTF-8") << 1 << 1;
    QTest::newRow("a label of 1001 characters")
        << withLabel(QByteArray(1001, 'x'))
        << QStringLiteral("rankingA.items[0].label: the label is 1001 characters long, more than "
                          "the limit of 1000 characters")
        << 18 << 29;
}

// What JSON allows still reads: escapes of control characters and of a surrogate pair, a label
// of exactly the limit (a character beyond the BMP counts two), one byte-order mark.
void TestScenario::strictTextStillReadsWhatJsonAllows()
{
    const QByteArray limit = QByteArray("\xF0\x9F\x98\x80") + QByteArray(998, 'x');
    for (const auto &[label, expected] : {
             std::pair {QByteArray("a\\u0000b\\tc\\u001f"), QStringLiteral("a\0b\tc\x1f")},
             std::pair {QByteArray("\\ud83d\\ude00 \\uD83D\\uDE00"), QStringLiteral("😀 😀")},
             std::pair {limit, QString::fromUtf8(limit)},
         }) {
        const auto s = parseScenario("\xEF\xBB\xBF" + withLabel(label), fileName);
        QVERIFY2(s.ok(), qPrintable(s.ok() ? QString() : s.error().toString()));
        QCOMPARE(s->a.items[0].label, expected);
        // Written and read back the same: \b and \f too.
        Scenario back = *s;
        back.a.items[1].label = QStringLiteral("\b\f\x01\"\\");
        const QByteArray saved = scenarioToJson(back);
        QVERIFY(saved.contains("\"label\": \"\\b\\f\\u0001\\\"\\\\\""));
        const auto reread = parseScenario(saved, fileName);
        QVERIFY2(reread.ok(), qPrintable(reread.ok() ? QString() : reread.error().toString()));
        QCOMPARE(*reread, back);
    }
    QCOMPARE(QString::fromUtf8(limit).size(), maxLabelLength);
}

void TestScenario::malformedFiles()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    QFETCH(int, line);
    QFETCH(int, column);
    const auto s = parseScenario(json, fileName);
    QVERIFY(!s.ok());
    const Error &e = s.error();
    QVERIFY2(e.message.contains(message), qPrintable(e.toString()));
    QCOMPARE(e.file, fileName);
    QCOMPARE(e.line, line);
    QCOMPARE(e.column, column);
    QVERIFY(
        e.toString().startsWith(QStringLiteral("%1:%2:%3: ").arg(fileName).arg(line).arg(column)));
}

void TestScenario::statedFigureNumbers_data()
{
    QTest::addColumn<QString>("stated");
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("decimals");
    QTest::newRow("integer") << QStringLiteral("15") << 15.0 << 0;
    QTest::newRow("two decimals") << QStringLiteral("9.26") << 9.26 << 2;
    QTest::newRow("a trailing zero counts") << QStringLiteral("1.0") << 1.0 << 1;
    QTest::newRow("percent") << QStringLiteral("81.96%") << 0.8196 << 4;
    QTest::newRow("a whole double")
        << QStringLiteral("0.8607594936708861") << 0.8607594936708861 << 16;
}

void TestScenario::statedFigureNumbers()
{
    QFETCH(QString, stated);
    QFETCH(double, value);
    QFETCH(int, decimals);
    StatedFigure f;
    f.stated = stated;
    QCOMPARE_LE(std::abs(f.statedValue() - value), 1e-15);
    QCOMPARE(f.statedDecimals(), decimals);
}

void TestScenario::byteOrderMarkIsAccepted()
{
    const auto s = parseScenario("\xEF\xBB\xBF" + validText(), fileName);
    QVERIFY(s.ok());
    const auto e
        = parseScenario("\xEF\xBB\xBF" + replaced("ndcg-explorer-scenario", "x"), fileName);
    QVERIFY(!e.ok());
    QCOMPARE(e.error().line, 2);
    QCOMPARE(e.error().column, 13);
}

void TestScenario::missingFileNamesTheFile()
{
    const auto s = readScenarioFile(QStringLiteral("/nonexistent/lesson.ndcg.json"));
    QVERIFY(!s.ok());
    QCOMPARE(s.error().file, QStringLiteral("/nonexistent/lesson.ndcg.json"));
    QVERIFY(s.error().message.startsWith(QStringLiteral("cannot open the file")));
}

void TestScenario::localizedTextFallsBackToEnglish()
{
    const LocalizedText both {QStringLiteral("gain"), QStringLiteral("增益")};
    QCOMPARE(both.text(QStringLiteral("zh_CN")), QStringLiteral("增益"));
    QCOMPARE(both.text(QStringLiteral("en_US")), QStringLiteral("gain"));
    const LocalizedText english {QStringLiteral("gain"), QString()};
    QCOMPARE(english.text(QStringLiteral("zh_CN")), QStringLiteral("gain"));
}

QTEST_APPLESS_MAIN(TestScenario)
#include "tst_scenario.moc"
