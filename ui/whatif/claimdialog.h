#pragma once

// "Which convention gives this number?": the user types a figure from a paper, a text or a
// library (0.861, 86.1%) and the quantity; the dialog searches the convention space
// (Ndcg::findConventions) on the open ranking and lists every convention that reproduces the
// figure at its rounding, or says that none does and shows the nearest.

#include <QDialog>
#include <QPointer>

class ClaimMatchModel;
class QComboBox;
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
    ClaimMatchModel *m_model = nullptr;
};
