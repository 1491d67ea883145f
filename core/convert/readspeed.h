#pragma once

#include <cstdint>
#include <string>

#include "conversionplan.h"

namespace shardscope {

// Reads up to `limit` bytes of the plan's largest source file and returns bytes per second
// (0 when nothing could be read): the source disk's speed for the time estimate. The sampled
// range is first dropped from the page cache (POSIX_FADV_DONTNEED), so a source read a moment
// ago is not timed at memory speed.
double measureReadSpeed(const ConversionPlan& plan, uint64_t limit = 16ull << 20);

// What writing `bytes` to a temporary file in `folder` (or the nearest existing folder above it)
// costs as a conversion writes: flushed to the device with fsync, renamed, the folder synced.
// The file is removed; nothing is left.
struct WriteProbe {
    double writeBytesPerSecond = 0;   // 0 when nothing could be written
    double secondsPerFile = 0;        // a small file created, fsync'ed, renamed, its folder synced
    double verifyBytesPerSecond = 0;  // the written bytes mapped, hashed and compared (as verify)
};
WriteProbe measureWriteSpeed(const std::string& folder, uint64_t bytes = 16ull << 20);

}  // namespace shardscope
