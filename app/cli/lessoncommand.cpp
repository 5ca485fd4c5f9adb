// ndcg-cli lesson: the lessons (lessoncommand.h).
//   lesson check FILE|ID [--lang en|zh_CN]   the lesson's title, each scene's number and title,
//                                            each question with its computed answer; a bad
//                                            lesson: FILE:LINE:COLUMN:, the scene, the reason,
//                                            exit status 2

#include "lessoncommand.h"

#include "clioptions.h"
#include "fileinput.h"
#include "lesson.h"
#include "numbertext.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>

namespace Cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Cli", text);
}

// A bundled lesson's id, unless a file of that name is there; otherwise the file.
Ndcg::Result<Ndcg::Lesson> readLesson(const QString &name)
{
    if (Ndcg::lessonIds().contains(name) && !Ndcg::fileKind(name).exists)
        return Ndcg::loadLesson(name);
    return Ndcg::readLessonFile(name);
}

} // namespace

QList<LessonSubcommand> lessonSubcommands()
{
    return {
        {"check", "Validate a lesson; print each scene's question and its computed answer.",
            &runLessonCheck},
    };
}

int runLessonCheck(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.setApplicationDescription(
        tr("Validates a lesson (a .ndcg-lesson.json file, or a bundled lesson by id) and prints "
           "each scene's question with the answer the core computes."));
    parser.addHelpOption();
    parser.addPositionalArgument(
        QStringLiteral("lesson"), tr("A lesson file, or a bundled lesson's id."));
    parser.addOption({QStringLiteral("lang"), tr("Language of the texts: en or zh_CN."),
        QStringLiteral("lang"), QStringLiteral("en")});
    const auto fail = [&err](const QString &message) {
        err << "ndcg-cli lesson check: " << message << Qt::endl;
        return badInput;
    };
    if (!parser.parse(QStringList {QStringLiteral("ndcg-cli lesson check")} + args))
        return fail(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        return 0;
    }
    const QString language = parser.value(QStringLiteral("lang"));
    if (language != QLatin1String("en") && !language.startsWith(QLatin1String("zh")))
        return fail(tr("--lang: invalid value '%1': expected en or zh_CN").arg(language));
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1)
        return fail(tr("expected one lesson: a file or a bundled lesson's id (%1)")
                        .arg(Ndcg::lessonIds().join(QStringLiteral(", "))));
    const auto lesson = readLesson(positional.first());
    if (!lesson)
        return fail(lesson.error().toString());
    if (const QStringList problems = Ndcg::checkLesson(*lesson); !problems.isEmpty()) {
        for (const QString &problem : problems)
            fail(problem);
        return badInput;
    }
    out << lesson->title.text(language) << '\n';
    for (int i = 0; i < lesson->scenes.size(); ++i) {
        const Ndcg::Scene &scene = lesson->scenes.at(i);
        out << '\n' << i + 1 << ". " << scene.title.text(language) << '\n';
        if (!scene.question)
            continue;
        const auto answer = Ndcg::answerQuestion(scene);
        if (!answer)
            return fail(
                Ndcg::sceneLabel(*lesson, i) + QStringLiteral(": ") + answer.error().message);
        out << "   " << tr("Question: %1").arg(Ndcg::questionText(scene, language)) << '\n';
        if (answer->value) {
            out << "   "
                << tr("Answer: %1 (± %2)")
                       .arg(answer->text,
                           QString::number(
                               scene.question->tolerance, 'f', QLocale::FloatingPointShortest))
                << '\n';
            continue;
        }
        out << "   " << tr("Choices: %1").arg(answer->choices.join(QStringLiteral(" | "))) << '\n';
        if (!answer->figure.isEmpty())
            out << "   " << tr("Figure: %1").arg(answer->figure) << '\n';
        out << "   " << tr("Answer: %1").arg(answer->text) << '\n';
        if (!answer->detail.isEmpty())
            out << "   " << tr("Why: %1").arg(answer->detail) << '\n';
    }
    return 0;
}

int runLesson(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const QList<LessonSubcommand> subcommands = lessonSubcommands();
    QStringList names;
    for (const LessonSubcommand &s : subcommands)
        names << QString::fromLatin1(s.name);
    const QString first = args.value(0);
    if (first.isEmpty() || first == QLatin1String("--help") || first == QLatin1String("-h")
        || first == QLatin1String("help")) {
        QTextStream &to = first.isEmpty() ? err : out;
        to << tr("Usage: ndcg-cli lesson SUBCOMMAND [options]") << "\n\n"
           << tr("Subcommands:") << '\n';
        for (const LessonSubcommand &s : subcommands)
            to << "  " << QString::fromLatin1(s.name).leftJustified(12) << ' '
               << QString::fromLatin1(s.summary) << '\n';
        to << '\n' << tr("ndcg-cli lesson SUBCOMMAND --help describes each.") << '\n';
        to.flush();
        return first.isEmpty() ? badInput : 0;
    }
    for (const LessonSubcommand &s : subcommands) {
        if (first == QLatin1String(s.name))
            return s.run(args.mid(1), out, err);
    }
    err << "ndcg-cli lesson: "
        << tr("unknown subcommand '%1': expected %2").arg(first, names.join(QStringLiteral(" or ")))
        << Qt::endl;
    return badInput;
}

} // namespace Cli
