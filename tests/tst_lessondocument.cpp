// Lessons, authoring (issue 22): every edit of a lesson is one undo step that gives the lesson
// exactly back; a lesson saved, closed and opened again is the same value; a bad lesson file is
// refused with the file, the line and the scene, and nothing changes; an unsaved lesson is
// offered again after its process was killed (kill -9 of a child that wrote its copy); the
// scene list's keys do what they say. Every dialog is answered by a hook.

#include "classroom/presentercontroller.h"
#include "document/rankingdocument.h"
#include "document/scenariodocument.h"
#include "files/recoverydialog.h"
#include "lesson.h"
#include "lesson/lessoncontroller.h"
#include "lesson/lessondocument.h"
#include "lesson/lessonplayer.h"
#include "lesson/lessonrecovery.h"
#include "lesson/scenebridge.h"
#include "lesson/scenelistmodel.h"
#include "lesson/scenelistpanel.h"
#include "mainwindow.h"
#include "recoverystore.h"
#include "stepthrough/lessonstate.h"
#include "workbench/viewstate.h"
#include "workbench/workbench.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMimeData>
#include <QProcess>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUndoGroup>
#include <QUndoStack>

#include <functional>
#include <iostream>
#include <memory>

namespace {

Ndcg::Scenario scenarioOf(
    const QList<double> &grades, int cutoff, Ndcg::ZeroIdcg zero = Ndcg::ZeroIdcg::Zero)
{
    Ndcg::Scenario s;
    for (int i = 0; i < grades.size(); ++i)
        s.a.items.append({grades.at(i), QStringLiteral("d%1").arg(i + 1), std::nullopt});
    s.settings.cutoff = cutoff;
    s.settings.zeroIdcg = zero;
    return s;
}

Ndcg::Scene sceneOf(const QString &en, const QString &zh, const QList<double> &grades)
{
    Ndcg::Scene scene;
    scene.title = {en, zh};
    scene.narration
        = {en + QStringLiteral(": look at the table."), zh + QStringLiteral("：看表。")};
    scene.source.scenario = scenarioOf(grades, 5);
    return scene;
}

Ndcg::Question predictNdcg()
{
    Ndcg::Question q;
    q.kind = Ndcg::QuestionKind::Predict;
    q.quantity = Ndcg::Quantity::Ndcg;
    return q;
}

// Three scenes, the second with a question, the third from a bundled example.
Ndcg::Lesson sampleLesson()
{
    Ndcg::Lesson lesson;
    lesson.title = {QStringLiteral("Authoring test"), QStringLiteral("编写测试")};
    lesson.scenes << sceneOf(QStringLiteral("Seed"), QStringLiteral("种子"), {3, 2, 0, 1, 3});
    Ndcg::Scene second = sceneOf(QStringLiteral("Predict"), QStringLiteral("预测"), {0, 1, 2, 3});
    second.question = predictNdcg();
    second.show.step = 3;
    lesson.scenes << second;
    Ndcg::Scene third;
    third.title = {QStringLiteral("Code"), QStringLiteral("代码")};
    third.source.example = QStringLiteral("003-code");
    third.show.panels = {Ndcg::ScenePanel::Swaps};
    lesson.scenes << third;
    return lesson;
}

// NDCG@5 of a list of grades, exponential gain, log2 discount, the ideal from the list: written
// out here, not asked of the app.
double ndcgOf(QList<double> grades, int k)
{
    auto dcg = [k](const QList<double> &g) {
        double sum = 0;
        for (int i = 0; i < std::min<qsizetype>(k, g.size()); ++i)
            sum += (std::pow(2.0, g.at(i)) - 1) / std::log2(i + 2.0);
        return sum;
    };
    const double actual = dcg(grades);
    std::sort(grades.begin(), grades.end(), std::greater<>());
    return actual / dcg(grades);
}

enum class Edit {
    Add,
    InsertFirst,
    Duplicate,
    Remove,
    MoveDown,
    MoveUp,
    Rename,
    NarrationEn,
    NarrationZh,
    NotesEn,
    NotesZh,
    SetQuestion,
    RemoveQuestion,
    UpdateView,
    LessonTitle,
};

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// The child of recoveryAfterAKillRestoresTheUnsavedLesson: edits a lesson, writes its recovery
// copy into `folder`, says so on stdout and waits to be killed.
int childWritesCopy(const QString &folder)
{
    RecoveryStore::setDefaultFolder(folder);
    QMainWindow window;
    LessonDocument document;
    LessonRecovery recovery(&document, &window);
    document.loadLesson(sampleLesson());
    document.setSceneText(0, LessonDocument::TextField::NarrationEn, QStringLiteral("Unsaved."));
    document.removeScene(2);
    recovery.writeNow();
    std::cout << "written " << recovery.recoveryFile().toStdString() << std::endl;
    QThread::sleep(120);
    return 0;
}

} // namespace

class TestLessonDocument : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void everyEditUndoneAndRedoneGivesTheLessonBack_data();
    void everyEditUndoneAndRedoneGivesTheLessonBack();
    void typingIntoOneTextIsOneUndoStep();
    void aQuestionWhoseAnswerIsUndefinedIsRefused();
    void theEditorShowsTheComputedAnswer();
    void aLessonSavedClosedAndReopenedIsTheSame();
    void aLessonSavedAndReopenedPlaysIdentically();
    void aBadLessonFileIsRefusedAndNothingChanges_data();
    void aBadLessonFileIsRefusedAndNothingChanges();
    void anUnsavedLessonIsAskedAboutBeforeItIsReplaced();
    void recoveryAfterAKillRestoresTheUnsavedLesson();
    void theSceneListKeysDoWhatTheySay();
    void aSceneDraggedAndDroppedMoves_data();
    void aSceneDraggedAndDroppedMoves();
    void undoFollowsTheFocusIntoTheSceneList();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QStringList m_messages;
    QList<QMessageBox::StandardButton> m_answers;
    QString m_savePath;
};

void TestLessonDocument::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestLessonDocument::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    RecoveryStore::setDefaultFolder(m_dir->filePath(QStringLiteral("recovery")));
    m_messages.clear();
    m_answers.clear();
    LessonController::setMessageHook([this](const QString &text) { m_messages << text; });
    LessonRecovery::setMessageHook([this](const QString &text) { m_messages << text; });
    LessonController::setQuestionHook([this](const QString &text) {
        m_messages << text;
        return m_answers.isEmpty() ? QMessageBox::Cancel : m_answers.takeFirst();
    });
    LessonController::setSavePathHook(
        [this](const QString &, const QString &) { return m_savePath; });
}

void TestLessonDocument::cleanup()
{
    LessonController::setMessageHook({});
    LessonController::setQuestionHook({});
    LessonController::setSavePathHook({});
    LessonRecovery::setMessageHook({});
    LessonRecovery::setChoiceHook({});
    RecoveryStore::setDefaultFolder({});
    m_dir.reset();
}

void TestLessonDocument::everyEditUndoneAndRedoneGivesTheLessonBack_data()
{
    QTest::addColumn<Edit>("edit");
    QTest::newRow("a scene added after the current one") << Edit::Add;
    QTest::newRow("a scene inserted at the start") << Edit::InsertFirst;
    QTest::newRow("scene 2 duplicated") << Edit::Duplicate;
    QTest::newRow("scene 1 deleted") << Edit::Remove;
    QTest::newRow("scene 1 moved to the end") << Edit::MoveDown;
    QTest::newRow("scene 3 moved to the start") << Edit::MoveUp;
    QTest::newRow("scene 2 renamed") << Edit::Rename;
    QTest::newRow("the English narration edited") << Edit::NarrationEn;
    QTest::newRow("the Chinese narration edited") << Edit::NarrationZh;
    QTest::newRow("the English notes edited") << Edit::NotesEn;
    QTest::newRow("the Chinese notes edited") << Edit::NotesZh;
    QTest::newRow("a question set on scene 1") << Edit::SetQuestion;
    QTest::newRow("the question of scene 2 removed") << Edit::RemoveQuestion;
    QTest::newRow("scene 1 updated from the view") << Edit::UpdateView;
    QTest::newRow("the lesson's title edited") << Edit::LessonTitle;
}

void TestLessonDocument::everyEditUndoneAndRedoneGivesTheLessonBack()
{
    QFETCH(Edit, edit);
    LessonDocument document;
    SceneListModel model(&document);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const Ndcg::Lesson before = sampleLesson();
    document.loadLesson(before);
    QVERIFY(!document.isModified());
    Ndcg::Lesson expected = before;
    const Ndcg::Scene added = sceneOf(QStringLiteral("New"), QStringLiteral("新"), {1, 1, 0});
    using F = LessonDocument::TextField;
    switch (edit) {
    case Edit::Add: // the current scene is the first: the new one comes second
        QVERIFY(document.addScene(added));
        expected.scenes.insert(1, added);
        break;
    case Edit::InsertFirst:
        QVERIFY(document.insertScene(0, added));
        expected.scenes.prepend(added);
        break;
    case Edit::Duplicate:
        QVERIFY(document.duplicateScene(1));
        expected.scenes.insert(2, before.scenes.at(1));
        break;
    case Edit::Remove:
        QVERIFY(document.removeScene(0));
        expected.scenes.removeAt(0);
        break;
    case Edit::MoveDown:
        QVERIFY(document.moveScene(0, 2));
        expected.scenes = {before.scenes.at(1), before.scenes.at(2), before.scenes.at(0)};
        break;
    case Edit::MoveUp:
        QVERIFY(document.moveScene(2, 0));
        expected.scenes = {before.scenes.at(2), before.scenes.at(0), before.scenes.at(1)};
        break;
    case Edit::Rename:
        QVERIFY(model.setData(model.index(1), QStringLiteral("Guess first")));
        expected.scenes[1].title.en = QStringLiteral("Guess first");
        break;
    case Edit::NarrationEn:
        QVERIFY(document.setSceneText(2, F::NarrationEn, QStringLiteral("Read the code.")));
        expected.scenes[2].narration.en = QStringLiteral("Read the code.");
        break;
    case Edit::NarrationZh:
        QVERIFY(document.setSceneText(2, F::NarrationZh, QStringLiteral("读代码。")));
        expected.scenes[2].narration.zhCN = QStringLiteral("读代码。");
        break;
    case Edit::NotesEn:
        QVERIFY(document.setSceneText(0, F::NotesEn, QStringLiteral("Ask the room first.")));
        expected.scenes[0].notes.en = QStringLiteral("Ask the room first.");
        break;
    case Edit::NotesZh:
        QVERIFY(document.setSceneText(0, F::NotesZh, QStringLiteral("先问大家。")));
        expected.scenes[0].notes.zhCN = QStringLiteral("先问大家。");
        break;
    case Edit::SetQuestion:
        QCOMPARE(document.setQuestion(0, predictNdcg()), QString());
        expected.scenes[0].question = predictNdcg();
        break;
    case Edit::RemoveQuestion:
        QCOMPARE(document.setQuestion(1, std::nullopt), QString());
        expected.scenes[1].question.reset();
        break;
    case Edit::UpdateView: {
        Ndcg::Scene captured;
        captured.source.scenario = scenarioOf({2, 2, 1}, 3);
        captured.show.view = Ndcg::SceneView::Workbench;
        captured.show.zoom = 1.5;
        captured.title.en = QStringLiteral("ignored: texts stay");
        QCOMPARE(document.updateSceneView(0, captured), QString());
        expected.scenes[0].source = captured.source;
        expected.scenes[0].show = captured.show;
        break;
    }
    case Edit::LessonTitle:
        QVERIFY(document.setLessonTitle({QStringLiteral("Renamed"), QStringLiteral("改名")}));
        expected.title = {QStringLiteral("Renamed"), QStringLiteral("改名")};
        break;
    }
    QCOMPARE(document.lesson(), expected);
    QCOMPARE(document.undoStack()->count(), 1);
    QVERIFY(document.isModified());
    document.undoStack()->undo();
    QCOMPARE(document.lesson(), before);
    QVERIFY(!document.isModified());
    document.undoStack()->redo();
    QCOMPARE(document.lesson(), expected);
    QVERIFY(document.isModified());
}

void TestLessonDocument::typingIntoOneTextIsOneUndoStep()
{
    LessonDocument document;
    document.loadLesson(sampleLesson());
    const QString typed = QStringLiteral("Which is better?");
    for (int n = 1; n <= typed.size(); ++n)
        document.setSceneText(1, LessonDocument::TextField::NotesEn, typed.left(n));
    QCOMPARE(document.scene(1).notes.en, typed);
    QCOMPARE(document.undoStack()->count(), 1);
    document.undoStack()->undo();
    QCOMPARE(document.lesson(), sampleLesson());
}

void TestLessonDocument::aQuestionWhoseAnswerIsUndefinedIsRefused()
{
    LessonDocument document;
    Ndcg::Lesson lesson = sampleLesson();
    // No relevant item at all, and IDCG = 0 means "undefined": NDCG@5 has no value.
    lesson.scenes[0].source.scenario = scenarioOf({0, 0, 0}, 5, Ndcg::ZeroIdcg::Undefined);
    document.loadLesson(lesson);
    const QString refusal = document.setQuestion(0, predictNdcg());
    QVERIFY2(refusal.contains(QStringLiteral("scene 1")), qPrintable(refusal));
    QVERIFY2(refusal.contains(QStringLiteral("undefined")), qPrintable(refusal));
    QCOMPARE(document.lesson(), lesson);
    QCOMPARE(document.undoStack()->count(), 0);
    // A position the ranking does not have is refused too.
    Ndcg::Question beyond = predictNdcg();
    beyond.quantity = Ndcg::Quantity::Gain;
    beyond.position = 9;
    QVERIFY(!document.setQuestion(1, beyond).isEmpty());
    QCOMPARE(document.lesson(), lesson);
    // The view of a scene whose question would become undefined is not updated.
    Ndcg::Scene captured;
    captured.source.scenario = scenarioOf({0, 0}, 2, Ndcg::ZeroIdcg::Undefined);
    QVERIFY(!document.updateSceneView(1, captured).isEmpty());
    QCOMPARE(document.lesson(), lesson);
}

void TestLessonDocument::theEditorShowsTheComputedAnswer()
{
    LessonDocument document;
    document.loadLesson(sampleLesson());
    SceneListPanel panel(&document);
    document.setCurrentScene(1);
    QVERIFY(panel.questionBox()->isChecked());
    // Scene 2 is 0, 1, 2, 3 at k = 5: NDCG@5 computed here from the definition.
    const double expected = ndcgOf({0, 1, 2, 3}, 5);
    const QString text = panel.answerLabel()->text();
    QVERIFY2(text.contains(QString::number(expected, 'f', 4)), qPrintable(text));
    // Unticking removes the question, one undo step.
    panel.questionBox()->click();
    QVERIFY(!document.scene(1).question);
    QCOMPARE(document.undoStack()->count(), 1);
    document.undoStack()->undo();
    QVERIFY(panel.questionBox()->isChecked());
}

void TestLessonDocument::aLessonSavedClosedAndReopenedIsTheSame()
{
    const QString path = m_dir->filePath(QStringLiteral("class.ndcg-lesson.json"));
    const Ndcg::Lesson lesson = sampleLesson();
    {
        QMainWindow window;
        auto *menu = new QMenu(&window);
        QUndoGroup group;
        LessonController lessons(&window, &group, menu, nullptr, {});
        lessons.document()->loadLesson(lesson);
        lessons.document()->setSceneText(
            0, LessonDocument::TextField::NotesEn, QStringLiteral("Saved notes."));
        QVERIFY(lessons.document()->isModified());
        m_savePath = path;
        QVERIFY(lessons.saveAs());
        QVERIFY(!lessons.document()->isModified());
        QCOMPARE(lessons.document()->filePath(), QFileInfo(path).canonicalFilePath());
        QVERIFY(lessons.closeRequested()); // saved: no question
        QVERIFY(m_messages.isEmpty());
    }
    Ndcg::Lesson expected = lesson;
    expected.scenes[0].notes.en = QStringLiteral("Saved notes.");
    QMainWindow window;
    auto *menu = new QMenu(&window);
    QUndoGroup group;
    LessonController lessons(&window, &group, menu, nullptr, {});
    QVERIFY(lessons.open(path));
    QCOMPARE(lessons.document()->lesson(), expected);
    QVERIFY(!lessons.document()->isModified());
    QCOMPARE(lessons.document()->sceneCount(), 3);
}

namespace {

// What the window shows at one scene of a played lesson.
struct Shown
{
    int scene = -1;
    ViewState view;
    bool stepping = false;
    int step = 0;
    QList<Ndcg::ScenePanel> panels;
    double zoom = 1;
    friend bool operator==(const Shown &, const Shown &) = default;
};

// Plays `lesson` in `window` and goes to each scene in turn: what each shows.
QList<Shown> playThrough(MainWindow &window, const Ndcg::Lesson &lesson)
{
    QList<Shown> shown;
    LessonPlayer *player = window.lessonPlayer();
    if (!player->play(lesson))
        return shown;
    for (int i = 0; i < lesson.scenes.size(); ++i) {
        player->goToScene(i);
        QApplication::processEvents();
        Shown s;
        s.scene = player->sceneIndex();
        s.view = window.lesson()->viewState();
        s.stepping = window.lesson()->isStepping();
        s.step = window.lesson()->stepIndex();
        s.panels = window.sceneBridge()->openPanels();
        s.zoom = window.presenter()->zoom();
        shown << s;
    }
    player->stop();
    return shown;
}

} // namespace

// Done when (issue 22): a lesson saved, closed and reopened plays identically — the window's
// lesson state, step, panels and zoom compared scene by scene through the player. One scene is
// authored in the window (Add scene from current view after a scene was shown and an answer
// hidden), so the capture's value goes through the file too.
void TestLessonDocument::aLessonSavedAndReopenedPlaysIdentically()
{
    const QString path = m_dir->filePath(QStringLiteral("played.ndcg-lesson.json"));
    Ndcg::Lesson authored;
    QList<Shown> before;
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        LessonController *lessons = window.lessons();
        lessons->document()->loadLesson(sampleLesson());
        // Scene 3 (003-code with the swaps panel) shown, then added again from the view.
        lessons->document()->setCurrentScene(2);
        QVERIFY(lessons->showScene(2));
        QVERIFY(lessons->addSceneFromView());
        QCOMPARE(lessons->document()->sceneCount(), 4);
        QCOMPARE(lessons->document()->scene(3).source.example, QStringLiteral("003-code"));
        authored = lessons->document()->lesson();
        m_savePath = path;
        QVERIFY(lessons->saveAs());
        before = playThrough(window, authored);
        QCOMPARE(before.size(), 4);
        window.document()->a()->setUnsaved(); // nothing asks: the scenario is not ours
        window.document()->setClean();
    }
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.lessons()->open(path));
    QCOMPARE(window.lessons()->document()->lesson(), authored);
    const QList<Shown> after = playThrough(window, window.lessons()->document()->lesson());
    QCOMPARE(after.size(), before.size());
    for (int i = 0; i < before.size(); ++i) {
        QCOMPARE(after.at(i).scene, i);
        QVERIFY2(after.at(i) == before.at(i), qPrintable(QStringLiteral("scene %1").arg(i + 1)));
    }
    // The scenes differ from each other: the comparison is not of four equal pictures.
    QVERIFY(before.at(0).view != before.at(1).view || before.at(0).step != before.at(1).step);
    QVERIFY(before.at(2).panels.contains(Ndcg::ScenePanel::Swaps));
    QVERIFY(after.at(1).stepping);
    window.document()->setClean();
}

void TestLessonDocument::aBadLessonFileIsRefusedAndNothingChanges_data()
{
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QString>("expected");
    // Each row damages a good file in one place.
    QTest::newRow("a newer version")
        << QByteArray("\"version\": 1") << QByteArray("\"version\": 99") << QStringLiteral("99");
    QTest::newRow("a scene naming a missing example")
        << QByteArray("\"003-code\"") << QByteArray("\"999-missing\"")
        << QStringLiteral("999-missing");
    QTest::newRow("a question whose answer is undefined")
        << QByteArray("\"undefined\"") << QByteArray("\"undefined\"") << QStringLiteral("scene 2");
    QTest::newRow("not JSON") << QByteArray("{") << QByteArray("[") << QStringLiteral("Line 2");
}

void TestLessonDocument::aBadLessonFileIsRefusedAndNothingChanges()
{
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(QString, expected);
    Ndcg::Lesson good = sampleLesson();
    if (QTest::currentDataTag() == QLatin1String("a question whose answer is undefined"))
        good.scenes[1].source.scenario = scenarioOf({0, 0, 0}, 5, Ndcg::ZeroIdcg::Undefined);
    QByteArray bytes = Ndcg::lessonToJson(good);
    QVERIFY2(bytes.contains(from), bytes.constData());
    bytes.replace(bytes.indexOf(from), from.size(), to);
    const QString path = m_dir->filePath(QStringLiteral("bad.ndcg-lesson.json"));
    QVERIFY(writeBytes(path, bytes));

    QMainWindow window;
    auto *menu = new QMenu(&window);
    QUndoGroup group;
    LessonController lessons(&window, &group, menu, nullptr, {});
    const Ndcg::Lesson open = sampleLesson();
    lessons.document()->loadLesson(open);
    QVERIFY(!lessons.open(path));
    QCOMPARE(m_messages.size(), 1);
    const QString message = m_messages.first();
    QVERIFY2(message.contains(QStringLiteral("bad.ndcg-lesson.json")), qPrintable(message));
    QVERIFY2(message.contains(expected), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("not changed")), qPrintable(message));
    QCOMPARE(lessons.document()->lesson(), open);
    QVERIFY(lessons.document()->filePath().isEmpty());
}

void TestLessonDocument::anUnsavedLessonIsAskedAboutBeforeItIsReplaced()
{
    QMainWindow window;
    auto *menu = new QMenu(&window);
    QUndoGroup group;
    LessonController lessons(&window, &group, menu, nullptr, {});
    lessons.document()->loadLesson(sampleLesson());
    lessons.document()->removeScene(0);
    const Ndcg::Lesson edited = lessons.document()->lesson();
    // Cancel: the edited lesson stays, for New and for a bundled lesson alike.
    m_answers = {QMessageBox::Cancel, QMessageBox::Cancel};
    QVERIFY(!lessons.newLesson());
    QVERIFY(!lessons.openBundled(Ndcg::lessonIds().value(0)));
    QCOMPARE(m_messages.size(), 2);
    QVERIFY(m_messages.first().contains(QStringLiteral("unsaved changes")));
    QCOMPARE(lessons.document()->lesson(), edited);
    QVERIFY(!lessons.closeRequested()); // no answer: Cancel
    // Save: written first, then replaced.
    m_savePath = m_dir->filePath(QStringLiteral("kept.ndcg-lesson.json"));
    m_answers = {QMessageBox::Save};
    QVERIFY(lessons.newLesson());
    QCOMPARE(lessons.document()->sceneCount(), 0);
    const auto saved = Ndcg::readLessonFile(m_savePath);
    QVERIFY(saved);
    QCOMPARE(*saved, edited);
}

void TestLessonDocument::recoveryAfterAKillRestoresTheUnsavedLesson()
{
    const QString folder = m_dir->filePath(QStringLiteral("recovery"));
    QProcess child;
    child.start(
        QCoreApplication::applicationFilePath(), {QStringLiteral("--write-lesson-copy"), folder});
    QVERIFY(child.waitForStarted());
    QByteArray said;
    while (!said.contains('\n') && child.waitForReadyRead(30000))
        said += child.readAllStandardOutput();
    QVERIFY2(said.startsWith("written "), said.constData());
    const QString copy = QString::fromUtf8(said.mid(8).trimmed());
    QVERIFY(QFileInfo::exists(copy));
    child.kill(); // SIGKILL: no destructor runs, the copy stays
    QVERIFY(child.waitForFinished());
    QVERIFY(QFileInfo::exists(copy));

    Ndcg::Lesson expected = sampleLesson();
    expected.scenes[0].narration.en = QStringLiteral("Unsaved.");
    expected.scenes.removeAt(2);

    QMainWindow window;
    LessonDocument document;
    LessonRecovery recovery(&document, &window);
    QList<RecoveryEntry> offered;
    LessonRecovery::setChoiceHook([&offered](const QList<RecoveryEntry> &entries) {
        offered = entries;
        return RecoveryDialog::Decision {RecoveryDialog::Choice::Recover, {0}};
    });
    // The scenarios' recovery does not see the lesson's copy.
    QCOMPARE(RecoveryStore(folder).scan().orphans.size(), 0);
    QCOMPARE(recovery.offerRecovery(), 1);
    QCOMPARE(offered.size(), 1);
    QCOMPARE(offered.first().displayName, QStringLiteral("Authoring test"));
    QCOMPARE(document.lesson(), expected);
    QVERIFY(document.isModified()); // unsaved until saved
    QVERIFY(!QFileInfo::exists(copy)); // the dead process's copy went ...
    QVERIFY(!recovery.recoveryFile().isEmpty()); // ... after this one's was written
    QCOMPARE(RecoveryStore::read(recovery.recoveryFile())->lesson, expected);
}

void TestLessonDocument::theSceneListKeysDoWhatTheySay()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    LessonController *lessons = window.lessons();
    LessonDocument *document = lessons->document();
    document->loadLesson(sampleLesson());
    lessons->showSceneList();
    QTableView *list = lessons->panel()->list();
    list->setFocus();
    const Ndcg::Lesson lesson = sampleLesson();
    const int rows = window.document()->a()->ranking().items.size();

    document->setCurrentScene(0);
    QTest::keyClick(list, Qt::Key_Down, Qt::AltModifier);
    QCOMPARE(document->scene(1), lesson.scenes.at(0));
    QCOMPARE(document->currentScene(), 1);
    QTest::keyClick(list, Qt::Key_Up, Qt::AltModifier);
    QCOMPARE(document->lesson(), lesson);
    QCOMPARE(document->currentScene(), 0);

    QTest::keyClick(list, Qt::Key_D, Qt::ControlModifier); // duplicate, not the table's rows
    QCOMPARE(document->sceneCount(), 4);
    QCOMPARE(document->scene(1), lesson.scenes.at(0));
    QCOMPARE(document->currentScene(), 1);
    QTest::keyClick(list, Qt::Key_Delete); // delete the duplicate
    QCOMPARE(document->lesson(), lesson);
    QCOMPARE(window.document()->a()->ranking().items.size(), rows); // the table is untouched

    document->setCurrentScene(2);
    QTest::keyClick(list, Qt::Key_F2);
    auto *editor = qobject_cast<QLineEdit *>(QApplication::focusWidget());
    QVERIFY(editor);
    QVERIFY(list->isAncestorOf(editor));
    QVERIFY(editor->isVisible());
    editor->selectAll();
    QTest::keyClicks(editor, QStringLiteral("Code review"));
    QTest::keyClick(editor, Qt::Key_Return); // the delegate commits after the key (queued)
    QTRY_COMPARE(document->scene(2).title.en, QStringLiteral("Code review"));
    QCOMPARE(document->undoStack()->count(), 5); // two moves, duplicate, delete, rename
    document->setClean(); // no save prompt at the close
}

void TestLessonDocument::aSceneDraggedAndDroppedMoves_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("dropRow"); // between rows: before this row (-1: below the last)
    QTest::addColumn<int>("onRow"); // dropped on a row: before it (-1: not on a row)
    QTest::addColumn<QList<int>>("order"); // the scenes afterwards, as indexes of before
    QTest::newRow("the first below the last") << 0 << -1 << -1 << QList<int> {1, 2, 0};
    QTest::newRow("the last between the first and the second")
        << 2 << 1 << -1 << QList<int> {0, 2, 1};
    QTest::newRow("the second onto the first") << 1 << -1 << 0 << QList<int> {1, 0, 2};
    QTest::newRow("the first between the second and the third")
        << 0 << 2 << -1 << QList<int> {1, 0, 2};
}

void TestLessonDocument::aSceneDraggedAndDroppedMoves()
{
    QFETCH(int, from);
    QFETCH(int, dropRow);
    QFETCH(int, onRow);
    QFETCH(QList<int>, order);
    LessonDocument document;
    SceneListModel model(&document);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const Ndcg::Lesson before = sampleLesson();
    document.loadLesson(before);
    std::unique_ptr<QMimeData> mime(model.mimeData({model.index(from)}));
    QVERIFY(mime);
    const QModelIndex parent = onRow >= 0 ? model.index(onRow) : QModelIndex();
    QVERIFY(model.dropMimeData(mime.get(), Qt::MoveAction, dropRow, 0, parent));
    for (int i = 0; i < order.size(); ++i)
        QCOMPARE(document.scene(i), before.scenes.at(order.at(i)));
    QCOMPARE(document.undoStack()->count(), 1);
    document.undoStack()->undo();
    QCOMPARE(document.lesson(), before);
}

void TestLessonDocument::undoFollowsTheFocusIntoTheSceneList()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    LessonController *lessons = window.lessons();
    lessons->document()->loadLesson(sampleLesson());
    lessons->showSceneList();
    QUndoGroup *group = window.document()->undoGroup();
    lessons->panel()->list()->setFocus();
    QApplication::processEvents();
    QCOMPARE(group->activeStack(), lessons->document()->undoStack());
    lessons->document()->removeScene(0);
    // Edit ▸ Undo undoes the lesson's edit while the scene list has the focus.
    window.editActions().undo->trigger();
    QCOMPARE(lessons->document()->lesson(), sampleLesson());
    // Back in the workbench: ranking A's stack again.
    window.workbench()->setFocus();
    window.views()->currentWidget()->setFocus();
    QApplication::processEvents();
    QCOMPARE(group->activeStack(), window.document()->a()->undoStack());
}

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true); // as QTEST_MAIN
    if (argc >= 3 && qstrcmp(argv[1], "--write-lesson-copy") == 0)
        return childWritesCopy(QString::fromLocal8Bit(argv[2]));
    TestLessonDocument test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_lessondocument.moc"
