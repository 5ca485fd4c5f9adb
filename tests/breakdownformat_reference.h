#pragma once

// The breakdown formats as one string each, as main printed them before they were streamed.

#include "breakdownformat.h"

QString referenceFormatBreakdown(
    const Ndcg::Breakdown &b, Ndcg::Format format, const QList<QString> &labels = {});
