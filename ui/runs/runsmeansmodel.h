#pragma once

// The results table of the "Evaluate runs" window, the summary a paper prints: one row per run,
// one column per measure, each run's mean over the compared queries (RunComparison::means)
// with 4 decimals through DisplayFormat, followed for every run but the baseline by the mark
// of Ndcg::Trec::significanceMark() ("†" significantly higher, "‡" lower: the CLI's marks).
// SortRole gives the exact mean; the tooltip the difference from the baseline, its adjusted p
// and the wins, ties and losses. The run and measure the charts show are bold (setShown()).
//
// The model keeps a copy of the comparison without its per-query values and resets once per
// comparison (setComparison()).

#include "runcomparison.h"

#include <QAbstractTableModel>

#include <optional>

class RunsMeansModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Role { SortRole = Qt::UserRole, RunRole, MeasureRole };
    // Means are written as trec_eval and `ndcg-cli compare` print them: 4 decimals.
    static constexpr int decimals = 4;

    explicit RunsMeansModel(QObject *parent = nullptr);

    // Resets the model to this comparison, or to no rows when null.
    void setComparison(const Ndcg::Trec::RunComparison *comparison);
    // The run and measure shown in the charts (their name and mean are bold); -1 for none.
    void setShown(int run, int measure);
    // The texts of the current language (headers, "(baseline)", tooltips).
    void retranslate();
    // A lesson asks which system is better: the significance marks and the tooltips' p-values
    // (the answer) are left out until it is shown.
    void setVerdictHidden(bool hidden);
    bool isVerdictHidden() const { return m_verdictHidden; }

    // Column 0 is the run's name; column m + 1 is measure m.
    static int measureOfColumn(int column) { return column - 1; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString cellText(int run, int measure) const;
    QString cellToolTip(int run, int measure) const;

    std::optional<Ndcg::Trec::RunComparison> m_comparison; // values left empty
    int m_shownRun = -1;
    int m_shownMeasure = -1;
    bool m_verdictHidden = false;
};
