#pragma once

// The live workbench: one document shown as the definition line, the result card, the
// editable ranking table with the judged pool, the three charts and the formula panel, all
// redrawn from one Breakdown after every edit. Besides the selected position (linked
// highlighting) it holds one ViewState (what is hidden, how far a step-through has got, a
// preview), set by the controllers with setViewState() and handed to every child, so a number
// is hidden or revealed in every view at once. A window can show two workbenches side by side
// (comparison).

#include "document/rankingdocument.h"
#include "maskingproxymodel.h"
#include "viewstate.h"

#include <QWidget>

class ContributionChart;
class DefinitionBar;
class FormulaPanel;
class UnretrievedModel;
class NdcgChart;
class QLabel;
class QPushButton;
class QScrollArea;
class QHBoxLayout;
class QVBoxLayout;
class QSplitter;
class QStackedWidget;
class QTabWidget;
class QTableView;
class QTimer;
class RankingTableModel;
class RankingTableView;
class ResultCard;
class RowCommands;
class RunningDcgChart;

class Workbench : public QWidget
{
    Q_OBJECT
public:
    explicit Workbench(RankingDocument *document, QWidget *parent = nullptr);

    RankingDocument *document() const { return m_document; }
    // The table's model as the table shows it: the ranking's cells, masked by the view state.
    MaskingProxyModel *model() const { return m_masking; }
    RankingTableView *table() const { return m_table; }
    UnretrievedModel *unretrievedModel() const { return m_unretrievedModel; }
    QTableView *unretrievedView() const { return m_unretrievedView; }
    DefinitionBar *definitionBar() const { return m_definition; }
    ResultCard *card() const { return m_card; }
    RunningDcgChart *dcgChart() const { return m_dcgChart; }
    ContributionChart *contributionChart() const { return m_contributionChart; }
    NdcgChart *ndcgChart() const { return m_ndcgChart; }
    FormulaPanel *formula() const { return m_formula; }

    // The selected position (1-based; 0 for none), highlighted in every view.
    int highlightedPosition() const { return m_highlight; }
    void setHighlightedPosition(int position);
    // A text's figure chosen in "Compare with the text": selects its cell (position 1-based,
    // a RankingTableModel column) and marks its term in the formula (FormulaPanel::
    // setMarkedTerm(); 0: none). Selecting another row drops the mark.
    void selectFigure(int position, int column, int formulaTerm, bool ideal);
    // What every child shows: hidden answers, the step-through's progress, a preview.
    void setViewState(const ViewState &view);
    const ViewState &viewState() const { return m_view; }
    // What-if preview (a hovered swap, LessonState::setPreview()): every view (table, card,
    // charts, formula) shows the preview instead of the document's breakdown, each marked as a
    // preview. The document is not touched.
    bool isPreviewing() const { return m_view.preview.has_value(); }
    // The last refusal or notice shown under the table, in place of the judged list's title
    // (empty when none is shown): a message never moves the table's rows. The next edit that
    // goes through takes a refusal away.
    QString message() const;
    // How the parts are arranged for the width the workbench has (it reflows, never squeezes):
    //   Wide          table | formula above the three charts side by side
    //   ChartTabs     table | formula above the charts in tabs
    //   FormulaBelow  the table above the formula beside the charts in tabs
    //   AllTabs       the table above one tab area: formula and charts
    //   Beside        the table (the body's whole height) | one tab area: formula, charts and
    //                 the judged list;
    //                 when the rows up to k are kept in sight (presenter mode) and the charts
    //                 below them would not fit the height
    enum class Arrangement { Wide, ChartTabs, FormulaBelow, AllTabs, Beside };
    Arrangement arrangement() const { return m_arrangement; }
    // The tab area of ChartTabs, FormulaBelow and AllTabs (hidden in Wide).
    QTabWidget *tabs() const { return m_tabs; }
    // The scroll area below the definition line (the card, the table, the formula, the charts).
    QScrollArea *body() const { return m_body; }
    // A chart is never squeezed below this height to fit the body; the table keeps this many
    // rows in sight, one less when the charts at their least height still do not fit.
    static constexpr int minimumChartHeight = 150;
    static constexpr int tableRows = 3;
    // Presenter mode: the table keeps every row up to k in sight (at least tableRows, at most
    // the ranking's rows), before the charts' height; the charts move beside the table (Beside)
    // when below it they would not fit. Only a table taller than the whole body scrolls, and
    // then to the current cell.
    void setRowsUpToKInSight(bool on);
    bool rowsUpToKInSight() const { return m_rowsUpToK; }
    // The rows the table keeps in sight now.
    int rowsWanted() const;
    void retranslate();
    // Closes any open cell editor without committing it (before the window is destroyed).
    void discardOpenEditors();

    // The Edit menu's row commands on this workbench's table.
    RowCommands *rowCommands() const { return m_rowCommands; }

public slots:
    // As the row commands', but on the judged list when it has the focus.
    void insertRow();
    void deleteRows();
    void addJudgedItem();
    void removeJudgedItems();
    void showMessage(const QString &text);

signals:
    void messageShown(const QString &text);

protected:
    void resizeEvent(QResizeEvent *event) override;
    // Sizes follow the workbench's font (the interface scale's, InterfaceScale).
    void changeEvent(QEvent *event) override;
    // The message banner follows the line under the table (its place, m_messageSlot); a
    // resized table scrolls to the current cell again.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refreshViews();
    // Picks the arrangement for the width and the zoom, and moves the parts there; the table's
    // and the card's share of the zoom for the width and the height; the table's width beside
    // the formula.
    void reflow();
    void arrange(Arrangement arrangement);
    void retranslateTabs();
    void fitMessage();
    void hideMessage();
    void applyFonts();
    // The interface scale times presenter mode's zoom (InterfaceScale::factor()).
    static double scale();
    // The charts' least height: the zoom's (resetChartHeight()), less what the body lacks to
    // fit its viewport (fitChartHeight()), never below minimumChartHeight.
    int chartHeightWanted() const;
    void setChartMinimumHeight(int height);
    // Whether the rows up to k and the charts at their least height fit the body one above
    // the other (the card above them).
    bool chartsFitBelow() const;
    void resetChartHeight();
    void fitChartHeight();
    bool poolHasFocus() const;
    void scrollToCurrentCell();

    RankingDocument *m_document;
    RankingTableModel *m_model = nullptr;
    MaskingProxyModel *m_masking = nullptr; // over m_model: the table's model
    UnretrievedModel *m_unretrievedModel = nullptr;
    DefinitionBar *m_definition = nullptr;
    ResultCard *m_card = nullptr;
    RankingTableView *m_table = nullptr;
    RowCommands *m_rowCommands = nullptr;
    QTableView *m_unretrievedView = nullptr;
    QLabel *m_poolTitle = nullptr;
    QPushButton *m_addJudged = nullptr;
    QPushButton *m_removeJudged = nullptr;
    QStackedWidget *m_messageSlot = nullptr; // the judged list's title, under a message
    QLabel *m_message = nullptr; // over the line, down over the judged list as far as it needs
    QTimer *m_messageTimer = nullptr;
    RunningDcgChart *m_dcgChart = nullptr;
    ContributionChart *m_contributionChart = nullptr;
    NdcgChart *m_ndcgChart = nullptr;
    FormulaPanel *m_formula = nullptr;
    QScrollArea *m_body = nullptr;
    QSplitter *m_splitter = nullptr;
    QSplitter *m_middle = nullptr;
    QWidget *m_lower = nullptr;
    QHBoxLayout *m_lowerLayout = nullptr;
    QVBoxLayout *m_leftLayout = nullptr; // the table, the line under it, the judged list
    QWidget *m_chartRow = nullptr;
    QHBoxLayout *m_chartRowLayout = nullptr;
    QTabWidget *m_tabs = nullptr;
    Arrangement m_arrangement = Arrangement::Wide;
    QString m_messageText;
    int m_highlight = 0;
    double m_tableShare = 0.0; // of the workbench's font the table's text has (≤ 1; 0: none yet)
    double m_cardShare = 0.0; // the same for the card, the definition line, the lines between
    bool m_rowsUpToK = false;
    int m_wantedRows = tableRows; // rowsWanted() at the last reflow
    bool m_reflowing = false; // in reflow()
    bool m_relayoutPending = false; // resizeEvent() has queued a relayout
    int m_restoreRow = -1;
    ViewState m_view;
};
