#pragma once

// Presenter mode (F5) for a projector: the window goes full screen, every text, line and marker
// of every window takes one zoom factor from 1× to 2.5× (Ctrl+= / Ctrl+- / Ctrl+0) times the
// interface scale (InterfaceScale::setPresenterZoom()), weights turn bold and the
// palette turns high-contrast; the content fills the whole screen, reflowing (the workbench
// stacks or tabs its parts) rather than growing the window. Esc gives the window back its
// state and geometry from before. B blanks the screen (B again, any key or a click returns), Esc
// leaves. The step-through's keys (→ Space PageDown ← PageUp Home End) are not taken.
//
// With a second screen, a PresenterWindow there shows the narration of the step on screen and
// of the next one, read from the window's StepController (setNarration() is the hook for any
// other source).
//
// In presenter mode the zoom goes no further than the screen holds (maxZoomHere()): the screen
// keeps at least 1024×720 pixels of the interface at 100 % (roomNeeded), so that the rows up
// to k, the current cell, the narration and the text's figure stay in sight. 2× on a
// 1024×768 projector would leave 512×384: the table showed 2 of its 5 rows and the narration
// was cut on the right. So a 1024×768 or 1280×800 projector stays at 1×, 1920×1080 goes up to
// 1.5×, and on 3840×2160 at an interface scale of 200 % the zoom goes up to 1.5× as well. Zoom
// in is disabled at the cap and says it; each zoom is shown for a moment in the screen's
// corner (zoomIndicator()).
//
// The zoom also works outside presenter mode (within 1×–2.5×, no cap: the window is not the
// whole screen); there Ctrl+0 goes back to the interface scale alone. The window calls
// windowResized().

#include "presenterwindow.h"

#include <QObject>
#include <QPointer>
#include <QRect>
#include <QSize>

#include <utility>

class QLabel;
class QMainWindow;
class QSplitter;
class QTimer;
class StepController;
class QWidget;
class Workbench;

class PresenterController : public QObject
{
    Q_OBJECT
public:
    static constexpr double minZoom = 1.0;
    static constexpr double maxZoom = 2.5;
    static constexpr double zoomStep = 0.25;
    // The room presenter mode keeps for the interface at 100 %, in pixels (see above).
    static constexpr int roomWidth = 1024;
    static constexpr int roomHeight = 720;
    // The largest zoom step (1×–2.5×) that leaves `screen` the room above at interface scale
    // `scale`: floor(min(width / 1024, height / 720) / scale) in quarter steps, at least 1×.
    static double zoomCap(QSize screen, double scale);

    // `workbench`: the window's single view, whose zoom the window picks.
    PresenterController(QMainWindow *window, Workbench *workbench);
    // Where the narration of the presenter window comes from.
    void setStepController(StepController *steps);
    ~PresenterController() override;

    bool isActive() const { return m_active; }
    bool isBlank() const { return m_blank != nullptr && m_blankShown; }
    // The zoom, or 0 outside presenter mode when none was chosen (the interface scale alone).
    double zoom() const { return m_zoom; }
    // The most the zoom can be now: in presenter mode zoomCap() of the window's screen at the
    // interface scale's text size (InterfaceScale::textScale()); outside it maxZoom.
    double maxZoomHere() const;
    bool canZoomIn() const { return (m_zoom > 0 ? m_zoom : minZoom) < maxZoomHere(); }
    // The label that shows the zoom for a moment after each change in presenter mode ("Zoom
    // 1.5×", "… the most this screen holds"); hidden otherwise.
    QWidget *zoomIndicator() const;
    // What it says for `zoom` (at the cap or not).
    static QString zoomText(double zoom, bool atCap);
    // The height of an empty band at the bottom: 0, the content reaches the bottom of the screen.
    int bottomBand() const;
    PresenterWindow *presenterWindow() const { return m_presenterWindow; }
    bool usesSecondScreen() const { return m_secondScreen; }

public slots:
    void setActive(bool active);
    void toggle() { setActive(!m_active); }
    void setZoom(double zoom);
    void zoomIn();
    void zoomOut();
    void resetZoom();
    void setBlank(bool blank);
    void toggleBlank() { setBlank(!isBlank()); }
    void setSecondScreen(bool on);
    // The step-through's hook: what is shown now and what the next step will say.
    void setNarration(const QString &current, const QString &next);
    // A lesson being played holds the presenter window: the scene's notes under `nowHeading`,
    // the next scene under `nextHeading`; the step-through's narrations wait until
    // releaseNarration().
    void holdNarration(const QString &nowHeading, const QString &current,
        const QString &nextHeading, const QString &next);
    void releaseNarration();
    bool isNarrationHeld() const { return m_held; }
    // The window was resized (full screen arrives as a resize): the band and the charts follow.
    void windowResized();

signals:
    void activeChanged(bool active);
    void zoomChanged(double zoom);
    void blankChanged(bool blank);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void applyZoom();
    void applyLook();
    void showZoom();
    void updateBand();
    void favourCharts(Workbench *bench);
    void saveSplitters();
    void restoreSplitters();
    void updatePresenterWindow();
    void connectStepController();

    QMainWindow *m_window;
    Workbench *m_workbench;
    bool m_active = false;
    QLabel *m_zoomLabel = nullptr;
    QTimer *m_zoomTimer = nullptr;
    double m_cap = maxZoom; // maxZoomHere() when the window was last resized
    double m_zoom = 0.0;
    double m_zoomBefore = 0.0;
    Qt::WindowStates m_stateBefore;
    QRect m_geometryBefore;
    bool m_statusBarBefore = true;
    bool m_menuBarBefore = true;
    QList<std::pair<QPointer<QSplitter>, QByteArray>> m_splitterStates;
    QWidget *m_blank = nullptr;
    bool m_blankShown = false;
    QPointer<QWidget> m_focusBeforeBlank;
    QPointer<PresenterWindow> m_presenterWindow;
    bool m_secondScreen = true;
    QPointer<StepController> m_steps;
    bool m_stepsConnected = false;
    QString m_current;
    QString m_next;
    bool m_held = false;
    QString m_nowHeading;
    QString m_nextHeading;
};
