#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "internpool.h"

namespace shardscope {

// The names, dtype names and dims of the last file a thread indexed, by tensor position. The
// rank files of a stage list the same tensors in the same order, so nearly every entry of the
// next file is found here with one comparison: no hashing, no lock on the run's shared pool.
// Per thread (forThread), and only for one pool at a time.
class EntryHints {
public:
    static EntryHints& forThread(InternPool& pool);

    InternPool::Text name(size_t at, std::string_view text);
    PooledText dtypeName(size_t at, std::string_view text);
    PooledDims dims(size_t at, std::span<const int64_t> dims);
    // The most entries a file read on this thread held: the next file of a run likely holds as
    // many.
    size_t expected() const { return m_seen.size(); }

private:
    struct Seen {
        InternPool::Text name;
        PooledText dtypeName;
        PooledDims dims;
        bool hasName = false, hasDtype = false, hasDims = false;
    };
    Seen& at(size_t position);

    InternPool* m_pool = nullptr;
    uint64_t m_poolId = 0;  // pools' ids are never reused: a hint of a pool gone never matches
    std::vector<Seen> m_seen;
};

}  // namespace shardscope
