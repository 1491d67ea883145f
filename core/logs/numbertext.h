#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace shardscope {

// Small scanners shared by the log line parsers: no allocation, no locale, no regex.

// The whole of `s` as an integer (an integral real such as "12.0" too).
bool parseInteger(std::string_view s, int64_t& out);
// The whole of `s` as a real: also "+1", "nan", "inf", "-Infinity" in any case.
bool parseReal(std::string_view s, double& out);
// A real at the start of `s`; returns the characters used (0 when none).
size_t scanReal(std::string_view s, double& out);
// A number with an optional unit of letters after it, spaces allowed between:
// "103328ms", "2.896T", "7.913 ms". The whole of `s` must be used.
bool parseQuantity(std::string_view s, double& value, std::string_view& unit);
// "True"/"False" in any case.
bool parseBool(std::string_view s, bool& out);

bool isNotAvailable(std::string_view s);  // "N/A", "NA", "n/a", "none", "null" (trimmed)

// Inline: the parsers call these once per character.
inline char lowerAscii(char c) {
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}
inline bool isDigit(char c) {
    return c >= '0' && c <= '9';
}
// A letter, digit or '_'.
inline bool isWordChar(char c) {
    return isDigit(c) || c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
// Spaces and tabs at both ends.
inline std::string_view trimmed(std::string_view s) {
    size_t b = 0;
    size_t e = s.size();
    while (b < e && (s[b] == ' ' || s[b] == '\t')) {
        ++b;
    }
    while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t')) {
        --e;
    }
    return s.substr(b, e - b);
}
// `s` starts with `lower` (given in lower case), ignoring the case of `s`.
inline bool startsWithNoCase(std::string_view s, std::string_view lower) {
    if (s.size() < lower.size()) {
        return false;
    }
    for (size_t i = 0; i < lower.size(); ++i) {
        if (lowerAscii(s[i]) != lower[i]) {
            return false;
        }
    }
    return true;
}
// First position of `lower` (lower case) in `s` from `from`, ignoring case; npos when absent.
size_t findNoCase(std::string_view s, std::string_view lower, size_t from = 0);
// Like findNoCase, but only a whole word: no word character right before or after the match.
size_t findWordNoCase(std::string_view s, std::string_view lower, size_t from = 0);

// Multiplies a value printed in unit `from` to get it in unit `to`: time units (ns, us, ms, s,
// min, h) convert among themselves, SI prefixes (K, M, G, T, P, or none) among themselves.
// Returns 0 when the two cannot be converted.
double unitFactor(std::string_view from, std::string_view to);

}  // namespace shardscope
