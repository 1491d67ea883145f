#pragma once

#include <cstdint>
#include <vector>

#include "conversionplan.h"

namespace shardscope {

// A window of a destination file the conversion wrote, with the CRC-32 of its bytes.
struct CopiedSegment {
    uint64_t offset;
    uint64_t length;
    uint32_t crc;
};

// The CRC-32 of the file's segments in offset order (a .ckpt's crc_num trailer), combined from
// theirs without reading anything again.
uint32_t chainedCrcOf(std::vector<CopiedSegment> segments);

// MindSpore's safetensors crc_num chains each name, then its content, names sorted; the copies
// left a CRC per window, so the chain is combined from those without reading anything again.
uint32_t safetensorsCrcOf(const RankPlan& rank, std::vector<CopiedSegment> segments);

}  // namespace shardscope
