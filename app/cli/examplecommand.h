#pragma once

// The flags that take a ranking from a bundled worked example or a scenario file instead of the
// command line: `--example NAME` or `--scenario FILE` and, for a comparison, `--ranking A|B`.
// Shared by `explain` and `steps`.

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

// nullopt when neither --example nor --scenario is given; an error for an unknown example, a
// bad file (with its line and column) or a bad --ranking.
Ndcg::Result<std::optional<ExampleChoice>> readExampleChoice(const QCommandLineParser &parser);

// The labels of a ranking's pool for the breakdown formats (labels[i]: pool item i, the ranked
// items then the unretrieved ones); empty when no item has one.
QStringList labelsOf(const Ndcg::Ranking &ranking);

} // namespace Cli
