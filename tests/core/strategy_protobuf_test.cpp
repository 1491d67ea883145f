#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <unistd.h>

#include "formats/strategy.h"
#include "strategy.pb.h"
#include "strategyfiles.h"
#include "testpaths.h"
#include "testutil.h"

namespace shardscope {
namespace {

using test::kBroken;
using test::kData;
using test::kReal;
using test::readError;
using test::readOk;

namespace pb = mindspore::straspb;

// The pinned hash from SHA256SUMS, and the file's actual hash from sha256sum(1): the fixtures
// must be MindSpore's own bytes, or the byte-identity tests below prove nothing.
std::string pinnedSha256(const std::string& name) {
    std::ifstream in(kReal + "SHA256SUMS");
    std::string hash;
    std::string file;
    while (in >> hash >> file) {
        if (file == name) {
            return hash;
        }
    }
    return {};
}

std::string actualSha256(const std::string& path) {
    const std::string command = "sha256sum '" + path + "'";
    FILE* pipe = popen(command.c_str(), "r");
    if (pipe == nullptr) {
        return {};
    }
    char hash[65] = {};
    const size_t n = fread(hash, 1, 64, pipe);
    pclose(pipe);
    return std::string(hash, n);
}

size_t countStage(const Strategy& s, int stage) {
    size_t n = 0;
    for (const ParamLayout& l : s.layouts) {
        n += l.stage == stage ? 1 : 0;
    }
    return n;
}

size_t countDims(const Strategy& s, size_t dims) {
    size_t n = 0;
    for (const ParamLayout& l : s.layouts) {
        n += l.tensorMap.size() == dims ? 1 : 0;
    }
    return n;
}

void expectMindSporeDefaults(const Strategy& s) {
    for (const ParamLayout& l : s.layouts) {
        EXPECT_FALSE(l.nested) << l.name;
        EXPECT_EQ(l.devMatrices.size(), 1u) << l.name;
        EXPECT_EQ(l.paramSplitShapes, std::vector<std::vector<int64_t>>(1)) << l.name;
        EXPECT_EQ(l.indicesOffsets, std::vector<std::vector<int64_t>>(1)) << l.name;
        EXPECT_EQ(l.field, 0) << l.name;
        EXPECT_TRUE(l.hasOptFields) << l.name;
        EXPECT_EQ(l.optShardStep, 0) << l.name;
        EXPECT_EQ(l.optShardSize, 0) << l.name;
    }
}

TEST(StrategyProtobuf, FixturesAreMindSporesPinnedBytes) {
    for (const char* name :
         {"strategy_8_npus.ckpt", "strategy_4_npus.ckpt", "llama2_13b_2p_strategy.ckpt"}) {
        const std::string pinned = pinnedSha256(name);
        ASSERT_EQ(pinned.size(), 64u) << name;
        EXPECT_EQ(actualSha256(kReal + name), pinned) << name;
    }
}

TEST(StrategyProtobuf, ReadsMergedEightNpuStrategy) {
    const Strategy s = readOk(kReal + "strategy_8_npus.ckpt");
    EXPECT_EQ(s.format, StrategyFormat::Protobuf);
    EXPECT_EQ(s.currentStage, 1u);
    EXPECT_TRUE(s.merged);
    EXPECT_TRUE(s.issues.empty());
    ASSERT_EQ(s.items.size(), 34u);
    ASSERT_EQ(s.layouts.size(), 148u);
    EXPECT_EQ(s.stages(), (std::vector<int>{0, 1}));
    EXPECT_EQ(countStage(s, 1), 76u);
    EXPECT_EQ(countStage(s, 0), 72u);
    EXPECT_EQ(countDims(s, 1), 88u);
    EXPECT_EQ(countDims(s, 2), 60u);
    for (const ParamLayout& l : s.layouts) {
        EXPECT_EQ(l.devMatrix(), (std::vector<int64_t>{2, 2})) << l.name;
        EXPECT_TRUE(l.prefixed) << l.name;
    }
    expectMindSporeDefaults(s);

    EXPECT_EQ(s.items[0].nodeName, "Receive_backbone.blocks.1.attention.projection.weight");
    EXPECT_EQ(s.items[0].stage, 1u);
    EXPECT_EQ(s.items[0].strategies, (std::vector<std::vector<uint32_t>>{{2, 1}, {2, 1}}));
    EXPECT_EQ(s.items[33].nodeName, "MatMul_backbone.blocks.0.output.mapping.weight");
    EXPECT_EQ(s.items[33].strategies, (std::vector<std::vector<uint32_t>>{{2, 1}, {1, 2}}));
    EXPECT_EQ(s.fileStage(), 1u);

    EXPECT_EQ(s.layouts[0].name, "adam_v.backbone.blocks.1.layernorm1.beta");
    EXPECT_EQ(s.layouts[0].stage, 1);
    EXPECT_EQ(s.layouts[0].storedName(), "1-adam_v.backbone.blocks.1.layernorm1.beta");
    EXPECT_EQ(s.layouts[0].tensorMap, (std::vector<std::vector<int64_t>>{{-1}}));
    EXPECT_EQ(s.layouts[147].name, "accu_grads.backbone.blocks.0.output.mapping.weight");
    EXPECT_EQ(s.layouts[147].stage, 0);
    EXPECT_EQ(s.layouts[147].tensorMap, (std::vector<std::vector<int64_t>>{{-1}, {0}}));

    // The tied word embedding appears once per stage.
    const std::string table = "backbone.embedding.word_embedding.embedding_table";
    EXPECT_EQ(s.layouts[16].name, table);
    EXPECT_EQ(s.layouts[16].stage, 1);
    EXPECT_EQ(s.layouts[92].name, table);
    EXPECT_EQ(s.layouts[92].stage, 0);
    EXPECT_EQ(s.layouts[92].tensorMap, (std::vector<std::vector<int64_t>>{{-1}, {-1}}));
}

TEST(StrategyProtobuf, ReadsMergedFourNpuStrategy) {
    const Strategy s = readOk(kReal + "strategy_4_npus.ckpt");
    EXPECT_TRUE(s.merged);
    ASSERT_EQ(s.items.size(), 34u);
    ASSERT_EQ(s.layouts.size(), 148u);
    EXPECT_EQ(s.stages(), (std::vector<int>{0, 1}));
    EXPECT_EQ(countStage(s, 0), 72u);
    EXPECT_EQ(countStage(s, 1), 76u);
    for (const ParamLayout& l : s.layouts) {
        EXPECT_EQ(l.devMatrix(), (std::vector<int64_t>{2})) << l.name;
    }
    expectMindSporeDefaults(s);
    EXPECT_EQ(s.items[0].nodeName, "MatMul_backbone.blocks.0.attention.dense1.weight");
    EXPECT_EQ(s.items[0].stage, 0u);
    EXPECT_EQ(s.items[0].strategies, (std::vector<std::vector<uint32_t>>{{1, 1}, {2, 1}}));
    EXPECT_EQ(s.items[17].nodeName, "Receive_backbone.blocks.1.attention.projection.weight");
    EXPECT_EQ(s.items[17].stage, 1u);
    EXPECT_EQ(s.layouts[0].name, "adam_v.backbone.blocks.0.attention.dense1.bias");
    EXPECT_EQ(s.layouts[0].tensorMap, (std::vector<std::vector<int64_t>>{{0}}));
    EXPECT_EQ(s.layouts[1].name, "backbone.blocks.0.attention.dense2.weight");
    EXPECT_EQ(s.layouts[1].tensorMap, (std::vector<std::vector<int64_t>>{{0}, {-1}}));
    EXPECT_EQ(s.layouts[147].name, "adam_m.backbone.blocks.1.output.projection.weight");
    EXPECT_EQ(s.layouts[147].stage, 1);
}

TEST(StrategyProtobuf, ReadsUnmergedLlamaStrategy) {
    const Strategy s = readOk(kReal + "llama2_13b_2p_strategy.ckpt");
    EXPECT_FALSE(s.merged);
    ASSERT_EQ(s.items.size(), 363u);
    ASSERT_EQ(s.layouts.size(), 363u);
    EXPECT_EQ(s.fileStage(), 0u);
    EXPECT_EQ(s.stages(), (std::vector<int>{0}));
    EXPECT_EQ(countDims(s, 2), 282u);
    EXPECT_EQ(countDims(s, 1), 81u);
    for (const ParamLayout& l : s.layouts) {
        EXPECT_EQ(l.devMatrix(), (std::vector<int64_t>{2})) << l.name;
        EXPECT_FALSE(l.prefixed) << l.name;
        EXPECT_EQ(l.storedName(), l.name);
    }
    expectMindSporeDefaults(s);
    EXPECT_EQ(s.layouts[0].name, "model.layers.28.feed_forward.w2.weight");
    EXPECT_EQ(s.layouts[0].tensorMap, (std::vector<std::vector<int64_t>>{{-1}, {0}}));
    EXPECT_EQ(s.layouts[1].name, "model.layers.6.attention.wq.weight");
    EXPECT_EQ(s.layouts[1].tensorMap, (std::vector<std::vector<int64_t>>{{0}, {-1}}));
    EXPECT_EQ(s.layouts[362].name, "model.layers.27.feed_forward.w3.weight");
    EXPECT_EQ(s.items[0].nodeName, "MatMul_model.layers.28.attention.wo.weight");
    EXPECT_EQ(s.items[0].strategies, (std::vector<std::vector<uint32_t>>{{1, 2}, {1, 2}}));
}

TEST(StrategyProtobuf, RoundTripReproducesMindSporesBytes) {
    for (const char* name :
         {"strategy_8_npus.ckpt", "strategy_4_npus.ckpt", "llama2_13b_2p_strategy.ckpt"}) {
        const std::string original = test::readFile(kReal + name);
        ASSERT_FALSE(original.empty()) << name;
        Result<Strategy> s = parseStrategyProtobuf(original, name);
        ASSERT_TRUE(s.ok()) << s.error().describe();
        EXPECT_EQ(serializeStrategyProtobuf(*s), original) << name;
    }
}

TEST(StrategyProtobuf, WriteIsAtomicAndByteIdentical) {
    const std::filesystem::path dir = std::filesystem::temp_directory_path() /
                                      ("shardscope_strategy_pb_" + std::to_string(getpid()));
    std::filesystem::create_directories(dir);
    const std::string out = (dir / "copy.ckpt").string();
    const Strategy s = readOk(kReal + "llama2_13b_2p_strategy.ckpt");
    ASSERT_TRUE(writeStrategyFile(s, out).ok());
    EXPECT_EQ(test::readFile(out), test::readFile(kReal + "llama2_13b_2p_strategy.ckpt"));
    EXPECT_FALSE(std::filesystem::exists(out + ".tmp"));
    std::filesystem::remove_all(dir);
}

ParamLayout nestedLayout(const std::string& name, std::vector<std::vector<int64_t>> map) {
    ParamLayout l;
    l.name = name;
    l.devMatrices = {{2, 2, 2}};
    l.tensorMap = std::move(map);
    l.nested = true;
    l.paramSplitShapes = {{}};
    l.indicesOffsets = {{}};
    return l;
}

TEST(StrategyProtobuf, NestedLayoutRoundTripPadsOneDimensionalMaps) {
    Strategy s;
    s.items.push_back({"MatMul_w", 0, {{4, 2}}});
    s.layouts.push_back(nestedLayout("w", {{2, 1}, {-1}}));
    s.layouts.push_back(nestedLayout("b", {{2, 0}}));
    s.layouts.push_back(nestedLayout("c", {{-1}}));
    const std::string bytes = serializeStrategyProtobuf(s);

    pb::ParallelStrategyMap raw;
    ASSERT_TRUE(raw.ParseFromString(bytes));
    const auto& w = raw.parallel_layout_item(0).parallel_layouts();
    ASSERT_EQ(w.tensor_map_size(), 2);
    EXPECT_EQ(std::vector<int32_t>(w.tensor_map(0).dim().begin(), w.tensor_map(0).dim().end()),
              (std::vector<int32_t>{2, 1}));
    const auto& b = raw.parallel_layout_item(1).parallel_layouts();
    ASSERT_EQ(b.tensor_map_size(), 2);  // one dimension plus MindSpore's empty pad
    EXPECT_EQ(b.tensor_map(0).dim_size(), 2);
    EXPECT_EQ(b.tensor_map(1).dim_size(), 0);

    Result<Strategy> back = parseStrategyProtobuf(bytes, "nested.ckpt");
    ASSERT_TRUE(back.ok()) << back.error().describe();
    ASSERT_EQ(back->layouts.size(), 3u);
    EXPECT_EQ(back->layouts, s.layouts);
    EXPECT_EQ(back->layouts[1].tensorMap.size(), 1u);
    EXPECT_TRUE(back->layouts[2].nested);
    EXPECT_EQ(serializeStrategyProtobuf(*back), bytes);
}

TEST(StrategyProtobuf, PreV13FileGetsNoticeAndIsWrittenWithTheFields) {
    pb::ParallelStrategyMap raw;
    raw.set_current_stage(1);
    auto* item = raw.add_parallel_strategy_item();
    item->set_node_name("MatMul_fc.weight");
    item->mutable_parallel_strategys()->set_stage(0);
    auto* layout = raw.add_parallel_layout_item();
    layout->set_param_name("fc.weight");
    auto* pl = layout->mutable_parallel_layouts();
    pl->add_dev_matrix()->add_dim(4);
    pl->add_tensor_map()->add_dim(0);
    pl->set_field(0);
    const std::string bytes = raw.SerializeAsString();

    Result<Strategy> s = parseStrategyProtobuf(bytes, "old.ckpt");
    ASSERT_TRUE(s.ok()) << s.error().describe();
    ASSERT_EQ(s->issues.size(), 1u);
    EXPECT_EQ(s->issues[0].code, IssueCode::MissingOptimizerFields);
    EXPECT_EQ(s->issues[0].text(),
              "strategy file written before MindSpore 1.3: opt_weight_shard_step/size missing, "
              "assumed 0");
    EXPECT_EQ(s->issues[0].file, "old.ckpt");
    EXPECT_FALSE(s->layouts[0].hasOptFields);
    EXPECT_EQ(s->layouts[0].optShardSize, 0);
    EXPECT_TRUE(s->layouts[0].paramSplitShapes.empty());  // kept as stored: none

    pb::ParallelStrategyMap rewritten;
    ASSERT_TRUE(rewritten.ParseFromString(serializeStrategyProtobuf(*s)));
    const auto& out = rewritten.parallel_layout_item(0).parallel_layouts();
    EXPECT_TRUE(out.has_opt_weight_shard_step());
    EXPECT_TRUE(out.has_opt_weight_shard_size());
    EXPECT_EQ(out.param_split_shape_size(), 1);  // MindSpore's readers index [0]
}

Strategy withNames(std::vector<std::string> names, uint32_t fileStage) {
    Strategy s;
    s.items.push_back({"MatMul_x", fileStage, {{1}}});
    for (std::string& n : names) {
        ParamLayout l;
        l.name = std::move(n);
        l.devMatrices = {{1}};
        l.tensorMap = {{-1}};
        l.paramSplitShapes = {{}};
        l.indicesOffsets = {{}};
        s.layouts.push_back(std::move(l));
    }
    return s;
}

TEST(StrategyProtobuf, DashesThatAreNotStagePrefixesAreNotMisread) {
    const std::string bytes =
        serializeStrategyProtobuf(withNames({"0-head", "conv-1.weight", "12-tail"}, 3));
    Result<Strategy> s = parseStrategyProtobuf(bytes, "dash.ckpt");
    ASSERT_TRUE(s.ok()) << s.error().describe();
    EXPECT_FALSE(s->merged);
    EXPECT_EQ(s->stages(), (std::vector<int>{3}));
    EXPECT_EQ(s->layouts[0].name, "0-head");
    EXPECT_EQ(s->layouts[1].name, "conv-1.weight");
    EXPECT_EQ(s->layouts[2].stage, 3);
    EXPECT_EQ(serializeStrategyProtobuf(*s), bytes);

    // A leading zero is not how MindSpore writes a stage, so "01-" is no prefix either.
    Result<Strategy> zero =
        parseStrategyProtobuf(serializeStrategyProtobuf(withNames({"01-a", "1-b"}, 0)), "z");
    ASSERT_TRUE(zero.ok());
    EXPECT_FALSE(zero->merged);

    Result<Strategy> merged = parseStrategyProtobuf(
        serializeStrategyProtobuf(withNames({"1-a-b", "0-c", "10-d"}, 0)), "m.ckpt");
    ASSERT_TRUE(merged.ok());
    EXPECT_TRUE(merged->merged);
    EXPECT_EQ(merged->layouts[0].name, "a-b");
    EXPECT_EQ(merged->layouts[0].stage, 1);
    EXPECT_EQ(merged->layouts[2].stage, 10);
    EXPECT_EQ(merged->stages(), (std::vector<int>{0, 1, 10}));
}

TEST(StrategyProtobuf, RejectsWhatIsNotAStrategyFile) {
    Error e = readError(kBroken + "empty.ckpt");
    EXPECT_EQ(e.code, ErrorCode::Empty);
    EXPECT_EQ(e.describe(),
              kBroken + "empty.ckpt: the file is empty (0 bytes), not a strategy file");

    e = readError(kReal + "router_4x16.ckpt");
    EXPECT_EQ(e.code, ErrorCode::BadStrategy);
    EXPECT_EQ(e.message, "this is a checkpoint file, not a strategy file");
    EXPECT_EQ(e.file, kReal + "router_4x16.ckpt");

    e = readError(kBroken + "truncated.ckpt");
    EXPECT_EQ(e.code, ErrorCode::Corrupt);
    EXPECT_EQ(e.describe(),
              kBroken + "truncated.ckpt: not a valid strategy file (protobuf parse failed)");

    e = readError(kBroken + "json_named_ckpt.ckpt");
    EXPECT_EQ(e.code, ErrorCode::BadStrategy);
    EXPECT_EQ(e.message,
              "this looks like a JSON strategy file, but its name does not end in .json");

    e = readError(kBroken + "no_dev_matrix.ckpt");
    EXPECT_EQ(e.code, ErrorCode::BadStrategy);
    EXPECT_EQ(
        e.describe(),
        kBroken + "no_dev_matrix.ckpt: parameter 'fc.weight': parallel layout has no dev_matrix");

    // Found by fuzzing (strategy_pb, twelfth session): a stage past 2^31 - 1 was read as -1.
    e = readError(kBroken + "stage_past_int32.ckpt");
    EXPECT_EQ(e.code, ErrorCode::BadStrategy);
    EXPECT_EQ(e.describe(), kBroken +
                                "stage_past_int32.ckpt: operator 'MatMul_w': stage must be an "
                                "integer from 0 to 2147483647 (it is 4294967295)");

    e = readError(kBroken + "does_not_exist.ckpt");
    EXPECT_EQ(e.code, ErrorCode::NotFound);

    Result<Strategy> odd = parseStrategyProtobuf(std::string("\x7f\x01", 2), "odd.bin");
    ASSERT_FALSE(odd.ok());
    EXPECT_EQ(odd.error().describe(),
              "odd.bin: byte 0: not a strategy file: it starts with byte 0x7F, a strategy file "
              "starts with 0x08");
}

}  // namespace
}  // namespace shardscope
