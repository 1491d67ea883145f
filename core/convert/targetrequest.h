#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "../inspect/rundocument.h"
#include "strategysimulator.h"

namespace shardscope {

// What a conversion is planned towards: a simulated strategy (a spec over the source's) or a
// strategy file the user chose.
struct TargetRequest {
    bool simulate = false;
    SimulationSpec spec;
    std::string strategyPath;  // when not simulating: a file or a folder of per-stage files
    std::string label;         // names the target in the views ("simulated: dp=1,mp=4")
    // Join the target with the source's shapes and dtypes as a run without files
    // (PreparedTarget::targetRun), which the views draw; the CLI plans and fits without it.
    bool withRun = true;
};

// The destination, ready to plan and to draw: loaded or simulated, held in memory for the
// planner (PlanRequest::dstHeld), and joined with the source's shapes and dtypes as a run
// without files.
struct PreparedTarget {
    std::optional<SimulationResult> simulation;  // its strategy moved into `strategy`
    // Null when nothing is chosen; a simulation that merges to one card holds its one-card
    // strategy here, but plans without a destination strategy (planTarget()).
    std::shared_ptr<const Strategy> strategy;
    std::string strategyPath;     // the loaded target's file or folder; empty when simulated
    bool mergesToOne = false;     // the simulation merges into one checkpoint
    std::vector<Issue> problems;  // the simulation's; blocking ones stop the plan
    std::optional<Error> error;   // the strategy could not be loaded, simulated or written
    std::shared_ptr<const RunDocument> targetRun;  // null unless TargetRequest::withRun

    bool blocked() const;
    // What a plan gives as PlanRequest::dstHeld: null when merging to one card.
    std::shared_ptr<const Strategy> planTarget() const;
};

// Everything done before planning (the Migration tab, off the GUI thread; `plan`, `convert` and
// `fit` from a run): loading or simulating the destination strategy, the target run.
PreparedTarget prepareTarget(const RunDocument& source, const TargetRequest& request);

}  // namespace shardscope
