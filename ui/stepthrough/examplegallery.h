#pragma once

// The Examples gallery: every bundled worked example (exampleIds()), searchable with
// ExampleInfo::matches() over ids, sources, titles and descriptions in both languages, the best
// matches first (matchRank()); the arrow keys in the search field move the list's selection, and
// each opening starts with an empty search. The list shows each title in the UI language; the pane
// beside it the source text, the description, the conventions and how many of the text's figures
// agree with the exact values. Open (or a double click, or Enter) emits exampleChosen(); the window
// loads it. While answers are hidden (Step ▸ Hide answers) the descriptions state no figure:
// a value a description gives ("exactly, NDCG@5 = 0.8645") reads "?", in the pane and for a
// screen reader alike, and the count of the text's figures that agree is left out.

#include "scenario.h"

#include <QDialog>

class QLineEdit;
class QListWidget;
class QPushButton;
class QSplitter;
class QTextBrowser;

class ExampleGallery : public QDialog
{
    Q_OBJECT
public:
    explicit ExampleGallery(QWidget *parent = nullptr);

    // "zh_CN" when the UI speaks Chinese (a Chinese translator is installed or the locale is
    // Chinese), otherwise "en".
    static QString language();

    QLineEdit *searchField() const { return m_search; }
    QListWidget *list() const { return m_list; }
    // The ids listed now, in order.
    QStringList shownIds() const;
    QString details() const;
    // Selects an example by id; false when it is not listed.
    bool select(const QString &id);
    void retranslate();
    // "The text states 5 figures: 3 agree with the exact value, 2 differ (…)", each count in
    // its numerus form.
    static QString figuresSentence(int figures, int agree);
    // While answers are hidden, no description states a value (withoutFigures()).
    void setAnswersHidden(bool hidden);
    bool areAnswersHidden() const { return m_answersHidden; }
    // A description with every figure it states as "?": decimals, percentages and fractions
    // ("0.8645", "81.96%", "68/79"), and a whole number given as a quantity's value
    // ("MRR = 1", "IDCG@3 = 0", "its NDCG is 1"); a setting's value ("k = 5", "b = 2") and the
    // numbers in `inputs` (the example's grades and scores as written: "0.5") stay.
    static QString withoutFigures(const QString &text, const QStringList &inputs = {});
    // How well an example matches a search, best first: 0 the query as a whole word of its id,
    // titles or citation; 1 a whole word of a description; 2 part of a word of a name; 3 part
    // of a word of a description; -1 no match (ExampleInfo::matches() is false).
    static int matchRank(const Ndcg::ExampleInfo &info, const QString &query);
    // The list above the details (a narrow screen at a large zoom) rather than beside them.
    bool isStacked() const;

public slots:
    void openSelected();

signals:
    void exampleChosen(const Ndcg::Scenario &scenario, const QString &displayName);

protected:
    void changeEvent(QEvent *event) override;
    // Sized for the interface scale within its screen at an opening (the user's size is kept
    // while the scale stays).
    void showEvent(QShowEvent *event) override;
    // The list beside or above the details for the width.
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void loadAll();
    void filter();
    void showDetails();

    struct Entry
    {
        QString id;
        Ndcg::Scenario scenario;
        QString error;
    };
    QList<Entry> m_entries;
    QLineEdit *m_search = nullptr;
    QListWidget *m_list = nullptr;
    QSplitter *m_splitter = nullptr;
    QString m_chosen; // the id opened last: selected when the dialog opens again
    bool m_answersHidden = false;
    double m_sizedFor = 0.0; // the interface scale it was sized for (at an opening)
    QTextBrowser *m_details = nullptr;
    QPushButton *m_open = nullptr;
    QPushButton *m_close = nullptr;
};
