// Practice: an answer is right when it agrees with the exact value to the three decimals the
// question asks for; the worked solution comes one step per click from the step engine; a
// random exercise is always computable; "Step through in the window" loads it there.

#include "mainwindow.h"
#include "document/scenariodocument.h"
#include "stepthrough/practicedialog.h"
#include "document/rankingdocument.h"
#include "stepthrough/stepcontroller.h"

#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

namespace {

// Seed 000: grades 3, 2, 0, 1, 3, exponential gain, k = 5, the list's own ideal.
Ndcg::Scenario seed000()
{
    Ndcg::Scenario s;
    const double grades[] = {3, 2, 0, 1, 3};
    for (double g : grades)
        s.a.items.append(Ndcg::Item {g, QString(), std::nullopt});
    s.settings.cutoff = 5;
    s.settings.idealSource = Ndcg::IdealSource::List;
    return s;
}

} // namespace

class TestPractice : public QObject
{
    Q_OBJECT
private slots:
    void answersAreCheckedToTheShownRounding_data();
    void answersAreCheckedToTheShownRounding();
    void typingAnAnswerAndEnterGivesFeedback();
    void theSolutionComesOneStepPerClick_data();
    void theSolutionComesOneStepPerClick();
    void randomExercisesAreComputable();
    void stepThroughInTheWindow();
};

void TestPractice::answersAreCheckedToTheShownRounding_data()
{
    QTest::addColumn<int>("question");
    QTest::addColumn<QString>("answer");
    QTest::addColumn<int>("verdict");
    const int right = int(PracticeDialog::Verdict::Correct);
    const int wrong = int(PracticeDialog::Verdict::Wrong);
    const int unreadable = int(PracticeDialog::Verdict::Unreadable);
    const int dcg = int(PracticeDialog::Question::Dcg);
    const int idcg = int(PracticeDialog::Question::Idcg);
    const int ndcg = int(PracticeDialog::Question::Ndcg);
    // DCG@5 = 12.0315…, IDCG@5 = 13.3472…, NDCG@5 = 0.9014…
    QTest::newRow("NDCG to three decimals is right") << ndcg << "0.901" << right;
    QTest::newRow("with a decimal comma too") << ndcg << "0,901" << right;
    QTest::newRow("more digits that agree are right") << ndcg << "0.90145" << right;
    QTest::newRow("one unit off in the third decimal is wrong") << ndcg << "0.902" << wrong;
    QTest::newRow("two decimals are not enough") << ndcg << "0.9" << wrong;
    QTest::newRow("a percentage is not NDCG") << ndcg << "90.1" << wrong;
    QTest::newRow("DCG to three decimals") << dcg << "12.031" << right;
    QTest::newRow("DCG as a sum of rounded terms") << dcg << "12.030" << wrong;
    QTest::newRow("IDCG to three decimals") << idcg << "13.347" << right;
    QTest::newRow("a word is unreadable") << idcg << "thirteen" << unreadable;
    QTest::newRow("nothing is unreadable") << idcg << "" << unreadable;
}

void TestPractice::answersAreCheckedToTheShownRounding()
{
    QFETCH(int, question);
    QFETCH(QString, answer);
    QFETCH(int, verdict);
    PracticeDialog dialog;
    dialog.setExercise(seed000(), PracticeDialog::Question(question));
    QCOMPARE(int(dialog.check(answer)), verdict);
}

void TestPractice::typingAnAnswerAndEnterGivesFeedback()
{
    PracticeDialog dialog;
    dialog.show();
    dialog.setExercise(seed000(), PracticeDialog::Question::Ndcg);
    QVERIFY(dialog.questionText().contains(QStringLiteral("3, 2, 0, 1, 3")));
    QVERIFY(dialog.questionText().contains(QStringLiteral("NDCG@5")));
    QVERIFY(dialog.questionText().contains(QStringLiteral("3 decimals")));
    QTest::keyClicks(dialog.answerField(), QStringLiteral("0.95"));
    QTest::keyClick(dialog.answerField(), Qt::Key_Return);
    QVERIFY(dialog.feedbackText().startsWith(QStringLiteral("✗")));
    QVERIFY(!dialog.feedbackText().contains(QStringLiteral("0.901"))); // no spoiler
    dialog.answerField()->clear();
    QTest::keyClicks(dialog.answerField(), QStringLiteral("0.901"));
    QTest::keyClick(dialog.answerField(), Qt::Key_Return);
    QVERIFY(dialog.feedbackText().startsWith(QStringLiteral("✓")));
    QVERIFY(dialog.feedbackText().contains(QStringLiteral("NDCG@5 = 0.901")));
    const QString dir = qEnvironmentVariable("NDCG_STEP_SCREENSHOTS");
    if (!dir.isEmpty()) {
        for (int i = 0; i < 6; ++i)
            dialog.showNextStep();
        QVERIFY(dialog.grab().save(dir + QStringLiteral("/practice.png")));
    }
}

void TestPractice::theSolutionComesOneStepPerClick_data()
{
    QTest::addColumn<int>("question");
    QTest::addColumn<int>("steps");
    QTest::addColumn<QString>("last");
    // 5 positions × 5 steps + DCG; the reordering + 5 ideal terms + IDCG; everything + NDCG.
    QTest::newRow("DCG: the ranking's terms and their sum")
        << int(PracticeDialog::Question::Dcg) << 26 << QStringLiteral("DCG@5");
    QTest::newRow("IDCG: the reordering and the ideal terms")
        << int(PracticeDialog::Question::Idcg) << 7 << QStringLiteral("IDCG@5");
    QTest::newRow("NDCG: all of it")
        << int(PracticeDialog::Question::Ndcg) << 34 << QStringLiteral("NDCG@5");
}

void TestPractice::theSolutionComesOneStepPerClick()
{
    QFETCH(int, question);
    QFETCH(int, steps);
    QFETCH(QString, last);
    PracticeDialog dialog;
    dialog.setExercise(seed000(), PracticeDialog::Question(question));
    QCOMPARE(dialog.solution().size(), steps);
    QCOMPARE(dialog.solution().last().quantity, last);
    QCOMPARE(dialog.solutionShown(), 0);
    dialog.showNextStep();
    QCOMPARE(dialog.solutionShown(), 1);
    for (int i = 1; i < steps + 3; ++i)
        dialog.showNextStep();
    QCOMPARE(dialog.solutionShown(), steps);
    QVERIFY(dialog.feedbackText().contains(QStringLiteral("Solution")));
}

void TestPractice::randomExercisesAreComputable()
{
    PracticeDialog dialog;
    dialog.setSeed(42);
    for (int i = 0; i < 200; ++i) {
        dialog.newExercise();
        const Ndcg::Scenario &s = dialog.scenario();
        QVERIFY(s.a.items.size() >= 4 && s.a.items.size() <= 7);
        QVERIFY(s.settings.cutoff >= 3 && s.settings.cutoff <= s.a.items.size());
        QVERIFY(!dialog.solution().isEmpty());
        QCOMPARE(dialog.check(QString::number(dialog.exact(), 'f', 3)),
            PracticeDialog::Verdict::Correct);
        QCOMPARE(dialog.check(QString::number(dialog.exact() + 0.002, 'f', 3)),
            PracticeDialog::Verdict::Wrong);
    }
}

void TestPractice::stepThroughInTheWindow()
{
    MainWindow window;
    window.show();
    auto *steps = window.findChild<StepController *>();
    PracticeDialog *dialog = steps->practice();
    dialog->setExercise(seed000(), PracticeDialog::Question::Idcg);
    emit dialog->stepThroughRequested(dialog->scenario());
    QCOMPARE(window.document()->a()->ranking(), seed000().a);
    QVERIFY(steps->isStepping());
    QCOMPARE(steps->stepIndex(), 0);
    QCOMPARE(steps->stepCount(), 34);
}

QTEST_MAIN(TestPractice)
#include "tst_practice.moc"
