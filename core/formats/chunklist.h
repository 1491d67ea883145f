#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

#include "../util/sparevector.h"
#include "byterange.h"

namespace shardscope {

// Where a tensor's content lies in its file: one range for nearly every tensor (kept inline,
// no allocation), several for a .ckpt tensor written as consecutive records or an HDF5 dataset
// stored in chunks. Reads like a vector of ByteRange.
class ChunkList {
public:
    size_t size() const { return m_more.empty() ? (m_one.offset == kNone ? 0 : 1) : m_more.size(); }
    bool empty() const { return size() == 0; }
    const ByteRange* begin() const { return m_more.empty() ? &m_one : m_more.begin(); }
    const ByteRange* end() const { return begin() + size(); }
    ByteRange* begin() { return m_more.empty() ? &m_one : m_more.begin(); }
    ByteRange* end() { return begin() + size(); }
    const ByteRange& operator[](size_t i) const { return begin()[i]; }
    const ByteRange& front() const { return *begin(); }
    const ByteRange& back() const { return end()[-1]; }
    ByteRange& back() { return end()[-1]; }
    void push_back(ByteRange range);
    operator std::span<const ByteRange>() const { return {begin(), size()}; }

private:
    static constexpr uint64_t kNone = UINT64_MAX;  // no file has a byte there
    ByteRange m_one{kNone, 0};
    SpareVector<ByteRange> m_more;  // every range, once there are two or more
};

}  // namespace shardscope
