#pragma once

#include "convert/planner.h"
#include "convert/sourceoptions.h"
#include "inspect/discoveredrun.h"

namespace shardscope::test {

// What a command that starts from a path does: the request's source run opened from its
// srcFolder (discoverRun, with the request's step, strategy and key) unless the request holds
// one already, then planned.
inline Result<ConversionPlan> planFromPath(PlanRequest request) {
    if (!request.source) {
        auto run = discoverRun(request.srcFolder, sourceLoadOptions(request));
        if (!run) {
            return std::move(run).error();
        }
        request.source = std::move(*run);
    }
    return planConversion(request);
}

}  // namespace shardscope::test
