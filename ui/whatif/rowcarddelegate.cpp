#include "rowcarddelegate.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QPainter>
#include <QTableView>
#include <QTextBoundaryFinder>
#include <QTextDocument>

#include <algorithm>
#include <cmath>

RowCardDelegate::RowCardDelegate(QTableView *view, Html html)
    : QStyledItemDelegate(view)
    , m_view(view)
    , m_html(std::move(html))
{ }

void RowCardDelegate::layOut(QTextDocument &document, int row, int width, const QFont &font) const
{
    document.setDefaultFont(font);
    document.setDocumentMargin(std::max(2.0, QFontInfo(font).pixelSize() / 3.0));
    document.setHtml(m_html(row));
    document.setTextWidth(std::max(1, width));
}

int RowCardDelegate::widestUnbreakable(const QFont &font, const QString &text)
{
    const QFontMetrics metrics(font);
    QTextBoundaryFinder breaks(QTextBoundaryFinder::Line, text);
    int widest = 0;
    qsizetype start = 0;
    while (breaks.toNextBoundary() >= 0) {
        const qsizetype end = breaks.position();
        widest
            = std::max(widest, metrics.horizontalAdvance(text.mid(start, end - start).trimmed()));
        start = end;
    }
    return widest;
}

QSize RowCardDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    // The column's width, whatever the option says (a view asks for a row's height with the
    // option's rect unset when it does not wrap).
    const int width = m_view->columnWidth(index.column());
    QTextDocument document;
    layOut(document, index.row(), width, option.font);
    return QSize(width, int(std::ceil(document.size().height())) + 1);
}

void RowCardDelegate::paint(
    QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    // The item's background, selection and focus as the style draws them, without its text.
    QStyleOptionViewItem item = option;
    initStyleOption(&item, index);
    item.text.clear();
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &item, painter, widget);

    QTextDocument document;
    layOut(document, index.row(), option.rect.width(), option.font);
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette = option.palette;
    const QPalette::ColorGroup group
        = option.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
    if (option.state & QStyle::State_Selected)
        context.palette.setColor(
            QPalette::Text, option.palette.color(group, QPalette::HighlightedText));
    else
        context.palette.setColor(QPalette::Text, option.palette.color(group, QPalette::Text));
    painter->save();
    painter->translate(option.rect.topLeft());
    const QRect clip(0, 0, option.rect.width(), option.rect.height());
    painter->setClipRect(clip);
    context.clip = clip;
    document.documentLayout()->draw(painter, context);
    painter->restore();
}
