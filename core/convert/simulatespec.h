#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../util/issue.h"
#include "strategysimulator.h"

namespace shardscope {

// The text form of a simulated target, as `plan --simulate`, the GUI's `--simulate` and the
// migration planner take it: "dp=1,mp=4,pp=1" (axes named as defaultAxisNames() or the user
// names them; pp = pipeline stages), "opt=2" for the optimizer shard size (0 turns it off), or
// "merge" for one card. On failure `why` says which part is wrong (IssueCode Spec*).
std::optional<SimulationSpec> parseSimulationSpec(std::string_view text,
                                                  const std::vector<std::string>& axisNames,
                                                  Issue* why = nullptr);
std::string formatSimulationSpec(const SimulationSpec& spec,
                                 const std::vector<std::string>& axisNames);
// What names a simulated target in records, summaries and views: "simulated: dp=1,mp=4" (the
// value, English, is what files keep; its piece the words a window says in its language).
IssueArg simulatedTargetLabel(const SimulationSpec& spec,
                              const std::vector<std::string>& axisNames);

}  // namespace shardscope
