#pragma once

// The interface language, switched at run time. English is the source text; Chinese installs
// the translation built from resources/i18n/ndcg-explorer_zh_CN.ts (embedded at :/i18n); Both
// installs the same translation through a BilingualTranslator that writes the key terms of
// SPEC's glossary in both languages: 折损累计增益 (DCG), 增益 (gain). Installing or removing a
// translator sends LanguageChange to every widget, and each one retranslates itself: nothing
// else changes (document, undo history, selection, zoom).
//
// One controller per process (instance()). The choice made in the View menu is remembered in
// the settings; the first start follows the system locale.

#include <QObject>
#include <QTranslator>

#include <optional>

// Chinese from a base translator, with the glossary's key terms followed by their English
// name or abbreviation the first time each occurs in a string.
class BilingualTranslator : public QTranslator
{
    Q_OBJECT
public:
    explicit BilingualTranslator(const QTranslator *base, QObject *parent = nullptr);
    QString translate(const char *context, const char *sourceText,
        const char *disambiguation = nullptr, int n = -1) const override;
    bool isEmpty() const override;
    // The annotation alone, for tests: 理想折损累计增益 → 理想折损累计增益 (IDCG).
    static QString annotate(const QString &chinese);

private:
    const QTranslator *m_base;
};

class LanguageController : public QObject
{
    Q_OBJECT
public:
    enum class Language { English, Chinese, Both };
    Q_ENUM(Language)

    static LanguageController *instance();
    ~LanguageController() override;

    Language language() const { return m_language; }
    // Installs the translators for `language`; every widget then retranslates itself.
    // `remember` stores the choice for the next start.
    void setLanguage(Language language, bool remember = true);
    // The language to start in: the remembered choice, else the system locale's.
    static Language startupLanguage();
    static Language systemLanguage();
    // "en", "zh_CN", "both" and back (command line, settings).
    static QString code(Language language);
    static std::optional<Language> fromCode(const QString &code);
    // True when the Chinese translation is built in (a build without it stays English).
    bool hasChinese() const { return m_chineseLoaded; }

signals:
    void languageChanged(LanguageController::Language language);

private:
    explicit LanguageController(QObject *parent);
    void removeTranslators();

    Language m_language = Language::English;
    QTranslator m_chinese;
    QTranslator m_qt;
    BilingualTranslator m_both;
    bool m_chineseLoaded = false;
    bool m_qtLoaded = false;
    QList<QTranslator *> m_installed;
};
