#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "nameindex.h"
#include "tensorentry.h"

namespace shardscope {

// A checkpoint's tensor entries, shared between the indexes of files that list the same
// entries at the same offsets (the ranks of one pipeline stage and model-parallel coordinate
// of a run: IndexTemplates). Read as the std::vector it holds; copies share it, and a write
// through a copy that is not alone copies it first. Its name index is shared with it, so a
// lookup on any rank of the class builds it once.
class TensorTable {
public:
    using const_iterator = std::vector<TensorEntry>::const_iterator;
    using iterator = std::vector<TensorEntry>::iterator;
    using value_type = TensorEntry;
    using size_type = size_t;

    TensorTable() = default;
    TensorTable(std::vector<TensorEntry> entries);  // NOLINT(google-explicit-constructor)
    TensorTable& operator=(std::vector<TensorEntry> entries);

    const std::vector<TensorEntry>& vec() const;
    operator const std::vector<TensorEntry>&() const { return vec(); }  // NOLINT
    size_t size() const { return vec().size(); }
    bool empty() const { return vec().empty(); }
    const_iterator begin() const { return vec().begin(); }
    const_iterator end() const { return vec().end(); }
    const_iterator cbegin() const { return vec().begin(); }
    const_iterator cend() const { return vec().end(); }
    const TensorEntry& operator[](size_t i) const { return vec()[i]; }
    const TensorEntry& at(size_t i) const { return vec().at(i); }
    const TensorEntry& front() const { return vec().front(); }
    const TensorEntry& back() const { return vec().back(); }
    const TensorEntry* data() const { return vec().data(); }

    // Writing: the entries of this table alone (copied first when shared).
    std::vector<TensorEntry>& edit();
    iterator begin() { return edit().begin(); }
    iterator end() { return edit().end(); }
    TensorEntry& operator[](size_t i) { return edit()[i]; }
    TensorEntry& front() { return edit().front(); }
    TensorEntry& back() { return edit().back(); }
    void push_back(TensorEntry entry);
    void reserve(size_t n);
    void shrink_to_fit();
    void clear();

    // The first entry of that name (file order), through the shared name index.
    const TensorEntry* find(const std::string& name) const;
    // Whether the two tables are one (what the indexes of a class share).
    bool sharedWith(const TensorTable& other) const { return m_data && m_data == other.m_data; }
    // The same for every table sharing these entries; null for an empty table never written.
    // Only a key while some table holds the entries: a cache keyed on it keeps a copy.
    const void* identity() const { return m_data.get(); }
    // Whether another table holds these entries too (a template and the files matching it).
    bool isShared() const { return m_data && m_data.use_count() > 1; }

private:
    struct Data;
    std::shared_ptr<Data> m_data;
};

}  // namespace shardscope
