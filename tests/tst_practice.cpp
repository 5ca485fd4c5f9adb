// Practice: an answer is right when it agrees with the exact value to the three decimals the
// question asks for, and "right to 2 decimals" when it agrees to the fewer decimals it gives;
// the worked solution comes one step per click from the step engine; a
// random exercise is always computable; "Step through in the window" loads it there. At a
// large font (presenter zoom) the dialog grows with its text within its screen: the question in
// sight, the solution box six lines tall.

#include "classroom/languagecontroller.h"
#include "document/rankingdocument.h"
#include "document/scenariodocument.h"
#include "mainwindow.h"
#include "stepthrough/examplescontroller.h"
#include "stepthrough/practicedialog.h"
#include "stepthrough/stepcontroller.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSignalSpy>
#include <QTest>
#include <QTextBrowser>

#include <cmath>

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
    void answersRightToFewerDecimalsAreToldSo_data();
    void answersRightToFewerDecimalsAreToldSo();
    void theSolutionComesOneStepPerClick_data();
    void theSolutionComesOneStepPerClick();
    void randomExercisesAreComputable();
    void stepThroughInTheWindow();
    void theQuestionIsInSightAtALargeFont_data();
    void theQuestionIsInSightAtALargeFont();
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
    QTest::newRow("one decimal that agrees is right to one decimal")
        << ndcg << "0.9" << int(PracticeDialog::Verdict::FewerDecimals);
    QTest::newRow("two decimals that agree are right to two")
        << ndcg << "0.90" << int(PracticeDialog::Verdict::FewerDecimals);
    QTest::newRow("two decimals that disagree are wrong") << ndcg << "0.91" << wrong;
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

// Issue 20: "0.86" for NDCG@4 = 0.8645… asked to 3 decimals is "Right to 2 decimals; give 3.",
// not the generic "Not quite". The rule: the answer, as given with d < 3 decimals, equals the
// exact value rounded to d decimals (|answer − exact| ≤ ½·10^−d). Each row builds its answer
// from the exact value of the dialog's own random exercise, computed here through the core, on
// the first exercise (seeds 1, 2, …) where the row's answer is not already right to 3 decimals
// (and, for the cut-off row, where cutting off differs from rounding).
void TestPractice::answersRightToFewerDecimalsAreToldSo_data()
{
    QTest::addColumn<int>("decimals"); // of the answer
    QTest::addColumn<int>("units"); // added to the rounded value, in units of its last digit
    QTest::addColumn<bool>("cutOff"); // cut off instead of rounded
    QTest::addColumn<int>("verdict");
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("chinese");
    const int fewer = int(PracticeDialog::Verdict::FewerDecimals);
    const int right = int(PracticeDialog::Verdict::Correct);
    const int wrong = int(PracticeDialog::Verdict::Wrong);
    QTest::newRow("rounded to 2 decimals (0.86 for 0.8645): right to 2")
        << 2 << 0 << false << fewer << "Right to 2 decimals; give 3."
        << "精确到 2 位小数是对的；请给出 3 位。";
    QTest::newRow("rounded to 1 decimal (0.9 for 0.8645): right to 1")
        << 1 << 0 << false << fewer << "Right to 1 decimal; give 3."
        << "精确到 1 位小数是对的；请给出 3 位。";
    QTest::newRow("rounded to a whole number: right as a whole number")
        << 0 << 0 << false << fewer << "Right as a whole number; give 3 decimals."
        << "取整是对的；请给出 3 位小数。";
    QTest::newRow("rounded to 3 decimals (0.865 for 0.8645): right")
        << 3 << 0 << false << right << "✓"
        << "✓";
    QTest::newRow("2 decimals one up (0.87 for 0.8645): not right")
        << 2 << 1 << false << wrong << "✗"
        << "✗";
    QTest::newRow("2 decimals one down: not right") << 2 << -1 << false << wrong << "✗"
                                                    << "✗";
    QTest::newRow("cut off at 2 decimals where rounding goes up: not right")
        << 2 << 0 << true << wrong << "✗"
        << "✗";
}

void TestPractice::answersRightToFewerDecimalsAreToldSo()
{
    QFETCH(int, decimals);
    QFETCH(int, units);
    QFETCH(bool, cutOff);
    QFETCH(int, verdict);
    QFETCH(QString, english);
    QFETCH(QString, chinese);
    PracticeDialog dialog;
    dialog.show();
    QString answer;
    for (quint32 seed = 1; seed < 500 && answer.isEmpty(); ++seed) {
        dialog.setSeed(seed);
        // The exact value of the question the dialog asks, from the core.
        const auto b = Ndcg::explain(dialog.scenario().a, dialog.scenario().settings);
        QVERIFY(b.ok());
        const double exact = dialog.question() == PracticeDialog::Question::Dcg ? b->dcg
            : dialog.question() == PracticeDialog::Question::Idcg               ? b->idcg
                                                                                : *b->ndcg;
        QVERIFY(dialog.questionText().contains(
            QStringLiteral("rounded to %1 decimals").arg(PracticeDialog::decimals)));
        const double scale = std::pow(10.0, decimals);
        const double rounded = std::round(exact * scale) / scale;
        const double cut = std::trunc(exact * scale) / scale;
        if (cutOff && cut == rounded)
            continue;
        const double value = cutOff ? cut : rounded + units / scale;
        // An answer that is also right to 3 decimals (0.90 for 0.9001) says nothing here.
        if (decimals < PracticeDialog::decimals && std::abs(value - exact) <= 0.0005)
            continue;
        answer = QString::number(value, 'f', decimals);
    }
    QVERIFY(!answer.isEmpty());
    QTest::keyClicks(dialog.answerField(), answer);
    QTest::keyClick(dialog.answerField(), Qt::Key_Return);
    QCOMPARE(int(dialog.check(answer)), verdict);
    QVERIFY2(dialog.feedbackText().startsWith(english),
        qPrintable(answer + QStringLiteral(": ") + dialog.feedbackText()));
    LanguageController::instance()->setLanguage(LanguageController::Language::Chinese, false);
    const QString feedback = dialog.feedbackText();
    LanguageController::instance()->setLanguage(LanguageController::Language::English, false);
    QVERIFY2(feedback.startsWith(chinese), qPrintable(answer + QStringLiteral(": ") + feedback));
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
    PracticeDialog *dialog = window.examples()->practice();
    dialog->setExercise(seed000(), PracticeDialog::Question::Idcg);
    emit dialog->stepThroughRequested(dialog->scenario());
    QCOMPARE(window.document()->a()->ranking(), seed000().a);
    QVERIFY(steps->isStepping());
    QCOMPARE(steps->stepIndex(), 0);
    QCOMPARE(steps->stepCount(), 34);
}

void TestPractice::theQuestionIsInSightAtALargeFont_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<double>("font");
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        for (double font : {1.0, 1.5, 2.0, 2.5})
            QTest::addRow("%s, font ×%g", qPrintable(language), font) << language << font;
    }
}

// Practice in presenter mode: its text grew, the dialog stayed 1130×560, "Compute NDCG@4 to 3
// decimals" was below its edge and the solution box 60 px tall. At every font up to 2.5 times
// the interface's (and 1.2 times more while open, up to 2.5), on the offscreen screen: the dialog
// within the screen, the question label whole inside the dialog and in sight in its scroll area, at
// least as large as the dialog's text, the solution box at least six lines of its font tall, every
// button whole.
void TestPractice::theQuestionIsInSightAtALargeFont()
{
    QFETCH(QString, language);
    QFETCH(double, font);
    LanguageController::instance()->setLanguage(*LanguageController::fromCode(language), false);
    PracticeDialog dialog;
    dialog.setExercise(seed000(), PracticeDialog::Question::Ndcg);
    // The interface's font at presenter zoom.
    QFont bigger = QApplication::font();
    bigger.setPointSizeF(bigger.pointSizeF() * font);
    dialog.setFont(bigger);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    for (int i = 0; i < 4; ++i) {
        QCoreApplication::processEvents();
        QTest::qWait(10);
    }
    // Zoomed again while open: the same.
    for (double again : {1.0, 1.2}) {
        if (again != 1.0 && font * again > 2.5) // presenter zoom goes up to 2.5×
            break;
        if (again != 1.0) {
            bigger.setPointSizeF(bigger.pointSizeF() * again);
            dialog.setFont(bigger);
            for (int i = 0; i < 4; ++i) {
                QCoreApplication::processEvents();
                QTest::qWait(10);
            }
        }
        const QRect screen = dialog.screen()->availableGeometry();
        const QString what = QStringLiteral("dialog at %1,%2 %3×%4 on a screen %5×%6")
                                 .arg(dialog.x())
                                 .arg(dialog.y())
                                 .arg(dialog.width())
                                 .arg(dialog.height())
                                 .arg(screen.width())
                                 .arg(screen.height());
        QVERIFY2(screen.contains(dialog.frameGeometry()), qPrintable(what));
        QLabel *question = dialog.questionLabel();
        QVERIFY(question->isVisible());
        // At least the dialog's text (larger where the screen has room for it).
        QVERIFY2(QFontInfo(question->font()).pixelSize() >= QFontInfo(bigger).pixelSize(),
            qPrintable(what));
        const QRect inDialog(question->mapTo(&dialog, QPoint(0, 0)), question->size());
        QVERIFY2(dialog.rect().contains(inDialog), qPrintable(what));
        // In sight: within the scroll area's viewport, and as tall as its text.
        auto *scroll = dialog.findChild<QScrollArea *>();
        QVERIFY(scroll);
        const QRect inViewport(question->mapTo(scroll->viewport(), QPoint(0, 0)), question->size());
        QVERIFY2(scroll->viewport()->rect().contains(inViewport),
            qPrintable(what
                + QStringLiteral(": the question at %1,%2 %3×%4 in a view %5×%6")
                      .arg(inViewport.x())
                      .arg(inViewport.y())
                      .arg(inViewport.width())
                      .arg(inViewport.height())
                      .arg(scroll->viewport()->width())
                      .arg(scroll->viewport()->height())));
        QVERIFY2(
            question->height() >= question->heightForWidth(question->width()), qPrintable(what));
        QVERIFY(dialog.questionText().contains(QStringLiteral("NDCG@5")));
        // And under it the answer field, in sight too.
        QLineEdit *answer = dialog.answerField();
        const QRect field(answer->mapTo(scroll->viewport(), QPoint(0, 0)), answer->size());
        QVERIFY2(scroll->viewport()->rect().contains(field), qPrintable(what));
        QTextBrowser *solution = dialog.solutionBox();
        const int lines = QFontMetrics(solution->font()).lineSpacing();
        QVERIFY2(solution->height() >= PracticeDialog::solutionLines * lines,
            qPrintable(what
                + QStringLiteral(": solution box %1 px, lines of %2 px")
                      .arg(solution->height())
                      .arg(lines)));
        // Every button within the dialog.
        for (QPushButton *button : dialog.findChildren<QPushButton *>()) {
            const QRect r(button->mapTo(&dialog, QPoint(0, 0)), button->size());
            QVERIFY2(dialog.rect().contains(r) && button->width() >= button->sizeHint().width(),
                qPrintable(what + QStringLiteral(": “%1”").arg(button->text())));
        }
    }
    LanguageController::instance()->setLanguage(LanguageController::Language::English, false);
}

QTEST_MAIN(TestPractice)
#include "tst_practice.moc"
