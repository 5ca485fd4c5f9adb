// libFuzzer target for the qrels parser: any bytes must give a Qrels or an Error naming a line
// of the input, never a crash; a parsed file must find every judgment it holds.

#include "trecfiles.h"

#include <QByteArray>

#include <cstddef>
#include <cstdint>

using namespace Ndcg::Trec;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto qrels = Qrels::parse(bytes, QStringLiteral("fuzz.qrels"));
    if (!qrels) {
        const int lines = int(bytes.count('\n')) + 1;
        if (qrels.error().line < 1 || qrels.error().line > lines || qrels.error().message.isEmpty())
            __builtin_trap();
        return 0;
    }
    const auto &queries = qrels->queries();
    for (std::size_t q = 0; q < queries.size(); ++q) {
        if (q > 0 && !(queries[q - 1].qid < queries[q].qid))
            __builtin_trap(); // sorted, distinct
        if (qrels->queryIndex(queries[q].qid) != int(q))
            __builtin_trap();
        for (const Judgment &j : qrels->judgmentsOf(int(q))) {
            const auto grade = qrels->grade(int(q), j.docno, Detail::hashBytes(j.docno));
            if (!grade || *grade != j.grade)
                __builtin_trap();
        }
    }
    return 0;
}
