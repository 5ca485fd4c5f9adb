#pragma once

// A table row drawn as a card: a narrow side panel shows each row of a wide table (the
// convention explorer, compare with the text) as one cell of rich text, its fields one under
// another, wrapped at the column's width. The card's HTML comes from the panel (a function of
// the row); the row is as tall as its card at the column's width (sizeHint()), so a view's
// resizeRowsToContents() shows every card whole. Selection and focus are drawn as for any item.

#include <QStyledItemDelegate>

#include <functional>

class QTableView;
class QTextDocument;

class RowCardDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using Html = std::function<QString(int row)>;

    // `view` gives the column's width; `html` the card of a row.
    RowCardDelegate(QTableView *view, Html html);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
        const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    // The card of `row` laid out at `width` pixels in `font` (for sizeHint(), paint() and
    // tests).
    void layOut(QTextDocument &document, int row, int width, const QFont &font) const;

    // The width of the widest piece of `text` a wrapped line cannot break (a word in English,
    // a character or a name such as "ndcg_cut.5" in Chinese): what a wrapping column needs at
    // least. Line breaks as Unicode allows them (UAX #14), not only at spaces.
    static int widestUnbreakable(const QFont &font, const QString &text);

private:
    QTableView *m_view;
    Html m_html;
};
