#include "viewmenu.h"

#include "document/settingsstore.h"
#include "glossarydialog.h"
#include "languagecontroller.h"
#include "presentercontroller.h"
#include "style/interfacescale.h"
#include "style/theme.h"
#include "workbench/workbench.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScopedValueRollback>
#include <QTableWidget>
#include <QUndoGroup>
#include <QUndoStack>
#include <QVBoxLayout>

#include <cmath>

ViewMenu::ViewMenu(
    QMainWindow *window, Workbench *workbench, QUndoGroup *group, QAction *undo, QAction *redo)
    : QObject(window)
    , m_window(window)
    , m_undo(undo)
    , m_redo(redo)
{
    setObjectName(QStringLiteral("viewMenuController"));
    m_presenter = new PresenterController(window, workbench);

    m_view = new QMenu(window);
    m_view->setObjectName(QStringLiteral("viewMenu"));
    m_languageMenu = m_view->addMenu(QString());
    m_languageMenu->setObjectName(QStringLiteral("languageMenu"));
    m_languages = new QActionGroup(this);
    m_languages->setExclusive(true);
    using L = LanguageController::Language;
    for (L language : {L::English, L::Chinese, L::Both}) {
        auto *a = new QAction(m_languages);
        a->setObjectName(QStringLiteral("language_") + LanguageController::code(language));
        a->setCheckable(true);
        a->setData(int(language));
        m_languageMenu->addAction(a);
        switch (language) {
        case L::English:
            m_actions.languageEnglish = a;
            break;
        case L::Chinese:
            m_actions.languageChinese = a;
            break;
        case L::Both:
            m_actions.languageBoth = a;
            break;
        }
        connect(a, &QAction::triggered, this,
            [language] { LanguageController::instance()->setLanguage(language); });
    }
    connect(LanguageController::instance(), &LanguageController::languageChanged, this,
        &ViewMenu::syncLanguage);
    syncLanguage();
    // One scale for every window and dialog (the application font and the style's sizes).
    m_scaleMenu = m_view->addMenu(QString());
    m_scaleMenu->setObjectName(QStringLiteral("interfaceScaleMenu"));
    auto *scales = new QActionGroup(this);
    scales->setExclusive(true);
    for (int percent : InterfaceScale::choices) {
        auto *a = new QAction(scales);
        a->setObjectName(QStringLiteral("interfaceScale_%1").arg(percent));
        a->setCheckable(true);
        a->setData(percent);
        m_scaleMenu->addAction(a);
        m_actions.interfaceScales.append(a);
        connect(a, &QAction::triggered, this, [percent] {
            SettingsStore::setInterfaceScale(percent / 100.0);
            InterfaceScale::instance()->setScale(percent / 100.0);
        });
    }
    connect(InterfaceScale::instance(), &InterfaceScale::changed, this, &ViewMenu::syncScale);
    syncScale();
    m_view->addSeparator();

    QAction *presenter = m_actions.presenterMode = make("presenterMode", QKeySequence(Qt::Key_F5));
    presenter->setCheckable(true);
    connect(presenter, &QAction::toggled, m_presenter, &PresenterController::setActive);
    QAction *zoomIn = m_actions.zoomIn = make("zoomIn", QKeySequence(Qt::CTRL | Qt::Key_Equal));
    zoomIn->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence::ZoomIn});
    connect(zoomIn, &QAction::triggered, m_presenter, &PresenterController::zoomIn);
    QAction *zoomOut = m_actions.zoomOut = make("zoomOut", QKeySequence(Qt::CTRL | Qt::Key_Minus));
    connect(zoomOut, &QAction::triggered, m_presenter, &PresenterController::zoomOut);
    QAction *zoomReset = m_actions.zoomReset
        = make("zoomReset", QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(zoomReset, &QAction::triggered, m_presenter, &PresenterController::resetZoom);
    QAction *blank = m_actions.blankScreen = make("blankScreen", QKeySequence(Qt::Key_B));
    // A clicker's "blank" button sends B or a period.
    blank->setShortcuts({QKeySequence(Qt::Key_B), QKeySequence(Qt::Key_Period)});
    blank->setEnabled(false);
    connect(blank, &QAction::triggered, m_presenter, &PresenterController::toggleBlank);
    QAction *leave = m_actions.leavePresenter
        = make("leavePresenter", QKeySequence(Qt::Key_Escape));
    leave->setEnabled(false);
    connect(leave, &QAction::triggered, m_presenter, [this] { m_presenter->setActive(false); });
    QAction *second = m_actions.presenterSecondScreen
        = make("presenterSecondScreen", QKeySequence());
    second->setCheckable(true);
    second->setChecked(m_presenter->usesSecondScreen());
    connect(second, &QAction::toggled, m_presenter, &PresenterController::setSecondScreen);
    connect(m_presenter, &PresenterController::activeChanged, this,
        [presenter, blank, leave](bool active) {
            presenter->setChecked(active);
            // B and Esc belong to the table and its editors outside presenter mode.
            blank->setEnabled(active);
            leave->setEnabled(active);
        });
    // In presenter mode Zoom in goes as far as the screen holds, and says so.
    connect(m_presenter, &PresenterController::zoomChanged, this, &ViewMenu::syncZoom);
    connect(m_presenter, &PresenterController::activeChanged, this, &ViewMenu::syncZoom);
    connect(InterfaceScale::instance(), &InterfaceScale::changed, this, &ViewMenu::syncZoom);
    m_view->addActions({presenter, zoomIn, zoomOut, zoomReset, blank, leave, second});
    m_view->addSeparator();
    QAction *dark = m_actions.darkTheme
        = make("darkTheme", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    dark->setCheckable(true);
    connect(dark, &QAction::toggled, this, &ViewMenu::setDarkTheme);
    QAction *contrast = m_actions.highContrast
        = make("highContrast", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    contrast->setCheckable(true);
    connect(contrast, &QAction::toggled, this, &ViewMenu::setHighContrast);
    QAction *follow = m_actions.followDesktop = make("followDesktop", QKeySequence());
    connect(follow, &QAction::triggered, this, &ViewMenu::followDesktop);
    m_view->addActions({dark, contrast, follow});

    m_help = new QMenu(window);
    m_help->setObjectName(QStringLiteral("helpMenu"));
    QAction *glossary = m_actions.glossary = make("glossary", QKeySequence::HelpContents);
    connect(glossary, &QAction::triggered, this, &ViewMenu::showGlossary);
    QAction *shortcuts = m_actions.shortcuts
        = make("shortcuts", QKeySequence(Qt::CTRL | Qt::Key_Slash));
    connect(shortcuts, &QAction::triggered, this, &ViewMenu::showShortcuts);
    QAction *about = m_actions.about = make("about", QKeySequence());
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, &ViewMenu::showAbout);
    m_help->addActions({glossary, shortcuts});
    m_help->addSeparator();
    m_help->addAction(about);

    // Qt's undo and redo actions fix their "Undo %1" when they are made: keep them in the
    // current language (the command's own text is in the language it was made in).
    if (group) {
        m_undoTexts = [this, group] {
            if (m_undo)
                m_undo->setText(group->undoText().isEmpty() ? tr("Undo")
                                                            : tr("Undo %1").arg(group->undoText()));
            if (m_redo)
                m_redo->setText(group->redoText().isEmpty() ? tr("Redo")
                                                            : tr("Redo %1").arg(group->redoText()));
        };
        connect(group, &QUndoGroup::undoTextChanged, this, m_undoTexts);
        connect(group, &QUndoGroup::redoTextChanged, this, m_undoTexts);
        connect(group, &QUndoGroup::activeStackChanged, this, m_undoTexts);
    }
    retranslate();
    applyStartLook();
}

void ViewMenu::followDesktop()
{
    SettingsStore::clearLookChoices();
    applyStartLook();
}

void ViewMenu::applyStartLook()
{
    const Theme::Look desktop = Theme::instance()->desktopLook();
    const QScopedValueRollback<bool> notAChoice(m_remember, false);
    setDarkTheme(SettingsStore::darkTheme().value_or(desktop.mode == Theme::Mode::Dark));
    setHighContrast(SettingsStore::highContrast().value_or(desktop.highContrast));
}

QAction *ViewMenu::make(const char *name, const QKeySequence &key)
{
    auto *a = new QAction(m_window);
    a->setObjectName(QLatin1String(name));
    if (!key.isEmpty())
        a->setShortcut(key);
    a->setShortcutContext(Qt::WindowShortcut);
    m_window->addAction(a);
    return a;
}

void ViewMenu::syncLanguage()
{
    const int current = int(LanguageController::instance()->language());
    const QList<QAction *> actions = m_languages->actions();
    for (QAction *a : actions)
        a->setChecked(a->data().toInt() == current);
}

void ViewMenu::syncZoom()
{
    // The cap of presenter mode (PresenterController::maxZoomHere()): Zoom in is disabled at
    // it, and its tip says how far it goes on this screen.
    const double cap = m_presenter->maxZoomHere();
    m_actions.zoomIn->setEnabled(m_presenter->canZoomIn());
    m_actions.zoomIn->setToolTip(cap < PresenterController::maxZoom
            ? tr("Larger text, lines and markers (up to %1× on this screen)")
                  .arg(QLocale().toString(cap, 'g', 3))
            : tr("Larger text, lines and markers (up to 2.5×)"));
}

void ViewMenu::syncScale()
{
    const int current = int(std::lround(InterfaceScale::instance()->scale() * 100));
    for (QAction *a : std::as_const(m_actions.interfaceScales))
        a->setChecked(a->data().toInt() == current);
}

void ViewMenu::setDarkTheme(bool dark)
{
    // The palette, then Theme::changed(): every window, chart and panel takes the new look.
    Theme::instance()->setMode(dark ? Theme::Mode::Dark : Theme::Mode::Light);
    if (m_remember)
        SettingsStore::setDarkTheme(dark);
    if (m_actions.darkTheme->isChecked() != dark)
        m_actions.darkTheme->setChecked(dark);
}

void ViewMenu::setHighContrast(bool on)
{
    // Presenter mode's own high contrast stays apart: leaving it keeps this choice.
    Theme::instance()->setUserHighContrast(on);
    if (m_remember)
        SettingsStore::setHighContrast(on);
    if (m_actions.highContrast->isChecked() != on)
        m_actions.highContrast->setChecked(on);
}

void ViewMenu::retranslate()
{
    auto set = [](QAction *a, const QString &text, const QString &tip = {}) {
        a->setText(text);
        a->setToolTip(tip.isEmpty() ? QString(text).remove(QLatin1Char('&')) : tip);
    };
    const Actions &a = m_actions;
    m_view->setTitle(tr("&View"));
    m_help->setTitle(tr("&Help"));
    // "Language" stays findable for someone who cannot read the current language.
    const QString language = tr("&Language");
    m_languageMenu->setTitle(language.contains(QLatin1String("Language"))
            ? language
            : language + QStringLiteral(" (Language)"));
    // Each language is named in itself.
    const QList<QAction *> actions = m_languages->actions();
    for (QAction *a : actions) {
        switch (LanguageController::Language(a->data().toInt())) {
        case LanguageController::Language::English:
            a->setText(QStringLiteral("English"));
            break;
        case LanguageController::Language::Chinese:
            a->setText(QStringLiteral("简体中文"));
            break;
        case LanguageController::Language::Both:
            a->setText(QStringLiteral("双语 Both: 中文 + English terms"));
            break;
        }
    }
    m_scaleMenu->setTitle(tr("Interface s&cale"));
    for (QAction *scale : a.interfaceScales)
        set(scale, tr("%1 %").arg(scale->data().toInt()),
            tr("Text, controls and icons of every window at %1 % of their size")
                .arg(scale->data().toInt()));
    set(a.presenterMode, tr("&Presenter mode"),
        tr("Full screen, large bold text and high contrast for a projector; Esc leaves"));
    set(a.zoomIn, tr("Zoom &in"), tr("Larger text, lines and markers (up to 2.5×)"));
    syncZoom();
    set(a.zoomOut, tr("Zoom &out"), tr("Smaller text, lines and markers (down to 1×)"));
    set(a.zoomReset, tr("&Reset zoom"), tr("1×: the interface scale alone"));
    set(a.blankScreen, tr("&Blank screen"),
        tr("Presenter mode: black screen; B or any key returns"));
    set(a.leavePresenter, tr("Lea&ve presenter mode"));
    set(a.presenterSecondScreen, tr("Presenter window on a &second screen"),
        tr("With two screens, presenter mode shows the next step's narration on the other one"));
    set(a.darkTheme, tr("&Dark theme"), tr("Light text on a dark background"));
    set(a.highContrast, tr("&High contrast"),
        tr("Pure black and white, strong colours and thick focus frames, for low vision"));
    set(a.followDesktop, tr("&Follow the desktop's look"),
        tr("Dark or light and high contrast as the desktop is set, until you choose again"));
    set(a.glossary, tr("&Glossary"), tr("The terms in English and Chinese, with definitions"));
    set(a.shortcuts, tr("&Keyboard shortcuts"), tr("Every action and its key"));
    set(a.about, tr("&About NDCG Explorer"),
        tr("Version, licence and where the numbers come from"));
    if (m_undoTexts)
        m_undoTexts();
    if (m_shortcuts)
        m_shortcuts->close();
    if (m_about)
        m_about->close();
}

GlossaryDialog *ViewMenu::showGlossary()
{
    if (!m_glossary) {
        m_glossary = new GlossaryDialog(m_window);
        m_glossary->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_glossary->show();
    m_glossary->raise();
    m_glossary->activateWindow();
    return m_glossary;
}

QDialog *ViewMenu::showAbout()
{
    if (m_about)
        m_about->close();
    auto *box = new QMessageBox(m_window);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setObjectName(QStringLiteral("aboutDialog"));
    box->setWindowTitle(tr("About NDCG Explorer"));
    box->setIconPixmap(m_window->windowIcon().pixmap(64, 64));
    box->setTextFormat(Qt::RichText);
    const QString version = QCoreApplication::applicationVersion();
    box->setText(QStringLiteral("<h3>NDCG Explorer %1</h3>").arg(version.toHtmlEscaped())
        + tr("<p>Teaches and visualises NDCG, the ranking metric of search and recommendation: "
             "every position's gain, discount and contribution, the ideal ordering, and NDCG@k, "
             "live as you edit.</p>"));
    box->setInformativeText(
        tr("<p>The worked examples come from five Chinese texts on NDCG. Where a text prints a "
           "figure that differs from the exact value, both are shown, with the reason.</p>"
           "<p>Every convention (gain, discount, ideal, IDCG = 0) is named with the library that "
           "uses it; <code>ndcg-cli eval</code> reproduces trec_eval.</p>"
           "<p>Licence: MIT. Built with Qt %1, running on Qt %2.</p>")
            .arg(QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion())));
    box->setStandardButtons(QMessageBox::Close);
    box->setModal(false);
    box->show();
    m_about = box;
    return box;
}

QDialog *ViewMenu::showShortcuts()
{
    // Built from the menus as they are, so every action another part of the app adds is listed.
    if (m_shortcuts)
        m_shortcuts->close();
    auto *dialog = new QDialog(m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(QStringLiteral("shortcutsDialog"));
    dialog->setWindowTitle(tr("Keyboard shortcuts"));
    auto *layout = new QVBoxLayout(dialog);
    auto *table = new QTableWidget(0, 3, dialog);
    table->setTabKeyNavigation(false); // Tab to the next control, arrows in the table
    table->setHorizontalHeaderLabels({tr("Menu"), tr("Action"), tr("Shortcut")});
    table->setAccessibleName(tr("Keyboard shortcuts"));
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    const QList<QAction *> menus = m_window->menuBar()->actions();
    for (QAction *menuAction : menus) {
        QMenu *menu = menuAction->menu();
        if (!menu)
            continue;
        QList<QAction *> items = menu->actions();
        for (qsizetype i = 0; i < items.size(); ++i) {
            QAction *a = items[i];
            if (a->menu()) {
                items.append(a->menu()->actions());
                continue;
            }
            if (a->isSeparator() || a->text().isEmpty())
                continue;
            QStringList keys;
            for (const QKeySequence &k : a->shortcuts())
                keys << k.toString(QKeySequence::NativeText);
            const int row = table->rowCount();
            table->insertRow(row);
            table->setItem(row, 0, new QTableWidgetItem(QString(menu->title()).remove('&')));
            table->setItem(row, 1, new QTableWidgetItem(QString(a->text()).remove('&')));
            table->setItem(row, 2, new QTableWidgetItem(keys.join(QStringLiteral(", "))));
        }
    }
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(table);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog->resize(InterfaceScale::px(720), InterfaceScale::px(640));
    dialog->show();
    m_shortcuts = dialog;
    return dialog;
}
