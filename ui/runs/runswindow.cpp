#include "runswindow.h"

#include "comparisonformat.h"
#include "filewriter.h"
#include "runsmodel.h"
#include "document/settingsstore.h"
#include "style/theme.h"

#include <QAction>
#include <QApplication>
#include <QButtonGroup>
#include <QComboBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QFrame>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

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

QString fixed4(double v)
{
    return std::isnan(v) ? QStringLiteral("—") : Ndcg::Trec::fixedText(v, 4); // never "-0.0000"
}

// A number shown with 4 decimals, as the CLI prints it, and sorted by its value.
class NumberItem : public QTableWidgetItem
{
public:
    explicit NumberItem(double v)
        : QTableWidgetItem(fixed4(v))
    {
        setData(Qt::UserRole, v);
        setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    }
    bool operator<(const QTableWidgetItem &other) const override
    {
        return data(Qt::UserRole).toDouble() < other.data(Qt::UserRole).toDouble();
    }
};

QTableWidgetItem *numberItem(double v)
{
    return new NumberItem(v);
}

} // namespace

RunsWindow::RunsWindow(QWidget *parent)
    : QMainWindow(parent, Qt::Window)
{
    setObjectName(QStringLiteral("runsWindow"));
    m_model = new RunsModel(this);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(createInputs());
    splitter->addWidget(createResults());
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({270, 900});
    setCentralWidget(splitter);
    createActions();
    setAcceptDrops(true);

    // A load that succeeds clears the problem of an earlier one (`changed` comes only then).
    connect(m_model, &RunsModel::changed, this, [this] {
        showMessage({});
        updateAll();
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
    updateAll();
    updateBusy(false);
    QSize size(1180, 780);
    if (const QScreen *screen = parent ? parent->screen() : QApplication::primaryScreen())
        size = size.boundedTo(screen->availableGeometry().size() - QSize(20, 40));
    resize(size);
}

RunsWindow::~RunsWindow()
{
    if (m_model->isReadingQuery()) // its result will not come: the cursor it set goes now
        QApplication::restoreOverrideCursor();
}

QWidget *RunsWindow::createInputs()
{
    auto *panel = new QWidget;
    auto *layout = new QVBoxLayout(panel);
    layout->setContentsMargins(8, 8, 4, 8);
    m_sample = new QPushButton;
    m_sample->setObjectName(QStringLiteral("openSample"));
    connect(m_sample, &QPushButton::clicked, m_model, &RunsModel::openSample);
    layout->addWidget(m_sample);

    m_qrelsTitle = new QLabel;
    m_qrelsTitle->setStyleSheet(QStringLiteral("font-weight: bold"));
    layout->addWidget(m_qrelsTitle);
    auto *qrelsRow = new QHBoxLayout;
    m_qrelsLabel = new QLabel;
    m_qrelsLabel->setMinimumWidth(60);
    m_qrelsLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_chooseQrels = new QPushButton;
    connect(m_chooseQrels, &QPushButton::clicked, this, [this] {
        const QStringList paths
            = askOpen(tr("Open the qrels (judgments)"), tr("TREC qrels (*)"), false);
        if (!paths.isEmpty())
            m_model->setQrels(paths.front());
    });
    qrelsRow->addWidget(m_qrelsLabel, 1);
    qrelsRow->addWidget(m_chooseQrels);
    layout->addLayout(qrelsRow);

    m_runsTitle = new QLabel;
    m_runsTitle->setStyleSheet(QStringLiteral("font-weight: bold"));
    layout->addWidget(m_runsTitle);
    m_runs = new QListWidget;
    m_runs->setMinimumHeight(70);
    m_runs->setMaximumHeight(130);
    layout->addWidget(m_runs);
    auto *runButtons = new QHBoxLayout;
    m_addRuns = new QPushButton;
    m_removeRun = new QPushButton;
    connect(m_addRuns, &QPushButton::clicked, this, [this] {
        const QStringList paths = askOpen(tr("Add runs"), tr("TREC runs (*)"), true);
        if (!paths.isEmpty())
            m_model->addRuns(paths);
    });
    connect(m_removeRun, &QPushButton::clicked, this, [this] {
        if (m_runs->currentRow() >= 0)
            m_model->removeRun(m_runs->currentRow());
    });
    connect(m_runs, &QListWidget::currentRowChanged, this,
        [this](int row) { m_removeRun->setEnabled(row >= 0 && !m_model->isBusy()); });
    runButtons->addWidget(m_addRuns);
    runButtons->addWidget(m_removeRun);
    layout->addLayout(runButtons);

    m_compareTitle = new QLabel;
    m_compareTitle->setStyleSheet(QStringLiteral("font-weight: bold"));
    layout->addWidget(m_compareTitle);
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_measure = new QComboBox;
    m_baseline = new QComboBox;
    m_compared = new QComboBox;
    m_test = new QComboBox;
    for (QComboBox *box : {m_measure, m_baseline, m_compared, m_test}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(8);
    }
    m_measureLabel = new QLabel;
    m_baselineLabel = new QLabel;
    m_comparedLabel = new QLabel;
    m_testLabel = new QLabel;
    form->addRow(m_measureLabel, m_measure);
    form->addRow(m_baselineLabel, m_baseline);
    form->addRow(m_comparedLabel, m_compared);
    form->addRow(m_testLabel, m_test);
    layout->addLayout(form);
    connect(m_measure, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (!m_updating)
            m_model->setMeasure(i);
    });
    connect(m_baseline, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (!m_updating && !m_model->setBaseline(i))
            updateAll();
    });
    connect(m_compared, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (!m_updating)
            m_model->setComparedRun(m_compared->itemData(i).toInt());
    });
    connect(m_test, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (!m_updating && !m_model->setTest(Ndcg::Trec::PairedTest(m_test->itemData(i).toInt())))
            updateAll();
    });

    m_missing = new QFrame;
    m_missing->setObjectName(QStringLiteral("missingQueries"));
    m_missing->setFrameShape(QFrame::StyledPanel);
    auto *missing = new QVBoxLayout(m_missing);
    m_missingText = new QLabel;
    m_missingText->setWordWrap(true);
    m_missingText->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_leaveOut = new QRadioButton;
    m_countZero = new QRadioButton;
    auto *group = new QButtonGroup(m_missing);
    group->addButton(m_leaveOut);
    group->addButton(m_countZero);
    missing->addWidget(m_missingText);
    missing->addWidget(m_leaveOut);
    missing->addWidget(m_countZero);
    connect(m_leaveOut, &QRadioButton::clicked, this, [this] {
        if (!m_model->setMissingQueries(RunsModel::MissingQueries::LeaveOut))
            updateAll();
    });
    connect(m_countZero, &QRadioButton::clicked, this, [this] {
        if (!m_model->setMissingQueries(RunsModel::MissingQueries::CountAsZero))
            updateAll();
    });
    layout->addWidget(m_missing);
    layout->addStretch(1);

    auto *scroll = new QScrollArea;
    scroll->setWidget(panel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(230);
    return scroll;
}

QWidget *RunsWindow::createResults()
{
    auto *right = new QWidget;
    auto *layout = new QVBoxLayout(right);
    layout->setContentsMargins(4, 8, 8, 4);

    m_messageBar = new QFrame;
    m_messageBar->setObjectName(QStringLiteral("messageBar"));
    m_messageBar->setFrameShape(QFrame::StyledPanel);
    Theme::follow(m_messageBar, [bar = m_messageBar] {
        bar->setStyleSheet(QStringLiteral("#messageBar { background: %1; border: 1px solid %2; } "
                                          "#messageBar QLabel { color: %3; }")
                               .arg(Theme::notice().name(), Theme::noticeBorder().name(),
                                   Theme::noticeInk().name()));
    });
    auto *messageRow = new QHBoxLayout(m_messageBar);
    m_message = new QLabel;
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_dismiss = new QPushButton;
    connect(m_dismiss, &QPushButton::clicked, this, [this] { showMessage({}); });
    messageRow->addWidget(m_message, 1);
    messageRow->addWidget(m_dismiss, 0, Qt::AlignTop);
    layout->addWidget(m_messageBar);
    m_messageBar->hide();

    m_progressBar = new QFrame;
    auto *progressRow = new QHBoxLayout(m_progressBar);
    progressRow->setContentsMargins(0, 0, 0, 0);
    m_progressText = new QLabel;
    m_progress = new QProgressBar;
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(false);
    m_cancel = new QPushButton;
    m_cancel->setObjectName(QStringLiteral("cancel"));
    connect(m_cancel, &QPushButton::clicked, m_model, &RunsModel::cancel);
    progressRow->addWidget(m_progressText);
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_cancel);
    layout->addWidget(m_progressBar);

    auto *top = new QWidget;
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    m_sentence = new QLabel;
    m_sentence->setObjectName(QStringLiteral("sentence"));
    m_sentence->setWordWrap(true);
    m_sentence->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_sentence->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    QFont big = m_sentence->font();
    big.setPointSizeF(big.pointSizeF() * 1.15);
    m_sentence->setFont(big);
    m_headline = new QLabel;
    m_headline->setObjectName(QStringLiteral("headline"));
    m_headline->setWordWrap(true);
    m_headline->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_means = new QTableWidget;
    m_means->setObjectName(QStringLiteral("meansTable"));
    m_means->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_means->setSelectionMode(QAbstractItemView::NoSelection);
    m_means->verticalHeader()->hide();
    m_means->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_means->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    connect(m_means, &QTableWidget::cellClicked, this, [this](int row, int column) {
        if (column >= 1)
            m_model->setMeasure(column - 1);
        m_model->setComparedRun(row);
    });
    m_legend = new QLabel;
    m_legend->setWordWrap(true);
    m_legend->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    topLayout->addWidget(m_sentence);
    topLayout->addWidget(m_headline);
    topLayout->addWidget(m_means);
    topLayout->addWidget(m_legend);

    m_tabs = new QTabWidget;
    m_differences = new RunsChart(RunsChart::Kind::Differences);
    m_scatter = new RunsChart(RunsChart::Kind::Scatter);
    m_distribution = new RunsChart(RunsChart::Kind::Distribution);
    m_queries = new QTableWidget;
    m_queries->setObjectName(QStringLiteral("queryTable"));
    m_queries->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_queries->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_queries->setSelectionMode(QAbstractItemView::SingleSelection);
    m_queries->verticalHeader()->hide();
    m_queries->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    connect(m_queries, &QTableWidget::cellClicked, this, [this](int row, int) {
        if (QTableWidgetItem *item = m_queries->item(row, 0))
            openQuery(item->data(Qt::UserRole).toInt());
    });
    for (RunsChart *chart : {m_differences, m_scatter, m_distribution}) {
        connect(chart, &RunsChart::queryClicked, this, &RunsWindow::openQuery);
        auto *exportThis = new QAction(chart);
        exportThis->setObjectName(QStringLiteral("exportThisChart"));
        connect(
            exportThis, &QAction::triggered, this, [this, chart] { exportChart(chart->kind()); });
        chart->addAction(exportThis);
        m_exportThisChart.append(exportThis);
    }
    m_tabs->addTab(m_differences, QString());
    m_tabs->addTab(m_scatter, QString());
    m_tabs->addTab(m_distribution, QString());
    m_tabs->addTab(m_queries, QString());

    top->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    layout->addWidget(top);
    layout->addWidget(m_tabs, 1);
    return right;
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
        [this] { m_chooseQrels->click(); }));
    m_fileMenu->addAction(make(m_actions.addRuns, "runsAddRuns",
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O), [this] { m_addRuns->click(); }));
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
    setWindowTitle(tr("Evaluate runs — NDCG Explorer"));
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
    m_sample->setText(tr("Open the sample"));
    m_sample->setToolTip(tr("A small test collection: 40 topics judged 0–3 and two runs of 100 "
                            "documents per topic, bm25 and a re-ranker of its results."));
    m_qrelsTitle->setText(tr("Qrels (judgments)"));
    m_chooseQrels->setText(tr("Choose…"));
    m_runsTitle->setText(tr("Runs"));
    m_addRuns->setText(tr("Add…"));
    m_removeRun->setText(tr("Remove"));
    m_compareTitle->setText(tr("Compare"));
    m_measureLabel->setText(tr("Measure"));
    m_baselineLabel->setText(tr("Baseline (A)"));
    m_comparedLabel->setText(tr("Run (B)"));
    m_testLabel->setText(tr("Test"));
    m_leaveOut->setText(tr("Leave them out"));
    m_leaveOut->setToolTip(tr("Compare only the queries every run has (as ndcg-cli compare does "
                              "by default)."));
    m_countZero->setText(tr("Count them as 0"));
    m_countZero->setToolTip(tr("Compare every judged query; a query a run lacks scores 0, as "
                               "eval -c and compare -c count it."));
    m_dismiss->setText(tr("Dismiss"));
    m_cancel->setText(tr("Cancel"));
    m_tabs->setTabText(0, tr("Differences by query"));
    m_tabs->setTabText(1, tr("A against B"));
    m_tabs->setTabText(2, tr("Distribution"));
    m_tabs->setTabText(3, tr("Queries"));
    m_runs->setToolTip(tr("Drop qrels and run files anywhere on this window."));
    updateAll();
}

void RunsWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_fileMenu)
        retranslate();
    QMainWindow::changeEvent(event);
}

void RunsWindow::updateAll()
{
    m_updating = true;
    const RunsModel::Inputs &inputs = m_model->inputs();
    const auto &comparison = m_model->comparison();
    const int baseline = m_model->options().baseline;
    m_qrelsLabel->setText(inputs.qrels.isEmpty() ? tr("none") : QFileInfo(inputs.qrels).fileName());
    m_qrelsLabel->setToolTip(inputs.qrels);
    m_runs->clear();
    const auto names = Ndcg::Trec::runNames(inputs.runs);
    for (qsizetype i = 0; i < inputs.runs.size(); ++i) {
        QString name = names ? names->value(i) : QFileInfo(inputs.runs[i]).fileName();
        if (comparison && i == baseline)
            name = tr("%1 (baseline)").arg(name);
        auto *item = new QListWidgetItem(name, m_runs);
        item->setToolTip(inputs.runs[i]);
    }
    m_removeRun->setEnabled(false);

    m_measure->clear();
    m_baseline->clear();
    m_compared->clear();
    m_test->clear();
    m_test->addItem(tr("randomization test"), int(Ndcg::Trec::PairedTest::Randomization));
    m_test->addItem(tr("paired t-test"), int(Ndcg::Trec::PairedTest::T));
    m_test->addItem(tr("Wilcoxon signed-rank test"), int(Ndcg::Trec::PairedTest::Wilcoxon));
    m_test->setCurrentIndex(m_test->findData(int(m_model->options().test)));
    if (comparison) {
        m_measure->addItems(comparison->measures);
        for (std::size_t r = 0; r < comparison->runs.size(); ++r) {
            m_baseline->addItem(comparison->runs[r].name);
            if (int(r) != baseline)
                m_compared->addItem(comparison->runs[r].name, int(r));
        }
        m_baseline->setCurrentIndex(baseline);
    }
    for (QComboBox *box : {m_measure, m_baseline, m_compared, m_test})
        box->setEnabled(comparison.has_value() && !m_model->isBusy());

    const bool differ = m_model->queriesDiffer()
        || m_model->options().missing == RunsModel::MissingQueries::CountAsZero;
    m_missing->setVisible(comparison && differ);
    if (comparison && differ) {
        m_missingText->setText(tr("The runs do not have the same queries:") + QLatin1Char('\n')
            + comparison->notes.join(QLatin1Char('\n')));
        m_leaveOut->setChecked(m_model->options().missing == RunsModel::MissingQueries::LeaveOut);
        m_countZero->setChecked(
            m_model->options().missing == RunsModel::MissingQueries::CountAsZero);
    }

    m_means->clear();
    m_means->setRowCount(0);
    m_means->setColumnCount(0);
    if (comparison) {
        const auto &c = *comparison;
        m_means->setColumnCount(int(c.measures.size()) + 1);
        m_means->setHorizontalHeaderLabels(QStringList {tr("run")} + c.measures);
        m_means->setRowCount(int(c.runs.size()));
        for (std::size_t r = 0; r < c.runs.size(); ++r) {
            auto *name = new QTableWidgetItem(
                int(r) == baseline ? tr("%1 (baseline)").arg(c.runs[r].name) : c.runs[r].name);
            name->setToolTip(c.runs[r].path);
            m_means->setItem(int(r), 0, name);
            for (qsizetype m = 0; m < c.measures.size(); ++m) {
                const Ndcg::Trec::Difference &d = c.differences[r][std::size_t(m)];
                QString text = fixed4(c.means[r][std::size_t(m)]);
                QString tip;
                if (int(r) != baseline) {
                    if (d.significant)
                        text += d.direction > 0 ? QStringLiteral("†") : QStringLiteral("‡");
                    tip = tr("%1 − baseline: %2, p = %3; higher on %4, equal on %5, lower on %6 "
                             "queries")
                              .arg(c.measures[m], fixed4(d.mean), fixed4(d.adjustedP))
                              .arg(d.counts.wins)
                              .arg(d.counts.ties)
                              .arg(d.counts.losses);
                }
                auto *item = new QTableWidgetItem(text);
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                item->setToolTip(tip);
                m_means->setItem(int(r), int(m) + 1, item);
            }
        }
        // As tall as its rows: the charts get the rest.
        int height = m_means->horizontalHeader()->sizeHint().height() + 2 * m_means->frameWidth();
        for (int r = 0; r < m_means->rowCount(); ++r)
            height += m_means->rowHeight(r);
        m_means->setFixedHeight(height + 2);
        m_legend->setText(Ndcg::Trec::legend(c));
        // Two counts, each with its own plural ("1 query"): the queries phrase goes in whole.
        QString headline = tr("%n run(s) compared on %1", nullptr, int(c.runs.size()))
                               .arg(tr("%n quer(y|ies) of %1", nullptr, int(c.queries.size()))
                                        .arg(QFileInfo(c.qrelsFile).fileName()));
        if (c.options.eval.complete)
            headline += tr(" (every judged query; a query a run lacks counts as 0)");
        else if (c.queries.size() < c.universe)
            headline
                += tr(" (those every run has, of %1 judged queries some run has)").arg(c.universe);
        m_headline->setText(tr("%1.", "the end of a sentence").arg(headline));
    } else {
        m_means->setFixedHeight(m_means->horizontalHeader()->sizeHint().height() * 2);
        m_legend->clear();
        m_headline->clear();
    }
    for (QAction *a : m_exportChart->actions() + m_exportTable->actions())
        a->setEnabled(comparison.has_value());
    m_updating = false;
    updateCompared();
}

void RunsWindow::updateCompared()
{
    m_updating = true;
    const auto &comparison = m_model->comparison();
    RunsChart::Data data;
    m_queries->clear();
    m_queries->setRowCount(0);
    m_queries->setSortingEnabled(false);
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
        m_measure->setCurrentIndex(int(m));
        m_compared->setCurrentIndex(m_compared->findData(int(run)));
        m_queries->setColumnCount(4);
        m_queries->setHorizontalHeaderLabels(
            {tr("query"), tr("%1 (A)").arg(data.nameA), tr("%1 (B)").arg(data.nameB), tr("B − A")});
        m_queries->setRowCount(int(c.queries.size()));
        for (qsizetype q = 0; q < c.queries.size(); ++q) {
            auto *id = new QTableWidgetItem(c.queries[q]);
            id->setData(Qt::UserRole, int(q));
            id->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
            id->setToolTip(tr("Click to open both rankings of this query in the main window."));
            m_queries->setItem(int(q), 0, id);
            m_queries->setItem(int(q), 1, numberItem(data.a[std::size_t(q)]));
            m_queries->setItem(int(q), 2, numberItem(data.b[std::size_t(q)]));
            m_queries->setItem(
                int(q), 3, numberItem(data.b[std::size_t(q)] - data.a[std::size_t(q)]));
        }
        m_queries->setSortingEnabled(true);
        m_sentence->setText(m_model->sentence());
        // The shown run and measure stand out in the table.
        for (int r = 0; r < m_means->rowCount(); ++r) {
            for (int col = 0; col < m_means->columnCount(); ++col) {
                if (QTableWidgetItem *item = m_means->item(r, col)) {
                    QFont f = item->font();
                    f.setBold(r == int(run) && (col == 0 || col == int(m) + 1));
                    item->setFont(f);
                }
            }
        }
    } else if (m_model->inputs().qrels.isEmpty() || m_model->inputs().runs.size() < 2) {
        m_sentence->setText(tr("Choose a qrels file and at least two runs — or open the sample — "
                               "to see which system is better, on which queries, and whether "
                               "the difference is more than chance."));
    } else {
        m_sentence->clear();
    }
    for (RunsChart *chart : {m_differences, m_scatter, m_distribution})
        chart->setData(data);
    m_updating = false;
}

void RunsWindow::updateBusy(bool busy)
{
    m_progressBar->setVisible(busy);
    for (QWidget *w : std::initializer_list<QWidget *> {m_sample, m_chooseQrels, m_addRuns, m_runs,
             m_missing, m_measure, m_baseline, m_compared, m_test})
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
        m_progress->setRange(0, 0); // busy, no measure
    } else {
        m_progress->setRange(0, 1000);
        m_progress->setValue(int(p * 1000));
    }
    m_progressText->setText(m_model->progressText());
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
    m_message->setText(text);
    m_messageBar->setVisible(!text.isEmpty());
}

QString RunsWindow::message() const
{
    return m_messageBar->isHidden() ? QString() : m_message->text();
}

QString RunsWindow::sentence() const
{
    return m_sentence->text();
}

RunsChart *RunsWindow::chart(RunsChart::Kind kind) const
{
    switch (kind) {
    case RunsChart::Kind::Differences:
        return m_differences;
    case RunsChart::Kind::Scatter:
        return m_scatter;
    case RunsChart::Kind::Distribution:
        return m_distribution;
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
    for (RunsChart *chart : {m_differences, m_scatter, m_distribution})
        chart->setSelectedQuery(query);
    for (int row = 0; row < m_queries->rowCount(); ++row) {
        if (m_queries->item(row, 0)
            && m_queries->item(row, 0)->data(Qt::UserRole).toInt() == query) {
            m_queries->selectRow(row);
            break;
        }
    }
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
