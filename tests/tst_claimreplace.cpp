// The claim finder replaces the previous figure (issue 12): after Enter, after a click on Find
// and after the dialog is closed and opened again, what the user types next is the new figure,
// not the old one with the new digits appended ("0.8610.75"). Keys go where the focus is, as
// a user's keys do.

#include "document/rankingdocument.h"
#include "whatif/claimdialog.h"

#include <QApplication>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>

#include <memory>

class TestClaimReplace : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void enterThenTypeReplaces();
    void findButtonThenTypeReplaces();
    void reopenThenTypeReplaces();

private:
    // Types into whatever has the keyboard focus in the dialog.
    void typeAtFocus(const QString &text);
    std::unique_ptr<RankingDocument> m_a;
    std::unique_ptr<ClaimDialog> m_dialog;
};

void TestClaimReplace::init()
{
    m_a = std::make_unique<RankingDocument>();
    m_a->load(Ndcg::Ranking::fromGrades({3, 2, 0, 1, 3}), Ndcg::Settings {});
    m_dialog = std::make_unique<ClaimDialog>();
    m_dialog->setDocuments({{QStringLiteral("ranking A"), m_a.get()}});
    m_dialog->show();
    QVERIFY(QTest::qWaitForWindowActive(m_dialog.get()));
    m_dialog->figureEdit()->setFocus();
}

void TestClaimReplace::cleanup()
{
    m_dialog.reset();
    m_a.reset();
}

void TestClaimReplace::typeAtFocus(const QString &text)
{
    QWidget *focus = QApplication::focusWidget();
    QVERIFY(focus);
    QTest::keyClicks(focus, text);
}

void TestClaimReplace::enterThenTypeReplaces()
{
    typeAtFocus(QStringLiteral("0.861"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(m_dialog->figureEdit()->text(), QStringLiteral("0.861"));
    typeAtFocus(QStringLiteral("0.75"));
    QCOMPARE(m_dialog->figureEdit()->text(), QStringLiteral("0.75"));
}

void TestClaimReplace::findButtonThenTypeReplaces()
{
    typeAtFocus(QStringLiteral("0.861"));
    QTest::mouseClick(m_dialog->findButton(), Qt::LeftButton);
    QVERIFY(m_dialog->summaryText().startsWith(QStringLiteral("No convention gives 0.861")));
    typeAtFocus(QStringLiteral("0.5"));
    QCOMPARE(m_dialog->figureEdit()->text(), QStringLiteral("0.5"));
}

void TestClaimReplace::reopenThenTypeReplaces()
{
    typeAtFocus(QStringLiteral("0.861"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    m_dialog->hide();
    m_dialog->show();
    QApplication::setActiveWindow(m_dialog.get()); // offscreen: no window manager to do it
    QVERIFY(QTest::qWaitForWindowActive(m_dialog.get()));
    // The focus back in the field, as the Compare menu's action gave it before (now it calls
    // focusFigure(), which also selects the text).
    m_dialog->figureEdit()->setFocus();
    QTRY_COMPARE(QApplication::focusWidget(), m_dialog->figureEdit());
    typeAtFocus(QStringLiteral("0.9"));
    QCOMPARE(m_dialog->figureEdit()->text(), QStringLiteral("0.9"));
}

QTEST_MAIN(TestClaimReplace)
#include "tst_claimreplace.moc"
