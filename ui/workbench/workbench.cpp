#include "workbench.h"

#include "announce.h"
#include "charts/contributionchart.h"
#include "charts/ndcgchart.h"
#include "charts/runningdcgchart.h"
#include "definitionbar.h"
#include "document/rowcommands.h"
#include "formulapanel.h"
#include "maskingproxymodel.h"
#include "namedsplitter.h"
#include "notelabel.h"
#include "rankingedits.h"
#include "rankingtablemodel.h"
#include "rankingtableview.h"
#include "resultcard.h"
#include "style/interfacescale.h"
#include "style/theme.h"
#include "unretrievedmodel.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <functional>

namespace {

// The body's layout, without height-for-width: the scroll area would otherwise make the body as
// tall as its preferred height for the width (the card's wrapping headline makes the layout
// height-for-width), not as tall as the viewport, and scroll what would have fitted.
class BodyLayout : public QVBoxLayout
{
public:
    using QVBoxLayout::QVBoxLayout;
    bool hasHeightForWidth() const override { return false; }
};

// The body, which tells when it was resized (its viewport with it).
class BodyArea : public QScrollArea
{
public:
    BodyArea(QWidget *parent, std::function<void()> resized)
        : QScrollArea(parent)
        , m_resized(std::move(resized))
    { }

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        QScrollArea::resizeEvent(event);
        m_resized();
    }

private:
    std::function<void()> m_resized;
};

// The body's content, which tells when it was resized: taller than the viewport, the charts
// give up height until it fits (Workbench::fitChartHeight()).
class BodyWidget : public QWidget
{
public:
    BodyWidget(QWidget *parent, std::function<void()> resized)
        : QWidget(parent)
        , m_resized(std::move(resized))
    { }

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        QWidget::resizeEvent(event);
        m_resized();
    }

private:
    std::function<void()> m_resized;
};

} // namespace

Workbench::Workbench(RankingDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    m_model = new RankingTableModel(document, this);
    m_masking = new MaskingProxyModel(m_model, this);
    m_unretrievedModel = new UnretrievedModel(document, this);

    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(8, 6, 8, 6);
    outer->setSpacing(6);
    m_definition = new DefinitionBar(document, this);
    outer->addWidget(m_definition);
    // Below the line, the card, the table, the formula and the charts fill the height; when
    // even their smallest sizes do not fit (2.5× on a 768-pixel projector, with the
    // step-through strip), they scroll rather than make the window taller than the screen.
    const auto queueChartFit = [this] {
        QMetaObject::invokeMethod(this, &Workbench::fitChartHeight, Qt::QueuedConnection);
    };
    m_body = new BodyArea(this, queueChartFit);
    m_body->setObjectName(QStringLiteral("workbenchBody"));
    m_body->setFrameShape(QFrame::NoFrame);
    m_body->setWidgetResizable(true);
    m_body->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // After the layout pass that resized it: the charts' height changes the layout.
    auto *body = new BodyWidget(m_body, queueChartFit);
    auto *bodyLayout = new BodyLayout(body);
    bodyLayout->setContentsMargins(0, 0, 0, 0);
    bodyLayout->setSpacing(6);
    m_card = new ResultCard(body);
    bodyLayout->addWidget(m_card);
    // A card that rearranged itself (metrics below, headline on more lines) changed its height:
    // the charts give up what the body lacks. (They take it back at the next resize or zoom:
    // taken back now, a scroll bar coming and going could rearrange the card again and again.)
    connect(m_card, &ResultCard::arrangementChanged, this, &Workbench::fitChartHeight,
        Qt::QueuedConnection);

    // Middle: the table and the judged pool beside the formula; below: the three charts.
    auto *outerSplitter = new NamedSplitter(Qt::Vertical, body);
    outerSplitter->setHandleNames(
        [] { return QStringList {tr("Resize the table and the charts")}; });
    m_splitter = outerSplitter;
    m_splitter->setChildrenCollapsible(false);
    auto *middle = new NamedSplitter(Qt::Horizontal, m_splitter);
    middle->setHandleNames([] {
        return QStringList {
            tr("Resize the table and the formula"), tr("Resize the formula and the tabs")};
    });
    m_middle = middle;
    middle->setChildrenCollapsible(false);

    // Left: the table, a notice strip for refused edits, the judged pool.
    auto *left = new QWidget(middle);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->setSpacing(4);
    // Messages take the line under the table, over the judged list's title: a message
    // appearing between a click and a keystroke must not move the rows, so the line keeps its
    // height. A message is shown whole: the banner lies over the line and, when it needs more
    // lines, over the top of the judged list below (fitMessage()). The tooltip and the status
    // bar have it too.
    m_messageSlot = new QStackedWidget(left);
    m_messageSlot->setObjectName(QStringLiteral("messageSlot"));
    m_messageSlot->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_messageSlot->installEventFilter(this);
    // Wraps without making the layouts above it height-for-width (NoteLabel); in no layout, and
    // a child of the workbench, not of the table's pane: where the judged list below is short
    // (1024×768), the lines it needs lie over the charts instead of being cut off by the pane.
    m_message = new NoteLabel(this);
    m_message->setObjectName(QStringLiteral("editMessage"));
    const auto messageColours = [message = m_message] {
        message->setStyleSheet(QStringLiteral("#editMessage { color: %1; background: %2; "
                                              "border: 1px solid %3; border-radius: 3px; "
                                              "padding: 0px 8px; font-weight: bold; }")
                                   .arg(Theme::noticeInk().name(), Theme::notice().name(),
                                       Theme::noticeBorder().name()));
    };
    messageColours();
    connect(Theme::instance(), &Theme::changed, m_message, messageColours);
    m_message->setTextFormat(Qt::PlainText);
    m_message->hide();
    m_messageTimer = new QTimer(this);
    m_messageTimer->setSingleShot(true);
    m_messageTimer->setInterval(12000);
    connect(m_messageTimer, &QTimer::timeout, this, &Workbench::hideMessage);
    // A refusal stays until the next edit that goes through (or twelve seconds).
    connect(document->undoStack(), &QUndoStack::indexChanged, this, &Workbench::hideMessage);
    m_table = new RankingTableView(left);
    m_table->setModel(m_masking);
    m_table->setMinimumRows(tableRows); // more when there is room
    m_table->installEventFilter(this);
    m_rowCommands = new RowCommands(document, m_table, m_model, this);
    connect(m_rowCommands, &RowCommands::refused, this, &Workbench::showMessage);
    connect(m_rowCommands, &RowCommands::applied, this, &Workbench::hideMessage);
    leftLayout->addWidget(m_table, 3);

    auto *poolHeader = new QHBoxLayout;
    m_poolTitle = new QLabel(m_messageSlot);
    m_poolTitle->setTextFormat(Qt::RichText);
    m_poolTitle->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_messageSlot->addWidget(m_poolTitle);
    m_addJudged = new QPushButton(left);
    m_removeJudged = new QPushButton(left);
    poolHeader->addWidget(m_messageSlot, 1);
    poolHeader->addWidget(m_addJudged);
    poolHeader->addWidget(m_removeJudged);
    leftLayout->addLayout(poolHeader);
    m_unretrievedView = new QTableView(left);
    m_unretrievedView->setTabKeyNavigation(false); // Tab to the next control, arrows in the table
    m_unretrievedView->setModel(m_unretrievedModel);
    m_unretrievedView->verticalHeader()->hide();
    m_unretrievedView->horizontalHeader()->setStretchLastSection(true);
    m_unretrievedView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_unretrievedView->setEditTriggers(QAbstractItemView::AnyKeyPressed
        | QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_unretrievedView->setAccessibleName(tr("Judged items not retrieved"));
    leftLayout->addWidget(m_unretrievedView, 1);
    m_leftLayout = leftLayout;
    connect(m_addJudged, &QPushButton::clicked, this, &Workbench::addJudgedItem);
    connect(m_removeJudged, &QPushButton::clicked, this, &Workbench::removeJudgedItems);

    // Right of the table: the formula with the numbers substituted (below it when the width
    // runs out: reflow()).
    m_formula = new FormulaPanel(middle);
    middle->addWidget(left);
    middle->addWidget(m_formula);
    // The table shows every column; the formula takes the rest.
    middle->setSizes({720, 560});

    // Bottom: the three charts side by side, running DCG a little wider; or, when the width
    // runs out, in tabs (with the formula, when even that has no room beside them).
    m_lower = new QWidget(m_splitter);
    m_lowerLayout = new QHBoxLayout(m_lower);
    m_lowerLayout->setContentsMargins(0, 0, 0, 0);
    m_lowerLayout->setSpacing(6);
    m_chartRow = new QWidget(m_lower);
    m_chartRowLayout = new QHBoxLayout(m_chartRow);
    m_chartRowLayout->setContentsMargins(0, 0, 0, 0);
    m_chartRowLayout->setSpacing(4);
    m_dcgChart = new RunningDcgChart(m_chartRow);
    m_contributionChart = new ContributionChart(m_chartRow);
    m_ndcgChart = new NdcgChart(m_chartRow);
    m_chartRowLayout->addWidget(m_dcgChart, 4);
    m_chartRowLayout->addWidget(m_contributionChart, 3);
    m_chartRowLayout->addWidget(m_ndcgChart, 3);
    m_tabs = new QTabWidget(m_lower);
    m_tabs->setObjectName(QStringLiteral("workbenchTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->hide();
    m_lowerLayout->addWidget(m_chartRow, 3);
    m_lowerLayout->addWidget(m_tabs, 3);
    m_splitter->addWidget(middle);
    m_splitter->addWidget(m_lower);
    // Proportions: the charts get a little more than the table and the formula.
    m_splitter->setSizes({42, 58});
    bodyLayout->addWidget(m_splitter, 1);
    m_body->setWidget(body);
    outer->addWidget(m_body, 1);

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
    connect(m_unretrievedModel, &UnretrievedModel::editRejected, this,
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
    // A column that grows with its labels takes its width from the formula's side (reflow()).
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, this, &Workbench::reflow);
    applyFonts();
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
    m_dcgChart->setToolTip(tr("DCG@i (blue, solid, circles) and IDCG@i (orange, dashed, "
                              "squares) up to each position i; click a position to select it"));
    m_contributionChart->setToolTip(tr("gain · d(i) at each position: this ranking (solid blue) "
                                       "beside the ideal (hatched orange); click to select"));
    m_ndcgChart->setToolTip(tr("NDCG@i (purple, triangles) for every cutoff i; the dash-dot "
                               "line marks k; click to select"));
    m_formula->setToolTip(tr("The formula with this ranking's numbers; click a term to select "
                             "its position"));
    m_card->setAccessibleName(tr("Result"));
    m_model->retranslate();
    m_unretrievedModel->retranslate();
    m_table->fitColumns();
    m_definition->retranslate();
    m_card->retranslate();
    retranslateTabs();
    m_dcgChart->retranslate();
    m_contributionChart->retranslate();
    m_ndcgChart->retranslate();
    refreshViews();
}

void Workbench::refreshViews()
{
    // Another k or another ranking: the rows kept in sight follow (after this pass).
    if (m_rowsUpToK && rowsWanted() != m_wantedRows && !m_reflowing)
        QMetaObject::invokeMethod(this, &Workbench::reflow, Qt::QueuedConnection);
    const Ndcg::Breakdown *b
        = m_view.preview ? &m_view.preview->breakdown : m_document->breakdown();
    // The breakdown and the state together: each view draws once, and none keeps a pointer to
    // a preview that has ended.
    m_masking->setViewState(m_view);
    m_unretrievedModel->setIdealHidden(!m_view.shows(1, Ndcg::StepCell::IdealGrade));
    m_card->setBreakdown(b, m_document->error(), m_view);
    m_dcgChart->setBreakdown(b, m_view);
    m_contributionChart->setBreakdown(b, m_view);
    m_ndcgChart->setBreakdown(b, m_view);
    m_formula->setBreakdown(b, m_view);
    const int judged = int(m_document->ranking().unretrieved.size());
    if (m_tabs->indexOf(m_unretrievedView) < 0) // a tab's page is shown by its tab
        m_unretrievedView->setVisible(judged > 0);
    // As tall as its rows, up to four; one in sight when the height runs out (it scrolls).
    const int poolFrame = m_unretrievedView->horizontalHeader()->sizeHint().height()
        + 2 * m_unretrievedView->frameWidth();
    const int poolRow = m_unretrievedView->verticalHeader()->defaultSectionSize();
    m_unretrievedView->setMinimumHeight(poolFrame + poolRow);
    m_unretrievedView->setMaximumHeight(m_tabs->indexOf(m_unretrievedView) >= 0
            ? QWIDGETSIZE_MAX // a tab's whole page
            : poolFrame + std::clamp(judged, 1, 4) * poolRow);
    m_removeJudged->setEnabled(!m_document->ranking().unretrieved.isEmpty());
}

void Workbench::selectFigure(int position, int column, int formulaTerm, bool ideal)
{
    if (position < 1 || position > m_model->rowCount() || column < 0)
        return;
    const QModelIndex index = m_masking->index(position - 1, column);
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

void Workbench::setViewState(const ViewState &given)
{
    // The workbench shows ranking A: a preview of B (the two-ranking view's) is not its own.
    ViewState view = given;
    if (view.preview && view.preview->side != ViewState::Preview::Side::A)
        view.preview.reset();
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
    scrollToCurrentCell();
}

void Workbench::scrollToCurrentCell()
{
    // The cell being computed stays in sight (also after the table was resized: eventFilter()).
    if (m_view.currentCell == Ndcg::StepCell::None || !m_view.currentPosition)
        return;
    const int row = *m_view.currentPosition - 1;
    for (int column = 0; column < m_model->columnCount(); ++column) {
        if (RankingTableModel::stepCell(column) == m_view.currentCell
            && row < m_model->rowCount()) {
            m_table->scrollTo(m_masking->index(row, column));
            break;
        }
    }
}

double Workbench::scale()
{
    return InterfaceScale::instance()->factor();
}

void Workbench::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        applyFonts();
}

void Workbench::applyFonts()
{
    // Every size follows the workbench's font (the interface scale's, InterfaceScale): the
    // parts' relative sizes are chosen again for it (reflow()).
    if (!m_table || !m_message)
        return; // being built
    m_tableShare = m_cardShare = 0.0;
    // A label with a style sheet does not take its parent's font.
    m_message->setFont(font());
    m_messageSlot->setFixedHeight(QFontMetrics(font()).height() + 10);
    reflow();
    fitMessage();
}

void Workbench::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // After the layout pass that resized the workbench: the fonts, the arrangement and the
    // splitters change its layouts, which must not change while a layout lays them out.
    if (m_relayoutPending)
        return;
    m_relayoutPending = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_relayoutPending = false;
            reflow();
            fitMessage();
        },
        Qt::QueuedConnection);
}

void Workbench::reflow()
{
    // Once at a time: the fonts it sets resize the table's columns, which asks again.
    if (m_reflowing)
        return;
    const QScopedValueRollback<bool> once(m_reflowing, true);
    const QMargins margins = layout()->contentsMargins();
    const int width = this->width() - margins.left() - margins.right();
    // Presenter mode's zoom may be more than the room has (2.5× on a 1024×768 projector): the
    // table's text takes as much of it as lets every column fit the width, the result card,
    // the definition line and the lines between the parts as much as leaves the table and the
    // charts their height (the whole zoom from 1080 pixels up). Never less than the interface
    // scale alone; the charts and the formula take the whole zoom.
    InterfaceScale *interface = InterfaceScale::instance();
    const double least = interface->scale() / interface->factor();
    const auto step = [least](double share) {
        return std::clamp(std::floor(share * 20) / 20, std::min(1.0, least), 1.0);
    };
    const double cardShare = height() > 0 ? step(height() / (540.0 * interface->factor())) : 1.0;
    if (cardShare != m_cardShare) {
        m_cardShare = cardShare;
        const QFont line = InterfaceScale::relative(font(), cardShare);
        for (QWidget *part : {static_cast<QWidget *>(m_definition), static_cast<QWidget *>(m_card),
                 static_cast<QWidget *>(m_poolTitle), static_cast<QWidget *>(m_addJudged),
                 static_cast<QWidget *>(m_removeJudged), static_cast<QWidget *>(m_tabs->tabBar())})
            part->setFont(line);
    }
    // The room each part needs to be read at this zoom: the table all its columns, the formula
    // a few terms a line, a chart its axis labels whole. What does not fit moves (below the
    // table, into tabs) instead of being squeezed.
    const int formulaNeed = int(280 * scale());
    const int chartNeed = int(240 * scale());
    // The table at its full share first, measured, then as far as its columns fit.
    int tableRoom = width - m_body->verticalScrollBar()->sizeHint().width();
    double tableLeast = std::min(1.0, least);
    // Presenter mode with the class's answers beside the lesson: where the charts fit neither
    // below the rows up to k nor beside the table, the table's text gives way (down to three
    // quarters, where that is enough) so that they go beside it, narrower.
    const int besideRoom = width - m_middle->handleWidth() - chartNeed * 3 / 4;
    if (m_rowsUpToK && m_tableShare > 0 && m_table->fullWidth() > besideRoom
        && besideRoom * 0.9 >= m_table->fullWidth() / m_tableShare * 0.75 * std::min(1.0, least)
        && !chartsFitBelow()) {
        tableRoom = std::min(tableRoom, besideRoom);
        tableLeast *= 0.75;
    }
    for (int pass = 0; pass < 2; ++pass) {
        double tableShare = 1.0;
        if (m_tableShare > 0 && tableRoom > 0) {
            const double full = m_table->fullWidth() / m_tableShare;
            // 3% to spare: the fonts do not grow quite in proportion.
            tableShare = std::clamp(std::floor(tableRoom * 0.97 / full * 20) / 20, tableLeast, 1.0);
        }
        if (tableShare == m_tableShare)
            break;
        m_tableShare = tableShare;
        const QFont header = InterfaceScale::relative(font(), tableShare);
        const QFont rows = InterfaceScale::relative(header, 1.1);
        m_table->setFont(rows);
        m_table->horizontalHeader()->setFont(header);
        m_table->fitColumns();
        m_unretrievedView->setFont(rows);
        m_unretrievedView->verticalHeader()->setDefaultSectionSize(QFontMetrics(rows).height() + 8);
        refreshViews(); // the judged list's height follows its rows
    }
    if (width <= 0)
        return;
    const int tableNeed = m_table->fullWidth() + m_middle->handleWidth();
    // Beside the table the formula has the table's height to wrap in: a little narrower will do.
    const bool formulaBelow = tableNeed + formulaNeed * 6 / 7 > width;
    const bool formulaTab = formulaBelow && width - formulaNeed < chartNeed;
    const int chartsWidth = formulaBelow && !formulaTab ? width - formulaNeed : width;
    const bool chartTabs = formulaTab || chartsWidth < 3 * chartNeed;
    // Below the table, beside the charts, the formula keeps a term's width: it never breaks
    // inside one.
    m_formula->setMinimumWidth(formulaBelow && !formulaTab ? formulaNeed : 0);
    resetChartHeight();
    Arrangement arrangement = !formulaBelow
        ? (chartTabs ? Arrangement::ChartTabs : Arrangement::Wide)
        : formulaTab ? Arrangement::AllTabs
                     : Arrangement::FormulaBelow;
    // Presenter mode keeps the rows up to k in sight: where the charts at their least height
    // do not fit below them, the charts and the formula go beside the table, in tabs (when the
    // width leaves a chart its room there; three quarters of it when the charts do not fit
    // below either, as beside a class's answers at 1280 pixels: a narrow chart rather than a
    // table of one row).
    if (m_rowsUpToK && width - tableNeed >= chartNeed * 3 / 4 && !chartsFitBelow())
        arrangement = Arrangement::Beside;
    arrange(arrangement);
    // Beside the formula (or the tabs) the table has the width of its columns, the rest theirs.
    QWidget *right = arrangement == Arrangement::Beside ? static_cast<QWidget *>(m_tabs)
                                                        : static_cast<QWidget *>(m_formula);
    if (m_middle->indexOf(right) < 0)
        return; // the table has the middle to itself
    const int need = m_table->horizontalHeader()->length() + 2 * m_table->frameWidth()
        + m_table->verticalScrollBar()->sizeHint().width();
    // The splitter spans the workbench; its own width is not updated yet during our resize.
    const int total = width - m_middle->handleWidth();
    if (arrangement == Arrangement::Beside)
        m_middle->setSizes({need, std::max(chartNeed * 3 / 4, total - need)});
    else if (total > 600) // the formula at least the width that put it beside the table
        m_middle->setSizes({std::min(need, total - std::min(300, formulaNeed * 6 / 7)),
            std::max(std::min(300, formulaNeed * 6 / 7), total - need)});
}

void Workbench::setRowsUpToKInSight(bool on)
{
    if (on == m_rowsUpToK)
        return;
    m_rowsUpToK = on;
    m_tableShare = m_cardShare = 0.0;
    reflow();
}

int Workbench::rowsWanted() const
{
    if (!m_rowsUpToK)
        return tableRows;
    const int rows = int(m_document->ranking().items.size());
    const Ndcg::Breakdown *b = m_document->breakdown();
    const int k = b && b->k > 0 ? b->k : rows;
    return std::max(tableRows, std::min(k, rows));
}

bool Workbench::chartsFitBelow() const
{
    // What the body holds below the card: the table's header and its rows up to k, the line
    // under it, the judged list at its least, the splitter's handle and the charts at their
    // least height (with the tab bar when they are in tabs).
    const int available = m_body->viewport()->height();
    if (available <= 0)
        return true; // not laid out yet
    const QBoxLayout *bodyLayout = static_cast<QBoxLayout *>(m_body->widget()->layout());
    const int table = m_table->horizontalHeader()->sizeHint().height()
        + rowsWanted() * m_table->verticalHeader()->defaultSectionSize()
        + 2 * m_table->frameWidth();
    const bool judged = !m_document->ranking().unretrieved.isEmpty();
    const int below
        = m_messageSlot->height() + 4 + (judged ? m_unretrievedView->minimumHeight() + 4 : 0);
    const int charts = minimumChartHeight
        + (m_arrangement == Arrangement::Wide ? 0 : m_tabs->tabBar()->sizeHint().height());
    const int need = m_card->height() + bodyLayout->spacing() + table + below
        + m_splitter->handleWidth() + charts;
    return need <= available;
}

int Workbench::chartHeightWanted() const
{
    // A chart's title, axes and legend grow with the zoom: the plot keeps room between them.
    return int(100 + 60 * scale());
}

void Workbench::setChartMinimumHeight(int height)
{
    for (QWidget *chart : {static_cast<QWidget *>(m_dcgChart),
             static_cast<QWidget *>(m_contributionChart), static_cast<QWidget *>(m_ndcgChart)})
        chart->setMinimumHeight(height);
}

void Workbench::resetChartHeight()
{
    if (m_dcgChart->minimumHeight() != chartHeightWanted())
        setChartMinimumHeight(chartHeightWanted());
    m_wantedRows = rowsWanted();
    if (m_table->minimumRows() != m_wantedRows)
        m_table->setMinimumRows(m_wantedRows);
    // Fitted after the layout has taken the heights (also when the body's size stays).
    QMetaObject::invokeMethod(this, &Workbench::fitChartHeight, Qt::QueuedConnection);
}

void Workbench::fitChartHeight()
{
    // The charts come last in the body: when the body is taller than its viewport they are
    // what the scrolling hides (their legend below the screen's edge at 2.25× on a 768-pixel
    // projector). They give up the excess, down to a chart's least height; their axes and
    // legend follow their height (ChartView).
    QWidget *content = m_body->widget();
    const int excess = content->height() - m_body->viewport()->height();
    if (excess <= 0)
        return;
    const int current = m_dcgChart->minimumHeight();
    const int fitted
        = std::max(std::min(chartHeightWanted(), minimumChartHeight), current - excess);
    const bool chartsBelow = m_arrangement != Arrangement::Beside;
    if (fitted < current && chartsBelow) {
        setChartMinimumHeight(fitted);
    } else if (m_rowsUpToK) {
        // The charts at their least (or beside): the rows up to k do not all fit the body;
        // as many as fit stay in sight, and the table scrolls to the current cell.
        const int row = std::max(1, m_table->verticalHeader()->defaultSectionSize());
        const int rows = std::max(1, m_table->minimumRows() - (excess + row - 1) / row);
        if (rows < m_table->minimumRows())
            m_table->setMinimumRows(rows);
    } else if (m_table->minimumRows() == tableRows) { // the charts at their least: a row less
        m_table->setMinimumRows(tableRows - 1); // in sight (the table scrolls)
    }
}

void Workbench::arrange(Arrangement arrangement)
{
    if (arrangement == m_arrangement)
        return;
    m_arrangement = arrangement;
    const bool formulaBeside
        = arrangement == Arrangement::Wide || arrangement == Arrangement::ChartTabs;
    const bool formulaTab
        = arrangement == Arrangement::AllTabs || arrangement == Arrangement::Beside;
    const bool chartTabs = arrangement != Arrangement::Wide;
    const bool beside = arrangement == Arrangement::Beside;
    QWidget *current = m_tabs->currentWidget();
    while (m_tabs->count() > 0)
        m_tabs->removeTab(0);
    // The tab area beside the table (in the middle splitter) or below it.
    if (beside && m_middle->indexOf(m_tabs) < 0)
        m_middle->addWidget(m_tabs);
    else if (!beside && m_lowerLayout->indexOf(m_tabs) < 0)
        m_lowerLayout->addWidget(m_tabs, 3);
    if (formulaBeside)
        m_middle->addWidget(m_formula);
    else if (!formulaTab)
        m_lowerLayout->insertWidget(0, m_formula, 2);
    else
        m_tabs->addTab(m_formula, QString());
    const QList<std::pair<QWidget *, int>> charts
        = {{m_dcgChart, 4}, {m_contributionChart, 3}, {m_ndcgChart, 3}};
    for (BreakdownChart *chart : {static_cast<BreakdownChart *>(m_dcgChart),
             static_cast<BreakdownChart *>(m_contributionChart),
             static_cast<BreakdownChart *>(m_ndcgChart)})
        chart->setTitleShown(!chartTabs); // the tab names it
    for (const auto &[chart, stretch] : charts) {
        if (chartTabs)
            m_tabs->addTab(chart, QString());
        else
            m_chartRowLayout->addWidget(chart, stretch);
    }
    // Beside, the judged list is the last tab: the table keeps the height for its rows up to k.
    if (beside && !m_document->ranking().unretrieved.isEmpty()) {
        m_tabs->addTab(m_unretrievedView, QString());
    } else if (m_leftLayout->indexOf(m_unretrievedView) < 0) {
        m_leftLayout->addWidget(m_unretrievedView, 1);
        m_unretrievedView->setVisible(!m_document->ranking().unretrieved.isEmpty());
    }
    m_formula->show();
    if (!chartTabs) {
        for (const auto &[chart, stretch] : charts)
            chart->show();
    }
    m_chartRow->setVisible(!chartTabs);
    m_tabs->setVisible(chartTabs);
    m_lower->setVisible(!beside);
    if (current && m_tabs->indexOf(current) >= 0)
        m_tabs->setCurrentWidget(current);
    retranslateTabs();
    if (formulaBeside)
        m_middle->setSizes({720, 560});
    m_splitter->setSizes({42, 58});
    refreshViews(); // the judged list's height: its rows below the table, a whole tab beside
}

void Workbench::retranslateTabs()
{
    // The panel's and the charts' own names (their titles).
    const std::pair<QWidget *, QString> names[] = {{m_formula, FormulaPanel::tr("Formula")},
        {m_unretrievedView, tr("Judged items not retrieved")},
        {m_dcgChart, RunningDcgChart::tr("Running DCG vs ideal")},
        {m_contributionChart, ContributionChart::tr("Contribution gain·d(i)")},
        {m_ndcgChart, NdcgChart::tr("NDCG@i")}};
    for (const auto &[widget, name] : names) {
        const int index = m_tabs->indexOf(widget);
        if (index >= 0) {
            m_tabs->setTabText(index, name);
            m_tabs->setTabToolTip(index, widget->accessibleName());
        }
    }
}

void Workbench::discardOpenEditors()
{
    disconnect(m_model, nullptr, this, nullptr);
    disconnect(m_unretrievedModel, nullptr, this, nullptr);
    m_table->reset();
    m_unretrievedView->reset();
}

QString Workbench::message() const
{
    return m_message->isHidden() ? QString() : m_messageText;
}

void Workbench::hideMessage()
{
    m_message->hide();
}

bool Workbench::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_messageSlot
        && (event->type() == QEvent::Resize || event->type() == QEvent::Move))
        fitMessage();
    // A table made shorter (the rows in sight fitted to the body) scrolls the current cell back
    // into sight, after its layout.
    if (watched == m_table && event->type() == QEvent::Resize)
        QMetaObject::invokeMethod(this, &Workbench::scrollToCurrentCell, Qt::QueuedConnection);
    return QWidget::eventFilter(watched, event);
}

void Workbench::showMessage(const QString &text)
{
    m_messageText = QStringLiteral("⚠ ") + text;
    m_message->setToolTip(m_messageText);
    m_message->show();
    m_message->raise();
    fitMessage();
    m_messageTimer->start();
    announce(m_message, text); // a refused edit, read out as it is shown
    emit messageShown(text);
}

void Workbench::fitMessage()
{
    // The line under the table across the whole pane (over the judged list's buttons too, so
    // that it needs fewer lines), and below it as many lines as the message needs at that width
    // (within the banner's padding of 8 pixels a side), over the judged list and, where that is
    // short, the charts; never past the workbench's bottom edge.
    m_message->setText(m_messageText);
    const QWidget *pane = m_messageSlot->parentWidget();
    const QPoint topLeft = m_messageSlot->mapTo(this, QPoint(0, 0));
    const int right = pane->mapTo(this, QPoint(pane->width(), 0)).x();
    const QRect line(topLeft, QSize(std::max(1, right - topLeft.x()), m_messageSlot->height()));
    const int room = line.width() - 2 - 16;
    int height = line.height();
    if (room > 0) {
        const QRect lines = QFontMetrics(m_message->font())
                                .boundingRect(QRect(0, 0, room, 100000),
                                    Qt::TextWordWrap | Qt::AlignLeft, m_messageText);
        height = std::max(height, lines.height() + 10);
    }
    const int top = std::max(0, std::min(line.y(), this->height() - height));
    m_message->setGeometry(line.x(), top, line.width(), height);
    m_message->raise();
}

bool Workbench::poolHasFocus() const
{
    return m_unretrievedView->hasFocus();
}

void Workbench::insertRow()
{
    if (poolHasFocus())
        addJudgedItem();
    else
        m_rowCommands->insertRow();
}

void Workbench::deleteRows()
{
    if (poolHasFocus())
        removeJudgedItems();
    else
        m_rowCommands->deleteRows();
}

void Workbench::addJudgedItem()
{
    const int row = int(m_document->ranking().unretrieved.size());
    m_document->editInsert(RankingDocument::List::Unretrieved, {row},
        {Ndcg::Item {1.0, tr("judged %1").arg(row + 1), std::nullopt}}, tr("Add judged item"));
    m_unretrievedView->setFocus();
    m_unretrievedView->selectRow(row);
}

void Workbench::removeJudgedItems()
{
    QList<int> rows;
    const QModelIndexList selected = m_unretrievedView->selectionModel()->selectedRows();
    for (const QModelIndex &index : selected)
        rows.append(index.row());
    if (rows.isEmpty() && m_unretrievedView->currentIndex().isValid())
        rows.append(m_unretrievedView->currentIndex().row());
    if (rows.isEmpty() && !m_document->ranking().unretrieved.isEmpty())
        rows.append(int(m_document->ranking().unretrieved.size()) - 1);
    m_document->editRemove(RankingDocument::List::Unretrieved, rows, tr("Remove judged items"));
}
