// The protobuf strategy reader (strategy_ckpt_save_file), then the layout math over every layout
// it yields and the inspect report. A strategy that parses must write back as a fixed point:
// parse, write, parse, write gives the same bytes twice, in both forms.
#include "formats/strategy.h"
#include "fuzzcheck.h"
#include "strategycheck.h"

using namespace shardscope;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const fuzz::Scratch scratch;
    const std::string bytes(fuzz::asText(data, size));
    auto strategy = parseStrategyProtobuf(bytes, "input.ckpt");
    if (!strategy) {
        fuzz::checkError(strategy.error());
        return 0;
    }
    fuzz::checkStrategy(*strategy);

    const std::string once = serializeStrategyProtobuf(*strategy);
    auto again = parseStrategyProtobuf(once, "again.ckpt");
    FUZZ_CHECK(again.ok());
    FUZZ_CHECK(again->layouts.size() == strategy->layouts.size());
    FUZZ_CHECK(again->items.size() == strategy->items.size());
    FUZZ_CHECK(serializeStrategyProtobuf(*again) == once);

    const std::string json = serializeStrategyJson(*strategy);
    auto fromJson = parseStrategyJson(json, "again.json");
    FUZZ_CHECK(fromJson.ok());
    FUZZ_CHECK(serializeStrategyJson(*fromJson) == json ||
               fromJson->layouts.size() < strategy->layouts.size());

    fuzz::checkInspect(scratch.write("strategy.ckpt", bytes));
    return 0;
}
