#pragma once

// Renders a Breakdown as LaTeX (booktabs), or as text (an aligned table, the totals and the formula
// lines with the numbers substituted), JSON, CSV or Markdown. Shared by `ndcg-cli explain`, `eval
// --explain` and the app's exports, so all of them print the same numbers.
//
// writeBreakdown() streams: it writes a row at a time, so printing a breakdown of millions of
// positions needs little memory beyond the breakdown. formatBreakdown() is the same text as one
// string, for the exports and the tests.

#include "breakdown.h"

#include <QJsonObject>
#include <QString>
#include <QTextStream>

#include <optional>

namespace Ndcg {

enum class Format { Text, Json, Csv, Markdown, Latex };
std::optional<Format> formatFromName(const QString &name);

// The value of an optional NDCG for people: the number, or "—" when undefined.
QString numberText(std::optional<double> value, int decimals = 3);

// "DCG@5 = 7/1.000 + 3/1.585 + … = 7.000 + 1.893 + … = 12.031" (ideal: the IDCG line).
// maxTerms: longer sums are shortened with "…".
QString dcgFormulaLine(const Breakdown &b, bool ideal, int decimals = 3, int maxTerms = 12);
// "NDCG@5 = DCG@5 / IDCG@5 = 12.031 / 13.347 = 0.901"
QString ndcgFormulaLine(const Breakdown &b, int decimals = 3);
// The definition line in plain text, as Notation::definitionLine() writes it for the window:
// "Gain 2^g−1 · Discount 1/log₂(i+1) · k = 5 · Ideal: judged pool (7 items) · if IDCG = 0:
// NDCG = 0 · relevant: g ≥ 1 · negative grades: gain 0"
QString definitionLine(const Settings &settings, int k, int poolSize);

QJsonObject settingsToJson(const Settings &settings);
QJsonObject breakdownToJson(const Breakdown &b, const QList<QString> &labels = {});

// labels[i]: the label of pool item i (0..n-1 the ranking, then the unretrieved items); an
// empty or missing label is left out.
QString formatBreakdown(const Breakdown &b, Format format, const QList<QString> &labels = {});
// The same characters as formatBreakdown(), written to `out` as they are formatted. Stops early
// once `out` reports a failed write; the caller checks out.status().
void writeBreakdown(
    QTextStream &out, const Breakdown &b, Format format, const QList<QString> &labels = {});

} // namespace Ndcg
