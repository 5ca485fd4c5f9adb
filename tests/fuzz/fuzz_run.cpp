// libFuzzer target for the run reader and everything behind it: any bytes must scan to the
// same blocks whether read at once or in two windows, and when they form a run, evaluate to
// the same bytes serially and on three threads (against trec_eval's qrels.test), and give a
// ranking for the explain view. Errors must name a line of the input. Never a crash.

#include "treceval.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>

using namespace Ndcg::Trec;

namespace {

QString blocksOf(const QByteArray &bytes, qsizetype split, Ndcg::Result<bool> &status)
{
    QString blocks;
    RunScanner scanner(
        QStringLiteral("fuzz.run"), [&](std::string_view qid, const std::vector<RunLine> &lines) {
            blocks += QString::fromUtf8(qid.data(), qsizetype(qid.size()));
            for (const RunLine &line : lines)
                blocks += QLatin1Char(' ')
                    + QString::fromUtf8(line.docno.data(), qsizetype(line.docno.size()))
                    + QLatin1Char('=') + QString::number(line.score, 'g', 17);
            blocks += QLatin1Char('\n');
        });
    // First window [0, split), then the unconsumed rest with the remainder, in fresh buffers.
    QByteArray first = bytes.left(split);
    auto consumed
        = scanner.feed(first.constData(), first.constData() + first.size(), split == bytes.size());
    scanner.detach();
    first.fill('#'); // a released window's memory must no longer be read
    if (consumed && split < bytes.size()) {
        const QByteArray rest = bytes.mid(qsizetype(*consumed));
        consumed = scanner.feed(rest.constData(), rest.constData() + rest.size(), true);
        scanner.detach();
    }
    if (!consumed) {
        status = consumed.error();
        return {};
    }
    scanner.finish();
    status = true;
    return blocks;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const auto qrels = Qrels::load(QStringLiteral(NDCG_CONFORMANCE_DIR "/qrels.test"));
    static QTemporaryDir dir;
    if (!qrels || !dir.isValid())
        __builtin_trap();

    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    Ndcg::Result<bool> whole = true;
    Ndcg::Result<bool> halves = true;
    const QString blocks = blocksOf(bytes, bytes.size(), whole);
    const QString split = blocksOf(bytes, bytes.size() / 2, halves);
    if (whole.ok() != halves.ok() || blocks != split)
        __builtin_trap();
    if (!whole) {
        const int lines = int(bytes.count('\n')) + 1;
        if (whole.error().line < 1 || whole.error().line > lines
            || halves.error().line != whole.error().line)
            __builtin_trap();
        return 0;
    }

    const QString path = dir.filePath(QStringLiteral("run"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size())
        __builtin_trap();
    file.close();
    EvalOptions options;
    options.measures = *parseMeasures({QStringLiteral("all_trec"),
        QStringLiteral("ndcg.0=1,1=0.5,3=2.5"), QStringLiteral("ndcg_cut.1,3,7")});
    options.perQuery = true;
    options.complete = size % 2 == 1;
    options.maxDepth = size % 3 == 0 ? 2 : options.maxDepth;
    options.threads = 1;
    const auto serial = evaluate(*qrels, path, options);
    options.threads = 3;
    options.minBytesPerThread = 1;
    const auto parallel = evaluate(*qrels, path, options);
    if (serial.ok() != parallel.ok() || (serial.ok() && *serial != *parallel)
        || (!serial.ok() && serial.error().toString() != parallel.error().toString()))
        __builtin_trap();
    const auto ranking = rankingForQuery(*qrels, path, QStringLiteral("301"), options.maxDepth);
    if (!ranking && ranking.error().line > int(bytes.count('\n')) + 1)
        __builtin_trap();
    return 0;
}
