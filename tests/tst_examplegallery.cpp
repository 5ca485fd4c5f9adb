// The Examples gallery: lists every bundled example, filters with ExampleInfo::matches() in
// both languages, shows source and description, and opening one loads it into the window
// (Ctrl+E, type, Enter).

#include "stepthrough/examplegallery.h"
#include "examples.h"
#include "mainwindow.h"
#include "document/scenariodocument.h"
#include "document/rankingdocument.h"
#include "stepthrough/stepcontroller.h"

#include <QAction>
#include <QApplication>
#include <QLineEdit>
#include <QListWidget>
#include <QSignalSpy>
#include <QTest>

class TestExampleGallery : public QObject
{
    Q_OBJECT
private slots:
    void listsEveryExample();
    void searchFilters_data();
    void searchFilters();
    void showsSourceAndDescription();
    void openingLoadsTheWindow();
};

void TestExampleGallery::listsEveryExample()
{
    ExampleGallery gallery;
    QCOMPARE(gallery.shownIds(), Ndcg::exampleIds());
    const auto first = Ndcg::loadExample(Ndcg::exampleIds().first());
    QVERIFY(gallery.list()->item(0)->text().startsWith(first->example->title.en));
}

void TestExampleGallery::searchFilters_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QStringList>("expected");
    QStringList all = Ndcg::exampleIds();
    for (const QString &query : {QStringLiteral("lipstick"), QStringLiteral("003"),
             QStringLiteral("成都"), QStringLiteral("IDCG = 0"), QStringLiteral("zzzz-nothing")}) {
        QStringList expected;
        for (const QString &id : all) {
            const auto s = Ndcg::loadExample(id);
            if (s->example->matches(query))
                expected << id;
        }
        QTest::newRow(qPrintable(QStringLiteral("search “%1”").arg(query))) << query << expected;
    }
}

void TestExampleGallery::searchFilters()
{
    QFETCH(QString, query);
    QFETCH(QStringList, expected);
    ExampleGallery gallery;
    gallery.show();
    gallery.searchField()->setText(query); // QTest types ASCII only
    QCOMPARE(gallery.shownIds(), expected);
    if (expected.isEmpty())
        QVERIFY(gallery.details().contains(QStringLiteral("No example matches")));
    gallery.searchField()->clear();
    QCOMPARE(gallery.shownIds(), Ndcg::exampleIds());
}

void TestExampleGallery::showsSourceAndDescription()
{
    ExampleGallery gallery;
    QVERIFY(gallery.select(QStringLiteral("003-example")));
    const auto s = Ndcg::loadExample(QStringLiteral("003-example"));
    QVERIFY(gallery.details().contains(s->example->source));
    // The text by its citation, in the UI language.
    QVERIFY(gallery.details().contains(QStringLiteral(
        "“搜索评价指标——NDCG” (search evaluation metrics: NDCG), a Chinese article")));
    QVERIFY(gallery.details().contains(s->example->description.en.left(30)));
    QVERIFY(gallery.details().contains(QStringLiteral("figures")));
    const QString dir = qEnvironmentVariable("NDCG_STEP_SCREENSHOTS");
    if (!dir.isEmpty()) {
        gallery.show();
        QTest::qWait(50);
        QVERIFY(gallery.grab().save(dir + QStringLiteral("/gallery.png")));
    }
}

void TestExampleGallery::openingLoadsTheWindow()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy loaded(window.document(), &ScenarioDocument::scenarioLoaded);
    window.steps()->actions().examplesGallery->trigger();
    auto *gallery = window.findChild<StepController *>()->gallery();
    QVERIFY(gallery->isVisible());
    QTest::keyClicks(gallery->searchField(), QStringLiteral("lipstick"));
    QCOMPARE(gallery->shownIds(), QStringList {QStringLiteral("002-lipsticks-ab")});
    QTest::keyClick(gallery->searchField(), Qt::Key_Return);
    QCOMPARE(loaded.count(), 1);
    QVERIFY(!gallery->isVisible());
    const auto s = Ndcg::loadExample(QStringLiteral("002-lipsticks-ab"));
    QCOMPARE(window.document()->a()->ranking(), s->a);
    QVERIFY(window.document()->isComparison());
    QVERIFY(window.document()->example().has_value());
    QCOMPARE(window.document()->example()->id, QStringLiteral("002-lipsticks-ab"));
    QVERIFY(window.windowTitle().contains(s->example->title.en));
}

QTEST_MAIN(TestExampleGallery)
#include "tst_examplegallery.moc"
