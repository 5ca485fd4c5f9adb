// Tests of the CSV/TSV ranking import: delimiters, headers, quoting, and a message naming the
// file, line and column for each kind of bad row.

#include "csvimport.h"

#include <QTest>

using namespace Ndcg;

class TestCsvImport : public QObject
{
    Q_OBJECT
private slots:
    void readsRankings_data();
    void readsRankings();
    void badFilesNameFileLineAndColumn_data();
    void badFilesNameFileLineAndColumn();
};

void TestCsvImport::readsRankings_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QList<double>>("grades");
    QTest::addColumn<QStringList>("labels");
    QTest::addColumn<QList<double>>("scores"); // NaN = no score
    const double none = qQNaN();
    QTest::newRow("a bare column of grades")
        << QByteArray("3\n2\n0\n1\n3\n") << QList<double> {3, 2, 0, 1, 3}
        << QStringList {"", "", "", "", ""} << QList<double> {none, none, none, none, none};
    QTest::newRow("label,grade without a header, CRLF, no final newline")
        << QByteArray("a,3\r\nb,2\r\nc,0") << QList<double> {3, 2, 0} << QStringList {"a", "b", "c"}
        << QList<double> {none, none, none};
    QTest::newRow("TSV with a header in another column order")
        << QByteArray("score\tdoc\trelevance\n0.9\tD1\t2\n0.5\tD2\t0\n") << QList<double> {2, 0}
        << QStringList {"D1", "D2"} << QList<double> {0.9, 0.5};
    QTest::newRow("a Chinese header and quoted labels with commas")
        << QByteArray("标题,相关性\n\"成都火锅大全, 2024\",4\n\"重庆火锅\",1\n")
        << QList<double> {4, 1}
        << QStringList {QString::fromUtf8("成都火锅大全, 2024"), QString::fromUtf8("重庆火锅")}
        << QList<double> {none, none};
    QTest::newRow("semicolons, blank lines and comments")
        << QByteArray("# exported\nx;1;0.5\n\ny;0;0.25\n") << QList<double> {1, 0}
        << QStringList {"x", "y"} << QList<double> {0.5, 0.25};
    QTest::newRow("grade,score without labels")
        << QByteArray("3,0.9\n1,0.4\n") << QList<double> {3, 1} << QStringList {"", ""}
        << QList<double> {0.9, 0.4};
}

void TestCsvImport::readsRankings()
{
    QFETCH(QByteArray, data);
    QFETCH(QList<double>, grades);
    QFETCH(QStringList, labels);
    QFETCH(QList<double>, scores);
    const auto r = importCsv(data, QStringLiteral("in.csv"));
    QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error().toString()));
    QCOMPARE(r->grades(), grades);
    for (qsizetype i = 0; i < grades.size(); ++i) {
        QCOMPARE(r->items[i].label, labels[i]);
        if (qIsNaN(scores[i]))
            QVERIFY(!r->items[i].score.has_value());
        else
            QCOMPARE(r->items[i].score, std::optional<double>(scores[i]));
    }
}

void TestCsvImport::badFilesNameFileLineAndColumn_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("message");
    QTest::newRow("an empty file") << QByteArray("\n  \n") << "in.csv: the file is empty";
    QTest::newRow("a grade that is not a number on line 3") << QByteArray(
        "label,grade\na,1\nb,high\n") << "in.csv:3:2: the grade 'high' is not a number";
    QTest::newRow("a row with too few fields")
        << QByteArray("label,grade\na,1\nb\n") << "in.csv:3: too few fields";
    QTest::newRow("an unclosed quote") << QByteArray("a,1\n\"b,2\n") << "in.csv:2: a quoted field";
    QTest::newRow("binary garbage")
        << QByteArray("\x01\x00\x02", 3) << "in.csv: the file is binary";
    QTest::newRow("a header without a grade column")
        << QByteArray("name,colour\na,red\n") << "in.csv:1: the header names no grade column";
    QTest::newRow("a bad score") << QByteArray("doc,grade,score\na,1,x\n")
                                 << "in.csv:2:3: the score 'x' is not a number";
    // The label limit of every reader (scenario.h): a label of megabytes froze the window.
    QTest::newRow("a label of 1001 characters on line 3")
        << "grade,doc\n1,a\n2," + QByteArray(1001, 'x') + "\n"
        << "in.csv:3:2: the label is 1001 characters long, more than the limit of 1000 "
           "characters";
    QTest::newRow("a label of 1001 characters, quoted, after a quote")
        << "\"a\"\"" + QByteArray(999, '\\') + "\",1\n"
        << "in.csv:1:1: the label is 1001 characters long";
}

void TestCsvImport::badFilesNameFileLineAndColumn()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, message);
    const auto r = importCsv(data, QStringLiteral("in.csv"));
    QVERIFY(!r.ok());
    QVERIFY2(r.error().toString().startsWith(message), qPrintable(r.error().toString()));
}

QTEST_APPLESS_MAIN(TestCsvImport)
#include "tst_csvimport.moc"
