// ndcg-explorer: the desktop app. Thin: parse arguments, load a translation, build the main
// window, run — or, with --screenshot, render the window offscreen to a PNG and exit.

#include "classroom/languagecontroller.h"
#include "document/settingsstore.h"
#include "fileinput.h"
#include "files/filecontroller.h"
#include "files/recoverycontroller.h"
#include "filewriter.h"
#include "lesson.h"
#include "lesson/lessoncontroller.h"
#include "lesson/lessonplayer.h"
#include "lesson/lessonrecovery.h"
#include "mainwindow.h"
#include "style/interfacescale.h"
#include "workbench/workbench.h"

#include <QApplication>
#include <QBuffer>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QIcon>
#include <QLocale>
#include <QRegularExpression>
#include <QScreen>
#include <QTimer>

#include <cstdio>
#include <cstring>
#include <optional>

namespace {

void fail(const QString &message)
{
    std::fprintf(stderr, "ndcg-explorer: %s\n", qPrintable(message));
}

// The argument with every byte of argv (fileinput.h): QCoreApplication::arguments() decodes a
// name that is not UTF-8 with U+FFFD for its bytes, and no file has that name.
QString fileArgument(const QString &decoded, int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        if (QString::fromLocal8Bit(argv[i]) == decoded)
            return Ndcg::pathFromBytes(QByteArray(argv[i]));
    }
    return decoded;
}

} // namespace

int main(int argc, char *argv[])
{
    // --screenshot renders without a display: choose the offscreen platform before Qt starts.
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--screenshot") == 0
            && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("NDCG Explorer"));
    QApplication::setApplicationVersion(QStringLiteral(NDCG_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/ndcg-explorer.svg")));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Teach and visualise NDCG, exactly and live."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
        QCoreApplication::translate("main", "Render the main window to a PNG file and exit."),
        QStringLiteral("FILE"));
    const QCommandLineOption lang(QStringLiteral("lang"),
        QCoreApplication::translate("main",
            "User interface language: en, zh_CN or both (Chinese with the English terms). "
            "Default: the one chosen last in View → Language, else the system's."),
        QStringLiteral("LANG"));
    const QCommandLineOption size(QStringLiteral("size"),
        QCoreApplication::translate("main", "Window size for --screenshot, e.g. 1280x800."),
        QStringLiteral("WxH"), QStringLiteral("1280x800"));
    const QCommandLineOption play(QStringLiteral("play"),
        QCoreApplication::translate("main",
            "Play a lesson full screen: a bundled lesson's id (%1) or a lesson file "
            "(.ndcg-lesson.json).")
            .arg(Ndcg::lessonIds().join(QStringLiteral(", "))),
        QStringLiteral("ID|FILE"));
    const QCommandLineOption playLanguage(QStringLiteral("play-language"),
        QCoreApplication::translate("main",
            "The language of a played lesson's narration: en, zh_CN or both. Default: the "
            "interface's."),
        QStringLiteral("LANG"));
    parser.addOptions({screenshot, lang, size, play, playLanguage});
    parser.addPositionalArgument(QStringLiteral("file"),
        QCoreApplication::translate(
            "main", "A scenario (.ndcg.json) or a CSV/TSV ranking to open."),
        QStringLiteral("[FILE]"));
    if (!parser.parse(QCoreApplication::arguments())) {
        fail(parser.errorText());
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(parser.helpText()), stdout);
        return 0;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        std::printf("ndcg-explorer %s\n", NDCG_VERSION);
        return 0;
    }

    // --play: the lesson is read before any window opens; a bad id or file stops here.
    std::optional<Ndcg::Lesson> lesson;
    if (parser.isSet(play)) {
        const QString which = parser.value(play);
        const bool bundled = Ndcg::lessonIds().contains(which);
        const QString path = fileArgument(which, argc, argv);
        if (!bundled && !QFileInfo::exists(path)) {
            fail(QCoreApplication::translate("main",
                "--play %1: no bundled lesson has this id and there is no such file (the "
                "bundled lessons: %2)")
                     .arg(which, Ndcg::lessonIds().join(QStringLiteral(", "))));
            return 2;
        }
        const Ndcg::Result<Ndcg::Lesson> read
            = bundled ? Ndcg::loadLesson(which) : Ndcg::readLessonFile(path);
        if (!read) {
            fail(read.error().toString());
            return 2;
        }
        lesson = read.value();
    }
    std::optional<LessonPlayer::Language> narration;
    if (parser.isSet(playLanguage)) {
        narration = LessonPlayer::languageFromName(parser.value(playLanguage));
        if (!narration) {
            fail(QCoreApplication::translate(
                "main", "unknown --play-language %1: use en, zh_CN or both")
                     .arg(parser.value(playLanguage)));
            return 2;
        }
    }

    // The language: --lang, else the one chosen last in View → Language, else the system's.
    // The translation (and Qt's own, when installed) comes from :/i18n; View → Language
    // switches it at run time. --lang is not remembered.
    LanguageController::Language language = LanguageController::startupLanguage();
    if (parser.isSet(lang)) {
        const auto chosen = LanguageController::fromCode(parser.value(lang));
        if (chosen)
            language = *chosen;
        else
            fail(QCoreApplication::translate("main", "unknown language %1: use en, zh_CN or both")
                     .arg(parser.value(lang)));
    }
    LanguageController::instance()->setLanguage(language, false);

    // One scale for every window: the one chosen in View → Interface scale, else the screen's
    // (200 % on a 3840×2160 screen). Set before the window is made: it opens at that scale.
    const QScreen *screen = QGuiApplication::primaryScreen();
    InterfaceScale::instance()->setScale(SettingsStore::interfaceScale().value_or(screen
            ? InterfaceScale::automaticScale(
                screen->geometry().size(), screen->logicalDotsPerInch())
            : 1.0));

    MainWindow window;
    if (parser.isSet(screenshot)) // no dialog may wait for a click: messages go to stderr
        FileController::setMessageHook([](const QString &text) { fail(text); });
    if (const QStringList files = parser.positionalArguments(); !files.isEmpty())
        window.files()->openAny(fileArgument(files.first(), argc, argv));
    if (!parser.isSet(screenshot)) {
        // First start (nothing saved): 1280 × 800 times the interface scale unless the screen is
        // smaller (a 1024 × 768 projector), where the window is maximised instead of reaching
        // past the screen's edge.
        const bool restored = window.restoreGeometry(SettingsStore::windowGeometry());
        const QSize room
            = window.screen() ? window.screen()->availableGeometry().size() : window.size();
        if (!restored && (window.width() > room.width() || window.height() > room.height()))
            window.showMaximized();
        else
            window.show();
        // Once the window is on screen: offer the work a crash or a power cut left unsaved.
        // Then the lesson of --play, if any.
        QTimer::singleShot(0, &window, [&window, lesson, narration] {
            window.recovery()->offerRecovery();
            window.lessons()->recovery()->offerRecovery(); // a lesson being authored
            if (!lesson)
                return;
            LessonPlayer *player = window.lessonPlayer();
            if (narration)
                player->setLanguage(*narration);
            if (!player->play(*lesson) && !player->error().isEmpty())
                fail(player->error());
        });
        return QApplication::exec();
    }

    const QRegularExpression sizePattern(QStringLiteral("^(\\d{2,5})x(\\d{2,5})$"));
    const QRegularExpressionMatch m = sizePattern.match(parser.value(size));
    if (!m.hasMatch()) {
        fail(QCoreApplication::translate("main", "--size wants WIDTHxHEIGHT, e.g. 1280x800"));
        return 2;
    }
    window.resize(m.captured(1).toInt(), m.captured(2).toInt());
    window.show();
    QApplication::processEvents();
    // A second pass lets the layouts settle (the formula panel fits its height to its width).
    window.workbench()->retranslate();
    window.resize(m.captured(1).toInt(), m.captured(2).toInt());
    QApplication::processEvents();
    const QString file = parser.value(screenshot);
    // Encoded in memory, then written by the one checked writer (a full disk is an error).
    QByteArray png;
    QBuffer buffer(&png);
    QString error;
    if (!buffer.open(QIODevice::WriteOnly) || !window.grab().save(&buffer, "PNG")
        || !FileWriter::write(file, png, &error)) {
        fail(QCoreApplication::translate("main", "cannot write %1").arg(file)
            + (error.isEmpty() ? QString() : QStringLiteral(": ") + error));
        return 1;
    }
    return 0;
}
