// No lazy plurals (issue 12): every count in a sentence is a Qt numerus string, and English reads
// "1 item", "2 items" — in the window (the language controller installs Ndcg::EnglishPlurals
// under its translators), in ndcg-cli (its main installs it) and in core's messages. A Chinese
// translation of a numerus string still wins over the English plural table. And no source file
// writes "(s)" in a sentence whose count is not its numerus %n.

#include "breakdown.h"
#include "classroom/languagecontroller.h"
#include "plurals.h"
#include "steps.h"

#include <QApplication>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

class TestPlurals : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void marks_data();
    void marks();
    void windowStrings_data();
    void windowStrings();
    void chineseTranslationWins();
    void coreNarration();
    void cliMessages_data();
    void cliMessages();
    void noLazyPluralsInTheSources();
    void piecesJoinAsTheLanguageWrites_data();
    void piecesJoinAsTheLanguageWrites();
    void argumentsAreSpacedAsMixedTextIs_data();
    void argumentsAreSpacedAsMixedTextIs();
};

void TestPlurals::initTestCase()
{
    // What the window does first: its language controller (English).
    LanguageController::instance()->setLanguage(LanguageController::Language::English, false);
}

void TestPlurals::marks_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("english");
    QTest::newRow("(s), 1") << "%n item(s)" << 1 << "%n item";
    QTest::newRow("(s), 2") << "%n item(s)" << 2 << "%n items";
    QTest::newRow("(s), 0") << "%n item(s)" << 0 << "%n items";
    QTest::newRow("(es), 1") << "%n match(es)" << 1 << "%n match";
    QTest::newRow("(es), 3") << "%n match(es)" << 3 << "%n matches";
    QTest::newRow("(y|ies), 1") << "%n quer(y|ies)" << 1 << "%n query";
    QTest::newRow("(y|ies), 2") << "%n quer(y|ies)" << 2 << "%n queries";
    QTest::newRow("verb, 1") << "%n convention(s) (gives|give) %1" << 1 << "%n convention gives %1";
    QTest::newRow("verb, 2") << "%n convention(s) (gives|give) %1" << 2 << "%n conventions give %1";
    QTest::newRow("words with spaces") << "(it is|they are) left out" << 4 << "they are left out";
    QTest::newRow("other parentheses stay")
        << "%n item(s) (± %2) (%3)" << 1 << "%n item (± %2) (%3)";
    QTest::newRow("no letter before (s)") << "(s) alone" << 1 << "(s) alone";
}

void TestPlurals::marks()
{
    QFETCH(QString, source);
    QFETCH(int, n);
    QFETCH(QString, english);
    QCOMPARE(Ndcg::englishPlural(source, n), english);
}

void TestPlurals::windowStrings_data()
{
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("source");
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("english");
    // The strings as the window's code writes them.
    QTest::newRow("paste, 1") << "RowCommands"
                              << "Paste %n row(s)" << 1 << "Paste 1 row";
    QTest::newRow("paste, 2") << "RowCommands"
                              << "Paste %n row(s)" << 2 << "Paste 2 rows";
    QTest::newRow("practice, 1") << "PracticeDialog"
                                 << "Compute <b>%1</b>, rounded to %n decimal(s)." << 1
                                 << "Compute <b>%1</b>, rounded to 1 decimal.";
    QTest::newRow("practice, 2") << "PracticeDialog"
                                 << "Compute <b>%1</b>, rounded to %n decimal(s)." << 2
                                 << "Compute <b>%1</b>, rounded to 2 decimals.";
    QTest::newRow("runs, 1") << "RunsChart"
                             << "▲ %1 higher: %n quer(y|ies)" << 1 << "▲ %1 higher: 1 query";
    QTest::newRow("runs, 2") << "RunsChart"
                             << "▲ %1 higher: %n quer(y|ies)" << 2 << "▲ %1 higher: 2 queries";
}

void TestPlurals::windowStrings()
{
    QFETCH(QString, context);
    QFETCH(QString, source);
    QFETCH(int, n);
    QFETCH(QString, english);
    QCOMPARE(QCoreApplication::translate(
                 context.toUtf8().constData(), source.toUtf8().constData(), nullptr, n),
        english);
}

void TestPlurals::chineseTranslationWins()
{
    // A numerus string the Chinese translation has: under Chinese, its Chinese form.
    LanguageController::instance()->setLanguage(LanguageController::Language::Chinese, false);
    const QString chinese = QCoreApplication::translate("Ndcg",
        "The ranking has only %n result(s), so the sum stops there: DCG@%1 = %2.", nullptr, 1);
    LanguageController::instance()->setLanguage(LanguageController::Language::English, false);
    QVERIFY2(!chinese.contains(QStringLiteral("result")), qPrintable(chinese));
    QVERIFY(chinese.contains(QLatin1Char('1')));
    QCOMPARE(
        QCoreApplication::translate("Ndcg",
            "The ranking has only %n result(s), so the sum stops there: DCG@%1 = %2.", nullptr, 1),
        QStringLiteral("The ranking has only 1 result, so the sum stops there: DCG@%1 = %2."));
}

void TestPlurals::coreNarration()
{
    // The step-through's narration of the ideal order, counted by hand from the moves (an item
    // moves when its ideal position differs from its position; the ideal is stable).
    auto narration = [](const Ndcg::Ranking &r, const Ndcg::Settings &s) {
        const Ndcg::Breakdown b = Ndcg::explain(r, s).value();
        const Ndcg::StepSequence seq = Ndcg::buildSteps(b, r);
        for (const Ndcg::Step &step : seq.steps) {
            if (step.kind == Ndcg::StepKind::IdealOrder)
                return step.narration;
        }
        return QString();
    };
    Ndcg::Settings listOnly;
    listOnly.idealSource = Ndcg::IdealSource::List;
    // 2, 3, 1 → 3, 2, 1: the 2 and the 3 change place.
    const QString two = narration(Ndcg::Ranking::fromGrades({2, 3, 1}), listOnly);
    QVERIFY2(two.endsWith(QStringLiteral(": 2 items move.")), qPrintable(two));
    // With the pool: 2, 0 + judged 1 → 2, 1, 0: the 0 moves to 3, the 1 comes in.
    const QString one = narration(Ndcg::Ranking::fromGrades({2, 0}, {1}), Ndcg::Settings {});
    QVERIFY2(one.contains(QStringLiteral(
                 "1 ranked item moves and 1 judged item the system missed comes in.")),
        qPrintable(one));
    // 1, 2, 0 + judged 3, 3 → 3, 3, 2, 1, 0: all three ranked items move, two come in.
    const QString many = narration(Ndcg::Ranking::fromGrades({1, 2, 0}, {3, 3}), Ndcg::Settings {});
    QVERIFY2(many.contains(QStringLiteral(
                 "3 ranked items move and 2 judged items the system missed come in.")),
        qPrintable(many));
}

void TestPlurals::cliMessages_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("1 label for 3 grades") << QStringList {"explain", "--grades", "3,2,1",
        "--labels", "a"} << "--labels: 1 label for 3 grades";
    QTest::newRow("2 labels for 1 grade") << QStringList {"explain", "--grades", "3", "--labels",
        "a,b"} << "--labels: 2 labels for 1 grade";
    QTest::newRow("1 score for 2 grades") << QStringList {"conventions", "--grades", "3,2",
        "--scores", "0.5"} << "--scores: 1 score for 2 grades";
}

void TestPlurals::cliMessages()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    QProcess p;
    p.start(QStringLiteral(NDCG_BIN_DIR "/ndcg-cli"), args);
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE_NE(p.exitCode(), 0);
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QVERIFY2(err.contains(message), qPrintable(err));
}

namespace {

struct Literal
{
    qsizetype start; // the opening quote
    qsizetype end; // past the closing quote
    QString text;
};

// The string literals of a C++ file (comments and character literals skipped).
QList<Literal> stringLiterals(const QString &code)
{
    QList<Literal> out;
    qsizetype i = 0;
    const qsizetype n = code.size();
    while (i < n) {
        const QChar c = code[i];
        if (c == QLatin1Char('/') && i + 1 < n && code[i + 1] == QLatin1Char('/')) {
            i = code.indexOf(QLatin1Char('\n'), i);
            if (i < 0)
                break;
        } else if (c == QLatin1Char('/') && i + 1 < n && code[i + 1] == QLatin1Char('*')) {
            i = code.indexOf(QLatin1String("*/"), i + 2);
            if (i < 0)
                break;
            i += 2;
        } else if (c == QLatin1Char('\'') || c == QLatin1Char('"')) {
            const qsizetype start = i++;
            QString text;
            while (i < n && code[i] != c) {
                if (code[i] == QLatin1Char('\\') && i + 1 < n)
                    text += code[i++];
                text += code[i++];
            }
            ++i;
            if (c == QLatin1Char('"'))
                out.append({start, i, text});
        } else {
            ++i;
        }
    }
    return out;
}

} // namespace

void TestPlurals::noLazyPluralsInTheSources()
{
    // A word with "(s)" (or "(es)") in a string literal must be in a numerus string: the
    // statement around it (from the previous to the next ';') passes its count as %n.
    static const QRegularExpression lazy(QStringLiteral("\\p{L}\\((s|es)\\)"));
    QStringList offenders;
    int numerus = 0;
    for (const char *dir : {"ui", "core", "app"}) {
        QDirIterator it(QStringLiteral(NDCG_SOURCE_DIR "/") + QLatin1String(dir),
            {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
            QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QString code = QString::fromUtf8(file.readAll());
            for (const Literal &l : stringLiterals(code)) {
                if (!lazy.match(l.text).hasMatch())
                    continue;
                const qsizetype start = code.lastIndexOf(QLatin1Char(';'), l.start) + 1;
                qsizetype end = code.indexOf(QLatin1Char(';'), l.end);
                if (end < 0)
                    end = code.size();
                if (code.mid(start, end - start).contains(QLatin1String("%n")))
                    ++numerus;
                else
                    offenders << path.mid(qsizetype(qstrlen(NDCG_SOURCE_DIR)) + 1)
                            + QStringLiteral(": \"") + l.text + QLatin1Char('"');
            }
        }
    }
    QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join(QLatin1Char('\n'))));
    QVERIFY(numerus >= 10); // the scan sees the numerus strings
}

// Lists, sentences and titles assembled from translated pieces (issue 20): what joins them is
// the language's own ("2、3、4、5", "。平均", "舍入：", "舍入。"), never the code's ", " or ". ".
void TestPlurals::piecesJoinAsTheLanguageWrites_data()
{
    QTest::addColumn<bool>("chinese");
    QTest::addColumn<QString>("what");
    QTest::addColumn<QStringList>("pieces");
    QTest::addColumn<QString>("expected");
    const QStringList positions {"2", "3", "4", "5"};
    QTest::newRow("an English list takes commas")
        << false << "list" << positions << QStringLiteral("2, 3, 4, 5");
    QTest::newRow("a Chinese list takes the enumeration comma")
        << true << "list" << positions << QStringLiteral("2、3、4、5");
    QTest::newRow("English sentences take a space")
        << false << "sentences" << QStringList {"Higher on 3.", "The mean is 0.1."}
        << QStringLiteral("Higher on 3. The mean is 0.1.");
    QTest::newRow("Chinese sentences take none")
        << true << "sentences" << QStringList {"（13 个更低，0 个相同）。", "平均差异为 0.1。"}
        << QStringLiteral("（13 个更低，0 个相同）。平均差异为 0.1。");
    QTest::newRow("an empty sentence adds nothing")
        << false << "sentences" << QStringList {"One.", "", "Two."} << QStringLiteral("One. Two.");
    QTest::newRow("an English title and its text")
        << false << "titled" << QStringList {"Rounding", "the text rounds"}
        << QStringLiteral("Rounding: the text rounds");
    QTest::newRow("a Chinese title and its text")
        << true << "titled" << QStringList {"舍入", "原文舍入"} << QStringLiteral("舍入：原文舍入");
    QTest::newRow("an English run-in title")
        << false << "run-in" << QStringList {"Rounding"} << QStringLiteral("Rounding. ");
    QTest::newRow("a Chinese run-in title")
        << true << "run-in" << QStringList {"舍入"} << QStringLiteral("舍入。");
}

void TestPlurals::piecesJoinAsTheLanguageWrites()
{
    QFETCH(bool, chinese);
    QFETCH(QString, what);
    QFETCH(QStringList, pieces);
    QFETCH(QString, expected);
    LanguageController::instance()->setLanguage(
        chinese ? LanguageController::Language::Chinese : LanguageController::Language::English,
        false);
    const QString joined = what == QLatin1String("list") ? Ndcg::joinList(pieces)
        : what == QLatin1String("sentences")             ? Ndcg::joinSentences(pieces)
        : what == QLatin1String("titled")                ? Ndcg::titledText(pieces[0], pieces[1])
                                                         : Ndcg::runInTitle(pieces[0]);
    LanguageController::instance()->setLanguage(LanguageController::Language::English, false);
    QCOMPARE(joined, expected);
}

void TestPlurals::argumentsAreSpacedAsMixedTextIs_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<QString>("argument");
    QTest::addColumn<QString>("expected");
    QTest::newRow("Chinese before Latin takes a space")
        << "已显示%1"
        << "DCG@i 列" << QStringLiteral("已显示 DCG@i 列");
    QTest::newRow("a space kept between Chinese and Latin")
        << "已显示 %1"
        << "DCG@i 列" << QStringLiteral("已显示 DCG@i 列");
    QTest::newRow("Chinese against Chinese takes none")
        << "先预测 %1，再揭晓（R）。"
        << "增益₁" << QStringLiteral("先预测增益₁，再揭晓（R）。");
    QTest::newRow("Latin after the argument takes a space")
        << "R 揭晓%1下一个"
        << "DCG@3" << QStringLiteral("R 揭晓 DCG@3 下一个");
    QTest::newRow("Chinese after the argument takes none")
        << "是 %1 给出的"
        << "线性增益" << QStringLiteral("是线性增益给出的");
    QTest::newRow("full-width punctuation after the argument is left as it is")
        << "先预测 %1，再"
        << "DCG@2" << QStringLiteral("先预测 DCG@2，再");
    QTest::newRow("other neighbours keep the pattern's spacing")
        << "揭晓 %1 · Shift+R"
        << "增益₁" << QStringLiteral("揭晓增益₁ · Shift+R");
    QTest::newRow("English is left as it is")
        << "Predict %1, then reveal it (R)."
        << "gain₁" << QStringLiteral("Predict gain₁, then reveal it (R).");
    QTest::newRow("every %1") << "%1 与 %1"
                              << "A" << QStringLiteral("A 与 A");
}

void TestPlurals::argumentsAreSpacedAsMixedTextIs()
{
    QFETCH(QString, pattern);
    QFETCH(QString, argument);
    QFETCH(QString, expected);
    QCOMPARE(Ndcg::argSpaced(pattern, argument), expected);
}

QTEST_MAIN(TestPlurals)
#include "tst_plurals.moc"
