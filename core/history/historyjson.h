#pragma once

#include <nlohmann/json.hpp>

#include "runhistory.h"

namespace shardscope {

// The `history --json` contract (docs/cli.md): steps by global step, the resume step, and what
// the rules of thumb would take instead. Keys are only ever added.
nlohmann::ordered_json historyToJson(const RunHistory& history);

}  // namespace shardscope
