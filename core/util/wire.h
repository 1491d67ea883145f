#pragma once

#include <cstdint>
#include <string>

namespace shardscope::wire {

// Protocol Buffers wire format primitives: the wire types and the writers of varints and tags.
// Records are read with the one bounds-checked cursor, SourceCursor (formats/sourcecursor.h).
enum WireType : uint32_t { Varint = 0, Fixed64 = 1, LengthDelimited = 2, Fixed32 = 5 };

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
