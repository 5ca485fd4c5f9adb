// ndcg-cli lesson worksheet: a lesson's worksheet and answer key as a PDF (docs/worksheet.md).
//   lesson worksheet FILE|ID --out FILE.pdf [--students N --seed S] [--lang en|zh_CN|both]
//                    [--key-only|--no-key]

#include "worksheetcommand.h"

#include "clioptions.h"
#include "fileinput.h"
#include "filewriter.h"
#include "lesson.h"
#include "worksheet.h"
#include "worksheetpdf.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QGuiApplication>

#include <cstring>

namespace Cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Cli", text);
}

// A bundled lesson's id, unless a file of that name is there; otherwise the file (as `lesson
// check` reads it).
Ndcg::Result<Ndcg::Lesson> readLesson(const QString &name)
{
    if (Ndcg::lessonIds().contains(name) && !Ndcg::fileKind(name).exists)
        return Ndcg::loadLesson(name);
    return Ndcg::readLessonFile(name);
}

} // namespace

bool needsGuiApplication(int argc, char *argv[])
{
    return argc > 2 && std::strcmp(argv[1], "lesson") == 0
        && std::strcmp(argv[2], "worksheet") == 0;
}

int runLessonWorksheet(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const QString command = QStringLiteral("ndcg-cli lesson worksheet");
    const auto fail = [&](const QString &message) {
        err << command << ": " << message << Qt::endl;
        return badInput;
    };
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("A lesson's worksheet and answer key as a PDF: for every scene with a question, the "
           "ranking, the definition line, the table with blank cells to fill in, and the "
           "question; the key fills every blank. FILE is a lesson file or a bundled lesson's "
           "id."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("lesson"), tr("A lesson file or a bundled id."));
    parser.addOption({QStringLiteral("out"), tr("The PDF to write."), QStringLiteral("file")});
    parser.addOption({QStringLiteral("students"),
        tr("One version per student (1–200), with other grades drawn from the seed."),
        QStringLiteral("n")});
    parser.addOption({QStringLiteral("seed"),
        tr("The seed of the students' versions: a whole number from 0 to 18446744073709551615 "
           "(default 1)."),
        QStringLiteral("s")});
    parser.addOption(
        {QStringLiteral("lang"), tr("en, zh_CN or both (default en)."), QStringLiteral("lang")});
    parser.addOption({QStringLiteral("key-only"), tr("Only the answer key.")});
    parser.addOption({QStringLiteral("no-key"), tr("Only the worksheet, without the key.")});
    if (!parser.parse(QStringList {command} + args))
        return fail(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        return 0;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty())
        return fail(tr("which lesson? Give a lesson file or a bundled id (%1)")
                        .arg(Ndcg::lessonIds().join(QStringLiteral(", "))));
    if (positional.size() > 1)
        return fail(tr("unexpected argument '%1'").arg(positional.at(1)));
    if (!parser.isSet(QStringLiteral("out")) || parser.value(QStringLiteral("out")).isEmpty())
        return fail(tr("--out FILE.pdf is required"));

    WorksheetPdf::Options options;
    if (parser.isSet(QStringLiteral("students"))) {
        bool ok = false;
        const QString value = parser.value(QStringLiteral("students"));
        const int students = value.toInt(&ok);
        if (!ok || students < 1 || students > Ndcg::maxWorksheetVersions)
            return fail(tr("--students '%1': expected a whole number from 1 to %2")
                            .arg(value)
                            .arg(Ndcg::maxWorksheetVersions));
        options.students = students;
    }
    options.seed = 1;
    if (parser.isSet(QStringLiteral("seed"))) {
        bool ok = false;
        const QString value = parser.value(QStringLiteral("seed"));
        const quint64 seed = value.toULongLong(&ok);
        if (!ok || value.startsWith(QLatin1Char('+')) || value.startsWith(QLatin1Char('-')))
            return fail(tr("--seed '%1': expected a whole number from 0 to 18446744073709551615")
                            .arg(value));
        if (options.students == 0)
            return fail(tr("--seed needs --students: the seed draws the students' versions"));
        options.seed = seed;
    }
    options.language = parser.isSet(QStringLiteral("lang")) ? parser.value(QStringLiteral("lang"))
                                                            : QStringLiteral("en");
    if (!QStringList {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("both")}
             .contains(options.language))
        return fail(tr("--lang '%1': expected en, zh_CN or both").arg(options.language));
    if (parser.isSet(QStringLiteral("key-only")) && parser.isSet(QStringLiteral("no-key")))
        return fail(tr("--key-only and --no-key exclude each other"));
    options.parts = parser.isSet(QStringLiteral("key-only")) ? WorksheetPdf::Parts::KeyOnly
        : parser.isSet(QStringLiteral("no-key"))             ? WorksheetPdf::Parts::WorksheetOnly
                                                             : WorksheetPdf::Parts::WorksheetAndKey;
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return fail(tr("drawing a PDF needs a QGuiApplication"));

    const auto lesson = readLesson(positional.first());
    if (!lesson)
        return fail(lesson.error().toString());
    const QString path = parser.value(QStringLiteral("out"));
    const WorksheetPdf::Pdf pdf = WorksheetPdf::write(*lesson, options);
    if (!pdf.error.isEmpty())
        return fail(tr("%1: %2").arg(Ndcg::displayPath(positional.first()), pdf.error));
    QString error;
    if (!FileWriter::write(path, pdf.bytes, &error))
        return fail(tr("cannot write %1: %2").arg(Ndcg::displayPath(path), error));
    out << QCoreApplication::translate("Cli", "%1: %n page(s)", nullptr, pdf.pages)
               .arg(Ndcg::displayPath(path))
        << '\n';
    return 0;
}

} // namespace Cli
