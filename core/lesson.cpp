#include "lesson.h"

#include "conventions.h"
#include "examples.h"
#include "jsonreader.h"
#include "nametable.h"
#include "numbertext.h"
#include "runssample.h"
#include "swaps.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocale>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>

namespace Ndcg {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("Ndcg", text, disambiguation, n);
}

using NameTable::fromName;
using NameTable::toName;

const std::pair<LessonQuantity, const char *> lessonQuantities[] = {
    {LessonQuantity::GainColumn, "gain"},
    {LessonQuantity::DiscountColumn, "discount"},
    {LessonQuantity::ContributionColumn, "contribution"},
    {LessonQuantity::DcgColumn, "dcg"},
    {LessonQuantity::DcgTotal, "dcg-total"},
    {LessonQuantity::IdealGradeColumn, "ideal-grade"},
    {LessonQuantity::IdealContributionColumn, "ideal-contribution"},
    {LessonQuantity::IdcgColumn, "idcg"},
    {LessonQuantity::IdcgTotal, "idcg-total"},
    {LessonQuantity::NdcgColumn, "ndcg"},
    {LessonQuantity::NdcgTotal, "ndcg-total"},
    {LessonQuantity::Range, "range"},
    {LessonQuantity::Metrics, "metrics"},
};
static_assert(std::size(lessonQuantities) == lessonQuantityCount);

const std::pair<SceneView, const char *> sceneViews[] = {
    {SceneView::Workbench, "workbench"},
    {SceneView::TwoRankings, "two-rankings"},
    {SceneView::Runs, "runs"},
};

const std::pair<ScenePanel, const char *> scenePanels[] = {
    {ScenePanel::Swaps, "swaps"},
    {ScenePanel::Conventions, "conventions"},
    {ScenePanel::TextFigures, "text-figures"},
};

const std::pair<RunsTab, const char *> runsTabs[] = {
    {RunsTab::Charts, "charts"},
    {RunsTab::Queries, "queries"},
};

const std::pair<QuestionKind, const char *> questionKinds[] = {
    {QuestionKind::Predict, "predict"},
    {QuestionKind::BetterRanking, "better-ranking"},
    {QuestionKind::BestSwap, "best-swap"},
    {QuestionKind::WhichConvention, "which-convention"},
    {QuestionKind::BetterSystem, "better-system"},
};

// The quantities a Predict question can ask for (lesson.h), with their names in files (as
// scenario files name a stated figure's quantity).
const std::pair<Quantity, const char *> predictQuantities[] = {
    {Quantity::Gain, "gain"},
    {Quantity::Discount, "discount"},
    {Quantity::Contribution, "contribution"},
    {Quantity::Dcg, "dcg"},
    {Quantity::Idcg, "idcg"},
    {Quantity::Ndcg, "ndcg"},
    {Quantity::IdealGain, "idealGain"},
    {Quantity::IdealContribution, "idealContribution"},
    {Quantity::Precision, "precision"},
    {Quantity::Recall, "recall"},
    {Quantity::ReciprocalRank, "reciprocalRank"},
    {Quantity::AveragePrecision, "averagePrecision"},
};

bool isPredictable(Quantity q)
{
    return std::any_of(std::begin(predictQuantities), std::end(predictQuantities),
        [q](const auto &entry) { return entry.first == q; });
}

// DCG, IDCG and NDCG can be asked at a position i (the running DCG@i, IDCG@i, NDCG@i).
bool takesRunningPosition(Quantity q)
{
    return q == Quantity::Dcg || q == Quantity::Idcg || q == Quantity::Ndcg;
}

bool isRunsScene(const Scene &scene)
{
    return scene.show.view == SceneView::Runs || !scene.source.runsQuery.isEmpty();
}

QString rankingName(int index)
{
    return index == 1 ? QStringLiteral("B") : QStringLiteral("A");
}

QString labelFor(int index, const LocalizedText &title)
{
    const QString text = title.text(QLocale().name());
    if (text.isEmpty())
        return tr("scene %1").arg(index + 1);
    return tr("scene %1 (“%2”)").arg(index + 1).arg(text);
}

// "NDCG@5 of A is undefined here: IDCG@5 = 0 under “undefined”"
Error undefinedNdcg(int k)
{
    return Error {tr("NDCG@%1 is undefined here: IDCG@%1 = 0 under “undefined”").arg(k)};
}

// The settings a question is computed under: the scenario's, with the question's k.
Settings questionSettings(const Scenario &scenario, const Question &q)
{
    Settings s = scenario.settings;
    if (q.cutoff > 0)
        s.cutoff = q.cutoff;
    return s;
}

// The k in effect (a number even for "all").
int effectiveCutoff(const Scenario &scenario, const Question &q)
{
    const auto b = explain(scenario.ranking(q.ranking), questionSettings(scenario, q));
    return b ? b->k : std::max(q.cutoff, scenario.settings.cutoff);
}

// A Predict question as the stated figure exactFigure() computes.
StatedFigure predictFigure(const Question &q)
{
    StatedFigure f;
    f.quantity = q.quantity;
    f.ranking = q.ranking;
    f.cutoff = q.cutoff;
    if (isPerPosition(q.quantity))
        f.position = q.position;
    else if (takesRunningPosition(q.quantity) && q.position > 0)
        f.cutoff = q.position;
    return f;
}

// The convention of `library` a WhichConvention question uses: the first of the library's
// conventions with the cutoff asked, else its first.
std::optional<Convention> libraryConvention(
    const QList<Convention> &conventions, const QString &library, int cutoff)
{
    std::optional<Convention> first;
    for (const Convention &c : conventions) {
        if (c.library != library)
            continue;
        if (c.settings.cutoff == cutoff)
            return c;
        if (!first)
            first = c;
    }
    return first;
}

QStringList librariesOf(const QList<Convention> &conventions)
{
    QStringList libraries;
    for (const Convention &c : conventions) {
        if (!libraries.contains(c.library))
            libraries << c.library;
    }
    return libraries;
}

// Answers ---------------------------------------------------------------------------------------

Result<QuestionAnswer> answerPredict(const Scenario &s, const Question &q)
{
    if (!isPredictable(q.quantity))
        return Error {tr("\"%1\" cannot be predicted in a lesson").arg(quantityName(q.quantity))};
    const Settings settings = questionSettings(s, q);
    const auto b = explain(s.ranking(q.ranking), settings);
    if (!b)
        return b.error();
    const int rows = int(b->rows.size());
    if (isPerPosition(q.quantity)) {
        if (q.position < 1)
            return Error {tr("%1 is a per-position quantity: give its position")
                              .arg(quantityName(q.quantity))};
    } else if (takesRunningPosition(q.quantity)) {
        if (q.position > 0 && q.cutoff > 0)
            return Error {tr("give either a position or k for %1, not both")
                              .arg(quantityName(q.quantity).toUpper())};
    } else if (q.position > 0) {
        return Error {tr("\"%1\" is not a per-position quantity: remove \"position\"")
                          .arg(quantityName(q.quantity))};
    }
    if (q.position > rows)
        return Error {
            tr("position %1 is beyond the ranking (the table has %n row(s))", nullptr, rows)
                .arg(q.position)};
    if (b->gainScaleLog2 != 0.0)
        return Error {tr("the gains are too large to predict (beyond a double)")};
    const StatedFigure f = predictFigure(q);
    const auto value = exactFigure(s, f);
    if (!value)
        return value.error();
    if (std::isnan(*value)) {
        const int k = f.cutoff > 0 ? f.cutoff : b->k;
        return undefinedNdcg(k);
    }
    QuestionAnswer answer;
    answer.value = *value;
    const bool gain = q.quantity == Quantity::Gain || q.quantity == Quantity::IdealGain;
    answer.text = gain ? readableGain(*value, 5) : readableNumber(*value, 5);
    return answer;
}

Result<QuestionAnswer> answerBetterRanking(const Scenario &s, const Question &q)
{
    if (!s.b)
        return Error {tr("the scenario has no ranking B to compare with A")};
    const Settings settings = questionSettings(s, q);
    const auto a = explain(s.a, settings);
    if (!a)
        return a.error();
    const auto b = explain(*s.b, settings);
    if (!b)
        return b.error();
    if (!a->ndcg || !b->ndcg)
        return undefinedNdcg(a->k);
    QuestionAnswer answer;
    answer.choices = {QStringLiteral("A"), QStringLiteral("B"), tr("the same")};
    const double x = *a->ndcg;
    const double y = *b->ndcg;
    const double tolerance = 1e-12 * std::max(1.0, std::max(std::abs(x), std::abs(y)));
    answer.correct = {std::abs(x - y) <= tolerance ? 2 : (x > y ? 0 : 1)};
    answer.text = answer.choices.at(answer.correct.first());
    answer.detail = QStringLiteral("NDCG@%1: A %2, B %3")
                        .arg(a->k)
                        .arg(readableNumber(x, 5), readableNumber(y, 5));
    return answer;
}

Result<QuestionAnswer> answerBestSwap(const Scenario &s, const Question &q)
{
    const Ranking &ranking = s.ranking(q.ranking);
    const auto matrix = swapMatrix(ranking, questionSettings(s, q));
    if (!matrix)
        return matrix.error();
    if (!matrix->ndcg)
        return undefinedNdcg(matrix->k);
    const int n = matrix->n;
    QList<std::pair<int, int>> pairs = q.swaps;
    if (pairs.isEmpty()) {
        const int last = std::min(matrix->k, n);
        for (int i = 1; i <= last; ++i)
            for (int j = i + 1; j <= last; ++j)
                pairs.append({i, j});
    }
    if (pairs.size() < 2)
        return Error {tr("a best-swap question needs at least two swaps to choose from")};
    QSet<std::pair<int, int>> seen;
    for (const auto &[i, j] : pairs) {
        if (i < 1 || j < 1 || i > n || j > n)
            return Error {tr("the swap %1 ↔ %2 is beyond the ranking of %n item(s)", nullptr, n)
                              .arg(i)
                              .arg(j)};
        if (i == j)
            return Error {tr("the swap %1 ↔ %2 does not move anything").arg(i).arg(j)};
        const std::pair<int, int> key {std::min(i, j), std::max(i, j)};
        if (seen.contains(key))
            return Error {tr("the swap %1 ↔ %2 is offered twice").arg(i).arg(j)};
        seen.insert(key);
    }
    double best = -std::numeric_limits<double>::infinity();
    for (const auto &[i, j] : pairs)
        best = std::max(best, matrix->ndcgChange(i - 1, j - 1));
    if (!(best > 0.0))
        return Error {tr("no swap offered raises NDCG@%1 here").arg(matrix->k)};
    QuestionAnswer answer;
    for (qsizetype c = 0; c < pairs.size(); ++c) {
        const auto &[i, j] = pairs.at(c);
        answer.choices << tr("swap %1 ↔ %2").arg(i).arg(j);
        if (matrix->ndcgChange(i - 1, j - 1) >= best - 1e-12)
            answer.correct << int(c);
    }
    QStringList right;
    for (const int c : std::as_const(answer.correct))
        right << answer.choices.at(c);
    answer.text = right.join(QStringLiteral(", "));
    answer.detail = QStringLiteral("ΔNDCG@%1 = +%2").arg(matrix->k).arg(readableNumber(best, 5));
    return answer;
}

Result<QuestionAnswer> answerWhichConvention(const Scenario &s, const Question &q)
{
    const Ranking &ranking = s.ranking(q.ranking);
    const int cutoff = q.cutoff > 0 ? q.cutoff : s.settings.cutoff;
    const QList<Convention> conventions
        = conventionsInUse(cutoff, int(ranking.items.size()), int(ranking.poolSize()));
    const QStringList libraries = librariesOf(conventions);
    if (!libraries.contains(q.convention))
        return Error {tr("unknown library \"%1\" (expected one of %2)")
                          .arg(q.convention, libraries.join(QStringLiteral(", ")))};
    const QStringList offered = q.conventions.isEmpty() ? libraries : q.conventions;
    for (const QString &library : offered) {
        if (!libraries.contains(library))
            return Error {tr("unknown library \"%1\" (expected one of %2)")
                              .arg(library, libraries.join(QStringLiteral(", ")))};
    }
    if (QSet<QString>(offered.begin(), offered.end()).size() != offered.size())
        return Error {tr("a library is offered twice")};
    if (!offered.contains(q.convention))
        return Error {tr("the library that gives the figure, %1, is not among the choices")
                          .arg(q.convention)};
    if (offered.size() < 2)
        return Error {
            tr("a which-convention question needs at least two libraries to choose from")};
    const auto valueOf = [&](const QString &library) -> std::optional<double> {
        const auto c = libraryConvention(conventions, library, cutoff);
        if (!c)
            return std::nullopt;
        const ConventionRow row = evaluateConvention(*c, ranking);
        return row.computed ? row.ndcg : std::nullopt;
    };
    const auto figure = valueOf(q.convention);
    if (!figure) {
        const auto c = libraryConvention(conventions, q.convention, cutoff);
        const ConventionRow row = evaluateConvention(*c, ranking);
        return Error {tr("%1 gives no NDCG for this ranking%2")
                          .arg(q.convention,
                              row.note.isEmpty() ? QString() : QStringLiteral(": ") + row.note)};
    }
    QuestionAnswer answer;
    answer.figure = readableNumber(*figure, 4);
    QStringList values;
    for (qsizetype c = 0; c < offered.size(); ++c) {
        answer.choices << offered.at(c);
        const auto v = valueOf(offered.at(c));
        const QString text = v ? readableNumber(*v, 4) : QStringLiteral("—");
        values << offered.at(c) + QLatin1Char(' ') + text;
        if (text == answer.figure)
            answer.correct << int(c);
    }
    answer.detail = values.join(QStringLiteral(", "));
    QStringList right;
    for (const int c : std::as_const(answer.correct))
        right << answer.choices.at(c);
    answer.text = right.join(QStringLiteral(", "));
    return answer;
}

Result<QuestionAnswer> answerBetterSystem(const Scene &scene)
{
    if (!isRunsScene(scene))
        return Error {tr("a better-system question needs the runs view or a query of the runs "
                         "sample")};
    const auto comparison = Trec::runsSampleComparison();
    if (!comparison)
        return comparison.error();
    const qsizetype m = comparison->measures.indexOf(scene.show.runsMeasure);
    if (m < 0)
        return Error {
            tr("unknown measure \"%1\" (expected one of %2)")
                .arg(scene.show.runsMeasure, comparison->measures.join(QStringLiteral(", ")))};
    const auto mi = std::size_t(m);
    const Trec::Difference &d = comparison->differences.at(1).at(mi);
    QuestionAnswer answer;
    answer.choices = {tr("A (bm25)"), tr("B (rerank)"), tr("no significant difference")};
    answer.correct = {!d.significant ? 2 : (d.direction > 0 ? 1 : 0)};
    answer.text = answer.choices.at(answer.correct.first());
    const double pa = d.adjustedP;
    answer.detail
        = QStringLiteral("%1: A %2, B %3, p = %4 (Holm)")
              .arg(scene.show.runsMeasure, readableNumber(comparison->means.at(0).at(mi), 4),
                  readableNumber(comparison->means.at(1).at(mi), 4),
                  pa < 0.0001 ? QStringLiteral("< 0.0001") : readableNumber(pa, 4));
    return answer;
}

// Question texts --------------------------------------------------------------------------------
// In the language asked for, whatever the interface's: the room may read both side by side,
// and `ndcg-cli lesson check --lang zh_CN` has no translator. Like the lesson's own texts, they
// are pairs of literals (LocalizedText).

QString quantityPhrase(const Question &q, int k, bool zh)
{
    const int at = takesRunningPosition(q.quantity) && q.position > 0 ? q.position : k;
    const QString i = QString::number(q.position);
    switch (q.quantity) {
    case Quantity::Ndcg:
        return QStringLiteral("NDCG@%1").arg(at);
    case Quantity::Dcg:
        return QStringLiteral("DCG@%1").arg(at);
    case Quantity::Idcg:
        return QStringLiteral("IDCG@%1").arg(at);
    case Quantity::Gain:
        return zh ? QStringLiteral("第 %1 位的增益").arg(i)
                  : QStringLiteral("the gain at position %1").arg(i);
    case Quantity::Discount:
        return zh ? QStringLiteral("第 %1 位的折损 d(%1)").arg(i)
                  : QStringLiteral("the discount d(%1)").arg(i);
    case Quantity::Contribution:
        return zh ? QStringLiteral("第 %1 位的贡献 增益·d(%1)").arg(i)
                  : QStringLiteral("the contribution gain·d(%1) at position %1").arg(i);
    case Quantity::IdealGain:
        return zh ? QStringLiteral("理想排序第 %1 位的增益").arg(i)
                  : QStringLiteral("the ideal gain at position %1").arg(i);
    case Quantity::IdealContribution:
        return zh ? QStringLiteral("理想排序第 %1 位的贡献").arg(i)
                  : QStringLiteral("the ideal contribution at position %1").arg(i);
    case Quantity::Precision:
        return QStringLiteral("P@%1").arg(at);
    case Quantity::Recall:
        return QStringLiteral("R@%1").arg(at);
    case Quantity::ReciprocalRank:
        return zh ? QStringLiteral("倒数排名") : QStringLiteral("the reciprocal rank");
    case Quantity::AveragePrecision:
        return QStringLiteral("AP@%1").arg(at);
    default:
        break;
    }
    return quantityName(q.quantity);
}

} // namespace

// Names ------------------------------------------------------------------------------------------

QString lessonQuantityName(LessonQuantity quantity)
{
    return toName(quantity, lessonQuantities);
}
std::optional<LessonQuantity> lessonQuantityFromName(const QString &name)
{
    return fromName(name, lessonQuantities);
}
QList<LessonQuantity> allLessonQuantities()
{
    QList<LessonQuantity> all;
    for (const auto &entry : lessonQuantities)
        all << entry.first;
    return all;
}
QString sceneViewName(SceneView view)
{
    return toName(view, sceneViews);
}
std::optional<SceneView> sceneViewFromName(const QString &name)
{
    return fromName(name, sceneViews);
}
QString scenePanelName(ScenePanel panel)
{
    return toName(panel, scenePanels);
}
std::optional<ScenePanel> scenePanelFromName(const QString &name)
{
    return fromName(name, scenePanels);
}
QString runsTabName(RunsTab tab)
{
    return toName(tab, runsTabs);
}
std::optional<RunsTab> runsTabFromName(const QString &name)
{
    return fromName(name, runsTabs);
}
QString questionKindName(QuestionKind kind)
{
    return toName(kind, questionKinds);
}
std::optional<QuestionKind> questionKindFromName(const QString &name)
{
    return fromName(name, questionKinds);
}

// Reading ----------------------------------------------------------------------------------------

namespace {

class LessonReader : public JsonReader
{
    Q_DECLARE_TR_FUNCTIONS(Ndcg)
public:
    using JsonReader::JsonReader;

    // A text in both languages, each at most maxLessonTextLength characters.
    Result<LocalizedText> text(
        const QJsonObject &o, const QString &path, const char *key, bool required) const
    {
        const auto t = localized(o, path, key, required);
        if (!t)
            return t.error();
        for (const auto &[language, value] : {std::pair {"en", t->en}, {"zh_CN", t->zhCN}}) {
            if (value.size() > maxLessonTextLength)
                return errorAt(memberPath(memberPath(path, QString::fromLatin1(key)),
                                   QString::fromLatin1(language)),
                    tr("the text is %1 characters long, more than the limit of %2 characters")
                        .arg(value.size())
                        .arg(maxLessonTextLength));
        }
        return t;
    }

    Result<SceneShow> show(const QJsonObject &scene, const QString &path) const;
    Result<Question> question(const QJsonObject &scene, const QString &path) const;
    Result<SceneSource> source(const QJsonObject &scene, const QString &path) const;

    // An element of an array that must be a string naming a value of `table`.
    template<typename E, std::size_t N>
    Result<QList<E>> names(const QJsonObject &o, const QString &path, const char *key,
        const std::pair<E, const char *> (&table)[N]) const
    {
        const QString expected = tr("one of %1").arg(NameTable::namesList(table));
        const auto v = field(o, path, key, QJsonValue::Array, tr("an array of names"), false);
        if (!v)
            return v.error();
        QList<E> list;
        const QJsonArray array = v->toArray();
        const QString p = memberPath(path, QString::fromLatin1(key));
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString at = elementPath(p, i);
            if (!array.at(i).isString())
                return wrongType(at, array.at(i), expected);
            const auto e = fromName(array.at(i).toString(), table);
            if (!e)
                return errorAt(at,
                    tr("unknown value \"%1\" (expected %2)").arg(array.at(i).toString(), expected));
            if (list.contains(*e))
                return errorAt(at, tr("\"%1\" is listed twice").arg(array.at(i).toString()));
            list << *e;
        }
        return list;
    }
};

Result<SceneSource> LessonReader::source(const QJsonObject &o, const QString &path) const
{
    SceneSource source;
    const int given = int(o.contains(QStringLiteral("example")))
        + int(o.contains(QStringLiteral("scenario")))
        + int(o.contains(QStringLiteral("runsQuery")));
    if (given != 1)
        return errorAt(path,
            given == 0 ? tr("missing the scenario: give \"example\", \"scenario\" or \"runsQuery\"")
                       : tr("give only one of \"example\", \"scenario\" and \"runsQuery\""));
    if (o.contains(QStringLiteral("example"))) {
        const auto id = string(o, path, "example");
        if (!id)
            return id.error();
        if (!exampleIds().contains(*id))
            return errorAt(memberPath(path, QStringLiteral("example")),
                tr("unknown example \"%1\" (the bundled examples: %2)")
                    .arg(*id, exampleIds().join(QStringLiteral(", "))));
        source.example = *id;
    } else if (o.contains(QStringLiteral("runsQuery"))) {
        const auto qid = string(o, path, "runsQuery");
        if (!qid)
            return qid.error();
        const QStringList queries = Trec::runsSampleQueries();
        if (!queries.contains(*qid))
            return errorAt(memberPath(path, QStringLiteral("runsQuery")),
                tr("the runs sample has no query \"%1\" (its queries: %2)")
                    .arg(*qid, queries.join(QStringLiteral(", "))));
        source.runsQuery = *qid;
    } else {
        const QString p = memberPath(path, QStringLiteral("scenario"));
        const auto v = field(o, path, "scenario", QJsonValue::Object,
            tr("a scenario object, as in a scenario file"));
        if (!v)
            return v.error();
        // The scenario parser reads the embedded object with its place in the lesson kept: the
        // text before it becomes spaces (one per character) and its line breaks, so that every
        // error names the lesson's line and column.
        const qsizetype start = m_locator.offset(p);
        const qsizetype end = m_locator.valueEnd(start);
        QByteArray text;
        text.reserve(end);
        for (qsizetype i = 0; i < start; ++i) {
            const char c = m_json.at(i);
            if (c == '\n')
                text += '\n';
            else if ((static_cast<unsigned char>(c) & 0xC0) != 0x80)
                text += ' ';
        }
        text += m_json.mid(start, end - start);
        const auto scenario = parseScenario(text, m_file);
        if (!scenario)
            return scenario.error();
        source.scenario = *scenario;
    }
    return source;
}

Result<SceneShow> LessonReader::show(const QJsonObject &scene, const QString &scenePath) const
{
    SceneShow show;
    const auto v = field(scene, scenePath, "show", QJsonValue::Object,
        tr("an object saying what the scene shows"), false);
    if (!v)
        return v.error();
    if (v->isUndefined())
        return show;
    const QString path = memberPath(scenePath, QStringLiteral("show"));
    const QJsonObject o = v->toObject();
    if (auto e = onlyKnown(o, path,
            {"view", "step", "coarseSteps", "panels", "hidden", "revealed", "zoom", "runsMeasure",
                "runsTab"}))
        return *e;
    const auto view = choice(o, path, "view", sceneViews, std::optional(SceneView::Workbench));
    if (!view)
        return view.error();
    show.view = *view;
    if (o.contains(QStringLiteral("step"))) {
        const auto step = integer(o, path, "step", 0);
        if (!step)
            return step.error();
        show.step = *step;
    }
    const auto coarse = field(o, path, "coarseSteps", QJsonValue::Bool, tr("true or false"), false);
    if (!coarse)
        return coarse.error();
    show.coarseSteps = coarse->toBool(false);
    if (show.coarseSteps && !show.step)
        return errorAt(memberPath(path, QStringLiteral("coarseSteps")),
            tr("\"coarseSteps\" needs a \"step\""));
    const auto panels = names(o, path, "panels", scenePanels);
    if (!panels)
        return panels.error();
    show.panels = *panels;
    const auto hidden = names(o, path, "hidden", lessonQuantities);
    if (!hidden)
        return hidden.error();
    show.hidden = *hidden;
    const auto revealed
        = field(o, path, "revealed", QJsonValue::Array, tr("an array of cells"), false);
    if (!revealed)
        return revealed.error();
    const QJsonArray cells = revealed->toArray();
    for (qsizetype i = 0; i < cells.size(); ++i) {
        const QString p = elementPath(memberPath(path, QStringLiteral("revealed")), i);
        if (!cells.at(i).isObject())
            return wrongType(
                p, cells.at(i), tr("a cell such as {\"position\": 2, \"quantity\": \"gain\"}"));
        const QJsonObject c = cells.at(i).toObject();
        if (auto e = onlyKnown(c, p, {"position", "quantity"}))
            return *e;
        LessonCell cell;
        const auto position = integer(c, p, "position", 1);
        if (!position)
            return position.error();
        cell.position = *position;
        const auto quantity = choice(c, p, "quantity", lessonQuantities);
        if (!quantity)
            return quantity.error();
        cell.quantity = *quantity;
        if (show.revealed.contains(cell))
            return errorAt(p, tr("this cell is listed twice"));
        show.revealed << cell;
    }
    const auto zoom = number(o, path, "zoom", 1.0);
    if (!zoom)
        return zoom.error();
    if (!(*zoom >= 1.0 && *zoom <= 2.5 && *zoom * 4 == std::floor(*zoom * 4)))
        return errorAt(memberPath(path, QStringLiteral("zoom")),
            tr("zoom %1 is not one of 1, 1.25, 1.5, …, 2.5").arg(*zoom));
    show.zoom = *zoom;
    const auto measure = string(o, path, "runsMeasure", false);
    if (!measure)
        return measure.error();
    if (o.contains(QStringLiteral("runsMeasure"))) {
        if (!Trec::runsSampleMeasures().contains(*measure))
            return errorAt(memberPath(path, QStringLiteral("runsMeasure")),
                tr("unknown measure \"%1\" (expected one of %2)")
                    .arg(*measure, Trec::runsSampleMeasures().join(QStringLiteral(", "))));
        show.runsMeasure = *measure;
    }
    const auto tab = choice(o, path, "runsTab", runsTabs, std::optional(RunsTab::Charts));
    if (!tab)
        return tab.error();
    show.runsTab = *tab;
    return show;
}

Result<Question> LessonReader::question(const QJsonObject &scene, const QString &scenePath) const
{
    const QString path = memberPath(scenePath, QStringLiteral("question"));
    const QJsonObject o = scene.value(QStringLiteral("question")).toObject();
    Question q;
    const auto kind = choice(o, path, "kind", questionKinds);
    if (!kind)
        return kind.error();
    q.kind = *kind;
    // Each kind reads its own fields; any other is an error (it would be lost on saving).
    switch (q.kind) {
    case QuestionKind::Predict:
        if (auto e = onlyKnown(
                o, path, {"kind", "prompt", "quantity", "ranking", "position", "k", "tolerance"}))
            return *e;
        break;
    case QuestionKind::BetterRanking:
        if (auto e = onlyKnown(o, path, {"kind", "prompt", "k"}))
            return *e;
        break;
    case QuestionKind::BestSwap:
        if (auto e = onlyKnown(o, path, {"kind", "prompt", "ranking", "k", "swaps"}))
            return *e;
        break;
    case QuestionKind::WhichConvention:
        if (auto e
            = onlyKnown(o, path, {"kind", "prompt", "ranking", "k", "convention", "conventions"}))
            return *e;
        break;
    case QuestionKind::BetterSystem:
        if (auto e = onlyKnown(o, path, {"kind", "prompt"}))
            return *e;
        break;
    }
    const auto prompt = text(o, path, "prompt", false);
    if (!prompt)
        return prompt.error();
    q.prompt = *prompt;
    if (o.contains(QStringLiteral("quantity"))) {
        const auto quantity = choice(o, path, "quantity", predictQuantities);
        if (!quantity)
            return quantity.error();
        q.quantity = *quantity;
    } else if (q.kind == QuestionKind::Predict) {
        return errorAt(path,
            tr("missing field \"%1\" (%2)")
                .arg(QStringLiteral("quantity"),
                    tr("one of %1").arg(NameTable::namesList(predictQuantities))));
    }
    const auto ranking = string(o, path, "ranking", false);
    if (!ranking)
        return ranking.error();
    if (*ranking == QLatin1String("B"))
        q.ranking = 1;
    else if (!ranking->isEmpty() && *ranking != QLatin1String("A"))
        return errorAt(memberPath(path, QStringLiteral("ranking")),
            tr("unknown value \"%1\" (expected A or B)").arg(*ranking));
    const auto position = integer(o, path, "position", 1, 0);
    if (!position)
        return position.error();
    q.position = *position;
    const auto k = integer(o, path, "k", 1, 0);
    if (!k)
        return k.error();
    q.cutoff = *k;
    const auto tolerance = number(o, path, "tolerance", q.tolerance);
    if (!tolerance)
        return tolerance.error();
    if (!(*tolerance >= 0.0))
        return errorAt(memberPath(path, QStringLiteral("tolerance")),
            tr("expected a number of at least 0, found %1").arg(*tolerance));
    q.tolerance = *tolerance;
    const auto swaps = field(o, path, "swaps", QJsonValue::Array,
        tr("an array of pairs of positions such as [[1, 3], [2, 5]]"), false);
    if (!swaps)
        return swaps.error();
    const QJsonArray pairs = swaps->toArray();
    for (qsizetype i = 0; i < pairs.size(); ++i) {
        const QString p = elementPath(memberPath(path, QStringLiteral("swaps")), i);
        const QJsonArray pair = pairs.at(i).toArray();
        const auto isPosition = [](const QJsonValue &v) {
            const double d = v.toDouble(-1);
            return v.isDouble() && d >= 1 && d <= std::numeric_limits<int>::max()
                && d == std::floor(d);
        };
        if (!pairs.at(i).isArray() || pair.size() != 2 || !isPosition(pair.at(0))
            || !isPosition(pair.at(1)))
            return errorAt(p, tr("expected a pair of positions such as [2, 5]"));
        q.swaps.append({int(pair.at(0).toDouble()), int(pair.at(1).toDouble())});
    }
    const auto convention = string(o, path, "convention", q.kind == QuestionKind::WhichConvention);
    if (!convention)
        return convention.error();
    q.convention = *convention;
    const auto conventions = field(o, path, "conventions", QJsonValue::Array,
        tr("an array of library names such as [\"trec_eval\", \"LightGBM\"]"), false);
    if (!conventions)
        return conventions.error();
    const QJsonArray libraries = conventions->toArray();
    for (qsizetype i = 0; i < libraries.size(); ++i) {
        const QString p = elementPath(memberPath(path, QStringLiteral("conventions")), i);
        if (!libraries.at(i).isString())
            return wrongType(p, libraries.at(i), tr("a string"));
        q.conventions << libraries.at(i).toString();
    }
    return q;
}

// Where a question's problem is shown: at the field it comes from when there is one.
QString questionFieldPath(const Question &q, const QString &questionPath)
{
    switch (q.kind) {
    case QuestionKind::Predict:
        return memberPath(
            questionPath, q.position > 0 ? QStringLiteral("position") : QStringLiteral("quantity"));
    case QuestionKind::BestSwap:
        return q.swaps.isEmpty() ? memberPath(questionPath, QStringLiteral("kind"))
                                 : memberPath(questionPath, QStringLiteral("swaps"));
    case QuestionKind::WhichConvention:
        return memberPath(questionPath, QStringLiteral("convention"));
    default:
        return memberPath(questionPath, QStringLiteral("kind"));
    }
}

Error inScene(Error e, const QString &label, const QString &scenePath)
{
    // The path inside the scene is enough once the scene is named.
    for (const QString &prefix : {scenePath + QLatin1Char('.'), scenePath + QStringLiteral(": ")}) {
        if (e.message.startsWith(prefix))
            e.message = e.message.mid(prefix.size());
    }
    e.message = label + QStringLiteral(": ") + e.message;
    return e;
}

} // namespace

Result<Lesson> parseLesson(const QByteArray &bytes, const QString &fileName)
{
    if (bytes.size() > maxLessonBytes)
        return Error {tr("the file is larger than %1 MB, the limit for a lesson file")
                          .arg(maxLessonBytes / (1024 * 1024)),
            fileName};
    const auto strict = readStrictJson(bytes, fileName);
    if (!strict)
        return strict.error();
    const LessonReader reader(strict->json, fileName);
    if (!strict->doc.isObject())
        return reader.errorAt(QString(),
            tr("expected a JSON object at the top level, found %1")
                .arg(typeName(QJsonValue(strict->doc.array()))));
    const QJsonObject root = strict->doc.object();
    const QString formatName = QString::fromLatin1(lessonFormatName);
    const QJsonValue format = root.value(QStringLiteral("format"));
    if (format.isUndefined())
        return reader.errorAt(QString(),
            tr("not an NDCG Explorer lesson: missing field \"format\" (expected \"%1\")")
                .arg(formatName));
    if (format.toString() != formatName) {
        if (format.toString() == QLatin1String(scenarioFormatName))
            return reader.errorAt(QStringLiteral("format"),
                tr("this is a scenario, not a lesson: open it with File ▸ Open"));
        return reader.errorAt(QStringLiteral("format"),
            tr("not an NDCG Explorer lesson: expected \"%1\"").arg(formatName));
    }
    const QJsonValue versionValue = root.value(QStringLiteral("version"));
    if (const double v = versionValue.toDouble(); versionValue.isDouble() && std::isfinite(v)
        && v == std::floor(v) && v > lessonFormatVersion)
        return reader.errorAt(QStringLiteral("version"),
            tr("lesson format version %1 is newer than this NDCG Explorer reads (%2): open it "
               "with a newer NDCG Explorer (the file was not changed)")
                .arg(QString::number(
                    v, v < 1e15 ? 'f' : 'g', v < 1e15 ? 0 : QLocale::FloatingPointShortest))
                .arg(lessonFormatVersion));
    const auto version = reader.integer(root, QString(), "version", 1);
    if (!version)
        return version.error();
    if (auto e = reader.onlyKnown(
            root, QString(), {"format", "version", "title", "description", "scenes"}))
        return *e;
    Lesson lesson;
    const auto title = reader.text(root, QString(), "title", true);
    if (!title)
        return title.error();
    lesson.title = *title;
    const auto description = reader.text(root, QString(), "description", false);
    if (!description)
        return description.error();
    lesson.description = *description;
    const auto scenes = reader.field(
        root, QString(), "scenes", QJsonValue::Array, reader.tr("an array of scenes"));
    if (!scenes)
        return scenes.error();
    const QJsonArray array = scenes->toArray();
    if (array.size() > maxLessonScenes)
        return reader.errorAt(QStringLiteral("scenes"),
            tr("%1 scenes: more than the limit of %2 scenes in a lesson")
                .arg(array.size())
                .arg(maxLessonScenes));
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString path = elementPath(QStringLiteral("scenes"), i);
        const int index = int(i);
        QString label = labelFor(index, {});
        if (!array.at(i).isObject())
            return inScene(
                reader.wrongType(path, array.at(i), reader.tr("a scene object")), label, path);
        const QJsonObject o = array.at(i).toObject();
        Scene scene;
        const auto sceneTitle = reader.text(o, path, "title", true);
        if (!sceneTitle)
            return inScene(sceneTitle.error(), label, path);
        scene.title = *sceneTitle;
        label = labelFor(index, scene.title);
        if (auto e = reader.onlyKnown(o, path,
                {"title", "narration", "notes", "example", "scenario", "runsQuery", "show",
                    "question"}))
            return inScene(*e, label, path);
        const auto narration = reader.text(o, path, "narration", false);
        if (!narration)
            return inScene(narration.error(), label, path);
        scene.narration = *narration;
        const auto notes = reader.text(o, path, "notes", false);
        if (!notes)
            return inScene(notes.error(), label, path);
        scene.notes = *notes;
        const auto source = reader.source(o, path);
        if (!source)
            return inScene(source.error(), label, path);
        scene.source = *source;
        const auto show = reader.show(o, path);
        if (!show)
            return inScene(show.error(), label, path);
        scene.show = *show;
        const auto scenario = sceneScenario(scene);
        if (!scenario)
            return inScene(reader.errorAt(path, scenario.error().message), label, path);
        if (scene.show.view == SceneView::TwoRankings && !scenario->isComparison())
            return inScene(reader.errorAt(memberPath(path, QStringLiteral("show.view")),
                               tr("the two-rankings view needs a scenario with ranking B")),
                label, path);
        if (o.contains(QStringLiteral("question"))) {
            const auto field = reader.field(
                o, path, "question", QJsonValue::Object, reader.tr("a question object"));
            if (!field)
                return inScene(field.error(), label, path);
            const QString questionPath = memberPath(path, QStringLiteral("question"));
            const auto question = reader.question(o, path);
            if (!question)
                return inScene(question.error(), label, path);
            if (question->ranking == 1 && !scenario->isComparison())
                return inScene(
                    reader.errorAt(memberPath(questionPath, QStringLiteral("ranking")),
                        tr("the question is about ranking B, but the scenario has no ranking B")),
                    label, path);
            scene.question = *question;
            // What checkLesson() finds: an answer the scene cannot give.
            const auto answer = answerQuestion(scene);
            if (!answer)
                return inScene(reader.errorAt(questionFieldPath(*question, questionPath),
                                   answer.error().message),
                    label, path);
        }
        lesson.scenes << scene;
    }
    return lesson;
}

// Writing ----------------------------------------------------------------------------------------

namespace {

// A runs view writes its measure and tab, a query of the runs sample its measure (its
// settings' k), whether or not they are the defaults; other scenes only what differs.
JsonNode showNode(const SceneShow &s, bool runsQuery)
{
    const SceneShow defaults;
    JsonNode n = JsonNode::object();
    n.add("view", sceneViewName(s.view));
    if (s.step)
        n.add("step", *s.step);
    if (s.coarseSteps)
        n.add("coarseSteps", QJsonValue(true));
    if (!s.panels.isEmpty()) {
        JsonNode panels = JsonNode::array();
        for (const ScenePanel p : s.panels)
            panels.elements << JsonNode(scenePanelName(p));
        n.add("panels", panels);
    }
    if (!s.hidden.isEmpty()) {
        JsonNode hidden = JsonNode::array();
        for (const LessonQuantity q : s.hidden)
            hidden.elements << JsonNode(lessonQuantityName(q));
        n.add("hidden", hidden);
    }
    if (!s.revealed.isEmpty()) {
        JsonNode cells = JsonNode::array();
        for (const LessonCell &c : s.revealed) {
            JsonNode cell = JsonNode::object();
            cell.add("position", c.position);
            cell.add("quantity", lessonQuantityName(c.quantity));
            cells.elements << cell;
        }
        n.add("revealed", cells);
    }
    if (s.zoom != defaults.zoom)
        n.add("zoom", s.zoom);
    const bool runsView = s.view == SceneView::Runs;
    if (runsView || runsQuery || s.runsMeasure != defaults.runsMeasure)
        n.add("runsMeasure", s.runsMeasure);
    if (runsView || s.runsTab != defaults.runsTab)
        n.add("runsTab", runsTabName(s.runsTab));
    return n;
}

JsonNode questionNode(const Question &q)
{
    JsonNode n = JsonNode::object();
    n.add("kind", questionKindName(q.kind));
    if (!q.prompt.isEmpty())
        n.add("prompt", localizedNode(q.prompt));
    const bool predict = q.kind == QuestionKind::Predict;
    const bool ofRanking
        = predict || q.kind == QuestionKind::BestSwap || q.kind == QuestionKind::WhichConvention;
    if (predict)
        n.add("quantity", toName(q.quantity, predictQuantities));
    if (ofRanking && q.ranking == 1)
        n.add("ranking", QStringLiteral("B"));
    if (predict && q.position > 0)
        n.add("position", q.position);
    if (q.kind != QuestionKind::BetterSystem && q.cutoff > 0)
        n.add("k", q.cutoff);
    if (predict)
        n.add("tolerance", q.tolerance);
    if (q.kind == QuestionKind::BestSwap && !q.swaps.isEmpty()) {
        JsonNode swaps = JsonNode::array();
        for (const auto &[i, j] : q.swaps) {
            JsonNode pair = JsonNode::array();
            pair.elements << JsonNode(i) << JsonNode(j);
            swaps.elements << pair;
        }
        n.add("swaps", swaps);
    }
    if (q.kind == QuestionKind::WhichConvention) {
        n.add("convention", q.convention);
        if (!q.conventions.isEmpty()) {
            JsonNode libraries = JsonNode::array();
            for (const QString &library : q.conventions)
                libraries.elements << JsonNode(library);
            n.add("conventions", libraries);
        }
    }
    return n;
}

JsonNode sceneNode(const Scene &scene)
{
    JsonNode n = JsonNode::object();
    n.add("title", localizedNode(scene.title));
    if (!scene.narration.isEmpty())
        n.add("narration", localizedNode(scene.narration));
    if (!scene.notes.isEmpty())
        n.add("notes", localizedNode(scene.notes));
    if (!scene.source.example.isEmpty()) {
        n.add("example", scene.source.example);
    } else if (!scene.source.runsQuery.isEmpty()) {
        n.add("runsQuery", scene.source.runsQuery);
    } else if (scene.source.scenario) {
        JsonNode embedded;
        embedded.raw = scenarioToJson(*scene.source.scenario);
        n.add("scenario", embedded);
    }
    n.add("show", showNode(scene.show, !scene.source.runsQuery.isEmpty()));
    if (scene.question)
        n.add("question", questionNode(*scene.question));
    return n;
}

} // namespace

QByteArray lessonToJson(const Lesson &lesson)
{
    JsonNode root = JsonNode::object();
    root.add("format", QString::fromLatin1(lessonFormatName));
    root.add("version", lessonFormatVersion);
    root.add("title", localizedNode(lesson.title));
    if (!lesson.description.isEmpty())
        root.add("description", localizedNode(lesson.description));
    JsonNode scenes = JsonNode::array();
    for (const Scene &scene : lesson.scenes)
        scenes.elements << sceneNode(scene);
    root.add("scenes", scenes);
    QByteArray out;
    writeJson(root, out, 0);
    return out + '\n';
}

Result<Lesson> readLessonFile(const QString &path)
{
    const auto bytes = readWholeFile(path, InputKind::Lesson, maxLessonBytes);
    if (!bytes)
        return bytes.error();
    return parseLesson(*bytes, displayPath(path));
}

QStringList lessonIds()
{
    return {QStringLiteral("ndcg-in-twenty-minutes"), QStringLiteral("is-the-new-system-better")};
}

Result<Lesson> loadLesson(const QString &id)
{
    if (!lessonIds().contains(id))
        return Error {tr("unknown lesson \"%1\" (the bundled lessons: %2)")
                          .arg(id, lessonIds().join(QStringLiteral(", ")))};
    const QString path = QStringLiteral(":/lessons/") + id + QString::fromLatin1(lessonSuffix);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error {tr("the bundled lesson \"%1\" is missing from this build").arg(id)};
    return parseLesson(file.readAll(), path);
}

QString sceneLabel(const Lesson &lesson, int index)
{
    if (index < 0 || index >= lesson.scenes.size())
        return labelFor(index, {});
    return labelFor(index, lesson.scenes.at(index).title);
}

Result<Scenario> sceneScenario(const Scene &scene)
{
    const SceneSource &source = scene.source;
    const int given = int(!source.example.isEmpty()) + int(source.scenario.has_value())
        + int(!source.runsQuery.isEmpty());
    if (given != 1)
        return Error {given == 0
                ? tr("the scene has no scenario: give an example, a scenario or a runs query")
                : tr("the scene has more than one scenario: give only one of an example, a "
                     "scenario and a runs query")};
    if (!source.example.isEmpty())
        return loadExample(source.example);
    if (source.scenario)
        return *source.scenario;
    return Trec::runsSampleScenario(source.runsQuery, scene.show.runsMeasure);
}

Result<QuestionAnswer> answerQuestion(const Scene &scene)
{
    if (!scene.question)
        return Error {tr("the scene has no question")};
    const Question &q = *scene.question;
    if (q.kind == QuestionKind::BetterSystem)
        return answerBetterSystem(scene);
    const auto scenario = sceneScenario(scene);
    if (!scenario)
        return scenario.error();
    if (q.ranking == 1 && !scenario->isComparison())
        return Error {tr("the question is about ranking B, but the scenario has no ranking B")};
    if (const QString problem = validate(questionSettings(*scenario, q)); !problem.isEmpty())
        return Error {problem};
    switch (q.kind) {
    case QuestionKind::Predict:
        return answerPredict(*scenario, q);
    case QuestionKind::BetterRanking:
        return answerBetterRanking(*scenario, q);
    case QuestionKind::BestSwap:
        return answerBestSwap(*scenario, q);
    case QuestionKind::WhichConvention:
        return answerWhichConvention(*scenario, q);
    case QuestionKind::BetterSystem:
        break;
    }
    return Error {tr("the scene has no question")};
}

QString questionText(const Scene &scene, const QString &language)
{
    if (!scene.question)
        return {};
    const Question &q = *scene.question;
    if (!q.prompt.isEmpty())
        return q.prompt.text(language);
    const bool zh = language.startsWith(QLatin1String("zh"));
    const auto scenario = sceneScenario(scene);
    const bool hasB = scenario && scenario->isComparison();
    const int k = scenario ? effectiveCutoff(*scenario, q) : q.cutoff;
    const QString ndcgK = QStringLiteral("NDCG@%1").arg(k);
    const QString ranking = rankingName(q.ranking);
    switch (q.kind) {
    case QuestionKind::Predict: {
        const QString what = quantityPhrase(q, k, zh);
        if (hasB)
            return zh ? QStringLiteral("预测排序 %1 的 %2。").arg(ranking, what)
                      : QStringLiteral("Predict %1 of ranking %2.").arg(what, ranking);
        return zh ? QStringLiteral("预测 %1。").arg(what) : QStringLiteral("Predict %1.").arg(what);
    }
    case QuestionKind::BetterRanking:
        return zh ? QStringLiteral("按 %1，哪个排序更好：A、B，还是一样好？").arg(ndcgK)
                  : QStringLiteral("Which ranking is better by %1: A, B, or are they the same?")
                        .arg(ndcgK);
    case QuestionKind::BestSwap: {
        const QString of = hasB ? (zh ? QStringLiteral("排序 %1 的 ").arg(ranking)
                                      : QStringLiteral(" of ranking %1").arg(ranking))
                                : QString();
        return zh
            ? QStringLiteral("交换哪两个位置，能让%1%2提高最多？").arg(of, ndcgK)
            : QStringLiteral("Which swap of two positions raises %1%2 the most?").arg(ndcgK, of);
    }
    case QuestionKind::WhichConvention: {
        const auto answer = answerQuestion(scene);
        const QString figure = answer ? answer->figure : QStringLiteral("?");
        return zh ? QStringLiteral("哪个库的约定对这个排序给出 %1 = %2？").arg(ndcgK, figure)
                  : QStringLiteral("Which library's convention gives %1 = %2 for this ranking?")
                        .arg(ndcgK, figure);
    }
    case QuestionKind::BetterSystem: {
        const QString measure = scene.show.runsMeasure;
        return zh ? QStringLiteral("按平均 %1，新系统（rerank，B）是否显著优于 bm25（A）？"
                                   "（配对 t 检验，Holm 校正，α = 0.05）")
                        .arg(measure)
                  : QStringLiteral("By mean %1, is the new system (rerank, B) significantly "
                                   "better than bm25 (A)? (paired t-test, Holm, α = 0.05)")
                        .arg(measure);
    }
    }
    return {};
}

bool isRightAnswer(const Question &question, const QuestionAnswer &answer, double predicted)
{
    if (!answer.value || !std::isfinite(predicted))
        return false;
    // A hair over the tolerance, so that a prediction written to the tolerance's digits counts
    // (0.8645 within 0.0005 of 0.8650 in spite of binary rounding).
    const double slack = 1e-12 * std::max(1.0, std::abs(*answer.value));
    return std::abs(predicted - *answer.value) <= question.tolerance + slack;
}

QStringList checkLesson(const Lesson &lesson)
{
    QStringList problems;
    for (int i = 0; i < lesson.scenes.size(); ++i) {
        const Scene &scene = lesson.scenes.at(i);
        const auto scenario = sceneScenario(scene);
        if (!scenario) {
            problems << sceneLabel(lesson, i) + QStringLiteral(": ") + scenario.error().message;
            continue;
        }
        if (scene.show.view == SceneView::TwoRankings && !scenario->isComparison())
            problems << sceneLabel(lesson, i) + QStringLiteral(": ")
                    + tr("the two-rankings view needs a scenario with ranking B");
        if (!scene.question)
            continue;
        if (const auto answer = answerQuestion(scene); !answer)
            problems << sceneLabel(lesson, i) + QStringLiteral(": ") + answer.error().message;
    }
    return problems;
}

} // namespace Ndcg
