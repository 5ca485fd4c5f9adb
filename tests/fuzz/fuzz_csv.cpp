// libFuzzer target for the CSV/TSV ranking import (core/csvimport.cpp): any bytes must give a
// ranking or an Error naming a line of the input, never a crash; an accepted file gives finite
// grades and scores, at most one item per line of the input.

#include "csvimport.h"

#include <QByteArray>

#include <cmath>
#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto ranking = Ndcg::importCsv(bytes, QStringLiteral("fuzz.csv"));
    // A line ends at \n, \r\n or a lone \r: at most one line per byte, plus the last.
    const qsizetype lines = bytes.count('\n') + bytes.count('\r') + 1;
    if (!ranking) {
        const Ndcg::Error &error = ranking.error();
        if (error.message.isEmpty() || error.line < 0 || error.line > lines + 1 || error.column < 0
            || error.file != QStringLiteral("fuzz.csv"))
            __builtin_trap();
        return 0;
    }
    if (ranking->items.isEmpty() || ranking->items.size() > lines
        || !ranking->unretrieved.isEmpty())
        __builtin_trap();
    for (const Ndcg::Item &item : ranking->items) {
        if (!std::isfinite(item.grade) || (item.score && !std::isfinite(*item.score)))
            __builtin_trap();
    }
    return 0;
}
