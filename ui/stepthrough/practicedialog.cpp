#include "practicedialog.h"

#include "breakdownformat.h"
#include "claimfinder.h"
#include "notation.h"
#include "plurals.h"
#include "style/screenroom.h"
#include "style/theme.h"
#include "workbench/displayformat.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QTextBrowser>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

PracticeDialog::PracticeDialog(QWidget *parent)
    : QDialog(parent)
    , m_random(QRandomGenerator::global()->generate())
{
    setObjectName(QStringLiteral("practiceDialog"));
    // Projectable and zoomed with the window (View → Zoom, presenter mode): the dialog's text,
    // and its question, answer and feedback larger still (followFont()).
    auto *layout = new QVBoxLayout(this);
    // The question, the answer, the feedback and the solution scroll together where the screen
    // is too small for them: the question comes first, in sight whatever the font.
    m_scroll = new QScrollArea(this);
    m_scroll->setObjectName(QStringLiteral("practiceScroll"));
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setWidgetResizable(true);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_content = new QWidget(m_scroll);
    auto *content = new QVBoxLayout(m_content);
    content->setContentsMargins(0, 0, 0, 0);
    m_questionLabel = new QLabel(m_content);
    m_questionLabel->setObjectName(QStringLiteral("practiceQuestion"));
    m_questionLabel->setWordWrap(true);
    m_questionLabel->setTextFormat(Qt::RichText);
    content->addWidget(m_questionLabel);

    auto *answerRow = new QHBoxLayout;
    m_answer = new QLineEdit(m_content);
    m_answer->setAccessibleName(tr("Your answer"));
    m_answer->setObjectName(QStringLiteral("practiceAnswer"));
    m_check = new QPushButton(m_content);
    m_check->setDefault(true);
    answerRow->addWidget(m_answer, 1);
    answerRow->addWidget(m_check);
    content->addLayout(answerRow);
    m_feedback = new QLabel(m_content);
    m_feedback->setObjectName(QStringLiteral("practiceFeedback"));
    m_feedback->setWordWrap(true);
    content->addWidget(m_feedback);

    // Rich text, not list items: a step's sentence and its formula wrap whole in any language
    // (list items elided the formula line of a Chinese sentence to "…").
    m_steps = new QTextBrowser(m_content);
    m_steps->setObjectName(QStringLiteral("practiceSolution"));
    m_steps->setOpenLinks(false);
    content->addWidget(m_steps, 1);
    m_scroll->setWidget(m_content);
    layout->addWidget(m_scroll, 1);

    m_buttons = new QVBoxLayout;
    m_next = new QPushButton(this);
    m_window = new QPushButton(this);
    m_new = new QPushButton(this);
    m_close = new QPushButton(this);
    layout->addLayout(m_buttons);
    followFont();

    connect(m_check, &QPushButton::clicked, this, &PracticeDialog::checkAnswer);
    connect(m_answer, &QLineEdit::returnPressed, this, &PracticeDialog::checkAnswer);
    connect(m_next, &QPushButton::clicked, this, &PracticeDialog::showNextStep);
    connect(
        m_window, &QPushButton::clicked, this, [this] { emit stepThroughRequested(m_scenario); });
    connect(m_new, &QPushButton::clicked, this, &PracticeDialog::newExercise);
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    newExercise();
    placeButtons(60 * QFontInfo(font()).pixelSize());
}

void PracticeDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        placeButtons(width());
    }
    QDialog::changeEvent(event);
    if (event->type() == QEvent::FontChange && m_steps) { // (not while it is being built)
        followFont();
        if (isVisible())
            sizeToContent();
        else
            m_sized = false;
    }
}

void PracticeDialog::showEvent(QShowEvent *event)
{
    // The first time, and after a change of font while hidden: sized to the content (later the
    // size the user gave it stays).
    if (!m_sized)
        sizeToContent();
    QDialog::showEvent(event);
}

void PracticeDialog::followFont(double larger)
{
    const auto scaled = [this](double factor) {
        QFont font = this->font();
        if (font.pointSizeF() > 0)
            font.setPointSizeF(font.pointSizeF() * factor);
        else
            font.setPixelSize(std::max(1, int(std::lround(font.pixelSize() * factor))));
        return font;
    };
    for (QWidget *widget : {static_cast<QWidget *>(m_questionLabel),
             static_cast<QWidget *>(m_answer), static_cast<QWidget *>(m_feedback)})
        widget->setFont(scaled(larger));
    m_steps->setFont(scaled(1.15));
    m_steps->setMinimumHeight(solutionLines * m_steps->fontMetrics().lineSpacing()
        + 2 * m_steps->frameWidth() + int(2 * m_steps->document()->documentMargin()));
}

void PracticeDialog::placeButtons(int width)
{
    // One row (the solution's two on the left, the exercise's two on the right) where they fit,
    // else as many a row as fit, in their order.
    const QList<QPushButton *> buttons {m_next, m_window, m_new, m_close};
    while (QLayoutItem *item = m_buttons->takeAt(0)) {
        if (QLayout *row = item->layout()) {
            while (QLayoutItem *button = row->takeAt(0))
                delete button;
        }
        delete item;
    }
    const QMargins margins = layout()->contentsMargins();
    const int spacing = std::max(0, m_buttons->spacing());
    const int room = width - margins.left() - margins.right();
    const auto wide = [](QPushButton *button) { return button->sizeHint().width(); };
    const int em = QFontInfo(font()).pixelSize();
    auto *row = new QHBoxLayout;
    m_buttons->addLayout(row);
    if (wide(m_next) + wide(m_window) + wide(m_new) + wide(m_close) + 3 * spacing + em <= room) {
        row->addWidget(m_next);
        row->addWidget(m_window);
        row->addStretch(1);
        row->addWidget(m_new);
        row->addWidget(m_close);
        return;
    }
    int used = 0;
    for (QPushButton *button : buttons) {
        if (row->count() > 0 && used + spacing + wide(button) > room) {
            row = new QHBoxLayout;
            m_buttons->addLayout(row);
            used = 0;
        }
        used += (row->count() > 0 ? spacing : 0) + wide(button);
        row->addWidget(button);
    }
}

void PracticeDialog::sizeToContent()
{
    m_sized = true;
    const QSize room = ScreenRoom::room(this);
    const int maxWidth = room.width();
    const int maxHeight = room.height();
    const int em = QFontInfo(font()).pixelSize();
    const int width = std::min(maxWidth, 60 * em);
    placeButtons(width);
    QLayout *outer = layout();
    outer->activate(); // the least size of the buttons' rows, before resize() is held to it
    const QMargins margins = outer->contentsMargins();
    const int inner = width - margins.left() - margins.right();
    const int scrollBar = m_scroll->verticalScrollBar()->sizeHint().width();
    // The question larger than the rest, unless that would take more than half the screen's
    // height (a large font on a small screen): then as large as the rest, and whole in sight.
    followFont(1.3);
    if (m_questionLabel->heightForWidth(inner - scrollBar) > maxHeight / 2)
        followFont(1.0);
    // The content as tall as it asks at the width it has (with a scroll bar, if it must).
    int content = m_content->heightForWidth(inner);
    if (content < 0)
        content = m_content->sizeHint().height();
    const int buttons = m_buttons->sizeHint().height();
    const int wanted = margins.top() + content + outer->spacing() + buttons + margins.bottom();
    if (wanted > maxHeight)
        content = m_content->heightForWidth(inner - scrollBar);
    const int height = std::min(
        maxHeight, margins.top() + content + outer->spacing() + buttons + margins.bottom());
    resize(width, height);
    ScreenRoom::keepOnScreen(this);
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
    m_shown = 0;
    m_verdict.reset();
    m_checkedAnswer.clear();
    buildSolution();
    m_answer->clear();
    m_feedback->clear();
    m_steps->clear();
    rebuild();
    m_answer->setFocus();
}

void PracticeDialog::buildSolution()
{
    m_solution.clear();
    m_exact = 0.0;
    const auto b = Ndcg::explain(m_scenario.a, m_scenario.settings);
    if (b) {
        m_exact = m_question == Question::Dcg ? b->dcg
            : m_question == Question::Idcg    ? b->idcg
                                              : b->ndcg.value_or(0.0);
        // The steps' sentences are translated when they are built.
        // Their numbers as the window writes them (as the step-through's).
        Ndcg::StepOptions options;
        options.numbers = DisplayFormat::stepNumbers();
        const Ndcg::StepSequence seq = Ndcg::buildSteps(*b, m_scenario.a, options);
        for (const Ndcg::Step &step : seq.steps) {
            const bool actual = step.kind != Ndcg::StepKind::IdealOrder
                && step.kind != Ndcg::StepKind::IdealTerm && step.kind != Ndcg::StepKind::Idcg
                && step.kind != Ndcg::StepKind::Ndcg;
            const bool ideal = step.kind == Ndcg::StepKind::IdealOrder
                || step.kind == Ndcg::StepKind::IdealTerm || step.kind == Ndcg::StepKind::Idcg;
            if (m_question == Question::Ndcg || (m_question == Question::Dcg && actual)
                || (m_question == Question::Idcg && ideal))
                m_solution.append(step);
        }
    }
    m_shown = std::min(m_shown, int(m_solution.size()));
}

QString PracticeDialog::quantityName() const
{
    return quantityName(m_question);
}

QString PracticeDialog::quantityName(Question question) const
{
    const QString k = QString::number(m_scenario.settings.cutoff);
    switch (question) {
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
    // The solution's sentences, the feedback and the buttons in the language shown now.
    m_answer->setAccessibleName(tr("Your answer"));
    buildSolution();
    rebuild();
    showSolution();
    showFeedback();
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
              .arg(Ndcg::joinList(grades));
    text += tr("Conventions: %1; the ideal ordering sorts these grades (no other judged items).")
                .arg(Ndcg::definitionLine(m_scenario.settings, k, int(grades.size()))
                         .toHtmlEscaped());
    text += QStringLiteral("<br><br>")
        + tr("Compute <b>%1</b>, rounded to %n decimal(s).", nullptr, decimals).arg(quantityName());
    m_questionLabel->setText(text);
    // No example number: any one could be the answer of the example open in the window
    // (0.901 is NDCG@5 of the prose example), shown while its answers are hidden.
    m_answer->setPlaceholderText(tr("Your answer: a number"));
    m_check->setText(tr("&Check"));
    m_next->setText(m_shown == 0 ? tr("Show the &solution") : tr("&Next step"));
    m_next->setEnabled(m_shown < m_solution.size());
    m_window->setText(tr("Step through in the &window"));
    m_new->setText(tr("N&ew exercise"));
    m_close->setText(tr("Cl&ose"));
}

QString PracticeDialog::questionText() const
{
    return QTextDocumentFragment::fromHtml(m_questionLabel->text()).toPlainText();
}

QString PracticeDialog::feedbackText() const
{
    return m_feedback->text();
}

QString PracticeDialog::solutionText() const
{
    return m_steps->toPlainText();
}

PracticeDialog::Verdict PracticeDialog::check(const QString &answer) const
{
    QString text = answer.trimmed();
    text.replace(QLatin1Char(','), QLatin1Char('.'));
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (!ok || !std::isfinite(value))
        return Verdict::Unreadable;
    const auto rightTo = [&](int places) {
        return std::abs(value - m_exact) <= 0.5 * std::pow(10.0, -places) + 1e-12;
    };
    if (rightTo(decimals))
        return Verdict::Correct;
    const int given = givenDecimals(text);
    return given >= 0 && given < decimals && rightTo(given) ? Verdict::FewerDecimals
                                                            : Verdict::Wrong;
}

int PracticeDialog::givenDecimals(const QString &answer)
{
    QString text = answer.trimmed();
    text.replace(QLatin1Char(','), QLatin1Char('.'));
    // Digits with at most one point, and at least one digit.
    static const QRegularExpression plain(
        QStringLiteral("^[+-]?(?=\\.?[0-9])[0-9]*(?:\\.([0-9]*))?$"));
    const QRegularExpressionMatch match = plain.match(text);
    return match.hasMatch() ? int(match.capturedLength(1)) : -1;
}

namespace {

QString gainPhrase(Ndcg::Gain gain)
{
    switch (gain) {
    case Ndcg::Gain::Linear:
        return PracticeDialog::tr("linear gain");
    case Ndcg::Gain::Exponential:
        return PracticeDialog::tr("exponential gain");
    default:
        return PracticeDialog::tr("the gain map");
    }
}

} // namespace

QString PracticeDialog::likelyMistake(const QString &answer) const
{
    QString text = answer.trimmed();
    text.replace(QLatin1Char(','), QLatin1Char('.'));
    const Ndcg::Settings &s = m_scenario.settings;
    const int k = s.cutoff;
    const auto claimOf
        = [&text](Ndcg::ClaimQuantity quantity) { return Ndcg::parseClaim(text, quantity); };
    const Ndcg::ClaimQuantity asked = m_question == Question::Dcg ? Ndcg::ClaimQuantity::Dcg
        : m_question == Question::Idcg                            ? Ndcg::ClaimQuantity::Idcg
                                                                  : Ndcg::ClaimQuantity::Ndcg;
    const Ndcg::Result<Ndcg::Claim> claim = claimOf(asked);
    if (!claim)
        return {};
    // Another quantity of this very exercise: DCG@k typed for NDCG@k, and so on.
    if (const auto b = Ndcg::explain(m_scenario.a, s)) {
        const std::pair<Question, std::optional<double>> others[]
            = {{Question::Dcg, b->dcg}, {Question::Idcg, b->idcg}, {Question::Ndcg, b->ndcg}};
        for (const auto &[question, value] : others) {
            if (question != m_question && value
                && std::abs(*value - claim->value) <= claim->tolerance + 1e-12)
                return tr("your %1 is %2, not %3")
                    .arg(answer.trimmed(), quantityName(question), quantityName());
        }
    }
    // One convention away from the exercise's: the claim finder lists every convention that
    // gives the answer; the one that differs in the fewest ways names the mistake.
    const Ndcg::Result<Ndcg::ClaimSearch> search = Ndcg::findConventions(m_scenario.a, *claim);
    if (!search)
        return {};
    QStringList best;
    for (const Ndcg::ClaimMatch &match : search->matches) {
        const Ndcg::Settings &m = match.settings;
        if (match.fromZeroIdcgRule || (!match.idealEither && m.idealSource != s.idealSource))
            continue;
        QStringList differences;
        if (!match.gainEither && m.gain != s.gain)
            differences << gainPhrase(m.gain);
        const bool discountDiffers = m.discount != s.discount
            || (m.discount != Ndcg::Discount::None && !match.anyLogBase && m.logBase != s.logBase);
        if (discountDiffers)
            differences << tr("the discount %1").arg(Ndcg::Notation::discountExpression(m));
        const bool kMatches = k >= match.kFrom && (k <= match.kTo || match.kReachesAll);
        if (!kMatches)
            differences << (match.kFrom == match.kTo
                    ? tr("k = %1").arg(match.kFrom)
                    : tr("k = %1 to %2").arg(match.kFrom).arg(match.kTo));
        if (differences.isEmpty() || differences.size() > 2)
            continue;
        if (best.isEmpty() || differences.size() < best.size())
            best = differences;
    }
    if (best.isEmpty())
        return {};
    // The convention is Chinese or Latin text ("线性增益", "k = 3"): spaced as it meets the
    // sentence.
    return Ndcg::argSpaced(
        tr("your %1 is what %2 gives").arg(answer.trimmed(), QStringLiteral("%1")),
        best.join(tr(" and ")));
}

void PracticeDialog::checkAnswer()
{
    m_checkedAnswer = m_answer->text();
    m_verdict = check(m_checkedAnswer);
    showFeedback();
}

void PracticeDialog::showFeedback()
{
    if (!m_solution.isEmpty() && m_shown == m_solution.size()) {
        m_feedback->setText(
            tr("Solution: %1 = %2.").arg(quantityName(), QString::number(m_exact, 'f', decimals)));
        return;
    }
    if (!m_verdict) {
        m_feedback->clear();
        return;
    }
    const QString exact = QString::number(m_exact, 'f', decimals);
    switch (*m_verdict) {
    case Verdict::Correct:
        m_feedback->setText(tr("✓ Right: %1 = %2.").arg(quantityName(), exact));
        break;
    case Verdict::Wrong: {
        const QString mistake = likelyMistake(m_checkedAnswer);
        if (!mistake.isEmpty())
            m_feedback->setText(tr("✗ Not quite: %1. Show the solution step by step to see "
                                   "where it differs.")
                                    .arg(mistake));
        else
            m_feedback->setText(tr("✗ Not quite. Check your terms against %n decimal(s), or show "
                                   "the solution step by step.",
                nullptr, decimals));
        break;
    }
    case Verdict::Unreadable:
        m_feedback->setText(tr("Type a number: digits, with a decimal point or comma."));
        break;
    case Verdict::FewerDecimals: {
        const int given = givenDecimals(m_checkedAnswer);
        m_feedback->setText(given == 0
                ? tr("Right as a whole number; give %n decimal(s).", nullptr, decimals)
                : tr("Right to %n decimal(s); give %1.", nullptr, given).arg(decimals));
        break;
    }
    }
}

void PracticeDialog::showNextStep()
{
    if (m_shown >= m_solution.size())
        return;
    ++m_shown;
    showSolution();
    // Where the dialog scrolls (a large font on a small screen): the solution asked for in sight.
    m_scroll->ensureWidgetVisible(m_steps, 0, 0);
    if (m_shown == m_solution.size())
        showFeedback();
    rebuild();
}

void PracticeDialog::showSolution()
{
    QString html;
    for (int i = 0; i < m_shown && i < m_solution.size(); ++i) {
        const Ndcg::Step &step = m_solution[i];
        html += QStringLiteral("<p style=\"margin:0 0 10px 0\"><b>%1.</b> %2<br>"
                               "&nbsp;&nbsp;&nbsp;&nbsp;%3</p>")
                    .arg(i + 1)
                    .arg(step.narration.toHtmlEscaped(), step.formula.toHtmlEscaped());
    }
    m_steps->setHtml(html);
    m_steps->verticalScrollBar()->setValue(m_steps->verticalScrollBar()->maximum());
}
