#include "mainwindow.h"

#include "comparisoncontroller.h"
#include "filecontroller.h"
#include "rankingdocument.h"
#include "recoverycontroller.h"
#include "runswindow.h"
#include "stepcontroller.h"
#include "tableeditor.h"
#include "viewmenu.h"
#include "definitionbar.h"
#include "workbench.h"

#include <QAction>
#include <QResizeEvent>

#include <algorithm>
#include <functional>
#include <cmath>
#include <QApplication>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QUndoGroup>
#include <QUndoStack>

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    m_document = new RankingDocument(this);
    m_workbench = new Workbench(m_document, this);
    setCentralWidget(m_workbench);
    createActions();
    m_files = new FileController(this); // File menu: new, open, save, recent, import, export
    new StepController(this); // Examples and Step menus: gallery, step-through, reveal, practice
    m_comparison = new ComparisonController(this); // Compare menu, comparison view, swaps
    m_recovery = new RecoveryController(this); // recovery copies of unsaved work
    // Compare → Evaluate runs: a window of its own; a query clicked there opens here as A and B.
    RunsWindow::attach(this, [this](const Ndcg::Scenario &scenario, const QString &name) {
        if (!maybeSave())
            return;
        loadScenario(scenario, name);
        raise();
        activateWindow();
    });
    statusBar()->setSizeGripEnabled(false); // created now, never while the window is closing
    connect(m_document, &RankingDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_workbench, &Workbench::messageShown, this,
        [this](const QString &text) { statusBar()->showMessage(text, 12000); });
    loadOpeningExample();
    resize(1280, 800);
}

MainWindow::~MainWindow()
{
    // Closing the window moves the focus, which would commit an open cell editor into a
    // half-destroyed window: drop open editors first.
    disconnect(m_workbench, nullptr, this, nullptr);
    m_workbench->discardOpenEditors();
    m_comparison->discardOpenEditors();
    // The documents' undo stacks leave the group as they are destroyed, after this object has
    // stopped being a MainWindow: the group must not tell anyone then (found by UBSan).
    m_undoGroup->blockSignals(true);
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    // Text grows with the window: 1× at 1280×800, 1.35× at 1920×1080, at most 2×.
    // Presenter mode and View → Zoom fix the factor instead (PresenterController).
    const QVariant fixedZoom = property("presenterZoom");
    const double zoom = fixedZoom.isValid()
        ? fixedZoom.toDouble()
        : std::clamp(std::min(width() / 1280.0, height() / 800.0), 1.0, 2.0);
    m_workbench->setZoom(std::round(zoom * 20) / 20);
    QFont font = QApplication::font();
    font.setPointSizeF(font.pointSizeF() * m_workbench->zoom());
    menuBar()->setFont(font);
    statusBar()->setFont(font);
}

void MainWindow::loadOpeningExample()
{
    Ndcg::Ranking ranking;
    const double grades[] = {3, 2, 0, 1, 3};
    for (int i = 0; i < 5; ++i)
        ranking.items.append(
            Ndcg::Item {grades[i], QStringLiteral("d%1").arg(i + 1), std::nullopt});
    Ndcg::Settings settings;
    settings.cutoff = 5;
    m_document->load(ranking, settings);
    m_documentName = tr("Seed 000: five graded results");
    updateTitle();
}

Ndcg::Scenario MainWindow::scenario() const
{
    Ndcg::Scenario s;
    s.a = m_document->ranking();
    if (m_documentB)
        s.b = m_documentB->ranking();
    s.settings = m_document->settings();
    s.example = m_example;
    return s;
}

void MainWindow::loadScenario(const Ndcg::Scenario &scenario, const QString &displayName)
{
    m_example = scenario.example;
    m_document->load(scenario.a, scenario.settings);
    setComparison(scenario.b);
    if (m_documentB)
        m_documentB->load(*scenario.b, scenario.settings);
    m_documentName = displayName;
    updateTitle();
    emit scenarioLoaded();
}

void MainWindow::setComparison(const std::optional<Ndcg::Ranking> &b)
{
    if (!b) {
        if (!m_documentB)
            return;
        delete m_documentB;
        m_documentB = nullptr;
        emit comparisonChanged();
        return;
    }
    if (!m_documentB) {
        m_documentB = new RankingDocument(this);
        m_documentB->load(*b, m_document->settings());
        // B follows A's conventions; A's undo stack holds the settings edits.
        connect(m_document, &RankingDocument::settingsChanged, m_documentB,
            [this] { m_documentB->setSettings(m_document->settings()); });
        connect(m_documentB, &RankingDocument::modifiedChanged, this, &MainWindow::updateTitle);
        emit comparisonChanged();
    } else {
        m_documentB->load(*b, m_document->settings());
    }
}

bool MainWindow::maybeSave()
{
    return m_files->maybeSave();
}

void MainWindow::setDocumentName(const QString &name)
{
    m_documentName = name;
    updateTitle();
}

QAction *MainWindow::action(const QString &objectName) const
{
    return findChild<QAction *>(objectName);
}

void MainWindow::createActions()
{
    QUndoStack *stack = m_document->undoStack();
    // A row command acts on the workbench's table, or while comparing on the table of the side
    // that has the focus (A or B, as undo does).
    // (The workbench's own insert and delete also serve its judged list: a function, not a
    // member pointer, which GCC 12's -O2 with sanitizers mistakes for uninitialised.)
    auto make = [this](const char *name, const QKeySequence &key, void (TableEditor::*command)(),
                    std::function<void()> onWorkbench = {}) {
        auto *a = new QAction(this);
        a->setObjectName(QLatin1String(name));
        if (!key.isEmpty())
            a->setShortcut(key);
        connect(a, &QAction::triggered, this, [this, command, onWorkbench] {
            if (TableEditor *side = m_comparison ? m_comparison->activeEditor() : nullptr)
                (side->*command)();
            else if (onWorkbench)
                onWorkbench();
            else
                (m_workbench->editor()->*command)();
        });
        return a;
    };
    m_undoGroup = new QUndoGroup(this);
    m_undoGroup->addStack(stack);
    m_undoGroup->setActiveStack(stack);
    QAction *undo = m_undoGroup->createUndoAction(this);
    undo->setObjectName(QStringLiteral("undo"));
    undo->setShortcuts(QKeySequence::Undo);
    QAction *redo = m_undoGroup->createRedoAction(this);
    redo->setObjectName(QStringLiteral("redo"));
    redo->setShortcuts(QKeySequence::Redo);

    auto *quit = new QAction(this);
    quit->setObjectName(QStringLiteral("quit"));
    quit->setShortcuts(QKeySequence::Quit);
    connect(quit, &QAction::triggered, this, &QWidget::close);

    QAction *copy = make("copy", QKeySequence::Copy, &TableEditor::copy);
    QAction *paste = make("paste", QKeySequence::Paste, &TableEditor::paste);
    QAction *add = make("addRow", QKeySequence(Qt::CTRL | Qt::Key_Return), &TableEditor::addRow);
    QAction *insert = make("insertRow", QKeySequence(Qt::CTRL | Qt::Key_I), &TableEditor::insertRow,
        [this] { m_workbench->insertRow(); });
    insert->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_I), QKeySequence(Qt::Key_Insert)});
    QAction *duplicate
        = make("duplicateRows", QKeySequence(Qt::CTRL | Qt::Key_D), &TableEditor::duplicateRows);
    QAction *remove = make("deleteRows", QKeySequence::Delete, &TableEditor::deleteRows,
        [this] { m_workbench->deleteRows(); });
    QAction *up = make("moveUp", QKeySequence(Qt::CTRL | Qt::Key_Up), &TableEditor::moveRowsUp);
    QAction *down
        = make("moveDown", QKeySequence(Qt::CTRL | Qt::Key_Down), &TableEditor::moveRowsDown);
    QAction *ideal = make(
        "sortIdeal", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I), &TableEditor::sortIdeal);
    QAction *reverse = make(
        "reverse", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R), &TableEditor::reverseOrder);
    QAction *shuffle
        = make("shuffle", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), &TableEditor::shuffle);
    QAction *reset = make("resetRanking", QKeySequence(), &TableEditor::resetRanking);
    auto *conventions = new QAction(this);
    conventions->setObjectName(QStringLiteral("conventions"));
    conventions->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    connect(conventions, &QAction::triggered, this, [this] {
        m_workbench->definitionBar()->setEditorsVisible(
            !m_workbench->definitionBar()->editorsVisible());
    });

    QMenu *file = menuBar()->addMenu(QString());
    file->setObjectName(QStringLiteral("fileMenu"));
    file->addAction(quit);
    QMenu *edit = menuBar()->addMenu(QString());
    edit->setObjectName(QStringLiteral("editMenu"));
    edit->addActions({undo, redo});
    edit->addSeparator();
    edit->addActions({copy, paste});
    edit->addSeparator();
    edit->addActions({add, insert, duplicate, remove, up, down});
    edit->addSeparator();
    edit->addActions({ideal, reverse, shuffle, reset});
    edit->addSeparator();
    edit->addAction(conventions);
    // The actions work from anywhere in the window, also when the menu bar is hidden.
    addActions(edit->actions());
    new ViewMenu(this); // View (language, presenter mode, zoom, dark theme) and Help menus
    retranslate();
}

void MainWindow::retranslate()
{
    auto set = [this](const char *name, const QString &text, const QString &tip = {}) {
        if (QAction *a = action(QLatin1String(name))) {
            a->setText(text);
            a->setToolTip(tip.isEmpty() ? QString(text).remove(QLatin1Char('&')) : tip);
        }
    };
    if (auto *m = findChild<QMenu *>(QStringLiteral("fileMenu")))
        m->setTitle(tr("&File"));
    if (auto *m = findChild<QMenu *>(QStringLiteral("editMenu")))
        m->setTitle(tr("&Edit"));
    set("quit", tr("&Quit"));
    set("copy", tr("&Copy as TSV"),
        tr("Copy the selected rows (or the whole table) as "
           "tab-separated text, for a spreadsheet"));
    set("paste", tr("&Paste grades"),
        tr("Paste a column or block of grades and labels "
           "(tab, comma or space separated)"));
    set("addRow", tr("&Add row"));
    set("insertRow", tr("&Insert row"));
    set("duplicateRows", tr("D&uplicate rows"));
    set("deleteRows", tr("&Delete rows"));
    set("moveUp", tr("Move &up"));
    set("moveDown", tr("Move do&wn"));
    set("sortIdeal", tr("Sort into the &ideal order"));
    set("reverse", tr("&Reverse order"));
    set("shuffle", tr("S&huffle"));
    set("resetRanking", tr("Rese&t ranking"), tr("Back to the ranking the app opened with"));
    set("conventions", tr("Edit &conventions…"));
    m_workbench->retranslate();
    updateTitle();
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — NDCG Explorer").arg(m_documentName));
    setWindowModified(m_document->isModified() || (m_documentB && m_documentB->isModified()));
}
