#pragma once

#include <cstdint>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

namespace shardscope {

struct TensorEntry;

// Finds a tensor by name in O(log n) instead of a scan: a run of hundreds of ranks with tens of
// thousands of tensors each looks every parameter up on every rank. Built on first use, rebuilt
// when the tensor list changed size; copies start empty so the cache never points elsewhere.
class NameIndex {
public:
    NameIndex() = default;
    NameIndex(const NameIndex&) {}
    NameIndex(NameIndex&&) noexcept {}
    NameIndex& operator=(const NameIndex& other) {
        if (this != &other) {
            reset();
        }
        return *this;
    }
    NameIndex& operator=(NameIndex&&) noexcept {
        reset();
        return *this;
    }

    const TensorEntry* find(const std::vector<TensorEntry>& tensors, const std::string& name) const;

private:
    void reset();

    mutable std::mutex m_mutex;
    mutable std::vector<std::pair<uint64_t, uint32_t>> m_byHash;  // (name hash, tensor index)
    mutable const TensorEntry* m_builtFor = nullptr;
    mutable size_t m_builtSize = 0;
};

}  // namespace shardscope
