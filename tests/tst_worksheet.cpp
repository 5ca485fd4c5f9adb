// A lesson's worksheet (core/worksheet.h) and its PDF (print/worksheetpdf.h): every blank cell of
// the worksheet holds, on the key, the core's value, and that value is the one SPEC.md's
// formulas give for the grades printed beside it (recomputed here: gain 2^g − 1 or g or the map,
// d(i) = 1/log_b(i+1) or JK 2002 or 1, DCG@i and IDCG@i summed left to right, the ideal sorted
// from the judged pool or the list, NDCG@i = DCG@i / IDCG@i); the students' versions follow the
// documented generator (std::mt19937_64 seeded with S + j · 0x9E3779B97F4A7C15) and are the
// same for the same seed; the PDF's pages and what each says.

#include "lesson.h"
#include "notation.h"
#include "numbertext.h"
#include "worksheet.h"
#include "worksheetpdf.h"

#include <QGuiApplication>
#include <QHash>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <set>

namespace {

Ndcg::Item item(const QString &label, double grade)
{
    Ndcg::Item i;
    i.label = label;
    i.grade = grade;
    return i;
}

Ndcg::LocalizedText text(const QString &en, const QString &zh)
{
    return {en, zh};
}

// A lesson of its own: a prediction on a ranking with an unretrieved judged item (the ideal
// from the pool), a comparison of two rankings under linear gain and k = 4, a scene without a
// question, and a prediction under JK 2002's discount with base 3, whose list is shorter than k.
Ndcg::Lesson builtLesson()
{
    Ndcg::Lesson lesson;
    lesson.title = text(QStringLiteral("Built in the test"), QStringLiteral("测试中构建"));

    Ndcg::Scene predict;
    predict.title = text(QStringLiteral("Predict"), QStringLiteral("预测"));
    Ndcg::Scenario s1;
    s1.a.items = {
        item("d1", 3), item("d2", 2), item("d3", 3), item("d4", 0), item("d5", 1), item("d6", 2)};
    s1.a.unretrieved = {item("d7", 3)};
    s1.settings.cutoff = 5;
    predict.source.scenario = s1;
    Ndcg::Question q1;
    q1.kind = Ndcg::QuestionKind::Predict;
    q1.quantity = Ndcg::Quantity::Ndcg;
    predict.question = q1;
    lesson.scenes.append(predict);

    Ndcg::Scene better;
    better.title = text(QStringLiteral("Which is better?"), QStringLiteral("哪个更好？"));
    Ndcg::Scenario s2;
    s2.a.items = {item("a", 0), item("b", 2), item("c", 1), item("d", 2)};
    s2.b = Ndcg::Ranking {};
    s2.b->items = {item("b", 2), item("d", 2), item("a", 0), item("c", 1)};
    s2.settings.gain = Ndcg::Gain::Linear;
    s2.settings.cutoff = 4;
    s2.settings.idealSource = Ndcg::IdealSource::List;
    better.source.scenario = s2;
    better.show.view = Ndcg::SceneView::TwoRankings;
    Ndcg::Question q2;
    q2.kind = Ndcg::QuestionKind::BetterRanking;
    better.question = q2;
    lesson.scenes.append(better);

    Ndcg::Scene plain;
    plain.title = text(QStringLiteral("No question"), QStringLiteral("没有问题"));
    plain.source.scenario = s1;
    lesson.scenes.append(plain);

    Ndcg::Scene jk;
    jk.title = text(QStringLiteral("JK 2002"), QStringLiteral("JK 2002"));
    Ndcg::Scenario s4;
    s4.a.items = {item("x", 1), item("y", 4), item("z", 0)};
    s4.a.unretrieved = {item("w", 2), item("v", 4)};
    s4.settings.discount = Ndcg::Discount::JK2002;
    s4.settings.logBase = 3;
    s4.settings.cutoff = 5;
    jk.source.scenario = s4;
    Ndcg::Question q4;
    q4.kind = Ndcg::QuestionKind::Predict;
    q4.quantity = Ndcg::Quantity::Dcg;
    jk.question = q4;
    lesson.scenes.append(jk);

    // Choices: the swap that helps most, the library that gives a figure, and the better system
    // on the runs sample (no table: its question and choices only).
    Ndcg::Scene swap;
    swap.title = text(QStringLiteral("Best swap"), QStringLiteral("最佳交换"));
    swap.source.scenario = s1;
    Ndcg::Question q5;
    q5.kind = Ndcg::QuestionKind::BestSwap;
    q5.swaps = {{1, 4}, {2, 3}, {4, 5}};
    swap.question = q5;
    lesson.scenes.append(swap);

    Ndcg::Scene convention;
    convention.title = text(QStringLiteral("Whose figure?"), QStringLiteral("谁的数值？"));
    convention.source.scenario = s1;
    Ndcg::Question q6;
    q6.kind = Ndcg::QuestionKind::WhichConvention;
    q6.convention = QStringLiteral("trec_eval");
    q6.conventions = {QStringLiteral("trec_eval"), QStringLiteral("LightGBM")};
    convention.question = q6;
    lesson.scenes.append(convention);

    Ndcg::Scene system;
    system.title = text(QStringLiteral("The runs"), QStringLiteral("运行结果"));
    system.source.runsQuery = QStringLiteral("401");
    system.show.view = Ndcg::SceneView::Runs;
    Ndcg::Question q7;
    q7.kind = Ndcg::QuestionKind::BetterSystem;
    system.question = q7;
    lesson.scenes.append(system);
    return lesson;
}

// The lessons the test prints: its own, and each bundled one.
QList<std::pair<QString, Ndcg::Lesson>> lessons()
{
    QList<std::pair<QString, Ndcg::Lesson>> list {{QStringLiteral("built"), builtLesson()}};
    for (const QString &id : Ndcg::lessonIds()) {
        const auto lesson = Ndcg::loadLesson(id);
        if (lesson)
            list.append({id, *lesson});
    }
    return list;
}

// SPEC.md, written out again.
double specGain(double grade, const Ndcg::Settings &s)
{
    if (grade < 0)
        return 0;
    switch (s.gain) {
    case Ndcg::Gain::Linear:
        return grade;
    case Ndcg::Gain::Exponential:
        return std::pow(2.0, grade) - 1;
    case Ndcg::Gain::Custom: {
        const auto it = s.gainMap.find(grade);
        return it == s.gainMap.end() ? grade : it->second;
    }
    }
    return grade;
}

double specDiscount(int i, const Ndcg::Settings &s)
{
    switch (s.discount) {
    case Ndcg::Discount::Log:
        return 1.0 / (std::log(i + 1.0) / std::log(s.logBase));
    case Ndcg::Discount::JK2002:
        return i < s.logBase ? 1.0 : 1.0 / (std::log(double(i)) / std::log(s.logBase));
    case Ndcg::Discount::None:
        return 1.0;
    }
    return 1.0;
}

// The expected values of a table's rows, from its grades and judged items alone.
struct Expected
{
    QList<double> gain, discount, contribution, dcg, idealGrade, idcg;
    QList<std::optional<double>> ndcg;
};

Expected recompute(const Ndcg::WorksheetTable &t, const QList<double> &grades)
{
    const Ndcg::Settings &s = t.settings;
    QList<double> pool;
    for (double g : grades)
        pool.append(g);
    // The ranking's items below the rows shown, and (ideal from the pool) the judged items it
    // did not return.
    for (const Ndcg::Item &i : t.notShown)
        pool.append(i.grade);
    for (const Ndcg::Item &i : t.unretrieved)
        pool.append(i.grade);
    QList<double> ideal;
    for (double g : pool) {
        if (g >= 0)
            ideal.append(g);
    }
    std::stable_sort(ideal.begin(), ideal.end(),
        [&](double a, double b) { return specGain(a, s) > specGain(b, s); });
    Expected e;
    double dcg = 0;
    double idcg = 0;
    for (int i = 1; i <= t.rows.size(); ++i) {
        const double d = specDiscount(i, s);
        e.discount.append(d);
        if (i <= grades.size()) {
            const double gain = specGain(grades.at(i - 1), s);
            e.gain.append(gain);
            e.contribution.append(gain * d);
            dcg += gain * d;
        } else {
            e.gain.append(0);
            e.contribution.append(0);
        }
        e.dcg.append(dcg);
        if (i <= ideal.size()) {
            e.idealGrade.append(ideal.at(i - 1));
            idcg += specGain(ideal.at(i - 1), s) * d;
        } else {
            e.idealGrade.append(0);
        }
        e.idcg.append(idcg);
        if (idcg > 0)
            e.ndcg.append(dcg / idcg);
        else if (s.zeroIdcg == Ndcg::ZeroIdcg::Undefined)
            e.ndcg.append(std::nullopt);
        else
            e.ndcg.append(s.zeroIdcg == Ndcg::ZeroIdcg::One ? 1.0 : 0.0);
    }
    return e;
}

bool near(double actual, double expected)
{
    return std::abs(actual - expected) <= 1e-12 * std::max(1.0, std::abs(expected));
}

// The lines of a page text with something on them.
QStringList lines(const QString &text)
{
    QStringList out;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        if (!line.trimmed().isEmpty())
            out.append(line.trimmed());
    }
    return out;
}

// Finds, from `from`, a row's given cells — its position, its label (if any) and its grade —
// as consecutive lines; the index of the line after them, or -1.
qsizetype findRow(const QStringList &l, qsizetype from, const Ndcg::WorksheetRow &row)
{
    QStringList given {QString::number(row.position)};
    if (row.retrieved) {
        if (!row.label.isEmpty())
            given.append(row.label);
        given.append(row.gradeText);
    }
    for (qsizetype i = from; i + given.size() <= l.size(); ++i) {
        if (l.mid(i, given.size()) == given)
            return i + given.size() + (row.retrieved ? 0 : 1); // "not retrieved"
    }
    return -1;
}

QList<double> gradesOf(const Ndcg::WorksheetTable &t)
{
    QList<double> grades;
    for (const Ndcg::WorksheetRow &row : t.rows) {
        if (row.retrieved)
            grades.append(row.grade);
    }
    return grades;
}

} // namespace

class TestWorksheet : public QObject
{
    Q_OBJECT
private slots:
    void everyBlankHoldsTheValueOfTheFormulas_data();
    void everyBlankHoldsTheValueOfTheFormulas();
    void everyBlankIsFilledOnTheKey_data();
    void everyBlankIsFilledOnTheKey();
    void questionsAndAnswers();
    void versionsFollowTheDocumentedGenerator();
    void versionsAreReproducibleAndDiffer();
    void pagesAndTheirText_data();
    void pagesAndTheirText();
};

void TestWorksheet::everyBlankHoldsTheValueOfTheFormulas_data()
{
    QTest::addColumn<Ndcg::Lesson>("lesson");
    QTest::addColumn<int>("version");
    for (const auto &[name, lesson] : lessons()) {
        for (int version : {0, 1, 7}) {
            QTest::addRow("%s, version %d", qPrintable(name), version) << lesson << version;
        }
    }
}

void TestWorksheet::everyBlankHoldsTheValueOfTheFormulas()
{
    QFETCH(Ndcg::Lesson, lesson);
    QFETCH(int, version);
    const auto sheet = Ndcg::worksheet(lesson, QStringLiteral("en"), version, 42);
    QVERIFY2(sheet.ok(), qPrintable(sheet.ok() ? QString() : sheet.error().message));
    QCOMPARE(sheet->questions.size(), Ndcg::questionScenes(lesson).size());
    int blanks = 0;
    for (const Ndcg::WorksheetQuestion &q : sheet->questions) {
        for (const Ndcg::WorksheetTable &t : q.tables) {
            QVERIFY(!t.rows.isEmpty());
            QCOMPARE(t.rows.size(), std::min({t.k, Ndcg::maxWorksheetRows, t.rowsUpToK}));
            QCOMPARE(t.definition, Ndcg::Notation::definitionLine(t.settings, t.k, t.poolSize));
            QCOMPARE(t.scaleLog2, 0.0); // no bundled lesson scales its gains
            const Expected e = recompute(t, gradesOf(t));
            for (int r = 0; r < t.rows.size(); ++r) {
                const Ndcg::WorksheetRow &row = t.rows.at(r);
                QCOMPARE(row.position, r + 1);
                const auto check
                    = [&](Ndcg::WorksheetColumn column, double expected, const QString &text) {
                          const Ndcg::WorksheetCell &cell = row.cell(column);
                          QVERIFY(cell.blank);
                          QVERIFY(cell.value);
                          QVERIFY2(near(*cell.value, expected),
                              qPrintable(QStringLiteral("%1 row %2 column %3: %4, expected %5")
                                             .arg(q.title)
                                             .arg(row.position)
                                             .arg(int(column))
                                             .arg(*cell.value, 0, 'g', 17)
                                             .arg(expected, 0, 'g', 17)));
                          QCOMPARE(cell.text, text);
                          ++blanks;
                      };
                if (row.retrieved) {
                    check(
                        Ndcg::WorksheetColumn::Gain, e.gain.at(r), Ndcg::displayGain(e.gain.at(r)));
                    check(Ndcg::WorksheetColumn::Contribution, e.contribution.at(r),
                        Ndcg::displayNumber(e.contribution.at(r)));
                    check(
                        Ndcg::WorksheetColumn::Dcg, e.dcg.at(r), Ndcg::displayNumber(e.dcg.at(r)));
                } else {
                    QVERIFY(!row.cell(Ndcg::WorksheetColumn::Gain).blank);
                    QVERIFY(!row.cell(Ndcg::WorksheetColumn::Dcg).blank);
                }
                check(Ndcg::WorksheetColumn::Discount, e.discount.at(r),
                    Ndcg::displayNumber(e.discount.at(r)));
                check(Ndcg::WorksheetColumn::IdealGrade, e.idealGrade.at(r),
                    QString::number(e.idealGrade.at(r), 'g', 12));
                check(Ndcg::WorksheetColumn::Idcg, e.idcg.at(r), Ndcg::displayNumber(e.idcg.at(r)));
                const Ndcg::WorksheetCell &ndcg = row.cell(Ndcg::WorksheetColumn::Ndcg);
                QVERIFY(ndcg.blank);
                QCOMPARE(ndcg.value.has_value(), e.ndcg.at(r).has_value());
                if (ndcg.value) {
                    QVERIFY(near(*ndcg.value, *e.ndcg.at(r)));
                    QCOMPARE(ndcg.text, Ndcg::displayNumber(*e.ndcg.at(r)));
                }
                ++blanks;
            }
        }
    }
    if (!Ndcg::questionScenes(lesson).isEmpty())
        QVERIFY(blanks > 0);
}

void TestWorksheet::everyBlankIsFilledOnTheKey_data()
{
    QTest::addColumn<Ndcg::Lesson>("lesson");
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("students");
    for (const auto &[name, lesson] : lessons()) {
        for (const char *language : {"en", "zh_CN", "both"}) {
            QTest::addRow("%s in %s, one sheet", qPrintable(name), language)
                << lesson << QString::fromLatin1(language) << 0;
            QTest::addRow("%s in %s, three students", qPrintable(name), language)
                << lesson << QString::fromLatin1(language) << 3;
        }
    }
}

// The worksheet shows a row's position, label and grade and then nothing (its boxes are empty);
// the key shows the same and then, line after line, the text of every blank the core filled.
void TestWorksheet::everyBlankIsFilledOnTheKey()
{
    QFETCH(Ndcg::Lesson, lesson);
    QFETCH(QString, language);
    QFETCH(int, students);
    WorksheetPdf::Options options;
    options.language = language;
    options.students = students;
    options.seed = 2026;
    options.parts = WorksheetPdf::Parts::WorksheetOnly;
    const WorksheetPdf::Pdf sheetPdf = WorksheetPdf::write(lesson, options);
    QVERIFY2(sheetPdf.error.isEmpty(), qPrintable(sheetPdf.error));
    options.parts = WorksheetPdf::Parts::KeyOnly;
    const WorksheetPdf::Pdf keyPdf = WorksheetPdf::write(lesson, options);
    QVERIFY2(keyPdf.error.isEmpty(), qPrintable(keyPdf.error));
    const QStringList sheetLines = lines(sheetPdf.text());
    const QStringList keyLines = lines(keyPdf.text());
    qsizetype sheetAt = 0;
    qsizetype keyAt = 0;
    int filled = 0;
    for (int v = 0; v < std::max(1, students); ++v) {
        const int version = students > 0 ? v + 1 : 0;
        const auto sheet = Ndcg::worksheet(lesson,
            language == QLatin1String("both") ? QStringLiteral("en") : language, version, 2026);
        QVERIFY(sheet.ok());
        for (const Ndcg::WorksheetQuestion &q : sheet->questions) {
            for (const Ndcg::WorksheetTable &t : q.tables) {
                for (const Ndcg::WorksheetRow &row : t.rows) {
                    sheetAt = findRow(sheetLines, sheetAt, row);
                    QVERIFY2(sheetAt >= 0,
                        qPrintable(
                            QStringLiteral("row %1 of “%2”").arg(row.position).arg(q.title)));
                    // Nothing of the row after its grade: the next line is the next row's
                    // position, or no number at all.
                    if (sheetAt < sheetLines.size()) {
                        const QString next = sheetLines.at(sheetAt);
                        QVERIFY2(next == QString::number(row.position + 1)
                                || !next.contains(QRegularExpression(QStringLiteral("^[0-9]"))),
                            qPrintable(next));
                    }
                    keyAt = findRow(keyLines, keyAt, row);
                    QVERIFY(keyAt >= 0);
                    QStringList expected;
                    for (const Ndcg::WorksheetCell &cell : row.cells) {
                        if (cell.blank)
                            expected.append(cell.text);
                    }
                    QCOMPARE(keyLines.mid(keyAt, expected.size()), expected);
                    keyAt += expected.size();
                    filled += int(expected.size());
                }
            }
            // The key gives the answer as the core computed it.
            QVERIFY(keyPdf.text().contains(q.answer.text));
        }
    }
    const auto own = Ndcg::worksheet(lesson, QStringLiteral("en"));
    QVERIFY(own.ok());
    for (const auto &q : own->questions) {
        if (!q.tables.isEmpty())
            QVERIFY(filled > 0);
    }
}

void TestWorksheet::questionsAndAnswers()
{
    const Ndcg::Lesson lesson = builtLesson();
    const auto sheet = Ndcg::worksheet(lesson, QStringLiteral("en"));
    QVERIFY(sheet.ok());
    QCOMPARE(sheet->questions.size(), 6); // the scene without a question has no place
    QCOMPARE(sheet->questions.at(0).scene, 0);
    QCOMPARE(sheet->questions.at(1).scene, 1);
    QCOMPARE(sheet->questions.at(2).scene, 3);
    // NDCG@5 of 3,2,3,0,1 against the pool's ideal 3,3,3,2,2 (exponential gain, log₂).
    double dcg = 0;
    double idcg = 0;
    const double grades[] = {3, 2, 3, 0, 1};
    const double ideal[] = {3, 3, 3, 2, 2};
    for (int i = 0; i < 5; ++i) {
        dcg += (std::pow(2.0, grades[i]) - 1) / std::log2(i + 2.0);
        idcg += (std::pow(2.0, ideal[i]) - 1) / std::log2(i + 2.0);
    }
    const Ndcg::WorksheetQuestion &q = sheet->questions.at(0);
    QVERIFY(!q.isChoice);
    QVERIFY(q.answer.value);
    QVERIFY(near(*q.answer.value, dcg / idcg));
    QCOMPARE(q.text, Ndcg::questionText(lesson.scenes.at(0), QStringLiteral("en")));
    QCOMPARE(q.tables.size(), 1);
    QCOMPARE(q.tables.at(0).rows.size(), 5);
    // Which is better: both tables, and B (2,2,0,1 before 0,2,1,2 under linear gain).
    const Ndcg::WorksheetQuestion &better = sheet->questions.at(1);
    QVERIFY(better.isChoice);
    QCOMPARE(better.tables.size(), 2);
    QCOMPARE(better.tables.at(1).ranking, 1);
    QVERIFY(!better.answer.correct.isEmpty());
    QCOMPARE(better.answer.choices.at(better.answer.correct.first()), QStringLiteral("B"));
    // JK 2002 with k = 5 beyond a list of 3: rows 4 and 5 are the ideal's only.
    const Ndcg::WorksheetTable &jk = sheet->questions.at(2).tables.at(0);
    QCOMPARE(jk.rows.size(), 5);
    QVERIFY(!jk.rows.at(3).retrieved);
    QVERIFY(jk.rows.at(4).cell(Ndcg::WorksheetColumn::IdealGrade).blank);
    // The choices come with the core's answer; the runs sample's question has no table.
    for (int i = 3; i < 6; ++i) {
        const Ndcg::WorksheetQuestion &choice = sheet->questions.at(i);
        QVERIFY(choice.isChoice);
        QCOMPARE(choice.answer, *Ndcg::answerQuestion(lesson.scenes.at(choice.scene)));
        QVERIFY(!choice.answer.correct.isEmpty());
        QCOMPARE(choice.tables.size(), i == 5 ? 0 : 1);
    }
    QCOMPARE(sheet->questions.at(3).answer.choices.size(), 3); // the three swaps offered
    QCOMPARE(sheet->questions.at(4).answer.choices,
        QStringList({QStringLiteral("trec_eval"), QStringLiteral("LightGBM")}));
    // The same in every version: the runs sample is not drawn again.
    const auto version = Ndcg::worksheet(lesson, QStringLiteral("en"), 2, 5);
    QVERIFY(version.ok());
    QCOMPARE(version->questions.at(5), sheet->questions.at(5));
}

// Version j's grades are those of std::mt19937_64 seeded with S + j · 0x9E3779B97F4A7C15: one
// draw per distinct label, A's items, then its unretrieved ones, then B's, each
// lo + engine() mod (hi − lo + 1).
void TestWorksheet::versionsFollowTheDocumentedGenerator()
{
    const Ndcg::Scenario scenario = *builtLesson().scenes.at(1).source.scenario;
    const quint64 seed = 99;
    const int version = 4;
    QCOMPARE(Ndcg::versionEngineSeed(seed, version), seed + 4 * 0x9E3779B97F4A7C15ULL);
    std::mt19937_64 engine(Ndcg::versionEngineSeed(seed, version));
    const Ndcg::Scenario drawn = Ndcg::drawGrades(scenario, engine);

    std::mt19937_64 mine(seed + quint64(version) * 0x9E3779B97F4A7C15ULL);
    QHash<QString, double> byLabel;
    const double lo = 0;
    const double hi = 2; // the grades 0, 1, 2 of the scenario
    for (const Ndcg::Item &i : scenario.a.items) {
        if (!byLabel.contains(i.label))
            byLabel.insert(i.label, lo + double(mine() % quint64(hi - lo + 1)));
    }
    for (const Ndcg::Item &i : scenario.b->items) {
        if (!byLabel.contains(i.label))
            byLabel.insert(i.label, lo + double(mine() % quint64(hi - lo + 1)));
    }
    for (const Ndcg::Item &i : drawn.a.items)
        QCOMPARE(i.grade, byLabel.value(i.label));
    for (const Ndcg::Item &i : drawn.b->items)
        QCOMPARE(i.grade, byLabel.value(i.label)); // one document, one grade in A and in B
    QCOMPARE(drawn.settings, scenario.settings);
}

void TestWorksheet::versionsAreReproducibleAndDiffer()
{
    for (const auto &[name, lesson] : lessons()) {
        const auto grades = [&](int version, quint64 seed) {
            const auto sheet = Ndcg::worksheet(lesson, QStringLiteral("en"), version, seed);
            QList<double> all;
            for (const auto &q : sheet->questions) {
                for (const auto &t : q.tables) {
                    all += gradesOf(t);
                    for (const Ndcg::Item &i : t.notShown + t.unretrieved)
                        all.append(i.grade);
                }
            }
            return all;
        };
        if (grades(0, 0).isEmpty())
            continue; // no question with a table
        const auto first = Ndcg::worksheet(lesson, QStringLiteral("en"), 3, 42);
        const auto again = Ndcg::worksheet(lesson, QStringLiteral("en"), 3, 42);
        QVERIFY(first.ok() && again.ok());
        QVERIFY(first->questions == again->questions);
        QVERIFY2(grades(3, 42) != grades(3, 43), qPrintable(name));
        QVERIFY2(grades(3, 42) != grades(4, 42), qPrintable(name));
        QVERIFY2(grades(3, 42) != grades(0, 42), qPrintable(name)); // not the lesson's own
        QCOMPARE(grades(0, 42), grades(0, 43)); // version 0 ignores the seed
        // Drawn from each scene's own range of grades.
        const auto ownSheet = Ndcg::worksheet(lesson, QStringLiteral("en"));
        const auto drawnSheet = Ndcg::worksheet(lesson, QStringLiteral("en"), 5, 7);
        QVERIFY(ownSheet.ok() && drawnSheet.ok());
        const auto own = ownSheet->questions;
        const auto drawn = drawnSheet->questions;
        for (int q = 0; q < own.size(); ++q) {
            for (int t = 0; t < own.at(q).tables.size(); ++t) {
                QList<double> before = gradesOf(own.at(q).tables.at(t));
                for (const Ndcg::Item &i :
                    own.at(q).tables.at(t).notShown + own.at(q).tables.at(t).unretrieved)
                    before.append(i.grade);
                const auto [lo, hi] = std::minmax_element(before.begin(), before.end());
                for (double g : gradesOf(drawn.at(q).tables.at(t))) {
                    QVERIFY(g >= *lo && g <= *hi);
                }
                QCOMPARE(drawn.at(q).tables.at(t).settings, own.at(q).tables.at(t).settings);
            }
        }
    }
}

void TestWorksheet::pagesAndTheirText_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("worksheetWord");
    QTest::addColumn<QString>("keyWord");
    QTest::newRow("in English") << "en"
                                << "Worksheet"
                                << "Answer key";
    QTest::newRow("in Chinese") << "zh_CN"
                                << "练习"
                                << "答案";
    QTest::newRow("in both, side by side") << "both"
                                           << "Worksheet"
                                           << "答案";
}

void TestWorksheet::pagesAndTheirText()
{
    QFETCH(QString, language);
    QFETCH(QString, worksheetWord);
    QFETCH(QString, keyWord);
    const Ndcg::Lesson lesson = builtLesson();
    WorksheetPdf::Options options;
    options.language = language;
    options.students = 3;
    options.seed = 42;
    const WorksheetPdf::Pdf pdf = WorksheetPdf::write(lesson, options);
    QVERIFY(pdf.error.isEmpty());
    QVERIFY(pdf.bytes.startsWith("%PDF"));
    QCOMPARE(pdf.pages, WorksheetPdf::pageCount(pdf.bytes));
    QCOMPARE(pdf.pageTexts.size(), pdf.pages);
    // Each version's sheet and each key starts a page: 3 sheets and 3 keys at least.
    QVERIFY2(pdf.pages >= 6, qPrintable(QString::number(pdf.pages)));
    QStringList starts;
    for (const QString &page : pdf.pageTexts) {
        const QStringList l = lines(page);
        QVERIFY(!l.isEmpty());
        if (l.first().contains(worksheetWord) || l.first().contains(keyWord))
            starts.append(l.first());
    }
    QCOMPARE(starts.size(), 6);
    for (int i = 0; i < 3; ++i) {
        QVERIFY(starts.at(i).contains(worksheetWord));
        QVERIFY(starts.at(i + 3).contains(keyWord));
    }
    // The seed and the version on each: "Version 2 of 3 · seed 42".
    int seeds = 0;
    for (const QString &page : pdf.pageTexts)
        seeds += int(page.count(QStringLiteral("42")) > 0);
    QVERIFY(seeds >= 6);
    const QString all = pdf.text();
    if (language != QLatin1String("en")) {
        QVERIFY(all.contains(QStringLiteral("预测"))); // the scene's Chinese title
        QVERIFY(!all.contains(QStringLiteral("Worksheet")) || language == QLatin1String("both"));
    }
    if (language != QLatin1String("zh_CN")) {
        QVERIFY(all.contains(QStringLiteral("Version 2 of 3 · seed 42")));
        QVERIFY(all.contains(QStringLiteral("Answer key of version 3 · seed 42")));
    }
    // Worksheet only: half the pages; key only: the key's.
    options.parts = WorksheetPdf::Parts::WorksheetOnly;
    const WorksheetPdf::Pdf sheetOnly = WorksheetPdf::write(lesson, options);
    options.parts = WorksheetPdf::Parts::KeyOnly;
    const WorksheetPdf::Pdf keyOnly = WorksheetPdf::write(lesson, options);
    const auto startsWith = [](const WorksheetPdf::Pdf &d, const QString &word) {
        int count = 0;
        for (const QString &page : d.pageTexts)
            count += int(lines(page).value(0).contains(word));
        return count;
    };
    QCOMPARE(startsWith(sheetOnly, worksheetWord), 3);
    QCOMPARE(startsWith(sheetOnly, keyWord), 0);
    QCOMPARE(startsWith(keyOnly, keyWord), 3);
    QCOMPARE(startsWith(keyOnly, worksheetWord), 0);
}

QTEST_MAIN(TestWorksheet)
#include "tst_worksheet.moc"
