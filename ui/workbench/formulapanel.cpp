#include "formulapanel.h"

#include "style/theme.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QResizeEvent>
#include <QTextDocument>

#include <algorithm>
#include <cmath>

namespace {

// The panel for a screen reader: a block of text whose name is "Formula" and whose description
// and value are the readable lines, without the text interface of a QTextEdit (which would hand
// out the rich text with its frame characters and "?" for hidden answers).
class FormulaAccessible : public QAccessibleWidget
{
public:
    explicit FormulaAccessible(FormulaPanel *panel)
        : QAccessibleWidget(panel, QAccessible::StaticText)
    { }
    QString text(QAccessible::Text t) const override
    {
        const auto *panel = static_cast<const FormulaPanel *>(widget());
        switch (t) {
        case QAccessible::Description:
        case QAccessible::Value:
            return panel->readableText();
        default:
            return QAccessibleWidget::text(t);
        }
    }
};

QAccessibleInterface *formulaFactory(const QString &className, QObject *object)
{
    if (className == QLatin1String("FormulaPanel") && object && object->isWidgetType())
        return new FormulaAccessible(static_cast<FormulaPanel *>(object));
    return nullptr;
}

} // namespace

FormulaPanel::FormulaPanel(QWidget *parent)
    : QTextBrowser(parent)
{
    static const bool factory = [] {
        QAccessible::installFactory(formulaFactory);
        return true;
    }();
    Q_UNUSED(factory);
    setOpenLinks(false);
    setFrameShape(QFrame::StyledPanel);
    setLineWrapMode(QTextEdit::WidgetWidth);
    // Lines break between terms (the terms hold together with word joiners and no-break
    // spaces), never inside one: "log₂(3)" is not cut into "lo" and "g₂(3)" when a term is
    // wider than the panel; it scrolls instead.
    setWordWrapMode(QTextOption::WordWrap);
    setAccessibleName(tr("Formula"));
    document()->setDocumentMargin(6);
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() == QLatin1String("pos"))
            emit positionClicked(url.path().toInt());
    });
    // The text names its colours (DCG blue, the bands): rebuilt at a switch of theme.
    connect(Theme::instance(), &Theme::changed, this, &FormulaPanel::rebuild);
    rebuild();
    QEvent fontChange(QEvent::FontChange);
    changeEvent(&fontChange); // the size for the font it starts with
}

void FormulaPanel::setBreakdown(const Ndcg::Breakdown *breakdown)
{
    m_breakdown = breakdown;
    rebuild();
}

void FormulaPanel::setHighlightedPosition(int position)
{
    if (m_options.highlight == position)
        return;
    m_options.highlight = position;
    rebuild();
}

void FormulaPanel::setMarkedTerm(int position, bool ideal)
{
    if (m_options.markPosition == position && m_options.markIdeal == ideal)
        return;
    m_options.markPosition = position;
    m_options.markIdeal = ideal;
    rebuild();
}

void FormulaPanel::changeEvent(QEvent *event)
{
    QTextBrowser::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(tr("Formula"));
        rebuild(); // the readable text's words ("hidden")
        return;
    }
    if (event->type() != QEvent::FontChange)
        return;
    const double body = font().pointSizeF() > 0 ? font().pointSizeF() : 10.0;
    const int size = std::max(1, int(std::lround(body * 1.2)));
    if (size != m_options.pointSize) {
        m_options.pointSize = size;
        rebuild();
    }
}

void FormulaPanel::setBreakdown(const Ndcg::Breakdown *breakdown, const ViewState &view)
{
    m_breakdown = breakdown;
    setViewState(view);
}

void FormulaPanel::setViewState(const ViewState &view)
{
    m_view = view;
    FormulaText::Options &o = m_options;
    o.limit = view.limit.value_or(-1);
    o.idealLimit = view.idealLimit.value_or(-1);
    o.ndcgLine = view.ndcgLine;
    o.current = view.formulaCurrent;
    o.currentIdeal = view.formulaCurrentIdeal;
    o.currentPending = view.formulaCurrentPending;
    o.currentFormula = view.stepFormula;
    using Q = ViewState::Quantity;
    o.hideDcg = !view.showsTotal(Q::DcgTotal);
    o.hideIdcg = !view.showsTotal(Q::IdcgTotal);
    o.hideNdcg = !view.showsTotal(Q::NdcgTotal);
    o.dcgPending = o.hideDcg && !view.hidden.contains(Q::DcgTotal);
    o.idcgPending = o.hideIdcg && !view.hidden.contains(Q::IdcgTotal);
    o.ndcgPending = o.hideNdcg && !view.hidden.contains(Q::NdcgTotal);
    o.hideTerm = nullptr;
    o.hideProduct = nullptr;
    if (view.isAnyHidden()) {
        using Cell = Ndcg::StepCell;
        // A term writes the gain as an expression of the grade ("(2³−1)"), or as the number
        // itself (custom and scaled gains, negative grades); an ideal term names the ideal
        // grade.
        o.hideTerm = [this](int position, bool ideal) {
            const Ndcg::Breakdown *b = m_breakdown;
            if (!b || position < 1 || position > b->rows.size())
                return false;
            const Ndcg::PositionRow &row = b->rows[position - 1];
            const double grade = ideal ? row.idealGrade : row.grade;
            const bool gainIsNumber
                = b->settings.gain == Ndcg::Gain::Custom || b->gainScaleLog2 != 0 || grade < 0;
            if (ideal)
                return !m_view.shows(position, Cell::IdealGrade)
                    || (gainIsNumber && !m_view.shows(position, Cell::IdealContribution));
            return gainIsNumber && !m_view.shows(position, Cell::Gain);
        };
        o.hideProduct = [this](int position, bool ideal) {
            return !m_view.shows(position, ideal ? Cell::IdealContribution : Cell::Contribution);
        };
    }
    rebuild();
}

void FormulaPanel::rebuild()
{
    if (!m_breakdown) {
        setHtml(QString());
        setReadable(QString());
        updateGeometry();
        return;
    }
    QString note;
    if (!m_view.revealHint.isEmpty())
        note = QStringLiteral("<p style=\"margin:0 0 4px 0\"><i>%1</i></p>")
                   .arg(m_view.revealHint.toHtmlEscaped());
    if (m_view.isPreview())
        note += QStringLiteral("<p style=\"margin:0 0 4px 0\"><i>%1</i></p>")
                    .arg(m_view.previewMarker().toHtmlEscaped());
    setHtml(note + FormulaText::html(*m_breakdown, m_options));
    QStringList readable;
    if (!m_view.revealHint.isEmpty())
        readable << m_view.revealHint;
    if (m_view.isPreview())
        readable << m_view.previewMarker();
    readable << FormulaText::readable(*m_breakdown, m_options);
    setReadable(readable.join(QLatin1Char('\n')));
    updateGeometry();
}

void FormulaPanel::setReadable(const QString &text)
{
    if (text == m_readable)
        return;
    m_readable = text;
    if (QAccessible::isActive()) {
        QAccessibleEvent event(this, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&event);
    }
}

void FormulaPanel::resizeEvent(QResizeEvent *event)
{
    QTextBrowser::resizeEvent(event);
    if (event->size().width() != event->oldSize().width())
        updateGeometry();
}

QSize FormulaPanel::sizeHint() const
{
    return {QTextBrowser::sizeHint().width(), textHeight()};
}

QSize FormulaPanel::minimumSizeHint() const
{
    return {200, 80};
}

int FormulaPanel::textHeight() const
{
    // Before the first layout the panel is narrow: assume a usable width, not 100 pixels. Once
    // laid out, its own width: laying the shown text out wider than the view would cut every
    // line (a narrow window, long numbers) behind a horizontal scroll bar.
    const bool laidOut = testAttribute(Qt::WA_Resized) || isVisible();
    const int width = laidOut ? viewport()->width() : std::max(viewport()->width(), 400);
    QTextDocument *doc = document();
    if (doc->textWidth() != width)
        doc->setTextWidth(width);
    return int(doc->size().height()) + 2 * frameWidth() + 4;
}
