#pragma once

#include <nlohmann/json.hpp>

#include "conversionplan.h"

namespace shardscope {

// `plan --json` (docs/cli.md): per destination rank its sources, bytes and memory, the totals and
// every problem. Built here so the CLI, the MPI job and the GUI print the same object.
nlohmann::ordered_json planToJson(const ConversionPlan& plan);

// One plan problem: {"severity", "kind", "param", "rank"?, "message"}.
nlohmann::ordered_json planProblemToJson(const Issue& problem);

}  // namespace shardscope
