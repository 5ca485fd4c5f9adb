// The two-ranking view makes its own point (issue 12): seed 001's comparison, titled "NDCG
// tells them apart, MRR does not", shows MRR (the reciprocal rank: one query) of A and B beside
// their NDCG, and says that A and B score the same on it. Every companion metric of both
// rankings is shown.
//
// The exact values, worked out by hand from the example's file (resources/examples/
// 001-systems-ab.json: linear gain, discount 1/log₂(i+1), k = 5, judged pool of both systems,
// relevant from grade 1, RBP p = 0.8, gmax = 4, the highest grade of the pool):
//   A = 4, 2, 2, 2, 1 (the five relevant documents in ideal order), B = 4, 0, 0, 0, 0.
//   NDCG@5: A = 1; B = 4 / (4 + 2/log₂3 + 2/2 + 2/log₂5 + 1/log₂6) = 4 / 7.510 = 0.533.
//   RR (= MRR for one query): both put a relevant document first: 1 and 1.
//   P@5: 5/5 = 1 and 1/5 = 0.2; R@5: 5/5 = 1 and 1/5 = 0.2; AP@5: 1 and (1/1)/5 = 0.2.
//   ERR@5 with R(g) = (2^g − 1)/16: A = 15/16 + (1/2)(3/16)(1/16) + (1/3)(3/16)(1/16)(13/16)
//     + (1/4)(3/16)(1/16)(13/16)² + (1/5)(1/16)(1/16)(13/16)³ = 0.94889; B = 15/16 = 0.9375.
//   RBP: A = 0.2 (1 + 0.8 + 0.64 + 0.512 + 0.4096) = 0.67232; B = 0.2.

#include "comparison/comparisoncontroller.h"
#include "comparison/comparisonview.h"
#include "document/rankingdocument.h"
#include "document/scenariodocument.h"
#include "mainwindow.h"

#include <QLabel>
#include <QTest>
#include <QTextDocument>

#include <memory>

class TestComparisonMetrics : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void seed001ShowsMrrBesideNdcg();

private:
    std::unique_ptr<MainWindow> m_window;
};

void TestComparisonMetrics::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestComparisonMetrics::cleanup()
{
    m_window.reset();
}

void TestComparisonMetrics::seed001ShowsMrrBesideNdcg()
{
    // Compare ▸ seed 001's systems A and B, as the user opens it.
    m_window->comparison()->actions().compareSeed001->trigger();
    ComparisonView *view = m_window->comparison()->view();
    QVERIFY(view);
    QVERIFY(view->isVisible());

    // On screen: the metrics table of the headline, read as a person reads it (its plain text,
    // row by row).
    auto *label = view->findChild<QLabel *>(QStringLiteral("comparisonMetrics"));
    QVERIFY2(label, "no metrics table in the comparison view");
    QVERIFY(label->isVisible());
    QTextDocument doc;
    doc.setHtml(label->text());
    const QString shown = doc.toPlainText();
    QVERIFY2(shown.contains(QStringLiteral("MRR")), qPrintable(shown));

    // The same table cell by cell.
    const QStringList lines = view->metricsText().split(QLatin1Char('\n'));
    QVERIFY2(lines.size() >= 3, qPrintable(view->metricsText()));
    const QStringList header = lines[0].split(QLatin1Char('\t'));
    const QStringList a = lines[1].split(QLatin1Char('\t'));
    const QStringList b = lines[2].split(QLatin1Char('\t'));
    QCOMPARE(a.value(0), QStringLiteral("A"));
    QCOMPARE(b.value(0), QStringLiteral("B"));
    const struct
    {
        const char *name;
        const char *a;
        const char *b;
    } expected[] = {
        {"NDCG@5", "1.000", "0.533"},
        {"RR (MRR)", "1.000", "1.000"},
        {"P@5", "1.000", "0.200"},
        {"R@5", "1.000", "0.200"},
        {"AP@5", "1.000", "0.200"},
        {"ERR@5", "0.949", "0.938"}, // 0.94889 and 0.9375
        {"RBP p=0.8", "0.672", "0.200"},
    };
    for (const auto &e : expected) {
        const qsizetype column = header.indexOf(QLatin1String(e.name));
        QVERIFY2(column > 0, e.name);
        QCOMPARE(a.value(column), QLatin1String(e.a));
        QCOMPARE(b.value(column), QLatin1String(e.b));
        // Each value on screen too.
        QVERIFY(shown.contains(QLatin1String(e.name)));
    }
    // The point, said: they agree on MRR (and on nothing else shown).
    QCOMPARE(lines.value(3), QStringLiteral("A and B score the same on RR (MRR)"));
    QVERIFY2(view->whereText().contains(QStringLiteral("A and B score the same on RR (MRR)")),
        qPrintable(view->whereText()));
    // The exact numbers behind the cells.
    const Ndcg::Breakdown *ba = m_window->document()->a()->breakdown();
    const Ndcg::Breakdown *bb = m_window->document()->b()->breakdown();
    QCOMPARE(ba->metrics.reciprocalRank, 1.0);
    QCOMPARE(bb->metrics.reciprocalRank, 1.0);
    QVERIFY(std::abs(ba->metrics.err - 0.9488862991333008) < 1e-12);
    QVERIFY(std::abs(bb->metrics.err - 0.9375) < 1e-12);
    QVERIFY(std::abs(ba->metrics.rbp - 0.67232) < 1e-12);
    QVERIFY(std::abs(*bb->ndcg - 0.5326185286938011) < 1e-12);
}

QTEST_MAIN(TestComparisonMetrics)
#include "tst_comparisonmetrics.moc"
