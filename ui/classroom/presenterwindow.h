#pragma once

// The presenter's own window on a second screen (when there is one): what the room sees now,
// the next step's narration, the zoom and the time since presenter mode began. The
// step-through feeds it through PresenterController::setNarration().

#include <QElapsedTimer>
#include <QWidget>

class QLabel;
class QTimer;

class PresenterWindow : public QWidget
{
    Q_OBJECT
public:
    explicit PresenterWindow(QWidget *parent = nullptr);

    void setNarration(const QString &current, const QString &next);
    void setZoom(double zoom);
    void restartClock();
    QString nextText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void tick();

    QLabel *m_nowTitle = nullptr;
    QLabel *m_now = nullptr;
    QLabel *m_nextTitle = nullptr;
    QLabel *m_next = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_keys = nullptr;
    QTimer *m_timer = nullptr;
    QElapsedTimer m_clock;
    QString m_current;
    QString m_nextNarration;
    double m_zoom = 1.0;
};
