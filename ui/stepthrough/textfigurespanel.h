#pragma once

// "Compare with the text": every figure a worked example's source text states, beside the exact
// value under the example's conventions and the reason they differ (compareWithText()), one
// row per figure; then the notes on the example as a whole. A difference is marked by a
// symbol and a word ("≠ differs"), not by colour alone; the colours are Okabe–Ito. Clicking a
// figure (or moving to it with the keys) emits figureActivated(): the window selects its cell in
// the table and marks its term in the formula.

#include "examples.h"

#include <QWidget>

class QLabel;
class QTableWidget;
class QTextBrowser;

class TextFiguresPanel : public QWidget
{
    Q_OBJECT
public:
    enum Column { Figure, Stated, Exact, Verdict, Reason, ColumnCount };

    explicit TextFiguresPanel(QWidget *parent = nullptr);

    // modified: the ranking was edited since it was loaded (the exact values follow the edits).
    void setScenario(const Ndcg::Scenario &scenario, bool modified);
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
    void resizeEvent(QResizeEvent *event) override;

private:
    void rebuild();

    Ndcg::Scenario m_scenario;
    bool m_modified = false;
    bool m_exactHidden = false;
    QList<Ndcg::FigureComparison> m_comparisons;
    QLabel *m_header = nullptr;
    QTableWidget *m_table = nullptr;
    QTextBrowser *m_notes = nullptr;
};
