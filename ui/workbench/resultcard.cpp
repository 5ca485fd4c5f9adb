#include "resultcard.h"

#include "displayformat.h"
#include "formulatext.h"
#include "notation.h"
#include "notelabel.h"
#include "rangebar.h"
#include "style/interfacescale.h"
#include "style/okabeito.h"
#include "style/theme.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QResizeEvent>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace {

constexpr int metricCount = 6;

// The headline's terms and its result, relative to the card's font (the body text at the
// interface scale). Where it does not fit (a narrow screen, a side panel, numbers like
// 9.745e+288) it breaks between its terms and the metrics go below it (fitWidth()), rather
// than widen the window.
constexpr double termsSize = 2.0;
constexpr double resultSize = 3.0;

} // namespace

ResultCard::ResultCard(QWidget *parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("resultCard"));
    setFrameShape(QFrame::StyledPanel);
    auto *outer = new QHBoxLayout(this);
    m_outer = outer;
    outer->setContentsMargins(12, 6, 12, 6);
    outer->setSpacing(18);

    auto *left = new QVBoxLayout;
    left->setSpacing(4);
    m_headline = new QLabel(this);
    m_headline->setTextFormat(Qt::RichText);
    setAccessibleName(tr("NDCG result"));
    m_headline->setObjectName(QStringLiteral("resultHeadline"));
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Broken between its terms by fitWidth(), never inside one by wrapping; its width is the
    // card's to give (a long number must not widen the window).
    m_headline->setWordWrap(false);
    m_headline->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_measure = new QLabel(this);
    m_measure->setTextFormat(Qt::RichText);
    m_measure->hide();
    left->addWidget(m_headline);
    m_range = new RangeBar(this);
    left->addWidget(m_range);
    m_notice = new NoteLabel(this);
    m_notice->setWordWrap(true);
    m_notice->hide();
    left->addWidget(m_notice);
    outer->addLayout(left, 1);

    m_metrics = new QWidget(this);
    m_metricsGrid = new QGridLayout;
    m_metricsGrid->setHorizontalSpacing(10);
    m_metricsGrid->setVerticalSpacing(2);
    for (int i = 0; i < metricCount; ++i) {
        auto *name = new QLabel(m_metrics);
        auto *value = new QLabel(m_metrics);
        value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_metricNames.append(name);
        m_metricValues.append(value);
    }
    placeMetrics(false);
    m_metricsGrid->setColumnStretch(6, 1);
    auto *right = new QVBoxLayout(m_metrics);
    right->setContentsMargins(0, 0, 0, 0);
    auto *caption = new QLabel(m_metrics);
    caption->setObjectName(QStringLiteral("metricsCaption"));
    right->addWidget(caption);
    right->addLayout(m_metricsGrid);
    right->addStretch(1);
    outer->addWidget(m_metrics, 0);
    retranslate();
    // The card, its labels, its notice and the headline's rich text in the theme's colours, now
    // and after every switch: the palette alone does not reach labels a style sheet polished.
    const auto colours = [this, caption] {
        setStyleSheet(QStringLiteral("#resultCard { background: %1; border: 1px solid %2; "
                                     "border-radius: 6px; } #resultCard QLabel { color: %3; }")
                          .arg(Theme::card().name(), Theme::border().name(), Theme::ink().name()));
        m_notice->setStyleSheet(
            Theme::noticeStyle() + QStringLiteral(" padding: 3px 6px; border-radius: 3px;"));
        caption->setStyleSheet(QStringLiteral("color: %1;").arg(Theme::quietInk().name()));
        rebuild();
    };
    colours();
    connect(Theme::instance(), &Theme::changed, this, colours);
    applyFonts();
}

void ResultCard::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        applyFonts();
}

void ResultCard::applyFonts()
{
    // Relative to the card's own font (the interface scale's, bold in presenter mode).
    const QFont big = InterfaceScale::relative(font(), 1.15);
    for (QLabel *name : std::as_const(m_metricNames))
        name->setFont(big);
    const QFont bold = InterfaceScale::relative(font(), 1.15, true);
    for (QLabel *value : std::as_const(m_metricValues))
        value->setFont(bold);
    // Labels with a style sheet do not take their parent's font: set it.
    if (auto *caption = findChild<QLabel *>(QStringLiteral("metricsCaption")))
        caption->setFont(big);
    m_notice->setFont(font());
    m_fitted = false; // the headline's arrangement is chosen again for the new sizes
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
    m_pendingDcg = m_pendingIdcg = m_pendingNdcg = m_pendingMetrics = false;
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
    m_pendingDcg = m_hideDcg && !view.hidden.contains(Q::DcgTotal);
    m_pendingIdcg = m_hideIdcg && !view.hidden.contains(Q::IdcgTotal);
    m_pendingNdcg = m_hideNdcg && !view.hidden.contains(Q::NdcgTotal);
    m_pendingMetrics = m_hideMetrics && !view.hidden.contains(Q::Metrics);
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
    setAccessibleName(tr("NDCG result"));
    m_range->setAccessibleName(RangeBar::tr("Range of NDCG for these grades"));
    rebuild();
}

void ResultCard::rebuild()
{
    const Ndcg::Breakdown *b = m_breakdown;
    if (!b) {
        m_notice->setText(tr("Cannot compute: %1").arg(m_error));
        m_notice->setVisible(true);
        m_range->setValues(std::nullopt, std::nullopt, std::nullopt, std::nullopt);
        for (QLabel *v : std::as_const(m_metricValues))
            v->setText(QStringLiteral("—"));
        updateReadable();
        fitWidth();
        return;
    }
    const QString k = QString::number(b->k);
    const QString unknown = QStringLiteral("?");
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
    if (m_hideRange) // room for the marks to come: the card does not grow when they show
        m_range->setValues(std::nullopt, std::nullopt, std::nullopt, std::nullopt,
            {b->worstNdcg, b->randomNdcg, b->bestNdcg});
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
    updateReadable();
    fitWidth();
}

QString ResultCard::readableText() const
{
    const Ndcg::Breakdown *b = m_breakdown;
    if (!b)
        return tr("Cannot compute: %1").arg(m_error);
    namespace N = Ndcg::Notation;
    const QString hidden = FormulaText::hiddenWord();
    const QString pending = FormulaText::pendingWord();
    N::SumNumbers numbers;
    numbers.total = [&](bool ideal) {
        if (ideal ? m_hideIdcg : m_hideDcg)
            return (ideal ? m_pendingIdcg : m_pendingDcg) ? pending : hidden;
        return DisplayFormat::fixed(ideal ? b->idcgTrueSize() : b->dcgTrueSize());
    };
    numbers.ndcg = [&] {
        return !m_hideNdcg ? DisplayFormat::fixed(b->ndcg) : m_pendingNdcg ? pending : hidden;
    };
    N::NdcgOptions options;
    options.hideIdcg = m_hideIdcg; // no zero-IDCG rule that would tell IDCG = 0
    const N::NdcgParts parts = N::ndcgParts(*b, numbers, options);
    QString rest = parts.rest;
    if (m_hideIdcg) // the ratio's "?" for the hidden IDCG
        rest = parts.ratio + QStringLiteral(" = ")
            + QString(parts.values)
                  .replace(QStringLiteral("/ ?"), QStringLiteral("/ ") + numbers.total(true));
    QStringList metrics;
    for (int i = 0; i < metricCount; ++i)
        metrics << m_metricNames[i]->text() + QLatin1Char(' ') + metricReadable(i);
    QString sentence = parts.name + QStringLiteral(" = ") + rest + QStringLiteral("; ")
        + metrics.join(QStringLiteral(", "));
    if (!m_notice->text().isEmpty() && m_notice->isVisibleTo(this))
        sentence += QStringLiteral("; ")
            + QString(m_notice->text()).replace(QLatin1Char('\n'), QLatin1Char(' '));
    return sentence;
}

QString ResultCard::metricReadable(int i) const
{
    if (!m_hideMetrics)
        return m_metricValues[i]->text();
    return m_pendingMetrics ? FormulaText::pendingWord() : FormulaText::hiddenWord();
}

void ResultCard::updateReadable()
{
    // For a screen reader: the card is one sentence; the headline and each metric say what they
    // show, "hidden" where the eye sees "?".
    const QString sentence = readableText();
    for (int i = 0; i < metricCount; ++i)
        m_metricValues[i]->setAccessibleName(
            m_metricNames[i]->text() + QLatin1Char(' ') + metricReadable(i));
    const QString headline = sentence.section(QStringLiteral("; "), 0, 0);
    if (m_headline->accessibleName() != headline)
        m_headline->setAccessibleName(headline);
    m_headline->setAccessibleDescription(tr("NDCG result"));
    if (accessibleDescription() != sentence)
        setAccessibleDescription(sentence);
}

void ResultCard::placeMetrics(bool wide)
{
    // Beside the headline two columns of three: P, R, RR | AP, ERR, RBP. Below it, where the
    // width allows, three columns of two (P | R | RR over AP | ERR | RBP): a row less.
    for (int i = 0; i < metricCount; ++i) {
        const int row = wide ? i / 3 : i % 3;
        const int column = (wide ? i % 3 : i / 3) * 2;
        m_metricsGrid->addWidget(m_metricNames[i], row, column);
        m_metricsGrid->addWidget(m_metricValues[i], row, column + 1);
    }
    m_metricsWide = wide;
}

int ResultCard::metricsWidth(bool wide) const
{
    // The grid's width with every label at its size hint.
    const int columns = wide ? 3 : 2;
    const int perColumn = metricCount / columns;
    int width = 0;
    for (int column = 0; column < columns; ++column) {
        int name = 0;
        int value = 0;
        for (int j = 0; j < perColumn; ++j) {
            const int i = wide ? j * 3 + column : column * 3 + j;
            name = std::max(name, m_metricNames[i]->sizeHint().width());
            value = std::max(value, m_metricValues[i]->sizeHint().width());
        }
        width += name + value + m_metricsGrid->horizontalSpacing() * (column > 0 ? 2 : 1);
    }
    return width;
}

QString ResultCard::headlineHtml(int lines, double scale) const
{
    const double body = font().pointSizeF() > 0 ? font().pointSizeF() : 10.0;
    const QString small = QString::number(std::max(1, qRound(termsSize * body * scale)));
    const QString large = QString::number(std::max(1, qRound(resultSize * body * scale)));
    const Ndcg::Breakdown *b = m_breakdown;
    if (!b)
        return QStringLiteral("<span style=\"font-size:%1pt\">NDCG = —</span>").arg(small);
    // The line as Notation writes it everywhere (ndcgParts()), its names coloured, NDCG@k large.
    // Line breaks only between the terms: "NDCG@k =" | "DCG@k / IDCG@k" | "= a / b = c".
    namespace N = Ndcg::Notation;
    N::SumNumbers numbers;
    numbers.total = [b](bool ideal) {
        return DisplayFormat::fixed(ideal ? b->idcgTrueSize() : b->dcgTrueSize());
    };
    numbers.ndcg = [b] { return DisplayFormat::fixed(b->ndcg); };
    N::NdcgOptions options;
    options.markup = N::Markup::Html;
    options.hideDcg = m_hideDcg;
    options.hideIdcg = m_hideIdcg;
    options.hideNdcg = m_hideNdcg;
    options.decorate = [&large](const N::PieceMark &mark, const QString &text) {
        switch (mark.piece) {
        case N::Piece::NdcgName:
            return QStringLiteral("<b style=\"color:%1\">%2</b>")
                .arg(Theme::ndcgInk().name(), text);
        case N::Piece::Name:
            return QStringLiteral("<span style=\"color:%1\">%2</span>")
                .arg((mark.ideal ? Theme::idealInk() : Theme::actualInk()).name(), text);
        case N::Piece::Ndcg:
            return QStringLiteral("<span style=\"font-size:%1pt; font-weight:bold\">%2</span>")
                .arg(large, text);
        default:
            return text;
        }
    };
    const N::NdcgParts parts = N::ndcgParts(*b, numbers, options);
    const QString br = QStringLiteral("<br>");
    const QString space = QStringLiteral(" ");
    QString html = QStringLiteral("<span style=\"font-size:%1pt\">%2 =%3%4%5= %6</span>")
                       .arg(small, parts.name, lines >= 3 ? br : space, parts.ratio,
                           lines >= 2 ? br : space, parts.values);
    if (!m_previewMarker.isEmpty()) // a hovered swap, not the document: said so
        html = QStringLiteral("<i>%1</i> — ").arg(m_previewMarker.toHtmlEscaped())
            + (lines >= 2 ? br : QString()) + html;
    return html;
}

void ResultCard::fitWidth()
{
    m_fitPending = false;
    // The width of the headline as the label lays it out (its widest line), measured on a
    // hidden twin: the label itself is not touched until the arrangement is chosen.
    m_measure->setFont(m_headline->font());
    const auto widthOf = [this](const QString &html) {
        m_measure->setText(html);
        return m_measure->sizeHint().width();
    };
    const QMargins margins = m_outer->contentsMargins();
    const int lineCount = m_breakdown ? 3 : 1;
    // The fewest lines that fit `room` (0: none does).
    const auto linesFor = [&](int room) {
        for (int lines = 1; lines <= lineCount; ++lines) {
            if (widthOf(headlineHtml(lines, 1.0)) <= room)
                return lines;
        }
        return 0;
    };
    struct Arrangement
    {
        bool below = false;
        int lines = 1;
        double scale = 1.0;
        bool wide = false;
        // How much height it takes, roughly: more lines, the metrics below, a smaller font.
        auto rank() const { return std::tuple(below, lines, -scale, !wide); }
    };
    const auto choose = [&](int inner) {
        Arrangement a;
        if (inner <= 0)
            return a;
        // Beside the metrics on one or two lines; else the metrics go below and the headline
        // has the card's width, on as few lines as fit; else it gets smaller.
        const auto *caption = m_metrics->findChild<QLabel *>(QStringLiteral("metricsCaption"));
        const int metrics = std::max(metricsWidth(false), caption->sizeHint().width()) + 4;
        a.lines = linesFor(inner - m_outer->spacing() - metrics);
        if (a.lines == 0 || a.lines > 2) {
            a.below = true;
            a.lines = linesFor(inner);
            if (a.lines == 0) {
                // Smaller, in steps (the font sizes are whole points), until it fits.
                a.lines = lineCount;
                a.scale = std::floor(20.0 * inner / widthOf(headlineHtml(a.lines, 1.0))) / 20;
                while (a.scale > 0.4 && widthOf(headlineHtml(a.lines, a.scale)) > inner)
                    a.scale -= 0.05;
                a.scale = std::max(0.4, a.scale);
            }
        }
        a.wide = a.below && metricsWidth(true) <= inner;
        return a;
    };
    const int inner = contentsRect().width() - margins.left() - margins.right();
    Arrangement a = choose(inner);
    const Arrangement current {m_metricsBelow, m_headlineLines, m_headlineScale, m_metricsWide};
    // Back to a roomier arrangement only with room to spare: a scroll bar that comes with the
    // taller arrangement and goes with the shorter one must not switch it back and forth.
    if (a.rank() < current.rank() && m_fitted)
        a = std::max(a, choose(inner - 24),
            [](const Arrangement &x, const Arrangement &y) { return x.rank() < y.rank(); });
    m_fitted = inner > 0;
    const bool below = a.below;
    const int lines = a.lines;
    const double scale = a.scale;
    const bool wide = a.wide;
    m_headline->setText(headlineHtml(lines, scale));
    // Room for two lines even on one: a headline that wraps to a second line (a longer number,
    // a narrower window, a larger scale) does not move the table and the charts below.
    m_measure->setFont(m_headline->font());
    m_measure->setText(headlineHtml(2, scale));
    const int twoLines = m_measure->sizeHint().height();
    const int reserve = m_breakdown && lines <= 2 ? twoLines : 0;
    if (m_headline->minimumHeight() != reserve)
        m_headline->setMinimumHeight(reserve);
    // The range bar's labels take a second row where they would overlap (a narrow card): it
    // is as tall as they need at the width it will have (the body's layout does not ask).
    if (inner > 0) {
        const int rangeWidth = below ? inner
                                     : inner - m_outer->spacing()
                - std::max(metricsWidth(false),
                    m_metrics->findChild<QLabel *>(QStringLiteral("metricsCaption"))
                        ->sizeHint()
                        .width());
        m_range->setMinimumHeight(m_range->heightForWidth(std::max(1, rangeWidth)));
    }
    if (below == m_metricsBelow && lines == m_headlineLines && scale == m_headlineScale
        && wide == m_metricsWide)
        return;
    if (wide != m_metricsWide)
        placeMetrics(wide);
    m_metricsBelow = below;
    m_headlineLines = lines;
    m_headlineScale = scale;
    m_outer->setDirection(below ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
    m_outer->setSpacing(below ? 8 : 18);
    updateGeometry();
    emit arrangementChanged();
}

void ResultCard::resizeEvent(QResizeEvent *event)
{
    QFrame::resizeEvent(event);
    // After the layout pass that resized the card: its arrangement changes its height, which
    // must not change while the body's layout (and its scroll area) lays it out.
    if (event->size().width() != event->oldSize().width() && !m_fitPending) {
        m_fitPending = true;
        QMetaObject::invokeMethod(this, &ResultCard::fitWidth, Qt::QueuedConnection);
    }
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
