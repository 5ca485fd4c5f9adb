#include "comparisonview.h"

#include "charts/comparisonchart.h"
#include "comparisonlinks.h"
#include "document/rankingdocument.h"
#include "document/rowcommands.h"
#include "plurals.h"
#include "style/interfacescale.h"
#include "style/theme.h"
#include "workbench/definitionbar.h"
#include "workbench/displayformat.h"
#include "workbench/maskingproxymodel.h"
#include "workbench/namedsplitter.h"
#include "workbench/notelabel.h"
#include "workbench/rankingtablemodel.h"
#include "workbench/rankingtableview.h"

#include <QApplication>
#include <QChart>
#include <QCheckBox>
#include <QEvent>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QResizeEvent>
#include <QSplitter>
#include <QTextDocument>
#include <QVBoxLayout>

namespace {

// Columns the side-by-side tables keep: position, label, grade and the term of DCG.
bool keptColumn(int column)
{
    return column == RankingTableModel::Position || column == RankingTableModel::Label
        || column == RankingTableModel::Grade || column == RankingTableModel::Contribution;
}

QString colorName(int side)
{
    // A's blue and B's vermillion as text, legible in the current theme.
    return (side == 1 ? Theme::lowerInk() : Theme::actualInk()).name();
}

// "2, 3, 5" ("2、3、5" in Chinese); at most eight positions, then "…".
QString positionList(const QList<int> &positions)
{
    QStringList parts;
    for (qsizetype i = 0; i < positions.size() && i < 8; ++i)
        parts.append(QString::number(positions[i]));
    if (positions.size() > 8)
        parts.append(QStringLiteral("…"));
    return Ndcg::joinList(parts);
}

} // namespace

ComparisonView::ComparisonView(RankingDocument *a, RankingDocument *b, QWidget *parent)
    : QWidget(parent)
    , m_a(a)
    , m_b(b)
{
    setObjectName(QStringLiteral("comparisonView"));
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(8, 6, 8, 6);
    outer->setSpacing(6);
    m_definition = new DefinitionBar(a, this);
    outer->addWidget(m_definition);

    // The headline: A's number, the verdict, B's number.
    auto *headline = new QFrame(this);
    headline->setObjectName(QStringLiteral("comparisonHeadline"));
    auto *head = new QHBoxLayout(headline);
    head->setContentsMargins(12, 6, 12, 6);
    head->setSpacing(16);
    auto makeCard = [headline](int side) {
        auto *label = new QLabel(headline);
        label->setObjectName(side == 1 ? QStringLiteral("ndcgB") : QStringLiteral("ndcgA"));
        label->setTextFormat(Qt::RichText);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        return label;
    };
    m_cardA = makeCard(0);
    m_cardB = makeCard(1);
    auto *middle = new QVBoxLayout;
    middle->setSpacing(2);
    m_verdict = new QLabel(headline);
    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_verdict->setTextFormat(Qt::RichText);
    m_verdict->setAlignment(Qt::AlignCenter);
    m_where = new NoteLabel(headline);
    m_where->setObjectName(QStringLiteral("where"));
    m_where->setTextFormat(Qt::RichText);
    m_where->setAlignment(Qt::AlignCenter);
    m_metrics = new QLabel(headline);
    m_metrics->setObjectName(QStringLiteral("comparisonMetrics"));
    m_metrics->setTextFormat(Qt::RichText);
    m_metrics->setAlignment(Qt::AlignCenter);
    m_metrics->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_revealOrder = new NoteLabel(headline);
    m_revealOrder->setObjectName(QStringLiteral("revealOrder"));
    m_revealOrder->setAlignment(Qt::AlignCenter);
    m_revealOrder->setWordWrap(true);
    m_revealOrder->hide(); // while answers are hidden
    middle->addWidget(m_verdict);
    middle->addWidget(m_where);
    middle->addWidget(m_revealOrder);
    middle->addWidget(m_metrics);
    head->addWidget(m_cardA, 0);
    head->addLayout(middle, 1);
    head->addWidget(m_cardB, 0);
    outer->addWidget(headline);

    // Tables and links on the left, charts on the right.
    auto *splitter = new NamedSplitter(Qt::Horizontal, this);
    splitter->setHandleNames([] { return QStringList {tr("Resize the tables and the charts")}; });
    splitter->setChildrenCollapsible(false);
    auto *tables = new QWidget(splitter);
    auto *grid = new QGridLayout(tables);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(0);
    grid->setVerticalSpacing(2);
    m_modelA = new RankingTableModel(a, this);
    m_modelB = new RankingTableModel(b, this);
    m_maskedA = new MaskingProxyModel(m_modelA, this);
    m_maskedB = new MaskingProxyModel(m_modelB, this);
    m_tableA = new RankingTableView(tables);
    m_tableB = new RankingTableView(tables);
    m_tableA->setObjectName(QStringLiteral("tableA"));
    m_tableB->setObjectName(QStringLiteral("tableB"));
    m_tableA->setModel(m_maskedA);
    m_tableB->setModel(m_maskedB);
    for (RankingTableView *table : {m_tableA, m_tableB}) {
        for (int c = 0; c < RankingTableModel::ColumnCount; ++c)
            table->setColumnHidden(c, !keptColumn(c));
        table->horizontalHeader()->setSectionResizeMode(
            RankingTableModel::Label, QHeaderView::Stretch);
    }
    m_titleA = new QLabel(tables);
    m_titleB = new QLabel(tables);
    m_titleA->setTextFormat(Qt::RichText);
    m_titleB->setTextFormat(Qt::RichText);
    // A title may wrap: B's "(drag rows to reorder)" must not take A's table's width.
    m_titleA->setWordWrap(true);
    m_titleB->setWordWrap(true);
    m_links = new ComparisonLinks(m_tableA, m_tableB, tables);
    grid->addWidget(m_titleA, 0, 0);
    grid->addWidget(m_titleB, 0, 2);
    grid->addWidget(m_tableA, 1, 0);
    grid->addWidget(m_links, 1, 1);
    grid->addWidget(m_tableB, 1, 2);
    m_showAll = new QCheckBox(tables);
    m_showAll->setObjectName(QStringLiteral("showAllPositions"));
    m_showAll->hide(); // until there are more positions than the depth drawn
    grid->addWidget(m_showAll, 2, 0, 1, 3);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(2, 1);
    grid->setRowStretch(1, 1);

    auto *charts = new NamedSplitter(Qt::Vertical, splitter);
    charts->setHandleNames([] { return QStringList {tr("Resize the two charts")}; });
    charts->setChildrenCollapsible(false);
    m_running = new ComparisonChart(ComparisonChart::Kind::Running, charts);
    m_difference = new ComparisonChart(ComparisonChart::Kind::Difference, charts);
    charts->addWidget(m_running);
    charts->addWidget(m_difference);
    charts->setSizes({60, 40});
    splitter->addWidget(tables);
    splitter->addWidget(charts);
    m_splitter = splitter;
    outer->addWidget(splitter, 1);

    for (int side : {0, 1}) {
        RankingTableView *table = this->table(side);
        RankingTableModel *model = this->model(side)->rankingModel();
        connect(table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this, side](const QModelIndex &current) {
                setHighlight(side, current.isValid() ? current.row() : -1);
            });
        connect(model, &RankingTableModel::editRejected, this,
            [this](const QModelIndex &, const QString &reason) { emit messageShown(reason); });
        connect(model, &RankingTableModel::rowsDropped, table,
            [table](const QList<int> &rows) { table->selectRows(rows); });
        m_rowCommands[side] = new RowCommands(document(side), table, model, this);
        connect(m_rowCommands[side], &RowCommands::refused, this, &ComparisonView::messageShown);
        connect(document(side), &RankingDocument::breakdownChanged, this, [this, side] {
            m_preview[side].reset();
            refresh();
        });
    }
    connect(m_showAll, &QCheckBox::toggled, this, [this] { refresh(); });
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget *, QWidget *now) {
        const int side = sideOf(now);
        if (side >= 0)
            emit sideActivated(side);
    });
    auto selectPosition = [this](int position) {
        m_tableA->selectRows({position - 1});
        setHighlight(0, position - 1);
    };
    connect(m_running, &ComparisonChart::positionClicked, this, selectPosition);
    connect(m_difference, &ComparisonChart::positionClicked, this, selectPosition);
    retranslate();
    applyFonts();
    // The headline (a card, as the workbench's) and the texts that name A's and B's colours,
    // in the theme's colours now and after every switch.
    const auto colours = [this, headline] {
        headline->setStyleSheet(
            QStringLiteral("#comparisonHeadline { background: %1; border: 1px solid %2; "
                           "border-radius: 6px; } #comparisonHeadline QLabel { color: %3; }")
                .arg(Theme::card().name(), Theme::border().name(), Theme::ink().name()));
        for (int side : {0, 1})
            (side == 1 ? m_cardB : m_cardA)
                ->setStyleSheet(
                    QStringLiteral("QLabel { border-left: 6px solid %1; padding-left: 8px; }")
                        .arg(colorName(side)));
        retranslate();
    };
    colours();
    connect(Theme::instance(), &Theme::changed, this, colours);
}

int ComparisonView::sideOf(const QWidget *widget) const
{
    for (int side : {0, 1}) {
        const QWidget *table = this->table(side);
        if (widget && (widget == table || table->isAncestorOf(widget)))
            return side;
    }
    return -1;
}

const Ndcg::Breakdown *ComparisonView::breakdown(int side) const
{
    if (m_preview[side])
        return &m_preview[side]->breakdown;
    return document(side)->breakdown();
}

void ComparisonView::setViewState(const ViewState &view)
{
    ViewState hiding;
    hiding.hidden = view.hidden;
    hiding.revealedCells = view.revealedCells;
    // The tables' cells as far as the steps have computed them, on both sides (A's step): at
    // step 3 the gain·d(i) of positions 4–20 read "?" as on the workbench (they were all in
    // sight on stage while the narration went one position at a time).
    hiding.steps = view.steps;
    // A step-through of A: both sides stop at the position A's curve has reached (-1: all).
    const Ndcg::Breakdown *a = m_a->breakdown();
    const int positions = a ? int(a->rows.size()) : 0;
    const auto upTo = [positions](std::optional<int> limit) {
        return limit ? std::min(*limit, positions) : positions;
    };
    const int shown = !view.steps ? upTo(view.limit)
        : view.steps->dcgTotal    ? positions
                                  : upTo(view.steps->curvePosition());
    const int limit = shown < positions ? shown : -1;
    // The preview goes to the side it previews; the other side shows its document.
    std::optional<ViewState::Preview> previews[2];
    if (view.preview)
        previews[view.preview->side == ViewState::Preview::Side::B ? 1 : 0] = view.preview;
    const bool ndcgPending = view.steps && !view.steps->ndcg;
    if (hiding == m_view && limit == m_limit && ndcgPending == m_ndcgPending
        && previews[0] == m_preview[0] && previews[1] == m_preview[1])
        return;
    m_view = hiding;
    m_ndcgPending = ndcgPending;
    m_limit = limit;
    m_preview[0] = previews[0];
    m_preview[1] = previews[1];
    refresh();
}

void ComparisonView::setShowAll(bool all)
{
    m_showAll->setChecked(all);
}

bool ComparisonView::showsAll() const
{
    return m_showAll->isChecked();
}

void ComparisonView::applyDepth()
{
    for (int side : {0, 1}) {
        RankingTableView *table = this->table(side);
        const int rows = model(side)->rowCount();
        for (int row = 0; row < rows; ++row) {
            const bool hide = m_depth >= 0 && row >= m_depth;
            if (table->isRowHidden(row) != hide)
                table->setRowHidden(row, hide);
        }
    }
    m_links->setDepth(m_depth);
}

void ComparisonView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitSplitter();
}

void ComparisonView::fitSplitter()
{
    // The tables need their columns and whole labels (up to 55% of the width); the charts,
    // which tell where, take the rest.
    const int total = m_splitter->width() > 0 ? m_splitter->width() : width();
    const int need = m_tableA->fullWidth() + m_tableB->fullWidth() + m_links->sizeHint().width()
        + InterfaceScale::px(16); // the grid's rounding
    const int tables = std::clamp(std::max(need, int(total * 0.46)),
        std::min(InterfaceScale::px(380), total / 2), int(total * 0.55));
    if (total > 400)
        m_splitter->setSizes({tables, total - tables});
}

void ComparisonView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        applyFonts();
}

void ComparisonView::retranslate()
{
    m_titleA->setText(tr("<b style='color:%1'>■ Ranking A</b>").arg(colorName(0)));
    m_titleB->setText(
        tr("<b style='color:%1'>▲ Ranking B</b> (drag rows to reorder)").arg(colorName(1)));
    m_tableA->setAccessibleName(tr("Ranking A"));
    m_tableB->setAccessibleName(tr("Ranking B"));
    m_running->setAccessibleName(tr("Chart: running DCG of A, B and the ideal by position"));
    m_difference->setAccessibleName(tr("Chart: contribution of A − B at each position"));
    m_showAll->setToolTip(tr("Long rankings are drawn to twice the cutoff k. NDCG@k and its "
                             "ideal count the whole judged pool either way."));
    m_modelA->retranslate();
    m_modelB->retranslate();
    m_definition->retranslate();
    m_running->retranslate();
    m_difference->retranslate();
    m_chartTag.clear(); // the titles are plain again
    refresh();
}

void ComparisonView::applyFonts()
{
    // Relative to the view's font (the interface scale's): the tables' text a little larger.
    if (!m_tableA || !m_tableB)
        return; // being built
    const QFont tableFont = InterfaceScale::relative(font(), 1.1);
    for (RankingTableView *table : {m_tableA, m_tableB}) {
        table->setFont(tableFont);
        table->horizontalHeader()->setFont(font());
        table->fitColumns();
    }
    fitSplitter();
    refresh();
}

QString ComparisonView::ndcgText(int side) const
{
    QTextDocument doc;
    doc.setHtml((side == 1 ? m_cardB : m_cardA)->text());
    return doc.toPlainText().simplified();
}

QString ComparisonView::verdictText() const
{
    QTextDocument doc;
    doc.setHtml(m_verdict->text());
    return doc.toPlainText();
}

QString ComparisonView::whereText() const
{
    QTextDocument doc;
    doc.setHtml(m_where->text());
    return doc.toPlainText();
}

QString ComparisonView::metricsText() const
{
    return m_metricsText;
}

QList<RevealStage> ComparisonView::revealOrder()
{
    using Q = ViewState::Quantity;
    return {
        {{Q::GainColumn, Q::DiscountColumn, Q::ContributionColumn},
            RevealController::name(Q::ContributionColumn)},
        {{Q::DcgColumn, Q::DcgTotal}, tr("the DCG@i curves")},
        {{Q::IdealGradeColumn, Q::IdealContributionColumn, Q::IdcgColumn, Q::IdcgTotal},
            tr("the ideal curves")},
        {{Q::NdcgColumn, Q::NdcgTotal, Q::Range}, RevealController::name(Q::NdcgTotal)},
        {{Q::Metrics}, RevealController::name(Q::Metrics)},
    };
}

QString ComparisonView::revealOrderText() const
{
    return m_revealOrder->isHidden() ? QString() : m_revealOrder->text();
}

QString ComparisonView::refreshMetrics(
    const Ndcg::Breakdown *a, const Ndcg::Breakdown *b, const QString &k)
{
    struct Metric
    {
        QString name;
        QString tip;
        std::optional<double> value[2];
    };
    const Ndcg::Breakdown *sides[2] = {a, b};
    auto values = [&](auto get) {
        Metric m;
        for (int side : {0, 1}) {
            if (sides[side])
                m.value[side] = get(*sides[side]);
        }
        return m;
    };
    using B = Ndcg::Breakdown;
    QList<Metric> metrics;
    Metric ndcg = values([](const B &x) { return x.ndcg; });
    ndcg.name = QStringLiteral("NDCG@%1").arg(k);
    metrics << ndcg;
    Metric rr = values([](const B &x) { return x.metrics.reciprocalRank; });
    rr.name = tr("RR (MRR)");
    rr.tip = tr("Reciprocal rank: 1 / position of the first relevant item. MRR, the mean "
                "reciprocal rank, is its mean over queries: for one query, the same number.");
    metrics << rr;
    Metric p = values([](const B &x) { return x.metrics.precision; });
    p.name = tr("P@%1").arg(k);
    metrics << p;
    Metric r = values([](const B &x) { return x.metrics.recall; });
    r.name = tr("R@%1").arg(k);
    metrics << r;
    Metric ap = values([](const B &x) { return x.metrics.averagePrecision; });
    ap.name = tr("AP@%1").arg(k);
    metrics << ap;
    Metric err = values([](const B &x) { return x.metrics.err; });
    err.name = tr("ERR@%1").arg(k);
    metrics << err;
    const Ndcg::Breakdown *any = a ? a : b;
    const double persistence = any ? any->settings.rbpPersistence : 0.8;
    Metric rbp = values([](const B &x) { return x.metrics.rbp; });
    rbp.name = tr("RBP p=%1").arg(persistence);
    metrics << rbp;

    // Hidden answers: NDCG@k until it is revealed, the others with the card's companion metrics.
    using Q = ViewState::Quantity;
    const auto hidden = [this](qsizetype i) {
        return m_ndcgPending || m_view.isHidden(i == 0 ? Q::NdcgTotal : Q::Metrics);
    };

    // The metrics A and B score the same on (exactly, not only to three decimals).
    QStringList same;
    for (qsizetype i = 1; i < metrics.size(); ++i) {
        if (hidden(i) || hidden(0))
            continue; // "the same on RR" would tell
        const Metric &m = metrics[i];
        if (m.value[0] && m.value[1]
            && std::abs(*m.value[0] - *m.value[1]) <= 1e-12 * std::max(1.0, std::abs(*m.value[0])))
            same << m.name;
    }

    const int size = int(std::lround(font().pointSizeF() * 1.05));
    QString html = QStringLiteral("<table cellspacing='0' cellpadding='2' align='center' "
                                  "style='font-size:%1pt'><tr><td></td>")
                       .arg(size);
    QStringList lines;
    QStringList header {QString()};
    for (const Metric &m : std::as_const(metrics)) {
        html += QStringLiteral("<th align='right'>&nbsp;&nbsp;%1</th>").arg(m.name.toHtmlEscaped());
        header << m.name;
    }
    html += QStringLiteral("</tr>");
    lines << header.join(QLatin1Char('	'));
    for (int side : {0, 1}) {
        const QString name = side == 1 ? QStringLiteral("B") : QStringLiteral("A");
        html += QStringLiteral("<tr><td><b style='color:%1'>%2 %3</b></td>")
                    .arg(colorName(side), side == 1 ? QStringLiteral("▲") : QStringLiteral("■"),
                        name);
        QStringList row {name};
        for (qsizetype i = 0; i < metrics.size(); ++i) {
            const Metric &m = metrics[i];
            const QString text
                = hidden(i) ? QStringLiteral("?") : DisplayFormat::fixed(m.value[side]);
            const bool bold = same.contains(m.name) || &m == &metrics.first();
            // Two spaces before each value as before each name: a value wider than its name
            // ("1.000" under "P@5") ran into the one beside it ("1.0001.0001.000").
            html += QStringLiteral("<td align='right'>&nbsp;&nbsp;%1</td>")
                        .arg(bold ? QStringLiteral("<b>%1</b>").arg(text) : text);
            row << text;
        }
        html += QStringLiteral("</tr>");
        lines << row.join(QLatin1Char('	'));
    }
    html += QStringLiteral("</table>");
    // Said on the line above the table, after where A and B differ.
    const QString agree = same.isEmpty()
        ? QString()
        : Ndcg::argSpaced(tr("A and B score the same on %1"), Ndcg::joinList(same));
    if (!agree.isEmpty())
        lines << agree;
    QStringList tips;
    for (const Metric &m : std::as_const(metrics)) {
        if (!m.tip.isEmpty())
            tips << m.tip;
    }
    m_metrics->setToolTip(tips.join(QLatin1Char('\n')));
    m_metrics->setText(html);
    m_metricsText = lines.join(QLatin1Char('\n'));
    return agree;
}

void ComparisonView::refresh()
{
    const Ndcg::Breakdown *a = breakdown(0);
    const Ndcg::Breakdown *b = breakdown(1);
    using Q = ViewState::Quantity;
    m_summary = ComparisonPoints::summarize(a, b);
    // A long ranking to its first 2k positions, unless all are asked for (or a step-through
    // has gone further).
    m_total = int(std::max(a ? a->rows.size() : 0, b ? b->rows.size() : 0));
    int depth = ComparisonPoints::defaultDepth(a, b);
    if (m_limit > depth)
        depth = m_limit;
    m_depth = m_showAll->isChecked() || depth >= m_total ? -1 : depth;
    m_showAll->setVisible(m_depth >= 0 || (m_showAll->isChecked() && depth < m_total));
    m_showAll->setText(tr("Show all %n positions", nullptr, m_total)
        + (m_depth >= 0 ? tr(" (the first %1 are drawn)").arg(m_depth) : QString()));
    applyDepth();
    ComparisonPoints::Series series = ComparisonPoints::build(a, b, m_limit, m_depth);
    // Hidden answers: no point of a hidden column, and a frame that does not depend on them.
    if (m_view.isHidden(Q::DcgColumn)) {
        series.runningA.clear();
        series.runningB.clear();
    }
    if (m_view.isHidden(Q::IdcgColumn)) {
        series.ideal.clear();
        series.idealB.clear();
    }
    if (m_view.isHidden(Q::DcgColumn) || m_view.isHidden(Q::IdcgColumn)) {
        // The frame of the curves that show (the DCG@i ones before the ideal is revealed), so
        // that a revealed curve is in sight and a hidden one does not set the scale.
        series.maxRunning = 0.0;
        for (const QList<QPointF> *curve :
            {&series.runningA, &series.runningB, &series.ideal, &series.idealB}) {
            for (const QPointF &point : *curve)
                series.maxRunning = std::max(series.maxRunning, point.y());
        }
    }
    if (m_view.isHidden(Q::ContributionColumn)) {
        series.difference.clear();
        series.aheadBars.clear();
        series.behindBars.clear();
        series.maxAbsDifference = 0.0;
    }
    for (int side : {0, 1}) {
        ViewState view = m_view;
        view.preview = m_preview[side];
        model(side)->setViewState(view);
    }
    const bool ndcgHidden = m_ndcgPending || m_view.isHidden(Q::NdcgTotal);
    m_running->setSeries(series);
    m_difference->setSeries(series);
    // A preview changes the charts too: their titles say so.
    ViewState previewed;
    previewed.preview = m_preview[0] ? m_preview[0] : m_preview[1];
    const QString tag = previewed.previewTag();
    if (tag != m_chartTag) {
        m_chartTag = tag;
        for (ComparisonChart *chart : {m_running, m_difference}) {
            chart->retranslate();
            if (!tag.isEmpty())
                chart->chart()->setTitle(tr("%1 (%2)").arg(chart->chart()->title(), tag));
        }
    }
    QList<ComparisonPoints::Link> links
        = ComparisonPoints::links(m_preview[0] ? m_preview[0]->items : m_a->ranking().items,
            m_preview[1] ? m_preview[1]->items : m_b->ranking().items);
    if (m_depth >= 0) {
        // A link with neither end drawn is not drawn; one whose other end is below the depth
        // is a stub that points down (ComparisonLinks).
        const auto drawn = [this](int row) { return row >= 0 && row < m_depth; };
        links.removeIf([&drawn](const ComparisonPoints::Link &link) {
            return !drawn(link.rowA) && !drawn(link.rowB);
        });
    }
    m_links->setLinks(links);

    const QString k = m_summary.k > 0 ? QString::number(m_summary.k) : QStringLiteral("k");
    const int big = int(std::lround(font().pointSizeF() * 1.9));
    auto card = [&](int side, const Ndcg::Breakdown *bd) {
        const QString name = side == 1 ? QStringLiteral("B") : QStringLiteral("A");
        const QString value = !bd ? QStringLiteral("—")
            : ndcgHidden          ? QStringLiteral("?")
                                  : DisplayFormat::fixed(bd->ndcg);
        ViewState marked;
        marked.preview = m_preview[side];
        // On a line of its own: the tag must not widen the headline (its minimum width took the
        // room from the side panels while a swap was hovered).
        const QString preview = m_preview[side]
            ? QStringLiteral("<br>(%1)").arg(marked.previewTag().toHtmlEscaped())
            : QString();
        return tr("<span style='font-size:%1pt; font-weight:bold; color:%2'>%3</span>"
                  "&nbsp;&nbsp;<span style='font-size:%4pt'>NDCG@%5 = <b>%6</b></span>%7")
            .arg(big)
            .arg(colorName(side), name)
            .arg(int(std::lround(big * 0.8)))
            .arg(k, value, preview);
    };
    m_cardA->setText(card(0, a));
    m_cardB->setText(card(1, b));

    const QString agree = refreshMetrics(a, b, k); // "A and B score the same on RR (MRR)"
    const int verdictSize = int(std::lround(big * 0.85));
    QString verdict;
    QString where;
    if (!a || !b) {
        const QString error = !a ? m_a->error() : m_b->error();
        verdict = tr("<span style='font-size:%1pt'><b>No comparison</b></span>").arg(verdictSize);
        where = error.toHtmlEscaped();
    } else if (ndcgHidden) {
        verdict = tr("<span style='font-size:%1pt'><b>Which ranking is better?</b></span>")
                      .arg(verdictSize);
    } else if (!m_summary.difference) {
        verdict
            = tr("<span style='font-size:%1pt'><b>NDCG is undefined</b></span>").arg(verdictSize);
        where = tr("IDCG@%1 = 0 and the zero-IDCG rule leaves NDCG undefined.").arg(k);
    } else {
        const double d = *m_summary.difference;
        if (m_summary.better == ComparisonPoints::Ahead::Neither) {
            verdict = tr("<span style='font-size:%1pt'><b>A and B score the same</b></span>")
                          .arg(verdictSize);
        } else {
            const int side = m_summary.better == ComparisonPoints::Ahead::A ? 0 : 1;
            verdict
                = tr("<span style='font-size:%1pt; color:%2'><b>%3 is better by %4</b>"
                     "</span>")
                      .arg(verdictSize)
                      .arg(colorName(side), side == 1 ? QStringLiteral("B") : QStringLiteral("A"),
                          DisplayFormat::fixed(std::abs(d)));
        }
        QStringList parts;
        parts.append(tr("NDCG@%1 of A − B = <b>%2%3</b>")
                         .arg(k, d < 0 ? QStringLiteral("−") : QStringLiteral("+"),
                             DisplayFormat::fixed(std::abs(d))));
        auto gains = [this](int side, const QList<int> &positions) {
            const QString text = positions.size() == 1
                ? (side == 0 ? tr("A gains at position %1") : tr("B gains at position %1"))
                : (side == 0 ? tr("A gains at positions %1") : tr("B gains at positions %1"));
            return QStringLiteral("<span style='color:%1'><b>%2</b></span>")
                .arg(colorName(side), text.arg(positionList(positions)));
        };
        if (!m_summary.positionsA.isEmpty())
            parts.append(gains(0, m_summary.positionsA));
        if (!m_summary.positionsB.isEmpty())
            parts.append(gains(1, m_summary.positionsB));
        if (!agree.isEmpty())
            parts.append(agree.toHtmlEscaped());
        if (!m_summary.sameIdeal)
            parts.append(tr("their ideals differ (IDCG@%1 %2 vs %3)")
                             .arg(k, DisplayFormat::fixed(a->idcg, a->gainScaleLog2),
                                 DisplayFormat::fixed(b->idcg, b->gainScaleLog2)));
        where = QStringLiteral("<span style='font-size:%1pt'>%2</span>")
                    .arg(int(std::lround(big * 0.55)))
                    .arg(parts.join(QStringLiteral(" · ")));
    }
    m_verdict->setText(verdict);
    m_where->setText(where);
    m_where->setVisible(!where.isEmpty());
    // The order of reveals, while any is hidden: the question the class answers press by press.
    QStringList stages;
    for (const RevealStage &stage : revealOrder())
        stages << stage.name;
    m_revealOrder->setText(Ndcg::argSpaced(tr("R reveals, in turn: %1"), Ndcg::joinList(stages)));
    m_revealOrder->setVisible(m_view.isAnyHidden());
}

void ComparisonView::discardOpenEditors()
{
    for (int side : {0, 1}) {
        disconnect(model(side)->rankingModel(), nullptr, this, nullptr);
        disconnect(document(side), nullptr, this, nullptr);
        table(side)->reset();
    }
}

void ComparisonView::setHighlight(int side, int row)
{
    if (side == 1)
        m_links->setSelectedRowB(row);
    else
        m_links->setSelectedRowA(row);
    m_running->setHighlightedPosition(row + 1);
    m_difference->setHighlightedPosition(row + 1);
}
