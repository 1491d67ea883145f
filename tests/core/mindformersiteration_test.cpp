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
#include "iterationfixtures.h"
#include "layout/tensorlayout.h"
#include "plantestutil.h"
#include "run/rundiscovery.h"
#include "synth/synthrun.h"
#include "testpaths.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

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
    test::writeIterationRun(dir);
    for (const std::string& opened : {dir.file("output"), dir.file("output/checkpoint"),
                                      test::iterationFolder(dir, "iteration_00000200")}) {
        SCOPED_TRACE(opened);
        EXPECT_TRUE(looksLikeRunFolder(opened));
        auto run = discoverRunFolder(opened);
        ASSERT_TRUE(run) << run.error().describe();
        EXPECT_EQ(run->path, test::iterationFolder(dir, "iteration_00000200"));
        ASSERT_EQ(run->ranks.size(), 8u);
        for (int r = 0; r < 8; ++r) {
            EXPECT_EQ(run->ranks[static_cast<size_t>(r)].rank, r);
            EXPECT_EQ(run->ranks[static_cast<size_t>(r)].file,
                      test::iterationFolder(dir, "iteration_00000200") + "/*-000000" +
                          std::to_string(r) + "-0000008.safetensors");
        }
        EXPECT_EQ(run->strategyCandidates,
                  std::vector<std::string>{test::iterationFolder(dir, "iteration_00000200") +
                                           "/metadata.json"});
        ASSERT_TRUE(run->step);
        EXPECT_EQ(run->step->name, "iteration_200");
        EXPECT_EQ(run->step->globalStep, 200);
        EXPECT_TRUE(run->issues.empty());
    }
    StepChoice choice;
    choice.step = "100";
    auto chosen = discoverRunFolder(dir.file("output/checkpoint"), choice);
    ASSERT_TRUE(chosen);
    EXPECT_EQ(chosen->path, test::iterationFolder(dir, "iteration_00000100"));
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
                bytes += fs::file_size(test::iterationFolder(dir, folder.c_str()) + "/" + kind +
                                       "-000000" + std::to_string(c.rank) + "-0000008.safetensors");
            }
            EXPECT_EQ(c.copies[0].bytes, bytes);
        }
    }
    choice.step = "iteration_100";
    auto named = discoverRunFolder(dir.file("output/checkpoint"), choice);
    ASSERT_TRUE(named);
    EXPECT_EQ(named->path, test::iterationFolder(dir, "iteration_00000100"));

    // The run document: every rank's network and optimizer parameters, placed by metadata.json.
    auto model = loadPath(dir.file("output"), LoadOptions{});
    ASSERT_TRUE(model) << model.error().describe();
    ASSERT_TRUE(model->strategy);
    EXPECT_EQ(model->stages.stages, 2);
    for (const Issue& issue : model->issues) {
        ADD_FAILURE() << issue.text();
    }
    auto legacy = loadPath(dir.file("run"), LoadOptions{});
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
    test::writeIterationRun(dir);
    auto read =
        readStrategyFile(test::iterationFolder(dir, "iteration_00000200") + "/metadata.json");
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
    std::ifstream in(test::iterationFolder(dir, "iteration_00000200") + "/metadata.json");
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
    test::writeIterationRun(dir);
    std::map<std::string, std::tuple<std::string, std::vector<int64_t>, std::vector<uint8_t>>>
        merged[2];
    const std::string sources[2] = {dir.file("output"), dir.file("run")};
    for (int i = 0; i < 2; ++i) {
        PlanRequest request;
        request.srcFolder = sources[i];  // no strategy named: the one beside the files
        request.dstFolder = dir.file("merged" + std::to_string(i));
        request.options.format = CheckpointFormat::Ckpt;
        auto plan = test::planFromPath(request);
        ASSERT_TRUE(plan) << plan.error().describe();
        ASSERT_TRUE(plan->runnable());
        EXPECT_EQ(plan->srcStrategy,
                  i == 0 ? test::iterationFolder(dir, "iteration_00000200") + "/metadata.json"
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
    test::writeIterationRun(dir);
    fs::remove(test::iterationFolder(dir, "iteration_00000200") +
               "/model-0000005-0000008.safetensors");
    fs::remove(test::iterationFolder(dir, "iteration_00000200") +
               "/opt-0000005-0000008.safetensors");
    auto run = discoverRunFolder(dir.file("output/checkpoint"));
    ASSERT_TRUE(run);
    EXPECT_EQ(run->path, test::iterationFolder(dir, "iteration_00000100"));
    auto history = loadRunHistory(dir.file("output/checkpoint"));
    ASSERT_TRUE(history);
    ASSERT_EQ(history->steps.size(), 2u);
    EXPECT_EQ(history->steps[1].missingRanks, std::vector<int>{5});
    ASSERT_NE(history->resumeStep(), nullptr);
    EXPECT_EQ(history->resumeStep()->name, "iteration_100");
    auto opened = discoverRunFolder(test::iterationFolder(dir, "iteration_00000200"));
    ASSERT_TRUE(opened);
    ASSERT_EQ(opened->issues.size(), 1u);
    EXPECT_EQ(opened->issues[0].code, IssueCode::RankGap);
    EXPECT_EQ(opened->issues[0].text(), "rank files missing: 5 (of 8 ranks)");
    // Rank 7 holds what rank 5 held (a data-parallel copy): the merge reads it instead. Without
    // rank 7 too, nothing holds those slices, and the plan refuses.
    PlanRequest request;
    request.srcFolder = test::iterationFolder(dir, "iteration_00000200");
    request.dstFolder = dir.file("merged");
    auto plan = test::planFromPath(request);
    ASSERT_TRUE(plan) << plan.error().describe();
    EXPECT_TRUE(plan->runnable());
    ASSERT_EQ(plan->ranks.size(), 1u);
    EXPECT_EQ(plan->ranks[0].sources, (std::vector<int>{0, 1, 4, 7}));
    fs::remove(test::iterationFolder(dir, "iteration_00000200") +
               "/model-0000007-0000008.safetensors");
    fs::remove(test::iterationFolder(dir, "iteration_00000200") +
               "/opt-0000007-0000008.safetensors");
    auto lost = test::planFromPath(request);
    ASSERT_TRUE(lost) << lost.error().describe();
    EXPECT_FALSE(lost->runnable());
}

// CheckpointMonitor names the files with its prefix (the model's name, or "CKP"):
// llama-model-0000003-0000008.safetensors.
TEST(MindFormersIteration, PrefixedNames) {
    test::TempDir dir;
    test::writeIterationRun(dir, "llama");
    auto run = discoverRunFolder(dir.file("output/checkpoint"));
    ASSERT_TRUE(run) << run.error().describe();
    ASSERT_EQ(run->ranks.size(), 8u);
    EXPECT_EQ(run->ranks[3].file, test::iterationFolder(dir, "iteration_00000200") +
                                      "/llama-*-0000003-0000008.safetensors");
    auto model = loadPath(dir.file("output"), LoadOptions{});
    ASSERT_TRUE(model) << model.error().describe();
    for (const Issue& issue : model->issues) {
        ADD_FAILURE() << issue.text();
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
    test::writeIterationRun(dir);
    const std::string i100 = test::iterationFolder(dir, "iteration_00000100");
    const std::string i200 = test::iterationFolder(dir, "iteration_00000200");

    fs::remove(i200 + "/opt-0000003-0000008.safetensors");
    auto bare = discoverRunFolder(i200);
    ASSERT_TRUE(bare);
    ASSERT_EQ(bare->issues.size(), 1u);
    EXPECT_EQ(bare->issues[0].code, IssueCode::IterationFileMissing);
    EXPECT_EQ(bare->issues[0].text(),
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
    EXPECT_EQ(whole->issues[0].text(),
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
    test::writeIterationRun(dir);
    const fs::path checkpoint = dir.file("output/checkpoint");
    fs::copy(checkpoint / "iteration_00000200", checkpoint / "iteration_00000300");
    auto tracked = discoverRunFolder(checkpoint.string());
    ASSERT_TRUE(tracked);
    EXPECT_EQ(tracked->path,
              test::iterationFolder(dir, "iteration_00000200"));  // 300: after the tracker's
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
    EXPECT_EQ(opened->issues[0].text(), "rank files missing: 2-4 (of 8 ranks)");
    EXPECT_EQ(opened->issues[1].code, IssueCode::IterationFileMissing);
    EXPECT_EQ(opened->issues[1].text(),
              "ranks without their model- file, which the other ranks have: 6");
    EXPECT_EQ(opened->issues[2].code, IssueCode::IterationOtherFiles);
    EXPECT_EQ(opened->issues[2].text(),
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

// `stage` of an iteration: each rank's model- and opt- files, and the iteration's metadata.json
// and common.json, in a checkpoint/ folder of their own that opens as the same run.
TEST(MindFormersIteration, AStepStagesWithItsMetadata) {
    test::TempDir dir;
    test::writeIterationRun(dir);
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
    auto model = loadPath(dir.file("staged"), LoadOptions{});
    ASSERT_TRUE(model) << model.error().describe();
    EXPECT_EQ(model->rankCount(), 8);
    EXPECT_EQ(model->strategyPath, dir.file("staged/checkpoint/iteration_00000100/metadata.json"));
}

}  // namespace
}  // namespace shardscope
