// The convention explorer and `ndcg-cli conventions --format json` with a grade of 2000: the
// conventions with exponential gain (TF-Ranking, ranx ndcg_burges) keep DCG and IDCG in units
// of 2^1040 (ceil(2000 − 960): core/breakdown.cpp, gainScaleFor), so 2^2000 is held as 2^960. The
// explorer's tooltip writes them at their true size and the CLI's JSON says the scale
// (gainScaleLog2), where both used to give 2^960 ≈ 9.745 × 10^288 as if it were the DCG.
//
// Expected values, worked out by hand for the grades 2000, 3, 0, 1 (k = all = 4, d(i) =
// 1/log₂(i+1)):
//   exponential gain: DCG = (2^2000 − 1) + 7/log₂3 + 0 + 1/log₂5 ≈ 2^2000 = 1.148 × 10^602
//     (Python: Decimal(2)**2000 = 1.1481306952742545e602; the other terms are 10^600 times too
//     small to show), IDCG the same (the ideal 2000, 3, 1, 0 differs only in those terms).
//   linear gain (trec_eval ndcg, judged pool): DCG = 2000 + 3/log₂3 + 0 + 1/log₂5
//     = 2000 + 1.892789 + 0.430677 = 2002.323466; IDCG = 2000 + 1.892789 + 1/2 = 2002.392789.

#include "conventions.h"
#include "whatif/conventiontablemodel.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QProcess>
#include <QTest>

#include <cmath>

namespace {

const QList<double> grades = {2000, 3, 0, 1};

int rowOf(const Ndcg::ConventionTable &table, const QString &library, const QString &measure)
{
    for (int r = 0; r < table.rows.size(); ++r) {
        if (table.rows[r].convention.library == library
            && table.rows[r].convention.measure.startsWith(measure))
            return r;
    }
    return -1;
}

} // namespace

class TestConventionsScale : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void tooltipShowsTheTrueSize_data();
    void tooltipShowsTheTrueSize();
    void cliJsonSaysTheScale();

private:
    QLocale m_saved;
};

void TestConventionsScale::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestConventionsScale::cleanupTestCase()
{
    QLocale::setDefault(m_saved);
}

void TestConventionsScale::tooltipShowsTheTrueSize_data()
{
    QTest::addColumn<QString>("library");
    QTest::addColumn<QString>("measure");
    QTest::addColumn<double>("scale");
    QTest::addColumn<QString>("values");
    const QString huge = QStringLiteral("DCG@k = 1.148×10⁶⁰², IDCG@k = 1.148×10⁶⁰²");
    QTest::newRow("TF-Ranking, 2^g − 1") << "TF-Ranking"
                                         << "NDCGMetric" << 1040.0 << huge;
    QTest::newRow("ranx ndcg_burges, 2^g − 1") << "ranx"
                                               << "ndcg_burges" << 1040.0 << huge;
    QTest::newRow("trec_eval ndcg, linear")
        << "trec_eval"
        << "ndcg" << 0.0 << "DCG@k = 2,002.323, IDCG@k = 2,002.393";
}

void TestConventionsScale::tooltipShowsTheTrueSize()
{
    QFETCH(QString, library);
    QFETCH(QString, measure);
    QFETCH(double, scale);
    QFETCH(QString, values);
    const auto table = Ndcg::compareConventions(Ndcg::Ranking::fromGrades(grades), 0);
    QVERIFY(table.ok());
    const int r = rowOf(*table, library, measure);
    QVERIFY2(r >= 0, qPrintable(library + QLatin1Char(' ') + measure));
    const Ndcg::ConventionRow &row = table->rows[r];
    QVERIFY(row.computed);
    QCOMPARE(row.gainScaleLog2, scale);

    ConventionTableModel model;
    model.setTable(*table);
    const QString tip
        = model.data(model.index(r, ConventionTableModel::Ndcg), Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(values), qPrintable(tip));
}

void TestConventionsScale::cliJsonSaysTheScale()
{
    QProcess p;
    p.start(QStringLiteral(NDCG_BIN_DIR "/ndcg-cli"),
        {"conventions", "--grades", "2000,3,0,1", "--format", "json"});
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 0);
    const QJsonArray rows
        = QJsonDocument::fromJson(p.readAllStandardOutput()).object().value("rows").toArray();
    QVERIFY(!rows.isEmpty());
    bool sawScaled = false;
    for (const QJsonValue &v : rows) {
        const QJsonObject row = v.toObject();
        const QString name
            = row.value("library").toString() + u' ' + row.value("measure").toString();
        QVERIFY2(row.contains("gainScaleLog2"), qPrintable(name));
        if (!row.value("computed").toBool())
            continue;
        const double s = row.value("gainScaleLog2").toDouble();
        const double dcg = row.value("dcg").toDouble();
        if (row.value("settings").toObject().value("gain").toString() == "exponential"
            && row.value("library").toString() != "RankLib") {
            // DCG · 2^s = 2^2000 (to the last bit of 2^960: the other terms are far below it).
            QCOMPARE(s, 1040.0);
            QCOMPARE(dcg, std::ldexp(1.0, 960));
            sawScaled = true;
        } else {
            // Linear gains of 2000, and RankLib's wrapped Java ints, need no scale.
            QCOMPARE(s, 0.0);
            QVERIFY2(dcg > 1000 && dcg < 1e6, qPrintable(name));
        }
    }
    QVERIFY(sawScaled);
}

QTEST_MAIN(TestConventionsScale)
#include "tst_conventions_scale.moc"
