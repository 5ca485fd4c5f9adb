#include "swappanel.h"

#include "document/rankingdocument.h"
#include "scenario.h"
#include "style/theme.h"
#include "swapheatmap.h"
#include "workbench/displayformat.h"
#include "workbench/notelabel.h"
#include "workbench/sidepanels.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QResizeEvent>
#include <QVBoxLayout>

#include <cmath>

namespace {

QString signedValue(double v)
{
    return (v < 0 ? QStringLiteral("−") : QStringLiteral("+")) + DisplayFormat::fixed(std::abs(v));
}

QString kText(int k)
{
    return QString::number(k);
}

} // namespace

SwapPanel::SwapPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("swapPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    m_title = new NoteLabel(this);
    m_title->setTextFormat(Qt::RichText);
    m_title->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(m_title);
    m_heatmap = new SwapHeatmap(this);
    layout->addWidget(m_heatmap, 1);
    auto *row = new QHBoxLayout;
    m_status = new NoteLabel(this);
    m_status->setObjectName(QStringLiteral("swapStatus"));
    m_status->setTextFormat(Qt::RichText);
    m_best = new QPushButton(this);
    row->addWidget(m_status, 1);
    row->addWidget(m_best);
    layout->addLayout(row);
    connect(m_heatmap, &SwapHeatmap::swapHovered, this, &SwapPanel::preview);
    connect(m_heatmap, &SwapHeatmap::swapClicked, this, &SwapPanel::applySwap);
    connect(m_best, &QPushButton::clicked, this, [this] {
        const auto [i, j] = m_heatmap->matrix().bestSwap();
        if (i >= 0)
            applySwap(i, j);
    });
    retranslate();
    // The title names the theme's blue and vermillion: written again at a switch.
    connect(Theme::instance(), &Theme::changed, this, [this] {
        m_dirty = true;
        if (!SidePanels::isClosed(this))
            refresh();
    });
}

void SwapPanel::setDocument(RankingDocument *document, const QString &name)
{
    if (m_document == document && m_name == name)
        return;
    if (m_document) {
        disconnect(m_document, nullptr, this, nullptr);
        if (m_previewing)
            emit previewRequested(m_document, std::nullopt);
    }
    m_previewing = false;
    m_document = document;
    m_name = name;
    if (document) {
        connect(document, &RankingDocument::breakdownChanged, this, [this] {
            // The ranking changed under the preview: end it (a hovered cell previews again).
            if (m_previewing) {
                m_previewing = false;
                emit previewRequested(m_document, std::nullopt);
            }
            m_dirty = true;
            if (!SidePanels::isClosed(this))
                refresh();
        });
    }
    m_dirty = true;
    refresh();
}

void SwapPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_dirty)
        refresh();
}

void SwapPanel::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    if (SidePanels::isClosed(this))
        refresh();
}

void SwapPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        sizeLabels(true);
}

void SwapPanel::retranslate()
{
    m_best->setText(tr("Apply the best swap"));
    m_best->setToolTip(tr("Swap the pair of positions that raises NDCG@k most (undoable)"));
    m_dirty = true;
    refresh();
}

void SwapPanel::setViewState(const ViewState &view)
{
    const bool hidden = !view.showsTotal(ViewState::Quantity::NdcgTotal);
    if (hidden == m_valuesHidden)
        return;
    m_valuesHidden = hidden;
    m_heatmap->setValuesHidden(hidden);
    if (SidePanels::isClosed(this)) {
        m_dirty = true; // computed when shown
        return;
    }
    const auto [i, j] = m_heatmap->hoveredCell();
    if (i >= 0 && m_previewing)
        preview(i, j);
    else if (m_heatmap->hasMatrix())
        showBest();
}

QString SwapPanel::statusText() const
{
    return m_status->text();
}

QString SwapPanel::titleText() const
{
    return m_title->text();
}

void SwapPanel::refresh()
{
    if (SidePanels::isClosed(this)) {
        // Closed: nothing computed, nothing stale left for a screen reader; showEvent() computes.
        m_dirty = true;
        m_title->clear();
        m_status->clear();
        m_heatmap->clear();
        m_best->setEnabled(false);
        return;
    }
    m_dirty = false;
    const Ndcg::Breakdown *b = m_document ? m_document->breakdown() : nullptr;
    const QString name = m_name.isEmpty() ? tr("the ranking") : m_name;
    const int k = b ? b->k : 0;
    // In the theme's blue and vermillion (the heat map's).
    m_title->setText(tr("<b>What-if swaps in %1</b>: the change in NDCG@%2 if the items at "
                        "positions <i>i</i> (row) and <i>j</i> (column) trade places. "
                        "<span style='color:%3'><b>Blue</b></span> raises it, "
                        "<span style='color:%4'><b>vermillion</b></span> lowers it. "
                        "Hover to preview, click to apply.")
                         .arg(name.toHtmlEscaped(), k > 0 ? kText(k) : QStringLiteral("k"),
                             Theme::raiseInk().name(), Theme::lowerInk().name()));
    if (!b) {
        m_heatmap->clear();
        m_best->setEnabled(false);
        m_status->setText(
            m_document ? m_document->error().toHtmlEscaped() : tr("No ranking is open."));
        return;
    }
    const Ndcg::Result<Ndcg::SwapMatrix> matrix = Ndcg::swapMatrix(*b);
    if (!matrix) {
        m_heatmap->clear();
        m_best->setEnabled(false);
        m_status->setText(matrix.error().message.toHtmlEscaped());
        return;
    }
    m_heatmap->setMatrix(matrix.value());
    const auto [hi, hj] = m_heatmap->hoveredCell();
    if (hi >= 0)
        preview(hi, hj);
    else
        showBest();
}

void SwapPanel::showBest()
{
    const Ndcg::SwapMatrix &m = m_heatmap->matrix();
    const auto [i, j] = m.bestSwap();
    // Hidden answers: which swap is best is an answer too.
    m_best->setEnabled(i >= 0 && !m_valuesHidden);
    if (m_valuesHidden) {
        m_status->setText(tr("The changes in NDCG@%1 are hidden until it is revealed (R). "
                             "Hover to preview a swap, click to apply it.")
                              .arg(m.k));
    } else if (m.n < 2) {
        m_status->setText(tr("A ranking of one item has nothing to swap."));
    } else if (i < 0 && m.ndcg && *m.ndcg < 1.0 - 5e-4) {
        // Below 1 with no swap that helps (seed 001's B): what is missing is not the order.
        m_status->setText(tr("No swap raises NDCG@%1 (%2): the top %1 are already in the best "
                             "order these items allow; the rest of the way to 1 is judged items "
                             "the ranking did not retrieve.")
                              .arg(m.k)
                              .arg(DisplayFormat::fixed(*m.ndcg)));
    } else if (i < 0) {
        m_status->setText(tr("No swap raises NDCG@%1: the top %1 are already in the best "
                             "order these items allow.")
                              .arg(m.k));
    } else {
        m_status->setText(tr("Best swap: positions %1 ↔ %2 raises NDCG@%3 by <b>%4</b>.")
                              .arg(i + 1)
                              .arg(j + 1)
                              .arg(m.k)
                              .arg(DisplayFormat::fixed(m.ndcgChange(i, j))));
    }
    // While comparing, the status line names the ranking too ("Ranking B: …").
    if (!m_name.isEmpty()) {
        const QString name = m_name.left(1).toUpper() + m_name.mid(1);
        m_status->setText(tr("<b>%1</b>: %2").arg(name.toHtmlEscaped(), m_status->text()));
    }
    sizeLabels(false);
}

void SwapPanel::preview(int i, int j)
{
    if (!m_document || !m_document->breakdown() || !m_heatmap->hasMatrix())
        return;
    const Ndcg::SwapMatrix &m = m_heatmap->matrix();
    if (i < 0 || j < 0 || i >= m.n || j >= m.n) {
        if (m_previewing) {
            m_previewing = false;
            emit previewRequested(m_document, std::nullopt);
        }
        showBest();
        return;
    }
    const Ndcg::Ranking ranking = Ndcg::swapped(m_document->ranking(), i, j);
    const Ndcg::Result<Ndcg::Breakdown> after = Ndcg::explain(ranking, m_document->settings());
    if (!after)
        return;
    const Ndcg::Ranking &current = m_document->ranking();
    auto labelOf = [&current](int row) {
        const QString &label = current.items[row].label;
        return label.isEmpty()
            ? QString()
            : QStringLiteral(" (%1)").arg(Ndcg::elidedLabel(label).toHtmlEscaped());
    };
    if (m_valuesHidden)
        m_status->setText(tr("Preview: swap %1%2 ↔ %3%4 (NDCG@%5 is hidden). Click to apply.")
                              .arg(i + 1)
                              .arg(labelOf(i))
                              .arg(j + 1)
                              .arg(labelOf(j))
                              .arg(m.k));
    else
        m_status->setText(tr("Preview: swap %1%2 ↔ %3%4: NDCG@%5 %6 → %7 (<b>%8</b>). "
                             "Click to apply.")
                              .arg(i + 1)
                              .arg(labelOf(i))
                              .arg(j + 1)
                              .arg(labelOf(j))
                              .arg(m.k)
                              .arg(DisplayFormat::fixed(m.ndcg), DisplayFormat::fixed(after->ndcg),
                                  signedValue(m.ndcgChange(i, j))));
    sizeLabels(false);
    m_previewing = true;
    emit previewRequested(
        m_document, ViewState::Preview {after.value(), ranking.items, i + 1, j + 1});
}

void SwapPanel::applySwap(int i, int j)
{
    if (!m_document || i == j || i < 0 || j < 0 || i >= m_document->ranking().size()
        || j >= m_document->ranking().size())
        return;
    if (m_previewing) {
        m_previewing = false;
        emit previewRequested(m_document, std::nullopt);
    }
    m_document->editRanking(Ndcg::swapped(m_document->ranking(), i, j),
        tr("Swap positions %1 and %2").arg(std::min(i, j) + 1).arg(std::max(i, j) + 1));
}

void SwapPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    sizeLabels(true);
}

void SwapPanel::sizeLabels(bool resized)
{
    // A wrapping label is at most as tall as its text at the panel's width (its size hint
    // guesses a narrower width and would leave blank lines).
    const int width = contentsRect().width() - 12;
    if (!isVisible() || width <= 0)
        return;
    if (resized) {
        m_title->setMaximumHeight(m_title->heightForWidth(width) + 2);
        // Three lines whatever it says, so that a preview's text does not move the cells under
        // the mouse; more when the text needs them at the status line's width.
        m_status->setFixedHeight(3 * m_status->fontMetrics().lineSpacing() + 4);
    }
    // Grows only (until the next resize): a longer preview takes a line from the heatmap once,
    // and a cell that then comes under the mouse cannot make it shrink back and forth.
    if (m_status->width() <= 0)
        return;
    const int needed = m_status->heightForWidth(m_status->width());
    if (needed > m_status->height())
        m_status->setFixedHeight(needed);
}
