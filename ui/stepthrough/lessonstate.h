#pragma once

// The teaching state of a lesson, with one owner: the step sequence and how far the steps have
// got, the quantities hidden as "?" and the cells revealed on their own (RevealController, a
// part of it, with the reveal history that "take back" returns to), and the swap preview.
//
//   actions (R, ←, Ctrl+Shift+H, → Space, Home End, a hovered swap, a new document)
//     → LessonState (sequence, step, Reveals, preview)
//     → viewStateAt(sequence, step, reveals, preview)          pure, tested without widgets
//     → changed(ViewState) → every view that shows numbers of the document: the workbench
//       (table, card, formula, charts), the two-ranking view, the swaps and conventions
//       panels, Compare with the text, the step-through strip.
//
// A view subscribes once: connect(lesson, &LessonState::changed, view, &View::setViewState)
// and reads lesson->viewState() for its first picture. "Is anything hidden?":
// lesson->viewState().isAnyHidden() (or lesson->reveal()->isAnyHidden()).
// Reveals belong to a document and a question: newQuestion() (a scenario loaded, a comparison
// started) starts fully hidden when answers are hidden, with nothing revealed carried over.

#include "revealcontroller.h"
#include "steps.h"
#include "workbench/viewstate.h"

#include <QList>
#include <QObject>
#include <QString>

#include <optional>

// One press of R in a view that reveals in an order of its own (the two-ranking view): the
// quantities it reveals together and its name, translated ("the DCG@i curves").
struct RevealStage
{
    QList<ViewState::Quantity> quantities;
    QString name;
    friend bool operator==(const RevealStage &, const RevealStage &) = default;
};

// What the presenter has hidden and revealed, as one value (RevealController holds it).
struct Reveals
{
    QList<ViewState::Quantity> hidden; // in teaching order
    QList<ViewState::Cell> revealedCells; // revealed on their own while their quantity is hidden
    RevealController::Mode mode = RevealController::Mode::Quantity;
    bool canTakeBack = false; // there is a reveal that ← takes back (the hint says so)
    int positions = 0; // the ranking's positions (the table's rows), walked by position mode
    std::optional<int> selected; // the selected position (1-based), revealed first by position
    // The shown view's own order of reveals (empty: the quantities in teaching order, or the
    // positions): R reveals its first stage that has a hidden quantity.
    QList<RevealStage> order;
    friend bool operator==(const Reveals &, const Reveals &) = default;
};

// The view state of step `step` of `sequence` (nullopt: not stepping; 0: stepping, before the
// first step; j: after step j), with `reveals` hidden and `preview` shown instead of the
// document. Pure: no widget, no QObject.
ViewState viewStateAt(const Ndcg::StepSequence &sequence, std::optional<int> step,
    const Reveals &reveals, const std::optional<ViewState::Preview> &preview);

// The first stage of `reveals.order` that has a hidden quantity; nullptr when none has.
const RevealStage *nextStage(const Reveals &reveals);

// Whether a step's numbers show (not a hidden answer) in `view`.
bool stepShows(const ViewState &view, const Ndcg::Step &step);

class LessonState : public QObject
{
    Q_OBJECT
public:
    explicit LessonState(QObject *parent = nullptr);

    // The value every view shows (viewStateAt() of the state below).
    const ViewState &viewState() const { return m_view; }

    // Steps.
    const Ndcg::StepSequence &sequence() const { return m_sequence; }
    // A rebuilt sequence (an edit while stepping, a new document, coarse steps): the step
    // number stays, clamped.
    void setSequence(const Ndcg::StepSequence &sequence);
    bool isStepping() const { return m_step.has_value(); }
    // Steps taken (0: before the first one); 0 when not stepping.
    int stepIndex() const { return m_step.value_or(0); }
    int stepCount() const { return int(m_sequence.steps.size()); }
    // The step shown, when stepping has started.
    const Ndcg::Step *currentStep() const;
    // On: at step 0; off: every cell known.
    void setStepping(bool on);
    // Goes to step `index` (0..stepCount(), clamped); nothing when not stepping.
    void goToStep(int index);
    void next() { goToStep(stepIndex() + 1); }
    void previous() { goToStep(stepIndex() - 1); }
    void first() { goToStep(0); }
    void last() { goToStep(stepCount()); }

    // Predict, then reveal: the hidden quantities and revealed cells with their history.
    RevealController *reveal() const { return m_reveal; }
    Reveals reveals() const;
    bool isAnyHidden() const { return m_reveal->isAnyHidden(); }
    void hideAll() { m_reveal->hideAll(); }
    void revealAll() { m_reveal->revealAll(); }
    // ←: takes the last reveal back; false when there is none.
    bool takeBack() { return m_reveal->hideLast(); }
    // R: the current step's hidden value when stepping, else the next quantity or position.
    // Returns what it revealed, in words ("gain₂", "the gain column", "position 3"); empty
    // when nothing was hidden.
    QString revealNext();
    // →: the current step's hidden value, in words ("gain₂"); empty when it shows (then →
    // goes on to the next step).
    QString revealStep();
    // What revealNext() would reveal, in words; empty when nothing is hidden.
    QString nextReveal() const;
    // The table's positions and its selected position (position mode reveals it first).
    void setPositions(int positions);
    void setSelected(std::optional<int> position);
    // The order of reveals of the view shown (the two-ranking view's); empty: the workbench's.
    void setRevealOrder(const QList<RevealStage> &order);

    // A hovered swap shown in every view instead of the document (nullopt: ends).
    void setPreview(const std::optional<ViewState::Preview> &preview);
    const std::optional<ViewState::Preview> &preview() const { return m_preview; }

    // Another document, example or comparison: a new question. With answers hidden it starts
    // fully hidden (nothing revealed, nothing to take back); with none hidden it stays so.
    void newQuestion();
    // Computes the value again (the hint's words after a language change).
    void refresh();

signals:
    // The view state changed: every view redraws from it.
    void changed(const ViewState &view);

private:
    const Ndcg::Step *hiddenStep() const;
    void update();

    RevealController *m_reveal = nullptr;
    Ndcg::StepSequence m_sequence;
    std::optional<int> m_step;
    std::optional<ViewState::Preview> m_preview;
    int m_positions = 0;
    std::optional<int> m_selected;
    QList<RevealStage> m_order;
    ViewState m_view;
    std::optional<int> m_emittedStep; // the step of the last changed(): a new step tells too
};
