// The Simplified Chinese translation is complete and consistent with the code: every entry of
// resources/i18n/ndcg-explorer_zh_CN.ts is translated (no unfinished, empty or vanished entry),
// keeps the placeholders %1…%9 of its source and an accelerator where the source has one, and
// every translation context the code passes to QCoreApplication::translate exists in the file
// (a context lupdate assigns differently would never be translated). No translated text names a
// colour: rich text takes its colours as arguments (%1), so that they follow the theme.

#include "chinesetext.h"

#include <QDirIterator>
#include <QFile>
#include <QLibraryInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

const QString tsPath = QStringLiteral(NDCG_SOURCE_DIR "/resources/i18n/ndcg-explorer_zh_CN.ts");

struct Message
{
    QString context;
    QString source;
    QString type; // the translation's type attribute: "", "unfinished", "vanished", "obsolete"
    QStringList translations; // one, or the numerus forms
    qint64 line = 0;
};

QList<Message> readTs(const QString &path = tsPath)
{
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message m;
    bool inMessage = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("name") && !inMessage) {
                context = xml.readElementText();
            } else if (name == QLatin1String("message")) {
                inMessage = true;
                m = Message {context, {}, {}, {}, xml.lineNumber()};
            } else if (name == QLatin1String("source")) {
                m.source = xml.readElementText();
            } else if (name == QLatin1String("translation")) {
                m.type = xml.attributes().value(QLatin1String("type")).toString();
                // A numerus translation holds <numerusform> children; a plain one, text.
                QString text;
                while (!xml.atEnd()) {
                    xml.readNext();
                    if (xml.isCharacters())
                        text += xml.text();
                    else if (xml.isStartElement() && xml.name() == QLatin1String("numerusform"))
                        m.translations << xml.readElementText();
                    else if (xml.isEndElement() && xml.name() == QLatin1String("translation"))
                        break;
                }
                if (m.translations.isEmpty())
                    m.translations << text;
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            inMessage = false;
            messages << m;
        }
    }
    return messages;
}

QSet<QString> placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%L?[1-9]"));
    QSet<QString> found;
    for (const auto &match : re.globalMatch(text))
        found.insert(match.captured().remove(QLatin1Char('L')));
    return found;
}

// "&File" has an accelerator; "&&", "&nbsp;" and "R&D"-like entities do not count.
bool hasAccelerator(const QString &text)
{
    static const QRegularExpression re(
        QStringLiteral("(?<!&)&(?!&)(?![a-zA-Z]+;)(?![#][0-9]+;)[^\\s&]"));
    return re.match(text).hasMatch();
}

// The colours a text names: a hex colour (#A04000), or a colour given to color, background or
// bgcolor that is not a placeholder ("color: red", "background:#eee", "color: rgb(0, 0, 0)").
QStringList namedColours(const QString &text)
{
    static const QList<QRegularExpression> rules {
        QRegularExpression(QStringLiteral(R"re(#[0-9A-Fa-f]{6}(?:[0-9A-Fa-f]{2})?\b)re")),
        QRegularExpression(QStringLiteral("\\b(?:color|background(?:-color)?|bgcolor)\\s*[:=]"
                                          "\\s*[\\x27\"]?\\s*(?!%[1-9])[#\\w][^;\\x27\">]*"),
            QRegularExpression::CaseInsensitiveOption),
    };
    QStringList found;
    for (const QRegularExpression &rule : rules)
        for (const auto &match : rule.globalMatch(text))
            found << match.captured();
    return found;
}

// The string literals given to tr(), translate() and the QT_TR*_NOOP macros in `code`, joined
// where adjacent literals continue one string, each with the line it starts on.
QList<std::pair<int, QString>> translatedLiterals(const QString &code)
{
    // (Plain literals: moc misreads quotes inside raw ones.)
    static const QRegularExpression call(QStringLiteral(
        "\\b(?:(?:tr|QT_TR_NOOP|QT_TR_N_NOOP)\\s*\\("
        "|(?:translate|QT_TRANSLATE_NOOP|QT_TRANSLATE_N_NOOP)\\s*\\(\\s*\"[^\"]*\"\\s*,)"
        "\\s*((?:\"(?:[^\"\\\\\\n]|\\\\.)*\"\\s*)+)"));
    static const QRegularExpression literal(QStringLiteral("\"((?:[^\"\\\\\\n]|\\\\.)*)\""));
    QList<std::pair<int, QString>> strings;
    for (const auto &match : call.globalMatch(code)) {
        QString text;
        for (const auto &piece : literal.globalMatch(match.captured(1)))
            text += piece.captured(1);
        strings.append({int(code.left(match.capturedStart(1)).count(QLatin1Char('\n'))) + 1, text});
    }
    return strings;
}

} // namespace

class TestTranslation : public QObject
{
    Q_OBJECT
private slots:
    void fileIsThereAndLarge();
    void everyEntryIsTranslated();
    void placeholdersAreKept();
    void acceleratorsAreKept();
    void keyTermsFollowTheGlossary();
    void codeContextsExistInTheFile();
    void everyStringOfTheCodeIsInTheFile();
    void theChineseRuleFindsWhatItShould_data();
    void theChineseRuleFindsWhatItShould();
    void chineseSentencesUseChinesePunctuation();
    void theColourRuleFindsWhatItShould_data();
    void theColourRuleFindsWhatItShould();
    void noTranslatedTextNamesAColour();
};

void TestTranslation::fileIsThereAndLarge()
{
    const QList<Message> messages = readTs();
    QVERIFY2(messages.size() > 500, qPrintable(QString::number(messages.size())));
}

void TestTranslation::everyEntryIsTranslated()
{
    QStringList problems;
    for (const Message &m : readTs()) {
        const bool empty = std::any_of(m.translations.begin(), m.translations.end(),
            [](const QString &t) { return t.trimmed().isEmpty(); });
        if (!m.type.isEmpty() || empty)
            problems << QStringLiteral("line %1 [%2] %3: %4")
                            .arg(m.line)
                            .arg(m.context, m.source.left(60),
                                m.type.isEmpty() ? QStringLiteral("empty") : m.type);
    }
    QVERIFY2(problems.isEmpty(),
        qPrintable(QString::number(problems.size()) + QStringLiteral(" not translated:\n")
            + problems.mid(0, 40).join(QLatin1Char('\n'))));
}

void TestTranslation::placeholdersAreKept()
{
    QStringList problems;
    for (const Message &m : readTs()) {
        for (const QString &t : m.translations) {
            if (placeholders(t) != placeholders(m.source))
                problems << QStringLiteral("line %1: %2 → %3").arg(m.line).arg(m.source, t);
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestTranslation::acceleratorsAreKept()
{
    QStringList problems;
    for (const Message &m : readTs()) {
        if (!hasAccelerator(m.source))
            continue;
        for (const QString &t : m.translations) {
            if (!hasAccelerator(t))
                problems << QStringLiteral("line %1: %2 → %3").arg(m.line).arg(m.source, t);
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestTranslation::keyTermsFollowTheGlossary()
{
    // SPEC's glossary: 累计 (not 累积) and 折损 (not 折扣) in the interface; the variants belong
    // in the glossary only.
    QStringList problems;
    for (const Message &m : readTs()) {
        for (const QString &t : m.translations) {
            if (t.contains(QStringLiteral("累积")) || t.contains(QStringLiteral("折扣")))
                if (!m.source.contains(QStringLiteral("累积"))
                    && !m.source.contains(QStringLiteral("折扣")))
                    problems << QStringLiteral("line %1: %2").arg(m.line).arg(t);
        }
        if (m.source == QLatin1String("Discount"))
            QVERIFY(m.translations.first().contains(QStringLiteral("折损")));
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestTranslation::codeContextsExistInTheFile()
{
    QSet<QString> inFile;
    for (const Message &m : readTs())
        inFile.insert(m.context);
    static const QRegularExpression call(QStringLiteral(
        "(?:translate\\(\\s*\"([A-Za-z_:]+)\")|(?:Q_DECLARE_TR_FUNCTIONS\\(([A-Za-z_:]+)\\))"));
    QStringList problems;
    for (const char *dir : {"core", "print", "ui", "app/cli", "app/explorer"}) {
        QDirIterator it(QStringLiteral(NDCG_SOURCE_DIR "/") + QLatin1String(dir),
            {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files);
        while (it.hasNext()) {
            QFile f(it.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(f.readAll());
            for (const auto &match : call.globalMatch(text)) {
                const QString context
                    = match.captured(1).isEmpty() ? match.captured(2) : match.captured(1);
                if (!inFile.contains(context))
                    problems << it.fileName() + QStringLiteral(": ") + context;
            }
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestTranslation::everyStringOfTheCodeIsInTheFile()
{
    // lupdate over the sources as they are now: a string added without `ninja
    // update_translations` (and a translation) fails here.
    const QString lupdate
        = QLibraryInfo::path(QLibraryInfo::BinariesPath) + QStringLiteral("/lupdate");
    if (!QFile::exists(lupdate))
        QSKIP("lupdate is not installed (qt6-l10n-tools)");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fresh = dir.filePath(QStringLiteral("fresh.ts"));
    QProcess p;
    p.setWorkingDirectory(QStringLiteral(NDCG_SOURCE_DIR));
    p.start(lupdate,
        {QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none"),
            QStringLiteral("-silent"), QStringLiteral("ui"), QStringLiteral("core"),
            QStringLiteral("print"), QStringLiteral("app/cli"), QStringLiteral("app/explorer"),
            QStringLiteral("-ts"), fresh});
    QVERIFY(p.waitForFinished(120000));
    QCOMPARE(p.exitCode(), 0);
    QSet<QString> inFile;
    for (const Message &m : readTs())
        inFile.insert(m.context + QLatin1Char('|') + m.source);
    QStringList missing;
    for (const Message &m : readTs(fresh)) {
        if (!inFile.contains(m.context + QLatin1Char('|') + m.source))
            missing << m.context + QStringLiteral(": ") + m.source;
    }
    QVERIFY2(missing.isEmpty(),
        qPrintable(QStringLiteral("not in resources/i18n/ndcg-explorer_zh_CN.ts (run ninja "
                                  "update_translations and translate them):\n")
            + missing.join(QLatin1Char('\n'))));
}

// The rule itself (tests/chinesetext.h), on the mistakes issue 20 found and on what it allows.
void TestTranslation::theChineseRuleFindsWhatItShould_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("flagged");
    QTest::newRow("an ASCII colon after Chinese") << "定义: 增益" << true;
    QTest::newRow("an ASCII colon before a space and Chinese") << "k = 3: 线性" << true;
    QTest::newRow("an ASCII full stop ending a Chinese sentence") << "结果不同." << true;
    // Between digits a comma is the list's business: Ndcg::joinList (tst_language checks it).
    QTest::newRow("commas between digits are left to the list") << "位置 2, 3, 4, 5" << false;
    QTest::newRow("an ASCII comma before Chinese") << "k = 3, 线性增益" << true;
    QTest::newRow("a space after a full stop") << "（13 个更低，0 个相同）。 平均" << true;
    QTest::newRow("a space after a full-width colon") << "定义： 增益" << true;
    QTest::newRow("a space between two Chinese words") << "先预测 增益₁" << true;
    QTest::newRow("a space before a full-width bracket") << "发表处 （文件 a.txt）" << true;
    QTest::newRow("a space after a tag before a bracket")
        << "发表处<small> （文件 %2）</small>" << true;
    QTest::newRow("a separator beside a bracket") << "（5 项） · 若 IDCG = 0" << false;
    QTest::newRow("full-width punctuation") << "定义：增益，折损。" << false;
    QTest::newRow("an enumeration comma") << "位置 2、3、4、5" << false;
    QTest::newRow("Latin spaced from Chinese") << "已显示 DCG@i 列" << false;
    QTest::newRow("a number with a point") << "NDCG 为 0.861。" << false;
    QTest::newRow("a formula's own colon") << "折损 DCG@k: 2^g − 1" << false;
    QTest::newRow("a file extension") << "场景文件（.ndcg.json）" << false;
    QTest::newRow("file dialog patterns")
        << "NDCG 场景 (*.ndcg.json *.json);;所有文件 (*)" << false;
    QTest::newRow("an accelerator") << "关闭(&O)" << false;
    QTest::newRow("a placeholder") << "位置 %1：%2" << false;
    QTest::newRow("a URL") << "见 https://example.org/a.b。" << false;
}

void TestTranslation::theChineseRuleFindsWhatItShould()
{
    QFETCH(QString, text);
    QFETCH(bool, flagged);
    const QStringList problems = ChineseText::problems(text);
    QVERIFY2(problems.isEmpty() != flagged, qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestTranslation::chineseSentencesUseChinesePunctuation()
{
    // Every Chinese translation: full-width punctuation inside Chinese, no ASCII spaces inside
    // it (the code's assembled sentences are checked where they are assembled: tst_language).
    QStringList problems;
    for (const Message &m : readTs()) {
        for (const QString &t : m.translations) {
            for (const QString &p : ChineseText::problems(t))
                problems << QStringLiteral("line %1: %2 — %3").arg(m.line).arg(p, t);
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

// The rule that keeps colours out of translated text (the theme's colours are arguments).
void TestTranslation::theColourRuleFindsWhatItShould_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("flagged");
    QTest::newRow("a hex colour in a style") << "<b style='color:#A04000'>none</b>" << true;
    QTest::newRow("a hex colour in a span of several")
        << "<span style='font-size:12pt; color:#0072B2'>A</span>" << true;
    QTest::newRow("a hex colour in a font tag") << "<font color=\"#d55e00\">B</font>" << true;
    QTest::newRow("a short hex background") << "<td style='background:#eee'>x</td>" << true;
    QTest::newRow("a named colour") << "<span style=\"color: red\">!</span>" << true;
    QTest::newRow("an rgb() colour") << "<b style='color: rgb(0, 114, 178)'>x</b>" << true;
    QTest::newRow("a colour as a placeholder") << "<b style='color:%4'>x</b>" << false;
    QTest::newRow("a background as a placeholder")
        << "<td style='background:%1; color:%2'>x</td>" << false;
    QTest::newRow("a number after a hash") << "Query #12 has no run in #3." << false;
    QTest::newRow("the word in a sentence") << "Blue raises it, vermillion lowers it." << false;
}

void TestTranslation::theColourRuleFindsWhatItShould()
{
    QFETCH(QString, text);
    QFETCH(bool, flagged);
    const QStringList found = namedColours(text);
    QVERIFY2(found.isEmpty() != flagged, qPrintable(found.join(QLatin1Char('\n'))));
}

// The theme's colours change with the theme (light, dark, high contrast): a colour inside a
// translated string would stay the light theme's (and a translator could change it). The file's
// sources and translations, and the strings the code passes to tr() and translate(), checked
// apart (lupdate, which brings the code's strings into the file, may be missing).
void TestTranslation::noTranslatedTextNamesAColour()
{
    QStringList problems;
    for (const Message &m : readTs()) {
        for (const QString &text : QStringList {m.source} + m.translations) {
            for (const QString &colour : namedColours(text))
                problems << QStringLiteral("ndcg-explorer_zh_CN.ts line %1: %2 in \"%3\"")
                                .arg(m.line)
                                .arg(colour, text.left(80));
        }
    }
    int strings = 0;
    for (const char *dir : {"core", "print", "ui", "app"}) {
        QDirIterator it(QStringLiteral(NDCG_SOURCE_DIR "/") + QLatin1String(dir),
            {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
            QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            for (const auto &[line, text] : translatedLiterals(QString::fromUtf8(f.readAll()))) {
                ++strings;
                for (const QString &colour : namedColours(text))
                    problems << QStringLiteral("%1:%2: %3 in \"%4\"")
                                    .arg(path.mid(int(qstrlen(NDCG_SOURCE_DIR)) + 1))
                                    .arg(line)
                                    .arg(colour, text.left(80));
            }
        }
    }
    QVERIFY2(strings > 500, qPrintable(QString::number(strings))); // the scan found the code's
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

QTEST_APPLESS_MAIN(TestTranslation)
#include "tst_translation.moc"
