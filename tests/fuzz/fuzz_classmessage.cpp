// libFuzzer target for the class's message reader (core/classmessage.cpp): whatever a student's
// browser (or anyone on the network) sends, parseStudentMessage() gives a message or a refusal,
// never a crash, and a message it gives keeps every limit; readAnswerNumber() of any text is a
// finite number or nothing.
//
// Built and run by tests/fuzz/run-fuzzers (fuzz_classmessage), seeded with a few messages of
// the protocol.

#include "classsession.h"

#include <cmath>
#include <cstddef>
#include <cstdint>

using namespace Ndcg::Class;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto read = parseStudentMessage(bytes);
    if (const auto *m = std::get_if<StudentMessage>(&read)) {
        if (bytes.size() > kMaxMessageBytes)
            __builtin_trap();
        if (m->type == StudentMessage::Type::Join) {
            if (!isValidDeviceId(m->device) || m->name.toUcs4().size() > kMaxNicknameChars)
                __builtin_trap();
        } else {
            if (m->value.has_value() == m->choice.has_value() || m->question.isEmpty())
                __builtin_trap();
            if (m->value && m->value->size() > kMaxAnswerChars)
                __builtin_trap();
            if (m->choice && *m->choice < 0)
                __builtin_trap();
        }
    }
    const auto number = readAnswerNumber(QString::fromUtf8(bytes));
    if (number && !std::isfinite(*number))
        __builtin_trap();
    return 0;
}
