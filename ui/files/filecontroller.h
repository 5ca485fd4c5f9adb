#pragma once

// The File menu and everything that reads or writes a file: New, Open, Save, Save As (scenario
// files, .ndcg.json, written atomically), Open Recent, files dropped on the window or named on
// the command line, Import (CSV/TSV rankings; one query of a TREC run with its qrels), Export
// (a chart as PNG/SVG, the table as CSV/Markdown/LaTeX, a PDF handout), and the prompt before
// unsaved changes are lost (close, open, new, an example: maybeSave(), closeRequested()).
// While comparing, a chart or table export is of the active side (the ranking whose table has
// the focus, ComparisonController::activeDocument()) and its suggested name says which ("-B");
// the handout always holds both rankings. While the lesson hides answers (predict, then reveal;
// a step-through before its end), an export holds every value, so it asks first and exports
// only when the user says to include the answers (a worksheet handed out during the lesson
// must not give them away by accident).
//
// Data flow: file --readScenarioFile()/importCsv()/Trec::rankingForQuery()--> Scenario -->
// ScenarioDocument::loadScenario(); ScenarioDocument::scenario() --scenarioToJson()-->
// FileWriter. The file's path and stamp are kept in the ScenarioDocument. A file
// that cannot be read is answered by a message naming the file, the line (and column) and what
// was expected, and the open document stays exactly as it was.

#include "breakdownformat.h"
#include "exporter.h"
#include "filewriter.h"
#include "scenario.h"

#include <QMessageBox>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>

class ComparisonController;
class LessonState;
class QAction;
class QLockFile;
class QMainWindow;
class QMenu;
class QMimeData;
class RankingDocument;
class ScenarioDocument;

class FileController : public QObject
{
    Q_OBJECT
public:
    struct Actions
    {
        QAction *fileNew = nullptr;
        QAction *fileOpen = nullptr;
        QAction *fileSave = nullptr;
        QAction *fileSaveAs = nullptr;
        QAction *importCsv = nullptr;
        QAction *importTrec = nullptr;
        QAction *exportDcgChart = nullptr;
        QAction *exportContributionChart = nullptr;
        QAction *exportNdcgChart = nullptr;
        QAction *exportTableCsv = nullptr;
        QAction *exportTableMarkdown = nullptr;
        QAction *exportTableLatex = nullptr;
        QAction *exportHandout = nullptr;
        QAction *rememberConventions = nullptr;
    };

    // Fills `fileMenu` (its actions go before `quit`) and adds the actions to `window`, so
    // their shortcuts work with the menu bar hidden. `window` parents the dialogs.
    FileController(ScenarioDocument *document, QMainWindow *window, QMenu *fileMenu, QAction *quit);
    // While comparing, exports are of the side that has the focus.
    void setComparison(ComparisonController *comparison) { m_comparison = comparison; }
    // Exports ask before they write answers the lesson hides.
    void setLesson(LessonState *lesson) { m_lesson = lesson; }
    const Actions &actions() const { return m_actions; }
    QMenu *recentMenu() const { return m_recent; }

    // The scenario file the document was opened from or saved to, as an absolute path with
    // symbolic links resolved; empty when it has none.
    QString filePath() const;
    // What that file held when this window last read or wrote it (null without a file). Save
    // compares it with the file on disk and asks before overwriting another window's or
    // program's changes; a recovery copy keeps it to know its file again.
    FileWriter::Stamp fileStamp() const;

    // Asks whether to save unsaved changes. True when it is fine to replace the document (no
    // changes, saved, or discarded), false when the user cancelled or the save failed.
    bool maybeSave();
    // The window is asked to close: maybeSave(), and when that agrees the window's geometry
    // is remembered. False: keep the window open.
    bool closeRequested();
    // The local file a drag carries (the first URL), or an empty string.
    static QString droppedFile(const QMimeData *mime);
    // Each returns true when it did its job. An empty path asks for one with a file dialog.
    bool newDocument();
    bool open(const QString &path = {});
    bool save();
    bool saveAs(const QString &path = {});
    bool importCsv(const QString &path = {});
    // Empty qid: the query dialog picks one.
    bool importTrec(
        const QString &qrelsPath = {}, const QString &runPath = {}, const QString &qid = {});
    // A dropped file or one named on the command line: a CSV/TSV is imported, anything else
    // is opened as a scenario.
    bool openAny(const QString &path);
    // A chart or the table of the active side (A, or B while B's table has the focus).
    bool exportChart(Exporter::Chart chart, const QString &path = {});
    bool exportTable(Ndcg::Format format, const QString &path = {});
    // Both rankings of a comparison.
    bool exportHandout(const QString &path = {});
    // The current conventions become those of File → New.
    void rememberConventions();

    // How the user is told and asked; tests replace them so nothing blocks.
    using MessageHook = std::function<void(const QString &text)>;
    using QuestionHook = std::function<QMessageBox::StandardButton(const QString &text)>;
    // Answers a save dialog: the path to write (empty: cancelled), given the dialog's caption
    // and the path it would suggest.
    using SavePathHook
        = std::function<QString(const QString &caption, const QString &suggestedPath)>;
    static void setMessageHook(MessageHook hook);
    static void setQuestionHook(QuestionHook hook);
    static void setSavePathHook(SavePathHook hook);
    // Answers "the file was changed on disk since it was opened or saved here".
    enum class Conflict { Overwrite, SaveAs, Cancel };
    using ConflictHook = std::function<Conflict(const QString &text)>;
    static void setConflictHook(ConflictHook hook);
    // Every save of a scenario file holds a lock beside it, ".<name>.ndcg-save.lock" (QLockFile),
    // from its check for changes on disk to the end of its write, so that two windows or two
    // NDCG Explorers saving one file never overlap: the second waits for the first and then
    // sees its change. A save that cannot have the lock within the timeout (10 s) writes
    // nothing and says so; the lock of a process that died is taken over at once.
    static QString saveLockPath(const QString &path);
    // Tests: how long a save waits for the lock.
    static void setSaveLockTimeout(int milliseconds);

    void retranslate();

private:
    void createActions(QMenu *fileMenu, QAction *quit);
    void fillRecentMenu();
    void setFilePath(const QString &path, const FileWriter::Stamp &stamp = {});
    // The stamp of the window's own file at `path` when someone else changed it since it was
    // opened or saved here; null when nobody did (or `path` is another file).
    FileWriter::Stamp changedOnDisk(const QString &path) const;
    // Takes the save lock of `path` (saveLockPath()) into `lock` and checks under it: Overwrite
    // with the lock held when nobody else changed the file, otherwise what the user answers
    // (asked without the lock; Overwrite only while the file is still as it was when asked).
    // Cancel, with a message, when the lock cannot be had.
    Conflict lockAndCheck(const QString &path, std::unique_ptr<QLockFile> &lock);
    // Asks whether to overwrite the changes made to `filePath` by another window or program.
    Conflict askBeforeOverwriting(const QString &filePath) const;
    void markSaved();
    void load(const Ndcg::Scenario &scenario, const QString &name);
    void showMessage(const QString &text) const;
    QString askOpenPath(const QString &caption, const QString &filter);
    QString askSavePath(const QString &caption, const QString &filter, const QString &suffix,
        const QString &baseName);
    QString baseName() const;
    // The document a chart or table export shows, and its base name: "-A"/"-B" appended while
    // comparing, so that the two sides' files do not overwrite each other.
    RankingDocument *exportedDocument() const;
    // True when nothing is hidden, or the user chose to export the answers too.
    bool answersMayBeExported() const;
    QString exportBaseName() const;
    // The save dialog's caption: `single`, or while comparing `ofRanking` with %1 = A or B, so
    // that the dialog says which side is written.
    QString exportCaption(const QString &single, const QString &ofRanking) const;
    bool writeFile(const QString &path, const QByteArray &bytes);

    ScenarioDocument *m_document;
    QMainWindow *m_window;
    ComparisonController *m_comparison = nullptr;
    LessonState *m_lesson = nullptr;
    Actions m_actions;
    QMenu *m_recent = nullptr;
    QMenu *m_import = nullptr;
    QMenu *m_exportChart = nullptr;
    QMenu *m_exportTable = nullptr;
};
