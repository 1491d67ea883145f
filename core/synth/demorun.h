#pragma once

#include <string>

#include "../util/result.h"

namespace shardscope {

// Writes the built-in demo: `shardscope-cli synth --preset tiny` (an 8-card GPT-2 style run,
// 2 pipeline stages x [dp 2, mp 2], with its strategies and logs). Deterministic.
Status writeDemoRun(const std::string& folder);

}  // namespace shardscope
