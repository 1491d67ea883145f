#pragma once

#include <string>

#include "../util/result.h"
#include "runhistory.h"

namespace shardscope {

// The step `--step S` names: a global step ("1875"), "E_S" for epoch E, step S as in the file
// names ("10_1875"), or a step's name as `history` lists it ("net_1-3_100",
// "net-3_100_breakpoint", "ttp-2_1215"). A number or E_S prefers a periodic save, of the latest
// run (prefix_K); breakpoint and fault-tolerance saves are taken only by name. Errors list the
// saved steps.
Result<int> findStep(const RunHistory& history, const std::string& spec);

}  // namespace shardscope
