#include "nameindex.h"

#include <algorithm>
#include <functional>
#include <string_view>

#include "checkpointindex.h"

namespace shardscope {

namespace {

uint64_t hashOf(std::string_view name) {
    return std::hash<std::string_view>{}(name);
}

}  // namespace

void NameIndex::reset() {
    const std::lock_guard lock(m_mutex);
    m_byHash.clear();
    m_builtFor = nullptr;
    m_builtSize = 0;
}

const TensorEntry* NameIndex::find(const std::vector<TensorEntry>& tensors,
                                   const std::string& name) const {
    const std::lock_guard lock(m_mutex);
    if (m_builtFor != tensors.data() || m_builtSize != tensors.size()) {
        m_byHash.clear();
        m_byHash.reserve(tensors.size());
        for (size_t i = 0; i < tensors.size(); ++i) {
            m_byHash.emplace_back(hashOf(tensors[i].name), static_cast<uint32_t>(i));
        }
        std::sort(m_byHash.begin(), m_byHash.end());
        m_builtFor = tensors.data();
        m_builtSize = tensors.size();
    }
    const uint64_t h = hashOf(name);
    auto it = std::lower_bound(m_byHash.begin(), m_byHash.end(), std::make_pair(h, uint32_t{0}));
    // Equal hashes keep file order, so the first tensor of a duplicated name wins, as in a scan.
    for (; it != m_byHash.end() && it->first == h; ++it) {
        if (tensors[it->second].name == name) {
            return &tensors[it->second];
        }
    }
    return nullptr;
}

}  // namespace shardscope
