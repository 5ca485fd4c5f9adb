#pragma once

// "Evaluate runs" (issue 13): a window of its own for comparing whole systems. The user loads
// a qrels file and two or more TREC runs (file dialogs, drag and drop, recent sets, or the
// bundled sample); RunsModel compares them on a worker thread exactly as `ndcg-cli compare`
// does, with a progress bar and Cancel. The window shows the results table of means with
// significance marks against the chosen baseline, the test's result as a sentence, and for the
// compared run and the chosen measure three charts (RunsChart: per-query differences sorted,
// A against B, the distributions) and the per-query table. A click on a query in the table or
// the charts emits queryOpened() with both rankings of that query, which the main window opens
// in its two-ranking view. Charts export as PNG, SVG or PDF; the table as CSV, Markdown or
// LaTeX through core/comparisonformat (the CLI's output).
//
// The main window opens it (Compare → Evaluate runs…) and receives queryOpened().

#include "breakdownformat.h"
#include "runscharts.h"
#include "scenario.h"

#include <QMainWindow>

#include <functional>

class QAction;
class QButtonGroup;
class QComboBox;
class QFrame;
class QLabel;
class QListWidget;
class QMenu;
class QProgressBar;
class QPushButton;
class QRadioButton;
class QTabWidget;
class QTableWidget;
class RunsModel;

class RunsWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit RunsWindow(QWidget *parent = nullptr);
    ~RunsWindow() override;

    RunsModel *model() const { return m_model; }
    RunsChart *chart(RunsChart::Kind kind) const;
    QTableWidget *meansTable() const { return m_means; }
    QTableWidget *queryTable() const { return m_queries; }
    QTabWidget *tabs() const { return m_tabs; }
    // The message bar's text: the last problem, empty when none is shown.
    QString message() const;
    QString sentence() const;

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
    void createActions();
    QWidget *createInputs();
    QWidget *createResults();
    void retranslate();
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

    RunsModel *m_model = nullptr;
    QLabel *m_qrelsLabel = nullptr;
    QLabel *m_qrelsTitle = nullptr;
    QLabel *m_runsTitle = nullptr;
    QLabel *m_compareTitle = nullptr;
    QPushButton *m_chooseQrels = nullptr;
    QListWidget *m_runs = nullptr;
    QPushButton *m_addRuns = nullptr;
    QPushButton *m_removeRun = nullptr;
    QPushButton *m_sample = nullptr;
    QLabel *m_measureLabel = nullptr;
    QLabel *m_baselineLabel = nullptr;
    QLabel *m_comparedLabel = nullptr;
    QLabel *m_testLabel = nullptr;
    QComboBox *m_measure = nullptr;
    QComboBox *m_baseline = nullptr;
    QComboBox *m_compared = nullptr;
    QComboBox *m_test = nullptr;
    QFrame *m_missing = nullptr;
    QLabel *m_missingText = nullptr;
    QRadioButton *m_leaveOut = nullptr;
    QRadioButton *m_countZero = nullptr;
    QFrame *m_messageBar = nullptr;
    QLabel *m_message = nullptr;
    QPushButton *m_dismiss = nullptr;
    QFrame *m_progressBar = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_progressText = nullptr;
    QPushButton *m_cancel = nullptr;
    QLabel *m_headline = nullptr;
    QLabel *m_sentence = nullptr;
    QTableWidget *m_means = nullptr;
    QLabel *m_legend = nullptr;
    QTabWidget *m_tabs = nullptr;
    RunsChart *m_differences = nullptr;
    RunsChart *m_scatter = nullptr;
    RunsChart *m_distribution = nullptr;
    QTableWidget *m_queries = nullptr;
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
};
