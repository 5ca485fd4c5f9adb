// The glossary names the companion metrics of SPEC.md that it lacked (issue 12): expected
// reciprocal rank (ERR), rank-biased precision (RBP) and mean reciprocal rank (MRR), each in
// English and Chinese with the abbreviation and SPEC.md's formula, in the glossary dialog too.
// The Chinese terms are those the app's translation already uses for these metrics (the result
// card's tooltips: 期望倒数排名, 排序偏置准确率), so that the "both languages" labels name them
// whole rather than as the shorter term inside them (准确率 is precision, P@k).

#include "classroom/glossarydialog.h"
#include "classroom/languagecontroller.h"
#include "glossary.h"

#include <QTableWidget>
#include <QTest>

using namespace Ndcg;

class TestGlossaryMetrics : public QObject
{
    Q_OBJECT
private slots:
    void entries_data();
    void entries();
    void shownInTheDialog();
    void bilingualLabelsNameTheWholeTerm();
};

void TestGlossaryMetrics::entries_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("abbreviation");
    QTest::addColumn<QString>("chinese");
    QTest::addColumn<QString>("formulaPart"); // a piece of SPEC.md's formula
    QTest::newRow("ERR") << "err"
                         << "expected reciprocal rank"
                         << "ERR" << QString::fromUtf8("期望倒数排名")
                         << QString::fromUtf8("2^gmax");
    QTest::newRow("RBP") << "rbp"
                         << "rank-biased precision"
                         << "RBP" << QString::fromUtf8("排序偏置准确率")
                         << QString::fromUtf8("p^(i−1)");
    QTest::newRow("MRR") << "mrr"
                         << "mean reciprocal rank"
                         << "MRR" << QString::fromUtf8("平均倒数排名") << QString::fromUtf8("mean");
}

void TestGlossaryMetrics::entries()
{
    QFETCH(QString, key);
    QFETCH(QString, english);
    QFETCH(QString, abbreviation);
    QFETCH(QString, chinese);
    QFETCH(QString, formulaPart);
    const GlossaryEntry *e = glossaryEntry(key);
    QVERIFY2(e, qPrintable(key));
    QCOMPARE(e->english, english);
    QCOMPARE(e->abbreviation, abbreviation);
    QCOMPARE(e->chinese, chinese);
    QVERIFY2(e->definitionEn.contains(formulaPart), qPrintable(e->definitionEn));
    QVERIFY(!e->definitionZh.isEmpty());
    QCOMPARE(bilingualTerm(key), chinese + QStringLiteral(" (") + abbreviation + QLatin1Char(')'));
}

void TestGlossaryMetrics::shownInTheDialog()
{
    GlossaryDialog dialog;
    QStringList english;
    QStringList chinese;
    for (int row = 0; row < dialog.table()->rowCount(); ++row) {
        english << dialog.table()->item(row, 0)->text();
        chinese << dialog.table()->item(row, 1)->text();
    }
    for (const char *term : {"expected reciprocal rank (ERR)", "rank-biased precision (RBP)",
             "mean reciprocal rank (MRR)"})
        QVERIFY2(english.contains(QString::fromUtf8(term)), term);
    QVERIFY(chinese.contains(QString::fromUtf8("平均倒数排名")));
}

void TestGlossaryMetrics::bilingualLabelsNameTheWholeTerm()
{
    // Before: "排序偏置准确率" was annotated at its tail, 准确率, as precision.
    QCOMPARE(BilingualTranslator::annotate(QString::fromUtf8("排序偏置准确率")),
        QString::fromUtf8("排序偏置准确率 (RBP)"));
    QCOMPARE(BilingualTranslator::annotate(QString::fromUtf8("平均倒数排名")),
        QString::fromUtf8("平均倒数排名 (MRR)"));
}

QTEST_MAIN(TestGlossaryMetrics)
#include "tst_glossary_metrics.moc"
