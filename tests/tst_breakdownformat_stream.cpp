// The streamed breakdown formats (issue 14). writeBreakdown() must print, in every format,
// exactly the characters of the whole-document formatter it replaced (kept unchanged in
// breakdownformat_reference.cpp): for random rankings, pools, conventions and labels (commas,
// quotes, pipes, TeX specials, control characters, CJK, emoji); through a device, the same UTF-8
// bytes however the stream cuts its writes; and it stops formatting once the device refuses bytes.

#include "breakdownformat.h"
#include "breakdownformat_reference.h"

#include <QBuffer>
#include <QTest>

#include <random>

using namespace Ndcg;

class TestBreakdownFormatStream : public QObject
{
    Q_OBJECT
private slots:
    void sameAsWholeDocument_data();
    void sameAsWholeDocument();
    void sameBytesThroughADevice();
    void stopsWhenTheDeviceRefuses();
    void labelWithPlaceholders();
};

namespace {

const Format allFormats[]
    = {Format::Text, Format::Json, Format::Csv, Format::Markdown, Format::Latex};

const char *formatName(Format f)
{
    switch (f) {
    case Format::Text:
        return "text";
    case Format::Json:
        return "json";
    case Format::Csv:
        return "csv";
    case Format::Markdown:
        return "markdown";
    case Format::Latex:
        return "latex";
    }
    return "?";
}

const QString awkwardLabels[] = {
    QStringLiteral("d1"),
    QStringLiteral("comma, and \"quotes\""),
    QStringLiteral("a|b"),
    QStringLiteral("a_1 & 50% {x} ~^ #$ \\"),
    QStringLiteral("tab\tand\nnew line\r"),
    QStringLiteral("ctrl \x01\x1f del \x7f \b\f"),
    QStringLiteral("文档 · ü"),
    QStringLiteral("emoji 😀"),
    QString(QChar(0xd800)) + QStringLiteral(" lone surrogate"),
    QStringLiteral("   padded   "),
    QStringLiteral("%1 %2"),
    QStringLiteral("a label long enough to widen the text table's label column"),
    QString(),
};

struct Case
{
    Ranking ranking;
    Settings settings;
    QList<QString> labels;
};

// A random case: mostly grades 0..4 with ties, sometimes real, negative or very large grades;
// every convention; no labels, a label per item, some missing, or labels of the unretrieved too.
Case randomCase(unsigned seed)
{
    std::mt19937 rng(seed);
    const auto pick = [&rng](int count) { return int(rng() % unsigned(count)); };
    Case c;
    const int n = pick(4) == 0 ? pick(3) : pick(40);
    const int pool = pick(3) == 0 ? 0 : pick(10);
    const auto grade = [&]() -> double {
        switch (pick(12)) {
        case 0:
            return std::uniform_real_distribution<double>(0.0, 4.0)(rng);
        case 1:
            return -1.0;
        case 2:
            return pick(2) ? 60.0 : 1030.0;
        default:
            return pick(5);
        }
    };
    QList<double> grades(n);
    for (double &g : grades)
        g = grade();
    QList<double> unretrieved(pool);
    for (double &g : unretrieved)
        g = grade();
    c.ranking = Ranking::fromGrades(grades, unretrieved);

    Settings &s = c.settings;
    s.gain = Gain(pick(3));
    if (s.gain == Gain::Custom)
        s.gainMap = {{1.0, 3.0}, {2.0, 9.0}, {4.0, 4.5}};
    s.discount = Discount(pick(3));
    const double bases[] = {2.0, M_E, 3.0, 10.0};
    s.logBase = bases[pick(4)];
    s.cutoff = pick(3) == 0 ? 0 : 1 + pick(45);
    s.idealSource = IdealSource(pick(2));
    s.zeroIdcg = ZeroIdcg(pick(3));
    const double thresholds[] = {1.0, 2.0, 0.5};
    s.relevantFrom = thresholds[pick(3)];
    if (pick(3) == 0)
        s.maxGrade = 3.0;
    s.rbpPersistence = pick(2) ? 0.8 : 0.5;

    const int labelCount = std::size(awkwardLabels);
    switch (pick(4)) {
    case 0:
        break; // no labels
    case 1: // one per ranked item
        for (int i = 0; i < n; ++i)
            c.labels << awkwardLabels[pick(labelCount)];
        break;
    case 2: // fewer than the items
        for (int i = 0; i < n / 2; ++i)
            c.labels << awkwardLabels[pick(labelCount)];
        break;
    case 3: // the unretrieved items too, as eval --explain gives them
        for (int i = 0; i < n + pool; ++i)
            c.labels << awkwardLabels[pick(labelCount)] + QString::number(i);
        break;
    }
    return c;
}

// Accepts `accept` bytes, then refuses every write; counts the writes it was asked for.
class RefusingDevice : public QIODevice
{
public:
    explicit RefusingDevice(qint64 accept)
        : m_accept(accept)
    {
        open(QIODevice::WriteOnly);
    }
    int writes = 0;

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *, qint64 size) override
    {
        ++writes;
        if (size > m_accept)
            return -1;
        m_accept -= size;
        return size;
    }

private:
    qint64 m_accept;
};

} // namespace

void TestBreakdownFormatStream::sameAsWholeDocument_data()
{
    QTest::addColumn<unsigned>("seed");
    for (unsigned seed = 1; seed <= 400; ++seed)
        QTest::addRow("random case %u", seed) << seed;
}

void TestBreakdownFormatStream::sameAsWholeDocument()
{
    QFETCH(unsigned, seed);
    const Case c = randomCase(seed);
    const auto b = explain(c.ranking, c.settings);
    QVERIFY2(b.ok(), qPrintable(b.ok() ? QString() : b.error().message));
    for (const Format f : allFormats) {
        const QString streamed = formatBreakdown(*b, f, c.labels);
        const QString whole = referenceFormatBreakdown(*b, f, c.labels);
        if (streamed != whole) {
            qWarning("%s differs", formatName(f));
            QCOMPARE(streamed, whole);
        }
    }
}

void TestBreakdownFormatStream::sameBytesThroughADevice()
{
    // 20,000 positions and 2,000 unretrieved items with non-ASCII labels: the stream encodes
    // and writes its buffer many times over, cutting the text wherever its buffer fills.
    std::mt19937 rng(14);
    QList<double> grades(20000);
    for (double &g : grades)
        g = double(rng() % 5);
    QList<double> unretrieved(2000);
    for (double &g : unretrieved)
        g = double(rng() % 5);
    QList<QString> labels;
    for (qsizetype i = 0; i < grades.size() + unretrieved.size(); ++i)
        labels << awkwardLabels[i % std::size(awkwardLabels)] + QString::number(i);
    Settings s;
    s.cutoff = 10;
    const Breakdown b = explain(Ranking::fromGrades(grades, unretrieved), s).value();
    for (const Format f : allFormats) {
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QTextStream out(&buffer);
        writeBreakdown(out, b, f, labels);
        out.flush();
        QCOMPARE(out.status(), QTextStream::Ok);
        // The CLI printed the whole document through its QTextStream: the same encoder (a lone
        // surrogate becomes U+FFFD, where QString::toUtf8() would give '?').
        QByteArray expected;
        QBuffer whole(&expected);
        whole.open(QIODevice::WriteOnly);
        QTextStream wholeOut(&whole);
        wholeOut << referenceFormatBreakdown(b, f, labels);
        wholeOut.flush();
        if (bytes != expected) {
            qsizetype i = 0;
            while (i < bytes.size() && i < expected.size() && bytes[i] == expected[i])
                ++i;
            qWarning("%s differs at byte %lld: %s | %s", formatName(f), qint64(i),
                bytes.mid(i - 40, 80).toHex(' ').constData(),
                expected.mid(i - 40, 80).toHex(' ').constData());
            QCOMPARE(bytes, expected);
        }
    }
}

void TestBreakdownFormatStream::stopsWhenTheDeviceRefuses()
{
    // 200,000 positions print about 100 MB of JSON, thousands of buffer flushes; a device that
    // refuses bytes (a full disk) stops the writer at the first refused flush.
    QList<double> grades(200000, 1.0);
    const Breakdown b = explain(Ranking::fromGrades(grades), Settings {}).value();
    for (const qint64 accept : {qint64(0), qint64(100000)}) {
        for (const Format f : allFormats) {
            RefusingDevice device(accept);
            QTextStream out(&device);
            writeBreakdown(out, b, f);
            out.flush();
            QCOMPARE(out.status(), QTextStream::WriteFailed);
            // The writes that succeeded, the refused one, and the final flush's.
            QVERIFY2(device.writes <= accept / 16384 + 3,
                qPrintable(QStringLiteral("%1: %2 writes")
                               .arg(QLatin1String(formatName(f)))
                               .arg(device.writes)));
        }
    }
}

// A label such as "x%9y" was printed as "x1.0000y" in Markdown and LaTeX, and the row's NDCG cell
// as "%10": the NDCG was filled in by a second arg() call, which replaced the label's "%9".
void TestBreakdownFormatStream::labelWithPlaceholders()
{
    Ranking ranking;
    ranking.items = {Item {2.0, QStringLiteral("x%9y"), {}}, Item {0.0, QStringLiteral("%1"), {}}};
    Settings settings;
    settings.cutoff = 2;
    const Breakdown b = explain(ranking, settings).value();
    const QList<QString> labels {QStringLiteral("x%9y"), QStringLiteral("%1")};
    // Grades 2, 0 under 2^g - 1: gains 3, 0; DCG = IDCG = 3, NDCG@1 = NDCG@2 = 1.
    const QString markdown = formatBreakdown(b, Format::Markdown, labels);
    QVERIFY2(markdown.contains(QStringLiteral(
                 "| 1 | x%9y | 2 | 3.0000 | 1.0000 | 3.0000 | 3.0000 | 2 | 3.0000 | 1.0000 |")),
        qPrintable(markdown));
    QVERIFY2(markdown.contains(QStringLiteral("| 2 | %1 | 0 |")), qPrintable(markdown));
    const QString latex = formatBreakdown(b, Format::Latex, labels);
    QVERIFY2(latex.contains(QStringLiteral(
                 "1 & x\\%9y & 2 & 3.0000 & 1.0000 & 3.0000 & 3.0000 & 2 & 3.0000 & 1.0000 \\\\")),
        qPrintable(latex));
}

QTEST_APPLESS_MAIN(TestBreakdownFormatStream)
#include "tst_breakdownformat_stream.moc"
