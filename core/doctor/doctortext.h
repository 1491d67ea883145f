#pragma once

#include <string>

#include "doctorreport.h"

namespace shardscope {

// The human form of `doctor`: per problem MindSpore's message first, then the parameter, the
// diagnosis and the fix; then the findings, the warnings MindSpore would log, notes, and the
// summary line last.
std::string doctorText(const DoctorReport& report);

}  // namespace shardscope
