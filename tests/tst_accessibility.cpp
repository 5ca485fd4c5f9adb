// What a screen reader gets (issue 24): the accessibility interfaces of the main window, the
// two-ranking view, Evaluate runs (the sample), practice, every dock and every dialog, walked as
// Qt's own accessibility tests walk them (QAccessible::queryAccessibleInterface), in English and
// Chinese. Every control and chart has a name; with answers hidden no text reads "?" for an
// answer nor the digits of a hidden value, and the formula and the result card read "hidden";
// the formula reads the lines `ndcg-cli explain` prints; a step, a reveal, a data edit and a
// refused edit raise accessibility events (recorded by an update handler, with the platform's
// accessibility switched on as tst_qaccessibility does). Closed side panels compute nothing
// and show nothing stale.

#include "breakdownformat.h"
#include "class/classpanel.h"
#include "classroom/glossarydialog.h"
#include "classroom/languagecontroller.h"
#include "classroom/presenterwindow.h"
#include "comparison/comparisoncontroller.h"
#include "document/rankingdocument.h"
#include "document/scenariodocument.h"
#include "examples.h"
#include "files/recoverydialog.h"
#include "files/trecquerydialog.h"
#include "files/worksheetdialog.h"
#include "lesson/lessoncontroller.h"
#include "mainwindow.h"
#include "notation.h"
#include "runs/runsmodel.h"
#include "runs/runswindow.h"
#include "stepthrough/examplegallery.h"
#include "stepthrough/examplescontroller.h"
#include "stepthrough/lessonstate.h"
#include "stepthrough/practicedialog.h"
#include "stepthrough/stepcontroller.h"
#include "stepthrough/stepthroughpanel.h"
#include "stepthrough/textfigurespanel.h"
#include "whatif/claimdialog.h"
#include "whatif/conventionpanel.h"
#include "whatif/swappanel.h"
#include "workbench/announce.h"
#include "workbench/displayformat.h"
#include "workbench/formulapanel.h"
#include "workbench/namedsplitter.h"
#include "workbench/rankingtablemodel.h"
#include "workbench/rankingtableview.h"
#include "workbench/resultcard.h"
#include "workbench/workbench.h"

#include <QAccessible>
#include <QAction>
#include <QDateTime>
#include <QDockWidget>
#include <QLabel>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSplitter>
#include <QTableView>
#include <QTest>
#include <private/qguiapplication_p.h>
#include <qpa/qplatformaccessibility.h>
#include <qpa/qplatformintegration.h>

namespace {

// The events raised since the last clear(): the object and the kind.
struct Recorded
{
    QObject *object;
    QAccessible::Event type;
};
QList<Recorded> &events()
{
    static QList<Recorded> list;
    return list;
}
void record(QAccessibleEvent *event)
{
    events().append({event->object(), event->type()});
}
bool raised(QObject *object, QAccessible::Event type)
{
    return std::any_of(events().cbegin(), events().cend(),
        [&](const Recorded &r) { return r.object == object && r.type == type; });
}

void settle()
{
    for (int i = 0; i < 3; ++i) {
        QApplication::processEvents();
        QTest::qWait(5);
    }
}

// The controls a screen reader must be able to name.
bool needsName(QAccessible::Role role)
{
    switch (role) {
    case QAccessible::PushButton:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::SpinBox:
    case QAccessible::Slider:
    case QAccessible::ButtonDropDown:
    case QAccessible::ButtonMenu:
    case QAccessible::EditableText:
    case QAccessible::Chart:
    case QAccessible::Graphic:
    case QAccessible::Table:
    case QAccessible::List:
    case QAccessible::Tree:
    case QAccessible::Grip:
        return true;
    default:
        return false;
    }
}

// A "?" standing for a value: alone, between spaces, "=", "/", parentheses.
const QRegularExpression &unknownMark()
{
    static const QRegularExpression re(QStringLiteral("(^|[\\s=/(+])\\?($|[\\s)/+,;])"));
    return re;
}

QString describe(QAccessibleInterface *iface)
{
    const QObject *o = iface->object();
    QString path;
    for (; o; o = o->parent()) {
        const QString name = o->objectName().isEmpty()
            ? QString::fromLatin1(o->metaObject()->className())
            : o->objectName();
        path = path.isEmpty() ? name : name + QLatin1Char('/') + path;
        if (o->isWidgetType() && static_cast<const QWidget *>(o)->isWindow())
            break;
    }
    return QStringLiteral("%1 [role %2]").arg(path).arg(int(iface->role()), 0, 16);
}

struct Walk
{
    QStringList unnamed;
    QStringList unknowns; // a "?" for a value
    QStringList leaks; // a hidden value's digits
    int visited = 0;
};

// Walks the shown part of the tree (a screen reader skips what is not showing).
void walk(QAccessibleInterface *iface, Walk &w, const QStringList &hiddenValues, int depth = 0)
{
    if (!iface || !iface->isValid() || depth > 60)
        return;
    if (iface->state().invisible)
        return;
    ++w.visited;
    if (qEnvironmentVariableIsSet("NDCG_A11Y_DUMP"))
        qDebug().noquote() << QString(depth, QLatin1Char(' ')) + describe(iface)
                + QStringLiteral(" | ") + iface->text(QAccessible::Name).left(60);
    const QString name = iface->text(QAccessible::Name);
    // A size grip needs no name; a splitter's handle does (NamedSplitter).
    const bool sizeGrip = iface->role() == QAccessible::Grip && iface->object()
        && !iface->object()->inherits("QSplitterHandle");
    // A chart by its class (its role is the chart's own business: h-a11yc's part of issue 24).
    const bool chart = iface->object()
        && (iface->object()->inherits("QChartView") || iface->object()->inherits("ChartView")
            || QByteArray(iface->object()->metaObject()->className()).endsWith("Chart")
            || QByteArray(iface->object()->metaObject()->className()).endsWith("Heatmap"));
    if ((needsName(iface->role()) || chart) && !sizeGrip && name.trimmed().isEmpty())
        w.unnamed << describe(iface);
    for (QAccessible::Text t : {QAccessible::Name, QAccessible::Description, QAccessible::Value}) {
        const QString text = iface->text(t);
        if (text.contains(unknownMark()))
            w.unknowns << describe(iface) + QStringLiteral(": ") + text.left(160);
        for (const QString &v : hiddenValues) {
            if (!v.isEmpty() && text.contains(v))
                w.leaks << describe(iface) + QStringLiteral(" shows ") + v + QStringLiteral(": ")
                        + text.left(160);
        }
    }
    // Table cells are many: the masking model's own test reads them; the headers and a few
    // rows here.
    const int count = iface->childCount();
    const int limit = iface->role() == QAccessible::Table ? std::min(count, 40) : count;
    for (int i = 0; i < limit; ++i)
        walk(iface->child(i), w, hiddenValues, depth + 1);
}

Walk walkWidget(QWidget *widget, const QStringList &hiddenValues = {})
{
    Walk w;
    walk(QAccessible::queryAccessibleInterface(widget), w, hiddenValues);
    return w;
}

QString report(const Walk &w)
{
    return QStringLiteral("unnamed: %1\n\"?\": %2\nhidden values: %3")
        .arg(w.unnamed.join(QStringLiteral("\n  ")), w.unknowns.join(QStringLiteral("\n  ")),
            w.leaks.join(QStringLiteral("\n  ")));
}

#define CHECK_NAMED(widget)                                                                        \
    do {                                                                                           \
        const Walk walked = walkWidget(widget);                                                    \
        QVERIFY2(walked.visited > 0, #widget);                                                     \
        QVERIFY2(                                                                                  \
            walked.unnamed.isEmpty(), qPrintable(QStringLiteral(#widget "\n") + report(walked)));  \
    } while (false)

bool hasPrivateUse(const QString &text)
{
    return std::any_of(text.cbegin(), text.cend(), [](QChar c) {
        return (c.unicode() >= 0xE000 && c.unicode() <= 0xF8FF)
            || (c.unicode() >= 0xFDD0 && c.unicode() <= 0xFDEF)
            || c == QChar::ObjectReplacementCharacter;
    });
}

} // namespace

class TestAccessibility : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void mainWindowAndDocks_data();
    void mainWindowAndDocks();
    void hiddenAnswersReadHidden();
    void formulaReadsTheCliLines();
    void eventsForStepRevealAndEdits();
    void closedPanelsComputeNothing();
    void dialogsAndWindows_data();
    void dialogsAndWindows();
    void runsWindow();
    void splitterHandlesNamed();
    void tabLeavesTheTable();

private:
    void setLanguage(const QString &code);
};

void TestAccessibility::initTestCase()
{
    QPlatformIntegration *integration = QGuiApplicationPrivate::platformIntegration();
    QVERIFY(integration && integration->accessibility());
    integration->accessibility()->setActive(true);
    QAccessible::installUpdateHandler(record);
    QVERIFY(QAccessible::isActive());
}

void TestAccessibility::init()
{
    events().clear();
}

void TestAccessibility::cleanup()
{
    LanguageController::instance()->setLanguage(LanguageController::Language::English, false);
}

void TestAccessibility::setLanguage(const QString &code)
{
    LanguageController::instance()->setLanguage(*LanguageController::fromCode(code), false);
}

void TestAccessibility::mainWindowAndDocks_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

// The window, stepping, the two-ranking view and every dock open: every control named.
void TestAccessibility::mainWindowAndDocks()
{
    QFETCH(QString, language);
    setLanguage(language);
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    settle();
    CHECK_NAMED(&window);

    // Stepping: the transport buttons by name, the shortcut in the description.
    window.steps()->setStepping(true);
    settle();
    StepThroughPanel *panel = window.steps()->panel();
    auto *first = panel->findChild<QWidget *>(QStringLiteral("stepFirstButton"));
    QVERIFY(first);
    QAccessibleInterface *firstIface = QAccessible::queryAccessibleInterface(first);
    QCOMPARE(firstIface->text(QAccessible::Name),
        language == QLatin1String("en") ? QStringLiteral("First step") : first->accessibleName());
    QVERIFY(!firstIface->text(QAccessible::Name).isEmpty());
    QVERIFY(firstIface->text(QAccessible::Description).contains(QStringLiteral("Home")));
    CHECK_NAMED(&window);
    window.steps()->setStepping(false);

    // Every dock open in turn.
    const QList<QDockWidget *> docks = window.findChildren<QDockWidget *>();
    QVERIFY(docks.size() >= 5);
    for (QDockWidget *dock : docks) {
        dock->show();
        dock->raise();
        settle();
        const Walk walked = walkWidget(dock);
        QVERIFY2(walked.unnamed.isEmpty(),
            qPrintable(dock->objectName() + QLatin1Char('\n') + report(walked)));
        dock->hide();
    }

    // The two-ranking view.
    const auto scenario = Ndcg::loadExample(QStringLiteral("002-lipsticks-ab"));
    QVERIFY(scenario.ok());
    window.document()->loadScenario(*scenario, QStringLiteral("002-lipsticks-ab"));
    settle();
    QVERIFY(window.document()->isComparison());
    CHECK_NAMED(&window);
}

// Answers hidden: nothing reads "?" for an answer, nor a hidden value's digits; the formula
// and the result card read "hidden".
void TestAccessibility::hiddenAnswersReadHidden()
{
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        setLanguage(language);
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        settle();
        const Ndcg::Breakdown *b = window.document()->a()->breakdown();
        QVERIFY(b && b->ndcg);
        const QStringList values = {DisplayFormat::fixed(*b->ndcg),
            DisplayFormat::fixed(b->dcgTrueSize()), DisplayFormat::fixed(b->idcgTrueSize())};
        window.lesson()->hideAll();
        settle();
        const QString hidden = FormulaText::hiddenWord();
        QVERIFY(!hidden.isEmpty());
        if (language == QLatin1String("en"))
            QCOMPARE(hidden, QStringLiteral("hidden"));
        else
            QCOMPARE(hidden, QStringLiteral("已隐藏"));
        const Walk walked = walkWidget(&window, values);
        QVERIFY2(walked.unknowns.isEmpty() && walked.leaks.isEmpty(), qPrintable(report(walked)));
        QVERIFY2(walked.visited > 80, qPrintable(QString::number(walked.visited)));
        QVERIFY2(walked.unnamed.isEmpty(), qPrintable(report(walked)));

        QAccessibleInterface *formula
            = QAccessible::queryAccessibleInterface(window.workbench()->formula());
        const QString read = formula->text(QAccessible::Description);
        QVERIFY2(read.contains(hidden), qPrintable(read));
        QVERIFY2(!read.contains(QLatin1Char('?')), qPrintable(read));
        QVERIFY(!hasPrivateUse(read));
        // Nor a hidden gain or discount through the terms: the CLI's "7/1.000 + 3/1.585" gave
        // them away while the table read "?"; the terms read as the panel writes them.
        const Ndcg::Notation::SumNumbers cli = Ndcg::Notation::fixedNumbers(*b, 3);
        for (const Ndcg::PositionRow &row : b->rows) {
            const QString term = cli.term(row.position, false);
            QVERIFY2(!read.contains(term), qPrintable(term + QStringLiteral(" in ") + read));
            QVERIFY2(!read.contains(DisplayFormat::fixed(row.discount)),
                qPrintable(DisplayFormat::fixed(row.discount) + QStringLiteral(" in ") + read));
        }
        QVERIFY(formula->textInterface() == nullptr);

        ResultCard *card = window.workbench()->card();
        const QString sentence
            = QAccessible::queryAccessibleInterface(card)->text(QAccessible::Description);
        QVERIFY2(sentence.startsWith(
                     QStringLiteral("NDCG@5 = DCG@5 / IDCG@5 = %1 / %1 = %1").arg(hidden)),
            qPrintable(sentence));
        QVERIFY2(!sentence.contains(QLatin1Char('?')), qPrintable(sentence));
        QCOMPARE(QAccessible::queryAccessibleInterface(card->headline())->text(QAccessible::Name),
            sentence.section(QStringLiteral("; "), 0, 0));

        // Stepping with answers hidden: the same.
        window.steps()->setStepping(true);
        for (int i = 0; i < 4; ++i)
            window.steps()->next();
        settle();
        const Walk stepping = walkWidget(&window, values);
        QVERIFY2(
            stepping.unknowns.isEmpty() && stepping.leaks.isEmpty(), qPrintable(report(stepping)));
        const QString steppingRead
            = QAccessible::queryAccessibleInterface(window.workbench()->formula())
                  ->text(QAccessible::Description);
        QVERIFY2(!steppingRead.contains(QLatin1Char('?')), qPrintable(steppingRead));
    }
}

// The formula for a screen reader: the lines `ndcg-cli explain` prints (DCG, IDCG, NDCG), and
// the result card's sentence starts with its headline.
void TestAccessibility::formulaReadsTheCliLines()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    settle();
    const Ndcg::Breakdown *b = window.document()->a()->breakdown();
    QVERIFY(b);
    FormulaPanel *formula = window.workbench()->formula();
    const QStringList lines = QAccessible::queryAccessibleInterface(formula)
                                  ->text(QAccessible::Description)
                                  .split(QLatin1Char('\n'));
    QCOMPARE(lines,
        (QStringList {Ndcg::dcgFormulaLine(*b, false), Ndcg::dcgFormulaLine(*b, true),
            Ndcg::ndcgFormulaLine(*b)}));
    QCOMPARE(lines.last(), QStringLiteral("NDCG@5 = DCG@5 / IDCG@5 = 12.031 / 13.347 = 0.901"));
    QCOMPARE(QAccessible::queryAccessibleInterface(formula)->text(QAccessible::Name),
        QStringLiteral("Formula"));
    const QString sentence = window.workbench()->card()->accessibleDescription();
    QVERIFY2(sentence.startsWith(
                 QStringLiteral("NDCG@5 = DCG@5 / IDCG@5 = 12.031 / 13.347 = 0.901; P@5 ")),
        qPrintable(sentence));

    // Stepping, answers not hidden: what the steps have not reached is "not yet computed", not
    // "hidden" (nothing is hidden from the student).
    window.steps()->setStepping(true);
    window.steps()->next();
    settle();
    const QString stepping
        = QAccessible::queryAccessibleInterface(formula)->text(QAccessible::Description);
    QVERIFY2(stepping.contains(QStringLiteral("not yet computed")), qPrintable(stepping));
    QVERIFY2(!stepping.contains(QStringLiteral("hidden")), qPrintable(stepping));
    QVERIFY(!stepping.contains(QLatin1Char('?')));
    const QString card = window.workbench()->card()->accessibleDescription();
    QVERIFY2(card.contains(QStringLiteral("not yet computed"))
            && !card.contains(QStringLiteral("hidden")),
        qPrintable(card));
}

// A step, a reveal, a data edit and a refused edit raise accessibility events on what changed,
// and the announcement reads the step's narration and the refusal.
void TestAccessibility::eventsForStepRevealAndEdits()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    settle();
    QLabel *live = Announce::liveLabel(&window);
    QVERIFY(live);

    // A step: its narration announced, on the narration and the live label.
    window.steps()->setStepping(true);
    settle();
    events().clear();
    window.steps()->next();
    settle();
    auto *narration = window.steps()->panel()->findChild<QLabel *>(QStringLiteral("stepNarration"));
    QVERIFY(narration);
    QVERIFY(raised(narration, QAccessible::DescriptionChanged));
    QVERIFY(raised(live, QAccessible::Alert));
    QCOMPARE(live->accessibleName(), window.steps()->panel()->narration());
    QVERIFY(raised(window.workbench()->formula(), QAccessible::DescriptionChanged));
    window.steps()->setStepping(false);
    settle();

    // A reveal (R): announced.
    window.lesson()->hideAll();
    settle();
    events().clear();
    window.steps()->revealNext();
    settle();
    QVERIFY(raised(live, QAccessible::Alert));
    QVERIFY2(live->accessibleName().startsWith(QStringLiteral("Revealed")),
        qPrintable(live->accessibleName()));
    QVERIFY(raised(window.workbench()->formula(), QAccessible::DescriptionChanged)
        || raised(window.workbench()->card(), QAccessible::DescriptionChanged)
        || std::any_of(events().cbegin(), events().cend(),
            [](const Recorded &r) { return r.type == QAccessible::NameChanged; }));
    window.lesson()->revealAll();
    settle();

    // A data edit: the formula and the card say the new numbers.
    events().clear();
    QAbstractItemModel *model = window.workbench()->model();
    QVERIFY(model->setData(model->index(1, RankingTableModel::Grade), QStringLiteral("3")));
    settle();
    QVERIFY(raised(window.workbench()->formula(), QAccessible::DescriptionChanged));
    QVERIFY(!events().isEmpty());

    // A refused edit: the message shown is announced.
    events().clear();
    QVERIFY(!model->setData(model->index(1, RankingTableModel::Grade), QStringLiteral("abc")));
    settle();
    QVERIFY(raised(live, QAccessible::Alert));
    QVERIFY(!live->accessibleName().isEmpty());
    QCOMPARE(live->accessibleName(), Announce::lastAnnouncement());
}

// Hidden docks compute nothing: the swaps and conventions panels say nothing while closed (they
// read "a ranking of one item has nothing to swap" and "refused" for the 5-item opening
// example), and compute from the current document when shown.
void TestAccessibility::closedPanelsComputeNothing()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    settle();
    SwapPanel *swaps = window.comparison()->swapPanel();
    QDockWidget *swapDock = window.comparison()->swapDock();
    QVERIFY(swapDock->isHidden());
    QCOMPARE(swaps->statusText(), QString());
    QCOMPARE(swaps->titleText(), QString());
    // An edit while closed: still nothing.
    QAbstractItemModel *model = window.workbench()->model();
    QVERIFY(model->setData(model->index(0, RankingTableModel::Grade), QStringLiteral("2")));
    settle();
    QCOMPARE(swaps->statusText(), QString());
    window.comparison()->actions().showSwaps->trigger();
    settle();
    QVERIFY(swapDock->isVisible());
    QVERIFY2(swaps->titleText().contains(QStringLiteral("NDCG@5")), qPrintable(swaps->titleText()));
    QVERIFY2(
        !swaps->statusText().contains(QStringLiteral("one item")), qPrintable(swaps->statusText()));
    QVERIFY(!swaps->statusText().isEmpty());
    window.comparison()->actions().showSwaps->trigger(); // closed: emptied
    settle();
    QVERIFY(swapDock->isHidden());
    QCOMPARE(swaps->statusText(), QString());

    ConventionPanel *conventions = window.comparison()->conventionPanel();
    QDockWidget *conventionDock = window.comparison()->conventionDock();
    QVERIFY(conventionDock->isHidden());
    QCOMPARE(conventions->titleText(), QString());
    window.comparison()->actions().showConventionExplorer->trigger();
    settle();
    QVERIFY(conventionDock->isVisible());
    QVERIFY2(conventions->titleText().contains(QStringLiteral("k = 5")),
        qPrintable(conventions->titleText()));
    QVERIFY(!conventions->titleText().contains(QStringLiteral("refused")));

    // Compare with the text likewise.
    TextFiguresPanel *text = window.examples()->textFiguresPanel();
    QVERIFY(window.examples()->textFiguresDock()->isHidden());
    QCOMPARE(text->headerText(), QString());
    window.examples()->actions().compareWithText->setEnabled(true);
    window.examples()->actions().compareWithText->trigger();
    settle();
    QVERIFY(window.examples()->textFiguresDock()->isVisible());
    QVERIFY2(!text->headerText().isEmpty(), "the panel computes once shown");
}

void TestAccessibility::dialogsAndWindows_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

// Every dialog and separate window: every control named.
void TestAccessibility::dialogsAndWindows()
{
    QFETCH(QString, language);
    setLanguage(language);
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    settle();
    const auto check = [](QWidget *w, const char *what) {
        w->show();
        settle();
        const Walk walked = walkWidget(w);
        w->hide();
        if (!walked.unnamed.isEmpty())
            return QString::fromLatin1(what) + QLatin1Char('\n') + report(walked);
        return QString();
    };
    QStringList problems;
    problems << check(window.examples()->practice(), "practice");
    problems << check(window.examples()->gallery(), "example gallery");
    problems << check(window.comparison()->claimDialog(), "claim dialog");
    {
        GlossaryDialog glossary(&window);
        problems << check(&glossary, "glossary");
    }
    {
        TrecQueryDialog trec(
            {{QStringLiteral("301"), 100, 12, 0.5}}, QStringLiteral("bm25.run"), &window);
        problems << check(&trec, "TREC import");
    }
    {
        RecoveryEntry entry;
        entry.displayName = QStringLiteral("lesson.ndcg");
        entry.written = QDateTime::currentDateTimeUtc();
        RecoveryDialog recovery({entry}, &window);
        problems << check(&recovery, "recovery");
    }
    {
        WorksheetDialog worksheet(WorksheetDialog::Options {}, &window);
        problems << check(&worksheet, "worksheet");
    }
    {
        ClassPanel panel;
        problems << check(&panel, "class panel");
    }
    {
        PresenterWindow presenter;
        problems << check(&presenter, "presenter window");
    }
    problems.removeAll(QString());
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("\n\n"))));
}

// Evaluate runs with the sample: every control and chart named (the charts' values are
// described by the charts themselves).
void TestAccessibility::runsWindow()
{
    RunsWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy busy(window.model(), &RunsModel::busyChanged);
    events().clear();
    QVERIFY(window.model()->openSample());
    QVERIFY(busy.wait(60000));
    while (window.model()->isBusy())
        QVERIFY(busy.wait(60000));
    settle();
    CHECK_NAMED(&window);
    // The evaluation's end is announced.
    QLabel *live = Announce::liveLabel(&window);
    QVERIFY(raised(live, QAccessible::Alert));
    QVERIFY2(live->accessibleName().startsWith(QStringLiteral("Evaluation done.")),
        qPrintable(live->accessibleName()));
}

// Every splitter's handles say what they resize.
void TestAccessibility::splitterHandlesNamed()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const auto scenario = Ndcg::loadExample(QStringLiteral("002-lipsticks-ab"));
    QVERIFY(scenario.ok());
    window.document()->loadScenario(*scenario, QStringLiteral("002-lipsticks-ab"));
    window.lessons()->dock()->show();
    window.examples()->gallery()->show();
    settle();
    QList<QSplitter *> splitters = window.findChildren<QSplitter *>();
    splitters += window.examples()->gallery()->findChildren<QSplitter *>();
    QVERIFY(splitters.size() >= 5);
    for (QSplitter *splitter : splitters) {
        QVERIFY2(qobject_cast<NamedSplitter *>(splitter), qPrintable(splitter->objectName()));
        for (int i = 1; i < splitter->count(); ++i) {
            QAccessibleInterface *handle
                = QAccessible::queryAccessibleInterface(splitter->handle(i));
            QVERIFY(handle);
            QVERIFY2(handle->text(QAccessible::Name).startsWith(QStringLiteral("Resize the ")),
                qPrintable(handle->text(QAccessible::Name)));
        }
    }
    QCOMPARE(static_cast<NamedSplitter *>(window.workbench()->findChild<QSplitter *>())
                 ->handleNames()
                 .value(0)
                 .isEmpty(),
        false);
    window.examples()->gallery()->hide();
}

QTEST_MAIN(TestAccessibility)
// The keyboard: Tab goes from the ranking table to the next control (it walked through all 55
// cells of the seed's table on stage); while a cell is edited, Tab commits it and edits the next.
void TestAccessibility::tabLeavesTheTable()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    RankingTableView *table = window.workbench()->table();
    table->setFocus();
    table->setCurrentIndex(window.workbench()->model()->index(0, RankingTableModel::Grade));
    QTRY_COMPARE(QApplication::focusWidget(), table);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QWidget *next = QApplication::focusWidget();
    QVERIFY2(next && next != table && !table->isAncestorOf(next),
        next ? next->metaObject()->className() : "nothing");
    // Back with Shift+Tab; then editing: Tab commits the grade and edits the next cell.
    QTest::keyClick(next, Qt::Key_Backtab);
    QTRY_COMPARE(QApplication::focusWidget(), table);
    const QModelIndex grade = window.workbench()->model()->index(0, RankingTableModel::Grade);
    table->setCurrentIndex(grade);
    QTest::keyClick(table, Qt::Key_2);
    QWidget *editor = QApplication::focusWidget();
    QVERIFY(editor && editor != table);
    QTest::keyClick(editor, Qt::Key_Tab);
    QTRY_COMPARE(window.document()->a()->ranking().items.at(0).grade, 2.0);
    QVERIFY(table->currentIndex() != grade);
    QVERIFY(table->currentIndex().row() == 0 || table->currentIndex().row() == 1);
    // Every table and list of the window, the docks and Evaluate runs: Tab leaves it.
    window.editActions().evaluateRuns->trigger();
    auto *runs = window.findChild<RunsWindow *>();
    QVERIFY(runs);
    QList<QAbstractItemView *> views = window.findChildren<QAbstractItemView *>();
    views << runs->findChildren<QAbstractItemView *>();
    QVERIFY(views.size() >= 6);
    for (const QAbstractItemView *view : std::as_const(views)) {
        if (qobject_cast<const QTableView *>(view))
            QVERIFY2(!view->tabKeyNavigation(), qPrintable(view->objectName()));
    }
    runs->close();
}

#include "tst_accessibility.moc"
