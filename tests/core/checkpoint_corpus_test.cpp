// Hostile and broken checkpoints: each gives its exact error; none crashes, hangs or
// over-allocates.
#include <gtest/gtest.h>

#include "corpusfile.h"
#include "formats/checkpointfile.h"
#include "formats/checkpointparser.h"
#include "testutil.h"

namespace shardscope {
namespace {

using test::spanOf;

TEST(CheckpointCorpus, EveryBrokenFileGivesItsExactError) {
    const auto cases = test::readCorpus(test::dataPath("broken/expected.tsv"));
    ASSERT_EQ(cases.size(), 25u);
    for (const test::CorpusCase& c : cases) {
        SCOPED_TRACE(c.file);
        const std::string path = test::dataPath("broken/" + c.file);
        auto file = CheckpointFile::open(path);
        if (c.exitStatus == 3) {  // readable, but the CRC says the bytes changed
            ASSERT_TRUE(file);
            EXPECT_EQ(file->index().crc, CrcState::Mismatch);
            EXPECT_EQ(c.message, "the crc check is failed");
            continue;
        }
        ASSERT_FALSE(file);
        EXPECT_EQ(file.error().describe(), path + ": " + c.message);
    }
}

TEST(CheckpointCorpus, CrcOkFileVerifies) {
    auto file = CheckpointFile::open(test::dataPath("broken/crc_ok.ckpt"));
    ASSERT_TRUE(file);
    EXPECT_EQ(file->index().crc, CrcState::Ok);
    EXPECT_EQ(file->index().tensors.size(), 1u);
    EXPECT_EQ(file->index().payloadSize, 293u);
}

// Record boundaries found by a walk written here, independent of the parser.
std::vector<std::pair<size_t, size_t>> recordSpans(const std::string& bytes) {
    std::vector<std::pair<size_t, size_t>> spans;  // start, header size + length
    size_t at = 0;
    while (at < bytes.size()) {
        size_t p = at + 1;
        uint64_t len = 0;
        for (int shift = 0;; shift += 7) {
            const auto b = static_cast<uint8_t>(bytes[p++]);
            len |= static_cast<uint64_t>(b & 0x7F) << shift;
            if ((b & 0x80) == 0) {
                break;
            }
        }
        spans.emplace_back(at, p - at + len);
        at = p + len;
    }
    return spans;
}

TEST(CheckpointCorpus, TruncatedAtEveryByteOffset) {
    const std::string whole = test::readFile(test::realFixture("adam_small_net.ckpt"));
    const auto spans = recordSpans(whole);
    ASSERT_EQ(spans.size(), 22u);
    for (size_t cut = 0; cut < whole.size(); ++cut) {
        SCOPED_TRACE(cut);
        auto index = parseCheckpoint(spanOf(whole.substr(0, cut)), "t.ckpt");
        if (cut == 0) {
            ASSERT_FALSE(index);
            EXPECT_EQ(index.error().describe(), "t.ckpt: the file is empty");
            continue;
        }
        size_t complete = 0;
        while (complete < spans.size() && spans[complete].first + spans[complete].second <= cut) {
            ++complete;
        }
        const auto [start, size] = spans[complete];
        if (start == cut) {  // a cut between records leaves a shorter, valid checkpoint
            ASSERT_TRUE(index) << index.error().describe();
            EXPECT_EQ(index->tensors.size(), complete);
            continue;
        }
        ASSERT_FALSE(index);
        size_t header = 1;
        while (static_cast<uint8_t>(whole[start + header]) & 0x80) {
            ++header;
        }
        ++header;
        const std::string where = "t.ckpt: byte " + std::to_string(start) + ": ";
        if (cut - start < header) {
            EXPECT_EQ(index.error().describe(), where + "truncated record header");
        } else {
            EXPECT_EQ(index.error().describe(),
                      where + "record of " + std::to_string(size - header) +
                          " bytes runs past the end of the file (" +
                          std::to_string(cut - start - header) + " bytes left)");
            EXPECT_EQ(index.error().code, ErrorCode::Truncated);
        }
    }
}

TEST(CheckpointCorpus, EveryFlippedByteIsAnErrorOrAConsistentIndex) {
    for (const char* name : {"router_4x16.ckpt", "adam_small_net.ckpt"}) {
        const std::string whole = test::readFile(test::realFixture(name));
        for (size_t i = 0; i < whole.size(); ++i) {
            for (uint8_t mask : {0x01, 0x80, 0xFF}) {
                std::string bytes = whole;
                bytes[i] = static_cast<char>(bytes[i] ^ mask);
                auto index = parseCheckpoint(spanOf(bytes), "f.ckpt");
                if (!index) {
                    EXPECT_EQ(index.error().describe().rfind("f.ckpt: ", 0), 0u);
                    continue;
                }
                uint64_t covered = 0;
                for (const TensorEntry& t : index->tensors) {
                    for (const ByteRange& r : t.chunks) {
                        ASSERT_LE(r.offset + r.size, bytes.size()) << name << " byte " << i;
                    }
                    covered += t.bytes;
                }
                EXPECT_LE(covered, bytes.size());
            }
        }
    }
}

TEST(CheckpointCorpus, LengthsNeverOutgrowTheFile) {
    // A record claiming 2^62 bytes must be refused before anything is reserved for it.
    std::string bytes = "\x0a";
    uint64_t v = 1ull << 62;
    while (v >= 0x80) {
        bytes += static_cast<char>((v & 0x7F) | 0x80);
        v >>= 7;
    }
    bytes += static_cast<char>(v);
    bytes += "abc";
    auto index = parseCheckpoint(spanOf(bytes), "big.ckpt");
    ASSERT_FALSE(index);
    EXPECT_EQ(index.error().describe(),
              "big.ckpt: byte 0: record of 4611686018427387904 bytes runs past the end of the file "
              "(3 bytes left)");
}

}  // namespace
}  // namespace shardscope
