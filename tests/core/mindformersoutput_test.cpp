// MindFormers' output/ folder opened whole: the run in checkpoint/, the per-rank strategy
// copies in strategy/, the logs in log/, and a choice when it holds several runs (issue 15 §3).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "doctor/checkpointside.h"
#include "formats/mindformersoutput.h"
#include "formats/runfolder.h"
#include "history/historyloader.h"
#include "history/stager.h"
#include "inspect/inspectreport.h"
#include "inspect/pathkind.h"
#include "inspect/reportjson.h"
#include "inspect/reporttext.h"
#include "inspect/runloader.h"
#include "logs/logdiscovery.h"
#include "synth/synthrun.h"
#include "testutil.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

// A synthesized run (8 ranks, 2 stages) laid out as MindFormers' trainer writes it:
// output/checkpoint/rank_<N>/llama_rank_<N>-2_250.ckpt with its -graph.meta,
// output/strategy/ckpt_strategy_rank_<N>.ckpt (the stage's file, copied per rank) and
// output/log/rank_<N>/info.log.
std::string writeOutput(const test::TempDir& dir) {
    const fs::path synth = fs::path(dir.path()) / "synth";
    EXPECT_TRUE(writeSynthRun(synth.string(), SynthConfig{}));
    const fs::path out = fs::path(dir.path()) / "output";
    for (int r = 0; r < 8; ++r) {
        const std::string rank = std::to_string(r);
        fs::create_directories(out / "checkpoint" / ("rank_" + rank));
        fs::create_directories(out / "strategy");
        fs::create_directories(out / "log" / ("rank_" + rank));
        fs::copy_file(
            synth / ("rank_" + rank) / "synth-2_250.ckpt",
            out / "checkpoint" / ("rank_" + rank) / ("llama_rank_" + rank + "-2_250.ckpt"));
        std::ofstream(out / "checkpoint" / ("rank_" + rank) /
                      ("llama_rank_" + rank + "-graph.meta"))
            << "graph";
        fs::copy_file(synth / "strategy" / ("stage_" + std::to_string(r / 4) + ".ckpt"),
                      out / "strategy" / ("ckpt_strategy_rank_" + rank + ".ckpt"));
        fs::copy_file(synth / "log" / ("rank_" + rank + ".log"),
                      out / "log" / ("rank_" + rank) / "info.log");
    }
    return out.string();
}

TEST(MindFormersOutput, TheOutputFolderOpensAsItsRunWithStrategyLogsAndSteps) {
    test::TempDir dir;
    const std::string out = writeOutput(dir);
    const auto found = findMindFormersOutput(out);
    ASSERT_TRUE(found);
    EXPECT_EQ(found->root, out);
    EXPECT_EQ(found->runs, std::vector<std::string>{out + "/checkpoint"});
    EXPECT_EQ(found->strategy, out + "/strategy");
    EXPECT_EQ(classifyPath(out), PathKind::RunFolder);

    for (const std::string& opened : {out, out + "/checkpoint", out + "/"}) {
        auto model = loadPath(opened, LoadOptions{});
        ASSERT_TRUE(model) << opened << ": " << model.error().describe();
        EXPECT_EQ(model->rankCount(), 8) << opened;
        EXPECT_EQ(model->strategyPath, out + "/strategy") << opened;
        ASSERT_TRUE(model->strategy) << opened;
        EXPECT_EQ(model->stages.stages, 2) << opened;
        for (const Issue& issue : model->issues) {
            // The .meta companions are no strays; nothing else is wrong with this run.
            ADD_FAILURE() << opened << ": " << issue.text();
        }
        const ParamInfo* dense = model->find("backbone.blocks.0.attention.dense1.weight");
        ASSERT_NE(dense, nullptr);
        EXPECT_TRUE(dense->layout.has_value());
    }

    const auto logs = runFolderLogs(out + "/checkpoint");
    ASSERT_EQ(logs.size(), 1u);
    EXPECT_EQ(logs.front().files.size(), 8u);

    auto history = loadRunHistory(out);
    ASSERT_TRUE(history) << history.error().describe();
    ASSERT_EQ(history->steps.size(), 1u);
    EXPECT_EQ(history->steps.front().globalStep, 500);
    EXPECT_TRUE(history->steps.front().usable());
}

// Each rank's <prefix>_rank_<N>-graph.meta (the network's graph, saved with the first
// checkpoint) is listed with its rank, in the text and the JSON of `inspect`, never a stray.
TEST(MindFormersOutput, TheGraphFilesAreListedBesideTheirRanks) {
    test::TempDir dir;
    const std::string out = writeOutput(dir);
    auto report = inspectPath(out);
    ASSERT_TRUE(report) << report.error().describe();
    ASSERT_EQ(report->ranks.size(), 8u);
    for (int r = 0; r < 8; ++r) {
        const std::string rank = std::to_string(r);
        EXPECT_EQ(report->ranks[size_t(r)].file.companions,
                  std::vector<std::string>{out + "/checkpoint/rank_" + rank + "/llama_rank_" +
                                           rank + "-graph.meta"});
    }
    const std::string text = reportToText(*report);
    EXPECT_NE(text.find("\ngraph files beside the rank files (MindSpore's -graph.meta; listed, "
                        "not read): 8\n  " +
                        out + "/checkpoint/rank_0/llama_rank_0-graph.meta\n"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("rank_3/llama_rank_3-graph.meta\n  ... and 4 more\n"), std::string::npos)
        << text;
    const auto json = reportToJson(*report);
    EXPECT_EQ(json["ranks"][5]["companions"],
              nlohmann::ordered_json::array({out + "/checkpoint/rank_5/llama_rank_5-graph.meta"}));
}

TEST(MindFormersOutput, SeveralRunsAreAChoiceNeverAGuess) {
    test::TempDir dir;
    const std::string out = writeOutput(dir);
    fs::create_directories(fs::path(out) / "transformed_checkpoint" / "llama_4p");
    fs::copy(fs::path(out) / "checkpoint", fs::path(out) / "transformed_checkpoint" / "llama_4p",
             fs::copy_options::recursive);
    const auto found = findMindFormersOutput(out);
    ASSERT_TRUE(found);
    EXPECT_EQ(found->runs, (std::vector<std::string>{out + "/checkpoint",
                                                     out + "/transformed_checkpoint/llama_4p"}));
    auto model = loadPath(out, LoadOptions{});
    ASSERT_FALSE(model);
    EXPECT_EQ(model.error().describe(),
              out +
                  ": this MindFormers output folder holds 2 runs (checkpoint/, "
                  "transformed_checkpoint/llama_4p/); open one of them");
    // Each run opens on its own, the converted one with the output's strategy too.
    auto converted = loadPath(out + "/transformed_checkpoint/llama_4p", LoadOptions{});
    ASSERT_TRUE(converted) << converted.error().describe();
    EXPECT_EQ(converted->rankCount(), 8);
    EXPECT_EQ(findMindFormersOutput(out + "/transformed_checkpoint/llama_4p")->root, out);
}

// MindFormers also saves the network's weights alone (save_network_params, on by default in
// 1.3 - 1.5) and the trainable ones (save_trainable_params), each in its own rank folders beside
// checkpoint/: two more runs of the same steps, opened on their own.
TEST(MindFormersOutput, NetworkAndTrainableSavesAreRunsOfTheOutput) {
    test::TempDir dir;
    const std::string out = writeOutput(dir);
    for (const char* kind : {"network", "trainable_params"}) {
        const std::string folder =
            std::string("checkpoint_") + (std::string(kind) == "network" ? "network" : "trainable");
        for (int r = 0; r < 8; ++r) {
            const std::string rank = std::to_string(r);
            const fs::path to = fs::path(out) / folder / ("rank_" + rank);
            fs::create_directories(to);
            fs::copy_file(fs::path(out) / "checkpoint" / ("rank_" + rank) /
                              ("llama_rank_" + rank + "-2_250.ckpt"),
                          to / ("llama_rank_" + rank + "-" + kind + "-2_250.ckpt"));
        }
    }
    const auto found = findMindFormersOutput(out);
    ASSERT_TRUE(found);
    EXPECT_EQ(found->runs,
              (std::vector<std::string>{out + "/checkpoint", out + "/checkpoint_network",
                                        out + "/checkpoint_trainable"}));
    // They are no choice of their own beside checkpoint/: output/ opens checkpoint/.
    EXPECT_EQ(found->choices(), std::vector<std::string>{out + "/checkpoint"});
    auto model = loadPath(out, LoadOptions{});
    ASSERT_TRUE(model) << model.error().describe();
    EXPECT_EQ(model->run.path, out + "/checkpoint");
    // With an earlier conversion beside them, the choice names every run.
    fs::create_directories(fs::path(out) / "transformed_checkpoint" / "llama_4p");
    fs::copy(fs::path(out) / "checkpoint", fs::path(out) / "transformed_checkpoint" / "llama_4p",
             fs::copy_options::recursive);
    auto several = loadPath(out, LoadOptions{});
    ASSERT_FALSE(several);
    EXPECT_EQ(several.error().describe(),
              out +
                  ": this MindFormers output folder holds 4 runs (checkpoint/, "
                  "checkpoint_network/, checkpoint_trainable/, transformed_checkpoint/llama_4p/); "
                  "open one of them");
    for (const char* run : {"/checkpoint_network", "/checkpoint_trainable"}) {
        auto opened = loadPath(out + run, LoadOptions{});
        ASSERT_TRUE(opened) << run << ": " << opened.error().describe();
        EXPECT_EQ(opened->rankCount(), 8) << run;
        EXPECT_EQ(opened->strategyPath, out + "/strategy") << run;
        for (const Issue& issue : opened->issues) {
            ADD_FAILURE() << run << ": " << issue.text();
        }
        auto history = loadRunHistory(out + run);
        ASSERT_TRUE(history) << history.error().describe();
        ASSERT_EQ(history->steps.size(), 1u) << run;
        EXPECT_EQ(history->steps.front().globalStep, 500) << run;
        EXPECT_TRUE(history->steps.front().usable()) << run;
    }
}

// With auto_trans_ckpt, MindFormers merges the job's strategy/ into merged_strategy/
// dst_strategy.ckpt; an output folder that kept only that one still has its strategy.
TEST(MindFormersOutput, TheMergedDestinationStrategyStandsInForStrategy) {
    test::TempDir dir;
    const std::string out = writeOutput(dir);
    fs::remove_all(fs::path(out) / "strategy");
    fs::create_directories(fs::path(out) / "merged_strategy");
    fs::copy_file(fs::path(dir.path()) / "synth" / "strategy.ckpt",
                  fs::path(out) / "merged_strategy" / "dst_strategy.ckpt");
    const auto found = findMindFormersOutput(out + "/merged_strategy");
    ASSERT_TRUE(found);
    EXPECT_EQ(found->root, out);
    EXPECT_EQ(found->strategy, out + "/merged_strategy/dst_strategy.ckpt");
    auto model = loadPath(out, LoadOptions{});
    ASSERT_TRUE(model) << model.error().describe();
    EXPECT_EQ(model->strategyPath, out + "/merged_strategy/dst_strategy.ckpt");
    ASSERT_TRUE(model->strategy);
    EXPECT_EQ(model->stages.stages, 2);
    for (const Issue& issue : model->issues) {
        ADD_FAILURE() << issue.text();
    }
}

TEST(MindFormersOutput, OrdinaryFoldersAreNoOutputFolder) {
    test::TempDir dir;
    ASSERT_TRUE(writeSynthRun(dir.file("run"), SynthConfig{}));
    EXPECT_FALSE(findMindFormersOutput(dir.file("run")));
    EXPECT_FALSE(findMindFormersOutput(dir.path()));
    auto same = runFolderFor(dir.file("run"));
    ASSERT_TRUE(same);
    EXPECT_EQ(*same, dir.file("run"));
    // One rank's folder of an ordinary run stands for the run too.
    auto rank = runFolderFor(dir.file("run/rank_2"));
    ASSERT_TRUE(rank);
    EXPECT_EQ(*rank, dir.file("run"));
    EXPECT_EQ(classifyPath(dir.file("run/rank_2")), PathKind::RunFolder);
}

// Relative paths, "." and a trailing slash name the same output folder; its log folder is logs,
// not a run (its rank_<N>/ folders hold info.log).
TEST(MindFormersOutput, RelativePathsAndTheLogFolder) {
    test::TempDir dir;
    const std::string out = writeOutput(dir);
    EXPECT_NE(classifyPath(out + "/log"), PathKind::RunFolder);
    const fs::path before = fs::current_path();
    fs::current_path(out);
    const auto fromInside = findMindFormersOutput("checkpoint");
    fs::current_path(out + "/checkpoint");
    const auto fromDot = findMindFormersOutput(".");
    auto model = loadPath(".", LoadOptions{});
    fs::current_path(before);
    ASSERT_TRUE(fromInside);
    EXPECT_EQ(fromInside->root, out);
    ASSERT_TRUE(fromDot);
    EXPECT_EQ(fromDot->strategy, out + "/strategy");
    ASSERT_TRUE(model) << model.error().describe();
    EXPECT_EQ(model->strategyPath, out + "/strategy");
}

// Any folder inside output/ gives the run, one rank's folder too; its log folders are logs (not
// "nothing to open"); and `stage` copies a step as an output folder of its own, strategy/
// included, from the output folder or any run folder in it.
TEST(MindFormersOutput, InnerFoldersOpenTheRunAndAStepStagesAsAnOutputFolder) {
    test::TempDir dir;
    const std::string out = writeOutput(dir);
    for (const std::string& rank : {out + "/checkpoint/rank_3", out + "/checkpoint/rank_3/"}) {
        EXPECT_EQ(classifyPath(rank), PathKind::RunFolder) << rank;
        const auto run = runFolderFor(rank);
        ASSERT_TRUE(run) << rank;
        EXPECT_EQ(*run, out + "/checkpoint") << rank;
        auto model = loadPath(rank, LoadOptions{});
        ASSERT_TRUE(model) << rank << ": " << model.error().describe();
        EXPECT_EQ(model->rankCount(), 8) << rank;
        EXPECT_EQ(model->strategyPath, out + "/strategy") << rank;
    }
    // The doctor on one rank's folder checks that rank's file; another --rank is refused.
    auto side = CheckpointSide::load(out + "/checkpoint/rank_3", "", 0);
    ASSERT_TRUE(side) << side.error().describe();
    EXPECT_EQ(side->rank, 3);
    EXPECT_EQ(side->path, out + "/checkpoint/rank_3/llama_rank_3-2_250.ckpt");
    auto other = CheckpointSide::load(out + "/checkpoint/rank_3", "", 2);
    ASSERT_FALSE(other);
    EXPECT_EQ(other.error().describe(),
              out + "/checkpoint/rank_3: this is rank 3's folder, and --rank says 2");
    for (const std::string& logs : {out + "/log", out + "/log/rank_2"}) {
        EXPECT_EQ(classifyPath(logs), PathKind::LogFolder) << logs;
        auto model = loadPath(logs, LoadOptions{});
        ASSERT_FALSE(model) << logs;
        EXPECT_EQ(model.error().describe(),
                  logs +
                      ": training logs, not a checkpoint: read them with `logs` (or the Loss "
                      "tab)");
    }

    int n = 0;
    for (const std::string& from : {out, out + "/checkpoint/rank_5"}) {
        const std::string to = dir.file("staged" + std::to_string(n++));
        StageRequest request;
        request.from = from;
        request.to = to;
        request.step = "llama-2_250";
        auto staged = stageStep(request);
        ASSERT_TRUE(staged) << from << ": " << staged.error().describe();
        std::vector<std::string> names;
        for (const StagedFile& f : staged->files) {
            names.push_back(fs::path(f.to).lexically_relative(to).string());
            EXPECT_EQ(test::readFile(f.to), test::readFile(f.from)) << f.to;
        }
        std::vector<std::string> want;
        for (int r = 0; r < 8; ++r) {
            const std::string rank = std::to_string(r);
            want.push_back("checkpoint/rank_" + rank + "/llama_rank_" + rank + "-2_250.ckpt");
        }
        for (int r = 0; r < 8; ++r) {
            want.push_back("strategy/ckpt_strategy_rank_" + std::to_string(r) + ".ckpt");
        }
        EXPECT_EQ(names, want) << from;
        auto model = loadPath(to, LoadOptions{});
        ASSERT_TRUE(model) << to << ": " << model.error().describe();
        EXPECT_EQ(model->rankCount(), 8);
        EXPECT_EQ(model->strategyPath, to + "/strategy");
        EXPECT_EQ(model->stages.stages, 2);
    }
}

}  // namespace
}  // namespace shardscope
