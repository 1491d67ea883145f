#include "internpool.h"

#include "indextemplates.h"

#include <algorithm>
#include <atomic>

#include "../util/utf8text.h"

namespace shardscope {

namespace {

size_t dimsHash(std::span<const int64_t> dims) {
    size_t h = dims.size();
    for (const int64_t d : dims) {
        h = h * 1000003u ^ static_cast<size_t>(d);
    }
    return h;
}

}  // namespace

InternPool::InternPool() {
    static std::atomic<uint64_t> next{1};
    m_id = next++;
}

void InternPool::keepTemplates() {
    m_templates = std::make_shared<IndexTemplates>();
}

void InternPool::dropTemplates() {
    m_templates.reset();
}

bool InternPool::DimsLess::operator()(std::span<const int64_t> a,
                                      std::span<const int64_t> b) const {
    return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end());
}

InternPool::Text InternPool::text(std::string_view text) {
    Shard& shard = m_shards[Hash{}(text) % kShards];
    const std::lock_guard lock(shard.mutex);
    auto it = shard.texts.find(text);
    if (it == shard.texts.end()) {
        it = shard.texts.emplace(std::string(text), isValidUtf8(text)).first;
    }
    return {PooledText(it->first), it->second};
}

PooledDims InternPool::dims(std::span<const int64_t> dims) {
    if (dims.empty()) {
        return {};
    }
    Shard& shard = m_shards[dimsHash(dims) % kShards];
    const std::lock_guard lock(shard.mutex);
    auto it = shard.dims.lower_bound(dims);
    if (it == shard.dims.end() || DimsLess{}(dims, *it)) {
        it = shard.dims.emplace_hint(it, dims.begin(), dims.end());
    }
    return PooledDims(*it);
}

size_t InternPool::textCount() const {
    size_t n = 0;
    for (const Shard& shard : m_shards) {
        const std::lock_guard lock(shard.mutex);
        n += shard.texts.size();
    }
    return n;
}

size_t InternPool::dimsCount() const {
    size_t n = 0;
    for (const Shard& shard : m_shards) {
        const std::lock_guard lock(shard.mutex);
        n += shard.dims.size();
    }
    return n;
}

}  // namespace shardscope
