// The class session (core/classsession.h): devices, the questions opened, their answers, the
// tally and the CSV. Messages are read in classmessage.cpp, mistakes diagnosed in
// classdiagnosis.cpp; docs/class.md tells the rules.

#include "classsession.h"

#include "classdiagnosis.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace Ndcg::Class {

namespace {

LocalizedText pair(const QString &en, const QString &zh)
{
    return LocalizedText {en, zh};
}

// A choice question's choices in English and Chinese, in answerQuestion()'s order (whose texts
// are in the app's language only).
QList<LocalizedText> localizedChoices(const Question &q, const QuestionAnswer &answer)
{
    QList<LocalizedText> choices;
    switch (q.kind) {
    case QuestionKind::BetterRanking:
        choices = {pair(QStringLiteral("A"), QStringLiteral("A")),
            pair(QStringLiteral("B"), QStringLiteral("B")),
            pair(QStringLiteral("the same"), QStringLiteral("一样好"))};
        break;
    case QuestionKind::BetterSystem:
        choices = {pair(QStringLiteral("A (bm25)"), QStringLiteral("A（bm25）")),
            pair(QStringLiteral("B (rerank)"), QStringLiteral("B（rerank）")),
            pair(QStringLiteral("no significant difference"), QStringLiteral("没有显著差异"))};
        break;
    case QuestionKind::BestSwap: {
        // "swap 2 ↔ 5" in whatever language: its two positions.
        static const QRegularExpression positions(QStringLiteral("(\\d+)\\D+(\\d+)"));
        for (const QString &choice : answer.choices) {
            const auto match = positions.match(choice);
            const QString i = match.captured(1);
            const QString j = match.captured(2);
            choices << pair(
                QStringLiteral("swap %1 ↔ %2").arg(i, j), QStringLiteral("交换 %1 ↔ %2").arg(i, j));
        }
        break;
    }
    case QuestionKind::WhichConvention:
    case QuestionKind::Predict:
        for (const QString &choice : answer.choices)
            choices << pair(choice, choice);
        break;
    }
    while (choices.size() > answer.choices.size())
        choices.removeLast();
    while (choices.size() < answer.choices.size())
        choices << pair(answer.choices.at(choices.size()), answer.choices.at(choices.size()));
    return choices;
}

struct Answer
{
    QString text; // a number as typed (trimmed)
    double value = 0.0;
    std::optional<int> choice;
    qint64 msAfterOpen = 0;
};

struct Device
{
    QString name;
    double tokens = kRateBurst;
    qint64 refilledAt = 0;
};

struct Opened
{
    int sceneIndex = 0;
    Scene scene;
    QuestionAnswer answer;
    StudentQuestion student;
    QList<LocalizedText> choices;
    qint64 openedAt = 0;
    bool revealed = false;
    QHash<QString, Answer> answers; // by device
    // The diagnoses of wrong numbers: prepared at the first one, then by value.
    mutable std::shared_ptr<const Diagnoser> diagnoser;
    mutable QHash<double, std::optional<Diagnosis>> diagnoses;

    bool isNumber() const { return student.number; }
    bool isRight(const Answer &a) const
    {
        if (isNumber())
            return isRightAnswer(*scene.question, answer, a.value);
        return a.choice && answer.correct.contains(*a.choice);
    }
    std::optional<Diagnosis> diagnosis(const Answer &a) const
    {
        if (!isNumber() || isRight(a))
            return std::nullopt;
        const auto found = diagnoses.constFind(a.value);
        if (found != diagnoses.cend())
            return *found;
        if (!diagnoser)
            diagnoser = std::make_shared<const Diagnoser>(scene);
        const auto d = diagnoser->diagnose(a.value);
        diagnoses.insert(a.value, d);
        return d;
    }
};

} // namespace

struct Session::Impl
{
    QHash<QString, Device> devices;
    QStringList joinOrder;
    QList<Opened> questions; // in the order opened
    int current = -1; // index in questions; -1: none
    QHash<int, int> openings; // per scene
    quint64 sequence = 0;

    Opened *currentQuestion() { return current < 0 ? nullptr : &questions[current]; }
    const Opened *currentQuestion() const { return current < 0 ? nullptr : &questions.at(current); }
};

Session::Session(QString roomCode, bool nicknames)
    : m_roomCode(std::move(roomCode))
    , m_nicknames(nicknames)
    , m_impl(std::make_unique<Impl>())
{ }

Session::~Session() = default;
Session::Session(Session &&) noexcept = default;
Session &Session::operator=(Session &&) noexcept = default;

Refusal Session::join(const QString &device, const QString &room, const QString &name, qint64 nowMs)
{
    if (!roomCodeMatches(room, m_roomCode))
        return Refusal::WrongRoom;
    if (!isValidDeviceId(device))
        return Refusal::Malformed;
    QString nickname;
    if (m_nicknames && !name.isEmpty()) {
        const auto checked = checkedNickname(name);
        if (!checked)
            return Refusal::BadName;
        nickname = *checked;
    }
    auto found = m_impl->devices.find(device);
    if (found == m_impl->devices.end()) {
        if (m_impl->devices.size() >= kMaxDevices)
            return Refusal::Full;
        Device d;
        d.refilledAt = nowMs;
        found = m_impl->devices.insert(device, d);
        m_impl->joinOrder << device;
    }
    if (!nickname.isEmpty())
        found->name = nickname;
    return Refusal::None;
}

Refusal Session::spend(const QString &device, qint64 nowMs)
{
    const auto found = m_impl->devices.find(device);
    if (found == m_impl->devices.end())
        return Refusal::UnknownDevice;
    Device &d = *found;
    const qint64 elapsed = std::max<qint64>(0, nowMs - d.refilledAt);
    d.tokens = std::min<double>(kRateBurst, d.tokens + double(elapsed) / kRateIntervalMs);
    d.refilledAt = std::max(d.refilledAt, nowMs);
    if (d.tokens < 1.0)
        return Refusal::RateLimited;
    d.tokens -= 1.0;
    return Refusal::None;
}

Refusal Session::answer(const StudentMessage &message, qint64 nowMs)
{
    if (!m_impl->devices.contains(message.device))
        return Refusal::UnknownDevice;
    Opened *q = m_impl->currentQuestion();
    if (!q)
        return Refusal::NoQuestion;
    if (message.question != q->student.id)
        return Refusal::Stale;
    if (!q->student.open)
        return Refusal::Closed;
    Answer a;
    a.msAfterOpen = std::max<qint64>(0, nowMs - q->openedAt);
    if (q->isNumber()) {
        if (!message.value)
            return Refusal::Malformed;
        if (message.value->size() > kMaxAnswerChars)
            return Refusal::TooLong;
        const auto value = readAnswerNumber(*message.value);
        if (!value)
            return Refusal::NotANumber;
        a.text = message.value->trimmed();
        a.value = *value;
    } else {
        if (!message.choice)
            return Refusal::Malformed;
        if (*message.choice < 0 || *message.choice >= q->choices.size())
            return Refusal::NoChoice;
        a.choice = message.choice;
    }
    q->answers.insert(message.device, a);
    ++m_impl->sequence;
    return Refusal::None;
}

bool Session::open(int sceneIndex, const Scene &scene, qint64 nowMs)
{
    if (!scene.question)
        return false;
    const auto answer = answerQuestion(scene);
    if (!answer)
        return false;
    if (scene.question->kind == QuestionKind::Predict && !answer->value)
        return false;
    if (Opened *previous = m_impl->currentQuestion())
        previous->student.open = false;
    Opened q;
    q.sceneIndex = sceneIndex;
    q.scene = scene;
    q.answer = *answer;
    q.openedAt = nowMs;
    const int opening = ++m_impl->openings[sceneIndex];
    q.student.id = QStringLiteral("s%1-%2").arg(sceneIndex + 1).arg(opening);
    q.student.number = scene.question->kind == QuestionKind::Predict;
    q.student.text = pair(
        questionText(scene, QStringLiteral("en")), questionText(scene, QStringLiteral("zh_CN")));
    if (!q.student.number) {
        q.choices = localizedChoices(*scene.question, *answer);
        q.student.choices = q.choices;
    }
    if (scene.question->kind == QuestionKind::WhichConvention)
        q.student.figure = answer->figure;
    q.student.open = true;
    m_impl->questions << q;
    m_impl->current = int(m_impl->questions.size()) - 1;
    return true;
}

void Session::close()
{
    if (Opened *q = m_impl->currentQuestion())
        q->student.open = false;
}

void Session::reveal()
{
    if (Opened *q = m_impl->currentQuestion()) {
        q->student.open = false;
        q->revealed = true;
    }
}

void Session::clear()
{
    close();
    m_impl->current = -1;
}

std::optional<StudentQuestion> Session::current() const
{
    if (const Opened *q = m_impl->currentQuestion())
        return q->student;
    return std::nullopt;
}

std::optional<std::variant<QString, int>> Session::yours(const QString &device) const
{
    const Opened *q = m_impl->currentQuestion();
    if (!q)
        return std::nullopt;
    const auto found = q->answers.constFind(device);
    if (found == q->answers.cend())
        return std::nullopt;
    // Built in place: GCC 12 at -O1 with the sanitizers warns "maybe uninitialized" about a
    // variant of a QString returned by value.
    std::optional<std::variant<QString, int>> answer;
    if (found->choice)
        answer.emplace(std::in_place_type<int>, *found->choice);
    else
        answer.emplace(std::in_place_type<QString>, found->text);
    return answer;
}

std::optional<Session::Result> Session::result(const QString &device) const
{
    const Opened *q = m_impl->currentQuestion();
    if (!q || !q->revealed || !m_impl->devices.contains(device))
        return std::nullopt;
    Result r;
    if (q->isNumber()) {
        r.answerText = q->answer.text;
        r.answer = pair(q->answer.text, q->answer.text);
    } else {
        QStringList en;
        QStringList zh;
        for (const int c : q->answer.correct) {
            en << q->choices.value(c).en;
            zh << q->choices.value(c).zhCN;
        }
        r.answerText = en.join(QStringLiteral(", "));
        r.answer = pair(r.answerText, zh.join(QStringLiteral("、")));
    }
    const auto found = q->answers.constFind(device);
    if (found != q->answers.cend()) {
        r.right = q->isRight(*found);
        r.diagnosis = q->diagnosis(*found);
    }
    return r;
}

int Session::deviceCount() const
{
    return int(m_impl->devices.size());
}

quint64 Session::sequence() const
{
    return m_impl->sequence;
}

namespace {

// A "nice" bin width: 1, 2, 2.5 or 5 times a power of ten, at least `raw`.
double niceWidth(double raw)
{
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double step : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (step * power >= raw * (1.0 - 1e-12))
            return step * power;
    }
    return 10.0 * power;
}

double quantile(const QList<double> &sorted, double p)
{
    if (sorted.isEmpty())
        return 0.0;
    const double at = p * double(sorted.size() - 1);
    const auto below = qsizetype(std::floor(at));
    const auto above = std::min(below + 1, sorted.size() - 1);
    return sorted.at(below) + (at - double(below)) * (sorted.at(above) - sorted.at(below));
}

// The histogram of a number question's answers (docs/class.md, "The reveal"): answers farther
// from the exact value than max(|exact|, 4 × the median distance, the least span) are counted apart
// (below / above); the rest and the exact value are covered by 8–16 bins of a nice width.
void fillBins(Tally &t, const QList<double> &values, double exact, double tolerance)
{
    // Beyond ±1e200 nothing is binned (and no sum or difference of two values overflows).
    constexpr double huge = 1e200;
    if (!(std::abs(exact) <= huge)) {
        for (const double v : values)
            ++(v < exact ? t.belowBins : t.aboveBins);
        return;
    }
    const double leastSpan = std::max(16.0 * tolerance, 1e-3 * std::max(1.0, std::abs(exact)));
    // The median distance from the exact value: robust to a few answers far off.
    QList<double> distances;
    for (const double v : values)
        distances << std::min(std::abs(v - exact), huge);
    std::sort(distances.begin(), distances.end());
    const double median = quantile(distances, 0.5);
    const double reach = std::min(std::max({std::abs(exact), 4.0 * median, leastSpan}), huge);
    double lo = exact;
    double hi = exact;
    QList<double> kept;
    for (const double v : values) {
        if (v < exact - reach)
            ++t.belowBins;
        else if (v > exact + reach)
            ++t.aboveBins;
        else {
            kept << v;
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
    }
    if (hi - lo < leastSpan) {
        const double middle = (lo + hi) / 2.0;
        lo = middle - leastSpan / 2.0;
        hi = middle + leastSpan / 2.0;
    }
    double width = niceWidth((hi - lo) / 12.0);
    double first = std::floor(lo / width);
    double count = std::max(1.0, std::ceil(hi / width - first));
    while (count > 16.0) {
        width = niceWidth(width * 1.01);
        first = std::floor(lo / width);
        count = std::max(1.0, std::ceil(hi / width - first));
    }
    // At least 8 bins: add them above, and below as long as they stay at or above 0 when every
    // value is (NDCG never shows a bin of negative numbers).
    bool below = false;
    while (count < 8.0) {
        if (below && (lo < 0.0 || (first - 1.0) * width >= 0.0))
            first -= 1.0;
        count += 1.0;
        below = !below;
    }
    // The edges are the decimals the axis shows: (first + i) × width computed in binary drifts off
    // them (12 × 0.05 = 0.6000000000000001, so an answer of 0.6 fell in the bin below). A nice
    // width is 1, 2, 2.5 or 5 × 10^e: scaled by 10^(1 − e) every edge is a whole number, and a
    // whole number divided by a power of ten is the double nearest to the decimal.
    const double scale = std::pow(10.0, std::max(0.0, 1.0 - std::floor(std::log10(width))));
    const auto edge = [&](double k) { return std::round(k * width * scale) / scale; };
    const int n = int(count);
    for (int i = 0; i < n; ++i) {
        HistogramBin bin;
        bin.from = edge(first + i);
        bin.to = edge(first + i + 1);
        t.bins << bin;
    }
    // The bin whose [from, to) holds v, as written (v / width can round across a boundary).
    const auto index = [&](double v) {
        int i = int(std::clamp(std::floor(v / width) - first, 0.0, count - 1.0));
        if (i > 0 && v < t.bins.at(i).from)
            --i;
        else if (i + 1 < n && v >= t.bins.at(i).to)
            ++i;
        return i;
    };
    for (const double v : std::as_const(kept))
        ++t.bins[index(v)].count;
    t.bins[index(exact)].holdsExact = true;
}

} // namespace

Tally Session::tally() const
{
    Tally t;
    t.devices = deviceCount();
    t.sequence = m_impl->sequence;
    const Opened *q = m_impl->currentQuestion();
    if (!q)
        return t;
    t.questionId = q->student.id;
    t.scene = q->sceneIndex;
    t.number = q->isNumber();
    t.open = q->student.open;
    t.revealed = q->revealed;
    t.answered = int(q->answers.size());
    if (!q->revealed)
        return t;
    if (t.number) {
        t.exact = q->answer.value;
        t.tolerance = q->scene.question->tolerance;
        QList<double> values;
        QHash<QString, DiagnosisCount> byKey;
        for (const QString &device : std::as_const(m_impl->joinOrder)) {
            const auto found = q->answers.constFind(device);
            if (found == q->answers.cend())
                continue;
            values << found->value;
            if (q->isRight(*found)) {
                ++t.withinTolerance;
                continue;
            }
            const auto d = q->diagnosis(*found);
            if (!d) {
                ++t.unexplained;
                continue;
            }
            DiagnosisCount &c = byKey[d->key];
            c.diagnosis = *d;
            ++c.count;
        }
        t.diagnoses = byKey.values();
        std::sort(t.diagnoses.begin(), t.diagnoses.end(),
            [](const DiagnosisCount &a, const DiagnosisCount &b) {
                return a.count != b.count ? a.count > b.count : a.diagnosis.key < b.diagnosis.key;
            });
        fillBins(t, values, *t.exact, t.tolerance);
    } else {
        t.choices = q->choices;
        t.correct = q->answer.correct;
        t.choiceCounts = QList<int>(q->choices.size(), 0);
        for (const Answer &a : q->answers) {
            if (a.choice && *a.choice >= 0 && *a.choice < t.choiceCounts.size()) {
                ++t.choiceCounts[*a.choice];
                if (q->isRight(a))
                    ++t.withinTolerance;
            }
        }
    }
    return t;
}

QList<AnswerRecord> Session::records() const
{
    QList<AnswerRecord> records;
    for (const Opened &q : std::as_const(m_impl->questions)) {
        for (const QString &device : std::as_const(m_impl->joinOrder)) {
            const auto found = q.answers.constFind(device);
            if (found == q.answers.cend())
                continue;
            AnswerRecord r;
            r.scene = q.sceneIndex;
            r.questionId = q.student.id;
            r.question = q.student.text;
            r.device = device;
            if (m_nicknames)
                r.nickname = m_impl->devices.value(device).name;
            r.answer = found->choice ? q.choices.value(*found->choice).en : found->text;
            r.right = q.isRight(*found);
            r.diagnosis = q.diagnosis(*found);
            r.msAfterOpen = found->msAfterOpen;
            records << r;
        }
    }
    return records;
}

// The app's messages -----------------------------------------------------------------------------

namespace {

QJsonObject localizedJson(const LocalizedText &text)
{
    return QJsonObject {{QStringLiteral("en"), text.en}, {QStringLiteral("zh"), text.zhCN}};
}

// The device's answer to the question: its text, its choice, or null.
QJsonValue yoursJson(const Opened *q, const QString &device)
{
    if (!q)
        return QJsonValue::Null;
    const auto found = q->answers.constFind(device);
    if (found == q->answers.cend())
        return QJsonValue::Null;
    if (found->choice)
        return *found->choice;
    return found->text;
}

QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

} // namespace

QByteArray welcomeMessage(bool nicknames)
{
    return compact(QJsonObject {{QStringLiteral("type"), QStringLiteral("welcome")},
        {QStringLiteral("nicknames"), nicknames}});
}

QByteArray refusedMessage(Refusal refusal)
{
    return compact(QJsonObject {{QStringLiteral("type"), QStringLiteral("refused")},
        {QStringLiteral("reason"), refusalCode(refusal)},
        {QStringLiteral("message"), localizedJson(refusalMessage(refusal))}});
}

QByteArray Session::questionMessage(const QString &device) const
{
    const auto q = current();
    if (!q)
        return compact(QJsonObject {{QStringLiteral("type"), QStringLiteral("wait")}});
    QJsonArray choices;
    for (const LocalizedText &c : q->choices)
        choices.append(localizedJson(c));
    return compact(QJsonObject {{QStringLiteral("type"), QStringLiteral("question")},
        {QStringLiteral("id"), q->id},
        {QStringLiteral("kind"), q->number ? QStringLiteral("number") : QStringLiteral("choice")},
        {QStringLiteral("text"), localizedJson(q->text)}, {QStringLiteral("choices"), choices},
        {QStringLiteral("figure"), q->figure}, {QStringLiteral("open"), q->open},
        {QStringLiteral("yours"), yoursJson(m_impl->currentQuestion(), device)}});
}

QByteArray Session::ackMessage(const QString &device) const
{
    const auto q = current();
    return compact(QJsonObject {{QStringLiteral("type"), QStringLiteral("ack")},
        {QStringLiteral("question"), q ? q->id : QString()},
        {QStringLiteral("yours"), yoursJson(m_impl->currentQuestion(), device)},
        {QStringLiteral("seq"), qint64(m_impl->sequence)}});
}

QByteArray Session::resultMessage(const QString &device) const
{
    const auto r = result(device);
    const auto q = current();
    if (!r || !q)
        return {};
    return compact(QJsonObject {{QStringLiteral("type"), QStringLiteral("result")},
        {QStringLiteral("question"), q->id},
        {QStringLiteral("answer"),
            q->number ? QJsonValue(r->answerText) : QJsonValue(localizedJson(r->answer))},
        {QStringLiteral("right"), r->right},
        {QStringLiteral("yours"), yoursJson(m_impl->currentQuestion(), device)},
        {QStringLiteral("diagnosis"),
            r->diagnosis ? QJsonValue(localizedJson(r->diagnosis->text)) : QJsonValue::Null}});
}

namespace {

// RFC 4180: a cell with a comma, a quote or a line break is quoted, its quotes doubled. A cell
// a spreadsheet would read as a formula (= + - @, a tab or a carriage return first) gets a ' in
// front (OWASP's CSV injection advice): an answer is whatever a student typed.
QString csvCell(QString text)
{
    static const QString formulaStarts = QStringLiteral("=+-@\t\r");
    if (!text.isEmpty() && formulaStarts.contains(text.front()))
        text.prepend(QLatin1Char('\''));
    if (text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"'))
        || text.contains(QLatin1Char('\n')) || text.contains(QLatin1Char('\r'))) {
        text.replace(QLatin1String("\""), QLatin1String("\"\""));
        text = QLatin1Char('"') + text + QLatin1Char('"');
    }
    return text;
}

} // namespace

QString answersCsv(const QList<AnswerRecord> &records, bool nicknames, const QString &language)
{
    const QString crlf = QStringLiteral("\r\n");
    QString csv = QStringLiteral("scene,question,answer,right,diagnosis,seconds");
    if (nicknames)
        csv += QStringLiteral(",nickname");
    csv += crlf;
    for (const AnswerRecord &r : records) {
        QStringList cells {QString::number(r.scene + 1), csvCell(r.question.text(language)),
            csvCell(r.answer), r.right ? QStringLiteral("yes") : QStringLiteral("no"),
            csvCell(r.diagnosis ? r.diagnosis->text.text(language) : QString()),
            QString::number(double(std::max<qint64>(0, r.msAfterOpen)) / 1000.0, 'f', 1)};
        if (nicknames)
            cells << csvCell(r.nickname);
        csv += cells.join(QLatin1Char(',')) + crlf;
    }
    return csv;
}

} // namespace Ndcg::Class
