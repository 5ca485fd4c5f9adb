// Closing the main window: MainWindow::closeEvent() asks the FileController whether unsaved
// changes may go (Save / Discard / Cancel, answered here through FileController's question
// hook), and only a close that goes through tells the RecoveryController, whose recovery copy
// then goes. A refused close (Cancel, or a Save that did not happen) keeps the window, the
// changes and the copy. Documented in ui/filecontroller.h and docs/recovery.md.

#include "document/rankingdocument.h"
#include "document/scenariodocument.h"
#include "files/filecontroller.h"
#include "files/recoverycontroller.h"
#include "mainwindow.h"
#include "recoverystore.h"
#include "scenario.h"

#include <QApplication>
#include <QDir>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

class TestCloseFlow : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void cleanCloseAsksNothing();
    void saveThenClose();
    void saveNotDoneKeepsTheWindow();
    void cancelThenDiscard();
    void editsOfRankingBAreAskedAboutToo();
    void shownAgainKeepsCopiesAgain();

private:
    QStringList copies() const;
    void edit(RankingDocument *document, int row, double grade);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
    QList<QMessageBox::StandardButton> m_answers;
    int m_questions = 0;
};

void TestCloseFlow::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    RecoveryStore::setDefaultFolder(m_dir->filePath(QStringLiteral("recovery")));
    m_answers.clear();
    m_questions = 0;
    FileController::setQuestionHook([this](const QString &) {
        ++m_questions;
        return m_answers.isEmpty() ? QMessageBox::Cancel : m_answers.takeFirst();
    });
    FileController::setSavePathHook({});
    FileController::setMessageHook([](const QString &) {});
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestCloseFlow::cleanup()
{
    m_window.reset();
    FileController::setQuestionHook({});
    FileController::setSavePathHook({});
    FileController::setMessageHook({});
    RecoveryStore::setDefaultFolder({});
    m_dir.reset();
}

QStringList TestCloseFlow::copies() const
{
    return QDir(m_dir->filePath(QStringLiteral("recovery")))
        .entryList({QStringLiteral("recovery-*.json")}, QDir::Files);
}

void TestCloseFlow::edit(RankingDocument *document, int row, double grade)
{
    Ndcg::Item item = document->ranking().items.at(row);
    item.grade = grade;
    document->editItem(RankingDocument::List::Ranking, row, item, RankingDocument::Field::Grade);
}

void TestCloseFlow::cleanCloseAsksNothing()
{
    QVERIFY(!m_window->document()->isModified());
    QVERIFY(m_window->close());
    QCOMPARE(m_questions, 0);
    QVERIFY(copies().isEmpty());
}

void TestCloseFlow::saveThenClose()
{
    const QString path = m_dir->filePath(QStringLiteral("lesson.ndcg.json"));
    QVERIFY(m_window->files()->saveAs(path));
    edit(m_window->document()->a(), 0, 1); // seed 000: 3, 2, 0, 1, 3 → 1, 2, 0, 1, 3
    m_window->recovery()->writeNow();
    QCOMPARE(copies().size(), 1);

    m_answers << QMessageBox::Save;
    QVERIFY(m_window->close());
    QCOMPARE(m_questions, 1);
    QVERIFY(!m_window->isVisible());
    QVERIFY(!m_window->document()->isModified());
    QVERIFY(copies().isEmpty());
    const auto saved = Ndcg::readScenarioFile(path);
    QVERIFY(saved);
    QCOMPARE(saved->a.grades(), (QList<double> {1, 2, 0, 1, 3}));
}

void TestCloseFlow::saveNotDoneKeepsTheWindow()
{
    // Save is answered, but the save dialog is cancelled (no file yet): nothing closes.
    edit(m_window->document()->a(), 0, 1);
    m_window->recovery()->writeNow();
    FileController::setSavePathHook([](const QString &, const QString &) { return QString(); });
    m_answers << QMessageBox::Save;
    QVERIFY(!m_window->close());
    QVERIFY(m_window->isVisible());
    QVERIFY(m_window->document()->isModified());
    QCOMPARE(m_window->document()->a()->ranking().grades(), (QList<double> {1, 2, 0, 1, 3}));
    QCOMPARE(copies().size(), 1);
}

void TestCloseFlow::cancelThenDiscard()
{
    edit(m_window->document()->a(), 4, 0);
    m_window->recovery()->writeNow();
    m_answers << QMessageBox::Cancel << QMessageBox::Discard;
    QVERIFY(!m_window->close());
    QVERIFY(m_window->isVisible());
    QCOMPARE(copies().size(), 1);
    QCoreApplication::processEvents();
    QVERIFY(m_window->close());
    QCOMPARE(m_questions, 2);
    QVERIFY(copies().isEmpty());
    m_window->recovery()->writeNow(); // after the close nothing is written any more
    QVERIFY(copies().isEmpty());
}

void TestCloseFlow::editsOfRankingBAreAskedAboutToo()
{
    m_window->document()->setComparison(m_window->document()->a()->ranking());
    QVERIFY(!m_window->document()->isModified());
    edit(m_window->document()->b(), 0, 0);
    QVERIFY(m_window->document()->isModified());
    QVERIFY(m_window->isWindowModified());
    QVERIFY(!m_window->close()); // the hook's default answer is Cancel
    QCOMPARE(m_questions, 1);
    QVERIFY(m_window->isVisible());
}

void TestCloseFlow::shownAgainKeepsCopiesAgain()
{
    edit(m_window->document()->a(), 1, 3);
    m_answers << QMessageBox::Discard;
    QVERIFY(m_window->close());
    QVERIFY(copies().isEmpty());
    // The discarded edit is still in the window object; shown again, it is unsaved work again.
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->recovery()->writeNow();
    QCOMPARE(copies().size(), 1);
}

QTEST_MAIN(TestCloseFlow)
#include "tst_closeflow.moc"
