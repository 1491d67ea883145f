#include "utf8text.h"

#include <cstdint>

namespace shardscope {

namespace {

// Length of the well-formed UTF-8 sequence starting at text[i] (RFC 3629: no overlong forms,
// no surrogates, nothing above U+10FFFF), or 0 when the byte there starts none.
size_t sequenceLength(std::string_view text, size_t i) {
    const auto at = [&](size_t k) { return static_cast<uint8_t>(text[i + k]); };
    const uint8_t b = at(0);
    if (b < 0x80) {
        return 1;
    }
    size_t n = 0;
    uint8_t lo = 0x80, hi = 0xBF;  // allowed range of the second byte
    if (b >= 0xC2 && b <= 0xDF) {
        n = 2;
    } else if (b >= 0xE0 && b <= 0xEF) {
        n = 3;
        lo = b == 0xE0 ? 0xA0 : 0x80;
        hi = b == 0xED ? 0x9F : 0xBF;
    } else if (b >= 0xF0 && b <= 0xF4) {
        n = 4;
        lo = b == 0xF0 ? 0x90 : 0x80;
        hi = b == 0xF4 ? 0x8F : 0xBF;
    } else {
        return 0;
    }
    if (i + n > text.size() || at(1) < lo || at(1) > hi) {
        return 0;
    }
    for (size_t k = 2; k < n; ++k) {
        if ((at(k) & 0xC0) != 0x80) {
            return 0;
        }
    }
    return n;
}

void appendHex(std::string& out, uint8_t b) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    out += "\\x";
    out += kHex[b >> 4];
    out += kHex[b & 0xF];
}

// As \u00NN: the same text a JSON string would hold, so JSON printed through a terminal filter
// stays valid JSON (a C1 character is legal raw in JSON).
void appendControl(std::string& out, uint8_t code) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    out += "\\u00";
    out += kHex[code >> 4];
    out += kHex[code & 0xF];
}

bool isControl(std::string_view text, size_t i, size_t n) {
    const auto b = static_cast<uint8_t>(text[i]);
    if (n == 1) {
        return (b < 0x20 && b != '\t' && b != '\n' && b != '\r') || b == 0x7F;
    }
    return n == 2 && b == 0xC2 && static_cast<uint8_t>(text[i + 1]) < 0xA0;  // C1: U+0080-009F
}

std::string escape(std::string_view text, bool controls) {
    std::string out;
    out.reserve(text.size());
    for (size_t i = 0; i < text.size();) {
        const size_t n = sequenceLength(text, i);
        if (n == 0) {
            appendHex(out, static_cast<uint8_t>(text[i]));
            ++i;
            continue;
        }
        if (controls && isControl(text, i, n)) {
            appendControl(
                out, n == 1 ? static_cast<uint8_t>(text[i]) : static_cast<uint8_t>(text[i + 1]));
        } else {
            out.append(text.substr(i, n));
        }
        i += n;
    }
    return out;
}

}  // namespace

bool isValidUtf8(std::string_view text) {
    for (size_t i = 0; i < text.size();) {
        const size_t n = sequenceLength(text, i);
        if (n == 0) {
            return false;
        }
        i += n;
    }
    return true;
}

std::string escapeInvalidUtf8(std::string_view text) {
    return isValidUtf8(text) ? std::string(text) : escape(text, false);
}

std::string terminalSafe(std::string_view text) {
    return escape(text, true);
}

}  // namespace shardscope
