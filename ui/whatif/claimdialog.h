#pragma once

// "Which convention gives this number?": the user types a figure from a paper, a text or a
// library (0.861, 86.1%) and the quantity; the dialog searches the convention space
// (Ndcg::findConventions) on the open ranking and lists every convention that reproduces the
// figure at its rounding, or says that none does and shows the nearest. The dialog sizes itself
// to its text at its font, within its screen; its form takes two rows where one is too narrow.

#include "claimfinder.h"

#include <QDialog>
#include <QPointer>

#include <optional>

class ClaimMatchModel;
class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;
class RankingDocument;

class ClaimDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ClaimDialog(QWidget *parent = nullptr);

    // The rankings the user can pick from ("ranking A", "ranking B"), in order.
    void setDocuments(const QList<std::pair<QString, RankingDocument *>> &documents);
    QLineEdit *figureEdit() const { return m_figure; }
    QComboBox *quantityCombo() const { return m_quantity; }
    QComboBox *rankingCombo() const { return m_ranking; }
    QPushButton *findButton() const { return m_find; }
    ClaimMatchModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    // The verdict line as plain text.
    QString summaryText() const;
    // Puts the cursor in the figure with its text selected: what is typed next replaces the
    // previous figure rather than being appended to it.
    void focusFigure();

public slots:
    void search();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslate();
    // The form in one row, or two where one leaves the figure field less than 10 em at `width`.
    void placeForm(int width);
    // The size the text asks for at the dialog's font, within the screen's available area.
    void sizeToContent();
    // The last search's verdict in the theme's colours (at a search and a switch of theme).
    void showVerdict();

    // What the last search found, for its verdict (none after a refusal: no figure, no ranking).
    struct Verdict
    {
        QString figure; // as typed
        Ndcg::ClaimSearch search;
    };
    std::optional<Verdict> m_verdict;

    QList<std::pair<QString, QPointer<RankingDocument>>> m_documents;
    QLineEdit *m_figure = nullptr;
    QComboBox *m_quantity = nullptr;
    QComboBox *m_ranking = nullptr;
    QLabel *m_rankingLabel = nullptr;
    QLabel *m_figureLabel = nullptr;
    QLabel *m_quantityLabel = nullptr;
    QLabel *m_intro = nullptr;
    QPushButton *m_find = nullptr;
    QLabel *m_summary = nullptr;
    QTableView *m_view = nullptr;
    QGridLayout *m_form = nullptr;
    bool m_sized = false;
    ClaimMatchModel *m_model = nullptr;
};
