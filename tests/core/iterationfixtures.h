#pragma once
// MindFormers 1.7 iteration checkpoints for the tests: a synthesized run saved as iterations by
// tests/python/mindformers_iteration.py, and the tensors of rank files to compare.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "convert/executor.h"
#include "convert/planner.h"
#include "cryptohelpers.h"
#include "formats/strategy.h"
#include "plantestutil.h"
#include "synth/synthrun.h"
#include "testpaths.h"
#include "testutil.h"

namespace shardscope::test {

// Iterations 100 and 200 of dir/safe (below) in dir/CHECKPOINT, written by the generator with
// `flags` (--prefix P, --remove-redundancy).
inline void writeIterations(const TempDir& dir, const std::string& checkpoint,
                            const std::string& flags) {
    int status = -1;
    const std::string out =
        runCommand(std::string(SHARDSCOPE_PYTHON) + " " + SHARDSCOPE_TEST_SCRIPTS +
                       "/mindformers_iteration.py " + flags + " " + dir.file("layouts.json") + " " +
                       dir.file("safe") + " " + dir.file(checkpoint) + " 100 200 2>&1",
                   &status);
    ASSERT_EQ(status, 0) << out;
}

// dir/run (legacy .ckpt run), dir/output/checkpoint/iteration_00000100 and _00000200 (the same
// tensors), with the tracker naming 200.
inline void writeIterationRun(const TempDir& dir, const std::string& prefix = {},
                              const SynthConfig& config = {}) {
    ASSERT_TRUE(writeSynthRun(dir.file("run"), config));
    PlanRequest request;
    request.srcFolder = dir.file("run");
    request.srcStrategy = dir.file("run/strategy.ckpt");
    request.dstStrategy = dir.file("run/strategy.ckpt");
    request.dstFolder = dir.file("safe");
    request.options.format = CheckpointFormat::Safetensors;
    auto plan = test::planFromPath(request);
    ASSERT_TRUE(plan) << plan.error().describe();
    ASSERT_TRUE(executeConversion(*plan));
    auto strategy = loadStrategy(dir.file("run/strategy.ckpt"));
    ASSERT_TRUE(strategy);
    nlohmann::json layouts = nlohmann::json::array();
    for (const ParamLayout& l : strategy->layouts) {
        std::vector<int64_t> map;
        for (const auto& axes : l.tensorMap) {
            map.push_back(axes.front());
        }
        layouts.push_back({{"name", l.name},
                           {"stage", l.stage},
                           {"dev_matrix", l.devMatrix()},
                           {"tensor_map", map}});
    }
    std::ofstream(dir.file("layouts.json")) << layouts.dump();
    writeIterations(dir, "output/checkpoint", prefix.empty() ? "" : "--prefix " + prefix);
}

inline std::string iterationFolder(const TempDir& dir, const char* name) {
    return dir.file(std::string("output/checkpoint/") + name);
}

// Every tensor of each (rank, checkpoint file): rank -> name -> bytes.
using RankTensors = std::map<int, std::map<std::string, std::vector<uint8_t>>>;
inline RankTensors readRankTensors(const std::vector<std::pair<int, std::string>>& files) {
    RankTensors out;
    for (const auto& [rank, path] : files) {
        auto file = CheckpointFile::open(path);
        EXPECT_TRUE(file) << path;
        if (file) {
            for (const TensorEntry& t : file->index().tensors) {
                out[rank][t.name] = tensorBytes(*file, t);
            }
        }
    }
    return out;
}

// Restores redundancy of dir's balanced save (balanced/checkpoint, iteration 200) to its own
// layouts: `got` is every restored rank's tensors, `want` the full save's of the same iteration
// without what the balanced save leaves out (no layout: epoch_num, step_num, global_step,
// learning_rate).
inline void restoreBalanced(const TempDir& dir, RankTensors& got, RankTensors& want) {
    PlanRequest restore;
    restore.srcFolder = dir.file("balanced/checkpoint");
    restore.dstStrategy = dir.file("balanced/checkpoint/iteration_00000200/metadata.json");
    restore.dstFolder = dir.file("restored");
    restore.options.format = CheckpointFormat::Safetensors;
    auto plan = test::planFromPath(restore);
    ASSERT_TRUE(plan) << plan.error().describe();
    ASSERT_TRUE(plan->runnable());
    ASSERT_TRUE(executeConversion(*plan));
    std::vector<std::pair<int, std::string>> restored, twin;
    for (int r = 0; r < 8; ++r) {
        restored.emplace_back(r, dir.file("restored/rank_" + std::to_string(r)) + "/checkpoint_" +
                                     std::to_string(r) + ".safetensors");
        twin.emplace_back(r, iterationFolder(dir, "iteration_00000200") + "/*-000000" +
                                 std::to_string(r) + "-0000008.safetensors");
    }
    got = readRankTensors(restored);
    want = readRankTensors(twin);
    ASSERT_EQ(got.size(), 8u);
    for (auto& [rank, tensors] : want) {
        for (const char* layoutless : {"epoch_num", "step_num", "global_step", "learning_rate"}) {
            tensors.erase(layoutless);
        }
    }
}

}  // namespace shardscope::test
