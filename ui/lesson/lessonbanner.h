#pragma once

// What the room reads while a lesson plays, above the view: the scene's title beside the
// progress strip of the scenes, its narration (one language, or English and Chinese one above
// the other), its question and beside it, once revealed, the answer. Sizes relative to its font
// (the interface scale times the presenter zoom): the title 1.4× the body text, the narration 1.2×,
// the question and answer 1.15×, the strip 0.85×.

#include <QWidget>

class LessonProgressStrip;
class QLabel;

class LessonBanner : public QWidget
{
    Q_OBJECT
public:
    explicit LessonBanner(QWidget *parent = nullptr);

    LessonProgressStrip *strip() const { return m_strip; }
    // Empty texts hide their lines. `narrations`: one or two paragraphs.
    void setScene(const QString &title, const QStringList &narrations, const QString &question,
        const QString &answer);
    QString title() const;
    QString narration() const; // the paragraphs, one a line
    QString question() const;
    QString answer() const;

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

signals:
    // The fonts were made again (the interface scale, bold, the zoom): the height may change.
    void fontsChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyFonts();

    LessonProgressStrip *m_strip = nullptr;
    QLabel *m_title = nullptr;
    QList<QLabel *> m_narrations;
    QLabel *m_question = nullptr;
    QLabel *m_answer = nullptr;
};
