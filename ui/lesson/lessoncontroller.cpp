#include "lessoncontroller.h"

#include "document/settingsstore.h"
#include "fileinput.h"
#include "files/filecontroller.h"
#include "filewriter.h"
#include "lessondocument.h"
#include "lessonrecovery.h"
#include "scenelistpanel.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeySequence>
#include <QLocale>
#include <QLockFile>
#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>
#include <QTableView>
#include <QUndoGroup>
#include <QUndoStack>

#include <memory>

namespace {

LessonController::MessageHook messageHook;
LessonController::QuestionHook questionHook;
LessonController::OpenPathHook openPathHook;
LessonController::SavePathHook savePathHook;

constexpr int statusTimeout = 12000;
// As FileController: a save waits this long for another save of the same file.
constexpr int saveLockTimeout = 10000;
constexpr int saveLockStaleTime = 60000;

// "Line 3, column 12: scene 2 (“Two rankings”): …" — the parts of the place that are known.
QString describe(const Ndcg::Error &error)
{
    if (error.line > 0 && error.column > 0)
        return LessonController::tr("Line %1, column %2: %3")
            .arg(error.line)
            .arg(error.column)
            .arg(error.message);
    if (error.line > 0)
        return LessonController::tr("Line %1: %2").arg(error.line).arg(error.message);
    return error.message;
}

QString baseNameOf(const QString &path)
{
    QString name = QFileInfo(path).fileName();
    if (name.endsWith(QLatin1String(Ndcg::lessonSuffix)))
        name.chop(int(qstrlen(Ndcg::lessonSuffix)));
    return name;
}

} // namespace

LessonController::LessonController(QMainWindow *window, QUndoGroup *undoGroup, QMenu *fileMenu,
    QAction *afterInFile, Collaborators collaborators)
    : QObject(window)
    , m_window(window)
    , m_undoGroup(undoGroup)
    , m_parts(std::move(collaborators))
    , m_document(new LessonDocument(this))
{
    // A new lesson has a title of its own, so that its file names it.
    m_recovery = new LessonRecovery(m_document, window);
    m_undoGroup->addStack(m_document->undoStack());

    // The scene list: its own dock at the left, beside the workbench (the side panels keep
    // the right), never floating over the view.
    m_dock = new QDockWidget(window);
    m_dock->setObjectName(QStringLiteral("sceneListDock"));
    m_panel = new SceneListPanel(m_document, m_dock);
    m_dock->setWidget(m_panel);
    m_dock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    m_dock->setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea);
    window->addDockWidget(Qt::LeftDockWidgetArea, m_dock);
    m_dock->hide();
    connect(m_panel, &SceneListPanel::sceneActivated, this, &LessonController::showScene);
    connect(m_panel, &SceneListPanel::updateFromViewRequested, this,
        &LessonController::updateSceneFromView);
    connect(qApp, &QApplication::focusChanged, this,
        [this](QWidget *, QWidget *now) { followFocus(now); });
    connect(m_document, &LessonDocument::modifiedChanged, this, &LessonController::updateDockTitle);
    connect(
        m_document, &LessonDocument::displayNameChanged, this, &LessonController::updateDockTitle);
    createActions(fileMenu, afterInFile);
    retranslate();
}

LessonController::~LessonController()
{
    disconnect(qApp, nullptr, this, nullptr);
    // The dock is the window's child but shows this controller's document, which goes with
    // this object: the dock (its list and editor) goes first.
    delete m_dock;
}

void LessonController::setMessageHook(MessageHook hook)
{
    messageHook = std::move(hook);
}

void LessonController::setQuestionHook(QuestionHook hook)
{
    questionHook = std::move(hook);
}

void LessonController::setOpenPathHook(OpenPathHook hook)
{
    openPathHook = std::move(hook);
}

void LessonController::setSavePathHook(SavePathHook hook)
{
    savePathHook = std::move(hook);
}

void LessonController::showMessage(const QString &text) const
{
    if (messageHook) {
        messageHook(text);
        return;
    }
    QMessageBox::warning(m_window, tr("NDCG Explorer"), text);
}

void LessonController::followFocus(QWidget *now)
{
    // Undo follows the focus: the lesson's stack while the scene list (or its editor) has it,
    // the stack that was active before everywhere else.
    QUndoStack *lesson = m_document->undoStack();
    const bool inList = now && m_dock->isAncestorOf(now);
    if (inList && m_undoGroup->activeStack() != lesson) {
        m_stackBefore = m_undoGroup->activeStack();
        m_undoGroup->setActiveStack(lesson);
    } else if (!inList && now && now->window() == m_window
        && m_undoGroup->activeStack() == lesson) {
        QUndoStack *before = m_stackBefore;
        m_undoGroup->setActiveStack(
            before && m_undoGroup->stacks().contains(before) ? before : nullptr);
        if (!m_undoGroup->activeStack() && !m_undoGroup->stacks().isEmpty())
            m_undoGroup->setActiveStack(m_undoGroup->stacks().first());
    }
}

void LessonController::createActions(QMenu *fileMenu, QAction *afterInFile)
{
    auto make = [this](const char *name, const QKeySequence &key, auto slot) {
        auto *a = new QAction(this);
        a->setObjectName(QLatin1String(name));
        if (!key.isEmpty())
            a->setShortcut(key);
        connect(a, &QAction::triggered, this, slot);
        m_window->addAction(a); // works with the menu bar hidden (presenter mode)
        return a;
    };
    Actions &a = m_actions;
    a.newLesson = make("newLesson", QKeySequence(), [this] { newLesson(); });
    a.openLesson = make("openLesson", QKeySequence(), [this] { open(); });
    a.saveLesson = make("saveLesson", QKeySequence(), [this] { save(); });
    a.saveLessonAs = make("saveLessonAs", QKeySequence(), [this] { saveAs(); });
    // Ctrl+Shift+A and Shift+F5 are free (F5 is presenter mode, F7 the swaps panel): Shift+F5
    // plays from the current scene, as in a slide program.
    a.addScene = make(
        "addScene", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A), [this] { addSceneFromView(); });
    a.play = make("playLesson", QKeySequence(Qt::SHIFT | Qt::Key_F5), [this] { play(); });
    a.showSceneList = make("showSceneList", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_J),
        [this] { showSceneList(); });
    a.printWorksheet = make("printWorksheet", QKeySequence(), [this] { printWorksheet(); });

    m_menu = new QMenu(m_window);
    m_menu->setObjectName(QStringLiteral("lessonMenu"));
    m_bundled = new QMenu(m_menu);
    m_bundled->setObjectName(QStringLiteral("bundledLessonsMenu"));
    m_recent = new QMenu(m_menu);
    m_recent->setObjectName(QStringLiteral("recentLessonsMenu"));
    connect(m_recent, &QMenu::aboutToShow, this, &LessonController::fillRecentMenu);
    m_menu->addActions({a.newLesson, a.openLesson, m_bundled->menuAction(), m_recent->menuAction(),
        a.saveLesson, a.saveLessonAs});
    m_menu->addSeparator();
    m_menu->addActions({a.addScene, a.showSceneList});
    m_menu->addSeparator();
    m_menu->addAction(a.play);

    const QList<QAction *> fileActions = fileMenu->actions();
    const qsizetype at = fileActions.indexOf(afterInFile);
    fileMenu->insertAction(
        at >= 0 && at + 1 < fileActions.size() ? fileActions.at(at + 1) : nullptr,
        a.printWorksheet);
    fillRecentMenu();
}

void LessonController::retranslate()
{
    auto set = [](QAction *a, const QString &text, const QString &tip = {}) {
        a->setText(text);
        a->setToolTip(tip.isEmpty() ? QString(text).remove(QLatin1Char('&')) : tip);
    };
    const Actions &a = m_actions;
    m_menu->setTitle(tr("&Lesson"));
    set(a.newLesson, tr("&New lesson"));
    set(a.openLesson, tr("&Open lesson…"));
    m_bundled->setTitle(tr("Open &bundled lesson"));
    m_recent->setTitle(tr("&Recent lessons"));
    set(a.saveLesson, tr("&Save lesson"));
    set(a.saveLessonAs, tr("Save lesson &as…"));
    set(a.addScene, tr("Add scene from current &view"),
        tr("A new scene after the current one: the window's scenario and view as they are now"));
    set(a.showSceneList, tr("Show scene &list"));
    set(a.play, tr("&Play from current scene"));
    set(a.printWorksheet, tr("&Print lesson as worksheet…"),
        tr("A PDF worksheet of the lesson's questions, with its answer key"));
    fillBundledMenu();
    fillRecentMenu();
    m_panel->retranslate();
    updateDockTitle();
}

void LessonController::updateDockTitle()
{
    m_dock->setWindowTitle(tr("Scenes — %1%2")
                               .arg(m_document->displayName(),
                                   m_document->isModified() ? QStringLiteral(" *") : QString()));
}

void LessonController::fillBundledMenu()
{
    m_bundled->clear();
    for (const QString &id : Ndcg::lessonIds()) {
        const auto lesson = Ndcg::loadLesson(id);
        const QString title = lesson ? lesson->title.text(QLocale().name()) : QString();
        QAction *a = m_bundled->addAction(title.isEmpty() ? id : title);
        a->setObjectName(QStringLiteral("bundledLesson-") + id);
        connect(a, &QAction::triggered, this, [this, id] { openBundled(id); });
    }
}

void LessonController::fillRecentMenu()
{
    m_recent->clear();
    const QStringList files = SettingsStore::recentLessons();
    for (int i = 0; i < files.size(); ++i) {
        const QString &path = files.at(i);
        QAction *a = m_recent->addAction(
            QStringLiteral("&%1 %2").arg(i + 1).arg(QDir::toNativeSeparators(path)));
        connect(a, &QAction::triggered, this, [this, path] { open(path); });
    }
    m_recent->setEnabled(!files.isEmpty());
}

bool LessonController::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const QString text = tr("The lesson “%1” has unsaved changes. Save them before they are lost?")
                             .arg(m_document->displayName());
    const QMessageBox::StandardButton answer = questionHook
        ? questionHook(text)
        : QMessageBox::warning(m_window, tr("NDCG Explorer"), text,
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

bool LessonController::closeRequested()
{
    return maybeSave();
}

void LessonController::windowClosed()
{
    m_recovery->windowClosed();
}

void LessonController::windowShown()
{
    m_recovery->windowShown();
}

bool LessonController::newLesson()
{
    if (!maybeSave())
        return false;
    Ndcg::Lesson lesson;
    lesson.title = {QStringLiteral("Untitled lesson"), QStringLiteral("未命名课程")};
    m_document->loadLesson(lesson);
    showSceneList();
    return true;
}

void LessonController::load(
    const Ndcg::Lesson &lesson, const QString &path, const QByteArray &bytes)
{
    m_document->loadLesson(lesson);
    if (!path.isEmpty()) {
        m_document->setFile(path, FileWriter::stampOf(bytes));
        SettingsStore::addRecentLesson(path);
    }
    showSceneList();
    m_window->statusBar()->showMessage(
        tr("Lesson “%1”: %n scene(s).", nullptr, m_document->sceneCount())
            .arg(m_document->displayName()),
        statusTimeout);
}

bool LessonController::open(const QString &givenPath)
{
    if (!maybeSave())
        return false;
    QString path = givenPath;
    if (path.isEmpty()) {
        const QString caption = tr("Open a lesson");
        path = openPathHook
            ? openPathHook(caption)
            : QFileDialog::getOpenFileName(m_window, caption, SettingsStore::lastFolder(),
                tr("NDCG lessons (*.ndcg-lesson.json);;All files (*)"));
        if (!path.isEmpty())
            SettingsStore::rememberFolderOf(path);
    }
    path = Ndcg::resolvedPath(path);
    if (path.isEmpty())
        return false;
    const QString name = Ndcg::displayPath(QFileInfo(path).fileName());
    auto fail = [&](const Ndcg::Error &error) {
        showMessage(tr("The lesson “%1” could not be opened.").arg(name) + QStringLiteral("\n\n")
            + describe(error) + QStringLiteral("\n\n") + tr("The open lesson was not changed."));
        if (!Ndcg::fileKind(path).exists)
            SettingsStore::removeRecentLesson(path);
        return false;
    };
    // Read under the save lock, as a scenario is: a save in flight ends first.
    QLockFile lock(FileController::saveLockPath(path));
    lock.setStaleLockTime(saveLockStaleTime);
    lock.tryLock(saveLockTimeout);
    const auto bytes = Ndcg::readWholeFile(path, Ndcg::InputKind::Scenario, Ndcg::maxLessonBytes);
    if (!bytes)
        return fail(bytes.error());
    const auto lesson = Ndcg::parseLesson(*bytes, name);
    if (!lesson)
        return fail(lesson.error());
    load(*lesson, path, *bytes);
    return true;
}

bool LessonController::openBundled(const QString &id)
{
    if (!maybeSave())
        return false;
    const auto lesson = Ndcg::loadLesson(id);
    if (!lesson) {
        showMessage(tr("The bundled lesson “%1” could not be opened.").arg(id)
            + QStringLiteral("\n\n") + describe(lesson.error()) + QStringLiteral("\n\n")
            + tr("The open lesson was not changed."));
        return false;
    }
    load(*lesson, {}, {});
    return true;
}

bool LessonController::save()
{
    const QString path = m_document->filePath();
    return path.isEmpty() ? saveAs() : saveAs(path);
}

bool LessonController::saveAs(const QString &givenPath)
{
    QString path = givenPath;
    if (path.isEmpty()) {
        const QString caption = tr("Save the lesson");
        const QString base = !m_document->filePath().isEmpty() ? baseNameOf(m_document->filePath())
            : m_document->lesson().title.en.isEmpty()          ? QStringLiteral("lesson")
                                                               : m_document->lesson().title.en;
        const QString suggested
            = QDir(SettingsStore::lastFolder()).filePath(base + QLatin1String(Ndcg::lessonSuffix));
        path = savePathHook ? savePathHook(caption, suggested)
                            : QFileDialog::getSaveFileName(m_window, caption, suggested,
                                tr("NDCG lessons (*.ndcg-lesson.json)"));
        if (path.isEmpty())
            return false;
        if (!path.endsWith(QLatin1String(Ndcg::lessonSuffix), Qt::CaseInsensitive)
            && QFileInfo(path).suffix().isEmpty())
            path += QLatin1String(Ndcg::lessonSuffix);
        SettingsStore::rememberFolderOf(path);
    }
    path = FileWriter::absolutePath(Ndcg::resolvedPath(path));
    const QString shown = QDir::toNativeSeparators(Ndcg::displayPath(path));
    auto fail = [&](const QString &reason) {
        showMessage(tr("The lesson “%1” could not be saved: %2").arg(shown, reason)
            + QStringLiteral("\n\n") + tr("Any file that was there is unchanged."));
        return false;
    };
    // A lesson that would not open again is not written (a question made undefined, …).
    if (const QStringList problems = Ndcg::checkLesson(m_document->lesson()); !problems.isEmpty())
        return fail(problems.join(QLatin1Char('\n')));
    const QByteArray bytes = Ndcg::lessonToJson(m_document->lesson());
    if (bytes.size() > Ndcg::maxLessonBytes)
        return fail(tr("it would be larger than %1 MB, the limit for a lesson file")
                        .arg(Ndcg::maxLessonBytes / (1024 * 1024)));
    // Held from the check to the end of the write, as FileController holds it for a scenario.
    QLockFile lock(FileController::saveLockPath(path));
    lock.setStaleLockTime(saveLockStaleTime);
    if (!lock.tryLock(saveLockTimeout) && lock.error() == QLockFile::LockFailedError)
        return fail(tr("another window or program is saving it (it holds %1)")
                        .arg(QDir::toNativeSeparators(FileController::saveLockPath(path))));
    // Changed on disk since it was opened or saved here: ask before overwriting.
    if (path == m_document->filePath() && !m_document->fileStamp().isNull()) {
        const FileWriter::Stamp now = FileWriter::stampOfFile(path);
        if (!now.isNull() && now != m_document->fileStamp()) {
            const QString text = tr("“%1” was changed on disk by another window or program since "
                                    "it was opened or saved here. Overwrite those changes?")
                                     .arg(shown);
            const QMessageBox::StandardButton answer = questionHook
                ? questionHook(text)
                : QMessageBox::question(m_window, tr("NDCG Explorer"), text,
                    QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
            if (answer != QMessageBox::Yes && answer != QMessageBox::Save)
                return false;
        }
    }
    QString error;
    if (!FileWriter::write(path, bytes, &error))
        return fail(error);
    m_document->setFile(path, FileWriter::stampOf(bytes));
    m_document->setClean();
    SettingsStore::addRecentLesson(path);
    m_window->statusBar()->showMessage(tr("Saved the lesson to %1.").arg(shown), statusTimeout);
    return true;
}

bool LessonController::addSceneFromView()
{
    if (!m_parts.capture)
        return false;
    if (m_document->sceneCount() >= Ndcg::maxLessonScenes) {
        showMessage(tr("A lesson holds at most %1 scenes.").arg(Ndcg::maxLessonScenes));
        return false;
    }
    Ndcg::Scene scene = m_parts.capture();
    const int number = m_document->currentScene() + 2;
    if (scene.title.isEmpty()) {
        // Named after the window's title ("Seed 000: five graded results"), else numbered.
        const QString name = m_window->windowTitle().section(QStringLiteral("[*]"), 0, 0);
        scene.title.en = name.isEmpty() ? QStringLiteral("Scene %1").arg(number) : name;
    }
    m_document->addScene(scene);
    showSceneList();
    return true;
}

bool LessonController::updateSceneFromView(int index)
{
    if (!m_parts.capture || index < 0 || index >= m_document->sceneCount())
        return false;
    if (const QString refusal = m_document->updateSceneView(index, m_parts.capture());
        !refusal.isEmpty()) {
        showMessage(tr("The scene was not changed.") + QStringLiteral("\n\n") + refusal);
        return false;
    }
    return true;
}

bool LessonController::showScene(int index)
{
    if (!m_parts.apply || index < 0 || index >= m_document->sceneCount())
        return false;
    if (m_parts.maySaveScenario && !m_parts.maySaveScenario())
        return false;
    m_document->setCurrentScene(index);
    if (const QString error = m_parts.apply(m_document->scene(index)); !error.isEmpty()) {
        showMessage(
            tr("%1 cannot be shown: %2").arg(Ndcg::sceneLabel(m_document->lesson(), index), error));
        return false;
    }
    return true;
}

bool LessonController::play()
{
    if (!m_parts.play || m_document->sceneCount() == 0) {
        showMessage(tr("The lesson has no scene to play yet: Lesson ▸ Add scene from current "
                       "view makes one."));
        return false;
    }
    // The player asks to save the window's unsaved work itself.
    m_parts.play(m_document->lesson(), std::max(0, m_document->currentScene()));
    return true;
}

bool LessonController::printWorksheet()
{
    if (!m_parts.printWorksheet)
        return false;
    const QString name = m_document->filePath().isEmpty() ? m_document->displayName()
                                                          : baseNameOf(m_document->filePath());
    return m_parts.printWorksheet(m_document->lesson(), name);
}

void LessonController::showSceneList()
{
    if (m_dock->isHidden()) {
        m_dock->show();
        // 44 characters of the dock's font (it follows the interface scale): a title and a
        // line of narration read without scrolling; the workbench keeps the rest.
        m_window->resizeDocks({m_dock},
            {std::min(m_dock->fontMetrics().averageCharWidth() * 44, m_window->width() * 2 / 5)},
            Qt::Horizontal);
    }
    m_dock->raise();
    m_panel->list()->setFocus();
}
