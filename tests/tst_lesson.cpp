// Tests of the lesson format (docs/lesson-format.md) and of the answers the core computes: exact
// round trips of a lesson with every field and of both bundled lessons, one row per refusal with
// its message naming the scene, its line and its column, the limits, and every kind of question
// answered against values computed here by hand from the grades with SPEC.md's formulas (never
// by asking the core twice).
//
// The rows' lessons have one scene per line (line 6 on); the column of each refusal is where
// the row's marker (the value or key at fault) starts on that line.

#include "chinesetext.h"
#include "examples.h"
#include "lesson.h"

#include <QFile>
#include <QHash>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>

using namespace Ndcg;

namespace {

const QString fileName = QStringLiteral("class.ndcg-lesson.json");

const QByteArray head = "{\n"
                        "  \"format\": \"ndcg-explorer-lesson\",\n"
                        "  \"version\": 1,\n"
                        "  \"title\": {\"en\": \"L\"},\n"
                        "  \"scenes\": [\n";

// A lesson text with one scene per line, the first on line 6.
QByteArray lessonText(const QList<QByteArray> &scenes)
{
    QByteArray text = head;
    for (qsizetype i = 0; i < scenes.size(); ++i)
        text += "    " + scenes[i] + (i + 1 < scenes.size() ? ",\n" : "\n");
    return text + "  ]\n}\n";
}

// An embedded scenario on one line.
QByteArray embedded(
    const QByteArray &gradesA, const QByteArray &settings = {}, const QByteArray &gradesB = {})
{
    QByteArray s
        = "{\"format\": \"ndcg-explorer-scenario\", \"version\": 1, \"settings\": {\"gain\": "
          "\"linear\", \"negativeGrades\": \"zero\", \"discount\": \"log\", \"logBase\": "
          "2, \"k\": 3, \"idealSource\": \"list\", \"zeroIdcg\": \""
        + (settings.isEmpty() ? QByteArray("zero") : settings)
        + "\", \"relevantFrom\": 1, \"maxGrade\": null, \"rbpPersistence\": 0.8}, \"rankingA\": "
          "{\"items\": ["
        + gradesA + "]}";
    if (!gradesB.isEmpty())
        s += ", \"rankingB\": {\"items\": [" + gradesB + "]}";
    return s + "}";
}

// SPEC.md: d(i) = 1 / log_b(i + 1); DCG@k = Σ gain(g_i) d(i); IDCG@k the DCG@k of the grades
// sorted from the highest; NDCG = DCG / IDCG.
double dcg(const QList<double> &gains, int k, double base = 2.0)
{
    double sum = 0.0;
    for (int i = 1; i <= std::min<int>(k, int(gains.size())); ++i)
        sum += gains[i - 1] / (std::log(i + 1.0) / std::log(base));
    return sum;
}

QList<double> sortedDown(QList<double> gains)
{
    std::sort(gains.begin(), gains.end(), std::greater<double>());
    return gains;
}

QList<double> exponential(const QList<double> &grades)
{
    QList<double> gains;
    for (const double g : grades)
        gains << std::pow(2.0, g) - 1.0;
    return gains;
}

double ndcg(const QList<double> &gains, const QList<double> &pool, int k, double base = 2.0)
{
    return dcg(gains, k, base) / dcg(sortedDown(pool), k, base);
}

Scene exampleScene(const QString &id, std::optional<Question> question = std::nullopt)
{
    Scene s;
    s.title = {QStringLiteral("S"), QStringLiteral("场景")};
    s.source.example = id;
    s.question = question;
    return s;
}

Question predict(Quantity quantity, int position = 0, int ranking = 0)
{
    Question q;
    q.kind = QuestionKind::Predict;
    q.quantity = quantity;
    q.position = position;
    q.ranking = ranking;
    return q;
}

// A lesson with every field of the format set to something other than its default.
Lesson fullLesson()
{
    Lesson l;
    l.title = {QStringLiteral("Every field"), QStringLiteral("每个字段")};
    l.description = {QStringLiteral("quote \" backslash \\ newline \n"), QStringLiteral("说明")};

    Scene a = exampleScene(QStringLiteral("004-precision-ndcg"));
    a.narration = {QStringLiteral("Narration."), QStringLiteral("旁白。")};
    a.notes = {QStringLiteral("Notes."), QString()};
    a.show.step = 7;
    a.show.coarseSteps = true;
    a.show.panels = {ScenePanel::TextFigures, ScenePanel::Swaps, ScenePanel::Conventions};
    a.show.hidden
        = {LessonQuantity::GainColumn, LessonQuantity::NdcgTotal, LessonQuantity::Metrics};
    a.show.revealed = {{2, LessonQuantity::GainColumn}, {5, LessonQuantity::GainColumn}};
    a.show.zoom = 2.25;
    Question q = predict(Quantity::IdealContribution, 3);
    q.prompt = {QStringLiteral("How much?"), QStringLiteral("多少？")};
    q.cutoff = 4;
    q.tolerance = 0.01;
    a.question = q;

    Scene b;
    b.title = {QStringLiteral("Embedded"), QString()};
    Scenario s;
    s.settings.gain = Gain::Linear;
    s.settings.cutoff = 3;
    s.a.items = {{2.0, QStringLiteral("d1"), 0.5}, {0.0, {}, {}}, {1.0, {}, {}}};
    s.a.unretrieved = {{3.0, QStringLiteral("missed"), {}}};
    s.b = Ranking {{{1.0, {}, {}}, {2.0, {}, {}}, {0.0, {}, {}}}, {}};
    b.source.scenario = s;
    b.show.view = SceneView::TwoRankings;
    Question better;
    better.kind = QuestionKind::BetterRanking;
    better.cutoff = 2;
    b.question = better;

    Scene c = b;
    c.title = {QStringLiteral("Swaps of B"), QStringLiteral("交换 B")};
    Question swap;
    swap.kind = QuestionKind::BestSwap;
    swap.ranking = 1;
    swap.swaps = {{1, 2}, {3, 2}};
    c.question = swap;

    Scene d = exampleScene(QStringLiteral("000-prose"));
    Question which;
    which.kind = QuestionKind::WhichConvention;
    which.convention = QStringLiteral("LightGBM");
    which.conventions = {QStringLiteral("trec_eval"), QStringLiteral("LightGBM")};
    which.cutoff = 3;
    d.question = which;

    Scene e;
    e.title = {QStringLiteral("Runs"), QStringLiteral("运行")};
    e.source.runsQuery = QStringLiteral("420");
    e.show.view = SceneView::Runs;
    e.show.runsMeasure = QStringLiteral("P_10");
    e.show.runsTab = RunsTab::Queries;
    Question system;
    system.kind = QuestionKind::BetterSystem;
    system.prompt = {QStringLiteral("Better?"), QString()};
    e.question = system;

    l.scenes = {a, b, c, d, e};
    return l;
}

// trec_eval's ndcg_cut.10 of each query of the runs sample, by hand: the run's lines ordered by
// score (descending, ties by docno descending), linear gain, the ideal from every judged
// document of the query.
QHash<QString, double> ndcgCut10(const QString &runFile)
{
    std::map<QString, std::map<QString, double>> qrels;
    QFile q(QStringLiteral(":/runs/sample.qrels"));
    if (!q.open(QIODevice::ReadOnly))
        return {};
    for (const QByteArray &line : q.readAll().split('\n')) {
        const QList<QByteArray> f = line.simplified().split(' ');
        if (f.size() == 4)
            qrels[QString::fromLatin1(f[0])][QString::fromLatin1(f[2])] = f[3].toDouble();
    }
    struct Line
    {
        QString docno;
        double score;
    };
    std::map<QString, QList<Line>> run;
    QFile r(QStringLiteral(":/runs/") + runFile);
    if (!r.open(QIODevice::ReadOnly))
        return {};
    for (const QByteArray &line : r.readAll().split('\n')) {
        const QList<QByteArray> f = line.simplified().split(' ');
        if (f.size() == 6)
            run[QString::fromLatin1(f[0])].append({QString::fromLatin1(f[2]), f[4].toDouble()});
    }
    QHash<QString, double> values;
    for (auto &[qid, lines] : run) {
        std::sort(lines.begin(), lines.end(), [](const Line &x, const Line &y) {
            return x.score != y.score ? x.score > y.score : x.docno > y.docno;
        });
        QList<double> gains;
        for (const Line &l : lines)
            gains << std::max(0.0, qrels[qid].count(l.docno) ? qrels[qid][l.docno] : 0.0);
        QList<double> pool;
        for (const auto &[doc, grade] : qrels[qid])
            pool << std::max(0.0, grade);
        values[qid] = ndcg(gains, pool, 10);
    }
    return values;
}

} // namespace

class TestLesson : public QObject
{
    Q_OBJECT
private slots:
    void namesRoundTrip();
    void roundTripIsExact_data();
    void roundTripIsExact();
    void bundledLessonsAreStoredAsWritten_data();
    void bundledLessonsAreStoredAsWritten();
    void outputIsStableAndOrdered();
    void bundledLessonsAreComplete_data();
    void bundledLessonsAreComplete();
    void refusals_data();
    void refusals();
    void embeddedScenarioErrorsKeepTheirLine();
    void limits();
    void predictAnswers_data();
    void predictAnswers();
    void betterRankingAnswer();
    void bestSwapAnswer();
    void whichConventionAnswer();
    void betterSystemAnswer();
    void runsQueryScenario();
    void undefinedAnswerIsRefused();
    void checkLessonNamesTheScene();
    void rightAnswersWithinTheTolerance();
    void questionTextsInBothLanguages();
    void unknownLessonAndMissingFile();
};

void TestLesson::namesRoundTrip()
{
    QCOMPARE(allLessonQuantities().size(), lessonQuantityCount);
    for (const LessonQuantity q : allLessonQuantities())
        QCOMPARE(lessonQuantityFromName(lessonQuantityName(q)), q);
    QCOMPARE(lessonQuantityName(LessonQuantity::IdealContributionColumn),
        QStringLiteral("ideal-contribution"));
    QCOMPARE(sceneViewFromName(QStringLiteral("two-rankings")), SceneView::TwoRankings);
    QCOMPARE(scenePanelName(ScenePanel::TextFigures), QStringLiteral("text-figures"));
    QCOMPARE(runsTabFromName(QStringLiteral("queries")), RunsTab::Queries);
    QCOMPARE(questionKindName(QuestionKind::WhichConvention), QStringLiteral("which-convention"));
    QCOMPARE(questionKindFromName(QStringLiteral("better-system")), QuestionKind::BetterSystem);
    QVERIFY(!questionKindFromName(QStringLiteral("guess")));
}

void TestLesson::roundTripIsExact_data()
{
    QTest::addColumn<Lesson>("lesson");
    QTest::newRow("a lesson with every field") << fullLesson();
    for (const QString &id : lessonIds()) {
        const auto l = loadLesson(id);
        QVERIFY2(l, qPrintable(l ? QString() : l.error().toString()));
        QTest::newRow(qPrintable(QStringLiteral("the bundled lesson ") + id)) << *l;
    }
}

void TestLesson::roundTripIsExact()
{
    QFETCH(Lesson, lesson);
    const QByteArray saved = lessonToJson(lesson);
    const auto read = parseLesson(saved, fileName);
    QVERIFY2(read, qPrintable(read ? QString() : read.error().toString()));
    QVERIFY(*read == lesson);
    QCOMPARE(lessonToJson(*read), saved);
}

void TestLesson::bundledLessonsAreStoredAsWritten_data()
{
    QTest::addColumn<QString>("id");
    for (const QString &id : lessonIds())
        QTest::newRow(qPrintable(id)) << id;
}

void TestLesson::bundledLessonsAreStoredAsWritten()
{
    // The files in resources/lessons/ are as lessonToJson() writes them: a lesson saved from the
    // window and the bundled one differ only where the lesson does.
    QFETCH(QString, id);
    QFile file(QStringLiteral(NDCG_SOURCE_DIR "/resources/lessons/") + id
        + QString::fromLatin1(lessonSuffix));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    const auto lesson = parseLesson(text, file.fileName());
    QVERIFY2(lesson, qPrintable(lesson ? QString() : lesson.error().toString()));
    QCOMPARE(QString::fromUtf8(lessonToJson(*lesson)), QString::fromUtf8(text));
    QCOMPARE(*loadLesson(id), *lesson);
}

void TestLesson::outputIsStableAndOrdered()
{
    const QByteArray text = lessonToJson(fullLesson());
    QCOMPARE(lessonToJson(fullLesson()), text);
    QVERIFY(text.startsWith("{\n  \"format\": \"ndcg-explorer-lesson\",\n  \"version\": 1,\n"
                            "  \"title\": {\"en\": \"Every field\", \"zh_CN\": \"每个字段\"},\n"));
    QVERIFY(text.endsWith("}\n"));
    // Keys in the documented order, the embedded scenario indented as a whole.
    const QList<QByteArray> order {"\"title\"", "\"narration\"", "\"notes\"", "\"example\"",
        "\"show\"", "\"view\"", "\"step\"", "\"coarseSteps\"", "\"panels\"", "\"hidden\"",
        "\"revealed\"", "\"zoom\"", "\"question\"", "\"kind\"", "\"prompt\"", "\"quantity\"",
        "\"position\"", "\"k\"", "\"tolerance\""};
    qsizetype at = text.indexOf("\"scenes\"");
    for (const QByteArray &key : order) {
        const qsizetype next = text.indexOf(key, at);
        QVERIFY2(next > at, key.constData());
        at = next;
    }
    QVERIFY(
        text.contains("      \"scenario\": {\n        \"format\": \"ndcg-explorer-scenario\",\n"));
    QVERIFY(text.contains("\"swaps\": [\n          [1, 2],\n          [3, 2]\n        ]"));
}

void TestLesson::bundledLessonsAreComplete_data()
{
    bundledLessonsAreStoredAsWritten_data();
}

void TestLesson::bundledLessonsAreComplete()
{
    // Both languages everywhere, Chinese punctuation in Chinese sentences, a narration short
    // enough for a projector, and every question answered.
    QFETCH(QString, id);
    const auto lesson = loadLesson(id);
    QVERIFY(lesson);
    QVERIFY(lesson->scenes.size() >= 6);
    QVERIFY(checkLesson(*lesson).isEmpty());
    int questions = 0;
    for (int i = 0; i < lesson->scenes.size(); ++i) {
        const Scene &s = lesson->scenes[i];
        const QString label = sceneLabel(*lesson, i);
        for (const LocalizedText &t : {s.title, s.narration, s.notes}) {
            QVERIFY2(!t.en.isEmpty() && !t.zhCN.isEmpty(), qPrintable(label));
            QVERIFY2(ChineseText::problems(t.zhCN).isEmpty(),
                qPrintable(label + QStringLiteral(": ")
                    + ChineseText::problems(t.zhCN).join(QStringLiteral("; "))));
        }
        const qsizetype sentences = s.narration.en.count(QStringLiteral(". "))
            + s.narration.en.count(QStringLiteral("? "))
            + s.narration.en.count(QStringLiteral(": ")) + 1;
        QVERIFY2(sentences <= 4 && s.narration.en.size() <= 220, qPrintable(label));
        if (s.question) {
            ++questions;
            QVERIFY2(answerQuestion(s), qPrintable(label));
        }
    }
    QVERIFY(questions >= 3);
}

void TestLesson::refusals_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<QByteArray>("marker"); // where on the line the error points
    QTest::addColumn<QString>("message");

    QByteArray newer = lessonText({"{\"title\": {\"en\": \"S\"}, \"example\": \"003-code\"}"});
    newer.replace("\"version\": 1", "\"version\": 2");
    QTest::newRow("a newer version") << newer << 3 << QByteArray("2,")
                                     << QStringLiteral("version: lesson format version 2 is newer "
                                                       "than this NDCG Explorer reads (1)");
    QTest::newRow("an unknown example names the scene")
        << lessonText({"{\"title\": {\"en\": \"First\"}, \"example\": \"003-code\"}",
               "{\"title\": {\"en\": \"S\"}, \"example\": \"nope\"}"})
        << 7 << QByteArray("\"nope\"")
        << QStringLiteral("scene 2 (“S”): example: unknown example \"nope\"");
    QTest::newRow("two rankings without B")
        << lessonText({"{\"title\": {\"en\": \"AB\"}, \"example\": \"003-code\", \"show\": "
                       "{\"view\": \"two-rankings\"}}"})
        << 6 << QByteArray("\"two-rankings\"")
        << QStringLiteral("scene 1 (“AB”): show.view: the two-rankings view needs a scenario with "
                          "ranking B");
    QTest::newRow("a position beyond the ranking")
        << lessonText({"{\"title\": {\"en\": \"P\"}, \"example\": \"001-complete\", \"question\": "
                       "{\"kind\": \"predict\", \"quantity\": \"gain\", \"position\": 99}}"})
        << 6 << QByteArray("99")
        << QStringLiteral("scene 1 (“P”): question.position: position 99 is beyond the ranking "
                          "(the table has 5 rows)");
    QTest::newRow("a swap out of range")
        << lessonText({"{\"title\": {\"en\": \"W\"}, \"example\": \"001-complete\", \"question\": "
                       "{\"kind\": \"best-swap\", \"swaps\": [[1, 2], [3, 40]]}}"})
        << 6 << QByteArray("[[1, 2]")
        << QStringLiteral("scene 1 (“W”): question.swaps: the swap 3 ↔ 40 is beyond the ranking "
                          "of 5 items");
    QTest::newRow("an unknown library")
        << lessonText({"{\"title\": {\"en\": \"C\"}, \"example\": \"000-prose\", \"question\": "
                       "{\"kind\": \"which-convention\", \"convention\": \"Foo\"}}"})
        << 6 << QByteArray("\"Foo\"")
        << QStringLiteral("scene 1 (“C”): question.convention: unknown library \"Foo\"");
    QTest::newRow("better-system outside a runs scene")
        << lessonText({"{\"title\": {\"en\": \"R\"}, \"example\": \"000-prose\", \"question\": "
                       "{\"kind\": \"better-system\"}}"})
        << 6 << QByteArray("\"better-system\"")
        << QStringLiteral("scene 1 (“R”): question.kind: a better-system question needs the runs "
                          "view or a query of the runs sample");
    QTest::newRow("an undefined answer")
        << lessonText({"{\"title\": {\"en\": \"Zero\"}, \"scenario\": "
               + embedded("{\"grade\": 0}, {\"grade\": 0}", "undefined")
               + ", \"question\": {\"kind\": \"predict\", \"quantity\": \"ndcg\"}}"})
        << 6 << QByteArray("\"ndcg\"")
        << QStringLiteral("scene 1 (“Zero”): question.quantity: NDCG@3 is undefined here: IDCG@3 "
                          "= 0 under “undefined”");
    QTest::newRow("a question about B without B")
        << lessonText({"{\"title\": {\"en\": \"BB\"}, \"example\": \"001-complete\", \"question\": "
                       "{\"kind\": \"predict\", \"quantity\": \"dcg\", \"ranking\": \"B\"}}"})
        << 6 << QByteArray("\"B\"}")
        << QStringLiteral("scene 1 (“BB”): question.ranking: the question is about ranking B, but "
                          "the scenario has no ranking B");
    QTest::newRow("a field the question's kind does not have")
        << lessonText({"{\"title\": {\"en\": \"F\"}, \"example\": \"002-lipsticks-ab\", "
                       "\"question\": {\"kind\": \"better-ranking\", \"swaps\": [[1, 2]]}}"})
        << 6 << QByteArray("\"swaps\"")
        << QStringLiteral("scene 1 (“F”): question.swaps: unknown field \"swaps\"");
    QTest::newRow("an unknown field of a scene")
        << lessonText({"{\"title\": {\"en\": \"U\"}, \"example\": \"003-code\", \"colour\": 1}"})
        << 6 << QByteArray("\"colour\"")
        << QStringLiteral("scene 1 (“U”): colour: unknown field \"colour\"");
    QTest::newRow("two sources")
        << lessonText({"{\"title\": {\"en\": \"Two\"}, \"example\": \"003-code\", \"runsQuery\": "
                       "\"420\"}"})
        << 6 << QByteArray("{\"title\"")
        << QStringLiteral("scene 1 (“Two”): give only one of \"example\", \"scenario\" and "
                          "\"runsQuery\"");
    QTest::newRow("no source") << lessonText({"{\"title\": {\"en\": \"None\"}}"}) << 6
                               << QByteArray("{\"title\"")
                               << QStringLiteral("scene 1 (“None”): missing the scenario");
    QTest::newRow("an unknown runs query")
        << lessonText({"{\"title\": {\"en\": \"Q\"}, \"runsQuery\": \"999\"}"}) << 6
        << QByteArray("\"999\"")
        << QStringLiteral("scene 1 (“Q”): runsQuery: the runs sample has no query \"999\"");
    QTest::newRow("an unknown measure")
        << lessonText({"{\"title\": {\"en\": \"M\"}, \"runsQuery\": \"420\", \"show\": {\"view\": "
                       "\"runs\", \"runsMeasure\": \"bpref\"}}"})
        << 6 << QByteArray("\"bpref\"")
        << QStringLiteral("scene 1 (“M”): show.runsMeasure: unknown measure \"bpref\"");
    QTest::newRow("a zoom between quarter steps")
        << lessonText({"{\"title\": {\"en\": \"Z\"}, \"example\": \"003-code\", \"show\": "
                       "{\"zoom\": 1.3}}"})
        << 6 << QByteArray("1.3")
        << QStringLiteral("scene 1 (“Z”): show.zoom: zoom 1.3 is not one of 1, 1.25");
    QTest::newRow("a panel listed twice")
        << lessonText({"{\"title\": {\"en\": \"P2\"}, \"example\": \"003-code\", \"show\": "
                       "{\"panels\": [\"swaps\", \"swaps\"]}}"})
        << 6 << QByteArray("\"swaps\"]")
        << QStringLiteral("scene 1 (“P2”): show.panels[1]: \"swaps\" is listed twice");
    QTest::newRow("a scene without a title")
        << lessonText({"{\"example\": \"003-code\"}"}) << 6 << QByteArray("{\"example\"")
        << QStringLiteral("scene 1: missing field \"title\"");
    QTest::newRow("a key twice (the scenario reader's strictness)")
        << lessonText({"{\"title\": {\"en\": \"K\"}, \"example\": \"003-code\", \"example\": "
                       "\"000-code\"}"})
        << 6 << QByteArray("\"example\": \"000")
        << QStringLiteral("JSON syntax error: the key \"example\" appears twice");
    QByteArray scenario = embedded("{\"grade\": 1}");
    QTest::newRow("a scenario file") << scenario << 1 << QByteArray("\"ndcg-explorer-scenario\"")
                                     << QStringLiteral("format: this is a scenario, not a lesson");
}

void TestLesson::refusals()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(QByteArray, marker);
    QFETCH(QString, message);
    const auto lesson = parseLesson(text, fileName);
    QVERIFY(!lesson);
    const Error &e = lesson.error();
    QVERIFY2(e.message.startsWith(message), qPrintable(e.message));
    QCOMPARE(e.file, fileName);
    QCOMPARE(e.line, line);
    const QList<QByteArray> lines = text.split('\n');
    const qsizetype column
        = QString::fromUtf8(lines[line - 1].left(lines[line - 1].indexOf(marker))).size() + 1;
    QCOMPARE(e.column, int(column));
}

void TestLesson::embeddedScenarioErrorsKeepTheirLine()
{
    // The scenario reader reads an embedded scenario where it stands: its errors name the
    // lesson's line and column.
    QByteArray text = lessonText({"{\"title\": {\"en\": \"First\"}, \"example\": \"003-code\"}"});
    text.chop(QByteArray("  ]\n}\n").size());
    text.insert(text.size() - 1, ",");
    text += "    {\"title\": {\"en\": \"Émbedded\"},\n     \"scenario\": "
        + embedded("{\"grade\": 1}, {\"grade\": \"x\"}") + "}\n  ]\n}\n";
    const auto lesson = parseLesson(text, fileName);
    QVERIFY(!lesson);
    QVERIFY2(lesson.error().message.startsWith(QStringLiteral(
                 "scene 2 (“Émbedded”): rankingA.items[1].grade: expected a number")),
        qPrintable(lesson.error().message));
    QCOMPARE(lesson.error().line, 8);
    const QByteArray line8 = text.split('\n')[7];
    QCOMPARE(lesson.error().column, int(line8.indexOf("\"x\"")) + 1);
}

void TestLesson::limits()
{
    const QByteArray scene = "{\"title\": {\"en\": \"S\"}, \"example\": \"003-code\"}";
    const auto atLimit = parseLesson(lessonText(QList<QByteArray>(maxLessonScenes, scene)));
    QVERIFY(atLimit);
    QCOMPARE(atLimit->scenes.size(), maxLessonScenes);
    const auto tooMany = parseLesson(lessonText(QList<QByteArray>(maxLessonScenes + 1, scene)));
    QVERIFY(!tooMany);
    QVERIFY2(tooMany.error().message.startsWith(
                 QStringLiteral("scenes: 501 scenes: more than the limit of 500 scenes")),
        qPrintable(tooMany.error().message));
    QCOMPARE(tooMany.error().line, 5);

    const QByteArray longest(maxLessonTextLength, 'x');
    const auto longText
        = parseLesson(lessonText({"{\"title\": {\"en\": \"S\"}, \"narration\": {\"en\": \""
            + longest + "\"}, \"example\": \"003-code\"}"}));
    QVERIFY(longText);
    const auto tooLong = parseLesson(lessonText({"{\"title\": {\"en\": \"S\", \"zh_CN\": \""
        + longest + "y\"}, \"example\": \"003-code\"}"}));
    QVERIFY(!tooLong);
    QVERIFY2(tooLong.error().message.startsWith(
                 QStringLiteral("scene 1: title.zh_CN: the text is 20001 characters long, more "
                                "than the limit of 20000 characters")),
        qPrintable(tooLong.error().message));

    QByteArray huge = lessonText({scene});
    huge.append(QByteArray(maxLessonBytes + 1 - huge.size(), ' '));
    const auto tooLarge = parseLesson(huge, fileName);
    QVERIFY(!tooLarge);
    QCOMPARE(tooLarge.error().message,
        QStringLiteral("the file is larger than 64 MB, the limit for a lesson file"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("huge.ndcg-lesson.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(huge);
    file.close();
    const auto read = readLessonFile(path);
    QVERIFY(!read);
    QVERIFY2(read.error().message.contains(QStringLiteral("the limit for a lesson file")),
        qPrintable(read.error().message));
}

void TestLesson::predictAnswers_data()
{
    QTest::addColumn<QString>("example");
    QTest::addColumn<Question>("question");
    QTest::addColumn<double>("expected");

    const double log2of3 = std::log2(3.0);
    // 001-complete: grades 4, 1, 3, 4, 0, linear gain, the ideal from the list, k = 5.
    const QList<double> complete {4, 1, 3, 4, 0};
    QTest::newRow("NDCG@5 of 001-complete")
        << QStringLiteral("001-complete") << predict(Quantity::Ndcg) << ndcg(complete, complete, 5);
    QTest::newRow("IDCG@5 of 001-complete")
        << QStringLiteral("001-complete") << predict(Quantity::Idcg)
        << 4 + 4 / log2of3 + 3 / 2.0 + 1 / std::log2(5.0);
    QTest::newRow("DCG@3 of 001-example-1 (4, 2, 0, …)")
        << QStringLiteral("001-example-1") << predict(Quantity::Dcg, 3) << 4 + 2 / log2of3;
    QTest::newRow("NDCG@2 of 001-complete at a position") << QStringLiteral(
        "001-complete") << predict(Quantity::Ndcg, 2) << (4 + 1 / log2of3) / (4 + 4 / log2of3);
    Question k3 = predict(Quantity::Dcg);
    k3.cutoff = 3;
    QTest::newRow("DCG with k = 3 of 001-complete")
        << QStringLiteral("001-complete") << k3 << 4 + 1 / log2of3 + 1.5;
    // 004-precision-ndcg: grades 4, 5, 2, 3, 1 with gain 2^g − 1.
    QTest::newRow("the gain at position 2 of 004 (grade 5)")
        << QStringLiteral("004-precision-ndcg") << predict(Quantity::Gain, 2) << 31.0;
    QTest::newRow("the discount at position 4 of 004")
        << QStringLiteral("004-precision-ndcg") << predict(Quantity::Discount, 4)
        << 1 / std::log2(5.0);
    QTest::newRow("the contribution at position 4 of 004")
        << QStringLiteral("004-precision-ndcg") << predict(Quantity::Contribution, 4)
        << 7 / std::log2(5.0);
    QTest::newRow("the ideal gain at position 1 of 004")
        << QStringLiteral("004-precision-ndcg") << predict(Quantity::IdealGain, 1) << 31.0;
    QTest::newRow("the ideal contribution at position 2 of 004")
        << QStringLiteral("004-precision-ndcg") << predict(Quantity::IdealContribution, 2)
        << 15 / log2of3;
    QTest::newRow("NDCG@5 of 004 (the text says 0.861)")
        << QStringLiteral("004-precision-ndcg") << predict(Quantity::Ndcg)
        << ndcg(exponential({4, 5, 2, 3, 1}), exponential({4, 5, 2, 3, 1}), 5);
    // own-pool-vs-list: 2, 3, 0, 1 retrieved, 3 and 2 judged but missed; the pool's ideal at k 4.
    QTest::newRow("IDCG@4 from the judged pool")
        << QStringLiteral("own-pool-vs-list") << predict(Quantity::Idcg)
        << dcg(sortedDown(exponential({2, 3, 0, 1, 3, 2})), 4);
    QTest::newRow("NDCG@4 from the judged pool")
        << QStringLiteral("own-pool-vs-list") << predict(Quantity::Ndcg)
        << ndcg(exponential({2, 3, 0, 1}), exponential({2, 3, 0, 1, 3, 2}), 4);
    // 002-lipsticks-ab, ranking B: 5, 3, 4, 2, 1 (exponential).
    QTest::newRow("NDCG@5 of ranking B")
        << QStringLiteral("002-lipsticks-ab") << predict(Quantity::Ndcg, 0, 1)
        << ndcg(exponential({5, 3, 4, 2, 1}), exponential({5, 3, 4, 2, 1}), 5);
    // 003-code: base e; the base cancels in NDCG.
    QTest::newRow("NDCG@10 of 003-code (base e)")
        << QStringLiteral("003-code") << predict(Quantity::Ndcg)
        << ndcg(exponential({2, 0, 5, 0, 4, 5, 3, 4, 0, 2}),
               exponential({2, 0, 5, 0, 4, 5, 3, 4, 0, 2, 3, 1, 1}), 10);
    QTest::newRow("DCG@10 of 003-code (base e)")
        << QStringLiteral("003-code") << predict(Quantity::Dcg)
        << dcg(exponential({2, 0, 5, 0, 4, 5, 3, 4, 0, 2}), 10, std::exp(1.0));
}

void TestLesson::predictAnswers()
{
    QFETCH(QString, example);
    QFETCH(Question, question);
    QFETCH(double, expected);
    const auto answer = answerQuestion(exampleScene(example, question));
    QVERIFY2(answer, qPrintable(answer ? QString() : answer.error().message));
    QVERIFY(answer->value);
    QVERIFY2(std::abs(*answer->value - expected) <= 1e-12 * std::max(1.0, expected),
        qPrintable(QString::number(*answer->value, 'g', 17) + QStringLiteral(" vs ")
            + QString::number(expected, 'g', 17)));
    QVERIFY(answer->choices.isEmpty());
    // Written as the CLI writes numbers: five decimals (a gain as a whole number).
    const bool gain
        = question.quantity == Quantity::Gain || question.quantity == Quantity::IdealGain;
    QCOMPARE(answer->text, gain ? QString::number(expected) : QString::number(expected, 'f', 5));
}

void TestLesson::betterRankingAnswer()
{
    Question q;
    q.kind = QuestionKind::BetterRanking;
    // 002: A 5, 1, 3, 2, 4 against B 5, 3, 4, 2, 1, exponential, the list's ideal.
    const double a = ndcg(exponential({5, 1, 3, 2, 4}), exponential({5, 1, 3, 2, 4}), 5);
    const double b = ndcg(exponential({5, 3, 4, 2, 1}), exponential({5, 3, 4, 2, 1}), 5);
    QVERIFY(b > a);
    const auto answer = answerQuestion(exampleScene(QStringLiteral("002-lipsticks-ab"), q));
    QVERIFY(answer);
    QCOMPARE(answer->choices, (QStringList {"A", "B", "the same"}));
    QCOMPARE(answer->correct, QList<int> {1});
    QCOMPARE(answer->text, QStringLiteral("B"));
    QVERIFY(answer->figure.isEmpty()); // the question gives nothing away
    QCOMPARE(answer->detail,
        QStringLiteral("NDCG@5: A %1, B %2")
            .arg(QString::number(a, 'f', 5), QString::number(b, 'f', 5)));
    // At k = 1 both put the 5 first: the same.
    q.cutoff = 1;
    const auto same = answerQuestion(exampleScene(QStringLiteral("002-lipsticks-ab"), q));
    QVERIFY(same);
    QCOMPARE(same->correct, QList<int> {2});
    // 001-systems-ab: A 4, 2, 2, 2, 1 is ideal; B 4, 0, 0, 0, 0 missed the rest.
    q.cutoff = 0;
    const auto systems = answerQuestion(exampleScene(QStringLiteral("001-systems-ab"), q));
    QVERIFY(systems);
    QCOMPARE(systems->correct, QList<int> {0});
    // Without B there is nothing to compare.
    QVERIFY(!answerQuestion(exampleScene(QStringLiteral("003-code"), q)));
}

void TestLesson::bestSwapAnswer()
{
    // 003-code's grades 2, 0, 5, 0, 4, 5, 3, 4, 0, 2 (exponential): the swap whose DCG@10
    // rises most (IDCG does not move, and the log base only scales every change alike).
    const QList<double> grades {2, 0, 5, 0, 4, 5, 3, 4, 0, 2};
    const QList<std::pair<int, int>> offered {{1, 3}, {2, 3}, {2, 6}, {4, 5}, {9, 10}};
    const double before = dcg(exponential(grades), 10);
    int best = -1;
    double bestChange = 0.0;
    for (qsizetype c = 0; c < offered.size(); ++c) {
        QList<double> swapped = grades;
        std::swap(swapped[offered[c].first - 1], swapped[offered[c].second - 1]);
        const double change = dcg(exponential(swapped), 10) - before;
        if (change > bestChange) {
            bestChange = change;
            best = int(c);
        }
    }
    Question q;
    q.kind = QuestionKind::BestSwap;
    q.swaps = offered;
    const auto answer = answerQuestion(exampleScene(QStringLiteral("003-code"), q));
    QVERIFY2(answer, qPrintable(answer ? QString() : answer.error().message));
    QCOMPARE(answer->correct, QList<int> {best});
    QCOMPARE(answer->choices.size(), offered.size());
    QCOMPARE(answer->choices[0], QStringLiteral("swap 1 ↔ 3"));
    // Every pair up to k when none is listed: 10 positions give 45 pairs.
    q.swaps.clear();
    const auto all = answerQuestion(exampleScene(QStringLiteral("003-code"), q));
    QVERIFY(all);
    QCOMPARE(all->choices.size(), 45);
    // No swap of the ideal ranking raises NDCG.
    q.swaps = {{1, 2}, {2, 3}};
    const auto ideal = answerQuestion(exampleScene(QStringLiteral("001-systems-ab"), q));
    QVERIFY(!ideal);
    QVERIFY2(ideal.error().message.contains(QStringLiteral("no swap offered raises NDCG@5")),
        qPrintable(ideal.error().message));
}

void TestLesson::whichConventionAnswer()
{
    // 000-prose: grades 3, 2, 0, 1, 3, k = 5. LightGBM: 2^g − 1 and the list's ideal; trec_eval
    // and scikit-learn: linear gain (the pool is the list here).
    const QList<double> grades {3, 2, 0, 1, 3};
    const double lightgbm = ndcg(exponential(grades), exponential(grades), 5);
    const double linear = ndcg(grades, grades, 5);
    QVERIFY(std::abs(lightgbm - linear) > 0.001);
    Question q;
    q.kind = QuestionKind::WhichConvention;
    q.convention = QStringLiteral("LightGBM");
    q.conventions
        = {QStringLiteral("trec_eval"), QStringLiteral("LightGBM"), QStringLiteral("scikit-learn")};
    const auto answer = answerQuestion(exampleScene(QStringLiteral("000-prose"), q));
    QVERIFY2(answer, qPrintable(answer ? QString() : answer.error().message));
    QCOMPARE(answer->figure, QString::number(lightgbm, 'f', 4));
    QCOMPARE(answer->choices, q.conventions);
    QCOMPARE(answer->correct, QList<int> {1});
    QCOMPARE(answer->text, QStringLiteral("LightGBM"));
    QCOMPARE(answer->detail,
        QStringLiteral("trec_eval %1, LightGBM %2, scikit-learn %1")
            .arg(QString::number(linear, 'f', 4), QString::number(lightgbm, 'f', 4)));
    // The figure of trec_eval is scikit-learn's too: both are right.
    q.convention = QStringLiteral("trec_eval");
    const auto both = answerQuestion(exampleScene(QStringLiteral("000-prose"), q));
    QVERIFY(both);
    QCOMPARE(both->figure, QString::number(linear, 'f', 4));
    QCOMPARE(both->correct, (QList<int> {0, 2}));
    // The library giving the figure must be offered.
    q.conventions = {QStringLiteral("LightGBM"), QStringLiteral("scikit-learn")};
    QVERIFY(!answerQuestion(exampleScene(QStringLiteral("000-prose"), q)));
}

void TestLesson::betterSystemAnswer()
{
    // The paired t-test by hand over the 40 queries' NDCG@10 (trec_eval's ndcg_cut.10): t above
    // the two-sided 5 % critical value of Student's t with 39 degrees of freedom, 2.0227.
    const QHash<QString, double> a = ndcgCut10(QStringLiteral("bm25.run"));
    const QHash<QString, double> b = ndcgCut10(QStringLiteral("rerank.run"));
    QCOMPARE(a.size(), 40);
    QCOMPARE(b.size(), 40);
    QList<double> d;
    for (auto it = a.begin(); it != a.end(); ++it)
        d << b.value(it.key()) - it.value();
    double mean = 0.0;
    for (const double x : d)
        mean += x / double(d.size());
    double variance = 0.0;
    for (const double x : d)
        variance += (x - mean) * (x - mean) / double(d.size() - 1);
    const double t = mean / std::sqrt(variance / double(d.size()));
    QVERIFY2(t > 2.0227, qPrintable(QString::number(t)));

    Scene scene;
    scene.title = {QStringLiteral("Runs"), {}};
    scene.source.runsQuery = QStringLiteral("420");
    scene.show.view = SceneView::Runs;
    Question q;
    q.kind = QuestionKind::BetterSystem;
    scene.question = q;
    const auto answer = answerQuestion(scene);
    QVERIFY2(answer, qPrintable(answer ? QString() : answer.error().message));
    QCOMPARE(answer->choices,
        (QStringList {"A (bm25)", "B (rerank)", QStringLiteral("no significant difference")}));
    QCOMPARE(answer->correct, QList<int> {1});
    QVERIFY(answer->figure.isEmpty()); // the question gives nothing away
    QVERIFY2(answer->detail.startsWith(
                 QStringLiteral("ndcg_cut_10: A %1, B %2")
                     .arg(QString::number(std::accumulate(a.begin(), a.end(), 0.0) / 40, 'f', 4),
                         QString::number(std::accumulate(b.begin(), b.end(), 0.0) / 40, 'f', 4))),
        qPrintable(answer->detail));
}

void TestLesson::runsQueryScenario()
{
    // Query 420 of the sample as bm25 (A) against the reranker (B), under trec_eval's
    // ndcg_cut.10 conventions: NDCG@10 as computed by hand from the files.
    const QHash<QString, double> a = ndcgCut10(QStringLiteral("bm25.run"));
    const QHash<QString, double> b = ndcgCut10(QStringLiteral("rerank.run"));
    Scene scene;
    scene.title = {QStringLiteral("Query"), {}};
    scene.source.runsQuery = QStringLiteral("420");
    scene.show.view = SceneView::TwoRankings;
    const auto scenario = sceneScenario(scene);
    QVERIFY2(scenario, qPrintable(scenario ? QString() : scenario.error().message));
    QVERIFY(scenario->isComparison());
    QCOMPARE(scenario->settings.cutoff, 10);
    QCOMPARE(scenario->settings.gain, Gain::Linear);
    QCOMPARE(scenario->settings.idealSource, IdealSource::Pool);
    for (const int ranking : {0, 1}) {
        scene.question = predict(Quantity::Ndcg, 0, ranking);
        const auto answer = answerQuestion(scene);
        QVERIFY(answer);
        const double expected = (ranking == 0 ? a : b).value(QStringLiteral("420"));
        QVERIFY2(std::abs(*answer->value - expected) < 1e-12,
            qPrintable(QString::number(*answer->value) + QStringLiteral(" vs ")
                + QString::number(expected)));
    }
    // The measure decides k: P_10's settings are k = 10 too, map's the whole ranking.
    scene.show.runsMeasure = QStringLiteral("map");
    QCOMPARE(sceneScenario(scene)->settings.cutoff, 0);
}

void TestLesson::undefinedAnswerIsRefused()
{
    // own-zero-idcg has no relevant item; under "undefined" its NDCG has no value.
    const auto example = loadExample(QStringLiteral("own-zero-idcg"));
    QVERIFY(example);
    Scenario scenario = *example;
    scenario.settings.zeroIdcg = ZeroIdcg::Undefined;
    Scene scene;
    scene.title = {QStringLiteral("Nothing relevant"), QStringLiteral("没有相关结果")};
    scene.source.scenario = scenario;
    scene.question = predict(Quantity::Ndcg);
    const auto answer = answerQuestion(scene);
    QVERIFY(!answer);
    QCOMPARE(answer.error().message,
        QStringLiteral("NDCG@3 is undefined here: IDCG@3 = 0 under “undefined”"));
    // DCG is defined (0), and under "zero" NDCG is 0.
    scene.question = predict(Quantity::Dcg);
    QCOMPARE(*answerQuestion(scene)->value, 0.0);
    scene.source.scenario->settings.zeroIdcg = ZeroIdcg::Zero;
    scene.question = predict(Quantity::Ndcg);
    QCOMPARE(*answerQuestion(scene)->value, 0.0);
    // Saved and read back, the undefined one is refused with the scene's name.
    scene.source.scenario->settings.zeroIdcg = ZeroIdcg::Undefined;
    Lesson lesson;
    lesson.title = {QStringLiteral("L"), {}};
    lesson.scenes = {exampleScene(QStringLiteral("003-code")), scene};
    const auto read = parseLesson(lessonToJson(lesson), fileName);
    QVERIFY(!read);
    QVERIFY2(read.error().message.startsWith(
                 QStringLiteral("scene 2 (“Nothing relevant”): question.quantity: NDCG@3 is "
                                "undefined here")),
        qPrintable(read.error().message));
    QVERIFY(read.error().line > 0);
}

void TestLesson::checkLessonNamesTheScene()
{
    Lesson lesson = fullLesson();
    QVERIFY(checkLesson(lesson).isEmpty());
    lesson.scenes[0].question->position = 40;
    lesson.scenes[3].question->convention = QStringLiteral("Foo");
    const QStringList problems = checkLesson(lesson);
    QCOMPARE(problems.size(), 2);
    QVERIFY2(problems[0].startsWith(QStringLiteral("scene 1 (“S”): position 40 is beyond")),
        qPrintable(problems[0]));
    QVERIFY2(problems[1].startsWith(QStringLiteral("scene 4 (“S”): unknown library \"Foo\"")),
        qPrintable(problems[1]));
    QCOMPARE(sceneLabel(lesson, 1), QStringLiteral("scene 2 (“Embedded”)"));
}

void TestLesson::rightAnswersWithinTheTolerance()
{
    Question q = predict(Quantity::Ndcg);
    q.tolerance = 0.0005;
    QuestionAnswer answer;
    answer.value = 0.86455;
    QVERIFY(isRightAnswer(q, answer, 0.8645));
    QVERIFY(isRightAnswer(q, answer, 0.86505));
    QVERIFY(isRightAnswer(q, answer, 0.86405));
    QVERIFY(!isRightAnswer(q, answer, 0.861));
    QVERIFY(!isRightAnswer(q, answer, std::nan("")));
    q.tolerance = 0;
    answer.value = 31;
    QVERIFY(isRightAnswer(q, answer, 31));
    QVERIFY(!isRightAnswer(q, answer, 31.001));
}

void TestLesson::questionTextsInBothLanguages()
{
    Scene s = exampleScene(QStringLiteral("001-complete"), predict(Quantity::Ndcg));
    QCOMPARE(questionText(s, QStringLiteral("en")), QStringLiteral("Predict NDCG@5."));
    QCOMPARE(questionText(s, QStringLiteral("zh_CN")), QStringLiteral("预测 NDCG@5。"));
    s = exampleScene(QStringLiteral("002-lipsticks-ab"), predict(Quantity::Gain, 3, 1));
    QCOMPARE(questionText(s, QStringLiteral("en_US")),
        QStringLiteral("Predict the gain at position 3 of ranking B."));
    QCOMPARE(
        questionText(s, QStringLiteral("zh_CN")), QStringLiteral("预测排序 B 的 第 3 位的增益。"));
    Question better;
    better.kind = QuestionKind::BetterRanking;
    s.question = better;
    QCOMPARE(questionText(s, QStringLiteral("en")),
        QStringLiteral("Which ranking is better by NDCG@5: A, B, or are they the same?"));
    QCOMPARE(questionText(s, QStringLiteral("zh_CN")),
        QStringLiteral("按 NDCG@5，哪个排序更好：A、B，还是一样好？"));
    better.prompt = {QStringLiteral("Your call?"), QStringLiteral("你怎么看？")};
    s.question = better;
    QCOMPARE(questionText(s, QStringLiteral("zh_CN")), QStringLiteral("你怎么看？"));
    QCOMPARE(questionText(s, QStringLiteral("en")), QStringLiteral("Your call?"));
    for (const Scene &scene : fullLesson().scenes) {
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
            const QString text = questionText(scene, language);
            QVERIFY(!text.isEmpty());
            if (language.startsWith(QLatin1String("zh")))
                QVERIFY2(ChineseText::problems(text).isEmpty(), qPrintable(text));
        }
    }
}

void TestLesson::unknownLessonAndMissingFile()
{
    QCOMPARE(lessonIds(),
        (QStringList {"ndcg-in-twenty-minutes", QStringLiteral("is-the-new-system-better")}));
    const auto unknown = loadLesson(QStringLiteral("nope"));
    QVERIFY(!unknown);
    QVERIFY2(unknown.error().message.startsWith(QStringLiteral("unknown lesson \"nope\"")),
        qPrintable(unknown.error().message));
    const auto missing = readLessonFile(QStringLiteral("/nonexistent/x.ndcg-lesson.json"));
    QVERIFY(!missing);
    QVERIFY2(missing.error().toString().contains(QStringLiteral("/nonexistent/x.ndcg-lesson.json")),
        qPrintable(missing.error().toString()));
}

QTEST_GUILESS_MAIN(TestLesson)
#include "tst_lesson.moc"
