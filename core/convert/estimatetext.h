#pragma once

#include <string>

#include "conversionrates.h"

namespace shardscope {

// "about 9 s", "about 4 min", "about 1.5 h": an estimate is shown rounded, never as tenths.
std::string durationText(double seconds);

// The CLI's line: "about 12 s: reading 3 s at 150.0 MiB/s, writing 5 s at 80.0 MiB/s with
// fsync, verifying 4 s at 400.0 MiB/s (rates from a disk test; ...)". Empty when unknown.
std::string estimateText(const ConversionEstimate& estimate, const ConversionRates& rates);

}  // namespace shardscope
