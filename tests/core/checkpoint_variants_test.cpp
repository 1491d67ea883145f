// Less common shapes of the format that real files take: map tensors, the 2020-era model_type
// field, packed dims from other writers.
#include <gtest/gtest.h>

#include "checkpoint.pb.h"
#include "formats/checkpointparser.h"
#include "testutil.h"

namespace shardscope {
namespace {

using test::spanOf;

TEST(CheckpointVariants, MapTensorIsRecognisedWithItsParts) {
    ::Checkpoint ckpt;
    ::Checkpoint::Value* v = ckpt.add_value();
    v->set_tag("embedding.hash_table");
    const std::string keys(4 * 3, '\x01');
    const std::string values(4 * 3 * 8, '\x02');
    const std::string status(4 * 3, '\x00');
    for (auto [dtype, dims, content] : {std::tuple{"int32", std::vector<int64_t>{3}, keys},
                                        std::tuple{"float32", std::vector<int64_t>{3, 8}, values},
                                        std::tuple{"int32", std::vector<int64_t>{3}, status}}) {
        TensorProto* t = v->mutable_maptensor()->add_tensor();
        for (int64_t d : dims) {
            t->add_dims(d);
        }
        t->set_tensor_type(dtype);
        t->set_tensor_content(content);
    }
    ::Checkpoint plain;
    ::Checkpoint::Value* w = plain.add_value();
    w->set_tag("w");
    w->mutable_tensor()->add_dims(1);
    w->mutable_tensor()->set_tensor_type("Float32");
    w->mutable_tensor()->set_tensor_content(std::string(4, '\0'));
    const std::string bytes = ckpt.SerializeAsString() + plain.SerializeAsString();

    auto index = parseCheckpoint(spanOf(bytes), "map.ckpt");
    ASSERT_TRUE(index) << index.error().describe();
    ASSERT_EQ(index->tensors.size(), 2u);
    const TensorEntry& m = index->tensors[0];
    EXPECT_EQ(m.kind, TensorKind::Map);
    EXPECT_EQ(m.dtypeName, "MapTensor");
    EXPECT_EQ(m.shape, (std::vector<int64_t>{3, 8}));
    ASSERT_EQ(m.mapParts.size(), 3u);
    EXPECT_EQ(m.mapParts[0].dtypeName, "int32");
    EXPECT_EQ(m.mapParts[1].content.size, 96u);
    EXPECT_EQ(m.bytes, 12u + 96 + 12);
    EXPECT_EQ(index->tensors[1].name, "w");
}

TEST(CheckpointVariants, UnknownTopLevelModelTypeFieldIsSkipped) {
    ::Checkpoint plain;
    ::Checkpoint::Value* w = plain.add_value();
    w->set_tag("fc.weight");
    w->mutable_tensor()->add_dims(2);
    w->mutable_tensor()->set_tensor_type("Float16");
    w->mutable_tensor()->set_tensor_content(std::string(4, '\x3c'));
    const std::string modelType = std::string("\x12\x06normal", 8);
    const std::string bytes = modelType + plain.SerializeAsString() + modelType;
    auto index = parseCheckpoint(spanOf(bytes), "old.ckpt");
    ASSERT_TRUE(index) << index.error().describe();
    ASSERT_EQ(index->tensors.size(), 1u);
    EXPECT_EQ(index->tensors[0].name, "fc.weight");
    EXPECT_EQ(index->tensors[0].chunks[0].offset,
              modelType.size() + 28);  // 2 + 11 (tag) + 2 + 2 (dims) + 9 (type) + 2
}

// A tensor written as two records with a model_type field between them is one tensor, as
// protobuf (and MindSpore) see the repeated value field: its record span reaches the end of the
// second record, so its bytes lie inside it. Found by fuzzing (the ckpt target, run 14).
TEST(CheckpointVariants, RecordsOfOneTensorApartStillSpanBothRecords) {
    ::Checkpoint part;
    ::Checkpoint::Value* w = part.add_value();
    w->set_tag("w");
    w->mutable_tensor()->add_dims(4);
    w->mutable_tensor()->set_tensor_type("Float16");
    w->mutable_tensor()->set_tensor_content(std::string(4, '\x3c'));
    const std::string record = part.SerializeAsString();
    const std::string modelType = std::string("\x12\x06normal", 8);
    const std::string bytes = record + modelType + record;
    auto index = parseCheckpoint(spanOf(bytes), "apart.ckpt");
    ASSERT_TRUE(index) << index.error().describe();
    ASSERT_EQ(index->tensors.size(), 1u);
    const TensorEntry& t = index->tensors[0];
    ASSERT_EQ(t.chunks.size(), 2u);
    EXPECT_EQ(t.bytes, 8u);
    EXPECT_EQ(t.recordOffset, 0u);
    EXPECT_EQ(t.recordBytes, bytes.size());
    EXPECT_EQ(t.chunks[1].offset + t.chunks[1].size, bytes.size());
    // The fuzzer's input: an unknown dtype, fixed64 and varint fields between the records.
    const std::string found =
        test::readFile(test::dataPath("../fuzz/corpus/ckpt/regression-joined-records-apart"));
    auto fuzzed = parseCheckpoint(spanOf(found), "found.ckpt");
    ASSERT_TRUE(fuzzed) << fuzzed.error().describe();
    ASSERT_EQ(fuzzed->tensors.size(), 1u);
    EXPECT_EQ(fuzzed->tensors[0].recordBytes, 78u);
    EXPECT_EQ(fuzzed->tensors[0].chunks[1].offset + fuzzed->tensors[0].chunks[1].size, 78u);
}

TEST(CheckpointVariants, PackedDimsAreAccepted) {
    // Value{tag "p", tensor{dims packed [2, 3], "Int8", 6 bytes}}
    std::string tensor =
        std::string("\x0a\x02\x02\x03", 4) + "\x12\x04Int8" + "\x1a\x06" + "abcdef";
    std::string value =
        std::string("\x0a\x01p", 3) + "\x12" + static_cast<char>(tensor.size()) + tensor;
    const std::string bytes = "\x0a" + std::string(1, static_cast<char>(value.size())) + value;
    auto index = parseCheckpoint(spanOf(bytes), "packed.ckpt");
    ASSERT_TRUE(index) << index.error().describe();
    ASSERT_EQ(index->tensors.size(), 1u);
    EXPECT_EQ(index->tensors[0].shape, (std::vector<int64_t>{2, 3}));
    EXPECT_EQ(index->tensors[0].bytes, 6u);
}

TEST(CheckpointVariants, UnknownDtypeIsKeptWithANotice) {
    ::Checkpoint c;
    ::Checkpoint::Value* w = c.add_value();
    w->set_tag("q");
    w->mutable_tensor()->add_dims(4);
    w->mutable_tensor()->set_tensor_type("Float4E2M1");
    w->mutable_tensor()->set_tensor_content(std::string(2, '\0'));
    auto index = parseCheckpoint(spanOf(c.SerializeAsString()), "u.ckpt");
    ASSERT_TRUE(index) << index.error().describe();
    ASSERT_EQ(index->issues.size(), 1u);
    EXPECT_EQ(index->issues[0].code, IssueCode::UnknownDtype);
    EXPECT_EQ(index->issues[0].text(), "unknown tensor_type 'Float4E2M1'; size not checked");
    EXPECT_EQ(index->tensors[0].dtype, DType::Unknown);
}

}  // namespace
}  // namespace shardscope
