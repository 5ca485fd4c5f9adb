#pragma once

// A lesson's worksheet and its answer key as a PDF (A4, QPdfWriter; Qt Gui only, so that the
// window and `ndcg-cli lesson worksheet` both print it). For every scene with a question
// (Ndcg::worksheet(), core/worksheet.h): the scene's title, the question, the definition line
// and the ranking's table, whose cells to fill (gain, d(i), gain·d(i), DCG@i, ideal grade,
// IDCG@i, NDCG@i) are empty boxes on the worksheet and hold the core's values on the key; a
// choice gets its choices with a box each, a prediction a line to answer on; the key marks the
// right choices and writes the answer. One sheet per student's version, each with its version
// and seed; the key lists them in the same order. In one language, or in both side by side
// (English | 中文: the texts in two columns, the tables once with both headers).

#include "lesson.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace WorksheetPdf {

enum class Parts { WorksheetAndKey, WorksheetOnly, KeyOnly };

struct Options
{
    // "en", "zh_CN" (any "zh…"), or "both"; empty: the language of the translators installed
    // now (the window's), its texts picked by QLocale()'s name.
    QString language;
    Parts parts = Parts::WorksheetAndKey;
    // 0: one sheet with the lesson's own grades. 1–200: versions 1..students, drawn from `seed`.
    int students = 0;
    quint64 seed = 0;
    QString title; // the PDF's title; empty: the lesson's
};

struct Pdf
{
    QByteArray bytes;
    QString error; // non-empty when nothing could be written: it names the scene and the reason
    int pages = 0;
    QStringList pageTexts; // what each page says, as plain text (each table cell on a line)
    QString text() const { return pageTexts.join(QLatin1Char('\n')); }
};

Pdf write(const Ndcg::Lesson &lesson, const Options &options);

// The font family for `language`: a CJK-capable one for Chinese (and both), else empty (the
// application font). The handout uses it too.
QString fontFamily(const QString &language);

// The pages of a PDF as QPdfWriter writes them ("/Type /Page" objects).
int pageCount(const QByteArray &pdf);

} // namespace WorksheetPdf
