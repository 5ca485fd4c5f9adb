#include "rankingtableview.h"

#include "maskingproxymodel.h"
#include "rankingtablemodel.h"
#include "style/theme.h"

#include <QApplication>
#include <QDropEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QMimeData>
#include <QPainter>
#include <QResizeEvent>
#include <QScrollBar>
#include <QStyle>
#include <QStyledItemDelegate>

#include <algorithm>
#include <utility>

namespace {

// The label column's delegate: row k + 1's label ends before the cutoff tag instead of under it.
class LabelDelegate : public QStyledItemDelegate
{
public:
    explicit LabelDelegate(RankingTableView *view)
        : QStyledItemDelegate(view)
        , m_view(view)
    { }

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
        const QModelIndex &index) const override
    {
        const QRect tag = m_view->cutoffTagRect();
        if (tag.isEmpty() || tag.top() < option.rect.top() || tag.top() > option.rect.bottom()) {
            QStyledItemDelegate::paint(painter, option, index);
            return;
        }
        QStyleOptionViewItem opt(option);
        initStyleOption(&opt, index);
        const QWidget *widget = opt.widget ? opt.widget : m_view;
        QStyle *style = widget->style() ? widget->style() : QApplication::style();
        // As the style lays out an item's text: a margin each side of the cell.
        const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
        const int room = tag.left() - RankingTableView::cutoffTagGap - margin - opt.rect.left();
        opt.text = opt.fontMetrics.elidedText(opt.text, Qt::ElideRight, std::max(0, room));
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
    }

private:
    RankingTableView *m_view;
};

} // namespace

RankingTableView::RankingTableView(QWidget *parent)
    : QTableView(parent)
{
    setItemDelegateForColumn(RankingTableModel::Label, new LabelDelegate(this));
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    // Tab leaves the table for the next control (the arrows move from cell to cell; while a cell
    // is edited, Tab still commits it and edits the next one): with Qt's default, Tab walked
    // through every cell and a keyboard user met nothing else (stage, issue 24).
    setTabKeyNavigation(false);
    setEditTriggers(QAbstractItemView::AnyKeyPressed | QAbstractItemView::DoubleClicked
        | QAbstractItemView::EditKeyPressed);
    setDragEnabled(true);
    setAcceptDrops(true);
    setDropIndicatorShown(true);
    setDragDropMode(QAbstractItemView::DragDrop);
    setDragDropOverwriteMode(false);
    setDefaultDropAction(Qt::MoveAction);
    setAlternatingRowColors(false);
    setWordWrap(false);
    setCornerButtonEnabled(false);
    verticalHeader()->hide();
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    horizontalHeader()->setHighlightSections(false);
    horizontalHeader()->setStretchLastSection(false);
    setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    setAccessibleName(tr("Ranking table"));
}

void RankingTableView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        setAccessibleName(tr("Ranking table"));
    QTableView::changeEvent(event);
}

RankingTableModel *RankingTableView::rankingModel() const
{
    // The table shows the ranking through a MaskingProxyModel (or, in tests, directly).
    if (auto *proxy = qobject_cast<MaskingProxyModel *>(model()))
        return proxy->rankingModel();
    return qobject_cast<RankingTableModel *>(model());
}

void RankingTableView::setModel(QAbstractItemModel *model)
{
    QTableView::setModel(model);
    if (RankingTableModel *m = rankingModel()) {
        connect(m, &RankingTableModel::editRejected, this, [this] { m_editRejected = true; });
        // The columns follow their texts: a new document, a typed or pasted label or grade.
        // What the table shows (the proxy's "?", a preview's labels) counts, not the source's.
        connect(model, &QAbstractItemModel::modelReset, this, [this] { fitColumns(); });
        connect(model, &QAbstractItemModel::rowsInserted, this, [this] {
            fitColumns(RankingTableModel::Label, RankingTableModel::Label);
            if (this->model())
                queueNumberFit(0, this->model()->columnCount() - 1);
        });
        connect(model, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
                if (topLeft.column() <= RankingTableModel::Label
                    && bottomRight.column() >= RankingTableModel::Label)
                    fitColumns(RankingTableModel::Label, RankingTableModel::Label);
                queueNumberFit(topLeft.column(), bottomRight.column());
            });
    }
    fitColumns();
}

int RankingTableView::labelWidth() const
{
    // As wide as the widest of the first 200 labels (at least "doc-0000", at most 14 characters
    // of Chinese): "成都火锅排行" is read whole, a long title is elided and shown in its tooltip.
    const QFontMetrics fm(font());
    const QFontMetrics hm(horizontalHeader()->font());
    int width
        = std::max(hm.horizontalAdvance(
                       model()->headerData(RankingTableModel::Label, Qt::Horizontal).toString()),
            fm.horizontalAdvance(QStringLiteral("doc-0000")));
    const int widest = fm.horizontalAdvance(QString(14, QChar(0x6C49))); // 汉 × 14
    const int rows = std::min(model()->rowCount(), 200);
    for (int r = 0; r < rows && width < widest; ++r)
        width = std::max(width,
            fm.horizontalAdvance(
                model()->index(r, RankingTableModel::Label).data(Qt::DisplayRole).toString()));
    return std::min(width, widest) + 14;
}

int RankingTableView::numberWidth(int column) const
{
    // Its usual width, or wider to its widest text in the first 200 rows ("1.148×10⁶⁰²" after a
    // grade of 2000), up to the widest a number can be written (DisplayFormat): a grade of 10^6
    // under exponential gain gives 9.901×10³⁰¹⁰²⁹; anything wider is elided, its tooltip has it
    // whole.
    const QFontMetrics fm(font());
    const int widest = fm.horizontalAdvance(QStringLiteral("-9.999×10⁻³⁰¹⁰²⁹")) + 14;
    const int rows = std::min(model()->rowCount(), 200);
    int width = m_baseWidths[column];
    for (int r = 0; r < rows && width < widest; ++r) {
        // In the cell's own font: grades and NDCG@i are bold, and "1000000" measured in the
        // regular font was drawn "10000…".
        const QModelIndex index = model()->index(r, column);
        const QVariant cellFont = index.data(Qt::FontRole);
        const QFontMetrics cell = cellFont.isValid()
            ? QFontMetrics(qvariant_cast<QFont>(cellFont).resolve(font()))
            : fm;
        width
            = std::max(width, cell.horizontalAdvance(index.data(Qt::DisplayRole).toString()) + 14);
    }
    return std::min(width, widest);
}

void RankingTableView::fitColumns(int first, int last)
{
    if (!model())
        return;
    const int count = model()->columnCount();
    const bool all = first <= 0 && last >= count - 1;
    if (all || m_baseWidths.size() != count) {
        // The rows' height and each column's usual width, from the font and the header.
        const QFontMetrics fm(font());
        verticalHeader()->setDefaultSectionSize(fm.height() + 10);
        const QFontMetrics hm(horizontalHeader()->font());
        m_baseWidths.resize(count);
        for (int c = 0; c < count; ++c) {
            // Headers may have two lines: the widest line counts.
            int headerWidth = 0;
            const QStringList lines
                = model()->headerData(c, Qt::Horizontal).toString().split(QLatin1Char('\n'));
            for (const QString &line : lines)
                headerWidth = std::max(headerWidth, hm.horizontalAdvance(line));
            int width = std::max(headerWidth, fm.horizontalAdvance(QStringLiteral("00.000")));
            if (c == RankingTableModel::Position)
                width = std::max(headerWidth, fm.horizontalAdvance(QStringLiteral("000")));
            if (c == RankingTableModel::Grade || c == RankingTableModel::Gain
                || c == RankingTableModel::IdealGrade)
                width = std::max(headerWidth, fm.horizontalAdvance(QStringLiteral("00.0")));
            m_baseWidths[c] = width + 14;
        }
    }
    for (int c = std::max(0, first); c <= last && c < count; ++c) {
        int width = 0;
        if (c == RankingTableModel::Label)
            width = m_labelWidth = labelWidth();
        else
            width = numberWidth(c);
        if (columnWidth(c) != width)
            setColumnWidth(c, width);
    }
    if (all)
        updateGeometry(); // the rows' height is part of minimumSizeHint()
}

// A grade edit signals one run of rows at a time (thousands in a long ranking): the columns are
// fitted once, when the edit is done.
void RankingTableView::queueNumberFit(int first, int last)
{
    const bool queued = m_fitFirst <= m_fitLast;
    m_fitFirst = queued ? std::min(m_fitFirst, first) : first;
    m_fitLast = queued ? std::max(m_fitLast, last) : last;
    if (!queued) {
        QMetaObject::invokeMethod(
            this,
            [this] {
                const int first = m_fitFirst;
                const int last = m_fitLast;
                m_fitFirst = 0;
                m_fitLast = -1;
                fitColumns(first, last);
            },
            Qt::QueuedConnection);
    }
}

void RankingTableView::setMinimumRows(int rows)
{
    if (rows == m_minimumRows)
        return;
    m_minimumRows = rows;
    updateGeometry();
}

int RankingTableView::fullWidth() const
{
    int width = 2 * frameWidth() + verticalScrollBar()->sizeHint().width();
    if (!model())
        return width;
    for (int c = 0; c < model()->columnCount(); ++c) {
        if (!isColumnHidden(c))
            width += c == RankingTableModel::Label ? m_labelWidth : columnWidth(c);
    }
    return width;
}

QSize RankingTableView::minimumSizeHint() const
{
    QSize size = QTableView::minimumSizeHint();
    // The rows in sight below a horizontal scroll bar when the columns are wider than the view
    // (the bar grows with the interface scale).
    size.setHeight(horizontalHeader()->sizeHint().height()
        + m_minimumRows * verticalHeader()->defaultSectionSize() + 2 * frameWidth()
        + (scrollsAcross() ? horizontalScrollBar()->sizeHint().height() : 0));
    return size;
}

bool RankingTableView::scrollsAcross() const
{
    return width() > 0
        && horizontalHeader()->length()
        > width() - 2 * frameWidth() - verticalScrollBar()->sizeHint().width();
}

void RankingTableView::resizeEvent(QResizeEvent *event)
{
    QTableView::resizeEvent(event);
    if (scrollsAcross() != m_scrollsAcross) {
        m_scrollsAcross = scrollsAcross();
        updateGeometry(); // a row's height more or less
    }
}

QList<int> RankingTableView::selectedRows() const
{
    QList<int> rows;
    if (!selectionModel())
        return rows;
    const QModelIndexList selected = selectionModel()->selectedRows();
    for (const QModelIndex &index : selected)
        rows.append(index.row());
    std::sort(rows.begin(), rows.end());
    if (rows.isEmpty() && currentIndex().isValid())
        rows.append(currentIndex().row());
    return rows;
}

void RankingTableView::selectRows(const QList<int> &rows)
{
    if (!model() || !selectionModel())
        return;
    // One range per run of consecutive rows: a paste of 40,000 rows is one range, not 40,000
    // (each range holds two persistent indexes that every row edit updates).
    QItemSelection selection;
    const int last = model()->columnCount() - 1;
    for (qsizetype i = 0; i < rows.size();) {
        const int first = std::max(rows[i], 0);
        qsizetype j = i + 1;
        while (j < rows.size() && rows[j] == rows[j - 1] + 1)
            ++j;
        const int end = std::min(rows[j - 1], model()->rowCount() - 1);
        if (first >= 0 && first <= end)
            selection.select(model()->index(first, 0), model()->index(end, last));
        i = j;
    }
    const int column
        = currentIndex().isValid() ? currentIndex().column() : int(RankingTableModel::Grade);
    if (!rows.isEmpty() && rows.first() >= 0 && rows.first() < model()->rowCount()) {
        selectionModel()->setCurrentIndex(
            model()->index(rows.first(), column), QItemSelectionModel::NoUpdate);
        scrollTo(model()->index(rows.first(), column));
    }
    selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
}

void RankingTableView::paintEvent(QPaintEvent *event)
{
    QTableView::paintEvent(event);
    const RankingTableModel *m = rankingModel();
    if (!m)
        return;
    const int k = m->cutoff();
    if (k < 1 || k >= m->rowCount())
        return;
    // The rule between row k and row k + 1.
    const int y = rowViewportPosition(k - 1) + rowHeight(k - 1);
    QPainter p(viewport());
    // Near-black on the light palette, near-white on the dark one.
    const QColor rule = Theme::tableRule();
    p.setPen(QPen(rule, 3));
    p.drawLine(0, y, viewport()->width(), y);
    const QRect box = cutoffTagRect();
    if (box.isEmpty())
        return;
    p.setFont(cutoffTagFont());
    p.fillRect(box, rule);
    p.setPen(Theme::tableRuleInk());
    p.drawText(box, Qt::AlignCenter, cutoffTagText());
}

QString RankingTableView::cutoffTagText() const
{
    const RankingTableModel *m = rankingModel();
    const int k = m ? m->cutoff() : 0;
    const QString full = tr("cutoff k = %1").arg(k);
    if (!m || k < 1 || k >= m->rowCount())
        return full;
    // "cutoff k = 5" when it leaves row k + 1's label (up to "doc-0000") its room; "k = 5"
    // in a narrow label column, where the long tag would hide a label as short as "d4".
    const QFontMetrics fm(font());
    const QString label
        = model()->index(k, RankingTableModel::Label).data(Qt::DisplayRole).toString();
    const int margin = style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, this) + 1;
    const int want
        = std::min(fm.horizontalAdvance(label), fm.horizontalAdvance(QStringLiteral("doc-0000")))
        + 2 * margin + cutoffTagGap;
    const int tag = QFontMetrics(cutoffTagFont()).horizontalAdvance(full) + 12 + 2;
    return columnWidth(RankingTableModel::Label) - tag >= want ? full : tr("k = %1").arg(k);
}

QFont RankingTableView::cutoffTagFont() const
{
    QFont f = font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 0.9);
    return f;
}

QRect RankingTableView::cutoffTagRect() const
{
    const RankingTableModel *m = rankingModel();
    if (!m || isColumnHidden(RankingTableModel::Label))
        return {};
    const int k = m->cutoff();
    if (k < 1 || k >= m->rowCount())
        return {};
    const int y = rowViewportPosition(k - 1) + rowHeight(k - 1);
    const QFontMetrics fm(cutoffTagFont());
    const int w = fm.horizontalAdvance(cutoffTagText()) + 12;
    // The tag hangs below the rule, in row k + 1 (past the cutoff), at the right end of the
    // label column: it hides no number of row k, and row k + 1's label is shortened to end
    // before it (LabelDelegate).
    const int labelLeft = columnViewportPosition(RankingTableModel::Label);
    const int labelRight = labelLeft + columnWidth(RankingTableModel::Label);
    const int x = std::max(labelLeft + 2, labelRight - w - 2);
    return QRect(x, y + 1, w, std::min(fm.height() + 2, rowHeight(k) - 2));
}

void RankingTableView::dropEvent(QDropEvent *event)
{
    RankingTableModel *m = rankingModel();
    if (!m || (event->source() && event->source() != this)
        || !event->mimeData()->hasFormat(QString::fromLatin1(RankingTableModel::mimeType))) {
        event->ignore();
        return;
    }
    // Before the row under the pointer, or after it when the pointer is in its lower half.
    const QPoint pos = event->position().toPoint();
    const QModelIndex index = indexAt(pos);
    int row = m->itemCount();
    if (index.isValid()) {
        row = index.row();
        const QRect rect = visualRect(index);
        if (pos.y() > rect.center().y())
            ++row;
    }
    row = std::min(row, m->itemCount());
    m->dropMimeData(event->mimeData(), Qt::MoveAction, row, 0, {});
    // The model has moved the rows already: report a copy so the drag source removes nothing.
    event->setDropAction(Qt::CopyAction);
    event->accept();
    setState(NoState);
    viewport()->update();
}

void RankingTableView::closeEditor(QWidget *editor, QAbstractItemDelegate::EndEditHint hint)
{
    QTableView::closeEditor(editor, hint);
    const bool rejected = std::exchange(m_editRejected, false);
    const QModelIndex current = currentIndex();
    if (hint == QAbstractItemDelegate::SubmitModelCache && current.isValid() && !rejected) {
        const QModelIndex below = model()->index(current.row() + 1, current.column());
        if (below.isValid() && (model()->flags(below) & Qt::ItemIsEditable))
            setCurrentIndex(below);
    }
}

void RankingTableView::keyPressEvent(QKeyEvent *event)
{
    // Ctrl+Up/Down move rows (window actions); keep the view from moving the cursor instead.
    if ((event->key() == Qt::Key_Up || event->key() == Qt::Key_Down)
        && event->modifiers() & Qt::ControlModifier) {
        event->ignore();
        return;
    }
    QTableView::keyPressEvent(event);
}
