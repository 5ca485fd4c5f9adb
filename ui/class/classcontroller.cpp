#include "classcontroller.h"

#include "classpanel.h"
#include "classstartdialog.h"
#include "filewriter.h"
#include "lesson/lessonplayer.h"
#include "stepthrough/examplegallery.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>

#include <algorithm>

namespace {

ClassController::MessageHook messageHook;
ClassController::QuestionHook questionHook;
ClassController::SavePathHook savePathHook;
ClassController::StartHook startHook;

} // namespace

ClassController::ClassController(QMainWindow *window, LessonPlayer *player, QMenu *lessonMenu)
    : QObject(window)
    , m_window(window)
    , m_player(player)
    , m_server(new Ndcg::Class::ClassServer(this))
{
    m_dock = new QDockWidget(window);
    m_dock->setObjectName(QStringLiteral("classDock"));
    m_panel = new ClassPanel(m_dock);
    m_dock->setWidget(m_panel);
    // Shown exactly while the class is on: the menu turns it off, not the dock's own button.
    m_dock->setFeatures(QDockWidget::DockWidgetMovable);
    m_dock->setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea);
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    m_dock->hide();

    m_actions.letClassAnswer = new QAction(this);
    m_actions.letClassAnswer->setObjectName(QStringLiteral("letClassAnswer"));
    m_actions.letClassAnswer->setCheckable(true);
    // Reachable in presenter mode, whose full screen hides the menu bar, and from a scene's
    // Evaluate runs window.
    m_actions.letClassAnswer->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
    m_actions.letClassAnswer->setShortcutContext(Qt::ApplicationShortcut);
    m_actions.exportAnswers = new QAction(this);
    m_actions.exportAnswers->setObjectName(QStringLiteral("exportClassAnswers"));
    m_actions.exportAnswers->setEnabled(false);
    window->addActions({m_actions.letClassAnswer, m_actions.exportAnswers});
    lessonMenu->addSeparator();
    lessonMenu->addActions({m_actions.letClassAnswer, m_actions.exportAnswers});
    connect(m_actions.letClassAnswer, &QAction::triggered, this, &ClassController::toggled);
    connect(m_actions.exportAnswers, &QAction::triggered, this, [this] { exportAnswers(); });

    connect(m_server, &Ndcg::Class::ClassServer::tallyChanged, m_panel, &ClassPanel::setTally);
    connect(m_server, &Ndcg::Class::ClassServer::failed, this, [this](const QString &why) {
        setOff();
        showMessage(tr("The class session stopped: %1").arg(why));
    });
    connect(m_panel, &ClassPanel::joinSizeChanged, this, &ClassController::fitDock);
    connect(m_player, &LessonPlayer::sceneChanged, this, &ClassController::sceneStarted);
    connect(m_player, &LessonPlayer::answerShownChanged, this, &ClassController::answerShown);
    connect(m_player, &LessonPlayer::stopped, this, [this] {
        m_questionOpen = false;
        if (isOn())
            m_server->clearQuestion();
    });
    retranslate();
}

ClassController::~ClassController()
{
    // The server's thread stops with it (no answer is kept: nothing is written to disk).
    delete m_server;
    m_server = nullptr;
}

void ClassController::setMessageHook(MessageHook hook)
{
    messageHook = std::move(hook);
}

void ClassController::setQuestionHook(QuestionHook hook)
{
    questionHook = std::move(hook);
}

void ClassController::setSavePathHook(SavePathHook hook)
{
    savePathHook = std::move(hook);
}

void ClassController::setStartHook(StartHook hook)
{
    startHook = std::move(hook);
}

bool ClassController::isOn() const
{
    return m_server && m_server->isRunning();
}

void ClassController::retranslate()
{
    m_actions.letClassAnswer->setText(tr("Let the &class answer…"));
    m_actions.letClassAnswer->setStatusTip(
        tr("Students answer the lesson's questions on their own devices; the window shows how "
           "many have answered and, after R, their answers"));
    m_actions.exportAnswers->setText(tr("E&xport class answers…"));
    m_dock->setWindowTitle(tr("The class answers"));
    m_panel->setLanguage(ExampleGallery::language());
    m_panel->retranslate();
}

void ClassController::showMessage(const QString &text) const
{
    if (messageHook) {
        messageHook(text);
        return;
    }
    QMessageBox::warning(m_window, tr("The class answers"), text);
}

void ClassController::toggled(bool on)
{
    if (on == isOn())
        return;
    if (on) {
        const std::optional<Ndcg::Class::ClassServer::Options> options
            = startHook ? startHook() : ClassStartDialog::ask(m_window);
        if (!options || !start(*options))
            m_actions.letClassAnswer->setChecked(false);
    } else if (!stop()) {
        m_actions.letClassAnswer->setChecked(true);
    }
}

bool ClassController::start(const Ndcg::Class::ClassServer::Options &options)
{
    if (isOn())
        return true;
    const Ndcg::Result<QUrl> url = m_server->start(options);
    if (!url) {
        showMessage(tr("The class session cannot start: %1").arg(url.error().message));
        m_actions.letClassAnswer->setChecked(false);
        return false;
    }
    m_nicknames = options.nicknames;
    m_exportedSequence = 0;
    // The line a script (or a teacher without a projector) reads the address from.
    qInfo().noquote() << "ndcg-explorer: class session at" << m_server->joinUrl().toString()
                      << "room" << m_server->roomCode();
    m_panel->setJoin(m_server->joinUrl(), Ndcg::Class::qrCode(m_server->qrUrl().toString(), 1),
        m_server->roomCode());
    m_panel->setTally(m_server->tally());
    m_dock->show();
    fitDock();
    m_actions.letClassAnswer->setChecked(true);
    m_actions.exportAnswers->setEnabled(true);
    // A lesson already playing: its scene's question, unless its answer is already shown.
    if (m_player->isPlaying() && !m_player->isAnswerShown())
        sceneStarted(m_player->sceneIndex());
    return true;
}

quint64 ClassController::unexportedAnswers() const
{
    if (!isOn())
        return 0;
    const quint64 sequence = m_server->tally().sequence;
    return sequence > m_exportedSequence ? sequence - m_exportedSequence : 0;
}

bool ClassController::stop()
{
    if (!isOn()) {
        setOff();
        return true;
    }
    const quint64 unexported = unexportedAnswers();
    if (unexported > 0) {
        const QString text = tr("The class gave %n answer(s) not exported yet. Export them "
                                "before the class session stops? Otherwise they are lost.",
            nullptr, int(std::min<quint64>(unexported, 1000000)));
        const QMessageBox::StandardButton answer = questionHook
            ? questionHook(text)
            : QMessageBox::question(m_window, tr("The class answers"), text,
                QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        if (answer == QMessageBox::Cancel)
            return false;
        if (answer == QMessageBox::Save && !exportAnswers())
            return false;
    }
    setOff();
    return true;
}

void ClassController::setOff()
{
    if (m_server->isRunning())
        m_server->stop();
    m_dock->hide();
    m_actions.letClassAnswer->setChecked(false);
    m_actions.exportAnswers->setEnabled(false);
}

bool ClassController::closeRequested()
{
    return stop();
}

bool ClassController::exportAnswers(const QString &givenPath)
{
    if (!isOn())
        return false;
    const QString caption = tr("Export class answers");
    const QString suggested = QDir::home().filePath(QStringLiteral("class-answers.csv"));
    QString path = givenPath;
    if (path.isEmpty()) {
        path = savePathHook ? savePathHook(caption, suggested)
                            : QFileDialog::getSaveFileName(m_window, caption, suggested,
                                tr("CSV files (*.csv);;All files (*)"));
    }
    if (path.isEmpty())
        return false;
    const quint64 sequence = m_server->tally().sequence;
    const QList<Ndcg::Class::AnswerRecord> records = m_server->records();
    // A byte order mark first: Excel reads a CSV without one in the system's code page, which
    // garbles the Chinese questions and diagnoses.
    const QByteArray bytes = QByteArrayLiteral("\xEF\xBB\xBF")
        + Ndcg::Class::answersCsv(records, m_nicknames, ExampleGallery::language()).toUtf8();
    QString error;
    if (!FileWriter::write(path, bytes, &error)) {
        showMessage(tr("The class answers could not be written to %1: %2")
                        .arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    m_exportedSequence = sequence;
    m_window->statusBar()->showMessage(
        tr("%n answer(s) exported to %1", nullptr, int(records.size()))
            .arg(QDir::toNativeSeparators(path)),
        8000);
    return true;
}

void ClassController::sceneStarted(int index)
{
    if (!isOn() || index < 0 || index >= m_player->sceneCount())
        return;
    // A scene without a question whose answer the core computes: no question for the class.
    m_questionOpen = m_server->openQuestion(index, m_player->lesson().scenes[index]);
    if (!m_questionOpen)
        m_server->clearQuestion();
}

void ClassController::answerShown(bool shown)
{
    // R: the answers close and the distribution comes with the answer. (← after R takes the
    // answer back off the banner; what the room has seen stays revealed.)
    if (shown && isOn() && m_questionOpen) {
        m_questionOpen = false;
        m_server->reveal();
    }
}

void ClassController::fitDock()
{
    if (!m_dock->isVisible())
        return;
    // Large at the start (the join card), narrower for the count and the chart; never more
    // than 45 % of the window, so that the scene stays in sight at 1024×768.
    const int width = std::min(m_panel->preferredWidth(), int(m_window->width() * 0.45));
    m_window->resizeDocks({m_dock}, {width}, Qt::Horizontal);
}
