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

#include <QStringList>
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

// Sentences assembled from pieces, as each language writes them. The pieces are translated
// strings; what joins them is chosen here, so that no ", " or " " of the code lands inside a
// Chinese sentence.
//
// A list: "2, 3, 4, 5" in English, "2、3、4、5" in Chinese. The separator is itself a
// translation (context "Ndcg", disambiguation "list separator").
QString joinList(const QStringList &items);
// Sentences one after the other: a space after an English sentence, none after a Chinese one
// (nor before one that starts with a Chinese character: "。平均", not "。 平均").
QString joinSentences(const QStringList &sentences);
// pattern.arg(argument), with the spacing of mixed Chinese and Latin text where the argument
// meets its neighbours: one space between a Chinese character and a Latin letter or digit
// ("已显示 DCG@i 列"), none between two Chinese characters ("先预测增益₁"), and the pattern's
// own choice anywhere else (English is left as it is). The pattern holds %1 once or more.
QString argSpaced(const QString &pattern, const QString &argument);
// A title and what it heads: "Rounding: the text rounds…", "舍入：……" (translated "%1: %2").
QString titledText(const QString &title, const QString &text);
// A title run into the paragraph after it, with the space that follows it in the language:
// "Rounding. " and "舍入。" (translated "%1.").
QString runInTitle(const QString &title);
// A Chinese character or full-width punctuation (CJK symbols, ideographs, full-width forms).
bool isChineseCharacter(QChar c);

// Installs one EnglishPlurals translator for the application (once; later calls do nothing).
// Called as the QCoreApplication is made (Q_COREAPP_STARTUP_FUNCTION): no program needs to.
void installEnglishPlurals();

} // namespace Ndcg
