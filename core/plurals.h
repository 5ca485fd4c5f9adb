#pragma once

// English plurals for Qt's numerus strings. Every count in a user-visible sentence goes through
// Qt's numerus form, tr("%n item(s)", nullptr, n), so that translations give each language its
// own forms (the Chinese one has one). English is the source language and has no translation
// file: this translator is its plural table, installed by every program that links the core as
// its QCoreApplication is made (before any other translator, so consulted after all of them),
// so that English reads "1 item", "2 items" in the window, ndcg-cli and the tests alike.
// It inflects only numerus strings (n >= 0), by two marks in the source text:
//   word(s), word(es)   "(s)"/"(es)" right after a letter: left out for n = 1, kept for others;
//   quer(y|ies), (is|are)   singular|plural alternatives in parentheses: the first for n = 1.
// Anything else in parentheses ("(± %2)", "(%3)") is left alone.

#include <QTranslator>

namespace Ndcg {

// The English form of a numerus source text for the count n (the marks above resolved; %n is
// left for Qt to replace). Texts without marks come back unchanged.
QString englishPlural(const QString &source, int n);

class EnglishPlurals : public QTranslator
{
public:
    using QTranslator::QTranslator;
    bool isEmpty() const override { return false; }
    // A null string (no translation) unless n >= 0 and the text has a plural mark.
    QString translate(const char *context, const char *sourceText,
        const char *disambiguation = nullptr, int n = -1) const override;
};

// Installs one EnglishPlurals translator for the application (once; later calls do nothing).
// Called as the QCoreApplication is made (Q_COREAPP_STARTUP_FUNCTION): no program needs to.
void installEnglishPlurals();

} // namespace Ndcg
