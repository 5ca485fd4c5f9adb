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
