// The interface language switched at run time from View → Language: the document, its undo
// history, the selection and the zoom survive; every menu, label and chart title turns Chinese;
// "Both" writes the key terms in both languages; the choice is remembered; Chinese text is
// drawn with a CJK font.

#include "charts/runningdcgchart.h"
#include "chinesetext.h"
#include "class/classstartdialog.h"
#include "classroom/glossarydialog.h"
#include "classroom/languagecontroller.h"
#include "classroom/viewmenu.h"
#include "comparison/comparisoncontroller.h"
#include "comparison/comparisonview.h"
#include "document/rankingdocument.h"
#include "document/scenariodocument.h"
#include "document/settingsstore.h"
#include "examples.h"
#include "files/handout.h"
#include "mainwindow.h"
#include "plurals.h"
#include "runcomparison.h"
#include "runs/runsmodel.h"
#include "runs/runswindow.h"
#include "stepthrough/examplegallery.h"
#include "stepthrough/examplescontroller.h"
#include "stepthrough/practicedialog.h"
#include "stepthrough/stepcontroller.h"
#include "stepthrough/stepthroughpanel.h"
#include "style/interfacescale.h"
#include "whatif/claimdialog.h"
#include "workbench/definitionbar.h"
#include "workbench/rankingtablemodel.h"
#include "workbench/rankingtableview.h"
#include "workbench/resultcard.h"
#include "workbench/workbench.h"

#include <QAbstractButton>
#include <QAction>
#include <QFontDatabase>
#include <QGlyphRun>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QRawFont>
#include <QRegularExpression>
#include <QSettings>
#include <QStatusBar>
#include <QTableWidget>
#include <QTest>
#include <QTextLayout>
#include <QUndoStack>

#include <memory>

using Language = LanguageController::Language;

class TestLanguage : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void translationIsBuiltIn();
    void switchingKeepsTheDocumentAndUndo();
    void switchingRetranslatesVisibleWidgets();
    void everyVisibleTextTurnsChinese_data();
    void everyVisibleTextTurnsChinese();
    void bothLabelsTermsInTwoLanguages();
    void annotateOncePerTerm_data();
    void annotateOncePerTerm();
    void choiceIsRemembered();
    void chineseIsDrawnWithACjkFont();
    void glossaryListsVariants();
    void aboutBoxSaysWhatAndWhichVersion();
    void windowTitleFollowsTheLanguage();
    void noTwoEntriesOfAMenuShareAMnemonic_data();
    void noTwoEntriesOfAMenuShareAMnemonic();
    void positionsAreListedWithTheEnumerationComma();
    void assembledSentencesReadAsChinese();
    void aQueryFromEvaluateRunsIsRetitled();
    void theHandoutReadsAsChinese_data();
    void theHandoutReadsAsChinese();

private:
    QString menuTitle(const char *name) const
    {
        const QMenu *menu = qstrcmp(name, "fileMenu") == 0 ? m_window->fileMenu()
            : qstrcmp(name, "editMenu") == 0               ? m_window->editMenu()
            : qstrcmp(name, "viewMenu") == 0               ? m_window->viewMenu()->viewMenu()
            : qstrcmp(name, "helpMenu") == 0               ? m_window->viewMenu()->helpMenu()
                                                           : nullptr;
        return menu ? menu->title() : QString();
    }
    void typeGrade(int row, const QString &text);

    std::unique_ptr<MainWindow> m_window;
};

void TestLanguage::init()
{
    SettingsStore::settings().clear();
    LanguageController::instance()->setLanguage(Language::English, false);
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestLanguage::cleanup()
{
    m_window.reset();
    LanguageController::instance()->setLanguage(Language::English, false);
}

void TestLanguage::typeGrade(int row, const QString &text)
{
    RankingTableView *table = m_window->workbench()->table();
    const QModelIndex index = m_window->workbench()->model()->index(row, RankingTableModel::Grade);
    table->setFocus();
    table->setCurrentIndex(index);
    QTest::keyClick(table, text.at(0).toLatin1());
    QWidget *editor = QApplication::focusWidget();
    QVERIFY(editor && editor != table);
    QTest::keyClicks(editor, text.mid(1));
    QTest::keyClick(editor, Qt::Key_Return);
    QTRY_VERIFY(!table->isPersistentEditorOpen(index) && QApplication::focusWidget() == table);
}

void TestLanguage::translationIsBuiltIn()
{
    QVERIFY(QFile::exists(QStringLiteral(":/i18n/ndcg-explorer_zh_CN.qm")));
    QVERIFY(LanguageController::instance()->hasChinese());
    const ViewMenu::Actions &view = m_window->viewMenu()->actions();
    const std::pair<QAction *, const char *> languages[] = {{view.languageEnglish, "language_en"},
        {view.languageChinese, "language_zh_CN"}, {view.languageBoth, "language_both"}};
    for (const auto &[a, name] : languages) {
        QVERIFY2(a, name);
        QCOMPARE(a->objectName(), QLatin1String(name));
    }
}

void TestLanguage::switchingKeepsTheDocumentAndUndo()
{
    RankingDocument *doc = m_window->document()->a();
    typeGrade(2, QStringLiteral("4"));
    QCOMPARE(doc->ranking().items[2].grade, 4.0);
    const int undoCount = doc->undoStack()->count();
    QVERIFY(doc->undoStack()->canUndo());
    m_window->workbench()->table()->selectRows({3});
    const int highlighted = m_window->workbench()->highlightedPosition();
    const double zoom = InterfaceScale::instance()->factor();

    m_window->viewMenu()->actions().languageChinese->trigger();
    QCOMPARE(LanguageController::instance()->language(), Language::Chinese);
    QCOMPARE(doc->ranking().items[2].grade, 4.0);
    QCOMPARE(doc->undoStack()->count(), undoCount);
    QCOMPARE(doc->undoStack()->index(), undoCount);
    QCOMPARE(m_window->workbench()->highlightedPosition(), highlighted);
    QCOMPARE(m_window->workbench()->table()->selectedRows(), QList<int> {3});
    QCOMPARE(InterfaceScale::instance()->factor(), zoom);
    QVERIFY(m_window->viewMenu()->actions().languageChinese->isChecked());
    QVERIFY2(m_window->editActions().undo->text().startsWith(QStringLiteral("撤销")),
        qPrintable(m_window->editActions().undo->text()));

    // The history still works in the new language.
    m_window->editActions().undo->trigger();
    QCOMPARE(doc->ranking().items[2].grade, 0.0);
    m_window->editActions().redo->trigger();
    QCOMPARE(doc->ranking().items[2].grade, 4.0);

    m_window->viewMenu()->actions().languageEnglish->trigger();
    QCOMPARE(doc->ranking().items[2].grade, 4.0);
    QCOMPARE(doc->undoStack()->count(), undoCount);
}

void TestLanguage::switchingRetranslatesVisibleWidgets()
{
    // Every menu title and menu entry, the card's caption and the chart titles change.
    QStringList before;
    const QList<QAction *> menus = m_window->menuBar()->actions();
    QList<QAction *> entries;
    for (QAction *m : menus) {
        if (m->menu())
            for (QAction *a : m->menu()->actions())
                if (!a->isSeparator() && !a->menu() && !a->objectName().startsWith("language_")
                    && !a->text().isEmpty())
                    entries << a;
    }
    QVERIFY(entries.size() > 20);
    for (QAction *a : std::as_const(entries))
        before << a->text();
    auto *caption = m_window->findChild<QLabel *>(QStringLiteral("metricsCaption"));
    QVERIFY(caption);
    const QString captionBefore = caption->text();
    const QString chartBefore = m_window->workbench()->dcgChart()->chart()->title();
    QCOMPARE(menuTitle("fileMenu"), QStringLiteral("&File"));
    QCOMPARE(menuTitle("viewMenu"), QStringLiteral("&View"));

    m_window->viewMenu()->actions().languageChinese->trigger();
    QApplication::processEvents(); // some parts retranslate from a queued call
    QVERIFY2(
        menuTitle("fileMenu").contains(QStringLiteral("文件")), qPrintable(menuTitle("fileMenu")));
    QVERIFY2(
        menuTitle("editMenu").contains(QStringLiteral("编辑")), qPrintable(menuTitle("editMenu")));
    QVERIFY2(
        menuTitle("viewMenu").contains(QStringLiteral("视图")), qPrintable(menuTitle("viewMenu")));
    QVERIFY2(
        menuTitle("helpMenu").contains(QStringLiteral("帮助")), qPrintable(menuTitle("helpMenu")));
    QStringList unchanged;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        if (entries[i]->text() == before[i])
            unchanged << entries[i]->objectName() + QStringLiteral(": ") + before[i];
    }
    QVERIFY2(unchanged.isEmpty(), qPrintable(unchanged.join(QLatin1Char('\n'))));
    QVERIFY(caption->text() != captionBefore);
    QVERIFY(caption->text().contains(QStringLiteral("k")));
    QVERIFY(m_window->workbench()->dcgChart()->chart()->title() != chartBefore);
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("NDCG")));

    m_window->viewMenu()->actions().languageEnglish->trigger();
    QApplication::processEvents();
    QCOMPARE(menuTitle("fileMenu"), QStringLiteral("&File"));
    for (qsizetype i = 0; i < entries.size(); ++i)
        QCOMPARE(entries[i]->text(), before[i]);
    QCOMPARE(caption->text(), captionBefore);
    QCOMPARE(m_window->workbench()->dcgChart()->chart()->title(), chartBefore);
}

void TestLanguage::everyVisibleTextTurnsChinese_data()
{
    QTest::addColumn<QString>("mode");
    QTest::newRow("the workbench") << QStringLiteral("workbench");
    QTest::newRow("with the step-through open") << QStringLiteral("stepping");
    QTest::newRow("comparing two rankings") << QStringLiteral("comparison");
}

void TestLanguage::everyVisibleTextTurnsChinese()
{
    // Every visible label, button, header and tooltip with English words in it changes.
    static const QRegularExpression englishWord(QStringLiteral("\\b[a-z]{4,}\\b"));
    static const QRegularExpression tag(QStringLiteral("<[^>]*>|&[a-z]+;"));
    auto texts = [this] {
        QMap<QString, QString> found;
        const QList<QWidget *> all = m_window->findChildren<QWidget *>();
        for (QWidget *w : all) {
            if (!w->isVisible())
                continue;
            QString text;
            if (auto *label = qobject_cast<QLabel *>(w))
                text = label->text();
            else if (auto *button = qobject_cast<QAbstractButton *>(w))
                text = button->text();
            const QString key = QString::fromLatin1(w->metaObject()->className()) + QLatin1Char('/')
                + w->objectName() + QLatin1Char('/') + QString::number(quintptr(w));
            if (!text.isEmpty())
                found.insert(key + QStringLiteral("/text"), text);
            if (!w->toolTip().isEmpty())
                found.insert(key + QStringLiteral("/tip"), w->toolTip());
            if (!w->accessibleName().isEmpty())
                found.insert(key + QStringLiteral("/name"), w->accessibleName());
        }
        return found;
    };
    QFETCH(QString, mode);
    if (mode == QLatin1String("stepping")) {
        auto *steps = m_window->findChild<StepController *>();
        QVERIFY(steps);
        steps->setStepping(true);
        steps->next();
    } else if (mode == QLatin1String("comparison")) {
        Ndcg::Ranking b = m_window->document()->a()->ranking();
        std::swap(b.items[0], b.items[1]);
        m_window->document()->setComparison(b);
    }
    QApplication::processEvents();
    const QMap<QString, QString> before = texts();
    m_window->viewMenu()->actions().languageChinese->trigger();
    QApplication::processEvents();
    const QMap<QString, QString> after = texts();
    QStringList same;
    for (auto it = before.begin(); it != before.end(); ++it) {
        const QString plain = QString(it.value()).remove(tag);
        if (!plain.contains(englishWord))
            continue;
        if (after.value(it.key()) == it.value())
            same << it.key() + QStringLiteral(": ") + plain.left(80);
    }
    QVERIFY2(same.isEmpty(), qPrintable(same.join(QLatin1Char('\n'))));
    // And what they say in Chinese is punctuated and spaced as Chinese (tests/chinesetext.h).
    QStringList problems;
    for (auto it = after.begin(); it != after.end(); ++it) {
        for (const QString &p : ChineseText::problems(it.value()))
            problems << it.key() + QStringLiteral(": ") + p + QStringLiteral(" — ") + it.value();
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestLanguage::bothLabelsTermsInTwoLanguages()
{
    m_window->viewMenu()->actions().languageBoth->trigger();
    QCOMPARE(LanguageController::instance()->language(), Language::Both);
    // The ideal-order action names the ideal ordering in both languages.
    const QString sortText = m_window->editActions().sortIdeal->text();
    QVERIFY2(sortText.contains(QStringLiteral("理想排序 (ideal ordering)")), qPrintable(sortText));
    const QString conventions = m_window->editActions().conventions->text();
    QVERIFY2(!conventions.contains(QStringLiteral("Edit")), qPrintable(conventions));
}

void TestLanguage::annotateOncePerTerm_data()
{
    QTest::addColumn<QString>("chinese");
    QTest::addColumn<QString>("both");
    QTest::newRow("the longest term is found whole")
        << QStringLiteral("理想折损累计增益") << QStringLiteral("理想折损累计增益 (IDCG)");
    QTest::newRow("a term already followed by its name is left alone")
        << QStringLiteral("折损累计增益 (DCG)") << QStringLiteral("折损累计增益 (DCG)");
    QTest::newRow("a term followed by its abbreviation is left alone") << QStringLiteral(
        "归一化折损累计增益 NDCG@5") << QStringLiteral("归一化折损累计增益 NDCG@5");
    QTest::newRow("each term once per string")
        << QStringLiteral("增益与增益") << QStringLiteral("增益 (gain)与增益");
    QTest::newRow("text without terms is unchanged")
        << QStringLiteral("文件(&F)") << QStringLiteral("文件(&F)");
    QTest::newRow("two different terms")
        << QStringLiteral("准确率和召回率") << QStringLiteral("准确率 (P@k)和召回率 (R@k)");
}

void TestLanguage::annotateOncePerTerm()
{
    QFETCH(QString, chinese);
    QFETCH(QString, both);
    QCOMPARE(BilingualTranslator::annotate(chinese), both);
}

void TestLanguage::choiceIsRemembered()
{
    QCOMPARE(LanguageController::startupLanguage(), LanguageController::systemLanguage());
    m_window->viewMenu()->actions().languageChinese->trigger();
    QCOMPARE(SettingsStore::language(), QStringLiteral("zh_CN"));
    QCOMPARE(LanguageController::startupLanguage(), Language::Chinese);
    m_window->viewMenu()->actions().languageBoth->trigger();
    QCOMPARE(LanguageController::startupLanguage(), Language::Both);
    m_window->viewMenu()->actions().languageEnglish->trigger();
    QCOMPARE(LanguageController::startupLanguage(), Language::English);
    QCOMPARE(LanguageController::fromCode(QStringLiteral("zh_CN")), Language::Chinese);
    QCOMPARE(LanguageController::fromCode(QStringLiteral("xx")), std::nullopt);
    // Locale names as a system writes them (stage: --lang en_US was refused).
    for (const char *english : {"en", "en_US", "en-GB", "EN_us"})
        QCOMPARE(LanguageController::fromCode(QLatin1String(english)), Language::English);
    for (const char *chinese : {"zh", "zh-CN", "zh_Hans_CN", "zh_SG"})
        QCOMPARE(LanguageController::fromCode(QLatin1String(chinese)), Language::Chinese);
    for (const char *other : {"", "e", "eng", "enx_US", "fr_FR", "zhx", "both_x"})
        QCOMPARE(LanguageController::fromCode(QLatin1String(other)), std::nullopt);
}

void TestLanguage::chineseIsDrawnWithACjkFont()
{
    const QStringList cjk = QFontDatabase::families(QFontDatabase::SimplifiedChinese);
    QVERIFY2(!cjk.isEmpty(), "no font for Simplified Chinese: install fonts-wqy-microhei");
    m_window->viewMenu()->actions().languageChinese->trigger();
    QApplication::processEvents();
    // The glyphs of the Edit menu's title, laid out in the menu bar's font, come from a CJK font.
    const QString title = menuTitle("editMenu").remove(QLatin1Char('&'));
    QTextLayout layout(title, m_window->menuBar()->font());
    layout.beginLayout();
    layout.createLine();
    layout.endLayout();
    QStringList used;
    for (const QGlyphRun &run : layout.glyphRuns())
        used << run.rawFont().familyName();
    QVERIFY2(std::any_of(used.begin(), used.end(),
                 [&cjk](const QString &family) { return cjk.contains(family); }),
        qPrintable(used.join(QLatin1Char(','))));
    if (qEnvironmentVariableIsSet("NDCG_SHOT_DIR")) {
        auto *view = m_window->viewMenu()->viewMenu();
        view->popup(m_window->mapToGlobal(QPoint(100, 30)));
        QApplication::processEvents();
        view->grab().save(
            qEnvironmentVariable("NDCG_SHOT_DIR") + QStringLiteral("/zh_CN-view-menu.png"));
        view->hide();
    }
    // The rendered window is not blank where the menu bar is.
    const QImage shot = m_window->grab().toImage();
    QVERIFY(!shot.isNull());
    if (qEnvironmentVariableIsSet("NDCG_SHOT_DIR"))
        shot.save(qEnvironmentVariable("NDCG_SHOT_DIR") + QStringLiteral("/zh_CN-1280x800.png"));
}

void TestLanguage::aboutBoxSaysWhatAndWhichVersion()
{
    QCoreApplication::setApplicationVersion(QStringLiteral("9.8.7"));
    QAction *about = m_window->viewMenu()->actions().about;
    QVERIFY(about);
    QVERIFY(m_window->viewMenu()->helpMenu()->actions().contains(about));
    about->trigger();
    auto *box = m_window->findChild<QMessageBox *>(QStringLiteral("aboutDialog"));
    QVERIFY(box && box->isVisible());
    QVERIFY(box->text().contains(QStringLiteral("NDCG Explorer 9.8.7")));
    QVERIFY(box->informativeText().contains(QString::fromLatin1(qVersion())));
    QVERIFY(box->informativeText().contains(QStringLiteral("trec_eval")));
    QVERIFY(box->text().contains(QStringLiteral("ranking metric")));

    // In Chinese the open box closes (its text would be stale) and opens again in Chinese.
    m_window->viewMenu()->actions().languageChinese->trigger();
    QTRY_VERIFY(!m_window->findChild<QMessageBox *>(QStringLiteral("aboutDialog")));
    QCOMPARE(about->text().remove(QLatin1Char('&')).left(2), QStringLiteral("关于"));
    about->trigger();
    box = m_window->findChild<QMessageBox *>(QStringLiteral("aboutDialog"));
    QVERIFY(box && box->isVisible());
    QVERIFY(box->text().contains(QStringLiteral("NDCG Explorer 9.8.7")));
    QVERIFY(box->text().contains(QStringLiteral("排序")));
    QVERIFY(box->informativeText().contains(QStringLiteral("MIT")));
    // Qt's own button text comes from Qt's translations (qt6-translations-l10n, scripts/setup).
    QCOMPARE(box->button(QMessageBox::Close)->text(), QStringLiteral("关闭"));
    if (qEnvironmentVariableIsSet("NDCG_SHOT_DIR"))
        box->grab().save(qEnvironmentVariable("NDCG_SHOT_DIR") + QStringLiteral("/about-zh.png"));
    box->close();
}

void TestLanguage::glossaryListsVariants()
{
    auto *menus = m_window->findChild<ViewMenu *>();
    QVERIFY(menus);
    m_window->viewMenu()->actions().glossary->trigger();
    auto *dialog = m_window->findChild<GlossaryDialog *>();
    QVERIFY(dialog && dialog->isVisible());
    QTableWidget *table = dialog->table();
    QVERIFY(table->rowCount() >= 15);
    QStringList all;
    for (int r = 0; r < table->rowCount(); ++r)
        for (int c = 0; c < table->columnCount(); ++c)
            all << table->item(r, c)->text();
    const QString text = all.join(QLatin1Char('\n'));
    for (const char *term : {"折损累计增益", "累积", "折扣", "归一化折损累计增益", "已标注文档集",
             "discounted cumulative gain (DCG)", "judged pool"})
        QVERIFY2(text.contains(QString::fromUtf8(term)), term);
    if (qEnvironmentVariableIsSet("NDCG_SHOT_DIR"))
        dialog->grab().save(
            qEnvironmentVariable("NDCG_SHOT_DIR") + QStringLiteral("/glossary.png"));
    const QString englishTitle = dialog->windowTitle();
    m_window->viewMenu()->actions().languageChinese->trigger();
    QVERIFY(dialog->windowTitle() != englishTitle);
    QVERIFY(dialog->windowTitle().contains(QStringLiteral("术语表")));
}

namespace {

// The accelerator letter of a text ("Clo&se" → s, "关闭(&O)" → o); null without one ("&&" is
// an ampersand).
QChar mnemonic(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('&'))
            continue;
        if (text.at(i + 1) == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text.at(i + 1).toLower();
    }
    return {};
}

// Two texts of one menu (or dialog) with the same accelerator: "where: A / B".
QStringList clashes(const QString &where, const QStringList &texts)
{
    QStringList found;
    QHash<QChar, QString> seen;
    for (const QString &text : texts) {
        const QChar m = mnemonic(text);
        if (m.isNull())
            continue;
        if (seen.contains(m))
            found << QStringLiteral("%1: %2 / %3").arg(where, seen.value(m), text);
        else
            seen.insert(m, text);
    }
    return found;
}

// Every menu below these actions, each checked on its own: its entries, then its submenus.
QStringList menuClashes(const QString &where, const QList<QAction *> &actions)
{
    QStringList texts;
    QStringList found;
    for (QAction *a : actions) {
        if (a->isSeparator())
            continue;
        texts << a->text();
        if (a->menu())
            found << menuClashes(where + QStringLiteral(" ▸ ") + a->text(), a->menu()->actions());
    }
    return clashes(where, texts) + found;
}

// What a dialog's accelerators are on: its buttons and the labels of its fields (a label's
// accelerator focuses its buddy), those shown.
QStringList buttonTexts(const QWidget *dialog)
{
    QStringList texts;
    for (const QAbstractButton *b : dialog->findChildren<QAbstractButton *>()) {
        if (b->isVisible())
            texts << b->text();
    }
    for (const QLabel *l : dialog->findChildren<QLabel *>()) {
        if (l->isVisible() && l->buddy())
            texts << l->text();
    }
    return texts;
}

} // namespace

// Issue 20: 练习's 显示解答(S) and 关闭(S), 比较's 结束对比(E) and 评估运行结果(E) (and the English
// "Show the &solution"/"Clo&se", "&End comparison"/"&Evaluate runs…"). Every menu of the main
// window and the runs window, and the practice dialog's buttons in both of their states.
void TestLanguage::noTwoEntriesOfAMenuShareAMnemonic_data()
{
    QTest::addColumn<bool>("chinese");
    QTest::newRow("English") << false;
    QTest::newRow("Chinese") << true;
}

void TestLanguage::noTwoEntriesOfAMenuShareAMnemonic()
{
    QFETCH(bool, chinese);
    if (chinese) {
        m_window->viewMenu()->actions().languageChinese->trigger();
        QCoreApplication::processEvents(); // the step menu retranslates after the window
    }
    QStringList found = menuClashes(QStringLiteral("menu bar"), m_window->menuBar()->actions());
    m_window->editActions().evaluateRuns->trigger();
    auto *runs = m_window->findChild<RunsWindow *>();
    QVERIFY(runs);
    found << menuClashes(QStringLiteral("runs window"), runs->menuBar()->actions());
    runs->close();
    // The dialogs and the conventions editor (Edit ▸ Edit conventions…).
    m_window->comparison()->actions().whichConvention->trigger();
    QDialog *claims = m_window->comparison()->claimDialog();
    found << clashes(QStringLiteral("which convention"), buttonTexts(claims));
    claims->close();
    ExamplesController *examples = m_window->examples();
    examples->showGallery();
    found << clashes(QStringLiteral("worked examples"), buttonTexts(examples->gallery()));
    examples->gallery()->close();
    m_window->editActions().conventions->trigger();
    QApplication::processEvents();
    auto *definition = m_window->workbench()->findChild<DefinitionBar *>();
    QVERIFY(definition);
    const QStringList editor = buttonTexts(definition);
    QVERIFY2(editor.size() >= 5, qPrintable(editor.join(QLatin1Char('|'))));
    found << clashes(QStringLiteral("conventions editor"), editor);
    PracticeDialog *practice = examples->practice();
    examples->showPractice();
    found << clashes(QStringLiteral("practice"), buttonTexts(practice));
    QVERIFY(mnemonic(practice->findChildren<QAbstractButton *>().first()->text()) != QChar());
    practice->showNextStep(); // "Show the solution" becomes "Next step"
    found << clashes(QStringLiteral("practice, solution shown"), buttonTexts(practice));
    // Lesson ▸ Let the class answer… (stage: "&Network" and "Ask for &nicknames", both Alt+N).
    Ndcg::Class::NetworkChoice loopback;
    loopback.name = QStringLiteral("lo");
    loopback.label = QStringLiteral("lo — 127.0.0.1");
    loopback.address = QHostAddress::LocalHost;
    loopback.loopback = true;
    ClassStartDialog start({loopback}, m_window.get());
    start.show();
    QVERIFY(QTest::qWaitForWindowExposed(&start));
    const QStringList startTexts = buttonTexts(&start);
    QVERIFY2(startTexts.size() >= 3, qPrintable(startTexts.join(QLatin1Char('|'))));
    found << clashes(QStringLiteral("let the class answer"), startTexts);
    start.close();
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

// "位置 2、3、4、5", not "位置 2, 3, 4, 5": seed 001's comparison, where A gains at every position
// after the first (A is in ideal order; B has only the perfect result).
void TestLanguage::positionsAreListedWithTheEnumerationComma()
{
    m_window->viewMenu()->actions().languageChinese->trigger();
    m_window->comparison()->actions().compareSeed001->trigger();
    ComparisonView *view = m_window->comparison()->view();
    QVERIFY(view);
    // The positions where A's term is larger, from the two breakdowns.
    const Ndcg::Breakdown &a = *m_window->document()->a()->breakdown();
    const Ndcg::Breakdown &b = *m_window->document()->b()->breakdown();
    QStringList gains;
    for (int i = 0; i < a.k; ++i) {
        if (a.rows.at(i).contribution > b.rows.at(i).contribution + 1e-12)
            gains << QString::number(i + 1);
    }
    QCOMPARE(gains.size(), 4);
    const QString expected
        = QStringLiteral("A 在位置 %1 得分更多").arg(gains.join(QStringLiteral("、")));
    QVERIFY2(view->whereText().contains(expected), qPrintable(view->whereText()));
    QVERIFY2(ChineseText::problems(view->whereText()).isEmpty(),
        qPrintable(ChineseText::problems(view->whereText()).join(QLatin1Char('\n'))));
    m_window->viewMenu()->actions().languageEnglish->trigger();
    QVERIFY2(view->whereText().contains(
                 QStringLiteral("A gains at positions %1").arg(gains.join(QStringLiteral(", ")))),
        qPrintable(view->whereText()));
}

// Sentences the code assembles from translated pieces, read in Chinese: the step-through with
// its answers hidden ("先预测增益₁，再揭晓（R）。", "已显示 DCG@i 列"), every step of seed 000;
// the practice dialog's question and feedback; the glossary's title ("术语表 · 术语表" before).
void TestLanguage::assembledSentencesReadAsChinese()
{
    m_window->viewMenu()->actions().languageChinese->trigger();
    auto *steps = m_window->findChild<StepController *>();
    QVERIFY(steps);
    QStringList problems;
    const auto check = [&problems](const QString &where, const QString &text) {
        for (const QString &p : ChineseText::problems(text))
            problems << where + QStringLiteral(": ") + p + QStringLiteral(" — ") + text;
    };
    // Hide the answers, then walk every step: each one's narration is first a prediction.
    steps->actions().hideAnswers->trigger();
    QVERIFY(steps->actions().hideAnswers->isChecked());
    steps->setStepping(true);
    QVERIFY(steps->isStepping());
    // Before the first step: what R reveals next in the whole table ("R 揭晓 增益列").
    check(QStringLiteral("hint before the steps"), m_window->workbench()->viewState().revealHint);
    // → at a hidden step reveals it first, then goes on.
    QStringList predictions;
    for (int i = 0; i < 200 && steps->stepIndex() < steps->stepCount(); ++i) {
        steps->next();
        const QString narration = steps->panel()->narration();
        check(QStringLiteral("step %1").arg(steps->stepIndex()), narration);
        if (narration.startsWith(QStringLiteral("先预测")))
            predictions << narration;
        check(QStringLiteral("hint at step %1").arg(steps->stepIndex()),
            m_window->workbench()->viewState().revealHint);
        check(QStringLiteral("status at step %1").arg(steps->stepIndex()),
            m_window->statusBar()->currentMessage());
    }
    QVERIFY2(predictions.size() >= 5, qPrintable(predictions.join(QLatin1Char('\n'))));
    QVERIFY2(predictions.contains(QStringLiteral("先预测增益₁，再揭晓（R）。")),
        qPrintable(predictions.join(QLatin1Char('\n'))));
    steps->setStepping(false);
    // Not stepping, answers hidden again: R reveals a quantity at a time ("已显示 DCG@i 列").
    steps->actions().hideAnswers->trigger();
    steps->actions().hideAnswers->trigger();
    QVERIFY(steps->actions().hideAnswers->isChecked());
    QStringList revealed;
    for (int i = 0; i < 12; ++i) {
        check(QStringLiteral("hint %1").arg(i + 1), m_window->workbench()->viewState().revealHint);
        steps->revealNext();
        const QString status = m_window->statusBar()->currentMessage();
        check(QStringLiteral("reveal %1").arg(i + 1), status);
        revealed << status;
    }
    QVERIFY2(revealed.contains(QStringLiteral("已显示 DCG@i 列")),
        qPrintable(revealed.join(QLatin1Char('\n'))));
    // The practice dialog: the question, and the feedback to an answer right to 2 decimals.
    PracticeDialog *practice = m_window->examples()->practice();
    practice->setSeed(7);
    check(QStringLiteral("practice question"), practice->questionText());
    practice->answerField()->setText(QString::number(practice->exact(), 'f', 1));
    practice->checkAnswer();
    check(QStringLiteral("practice feedback"), practice->feedbackText());
    // The glossary's title: both languages, each once.
    m_window->viewMenu()->actions().glossary->trigger();
    auto *glossary = m_window->findChild<GlossaryDialog *>();
    QVERIFY(glossary);
    QCOMPARE(glossary->windowTitle(), QStringLiteral("术语表 · Glossary"));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

// Evaluate runs in Chinese: the test's sentences joined as Chinese is; a query opened from there
// is titled in the language shown, also after a switch (its title was made once, in the
// language of the moment).
void TestLanguage::aQueryFromEvaluateRunsIsRetitled()
{
    m_window->editActions().evaluateRuns->trigger();
    auto *runs = m_window->findChild<RunsWindow *>();
    QVERIFY(runs);
    QVERIFY(runs->model()->openSample());
    QTRY_VERIFY_WITH_TIMEOUT(!runs->model()->isBusy() && runs->model()->comparison(), 60000);
    const Ndcg::Trec::RunComparison &c = *runs->model()->comparison();
    const QString qid = c.queries.at(5);
    const QString a = c.runs.at(std::size_t(c.options.baseline)).name;
    const QString b = c.runs.at(std::size_t(runs->model()->comparedRun())).name;
    // The test's result in words, one Chinese sentence after another: "（13 个更低，0
    // 个相同）。平均…" (a space after 。 before).
    m_window->viewMenu()->actions().languageChinese->trigger();
    const QString sentence = runs->sentence();
    QVERIFY2(sentence.contains(QStringLiteral("个相同）。平均")), qPrintable(sentence));
    QVERIFY2(ChineseText::problems(sentence).isEmpty(),
        qPrintable(ChineseText::problems(sentence).join(QLatin1Char('\n'))));
    m_window->viewMenu()->actions().languageEnglish->trigger();
    QVERIFY2(runs->sentence().contains(QStringLiteral(" equal on ")), qPrintable(runs->sentence()));
    runs->openQuery(5);
    runs->close();
    QVERIFY(m_window->document()->isComparison());
    const QString english = QStringLiteral("query %1: %2 (A) and %3 (B)").arg(qid, a, b);
    QVERIFY2(m_window->windowTitle().startsWith(english), qPrintable(m_window->windowTitle()));
    m_window->viewMenu()->actions().languageChinese->trigger();
    const QString chinese = QStringLiteral("查询 %1：%2（A）与 %3（B）").arg(qid, a, b);
    QVERIFY2(m_window->windowTitle().startsWith(chinese), qPrintable(m_window->windowTitle()));
    m_window->viewMenu()->actions().languageEnglish->trigger();
    QVERIFY2(m_window->windowTitle().startsWith(english), qPrintable(m_window->windowTitle()));
}

// The PDF handout in Chinese (the text it typesets): no ASCII colon or full stop in a
// Chinese sentence ("定义： 增益", "舍入." before), for a worked example with the text's figures
// and notes (004, two rankings) and for seed 000.
void TestLanguage::theHandoutReadsAsChinese_data()
{
    QTest::addColumn<QString>("example");
    QTest::newRow("004: two rankings, the text's figures and notes") << "004-precision-ndcg";
    QTest::newRow("000, prose: notes with reasons") << "000-prose";
    QTest::newRow("001, example 1") << "001-example-1";
}

void TestLanguage::theHandoutReadsAsChinese()
{
    QFETCH(QString, example);
    m_window->viewMenu()->actions().languageChinese->trigger();
    const auto scenario = Ndcg::loadExample(example);
    QVERIFY2(scenario.ok(), qPrintable(example));
    const Handout::Pdf pdf
        = Handout::write(*scenario, QStringLiteral("讲义"), QStringLiteral("zh_CN"));
    QVERIFY(pdf.error.isEmpty());
    if (const QString shots = qEnvironmentVariable("NDCG_SHOT_DIR"); !shots.isEmpty()) {
        QFile file(shots + QStringLiteral("/handout-") + example + QStringLiteral(".pdf"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(pdf.bytes);
    }
    // Its text as the document holds it: every table cell a line of its own.
    QVERIFY2(pdf.text.contains(QStringLiteral("定义：")), qPrintable(pdf.text));
    QStringList problems;
    for (const QString &line : pdf.text.split(QLatin1Char('\n'))) {
        for (const QString &p : ChineseText::problems(line))
            problems << p + QStringLiteral(" — ") + line;
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestLanguage)
// The title bar names the scenario in the language of the interface, also after a switch at
// run time: the opening example's name (its translation is the .ts file's), and a bundled
// example's title (both languages are in its JSON, read here through core).
void TestLanguage::windowTitleFollowsTheLanguage()
{
    QVERIFY2(m_window->windowTitle().startsWith(QStringLiteral("Seed 000: five graded results")),
        qPrintable(m_window->windowTitle()));
    m_window->viewMenu()->actions().languageChinese->trigger();
    QVERIFY2(m_window->windowTitle().startsWith(QStringLiteral("示例 000：五个带等级的结果")),
        qPrintable(m_window->windowTitle()));

    const auto example = Ndcg::loadExample(QStringLiteral("004-precision-ndcg"));
    QVERIFY(example && example->example);
    const Ndcg::LocalizedText title = example->example->title;
    QVERIFY(!title.en.isEmpty() && !title.zhCN.isEmpty() && title.en != title.zhCN);
    QVERIFY(m_window->comparison()->loadExample(QStringLiteral("004-precision-ndcg")));
    QVERIFY2(m_window->windowTitle().startsWith(title.zhCN), qPrintable(m_window->windowTitle()));
    m_window->viewMenu()->actions().languageEnglish->trigger();
    QVERIFY2(m_window->windowTitle().startsWith(title.en), qPrintable(m_window->windowTitle()));
}

#include "tst_language.moc"
