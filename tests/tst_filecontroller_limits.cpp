// The window against the input limits (issue 14):
// - a grade the table accepts (up to ±1,000,000) is saved, opened again and read back from its
//   recovery copy; 1,000,001 is refused by the table, by paste and by every reader with the same
//   words ("grade 1000001 is out of range (expected a number from −1,000,000 to 1,000,000)"), the
//   readers naming the line;
// - /dev/zero opened as a scenario, imported as CSV, or given as the qrels or the run of a TREC
//   import is refused with a message naming the limit, and the document stays as it was (under
//   a ceiling of 1 GB more address space, so that a reader that grew without bound fails at
//   once instead of filling the memory);
// - a ranking of more than 100,000 items (a TREC query, a paste) is refused, saying the limit.
// QSettings points at a temporary folder of this process (isolatedsettings.h).

#include "document/rankingdocument.h"
#include "document/rowcommands.h"
#include "document/scenariodocument.h"
#include "document/settingsstore.h"
#include "files/filecontroller.h"
#include "isolatedsettings.h"
#include "mainwindow.h"
#include "memorylimit.h"
#include "recoverystore.h"
#include "scenario.h"
#include "workbench/rankingtablemodel.h"
#include "workbench/workbench.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>

namespace {
constexpr qint64 gigabyte = 1024LL * 1024 * 1024;

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// 34,000 items of 1000 backslashes: 34 MB as a table, about 70 MB as a scenario (each
// backslash is written as two bytes), over the limit of 64 MiB.
QList<Ndcg::Item> backslashItems()
{
    return QList<Ndcg::Item>(
        34000, Ndcg::Item {1.0, QString(Ndcg::maxLabelLength, QLatin1Char('\\')), std::nullopt});
}

// 12,000 items of 1000 control characters, each written as six bytes (\u0001): about 72 MB.
QList<Ndcg::Item> controlCharacterItems()
{
    return QList<Ndcg::Item>(
        12000, Ndcg::Item {1.0, QString(Ndcg::maxLabelLength, QChar(0x01)), std::nullopt});
}

// "saved, the scenario would take 66.3 MB, …" for a file of `bytes`, rounded up to a tenth.
QString sizeMessage(qint64 bytes)
{
    const double tenths = std::ceil(double(bytes) / (1024.0 * 1024.0) * 10.0) / 10.0;
    return QStringLiteral("saved, the scenario would take %1 MB, more than the limit of 64 MB "
                          "for a scenario file: shorten its labels or remove items")
        .arg(tenths, 0, 'f', 1);
}
const QString outOfRange = QStringLiteral(
    "grade 1000001 is out of range (expected a number from −1,000,000 to 1,000,000)");
} // namespace

class TestFileControllerLimits : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void aGradeTheTableAcceptsIsSavedAndOpened();
    void aGradeOverTheLimitIsRefusedEverywhere();
    void endlessFilesLeaveTheDocument_data();
    void endlessFilesLeaveTheDocument();
    void tooManyItemsAreRefused();
    void aScenarioTooLargeToReopenIsNotSaved();
    void anImportTooLargeToSaveIsRefused();
    void aLabelOverTheLimitIsRefusedEverywhere();

private:
    QString write(const QString &name, const QByteArray &bytes);
    FileController *files() const { return m_window->files(); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_messages;
};

void TestFileControllerLimits::initTestCase()
{
    QVERIFY(SettingsStore::settings().fileName().startsWith(IsolatedSettings::folder()));
    FileController::setMessageHook([this](const QString &text) { m_messages << text; });
    FileController::setQuestionHook([](const QString &) { return QMessageBox::Discard; });
}

void TestFileControllerLimits::init()
{
    SettingsStore::settings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    m_window = std::make_unique<MainWindow>();
    m_messages.clear();
}

void TestFileControllerLimits::cleanup()
{
    m_window.reset();
    m_dir.reset();
}

QString TestFileControllerLimits::write(const QString &name, const QByteArray &bytes)
{
    const QString path = m_dir->filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    return path;
}

// Before, the table took 500000 but the reader stopped at 10000: the saved file could not be
// opened, and its recovery copy was called damaged.
void TestFileControllerLimits::aGradeTheTableAcceptsIsSavedAndOpened()
{
    RankingDocument *document = m_window->document()->a();
    QCOMPARE(document->editItemText(RankingDocument::List::Ranking, 0,
                 RankingDocument::Field::Grade, QStringLiteral("500000")),
        QString());
    QCOMPARE(document->editItemText(RankingDocument::List::Ranking, 1,
                 RankingDocument::Field::Grade, QStringLiteral("-1000000")),
        QString());
    const Ndcg::Scenario edited = m_window->document()->scenario();
    QCOMPARE(edited.a.items[0].grade, 500000.0);
    const QString path = m_dir->filePath(QStringLiteral("big-grades.ndcg.json"));
    QVERIFY(files()->saveAs(path));
    QVERIFY(m_messages.isEmpty());

    MainWindow other;
    QVERIFY(other.files()->open(path));
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(QLatin1Char('\n'))));
    QCOMPARE(other.document()->scenario(), edited);

    // The recovery copy of the same document reads back whole.
    RecoveryStore store(m_dir->filePath(QStringLiteral("recovery")));
    RecoveryEntry entry;
    entry.process = RecoveryStore::currentProcess();
    entry.written = QDateTime::currentDateTimeUtc();
    entry.displayName = QStringLiteral("big-grades.ndcg.json");
    entry.scenario = edited;
    const QString copy = store.folder() + QStringLiteral("/copy.json");
    QString error;
    QVERIFY2(store.write(copy, entry, &error), qPrintable(error));
    const auto recovered = RecoveryStore::read(copy);
    QVERIFY2(recovered, recovered ? "" : qPrintable(recovered.error().toString()));
    QCOMPARE(recovered->scenario, edited);
}

void TestFileControllerLimits::aGradeOverTheLimitIsRefusedEverywhere()
{
    RankingDocument *document = m_window->document()->a();
    const Ndcg::Scenario before = m_window->document()->scenario();
    // The table.
    QCOMPARE(document->editItemText(RankingDocument::List::Ranking, 0,
                 RankingDocument::Field::Grade, QStringLiteral("1000001")),
        QStringLiteral("Grade 1000001 is out of range (expected a number from −1,000,000 to "
                       "1,000,000)."));
    // Paste.
    RowCommands *editor = m_window->workbench()->rowCommands();
    QSignalSpy refused(editor, &RowCommands::refused);
    // Pasted below the last row (no current cell): line 2 of the text would be row n + 2.
    const qsizetype n = document->ranking().items.size();
    editor->pasteText(QStringLiteral("2\n1000001\n"));
    QCOMPARE(refused.size(), 1);
    QCOMPARE(refused.first().first().toString(),
        QStringLiteral(
            "Nothing pasted. Row %1, column “Grade g” (line 2 of the pasted text): Grade "
            "1000001 is out of range (expected a number from −1,000,000 to 1,000,000).")
            .arg(n + 2));
    QCOMPARE(m_window->document()->scenario(), before);
    // A number no double holds is out of range too, said the same way (it was "“1e999” is not
    // a grade: paste numbers, or a grade and a label on each line."): in a column, in a row of
    // grades, after a header.
    const struct
    {
        QString text;
        qsizetype index; // the block's row of 1e999
        int line;
    } beyond[] = {{QStringLiteral("2\n1e999\n"), 1, 2}, {QStringLiteral("1\t1e999\t3"), 1, 1},
        {QStringLiteral("Label\tGrade\nx\t1\ny\t1e999\n"), 1, 3}};
    for (const auto &b : beyond) {
        refused.clear();
        editor->pasteText(b.text);
        QCOMPARE(refused.size(), 1);
        QCOMPARE(refused.first().first().toString(),
            QStringLiteral("Nothing pasted. Row %1, column “Grade g” (line %2 of the pasted text): "
                           "Grade 1e999 is out of range (expected a number from −1,000,000 to "
                           "1,000,000).")
                .arg(n + b.index + 1)
                .arg(b.line));
        QCOMPARE(m_window->document()->scenario(), before);
    }

    // A scenario, a CSV table and a TREC query: the same words, after the line.
    Ndcg::Scenario s;
    s.a = Ndcg::Ranking::fromGrades({2, 1000001});
    QVERIFY(!files()->open(write(QStringLiteral("over.ndcg.json"), Ndcg::scenarioToJson(s))));
    QVERIFY(
        !files()->importCsv(write(QStringLiteral("over.csv"), "label,grade\na,2\nb,1000001\n")));
    QVERIFY(!files()->importTrec(write(QStringLiteral("over.qrels"), "1 0 a 2\n1 0 b 1000001\n"),
        write(QStringLiteral("over.run"), "1 Q0 a 1 0.9 x\n"), QStringLiteral("1")));
    QCOMPARE(m_messages.size(), 3);
    const QString json = QString::fromUtf8(Ndcg::scenarioToJson(s));
    const int jsonLine = int(json.left(json.indexOf(QStringLiteral("1000001"))).count('\n')) + 1;
    QVERIFY2(m_messages[0].contains(QStringLiteral("Line %1, column").arg(jsonLine))
            && m_messages[0].contains(outOfRange),
        qPrintable(m_messages[0]));
    QVERIFY2(m_messages[1].contains(QStringLiteral("Line 3, column 2: ") + outOfRange),
        qPrintable(m_messages[1]));
    QVERIFY2(
        m_messages[2].contains(QStringLiteral("Line 2: ") + outOfRange), qPrintable(m_messages[2]));
    QCOMPARE(m_window->document()->scenario(), before);
}

void TestFileControllerLimits::endlessFilesLeaveTheDocument_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("open /dev/zero") << QStringLiteral("open")
                                    << QStringList {"“zero” could not be opened",
                                           "the file is larger than 64 MB, the limit for "
                                           "a scenario file"};
    QTest::newRow("import /dev/zero as CSV")
        << QStringLiteral("csv")
        << QStringList {"“zero” could not be imported",
               "the file is larger than 64 MB, the limit for a "
               "CSV or TSV file"};
    QTest::newRow("/dev/zero as the qrels of a TREC query")
        << QStringLiteral("qrels")
        << QStringList {"“zero” could not be imported",
               "Line 1: line longer than 65536 bytes: not a TREC file"};
    QTest::newRow("/dev/zero as the run of a TREC query")
        << QStringLiteral("run")
        << QStringList {"“zero” could not be imported",
               "Line 1: line longer than 65536 bytes: not a TREC file"};
}

void TestFileControllerLimits::endlessFilesLeaveTheDocument()
{
    if (!MemoryLimit::isSupported())
        QSKIP("no address-space limit under AddressSanitizer");
    QFETCH(QString, what);
    QFETCH(QStringList, expected);
    const QString qrels = write(QStringLiteral("q.qrels"), "1 0 a 2\n1 0 b 0\n");
    const QString run = write(QStringLiteral("r.run"), "1 Q0 a 1 0.9 x\n1 Q0 b 2 0.5 x\n");
    const QString zero = QStringLiteral("/dev/zero");
    const Ndcg::Scenario before = m_window->document()->scenario();
    const QString title = m_window->windowTitle();
    bool done = true;
    {
        const AddressSpaceLimit limit(gigabyte);
        QVERIFY(limit.isValid());
        if (what == QLatin1String("open"))
            done = files()->open(zero);
        else if (what == QLatin1String("csv"))
            done = files()->importCsv(zero);
        else if (what == QLatin1String("qrels"))
            done = files()->importTrec(zero, run, QStringLiteral("1"));
        else
            done = files()->importTrec(qrels, zero, QStringLiteral("1"));
    }
    QVERIFY(!done);
    QCOMPARE(m_messages.size(), 1);
    for (const QString &part : expected)
        QVERIFY2(m_messages.first().contains(part), qPrintable(m_messages.first()));
    QVERIFY(m_messages.first().contains(QStringLiteral("The open document was not changed.")));
    QCOMPARE(m_window->document()->scenario(), before);
    QCOMPARE(m_window->windowTitle(), title);
}

void TestFileControllerLimits::tooManyItemsAreRefused()
{
    const Ndcg::Scenario before = m_window->document()->scenario();
    // A TREC query of 100,001 documents (one judged).
    QByteArray lines;
    for (int i = 0; i <= Ndcg::maxItems; ++i)
        lines += "1 Q0 d" + QByteArray::number(i) + " 1 " + QByteArray::number(1.0 - i * 1e-6)
            + " x\n";
    QVERIFY(!files()->importTrec(write(QStringLiteral("q.qrels"), "1 0 d0 2\n"),
        write(QStringLiteral("long.run"), lines), QStringLiteral("1")));
    QCOMPARE(m_messages.size(), 1);
    QVERIFY2(m_messages.first().contains(QStringLiteral(
                 "Query “1”: 100001 items: more than the limit of 100000 items in a ranking")),
        qPrintable(m_messages.first()));
    QCOMPARE(m_window->document()->scenario(), before);

    // A paste that would make the ranking longer than the limit.
    RowCommands *editor = m_window->workbench()->rowCommands();
    QSignalSpy refused(editor, &RowCommands::refused);
    // Ranked and unretrieved items count together.
    const qsizetype rows = m_window->document()->a()->ranking().items.size();
    const qsizetype pool = m_window->document()->a()->ranking().unretrieved.size();
    editor->pasteText(QStringLiteral("1\n").repeated(Ndcg::maxItems - rows - pool + 1));
    QCOMPARE(refused.size(), 1);
    QCOMPARE(refused.first().first().toString(),
        QStringLiteral("Nothing pasted. 100001 items: more than the limit of 100000 items "
                       "in a ranking"));
    QCOMPARE(m_window->document()->scenario(), before);
    // Up to the limit: pasted.
    editor->pasteText(QStringLiteral("1\n").repeated(Ndcg::maxItems - rows - pool));
    QCOMPARE(refused.size(), 1);
    QCOMPARE(m_window->document()->a()->ranking().items.size(), Ndcg::maxItems - pool);
}

// Before, Save wrote a file of 70 MB that Open then refused, over the old file. Now the save is
// refused before a byte is written, the old file stays, and the message says why.
void TestFileControllerLimits::aScenarioTooLargeToReopenIsNotSaved()
{
    const QString path = m_dir->filePath(QStringLiteral("lesson.ndcg.json"));
    QVERIFY(files()->saveAs(path));
    const QByteArray old = readFile(path);
    QVERIFY(!old.isEmpty());
    // Edits make the window hold more than a file may (a paste of labels, say).
    Ndcg::Ranking big;
    big.items = controlCharacterItems();
    m_window->document()->a()->editRanking(big, QStringLiteral("paste"));
    const qint64 size = Ndcg::scenarioToJson(m_window->document()->scenario()).size();
    QVERIFY(size > Ndcg::maxScenarioBytes);
    QVERIFY(!files()->save());
    QCOMPARE(m_messages.size(), 1);
    QCOMPARE(m_messages.first(),
        QStringLiteral("“%1” could not be saved: %2\n\nAny file that was there is unchanged.")
            .arg(QDir::toNativeSeparators(path), sizeMessage(size)));
    QCOMPARE(readFile(path), old);
    QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files | QDir::Hidden),
        QStringList {QStringLiteral("lesson.ndcg.json")});
    QVERIFY(m_window->document()->isModified());
    // Save As elsewhere: refused the same way, nothing written.
    const QString other = m_dir->filePath(QStringLiteral("other.ndcg.json"));
    QVERIFY(!files()->saveAs(other));
    QVERIFY(!QFile::exists(other));
}

// A table within its 64 MB whose scenario would be larger (labels of backslashes) is refused at
// import, so that whatever the window holds can be saved.
void TestFileControllerLimits::anImportTooLargeToSaveIsRefused()
{
    const Ndcg::Scenario before = m_window->document()->scenario();
    QByteArray csv = "label,grade\n";
    for (const Ndcg::Item &item : backslashItems())
        csv += item.label.toLatin1() + ",1\n";
    QVERIFY(csv.size() < Ndcg::maxInputBytes);
    Ndcg::Scenario imported;
    imported.a.items = backslashItems();
    imported.settings = SettingsStore::preferredSettings();
    const qint64 size = Ndcg::scenarioToJson(imported).size();
    QVERIFY(!files()->importCsv(write(QStringLiteral("backslashes.csv"), csv)));
    QCOMPARE(m_messages.size(), 1);
    QCOMPARE(m_messages.first(),
        QStringLiteral("“backslashes.csv” could not be imported.\n\n%1\n\nThe open document was "
                       "not changed.")
            .arg(sizeMessage(size)));
    QCOMPARE(m_window->document()->scenario(), before);
}

// The label limit (1000 characters) in the table, a paste, a scenario, a CSV table and a TREC
// query, in the same words; 1000 characters are accepted and saved.
void TestFileControllerLimits::aLabelOverTheLimitIsRefusedEverywhere()
{
    RankingDocument *document = m_window->document()->a();
    const QString atLimit(Ndcg::maxLabelLength, QLatin1Char('d'));
    const QString over = atLimit + QLatin1Char('x');
    const QString limit = QStringLiteral(
        "the label is 1001 characters long, more than the limit of 1000 characters");
    QCOMPARE(document->editItemText(
                 RankingDocument::List::Ranking, 0, RankingDocument::Field::Label, atLimit),
        QString());
    const Ndcg::Scenario before = m_window->document()->scenario();
    QCOMPARE(document->editItemText(
                 RankingDocument::List::Ranking, 1, RankingDocument::Field::Label, over),
        QStringLiteral("The label is 1001 characters long, more than the limit of 1000 "
                       "characters."));
    RowCommands *editor = m_window->workbench()->rowCommands();
    QSignalSpy refused(editor, &RowCommands::refused);
    const qsizetype n = document->ranking().items.size();
    editor->pasteText(QStringLiteral("2\tshort\n1\t") + over + QLatin1Char('\n'));
    QCOMPARE(refused.size(), 1);
    QCOMPARE(refused.first().first().toString(),
        QStringLiteral("Nothing pasted. Row %1, column “Label” (line 2 of the pasted text): The "
                       "label is 1001 characters long, more than the limit of 1000 characters.")
            .arg(n + 2));
    QCOMPARE(m_window->document()->scenario(), before);
    // Saved and opened again at the limit.
    const QString saved = m_dir->filePath(QStringLiteral("long-label.ndcg.json"));
    QVERIFY(files()->saveAs(saved));
    QVERIFY(files()->open(saved));
    QCOMPARE(m_window->document()->scenario(), before);

    Ndcg::Scenario s;
    s.a = Ndcg::Ranking::fromGrades({2, 1});
    s.a.items[1].label = over;
    QVERIFY(!files()->open(write(QStringLiteral("over.ndcg.json"), Ndcg::scenarioToJson(s))));
    QVERIFY(!files()->importCsv(
        write(QStringLiteral("over.csv"), "label,grade\na,2\n" + over.toLatin1() + ",1\n")));
    QVERIFY(!files()->importTrec(write(QStringLiteral("over.qrels"), "1 0 a 2\n"),
        write(QStringLiteral("over.run"), "1 Q0 a 1 0.9 x\n1 Q0 " + over.toLatin1() + " 2 0.5 x\n"),
        QStringLiteral("1")));
    QCOMPARE(m_messages.size(), 3);
    const QString json = QString::fromUtf8(Ndcg::scenarioToJson(s));
    const int jsonLine = int(json.left(json.indexOf(over)).count(QLatin1Char('\n'))) + 1;
    QVERIFY2(
        m_messages[0].contains(
            QStringLiteral("Line %1, column 18: rankingA.items[1].label: ").arg(jsonLine) + limit),
        qPrintable(m_messages[0]));
    QVERIFY2(m_messages[1].contains(QStringLiteral("Line 3, column 1: ") + limit),
        qPrintable(m_messages[1]));
    QVERIFY2(
        m_messages[2].contains(QStringLiteral("Query “1”: ") + limit), qPrintable(m_messages[2]));
    QCOMPARE(m_window->document()->scenario(), before);
}

QTEST_MAIN(TestFileControllerLimits)
#include "tst_filecontroller_limits.moc"
