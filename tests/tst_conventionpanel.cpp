// The convention explorer: one row per library measure with its NDCG, its settings and why it
// differs from the row above, equal to compareConventions() and, for trec_eval and LightGBM,
// to values derived here by hand; live updates after an edit; the ties panel with tied scores;
// every cell read whole at every width and font (columns within the view, rows as tall as their
// wrapped text, or a card per measure where the panel is narrow).

#include "classroom/languagecontroller.h"
#include "conventions.h"
#include "document/rankingdocument.h"
#include "whatif/conventionpanel.h"
#include "whatif/conventiontablemodel.h"
#include "whatif/tiespanel.h"

#include <QAbstractItemModelTester>
#include <QHeaderView>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QTextBoundaryFinder>
#include <QTextDocumentFragment>
#include <QUndoStack>

#include <cmath>
#include <memory>

namespace {

// The pieces of `text` a wrapped line cannot break (UAX #14: words in English, characters in
// Chinese).
QStringList unbreakablePieces(const QString &text)
{
    QStringList pieces;
    QTextBoundaryFinder breaks(QTextBoundaryFinder::Line, text);
    qsizetype start = 0;
    while (breaks.toNextBoundary() >= 0) {
        pieces << text.mid(start, breaks.position() - start).trimmed();
        start = breaks.position();
    }
    return pieces;
}

QString cell(const QAbstractItemModel *model, int row, int column)
{
    return model->data(model->index(row, column)).toString();
}

int rowOf(const QAbstractItemModel *model, const QString &measure)
{
    for (int r = 0; r < model->rowCount(); ++r) {
        if (cell(model, r, ConventionTableModel::Measure) == measure)
            return r;
    }
    return -1;
}

// What of the explorer's table is not shown whole (empty: all of it is): in columns, a name or a
// number wider than its column on one line, a wrapped text taller than its row or with a word
// wider than its column, a column past the view's right edge; in cards, a card without one of
// its row's texts, or shorter than its lines.
QString hiddenText(const ConventionPanel &panel)
{
    using C = ConventionTableModel;
    const QTableView *view = panel.view();
    const QAbstractItemModel *model = view->model();
    const int viewport = view->viewport()->width();
    const int margin
        = 2 * (view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1);
    const auto wrappedHeight = [](const QFont &font, int width, const QString &text) {
        return QFontMetrics(font)
            .boundingRect(QRect(0, 0, width, 1000000), Qt::TextWordWrap, text)
            .height();
    };
    bool notes = false;
    for (int row = 0; row < model->rowCount(); ++row)
        notes = notes || !cell(model, row, C::Note).isEmpty();
    const bool cards = panel.arrangement() == ConventionPanel::Arrangement::Cards;
    QList<int> shown {C::Library};
    if (!cards)
        shown << C::Measure << C::Ndcg << C::Settings << C::Reason;
    if (!cards && notes)
        shown << C::Note;
    for (int column = 0; column < C::ColumnCount; ++column) {
        if (view->isColumnHidden(column) == shown.contains(column))
            return QStringLiteral("column %1 %2")
                .arg(column)
                .arg(view->isColumnHidden(column) ? "hidden" : "shown");
    }
    for (int column : shown) {
        const int right = view->columnViewportPosition(column) + view->columnWidth(column);
        if (view->columnViewportPosition(column) < 0 || right > viewport)
            return QStringLiteral("column %1 ends at %2, the view at %3")
                .arg(column)
                .arg(right)
                .arg(viewport);
    }
    for (int row = 0; row < model->rowCount(); ++row) {
        const int height = view->rowHeight(row);
        const QString where = QStringLiteral("row %1 (%2 px tall): ").arg(row).arg(height);
        if (cards) {
            const int width = view->columnWidth(C::Library);
            const QString card = QTextDocumentFragment::fromHtml(panel.cardHtml(row)).toPlainText();
            for (int column = 0; column < C::ColumnCount; ++column) {
                if (!card.contains(cell(model, row, column)))
                    return where
                        + QStringLiteral("the card lacks “%1”: %2")
                              .arg(cell(model, row, column), card);
            }
            // Its name and number, then the settings and the reason under their headings.
            const QFont font = view->font();
            const int need = 4 * QFontMetrics(font).height()
                + wrappedHeight(font, width, cell(model, row, C::Settings))
                + wrappedHeight(font, width, cell(model, row, C::Reason));
            if (need > height)
                return where + QStringLiteral("the card needs %1 px").arg(need);
            continue;
        }
        for (int column : shown) {
            const QModelIndex index = model->index(row, column);
            const QVariant fontRole = index.data(Qt::FontRole);
            const QFont font
                = fontRole.isValid() ? fontRole.value<QFont>().resolve(view->font()) : view->font();
            const QFontMetrics metrics(font);
            const int width = view->columnWidth(column) - margin;
            const QString text = index.data().toString();
            const QString at = where
                + QStringLiteral("column %1, “%2” at %3 px: ").arg(column).arg(text).arg(width);
            if (column == C::Measure || column == C::Ndcg) {
                if (metrics.horizontalAdvance(text) > width)
                    return at + QStringLiteral("%1 px wide").arg(metrics.horizontalAdvance(text));
                continue;
            }
            for (const QString &word : unbreakablePieces(text)) {
                if (metrics.horizontalAdvance(word) > width)
                    return at + QStringLiteral("“%1” is wider").arg(word);
            }
            const int need = wrappedHeight(font, width, text);
            if (need > height)
                return at + QStringLiteral("needs %1 px").arg(need);
        }
    }
    return {};
}

} // namespace

class TestConventionPanel : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void rowsEqualCompareConventions();
    void valuesDerivedByHand();
    void updatesLiveAndUndoes();
    void zeroIdcgRowsSayTheirRule();
    void tiesShowBestWorstAveragedAndTrecEval();
    void noScoresNoTies();
    void everyCellIsWholeAtEveryWidth_data();
    void everyCellIsWholeAtEveryWidth();

private:
    std::unique_ptr<RankingDocument> m_document;
    std::unique_ptr<ConventionPanel> m_panel;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

void TestConventionPanel::init()
{
    m_document = std::make_unique<RankingDocument>();
    Ndcg::Settings settings;
    settings.cutoff = 5;
    Ndcg::Ranking ranking;
    const double grades[] = {3, 2, 0, 1, 3};
    for (int i = 0; i < 5; ++i)
        ranking.items.append(Ndcg::Item {grades[i], QStringLiteral("d%1").arg(i + 1), {}});
    m_document->load(ranking, settings);
    m_panel = std::make_unique<ConventionPanel>();
    m_tester = std::make_unique<QAbstractItemModelTester>(m_panel->model());
    m_panel->setDocument(m_document.get(), QStringLiteral("ranking A"));
    m_panel->resize(1200, 500);
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
}

void TestConventionPanel::cleanup()
{
    m_tester.reset();
    m_panel.reset();
    m_document.reset();
    LanguageController::instance()->setLanguage(LanguageController::Language::English, false);
}

void TestConventionPanel::rowsEqualCompareConventions()
{
    const Ndcg::ConventionTable table = Ndcg::compareConventions(m_document->ranking(), 5).value();
    const ConventionTableModel *model = m_panel->model();
    QCOMPARE(model->rowCount(), table.rows.size());
    QVERIFY(model->rowCount() >= 10);
    QCOMPARE(model->headerData(ConventionTableModel::Ndcg, Qt::Horizontal).toString(),
        QStringLiteral("NDCG@5"));
    for (int r = 0; r < model->rowCount(); ++r) {
        const Ndcg::ConventionRow &row = table.rows[r];
        QCOMPARE(cell(model, r, ConventionTableModel::Library), row.convention.library);
        QCOMPARE(cell(model, r, ConventionTableModel::Measure), row.convention.measure);
        QCOMPARE(cell(model, r, ConventionTableModel::Ndcg), QString::number(*row.ndcg, 'f', 4));
        QCOMPARE(cell(model, r, ConventionTableModel::Settings), row.settingsText);
        QCOMPARE(cell(model, r, ConventionTableModel::Reason), row.reason);
        QVERIFY(!row.reason.isEmpty());
        QVERIFY(model->data(model->index(r, 0), Qt::ToolTipRole)
                    .toString()
                    .contains(row.convention.source));
    }
    QVERIFY(m_panel->titleText().contains(QStringLiteral("ranking A")));
}

void TestConventionPanel::valuesDerivedByHand()
{
    // Grades 3,2,0,1,3, k = 5, the list is the pool.
    const double d[] = {1.0, 1 / std::log2(3.0), 0.5, 1 / std::log2(5.0), 1 / std::log2(6.0)};
    const double linearDcg = 3 * d[0] + 2 * d[1] + 0 * d[2] + 1 * d[3] + 3 * d[4];
    const double linearIdcg = 3 * d[0] + 3 * d[1] + 2 * d[2] + 1 * d[3] + 0 * d[4];
    const double expDcg = 7 * d[0] + 3 * d[1] + 0 * d[2] + 1 * d[3] + 7 * d[4];
    const double expIdcg = 7 * d[0] + 7 * d[1] + 3 * d[2] + 1 * d[3] + 0 * d[4];
    const ConventionTableModel *model = m_panel->model();
    const int trec = rowOf(model, QStringLiteral("ndcg_cut.5"));
    const int lightgbm = rowOf(model, QStringLiteral("ndcg@5"));
    QVERIFY(trec >= 0);
    QVERIFY(lightgbm >= 0);
    const double trecValue
        = model->data(model->index(trec, ConventionTableModel::Ndcg), Qt::UserRole).toDouble();
    QCOMPARE_LE(std::abs(trecValue - linearDcg / linearIdcg), 1e-12);
    // The first "ndcg@5" row whose settings say 2^g − 1 (LightGBM).
    for (int r = 0; r < model->rowCount(); ++r) {
        if (cell(model, r, ConventionTableModel::Library) == QStringLiteral("LightGBM")) {
            const double v
                = model->data(model->index(r, ConventionTableModel::Ndcg), Qt::UserRole).toDouble();
            QCOMPARE_LE(std::abs(v - expDcg / expIdcg), 1e-12);
        }
    }
}

void TestConventionPanel::updatesLiveAndUndoes()
{
    QSignalSpy reset(m_panel->model(), &QAbstractItemModel::modelReset);
    const QString before = cell(m_panel->model(), 0, ConventionTableModel::Ndcg);
    // Grade 0 → 3 at position 3.
    m_document->editItem(RankingDocument::List::Ranking, 2,
        Ndcg::Item {3.0, QStringLiteral("d3"), {}}, RankingDocument::Field::Grade);
    QCOMPARE(reset.count(), 1);
    QVERIFY(cell(m_panel->model(), 0, ConventionTableModel::Ndcg) != before);
    QCOMPARE(m_panel->model()->table(), Ndcg::compareConventions(m_document->ranking(), 5).value());
    m_document->undoStack()->undo();
    QCOMPARE(cell(m_panel->model(), 0, ConventionTableModel::Ndcg), before);
    // A new k renames the column and the measures.
    Ndcg::Settings settings = m_document->settings();
    settings.cutoff = 3;
    m_document->editSettings(settings, RankingDocument::SettingsField::Cutoff);
    QCOMPARE(m_panel->model()->headerData(ConventionTableModel::Ndcg, Qt::Horizontal).toString(),
        QStringLiteral("NDCG@3"));
    QVERIFY(rowOf(m_panel->model(), QStringLiteral("ndcg_cut.3")) >= 0);
}

void TestConventionPanel::zeroIdcgRowsSayTheirRule()
{
    m_document->editRanking(Ndcg::Ranking::fromGrades({0, 0, 0}), QStringLiteral("zeros"));
    const ConventionTableModel *model = m_panel->model();
    bool sawOne = false;
    bool sawZero = false;
    for (int r = 0; r < model->rowCount(); ++r) {
        const QString v = cell(model, r, ConventionTableModel::Ndcg);
        sawOne = sawOne || v == QStringLiteral("1.0000");
        sawZero = sawZero || v == QStringLiteral("0.0000");
        QVERIFY(v == QStringLiteral("1.0000") || v == QStringLiteral("0.0000")
            || v == QStringLiteral("—") || v == QStringLiteral("refused"));
    }
    QVERIFY(sawOne); // LightGBM, XGBoost: IDCG = 0 scores 1
    QVERIFY(sawZero); // trec_eval, scikit-learn: 0
}

void TestConventionPanel::tiesShowBestWorstAveragedAndTrecEval()
{
    Ndcg::Ranking ranking;
    const double grades[] = {3, 2, 0, 1, 3};
    const double scores[] = {0.9, 0.8, 0.8, 0.5, 0.1};
    for (int i = 0; i < 5; ++i)
        ranking.items.append(Ndcg::Item {grades[i], QStringLiteral("d%1").arg(i + 1), scores[i]});
    m_document->editRanking(ranking, QStringLiteral("scores"));
    const TiesPanel *ties = m_panel->ties();
    QVERIFY(ties->analysis());
    const Ndcg::TieAnalysis expected = Ndcg::analyseTies(ranking, m_document->settings()).value();
    QCOMPARE(*ties->analysis(), expected);
    QVERIFY(expected.hasTies());
    const QString text = ties->text();
    QVERIFY2(text.contains(QStringLiteral("one tied group of 2 items")), qPrintable(text));
    for (const Ndcg::OrderedScore *s :
        {&expected.best, &expected.worst, &expected.averaged, &expected.trecEval}) {
        QVERIFY2(text.contains(Ndcg::tieOrderDescription(s->order) + QLatin1Char(' ')
                     + QString::number(*s->ndcg, 'f', 3)),
            qPrintable(text));
    }
    QVERIFY(*expected.best.ndcg > *expected.worst.ndcg);
    const QString dir = qEnvironmentVariable("NDCG_SCREENSHOTS");
    if (!dir.isEmpty()) {
        m_panel->resize(1280, 560);
        QTest::qWait(20);
        QVERIFY(m_panel->grab().save(dir + QStringLiteral("/convention-explorer-ties.png")));
    }
}

void TestConventionPanel::noScoresNoTies()
{
    QVERIFY(m_panel->ties()->analysis());
    QVERIFY(!m_panel->ties()->analysis()->hasScores);
    QVERIFY(m_panel->ties()->text().contains(QStringLiteral("no system scores")));
    // Mixed scores: refused in words, no crash.
    Ndcg::Ranking ranking = m_document->ranking();
    ranking.items[0].score = 0.5;
    m_document->editRanking(ranking, QStringLiteral("mixed"));
    QVERIFY(!m_panel->ties()->analysis());
    QVERIFY(!m_panel->ties()->text().isEmpty());
}

void TestConventionPanel::everyCellIsWholeAtEveryWidth_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("width");
    QTest::addColumn<double>("font");
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        for (int width : {300, 500, 560, 900, 1400}) {
            for (double font : {1.0, 2.0})
                QTest::addRow("%s, %d px wide, font ×%g", qPrintable(language), width, font)
                    << language << width << font;
        }
    }
}

// The explorer as wide as a side panel is, at the font of the interface and at twice it (a
// presenter's zoom): every library, measure, number, setting and reason read whole (at 1280×800
// in presenter mode it showed the library and the measure, and the rest lay out of sight).
// Columns where a wide panel gives the settings and the reason 9 em each, cards otherwise.
void TestConventionPanel::everyCellIsWholeAtEveryWidth()
{
    QFETCH(QString, language);
    QFETCH(int, width);
    QFETCH(double, font);
    LanguageController::instance()->setLanguage(*LanguageController::fromCode(language), false);
    QFont bigger = m_panel->font();
    bigger.setPointSizeF(bigger.pointSizeF() * font);
    m_panel->setFont(bigger);
    m_panel->resize(width, 700);
    for (int i = 0; i < 4; ++i) {
        QCoreApplication::processEvents();
        QTest::qWait(10);
    }
    QVERIFY(m_panel->model()->rowCount() >= 10);
    const QString hidden = hiddenText(*m_panel);
    QVERIFY2(hidden.isEmpty(), qPrintable(hidden));
    if (width <= 300)
        QCOMPARE(m_panel->arrangement(), ConventionPanel::Arrangement::Cards);
    if (width >= 1400 && font == 1.0)
        QCOMPARE(m_panel->arrangement(), ConventionPanel::Arrangement::Columns);
}

QTEST_MAIN(TestConventionPanel)
#include "tst_conventionpanel.moc"
