#pragma once

#include <algorithm>
#include <cstdint>

#include "mappedfile.h"

namespace shardscope {

// The bytes of a read-only map that one copy (or comparison) touched, dropped from the process
// when it ends: page faults map neighbouring pages too (the kernel's fault-around), so a margin
// around the range goes with it, or those pages pile up and memory grows with the file. The
// executor, the tensor assembler and the verifier read their sources through this, so the
// margin is defined once.
class TouchedPages {
public:
    static constexpr uint64_t kFaultAround = 1u << 20;

    explicit TouchedPages(const MappedFile& map) : m_map(map) {}
    ~TouchedPages() { drop(); }
    TouchedPages(const TouchedPages&) = delete;
    TouchedPages& operator=(const TouchedPages&) = delete;

    void note(uint64_t offset, uint64_t length) {
        m_lo = std::min(m_lo, offset);
        m_hi = std::max(m_hi, offset + length);
    }
    uint64_t low() const { return m_lo; }  // UINT64_MAX while nothing was touched

    void drop() {
        if (m_hi > m_lo) {
            const uint64_t from = m_lo > kFaultAround ? m_lo - kFaultAround : 0;
            m_map.drop(from, m_hi - from + kFaultAround);
        }
        m_lo = UINT64_MAX;
        m_hi = 0;
    }

private:
    const MappedFile& m_map;
    uint64_t m_lo = UINT64_MAX;
    uint64_t m_hi = 0;
};

}  // namespace shardscope
