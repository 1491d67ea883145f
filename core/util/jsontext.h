#pragma once

#include <string>
#include <type_traits>
#include <utility>

#include "orderedjson.h"
#include "utf8text.h"

namespace shardscope {

// JSON must be UTF-8, and nlohmann::json throws (type_error 316) when asked to dump a string
// that is not. Names and lines come from files, so every JSON the project prints or writes goes
// through here: invalid bytes become `\xNN` text in keys and values alike.
template <class Json>
void makeJsonUtf8(Json& j) {
    if (j.is_string()) {
        auto& s = j.template get_ref<typename Json::string_t&>();
        if (!isValidUtf8(s)) {
            s = escapeInvalidUtf8(s);
        }
    } else if (j.is_array()) {
        for (auto& item : j) {
            makeJsonUtf8(item);
        }
    } else if (j.is_object()) {
        bool keysValid = true;
        for (auto it = j.begin(); it != j.end(); ++it) {
            keysValid = keysValid && isValidUtf8(it.key());
            makeJsonUtf8(it.value());
        }
        if (!keysValid) {
            if constexpr (std::is_same_v<Json, nlohmann::ordered_json>) {
                OrderedJsonObject fixed;
                for (auto it = j.begin(); it != j.end(); ++it) {
                    fixed[escapeInvalidUtf8(it.key())] = std::move(it.value());
                }
                j = fixed.take();
            } else {
                Json fixed = Json::object();
                for (auto it = j.begin(); it != j.end(); ++it) {
                    fixed[escapeInvalidUtf8(it.key())] = std::move(it.value());
                }
                j = std::move(fixed);
            }
        }
    }
}

// dump() that never throws on text from files. indent -1: one line.
template <class Json>
std::string dumpJson(Json j, int indent = -1) {
    makeJsonUtf8(j);
    return j.dump(indent);
}

}  // namespace shardscope
