// MindFormers 1.7's iteration checkpoints (ckpt_use_legacy_format: False), written by
// tests/python/mindformers_iteration.py from a synthesized run as MindFormers' metadata.py
// describes them, open as the run they are: the iteration the tracker names, each rank's model
// and optimizer files as one checkpoint, metadata.json as its strategy; and they convert to
// what the same run saved in the legacy format converts to.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>

#include "convert/executor.h"
#include "convert/planner.h"
#include "cryptohelpers.h"
#include "doctor/doctor.h"
#include "formats/checkpointparts.h"
#include "formats/iterationrun.h"
#include "formats/runfolder.h"
#include "formats/strategy.h"
#include "history/historyloader.h"
#include "history/stager.h"
#include "inspect/runloader.h"
#include "layout/tensorlayout.h"
#include "run/rundiscovery.h"
#include "synth/synthrun.h"
#include "testpaths.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

// Iterations 100 and 200 of dir/safe (below) in dir/CHECKPOINT, written by the generator with
// `flags` (--prefix P, --remove-redundancy).
void writeIterations(const test::TempDir& dir, const std::string& checkpoint,
                     const std::string& flags) {
    int status = -1;
    const std::string out =
        test::runCommand(std::string(SHARDSCOPE_PYTHON) + " " + SHARDSCOPE_TEST_SCRIPTS +
                             "/mindformers_iteration.py " + flags + " " + dir.file("layouts.json") +
                             " " + dir.file("safe") + " " + dir.file(checkpoint) + " 100 200 2>&1",
                         &status);
    ASSERT_EQ(status, 0) << out;
}

// dir/run (legacy .ckpt run), dir/output/checkpoint/iteration_00000100 and _00000200 (the same
// tensors), with the tracker naming 200.
void writeIterationRun(const test::TempDir& dir, const std::string& prefix = {},
                       const SynthConfig& config = {}) {
    ASSERT_TRUE(writeSynthRun(dir.file("run"), config));
    PlanRequest request;
    request.srcFolder = dir.file("run");
    request.srcStrategy = dir.file("run/strategy.ckpt");
    request.dstStrategy = dir.file("run/strategy.ckpt");
    request.dstFolder = dir.file("safe");
    request.options.format = CheckpointFormat::Safetensors;
    auto plan = planConversion(request);
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

std::string iteration(const test::TempDir& dir, const char* name) {
    return dir.file(std::string("output/checkpoint/") + name);
}

TEST(MindFormersIteration, FileNames) {
    const auto model = parseIterationFileName("model-0000003-0000008.safetensors");
    ASSERT_TRUE(model);
    EXPECT_EQ(model->kind, "model");
    EXPECT_EQ(model->prefix, "");
    EXPECT_EQ(model->rank, 3);
    EXPECT_EQ(model->world, 8);
    const auto opt = parseIterationFileName("llama-opt-0000012-0001024.safetensors");
    ASSERT_TRUE(opt);
    EXPECT_EQ(opt->kind, "opt");
    EXPECT_EQ(opt->prefix, "llama-");
    EXPECT_EQ(opt->rank, 12);
    EXPECT_EQ(opt->world, 1024);
    for (const char* other :
         {"model-3-8.safetensors", "model-0000003-0000008.ckpt", "net-0000003-0000008.safetensors",
          "model-0000003.safetensors", "model-00000a3-0000008.safetensors"}) {
        EXPECT_FALSE(parseIterationFileName(other)) << other;
    }
    EXPECT_EQ(checkpointPartsName(
                  {"/r/model-0000003-0000008.safetensors", "/r/opt-0000003-0000008.safetensors"}),
              "/r/*-0000003-0000008.safetensors");
    EXPECT_FALSE(checkpointPartsName(
        {"/r/model-0000003-0000008.safetensors", "/r/opt-0000004-0000008.safetensors"}));
    EXPECT_TRUE(isCheckpointPartsPath("/r/*-0000003-0000008.safetensors"));
}

TEST(MindFormersIteration, TheTrackedIterationIsTheRun) {
    test::TempDir dir;
    writeIterationRun(dir);
    for (const std::string& opened : {dir.file("output"), dir.file("output/checkpoint"),
                                      iteration(dir, "iteration_00000200")}) {
        SCOPED_TRACE(opened);
        EXPECT_TRUE(looksLikeRunFolder(opened));
        auto run = discoverRunFolder(opened);
        ASSERT_TRUE(run) << run.error().describe();
        EXPECT_EQ(run->path, iteration(dir, "iteration_00000200"));
        ASSERT_EQ(run->ranks.size(), 8u);
        for (int r = 0; r < 8; ++r) {
            EXPECT_EQ(run->ranks[static_cast<size_t>(r)].rank, r);
            EXPECT_EQ(run->ranks[static_cast<size_t>(r)].file,
                      iteration(dir, "iteration_00000200") + "/*-000000" + std::to_string(r) +
                          "-0000008.safetensors");
        }
        EXPECT_EQ(
            run->strategyCandidates,
            std::vector<std::string>{iteration(dir, "iteration_00000200") + "/metadata.json"});
        ASSERT_TRUE(run->step);
        EXPECT_EQ(run->step->name, "iteration_200");
        EXPECT_EQ(run->step->globalStep, 200);
        EXPECT_TRUE(run->issues.empty());
    }
    StepChoice choice;
    choice.step = "100";
    auto chosen = discoverRunFolder(dir.file("output/checkpoint"), choice);
    ASSERT_TRUE(chosen);
    EXPECT_EQ(chosen->path, iteration(dir, "iteration_00000100"));
    EXPECT_FALSE(chosen->step->recommended);
    choice.step = "300";
    auto none = discoverRunFolder(dir.file("output/checkpoint"), choice);
    ASSERT_FALSE(none);
    EXPECT_EQ(none.error().message, "no saved iteration 300 (saved iterations: 100, 200)");

    // Every iteration is a saved step, each rank's two files checked as one; the step names
    // history gives choose the iteration too.
    auto history = loadRunHistory(dir.file("output/checkpoint"));
    ASSERT_TRUE(history) << history.error().describe();
    ASSERT_EQ(history->steps.size(), 2u);
    EXPECT_EQ(history->steps[0].name, "iteration_100");
    EXPECT_EQ(history->steps[1].name, "iteration_200");
    ASSERT_NE(history->resumeStep(), nullptr);
    EXPECT_EQ(history->resumeStep()->name, "iteration_200");
    for (const HistoryStep& s : history->steps) {
        EXPECT_TRUE(s.missingRanks.empty());
        ASSERT_EQ(s.cells.size(), 8u);
        for (const HistoryCell& c : s.cells) {
            ASSERT_EQ(c.copies.size(), 1u);
            EXPECT_EQ(c.copies[0].state, FileState::Intact) << c.copies[0].path;
            uint64_t bytes = 0;
            for (const char* kind : {"model", "opt"}) {
                const std::string folder =
                    s.name == "iteration_100" ? "iteration_00000100" : "iteration_00000200";
                bytes += fs::file_size(iteration(dir, folder.c_str()) + "/" + kind + "-000000" +
                                       std::to_string(c.rank) + "-0000008.safetensors");
            }
            EXPECT_EQ(c.copies[0].bytes, bytes);
        }
    }
    choice.step = "iteration_100";
    auto named = discoverRunFolder(dir.file("output/checkpoint"), choice);
    ASSERT_TRUE(named);
    EXPECT_EQ(named->path, iteration(dir, "iteration_00000100"));

    // The run model: every rank's network and optimizer parameters, placed by metadata.json.
    auto model = loadInspection(dir.file("output"), LoadOptions{});
    ASSERT_TRUE(model) << model.error().describe();
    ASSERT_TRUE(model->strategy);
    EXPECT_EQ(model->stages.stages, 2);
    for (const Issue& issue : model->issues) {
        ADD_FAILURE() << issue.message;
    }
    auto legacy = loadInspection(dir.file("run"), LoadOptions{});
    ASSERT_TRUE(legacy);
    ASSERT_EQ(model->files.size(), legacy->files.size());
    for (size_t r = 0; r < model->files.size(); ++r) {
        ASSERT_TRUE(model->files[r]);
        EXPECT_EQ(model->files[r]->index().tensors.size(),
                  legacy->files[r]->index().tensors.size());
        EXPECT_EQ(model->files[r]->index().parts.size(), 2u);  // model-… and opt-…
    }
}

// metadata.json holds the layouts the run was saved with: each parameter's device matrix,
// tensor map and full shape, in each stage whose ranks store it (the shared embedding in both).
TEST(MindFormersIteration, MetadataIsTheStrategy) {
    test::TempDir dir;
    writeIterationRun(dir);
    auto read = readStrategyFile(iteration(dir, "iteration_00000200") + "/metadata.json");
    ASSERT_TRUE(read) << read.error().describe();
    auto saved = loadStrategy(dir.file("run/strategy.ckpt"));
    ASSERT_TRUE(saved);
    const auto key = [](const ParamLayout& l) {
        return std::tuple(l.name, l.stage, l.devMatrix(), l.tensorMap);
    };
    std::set<std::tuple<std::string, int, std::vector<int64_t>, std::vector<std::vector<int64_t>>>>
        want, got;
    for (const ParamLayout& l : saved->layouts) {
        want.insert(key(l));
    }
    for (const ParamLayout& l : read->layouts) {
        got.insert(key(l));
        EXPECT_FALSE(l.tensorShape.empty()) << l.name;
    }
    EXPECT_EQ(got, want);
    EXPECT_EQ(read->stages(), (std::vector<int>{0, 1}));

    // A layout ShardScope cannot place says which parameter, and why.
    std::ifstream in(iteration(dir, "iteration_00000200") + "/metadata.json");
    nlohmann::ordered_json doc = nlohmann::ordered_json::parse(in);
    auto& first = doc["state_dict_metadata"].begin().value();
    first["layout"]["rank_list"] = {3, 2, 1, 0};
    const std::string path = dir.file("bad/metadata.json");
    fs::create_directories(dir.file("bad"));
    std::ofstream(path) << doc.dump();
    auto bad = readStrategyFile(path);
    ASSERT_FALSE(bad);
    EXPECT_EQ(bad.error().param, doc["state_dict_metadata"].begin().key());
    EXPECT_EQ(bad.error().message,
              "metadata.json: the layout's rank_list is not one pipeline stage's ranks in order "
              "(4 devices starting at a multiple of 4), which ShardScope does not read yet");
}

TEST(MindFormersIteration, ConvertsAsTheLegacyRunDoes) {
    test::TempDir dir;
    writeIterationRun(dir);
    std::map<std::string, std::tuple<std::string, std::vector<int64_t>, std::vector<uint8_t>>>
        merged[2];
    const std::string sources[2] = {dir.file("output"), dir.file("run")};
    for (int i = 0; i < 2; ++i) {
        PlanRequest request;
        request.srcFolder = sources[i];  // no strategy named: the one beside the files
        request.dstFolder = dir.file("merged" + std::to_string(i));
        request.options.format = CheckpointFormat::Ckpt;
        auto plan = planConversion(request);
        ASSERT_TRUE(plan) << plan.error().describe();
        ASSERT_TRUE(plan->runnable());
        EXPECT_EQ(plan->srcStrategy, i == 0
                                         ? iteration(dir, "iteration_00000200") + "/metadata.json"
                                         : dir.file("run/strategy.ckpt"));
        auto result = executeConversion(*plan);
        ASSERT_TRUE(result) << result.error().describe();
        auto file = CheckpointFile::open(dir.file("merged" + std::to_string(i)) +
                                         "/rank_0/checkpoint_0.ckpt");
        ASSERT_TRUE(file);
        for (const TensorEntry& t : file->index().tensors) {
            merged[i][t.name] = {t.dtypeName, std::vector<int64_t>(t.shape.begin(), t.shape.end()),
                                 test::tensorBytes(*file, t)};
        }
    }
    EXPECT_EQ(merged[0].size(), 112u);
    EXPECT_TRUE(merged[0] == merged[1]);
}

// A rank whose file is missing: the tracker's iteration is not taken when its ranks are not all
// there, and the iteration itself, opened, says which ranks are missing.
TEST(MindFormersIteration, AnIncompleteIterationIsNotTheDefault) {
    test::TempDir dir;
    writeIterationRun(dir);
    fs::remove(iteration(dir, "iteration_00000200") + "/model-0000005-0000008.safetensors");
    fs::remove(iteration(dir, "iteration_00000200") + "/opt-0000005-0000008.safetensors");
    auto run = discoverRunFolder(dir.file("output/checkpoint"));
    ASSERT_TRUE(run);
    EXPECT_EQ(run->path, iteration(dir, "iteration_00000100"));
    auto history = loadRunHistory(dir.file("output/checkpoint"));
    ASSERT_TRUE(history);
    ASSERT_EQ(history->steps.size(), 2u);
    EXPECT_EQ(history->steps[1].missingRanks, std::vector<int>{5});
    ASSERT_NE(history->resumeStep(), nullptr);
    EXPECT_EQ(history->resumeStep()->name, "iteration_100");
    auto opened = discoverRunFolder(iteration(dir, "iteration_00000200"));
    ASSERT_TRUE(opened);
    ASSERT_EQ(opened->issues.size(), 1u);
    EXPECT_EQ(opened->issues[0].code, IssueCode::RankGap);
    EXPECT_EQ(opened->issues[0].message, "rank files missing: 5 (of 8 ranks)");
    // Rank 7 holds what rank 5 held (a data-parallel copy): the merge reads it instead. Without
    // rank 7 too, nothing holds those slices, and the plan refuses.
    PlanRequest request;
    request.srcFolder = iteration(dir, "iteration_00000200");
    request.dstFolder = dir.file("merged");
    auto plan = planConversion(request);
    ASSERT_TRUE(plan) << plan.error().describe();
    EXPECT_TRUE(plan->runnable());
    ASSERT_EQ(plan->ranks.size(), 1u);
    EXPECT_EQ(plan->ranks[0].sources, (std::vector<int>{0, 1, 4, 7}));
    fs::remove(iteration(dir, "iteration_00000200") + "/model-0000007-0000008.safetensors");
    fs::remove(iteration(dir, "iteration_00000200") + "/opt-0000007-0000008.safetensors");
    auto lost = planConversion(request);
    ASSERT_TRUE(lost) << lost.error().describe();
    EXPECT_FALSE(lost->runnable());
}

// CheckpointMonitor names the files with its prefix (the model's name, or "CKP"):
// llama-model-0000003-0000008.safetensors.
TEST(MindFormersIteration, PrefixedNames) {
    test::TempDir dir;
    writeIterationRun(dir, "llama");
    auto run = discoverRunFolder(dir.file("output/checkpoint"));
    ASSERT_TRUE(run) << run.error().describe();
    ASSERT_EQ(run->ranks.size(), 8u);
    EXPECT_EQ(run->ranks[3].file,
              iteration(dir, "iteration_00000200") + "/llama-*-0000003-0000008.safetensors");
    auto model = loadInspection(dir.file("output"), LoadOptions{});
    ASSERT_TRUE(model) << model.error().describe();
    for (const Issue& issue : model->issues) {
        ADD_FAILURE() << issue.message;
    }
    for (const auto& file : model->files) {
        ASSERT_TRUE(file);
        ASSERT_EQ(file->index().parts.size(), 2u);
        EXPECT_EQ(fs::path(file->index().parts[0].path).filename().string().substr(0, 12),
                  "llama-model-");
    }
}

// What is not a save this reader can place is said so, naming the folder: a stray file name's
// world size, a rank without its optimizer file, and --step naming another iteration. Without
// metadata.json (MindFormers writes none without a parallel strategy) each rank reads whole.
TEST(MindFormersIteration, WhatItCannotPlaceIsSaidSo) {
    test::TempDir dir;
    writeIterationRun(dir);
    const std::string i100 = iteration(dir, "iteration_00000100");
    const std::string i200 = iteration(dir, "iteration_00000200");

    fs::remove(i200 + "/opt-0000003-0000008.safetensors");
    auto bare = discoverRunFolder(i200);
    ASSERT_TRUE(bare);
    ASSERT_EQ(bare->issues.size(), 1u);
    EXPECT_EQ(bare->issues[0].code, IssueCode::IterationFileMissing);
    EXPECT_EQ(bare->issues[0].message,
              "ranks without their opt- file, which the other ranks have: 3");
    auto fallback = discoverRunFolder(dir.file("output/checkpoint"));
    ASSERT_TRUE(fallback);
    EXPECT_EQ(fallback->path, i100);  // 200 is not complete

    StepChoice choice;
    choice.step = "100";
    auto other = discoverRunFolder(i200, choice);
    ASSERT_FALSE(other);
    EXPECT_EQ(other.error().message,
              "--step 100 names another iteration than this folder's; open the checkpoint/ folder "
              "above it to choose");

    fs::remove(i100 + "/metadata.json");
    auto whole = discoverRunFolder(i100);
    ASSERT_TRUE(whole) << whole.error().describe();
    EXPECT_EQ(whole->ranks.size(), 8u);
    EXPECT_TRUE(whole->strategyCandidates.empty());
    ASSERT_EQ(whole->issues.size(), 1u);
    EXPECT_EQ(whole->issues[0].code, IssueCode::IterationWithoutLayouts);
    EXPECT_EQ(whole->issues[0].message,
              "no metadata.json: the layouts of these 8 ranks are unknown, so each rank's files "
              "are read as whole tensors (MindFormers writes none when it saves without a "
              "parallel strategy; an iteration still being written has none yet either)");
    // Of the checkpoint folder, the iteration with metadata.json is still the default.
    auto chosen = discoverRunFolder(dir.file("output/checkpoint"));
    ASSERT_TRUE(chosen);
    EXPECT_EQ(chosen->path, i200);

    fs::create_directories(dir.file("stray"));
    std::ofstream(dir.file("stray/model-0000000-9999999.safetensors")) << "x";
    std::ofstream(dir.file("stray/metadata.json")) << "{}";
    auto stray = discoverRunFolder(dir.file("stray"));
    ASSERT_FALSE(stray);
    EXPECT_EQ(stray.error().message,
              "the file names give a world size of 9999999 for 1 ranks' files: a stray file "
              "name, not a save");

    // A metadata.json beside checkpoints of other names is no iteration.
    fs::create_directories(dir.file("loose"));
    std::ofstream(dir.file("loose/net.safetensors")) << "x";
    std::ofstream(dir.file("loose/metadata.json")) << "{}";
    EXPECT_FALSE(isIterationRun(dir.file("loose")));
    EXPECT_FALSE(looksLikeRunFolder(dir.file("loose")));
}

// Which iteration is the run: the tracker's, not a newer one still being written; the newest
// complete one before it when it is not complete. Missing ranks read as ranges, a rank's missing
// model file is named as such, and another save's files beside are listed, not read.
TEST(MindFormersIteration, TheTrackerAndTheFilesDecide) {
    test::TempDir dir;
    writeIterationRun(dir);
    const fs::path checkpoint = dir.file("output/checkpoint");
    fs::copy(checkpoint / "iteration_00000200", checkpoint / "iteration_00000300");
    auto tracked = discoverRunFolder(checkpoint.string());
    ASSERT_TRUE(tracked);
    EXPECT_EQ(tracked->path, iteration(dir, "iteration_00000200"));  // 300: after the tracker's
    EXPECT_EQ(tracked->step->savedSteps, 3u);
    // A ninth digit from iteration 100,000,000 on ({:08d}).
    fs::rename(checkpoint / "iteration_00000300", checkpoint / "iteration_100000000");
    std::ofstream(checkpoint / "latest_checkpointed_iteration.txt") << "100000000";
    auto big = discoverRunFolder(checkpoint.string());
    ASSERT_TRUE(big);
    EXPECT_EQ(big->step->name, "iteration_100000000");

    const fs::path i200 = checkpoint / "iteration_00000200";
    for (const char* rank : {"2", "3", "4"}) {
        fs::remove(i200 / ("model-000000" + std::string(rank) + "-0000008.safetensors"));
        fs::remove(i200 / ("opt-000000" + std::string(rank) + "-0000008.safetensors"));
    }
    fs::remove(i200 / "model-0000006-0000008.safetensors");
    std::ofstream(i200 / "old-model-0000000-0000008.safetensors") << "x";
    auto opened = discoverRunFolder(i200.string());
    ASSERT_TRUE(opened);
    ASSERT_EQ(opened->issues.size(), 3u);
    EXPECT_EQ(opened->issues[0].message, "rank files missing: 2-4 (of 8 ranks)");
    EXPECT_EQ(opened->issues[1].code, IssueCode::IterationFileMissing);
    EXPECT_EQ(opened->issues[1].message,
              "ranks without their model- file, which the other ranks have: 6");
    EXPECT_EQ(opened->issues[2].code, IssueCode::IterationOtherFiles);
    EXPECT_EQ(opened->issues[2].message,
              "files of another save in the iteration folder, not read: "
              "old-model-0000000-0000008.safetensors");
    EXPECT_EQ(opened->ranks.size(), 5u);
}

// metadata.json as MindFormers writes it, by hand: Layout.to_dict()'s tensor map counts device
// axes from the right (1 is the first of two), a dimension split over two axes lists both, and
// the layout's stage is where its rank_list starts.
TEST(MindFormersIteration, MetadataLayoutsByHand) {
    test::TempDir dir;
    const std::string text = R"json({
    "state_dict_metadata": {
        "w": {"properties": {"dtype": "Float16", "replica_id": [0, 0, 0, 0, 0, 0, 0, 0]},
              "global_shape": [8, 6], "axis_fragmentations": [2, 1],
              "layout": {"device_matrix": [2, 4], "tensor_map": [1, -1],
                         "interleaved_parallel": false, "alias_name": ["dp", "mp"],
                         "rank_list": [8, 9, 10, 11, 12, 13, 14, 15]},
              "chunk": [{"global_offset": [0], "local_shape": [4, 6]}]},
        "e": {"properties": {"dtype": "Float32", "replica_id": 0},
              "global_shape": [16, 4], "axis_fragmentations": [8, 1],
              "layout": {"device_matrix": [2, 4], "tensor_map": [[1, 0], -1],
                         "interleaved_parallel": false, "alias_name": ["dp", "mp"],
                         "rank_list": [0, 1, 2, 3, 4, 5, 6, 7]},
              "chunk": [{"global_offset": [0], "local_shape": [2, 4]}]}
    },
    "storage_data": {
        "('w', (0,))": [{"file_name": "model-0000008-0000016.safetensors", "storage_rank": 8}],
        "('e', (0,))": [{"file_name": "model-0000000-0000016.safetensors", "storage_rank": 0},
                       {"file_name": "model-0000008-0000016.safetensors", "storage_rank": 8}]
    }
})json";
    std::ofstream(dir.file("metadata.json")) << text;
    auto read = readStrategyFile(dir.file("metadata.json"));
    ASSERT_TRUE(read) << read.error().describe();
    std::map<std::pair<std::string, int>, ParamLayout> got;
    for (const ParamLayout& l : read->layouts) {
        got[{l.name, l.stage}] = l;
    }
    ASSERT_EQ(got.size(), 3u);  // w in stage 1; e in stage 0 and, stored there too, stage 1
    const ParamLayout& w = got.at({"w", 1});
    EXPECT_EQ(w.devMatrix(), (std::vector<int64_t>{2, 4}));
    EXPECT_EQ(w.tensorMap, (std::vector<std::vector<int64_t>>{{1}, {-1}}));
    EXPECT_FALSE(w.nested);
    EXPECT_EQ(w.tensorShape, (std::vector<int64_t>{8, 6}));
    const ParamLayout& e = got.at({"e", 0});
    EXPECT_TRUE(e.nested);
    EXPECT_EQ(e.tensorMap, (std::vector<std::vector<int64_t>>{{1, 0}, {-1}}));
    EXPECT_EQ(got.count({"e", 1}), 1u);
    // w's stored slice on rank 8 (stage 1, device 0): rows 0-3 of 8, as its local shape says.
    auto layout = TensorLayout::make(w, w.tensorShape);
    ASSERT_TRUE(layout) << layout.error().describe();
    EXPECT_EQ(layout->localShape(), (std::vector<int64_t>{4, 6}));
}

// Every tensor of the checkpoints `ckpt` under `folder` (rank_<r>/...): rank -> name -> bytes.
using RankTensors = std::map<int, std::map<std::string, std::vector<uint8_t>>>;
RankTensors tensorsOf(const std::vector<std::pair<int, std::string>>& files) {
    RankTensors out;
    for (const auto& [rank, path] : files) {
        auto file = CheckpointFile::open(path);
        EXPECT_TRUE(file) << path;
        if (file) {
            for (const TensorEntry& t : file->index().tensors) {
                out[rank][t.name] = test::tensorBytes(*file, t);
            }
        }
    }
    return out;
}

// Restores redundancy of dir's balanced save (balanced/checkpoint, iteration 200) to its own
// layouts: `got` is every restored rank's tensors, `want` the full save's of the same iteration
// without what the balanced save leaves out (no layout: epoch_num, step_num, global_step,
// learning_rate).
void restoreBalanced(const test::TempDir& dir, RankTensors& got, RankTensors& want) {
    PlanRequest restore;
    restore.srcFolder = dir.file("balanced/checkpoint");
    restore.dstStrategy = dir.file("balanced/checkpoint/iteration_00000200/metadata.json");
    restore.dstFolder = dir.file("restored");
    restore.options.format = CheckpointFormat::Safetensors;
    auto plan = planConversion(restore);
    ASSERT_TRUE(plan) << plan.error().describe();
    ASSERT_TRUE(plan->runnable());
    ASSERT_TRUE(executeConversion(*plan));
    std::vector<std::pair<int, std::string>> restored, twin;
    for (int r = 0; r < 8; ++r) {
        restored.emplace_back(r, dir.file("restored/rank_" + std::to_string(r)) + "/checkpoint_" +
                                     std::to_string(r) + ".safetensors");
        twin.emplace_back(r, iteration(dir, "iteration_00000200") + "/*-000000" +
                                 std::to_string(r) + "-0000008.safetensors");
    }
    got = tensorsOf(restored);
    want = tensorsOf(twin);
    ASSERT_EQ(got.size(), 8u);
    for (auto& [rank, tensors] : want) {
        for (const char* layoutless : {"epoch_num", "step_num", "global_step", "learning_rate"}) {
            tensors.erase(layoutless);
        }
    }
}

// MindFormers' BalancedSaveStrategy (CheckpointMonitor(remove_redundancy=True)): each slice saved
// by one of the ranks that hold it, chosen by load, and metadata.json naming that rank's file.
// Read as a redundancy-removed run: restoring redundancy gives every rank what the same run
// saved without remove_redundancy holds. (The balanced save leaves out what has no layout:
// epoch_num, step_num, global_step, learning_rate.)
TEST(MindFormersIteration, RemoveRedundancySavesReadAsTheirFullTwins) {
    test::TempDir dir;
    SynthConfig config;
    config.dp = 4;
    config.mp = 2;
    config.pp = 1;
    writeIterationRun(dir, {}, config);
    writeIterations(dir, "balanced/checkpoint", "--remove-redundancy");
    const std::string full = iteration(dir, "iteration_00000200");
    const std::string balanced = dir.file("balanced/checkpoint/iteration_00000200");

    auto model = loadInspection(dir.file("balanced/checkpoint"), LoadOptions{});
    ASSERT_TRUE(model) << model.error().describe();
    bool removed = false;
    for (const Issue& issue : model->issues) {
        if (issue.code == IssueCode::RedundancyRemoved) {
            removed = true;
            // MindFormers needs no flag to load it: metadata.json names each slice's file.
            EXPECT_EQ(issue.arg("loader"), "mindformers");
            EXPECT_NE(issue.message.find("; MindFormers loads it as it is (metadata.json names "
                                         "each slice's file), or restore redundancy: "
                                         "shardscope-cli convert --src "),
                      std::string::npos)
                << issue.message;
        }
        EXPECT_NE(issue.severity, Severity::Error) << issue.message;
    }
    EXPECT_TRUE(removed);

    // The doctor, loading rank 1's files into the network of the full save's rank 1: what other
    // ranks saved is missing by design, and MindFormers' loader (not a flag) reads it.
    DoctorRequest doctor;
    doctor.ckpt = dir.file("balanced/checkpoint");
    doctor.rank = 1;
    doctor.netCkpt = full + "/*-0000001-0000008.safetensors";
    auto report = runDoctor(doctor);
    ASSERT_TRUE(report) << report.error().describe();
    size_t elsewhere = 0;
    for (const DoctorProblem& p : report->problems) {
        if (p.kind == ProblemKind::SavedElsewhere) {
            ++elsewhere;
            EXPECT_EQ(p.diagnosis.text.rfind("the iteration was saved by MindFormers with "
                                             "remove_redundancy: rank ",
                                             0),
                      0u)
                << p.diagnosis.text;
            EXPECT_EQ(p.fix.text.rfind("load the iteration with MindFormers' load_checkpoint", 0),
                      0u)
                << p.fix.text;
        }
    }
    EXPECT_GT(elsewhere, 0u);

    // Restore redundancy: the same layouts on both sides.
    RankTensors got, want;
    ASSERT_NO_FATAL_FAILURE(restoreBalanced(dir, got, want));
    for (auto& [rank, tensors] : want) {
        EXPECT_TRUE(got[rank] == tensors) << "rank " << rank;
        EXPECT_GT(tensors.size(), 50u);
    }

    // Two pipeline stages sharing the word embedding: the balanced save may keep a slice of it
    // (here its Adam states) on a rank of the other stage only, where the merge finds it.
    test::TempDir two;
    writeIterationRun(two);
    writeIterations(two, "balanced/checkpoint", "--remove-redundancy");
    RankTensors merged[2];
    const std::string sources[2] = {two.file("output/checkpoint"), two.file("balanced/checkpoint")};
    for (int i = 0; i < 2; ++i) {
        PlanRequest merge;
        merge.srcFolder = sources[i];
        merge.dstFolder = two.file("merged" + std::to_string(i));
        merge.options.format = CheckpointFormat::Safetensors;
        auto mergePlan = planConversion(merge);
        ASSERT_TRUE(mergePlan) << mergePlan.error().describe();
        ASSERT_TRUE(mergePlan->runnable());
        ASSERT_TRUE(executeConversion(*mergePlan));
        merged[i] = tensorsOf(
            {{0, two.file("merged" + std::to_string(i)) + "/rank_0/checkpoint_0.safetensors"}});
    }
    for (const char* layoutless : {"epoch_num", "step_num", "global_step", "learning_rate"}) {
        EXPECT_EQ(merged[0][0].erase(layoutless), 1u) << layoutless;
    }
    EXPECT_EQ(merged[0][0].size(), 108u);
    EXPECT_TRUE(merged[0] == merged[1]);
    // The doctor on a stage-0 rank: the Adam states of the shared embedding, kept on rank 4 or
    // 5 of stage 1 only, are saved elsewhere, not missing; MindSpore's flag alone (a broadcast
    // within the stage's group) would not load them.
    const std::string shared = "backbone.embedding.word_embedding.embedding_table";
    // The doctor on rank `rank`'s files, for the network of the full save's rank `netRank`.
    const auto load = [&](int rank, bool flag, int netRank = -1) {
        DoctorRequest request;
        request.ckpt = two.file("balanced/checkpoint");
        request.rank = rank;
        request.removeRedundancy = flag;
        request.netCkpt = iteration(two, "iteration_00000200") + "/*-000000" +
                          std::to_string(netRank < 0 ? rank : netRank) + "-0000008.safetensors";
        return runDoctor(request);
    };
    auto twoModel = loadInspection(two.file("balanced/checkpoint"), LoadOptions{});
    ASSERT_TRUE(twoModel) << twoModel.error().describe();
    int asked = 0;
    for (const ParamInfo& p : twoModel->params) {
        if (p.name == "adam_m." + shared) {
            // Stage 0's files lack it, stage 1's rank 4 saved it for both stages.
            EXPECT_EQ(twoModel->holderOf(p, 1), 4) << "stage " << p.stage;
            EXPECT_EQ(twoModel->holderOf(p, 6), 4) << "stage " << p.stage;
            ++asked;
        }
    }
    EXPECT_EQ(asked, 2);  // a record in each stage
    for (int rank : {0, 2}) {
        auto stage0 = load(rank, false);
        ASSERT_TRUE(stage0) << stage0.error().describe();
        std::map<std::string, const DoctorProblem*> byName;
        for (const DoctorProblem& p : stage0->problems) {
            byName[p.name] = &p;
            if (p.kind == ProblemKind::Missing) {
                EXPECT_NE(std::string("epoch_num step_num global_step learning_rate").find(p.name),
                          std::string::npos)
                    << p.name;
            }
        }
        for (const char* state : {"adam_m.", "adam_v."}) {
            const DoctorProblem* p = byName[state + shared];
            ASSERT_NE(p, nullptr) << state;
            EXPECT_EQ(p->kind, ProblemKind::SavedElsewhere);
            const std::string holder = state[5] == 'm' ? "4" : "5";
            EXPECT_EQ(p->diagnosis.text,
                      std::string("the iteration was saved by MindFormers with remove_redundancy: "
                                  "the pipeline stages share ") +
                          state + shared + ", and only rank " + holder +
                          " of stage 1 saved it (metadata.json names its file); rank " +
                          std::to_string(rank) + "'s group (0, 1, 2, 3) lacks it by design.");
            EXPECT_EQ(p->diagnosis.otherRanks, std::vector<int>{std::stoi(holder)});
        }
    }
    // Rank 6 of stage 1: the word embedding the stages share was kept on rank 3 of stage 0 only.
    // Saved elsewhere, not in another stage's checkpoint, and no other-stage finding is left.
    auto stage1 = load(6, false);
    ASSERT_TRUE(stage1) << stage1.error().describe();
    const DoctorProblem* embedding = nullptr;
    for (const DoctorProblem& p : stage1->problems) {
        EXPECT_NE(p.kind, ProblemKind::OtherStage) << p.name;
        embedding = p.name == shared ? &p : embedding;
    }
    ASSERT_NE(embedding, nullptr);
    EXPECT_EQ(embedding->kind, ProblemKind::SavedElsewhere);
    EXPECT_EQ(embedding->diagnosis.text,
              "the iteration was saved by MindFormers with remove_redundancy: the pipeline "
              "stages share " +
                  shared +
                  ", and only rank 3 of stage 0 saved it (metadata.json names its file); rank "
                  "6's group (4, 5, 6, 7) lacks it by design.");
    for (const DoctorFinding& f : stage1->findings) {
        EXPECT_NE(f.kind, FindingKind::OtherStage) << f.text;
    }
    // The wrong rank's network (stage 1's, for rank 0 of stage 0) stays another stage's problem:
    // its layers were never in stage 0, though stage 1 saved them once.
    auto wrong = load(0, false, 4);
    ASSERT_TRUE(wrong) << wrong.error().describe();
    size_t otherStage = 0;
    for (const DoctorProblem& p : wrong->problems) {
        otherStage += p.kind == ProblemKind::OtherStage ? 1 : 0;
        if (p.name.find("blocks.1.") != std::string::npos) {
            EXPECT_EQ(p.kind, ProblemKind::OtherStage) << p.name << ": " << p.diagnosis.text;
        }
    }
    EXPECT_GT(otherStage, 20u);
    bool told = false;
    for (const DoctorFinding& f : wrong->findings) {
        told = told || f.kind == FindingKind::OtherStage;
    }
    EXPECT_TRUE(told);
    auto flagged = load(0, true);
    ASSERT_TRUE(flagged) << flagged.error().describe();
    bool unloaded = false;
    for (const DoctorProblem& p : flagged->problems) {
        unloaded = unloaded || (p.name == "adam_m." + shared && p.kind == ProblemKind::Missing);
    }
    EXPECT_TRUE(unloaded);
    // Converting some ranks only opens the rank of the other stage that saved such a slice.
    const std::string dstStrategy =
        two.file("balanced/checkpoint/iteration_00000200/metadata.json");
    PlanRequest some;
    some.srcFolder = two.file("balanced/checkpoint");
    some.dstStrategy = dstStrategy;
    some.dstFolder = two.file("some");
    some.dstRanks = std::vector<int>{0};
    auto somePlan = planConversion(some);
    ASSERT_TRUE(somePlan) << somePlan.error().describe();
    EXPECT_TRUE(somePlan->runnable());
    // Only a balanced save is read across stages: a full save whose stage-0 ranks lost a slice
    // has it nowhere in that stage, and says so, though stage 1 holds a copy.
    const std::string lost = "adam_m.backbone.embedding.word_embedding.embedding_table";
    std::string files;
    for (int r = 0; r < 4; ++r) {
        files += " " + iteration(two, "iteration_00000200") + "/opt-000000" + std::to_string(r) +
                 "-0000008.safetensors";
    }
    int status = -1;
    const std::string out =
        test::runCommand(std::string(SHARDSCOPE_PYTHON) + " " + SHARDSCOPE_TEST_SCRIPTS +
                             "/safetensors_drop.py " + lost + files + " 2>&1",
                         &status);
    ASSERT_EQ(status, 0) << out;
    PlanRequest whole;
    whole.srcFolder = two.file("output/checkpoint");
    whole.dstStrategy = iteration(two, "iteration_00000200") + "/metadata.json";
    whole.dstFolder = two.file("whole");
    auto fullPlan = planConversion(whole);
    ASSERT_TRUE(fullPlan) << fullPlan.error().describe();
    EXPECT_FALSE(fullPlan->runnable());
    bool named = false;
    for (const Issue& issue : fullPlan->problems) {
        named = named || (issue.severity == Severity::Error && issue.param == lost);
    }
    EXPECT_TRUE(named);

    // Files numbered by file, not by rank (a rank that saved nothing shifts the numbers after
    // it): metadata.json's storage_data says so, and the run is refused rather than misread.
    const std::string meta = balanced + "/metadata.json";
    std::ifstream in(meta);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const size_t file = text.find("\"model-0000003-0000008.safetensors\"");
    const size_t at = text.find("\"storage_rank\": 3", file);
    ASSERT_NE(file, std::string::npos);
    ASSERT_NE(at, std::string::npos);
    text.replace(at, 17, "\"storage_rank\": 5");
    std::ofstream(meta, std::ios::trunc) << text;
    auto shifted = discoverRunFolder(balanced);
    ASSERT_FALSE(shifted);
    EXPECT_EQ(shifted.error().describe(),
              balanced +
                  ": metadata.json's storage_data puts rank 5's slices in "
                  "model-0000003-0000008.safetensors: an iteration saved with remove_redundancy "
                  "in which some ranks saved nothing, whose files are numbered by file, not by "
                  "rank; ShardScope does not read those yet");
}

// Restoring redundancy of a balanced save with two pipeline stages: the word embedding the
// stages share was saved by rank 3 of stage 0 only, its Adam states by ranks 4 and 5 of stage 1,
// and metadata.json lists the embedding once, with stage 0's rank_list. A parameter and its
// optimizer states live on the same ranks, so both stages hold all three; the restored files
// equal the full save's on every rank (stage 1's lacked the embedding before).
TEST(MindFormersIteration, RestoringTwoStagesGivesEachTheParametersTheyShare) {
    test::TempDir dir;
    writeIterationRun(dir);
    writeIterations(dir, "balanced/checkpoint", "--remove-redundancy");
    const std::string balanced = dir.file("balanced/checkpoint/iteration_00000200");
    auto strategy = loadStrategy(balanced + "/metadata.json");
    ASSERT_TRUE(strategy) << strategy.error().describe();
    const std::string shared = "backbone.embedding.word_embedding.embedding_table";
    std::map<std::string, std::set<int>> stagesOf;
    for (const ParamLayout& l : strategy->layouts) {
        stagesOf[l.name].insert(l.stage);
    }
    for (const std::string& name : {shared, "adam_m." + shared, "adam_v." + shared}) {
        EXPECT_EQ(stagesOf[name], (std::set<int>{0, 1})) << name;
    }
    EXPECT_EQ(strategy->savedBy.at(shared), std::vector<int>{3});
    EXPECT_EQ(strategy->savedBy.at("adam_m." + shared), std::vector<int>{4});
    EXPECT_EQ(stagesOf["backbone.blocks.0.attention.dense1.weight"], std::set<int>{0});
    EXPECT_EQ(stagesOf["adam_v.backbone.blocks.1.attention.dense1.weight"], std::set<int>{1});

    RankTensors got, want;
    ASSERT_NO_FATAL_FAILURE(restoreBalanced(dir, got, want));
    for (auto& [rank, tensors] : want) {
        EXPECT_EQ(got[rank].count(shared), 1u) << "rank " << rank;
        EXPECT_TRUE(got[rank] == tensors) << "rank " << rank;
    }
}

// `stage` of an iteration: each rank's model- and opt- files, and the iteration's metadata.json
// and common.json, in a checkpoint/ folder of their own that opens as the same run.
TEST(MindFormersIteration, AStepStagesWithItsMetadata) {
    test::TempDir dir;
    writeIterationRun(dir);
    StageRequest request;
    request.from = dir.file("output/checkpoint");
    request.to = dir.file("staged");
    request.step = "iteration_100";
    auto staged = stageStep(request);
    ASSERT_TRUE(staged) << staged.error().describe();
    std::vector<std::string> names;
    for (const StagedFile& f : staged->files) {
        names.push_back(fs::path(f.to).lexically_relative(dir.file("staged")).string());
        EXPECT_EQ(test::readFile(f.to), test::readFile(f.from)) << f.to;
    }
    std::vector<std::string> want;
    for (int r = 0; r < 8; ++r) {
        for (const char* kind : {"model", "opt"}) {
            want.push_back(std::string("checkpoint/iteration_00000100/") + kind + "-000000" +
                           std::to_string(r) + "-0000008.safetensors");
        }
    }
    want.push_back("checkpoint/iteration_00000100/common.json");
    want.push_back("checkpoint/iteration_00000100/metadata.json");
    std::sort(names.begin(), names.end());
    std::sort(want.begin(), want.end());
    EXPECT_EQ(names, want);
    auto model = loadInspection(dir.file("staged"), LoadOptions{});
    ASSERT_TRUE(model) << model.error().describe();
    EXPECT_EQ(model->rankCount(), 8);
    EXPECT_EQ(model->strategyPath, dir.file("staged/checkpoint/iteration_00000100/metadata.json"));
}

}  // namespace
}  // namespace shardscope
