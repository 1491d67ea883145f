#pragma once

#include <memory>
#include <string>

#include "rundocument.h"

namespace shardscope {

// A run folder opened for a conversion that reads only the rank files it needs (a process of a
// distributed job, `convert --ranks`, or a run whose load failed): discovered as loadRunFolder
// discovers it (options' step, strategy and key; discoverRunFolder), nothing indexed (`files`
// empty) and no strategy read (`strategyPath` is the one named, if any). What the planner is
// handed when no run was loaded (PlanRequest::source); it opens each source it needs itself.
Result<std::shared_ptr<const RunDocument>> discoverRun(const std::string& folder,
                                                       const LoadOptions& options);

// The step choice of a load's options (its step, strategy, CRC check, threads and key): what
// loadRunFolder and discoverRun give discoverRunFolder alike.
StepChoice stepChoiceOf(const LoadOptions& options);

}  // namespace shardscope
