#pragma once

// The View and Help menus of the main window, and the classroom features behind them:
//   View → Language (English / 简体中文 / 双语 both), Presenter mode F5, Zoom in Ctrl+=,
//          Zoom out Ctrl+-, Reset zoom Ctrl+0, Blank screen B, Leave presenter mode Esc,
//          Presenter window on a second screen, Dark theme Ctrl+Shift+L
//   Help → Glossary F1, Keyboard shortcuts Ctrl+/, About NDCG Explorer
// The language and the theme are remembered between runs. Every action is added to the window
// too, so its shortcut works wherever the focus is.

#include <QObject>
#include <QPointer>

#include <functional>

class GlossaryDialog;
class MainWindow;
class PresenterController;
class QAction;
class QActionGroup;
class QDialog;
class QMenu;
class QMessageBox;

class ViewMenu : public QObject
{
    Q_OBJECT
public:
    explicit ViewMenu(MainWindow *window);

    PresenterController *presenter() const { return m_presenter; }
    // Dark or light, remembered; repaints every chart and panel.
    void setDarkTheme(bool dark);
    GlossaryDialog *showGlossary();
    QDialog *showShortcuts();
    // What the app is, its version, the Qt it runs on, where its numbers come from.
    QDialog *showAbout();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QAction *make(const char *name, const QKeySequence &key);
    void retranslate();
    void syncLanguage();

    MainWindow *m_window;
    PresenterController *m_presenter = nullptr;
    QMenu *m_view = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_help = nullptr;
    QActionGroup *m_languages = nullptr;
    QPointer<GlossaryDialog> m_glossary;
    QPointer<QDialog> m_shortcuts;
    QPointer<QMessageBox> m_about;
    std::function<void()> m_undoTexts;
};
