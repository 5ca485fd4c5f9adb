#include "scenariodocument.h"

#include "rankingdocument.h"

#include <QLocale>
#include <QUndoGroup>
#include <QUndoStack>

ScenarioDocument::ScenarioDocument(QObject *parent)
    : QObject(parent)
    , m_a(new RankingDocument(this))
    , m_undoGroup(new QUndoGroup(this))
{
    m_undoGroup->addStack(m_a->undoStack());
    m_undoGroup->setActiveStack(m_a->undoStack());
    connect(m_a, &RankingDocument::modifiedChanged, this, &ScenarioDocument::updateModified);
}

ScenarioDocument::~ScenarioDocument()
{
    // The stacks leave the group as the rankings go: nobody is told any more. B reads A's
    // settings, so B goes first.
    m_undoGroup->blockSignals(true);
    delete m_b;
    m_b = nullptr;
    delete m_a;
    m_a = nullptr;
}

void ScenarioDocument::setDisplayName(const QString &name)
{
    setDisplayName([name] { return name; });
}

void ScenarioDocument::setDisplayName(NameSource name)
{
    m_nameSource = std::move(name);
    retranslate();
}

ScenarioDocument::NameSource ScenarioDocument::titleOf(
    const Ndcg::Scenario &scenario, const QString &fallback)
{
    if (!scenario.example || scenario.example->title.isEmpty())
        return [fallback] { return fallback; };
    return [title = scenario.example->title] { return title.text(QLocale().name()); };
}

void ScenarioDocument::retranslate()
{
    const QString name = m_nameSource ? m_nameSource() : QString();
    if (name == m_displayName)
        return;
    m_displayName = name;
    emit displayNameChanged(name);
}

void ScenarioDocument::setFile(const QString &path, const FileWriter::Stamp &stamp)
{
    m_filePath = path;
    m_fileStamp = path.isEmpty() ? FileWriter::Stamp {} : stamp;
    emit filePathChanged(path);
}

bool ScenarioDocument::isModified() const
{
    return m_a->isModified() || (m_b && m_b->isModified());
}

void ScenarioDocument::setClean()
{
    m_a->setClean();
    if (m_b)
        m_b->setClean();
}

void ScenarioDocument::updateModified()
{
    const bool modified = isModified();
    if (modified == m_modified)
        return;
    m_modified = modified;
    emit modifiedChanged(modified);
}

Ndcg::Scenario ScenarioDocument::scenario() const
{
    Ndcg::Scenario s;
    s.a = m_a->ranking();
    if (m_b)
        s.b = m_b->ranking();
    s.settings = m_a->settings();
    s.example = m_example;
    return s;
}

void ScenarioDocument::loadScenario(const Ndcg::Scenario &scenario, const QString &displayName)
{
    loadScenario(scenario, [displayName] { return displayName; });
}

void ScenarioDocument::loadScenario(const Ndcg::Scenario &scenario, NameSource displayName)
{
    m_example = scenario.example;
    m_a->load(scenario.a, scenario.settings);
    setComparison(scenario.b);
    if (m_b)
        m_b->load(*scenario.b, scenario.settings);
    m_undoGroup->setActiveStack(m_a->undoStack());
    if (!m_filePath.isEmpty())
        setFile({}, {});
    setDisplayName(std::move(displayName));
    updateModified();
    emit scenarioLoaded();
}

void ScenarioDocument::setComparison(const std::optional<Ndcg::Ranking> &b)
{
    if (!b) {
        if (!m_b)
            return;
        RankingDocument *old = m_b;
        m_b = nullptr;
        m_undoGroup->setActiveStack(m_a->undoStack());
        delete old;
        updateModified();
        emit comparisonChanged();
        return;
    }
    if (m_b) {
        m_b->load(*b, m_a->settings());
        return;
    }
    m_b = new RankingDocument(this);
    m_b->load(*b, m_a->settings());
    m_b->shareSettingsOf(m_a);
    m_undoGroup->addStack(m_b->undoStack());
    connect(m_b, &RankingDocument::modifiedChanged, this, &ScenarioDocument::updateModified);
    updateModified();
    emit comparisonChanged();
}
