// The per-stage merge (merge_pipeline_strategys): the input is cut into stage files at each
// "\n--stage--\n", written as *.ckpt (first byte even) or *.json (odd) into an empty folder, and
// merged. A merged strategy's layouts all carry a stage, and it writes back as a fixed point.
#include <string_view>

#include "formats/strategy.h"
#include "fuzzcheck.h"
#include "strategycheck.h"

using namespace shardscope;

namespace {

constexpr std::string_view kSeparator = "\n--stage--\n";
constexpr size_t kMaxFiles = 8;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const fuzz::Scratch scratch;
    if (size == 0) {
        return 0;
    }
    const bool json = (data[0] & 1) != 0;
    std::string_view rest = fuzz::asText(data + 1, size - 1);
    scratch.clear();
    for (size_t i = 0; i < kMaxFiles && !rest.empty(); ++i) {
        const size_t cut = rest.find(kSeparator);
        const std::string_view piece = rest.substr(0, cut);
        scratch.write("stage_" + std::to_string(i) + (json ? ".json" : ".ckpt"), piece);
        rest = cut == std::string_view::npos ? std::string_view()
                                             : rest.substr(cut + kSeparator.size());
    }
    auto merged = mergeStrategyFolder(scratch.path());
    if (!merged) {
        fuzz::checkError(merged.error());
        return 0;
    }
    FUZZ_CHECK(merged->merged);
    fuzz::checkStrategy(*merged);
    const std::vector<int> stages = merged->stages();
    for (size_t i = 0; i < stages.size(); ++i) {
        FUZZ_CHECK(stages[i] == static_cast<int>(i));  // MindSpore wants exactly 0..n-1
    }
    const std::string once = serializeStrategyProtobuf(*merged);
    auto again = parseStrategyProtobuf(once, "merged.ckpt");
    FUZZ_CHECK(again.ok());
    FUZZ_CHECK(again->layouts.size() == merged->layouts.size());
    FUZZ_CHECK(serializeStrategyProtobuf(*again) == once);
    fuzz::checkInspect(scratch.path());
    return 0;
}
