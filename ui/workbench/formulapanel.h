#pragma once

// The formula panel: DCG@k, IDCG@k and NDCG@k with the numbers substituted, in rich text large
// enough to read from the back of a room. Clicking a term selects its position.

#include "formulatext.h"
#include "viewstate.h"

#include <QTextBrowser>

class FormulaPanel : public QTextBrowser
{
    Q_OBJECT
public:
    explicit FormulaPanel(QWidget *parent = nullptr);

    void setBreakdown(const Ndcg::Breakdown *breakdown);
    // Both at once (one redraw).
    void setBreakdown(const Ndcg::Breakdown *breakdown, const ViewState &view);
    void setHighlightedPosition(int position);
    // A text's figure chosen in "Compare with the text": its term (position, in the IDCG sum
    // when ideal), -1 the sum's total, -2 NDCG@k; 0: none (FormulaText::Options::markPosition).
    void setMarkedTerm(int position, bool ideal);
    // The options it draws with (step-through: limits, hidden totals, the current term).
    const FormulaText::Options &options() const { return m_options; }
    // What to show (step-through, hidden answers, a preview): sets the options from it.
    void setViewState(const ViewState &view);
    // The text as shown, without markup (for tests and the clipboard).
    QString plainText() const { return toPlainText(); }
    // The text for a screen reader (FormulaText::readable()): the lines `ndcg-cli explain`
    // prints, a hidden answer read as "hidden". The panel's accessible description and value;
    // its accessible interface has no text of its own (the rich text's table would be read
    // with private-use frame characters).
    QString readableText() const { return m_readable; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void positionClicked(int position);

protected:
    void resizeEvent(QResizeEvent *event) override;
    // The text's size follows the panel's font (1.2× the body text at the interface scale).
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void setReadable(const QString &text);
    // The height of the text at the panel's width, so nothing scrolls on a projector.
    int textHeight() const;

    QString m_readable;
    const Ndcg::Breakdown *m_breakdown = nullptr;
    FormulaText::Options m_options;
    ViewState m_view;
};
