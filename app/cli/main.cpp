// ndcg-cli: NDCG Explorer without a screen. Thin: picks the subcommand and runs it.

#include "commands.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("ndcg-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(NDCG_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    const QStringList args = QCoreApplication::arguments().mid(1);
    const auto usage = [&](QTextStream &stream) {
        stream << "usage: ndcg-cli COMMAND [OPTIONS]\n\ncommands:\n";
        for (const Cli::CommandEntry &c : Cli::commands())
            stream << "  " << QString::fromLatin1(c.name).leftJustified(13) << c.summary << '\n';
        stream << "\nndcg-cli COMMAND --help describes a command's options.\n";
    };
    if (args.isEmpty()) {
        usage(err);
        return 2;
    }
    if (args.first() == QLatin1String("--help") || args.first() == QLatin1String("-h")) {
        usage(out);
        return 0;
    }
    if (args.first() == QLatin1String("--version")) {
        out << "ndcg-cli " << NDCG_VERSION << '\n';
        return 0;
    }
    for (const Cli::CommandEntry &c : Cli::commands()) {
        if (args.first() == QLatin1String(c.name)) {
            const int status = c.run(args.mid(1), out, err);
            out.flush();
            err.flush();
            return status;
        }
    }
    err << "ndcg-cli: unknown command '" << args.first() << "' (try ndcg-cli --help)\n";
    return 2;
}
