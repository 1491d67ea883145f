#pragma once

#include <cstdint>

namespace shardscope {

struct ByteRange {
    uint64_t offset = 0;
    uint64_t size = 0;
};

}  // namespace shardscope
