// The history's name parser: checkpoint file names (one per line of the input) and
// fault-tolerance folder names, then the per-folder clash rule over all names that parsed. A
// name that parses has sane numbers, and its stem, saved again in the same format, parses back
// to the same epoch, step and kind.
#include <string>
#include <vector>

#include "fuzzcheck.h"
#include "history/savedname.h"

using namespace shardscope;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view text = fuzz::asText(data, size);
    std::vector<SavedName> names;
    size_t start = 0;
    while (start <= text.size()) {
        size_t end = text.find('\n', start);
        if (end == std::string_view::npos) {
            end = text.size();
        }
        const std::string_view line = text.substr(start, end - start);
        start = end + 1;
        if (const auto folder = parseFaultToleranceFolder(line)) {
            FUZZ_CHECK(folder->globalStep >= 0);
        }
        const auto name = parseSavedName(line);
        if (!name) {
            continue;
        }
        FUZZ_CHECK(name->epoch >= -1 && name->step >= 0);
        FUZZ_CHECK(name->nameRank >= -1 && name->clash >= 0);
        FUZZ_CHECK(name->temporary || name->format == "ckpt" || name->format == "safetensors");
        const std::string stem = name->stem();
        FUZZ_CHECK(!stem.empty());
        if (!name->temporary) {
            const auto again = parseSavedName(stem + "." + name->format);
            FUZZ_CHECK(again.has_value());
            FUZZ_CHECK(again->epoch == name->epoch && again->step == name->step);
            FUZZ_CHECK(again->kind == name->kind || name->kind == SaveKind::FaultTolerance);
        }
        names.push_back(*name);
    }
    resolveClashes(names);
    for (const SavedName& n : names) {
        FUZZ_CHECK(n.clash >= 0);
        FUZZ_CHECK(!n.stem().empty());
    }
    return 0;
}
