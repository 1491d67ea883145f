#pragma once

#include <cstdint>
#include <string>

#include "conversionplan.h"

namespace shardscope {

// Reads up to `limit` bytes of the plan's largest source file and returns bytes per second
// (0 when nothing could be read): the source disk's speed for the time estimate. The sampled
// range is first dropped from the page cache (POSIX_FADV_DONTNEED), so a source read a moment
// ago is not timed at memory speed.
double measureReadSpeed(const ConversionPlan& plan, uint64_t limit = 64ull << 20);

// Writes `bytes` to a temporary file in `folder` (or the nearest existing folder above it),
// flushes it to the device (fdatasync) and removes it: the destination's write speed in bytes
// per second, 0 when nothing could be written.
double measureWriteSpeed(const std::string& folder, uint64_t bytes = 32ull << 20);

// What a conversion will take, from the two speeds: reading the sources, writing the outputs
// (the two share the time: one disk, or the slower of two), and verifying, which reads every
// output and its sources again.
struct ConversionEstimate {
    double readSeconds = 0;
    double writeSeconds = 0;
    double verifySeconds = 0;  // 0 when not verifying
    double totalSeconds = 0;   // read + write + verify; 0 when a speed is unknown
};
ConversionEstimate estimateConversion(const ConversionPlan& plan, double readBytesPerSecond,
                                      double writeBytesPerSecond, bool verify);

}  // namespace shardscope
