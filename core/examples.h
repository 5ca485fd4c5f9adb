#pragma once

// The bundled worked examples (resources/examples/*.json, compiled into ndcg_core as the Qt
// resource :/examples/) and the "compare with the text" data: each figure a source text states,
// the exact value under the scenario's conventions, and whether they agree to the text's own
// rounding.
//
// Data flow: :/examples/<id>.json --loadExample()--> Scenario --compareWithText()-->
// QList<FigureComparison> --> the gallery, the comparison panel, `ndcg-cli example show`.

#include "breakdown.h"
#include "scenario.h"
#include "steps.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Ndcg {

// The ids of the bundled examples, in gallery order: the seed texts' examples by file name
// ("000-prose", …, "004-precision-ndcg"), then our own ("own-…").
QStringList exampleIds();
// The resource path of an example: ":/examples/<id>.json".
QString exampleResourcePath(const QString &id);
// Loads one bundled example; an unknown id is an error listing the known ones.
Result<Scenario> loadExample(const QString &id);

// One stated figure next to its exact value.
struct FigureComparison
{
    StatedFigure figure;
    double stated = 0.0; // figure.statedValue()
    std::optional<double> exact; // nullopt: undefined (NDCG with IDCG = 0 under "undefined")
    bool agrees = false; // the exact value rounds to the text's digits
    QString label; // "DCG@5 (A)", "contribution at 3 (A)", "P@3 (A)"

    friend bool operator==(const FigureComparison &, const FigureComparison &) = default;
};

// The exact value of a figure: explain() of the figure's ranking under the scenario's settings
// (with the figure's k when it names one), then the quantity. An error when the position does
// not exist or the settings are invalid.
Result<double> exactFigure(const Scenario &scenario, const StatedFigure &figure);
// True when |exact − stated| is at most half a unit in the text's last digit ("0.936" agrees
// with 0.93577; "8.37" does not agree with 8.3841).
bool agreesToShownRounding(double exact, const StatedFigure &figure);
// Every figure of the scenario's example, in file order (empty for a plain scenario).
Result<QList<FigureComparison>> compareWithText(const Scenario &scenario);
// "DCG@5", "contribution at 3", "P@3", with " (A)" / " (B)" for comparisons.
QString figureLabel(const Scenario &scenario, const StatedFigure &figure);

// The exact value as the comparison writes it: two digits more than the text gives (4 to 10),
// in the text's own form ("81.96%" stays a percentage); "—" when undefined.
QString exactFigureText(const FigureComparison &comparison);

// Where a figure lives in the explanation table and the formula: the row (1-based position) and
// cell of the quantity it states. A term (gain, discount, contribution; their ideal ones) is the
// cell at its position; DCG@c, IDCG@c and NDCG@c are the running cells at row c (clamped to the
// `rows` of the table). CG, precision, recall, RR and AP have no cell: StepCell::None.
struct FigureCell
{
    int position = 0;
    StepCell cell = StepCell::None;
    bool total = false; // DCG, IDCG or NDCG at the scenario's k: the formula's total
    friend bool operator==(const FigureCell &, const FigureCell &) = default;
};
FigureCell figureCell(const Scenario &scenario, const StatedFigure &figure, int rows);

// Whether a figure states the quantity a step computes, so the step-through can show the text's
// figure at that step: a position's gain, discount (or log denominator), contribution or running
// DCG@i; an ideal term's gain or contribution, or the running IDCG@i; DCG@k, IDCG@k, NDCG@k
// (k: the steps' cutoff). A coarse Position step covers its position's four. Only figures of the
// ranking stepped (0 = A) under the settings' own gain.
bool figureAtStep(
    const Settings &settings, const StatedFigure &figure, const Step &step, int k, int ranking = 0);
// The comparisons whose figure figureAtStep(), in file order.
QList<FigureComparison> figuresAtStep(const Settings &settings,
    const QList<FigureComparison> &comparisons, const Step &step, int k, int ranking = 0);

} // namespace Ndcg
