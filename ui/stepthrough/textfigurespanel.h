#pragma once

// "Compare with the text": every figure a worked example's source text states, beside the exact
// value under the example's conventions and the reason they differ (compareWithText()), one
// row per figure; then the notes on the example as a whole. At any width each row is whole: the
// numbers and the verdict keep their width, the figure's name and the reason wrap and the row
// is as tall as they need; where the panel is too narrow for the columns (a side panel at a
// large font), each figure is a card of its own, its fields one under another (Cards). The notes
// sit beside the figures in a wide panel, below them in a narrow one. A difference is marked by a
// symbol and a word ("≠ differs"), not by colour alone; the colours are Okabe–Ito. Clicking a
// figure (or moving to it with the keys) emits figureActivated(): the window selects its cell in
// the table and marks its term in the formula.

#include "examples.h"

#include <QWidget>

class QBoxLayout;
class QLabel;
class QTableWidget;
class QTextBrowser;
class RowCardDelegate;

class TextFiguresPanel : public QWidget
{
    Q_OBJECT
public:
    enum Column { Figure, Stated, Exact, Verdict, Reason, ColumnCount };
    // One row per figure in columns, or one card per figure (a narrow panel).
    enum class Arrangement { Columns, Cards };

    explicit TextFiguresPanel(QWidget *parent = nullptr);

    // modified: the ranking was edited since it was loaded (the exact values follow the edits).
    void setScenario(const Ndcg::Scenario &scenario, bool modified);
    // Nothing shown (its dock is closed: nothing computed, nothing stale for a screen reader).
    void clear();
    void retranslate();
    // Hidden answers: the text's figures, the exact values, verdicts and reasons show "?" (a
    // figure of the text that is right would state the answer).
    void setExactHidden(bool hidden);
    bool isExactHidden() const { return m_exactHidden; }

    QTableWidget *table() const { return m_table; }
    const QList<Ndcg::FigureComparison> &comparisons() const { return m_comparisons; }
    // The header as plain text (title, source, conventions).
    QString headerText() const;
    QString notesText() const;
    Arrangement arrangement() const { return m_arrangement; }
    // A figure's card (rich text): its name, the text's figure, the exact value, the verdict and
    // the reason, as a narrow panel shows them.
    QString cardHtml(int row) const;

    // The words the panel uses for one figure, shared with the step-through and the handout:
    // "✓ agrees" / "≠ differs", and why it differs (the reason and the figure's note).
    static QString verdictText(const Ndcg::FigureComparison &comparison);
    static QString reasonText(const Ndcg::FigureComparison &comparison, const QString &language);
    // How many figures agree, for the header and the handout: "2 of 3 figures agree with the
    // exact value to the text's own rounding." (a numerus string: the noun and the verb follow
    // the number of figures, "1 of 1 figure agrees").
    static QString agreementText(int agreeing, int figures);
    // The source text as a reader cites it (empty for our own examples); its file name is a
    // detail for the tooltip or the small print.
    static QString citationText(const Ndcg::ExampleInfo &info, const QString &language);
    // "Source text: <citation>" as rich text with the file name in small print.
    static QString sourceHtml(const Ndcg::ExampleInfo &info, const QString &language);

signals:
    // A figure was clicked or reached with the keys (an index into comparisons()).
    void figureActivated(int index);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void rebuild();
    // Columns or cards, the columns' widths and the rows' heights, for the table's width and
    // font; the notes beside or below the figures for the panel's.
    void arrange();
    void placeNotes();

    Ndcg::Scenario m_scenario;
    bool m_modified = false;
    bool m_exactHidden = false;
    QList<Ndcg::FigureComparison> m_comparisons;
    QLabel *m_header = nullptr;
    QTableWidget *m_table = nullptr;
    QTextBrowser *m_notes = nullptr;
    QBoxLayout *m_figuresAndNotes = nullptr;
    RowCardDelegate *m_cards = nullptr;
    Arrangement m_arrangement = Arrangement::Columns;
    bool m_arranging = false;
};
