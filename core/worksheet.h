#pragma once
// A lesson's worksheet (docs/worksheet.md): for every scene with a question, the ranking (its
// labels and grades, up to k), the definition line (Notation::definitionLine()), and the table's
// cells a student fills in — gain, d(i), gain·d(i), DCG@i, ideal grade, IDCG@i, NDCG@i — each
// with its exact value from explain() and its text as the window writes it (displayGain(),
// displayNumber()); then the question (questionText()) with its answer (answerQuestion()). A
// question on the runs sample (BetterSystem) has no table: its question and choices only.
//
// Versions: version 0 is the lesson as it is. Version j ≥ 1 (one per student) gives every item
// of every scene with a table another grade, drawn from the scene's own grade range under the
// same conventions by a generator seeded from the seed S and j (versionEngineSeed()), so that
// the key of any version can be printed again from S and j alone.
//
// Data flow: Lesson --worksheet(lesson, language, version, seed)--> Worksheet --> the PDF
// (print/worksheetpdf), `ndcg-cli lesson worksheet`. Texts that the core translates (the
// definition line, the choices) follow the translators installed when it is called; the
// question and the titles follow `language`.
#include "breakdown.h"
#include "lesson.h"

#include <QList>
#include <QString>

#include <array>
#include <optional>
#include <random>

namespace Ndcg {

// The cells of a row a student fills in, in the table's order.
enum class WorksheetColumn { Gain, Discount, Contribution, Dcg, IdealGrade, Idcg, Ndcg };
inline constexpr int worksheetColumnCount = 7;

// One cell of the table.
struct WorksheetCell
{
    // A blank to fill in on the worksheet (filled with `text` on the key). False: the cell does
    // not apply (the ranking has no item at this position, or the ideal has none).
    bool blank = false;
    // The exact value as explain() computed it (gains and sums in units of 2^scaleLog2 of the
    // table); nullopt for an undefined NDCG@i or a cell that does not apply.
    std::optional<double> value;
    QString text; // as the window writes it: "7", "0.631", "12.031", "—"
    friend bool operator==(const WorksheetCell &, const WorksheetCell &) = default;
};

struct WorksheetRow
{
    int position = 0; // 1-based
    bool retrieved = false; // the ranking has an item here
    QString label;
    double grade = 0.0; // given (when retrieved)
    QString gradeText; // as typed: "3", "2.5"
    std::array<WorksheetCell, worksheetColumnCount> cells;
    const WorksheetCell &cell(WorksheetColumn column) const { return cells.at(int(column)); }
    friend bool operator==(const WorksheetRow &, const WorksheetRow &) = default;
};

// One ranking's table.
struct WorksheetTable
{
    int ranking = 0; // 0 = A, 1 = B
    Settings settings; // the scene's conventions (with the question's cutoff, when it has one)
    QString definition; // Notation::definitionLine(settings, k, poolSize)
    int k = 0; // the cutoff in effect
    int poolSize = 0;
    double scaleLog2 = 0; // Breakdown::gainScaleLog2 (0 unless gains pass 2^960)
    QList<WorksheetRow> rows; // positions 1..min(k, rows there are, maxWorksheetRows)
    int rowsUpToK = 0; // the rows up to k there are (more than rows.size() when cut)
    // What the ideal draws on besides the rows: the ranking's items past the rows shown (past
    // k, or past maxWorksheetRows), and the judged items it did not return (with the ideal from
    // the judged pool).
    QList<Item> notShown;
    QList<Item> unretrieved;
    friend bool operator==(const WorksheetTable &, const WorksheetTable &) = default;
};
// The most rows a table prints (a cutoff "all" on a long run would fill pages).
inline constexpr int maxWorksheetRows = 30;

struct WorksheetQuestion
{
    int scene = 0; // index in the lesson
    QString title; // the scene's title in the language asked for
    QuestionKind kind = QuestionKind::Predict;
    bool isChoice = false; // every kind but Predict
    QString text; // questionText(scene, language)
    QList<WorksheetTable> tables; // empty for a question on the runs sample
    QuestionAnswer answer; // answerQuestion() of the scene as this version has it
    friend bool operator==(const WorksheetQuestion &, const WorksheetQuestion &) = default;
};

struct Worksheet
{
    QString title; // the lesson's title in the language asked for
    int version = 0; // 0: the lesson's own grades; j ≥ 1: student j's
    quint64 seed = 0; // S (versions ≥ 1)
    QList<WorksheetQuestion> questions;
    friend bool operator==(const Worksheet &, const Worksheet &) = default;
};

// The most versions one call prints (`--students`, the dialog).
inline constexpr int maxWorksheetVersions = 200;

// The seed of version j's generator: S + j · 0x9E3779B97F4A7C15 (mod 2^64), the golden ratio's
// increment, so that neighbouring versions start far apart. Its engine is std::mt19937_64,
// whose sequence the C++ standard fixes (the same grades on every platform and compiler).
quint64 versionEngineSeed(quint64 seed, int version);

// Another grade for each item of `scenario` (A's items, its unretrieved items, B's items, in
// that order), drawn with `engine`: one draw per distinct label (an item without a label draws
// on its own), so that a document in A and in B keeps one grade. The grades are drawn from the
// scenario's range: with whole grades lo..hi, lo + engine() mod (hi − lo + 1); otherwise one of
// the scenario's distinct grades (sorted), index engine() mod count. Settings stay as they are.
Scenario drawGrades(const Scenario &scenario, std::mt19937_64 &engine);

// The worksheet of `lesson` for one version. An error names the scene (sceneLabel()) whose
// scenario cannot be loaded or explained, or whose question has no answer (version 0). For a
// version ≥ 1 a draw whose answer is undefined (IDCG = 0 under "undefined"), or which repeats
// the lesson's own grades, is drawn again (at most 100 times, then the scene's own grades).
Result<Worksheet> worksheet(
    const Lesson &lesson, const QString &language, int version = 0, quint64 seed = 0);

// The scenes of `lesson` that have a question, in order.
QList<int> questionScenes(const Lesson &lesson);

} // namespace Ndcg
