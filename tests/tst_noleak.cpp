// No answer ever leaks: with answers hidden (Step ▸ Hide answers), every bundled example is
// walked step by step through step-through (F6, then → as a clicker does: the first press
// reveals the step's value, the next goes on), and at every step everything a user can see in
// every window, dock and dialog that shows numbers is read: every visible label, button, line
// edit (its placeholder too) and text edit, every visible item view's display and accessible
// roles (visible rows and columns only), window titles, accessible names and descriptions, the
// range bar's marks and every visible chart's points. None of it may hold a value the steps have
// not computed yet.
//
// The values that must stay hidden are computed here, independently of the window, with
// Ndcg::explain() on the example's ranking and settings: every gain, discount, contribution,
// DCG@i, IDCG@i, NDCG@i (and the ideal terms) whose cell the steps have not reached
// (Ndcg::Revealed of the current step, the core's definition of "computed"), DCG@k, IDCG@k and
// NDCG@k until their steps, and all along the range bar's worst/random/best NDCG@k and the
// companion metrics (Range and Metrics stay hidden: the steps never reveal them). A value
// leaks when one of its text forms shows — DisplayFormat's three decimals ("0.865",
// "12.031"), or 2, 4, 5 or 6 decimals ("0.86", "0.8645": the Examples gallery and Compare with
// the text write more digits), or a percentage for values up to 1 ("86.45%") — as a whole
// number (not inside a longer one), or when a chart draws a point at that value. The text's
// own figures of a hidden quantity must not show either (a right figure is the answer).
//
// Collisions, handled explicitly (see Expectation::forbidden()):
// - Bare integers are never checked: DisplayFormat writes integer gains as "7", "15", "31",
//   which are also grades, positions, k, step numbers and counts on the same screen. Their
//   decimal forms ("15.000") are checked.
// - A hidden value whose text form equals a form of a value that may show (an input: a grade,
//   a score, a setting; or a value the steps have computed: DCG@k is also the running DCG at
//   row k, gain₁ of grade 3 is gain₅ of grade 3, d(1) = 1.000 = NDCG@k of an ideal ranking) is
//   not a leak when that form shows: the test cannot tell the two apart, and the user cannot
//   either. The same holds for chart points.
// - The step's own value counts as computed from its step on (before the → that reveals it).
//
// Per step the main window is read with one side panel in front, the three panels in turn
// (Compare with the text, What-if swaps, Convention explorer: they share one tab area); all
// three before the first and after the last step. The Examples gallery and Practice do not
// depend on the step: they are read once per example, the gallery on each of its examples.
// The presenter's own window appears only on a second screen (the offscreen platform has one),
// and it is the presenter's, not the room's: not read.
//
// Then: with answers hidden and some of them revealed, opening another example or document
// (Examples ▸ Worked examples, File ▸ New, File ▸ Open, Compare ▸ Seed 002) shows nothing
// revealed.

#include "breakdown.h"
#include "charts/accessiblechart.h"
#include "classroom/languagecontroller.h"
#include "document/scenariodocument.h"
#include "examples.h"
#include "files/filecontroller.h"
#include "mainwindow.h"
#include "scenario.h"
#include "steps.h"
#include "stepthrough/examplegallery.h"
#include "stepthrough/practicedialog.h"
#include "stepthrough/stepcontroller.h"
#include "workbench/displayformat.h"
#include "workbench/rangebar.h"

#include <QAbstractBarSeries>
#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QAreaSeries>
#include <QBarSet>
#include <QChartView>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QListView>
#include <QListWidget>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>
#include <QTextEdit>
#include <QTreeView>
#include <QXYSeries>

#include <cmath>
#include <memory>
#include <optional>

namespace {

// A number that must not show, and what it is ("NDCG@5", "gain₃ (B)").
struct Secret
{
    QString what;
    double value = 0.0;
};

// A text the text states for a hidden quantity ("0.86": the text's NDCG@5).
struct StatedSecret
{
    QString what;
    QString text;
};

// What may show and what must not, for one state of the window.
struct Expectation
{
    QList<Secret> hidden;
    QList<StatedSecret> stated;
    QList<double> shown; // inputs and computed values that may show
    QStringList shownTexts; // the text's figures of computed values, as the text writes them
};

bool isIntegral(double v)
{
    return std::isfinite(v) && std::abs(v - std::round(v)) < 1e-12;
}

// The text forms of a value as the window and the texts write numbers.
QStringList formsOf(double value)
{
    QStringList forms;
    if (!std::isfinite(value))
        return forms;
    forms << DisplayFormat::fixed(value);
    for (int d : {2, 3, 4, 5, 6}) {
        forms << DisplayFormat::withDecimals(value, d);
        forms << QString::number(value, 'f', d);
    }
    if (value >= 0 && value <= 1) {
        for (int d : {1, 2})
            forms << QString::number(value * 100, 'f', d) + QLatin1Char('%');
    }
    forms.removeDuplicates();
    // Only forms with a decimal point (or a percent sign): bare integers collide with grades,
    // positions, k and counts (see the top of the file).
    forms.removeIf([](const QString &f) {
        return !f.contains(QLatin1Char('.')) && !f.contains(QLatin1Char('%'));
    });
    return forms;
}

// A whole number in a text: not part of a longer one ("0.865" is not in "0.8651" or "10.865").
QRegularExpression wholeNumber(const QString &form)
{
    return QRegularExpression(
        QStringLiteral("(?<![\\d.,])%1(?!\\d|[.,]\\d)").arg(QRegularExpression::escape(form)));
}

struct Leak
{
    QString what;
    QString form;
    QString where;
};

// Every secret's forms that do not collide with a form of a value that may show.
QList<std::pair<QString, QString>> forbiddenForms(const Expectation &e)
{
    // The text's figure of a computed value may coincide with a hidden one: 004's wrong
    // denominator at 3 is 2.585 = log₂6, the denominator at 5; 001's claim NDCG@5 (A) = 0.95 is
    // A's ERR@5 to two decimals.
    QSet<QString> allowed(e.shownTexts.begin(), e.shownTexts.end());
    for (double v : e.shown)
        for (const QString &f : formsOf(v))
            allowed.insert(f);
    QList<std::pair<QString, QString>> forms;
    for (const Secret &s : e.hidden)
        for (const QString &f : formsOf(s.value))
            if (!allowed.contains(f))
                forms.append({s.what, f});
    for (const StatedSecret &s : e.stated) {
        // The text's figure, unless it is a bare integer or also the form of a value that may
        // show (the text's "0.5" discount once d(3) is computed).
        if (!s.text.contains(QLatin1Char('.')) && !s.text.contains(QLatin1Char('%')))
            continue;
        // "0.8" stated for P@5 is also the RBP persistence p = 0.8 of the definition line.
        bool isNumber = false;
        const double stated = QString(s.text).remove(QLatin1Char('%')).toDouble(&isNumber);
        if (isNumber && std::any_of(e.shown.begin(), e.shown.end(), [stated](double v) {
                return std::abs(v - stated) <= 1e-9 * std::max(1.0, std::abs(v));
            }))
            continue;
        if (!allowed.contains(s.text))
            forms.append({s.what, s.text});
    }
    return forms;
}

// The texts a user sees, each with where it is.
struct Seen
{
    QList<std::pair<QString, QString>> texts; // text, where
    QList<std::pair<double, QString>> points; // a chart's point or a range bar's mark, where
};

QString plain(const QString &text)
{
    return Qt::mightBeRichText(text) ? QTextDocumentFragment::fromHtml(text).toPlainText() : text;
}

QString nameOf(const QWidget *w)
{
    QString name = QString::fromLatin1(w->metaObject()->className());
    if (!w->objectName().isEmpty())
        name += QLatin1Char('#') + w->objectName();
    const QWidget *window = w->window();
    return window->objectName().isEmpty() ? name : window->objectName() + QLatin1Char('/') + name;
}

void readModel(
    const QAbstractItemView *view, const QModelIndex &parent, Seen &seen, const QString &where)
{
    const QAbstractItemModel *model = view->model();
    const auto *table = qobject_cast<const QTableView *>(view);
    const auto *tree = qobject_cast<const QTreeView *>(view);
    const auto *list = qobject_cast<const QListView *>(view);
    for (int r = 0; r < model->rowCount(parent); ++r) {
        if ((table && table->isRowHidden(r)) || (tree && tree->isRowHidden(r, parent))
            || (list && list->isRowHidden(r)))
            continue;
        for (int c = 0; c < model->columnCount(parent); ++c) {
            if ((table && table->isColumnHidden(c)) || (tree && tree->isColumnHidden(c)))
                continue;
            const QModelIndex index = model->index(r, c, parent);
            for (int role : {int(Qt::DisplayRole), int(Qt::AccessibleTextRole),
                     int(Qt::AccessibleDescriptionRole)}) {
                const QString text = model->data(index, role).toString();
                if (!text.isEmpty())
                    seen.texts.append({plain(text),
                        QStringLiteral("%1 row %2 column %3").arg(where).arg(r).arg(c)});
            }
            if (tree && c == 0 && tree->isExpanded(index))
                readModel(view, index, seen, where);
        }
    }
    if (table && !parent.isValid()) {
        for (int c = 0; c < model->columnCount(); ++c)
            if (!table->isColumnHidden(c))
                seen.texts.append({model->headerData(c, Qt::Horizontal).toString(),
                    where + QStringLiteral(" header")});
    }
}

void readChart(QChartView *view, Seen &seen, const QString &where)
{
    QChart *chart = view->chart();
    if (!chart)
        return;
    const QList<QAbstractSeries *> series = chart->series();
    for (QAbstractSeries *s : series) {
        if (!s->isVisible())
            continue;
        const QString at = where + QLatin1Char(' ') + s->name();
        auto readXY = [&seen, &at](const QXYSeries *xy) {
            if (!xy)
                return;
            const QList<QPointF> points = xy->points();
            for (const QPointF &p : points)
                seen.points.append({p.y(), at});
        };
        if (auto *area = qobject_cast<QAreaSeries *>(s)) {
            readXY(area->upperSeries());
            readXY(area->lowerSeries());
        } else if (auto *xy = qobject_cast<QXYSeries *>(s)) {
            readXY(xy);
        } else if (auto *bars = qobject_cast<QAbstractBarSeries *>(s)) {
            const QList<QBarSet *> sets = bars->barSets();
            for (const QBarSet *set : sets)
                for (int i = 0; i < set->count(); ++i)
                    seen.points.append({set->at(i), at + QLatin1Char(' ') + set->label()});
        }
    }
}

// Everything visible in every shown window.
Seen readScreen()
{
    Seen seen;
    const QWidgetList windows = QApplication::topLevelWidgets();
    for (QWidget *window : windows) {
        if (!window->isVisible())
            continue;
        QWidgetList widgets = window->findChildren<QWidget *>();
        widgets.prepend(window);
        for (QWidget *w : std::as_const(widgets)) {
            if (!w->isVisible())
                continue;
            const QString where = nameOf(w);
            auto add = [&seen, &where](const QString &text) {
                if (!text.isEmpty())
                    seen.texts.append({plain(text), where});
            };
            add(w->accessibleName());
            add(w->accessibleDescription());
            // A chart as a reader gets it: its name, its description, its points' names.
            if (const auto *chart = dynamic_cast<const AccessibleChart *>(w)) {
                add(chart->chartName());
                add(chart->chartDescription());
                const int series = chart->childPerSeries() ? chart->seriesCount() : 1;
                for (int s = 0; s < std::min(series, 60); ++s) {
                    for (int p = 0; p < std::min(chart->pointCount(), 60); ++p)
                        add(chart->pointName(p, s));
                }
            }
            if (w->isWindow() || qobject_cast<QDockWidget *>(w))
                add(w->windowTitle());
            if (auto *label = qobject_cast<QLabel *>(w))
                add(label->text());
            else if (auto *button = qobject_cast<QAbstractButton *>(w))
                add(button->text());
            else if (auto *edit = qobject_cast<QLineEdit *>(w))
                add(edit->text().isEmpty() ? edit->placeholderText() : edit->text());
            else if (auto *text = qobject_cast<QTextEdit *>(w))
                add(text->toPlainText());
            else if (auto *combo = qobject_cast<QComboBox *>(w))
                add(combo->currentText());
            else if (auto *chart = qobject_cast<QChartView *>(w))
                readChart(chart, seen, where);
            else if (auto *range = qobject_cast<RangeBar *>(w)) {
                for (const std::optional<double> &v :
                    {range->worst(), range->random(), range->best(), range->current()})
                    if (v)
                        seen.points.append({*v, where});
            }
            if (auto *view = qobject_cast<QAbstractItemView *>(w);
                view && !qobject_cast<QHeaderView *>(w) && view->model())
                readModel(view, QModelIndex(), seen, where);
        }
    }
    return seen;
}

// The hidden values that show.
QStringList leaksIn(const Seen &seen, const Expectation &e)
{
    QStringList leaks;
    const auto forms = forbiddenForms(e);
    for (const auto &[what, form] : forms) {
        const QRegularExpression re = wholeNumber(form);
        for (const auto &[text, where] : seen.texts) {
            if (!text.contains(form))
                continue; // cheap test first
            if (re.match(text).hasMatch()) {
                leaks << QStringLiteral("%1 = \"%2\" in %3: \"%4\"")
                             .arg(what, form, where, text.left(300));
                break;
            }
        }
    }
    // Chart points and range marks at a hidden value that no value that may show has. Zero and
    // integers (the axes' start, grades and positions) are left out, as bare integers are.
    const auto near
        = [](double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b)); };
    for (const Secret &s : e.hidden) {
        if (isIntegral(s.value))
            continue;
        if (std::any_of(e.shown.begin(), e.shown.end(), [&](double v) { return near(v, s.value); }))
            continue;
        for (const auto &[value, where] : seen.points) {
            if (near(value, s.value)) {
                leaks << QStringLiteral("%1 = %2 drawn in %3")
                             .arg(s.what, DisplayFormat::fixed(s.value), where);
                break;
            }
        }
    }
    leaks.removeDuplicates();
    return leaks;
}

// The inputs of a scenario: what may always show.
QList<double> inputsOf(const Ndcg::Scenario &scenario)
{
    QList<double> inputs;
    auto addRanking = [&inputs](const Ndcg::Ranking &r) {
        for (const QList<Ndcg::Item> *items : {&r.items, &r.unretrieved})
            for (const Ndcg::Item &item : *items) {
                inputs << item.grade;
                if (item.score)
                    inputs << *item.score;
            }
    };
    addRanking(scenario.a);
    if (scenario.b)
        addRanking(*scenario.b);
    const Ndcg::Settings &s = scenario.settings;
    inputs << s.logBase << s.rbpPersistence << s.relevantFrom;
    return inputs;
}

// Adds the values of one ranking's breakdown: hidden unless `known` says the steps computed
// them (nullopt: nothing is computed; answers hidden before stepping).
void addBreakdown(Expectation &e, const Ndcg::Breakdown &b,
    const std::optional<Ndcg::Revealed> &known, const QString &side)
{
    using Cell = Ndcg::StepCell;
    auto put = [&e, &side](bool isKnown, const QString &what, double value) {
        if (isKnown)
            e.shown << value;
        else
            e.hidden.append({what + side, value});
    };
    auto cellKnown
        = [&known](int position, Cell cell) { return known && known->isKnown(position, cell); };
    for (const Ndcg::PositionRow &row : b.rows) {
        const int p = row.position;
        const QString at = QString::number(p);
        if (row.retrieved) {
            put(cellKnown(p, Cell::Gain), QStringLiteral("gain") + at, row.gain);
            put(cellKnown(p, Cell::Contribution), QStringLiteral("contribution") + at,
                row.contribution);
            put(cellKnown(p, Cell::Dcg), QStringLiteral("DCG@") + at, row.dcg);
        }
        put(cellKnown(p, Cell::Discount), QStringLiteral("d") + at, row.discount);
        // The denominator log_b(i+1) shows in the step's formula with the discount.
        if (row.discount > 0)
            put(cellKnown(p, Cell::Discount), QStringLiteral("log(i+1) at ") + at,
                1.0 / row.discount);
        if (row.hasIdeal) {
            put(cellKnown(p, Cell::IdealGain), QStringLiteral("ideal gain") + at, row.idealGain);
            put(cellKnown(p, Cell::IdealContribution), QStringLiteral("ideal contribution") + at,
                row.idealContribution);
            put(cellKnown(p, Cell::Idcg), QStringLiteral("IDCG@") + at, row.idcg);
        }
        if (row.ndcg)
            put(cellKnown(p, Cell::Ndcg), QStringLiteral("NDCG@") + at, *row.ndcg);
    }
    const QString k = QString::number(b.k);
    put(known && known->dcgTotal, QStringLiteral("DCG@k=") + k, b.dcg);
    put(known && known->idcgTotal, QStringLiteral("IDCG@k=") + k, b.idcg);
    if (b.ndcg)
        put(known && known->ndcg, QStringLiteral("NDCG@k=") + k, *b.ndcg);
    // Range and Metrics: never revealed by the steps.
    for (const auto &[name, value] : {std::pair {QStringLiteral("worst NDCG@k"), b.worstNdcg},
             std::pair {QStringLiteral("random NDCG@k"), b.randomNdcg},
             std::pair {QStringLiteral("best NDCG@k"), b.bestNdcg}})
        if (value)
            put(false, name, *value);
    const Ndcg::Metrics &m = b.metrics;
    for (const auto &[name, value] : {std::pair {QStringLiteral("P@k"), m.precision},
             std::pair {QStringLiteral("R@k"), m.recall},
             std::pair {QStringLiteral("RR"), m.reciprocalRank},
             std::pair {QStringLiteral("AP@k"), m.averagePrecision},
             std::pair {QStringLiteral("ERR@k"), m.err}, std::pair {QStringLiteral("RBP"), m.rbp}})
        put(false, name, value);
}

// What must stay hidden in `scenario` when the steps know `known` (of both rankings: the
// two-ranking view shows B as far as A's steps go).
Expectation expectationFor(
    const Ndcg::Scenario &scenario, const std::optional<Ndcg::Revealed> &known)
{
    Expectation e;
    e.shown = inputsOf(scenario);
    const auto a = Ndcg::explain(scenario.a, scenario.settings);
    if (a)
        addBreakdown(e, *a, known, scenario.b ? QStringLiteral(" (A)") : QString());
    if (scenario.b)
        if (const auto b = Ndcg::explain(*scenario.b, scenario.settings))
            addBreakdown(e, *b, known, QStringLiteral(" (B)"));
    // The text's own figures of a quantity that is hidden.
    if (const auto figures = Ndcg::compareWithText(scenario)) {
        for (const Ndcg::FigureComparison &c : *figures) {
            if (!c.exact)
                continue;
            const bool shown = std::any_of(e.shown.begin(), e.shown.end(),
                [&c](double v) { return std::abs(v - *c.exact) <= 1e-9 * std::max(1.0, v); });
            if (!shown)
                e.stated.append({QStringLiteral("the text's ") + c.label, c.figure.stated});
            else
                e.shownTexts << c.figure.stated;
        }
    }
    return e;
}

QString report(const QStringList &leaks)
{
    // NOLEAK_ALL=1: every leak, one a line (the failure message is cut at a few hundred).
    if (qEnvironmentVariableIsSet("NOLEAK_ALL"))
        for (const QString &leak : leaks)
            qInfo().noquote() << "LEAK" << leak;
    return QStringLiteral("%n leak(s):\n")
               .replace(QStringLiteral("%n"), QString::number(leaks.size()))
        + leaks.mid(0, qEnvironmentVariableIntValue("NOLEAK_ALL") ? 100000 : 25)
              .join(QLatin1Char('\n'));
}

} // namespace

class TestNoLeak : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void theCheckSeesEveryNumberThatShows();
    void noHiddenAnswerShowsAtAnyStep_data();
    void noHiddenAnswerShowsAtAnyStep();
    void theExamplesGalleryStatesNoExactValueWhileAnswersAreHidden_data();
    void theExamplesGalleryStatesNoExactValueWhileAnswersAreHidden();
    void theGalleryShowsTheFiguresAgainWhenAnswersAreShown();
    void practiceShowsNoHiddenAnswer();
    void anotherDocumentOpensWithNothingRevealed_data();
    void anotherDocumentOpensWithNothingRevealed();

private:
    QAction *action(const char *name) const;
    void trigger(const char *name);
    // Reads every window and checks it; `where` names the state in the failure message.
    QStringList check(const Expectation &e, const QString &state);
    void bringToFront(QDockWidget *dock);

    std::unique_ptr<MainWindow> m_window;
    StepController *m_steps = nullptr;
};

void TestNoLeak::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_steps = m_window->steps();
    QVERIFY(m_steps);
}

void TestNoLeak::cleanup()
{
    m_window.reset();
}

QAction *TestNoLeak::action(const char *name) const
{
    auto *a = m_window->findChild<QAction *>(QLatin1String(name));
    if (!a)
        qFatal("no action %s", name);
    return a;
}

void TestNoLeak::trigger(const char *name)
{
    QAction *a = action(name);
    QVERIFY2(a->isEnabled(), name);
    a->trigger();
}

QStringList TestNoLeak::check(const Expectation &e, const QString &state)
{
    QCoreApplication::processEvents();
    QStringList leaks = leaksIn(readScreen(), e);
    for (QString &l : leaks)
        l.prepend(state + QStringLiteral(": "));
    return leaks;
}

void TestNoLeak::bringToFront(QDockWidget *dock)
{
    dock->show();
    dock->raise();
    QCoreApplication::processEvents();
}

void TestNoLeak::theCheckSeesEveryNumberThatShows()
{
    // The check itself, with answers shown: it must find NDCG@5 = 0.901 of the prose example
    // in the card, the terms in the table, the running DCG in the charts' points and the
    // range bar's marks. Without this, a reader that reads nothing would pass every test.
    const auto scenario = Ndcg::loadExample(QStringLiteral("000-prose"));
    QVERIFY(scenario.ok());
    m_window->document()->loadScenario(*scenario, QStringLiteral("000-prose"));
    QVERIFY(!action("hideAnswers")->isChecked());
    const QStringList leaks = check(expectationFor(*scenario, std::nullopt), QString());
    const QString all = leaks.join(QLatin1Char('\n'));
    QVERIFY2(all.contains(QStringLiteral("NDCG@k=5 = \"0.901\"")), qPrintable(all));
    // The card: its headline, or the card's sentence for a screen reader (issue 24), which
    // comes first in the window's children.
    QVERIFY2(all.contains(QStringLiteral("resultHeadline"))
            || all.contains(QStringLiteral("resultCard")),
        qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("contribution2 = \"")), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("rankingTable")) || all.contains(QStringLiteral("row 1")),
        qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral(" drawn in ")), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("worst NDCG@k")), qPrintable(all));
    // The range bar's marks, and what a screen reader reads of it (its description).
    const auto any = [&leaks](const QString &a, const QString &b) {
        return std::any_of(leaks.begin(), leaks.end(),
            [&](const QString &l) { return l.contains(a) && l.contains(b); });
    };
    QVERIFY2(any(QStringLiteral(" drawn in "), QStringLiteral("RangeBar")), qPrintable(all));
    QVERIFY2(any(QStringLiteral("RangeBar: \"Worst ordering"), QStringLiteral("worst NDCG@k")),
        qPrintable(all));
}

void TestNoLeak::noHiddenAnswerShowsAtAnyStep_data()
{
    QTest::addColumn<QString>("id");
    for (const QString &id : Ndcg::exampleIds())
        QTest::newRow(qPrintable(QStringLiteral("example ") + id)) << id;
}

void TestNoLeak::noHiddenAnswerShowsAtAnyStep()
{
    QFETCH(QString, id);
    const auto scenario = Ndcg::loadExample(id);
    QVERIFY(scenario.ok());
    m_window->document()->loadScenario(*scenario, id);
    trigger("hideAnswers");
    QVERIFY(action("hideAnswers")->isChecked());

    // The three side panels, open and tabbed; each in front in turn.
    trigger("compareWithText");
    trigger("showSwaps");
    trigger("showConventionExplorer");
    const QList<QDockWidget *> docks {
        m_window->findChild<QDockWidget *>(QStringLiteral("textComparisonDock")),
        m_window->findChild<QDockWidget *>(QStringLiteral("swapDock")),
        m_window->findChild<QDockWidget *>(QStringLiteral("conventionDock")),
    };
    for (QDockWidget *d : docks)
        QVERIFY(d);

    QStringList leaks;
    const Expectation before = expectationFor(*scenario, std::nullopt);
    for (QDockWidget *d : docks) {
        bringToFront(d);
        leaks << check(before, QStringLiteral("answers hidden, not stepping, ") + d->objectName());
    }

    trigger("stepThrough");
    QVERIFY(m_steps->isStepping());
    const auto sequence = Ndcg::buildSteps(*scenario, 0);
    QVERIFY(sequence.ok());
    QCOMPARE(m_steps->stepCount(), int(sequence->steps.size()));
    auto knownNow = [&] {
        const int index = m_steps->stepIndex();
        return index > 0 ? sequence->steps[index - 1].revealed : Ndcg::Revealed {};
    };
    leaks << check(expectationFor(*scenario, knownNow()), QStringLiteral("step 0"));
    int presses = 0;
    const int maxPresses = 2 * m_steps->stepCount() + 4;
    while (presses < maxPresses) {
        const int before = m_steps->stepIndex();
        const bool wasHidden = !m_steps->nextReveal().isEmpty();
        if (before == m_steps->stepCount() && !wasHidden)
            break;
        trigger("stepNext");
        ++presses;
        const int index = m_steps->stepIndex();
        bringToFront(docks[presses % docks.size()]);
        leaks << check(expectationFor(*scenario, knownNow()),
            QStringLiteral("step %1 of %2 (%3), %4")
                .arg(index)
                .arg(m_steps->stepCount())
                .arg(index > 0 ? sequence->steps[index - 1].quantity : QString(),
                    docks[presses % docks.size()]->objectName()));
        if (leaks.size() > 40 && !qEnvironmentVariableIsSet("NOLEAK_ALL"))
            QVERIFY2(false, qPrintable(report(leaks))); // enough to tell
    }
    QCOMPARE(m_steps->stepIndex(), m_steps->stepCount());
    for (QDockWidget *d : docks) {
        bringToFront(d);
        leaks << check(expectationFor(*scenario, knownNow()),
            QStringLiteral("after the last step, ") + d->objectName());
    }
    leaks.removeDuplicates();
    QVERIFY2(leaks.isEmpty(), qPrintable(report(leaks)));
}

void TestNoLeak::theExamplesGalleryStatesNoExactValueWhileAnswersAreHidden_data()
{
    QTest::addColumn<bool>("chinese");
    QTest::newRow("in English") << false;
    QTest::newRow("in Chinese") << true;
}

void TestNoLeak::theExamplesGalleryStatesNoExactValueWhileAnswersAreHidden()
{
    QFETCH(bool, chinese);
    if (chinese)
        LanguageController::instance()->setLanguage(LanguageController::Language::Chinese, false);
    const auto english = qScopeGuard([] {
        LanguageController::instance()->setLanguage(LanguageController::Language::English, false);
    });
    trigger("hideAnswers");
    trigger("examplesGallery");
    auto *gallery = m_window->findChild<ExampleGallery *>();
    QVERIFY(gallery);
    QVERIFY(QTest::qWaitForWindowExposed(gallery));
    QStringList leaks;
    const QStringList ids = Ndcg::exampleIds();
    for (const QString &id : ids) {
        QVERIFY(gallery->select(id));
        const auto scenario = Ndcg::loadExample(id);
        QVERIFY(scenario.ok());
        // The gallery shows the example's description, not its table: every value of it is
        // hidden (only its inputs may show), and so are the text's figures.
        Expectation e = expectationFor(*scenario, std::nullopt);
        // The document open in the window: its answers are hidden too.
        const Expectation open = expectationFor(m_window->document()->scenario(), std::nullopt);
        e.hidden << open.hidden;
        leaks << check(e, QStringLiteral("Examples gallery on ") + id);
        if (qEnvironmentVariableIsSet("NOLEAK_ALL"))
            qInfo().noquote() << "GALLERY" << gallery->details();
    }
    QCOMPARE(ExampleGallery::language(), chinese ? QStringLiteral("zh_CN") : QStringLiteral("en"));
    leaks.removeDuplicates();
    QVERIFY2(leaks.isEmpty(), qPrintable(report(leaks)));
}

void TestNoLeak::theGalleryShowsTheFiguresAgainWhenAnswersAreShown()
{
    // Hidden, 004's description reads "exactly, NDCG@5 = ?" and says how many figures the
    // text states, not how many agree; shown again (Reveal all), the figures come back.
    trigger("hideAnswers");
    trigger("examplesGallery");
    auto *gallery = m_window->findChild<ExampleGallery *>();
    QVERIFY(gallery);
    QVERIFY(gallery->select(QStringLiteral("004-precision-ndcg")));
    QVERIFY(gallery->areAnswersHidden());
    QString details = gallery->details();
    QVERIFY2(details.contains(QStringLiteral("exactly, NDCG@5 = ?.")), qPrintable(details));
    QVERIFY2(details.contains(QStringLiteral("(= ?)")), qPrintable(details));
    QVERIFY2(details.contains(QStringLiteral("k = 5")) || !details.contains(QStringLiteral("k = ")),
        qPrintable(details));
    QVERIFY2(!details.contains(QStringLiteral(" agree")), qPrintable(details));
    trigger("revealAll");
    QVERIFY(!gallery->areAnswersHidden());
    details = gallery->details();
    QVERIFY2(details.contains(QStringLiteral("exactly, NDCG@5 = 0.8645.")), qPrintable(details));
    QVERIFY2(details.contains(QStringLiteral(" agree")), qPrintable(details));
    // A setting's value and the example's own inputs stay; values of quantities go.
    QCOMPARE(ExampleGallery::withoutFigures(
                 QStringLiteral("k = 5, b = 10: MRR = 1, IDCG@3 = 0, 81.96%, 68/79, score 0.5"),
                 {QStringLiteral("0.5")}),
        QStringLiteral("k = 5, b = 10: MRR = ?, IDCG@3 = ?, ?, ?, score 0.5"));
    QCOMPARE(ExampleGallery::withoutFigures(QStringLiteral("B 为 0.9771；5..1；[3, 2, 0]")),
        QStringLiteral("B 为 ?；5..1；[3, 2, 0]"));
    QCOMPARE(ExampleGallery::withoutFigures(
                 QStringLiteral("so its NDCG is 1 under every convention; 相关性为 4, 1, 3")),
        QStringLiteral("so its NDCG is ? under every convention; 相关性为 4, 1, 3"));
    QCOMPARE(ExampleGallery::withoutFigures(QStringLiteral("任何约定下 NDCG 都是 1；")),
        QStringLiteral("任何约定下 NDCG 都是 ?；"));
}

void TestNoLeak::practiceShowsNoHiddenAnswer()
{
    // Practice asks about a random ranking of its own: neither its answer nor the open
    // example's hidden answers show before the student answers.
    QStringList leaks;
    for (const QString &id : Ndcg::exampleIds()) {
        const auto scenario = Ndcg::loadExample(id);
        QVERIFY(scenario.ok());
        m_window->document()->loadScenario(*scenario, id);
        if (!action("hideAnswers")->isChecked())
            trigger("hideAnswers");
        trigger("practice");
        auto *practice = m_window->findChild<PracticeDialog *>();
        QVERIFY(practice);
        QVERIFY(QTest::qWaitForWindowExposed(practice));
        Expectation e = expectationFor(*scenario, std::nullopt);
        const Expectation own = expectationFor(practice->scenario(), std::nullopt);
        e.hidden << own.hidden;
        e.shown << own.shown;
        leaks << check(e, QStringLiteral("Practice over example ") + id);
        practice->close();
    }
    leaks.removeDuplicates();
    QVERIFY2(leaks.isEmpty(), qPrintable(report(leaks)));
}

void TestNoLeak::anotherDocumentOpensWithNothingRevealed_data()
{
    QTest::addColumn<QString>("how");
    QTest::newRow("another example from the Examples gallery") << QStringLiteral("gallery");
    QTest::newRow("a new document from File New") << QStringLiteral("new");
    QTest::newRow("a scenario file from File Open") << QStringLiteral("open");
    QTest::newRow("a two-ranking comparison from the Compare menu") << QStringLiteral("compare");
}

void TestNoLeak::anotherDocumentOpensWithNothingRevealed()
{
    QFETCH(QString, how);
    const auto first = Ndcg::loadExample(QStringLiteral("000-prose"));
    QVERIFY(first.ok());
    m_window->document()->loadScenario(*first, QStringLiteral("000-prose"));
    trigger("hideAnswers");
    // The class has seen some answers of this document: R three times (the gain, discount and
    // contribution columns).
    for (int i = 0; i < 3; ++i)
        trigger("revealNext");

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    if (how == u"gallery") {
        trigger("examplesGallery");
        auto *gallery = m_window->findChild<ExampleGallery *>();
        QVERIFY(gallery);
        QVERIFY(gallery->select(QStringLiteral("001-complete")));
        gallery->openSelected();
    } else if (how == u"new") {
        trigger("fileNew");
    } else if (how == u"open") {
        const auto other = Ndcg::loadExample(QStringLiteral("own-log-base"));
        QVERIFY(other.ok());
        const QString path = dir.filePath(QStringLiteral("other.ndcg.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(Ndcg::scenarioToJson(*other));
        file.close();
        // File ▸ Open with the path the file dialog would give.
        QVERIFY(m_window->files()->open(path));
    } else {
        trigger("compareSeed002");
    }
    QCoreApplication::processEvents();
    const Ndcg::Scenario now = m_window->document()->scenario();
    QVERIFY(!(now.a == first->a && now.settings == first->settings));
    const QStringList leaks = check(
        expectationFor(now, std::nullopt), QStringLiteral("after opening another document"));
    QVERIFY2(action("hideAnswers")->isChecked() && leaks.isEmpty(), qPrintable(report(leaks)));
}

QTEST_MAIN(TestNoLeak)
#include "tst_noleak.moc"
