#pragma once

// A printable handout of the open scenario as a PDF (A4, QPdfWriter): the title, for a worked
// example its description and source text (by its citation, the file name in small print); the
// definition line (every convention in force), the explanation table, the DCG, IDCG and NDCG
// formulas with their numbers, and the three charts two to a row — for ranking A and, in a
// comparison, ranking B. A comparison opens with NDCG@k of A and of B and which is higher. A
// worked example then gives its text's figures beside the exact values, the verdicts and why
// they differ, and its notes (the point of the example), before the workings. The sections
// follow one another without forced page breaks, so no page is left mostly empty. The text is
// in the UI language (tr()); for Chinese the document font is one that has CJK glyphs.

#include "breakdown.h"
#include "scenario.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace Handout {

struct Pdf
{
    QByteArray bytes;
    QString error; // non-empty when a ranking could not be explained (nothing is written); in
                   // a comparison it names the ranking
    int pages = 0;
    QString text; // what it says, as plain text (each table cell on a line of its own)
};

// language: a locale name ("en", "zh_CN"); empty: QLocale()'s.
Pdf write(const Ndcg::Scenario &scenario, const QString &title, const QString &language = {});

// The formula lines under a ranking's table: DCG@k and IDCG@k with their terms, and NDCG@k, with
// the numbers as the window and the step-through write them (Ndcg::sumFormulaLine() with
// DisplayFormat::stepNumbers(): "DCG@1 = 1.148×10⁶⁰²/1.000 = 1.148×10⁶⁰² = 1.148×10⁶⁰²").
QStringList formulaLines(const Ndcg::Breakdown &breakdown);

// The pages of a PDF as QPdfWriter writes them ("/Type /Page" objects).
int pageCount(const QByteArray &pdf);

// The font family the handout uses for `language`: a CJK-capable one for Chinese, else empty
// (the application font).
QString fontFamily(const QString &language);

} // namespace Handout
