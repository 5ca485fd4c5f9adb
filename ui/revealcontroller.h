#pragma once

// Predict, then reveal: the presenter hides quantities as "?" (table columns, the formula's
// totals, the result card) and reveals them one at a time with R, in the order a class
// computes them, so students commit to a prediction before they see the number. Pure state:
// the StepController draws it, merged with the step-through's own "?" cells.

#include <QList>
#include <QObject>
#include <QString>

#include <optional>

class RevealController : public QObject
{
    Q_OBJECT
public:
    // What can be hidden, in the order R reveals it.
    enum class Quantity {
        GainColumn,
        DiscountColumn,
        ContributionColumn,
        DcgColumn,
        DcgTotal, // DCG@k in the formula and the card
        IdealGradeColumn,
        IdealContributionColumn,
        IdcgColumn,
        IdcgTotal,
        NdcgColumn,
        NdcgTotal,
        Metrics, // the card's companion metrics
    };
    static QList<Quantity> all();
    // "the gain column", translated.
    static QString name(Quantity quantity);
    // The RankingTableModel column of a column quantity, -1 for the others.
    static int column(Quantity quantity);

    explicit RevealController(QObject *parent = nullptr);

    bool isHidden(Quantity quantity) const { return m_hidden.contains(quantity); }
    bool isAnyHidden() const { return !m_hidden.isEmpty(); }
    QList<Quantity> hidden() const { return m_hidden; }
    // The hidden table columns (RankingTableModel::Column values).
    QList<int> hiddenColumns() const;

    void setHidden(Quantity quantity, bool hidden);
    void hideAll();
    // Reveals the first hidden quantity in teaching order; returns it (nothing when none).
    std::optional<Quantity> revealNext();
    void revealAll();

signals:
    void changed();

private:
    QList<Quantity> m_hidden; // in teaching order
};
