#include "resultcard.h"

#include "displayformat.h"
#include "notation.h"
#include "notelabel.h"
#include "style/okabeito.h"
#include "rangebar.h"
#include "style/theme.h"

#include <QApplication>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>

namespace {

constexpr int metricCount = 6;

// The headline is already 1.5× to 2.5× the body text: past a zoom of 1.4 it stops growing, so
// that at 2.5× on a 1920-pixel projector it still fits beside the metrics on one line. It wraps
// rather than widen the window when it does not fit (a narrow screen, numbers like 9.745e+288).
double headlineZoom(double zoom)
{
    return std::min(zoom, 1.4);
}

} // namespace

ResultCard::ResultCard(QWidget *parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("resultCard"));
    setFrameShape(QFrame::StyledPanel);
    auto *outer = new QHBoxLayout(this);
    outer->setContentsMargins(12, 8, 12, 8);
    outer->setSpacing(18);

    auto *left = new QVBoxLayout;
    left->setSpacing(4);
    m_headline = new QLabel(this);
    m_headline->setTextFormat(Qt::RichText);
    m_headline->setAccessibleName(tr("NDCG result"));
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_headline->setWordWrap(true);
    left->addWidget(m_headline);
    m_range = new RangeBar(this);
    left->addWidget(m_range);
    m_notice = new NoteLabel(this);
    m_notice->setWordWrap(true);
    m_notice->hide();
    Theme::followZoom(m_notice); // a banner: projectable, and zoomed with the window
    left->addWidget(m_notice);
    outer->addLayout(left, 1);

    m_metricsGrid = new QGridLayout;
    m_metricsGrid->setHorizontalSpacing(10);
    m_metricsGrid->setVerticalSpacing(2);
    for (int i = 0; i < metricCount; ++i) {
        auto *name = new QLabel(this);
        auto *value = new QLabel(this);
        QFont f = value->font();
        f.setPointSizeF(f.pointSizeF() * 1.15);
        f.setBold(true);
        value->setFont(f);
        QFont nf = name->font();
        nf.setPointSizeF(nf.pointSizeF() * 1.15);
        name->setFont(nf);
        value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_metricNames.append(name);
        m_metricValues.append(value);
        // Two columns of three: P, R, RR | AP, ERR, RBP.
        const int row = i % 3;
        const int column = (i / 3) * 2;
        m_metricsGrid->addWidget(name, row, column);
        m_metricsGrid->addWidget(value, row, column + 1);
    }
    m_metricsGrid->setColumnMinimumWidth(2, 0);
    m_metricsGrid->setColumnStretch(4, 1);
    auto *right = new QVBoxLayout;
    auto *caption = new QLabel(this);
    caption->setObjectName(QStringLiteral("metricsCaption"));
    right->addWidget(caption);
    right->addLayout(m_metricsGrid);
    right->addStretch(1);
    outer->addLayout(right, 0);
    retranslate();
    // The card, its labels, its notice and the headline's rich text in the theme's colours, now
    // and after every switch: the palette alone does not reach labels a style sheet polished.
    Theme::follow(this, [this, caption] {
        setStyleSheet(QStringLiteral("#resultCard { background: %1; border: 1px solid %2; "
                                     "border-radius: 6px; } #resultCard QLabel { color: %3; }")
                          .arg(Theme::card().name(), Theme::border().name(), Theme::ink().name()));
        m_notice->setStyleSheet(
            Theme::noticeStyle() + QStringLiteral(" padding: 3px 6px; border-radius: 3px;"));
        caption->setStyleSheet(QStringLiteral("color: %1;").arg(Theme::quietInk().name()));
        rebuild();
    });
}

void ResultCard::setZoom(double zoom)
{
    m_zoom = zoom;
    QFont base = QApplication::font();
    base.setPointSizeF(base.pointSizeF() * zoom);
    setFont(base);
    QFont big = base;
    big.setPointSizeF(base.pointSizeF() * 1.15);
    for (QLabel *name : std::as_const(m_metricNames))
        name->setFont(big);
    big.setBold(true);
    for (QLabel *value : std::as_const(m_metricValues))
        value->setFont(big);
    m_range->setFont(base);
    // Labels with a style sheet do not take their parent's font: set it.
    if (auto *caption = findChild<QLabel *>(QStringLiteral("metricsCaption")))
        caption->setFont(base);
    rebuild();
}

void ResultCard::setHiddenValues(bool dcg, bool idcg, bool ndcg, bool metrics)
{
    if (dcg == m_hideDcg && idcg == m_hideIdcg && ndcg == m_hideNdcg && metrics == m_hideMetrics)
        return;
    m_hideDcg = dcg;
    m_hideIdcg = idcg;
    m_hideNdcg = ndcg;
    m_hideMetrics = metrics;
    rebuild();
}

void ResultCard::setViewState(const ViewState &view)
{
    using Q = ViewState::Quantity;
    m_hideRange = !view.showsTotal(Q::Range);
    m_previewMarker = view.previewMarker();
    m_hideDcg = !view.showsTotal(Q::DcgTotal);
    m_hideIdcg = !view.showsTotal(Q::IdcgTotal);
    m_hideNdcg = !view.showsTotal(Q::NdcgTotal);
    m_hideMetrics = !view.showsTotal(Q::Metrics);
    rebuild();
}

void ResultCard::setBreakdown(
    const Ndcg::Breakdown *breakdown, const QString &error, const ViewState &view)
{
    m_breakdown = breakdown;
    m_error = error;
    setViewState(view);
}

void ResultCard::setBreakdown(const Ndcg::Breakdown *breakdown, const QString &error)
{
    m_breakdown = breakdown;
    m_error = error;
    rebuild();
}

void ResultCard::retranslate()
{
    if (auto *caption = findChild<QLabel *>(QStringLiteral("metricsCaption")))
        caption->setText(tr("Companion metrics at the same k"));
    m_headline->setAccessibleName(tr("NDCG result"));
    m_range->setAccessibleName(RangeBar::tr("Range of NDCG for these grades"));
    rebuild();
}

void ResultCard::rebuild()
{
    const Ndcg::Breakdown *b = m_breakdown;
    if (!b) {
        m_headline->setText(QStringLiteral("<span style=\"font-size:%1pt\">NDCG = —</span>")
                                .arg(qRound(20 * headlineZoom(m_zoom))));
        m_notice->setText(tr("Cannot compute: %1").arg(m_error));
        m_notice->setVisible(true);
        m_range->setValues(std::nullopt, std::nullopt, std::nullopt, std::nullopt);
        for (QLabel *v : std::as_const(m_metricValues))
            v->setText(QStringLiteral("—"));
        return;
    }
    const QString k = QString::number(b->k);
    const QString idealColor = Theme::idealInk().name();
    const QString unknown = QStringLiteral("?");
    m_headline->setText(
        QStringLiteral("<span style=\"font-size:%7pt\"><b style=\"color:%9\">NDCG@%1</b> = "
                       "<span style=\"color:%2\">DCG@%1</span> / "
                       "<span style=\"color:%3\">IDCG@%1</span> = %4 / %5 = </span>"
                       "<span style=\"font-size:%8pt; font-weight:bold\">%6</span>")
            .arg(k, Theme::actualInk().name(), idealColor,
                m_hideDcg ? unknown : DisplayFormat::fixed(b->dcg, b->gainScaleLog2),
                m_hideIdcg ? unknown : DisplayFormat::fixed(b->idcg, b->gainScaleLog2),
                m_hideNdcg ? unknown : DisplayFormat::fixed(b->ndcg),
                QString::number(qRound(20 * headlineZoom(m_zoom))),
                QString::number(qRound(30 * headlineZoom(m_zoom))), Theme::ndcgInk().name()));
    if (!m_previewMarker.isEmpty()) // a hovered swap, not the document: said so
        m_headline->setText(QStringLiteral("<i>%1</i> — ").arg(m_previewMarker.toHtmlEscaped())
            + m_headline->text());
    m_headline->setToolTip(tr("NDCG@k: the ranking's DCG@k divided by the DCG@k of the ideal "
                              "ordering"));

    const Ndcg::Metrics &m = b->metrics;
    const QString names[metricCount] = {
        tr("P@%1").arg(k),
        tr("R@%1").arg(k),
        tr("RR"),
        tr("AP@%1").arg(k),
        tr("ERR@%1").arg(k),
        tr("RBP p=%1").arg(b->settings.rbpPersistence),
    };
    const double values[metricCount]
        = {m.precision, m.recall, m.reciprocalRank, m.averagePrecision, m.err, m.rbp};
    const QString tips[metricCount] = {
        tr("Precision@k: relevant items in the top k / k (%1 / %2)")
            .arg(m.relevantRetrieved)
            .arg(b->settings.isAll() ? b->n : b->k),
        tr("Recall@k: relevant items in the top k / relevant judged items (%1 / %2)")
            .arg(m.relevantRetrieved)
            .arg(m.relevantTotal),
        tr("Reciprocal rank: 1 / position of the first relevant item"),
        tr("Average precision@k: the sum of P@i at relevant positions / relevant judged items"),
        tr("Expected reciprocal rank (Chapelle 2009), top grade %1").arg(m.errMaxGrade),
        tr("Rank-biased precision (Moffat & Zobel 2008), persistence p = %1")
            .arg(b->settings.rbpPersistence),
    };
    for (int i = 0; i < metricCount; ++i) {
        m_metricNames[i]->setText(names[i]);
        m_metricValues[i]->setText(m_hideMetrics ? unknown : DisplayFormat::fixed(values[i]));
        // The tips name counts of relevant items: hidden with the values.
        m_metricNames[i]->setToolTip(m_hideMetrics ? QString() : tips[i]);
        m_metricValues[i]->setToolTip(m_hideMetrics ? QString() : tips[i]);
    }
    if (m_hideRange)
        m_range->setValues(std::nullopt, std::nullopt, std::nullopt, std::nullopt);
    else
        m_range->setValues(
            b->worstNdcg, b->randomNdcg, b->bestNdcg, m_hideNdcg ? std::nullopt : b->ndcg);

    // The warnings in the words of the exports and the CLI (Notation), one a line; the scale
    // warnings say that the numbers are shown at their true size (DisplayFormat).
    QStringList notes;
    for (const Ndcg::Warning &w : b->warnings) {
        if (w.kind == Ndcg::WarningKind::ZeroIdcg && m_hideIdcg)
            continue; // it would say IDCG@k = 0
        notes << DisplayFormat::warningSentence(w);
    }
    m_notice->setText(notes.join(QLatin1Char('\n')));
    m_notice->setVisible(!notes.isEmpty());
}

QString ResultCard::headlineText() const
{
    QTextDocument doc;
    doc.setHtml(m_headline->text());
    return doc.toPlainText().simplified();
}

QString ResultCard::metricsText() const
{
    QStringList lines;
    for (int i = 0; i < metricCount; ++i)
        lines << m_metricNames[i]->text() + QLatin1Char(' ') + m_metricValues[i]->text();
    return lines.join(QLatin1Char('\n'));
}

QString ResultCard::noticeText() const
{
    return m_notice->isHidden() ? QString() : m_notice->text();
}
