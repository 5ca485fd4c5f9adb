#pragma once

// Worked examples in the window: the "E&xamples" menu (the window puts it in its menu bar) and
// what it opens:
//  - the Examples gallery (ExampleGallery), which loads an example into the document;
//  - the practice dialog (PracticeDialog), whose "step through" loads its ranking and asks the
//    step-through to start (stepThroughRequested());
//  - "Compare with the text" (TextFiguresPanel in a dock at the right): the text's figures
//    beside the exact values, which hide with the lesson's hidden answers; a figure activated
//    selects its cell in the table and marks its term in the formula.
// The step-through and the reveals are the StepController's; the teaching state is the
// LessonState's.

#include "examples.h"

#include <QObject>
#include <QPointer>

class ExampleGallery;
class LessonState;
class PracticeDialog;
class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;
class ScenarioDocument;
class TextFiguresPanel;
class Workbench;

class ExamplesController : public QObject
{
    Q_OBJECT
public:
    struct Actions
    {
        QAction *examplesGallery = nullptr; // Ctrl+E
        QAction *compareWithText = nullptr; // Ctrl+Shift+T
        QAction *practice = nullptr; // F9
    };

    // Examples of `document`, shown in `workbench`; the dock goes into `window`; the exact
    // values hide with `lesson`'s hidden answers.
    ExamplesController(
        ScenarioDocument *document, QMainWindow *window, Workbench *workbench, LessonState *lesson);

    const Actions &actions() const { return m_actions; }
    QMenu *menu() const { return m_menu; }
    TextFiguresPanel *textFiguresPanel() const { return m_textFigures; }
    QDockWidget *textFiguresDock() const { return m_textFiguresDock; }
    ExampleGallery *gallery();
    PracticeDialog *practice();

public slots:
    void showGallery();
    void showComparison();
    void showPractice();
    // A figure of "Compare with the text" (index into its comparisons()): its cell selected in
    // the table (the comparison's, for ranking B) and its term marked in the formula.
    void selectFigure(int index);
    void retranslate();

signals:
    // Practice: its ranking is loaded; the step-through should start.
    void stepThroughRequested();

private:
    void createActions();
    void updateComparison();

    ScenarioDocument *m_document;
    QMainWindow *m_window;
    Workbench *m_workbench;
    LessonState *m_lesson;
    Actions m_actions;
    TextFiguresPanel *m_textFigures = nullptr;
    QDockWidget *m_textFiguresDock = nullptr;
    QPointer<ExampleGallery> m_gallery;
    QPointer<PracticeDialog> m_practice;
    bool m_comparisonDirty = true; // the panel was closed when the document changed
    QMenu *m_menu = nullptr;
};
