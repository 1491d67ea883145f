#pragma once

#include <cstddef>
#include <memory>
#include <vector>

namespace shardscope {

// A vector for lists that are almost always empty (the parts of a map tensor, the second and
// later chunks of a tensor): one pointer while empty, a heap vector once something is added.
// Copies are deep, like a vector's.
template <class T>
class SpareVector {
public:
    SpareVector() = default;
    SpareVector(const SpareVector& other)
        : m_items(other.m_items ? std::make_unique<std::vector<T>>(*other.m_items) : nullptr) {}
    SpareVector(SpareVector&&) noexcept = default;
    SpareVector& operator=(const SpareVector& other) {
        if (this != &other) {
            m_items = other.m_items ? std::make_unique<std::vector<T>>(*other.m_items) : nullptr;
        }
        return *this;
    }
    SpareVector& operator=(SpareVector&&) noexcept = default;
    ~SpareVector() = default;

    size_t size() const { return m_items ? m_items->size() : 0; }
    bool empty() const { return size() == 0; }
    const T* begin() const { return m_items ? m_items->data() : nullptr; }
    const T* end() const { return begin() + size(); }
    T* begin() { return m_items ? m_items->data() : nullptr; }
    T* end() { return begin() + size(); }
    const T& operator[](size_t i) const { return (*m_items)[i]; }
    T& operator[](size_t i) { return (*m_items)[i]; }
    const T& front() const { return m_items->front(); }
    const T& back() const { return m_items->back(); }
    T& back() { return m_items->back(); }
    void push_back(T item) {
        if (!m_items) {
            m_items = std::make_unique<std::vector<T>>();
        }
        m_items->push_back(std::move(item));
    }
    void clear() { m_items.reset(); }

private:
    std::unique_ptr<std::vector<T>> m_items;
};

}  // namespace shardscope
