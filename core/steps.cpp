#include "steps.h"

#include "breakdownformat.h"
#include "nametable.h"
#include "notation.h"
#include "numbertext.h"

#include <QCoreApplication>
#include <QStringList>

#include <cmath>

namespace Ndcg {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("Ndcg", text, disambiguation, n);
}

QString fixed(double v, int decimals)
{
    return readableNumber(v, decimals);
}
QString plain(double v)
{
    return QString::number(v, 'g', 10);
}

// The numbers of the formulas and narrations (StepNumbers): the CLI's, in units of 2^s, or the
// window's, each at its own true size (Breakdown::trueSize(): a gain of 7 beside one of
// 2^1000000 is 7, not 0).
class Numbers
{
public:
    Numbers(const StepOptions &options, const Breakdown &b)
        : m_numbers(options.numbers)
        , m_b(b)
        , m_display(options.numbers.isSet())
        , m_decimals(options.decimals)
    { }
    // Whether values are written at their true size (no scale to write).
    bool trueSize() const { return m_display; }
    // A discount or an NDCG (never scaled).
    QString value(double v, int decimals) const
    {
        return m_display ? m_numbers.number(v, 0.0, decimals) : fixed(v, decimals);
    }
    QString value(double v) const { return value(v, m_decimals); }
    QString value(std::optional<double> v) const
    {
        return m_display ? (v ? value(*v) : QStringLiteral("—")) : numberText(v, m_decimals);
    }
    // A gain, contribution or running sum of row `row` (0-based): in units of 2^s (the CLI), or
    // at its true size (the window).
    QString term(int row, Term t) const
    {
        const bool gain = t == Term::Gain || t == Term::IdealGain;
        if (m_display) {
            const TrueSize v = m_b.trueSize(row, t);
            return gain ? m_numbers.gain(v.value, v.scaleLog2, m_decimals)
                        : m_numbers.number(v.value, v.scaleLog2, m_decimals);
        }
        const double v = termOf(m_b.rows[row], t); // in units of 2^s
        return gain ? plain(v) : fixed(v, m_decimals);
    }
    // DCG@k (ideal: IDCG@k), as term() writes a running sum.
    QString total(bool ideal) const
    {
        if (m_display) {
            const TrueSize v = ideal ? m_b.idcgTrueSize() : m_b.dcgTrueSize();
            return m_numbers.number(v.value, v.scaleLog2, m_decimals);
        }
        return fixed(ideal ? m_b.idcg : m_b.dcg, m_decimals);
    }

private:
    const StepNumbers &m_numbers;
    const Breakdown &m_b;
    bool m_display = false;
    int m_decimals = 3;
};

// 12 → "₁₂"
QString subscript(int n)
{
    static const char16_t digits[] = u"₀₁₂₃₄₅₆₇₈₉";
    QString out;
    for (const QChar c : QString::number(n))
        out += c.isDigit() ? QChar(digits[c.digitValue()]) : c;
    return out;
}

// The gain expression without its left side, `value` the gain as written: "2^3 − 1 = 7", "3",
// "map(2) = 9"; with gains in units of 2^s (Breakdown::gainScaleLog2, the CLI): "(2^1100 − 1)
// × 2^−140 = 1.352605461e+288", "1e+308 × 2^−64 = 5.421010862e+288"; at their true size (the
// window), as the formula panel writes the gain: "2³−1 = 7", "2¹¹⁰⁰−1 = 1.359×10³³¹", no scale.
QString gainExpression(
    double grade, const QString &value, const Breakdown &b, const Numbers &numbers)
{
    const Settings &s = b.settings;
    if (grade < 0)
        return tr("0 (negative grade: gain 0)");
    const bool scaled = b.gainScaleLog2 != 0.0 && !numbers.trueSize();
    const QString scale = QStringLiteral(" × 2^−") + exponentAfterCaret(b.gainScaleLog2);
    switch (s.gain) {
    case Gain::Linear:
        if (scaled)
            return plain(grade) + scale + QStringLiteral(" = ") + value;
        return value;
    case Gain::Exponential:
        if (scaled)
            return QStringLiteral("(2^%1 − 1)").arg(exponentAfterCaret(plain(grade))) + scale
                + QStringLiteral(" = ") + value;
        if (numbers.trueSize())
            return Notation::exponentialGain(grade) + QStringLiteral(" = ") + value;
        return QStringLiteral("2^%1 − 1 = %2").arg(exponentAfterCaret(plain(grade)), value);
    case Gain::Custom: {
        const auto it = s.gainMap.find(grade);
        const QString unscaled = it != s.gainMap.end() ? plain(it->second) : plain(grade);
        const QString mapped = scaled ? unscaled + scale + QStringLiteral(" = ") + value : value;
        if (it != s.gainMap.end())
            return QStringLiteral("map(%1) = %2").arg(plain(grade), mapped);
        return tr("%1 (not in the map: linear)").arg(mapped);
    }
    }
    return value;
}

// The discount expression without its left side: "1/log₂(3+1) = 1/2.000 = 0.500".
QString discountExpression(int i, double discount, const Settings &s, const Numbers &numbers)
{
    switch (s.discount) {
    case Discount::Log:
        return QStringLiteral("1/%1 = 1/%2 = %3")
            .arg(Notation::logText(s.logBase, QStringLiteral("(%1+1)").arg(i)),
                numbers.value(1.0 / discount), numbers.value(discount));
    case Discount::JK2002:
        if (i < s.logBase)
            return tr("1 (i = %1 < b = %2: no discount)").arg(i).arg(Notation::baseText(s.logBase));
        return QStringLiteral("1/%1 = 1/%2 = %3")
            .arg(Notation::logText(s.logBase, QStringLiteral("(%1)").arg(i)),
                numbers.value(1.0 / discount), numbers.value(discount));
    case Discount::None:
        return tr("1 (no discount)");
    }
    return numbers.value(discount);
}

QString itemName(const Ranking &r, int position)
{
    const QString label
        = position >= 1 && position <= r.items.size() ? r.items[position - 1].label : QString();
    return label.isEmpty() ? QString() : QStringLiteral("“%1”").arg(label);
}

} // namespace

QString stepKindName(StepKind kind)
{
    static const std::pair<StepKind, const char *> names[]
        = {{StepKind::Grade, "grade"}, {StepKind::Gain, "gain"}, {StepKind::Discount, "discount"},
            {StepKind::Contribution, "contribution"}, {StepKind::RunningDcg, "runningDcg"},
            {StepKind::Position, "position"}, {StepKind::Dcg, "dcg"},
            {StepKind::IdealOrder, "idealOrder"}, {StepKind::IdealTerm, "idealTerm"},
            {StepKind::Idcg, "idcg"}, {StepKind::Ndcg, "ndcg"}};
    return NameTable::toName(kind, names);
}

bool Revealed::isKnown(int position, StepCell cell) const
{
    if (ndcg || cell == StepCell::Grade || cell == StepCell::None)
        return true;
    const bool inCurrent = position == currentRow && position > rowsDone;
    const auto actual = [&](int needed) {
        return position <= rowsDone || (inCurrent && currentCells >= needed) || dcgTotal;
    };
    switch (cell) {
    case StepCell::Gain:
        return actual(2);
    case StepCell::Discount:
        return actual(3) || position <= idealRowsDone;
    case StepCell::Contribution:
        return actual(4);
    case StepCell::Dcg:
        return actual(5);
    case StepCell::IdealGrade:
        return idealOrder;
    case StepCell::IdealGain:
    case StepCell::IdealContribution:
    case StepCell::Idcg:
        return position <= idealRowsDone || idcgTotal;
    case StepCell::Ndcg:
        return actual(5) && (position <= idealRowsDone || idcgTotal);
    default:
        return true;
    }
}

qsizetype StepSequence::indexOf(int position, StepCell cell) const
{
    for (qsizetype i = 0; i < steps.size(); ++i) {
        const Step &s = steps[i];
        if (cell == StepCell::Grade) {
            // Grades are always shown; their step is the one that points at them.
            if ((s.kind == StepKind::Grade || s.kind == StepKind::Position)
                && s.position == position)
                return i;
        } else if (s.revealed.isKnown(position, cell)) {
            return i;
        }
    }
    return -1;
}

namespace {

// dcgFormulaLine()'s numbers with the window's, at their true size (no scale written).
Notation::SumNumbers windowNumbers(const Numbers &num, const Breakdown &b)
{
    Notation::SumNumbers numbers;
    numbers.term = [&num, &b](int position, bool ideal) {
        // Notation::numericTerm()'s "7/1.000", "7" without a discount.
        QString term = num.term(position - 1, ideal ? Term::IdealGain : Term::Gain);
        if (b.settings.discount != Discount::None)
            term += QLatin1Char('/') + num.value(1.0 / b.rows[position - 1].discount);
        return term;
    };
    numbers.value = [&num](int position, bool ideal) {
        return num.term(position - 1, ideal ? Term::IdealContribution : Term::Contribution);
    };
    numbers.total = [&num](bool ideal) { return num.total(ideal); };
    numbers.ndcg = [&num, &b] { return num.value(b.ndcg); };
    return numbers;
}

} // namespace

QString sumFormulaLine(const Breakdown &b, bool ideal, const StepOptions &options)
{
    if (!options.numbers.isSet())
        return dcgFormulaLine(b, ideal, options.decimals);
    const Numbers num(options, b);
    return Notation::sumLine(b, ideal, windowNumbers(num, b));
}

QString ndcgStepFormulaLine(const Breakdown &b, const StepOptions &options)
{
    if (!options.numbers.isSet())
        return ndcgFormulaLine(b, options.decimals);
    const Numbers num(options, b);
    return Notation::ndcgLine(b, windowNumbers(num, b));
}

StepSequence buildSteps(const Breakdown &b, const Ranking &ranking, const StepOptions &options)
{
    StepSequence seq;
    const Settings &s = b.settings;
    const Numbers num(options, b);
    // Discounts (never scaled), and the gains, contributions and sums of row `row` (0-based; in
    // units of 2^s for the CLI, at their true size in the window).
    const auto discountText = [&](double v) { return num.value(v); };
    const auto termText = [&](int row, Term t) { return num.term(row, t); };
    seq.k = b.k;
    seq.depth = std::min(b.k, b.n);
    seq.idealDepth = std::min(b.k, b.idealSize);

    // The ideal moves.
    for (qsizetype p = 0; p < b.ideal.size(); ++p) {
        const IdealPlacement &place = b.ideal[p];
        IdealMove move;
        move.to = int(p) + 1;
        move.grade = place.grade;
        move.withinCutoff = move.to <= b.k;
        if (place.source < b.n) {
            move.from = place.source + 1;
            if (place.source < ranking.items.size())
                move.label = ranking.items[place.source].label;
        } else {
            move.unretrieved = place.source - b.n;
            if (move.unretrieved < ranking.unretrieved.size())
                move.label = ranking.unretrieved[move.unretrieved].label;
        }
        seq.moves.append(move);
    }

    Revealed r;
    const auto add
        = [&](StepKind kind, int position, StepCell cell, const QString &quantity,
              const QString &formula, std::optional<double> value, const QString &narration) {
              seq.steps.append({kind, position, cell, quantity, formula, value, narration, r});
          };

    // The ranking, position by position.
    for (int i = 1; i <= seq.depth; ++i) {
        const PositionRow &row = b.rows[i - 1];
        const QString sub = subscript(i);
        const QString name = itemName(ranking, i);
        const QString gradeFormula = QStringLiteral("g%1 = %2").arg(sub, plain(row.grade));
        // "gain₃" in the language shown (增益₃): the word the table's header uses.
        const QString gainSymbol = tr("gain") + sub;
        const QString gainText = termText(i - 1, Term::Gain);
        const QString contributionText = termText(i - 1, Term::Contribution);
        const QString dcgText = termText(i - 1, Term::Dcg);
        const QString gainFormula = QStringLiteral("%1 = %2").arg(
            gainSymbol, gainExpression(row.grade, gainText, b, num));
        const QString discountFormula
            = QStringLiteral("d(%1) = %2")
                  .arg(QString::number(i), discountExpression(i, row.discount, s, num));
        const QString contributionFormula
            = QStringLiteral("c%1 = %2 × %3 = %4")
                  .arg(sub, gainText, discountText(row.discount), contributionText);
        const QString dcgFormula = i == 1
            ? QStringLiteral("DCG@1 = c₁ = %1").arg(dcgText)
            : QStringLiteral("DCG@%1 = DCG@%2 + c%3 = %4 + %5 = %6")
                  .arg(QString::number(i), QString::number(i - 1), sub, termText(i - 2, Term::Dcg),
                      contributionText, dcgText);
        const QString gradeNarration = name.isEmpty()
            ? tr("Position %1 holds a result of grade %2.").arg(i).arg(plain(row.grade))
            : tr("Position %1 holds %2, of grade %3.").arg(i).arg(name, plain(row.grade));
        if (options.coarse) {
            r.rowsDone = i;
            r.currentRow = 0;
            r.currentCells = 0;
            add(StepKind::Position, i, StepCell::Dcg, QStringLiteral("DCG@%1").arg(i),
                QStringList {gainFormula, discountFormula, contributionFormula, dcgFormula}.join(
                    QStringLiteral("; ")),
                row.dcg,
                tr("Position %1: grade %2 gives gain %3, discounted by %4 to %5; DCG@%1 = %6.")
                    .arg(i)
                    .arg(plain(row.grade), gainText, discountText(row.discount), contributionText,
                        dcgText));
            continue;
        }
        r.currentRow = i;
        r.currentCells = 1;
        add(StepKind::Grade, i, StepCell::Grade, QStringLiteral("g") + sub, gradeFormula, row.grade,
            gradeNarration);
        r.currentCells = 2;
        QString gainNarration;
        switch (s.gain) {
        case Gain::Linear:
            gainNarration = tr("Linear gain: the gain is the grade itself, %1.").arg(gainText);
            break;
        case Gain::Exponential:
            gainNarration = tr("Exponential gain: 2 to the power of the grade, minus 1, is %1.")
                                .arg(gainText);
            break;
        case Gain::Custom:
            gainNarration
                = tr("The gain map turns grade %1 into gain %2.").arg(plain(row.grade), gainText);
            break;
        }
        // The CLI writes the gain in the units it is computed in (the window at its true size).
        if (b.gainScaleLog2 != 0.0 && !num.trueSize())
            gainNarration = tr("The gain is %1 in units of 2^%2, so that the sums stay finite.")
                                .arg(gainText, exponentAfterCaret(b.gainScaleLog2));
        add(StepKind::Gain, i, StepCell::Gain, gainSymbol, gainFormula, row.gain, gainNarration);
        r.currentCells = 3;
        add(StepKind::Discount, i, StepCell::Discount, QStringLiteral("d(%1)").arg(i),
            discountFormula, row.discount,
            s.discount == Discount::None
                ? tr("No discount: position %1 counts in full.").arg(i)
                : tr("Position %1 is discounted: its gain is multiplied by %2.")
                      .arg(i)
                      .arg(discountText(row.discount)));
        r.currentCells = 4;
        add(StepKind::Contribution, i, StepCell::Contribution, QStringLiteral("c") + sub,
            contributionFormula, row.contribution,
            tr("Gain times discount: position %1 contributes %2.").arg(i).arg(contributionText));
        r.currentCells = 5;
        r.rowsDone = i;
        r.currentRow = 0;
        r.currentCells = 0;
        add(StepKind::RunningDcg, i, StepCell::Dcg, QStringLiteral("DCG@%1").arg(i), dcgFormula,
            row.dcg, tr("Adding it to the running sum: DCG@%1 = %2.").arg(i).arg(dcgText));
    }

    r.dcgTotal = true;
    add(StepKind::Dcg, 0, StepCell::None, QStringLiteral("DCG@%1").arg(b.k),
        sumFormulaLine(b, false, options), b.dcg,
        b.k > b.n
            ? tr("The ranking has only %n result(s), so the sum stops there: DCG@%1 = %2.", nullptr,
                b.n)
                  .arg(b.k)
                  .arg(num.total(false))
            : tr("The sum of the %1 contributions: DCG@%1 = %2.").arg(b.k).arg(num.total(false)));

    // The ideal reordering.
    {
        QStringList actual;
        for (const Item &item : ranking.items)
            actual << plain(item.grade);
        QStringList pool;
        if (s.idealSource == IdealSource::Pool)
            for (const Item &item : ranking.unretrieved)
                pool << plain(item.grade);
        QStringList ideal;
        for (const IdealPlacement &place : b.ideal)
            ideal << plain(place.grade);
        QString formula = QStringLiteral("[%1]").arg(actual.join(QStringLiteral(", ")));
        if (!pool.isEmpty())
            formula += QStringLiteral(" + [%1]").arg(pool.join(QStringLiteral(", ")));
        formula += QStringLiteral(" → [%1]").arg(ideal.join(QStringLiteral(", ")));
        int moved = 0;
        int added = 0;
        for (const IdealMove &m : seq.moves) {
            moved += m.from != 0 && m.from != m.to ? 1 : 0;
            added += m.from == 0 ? 1 : 0;
        }
        QString narration = s.idealSource == IdealSource::Pool && !ranking.unretrieved.isEmpty()
            ? tr("The ideal ordering sorts the whole judged pool by gain, highest first: "
                 "%1 and %2.")
                  .arg(tr("%n ranked item(s) (moves|move)", nullptr, moved),
                      tr("%n judged item(s) the system missed (comes|come) in", nullptr, added))
            : tr("The ideal ordering sorts the grades by gain, highest first: %n item(s) "
                 "(moves|move).",
                nullptr, moved);
        r.idealOrder = true;
        add(StepKind::IdealOrder, 0, StepCell::IdealGrade, tr("ideal order"), formula, std::nullopt,
            narration);
    }

    // The ideal terms.
    for (int i = 1; i <= seq.idealDepth; ++i) {
        const PositionRow &row = b.rows[i - 1];
        const QString idealGainText = termText(i - 1, Term::IdealGain);
        const QString idealContributionText = termText(i - 1, Term::IdealContribution);
        const QString idcgText = termText(i - 1, Term::Idcg);
        // With exponential gain the grade is shown too: "(2^3 − 1) × 0.631 = 7 × 0.631", in the
        // window "(2³−1) × 0.631 = 7 × 0.631" (not when the gain is written in units of 2^s: it
        // is not 2^g − 1 then).
        const QString product = idealGainText + QStringLiteral(" × ") + discountText(row.discount);
        QString expanded;
        if (s.gain == Gain::Exponential && num.trueSize())
            expanded
                = QStringLiteral("(%1) × %2 = ")
                      .arg(Notation::exponentialGain(row.idealGrade), discountText(row.discount));
        else if (s.gain == Gain::Exponential && b.gainScaleLog2 == 0)
            expanded = QStringLiteral("(2^%1 − 1) × %2 = ")
                           .arg(plain(row.idealGrade), discountText(row.discount));
        QString formula = QStringLiteral("c*%1 = %2%3 = %4")
                              .arg(subscript(i), expanded, product, idealContributionText);
        if (i == 1)
            formula += QStringLiteral("; IDCG@1 = %1").arg(idcgText);
        else
            formula += QStringLiteral("; IDCG@%1 = %2 + %3 = %4")
                           .arg(QString::number(i), termText(i - 2, Term::Idcg),
                               idealContributionText, idcgText);
        r.idealRowsDone = i;
        add(StepKind::IdealTerm, i, StepCell::IdealContribution,
            QStringLiteral("c*") + subscript(i), formula, row.idealContribution,
            tr("Ideal position %1 holds grade %2: gain %3 × %4 = %5; IDCG@%1 = %6.")
                .arg(i)
                .arg(plain(row.idealGrade), idealGainText, discountText(row.discount),
                    idealContributionText, idcgText));
    }

    r.idcgTotal = true;
    add(StepKind::Idcg, 0, StepCell::None, QStringLiteral("IDCG@%1").arg(b.k),
        sumFormulaLine(b, true, options), b.idcg,
        tr("The best possible DCG@%1: IDCG@%1 = %2.").arg(b.k).arg(num.total(true)));

    r.ndcg = true;
    QString ndcgNarration;
    if (b.idcg > 0)
        ndcgNarration = tr("NDCG@%1 = DCG@%1 / IDCG@%1 = %2: the ranking reaches %3% of the "
                           "best possible.")
                            .arg(b.k)
                            .arg(num.value(*b.ndcg))
                            .arg(num.value(*b.ndcg * 100.0, 1));
    else
        ndcgNarration = tr("IDCG@%1 = 0: there is nothing to normalise by, and the zero-IDCG "
                           "rule gives NDCG@%1 = %2.")
                            .arg(b.k)
                            .arg(num.value(b.ndcg));
    add(StepKind::Ndcg, 0, StepCell::None, QStringLiteral("NDCG@%1").arg(b.k),
        ndcgStepFormulaLine(b, options), b.ndcg, ndcgNarration);
    return seq;
}

Result<StepSequence> buildSteps(const Scenario &scenario, int ranking, const StepOptions &options)
{
    const Ranking &r = scenario.ranking(ranking);
    const auto b = explain(r, scenario.settings);
    if (!b)
        return b.error();
    return buildSteps(*b, r, options);
}

} // namespace Ndcg
