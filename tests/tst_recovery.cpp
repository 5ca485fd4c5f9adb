// Tests of crash recovery: a window with unsaved changes keeps a recovery copy (written after a
// pause, deleted when the work is saved, undone or closed), and at startup the copies of a
// process that is gone are offered; Recover restores exactly what was unsaved, with its file,
// Discard deletes, Decide Later keeps, a damaged copy is named and moved aside, and the copies
// of a live NDCG Explorer are left alone. Every copy lives in a temporary folder
// (RecoveryStore::setDefaultFolder()), every dialog is answered by a hook.
// A copy the kernel refuses (a file size limit, a full tmpfs) is said once and never replaces
// the whole copy written before. Recover applies a copy to its file only while that file holds
// the bytes the copy was made from: not to another file of the same relative name, not over a
// file changed since; a file open in a window already takes the work into its undo history.

#include "classroom/languagecontroller.h"
#include "document/rankingdocument.h"
#include "document/scenariodocument.h"
#include "document/settingsstore.h"
#include "files/filecontroller.h"
#include "files/recoverycontroller.h"
#include "files/recoverydialog.h"
#include "filewriter.h"
#include "fulldisk.h"
#include "isolatedsettings.h"
#include "mainwindow.h"
#include "memorylimit.h"
#include "recoverystore.h"
#include "scenario.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

#include <algorithm>
#include <memory>
#include <optional>

#include <sys/stat.h>

namespace {

// A lesson as a teacher saves it: a pool item not retrieved, scores, non-default conventions
// and a ranking B.
Ndcg::Scenario lesson()
{
    Ndcg::Scenario s;
    s.a.items = {{3, QStringLiteral("d1"), 0.92}, {2, QStringLiteral("d2"), 0.5},
        {0, QStringLiteral("d3"), std::nullopt}, {1, QStringLiteral("d4"), 0.1 + 0.2}};
    s.a.unretrieved = {{3, QStringLiteral("d9"), std::nullopt}};
    s.settings.gain = Ndcg::Gain::Linear;
    s.settings.cutoff = 3;
    s.settings.logBase = 10;
    s.settings.zeroIdcg = Ndcg::ZeroIdcg::Undefined;
    Ndcg::Ranking b;
    b.items = {{0, QStringLiteral("d3"), std::nullopt}, {3, QStringLiteral("d1"), std::nullopt},
        {2, QStringLiteral("d2"), std::nullopt}};
    s.b = b;
    return s;
}

// The same lesson after an evening of edits: A re-graded and reordered, k and the gain
// changed, B with one row more.
Ndcg::Scenario editedLesson()
{
    Ndcg::Scenario s = lesson();
    s.a.items[1].grade = 4;
    s.a.items.move(3, 0);
    s.settings.gain = Ndcg::Gain::Exponential;
    s.settings.cutoff = 4;
    s.b->items.append({1, QStringLiteral("d4"), std::nullopt});
    return s;
}

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QByteArray readBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestRecovery : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void cleanupTestCase();
    void copiesLiveInTheTemporaryFolder();
    void aCopyReadsBackExactly();
    void aDocumentGrownPastTheFileLimitComesBackWhole();
    void anEditWritesACopyAfterThePause();
    void continuousEditsAreCopiedWithin30Seconds();
    void savingDeletesTheCopy();
    void undoingBackToTheSavedStateDeletesTheCopy();
    void closingDeletesTheCopy();
    void whetherAProcessRuns_data();
    void whetherAProcessRuns();
    void recoverRestoresTheWorkWithItsFile();
    void recoverAddsAComparisonStartedAfterTheSave();
    void recoverWithoutAFileLoadsItUnsaved();
    void recoverWhenTheFileIsGoneLoadsItUnsaved();
    void aCopyOfALiveProcessIsLeftAlone();
    void aCopyOfAnEarlierProcessWithThisPidIsOffered();
    void discardDeletesTheCopy();
    void decideLaterKeepsTheCopy();
    void onlyTheTickedCopiesAreActedOn();
    void aSecondCopyOpensASecondWindow();
    void aWindowWithAFileKeepsIt();
    void aCopyThatCannotBeWrittenIsSaidOnceAndTheOldOneKept();
    void aCopyOnAFullDiskLeavesNoEmptyFile();
    void recoverAfterARelativeOpenUsesTheFileItWasMadeFrom();
    void recoverOverAChangedFileLoadsItUnsaved();
    void recoverAFileOpenInAWindowGoesIntoItsUndoHistory();
    void damagedCopiesAreNamedAndMovedAside_data();
    void damagedCopiesAreNamedAndMovedAside();
    void whatIsNotARegularFileWithinTheLimitIsSkippedAndNamedOnce();
    void manyDamagedCopiesMakeOneMessage();
    void theDialogListsEachCopy();
    void theDialogSpeaksChinese();
    void screenshotModeNeverAsks();

private:
    QString folder() const { return m_dir->filePath(QStringLiteral("recovery")); }
    // The recovery copies in the folder (not locks, not the damaged/ folder).
    QStringList copies() const;
    // A process that ran and has ended: its PID is free (or reused by someone else).
    static std::optional<RecoveryProcess> deadProcess();
    QString writeCopy(const RecoveryEntry &entry, const QString &name = {});
    RecoveryEntry entryOf(const Ndcg::Scenario &scenario, const QString &filePath,
        const QString &name, const RecoveryProcess &process) const;
    void edit(int row, double grade);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_messages;
    QList<QList<RecoveryEntry>> m_offers;
    RecoveryDialog::Decision m_answer;
};

void TestRecovery::initTestCase()
{
    QVERIFY(SettingsStore::settings().fileName().startsWith(IsolatedSettings::folder()));
    RecoveryController::setMessageHook([this](const QString &text) { m_messages << text; });
    RecoveryController::setChoiceHook([this](const QList<RecoveryEntry> &entries) {
        m_offers << entries;
        return m_answer;
    });
    FileController::setMessageHook([this](const QString &text) { m_messages << text; });
}

void TestRecovery::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    RecoveryStore::setDefaultFolder(folder());
    m_window = std::make_unique<MainWindow>();
    m_messages.clear();
    m_offers.clear();
    m_answer = {};
    FileController::setQuestionHook({});
}

void TestRecovery::cleanup()
{
    m_window.reset();
    // The windows Recover opened. Guarded: deleting a window deletes its own top-level
    // children (dialogs) that the list holds too.
    QList<QPointer<MainWindow>> extras;
    for (QWidget *w : QApplication::topLevelWidgets()) {
        if (auto *extra = qobject_cast<MainWindow *>(w))
            extras << extra;
    }
    for (const QPointer<MainWindow> &extra : extras)
        delete extra.data();
    m_dir.reset();
}

void TestRecovery::cleanupTestCase()
{
    RecoveryStore::setDefaultFolder({});
}

QStringList TestRecovery::copies() const
{
    return QDir(folder()).entryList({QStringLiteral("recovery-*.json")}, QDir::Files, QDir::Name);
}

std::optional<RecoveryProcess> TestRecovery::deadProcess()
{
    QProcess process;
    process.start(QStringLiteral("sleep"), {QStringLiteral("60")});
    if (!process.waitForStarted())
        return std::nullopt;
    RecoveryProcess dead {process.processId(), RecoveryStore::currentProcess().bootId,
        RecoveryStore::startTicksOf(process.processId())};
    process.kill();
    process.waitForFinished();
    if (dead.startTicks <= 0)
        return std::nullopt;
    return dead;
}

RecoveryEntry TestRecovery::entryOf(const Ndcg::Scenario &scenario, const QString &filePath,
    const QString &name, const RecoveryProcess &process) const
{
    RecoveryEntry e;
    e.process = process;
    e.written
        = QDateTime::fromString(QStringLiteral("2025-03-01T09:15:02.123Z"), Qt::ISODateWithMs);
    e.filePath = filePath;
    // The file as the window last read or wrote it: as it is on disk now.
    e.fileStamp = FileWriter::stampOfFile(filePath);
    e.displayName = name;
    e.scenario = scenario;
    return e;
}

QString TestRecovery::writeCopy(const RecoveryEntry &entry, const QString &name)
{
    const QString path = QDir(folder()).filePath(
        name.isEmpty() ? QStringLiteral("recovery-%1-1.json").arg(entry.process.pid) : name);
    QString error;
    if (!RecoveryStore(folder()).write(path, entry, &error))
        return {};
    return path;
}

void TestRecovery::edit(int row, double grade)
{
    Ndcg::Item item = m_window->document()->a()->ranking().items.at(row);
    item.grade = grade;
    m_window->document()->a()->editItem(
        RankingDocument::List::Ranking, row, item, RankingDocument::Field::Grade);
}

void TestRecovery::copiesLiveInTheTemporaryFolder()
{
    QCOMPARE(m_window->recovery()->store().folder(), QDir(folder()).absolutePath());
    QCOMPARE(RecoveryStore().folder(), QDir(folder()).absolutePath());
    RecoveryStore::setDefaultFolder({});
    // The standard place: the application's data folder, redirected by QStandardPaths'
    // test mode (isolatedsettings.cpp) away from the user's own.
    QVERIFY(RecoveryStore::defaultFolder().endsWith(QStringLiteral("/recovery")));
    QVERIFY(RecoveryStore::defaultFolder().contains(QStringLiteral(".qttest")));
    RecoveryStore::setDefaultFolder(folder());
}

void TestRecovery::aCopyReadsBackExactly()
{
    Ndcg::Scenario s = lesson();
    s.a.items[0].label = QStringLiteral("“Ünïcode” 文档, \"quoted\"\nnew line");
    s.a.items[1].score = 1e-300;
    RecoveryEntry entry = entryOf(s, QStringLiteral("/home/ann/Lektion 中文.ndcg.json"),
        QStringLiteral("Lektion 中文.ndcg.json"), {4711, QStringLiteral("boot-1"), 98765});
    entry.fileStamp = FileWriter::stampOf("{}\n");
    const QByteArray json = RecoveryStore::toJson(entry);
    QVERIFY(json.startsWith("{\n  \"format\": \"ndcg-explorer-recovery\",\n  \"version\": 1,\n"));
    QVERIFY(json.contains("\"written\": \"2025-03-01T09:15:02.123Z\""));
    QVERIFY(json.contains("\"pid\": 4711,\n"));
    // sha256sum of "{}\n"
    QVERIFY(
        json.contains("  \"fileSize\": 3,\n  \"fileSha256\": "
                      "\"ca3d163bab055381827226140568f3bef7eaac187cebd76878e0b63e9e442356\",\n"));
    const auto back = RecoveryStore::fromJson(json, QStringLiteral("copy.json"));
    QVERIFY2(back, qPrintable(back ? QString() : back.error().toString()));
    QCOMPARE(back->scenario, s);
    QCOMPARE(back->process, entry.process);
    QCOMPARE(back->written, entry.written);
    QCOMPARE(back->filePath, entry.filePath);
    QCOMPARE(back->fileStamp, entry.fileStamp);
    QCOMPARE(back->displayName, entry.displayName);
    QCOMPARE(back->path, QStringLiteral("copy.json"));
}

void TestRecovery::aDocumentGrownPastTheFileLimitComesBackWhole()
{
    // Edits can make the window's document larger than a scenario file may be (Save then
    // refuses and says why); its recovery copy must still come back whole. 34,000 items of 1000
    // backslashes: each backslash is written as two bytes, so the scenario alone would take
    // about 68 MB, more than maxScenarioBytes, while the copy stays within maxFileBytes.
    Ndcg::Scenario s = lesson();
    s.a.items = QList<Ndcg::Item>(
        34000, Ndcg::Item {1.0, QString(Ndcg::maxLabelLength, QLatin1Char('\\')), std::nullopt});
    QVERIFY(Ndcg::scenarioToJson(s).size() > Ndcg::maxScenarioBytes);
    RecoveryEntry entry
        = entryOf(s, {}, QStringLiteral("Untitled"), {4711, QStringLiteral("boot-1"), 98765});
    const QString path = folder() + QStringLiteral("/large.json");
    QString error;
    QVERIFY2(RecoveryStore(folder()).write(path, entry, &error), qPrintable(error));
    QVERIFY(QFileInfo(path).size() > Ndcg::maxScenarioBytes);
    QVERIFY(QFileInfo(path).size() <= RecoveryStore::maxFileBytes);
    const auto back = RecoveryStore::read(path);
    QVERIFY2(back, qPrintable(back ? QString() : back.error().toString()));
    QCOMPARE(back->scenario.a.items.size(), 34000);
    QCOMPARE(back->scenario, s);
}

void TestRecovery::anEditWritesACopyAfterThePause()
{
    RecoveryController *recovery = m_window->recovery();
    QCOMPARE(recovery->delay(), 5000);
    recovery->setDelay(1500);
    edit(0, 1);
    // Not on the edit itself: only after a pause.
    QVERIFY(recovery->isWritePending());
    QVERIFY(copies().isEmpty());
    QTest::qWait(900);
    edit(1, 4); // restarts the pause: no copy 1.5 s after the first edit
    QTest::qWait(900);
    QVERIFY(recovery->isWritePending());
    QVERIFY(copies().isEmpty());
    QTRY_COMPARE_WITH_TIMEOUT(copies().size(), 1, 10000);
    QVERIFY(!recovery->isWritePending());
    const QString expectedName
        = QStringLiteral("recovery-%1-1.json").arg(QCoreApplication::applicationPid());
    QCOMPARE(copies(), QStringList {expectedName});
    QCOMPARE(recovery->recoveryFile(), QDir(folder()).filePath(expectedName));

    const auto copy = RecoveryStore::read(recovery->recoveryFile());
    QVERIFY2(copy, qPrintable(copy ? QString() : copy.error().toString()));
    QCOMPARE(copy->scenario, m_window->document()->scenario());
    QCOMPARE(copy->scenario.a.grades(), (QList<double> {1, 4, 0, 1, 3}));
    QCOMPARE(copy->displayName, m_window->document()->displayName());
    QCOMPARE(copy->filePath, QString());
    QCOMPARE(copy->process, RecoveryStore::currentProcess());
    QCOMPARE_LE(qAbs(copy->written.secsTo(QDateTime::currentDateTimeUtc())), 60);
    // A live copy of this very process is never offered, not even to itself.
    QVERIFY(RecoveryStore(folder()).scan().orphans.isEmpty());
}

void TestRecovery::continuousEditsAreCopiedWithin30Seconds()
{
    RecoveryController *recovery = m_window->recovery();
    recovery->setDelay(400); // at most 6 × 400 ms after the first edit
    QElapsedTimer clock;
    clock.start();
    int grade = 0;
    while (copies().isEmpty() && clock.elapsed() < 8000) {
        // An edit every 40 ms: never a 400 ms pause. Grades 0..2, never the saved 3, so the
        // merged edits of the cell never make the document clean again.
        edit(0, grade++ % 3);
        QTest::qWait(40);
    }
    QCOMPARE(copies().size(), 1);
    QCOMPARE_GE(clock.elapsed(), 2000); // not at the first pause-free edits (coarse timers
                                        // may fire 5% early)
    QCOMPARE_LE(clock.elapsed(), 6000);
}

void TestRecovery::savingDeletesTheCopy()
{
    RecoveryController *recovery = m_window->recovery();
    edit(2, 3);
    recovery->writeNow();
    QCOMPARE(copies().size(), 1);
    const QString path = m_dir->filePath(QStringLiteral("lesson.ndcg.json"));
    QVERIFY(m_window->files()->saveAs(path));
    QVERIFY(copies().isEmpty());
    QVERIFY(!recovery->isWritePending());
    QCOMPARE(recovery->recoveryFile(), QString());
    // The next copy names the file it belongs to.
    edit(2, 1);
    QVERIFY(recovery->isWritePending());
    recovery->writeNow();
    const auto copy = RecoveryStore::read(recovery->recoveryFile());
    QVERIFY(copy);
    QCOMPARE(copy->filePath, path);
    QCOMPARE(copy->displayName, QStringLiteral("lesson.ndcg.json"));
    QVERIFY(m_window->files()->save());
    QVERIFY(copies().isEmpty());
}

void TestRecovery::undoingBackToTheSavedStateDeletesTheCopy()
{
    RecoveryController *recovery = m_window->recovery();
    edit(0, 0);
    edit(1, 0);
    recovery->writeNow();
    QCOMPARE(copies().size(), 1);
    QUndoStack *stack = m_window->document()->a()->undoStack();
    stack->undo();
    QVERIFY(m_window->document()->a()->isModified());
    QVERIFY(recovery->isWritePending()); // one edit still unsaved: the copy will follow it
    QCOMPARE(copies().size(), 1);
    stack->undo();
    QVERIFY(!m_window->document()->a()->isModified());
    QVERIFY(copies().isEmpty());
    QVERIFY(!recovery->isWritePending());
    stack->redo();
    recovery->writeNow();
    QCOMPARE(RecoveryStore::read(recovery->recoveryFile())->scenario.a.grades(),
        (QList<double> {0, 2, 0, 1, 3}));
}

void TestRecovery::closingDeletesTheCopy()
{
    RecoveryController *recovery = m_window->recovery();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    edit(0, 2);
    recovery->writeNow();
    QCOMPARE(copies().size(), 1);
    QList<QMessageBox::StandardButton> answers {QMessageBox::Cancel, QMessageBox::Discard};
    FileController::setQuestionHook([&answers](const QString &) { return answers.takeFirst(); });
    // Cancel: the window and its unsaved work stay, and so does the copy.
    QVERIFY(!m_window->close());
    QCOMPARE(copies().size(), 1);
    QCoreApplication::processEvents();
    // Discard: closed normally, the work given up on purpose.
    QVERIFY(m_window->close());
    QVERIFY(answers.isEmpty());
    QVERIFY(copies().isEmpty());
    recovery->writeNow(); // a late timer after the close writes nothing
    QVERIFY(copies().isEmpty());

    // A window that is destroyed (the app quits) leaves no copy either.
    m_window = std::make_unique<MainWindow>();
    edit(0, 2);
    m_window->recovery()->writeNow();
    QCOMPARE(copies().size(), 1);
    m_window.reset();
    QVERIFY(copies().isEmpty());
}

void TestRecovery::whetherAProcessRuns_data()
{
    QTest::addColumn<int>("which"); // 0: this process, 1: a live child, 2: a dead one
    QTest::addColumn<QString>("bootId"); // empty: this boot's
    QTest::addColumn<qint64>("startTicksChange");
    QTest::addColumn<bool>("running");
    QTest::newRow("this process runs") << 0 << QString() << qint64(0) << true;
    QTest::newRow("a live other process runs") << 1 << QString() << qint64(0) << true;
    QTest::newRow("an ended process does not") << 2 << QString() << qint64(0) << false;
    QTest::newRow("a live PID from before the last reboot does not")
        << 1 << QStringLiteral("00000000-another-boot") << qint64(0) << false;
    QTest::newRow("a live PID now held by a process started later does not")
        << 1 << QString() << qint64(-1) << false;
    QTest::newRow("no PID at all does not") << -1 << QString() << qint64(0) << false;
}

void TestRecovery::whetherAProcessRuns()
{
    QFETCH(int, which);
    QFETCH(QString, bootId);
    QFETCH(qint64, startTicksChange);
    QFETCH(bool, running);
    QProcess child;
    RecoveryProcess process;
    if (which == 0) {
        process = RecoveryStore::currentProcess();
    } else if (which == 1) {
        child.start(QStringLiteral("sleep"), {QStringLiteral("60")});
        QVERIFY(child.waitForStarted());
        process = {child.processId(), RecoveryStore::currentProcess().bootId,
            RecoveryStore::startTicksOf(child.processId())};
    } else if (which == 2) {
        const auto dead = deadProcess();
        QVERIFY(dead);
        process = *dead;
    }
    if (which >= 0) {
        QVERIFY(process.pid > 0);
        QVERIFY(!process.bootId.isEmpty());
        QVERIFY(process.startTicks > 0);
    }
    if (!bootId.isEmpty())
        process.bootId = bootId;
    process.startTicks += startTicksChange;
    QCOMPARE(RecoveryStore::isRunning(process), running);
    if (child.state() != QProcess::NotRunning) {
        child.kill();
        child.waitForFinished();
    }
}

void TestRecovery::recoverRestoresTheWorkWithItsFile()
{
    const QString path = m_dir->filePath(QStringLiteral("lesson.ndcg.json"));
    QVERIFY(writeBytes(path, Ndcg::scenarioToJson(lesson())));
    const auto dead = deadProcess();
    QVERIFY(dead);
    const QString copy
        = writeCopy(entryOf(editedLesson(), path, QStringLiteral("lesson.ndcg.json"), *dead));
    QVERIFY(!copy.isEmpty());

    m_answer = {RecoveryDialog::Choice::Recover, {0}};
    QCOMPARE(m_window->recovery()->offerRecovery(), 1);
    QCOMPARE(m_offers.size(), 1);
    QCOMPARE(m_offers.at(0).size(), 1);
    QCOMPARE(m_offers.at(0).at(0).path, copy);
    QCOMPARE(m_offers.at(0).at(0).scenario, editedLesson());
    QVERIFY(m_messages.isEmpty());

    // The exact ranking, pool, conventions and B, unsaved, in the file it came from.
    QCOMPARE(m_window->document()->scenario(), editedLesson());
    QVERIFY(m_window->document()->a()->isModified());
    QVERIFY(m_window->isWindowModified());
    QCOMPARE(m_window->files()->filePath(), path);
    QCOMPARE(m_window->document()->displayName(), QStringLiteral("lesson.ndcg.json"));
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("lesson.ndcg.json")));
    // The file itself is untouched until the user saves.
    QCOMPARE(Ndcg::readScenarioFile(path).value(), lesson());
    // The dead process's copy is gone, replaced by this process's copy of the same work.
    QVERIFY(!QFileInfo::exists(copy));
    QVERIFY(!QFileInfo::exists(copy + QStringLiteral(".lock")));
    QCOMPARE(copies().size(), 1);
    const auto mine = RecoveryStore::read(m_window->recovery()->recoveryFile());
    QVERIFY(mine);
    QCOMPARE(mine->scenario, editedLesson());
    QCOMPARE(mine->filePath, path);

    // Undo shows the file as saved; redo brings the recovered work back.
    QUndoStack *a = m_window->document()->a()->undoStack();
    QCOMPARE(a->undoText(), QStringLiteral("Recover unsaved changes"));
    a->undo();
    QCOMPARE(m_window->document()->a()->ranking(), lesson().a);
    QCOMPARE(m_window->document()->a()->settings(), lesson().settings);
    a->redo();
    QCOMPARE(m_window->document()->scenario(), editedLesson());

    // Ctrl+S saves where it came from, without asking.
    m_window->files()->actions().fileSave->trigger();
    QVERIFY(m_messages.isEmpty());
    QCOMPARE(Ndcg::readScenarioFile(path).value(), editedLesson());
    QVERIFY(!m_window->isWindowModified());
    QVERIFY(copies().isEmpty());
}

void TestRecovery::recoverAddsAComparisonStartedAfterTheSave()
{
    Ndcg::Scenario saved = lesson();
    saved.b.reset();
    const QString path = m_dir->filePath(QStringLiteral("single.ndcg.json"));
    QVERIFY(writeBytes(path, Ndcg::scenarioToJson(saved)));
    // Only B is new: A and the conventions are as saved.
    Ndcg::Scenario recovered = saved;
    recovered.b = lesson().b;
    const auto dead = deadProcess();
    QVERIFY(dead);
    QVERIFY(
        !writeCopy(entryOf(recovered, path, QStringLiteral("single.ndcg.json"), *dead)).isEmpty());
    m_answer = {RecoveryDialog::Choice::Recover, {0}};
    QCOMPARE(m_window->recovery()->offerRecovery(), 1);
    QCOMPARE(m_window->document()->scenario(), recovered);
    QVERIFY(m_window->document()->isComparison());
    QVERIFY(m_window->document()->b()->isModified());
    QVERIFY(m_window->isWindowModified());
    QCOMPARE(m_window->files()->filePath(), path);
}

void TestRecovery::recoverWithoutAFileLoadsItUnsaved()
{
    const auto dead = deadProcess();
    QVERIFY(dead);
    QVERIFY(!writeCopy(entryOf(editedLesson(), {}, QStringLiteral("Untitled"), *dead)).isEmpty());
    m_answer = {RecoveryDialog::Choice::Recover, {0}};
    QCOMPARE(m_window->recovery()->offerRecovery(), 1);
    QCOMPARE(m_window->document()->scenario(), editedLesson());
    QVERIFY(m_window->document()->a()->isModified());
    QCOMPARE(m_window->files()->filePath(), QString());
    QCOMPARE(m_window->document()->displayName(), QStringLiteral("Untitled"));
    QCOMPARE(m_window->windowTitle(), QStringLiteral("Untitled[*] — NDCG Explorer"));
    QCOMPARE(m_window->statusBar()->currentMessage(),
        QStringLiteral("Recovered “Untitled”, which has not been saved yet."));
    QCOMPARE(copies().size(), 1); // this process's copy
    QCOMPARE(RecoveryStore::read(m_window->recovery()->recoveryFile())->process.pid,
        QCoreApplication::applicationPid());
}

void TestRecovery::recoverWhenTheFileIsGoneLoadsItUnsaved()
{
    const QString path = m_dir->filePath(QStringLiteral("moved-away.ndcg.json"));
    const auto dead = deadProcess();
    QVERIFY(dead);
    QVERIFY(!writeCopy(entryOf(editedLesson(), path, QStringLiteral("moved-away.ndcg.json"), *dead))
                 .isEmpty());
    m_answer = {RecoveryDialog::Choice::Recover, {0}};
    QCOMPARE(m_window->recovery()->offerRecovery(), 1);
    QCOMPARE(m_window->document()->scenario(), editedLesson());
    QVERIFY(m_window->document()->a()->isModified());
    QCOMPARE(m_window->files()->filePath(), QString()); // Save asks where
    QCOMPARE(m_window->document()->displayName(), QStringLiteral("moved-away.ndcg.json"));
    QVERIFY(m_window->statusBar()->currentMessage().contains(QDir::toNativeSeparators(path)));
    QVERIFY(m_messages.isEmpty());
}

void TestRecovery::aCopyOfALiveProcessIsLeftAlone()
{
    QProcess other; // stands in for a second NDCG Explorer that is still running
    other.start(QStringLiteral("sleep"), {QStringLiteral("60")});
    QVERIFY(other.waitForStarted());
    const RecoveryProcess live {other.processId(), RecoveryStore::currentProcess().bootId,
        RecoveryStore::startTicksOf(other.processId())};
    const QString copy
        = writeCopy(entryOf(editedLesson(), {}, QStringLiteral("Their lesson"), live));
    QVERIFY(!copy.isEmpty());
    const QByteArray bytes = readBytes(copy);
    m_answer = {RecoveryDialog::Choice::Discard, {0}};
    QCOMPARE(m_window->recovery()->offerRecovery(), 0);
    QVERIFY(m_offers.isEmpty());
    QVERIFY(m_messages.isEmpty());
    QCOMPARE(readBytes(copy), bytes);
    QVERIFY(!m_window->document()->a()->isModified());

    // Once that process has ended, its copy is offered.
    other.kill();
    QVERIFY(other.waitForFinished());
    QCOMPARE(RecoveryStore(folder()).scan().orphans.size(), 1);
}

void TestRecovery::aCopyOfAnEarlierProcessWithThisPidIsOffered()
{
    // After a power cut the new process may get the PID of the one that died: its copy is
    // told apart by the boot id, and this process's own copies never overwrite it.
    RecoveryProcess earlier = RecoveryStore::currentProcess();
    earlier.bootId = QStringLiteral("00000000-the-boot-before");
    const QString copy = writeCopy(entryOf(editedLesson(), {}, QStringLiteral("Before"), earlier));
    QVERIFY(copy.endsWith(QStringLiteral("-1.json")));
    edit(0, 0);
    m_window->recovery()->writeNow();
    QCOMPARE(copies().size(), 2);
    QVERIFY(m_window->recovery()->recoveryFile().endsWith(QStringLiteral("-2.json")));
    QCOMPARE(RecoveryStore::read(copy)->scenario, editedLesson());
    const RecoveryStore::Scan scan = RecoveryStore(folder()).scan();
    QCOMPARE(scan.orphans.size(), 1);
    QCOMPARE(scan.orphans.at(0).path, copy);
}

void TestRecovery::discardDeletesTheCopy()
{
    const auto dead = deadProcess();
    QVERIFY(dead);
    const QString copy = writeCopy(entryOf(editedLesson(), {}, QStringLiteral("Gone"), *dead));
    const Ndcg::Scenario before = m_window->document()->scenario();
    m_answer = {RecoveryDialog::Choice::Discard, {0}};
    QCOMPARE(m_window->recovery()->offerRecovery(), 0);
    QCOMPARE(m_offers.size(), 1);
    QVERIFY(!QFileInfo::exists(copy));
    QVERIFY(QDir(folder()).entryList(QDir::Files).isEmpty()); // no lock left either
    QCOMPARE(m_window->document()->scenario(), before);
    QVERIFY(!m_window->document()->a()->isModified());
    // Nothing is offered a second time.
    QCOMPARE(m_window->recovery()->offerRecovery(), 0);
    QCOMPARE(m_offers.size(), 1);
}

void TestRecovery::decideLaterKeepsTheCopy()
{
    const auto dead = deadProcess();
    QVERIFY(dead);
    const QString copy = writeCopy(entryOf(editedLesson(), {}, QStringLiteral("Later"), *dead));
    const QByteArray bytes = readBytes(copy);
    m_answer = {RecoveryDialog::Choice::Later, {0}};
    QCOMPARE(m_window->recovery()->offerRecovery(), 0);
    QCOMPARE(readBytes(copy), bytes);
    QVERIFY(!QFileInfo::exists(copy + QStringLiteral(".lock")));
    QVERIFY(!m_window->document()->a()->isModified());
    // Offered again at the next start.
    QCOMPARE(m_window->recovery()->offerRecovery(), 0);
    QCOMPARE(m_offers.size(), 2);
}

void TestRecovery::onlyTheTickedCopiesAreActedOn()
{
    const auto first = deadProcess();
    const auto second = deadProcess();
    QVERIFY(first && second);
    RecoveryEntry older = entryOf(lesson(), {}, QStringLiteral("Older"), *first);
    RecoveryEntry newer = entryOf(editedLesson(), {}, QStringLiteral("Newer"), *second);
    newer.written = older.written.addSecs(60);
    const QString olderPath = writeCopy(older);
    const QString newerPath = writeCopy(newer);
    m_answer = {RecoveryDialog::Choice::Discard, {1}};
    QCOMPARE(m_window->recovery()->offerRecovery(), 0);
    // Offered newest first; only the ticked (older) one is deleted.
    QCOMPARE(m_offers.at(0).size(), 2);
    QCOMPARE(m_offers.at(0).at(0).displayName, QStringLiteral("Newer"));
    QCOMPARE(m_offers.at(0).at(1).displayName, QStringLiteral("Older"));
    QVERIFY(!QFileInfo::exists(olderPath));
    QVERIFY(QFileInfo::exists(newerPath));
}

void TestRecovery::aSecondCopyOpensASecondWindow()
{
    const auto first = deadProcess();
    const auto second = deadProcess();
    QVERIFY(first && second);
    RecoveryEntry a = entryOf(lesson(), {}, QStringLiteral("First"), *first);
    RecoveryEntry b = entryOf(editedLesson(), {}, QStringLiteral("Second"), *second);
    b.written = a.written.addSecs(60);
    writeCopy(a);
    writeCopy(b);
    m_answer = {RecoveryDialog::Choice::Recover, {0, 1}};
    QCOMPARE(m_window->recovery()->offerRecovery(), 2);
    QCOMPARE(m_window->document()->displayName(), QStringLiteral("Second"));
    QCOMPARE(m_window->document()->scenario(), editedLesson());
    MainWindow *other = nullptr;
    for (QWidget *w : QApplication::topLevelWidgets()) {
        if (auto *window = qobject_cast<MainWindow *>(w); window && window != m_window.get())
            other = window;
    }
    QVERIFY(other);
    QVERIFY(other->isVisible());
    QVERIFY(other->testAttribute(Qt::WA_DeleteOnClose));
    QCOMPARE(other->document()->displayName(), QStringLiteral("First"));
    QCOMPARE(other->document()->scenario(), lesson());
    QVERIFY(other->isWindowModified());
    // Each window keeps a copy of its own; the dead processes' copies are gone.
    QCOMPARE(copies(),
        (QStringList {QStringLiteral("recovery-%1-1.json").arg(QCoreApplication::applicationPid()),
            QStringLiteral("recovery-%1-2.json").arg(QCoreApplication::applicationPid())}));
    delete other;
    QCOMPARE(copies().size(), 1);
}

void TestRecovery::aWindowWithAFileKeepsIt()
{
    // A file named on the command line is opened before the offer: it stays in its window.
    const QString path = m_dir->filePath(QStringLiteral("open.ndcg.json"));
    QVERIFY(writeBytes(path, Ndcg::scenarioToJson(lesson())));
    QVERIFY(m_window->files()->open(path));
    const auto dead = deadProcess();
    QVERIFY(dead);
    writeCopy(entryOf(editedLesson(), {}, QStringLiteral("Crashed"), *dead));
    m_answer = {RecoveryDialog::Choice::Recover, {0}};
    QCOMPARE(m_window->recovery()->offerRecovery(), 1);
    QCOMPARE(m_window->files()->filePath(), path);
    QCOMPARE(m_window->document()->scenario(), lesson());
    const QList<QWidget *> windows = QApplication::topLevelWidgets();
    const auto other = std::find_if(windows.begin(), windows.end(),
        [this](QWidget *w) { return qobject_cast<MainWindow *>(w) && w != m_window.get(); });
    QVERIFY(other != windows.end());
    QCOMPARE(static_cast<MainWindow *>(*other)->document()->scenario(), editedLesson());
}

void TestRecovery::aCopyThatCannotBeWrittenIsSaidOnceAndTheOldOneKept()
{
    RecoveryController *recovery = m_window->recovery();
    edit(0, 1);
    recovery->writeNow();
    const QString file = recovery->recoveryFile();
    QVERIFY(!file.isEmpty());
    const QByteArray good = readBytes(file);
    const Ndcg::Scenario before = m_window->document()->scenario();

    // A paste makes the copy far longer than the file size limit allows.
    Ndcg::Ranking longer = m_window->document()->a()->ranking();
    for (int i = 0; i < 200; ++i)
        longer.items << Ndcg::Item {1, QStringLiteral("pasted-%1").arg(i), std::nullopt};
    m_window->document()->a()->editRanking(longer, QStringLiteral("paste"));
    {
        FileSizeLimit fsize(good.size() + 100);
        QVERIFY(fsize.isValid());
        recovery->writeNow();
        edit(1, 4);
        recovery->writeNow(); // the next failure is not said again
    }
    const QString said = QStringLiteral(
        "No recovery copy of the unsaved work could be written to %1: File too large")
                             .arg(QDir::toNativeSeparators(file));
    QCOMPARE(m_messages, QStringList {said});
    QCOMPARE(m_window->statusBar()->currentMessage(), said);
    // The whole copy written before is still there and reads back.
    QCOMPARE(readBytes(file), good);
    QCOMPARE(RecoveryStore::read(file).value().scenario, before);
    QCOMPARE(copies().size(), 1);
    QCOMPARE(QDir(folder()).entryList(QDir::Files | QDir::Hidden).size(), 1); // no temporary

    // Room again: the next copy holds the work.
    recovery->writeNow();
    QCOMPARE(RecoveryStore::read(file).value().scenario, m_window->document()->scenario());
    QCOMPARE(m_messages.size(), 1);
}

void TestRecovery::aCopyOnAFullDiskLeavesNoEmptyFile()
{
    SmallTmpfs disk;
    if (!disk.isValid())
        QSKIP(qPrintable(disk.reason()));
    const QString full = disk.filePath(QStringLiteral("recovery"));
    QVERIFY(QDir().mkpath(full));
    RecoveryStore::setDefaultFolder(full);
    const auto restore = qScopeGuard([this] { RecoveryStore::setDefaultFolder(folder()); });
    m_window = std::make_unique<MainWindow>();
    QVERIFY(disk.fill(0));
    edit(0, 1);
    m_window->recovery()->writeNow();
    edit(1, 4);
    m_window->recovery()->writeNow();
    QCOMPARE(m_messages.size(), 1);
    QVERIFY2(m_messages.first().startsWith(
                 QStringLiteral("No recovery copy of the unsaved work could be written to %1")
                     .arg(QDir::toNativeSeparators(full))),
        qPrintable(m_messages.first()));
    QVERIFY2(m_messages.first().endsWith(QStringLiteral(": No space left on device")),
        qPrintable(m_messages.first()));
    // No empty or cut-off copy that a later start would find damaged.
    QCOMPARE(QDir(full).entryList(QDir::Files | QDir::Hidden), QStringList());
    QVERIFY(m_window->recovery()->recoveryFile().isEmpty());
    m_window.reset();
}

void TestRecovery::recoverAfterARelativeOpenUsesTheFileItWasMadeFrom()
{
    const QString before = QDir::currentPath();
    const auto restore = qScopeGuard([&] { QDir::setCurrent(before); });
    QTemporaryDir first;
    QTemporaryDir second;
    const QString mine
        = QFileInfo(first.path()).canonicalFilePath() + QStringLiteral("/sub/lesson.ndcg.json");
    const QString other = second.filePath(QStringLiteral("sub/lesson.ndcg.json"));
    QVERIFY(writeBytes(mine, Ndcg::scenarioToJson(lesson())));
    Ndcg::Scenario otherLesson = lesson();
    otherLesson.settings.cutoff = 2;
    const QByteArray otherBytes = Ndcg::scenarioToJson(otherLesson);
    QVERIFY(writeBytes(other, otherBytes));

    // Opened by a relative name, edited, copied; then the process dies.
    QVERIFY(QDir::setCurrent(first.path()));
    QVERIFY(m_window->files()->open(QStringLiteral("sub/lesson.ndcg.json")));
    m_window->document()->a()->editRanking(editedLesson().a, QStringLiteral("edit"));
    m_window->recovery()->writeNow();
    const auto read = RecoveryStore::read(m_window->recovery()->recoveryFile());
    QVERIFY(read);
    RecoveryEntry copy = *read;
    QCOMPARE(copy.filePath, mine);
    const auto dead = deadProcess();
    QVERIFY(dead);
    copy.process = *dead;
    m_window.reset(); // its own copy goes
    QVERIFY(!writeCopy(copy).isEmpty());

    // Started again from another folder with its own sub/lesson.ndcg.json.
    QVERIFY(QDir::setCurrent(second.path()));
    m_window = std::make_unique<MainWindow>();
    m_answer = {RecoveryDialog::Choice::Recover, {0}};
    QCOMPARE(m_window->recovery()->offerRecovery(), 1);
    QVERIFY(m_messages.isEmpty());
    QCOMPARE(m_window->files()->filePath(), mine);
    QCOMPARE(m_window->document()->a()->ranking(), editedLesson().a);
    QVERIFY(m_window->isWindowModified());
    m_window->files()->actions().fileSave->trigger();
    QVERIFY(m_messages.isEmpty());
    QCOMPARE(Ndcg::readScenarioFile(mine).value().a, editedLesson().a);
    QCOMPARE(readBytes(other), otherBytes); // the other file is untouched
}

void TestRecovery::recoverOverAChangedFileLoadsItUnsaved()
{
    const QString path = m_dir->filePath(QStringLiteral("lesson.ndcg.json"));
    QVERIFY(writeBytes(path, Ndcg::scenarioToJson(lesson())));
    const auto dead = deadProcess();
    QVERIFY(dead);
    QVERIFY(!writeCopy(entryOf(editedLesson(), path, QStringLiteral("lesson.ndcg.json"), *dead))
                 .isEmpty());
    // After the crash, someone else saved the file (same example, same size class).
    Ndcg::Scenario theirs = lesson();
    theirs.settings.cutoff = 2;
    const QByteArray theirBytes = Ndcg::scenarioToJson(theirs);
    QVERIFY(writeBytes(path, theirBytes));

    m_answer = {RecoveryDialog::Choice::Recover, {0}};
    QCOMPARE(m_window->recovery()->offerRecovery(), 1);
    QCOMPARE(m_window->document()->scenario(), editedLesson());
    QVERIFY(m_window->isWindowModified());
    QCOMPARE(m_window->files()->filePath(), QString()); // Save asks where
    QCOMPARE(m_messages,
        QStringList {QStringLiteral("The file %1 may have changed since the recovery copy of "
                                    "“lesson.ndcg.json” was made, so the recovered work is open "
                                    "as a new, unsaved document and the file was left as it is.")
                         .arg(QDir::toNativeSeparators(path))});
    int asked = 0;
    FileController::setSavePathHook([&asked](const QString &, const QString &) {
        ++asked;
        return QString(); // the save dialog is cancelled
    });
    const auto restore = qScopeGuard([] { FileController::setSavePathHook({}); });
    m_window->files()->actions().fileSave->trigger();
    QCOMPARE(asked, 1);
    QCOMPARE(readBytes(path), theirBytes);
}

void TestRecovery::recoverAFileOpenInAWindowGoesIntoItsUndoHistory()
{
    // The file named on the command line is the one a crashed window was editing.
    const QString path = m_dir->filePath(QStringLiteral("lesson.ndcg.json"));
    QVERIFY(writeBytes(path, Ndcg::scenarioToJson(lesson())));
    QVERIFY(m_window->files()->open(path));
    const auto dead = deadProcess();
    QVERIFY(dead);
    QVERIFY(!writeCopy(entryOf(editedLesson(), path, QStringLiteral("lesson.ndcg.json"), *dead))
                 .isEmpty());
    m_answer = {RecoveryDialog::Choice::Recover, {0}};
    QCOMPARE(m_window->recovery()->offerRecovery(), 1);
    const QList<QWidget *> windows = QApplication::topLevelWidgets();
    QCOMPARE(std::count_if(windows.begin(), windows.end(),
                 [](QWidget *w) { return qobject_cast<MainWindow *>(w) != nullptr; }),
        1);
    QCOMPARE(m_window->document()->scenario(), editedLesson());
    QCOMPARE(m_window->files()->filePath(), path);
    QVERIFY(m_window->isWindowModified());
    QUndoStack *a = m_window->document()->a()->undoStack();
    QCOMPARE(a->undoText(), QStringLiteral("Recover unsaved changes"));
    a->undo();
    QCOMPARE(m_window->document()->a()->ranking(), lesson().a);
    QVERIFY(m_messages.isEmpty());
}

void TestRecovery::damagedCopiesAreNamedAndMovedAside_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("reason");
    const QByteArray good
        = RecoveryStore::toJson(entryOf(lesson(), {}, QStringLiteral("x"), {1, QString(), 0}));
    QTest::newRow("cut off in the middle (a disk that lost its last blocks)")
        << good.left(good.size() / 2) << QStringLiteral("not valid JSON");
    QTest::newRow("empty") << QByteArray() << QStringLiteral("not valid JSON");
    QTest::newRow("binary garbage")
        << QByteArray("\x89PNG\r\n\x1a\n\0\0", 10) << QStringLiteral("not valid JSON");
    QTest::newRow("a scenario file, not a recovery copy")
        << Ndcg::scenarioToJson(lesson()) << QStringLiteral("not a recovery file");
    QTest::newRow("from a newer NDCG Explorer") << QByteArray(good).replace(
        "\"version\": 1", "\"version\": 9") << QStringLiteral("recovery format version 9");
    QTest::newRow("without a time")
        << QByteArray(good).replace("\"written\"", "\"when\"") << QStringLiteral("“written”");
    QTest::newRow("a grade the scenario format refuses") << QByteArray(good).replace("\"grade\": 3",
        "\"grade\": \"three\"") << QStringLiteral("the document in it cannot be read");
}

void TestRecovery::damagedCopiesAreNamedAndMovedAside()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, reason);
    const auto dead = deadProcess();
    QVERIFY(dead);
    const QString name = QStringLiteral("recovery-%1-3.json").arg(dead->pid);
    const QString path = QDir(folder()).filePath(name);
    QVERIFY(writeBytes(path, bytes));
    // A good copy beside it is still offered.
    const auto other = deadProcess();
    QVERIFY(other);
    writeCopy(entryOf(editedLesson(), {}, QStringLiteral("Fine"), *other));
    m_answer = {RecoveryDialog::Choice::Later, {0}};
    QCOMPARE(m_window->recovery()->offerRecovery(), 0);

    QCOMPARE(m_messages.size(), 1);
    const QString moved = QDir(folder()).filePath(QStringLiteral("damaged/") + name);
    QVERIFY2(
        m_messages.at(0).contains(QStringLiteral("“%1”").arg(name)), qPrintable(m_messages.at(0)));
    QVERIFY2(m_messages.at(0).contains(reason), qPrintable(m_messages.at(0)));
    QVERIFY2(
        m_messages.at(0).contains(QDir::toNativeSeparators(moved)), qPrintable(m_messages.at(0)));
    QVERIFY(!QFileInfo::exists(path));
    QCOMPARE(readBytes(moved), bytes); // kept as it was, not deleted
    QCOMPARE(m_offers.size(), 1);
    QCOMPARE(m_offers.at(0).size(), 1);
    QCOMPARE(m_offers.at(0).at(0).displayName, QStringLiteral("Fine"));

    // Moved once: the next start says nothing more about it; a second damaged file of the same
    // name is kept beside the first.
    m_messages.clear();
    QVERIFY(writeBytes(path, bytes));
    m_window->recovery()->offerRecovery();
    QCOMPARE(m_messages.size(), 1);
    QCOMPARE(readBytes(QDir(folder()).filePath(
                 QStringLiteral("damaged/recovery-%1-3-2.json").arg(dead->pid))),
        bytes);
    m_messages.clear();
    m_window->recovery()->offerRecovery();
    QVERIFY(m_messages.isEmpty());
}

// Before: a link to /dev/zero in the folder grew the memory without bound at every start, a
// copy of 3 GiB aborted with std::bad_alloc (or cost 24 s and 3.1 GB), a link to a FIFO blocked
// the start for good. Now each is refused before a byte of it is read, named in one message,
// moved aside (so never named again), and the good copy beside them is still offered.
void TestRecovery::whatIsNotARegularFileWithinTheLimitIsSkippedAndNamedOnce()
{
    const auto dead = deadProcess();
    QVERIFY(dead);
    QVERIFY(QDir().mkpath(folder()));
    const auto pathOf = [&](int n) {
        return QDir(folder()).filePath(QStringLiteral("recovery-%1-%2.json").arg(dead->pid).arg(n));
    };
    const QString notRegular = QStringLiteral("it is not a regular file");
    const QString fifo = m_dir->filePath(QStringLiteral("a-fifo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    struct Odd
    {
        QString path;
        QString reason;
    };
    const QList<Odd> odd {{pathOf(1), notRegular}, {pathOf(2), notRegular}, {pathOf(3), notRegular},
        {pathOf(4), QStringLiteral("it is larger than")}, {pathOf(5), notRegular}};
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), odd[0].path));
    QCOMPARE(::mkfifo(QFile::encodeName(odd[1].path).constData(), 0600), 0);
    QVERIFY(QFile::link(fifo, odd[2].path));
    {
        QFile sparse(odd[3].path); // no disk used: a hole that reads as zero bytes
        QVERIFY(sparse.open(QIODevice::WriteOnly));
        QVERIFY(sparse.resize(3LL * 1024 * 1024 * 1024));
    }
    QVERIFY(QDir(folder()).mkdir(QFileInfo(odd[4].path).fileName()));
    const auto other = deadProcess();
    QVERIFY(other);
    QVERIFY(!writeCopy(entryOf(editedLesson(), {}, QStringLiteral("Fine"), *other)).isEmpty());

    m_answer = {RecoveryDialog::Choice::Later, {0}};
    QElapsedTimer timer;
    timer.start();
    {
        // A reader that grew without bound fails at once instead of filling the memory.
        const AddressSpaceLimit limit(1024LL * 1024 * 1024);
        QCOMPARE(m_window->recovery()->offerRecovery(), 0);
    }
    QCOMPARE_LT(timer.elapsed(), 5000);

    QCOMPARE(m_offers.size(), 1);
    QCOMPARE(m_offers.at(0).size(), 1);
    QCOMPARE(m_offers.at(0).at(0).displayName, QStringLiteral("Fine"));
    QCOMPARE(m_messages.size(), 1);
    const QString message = m_messages.at(0);
    for (const Odd &o : odd) {
        const QString name = QFileInfo(o.path).fileName();
        const QString moved = QDir(folder()).filePath(QStringLiteral("damaged/") + name);
        QVERIFY2(
            message.contains(QStringLiteral("“%1” cannot be recovered: %2").arg(name, o.reason)),
            qPrintable(message));
        QVERIFY2(message.contains(QDir::toNativeSeparators(moved)), qPrintable(message));
        QVERIFY(!QFileInfo(o.path).exists() && !QFileInfo(o.path).isSymLink());
        QVERIFY(QFileInfo(moved).exists());
    }
    QVERIFY(message.contains(QStringLiteral("the limit for a recovery file")));
    // Moved as they were: the links are still links, the folder a folder, the hole a hole.
    const QString damaged = QDir(folder()).filePath(QStringLiteral("damaged/"));
    QCOMPARE(QFileInfo(damaged + QFileInfo(odd[0].path).fileName()).symLinkTarget(),
        QStringLiteral("/dev/zero"));
    QCOMPARE(
        QFileInfo(damaged + QFileInfo(odd[3].path).fileName()).size(), 3LL * 1024 * 1024 * 1024);
    QVERIFY(QFileInfo(damaged + QFileInfo(odd[4].path).fileName()).isDir());

    // The next start says nothing more about them and still offers the good copy.
    m_messages.clear();
    QCOMPARE(m_window->recovery()->offerRecovery(), 0);
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(QLatin1Char('\n'))));
    QCOMPARE(m_offers.size(), 2);
}

void TestRecovery::manyDamagedCopiesMakeOneMessage()
{
    // Twelve: five named with their reason and where they went, the other seven counted.
    const auto dead = deadProcess();
    QVERIFY(dead);
    for (int n = 1; n <= 12; ++n) {
        QVERIFY(writeBytes(
            QDir(folder()).filePath(QStringLiteral("recovery-%1-%2.json").arg(dead->pid).arg(n)),
            "{"));
    }
    QCOMPARE(m_window->recovery()->offerRecovery(), 0);
    QCOMPARE(m_messages.size(), 1);
    QCOMPARE(
        m_messages.at(0).count(QStringLiteral("cannot be recovered: it is not valid JSON")), 5);
    QVERIFY2(
        m_messages.at(0).endsWith(
            QStringLiteral("7 more recovery files cannot be recovered either; those that "
                           "could be moved aside are in %1.")
                .arg(QDir::toNativeSeparators(QDir(folder()).filePath(QStringLiteral("damaged"))))),
        qPrintable(m_messages.at(0)));
    QCOMPARE(QDir(folder()).filePath(QStringLiteral("damaged")).isEmpty(), false);
    QCOMPARE(
        QDir(QDir(folder()).filePath(QStringLiteral("damaged"))).entryList(QDir::Files).size(), 12);
    QVERIFY(copies().isEmpty());
    m_messages.clear();
    m_window->recovery()->offerRecovery();
    QVERIFY(m_messages.isEmpty());
}

void TestRecovery::theDialogListsEachCopy()
{
    const RecoveryEntry withFile
        = entryOf(editedLesson(), QStringLiteral("/home/ann/lesson.ndcg.json"),
            QStringLiteral("lesson.ndcg.json"), {101, QString(), 0});
    Ndcg::Scenario single = lesson();
    single.b.reset();
    RecoveryEntry untitled = entryOf(single, {}, QStringLiteral("Untitled"), {102, QString(), 0});
    untitled.written = withFile.written.addSecs(-3600);
    RecoveryDialog dialog({withFile, untitled});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QCOMPARE(dialog.windowTitle(), QStringLiteral("Recover Unsaved Work"));
    auto *question = dialog.findChild<QLabel *>(QStringLiteral("question"));
    QVERIFY(question);
    QCOMPARE(question->text(),
        QStringLiteral("NDCG Explorer closed without saving. Recover the unsaved work?"));

    QTreeWidget *list = dialog.list();
    QCOMPARE(list->topLevelItemCount(), 2);
    QTreeWidgetItem *first = list->topLevelItem(0);
    QCOMPARE(first->text(0), QStringLiteral("lesson.ndcg.json (comparing A and B)"));
    QCOMPARE(first->text(1), RecoveryDialog::timeText(withFile.written));
    QCOMPARE(
        first->text(1), QLocale().toString(withFile.written.toLocalTime(), QLocale::ShortFormat));
    QCOMPARE(
        first->text(2), QDir::toNativeSeparators(QStringLiteral("/home/ann/lesson.ndcg.json")));
    QTreeWidgetItem *second = list->topLevelItem(1);
    QCOMPARE(second->text(0), QStringLiteral("Untitled"));
    QCOMPARE(second->text(2), QStringLiteral("not saved yet"));
    QCOMPARE(first->checkState(0), Qt::Checked);
    QCOMPARE(second->checkState(0), Qt::Checked);
    QCOMPARE(dialog.button(RecoveryDialog::Choice::Recover)->text(), QStringLiteral("&Recover"));
    QCOMPARE(dialog.button(RecoveryDialog::Choice::Discard)->text(), QStringLiteral("&Discard"));
    QCOMPARE(dialog.button(RecoveryDialog::Choice::Later)->text(), QStringLiteral("Decide &Later"));
    QVERIFY(dialog.button(RecoveryDialog::Choice::Recover)->isDefault());

    if (const QString shots = qEnvironmentVariable("NDCG_RECOVERY_SCREENSHOT"); !shots.isEmpty())
        QVERIFY(dialog.grab().save(shots, "PNG"));

    // Unticking both leaves nothing to recover or discard; Later still works.
    first->setCheckState(0, Qt::Unchecked);
    QVERIFY(dialog.button(RecoveryDialog::Choice::Recover)->isEnabled());
    second->setCheckState(0, Qt::Unchecked);
    QVERIFY(!dialog.button(RecoveryDialog::Choice::Recover)->isEnabled());
    QVERIFY(!dialog.button(RecoveryDialog::Choice::Discard)->isEnabled());
    second->setCheckState(0, Qt::Checked);
    QTest::mouseClick(dialog.button(RecoveryDialog::Choice::Recover), Qt::LeftButton);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(dialog.decision().choice, RecoveryDialog::Choice::Recover);
    QCOMPARE(dialog.decision().selected, QList<int> {1});

    // Esc: decide later, which loses nothing.
    RecoveryDialog again({withFile});
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    QTest::keyClick(&again, Qt::Key_Escape);
    QCOMPARE(again.decision().choice, RecoveryDialog::Choice::Later);
    RecoveryDialog discard({withFile});
    discard.show();
    QTest::mouseClick(discard.button(RecoveryDialog::Choice::Discard), Qt::LeftButton);
    QCOMPARE(discard.decision().choice, RecoveryDialog::Choice::Discard);
    QCOMPARE(discard.decision().selected, QList<int> {0});
}

void TestRecovery::theDialogSpeaksChinese()
{
    LanguageController::instance()->setLanguage(LanguageController::Language::Chinese, false);
    const auto english = qScopeGuard([] {
        LanguageController::instance()->setLanguage(LanguageController::Language::English, false);
    });
    const RecoveryEntry withFile
        = entryOf(editedLesson(), QStringLiteral("/home/ann/lesson.ndcg.json"),
            QStringLiteral("lesson.ndcg.json"), {101, QString(), 0});
    Ndcg::Scenario single = lesson();
    single.b.reset();
    const RecoveryEntry untitled
        = entryOf(single, {}, QStringLiteral("未命名"), {102, QString(), 0});
    RecoveryDialog dialog({withFile, untitled});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QCOMPARE(dialog.windowTitle(), QStringLiteral("恢复未保存的工作"));
    QCOMPARE(dialog.findChild<QLabel *>(QStringLiteral("question"))->text(),
        QStringLiteral("NDCG Explorer 未保存就关闭了。要恢复未保存的工作吗？"));
    QCOMPARE(
        dialog.list()->topLevelItem(0)->text(0), QStringLiteral("lesson.ndcg.json（比较 A 与 B）"));
    QCOMPARE(dialog.list()->topLevelItem(1)->text(2), QStringLiteral("尚未保存"));
    QCOMPARE(dialog.button(RecoveryDialog::Choice::Recover)->text(), QStringLiteral("恢复(&R)"));
    // Every button's text is whole (the dialog grew to fit the Chinese).
    for (auto choice : {RecoveryDialog::Choice::Recover, RecoveryDialog::Choice::Discard,
             RecoveryDialog::Choice::Later}) {
        QPushButton *button = dialog.button(choice);
        QVERIFY(button->width() >= button->sizeHint().width());
    }
    if (const QString shots = qEnvironmentVariable("NDCG_RECOVERY_SCREENSHOT_ZH"); !shots.isEmpty())
        QVERIFY(dialog.grab().save(shots, "PNG"));
}

void TestRecovery::screenshotModeNeverAsks()
{
    const QString app = QStringLiteral(NDCG_BIN_DIR "/ndcg-explorer");
    if (!QFileInfo::exists(app))
        QSKIP("ndcg-explorer is not built");
    // Where the app looks: its data folder under XDG_DATA_HOME, worked out as it does
    // (application name "NDCG Explorer", no test mode).
    QTemporaryDir home;
    const QByteArray oldData = qgetenv("XDG_DATA_HOME");
    const QString oldName = QCoreApplication::applicationName();
    qputenv("XDG_DATA_HOME", home.path().toLocal8Bit());
    QCoreApplication::setApplicationName(QStringLiteral("NDCG Explorer"));
    QStandardPaths::setTestModeEnabled(false);
    const QString appFolder = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)
        + QStringLiteral("/recovery");
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setApplicationName(oldName);
    if (oldData.isNull())
        qunsetenv("XDG_DATA_HOME");
    else
        qputenv("XDG_DATA_HOME", oldData);
    QVERIFY(appFolder.startsWith(home.path()));

    const auto dead = deadProcess();
    QVERIFY(dead);
    const QString copy
        = QDir(appFolder).filePath(QStringLiteral("recovery-%1-1.json").arg(dead->pid));
    QString error;
    QVERIFY(RecoveryStore(appFolder).write(
        copy, entryOf(editedLesson(), {}, QStringLiteral("Crashed"), *dead), &error));
    QCOMPARE(RecoveryStore(appFolder).scan().orphans.size(), 1); // it would be offered

    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_DATA_HOME"), home.path());
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home.path());
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    process.setProcessEnvironment(environment);
    const QString shot = home.filePath(QStringLiteral("shot.png"));
    process.start(app,
        {QStringLiteral("--screenshot"), shot, QStringLiteral("--lang"), QStringLiteral("en")});
    // A dialog would wait for a click that never comes.
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 0);
    QVERIFY(!QImage(shot).isNull());
    QVERIFY(QFileInfo::exists(copy)); // untouched: for the next real start
    QVERIFY(!QFileInfo::exists(copy + QStringLiteral(".lock")));
}

QTEST_MAIN(TestRecovery)
#include "tst_recovery.moc"
