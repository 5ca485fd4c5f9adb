// ndcg-cli: NDCG Explorer without a screen. Thin: picks the subcommand and runs it, then makes
// sure its output reached stdout.

#include "commands.h"
#include "fileinput.h"
#include "worksheetcommand.h"

#include <QCoreApplication>
#include <QFile>
#include <QGuiApplication>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <memory>

#include <fcntl.h>
#include <unistd.h>

namespace {

// Exit status when the output cannot be written (a full disk, /dev/full, a closed stdout):
// the command's result is lost, so it must not look like a success.
constexpr int writeFailed = 1;

// Whether the standard output was closed when ndcg-cli started (`ndcg-cli eval Q R >&-`).
bool stdoutClosed = false;

// A closed descriptor 0, 1 or 2 would be taken by the first file the program opens (Qt's
// eventfd, where the output then fails with "Invalid argument", or a file read or written),
// so each closed one is held by /dev/null: read-only for stdin and stdout (every write to the
// closed stdout still fails, now with EBADF), write-only for stderr (its messages are lost, as
// they would have been).
void holdClosedStandardDescriptors()
{
    for (const int fd : {STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO}) {
        if (::fcntl(fd, F_GETFD) != -1 || errno != EBADF)
            continue;
        if (fd == STDOUT_FILENO)
            stdoutClosed = true;
        const int held = ::open("/dev/null", fd == STDERR_FILENO ? O_WRONLY : O_RDONLY);
        if (held >= 0 && held != fd) {
            ::dup2(held, fd);
            ::close(held);
        }
    }
}

// Flushes stdout and says on stderr why it could not be written. Returns `status`, or
// writeFailed when some of the output was lost.
int finish(int status, QTextStream &out, QTextStream &err)
{
    out.flush();
    QString reason;
    if (out.status() != QTextStream::Ok) {
        const auto *file = qobject_cast<const QFile *>(out.device());
        reason = file && file->error() != QFileDevice::NoError
            ? file->errorString()
            : QString::fromLocal8Bit(std::strerror(EIO));
    }
    std::cout.flush();
    errno = 0;
    if (std::fflush(stdout) != 0 || std::ferror(stdout) || !std::cout) {
        if (reason.isEmpty())
            reason = QString::fromLocal8Bit(std::strerror(errno != 0 ? errno : EIO));
    }
    if (reason.isEmpty())
        return status;
    if (stdoutClosed)
        reason = QCoreApplication::translate("Cli", "standard output is closed");
    err << "ndcg-cli: " << QCoreApplication::translate("Cli", "cannot write output: %1").arg(reason)
        << '\n';
    err.flush();
    return writeFailed;
}

} // namespace

int main(int argc, char *argv[])
{
    holdClosedStandardDescriptors(); // before anything opens a file
    // `lesson worksheet` draws a PDF, whose fonts need a QGuiApplication: on the offscreen
    // platform unless one is named, so that it runs without a display. Every other command
    // needs Qt Core alone.
    std::unique_ptr<QCoreApplication> app;
    if (Cli::needsGuiApplication(argc, argv)) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setApplicationName(QStringLiteral("ndcg-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(NDCG_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    // The arguments keep every byte of argv: a file name that is not UTF-8 still opens
    // (fileinput.h), where QCoreApplication::arguments() would have replaced its bytes.
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args << Ndcg::pathFromBytes(QByteArray(argv[i]));
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
        return finish(0, out, err);
    }
    if (args.first() == QLatin1String("--version")) {
        out << "ndcg-cli " << NDCG_VERSION << '\n';
        return finish(0, out, err);
    }
    for (const Cli::CommandEntry &c : Cli::commands()) {
        if (args.first() == QLatin1String(c.name)) {
            const int status = c.run(args.mid(1), out, err);
            err.flush();
            return finish(status, out, err);
        }
    }
    err << "ndcg-cli: unknown command '" << Ndcg::displayPath(args.first())
        << "' (try ndcg-cli --help)\n";
    return 2;
}
