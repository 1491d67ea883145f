#include "segmentcrc.h"

#include <zlib.h>

#include <algorithm>

namespace shardscope {

uint32_t chainedCrcOf(std::vector<CopiedSegment> segments) {
    std::sort(segments.begin(), segments.end(),
              [](const CopiedSegment& a, const CopiedSegment& b) { return a.offset < b.offset; });
    uint32_t crc = 0;
    for (const CopiedSegment& s : segments) {
        crc = static_cast<uint32_t>(crc32_combine(crc, s.crc, static_cast<z_off_t>(s.length)));
    }
    return crc;
}

uint32_t safetensorsCrcOf(const RankPlan& rank, std::vector<CopiedSegment> segments) {
    std::sort(segments.begin(), segments.end(),
              [](const CopiedSegment& a, const CopiedSegment& b) { return a.offset < b.offset; });
    std::vector<size_t> order(rank.tensors.size());
    for (size_t i = 0; i < order.size(); ++i) {
        order[i] = i;
    }
    std::sort(order.begin(), order.end(),
              [&](size_t a, size_t b) { return rank.tensors[a].name < rank.tensors[b].name; });
    uint32_t crc = 0;
    for (size_t i : order) {
        const PlannedTensor& t = rank.tensors[i];
        crc = static_cast<uint32_t>(
            crc32_z(crc, reinterpret_cast<const Bytef*>(t.name.data()), t.name.size()));
        const ByteRange range = t.contentChunks.front();
        auto it = std::lower_bound(
            segments.begin(), segments.end(), range.offset,
            [](const CopiedSegment& s, uint64_t offset) { return s.offset < offset; });
        for (; it != segments.end() && it->offset < range.offset + range.size; ++it) {
            crc = static_cast<uint32_t>(
                crc32_combine(crc, it->crc, static_cast<z_off_t>(it->length)));
        }
    }
    return crc;
}

}  // namespace shardscope
