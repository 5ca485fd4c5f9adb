#include "definitionbar.h"

#include "notation.h"
#include "notelabel.h"
#include "style/interfacescale.h"
#include "style/theme.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QResizeEvent>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace {

// Spaces outside the tags made non-breaking, and word joiners between Chinese characters: the
// line wraps between its parts, never inside one ("Gain 2^g−1", "相关：g ≥ 1" stay whole).
QString unbroken(const QString &html)
{
    QString out;
    out.reserve(html.size() * 2);
    bool inTag = false;
    bool inEntity = false;
    QChar previous; // the last character of text (outside tags and entities), or none
    for (const QChar c : html) {
        if (!inTag && !inEntity && c != QLatin1Char('<') && c != QLatin1Char('&')
            && c != QLatin1Char(' ') && !previous.isNull() && previous != QLatin1Char(' ')
            && (c.unicode() >= 0x2E80 || previous.unicode() >= 0x2E80))
            out += QChar(0x2060); // word joiner
        if (c == QLatin1Char('<'))
            inTag = true;
        else if (c == QLatin1Char('&') && !inTag)
            inEntity = true;
        if (c == QLatin1Char(' ') && !inTag) {
            out += QStringLiteral("&nbsp;");
            previous = c;
            continue;
        }
        out += c;
        if (inTag) {
            inTag = c != QLatin1Char('>');
        } else if (inEntity) {
            inEntity = c != QLatin1Char(';');
            if (!inEntity)
                previous = QLatin1Char('x');
        } else {
            previous = c;
        }
    }
    return out;
}

QString link(const QString &part, const QString &text)
{
    return QStringLiteral("<a href=\"%1\" style=\"color:%2; text-decoration:none\">%3</a>")
        .arg(part, Theme::ink().name(), text);
}

} // namespace

void DefinitionBar::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        applyFonts();
}

void DefinitionBar::applyFonts()
{
    // The line and k's controls a little larger than the body text (the interface scale's);
    // the line wraps (between the parts) when the width runs out.
    const QFont lineFont = InterfaceScale::relative(font(), 1.1);
    for (QWidget *w : {static_cast<QWidget *>(m_line), static_cast<QWidget *>(m_kLabel),
             static_cast<QWidget *>(m_kSpin), static_cast<QWidget *>(m_kAll)})
        w->setFont(lineFont);
    fitLine();
}

void DefinitionBar::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitLine();
}

bool DefinitionBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_line && event->type() == QEvent::Resize)
        fitLine();
    return QWidget::eventFilter(watched, event);
}

void DefinitionBar::fitLine()
{
    // The k controls beside the line while the line keeps most of the width; under it (on a
    // row of their own) when the width runs out.
    // Moved after the layout pass that called this (a layout must not change while it lays
    // its items out).
    const bool below = m_kRow->sizeHint().width() > width() * 45 / 100;
    if (below != (m_outer->indexOf(m_kRow) >= 0)) {
        QMetaObject::invokeMethod(
            this,
            [this] {
                const bool below = m_kRow->sizeHint().width() > width() * 45 / 100;
                if (below == (m_outer->indexOf(m_kRow) >= 0))
                    return;
                if (below)
                    m_outer->insertWidget(1, m_kRow, 0, Qt::AlignLeft);
                else
                    m_top->addWidget(m_kRow);
            },
            Qt::QueuedConnection);
    }
    // As tall as the wrapped line at the width it has, up to three lines (the tooltip has the
    // whole line). The label reports no height-for-width: the window would otherwise ask for
    // its height at the smallest width (NoteLabel).
    const int width = m_line->width();
    if (width <= 0)
        return;
    const QRect inside = m_line->contentsRect();
    const int extraWidth = std::max(m_line->width() - inside.width(), 18);
    const int extraHeight = std::max(m_line->height() - inside.height(), 10);
    QTextDocument doc;
    doc.setDocumentMargin(0);
    doc.setDefaultFont(m_line->font());
    doc.setHtml(m_line->text());
    doc.setTextWidth(std::max(40, width - extraWidth));
    const int line = QFontMetrics(m_line->font()).lineSpacing();
    const int height = std::min(int(std::ceil(doc.size().height())), 3 * line + 2) + extraHeight;
    if (m_line->minimumHeight() != height || m_line->maximumHeight() != height)
        m_line->setFixedHeight(height);
}

DefinitionBar::DefinitionBar(RankingDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->setSpacing(4);

    m_outer = outer;
    auto *top = new QHBoxLayout;
    m_top = top;
    top->setSpacing(8);
    m_line = new NoteLabel(this);
    m_line->setObjectName(QStringLiteral("definitionLine"));
    m_line->setTextFormat(Qt::RichText);
    m_line->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    m_line->setCursor(Qt::PointingHandCursor);
    // It wraps at the width it is given (fitLine()); it asks for no width of its own.
    m_line->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_line->setMinimumWidth(200);
    m_line->installEventFilter(this);
    connect(m_line, &QLabel::linkActivated, this, &DefinitionBar::openEditor);
    top->addWidget(m_line, 1);

    m_kRow = new QWidget(this);
    auto *kRow = new QHBoxLayout(m_kRow);
    kRow->setContentsMargins(0, 0, 0, 0);
    kRow->setSpacing(8);
    m_kLabel = new QLabel(this);
    m_kSpin = new QSpinBox(this);
    m_kSpin->setRange(1, 1);
    m_kSpin->setMinimumWidth(70);
    m_kSlider = new QSlider(Qt::Horizontal, this);
    m_kSlider->setRange(1, 1);
    m_kSlider->setMinimumWidth(120);
    m_kSlider->setMaximumWidth(220);
    m_kSlider->setPageStep(1);
    m_kAll = new QCheckBox(this);
    m_kLabel->setBuddy(m_kSpin);
    kRow->addWidget(m_kLabel);
    kRow->addWidget(m_kSpin);
    kRow->addWidget(m_kSlider);
    kRow->addWidget(m_kAll);
    top->addWidget(m_kRow);
    outer->addLayout(top);

    auto setK = [this](int k) {
        Ndcg::Settings s = m_document->settings();
        s.cutoff = k;
        apply(s, RankingDocument::SettingsField::Cutoff);
    };
    connect(m_kSpin, &QSpinBox::valueChanged, this, setK);
    connect(m_kSlider, &QSlider::valueChanged, this, setK);
    connect(m_kAll, &QCheckBox::toggled, this,
        [this, setK](bool all) { setK(all ? 0 : std::max(1, m_kSpin->value())); });

    // The convention editors, hidden until a part of the line is clicked.
    m_rowCommands = new QWidget(this);
    m_rowCommands->setObjectName(QStringLiteral("conventionEditors"));
    auto *grid = new QGridLayout(m_rowCommands);
    grid->setContentsMargins(8, 6, 8, 6);
    grid->setHorizontalSpacing(8);
    auto addLabel = [this, grid](int row, int column, QWidget *buddy) {
        auto *label = new QLabel(m_rowCommands);
        label->setBuddy(buddy);
        m_editorLabels.append(label);
        grid->addWidget(label, row, column, Qt::AlignRight);
    };
    m_gain = new QComboBox(m_rowCommands);
    m_gainMap = new QLineEdit(m_rowCommands);
    m_gainMap->setPlaceholderText(QStringLiteral("1=3,2=9,4=4.5"));
    m_gainMapProblem = new QLabel(m_rowCommands);
    m_gainMapProblem->hide();
    m_discount = new QComboBox(m_rowCommands);
    m_logBase = new QDoubleSpinBox(m_rowCommands);
    m_logBase->setRange(1.01, 1000.0);
    m_logBase->setDecimals(2);
    m_logBase->setSingleStep(1.0);
    m_ideal = new QComboBox(m_rowCommands);
    m_zeroIdcg = new QComboBox(m_rowCommands);
    m_threshold = new QDoubleSpinBox(m_rowCommands);
    m_threshold->setRange(-1000.0, 1000.0);
    m_threshold->setDecimals(2);
    m_negative = new QComboBox(m_rowCommands);

    addLabel(0, 0, m_gain);
    grid->addWidget(m_gain, 0, 1);
    addLabel(0, 2, m_gainMap);
    grid->addWidget(m_gainMap, 0, 3);
    grid->addWidget(m_gainMapProblem, 0, 4, 1, 2);
    addLabel(1, 0, m_discount);
    grid->addWidget(m_discount, 1, 1);
    addLabel(1, 2, m_logBase);
    grid->addWidget(m_logBase, 1, 3);
    addLabel(1, 4, m_negative);
    grid->addWidget(m_negative, 1, 5);
    addLabel(2, 0, m_ideal);
    grid->addWidget(m_ideal, 2, 1);
    addLabel(2, 2, m_zeroIdcg);
    grid->addWidget(m_zeroIdcg, 2, 3);
    addLabel(2, 4, m_threshold);
    grid->addWidget(m_threshold, 2, 5);
    grid->setColumnStretch(6, 1);
    m_rowCommands->hide();
    outer->addWidget(m_rowCommands);

    connect(m_gain, &QComboBox::activated, this, [this](int i) {
        Ndcg::Settings s = m_document->settings();
        s.gain = static_cast<Ndcg::Gain>(m_gain->itemData(i).toInt());
        if (s.gain == Ndcg::Gain::Custom && s.gainMap.empty()) {
            if (auto map = Ndcg::parseGainMap(m_gainMap->text()))
                s.gainMap = *map;
        }
        apply(s, RankingDocument::SettingsField::Gain);
    });
    connect(m_gainMap, &QLineEdit::editingFinished, this, [this] {
        const auto map = Ndcg::parseGainMap(m_gainMap->text());
        if (!map) {
            m_gainMapProblem->setText(tr("Write the map as grade=gain pairs: 1=3,2=9"));
            m_gainMapProblem->show();
            return;
        }
        m_gainMapProblem->hide();
        Ndcg::Settings s = m_document->settings();
        s.gainMap = *map;
        s.gain = Ndcg::Gain::Custom;
        apply(s, RankingDocument::SettingsField::GainMap);
    });
    connect(m_discount, &QComboBox::activated, this, [this](int i) {
        Ndcg::Settings s = m_document->settings();
        s.discount = static_cast<Ndcg::Discount>(m_discount->itemData(i).toInt());
        apply(s, RankingDocument::SettingsField::Discount);
    });
    connect(m_logBase, &QDoubleSpinBox::valueChanged, this, [this](double base) {
        Ndcg::Settings s = m_document->settings();
        s.logBase = base;
        apply(s, RankingDocument::SettingsField::LogBase);
    });
    connect(m_ideal, &QComboBox::activated, this, [this](int i) {
        Ndcg::Settings s = m_document->settings();
        s.idealSource = static_cast<Ndcg::IdealSource>(m_ideal->itemData(i).toInt());
        apply(s, RankingDocument::SettingsField::IdealSource);
    });
    connect(m_zeroIdcg, &QComboBox::activated, this, [this](int i) {
        Ndcg::Settings s = m_document->settings();
        s.zeroIdcg = static_cast<Ndcg::ZeroIdcg>(m_zeroIdcg->itemData(i).toInt());
        apply(s, RankingDocument::SettingsField::ZeroIdcg);
    });
    connect(m_threshold, &QDoubleSpinBox::valueChanged, this, [this](double t) {
        Ndcg::Settings s = m_document->settings();
        s.relevantFrom = t;
        apply(s, RankingDocument::SettingsField::RelevantFrom);
    });
    connect(m_negative, &QComboBox::activated, this, [this](int i) {
        Ndcg::Settings s = m_document->settings();
        s.negativeGrades = static_cast<Ndcg::NegativeGrades>(m_negative->itemData(i).toInt());
        apply(s, RankingDocument::SettingsField::NegativeGrades);
    });

    // The line names the conventions and the sizes of the ranking and the judged pool (ideal,
    // k = all): it changes with the settings and with rows added or removed, not with grades.
    connect(document, &RankingDocument::settingsChanged, this, &DefinitionBar::syncFromDocument);
    connect(document, &RankingDocument::rankingReplaced, this, &DefinitionBar::syncFromDocument);
    connect(document, &RankingDocument::rowsInserted, this, &DefinitionBar::syncFromDocument);
    connect(document, &RankingDocument::rowsRemoved, this, &DefinitionBar::syncFromDocument);
    retranslate();
    // The line, its editors and the gain map's problem in the theme's colours, now and after
    // every switch (the line's links and separators name their colours: rebuilt).
    const auto colours = [this] {
        const QString frame = QStringLiteral("#%1 { background: %2; color: %3; border: 1px solid "
                                             "%4; border-radius: 4px; %5}");
        m_line->setStyleSheet(frame.arg(m_line->objectName(), Theme::panel().name(),
            Theme::ink().name(), Theme::border().name(), QStringLiteral("padding: 4px 8px; ")));
        m_rowCommands->setStyleSheet(frame.arg(m_rowCommands->objectName(), Theme::panel().name(),
            Theme::ink().name(), Theme::border().name(), QString()));
        m_gainMapProblem->setStyleSheet(Theme::noticeStyle());
        updateLine();
    };
    colours();
    connect(Theme::instance(), &Theme::changed, this, colours);
    applyFonts();
}

void DefinitionBar::fillCombos()
{
    auto fill = [](QComboBox *combo, const QList<std::pair<QString, int>> &entries) {
        const QSignalBlocker blocker(combo);
        combo->clear();
        for (const auto &[text, value] : entries)
            combo->addItem(text, value);
    };
    fill(m_gain,
        {{tr("exponential 2^g − 1"), int(Ndcg::Gain::Exponential)},
            {tr("linear g"), int(Ndcg::Gain::Linear)},
            {tr("custom map"), int(Ndcg::Gain::Custom)}});
    fill(m_discount,
        {{tr("1 / log_b(i + 1)"), int(Ndcg::Discount::Log)},
            {tr("Järvelin–Kekäläinen 2002"), int(Ndcg::Discount::JK2002)},
            {tr("none (CG)"), int(Ndcg::Discount::None)}});
    fill(m_ideal,
        {{tr("judged pool"), int(Ndcg::IdealSource::Pool)},
            {tr("ranking only"), int(Ndcg::IdealSource::List)}});
    fill(m_zeroIdcg,
        {{tr("NDCG = 0 (trec_eval)"), int(Ndcg::ZeroIdcg::Zero)},
            {tr("NDCG = 1 (LightGBM)"), int(Ndcg::ZeroIdcg::One)},
            {tr("undefined (—)"), int(Ndcg::ZeroIdcg::Undefined)}});
    fill(m_negative,
        {{tr("gain 0 (trec_eval)"), int(Ndcg::NegativeGrades::Zero)},
            {tr("refuse (scikit-learn)"), int(Ndcg::NegativeGrades::Reject)}});
}

void DefinitionBar::retranslate()
{
    fillCombos();
    const QStringList labels = {tr("&Gain:"), tr("Gain &map:"), tr("&Discount:"),
        tr("Log &base b:"), tr("&Negative grades:"), tr("&Ideal from:"), tr("ID&CG = 0:"),
        tr("&Relevant if grade ≥")};
    for (qsizetype i = 0; i < m_editorLabels.size() && i < labels.size(); ++i)
        m_editorLabels[i]->setText(labels[i]);
    m_kLabel->setText(tr("&k ="));
    m_kAll->setText(tr("&all"));
    m_kAll->setToolTip(tr("k = all: every position of the ranking and of the judged pool"));
    m_kSlider->setToolTip(tr("Cutoff k: only positions 1..k count"));
    m_line->setAccessibleName(tr("Conventions"));
    m_kSpin->setAccessibleName(tr("Cutoff k"));
    m_kSpin->setToolTip(tr("Cutoff k: only positions 1..k count"));
    m_kSlider->setAccessibleName(tr("Cutoff k slider"));
    m_kAll->setAccessibleName(tr("k = all"));
    syncFromDocument();
}

bool DefinitionBar::editorsVisible() const
{
    return !m_rowCommands->isHidden();
}

void DefinitionBar::setEditorsVisible(bool visible)
{
    m_rowCommands->setVisible(visible);
}

void DefinitionBar::openEditor(const QString &part)
{
    if (part == QLatin1String("k")) {
        m_kSpin->setFocus();
        m_kSpin->selectAll();
        return;
    }
    const bool show = !editorsVisible() || m_editorPart != part;
    m_editorPart = part;
    setEditorsVisible(show);
    if (!show)
        return;
    QWidget *target = m_gain;
    if (part == QLatin1String("discount"))
        target = m_discount;
    else if (part == QLatin1String("ideal"))
        target = m_ideal;
    else if (part == QLatin1String("zero"))
        target = m_zeroIdcg;
    else if (part == QLatin1String("relevant"))
        target = m_threshold;
    else if (part == QLatin1String("negative"))
        target = m_negative;
    target->setFocus();
}

void DefinitionBar::apply(const Ndcg::Settings &settings, RankingDocument::SettingsField field)
{
    if (!Ndcg::validate(settings).isEmpty())
        return;
    m_document->editSettings(settings, field);
}

void DefinitionBar::syncFromDocument()
{
    const Ndcg::Settings &s = m_document->settings();
    const Ndcg::Breakdown *b = m_document->breakdown();
    const int maxK = std::max<int>(
        1, int(std::max(m_document->ranking().poolSize(), m_document->ranking().size())));
    {
        const QSignalBlocker b1(m_kSpin);
        const QSignalBlocker b2(m_kSlider);
        const QSignalBlocker b3(m_kAll);
        // The spin box allows k past the pool (the ideal then stops early); the slider spans it.
        m_kSpin->setRange(1, std::max(maxK, 10000));
        m_kSlider->setRange(1, maxK);
        const int k = s.isAll() ? (b ? b->k : maxK) : s.cutoff;
        m_kSpin->setValue(k);
        m_kSlider->setValue(std::min(k, maxK));
        m_kAll->setChecked(s.isAll());
        m_kSpin->setEnabled(!s.isAll());
        m_kSlider->setEnabled(!s.isAll());
    }
    auto select = [](QComboBox *combo, int value) {
        const QSignalBlocker blocker(combo);
        combo->setCurrentIndex(combo->findData(value));
    };
    select(m_gain, int(s.gain));
    select(m_discount, int(s.discount));
    select(m_ideal, int(s.idealSource));
    select(m_zeroIdcg, int(s.zeroIdcg));
    select(m_negative, int(s.negativeGrades));
    {
        const QSignalBlocker b1(m_logBase);
        const QSignalBlocker b2(m_threshold);
        m_logBase->setValue(s.logBase);
        m_logBase->setEnabled(s.discount != Ndcg::Discount::None);
        m_threshold->setValue(s.relevantFrom);
    }
    if (!s.gainMap.empty() && !m_gainMap->hasFocus())
        m_gainMap->setText(Ndcg::gainMapText(s.gainMap));
    m_gainMap->setEnabled(true);
    updateLine();
}

void DefinitionBar::updateLine()
{
    namespace Notation = Ndcg::Notation;
    const Ndcg::Settings &s = m_document->settings();
    const Ndcg::Breakdown *b = m_document->breakdown();
    const int pool = int(m_document->ranking().poolSize());
    const int k = b ? b->k : Notation::cutoffInEffect(s, int(m_document->ranking().size()), pool);
    // Every part is a link to its editor, except those that have no editor here.
    QStringList parts;
    for (const Notation::DefinitionPart &p :
        Notation::definitionParts(s, k, pool, Notation::Markup::Html)) {
        const bool editable
            = p.part != Notation::Part::ErrTopGrade && p.part != Notation::Part::RbpPersistence;
        const QString text = unbroken(p.text);
        parts << (editable ? link(Notation::partName(p.part), text) : text);
    }
    const QString sep
        = QStringLiteral(" <span style=\"color:%1\">·</span> ").arg(Theme::dimInk().name());
    m_line->setText(parts.join(sep)
        + QStringLiteral(" &nbsp;<span style=\"color:%1\">✎</span>").arg(Theme::linkInk().name()));
    // The whole line in the tooltip too: on a narrow screen it may not all be in sight.
    m_line->setToolTip(tr("The conventions behind every number: click a part to change it")
        + QStringLiteral("\n\n") + lineText());
    fitLine();
}

QString DefinitionBar::lineText() const
{
    // The plain text of the line as Notation writes it (2^g−1, log_1.5), without the pencil.
    QString text = Ndcg::Notation::plainFromHtml(m_line->text()).remove(QChar(0x2060));
    text.chop(QStringLiteral(" ✎").size());
    return text;
}
