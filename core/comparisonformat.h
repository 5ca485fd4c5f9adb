#pragma once

// Renders a RunComparison (runcomparison.h) as the results table papers print: one row per
// run, one column per measure, each mean with a mark where the run differs significantly from
// the baseline (†: higher, ‡: lower), a legend naming the test, α and the correction; then the
// differences from the baseline (mean difference, bootstrap interval, statistic, p, adjusted p,
// wins/ties/losses); with perQuery, every query's values too.
//
// Text, Markdown and LaTeX round to 4 decimals, as trec_eval prints; JSON and CSV give every
// number in full (17 significant digits), undefined ones as null / an empty field.

#include "breakdownformat.h"
#include "runcomparison.h"

#include <QJsonObject>
#include <QString>

namespace Ndcg::Trec {

// v with `decimals` decimals, "-" before a negative value and, when `plus`, "+" before a
// positive one; a value that rounds to zero is written without a sign ("0.000" for −0.0001,
// never "-0.000"). As every table and sentence of a comparison writes a number.
QString fixedText(double v, int decimals, bool plus = false);

// The mark after a mean where the run differs significantly from the baseline (Difference::
// significant, adjusted p < alpha): "†" higher, "‡" lower, empty otherwise (the baseline's own
// entries are never significant). Every table of a comparison takes its marks from here: the
// CLI's formats and the Evaluate runs window; legend() says what they mean.
QString significanceMark(const Difference &difference);

// "paired t-test", "Wilcoxon signed-rank test", "randomization test (exact: all 2^12 sign
// patterns)" / "(10000 random sign patterns, seed 1)".
QString testDescription(const RunComparison &comparison);
// The sentence under the table: what the marks mean.
QString legend(const RunComparison &comparison);

QJsonObject comparisonToJson(const RunComparison &comparison, bool perQuery);
QString formatComparison(const RunComparison &comparison, Format format, bool perQuery);

} // namespace Ndcg::Trec
