#pragma once

#include <cstdint>

#include "conversionplan.h"

namespace shardscope {

// Reads up to `limit` bytes of the plan's largest source file and returns bytes per second
// (0 when nothing could be read): the source disk's speed for the time estimate. Read once per
// source: a second read times the page cache, not the disk.
double measureReadSpeed(const ConversionPlan& plan, uint64_t limit = 64ull << 20);

}  // namespace shardscope
