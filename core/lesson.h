#pragma once
// A lesson: scenes a teacher prepares once and replays from a clicker (docs/lesson-format.md).
// A scene is a saved value of the teaching state: a scenario (a bundled example, an embedded
// scenario, or a query of the bundled runs sample), what is shown (the workbench, a
// step-through at step N, the two rankings, the side panels, the Evaluate runs window), the
// hidden answers and the cells revealed, the presenter zoom, the narration and presenter notes
// in English and Chinese, and optionally a question whose answer the core computes from the
// scene (answerQuestion()), never typed.
//
// Data flow: file bytes --parseLesson()--> Lesson --(per scene) sceneScenario()--> Scenario
//   --answerQuestion()--> QuestionAnswer --> the player, the worksheet, `ndcg-cli lesson check`;
//   Lesson --lessonToJson()--> file bytes. parse(save(l)) == l for every lesson.
#include "breakdown.h"
#include "fileinput.h"
#include "scenario.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Ndcg {

// "ndcg-explorer-lesson", and the newest version this build reads and writes.
inline constexpr char lessonFormatName[] = "ndcg-explorer-lesson";
inline constexpr int lessonFormatVersion = 1;
// The file name's ending: "intro.ndcg-lesson.json".
inline constexpr char lessonSuffix[] = ".ndcg-lesson.json";
// Limits (docs/lesson-format.md): a lesson file is at most maxLessonBytes (as a scenario file);
// at most maxLessonScenes scenes; a title, narration, note or prompt at most maxLessonTextLength
// characters; every embedded scenario within the scenario limits.
inline constexpr qint64 maxLessonBytes = maxInputBytes;
inline constexpr int maxLessonScenes = 500;
inline constexpr qsizetype maxLessonTextLength = 20000;

// What can be hidden as "?" in a scene, in the order "reveal next" reveals it. The same order
// as the window's ViewState::Quantity (the UI maps one to the other by position).
enum class LessonQuantity {
    GainColumn,
    DiscountColumn,
    ContributionColumn,
    DcgColumn,
    DcgTotal,
    IdealGradeColumn,
    IdealContributionColumn,
    IdcgColumn,
    IdcgTotal,
    NdcgColumn,
    NdcgTotal,
    Range,
    Metrics,
};
inline constexpr int lessonQuantityCount = 13;
// Stable names used in files: "gain", "discount", "contribution", "dcg", "dcg-total",
// "ideal-grade", "ideal-contribution", "idcg", "idcg-total", "ndcg", "ndcg-total", "range",
// "metrics".
QString lessonQuantityName(LessonQuantity quantity);
std::optional<LessonQuantity> lessonQuantityFromName(const QString &name);
QList<LessonQuantity> allLessonQuantities();

// The main area a scene shows.
enum class SceneView {
    Workbench, // the single view of ranking A
    TwoRankings, // A and B side by side (the scenario must have B)
    Runs, // the Evaluate runs window on the bundled sample (qrels, bm25 as A, rerank as B)
};
QString sceneViewName(SceneView view); // "workbench", "two-rankings", "runs"
std::optional<SceneView> sceneViewFromName(const QString &name);

// The side panels a scene opens beside the view.
enum class ScenePanel {
    Swaps, // What-if swaps
    Conventions, // the convention explorer
    TextFigures, // Compare with the text (a worked example's figures)
};
QString scenePanelName(ScenePanel panel); // "swaps", "conventions", "text-figures"
std::optional<ScenePanel> scenePanelFromName(const QString &name);

// The Evaluate runs window's tab.
enum class RunsTab { Charts, Queries };
QString runsTabName(RunsTab tab); // "charts", "queries"
std::optional<RunsTab> runsTabFromName(const QString &name);

// Where a scene's scenario comes from: exactly one of the three.
struct SceneSource
{
    QString example; // a bundled example by id ("003-code")
    std::optional<Scenario> scenario; // embedded
    QString runsQuery; // a query of the bundled runs sample ("420"): bm25 as A, rerank as B,
                       // under the settings of SceneShow::runsMeasure
    friend bool operator==(const SceneSource &, const SceneSource &) = default;
};

// A revealed cell while its quantity is hidden (position 1-based).
struct LessonCell
{
    int position = 0;
    LessonQuantity quantity = LessonQuantity::GainColumn;
    friend bool operator==(const LessonCell &, const LessonCell &) = default;
};

// What a scene shows when it starts.
struct SceneShow
{
    SceneView view = SceneView::Workbench;
    // Step-through at step N (0: before the first step); nullopt: not stepping. Clamped to the
    // steps there are.
    std::optional<int> step;
    bool coarseSteps = false; // one step per position
    QList<ScenePanel> panels;
    // Hidden as "?" (in LessonQuantity order) and the cells revealed on their own.
    QList<LessonQuantity> hidden;
    QList<LessonCell> revealed;
    // The presenter zoom, 1–2.5 in quarter steps (the screen's cap applies when played).
    double zoom = 1.0;
    // SceneView::Runs: the measure shown ("ndcg_cut_10", as `ndcg-cli compare` names it) and
    // the tab. Also the measure of a runsQuery source's settings.
    QString runsMeasure = QStringLiteral("ndcg_cut_10");
    RunsTab runsTab = RunsTab::Charts;
    friend bool operator==(const SceneShow &, const SceneShow &) = default;
};

// A question of a scene. The answer is always computed from the scene (answerQuestion()).
enum class QuestionKind {
    Predict, // a number: `quantity` of `ranking` (at `position`, with `cutoff`), ± tolerance
    BetterRanking, // choose: A, B, or "the same" (NDCG@k of A against B)
    BestSwap, // choose: the swap of two positions of A that raises NDCG@k most, among `swaps`
    WhichConvention, // choose: which library's convention gives the figure shown (the figure
                     // is NDCG@k under `convention`'s library, computed), among `conventions`
    BetterSystem, // choose: A (bm25), B (rerank) or "no significant difference" on the runs
                  // sample's mean `runsMeasure` (paired t-test, Holm, α = 0.05, as compare)
};
QString questionKindName(QuestionKind kind); // "predict", "better-ranking", "best-swap",
                                             // "which-convention", "better-system"
std::optional<QuestionKind> questionKindFromName(const QString &name);

struct Question
{
    QuestionKind kind = QuestionKind::Predict;
    LocalizedText prompt; // empty: questionText() writes it from the kind and quantity
    // Predict: one of Gain, Discount, Contribution, Dcg (DCG@position when position > 0, else
    // DCG@k), Idcg, Ndcg, IdealGain, IdealContribution, Precision, Recall, ReciprocalRank,
    // AveragePrecision (the stated-figure quantities, examples.h).
    Quantity quantity = Quantity::Ndcg;
    int ranking = 0; // 0 = A, 1 = B
    int position = 0; // 1-based for per-position quantities (and DCG@i, IDCG@i, NDCG@i); 0: k
    int cutoff = 0; // 0: the scenario's k
    double tolerance = 0.0005; // absolute; an answer within it counts as right
    // BestSwap: the choices, as pairs of positions (empty: every pair of positions up to k).
    QList<std::pair<int, int>> swaps;
    // WhichConvention: the library whose convention computes the figure shown ("LightGBM"),
    // and the libraries offered (Convention::library names, conventions.h).
    QString convention;
    QStringList conventions;
    friend bool operator==(const Question &, const Question &) = default;
};

struct Scene
{
    LocalizedText title;
    LocalizedText narration; // what the room reads / hears
    LocalizedText notes; // presenter notes: on the presenter's screen only
    SceneSource source;
    SceneShow show;
    std::optional<Question> question;
    friend bool operator==(const Scene &, const Scene &) = default;
};

struct Lesson
{
    LocalizedText title;
    LocalizedText description;
    QList<Scene> scenes;
    friend bool operator==(const Lesson &, const Lesson &) = default;
};

// Reads a lesson. `fileName` only labels errors. As strict as parseScenario() (line and
// column of every error); an error inside a scene also names it: "scene 3 (“Two rankings”):
// …". A newer version, a scene naming an unknown example, a two-rankings scene without B, a
// question that does not fit its scene, and what checkLesson() finds (an answer undefined for
// its scene): refused with the scene and the reason.
Result<Lesson> parseLesson(const QByteArray &json, const QString &fileName = {});
// Stable, pretty UTF-8 JSON: fixed key order, 2-space indent; embedded scenarios as in
// scenarioToJson().
QByteArray lessonToJson(const Lesson &lesson);
Result<Lesson> readLessonFile(const QString &path);

// The bundled lessons (resources/lessons/<id>.ndcg-lesson.json, the Qt resource :/lessons/),
// in menu order, and one of them.
QStringList lessonIds();
Result<Lesson> loadLesson(const QString &id);

// "scene 3 (“Two rankings”)", translated: how every message names a scene (index 0-based).
QString sceneLabel(const Lesson &lesson, int index);

// The scenario a scene shows: its example loaded, its embedded scenario, or its runs query.
Result<Scenario> sceneScenario(const Scene &scene);

// A question's answer, computed by the core from the scene.
struct QuestionAnswer
{
    // Predict: the exact value, and its text as the window writes numbers ("0.86455").
    std::optional<double> value;
    // A choice question: the choices in order (translated: "A", "B", "the same", "swap 2 ↔ 5",
    // "LightGBM", …), and which of them are right (more than one when they give the same
    // value).
    QStringList choices;
    QList<int> correct;
    QString text; // the answer in words: "0.86455", "B", "swap 2 ↔ 5"
    // Extra data a choice needs to be shown: WhichConvention's figure ("0.8607").
    QString figure;
    // How the answer comes out, for after it is revealed (never part of the question): the
    // values compared ("NDCG@5: A 0.92513, B 0.97705", "ΔNDCG@10 = +0.19375",
    // "trec_eval 0.9256, LightGBM 0.9014", "ndcg_cut_10: A 0.4623, B 0.5912, p = 0.0003
    // (Holm)"); empty for Predict.
    QString detail;
    friend bool operator==(const QuestionAnswer &, const QuestionAnswer &) = default;
};
// An error when the answer is undefined for the scene (NDCG with IDCG = 0 under "undefined":
// "NDCG@5 is undefined here: IDCG@5 = 0 under “undefined”"), the position does not exist, …
Result<QuestionAnswer> answerQuestion(const Scene &scene);
// The question as the room reads it, in `language` ("zh…" Chinese, else English): the prompt,
// or one written from the kind: "Predict NDCG@5 of ranking A." / "Which ranking is better?".
QString questionText(const Scene &scene, const QString &language);
// Whether a predicted number is within the tolerance of the answer.
bool isRightAnswer(const Question &question, const QuestionAnswer &answer, double predicted);

// Every problem of a lesson that parseLesson() cannot see alone (a question whose answer is
// undefined): one line per problem, each naming its scene. Empty: the lesson plays.
QStringList checkLesson(const Lesson &lesson);

} // namespace Ndcg
