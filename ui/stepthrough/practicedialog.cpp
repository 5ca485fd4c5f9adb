#include "practicedialog.h"

#include "breakdownformat.h"
#include "workbench/displayformat.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

#include <cmath>

PracticeDialog::PracticeDialog(QWidget *parent)
    : QDialog(parent)
    , m_random(QRandomGenerator::global()->generate())
{
    setObjectName(QStringLiteral("practiceDialog"));
    auto *layout = new QVBoxLayout(this);
    m_questionLabel = new QLabel(this);
    m_questionLabel->setObjectName(QStringLiteral("practiceQuestion"));
    m_questionLabel->setWordWrap(true);
    m_questionLabel->setTextFormat(Qt::RichText);
    QFont big = m_questionLabel->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    m_questionLabel->setFont(big);
    layout->addWidget(m_questionLabel);

    auto *answerRow = new QHBoxLayout;
    m_answer = new QLineEdit(this);
    m_answer->setObjectName(QStringLiteral("practiceAnswer"));
    m_answer->setFont(big);
    m_check = new QPushButton(this);
    m_check->setDefault(true);
    answerRow->addWidget(m_answer, 1);
    answerRow->addWidget(m_check);
    layout->addLayout(answerRow);
    m_feedback = new QLabel(this);
    m_feedback->setObjectName(QStringLiteral("practiceFeedback"));
    m_feedback->setWordWrap(true);
    m_feedback->setFont(big);
    layout->addWidget(m_feedback);

    m_steps = new QListWidget(this);
    m_steps->setObjectName(QStringLiteral("practiceSolution"));
    m_steps->setWordWrap(true);
    layout->addWidget(m_steps, 1);

    auto *buttons = new QHBoxLayout;
    m_next = new QPushButton(this);
    m_window = new QPushButton(this);
    m_new = new QPushButton(this);
    m_close = new QPushButton(this);
    buttons->addWidget(m_next);
    buttons->addWidget(m_window);
    buttons->addStretch(1);
    buttons->addWidget(m_new);
    buttons->addWidget(m_close);
    layout->addLayout(buttons);

    connect(m_check, &QPushButton::clicked, this, &PracticeDialog::checkAnswer);
    connect(m_answer, &QLineEdit::returnPressed, this, &PracticeDialog::checkAnswer);
    connect(m_next, &QPushButton::clicked, this, &PracticeDialog::showNextStep);
    connect(
        m_window, &QPushButton::clicked, this, [this] { emit stepThroughRequested(m_scenario); });
    connect(m_new, &QPushButton::clicked, this, &PracticeDialog::newExercise);
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    resize(720, 560);
    newExercise();
}

void PracticeDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void PracticeDialog::setSeed(quint32 seed)
{
    m_random.seed(seed);
    newExercise();
}

void PracticeDialog::newExercise()
{
    Ndcg::Scenario s;
    const int n = int(m_random.bounded(4, 8));
    bool relevant = false;
    for (int i = 0; i < n; ++i) {
        const double grade = double(m_random.bounded(0, 4));
        relevant = relevant || grade > 0;
        s.a.items.append(Ndcg::Item {grade, QStringLiteral("d%1").arg(i + 1), std::nullopt});
    }
    if (!relevant)
        s.a.items[int(m_random.bounded(0, n))].grade = 2;
    s.settings.gain = m_random.bounded(2) == 0 ? Ndcg::Gain::Exponential : Ndcg::Gain::Linear;
    s.settings.cutoff = int(m_random.bounded(3, n + 1));
    s.settings.idealSource = Ndcg::IdealSource::List;
    setExercise(s, Question(m_random.bounded(3)));
}

void PracticeDialog::setExercise(const Ndcg::Scenario &scenario, Question question)
{
    m_scenario = scenario;
    m_question = question;
    m_solution.clear();
    m_shown = 0;
    m_exact = 0.0;
    const auto b = Ndcg::explain(scenario.a, scenario.settings);
    if (b) {
        m_exact = question == Question::Dcg ? b->dcg
            : question == Question::Idcg    ? b->idcg
                                            : b->ndcg.value_or(0.0);
        const Ndcg::StepSequence seq = Ndcg::buildSteps(*b, scenario.a);
        for (const Ndcg::Step &step : seq.steps) {
            const bool actual = step.kind != Ndcg::StepKind::IdealOrder
                && step.kind != Ndcg::StepKind::IdealTerm && step.kind != Ndcg::StepKind::Idcg
                && step.kind != Ndcg::StepKind::Ndcg;
            const bool ideal = step.kind == Ndcg::StepKind::IdealOrder
                || step.kind == Ndcg::StepKind::IdealTerm || step.kind == Ndcg::StepKind::Idcg;
            if (question == Question::Ndcg || (question == Question::Dcg && actual)
                || (question == Question::Idcg && ideal))
                m_solution.append(step);
        }
    }
    m_answer->clear();
    m_feedback->clear();
    m_steps->clear();
    rebuild();
    m_answer->setFocus();
}

QString PracticeDialog::quantityName() const
{
    const QString k = QString::number(m_scenario.settings.cutoff);
    switch (m_question) {
    case Question::Dcg:
        return QStringLiteral("DCG@") + k;
    case Question::Idcg:
        return QStringLiteral("IDCG@") + k;
    case Question::Ndcg:
        return QStringLiteral("NDCG@") + k;
    }
    return {};
}

void PracticeDialog::retranslate()
{
    rebuild();
}

void PracticeDialog::rebuild()
{
    setWindowTitle(tr("Practice"));
    QStringList grades;
    for (const Ndcg::Item &item : m_scenario.a.items)
        grades << DisplayFormat::grade(item.grade);
    const int k = m_scenario.settings.cutoff;
    QString text = tr("A system returned results with these grades, in rank order:")
        + QStringLiteral("<br><b style=\"font-size:x-large\">%1</b><br>")
              .arg(grades.join(QStringLiteral(", ")));
    text += tr("Conventions: %1; the ideal ordering sorts these grades (no other judged items).")
                .arg(Ndcg::definitionLine(m_scenario.settings, k, int(grades.size()))
                         .toHtmlEscaped());
    text += QStringLiteral("<br><br>")
        + tr("Compute <b>%1</b>, rounded to %n decimal(s).", nullptr, decimals).arg(quantityName());
    m_questionLabel->setText(text);
    m_answer->setPlaceholderText(tr("Your answer, e.g. 0.901"));
    m_check->setText(tr("&Check"));
    m_next->setText(m_shown == 0 ? tr("Show the &solution") : tr("&Next step"));
    m_next->setEnabled(m_shown < m_solution.size());
    m_window->setText(tr("Step through in the &window"));
    m_new->setText(tr("N&ew exercise"));
    m_close->setText(tr("Clo&se"));
}

QString PracticeDialog::questionText() const
{
    return QTextDocumentFragment::fromHtml(m_questionLabel->text()).toPlainText();
}

QString PracticeDialog::feedbackText() const
{
    return m_feedback->text();
}

PracticeDialog::Verdict PracticeDialog::check(const QString &answer) const
{
    QString text = answer.trimmed();
    text.replace(QLatin1Char(','), QLatin1Char('.'));
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (!ok || !std::isfinite(value))
        return Verdict::Unreadable;
    const double half = 0.5 * std::pow(10.0, -decimals);
    return std::abs(value - m_exact) <= half + 1e-12 ? Verdict::Correct : Verdict::Wrong;
}

void PracticeDialog::checkAnswer()
{
    const QString exact = QString::number(m_exact, 'f', decimals);
    switch (check(m_answer->text())) {
    case Verdict::Correct:
        m_feedback->setText(tr("✓ Right: %1 = %2.").arg(quantityName(), exact));
        break;
    case Verdict::Wrong:
        m_feedback->setText(tr("✗ Not quite. Check your terms against %n decimal(s), or show "
                               "the solution step by step.",
            nullptr, decimals));
        break;
    case Verdict::Unreadable:
        m_feedback->setText(tr("Type a number, e.g. 0.901."));
        break;
    }
}

void PracticeDialog::showNextStep()
{
    if (m_shown >= m_solution.size())
        return;
    const Ndcg::Step &step = m_solution[m_shown++];
    auto *item = new QListWidgetItem(
        QStringLiteral("%1. %2\n    %3").arg(m_shown).arg(step.narration, step.formula), m_steps);
    m_steps->scrollToItem(item);
    if (m_shown == m_solution.size())
        m_feedback->setText(
            tr("Solution: %1 = %2.").arg(quantityName(), QString::number(m_exact, 'f', decimals)));
    rebuild();
}
