#pragma once

// ndcg-cli lesson worksheet FILE|ID --out FILE.pdf [--students N --seed S] [--lang en|zh_CN|both]
// [--key-only|--no-key]: a lesson's worksheet and answer key as a PDF, without a window
// (docs/worksheet.md). The `lesson` command hands it the arguments after "worksheet".

#include <QStringList>
#include <QTextStream>

namespace Cli {

int runLessonWorksheet(const QStringList &args, QTextStream &out, QTextStream &err);

// Whether a command line (argv without the program) runs `lesson worksheet`, which draws a PDF
// and so needs a QGuiApplication (main() makes one, on the offscreen platform).
bool needsGuiApplication(int argc, char *argv[]);

} // namespace Cli
