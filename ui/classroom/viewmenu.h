#pragma once

// The View and Help menus of the main window, and the classroom features behind them:
//   View → Language (English / 简体中文 / 双语 both), Interface scale (100 %–300 %, for every
//          window: InterfaceScale), Presenter mode F5, Zoom in Ctrl+=,
//          Zoom out Ctrl+-, Reset zoom Ctrl+0, Blank screen B, Leave presenter mode Esc,
//          Presenter window on a second screen, Dark theme Ctrl+Shift+L,
//          High contrast Ctrl+Shift+C, Follow the desktop
//   Help → Glossary F1, Keyboard shortcuts Ctrl+/, About NDCG Explorer
// The language, the interface scale, the theme and the contrast are remembered between runs;
// until the theme or the contrast is chosen, it is the desktop's (Theme::desktopLook()). Every
// action is added to the window too, so its shortcut works wherever the focus is. The window
// puts the two menus in its menu bar and calls retranslate() after a language change.

#include <QObject>
#include <QPointer>

#include <functional>

class GlossaryDialog;
class PresenterController;
class QAction;
class QActionGroup;
class QDialog;
class QMainWindow;
class QMenu;
class QMessageBox;
class QUndoGroup;
class Workbench;

class ViewMenu : public QObject
{
    Q_OBJECT
public:
    struct Actions
    {
        QAction *languageEnglish = nullptr;
        QAction *languageChinese = nullptr;
        QAction *languageBoth = nullptr;
        QList<QAction *> interfaceScales; // 100 %, 125 %, … 300 % (InterfaceScale::choices)
        QAction *presenterMode = nullptr;
        QAction *zoomIn = nullptr;
        QAction *zoomOut = nullptr;
        QAction *zoomReset = nullptr;
        QAction *blankScreen = nullptr;
        QAction *leavePresenter = nullptr;
        QAction *presenterSecondScreen = nullptr;
        QAction *darkTheme = nullptr;
        QAction *highContrast = nullptr;
        QAction *followDesktop = nullptr;
        QAction *glossary = nullptr;
        QAction *shortcuts = nullptr;
        QAction *about = nullptr;
    };

    // `undo` and `redo` are `group`'s actions, whose texts are kept in the current language.
    ViewMenu(
        QMainWindow *window, Workbench *workbench, QUndoGroup *group, QAction *undo, QAction *redo);

    PresenterController *presenter() const { return m_presenter; }
    const Actions &actions() const { return m_actions; }
    QMenu *viewMenu() const { return m_view; }
    QMenu *helpMenu() const { return m_help; }
    // Dark or light, remembered (Theme::setMode(): every chart and panel takes it).
    void setDarkTheme(bool dark);
    // High contrast or not, remembered (Theme::setUserHighContrast()).
    void setHighContrast(bool on);
    // Forgets both choices and takes the desktop's look (Theme::desktopLook()).
    void followDesktop();
    GlossaryDialog *showGlossary();
    QDialog *showShortcuts();
    // What the app is, its version, the Qt it runs on, where its numbers come from.
    QDialog *showAbout();

    void retranslate();

private:
    QAction *make(const char *name, const QKeySequence &key);
    void syncLanguage();
    void syncScale();
    void syncZoom();
    // The remembered theme and contrast, or the desktop's where none was chosen (not stored).
    void applyStartLook();

    QMainWindow *m_window;
    Actions m_actions;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    PresenterController *m_presenter = nullptr;
    QMenu *m_view = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_scaleMenu = nullptr;
    QMenu *m_help = nullptr;
    QActionGroup *m_languages = nullptr;
    QPointer<GlossaryDialog> m_glossary;
    QPointer<QDialog> m_shortcuts;
    QPointer<QMessageBox> m_about;
    std::function<void()> m_undoTexts;
    bool m_remember = true; // false while the look at start is applied: not a choice
};
