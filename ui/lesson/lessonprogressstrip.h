#pragma once

// The progress strip of a lesson being played: "Scene 3 of 12" and one small segment per
// scene, each with the scene's title as its tooltip: those shown before filled, those to come
// an outline, the current one marked by its shape as well as its colour (the strip's whole
// height, a thick outline: it reads in greyscale and to a colour-blind eye); a click on a segment
// goes to that scene. While a scene number is being typed (a jump) the label shows it instead.
// Sizes follow the widget's font (the interface scale).

#include <QStringList>
#include <QWidget>

class LessonProgressStrip : public QWidget
{
    Q_OBJECT
public:
    explicit LessonProgressStrip(QWidget *parent = nullptr);

    void setScenes(const QStringList &titles);
    void setCurrent(int index);
    int count() const { return int(m_titles.size()); }
    int current() const { return m_current; }
    // The jump being typed ("12"; empty: none): the label says "Go to scene: 12".
    void setTyped(const QString &typed, bool armed);
    // What the label says now.
    QString label() const;
    // The segment of scene `index`, and the scene under a point (-1: none).
    QRect segmentRect(int index) const;
    // Where the current scene's mark is drawn: its segment, at least twice as tall.
    QRect currentRect() const;
    int sceneAt(const QPoint &point) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void sceneClicked(int index);

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    int labelWidth() const;
    double outlineWidth() const;

    QStringList m_titles;
    int m_current = 0;
    QString m_typed;
    bool m_armed = false;
};
