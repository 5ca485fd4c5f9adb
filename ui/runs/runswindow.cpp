#include "runswindow.h"

#include "comparisonformat.h"
#include "document/settingsstore.h"
#include "filewriter.h"
#include "runsmeansmodel.h"
#include "runsmodel.h"
#include "runsquerymodel.h"
#include "style/theme.h"
#include "ui_runswindow.h"
#include "workbench/announce.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QScreen>
#include <QSortFilterProxyModel>
#include <QStatusBar>

#include <cmath>

namespace {

RunsWindow::PathHook &pathHook()
{
    static RunsWindow::PathHook hook;
    return hook;
}

// A qrels line has 4 fields (qid iter docno grade), a run line 6: the first line that is not
// blank or a comment decides. Anything else is taken for a run, whose reader then names the
// line that is wrong.
bool looksLikeQrels(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray head = file.read(64 * 1024);
    for (const QByteArray &line : head.split('\n')) {
        const QByteArray text = line.simplified();
        if (text.isEmpty() || text.startsWith('#'))
            continue;
        return text.count(' ') == 3;
    }
    return false;
}

} // namespace

RunsWindow::RunsWindow(QWidget *parent)
    : QMainWindow(parent, Qt::Window)
    , m_ui(std::make_unique<Ui::RunsWindow>())
{
    m_ui->setupUi(this);
    setObjectName(QStringLiteral("runsWindow"));
    m_model = new RunsModel(this);
    m_meansModel = new RunsMeansModel(this);
    m_queryModel = new RunsQueryModel(this);
    m_querySort = new QSortFilterProxyModel(this);
    m_querySort->setSourceModel(m_queryModel);
    m_querySort->setSortRole(RunsQueryModel::SortRole);
    m_ui->meansTable->setModel(m_meansModel);
    m_ui->queryTable->setModel(m_querySort);
    m_ui->scatter->setKind(RunsChart::Kind::Scatter);
    m_ui->distribution->setKind(RunsChart::Kind::Distribution);
    m_ui->splitter->setStretchFactor(1, 1);
    m_ui->splitter->setHandleNames(
        [] { return QStringList {tr("Resize the inputs and the results")}; });
    connectInputs();
    connectResults();
    createActions();
    setAcceptDrops(true);

    // A load that succeeds clears the problem of an earlier one (`changed` comes only then).
    connect(m_model, &RunsModel::changed, this, [this] {
        showMessage({});
        updateAll();
        // The evaluation is done: read out what it found (the headline and the sentence).
        if (m_model->comparison())
            announce(m_ui->sentence,
                tr("Evaluation done. %1 %2").arg(m_ui->headline->text(), m_ui->sentence->text()));
    });
    connect(m_model, &RunsModel::comparedChanged, this, &RunsWindow::updateCompared);
    connect(m_model, &RunsModel::busyChanged, this, &RunsWindow::updateBusy);
    connect(m_model, &RunsModel::progressChanged, this, &RunsWindow::updateProgress);
    connect(m_model, &RunsModel::failed, this, [this](const QString &text) {
        showMessage(text + QStringLiteral("\n")
            + tr("Nothing was changed: the files and the comparison shown are those of before."));
        updateAll();
    });
    connect(m_model, &RunsModel::queryRead, this,
        [this](const Ndcg::Scenario &s, const QString &name, const QStringList &nameParts) {
            QApplication::restoreOverrideCursor();
            queryReady(s, name, nameParts);
        });
    connect(m_model, &RunsModel::queryFailed, this, [this](const QString &text) {
        QApplication::restoreOverrideCursor();
        statusBar()->clearMessage();
        showMessage(text);
    });
    connect(m_model, &RunsModel::cancelled, this, [this] {
        statusBar()->showMessage(
            tr("Cancelled: nothing was loaded, the comparison shown is that of before."), 12000);
        updateAll();
    });
    retranslate();
    updateBusy(false);
    applyFontSizes();
    // A first size in lines of the window's font (1176 × 784 at a 14 px line), within the
    // screen: the interface scale makes it larger on a large screen.
    const double line = fontMetrics().height();
    QSize size(int(line * 84), int(line * 56));
    if (const QScreen *screen = parent ? parent->screen() : QApplication::primaryScreen()) {
        // Centred on the screen, whole: a window manager's own placement may put its bottom
        // (the per-query charts, the status bar) below the screen's edge. At most 90 % of the
        // screen, so that the frame and title bar fit too.
        const QRect available = screen->availableGeometry();
        size = size.boundedTo(available.size() * 0.9);
        move(available.center() - QPoint(size.width() / 2, size.height() / 2));
    }
    resize(size);
    m_ui->splitter->setSizes({int(line * 16), size.width() - int(line * 16)});
}

RunsWindow::~RunsWindow()
{
    if (m_model->isReadingQuery()) // its result will not come: the cursor it set goes now
        QApplication::restoreOverrideCursor();
}

QTableView *RunsWindow::meansTable() const
{
    return m_ui->meansTable;
}

QTableView *RunsWindow::queryTable() const
{
    return m_ui->queryTable;
}

QTabWidget *RunsWindow::tabs() const
{
    return m_ui->tabs;
}

void RunsWindow::connectInputs()
{
    Ui::RunsWindow &ui = *m_ui;
    connect(ui.openSample, &QPushButton::clicked, m_model, &RunsModel::openSample);
    connect(ui.chooseQrels, &QPushButton::clicked, this, [this] {
        const QStringList paths
            = askOpen(tr("Open the qrels (judgments)"), tr("TREC qrels (*)"), false);
        if (!paths.isEmpty())
            m_model->setQrels(paths.front());
    });
    connect(ui.addRuns, &QPushButton::clicked, this, [this] {
        const QStringList paths = askOpen(tr("Add runs"), tr("TREC runs (*)"), true);
        if (!paths.isEmpty())
            m_model->addRuns(paths);
    });
    connect(ui.removeRun, &QPushButton::clicked, this, [this] {
        if (m_ui->runs->currentRow() >= 0)
            m_model->removeRun(m_ui->runs->currentRow());
    });
    connect(ui.runs, &QListWidget::currentRowChanged, this,
        [this](int row) { m_ui->removeRun->setEnabled(row >= 0 && !m_model->isBusy()); });
    for (QComboBox *box : {ui.measure, ui.baseline, ui.compared, ui.test}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(8);
    }
    connect(ui.measure, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (!m_updating)
            m_model->setMeasure(i);
    });
    connect(ui.baseline, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (!m_updating && !m_model->setBaseline(i))
            updateAll();
    });
    connect(ui.compared, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (!m_updating)
            m_model->setComparedRun(m_ui->compared->itemData(i).toInt());
    });
    connect(ui.test, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (!m_updating
            && !m_model->setTest(Ndcg::Trec::PairedTest(m_ui->test->itemData(i).toInt())))
            updateAll();
    });
    connect(ui.leaveOut, &QRadioButton::clicked, this, [this] {
        if (!m_model->setMissingQueries(RunsModel::MissingQueries::LeaveOut))
            updateAll();
    });
    connect(ui.countZero, &QRadioButton::clicked, this, [this] {
        if (!m_model->setMissingQueries(RunsModel::MissingQueries::CountAsZero))
            updateAll();
    });
}

void RunsWindow::connectResults()
{
    Ui::RunsWindow &ui = *m_ui;
    const auto messageColours = [bar = ui.messageBar] {
        bar->setStyleSheet(QStringLiteral("#messageBar { background: %1; border: 1px solid %2; } "
                                          "#messageBar QLabel { color: %3; }")
                               .arg(Theme::notice().name(), Theme::noticeBorder().name(),
                                   Theme::noticeInk().name()));
    };
    messageColours();
    connect(Theme::instance(), &Theme::changed, ui.messageBar, messageColours);
    connect(ui.dismiss, &QPushButton::clicked, this, [this] { showMessage({}); });
    ui.messageBar->hide();
    connect(ui.cancel, &QPushButton::clicked, m_model, &RunsModel::cancel);

    // A cell of the means table chooses the run and the measure the charts show (a click, or
    // Enter on the current cell).
    ui.meansTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    ui.meansTable->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    const auto chooseCell = [this](const QModelIndex &index) {
        const int measure = RunsMeansModel::measureOfColumn(index.column());
        if (measure >= 0)
            m_model->setMeasure(measure);
        m_model->setComparedRun(index.row());
    };
    connect(ui.meansTable, &QTableView::clicked, this, chooseCell);
    connect(ui.meansTable, &QTableView::activated, this, chooseCell);

    // A row of the query table opens its query: a click, or Enter (activated). Where the style
    // activates on a single click, `activated` alone comes for a click.
    ui.queryTable->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    ui.queryTable->sortByColumn(RunsQueryModel::Query, Qt::AscendingOrder);
    const auto openRow = [this](const QModelIndex &index) { openQuery(queryOfRow(index)); };
    connect(ui.queryTable, &QTableView::activated, this, openRow);
    if (!ui.queryTable->style()->styleHint(
            QStyle::SH_ItemView_ActivateItemOnSingleClick, nullptr, ui.queryTable))
        connect(ui.queryTable, &QTableView::clicked, this, openRow);

    for (RunsChart *chart : {ui.differences, ui.scatter, ui.distribution}) {
        connect(chart, &RunsChart::queryClicked, this, &RunsWindow::openQuery);
        auto *exportThis = new QAction(chart);
        exportThis->setObjectName(QStringLiteral("exportThisChart"));
        connect(
            exportThis, &QAction::triggered, this, [this, chart] { exportChart(chart->kind()); });
        chart->addAction(exportThis);
        m_exportThisChart.append(exportThis);
    }
}

int RunsWindow::queryOfRow(const QModelIndex &index) const
{
    const QVariant query = index.data(RunsQueryModel::QueryRole);
    return query.isValid() ? query.toInt() : -1;
}

void RunsWindow::applyFontSizes()
{
    Ui::RunsWindow &ui = *m_ui;
    const double line = fontMetrics().height();
    ui.runs->setMinimumHeight(int(line * 4));
    ui.runs->setMaximumHeight(int(line * 7.5));
    ui.qrelsLabel->setMinimumWidth(int(line * 3.5));
    ui.inputsScroll->setMinimumWidth(int(line * 13.5));
    // The sentence a little larger than the rest: the weight and family stay the window's.
    QFont big = font();
    if (big.pixelSize() > 0)
        big.setPixelSize(int(std::lround(big.pixelSize() * 1.15)));
    else
        big.setPointSizeF(big.pointSizeF() * 1.15);
    ui.sentence->setFont(big);
    ui.queryTable->verticalHeader()->setDefaultSectionSize(int(std::ceil(line * 1.4)));
    sizeMeansTableToRows();
}

void RunsWindow::sizeMeansTableToRows()
{
    // As tall as its rows (at most two lines when empty): the charts get the rest.
    QTableView *means = m_ui->meansTable;
    int height = means->horizontalHeader()->sizeHint().height() + 2 * means->frameWidth() + 2;
    if (m_meansModel->rowCount() == 0)
        height += means->horizontalHeader()->sizeHint().height();
    for (int r = 0; r < m_meansModel->rowCount(); ++r)
        height += means->rowHeight(r);
    means->setFixedHeight(height);
}

void RunsWindow::createActions()
{
    m_fileMenu = menuBar()->addMenu(QString());
    auto make = [this](QAction *&member, const char *name, const QKeySequence &key, auto slot) {
        auto *a = new QAction(this);
        member = a;
        a->setObjectName(QLatin1String(name));
        if (!key.isEmpty())
            a->setShortcut(key);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    m_fileMenu->addAction(make(m_actions.openSample, "runsOpenSample",
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), [this] { m_model->openSample(); }));
    m_fileMenu->addAction(make(m_actions.openQrels, "runsOpenQrels", QKeySequence::Open,
        [this] { m_ui->chooseQrels->click(); }));
    m_fileMenu->addAction(make(m_actions.addRuns, "runsAddRuns",
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O), [this] { m_ui->addRuns->click(); }));
    m_recent = m_fileMenu->addMenu(QString());
    connect(m_recent, &QMenu::aboutToShow, this, &RunsWindow::fillRecentMenu);
    m_fileMenu->addSeparator();
    m_exportChart = m_fileMenu->addMenu(QString());
    m_exportChart->addAction(make(m_actions.exportDifferences, "runsExportDifferences",
        QKeySequence(), [this] { exportChart(RunsChart::Kind::Differences); }));
    m_exportChart->addAction(make(m_actions.exportScatter, "runsExportScatter", QKeySequence(),
        [this] { exportChart(RunsChart::Kind::Scatter); }));
    m_exportChart->addAction(make(m_actions.exportDistribution, "runsExportDistribution",
        QKeySequence(), [this] { exportChart(RunsChart::Kind::Distribution); }));
    m_exportTable = m_fileMenu->addMenu(QString());
    m_exportTable->addAction(make(m_actions.exportCsv, "runsExportCsv", QKeySequence(),
        [this] { exportTable(Ndcg::Format::Csv); }));
    m_exportTable->addAction(make(m_actions.exportMarkdown, "runsExportMarkdown", QKeySequence(),
        [this] { exportTable(Ndcg::Format::Markdown); }));
    m_exportTable->addAction(make(m_actions.exportLatex, "runsExportLatex", QKeySequence(),
        [this] { exportTable(Ndcg::Format::Latex); }));
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(
        make(m_actions.close, "runsClose", QKeySequence::Close, [this] { close(); }));
}

void RunsWindow::retranslate()
{
    m_ui->retranslateUi(this); // the form's texts
    auto set = [](QAction *a, const QString &text) { a->setText(text); };
    m_fileMenu->setTitle(tr("&File"));
    set(m_actions.openSample, tr("Open the &sample (40 topics, two runs)"));
    set(m_actions.openQrels, tr("Open &qrels…"));
    set(m_actions.addRuns, tr("&Add runs…"));
    m_recent->setTitle(tr("Open &recent"));
    m_exportChart->setTitle(tr("Export c&hart"));
    set(m_actions.exportDifferences, tr("Differences by query (PNG, SVG, PDF)…"));
    set(m_actions.exportScatter, tr("A against B (PNG, SVG, PDF)…"));
    set(m_actions.exportDistribution, tr("Distribution (PNG, SVG, PDF)…"));
    m_exportTable->setTitle(tr("Export &table"));
    set(m_actions.exportCsv, tr("CSV…"));
    set(m_actions.exportMarkdown, tr("Markdown…"));
    set(m_actions.exportLatex, tr("LaTeX…"));
    set(m_actions.close, tr("&Close"));
    for (QAction *a : std::as_const(m_exportThisChart))
        a->setText(tr("Export this chart…"));
    m_meansModel->retranslate();
    m_queryModel->retranslate();
    updateAll();
}

void RunsWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_fileMenu)
        retranslate();
    QMainWindow::changeEvent(event);
    // After the children have their new font: the sizes taken from it.
    if (event->type() == QEvent::FontChange && m_fileMenu)
        applyFontSizes();
}

void RunsWindow::updateAll()
{
    m_updating = true;
    Ui::RunsWindow &ui = *m_ui;
    const RunsModel::Inputs &inputs = m_model->inputs();
    const auto &comparison = m_model->comparison();
    const int baseline = m_model->options().baseline;
    ui.qrelsLabel->setText(
        inputs.qrels.isEmpty() ? tr("none") : QFileInfo(inputs.qrels).fileName());
    ui.qrelsLabel->setToolTip(inputs.qrels);
    ui.runs->clear();
    const auto names = Ndcg::Trec::runNames(inputs.runs);
    for (qsizetype i = 0; i < inputs.runs.size(); ++i) {
        QString name = names ? names->value(i) : QFileInfo(inputs.runs[i]).fileName();
        if (comparison && i == baseline)
            name = tr("%1 (baseline)").arg(name);
        auto *item = new QListWidgetItem(name, ui.runs);
        item->setToolTip(inputs.runs[i]);
    }
    ui.removeRun->setEnabled(false);

    ui.measure->clear();
    ui.baseline->clear();
    ui.compared->clear();
    ui.test->clear();
    ui.test->addItem(tr("randomization test"), int(Ndcg::Trec::PairedTest::Randomization));
    ui.test->addItem(tr("paired t-test"), int(Ndcg::Trec::PairedTest::T));
    ui.test->addItem(tr("Wilcoxon signed-rank test"), int(Ndcg::Trec::PairedTest::Wilcoxon));
    ui.test->setCurrentIndex(ui.test->findData(int(m_model->options().test)));
    if (comparison) {
        ui.measure->addItems(comparison->measures);
        for (std::size_t r = 0; r < comparison->runs.size(); ++r) {
            ui.baseline->addItem(comparison->runs[r].name);
            if (int(r) != baseline)
                ui.compared->addItem(comparison->runs[r].name, int(r));
        }
        ui.baseline->setCurrentIndex(baseline);
    }
    for (QComboBox *box : {ui.measure, ui.baseline, ui.compared, ui.test})
        box->setEnabled(comparison.has_value() && !m_model->isBusy());

    const bool differ = m_model->queriesDiffer()
        || m_model->options().missing == RunsModel::MissingQueries::CountAsZero;
    ui.missingQueries->setVisible(comparison && differ);
    if (comparison && differ) {
        ui.missingText->setText(tr("The runs do not have the same queries:") + QLatin1Char('\n')
            + comparison->notes.join(QLatin1Char('\n')));
        ui.leaveOut->setChecked(m_model->options().missing == RunsModel::MissingQueries::LeaveOut);
        ui.countZero->setChecked(
            m_model->options().missing == RunsModel::MissingQueries::CountAsZero);
    }

    m_meansModel->setComparison(comparison ? &*comparison : nullptr);
    sizeMeansTableToRows();
    if (comparison) {
        const auto &c = *comparison;
        if (m_verdictHidden)
            ui.legend->clear();
        else
            ui.legend->setText(Ndcg::Trec::legend(c));
        // Two counts, each with its own plural ("1 query"): the queries phrase goes in whole.
        QString headline = tr("%n run(s) compared on %1", nullptr, int(c.runs.size()))
                               .arg(tr("%n quer(y|ies) of %1", nullptr, int(c.queries.size()))
                                        .arg(QFileInfo(c.qrelsFile).fileName()));
        if (c.options.eval.complete)
            headline += tr(" (every judged query; a query a run lacks counts as 0)");
        else if (c.queries.size() < c.universe)
            headline
                += tr(" (those every run has, of %1 judged queries some run has)").arg(c.universe);
        ui.headline->setText(tr("%1.", "the end of a sentence").arg(headline));
    } else {
        ui.legend->clear();
        ui.headline->clear();
    }
    for (QAction *a : m_exportChart->actions() + m_exportTable->actions())
        a->setEnabled(comparison.has_value());
    m_updating = false;
    updateCompared();
}

void RunsWindow::updateCompared()
{
    m_updating = true;
    Ui::RunsWindow &ui = *m_ui;
    const auto &comparison = m_model->comparison();
    RunsChart::Data data;
    if (comparison && m_model->comparedRun() >= 0) {
        const auto &c = *comparison;
        const auto base = std::size_t(c.options.baseline);
        const auto run = std::size_t(m_model->comparedRun());
        const auto m = std::size_t(m_model->measure());
        data.queries = c.queries;
        data.a = c.values[base][m];
        data.b = c.values[run][m];
        data.nameA = c.runs[base].name;
        data.nameB = c.runs[run].name;
        data.measure = c.measures.value(int(m));
        ui.measure->setCurrentIndex(int(m));
        ui.compared->setCurrentIndex(ui.compared->findData(int(run)));
        ui.sentence->setText(m_verdictHidden
                ? tr("Whether the difference is significant stays hidden until the answer is "
                     "shown.")
                : m_model->sentence());
        // The shown run and measure stand out in the table.
        m_meansModel->setShown(int(run), int(m));
    } else if (m_model->inputs().qrels.isEmpty() || m_model->inputs().runs.size() < 2) {
        ui.sentence->setText(tr("Choose a qrels file and at least two runs — or open the sample — "
                                "to see which system is better, on which queries, and whether "
                                "the difference is more than chance."));
    } else {
        ui.sentence->clear();
    }
    m_queryModel->setQueries(data);
    for (RunsChart *chart : {ui.differences, ui.scatter, ui.distribution})
        chart->setData(data);
    m_updating = false;
}

void RunsWindow::updateBusy(bool busy)
{
    Ui::RunsWindow &ui = *m_ui;
    ui.progressFrame->setVisible(busy);
    for (QWidget *w : std::initializer_list<QWidget *> {ui.openSample, ui.chooseQrels, ui.addRuns,
             ui.runs, ui.missingQueries, ui.measure, ui.baseline, ui.compared, ui.test})
        w->setEnabled(!busy);
    for (QAction *a : {m_actions.openSample, m_actions.openQrels, m_actions.addRuns})
        a->setEnabled(!busy);
    m_recent->setEnabled(!busy);
    if (!busy)
        updateAll();
    updateProgress();
}

void RunsWindow::updateProgress()
{
    const double p = m_model->progress();
    if (p < 0) {
        m_ui->progress->setRange(0, 0); // busy, no measure
    } else {
        m_ui->progress->setRange(0, 1000);
        m_ui->progress->setValue(int(p * 1000));
    }
    m_ui->progressText->setText(m_model->progressText());
}

void RunsWindow::fillRecentMenu()
{
    m_recent->clear();
    const QList<RunsModel::Inputs> sets = RunsModel::recentSets();
    for (const RunsModel::Inputs &set : sets) {
        QStringList runs;
        for (const QString &run : set.runs)
            runs << QFileInfo(run).fileName();
        QAction *a = m_recent->addAction(
            tr("%1 with %2").arg(QFileInfo(set.qrels).fileName(), runs.join(QStringLiteral(", "))));
        a->setToolTip(QStringList(QStringList {set.qrels} + set.runs).join(QLatin1Char('\n')));
        connect(a, &QAction::triggered, this, [this, set] { m_model->load(set); });
    }
    if (sets.isEmpty())
        m_recent->addAction(tr("(none yet)"))->setEnabled(false);
}

void RunsWindow::showMessage(const QString &text)
{
    m_ui->message->setText(text);
    m_ui->messageBar->setVisible(!text.isEmpty());
}

QString RunsWindow::message() const
{
    return m_ui->messageBar->isHidden() ? QString() : m_ui->message->text();
}

void RunsWindow::setVerdictHidden(bool hidden)
{
    if (m_verdictHidden == hidden)
        return;
    m_verdictHidden = hidden;
    m_meansModel->setVerdictHidden(hidden);
    updateAll();
}

QString RunsWindow::sentence() const
{
    return m_ui->sentence->text();
}

RunsChart *RunsWindow::chart(RunsChart::Kind kind) const
{
    switch (kind) {
    case RunsChart::Kind::Differences:
        return m_ui->differences;
    case RunsChart::Kind::Scatter:
        return m_ui->scatter;
    case RunsChart::Kind::Distribution:
        return m_ui->distribution;
    }
    return nullptr;
}

qint64 &RunsWindow::asyncQueryBytes()
{
    static qint64 bytes = 64 * 1024 * 1024;
    return bytes;
}

void RunsWindow::openQuery(int query)
{
    const auto &comparison = m_model->comparison();
    if (!comparison || query < 0 || query >= comparison->queries.size())
        return;
    for (RunsChart *chart : {m_ui->differences, m_ui->scatter, m_ui->distribution})
        chart->setSelectedQuery(query);
    // The query's row, wherever the sorting put it.
    const QModelIndex row = m_querySort->mapFromSource(m_queryModel->index(query, 0));
    if (row.isValid() && m_ui->queryTable->currentIndex().row() != row.row())
        m_ui->queryTable->setCurrentIndex(row);
    // Each run is read through to find the query's lines: large runs on a thread, so that the
    // window does not freeze while they are read.
    qint64 bytes = 0;
    for (const int run : {comparison->options.baseline, m_model->comparedRun()})
        bytes += QFileInfo(comparison->runs[std::size_t(run)].path).size();
    if (bytes > asyncQueryBytes()) {
        if (m_model->requestQuery(query)) {
            statusBar()->showMessage(
                tr("Reading query %1 from both runs…").arg(comparison->queries[query]));
            QApplication::setOverrideCursor(Qt::BusyCursor);
        }
        return;
    }
    QString name;
    QStringList nameParts;
    const auto scenario = m_model->scenarioForQuery(query, &name, &nameParts);
    if (!scenario) {
        showMessage(scenario.error().toString());
        return;
    }
    queryReady(*scenario, name, nameParts);
}

void RunsWindow::queryReady(
    const Ndcg::Scenario &scenario, const QString &name, const QStringList &nameParts)
{
    statusBar()->showMessage(tr("Opened %1 in the main window.").arg(name), 12000);
    emit queryOpened(scenario, name, nameParts);
}

bool RunsWindow::openFiles(const QStringList &paths)
{
    RunsModel::Inputs inputs = m_model->inputs();
    int qrels = 0;
    for (const QString &path : paths) {
        if (looksLikeQrels(path)) {
            inputs.qrels = path;
            ++qrels;
        } else {
            inputs.runs.append(path);
        }
    }
    if (qrels > 1) {
        showMessage(tr("%n qrels files were given at once: give one qrels file and the runs.",
            nullptr, qrels));
        return false;
    }
    return m_model->load(inputs, m_model->options());
}

void RunsWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls() && !m_model->isBusy())
        event->acceptProposedAction();
}

void RunsWindow::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls()) {
        if (url.isLocalFile())
            paths << url.toLocalFile();
    }
    if (!paths.isEmpty()) {
        event->acceptProposedAction();
        openFiles(paths);
    }
}

QStringList RunsWindow::askOpen(const QString &caption, const QString &filter, bool many)
{
    QStringList paths;
    if (pathHook())
        paths = pathHook()(caption, SettingsStore::lastFolder());
    else if (many)
        paths = QFileDialog::getOpenFileNames(this, caption, SettingsStore::lastFolder(), filter);
    else if (const QString path
             = QFileDialog::getOpenFileName(this, caption, SettingsStore::lastFolder(), filter);
             !path.isEmpty())
        paths << path;
    if (!paths.isEmpty())
        SettingsStore::rememberFolderOf(paths.front());
    return paths;
}

QString RunsWindow::askSave(const QString &caption, const QString &filter, const QString &name)
{
    const QString suggested = QDir(SettingsStore::lastFolder()).filePath(name);
    QString path;
    if (pathHook())
        path = pathHook()(caption, suggested).value(0);
    else
        path = QFileDialog::getSaveFileName(this, caption, suggested, filter);
    if (!path.isEmpty())
        SettingsStore::rememberFolderOf(path);
    return path;
}

bool RunsWindow::writeFile(const QString &path, const QByteArray &bytes)
{
    QString error;
    if (!FileWriter::write(path, bytes, &error)) {
        showMessage(tr("“%1” could not be written: %2").arg(path, error));
        return false;
    }
    statusBar()->showMessage(tr("Exported %1.").arg(QFileInfo(path).fileName()), 12000);
    return true;
}

bool RunsWindow::exportChart(RunsChart::Kind kind, const QString &givenPath)
{
    if (!m_model->comparison())
        return false;
    const char *base = kind == RunsChart::Kind::Differences ? "differences"
        : kind == RunsChart::Kind::Scatter                  ? "scatter"
                                                            : "distribution";
    QString path = givenPath.isEmpty() ? askSave(tr("Export the chart"),
                       tr("PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)"),
                       QLatin1String(base) + QStringLiteral(".png"))
                                       : givenPath;
    if (path.isEmpty())
        return false;
    const QString suffix = QFileInfo(path).suffix().toLower();
    const RunsChart *c = chart(kind);
    if (suffix == QLatin1String("svg"))
        return writeFile(path, c->svg());
    if (suffix == QLatin1String("pdf"))
        return writeFile(path, c->pdf());
    if (suffix != QLatin1String("png"))
        path += QStringLiteral(".png");
    return writeFile(path, c->png());
}

bool RunsWindow::exportTable(Ndcg::Format format, const QString &givenPath)
{
    if (!m_model->comparison())
        return false;
    const QString suffix = format == Ndcg::Format::Csv ? QStringLiteral(".csv")
        : format == Ndcg::Format::Markdown             ? QStringLiteral(".md")
        : format == Ndcg::Format::Latex                ? QStringLiteral(".tex")
                                                       : QStringLiteral(".txt");
    const QString path = givenPath.isEmpty() ? askSave(tr("Export the table"),
                             QStringLiteral("*") + suffix, QStringLiteral("runs") + suffix)
                                             : givenPath;
    if (path.isEmpty())
        return false;
    return writeFile(
        path, Ndcg::Trec::formatComparison(*m_model->comparison(), format, false).toUtf8());
}

void RunsWindow::setPathHookForTesting(PathHook hook)
{
    pathHook() = std::move(hook);
}
