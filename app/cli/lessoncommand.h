#pragma once

// ndcg-cli lesson: the lessons (docs/lesson-format.md). `lesson` is a command with subcommands,
// each a function of its own file, listed in lessonSubcommands() (lessoncommand.cpp):
//   lesson check FILE|ID [--lang en|zh_CN]   validate a lesson; each scene's question and answer

#include "commands.h"

namespace Cli {

struct LessonSubcommand
{
    const char *name;
    const char *summary;
    Command run; // takes the arguments after the subcommand's name
};

// The subcommands in the order `ndcg-cli lesson --help` lists them.
QList<LessonSubcommand> lessonSubcommands();

int runLessonCheck(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace Cli
