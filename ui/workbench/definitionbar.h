#pragma once

// The definition line, always visible: every convention the numbers depend on, in the words of
// Ndcg::Notation (the exports, the handout and the CLI print the same line), e.g.
//   Gain 2^g−1 · Discount 1/log₂(i+1) · k = 5 · Ideal: judged pool (7 items) ·
//   if IDCG = 0: NDCG = 0 · relevant: g ≥ 1 · negative grades: gain 0
// Each part is a link; clicking it opens the convention editors below the line with that
// control focused. k has its own spin box and slider beside the line, as the most used knob.
// Every change goes through the document as one undo step (a slider drag merges into one).

#include "document/rankingdocument.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QSlider;
class QSpinBox;
class QVBoxLayout;

class DefinitionBar : public QWidget
{
    Q_OBJECT
public:
    explicit DefinitionBar(RankingDocument *document, QWidget *parent = nullptr);

    // The line as plain text, as Notation writes it (for tests).
    QString lineText() const;
    bool editorsVisible() const;
    void setEditorsVisible(bool visible);
    void retranslate();

    // The controls, for tests that drive them as a user does.
    QSpinBox *cutoffSpin() const { return m_kSpin; }
    QSlider *cutoffSlider() const { return m_kSlider; }
    QCheckBox *cutoffAll() const { return m_kAll; }
    QComboBox *gainCombo() const { return m_gain; }
    QLineEdit *gainMapEdit() const { return m_gainMap; }
    QComboBox *discountCombo() const { return m_discount; }
    QComboBox *negativeCombo() const { return m_negative; }
    QLabel *lineLabel() const { return m_line; }

protected:
    void resizeEvent(QResizeEvent *event) override;
    // The line's font follows the bar's (the interface scale's).
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // The line's height for its width (it wraps, up to three lines); k's controls beside it or
    // under it.
    void fitLine();
    void applyFonts();
    void syncFromDocument();
    void updateLine();
    void openEditor(const QString &part);
    void apply(const Ndcg::Settings &settings, RankingDocument::SettingsField field);
    void fillCombos();

    RankingDocument *m_document;
    QLabel *m_line = nullptr;
    QSpinBox *m_kSpin = nullptr;
    QSlider *m_kSlider = nullptr;
    QCheckBox *m_kAll = nullptr;
    QLabel *m_kLabel = nullptr;
    QWidget *m_kRow = nullptr; // k's label, spin box, slider and "all", beside the line or under
    QHBoxLayout *m_top = nullptr;
    QVBoxLayout *m_outer = nullptr;
    QWidget *m_rowCommands = nullptr;
    QComboBox *m_gain = nullptr;
    QLineEdit *m_gainMap = nullptr;
    QLabel *m_gainMapProblem = nullptr;
    QComboBox *m_discount = nullptr;
    QDoubleSpinBox *m_logBase = nullptr;
    QComboBox *m_ideal = nullptr;
    QComboBox *m_zeroIdcg = nullptr;
    QDoubleSpinBox *m_threshold = nullptr;
    QComboBox *m_negative = nullptr;
    QList<QLabel *> m_editorLabels;
    QString m_editorPart; // the part of the line whose editor was opened last
};
