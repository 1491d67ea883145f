// ChunkedRuns: a copy block's runs split where the source's (and destination's) chunks end,
// checked against a byte-by-byte walk of the same block.
#include "convert/chunkedruns.h"

#include <gtest/gtest.h>

#include <vector>

namespace shardscope {
namespace {

struct Piece {
    uint64_t from, to, length;
    bool operator==(const Piece&) const = default;
};

// A 2x6 source row-split into a 2x3 destination window (columns 1..3): two runs of 3 bytes.
CopyBlock twoRuns() {
    CopyBlock b;
    b.srcBase = 1;
    b.dstBase = 0;
    b.counts = {2};
    b.srcStrides = {6};
    b.dstStrides = {3};
    b.runBytes = 3;
    return b;
}

// The file offset of every byte, one at a time: the reference the runs must agree with.
uint64_t byteAt(const std::vector<ByteRange>& chunks, uint64_t position) {
    for (const ByteRange& c : chunks) {
        if (position < c.size) {
            return c.offset + position;
        }
        position -= c.size;
    }
    return UINT64_MAX;
}

TEST(ChunkedRuns, SplitsAtEverySourceAndDestinationChunkEnd) {
    const CopyBlock block = twoRuns();
    // Source content (12 bytes) in chunks of 5, 4 and 3 at scattered file offsets; destination
    // content (6 bytes) in chunks of 2 and 4.
    const std::vector<ByteRange> src{{100, 5}, {200, 4}, {300, 3}};
    const std::vector<ByteRange> dst{{10, 2}, {50, 4}};
    std::vector<Piece> got;
    const uint64_t missing =
        ChunkedRuns(block, src, dst).forEach(0, 6, [&](auto f, auto t, auto n) {
            got.push_back({f, t, n});
            return true;
        });
    EXPECT_EQ(missing, 0u);
    // Run 0: source content 1..3 -> destination 0..2; run 1: source 7..9 -> destination 3..5.
    // Cross-check each piece byte by byte against the reference walk.
    uint64_t bytes = 0;
    for (const Piece& p : got) {
        bytes += p.length;
    }
    EXPECT_EQ(bytes, 6u);
    const std::vector<uint64_t> srcContent{1, 2, 3, 7, 8, 9};
    uint64_t k = 0;
    for (const Piece& p : got) {
        for (uint64_t i = 0; i < p.length; ++i, ++k) {
            EXPECT_EQ(p.from + i, byteAt(src, srcContent[k])) << "byte " << k;
            EXPECT_EQ(p.to + i, byteAt(dst, k)) << "byte " << k;
        }
    }
    EXPECT_EQ(got, (std::vector<Piece>{{101, 10, 2}, {103, 50, 1}, {202, 51, 2}, {300, 53, 1}}));
}

TEST(ChunkedRuns, WindowAndContentPositionsWithoutDestinationChunks) {
    const CopyBlock block = twoRuns();
    const std::vector<ByteRange> src{{100, 12}};
    std::vector<Piece> got;
    ChunkedRuns(block, src).forEach(2, 5, [&](auto f, auto t, auto n) {
        got.push_back({f, t, n});
        return true;
    });
    EXPECT_EQ(got, (std::vector<Piece>{{103, 2, 1}, {107, 3, 2}}));
    EXPECT_EQ(ChunkedRuns(block, src).sourceSpan(0, 6).offset, 101u);
    EXPECT_EQ(ChunkedRuns(block, src).sourceSpan(0, 6).size, 9u);
    EXPECT_EQ(ChunkedRuns(block, src).sourceSpan(6, 6).size, 0u);
}

TEST(ChunkedRuns, ShortSourceCountsTheMissingBytesAndStopsWhenAsked) {
    const CopyBlock block = twoRuns();
    const std::vector<ByteRange> shortSrc{{100, 8}};  // run 1 needs content 7..9
    int calls = 0;
    EXPECT_EQ(ChunkedRuns(block, shortSrc)
                  .forEach(0, 6,
                           [&](auto, auto, auto) {
                               ++calls;
                               return true;
                           }),
              2u);
    EXPECT_EQ(calls, 2);  // run 0 whole, run 1's first byte
    calls = 0;
    EXPECT_EQ(ChunkedRuns(block, std::vector<ByteRange>{{100, 12}})
                  .forEach(0, 6,
                           [&](auto, auto, auto) {
                               ++calls;
                               return false;
                           }),
              0u);
    EXPECT_EQ(calls, 1);
}

}  // namespace
}  // namespace shardscope
