#include "tensortable.h"

namespace shardscope {

struct TensorTable::Data {
    std::vector<TensorEntry> entries;
    NameIndex names;  // built on first use, for every index sharing the entries
};

TensorTable::TensorTable(std::vector<TensorEntry> entries)
    : m_data(std::make_shared<Data>(Data{std::move(entries), {}})) {}

TensorTable& TensorTable::operator=(std::vector<TensorEntry> entries) {
    m_data = std::make_shared<Data>(Data{std::move(entries), {}});
    return *this;
}

const std::vector<TensorEntry>& TensorTable::vec() const {
    static const std::vector<TensorEntry> none;
    return m_data ? m_data->entries : none;
}

std::vector<TensorEntry>& TensorTable::edit() {
    if (!m_data) {
        m_data = std::make_shared<Data>();
    } else if (m_data.use_count() > 1) {
        m_data = std::make_shared<Data>(Data{m_data->entries, {}});
    }
    return m_data->entries;
}

void TensorTable::push_back(TensorEntry entry) {
    edit().push_back(std::move(entry));
}

void TensorTable::reserve(size_t n) {
    edit().reserve(n);
}

void TensorTable::shrink_to_fit() {
    edit().shrink_to_fit();
}

void TensorTable::clear() {
    edit().clear();
}

const TensorEntry* TensorTable::find(const std::string& name) const {
    return m_data ? m_data->names.find(m_data->entries, name) : nullptr;
}

}  // namespace shardscope
