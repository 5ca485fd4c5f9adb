#pragma once

// Step-through and predict, then reveal, in the window. One object, built by the window, that
// makes the "&Step" menu (the window puts it in its menu bar) and its dock:
//  - step-through (StepThroughPanel in a dock above the workbench): the core's StepSequence of
//    ranking A told one step at a time. At step j the table shows "?" for every cell that
//    Revealed::isKnown() says is not computed yet and a strong band on the cell the step
//    computes, the charts grow to curvePosition() / idealCurvePosition() with the new segment
//    emphasised, the formula panel writes the current term in place, the card hides the totals
//    not reached yet, and the reordering slides from actual to ideal positions;
//  - predict, then reveal (RevealController): quantities hidden as "?" until R.
// The teaching state itself (steps, step index, hidden answers, reveals, preview) is the
// LessonState's, which the window creates and hands to every view; this controller turns menus,
// keys and the strip's buttons into its actions and shows its changed() in the strip.
// The Examples menu (gallery, practice, Compare with the text) is the ExamplesController's
// (MainWindow::examples()), not this controller's.
// Keys → Space PageDown, ← PageUp, Home, End, P (play) act only while step-through is on (F6),
// so a presentation clicker drives it and table editing is untouched when it is off. An edit
// while stepping rebuilds the steps at once (the same step number, clamped), so no number shown
// is ever stale.

#include "examples.h"
#include "steps.h"
#include "workbench/viewstate.h"

#include <QObject>

class LessonState;
class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;
class QTimer;
class RevealController;
class ScenarioDocument;
class StepThroughPanel;
class Workbench;

class StepController : public QObject
{
    Q_OBJECT
public:
    struct Actions
    {
        QAction *stepThrough = nullptr;
        QAction *stepFirst = nullptr;
        QAction *stepPrevious = nullptr;
        QAction *stepNext = nullptr;
        QAction *stepLast = nullptr;
        QAction *stepPlay = nullptr;
        QAction *stepCoarse = nullptr;
        QAction *hideAnswers = nullptr;
        QAction *revealNext = nullptr;
        QAction *revealAll = nullptr;
        // Predict, then reveal without stepping: a clicker's forward (PageDown, →) reveals the
        // next, its back (PageUp, ←) hides the last reveal again; only while answers are hidden
        // (else those keys belong to the table).
        QAction *quizForward = nullptr;
        QAction *quizBack = nullptr;
        // R reveals one position at a time instead of one quantity.
        QAction *revealByPosition = nullptr;
    };

    // Steps through ranking A of `document` in `workbench`, the state kept by `lesson`; the
    // dock goes into `window`.
    StepController(
        ScenarioDocument *document, QMainWindow *window, Workbench *workbench, LessonState *lesson);

    const Actions &actions() const { return m_actions; }
    QMenu *stepMenu() const { return m_stepMenu; }

    LessonState *lesson() const { return m_lesson; }
    bool isStepping() const;
    // The number of steps taken (0: before the first one) and the sequence.
    int stepIndex() const;
    int stepCount() const;
    const Ndcg::StepSequence &sequence() const;
    bool isCoarse() const { return m_coarse; }
    bool isPlaying() const;

    StepThroughPanel *panel() const { return m_panel; }
    QDockWidget *stepDock() const { return m_stepDock; }
    RevealController *reveal() const;
    // What R reveals next, in words ("the gain column", "position 3", "gain₂"); empty when
    // nothing is hidden. Shown as a hint in the formula panel (and the step strip).
    QString nextReveal() const;
    // R: the current step's hidden value when stepping, else the next quantity or position.
    void revealNext();

public slots:
    void setStepping(bool on);
    void setCoarse(bool coarse);
    // Goes to step `index` (0..stepCount(), clamped).
    void goToStep(int index);
    void next();
    void previous();
    void first();
    void last();
    void togglePlay();
    // Jumps to the step that computes a table cell (model row and column).
    void jumpToCell(int row, int column);
    void retranslate();

signals:
    void stepChanged(int index);
    void steppingChanged(bool on);

private:
    // A reveal or a hiding in words: on the status bar and announced to a screen reader.
    void tell(const QString &message);
    // The step-through strip's height for its content and the window (dock placement).
    void fitStepDock();
    void createActions();
    void rebuildSteps();
    // The lesson's state in the menus, the strip, the workbench's highlighted row and Compare
    // with the text.
    void showLesson(const ViewState &view);
    void updateQuizActions();

    ScenarioDocument *m_document;
    QMainWindow *m_window;
    Workbench *m_workbench;
    LessonState *m_lesson;
    Actions m_actions;
    StepThroughPanel *m_panel = nullptr;
    QDockWidget *m_stepDock = nullptr;
    int m_stripHeight = 0; // the strip's height since stepping began (it only grows)
    QMenu *m_stepMenu = nullptr;
    QMenu *m_hideMenu = nullptr;
    QTimer *m_timer = nullptr;
    QList<Ndcg::FigureComparison> m_figures; // the text's figures, for the steps that state them
    QString m_error;
    bool m_coarse = false;
    bool m_wasIdealOrderKnown = false;
};
