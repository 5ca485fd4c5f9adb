#pragma once

// The step-through strip above the workbench: ⏮ ◀ ▶ ⏭, play/pause with a speed, a slider
// "step 7 / 23", fine or coarse steps, the step's narration in large type (its formula with the
// numbers is written in the formula panel, beside the sums), and the ideal reordering
// (StepThroughMovesView). At a step whose quantity the worked example's text states, the text's
// figure stands under the narration beside the exact value, with the verdict and why they
// differ (the reason; the note under a single figure, else in the tooltip). Before the first
// step the source text as cited stands under the introduction in small print (later, in the
// text figures' tooltip). It only shows what the
// StepController tells it and reports what the user asks for.

#include "examples.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QSlider;
class QToolButton;
class StepThroughMovesView;

class StepThroughPanel : public QWidget
{
    Q_OBJECT
public:
    explicit StepThroughPanel(QWidget *parent = nullptr);

    // Step `index` of `count` (0: before the first step).
    void setPosition(int index, int count);
    void setNarration(const QString &narration, const QString &formula);
    // The text's figures this step computes (none: the line is hidden). language: the UI's.
    void setTextFigures(const QList<Ndcg::FigureComparison> &figures, const QString &language);
    // The worked example's source (nullopt or our own example: no source line).
    void setSource(const std::optional<Ndcg::ExampleInfo> &example, const QString &language);
    void setPlaying(bool playing);
    void setCoarse(bool coarse);
    void retranslate();
    // Milliseconds between steps while playing.
    int interval() const;

    QString narration() const;
    QString formula() const; // the current step's formula (kept, not drawn)
    QString positionText() const;
    // The text's figures and the source line as shown, as plain text ("" when hidden).
    QString textFiguresText() const;
    QString sourceText() const;
    QSlider *slider() const { return m_slider; }
    StepThroughMovesView *movesView() const { return m_moves; }

signals:
    void firstRequested();
    void previousRequested();
    void nextRequested();
    void lastRequested();
    void playToggled();
    void stepRequested(int index);
    void coarseToggled(bool coarse);
    void intervalChanged(int milliseconds);
    void closeRequested();

protected:
    // Sizes follow the panel's font (the interface scale's).
    void changeEvent(QEvent *event) override;

private:
    void applyFonts();

    QToolButton *m_first = nullptr;
    QToolButton *m_previous = nullptr;
    QToolButton *m_next = nullptr;
    QToolButton *m_last = nullptr;
    QToolButton *m_play = nullptr;
    QToolButton *m_close = nullptr;
    QComboBox *m_speed = nullptr;
    QSlider *m_slider = nullptr;
    QLabel *m_position = nullptr;
    QCheckBox *m_coarse = nullptr;
    QLabel *m_narration = nullptr;
    QLabel *m_formula = nullptr;
    QLabel *m_textFigures = nullptr;
    QLabel *m_source = nullptr;
    StepThroughMovesView *m_moves = nullptr;
    bool m_playing = false;
    int m_index = 0;
    int m_count = 0;
};
