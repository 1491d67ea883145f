// Run folders of per-rank .safetensors work like .ckpt runs: inspected, planned and converted;
// ckpt -> safetensors -> ckpt gives back the same tensor bytes, and merging a safetensors run
// gives the very file merging the .ckpt run gives.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "convert/executor.h"
#include "convert/planner.h"
#include "convert/verifier.h"
#include "formats/checkpointwriter.h"
#include "formats/strategy.h"
#include "inspect/inspectreport.h"
#include "inspect/rundocument.h"
#include "plantestutil.h"
#include "run/rundiscovery.h"
#include "synth/demorun.h"
#include "tensorcontent.h"
#include "testutil.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

void convertOrFail(const std::string& src, const std::string& dst, const std::string& strategy,
                   bool merge, std::optional<CheckpointFormat> format, bool crc) {
    PlanRequest request;
    request.srcFolder = src;
    request.srcStrategy = strategy;
    request.dstStrategy = merge ? std::string() : strategy;
    request.dstFolder = dst;
    request.options.format = format;
    request.options.crc = crc;
    request.options.windowBytes = 4096;  // many windows per tensor: the CRC is combined
    auto plan = test::planFromPath(request);
    ASSERT_TRUE(plan) << plan.error().describe();
    for (const Issue& p : plan->problems) {
        ADD_FAILURE() << issueCodeName(p.code) << ": " << p.text();
    }
    auto result = executeConversion(*plan);
    ASSERT_TRUE(result) << result.error().describe();
    const VerifyReport report = verifyConversion(*plan);
    for (const RankCheck& r : report.ranks) {
        EXPECT_TRUE(r.ok) << r.message;
    }
}

using test::contentOf;

// Same names, dtypes, shapes and bytes; in the same order unless `anyOrder`.
void expectSameTensors(const std::string& a, const std::string& b, bool anyOrder = false) {
    SCOPED_TRACE(a + " vs " + b);
    auto fa = CheckpointFile::open(a);
    auto fb = CheckpointFile::open(b);
    ASSERT_TRUE(fa) << fa.error().describe();
    ASSERT_TRUE(fb) << fb.error().describe();
    ASSERT_EQ(fa->index().tensors.size(), fb->index().tensors.size());
    for (size_t i = 0; i < fa->index().tensors.size(); ++i) {
        const TensorEntry& ta = fa->index().tensors[i];
        const TensorEntry* found = anyOrder ? fb->index().find(ta.name) : &fb->index().tensors[i];
        ASSERT_NE(found, nullptr) << ta.name;
        const TensorEntry& tb = *found;
        EXPECT_EQ(ta.name, tb.name);
        EXPECT_EQ(ta.dtypeName, tb.dtypeName);
        EXPECT_EQ(ta.shape, tb.shape);
        EXPECT_TRUE(contentOf(*fa, ta) == contentOf(*fb, tb)) << ta.name;
    }
}

TEST(ConvertSafetensors, CkptToSafetensorsAndBackIsByteIdentical) {
    test::TempDir dir;
    ASSERT_TRUE(writeDemoRun(dir.file("src")));
    const std::string strategy = dir.file("src/strategy.ckpt");
    convertOrFail(dir.file("src"), dir.file("st"), strategy, false, CheckpointFormat::Safetensors,
                  true);
    for (int r = 0; r < 8; ++r) {
        const std::string rank = "/rank_" + std::to_string(r);
        const std::string st =
            dir.file("st" + rank + "/checkpoint_" + std::to_string(r) + ".safetensors");
        ASSERT_TRUE(fs::exists(st)) << st;
        auto opened = CheckpointFile::open(st);
        ASSERT_TRUE(opened) << opened.error().describe();
        EXPECT_EQ(opened->index().crc, CrcState::Ok);
    }
    // The sources' format is the default: safetensors in, safetensors out.
    convertOrFail(dir.file("st"), dir.file("st2"), strategy, false, std::nullopt, false);
    EXPECT_TRUE(fs::exists(dir.file("st2/rank_3/checkpoint_3.safetensors")));
    convertOrFail(dir.file("st"), dir.file("back"), strategy, false, CheckpointFormat::Ckpt, false);
    for (int r = 0; r < 8; ++r) {
        const std::string rank = "/rank_" + std::to_string(r);
        const std::string name = "/checkpoint_" + std::to_string(r);
        auto run = discoverRunFolder(dir.file("src"));
        ASSERT_TRUE(run);
        // convert writes the strategy's parameters first, then the others (as MindSpore does).
        expectSameTensors(run->rank(r)->file, dir.file("back" + rank + name + ".ckpt"), true);
        expectSameTensors(dir.file("st" + rank + name + ".safetensors"),
                          dir.file("back" + rank + name + ".ckpt"));
    }
}

TEST(ConvertSafetensors, MergingASafetensorsRunGivesTheSameFile) {
    test::TempDir dir;
    ASSERT_TRUE(writeDemoRun(dir.file("src")));
    const std::string strategy = dir.file("src/strategy.ckpt");
    convertOrFail(dir.file("src"), dir.file("st"), strategy, false, CheckpointFormat::Safetensors,
                  false);
    convertOrFail(dir.file("src"), dir.file("m1"), strategy, true, CheckpointFormat::Ckpt, true);
    convertOrFail(dir.file("st"), dir.file("m2"), strategy, true, CheckpointFormat::Ckpt, true);
    const std::string a = test::readFile(dir.file("m1/rank_0/checkpoint_0.ckpt"));
    const std::string b = test::readFile(dir.file("m2/rank_0/checkpoint_0.ckpt"));
    EXPECT_GT(a.size(), 100000u);
    EXPECT_TRUE(a == b);
}

TEST(ConvertSafetensors, InspectAndRunDocumentReadSafetensorsRanks) {
    test::TempDir dir;
    ASSERT_TRUE(writeDemoRun(dir.file("src")));
    convertOrFail(dir.file("src"), dir.file("st"), dir.file("src/strategy.ckpt"), false,
                  CheckpointFormat::Safetensors, false);
    // The converted run describes itself: its strategy is beside the ranks, the same layouts.
    auto written = readStrategyFile(dir.file("st/strategy.ckpt"));
    auto given = readStrategyFile(dir.file("src/strategy.ckpt"));
    ASSERT_TRUE(written && given);
    EXPECT_EQ(written->layouts, given->layouts);
    auto report = inspectPath(dir.file("st"));
    ASSERT_TRUE(report) << report.error().describe();
    ASSERT_EQ(report->ranks.size(), 8u);
    for (const RankReport& r : report->ranks) {
        EXPECT_TRUE(r.readable) << r.error;
        EXPECT_EQ(r.file.format, "safetensors");
        EXPECT_GT(r.tensors, 10u);
    }
    auto model = loadRunFolder(dir.file("st"));
    ASSERT_TRUE(model) << model.error().describe();
    auto ckptModel = loadRunFolder(dir.file("src"));
    ASSERT_TRUE(ckptModel);
    // The same parameters (convert orders them its own way), the same shapes and verdicts.
    ASSERT_EQ(model->params.size(), ckptModel->params.size());
    for (const ParamInfo& p : ckptModel->params) {
        const ParamInfo* q = model->find(p.name);
        ASSERT_NE(q, nullptr) << p.name;
        EXPECT_EQ(q->globalShape, p.globalShape) << p.name;
        EXPECT_EQ(q->status, p.status) << p.name;
    }
}

TEST(ConvertSafetensors, HdfFiveIsNoConvertOutput) {
    test::TempDir dir;
    ASSERT_TRUE(writeDemoRun(dir.file("src")));
    PlanRequest request;
    request.srcFolder = dir.file("src");
    request.srcStrategy = dir.file("src/strategy.ckpt");
    request.options.format = CheckpointFormat::Hdf5;
    auto plan = test::planFromPath(request);
    ASSERT_TRUE(plan);
    EXPECT_FALSE(plan->runnable());
    ASSERT_FALSE(plan->problems.empty());
    EXPECT_EQ(plan->problems.front().text(),
              "convert writes .ckpt or .safetensors files; HDF5 is written by export");
}

TEST(ConvertSafetensors, StringEntriesAreLeftOutWithAWarning) {
    test::TempDir dir;
    fs::create_directories(dir.file("src/rank_0"));
    {
        auto w = CheckpointWriter::create(dir.file("src/rank_0/net.ckpt"));
        ASSERT_TRUE(w);
        ASSERT_TRUE(w->addTensor("w", "Float32", {4}, test::patternBytes(16, 1)));
        ASSERT_TRUE(w->addString("note", "hello"));
        ASSERT_TRUE(w->commit());
    }
    Strategy s;
    ParamLayout l;
    l.name = "w";
    l.devMatrices = {{1}};
    l.tensorMap = {{-1}};
    l.tensorShape = {4};
    l.paramSplitShapes = {{}};
    l.indicesOffsets = {{}};
    s.layouts.push_back(l);
    s.items.push_back({"MatMul_w", 0, {{1}}});
    ASSERT_TRUE(writeStrategyFile(s, dir.file("strategy.json")));
    PlanRequest request;
    request.srcFolder = dir.file("src");
    request.srcStrategy = dir.file("strategy.json");
    request.dstFolder = dir.file("dst");
    request.options.format = CheckpointFormat::Safetensors;
    auto plan = test::planFromPath(request);
    ASSERT_TRUE(plan) << plan.error().describe();
    ASSERT_TRUE(plan->runnable());
    ASSERT_EQ(plan->problems.size(), 1u);
    EXPECT_EQ(plan->problems[0].text(),
              "parameter 'note' is a str entry; safetensors has no string type, so it is left "
              "out");
    ASSERT_TRUE(executeConversion(*plan));
    auto out = CheckpointFile::open(dir.file("dst/rank_0/checkpoint_0.safetensors"));
    ASSERT_TRUE(out) << out.error().describe();
    ASSERT_EQ(out->index().tensors.size(), 1u);
    EXPECT_EQ(out->index().tensors[0].name, "w");
}

// A qint4x2 ("Int4") parameter is a byte per element of its shape, as MindSpore stores it: it
// is resharded by those bytes, a .ckpt keeps its type name, and a safetensors output stores I8
// with MindSpore 2.7's "<name>": "Int4" mark, which reads back as Int4.
TEST(ConvertSafetensors, Int4ParametersReshardByTheirBytesAndKeepTheirType) {
    test::TempDir dir;
    const std::string run = dir.file("run");
    const std::string strategy = run + "/strategy.json";
    fs::create_directories(run);
    test::writeFile(
        strategy, R"({"current_stage": 1, "parallel_strategy_item": {"MatMul_q": {"stage": 0,)"
                  R"( "parallel_strategy": [[2, 1]]}}, "parallel_layout_item": {"q": {)"
                  R"("dev_matrix": [2], "tensor_map": [0, -1], "tensor_shape": [4, 3], "field": 0,)"
                  R"( "opt_weight_shard_step": 0, "opt_weight_shard_size": 0}}})");
    const std::vector<uint8_t> full = test::patternBytes(12, 5);
    for (int r = 0; r < 2; ++r) {
        fs::create_directories(run + "/rank_" + std::to_string(r));
        auto w = CheckpointWriter::create(run + "/rank_" + std::to_string(r) + "/net.ckpt");
        ASSERT_TRUE(w);
        ASSERT_TRUE(
            w->addTensor("q", "Int4", {2, 3}, std::span<const uint8_t>(full.data() + 6 * r, 6)));
        ASSERT_TRUE(w->commit());
    }
    convertOrFail(run, dir.file("merged"), strategy, true, std::nullopt, false);
    auto merged = CheckpointFile::open(dir.file("merged/rank_0/checkpoint_0.ckpt"));
    ASSERT_TRUE(merged) << merged.error().describe();
    ASSERT_EQ(merged->index().tensors.size(), 1u);
    const TensorEntry& q = merged->index().tensors[0];
    EXPECT_EQ(q.dtypeName, "Int4");
    EXPECT_EQ(q.shape, (std::vector<int64_t>{4, 3}));
    EXPECT_EQ(contentOf(*merged, q), full);

    convertOrFail(run, dir.file("st"), strategy, false, CheckpointFormat::Safetensors, false);
    const std::string header = test::readFile(dir.file("st/rank_1/checkpoint_1.safetensors"));
    EXPECT_NE(header.find(R"("q":"Int4")"), std::string::npos) << header.substr(0, 200);
    EXPECT_NE(header.find(R"("dtype":"I8")"), std::string::npos) << header.substr(0, 200);
    auto st = CheckpointFile::open(dir.file("st/rank_1/checkpoint_1.safetensors"));
    ASSERT_TRUE(st) << st.error().describe();
    EXPECT_EQ(st->index().tensors[0].dtype, DType::Int4);
    EXPECT_EQ(contentOf(*st, st->index().tensors[0]),
              std::vector<uint8_t>(full.begin() + 6, full.end()));
}

}  // namespace
}  // namespace shardscope
