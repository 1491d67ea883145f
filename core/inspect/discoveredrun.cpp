#include "discoveredrun.h"

#include "../run/rundiscovery.h"

namespace shardscope {

Result<std::shared_ptr<const RunDocument>> discoverRun(const std::string& folder,
                                                       const LoadOptions& options) {
    auto run = discoverRunFolder(folder, stepChoiceOf(options));
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

StepChoice stepChoiceOf(const LoadOptions& options) {
    StepChoice choice;
    choice.step = options.step;
    choice.strategyPath = options.strategyPath;
    choice.verifyCrc = options.verifyCrc;
    choice.threads = options.threads;
    choice.key = options.key;
    return choice;
}

}  // namespace shardscope
