#pragma once

// The document a workbench edits: a ranking, its judged pool and the conventions, with the
// breakdown explain() computes from them and the undo stack of every edit. Views never change
// the document directly: they call the edit*() functions, which push one QUndoCommand each;
// the commands call the plain setters. After each change the breakdown is recomputed once; then
// precise signals say what changed (rows inserted, removed or moved, items changed at rows,
// settings changed), and last breakdownChanged() tells every view.

#include "breakdown.h"
#include "ranking.h"
#include "rankingedits.h"
#include "settings.h"

#include <QObject>
#include <QString>

#include <optional>

class QUndoStack;

class RankingDocument : public QObject
{
    Q_OBJECT
public:
    // Which list of items an edit addresses: the ranking, or the judged items it did not return.
    enum class List { Ranking, Unretrieved }; // the ranked items; the judged items not retrieved
    // The field of an item an edit changes; repeated edits of one field of one item merge.
    enum class Field { Grade, Label, Whole };
    // A settings field; repeated changes of one field merge into one undo step.
    enum class SettingsField {
        Gain,
        GainMap,
        Discount,
        LogBase,
        Cutoff,
        IdealSource,
        ZeroIdcg,
        RelevantFrom,
        NegativeGrades,
        Several
    };
    Q_ENUM(SettingsField)

    explicit RankingDocument(QObject *parent = nullptr);
    ~RankingDocument() override;

    const Ndcg::Ranking &ranking() const { return m_ranking; }
    // Ranking B of a comparison reads ranking A's settings (shareSettingsOf()).
    const Ndcg::Settings &settings() const
    {
        return m_settingsOwner ? m_settingsOwner->m_settings : m_settings;
    }
    const QList<Ndcg::Item> &items(List list) const;
    // The breakdown of the current ranking, or nullptr when explain() refused (see error()).
    const Ndcg::Breakdown *breakdown() const { return m_breakdown ? &*m_breakdown : nullptr; }
    QString error() const { return m_error; }
    // The ranking the document was opened with: the target of "Reset".
    const Ndcg::Ranking &originalRanking() const { return m_original; }
    QUndoStack *undoStack() const { return m_undoStack; }
    bool isModified() const;
    // Saving: the current state becomes the unmodified one (undo still reaches past it).
    void setClean();
    // An imported document that no file holds yet: modified until it is saved.
    void setUnsaved();

    // Replaces everything, forgets the undo history and marks the document unmodified.
    void load(const Ndcg::Ranking &ranking, const Ndcg::Settings &settings);

    // Undoable edits: each pushes one command (or merges with the previous one).
    void editItem(List list, int row, const Ndcg::Item &item, Field field);
    // A typed cell of an item (Field::Label or Field::Grade) as one undoable edit. Returns the
    // reason a grade is refused (translated), or an empty string when the edit was made.
    QString editItemText(List list, int row, Field field, const QString &text);
    // The whole ranking replaced; the signals name the rows that differ (common rows at both
    // ends are kept).
    void editRanking(const Ndcg::Ranking &ranking, const QString &actionText);
    void editSettings(const Ndcg::Settings &settings, SettingsField field);
    // From now on this document has no settings of its own: it reads `owner`'s, sends settings
    // edits to `owner` (its undo stack) and recomputes when they change. `owner` outlives it.
    void shareSettingsOf(RankingDocument *owner);
    // Row edits. Insert: items[i] lands at rows[i] of the new list (rows ascending).
    void editInsert(List list, const QList<int> &rows, const QList<Ndcg::Item> &items,
        const QString &actionText);
    // Remove these rows (any order; out-of-range rows are ignored).
    void editRemove(List list, const QList<int> &rows, const QString &actionText);
    // Move blocks of rows, in turn.
    void editMove(List list, const QList<RankingEdits::Move> &moves, const QString &actionText);
    // Rows first..first + count - 1 replaced by items (rows are added or removed at the end of
    // that range when the counts differ): paste, sort, reverse, shuffle.
    void editReplace(
        List list, int first, int count, const QList<Ndcg::Item> &items, const QString &actionText);

    // Plain setters, called by the undo commands. Each recomputes once, then signals.
    void setItem(List list, int row, const Ndcg::Item &item);
    void setRanking(const Ndcg::Ranking &ranking);
    void setSettings(const Ndcg::Settings &settings);
    void insertItems(List list, const QList<int> &rows, const QList<Ndcg::Item> &items);
    void removeItems(List list, const QList<int> &rows);
    void moveItems(List list, const QList<RankingEdits::Move> &moves);
    void replaceItems(List list, int first, int count, const QList<Ndcg::Item> &items);

    // A grade typed by the user: the value, or the reason it is refused (translated).
    struct GradeInput
    {
        std::optional<double> grade;
        QString reason;
    };
    GradeInput parseGrade(const QString &text) const;

signals:
    // Emitted after the change, with the new breakdown in place; breakdownChanged() follows.
    // Rows first..last of a list hold new values (the number of rows is the same).
    void itemsChanged(RankingDocument::List list, int first, int last);
    // Rows first..last of the new list were inserted.
    void rowsInserted(RankingDocument::List list, int first, int last);
    // Rows first..last of the list as it was were removed (several ranges: the last first).
    void rowsRemoved(RankingDocument::List list, int first, int last);
    // Rows first..last went before row `destination` of the list as it was (beginMoveRows).
    void rowsMoved(RankingDocument::List list, int first, int last, int destination);
    // A new scenario: everything replaced (load()).
    void rankingReplaced();
    void settingsChanged();
    // The breakdown was recomputed (after every change above).
    void breakdownChanged();
    void modifiedChanged(bool modified);

private:
    QList<Ndcg::Item> &itemsRef(List list);
    void recompute();
    // Replaces a list's items and signals the rows that differ (common prefix and suffix kept).
    void emitReplaced(List list, const QList<Ndcg::Item> &before);
    // Rows first..first + count - 1 replaced by n items: signals after the change.
    void emitSpliced(List list, int first, int count, int n);

    Ndcg::Ranking m_ranking;
    Ndcg::Ranking m_original;
    Ndcg::Settings m_settings;
    RankingDocument *m_settingsOwner = nullptr;
    std::optional<Ndcg::Breakdown> m_breakdown;
    QString m_error;
    QUndoStack *m_undoStack = nullptr;
};
