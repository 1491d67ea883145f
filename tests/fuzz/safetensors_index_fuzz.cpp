// A safetensors set's index JSON (MindSpore's param_name_map.json, Hugging Face's
// model.safetensors.index.json) beside two small valid files, opened as the program opens it:
// every parameter where the index says, none twice, byte ranges inside each file.
#include "checkpointcheck.h"
#include "formats/safetensorsheader.h"
#include "formats/safetensorsset.h"

using namespace shardscope;

namespace {

// A valid file holding F32 tensors of `count` elements each, values 0, 1, 2...
std::string safetensorsFile(const std::vector<std::string>& names, int count) {
    std::vector<SafetensorsTensorSpec> specs;
    std::string data;
    for (const std::string& name : names) {
        specs.push_back({name, "F32", {count}, static_cast<uint64_t>(count) * 4});
        for (int i = 0; i < count; ++i) {
            const float v = static_cast<float>(i);
            data.append(reinterpret_cast<const char*>(&v), sizeof v);
        }
    }
    return encodeSafetensorsHeader(specs, mindsporeSafetensorsMetadata()) + data;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const fuzz::Scratch scratch;
    static const bool files = [] {
        scratch.write("part-1.safetensors", safetensorsFile({"a.weight", "a.bias"}, 4));
        scratch.write("part-2.safetensors", safetensorsFile({"b.weight"}, 6));
        return true;
    }();
    (void)files;
    const std::string path =
        scratch.write("model.safetensors.index.json", fuzz::asText(data, size));
    auto set = readSafetensorsSet(path);
    if (!set) {
        fuzz::checkError(set.error());
        return 0;
    }
    FUZZ_CHECK(!set->files.empty());
    for (const auto& [param, file] : set->weightMap) {
        FUZZ_CHECK(!file.empty() && file.find('/') == std::string::npos);
    }
    fuzz::checkOpened(path);
    fuzz::checkReport(path);
    return 0;
}
