#include "worksheet.h"

#include "notation.h"
#include "numbertext.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <set>

namespace Ndcg {

namespace {

// The number of attempts at a version's grades before the scene keeps its own.
constexpr int maxDraws = 100;

// A grade as typed (the window's DisplayFormat::grade()).
QString gradeText(double grade)
{
    return QString::number(grade, 'g', 12);
}

WorksheetCell blankCell(std::optional<double> value, const QString &text)
{
    return {true, value, text};
}

// The rankings whose tables a question's worksheet shows: the one a prediction is about, both
// for "which ranking is better", ranking A for a swap or a convention, none on the runs sample.
QList<int> tableRankings(const Question &question, const Scenario &scenario)
{
    switch (question.kind) {
    case QuestionKind::Predict:
        return {question.ranking == 1 && scenario.isComparison() ? 1 : 0};
    case QuestionKind::BetterRanking:
        return scenario.isComparison() ? QList<int> {0, 1} : QList<int> {0};
    case QuestionKind::BestSwap:
    case QuestionKind::WhichConvention:
        return {0};
    case QuestionKind::BetterSystem:
        return {};
    }
    return {};
}

Result<WorksheetTable> makeTable(const Scenario &scenario, int ranking, const Question &question)
{
    WorksheetTable table;
    table.ranking = ranking;
    table.settings = scenario.settings;
    if (question.cutoff > 0)
        table.settings.cutoff = question.cutoff;
    const Ranking &r = scenario.ranking(ranking);
    const auto explained = explain(r, table.settings);
    if (!explained)
        return explained.error();
    const Breakdown &b = *explained;
    table.k = b.k;
    table.poolSize = b.poolSize;
    table.scaleLog2 = b.gainScaleLog2;
    table.definition = Notation::definitionLine(b.settings, b.k, b.poolSize);
    if (table.settings.idealSource == IdealSource::Pool)
        table.unretrieved = r.unretrieved;
    table.rowsUpToK = int(std::min<qsizetype>(b.k, b.rows.size()));
    const int shown = std::min(table.rowsUpToK, maxWorksheetRows);
    for (int index = 0; index < shown; ++index) {
        const PositionRow &p = b.rows.at(index);
        WorksheetRow row;
        row.position = p.position;
        row.retrieved = p.retrieved && index < r.items.size();
        if (row.retrieved) {
            row.label = r.items.at(index).label;
            row.grade = p.grade;
            row.gradeText = gradeText(p.grade);
        }
        const auto number = [&](Term term) {
            const TrueSize t = b.trueSize(index, term);
            return displayNumber(t.value, t.scaleLog2);
        };
        auto &cells = row.cells;
        if (row.retrieved) {
            const TrueSize gain = b.trueSize(index, Term::Gain);
            cells[int(WorksheetColumn::Gain)]
                = blankCell(p.gain, displayGain(gain.value, gain.scaleLog2));
            cells[int(WorksheetColumn::Contribution)]
                = blankCell(p.contribution, number(Term::Contribution));
            cells[int(WorksheetColumn::Dcg)] = blankCell(p.dcg, number(Term::Dcg));
        }
        cells[int(WorksheetColumn::Discount)] = blankCell(p.discount, displayNumber(p.discount));
        if (p.hasIdeal)
            cells[int(WorksheetColumn::IdealGrade)]
                = blankCell(p.idealGrade, gradeText(p.idealGrade));
        cells[int(WorksheetColumn::Idcg)] = blankCell(p.idcg, number(Term::Idcg));
        cells[int(WorksheetColumn::Ndcg)]
            = blankCell(p.ndcg, p.ndcg ? displayNumber(*p.ndcg) : QStringLiteral("—"));
        table.rows.append(row);
    }
    table.notShown = r.items.mid(std::min<qsizetype>(shown, r.items.size()));
    return table;
}

Result<WorksheetQuestion> makeQuestion(const Lesson &lesson, int index, const Scene &scene,
    const Scenario &scenario, const QString &language)
{
    const auto answer = answerQuestion(scene);
    if (!answer)
        return Error(sceneLabel(lesson, index) + QStringLiteral(": ") + answer.error().message);
    WorksheetQuestion q;
    q.scene = index;
    q.title = scene.title.text(language);
    q.kind = scene.question->kind;
    q.isChoice = q.kind != QuestionKind::Predict;
    q.text = questionText(scene, language);
    q.answer = *answer;
    for (int ranking : tableRankings(*scene.question, scenario)) {
        auto table = makeTable(scenario, ranking, *scene.question);
        if (!table)
            return Error(sceneLabel(lesson, index) + QStringLiteral(": ") + table.error().message);
        q.tables.append(*table);
    }
    return q;
}

// Whether the two scenarios hold the same grades item for item.
bool sameGrades(const Scenario &a, const Scenario &b)
{
    const auto grades = [](const Scenario &s) {
        QList<double> g;
        for (const Ranking *r : {&s.a, s.b ? &*s.b : nullptr}) {
            if (!r)
                continue;
            for (const Item &item : r->items)
                g.append(item.grade);
            for (const Item &item : r->unretrieved)
                g.append(item.grade);
        }
        return g;
    };
    return grades(a) == grades(b);
}

} // namespace

quint64 versionEngineSeed(quint64 seed, int version)
{
    return seed + quint64(version) * 0x9E3779B97F4A7C15ULL;
}

Scenario drawGrades(const Scenario &scenario, std::mt19937_64 &engine)
{
    Scenario drawn = scenario;
    QList<Item *> items;
    for (Ranking *r : {&drawn.a, drawn.b ? &*drawn.b : nullptr}) {
        if (!r)
            continue;
        for (Item &item : r->items)
            items.append(&item);
        for (Item &item : r->unretrieved)
            items.append(&item);
    }
    if (items.isEmpty())
        return drawn;
    std::set<double> distinct;
    bool whole = true;
    for (const Item *item : std::as_const(items)) {
        distinct.insert(item->grade);
        whole = whole && std::floor(item->grade) == item->grade;
    }
    const std::vector<double> grades(distinct.begin(), distinct.end());
    const double lo = grades.front();
    const double hi = grades.back();
    const auto draw = [&]() -> double {
        const quint64 value = engine();
        if (whole) // grades lie within ±maxAbsGrade: the range is a small whole number
            return lo + double(value % (quint64(hi - lo) + 1));
        return grades.at(std::size_t(value % grades.size()));
    };
    QHash<QString, double> byLabel;
    for (Item *item : std::as_const(items)) {
        if (item->label.isEmpty()) {
            item->grade = draw();
            continue;
        }
        auto it = byLabel.constFind(item->label);
        if (it == byLabel.cend())
            it = byLabel.insert(item->label, draw());
        item->grade = *it;
    }
    return drawn;
}

QList<int> questionScenes(const Lesson &lesson)
{
    QList<int> scenes;
    for (int i = 0; i < lesson.scenes.size(); ++i) {
        if (lesson.scenes.at(i).question)
            scenes.append(i);
    }
    return scenes;
}

Result<Worksheet> worksheet(
    const Lesson &lesson, const QString &language, int version, quint64 seed)
{
    Worksheet sheet;
    sheet.title = lesson.title.text(language);
    sheet.version = version;
    sheet.seed = seed;
    std::mt19937_64 engine(versionEngineSeed(seed, version));
    for (int index : questionScenes(lesson)) {
        const Scene &scene = lesson.scenes.at(index);
        const auto scenario = sceneScenario(scene);
        if (!scenario)
            return Error(
                sceneLabel(lesson, index) + QStringLiteral(": ") + scenario.error().message);
        const bool drawn = version > 0 && !tableRankings(*scene.question, *scenario).isEmpty();
        if (drawn) {
            // Another set of grades for the same items; a draw that repeats the lesson's own
            // grades or leaves the answer undefined is drawn again.
            bool found = false;
            for (int attempt = 0; attempt < maxDraws && !found; ++attempt) {
                Scenario other = drawGrades(*scenario, engine);
                if (sameGrades(other, *scenario))
                    continue;
                other.example.reset(); // the text's figures are about the lesson's grades
                Scene versionScene = scene;
                versionScene.source = SceneSource {};
                versionScene.source.scenario = other;
                auto q = makeQuestion(lesson, index, versionScene, other, language);
                if (!q)
                    continue;
                sheet.questions.append(*q);
                found = true;
            }
            if (found)
                continue;
        }
        auto q = makeQuestion(lesson, index, scene, *scenario, language);
        if (!q)
            return q.error();
        sheet.questions.append(*q);
    }
    return sheet;
}

} // namespace Ndcg
