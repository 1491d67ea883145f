// MindFormers run configurations (YAML) as `fit --model CONFIG` and `fit --src RUN` read them:
// the settings reader, then what fit takes from them. A network read from a file has dimensions
// in range, so laying it out stays small.
#include "fit/fitconfig.h"
#include "formats/yamlsettings.h"
#include "fuzzcheck.h"

using namespace shardscope;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto yaml = parseYamlSettings(text, "run.yaml");
    if (!yaml) {
        fuzz::checkError(yaml.error());
        return 0;
    }
    for (const auto& [path, value] : yaml->values) {
        FUZZ_CHECK(path.find('\n') == std::string::npos && value.find('\n') == std::string::npos);
    }
    const FitConfig c = fitConfigFromYaml(*yaml, "run.yaml");
    if (c.network) {
        const NetworkDims& d = c.network->dims;
        FUZZ_CHECK(d.hidden >= 1 && d.hidden <= (int64_t{1} << 20));
        FUZZ_CHECK(d.layers >= 1 && d.layers <= 4096);
        FUZZ_CHECK(d.ffn >= 1 && d.ffn <= (int64_t{1} << 22));
        FUZZ_CHECK(c.networkWhy.empty());
    }
    return 0;
}
