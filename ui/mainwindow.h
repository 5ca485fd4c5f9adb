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

#include <QMainWindow>

class QAction;
class RankingDocument;
class Workbench;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    RankingDocument *document() const { return m_document; }
    Workbench *workbench() const { return m_workbench; }
    QAction *action(const QString &objectName) const;
    void retranslate();

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
    Workbench *m_workbench = nullptr;
    QString m_documentName;
};
