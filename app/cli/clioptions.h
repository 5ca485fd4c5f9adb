#pragma once

// The flags every scoring command shares (`explain`, `eval --explain`, `example`): the
// conventions of SPEC.md, spelled as on the command line, read into Ndcg::Settings with a
// one-line error naming the flag and the value.

#include "breakdown.h"
#include "breakdownformat.h"
#include "trecfiles.h"

#include <QCommandLineParser>
#include <QString>
#include <QTextStream>

#include <optional>

namespace Cli {

// Exit status for bad input (flags, values, files): the CLI prints one line on stderr and
// nothing on stdout.
constexpr int badInput = 2;

// Parses a command's arguments (no positional ones) and answers --help. Returns the exit status
// when the command is done — 0 after the help, badInput after a message on `err` naming
// "ndcg-cli COMMAND" — or nullopt to go on.
std::optional<int> parseCommandLine(QCommandLineParser &parser, const QString &command,
    const QStringList &args, QTextStream &out, QTextStream &err);

void addSettingsOptions(QCommandLineParser &parser);
void addFormatOption(QCommandLineParser &parser);

// Reads the settings flags on top of `base` (the defaults, or an example's conventions).
Ndcg::Result<Ndcg::Settings> readSettings(
    const QCommandLineParser &parser, Ndcg::Settings base = {});
Ndcg::Result<Ndcg::Format> readFormat(const QCommandLineParser &parser);

// The ranking given by --grades and --pool (both options defined by the caller), and, when
// `labels` / `scores` are true, by --labels and --scores (one per grade). The caller checks
// that --grades is set (its message names the command's own example).
struct RankingFlags
{
    bool labels = false;
    bool scores = false;
};
Ndcg::Result<Ndcg::Ranking> readRanking(const QCommandLineParser &parser, RankingFlags flags = {});

// "3,2,0,1,3" → {3,2,0,1,3}; an error names the flag and the value.
Ndcg::Result<QList<double>> parseNumberList(
    const QString &flag, const QString &text, bool allowEmpty = false);

// The TREC commands' shared flags (`eval`, `compare`).
// An integer flag read as trec_eval reads one, at least `min`; the error names the flag, the
// value and `expected`.
Ndcg::Result<std::int64_t> readInteger(const QCommandLineParser &parser, const QString &name,
    std::int64_t min, const QString &expected);
// --trec-grades, and the qrels read with it: grades as atol() reads them with the flag; without
// it a grade trec_eval would read differently is an error that names the flag.
void addTrecGradesOption(QCommandLineParser &parser);
Ndcg::Result<Ndcg::Trec::Qrels> loadQrels(const QCommandLineParser &parser, const QString &path);

} // namespace Cli
