#pragma once

#include <nlohmann/json.hpp>

#include "inspectreport.h"

namespace shardscope {

// The `inspect --json` contract: scripts and other tools parse this, so keys are stable.
nlohmann::ordered_json reportToJson(const InspectReport& report);
nlohmann::ordered_json tensorMapToJson(const ParamLayout& layout);

}  // namespace shardscope
