// File ▸ Print lesson as worksheet in the window (ui/files/worksheetdialog.h): the options
// dialog's fields, and print() through its hooks: the PDF written where asked with the options
// chosen (the library's pages for the same options), nothing written when the options or the
// path are cancelled, and a failed write told with its path and reason, leaving no file.

#include "files/worksheetdialog.h"
#include "worksheetpdf.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

namespace {

Ndcg::Lesson lesson()
{
    Ndcg::Lesson l;
    l.title = {QStringLiteral("Dialog lesson"), QStringLiteral("对话框课程")};
    Ndcg::Scene scene;
    Ndcg::Scenario s;
    for (double g : {2.0, 3.0, 0.0, 1.0, 2.0})
        s.a.items.append(Ndcg::Item {g, QStringLiteral("doc%1").arg(s.a.items.size()), {}});
    s.settings.cutoff = 4;
    scene.source.scenario = s;
    scene.question = Ndcg::Question {};
    l.scenes.append(scene);
    return l;
}

} // namespace

class TestWorksheetDialog : public QObject
{
    Q_OBJECT
private slots:
    void cleanup();
    void theDialogGivesItsOptions();
    void printWritesThePdf();
    void cancelWritesNothing();
    void aFailedWriteIsTold();

private:
    QTemporaryDir m_dir;
};

void TestWorksheetDialog::cleanup()
{
    WorksheetDialog::setOptionsHook({});
    WorksheetDialog::setSavePathHook({});
    WorksheetDialog::setMessageHook({});
}

void TestWorksheetDialog::theDialogGivesItsOptions()
{
    WorksheetDialog::Options defaults;
    defaults.seed = 31;
    WorksheetDialog dialog(defaults);
    auto *perStudent = dialog.findChild<QCheckBox *>();
    auto *students = dialog.findChild<QSpinBox *>();
    auto *seed = dialog.findChild<QLineEdit *>();
    QVERIFY(perStudent && students && seed);
    QVERIFY(!perStudent->isChecked());
    QVERIFY(!students->isEnabled()); // one sheet of the lesson's own grades
    QCOMPARE(dialog.options().students, 0);
    QCOMPARE(students->minimum(), 1);
    QCOMPARE(students->maximum(), 200);
    perStudent->setChecked(true);
    QVERIFY(students->isEnabled());
    students->setValue(25);
    seed->clear();
    QTest::keyClicks(seed, QStringLiteral("9x12"));
    QCOMPARE(seed->text(), QStringLiteral("912")); // digits only
    const QList<QComboBox *> combos = dialog.findChildren<QComboBox *>();
    QCOMPARE(combos.size(), 2);
    combos.at(0)->setCurrentIndex(3);
    combos.at(1)->setCurrentIndex(2);
    const WorksheetDialog::Options o = dialog.options();
    QCOMPARE(o.students, 25);
    QCOMPARE(o.seed, quint64(912));
    QCOMPARE(o.language, WorksheetDialog::Language::Both);
    QCOMPARE(o.parts, WorksheetDialog::Parts::KeyOnly);
}

void TestWorksheetDialog::printWritesThePdf()
{
    const QString path = m_dir.filePath(QStringLiteral("sheet.pdf"));
    QString suggested;
    WorksheetDialog::setOptionsHook([](const WorksheetDialog::Options &) {
        WorksheetDialog::Options o;
        o.students = 4;
        o.seed = 8;
        o.language = WorksheetDialog::Language::Chinese;
        return std::optional(o);
    });
    WorksheetDialog::setSavePathHook([&](const QString &s) {
        suggested = s;
        return path;
    });
    WorksheetDialog::setMessageHook([](const QString &text) { QFAIL(qPrintable(text)); });
    QVERIFY(WorksheetDialog::print(nullptr, lesson(), QStringLiteral("My lesson")));
    QVERIFY(suggested.endsWith(QStringLiteral("My-lesson-worksheet.pdf")));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    WorksheetPdf::Options options;
    options.language = QStringLiteral("zh_CN");
    options.students = 4;
    options.seed = 8;
    options.title = QStringLiteral("My lesson");
    const WorksheetPdf::Pdf expected = WorksheetPdf::write(lesson(), options);
    QVERIFY(expected.pages >= 8); // four sheets and four keys
    QCOMPARE(WorksheetPdf::pageCount(bytes), expected.pages);
}

void TestWorksheetDialog::cancelWritesNothing()
{
    const QString path = m_dir.filePath(QStringLiteral("cancelled.pdf"));
    WorksheetDialog::setOptionsHook(
        [](const WorksheetDialog::Options &) { return std::optional<WorksheetDialog::Options>(); });
    WorksheetDialog::setSavePathHook([&](const QString &) { return path; });
    QVERIFY(!WorksheetDialog::print(nullptr, lesson(), {}));
    QVERIFY(!QFile::exists(path));
    WorksheetDialog::setOptionsHook(
        [](const WorksheetDialog::Options &defaults) { return std::optional(defaults); });
    WorksheetDialog::setSavePathHook([](const QString &) { return QString(); });
    QVERIFY(!WorksheetDialog::print(nullptr, lesson(), {}));
    QVERIFY(!QFile::exists(path));
}

void TestWorksheetDialog::aFailedWriteIsTold()
{
    const QString path = m_dir.filePath(QStringLiteral("no-such-folder/sheet.pdf"));
    QString message;
    WorksheetDialog::setOptionsHook(
        [](const WorksheetDialog::Options &defaults) { return std::optional(defaults); });
    WorksheetDialog::setSavePathHook([&](const QString &) { return path; });
    WorksheetDialog::setMessageHook([&](const QString &text) { message = text; });
    QVERIFY(!WorksheetDialog::print(nullptr, lesson(), {}));
    QVERIFY2(message.contains(path), qPrintable(message));
    QVERIFY(!QFile::exists(path));
}

QTEST_MAIN(TestWorksheetDialog)
#include "tst_worksheetdialog.moc"
