// The bilingual glossary holds SPEC.md's terms, with the first spelling of each pair
// (累计 over 累积, 折损 over 折扣) as the term and the other listed as a variant.

#include "glossary.h"

#include <QTest>

using namespace Ndcg;

class TestGlossary : public QObject
{
    Q_OBJECT
private slots:
    void specTerms_data();
    void specTerms();
    void bilingualTermPutsTheAbbreviationAfter();
};

void TestGlossary::specTerms_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("chinese");
    // From SPEC.md's glossary.
    QTest::newRow("gain") << "gain" << QString::fromUtf8("增益");
    QTest::newRow("cumulative gain") << "cg" << QString::fromUtf8("累计增益");
    QTest::newRow("discount") << "discount" << QString::fromUtf8("折损");
    QTest::newRow("DCG") << "dcg" << QString::fromUtf8("折损累计增益");
    QTest::newRow("IDCG") << "idcg" << QString::fromUtf8("理想折损累计增益");
    QTest::newRow("NDCG") << "ndcg" << QString::fromUtf8("归一化折损累计增益");
    QTest::newRow("ideal ordering") << "ideal" << QString::fromUtf8("理想排序");
    QTest::newRow("relevance grade") << "grade" << QString::fromUtf8("相关性等级");
    QTest::newRow("judged pool") << "pool" << QString::fromUtf8("已标注文档集");
    QTest::newRow("precision") << "precision" << QString::fromUtf8("准确率");
    QTest::newRow("recall") << "recall" << QString::fromUtf8("召回率");
    QTest::newRow("reciprocal rank") << "rr" << QString::fromUtf8("倒数排名");
    QTest::newRow("average precision") << "ap" << QString::fromUtf8("平均准确率");
}

void TestGlossary::specTerms()
{
    QFETCH(QString, key);
    QFETCH(QString, chinese);
    const GlossaryEntry *e = glossaryEntry(key);
    QVERIFY(e);
    QCOMPARE(e->chinese, chinese);
    QVERIFY(!e->definitionEn.isEmpty() && !e->definitionZh.isEmpty());
}

void TestGlossary::bilingualTermPutsTheAbbreviationAfter()
{
    QCOMPARE(bilingualTerm(QStringLiteral("dcg")), QString::fromUtf8("折损累计增益 (DCG)"));
    QCOMPARE(
        bilingualTerm(QStringLiteral("ideal")), QString::fromUtf8("理想排序 (ideal ordering)"));
    QVERIFY(glossaryEntry(QStringLiteral("dcg"))->variants.contains(QString::fromUtf8("折扣")));
    QVERIFY(glossaryEntry(QStringLiteral("cg"))->variants.contains(QString::fromUtf8("累积")));
}

QTEST_APPLESS_MAIN(TestGlossary)
#include "tst_glossary.moc"
