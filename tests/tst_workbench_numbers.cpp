// Large and small numbers in the window (issue 12, "A large grade wrecks the window"): a typed
// grade of 30 (a typo for 3), of 2000, and of 10^6 under linear gain, in English and in
// Chinese. Every number the table (cells and tooltips), the card, the formula and the charts'
// value axes show is at most 12 characters ("1.148×10⁶⁰²", not 290 digits nor
// "1073741823.000"), every cell shows its text whole (no "1073…"), values kept in units of 2^s
// are shown at their true size with a warning that says so, axes group thousands
// ("250,000"), and nothing makes the window or the workbench's minimum width grow; undo puts
// the columns back.
//
// Expected values, worked out by hand: 2^30 − 1 = 1073741823 = 1.074 × 10^9; 2^2000 =
// 1.148 × 10^602 (Python's Decimal(2)**2000 = 1.1481306952742545e602); a grade of 10^6 under
// linear gain has gain 10^6 = 1.000 × 10^6.

#include "charts/contributionchart.h"
#include "charts/ndcgchart.h"
#include "charts/runningdcgchart.h"
#include "classroom/languagecontroller.h"
#include "document/rankingdocument.h"
#include "document/scenariodocument.h"
#include "mainwindow.h"
#include "workbench/definitionbar.h"
#include "workbench/formulapanel.h"
#include "workbench/maskingproxymodel.h"
#include "workbench/rankingtablemodel.h"
#include "workbench/rankingtableview.h"
#include "workbench/resultcard.h"
#include "workbench/workbench.h"

#include <QAction>
#include <QApplication>
#include <QCategoryAxis>
#include <QComboBox>
#include <QRegularExpression>
#include <QTest>

#include <memory>

using Language = LanguageController::Language;

class TestWorkbenchNumbers : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void largeGradesReadInEveryView_data();
    void largeGradesReadInEveryView();
    void axesGroupThousands_data();
    void axesGroupThousands();
    void tinyValuesReadInEveryView_data();
    void tinyValuesReadInEveryView();
    void everyNumberAtItsOwnTrueSize_data();
    void everyNumberAtItsOwnTrueSize();

private:
    MaskingProxyModel *model() const { return m_window->workbench()->model(); }
    RankingTableView *table() const { return m_window->workbench()->table(); }
    Workbench *bench() const { return m_window->workbench(); }
    QString formula() const
    {
        return bench()->formula()->plainText().remove(QChar(0x2060)).simplified();
    }
    void open(const QString &language);
    void typeGrade(int row, const QString &text);
    void toLinearGain();
    QStringList axisLabels() const;
    // Every number shown at most 12 characters, every cell whole, the window's width kept.
    void checkNumbers(const char *when);

    std::unique_ptr<MainWindow> m_window;
    int m_benchMinimum = 0;
};

void TestWorkbenchNumbers::init() { }

void TestWorkbenchNumbers::cleanup()
{
    m_window.reset();
    LanguageController::instance()->setLanguage(Language::English, false);
}

void TestWorkbenchNumbers::open(const QString &language)
{
    LanguageController::instance()->setLanguage(
        language == QLatin1String("zh_CN") ? Language::Chinese : Language::English, false);
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QApplication::setActiveWindow(m_window.get());
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QCoreApplication::processEvents();
    m_benchMinimum = bench()->minimumSizeHint().width();
}

void TestWorkbenchNumbers::typeGrade(int row, const QString &text)
{
    const QModelIndex index = model()->index(row, RankingTableModel::Grade);
    table()->setFocus();
    table()->setCurrentIndex(index);
    QTest::keyClick(table(), text.at(0).toLatin1());
    QWidget *editor = QApplication::focusWidget();
    QVERIFY(editor && editor != table());
    QTest::keyClicks(editor, text.mid(1));
    QTest::keyClick(editor, Qt::Key_Return);
    QTRY_VERIFY(!table()->isPersistentEditorOpen(index) && QApplication::focusWidget() == table());
    QCOMPARE(model()->index(row, RankingTableModel::Grade).data().toString(), text);
}

void TestWorkbenchNumbers::toLinearGain()
{
    QComboBox *gain = bench()->definitionBar()->gainCombo();
    gain->setFocus();
    QTest::keyClick(gain, Qt::Key_Down); // exponential -> linear
    QCOMPARE(m_window->document()->a()->settings().gain, Ndcg::Gain::Linear);
}

QStringList TestWorkbenchNumbers::axisLabels() const
{
    QStringList labels;
    for (BreakdownChart *chart : std::initializer_list<BreakdownChart *> {
             bench()->dcgChart(), bench()->contributionChart(), bench()->ndcgChart()}) {
        if (auto *axis = qobject_cast<QCategoryAxis *>(chart->yAxis()))
            labels << axis->categoriesLabels();
        else
            labels << QStringLiteral("(not a labelled axis)");
    }
    return labels;
}

void TestWorkbenchNumbers::checkNumbers(const char *when)
{
    QCoreApplication::processEvents();
    QStringList texts {bench()->card()->headlineText(), bench()->card()->metricsText(),
        bench()->card()->noticeText(), formula()};
    texts << axisLabels();
    const QFontMetrics fm(table()->font());
    for (int r = 0; r < model()->rowCount(); ++r) {
        for (int c = 0; c < model()->columnCount(); ++c) {
            const QString text = model()->index(r, c).data(Qt::DisplayRole).toString();
            texts << text << model()->index(r, c).data(Qt::ToolTipRole).toString();
            // Whole in its cell (the view pads a cell by 3 pixels a side): no "1073…".
            if (c != RankingTableModel::Label) {
                QVERIFY2(fm.horizontalAdvance(text) + 6 <= table()->columnWidth(c),
                    qPrintable(QStringLiteral("%1: \"%2\" (%3 px) in a column of %4 px")
                                   .arg(QLatin1String(when), text)
                                   .arg(fm.horizontalAdvance(text))
                                   .arg(table()->columnWidth(c))));
            }
        }
    }
    // A number: digits with group separators and a decimal point, and its power of ten.
    static const QRegularExpression number(QStringLiteral("[0-9][0-9,.]*(×10[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)?"));
    for (const QString &text : std::as_const(texts)) {
        for (const QRegularExpressionMatch &m : number.globalMatch(text)) {
            QVERIFY2(m.capturedLength() <= 12,
                qPrintable(QStringLiteral("%1: %2 in \"%3\"")
                               .arg(QLatin1String(when), m.captured(), text.left(200))));
        }
    }
    QVERIFY2(m_window->width() == 1280,
        qPrintable(QStringLiteral("%1: the window is %2 wide")
                       .arg(QLatin1String(when))
                       .arg(m_window->width())));
    QVERIFY2(bench()->minimumSizeHint().width() <= m_benchMinimum,
        qPrintable(QStringLiteral("%1: the workbench needs %2 pixels, %3 before")
                       .arg(QLatin1String(when))
                       .arg(bench()->minimumSizeHint().width())
                       .arg(m_benchMinimum)));
}

void TestWorkbenchNumbers::largeGradesReadInEveryView_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

void TestWorkbenchNumbers::largeGradesReadInEveryView()
{
    QFETCH(QString, language);
    open(language);
    QList<int> widths;
    for (int c = 0; c < model()->columnCount(); ++c)
        widths << table()->columnWidth(c);
    checkNumbers("the example");

    // A typo of 30 for 3: gain 2^30 − 1 = 1.074 × 10^9, whole in its cell.
    typeGrade(0, QStringLiteral("30"));
    checkNumbers("grade 30");
    QCOMPARE(
        model()->index(0, RankingTableModel::Gain).data().toString(), QStringLiteral("1.074×10⁹"));
    // The DCG axis: its top past 1.074 × 10^9, its labels with the same power of ten.
    QVERIFY2(axisLabels().contains(QStringLiteral("1.0×10⁹")), qPrintable(axisLabels().join(u' ')));

    // Grade 2000: 2^2000 − 1 is kept in units of 2^1040 and shown at its true size.
    typeGrade(0, QStringLiteral("2000"));
    checkNumbers("grade 2000");
    QCOMPARE(model()->index(0, RankingTableModel::Gain).data().toString(),
        QStringLiteral("1.148×10⁶⁰²"));
    // The ideal puts 2000 first too: NDCG@5 is DCG/IDCG of two sums near 1.148 × 10^602.
    QVERIFY2(bench()->card()->headlineText().contains(QStringLiteral("1.148×10⁶⁰²")),
        qPrintable(bench()->card()->headlineText()));
    QVERIFY2(formula().contains(QStringLiteral("(2²⁰⁰⁰−1)")), qPrintable(formula()));
    QVERIFY2(formula().contains(QStringLiteral("1.148×10⁶⁰²")), qPrintable(formula()));
    QVERIFY2(
        axisLabels().contains(QStringLiteral("1.0×10⁶⁰²")), qPrintable(axisLabels().join(u' ')));
    // The warning names the scale of the computation and says that the numbers are not in it.
    if (language == QLatin1String("en")) {
        QVERIFY2(bench()->card()->noticeText().contains(
                     QStringLiteral("computed in units of 2¹⁰⁴⁰ and shown at their true size")),
            qPrintable(bench()->card()->noticeText()));
    } else {
        QVERIFY2(bench()->card()->noticeText().contains(QStringLiteral("2¹⁰⁴⁰")),
            qPrintable(bench()->card()->noticeText()));
    }

    // Undo twice: the example again, its columns as they were.
    m_window->editActions().undo->trigger();
    m_window->editActions().undo->trigger();
    checkNumbers("undone");
    for (int c = 0; c < model()->columnCount(); ++c)
        QCOMPARE(table()->columnWidth(c), widths[c]);

    // 10^6 under linear gain: gain 1.000 × 10^6.
    toLinearGain();
    typeGrade(0, QStringLiteral("1000000"));
    checkNumbers("linear, grade 1000000");
    QCOMPARE(
        model()->index(0, RankingTableModel::Gain).data().toString(), QStringLiteral("1.000×10⁶"));
}

void TestWorkbenchNumbers::axesGroupThousands_data()
{
    largeGradesReadInEveryView_data();
}

void TestWorkbenchNumbers::axesGroupThousands()
{
    QFETCH(QString, language);
    open(language);
    // Linear gain, grade 250000 at position 1: DCG@i climbs past 250,000, below 10^6. Both
    // languages group digits by three with ",".
    toLinearGain();
    typeGrade(0, QStringLiteral("250000"));
    checkNumbers("linear, grade 250000");
    QCOMPARE(
        model()->index(0, RankingTableModel::Gain).data().toString(), QStringLiteral("250,000"));
    // The position axes too: Qt Charts writes them in the chart's locale, the language's.
    for (BreakdownChart *chart : std::initializer_list<BreakdownChart *> {
             bench()->dcgChart(), bench()->contributionChart(), bench()->ndcgChart()}) {
        QVERIFY(chart->chart()->localizeNumbers());
        QCOMPARE(chart->chart()->locale(), QLocale());
    }
    static const QRegularExpression grouped(QStringLiteral("^[0-9]{1,3}(,[0-9]{3})+$"));
    const QStringList labels = axisLabels();
    QVERIFY2(labels.indexOf(grouped) >= 0, qPrintable(labels.join(u' ')));
    QVERIFY2(
        labels.contains(QStringLiteral("250,000")) || labels.contains(QStringLiteral("300,000")),
        qPrintable(labels.join(u' ')));
}

void TestWorkbenchNumbers::tinyValuesReadInEveryView_data()
{
    largeGradesReadInEveryView_data();
}

void TestWorkbenchNumbers::tinyValuesReadInEveryView()
{
    QFETCH(QString, language);
    open(language);
    // Linear gain, grades 3e-300, 1e-300, 0, 2e-300: gains, contributions and sums near 10^-300,
    // which three decimals would all write "0.000". IDCG@4 = (3 + 2/log2 3 + 1/2) × 10^-300 =
    // 4.762 × 10^-300.
    Ndcg::Settings linear;
    linear.gain = Ndcg::Gain::Linear;
    m_window->document()->a()->load(Ndcg::Ranking::fromGrades({3e-300, 1e-300, 0, 2e-300}), linear);
    checkNumbers("linear, grades near 1e-300");
    QCOMPARE(model()->index(0, RankingTableModel::Gain).data().toString(),
        QStringLiteral("3.000×10⁻³⁰⁰"));
    QCOMPARE(model()->index(3, RankingTableModel::Idcg).data().toString(),
        QStringLiteral("4.762×10⁻³⁰⁰"));
    // NDCG is an ordinary ratio: (3 + 1/log2 3 + 2/log2 5) / 4.762 = 4.4923 / 4.7619 = 0.943.
    QVERIFY2(bench()->card()->headlineText().endsWith(QStringLiteral("= 0.943")),
        qPrintable(bench()->card()->headlineText()));
    // The DCG axis: every label but 0 with the power of ten 10^-300.
    const QStringList labels = axisLabels();
    QVERIFY2(labels.filter(QStringLiteral("×10⁻³⁰⁰")).size() >= 2, qPrintable(labels.join(u' ')));
}

void TestWorkbenchNumbers::everyNumberAtItsOwnTrueSize_data()
{
    largeGradesReadInEveryView_data();
}

// Grades 3, 2000, 0, −1, 1000000 under exponential gain, typed (issue 20). The gains are
// computed in units of 2^999040, where 7 and 2^2000 are 0: the Gain column showed 0 for 3 and
// 2000, DCG@1–@4 0.000 and the ideal gain · d(2) of 2000 0.000, under a note that said the
// numbers were "shown at their true size". Each number at its own size, worked out by hand
// (mpmath, 50 digits): gain(3) = 7, DCG@1 = 7; 2^2000 − 1 = 1.148 × 10^602; DCG@2..4 = 7 +
// (2^2000 − 1)/log2 3 = 7.244 × 10^601 (also the ideal c*₂); 2^1000000 − 1 = 9.901 × 10^301029;
// DCG@5 = … + (2^1000000 − 1)/log2 6 = 3.830 × 10^301029; the ideal c*₃ = 7/2 = 3.500; NDCG@5
// = 0.387. The note names the scale 2^999040 and the grade 2^1000000 (not "2^1e+06"), and the
// bold grade cell shows "1000000" whole (it was measured in the regular font: "10000…").
void TestWorkbenchNumbers::everyNumberAtItsOwnTrueSize()
{
    QFETCH(QString, language);
    open(language);
    QCOMPARE(m_window->document()->a()->settings().gain, Ndcg::Gain::Exponential);
    QCOMPARE(model()->index(0, RankingTableModel::Grade).data().toString(), QStringLiteral("3"));
    QCOMPARE(model()->index(2, RankingTableModel::Grade).data().toString(), QStringLiteral("0"));
    typeGrade(1, QStringLiteral("2000"));
    typeGrade(3, QStringLiteral("-1"));
    typeGrade(4, QStringLiteral("1000000"));
    QCoreApplication::processEvents();
    QCOMPARE(m_window->document()->a()->breakdown()->gainScaleLog2, 999040.0);

    const auto cell
        = [this](int row, int column) { return model()->index(row, column).data().toString(); };
    using C = RankingTableModel;
    const QStringList gains {"7", "1.148×10⁶⁰²", "0", "0", "9.901×10³⁰¹⁰²⁹"};
    const QStringList dcgs {"7.000", "7.244×10⁶⁰¹", "7.244×10⁶⁰¹", "7.244×10⁶⁰¹", "3.830×10³⁰¹⁰²⁹"};
    const QStringList idealContributions {"9.901×10³⁰¹⁰²⁹", "7.244×10⁶⁰¹", "3.500", "0.000", ""};
    for (int r = 0; r < 5; ++r) {
        QCOMPARE(cell(r, C::Gain), gains[r]);
        QCOMPARE(cell(r, C::Dcg), dcgs[r]);
        QCOMPARE(cell(r, C::IdealContribution), idealContributions[r]);
    }
    QCOMPARE(cell(0, C::Contribution), QStringLiteral("7.000"));
    QCOMPARE(cell(1, C::Contribution), QStringLiteral("7.244×10⁶⁰¹"));
    QCOMPARE(cell(2, C::Idcg), cell(1, C::Idcg)); // + 7/2 does not show beside 10^301029
    QVERIFY2(model()
                 ->index(0, C::Gain)
                 .data(Qt::ToolTipRole)
                 .toString()
                 .endsWith(QStringLiteral(" = 7")),
        qPrintable(model()->index(0, C::Gain).data(Qt::ToolTipRole).toString()));
    QVERIFY2(model()
                 ->index(1, C::IdealContribution)
                 .data(Qt::ToolTipRole)
                 .toString()
                 .endsWith(QStringLiteral(" = 7.244×10⁶⁰¹")),
        qPrintable(model()->index(1, C::IdealContribution).data(Qt::ToolTipRole).toString()));
    QVERIFY2(bench()->card()->headlineText().endsWith(
                 QStringLiteral(" = 3.830×10³⁰¹⁰²⁹ / 9.901×10³⁰¹⁰²⁹ = 0.387")),
        qPrintable(bench()->card()->headlineText()));
    QVERIFY2(formula().contains(QStringLiteral("7.000 + 7.244×10⁶⁰¹ + 0.000 + 0.000 + "
                                               "3.830×10³⁰¹⁰²⁹")),
        qPrintable(formula()));
    const QString note = bench()->card()->noticeText();
    QVERIFY2(note.contains(QStringLiteral("2¹⁰⁰⁰⁰⁰⁰")) && note.contains(QStringLiteral("2⁹⁹⁹⁰⁴⁰")),
        qPrintable(note));
    QVERIFY2(!note.contains(QStringLiteral("e+")), qPrintable(note));

    // Every cell whole in its own font (grades and NDCG@i are bold).
    for (int r = 0; r < model()->rowCount(); ++r) {
        for (int c = 0; c < model()->columnCount(); ++c) {
            if (c == C::Label)
                continue;
            const QModelIndex index = model()->index(r, c);
            const QVariant font = index.data(Qt::FontRole);
            const QFontMetrics fm(font.isValid()
                    ? qvariant_cast<QFont>(font).resolve(table()->font())
                    : table()->font());
            const QString text = index.data().toString();
            QVERIFY2(fm.horizontalAdvance(text) + 6 <= table()->columnWidth(c),
                qPrintable(QStringLiteral("\"%1\" (%2 px) in a column of %3 px")
                               .arg(text)
                               .arg(fm.horizontalAdvance(text))
                               .arg(table()->columnWidth(c))));
        }
    }
    QCOMPARE(cell(4, C::Grade), QStringLiteral("1000000"));
}

QTEST_MAIN(TestWorkbenchNumbers)
#include "tst_workbench_numbers.moc"
