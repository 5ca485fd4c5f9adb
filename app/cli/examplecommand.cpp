// ndcg-cli example: the bundled worked examples.
//   example list [--lang L] [--format text|json]     id, title and source text of each
//   example show NAME [--lang L] [--format text|json|scenario]
//                                                    the text's figures next to the exact values,
//                                                    with the reason for every difference; or
//                                                    the scenario file itself

#include "examplecommand.h"

#include "breakdownformat.h"
#include "clioptions.h"
#include "commands.h"
#include "examples.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace Cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Cli", text);
}

QString rankingName(int index)
{
    return index == 1 ? QStringLiteral("B") : QStringLiteral("A");
}

// Pads to a display width, counting CJK characters as two columns.
int displayWidth(const QString &s)
{
    int width = 0;
    for (const QChar c : s)
        width += c.unicode() >= 0x1100 && c.unicode() < 0xFF61 ? 2 : 1;
    return width;
}

QString pad(const QString &s, int width)
{
    return s + QString(std::max(0, width - displayWidth(s)), QLatin1Char(' '));
}

int listExamples(const QString &language, const QString &format, QTextStream &out, QTextStream &err)
{
    QJsonArray array;
    QList<QStringList> rows;
    for (const QString &id : Ndcg::exampleIds()) {
        const auto scenario = Ndcg::loadExample(id);
        if (!scenario) {
            err << "ndcg-cli example: " << scenario.error().toString() << Qt::endl;
            return badInput;
        }
        const Ndcg::ExampleInfo info = scenario->example.value_or(Ndcg::ExampleInfo {});
        const QString source = info.source.isEmpty() ? tr("(ours)") : info.source;
        rows << QStringList {id, info.title.text(language), source};
        array.append(QJsonObject {{QStringLiteral("id"), id},
            {QStringLiteral("title"), info.title.text(language)},
            {QStringLiteral("source"), info.source},
            {QStringLiteral("comparison"), scenario->isComparison()}});
    }
    if (format == QLatin1String("json")) {
        out << QJsonDocument(array).toJson(QJsonDocument::Indented);
        return 0;
    }
    int idWidth = 0;
    for (const QStringList &row : rows)
        idWidth = std::max(idWidth, displayWidth(row[0]));
    for (const QStringList &row : rows)
        out << pad(row[0], idWidth) << "  " << row[1] << "  [" << row[2] << "]\n";
    return 0;
}

QString exactText(const Ndcg::FigureComparison &c)
{
    if (!c.exact)
        return QStringLiteral("—");
    // As many decimals as the text shows, and at least 4, so that a difference is visible; a
    // text that prints a whole double is answered with the whole double.
    if (c.figure.statedDecimals() > 12)
        return QString::number(*c.exact, 'g', QLocale::FloatingPointShortest);
    const int decimals = std::clamp(c.figure.statedDecimals() + 1, 4, 17);
    if (c.figure.stated.endsWith(QLatin1Char('%')))
        return QString::number(*c.exact * 100.0, 'f', decimals - 2) + QLatin1Char('%');
    return QString::number(*c.exact, 'f', decimals);
}

int showExample(const Ndcg::Scenario &s, const QString &language, const QString &format,
    QTextStream &out, QTextStream &err)
{
    if (format == QLatin1String("scenario")) {
        out << QString::fromUtf8(Ndcg::scenarioToJson(s));
        return 0;
    }
    const auto comparisons = Ndcg::compareWithText(s);
    if (!comparisons) {
        err << "ndcg-cli example: " << comparisons.error().toString() << Qt::endl;
        return badInput;
    }
    const Ndcg::ExampleInfo info = s.example.value_or(Ndcg::ExampleInfo {});
    QList<Ndcg::Breakdown> breakdowns;
    for (int r = 0; r < (s.isComparison() ? 2 : 1); ++r) {
        const auto b = Ndcg::explain(s.ranking(r), s.settings);
        if (!b) {
            err << "ndcg-cli example: " << b.error().toString() << Qt::endl;
            return badInput;
        }
        breakdowns << *b;
    }

    if (format == QLatin1String("json")) {
        QJsonArray figures;
        for (const Ndcg::FigureComparison &c : *comparisons) {
            figures.append(QJsonObject {
                {QStringLiteral("label"), c.label},
                {QStringLiteral("quantity"), Ndcg::quantityName(c.figure.quantity)},
                {QStringLiteral("ranking"), rankingName(c.figure.ranking)},
                {QStringLiteral("stated"), c.figure.stated},
                {QStringLiteral("statedValue"), c.stated},
                {QStringLiteral("exact"), c.exact ? QJsonValue(*c.exact) : QJsonValue()},
                {QStringLiteral("agrees"), c.agrees},
                {QStringLiteral("reason"), Ndcg::reasonName(c.figure.reason)},
                {QStringLiteral("note"), c.figure.note.text(language)},
            });
        }
        QJsonArray notes;
        for (const Ndcg::ExampleNote &n : info.notes)
            notes.append(QJsonObject {{QStringLiteral("reason"), Ndcg::reasonName(n.reason)},
                {QStringLiteral("text"), n.text.text(language)}});
        QJsonArray results;
        for (qsizetype r = 0; r < breakdowns.size(); ++r)
            results.append(QJsonObject {{QStringLiteral("ranking"), rankingName(int(r))},
                {QStringLiteral("dcg"), breakdowns[r].dcg},
                {QStringLiteral("idcg"), breakdowns[r].idcg},
                {QStringLiteral("ndcg"),
                    breakdowns[r].ndcg ? QJsonValue(*breakdowns[r].ndcg) : QJsonValue()}});
        const QJsonObject o {{QStringLiteral("id"), info.id},
            {QStringLiteral("title"), info.title.text(language)},
            {QStringLiteral("source"), info.source},
            {QStringLiteral("citation"), info.citation.text(language)},
            {QStringLiteral("settings"), Ndcg::settingsToJson(s.settings)},
            {QStringLiteral("results"), results}, {QStringLiteral("figures"), figures},
            {QStringLiteral("notes"), notes}};
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return 0;
    }

    out << info.title.text(language) << '\n';
    if (info.source.isEmpty())
        out << tr("Source: our own example") << '\n';
    else
        out << tr("Source: %1 (file %2)").arg(info.citation.text(language), info.source) << '\n';
    out << '\n' << info.description.text(language) << "\n\n";
    if (!info.conventions.isEmpty())
        out << tr("Conventions of the text: %1").arg(info.conventions.text(language)) << '\n';
    for (qsizetype r = 0; r < breakdowns.size(); ++r) {
        const Ndcg::Breakdown &b = breakdowns[r];
        if (r == 0)
            out << Ndcg::definitionLine(s.settings, b.k, b.poolSize) << '\n';
        const QString prefix
            = s.isComparison() ? rankingName(int(r)) + QStringLiteral(": ") : QString();
        out << prefix << Ndcg::ndcgFormulaLine(b, 4) << '\n';
    }
    if (!comparisons->isEmpty()) {
        out << '\n' << tr("The text's figures next to the exact values:") << '\n';
        QList<QStringList> rows {
            {tr("quantity"), tr("text"), tr("exact"), QString(), tr("reason")}};
        for (const Ndcg::FigureComparison &c : *comparisons)
            rows << QStringList {c.label, c.figure.stated, exactText(c),
                c.agrees ? QStringLiteral("=") : QStringLiteral("≠"),
                c.agrees ? QString() : Ndcg::reasonTitle(c.figure.reason)};
        QList<int> widths(5, 0);
        for (const QStringList &row : rows)
            for (int c = 0; c < 5; ++c)
                widths[c] = std::max(widths[c], displayWidth(row[c]));
        for (const QStringList &row : rows) {
            QString line;
            for (int c = 0; c < 5; ++c)
                line += pad(row[c], widths[c]) + QStringLiteral("  ");
            out << "  " << line.trimmed() << '\n';
        }
        int n = 0;
        for (const Ndcg::FigureComparison &c : *comparisons) {
            ++n;
            if (c.figure.note.isEmpty())
                continue;
            out << "  [" << n << "] " << c.label << " " << c.figure.stated << ": "
                << c.figure.note.text(language) << '\n';
        }
    }
    if (!info.notes.isEmpty()) {
        out << '\n' << tr("Notes:") << '\n';
        for (const Ndcg::ExampleNote &note : info.notes) {
            out << "  - ";
            if (note.reason != Ndcg::DifferenceReason::None)
                out << Ndcg::reasonTitle(note.reason) << ": ";
            out << note.text.text(language) << '\n';
        }
    }
    return 0;
}

} // namespace

void addExampleOptions(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("example"),
        tr("A bundled worked example (see ndcg-cli example list)."), QStringLiteral("name")});
    parser.addOption({QStringLiteral("scenario"),
        tr("A scenario file (.ndcg.json) instead of a bundled example."), QStringLiteral("file")});
    parser.addOption({QStringLiteral("ranking"),
        tr("For a comparison example: ranking A (default) or B."), QStringLiteral("A|B")});
}

Ndcg::Result<std::optional<ExampleChoice>> readExampleChoice(const QCommandLineParser &parser)
{
    const bool fromFile = parser.isSet(QStringLiteral("scenario"));
    if (!parser.isSet(QStringLiteral("example")) && !fromFile)
        return std::optional<ExampleChoice>();
    if (parser.isSet(QStringLiteral("example")) && fromFile)
        return Ndcg::Error {tr("--example and --scenario cannot be combined")};
    const QString name
        = parser.value(fromFile ? QStringLiteral("scenario") : QStringLiteral("example"));
    const auto scenario = fromFile ? Ndcg::readScenarioFile(name) : Ndcg::loadExample(name);
    if (!scenario)
        return scenario.error();
    ExampleChoice choice {*scenario, 0};
    if (parser.isSet(QStringLiteral("ranking"))) {
        const QString r = parser.value(QStringLiteral("ranking")).toUpper();
        if (r == QLatin1String("B")) {
            if (!scenario->isComparison())
                return Ndcg::Error {tr("--ranking B: \"%1\" has only one ranking").arg(name)};
            choice.ranking = 1;
        } else if (r != QLatin1String("A")) {
            return Ndcg::Error {tr("--ranking: invalid value '%1': expected A or B")
                                    .arg(parser.value(QStringLiteral("ranking")))};
        }
    }
    return std::optional<ExampleChoice>(choice);
}

QStringList labelsOf(const Ndcg::Ranking &ranking)
{
    QStringList labels;
    const auto labelled = [](const Ndcg::Item &item) { return !item.label.isEmpty(); };
    if (std::none_of(ranking.items.begin(), ranking.items.end(), labelled)
        && std::none_of(ranking.unretrieved.begin(), ranking.unretrieved.end(), labelled))
        return labels; // prints the same as a list of empty labels, without one per item
    // The pool's labels, the unretrieved items after the ranked ones (as eval --explain gives
    // them): the JSON's "ideal" names the judged documents the ranking missed.
    labels.reserve(ranking.poolSize());
    for (const Ndcg::Item &item : ranking.items)
        labels << item.label;
    for (const Ndcg::Item &item : ranking.unretrieved)
        labels << item.label;
    return labels;
}

int runExample(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.setApplicationDescription(
        tr("The bundled worked examples: list them, or show one with the text's figures next to "
           "the exact values."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("action"), tr("list or show"));
    parser.addPositionalArgument(
        QStringLiteral("name"), tr("The example to show."), QStringLiteral("[name]"));
    parser.addOption({QStringLiteral("lang"), tr("Language of the texts: en or zh_CN."),
        QStringLiteral("lang"), QStringLiteral("en")});
    parser.addOption({QStringLiteral("format"),
        tr("text or json; for show also scenario (the .ndcg.json file)."), QStringLiteral("format"),
        QStringLiteral("text")});

    const auto fail = [&err](const QString &message) {
        err << "ndcg-cli example: " << message << Qt::endl;
        return badInput;
    };
    if (!parser.parse(QStringList {QStringLiteral("ndcg-cli example")} + args))
        return fail(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        return 0;
    }
    const QString language = parser.value(QStringLiteral("lang"));
    if (language != QLatin1String("en") && !language.startsWith(QLatin1String("zh")))
        return fail(tr("--lang: invalid value '%1': expected en or zh_CN").arg(language));
    const QString format = parser.value(QStringLiteral("format"));
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty())
        return fail(tr("expected list or show NAME"));
    if (positional.first() == QLatin1String("list")) {
        if (positional.size() > 1)
            return fail(tr("unexpected argument '%1'").arg(positional[1]));
        if (format != QLatin1String("text") && format != QLatin1String("json"))
            return fail(tr("--format: invalid value '%1': expected text or json").arg(format));
        return listExamples(language, format, out, err);
    }
    if (positional.first() == QLatin1String("show")) {
        if (positional.size() != 2)
            return fail(tr("show needs one example name (see ndcg-cli example list)"));
        if (format != QLatin1String("text") && format != QLatin1String("json")
            && format != QLatin1String("scenario"))
            return fail(
                tr("--format: invalid value '%1': expected text, json or scenario").arg(format));
        const auto scenario = Ndcg::loadExample(positional[1]);
        if (!scenario)
            return fail(scenario.error().toString());
        return showExample(*scenario, language, format, out, err);
    }
    return fail(tr("unknown action '%1': expected list or show").arg(positional.first()));
}

} // namespace Cli
