#include "filecontroller.h"

#include "comparison/comparisoncontroller.h"
#include "csvimport.h"
#include "document/rankingdocument.h"
#include "document/scenariodocument.h"
#include "document/settingsstore.h"
#include "fileinput.h"
#include "filewriter.h"
#include "handout.h"
#include "scenario.h"
#include "stepthrough/lessonstate.h"
#include "treceval.h"
#include "trecquerydialog.h"

#include <QAction>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeySequence>
#include <QLockFile>
#include <QMainWindow>
#include <QMenu>
#include <QMimeData>
#include <QPushButton>
#include <QUrl>

#include <algorithm>
#include <cmath>
#include <memory>

namespace {

FileController::MessageHook messageHook;
FileController::QuestionHook questionHook;
FileController::SavePathHook savePathHook;
FileController::ConflictHook conflictHook;

constexpr char scenarioSuffix[] = ".ndcg.json";

// "Line 3, column 12: expected a number" — the parts of the place that are known.
QString describe(const Ndcg::Error &error)
{
    if (error.line > 0 && error.column > 0)
        return FileController::tr("Line %1, column %2: %3")
            .arg(error.line)
            .arg(error.column)
            .arg(error.message);
    if (error.line > 0)
        return FileController::tr("Line %1: %2").arg(error.line).arg(error.message);
    return error.message;
}

// A grade beyond ±maxAbsGrade: a scenario could not hold it (and it is almost surely a score
// or a doc id in the wrong column). The 1-based position of the first, or 0.
int outOfRangeGrade(const QList<Ndcg::Item> &items)
{
    for (int i = 0; i < items.size(); ++i) {
        if (!Ndcg::gradeRangeError(items.at(i).grade).isEmpty())
            return i + 1;
    }
    return 0;
}

// How long a save waits for another save of the same file to finish (setSaveLockTimeout()),
// and how old a lock of a live process must be before it is taken as left behind: far longer
// than a save of the largest scenario takes. A lock whose process has died on this machine is
// taken over at once (QLockFile checks the PID).
int saveLockTimeout = 10000;
constexpr int saveLockStaleTime = 60000;

// The lock of `path` for a save (see FileController::saveLockPath()): locked, or unlocked when
// no lock file can be made there (a read-only folder, a full disk, a file size limit: then the
// save cannot write its temporary file beside the target either, and says why in the system's
// words; a lock in another folder would guard nothing). Null when another process holds it
// past the timeout.
std::unique_ptr<QLockFile> lockForSaving(const QString &path)
{
    auto lock = std::make_unique<QLockFile>(FileController::saveLockPath(path));
    lock->setStaleLockTime(saveLockStaleTime);
    if (lock->tryLock(saveLockTimeout) || lock->error() != QLockFile::LockFailedError)
        return lock;
    return nullptr;
}

bool isTable(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("csv") || suffix == QLatin1String("tsv")
        || suffix == QLatin1String("txt");
}

} // namespace

FileController::FileController(
    ScenarioDocument *document, QMainWindow *window, QMenu *fileMenu, QAction *quit)
    : QObject(window)
    , m_document(document)
    , m_window(window)
{
    // A scenario loaded by someone else (an example, a comparison) belongs to no file: Save
    // asks where, never overwrites the file opened before (ScenarioDocument::loadScenario()
    // forgets it).
    createActions(fileMenu, quit);
    retranslate();
}

QString FileController::filePath() const
{
    return m_document->filePath();
}

FileWriter::Stamp FileController::fileStamp() const
{
    return m_document->fileStamp();
}

QString FileController::droppedFile(const QMimeData *mime)
{
    const QList<QUrl> urls = mime ? mime->urls() : QList<QUrl>();
    if (urls.isEmpty() || !urls.first().isLocalFile())
        return {};
    return urls.first().toLocalFile();
}

void FileController::setMessageHook(MessageHook hook)
{
    messageHook = std::move(hook);
}

void FileController::setQuestionHook(QuestionHook hook)
{
    questionHook = std::move(hook);
}

void FileController::setSavePathHook(SavePathHook hook)
{
    savePathHook = std::move(hook);
}

void FileController::setConflictHook(ConflictHook hook)
{
    conflictHook = std::move(hook);
}

void FileController::setSaveLockTimeout(int milliseconds)
{
    saveLockTimeout = milliseconds;
}

QString FileController::saveLockPath(const QString &path)
{
    const QFileInfo target(FileWriter::absolutePath(path));
    return target.dir().filePath(
        QLatin1Char('.') + target.fileName() + QStringLiteral(".ndcg-save.lock"));
}

void FileController::showMessage(const QString &text) const
{
    if (messageHook) {
        messageHook(text);
        return;
    }
    QMessageBox::warning(m_window, tr("NDCG Explorer"), text);
}

void FileController::createActions(QMenu *file, QAction *quit)
{
    auto make = [this](const char *name, const QKeySequence &key, auto slot) {
        auto *a = new QAction(this);
        a->setObjectName(QLatin1String(name));
        if (!key.isEmpty())
            a->setShortcut(key);
        connect(a, &QAction::triggered, this, slot);
        m_window->addAction(a); // works with the menu bar hidden (presenter mode)
        return a;
    };
    Actions &a = m_actions;
    QAction *newDoc = a.fileNew = make("fileNew", QKeySequence::New, [this] { newDocument(); });
    QAction *open = a.fileOpen = make("fileOpen", QKeySequence::Open, [this] { this->open(); });
    QAction *save = a.fileSave = make("fileSave", QKeySequence::Save, [this] { this->save(); });
    // Ctrl+Shift+S is Edit → Shuffle: Save As has no shortcut of its own.
    QAction *saveAs = a.fileSaveAs = make("fileSaveAs", QKeySequence(), [this] { this->saveAs(); });
    QAction *csv = a.importCsv = make("importCsv", QKeySequence(), [this] { importCsv(); });
    QAction *trec = a.importTrec = make("importTrec", QKeySequence(), [this] { importTrec(); });
    QAction *dcg = a.exportDcgChart = make(
        "exportDcgChart", QKeySequence(), [this] { exportChart(Exporter::Chart::RunningDcg); });
    QAction *contribution = a.exportContributionChart = make("exportContributionChart",
        QKeySequence(), [this] { exportChart(Exporter::Chart::Contribution); });
    QAction *ndcg = a.exportNdcgChart
        = make("exportNdcgChart", QKeySequence(), [this] { exportChart(Exporter::Chart::Ndcg); });
    QAction *tableCsv = a.exportTableCsv
        = make("exportTableCsv", QKeySequence(), [this] { exportTable(Ndcg::Format::Csv); });
    QAction *tableMd = a.exportTableMarkdown = make(
        "exportTableMarkdown", QKeySequence(), [this] { exportTable(Ndcg::Format::Markdown); });
    QAction *tableTex = a.exportTableLatex
        = make("exportTableLatex", QKeySequence(), [this] { exportTable(Ndcg::Format::Latex); });
    QAction *handout = a.exportHandout
        = make("exportHandout", QKeySequence(Qt::CTRL | Qt::Key_P), [this] { exportHandout(); });
    QAction *remember = a.rememberConventions
        = make("rememberConventions", QKeySequence(), [this] { rememberConventions(); });

    if (!file)
        return;
    m_recent = new QMenu(file);
    m_recent->setObjectName(QStringLiteral("recentMenu"));
    connect(m_recent, &QMenu::aboutToShow, this, &FileController::fillRecentMenu);
    m_import = new QMenu(file);
    m_import->setObjectName(QStringLiteral("importMenu"));
    m_import->addActions({csv, trec});
    m_exportChart = new QMenu(file);
    m_exportChart->setObjectName(QStringLiteral("exportChartMenu"));
    m_exportChart->addActions({dcg, contribution, ndcg});
    m_exportTable = new QMenu(file);
    m_exportTable->setObjectName(QStringLiteral("exportTableMenu"));
    m_exportTable->addActions({tableCsv, tableMd, tableTex});
    const QList<QAction *> items {newDoc, open, m_recent->menuAction(), save, saveAs};
    file->insertActions(quit, items);
    file->insertSeparator(quit);
    file->insertAction(quit, m_import->menuAction());
    file->insertAction(quit, m_exportChart->menuAction());
    file->insertAction(quit, m_exportTable->menuAction());
    file->insertAction(quit, handout);
    file->insertSeparator(quit);
    file->insertAction(quit, remember);
    file->insertSeparator(quit);
    fillRecentMenu();
}

void FileController::retranslate()
{
    auto set = [](QAction *a, const QString &text, const QString &tip = {}) {
        a->setText(text);
        a->setToolTip(tip.isEmpty() ? QString(text).remove(QLatin1Char('&')) : tip);
    };
    const Actions &a = m_actions;
    set(a.fileNew, tr("&New"), tr("A new ranking with the conventions for new documents"));
    set(a.fileOpen, tr("&Open…"));
    set(a.fileSave, tr("&Save"));
    set(a.fileSaveAs, tr("Save &As…"));
    set(a.importCsv, tr("Ranking from &CSV or TSV…"));
    set(a.importTrec, tr("Query from &TREC qrels and run…"));
    set(a.exportDcgChart, tr("&Running DCG chart…"));
    set(a.exportContributionChart, tr("&Contribution chart…"));
    set(a.exportNdcgChart, tr("&NDCG by position chart…"));
    set(a.exportTableCsv, tr("As &CSV…"));
    set(a.exportTableMarkdown, tr("As &Markdown…"));
    set(a.exportTableLatex, tr("As &LaTeX (booktabs)…"));
    set(a.exportHandout, tr("Export &handout (PDF)…"));
    set(a.rememberConventions, tr("Use these conventions for ne&w documents"));
    if (m_recent)
        m_recent->setTitle(tr("Open &Recent"));
    if (m_import)
        m_import->setTitle(tr("&Import"));
    if (m_exportChart)
        m_exportChart->setTitle(tr("Export &chart"));
    if (m_exportTable)
        m_exportTable->setTitle(tr("Export &table"));
    fillRecentMenu();
}

void FileController::fillRecentMenu()
{
    if (!m_recent)
        return;
    m_recent->clear();
    const QStringList files = SettingsStore::recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files.at(i);
        QAction *a = m_recent->addAction(
            QStringLiteral("&%1 %2").arg(i + 1).arg(Ndcg::displayPath(QFileInfo(path).fileName())));
        a->setToolTip(Ndcg::displayPath(path));
        a->setStatusTip(Ndcg::displayPath(path));
        connect(a, &QAction::triggered, this, [this, path] { openAny(path); });
    }
    if (!files.isEmpty())
        m_recent->addSeparator();
    QAction *clear = m_recent->addAction(tr("&Clear the list"));
    clear->setEnabled(!files.isEmpty());
    connect(clear, &QAction::triggered, this, [] { SettingsStore::clearRecentFiles(); });
}

void FileController::setFilePath(const QString &givenPath, const FileWriter::Stamp &stamp)
{
    // Absolute: a relative path would name another file once the current folder changes (a
    // recovery copy is read by a process started elsewhere).
    const QString path = FileWriter::absolutePath(givenPath);
    m_document->setFile(path, stamp);
    if (!path.isEmpty()) {
        SettingsStore::addRecentFile(path);
        SettingsStore::rememberFolderOf(path);
        m_document->setDisplayName(
            Ndcg::displayPath(QFileInfo(givenPath).fileName())); // a link's own name
    }
}

void FileController::load(const Ndcg::Scenario &scenario, const QString &name)
{
    m_document->loadScenario(scenario, name);
}

void FileController::markSaved()
{
    m_document->setClean();
}

bool FileController::closeRequested()
{
    if (!maybeSave())
        return false;
    SettingsStore::setWindowGeometry(m_window->saveGeometry());
    return true;
}

bool FileController::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const QString text = tr("“%1” has unsaved changes. Save them before they are lost?")
                             .arg(m_document->displayName());
    const QMessageBox::StandardButton answer = questionHook
        ? questionHook(text)
        : QMessageBox::warning(m_window, tr("NDCG Explorer"), text,
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

bool FileController::newDocument()
{
    if (!maybeSave())
        return false;
    Ndcg::Scenario scenario;
    scenario.settings = SettingsStore::preferredSettings();
    load(scenario, tr("Untitled"));
    setFilePath({});
    return true;
}

QString FileController::askOpenPath(const QString &caption, const QString &filter)
{
    const QString path
        = QFileDialog::getOpenFileName(m_window, caption, SettingsStore::lastFolder(), filter);
    if (!path.isEmpty())
        SettingsStore::rememberFolderOf(path);
    return path;
}

QString FileController::askSavePath(
    const QString &caption, const QString &filter, const QString &suffix, const QString &baseName)
{
    const QString suggested = QDir(SettingsStore::lastFolder()).filePath(baseName + suffix);
    QString path = savePathHook
        ? savePathHook(caption, suggested)
        : QFileDialog::getSaveFileName(m_window, caption, suggested, filter);
    if (path.isEmpty())
        return {};
    if (!path.endsWith(suffix, Qt::CaseInsensitive) && QFileInfo(path).suffix().isEmpty())
        path += suffix;
    SettingsStore::rememberFolderOf(path);
    return path;
}

QString FileController::baseName() const
{
    if (const QString filePath = m_document->filePath(); !filePath.isEmpty()) {
        QString name = QFileInfo(filePath).fileName();
        if (name.endsWith(QLatin1String(scenarioSuffix)))
            name.chop(int(qstrlen(scenarioSuffix)));
        return name;
    }
    if (m_document->example())
        return m_document->example()->id;
    return QStringLiteral("ndcg");
}

RankingDocument *FileController::exportedDocument() const
{
    if (m_document->isComparison() && m_comparison)
        return m_comparison->activeDocument();
    return m_document->a();
}

QString FileController::exportBaseName() const
{
    if (!m_document->isComparison())
        return baseName();
    return baseName()
        + (exportedDocument() == m_document->b() ? QStringLiteral("-B") : QStringLiteral("-A"));
}

QString FileController::exportCaption(const QString &single, const QString &ofRanking) const
{
    if (!m_document->isComparison())
        return single;
    return ofRanking.arg(
        exportedDocument() == m_document->b() ? QLatin1Char('B') : QLatin1Char('A'));
}

bool FileController::open(const QString &givenPath)
{
    if (!maybeSave())
        return false;
    // A name that is not UTF-8 comes from the dialog with U+FFFD for its bytes: find its file.
    const QString path
        = Ndcg::resolvedPath(givenPath.isEmpty() ? askOpenPath(tr("Open a scenario"),
                                 tr("NDCG scenarios (*.ndcg.json *.json);;All files (*)"))
                                                 : givenPath);
    if (path.isEmpty())
        return false;
    // Read and stamped under the save lock: a save of another window in flight ends first, so
    // the stamp is of the bytes read (else a later save here would not see that save's change).
    const std::unique_ptr<QLockFile> lock = lockForSaving(path);
    const QString name = Ndcg::displayPath(QFileInfo(path).fileName());
    const auto scenario = Ndcg::readScenarioFile(path);
    if (!scenario) {
        showMessage(tr("“%1” could not be opened.").arg(name) + QStringLiteral("\n\n")
            + describe(scenario.error()) + QStringLiteral("\n\n")
            + tr("The open document was not changed."));
        if (!Ndcg::fileKind(path).exists)
            SettingsStore::removeRecentFile(path);
        return false;
    }
    load(*scenario, name);
    setFilePath(path, FileWriter::stampOfFile(path));
    return true;
}

bool FileController::openAny(const QString &path)
{
    return isTable(path) ? importCsv(path) : open(path);
}

bool FileController::writeFile(const QString &path, const QByteArray &bytes)
{
    QString error;
    if (FileWriter::write(path, bytes, &error))
        return true;
    showMessage(tr("“%1” could not be saved: %2")
                    .arg(QDir::toNativeSeparators(Ndcg::displayPath(path)), error)
        + QStringLiteral("\n\n") + tr("Any file that was there is unchanged."));
    return false;
}

bool FileController::save()
{
    const QString filePath = m_document->filePath();
    return filePath.isEmpty() ? saveAs() : saveAs(filePath);
}

FileWriter::Stamp FileController::changedOnDisk(const QString &path) const
{
    const QString filePath = m_document->filePath();
    if (filePath.isEmpty() || m_document->fileStamp().isNull()
        || FileWriter::absolutePath(path) != filePath)
        return {};
    const FileWriter::Stamp now = FileWriter::stampOfFile(filePath);
    if (now.isNull() || now == m_document->fileStamp()) // gone (nothing to lose), or as we left it
        return {};
    return now;
}

FileController::Conflict FileController::lockAndCheck(
    const QString &path, std::unique_ptr<QLockFile> &lock)
{
    FileWriter::Stamp answered; // the file as it was when the user chose Overwrite
    while (true) {
        lock = lockForSaving(path);
        if (!lock) {
            showMessage(tr("“%1” could not be saved: another window or program has been saving "
                           "it for more than %n second(s) (it holds %2).",
                            nullptr, std::max(1, saveLockTimeout / 1000))
                            .arg(QDir::toNativeSeparators(path),
                                QDir::toNativeSeparators(saveLockPath(path)))
                + QStringLiteral("\n\n") + tr("Any file that was there is unchanged."));
            return Conflict::Cancel;
        }
        const FileWriter::Stamp changed = changedOnDisk(path);
        if (changed.isNull() || changed == answered)
            return Conflict::Overwrite;
        // Not held while the user thinks: a dialog may stay open for minutes. After the answer
        // the file is checked again under the lock; changed once more, the question comes again.
        lock.reset();
        const Conflict answer = askBeforeOverwriting(m_document->filePath());
        if (answer != Conflict::Overwrite)
            return answer;
        answered = changed;
    }
}

FileController::Conflict FileController::askBeforeOverwriting(const QString &filePath) const
{
    const QString text = tr("“%1” was changed on disk by another window or program since it was "
                            "opened or saved here. Overwrite those changes?")
                             .arg(QDir::toNativeSeparators(filePath));
    if (conflictHook)
        return conflictHook(text);
    QMessageBox box(
        QMessageBox::Warning, tr("NDCG Explorer"), text, QMessageBox::NoButton, m_window);
    QPushButton *overwrite = box.addButton(tr("Overwrite"), QMessageBox::DestructiveRole);
    QPushButton *saveAs = box.addButton(tr("Save &As…"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(saveAs);
    box.exec();
    if (box.clickedButton() == overwrite)
        return Conflict::Overwrite;
    if (box.clickedButton() == saveAs)
        return Conflict::SaveAs;
    return Conflict::Cancel;
}

bool FileController::saveAs(const QString &givenPath)
{
    const QString path = Ndcg::resolvedPath(givenPath.isEmpty()
            ? askSavePath(tr("Save the scenario"), tr("NDCG scenarios (*.ndcg.json)"),
                QLatin1String(scenarioSuffix), baseName())
            : givenPath);
    if (path.isEmpty())
        return false;
    // Held from the check to the end of the write (released when the function returns).
    std::unique_ptr<QLockFile> lock;
    switch (lockAndCheck(path, lock)) {
    case Conflict::Overwrite:
        break;
    case Conflict::SaveAs:
        return saveAs();
    case Conflict::Cancel:
        return false;
    }
    const QByteArray bytes = Ndcg::scenarioToJson(m_document->scenario());
    // Refused before a byte is written: a file its reader would refuse must not replace one.
    if (const QString problem = Ndcg::scenarioSizeError(bytes.size()); !problem.isEmpty()) {
        showMessage(tr("“%1” could not be saved: %2")
                        .arg(QDir::toNativeSeparators(Ndcg::displayPath(path)), problem)
            + QStringLiteral("\n\n") + tr("Any file that was there is unchanged."));
        return false;
    }
    if (!writeFile(path, bytes))
        return false;
    markSaved();
    setFilePath(path, FileWriter::stampOf(bytes));
    return true;
}

bool FileController::importCsv(const QString &givenPath)
{
    if (!maybeSave())
        return false;
    const QString path
        = Ndcg::resolvedPath(givenPath.isEmpty() ? askOpenPath(tr("Import a ranking"),
                                 tr("CSV and TSV files (*.csv *.tsv *.txt);;All files (*)"))
                                                 : givenPath);
    if (path.isEmpty())
        return false;
    const QString name = Ndcg::displayPath(QFileInfo(path).fileName());
    auto fail = [this, &name](const QString &reason) {
        showMessage(tr("“%1” could not be imported.").arg(name) + QStringLiteral("\n\n") + reason
            + QStringLiteral("\n\n") + tr("The open document was not changed."));
        return false;
    };
    // The size, every grade and the number of rows are checked by the reader (the limits of
    // scenario.h), so that the imported ranking can be saved and opened again.
    const auto bytes = Ndcg::readWholeFile(path, Ndcg::InputKind::Table);
    if (!bytes)
        return fail(describe(bytes.error()));
    const auto ranking = Ndcg::importCsv(*bytes, name);
    if (!ranking)
        return fail(describe(ranking.error()));
    Ndcg::Scenario scenario;
    scenario.a = *ranking;
    scenario.settings = SettingsStore::preferredSettings();
    // Whatever is imported can be saved (labels that escape grow the file).
    if (const QString problem = Ndcg::scenarioSizeError(Ndcg::scenarioToJson(scenario).size());
        !problem.isEmpty())
        return fail(problem);
    load(scenario, name);
    setFilePath({});
    SettingsStore::rememberFolderOf(path);
    m_document->setDisplayName(name);
    m_document->a()->setUnsaved(); // not a scenario file yet: Save asks where
    return true;
}

bool FileController::importTrec(
    const QString &givenQrels, const QString &givenRun, const QString &givenQid)
{
    if (!maybeSave())
        return false;
    const QString qrelsPath = givenQrels.isEmpty()
        ? askOpenPath(tr("Import a TREC query: the qrels"), tr("TREC qrels (*)"))
        : givenQrels;
    if (qrelsPath.isEmpty())
        return false;
    const QString runPath = givenRun.isEmpty()
        ? askOpenPath(tr("Import a TREC query: the run"), tr("TREC runs (*)"))
        : givenRun;
    if (runPath.isEmpty())
        return false;
    auto fail = [this](const QString &file, const QString &reason) {
        showMessage(tr("“%1” could not be imported.").arg(QFileInfo(file).fileName())
            + QStringLiteral("\n\n") + reason + QStringLiteral("\n\n")
            + tr("The open document was not changed."));
        return false;
    };
    const auto qrels = Ndcg::Trec::Qrels::load(qrelsPath);
    if (!qrels)
        return fail(qrelsPath, describe(qrels.error()));
    const auto queries = TrecQueryDialog::queries(*qrels, runPath);
    if (!queries)
        return fail(queries.error().file.isEmpty() ? runPath : queries.error().file,
            describe(queries.error()));
    if (queries->isEmpty())
        return fail(runPath,
            tr("No query of the run has judgments in “%1” (expected the qrels of the same "
               "topics).")
                .arg(QFileInfo(qrelsPath).fileName()));
    QString qid = givenQid;
    if (qid.isEmpty()) {
        TrecQueryDialog dialog(*queries, QFileInfo(runPath).fileName(), m_window);
        if (dialog.exec() != QDialog::Accepted)
            return false;
        qid = dialog.selectedQid();
        if (qid.isEmpty())
            return false;
    }
    const auto ranking = Ndcg::Trec::rankingForQuery(*qrels, runPath, qid);
    if (!ranking)
        return fail(ranking.error().file.isEmpty() ? runPath : ranking.error().file,
            describe(ranking.error()));
    // A judgment beyond ±maxAbsGrade: name its qrels line, as the scenario and CSV readers do.
    const int query = qrels->queryIndex(qid.toStdString());
    if (query >= 0) {
        for (const Ndcg::Trec::Judgment &j : qrels->judgmentsOf(query)) {
            if (const QString problem = Ndcg::gradeRangeError(double(j.grade)); !problem.isEmpty())
                return fail(qrelsPath, describe(Ndcg::Error(problem, qrelsPath, j.line)));
        }
    }
    for (const QList<Ndcg::Item> *items : {&ranking->items, &ranking->unretrieved}) {
        if (const int at = outOfRangeGrade(*items))
            return fail(qrelsPath, Ndcg::gradeRangeError(items->at(at - 1).grade));
    }
    // More items than a ranking may hold (a run of a million documents for one query).
    if (const qsizetype count = ranking->items.size() + ranking->unretrieved.size();
        count > Ndcg::maxItems)
        return fail(runPath, tr("Query “%1”: %2").arg(qid, Ndcg::tooManyItemsError(count)));
    // A doc id longer than a label may be (a TREC line holds up to 65536 bytes).
    for (const QList<Ndcg::Item> *items : {&ranking->items, &ranking->unretrieved}) {
        for (const Ndcg::Item &item : *items) {
            if (const QString problem = Ndcg::labelLengthError(item.label.size());
                !problem.isEmpty())
                return fail(runPath, tr("Query “%1”: %2").arg(qid, problem));
        }
    }
    // trec_eval's ndcg: linear gain, 1/log2(i + 1), the whole run against every judgment.
    Ndcg::Scenario scenario;
    scenario.a = *ranking;
    scenario.settings.gain = Ndcg::Gain::Linear;
    scenario.settings.discount = Ndcg::Discount::Log;
    scenario.settings.logBase = 2.0;
    scenario.settings.cutoff = 0;
    scenario.settings.idealSource = Ndcg::IdealSource::Pool;
    scenario.settings.zeroIdcg = Ndcg::ZeroIdcg::Zero;
    scenario.settings.negativeGrades = Ndcg::NegativeGrades::Zero;
    if (const QString problem = Ndcg::scenarioSizeError(Ndcg::scenarioToJson(scenario).size());
        !problem.isEmpty())
        return fail(runPath, tr("Query “%1”: %2").arg(qid, problem));
    const QString name = tr("query %1 of %2").arg(qid, QFileInfo(runPath).fileName());
    load(scenario, name);
    setFilePath({});
    m_document->a()->setUnsaved();
    return true;
}

bool FileController::answersMayBeExported() const
{
    if (!m_lesson)
        return true;
    const bool stepping = m_lesson->isStepping() && m_lesson->stepIndex() < m_lesson->stepCount();
    if (!m_lesson->isAnyHidden() && !stepping)
        return true;
    const QString text = tr("Answers are hidden in the window, but an export holds every value, "
                            "the hidden answers too. Export it with the answers?");
    const QMessageBox::StandardButton answer = questionHook
        ? questionHook(text)
        : QMessageBox::question(m_window, tr("NDCG Explorer"), text,
            QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    return answer == QMessageBox::Yes;
}

bool FileController::exportChart(Exporter::Chart chart, const QString &givenPath)
{
    const RankingDocument *document = exportedDocument();
    const Ndcg::Breakdown *b = document->breakdown();
    if (!b) {
        showMessage(tr("There is nothing to export: %1").arg(document->error()));
        return false;
    }
    if (!answersMayBeExported())
        return false;
    const char *names[] = {"-dcg", "-contributions", "-ndcg"};
    const QString path = givenPath.isEmpty()
        ? askSavePath(exportCaption(tr("Export the chart"), tr("Export the chart of ranking %1")),
            tr("PNG image (*.png);;SVG image (*.svg)"), QStringLiteral(".png"),
            exportBaseName() + QLatin1String(names[int(chart)]))
        : givenPath;
    if (path.isEmpty())
        return false;
    const bool svg
        = QFileInfo(path).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) == 0;
    return writeFile(path, svg ? Exporter::chartSvg(chart, *b) : Exporter::chartPng(chart, *b));
}

bool FileController::exportTable(Ndcg::Format format, const QString &givenPath)
{
    const RankingDocument *document = exportedDocument();
    const Ndcg::Breakdown *b = document->breakdown();
    if (!b) {
        showMessage(tr("There is nothing to export: %1").arg(document->error()));
        return false;
    }
    if (!answersMayBeExported())
        return false;
    QString suffix = QStringLiteral(".csv");
    QString filter = tr("CSV files (*.csv)");
    if (format == Ndcg::Format::Markdown) {
        suffix = QStringLiteral(".md");
        filter = tr("Markdown files (*.md)");
    } else if (format == Ndcg::Format::Latex) {
        suffix = QStringLiteral(".tex");
        filter = tr("LaTeX files (*.tex)");
    }
    const QString path = givenPath.isEmpty()
        ? askSavePath(exportCaption(tr("Export the table"), tr("Export the table of ranking %1")),
            filter, suffix, exportBaseName())
        : givenPath;
    if (path.isEmpty())
        return false;
    QStringList labels;
    for (const Ndcg::Item &item : document->ranking().items)
        labels << item.label;
    return writeFile(path, Exporter::table(*b, format, labels));
}

bool FileController::exportHandout(const QString &givenPath)
{
    if (!answersMayBeExported())
        return false;
    const QString path = givenPath.isEmpty() ? askSavePath(tr("Export a handout"),
                             tr("PDF files (*.pdf)"), QStringLiteral(".pdf"), baseName())
                                             : givenPath;
    if (path.isEmpty())
        return false;
    const Handout::Pdf pdf = Handout::write(m_document->scenario(), m_document->displayName());
    if (!pdf.error.isEmpty()) {
        showMessage(tr("There is nothing to export: %1").arg(pdf.error));
        return false;
    }
    return writeFile(path, pdf.bytes);
}

void FileController::rememberConventions()
{
    SettingsStore::setPreferredSettings(m_document->a()->settings());
}
