#pragma once

// The main window of NDCG Explorer (placeholder until the workbench lands).

#include <QMainWindow>

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
};
