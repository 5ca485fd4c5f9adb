// ScenarioDocument: the one open scenario of a window. Ranking B reads ranking A's settings
// (one Settings, no copy): a convention edited on A changes B's breakdown and undoing it on A's
// stack restores both; every signal comes once per change; isModified() follows the edits of
// A and B and the save points; loadScenario() forgets the histories and the file.
//
// The expected numbers are worked by hand. Ranking B = grades (1, 0, 2), k = all, discount
// 1/log2(i + 1) = 1, 0.6309, 0.5:
//   exponential gain 2^g − 1 = 1, 0, 3  → DCG = 1 + 0 + 3 × 0.5 = 2.5
//   linear gain g            = 1, 0, 2  → DCG = 1 + 0 + 2 × 0.5 = 2.0

#include "document/rankingdocument.h"
#include "document/scenariodocument.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoGroup>
#include <QUndoStack>

namespace {

Ndcg::Scenario twoRankings()
{
    Ndcg::Scenario s;
    s.a = Ndcg::Ranking::fromGrades({3, 2, 0, 1, 3});
    s.b = Ndcg::Ranking::fromGrades({1, 0, 2});
    s.settings = Ndcg::Settings {}; // exponential gain, log2 discount, k = all
    return s;
}

void editGrade(RankingDocument *document, int row, double grade)
{
    Ndcg::Item item = document->ranking().items.at(row);
    item.grade = grade;
    document->editItem(RankingDocument::List::Ranking, row, item, RankingDocument::Field::Grade);
}

} // namespace

class TestScenarioDocument : public QObject
{
    Q_OBJECT
private slots:
    void sharedSettings();
    void settingsEditedOnBGoToA();
    void signalsOncePerChange();
    void modifiedAcrossRankingsAndSavePoints();
    void loadForgetsHistoriesAndFile();
    void scenarioRoundTrip();
};

void TestScenarioDocument::sharedSettings()
{
    ScenarioDocument doc;
    doc.loadScenario(twoRankings(), QStringLiteral("two"));
    RankingDocument *a = doc.a();
    RankingDocument *b = doc.b();
    QVERIFY(b);
    QVERIFY(b->breakdown());
    QCOMPARE(b->breakdown()->dcg, 2.5);

    QSignalSpy bSettings(b, &RankingDocument::settingsChanged);
    Ndcg::Settings linear = a->settings();
    linear.gain = Ndcg::Gain::Linear;
    a->editSettings(linear, RankingDocument::SettingsField::Gain);
    QCOMPARE(b->settings().gain, Ndcg::Gain::Linear);
    QCOMPARE(b->breakdown()->dcg, 2.0);
    QCOMPARE(bSettings.count(), 1);
    // One history: the edit is on A's stack, none on B's.
    QCOMPARE(a->undoStack()->count(), 1);
    QCOMPARE(b->undoStack()->count(), 0);

    a->undoStack()->undo();
    QCOMPARE(a->settings().gain, Ndcg::Gain::Exponential);
    QCOMPARE(b->settings().gain, Ndcg::Gain::Exponential);
    QCOMPARE(b->breakdown()->dcg, 2.5);
    a->undoStack()->redo();
    QCOMPARE(b->breakdown()->dcg, 2.0);
    QCOMPARE(doc.scenario().settings.gain, Ndcg::Gain::Linear);
}

void TestScenarioDocument::settingsEditedOnBGoToA()
{
    ScenarioDocument doc;
    doc.loadScenario(twoRankings(), QStringLiteral("two"));
    Ndcg::Settings linear = doc.b()->settings();
    linear.gain = Ndcg::Gain::Linear;
    doc.b()->editSettings(linear, RankingDocument::SettingsField::Gain);
    QCOMPARE(doc.a()->settings().gain, Ndcg::Gain::Linear);
    QCOMPARE(doc.a()->undoStack()->count(), 1);
    QCOMPARE(doc.b()->undoStack()->count(), 0);
    QCOMPARE(doc.b()->breakdown()->dcg, 2.0);
}

void TestScenarioDocument::signalsOncePerChange()
{
    ScenarioDocument doc;
    QSignalSpy loaded(&doc, &ScenarioDocument::scenarioLoaded);
    QSignalSpy comparison(&doc, &ScenarioDocument::comparisonChanged);
    QSignalSpy modified(&doc, &ScenarioDocument::modifiedChanged);
    QSignalSpy named(&doc, &ScenarioDocument::displayNameChanged);

    doc.loadScenario(twoRankings(), QStringLiteral("two"));
    QCOMPARE(loaded.count(), 1);
    QCOMPARE(comparison.count(), 1); // B appeared
    QCOMPARE(named.count(), 1);
    QCOMPARE(modified.count(), 0); // loaded documents are unmodified
    QCOMPARE(doc.displayName(), QStringLiteral("two"));

    doc.setComparison(Ndcg::Ranking::fromGrades({2, 2})); // B replaced: still comparing
    QCOMPARE(comparison.count(), 1);
    QCOMPARE(doc.b()->ranking(), Ndcg::Ranking::fromGrades({2, 2}));

    doc.setComparison(std::nullopt);
    QCOMPARE(comparison.count(), 2);
    QVERIFY(!doc.b());
    QVERIFY(!doc.isComparison());
    doc.setComparison(std::nullopt); // nothing to end
    QCOMPARE(comparison.count(), 2);

    doc.setComparison(Ndcg::Ranking::fromGrades({1}));
    QCOMPARE(comparison.count(), 3);
    QCOMPARE(doc.b()->settings(), doc.a()->settings());

    Ndcg::Scenario single = twoRankings();
    single.b.reset();
    doc.loadScenario(single, QStringLiteral("one"));
    QCOMPARE(loaded.count(), 2);
    QCOMPARE(comparison.count(), 4); // B went
    QCOMPARE(modified.count(), 0);
}

void TestScenarioDocument::modifiedAcrossRankingsAndSavePoints()
{
    ScenarioDocument doc;
    doc.loadScenario(twoRankings(), QStringLiteral("two"));
    QSignalSpy modified(&doc, &ScenarioDocument::modifiedChanged);
    QVERIFY(!doc.isModified());

    editGrade(doc.a(), 0, 1);
    QVERIFY(doc.isModified());
    QCOMPARE(modified.count(), 1);
    QCOMPARE(modified.last().at(0).toBool(), true);
    editGrade(doc.b(), 0, 3); // still modified: no second signal
    QCOMPARE(modified.count(), 1);
    doc.a()->undoStack()->undo(); // B still has its edit
    QVERIFY(doc.isModified());
    QCOMPARE(modified.count(), 1);
    doc.b()->undoStack()->undo();
    QVERIFY(!doc.isModified());
    QCOMPARE(modified.count(), 2);
    QCOMPARE(modified.last().at(0).toBool(), false);

    // A save point with edits on both sides; undoing past it on either side is a change.
    editGrade(doc.a(), 1, 0);
    editGrade(doc.b(), 1, 1);
    QCOMPARE(modified.count(), 3);
    doc.setClean();
    QVERIFY(!doc.isModified());
    QCOMPARE(modified.count(), 4);
    doc.b()->undoStack()->undo();
    QVERIFY(doc.isModified());
    QCOMPARE(modified.count(), 5);
    doc.b()->undoStack()->redo();
    QVERIFY(!doc.isModified());
    QCOMPARE(modified.count(), 6);

    // Ending the comparison drops B's edits with B.
    editGrade(doc.b(), 2, 0);
    QVERIFY(doc.isModified());
    doc.setComparison(std::nullopt);
    QVERIFY(!doc.isModified());
    QCOMPARE(modified.last().at(0).toBool(), false);
}

void TestScenarioDocument::loadForgetsHistoriesAndFile()
{
    ScenarioDocument doc;
    doc.loadScenario(twoRankings(), QStringLiteral("two"));
    doc.setFile(QStringLiteral("/tmp/x.ndcg.json"), FileWriter::stampOf("{}"));
    editGrade(doc.a(), 0, 0);
    editGrade(doc.b(), 0, 0);
    Ndcg::Settings linear = doc.a()->settings();
    linear.gain = Ndcg::Gain::Linear;
    doc.a()->editSettings(linear, RankingDocument::SettingsField::Gain);
    QCOMPARE(doc.a()->undoStack()->count(), 2);
    QCOMPARE(doc.b()->undoStack()->count(), 1);
    doc.undoGroup()->setActiveStack(doc.b()->undoStack());

    QSignalSpy file(&doc, &ScenarioDocument::filePathChanged);
    doc.loadScenario(twoRankings(), QStringLiteral("again"));
    QCOMPARE(doc.a()->undoStack()->count(), 0);
    QCOMPARE(doc.b()->undoStack()->count(), 0);
    QVERIFY(!doc.isModified());
    QCOMPARE(doc.a()->settings().gain, Ndcg::Gain::Exponential);
    QCOMPARE(doc.b()->breakdown()->dcg, 2.5);
    QCOMPARE(doc.undoGroup()->activeStack(), doc.a()->undoStack());
    QVERIFY(doc.filePath().isEmpty());
    QVERIFY(doc.fileStamp().isNull());
    QCOMPARE(file.count(), 1);
}

void TestScenarioDocument::scenarioRoundTrip()
{
    ScenarioDocument doc;
    Ndcg::Scenario s = twoRankings();
    s.settings.cutoff = 2;
    Ndcg::ExampleInfo info;
    info.id = QStringLiteral("007-test");
    s.example = info;
    doc.loadScenario(s, QStringLiteral("x"));
    QCOMPARE(doc.scenario(), s);
    QCOMPARE(doc.example()->id, QStringLiteral("007-test"));
    // Both undo stacks are in the group, A's active.
    QCOMPARE(doc.undoGroup()->stacks().size(), 2);
    QCOMPARE(doc.undoGroup()->activeStack(), doc.a()->undoStack());
}

QTEST_GUILESS_MAIN(TestScenarioDocument)
#include "tst_scenariodocument.moc"
