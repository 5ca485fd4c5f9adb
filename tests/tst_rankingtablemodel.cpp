// The ranking table and judged pool models over a RankingDocument: every cell of the seed 000
// example, edits through setData (accepted, refused with a reason, merged for one cell), undo
// and redo, the dimming below k, drag and drop and the TSV copy. Every model runs under
// QAbstractItemModelTester.

#include "document/rankingdocument.h"
#include "workbench/rankingtablemodel.h"
#include "workbench/unretrievedmodel.h"

#include <QAbstractItemModelTester>
#include <QMimeData>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include <cmath>
#include <memory>
#include <set>

namespace {

// The whole model as text, one line per row, so one comparison checks every cell.
QString dump(const QAbstractItemModel &model)
{
    QStringList lines;
    for (int r = 0; r < model.rowCount(); ++r) {
        QStringList cells;
        for (int c = 0; c < model.columnCount(); ++c)
            cells << model.index(r, c).data().toString();
        lines << cells.join(QLatin1Char('|'));
    }
    return lines.join(QLatin1Char('\n'));
}

Ndcg::Ranking seed000()
{
    Ndcg::Ranking ranking;
    const double grades[] = {3, 2, 0, 1, 3};
    for (int i = 0; i < 5; ++i)
        ranking.items.append(
            Ndcg::Item {grades[i], QStringLiteral("d%1").arg(i + 1), std::nullopt});
    return ranking;
}

// Every cell named by the dataChanged signals the spy holds, as (row, column).
std::set<std::pair<int, int>> changedCells(const QSignalSpy &spy)
{
    std::set<std::pair<int, int>> cells;
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

} // namespace

class TestRankingTableModel : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void showsEveryTermOfSeed000();
    void computedColumnsAreReadOnlyAndStyledApart();
    void typingAGradeUpdatesTheRunningSums();
    void aBadGradeIsRefusedWithAReason_data();
    void aBadGradeIsRefusedWithAReason();
    void repeatedEditsOfOneCellMergeIntoOneUndoStep();
    void changingKDimsTheRowsBelowIt();
    void changingTheGainChangesOnlyTheComputedColumns();
    void dropMovesRowsAsOneUndoStep();
    void copiesAsTsv();
    void unretrievedItemsFillIdealRows();
    void judgedPoolModelEditsAndIdealPositions();
    void aLongLabelIsShownCutAndEditedWhole();
    void presentsTheBreakdownAndNothingOfTheViewState();

private:
    std::unique_ptr<RankingDocument> m_document;
    std::unique_ptr<RankingTableModel> m_model;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

void TestRankingTableModel::init()
{
    m_document = std::make_unique<RankingDocument>();
    Ndcg::Settings settings;
    settings.cutoff = 5;
    m_document->load(seed000(), settings);
    m_model = std::make_unique<RankingTableModel>(m_document.get());
    m_tester = std::make_unique<QAbstractItemModelTester>(
        m_model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
}

void TestRankingTableModel::cleanup()
{
    m_tester.reset();
    m_model.reset();
    m_document.reset();
}

void TestRankingTableModel::showsEveryTermOfSeed000()
{
    QCOMPARE(m_model->rowCount(), 5);
    QCOMPARE(m_model->columnCount(), int(RankingTableModel::ColumnCount));
    // i | label | g | gain | d(i) | gain·d | DCG@i | ideal g | ideal gain·d | IDCG@i | NDCG@i
    QCOMPARE(dump(*m_model),
        QStringLiteral("1|d1|3|7|1.000|7.000|7.000|3|7.000|7.000|1.000\n"
                       "2|d2|2|3|0.631|1.893|8.893|3|4.417|11.417|0.779\n"
                       "3|d3|0|0|0.500|0.000|8.893|2|1.500|12.917|0.688\n"
                       "4|d4|1|1|0.431|0.431|9.323|1|0.431|13.347|0.699\n"
                       "5|d5|3|7|0.387|2.708|12.031|0|0.000|13.347|0.901"));
    const double ndcg5 = m_model->index(4, RankingTableModel::NdcgAtI)
                             .data(RankingTableModel::ValueRole)
                             .toDouble();
    QCOMPARE_LE(qAbs(ndcg5 - 12.031 / 13.347), 5e-5);
}

void TestRankingTableModel::computedColumnsAreReadOnlyAndStyledApart()
{
    for (int c = 0; c < RankingTableModel::ColumnCount; ++c) {
        const QModelIndex index = m_model->index(0, c);
        const bool editable = c == RankingTableModel::Grade || c == RankingTableModel::Label;
        QCOMPARE(bool(m_model->flags(index) & Qt::ItemIsEditable), editable);
        QCOMPARE(
            index.data(RankingTableModel::ComputedRole).toBool(), c >= RankingTableModel::Gain);
        QCOMPARE(index.data(Qt::BackgroundRole).isValid(), c >= RankingTableModel::Gain);
    }
}

void TestRankingTableModel::typingAGradeUpdatesTheRunningSums()
{
    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    QSignalSpy reset(m_model.get(), &QAbstractItemModel::modelReset);
    QVERIFY(m_model->setData(m_model->index(2, RankingTableModel::Grade), QStringLiteral("3")));
    QCOMPARE(reset.count(), 0);
    // The grade at 3 changed, with its gain and term; so did everything that sums over it,
    // from row 3 on, and the ideal from row 3 on (3 3 2 1 0 becomes 3 3 3 2 1). Exactly these
    // cells are named, nothing at rows 1 and 2 and no discount.
    using M = RankingTableModel;
    std::set<std::pair<int, int>> expected {{2, M::Grade}, {2, M::Gain}, {2, M::Contribution}};
    for (int r = 2; r < 5; ++r) {
        for (int c : {M::Dcg, M::IdealGrade, M::IdealContribution, M::Idcg, M::NdcgAtI})
            expected.insert({r, c});
    }
    QCOMPARE(changedCells(changed), expected);
    QCOMPARE(m_model->index(2, RankingTableModel::Gain).data().toString(), QStringLiteral("7"));
    QCOMPARE(m_model->index(2, RankingTableModel::Contribution).data().toString(),
        QStringLiteral("3.500"));
    QCOMPARE(m_model->index(4, RankingTableModel::Dcg).data().toString(), QStringLiteral("15.531"));
    QCOMPARE(m_document->undoStack()->count(), 1);
    m_document->undoStack()->undo();
    QCOMPARE(m_model->index(2, RankingTableModel::Grade).data().toString(), QStringLiteral("0"));
    QCOMPARE(m_model->index(4, RankingTableModel::Dcg).data().toString(), QStringLiteral("12.031"));
    m_document->undoStack()->redo();
    QCOMPARE(m_model->index(4, RankingTableModel::Dcg).data().toString(), QStringLiteral("15.531"));
}

void TestRankingTableModel::aBadGradeIsRefusedWithAReason_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("reason");
    QTest::newRow("a word") << QStringLiteral("high") << QStringLiteral("is not a number");
    QTest::newRow("nothing") << QString() << QStringLiteral("cannot be empty");
    QTest::newRow("infinity") << QStringLiteral("inf") << QStringLiteral("finite");
    QTest::newRow("far too large") << QStringLiteral("1e9") << QStringLiteral("out of range");
}

void TestRankingTableModel::aBadGradeIsRefusedWithAReason()
{
    QFETCH(QString, typed);
    QFETCH(QString, reason);
    QSignalSpy rejected(m_model.get(), &RankingTableModel::editRejected);
    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    QVERIFY(!m_model->setData(m_model->index(1, RankingTableModel::Grade), typed));
    QCOMPARE(rejected.count(), 1);
    QVERIFY2(rejected.first().at(1).toString().contains(reason),
        qPrintable(rejected.first().at(1).toString()));
    QCOMPARE(changed.count(), 0);
    QCOMPARE(m_model->index(1, RankingTableModel::Grade).data().toString(), QStringLiteral("2"));
    QCOMPARE(m_document->undoStack()->count(), 0);
}

void TestRankingTableModel::repeatedEditsOfOneCellMergeIntoOneUndoStep()
{
    const QModelIndex grade = m_model->index(0, RankingTableModel::Grade);
    QVERIFY(m_model->setData(grade, QStringLiteral("1")));
    QVERIFY(m_model->setData(grade, QStringLiteral("2")));
    QVERIFY(m_model->setData(grade, QStringLiteral("4")));
    QCOMPARE(m_document->undoStack()->count(), 1);
    QVERIFY(m_model->setData(m_model->index(1, RankingTableModel::Grade), QStringLiteral("0")));
    QCOMPARE(m_document->undoStack()->count(), 2);
    m_document->undoStack()->undo();
    m_document->undoStack()->undo();
    QCOMPARE(grade.data().toString(), QStringLiteral("3"));
    QVERIFY(!m_document->isModified());
}

void TestRankingTableModel::changingKDimsTheRowsBelowIt()
{
    QCOMPARE(m_model->cutoff(), 5);
    QVERIFY(!m_model->index(3, 0).data(RankingTableModel::BelowCutoffRole).toBool());
    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    Ndcg::Settings s = m_document->settings();
    s.cutoff = 3;
    m_document->editSettings(s, RankingDocument::SettingsField::Cutoff);
    QCOMPARE(m_model->cutoff(), 3);
    QVERIFY(!m_model->index(2, 0).data(RankingTableModel::BelowCutoffRole).toBool());
    QVERIFY(m_model->index(3, 0).data(RankingTableModel::BelowCutoffRole).toBool());
    QVERIFY(m_model->index(4, 0).data(Qt::ForegroundRole).isValid());
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.first().at(0).toModelIndex().row(), 3);
    QCOMPARE(changed.first().at(1).toModelIndex().row(), 4);
}

void TestRankingTableModel::changingTheGainChangesOnlyTheComputedColumns()
{
    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    Ndcg::Settings s = m_document->settings();
    s.gain = Ndcg::Gain::Linear;
    m_document->editSettings(s, RankingDocument::SettingsField::Gain);
    // Only computed cells; among the gains those of grades 3 and 2 (7 → 3, 3 → 2), not those of
    // 0 and 1, which gain as much either way.
    const std::set<std::pair<int, int>> cells = changedCells(changed);
    QVERIFY(!cells.empty());
    int firstColumn = RankingTableModel::ColumnCount;
    QList<int> gainRows;
    for (const auto &[r, c] : cells) {
        firstColumn = std::min(firstColumn, c);
        if (c == RankingTableModel::Gain)
            gainRows.append(r);
    }
    QCOMPARE(firstColumn, int(RankingTableModel::Gain));
    QCOMPARE(gainRows, (QList<int> {0, 1, 4}));
    QCOMPARE(m_model->index(0, RankingTableModel::Gain).data().toString(), QStringLiteral("3"));
    QCOMPARE(
        m_model->index(4, RankingTableModel::NdcgAtI).data().toString(), QStringLiteral("0.926"));
}

void TestRankingTableModel::dropMovesRowsAsOneUndoStep()
{
    QSignalSpy dropped(m_model.get(), &RankingTableModel::rowsDropped);
    std::unique_ptr<QMimeData> data(m_model->mimeData({m_model->index(4, 1)}));
    QVERIFY(data);
    QVERIFY(m_model->canDropMimeData(data.get(), Qt::MoveAction, 1, 0, {}));
    QVERIFY(m_model->dropMimeData(data.get(), Qt::MoveAction, 1, 0, {}));
    QCOMPARE(dropped.count(), 1);
    QCOMPARE(dropped.first().at(0).value<QList<int>>(), QList<int> {1});
    QCOMPARE(m_model->index(1, RankingTableModel::Label).data().toString(), QStringLiteral("d5"));
    QCOMPARE(m_model->index(4, RankingTableModel::Label).data().toString(), QStringLiteral("d4"));
    // d5 (grade 3) moved to position 2: DCG@5 = 7 + 7/log2(3) + 3/2 + 0 + 1/log2(6).
    QCOMPARE(m_model->index(4, RankingTableModel::Dcg).data().toString(), QStringLiteral("13.303"));
    QCOMPARE(m_document->undoStack()->count(), 1);
    m_document->undoStack()->undo();
    QCOMPARE(m_model->index(4, RankingTableModel::Label).data().toString(), QStringLiteral("d5"));
}

void TestRankingTableModel::copiesAsTsv()
{
    const QStringList lines = m_model->toTsv({0, 4}).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    QVERIFY(lines[0].startsWith(QStringLiteral("i\tLabel\tGrade g\tGain\t")));
    QCOMPARE(lines[1], QStringLiteral("1\td1\t3\t7\t1.000\t7.000\t7.000\t3\t7.000\t7.000\t1.000"));
    QCOMPARE(lines[2].section(QLatin1Char('\t'), 0, 2), QStringLiteral("5\td5\t3"));
}

void TestRankingTableModel::unretrievedItemsFillIdealRows()
{
    Ndcg::Ranking ranking = m_document->ranking();
    ranking.unretrieved.append(Ndcg::Item {2.0, QStringLiteral("u1"), std::nullopt});
    ranking.unretrieved.append(Ndcg::Item {3.0, QStringLiteral("u2"), std::nullopt});
    QSignalSpy reset(m_model.get(), &QAbstractItemModel::modelReset);
    QSignalSpy inserted(m_model.get(), &QAbstractItemModel::rowsInserted);
    m_document->editRanking(ranking, QStringLiteral("add judged"));
    // Two rows of ideal terms added past the ranking's end, no reset.
    QCOMPARE(reset.count(), 0);
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(inserted.first().at(1).toInt(), 5);
    QCOMPARE(inserted.first().at(2).toInt(), 6);
    QCOMPARE(m_model->rowCount(), 7);
    QCOMPARE(m_model->itemCount(), 5);
    QVERIFY(!m_model->index(5, 0).data(RankingTableModel::RetrievedRole).toBool());
    QVERIFY(!(m_model->flags(m_model->index(5, RankingTableModel::Grade)) & Qt::ItemIsEditable));
    QCOMPARE(m_model->index(5, RankingTableModel::Label).data().toString(),
        QStringLiteral("(not retrieved)"));
    // Ideal from the pool: 3 3 3 2 2 | 1 0.
    QCOMPARE(
        m_model->index(2, RankingTableModel::IdealGrade).data().toString(), QStringLiteral("3"));
    QCOMPARE(
        m_model->index(5, RankingTableModel::IdealGrade).data().toString(), QStringLiteral("1"));
}

void TestRankingTableModel::judgedPoolModelEditsAndIdealPositions()
{
    UnretrievedModel pool(m_document.get());
    QAbstractItemModelTester tester(&pool, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(pool.rowCount(), 0);
    Ndcg::Ranking ranking = m_document->ranking();
    ranking.unretrieved.append(Ndcg::Item {2.0, QStringLiteral("u1"), std::nullopt});
    m_document->editRanking(ranking, QStringLiteral("add judged"));
    QCOMPARE(pool.rowCount(), 1);
    // Ideal: 3 3 2(d2) 2(u1) 1 0 — the stable sort puts the ranking's 2 first.
    QCOMPARE(pool.idealPosition(0), 4);
    QSignalSpy changed(&pool, &QAbstractItemModel::dataChanged);
    QVERIFY(pool.setData(pool.index(0, UnretrievedModel::Grade), QStringLiteral("4")));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(pool.idealPosition(0), 1);
    QCOMPARE(
        m_model->index(4, RankingTableModel::Idcg).data().toString(), QStringLiteral("24.595"));
    QSignalSpy rejected(&pool, &UnretrievedModel::editRejected);
    QVERIFY(!pool.setData(pool.index(0, UnretrievedModel::Grade), QStringLiteral("x")));
    QCOMPARE(rejected.count(), 1);
    // List-only ideal: judged items take no ideal position.
    Ndcg::Settings s = m_document->settings();
    s.idealSource = Ndcg::IdealSource::List;
    m_document->editSettings(s, RankingDocument::SettingsField::IdealSource);
    QCOMPARE(pool.idealPosition(0), 0);
    QCOMPARE(pool.index(0, UnretrievedModel::IdealPosition).data().toString(), QStringLiteral("—"));
}

// A label at the limit (1000 characters) is shown cut to 120 with "…", whole in its tooltip, its
// editor and a copy; 1001 characters are refused, naming the limit. Before, a label of 5 MB
// made one grade edit take 19 s to paint.
void TestRankingTableModel::aLongLabelIsShownCutAndEditedWhole()
{
    const QModelIndex cell = m_model->index(0, RankingTableModel::Label);
    const QString label = QString(999, QLatin1Char('x')) + QLatin1Char('y');
    QVERIFY(m_model->setData(cell, label));
    QCOMPARE(cell.data().toString(), QString(119, QLatin1Char('x')) + QChar(0x2026));
    QCOMPARE(cell.data(Qt::EditRole).toString(), label);
    QCOMPARE(cell.data(Qt::ToolTipRole).toString(), label);
    QVERIFY(m_model->toTsv({0}).contains(label));
    const QModelIndex shortLabel = m_model->index(1, RankingTableModel::Label);
    QCOMPARE(shortLabel.data().toString(), m_document->ranking().items[1].label);
    QCOMPARE(shortLabel.data(Qt::ToolTipRole).toString(), QString());

    QSignalSpy rejected(m_model.get(), &RankingTableModel::editRejected);
    QVERIFY(!m_model->setData(cell, label + QLatin1Char('z')));
    QCOMPARE(rejected.count(), 1);
    QCOMPARE(rejected.first().at(1).toString(),
        QStringLiteral("The label is 1001 characters long, more than the limit of 1000 "
                       "characters."));
    QCOMPARE(cell.data(Qt::EditRole).toString(), label);

    // Never cut inside a surrogate pair.
    QVERIFY(m_model->setData(
        cell, QString(118, QLatin1Char('x')) + QStringLiteral("😀") + QString(9, QLatin1Char('x'))));
    QCOMPARE(cell.data().toString(), QString(118, QLatin1Char('x')) + QChar(0x2026));
}

// The model presents a breakdown; hiding, the current cell and previews are the proxy's
// (tst_maskingproxymodel). Its cells for another ranking of the table's shape (a preview's)
// come from the same presentation: swapping positions 1 and 3 gives grades 0, 2, 3, 1, 3.
void TestRankingTableModel::presentsTheBreakdownAndNothingOfTheViewState()
{
    for (int r = 0; r < m_model->rowCount(); ++r) {
        for (int c = 0; c < m_model->columnCount(); ++c) {
            QVERIFY(!m_model->index(r, c).data(RankingTableModel::HiddenRole).toBool());
            QVERIFY(!m_model->index(r, c).data(RankingTableModel::CurrentCellRole).toBool());
        }
    }
    Ndcg::Ranking swapped = seed000();
    std::swap(swapped.items[0], swapped.items[2]);
    Ndcg::Settings settings;
    settings.cutoff = 5;
    const auto b = Ndcg::explain(swapped, settings);
    QVERIFY(b);
    const RankingTableModel::Cells cells {swapped.items, &*b};
    const double grades[] = {0, 2, 3, 1, 3};
    double dcg = 0.0;
    for (int i = 1; i <= 5; ++i) {
        const double term = (std::pow(2.0, grades[i - 1]) - 1.0) / std::log2(i + 1.0);
        dcg += term;
        QCOMPARE(RankingTableModel::cellData(
                     cells, i - 1, RankingTableModel::Contribution, Qt::DisplayRole)
                     .toString(),
            QString::number(term, 'f', 3));
        QCOMPARE(RankingTableModel::cellData(cells, i - 1, RankingTableModel::Dcg, Qt::DisplayRole)
                     .toString(),
            QString::number(dcg, 'f', 3));
    }
    QCOMPARE(
        RankingTableModel::cellData(cells, 0, RankingTableModel::Label, Qt::DisplayRole).toString(),
        QStringLiteral("d3"));
    // The NDCG@i tooltip is Notation's line: NDCG@5 = DCG@5 / IDCG@5 = 9.262 / 13.347 = 0.694.
    double idcg = 0.0;
    const double ideal[] = {3, 3, 2, 1, 0};
    for (int i = 1; i <= 5; ++i)
        idcg += (std::pow(2.0, ideal[i - 1]) - 1.0) / std::log2(i + 1.0);
    QCOMPARE(RankingTableModel::cellData(cells, 4, RankingTableModel::NdcgAtI, Qt::ToolTipRole)
                 .toString(),
        QStringLiteral("NDCG@5 = DCG@5 / IDCG@5 = %1 / %2 = %3")
            .arg(QString::number(dcg, 'f', 3), QString::number(idcg, 'f', 3),
                QString::number(dcg / idcg, 'f', 3)));
    // The document's own model is untouched by it.
    QCOMPARE(m_model->index(0, RankingTableModel::Label).data().toString(), QStringLiteral("d1"));
}

QTEST_MAIN(TestRankingTableModel)
#include "tst_rankingtablemodel.moc"
