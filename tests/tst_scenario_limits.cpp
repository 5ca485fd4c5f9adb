// One rule for the size of a scenario file (issue 20): what the window holds can be saved and
// opened again, and nothing is saved that the reader would refuse.
// - The largest scenario the writer allows, exactly maxScenarioBytes, of labels at the label
//   limit made of the characters that grow most when written (control characters, backslashes,
//   quotes, characters beyond the BMP) and numbers of the longest form, is written, read back
//   from its file and equal; one byte more is refused by the reader.
// - A compact file within the byte limit whose saved form would be larger (the indentation of
//   100,000 items) is refused when opened, saying how large it would be saved: before, it
//   opened, and Save wrote a file of 66 MB that could not be opened again.

#include "fileinput.h"
#include "scenario.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Ndcg;

namespace {

// 1000 UTF-16 units that are written as 3000 bytes: 250 control characters (6 bytes each,
// \u0001), 250 backslashes and 250 quotes (2 bytes each), 125 emoji (2 units, 4 bytes each).
QString worstLabel()
{
    QString label;
    for (int i = 0; i < 125; ++i)
        label += QStringLiteral("\x01\x01\\\\\"\"😀");
    return label;
}

Item worstItem()
{
    // The longest shortest forms: a grade of 23 characters, a score of 24.
    return {-1.2345678901234567e-06, worstLabel(), -2.2250738585072014e-308};
}

qint64 savedSize(const QList<Item> &items)
{
    Scenario s;
    s.a.items = items;
    return scenarioToJson(s).size();
}

// "saved, the scenario would take 66.3 MB, …", rounded up to a tenth of a MB.
QString sizeMessage(qint64 bytes)
{
    const double tenths = std::ceil(double(bytes) / (1024.0 * 1024.0) * 10.0) / 10.0;
    return QStringLiteral("saved, the scenario would take %1 MB, more than the limit of 64 MB "
                          "for a scenario file: shorten its labels or remove items")
        .arg(tenths, 0, 'f', 1);
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    QFile file(dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    return file.fileName();
}

} // namespace

class TestScenarioLimits : public QObject
{
    Q_OBJECT
private slots:
    void theLargestScenarioSavesAndReadsBack();
    void aCompactFileThatWouldBeSavedLargerIsRefused();
};

void TestScenarioLimits::theLargestScenarioSavesAndReadsBack()
{
    QCOMPARE(worstLabel().size(), maxLabelLength);
    QCOMPARE(worstLabel().toUtf8().size(), 3 * 250 + 4 * 125);
    // Each further item adds the same bytes (its own lines), so the count that fits is found
    // from two small scenarios; a last item of 'a's (each 1 byte, or 6 as \u0001) fills the
    // rest to the byte.
    const Item worst = worstItem();
    const Item filler {1.0, QString(700, QLatin1Char('a')), std::nullopt};
    const qint64 one = savedSize({worst});
    const qint64 perItem = savedSize({worst, worst}) - one;
    const qint64 perFiller = savedSize({worst, filler}) - one;
    QVERIFY(perItem > 3000);
    const qint64 count = (maxScenarioBytes - one - perFiller) / perItem + 1;
    Scenario s;
    s.a.items = QList<Item>(count, worst);
    s.a.items.append(filler);
    const qint64 rest = maxScenarioBytes - (one + (count - 1) * perItem + perFiller);
    QVERIFY(rest >= 0 && rest < perItem);
    QString &label = s.a.items.last().label;
    label.append(QString(rest % 5, QLatin1Char('a')));
    for (qint64 i = 0; i < rest / 5; ++i)
        label[i] = QChar(0x01);
    QVERIFY(label.size() <= maxLabelLength);

    const QByteArray saved = scenarioToJson(s);
    QCOMPARE(qint64(saved.size()), maxScenarioBytes);
    QCOMPARE(scenarioSizeError(saved.size()), QString());
    QTemporaryDir dir;
    const QString path = writeFile(dir, QStringLiteral("largest.ndcg.json"), saved);
    QVERIFY(!path.isEmpty());
    const auto reopened = readScenarioFile(path);
    QVERIFY2(reopened, reopened ? "" : qPrintable(reopened.error().toString()));
    QVERIFY(*reopened == s);

    // One byte more: the writer's check refuses it, and so does every reader.
    label.append(QLatin1Char('a'));
    const QByteArray over = scenarioToJson(s);
    QCOMPARE(qint64(over.size()), maxScenarioBytes + 1);
    QCOMPARE(scenarioSizeError(over.size()), sizeMessage(maxScenarioBytes + 1));
    QCOMPARE(sizeMessage(maxScenarioBytes + 1).left(39),
        QStringLiteral("saved, the scenario would take 64.1 MB,"));
    const auto refused = parseScenario(over, QStringLiteral("over.ndcg.json"));
    QVERIFY(!refused);
    QCOMPARE(refused.error().toString(),
        QStringLiteral("over.ndcg.json: ") + sizeMessage(maxScenarioBytes + 1));
    const auto refusedFile
        = readScenarioFile(writeFile(dir, QStringLiteral("over.ndcg.json"), over));
    QVERIFY(!refusedFile);
    QCOMPARE(refusedFile.error().message,
        QStringLiteral("the file is larger than 64 MB, the limit for a scenario file"));
}

void TestScenarioLimits::aCompactFileThatWouldBeSavedLargerIsRefused()
{
    // 100,000 items of 640-character labels, without a space: 66.3 MB, within the limit of
    // 64 MiB (67.1 MB). Saved with one item per line and its indentation it would take more.
    Scenario s;
    s.a.items = QList<Item>(maxItems, Item {1.0, QString(640, QLatin1Char('x')), std::nullopt});
    QJsonObject root = QJsonDocument::fromJson(scenarioToJson(Scenario {})).object();
    QJsonArray items;
    for (const Item &item : s.a.items)
        items.append(QJsonObject {
            {QStringLiteral("grade"), item.grade}, {QStringLiteral("label"), item.label}});
    root.insert(QStringLiteral("rankingA"), QJsonObject {{QStringLiteral("items"), items}});
    const QByteArray compact = QJsonDocument(root).toJson(QJsonDocument::Compact);
    QVERIFY2(compact.size() <= maxInputBytes, QByteArray::number(compact.size()));
    const qint64 saved = scenarioToJson(s).size();
    QVERIFY2(saved > maxScenarioBytes, QByteArray::number(saved));

    QTemporaryDir dir;
    const QString path = writeFile(dir, QStringLiteral("compact.ndcg.json"), compact);
    QVERIFY(!path.isEmpty());
    const auto refused = readScenarioFile(path);
    QVERIFY(!refused);
    QCOMPARE(refused.error().toString(), path + QStringLiteral(": ") + sizeMessage(saved));
    // A recovery copy comes back whatever its size: nothing the window held is lost.
    const auto recovered = parseScenario(compact, path, SavedSize::Unchecked);
    QVERIFY2(recovered, recovered ? "" : qPrintable(recovered.error().toString()));
    QVERIFY(*recovered == s);
}

QTEST_APPLESS_MAIN(TestScenarioLimits)
#include "tst_scenario_limits.moc"
