#pragma once

// The presenter's own window on a second screen (when there is one): what the room sees now,
// the next step's narration, the presenter zoom and the time since presenter mode began. The
// step-through feeds it through PresenterController::setNarration().

#include <QElapsedTimer>
#include <QWidget>

#include <utility>

class QLabel;
class QTimer;

class PresenterWindow : public QWidget
{
    Q_OBJECT
public:
    explicit PresenterWindow(QWidget *parent = nullptr);

    void setNarration(const QString &current, const QString &next);
    // The headings above the two texts ("Scene 3 of 12 — notes", "Next scene"); empty: the
    // step-through's ("On screen now", "Next step").
    void setHeadings(const QString &now, const QString &next);
    void restartClock();
    QString nextText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void tick();
    // Each label's size relative to the window's font (the interface scale's).
    void applyFonts();

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
    QString m_nowHeading;
    QString m_nextHeading;
    QList<std::pair<QLabel *, double>> m_sizes; // each label and its size / the body text's
};
