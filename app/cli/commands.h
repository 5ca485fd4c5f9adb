#pragma once

// The subcommands of ndcg-cli. Each takes its arguments (without the program and command
// names), writes its result to `out` and problems to `err`, and returns the exit status:
// 0 on success, Cli::badInput (2) on bad flags, values or files.

#include <QStringList>
#include <QTextStream>

namespace Cli {

using Command = int (*)(const QStringList &args, QTextStream &out, QTextStream &err);

struct CommandEntry
{
    const char *name;
    const char *summary;
    Command run;
};

int runExplain(const QStringList &args, QTextStream &out, QTextStream &err);
int runExample(const QStringList &args, QTextStream &out, QTextStream &err);
int runSteps(const QStringList &args, QTextStream &out, QTextStream &err);
int runConventions(const QStringList &args, QTextStream &out, QTextStream &err);
int runWhich(const QStringList &args, QTextStream &out, QTextStream &err);
int runSwaps(const QStringList &args, QTextStream &out, QTextStream &err);
int runEval(const QStringList &args, QTextStream &out, QTextStream &err);
int runCompare(const QStringList &args, QTextStream &out, QTextStream &err);
int runLesson(const QStringList &args, QTextStream &out, QTextStream &err); // lessoncommand.cpp

// All commands, in the order `ndcg-cli --help` lists them.
QList<CommandEntry> commands();

} // namespace Cli
