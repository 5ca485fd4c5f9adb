#pragma once

// The view of the ranking table: draws the cutoff k as a thick rule under row k, moves rows by
// drag and drop (one undo step through the model), and edits like a spreadsheet (typing on a
// cell starts editing; Enter commits and moves down).

#include <QTableView>

#include <limits>

class RankingTableModel;

class RankingTableView : public QTableView
{
    Q_OBJECT
public:
    explicit RankingTableView(QWidget *parent = nullptr);
    void setModel(QAbstractItemModel *model) override;

    // The rows (0-based) of the selection, sorted, or the current row when nothing is selected.
    QList<int> selectedRows() const;
    // Selects these rows and makes the first one current, keeping the current column.
    void selectRows(const QList<int> &rows);
    // Fits the columns first..last (all by default: then the rows' height too) to the font and
    // their texts: the label column to its labels, a number column to its widest text in the
    // first 200 rows ("1.148×10⁶⁰²" after a grade of 2000), back to its usual width when the
    // numbers are small again.
    void fitColumns(int first = 0, int last = std::numeric_limits<int>::max());
    // Never shorter than its header and this many rows (five; presenter mode asks for three).
    void setMinimumRows(int rows);
    int minimumRows() const { return m_minimumRows; }
    QSize minimumSizeHint() const override;
    // The width that shows every visible column whole (the label column as wide as its labels,
    // even where it stretches), with the frame and a vertical scroll bar.
    int fullWidth() const;
    // The "cutoff k = …" tag under the rule, in viewport coordinates (empty when no rule is
    // drawn): at the right end of row k + 1's label cell. That label is shortened ("…") to end
    // before it, never drawn under it; its tooltip keeps it whole.
    QRect cutoffTagRect() const;
    // Its text: "cutoff k = 5", or "k = 5" where the label column is too narrow for both.
    QString cutoffTagText() const;
    // Free pixels between the end of row k + 1's shortened label and the tag.
    static constexpr int cutoffTagGap = 4;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    // Keeps the accessible name in the interface language.
    void changeEvent(QEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    // Enter commits and moves down one row, as in a spreadsheet: type 3 Enter 2 Enter 0 Enter.
    void closeEditor(QWidget *editor, QAbstractItemDelegate::EndEditHint hint) override;

private:
    RankingTableModel *rankingModel() const;
    QFont cutoffTagFont() const;
    int labelWidth() const;
    // The columns are wider than the view: a horizontal scroll bar takes height.
    bool scrollsAcross() const;
    bool m_scrollsAcross = false;
    int numberWidth(int column) const;
    bool m_editRejected = false; // the value just typed was refused: stay on the cell
    int m_minimumRows = 5;
    int m_labelWidth = 0; // what fitColumns() chose for the label column
    QList<int> m_baseWidths; // per column, what fitColumns() chose from the header and font
    void queueNumberFit(int first, int last);
    int m_fitFirst = 0; // the columns to fit once the model's signals are done (none: last < first)
    int m_fitLast = -1;
};
