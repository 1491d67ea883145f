// classifyPath: one answer to "what is this path?" for the CLI, the GUI and every loader.
#include <gtest/gtest.h>

#include <filesystem>

#include "inspect/pathkind.h"
#include "inspect/runloader.h"
#include "testutil.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

TEST(PathKind, FilesByContentAndName) {
    test::TempDir dir;
    EXPECT_EQ(classifyPath(dir.file("nothing")), PathKind::Missing);
    EXPECT_EQ(classifyPath(test::realFixture("router_4x16.ckpt")), PathKind::Checkpoint);
    EXPECT_EQ(classifyPath(test::realFixture("strategy_8_npus.ckpt")), PathKind::Strategy);
    test::writeFile(dir.file("s.json"), R"({"current_stage": 1, "parallel_layout_item": {}})");
    EXPECT_EQ(classifyPath(dir.file("s.json")), PathKind::Strategy);
    test::writeFile(dir.file("net.json"),
                    "{\n  \"backbone.w\": {\"shape\": [4, 16], \"dtype\": \"Float32\"}}");
    EXPECT_EQ(classifyPath(dir.file("net.json")), PathKind::NetDescription);
    test::writeFile(dir.file("model.safetensors.index.json"), R"({"weight_map": {}})");
    EXPECT_EQ(classifyPath(dir.file("model.safetensors.index.json")), PathKind::Checkpoint);
    test::writeFile(dir.file("param_name_map.json"), R"({"metadata": {}})");
    EXPECT_EQ(classifyPath(dir.file("param_name_map.json")), PathKind::Checkpoint);
    for (const char* name : {"train.log", "train.log3", "run.log.1", "metrics.jsonl", "loss.csv"}) {
        test::writeFile(dir.file(name), "epoch: 1 step: 1, loss is 2.0\n");
        EXPECT_EQ(classifyPath(dir.file(name)), PathKind::Log) << name;
    }
    test::writeFile(dir.file("catalog"), "x");  // no extension, not a strategy: a checkpoint
    EXPECT_EQ(classifyPath(dir.file("catalog")), PathKind::Checkpoint);
}

TEST(PathKind, FoldersByWhatTheyHold) {
    test::TempDir dir;
    fs::create_directories(dir.file("run/rank_0"));
    EXPECT_EQ(classifyPath(dir.file("run")), PathKind::RunFolder);
    fs::create_directories(dir.file("stages"));
    fs::copy_file(test::realFixture("strategy_4_npus.ckpt"), dir.file("stages/stage0.ckpt"));
    EXPECT_EQ(classifyPath(dir.file("stages")), PathKind::StrategyFolder);
    fs::create_directories(dir.file("logs"));
    test::writeFile(dir.file("logs/worker_0.log"), "epoch: 1 step: 1, loss is 2.0\n");
    EXPECT_EQ(classifyPath(dir.file("logs")), PathKind::LogFolder);
    fs::create_directories(dir.file("empty"));
    EXPECT_EQ(classifyPath(dir.file("empty")), PathKind::Unknown);
}

TEST(PathKind, AFolderWithNothingToOpenSaysWhatWasLookedForAndFound) {
    test::TempDir dir;
    fs::create_directories(dir.file("odd/sub"));
    test::writeFile(dir.file("odd/readme.txt"), "hello");
    auto model = loadPath(dir.file("odd"));
    ASSERT_FALSE(model.ok());
    EXPECT_EQ(model.error().describe(),
              dir.file("odd") +
                  ": nothing to open here: looked for rank_<N>/ folders (a run), strategy files "
                  "(.ckpt, .json) or training logs, but it holds 1 folder and 1 file (readme.txt, "
                  "sub/)");
    fs::create_directories(dir.file("none"));
    EXPECT_EQ(loadPath(dir.file("none")).error().message,
              "nothing to open here: looked for rank_<N>/ folders (a run), strategy files (.ckpt, "
              ".json) or training logs, but it is empty");
}

}  // namespace
}  // namespace shardscope
