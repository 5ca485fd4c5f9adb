#pragma once

// File ▸ Print lesson as worksheet: asks how many students (1–200), the seed of their versions,
// the language (the UI's, English, Chinese, or both side by side) and whether to write the
// worksheet, the answer key or both; then where to save; then writes the PDF
// (WorksheetPdf::write(), print/) through FileWriter, so that a failed write leaves no partial
// file. The worksheet itself (the rankings, the definition line, the table's blank cells and
// their values, the questions and their answers, the students' versions) comes from the core's
// Ndcg::worksheet() (core/worksheet.h).

#include "lesson.h"

#include <QDialog>
#include <QString>

#include <functional>
#include <optional>

class QCheckBox;
class QComboBox;
class QSpinBox;
class QLineEdit;

class WorksheetDialog : public QDialog
{
    Q_OBJECT
public:
    // The one entry point: the options dialog, then the save dialog, then the PDF. `name` names
    // the lesson (the suggested file name and the PDF's title; empty: the lesson's title).
    // False when cancelled, or when the write failed (the reason shown in a message box).
    static bool print(QWidget *parent, const Ndcg::Lesson &lesson, const QString &name);

    // What the options dialog asks.
    enum class Language { Interface, English, Chinese, Both };
    enum class Parts { WorksheetAndKey, WorksheetOnly, KeyOnly };
    struct Options
    {
        int students = 0; // 0: one sheet with the lesson's own grades; 1–200: one per student
        quint64 seed = 1; // the students' versions are drawn from it (printed on each sheet)
        Language language = Language::Interface;
        Parts parts = Parts::WorksheetAndKey;
    };

    // Tests replace the dialogs so nothing blocks: the options (nullopt: cancelled), the path
    // to write (empty: cancelled) given the suggested one, and the message of a failure.
    using OptionsHook = std::function<std::optional<Options>(const Options &defaults)>;
    using SavePathHook = std::function<QString(const QString &suggestedPath)>;
    using MessageHook = std::function<void(const QString &text)>;
    static void setOptionsHook(OptionsHook hook);
    static void setSavePathHook(SavePathHook hook);
    static void setMessageHook(MessageHook hook);

    explicit WorksheetDialog(const Options &defaults, QWidget *parent = nullptr);
    Options options() const;

private:
    QCheckBox *m_perStudent = nullptr;
    QSpinBox *m_students = nullptr;
    QLineEdit *m_seed = nullptr;
    QComboBox *m_language = nullptr;
    QComboBox *m_parts = nullptr;
};
