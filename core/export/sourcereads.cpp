#include "sourcereads.h"

#include <algorithm>

#include "../util/touchedpages.h"

namespace shardscope {

void SourceReads::touched(const MappedFile& map, uint64_t offset, uint64_t length) {
    Range& r = m_pending[&map];
    const uint64_t before = r.hi > r.lo ? r.hi - r.lo : 0;
    r.lo = std::min(r.lo, offset);
    r.hi = std::max(r.hi, offset + length);
    const uint64_t after = r.hi - r.lo;
    m_pendingBytes += after - before;
    if (after >= kDropEvery) {
        drop(map, r);
        m_pendingBytes -= after;
        m_pending.erase(&map);
    } else if (m_pendingBytes >= kPendingLimit) {
        dropAll();
    }
}

void SourceReads::used(const CheckpointFile& file, int rank, const std::string& param) {
    m_used.try_emplace(&file, Reader{rank, param});
}

Status SourceReads::check() const {
    for (const auto& [file, reader] : m_used) {
        if (Status s = file->unchanged(); !s) {
            return std::move(s).error().forParam(reader.param).onRank(reader.rank);
        }
    }
    return {};
}

void SourceReads::dropAll() {
    for (const auto& [map, range] : m_pending) {
        drop(*map, range);
    }
    m_pending.clear();
    m_pendingBytes = 0;
}

void SourceReads::drop(const MappedFile& map, const Range& range) {
    if (range.hi <= range.lo) {
        return;
    }
    // With the kernel's fault-around neighbours, as TouchedPages drops them.
    const uint64_t margin = TouchedPages::kFaultAround;
    const uint64_t from = range.lo > margin ? range.lo - margin : 0;
    map.drop(from, range.hi - from + margin);
}

}  // namespace shardscope
