// Tests of File → New, Open, Save, Save As, recent files, import and the unsaved-changes prompt:
// every bundled example survives save → open unchanged; every kind of bad file is answered by a
// message naming the file, the line (and column) and what was expected, and leaves the open
// document exactly as it was; a save that fails part way leaves the old file intact.
// Every writer (save, the table, the charts, the handout) against the kernel refusing bytes (a
// file size limit; a full tmpfs where it can be mounted): the old file stays, the window stays
// modified, and the message names the file and the system's reason. A file changed on disk by
// another window or program since it was opened or saved here is asked about before it is
// overwritten, also when that other save is still in flight (the save lock); a lock left by a
// killed process does not block; a relative path is kept as an absolute one.
// QSettings points at a temporary folder of this process (isolatedsettings.h), so the user's own
// settings are never touched.

#include "document/rankingdocument.h"
#include "document/scenariodocument.h"
#include "document/settingsstore.h"
#include "examples.h"
#include "fileinput.h"
#include "files/filecontroller.h"
#include "files/trecquerydialog.h"
#include "filewriter.h"
#include "fulldisk.h"
#include "isolatedsettings.h"
#include "mainwindow.h"
#include "scenario.h"
#include "treceval.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QFile>
#include <QLineEdit>
#include <QLockFile>
#include <QMenu>
#include <QMimeData>
#include <QProcess>
#include <QScopeGuard>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>
#include <thread>

#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>

class TestFileController : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void everyExampleSurvivesSaveAndOpen_data();
    void everyExampleSurvivesSaveAndOpen();
    void savingMarksCleanAndNamesTheTitle();
    void badScenarioFilesLeaveTheDocument_data();
    void badScenarioFilesLeaveTheDocument();
    void aFailedSaveLeavesTheOldFile();
    void aReadOnlyFolderLeavesTheOldFile();
    void aWriteTheKernelRefusesKeepsTheFileAndSaysWhy_data();
    void aWriteTheKernelRefusesKeepsTheFileAndSaysWhy();
    void aSaveOnAFullDiskSaysNoSpaceLeft_data();
    void aSaveOnAFullDiskSaysNoSpaceLeft();
    void aFileChangedOnDiskIsAskedAbout_data();
    void aFileChangedOnDiskIsAskedAbout();
    void aSaveInFlightElsewhereIsWaitedForAndAskedAbout();
    void aSaveLockHeldTooLongWritesNothingAndSaysWhy();
    void aLockLeftByADeadProcessDoesNotBlock();
    void aRelativePathIsKeptAbsolute();
    void unsavedChangesAreAskedAbout();
    void closingAsksToo();
    void newUsesTheRememberedConventions();
    void settingsLiveInTheTemporaryFolder();
    void recentFilesAreRemembered();
    void aFileWhoseNameIsNotUtf8OpensAndSaves();
    void aScenarioLoadedElsewhereBelongsToNoFile();
    void trecConformanceQueriesMatchTheExplainView();
    void importsCsv();
    void badCsvFilesLeaveTheDocument_data();
    void badCsvFilesLeaveTheDocument();
    void importsATrecQuery();
    void badTrecFilesLeaveTheDocument_data();
    void badTrecFilesLeaveTheDocument();
    void queryDialogFiltersAndPicks();
    void droppedFilesOpen();
    void fileMenuHasTheActions();

private:
    QString write(const QString &name, const QByteArray &bytes);
    FileController *files() const { return m_window->files(); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_messages;
    QList<QMessageBox::StandardButton> m_answers;
    int m_questions = 0;
    QStringList m_conflicts; // the questions about a file changed on disk
    FileController::Conflict m_conflictAnswer = FileController::Conflict::Cancel;
};

namespace {

enum class Writer { Save, TableCsv, TableMarkdown, TableLatex, ChartPng, ChartSvg, Handout };

// By the name's bytes, which need not be UTF-8.
bool writeByName(const QByteArray &name, const QByteArray &bytes)
{
    const int fd = ::open(name.constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0)
        return false;
    const bool ok = ::write(fd, bytes.constData(), std::size_t(bytes.size())) == bytes.size();
    return ::close(fd) == 0 && ok;
}

QByteArray readByName(const QByteArray &name)
{
    QByteArray bytes;
    const int fd = ::open(name.constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return bytes;
    char buffer[65536];
    for (ssize_t n; (n = ::read(fd, buffer, sizeof buffer)) > 0;)
        bytes.append(buffer, n);
    ::close(fd);
    return bytes;
}

// The names in a folder, as bytes (QDir would decode them lossily).
QList<QByteArray> namesIn(const QByteArray &folder)
{
    QList<QByteArray> names;
    if (DIR *dir = ::opendir(folder.constData())) {
        while (const dirent *entry = ::readdir(dir)) {
            const QByteArray name(entry->d_name);
            if (name != "." && name != "..")
                names << name;
        }
        ::closedir(dir);
    }
    std::sort(names.begin(), names.end());
    return names;
}

QByteArray readBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A ranking of `n` items whose scenario file is about 40 bytes an item.
Ndcg::Ranking longRanking(int n)
{
    Ndcg::Ranking r;
    for (int i = 0; i < n; ++i)
        r.items << Ndcg::Item {double(i % 4), QStringLiteral("doc-%1").arg(i), std::nullopt};
    return r;
}

bool run(FileController *files, Writer writer, const QString &path)
{
    switch (writer) {
    case Writer::Save:
        return files->save();
    case Writer::TableCsv:
        return files->exportTable(Ndcg::Format::Csv, path);
    case Writer::TableMarkdown:
        return files->exportTable(Ndcg::Format::Markdown, path);
    case Writer::TableLatex:
        return files->exportTable(Ndcg::Format::Latex, path);
    case Writer::ChartPng:
        return files->exportChart(Exporter::Chart::RunningDcg, path);
    case Writer::ChartSvg:
        return files->exportChart(Exporter::Chart::Contribution, path);
    case Writer::Handout:
        return files->exportHandout(path);
    }
    return false;
}

} // namespace

void TestFileController::initTestCase()
{
    QVERIFY(SettingsStore::settings().fileName().startsWith(IsolatedSettings::folder()));
    FileController::setMessageHook([this](const QString &text) { m_messages << text; });
    FileController::setQuestionHook([this](const QString &) {
        ++m_questions;
        return m_answers.isEmpty() ? QMessageBox::Cancel : m_answers.takeFirst();
    });
    FileController::setConflictHook([this](const QString &text) {
        m_conflicts << text;
        return m_conflictAnswer;
    });
}

void TestFileController::init()
{
    SettingsStore::settings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    m_window = std::make_unique<MainWindow>();
    m_messages.clear();
    m_answers.clear();
    m_questions = 0;
    m_conflicts.clear();
    m_conflictAnswer = FileController::Conflict::Cancel;
}

void TestFileController::cleanup()
{
    FileWriter::setFailureAfterForTesting(-1);
    m_window.reset();
    if (m_dir)
        QFile::setPermissions(
            m_dir->path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    m_dir.reset();
}

QString TestFileController::write(const QString &name, const QByteArray &bytes)
{
    const QString path = m_dir->filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    return path;
}

void TestFileController::everyExampleSurvivesSaveAndOpen_data()
{
    QTest::addColumn<QString>("id");
    for (const QString &id : Ndcg::exampleIds())
        QTest::newRow(qPrintable(id)) << id;
}

void TestFileController::everyExampleSurvivesSaveAndOpen()
{
    QFETCH(QString, id);
    const auto example = Ndcg::loadExample(id);
    QVERIFY(example);
    m_window->document()->loadScenario(*example, id);
    const QString path = m_dir->filePath(id + QStringLiteral(".ndcg.json"));
    QVERIFY(files()->saveAs(path));
    QVERIFY(m_messages.isEmpty());

    MainWindow other;
    QVERIFY(other.files()->open(path));
    QCOMPARE(other.document()->scenario(), *example);
    QCOMPARE(other.document()->displayName(), id + QStringLiteral(".ndcg.json"));
    QVERIFY(!other.document()->a()->isModified());
    QCOMPARE(other.files()->filePath(), path);
}

void TestFileController::savingMarksCleanAndNamesTheTitle()
{
    m_window->document()->a()->editItem(RankingDocument::List::Ranking, 0,
        Ndcg::Item {1, QStringLiteral("d1"), std::nullopt}, RankingDocument::Field::Grade);
    QVERIFY(m_window->document()->a()->isModified());
    QVERIFY(m_window->isWindowModified());
    const QString path = m_dir->filePath(QStringLiteral("lesson.ndcg.json"));
    QVERIFY(files()->saveAs(path));
    QVERIFY(!m_window->document()->a()->isModified());
    QVERIFY(!m_window->isWindowModified());
    QCOMPARE(m_window->windowTitle(), QStringLiteral("lesson.ndcg.json[*] — NDCG Explorer"));
    // Undo reaches past the save, and makes the document modified again.
    m_window->document()->a()->undoStack()->undo();
    QVERIFY(m_window->isWindowModified());
    // Save writes to the same file without asking.
    QVERIFY(files()->save());
    QVERIFY(!m_window->isWindowModified());
    const auto saved = Ndcg::readScenarioFile(path);
    QVERIFY(saved);
    QCOMPARE(saved->a.items.at(0).grade, 3.0);
}

void TestFileController::badScenarioFilesLeaveTheDocument_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QStringList>("expected"); // parts of the message
    const QByteArray head = "{\n  \"format\": \"ndcg-explorer-scenario\",\n  \"version\": 1,\n";
    const QByteArray settings = "  \"settings\": {\"gain\": \"linear\", \"negativeGrades\": "
                                "\"zero\", \"discount\": \"log\", \"logBase\": 2, \"k\": 3, "
                                "\"idealSource\": \"pool\", \"zeroIdcg\": \"zero\", "
                                "\"relevantFrom\": 1, \"rbpPersistence\": 0.8},\n";
    QTest::newRow("a JSON syntax error names line and column")
        << QByteArray(head + settings + "  \"rankingA\": {\"items\": [{\"grade\": 3},]}\n}\n")
        << QStringList {"bad.ndcg.json", "Line 5, column"};
    QTest::newRow("a grade of the wrong type")
        << QByteArray(head + settings + "  \"rankingA\": {\"items\": [{\"grade\": \"high\"}]}\n}\n")
        << QStringList {"bad.ndcg.json", "Line 5", "grade"};
    QTest::newRow("a missing field")
        << QByteArray(head + "  \"rankingA\": {\"items\": [{\"grade\": 3}]}\n}\n")
        << QStringList {"bad.ndcg.json", "settings"};
    QTest::newRow("a grade out of range")
        << QByteArray(head + settings + "  \"rankingA\": {\"items\": [{\"grade\": 1e9}]}\n}\n")
        << QStringList {"bad.ndcg.json", "Line 5", "1000000"};
    QTest::newRow("a newer format version")
        << QByteArray("{\n  \"format\": \"ndcg-explorer-scenario\",\n  \"version\": 7,\n" + settings
               + "  \"rankingA\": {\"items\": []}\n}\n")
        << QStringList {"bad.ndcg.json", "Line 3", "version 7", "newer"};
    QTest::newRow("not a scenario at all")
        << QByteArray("\x89PNG\r\n\x1a\n\0\0", 10) << QStringList {"bad.ndcg.json"};
    QTest::newRow("an empty file") << QByteArray() << QStringList {"bad.ndcg.json"};
}

void TestFileController::badScenarioFilesLeaveTheDocument()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QStringList, expected);
    m_window->document()->a()->editItem(RankingDocument::List::Ranking, 1,
        Ndcg::Item {4, QStringLiteral("d2"), std::nullopt}, RankingDocument::Field::Grade);
    const Ndcg::Scenario before = m_window->document()->scenario();
    const QString title = m_window->windowTitle();
    const QString path = write(QStringLiteral("bad.ndcg.json"), bytes);
    QVERIFY(!path.isEmpty());
    m_answers << QMessageBox::Discard; // the edit may be discarded: the file still fails
    QVERIFY(!files()->open(path));
    QCOMPARE(m_messages.size(), 1);
    const QString message = m_messages.first();
    for (const QString &part : expected)
        QVERIFY2(message.contains(part), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("The open document was not changed.")),
        qPrintable(message));
    QCOMPARE(m_window->document()->scenario(), before);
    QCOMPARE(m_window->windowTitle(), title);
    QVERIFY(m_window->document()->a()->isModified());
    QVERIFY(files()->filePath().isEmpty());
}

void TestFileController::aFailedSaveLeavesTheOldFile()
{
    const QString path = m_dir->filePath(QStringLiteral("old.ndcg.json"));
    QVERIFY(files()->saveAs(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray old = file.readAll();
    file.close();

    m_window->document()->loadScenario(
        *Ndcg::loadExample(Ndcg::exampleIds().first()), QStringLiteral("x"));
    m_window->document()->a()->setUnsaved();
    FileWriter::setFailureAfterForTesting(40);
    QVERIFY(!files()->saveAs(path));
    QCOMPARE(m_messages.size(), 1);
    QVERIFY2(m_messages.first().contains(QStringLiteral("old.ndcg.json")),
        qPrintable(m_messages.first()));
    QVERIFY(m_window->document()->a()->isModified()); // still unsaved
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), old);
    file.close();
    // No temporary file is left beside it.
    QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files), QStringList {"old.ndcg.json"});
}

void TestFileController::aReadOnlyFolderLeavesTheOldFile()
{
    const QString path = m_dir->filePath(QStringLiteral("kept.ndcg.json"));
    QVERIFY(files()->saveAs(path));
    const QByteArray old = [&] {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    QVERIFY(QFile::setPermissions(m_dir->path(), QFile::ReadOwner | QFile::ExeOwner));
    if (QFile probe(m_dir->filePath(QStringLiteral("probe"))); probe.open(QIODevice::WriteOnly)) {
        probe.close();
        probe.remove();
        QSKIP("running as root: a read-only folder is still writable (the injected failure "
              "covers this case)");
    }
    m_window->document()->a()->setUnsaved();
    QVERIFY(!files()->saveAs(path));
    QCOMPARE(m_messages.size(), 1);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), old);
}

void TestFileController::aWriteTheKernelRefusesKeepsTheFileAndSaysWhy_data()
{
    QTest::addColumn<Writer>("writer");
    QTest::addColumn<QString>("name");
    QTest::addColumn<qint64>("limit"); // bytes a file may hold
    QTest::newRow("a 10 KB scenario where 4 KB fit keeps the old file and the star")
        << Writer::Save << QStringLiteral("lesson.ndcg.json") << qint64(4096);
    QTest::newRow("a scenario where nothing fits keeps the old file and the star")
        << Writer::Save << QStringLiteral("lesson.ndcg.json") << qint64(0);
    QTest::newRow("the table as CSV over an existing file keeps it")
        << Writer::TableCsv << QStringLiteral("table.csv") << qint64(64);
    QTest::newRow("the table as Markdown over an existing file keeps it")
        << Writer::TableMarkdown << QStringLiteral("table.md") << qint64(64);
    QTest::newRow("the table as LaTeX over an existing file keeps it")
        << Writer::TableLatex << QStringLiteral("table.tex") << qint64(64);
    QTest::newRow("a chart as PNG over an existing file keeps it")
        << Writer::ChartPng << QStringLiteral("chart.png") << qint64(4096);
    QTest::newRow("a chart as SVG over an existing file keeps it")
        << Writer::ChartSvg << QStringLiteral("chart.svg") << qint64(4096);
    QTest::newRow("the handout over an existing file keeps it")
        << Writer::Handout << QStringLiteral("handout.pdf") << qint64(4096);
}

void TestFileController::aWriteTheKernelRefusesKeepsTheFileAndSaysWhy()
{
    QFETCH(Writer, writer);
    QFETCH(QString, name);
    QFETCH(qint64, limit);
    const QString path = m_dir->filePath(name);
    if (writer == Writer::Save) {
        QVERIFY(files()->saveAs(path));
        m_window->document()->a()->editRanking(longRanking(250), QStringLiteral("paste"));
        QVERIFY(Ndcg::scenarioToJson(m_window->document()->scenario()).size() > 10000);
    } else {
        QVERIFY(!write(name, "old contents\n").isEmpty());
    }
    const QByteArray old = readBytes(path);
    QVERIFY(!old.isEmpty());
    const bool modified = m_window->isWindowModified();
    QCOMPARE(modified, writer == Writer::Save);

    bool ok = true;
    {
        FileSizeLimit fsize(limit); // writes past `limit` bytes fail with EFBIG
        QVERIFY(fsize.isValid());
        ok = run(files(), writer, path);
    }
    QVERIFY(!ok);
    QCOMPARE(m_messages.size(), 1);
    QCOMPARE(m_messages.first(),
        QStringLiteral("“%1” could not be saved: File too large\n\nAny file that was there is "
                       "unchanged.")
            .arg(QDir::toNativeSeparators(path)));
    QCOMPARE(readBytes(path), old);
    QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files | QDir::Hidden), QStringList {name});
    QCOMPARE(m_window->isWindowModified(), modified);
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("[*]")));
    // Nothing was lost: with room again, the same action writes the whole file.
    QVERIFY(run(files(), writer, path));
    QVERIFY(readBytes(path).size() > limit);
    QVERIFY(!m_window->isWindowModified());
    if (writer == Writer::Save)
        QCOMPARE(Ndcg::readScenarioFile(path).value(), m_window->document()->scenario());
}

void TestFileController::aSaveOnAFullDiskSaysNoSpaceLeft_data()
{
    QTest::addColumn<int>("items");
    QTest::addColumn<qint64>("free");
    QTest::newRow("a small scenario on a full disk") << 5 << qint64(0);
    QTest::newRow("a 10 KB scenario with 4 KB free") << 250 << qint64(4096);
}

void TestFileController::aSaveOnAFullDiskSaysNoSpaceLeft()
{
    QFETCH(int, items);
    QFETCH(qint64, free);
    SmallTmpfs disk;
    if (!disk.isValid())
        QSKIP(qPrintable(disk.reason()));
    const QString path = disk.filePath(QStringLiteral("lesson.ndcg.json"));
    QVERIFY(files()->saveAs(path));
    const QByteArray old = readBytes(path);
    m_window->document()->a()->editRanking(longRanking(items), QStringLiteral("paste"));
    QVERIFY(Ndcg::scenarioToJson(m_window->document()->scenario()).size() > free);
    QVERIFY(disk.fill(free));

    QVERIFY(!files()->save());
    QCOMPARE(m_messages.size(), 1);
    QCOMPARE(m_messages.first(),
        QStringLiteral("“%1” could not be saved: No space left on device\n\nAny file that was "
                       "there is unchanged.")
            .arg(QDir::toNativeSeparators(path)));
    QCOMPARE(readBytes(path), old);
    QVERIFY(m_window->isWindowModified());
    QVERIFY(m_window->document()->a()->isModified());
    QCOMPARE(disk.freeBytes(), free);
    // Room again: Save writes the work that was kept.
    QVERIFY(QFile::remove(disk.filePath(QStringLiteral("filler"))));
    QVERIFY(files()->save());
    QVERIFY(!m_window->isWindowModified());
    QCOMPARE(Ndcg::readScenarioFile(path).value(), m_window->document()->scenario());
}

void TestFileController::aFileChangedOnDiskIsAskedAbout_data()
{
    using C = FileController::Conflict;
    QTest::addColumn<QString>("change"); // window, program or same
    QTest::addColumn<C>("answer");
    QTest::addColumn<bool>("asked");
    QTest::addColumn<bool>("saved");
    QTest::addColumn<bool>("mineInTheFile");
    QTest::newRow("another window saved it: Overwrite writes this window's version")
        << "window" << C::Overwrite << true << true << true;
    QTest::newRow("another program wrote it: Cancel keeps theirs and this window modified")
        << "program" << C::Cancel << true << false << false;
    QTest::newRow("another window saved it: Save As writes this one elsewhere, theirs stays")
        << "window" << C::SaveAs << true << true << false;
    QTest::newRow("another program wrote the same bytes again: nothing to ask")
        << "same" << C::Cancel << false << true << true;
}

void TestFileController::aFileChangedOnDiskIsAskedAbout()
{
    QFETCH(QString, change);
    QFETCH(FileController::Conflict, answer);
    QFETCH(bool, asked);
    QFETCH(bool, saved);
    QFETCH(bool, mineInTheFile);
    const QString path = m_dir->filePath(QStringLiteral("shared.ndcg.json"));
    const QString elsewhere = m_dir->filePath(QStringLiteral("elsewhere.ndcg.json"));
    FileController::setSavePathHook([&](const QString &, const QString &) { return elsewhere; });
    const auto restore = qScopeGuard([] { FileController::setSavePathHook({}); });
    QVERIFY(files()->saveAs(path));
    MainWindow other;
    QVERIFY(other.files()->open(path));

    if (change == QLatin1String("window")) {
        other.document()->a()->editItem(RankingDocument::List::Ranking, 0,
            Ndcg::Item {1, QStringLiteral("d1"), std::nullopt}, RankingDocument::Field::Grade);
        QVERIFY(other.files()->save());
    } else if (change == QLatin1String("program")) {
        Ndcg::Scenario theirs = m_window->document()->scenario();
        theirs.settings.cutoff = 2;
        QVERIFY(!write(QStringLiteral("shared.ndcg.json"), Ndcg::scenarioToJson(theirs)).isEmpty());
    } else {
        QVERIFY(!write(QStringLiteral("shared.ndcg.json"), readBytes(path)).isEmpty());
    }
    QVERIFY(m_conflicts.isEmpty());
    const QByteArray theirs = readBytes(path);

    m_window->document()->a()->editItem(RankingDocument::List::Ranking, 1,
        Ndcg::Item {4, QStringLiteral("d2"), std::nullopt}, RankingDocument::Field::Grade);
    const QByteArray mine = Ndcg::scenarioToJson(m_window->document()->scenario());
    m_conflictAnswer = answer;
    QCOMPARE(files()->save(), saved);
    QCOMPARE(m_conflicts.size(), asked ? 1 : 0);
    if (asked)
        QCOMPARE(m_conflicts.first(),
            QStringLiteral("“%1” was changed on disk by another window or program since it was "
                           "opened or saved here. Overwrite those changes?")
                .arg(QDir::toNativeSeparators(path)));
    QCOMPARE(readBytes(path), mineInTheFile ? mine : theirs);
    QCOMPARE(m_window->isWindowModified(), !saved);
    QCOMPARE(QFileInfo::exists(elsewhere), answer == FileController::Conflict::SaveAs);
    if (answer == FileController::Conflict::SaveAs) {
        QCOMPARE(readBytes(elsewhere), mine);
        QCOMPARE(files()->filePath(), elsewhere);
    } else {
        QCOMPARE(files()->filePath(), path);
    }
    if (change == QLatin1String("window") && mineInTheFile) {
        // Now the other window's copy is the stale one: its next save asks too.
        other.document()->a()->setUnsaved();
        m_conflictAnswer = FileController::Conflict::Cancel;
        QVERIFY(!other.files()->save());
        QCOMPARE(m_conflicts.size(), 2);
        QCOMPARE(readBytes(path), mine);
        QVERIFY(other.isWindowModified());
    }
    QVERIFY(m_messages.isEmpty());
}

// Two NDCG Explorers have the file open; the other one's Ctrl+S is in flight (it holds the save
// lock, as its FileController does from its check to the end of its write) when this window
// saves. Before: this save checked at once (nothing changed yet), wrote, and said "saved"; then
// the other write landed over it, and this edit was lost without a question. Now this save
// waits for the lock, then sees the other save's bytes and asks; Cancel leaves them in the file.
void TestFileController::aSaveInFlightElsewhereIsWaitedForAndAskedAbout()
{
    const QString path = m_dir->filePath(QStringLiteral("shared.ndcg.json"));
    QVERIFY(files()->saveAs(path));
    QVERIFY(!QFileInfo::exists(FileController::saveLockPath(path))); // released after the save
    MainWindow other;
    QVERIFY(other.files()->open(path));
    other.document()->a()->editItem(RankingDocument::List::Ranking, 0,
        Ndcg::Item {1, QStringLiteral("d1"), std::nullopt}, RankingDocument::Field::Grade);
    const QByteArray theirs = Ndcg::scenarioToJson(other.document()->scenario());
    m_window->document()->a()->editItem(RankingDocument::List::Ranking, 1,
        Ndcg::Item {4, QStringLiteral("d2"), std::nullopt}, RankingDocument::Field::Grade);
    const QByteArray mine = Ndcg::scenarioToJson(m_window->document()->scenario());
    QVERIFY(theirs != mine);

    // The other save, in flight: it holds the lock, writes its bytes 300 ms later, releases.
    QLockFile inFlight(FileController::saveLockPath(path));
    QVERIFY(inFlight.tryLock(0));
    std::thread otherSave([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        QString error;
        FileWriter::write(path, theirs, &error);
        inFlight.unlock();
    });
    QElapsedTimer timer;
    timer.start();
    m_conflictAnswer = FileController::Conflict::Cancel;
    const bool saved = files()->save();
    const qint64 waited = timer.elapsed();
    otherSave.join();
    QCOMPARE(m_conflicts.size(), 1);
    QVERIFY(!saved);
    QCOMPARE_GE(waited, 250);
    QCOMPARE(readBytes(path), theirs);
    QVERIFY(m_window->isWindowModified());
    QVERIFY(m_messages.isEmpty());

    // Overwrite: written under the lock, which is released after.
    m_conflictAnswer = FileController::Conflict::Overwrite;
    QVERIFY(files()->save());
    QCOMPARE(readBytes(path), mine);
    QVERIFY(!QFileInfo::exists(FileController::saveLockPath(path)));
}

void TestFileController::aSaveLockHeldTooLongWritesNothingAndSaysWhy()
{
    const QString path = m_dir->filePath(QStringLiteral("held.ndcg.json"));
    QVERIFY(files()->saveAs(path));
    const QByteArray before = readBytes(path);
    m_window->document()->a()->editItem(RankingDocument::List::Ranking, 0,
        Ndcg::Item {1, QStringLiteral("d1"), std::nullopt}, RankingDocument::Field::Grade);
    QLockFile held(FileController::saveLockPath(path));
    QVERIFY(held.tryLock(0));
    FileController::setSaveLockTimeout(1000);
    const auto restore = qScopeGuard([] { FileController::setSaveLockTimeout(10000); });
    QElapsedTimer timer;
    timer.start();
    QVERIFY(!files()->save());
    QCOMPARE_GE(timer.elapsed(), 900);
    QCOMPARE_LT(timer.elapsed(), 5000);
    QCOMPARE(m_messages.size(), 1);
    QCOMPARE(m_messages.first(),
        QStringLiteral("“%1” could not be saved: another window or program has been saving it for "
                       "more than 1 second (it holds %2).\n\nAny file that was there is "
                       "unchanged.")
            .arg(QDir::toNativeSeparators(path),
                QDir::toNativeSeparators(
                    m_dir->filePath(QStringLiteral(".held.ndcg.json.ndcg-save.lock")))));
    QCOMPARE(readBytes(path), before);
    QVERIFY(m_window->isWindowModified());
    QVERIFY(m_conflicts.isEmpty());
}

// NDCG Explorer killed in the middle of a save leaves its lock file: the next save takes it
// over at once (its PID no longer runs), never waits for the timeout.
void TestFileController::aLockLeftByADeadProcessDoesNotBlock()
{
    const QString path = m_dir->filePath(QStringLiteral("killed.ndcg.json"));
    QVERIFY(files()->saveAs(path));
    const QString lockPath = FileController::saveLockPath(path);
    // The lock file as QLockFile writes it, with the PID of a process that has ended.
    QByteArray contents;
    {
        QLockFile mine(lockPath);
        QVERIFY(mine.tryLock(0));
        contents = readBytes(lockPath);
    }
    QProcess ended;
    ended.start(QStringLiteral("true"), {});
    QVERIFY(ended.waitForStarted());
    const qint64 deadPid = ended.processId();
    QVERIFY(ended.waitForFinished());
    contents = QByteArray::number(deadPid) + contents.mid(contents.indexOf('\n'));
    QVERIFY(!write(QFileInfo(lockPath).fileName(), contents).isEmpty());
    QCOMPARE(readBytes(lockPath), contents);

    m_window->document()->a()->editItem(RankingDocument::List::Ranking, 0,
        Ndcg::Item {1, QStringLiteral("d1"), std::nullopt}, RankingDocument::Field::Grade);
    const QByteArray mine = Ndcg::scenarioToJson(m_window->document()->scenario());
    QElapsedTimer timer;
    timer.start();
    QVERIFY(files()->save());
    QCOMPARE_LT(timer.elapsed(), 2000); // the timeout is 10 s
    QCOMPARE(readBytes(path), mine);
    QVERIFY(!QFileInfo::exists(lockPath));
    QVERIFY(m_messages.isEmpty());
}

void TestFileController::aRelativePathIsKeptAbsolute()
{
    const QString before = QDir::currentPath();
    const auto restore = qScopeGuard([&] { QDir::setCurrent(before); });
    QTemporaryDir otherDir;
    QVERIFY(QDir(m_dir->path()).mkpath(QStringLiteral("work")));
    QVERIFY(QDir(otherDir.path()).mkpath(QStringLiteral("work")));
    const QString mine
        = QFileInfo(m_dir->path()).canonicalFilePath() + QStringLiteral("/work/lesson.ndcg.json");
    const QString theirs = otherDir.filePath(QStringLiteral("work/lesson.ndcg.json"));
    QVERIFY(QDir::setCurrent(m_dir->path()));
    QVERIFY(files()->saveAs(QStringLiteral("work/lesson.ndcg.json")));
    QCOMPARE(files()->filePath(), mine);
    QVERIFY(files()->open(QStringLiteral("work/lesson.ndcg.json")));
    QCOMPARE(files()->filePath(), mine);
    QCOMPARE(SettingsStore::recentFiles().first(), mine);

    // The same relative name now means another file: Save still writes the one opened.
    QVERIFY(QDir::setCurrent(otherDir.path()));
    {
        QFile f(theirs);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("theirs\n");
    }
    m_window->document()->a()->setUnsaved();
    QVERIFY(files()->save());
    QCOMPARE(readBytes(theirs), QByteArray("theirs\n"));
    QCOMPARE(Ndcg::readScenarioFile(mine).value(), m_window->document()->scenario());
}

void TestFileController::unsavedChangesAreAskedAbout()
{
    // Unmodified: nothing is asked.
    QVERIFY(m_window->maybeSave());
    QCOMPARE(m_questions, 0);

    m_window->document()->a()->setUnsaved();
    m_answers << QMessageBox::Cancel;
    QVERIFY(!files()->newDocument());
    QCOMPARE(m_questions, 1);
    QCOMPARE(m_window->document()->a()->ranking().size(), 5); // unchanged

    m_answers << QMessageBox::Discard;
    QVERIFY(files()->newDocument());
    QCOMPARE(m_window->document()->a()->ranking().size(), 0);
    QVERIFY(!m_window->document()->a()->isModified());
    QCOMPARE(m_window->document()->displayName(), QStringLiteral("Untitled"));

    // Save: the path is known, so the prompt saves there and goes on.
    const QString path = m_dir->filePath(QStringLiteral("a.ndcg.json"));
    QVERIFY(files()->saveAs(path));
    m_window->document()->a()->setUnsaved();
    m_answers << QMessageBox::Save;
    QVERIFY(m_window->maybeSave());
    QVERIFY(!m_window->document()->a()->isModified());
}

void TestFileController::closingAsksToo()
{
    m_window->show();
    m_window->document()->a()->setUnsaved();
    m_answers << QMessageBox::Cancel;
    QVERIFY(!m_window->close());
    QVERIFY(m_window->isVisible());
    m_answers << QMessageBox::Discard;
    QVERIFY(m_window->close());
    QCOMPARE(m_questions, 2);
    QVERIFY(!SettingsStore::windowGeometry().isEmpty());
}

void TestFileController::newUsesTheRememberedConventions()
{
    Ndcg::Settings s = m_window->document()->a()->settings();
    s.gain = Ndcg::Gain::Linear;
    s.cutoff = 7;
    s.zeroIdcg = Ndcg::ZeroIdcg::Undefined;
    m_window->document()->a()->editSettings(s, RankingDocument::SettingsField::Several);
    m_window->files()->actions().rememberConventions->trigger();
    QCOMPARE(SettingsStore::preferredSettings(), s);
    m_answers << QMessageBox::Discard;
    m_window->files()->actions().fileNew->trigger();
    QCOMPARE(m_window->document()->a()->settings(), s);
    QVERIFY(m_window->document()->a()->ranking().isEmpty());
}

void TestFileController::settingsLiveInTheTemporaryFolder()
{
    QVERIFY(SettingsStore::settings().fileName().startsWith(IsolatedSettings::folder()));
    QVERIFY(!SettingsStore::presentationZoom());
    SettingsStore::setPresentationZoom(1.75);
    QCOMPARE(SettingsStore::presentationZoom(), std::optional<double>(1.75));
    QCOMPARE(SettingsStore::language(), QString());
    SettingsStore::settings().setValue(QStringLiteral("language"), QStringLiteral("zh_CN"));
    QCOMPARE(SettingsStore::language(), QStringLiteral("zh_CN"));
    QCOMPARE(SettingsStore::lastFolder(), QDir::homePath());
    SettingsStore::rememberFolderOf(m_dir->filePath(QStringLiteral("x.csv")));
    QCOMPARE(SettingsStore::lastFolder(), m_dir->path());
    // A damaged entry for new documents falls back to the defaults.
    SettingsStore::settings().setValue(QStringLiteral("newDocument/scenario"), "{ not json");
    QCOMPARE(SettingsStore::preferredSettings(), Ndcg::Settings {});
    for (int i = 0; i < 12; ++i)
        SettingsStore::addRecentFile(m_dir->filePath(QStringLiteral("f%1.ndcg.json").arg(i)));
    QCOMPARE(SettingsStore::recentFiles().size(), SettingsStore::maxRecentFiles);
    QCOMPARE(
        SettingsStore::recentFiles().first(), m_dir->filePath(QStringLiteral("f11.ndcg.json")));
}

void TestFileController::recentFilesAreRemembered()
{
    const QString a = m_dir->filePath(QStringLiteral("a.ndcg.json"));
    const QString b = m_dir->filePath(QStringLiteral("b.ndcg.json"));
    QVERIFY(files()->saveAs(a));
    QVERIFY(files()->saveAs(b));
    QVERIFY(files()->open(a));
    QCOMPARE(SettingsStore::recentFiles(), (QStringList {a, b}));
    QCOMPARE(SettingsStore::lastFolder(), m_dir->path());
    auto *recent = m_window->files()->recentMenu();
    QVERIFY(recent);
    emit recent->aboutToShow();
    QCOMPARE(recent->actions().first()->text(), QStringLiteral("&1 a.ndcg.json"));
    // A recent file that is gone: a message, and it leaves the list.
    QVERIFY(QFile::remove(b));
    QVERIFY(!files()->open(b));
    QCOMPARE(m_messages.size(), 1);
    QCOMPARE(SettingsStore::recentFiles(), QStringList {a});
}

// A name that is not UTF-8 (latin-1 "café": byte 0xE9). ndcg-cli opened it; the window lost the
// byte on every route: the command line and the file dialog give U+FFFD for it, Save wrote
// another file (QSaveFile encodes names as UTF-8), the recent list named no file.
void TestFileController::aFileWhoseNameIsNotUtf8OpensAndSaves()
{
    const QByteArray folder = QFile::encodeName(m_dir->path()) + '/';
    // QTemporaryDir cannot remove such names (it decodes them lossily).
    const auto removeAll = qScopeGuard([folder] {
        for (const QByteArray &name : namesIn(folder))
            ::unlink((folder + name).constData());
    });
    const QByteArray cafe = folder + "caf\xE9.ndcg.json";
    Ndcg::Scenario s;
    s.a = Ndcg::Ranking::fromGrades({3, 1});
    QVERIFY(writeByName(cafe, Ndcg::scenarioToJson(s)));
    const QString exact = Ndcg::pathFromBytes(cafe); // the command line's (main.cpp keeps argv)
    const QString lossy = QFile::decodeName(cafe); // the file dialog's, a drop's
    QVERIFY(lossy.endsWith(QStringLiteral("caf\uFFFD.ndcg.json")));
    const QString shown = QStringLiteral("caf\uFFFD.ndcg.json");
    for (const QString &path : {exact, lossy}) {
        QVERIFY(files()->newDocument());
        QVERIFY2(files()->open(path), qPrintable(m_messages.join(QLatin1Char('\n'))));
        QCOMPARE(m_window->document()->scenario(), s);
        QCOMPARE(Ndcg::pathToBytes(files()->filePath()), cafe);
        QVERIFY(!files()->fileStamp().isNull());
        QCOMPARE(m_window->document()->displayName(), shown);
    }
    // Save: the same file, by its bytes; no other file appears.
    QCOMPARE(m_window->document()->a()->editItemText(RankingDocument::List::Ranking, 1,
                 RankingDocument::Field::Grade, QStringLiteral("2")),
        QString());
    QVERIFY2(files()->save(), qPrintable(m_messages.join(QLatin1Char('\n'))));
    QVERIFY(m_conflicts.isEmpty());
    QCOMPARE(readByName(cafe), Ndcg::scenarioToJson(m_window->document()->scenario()));
    QCOMPARE(namesIn(folder), QList<QByteArray> {"caf\xE9.ndcg.json"});
    // Save As to another such name, as the save dialog gives it for a file that exists.
    const QByteArray naive = folder + "na\xEFve.ndcg.json";
    QVERIFY(writeByName(naive, "old\n"));
    QVERIFY(files()->saveAs(QFile::decodeName(naive)));
    QCOMPARE(readByName(naive), Ndcg::scenarioToJson(m_window->document()->scenario()));
    QCOMPARE(namesIn(folder), (QList<QByteArray> {"caf\xE9.ndcg.json", "na\xEFve.ndcg.json"}));
    QCOMPARE(Ndcg::pathToBytes(files()->filePath()), naive);
    // The recent list opens both again.
    QVERIFY(m_messages.isEmpty());
    QCOMPARE(SettingsStore::recentFiles().size(), 2);
    auto *recent = m_window->files()->recentMenu();
    emit recent->aboutToShow();
    QCOMPARE(recent->actions().at(0)->text(), QStringLiteral("&1 na\uFFFDve.ndcg.json"));
    QCOMPARE(recent->actions().at(1)->text(), QStringLiteral("&2 ") + shown);
    recent->actions().at(1)->trigger();
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(QLatin1Char('\n'))));
    QCOMPARE(Ndcg::pathToBytes(files()->filePath()), cafe);
}

void TestFileController::aScenarioLoadedElsewhereBelongsToNoFile()
{
    const QString path = m_dir->filePath(QStringLiteral("mine.ndcg.json"));
    QVERIFY(files()->saveAs(path));
    QVERIFY(files()->open(path));
    QCOMPARE(files()->filePath(), path);
    // The examples gallery loads an example: Save must not write it over mine.ndcg.json.
    m_window->document()->loadScenario(
        *Ndcg::loadExample(QStringLiteral("own-log-base")), QStringLiteral("own-log-base"));
    QVERIFY(files()->filePath().isEmpty());
    QCOMPARE(m_window->document()->displayName(), QStringLiteral("own-log-base"));
}

// trec_eval's own test files: the dialog's NDCG of every query is the explain view's NDCG of
// that query under trec_eval's conventions.
void TestFileController::trecConformanceQueriesMatchTheExplainView()
{
    const QString dir = QStringLiteral(NDCG_TEST_DATA_DIR "/trec_eval/");
    QVERIFY(QFile::exists(dir + QStringLiteral("qrels.test")));
    const auto qrels = Ndcg::Trec::Qrels::load(dir + QStringLiteral("qrels.test"));
    QVERIFY(qrels);
    const auto queries = TrecQueryDialog::queries(*qrels, dir + QStringLiteral("results.test"));
    QVERIFY(queries);
    QVERIFY(queries->size() >= 3);
    for (const TrecQueryDialog::Query &q : *queries) {
        QVERIFY(files()->importTrec(
            dir + QStringLiteral("qrels.test"), dir + QStringLiteral("results.test"), q.qid));
        const Ndcg::Breakdown *b = m_window->document()->a()->breakdown();
        QVERIFY(b);
        QCOMPARE(m_window->document()->a()->ranking().size(), q.retrieved);
        QCOMPARE_LE(qAbs(*b->ndcg - q.ndcg), 5e-5);
        m_window->document()->a()->setClean(); // the next import need not ask
    }
    QVERIFY(m_messages.isEmpty());
    TrecQueryDialog dialog(*queries, QStringLiteral("results.test"));
    dialog.resize(520, 420);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTest::keyClicks(dialog.filter(), QStringLiteral("3"));
    QVERIFY(!dialog.selectedQid().isEmpty());
    if (const QByteArray shots = qgetenv("NDCG_SHOT_DIR"); !shots.isEmpty())
        dialog.grab().save(QString::fromLocal8Bit(shots) + QStringLiteral("/trec-dialog-real.png"));
}

void TestFileController::importsCsv()
{
    const QString path = write(
        QStringLiteral("run.csv"), "label,grade,score\nd1,3,0.9\nd2,0,0.8\n\"d3, long\",2,0.1\n");
    QVERIFY(files()->importCsv(path));
    QVERIFY(m_messages.isEmpty());
    const Ndcg::Ranking &r = m_window->document()->a()->ranking();
    QCOMPARE(r.grades(), (QList<double> {3, 0, 2}));
    QCOMPARE(r.items.at(2).label, QStringLiteral("d3, long"));
    QCOMPARE(r.items.at(1).score, std::optional<double>(0.8));
    QCOMPARE(m_window->document()->displayName(), QStringLiteral("run.csv"));
    // Not a scenario file yet: modified, and Save would ask where.
    QVERIFY(m_window->document()->a()->isModified());
    QVERIFY(files()->filePath().isEmpty());
}

void TestFileController::badCsvFilesLeaveTheDocument_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("a grade that is not a number")
        << QByteArray("label,grade\nd1,3\nd2,high\n")
        << QStringList {"bad.csv", "Line 3", "high", "not a number"};
    QTest::newRow("an unclosed quote")
        << QByteArray("label,grade\n\"d1,3\nd2,1\n") << QStringList {"bad.csv", "Line 2", "quote"};
    QTest::newRow("a header without a grade column")
        << QByteArray("doc,title\nd1,x\n") << QStringList {"bad.csv", "grade"};
    QTest::newRow("a grade out of range")
        << QByteArray("label,grade\nd1,3\nd2,123456789\n")
        << QStringList {"bad.csv", "Line 3", "out of range", "1,000,000"};
    QTest::newRow("an empty file") << QByteArray() << QStringList {"bad.csv", "empty"};
}

void TestFileController::badCsvFilesLeaveTheDocument()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QStringList, expected);
    const Ndcg::Scenario before = m_window->document()->scenario();
    const QString title = m_window->windowTitle();
    QVERIFY(!files()->importCsv(write(QStringLiteral("bad.csv"), bytes)));
    QCOMPARE(m_messages.size(), 1);
    for (const QString &part : expected)
        QVERIFY2(m_messages.first().contains(part), qPrintable(m_messages.first()));
    QCOMPARE(m_window->document()->scenario(), before);
    QCOMPARE(m_window->windowTitle(), title);
}

void TestFileController::importsATrecQuery()
{
    const QString qrels
        = write(QStringLiteral("q.qrels"), "1 0 a 2\n1 0 b 0\n1 0 c 1\n1 0 z 3\n2 0 x 1\n");
    // Equal scores: trec_eval orders them by docno descending (c before b).
    const QString run = write(QStringLiteral("r.run"),
        "1 Q0 b 1 0.5 sys\n1 Q0 c 2 0.5 sys\n1 Q0 a 3 0.9 sys\n1 Q0 n 4 0.1 sys\n"
        "2 Q0 x 1 1.0 sys\n");
    const auto queries = TrecQueryDialog::queries(*Ndcg::Trec::Qrels::load(qrels), run);
    QVERIFY(queries);
    QCOMPARE(queries->size(), 2);
    QCOMPARE(queries->at(0).qid, QStringLiteral("1"));
    QCOMPARE(queries->at(0).retrieved, 4);
    QCOMPARE(queries->at(0).relevant, 3);
    QCOMPARE(queries->at(1).ndcg, 1.0);

    QVERIFY(files()->importTrec(qrels, run, QStringLiteral("1")));
    QVERIFY(m_messages.isEmpty());
    const Ndcg::Ranking &r = m_window->document()->a()->ranking();
    QStringList labels;
    for (const Ndcg::Item &item : r.items)
        labels << item.label;
    QCOMPARE(labels, (QStringList {"a", "c", "b", "n"}));
    QCOMPARE(r.grades(), (QList<double> {2, 1, 0, 0}));
    QCOMPARE(r.unretrieved.size(), 1);
    QCOMPARE(r.unretrieved.first().label, QStringLiteral("z"));
    QCOMPARE(r.unretrieved.first().grade, 3.0);
    const Ndcg::Settings &s = m_window->document()->a()->settings();
    QCOMPARE(s.gain, Ndcg::Gain::Linear);
    QVERIFY(s.isAll());
    // The explain view's NDCG is trec_eval's.
    QCOMPARE_LE(qAbs(*m_window->document()->a()->breakdown()->ndcg - queries->at(0).ndcg), 5e-5);
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("r.run")));
}

void TestFileController::badTrecFilesLeaveTheDocument_data()
{
    QTest::addColumn<QByteArray>("qrels");
    QTest::addColumn<QByteArray>("run");
    QTest::addColumn<QStringList>("expected");
    const QByteArray goodQrels = "1 0 a 2\n1 0 b 0\n";
    const QByteArray goodRun = "1 Q0 a 1 0.9 sys\n1 Q0 b 2 0.5 sys\n";
    QTest::newRow("a qrels line with three fields")
        << QByteArray("1 0 a 2\n1 0 b\n") << goodRun << QStringList {"bad.qrels", "Line 2"};
    QTest::newRow("a qrels grade that is not a number")
        << QByteArray("1 0 a 2\n1 0 b x\n") << goodRun << QStringList {"bad.qrels", "Line 2"};
    QTest::newRow("a run score that is not a number")
        << goodQrels << QByteArray("1 Q0 a 1 0.9 sys\n1 Q0 b 2 high sys\n")
        << QStringList {"bad.run", "Line 2"};
    QTest::newRow("a docno twice in one query")
        << goodQrels << QByteArray("1 Q0 a 1 0.9 sys\n1 Q0 a 2 0.5 sys\n")
        << QStringList {"bad.run", "Line 2"};
    QTest::newRow("a qrels grade out of range")
        << QByteArray("1 0 a 2\n1 0 b 99999999\n") << goodRun
        << QStringList {"bad.qrels", "Line 2", "out of range"};
    QTest::newRow("no query in common")
        << QByteArray("7 0 a 2\n") << goodRun << QStringList {"bad.run", "bad.qrels"};
}

void TestFileController::badTrecFilesLeaveTheDocument()
{
    QFETCH(QByteArray, qrels);
    QFETCH(QByteArray, run);
    QFETCH(QStringList, expected);
    const Ndcg::Scenario before = m_window->document()->scenario();
    QVERIFY(!files()->importTrec(write(QStringLiteral("bad.qrels"), qrels),
        write(QStringLiteral("bad.run"), run), QStringLiteral("1")));
    QCOMPARE(m_messages.size(), 1);
    for (const QString &part : expected)
        QVERIFY2(m_messages.first().contains(part), qPrintable(m_messages.first()));
    QCOMPARE(m_window->document()->scenario(), before);
}

void TestFileController::queryDialogFiltersAndPicks()
{
    QList<TrecQueryDialog::Query> queries;
    for (const char *qid : {"301", "302", "310", "401"})
        queries << TrecQueryDialog::Query {QLatin1String(qid), 10, 3, 0.5};
    TrecQueryDialog dialog(queries, QStringLiteral("run.txt"));
    QAbstractItemModelTester tester(dialog.proxy());
    QCOMPARE(dialog.selectedQid(), QStringLiteral("301"));
    QTest::keyClicks(dialog.filter(), QStringLiteral("31"));
    QCOMPARE(dialog.proxy()->rowCount(), 1);
    QCOMPARE(dialog.selectedQid(), QStringLiteral("310"));
    dialog.filter()->clear();
    QTest::keyClicks(dialog.filter(), QStringLiteral("4"));
    QCOMPARE(dialog.selectedQid(), QStringLiteral("401"));
    dialog.resize(520, 420);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    if (const QByteArray dir = qgetenv("NDCG_SHOT_DIR"); !dir.isEmpty()) {
        dialog.filter()->clear();
        QTest::keyClicks(dialog.filter(), QStringLiteral("30"));
        dialog.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/trec-dialog.png"));
    }
}

void TestFileController::droppedFilesOpen()
{
    const auto example = Ndcg::loadExample(QStringLiteral("own-zero-idcg"));
    QVERIFY(example);
    const QString path = write(QStringLiteral("dropped.ndcg.json"), Ndcg::scenarioToJson(*example));
    m_window->show();
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(m_window.get(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(m_window.get(), &drop);
    QTRY_COMPARE(m_window->document()->scenario(), *example);
    QCOMPARE(files()->filePath(), path);
}

void TestFileController::fileMenuHasTheActions()
{
    auto *file = m_window->fileMenu();
    QVERIFY(file);
    QStringList texts;
    for (QAction *a : file->actions())
        if (!a->isSeparator())
            texts << a->text();
    QCOMPARE(texts,
        (QStringList {"&New", "&Open…", "Open &Recent", "&Save", "Save &As…", "&Import",
            "Export &chart", "Export &table", "Export &handout (PDF)…",
            "&Print lesson as worksheet…", // the lesson's (LessonController)
            "Use these conventions for ne&w documents", "&Quit"}));
    QCOMPARE(m_window->files()->actions().fileSave->shortcut(),
        QKeySequence::keyBindings(QKeySequence::Save).value(0));
    if (const QByteArray dir = qgetenv("NDCG_SHOT_DIR"); !dir.isEmpty()) {
        m_window->show();
        file->popup(m_window->mapToGlobal(QPoint(0, 20)));
        QVERIFY(QTest::qWaitForWindowExposed(file));
        file->grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/file-menu.png"));
        file->hide();
    }
}

QTEST_MAIN(TestFileController)
#include "tst_filecontroller.moc"
