#pragma once

// The convention explorer: this ranking's NDCG under each library's convention, one row per
// measure with its settings and the reason it differs from the row above, and below it the
// ties panel. Follows one document and updates live after every edit (while shown).

#include <QPointer>
#include <QWidget>

class ConventionTableModel;
class QLabel;
class QTableView;
class RankingDocument;
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
    void setZoom(double zoom);
    void retranslate();
    // Predict, then reveal: while NDCG@k is hidden (hidden answers, a step-through that has not
    // reached it) the panel shows no library's number, only what it will show.
    void setValuesHidden(bool hidden);
    bool valuesHidden() const { return m_valuesHidden; }

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void refresh();
    // Columns that fit the panel's width: the long ones wrap.
    void fitColumns();
    void fitLabels();

    QPointer<RankingDocument> m_document;
    QString m_name;
    QLabel *m_title = nullptr;
    QTableView *m_view = nullptr;
    ConventionTableModel *m_model = nullptr;
    TiesPanel *m_ties = nullptr;
    bool m_dirty = true;
    bool m_valuesHidden = false;
};
