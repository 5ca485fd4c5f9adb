#pragma once

// The main window of NDCG Explorer, and the composition root of everything in it.
//
// Data flow: the user edits the ranking table, the judged pool or a convention; each edit is
// one QUndoCommand on a RankingDocument's undo stack, which calls a plain setter. The document
// recomputes the whole explanation once with the pure core function
//   Ndcg::explain(ranking, settings) -> Breakdown
// and emits breakdownChanged(). Every view reads that one Breakdown: the table model (cells
// whose values changed), the three charts (point lists built by ChartPoints and handed to
// QXYSeries::replace()), the formula panel (rich text from FormulaText) and the result card.
// Nothing is computed twice, so the table, charts, formula and card can never disagree.
//
// The open scenario is one ScenarioDocument: ranking A, ranking B while comparing (reading A's
// settings: a convention edited on A changes both), the example, the name in the title bar,
// the file, the modified state and the undo group. The window builds it, the Workbench (the
// single view) and the controllers, and hands each controller what it uses: the
// ScenarioDocument, this window as a plain QMainWindow (menus, docks, status bar) and the
// collaborators it needs (the workbench, the file controller, typed actions). No controller
// knows MainWindow. The window wires them together:
//   - the central QStackedWidget holds the workbench and, while comparing, the comparison
//     view (ComparisonController adds and removes it);
//   - closeEvent() asks the FileController whether to save, then tells the RecoveryController
//     that the window closed (its recovery copy goes);
//   - a language change reaches the controllers as a typed signal (languageChanged()), not as
//     an event filter or a property; a theme change needs no wiring: the application palette,
//     and Theme::changed() for every chart and panel that names colours;
//   - sizes are no window's business: the interface scale (times presenter mode's zoom) is the
//     application font and style (InterfaceScale), which every window and dialog inherits;
//   - the menus' actions are typed members (actions(), and each controller's actions()).
// The Edit menu's actions call the workbench, or while comparing the side that has the focus.

#include <QMainWindow>

class ComparisonController;
class FileController;
class LessonController;
class PresenterController;
class QAction;
class QMenu;
class QStackedWidget;
class RecoveryController;
class RunsWindow;
class ScenarioDocument;
class ExamplesController;
class LessonPlayer;
class ClassController;
class CurveListener;
class LessonState;
class SceneBridge;
class StepController;
class ViewMenu;
class Workbench;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    // The File (quit only; FileController adds the rest) and Edit menus' actions.
    struct Actions
    {
        QAction *quit = nullptr;
        QAction *undo = nullptr;
        QAction *redo = nullptr;
        QAction *copy = nullptr;
        QAction *paste = nullptr;
        QAction *addRow = nullptr;
        QAction *insertRow = nullptr;
        QAction *duplicateRows = nullptr;
        QAction *deleteRows = nullptr;
        QAction *moveUp = nullptr;
        QAction *moveDown = nullptr;
        QAction *sortIdeal = nullptr;
        QAction *reverse = nullptr;
        QAction *shuffle = nullptr;
        QAction *resetRanking = nullptr;
        QAction *conventions = nullptr;
        QAction *evaluateRuns = nullptr; // Compare → Evaluate runs (RunsWindow)
    };

    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // The open scenario: rankings, settings, example, name, file, modified state, undo group.
    ScenarioDocument *document() const { return m_document; }
    // The single view (page 0 of views()); while comparing, views() shows the comparison.
    Workbench *workbench() const { return m_workbench; }
    QStackedWidget *views() const { return m_views; }
    const Actions &editActions() const { return m_actions; }
    QMenu *fileMenu() const { return m_fileMenu; }
    QMenu *editMenu() const { return m_editMenu; }
    // The File menu: new, open, save, recent, import, export (FileController).
    FileController *files() const { return m_files; }
    // The "&Compare" menu, the comparison view, the swaps and convention panels.
    ComparisonController *comparison() const { return m_comparison; }
    // Keeps a recovery copy of unsaved work; offers what a crash left (RecoveryController).
    RecoveryController *recovery() const { return m_recovery; }
    // The Examples and Step menus: gallery, step-through, reveal, practice.
    StepController *steps() const { return m_steps; }
    // The teaching state every view follows: steps, hidden answers, reveals, the preview.
    LessonState *lesson() const { return m_lesson; }
    // The Examples menu: gallery, practice, Compare with the text.
    ExamplesController *examples() const { return m_examples; }
    // The View and Help menus; presenter mode.
    ViewMenu *viewMenu() const { return m_viewMenu; }
    // Lessons, authoring: the open lesson, the Lesson menu, the scene list, its recovery.
    LessonController *lessons() const { return m_lessons; }
    ClassController *classSession() const { return m_class; }
    CurveListener *curveListener() const { return m_listener; }
    PresenterController *presenter() const;
    // Lessons (issue 22): a scene shown in this window, and the window as a scene.
    SceneBridge *sceneBridge() const { return m_sceneBridge; }
    // Plays a lesson full screen from a clicker.
    LessonPlayer *lessonPlayer() const { return m_lessonPlayer; }
    // Call before anything replaces the document (open, new, an example): asks to save
    // unsaved changes. False when the user cancelled: keep the document as it is.
    bool maybeSave();
    void retranslate();

    // The ranking the app opens on: the five grades of seed 000 (3, 2, 0, 1, 3), k = 5.
    void loadOpeningExample();

signals:
    // A translator was installed or removed: every controller retranslates.
    void languageChanged();

protected:
    void resizeEvent(QResizeEvent *event) override;
    // A translator installed or removed at run time retranslates every widget.
    void changeEvent(QEvent *event) override;
    // Unsaved changes: asks to save (FileController); a close that goes through removes the
    // recovery copy (RecoveryController).
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;
    // A file dropped on the window is opened (a CSV/TSV is imported).
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    // Compare → Evaluate runs: the runs window, made the first time.
    void showRunsWindow();
    void updateTitle();

    ScenarioDocument *m_document = nullptr;
    Workbench *m_workbench = nullptr;
    QStackedWidget *m_views = nullptr;
    Actions m_actions;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    FileController *m_files = nullptr;
    ComparisonController *m_comparison = nullptr;
    RunsWindow *m_runs = nullptr; // made when first shown
    RecoveryController *m_recovery = nullptr;
    StepController *m_steps = nullptr;
    ExamplesController *m_examples = nullptr;
    LessonState *m_lesson = nullptr;
    ViewMenu *m_viewMenu = nullptr;
    SceneBridge *m_sceneBridge = nullptr;
    LessonPlayer *m_lessonPlayer = nullptr;
    LessonController *m_lessons = nullptr;
    ClassController *m_class = nullptr;
    CurveListener *m_listener = nullptr;
};
