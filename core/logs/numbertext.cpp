#include "numbertext.h"

#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>

namespace shardscope {

namespace {

// Clinger's fast path: digits worth at most 2^53 are an exact double, and so is a power of ten
// up to 1e22; one multiplication or division then rounds correctly, the same double from_chars
// gives. Anything else (more digits, inf, nan, hex) returns false.
bool fastDecimal(const char* p, const char* last, double& out, const char*& end) {
    static constexpr double kPow10[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                        1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                        1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    // Up to 19 digits fit a uint64_t; the value, not the count, decides exactness below.
    uint64_t mantissa = 0;
    int count = 0;
    int exp10 = 0;
    const char* start = p;
    for (; p < last && isDigit(*p); ++p) {
        if (++count > 19) {
            return false;
        }
        mantissa = mantissa * 10 + static_cast<uint64_t>(*p - '0');
    }
    bool digits = p != start;
    if (p < last && *p == '.') {
        const char* fraction = ++p;
        for (; p < last && isDigit(*p); ++p) {
            if (++count > 19) {
                return false;
            }
            mantissa = mantissa * 10 + static_cast<uint64_t>(*p - '0');
        }
        exp10 = -static_cast<int>(p - fraction);
        digits = digits || p != fraction;
    }
    if (!digits) {
        return false;
    }
    if (p < last && (*p == 'e' || *p == 'E')) {
        const char* q = p + 1;
        const bool minus = q < last && *q == '-';
        if (q < last && (*q == '-' || *q == '+')) {
            ++q;
        }
        int e = 0;
        const char* digitsStart = q;
        for (; q < last && isDigit(*q) && q - digitsStart < 4; ++q) {
            e = e * 10 + (*q - '0');
        }
        if (q == digitsStart || (q < last && isDigit(*q))) {
            return false;
        }
        exp10 += minus ? -e : e;
        p = q;
    }
    end = p;
    if (mantissa == 0) {
        out = 0.0;
        return true;
    }
    if (exp10 < -22 || exp10 > 22 || mantissa > (uint64_t{1} << 53)) {
        return false;
    }
    const double m = static_cast<double>(mantissa);
    out = exp10 < 0 ? m / kPow10[-exp10] : m * kPow10[exp10];
    return true;
}

}  // namespace

size_t scanReal(std::string_view s, double& out) {
    const char* first = s.data();
    const char* last = s.data() + s.size();
    bool negative = false;
    if (first < last && (*first == '+' || *first == '-')) {
        negative = *first == '-';
        ++first;
    }
    // from_chars takes no '+', and a '-' only before digits; a sign is handled here.
    if (first == last || *first == '+' || *first == '-') {
        return 0;
    }
    double v = 0;
    if (const char* end = nullptr; fastDecimal(first, last, v, end)) {
        out = negative ? -v : v;
        return static_cast<size_t>(end - s.data());
    }
    const auto r = std::from_chars(first, last, v, std::chars_format::general);
    if (r.ec == std::errc::result_out_of_range) {
        // Too big is infinite, too small is zero; the exponent's sign tells which.
        const std::string_view text(first, static_cast<size_t>(r.ptr - first));
        const bool tiny = text.find("e-") != text.npos || text.find("E-") != text.npos;
        v = tiny ? 0.0 : std::numeric_limits<double>::infinity();
        out = negative ? -v : v;
        return static_cast<size_t>(r.ptr - s.data());
    }
    if (r.ec != std::errc()) {
        return 0;
    }
    out = negative ? -v : v;
    return static_cast<size_t>(r.ptr - s.data());
}

bool parseReal(std::string_view s, double& out) {
    s = trimmed(s);
    return !s.empty() && scanReal(s, out) == s.size();
}

bool parseInteger(std::string_view s, int64_t& out) {
    s = trimmed(s);
    if (s.empty()) {
        return false;
    }
    const char* first = s.data();
    if (*first == '+') {
        ++first;
    }
    const char* last = s.data() + s.size();
    if (last - first <= 18 && first < last) {
        // Plain digits, the common case, without from_chars.
        int64_t v = 0;
        const char* p = first;
        for (; p < last && isDigit(*p); ++p) {
            v = v * 10 + (*p - '0');
        }
        if (p == last) {
            out = v;
            return true;
        }
    }
    int64_t v = 0;
    const auto r = std::from_chars(first, last, v);
    if (r.ec == std::errc() && r.ptr == last) {
        out = v;
        return true;
    }
    double d = 0;
    if (!parseReal(s, d) || !std::isfinite(d) || d != std::floor(d) || std::fabs(d) > 9.0e15) {
        return false;
    }
    out = static_cast<int64_t>(d);
    return true;
}

bool parseQuantity(std::string_view s, double& value, std::string_view& unit) {
    s = trimmed(s);
    const size_t used = s.empty() ? 0 : scanReal(s, value);
    if (used == 0) {
        return false;
    }
    std::string_view rest = trimmed(s.substr(used));
    for (char c : rest) {
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '/')) {
            return false;
        }
    }
    unit = rest;
    return true;
}

bool parseBool(std::string_view s, bool& out) {
    s = trimmed(s);
    if (s.size() == 4 && startsWithNoCase(s, "true")) {
        out = true;
        return true;
    }
    if (s.size() == 5 && startsWithNoCase(s, "false")) {
        out = false;
        return true;
    }
    return false;
}

bool isNotAvailable(std::string_view s) {
    s = trimmed(s);
    if (s.empty() || (s[0] != 'n' && s[0] != 'N')) {
        return false;
    }
    for (std::string_view word : {"n/a", "na", "none", "null"}) {
        if (s.size() == word.size() && startsWithNoCase(s, word)) {
            return true;
        }
    }
    return false;
}

size_t findNoCase(std::string_view s, std::string_view lower, size_t from) {
    if (lower.empty() || s.size() < lower.size() || from > s.size() - lower.size()) {
        return std::string_view::npos;
    }
    const char first = lower[0];
    const char upper = first >= 'a' && first <= 'z' ? static_cast<char>(first - 'a' + 'A') : first;
    const char* end = s.data() + (s.size() - lower.size()) + 1;
    if (end - (s.data() + from) < 48) {
        // Short text: a byte loop beats setting up memchr twice.
        for (size_t i = from; i + lower.size() <= s.size(); ++i) {
            if (lowerAscii(s[i]) == first && startsWithNoCase(s.substr(i + 1), lower.substr(1))) {
                return i;
            }
        }
        return std::string_view::npos;
    }
    // memchr is vectorised: one per case of the first letter beats a byte loop.
    auto next = [end](const char* p, char c) -> const char* {
        return p >= end ? nullptr
                        : static_cast<const char*>(std::memchr(p, c, static_cast<size_t>(end - p)));
    };
    const char* a = next(s.data() + from, first);
    const char* b = upper == first ? nullptr : next(s.data() + from, upper);
    const std::string_view tail = lower.substr(1);
    while (a != nullptr || b != nullptr) {
        const bool takeA = b == nullptr || (a != nullptr && a < b);
        const char* hit = takeA ? a : b;
        const size_t at = static_cast<size_t>(hit - s.data());
        if (startsWithNoCase(s.substr(at + 1), tail)) {
            return at;
        }
        if (takeA) {
            a = next(hit + 1, first);
        } else {
            b = next(hit + 1, upper);
        }
    }
    return std::string_view::npos;
}

size_t findWordNoCase(std::string_view s, std::string_view lower, size_t from) {
    for (size_t i = findNoCase(s, lower, from); i != std::string_view::npos;
         i = findNoCase(s, lower, i + 1)) {
        const size_t end = i + lower.size();
        if ((i == 0 || !isWordChar(s[i - 1])) && (end == s.size() || !isWordChar(s[end]))) {
            return i;
        }
    }
    return std::string_view::npos;
}

namespace {

double timeUnitMs(std::string_view u) {
    if (u == "ns") {
        return 1e-6;
    }
    if (u == "us") {
        return 1e-3;
    }
    if (u == "ms") {
        return 1.0;
    }
    if (u == "s") {
        return 1e3;
    }
    if (u == "min") {
        return 60e3;
    }
    if (u == "h") {
        return 3600e3;
    }
    return 0;
}

double siPrefix(std::string_view u) {
    if (u.empty()) {
        return 1.0;
    }
    if (u.size() != 1) {
        return 0;
    }
    switch (u[0]) {
        case 'K':
        case 'k':
            return 1e3;
        case 'M':
            return 1e6;
        case 'G':
            return 1e9;
        case 'T':
            return 1e12;
        case 'P':
            return 1e15;
        default:
            return 0;
    }
}

}  // namespace

double unitFactor(std::string_view from, std::string_view to) {
    if (from == to) {
        return 1.0;
    }
    if (const double a = timeUnitMs(from), b = timeUnitMs(to); a > 0 && b > 0) {
        return a / b;
    }
    if (const double a = siPrefix(from), b = siPrefix(to); a > 0 && b > 0) {
        return a / b;
    }
    return 0;
}

}  // namespace shardscope
