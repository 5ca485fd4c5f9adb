#include "lessonplayer.h"

#include "classroom/languagecontroller.h"
#include "classroom/presentercontroller.h"
#include "document/rankingdocument.h"
#include "document/scenariodocument.h"
#include "lessonbanner.h"
#include "lessonprogressstrip.h"
#include "runs/runswindow.h"
#include "scenebridge.h"
#include "stepthrough/examplegallery.h"
#include "stepthrough/lessonstate.h"
#include "stepthrough/stepcontroller.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QKeyEvent>
#include <QMainWindow>
#include <QScrollArea>
#include <QStyle>
#include <QTimer>

#include <algorithm>

namespace {

// The keys the player takes while a lesson plays (every other key keeps its meaning: B blanks,
// Ctrl+= zooms, …).
bool isPlayerKey(const QKeyEvent *key)
{
    const Qt::KeyboardModifiers mods = key->modifiers() & ~(Qt::KeypadModifier | Qt::ShiftModifier);
    if (mods != Qt::NoModifier)
        return false;
    switch (key->key()) {
    case Qt::Key_PageDown:
    case Qt::Key_PageUp:
    case Qt::Key_Right:
    case Qt::Key_Left:
    case Qt::Key_Space:
    case Qt::Key_Home:
    case Qt::Key_End:
    case Qt::Key_R:
    case Qt::Key_G:
    case Qt::Key_L:
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Escape:
    case Qt::Key_Backspace:
        return key->modifiers() == Qt::NoModifier || key->key() == Qt::Key_Enter;
    default:
        return key->key() >= Qt::Key_0 && key->key() <= Qt::Key_9;
    }
}

} // namespace

LessonPlayer::LessonPlayer(SceneBridge *bridge, PresenterController *presenter, QMainWindow *window)
    : QObject(window)
    , m_bridge(bridge)
    , m_presenter(presenter)
    , m_window(window)
{
    setObjectName(QStringLiteral("lessonPlayer"));
    // The room's banner: a dock above the view (and above the step-through's strip), which
    // scrolls past 40 % of the window's height.
    m_banner = new LessonBanner;
    m_strip = m_banner->strip();
    m_dock = new QDockWidget(window);
    m_dock->setObjectName(QStringLiteral("lessonDock"));
    auto *scroll = new QScrollArea(m_dock);
    scroll->setObjectName(QStringLiteral("lessonScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(m_banner);
    m_dock->setWidget(scroll);
    m_dock->setTitleBarWidget(new QWidget(m_dock));
    m_dock->setFeatures(QDockWidget::NoDockWidgetFeatures);
    m_dock->setAllowedAreas(Qt::TopDockWidgetArea);
    window->addDockWidget(Qt::TopDockWidgetArea, m_dock, Qt::Vertical);
    // Above the step-through's strip: the scene first, then its step.
    if (QDockWidget *steps = bridge->parts().steps ? bridge->parts().steps->stepDock() : nullptr)
        window->splitDockWidget(m_dock, steps, Qt::Vertical);
    m_dock->hide();
    connect(m_strip, &LessonProgressStrip::sceneClicked, this, &LessonPlayer::goToScene);
    // Its text's size changed (the interface scale, presenter mode's bold and zoom): its height
    // follows.
    connect(m_banner, &LessonBanner::fontsChanged, this,
        [this] { QTimer::singleShot(0, this, &LessonPlayer::fitBanner); });

    m_clock = new QTimer(this);
    m_clock->setInterval(1000);
    connect(m_clock, &QTimer::timeout, this, &LessonPlayer::updatePresenterWindow);
    // Leaving presenter mode (F5, its Esc) ends the lesson.
    connect(m_presenter, &PresenterController::activeChanged, this, [this](bool active) {
        if (!active && m_playing && !m_stopping)
            stop();
    });
    // A change of the interface scale or the zoom: the banner's height follows its text.
    connect(m_presenter, &PresenterController::zoomChanged, this,
        [this] { QTimer::singleShot(0, this, &LessonPlayer::fitBanner); });
}

LessonPlayer::~LessonPlayer()
{
    if (m_playing)
        qApp->removeEventFilter(this);
}

void LessonPlayer::setSaveCheck(std::function<bool()> maybeSave)
{
    m_saveCheck = std::move(maybeSave);
}

bool LessonPlayer::play(const Ndcg::Lesson &lesson, int scene)
{
    m_error.clear();
    if (lesson.scenes.isEmpty()) {
        m_error = tr("The lesson has no scenes to play.");
        return false;
    }
    // Once, before the first scene replaces the open scenario.
    if (!m_playing && m_saveCheck && !m_saveCheck())
        return false;
    const bool wasPlaying = m_playing;
    const bool presenterWasActive = m_presenter->isActive();
    if (!presenterWasActive)
        m_presenter->setActive(true); // the zoom cap of the full screen applies to the scenes
    const Ndcg::Lesson before = m_lesson;
    m_lesson = lesson;
    const int first = std::clamp(scene, 0, sceneCount() - 1);
    const QString error = m_bridge->apply(m_lesson.scenes[first]);
    if (!error.isEmpty()) {
        m_error = tr("%1: %2").arg(Ndcg::sceneLabel(m_lesson, first), error);
        m_lesson = before;
        if (!presenterWasActive) {
            m_stopping = true;
            m_presenter->setActive(false);
            m_stopping = false;
        }
        return false;
    }
    if (!wasPlaying) {
        m_presenterOwned = !presenterWasActive;
        m_playing = true;
        qApp->installEventFilter(this); // the clicker's keys, from any window of the app
        m_elapsed.start();
        m_clock->start();
        m_dock->show();
    }
    QStringList titles;
    for (int i = 0; i < sceneCount(); ++i)
        titles.append(sceneTitle(i));
    m_strip->setScenes(titles);
    m_scene = first;
    startScene();
    if (!wasPlaying)
        emit started();
    return true;
}

void LessonPlayer::stop()
{
    if (!m_playing)
        return;
    m_playing = false;
    qApp->removeEventFilter(this);
    m_clock->stop();
    m_dock->hide();
    m_typed.clear();
    m_jumpArmed = false;
    m_presenter->releaseNarration();
    m_bridge->setRunsVerdictHidden(false);
    if (m_presenterOwned && m_presenter->isActive()) {
        m_stopping = true;
        m_presenter->setActive(false);
        m_stopping = false;
    }
    m_presenterOwned = false;
    emit stopped();
}

void LessonPlayer::setLanguage(Language language)
{
    m_language = language;
    if (!m_playing)
        return;
    QStringList titles; // the strip's tooltips in the new language
    for (int i = 0; i < sceneCount(); ++i)
        titles.append(sceneTitle(i));
    m_strip->setScenes(titles);
    updateRoom();
}

std::optional<LessonPlayer::Language> LessonPlayer::languageFromName(const QString &name)
{
    // The same names as --lang (en_US, zh-CN, … included).
    const auto language = LanguageController::fromCode(name);
    if (!language)
        return std::nullopt;
    switch (*language) {
    case LanguageController::Language::English:
        return Language::English;
    case LanguageController::Language::Chinese:
        return Language::Chinese;
    case LanguageController::Language::Both:
        return Language::Both;
    }
    return std::nullopt;
}

QStringList LessonPlayer::languages() const
{
    switch (m_language) {
    case Language::English:
        return {QStringLiteral("en")};
    case Language::Chinese:
        return {QStringLiteral("zh_CN")};
    case Language::Both:
        return {QStringLiteral("en"), QStringLiteral("zh_CN")};
    case Language::Interface:
        break;
    }
    return {ExampleGallery::language()};
}

QString LessonPlayer::sceneTitle(int index) const
{
    if (index < 0 || index >= sceneCount())
        return {};
    const Ndcg::LocalizedText &title = m_lesson.scenes[index].title;
    QStringList parts;
    for (const QString &language : languages()) {
        const QString text = title.text(language);
        if (!text.isEmpty() && !parts.contains(text))
            parts.append(text);
    }
    return parts.join(QStringLiteral(" · "));
}

QString LessonPlayer::titleText() const
{
    return m_banner->title();
}

QString LessonPlayer::narrationText() const
{
    return m_banner->narration();
}

QString LessonPlayer::questionText() const
{
    return m_banner->question();
}

QString LessonPlayer::answerText() const
{
    return m_banner->answer();
}

QString LessonPlayer::notesText() const
{
    return m_notes;
}

QString LessonPlayer::nextSceneText() const
{
    return m_nextScene;
}

bool LessonPlayer::hasQuestion() const
{
    return m_playing && m_lesson.scenes.value(m_scene).question.has_value();
}

bool LessonPlayer::answerInSight(const ViewState &view) const
{
    // Whether the view shows the number a question asks for (a predicted quantity, NDCG@k of
    // the rankings compared); false for what the view cannot tell.
    if (!hasQuestion())
        return false;
    const Ndcg::Question &q = *m_lesson.scenes[m_scene].question;
    using Q = Ndcg::Quantity;
    using C = Ndcg::StepCell;
    if (q.kind == Ndcg::QuestionKind::BetterRanking)
        return view.showsTotal(ViewState::Quantity::NdcgTotal);
    if (q.kind != Ndcg::QuestionKind::Predict)
        return false;
    const Ndcg::Breakdown *breakdown = m_bridge->parts().document->a()->breakdown();
    const int k = breakdown ? breakdown->k : 0;
    int position = q.position > 0 ? q.position : q.cutoff;
    const bool atK = position <= 0 || position == k;
    if (position <= 0)
        position = k;
    std::optional<C> cell;
    std::optional<ViewState::Quantity> total;
    switch (q.quantity) {
    case Q::Gain:
        cell = C::Gain;
        break;
    case Q::Denominator:
    case Q::Discount:
        cell = C::Discount;
        break;
    case Q::Contribution:
        cell = C::Contribution;
        break;
    case Q::IdealGain:
        cell = C::IdealGain;
        break;
    case Q::IdealContribution:
        cell = C::IdealContribution;
        break;
    case Q::Cg:
    case Q::Dcg:
        cell = C::Dcg;
        total = ViewState::Quantity::DcgTotal;
        break;
    case Q::Idcg:
        cell = C::Idcg;
        total = ViewState::Quantity::IdcgTotal;
        break;
    case Q::Ndcg:
        cell = C::Ndcg;
        total = ViewState::Quantity::NdcgTotal;
        break;
    case Q::Precision:
    case Q::Recall:
    case Q::ReciprocalRank:
    case Q::AveragePrecision:
        total = ViewState::Quantity::Metrics;
        break;
    }
    if (total && atK && view.showsTotal(*total))
        return true;
    return cell && position > 0 && view.shows(position, *cell);
}

bool LessonPlayer::isUncheckedQuestion() const
{
    if (!hasQuestion())
        return false;
    const Ndcg::QuestionKind kind = m_lesson.scenes[m_scene].question->kind;
    return kind == Ndcg::QuestionKind::BestSwap || kind == Ndcg::QuestionKind::WhichConvention;
}

QList<ViewState::Quantity> LessonPlayer::questionQuantities() const
{
    // What shows a question's number: hidden until the answer is shown.
    using V = ViewState::Quantity;
    if (!hasQuestion())
        return {};
    const Ndcg::Question &q = *m_lesson.scenes[m_scene].question;
    switch (q.kind) {
    case Ndcg::QuestionKind::Predict:
        break;
    case Ndcg::QuestionKind::BetterRanking:
    case Ndcg::QuestionKind::BestSwap: // the swaps' changes of NDCG@k
    case Ndcg::QuestionKind::WhichConvention: // each library's NDCG@k
        return {V::NdcgColumn, V::NdcgTotal};
    case Ndcg::QuestionKind::BetterSystem: // the runs window's own numbers: nothing to hide
        return {};
    }
    switch (q.quantity) {
    case Ndcg::Quantity::Gain:
        return {V::GainColumn};
    case Ndcg::Quantity::Denominator:
    case Ndcg::Quantity::Discount:
        return {V::DiscountColumn};
    case Ndcg::Quantity::Contribution:
        return {V::ContributionColumn};
    case Ndcg::Quantity::IdealGain:
        return {V::IdealGradeColumn};
    case Ndcg::Quantity::IdealContribution:
        return {V::IdealContributionColumn};
    case Ndcg::Quantity::Cg:
    case Ndcg::Quantity::Dcg:
        return {V::DcgColumn, V::DcgTotal};
    case Ndcg::Quantity::Idcg:
        return {V::IdcgColumn, V::IdcgTotal};
    case Ndcg::Quantity::Ndcg:
        return {V::NdcgColumn, V::NdcgTotal};
    case Ndcg::Quantity::Precision:
    case Ndcg::Quantity::Recall:
    case Ndcg::Quantity::ReciprocalRank:
    case Ndcg::Quantity::AveragePrecision:
        return {V::Metrics};
    }
    return {};
}

LessonPlayer::Moment LessonPlayer::moment() const
{
    const LessonState *lesson = m_bridge->parts().lesson;
    return Moment {lesson->stepIndex(), lesson->reveal()->hidden(),
        lesson->reveal()->revealedCells(), m_answerShown};
}

bool LessonPlayer::forwardInScene()
{
    const SceneBridge::Parts &p = m_bridge->parts();
    LessonState *lesson = p.lesson;
    const Moment before = moment();
    // A question not answered yet whose number is not in sight: a forward that would show it
    // shows the answer first (predict, then reveal), then goes on.
    const bool guarded = hasQuestion() && !m_answerShown && !answerInSight(lesson->viewState());
    // The step-through's own forward key: the step's hidden value first, then the next step.
    const Ndcg::Step *step = lesson->currentStep();
    const bool stepHidden = step && !stepShows(lesson->viewState(), *step);
    if (lesson->isStepping() && (lesson->stepIndex() < lesson->stepCount() || stepHidden))
        p.steps->actions().stepNext->trigger();
    // A choice the window cannot check for (the best swap, the convention): its answer
    // before the reveals that would give it away (the swaps' and the conventions' figures).
    if (moment() == before && hasQuestion() && !m_answerShown && isUncheckedQuestion()) {
        setAnswerShown(true);
    }
    // Then the hidden answers, as R reveals them (the shown view's order).
    if (moment() == before && lesson->isAnyHidden())
        p.steps->actions().revealNext->trigger();
    if (guarded && !(moment() == before) && answerInSight(lesson->viewState())) {
        restore(before);
        setAnswerShown(true);
    }
    // Then the question's answer.
    if (moment() == before && hasQuestion() && !m_answerShown) {
        setAnswerShown(true);
    }
    if (moment() == before)
        return false;
    m_history.append(before);
    return true;
}

void LessonPlayer::next()
{
    if (!m_playing)
        return;
    if (!forwardInScene() && m_scene + 1 < sceneCount())
        goToScene(m_scene + 1);
}

void LessonPlayer::previous()
{
    if (!m_playing)
        return;
    if (m_history.isEmpty()) {
        if (m_scene > 0)
            goToScene(m_scene - 1);
        return;
    }
    // Back within the scene: the moment before the last forward.
    restore(m_history.takeLast());
}

void LessonPlayer::restore(const Moment &back)
{
    const SceneBridge::Parts &p = m_bridge->parts();
    if (p.lesson->isStepping() && p.lesson->stepIndex() != back.step)
        p.steps->goToStep(back.step);
    // A reveal is taken back as ← takes it back (its history with it), else set as it was.
    RevealController *reveal = p.lesson->reveal();
    if (reveal->hidden() != back.hidden || reveal->revealedCells() != back.revealed) {
        p.lesson->takeBack();
        if (reveal->hidden() != back.hidden || reveal->revealedCells() != back.revealed)
            reveal->setState(back.hidden, back.revealed);
    }
    if (m_answerShown != back.answerShown)
        setAnswerShown(back.answerShown);
}

void LessonPlayer::reveal()
{
    if (!m_playing)
        return;
    const Moment before = moment();
    if (hasQuestion() && !m_answerShown) {
        setAnswerShown(true);
    } else if (m_bridge->parts().lesson->isAnyHidden()) {
        m_bridge->parts().steps->actions().revealNext->trigger();
    }
    if (!(moment() == before))
        m_history.append(before);
}

void LessonPlayer::setAnswerShown(bool shown)
{
    m_answerShown = shown;
    updateRoom();
    emit answerShownChanged(shown);
}

void LessonPlayer::goToScene(int index)
{
    if (!m_playing || index < 0 || index >= sceneCount())
        return;
    const QString error = m_bridge->apply(m_lesson.scenes[index]);
    m_scene = index;
    m_error
        = error.isEmpty() ? QString() : tr("%1: %2").arg(Ndcg::sceneLabel(m_lesson, index), error);
    startScene();
}

void LessonPlayer::first()
{
    goToScene(0);
}

void LessonPlayer::last()
{
    goToScene(sceneCount() - 1);
}

void LessonPlayer::startScene()
{
    m_history.clear();
    m_answerShown = false;
    const Ndcg::Scene &scene = m_lesson.scenes[m_scene];
    const auto answer = Ndcg::answerQuestion(scene);
    m_answer = answer ? answer.value() : Ndcg::QuestionAnswer {};
    m_answerError = answer ? QString() : answer.error().message;
    m_strip->setCurrent(m_scene);
    // A question whose number the scene shows from its start (NDCG@5 in the NDCG@i column
    // while only NDCG@k is hidden; the conventions' or the swaps' figures): what shows it is
    // hidden too until the answer, so that nothing gives it away before R.
    const SceneBridge::Parts &parts = m_bridge->parts();
    const QList<ViewState::Quantity> guard = questionQuantities();
    if (m_error.isEmpty() && !guard.isEmpty()
        && (isUncheckedQuestion() || answerInSight(parts.lesson->viewState()))) {
        QList<ViewState::Quantity> hidden = parts.lesson->reveal()->hidden();
        for (ViewState::Quantity q : guard) {
            if (!hidden.contains(q))
                hidden.append(q);
        }
        parts.lesson->reveal()->setState(hidden, parts.lesson->reveal()->revealedCells());
    }
    updateRoom();
    const SceneBridge::Parts &p = m_bridge->parts();
    if (scene.show.view == Ndcg::SceneView::Runs && p.existingRuns && p.existingRuns()) {
        QTimer::singleShot(0, this, &LessonPlayer::placeRunsWindow);
    } else {
        m_window->activateWindow();
    }
    emit sceneChanged(m_scene);
}

void LessonPlayer::updateRoom()
{
    if (m_lesson.scenes.isEmpty())
        return;
    const Ndcg::Scene &scene = m_lesson.scenes[m_scene];
    const QStringList langs = languages();
    QStringList narrations;
    for (const QString &language : langs) {
        const QString text = scene.narration.text(language);
        if (!text.isEmpty() && !narrations.contains(text))
            narrations.append(text);
    }
    if (!m_error.isEmpty())
        narrations = QStringList {tr("This scene cannot be shown: %1").arg(m_error)};
    QString question;
    QString answer;
    if (scene.question) {
        QStringList lines;
        for (const QString &language : langs) {
            const QString text = Ndcg::questionText(scene, language);
            if (!text.isEmpty() && !lines.contains(text))
                lines.append(text);
        }
        // The figure a convention is to be found for is part of the question; the figures of
        // other kinds (NDCG@k of A and B, the best swap's gain) are the answer.
        QString last = lines.isEmpty() ? QString() : lines.takeLast();
        if (!m_answer.figure.isEmpty()
            && scene.question->kind == Ndcg::QuestionKind::WhichConvention
            && !last.contains(m_answer.figure)) // a prompt may state it already
            last = tr("%1 (the figure: %2)").arg(last, m_answer.figure);
        if (!m_answer.choices.isEmpty())
            last = tr("%1 — %2").arg(last, m_answer.choices.join(QStringLiteral(" · ")));
        lines.append(last);
        question = tr("Question: %1").arg(lines.join(QLatin1Char('\n')));
        if (m_answerShown)
            answer = !m_answerError.isEmpty() ? tr("No answer: %1").arg(m_answerError)
                : m_answer.detail.isEmpty()
                ? tr("Answer: %1").arg(m_answer.text)
                : tr("Answer: %1 (%2)").arg(m_answer.text, m_answer.detail); // the values why
        else
            answer = tr("Predict, then press R for the answer.");
    }
    // The runs window's verdict is a better-system question's answer.
    m_bridge->setRunsVerdictHidden(scene.question
        && scene.question->kind == Ndcg::QuestionKind::BetterSystem && !m_answerShown);
    m_banner->setScene(sceneTitle(m_scene), narrations, question, answer);
    updatePresenterWindow();
    QTimer::singleShot(0, this, &LessonPlayer::fitBanner);
}

void LessonPlayer::fitBanner()
{
    if (!m_playing || m_dock->isHidden())
        return;
    // As tall as the text at the window's width, at most 40 % of the window (it scrolls past
    // that): the view keeps the rest.
    const int width = std::max(1, m_window->width());
    const int want = m_banner->heightForWidth(width) + m_banner->fontMetrics().height() / 2;
    const int height = std::clamp(want, 20, std::max(20, m_window->height() * 2 / 5));
    m_bannerHeight = height;
    if (m_dock->height() != height)
        m_window->resizeDocks({m_dock}, {height}, Qt::Vertical);
    if (m_lesson.scenes.value(m_scene).show.view == Ndcg::SceneView::Runs)
        QTimer::singleShot(0, this, &LessonPlayer::placeRunsWindow);
}

void LessonPlayer::placeRunsWindow()
{
    const SceneBridge::Parts &p = m_bridge->parts();
    RunsWindow *runs = p.existingRuns ? p.existingRuns() : nullptr;
    if (!m_playing || !runs || !runs->isVisible())
        return;
    // Below the banner, over the rest of the window: the room reads the narration above it.
    // (The banner's height asked for, when its dock has not been laid out at it yet; the
    // frame's title bar counted in.)
    const int top = std::max(m_dock->geometry().bottom() + 1, m_dock->y() + m_bannerHeight);
    const int frame = runs->frameGeometry().height() - runs->geometry().height();
    runs->move(m_window->mapToGlobal(QPoint(0, top)));
    runs->resize(m_window->width(), std::max(100, m_window->height() - top - frame));
    runs->raise();
}

void LessonPlayer::updatePresenterWindow()
{
    if (!m_playing)
        return;
    const Ndcg::Scene &scene = m_lesson.scenes[m_scene];
    QStringList notes;
    for (const QString &language : languages()) {
        const QString text = scene.notes.text(language);
        if (!text.isEmpty() && !notes.contains(text))
            notes.append(text);
    }
    m_notes = notes.join(QStringLiteral("\n\n"));
    if (scene.question) {
        m_notes += (m_notes.isEmpty() ? QString() : QStringLiteral("\n\n"))
            + (!m_answerError.isEmpty() ? tr("No answer: %1").arg(m_answerError)
                    : m_answer.detail.isEmpty()
                    ? tr("Answer: %1").arg(m_answer.text)
                    : tr("Answer: %1 (%2)").arg(m_answer.text, m_answer.detail));
    }
    m_nextScene = m_scene + 1 < sceneCount()
        ? tr("Scene %1: %2").arg(m_scene + 2).arg(sceneTitle(m_scene + 1))
        : tr("That was the last scene.");
    const qint64 seconds = m_elapsed.isValid() ? m_elapsed.elapsed() / 1000 : 0;
    const QString heading = tr("Scene %1 of %2 — %3 · %4:%5")
                                .arg(m_scene + 1)
                                .arg(sceneCount())
                                .arg(sceneTitle(m_scene))
                                .arg(seconds / 60)
                                .arg(seconds % 60, 2, 10, QLatin1Char('0'));
    m_presenter->holdNarration(heading,
        m_notes.isEmpty() ? tr("No notes for this scene.") : m_notes, tr("Next scene"),
        m_nextScene);
}

bool LessonPlayer::handleKey(const QKeyEvent *key)
{
    const int k = key->key();
    if (k >= Qt::Key_0 && k <= Qt::Key_9) {
        if (m_typed.size() < 4)
            m_typed += QChar(u'0' + (k - Qt::Key_0));
        m_strip->setTyped(m_typed, m_jumpArmed);
        return true;
    }
    const bool typing = m_jumpArmed || !m_typed.isEmpty();
    switch (k) {
    case Qt::Key_G:
        m_jumpArmed = true;
        m_typed.clear();
        m_strip->setTyped(m_typed, m_jumpArmed);
        return true;
    case Qt::Key_Return:
    case Qt::Key_Enter: {
        const int scene = m_typed.toInt() - 1;
        m_typed.clear();
        m_jumpArmed = false;
        m_strip->setTyped({}, false);
        if (scene >= 0 && scene < sceneCount())
            goToScene(scene);
        return true;
    }
    case Qt::Key_Backspace:
        m_typed.chop(1);
        m_strip->setTyped(m_typed, m_jumpArmed);
        return true;
    case Qt::Key_Escape:
        if (typing) {
            m_typed.clear();
            m_jumpArmed = false;
            m_strip->setTyped({}, false);
        } else {
            stop();
        }
        return true;
    default:
        break;
    }
    if (typing) { // any other key ends the jump
        m_typed.clear();
        m_jumpArmed = false;
        m_strip->setTyped({}, false);
    }
    switch (k) {
    case Qt::Key_PageDown:
    case Qt::Key_Right:
    case Qt::Key_Space:
        next();
        return true;
    case Qt::Key_PageUp:
    case Qt::Key_Left:
        previous();
        return true;
    case Qt::Key_Home:
        first();
        return true;
    case Qt::Key_End:
        last();
        return true;
    case Qt::Key_R:
        reveal();
        return true;
    case Qt::Key_L: // the narration's language: the interface's, English, Chinese, both
        setLanguage(Language((int(m_language) + 1) % 4));
        return true;
    default:
        return false;
    }
}

bool LessonPlayer::eventFilter(QObject *watched, QEvent *event)
{
    // While a lesson plays, the clicker's keys are the player's from whichever window has the
    // focus (the main window, the Evaluate runs window of a scene), before any shortcut: the
    // step-through's keys are reached through the player (forwardInScene()). A dialog, a
    // popup or the blank screen keeps its keys.
    const QEvent::Type type = event->type();
    // The runs window of a scene, once the window manager has put it on screen: below the
    // banner again.
    if (m_playing && m_presenter && type == QEvent::Show && watched->isWidgetType()
        && qobject_cast<RunsWindow *>(watched)) {
        QTimer::singleShot(0, this, &LessonPlayer::placeRunsWindow);
        QTimer::singleShot(300, this, &LessonPlayer::placeRunsWindow);
    }
    if (m_playing && m_presenter && (type == QEvent::ShortcutOverride || type == QEvent::KeyPress)
        && watched->isWidgetType() && !QApplication::activeModalWidget()
        && !QApplication::activePopupWidget() && !m_presenter->isBlank()) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (isPlayerKey(key)) {
            if (type == QEvent::ShortcutOverride) {
                event->accept(); // no shortcut takes it: it comes as a key press
                return true;
            }
            // Taken here, once: the key goes no further (not to the focused table, not up to
            // the window).
            event->accept();
            if (!key->isAutoRepeat() || key->key() != Qt::Key_Escape)
                handleKey(key);
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}
