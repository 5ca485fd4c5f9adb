#include "languagecontroller.h"

#include "document/settingsstore.h"
#include "glossary.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

#include <algorithm>

namespace {

// The terms written in both languages, longest first so that 理想折损累计增益 is found whole
// rather than as 理想 + 折损累计增益. Position (位置) is left out: it is everywhere.
struct Term
{
    QString chinese;
    QString english; // the abbreviation, or the English term
};

const QList<Term> &terms()
{
    static const QList<Term> list = [] {
        QList<Term> l;
        for (const Ndcg::GlossaryEntry &e : Ndcg::glossary()) {
            if (e.key == QLatin1String("position"))
                continue;
            l.append({e.chinese, e.abbreviation.isEmpty() ? e.english : e.abbreviation});
        }
        std::sort(l.begin(), l.end(),
            [](const Term &a, const Term &b) { return a.chinese.size() > b.chinese.size(); });
        return l;
    }();
    return list;
}

} // namespace

BilingualTranslator::BilingualTranslator(const QTranslator *base, QObject *parent)
    : QTranslator(parent)
    , m_base(base)
{ }

bool BilingualTranslator::isEmpty() const
{
    return m_base->isEmpty();
}

QString BilingualTranslator::translate(
    const char *context, const char *sourceText, const char *disambiguation, int n) const
{
    const QString chinese = m_base->translate(context, sourceText, disambiguation, n);
    return chinese.isEmpty() ? chinese : annotate(chinese);
}

QString BilingualTranslator::annotate(const QString &chinese)
{
    QString out;
    out.reserve(chinese.size() + 32);
    QList<const Term *> done;
    qsizetype i = 0;
    while (i < chinese.size()) {
        const Term *hit = nullptr;
        for (const Term &t : terms()) {
            if (QStringView(chinese).mid(i).startsWith(t.chinese)) {
                hit = &t;
                break;
            }
        }
        if (!hit) {
            out += chinese[i++];
            continue;
        }
        out += hit->chinese;
        i += hit->chinese.size();
        // Once per string, and not where the text already names it: 折损累计增益 (DCG), 增益 g.
        // "(DCG)", "（DCG）", " DCG@5" name it already; "(&I)", an accelerator, does not.
        QStringView rest = QStringView(chinese).mid(i).trimmed();
        const bool bracket = rest.startsWith(QLatin1Char('(')) || rest.startsWith(QChar(0xFF08));
        if (bracket)
            rest = rest.mid(1);
        const bool named = rest.startsWith(hit->english, Qt::CaseInsensitive)
            || (bracket && !rest.isEmpty() && rest.front().isLetter()
                && rest.front().unicode() < 128);
        if (!named && !done.contains(hit)) {
            out += QStringLiteral(" (") + hit->english + QLatin1Char(')');
            done.append(hit);
        }
    }
    return out;
}

LanguageController *LanguageController::instance()
{
    static LanguageController *controller = nullptr;
    if (!controller) {
        controller = new LanguageController(QCoreApplication::instance());
        QObject::connect(controller, &QObject::destroyed, [] { controller = nullptr; });
    }
    return controller;
}

LanguageController::LanguageController(QObject *parent)
    : QObject(parent)
    , m_both(&m_chinese)
{
    m_chineseLoaded = m_chinese.load(QStringLiteral(":/i18n/ndcg-explorer_zh_CN.qm"));
    // Qt's own strings (context menus, the undo stack's "Undo %1"), when Qt's translations are
    // installed.
    m_qtLoaded = m_qt.load(QLocale(QLocale::Chinese, QLocale::China), QStringLiteral("qtbase"),
        QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
}

LanguageController::~LanguageController()
{
    removeTranslators();
}

void LanguageController::removeTranslators()
{
    // At exit the application may be gone already: nothing to remove from.
    if (QCoreApplication::instance()) {
        for (QTranslator *t : std::as_const(m_installed))
            QCoreApplication::removeTranslator(t);
    }
    m_installed.clear();
}

void LanguageController::setLanguage(Language language, bool remember)
{
    if (remember)
        SettingsStore::setLanguage(code(language));
    if (language == m_language && (language == Language::English || !m_installed.isEmpty()))
        return;
    m_language = language;
    removeTranslators();
    if (language != Language::English) {
        if (m_qtLoaded)
            m_installed.append(&m_qt);
        if (m_chineseLoaded)
            m_installed.append(
                language == Language::Both ? static_cast<QTranslator *>(&m_both) : &m_chinese);
    }
    for (QTranslator *t : std::as_const(m_installed))
        QCoreApplication::installTranslator(t);
    QLocale::setDefault(language == Language::English
            ? QLocale(QLocale::English, QLocale::UnitedStates)
            : QLocale(QLocale::Chinese, QLocale::China));
    // The widgets get LanguageChange as posted events: deliver them now, so that every window
    // reads in the new language when this returns.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    emit languageChanged(language);
}

LanguageController::Language LanguageController::systemLanguage()
{
    return QLocale::system().language() == QLocale::Chinese ? Language::Chinese : Language::English;
}

LanguageController::Language LanguageController::startupLanguage()
{
    const auto saved = fromCode(SettingsStore::language());
    return saved ? *saved : systemLanguage();
}

QString LanguageController::code(Language language)
{
    switch (language) {
    case Language::English:
        return QStringLiteral("en");
    case Language::Chinese:
        return QStringLiteral("zh_CN");
    case Language::Both:
        return QStringLiteral("both");
    }
    return QStringLiteral("en");
}

std::optional<LanguageController::Language> LanguageController::fromCode(const QString &code)
{
    // A locale name as the system writes it is accepted too: en_US, en-GB, zh-CN, zh_Hans_CN
    // (the UI has one English and one Chinese, Simplified).
    const QString name = code.trimmed().toLower().replace(QLatin1Char('-'), QLatin1Char('_'));
    const auto is = [&](QLatin1String language) {
        return name == language || name.startsWith(language + QLatin1Char('_'));
    };
    if (is(QLatin1String("en")))
        return Language::English;
    if (is(QLatin1String("zh")))
        return Language::Chinese;
    if (name == QLatin1String("both"))
        return Language::Both;
    return std::nullopt;
}
