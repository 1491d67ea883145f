// The JSON strategy reader (strategy_ckpt_config with .json), then the layout math over every
// layout it yields and the inspect report. A strategy that parses writes back as a fixed point.
#include "formats/strategy.h"
#include "fuzzcheck.h"
#include "strategycheck.h"

using namespace shardscope;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const fuzz::Scratch scratch;
    const std::string text(fuzz::asText(data, size));
    auto strategy = parseStrategyJson(text, "input.json");
    if (!strategy) {
        fuzz::checkError(strategy.error());
        return 0;
    }
    fuzz::checkStrategy(*strategy);

    const std::string once = serializeStrategyJson(*strategy);
    auto again = parseStrategyJson(once, "again.json");
    FUZZ_CHECK(again.ok());
    FUZZ_CHECK(again->layouts.size() == strategy->layouts.size());
    FUZZ_CHECK(serializeStrategyJson(*again) == once);

    const std::string proto = serializeStrategyProtobuf(*strategy);
    if (!strategy->layouts.empty() || !strategy->items.empty()) {
        auto fromProto = parseStrategyProtobuf(proto, "again.ckpt");
        FUZZ_CHECK(fromProto.ok());
    }

    fuzz::checkInspect(scratch.write("strategy.json", text));
    return 0;
}
