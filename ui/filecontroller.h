#pragma once

// The File menu and everything that reads or writes a file: New, Open, Save, Save As (scenario
// files, .ndcg.json, written atomically), Open Recent, files dropped on the window or named on
// the command line, Import (CSV/TSV rankings; one query of a TREC run with its qrels), Export
// (a chart as PNG/SVG, the table as CSV/Markdown/LaTeX, a PDF handout), and the prompt before
// unsaved changes are lost (close, open, new, an example: MainWindow::maybeSave()).
// While comparing, a chart or table export is of the active side (the ranking whose table has
// the focus, ComparisonController::activeDocument()) and its suggested name says which ("-B");
// the handout always holds both rankings.
//
// Data flow: file --readScenarioFile()/importCsv()/Trec::rankingForQuery()--> Scenario -->
// MainWindow::loadScenario(); MainWindow::scenario() --scenarioToJson()--> FileWriter. A file
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

class MainWindow;
class QAction;
class QMenu;
class RankingDocument;

class FileController : public QObject
{
    Q_OBJECT
public:
    explicit FileController(MainWindow *window);

    // The scenario file the document was opened from or saved to, as an absolute path with
    // symbolic links resolved; empty when it has none.
    QString filePath() const { return m_filePath; }
    // What that file held when this window last read or wrote it (null without a file). Save
    // compares it with the file on disk and asks before overwriting another window's or
    // program's changes; a recovery copy keeps it to know its file again.
    FileWriter::Stamp fileStamp() const { return m_fileStamp; }

    // Asks whether to save unsaved changes. True when it is fine to replace the document (no
    // changes, saved, or discarded), false when the user cancelled or the save failed.
    bool maybeSave();
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

    void retranslate();

signals:
    void filePathChanged(const QString &path);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createActions();
    void fillRecentMenu();
    void setFilePath(const QString &path, const FileWriter::Stamp &stamp = {});
    // Before saving over the window's own file: Overwrite when nobody else changed it since it
    // was opened or saved here, otherwise what the user answers.
    Conflict askBeforeOverwriting(const QString &path) const;
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
    QString exportBaseName() const;
    // The save dialog's caption: `single`, or while comparing `ofRanking` with %1 = A or B, so
    // that the dialog says which side is written.
    QString exportCaption(const QString &single, const QString &ofRanking) const;
    bool writeFile(const QString &path, const QByteArray &bytes);

    MainWindow *m_window;
    QString m_filePath;
    FileWriter::Stamp m_fileStamp;
    bool m_loading = false; // inside load(): scenarioLoaded comes from us
    QMenu *m_recent = nullptr;
    QMenu *m_import = nullptr;
    QMenu *m_exportChart = nullptr;
    QMenu *m_exportTable = nullptr;
};
