#pragma once

// The class answers (issue 23): students answer the playing lesson's question on their own
// phones; the projector shows how many have answered, and after the teacher's reveal the
// distribution, the exact value, the share within the tolerance and the mistakes behind the
// wrong answers. This is the pure part (Qt Core only, no network, no clock of its own: every
// call is given the time): the room, the devices, the answers, the limits, the tally, the
// messages' text and the CSV. The server (class/, Qt HttpServer + WebSockets) carries the
// messages; the window (ui/class/) shows the tally.
//
// The protocol (one JSON object per WebSocket text message; UTF-8; at most kMaxMessageBytes):
//   student → app
//     {"type":"join","room":"K7PM2Q","device":"<16–64 of [A-Za-z0-9_-]>","name":"Mei"}
//         "name" only when the teacher asked for nicknames (ignored otherwise); the device id
//         is made by the page once and kept in the browser (localStorage), so a reconnect is
//         the same device with the same answers.
//     {"type":"answer","question":"<id>","value":"0.861"}     a number question
//     {"type":"answer","question":"<id>","choice":1}          a choice question (0-based)
//   app → student
//     {"type":"welcome","nicknames":false}                    after a join admitted
//     {"type":"refused","reason":"wrong-room|full|rate|malformed|too-long|not-a-number|
//         no-choice|no-question|closed|stale|bad-name|unknown-device","message":{"en":…,"zh":…}}
//     {"type":"question","id":"<id>","kind":"number"|"choice","text":{"en":…,"zh":…},
//         "choices":[{"en":…,"zh":…},…],"figure":"0.8607","open":true,"yours":"0.861"|1|null}
//         sent at a join (the current question, or {"type":"wait"} when there is none), when
//         the teacher opens a question, and when it closes ("open":false)
//     {"type":"wait"}                                         no question now
//     {"type":"ack","question":"<id>","yours":"0.861"|1,"seq":1234}
//     {"type":"result","question":"<id>","answer":"0.86455"|{"en":…,"zh":…},"right":true,
//         "yours":…,"diagnosis":{"en":…,"zh":…}|null}        to each device at the reveal
// A question's answer is never sent before the reveal. No message of the app carries HTML: the
// page sets every text with textContent.

#include "lesson.h"

#include <QHash>
#include <QList>
#include <QString>

#include <memory>
#include <optional>
#include <variant>

namespace Ndcg::Class {

inline constexpr int kMaxDevices = 500;
inline constexpr int kMaxNicknameChars = 24; // after trimming; control characters refused
inline constexpr int kMaxAnswerChars = 32; // a number's text
inline constexpr int kMaxMessageBytes = 1024; // one message from a student
inline constexpr int kRoomCodeLength = 6;
// Per device, a token bucket: kRateBurst messages at once, then one per kRateIntervalMs.
// A device sending 50 a second has most refused ("rate"); its earlier answer stays.
inline constexpr int kRateBurst = 5;
inline constexpr int kRateIntervalMs = 200;

// Six characters of "ABCDEFGHJKLMNPQRSTUVWXYZ23456789" (no 0/O, 1/I), drawn from `seed`
// (mt19937_64). The server seeds it from QRandomGenerator::system().
QString makeRoomCode(quint64 seed);
// Case-insensitive, surrounding spaces ignored: "k7pm2q " is K7PM2Q.
bool roomCodeMatches(const QString &typed, const QString &roomCode);
bool isValidDeviceId(const QString &device);
// A nickname as the session keeps it: trimmed; nullopt when empty, over kMaxNicknameChars
// characters (code points), or with a control character, a bidirectional override or isolate,
// or a line or paragraph separator.
std::optional<QString> checkedNickname(const QString &name);

// Why a student's message was not taken. The code is the protocol's "reason".
enum class Refusal {
    None,
    WrongRoom, // "wrong-room"
    Full, // "full": kMaxDevices devices already joined
    RateLimited, // "rate"
    Malformed, // "malformed": not JSON, not an object, a field of the wrong type, unknown type
    TooLong, // "too-long": a message over kMaxMessageBytes, a value over kMaxAnswerChars
    NotANumber, // "not-a-number": the value does not read as a finite number
    NoChoice, // "no-choice": a choice out of range
    NoQuestion, // "no-question": no question is open
    Closed, // "closed": the teacher closed the question
    Stale, // "stale": an answer to a question other than the current one
    BadName, // "bad-name": an empty, too long, or control-character nickname
    UnknownDevice, // "unknown-device": an answer before a join
};
QString refusalCode(Refusal refusal);
LocalizedText refusalMessage(Refusal refusal); // one sentence, English and Chinese

// A student's message, read (parseStudentMessage) with every limit checked.
struct StudentMessage
{
    enum class Type { Join, Answer } type = Type::Join;
    QString room; // join
    QString device; // join
    QString name; // join; empty without nicknames
    QString question; // answer
    std::optional<QString> value; // answer to a number question: the text as typed
    std::optional<int> choice; // answer to a choice question
};
// Refusal::Malformed / TooLong / BadName on a bad message (never throws, never crashes: it is
// fuzzed).
std::variant<StudentMessage, Refusal> parseStudentMessage(const QByteArray &message);

// "0.861", "0,861", "86.1%", full-width digits ("０．８６１"), surrounding spaces: the number;
// nullopt for anything else (and for inf/nan, or more than kMaxAnswerChars).
std::optional<double> readAnswerNumber(const QString &text);

// What a student's page shows of a question: never its answer.
struct StudentQuestion
{
    QString id; // "s<scene>-<opening>": another opening of the same scene is another question
    bool number = true; // a number field, or the choices
    LocalizedText text; // questionText() in English and Chinese
    QList<LocalizedText> choices; // a choice question's choices
    QString figure; // WhichConvention's figure, else empty
    bool open = true;
};

// The mistake a wrong number most likely comes from, named for the room: "linear gain instead
// of exponential", "the ideal from the list: the judged items it did not return left out",
// "log base 10 … / no discount / the position before". `key` groups equal diagnoses.
struct Diagnosis
{
    QString key;
    LocalizedText text;
    friend bool operator==(const Diagnosis &, const Diagnosis &) = default;
};
// For a Predict question: the first convention or slip (in a fixed, documented order) whose
// value is within the question's tolerance of `value`; nullopt when none explains it (or the
// answer is right). Uses the claim finder for NDCG/DCG/IDCG.
std::optional<Diagnosis> diagnoseAnswer(const Scene &scene, double value);

struct HistogramBin
{
    double from = 0.0; // [from, to); the last bin includes `to`
    double to = 0.0;
    int count = 0;
    bool holdsExact = false;
};
struct DiagnosisCount
{
    Diagnosis diagnosis;
    int count = 0;
};

// What the projector may show. Before the reveal only the counts are filled (the session never
// hands out the distribution earlier).
struct Tally
{
    QString questionId; // empty: no question
    int scene = -1;
    bool number = true;
    bool open = false;
    bool revealed = false;
    int devices = 0; // joined (connected or not)
    int answered = 0; // devices with an answer to this question
    quint64 sequence = 0; // answers taken so far in the session (each ack's "seq")
    // Filled once revealed:
    std::optional<double> exact; // a number question's answer
    double tolerance = 0.0;
    int withinTolerance = 0; // right answers (numbers) or right choices
    QList<HistogramBin> bins; // numbers: 8–16 bins over the answers and the exact value
    int belowBins = 0; // numbers outside the bins' range (far off), counted apart
    int aboveBins = 0;
    QList<LocalizedText> choices; // choices: the choices and how many chose each
    QList<int> choiceCounts;
    QList<int> correct; // the right choices
    QList<DiagnosisCount> diagnoses; // most frequent first; ties in key order
    int unexplained = 0; // wrong numbers no diagnosis explains
};

// One answer as exported.
struct AnswerRecord
{
    int scene = 0; // 0-based; the CSV writes it 1-based
    QString questionId;
    LocalizedText question;
    QString device; // never exported; identifies a device's one answer
    QString nickname; // empty unless nicknames were asked for
    QString answer; // as typed, or the choice's text (English)
    bool right = false;
    std::optional<Diagnosis> diagnosis;
    qint64 msAfterOpen = 0; // when the (last) answer came, after the question opened
};

// One class session: the room, its devices and every answer of the lesson so far. Not
// thread-safe: the server calls it from its own thread only.
class Session
{
public:
    Session(QString roomCode, bool nicknames);
    ~Session();
    Session(Session &&) noexcept;
    Session &operator=(Session &&) noexcept;

    QString roomCode() const { return m_roomCode; }
    bool nicknames() const { return m_nicknames; }

    // Student side. `nowMs`: a monotonic clock in milliseconds (rate limits, answer times).
    // A join of a known device (a reconnect) is admitted even when the room is full and keeps
    // its answers; a new nickname replaces the old.
    Refusal join(const QString &device, const QString &room, const QString &name, qint64 nowMs);
    // Takes or replaces the device's answer to the open question.
    Refusal answer(const StudentMessage &message, qint64 nowMs);
    // The rate limit alone (the server calls it for every message of a joined device, before
    // reading it): RateLimited or None, and it takes a token.
    Refusal spend(const QString &device, qint64 nowMs);

    // Teacher side (the app only; nothing of it is reachable from the network).
    // A scene's question, opened: a new question id; the previous question is closed. False
    // (and nothing opened) when the scene has no question or its answer is undefined.
    bool open(int sceneIndex, const Scene &scene, qint64 nowMs);
    void close(); // answers no longer taken; the current question stays
    void reveal(); // closes, and the tally holds the distribution
    void clear(); // no current question (a scene without one)

    std::optional<StudentQuestion> current() const;
    // The device's answer to the current question: its text or its choice; nullopt: none.
    std::optional<std::variant<QString, int>> yours(const QString &device) const;
    // After reveal(): what the device is told (right, the answer, its diagnosis).
    struct Result
    {
        bool right = false;
        QString answerText; // "0.86455" or the right choice's English text
        LocalizedText answer;
        std::optional<Diagnosis> diagnosis;
    };
    std::optional<Result> result(const QString &device) const;

    // The app's messages to a device (the protocol above), compact JSON, every text plain:
    // the current question with the device's answer, or {"type":"wait"}; the ack of the answer
    // just taken (with sequence()); the result after the reveal (empty before it).
    QByteArray questionMessage(const QString &device) const;
    QByteArray ackMessage(const QString &device) const;
    QByteArray resultMessage(const QString &device) const;

    Tally tally() const;
    int deviceCount() const;
    // Answers taken so far in the session: the "seq" of the ack of the answer just taken.
    quint64 sequence() const;
    // Every answer of every question of the session, in the order questions were opened, then
    // devices in the order they joined.
    QList<AnswerRecord> records() const;

private:
    QString m_roomCode;
    bool m_nicknames = false;
    struct Impl; // the implementation's to shape
    std::unique_ptr<Impl> m_impl;
};

// {"type":"welcome","nicknames":…} and {"type":"refused","reason":…,"message":{"en":…,"zh":…}}.
QByteArray welcomeMessage(bool nicknames);
QByteArray refusedMessage(Refusal refusal);

// The CSV of a session's answers: a header line, then one line per answer (RFC 4180 quoting;
// a cell starting with = + - @ is prefixed with ' so that a spreadsheet does not run it):
//   scene,question,answer,right,diagnosis,seconds[,nickname]
// "question" in `language`'s text, "diagnosis" likewise, "seconds" after the question opened
// with one decimal. The nickname column only when the session asked for nicknames.
QString answersCsv(const QList<AnswerRecord> &records, bool nicknames, const QString &language);

} // namespace Ndcg::Class
