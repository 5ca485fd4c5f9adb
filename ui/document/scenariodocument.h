#pragma once

// The open scenario of one window: ranking A, ranking B while comparing, the conventions they
// share, the example's metadata, the name in the title bar, the file it was opened from or
// saved to, and the undo group that holds A's and B's histories.
//
// One Settings for both rankings: B reads A's (RankingDocument::shareSettingsOf()), so a
// convention edited (and undone) on A's stack changes B's breakdown at once. The controllers
// and views of the window take this object; none of them reaches into the window for it.

#include "filewriter.h"
#include "scenario.h"

#include <QObject>
#include <QString>

#include <functional>
#include <optional>

class QUndoGroup;
class RankingDocument;

class ScenarioDocument : public QObject
{
    Q_OBJECT
public:
    explicit ScenarioDocument(QObject *parent = nullptr);
    ~ScenarioDocument() override;

    // Ranking A is always there; ranking B only in a comparison.
    RankingDocument *a() const { return m_a; }
    RankingDocument *b() const { return m_b; }
    bool isComparison() const { return m_b != nullptr; }
    const std::optional<Ndcg::ExampleInfo> &example() const { return m_example; }

    // The name in the title bar: a file's name, an example's title, "Untitled". A name that
    // follows the interface language (an example's title, a translated "Practice") is given as
    // a NameSource, which retranslate() asks again.
    using NameSource = std::function<QString()>;
    QString displayName() const { return m_displayName; }
    void setDisplayName(const QString &name);
    void setDisplayName(NameSource name);
    // The example's title in the interface's language, or `fallback` when it has none.
    static NameSource titleOf(const Ndcg::Scenario &scenario, const QString &fallback);
    // The interface language changed: a name given as a NameSource is made again.
    void retranslate();

    // The scenario file, as an absolute path with symbolic links resolved (empty: none), and
    // what that file held when this window last read or wrote it. FileController sets them;
    // loadScenario() forgets them (a scenario loaded from elsewhere belongs to no file).
    QString filePath() const { return m_filePath; }
    FileWriter::Stamp fileStamp() const { return m_fileStamp; }
    void setFile(const QString &path, const FileWriter::Stamp &stamp);

    // A or B has changes not saved.
    bool isModified() const;
    // Both rankings' current states become the saved ones.
    void setClean();

    // Undo and redo act on the group's active stack: A's, or B's when B's side has the focus.
    QUndoGroup *undoGroup() const { return m_undoGroup; }

    // The whole scenario as it stands (for saving, exporting, stepping).
    Ndcg::Scenario scenario() const;
    // Replaces everything with a scenario (an example, an opened file): both rankings, the
    // conventions, the example's metadata and the name. Forgets the undo histories and the file.
    void loadScenario(const Ndcg::Scenario &scenario, const QString &displayName);
    void loadScenario(const Ndcg::Scenario &scenario, NameSource displayName);
    // Starts a comparison with `b` as ranking B, or ends it (nullopt). A's history stays.
    void setComparison(const std::optional<Ndcg::Ranking> &b);

signals:
    // After loadScenario(): rankings, example, name are the new ones; once per load.
    void scenarioLoaded();
    // After setComparison() started or ended a comparison: b() is new, or nullptr.
    void comparisonChanged();
    // isModified() changed.
    void modifiedChanged(bool modified);
    void displayNameChanged(const QString &name);
    void filePathChanged(const QString &path);

private:
    void updateModified();

    RankingDocument *m_a = nullptr;
    RankingDocument *m_b = nullptr;
    QUndoGroup *m_undoGroup = nullptr;
    std::optional<Ndcg::ExampleInfo> m_example;
    QString m_displayName;
    NameSource m_nameSource; // a fixed name is a source that always gives it
    QString m_filePath;
    FileWriter::Stamp m_fileStamp;
    bool m_modified = false;
};
