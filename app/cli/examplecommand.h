#pragma once

// The flags that take a ranking from a bundled worked example instead of the command line:
// `--example NAME` and, for a comparison, `--ranking A|B`. Shared by `explain`, `steps` and
// `example`.

#include "scenario.h"

#include <QCommandLineParser>

#include <optional>

namespace Cli {

void addExampleOptions(QCommandLineParser &parser);

struct ExampleChoice
{
    Ndcg::Scenario scenario;
    int ranking = 0; // 0 = A, 1 = B
    const Ndcg::Ranking &chosen() const { return scenario.ranking(ranking); }
};

// nullopt when --example is not given; an error for an unknown example or a bad --ranking.
Ndcg::Result<std::optional<ExampleChoice>> readExampleChoice(const QCommandLineParser &parser);

// The labels of a ranking's items, for the breakdown formats.
QStringList labelsOf(const Ndcg::Ranking &ranking);

} // namespace Cli
