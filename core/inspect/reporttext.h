#pragma once

#include <cstdint>
#include <string>

#include "inspectreport.h"

namespace shardscope {

// The human form of `inspect`: a heading line and an aligned table, then warnings.
std::string reportToText(const InspectReport& report);

}  // namespace shardscope
