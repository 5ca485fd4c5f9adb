#include "workbench.h"

#include "charts/contributionchart.h"
#include "definitionbar.h"
#include "notelabel.h"
#include "formulapanel.h"
#include "unretrievedmodel.h"
#include "charts/ndcgchart.h"
#include "rankingedits.h"
#include "rankingtablemodel.h"
#include "rankingtableview.h"
#include "resultcard.h"
#include "charts/runningdcgchart.h"
#include "document/rowcommands.h"
#include "style/theme.h"

#include <QApplication>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

Workbench::Workbench(RankingDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    m_model = new RankingTableModel(document, this);
    m_poolModel = new UnretrievedModel(document, this);

    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(8, 6, 8, 6);
    outer->setSpacing(6);
    m_definition = new DefinitionBar(document, this);
    outer->addWidget(m_definition);
    m_card = new ResultCard(this);
    outer->addWidget(m_card);

    // Middle: the table and the judged pool beside the formula; below: the three charts.
    m_splitter = new QSplitter(Qt::Vertical, this);
    m_splitter->setChildrenCollapsible(false);
    auto *middle = new QSplitter(Qt::Horizontal, m_splitter);
    m_middle = middle;
    middle->setChildrenCollapsible(false);

    // Left: the table, a notice strip for refused edits, the judged pool.
    auto *left = new QWidget(middle);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->setSpacing(4);
    m_message = new NoteLabel(left);
    m_message->setObjectName(QStringLiteral("editMessage"));
    Theme::follow(m_message, [message = m_message] {
        message->setStyleSheet(QStringLiteral("#editMessage { color: %1; background: %2; "
                                              "border: 1px solid %3; border-radius: 3px; "
                                              "padding: 4px 8px; font-weight: bold; }")
                                   .arg(Theme::noticeInk().name(), Theme::notice().name(),
                                       Theme::noticeBorder().name()));
    });
    Theme::followZoom(m_message); // projectable, and zoomed with the window
    m_message->hide();
    m_messageTimer = new QTimer(this);
    m_messageTimer->setSingleShot(true);
    m_messageTimer->setInterval(12000);
    connect(m_messageTimer, &QTimer::timeout, m_message, &QLabel::hide);
    m_table = new RankingTableView(left);
    m_table->setModel(m_model);
    m_editor = new RowCommands(document, m_table, m_model, this);
    connect(m_editor, &RowCommands::refused, this, &Workbench::showMessage);
    connect(m_editor, &RowCommands::applied, m_message, &QLabel::hide);
    leftLayout->addWidget(m_message);
    leftLayout->addWidget(m_table, 3);

    auto *poolHeader = new QHBoxLayout;
    m_poolTitle = new NoteLabel(left);
    m_addJudged = new QPushButton(left);
    m_removeJudged = new QPushButton(left);
    poolHeader->addWidget(m_poolTitle, 1);
    poolHeader->addWidget(m_addJudged);
    poolHeader->addWidget(m_removeJudged);
    leftLayout->addLayout(poolHeader);
    m_poolView = new QTableView(left);
    m_poolView->setModel(m_poolModel);
    m_poolView->verticalHeader()->hide();
    m_poolView->horizontalHeader()->setStretchLastSection(true);
    m_poolView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_poolView->setEditTriggers(QAbstractItemView::AnyKeyPressed | QAbstractItemView::DoubleClicked
        | QAbstractItemView::EditKeyPressed);
    m_poolView->setAccessibleName(tr("Judged items not retrieved"));
    leftLayout->addWidget(m_poolView, 1);
    connect(m_addJudged, &QPushButton::clicked, this, &Workbench::addJudgedItem);
    connect(m_removeJudged, &QPushButton::clicked, this, &Workbench::removeJudgedItems);

    // Right of the table: the formula with the numbers substituted.
    m_formula = new FormulaPanel(middle);
    middle->addWidget(left);
    middle->addWidget(m_formula);
    // The table shows every column; the formula takes the rest.
    middle->setSizes({720, 560});

    // Bottom: the three charts side by side, running DCG a little wider.
    auto *charts = new QWidget(m_splitter);
    auto *row = new QHBoxLayout(charts);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(4);
    m_dcgChart = new RunningDcgChart(charts);
    m_contributionChart = new ContributionChart(charts);
    m_ndcgChart = new NdcgChart(charts);
    row->addWidget(m_dcgChart, 4);
    row->addWidget(m_contributionChart, 3);
    row->addWidget(m_ndcgChart, 3);
    m_splitter->addWidget(middle);
    m_splitter->addWidget(charts);
    // Proportions: the charts get a little more than the table and the formula.
    m_splitter->setSizes({42, 58});
    outer->addWidget(m_splitter, 1);

    // Linked highlighting: table → everything; charts and formula terms → table.
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) {
            setHighlightedPosition(current.isValid() ? current.row() + 1 : 0);
        });
    auto selectPosition = [this](int position) {
        m_table->selectRows({position - 1});
        setHighlightedPosition(position);
    };
    connect(m_dcgChart, &BreakdownChart::positionClicked, this, selectPosition);
    connect(m_contributionChart, &BreakdownChart::positionClicked, this, selectPosition);
    connect(m_ndcgChart, &BreakdownChart::positionClicked, this, selectPosition);
    connect(m_formula, &FormulaPanel::positionClicked, this, selectPosition);

    connect(m_model, &RankingTableModel::editRejected, this,
        [this](const QModelIndex &, const QString &reason) { showMessage(reason); });
    connect(m_poolModel, &UnretrievedModel::editRejected, this,
        [this](const QModelIndex &, const QString &reason) { showMessage(reason); });
    connect(m_model, &RankingTableModel::rowsDropped, this,
        [this](const QList<int> &rows) { m_table->selectRows(rows); });
    // A reset (structure changed, e.g. undo of a move) keeps the current row when it can.
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        m_restoreRow = m_table->currentIndex().isValid() ? m_table->currentIndex().row() : -1;
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        if (m_restoreRow >= 0 && m_restoreRow < m_model->rowCount())
            m_table->selectRows({m_restoreRow});
        else
            setHighlightedPosition(0);
    });
    connect(document, &RankingDocument::breakdownChanged, this, &Workbench::refreshViews);
    // A column that grows with its labels takes its width from the formula's side.
    connect(
        m_table->horizontalHeader(), &QHeaderView::sectionResized, this, &Workbench::fitTableWidth);
    setZoom(1.0);
    retranslate();
    refreshViews();
}

void Workbench::retranslate()
{
    m_poolTitle->setText(tr("<b>Judged, not retrieved</b> (counted by the ideal)"));
    m_poolTitle->setToolTip(tr("Judged items the ranking did not return: they count in IDCG "
                               "and recall, never in DCG"));
    m_addJudged->setText(tr("Add judged item"));
    m_removeJudged->setText(tr("Remove"));
    // Names and tips for screen readers and for the mouse: what each chart shows and how.
    m_addJudged->setToolTip(tr("Add a judged item the ranking did not return (Insert in the "
                               "judged list)"));
    m_removeJudged->setToolTip(tr("Remove the selected judged items (Delete in the judged list)"));
    m_dcgChart->setAccessibleName(tr("Chart: running DCG and ideal DCG by position"));
    m_dcgChart->setToolTip(tr("DCG@i (blue, solid, circles) and IDCG@i (orange, dashed, "
                              "squares) up to each position i; click a position to select it"));
    m_contributionChart->setAccessibleName(tr("Chart: contribution of each position"));
    m_contributionChart->setToolTip(tr("gain · d(i) at each position: this ranking (solid blue) "
                                       "beside the ideal (hatched orange); click to select"));
    m_ndcgChart->setAccessibleName(tr("Chart: NDCG at each position"));
    m_ndcgChart->setToolTip(tr("NDCG@i (purple, triangles) for every cutoff i; the dash-dot "
                               "line marks k; click to select"));
    m_formula->setToolTip(tr("The formula with this ranking's numbers; click a term to select "
                             "its position"));
    m_card->setAccessibleName(tr("Result"));
    m_model->retranslate();
    m_poolModel->retranslate();
    m_table->fitColumns();
    m_definition->retranslate();
    m_card->retranslate();
    m_dcgChart->retranslate();
    m_contributionChart->retranslate();
    m_ndcgChart->retranslate();
    refreshViews();
}

void Workbench::refreshViews()
{
    const Ndcg::Breakdown *b
        = m_view.preview ? &m_view.preview->breakdown : m_document->breakdown();
    // The breakdown and the state together: each view draws once, and none keeps a pointer to
    // a preview that has ended.
    m_model->setViewState(m_view);
    m_poolModel->setIdealHidden(!m_view.shows(1, Ndcg::StepCell::IdealGrade));
    m_card->setBreakdown(b, m_document->error(), m_view);
    m_dcgChart->setBreakdown(b, m_view);
    m_contributionChart->setBreakdown(b, m_view);
    m_ndcgChart->setBreakdown(b, m_view);
    m_formula->setBreakdown(b, m_view);
    const int judged = int(m_document->ranking().unretrieved.size());
    m_poolView->setVisible(judged > 0);
    // As tall as its rows, up to four.
    m_poolView->setFixedHeight(m_poolView->horizontalHeader()->sizeHint().height()
        + std::clamp(judged, 1, 4) * m_poolView->verticalHeader()->defaultSectionSize()
        + 2 * m_poolView->frameWidth());
    m_removeJudged->setEnabled(!m_document->ranking().unretrieved.isEmpty());
}

void Workbench::selectFigure(int position, int column, int formulaTerm, bool ideal)
{
    if (position < 1 || position > m_model->rowCount() || column < 0)
        return;
    const QModelIndex index = m_model->index(position - 1, column);
    m_table->selectionModel()->setCurrentIndex(
        index, QItemSelectionModel::ClearAndSelect); // the cell alone, not its row
    m_table->scrollTo(index);
    setHighlightedPosition(position);
    m_formula->setMarkedTerm(formulaTerm, ideal);
}

void Workbench::setHighlightedPosition(int position)
{
    m_highlight = position;
    m_formula->setMarkedTerm(0, false); // a figure's mark goes with its row
    m_dcgChart->setHighlightedPosition(position);
    m_contributionChart->setHighlightedPosition(position);
    m_ndcgChart->setHighlightedPosition(position);
    m_formula->setHighlightedPosition(position);
}

void Workbench::setViewState(const ViewState &view)
{
    if (view == m_view)
        return;
    const bool stepping = view.isStepping();
    if (stepping != m_view.isStepping()) {
        // A selected row would paint over the current cell: no selection while stepping.
        if (stepping) {
            m_table->clearSelection();
            m_table->setSelectionMode(QAbstractItemView::NoSelection);
            m_table->setFocus();
        } else {
            m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
        }
    }
    m_view = view;
    refreshViews();
    emit viewStateChanged(m_view);
    // The cell being computed stays in sight.
    if (view.currentCell != Ndcg::StepCell::None && view.currentPosition > 0) {
        const int row = view.currentPosition - 1;
        for (int column = 0; column < m_model->columnCount(); ++column) {
            if (RankingTableModel::stepCell(column) == view.currentCell
                && row < m_model->rowCount()) {
                m_table->scrollTo(m_model->index(row, column));
                break;
            }
        }
    }
}

void Workbench::setStepLimit(int limit)
{
    ViewState view = m_view;
    view.limit = limit;
    view.idealLimit = -2;
    setViewState(view);
    emit stepLimitChanged(limit);
}

namespace {

// The document's items in the order of a preview's grades: items whose grade is unchanged
// stay; the others go, in order, to the first free position of their grade (a swap of two
// different grades comes out exactly).
QList<Ndcg::Item> matchItems(const QList<Ndcg::Item> &items, const Ndcg::Breakdown &preview)
{
    QList<Ndcg::Item> result = items;
    const qsizetype n = std::min<qsizetype>(items.size(), preview.rows.size());
    QList<bool> placed(items.size(), false);
    QList<bool> filled(items.size(), false);
    for (qsizetype i = 0; i < n; ++i) {
        if (preview.rows[i].retrieved && preview.rows[i].grade == items[i].grade)
            placed[i] = filled[i] = true;
    }
    for (qsizetype i = 0; i < n; ++i) {
        if (filled[i])
            continue;
        for (qsizetype j = 0; j < items.size(); ++j) {
            if (!placed[j] && items[j].grade == preview.rows[i].grade) {
                result[i] = items[j];
                placed[j] = filled[i] = true;
                break;
            }
        }
        if (!filled[i])
            result[i].grade = preview.rows[i].grade;
    }
    return result;
}

} // namespace

void Workbench::setPreview(
    const std::optional<Ndcg::Breakdown> &preview, const QList<Ndcg::Item> &items)
{
    ViewState view = m_view;
    if (preview) {
        const QList<Ndcg::Item> &current = m_document->ranking().items;
        view.preview = ViewState::Preview {
            *preview, items.isEmpty() ? matchItems(current, *preview) : items};
    } else {
        view.preview.reset();
    }
    setViewState(view);
}

void Workbench::setZoom(double zoom)
{
    zoom = std::clamp(zoom, 0.5, 3.0);
    if (qAbs(zoom - m_zoom) < 0.01)
        return;
    m_zoom = zoom;
    QFont base = QApplication::font();
    base.setPointSizeF(base.pointSizeF() * zoom);
    setFont(base);
    QFont tableFont = base;
    tableFont.setPointSizeF(base.pointSizeF() * 1.1);
    m_table->setFont(tableFont);
    m_table->horizontalHeader()->setFont(base);
    m_table->fitColumns();
    m_poolView->setFont(tableFont);
    m_poolView->verticalHeader()->setDefaultSectionSize(QFontMetrics(tableFont).height() + 8);
    m_definition->setZoom(zoom);
    m_card->setZoom(zoom);
    m_dcgChart->setZoom(zoom);
    m_contributionChart->setZoom(zoom);
    m_ndcgChart->setZoom(zoom);
    m_formula->setPointSize(int(std::lround(12 * zoom)));
    fitTableWidth();
    emit zoomChanged(zoom);
}

void Workbench::refreshZoom()
{
    const double zoom = m_zoom;
    m_zoom = 0.0;
    setZoom(zoom);
}

void Workbench::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitTableWidth();
}

void Workbench::fitTableWidth()
{
    const int need = m_table->horizontalHeader()->length() + 2 * m_table->frameWidth()
        + m_table->verticalScrollBar()->sizeHint().width();
    // The splitter spans the workbench; its own width is not updated yet during our resize.
    const QMargins margins = layout()->contentsMargins();
    const int total = width() - margins.left() - margins.right() - m_middle->handleWidth();
    if (total > 600)
        m_middle->setSizes({std::min(need, total - 300), std::max(300, total - need)});
}

void Workbench::discardOpenEditors()
{
    disconnect(m_model, nullptr, this, nullptr);
    disconnect(m_poolModel, nullptr, this, nullptr);
    m_table->reset();
    m_poolView->reset();
}

QString Workbench::message() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

void Workbench::showMessage(const QString &text)
{
    m_message->setText(QStringLiteral("⚠ ") + text);
    m_message->show();
    m_messageTimer->start();
    emit messageShown(text);
}

bool Workbench::poolHasFocus() const
{
    return m_poolView->hasFocus();
}

void Workbench::insertRow()
{
    if (poolHasFocus())
        addJudgedItem();
    else
        m_editor->insertRow();
}

void Workbench::deleteRows()
{
    if (poolHasFocus())
        removeJudgedItems();
    else
        m_editor->deleteRows();
}

void Workbench::addJudgedItem()
{
    const int row = int(m_document->ranking().unretrieved.size());
    m_document->editInsert(RankingDocument::List::Unretrieved, {row},
        {Ndcg::Item {1.0, tr("judged %1").arg(row + 1), std::nullopt}}, tr("Add judged item"));
    m_poolView->setFocus();
    m_poolView->selectRow(row);
}

void Workbench::removeJudgedItems()
{
    QList<int> rows;
    const QModelIndexList selected = m_poolView->selectionModel()->selectedRows();
    for (const QModelIndex &index : selected)
        rows.append(index.row());
    if (rows.isEmpty() && m_poolView->currentIndex().isValid())
        rows.append(m_poolView->currentIndex().row());
    if (rows.isEmpty() && !m_document->ranking().unretrieved.isEmpty())
        rows.append(int(m_document->ranking().unretrieved.size()) - 1);
    m_document->editRemove(RankingDocument::List::Unretrieved, rows, tr("Remove judged items"));
}
