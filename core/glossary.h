#pragma once

// The bilingual glossary of SPEC.md: every term the app uses, in English and Simplified Chinese,
// with the variants the Chinese texts also use (累积 for 累计, 折扣 for 折损) and a one-line
// definition in each language. Shown in the app's glossary and used by the "both languages"
// labels (折损累计增益 (DCG)).

#include <QList>
#include <QString>

namespace Ndcg {

struct GlossaryEntry
{
    QString key; // stable id, e.g. "dcg"
    QString english; // "discounted cumulative gain (DCG)"
    QString chinese; // "折损累计增益"
    QString abbreviation; // "DCG", or empty
    QString variants; // other Chinese spellings the texts use, or empty
    QString definitionEn;
    QString definitionZh;
};

const QList<GlossaryEntry> &glossary();
// The entry for a key, or nullptr.
const GlossaryEntry *glossaryEntry(const QString &key);
// "折损累计增益 (DCG)" — the Chinese term with the English abbreviation (or term) after it.
QString bilingualTerm(const QString &key);

} // namespace Ndcg
