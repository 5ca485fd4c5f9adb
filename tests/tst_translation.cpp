// The Simplified Chinese translation is complete and consistent with the code: every entry of
// resources/i18n/ndcg-explorer_zh_CN.ts is translated (no unfinished, empty or vanished entry),
// keeps the placeholders %1…%9 of its source and an accelerator where the source has one, and
// every translation context the code passes to QCoreApplication::translate exists in the file
// (a context lupdate assigns differently would never be translated).

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
    for (const char *dir : {"core", "ui", "app/cli", "app/explorer"}) {
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
            QStringLiteral("app/cli"), QStringLiteral("app/explorer"), QStringLiteral("-ts"),
            fresh});
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

QTEST_APPLESS_MAIN(TestTranslation)
#include "tst_translation.moc"
