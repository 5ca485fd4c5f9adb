#pragma once

// Reads a ranking from CSV or TSV text (a spreadsheet's export): one row per ranked item, in
// ranked order. The delimiter (tab, comma or semicolon) and a header row are detected. Columns
// are found by header name (label/doc/docno/id/title/标签/文档, grade/rel/relevance/相关性/等级,
// score/分数); without a header: `grade`, `label,grade`, `grade,score` or `label,grade,score`,
// told apart by which columns hold numbers. Errors name the file, line and column. Grades and
// the number of rows and the length of labels are held to the limits of scenario.h
// (maxAbsGrade, maxItems, maxLabelLength).

#include "breakdown.h"
#include "ranking.h"

#include <QByteArray>
#include <QString>

namespace Ndcg {

Result<Ranking> importCsv(const QByteArray &data, const QString &fileName);

} // namespace Ndcg
