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
// The zoom also works outside presenter mode; there Ctrl+0 goes back to the interface scale
// alone. The window calls windowResized().

#include "presenterwindow.h"

#include <QRect>
#include <QObject>
#include <QPointer>

#include <utility>

class QMainWindow;
class QSplitter;
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

    // `workbench`: the window's single view, whose zoom the window picks.
    PresenterController(QMainWindow *window, Workbench *workbench);
    // Where the narration of the presenter window comes from.
    void setStepController(StepController *steps);
    ~PresenterController() override;

    bool isActive() const { return m_active; }
    bool isBlank() const { return m_blank != nullptr && m_blankShown; }
    // The zoom, or 0 outside presenter mode when none was chosen (the interface scale alone).
    double zoom() const { return m_zoom; }
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
    void updateBand();
    void favourCharts(Workbench *bench);
    void saveSplitters();
    void restoreSplitters();
    void updatePresenterWindow();
    void connectStepController();

    QMainWindow *m_window;
    Workbench *m_workbench;
    bool m_active = false;
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
};
