#pragma once

#include <string>

#include "../util/result.h"

namespace shardscope {

// Writes the built-in demo: a small 2-stage x 2x2 (data x model parallel) GPT-style run, with
// per-rank checkpoints in rank_<N>/ and the merged strategy file beside them. Deterministic.
Status writeDemoRun(const std::string& folder);

}  // namespace shardscope
