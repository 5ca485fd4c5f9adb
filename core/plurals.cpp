#include "plurals.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace Ndcg {

QString englishPlural(const QString &source, int n)
{
    static const QRegularExpression suffix(QStringLiteral("(?<=\\p{L})\\((s|es)\\)"));
    static const QRegularExpression choice(QStringLiteral("\\(([\\p{L}' ]*)\\|([\\p{L}' ]*)\\)"));
    const bool one = n == 1;
    QString out = source;
    out.replace(suffix, one ? QString() : QStringLiteral("\\1"));
    out.replace(choice, one ? QStringLiteral("\\1") : QStringLiteral("\\2"));
    return out;
}

QString EnglishPlurals::translate(
    const char *context, const char *sourceText, const char *disambiguation, int n) const
{
    Q_UNUSED(context);
    Q_UNUSED(disambiguation);
    if (n < 0 || !sourceText)
        return QString();
    const QString source = QString::fromUtf8(sourceText);
    if (!source.contains(QLatin1Char('(')))
        return QString();
    const QString english = englishPlural(source, n);
    return english == source ? QString() : english;
}

QString joinList(const QStringList &items)
{
    return items.join(QCoreApplication::translate("Ndcg", ", ", "list separator"));
}

QString titledText(const QString &title, const QString &text)
{
    return QCoreApplication::translate("Ndcg", "%1: %2", "a title and what follows it")
        .arg(title, text);
}

QString runInTitle(const QString &title)
{
    const QString titled
        = QCoreApplication::translate("Ndcg", "%1.", "a title run into its paragraph").arg(title);
    const bool chinese = !titled.isEmpty() && isChineseCharacter(titled.back());
    return chinese ? titled : titled + QLatin1Char(' ');
}

bool isChineseCharacter(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 0x3000 && u <= 0x303F) || (u >= 0x3400 && u <= 0x4DBF)
        || (u >= 0x4E00 && u <= 0x9FFF) || (u >= 0xF900 && u <= 0xFAFF)
        || (u >= 0xFF00 && u <= 0xFFEF);
}

QString joinSentences(const QStringList &sentences)
{
    QString out;
    for (const QString &sentence : sentences) {
        if (sentence.isEmpty())
            continue;
        if (!out.isEmpty() && !isChineseCharacter(out.back())
            && !isChineseCharacter(sentence.front()))
            out += QLatin1Char(' ');
        out += sentence;
    }
    return out;
}

namespace {

bool isLatinOrDigit(QChar c)
{
    return c.unicode() < 128 && c.isLetterOrNumber();
}

bool isIdeograph(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 0x3400 && u <= 0x9FFF) || (u >= 0xF900 && u <= 0xFAFF);
}

// The space between two neighbours: none next to full-width punctuation or between two Chinese
// characters, one between a Chinese character and a Latin letter or digit, `otherwise` for
// anything else.
QString spaceBetween(QChar left, QChar right, const QString &otherwise)
{
    const bool punctuation = (isChineseCharacter(left) && !isIdeograph(left))
        || (isChineseCharacter(right) && !isIdeograph(right));
    if (punctuation || (isIdeograph(left) && isIdeograph(right)))
        return {};
    if ((isIdeograph(left) && isLatinOrDigit(right))
        || (isIdeograph(right) && isLatinOrDigit(left)))
        return QStringLiteral(" ");
    return otherwise;
}

} // namespace

QString argSpaced(const QString &pattern, const QString &argument)
{
    const QString marker = QStringLiteral("%1");
    QString out;
    qsizetype from = 0;
    for (qsizetype at = pattern.indexOf(marker); at >= 0; at = pattern.indexOf(marker, from)) {
        // The pattern's text before %1, its spaces next to %1 set apart.
        QString before = pattern.mid(from, at - from);
        QString spaceBefore;
        while (before.endsWith(QLatin1Char(' '))) {
            before.chop(1);
            spaceBefore += QLatin1Char(' ');
        }
        out += before;
        if (!argument.isEmpty() && !out.isEmpty())
            spaceBefore = spaceBetween(out.back(), argument.front(), spaceBefore);
        out += spaceBefore + argument;
        from = at + marker.size();
        qsizetype spaces = 0;
        while (from + spaces < pattern.size() && pattern.at(from + spaces) == QLatin1Char(' '))
            ++spaces;
        if (!argument.isEmpty() && from + spaces < pattern.size()) {
            out += spaceBetween(
                argument.back(), pattern.at(from + spaces), QString(spaces, QLatin1Char(' ')));
            from += spaces;
        }
    }
    out += pattern.mid(from);
    return out;
}

void installEnglishPlurals()
{
    static const QString name = QStringLiteral("ndcg-english-plurals");
    auto *app = QCoreApplication::instance();
    if (!app || app->findChild<QTranslator *>(name, Qt::FindDirectChildrenOnly))
        return;
    auto *plurals = new EnglishPlurals(app);
    plurals->setObjectName(name);
    QCoreApplication::installTranslator(plurals);
}

} // namespace Ndcg

namespace {
void installAtStartup()
{
    Ndcg::installEnglishPlurals();
}
} // namespace
Q_COREAPP_STARTUP_FUNCTION(installAtStartup)
