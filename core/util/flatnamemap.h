#pragma once

#include <cstddef>
#include <functional>
#include <string_view>
#include <utility>
#include <vector>

namespace shardscope {

// A map from names held elsewhere (views into a strategy's layouts) to small values, in one
// array: open addressing, linear probing. A strategy of 16,384 cards has 150,000 layouts; a
// node per name (std::unordered_map) took longer to build and to free than the plan's checks
// that read it. Never shrinks; no erase.
template <class V>
class FlatNameMap {
public:
    void reserve(size_t count) {
        size_t capacity = 16;
        while (capacity < 2 * count) {
            capacity *= 2;
        }
        if (capacity > m_slots.size()) {
            rehash(capacity);
        }
    }

    // The value of `key`, inserting `value` when the key is new; true when it was inserted.
    std::pair<V*, bool> tryEmplace(std::string_view key, V value) {
        if (2 * (m_size + 1) > m_slots.size()) {
            rehash(m_slots.empty() ? 16 : 2 * m_slots.size());
        }
        Slot& slot = m_slots[slotOf(key)];
        if (slot.used) {
            return {&slot.value, false};
        }
        slot = Slot{key, std::move(value), true};
        ++m_size;
        return {&slot.value, true};
    }

    const V* find(std::string_view key) const {
        if (m_slots.empty()) {
            return nullptr;
        }
        const Slot& slot = m_slots[slotOf(key)];
        return slot.used ? &slot.value : nullptr;
    }

    size_t size() const { return m_size; }
    void clear() {
        m_slots.clear();
        m_size = 0;
    }

private:
    struct Slot {
        std::string_view key;
        V value{};
        bool used = false;
    };

    // The slot holding `key`, or the empty slot where it goes (there is always one).
    size_t slotOf(std::string_view key) const {
        const size_t mask = m_slots.size() - 1;
        for (size_t i = std::hash<std::string_view>{}(key)&mask;; i = (i + 1) & mask) {
            const Slot& slot = m_slots[i];
            if (!slot.used || slot.key == key) {
                return i;
            }
        }
    }

    void rehash(size_t capacity) {
        std::vector<Slot> old = std::exchange(m_slots, std::vector<Slot>(capacity));
        for (Slot& slot : old) {
            if (slot.used) {
                m_slots[slotOf(slot.key)] = std::move(slot);
            }
        }
    }

    std::vector<Slot> m_slots;
    size_t m_size = 0;
};

}  // namespace shardscope
