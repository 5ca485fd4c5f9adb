// The textbook beside each step (issue 12, item 4): the worked example's text is named by a
// citation (never by its hash file name) in the gallery, "Compare with the text", the
// step-through and the handout; the step-through shows the text's figure beside the exact
// value with the verdict at the step that computes it; clicking a figure in "Compare with the
// text" selects its cell in the table and marks its term in the formula; the handout of a
// worked example carries the comparison, and the first page of a handout is used (the charts
// follow the formulas instead of starting a page of their own).
//
// Every exact value here is computed independently from the example's grades with the
// definitions written out (gain 2^g − 1, discount 1/log₂(i+1)), not read from the app.

#include "document/scenariodocument.h"
#include "examples.h"
#include "files/handout.h"
#include "mainwindow.h"
#include "stepthrough/examplegallery.h"
#include "stepthrough/examplescontroller.h"
#include "stepthrough/revealcontroller.h"
#include "stepthrough/stepcontroller.h"
#include "stepthrough/stepthroughpanel.h"
#include "stepthrough/textfigurespanel.h"
#include "workbench/formulapanel.h"
#include "workbench/rankingtablemodel.h"
#include "workbench/rankingtableview.h"
#include "workbench/sidepanels.h"
#include "workbench/workbench.h"

#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QProcess>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>

namespace {

const QString example004 = QStringLiteral("004-precision-ndcg");

// Seed 004: items B, A, D, C, E with grades 4, 5, 2, 3, 1; its ideal is 5, 4, 3, 2, 1.
const QList<double> grades004 {4, 5, 2, 3, 1};
const QList<double> ideal004 {5, 4, 3, 2, 1};

double gain(double grade)
{
    return std::pow(2.0, grade) - 1.0;
}

double discount(int position)
{
    return 1.0 / std::log2(position + 1.0);
}

double dcg(const QList<double> &grades)
{
    double sum = 0;
    for (int i = 0; i < grades.size(); ++i)
        sum += gain(grades[i]) * discount(i + 1);
    return sum;
}

QStringList seededIds()
{
    QStringList ids;
    for (const QString &id : Ndcg::exampleIds()) {
        if (!id.startsWith(QLatin1String("own-")))
            ids << id;
    }
    return ids;
}

} // namespace

class TestTextInWalkthrough : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void everySeedExampleIsCited_data();
    void everySeedExampleIsCited();
    void theStepShowsTheTextsFigureWhereItDiffers();
    void theStepShowsAgreeingFiguresAndNothingElsewhere();
    void coarseStepsShowEveryFigureOfTheirPosition();
    void aHiddenAnswerHidesTheTextsFigure();
    void clickingAFigureSelectsItsCellAndTerm_data();
    void clickingAFigureSelectsItsCellAndTerm();
    void aFigureOfRankingBSelectsInTheComparison();
    void everyFigureOfEveryExampleFindsItsCell_data();
    void everyFigureOfEveryExampleFindsItsCell();
    void theHandoutOf004CarriesTheComparison();
    void theHandoutUsesItsFirstPage();

private:
    void load(const QString &id);
    // Goes to the first step of `kind` at `position`; its index.
    int stepTo(Ndcg::StepKind kind, int position);
    int figureRow(const QString &label, const QString &stated) const;
    void clickFigure(int row);
    QString pdfText(const QByteArray &pdf, int first = 0, int last = 0);

    std::unique_ptr<MainWindow> m_window;
    StepController *m_steps = nullptr;
    QTemporaryDir m_dir;
};

void TestTextInWalkthrough::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_steps = m_window->steps();
}

void TestTextInWalkthrough::cleanup()
{
    m_window.reset();
}

void TestTextInWalkthrough::load(const QString &id)
{
    const auto scenario = Ndcg::loadExample(id);
    QVERIFY(scenario.ok());
    m_window->document()->loadScenario(*scenario, id);
}

int TestTextInWalkthrough::stepTo(Ndcg::StepKind kind, int position)
{
    const QList<Ndcg::Step> &steps = m_steps->sequence().steps;
    for (int i = 0; i < steps.size(); ++i) {
        if (steps[i].kind == kind && steps[i].position == position) {
            m_steps->goToStep(i + 1);
            return i + 1;
        }
    }
    return -1;
}

int TestTextInWalkthrough::figureRow(const QString &label, const QString &stated) const
{
    const QList<Ndcg::FigureComparison> &figures
        = m_window->examples()->textFiguresPanel()->comparisons();
    for (int i = 0; i < figures.size(); ++i) {
        if (figures[i].label == label && figures[i].figure.stated == stated)
            return i;
    }
    return -1;
}

void TestTextInWalkthrough::clickFigure(int row)
{
    QTableWidget *table = m_window->examples()->textFiguresPanel()->table();
    // The figure's name: shown in columns and in cards alike (a narrow panel).
    QTableWidgetItem *item = table->item(row, TextFiguresPanel::Figure);
    QVERIFY(item);
    table->scrollToItem(item);
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualItemRect(item).center());
}

QString TestTextInWalkthrough::pdfText(const QByteArray &pdf, int first, int last)
{
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (tool.isEmpty())
        return {};
    const QString path = m_dir.filePath(QStringLiteral("handout.pdf"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(pdf) != pdf.size())
        return {};
    file.close();
    QStringList args;
    if (first > 0)
        args << QStringLiteral("-f") << QString::number(first);
    if (last > 0)
        args << QStringLiteral("-l") << QString::number(last);
    // -layout: a table row reads as one line, its cells in order.
    args << QStringLiteral("-layout") << QStringLiteral("-enc") << QStringLiteral("UTF-8") << path
         << QStringLiteral("-");
    QProcess process;
    process.start(tool, args);
    if (!process.waitForFinished(30000) || process.exitCode() != 0)
        return {};
    // NFKC: the typesetter's ligatures read as their letters; each line with its runs of
    // blanks as one space.
    const QStringList lines = QString::fromUtf8(process.readAllStandardOutput())
                                  .normalized(QString::NormalizationForm_KC)
                                  .split(QLatin1Char('\n'));
    QStringList simplified;
    for (const QString &line : lines)
        simplified << line.simplified();
    return simplified.join(QLatin1Char('\n'));
}

void TestTextInWalkthrough::everySeedExampleIsCited_data()
{
    QTest::addColumn<QString>("id");
    const QStringList ids = seededIds();
    QCOMPARE(ids.size(), 9); // nine examples from five texts
    for (const QString &id : ids)
        QTest::newRow(qPrintable(id)) << id;
}

// The citation is stored with the example in both languages, and every view names the text by
// it; the hash file name is a detail (a tooltip or small print after the citation).
void TestTextInWalkthrough::everySeedExampleIsCited()
{
    QFETCH(QString, id);
    const auto scenario = Ndcg::loadExample(id);
    QVERIFY(scenario.ok());
    const Ndcg::ExampleInfo &info = *scenario->example;
    QVERIFY(!info.source.isEmpty());
    QVERIFY(!info.citation.en.trimmed().isEmpty());
    QVERIFY(!info.citation.zhCN.trimmed().isEmpty());
    QVERIFY(!info.citation.en.contains(info.source.left(3) + QLatin1Char('_')));
    const QString citation = info.citation.en;

    // The gallery: its details and the list's tooltip start with the citation, not the file.
    ExampleGallery gallery;
    QVERIFY(gallery.select(id));
    QVERIFY(gallery.details().contains(citation.toHtmlEscaped().left(30))
        || gallery.details().contains(citation.left(30)));
    const QString tip = gallery.list()->currentItem()->toolTip();
    QVERIFY2(tip.startsWith(citation), qPrintable(tip));
    QVERIFY(tip.indexOf(info.source) > tip.indexOf(citation));

    // Compare with the text: the header names the citation before the file (the panel open: a
    // closed one computes nothing, issue 24).
    load(id);
    SidePanels::open(m_window.get(), m_window->examples()->textFiguresDock(), 620);
    const QString header = m_window->examples()->textFiguresPanel()->headerText();
    QVERIFY2(header.contains(QStringLiteral("Source text: ") + citation), qPrintable(header));

    // The step-through: the source line under the narration is the citation; the file name is
    // only its tooltip.
    m_steps->setStepping(true);
    StepThroughPanel *panel = m_steps->panel();
    QCOMPARE(panel->sourceText(), QStringLiteral("Source text: ") + citation);
    QVERIFY(!panel->sourceText().contains(info.source));
    auto *source = panel->findChild<QLabel *>(QStringLiteral("stepSource"));
    QVERIFY(source);
    QVERIFY(source->toolTip().contains(info.source));
    // After the first step the steps need the room: the source goes into the tooltip of the
    // text's figures.
    m_steps->next();
    QVERIFY(panel->sourceText().isEmpty());
    m_steps->first();
    QCOMPARE(panel->sourceText(), QStringLiteral("Source text: ") + citation);
}

// Seed 004 divides by log₂6 at position 3: its contribution 3/2.585 = 1.16, where the exact
// one is (2² − 1)/log₂4 = 1.5. The step that computes it shows both and says why.
void TestTextInWalkthrough::theStepShowsTheTextsFigureWhereItDiffers()
{
    load(example004);
    m_steps->setStepping(true);
    StepThroughPanel *panel = m_steps->panel();
    QVERIFY(panel->textFiguresText().isEmpty()); // before the first step
    QVERIFY(stepTo(Ndcg::StepKind::Contribution, 3) > 0);
    const double exact = gain(grades004[2]) * discount(3);
    QCOMPARE(exact, 1.5);
    const QString shown = panel->textFiguresText();
    // The text gives two decimals; the exact value is shown with two more.
    QVERIFY2(shown.contains(QStringLiteral("The text: contribution at 3 = 1.16 · exact %1 · ≠ "
                                           "differs: a wrong logarithm")
                                .arg(QString::number(exact, 'f', 4))),
        qPrintable(shown));
    // The one figure of the step: its note under it.
    QVERIFY2(shown.contains(QStringLiteral("3/log₂4 = 3/2 = 1.5; the text divides by 2.585.")),
        qPrintable(shown));

    // Its log denominator: log₂(3 + 1) = 2, the text's 2.585 = log₂6.
    QVERIFY(stepTo(Ndcg::StepKind::Discount, 3) > 0);
    QVERIFY2(panel->textFiguresText().contains(
                 QStringLiteral("The text: log denominator at 3 = 2.585 · exact %1 · ≠ differs")
                     .arg(QString::number(std::log2(4.0), 'f', 5))),
        qPrintable(panel->textFiguresText()));

    // NDCG@5: the prose's 0.861 and the code's claimed 0.8607594936708861, both against the
    // exact DCG@5 / IDCG@5.
    QVERIFY(stepTo(Ndcg::StepKind::Ndcg, 0) > 0);
    const double ndcg = dcg(grades004) / dcg(ideal004);
    const QString last = panel->textFiguresText();
    QVERIFY2(last.contains(QStringLiteral("The text: NDCG@5 = 0.861 · exact %1 · ≠ differs")
                               .arg(QString::number(ndcg, 'f', 5))),
        qPrintable(last));
    QVERIFY2(
        last.contains(QStringLiteral("The text: NDCG@5 = 0.8607594936708861 · exact %1 · ≠ differs")
                          .arg(QString::number(ndcg, 'f', 10))),
        qPrintable(last));
    QVERIFY(last.contains(QStringLiteral("≠ differs: a claim no convention reproduces")));
    // Two figures: their notes in the tooltip, and the source text.
    auto *figures = m_steps->panel()->findChild<QLabel *>(QStringLiteral("stepTextFigures"));
    QVERIFY(figures->toolTip().contains(QStringLiteral("exactly 68/79")));
    QVERIFY(figures->toolTip().contains(
        QStringLiteral("Source text: ") + Ndcg::loadExample(example004)->example->citation.en));
}

void TestTextInWalkthrough::theStepShowsAgreeingFiguresAndNothingElsewhere()
{
    load(example004);
    m_steps->setStepping(true);
    StepThroughPanel *panel = m_steps->panel();
    // Position 1: (2⁴ − 1)/log₂2 = 15, as the text says.
    QVERIFY(stepTo(Ndcg::StepKind::Contribution, 1) > 0);
    QCOMPARE(panel->textFiguresText(),
        QStringLiteral("The text: contribution at 1 = 15 · exact %1 · ✓ agrees")
            .arg(QString::number(gain(grades004[0]) * discount(1), 'f', 4)));
    // A grade is an input, and the text states no gain: no figure at those steps.
    QVERIFY(stepTo(Ndcg::StepKind::Grade, 2) > 0);
    QVERIFY(panel->textFiguresText().isEmpty());
    QVERIFY(stepTo(Ndcg::StepKind::Gain, 2) > 0);
    QVERIFY(panel->textFiguresText().isEmpty());
    // The ideal term at 3: (2³ − 1)/log₂4 = 3.5 against the text's 2.71.
    QVERIFY(stepTo(Ndcg::StepKind::IdealTerm, 3) > 0);
    QVERIFY2(panel->textFiguresText().contains(
                 QStringLiteral("The text: ideal contribution at 3 = 2.71 · exact %1 · ≠ differs")
                     .arg(QString::number(gain(ideal004[2]) * discount(3), 'f', 4))),
        qPrintable(panel->textFiguresText()));
}

void TestTextInWalkthrough::coarseStepsShowEveryFigureOfTheirPosition()
{
    load(example004);
    m_steps->setStepping(true);
    m_steps->setCoarse(true);
    QVERIFY(stepTo(Ndcg::StepKind::Position, 4) > 0);
    const QString shown = m_steps->panel()->textFiguresText();
    // log₂5 = 2.3219 against 3.17, and 7/log₂5 against 2.21.
    QVERIFY2(shown.contains(QStringLiteral("log denominator at 4 = 3.17 · exact %1")
                                .arg(QString::number(std::log2(5.0), 'f', 4))),
        qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("contribution at 4 = 2.21 · exact %1")
                                .arg(QString::number(gain(grades004[3]) * discount(4), 'f', 4))),
        qPrintable(shown));
}

void TestTextInWalkthrough::aHiddenAnswerHidesTheTextsFigure()
{
    load(example004);
    m_steps->setStepping(true);
    m_steps->reveal()->hideAll();
    QVERIFY(stepTo(Ndcg::StepKind::Contribution, 3) > 0);
    // The figure and its verdict would give the answer away.
    QVERIFY(m_steps->panel()->textFiguresText().isEmpty());
    m_steps->reveal()->revealAll();
    QVERIFY(m_steps->panel()->textFiguresText().contains(QStringLiteral("1.16")));
}

void TestTextInWalkthrough::clickingAFigureSelectsItsCellAndTerm_data()
{
    QTest::addColumn<QString>("label");
    QTest::addColumn<QString>("stated");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("term");
    QTest::addColumn<bool>("ideal");
    using M = RankingTableModel;
    // 004 has k = 5 and five items: totals are in row 5.
    QTest::newRow("contribution at 3")
        << QStringLiteral("contribution at 3") << QStringLiteral("1.16") << 3
        << int(M::Contribution) << 3 << false;
    QTest::newRow("log denominator at 4")
        << QStringLiteral("log denominator at 4") << QStringLiteral("3.17") << 4 << int(M::Discount)
        << 4 << false;
    QTest::newRow("ideal contribution at 2")
        << QStringLiteral("ideal contribution at 2") << QStringLiteral("9.46") << 2
        << int(M::IdealContribution) << 2 << true;
    QTest::newRow("DCG@5") << QStringLiteral("DCG@5") << QStringLiteral("38.23") << 5 << int(M::Dcg)
                           << -1 << false;
    QTest::newRow("IDCG@5") << QStringLiteral("IDCG@5") << QStringLiteral("44.41") << 5
                            << int(M::Idcg) << -1 << true;
    QTest::newRow("NDCG@5") << QStringLiteral("NDCG@5") << QStringLiteral("0.861") << 5
                            << int(M::NdcgAtI) << -2 << false;
}

void TestTextInWalkthrough::clickingAFigureSelectsItsCellAndTerm()
{
    QFETCH(QString, label);
    QFETCH(QString, stated);
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(int, term);
    QFETCH(bool, ideal);
    load(example004);
    m_window->examples()->actions().compareWithText->trigger();
    QVERIFY(m_window->examples()->textFiguresDock()->isVisible());
    const int figure = figureRow(label, stated);
    QVERIFY2(figure >= 0, qPrintable(label));
    clickFigure(figure);
    Workbench *w = m_window->workbench();
    const QModelIndex current = w->table()->currentIndex();
    QCOMPARE(current.row(), row - 1);
    QCOMPARE(current.column(), column);
    // The cell alone is selected, so it stands out from its row.
    QVERIFY(w->table()->selectionModel()->isSelected(current));
    QCOMPARE(w->table()->selectionModel()->selectedIndexes().size(), 1);
    QCOMPARE(w->highlightedPosition(), row);
    QCOMPARE(w->formula()->options().markPosition, term);
    QCOMPARE(w->formula()->options().markIdeal, ideal);
    // The term (or total) is marked in the formula's text: underlined.
    QVERIFY(w->formula()->toHtml().contains(QStringLiteral("underline")));

    // Another row chosen in the table: the mark goes.
    w->table()->setCurrentIndex(w->model()->index(row == 1 ? 1 : 0, RankingTableModel::Grade));
    QCOMPARE(w->formula()->options().markPosition, 0);
}

// Seed 002 compares two algorithms; a figure of ranking B selects its cell in B's table.
void TestTextInWalkthrough::aFigureOfRankingBSelectsInTheComparison()
{
    load(QStringLiteral("002-lipsticks-ab"));
    m_window->examples()->actions().compareWithText->trigger();
    const QList<Ndcg::FigureComparison> &figures
        = m_window->examples()->textFiguresPanel()->comparisons();
    int figure = -1;
    for (int i = 0; i < figures.size(); ++i) {
        if (figures[i].figure.ranking == 1 && figures[i].figure.quantity == Ndcg::Quantity::Dcg) {
            figure = i;
            break;
        }
    }
    QVERIFY(figure >= 0);
    clickFigure(figure);
    const QList<RankingTableView *> tables = m_window->findChildren<RankingTableView *>();
    // B's table: the one whose model is not the workbench's and whose current row is k.
    bool found = false;
    for (RankingTableView *t : tables) {
        if (t == m_window->workbench()->table())
            continue;
        const QModelIndex current = t->currentIndex();
        if (current.isValid() && current.column() == RankingTableModel::Dcg) {
            QCOMPARE(current.row(), 4); // DCG@5 of B, k = 5
            found = true;
        }
    }
    QVERIFY(found);
}

void TestTextInWalkthrough::everyFigureOfEveryExampleFindsItsCell_data()
{
    QTest::addColumn<QString>("id");
    for (const QString &id : seededIds())
        QTest::newRow(qPrintable(id)) << id;
}

// Each figure chosen in turn: a term or a total selects the cell at its position (in a
// comparison, in its ranking's table); CG, precision and the like have none and change nothing.
void TestTextInWalkthrough::everyFigureOfEveryExampleFindsItsCell()
{
    QFETCH(QString, id);
    load(id);
    m_window->examples()->actions().compareWithText->trigger();
    const QList<Ndcg::FigureComparison> figures
        = m_window->examples()->textFiguresPanel()->comparisons();
    const Ndcg::Scenario scenario = m_window->document()->scenario();
    for (int i = 0; i < figures.size(); ++i) {
        const Ndcg::StatedFigure &f = figures[i].figure;
        const int rows = int(scenario.ranking(f.ranking).items.size());
        const Ndcg::FigureCell at = Ndcg::figureCell(scenario, f, rows);
        m_window->examples()->selectFigure(i);
        if (at.cell == Ndcg::StepCell::None)
            continue;
        QVERIFY2(at.position >= 1 && at.position <= rows, qPrintable(figures[i].label));
        if (scenario.isComparison())
            continue; // the comparison's tables: aFigureOfRankingBSelectsInTheComparison()
        QCOMPARE(m_window->workbench()->table()->currentIndex().row(), at.position - 1);
        QCOMPARE(
            RankingTableModel::stepCell(m_window->workbench()->table()->currentIndex().column())
                == at.cell,
            at.cell
                != Ndcg::StepCell::IdealGain); // the ideal gain shows in its contribution's column
    }
}

void TestTextInWalkthrough::theHandoutOf004CarriesTheComparison()
{
    const auto scenario = Ndcg::loadExample(example004);
    QVERIFY(scenario.ok());
    const Handout::Pdf pdf
        = Handout::write(*scenario, scenario->example->title.en, QStringLiteral("en"));
    QVERIFY(pdf.error.isEmpty());
    const QString text = pdfText(pdf.bytes);
    if (text.isEmpty())
        QSKIP("pdftotext (poppler-utils) is needed to read the handout's text");
    // NDCG_STEP_SCREENSHOTS=DIR: the handout, to look at.
    if (const QString dir = qEnvironmentVariable("NDCG_STEP_SCREENSHOTS"); !dir.isEmpty()) {
        QFile out(dir + QStringLiteral("/handout-004.pdf"));
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(pdf.bytes);
    }
    QVERIFY(text.contains(QStringLiteral("The text's figures beside the exact values")));
    // The source by its citation (its English words; the file only in small print after it).
    const QString flowing = QString(text).replace(QLatin1Char('\n'), QLatin1Char(' '));
    QVERIFY2(flowing.contains(QStringLiteral("(evaluating ranking models: Precision@K and NDCG), "
                                             "a Chinese article")),
        qPrintable(text));
    QVERIFY(flowing.indexOf(QStringLiteral("Chinese article"))
        < flowing.indexOf(QStringLiteral("004_6d16541d6fd5e69f.txt")));
    // The count of figures that agree, as the panel gives it.
    const auto comparisons = Ndcg::compareWithText(*scenario);
    int agreeing = 0;
    for (const Ndcg::FigureComparison &c : *comparisons)
        agreeing += c.agrees ? 1 : 0;
    QVERIFY(flowing.contains(
        QStringLiteral("%1 of 22 figures agree with the exact value").arg(agreeing)));
    // Rows: the figure, the text's number, the exact one, the verdict, why.
    const double ndcg = dcg(grades004) / dcg(ideal004);
    const QStringList rows {
        QStringLiteral("contribution at 3 1.16 %1 ≠ differs a wrong logarithm")
            .arg(QString::number(gain(grades004[2]) * discount(3), 'f', 4)),
        QStringLiteral("DCG@5 38.23 %1 ≠ differs").arg(QString::number(dcg(grades004), 'f', 4)),
        QStringLiteral("IDCG@5 44.41 %1 ≠ differs").arg(QString::number(dcg(ideal004), 'f', 4)),
        QStringLiteral("NDCG@5 0.861 %1 ≠ differs").arg(QString::number(ndcg, 'f', 5)),
        QStringLiteral("NDCG@5 0.8607594936708861 %1 ≠ differs")
            .arg(QString::number(ndcg, 'f', 10)),
        QStringLiteral("contribution at 1 15 %1 ✓ agrees")
            .arg(QString::number(gain(grades004[0]) * discount(1), 'f', 4)),
    };
    for (const QString &row : rows)
        QVERIFY2(text.contains(row), qPrintable(row + QStringLiteral("\nnot in\n") + text));
    // The notes on the example as a whole follow.
    QVERIFY(flowing.contains(QStringLiteral("need different relevance thresholds")));
}

// A plain five-item ranking: definition, table, formulas and the three charts on one page (the
// charts used to start a page of their own, leaving two thirds of the first one empty).
void TestTextInWalkthrough::theHandoutUsesItsFirstPage()
{
    Ndcg::Scenario s;
    s.a = Ndcg::Ranking::fromGrades({3, 2, 0, 1, 3});
    const Handout::Pdf pdf = Handout::write(s, QStringLiteral("five"), QStringLiteral("en"));
    QVERIFY(pdf.error.isEmpty());
    QCOMPARE(pdf.pages, 1);
    const QString first = pdfText(pdf.bytes, 1, 1);
    if (first.isEmpty())
        QSKIP("pdftotext (poppler-utils) is needed to read the handout's text");
    QVERIFY(first.contains(QStringLiteral("Formulas")));
    QVERIFY(first.contains(QStringLiteral("Charts")));
}

QTEST_MAIN(TestTextInWalkthrough)
#include "tst_textinwalkthrough.moc"
