// Runs ndcg-cli as a user would for the worked examples: `example list`, `example show`,
// `explain --example` (with flags overriding the example's conventions, and --ranking for the
// comparisons) and `steps`. Expected values as in tst_examples.cpp (a Python 3 transcription of
// SPEC.md), compared with a tolerance of 1e-12.

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

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

const QStringList allIds {"000-code", "000-prose", "001-complete", "001-example-1",
    "001-systems-ab", "002-lipsticks-ab", "003-code", "003-example", "004-precision-ndcg",
    "own-jk2002-base", "own-log-base", "own-pool-vs-list", "own-tied-scores", "own-zero-idcg"};
} // namespace

class TestCliExamples : public QObject
{
    Q_OBJECT
private slots:
    void listNamesEveryExample();
    void listInChinese();
    void explainEveryExample_data();
    void explainEveryExample();
    void showComparesTheTextWithExactValues();
    void showJsonHasEveryFigure();
    void showScenarioIsTheBundledFile();
    void stepsText();
    void stepsJsonCoarse();
    void badInputExitsTwo_data();
    void badInputExitsTwo();
    void scenarioFiles();
};

void TestCliExamples::listNamesEveryExample()
{
    const Run r = runCli({"example", "list"});
    QCOMPARE(r.status, 0);
    const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), allIds.size());
    for (qsizetype i = 0; i < lines.size(); ++i)
        QVERIFY2(lines[i].startsWith(allIds[i] + QLatin1Char(' ')), qPrintable(lines[i]));
    QVERIFY(lines[7].contains(QStringLiteral("[003_f42ac6cb95fd9704.txt]")));
    QVERIFY(lines[12].endsWith(QStringLiteral("[(ours)]")));
}

void TestCliExamples::listInChinese()
{
    const Run r = runCli({"example", "list", "--lang", "zh_CN", "--format", "json"});
    QCOMPARE(r.status, 0);
    const QJsonArray a = QJsonDocument::fromJson(r.out).array();
    QCOMPARE(a.size(), allIds.size());
    QCOMPARE(a[5].toObject()[QStringLiteral("id")].toString(), QStringLiteral("002-lipsticks-ab"));
    QVERIFY(a[5].toObject()[QStringLiteral("title")].toString().contains(QStringLiteral("口红")));
    QVERIFY(a[5].toObject()[QStringLiteral("comparison")].toBool());
}

void TestCliExamples::explainEveryExample_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<double>("ndcg");
    QTest::newRow("000 prose") << QStringList {"--example", "000-prose"} << 0.9014212075355634;
    QTest::newRow("000 prose, linear gain overrides the example")
        << QStringList {"--example", "000-prose", "--gain", "linear"} << 0.9256149482977668;
    QTest::newRow("000 code") << QStringList {"--example", "000-code"} << 0.9574784666412695;
    QTest::newRow("001 example 1")
        << QStringList {"--example", "001-example-1"} << 0.9357720315071135;
    QTest::newRow("001 complete") << QStringList {"--example", "001-complete"}
                                  << 0.9289411547694414;
    QTest::newRow("001 system A by default") << QStringList {"--example", "001-systems-ab"} << 1.0;
    QTest::newRow("001 system B") << QStringList {"--example", "001-systems-ab", "--ranking", "B"}
                                  << 0.5326185286938011;
    QTest::newRow("001 system B, list-only ideal")
        << QStringList {"--example", "001-systems-ab", "--ranking", "b", "--ideal", "list"} << 1.0;
    QTest::newRow("002 A") << QStringList {"--example", "002-lipsticks-ab", "--ranking", "A"}
                           << 0.9251344112607278;
    QTest::newRow("002 B") << QStringList {"--example", "002-lipsticks-ab", "--ranking", "B"}
                           << 0.977051421735822;
    QTest::newRow("003 example") << QStringList {"--example", "003-example"} << 0.8183541904922859;
    QTest::newRow("003 code") << QStringList {"--example", "003-code"} << 0.5989424922078114;
    QTest::newRow("003 code at k = 3")
        << QStringList {"--example", "003-code", "-k", "3"} << 0.3186423569713637;
    QTest::newRow("004") << QStringList {"--example", "004-precision-ndcg"} << 0.8645478846264829;
    QTest::newRow("ours: IDCG = 0") << QStringList {"--example", "own-zero-idcg"} << 0.0;
}

void TestCliExamples::explainEveryExample()
{
    QFETCH(QStringList, args);
    QFETCH(double, ndcg);
    const Run r = runCli(QStringList {"explain", "--format", "json"} + args);
    QCOMPARE(r.status, 0);
    QVERIFY(r.err.isEmpty());
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE_LE(std::abs(o[QStringLiteral("ndcg")].toDouble() - ndcg), 1e-12);
}

void TestCliExamples::showComparesTheTextWithExactValues()
{
    const Run r = runCli({"example", "show", "004-precision-ndcg"});
    QCOMPARE(r.status, 0);
    const QString out = QString::fromUtf8(r.out);
    QVERIFY(out.startsWith(QStringLiteral("004 · Precision@K and NDCG")));
    // The source text by its citation, the file name only as a detail.
    QVERIFY(out.contains(QStringLiteral("Source: “排序模型评估:准确率@K和NDCG” (evaluating ranking "
                                        "models: Precision@K and NDCG), a Chinese article")));
    QVERIFY(out.contains(QStringLiteral("(file 004_6d16541d6fd5e69f.txt)")));
    QVERIFY(out.contains(QStringLiteral("NDCG@5 = DCG@5 / IDCG@5 = 39.4604 / 45.6428 = 0.8645")));
    QVERIFY(out.contains(QRegularExpression(
        QStringLiteral("NDCG@5 +0.8607594936708861 +0.8645478846264829 +≠ +a claim no "
                       "convention reproduces"))));
    QVERIFY(out.contains(QRegularExpression(
        QStringLiteral("log denominator at 3 +2.585 +2.0000 +≠ +a wrong logarithm"))));
    QVERIFY(out.contains(QRegularExpression(QStringLiteral("P@3 +0.667 +0.6667 +="))));
    QVERIFY(out.contains(QRegularExpression(
        QStringLiteral("P@5 +0.8 +0.6000 +≠ +figures that need different relevance"))));
    QVERIFY(out.contains(QStringLiteral("Notes:")));

    const Run zh = runCli({"example", "show", "003-example", "--lang", "zh_CN"});
    QCOMPARE(zh.status, 0);
    const QString zhOut = QString::fromUtf8(zh.out);
    QVERIFY(zhOut.startsWith(QStringLiteral("003 · 六个结果")));
    QVERIFY(zhOut.contains(QRegularExpression(QStringLiteral("NDCG@6 +81.96% +81.835% +≠"))));
}

void TestCliExamples::showJsonHasEveryFigure()
{
    const Run r = runCli({"example", "show", "003-example", "--format", "json"});
    QCOMPARE(r.status, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    const QJsonArray figures = o[QStringLiteral("figures")].toArray();
    QCOMPARE(figures.size(), 15);
    const QJsonObject idcg = figures[13].toObject();
    QCOMPARE(idcg[QStringLiteral("label")].toString(), QStringLiteral("IDCG@6"));
    QCOMPARE(idcg[QStringLiteral("stated")].toString(), QStringLiteral("8.37"));
    QCOMPARE_LE(std::abs(idcg[QStringLiteral("exact")].toDouble() - 8.384055178438263), 1e-12);
    QCOMPARE(idcg[QStringLiteral("agrees")].toBool(), false);
    QCOMPARE(idcg[QStringLiteral("reason")].toString(), QStringLiteral("rounded-terms"));
    QCOMPARE(o[QStringLiteral("notes")].toArray().size(), 3);
}

void TestCliExamples::showScenarioIsTheBundledFile()
{
    for (const QString &id : allIds) {
        const Run r = runCli({"example", "show", id, "--format", "scenario"});
        QCOMPARE(r.status, 0);
        QFile file(
            QStringLiteral(NDCG_SOURCE_DIR "/resources/examples/") + id + QStringLiteral(".json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(r.out, file.readAll());
    }
}

void TestCliExamples::stepsText()
{
    const Run r = runCli({"steps", "--example", "000-prose"});
    QCOMPARE(r.status, 0);
    const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.first(),
        QStringLiteral("Gain 2^g−1 · Discount 1/log₂(i+1) · k = 5 · Ideal: "
                       "ranking only · if IDCG = 0: NDCG = 0 · relevant: g "
                       "≥ 1 · negative grades: gain 0"));
    QCOMPARE(lines[1], QStringLiteral(" 1/34  g₁ = 3"));
    QCOMPARE(lines[3], QStringLiteral(" 2/34  gain₁ = 2^3 − 1 = 7"));
    QVERIFY(lines.contains(QStringLiteral("34/34  NDCG@5 = DCG@5 / IDCG@5 = 12.031 / 13.347 = "
                                          "0.901")));
    QVERIFY(lines.contains(QStringLiteral("         grade 3: position 5 → ideal position 2")));
}

void TestCliExamples::stepsJsonCoarse()
{
    const Run r = runCli({"steps", "--example", "003-example", "--coarse", "--format", "json"});
    QCOMPARE(r.status, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    const QJsonArray steps = o[QStringLiteral("steps")].toArray();
    QCOMPARE(steps.size(), 16);
    QCOMPARE(steps[0].toObject()[QStringLiteral("kind")].toString(), QStringLiteral("position"));
    QCOMPARE(steps[15].toObject()[QStringLiteral("kind")].toString(), QStringLiteral("ndcg"));
    QCOMPARE(o[QStringLiteral("moves")].toArray().size(), 8);
    const QJsonObject move = o[QStringLiteral("moves")].toArray()[2].toObject();
    QCOMPARE(move[QStringLiteral("from")].toInt(), 0);
    QCOMPARE(move[QStringLiteral("unretrieved")].toInt(), 0);
    QCOMPARE(move[QStringLiteral("label")].toString(), QStringLiteral("#7"));

    const Run grades = runCli({"steps", "--grades", "3,2,0,1,3", "--coarse"});
    QCOMPARE(grades.status, 0);
    QVERIFY(grades.out.contains("14/14  NDCG@5"));
}

void TestCliExamples::badInputExitsTwo_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown example") << QStringList {"explain", "--example",
        "999"} << QStringLiteral("ndcg-cli explain: no example named \"999\"");
    QTest::newRow("grades with an example")
        << QStringList {"explain", "--example", "000-prose", "--grades", "1,2"}
        << QStringLiteral("ndcg-cli explain: --grades cannot be combined with --example");
    QTest::newRow("ranking B of a single ranking")
        << QStringList {"explain", "--example", "000-prose", "--ranking", "B"}
        << QStringLiteral("--ranking B: \"000-prose\" has only one ranking");
    QTest::newRow("ranking C") << QStringList {"steps", "--example", "002-lipsticks-ab",
        "--ranking", "C"} << QStringLiteral("--ranking: invalid value 'C': expected A or B");
    QTest::newRow("ranking without an example") << QStringList {"explain", "--grades", "1,2",
        "--ranking", "B"} << QStringLiteral("--ranking needs --example");
    QTest::newRow("a bad override") << QStringList {"steps", "--example", "000-prose", "--gain",
        "cubic"} << QStringLiteral("--gain: invalid value 'cubic'");
    QTest::newRow("show without a name")
        << QStringList {"example", "show"} << QStringLiteral("show needs one example name");
    QTest::newRow("show an unknown example")
        << QStringList {"example", "show", "nope"} << QStringLiteral("no example named \"nope\"");
    QTest::newRow("unknown action")
        << QStringList {"example", "run"} << QStringLiteral("unknown action 'run'");
    QTest::newRow("steps without a ranking")
        << QStringList {"steps"} << QStringLiteral("--grades or --example is required");
}

void TestCliExamples::badInputExitsTwo()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = runCli(args);
    QCOMPARE(r.status, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    QCOMPARE(r.err.count('\n'), 1);
}

void TestCliExamples::scenarioFiles()
{
    // A saved example opens as a file and scores the same; a broken file names its line.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString good = dir.filePath(QStringLiteral("lesson.ndcg.json"));
    const Run saved = runCli({"example", "show", "002-lipsticks-ab", "--format", "scenario"});
    QFile file(good);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(saved.out);
    file.close();
    const Run r = runCli({"explain", "--scenario", good, "--ranking", "B", "--format", "json"});
    QCOMPARE(r.status, 0);
    QCOMPARE_LE(std::abs(QJsonDocument::fromJson(r.out).object()[QStringLiteral("ndcg")].toDouble()
                    - 0.977051421735822),
        1e-12);

    const QString bad = dir.filePath(QStringLiteral("newer.ndcg.json"));
    QFile newer(bad);
    QVERIFY(newer.open(QIODevice::WriteOnly));
    newer.write(QByteArray(saved.out).replace("\"version\": 1", "\"version\": 3"));
    newer.close();
    const Run refused = runCli({"steps", "--scenario", bad});
    QCOMPARE(refused.status, 2);
    QVERIFY(refused.out.isEmpty());
    QVERIFY2(refused.err.contains(QStringLiteral("%1:3:14: version: this file uses scenario "
                                                 "format version 3")
                                      .arg(bad)
                                      .toUtf8()),
        refused.err.constData());
}

QTEST_APPLESS_MAIN(TestCliExamples)
#include "tst_cli_examples.moc"
