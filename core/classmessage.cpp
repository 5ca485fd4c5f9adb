// The students' messages (core/classsession.h): room codes, device ids, refusals, reading a
// message and a typed number. Qt Core alone (no lesson, no session), so that the fuzz target
// tests/fuzz/fuzz_classmessage.cpp links it with the few core files it needs.

#include "classsession.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <random>

namespace Ndcg::Class {

namespace {

const char roomAlphabet[] = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

LocalizedText pair(const QString &en, const QString &zh)
{
    return LocalizedText {en, zh};
}

// Control characters (C0, C1), bidirectional overrides and isolates, line and paragraph
// separators: nothing a nickname needs, everything that could disturb another page's text.
bool isForbiddenInName(char32_t c)
{
    if (c < 0x20 || (c >= 0x7f && c < 0xa0))
        return true;
    if ((c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) || c == 0x200e || c == 0x200f
        || c == 0x061c)
        return true;
    return c == 0x2028 || c == 0x2029;
}

} // namespace

// Room codes and device ids ---------------------------------------------------------------------

QString makeRoomCode(quint64 seed)
{
    std::mt19937_64 generator(seed);
    QString code;
    for (int i = 0; i < kRoomCodeLength; ++i)
        code += QLatin1Char(roomAlphabet[generator() % 32]);
    return code;
}

bool roomCodeMatches(const QString &typed, const QString &roomCode)
{
    if (roomCode.isEmpty() || typed.size() > 64)
        return false;
    return typed.trimmed().compare(roomCode, Qt::CaseInsensitive) == 0;
}

bool isValidDeviceId(const QString &device)
{
    if (device.size() < 16 || device.size() > 64)
        return false;
    return std::all_of(device.begin(), device.end(), [](QChar c) {
        const char16_t u = c.unicode();
        return (u >= 'A' && u <= 'Z') || (u >= 'a' && u <= 'z') || (u >= '0' && u <= '9')
            || u == '_' || u == '-';
    });
}

// Refusals --------------------------------------------------------------------------------------

QString refusalCode(Refusal refusal)
{
    switch (refusal) {
    case Refusal::None:
        return {};
    case Refusal::WrongRoom:
        return QStringLiteral("wrong-room");
    case Refusal::Full:
        return QStringLiteral("full");
    case Refusal::RateLimited:
        return QStringLiteral("rate");
    case Refusal::Malformed:
        return QStringLiteral("malformed");
    case Refusal::TooLong:
        return QStringLiteral("too-long");
    case Refusal::NotANumber:
        return QStringLiteral("not-a-number");
    case Refusal::NoChoice:
        return QStringLiteral("no-choice");
    case Refusal::NoQuestion:
        return QStringLiteral("no-question");
    case Refusal::Closed:
        return QStringLiteral("closed");
    case Refusal::Stale:
        return QStringLiteral("stale");
    case Refusal::BadName:
        return QStringLiteral("bad-name");
    case Refusal::UnknownDevice:
        return QStringLiteral("unknown-device");
    }
    return {};
}

// The page shows these to the student, in the browser's language: pairs of literals, as the
// lessons' question texts (the app's translator may be in the other language).
LocalizedText refusalMessage(Refusal refusal)
{
    switch (refusal) {
    case Refusal::None:
        return {};
    case Refusal::WrongRoom:
        return pair(QStringLiteral("That is not this class's room code: check the code on the "
                                   "projector."),
            QStringLiteral("房间代码不对：请核对投影上的代码。"));
    case Refusal::Full:
        return pair(QStringLiteral("The class is full (%1 devices).").arg(kMaxDevices),
            QStringLiteral("课堂已满（%1 台设备）。").arg(kMaxDevices));
    case Refusal::RateLimited:
        return pair(QStringLiteral("Too many messages: wait a moment, then send again."),
            QStringLiteral("发送太频繁：请稍等片刻再发送。"));
    case Refusal::Malformed:
        return pair(QStringLiteral("The message could not be read: reload the page."),
            QStringLiteral("无法读取这条消息：请重新加载页面。"));
    case Refusal::TooLong:
        return pair(
            QStringLiteral("Too long: an answer has at most %1 characters.").arg(kMaxAnswerChars),
            QStringLiteral("太长了：答案最多 %1 个字符。").arg(kMaxAnswerChars));
    case Refusal::NotANumber:
        return pair(QStringLiteral("Not a number: type a number such as 0.861."),
            QStringLiteral("不是数字：请输入一个数，例如 0.861。"));
    case Refusal::NoChoice:
        return pair(
            QStringLiteral("That choice does not exist."), QStringLiteral("没有这个选项。"));
    case Refusal::NoQuestion:
        return pair(
            QStringLiteral("No question is open now."), QStringLiteral("现在没有开放的问题。"));
    case Refusal::Closed:
        return pair(QStringLiteral("The teacher has closed this question."),
            QStringLiteral("老师已关闭这个问题。"));
    case Refusal::Stale:
        return pair(QStringLiteral("That question is over: answer the current one."),
            QStringLiteral("那个问题已经结束：请回答当前的问题。"));
    case Refusal::BadName:
        return pair(QStringLiteral("Choose a nickname of 1 to %1 characters, without control "
                                   "characters.")
                        .arg(kMaxNicknameChars),
            QStringLiteral("请取一个 1 到 %1 个字符的昵称，不含控制字符。").arg(kMaxNicknameChars));
    case Refusal::UnknownDevice:
        return pair(QStringLiteral("Join the class first."), QStringLiteral("请先加入课堂。"));
    }
    return {};
}

// Reading a student's message -------------------------------------------------------------------

std::optional<QString> checkedNickname(const QString &name)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return std::nullopt;
    const QList<uint> codePoints = trimmed.toUcs4();
    if (codePoints.size() > kMaxNicknameChars)
        return std::nullopt;
    for (const uint c : codePoints) {
        if (isForbiddenInName(char32_t(c)))
            return std::nullopt;
    }
    return trimmed;
}

std::variant<StudentMessage, Refusal> parseStudentMessage(const QByteArray &message)
{
    if (message.size() > kMaxMessageBytes)
        return Refusal::TooLong;
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(message, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return Refusal::Malformed;
    const QJsonObject o = document.object();
    const QJsonValue type = o.value(QLatin1String("type"));
    StudentMessage m;
    if (type == QLatin1String("join")) {
        m.type = StudentMessage::Type::Join;
        const QJsonValue room = o.value(QLatin1String("room"));
        const QJsonValue device = o.value(QLatin1String("device"));
        if (!room.isString() || !device.isString())
            return Refusal::Malformed;
        m.room = room.toString();
        m.device = device.toString();
        if (!isValidDeviceId(m.device))
            return Refusal::Malformed;
        if (o.contains(QLatin1String("name"))) {
            const QJsonValue name = o.value(QLatin1String("name"));
            if (!name.isString())
                return Refusal::Malformed;
            const auto checked = checkedNickname(name.toString());
            if (!checked)
                return Refusal::BadName;
            m.name = *checked;
        }
        return m;
    }
    if (type == QLatin1String("answer")) {
        m.type = StudentMessage::Type::Answer;
        const QJsonValue question = o.value(QLatin1String("question"));
        if (!question.isString() || question.toString().isEmpty())
            return Refusal::Malformed;
        m.question = question.toString();
        const bool hasValue = o.contains(QLatin1String("value"));
        const bool hasChoice = o.contains(QLatin1String("choice"));
        if (hasValue == hasChoice)
            return Refusal::Malformed;
        if (hasValue) {
            const QJsonValue value = o.value(QLatin1String("value"));
            if (!value.isString())
                return Refusal::Malformed;
            if (value.toString().size() > kMaxAnswerChars)
                return Refusal::TooLong;
            m.value = value.toString();
        } else {
            const QJsonValue choice = o.value(QLatin1String("choice"));
            if (!choice.isDouble())
                return Refusal::Malformed;
            const double c = choice.toDouble();
            if (!std::isfinite(c) || std::floor(c) != c)
                return Refusal::Malformed;
            if (c < 0.0 || c > 1e6) // never cast an out-of-range double
                return Refusal::NoChoice;
            m.choice = int(c);
        }
        return m;
    }
    return Refusal::Malformed;
}

std::optional<double> readAnswerNumber(const QString &text)
{
    if (text.size() > kMaxAnswerChars)
        return std::nullopt;
    QString s;
    s.reserve(text.size());
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u >= 0xff10 && u <= 0xff19) // full-width digits
            s += QChar(char16_t(u'0' + (u - 0xff10)));
        else if (u == 0xff0e || u == 0x3002) // full-width full stop, ideographic full stop
            s += QLatin1Char('.');
        else if (u == 0xff0c || u == 0x3001) // full-width comma, ideographic comma
            s += QLatin1Char(',');
        else if (u == 0xff05)
            s += QLatin1Char('%');
        else if (u == 0xff0d || u == 0x2212)
            s += QLatin1Char('-');
        else if (u == 0xff0b)
            s += QLatin1Char('+');
        else
            s += c;
    }
    s = s.trimmed();
    double scale = 1.0;
    if (s.endsWith(QLatin1Char('%'))) {
        s.chop(1);
        s = s.trimmed();
        scale = 0.01;
    }
    // A decimal comma ("0,861") when there is no point; "1,234.5" is refused, not guessed.
    if (s.count(QLatin1Char(',')) == 1 && !s.contains(QLatin1Char('.')))
        s.replace(QLatin1Char(','), QLatin1Char('.'));
    static const QRegularExpression number(
        QStringLiteral("^[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d{1,3})?$"));
    if (!number.match(s).hasMatch())
        return std::nullopt;
    bool ok = false;
    const double value = s.toDouble(&ok) * scale;
    if (!ok || !std::isfinite(value))
        return std::nullopt;
    return value;
}

} // namespace Ndcg::Class
