#pragma once

#include <cstdint>
#include <span>

#include "../formats/byterange.h"
#include "copyblock.h"

namespace shardscope {

// File offset of a content position of a (possibly chunked) tensor; *contiguous gets the bytes
// that follow it in the same chunk (0, and offset 0, past the content's end).
uint64_t contentToFileOffset(std::span<const ByteRange> chunks, uint64_t position,
                             uint64_t* contiguous);

// A copy block's runs inside a destination content window, mapped onto the file offsets of the
// chunked source tensor they read (and, for a check, of the chunked destination tensor they
// were written to), split wherever a chunk ends. The one loop by which the executor copies, the
// tensor assembler exports and the verifier compares.
class ChunkedRuns {
public:
    // `destination` empty: fn receives destination content positions, not file offsets.
    ChunkedRuns(const CopyBlock& block, std::span<const ByteRange> source,
                std::span<const ByteRange> destination = {})
        : m_block(block), m_source(source), m_destination(destination) {}

    // Calls fn(sourceFileOffset, destination, length) in destination order until fn returns
    // false. Returns the bytes of the window's runs that the source's (or destination's)
    // chunks do not hold: 0 when the files hold every byte the block names.
    template <class Fn>
    uint64_t forEach(uint64_t windowBegin, uint64_t windowEnd, Fn&& fn) const {
        uint64_t missing = 0;
        bool going = true;
        forEachRunIn(m_block, windowBegin, windowEnd, [&](uint64_t s, uint64_t d, uint64_t n) {
            while (n > 0 && going) {
                uint64_t room = 0;
                const uint64_t from = contentToFileOffset(m_source, s, &room);
                uint64_t to = d;
                if (!m_destination.empty()) {
                    uint64_t dstRoom = 0;
                    to = contentToFileOffset(m_destination, d, &dstRoom);
                    room = std::min(room, dstRoom);
                }
                const uint64_t len = std::min(n, room);
                if (len == 0) {
                    missing += n;  // the file is shorter than the block says: never loop
                    return;
                }
                going = fn(from, to, len);
                s += len;
                d += len;
                n -= len;
            }
        });
        return missing;
    }

    // The source file bytes [offset, offset + size) the window reads from: one range to read
    // ahead. Size 0 when it reads nothing.
    ByteRange sourceSpan(uint64_t windowBegin, uint64_t windowEnd) const;

private:
    const CopyBlock& m_block;
    std::span<const ByteRange> m_source;
    std::span<const ByteRange> m_destination;
};

}  // namespace shardscope
