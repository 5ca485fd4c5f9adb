#pragma once

// Practice: a random ranking (4–7 grades of 0–3, a random k, linear or exponential gain), one
// question — DCG@k, IDCG@k or NDCG@k — and the student's answer checked to the rounding the
// question shows (three decimals: right when |answer − exact| ≤ 0.0005; an answer right to fewer
// decimals is told so and asked for the rest). Then the worked
// solution, one step per click, from the same step engine as the window's step-through, or
// the whole ranking opened in the window to step through there. The dialog sizes itself to its
// content at its font (the question, answer and feedback larger still), within its screen: the
// question on top is always in sight, the solution box at least six lines tall, and what does
// not fit scrolls; the buttons take more rows where one is too narrow for them.

#include "scenario.h"
#include "steps.h"

#include <QDialog>
#include <QRandomGenerator>

#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;
class QScrollArea;
class QTextBrowser;
class QVBoxLayout;

class PracticeDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Question { Dcg, Idcg, Ndcg };
    // FewerDecimals: right to the fewer decimals the answer gives ("0.86" for 0.8645 asked to
    // three): the answer equals the exact value rounded to its own number of decimals
    // (|answer − exact| ≤ ½·10^−d for an answer of d < decimals digits after the point), so it
    // rounded (or cut off where cutting agrees with rounding) and stopped early.
    enum class Verdict { Correct, Wrong, Unreadable, FewerDecimals };
    // The decimals the question asks for.
    static constexpr int decimals = 3;

    explicit PracticeDialog(QWidget *parent = nullptr);

    // A new random exercise; the same seed gives the same sequence of exercises.
    void setSeed(quint32 seed);
    void newExercise();
    // An exercise chosen by the caller (tests).
    void setExercise(const Ndcg::Scenario &scenario, Question question);

    const Ndcg::Scenario &scenario() const { return m_scenario; }
    Question question() const { return m_question; }
    // The exact value asked for.
    double exact() const { return m_exact; }
    // Checks an answer: "0.901", "0,901", " 7 ". Does not change the dialog.
    Verdict check(const QString &answer) const;
    // The digits after the decimal point (or comma) of an answer: "0.86" → 2, "7" → 0; -1 when
    // it is not a plain decimal number ("8.6e-1", "thirteen").
    static int givenDecimals(const QString &answer);
    // The steps of the worked solution and how many are shown.
    const QList<Ndcg::Step> &solution() const { return m_solution; }
    int solutionShown() const { return m_shown; }

    QLineEdit *answerField() const { return m_answer; }
    QLabel *questionLabel() const { return m_questionLabel; }
    QTextBrowser *solutionBox() const { return m_steps; }
    // The lines of the solution box's font it keeps at least.
    static constexpr int solutionLines = 6;
    QString questionText() const;
    QString feedbackText() const;
    // The worked solution shown so far as plain text: each step's sentence, then its formula.
    QString solutionText() const;
    // The likely mistake behind a wrong answer, found by the claim finder: "linear gain" when
    // the answer is what linear gain gives under the exercise's other conventions, or "DCG@5"
    // when it is the exercise's DCG@5 for an NDCG question. Translated; empty when no single
    // convention or quantity explains it.
    QString likelyMistake(const QString &answer) const;

public slots:
    void checkAnswer();
    // Shows the next step of the worked solution.
    void showNextStep();
    void retranslate();

signals:
    // "Step through in the window": the window loads the exercise and starts step-through.
    void stepThroughRequested(const Ndcg::Scenario &scenario);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void rebuild();
    // The question, answer and feedback at `larger` times the dialog's font, the solution at
    // 1.15 times.
    void followFont(double larger = 1.3);
    // The buttons in one row, or in more where one is too narrow for them at `width`.
    void placeButtons(int width);
    // The size the content asks for at the dialog's font, within the screen's available area.
    void sizeToContent();
    // The solution steps of the exercise, built (and translated) again.
    void buildSolution();
    void showSolution();
    void showFeedback();
    QString quantityName() const;
    QString quantityName(Question question) const;

    QRandomGenerator m_random;
    Ndcg::Scenario m_scenario;
    Question m_question = Question::Ndcg;
    double m_exact = 0.0;
    QList<Ndcg::Step> m_solution;
    int m_shown = 0;
    QLabel *m_questionLabel = nullptr;
    QLineEdit *m_answer = nullptr;
    QPushButton *m_check = nullptr;
    QLabel *m_feedback = nullptr;
    QPushButton *m_next = nullptr;
    QPushButton *m_window = nullptr;
    QPushButton *m_new = nullptr;
    QPushButton *m_close = nullptr;
    QTextBrowser *m_steps = nullptr;
    QScrollArea *m_scroll = nullptr;
    QWidget *m_content = nullptr;
    QVBoxLayout *m_buttons = nullptr; // rows of buttons
    bool m_sized = false;
    // The last checked answer and its verdict (shown again in another language).
    QString m_checkedAnswer;
    std::optional<Verdict> m_verdict;
};
