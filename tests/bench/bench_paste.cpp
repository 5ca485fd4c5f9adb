// Google Benchmark of pasting N lines of grades below a 5-row ranking (issue 14): every pasted
// row is appended and gets a fresh "dN" label.
//   pasteEdits:  RankingEdits alone, parsePastedBlock() + applyPastedBlock().
//   pasteWindow: the whole paste of the window, RowCommands::pasteText() on a shown 1280x800
//                workbench: the grades checked, one undo command, explain(), the rows inserted
//                into the table model (issue 11: no reset), the pasted rows selected (one
//                range), the charts, formula and card updated.
// Before the fix each appended row rebuilt the set of labels (quadratic): 10,000 lines took
// 6 s, 40,000 lines 95 s. Run: QT_QPA_PLATFORM=offscreen build/tests/bench/bench_paste

#include "document/rankingdocument.h"
#include "document/rowcommands.h"
#include "document/scenariodocument.h"
#include "mainwindow.h"
#include "rankingedits.h"
#include "workbench/workbench.h"

#include <QApplication>
#include <QTest>

#include <benchmark/benchmark.h>

#include <memory>

namespace {

QString pastedLines(int lines)
{
    QString text;
    text.reserve(lines * 2);
    for (int i = 0; i < lines; ++i)
        text += QString::number(i % 4) + QLatin1Char('\n');
    return text;
}

Ndcg::Ranking fiveRows()
{
    return Ndcg::Ranking::fromGrades({3, 2, 0, 1, 3});
}

void pasteEdits(benchmark::State &state)
{
    const QString text = pastedLines(int(state.range(0)));
    const QList<Ndcg::Item> items = fiveRows().items;
    for (auto _ : state) {
        const RankingEdits::PastedBlock block = RankingEdits::parsePastedBlock(text);
        const RankingEdits::Edit edit
            = RankingEdits::applyPastedBlock(items, int(items.size()), block);
        benchmark::DoNotOptimize(edit);
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

void pasteWindow(benchmark::State &state)
{
    const QString text = pastedLines(int(state.range(0)));
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window)) {
        state.SkipWithError("the window was not shown");
        return;
    }
    RankingDocument *document = window.document()->a();
    RowCommands *editor = window.workbench()->rowCommands();
    for (auto _ : state) {
        state.PauseTiming();
        document->load(fiveRows(), Ndcg::Settings {});
        QApplication::processEvents();
        state.ResumeTiming();
        editor->pasteText(text);
        QApplication::processEvents();
    }
    if (document->ranking().items.size() != 5 + state.range(0))
        state.SkipWithError("the paste was refused");
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

} // namespace

BENCHMARK(pasteEdits)->Arg(10000)->Arg(40000)->Unit(benchmark::kMillisecond);
// 99,995 lines: the ranking reaches the limit of 100,000 items (Ndcg::maxItems).
BENCHMARK(pasteWindow)
    ->Arg(10000)
    ->Arg(40000)
    ->Arg(99995)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3);

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
