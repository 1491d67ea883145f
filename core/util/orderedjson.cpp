#include "orderedjson.h"

#include <memory>
#include <utility>
#include <vector>

namespace shardscope {

namespace {

using Json = nlohmann::ordered_json;
using Pairs = Json::object_t::Container;

// Objects up to this size are searched key by key; a larger one gets a hash index.
constexpr size_t kIndexFrom = 16;

// The value of `key` in `object`, appended when new. `index` is built once the object grows.
Json& slotOf(Json::object_t& object,
             std::unique_ptr<std::unordered_map<std::string, size_t>>& index, std::string&& key) {
    Pairs& pairs = object;
    if (!index) {
        for (auto& [name, value] : pairs) {
            if (name == key) {
                return value;
            }
        }
        if (pairs.size() >= kIndexFrom) {
            index = std::make_unique<std::unordered_map<std::string, size_t>>();
            index->reserve(pairs.size() * 2);
            for (size_t i = 0; i < pairs.size(); ++i) {
                index->emplace(pairs[i].first, i);
            }
        } else {
            pairs.emplace_back(std::move(key), nullptr);
            return pairs.back().second;
        }
    }
    const auto [it, fresh] = index->emplace(key, pairs.size());
    if (!fresh) {
        return pairs[it->second].second;
    }
    pairs.emplace_back(std::move(key), nullptr);
    return pairs.back().second;
}

// nlohmann's SAX interface, building what its DOM parser builds.
class Builder {
public:
    explicit Builder(bool exceptions) : m_exceptions(exceptions) {}

    bool null() { return put(Json(nullptr)); }
    bool boolean(bool v) { return put(Json(v)); }
    bool number_integer(Json::number_integer_t v) { return put(Json(v)); }
    bool number_unsigned(Json::number_unsigned_t v) { return put(Json(v)); }
    bool number_float(Json::number_float_t v, const Json::string_t&) { return put(Json(v)); }
    bool string(Json::string_t& v) { return put(Json(std::move(v))); }
    bool binary(Json::binary_t& v) { return put(Json::binary(std::move(v))); }
    bool start_object(std::size_t) {
        m_open.push_back({&place(Json::object()), nullptr, nullptr});
        return true;
    }
    bool key(Json::string_t& k) {
        Open& top = m_open.back();
        top.slot = &slotOf(top.value->get_ref<Json::object_t&>(), top.index, std::move(k));
        return true;
    }
    bool end_object() {
        m_open.pop_back();
        return true;
    }
    bool start_array(std::size_t) {
        m_open.push_back({&place(Json::array()), nullptr, nullptr});
        return true;
    }
    bool end_array() {
        m_open.pop_back();
        return true;
    }
    template <class Exception>
    bool parse_error(std::size_t, const std::string&, const Exception& ex) {
        m_failed = true;
        if (m_exceptions) {
            throw ex;
        }
        return false;
    }

    Json take() { return m_failed ? Json(Json::value_t::discarded) : std::move(m_root); }

private:
    struct Open {
        Json* value;  // an object or array still being read
        Json* slot;   // an object's: where its last key's value goes
        std::unique_ptr<std::unordered_map<std::string, size_t>> index;
    };

    // Pointers stay valid: a container only grows while it is the innermost open one, and the
    // containers around it are not touched until it closes.
    Json& place(Json v) {
        if (m_open.empty()) {
            m_root = std::move(v);
            return m_root;
        }
        Open& top = m_open.back();
        if (top.value->is_array()) {
            top.value->push_back(std::move(v));
            return top.value->back();
        }
        *top.slot = std::move(v);
        return *top.slot;
    }
    bool put(Json v) {
        place(std::move(v));
        return true;
    }

    Json m_root;
    std::vector<Open> m_open;
    bool m_exceptions;
    bool m_failed = false;
};

Json parse(std::string_view text, bool exceptions) {
    Builder builder(exceptions);
    Json::sax_parse(text.begin(), text.end(), &builder);
    return builder.take();
}

}  // namespace

Json parseOrderedJson(std::string_view text) {
    return parse(text, true);
}

Json parseOrderedJsonOrDiscarded(std::string_view text) {
    return parse(text, false);
}

Json& OrderedJsonObject::operator[](const std::string& key) {
    Pairs& pairs = m_object.get_ref<Json::object_t&>();
    const auto [it, fresh] = m_index.emplace(key, pairs.size());
    if (!fresh) {
        return pairs[it->second].second;
    }
    pairs.emplace_back(key, nullptr);
    return pairs.back().second;
}

Json OrderedJsonObject::take() {
    m_index.clear();
    return std::exchange(m_object, Json::object());
}

}  // namespace shardscope
