#include "formulapanel.h"

#include <QResizeEvent>
#include <QTextDocument>

#include <algorithm>

FormulaPanel::FormulaPanel(QWidget *parent)
    : QTextBrowser(parent)
{
    setOpenLinks(false);
    setFrameShape(QFrame::StyledPanel);
    setLineWrapMode(QTextEdit::WidgetWidth);
    setAccessibleName(tr("Formula"));
    document()->setDocumentMargin(6);
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() == QLatin1String("pos"))
            emit positionClicked(url.path().toInt());
    });
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

void FormulaPanel::setStepLimit(int limit)
{
    m_options.limit = limit;
    rebuild();
}

void FormulaPanel::setPointSize(int pointSize)
{
    m_options.pointSize = pointSize;
    rebuild();
}

void FormulaPanel::setOptions(const FormulaText::Options &options)
{
    m_options = options;
    rebuild();
}

void FormulaPanel::rebuild()
{
    if (!m_breakdown) {
        setHtml(QString());
        updateGeometry();
        return;
    }
    setHtml(FormulaText::html(*m_breakdown, m_options));
    updateGeometry();
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
