#include "mainwindow.h"

#include "class/classcontroller.h"
#include "classroom/presentercontroller.h"
#include "classroom/viewmenu.h"
#include "comparison/comparisoncontroller.h"
#include "document/rankingdocument.h"
#include "document/rowcommands.h"
#include "document/scenariodocument.h"
#include "files/filecontroller.h"
#include "files/recoverycontroller.h"
#include "files/worksheetdialog.h"
#include "lesson/lessoncontroller.h"
#include "lesson/lessonplayer.h"
#include "lesson/scenebridge.h"
#include "runs/runsmodel.h"
#include "runs/runswindow.h"
#include "sound/curvelistener.h"
#include "stepthrough/examplescontroller.h"
#include "stepthrough/lessonstate.h"
#include "stepthrough/stepcontroller.h"
#include "style/interfacescale.h"
#include "workbench/announce.h"
#include "workbench/definitionbar.h"
#include "workbench/workbench.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>
#include <QResizeEvent>
#include <QScreen>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QUndoGroup>
#include <QUndoStack>

#include <functional>

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    m_document = new ScenarioDocument(this);
    m_workbench = new Workbench(m_document->a(), this);
    m_views = new QStackedWidget(this);
    m_views->setObjectName(QStringLiteral("views"));
    m_views->addWidget(m_workbench);
    setCentralWidget(m_views);
    // A page put aside asks for no room: the window's minimum size is the shown view's.
    connect(
        m_views, &QStackedWidget::currentChanged, this, [this, policy = m_workbench->sizePolicy()] {
            m_workbench->setSizePolicy(m_views->currentWidget() == m_workbench
                    ? policy
                    : QSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored));
        });
    createActions();
    // View (language, presenter mode, zoom, dark theme) and Help menus.
    m_viewMenu
        = new ViewMenu(this, m_workbench, m_document->undoGroup(), m_actions.undo, m_actions.redo);
    // File menu: new, open, save, recent, import, export.
    m_files = new FileController(m_document, this, m_fileMenu, m_actions.quit);
    // The teaching state (steps, hidden answers, reveals, the swap preview): one owner, one
    // changed() signal that every view of the document's numbers follows.
    m_lesson = new LessonState(this);
    m_files->setLesson(m_lesson); // an export asks before it writes hidden answers
    connect(m_lesson, &LessonState::changed, m_workbench, &Workbench::setViewState);
    // Examples menu: gallery, practice, compare with the text. Step menu: step-through, reveal.
    m_examples = new ExamplesController(m_document, this, m_workbench, m_lesson);
    m_steps = new StepController(m_document, this, m_workbench, m_lesson);
    connect(m_examples, &ExamplesController::stepThroughRequested, m_steps,
        [this] { m_steps->setStepping(true); });
    // Compare menu, comparison view, swaps.
    m_comparison = new ComparisonController(m_document, this, m_views, m_workbench, m_lesson);
    m_files->setComparison(m_comparison);
    // Recovery copies of unsaved work.
    m_recovery = new RecoveryController(m_document, this, m_files);
    RecoveryController::setWindowFactory([] {
        auto *window = new MainWindow;
        window->setAttribute(Qt::WA_DeleteOnClose);
        window->show();
        return window->recovery();
    });

    // Lessons: playing. The bridge shows a scene through the controllers above (and captures
    // the window as one); the player plays a lesson full screen from a clicker, asking once
    // to save unsaved work.
    SceneBridge::Parts parts;
    parts.document = m_document;
    parts.lesson = m_lesson;
    parts.steps = m_steps;
    parts.comparison = m_comparison;
    parts.examples = m_examples;
    parts.presenter = m_viewMenu->presenter();
    parts.window = this;
    parts.runs = [this] {
        showRunsWindow();
        return m_runs;
    };
    parts.existingRuns = [this] { return m_runs; };
    m_sceneBridge = new SceneBridge(parts, this);
    m_lessonPlayer = new LessonPlayer(m_sceneBridge, m_viewMenu->presenter(), this);
    m_lessonPlayer->setSaveCheck([this] { return maybeSave(); });

    // Lessons: authoring. The open lesson, the Lesson menu, the scene list dock at the left and
    // File ▸ Print lesson as worksheet; the lesson's undo stack joins the group (active while
    // the scene list has the focus). It reaches the window through functions only.
    LessonController::Collaborators lessonParts;
    lessonParts.capture = [this] { return m_sceneBridge->capture(); };
    lessonParts.apply = [this](const Ndcg::Scene &scene) { return m_sceneBridge->apply(scene); };
    // The player asks to save unsaved work itself (setSaveCheck()).
    lessonParts.play = [this](const Ndcg::Lesson &lesson, int scene) {
        if (!m_lessonPlayer->play(lesson, scene) && !m_lessonPlayer->error().isEmpty())
            statusBar()->showMessage(m_lessonPlayer->error(), 12000);
    };
    lessonParts.printWorksheet = [this](const Ndcg::Lesson &lesson, const QString &name) {
        const bool printed = WorksheetDialog::print(this, lesson, name);
        if (printed)
            announce(this, tr("The worksheet was printed."));
        return printed;
    };
    lessonParts.maySaveScenario = [this] { return maybeSave(); };
    m_lessons = new LessonController(this, m_document->undoGroup(), m_fileMenu,
        m_files->actions().exportHandout, std::move(lessonParts));
    connect(this, &MainWindow::languageChanged, m_lessons, &LessonController::retranslate);
    // The class answers (issue 23): Lesson ▸ Let the class answer, driven by the player.
    m_class = new ClassController(this, m_lessonPlayer, m_lessons->menu());
    connect(this, &MainWindow::languageChanged, m_class, &ClassController::retranslate);
    // View ▸ Listen to the curves (issue 24): the running DCG and IDCG as tones.
    m_listener = new CurveListener(m_workbench, this);
    m_viewMenu->viewMenu()->addAction(m_listener->action());
    addAction(m_listener->action());
    connect(this, &MainWindow::languageChanged, m_listener, &CurveListener::retranslate);

    // Menus left to right; Help stays last.
    menuBar()->addMenu(m_fileMenu);
    menuBar()->addMenu(m_editMenu);
    menuBar()->addMenu(m_viewMenu->viewMenu());
    menuBar()->addMenu(m_examples->menu());
    menuBar()->addMenu(m_steps->stepMenu());
    menuBar()->addMenu(m_comparison->menu());
    menuBar()->addMenu(m_lessons->menu());
    menuBar()->addMenu(m_viewMenu->helpMenu());

    PresenterController *presenter = m_viewMenu->presenter();
    presenter->setStepController(m_steps);
    // A language change: each controller names its menus, actions and docks again. The
    // step-through rebuilds its narrations after every widget has retranslated.
    connect(this, &MainWindow::languageChanged, m_files, &FileController::retranslate);
    connect(this, &MainWindow::languageChanged, m_comparison, &ComparisonController::retranslate);
    connect(this, &MainWindow::languageChanged, m_viewMenu, &ViewMenu::retranslate);
    connect(this, &MainWindow::languageChanged, m_examples, &ExamplesController::retranslate);
    connect(this, &MainWindow::languageChanged, m_steps,
        [this] { QTimer::singleShot(0, m_steps, &StepController::retranslate); });

    // Compare → Evaluate runs: a window of its own; a query clicked there opens here as A and B.
    m_comparison->menu()->addSeparator();
    m_comparison->menu()->addAction(m_actions.evaluateRuns);
    connect(m_actions.evaluateRuns, &QAction::triggered, this, &MainWindow::showRunsWindow);

    statusBar()->setSizeGripEnabled(false); // created now, never while the window is closing
    connect(m_document, &ScenarioDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ScenarioDocument::displayNameChanged, this, &MainWindow::updateTitle);
    connect(m_workbench, &Workbench::messageShown, this,
        [this](const QString &text) { statusBar()->showMessage(text, 12000); });
    setAcceptDrops(true);
    loadOpeningExample();
    // The window's minimum is set here, once, and never follows its content: a content whose
    // minimum grows (a zoom, a long number, a panel) is reflowed, scrolled or elided inside
    // the window instead of making the window larger than its screen, which would throw it out
    // of full screen and partly off screen.
    setMinimumSize(480, 360);
    // 1280×800 at 100 %, as much more as the interface scale (2560×1600 at 200 % on a 4K
    // screen), or less on a smaller screen (room left for the frame and a panel; main()
    // maximises a window that does not fit).
    const QSize available = screen() ? screen()->availableGeometry().size() : QSize(1280, 800);
    const QSize wanted(InterfaceScale::px(1280), InterfaceScale::px(800));
    resize(wanted.width() > 1280 ? wanted.boundedTo(available - QSize(16, 72)) : wanted);
}

MainWindow::~MainWindow()
{
    // Closing the window moves the focus, which would commit an open cell editor into a
    // half-destroyed window: drop open editors first.
    disconnect(m_workbench, nullptr, this, nullptr);
    disconnect(m_document, nullptr, this, nullptr);
    // The views change while the children go (B, then the comparison view): after this
    // destructor the window is no MainWindow any more (found by UBSan).
    disconnect(m_views, nullptr, this, nullptr);
    m_workbench->discardOpenEditors();
    m_comparison->discardOpenEditors();
    // B goes with the document, after the docks its view's panels live in: the comparison view
    // goes now, while everything it touches is whole (found by ASan).
    m_comparison->closeView();
    // The documents' undo stacks leave the group as they are destroyed, after this object has
    // stopped being a MainWindow: the group must not tell anyone then (found by UBSan).
    m_document->undoGroup()->blockSignals(true);
}

PresenterController *MainWindow::presenter() const
{
    return m_viewMenu->presenter();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        m_document->retranslate(); // a title that follows the language
        emit languageChanged();
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // The scenario's prompt, then the lesson's: Cancel in either keeps the window open.
    if (!m_files->closeRequested() || !m_lessons->closeRequested() || !m_class->closeRequested()) {
        event->ignore();
        return;
    }
    m_recovery->windowClosed();
    m_lessons->windowClosed();
    QMainWindow::closeEvent(event);
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (m_recovery)
        m_recovery->windowShown();
    if (m_lessons)
        m_lessons->windowShown();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!FileController::droppedFile(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QString path = FileController::droppedFile(event->mimeData());
    if (path.isEmpty())
        return;
    event->acceptProposedAction();
    // After the drop returns: a prompt must not run inside the drag's event.
    QMetaObject::invokeMethod(
        m_files, [files = m_files, path] { files->openAny(path); }, Qt::QueuedConnection);
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    if (m_viewMenu)
        m_viewMenu->presenter()->windowResized();
    QMainWindow::resizeEvent(event);
}

void MainWindow::loadOpeningExample()
{
    Ndcg::Scenario scenario;
    const double grades[] = {3, 2, 0, 1, 3};
    for (int i = 0; i < 5; ++i)
        scenario.a.items.append(
            Ndcg::Item {grades[i], QStringLiteral("d%1").arg(i + 1), std::nullopt});
    scenario.settings.cutoff = 5;
    m_document->loadScenario(scenario, [] { return tr("Seed 000: five graded results"); });
    updateTitle();
}

bool MainWindow::maybeSave()
{
    return m_files->maybeSave();
}

void MainWindow::createActions()
{
    // A row command acts on the workbench's table, or while comparing on the table of the side
    // that has the focus (A or B, as undo does).
    // (The workbench's own insert and delete also serve its judged list: a function, not a
    // member pointer, which GCC 12's -O2 with sanitizers mistakes for uninitialised.)
    auto make = [this](const char *name, const QKeySequence &key, void (RowCommands::*command)(),
                    std::function<void()> onWorkbench = {}) {
        auto *a = new QAction(this);
        a->setObjectName(QLatin1String(name));
        if (!key.isEmpty())
            a->setShortcut(key);
        connect(a, &QAction::triggered, this, [this, command, onWorkbench] {
            if (RowCommands *side = m_comparison ? m_comparison->activeRowCommands() : nullptr)
                (side->*command)();
            else if (onWorkbench)
                onWorkbench();
            else
                (m_workbench->rowCommands()->*command)();
        });
        return a;
    };
    QUndoGroup *group = m_document->undoGroup();
    Actions &a = m_actions;
    a.undo = group->createUndoAction(this);
    a.undo->setObjectName(QStringLiteral("undo"));
    a.undo->setShortcuts(QKeySequence::Undo);
    a.redo = group->createRedoAction(this);
    a.redo->setObjectName(QStringLiteral("redo"));
    a.redo->setShortcuts(QKeySequence::Redo);

    a.quit = new QAction(this);
    a.quit->setObjectName(QStringLiteral("quit"));
    a.quit->setShortcuts(QKeySequence::Quit);
    connect(a.quit, &QAction::triggered, this, &QWidget::close);

    a.copy = make("copy", QKeySequence::Copy, &RowCommands::copy);
    a.paste = make("paste", QKeySequence::Paste, &RowCommands::paste);
    a.addRow = make("addRow", QKeySequence(Qt::CTRL | Qt::Key_Return), &RowCommands::addRow);
    a.insertRow = make("insertRow", QKeySequence(Qt::CTRL | Qt::Key_I), &RowCommands::insertRow,
        [this] { m_workbench->insertRow(); });
    a.insertRow->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_I), QKeySequence(Qt::Key_Insert)});
    a.duplicateRows
        = make("duplicateRows", QKeySequence(Qt::CTRL | Qt::Key_D), &RowCommands::duplicateRows);
    a.deleteRows = make("deleteRows", QKeySequence::Delete, &RowCommands::deleteRows,
        [this] { m_workbench->deleteRows(); });
    a.moveUp = make("moveUp", QKeySequence(Qt::CTRL | Qt::Key_Up), &RowCommands::moveRowsUp);
    a.moveDown
        = make("moveDown", QKeySequence(Qt::CTRL | Qt::Key_Down), &RowCommands::moveRowsDown);
    a.sortIdeal = make(
        "sortIdeal", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I), &RowCommands::sortIdeal);
    a.reverse = make(
        "reverse", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R), &RowCommands::reverseOrder);
    a.shuffle
        = make("shuffle", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), &RowCommands::shuffle);
    a.resetRanking = make("resetRanking", QKeySequence(), &RowCommands::resetRanking);
    a.evaluateRuns = new QAction(this);
    a.evaluateRuns->setObjectName(QStringLiteral("evaluateRuns"));
    a.evaluateRuns->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    addAction(a.evaluateRuns); // works with the menu bar hidden (presenter mode)
    a.conventions = new QAction(this);
    a.conventions->setObjectName(QStringLiteral("conventions"));
    a.conventions->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    connect(a.conventions, &QAction::triggered, this, [this] {
        m_workbench->definitionBar()->setEditorsVisible(
            !m_workbench->definitionBar()->editorsVisible());
    });

    m_fileMenu = new QMenu(this);
    m_fileMenu->setObjectName(QStringLiteral("fileMenu"));
    m_fileMenu->addAction(a.quit);
    m_editMenu = new QMenu(this);
    m_editMenu->setObjectName(QStringLiteral("editMenu"));
    m_editMenu->addActions({a.undo, a.redo});
    m_editMenu->addSeparator();
    m_editMenu->addActions({a.copy, a.paste});
    m_editMenu->addSeparator();
    m_editMenu->addActions(
        {a.addRow, a.insertRow, a.duplicateRows, a.deleteRows, a.moveUp, a.moveDown});
    m_editMenu->addSeparator();
    m_editMenu->addActions({a.sortIdeal, a.reverse, a.shuffle, a.resetRanking});
    m_editMenu->addSeparator();
    m_editMenu->addAction(a.conventions);
    // The actions work from anywhere in the window, also when the menu bar is hidden.
    addActions(m_editMenu->actions());
    retranslate();
}

void MainWindow::retranslate()
{
    auto set = [](QAction *a, const QString &text, const QString &tip = {}) {
        a->setText(text);
        a->setToolTip(tip.isEmpty() ? QString(text).remove(QLatin1Char('&')) : tip);
    };
    const Actions &a = m_actions;
    m_fileMenu->setTitle(tr("&File"));
    m_editMenu->setTitle(tr("&Edit"));
    set(a.quit, tr("&Quit"));
    set(a.copy, tr("&Copy as TSV"),
        tr("Copy the selected rows (or the whole table) as "
           "tab-separated text, for a spreadsheet"));
    set(a.paste, tr("&Paste grades"),
        tr("Paste a column or block of grades and labels "
           "(tab, comma or space separated)"));
    set(a.addRow, tr("&Add row"));
    set(a.insertRow, tr("&Insert row"));
    set(a.duplicateRows, tr("Dup&licate rows"));
    set(a.deleteRows, tr("&Delete rows"));
    set(a.moveUp, tr("Move &up"));
    set(a.moveDown, tr("Move do&wn"));
    set(a.sortIdeal, tr("S&ort into the ideal order"));
    set(a.reverse, tr("&Reverse order"));
    set(a.shuffle, tr("S&huffle"));
    set(a.resetRanking, tr("Rese&t ranking"), tr("Back to the ranking the app opened with"));
    set(a.evaluateRuns, tr("Evaluate &runs…"),
        tr("Compare whole systems: a qrels file and two or more runs, with significance tests"));
    set(a.conventions, tr("Edit co&nventions…"));
    m_workbench->retranslate();
    updateTitle();
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — NDCG Explorer").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
}

void MainWindow::showRunsWindow()
{
    if (!m_runs) {
        m_runs = new RunsWindow(this);
        // A query clicked there opens here: its two rankings as A and B.
        connect(m_runs, &RunsWindow::queryOpened, this,
            [this](const Ndcg::Scenario &scenario, const QString &, const QStringList &parts) {
                if (!maybeSave())
                    return;
                // Its title follows the language ("查询 401：…" after a switch).
                m_document->loadScenario(scenario, [parts] { return RunsModel::queryName(parts); });
                raise();
                activateWindow();
            });
    }
    m_runs->show();
    m_runs->raise();
    m_runs->activateWindow();
}
