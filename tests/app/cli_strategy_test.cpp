// inspect on strategies and run folders, and merge-strategies, as scripts call them.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "../core/testutil.h"
#include "formats/strategy.h"
#include "synth/demorun.h"
#include "testpaths.h"

namespace shardscope {
namespace {

using nlohmann::json;
namespace fs = std::filesystem;

using test::cli;

TEST(CliStrategy, InspectMergedStrategyJson) {
    int status = -1;
    const json j =
        json::parse(cli("inspect --json " + test::realFixture("strategy_8_npus.ckpt"), &status));
    ASSERT_EQ(status, 0);
    EXPECT_EQ(j["format"], "strategy");
    ASSERT_EQ(j["layouts"].size(), 148u);
    const json& first = j["layouts"][0];
    EXPECT_EQ(first["name"], "adam_v.backbone.blocks.1.layernorm1.beta");
    EXPECT_EQ(first["stage"], 1);
    EXPECT_EQ(first["dev_matrix"], json::array({2, 2}));
    EXPECT_EQ(first["tensor_map"], json::array({-1}));
    EXPECT_EQ(first["opt_shard_size"], 0);
    EXPECT_EQ(first["opt_shard_step"], 0);
    EXPECT_EQ(first["field"], 0);
    EXPECT_EQ(j["stages"], json::array({0, 1}));
}

TEST(CliStrategy, InspectLlamaStrategy) {
    int status = -1;
    const json j = json::parse(
        cli("inspect --json " + test::realFixture("llama2_13b_2p_strategy.ckpt"), &status));
    ASSERT_EQ(status, 0);
    ASSERT_EQ(j["layouts"].size(), 363u);
    EXPECT_EQ(j["layouts"][0]["name"], "model.layers.28.feed_forward.w2.weight");
    EXPECT_EQ(j["layouts"][0]["tensor_map"], json::array({-1, 0}));
    EXPECT_EQ(j["layouts"][0]["stage"], 0);
}

TEST(CliStrategy, NestedTensorMapIsPrintedAsNestedLists) {
    test::TempDir dir;
    Strategy s;
    s.items.push_back({"MatMul_w", 0, {{2, 2}}});
    ParamLayout l;
    l.name = "w";
    l.devMatrices = {{2, 2, 2}};
    l.tensorMap = {{2, 0}, {-1}};
    l.nested = true;
    s.layouts.push_back(l);
    ASSERT_TRUE(writeStrategyFile(s, dir.file("nested.ckpt")));
    int status = -1;
    const json j = json::parse(cli("inspect --json " + dir.file("nested.ckpt"), &status));
    ASSERT_EQ(status, 0);
    EXPECT_EQ(j["layouts"][0]["tensor_map"], json::parse("[[2, 0], [-1]]"));
}

// Split a merged strategy into per-stage files the way each stage saved them.
void splitByStage(const std::string& merged, const std::string& folder, const std::string& ext) {
    auto s = readStrategyFile(merged);
    ASSERT_TRUE(s);
    fs::create_directories(folder);
    for (int stage : s->stages()) {
        Strategy part;
        part.currentStage = 1;
        for (const StrategyItem& item : s->items) {
            if (static_cast<int>(item.stage) == stage) {
                part.items.push_back(item);
            }
        }
        for (ParamLayout l : s->layouts) {
            if (l.stage == stage) {
                l.prefixed = false;
                part.layouts.push_back(l);
            }
        }
        ASSERT_TRUE(
            writeStrategyFile(part, folder + "/strategy_stage" + std::to_string(stage) + ext));
    }
}

TEST(CliStrategy, MergeStrategiesReproducesMindSporesMergedFile) {
    test::TempDir dir;
    splitByStage(test::realFixture("strategy_8_npus.ckpt"), dir.file("stages"), ".ckpt");
    int status = -1;
    const std::string out =
        cli("merge-strategies " + dir.file("stages") + " " + dir.file("merged.ckpt") + " 2>&1",
            &status);
    ASSERT_EQ(status, 0) << out;
    EXPECT_EQ(out, "merged 2 stages, 148 layouts into " + dir.file("merged.ckpt") + "\n");
    // MindSpore's merged file lists layouts in its own order; compare them as sets.
    auto merged = readStrategyFile(dir.file("merged.ckpt"));
    auto original = readStrategyFile(test::realFixture("strategy_8_npus.ckpt"));
    ASSERT_TRUE(merged);
    ASSERT_TRUE(original);
    EXPECT_TRUE(merged->merged);
    EXPECT_EQ(merged->currentStage, 1u);
    ASSERT_EQ(merged->layouts.size(), original->layouts.size());
    for (const ParamLayout& l : original->layouts) {
        const auto it =
            std::find_if(merged->layouts.begin(), merged->layouts.end(),
                         [&](const ParamLayout& m) { return m.storedName() == l.storedName(); });
        ASSERT_NE(it, merged->layouts.end()) << l.storedName();
        EXPECT_TRUE(*it == l) << l.storedName();
    }
    EXPECT_EQ(merged->items.size(), original->items.size());

    // The folder inspects as the merged strategy too.
    const json j = json::parse(cli("inspect --json " + dir.file("stages"), &status));
    ASSERT_EQ(status, 0);
    EXPECT_EQ(j["layouts"].size(), 148u);
    EXPECT_EQ(j["merged"], true);
}

TEST(CliStrategy, MergeToJsonIsReadableByPython) {
    test::TempDir dir;
    splitByStage(test::realFixture("strategy_4_npus.ckpt"), dir.file("stages"), ".json");
    int status = -1;
    const std::string out =
        cli("merge-strategies " + dir.file("stages") + " " + dir.file("merged.json") + " 2>&1",
            &status);
    ASSERT_EQ(status, 0) << out;
    const std::string py = test::runCommand(
        std::string(SHARDSCOPE_PYTHON) +
            " -c \"import json,sys; d=json.load(open(sys.argv[1])); "
            "l=d['parallel_layout_item']; print(d['current_stage'], len(l), "
            "sorted(set(k.split('-')[0] for k in l)), l[next(iter(l))]['dev_matrix'])\" " +
            dir.file("merged.json"),
        &status);
    EXPECT_EQ(status, 0);
    EXPECT_EQ(py, "1 148 ['0', '1'] [2]\n");
}

TEST(CliStrategy, MergeRefusesMixedFormats) {
    test::TempDir dir;
    splitByStage(test::realFixture("strategy_4_npus.ckpt"), dir.file("stages"), ".ckpt");
    fs::rename(dir.file("stages/strategy_stage1.ckpt"), dir.file("stages/strategy_stage1.json"));
    int status = -1;
    const std::string out =
        cli("merge-strategies " + dir.file("stages") + " " + dir.file("m.ckpt") + " 2>&1", &status);
    EXPECT_EQ(status, 1);
    EXPECT_EQ(out.rfind("shardscope-cli: " + dir.file("stages") + ": ", 0), 0u) << out;
    EXPECT_NE(out.find(".ckpt"), std::string::npos);
    EXPECT_NE(out.find(".json"), std::string::npos);
    EXPECT_FALSE(fs::exists(dir.file("m.ckpt")));
}

TEST(CliStrategy, InspectRunFolderJson) {
    test::TempDir dir;
    ASSERT_TRUE(writeDemoRun(dir.path()));
    fs::copy_file(dir.file("rank_2/synth-2_250.ckpt"), dir.file("rank_2/synth-1_250.ckpt"));
    int status = -1;
    const json j = json::parse(cli("inspect --json " + dir.path(), &status));
    ASSERT_EQ(status, 0);
    EXPECT_EQ(j["format"], "run");
    ASSERT_EQ(j["ranks"].size(), 8u);
    EXPECT_EQ(j["ranks"][2]["rank"], 2);
    EXPECT_EQ(j["ranks"][2]["file"], dir.file("rank_2/synth-2_250.ckpt"));
    EXPECT_EQ(j["ranks"][2]["tensors"], 58);
    EXPECT_GT(j["ranks"][2]["bytes"], 0);
    // Named saves are steps (core/history): the step used is said, and rank 2's other file is
    // listed beside its rank.
    ASSERT_EQ(j["warnings"].size(), 1u);
    EXPECT_EQ(j["warnings"][0],
              "the run holds 2 saved steps; using synth-2_250, the newest complete and intact on "
              "every rank");
    EXPECT_EQ(j["ranks"][2]["alternatives"], json::array({"synth-1_250.ckpt"}));
}

}  // namespace
}  // namespace shardscope
