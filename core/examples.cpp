#include "examples.h"

#include "numbertext.h"
#include "plurals.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

#include <algorithm>
#include <cmath>
#include <limits>

namespace Ndcg {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("Ndcg", text, disambiguation, n);
}

const QString examplesDir = QStringLiteral(":/examples");

int effectiveCutoff(const Scenario &s, const StatedFigure &f)
{
    if (f.cutoff > 0)
        return f.cutoff;
    if (!s.settings.isAll())
        return s.settings.cutoff;
    const Ranking &r = s.ranking(f.ranking);
    return int(std::max(r.size(), r.poolSize()));
}

} // namespace

QStringList exampleIds()
{
    QStringList ids;
    const QStringList files
        = QDir(examplesDir).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QString &file : files)
        ids << file.chopped(5);
    // The seed examples first (they start with a digit), then ours: QDir::Name already sorts
    // digits before letters.
    return ids;
}

QString exampleResourcePath(const QString &id)
{
    return examplesDir + QLatin1Char('/') + id + QStringLiteral(".json");
}

Result<Scenario> loadExample(const QString &id)
{
    const QStringList ids = exampleIds();
    if (!ids.contains(id))
        return Error {
            tr("no example named \"%1\" (known: %2)").arg(id, ids.join(QStringLiteral(", ")))};
    QFile file(exampleResourcePath(id));
    if (!file.open(QIODevice::ReadOnly))
        return Error {
            tr("cannot read the example: %1").arg(file.errorString()), exampleResourcePath(id)};
    return parseScenario(file.readAll(), exampleResourcePath(id));
}

Result<double> exactFigure(const Scenario &s, const StatedFigure &f)
{
    Settings settings = s.settings;
    if (f.cutoff > 0)
        settings.cutoff = f.cutoff;
    if (f.gain)
        settings.gain = *f.gain;
    const auto b = explain(s.ranking(f.ranking), settings);
    if (!b)
        return b.error();
    const Metrics &m = b->metrics;
    const auto undefined = std::numeric_limits<double>::quiet_NaN();
    switch (f.quantity) {
    case Quantity::Cg:
        return b->cg;
    case Quantity::Dcg:
        return b->dcg;
    case Quantity::Idcg:
        return b->idcg;
    case Quantity::Ndcg:
        return b->ndcg ? *b->ndcg : undefined;
    case Quantity::Precision:
        return m.precision;
    case Quantity::Recall:
        return m.recall;
    case Quantity::ReciprocalRank:
        return m.reciprocalRank;
    case Quantity::AveragePrecision:
        return m.averagePrecision;
    default:
        break;
    }
    if (f.position < 1 || f.position > b->rows.size())
        return Error {tr("%1: position %2 does not exist (the table has %n row(s))", nullptr,
            int(b->rows.size()))
                          .arg(quantityName(f.quantity))
                          .arg(f.position)};
    const PositionRow &row = b->rows[f.position - 1];
    switch (f.quantity) {
    case Quantity::Gain:
        return row.gain;
    case Quantity::Denominator:
        return 1.0 / row.discount;
    case Quantity::Discount:
        return row.discount;
    case Quantity::Contribution:
        return row.contribution;
    case Quantity::IdealGain:
        return row.idealGain;
    case Quantity::IdealContribution:
        return row.idealContribution;
    default:
        break;
    }
    return Error {tr("unknown quantity")};
}

bool agreesToShownRounding(double exact, const StatedFigure &figure)
{
    if (!std::isfinite(exact))
        return false;
    const double stated = figure.statedValue();
    // Half a unit in the last digit shown, widened by a few ulps so that a text printing every
    // digit of a double ("42.225751536309765") agrees with the same double.
    const double half = 0.5 * std::pow(10.0, -figure.statedDecimals());
    const double ulps = 4.0 * std::numeric_limits<double>::epsilon() * std::abs(exact);
    return std::abs(exact - stated) <= half * (1.0 + 1e-9) + ulps;
}

QString figureLabel(const Scenario &s, const StatedFigure &f)
{
    const QString k = QString::number(effectiveCutoff(s, f));
    QString label;
    switch (f.quantity) {
    case Quantity::Cg:
        label = QStringLiteral("CG@") + k;
        break;
    case Quantity::Dcg:
        label = QStringLiteral("DCG@") + k;
        break;
    case Quantity::Idcg:
        label = QStringLiteral("IDCG@") + k;
        break;
    case Quantity::Ndcg:
        label = QStringLiteral("NDCG@") + k;
        break;
    case Quantity::Precision:
        label = QStringLiteral("P@") + k;
        break;
    case Quantity::Recall:
        label = QStringLiteral("R@") + k;
        break;
    case Quantity::ReciprocalRank:
        label = QStringLiteral("RR");
        break;
    case Quantity::AveragePrecision:
        label = QStringLiteral("AP@") + k;
        break;
    case Quantity::Gain:
        label = tr("gain at %1").arg(f.position);
        break;
    case Quantity::Denominator:
        label = tr("log denominator at %1").arg(f.position);
        break;
    case Quantity::Discount:
        label = tr("discount at %1").arg(f.position);
        break;
    case Quantity::Contribution:
        label = tr("contribution at %1").arg(f.position);
        break;
    case Quantity::IdealGain:
        label = tr("ideal gain at %1").arg(f.position);
        break;
    case Quantity::IdealContribution:
        label = tr("ideal contribution at %1").arg(f.position);
        break;
    }
    QStringList qualifiers;
    if (s.isComparison())
        qualifiers << (f.ranking == 1 ? QStringLiteral("B") : QStringLiteral("A"));
    if (f.gain)
        qualifiers << (*f.gain == Gain::Linear ? tr("gain g") : tr("gain 2^g−1"));
    if (!qualifiers.isEmpty())
        label += QStringLiteral(" (%1)").arg(joinList(qualifiers)); // "A、增益 g" in Chinese
    return label;
}

Result<QList<FigureComparison>> compareWithText(const Scenario &s)
{
    QList<FigureComparison> rows;
    if (!s.example)
        return rows;
    for (const StatedFigure &f : s.example->figures) {
        const auto exact = exactFigure(s, f);
        if (!exact)
            return exact.error();
        FigureComparison c;
        c.figure = f;
        c.stated = f.statedValue();
        if (!std::isnan(*exact))
            c.exact = *exact;
        c.agrees = c.exact && agreesToShownRounding(*c.exact, f);
        c.label = figureLabel(s, f);
        rows.append(c);
    }
    return rows;
}

QString exactFigureText(const FigureComparison &c)
{
    if (!c.exact)
        return QStringLiteral("—");
    // Two digits more than the text gives, in the text's own form (a percentage stays one).
    const bool percent = c.figure.stated.trimmed().endsWith(QLatin1Char('%'));
    const int decimals = std::clamp(c.figure.statedDecimals() + 2, 4, 10);
    if (percent)
        return QString::number(*c.exact * 100, 'f', decimals - 2) + QLatin1Char('%');
    return readableNumber(*c.exact, decimals);
}

FigureCell figureCell(const Scenario &s, const StatedFigure &f, int rows)
{
    FigureCell at;
    const int k = effectiveCutoff(s, f);
    const bool ownK = f.cutoff <= 0 || (!s.settings.isAll() && f.cutoff == s.settings.cutoff);
    auto total = [&](StepCell cell) {
        at.position = std::min(k, rows);
        at.cell = at.position > 0 ? cell : StepCell::None;
        at.total = ownK;
    };
    switch (f.quantity) {
    case Quantity::Gain:
        at = {f.position, StepCell::Gain, false};
        break;
    case Quantity::Denominator:
    case Quantity::Discount:
        at = {f.position, StepCell::Discount, false};
        break;
    case Quantity::Contribution:
        at = {f.position, StepCell::Contribution, false};
        break;
    case Quantity::IdealGain:
        at = {f.position, StepCell::IdealGain, false};
        break;
    case Quantity::IdealContribution:
        at = {f.position, StepCell::IdealContribution, false};
        break;
    case Quantity::Dcg:
        total(StepCell::Dcg);
        break;
    case Quantity::Idcg:
        total(StepCell::Idcg);
        break;
    case Quantity::Ndcg:
        total(StepCell::Ndcg);
        break;
    default: // CG, precision, recall, RR, AP: no cell of the table holds them
        break;
    }
    if (at.position < 1 || at.position > rows)
        return {};
    return at;
}

bool figureAtStep(
    const Settings &settings, const StatedFigure &f, const Step &step, int k, int ranking)
{
    if (f.ranking != ranking || (f.gain && *f.gain != settings.gain))
        return false;
    const int cutoff = f.cutoff > 0 ? f.cutoff : k;
    const int p = step.position;
    const bool term = f.position == p && p > 0;
    switch (step.kind) {
    case StepKind::Gain:
        return term && f.quantity == Quantity::Gain;
    case StepKind::Discount:
        return term && (f.quantity == Quantity::Discount || f.quantity == Quantity::Denominator);
    case StepKind::Contribution:
        return term && f.quantity == Quantity::Contribution;
    case StepKind::RunningDcg:
        return f.quantity == Quantity::Dcg && cutoff == p && cutoff < k;
    case StepKind::Position:
        return (term
                   && (f.quantity == Quantity::Gain || f.quantity == Quantity::Discount
                       || f.quantity == Quantity::Denominator
                       || f.quantity == Quantity::Contribution))
            || (f.quantity == Quantity::Dcg && cutoff == p && cutoff < k);
    case StepKind::IdealTerm:
        return (term
                   && (f.quantity == Quantity::IdealGain
                       || f.quantity == Quantity::IdealContribution))
            || (f.quantity == Quantity::Idcg && cutoff == p && cutoff < k);
    case StepKind::Dcg:
        return f.quantity == Quantity::Dcg && cutoff == k;
    case StepKind::Idcg:
        return f.quantity == Quantity::Idcg && cutoff == k;
    case StepKind::Ndcg:
        return f.quantity == Quantity::Ndcg && cutoff == k;
    default: // the grade (an input) and the reordering state no figure
        return false;
    }
}

QList<FigureComparison> figuresAtStep(const Settings &settings,
    const QList<FigureComparison> &comparisons, const Step &step, int k, int ranking)
{
    QList<FigureComparison> at;
    for (const FigureComparison &c : comparisons) {
        if (figureAtStep(settings, c.figure, step, k, ranking))
            at.append(c);
    }
    return at;
}

} // namespace Ndcg
