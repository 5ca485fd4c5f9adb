#pragma once

// "Evaluate runs" (issue 13): a window of its own for comparing whole systems. The user loads
// a qrels file and two or more TREC runs (file dialogs, drag and drop, recent sets, or the
// bundled sample); RunsModel compares them on a worker thread exactly as `ndcg-cli compare`
// does, with a progress bar and Cancel.
//
// Data flow: RunsModel's RunComparison --> RunsMeansModel (the results table of means with the
// core's significance marks against the chosen baseline) and, for the compared run and the
// chosen measure, one RunsChart::Data --> RunsQueryModel (the per-query table, sortable through
// a proxy) and the three charts (RunsChart: per-query differences sorted, A against B, the
// distributions); RunsModel::sentence() says the test's result in words. Every number goes
// through DisplayFormat. A click on a query in the table or the charts, or Enter on a row of
// the table, emits queryOpened() with both rankings of that query, which the main window opens
// in its two-ranking view. Charts export as PNG, SVG or PDF; the table as CSV, Markdown or
// LaTeX through core/comparisonformat (the CLI's output).
//
// The static layout is a Designer form (runswindow.ui); this class keeps the behaviour. Sizes
// follow the window's font (the interface scale is the application's font): nothing here
// zooms on its own. The main window opens it (Compare → Evaluate runs…) and receives
// queryOpened().

#include "breakdownformat.h"
#include "runscharts.h"
#include "scenario.h"

#include <QMainWindow>

#include <functional>
#include <memory>

class QAction;
class QMenu;
class QModelIndex;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;
class RunsMeansModel;
class RunsModel;
class RunsQueryModel;

namespace Ui {
class RunsWindow;
}

class RunsWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit RunsWindow(QWidget *parent = nullptr);
    ~RunsWindow() override;

    RunsModel *model() const { return m_model; }
    RunsChart *chart(RunsChart::Kind kind) const;
    // The results table of means and its model; the per-query table (sorted through a proxy
    // over queryModel()).
    QTableView *meansTable() const;
    RunsMeansModel *meansModel() const { return m_meansModel; }
    QTableView *queryTable() const;
    RunsQueryModel *queryModel() const { return m_queryModel; }
    QTabWidget *tabs() const;
    // The message bar's text: the last problem, empty when none is shown.
    QString message() const;
    QString sentence() const;
    // A lesson's question asks which system is better (issue 22): until its answer is shown,
    // the window leaves out what gives it away — the sentence's verdict and p-value, the
    // significance marks and their legend, the p-values of the tooltips. The means, the
    // per-query values and the charts stay: they are what the room reasons from.
    void setVerdictHidden(bool hidden);
    bool isVerdictHidden() const { return m_verdictHidden; }

    // Empty path: a save dialog. A chart's format follows the suffix (.png, .svg, .pdf).
    bool exportChart(RunsChart::Kind kind, const QString &path = {});
    bool exportTable(Ndcg::Format format, const QString &path = {});
    // Opens a query of the comparison (an index into its queries): emits queryOpened, or shows
    // why it cannot.
    void openQuery(int query);
    // Files dropped or given at once: qrels (4 fields a line) and runs, in one request.
    bool openFiles(const QStringList &paths);
    // Runs larger than this together (64 MB) are read on a thread when a query is opened;
    // tests lower it.
    static qint64 &asyncQueryBytes();
    // Tests: answers the file dialogs (caption, suggested path) instead of the user.
    using PathHook = std::function<QStringList(const QString &caption, const QString &suggested)>;
    static void setPathHookForTesting(PathHook hook);

signals:
    // `name` in the current language; `nameParts` make it again (RunsModel::queryName()) after
    // a change of language.
    void queryOpened(
        const Ndcg::Scenario &scenario, const QString &name, const QStringList &nameParts);

protected:
    void changeEvent(QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void connectInputs();
    void connectResults();
    void createActions();
    void retranslate();
    // Sizes taken from the window's font: the runs list, the inputs' width, the rows, the
    // sentence's size; again at every change of font (the interface scale).
    void applyFontSizes();
    void sizeMeansTableToRows();
    // The query of a row of the per-query table (any column), or -1.
    int queryOfRow(const QModelIndex &index) const;
    void updateAll();
    void updateCompared();
    void updateBusy(bool busy);
    void updateProgress();
    void fillRecentMenu();
    void showMessage(const QString &text);
    void queryReady(
        const Ndcg::Scenario &scenario, const QString &name, const QStringList &nameParts);
    QStringList askOpen(const QString &caption, const QString &filter, bool many);
    QString askSave(const QString &caption, const QString &filter, const QString &name);
    bool writeFile(const QString &path, const QByteArray &bytes);

    std::unique_ptr<Ui::RunsWindow> m_ui;
    RunsModel *m_model = nullptr;
    RunsMeansModel *m_meansModel = nullptr;
    RunsQueryModel *m_queryModel = nullptr;
    QSortFilterProxyModel *m_querySort = nullptr;
    // The File menu's actions (their objectNames stay "runsOpenSample"… for tests and styling).
    struct Actions
    {
        QAction *openSample = nullptr;
        QAction *openQrels = nullptr;
        QAction *addRuns = nullptr;
        QAction *exportDifferences = nullptr;
        QAction *exportScatter = nullptr;
        QAction *exportDistribution = nullptr;
        QAction *exportCsv = nullptr;
        QAction *exportMarkdown = nullptr;
        QAction *exportLatex = nullptr;
        QAction *close = nullptr;
    } m_actions;
    QList<QAction *> m_exportThisChart; // each chart's context menu
    QMenu *m_fileMenu = nullptr;
    QMenu *m_recent = nullptr;
    QMenu *m_exportChart = nullptr;
    QMenu *m_exportTable = nullptr;
    bool m_updating = false;
    bool m_verdictHidden = false;
};
