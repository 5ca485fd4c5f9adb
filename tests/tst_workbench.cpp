// The main window driven as a user drives it: typing grades, pasting a block, dragging a row,
// moving rows with Ctrl+Up, changing k and the gain, undo and redo, clicking a chart point;
// each step checked in the table, the chart series, the formula text and the result card.
// Ends with the window rendered in English and in Chinese, in-process and by --screenshot.

#include "charts/contributionchart.h"
#include "charts/ndcgchart.h"
#include "charts/runningdcgchart.h"
#include "document/rankingdocument.h"
#include "document/rowcommands.h"
#include "document/scenariodocument.h"
#include "mainwindow.h"
#include "notation.h"
#include "stepthrough/lessonstate.h"
#include "stepthrough/stepcontroller.h"
#include "workbench/definitionbar.h"
#include "workbench/displayformat.h"
#include "workbench/formulapanel.h"
#include "workbench/maskingproxymodel.h"
#include "workbench/rankingtablemodel.h"
#include "workbench/rankingtableview.h"
#include "workbench/resultcard.h"
#include "workbench/unretrievedmodel.h"
#include "workbench/workbench.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QAreaSeries>
#include <QCategoryAxis>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDirIterator>
#include <QFile>
#include <QFontDatabase>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QMenu>
#include <QMimeData>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QUndoStack>
#include <QValueAxis>

#include <cmath>
#include <memory>

namespace {

QList<double> ys(const QList<QPointF> &points)
{
    QList<double> result;
    for (const QPointF &p : points)
        result.append(p.y());
    return result;
}

bool near(double a, double b)
{
    return qAbs(a - b) <= 5e-4;
}

} // namespace

namespace {

// Whether the workbench still has ways around the LessonState (the one owner of the steps and
// the preview).
template<typename T> constexpr bool hasTeachingHooks = requires(T *t)
{
    t->setStepLimit(2);
}
|| requires(T *t)
{
    t->setPreview(std::nullopt);
}
|| requires(T *t)
{
    t->formula()->setStepLimit(2);
};

} // namespace

class TestWorkbench : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void opensOnSeed000();
    void typingAGradeUpdatesEveryView();
    void aTypedWordIsRefusedWithAVisibleReason();
    void aNumberBeyondADoubleIsOutOfRangeAndShownWhole();
    void pastingABlockOverwritesFromTheCurrentRow();
    void draggingARowMovesIt();
    void ctrlUpAndDownMoveRows();
    void changingKMovesTheRuleAndTheCard();
    void changingTheGainRewritesTheFormula();
    void linkedHighlighting();
    void clickingTheDefinitionLineOpensTheEditors();
    void aCustomGainMapIsOneUndoStep();
    void baseEIsWrittenLn();
    void aStepLimitShortensTheCurvesAndTheFormula();
    void theCardWritesItsLineThroughNotation();
    void noSumOrQuotientIsWrittenByHandInTheWindow();
    void aRefusedConventionShowsWhyInsteadOfNumbers();
    void judgedPoolCountsInTheIdeal();
    void rowActionsAreUndoable();
    void editMenuHasTheStandardShortcuts();
    void copyPutsTsvOnTheClipboard();
    void theLabelColumnFitsTheLabels();
    void rendersInEnglishAndChinese();
    void rendersAnEditedState();
    void screenshotOptionWritesAPng_data();
    void screenshotOptionWritesAPng();
    void hugeGradesKeepTheWindowAndTheNumbersReadable();

private:
    MaskingProxyModel *model() const { return m_window->workbench()->model(); }
    RankingTableView *table() const { return m_window->workbench()->table(); }
    Workbench *bench() const { return m_window->workbench(); }
    QString formula() const
    {
        return bench()->formula()->plainText().remove(QChar(0x2060)).simplified();
    }
    void typeGrade(int row, const QString &text);
    // Every number shown: the card, the table's cells and tips, the formula, the charts' axis
    // labels. Fails on "inf", "nan" or a run of more than 17 digits, and when the window is no
    // longer 1280 wide or could not be made 1024 wide.
    void checkReadable(const char *when);

    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
    std::unique_ptr<QAbstractItemModelTester> m_poolTester;
};

void TestWorkbench::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QApplication::setActiveWindow(m_window.get());
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_tester = std::make_unique<QAbstractItemModelTester>(
        model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    m_poolTester = std::make_unique<QAbstractItemModelTester>(
        bench()->unretrievedModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
}

void TestWorkbench::cleanup()
{
    m_tester.reset();
    m_poolTester.reset();
    m_window.reset();
}

void TestWorkbench::typeGrade(int row, const QString &text)
{
    const QModelIndex index = model()->index(row, RankingTableModel::Grade);
    table()->setFocus();
    table()->setCurrentIndex(index);
    // Typing on a cell starts the editor (as in a spreadsheet); the rest goes to the editor;
    // Enter commits.
    QTest::keyClick(table(), text.at(0).toLatin1());
    QWidget *editor = QApplication::focusWidget();
    QVERIFY(editor && editor != table());
    QTest::keyClicks(editor, text.mid(1));
    QCOMPARE(editor->property("text").toString(), text);
    QTest::keyClick(editor, Qt::Key_Return);
    // The delegate commits and closes the editor through a queued call.
    QTRY_VERIFY(!table()->isPersistentEditorOpen(index) && QApplication::focusWidget() == table());
}

void TestWorkbench::opensOnSeed000()
{
    QCOMPARE(model()->rowCount(), 5);
    QCOMPARE(bench()->card()->headlineText(),
        QStringLiteral("NDCG@5 = DCG@5 / IDCG@5 = 12.031 / 13.347 = 0.901"));
    const QString line = bench()->definitionBar()->lineText();
    QVERIFY2(line.contains(QStringLiteral("Discount 1/log₂(i+1)")), qPrintable(line));
    QVERIFY2(line.contains(QStringLiteral("k = 5")), qPrintable(line));
    QVERIFY2(line.contains(QStringLiteral("Ideal: judged pool (5 items)")), qPrintable(line));
    QVERIFY2(formula().contains(QStringLiteral(
                 "DCG@5 = (2³−1)/log₂2 + (2²−1)/log₂3 + (2⁰−1)/log₂4 + (2¹−1)/log₂5 + "
                 "(2³−1)/log₂6 = 7.000 + 1.893 + 0.000 + 0.431 + 2.708 = 12.031")),
        qPrintable(formula()));
    QVERIFY(formula().contains(QStringLiteral("= 7.000 + 4.417 + 1.500 + 0.431 + 0.000 = 13.347")));
    QVERIFY(
        formula().contains(QStringLiteral("NDCG@5 = DCG@5 / IDCG@5 = 12.031 / 13.347 = 0.901")));
    QVERIFY(bench()->card()->metricsText().contains(QStringLiteral("P@5 0.800")));
    QVERIFY(!m_window->isWindowModified());
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("[*]")));
    // The charts' points are the breakdown's.
    const QList<double> dcg = ys(bench()->dcgChart()->dcgSeries()->points());
    QCOMPARE(dcg.size(), 5);
    QVERIFY(near(dcg[0], 7.0) && near(dcg[4], 12.031435));
    QVERIFY(near(ys(bench()->dcgChart()->idcgSeries()->points()).last(), 13.347185));
    QCOMPARE(bench()->contributionChart()->actualBars()->upperSeries()->count(), 20);
    QCOMPARE(bench()->contributionChart()->idealBars()->upperSeries()->count(), 20);
    const QList<double> ndcg = ys(bench()->ndcgChart()->ndcgSeries()->points());
    QCOMPARE(ndcg.size(), 5);
    QVERIFY(near(ndcg[0], 1.0) && near(ndcg[4], 0.901423));
    QCOMPARE(bench()->dcgChart()->points().k, 5);
}

void TestWorkbench::typingAGradeUpdatesEveryView()
{
    typeGrade(2, QStringLiteral("3"));
    QCOMPARE(model()->index(2, RankingTableModel::Grade).data().toString(), QStringLiteral("3"));
    // Enter moved the cursor down, as in a spreadsheet.
    QCOMPARE(table()->currentIndex(), model()->index(3, RankingTableModel::Grade));
    QCOMPARE(bench()->card()->headlineText(),
        QStringLiteral("NDCG@5 = DCG@5 / IDCG@5 = 15.531 / 16.595 = 0.936"));
    QVERIFY(near(ys(bench()->dcgChart()->dcgSeries()->points())[2], 12.392789));
    QVERIFY(formula().contains(QStringLiteral("(2³−1)/log₂4")));
    QVERIFY(m_window->isWindowModified());

    // Undo and redo with the standard keys.
    QTest::keySequence(m_window.get(), QKeySequence::Undo);
    QCOMPARE(model()->index(2, RankingTableModel::Grade).data().toString(), QStringLiteral("0"));
    QCOMPARE(bench()->card()->headlineText(),
        QStringLiteral("NDCG@5 = DCG@5 / IDCG@5 = 12.031 / 13.347 = 0.901"));
    QVERIFY(!m_window->isWindowModified());
    QTest::keySequence(m_window.get(), QKeySequence::Redo);
    QVERIFY(bench()->card()->headlineText().endsWith(QStringLiteral("0.936")));
    QVERIFY(near(ys(bench()->ndcgChart()->ndcgSeries()->points())[4], 15.531435 / 16.595391));
}

void TestWorkbench::aTypedWordIsRefusedWithAVisibleReason()
{
    typeGrade(1, QStringLiteral("high"));
    QCOMPARE(model()->index(1, RankingTableModel::Grade).data().toString(), QStringLiteral("2"));
    QCOMPARE(table()->currentIndex().row(), 1); // a refused value keeps the cursor on its cell
    QVERIFY2(bench()->message().contains(QStringLiteral("“high” is not a number")),
        qPrintable(bench()->message()));
    QCOMPARE(m_window->document()->a()->undoStack()->count(), 0);
}

// "1e999" is a number, beyond a double (issue 20): refused as out of range with the limits as
// the window writes numbers (grouped, with a minus sign), not as "not a number"; and the banner
// shows the whole sentence on as many lines as it needs (it was one line, elided: "…expected a
// n…").
void TestWorkbench::aNumberBeyondADoubleIsOutOfRangeAndShownWhole()
{
    typeGrade(2, QStringLiteral("1e999"));
    QCOMPARE(model()->index(2, RankingTableModel::Grade).data().toString(), QStringLiteral("0"));
    const QString expected = QStringLiteral(
        "Grade 1e999 is out of range (expected a number from −1,000,000 to 1,000,000).");
    QVERIFY2(bench()->message().endsWith(expected), qPrintable(bench()->message()));
    QVERIFY(!bench()->message().contains(QStringLiteral("not a number")));
    QCOMPARE(m_window->document()->a()->undoStack()->count(), 0);
    auto *banner = m_window->findChild<QLabel *>(QStringLiteral("editMessage"));
    QVERIFY(banner);
    QTRY_VERIFY(banner->isVisible());
    QCoreApplication::processEvents();
    QCOMPARE(banner->text(), bench()->message()); // whole, nothing elided
    // Every line of it within the banner: the height the wrapped text needs at its width.
    const int room = banner->contentsRect().width() - 16;
    QVERIFY(room > 0);
    const QRect needed
        = QFontMetrics(banner->font())
              .boundingRect(QRect(0, 0, room, 100000), Qt::TextWordWrap, banner->text());
    QVERIFY2(banner->height() >= needed.height(),
        qPrintable(
            QStringLiteral("%1 px for %2 px of text").arg(banner->height()).arg(needed.height())));
    // A narrow window: more lines, still whole.
    m_window->resize(1024, 800);
    QTRY_VERIFY(banner->height()
        >= QFontMetrics(banner->font())
               .boundingRect(QRect(0, 0, banner->contentsRect().width() - 16, 100000),
                   Qt::TextWordWrap, banner->text())
               .height());
    QCOMPARE(banner->text(), bench()->message());
    // A small projector (1024×768, the judged list below the table a few pixels tall): every
    // line of it inside what its parent shows, not cut off by the pane of the table (it was:
    // "…1,000,000 to" and the rest clipped), and the table's rows where they were.
    m_window->resize(1024, 768);
    const int rowY = table()->visualRect(model()->index(2, RankingTableModel::Grade)).y();
    typeGrade(2, QStringLiteral("1e999"));
    QTRY_VERIFY(banner->isVisible());
    QCoreApplication::processEvents();
    QCOMPARE(table()->visualRect(model()->index(2, RankingTableModel::Grade)).y(), rowY);
    QVERIFY2(banner->parentWidget()->rect().contains(banner->geometry()),
        qPrintable(QStringLiteral("banner at %1,%2 %3×%4 in a parent of %5×%6")
                       .arg(banner->x())
                       .arg(banner->y())
                       .arg(banner->width())
                       .arg(banner->height())
                       .arg(banner->parentWidget()->width())
                       .arg(banner->parentWidget()->height())));
    QVERIFY(banner->height()
        >= QFontMetrics(banner->font())
               .boundingRect(QRect(0, 0, banner->contentsRect().width() - 16, 100000),
                   Qt::TextWordWrap, banner->text())
               .height());
}

void TestWorkbench::pastingABlockOverwritesFromTheCurrentRow()
{
    table()->setFocus();
    table()->setCurrentIndex(model()->index(2, RankingTableModel::Grade));
    QApplication::clipboard()->setText(QStringLiteral("4\n4\n"));
    QTest::keySequence(table(), QKeySequence::Paste);
    QCOMPARE(model()->index(2, RankingTableModel::Grade).data().toString(), QStringLiteral("4"));
    QCOMPARE(model()->index(3, RankingTableModel::Grade).data().toString(), QStringLiteral("4"));
    QCOMPARE(bench()->card()->headlineText(),
        QStringLiteral("NDCG@5 = DCG@5 / IDCG@5 = 25.561 / 32.139 = 0.795"));
    // A block longer than the table appends rows; one paste is one undo step.
    bench()->rowCommands()->pasteText(QStringLiteral("a\t1\nb\t0\nc\t2\nd\t2\n"));
    QCOMPARE(model()->itemCount(), 6);
    QCOMPARE(model()->index(5, RankingTableModel::Label).data().toString(), QStringLiteral("d"));
    QCOMPARE(m_window->document()->a()->undoStack()->count(), 2);
    m_window->document()->a()->undoStack()->undo();
    QCOMPARE(model()->itemCount(), 5);
    // A refused block changes nothing and says why.
    bench()->rowCommands()->pasteText(QStringLiteral("3\nlots\n"));
    QVERIFY(bench()->message().contains(QStringLiteral("Line 2")));
    QCOMPARE(m_window->document()->a()->undoStack()->index(), 1);
}

void TestWorkbench::draggingARowMovesIt()
{
    // Drag d5 (position 5) onto the upper half of position 1.
    std::unique_ptr<QMimeData> data(model()->mimeData({model()->index(4, 1)}));
    const QRect target = table()->visualRect(model()->index(0, 1));
    const QPoint at(target.center().x(), target.top() + 2);
    QDragEnterEvent enter(
        at, Qt::MoveAction | Qt::CopyAction, data.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(table()->viewport(), &enter);
    QVERIFY(enter.isAccepted());
    QDragMoveEvent move(
        at, Qt::MoveAction | Qt::CopyAction, data.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(table()->viewport(), &move);
    QDropEvent drop(
        at, Qt::MoveAction | Qt::CopyAction, data.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(table()->viewport(), &drop);
    QVERIFY(drop.isAccepted());
    QCOMPARE(drop.dropAction(), Qt::CopyAction); // the view must not remove the dragged rows
    QCOMPARE(model()->index(0, RankingTableModel::Label).data().toString(), QStringLiteral("d5"));
    QCOMPARE(model()->index(1, RankingTableModel::Label).data().toString(), QStringLiteral("d1"));
    QCOMPARE(model()->itemCount(), 5);
    QCOMPARE(table()->selectedRows(), QList<int> {0});
    QTest::keySequence(m_window.get(), QKeySequence::Undo);
    QCOMPARE(model()->index(4, RankingTableModel::Label).data().toString(), QStringLiteral("d5"));
}

void TestWorkbench::ctrlUpAndDownMoveRows()
{
    table()->setFocus();
    table()->selectRows({2});
    QTest::keyClick(table(), Qt::Key_Up, Qt::ControlModifier);
    QCOMPARE(model()->index(1, RankingTableModel::Label).data().toString(), QStringLiteral("d3"));
    QCOMPARE(table()->selectedRows(), QList<int> {1});
    QTest::keyClick(table(), Qt::Key_Down, Qt::ControlModifier);
    QTest::keyClick(table(), Qt::Key_Down, Qt::ControlModifier);
    QCOMPARE(model()->index(3, RankingTableModel::Label).data().toString(), QStringLiteral("d3"));
    QCOMPARE(m_window->document()->a()->undoStack()->count(), 3);
}

void TestWorkbench::changingKMovesTheRuleAndTheCard()
{
    QSpinBox *k = bench()->definitionBar()->cutoffSpin();
    k->setFocus();
    k->selectAll();
    QTest::keyClicks(k, QStringLiteral("3"));
    QTest::keyClick(k, Qt::Key_Return);
    QCOMPARE(model()->cutoff(), 3);
    QCOMPARE(bench()->card()->headlineText(),
        QStringLiteral("NDCG@3 = DCG@3 / IDCG@3 = 8.893 / 12.917 = 0.688"));
    QVERIFY(bench()->definitionBar()->lineText().contains(QStringLiteral("k = 3")));
    QVERIFY(model()->index(3, 0).data(RankingTableModel::BelowCutoffRole).toBool());
    QCOMPARE(bench()->dcgChart()->points().k, 3);
    QVERIFY(formula().contains(QStringLiteral("NDCG@3 = DCG@3 / IDCG@3 = 8.893 / 12.917 = 0.688")));
    QCOMPARE(bench()->definitionBar()->cutoffSlider()->value(), 3);
    // Typing "3" was one edit; undo brings k = 5 back.
    m_window->document()->a()->undoStack()->undo();
    QCOMPARE(model()->cutoff(), 5);
    QCOMPARE(k->value(), 5);
    // k = all.
    bench()->definitionBar()->cutoffAll()->click();
    QVERIFY(m_window->document()->a()->settings().isAll());
    QVERIFY(bench()->definitionBar()->lineText().contains(QStringLiteral("k = all (5)")));
}

void TestWorkbench::changingTheGainRewritesTheFormula()
{
    QComboBox *gain = bench()->definitionBar()->gainCombo();
    gain->setFocus();
    QTest::keyClick(gain, Qt::Key_Down); // exponential -> linear
    QCOMPARE(m_window->document()->a()->settings().gain, Ndcg::Gain::Linear);
    QCOMPARE(bench()->card()->headlineText(),
        QStringLiteral("NDCG@5 = DCG@5 / IDCG@5 = 5.853 / 6.323 = 0.926"));
    QVERIFY2(formula().contains(QStringLiteral("DCG@5 = 3/log₂2 + 2/log₂3 + 0/log₂4")),
        qPrintable(formula()));
    QVERIFY(bench()->definitionBar()->lineText().startsWith(QStringLiteral("Gain g ·")));
    QVERIFY(near(ys(bench()->dcgChart()->dcgSeries()->points())[0], 3.0));
    QTest::keySequence(m_window.get(), QKeySequence::Undo);
    QCOMPARE(m_window->document()->a()->settings().gain, Ndcg::Gain::Exponential);
    QCOMPARE(gain->currentIndex(), 0);
}

void TestWorkbench::linkedHighlighting()
{
    table()->selectRows({2});
    QCOMPARE(bench()->highlightedPosition(), 3);
    const QList<QPointF> selected = bench()->dcgChart()->selectionSeries()->points();
    QCOMPARE(selected.size(), 2);
    QCOMPARE(selected[0].x(), 3.0);
    QVERIFY(bench()->contributionChart()->selectionBars()->upperSeries()->count() > 0);
    QCOMPARE(bench()->ndcgChart()->selectionSeries()->points().size(), 1);
    QVERIFY(bench()->formula()->toHtml().contains(QStringLiteral("#fff3b0"), Qt::CaseInsensitive));

    // Clicking near position 4 of the NDCG chart selects row 4.
    NdcgChart *chart = bench()->ndcgChart();
    const QPointF inChart = chart->chart()->mapToPosition(QPointF(4.1, 0.3));
    const QPoint inView = chart->mapFromScene(chart->chart()->mapToScene(inChart));
    QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, inView);
    QCOMPARE(table()->currentIndex().row(), 3);
    QCOMPARE(bench()->highlightedPosition(), 4);
    QCOMPARE(bench()->dcgChart()->selectionSeries()->points().first().x(), 4.0);
}

void TestWorkbench::clickingTheDefinitionLineOpensTheEditors()
{
    DefinitionBar *bar = bench()->definitionBar();
    QVERIFY(!bar->editorsVisible());
    emit bar->lineLabel()->linkActivated(QStringLiteral("discount"));
    QVERIFY(bar->editorsVisible());
    QCOMPARE(QApplication::focusWidget(), bar->discountCombo());
    // JK 2002 with base 2: d(1) = 1, d(2) = 1/log2(2) = 1, d(3) = 1/log2(3), ...
    QTest::keyClick(bar->discountCombo(), Qt::Key_Down);
    QCOMPARE(m_window->document()->a()->settings().discount, Ndcg::Discount::JK2002);
    QVERIFY2(formula().contains(QStringLiteral("DCG@5 = (2³−1) + (2²−1)/log₂2 + (2⁰−1)/log₂3")),
        qPrintable(formula()));
    QVERIFY(bar->lineText().contains(QStringLiteral("JK 2002")));
    // Clicking the same part again closes the editors.
    emit bar->lineLabel()->linkActivated(QStringLiteral("discount"));
    QVERIFY(!bar->editorsVisible());
}

void TestWorkbench::baseEIsWrittenLn()
{
    Ndcg::Settings s = m_window->document()->a()->settings();
    s.logBase = M_E;
    m_window->document()->a()->editSettings(s, RankingDocument::SettingsField::LogBase);
    QVERIFY2(bench()->definitionBar()->lineText().contains(QStringLiteral("Discount 1/ln(i+1)")),
        qPrintable(bench()->definitionBar()->lineText()));
    QVERIFY2(formula().contains(QStringLiteral("DCG@5 = (2³−1)/ln 2 + (2²−1)/ln 3")),
        qPrintable(formula()));
    // The base cancels in NDCG.
    QVERIFY(bench()->card()->headlineText().endsWith(QStringLiteral("= 0.901")));
}

void TestWorkbench::aCustomGainMapIsOneUndoStep()
{
    DefinitionBar *bar = bench()->definitionBar();
    bar->setEditorsVisible(true);
    bar->gainMapEdit()->setFocus();
    QTest::keyClicks(bar->gainMapEdit(), QStringLiteral("3=10,2=5"));
    QTest::keyClick(bar->gainMapEdit(), Qt::Key_Return);
    QCOMPARE(m_window->document()->a()->settings().gain, Ndcg::Gain::Custom);
    QCOMPARE(model()->index(0, RankingTableModel::Gain).data().toString(), QStringLiteral("10"));
    // Grade 1 is not in the map: its gain stays 1 (trec_eval).
    QCOMPARE(model()->index(3, RankingTableModel::Gain).data().toString(), QStringLiteral("1"));
    QCOMPARE(m_window->document()->a()->undoStack()->count(), 1);
    m_window->document()->a()->undoStack()->undo();
    QCOMPARE(m_window->document()->a()->settings().gain, Ndcg::Gain::Exponential);
}

void TestWorkbench::aStepLimitShortensTheCurvesAndTheFormula()
{
    // The workbench has no hooks of its own for the steps or a preview: the lesson drives it.
    QVERIFY(!hasTeachingHooks<Workbench>);
    // Step through (F6) until the steps have computed positions 1 and 2.
    LessonState *lesson = m_window->lesson();
    m_window->steps()->setStepping(true);
    QVERIFY(lesson->isStepping());
    while (
        lesson->stepIndex() < lesson->stepCount() && lesson->viewState().steps->curvePosition() < 2)
        lesson->next();
    QCOMPARE(lesson->viewState().steps->curvePosition(), 2);
    QCOMPARE(bench()->viewState(), lesson->viewState());
    QCOMPARE(bench()->dcgChart()->dcgSeries()->count(), 2);
    QCOMPARE_LE(bench()->ndcgChart()->ndcgSeries()->count(), 2);
    QVERIFY2(formula().contains(QStringLiteral("(2³−1)/log₂2 + (2²−1)/log₂3 + …")),
        qPrintable(formula()));
    QVERIFY(!formula().contains(QStringLiteral("12.031")));
    m_window->steps()->setStepping(false);
    QCOMPARE(bench()->dcgChart()->dcgSeries()->count(), 5);
    QVERIFY(formula().contains(QStringLiteral("12.031")));
}

// The card's "NDCG@k = DCG@k / IDCG@k = a / b = c" is Notation's line (ndcgParts()), with the
// window's numbers: the same words as the formula panel, the exports and the CLI, on any width.
void TestWorkbench::theCardWritesItsLineThroughNotation()
{
    namespace N = Ndcg::Notation;
    const Ndcg::Breakdown *b = m_window->document()->a()->breakdown();
    QVERIFY(b);
    N::SumNumbers numbers;
    numbers.total = [b](bool ideal) {
        return DisplayFormat::fixed(ideal ? b->idcgTrueSize() : b->dcgTrueSize());
    };
    numbers.ndcg = [b] { return DisplayFormat::fixed(b->ndcg); };
    N::NdcgOptions html;
    html.markup = N::Markup::Html;
    // The line as Notation writes it in HTML, as plain text; the zero-IDCG rule is the card's
    // notice, not part of its headline.
    const QString expected = N::plainFromHtml(N::ndcgLine(*b, numbers, html));
    QCOMPARE(expected,
        QStringLiteral("NDCG@5 = DCG@5 / IDCG@5 = %1 / %2 = %3")
            .arg(QString::number(b->dcg, 'f', 3), QString::number(b->idcg, 'f', 3),
                QString::number(*b->ndcg, 'f', 3)));
    for (int width : {1400, 700, 420}) {
        bench()->card()->resize(width, bench()->card()->height());
        QCoreApplication::processEvents();
        QCOMPARE(bench()->card()->headlineText(), expected);
    }
    // Its HTML is Notation's: the quotient's names between non-breaking spaces.
    auto *headline = bench()->card()->findChild<QLabel *>(QStringLiteral("resultHeadline"));
    QVERIFY(headline);
    const QString text = headline->text();
    QVERIFY2(text.contains(QStringLiteral("&nbsp;/&nbsp;")), qPrintable(text));
}

// No file of the window writes a sum ("Σ … = %1") or the quotient ("DCG@k / IDCG@k", "IDCG@… =
// %1 / %2") by hand:
// Notation's sumParts()/sumLine() and ndcgParts()/ndcgLine() write them.
void TestWorkbench::noSumOrQuotientIsWrittenByHandInTheWindow()
{
    static const QRegularExpression byHand(
        QStringLiteral(R"re("[^"]*(IDCG@[^"]*=\s*%\d+\s*/\s*%\d|Σ[^"]*%\d))re"));
    QStringList found;
    QDirIterator it(QStringLiteral(NDCG_SOURCE_DIR "/ui"),
        {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
        QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile file(it.next());
        QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
        int number = 0;
        while (!file.atEnd()) {
            const QString line = QString::fromUtf8(file.readLine());
            ++number;
            if (line.trimmed().startsWith(QStringLiteral("//")))
                continue;
            if (byHand.match(line).hasMatch())
                found << QStringLiteral("%1:%2: %3")
                             .arg(file.fileName())
                             .arg(number)
                             .arg(line.trimmed());
        }
    }
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

void TestWorkbench::aRefusedConventionShowsWhyInsteadOfNumbers()
{
    Ndcg::Ranking ranking = m_window->document()->a()->ranking();
    ranking.items[1].grade = -1;
    m_window->document()->a()->editRanking(ranking, QStringLiteral("negative grade"));
    QVERIFY(bench()->card()->noticeText().contains(
        QStringLiteral("Negative grades given gain 0 and left out of the ideal: 1")));
    // scikit-learn refuses negative grades: no numbers, the reason instead.
    QComboBox *negative = bench()->definitionBar()->negativeCombo();
    negative->setFocus();
    QTest::keyClick(negative, Qt::Key_Down);
    QCOMPARE(m_window->document()->a()->settings().negativeGrades, Ndcg::NegativeGrades::Reject);
    QVERIFY(!m_window->document()->a()->breakdown());
    QVERIFY2(bench()->card()->noticeText().contains(QStringLiteral("negative grade -1 rejected")),
        qPrintable(bench()->card()->noticeText()));
    QCOMPARE(bench()->card()->headlineText(), QStringLiteral("NDCG = —"));
    QCOMPARE(model()->index(0, RankingTableModel::Dcg).data().toString(), QString());
    QCOMPARE(bench()->dcgChart()->dcgSeries()->count(), 0);
    QVERIFY(
        bench()->definitionBar()->lineText().contains(QStringLiteral("negative grades refused")));
    QTest::keySequence(m_window.get(), QKeySequence::Undo);
    QVERIFY(m_window->document()->a()->breakdown());
    QCOMPARE(bench()->dcgChart()->dcgSeries()->count(), 5);
}

void TestWorkbench::judgedPoolCountsInTheIdeal()
{
    auto *add = bench()->findChildren<QPushButton *>().value(0);
    for (QPushButton *b : bench()->findChildren<QPushButton *>()) {
        if (b->text() == QStringLiteral("Add judged item"))
            add = b;
    }
    QTest::mouseClick(add, Qt::LeftButton);
    QCOMPARE(bench()->unretrievedModel()->rowCount(), 1);
    QVERIFY(bench()->definitionBar()->lineText().contains(QStringLiteral("judged pool (6 items)")));
    // The new judged item has grade 1: IDCG@5 grows, DCG does not.
    QCOMPARE(bench()->card()->headlineText(),
        QStringLiteral("NDCG@5 = DCG@5 / IDCG@5 = 12.031 / 13.734 = 0.876"));
    QCOMPARE(model()->rowCount(), 6);
    QCOMPARE(model()->index(5, RankingTableModel::Label).data().toString(),
        QStringLiteral("(not retrieved)"));
    m_window->document()->a()->undoStack()->undo();
    QCOMPARE(bench()->unretrievedModel()->rowCount(), 0);
}

void TestWorkbench::rowActionsAreUndoable()
{
    table()->selectRows({1});
    m_window->editActions().duplicateRows->trigger();
    QCOMPARE(model()->itemCount(), 6);
    QCOMPARE(model()->index(2, RankingTableModel::Label).data().toString(), QStringLiteral("d2"));
    m_window->editActions().deleteRows->trigger();
    QCOMPARE(model()->itemCount(), 5);
    m_window->editActions().sortIdeal->trigger();
    QVERIFY(bench()->card()->headlineText().endsWith(QStringLiteral("= 1.000")));
    m_window->editActions().reverse->trigger();
    QCOMPARE(model()->index(0, RankingTableModel::Grade).data().toString(), QStringLiteral("0"));
    m_window->editActions().shuffle->trigger();
    m_window->editActions().addRow->trigger();
    QCOMPARE(model()->itemCount(), 6);
    m_window->editActions().resetRanking->trigger();
    QCOMPARE(model()->itemCount(), 5);
    QCOMPARE(bench()->card()->headlineText(),
        QStringLiteral("NDCG@5 = DCG@5 / IDCG@5 = 12.031 / 13.347 = 0.901"));
    QUndoStack *stack = m_window->document()->a()->undoStack();
    while (stack->canUndo())
        stack->undo();
    QCOMPARE(m_window->document()->a()->ranking(), m_window->document()->a()->originalRanking());
    QVERIFY(!m_window->isWindowModified());
}

void TestWorkbench::editMenuHasTheStandardShortcuts()
{
    QCOMPARE(m_window->editActions().undo->shortcut(), QKeySequence(QKeySequence::Undo));
    QCOMPARE(
        m_window->editActions().redo->shortcuts(), QKeySequence::keyBindings(QKeySequence::Redo));
    QCOMPARE(m_window->editActions().copy->shortcut(), QKeySequence(QKeySequence::Copy));
    QCOMPARE(m_window->editActions().paste->shortcut(), QKeySequence(QKeySequence::Paste));
    QCOMPARE(m_window->editActions().moveUp->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Up));
    QCOMPARE(m_window->editActions().moveDown->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Down));
    QVERIFY(m_window->editActions().undo->text().startsWith(QStringLiteral("Undo")));
}

void TestWorkbench::copyPutsTsvOnTheClipboard()
{
    table()->selectRows({0});
    m_window->editActions().copy->trigger();
    const QStringList lines
        = QApplication::clipboard()->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines[1], QStringLiteral("1\td1\t3\t7\t1.000\t7.000\t7.000\t3\t7.000\t7.000\t1.000"));
    // Pasting our own copy back below is a round trip of grades and labels.
    table()->setCurrentIndex(model()->index(4, RankingTableModel::Grade));
    bench()->rowCommands()->paste();
    QCOMPARE(model()->index(4, RankingTableModel::Label).data().toString(), QStringLiteral("d1"));
    QCOMPARE(model()->index(4, RankingTableModel::Grade).data().toString(), QStringLiteral("3"));
}

void TestWorkbench::theLabelColumnFitsTheLabels()
{
    const QFontMetrics fm(table()->font());
    const int labelColumn = RankingTableModel::Label;
    // Short labels: the column keeps its minimum ("doc-0000").
    const int narrow = table()->columnWidth(labelColumn);
    QVERIFY(narrow >= fm.horizontalAdvance(QStringLiteral("doc-0000")));

    // A new document with Chinese labels: each is read whole, and the formula gives way.
    const int formulaBefore = bench()->formula()->width();
    Ndcg::Ranking ranking = Ndcg::Ranking::fromGrades({3, 1, 2});
    ranking.items[0].label = QStringLiteral("成都火锅大全");
    ranking.items[1].label = QStringLiteral("重庆火锅");
    m_window->document()->a()->load(ranking, Ndcg::Settings {});
    QApplication::processEvents();
    const int fitted = table()->columnWidth(labelColumn);
    QVERIFY(fitted >= fm.horizontalAdvance(QStringLiteral("成都火锅大全")));
    QVERIFY(fitted > narrow);
    QVERIFY(bench()->formula()->width() < formulaBefore);

    // A typed label that is longer widens it (one undo step puts the width back)...
    QVERIFY(model()->setData(
        model()->index(2, labelColumn), QStringLiteral("成都火锅大全二〇二四年版"), Qt::EditRole));
    QVERIFY(table()->columnWidth(labelColumn) > fitted);
    m_window->editActions().undo->trigger();
    QCOMPARE(table()->columnWidth(labelColumn), fitted);

    // ...but a label of a hundred characters does not take the table: 14 characters at most.
    QVERIFY(model()->setData(model()->index(2, labelColumn), QString(100, QChar(0x6C49))));
    QCOMPARE(
        table()->columnWidth(labelColumn), fm.horizontalAdvance(QString(14, QChar(0x6C49))) + 14);
}

void TestWorkbench::rendersInEnglishAndChinese()
{
    const QImage english = m_window->grab().toImage();
    QCOMPARE(english.size(), QSize(1280, 800));
    auto *edit = m_window->editMenu();
    QCOMPARE(edit->title(), QStringLiteral("&Edit"));

    // Installing a translator retranslates the window at run time (LanguageChange).
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/test-i18n/tst_workbench_zh_CN.qm")));
    QCoreApplication::installTranslator(&translator);
    QTRY_COMPARE(edit->title(), QStringLiteral("编辑(&E)"));
    QCOMPARE(bench()->dcgChart()->chart()->title(), QStringLiteral("累计 DCG 与理想 DCG"));
    QCOMPARE(model()->headerData(RankingTableModel::Label, Qt::Horizontal).toString(),
        QStringLiteral("标签"));
    QCoreApplication::processEvents(); // the charts' scenes and the menu bar lay out lazily
    const QImage chinese = m_window->grab().toImage();
    QCOMPARE(chinese.size(), QSize(1280, 800));
    QVERIFY(chinese != english);
    QVERIFY2(!QFontDatabase::families(QFontDatabase::SimplifiedChinese).isEmpty(),
        "no font for Simplified Chinese is installed: Chinese renders as boxes");
    if (const QByteArray dir = qgetenv("NDCG_SHOT_DIR"); !dir.isEmpty())
        chinese.save(QString::fromLocal8Bit(dir) + QStringLiteral("/workbench-zh.png"));
    // The document and its numbers do not change with the language.
    QCOMPARE(bench()->card()->headlineText(),
        QStringLiteral("NDCG@5 = DCG@5 / IDCG@5 = 12.031 / 13.347 = 0.901"));
    QCOMPARE(model()->rowCount(), 5);

    QCoreApplication::removeTranslator(&translator);
    QTRY_COMPARE(edit->title(), QStringLiteral("&Edit"));
}

// k = 3 with a judged item, row 2 selected, the editors open and a refused edit: drawn without
// error; with NDCG_SHOT_DIR set the picture is saved there to be looked at.
void TestWorkbench::rendersAnEditedState()
{
    bench()->addJudgedItem();
    Ndcg::Settings s = m_window->document()->a()->settings();
    s.cutoff = 3;
    m_window->document()->a()->editSettings(s, RankingDocument::SettingsField::Cutoff);
    table()->setFocus();
    table()->selectRows({1});
    bench()->definitionBar()->setEditorsVisible(true);
    bench()->showMessage(QStringLiteral("“x” is not a number: type a grade such as 0, 1, 2 or 3."));
    QCoreApplication::processEvents();
    const QImage image = m_window->grab().toImage();
    QVERIFY(!image.isNull());
    // The cutoff rule under row 3 is drawn in near-black across the table.
    const QRect row3 = table()->visualRect(model()->index(2, RankingTableModel::Gain));
    const QPoint rule
        = table()->viewport()->mapTo(m_window.get(), QPoint(row3.center().x(), row3.bottom() + 1));
    if (const QByteArray dir = qgetenv("NDCG_SHOT_DIR"); !dir.isEmpty())
        image.save(QString::fromLocal8Bit(dir) + QStringLiteral("/workbench-edited.png"));
    QVERIFY2(image.pixelColor(rule).lightness() < 60, qPrintable(image.pixelColor(rule).name()));

    // A longer ranking: twenty positions, k = 10, the formula shortened with "…".
    bench()->definitionBar()->setEditorsVisible(false);
    table()->clearSelection();
    table()->setCurrentIndex(QModelIndex());
    bench()->rowCommands()->pasteText(QStringLiteral("2 1 0 3 1 0 0 2 1 0 1 0 0 1 0"));
    QCOMPARE(model()->itemCount(), 20);
    s = m_window->document()->a()->settings();
    s.cutoff = 10;
    m_window->document()->a()->editSettings(s, RankingDocument::SettingsField::Cutoff);
    table()->selectRows({7});
    QCoreApplication::processEvents();
    QVERIFY2(formula().contains(QStringLiteral("… + ")), qPrintable(formula()));
    if (const QByteArray dir = qgetenv("NDCG_SHOT_DIR"); !dir.isEmpty())
        m_window->grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/workbench-long.png"));
}

void TestWorkbench::screenshotOptionWritesAPng_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("size");
    QTest::newRow("English at 1280x800") << QStringLiteral("en") << QStringLiteral("1280x800");
    QTest::newRow("Chinese at 1920x1080") << QStringLiteral("zh_CN") << QStringLiteral("1920x1080");
}

void TestWorkbench::screenshotOptionWritesAPng()
{
    QFETCH(QString, language);
    QFETCH(QString, size);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("shot.png"));
    QProcess process;
    // The app reads its settings (theme, conventions for new documents) from a folder of its own.
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.path());
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(NDCG_BIN_DIR "/ndcg-explorer"),
        {QStringLiteral("--screenshot"), file, QStringLiteral("--lang"), language,
            QStringLiteral("--size"), size});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 0);
    const QImage image(file);
    QVERIFY(!image.isNull());
    const QStringList wh = size.split(QLatin1Char('x'));
    QCOMPARE(image.size(), QSize(wh[0].toInt(), wh[1].toInt()));
}

void TestWorkbench::checkReadable(const char *when)
{
    QCoreApplication::processEvents();
    QStringList texts {bench()->card()->headlineText(), bench()->card()->metricsText(),
        bench()->card()->noticeText(), formula()};
    for (int r = 0; r < model()->rowCount(); ++r) {
        for (int c = 0; c < model()->columnCount(); ++c) {
            texts << model()->index(r, c).data(Qt::DisplayRole).toString()
                  << model()->index(r, c).data(Qt::ToolTipRole).toString();
        }
    }
    // What the axes write at their ends and at a tick in between, in their own label format.
    for (BreakdownChart *chart : std::initializer_list<BreakdownChart *> {
             bench()->dcgChart(), bench()->contributionChart(), bench()->ndcgChart()}) {
        const QValueAxis *axis = chart->yAxis();
        QVERIFY2(std::isfinite(axis->min()) && std::isfinite(axis->max()), when);
        auto *labelled = qobject_cast<QCategoryAxis *>(chart->yAxis());
        QVERIFY2(labelled && labelled->count() >= 2, when);
        texts << labelled->categoriesLabels();
    }
    static const QRegularExpression nonsense(
        QStringLiteral("(?<![A-Za-z])(inf|nan)(?![A-Za-z])|[0-9]{18,}"),
        QRegularExpression::CaseInsensitiveOption);
    for (const QString &text : std::as_const(texts)) {
        QVERIFY2(!nonsense.match(text).hasMatch(),
            qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(when), text.left(300))));
    }
    QVERIFY2(m_window->width() == 1280,
        qPrintable(QStringLiteral("%1: the window is %2 wide")
                       .arg(QLatin1String(when))
                       .arg(m_window->width())));
    QVERIFY2(m_window->minimumSizeHint().width() <= 1024,
        qPrintable(QStringLiteral("%1: the window needs %2 pixels")
                       .arg(QLatin1String(when))
                       .arg(m_window->minimumSizeHint().width())));
}

// Grades of 2000 and 30 under exponential gain (2^2000 is scaled to 2^960, a 290-digit number
// written out in full before), then 1e300 and 1e308 under linear gain (whose sums overflowed to
// inf / inf = nan): the window keeps its 1280 pixels and shows only readable numbers.
void TestWorkbench::hugeGradesKeepTheWindowAndTheNumbersReadable()
{
    QCOMPARE(m_window->width(), 1280);
    checkReadable("the example");
    typeGrade(0, QStringLiteral("2000"));
    checkReadable("exponential, grade 2000");
    QVERIFY(bench()->card()->noticeText().contains(QStringLiteral("in units of 2¹⁰⁴⁰")));
    // 2^2000 − 1, kept in units of 2^1040 as 2^960, shown at its true size: 1.148 × 10^602.
    QCOMPARE(model()->index(0, RankingTableModel::Gain).data().toString(),
        QStringLiteral("1.148×10⁶⁰²"));
    typeGrade(1, QStringLiteral("30"));
    checkReadable("exponential, grades 2000 and 30");

    QComboBox *gain = bench()->definitionBar()->gainCombo();
    gain->setFocus();
    QTest::keyClick(gain, Qt::Key_Down); // exponential -> linear
    QCOMPARE(m_window->document()->a()->settings().gain, Ndcg::Gain::Linear);
    checkReadable("linear, grades 2000 and 30");
    // A typed grade is at most 1000000: 1e300 is refused with its reason, nothing changes.
    typeGrade(2, QStringLiteral("1e300"));
    QVERIFY2(bench()->message().contains(QStringLiteral(
                 "1e+300 is out of range (expected a number from −1,000,000 to 1,000,000)")),
        qPrintable(bench()->message()));
    QCOMPARE(model()->index(2, RankingTableModel::Grade).data().toString(), QStringLiteral("0"));
    checkReadable("linear, 1e300 refused");

    // A file may hold any finite grade: 2000, 30, 1e300, 1e308, 1e308 under linear gain. Gains
    // in units of 2^64 (1e308 / 2^64 = 5.421e+288), shown at their true size, 1e308. The ideal
    // is 1e308, 1e308, 1e300, …, and 1e300 is 1e-8 of 1e308: NDCG = (1/log2 5 + 1/log2 6) / (1 +
    // 1/log2 3) = 0.595 (the sums overflowed to inf / inf = nan before).
    Ndcg::Settings linear = m_window->document()->a()->settings();
    m_window->document()->a()->load(
        Ndcg::Ranking::fromGrades({2000, 30, 1e300, 1e308, 1e308}), linear);
    checkReadable("linear, grades 2000, 30, 1e300, 1e308, 1e308");
    QVERIFY(bench()->card()->noticeText().contains(QStringLiteral("in units of 2⁶⁴")));
    QCOMPARE(model()->index(3, RankingTableModel::Gain).data().toString(),
        QStringLiteral("1.000×10³⁰⁸"));
    const double expected = (1 / std::log2(5.0) + 1 / std::log2(6.0)) / (1 + 1 / std::log2(3.0));
    QVERIFY2(bench()->card()->headlineText().endsWith(
                 QStringLiteral(" = ") + QString::number(expected, 'f', 3)),
        qPrintable(bench()->card()->headlineText()));

    // A custom map to gains near the largest double: 1 → 1e308, 2 → 1.5e308 on grades 1, 2, 2.
    Ndcg::Settings mapped = linear;
    mapped.gain = Ndcg::Gain::Custom;
    mapped.gainMap = {{1.0, 1e308}, {2.0, 1.5e308}};
    m_window->document()->a()->load(Ndcg::Ranking::fromGrades({1, 2, 2}), mapped);
    checkReadable("map 1=1e308, 2=1.5e308 on grades 1, 2, 2");
    const double d2 = 1 / std::log2(3.0);
    QVERIFY2(bench()->card()->headlineText().endsWith(QStringLiteral(" = ")
                 + QString::number((1 + 1.5 * d2 + 0.75) / (1.5 + 1.5 * d2 + 0.5), 'f', 3)),
        qPrintable(bench()->card()->headlineText()));

    // Exponential again, the largest grade typed: 2^1000000 in units of 2^999040.
    Ndcg::Settings exponential = linear;
    exponential.gain = Ndcg::Gain::Exponential;
    m_window->document()->a()->load(Ndcg::Ranking::fromGrades({3, 2, 0, 1, 3}), exponential);
    typeGrade(4, QStringLiteral("1000000"));
    checkReadable("exponential, grade 1000000");
    QVERIFY(bench()->card()->noticeText().contains(QStringLiteral("in units of 2⁹⁹⁹⁰⁴⁰")));
    // 2^1000000 = 10^301029.9957 = 9.901 × 10^301029.
    QCOMPARE(model()->index(4, RankingTableModel::Gain).data().toString(),
        QStringLiteral("9.901×10³⁰¹⁰²⁹"));
}

QTEST_MAIN(TestWorkbench)
#include "tst_workbench.moc"
