#include "stepthroughpanel.h"

#include "plurals.h"
#include "stepthroughmovesview.h"
#include "style/interfacescale.h"
#include "style/okabeito.h"
#include "style/theme.h"
#include "textfigurespanel.h"
#include "workbench/announce.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyle>
#include <QTextDocumentFragment>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace {

// Seconds between steps for each entry of the speed box.
constexpr int speeds[] = {3000, 2000, 1200, 700};

} // namespace

StepThroughPanel::StepThroughPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("stepThroughPanel"));
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(8, 4, 8, 4);
    grid->setHorizontalSpacing(12);
    grid->setVerticalSpacing(0);

    auto *controls = new QHBoxLayout;
    controls->setSpacing(4);
    // Standard media icons: the ⏮ ⏭ glyphs are missing from many fonts.
    auto button = [this, controls](QStyle::StandardPixmap icon, const char *name) {
        auto *b = new QToolButton(this);
        b->setObjectName(QLatin1String(name));
        b->setIcon(style()->standardIcon(icon));
        b->setAutoRaise(false);
        b->setFocusPolicy(Qt::NoFocus); // the keys stay with the window's step shortcuts
        controls->addWidget(b);
        return b;
    };
    m_first = button(QStyle::SP_MediaSkipBackward, "stepFirstButton");
    m_previous = button(QStyle::SP_MediaSeekBackward, "stepPreviousButton");
    m_next = button(QStyle::SP_MediaSeekForward, "stepNextButton");
    m_last = button(QStyle::SP_MediaSkipForward, "stepLastButton");
    m_play = button(QStyle::SP_MediaPlay, "stepPlayButton");
    m_speed = new QComboBox(this);
    m_speed->setObjectName(QStringLiteral("stepSpeed"));
    m_speed->setFocusPolicy(Qt::NoFocus);
    controls->addWidget(m_speed);
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setObjectName(QStringLiteral("stepSlider"));
    m_slider->setFocusPolicy(Qt::NoFocus);
    m_slider->setPageStep(5);
    controls->addWidget(m_slider, 1);
    m_position = new QLabel(this);
    m_position->setObjectName(QStringLiteral("stepPosition"));
    controls->addWidget(m_position);
    m_coarse = new QCheckBox(this);
    m_coarse->setObjectName(QStringLiteral("stepCoarse"));
    m_coarse->setFocusPolicy(Qt::NoFocus);
    controls->addWidget(m_coarse);
    m_close = button(QStyle::SP_DialogCloseButton, "stepCloseButton");
    // The controls across the strip; below them the narration and, beside it, the reordering
    // (the controls beside the reordering made the strip wider than a 1024-pixel projector,
    // which cut the narration and the missed items off at the right).
    grid->addLayout(controls, 0, 0, 1, 2);

    m_narration = new QLabel(this);
    m_narration->setObjectName(QStringLiteral("stepNarration"));
    m_narration->setWordWrap(true);
    m_narration->setTextFormat(Qt::PlainText);
    m_narration->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_narration->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_formula = new QLabel(this);
    m_formula->setObjectName(QStringLiteral("stepFormula"));
    m_formula->setWordWrap(true);
    m_formula->setTextFormat(Qt::PlainText);
    m_formula->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_formula->setTextInteractionFlags(Qt::TextSelectableByMouse);
    const auto formulaColours = [formula = m_formula] {
        formula->setStyleSheet(
            QStringLiteral(
                "color: %1; background: %2; border-left: 4px solid %3; padding: 2px 8px;")
                .arg(Theme::ink().name(), Theme::stepBand().name(), Theme::rule().name()));
    };
    formulaColours();
    connect(Theme::instance(), &Theme::changed, m_formula, formulaColours);
    // The text's figure at this step, and the source text it comes from.
    m_textFigures = new QLabel(this);
    m_textFigures->setObjectName(QStringLiteral("stepTextFigures"));
    m_textFigures->setWordWrap(true);
    m_textFigures->setTextFormat(Qt::RichText);
    m_textFigures->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_textFigures->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_textFigures->hide();
    m_source = new QLabel(this);
    m_source->setObjectName(QStringLiteral("stepSource"));
    m_source->setWordWrap(true);
    m_source->setTextFormat(Qt::RichText);
    m_source->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_source->hide();
    auto *text = new QVBoxLayout;
    text->setSpacing(4);
    text->addWidget(m_narration);
    text->addWidget(m_formula);
    text->addWidget(m_textFigures);
    text->addWidget(m_source);
    text->addStretch(1);
    grid->addLayout(text, 1, 0);
    m_moves = new StepThroughMovesView(this);
    grid->addWidget(m_moves, 1, 1);
    grid->setColumnStretch(0, 5);
    grid->setColumnStretch(1, 4);

    connect(m_first, &QToolButton::clicked, this, &StepThroughPanel::firstRequested);
    connect(m_previous, &QToolButton::clicked, this, &StepThroughPanel::previousRequested);
    connect(m_next, &QToolButton::clicked, this, &StepThroughPanel::nextRequested);
    connect(m_last, &QToolButton::clicked, this, &StepThroughPanel::lastRequested);
    connect(m_play, &QToolButton::clicked, this, &StepThroughPanel::playToggled);
    connect(m_close, &QToolButton::clicked, this, &StepThroughPanel::closeRequested);
    connect(m_slider, &QSlider::valueChanged, this, &StepThroughPanel::stepRequested);
    connect(m_coarse, &QCheckBox::toggled, this, &StepThroughPanel::coarseToggled);
    connect(m_speed, &QComboBox::currentIndexChanged, this,
        [this] { emit intervalChanged(interval()); });
    retranslate();
    m_speed->setCurrentIndex(1);
    applyFonts();
}

void StepThroughPanel::retranslate()
{
    // Icon buttons: a name for a screen reader, the shortcut in the description (as in the tip).
    const auto describe = [](QToolButton *button, const QString &name, const QString &tip) {
        button->setToolTip(tip);
        button->setAccessibleName(name);
        button->setAccessibleDescription(tip);
    };
    describe(m_first, tr("First step"), tr("First step (Home)"));
    describe(m_previous, tr("Previous step"), tr("Previous step (←, Page Up)"));
    describe(m_next, tr("Next step"), tr("Next step (→, Space, Page Down)"));
    describe(m_last, tr("Last step"), tr("Last step (End)"));
    describe(m_close, tr("Leave step-through"), tr("Leave step-through (F6)"));
    setPlaying(m_playing);
    m_coarse->setText(tr("One step per position"));
    m_coarse->setToolTip(tr("Coarse: one step per position instead of grade, gain, discount, "
                            "term and sum"));
    const int current = std::max(0, m_speed->currentIndex());
    {
        const QSignalBlocker blocker(m_speed);
        m_speed->clear();
        m_speed->addItems({tr("Slow"), tr("Steady"), tr("Brisk"), tr("Fast")});
        m_speed->setCurrentIndex(current);
    }
    m_speed->setToolTip(tr("Speed of play"));
    m_speed->setAccessibleName(tr("Speed of play"));
    m_slider->setAccessibleName(tr("Step"));
    m_moves->setAccessibleName(StepThroughMovesView::tr("Ideal reordering"));
    setPosition(m_index, m_count);
}

int StepThroughPanel::interval() const
{
    const int i = std::clamp(m_speed->currentIndex(), 0, int(std::size(speeds)) - 1);
    return speeds[i];
}

void StepThroughPanel::setPosition(int index, int count)
{
    m_index = index;
    m_count = count;
    {
        const QSignalBlocker blocker(m_slider);
        m_slider->setRange(0, count);
        m_slider->setValue(index);
    }
    m_position->setText(tr("step %1 / %2").arg(index).arg(count));
    m_source->setVisible(index == 0 && !m_source->text().isEmpty());
    m_first->setEnabled(index > 0);
    m_previous->setEnabled(index > 0);
    m_next->setEnabled(index < count);
    m_last->setEnabled(index < count);
}

void StepThroughPanel::setNarration(const QString &narration, const QString &formula)
{
    // A new narration is announced (a screen reader hears each step as the class reads it).
    const bool changed = narration != m_narration->text();
    m_narration->setText(narration);
    if (changed && isVisible())
        announce(m_narration, narration);
    // The formula panel writes the step's formula beside the sums; the strip keeps the
    // narration alone, large, and stays one reordering high.
    m_formula->setText(formula);
    m_formula->setVisible(false);
}

void StepThroughPanel::setTextFigures(
    const QList<Ndcg::FigureComparison> &figures, const QString &language)
{
    // One line a figure: "The text: contribution at 3 = 1.16 · exact 1.5000 · ≠ differs: a wrong
    // logarithm"; under a single figure its note in small type (several: in the tooltip), so the
    // strip stays low.
    QStringList lines;
    QStringList notes;
    for (const Ndcg::FigureComparison &c : figures) {
        QString line
            = tr("The text: %1 = %2 · exact %3 · %4")
                  .arg(c.label.toHtmlEscaped(),
                      QStringLiteral("<b>%1</b>").arg(c.figure.stated.toHtmlEscaped()),
                      QStringLiteral("<b>%1</b>").arg(Ndcg::exactFigureText(c).toHtmlEscaped()),
                      QStringLiteral("<b>%1</b>")
                          .arg(TextFiguresPanel::verdictText(c).toHtmlEscaped()));
        if (c.figure.reason != Ndcg::DifferenceReason::None)
            line = Ndcg::titledText(line, Ndcg::reasonTitle(c.figure.reason).toHtmlEscaped());
        lines << line;
        const QString note = c.figure.note.text(language);
        if (!note.isEmpty())
            notes << (figures.size() > 1
                    ? Ndcg::titledText(c.label + QStringLiteral(" ") + c.figure.stated, note)
                    : note);
    }
    QString html = lines.join(QStringLiteral("<br>"));
    if (figures.size() == 1 && !notes.isEmpty())
        html += QStringLiteral("<br><small>%1</small>").arg(notes.first().toHtmlEscaped());
    m_textFigures->setText(html);
    if (!m_source->text().isEmpty())
        notes << QTextDocumentFragment::fromHtml(m_source->text()).toPlainText();
    m_textFigures->setToolTip(notes.join(QStringLiteral("\n")));
    m_textFigures->setVisible(!lines.isEmpty());
}

void StepThroughPanel::setSource(
    const std::optional<Ndcg::ExampleInfo> &example, const QString &language)
{
    const QString citation
        = example ? TextFiguresPanel::citationText(*example, language) : QString();
    if (citation.isEmpty()) {
        m_source->clear();
        m_source->setToolTip(QString());
        m_source->hide();
        return;
    }
    m_source->setText(QStringLiteral("<small>%1</small>")
                          .arg(tr("Source text: %1").arg(citation).toHtmlEscaped()));
    m_source->setToolTip(tr("File %1").arg(example->source));
    // Before the first step, under the introduction; from then on the steps need the room (the
    // text figures' tooltip names the source).
    m_source->setVisible(m_index == 0);
}

QString StepThroughPanel::textFiguresText() const
{
    return m_textFigures->isHidden()
        ? QString()
        : QTextDocumentFragment::fromHtml(m_textFigures->text()).toPlainText();
}

QString StepThroughPanel::sourceText() const
{
    return m_source->isHidden() ? QString()
                                : QTextDocumentFragment::fromHtml(m_source->text()).toPlainText();
}

void StepThroughPanel::setPlaying(bool playing)
{
    m_playing = playing;
    m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_play->setToolTip(m_playing ? tr("Pause (P)") : tr("Play (P)"));
    m_play->setAccessibleName(m_playing ? tr("Pause") : tr("Play"));
    m_play->setAccessibleDescription(m_play->toolTip());
}

void StepThroughPanel::setCoarse(bool coarse)
{
    const QSignalBlocker blocker(m_coarse);
    m_coarse->setChecked(coarse);
}

void StepThroughPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        applyFonts();
}

void StepThroughPanel::applyFonts()
{
    // Relative to the panel's font (the interface scale's): what the class reads (the
    // narration, the step's formula, the text's figure) larger than the controls.
    const QFont base = font();
    m_narration->setFont(InterfaceScale::relative(base, 1.7));
    m_formula->setFont(InterfaceScale::relative(base, 1.25, true));
    m_textFigures->setFont(InterfaceScale::relative(base, 1.25));
    for (QToolButton *b : {m_first, m_previous, m_next, m_last, m_play, m_close}) {
        b->setIconSize(QSize(InterfaceScale::px(20), InterfaceScale::px(20)));
        b->setMinimumWidth(InterfaceScale::px(34));
    }
    m_position->setMinimumWidth(
        QFontMetrics(base).horizontalAdvance(
            tr("step %1 / %2").arg(QStringLiteral("000"), QStringLiteral("000")))
        + 16);
}

QString StepThroughPanel::narration() const
{
    return m_narration->text();
}

QString StepThroughPanel::formula() const
{
    return m_formula->text();
}

QString StepThroughPanel::positionText() const
{
    return m_position->text();
}
