#pragma once

// Exports of the workbench: a chart as PNG or SVG, the explanation table as CSV, Markdown or
// LaTeX (booktabs) with the formula lines. Charts are drawn by a fresh chart widget of a fixed
// size (explicit fonts, animations off), so an export does not depend on the window's size or
// zoom. The bytes are returned; FileWriter writes them atomically.

#include "breakdown.h"
#include "breakdownformat.h"

#include <QByteArray>
#include <QImage>
#include <QSize>
#include <QStringList>

#include <memory>

class BreakdownChart;

namespace Exporter {

enum class Chart { RunningDcg, Contribution, Ndcg };
constexpr QSize chartSize(800, 500);

// A chart widget showing `breakdown` (which must outlive it), laid out at `size`.
std::unique_ptr<BreakdownChart> makeChart(
    Chart chart, const Ndcg::Breakdown &breakdown, QSize size = chartSize);
// The chart at `size` logical pixels, drawn at `scale` device pixels per pixel.
QImage chartImage(
    Chart chart, const Ndcg::Breakdown &breakdown, QSize size = chartSize, qreal scale = 2.0);
QByteArray chartPng(Chart chart, const Ndcg::Breakdown &breakdown, QSize size = chartSize);
QByteArray chartSvg(Chart chart, const Ndcg::Breakdown &breakdown, QSize size = chartSize);

// formatBreakdown() of the format; CSV gets the definition and formula lines appended as
// "# " comment lines (Markdown and LaTeX carry them already).
QByteArray table(const Ndcg::Breakdown &breakdown, Ndcg::Format format, const QStringList &labels);

} // namespace Exporter
