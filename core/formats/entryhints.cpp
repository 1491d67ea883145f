#include "entryhints.h"

#include <algorithm>

namespace shardscope {

EntryHints& EntryHints::forThread(InternPool& pool) {
    thread_local EntryHints hints;
    if (hints.m_poolId != pool.id()) {
        hints.m_seen.clear();
        hints.m_poolId = pool.id();
    }
    hints.m_pool = &pool;
    return hints;
}

EntryHints::Seen& EntryHints::at(size_t position) {
    if (position >= m_seen.size()) {
        m_seen.resize(position + 1);
    }
    return m_seen[position];
}

InternPool::Text EntryHints::name(size_t position, std::string_view text) {
    Seen& seen = at(position);
    if (!seen.hasName || seen.name.text != text) {
        seen.name = m_pool->text(text);
        seen.hasName = true;
    }
    return seen.name;
}

PooledText EntryHints::dtypeName(size_t position, std::string_view text) {
    Seen& seen = at(position);
    if (!seen.hasDtype || seen.dtypeName != text) {
        seen.dtypeName = m_pool->text(text).text;
        seen.hasDtype = true;
    }
    return seen.dtypeName;
}

PooledDims EntryHints::dims(size_t position, std::span<const int64_t> dims) {
    Seen& seen = at(position);
    if (!seen.hasDims ||
        !std::equal(seen.dims.begin(), seen.dims.end(), dims.begin(), dims.end())) {
        seen.dims = m_pool->dims(dims);
        seen.hasDims = true;
    }
    return seen.dims;
}

}  // namespace shardscope
