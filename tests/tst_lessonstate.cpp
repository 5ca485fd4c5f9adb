// One owner of the teaching state (issue 21, item 1): the view state of a lesson is a pure
// function of the step sequence, the step, what is hidden and revealed, and the preview
// (viewStateAt), tested here without a widget; LessonState holds that state, acts on it and
// tells every change once; reveals belong to a question: a new one starts fully hidden.
//
// The expected values are read off the step sequence itself (the step's position, what it says
// is known, k and the depth) and the textbook order of quantities, not from viewStateAt.

#include "stepthrough/lessonstate.h"

#include "stepthrough/stepcells.h"
#include "workbench/rankingtablemodel.h"

#include "ranking.h"
#include "scenario.h"
#include "settings.h"
#include "steps.h"

#include <QSignalSpy>
#include <QTest>

#include <algorithm>

using Q = ViewState::Quantity;
using Kind = Ndcg::StepKind;
using Cell = Ndcg::StepCell;
using Mode = RevealController::Mode;

Q_DECLARE_METATYPE(Ndcg::StepKind)
Q_DECLARE_METATYPE(Ndcg::StepCell)
Q_DECLARE_METATYPE(RevealController::Mode)
Q_DECLARE_METATYPE(std::optional<int>)

namespace {

// Grades 3, 2, 0, 1, 3 under the textbook conventions (gain 2^g − 1, log2 discount), k = 5.
Ndcg::StepSequence sequence()
{
    Ndcg::Scenario s;
    for (double g : {3.0, 2.0, 0.0, 1.0, 3.0})
        s.a.items.append({g, QString(), std::nullopt});
    s.settings.cutoff = 5;
    return Ndcg::buildSteps(s, 0).value();
}

// The step index (1-based: the state after it) of the first step of `kind` at `position`
// (0: any position).
int stepOf(const Ndcg::StepSequence &seq, Kind kind, int position = 0)
{
    for (qsizetype i = 0; i < seq.steps.size(); ++i) {
        if (seq.steps[i].kind == kind && (position == 0 || seq.steps[i].position == position))
            return int(i) + 1;
    }
    return -1;
}

Reveals nothingHidden()
{
    Reveals r;
    r.positions = 5;
    return r;
}

Reveals allHidden()
{
    Reveals r = nothingHidden();
    r.hidden = ViewState::allQuantities();
    return r;
}

} // namespace

class TestLessonState : public QObject
{
    Q_OBJECT

private slots:
    void viewStateAtAStep_data();
    void viewStateAtAStep();
    void viewStateWithoutSteppingShowsEveryCell();
    void hiddenAnswersNameWhatRRevealsNext_data();
    void hiddenAnswersNameWhatRRevealsNext();
    void aPreviewIsPartOfTheValue();
    void stepsAreToldOnceEach();
    void rRevealsTheStepsValueFirstThenTheNextQuantity();
    void takeBackReturnsToTheRevealBefore();
    void aNewQuestionStartsFullyHidden();
    void aNewQuestionWithNothingHiddenStaysShown();
    void oneTableMapsStepCellsToColumnsAndQuantities_data();
    void oneTableMapsStepCellsToColumnsAndQuantities();
};

void TestLessonState::viewStateAtAStep_data()
{
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<int>("position");
    QTest::addColumn<Cell>("cell");
    // The position the band is on: the step's own, or (totals) the last one they sum.
    QTest::addColumn<std::optional<int>>("currentPosition");

    QTest::newRow("the gain of position 1 is computed at position 1")
        << Kind::Gain << 1 << Cell::Gain << std::optional<int>(1);
    QTest::newRow("the discount of position 3 is computed at position 3")
        << Kind::Discount << 3 << Cell::Discount << std::optional<int>(3);
    QTest::newRow("the running DCG@4 is computed at position 4")
        << Kind::RunningDcg << 4 << Cell::Dcg << std::optional<int>(4);
    QTest::newRow("DCG@k is the running DCG at position k")
        << Kind::Dcg << 0 << Cell::Dcg << std::optional<int>(5);
    QTest::newRow("the ideal reordering bands the ideal grades up to k")
        << Kind::IdealOrder << 0 << Cell::IdealGrade << std::optional<int>();
    QTest::newRow("IDCG@k is the running IDCG at position k")
        << Kind::Idcg << 0 << Cell::Idcg << std::optional<int>(5);
    QTest::newRow("NDCG@k is the running NDCG at position k")
        << Kind::Ndcg << 0 << Cell::Ndcg << std::optional<int>(5);
}

void TestLessonState::viewStateAtAStep()
{
    QFETCH(Kind, kind);
    QFETCH(int, position);
    QFETCH(Cell, cell);
    QFETCH(std::optional<int>, currentPosition);
    const Ndcg::StepSequence seq = sequence();
    QCOMPARE(seq.k, 5);
    QCOMPARE(seq.depth, 5);
    const int index = stepOf(seq, kind, position);
    QVERIFY(index > 0);
    const Ndcg::Step &step = seq.steps[index - 1];
    const ViewState view = viewStateAt(seq, index, nothingHidden(), std::nullopt);

    QVERIFY(view.isStepping());
    QCOMPARE(*view.steps, step.revealed);
    QCOMPARE(view.currentCell, cell);
    QCOMPARE(view.currentPosition, currentPosition);
    QCOMPARE(view.stepFormula, step.formula);
    QVERIFY(view.revealHint.isEmpty()); // nothing hidden
    QVERIFY(!view.isAnyHidden());
    // The formula's terms: those of the finished rows and the row under way; all once DCG@k is.
    const std::optional<int> limit = step.revealed.dcgTotal
        ? std::nullopt
        : std::optional<int>(std::max(step.revealed.rowsDone, step.revealed.currentRow));
    QCOMPARE(view.limit, limit);
    const std::optional<int> idealLimit
        = step.revealed.idcgTotal ? std::nullopt : std::optional<int>(step.revealed.idealRowsDone);
    QCOMPARE(view.idealLimit, idealLimit);
    // A cell shows exactly when the step has computed it.
    for (int p = 1; p <= 5; ++p) {
        for (Cell c :
            {Cell::Gain, Cell::Discount, Cell::Contribution, Cell::Dcg, Cell::Idcg, Cell::Ndcg})
            QCOMPARE(view.shows(p, c), step.revealed.isKnown(p, c));
    }

    // Before the first step: only the grades, no band, no formula.
    const ViewState before = viewStateAt(seq, 0, nothingHidden(), std::nullopt);
    QCOMPARE(*before.steps, Ndcg::Revealed {});
    QCOMPARE(before.currentCell, Cell::None);
    QVERIFY(before.stepFormula.isEmpty());
    QVERIFY(!before.shows(1, Cell::Gain));
    QVERIFY(before.shows(1, Cell::Grade));
}

void TestLessonState::viewStateWithoutSteppingShowsEveryCell()
{
    const ViewState view = viewStateAt(sequence(), std::nullopt, nothingHidden(), std::nullopt);
    QVERIFY(!view.isStepping());
    QCOMPARE(view, ViewState {}); // the default value: every cell, every total, no band
    for (int p = 1; p <= 5; ++p)
        QVERIFY(view.shows(p, Cell::Ndcg));
    QVERIFY(view.showsTotal(Q::NdcgTotal));
}

void TestLessonState::hiddenAnswersNameWhatRRevealsNext_data()
{
    QTest::addColumn<QList<Q>>("hidden");
    QTest::addColumn<Mode>("mode");
    QTest::addColumn<int>("selected");
    QTest::addColumn<bool>("canTakeBack");
    QTest::addColumn<QString>("hint");

    QTest::newRow("every quantity hidden: R reveals the gain column first")
        << ViewState::allQuantities() << Mode::Quantity << 0 << false
        << QStringLiteral("Hidden answers: R reveals the gain column next · Shift+R reveals all");
    QTest::newRow("the gain revealed: R reveals the discount column, ← takes the gain back")
        << ViewState::allQuantities().mid(1) << Mode::Quantity << 0 << true
        << QStringLiteral("Hidden answers: R reveals the discount column next · ← hides the last "
                          "one again · Shift+R reveals all");
    QTest::newRow("one position at a time with position 3 selected: R reveals position 3")
        << ViewState::allQuantities() << Mode::Position << 3 << false
        << QStringLiteral("Hidden answers: R reveals position 3 next · Shift+R reveals all");
    QTest::newRow("one position at a time with no column hidden: R reveals NDCG@k")
        << QList<Q> {Q::NdcgTotal} << Mode::Position << 3 << false
        << QStringLiteral("Hidden answers: R reveals NDCG@k next · Shift+R reveals all");
    QTest::newRow("nothing hidden: no hint")
        << QList<Q> {} << Mode::Quantity << 0 << false << QString();
}

void TestLessonState::hiddenAnswersNameWhatRRevealsNext()
{
    QFETCH(QList<Q>, hidden);
    QFETCH(Mode, mode);
    QFETCH(int, selected);
    QFETCH(bool, canTakeBack);
    QFETCH(QString, hint);
    Reveals reveals = nothingHidden();
    reveals.hidden = hidden;
    reveals.mode = mode;
    reveals.selected = selected;
    reveals.canTakeBack = canTakeBack;
    const ViewState view = viewStateAt(sequence(), std::nullopt, reveals, std::nullopt);
    QCOMPARE(view.hidden, hidden);
    QCOMPARE(view.revealHint, hint);
    QCOMPARE(view.isAnyHidden(), !hidden.isEmpty());
}

void TestLessonState::aPreviewIsPartOfTheValue()
{
    ViewState::Preview preview;
    preview.swapFirst = 3;
    preview.swapSecond = 5;
    const ViewState view = viewStateAt(sequence(), std::nullopt, allHidden(), preview);
    QVERIFY(view.isPreview());
    QCOMPARE(view.preview->swapFirst, 3);
    QCOMPARE(
        view.previewMarker(), QStringLiteral("Preview: swap of positions 3 and 5 (not applied)"));
    QVERIFY(!view.shows(3, Cell::Contribution)); // hidden under the preview too
}

void TestLessonState::stepsAreToldOnceEach()
{
    LessonState lesson;
    QSignalSpy changed(&lesson, &LessonState::changed);
    const Ndcg::StepSequence seq = sequence();
    lesson.setPositions(5);
    lesson.setSequence(seq);
    lesson.next(); // not stepping: nothing
    QVERIFY(!lesson.isStepping());
    changed.clear();
    lesson.setStepping(true);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(lesson.stepIndex(), 0);
    for (int i = 1; i <= lesson.stepCount(); ++i) {
        lesson.next();
        QCOMPARE(changed.size(), i + 1);
        QCOMPARE(lesson.stepIndex(), i);
        QCOMPARE(changed.last().first().value<ViewState>(),
            viewStateAt(seq, i, lesson.reveals(), std::nullopt));
    }
    lesson.next(); // past the last: nothing
    QCOMPARE(changed.size(), lesson.stepCount() + 1);
    lesson.first();
    QCOMPARE(lesson.stepIndex(), 0);
    lesson.last();
    QCOMPARE(lesson.stepIndex(), int(seq.steps.size()));
    QCOMPARE(lesson.currentStep()->kind, Kind::Ndcg);
    lesson.setStepping(false);
    QVERIFY(!lesson.viewState().isStepping());
}

void TestLessonState::rRevealsTheStepsValueFirstThenTheNextQuantity()
{
    LessonState lesson;
    lesson.setPositions(5);
    lesson.setSequence(sequence());
    lesson.hideAll();
    lesson.setStepping(true);
    lesson.goToStep(stepOf(lesson.sequence(), Kind::Gain, 1));
    QCOMPARE(lesson.viewState().stepFormula, QStringLiteral("gain₁ = ?"));
    QCOMPARE(lesson.nextReveal(), QStringLiteral("gain₁"));
    QCOMPARE(lesson.revealNext(), QStringLiteral("gain₁"));
    QVERIFY(lesson.viewState().shows(1, Cell::Gain));
    QVERIFY(lesson.viewState().isHidden(Q::GainColumn)); // the cell alone
    QCOMPARE(lesson.viewState().stepFormula, lesson.currentStep()->formula);
    // The step's value shows: R reveals the next quantity in teaching order.
    QCOMPARE(lesson.revealNext(), QStringLiteral("the gain column"));
    QVERIFY(!lesson.viewState().isHidden(Q::GainColumn));
    lesson.revealAll();
    QVERIFY(!lesson.isAnyHidden());
    QVERIFY(lesson.revealNext().isEmpty());
}

void TestLessonState::takeBackReturnsToTheRevealBefore()
{
    LessonState lesson;
    lesson.setPositions(5);
    lesson.hideAll();
    QVERIFY(!lesson.takeBack()); // nothing revealed yet
    lesson.revealNext();
    lesson.reveal()->revealCell(2, Q::DiscountColumn);
    QCOMPARE(lesson.viewState().hidden, ViewState::allQuantities().mid(1));
    QVERIFY(lesson.viewState().shows(2, Cell::Discount));
    QVERIFY(lesson.takeBack());
    QVERIFY(!lesson.viewState().shows(2, Cell::Discount));
    QVERIFY(lesson.takeBack());
    QCOMPARE(lesson.viewState().hidden, ViewState::allQuantities());
    QVERIFY(!lesson.takeBack());
}

void TestLessonState::aNewQuestionStartsFullyHidden()
{
    LessonState lesson;
    lesson.setPositions(5);
    lesson.hideAll();
    lesson.revealNext(); // the gain column
    lesson.revealNext(); // the discount column
    lesson.reveal()->revealCell(3, Q::ContributionColumn);
    lesson.reveal()->setHidden(Q::NdcgTotal, false);
    ViewState::Preview preview;
    preview.swapFirst = 1;
    preview.swapSecond = 2;
    lesson.setPreview(preview);
    QVERIFY(lesson.viewState().hidden.size() < ViewState::allQuantities().size());
    QSignalSpy changed(&lesson, &LessonState::changed);

    lesson.newQuestion();
    QCOMPARE(changed.size(), 1); // told once
    const ViewState view = lesson.viewState();
    QCOMPARE(view.hidden, ViewState::allQuantities());
    QVERIFY(view.revealedCells.isEmpty());
    QVERIFY(!view.isPreview());
    QVERIFY(!lesson.reveal()->canHideLast()); // the old question's reveals are not taken back
    for (int p = 1; p <= 5; ++p) {
        for (Cell c : {Cell::Gain, Cell::Discount, Cell::Contribution, Cell::Dcg, Cell::IdealGrade,
                 Cell::IdealContribution, Cell::Idcg, Cell::Ndcg})
            QVERIFY(!view.shows(p, c));
    }
    for (Q q : {Q::DcgTotal, Q::IdcgTotal, Q::NdcgTotal, Q::Range, Q::Metrics})
        QVERIFY(!view.showsTotal(q));
}

void TestLessonState::aNewQuestionWithNothingHiddenStaysShown()
{
    LessonState lesson;
    lesson.newQuestion();
    QVERIFY(!lesson.isAnyHidden());
    QCOMPARE(lesson.viewState(), ViewState {});
}

void TestLessonState::oneTableMapsStepCellsToColumnsAndQuantities_data()
{
    QTest::addColumn<Cell>("cell");
    QTest::addColumn<int>("column");
    QTest::addColumn<bool>("hidable");
    using M = RankingTableModel;
    QTest::newRow("the grade is an input in the grade column")
        << Cell::Grade << int(M::Grade) << false;
    QTest::newRow("the gain is in the gain column") << Cell::Gain << int(M::Gain) << true;
    QTest::newRow("the discount is in the d(i) column")
        << Cell::Discount << int(M::Discount) << true;
    QTest::newRow("the contribution is in the gain·d(i) column")
        << Cell::Contribution << int(M::Contribution) << true;
    QTest::newRow("the running DCG is in the DCG@i column") << Cell::Dcg << int(M::Dcg) << true;
    QTest::newRow("the ideal grade is in the ideal grade column")
        << Cell::IdealGrade << int(M::IdealGrade) << true;
    QTest::newRow("the ideal gain is in the ideal gain·d(i) column")
        << Cell::IdealGain << int(M::IdealContribution) << true;
    QTest::newRow("the ideal contribution is in the ideal gain·d(i) column")
        << Cell::IdealContribution << int(M::IdealContribution) << true;
    QTest::newRow("the running IDCG is in the IDCG@i column") << Cell::Idcg << int(M::Idcg) << true;
    QTest::newRow("the running NDCG is in the NDCG@i column")
        << Cell::Ndcg << int(M::NdcgAtI) << true;
}

void TestLessonState::oneTableMapsStepCellsToColumnsAndQuantities()
{
    QFETCH(Cell, cell);
    QFETCH(int, column);
    QFETCH(bool, hidable);
    QCOMPARE(StepCells::columnOf(cell), std::optional(RankingTableModel::Column(column)));
    // The table model says the same cell lives in that column (the ideal gain: in its
    // contribution's column).
    QCOMPARE(RankingTableModel::stepCell(column),
        cell == Cell::IdealGain ? Cell::IdealContribution : cell);
    const std::optional<Q> quantity = ViewState::quantityOf(cell);
    QCOMPARE(quantity.has_value(), hidable);
    if (quantity) {
        QCOMPARE(StepCells::columnOf(*quantity), std::optional(RankingTableModel::Column(column)));
        QCOMPARE(ViewState::cellOf(*quantity), RankingTableModel::stepCell(column));
        QVERIFY(RevealController::isColumn(*quantity));
    }
    QVERIFY(!StepCells::columnOf(Cell::None));
    for (Q total : {Q::DcgTotal, Q::IdcgTotal, Q::NdcgTotal, Q::Range, Q::Metrics}) {
        QVERIFY(!RevealController::isColumn(total));
        QCOMPARE(ViewState::cellOf(total), Cell::None);
    }
}

QTEST_GUILESS_MAIN(TestLessonState)
#include "tst_lessonstate.moc"
