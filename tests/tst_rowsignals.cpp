// Precise model signals (issue 11, item 3): every row edit of the table editor (insert, add,
// delete, duplicate, move up and down, paste, drag and drop) and of the judged pool, with its
// undo and redo, reaches the ranking table model and the judged pool model as rowsInserted,
// rowsRemoved or rowsMoved with the right rows, never as a model reset; a typed grade emits
// dataChanged for exactly the cells whose shown value changed. Both models run under
// QAbstractItemModelTester (Fatal) the whole time.

#include "document/rankingdocument.h"
#include "document/rowcommands.h"
#include "rankingedits.h"
#include "workbench/definitionbar.h"
#include "workbench/rankingtablemodel.h"
#include "workbench/rankingtableview.h"
#include "workbench/unretrievedmodel.h"

#include <QAbstractItemModelTester>
#include <QMimeData>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <cmath>
#include <memory>
#include <set>
#include <utility>

namespace {

Ndcg::Ranking seed000()
{
    Ndcg::Ranking ranking;
    const double grades[] = {3, 2, 0, 1, 3};
    for (int i = 0; i < 5; ++i)
        ranking.items.append(
            Ndcg::Item {grades[i], QStringLiteral("d%1").arg(i + 1), std::nullopt});
    return ranking;
}

QStringList labels(const RankingDocument &document)
{
    QStringList result;
    for (const Ndcg::Item &item : document.ranking().items)
        result << item.label;
    return result;
}

QStringList split(const char *text)
{
    return QString::fromLatin1(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

// The structural signals of one model, as text: "+2..3" rows inserted, "-1..1" removed,
// "2..2>0" moved before row 0, "reset". Each also checks the parents are the invisible root.
class Signals
{
public:
    explicit Signals(QAbstractItemModel *model)
    {
        QObject::connect(model, &QAbstractItemModel::rowsInserted, model,
            [this](const QModelIndex &parent, int first, int last) {
                record(parent, QStringLiteral("+%1..%2").arg(first).arg(last));
            });
        QObject::connect(model, &QAbstractItemModel::rowsRemoved, model,
            [this](const QModelIndex &parent, int first, int last) {
                record(parent, QStringLiteral("-%1..%2").arg(first).arg(last));
            });
        QObject::connect(model, &QAbstractItemModel::rowsMoved, model,
            [this](const QModelIndex &parent, int first, int last, const QModelIndex &destination,
                int row) {
                record(parent, QStringLiteral("%1..%2>%3").arg(first).arg(last).arg(row));
                if (destination.isValid())
                    m_events << QStringLiteral("(destination parent valid)");
            });
        QObject::connect(model, &QAbstractItemModel::modelAboutToBeReset, model,
            [this] { m_events << QStringLiteral("about to reset"); });
        QObject::connect(model, &QAbstractItemModel::modelReset, model,
            [this] { m_events << QStringLiteral("reset"); });
        QObject::connect(model, &QAbstractItemModel::layoutChanged, model,
            [this] { m_events << QStringLiteral("layout"); });
    }
    // The events since the last call.
    QStringList take() { return std::exchange(m_events, {}); }

private:
    void record(const QModelIndex &parent, const QString &event)
    {
        m_events << (parent.isValid() ? event + QStringLiteral(" (parent valid)") : event);
    }
    QStringList m_events;
};

using Cell = std::pair<int, int>; // row, column

// Every cell named by the dataChanged signals the spy holds.
std::set<Cell> changedCells(const QSignalSpy &spy)
{
    std::set<Cell> cells;
    for (const QList<QVariant> &args : spy) {
        const QModelIndex topLeft = args.at(0).toModelIndex();
        const QModelIndex bottomRight = args.at(1).toModelIndex();
        for (int r = topLeft.row(); r <= bottomRight.row(); ++r) {
            for (int c = topLeft.column(); c <= bottomRight.column(); ++c)
                cells.insert({r, c});
        }
    }
    return cells;
}

QString cellsText(const std::set<Cell> &cells)
{
    QStringList parts;
    for (const auto &[r, c] : cells)
        parts << QStringLiteral("%1:%2").arg(r).arg(c);
    return parts.join(QLatin1Char(' '));
}

// The table's quantities worked out here, apart from explain(): exponential gain 2^g − 1,
// discount 1/log2(i + 1), the ideal the grades sorted descending, k = 5 = n, no pool.
struct Terms
{
    std::vector<double> gain, contribution, dcg, idealGrade, idealContribution, idcg, ndcg;
};

Terms termsOf(const std::vector<double> &grades)
{
    Terms t;
    std::vector<double> ideal = grades;
    std::sort(ideal.begin(), ideal.end(), std::greater<>());
    double dcg = 0;
    double idcg = 0;
    for (std::size_t i = 0; i < grades.size(); ++i) {
        const double d = 1.0 / std::log2(double(i) + 2.0);
        t.gain.push_back(std::exp2(grades[i]) - 1);
        t.contribution.push_back(t.gain.back() * d);
        dcg += t.contribution.back();
        t.dcg.push_back(dcg);
        t.idealGrade.push_back(ideal[i]);
        t.idealContribution.push_back((std::exp2(ideal[i]) - 1) * d);
        idcg += t.idealContribution.back();
        t.idcg.push_back(idcg);
        t.ndcg.push_back(dcg / idcg);
    }
    return t;
}

// Every cell of a model as text (shown value, dimmed or not), one line per row.
QString dump(const QAbstractItemModel &model)
{
    QStringList lines;
    for (int r = 0; r < model.rowCount(); ++r) {
        QStringList cells;
        for (int c = 0; c < model.columnCount(); ++c) {
            const QModelIndex index = model.index(r, c);
            cells << index.data().toString()
                    + (index.data(Qt::ForegroundRole).isValid() ? QStringLiteral("~") : QString());
        }
        lines << cells.join(QLatin1Char('|'));
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TestRowSignals : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void insertAndAddEmitRowsInserted();
    void deleteEmitsRowsRemovedPerBlock();
    void duplicateEmitsRowsInsertedBelowTheBlock();
    void moveUpAndDownEmitRowsMoved();
    void aScatteredMoveMovesEachBlock();
    void pasteOverwritesThenInserts();
    void dropEmitsRowsMoved();
    void judgedPoolEditsEmitRowSignals();
    void sortIntoTheIdealOrderChangesCellsNotRows();
    void aGradeEditNamesExactlyTheChangedCells();
    void aLabelEditNamesOneCell();
    void loadingANewScenarioResets();
    void theDefinitionBarFollowsRowCountsAndSettings();

private:
    // The models, kept up to date by row signals and dataChanged, show what models made afresh
    // from the document show.
    void checkMatchesFreshModels();
    // Undo, then redo, checking the signals of each against the expected ones.
    void checkUndoRedo(const QStringList &undo, const QStringList &redo);

    std::unique_ptr<RankingDocument> m_document;
    std::unique_ptr<RankingTableModel> m_model;
    std::unique_ptr<UnretrievedModel> m_pool;
    std::unique_ptr<RankingTableView> m_table;
    std::unique_ptr<RowCommands> m_rowCommands;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
    std::unique_ptr<QAbstractItemModelTester> m_poolTester;
    std::unique_ptr<Signals> m_signals;
    std::unique_ptr<Signals> m_poolSignals;
};

void TestRowSignals::init()
{
    m_document = std::make_unique<RankingDocument>();
    Ndcg::Settings settings;
    settings.cutoff = 5;
    m_document->load(seed000(), settings);
    m_model = std::make_unique<RankingTableModel>(m_document.get());
    m_pool = std::make_unique<UnretrievedModel>(m_document.get());
    m_tester = std::make_unique<QAbstractItemModelTester>(
        m_model.get(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    m_poolTester = std::make_unique<QAbstractItemModelTester>(
        m_pool.get(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    m_table = std::make_unique<RankingTableView>();
    m_table->setModel(m_model.get());
    m_rowCommands = std::make_unique<RowCommands>(m_document.get(), m_table.get(), m_model.get());
    m_signals = std::make_unique<Signals>(m_model.get());
    m_poolSignals = std::make_unique<Signals>(m_pool.get());
}

void TestRowSignals::cleanup()
{
    m_rowCommands.reset();
    m_table.reset();
    m_tester.reset();
    m_poolTester.reset();
    m_signals.reset();
    m_poolSignals.reset();
    m_pool.reset();
    m_model.reset();
    m_document.reset();
}

void TestRowSignals::checkMatchesFreshModels()
{
    const RankingTableModel table(m_document.get());
    QCOMPARE(dump(*m_model), dump(table));
    const UnretrievedModel pool(m_document.get());
    QCOMPARE(dump(*m_pool), dump(pool));
}

void TestRowSignals::checkUndoRedo(const QStringList &undo, const QStringList &redo)
{
    const QStringList after = labels(*m_document);
    checkMatchesFreshModels();
    m_document->undoStack()->undo();
    QCOMPARE(m_signals->take(), undo);
    QCOMPARE(labels(*m_document), split("d1 d2 d3 d4 d5"));
    checkMatchesFreshModels();
    m_document->undoStack()->redo();
    QCOMPARE(m_signals->take(), redo);
    QCOMPARE(labels(*m_document), after);
    QCOMPARE(m_poolSignals->take(), QStringList());
    checkMatchesFreshModels();
}

void TestRowSignals::insertAndAddEmitRowsInserted()
{
    m_table->selectRows({2});
    m_rowCommands->insertRow();
    QCOMPARE(m_signals->take(), QStringList {QStringLiteral("+2..2")});
    QCOMPARE(labels(*m_document), split("d1 d2 d6 d3 d4 d5"));
    QCOMPARE(m_table->selectedRows(), QList<int> {2}); // the new row
    QCOMPARE(m_model->index(2, RankingTableModel::Label).data().toString(), QStringLiteral("d6"));
    QCOMPARE(m_model->index(3, RankingTableModel::Label).data().toString(), QStringLiteral("d3"));
    checkUndoRedo({QStringLiteral("-2..2")}, {QStringLiteral("+2..2")});

    m_document->undoStack()->undo();
    m_signals->take();
    m_rowCommands->addRow();
    QCOMPARE(m_signals->take(), QStringList {QStringLiteral("+5..5")});
    QCOMPARE(labels(*m_document), split("d1 d2 d3 d4 d5 d6"));
    QCOMPARE(m_model->rowCount(), 6);
    QCOMPARE(m_table->selectedRows(), QList<int> {5});
    checkUndoRedo({QStringLiteral("-5..5")}, {QStringLiteral("+5..5")});
}

void TestRowSignals::deleteEmitsRowsRemovedPerBlock()
{
    m_table->selectRows({1, 3, 4});
    m_rowCommands->deleteRows();
    // The lower block first, so that the rows of the upper one keep their numbers.
    QCOMPARE(m_signals->take(), (QStringList {QStringLiteral("-3..4"), QStringLiteral("-1..1")}));
    QCOMPARE(labels(*m_document), split("d1 d3"));
    QCOMPARE(m_model->rowCount(), 2);
    QCOMPARE(m_table->selectedRows(), QList<int> {1}); // the row after the first deleted one
    // Undo puts each block back where it was, from the top.
    checkUndoRedo({QStringLiteral("+1..1"), QStringLiteral("+3..4")},
        {QStringLiteral("-3..4"), QStringLiteral("-1..1")});
    QCOMPARE(m_model->index(1, RankingTableModel::Dcg).data().toString(), QStringLiteral("7.000"));
}

void TestRowSignals::duplicateEmitsRowsInsertedBelowTheBlock()
{
    m_table->selectRows({1, 2});
    m_rowCommands->duplicateRows();
    QCOMPARE(m_signals->take(), QStringList {QStringLiteral("+3..4")});
    QCOMPARE(labels(*m_document), split("d1 d2 d3 d2 d3 d4 d5"));
    QCOMPARE(m_table->selectedRows(), (QList<int> {3, 4}));
    checkUndoRedo({QStringLiteral("-3..4")}, {QStringLiteral("+3..4")});
}

void TestRowSignals::moveUpAndDownEmitRowsMoved()
{
    m_table->selectRows({2});
    m_rowCommands->moveRowsUp();
    // d3 goes before row 1 (beginMoveRows counts the destination in the rows before the move).
    QCOMPARE(m_signals->take(), QStringList {QStringLiteral("2..2>1")});
    QCOMPARE(labels(*m_document), split("d1 d3 d2 d4 d5"));
    // The selection moved with the row (a persistent index), not restored by hand.
    QCOMPARE(m_table->selectedRows(), QList<int> {1});
    QCOMPARE(m_table->currentIndex().row(), 1);
    checkUndoRedo({QStringLiteral("1..1>3")}, {QStringLiteral("2..2>1")});

    m_document->undoStack()->undo();
    m_signals->take();
    m_table->selectRows({1, 2});
    m_rowCommands->moveRowsDown();
    QCOMPARE(m_signals->take(), QStringList {QStringLiteral("1..2>4")});
    QCOMPARE(labels(*m_document), split("d1 d4 d2 d3 d5"));
    QCOMPARE(m_table->selectedRows(), (QList<int> {2, 3}));
    checkUndoRedo({QStringLiteral("2..3>1")}, {QStringLiteral("1..2>4")});
}

void TestRowSignals::aScatteredMoveMovesEachBlock()
{
    m_table->selectRows({1, 3, 4});
    m_rowCommands->moveRowsUp();
    // d2 swaps with d1; the block d4 d5 swaps with d3.
    QCOMPARE(m_signals->take(), (QStringList {QStringLiteral("1..1>0"), QStringLiteral("3..4>2")}));
    QCOMPARE(labels(*m_document), split("d2 d1 d4 d5 d3"));
    QCOMPARE(m_table->selectedRows(), (QList<int> {0, 2, 3}));
    // Undo moves the blocks back, the last one first.
    checkUndoRedo({QStringLiteral("2..3>5"), QStringLiteral("0..0>2")},
        {QStringLiteral("1..1>0"), QStringLiteral("3..4>2")});
}

void TestRowSignals::pasteOverwritesThenInserts()
{
    m_table->setCurrentIndex(m_model->index(3, RankingTableModel::Grade));
    m_rowCommands->pasteText(QStringLiteral("2\n2\n1\n0\n"));
    // Rows 4 and 5 overwritten (values only), two rows appended.
    QCOMPARE(m_signals->take(), QStringList {QStringLiteral("+5..6")});
    QCOMPARE(labels(*m_document), split("d1 d2 d3 d4 d5 d6 d7"));
    QCOMPARE(m_model->index(3, RankingTableModel::Grade).data().toString(), QStringLiteral("2"));
    QCOMPARE(m_model->index(6, RankingTableModel::Grade).data().toString(), QStringLiteral("0"));
    QCOMPARE(m_table->selectedRows(), (QList<int> {3, 4, 5, 6}));
    checkUndoRedo({QStringLiteral("-5..6")}, {QStringLiteral("+5..6")});
    QCOMPARE(m_model->index(3, RankingTableModel::Grade).data().toString(), QStringLiteral("2"));
    m_document->undoStack()->undo();
    QCOMPARE(m_model->index(3, RankingTableModel::Grade).data().toString(), QStringLiteral("1"));
}

void TestRowSignals::dropEmitsRowsMoved()
{
    std::unique_ptr<QMimeData> data(
        m_model->mimeData({m_model->index(0, 1), m_model->index(3, 1)}));
    QVERIFY(data);
    QVERIFY(m_model->dropMimeData(data.get(), Qt::MoveAction, 2, 0, {}));
    // d1 goes down to just before row 2; d4 comes up after it.
    QCOMPARE(m_signals->take(), (QStringList {QStringLiteral("0..0>2"), QStringLiteral("3..3>2")}));
    QCOMPARE(labels(*m_document), split("d2 d1 d4 d3 d5"));
    QCOMPARE(m_model->lastDropSelection(), (QList<int> {1, 2}));
    checkUndoRedo({QStringLiteral("2..2>4"), QStringLiteral("1..1>0")},
        {QStringLiteral("0..0>2"), QStringLiteral("3..3>2")});
}

void TestRowSignals::judgedPoolEditsEmitRowSignals()
{
    m_document->editInsert(RankingDocument::List::Unretrieved, {0, 1},
        {Ndcg::Item {2.0, QStringLiteral("u1"), std::nullopt},
            Ndcg::Item {3.0, QStringLiteral("u2"), std::nullopt}},
        QStringLiteral("add judged"));
    QCOMPARE(m_poolSignals->take(), QStringList {QStringLiteral("+0..1")});
    // The ideal now has 7 items: two rows of ideal terms past the ranking's end.
    QCOMPARE(m_signals->take(), QStringList {QStringLiteral("+5..6")});
    QCOMPARE(m_model->rowCount(), 7);
    QCOMPARE(m_pool->idealPosition(1), 3); // ideal 3(d1) 3(d5) 3(u2) 2(d2) 2(u1) 1 0
    QCOMPARE(m_pool->idealPosition(0), 5);
    checkMatchesFreshModels();

    m_document->editRemove(
        RankingDocument::List::Unretrieved, {0}, QStringLiteral("remove judged"));
    QCOMPARE(m_poolSignals->take(), QStringList {QStringLiteral("-0..0")});
    QCOMPARE(m_signals->take(), QStringList {QStringLiteral("-6..6")});
    QCOMPARE(m_pool->index(0, UnretrievedModel::Label).data().toString(), QStringLiteral("u2"));
    checkMatchesFreshModels();

    m_document->undoStack()->undo();
    QCOMPARE(m_poolSignals->take(), QStringList {QStringLiteral("+0..0")});
    QCOMPARE(m_signals->take(), QStringList {QStringLiteral("+6..6")});
    m_document->undoStack()->undo();
    QCOMPARE(m_poolSignals->take(), QStringList {QStringLiteral("-0..1")});
    QCOMPARE(m_signals->take(), QStringList {QStringLiteral("-5..6")});
    m_document->undoStack()->redo();
    QCOMPARE(m_poolSignals->take(), QStringList {QStringLiteral("+0..1")});
    QCOMPARE(m_signals->take(), QStringList {QStringLiteral("+5..6")});
    checkMatchesFreshModels();

    // With ideal rows past the ranking: a row added at the end and one inserted at the top.
    m_rowCommands->addRow();
    QCOMPARE(m_signals->take(), QStringList {QStringLiteral("+5..5")});
    checkMatchesFreshModels();
    m_table->selectRows({0});
    m_rowCommands->insertRow();
    QCOMPARE(m_signals->take(), QStringList {QStringLiteral("+0..0")});
    checkMatchesFreshModels();
    m_table->selectRows({0, 1, 2});
    m_rowCommands->moveRowsDown();
    QCOMPARE(m_signals->take(), QStringList {QStringLiteral("0..2>4")});
    checkMatchesFreshModels();
    m_document->undoStack()->undo();
    m_document->undoStack()->undo();
    m_document->undoStack()->undo();
    QCOMPARE(m_signals->take(),
        (QStringList {QStringLiteral("1..3>0"), QStringLiteral("-0..0"), QStringLiteral("-5..5")}));
    checkMatchesFreshModels();
    QCOMPARE(m_poolSignals->take(), QStringList());

    m_document->editMove(RankingDocument::List::Unretrieved, {RankingEdits::Move {1, 1, 0}},
        QStringLiteral("move judged"));
    QCOMPARE(m_poolSignals->take(), QStringList {QStringLiteral("1..1>0")});
    QCOMPARE(m_signals->take(), QStringList());
    QCOMPARE(m_pool->index(0, UnretrievedModel::Label).data().toString(), QStringLiteral("u2"));
    checkMatchesFreshModels();
}

void TestRowSignals::sortIntoTheIdealOrderChangesCellsNotRows()
{
    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    m_rowCommands->sortIdeal();
    QCOMPARE(m_signals->take(), QStringList());
    QCOMPARE(labels(*m_document), split("d1 d5 d2 d4 d3"));
    QVERIFY(!changed.isEmpty());
    checkMatchesFreshModels();
    QCOMPARE(
        m_model->index(4, RankingTableModel::NdcgAtI).data().toString(), QStringLiteral("1.000"));
    m_document->undoStack()->undo();
    QCOMPARE(m_signals->take(), QStringList());
    QCOMPARE(labels(*m_document), split("d1 d2 d3 d4 d5"));
}

void TestRowSignals::aGradeEditNamesExactlyTheChangedCells()
{
    // Grade 0 at position 3 becomes 3. The expected cells: those whose value differs between
    // the terms of 3 2 0 1 3 and of 3 2 3 1 3, computed here (termsOf), plus the grade.
    const std::vector<double> before {3, 2, 0, 1, 3};
    const std::vector<double> after {3, 2, 3, 1, 3};
    const Terms a = termsOf(before);
    const Terms b = termsOf(after);
    std::set<Cell> expected;
    using M = RankingTableModel;
    for (int i = 0; i < 5; ++i) {
        const auto check
            = [&](int column, const std::vector<double> &x, const std::vector<double> &y) {
                  if (x[std::size_t(i)] != y[std::size_t(i)])
                      expected.insert({i, column});
              };
        check(M::Grade, before, after);
        check(M::Gain, a.gain, b.gain);
        check(M::Contribution, a.contribution, b.contribution);
        check(M::Dcg, a.dcg, b.dcg);
        check(M::IdealGrade, a.idealGrade, b.idealGrade);
        check(M::IdealContribution, a.idealContribution, b.idealContribution);
        check(M::Idcg, a.idcg, b.idcg);
        check(M::NdcgAtI, a.ndcg, b.ndcg);
    }
    // By hand, the same: grade, gain and term at 3; DCG, the ideal (3 3 2 1 0 → 3 3 3 2 1),
    // IDCG and NDCG from 3 on; no discount, nothing at 1 and 2.
    QCOMPARE(expected.size(), std::size_t(3 + 3 * 5));

    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    QVERIFY(m_model->setData(m_model->index(2, M::Grade), QStringLiteral("3")));
    QCOMPARE(m_signals->take(), QStringList());
    QCOMPARE(cellsText(changedCells(changed)), cellsText(expected));
    // Undo changes the same cells back.
    changed.clear();
    m_document->undoStack()->undo();
    QCOMPARE(cellsText(changedCells(changed)), cellsText(expected));
    QCOMPARE(m_signals->take(), QStringList());

    // A grade edit past the cutoff also leaves the rows above it alone: k = 3.
    Ndcg::Settings s = m_document->settings();
    s.cutoff = 3;
    m_document->editSettings(s, RankingDocument::SettingsField::Cutoff);
    changed.clear();
    QVERIFY(m_model->setData(m_model->index(4, M::Grade), QStringLiteral("1")));
    // 3 2 0 1 3 → 3 2 0 1 1: grade, gain, term and DCG of position 5; the ideal 3 3 2 1 0 →
    // 3 2 1 1 0 changes at positions 2 and 3 only; IDCG and NDCG from position 2 on. The
    // dimming below k stays as it was.
    std::set<Cell> fifth {{4, M::Grade}, {4, M::Gain}, {4, M::Contribution}, {4, M::Dcg},
        {4, M::NdcgAtI}, {1, M::IdealGrade}, {2, M::IdealGrade}, {1, M::IdealContribution},
        {2, M::IdealContribution}};
    for (int r = 1; r < 5; ++r) {
        fifth.insert({r, M::Idcg});
        fifth.insert({r, M::NdcgAtI});
    }
    QCOMPARE(cellsText(changedCells(changed)), cellsText(fifth));
    checkMatchesFreshModels();
}

void TestRowSignals::aLabelEditNamesOneCell()
{
    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    QVERIFY(m_model->setData(m_model->index(1, RankingTableModel::Label), QStringLiteral("x")));
    QCOMPARE(cellsText(changedCells(changed)), cellsText({{1, int(RankingTableModel::Label)}}));
    QCOMPARE(m_signals->take(), QStringList());
}

void TestRowSignals::loadingANewScenarioResets()
{
    m_document->load(Ndcg::Ranking::fromGrades({1, 0}), Ndcg::Settings {});
    QCOMPARE(m_signals->take(),
        (QStringList {QStringLiteral("about to reset"), QStringLiteral("reset")}));
    QCOMPARE(m_model->rowCount(), 2);
}

void TestRowSignals::theDefinitionBarFollowsRowCountsAndSettings()
{
    // It listens to settings changes and to rows added or removed (the sizes it names), no
    // longer to every recompute.
    DefinitionBar bar(m_document.get());
    QVERIFY2(bar.lineText().contains(QStringLiteral("judged pool (5 items)")),
        qPrintable(bar.lineText()));
    m_rowCommands->addRow();
    QVERIFY(bar.lineText().contains(QStringLiteral("judged pool (6 items)")));
    m_document->undoStack()->undo();
    QVERIFY(bar.lineText().contains(QStringLiteral("judged pool (5 items)")));
    m_document->editInsert(RankingDocument::List::Unretrieved, {0},
        {Ndcg::Item {1.0, QStringLiteral("u1"), std::nullopt}}, QStringLiteral("add judged"));
    QVERIFY(bar.lineText().contains(QStringLiteral("judged pool (6 items)")));
    Ndcg::Settings s = m_document->settings();
    s.cutoff = 3;
    m_document->editSettings(s, RankingDocument::SettingsField::Cutoff);
    QVERIFY2(bar.lineText().contains(QStringLiteral("k = 3")), qPrintable(bar.lineText()));
}

QTEST_MAIN(TestRowSignals)
#include "tst_rowsignals.moc"
