#include "scenelistpanel.h"

#include "conventions.h"
#include "lessondocument.h"
#include "scenelistmodel.h"
#include "workbench/namedsplitter.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace {

// The list's own keys win over the window's shortcuts of the same keys (Del and Ctrl+D are
// also Edit ▸ Delete rows and Duplicate rows): while the list has the focus they act on scenes.
class SceneListView : public QTableView
{
public:
    std::function<bool(QKeyEvent *)> handle;

protected:
    bool event(QEvent *event) override
    {
        if (event->type() == QEvent::ShortcutOverride && state() != EditingState
            && handles(static_cast<QKeyEvent *>(event))) {
            event->accept();
            return true;
        }
        return QTableView::event(event);
    }
    void keyPressEvent(QKeyEvent *event) override
    {
        if (state() != EditingState && handles(event) && handle && handle(event)) {
            event->accept();
            return;
        }
        QTableView::keyPressEvent(event);
    }

private:
    static bool handles(const QKeyEvent *event)
    {
        const int key = event->key();
        const Qt::KeyboardModifiers mods = event->modifiers() & ~Qt::KeypadModifier;
        if (mods == Qt::AltModifier)
            return key == Qt::Key_Up || key == Qt::Key_Down;
        if (mods == Qt::ControlModifier)
            return key == Qt::Key_D;
        if (mods == Qt::NoModifier)
            return key == Qt::Key_Delete || key == Qt::Key_F2 || key == Qt::Key_Return
                || key == Qt::Key_Enter;
        return false;
    }
};

QList<Ndcg::Quantity> predictQuantities()
{
    using Q = Ndcg::Quantity;
    return {Q::Ndcg, Q::Dcg, Q::Idcg, Q::Gain, Q::Discount, Q::Contribution, Q::IdealGain,
        Q::IdealContribution, Q::Precision, Q::Recall, Q::ReciprocalRank, Q::AveragePrecision};
}

QString quantityText(Ndcg::Quantity quantity)
{
    using Q = Ndcg::Quantity;
    switch (quantity) {
    case Q::Ndcg:
        return SceneListPanel::tr("NDCG");
    case Q::Dcg:
        return SceneListPanel::tr("DCG");
    case Q::Idcg:
        return SceneListPanel::tr("IDCG");
    case Q::Gain:
        return SceneListPanel::tr("gain");
    case Q::Discount:
        return SceneListPanel::tr("discount d(i)");
    case Q::Contribution:
        return SceneListPanel::tr("gain·d(i)");
    case Q::IdealGain:
        return SceneListPanel::tr("ideal gain");
    case Q::IdealContribution:
        return SceneListPanel::tr("ideal gain·d(i)");
    case Q::Precision:
        return SceneListPanel::tr("precision P@k");
    case Q::Recall:
        return SceneListPanel::tr("recall R@k");
    case Q::ReciprocalRank:
        return SceneListPanel::tr("reciprocal rank");
    case Q::AveragePrecision:
        return SceneListPanel::tr("average precision");
    default:
        return Ndcg::quantityName(quantity);
    }
}

// "2-5, 1-3" → {(2, 5), (1, 3)}; nullopt when it is not such a list.
std::optional<QList<std::pair<int, int>>> parseSwaps(const QString &text)
{
    QList<std::pair<int, int>> swaps;
    static const QRegularExpression pair(
        QStringLiteral("^\\s*(\\d{1,6})\\s*[-↔]\\s*(\\d{1,6})\\s*$"));
    for (const QString &part :
        text.split(QRegularExpression(QStringLiteral("[,，;；]")), Qt::SkipEmptyParts)) {
        if (part.trimmed().isEmpty())
            continue;
        const auto m = pair.match(part);
        if (!m.hasMatch())
            return std::nullopt;
        swaps.append({m.captured(1).toInt(), m.captured(2).toInt()});
    }
    return swaps;
}

QString swapsText(const QList<std::pair<int, int>> &swaps)
{
    QStringList parts;
    for (const auto &[a, b] : swaps)
        parts << QStringLiteral("%1-%2").arg(a).arg(b);
    return parts.join(QStringLiteral(", "));
}

QStringList libraryNames()
{
    QStringList names;
    for (const Ndcg::Convention &c : Ndcg::conventionsInUse(10, 10, 10)) {
        if (!names.contains(c.library))
            names << c.library;
    }
    return names;
}

// A narration or note: four lines of its font in view (it scrolls beyond), never the whole
// editor's height, so that the question below stays near.
void fitTextHeight(QPlainTextEdit *edit)
{
    const int lines = edit->fontMetrics().lineSpacing() * 4;
    const int frame = 2 * edit->frameWidth() + int(2 * edit->document()->documentMargin());
    edit->setFixedHeight(lines + frame);
}

} // namespace

SceneListPanel::SceneListPanel(LessonDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_model(new SceneListModel(document, this))
{
    auto *view = new SceneListView;
    m_list = view;
    m_list->setObjectName(QStringLiteral("sceneList"));
    m_list->setTabKeyNavigation(false); // Tab to the next control, arrows in the list
    m_list->setModel(m_model);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->setShowGrid(false);
    m_list->horizontalHeader()->hide();
    m_list->horizontalHeader()->setStretchLastSection(true);
    m_list->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->verticalHeader()->setDefaultAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_list->setEditTriggers(QAbstractItemView::EditKeyPressed);
    m_list->setDragEnabled(true);
    m_list->setAcceptDrops(true);
    m_list->setDropIndicatorShown(true);
    m_list->setDragDropMode(QAbstractItemView::DragDrop);
    m_list->setDefaultDropAction(Qt::MoveAction);
    // A drop moves the scene (SceneListModel::dropMimeData()): nothing to clear afterwards.
    m_list->setDragDropOverwriteMode(false);
    m_list->setWordWrap(true);
    view->handle = [this](QKeyEvent *event) {
        const int row = m_document->currentScene();
        if (row < 0)
            return false;
        switch (event->key()) {
        case Qt::Key_Up:
            m_document->moveScene(row, row - 1);
            return true;
        case Qt::Key_Down:
            m_document->moveScene(row, row + 1);
            return true;
        case Qt::Key_D:
            m_document->duplicateScene(row);
            return true;
        case Qt::Key_Delete:
            m_document->removeScene(row);
            return true;
        case Qt::Key_F2:
            renameCurrent();
            return true;
        default: // Enter
            emit sceneActivated(row);
            return true;
        }
    };
    connect(m_list, &QTableView::doubleClicked, this,
        [this](const QModelIndex &index) { emit sceneActivated(index.row()); });
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this,
        [this](const QModelIndex &index) {
            if (!m_updating && index.isValid())
                m_document->setCurrentScene(index.row());
        });

    // The editor of the current scene.
    m_editor = new QWidget;
    m_editor->setObjectName(QStringLiteral("sceneEditor"));
    // Each label above its field (a narrow dock): a plain column. (QFormLayout's wrapped rows
    // wrote past their arrays in Qt 6.4 when rows were hidden: found by valgrind.)
    auto *column = new QVBoxLayout(m_editor);
    struct Rows
    {
        QVBoxLayout *layout;
        void addRow(QWidget *label, QWidget *field) const
        {
            if (auto *l = qobject_cast<QLabel *>(label)) {
                l->setBuddy(field);
                l->setWordWrap(true);
            }
            layout->addWidget(label);
            layout->addWidget(field);
        }
        void addRow(const QString &, QWidget *field) const { layout->addWidget(field); }
        void addRow(QWidget *widget) const { layout->addWidget(widget); }
        void addRow(QLayout *row) const { layout->addLayout(row); }
    };
    const Rows rows {column};
    const Rows *form = &rows;
    auto line = [this](const char *name) {
        auto *edit = new QLineEdit;
        edit->setObjectName(QLatin1String(name));
        edit->setMaxLength(int(Ndcg::maxLessonTextLength));
        connect(edit, &QLineEdit::textEdited, this, [this, edit] { editText(edit); });
        return edit;
    };
    auto text = [this](const char *name) {
        auto *edit = new QPlainTextEdit;
        edit->setObjectName(QLatin1String(name));
        edit->setTabChangesFocus(true);
        fitTextHeight(edit);
        connect(edit, &QPlainTextEdit::textChanged, this, [this, edit] { editText(edit); });
        return edit;
    };
    m_lessonTitleLabel = new QLabel;
    m_lessonTitleEn = line("lessonTitleEn");
    m_lessonTitleZh = line("lessonTitleZh");
    connect(m_lessonTitleEn, &QLineEdit::textEdited, this, [this] {
        m_document->setLessonTitle({m_lessonTitleEn->text(), m_lessonTitleZh->text()});
    });
    connect(m_lessonTitleZh, &QLineEdit::textEdited, this, [this] {
        m_document->setLessonTitle({m_lessonTitleEn->text(), m_lessonTitleZh->text()});
    });
    form->addRow(m_lessonTitleLabel, m_lessonTitleEn);
    form->addRow(QString(), m_lessonTitleZh);
    m_sceneHeading = new QLabel;
    m_sceneHeading->setObjectName(QStringLiteral("sceneHeading"));
    m_sceneHeading->setWordWrap(true);
    QFont bold = m_sceneHeading->font();
    bold.setBold(true);
    m_sceneHeading->setFont(bold);
    form->addRow(m_sceneHeading);
    m_titleLabel = new QLabel;
    m_titleEn = line("titleEn");
    m_titleZh = line("titleZh");
    form->addRow(m_titleLabel, m_titleEn);
    form->addRow(QString(), m_titleZh);
    m_narrationLabel = new QLabel;
    m_narrationEn = text("narrationEn");
    m_narrationZh = text("narrationZh");
    form->addRow(m_narrationLabel, m_narrationEn);
    form->addRow(QString(), m_narrationZh);
    m_notesLabel = new QLabel;
    m_notesEn = text("notesEn");
    m_notesZh = text("notesZh");
    form->addRow(m_notesLabel, m_notesEn);
    form->addRow(QString(), m_notesZh);
    auto *buttons = new QHBoxLayout;
    m_showScene = new QPushButton;
    m_showScene->setObjectName(QStringLiteral("showScene"));
    m_updateFromView = new QPushButton;
    m_updateFromView->setObjectName(QStringLiteral("updateFromView"));
    buttons->addWidget(m_showScene);
    buttons->addWidget(m_updateFromView);
    buttons->addStretch();
    form->addRow(buttons);
    connect(m_showScene, &QPushButton::clicked, this, [this] {
        if (m_document->currentScene() >= 0)
            emit sceneActivated(m_document->currentScene());
    });
    connect(m_updateFromView, &QPushButton::clicked, this, [this] {
        if (m_document->currentScene() >= 0)
            emit updateFromViewRequested(m_document->currentScene());
    });

    // The question.
    m_hasQuestion = new QCheckBox;
    m_hasQuestion->setObjectName(QStringLiteral("hasQuestion"));
    form->addRow(m_hasQuestion);
    auto combo = [](const char *name) {
        auto *box = new QComboBox;
        box->setObjectName(QLatin1String(name));
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(8);
        return box;
    };
    m_kindLabel = new QLabel;
    m_kind = combo("questionKind");
    form->addRow(m_kindLabel, m_kind);
    m_quantityLabel = new QLabel;
    m_quantity = combo("questionQuantity");
    form->addRow(m_quantityLabel, m_quantity);
    m_rankingLabel = new QLabel;
    m_ranking = combo("questionRanking");
    form->addRow(m_rankingLabel, m_ranking);
    m_positionLabel = new QLabel;
    m_position = new QSpinBox;
    m_position->setObjectName(QStringLiteral("questionPosition"));
    m_position->setRange(0, 100000);
    form->addRow(m_positionLabel, m_position);
    m_cutoffLabel = new QLabel;
    m_cutoff = new QSpinBox;
    m_cutoff->setObjectName(QStringLiteral("questionCutoff"));
    m_cutoff->setRange(0, 100000);
    form->addRow(m_cutoffLabel, m_cutoff);
    m_toleranceLabel = new QLabel;
    m_tolerance = new QDoubleSpinBox;
    m_tolerance->setObjectName(QStringLiteral("questionTolerance"));
    m_tolerance->setDecimals(5);
    m_tolerance->setRange(0, 1000);
    m_tolerance->setSingleStep(0.0005);
    form->addRow(m_toleranceLabel, m_tolerance);
    m_swapsLabel = new QLabel;
    m_swaps = new QLineEdit;
    m_swaps->setObjectName(QStringLiteral("questionSwaps"));
    form->addRow(m_swapsLabel, m_swaps);
    m_conventionLabel = new QLabel;
    m_convention = combo("questionConvention");
    m_convention->addItems(libraryNames());
    form->addRow(m_conventionLabel, m_convention);
    m_conventionsLabel = new QLabel;
    m_conventions = new QLineEdit;
    m_conventions->setObjectName(QStringLiteral("questionConventions"));
    form->addRow(m_conventionsLabel, m_conventions);
    m_answer = new QLabel;
    m_answer->setObjectName(QStringLiteral("questionAnswer"));
    m_answer->setWordWrap(true);
    m_answer->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(m_answer);

    connect(m_hasQuestion, &QCheckBox::toggled, this, &SceneListPanel::editQuestion);
    for (QComboBox *box : {m_kind, m_quantity, m_ranking, m_convention})
        connect(box, &QComboBox::activated, this, &SceneListPanel::editQuestion);
    for (QSpinBox *box : {m_position, m_cutoff})
        connect(box, &QSpinBox::valueChanged, this, &SceneListPanel::editQuestion);
    connect(m_tolerance, &QDoubleSpinBox::valueChanged, this, &SceneListPanel::editQuestion);
    for (QLineEdit *edit : {m_swaps, m_conventions})
        connect(edit, &QLineEdit::editingFinished, this, &SceneListPanel::editQuestion);

    column->addStretch();
    auto *scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("sceneEditorScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(m_editor);
    auto *splitter = new NamedSplitter(Qt::Vertical);
    splitter->setHandleNames(
        [] { return QStringList {tr("Resize the scene list and the editor")}; });
    splitter->setObjectName(QStringLiteral("sceneSplitter"));
    splitter->addWidget(m_list);
    splitter->addWidget(scroll);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(document, &LessonDocument::lessonLoaded, this, &SceneListPanel::showCurrent);
    connect(document, &LessonDocument::currentSceneChanged, this, &SceneListPanel::showCurrent);
    connect(document, &LessonDocument::sceneInserted, this, &SceneListPanel::showCurrent);
    connect(document, &LessonDocument::sceneRemoved, this, &SceneListPanel::showCurrent);
    connect(document, &LessonDocument::sceneMoved, this, &SceneListPanel::showCurrent);
    connect(document, &LessonDocument::titleChanged, this, &SceneListPanel::showCurrent);
    connect(document, &LessonDocument::sceneChanged, this, [this](int index) {
        if (index == m_document->currentScene())
            showCurrent();
    });
    retranslate();
    showCurrent();
}

void SceneListPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange && m_notesZh)
        for (QPlainTextEdit *edit : {m_narrationEn, m_narrationZh, m_notesEn, m_notesZh})
            fitTextHeight(edit);
    QWidget::changeEvent(event);
}

void SceneListPanel::renameCurrent()
{
    const int row = m_document->currentScene();
    if (row < 0)
        return;
    m_list->setCurrentIndex(m_model->index(row));
    m_list->edit(m_model->index(row));
}

void SceneListPanel::retranslate()
{
    m_list->setAccessibleName(tr("Scenes"));
    m_lessonTitleLabel->setText(tr("Lesson title (English, Chinese)"));
    m_titleLabel->setText(tr("Scene title (English, Chinese)"));
    m_narrationLabel->setText(tr("Narration (English, Chinese)"));
    m_notesLabel->setText(tr("Presenter notes (English, Chinese)"));
    for (QLineEdit *edit : {m_lessonTitleEn, m_titleEn})
        edit->setPlaceholderText(tr("English"));
    for (QLineEdit *edit : {m_lessonTitleZh, m_titleZh})
        edit->setPlaceholderText(tr("Chinese"));
    for (QPlainTextEdit *edit : {m_narrationEn, m_notesEn})
        edit->setPlaceholderText(tr("English"));
    for (QPlainTextEdit *edit : {m_narrationZh, m_notesZh})
        edit->setPlaceholderText(tr("Chinese"));
    // Each field of a pair by its own name (the row's label names both).
    m_lessonTitleEn->setAccessibleName(tr("Lesson title in English"));
    m_lessonTitleZh->setAccessibleName(tr("Lesson title in Chinese"));
    m_titleEn->setAccessibleName(tr("Scene title in English"));
    m_titleZh->setAccessibleName(tr("Scene title in Chinese"));
    m_narrationEn->setAccessibleName(tr("Narration in English"));
    m_narrationZh->setAccessibleName(tr("Narration in Chinese"));
    m_notesEn->setAccessibleName(tr("Presenter notes in English"));
    m_notesZh->setAccessibleName(tr("Presenter notes in Chinese"));
    m_showScene->setText(tr("Show scene"));
    m_showScene->setToolTip(tr("Show this scene in the window (Enter or a double-click in the "
                               "list)"));
    m_updateFromView->setText(tr("Update from view"));
    m_updateFromView->setToolTip(
        tr("The scene shows what the window shows now; its texts and question stay"));
    m_hasQuestion->setText(tr("Ask a question"));
    m_kindLabel->setText(tr("Kind"));
    m_quantityLabel->setText(tr("Quantity to predict"));
    m_rankingLabel->setText(tr("Ranking"));
    m_positionLabel->setText(tr("Position (0: k)"));
    m_cutoffLabel->setText(tr("Cutoff (0: the scenario's k)"));
    m_toleranceLabel->setText(tr("Tolerance (±)"));
    m_swapsLabel->setText(tr("Swaps offered (e.g. 2-5, 1-3; empty: every pair up to k)"));
    m_conventionLabel->setText(tr("Library whose figure is shown"));
    m_conventionsLabel->setText(tr("Libraries offered (comma-separated)"));
    const bool updating = std::exchange(m_updating, true);
    m_kind->clear();
    m_kind->addItem(tr("Predict a number"), int(Ndcg::QuestionKind::Predict));
    m_kind->addItem(tr("Which ranking is better?"), int(Ndcg::QuestionKind::BetterRanking));
    m_kind->addItem(tr("Which swap helps most?"), int(Ndcg::QuestionKind::BestSwap));
    m_kind->addItem(
        tr("Which convention gives this figure?"), int(Ndcg::QuestionKind::WhichConvention));
    m_kind->addItem(tr("Which system is better?"), int(Ndcg::QuestionKind::BetterSystem));
    m_quantity->clear();
    for (const Ndcg::Quantity q : predictQuantities())
        m_quantity->addItem(quantityText(q), int(q));
    m_ranking->clear();
    m_ranking->addItem(tr("A"), 0);
    m_ranking->addItem(tr("B"), 1);
    m_updating = updating;
    showCurrent();
}

void SceneListPanel::showCurrent()
{
    const bool updating = std::exchange(m_updating, true);
    const int index = m_document->currentScene();
    if (index >= 0 && m_list->currentIndex().row() != index)
        m_list->setCurrentIndex(m_model->index(index));
    auto setLine = [](QLineEdit *edit, const QString &text) {
        if (edit->text() != text)
            edit->setText(text);
    };
    auto setText = [](QPlainTextEdit *edit, const QString &text) {
        if (edit->toPlainText() != text)
            edit->setPlainText(text);
    };
    setLine(m_lessonTitleEn, m_document->lesson().title.en);
    setLine(m_lessonTitleZh, m_document->lesson().title.zhCN);
    const bool has = index >= 0;
    const Ndcg::Scene empty;
    const Ndcg::Scene &scene = has ? m_document->scene(index) : empty;
    m_sceneHeading->setText(has ? tr("Scene %1 of %2").arg(index + 1).arg(m_document->sceneCount())
                                : tr("No scene yet: Lesson ▸ Add scene from current view"));
    setLine(m_titleEn, scene.title.en);
    setLine(m_titleZh, scene.title.zhCN);
    setText(m_narrationEn, scene.narration.en);
    setText(m_narrationZh, scene.narration.zhCN);
    setText(m_notesEn, scene.notes.en);
    setText(m_notesZh, scene.notes.zhCN);
    for (QWidget *w : std::initializer_list<QWidget *> {m_titleEn, m_titleZh, m_narrationEn,
             m_narrationZh, m_notesEn, m_notesZh, m_showScene, m_updateFromView, m_hasQuestion})
        w->setEnabled(has);
    showQuestion(index);
    m_updating = updating;
}

void SceneListPanel::showQuestion(int index)
{
    const std::optional<Ndcg::Question> question
        = index >= 0 ? m_document->scene(index).question : std::nullopt;
    m_hasQuestion->setChecked(question.has_value());
    const Ndcg::Question q = question.value_or(Ndcg::Question {});
    m_kind->setCurrentIndex(std::max(0, m_kind->findData(int(q.kind))));
    m_quantity->setCurrentIndex(std::max(0, m_quantity->findData(int(q.quantity))));
    m_ranking->setCurrentIndex(q.ranking == 1 ? 1 : 0);
    m_position->setValue(q.position);
    m_cutoff->setValue(q.cutoff);
    m_tolerance->setValue(q.tolerance);
    m_swaps->setText(swapsText(q.swaps));
    if (!q.convention.isEmpty() && m_convention->findText(q.convention) < 0)
        m_convention->addItem(q.convention);
    m_convention->setCurrentIndex(std::max(0, m_convention->findText(q.convention)));
    m_conventions->setText(q.conventions.join(QStringLiteral(", ")));
    updateQuestionFields();
    showAnswer(index);
}

void SceneListPanel::updateQuestionFields()
{
    const bool on = m_hasQuestion->isChecked() && m_hasQuestion->isEnabled();
    const auto kind = Ndcg::QuestionKind(m_kind->currentData().toInt());
    using K = Ndcg::QuestionKind;
    const bool predict = on && kind == K::Predict;
    const bool withRanking = on && (kind == K::Predict);
    const bool withCutoff = on && kind != K::BetterSystem;
    auto show = [](QWidget *label, QWidget *field, bool visible) {
        label->setVisible(visible);
        field->setVisible(visible);
    };
    show(m_kindLabel, m_kind, on);
    show(m_quantityLabel, m_quantity, predict);
    show(m_rankingLabel, m_ranking, withRanking);
    show(m_positionLabel, m_position, predict);
    show(m_cutoffLabel, m_cutoff, withCutoff);
    show(m_toleranceLabel, m_tolerance, predict);
    show(m_swapsLabel, m_swaps, on && kind == K::BestSwap);
    show(m_conventionLabel, m_convention, on && kind == K::WhichConvention);
    show(m_conventionsLabel, m_conventions, on && kind == K::WhichConvention);
}

void SceneListPanel::showAnswer(int index, const QString &refusal)
{
    if (!refusal.isEmpty()) {
        m_answer->setText(tr("Refused: %1").arg(refusal));
        m_answer->setVisible(true);
        return;
    }
    if (index < 0 || !m_document->scene(index).question) {
        m_answer->clear();
        m_answer->setVisible(false);
        return;
    }
    m_answer->setVisible(true);
    const auto answer = Ndcg::answerQuestion(m_document->scene(index));
    if (!answer) {
        m_answer->setText(tr("No answer: %1").arg(answer.error().message));
        return;
    }
    QString text = tr("Answer: %1").arg(answer->text);
    if (!answer->figure.isEmpty())
        text += QLatin1Char('\n') + tr("Figure shown: %1").arg(answer->figure);
    if (!answer->choices.isEmpty())
        text += QLatin1Char('\n')
            + tr("Choices: %1").arg(answer->choices.join(QStringLiteral(" · ")));
    m_answer->setText(text);
}

void SceneListPanel::editText(QObject *editor)
{
    if (m_updating)
        return;
    const int index = m_document->currentScene();
    if (index < 0)
        return;
    using F = LessonDocument::TextField;
    const std::pair<QObject *, F> fields[]
        = {{m_titleEn, F::TitleEn}, {m_titleZh, F::TitleZh}, {m_narrationEn, F::NarrationEn},
            {m_narrationZh, F::NarrationZh}, {m_notesEn, F::NotesEn}, {m_notesZh, F::NotesZh}};
    for (const auto &[widget, field] : fields) {
        if (widget != editor)
            continue;
        const QString text = qobject_cast<QLineEdit *>(widget)
            ? static_cast<QLineEdit *>(widget)->text()
            : static_cast<QPlainTextEdit *>(widget)->toPlainText();
        const bool updating = std::exchange(m_updating, true);
        m_document->setSceneText(index, field, text);
        m_updating = updating;
    }
}

void SceneListPanel::editQuestion()
{
    if (m_updating)
        return;
    const int index = m_document->currentScene();
    if (index < 0)
        return;
    updateQuestionFields();
    std::optional<Ndcg::Question> question;
    QString refusal;
    if (m_hasQuestion->isChecked()) {
        Ndcg::Question q = m_document->scene(index).question.value_or(Ndcg::Question {});
        q.kind = Ndcg::QuestionKind(m_kind->currentData().toInt());
        q.quantity = Ndcg::Quantity(m_quantity->currentData().toInt());
        q.ranking = m_ranking->currentData().toInt();
        q.position = m_position->value();
        q.cutoff = m_cutoff->value();
        q.tolerance = m_tolerance->value();
        q.swaps.clear();
        q.convention.clear();
        q.conventions.clear();
        if (q.kind == Ndcg::QuestionKind::BestSwap) {
            const auto swaps = parseSwaps(m_swaps->text());
            if (!swaps)
                refusal = tr("the swaps are pairs of positions, such as “2-5, 1-3”");
            else
                q.swaps = *swaps;
        }
        if (q.kind == Ndcg::QuestionKind::WhichConvention) {
            q.convention = m_convention->currentText();
            for (const QString &name :
                m_conventions->text().split(QRegularExpression(QStringLiteral("[,，、]"))))
                if (!name.trimmed().isEmpty())
                    q.conventions << name.trimmed();
            if (q.conventions.isEmpty()) // every library, as a start
                q.conventions = libraryNames();
        }
        question = q;
    }
    if (refusal.isEmpty())
        refusal = m_document->setQuestion(index, question);
    // Refused: the scene keeps its question as it was; the fields stay as typed, so that a
    // question that needs several of them changed can be finished, and the reason is shown.
    if (!refusal.isEmpty())
        showAnswer(index, refusal);
}
