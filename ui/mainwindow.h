#pragma once

// The main window of NDCG Explorer.
//
// Data flow: the user edits the ranking table, the judged pool or a convention; each edit is
// one QUndoCommand on the RankingDocument's undo stack, which calls a plain setter. The
// document recomputes the whole explanation once with the pure core function
//   Ndcg::explain(ranking, settings) -> Breakdown
// and emits breakdownChanged(). Every view reads that one Breakdown: the table model (cells
// whose values changed), the three charts (point lists built by ChartPoints and handed to
// QXYSeries::replace()), the formula panel (rich text from FormulaText) and the result card.
// Nothing is computed twice, so the table, charts, formula and card can never disagree.
//
// The window owns the document and one Workbench (the central widget). The Edit menu's actions
// call the workbench, so a later comparison view can route them to whichever side has focus.

#include "scenario.h"

#include <QMainWindow>

#include <optional>

class ComparisonController;
class FileController;
class QAction;
class QUndoGroup;
class RankingDocument;
class RecoveryController;
class Workbench;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // The open scenario. Ranking A is always there; ranking B only in a comparison. Both share
    // A's conventions: B's settings follow A's (the settings are edited, and undone, on A).
    RankingDocument *document() const { return m_document; }
    RankingDocument *documentB() const { return m_documentB; }
    bool isComparison() const { return m_documentB != nullptr; }
    const std::optional<Ndcg::ExampleInfo> &example() const { return m_example; }
    QString documentName() const { return m_documentName; }
    // The whole scenario as it stands (for saving, exporting, stepping).
    Ndcg::Scenario scenario() const;
    // Replaces everything with a scenario (an example, an opened file): both documents, the
    // example's metadata and the name in the title. Forgets the undo history.
    void loadScenario(const Ndcg::Scenario &scenario, const QString &displayName);
    // Starts a comparison with `b` as ranking B, or ends it (nullopt). Undo histories stay.
    void setComparison(const std::optional<Ndcg::Ranking> &b);
    void setDocumentName(const QString &name);
    Workbench *workbench() const { return m_workbench; }
    // The File menu: new, open, save, recent, import, export (FileController).
    FileController *files() const { return m_files; }
    // Call before anything replaces the document (open, new, an example): asks to save
    // unsaved changes. False when the user cancelled: keep the document as it is.
    bool maybeSave();
    // Undo and redo act on the group's active stack: A's, or B's when B's side has the focus.
    QUndoGroup *undoGroup() const { return m_undoGroup; }
    // The "&Compare" menu, the comparison view, the swaps and convention panels.
    ComparisonController *comparison() const { return m_comparison; }
    // Keeps a recovery copy of unsaved work; offers what a crash left (RecoveryController).
    RecoveryController *recovery() const { return m_recovery; }
    QAction *action(const QString &objectName) const;
    void retranslate();

signals:
    // After loadScenario(): documents, example and name are the new ones.
    void scenarioLoaded();
    // After setComparison(): documentB() is new, or nullptr.
    void comparisonChanged();

public:
    // The ranking the app opens on: the five grades of seed 000 (3, 2, 0, 1, 3), k = 5.
    void loadOpeningExample();

protected:
    void resizeEvent(QResizeEvent *event) override;
    // A translator installed or removed at run time retranslates every widget.
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void updateTitle();

    RankingDocument *m_document = nullptr;
    RankingDocument *m_documentB = nullptr;
    std::optional<Ndcg::ExampleInfo> m_example;
    Workbench *m_workbench = nullptr;
    QString m_documentName;
    FileController *m_files = nullptr;
    QUndoGroup *m_undoGroup = nullptr;
    ComparisonController *m_comparison = nullptr;
    RecoveryController *m_recovery = nullptr;
};
