#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace shardscope {

// A shape kept once in an InternPool (a run of thousands of ranks has millions of tensors but a
// few hundred distinct shapes): one pointer, read as the std::vector<int64_t> it points to.
// Valid while its pool lives. Default: no dims.
class PooledDims {
public:
    PooledDims() = default;
    explicit PooledDims(const std::vector<int64_t>& pooled) : m_dims(&pooled) {}

    const std::vector<int64_t>& vec() const { return *m_dims; }
    operator const std::vector<int64_t>&() const { return *m_dims; }
    size_t size() const { return m_dims->size(); }
    bool empty() const { return m_dims->empty(); }
    auto begin() const { return m_dims->begin(); }
    auto end() const { return m_dims->end(); }
    int64_t operator[](size_t i) const { return (*m_dims)[i]; }
    int64_t front() const { return m_dims->front(); }
    int64_t back() const { return m_dims->back(); }
    const int64_t* data() const { return m_dims->data(); }

    friend bool operator==(const PooledDims& a, const PooledDims& b) {
        return a.m_dims == b.m_dims || *a.m_dims == *b.m_dims;
    }
    friend bool operator==(const PooledDims& a, const std::vector<int64_t>& b) {
        return *a.m_dims == b;
    }

private:
    static const std::vector<int64_t>& none() {
        static const std::vector<int64_t> empty;
        return empty;
    }
    const std::vector<int64_t>* m_dims = &none();
};

}  // namespace shardscope
