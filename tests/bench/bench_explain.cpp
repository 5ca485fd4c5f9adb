// Google Benchmark of Ndcg::explain(): the whole breakdown (gains, discounts, ideal ordering,
// running sums, metrics, worst/best/random) at n = 10 … 1,000,000 positions, with grades 0..4
// and a judged pool of n/10 extra items. Target: 1,000,000 positions in under 150 ms on one
// core. Run: build/tests/bench/bench_explain (or scripts/bench).

#include "breakdown.h"

#include <benchmark/benchmark.h>

#include <random>

namespace {

Ndcg::Ranking randomRanking(int n)
{
    std::mt19937 rng(42);
    std::uniform_int_distribution<int> grade(0, 4);
    QList<double> grades(n);
    for (double &g : grades)
        g = grade(rng);
    QList<double> pool(n / 10);
    for (double &g : pool)
        g = grade(rng);
    return Ndcg::Ranking::fromGrades(grades, pool);
}

void explainBreakdown(benchmark::State &state)
{
    const Ndcg::Ranking ranking = randomRanking(int(state.range(0)));
    Ndcg::Settings settings;
    settings.cutoff = 10;
    for (auto _ : state) {
        auto b = Ndcg::explain(ranking, settings);
        benchmark::DoNotOptimize(b);
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

// Real grades (many distinct values) take the comparison-sort path of the ideal ordering.
void explainRealGrades(benchmark::State &state)
{
    std::mt19937 rng(7);
    std::uniform_real_distribution<double> grade(0.0, 4.0);
    QList<double> grades(state.range(0));
    for (double &g : grades)
        g = grade(rng);
    const Ndcg::Ranking ranking = Ndcg::Ranking::fromGrades(grades);
    for (auto _ : state) {
        auto b = Ndcg::explain(ranking, Ndcg::Settings {});
        benchmark::DoNotOptimize(b);
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

} // namespace

BENCHMARK(explainBreakdown)
    ->Arg(10)
    ->Arg(1000)
    ->Arg(100000)
    ->Arg(1000000)
    ->Unit(benchmark::kMillisecond);
BENCHMARK(explainRealGrades)->Arg(1000)->Arg(1000000)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
