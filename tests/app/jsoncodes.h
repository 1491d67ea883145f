#pragma once

// The --json contract of issue 32 §2, as one check: every message in a --json output carries a
// stable code beside its words. Used by the CLI's sweep (cli_jsonsweep_test.cpp) and by
// shardscope-mpi's (tests/mpi).

#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>
#include <vector>

namespace shardscope::test {

// Strings that are not a message, though they hold words: paths, a command line, names.
inline bool notAMessage(const std::string& key) {
    static const std::vector<std::string> kKeys = {
        "mpirun",       "path",       "file",     "src",    "dst",        "src_strategy",
        "dst_strategy", "checkpoint", "network",  "source", "folder",     "name",
        "to",           "command",    "simulate", "label",  "first_error"};
    return std::find(kKeys.begin(), kKeys.end(), key) != kKeys.end();
}

// Words, not a name or a number: a message.
inline bool isSentence(const nlohmann::ordered_json& v) {
    return v.is_string() && std::count(v.get_ref<const std::string&>().begin(),
                                       v.get_ref<const std::string&>().end(), ' ') >= 2;
}

// The key that gives the code of the message under `key` in its object: "code" for the object's
// own message, else KEY_code ("headline_code", "error_code"), or X_code for X_because.
inline bool hasCodeFor(const nlohmann::ordered_json& object, const std::string& key) {
    if (object.contains("code") && object["code"].is_string()) {
        return true;
    }
    std::string stem = key;
    const std::string because = "_because";
    if (stem.size() > because.size() &&
        stem.compare(stem.size() - because.size(), because.size(), because) == 0) {
        stem.resize(stem.size() - because.size());
    }
    return (object.contains(key + "_code") && object[key + "_code"].is_string()) ||
           (object.contains(stem + "_code") && object[stem + "_code"].is_string());
}

// A list of sentences under `key`: their codes in a list beside it of the same length
// (notes: note_codes, reasons: reason_codes, warnings: warning_codes), or each the message of a
// coded notice beside it (inspect's warnings and notices).
inline bool hasCodesFor(const nlohmann::ordered_json& object, const std::string& key) {
    const nlohmann::ordered_json& list = object[key];
    const std::string singular = key.back() == 's' ? key.substr(0, key.size() - 1) : key;
    const std::string codes = singular + "_codes";
    if (object.contains(codes) && object[codes].is_array() && object[codes].size() == list.size()) {
        return std::all_of(object[codes].begin(), object[codes].end(),
                           [](const nlohmann::ordered_json& c) { return c.is_string(); });
    }
    if (!object.contains("notices")) {
        return false;
    }
    for (const nlohmann::ordered_json& line : list) {
        const auto& notices = object["notices"];
        if (std::none_of(notices.begin(), notices.end(), [&](const nlohmann::ordered_json& n) {
                return n.is_object() && n.value("message", "") == line && n.contains("code");
            })) {
            return false;
        }
    }
    return true;
}

// Every message of `j` without a code, as "PATH: KEY: WORDS"; empty when all have one. An
// argument list (KEY_args) holds a coded message's values, not messages.
inline void uncodedMessages(const nlohmann::ordered_json& j, const std::string& where,
                            std::vector<std::string>& out) {
    if (j.is_array()) {
        for (size_t i = 0; i < j.size(); ++i) {
            uncodedMessages(j[i], where + "[" + std::to_string(i) + "]", out);
        }
        return;
    }
    if (!j.is_object()) {
        return;
    }
    for (const auto& [key, value] : j.items()) {
        if (key.ends_with("_args") || notAMessage(key)) {
            continue;
        }
        if (isSentence(value) && !hasCodeFor(j, key)) {
            out.push_back(where + "." + key + ": " + value.get<std::string>());
        }
        if (value.is_array() && std::any_of(value.begin(), value.end(), isSentence) &&
            !hasCodesFor(j, key)) {
            out.push_back(where + "." + key + "[]: " + value.dump());
        }
        uncodedMessages(value, where + "." + key, out);
    }
}

inline std::vector<std::string> uncodedMessages(const nlohmann::ordered_json& j) {
    std::vector<std::string> out;
    uncodedMessages(j, "$", out);
    return out;
}

}  // namespace shardscope::test
