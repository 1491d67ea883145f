#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <unordered_map>

namespace shardscope {

// nlohmann::ordered_json keeps an object's keys in file order, but finds each new key by
// comparing it with every key before it: reading or writing an object of n keys costs n^2 / 2
// string comparisons (a JSON strategy of 100,000 layouts took 16 s to open). These do the same
// in linear time, with the same result: a key given twice keeps its first place and its last
// value (as Python's json module and ordered_json's operator[] do).

// As nlohmann::ordered_json::parse(text): throws its parse_error on text that is not JSON.
nlohmann::ordered_json parseOrderedJson(std::string_view text);
// As nlohmann::ordered_json::parse(text, nullptr, false): a discarded value on text that is not
// JSON.
nlohmann::ordered_json parseOrderedJsonOrDiscarded(std::string_view text);

// The first key an object gives twice.
struct RepeatedKey {
    std::string key;     // empty: none
    std::string inside;  // the root object's key whose value repeats it; empty: the root's own
};

// As nlohmann::json::parse(first, last) (its parse_error, or out_of_range for a number past a
// double's range), and names the first repeated key. nlohmann's own way to see keys, the
// callback parser, walks the whole enclosing container after every object it reads: n^2 for a
// safetensors header of n tensors (3.8 s for 20,000).
nlohmann::json parseJsonNamingRepeats(const char* first, const char* last, RepeatedKey* repeated);

// An object built key by key.
class OrderedJsonObject {
public:
    nlohmann::ordered_json& operator[](const std::string& key);
    bool empty() const { return m_object.empty(); }
    // The object; the builder is empty afterwards.
    nlohmann::ordered_json take();

private:
    nlohmann::ordered_json m_object = nlohmann::ordered_json::object();
    std::unordered_map<std::string, size_t> m_index;
};

}  // namespace shardscope
