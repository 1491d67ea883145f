#pragma once

#include <algorithm>
#include <cstdint>

namespace shardscope {

// Where the parser reads: a memory map. at() returns the bytes [offset, offset + size).
struct MappedSource {
    const uint8_t* data;
    const uint8_t* at(uint64_t offset, uint64_t) const { return data + offset; }
    // Asks for the cache line at `offset` ahead of its use (the next record's header, while
    // this record is parsed). Never faults, whatever the offset.
    void prefetch(uint64_t offset) const { __builtin_prefetch(data + offset); }
};

// A bounds-checked cursor over offsets of a source (the parser reads .ckpt records with it). Every
// read fails (returns false) rather than stepping past the end; a source that cannot give its bytes
// fails it too.
template <class Source>
struct SourceCursor {
    Source* src = nullptr;
    uint64_t pos = 0;
    uint64_t end = 0;

    uint64_t offset() const { return pos; }
    uint64_t remaining() const { return end - pos; }
    bool atEnd() const { return pos >= end; }

    bool readVarint(uint64_t& out) {
        const uint64_t n = std::min<uint64_t>(10, end - pos);
        const uint8_t* p = n > 0 ? src->at(pos, n) : nullptr;
        if (p == nullptr) {
            return false;
        }
        uint64_t value = 0;
        for (uint64_t i = 0; i < n; ++i) {
            value |= static_cast<uint64_t>(p[i] & 0x7F) << (7 * i);
            if ((p[i] & 0x80) == 0) {
                out = value;
                pos += i + 1;
                return true;
            }
        }
        pos += n;
        return false;
    }
    bool skip(uint64_t n) {
        if (n > remaining()) {
            return false;
        }
        pos += n;
        return true;
    }
    // The next n bytes as text (null when the source fails).
    const char* text(uint64_t n) { return reinterpret_cast<const char*>(src->at(pos, n)); }
};

}  // namespace shardscope
