#pragma once

// The convention explorer: this ranking's NDCG under each library's convention, one row per
// measure with its settings and the reason it differs from the row above, and below it the
// ties panel. Follows one document and updates live after every edit (while shown). Every
// cell is read whole at any width and font: the names and the number keep their width, the
// settings, the reason and the note wrap; where the panel is too narrow for the columns, each
// measure is a card of its own (its library, measure and NDCG, then its settings and why it
// differs, one under another).

#include <QPointer>
#include <QWidget>

class ConventionTableModel;
class QLabel;
class QTableView;
class RankingDocument;
class RowCardDelegate;
class TiesPanel;

class ConventionPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ConventionPanel(QWidget *parent = nullptr);

    void setDocument(RankingDocument *document, const QString &name = {});
    RankingDocument *document() const { return m_document; }
    ConventionTableModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    TiesPanel *ties() const { return m_ties; }
    QString titleText() const;
    void retranslate();
    // One row per measure in columns, or one card per measure (a narrow panel).
    enum class Arrangement { Columns, Cards };
    Arrangement arrangement() const { return m_arrangement; }
    // A measure's card (rich text), as a narrow panel shows it.
    QString cardHtml(int row) const;
    // Predict, then reveal: while NDCG@k is hidden (hidden answers, a step-through that has not
    // reached it) the panel shows no library's number, only what it will show.
    void setValuesHidden(bool hidden);
    bool valuesHidden() const { return m_valuesHidden; }

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    // Closed (SidePanels::isClosed()): the content is cleared, nothing stale stays.
    void hideEvent(QHideEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    // Columns or cards, the columns' widths and the rows' heights, for the view's width and
    // font; the title as tall as its text at the panel's width.
    void arrange();

    QPointer<RankingDocument> m_document;
    QString m_name;
    QLabel *m_title = nullptr;
    QTableView *m_view = nullptr;
    ConventionTableModel *m_model = nullptr;
    TiesPanel *m_ties = nullptr;
    RowCardDelegate *m_cards = nullptr;
    Arrangement m_arrangement = Arrangement::Columns;
    bool m_arranging = false;
    bool m_dirty = true;
    bool m_valuesHidden = false;
};
