// Listening to a curve (issue 24): the running DCG and IDCG of what the view shows, as tones
// whose pitch rises with the value (220 Hz at 0, 880 Hz at the largest value heard, two octaves
// on a log scale), DCG@i then IDCG@i at each position, a hidden or not yet computed value a
// rest. The values are computed here from the seed example's grades; the pitches are measured
// in the rendered samples by counting zero crossings.

#include "document/scenariodocument.h"
#include "examples.h"
#include "mainwindow.h"
#include "sound/curvelistener.h"
#include "sound/curvetones.h"
#include "stepthrough/stepcontroller.h"
#include "workbench/workbench.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QTest>
#include <QtEndian>

#include <cmath>

namespace {

// 001-example-1: grades 4, 2, 0, 1, 3 at k = 5, linear gain, 1/log2(i + 1).
const QList<double> grades {4, 2, 0, 1, 3};

QList<double> running(QList<double> g)
{
    QList<double> out;
    double sum = 0;
    for (int i = 0; i < g.size(); ++i) {
        sum += g[i] / std::log2(i + 2.0);
        out.append(sum);
    }
    return out;
}

// The frequency of samples [from, from + count) by their zero crossings.
double measured(const QByteArray &bytes, int from, int count)
{
    const auto *s = reinterpret_cast<const qint16 *>(bytes.constData());
    int crossings = 0;
    int first = -1;
    int last = -1;
    for (int n = from + 1; n < from + count; ++n) {
        const int a = qFromLittleEndian(s[n - 1]);
        const int b = qFromLittleEndian(s[n]);
        if ((a < 0 && b >= 0)) {
            if (first < 0)
                first = n;
            last = n;
            ++crossings;
        }
    }
    if (crossings < 2)
        return 0.0;
    return (crossings - 1) * double(CurveTones::sampleRate) / (last - first);
}

bool silent(const QByteArray &bytes, int from, int count)
{
    const auto *s = reinterpret_cast<const qint16 *>(bytes.constData());
    for (int n = from; n < from + count; ++n) {
        if (s[n] != 0)
            return false;
    }
    return true;
}

} // namespace

class TestCurveTones : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void pitchRisesTwoOctavesOverTheValues_data();
    void pitchRisesTwoOctavesOverTheValues();
    void eachPositionSoundsDcgThenTheIdeal();
    void theSamplesHaveThePitches();
    void hiddenValuesAreRests();
    void aStepThroughSoundsOnlyWhatItComputed();
    void theViewMenuListensWithCtrlShiftU();

private:
    std::unique_ptr<MainWindow> m_window;
    QList<QByteArray> m_played;
    QStringList m_told;
};

void TestCurveTones::init()
{
    m_played.clear();
    m_told.clear();
    CurveListener::setSampleHook([this](const QByteArray &s) { m_played.append(s); });
    CurveListener::setMessageHook([this](const QString &m) { m_told.append(m); });
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 800);
    const auto scenario = Ndcg::loadExample(QStringLiteral("001-example-1"));
    QVERIFY(scenario.ok());
    m_window->document()->loadScenario(*scenario, QStringLiteral("001-example-1"));
}

void TestCurveTones::cleanup()
{
    m_window.reset();
    CurveListener::setSampleHook({});
    CurveListener::setMessageHook({});
}

void TestCurveTones::pitchRisesTwoOctavesOverTheValues_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<double>("top");
    QTest::addColumn<double>("hz");
    QTest::newRow("zero is 220 Hz") << 0.0 << 7.0 << 220.0;
    QTest::newRow("the top is 880 Hz") << 7.0 << 7.0 << 880.0;
    QTest::newRow("half the top is an octave up") << 3.5 << 7.0 << 440.0;
    QTest::newRow("a quarter is half an octave up") << 1.0 << 4.0 << 220.0 * std::sqrt(2.0);
    QTest::newRow("below zero stays at 220 Hz") << -2.0 << 7.0 << 220.0;
    QTest::newRow("no top: 220 Hz") << 0.0 << 0.0 << 220.0;
}

void TestCurveTones::pitchRisesTwoOctavesOverTheValues()
{
    QFETCH(double, value);
    QFETCH(double, top);
    QFETCH(double, hz);
    QVERIFY(qAbs(CurveTones::frequencyOf(value, top) - hz) < 1e-9);
}

void TestCurveTones::eachPositionSoundsDcgThenTheIdeal()
{
    const Ndcg::Breakdown *b = m_window->workbench()->document()->breakdown();
    QVERIFY(b);
    const QList<CurveTone> tones = CurveTones::tones(*b, m_window->workbench()->viewState());
    const QList<double> dcg = running(grades);
    QList<double> sorted = grades;
    std::sort(sorted.begin(), sorted.end(), std::greater<>());
    const QList<double> idcg = running(sorted);
    const double top = idcg.last(); // 7.3235: the ideal's IDCG@5 is the largest
    QCOMPARE(tones.size(), 10);
    for (int i = 0; i < 5; ++i) {
        const CurveTone &d = tones[2 * i];
        const CurveTone &ideal = tones[2 * i + 1];
        QCOMPARE(d.position, i + 1);
        QVERIFY(!d.ideal);
        QVERIFY(ideal.ideal);
        QVERIFY(d.value && qAbs(*d.value - dcg[i]) < 1e-12);
        QVERIFY(ideal.value && qAbs(*ideal.value - idcg[i]) < 1e-12);
        QVERIFY(qAbs(d.frequency - 220.0 * std::pow(4.0, dcg[i] / top)) < 1e-9);
        QVERIFY(qAbs(ideal.frequency - 220.0 * std::pow(4.0, idcg[i] / top)) < 1e-9);
    }
    QVERIFY(qAbs(tones[9].frequency - 880.0) < 1e-9);
}

void TestCurveTones::theSamplesHaveThePitches()
{
    const Ndcg::Breakdown *b = m_window->workbench()->document()->breakdown();
    const QList<CurveTone> tones = CurveTones::tones(*b, m_window->workbench()->viewState());
    const QByteArray bytes = CurveTones::render(tones);
    const int tone = CurveTones::sampleRate * CurveTones::toneMs / 1000;
    const int gap = CurveTones::sampleRate * CurveTones::gapMs / 1000;
    const int positionGap = CurveTones::sampleRate * CurveTones::positionGapMs / 1000;
    QCOMPARE(bytes.size(), 2 * 5 * (2 * tone + gap + positionGap));
    for (int i = 0; i < tones.size(); ++i) {
        const int start = CurveTones::startOf(tones, i);
        QCOMPARE(start, (i / 2) * (2 * tone + gap + positionGap) + (i % 2) * (tone + gap));
        const double hz = measured(bytes, start, tone);
        // Zero crossings over 240 ms: within one period's worth (about 4.2 Hz).
        QVERIFY2(qAbs(hz - tones[i].frequency) < 5.0,
            qPrintable(QStringLiteral("tone %1: %2 Hz, expected %3 Hz")
                           .arg(i)
                           .arg(hz)
                           .arg(tones[i].frequency)));
        QVERIFY(silent(bytes, start + tone, i % 2 ? positionGap : gap));
    }
}

void TestCurveTones::hiddenValuesAreRests()
{
    StepController *steps = m_window->steps();
    if (!steps->actions().hideAnswers->isChecked())
        steps->actions().hideAnswers->trigger();
    const ViewState &view = m_window->workbench()->viewState();
    QVERIFY(view.isHidden(ViewState::Quantity::DcgColumn));
    const Ndcg::Breakdown *b = m_window->workbench()->document()->breakdown();
    const QList<CurveTone> tones = CurveTones::tones(*b, view);
    QCOMPARE(tones.size(), 10);
    const QByteArray bytes = CurveTones::render(tones);
    const int tone = CurveTones::sampleRate * CurveTones::toneMs / 1000;
    for (int i = 0; i < tones.size(); ++i) {
        QVERIFY2(!tones[i].value, qPrintable(QString::number(i)));
        QCOMPARE(tones[i].frequency, 0.0);
        QVERIFY(silent(bytes, CurveTones::startOf(tones, i), tone));
    }
    // The words say "hidden", never a number.
    const QString words = m_window->curveListener()->description();
    QVERIFY2(words.contains(QStringLiteral("DCG@3 hidden")), qPrintable(words));
    QVERIFY2(!words.contains(QStringLiteral("5.262")), qPrintable(words));
}

void TestCurveTones::aStepThroughSoundsOnlyWhatItComputed()
{
    StepController *steps = m_window->steps();
    if (steps->actions().hideAnswers->isChecked())
        steps->actions().hideAnswers->trigger();
    steps->setStepping(true);
    // Step forward until DCG@2 is computed: DCG@3 onward and every IDCG@i are not yet.
    const ViewState *view = &m_window->workbench()->viewState();
    for (int i = 0; i < 40 && !view->shows(2, Ndcg::StepCell::Dcg); ++i)
        steps->goToStep(i);
    QVERIFY(view->shows(2, Ndcg::StepCell::Dcg));
    QVERIFY(!view->shows(3, Ndcg::StepCell::Dcg));
    const Ndcg::Breakdown *b = m_window->workbench()->document()->breakdown();
    const QList<CurveTone> tones = CurveTones::tones(*b, *view);
    const QList<double> dcg = running(grades);
    QVERIFY(tones[0].value && qAbs(*tones[0].value - dcg[0]) < 1e-12);
    QVERIFY(tones[2].value && qAbs(*tones[2].value - dcg[1]) < 1e-12);
    for (int i = 4; i < tones.size(); i += 2)
        QVERIFY2(!tones[i].value, qPrintable(QString::number(i)));
    // The top is the largest value heard: DCG@2 is at 880 Hz.
    QVERIFY(qAbs(tones[2].frequency - 880.0) < 1e-9);
}

void TestCurveTones::theViewMenuListensWithCtrlShiftU()
{
    CurveListener *listener = m_window->curveListener();
    QAction *action = listener->action();
    QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_U));
    bool inViewMenu = false;
    for (QAction *menu : m_window->menuBar()->actions()) {
        if (menu->menu() && menu->menu()->actions().contains(action))
            inViewMenu = menu->menu()->objectName() == QLatin1String("viewMenu");
    }
    QVERIFY(inViewMenu);
    action->trigger();
    QCOMPARE(m_played.size(), 1);
    const Ndcg::Breakdown *b = m_window->workbench()->document()->breakdown();
    QCOMPARE(m_played.first(),
        CurveTones::render(CurveTones::tones(*b, m_window->workbench()->viewState())));
    QVERIFY(!listener->isPlaying());
    QVERIFY(!action->isChecked());
    QVERIFY(m_told.isEmpty());
    QVERIFY2(
        action->statusTip().startsWith(QStringLiteral("DCG@1 4.000, ideal 4.000; DCG@2 5.262")),
        qPrintable(action->statusTip()));
}

QTEST_MAIN(TestCurveTones)
#include "tst_curvetones.moc"
