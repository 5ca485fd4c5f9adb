// The masking proxy over the ranking table model (issue 21, item 4): the model presents the
// breakdown, the proxy applies the view state. Hidden answers and the step-through's cells not
// computed yet read "?" (accessible text "hidden", no value, no tooltip that gives the row away),
// a revealed cell its value; the cell being computed is on its band; a preview shows the swapped
// ranking's values, its rows marked. The rows and columns are the model's, one to one: every row
// edit reaches the proxy as the same signals. Values are worked out here: seed 000 (grades 3, 2,
// 0, 1, 3), exponential gain 2^g − 1, discount 1/log2(i + 1), k = 5.

#include "document/rankingdocument.h"
#include "style/theme.h"
#include "workbench/maskingproxymodel.h"
#include "workbench/rankingtablemodel.h"
#include "workbench/rankingtableview.h"

#include <QAbstractItemModelTester>
#include <QAccessible>
#include <QBrush>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include <cmath>
#include <memory>

namespace {

using Column = RankingTableModel::Column;

const double seedGrades[] = {3, 2, 0, 1, 3};

Ndcg::Ranking seed000()
{
    Ndcg::Ranking ranking;
    for (int i = 0; i < 5; ++i)
        ranking.items.append(
            Ndcg::Item {seedGrades[i], QStringLiteral("d%1").arg(i + 1), std::nullopt});
    return ranking;
}

// The contribution (2^g − 1) / log2(i + 1) at position i of `grades`, as the table writes it.
QString contribution(const double *grades, int i)
{
    return QString::number((std::pow(2.0, grades[i - 1]) - 1.0) / std::log2(i + 1.0), 'f', 3);
}

// Structural signals of a model as text: "+2..2", "-0..0", "4..4>1", "reset".
QStringList *recordStructure(QAbstractItemModel *model, QStringList *events)
{
    QObject::connect(model, &QAbstractItemModel::rowsInserted, model,
        [events](const QModelIndex &, int first, int last) {
            *events << QStringLiteral("+%1..%2").arg(first).arg(last);
        });
    QObject::connect(model, &QAbstractItemModel::rowsRemoved, model,
        [events](const QModelIndex &, int first, int last) {
            *events << QStringLiteral("-%1..%2").arg(first).arg(last);
        });
    QObject::connect(model, &QAbstractItemModel::rowsMoved, model,
        [events](const QModelIndex &, int first, int last, const QModelIndex &, int row) {
            *events << QStringLiteral("%1..%2>%3").arg(first).arg(last).arg(row);
        });
    QObject::connect(model, &QAbstractItemModel::modelReset, model,
        [events] { *events << QStringLiteral("reset"); });
    QObject::connect(model, &QAbstractItemModel::columnsInserted, model,
        [events] { *events << QStringLiteral("columns"); });
    return events;
}

} // namespace

class TestMaskingProxyModel : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void withNothingHiddenItShowsTheModel();
    void aHiddenColumnReadsAsQuestionMarks();
    void aRevealedCellShowsItsValue();
    void stepThroughHidesWhatIsNotComputedYet();
    void theCurrentCellIsOnItsBand();
    void aPreviewShowsTheSwappedRankingMarked();
    void rowEditsPassThroughUnchanged();
    void aNewViewStateRepaintsEveryCellOnce();
    void theViewReadsTheProxy();

private:
    std::unique_ptr<RankingDocument> m_document;
    std::unique_ptr<RankingTableModel> m_model;
    std::unique_ptr<MaskingProxyModel> m_proxy;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

void TestMaskingProxyModel::init()
{
    m_document = std::make_unique<RankingDocument>();
    Ndcg::Settings settings;
    settings.cutoff = 5;
    m_document->load(seed000(), settings);
    m_model = std::make_unique<RankingTableModel>(m_document.get());
    m_proxy = std::make_unique<MaskingProxyModel>(m_model.get());
    m_tester = std::make_unique<QAbstractItemModelTester>(
        m_proxy.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
}

void TestMaskingProxyModel::cleanup()
{
    m_tester.reset();
    m_proxy.reset();
    m_model.reset();
    m_document.reset();
}

void TestMaskingProxyModel::withNothingHiddenItShowsTheModel()
{
    QCOMPARE(m_proxy->rankingModel(), m_model.get());
    QCOMPARE(m_proxy->rowCount(), 5);
    for (int r = 0; r < 5; ++r) {
        QCOMPARE(m_proxy->index(r, Column::Contribution).data().toString(),
            contribution(seedGrades, r + 1));
        for (int c = 0; c < RankingTableModel::ColumnCount; ++c) {
            for (int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole), int(Qt::EditRole),
                     int(RankingTableModel::ValueRole)})
                QCOMPARE(m_proxy->index(r, c).data(role), m_model->index(r, c).data(role));
            QVERIFY(!m_proxy->index(r, c).data(RankingTableModel::HiddenRole).toBool());
            QVERIFY(!m_proxy->index(r, c).data(Qt::AccessibleTextRole).isValid());
        }
    }
}

void TestMaskingProxyModel::aHiddenColumnReadsAsQuestionMarks()
{
    ViewState view;
    view.hidden = {ViewState::Quantity::ContributionColumn};
    m_proxy->setViewState(view);
    for (int r = 0; r < 5; ++r) {
        const QModelIndex cell = m_proxy->index(r, Column::Contribution);
        QCOMPARE(cell.data().toString(), QStringLiteral("?"));
        QCOMPARE(cell.data(Qt::AccessibleTextRole).toString(), QStringLiteral("hidden"));
        QVERIFY(cell.data(RankingTableModel::HiddenRole).toBool());
        QVERIFY(!cell.data(RankingTableModel::ValueRole).isValid());
        QCOMPARE(cell.data(Qt::EditRole).toString(), QString());
        QCOMPARE(cell.data(Qt::ToolTipRole).toString(),
            QStringLiteral("Not computed yet: step on, or reveal it"));
        // The gain beside it still shows (2^g − 1), but no formula of the row gives it away.
        const QModelIndex gain = m_proxy->index(r, Column::Gain);
        QCOMPARE(gain.data().toString(), QString::number(std::pow(2.0, seedGrades[r]) - 1.0));
        QVERIFY(gain.data(Qt::ToolTipRole).toString().isEmpty());
        // The model itself still presents the value.
        QCOMPARE(m_model->index(r, Column::Contribution).data().toString(),
            contribution(seedGrades, r + 1));
    }
}

void TestMaskingProxyModel::aRevealedCellShowsItsValue()
{
    ViewState view;
    view.hidden = {ViewState::Quantity::ContributionColumn};
    view.revealedCells = {{2, ViewState::Quantity::ContributionColumn}};
    m_proxy->setViewState(view);
    QCOMPARE(m_proxy->index(1, Column::Contribution).data().toString(),
        contribution(seedGrades, 2)); // 3 / log2(3) = 1.893
    QCOMPARE(m_proxy->index(1, Column::Contribution).data().toString(), QStringLiteral("1.893"));
    QCOMPARE(m_proxy->index(2, Column::Contribution).data().toString(), QStringLiteral("?"));
}

void TestMaskingProxyModel::stepThroughHidesWhatIsNotComputedYet()
{
    ViewState view;
    Ndcg::Revealed steps;
    steps.rowsDone = 2; // positions 1 and 2 computed, nothing of the ideal yet
    view.steps = steps;
    m_proxy->setViewState(view);
    QCOMPARE(m_proxy->index(1, Column::Contribution).data().toString(), QStringLiteral("1.893"));
    QCOMPARE(m_proxy->index(2, Column::Gain).data().toString(), QStringLiteral("?"));
    QCOMPARE(m_proxy->index(2, Column::Gain).data(Qt::AccessibleTextRole).toString(),
        QStringLiteral("hidden"));
    QCOMPARE(m_proxy->index(0, Column::Idcg).data().toString(), QStringLiteral("?"));
    // Grades are inputs: always shown.
    QCOMPARE(m_proxy->index(4, Column::Grade).data().toString(), QStringLiteral("3"));
}

void TestMaskingProxyModel::theCurrentCellIsOnItsBand()
{
    ViewState view;
    view.currentPosition = 3;
    view.currentCell = Ndcg::StepCell::Contribution;
    m_proxy->setViewState(view);
    const QModelIndex current = m_proxy->index(2, Column::Contribution);
    QVERIFY(current.data(RankingTableModel::CurrentCellRole).toBool());
    QCOMPARE(current.data(Qt::BackgroundRole).value<QBrush>().color(), Theme::currentCell());
    QCOMPARE(current.data(Qt::ForegroundRole).value<QBrush>().color(), Theme::currentCellInk());
    QVERIFY(!m_proxy->index(2, Column::Gain).data(RankingTableModel::CurrentCellRole).toBool());
    QCOMPARE(m_proxy->index(2, Column::Gain).data(Qt::BackgroundRole).value<QBrush>().color(),
        Theme::computedCell());
}

void TestMaskingProxyModel::aPreviewShowsTheSwappedRankingMarked()
{
    // Swap positions 1 and 3: grades 0, 2, 3, 1, 3.
    Ndcg::Ranking swapped = seed000();
    std::swap(swapped.items[0], swapped.items[2]);
    const double grades[] = {0, 2, 3, 1, 3};
    Ndcg::Settings settings;
    settings.cutoff = 5;
    ViewState view;
    view.preview = ViewState::Preview {*Ndcg::explain(swapped, settings), swapped.items, 1, 3};
    m_proxy->setViewState(view);
    QCOMPARE(m_proxy->index(0, Column::Label).data().toString(), QStringLiteral("⇄ d3"));
    QCOMPARE(m_proxy->index(0, Column::Grade).data().toString(), QStringLiteral("0"));
    QCOMPARE(m_proxy->index(1, Column::Label).data().toString(), QStringLiteral("d2"));
    for (int i = 1; i <= 5; ++i)
        QCOMPARE(
            m_proxy->index(i - 1, Column::Contribution).data().toString(), contribution(grades, i));
    QCOMPARE(m_proxy->index(2, Column::Gain).data(Qt::BackgroundRole).value<QBrush>().color(),
        Theme::previewCell());
    QVERIFY(m_proxy->index(2, Column::Gain)
                .data(Qt::ToolTipRole)
                .toString()
                .startsWith(view.previewMarker() + QLatin1Char('\n')));
    // The document and its model are untouched.
    QCOMPARE(m_model->index(0, Column::Label).data().toString(), QStringLiteral("d1"));
    QCOMPARE(m_document->ranking().items[0].grade, 3.0);
}

void TestMaskingProxyModel::rowEditsPassThroughUnchanged()
{
    ViewState view;
    view.hidden = {ViewState::Quantity::DcgColumn};
    m_proxy->setViewState(view);
    QStringList source;
    QStringList proxy;
    recordStructure(m_model.get(), &source);
    recordStructure(m_proxy.get(), &proxy);
    using List = RankingDocument::List;
    m_document->editInsert(
        List::Ranking, {2}, {Ndcg::Item {4, QStringLiteral("new"), {}}}, QStringLiteral("insert"));
    m_document->editMove(List::Ranking, {{4, 1, 1}}, QStringLiteral("move"));
    m_document->editRemove(List::Ranking, {0}, QStringLiteral("remove"));
    m_document->undoStack()->undo();
    m_document->undoStack()->undo();
    QVERIFY(!source.isEmpty());
    QVERIFY(!source.contains(QStringLiteral("reset")));
    QCOMPARE(proxy, source);
    QCOMPARE(m_proxy->rowCount(), m_model->rowCount());
    for (int r = 0; r < m_proxy->rowCount(); ++r)
        QCOMPARE(m_proxy->index(r, Column::Dcg).data().toString(), QStringLiteral("?"));
}

void TestMaskingProxyModel::aNewViewStateRepaintsEveryCellOnce()
{
    QSignalSpy changed(m_proxy.get(), &QAbstractItemModel::dataChanged);
    QSignalSpy sourceChanged(m_model.get(), &QAbstractItemModel::dataChanged);
    ViewState view;
    view.hidden = {ViewState::Quantity::NdcgColumn};
    m_proxy->setViewState(view);
    m_proxy->setViewState(view); // the same state again: nothing
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(0).toModelIndex(), m_proxy->index(0, 0));
    QCOMPARE(
        changed.at(0).at(1).toModelIndex(), m_proxy->index(4, RankingTableModel::ColumnCount - 1));
    QCOMPARE(sourceChanged.size(), 0); // the model presents the same breakdown
}

void TestMaskingProxyModel::theViewReadsTheProxy()
{
    RankingTableView view;
    view.setModel(m_proxy.get());
    // The view's own paths to the model go through the proxy: its cutoff rule and k tag.
    QCOMPARE(view.model(), m_proxy.get());
    ViewState state;
    state.hidden = {ViewState::Quantity::GainColumn};
    m_proxy->setViewState(state);
    QCOMPARE(view.model()->index(0, Column::Gain).data().toString(), QStringLiteral("?"));
    // A screen reader reads the cell as "hidden", its neighbour as its value.
    view.show();
    QAccessibleInterface *table = QAccessible::queryAccessibleInterface(&view);
    QVERIFY(table && table->tableInterface());
    QAccessibleInterface *gain = table->tableInterface()->cellAt(0, Column::Gain);
    QVERIFY(gain);
    QCOMPARE(gain->text(QAccessible::Name), QStringLiteral("hidden"));
    QAccessibleInterface *grade = table->tableInterface()->cellAt(0, Column::Grade);
    QVERIFY(grade);
    QCOMPARE(grade->text(QAccessible::Name), QStringLiteral("3"));
}

QTEST_MAIN(TestMaskingProxyModel)
#include "tst_maskingproxymodel.moc"
