#pragma once

#include "../inspect/rundocument.h"
#include "planner.h"

namespace shardscope {

// How a request's source run is opened (loadRunFolder, or discoverRun when only some of its
// rank files are read): its step, its strategy as named, its key and threads. Whoever starts
// from a path opens the run with these and hands it to the planner (PlanRequest::source).
LoadOptions sourceLoadOptions(const PlanRequest& request);

}  // namespace shardscope
