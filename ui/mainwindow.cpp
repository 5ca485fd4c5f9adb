#include "mainwindow.h"

#include <QLabel>

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setWindowTitle(tr("NDCG Explorer"));
    setCentralWidget(new QLabel(tr("NDCG Explorer"), this));
}
