#pragma once

// The scene list (Lesson ▸ Show scene list): a dock at the left of the window, beside the
// workbench, apart from the side panels at the right (so that a scene can be edited while the
// swaps or conventions it shows are open). Above: the scenes (number, title, [?] for a
// question), reordered by drag and drop or Alt+↑/↓, renamed with F2, duplicated with Ctrl+D,
// deleted with Del; a double-click or Enter shows the scene in the window. Below: the current
// scene's editor: title, narration and presenter notes in English and Chinese, the question
// (kind, quantity, ranking, position, cutoff, tolerance, the swaps or conventions offered)
// with the answer the core computes for it, live, and "Update scene from view". Every change
// goes through the LessonDocument: one undo step each (typing into one text is one step). A
// question whose answer is undefined for its scene is refused with the core's reason, and the
// editor shows the scene's question as it was. Sizes come from the font: the interface scale
// reaches the panel like every widget.

#include <QWidget>

class LessonDocument;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QTableView;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class SceneListModel;

class SceneListPanel : public QWidget
{
    Q_OBJECT
public:
    explicit SceneListPanel(LessonDocument *document, QWidget *parent = nullptr);

    QTableView *list() const { return m_list; }
    SceneListModel *model() const { return m_model; }
    // The editor's parts (tests).
    QLineEdit *titleEdit(bool chinese) const { return chinese ? m_titleZh : m_titleEn; }
    QPlainTextEdit *narrationEdit(bool chinese) const
    {
        return chinese ? m_narrationZh : m_narrationEn;
    }
    QPlainTextEdit *notesEdit(bool chinese) const { return chinese ? m_notesZh : m_notesEn; }
    QCheckBox *questionBox() const { return m_hasQuestion; }
    QComboBox *kindBox() const { return m_kind; }
    QComboBox *quantityBox() const { return m_quantity; }
    QSpinBox *positionBox() const { return m_position; }
    // "Answer: 0.86455", or why a question was refused.
    QLabel *answerLabel() const { return m_answer; }

    // Rename (F2) the current scene: opens the list's editor on its row.
    void renameCurrent();
    void retranslate();

signals:
    // Double-click or Enter on a scene: show it in the window.
    void sceneActivated(int index);
    // "Update scene from view" for the current scene.
    void updateFromViewRequested(int index);

protected:
    void changeEvent(QEvent *event) override;

private:
    void showCurrent();
    void editText(QObject *editor);
    void editQuestion();
    void showQuestion(int index);
    void updateQuestionFields();
    void showAnswer(int index, const QString &refusal = {});

    LessonDocument *m_document;
    SceneListModel *m_model = nullptr;
    QTableView *m_list = nullptr;
    QWidget *m_editor = nullptr;
    QLabel *m_lessonTitleLabel = nullptr;
    QLineEdit *m_lessonTitleEn = nullptr;
    QLineEdit *m_lessonTitleZh = nullptr;
    QLabel *m_sceneHeading = nullptr;
    QLabel *m_titleLabel = nullptr;
    QLineEdit *m_titleEn = nullptr;
    QLineEdit *m_titleZh = nullptr;
    QLabel *m_narrationLabel = nullptr;
    QPlainTextEdit *m_narrationEn = nullptr;
    QPlainTextEdit *m_narrationZh = nullptr;
    QLabel *m_notesLabel = nullptr;
    QPlainTextEdit *m_notesEn = nullptr;
    QPlainTextEdit *m_notesZh = nullptr;
    QPushButton *m_updateFromView = nullptr;
    QPushButton *m_showScene = nullptr;
    QCheckBox *m_hasQuestion = nullptr;
    QLabel *m_kindLabel = nullptr;
    QComboBox *m_kind = nullptr;
    QLabel *m_quantityLabel = nullptr;
    QComboBox *m_quantity = nullptr;
    QLabel *m_rankingLabel = nullptr;
    QComboBox *m_ranking = nullptr;
    QLabel *m_positionLabel = nullptr;
    QSpinBox *m_position = nullptr;
    QLabel *m_cutoffLabel = nullptr;
    QSpinBox *m_cutoff = nullptr;
    QLabel *m_toleranceLabel = nullptr;
    QDoubleSpinBox *m_tolerance = nullptr;
    QLabel *m_swapsLabel = nullptr;
    QLineEdit *m_swaps = nullptr;
    QLabel *m_conventionLabel = nullptr;
    QComboBox *m_convention = nullptr;
    QLabel *m_conventionsLabel = nullptr;
    QLineEdit *m_conventions = nullptr;
    QLabel *m_answer = nullptr;
    bool m_updating = false; // the editor is being filled from the document: no edits
};
