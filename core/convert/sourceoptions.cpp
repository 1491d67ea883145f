#include "sourceoptions.h"

namespace shardscope {

LoadOptions sourceLoadOptions(const PlanRequest& request) {
    LoadOptions options;
    options.strategyPath = request.srcStrategy;
    options.step = request.step;
    options.key = request.key;
    options.threads = request.options.threads;
    return options;
}

}  // namespace shardscope
