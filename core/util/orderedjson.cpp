#include "orderedjson.h"

#include <memory>
#include <type_traits>
#include <utility>
#include <vector>

namespace shardscope {

namespace {

using Ordered = nlohmann::ordered_json;
using Pairs = Ordered::object_t::Container;
using Index = std::unordered_map<std::string, size_t>;

// Objects up to this size are searched key by key; a larger one gets a hash index.
constexpr size_t kIndexFrom = 16;

// The value of `key` in `object`, appended when new (second: whether it was). `index` is built
// once the object grows.
std::pair<Ordered*, bool> slotOf(Ordered::object_t& object, std::unique_ptr<Index>& index,
                                 std::string&& key) {
    Pairs& pairs = object;
    if (!index) {
        for (auto& [name, value] : pairs) {
            if (name == key) {
                return {&value, false};
            }
        }
        if (pairs.size() < kIndexFrom) {
            pairs.emplace_back(std::move(key), nullptr);
            return {&pairs.back().second, true};
        }
        index = std::make_unique<Index>();
        index->reserve(pairs.size() * 2);
        for (size_t i = 0; i < pairs.size(); ++i) {
            index->emplace(pairs[i].first, i);
        }
    }
    const auto [it, fresh] = index->emplace(key, pairs.size());
    if (!fresh) {
        return {&pairs[it->second].second, false};
    }
    pairs.emplace_back(std::move(key), nullptr);
    return {&pairs.back().second, true};
}

// nlohmann's SAX interface, building what its DOM parser builds (a repeated key keeps its
// last value), and noting the first repeated key.
template <class Json>
class Builder {
public:
    explicit Builder(bool exceptions) : m_exceptions(exceptions) {}

    bool null() { return put(Json(nullptr)); }
    bool boolean(bool v) { return put(Json(v)); }
    bool number_integer(typename Json::number_integer_t v) { return put(Json(v)); }
    bool number_unsigned(typename Json::number_unsigned_t v) { return put(Json(v)); }
    bool number_float(typename Json::number_float_t v, const typename Json::string_t&) {
        return put(Json(v));
    }
    bool string(typename Json::string_t& v) { return put(Json(std::move(v))); }
    bool binary(typename Json::binary_t& v) { return put(Json::binary(std::move(v))); }
    bool start_object(std::size_t) {
        m_open.push_back({&place(Json::object()), nullptr, nullptr});
        return true;
    }
    bool key(typename Json::string_t& k) {
        Open& top = m_open.back();
        auto& object = top.value->template get_ref<typename Json::object_t&>();
        if (m_open.size() == 1) {
            m_rootKey = k;
        }
        bool fresh = true;
        if constexpr (std::is_same_v<Json, Ordered>) {
            std::tie(top.slot, fresh) = slotOf(object, top.index, std::move(k));
        } else {
            auto [it, added] = object.emplace(std::move(k), nullptr);
            top.slot = &it->second;
            fresh = added;
        }
        if (!fresh && m_repeated.key.empty()) {
            m_repeated.key = m_open.size() == 1 ? m_rootKey : keyOf(*top.slot, object);
            m_repeated.inside = m_open.size() == 1 ? std::string() : m_rootKey;
        }
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
    const RepeatedKey& repeated() const { return m_repeated; }

private:
    struct Open {
        Json* value;  // an object or array still being read
        Json* slot;   // an object's: where its last key's value goes
        std::unique_ptr<Index> index;
    };

    static std::string keyOf(const Json& slot, const typename Json::object_t& object) {
        for (const auto& [name, value] : object) {
            if (&value == &slot) {
                return name;
            }
        }
        return {};
    }

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
    std::string m_rootKey;  // the root object's key being read
    RepeatedKey m_repeated;
    bool m_exceptions;
    bool m_failed = false;
};

template <class Json>
Json parse(const char* first, const char* last, bool exceptions, RepeatedKey* repeated) {
    Builder<Json> builder(exceptions);
    Json::sax_parse(first, last, &builder);
    if (repeated != nullptr) {
        *repeated = builder.repeated();
    }
    return builder.take();
}

}  // namespace

Ordered parseOrderedJson(std::string_view text) {
    return parse<Ordered>(text.data(), text.data() + text.size(), true, nullptr);
}

Ordered parseOrderedJsonOrDiscarded(std::string_view text) {
    return parse<Ordered>(text.data(), text.data() + text.size(), false, nullptr);
}

nlohmann::json parseJsonNamingRepeats(const char* first, const char* last, RepeatedKey* repeated) {
    return parse<nlohmann::json>(first, last, true, repeated);
}

Ordered& OrderedJsonObject::operator[](const std::string& key) {
    Pairs& pairs = m_object.get_ref<Ordered::object_t&>();
    const auto [it, fresh] = m_index.emplace(key, pairs.size());
    if (!fresh) {
        return pairs[it->second].second;
    }
    pairs.emplace_back(key, nullptr);
    return pairs.back().second;
}

Ordered OrderedJsonObject::take() {
    m_index.clear();
    return std::exchange(m_object, Ordered::object());
}

}  // namespace shardscope
