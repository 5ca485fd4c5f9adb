// `ndcg-cli explain --format json` names the judged documents the ranking did not retrieve in
// its "ideal" array, as `steps` (text and JSON) and `eval --explain` already did: for a bundled
// example or a scenario it used to give their grades alone. The keys stay the same ("label" is
// the key every other ideal entry already had); the text table, which lists ranked items only,
// gets no label column from unretrieved labels alone.
//
// Expected labels: read here from the example's own file (resources/examples/
// 001-systems-ab.json, rankingB.unretrieved, in order) and from a scenario written by the test;
// the pool ideal puts B's unretrieved grades 2, 2, 2, 1 at positions 2 to 5 behind its grade 4
// (stable for equal grades), as `steps` says ("grade 2 “成都美食推荐”: not retrieved → ideal
// position 2").

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run
{
    int status = -1;
    QByteArray out;
    QByteArray err;
};

Run cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(NDCG_BIN_DIR "/ndcg-cli"), args);
    p.waitForFinished(60000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        p.readAllStandardError()};
}

QJsonArray idealOf(const QStringList &args)
{
    const Run r = cli(args + QStringList {"--format", "json"});
    if (r.status != 0)
        qWarning("%s", r.err.constData());
    return QJsonDocument::fromJson(r.out).object().value("ideal").toArray();
}

} // namespace

class TestCliExplainUnretrieved : public QObject
{
    Q_OBJECT

private slots:
    void exampleJsonNamesTheMissedDocuments();
    void scenarioWithOnlyUnretrievedLabels();
};

void TestCliExplainUnretrieved::exampleJsonNamesTheMissedDocuments()
{
    QFile file(QStringLiteral(NDCG_SOURCE_DIR "/resources/examples/001-systems-ab.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonArray unretrieved = QJsonDocument::fromJson(file.readAll())
                                       .object()
                                       .value("rankingB")
                                       .toObject()
                                       .value("unretrieved")
                                       .toArray();
    QCOMPARE(unretrieved.size(), 4);

    const QJsonArray ideal = idealOf({"explain", "--example", "001-systems-ab", "--ranking", "B"});
    QCOMPARE(ideal.size(), 9);
    for (int i = 0; i < 4; ++i) {
        const QJsonObject entry = ideal[i + 1].toObject();
        const QJsonObject item = unretrieved[i].toObject();
        QCOMPARE(entry.value("position").toInt(), i + 2);
        QCOMPARE(entry.value("retrieved").toBool(true), false);
        QCOMPARE(entry.value("grade").toDouble(), item.value("grade").toDouble());
        QCOMPARE(entry.value("label").toString(), item.value("label").toString());
        // The same keys as before, "label" added as the retrieved entries have it.
        QCOMPARE(entry.keys(), (QStringList {"grade", "label", "position", "retrieved"}));
    }
    // The retrieved entries are as they were.
    QCOMPARE(ideal[0].toObject().keys(),
        (QStringList {"fromPosition", "grade", "label", "position", "retrieved"}));

    // `steps` prints the same labels for the same ideal positions.
    const Run steps = cli({"steps", "--example", "001-systems-ab", "--ranking", "B"});
    QCOMPARE(steps.status, 0);
    const QString text = QString::fromUtf8(steps.out);
    for (int i = 0; i < 4; ++i) {
        const QString line = QStringLiteral("“%1”: not retrieved → ideal position %2")
                                 .arg(unretrieved[i].toObject().value("label").toString())
                                 .arg(i + 2);
        QVERIFY2(text.contains(line), qPrintable(line));
    }
}

void TestCliExplainUnretrieved::scenarioWithOnlyUnretrievedLabels()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("pool.ndcg.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "ndcg-explorer-scenario", "version": 1,
        "settings": {"gain": "linear", "negativeGrades": "zero", "discount": "log",
            "logBase": 2, "k": 3, "idealSource": "pool", "zeroIdcg": "zero", "relevantFrom": 1,
            "maxGrade": null, "rbpPersistence": 0.8},
        "rankingA": {"items": [{"grade": 1}, {"grade": 0}, {"grade": 2}],
                     "unretrieved": [{"grade": 3, "label": "missed"}, {"grade": 1}]}})");
    file.close();

    // Ideal: 3 (missed), 2 (position 3), 1 (position 1), 1 (unlabelled unretrieved), 0.
    const QJsonArray ideal = idealOf({"explain", "--scenario", path});
    QCOMPARE(ideal.size(), 5);
    QCOMPARE(ideal[0].toObject().value("label").toString(), QStringLiteral("missed"));
    QCOMPARE(ideal[0].toObject().value("retrieved").toBool(true), false);
    QCOMPARE(ideal[1].toObject().value("fromPosition").toInt(), 3);
    QVERIFY(!ideal[1].toObject().contains("label"));
    QCOMPARE(ideal[3].toObject().value("retrieved").toBool(true), false);
    QVERIFY(!ideal[3].toObject().contains("label"));

    // The text table lists the ranked items, none labelled: no label column.
    const Run text = cli({"explain", "--scenario", path});
    QCOMPARE(text.status, 0);
    const QByteArray header = text.out.left(text.out.indexOf('\n'));
    QVERIFY2(header.simplified().startsWith("i grade gain"), header.constData());
    QVERIFY(!text.out.contains("missed"));
}

QTEST_MAIN(TestCliExplainUnretrieved)
#include "tst_cli_explain_unretrieved.moc"
