#include "demorun.h"

#include "synthrun.h"

namespace shardscope {

Status writeDemoRun(const std::string& folder) {
    auto config = synthPreset("tiny");
    if (!config) {
        return std::move(config).error();
    }
    SynthOptions options;
    options.force = true;  // the demo folder is ours: rewrite it in place
    auto written = writeSynthRun(folder, *config, options);
    if (!written) {
        return std::move(written).error();
    }
    return {};
}

}  // namespace shardscope
