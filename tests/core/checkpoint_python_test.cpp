// A second, independent reader: python3-protobuf decodes what our writer wrote, from our .proto.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "formats/checkpointwriter.h"
#include "pythonreader.h"
#include "testutil.h"

namespace shardscope {
namespace {

using test::hexOf;

TEST(CheckpointPython, IndependentReaderSeesWhatWeWrote) {
    test::TempDir dir;
    for (bool crc : {false, true}) {
        SCOPED_TRACE(crc);
        const std::string path = dir.file(crc ? "crc.ckpt" : "plain.ckpt");
        const auto bf16 = test::patternBytes(2 * 6 * 7, 1);
        const auto big = test::patternBytes(4 * 100, 2);
        const auto i64 = test::patternBytes(8, 3);
        CheckpointWriteOptions options;
        options.crc = crc;
        options.chunkBytes = 128;
        {
            auto writer = CheckpointWriter::create(path, options);
            ASSERT_TRUE(writer);
            ASSERT_TRUE(writer->addTensor("layers.0.w", "BFloat16", {6, 7}, bf16));
            ASSERT_TRUE(writer->addTensor("layers.1.w", "Float32", {10, 10}, big));
            ASSERT_TRUE(writer->addTensor("step_num", "Int64", {}, i64));
            ASSERT_TRUE(writer->addString("note", "ok"));
            ASSERT_TRUE(writer->commit());
        }
        const nlohmann::json j = test::readWithPython(path);
        EXPECT_EQ(j["crc"], crc ? "ok" : "none");
        ASSERT_EQ(j["tensors"].size(), 4u);
        EXPECT_EQ(j["tensors"][0]["name"], "layers.0.w");
        EXPECT_EQ(j["tensors"][0]["dtype"], "BFloat16");
        EXPECT_EQ(j["tensors"][0]["dims"], nlohmann::json::array({6, 7}));
        EXPECT_EQ(j["tensors"][0]["content"], hexOf(bf16));
        EXPECT_EQ(j["tensors"][1]["records"], 4);  // 400 bytes in 128-byte chunks
        EXPECT_EQ(j["tensors"][1]["dims"], nlohmann::json::array({10, 10}));
        EXPECT_EQ(j["tensors"][1]["content"], hexOf(big));
        EXPECT_EQ(j["tensors"][2]["dims"], nlohmann::json::array());
        EXPECT_EQ(j["tensors"][2]["content"], hexOf(i64));
        EXPECT_EQ(j["tensors"][3]["dtype"], "str");
        EXPECT_EQ(j["tensors"][3]["dims"], nlohmann::json::array({0}));
        EXPECT_EQ(j["tensors"][3]["content"], "6f0000006b000000");
    }
}

}  // namespace
}  // namespace shardscope
