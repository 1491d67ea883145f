#pragma once

#include <cstdint>
#include <string>

namespace shardscope::wire {

// Protocol Buffers wire format primitives, for walking records over a memory map.
enum WireType : uint32_t { Varint = 0, Fixed64 = 1, LengthDelimited = 2, Fixed32 = 5 };

// Bounds-checked cursor. Every read fails (returns false) rather than stepping past end.
struct Cursor {
    const uint8_t* begin = nullptr;
    const uint8_t* pos = nullptr;
    const uint8_t* end = nullptr;

    uint64_t offset() const { return static_cast<uint64_t>(pos - begin); }
    uint64_t remaining() const { return static_cast<uint64_t>(end - pos); }
    bool atEnd() const { return pos >= end; }

    bool readVarint(uint64_t& out) {
        uint64_t value = 0;
        for (int shift = 0; shift < 70; shift += 7) {
            if (pos >= end) {
                return false;
            }
            const uint8_t b = *pos++;
            value |= static_cast<uint64_t>(b & 0x7F) << shift;
            if ((b & 0x80) == 0) {
                out = value;
                return true;
            }
        }
        return false;
    }
    bool skip(uint64_t n) {
        if (n > remaining()) {
            return false;
        }
        pos += n;
        return true;
    }
};

inline void appendVarint(std::string& out, uint64_t v) {
    while (v >= 0x80) {
        out.push_back(static_cast<char>((v & 0x7F) | 0x80));
        v >>= 7;
    }
    out.push_back(static_cast<char>(v));
}

inline uint64_t varintSize(uint64_t v) {
    uint64_t n = 1;
    while (v >= 0x80) {
        v >>= 7;
        ++n;
    }
    return n;
}

inline void appendTag(std::string& out, uint32_t field, WireType type) {
    appendVarint(out, (static_cast<uint64_t>(field) << 3) | type);
}

}  // namespace shardscope::wire
