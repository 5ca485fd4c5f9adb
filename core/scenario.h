#pragma once

// A scenario: the document NDCG Explorer opens, saves and ships as a worked example
// (docs/scenario-format.md). It holds ranking A and an optional ranking B (each with its judged
// but unretrieved items), every convention of Settings, and, for a worked example, where it
// comes from: the source text, the conventions the text uses, the figures the text states and
// a note on every difference from the exact value.
//
// Data flow: file bytes --parseScenario()--> Scenario --explain()--> Breakdown --> views;
// Scenario --scenarioToJson()--> file bytes. parse(save(s)) == s for every scenario.

#include "breakdown.h"
#include "fileinput.h"
#include "ranking.h"
#include "settings.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace Ndcg {

// "ndcg-explorer-scenario", and the newest version this build reads and writes.
inline constexpr char scenarioFormatName[] = "ndcg-explorer-scenario";
inline constexpr int scenarioFormatVersion = 1;
// The limits every reader of scenarios, CSV tables and TREC imports and every editor of the
// window share, so that whatever the window holds can be saved and read back
// (docs/scenario-format.md). `eval` reads qrels as trec_eval does, without them.
//
// Grades beyond ±maxAbsGrade are rejected: they are almost surely a score or a doc id in the
// wrong field.
inline constexpr double maxAbsGrade = 1000000.0;
// The most items a ranking holds, ranked and unretrieved together: the window stays responsive
// up to it, and a file that says more is refused before it is loaded.
inline constexpr qsizetype maxItems = 100000;
// "grade 1000001 is out of range (expected a number from −1,000,000 to 1,000,000)", or an empty
// string for a grade within ±maxAbsGrade. The limits are written as the window writes numbers
// (digit grouping, the minus sign U+2212), the grade as it was written.
QString gradeRangeError(double grade);
// The same for a grade given as text that no double holds ("1e999"): out of range, not "not a
// number".
QString gradeRangeError(const QString &grade);
// "120000 items: more than the limit of 100000 items in a ranking".
QString tooManyItemsError(qsizetype count);
// The longest label (a doc id or a title), in characters (UTF-16 code units: a character beyond
// the BMP, such as an emoji, counts as two). No real doc id or title comes near it; a label of
// megabytes would make every repaint of the table take seconds.
inline constexpr qsizetype maxLabelLength = 1000;
// "the label is 1200 characters long, more than the limit of 1000 characters", or an empty
// string for a length within maxLabelLength.
QString labelLengthError(qsizetype length);
// A label as a view shows it: at most shownLabelLength characters, a longer one cut with "…"
// (never inside a surrogate pair). Views show the whole label in its tooltip and editor.
inline constexpr qsizetype shownLabelLength = 120;
QString elidedLabel(const QString &label);
// The largest scenario file, as written and as read (the reader's byte limit, fileinput.h):
// every reader refuses a scenario whose saved form would be larger (a compact file can grow
// when it is laid out again), and Save refuses to write one, so whatever the window holds can
// be saved and opened again.
inline constexpr qint64 maxScenarioBytes = maxInputBytes;
// "saved, the scenario would take 70.4 MB, more than the limit of 64 MB for a scenario file",
// or an empty string when `bytes` is within maxScenarioBytes.
QString scenarioSizeError(qint64 bytes);

// A text in both UI languages. zhCN may be empty: the English is shown instead.
struct LocalizedText
{
    QString en;
    QString zhCN;

    bool isEmpty() const { return en.isEmpty() && zhCN.isEmpty(); }
    // language: a locale name such as "zh_CN" or "en_US"; any "zh…" picks the Chinese text.
    QString text(const QString &language) const;
    friend bool operator==(const LocalizedText &, const LocalizedText &) = default;
};

// The quantities a text can state. Per-position quantities need StatedFigure::position.
enum class Quantity {
    Cg, // CG@k
    Dcg, // DCG@k
    Idcg, // IDCG@k
    Ndcg, // NDCG@k
    Gain, // gain(g_i)
    Denominator, // log_b(i + 1), i.e. 1/d(i): what texts divide by
    Discount, // d(i)
    Contribution, // gain(g_i) · d(i)
    IdealGain, // gain of the ideal ordering's grade at i
    IdealContribution, // ideal gain · d(i)
    Precision, // P@k
    Recall, // R@k
    ReciprocalRank, // 1 / first relevant position
    AveragePrecision, // AP@k
};
QString quantityName(Quantity quantity); // stable, used in files: "dcg", "idealContribution"
std::optional<Quantity> quantityFromName(const QString &name);
bool isPerPosition(Quantity quantity);

// Why a text's figure differs from the exact value. None: it agrees to its own rounding.
enum class DifferenceReason {
    None,
    RoundedTerms, // a sum of rounded terms
    TruncatedTerm, // a term cut off instead of rounded
    Arithmetic, // a slip in one operation
    WrongLogarithm, // a wrong logarithm in a discount
    Propagated, // computed correctly from figures that were already wrong
    DifferentList, // the prose and the code score different lists
    ConventionMix, // the formula and the computation use different conventions
    Threshold, // figures that need different relevance thresholds
    Irreproducible, // a claim that no convention reproduces
    CodeBug, // the code cannot run as printed, or never prints its result
    Inconsistent, // the text contradicts itself (a count, a name)
};
QString reasonName(DifferenceReason reason); // stable, used in files: "rounded-terms"
std::optional<DifferenceReason> reasonFromName(const QString &name);
// A short translated title for people: "a sum of rounded terms".
QString reasonTitle(DifferenceReason reason);

// One figure as the source text states it.
struct StatedFigure
{
    Quantity quantity = Quantity::Ndcg;
    int ranking = 0; // 0 = A, 1 = B
    int position = 0; // 1-based, for per-position quantities; 0 otherwise
    int cutoff = 0; // the k the text uses here; 0 = the scenario's k
    std::optional<Gain> gain; // the gain the text uses here, when not the scenario's (002's CG
                              // sums raw scores before the text turns to 2^g − 1)
    QString stated; // as the text writes it: "9.26", "81.96%", "0.8607594936708861"
    QString quote; // the text's own words around it (may be empty)
    DifferenceReason reason = DifferenceReason::None;
    LocalizedText note; // why it differs; required unless reason is None

    double statedValue() const; // "81.96%" → 0.8196
    int statedDecimals() const; // "81.96%" → 4 (in units of 1), "0.8" → 1
    friend bool operator==(const StatedFigure &, const StatedFigure &) = default;
};

// A remark on the example as a whole (not tied to one figure).
struct ExampleNote
{
    DifferenceReason reason = DifferenceReason::None;
    LocalizedText text;
    friend bool operator==(const ExampleNote &, const ExampleNote &) = default;
};

// Where a worked example comes from and how the text compares with the exact values.
struct ExampleInfo
{
    QString id; // "003-example": the file name in resources/examples/
    LocalizedText title;
    LocalizedText description;
    QString source; // the source text's file name (a detail), empty for our own
    LocalizedText citation; // the source text as a reader would cite it: its title and what
                            // it says of itself (author, place); empty for our own examples
    LocalizedText conventions; // the conventions the text uses, in words
    QList<StatedFigure> figures;
    QList<ExampleNote> notes;

    // Case-insensitive search over id, source, citation, titles and descriptions in both languages.
    bool matches(const QString &query) const;
    friend bool operator==(const ExampleInfo &, const ExampleInfo &) = default;
};

struct Scenario
{
    Ranking a; // ranking A, with its unretrieved judged items
    std::optional<Ranking> b; // ranking B of a comparison
    Settings settings;
    std::optional<ExampleInfo> example;

    bool isComparison() const { return b.has_value(); }
    // 0 → A, 1 → B (A when there is no B).
    const Ranking &ranking(int index) const { return index == 1 && b ? *b : a; }
    friend bool operator==(const Scenario &, const Scenario &) = default;
};

// Reads a scenario. `fileName` only labels errors. Every error names the line and column
// (1-based; from QJsonParseError's offset for syntax errors, from the value's position for
// wrong types, missing fields and values out of range). Stricter than QJsonDocument: a key twice
// in one object, a raw control character in a string, a lone surrogate escape (\ud800), a
// second byte-order mark and UTF-16 or UTF-32 text are refused. A scenario whose saved form
// would be larger than maxScenarioBytes is refused too (naming the file only), unless `savedSize`
// is Unchecked: a recovery copy of a window that edits made larger must come back whole (Save
// then says why it cannot write it).
enum class SavedSize { Checked, Unchecked };
Result<Scenario> parseScenario(
    const QByteArray &json, const QString &fileName = {}, SavedSize savedSize = SavedSize::Checked);
// Writes a scenario as stable, pretty UTF-8 JSON: fixed key order, 2-space indent, one line per
// item, numbers in the shortest form that reads back to the same double.
QByteArray scenarioToJson(const Scenario &scenario);

// Reads a file (errors name it); writing is the UI's job (QSaveFile).
Result<Scenario> readScenarioFile(const QString &path);

} // namespace Ndcg
