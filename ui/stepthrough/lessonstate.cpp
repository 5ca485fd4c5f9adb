#include "lessonstate.h"

#include "plurals.h"
#include "stepcells.h"

#include <QCoreApplication>
#include <QSignalBlocker>

#include <algorithm>

namespace {

// The hint of what R reveals next (the step's quantity when it is hidden); empty when nothing
// is hidden. The step controller's words (its translations).
QString revealHint(const Reveals &reveals, const QString &stepQuantity, int selected)
{
    if (!stepQuantity.isEmpty())
        return Ndcg::argSpaced(QCoreApplication::translate("StepController",
                                   "Hidden answers: R reveals %1 · → reveals it, then goes on · "
                                   "Shift+R reveals all"),
            stepQuantity);
    const RevealStage *stage = nextStage(reveals);
    const QString next = stage ? stage->name
                               : RevealController::nextInMode(reveals.hidden, reveals.revealedCells,
                                   reveals.mode, reveals.positions, selected);
    if (next.isEmpty())
        return {};
    if (reveals.canTakeBack)
        return Ndcg::argSpaced(QCoreApplication::translate("StepController",
                                   "Hidden answers: R reveals %1 next · ← hides the last one "
                                   "again · Shift+R reveals all"),
            next);
    return Ndcg::argSpaced(QCoreApplication::translate("StepController",
                               "Hidden answers: R reveals %1 next · Shift+R reveals all"),
        next);
}

} // namespace

const RevealStage *nextStage(const Reveals &reveals)
{
    for (const RevealStage &stage : reveals.order) {
        for (ViewState::Quantity q : stage.quantities) {
            if (reveals.hidden.contains(q))
                return &stage;
        }
    }
    return nullptr;
}

bool stepShows(const ViewState &view, const Ndcg::Step &step)
{
    using Q = ViewState::Quantity;
    using Cell = Ndcg::StepCell;
    const int p = step.position;
    switch (step.kind) {
    case Ndcg::StepKind::Grade:
        return true;
    case Ndcg::StepKind::Position:
        return view.shows(p, Cell::Gain) && view.shows(p, Cell::Discount)
            && view.shows(p, Cell::Contribution) && view.shows(p, Cell::Dcg);
    case Ndcg::StepKind::Dcg:
        return view.showsTotal(Q::DcgTotal);
    case Ndcg::StepKind::IdealOrder:
        return view.shows(1, Cell::IdealGrade);
    case Ndcg::StepKind::IdealTerm:
        return view.shows(p, Cell::IdealGrade) && view.shows(p, Cell::IdealContribution)
            && view.shows(p, Cell::Idcg);
    case Ndcg::StepKind::Idcg:
        return view.showsTotal(Q::IdcgTotal);
    case Ndcg::StepKind::Ndcg:
        return view.showsTotal(Q::NdcgTotal);
    default: // gain, discount, contribution, running DCG: their cell
        return view.shows(p, step.cell);
    }
}

ViewState viewStateAt(const Ndcg::StepSequence &sequence, std::optional<int> stepIndex,
    const Reveals &reveals, const std::optional<ViewState::Preview> &preview)
{
    ViewState view;
    view.preview = preview;
    // Nothing hidden: an empty list without storage. Qt 6.4 compares two empty lists of enums
    // with memcmp, and one without storage passes it a null pointer (UBSan: nonnull-attribute):
    // every ViewState's == (the views skip a state they already show) would then be undefined.
    if (!reveals.hidden.isEmpty())
        view.hidden = reveals.hidden;
    view.revealedCells = reveals.revealedCells;
    if (!stepIndex) {
        view.revealHint = revealHint(reveals, {}, reveals.selected.value_or(0));
        return view;
    }

    const int count = int(sequence.steps.size());
    const bool started = *stepIndex > 0 && *stepIndex <= count;
    const Ndcg::Step step = started ? sequence.steps[*stepIndex - 1] : Ndcg::Step {};
    const Ndcg::Revealed r = started ? step.revealed : Ndcg::Revealed {};
    view.steps = r;

    // The cell this step computes: a term at its position; the totals at the last position
    // they sum (DCG@k at the depth stepped, IDCG@k and NDCG@k at min(k, n)).
    using Kind = Ndcg::StepKind;
    using Cell = Ndcg::StepCell;
    int position = step.position;
    Cell cell = step.cell == Cell::IdealGain ? Cell::IdealContribution : step.cell;
    switch (step.kind) {
    case Kind::Dcg:
        position = sequence.depth;
        cell = Cell::Dcg;
        break;
    case Kind::IdealOrder:
        position = -1; // the whole ideal grade column up to k
        break;
    case Kind::Idcg:
        position = std::min(sequence.k, reveals.positions);
        cell = Cell::Idcg;
        break;
    case Kind::Ndcg:
        position = std::min(sequence.k, reveals.positions);
        cell = Cell::Ndcg;
        break;
    default:
        break;
    }
    if (!started || position == 0) {
        position = -1;
        cell = started ? cell : Cell::None;
    }
    view.currentCell = cell;
    view.currentPosition = position <= 0 ? std::nullopt : std::optional<int>(position);

    // Charts: what the table shows (the view state's cells), with what the step adds emphasised:
    // the bar of the term it computes, the segments of the running sums it adds it to.
    const bool newActual = step.kind == Kind::RunningDcg || step.kind == Kind::Position;
    const bool newIdeal = step.kind == Kind::IdealTerm;
    const bool newTerm = step.kind == Kind::Contribution || step.kind == Kind::Position || newIdeal;
    view.idealLimit = r.idcgTotal ? std::nullopt : std::optional<int>(r.idealCurvePosition());
    view.emphasis = started && (newActual || newIdeal || newTerm) ? step.position : 0;
    view.emphasisIdeal = newIdeal;
    view.emphasisTerm = started && newTerm;
    view.emphasisSum = started && (newActual || newIdeal);
    // The formula: terms so far (the chart curves stop at the finished rows, the formula writes
    // the current term in place), the current one on a band, totals once reached.
    view.limit = r.dcgTotal ? std::nullopt : std::optional<int>(std::max(r.rowsDone, r.currentRow));
    view.ndcgLine = 1;
    view.formulaCurrent = (newActual || newIdeal || r.currentRow > 0) ? step.position : 0;
    view.formulaCurrentIdeal = newIdeal;
    view.formulaCurrentPending = r.currentRow > 0 && r.currentCells < 4;
    // A step whose value is a hidden answer names its quantity only: "gain₁ = ?".
    const bool stepHidden = started && !stepShows(view, step);
    view.stepFormula = !started ? QString()
        : stepHidden            ? step.quantity + QStringLiteral(" = ?")
                                : step.formula;
    // Stepping, the table has no selection: the steps say where.
    view.revealHint = revealHint(reveals, stepHidden ? step.quantity : QString(), 0);
    return view;
}

LessonState::LessonState(QObject *parent)
    : QObject(parent)
    , m_reveal(new RevealController(this))
{
    setObjectName(QStringLiteral("lessonState"));
    connect(m_reveal, &RevealController::changed, this, &LessonState::update);
    m_view = viewStateAt(m_sequence, m_step, reveals(), m_preview);
}

Reveals LessonState::reveals() const
{
    Reveals r;
    r.hidden = m_reveal->hidden();
    r.revealedCells = m_reveal->revealedCells();
    r.mode = m_reveal->mode();
    r.canTakeBack = m_reveal->canHideLast();
    r.positions = m_positions;
    r.selected = m_selected;
    r.order = m_order;
    return r;
}

void LessonState::update()
{
    ViewState view = viewStateAt(m_sequence, m_step, reveals(), m_preview);
    if (view == m_view && m_step == m_emittedStep)
        return;
    m_view = std::move(view);
    m_emittedStep = m_step;
    emit changed(m_view);
}

void LessonState::refresh()
{
    update();
}

void LessonState::setSequence(const Ndcg::StepSequence &sequence)
{
    m_sequence = sequence;
    if (m_step)
        m_step = std::clamp(*m_step, 0, stepCount());
    update();
}

const Ndcg::Step *LessonState::currentStep() const
{
    if (!m_step || *m_step <= 0 || *m_step > stepCount())
        return nullptr;
    return &m_sequence.steps[*m_step - 1];
}

void LessonState::setStepping(bool on)
{
    if (on == isStepping())
        return;
    if (on)
        m_step = 0;
    else
        m_step.reset();
    update();
}

void LessonState::goToStep(int index)
{
    if (!m_step)
        return;
    index = std::clamp(index, 0, stepCount());
    if (index == *m_step)
        return;
    m_step = index;
    update();
}

void LessonState::setPositions(int positions)
{
    if (positions == m_positions)
        return;
    m_positions = positions;
    update();
}

void LessonState::setSelected(std::optional<int> position)
{
    if (position == m_selected)
        return;
    m_selected = position;
    update();
}

void LessonState::setRevealOrder(const QList<RevealStage> &order)
{
    if (order == m_order)
        return;
    m_order = order;
    update();
}

void LessonState::setPreview(const std::optional<ViewState::Preview> &preview)
{
    if (preview == m_preview)
        return;
    m_preview = preview;
    update();
}

void LessonState::newQuestion()
{
    // Nothing revealed carries over: with answers hidden, every quantity is hidden again. One
    // change, told once.
    {
        const QSignalBlocker blocker(m_reveal);
        if (m_reveal->isAnyHidden())
            m_reveal->hideAll();
        m_reveal->forgetRevealedCells();
    }
    m_preview.reset();
    update();
}

const Ndcg::Step *LessonState::hiddenStep() const
{
    const Ndcg::Step *step = currentStep();
    if (!step || !m_reveal->isAnyHidden())
        return nullptr;
    return stepShows(m_view, *step) ? nullptr : step;
}

QString LessonState::revealStep()
{
    const Ndcg::Step *step = hiddenStep();
    if (!step)
        return {};
    using Q = ViewState::Quantity;
    using Cell = Ndcg::StepCell;
    const int p = step->position;
    QList<ViewState::Cell> cells;
    QList<Q> quantities;
    auto add = [&cells, p](Cell cell) {
        if (const auto q = StepCells::quantityOf(cell))
            cells.append({p, *q});
    };
    switch (step->kind) {
    case Ndcg::StepKind::Position:
        for (Cell c : {Cell::Gain, Cell::Discount, Cell::Contribution, Cell::Dcg})
            add(c);
        break;
    case Ndcg::StepKind::IdealTerm:
        for (Cell c : {Cell::IdealGrade, Cell::IdealContribution, Cell::Idcg})
            add(c);
        break;
    case Ndcg::StepKind::IdealOrder:
        quantities.append(Q::IdealGradeColumn);
        break;
    case Ndcg::StepKind::Dcg:
        quantities.append(Q::DcgTotal);
        break;
    case Ndcg::StepKind::Idcg:
        quantities.append(Q::IdcgTotal);
        break;
    case Ndcg::StepKind::Ndcg:
        quantities.append(Q::NdcgTotal);
        break;
    default:
        add(step->cell);
        break;
    }
    const QString what = step->quantity;
    m_reveal->reveal(cells, quantities);
    return what;
}

QString LessonState::revealNext()
{
    if (QString what = revealStep(); !what.isEmpty())
        return what;
    const Reveals now = reveals();
    if (const RevealStage *stage = nextStage(now)) {
        const QString what = stage->name;
        m_reveal->reveal({}, stage->quantities);
        return what;
    }
    return m_reveal->revealNextInMode(m_positions, isStepping() ? 0 : m_selected.value_or(0));
}

QString LessonState::nextReveal() const
{
    if (const Ndcg::Step *step = hiddenStep())
        return step->quantity;
    const Reveals now = reveals();
    if (const RevealStage *stage = nextStage(now))
        return stage->name;
    return m_reveal->nextInMode(m_positions, isStepping() ? 0 : m_selected.value_or(0));
}
