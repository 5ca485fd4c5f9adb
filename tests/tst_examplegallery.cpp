// The Examples gallery: lists every bundled example, filters with ExampleInfo::matches() in
// both languages, shows source and description, and opening one loads it into the window
// (Ctrl+E, type, Enter).

#include "document/rankingdocument.h"
#include "document/scenariodocument.h"
#include "examples.h"
#include "mainwindow.h"
#include "stepthrough/examplegallery.h"
#include "stepthrough/examplescontroller.h"

#include <QAction>
#include <QApplication>
#include <QLineEdit>
#include <QListWidget>
#include <QRegularExpression>
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
    void wholeWordRanksFirst_data();
    void wholeWordRanksFirst();
    void arrowKeysInTheSearchMoveTheSelection();
    void reopeningStartsANewSearch();
};

namespace {

// The examples whose English title holds query as a whole word, found without the gallery.
QStringList titledWith(const QString &query)
{
    const QRegularExpression word(
        QStringLiteral("\\b%1\\b").arg(query), QRegularExpression::CaseInsensitiveOption);
    QStringList ids;
    for (const QString &id : Ndcg::exampleIds()) {
        const auto s = Ndcg::loadExample(id);
        if (word.match(s->example->title.en).hasMatch())
            ids << id;
    }
    return ids;
}

MainWindow *openGallery(MainWindow &window, ExampleGallery **gallery)
{
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return nullptr;
    window.examples()->actions().examplesGallery->trigger();
    *gallery = window.examples()->gallery();
    return &window;
}

} // namespace

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
    window.examples()->actions().examplesGallery->trigger();
    auto *gallery = window.examples()->gallery();
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

void TestExampleGallery::wholeWordRanksFirst_data()
{
    QTest::addColumn<QString>("query");
    // Each of these words is a whole word of one title and part of other examples' texts.
    for (const char *query : {"prose", "lipsticks", "tied"})
        QTest::newRow(qPrintable(QStringLiteral("typing “%1” and Enter opens the example titled "
                                                "with the word")
                                     .arg(QLatin1String(query))))
            << QString::fromLatin1(query);
}

void TestExampleGallery::wholeWordRanksFirst()
{
    QFETCH(QString, query);
    const QStringList titled = titledWith(query);
    QVERIFY(!titled.isEmpty());
    MainWindow window;
    ExampleGallery *gallery = nullptr;
    QVERIFY(openGallery(window, &gallery));
    QSignalSpy loaded(window.document(), &ScenarioDocument::scenarioLoaded);
    QTest::keyClicks(gallery->searchField(), query);
    // Every example whose title holds the word comes before those that only mention it.
    const QStringList shown = gallery->shownIds();
    QVERIFY(shown.size() >= titled.size());
    for (const QString &id : titled)
        QVERIFY2(shown.indexOf(id) < titled.size(), qPrintable(shown.join(u' ')));
    QCOMPARE(gallery->list()->currentRow(), 0);
    QTest::keyClick(gallery->searchField(), Qt::Key_Return);
    QCOMPARE(loaded.count(), 1);
    QVERIFY(!gallery->isVisible());
    QVERIFY(window.document()->example().has_value());
    QCOMPARE(window.document()->example()->id, shown.first());
    QVERIFY(titled.contains(window.document()->example()->id));
}

void TestExampleGallery::arrowKeysInTheSearchMoveTheSelection()
{
    MainWindow window;
    ExampleGallery *gallery = nullptr;
    QVERIFY(openGallery(window, &gallery));
    QSignalSpy loaded(window.document(), &ScenarioDocument::scenarioLoaded);
    QTest::keyClicks(gallery->searchField(), QStringLiteral("prose"));
    const QStringList shown = gallery->shownIds();
    QVERIFY(shown.size() >= 3); // 000-prose by its title; 000-code, own-log-base by description
    QCOMPARE(gallery->list()->currentRow(), 0);
    QTest::keyClick(gallery->searchField(), Qt::Key_Down);
    QCOMPARE(gallery->list()->currentRow(), 1);
    QTest::keyClick(gallery->searchField(), Qt::Key_Down);
    QCOMPARE(gallery->list()->currentRow(), 2);
    QTest::keyClick(gallery->searchField(), Qt::Key_Up);
    QCOMPARE(gallery->list()->currentRow(), 1);
    QTest::keyClick(gallery->searchField(), Qt::Key_PageDown);
    QCOMPARE(gallery->list()->currentRow(), shown.size() - 1);
    QTest::keyClick(gallery->searchField(), Qt::Key_PageUp);
    QCOMPARE(gallery->list()->currentRow(), 0);
    QTest::keyClick(gallery->searchField(), Qt::Key_Down);
    // The text typed stays; the focus stays in the field.
    QCOMPARE(gallery->searchField()->text(), QStringLiteral("prose"));
    QCOMPARE(gallery->focusWidget(), gallery->searchField());
    QTest::keyClick(gallery->searchField(), Qt::Key_Return);
    QCOMPARE(loaded.count(), 1);
    QCOMPARE(window.document()->example()->id, shown.at(1));
}

void TestExampleGallery::reopeningStartsANewSearch()
{
    MainWindow window;
    ExampleGallery *gallery = nullptr;
    QVERIFY(openGallery(window, &gallery));
    QTest::keyClicks(gallery->searchField(), QStringLiteral("lipstick"));
    QTest::keyClick(gallery->searchField(), Qt::Key_Return);
    QVERIFY(!gallery->isVisible());
    // The user clicks into the list before closing the next time: the focus leaves the field.
    window.examples()->actions().examplesGallery->trigger();
    QVERIFY(QTest::qWaitForWindowActive(gallery));
    gallery->list()->setFocus();
    QCOMPARE(gallery->focusWidget(), gallery->list());
    QTest::keyClicks(gallery->searchField(), QStringLiteral("prose"));
    QTest::keyClick(gallery, Qt::Key_Escape);
    QVERIFY(!gallery->isVisible());
    window.examples()->actions().examplesGallery->trigger();
    QVERIFY(gallery->isVisible());
    QVERIFY(QTest::qWaitForWindowActive(gallery));
    QCOMPARE(gallery->searchField()->text(), QString());
    QCOMPARE(gallery->shownIds(), Ndcg::exampleIds());
    // The dialog's focus (what the keyboard reaches in it) is the search field.
    QCOMPARE(gallery->focusWidget(), gallery->searchField());
    // The example shown now is the one selected.
    QCOMPARE(gallery->list()->currentItem()->data(Qt::UserRole).toString(),
        QStringLiteral("002-lipsticks-ab"));
}

QTEST_MAIN(TestExampleGallery)
#include "tst_examplegallery.moc"
