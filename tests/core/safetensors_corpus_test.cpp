// Broken safetensors headers, every field: each gives its exact error, none crashes, and no
// truncation of a valid file is accepted as something else.
#include <gtest/gtest.h>

#include "corpusfile.h"
#include "formats/checkpointfile.h"
#include "formats/safetensorsparser.h"
#include "formats/safetensorswriter.h"
#include "testutil.h"

namespace shardscope {
namespace {

using test::spanOf;

TEST(SafetensorsCorpus, EveryBrokenHeaderGivesItsExactError) {
    const auto cases = test::readCorpus(test::dataPath("broken-safetensors/expected.tsv"));
    ASSERT_EQ(cases.size(), 37u);
    for (const test::CorpusCase& c : cases) {
        SCOPED_TRACE(c.file);
        const std::string path = test::dataPath("broken-safetensors/" + c.file);
        auto file = CheckpointFile::open(path);
        if (c.exitStatus == 3) {
            ASSERT_TRUE(file) << file.error().describe();
            EXPECT_EQ(file->index().crc, CrcState::Mismatch);
            EXPECT_EQ(c.message, "the crc check is failed");
            continue;
        }
        ASSERT_FALSE(file);
        EXPECT_EQ(file.error().describe(), path + ": " + c.message);
    }
}

TEST(SafetensorsCorpus, UnknownDtypeIsANoticeNotAnError) {
    const std::string header = R"({"w":{"dtype":"F8_E8M0","shape":[3],"data_offsets":[0,3]}})";
    std::string bytes(8, '\0');
    bytes[0] = static_cast<char>(header.size());
    bytes += header + "abc";
    auto index = parseSafetensors(spanOf(bytes), "t.safetensors");
    ASSERT_TRUE(index) << index.error().describe();
    ASSERT_EQ(index->tensors.size(), 1u);
    EXPECT_EQ(index->tensors[0].dtypeName, "F8_E8M0");
    EXPECT_EQ(index->tensors[0].dtype, DType::Unknown);
    EXPECT_EQ(index->tensors[0].bytes, 3u);
    ASSERT_EQ(index->issues.size(), 1u);
    EXPECT_EQ(index->issues[0].text(), "unknown safetensors dtype 'F8_E8M0'; size not checked");
}

TEST(SafetensorsCorpus, TruncatedAtEveryByteOffset) {
    test::TempDir dir;
    const std::string path = dir.file("whole.safetensors");
    {
        auto w = SafetensorsWriter::create(path, {{"a", "F32", {2, 2}, 16}, {"b", "I64", {}, 8}},
                                           {.crc = true});
        ASSERT_TRUE(w);
        ASSERT_TRUE(w->append(test::patternBytes(24, 5)));
        ASSERT_TRUE(w->commit());
    }
    const std::string whole = test::readFile(path);
    ASSERT_TRUE(parseSafetensors(spanOf(whole), "t.safetensors"));
    for (size_t cut = 0; cut < whole.size(); ++cut) {
        SCOPED_TRACE(cut);
        auto index = parseSafetensors(spanOf(whole.substr(0, cut)), "t.safetensors");
        ASSERT_FALSE(index);
        const ErrorCode code = index.error().code;
        EXPECT_TRUE(code == ErrorCode::Truncated || code == ErrorCode::Empty)
            << index.error().describe();
    }
}

}  // namespace
}  // namespace shardscope
