#include "lessonbanner.h"

#include "lessonprogressstrip.h"
#include "style/interfacescale.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

LessonBanner::LessonBanner(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("lessonBanner"));
    auto *layout = new QVBoxLayout(this);
    const int margin = InterfaceScale::px(8);
    layout->setContentsMargins(margin, InterfaceScale::px(4), margin, InterfaceScale::px(4));
    layout->setSpacing(InterfaceScale::px(3));
    auto label = [this](const char *name) {
        auto *l = new QLabel(this);
        l->setObjectName(QLatin1String(name));
        l->setWordWrap(true);
        l->setTextFormat(Qt::PlainText);
        l->setTextInteractionFlags(Qt::NoTextInteraction);
        l->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
        l->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        return l;
    };
    // Every line the room does not need is one more row of the table in sight: the title
    // shares its line with the strip, the question with its answer.
    m_title = label("lessonSceneTitle");
    m_strip = new LessonProgressStrip(this);
    auto *top = new QHBoxLayout;
    top->setSpacing(InterfaceScale::px(12));
    top->addWidget(m_title, 3);
    top->addWidget(m_strip, 2, Qt::AlignVCenter);
    layout->addLayout(top);
    m_narrations = {label("lessonNarration"), label("lessonNarration2")};
    for (QLabel *l : std::as_const(m_narrations))
        layout->addWidget(l);
    m_question = label("lessonQuestion");
    m_answer = label("lessonAnswer");
    auto *bottom = new QHBoxLayout;
    bottom->setSpacing(InterfaceScale::px(12));
    bottom->addWidget(m_question, 3);
    bottom->addWidget(m_answer, 2);
    layout->addLayout(bottom);
    applyFonts();
    setScene({}, {}, {}, {});
}

void LessonBanner::setScene(const QString &title, const QStringList &narrations,
    const QString &question, const QString &answer)
{
    m_title->setText(title);
    m_title->setVisible(!title.isEmpty());
    for (int i = 0; i < m_narrations.size(); ++i) {
        m_narrations[i]->setText(narrations.value(i));
        m_narrations[i]->setVisible(!narrations.value(i).isEmpty());
    }
    m_question->setText(question);
    m_question->setVisible(!question.isEmpty());
    m_answer->setText(answer);
    m_answer->setVisible(!answer.isEmpty());
    updateGeometry();
}

QString LessonBanner::title() const
{
    return m_title->text();
}

QString LessonBanner::narration() const
{
    QStringList lines;
    for (const QLabel *l : m_narrations) {
        if (!l->text().isEmpty())
            lines.append(l->text());
    }
    return lines.join(QLatin1Char('\n'));
}

QString LessonBanner::question() const
{
    return m_question->text();
}

QString LessonBanner::answer() const
{
    return m_answer->text();
}

int LessonBanner::heightForWidth(int width) const
{
    return layout()->totalHeightForWidth(width);
}

void LessonBanner::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        applyFonts();
    QWidget::changeEvent(event);
}

void LessonBanner::applyFonts()
{
    // Relative to the banner's own font, which follows the interface scale and the zoom.
    // The narration is what the room reads: larger than the body text, as the step-through's.
    m_title->setFont(InterfaceScale::relative(font(), 1.4, true));
    m_question->setFont(InterfaceScale::relative(font(), 1.15, true));
    for (QLabel *l : std::as_const(m_narrations))
        l->setFont(InterfaceScale::relative(font(), 1.2));
    m_answer->setFont(InterfaceScale::relative(font(), 1.15));
    m_strip->setFont(InterfaceScale::relative(font(), 0.85));
    // A wrapped label's least height is one line: the banner is as tall as its text at its
    // width (heightForWidth()), never the sum of each label's own guess.
    for (QLabel *l : {m_title, m_narrations[0], m_narrations[1], m_question, m_answer})
        l->setMinimumHeight(l->fontMetrics().lineSpacing());
    updateGeometry();
    emit fontsChanged();
}
