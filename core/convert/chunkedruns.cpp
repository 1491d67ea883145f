#include "chunkedruns.h"

#include <algorithm>

namespace shardscope {

uint64_t contentToFileOffset(std::span<const ByteRange> chunks, uint64_t position,
                             uint64_t* contiguous) {
    for (const ByteRange& c : chunks) {
        if (position < c.size) {
            *contiguous = c.size - position;
            return c.offset + position;
        }
        position -= c.size;
    }
    *contiguous = 0;
    return 0;
}

ByteRange ChunkedRuns::sourceSpan(uint64_t windowBegin, uint64_t windowEnd) const {
    uint64_t low = UINT64_MAX, high = 0;
    forEach(windowBegin, windowEnd, [&](uint64_t from, uint64_t, uint64_t length) {
        low = std::min(low, from);
        high = std::max(high, from + length);
        return true;
    });
    return high > low ? ByteRange{low, high - low} : ByteRange{};
}

}  // namespace shardscope
