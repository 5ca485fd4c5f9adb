#pragma once

// The undo commands of the lesson's authoring: each calls LessonDocument's plain setters.
// Repeated edits of one text of one scene merge (typing a narration is one undo step).

#include "lessondocument.h"

#include <QUndoCommand>

// A scene inserted: added from the view, inserted, duplicated.
class InsertSceneCommand : public QUndoCommand
{
public:
    InsertSceneCommand(
        LessonDocument *document, int index, const Ndcg::Scene &scene, const QString &text);
    void undo() override;
    void redo() override;

private:
    LessonDocument *m_document;
    int m_index;
    Ndcg::Scene m_scene;
    int m_currentBefore;
};

// A scene deleted.
class RemoveSceneCommand : public QUndoCommand
{
public:
    RemoveSceneCommand(LessonDocument *document, int index);
    void undo() override;
    void redo() override;

private:
    LessonDocument *m_document;
    int m_index;
    Ndcg::Scene m_scene;
};

// A scene moved (drag and drop, Alt+↑/↓).
class MoveSceneCommand : public QUndoCommand
{
public:
    MoveSceneCommand(LessonDocument *document, int from, int to);
    void undo() override;
    void redo() override;

private:
    LessonDocument *m_document;
    int m_from;
    int m_to;
};

// A scene replaced by an edited copy: a text, the question, the view. Text edits of the same
// text of the same scene merge.
class EditSceneCommand : public QUndoCommand
{
public:
    // `field` ≥ 0: a LessonDocument::TextField (mergeable); −1: anything else.
    EditSceneCommand(LessonDocument *document, int index, const Ndcg::Scene &after,
        const QString &text, int field = -1);
    void undo() override;
    void redo() override;
    int id() const override { return m_field >= 0 ? 1 : -1; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    LessonDocument *m_document;
    int m_index;
    int m_field;
    Ndcg::Scene m_before;
    Ndcg::Scene m_after;
};

// The lesson's title changed.
class SetLessonTitleCommand : public QUndoCommand
{
public:
    SetLessonTitleCommand(LessonDocument *document, const Ndcg::LocalizedText &after);
    void undo() override;
    void redo() override;
    int id() const override { return 2; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    LessonDocument *m_document;
    Ndcg::LocalizedText m_before;
    Ndcg::LocalizedText m_after;
};
