// One view state: hide answers (Ctrl+Shift+H) shows no computed number in any view of the
// workbench (table, card, range bar, companion metrics, formula, every chart), and revealing one
// quantity or one position reveals it in every view at once; a swap preview shows one ranking in
// every view, each marked as a preview. The expected numbers are computed here from the grades
// with the textbook formulas (gain 2^g − 1, d(i) = 1 / log2(i + 1)), not by the core.

#include "charts/breakdownchart.h"
#include "charts/contributionchart.h"
#include "charts/ndcgchart.h"
#include "charts/runningdcgchart.h"
#include "document/rankingdocument.h"
#include "document/scenariodocument.h"
#include "mainwindow.h"
#include "stepthrough/lessonstate.h"
#include "stepthrough/revealcontroller.h"
#include "stepthrough/stepcontroller.h"
#include "stepthrough/stepthroughpanel.h"
#include "style/theme.h"
#include "swaps.h"
#include "workbench/formulapanel.h"
#include "workbench/maskingproxymodel.h"
#include "workbench/rangebar.h"
#include "workbench/rankingtablemodel.h"
#include "workbench/rankingtableview.h"
#include "workbench/resultcard.h"
#include "workbench/viewstate.h"
#include "workbench/workbench.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QAreaSeries>
#include <QChart>
#include <QLineSeries>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QTest>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <memory>

using Q = ViewState::Quantity;

namespace {

// Three decimals, as every view writes them (numbers of this example are far from 10^6).
QString fixed(double v)
{
    return QString::number(v, 'f', 3);
}

// The example's numbers, from its grades alone.
struct Expected
{
    int n = 0;
    QList<double> gain, discount, contribution, dcg, idealGrade, idealContribution, idcg, ndcg;
    double dcgK = 0, idcgK = 0, ndcgK = 0, worst = 0, random = 0, best = 1;
    double precision = 0, recall = 0, reciprocalRank = 0;
};

Expected expectedFor(const QList<double> &grades)
{
    Expected e;
    e.n = int(grades.size());
    auto gainOf = [](double g) { return std::pow(2.0, g) - 1.0; };
    auto d = [](int i) { return 1.0 / std::log2(i + 1.0); };
    QList<double> ideal = grades;
    std::sort(ideal.begin(), ideal.end(), std::greater<>());
    QList<double> worst = grades;
    std::sort(worst.begin(), worst.end());
    double run = 0, idealRun = 0, worstRun = 0, gainSum = 0, discountSum = 0;
    int relevant = 0;
    for (int i = 1; i <= e.n; ++i) {
        const double g = grades[i - 1];
        e.gain << gainOf(g);
        e.discount << d(i);
        e.contribution << gainOf(g) * d(i);
        run += gainOf(g) * d(i);
        e.dcg << run;
        e.idealGrade << ideal[i - 1];
        e.idealContribution << gainOf(ideal[i - 1]) * d(i);
        idealRun += gainOf(ideal[i - 1]) * d(i);
        e.idcg << idealRun;
        e.ndcg << run / idealRun;
        worstRun += gainOf(worst[i - 1]) * d(i);
        gainSum += gainOf(g);
        discountSum += d(i);
        if (g >= 1) {
            ++relevant;
            if (e.reciprocalRank == 0)
                e.reciprocalRank = 1.0 / i;
        }
    }
    e.dcgK = run;
    e.idcgK = idealRun;
    e.ndcgK = run / idealRun;
    e.worst = worstRun / idealRun;
    // k = n: every position is filled by a uniformly random item, E[gain] · Σ d(i).
    e.random = gainSum / e.n * discountSum / idealRun;
    e.precision = double(relevant) / e.n;
    e.recall = 1.0; // every judged item is retrieved
    return e;
}

// Every point a chart draws, except the rule at k (a setting, not a computed value) and the
// band behind the selected position (the first series; it spans the axis, whatever the values).
QList<QPointF> drawnPoints(BreakdownChart *chart)
{
    QList<QPointF> points;
    const QList<QAbstractSeries *> all = chart->chart()->series().mid(1);
    for (QAbstractSeries *series : all) {
        if (series->name().contains(QStringLiteral("k = "))) // "cutoff k = 5"
            continue;
        if (auto *xy = qobject_cast<QXYSeries *>(series))
            points << xy->points();
        else if (auto *area = qobject_cast<QAreaSeries *>(series)) {
            points << area->upperSeries()->points();
            if (area->lowerSeries())
                points << area->lowerSeries()->points();
        }
    }
    return points;
}

// A decimal number such as 0.631 or 12.031.
const QRegularExpression decimal(QStringLiteral("\\d\\.\\d"));

} // namespace

class TestViewState : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void stateAnswersPerCellAndPerTotal();
    void hiddenAnswersShowNoNumberAnywhere();
    void revealingOneQuantityShowsItEverywhere();
    void revealingOnePositionShowsItEverywhere();
    void revealingAllShowsEveryNumber();
    void stepThroughKeepsHiddenAnswersHidden();
    void theRangeWaitsForNdcgInAStepThrough();
    void aSwapPreviewIsOneRankingInEveryViewMarkedAsPreview();

private:
    QString cell(int row, int column) const
    {
        return m_model->data(m_model->index(row, column)).toString();
    }
    void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QWidget *target
            = QApplication::focusWidget() ? QApplication::focusWidget() : m_window.get();
        QTest::keyClick(target, key, modifiers);
    }
    QList<BreakdownChart *> charts() const
    {
        Workbench *w = m_window->workbench();
        return {w->dcgChart(), w->contributionChart(), w->ndcgChart()};
    }
    // The views with nothing computed shown, whatever the quantity revealed by `except`.
    void verifyNothingShown();

    std::unique_ptr<MainWindow> m_window;
    StepController *m_steps = nullptr;
    MaskingProxyModel *m_model = nullptr;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
    Expected m_e;
};

void TestViewState::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_steps = m_window->steps();
    QVERIFY(m_steps);
    m_model = m_window->workbench()->model();
    m_tester = std::make_unique<QAbstractItemModelTester>(m_model);
    m_window->workbench()->table()->setFocus();
    // The window opens on seed 000 under the textbook conventions: the expectations below
    // assume them.
    const Ndcg::Settings &s = m_window->document()->a()->settings();
    QCOMPARE(s.gain, Ndcg::Gain::Exponential);
    QCOMPARE(s.discount, Ndcg::Discount::Log);
    QCOMPARE(s.logBase, 2.0);
    QList<double> grades;
    for (const Ndcg::Item &item : m_window->document()->a()->ranking().items)
        grades << item.grade;
    QCOMPARE(grades, (QList<double> {3, 2, 0, 1, 3}));
    QVERIFY(m_window->document()->a()->ranking().unretrieved.isEmpty());
    QCOMPARE(m_window->document()->a()->breakdown()->k, 5);
    m_e = expectedFor(grades);
}

void TestViewState::cleanup()
{
    m_tester.reset();
    m_window.reset();
}

void TestViewState::stateAnswersPerCellAndPerTotal()
{
    ViewState view;
    QVERIFY(view.shows(3, Ndcg::StepCell::Dcg));
    view.hidden = {Q::DcgColumn, Q::NdcgTotal};
    view.revealedCells = {{2, Q::DcgColumn}};
    QVERIFY(!view.shows(3, Ndcg::StepCell::Dcg));
    QVERIFY(view.shows(2, Ndcg::StepCell::Dcg));
    QVERIFY(view.shows(3, Ndcg::StepCell::Grade)); // an input
    QVERIFY(view.shows(3, Ndcg::StepCell::Gain));
    QVERIFY(!view.showsTotal(Q::NdcgTotal));
    QVERIFY(view.showsTotal(Q::DcgTotal));
    // Stepping: known cells only, and a hidden quantity stays hidden when known.
    view.steps = Ndcg::Revealed {};
    view.steps->rowsDone = 2;
    QVERIFY(view.shows(2, Ndcg::StepCell::Gain));
    QVERIFY(!view.shows(3, Ndcg::StepCell::Gain));
    QVERIFY(view.shows(2, Ndcg::StepCell::Dcg));
    QVERIFY(!view.showsTotal(Q::DcgTotal));
    // The ideal gain is shown in the ideal gain·d(i) column: one quantity.
    QCOMPARE(ViewState::quantityOf(Ndcg::StepCell::IdealGain), Q::IdealContributionColumn);
    view.currentPosition = std::nullopt; // the whole column up to k
    view.currentCell = Ndcg::StepCell::IdealGrade;
    QVERIFY(view.isCurrent(5, Ndcg::StepCell::IdealGrade, 5));
    QVERIFY(!view.isCurrent(6, Ndcg::StepCell::IdealGrade, 5));
}

void TestViewState::verifyNothingShown()
{
    // Table: every computed cell "?", with no number in its tip.
    for (int r = 0; r < m_model->rowCount(); ++r) {
        for (int c = RankingTableModel::Gain; c < RankingTableModel::ColumnCount; ++c) {
            QCOMPARE(cell(r, c), QStringLiteral("?"));
            QVERIFY(!m_model->data(m_model->index(r, c), RankingTableModel::ValueRole).isValid());
            const QString tip = m_model->data(m_model->index(r, c), Qt::ToolTipRole).toString();
            QVERIFY2(!tip.contains(decimal), qPrintable(tip));
        }
    }
    // Card, metrics, range bar.
    ResultCard *card = m_window->workbench()->card();
    QCOMPARE(card->headlineText(), QStringLiteral("NDCG@5 = DCG@5 / IDCG@5 = ? / ? = ?"));
    const QStringList metrics = card->metricsText().split(QLatin1Char('\n'));
    QCOMPARE(metrics.size(), 6);
    for (const QString &line : metrics)
        QVERIFY2(line.endsWith(QStringLiteral(" ?")), qPrintable(line));
    RangeBar *range = card->rangeBar();
    QVERIFY(!range->worst() && !range->random() && !range->best() && !range->current());
    QVERIFY2(!range->toolTip().contains(decimal), qPrintable(range->toolTip()));
    // Formula: the terms as expressions of the grades, no value.
    // (without the word joiners that keep each term on one line)
    const QString formula = m_window->workbench()->formula()->plainText().remove(QChar(0x2060));
    QVERIFY2(!formula.contains(decimal), qPrintable(formula));
    QVERIFY2(formula.contains(QStringLiteral("(2³−1)/log₂2")), qPrintable(formula));
    // Charts: no point at all, and a value axis that does not depend on the values.
    for (BreakdownChart *chart : charts()) {
        QVERIFY2(drawnPoints(chart).isEmpty(), qPrintable(chart->chart()->title()));
        // (The NDCG chart's axis runs a few pixels past its top tick, 1: room for a marker.)
        const QValueAxis *y = chart->yAxis();
        const double top = y->tickType() == QValueAxis::TicksDynamic ? y->tickAnchor()
                + std::floor((y->max() - y->tickAnchor()) / y->tickInterval() + 1e-9)
                    * y->tickInterval()
                                                                     : y->max();
        QCOMPARE(top, 1.0);
    }
}

void TestViewState::hiddenAnswersShowNoNumberAnywhere()
{
    // Shown before: the numbers are there to hide.
    QCOMPARE(cell(1, RankingTableModel::Dcg), fixed(m_e.dcg[1]));
    QVERIFY(m_window->workbench()->formula()->plainText().contains(fixed(m_e.dcgK)));
    QCOMPARE(m_window->workbench()->dcgChart()->points().dcg.size(), 5);
    press(Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(m_window->steps()->actions().hideAnswers->isChecked());
    QCOMPARE(m_window->workbench()->viewState().hidden, ViewState::allQuantities());
    verifyNothingShown();
    // Selecting a row shows no value either (the selection ring has nothing to ring).
    m_window->workbench()->table()->selectRows({1});
    QCOMPARE(m_window->workbench()->highlightedPosition(), 2);
    QCOMPARE(m_window->workbench()->dcgChart()->selectionSeries()->count(), 0);
    QCOMPARE(m_window->workbench()->ndcgChart()->selectionSeries()->count(), 0);
    QCOMPARE(
        m_window->workbench()->contributionChart()->selectionBars()->upperSeries()->count(), 0);
}

void TestViewState::revealingOneQuantityShowsItEverywhere()
{
    press(Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier);
    m_steps->reveal()->setHidden(Q::ContributionColumn, false);
    Workbench *w = m_window->workbench();
    // The table's column, the contribution chart's bars, the formula's products: all at once.
    QList<QPointF> contributions;
    for (int i = 1; i <= 5; ++i) {
        QCOMPARE(cell(i - 1, RankingTableModel::Contribution), fixed(m_e.contribution[i - 1]));
        QCOMPARE(cell(i - 1, RankingTableModel::Gain), QStringLiteral("?"));
        QCOMPARE(cell(i - 1, RankingTableModel::IdealContribution), QStringLiteral("?"));
        contributions << QPointF(i, m_e.contribution[i - 1]);
    }
    QCOMPARE(w->contributionChart()->points().contributions.size(), 5);
    for (int i = 0; i < 5; ++i) {
        QCOMPARE(w->contributionChart()->points().contributions[i].x(), contributions[i].x());
        QCOMPARE_LE(
            std::abs(w->contributionChart()->points().contributions[i].y() - contributions[i].y()),
            1e-12);
    }
    QCOMPARE(w->contributionChart()->actualBars()->upperSeries()->count(), 5 * 4);
    QCOMPARE(w->contributionChart()->idealBars()->upperSeries()->count(), 0);
    const QString formula = w->formula()->plainText();
    for (double c : std::as_const(m_e.contribution))
        QVERIFY2(formula.contains(fixed(c)), qPrintable(formula));
    // Nothing else: no running sum, no ideal term, no total.
    QVERIFY2(!formula.contains(fixed(m_e.dcgK)), qPrintable(formula));
    QVERIFY2(!formula.contains(fixed(m_e.idealContribution[1])), qPrintable(formula));
    QVERIFY(drawnPoints(w->dcgChart()).isEmpty());
    QVERIFY(drawnPoints(w->ndcgChart()).isEmpty());
    QCOMPARE(w->card()->headlineText(), QStringLiteral("NDCG@5 = DCG@5 / IDCG@5 = ? / ? = ?"));
    // The frame fits the bars drawn, no more: the largest contribution is 7 (position 1).
    QVERIFY(w->contributionChart()->yAxis()->max() >= 7.0);
    QVERIFY(w->contributionChart()->yAxis()->max() <= 10.0);

    // A total: DCG@k in the card and the formula at once.
    m_steps->reveal()->setHidden(Q::DcgTotal, false);
    QCOMPARE(w->card()->headlineText(),
        QStringLiteral("NDCG@5 = DCG@5 / IDCG@5 = %1 / ? = ?").arg(fixed(m_e.dcgK)));
    QVERIFY(w->formula()->plainText().contains(fixed(m_e.dcgK)));
    QVERIFY(!w->formula()->plainText().contains(fixed(m_e.idcgK)));
    // The range alone.
    m_steps->reveal()->setHidden(Q::Range, false);
    RangeBar *range = w->card()->rangeBar();
    QVERIFY(range->worst() && range->random() && range->best());
    QCOMPARE_LE(std::abs(*range->worst() - m_e.worst), 1e-12);
    QCOMPARE_LE(std::abs(*range->random() - m_e.random), 1e-12);
    QCOMPARE_LE(std::abs(*range->best() - m_e.best), 1e-12);
    QVERIFY(!range->current()); // NDCG@k itself stays hidden
}

void TestViewState::revealingOnePositionShowsItEverywhere()
{
    press(Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier);
    m_steps->reveal()->revealPosition(2);
    Workbench *w = m_window->workbench();
    const int row = 1;
    QCOMPARE(cell(row, RankingTableModel::Gain), QStringLiteral("3"));
    QCOMPARE(cell(row, RankingTableModel::Discount), fixed(m_e.discount[row]));
    QCOMPARE(cell(row, RankingTableModel::Contribution), fixed(m_e.contribution[row]));
    QCOMPARE(cell(row, RankingTableModel::Dcg), fixed(m_e.dcg[row]));
    QCOMPARE(cell(row, RankingTableModel::IdealGrade), QStringLiteral("3"));
    QCOMPARE(cell(row, RankingTableModel::IdealContribution), fixed(m_e.idealContribution[row]));
    QCOMPARE(cell(row, RankingTableModel::Idcg), fixed(m_e.idcg[row]));
    QCOMPARE(cell(row, RankingTableModel::NdcgAtI), fixed(m_e.ndcg[row]));
    for (int r : {0, 2, 3, 4}) {
        for (int c = RankingTableModel::Gain; c < RankingTableModel::ColumnCount; ++c)
            QCOMPARE(cell(r, c), QStringLiteral("?"));
    }
    // Each chart draws position 2 alone.
    auto only = [](const QList<QPointF> &points, double y) {
        return points.size() == 1 && points[0].x() == 2 && std::abs(points[0].y() - y) < 1e-12;
    };
    const ChartPoints::Series &running = w->dcgChart()->points();
    QVERIFY(only(running.dcg, m_e.dcg[row]));
    QVERIFY(only(running.idcg, m_e.idcg[row]));
    QVERIFY(only(w->contributionChart()->points().contributions, m_e.contribution[row]));
    QVERIFY(only(w->contributionChart()->points().idealContributions, m_e.idealContribution[row]));
    QVERIFY(only(w->ndcgChart()->points().ndcg, m_e.ndcg[row]));
    QCOMPARE(w->ndcgChart()->ndcgSeries()->count(), 1);
    // The formula: position 2's products; position 1's (7.000 in both sums) stay "?".
    const QString formula = w->formula()->plainText();
    QVERIFY2(formula.contains(fixed(m_e.contribution[row])), qPrintable(formula));
    QVERIFY2(formula.contains(fixed(m_e.idealContribution[row])), qPrintable(formula));
    QVERIFY2(!formula.contains(fixed(m_e.contribution[0])), qPrintable(formula));
    // The totals stay hidden.
    QCOMPARE(w->card()->headlineText(), QStringLiteral("NDCG@5 = DCG@5 / IDCG@5 = ? / ? = ?"));
}

void TestViewState::revealingAllShowsEveryNumber()
{
    press(Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier);
    press(Qt::Key_R); // the gain column
    QCOMPARE(cell(0, RankingTableModel::Gain), QStringLiteral("7"));
    press(Qt::Key_R, Qt::ShiftModifier);
    QVERIFY(!m_window->workbench()->viewState().isAnyHidden());
    Workbench *w = m_window->workbench();
    for (int i = 0; i < 5; ++i) {
        QCOMPARE(cell(i, RankingTableModel::Gain), QString::number(m_e.gain[i]));
        QCOMPARE(cell(i, RankingTableModel::Discount), fixed(m_e.discount[i]));
        QCOMPARE(cell(i, RankingTableModel::Contribution), fixed(m_e.contribution[i]));
        QCOMPARE(cell(i, RankingTableModel::Dcg), fixed(m_e.dcg[i]));
        QCOMPARE(cell(i, RankingTableModel::IdealGrade), QString::number(m_e.idealGrade[i]));
        QCOMPARE(cell(i, RankingTableModel::IdealContribution), fixed(m_e.idealContribution[i]));
        QCOMPARE(cell(i, RankingTableModel::Idcg), fixed(m_e.idcg[i]));
        QCOMPARE(cell(i, RankingTableModel::NdcgAtI), fixed(m_e.ndcg[i]));
        QCOMPARE_LE(std::abs(w->dcgChart()->points().dcg[i].y() - m_e.dcg[i]), 1e-12);
        QCOMPARE_LE(std::abs(w->dcgChart()->points().idcg[i].y() - m_e.idcg[i]), 1e-12);
        QCOMPARE_LE(std::abs(w->ndcgChart()->points().ndcg[i].y() - m_e.ndcg[i]), 1e-12);
        QCOMPARE_LE(
            std::abs(w->contributionChart()->points().contributions[i].y() - m_e.contribution[i]),
            1e-12);
    }
    QCOMPARE(w->card()->headlineText(),
        QStringLiteral("NDCG@5 = DCG@5 / IDCG@5 = %1 / %2 = %3")
            .arg(fixed(m_e.dcgK), fixed(m_e.idcgK), fixed(m_e.ndcgK)));
    const QStringList metrics = w->card()->metricsText().split(QLatin1Char('\n'));
    QCOMPARE(metrics[0], QStringLiteral("P@5 %1").arg(fixed(m_e.precision)));
    QCOMPARE(metrics[1], QStringLiteral("R@5 %1").arg(fixed(m_e.recall)));
    QCOMPARE(metrics[2], QStringLiteral("RR %1").arg(fixed(m_e.reciprocalRank)));
    RangeBar *range = w->card()->rangeBar();
    QCOMPARE_LE(std::abs(range->worst().value() - m_e.worst), 1e-12);
    QCOMPARE_LE(std::abs(range->random().value() - m_e.random), 1e-12);
    QCOMPARE_LE(std::abs(range->best().value() - m_e.best), 1e-12);
    QCOMPARE_LE(std::abs(range->current().value() - m_e.ndcgK), 1e-12);
    const QString formula = w->formula()->plainText();
    for (double v : {m_e.dcgK, m_e.idcgK, m_e.ndcgK, m_e.contribution[1]})
        QVERIFY2(formula.contains(fixed(v)), qPrintable(formula));
    // The frame of every value again: the running chart reaches IDCG@5.
    QVERIFY(w->dcgChart()->yAxis()->max() >= m_e.idcgK);
}

void TestViewState::stepThroughKeepsHiddenAnswersHidden()
{
    press(Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier);
    press(Qt::Key_F6);
    QVERIFY(m_steps->isStepping());
    press(Qt::Key_End); // every step taken: the steps know every cell, the answers stay hidden
    QCOMPARE(m_steps->stepIndex(), m_steps->stepCount());
    verifyNothingShown();
    // The step strip names the quantity without its value.
    QCOMPARE(m_steps->panel()->formula(), QStringLiteral("NDCG@5 = ?"));
    QVERIFY(!m_steps->panel()->narration().contains(decimal));
    press(Qt::Key_Left); // IDCG@5 as a sum
    QVERIFY(!m_steps->panel()->formula().contains(decimal));
    QVERIFY(!m_steps->panel()->narration().contains(decimal));
    press(Qt::Key_End);
    // Revealing a quantity while stepping shows what the steps know of it.
    m_steps->reveal()->setHidden(Q::DcgColumn, false);
    QCOMPARE(cell(4, RankingTableModel::Dcg), fixed(m_e.dcg[4]));
    QCOMPARE(m_window->workbench()->dcgChart()->points().dcg.size(), 5);
    press(Qt::Key_Home);
    QCOMPARE(cell(0, RankingTableModel::Dcg), QStringLiteral("?")); // not computed yet
    QVERIFY(drawnPoints(m_window->workbench()->dcgChart()).isEmpty());
    press(Qt::Key_F6);
    QVERIFY(!m_steps->isStepping());
    QCOMPARE(cell(0, RankingTableModel::Dcg), fixed(m_e.dcg[0]));
    QCOMPARE(cell(0, RankingTableModel::Idcg), QStringLiteral("?"));
}

// The worst, random and best NDCG@5 of the range bar are NDCGs of the same grades: they give
// NDCG@5 away (a ranking in the worst order is at the worst mark), so a step-through shows them
// with NDCG@5, at its last step, not before (they showed from step 0).
void TestViewState::theRangeWaitsForNdcgInAStepThrough()
{
    RangeBar *range = m_window->workbench()->card()->rangeBar();
    QCOMPARE_LE(std::abs(range->worst().value() - m_e.worst), 1e-12);
    press(Qt::Key_F6);
    QVERIFY(m_steps->isStepping());
    const auto nothingShown = [&] {
        QVERIFY(!range->worst() && !range->random() && !range->best() && !range->current());
        for (double v : {m_e.worst, m_e.random})
            QVERIFY2(!range->toolTip().contains(fixed(v)), qPrintable(range->toolTip()));
    };
    nothingShown();
    // The bar keeps room for its marks while they wait: the card does not grow, and the table
    // above it does not move, when they come.
    const int barHeight = range->heightForWidth(360);
    while (m_steps->stepIndex() + 1 < m_steps->stepCount()) {
        press(Qt::Key_Space);
        nothingShown();
    }
    press(Qt::Key_Space); // NDCG@5: the range with it
    QCOMPARE(m_steps->stepIndex(), m_steps->stepCount());
    QCOMPARE_LE(std::abs(range->worst().value() - m_e.worst), 1e-12);
    QCOMPARE_LE(std::abs(range->random().value() - m_e.random), 1e-12);
    QCOMPARE_LE(std::abs(range->current().value() - m_e.ndcgK), 1e-12);
    QCOMPARE(range->heightForWidth(360), barHeight);
}

void TestViewState::aSwapPreviewIsOneRankingInEveryViewMarkedAsPreview()
{
    Workbench *w = m_window->workbench();
    RankingDocument *document = m_window->document()->a();
    const Ndcg::Ranking before = document->ranking();
    // Swap positions 3 (grade 0) and 5 (grade 3): grades 3, 2, 3, 1, 0.
    const Ndcg::Ranking swapped = Ndcg::swapped(before, 2, 4);
    const Expected e = expectedFor({3, 2, 3, 1, 0});
    // The lesson's preview (a hovered swap sets it), shown by every view of ranking A.
    LessonState *lesson = m_window->lesson();
    const ViewState::Preview preview {
        Ndcg::explain(swapped, document->settings()).value(), swapped.items, 3, 5};
    lesson->setPreview(preview);
    QVERIFY(w->isPreviewing());
    QCOMPARE(w->viewState().preview, preview);
    // The table shows the swapped ranking: labels, grades and numbers, the changed rows marked.
    QCOMPARE(cell(2, RankingTableModel::Label), QStringLiteral("⇄ ") + before.items[4].label);
    QCOMPARE(cell(4, RankingTableModel::Label), QStringLiteral("⇄ ") + before.items[2].label);
    QCOMPARE(cell(2, RankingTableModel::Grade), QStringLiteral("3"));
    QCOMPARE(cell(2, RankingTableModel::Contribution), fixed(e.contribution[2]));
    QCOMPARE(cell(4, RankingTableModel::Dcg), fixed(e.dcgK));
    for (int r : {2, 4}) {
        QCOMPARE(m_model->data(m_model->index(r, RankingTableModel::Label), Qt::BackgroundRole)
                     .value<QBrush>()
                     .color(),
            Theme::previewCell());
        QVERIFY(m_model->data(m_model->index(r, RankingTableModel::Dcg), Qt::ToolTipRole)
                    .toString()
                    .startsWith(QStringLiteral("Preview")));
    }
    QVERIFY(
        !m_model->data(m_model->index(0, RankingTableModel::Label), Qt::BackgroundRole).isValid());
    // The card, the formula and every chart: the same ranking, each saying it is a preview.
    QCOMPARE(w->card()->headlineText(),
        QStringLiteral("Preview: swap of positions 3 and 5 (not applied) — NDCG@5 = DCG@5 / "
                       "IDCG@5 = %1 / %2 = %3")
            .arg(fixed(e.dcgK), fixed(e.idcgK), fixed(e.ndcgK)));
    QVERIFY(w->formula()->plainText().startsWith(QStringLiteral("Preview")));
    QVERIFY(w->formula()->plainText().contains(fixed(e.dcgK)));
    for (BreakdownChart *chart : charts())
        QVERIFY2(chart->chart()->title().contains(QStringLiteral("preview")),
            qPrintable(chart->chart()->title()));
    QCOMPARE_LE(std::abs(w->dcgChart()->points().dcg[4].y() - e.dcgK), 1e-12);
    // The document is untouched; the preview ends everywhere at once.
    QCOMPARE(document->ranking(), before);
    lesson->setPreview(std::nullopt);
    QVERIFY(!w->isPreviewing());
    QCOMPARE(cell(2, RankingTableModel::Label), before.items[2].label);
    QCOMPARE(cell(4, RankingTableModel::Dcg), fixed(m_e.dcgK));
    QVERIFY(!w->card()->headlineText().contains(QStringLiteral("Preview")));
    QVERIFY(!w->formula()->plainText().contains(QStringLiteral("Preview")));
    for (BreakdownChart *chart : charts())
        QVERIFY(!chart->chart()->title().contains(QStringLiteral("preview")));
    // A preview with the answers hidden hides them too.
    press(Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier);
    lesson->setPreview(preview);
    QCOMPARE(cell(2, RankingTableModel::Grade), QStringLiteral("3")); // an input
    QCOMPARE(cell(2, RankingTableModel::Contribution), QStringLiteral("?"));
    QVERIFY(!w->formula()->plainText().contains(decimal));
    for (BreakdownChart *chart : charts())
        QVERIFY(drawnPoints(chart).isEmpty());
}

QTEST_MAIN(TestViewState)
#include "tst_viewstate.moc"
