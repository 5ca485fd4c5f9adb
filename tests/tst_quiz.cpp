// Predict, then reveal (issue 12 item 3): with the answers hidden no widget of the window shows
// a computed number of the scenario (the workbench, the what-if swaps panel with its heat map,
// the convention explorer, the two-ranking comparison view, tooltips, chart series); R and a
// clicker's keys reveal one quantity, one position or the step's value, from whatever has the
// focus, and a cell editor keeps its letters; revealed cells follow their item through row
// edits; a swap preview of two equal grades shows the swapped labels, marked as a preview;
// practice feedback names the convention or quantity the student's number comes from; the
// practice solution keeps its formula lines and follows a language switch.
//
// The numbers searched for are computed here from the grades with the textbook formulas
// (gain 2^g − 1, d(i) = 1 / log2(i + 1), NDCG = DCG / DCG of the sorted grades), not by the
// core.

#include "charts/breakdownchart.h"
#include "charts/comparisonchart.h"
#include "charts/contributionchart.h"
#include "charts/ndcgchart.h"
#include "charts/runningdcgchart.h"
#include "classroom/languagecontroller.h"
#include "classroom/presentercontroller.h"
#include "comparison/comparisoncontroller.h"
#include "comparison/comparisonview.h"
#include "document/rankingdocument.h"
#include "document/scenariodocument.h"
#include "examples.h"
#include "files/filecontroller.h"
#include "mainwindow.h"
#include "stepthrough/examplescontroller.h"
#include "stepthrough/lessonstate.h"
#include "stepthrough/practicedialog.h"
#include "stepthrough/revealcontroller.h"
#include "stepthrough/stepcontroller.h"
#include "stepthrough/stepthroughpanel.h"
#include "stepthrough/textfigurespanel.h"
#include "whatif/conventionpanel.h"
#include "whatif/swapheatmap.h"
#include "whatif/swappanel.h"
#include "workbench/formulapanel.h"
#include "workbench/maskingproxymodel.h"
#include "workbench/rankingtablemodel.h"
#include "workbench/rankingtableview.h"
#include "workbench/resultcard.h"
#include "workbench/unretrievedmodel.h"
#include "workbench/workbench.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QAreaSeries>
#include <QChart>
#include <QChartView>
#include <QClipboard>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QMessageBox>
#include <QMimeData>
#include <QRegularExpression>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>
#include <QTextEdit>
#include <QXYSeries>

#include <algorithm>
#include <cmath>
#include <memory>

using Q = ViewState::Quantity;

namespace {

double gainOf(double grade)
{
    return std::pow(2.0, grade) - 1.0;
}

double discountOf(int position)
{
    return 1.0 / std::log2(position + 1.0);
}

double dcgOf(const QList<double> &grades, bool linear = false)
{
    double sum = 0;
    for (int i = 1; i <= grades.size(); ++i)
        sum += (linear ? grades[i - 1] : gainOf(grades[i - 1])) * discountOf(i);
    return sum;
}

double ndcgOf(const QList<double> &grades)
{
    QList<double> ideal = grades;
    std::sort(ideal.begin(), ideal.end(), std::greater<>());
    return dcgOf(grades) / dcgOf(ideal);
}

// Every computed number of a ranking whose k is its length: the table's columns, the totals,
// the worst and random NDCG, the companion metrics and the change of NDCG@k of every swap.
QList<double> computedNumbers(const QList<double> &grades)
{
    QList<double> v;
    const int n = int(grades.size());
    QList<double> ideal = grades;
    std::sort(ideal.begin(), ideal.end(), std::greater<>());
    QList<double> worst = grades;
    std::sort(worst.begin(), worst.end());
    double run = 0, idealRun = 0, gains = 0, discounts = 0;
    int relevant = 0;
    for (int i = 1; i <= n; ++i) {
        run += gainOf(grades[i - 1]) * discountOf(i);
        idealRun += gainOf(ideal[i - 1]) * discountOf(i);
        v << discountOf(i) << gainOf(grades[i - 1]) * discountOf(i) << run
          << gainOf(ideal[i - 1]) * discountOf(i) << idealRun << run / idealRun;
        gains += gainOf(grades[i - 1]);
        discounts += discountOf(i);
        relevant += grades[i - 1] >= 1 ? 1 : 0;
    }
    v << dcgOf(worst) / idealRun << gains / n * discounts / idealRun << double(relevant) / n;
    const double ndcg = ndcgOf(grades);
    for (int i = 0; i < n; ++i) {
        for (int j = i + 1; j < n; ++j) {
            QList<double> swapped = grades;
            std::swap(swapped[i], swapped[j]);
            v << std::abs(ndcgOf(swapped) - ndcg) << ndcgOf(swapped);
        }
    }
    // 0 and 1 are not telling (an axis, "1.000" of a perfect ranking); whole numbers are
    // positions, grades and gains.
    v.removeIf([](double x) {
        return std::abs(x) < 5e-4 || std::abs(x - 1.0) < 5e-4 || std::abs(x - std::round(x)) < 1e-9;
    });
    return v;
}

QString plain(const QString &text)
{
    return Qt::mightBeRichText(text) ? QTextDocumentFragment::fromHtml(text).toPlainText() : text;
}

// What one visible widget shows: its texts, tooltip, item view cells and tips, chart titles,
// and the y values of every chart series it draws.
void collect(QWidget *w, QStringList &texts, QList<double> &values)
{
    texts << w->toolTip() << w->windowTitle();
    if (auto *label = qobject_cast<QLabel *>(w))
        texts << plain(label->text());
    if (auto *button = qobject_cast<QAbstractButton *>(w))
        texts << button->text();
    if (auto *line = qobject_cast<QLineEdit *>(w))
        texts << line->text();
    if (auto *edit = qobject_cast<QTextEdit *>(w))
        texts << edit->toPlainText();
    if (auto *status = qobject_cast<QStatusBar *>(w))
        texts << status->currentMessage();
    if (auto *heatmap = qobject_cast<SwapHeatmap *>(w))
        texts << heatmap->paintedTexts();
    if (auto *table = qobject_cast<QTableView *>(w); table && table->model()) {
        const QAbstractItemModel *m = table->model();
        for (int r = 0; r < m->rowCount(); ++r) {
            for (int c = 0; c < m->columnCount(); ++c) {
                if (table->isColumnHidden(c))
                    continue;
                texts << m->index(r, c).data().toString()
                      << m->index(r, c).data(Qt::ToolTipRole).toString();
            }
        }
    }
    if (auto *view = qobject_cast<QChartView *>(w)) {
        texts << view->chart()->title();
        const QList<QAbstractSeries *> series = view->chart()->series();
        for (QAbstractSeries *s : series) {
            if (!s->isVisible())
                continue;
            QList<QPointF> points;
            if (auto *xy = qobject_cast<QXYSeries *>(s))
                points = xy->points();
            else if (auto *area = qobject_cast<QAreaSeries *>(s))
                points = area->upperSeries()->points();
            for (const QPointF &p : points)
                values << p.y();
        }
    }
}

// Every visible top-level window (the main window, floating docks) and all it shows.
void collectAll(QStringList &texts, QList<double> &values)
{
    const QList<QWidget *> tops = QApplication::topLevelWidgets();
    for (QWidget *top : tops) {
        if (!top->isVisible())
            continue;
        collect(top, texts, values);
        const QList<QWidget *> children = top->findChildren<QWidget *>();
        for (QWidget *w : children) {
            if (w->isVisible())
                collect(w, texts, values);
        }
    }
}

// The computed numbers that some visible widget shows (three decimals, as every view writes
// them, or a chart point).
QStringList shownNumbers(const QList<double> &numbers)
{
    QStringList texts;
    QList<double> values;
    collectAll(texts, values);
    const QString all = texts.join(QLatin1Char('\n'));
    QStringList found;
    for (double x : numbers) {
        const QString text = QString::number(x, 'f', 3);
        if (all.contains(text))
            found << text;
        for (double y : std::as_const(values)) {
            if (std::abs(y - x) < 1e-9)
                found << QStringLiteral("point %1").arg(text);
        }
    }
    found.removeDuplicates();
    return found;
}

} // namespace

class TestQuiz : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void hiddenAnswersShowNoNumberInAnyWidget();
    void hiddenAnswersShowNoNumberInTheComparisonView();
    void hiddenAnswersHideTheTextsExactValues();
    void copyingWithAnswersHiddenGivesNoAnswerAway();
    void exportsWithAnswersHiddenAskFirst();
    void revealPerQuantityAndPositionFromTheKeyboard();
    void aClickerRevealsEachStepBeforeGoingOn();
    void aClickersBlankButtonBlanksThePresentation();
    void revealedCellsFollowTheirItem();
    void aNewDocumentOrComparisonStartsFullyHidden();
    void judgedItemsHideTheirIdealPosition();
    void swapPreviewOfEqualGradesShowsSwappedLabels();
    void aSwapPreviewOnRankingBIsMarkedInEveryView();
    void practiceFeedbackNamesTheLikelyMistake();
    void practiceSolutionKeepsFormulasAndRetranslates();

private:
    QString cell(int row, int column) const
    {
        MaskingProxyModel *m = m_window->workbench()->model();
        return m->data(m->index(row, column)).toString();
    }
    void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QWidget *target
            = QApplication::focusWidget() ? QApplication::focusWidget() : m_window.get();
        QTest::keyClick(target, key, modifiers);
    }
    QString hint() const { return m_window->workbench()->viewState().revealHint; }

    std::unique_ptr<MainWindow> m_window;
    StepController *m_steps = nullptr;
    QList<double> m_grades;
};

void TestQuiz::init()
{
    LanguageController::instance()->setLanguage(LanguageController::Language::English, false);
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_steps = m_window->steps();
    m_window->workbench()->table()->setFocus();
    // Seed 000 under the textbook conventions, k = n = 5.
    m_grades.clear();
    for (const Ndcg::Item &item : m_window->document()->a()->ranking().items)
        m_grades << item.grade;
    QCOMPARE(m_grades, (QList<double> {3, 2, 0, 1, 3}));
    QCOMPARE(m_window->document()->a()->breakdown()->k, 5);
    QCOMPARE(m_window->document()->a()->settings().gain, Ndcg::Gain::Exponential);
}

void TestQuiz::cleanup()
{
    FileController::setQuestionHook({});
    m_window.reset();
    LanguageController::instance()->setLanguage(LanguageController::Language::English, false);
}

void TestQuiz::hiddenAnswersShowNoNumberInAnyWidget()
{
    const QList<double> numbers = computedNumbers(m_grades);
    QVERIFY(numbers.size() > 30);
    ComparisonController *comparison = m_window->comparison();
    comparison->actions().showSwaps->trigger(); // F7
    comparison->actions().showConventionExplorer->trigger(); // F8
    QTRY_VERIFY(comparison->swapPanel()->isVisible());
    QTRY_VERIFY(comparison->conventionPanel()->isVisible());
    QTRY_VERIFY(comparison->swapPanel()->heatmap()->hasMatrix());
    // Shown: the search finds them (in the table, the heat map, the conventions, the charts).
    QVERIFY(shownNumbers(numbers).size() > 20);
    press(Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(m_steps->reveal()->isAnyHidden());
    QTest::qWait(50);
    QStringList found = shownNumbers(numbers);
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QStringLiteral(", "))));
    QVERIFY(comparison->swapPanel()->heatmap()->valuesHidden());
    QVERIFY(!comparison->swapPanel()->statusText().contains(QRegularExpression("\\d\\.\\d")));
    // A hovered swap: previewed, its numbers hidden in every view and the status line.
    emit comparison->swapPanel()->heatmap()->swapHovered(1, 2);
    QVERIFY(m_window->workbench()->isPreviewing());
    QVERIFY(comparison->swapPanel()->statusText().contains(QStringLiteral("Preview")));
    QList<double> previewNumbers = numbers;
    previewNumbers << computedNumbers({3, 0, 2, 1, 3});
    found = shownNumbers(previewNumbers);
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QStringLiteral(", "))));
    emit comparison->swapPanel()->heatmap()->swapHovered(-1, -1);
    QVERIFY(!m_window->workbench()->isPreviewing());
    // Stepping through with the answers hidden: at every step, nothing computed shows.
    press(Qt::Key_F6);
    QVERIFY(m_steps->isStepping());
    for (int i = 0; i <= m_steps->stepCount(); ++i) {
        m_steps->goToStep(i);
        found = shownNumbers(numbers);
        QVERIFY2(found.isEmpty(),
            qPrintable(QStringLiteral("step %1: %2").arg(i).arg(found.join(QStringLiteral(", ")))));
    }
    press(Qt::Key_F6);
    // Revealed: everything shows again.
    press(Qt::Key_R, Qt::ShiftModifier);
    QVERIFY(!comparison->swapPanel()->heatmap()->valuesHidden());
    QVERIFY(comparison->conventionPanel()->view()->isVisible());
    QVERIFY(shownNumbers(numbers).size() > 20);
}

void TestQuiz::hiddenAnswersShowNoNumberInTheComparisonView()
{
    ComparisonController *comparison = m_window->comparison();
    press(Qt::Key_B, Qt::ControlModifier | Qt::ShiftModifier); // compare with a copy
    ComparisonView *view = comparison->view();
    QVERIFY(view);
    QTRY_VERIFY(view->isVisible());
    const QList<double> numbers = computedNumbers(m_grades);
    QVERIFY(!shownNumbers(numbers).isEmpty()); // the cards, the charts, the contributions
    press(Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(m_steps->reveal()->isAnyHidden());
    const QStringList found = shownNumbers(numbers);
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QStringLiteral(", "))));
    QVERIFY(view->ndcgText(0).contains(QStringLiteral("NDCG@5 = ?")));
    QVERIFY(view->ndcgText(1).contains(QStringLiteral("NDCG@5 = ?")));
    for (ComparisonChart *chart : {view->runningChart(), view->differenceChart()}) {
        QStringList texts;
        QList<double> values;
        collect(chart, texts, values);
        for (double y : std::as_const(values))
            QVERIFY(!numbers.contains(y));
    }
    // Revealing NDCG@k shows the cards and the verdict, not the contributions.
    m_steps->reveal()->setHidden(Q::NdcgTotal, false);
    QVERIFY(view->ndcgText(0).contains(QString::number(ndcgOf(m_grades), 'f', 3)));
    QCOMPARE(
        view->model(0)->data(view->model(0)->index(1, RankingTableModel::Contribution)).toString(),
        QStringLiteral("?"));
    press(Qt::Key_R, Qt::ShiftModifier);
    QCOMPARE(
        view->model(0)->data(view->model(0)->index(1, RankingTableModel::Contribution)).toString(),
        QString::number(gainOf(2) * discountOf(2), 'f', 3));
}

// Compare with the text: while answers are hidden, the text's figures (a right one states the
// answer), the exact values, verdicts, reasons and notes show nothing; revealed, the exact
// values are those core's compareWithText() gives for the example.
void TestQuiz::hiddenAnswersHideTheTextsExactValues()
{
    QVERIFY(m_window->comparison()->loadExample(QStringLiteral("004-precision-ndcg")));
    const auto expected = Ndcg::compareWithText(m_window->document()->scenario());
    QVERIFY(expected && expected->size() > 5);
    m_window->examples()->actions().compareWithText->trigger();
    auto *panel = m_window->findChild<TextFiguresPanel *>();
    QVERIFY(panel);
    QTRY_VERIFY(panel->isVisible());
    QTableWidget *table = panel->table();
    QCOMPARE(table->rowCount(), int(expected->size()));
    QCOMPARE(
        table->item(0, TextFiguresPanel::Exact)->text(), Ndcg::exactFigureText(expected->at(0)));

    press(Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(panel->isExactHidden());
    for (int r = 0; r < table->rowCount(); ++r) {
        QCOMPARE(table->item(r, TextFiguresPanel::Stated)->text(), QStringLiteral("?"));
        QCOMPARE(table->item(r, TextFiguresPanel::Exact)->text(), QStringLiteral("?"));
        QCOMPARE(table->item(r, TextFiguresPanel::Verdict)->text(), QStringLiteral("?"));
        QVERIFY(table->item(r, TextFiguresPanel::Reason)->text().isEmpty());
        QVERIFY(table->item(r, TextFiguresPanel::Verdict)->toolTip().isEmpty());
    }
    QVERIFY(!panel->headerText().contains(QStringLiteral(" figures agree")));

    press(Qt::Key_R, Qt::ShiftModifier);
    QVERIFY(!panel->isExactHidden());
    for (int r = 0; r < table->rowCount(); ++r)
        QCOMPARE(table->item(r, TextFiguresPanel::Exact)->text(),
            Ndcg::exactFigureText(expected->at(r)));
}

// Ctrl+C (and a row dragged out of the table) copy what the table shows: with the answers hidden
// the computed cells are "?", the grades and labels are there; revealed, the numbers are too.
void TestQuiz::copyingWithAnswersHiddenGivesNoAnswerAway()
{
    const QList<double> numbers = computedNumbers(m_grades);
    const auto leaked = [&numbers](const QString &text) {
        QStringList found;
        for (double x : numbers) {
            if (text.contains(QString::number(x, 'f', 3)))
                found << QString::number(x, 'f', 3);
        }
        return found;
    };
    press(Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(m_window->lesson()->isAnyHidden());
    m_window->editActions().copy->trigger();
    const QString hidden = QApplication::clipboard()->text();
    QVERIFY2(leaked(hidden).isEmpty(), qPrintable(leaked(hidden).join(u' ') + u'\n' + hidden));
    const QStringList lines = hidden.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1 + m_grades.size());
    for (int r = 0; r < m_grades.size(); ++r) {
        const QStringList cells = lines[r + 1].split(QLatin1Char('\t'));
        QCOMPARE(cells[RankingTableModel::Grade], QString::number(m_grades[r]));
        QCOMPARE(
            cells[RankingTableModel::Label], m_window->document()->a()->ranking().items[r].label);
        QCOMPARE(cells[RankingTableModel::Dcg], QStringLiteral("?"));
        QCOMPARE(cells[RankingTableModel::NdcgAtI], QStringLiteral("?"));
    }
    // Dragged out of the table: the same.
    MaskingProxyModel *model = m_window->workbench()->model();
    std::unique_ptr<QMimeData> drag(model->mimeData({model->index(0, 0), model->index(4, 0)}));
    QVERIFY(drag);
    QVERIFY2(leaked(drag->text()).isEmpty(), qPrintable(drag->text()));
    QVERIFY(drag->text().contains(QStringLiteral("?")));
    // Revealed, the copy holds the values: DCG@5 of grades 3, 2, 0, 1, 3.
    press(Qt::Key_R, Qt::ShiftModifier);
    QVERIFY(!m_window->lesson()->isAnyHidden());
    m_window->editActions().copy->trigger();
    const QString shown = QApplication::clipboard()->text();
    double dcg = 0;
    for (int i = 1; i <= m_grades.size(); ++i)
        dcg += gainOf(m_grades[i - 1]) * discountOf(i);
    QVERIFY2(shown.contains(QString::number(dcg, 'f', 3)), qPrintable(shown));
}

// An export holds every value: with answers hidden it asks first, and writes nothing unless the
// answer is to export them (a handout printed during the lesson gives nothing away by accident).
void TestQuiz::exportsWithAnswersHiddenAskFirst()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    FileController *files = m_window->files();
    QStringList asked;
    QMessageBox::StandardButton reply = QMessageBox::No;
    FileController::setQuestionHook([&asked, &reply](const QString &text) {
        asked << text;
        return reply;
    });
    double dcg = 0;
    for (int i = 1; i <= m_grades.size(); ++i)
        dcg += gainOf(m_grades[i - 1]) * discountOf(i);
    const QString csv = dir.filePath(QStringLiteral("table.csv"));
    const QString tex = dir.filePath(QStringLiteral("table.tex"));
    const QString png = dir.filePath(QStringLiteral("chart.png"));
    const QString pdf = dir.filePath(QStringLiteral("handout.pdf"));
    // Nothing hidden: no question.
    QVERIFY(files->exportTable(Ndcg::Format::Csv, csv));
    QVERIFY(asked.isEmpty());
    QFile::remove(csv);
    // Hidden, answered No: nothing written, by any export.
    press(Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(!files->exportTable(Ndcg::Format::Csv, csv));
    QVERIFY(!files->exportTable(Ndcg::Format::Latex, tex));
    QVERIFY(!files->exportChart(Exporter::Chart::RunningDcg, png));
    QVERIFY(!files->exportHandout(pdf));
    QCOMPARE(asked.size(), 4);
    QVERIFY2(asked.first().contains(QStringLiteral("hidden")), qPrintable(asked.first()));
    for (const QString &path : {csv, tex, png, pdf})
        QVERIFY2(!QFile::exists(path), qPrintable(path));
    // Step-through before its last step hides the cells not computed yet: the same question.
    press(Qt::Key_R, Qt::ShiftModifier);
    QVERIFY(!m_window->lesson()->isAnyHidden());
    m_steps->setStepping(true);
    QVERIFY(!files->exportTable(Ndcg::Format::Csv, csv));
    QCOMPARE(asked.size(), 5);
    // Answered Yes: the export has the answers.
    reply = QMessageBox::Yes;
    QVERIFY(files->exportTable(Ndcg::Format::Csv, csv));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(QString::fromUtf8(file.readAll()).contains(QString::number(dcg, 'f', 3)));
    FileController::setQuestionHook({});
}

void TestQuiz::revealPerQuantityAndPositionFromTheKeyboard()
{
    press(Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier);
    // The hint says what R reveals, in the formula panel too.
    QVERIFY2(hint().contains(QStringLiteral("R reveals the gain column next")), qPrintable(hint()));
    QVERIFY(m_window->workbench()->formula()->plainText().contains(hint()));
    // R from the formula panel: the gain column, everywhere.
    m_window->workbench()->formula()->setFocus();
    press(Qt::Key_R);
    QCOMPARE(cell(0, RankingTableModel::Gain), QStringLiteral("7"));
    QCOMPARE(cell(0, RankingTableModel::Discount), QStringLiteral("?"));
    QVERIFY(hint().contains(QStringLiteral("the discount column")));
    // A clicker's back key (PageUp) takes it back; forward (PageDown) reveals it again.
    m_window->workbench()->table()->setFocus();
    press(Qt::Key_PageUp);
    QCOMPARE(cell(0, RankingTableModel::Gain), QStringLiteral("?"));
    press(Qt::Key_PageDown);
    QCOMPARE(cell(0, RankingTableModel::Gain), QStringLiteral("7"));

    // One position at a time (Ctrl+Shift+P): every hidden cell of position 1, then 2.
    press(Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(m_steps->reveal()->mode(), RevealController::Mode::Position);
    QVERIFY2(hint().contains(QStringLiteral("R reveals position 1 next")), qPrintable(hint()));
    press(Qt::Key_Right); // a clicker's forward key
    const double d1 = discountOf(1), c2 = gainOf(2) * discountOf(2);
    QCOMPARE(cell(0, RankingTableModel::Discount), QString::number(d1, 'f', 3));
    QCOMPARE(cell(0, RankingTableModel::Dcg), QString::number(gainOf(3), 'f', 3));
    QCOMPARE(cell(0, RankingTableModel::NdcgAtI), QStringLiteral("1.000"));
    QCOMPARE(cell(1, RankingTableModel::Contribution), QStringLiteral("?"));
    QVERIFY(hint().contains(QStringLiteral("position 2")));
    // From the swaps panel (a floating dock) too.
    m_window->comparison()->actions().showSwaps->trigger();
    QTRY_VERIFY(m_window->comparison()->swapPanel()->isVisible());
    m_window->comparison()->swapPanel()->heatmap()->setFocus();
    press(Qt::Key_R);
    QCOMPARE(cell(1, RankingTableModel::Contribution), QString::number(c2, 'f', 3));
    QCOMPARE(cell(2, RankingTableModel::Contribution), QStringLiteral("?"));
    QVERIFY(m_window->workbench()->card()->headlineText().endsWith(QStringLiteral("?")));

    // A selected row goes first: position 4, then the first one left (3).
    RankingTableView *table = m_window->workbench()->table();
    MaskingProxyModel *model = m_window->workbench()->model();
    table->setFocus();
    table->setCurrentIndex(model->index(3, RankingTableModel::Label));
    QVERIFY2(hint().contains(QStringLiteral("R reveals position 4 next")), qPrintable(hint()));
    press(Qt::Key_R);
    QCOMPARE(cell(3, RankingTableModel::Contribution),
        QString::number(gainOf(1) * discountOf(4), 'f', 3));
    QCOMPARE(cell(2, RankingTableModel::Contribution), QStringLiteral("?"));
    QVERIFY2(hint().contains(QStringLiteral("R reveals position 3 next")), qPrintable(hint()));
    press(Qt::Key_PageUp); // position 4 hidden again
    QCOMPARE(cell(3, RankingTableModel::Contribution), QStringLiteral("?"));

    // A cell editor keeps its letters and arrows: R types an R, it reveals nothing.
    table->setFocus();
    table->setCurrentIndex(model->index(3, RankingTableModel::Label));
    table->edit(model->index(3, RankingTableModel::Label));
    auto *editor = qobject_cast<QLineEdit *>(QApplication::focusWidget());
    QVERIFY(editor);
    editor->clear();
    QTest::keyClicks(editor, QStringLiteral("Rr"));
    QTest::keyClick(editor, Qt::Key_Left);
    QCOMPARE(editor->text(), QStringLiteral("Rr"));
    QCOMPARE(editor->cursorPosition(), 1);
    QCOMPARE(cell(2, RankingTableModel::Contribution), QStringLiteral("?"));
    QCOMPARE(cell(3, RankingTableModel::Contribution), QStringLiteral("?"));
    QTest::keyClick(editor, Qt::Key_Escape);

    // Shift+R: everything; the clicker keys go back to the table.
    press(Qt::Key_R, Qt::ShiftModifier);
    QVERIFY(!m_steps->reveal()->isAnyHidden());
    QVERIFY(hint().isEmpty());
    QVERIFY(!m_steps->actions().quizForward->isEnabled());
    QVERIFY(!m_steps->actions().quizBack->isEnabled());
}

void TestQuiz::aClickerRevealsEachStepBeforeGoingOn()
{
    press(Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier);
    press(Qt::Key_F6);
    QVERIFY(m_steps->isStepping());
    press(Qt::Key_PageDown); // step 1: the grade of position 1 (an input, shown)
    QCOMPARE(m_steps->stepIndex(), 1);
    press(Qt::Key_PageDown); // step 2: gain₁, hidden
    QCOMPARE(m_steps->stepIndex(), 2);
    QCOMPARE(cell(0, RankingTableModel::Gain), QStringLiteral("?"));
    QVERIFY(m_steps->panel()->narration().startsWith(QStringLiteral("Predict gain₁")));
    QVERIFY2(hint().contains(QStringLiteral("R reveals gain₁")), qPrintable(hint()));
    press(Qt::Key_PageDown); // reveals gain₁, stays at the step
    QCOMPARE(m_steps->stepIndex(), 2);
    QCOMPARE(cell(0, RankingTableModel::Gain), QStringLiteral("7"));
    QCOMPARE(m_steps->panel()->formula(), QStringLiteral("gain₁ = 2³−1 = 7"));
    QCOMPARE(cell(1, RankingTableModel::Gain), QStringLiteral("?"));
    press(Qt::Key_PageDown); // on: d(1), hidden
    QCOMPARE(m_steps->stepIndex(), 3);
    QCOMPARE(cell(0, RankingTableModel::Discount), QStringLiteral("?"));
    press(Qt::Key_R); // R reveals the step's value too
    QCOMPARE(m_steps->stepIndex(), 3);
    QCOMPARE(cell(0, RankingTableModel::Discount), QStringLiteral("1.000"));
    press(Qt::Key_PageUp);
    QCOMPARE(m_steps->stepIndex(), 2);
    QCOMPARE(cell(0, RankingTableModel::Gain), QStringLiteral("7")); // stays revealed
    // The last step: NDCG@5 hidden, then revealed by the forward key.
    press(Qt::Key_End);
    QVERIFY(m_window->workbench()->card()->headlineText().endsWith(QStringLiteral("?")));
    press(Qt::Key_PageDown);
    QVERIFY(m_window->workbench()->card()->headlineText().endsWith(
        QString::number(ndcgOf(m_grades), 'f', 3)));
}

void TestQuiz::aClickersBlankButtonBlanksThePresentation()
{
    // Clickers send B or a period for "blank"; in presenter mode both blank the screen.
    PresenterController *presenter = m_window->presenter();
    presenter->setActive(true);
    m_window->workbench()->table()->setFocus();
    press(Qt::Key_Period);
    QVERIFY(presenter->isBlank());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Period);
    QVERIFY(!presenter->isBlank());
    press(Qt::Key_B);
    QVERIFY(presenter->isBlank());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_B);
    QVERIFY(!presenter->isBlank());
    presenter->setActive(false);
}

void TestQuiz::revealedCellsFollowTheirItem()
{
    RankingDocument *document = m_window->document()->a();
    press(Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier);
    m_steps->reveal()->revealCell(2, Q::GainColumn); // position 2: grade 2, gain 3
    QCOMPARE(cell(1, RankingTableModel::Gain), QStringLiteral("3"));
    const QString label = document->ranking().items[1].label;
    // An item inserted above: the revealed gain moves down with its item.
    document->editInsert(RankingDocument::List::Ranking, {0},
        {Ndcg::Item {1.0, QStringLiteral("new"), std::nullopt}}, QStringLiteral("Insert"));
    QCOMPARE(document->ranking().items[2].label, label);
    QCOMPARE(cell(2, RankingTableModel::Gain), QStringLiteral("3"));
    QCOMPARE(cell(1, RankingTableModel::Gain), QStringLiteral("?"));
    QCOMPARE(cell(0, RankingTableModel::Gain), QStringLiteral("?"));
    // Moved to the top: the cell goes along.
    document->editMove(
        RankingDocument::List::Ranking, {RankingEdits::Move {2, 1, 0}}, QStringLiteral("Move"));
    QCOMPARE(document->ranking().items[0].label, label);
    QCOMPARE(cell(0, RankingTableModel::Gain), QStringLiteral("3"));
    QCOMPARE(cell(1, RankingTableModel::Gain), QStringLiteral("?"));
    QCOMPARE(cell(2, RankingTableModel::Gain), QStringLiteral("?"));
    // Removed: nothing of it stays revealed at another item's row.
    document->editRemove(RankingDocument::List::Ranking, {0}, QStringLiteral("Remove"));
    for (int r = 0; r < m_window->workbench()->model()->rowCount(); ++r)
        QCOMPARE(cell(r, RankingTableModel::Gain), QStringLiteral("?"));
    QVERIFY(m_steps->reveal()->revealedCells().isEmpty());
}

// Reveals belong to a document and a question (issue 21): with answers hidden, another
// scenario, and a new "which ranking is better?" comparison, open with every quantity hidden and
// no cell revealed, whatever the last one had revealed.
void TestQuiz::aNewDocumentOrComparisonStartsFullyHidden()
{
    const auto verifyFullyHidden = [this](const char *when) {
        const ViewState &view = m_window->workbench()->viewState();
        QVERIFY2(view.hidden == ViewState::allQuantities(), when);
        QVERIFY2(view.revealedCells.isEmpty(), when);
        QVERIFY2(m_steps->reveal()->hidden() == ViewState::allQuantities(), when);
        QVERIFY2(m_steps->reveal()->revealedCells().isEmpty(), when);
        QVERIFY2(!m_steps->reveal()->canHideLast(), when);
    };
    press(Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier);
    press(Qt::Key_R); // the gain column
    press(Qt::Key_R); // the discount column
    press(Qt::Key_R); // the gain·d(i) column
    m_steps->reveal()->revealCell(2, Q::DcgColumn);
    m_steps->reveal()->setHidden(Q::NdcgTotal, false);
    QCOMPARE(cell(1, RankingTableModel::Contribution),
        QString::number(gainOf(2) * discountOf(2), 'f', 3));

    // Another scenario.
    const Ndcg::Result<Ndcg::Scenario> other = Ndcg::loadExample(QStringLiteral("003-example"));
    QVERIFY(other);
    m_window->document()->loadScenario(other.value(), QStringLiteral("other"));
    verifyFullyHidden("after loading another scenario");
    const QRegularExpression digit(QStringLiteral("\\d"));
    QCOMPARE(cell(0, RankingTableModel::Contribution), QStringLiteral("?"));
    for (int r = 0; r < m_window->workbench()->model()->rowCount(); ++r) {
        for (int c : {RankingTableModel::Gain, RankingTableModel::Discount,
                 RankingTableModel::Contribution, RankingTableModel::Dcg})
            QVERIFY2(!cell(r, c).contains(digit), qPrintable(cell(r, c)));
    }

    // Reveal again, then start a comparison (Compare with a copy): a new question.
    press(Qt::Key_R);
    press(Qt::Key_R);
    press(Qt::Key_R);
    m_steps->reveal()->setHidden(Q::NdcgTotal, false);
    press(Qt::Key_B, Qt::ControlModifier | Qt::ShiftModifier);
    ComparisonView *view = m_window->comparison()->view();
    QVERIFY(view);
    verifyFullyHidden("after starting a comparison");
    for (int side : {0, 1}) {
        QVERIFY(view->ndcgText(side).contains(QStringLiteral("= ?")));
        const QAbstractItemModel *model = view->model(side);
        QCOMPARE(model->index(0, RankingTableModel::Contribution).data().toString(),
            QStringLiteral("?"));
        for (int r = 0; r < model->rowCount(); ++r) {
            const QString text = model->index(r, RankingTableModel::Contribution).data().toString();
            QVERIFY2(!text.contains(digit), qPrintable(text));
        }
    }
    QVERIFY(view->differenceChart()->series().difference.isEmpty()); // where they differ
    QVERIFY(view->runningChart()->series().runningA.isEmpty());
    QVERIFY(view->verdictText().contains(QStringLiteral("Which ranking is better?")));

    // A built-in comparison loaded over it: the same.
    press(Qt::Key_R, Qt::ShiftModifier);
    QVERIFY(m_window->comparison()->loadExample(QStringLiteral("002-lipsticks-ab")));
    QVERIFY(!m_steps->reveal()->isAnyHidden()); // nothing was hidden: nothing is
    press(Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier);
    press(Qt::Key_R);
    QVERIFY(m_window->comparison()->loadExample(QStringLiteral("001-systems-ab")));
    verifyFullyHidden("after loading another comparison");
}

void TestQuiz::judgedItemsHideTheirIdealPosition()
{
    // The ideal comes from the judged pool: a judged item of grade 1 that the ranking did not
    // return takes position 4 or 5 of the ideal (grades 3, 3, 2, 1, 1, 0; the tie decides).
    QCOMPARE(m_window->document()->a()->settings().idealSource, Ndcg::IdealSource::Pool);
    Workbench *w = m_window->workbench();
    w->addJudgedItem();
    UnretrievedModel *pool = w->unretrievedModel();
    QCOMPARE(pool->rowCount(), 1);
    const QModelIndex position = pool->index(0, UnretrievedModel::IdealPosition);
    QVERIFY2(position.data().toString() == QStringLiteral("4")
            || position.data().toString() == QStringLiteral("5"),
        qPrintable(position.data().toString()));
    press(Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(position.data().toString(), QStringLiteral("?"));
    m_steps->reveal()->setHidden(Q::IdealGradeColumn, false); // the ideal order
    QVERIFY(position.data().toString() != QStringLiteral("?"));
}

void TestQuiz::swapPreviewOfEqualGradesShowsSwappedLabels()
{
    RankingDocument *document = m_window->document()->a();
    const QList<Ndcg::Item> items = document->ranking().items;
    QCOMPARE(items[0].grade, items[4].grade); // both grade 3
    QVERIFY(items[0].label != items[4].label);
    ComparisonController *comparison = m_window->comparison();
    comparison->actions().showSwaps->trigger();
    QTRY_VERIFY(comparison->swapPanel()->heatmap()->hasMatrix());
    emit comparison->swapPanel()->heatmap()->swapHovered(0, 4);
    Workbench *w = m_window->workbench();
    QVERIFY(w->isPreviewing());
    // The table shows the swapped ranking, its swapped rows marked, like every other view.
    QCOMPARE(cell(0, RankingTableModel::Label), QStringLiteral("⇄ ") + items[4].label);
    QCOMPARE(cell(4, RankingTableModel::Label), QStringLiteral("⇄ ") + items[0].label);
    QCOMPARE(cell(1, RankingTableModel::Label), items[1].label);
    const QString marker = QStringLiteral("Preview: swap of positions 1 and 5 (not applied)");
    MaskingProxyModel *model = w->model();
    QVERIFY(model->data(model->index(0, RankingTableModel::Dcg), Qt::ToolTipRole)
                .toString()
                .startsWith(marker));
    QVERIFY(w->card()->headlineText().startsWith(marker));
    QVERIFY(w->formula()->plainText().contains(marker));
    for (BreakdownChart *chart : {static_cast<BreakdownChart *>(w->dcgChart()),
             static_cast<BreakdownChart *>(w->contributionChart()),
             static_cast<BreakdownChart *>(w->ndcgChart())})
        QVERIFY2(chart->chart()->title().contains(QStringLiteral("preview: swap 1 ↔ 5")),
            qPrintable(chart->chart()->title()));
    QCOMPARE(document->ranking().items, items); // not applied
    emit comparison->swapPanel()->heatmap()->swapHovered(-1, -1);
    QVERIFY(!w->isPreviewing());
    QCOMPARE(cell(0, RankingTableModel::Label), items[0].label);
    QVERIFY(!w->card()->headlineText().contains(QStringLiteral("Preview")));
}

void TestQuiz::aSwapPreviewOnRankingBIsMarkedInEveryView()
{
    ComparisonController *comparison = m_window->comparison();
    QVERIFY(comparison->loadExample(QStringLiteral("002-lipsticks-ab")));
    ComparisonView *view = comparison->view();
    QVERIFY(view);
    comparison->setActiveSide(1);
    comparison->actions().showSwaps->trigger();
    SwapPanel *panel = comparison->swapPanel();
    QCOMPARE(panel->document(), m_window->document()->b());
    QTRY_VERIFY(panel->heatmap()->hasMatrix());
    const QList<Ndcg::Item> items = m_window->document()->b()->ranking().items;
    emit panel->heatmap()->swapHovered(1, 2);
    // B's table shows the swapped ranking, its rows marked; the card and both charts say so.
    MaskingProxyModel *model = view->model(1);
    QCOMPARE(model->data(model->index(1, RankingTableModel::Label)).toString(),
        QStringLiteral("⇄ ") + items[2].label);
    QCOMPARE(model->data(model->index(2, RankingTableModel::Label)).toString(),
        QStringLiteral("⇄ ") + items[1].label);
    QVERIFY2(view->ndcgText(1).contains(QStringLiteral("(preview: swap 2 ↔ 3)")),
        qPrintable(view->ndcgText(1)));
    for (ComparisonChart *chart : {view->runningChart(), view->differenceChart()})
        QVERIFY2(chart->chart()->title().contains(QStringLiteral("preview: swap 2 ↔ 3")),
            qPrintable(chart->chart()->title()));
    QCOMPARE(m_window->document()->b()->ranking().items, items);
    emit panel->heatmap()->swapHovered(-1, -1);
    QCOMPARE(model->data(model->index(1, RankingTableModel::Label)).toString(), items[1].label);
    QVERIFY(!view->runningChart()->chart()->title().contains(QStringLiteral("preview")));
}

void TestQuiz::practiceFeedbackNamesTheLikelyMistake()
{
    PracticeDialog dialog;
    Ndcg::Scenario s;
    for (double g : m_grades)
        s.a.items.append(Ndcg::Item {g, QString(), std::nullopt});
    s.settings.cutoff = 5;
    s.settings.idealSource = Ndcg::IdealSource::List;
    QCOMPARE(s.settings.gain, Ndcg::Gain::Exponential);
    // DCG@5 with linear gain: 3 + 2/log2 3 + 0 + 1/log2 5 + 3/log2 6 = 6.853…
    dialog.setExercise(s, PracticeDialog::Question::Dcg);
    const QString linear = QString::number(dcgOf(m_grades, true), 'f', 3);
    dialog.answerField()->setText(linear);
    dialog.checkAnswer();
    QVERIFY2(
        dialog.feedbackText().startsWith(QStringLiteral("✗")), qPrintable(dialog.feedbackText()));
    QVERIFY2(dialog.feedbackText().contains(
                 QStringLiteral("your %1 is what linear gain gives").arg(linear)),
        qPrintable(dialog.feedbackText()));
    // Two decimals, as a student writes them.
    const QString twoDecimals = QString::number(dcgOf(m_grades, true), 'f', 2);
    dialog.answerField()->setText(twoDecimals);
    dialog.checkAnswer();
    QVERIFY2(dialog.feedbackText().contains(QStringLiteral("linear gain")),
        qPrintable(dialog.feedbackText()));
    // NDCG asked, DCG@5 typed: the quantity is named.
    dialog.setExercise(s, PracticeDialog::Question::Ndcg);
    const QString dcg = QString::number(dcgOf(m_grades), 'f', 3);
    dialog.answerField()->setText(dcg);
    dialog.checkAnswer();
    QVERIFY2(
        dialog.feedbackText().contains(QStringLiteral("your %1 is DCG@5, not NDCG@5").arg(dcg)),
        qPrintable(dialog.feedbackText()));
    // A number no convention gives: the plain hint.
    dialog.answerField()->setText(QStringLiteral("0.123"));
    dialog.checkAnswer();
    QVERIFY(dialog.feedbackText().startsWith(QStringLiteral("✗ Not quite.")));
    // The right answer.
    dialog.answerField()->setText(QString::number(ndcgOf(m_grades), 'f', 3));
    dialog.checkAnswer();
    QVERIFY(dialog.feedbackText().startsWith(QStringLiteral("✓")));
}

void TestQuiz::practiceSolutionKeepsFormulasAndRetranslates()
{
    PracticeDialog *dialog = m_window->examples()->practice();
    Ndcg::Scenario s;
    for (double g : m_grades)
        s.a.items.append(Ndcg::Item {g, QString(), std::nullopt});
    s.settings.cutoff = 5;
    s.settings.idealSource = Ndcg::IdealSource::List;
    dialog->setExercise(s, PracticeDialog::Question::Dcg);
    dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    for (int i = 0; i < 3; ++i)
        dialog->showNextStep();
    dialog->answerField()->setText(QStringLiteral("abc"));
    dialog->checkAnswer();
    // Each step: its sentence, then its formula line, whole.
    QString text = dialog->solutionText();
    QVERIFY2(
        text.contains(QStringLiteral("Position 1 holds a result of grade 3.")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("g₁ = 3")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("gain₁ = 2³−1 = 7")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("d(1) = ")));
    QVERIFY(!text.contains(QStringLiteral("…")));
    const QString englishFeedback = dialog->feedbackText();

    // The language switches while it is open: sentences, the gain's name and the feedback
    // follow; the formulas stay.
    LanguageController::instance()->setLanguage(LanguageController::Language::Chinese, false);
    QTRY_VERIFY(dialog->windowTitle() == QStringLiteral("练习"));
    text = dialog->solutionText();
    QVERIFY2(text.contains(QStringLiteral("位置 1 上是一个等级为 3 的结果。")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("holds a result")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("增益₁ = 2³−1 = 7")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("g₁ = 3")), qPrintable(text));
    QCOMPARE(dialog->solutionShown(), 3);
    QCOMPARE(
        englishFeedback, QStringLiteral("Type a number: digits, with a decimal point or comma."));
    QVERIFY2(dialog->feedbackText() != englishFeedback, qPrintable(dialog->feedbackText()));
    // The window's step strip names the gain in Chinese too.
    dialog->hide();
    m_steps->setStepping(true);
    m_steps->goToStep(2);
    QVERIFY2(m_steps->panel()->formula().startsWith(QStringLiteral("增益₁")),
        qPrintable(m_steps->panel()->formula()));
    LanguageController::instance()->setLanguage(LanguageController::Language::English, false);
    QTRY_VERIFY(dialog->solutionText().contains(QStringLiteral("gain₁ = 2³−1 = 7")));
}

QTEST_MAIN(TestQuiz)
#include "tst_quiz.moc"
