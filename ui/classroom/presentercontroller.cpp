#include "presentercontroller.h"

#include "document/settingsstore.h"
#include "languagecontroller.h"
#include "presenterwindow.h"
#include "stepthrough/stepcontroller.h"
#include "style/interfacescale.h"
#include "style/theme.h"
#include "workbench/rankingtableview.h"
#include "workbench/workbench.h"

#include <QApplication>
#include <QGuiApplication>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QMainWindow>
#include <QMenuBar>
#include <QResizeEvent>
#include <QScreen>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QTimer>

#include <algorithm>
#include <cmath>

namespace {

double snapped(double zoom)
{
    return std::clamp(
        std::round(zoom / PresenterController::zoomStep) * PresenterController::zoomStep,
        PresenterController::minZoom, PresenterController::maxZoom);
}

} // namespace

double PresenterController::zoomCap(QSize screen, double scale)
{
    if (screen.isEmpty() || scale <= 0)
        return maxZoom;
    const double room
        = std::min(double(screen.width()) / roomWidth, double(screen.height()) / roomHeight)
        / scale;
    // A hair of tolerance: 1920 / 1024 / 1.25 is 1.5 exactly, and must stay it.
    return std::clamp(std::floor(room / zoomStep + 1e-9) * zoomStep, minZoom, maxZoom);
}

double PresenterController::maxZoomHere() const
{
    if (!m_active)
        return maxZoom;
    const QScreen *screen = m_window->screen();
    return zoomCap(screen ? screen->geometry().size() : m_window->size(),
        InterfaceScale::instance()->textScale());
}

QString PresenterController::zoomText(double zoom, bool atCap)
{
    const QString factor = QLocale().toString(zoom, 'g', 3);
    return atCap ? tr("Zoom %1× (the most this screen holds)").arg(factor)
                 : tr("Zoom %1×").arg(factor);
}

QWidget *PresenterController::zoomIndicator() const
{
    return m_zoomLabel;
}

void PresenterController::showZoom()
{
    // In presenter mode (no status bar) the zoom is said for two seconds in the top right
    // corner, over the content: the real zoom, and whether it is the most the screen holds.
    if (!m_active) {
        if (m_zoomLabel)
            m_zoomLabel->hide();
        return;
    }
    if (!m_zoomLabel) {
        m_zoomLabel = new QLabel(m_window);
        m_zoomLabel->setObjectName(QStringLiteral("presenterZoomIndicator"));
        m_zoomLabel->setAttribute(Qt::WA_TransparentForMouseEvents);
        const auto restyle = [label = m_zoomLabel] {
            label->setStyleSheet(QStringLiteral("#presenterZoomIndicator { color: %1; "
                                                "background: %2; border: 1px solid %3; "
                                                "border-radius: 4px; padding: 4px 12px; }")
                                     .arg(Theme::noticeInk().name(), Theme::notice().name(),
                                         Theme::noticeBorder().name()));
        };
        restyle();
        connect(Theme::instance(), &Theme::changed, m_zoomLabel, restyle);
        m_zoomTimer = new QTimer(this);
        m_zoomTimer->setSingleShot(true);
        m_zoomTimer->setInterval(2000);
        connect(m_zoomTimer, &QTimer::timeout, m_zoomLabel, &QWidget::hide);
    }
    const double zoom = m_zoom > 0 ? m_zoom : minZoom;
    m_zoomLabel->setFont(m_window->font()); // a label with a style sheet keeps its own font
    m_zoomLabel->setText(zoomText(zoom, zoom >= maxZoomHere() && maxZoomHere() < maxZoom));
    m_zoomLabel->adjustSize();
    const int margin = InterfaceScale::px(12);
    m_zoomLabel->move(m_window->width() - m_zoomLabel->width() - margin, margin);
    m_zoomLabel->raise();
    m_zoomLabel->show();
    m_zoomTimer->start();
}

PresenterController::PresenterController(QMainWindow *window, Workbench *workbench)
    : QObject(window)
    , m_window(window)
    , m_workbench(workbench)
{
    setObjectName(QStringLiteral("presenterController"));
    // A projector plugged in or out during the lesson moves the presenter window.
    connect(qApp, &QGuiApplication::screenAdded, this, &PresenterController::updatePresenterWindow);
    connect(qApp, &QGuiApplication::screenRemoved, this,
        [this] { QTimer::singleShot(0, this, &PresenterController::updatePresenterWindow); });
    m_secondScreen = SettingsStore::presenterOnSecondScreen();
}

PresenterController::~PresenterController()
{
    delete m_presenterWindow.data();
}

int PresenterController::bottomBand() const
{
    // The whole screen is the room's: the content reaches the bottom edge (a band left empty
    // for the heads in the front rows left the charts 40 px tall on a 1024×768 projector).
    return 0;
}

void PresenterController::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    if (active) {
        m_stateBefore = m_window->windowState();
        m_geometryBefore = m_window->geometry();
        m_statusBarBefore = !m_window->statusBar()->isHidden();
        m_menuBarBefore = !m_window->menuBar()->isHidden();
        m_zoomBefore = m_zoom;
        m_zoom = std::min(snapped(SettingsStore::presentationZoom().value_or(1.5)), maxZoomHere());
        // Every action is added to the window too, so its shortcut works with the menu bar hidden.
        m_window->statusBar()->hide();
        m_window->menuBar()->hide();
        saveSplitters();
    } else {
        setBlank(false);
        m_zoom = m_zoomBefore;
        m_window->statusBar()->setVisible(m_statusBarBefore);
        m_window->menuBar()->setVisible(m_menuBarBefore);
    }
    applyLook();
    updateBand();
    applyZoom();
    // The window state last: a minimum size that grows after it would resize the window, which
    // drops full screen.
    if (active) {
        m_window->showFullScreen();
    } else {
        m_window->setWindowState(m_stateBefore);
        // Back where it was, at the size it had (a window manager may keep the full-screen
        // size after the state changes).
        if (!(m_stateBefore & (Qt::WindowMaximized | Qt::WindowFullScreen))
            && m_geometryBefore.isValid())
            m_window->setGeometry(m_geometryBefore);
        restoreSplitters();
    }
    updatePresenterWindow();
    showZoom();
    emit activeChanged(active);
    emit zoomChanged(m_zoom);
}

void PresenterController::applyLook()
{
    // Bold weights and high contrast for the back row; the normal look restored on leaving.
    InterfaceScale::instance()->setBold(m_active);
    Theme::instance()->setHighContrast(m_active);
}

void PresenterController::setZoom(double zoom)
{
    // Never more than the screen holds (maxZoomHere()): Ctrl+= at the cap changes nothing.
    m_zoom = zoom <= 0 ? 0.0 : std::min(snapped(zoom), maxZoomHere());
    if (m_active)
        SettingsStore::setPresentationZoom(m_zoom);
    applyZoom();
    showZoom();
    emit zoomChanged(m_zoom);
}

void PresenterController::zoomIn()
{
    setZoom((m_zoom > 0 ? m_zoom : minZoom) + zoomStep);
}

void PresenterController::zoomOut()
{
    setZoom((m_zoom > 0 ? m_zoom : minZoom) - zoomStep);
}

void PresenterController::resetZoom()
{
    setZoom(m_active ? minZoom : 0.0);
}

void PresenterController::applyZoom()
{
    // The zoom multiplies the interface scale, for every window at once (InterfaceScale).
    InterfaceScale::instance()->setPresenterZoom(m_zoom > 0 ? m_zoom : 1.0);
    const QList<Workbench *> benches = m_window->findChildren<Workbench *>();
    for (Workbench *bench : benches) {
        // The rows up to k in sight before the charts' height (Workbench::reflow()).
        bench->setRowsUpToKInSight(m_active);
        if (m_active)
            favourCharts(bench);
    }
    QResizeEvent resize(m_window->size(), m_window->size());
    QCoreApplication::sendEvent(m_window, &resize);
}

void PresenterController::favourCharts(Workbench *bench)
{
    // The table keeps its rows up to k in sight (Workbench::rowsWanted()), and at least half
    // the height; the charts below take the rest (never less than their least height: the
    // splitter keeps it, and the workbench moves them beside the table when that is too much).
    RankingTableView *table = bench->table();
    const QList<QSplitter *> splitters = bench->findChildren<QSplitter *>();
    for (QSplitter *splitter : splitters) {
        if (splitter->orientation() != Qt::Vertical || splitter->parentWidget() != bench)
            continue;
        const QList<int> sizes = splitter->sizes();
        const int total = sizes.value(0) + sizes.value(1);
        if (total <= 0 || table->height() <= 0 || !table->model()) {
            splitter->setSizes({1000, 1000}); // not laid out yet: the resize that follows fits
            continue;
        }
        const int rows = std::min(bench->rowsWanted(), table->model()->rowCount());
        const int want = table->horizontalHeader()->height()
            + rows * table->verticalHeader()->defaultSectionSize() + 2 * table->frameWidth();
        const int middle = std::max(sizes.value(0) + want - table->height(), total / 2);
        splitter->setSizes({middle, total - middle});
    }
}

void PresenterController::saveSplitters()
{
    m_splitterStates.clear();
    const QList<QSplitter *> splitters = m_window->findChildren<QSplitter *>();
    for (QSplitter *splitter : splitters)
        m_splitterStates.append({splitter, splitter->saveState()});
}

void PresenterController::restoreSplitters()
{
    for (const auto &[splitter, state] : std::as_const(m_splitterStates)) {
        if (splitter)
            splitter->restoreState(state);
    }
    m_splitterStates.clear();
}

void PresenterController::updateBand()
{
    // Nothing in the bottom fifth: the central widget and the menu bar stop above it.
    m_window->setContentsMargins(0, 0, 0, bottomBand());
    if (m_blank)
        m_blank->setGeometry(m_window->rect());
}

void PresenterController::setBlank(bool blank)
{
    if (blank == isBlank())
        return;
    if (blank && !m_active)
        return;
    if (blank) {
        if (!m_blank) {
            m_blank = new QWidget(m_window);
            m_blank->setObjectName(QStringLiteral("presenterBlank"));
            m_blank->setAutoFillBackground(true);
            QPalette p = m_blank->palette();
            p.setColor(QPalette::Window, Theme::blank());
            m_blank->setPalette(p);
            m_blank->setFocusPolicy(Qt::StrongFocus);
            m_blank->setCursor(Qt::BlankCursor);
            m_blank->installEventFilter(this);
        }
        m_blank->setAccessibleName(tr("Blank screen: press any key to return"));
        m_focusBeforeBlank = QApplication::focusWidget();
        m_blank->setGeometry(m_window->rect());
        m_blank->raise();
        m_blank->show();
        m_blank->setFocus(Qt::OtherFocusReason);
        m_blankShown = true;
    } else {
        m_blankShown = false;
        m_blank->hide();
        if (m_focusBeforeBlank)
            m_focusBeforeBlank->setFocus(Qt::OtherFocusReason);
    }
    emit blankChanged(blank);
}

bool PresenterController::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_blank && m_blankShown) {
        switch (event->type()) {
        case QEvent::ShortcutOverride:
            // Every key belongs to the blank screen: no shortcut fires, the key press returns.
            event->accept();
            return true;
        case QEvent::KeyPress:
            if (!static_cast<QKeyEvent *>(event)->isAutoRepeat())
                setBlank(false);
            return true;
        case QEvent::MouseButtonPress:
            setBlank(false);
            return true;
        default:
            break;
        }
    }
    return QObject::eventFilter(watched, event);
}

void PresenterController::windowResized()
{
    if (!m_active)
        return;
    // Another screen (or the interface scale) may hold less: the zoom comes down to its cap;
    // or more: Zoom in is enabled again.
    const double cap = maxZoomHere();
    if (cap != m_cap) {
        m_cap = cap;
        QTimer::singleShot(0, this, [this] {
            if (m_active && m_zoom > maxZoomHere())
                setZoom(maxZoomHere());
            else
                emit zoomChanged(m_zoom);
        });
    }
    if (m_zoomLabel && m_zoomLabel->isVisible())
        m_zoomLabel->move(m_window->width() - m_zoomLabel->width() - InterfaceScale::px(12),
            InterfaceScale::px(12));
    // Full screen arrives as a resize: share the new height out again.
    const QList<Workbench *> benches = m_window->findChildren<Workbench *>();
    for (Workbench *bench : benches)
        QTimer::singleShot(0, bench, [this, bench] { favourCharts(bench); });
    const int band = bottomBand();
    if (m_window->contentsMargins().bottom() != band)
        updateBand();
    else if (m_blank)
        m_blank->setGeometry(m_window->rect());
}

void PresenterController::setSecondScreen(bool on)
{
    m_secondScreen = on;
    SettingsStore::setPresenterOnSecondScreen(on);
    updatePresenterWindow();
}

void PresenterController::setNarration(const QString &current, const QString &next)
{
    m_current = current;
    m_next = next;
    if (m_presenterWindow)
        m_presenterWindow->setNarration(current, next);
}

void PresenterController::holdNarration(const QString &nowHeading, const QString &current,
    const QString &nextHeading, const QString &next)
{
    m_held = true;
    m_nowHeading = nowHeading;
    m_nextHeading = nextHeading;
    m_current = current;
    m_next = next;
    if (m_presenterWindow) {
        m_presenterWindow->setHeadings(nowHeading, nextHeading);
        m_presenterWindow->setNarration(current, next);
    }
}

void PresenterController::releaseNarration()
{
    if (!m_held)
        return;
    m_held = false;
    m_nowHeading.clear();
    m_nextHeading.clear();
    if (m_presenterWindow)
        m_presenterWindow->setHeadings({}, {});
    m_stepsConnected = false; // the step-through's narration again
    if (m_steps)
        disconnect(m_steps, nullptr, this, nullptr);
    setNarration(QString(), QString());
    if (m_active)
        connectStepController();
}

void PresenterController::updatePresenterWindow()
{
    QScreen *mine = m_window->screen();
    QScreen *other = nullptr;
    const QList<QScreen *> screens = QGuiApplication::screens();
    for (QScreen *s : screens) {
        if (s != mine) {
            other = s;
            break;
        }
    }
    if (!m_active || !m_secondScreen || !other) {
        if (m_presenterWindow)
            m_presenterWindow->hide();
        return;
    }
    connectStepController();
    if (!m_presenterWindow) {
        m_presenterWindow = new PresenterWindow;
        m_presenterWindow->setHeadings(m_nowHeading, m_nextHeading);
        m_presenterWindow->setNarration(m_current, m_next);
    }
    m_presenterWindow->setScreen(other);
    m_presenterWindow->setGeometry(other->availableGeometry());
    m_presenterWindow->restartClock();
    m_presenterWindow->show();
}

void PresenterController::setStepController(StepController *steps)
{
    m_steps = steps;
    m_stepsConnected = false;
}

void PresenterController::connectStepController()
{
    // The step-through (StepController) tells which step is shown; the presenter window shows
    // that step's narration and the next one's, so the teacher knows what comes.
    StepController *steps = m_steps;
    if (!steps || m_stepsConnected)
        return;
    m_stepsConnected = true;
    auto update = [this] {
        if (!m_steps || m_held)
            return;
        const auto &list = m_steps->sequence().steps;
        const int index = m_steps->stepIndex();
        if (!m_steps->isStepping()) {
            setNarration(QString(), QString());
            return;
        }
        const QString current = index > 0 && index <= list.size()
            ? tr("Step %1 of %2: %3").arg(index).arg(list.size()).arg(list[index - 1].narration)
            : tr("Before the first step.");
        const QString next = index < list.size()
            ? tr("Step %1: %2").arg(index + 1).arg(list[index].narration)
            : tr("That was the last step.");
        setNarration(current, next);
    };
    connect(steps, &StepController::stepChanged, this, update);
    connect(steps, &StepController::steppingChanged, this, update);
    update();
}
