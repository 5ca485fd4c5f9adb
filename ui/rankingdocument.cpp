#include "rankingdocument.h"

#include "rankingcommands.h"
#include "scenario.h"

#include <QLocale>
#include <QUndoStack>

#include <cmath>

RankingDocument::RankingDocument(QObject *parent)
    : QObject(parent)
    , m_undoStack(new QUndoStack(this))
{
    connect(m_undoStack, &QUndoStack::cleanChanged, this,
        [this](bool clean) { emit modifiedChanged(!clean); });
    recompute();
}

RankingDocument::~RankingDocument() = default;

const QList<Ndcg::Item> &RankingDocument::items(List list) const
{
    return list == List::Ranking ? m_ranking.items : m_ranking.unretrieved;
}

bool RankingDocument::isModified() const
{
    return !m_undoStack->isClean();
}

void RankingDocument::setClean()
{
    m_undoStack->setClean();
}

void RankingDocument::setUnsaved()
{
    m_undoStack->resetClean();
}

void RankingDocument::load(const Ndcg::Ranking &ranking, const Ndcg::Settings &settings)
{
    m_undoStack->clear();
    m_undoStack->setClean(); // clear() keeps a clean index that setUnsaved() reset
    m_original = ranking;
    m_ranking = ranking;
    m_settings = settings;
    recompute();
    emit rankingReplaced();
    emit settingsChanged();
    emit breakdownChanged();
}

void RankingDocument::editItem(List list, int row, const Ndcg::Item &item, Field field)
{
    if (row < 0 || row >= items(list).size() || items(list).at(row) == item)
        return;
    m_undoStack->push(new SetItemCommand(this, list, row, item, field));
}

QString RankingDocument::editItemText(List list, int row, Field field, const QString &text)
{
    if (row < 0 || row >= items(list).size())
        return {};
    Ndcg::Item item = items(list).at(row);
    if (field == Field::Label) {
        item.label = text;
    } else {
        const GradeInput input = parseGrade(text);
        if (!input.grade)
            return input.reason;
        item.grade = *input.grade;
    }
    editItem(list, row, item, field);
    return {};
}

void RankingDocument::editRanking(const Ndcg::Ranking &ranking, const QString &actionText)
{
    if (ranking == m_ranking)
        return;
    m_undoStack->push(new ReplaceRankingCommand(this, ranking, actionText));
}

void RankingDocument::editSettings(const Ndcg::Settings &settings, SettingsField field)
{
    if (m_settingsOwner)
        return m_settingsOwner->editSettings(settings, field);
    if (settings == m_settings)
        return;
    m_undoStack->push(new SetSettingsCommand(this, settings, field));
}

void RankingDocument::setItem(List list, int row, const Ndcg::Item &item)
{
    QList<Ndcg::Item> &target = list == List::Ranking ? m_ranking.items : m_ranking.unretrieved;
    if (row < 0 || row >= target.size())
        return;
    target[row] = item;
    recompute();
    emit itemChanged(list, row);
    emit breakdownChanged();
}

void RankingDocument::setRanking(const Ndcg::Ranking &ranking)
{
    m_ranking = ranking;
    recompute();
    emit rankingReplaced();
    emit breakdownChanged();
}

void RankingDocument::setSettings(const Ndcg::Settings &settings)
{
    m_settings = settings;
    recompute();
    emit settingsChanged();
    emit breakdownChanged();
}

void RankingDocument::shareSettingsOf(RankingDocument *owner)
{
    m_settingsOwner = owner;
    connect(owner, &RankingDocument::settingsChanged, this, [this] { setSettings(m_settings); });
    setSettings(m_settings);
}

RankingDocument::GradeInput RankingDocument::parseGrade(const QString &text) const
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return {std::nullopt, tr("A grade cannot be empty: type a number such as 0, 1, 2 or 3.")};
    bool ok = false;
    double grade = QLocale().toDouble(trimmed, &ok);
    if (!ok)
        grade = QLocale::c().toDouble(trimmed, &ok);
    if (!ok)
        return {std::nullopt,
            tr("“%1” is not a number: type a grade such as 0, 1, 2 or 3.").arg(trimmed)};
    if (!std::isfinite(grade))
        return {std::nullopt, tr("A grade must be a finite number.")};
    if (grade < 0 && this->settings().negativeGrades == Ndcg::NegativeGrades::Reject)
        return {std::nullopt,
            tr("Negative grades are refused under the current convention "
               "(negative grades: reject, as scikit-learn).")};
    // The limit of every reader (scenario.h), in the readers' words: what the table holds
    // can always be saved and opened again.
    if (QString problem = Ndcg::gradeRangeError(grade); !problem.isEmpty()) {
        problem[0] = problem[0].toUpper();
        return {std::nullopt, tr("%1.", "a reason as a sentence").arg(problem)};
    }
    return {grade, {}};
}

void RankingDocument::recompute()
{
    Ndcg::Result<Ndcg::Breakdown> result = Ndcg::explain(m_ranking, settings());
    if (result) {
        m_breakdown = std::move(result.value());
        m_error.clear();
    } else {
        m_breakdown.reset();
        m_error = result.error().message;
    }
}
