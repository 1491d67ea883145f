#include "discoveredrun.h"

#include "../run/rundiscovery.h"

namespace shardscope {

Result<std::shared_ptr<const RunDocument>> discoverRun(const std::string& folder,
                                                       const LoadOptions& options) {
    StepChoice choice;
    choice.step = options.step;
    choice.strategyPath = options.strategyPath;
    choice.threads = options.threads;
    choice.key = options.key;
    auto run = discoverRunFolder(folder, choice);
    if (!run) {
        return std::move(run).error();
    }
    auto document = std::make_shared<RunDocument>();
    document->path = folder;
    document->key = options.key;
    document->strategyPath = options.strategyPath;
    document->run = std::move(*run);
    document->issues = document->run.issues;
    return std::shared_ptr<const RunDocument>(std::move(document));
}

}  // namespace shardscope
