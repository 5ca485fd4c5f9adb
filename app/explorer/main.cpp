// ndcg-explorer: the desktop app. Thin: parse arguments, build the main window, run.

#include "mainwindow.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("NDCG Explorer"));
    MainWindow window;
    window.show();
    return QApplication::exec();
}
