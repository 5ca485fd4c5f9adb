// Google Benchmark of Ndcg::writeBreakdown(): the breakdown of 1,000,000 positions (grades 0..4,
// labels "d1" …, k = 10) printed in each format to a device that drops the bytes, through a
// QTextStream as ndcg-cli prints it. The reading and explain() are outside the timing: this is
// the output alone (issue 14). Run: build/tests/bench/bench_breakdown_write

#include "breakdownformat.h"

#include <QIODevice>

#include <benchmark/benchmark.h>

#include <random>

namespace {

class NullDevice : public QIODevice
{
public:
    NullDevice() { open(QIODevice::WriteOnly); }
    qint64 bytes = 0;

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *, qint64 size) override
    {
        bytes += size;
        return size;
    }
};

struct Input
{
    Ndcg::Breakdown breakdown;
    QList<QString> labels;
};

const Input &input()
{
    static const Input in = [] {
        std::mt19937 rng(42);
        QList<double> grades(1000000);
        for (double &g : grades)
            g = double(rng() % 5);
        Ndcg::Ranking ranking = Ndcg::Ranking::fromGrades(grades);
        Input in;
        for (qsizetype i = 0; i < ranking.items.size(); ++i)
            in.labels << QStringLiteral("d%1").arg(i + 1);
        Ndcg::Settings settings;
        settings.cutoff = 10;
        in.breakdown = Ndcg::explain(ranking, settings).value();
        return in;
    }();
    return in;
}

void writeBreakdown(benchmark::State &state)
{
    const auto format = Ndcg::Format(state.range(0));
    const Input &in = input();
    qint64 bytes = 0;
    for (auto _ : state) {
        NullDevice device;
        QTextStream out(&device);
        Ndcg::writeBreakdown(out, in.breakdown, format, in.labels);
        out.flush();
        bytes += device.bytes;
    }
    state.SetBytesProcessed(bytes);
    state.SetItemsProcessed(state.iterations() * in.breakdown.rows.size());
}

} // namespace

BENCHMARK(writeBreakdown)
    ->ArgName("format(text,json,csv,md,tex)")
    ->DenseRange(0, 4)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);
BENCHMARK_MAIN();
