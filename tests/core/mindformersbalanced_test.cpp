// MindFormers' BalancedSaveStrategy (CheckpointMonitor(remove_redundancy=True)) as
// tests/python/mindformers_iteration.py --remove-redundancy writes it: each slice saved by one of
// the ranks that hold it, chosen by load, and metadata.json naming that rank's file.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "convert/executor.h"
#include "convert/planner.h"
#include "doctor/doctor.h"
#include "doctorfixtures.h"
#include "formats/strategy.h"
#include "inspect/runloader.h"
#include "iterationfixtures.h"
#include "plantestutil.h"
#include "run/rundiscovery.h"
#include "testpaths.h"

namespace shardscope {
namespace {

// One pipeline stage (dp 4 x mp 2): iterations 100 and 200 saved in full in
// dir/output/checkpoint, and balanced in dir/balanced/checkpoint.
void writeOneStageBalanced(const test::TempDir& dir) {
    SynthConfig config;
    config.dp = 4;
    config.mp = 2;
    config.pp = 1;
    test::writeIterationRun(dir, {}, config);
    test::writeIterations(dir, "balanced/checkpoint", "--remove-redundancy");
}

// Two pipeline stages sharing the word embedding (the synthesized run's default split), saved in
// full and balanced as writeOneStageBalanced() does.
void writeTwoStageBalanced(const test::TempDir& dir) {
    test::writeIterationRun(dir);
    test::writeIterations(dir, "balanced/checkpoint", "--remove-redundancy");
}

// The word embedding the two stages share.
const std::string kShared = "backbone.embedding.word_embedding.embedding_table";

// The doctor on rank `rank`'s files of the balanced save, for the network of the full save's rank
// `netRank` (-1: the same rank), with MindSpore's remove_redundancy flag or not.
Result<DoctorReport> doctorOn(const test::TempDir& two, int rank, bool flag, int netRank = -1) {
    DoctorInputs request;
    request.ckpt = two.file("balanced/checkpoint");
    request.rank = rank;
    request.removeRedundancy = flag;
    request.netCkpt = test::iterationFolder(two, "iteration_00000200") + "/*-000000" +
                      std::to_string(netRank < 0 ? rank : netRank) + "-0000008.safetensors";
    return test::doctorOf(request);
}

// MindFormers' BalancedSaveStrategy (CheckpointMonitor(remove_redundancy=True)): each slice saved
// by one of the ranks that hold it, chosen by load, and metadata.json naming that rank's file.
// Read as a redundancy-removed run: restoring redundancy gives every rank what the same run
// saved without remove_redundancy holds. (The balanced save leaves out what has no layout:
// epoch_num, step_num, global_step, learning_rate.)
TEST(MindFormersIteration, RemoveRedundancySavesReadAsTheirFullTwins) {
    test::TempDir dir;
    writeOneStageBalanced(dir);
    const std::string full = test::iterationFolder(dir, "iteration_00000200");

    auto model = loadPath(dir.file("balanced/checkpoint"), LoadOptions{});
    ASSERT_TRUE(model) << model.error().describe();
    bool removed = false;
    for (const Issue& issue : model->issues) {
        if (issue.code == IssueCode::RedundancyRemoved) {
            removed = true;
            // MindFormers needs no flag to load it: metadata.json names each slice's file.
            EXPECT_EQ(issue.arg("loader"), "mindformers");
            EXPECT_NE(issue.text().find("; MindFormers loads it as it is (metadata.json names "
                                        "each slice's file), or restore redundancy: "
                                        "shardscope-cli convert --src "),
                      std::string::npos)
                << issue.text();
        }
        EXPECT_NE(issue.severity, Severity::Error) << issue.text();
    }
    EXPECT_TRUE(removed);

    // The doctor, loading rank 1's files into the network of the full save's rank 1: what other
    // ranks saved is missing by design, and MindFormers' loader (not a flag) reads it.
    DoctorInputs doctor;
    doctor.ckpt = dir.file("balanced/checkpoint");
    doctor.rank = 1;
    doctor.netCkpt = full + "/*-0000001-0000008.safetensors";
    auto report = test::doctorOf(doctor);
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
    test::RankTensors got, want;
    ASSERT_NO_FATAL_FAILURE(test::restoreBalanced(dir, got, want));
    for (auto& [rank, tensors] : want) {
        EXPECT_TRUE(got[rank] == tensors) << "rank " << rank;
        EXPECT_GT(tensors.size(), 50u);
    }
}

// Merged into one card, the balanced save gives what the full save gives: a slice of the shared
// embedding (here its Adam states) kept on a rank of the other stage only is found there.
TEST(MindFormersIteration, BalancedTwoStagesMergeAsTheFullSaveDoes) {
    test::TempDir two;
    writeTwoStageBalanced(two);
    test::RankTensors merged[2];
    const std::string sources[2] = {two.file("output/checkpoint"), two.file("balanced/checkpoint")};
    for (int i = 0; i < 2; ++i) {
        PlanRequest merge;
        merge.srcFolder = sources[i];
        merge.dstFolder = two.file("merged" + std::to_string(i));
        merge.options.format = CheckpointFormat::Safetensors;
        auto mergePlan = test::planFromPath(merge);
        ASSERT_TRUE(mergePlan) << mergePlan.error().describe();
        ASSERT_TRUE(mergePlan->runnable());
        ASSERT_TRUE(executeConversion(*mergePlan));
        merged[i] = test::readRankTensors(
            {{0, two.file("merged" + std::to_string(i)) + "/rank_0/checkpoint_0.safetensors"}});
    }
    for (const char* layoutless : {"epoch_num", "step_num", "global_step", "learning_rate"}) {
        EXPECT_EQ(merged[0][0].erase(layoutless), 1u) << layoutless;
    }
    EXPECT_EQ(merged[0][0].size(), 108u);
    EXPECT_TRUE(merged[0] == merged[1]);
}

// The doctor on a stage-0 rank: the Adam states of the shared embedding, kept on rank 4 or 5 of
// stage 1 only, are saved elsewhere, not missing; MindSpore's flag alone (a broadcast within the
// stage's group) would not load them. On stage 1, the embedding itself was kept on rank 3 of
// stage 0 only.
TEST(MindFormersIteration, BalancedSlicesOnTheOtherStageAreSavedElsewhere) {
    test::TempDir two;
    writeTwoStageBalanced(two);
    const std::string shared = kShared;
    auto twoModel = loadPath(two.file("balanced/checkpoint"), LoadOptions{});
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
        auto stage0 = doctorOn(two, rank, false);
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
    auto stage1 = doctorOn(two, 6, false);
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
}

// The wrong rank's network stays another stage's problem, and MindSpore's flag does not load what
// only the other stage saved.
TEST(MindFormersIteration, BalancedAnotherStagesNetworkStaysAnotherStagesProblem) {
    test::TempDir two;
    writeTwoStageBalanced(two);
    const std::string shared = kShared;
    // The wrong rank's network (stage 1's, for rank 0 of stage 0) stays another stage's problem:
    // its layers were never in stage 0, though stage 1 saved them once.
    auto wrong = doctorOn(two, 0, false, 4);
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
    auto flagged = doctorOn(two, 0, true);
    ASSERT_TRUE(flagged) << flagged.error().describe();
    bool unloaded = false;
    for (const DoctorProblem& p : flagged->problems) {
        unloaded = unloaded || (p.name == "adam_m." + shared && p.kind == ProblemKind::Missing);
    }
    EXPECT_TRUE(unloaded);
}

// Converting some ranks of a balanced save opens the rank of the other stage that saved a slice;
// a full save is not read across stages.
TEST(MindFormersIteration, OnlyABalancedSaveIsReadAcrossStages) {
    test::TempDir two;
    writeTwoStageBalanced(two);
    const std::string dstStrategy =
        two.file("balanced/checkpoint/iteration_00000200/metadata.json");
    PlanRequest some;
    some.srcFolder = two.file("balanced/checkpoint");
    some.dstStrategy = dstStrategy;
    some.dstFolder = two.file("some");
    some.dstRanks = std::vector<int>{0};
    auto somePlan = test::planFromPath(some);
    ASSERT_TRUE(somePlan) << somePlan.error().describe();
    EXPECT_TRUE(somePlan->runnable());
    // Only a balanced save is read across stages: a full save whose stage-0 ranks lost a slice
    // has it nowhere in that stage, and says so, though stage 1 holds a copy.
    const std::string lost = "adam_m." + kShared;
    std::string files;
    for (int r = 0; r < 4; ++r) {
        files += " " + test::iterationFolder(two, "iteration_00000200") + "/opt-000000" +
                 std::to_string(r) + "-0000008.safetensors";
    }
    int status = -1;
    const std::string out =
        test::runCommand(std::string(SHARDSCOPE_PYTHON) + " " + SHARDSCOPE_TEST_SCRIPTS +
                             "/safetensors_drop.py " + lost + files + " 2>&1",
                         &status);
    ASSERT_EQ(status, 0) << out;
    PlanRequest whole;
    whole.srcFolder = two.file("output/checkpoint");
    whole.dstStrategy = test::iterationFolder(two, "iteration_00000200") + "/metadata.json";
    whole.dstFolder = two.file("whole");
    auto fullPlan = test::planFromPath(whole);
    ASSERT_TRUE(fullPlan) << fullPlan.error().describe();
    EXPECT_FALSE(fullPlan->runnable());
    bool named = false;
    for (const Issue& issue : fullPlan->problems) {
        named = named || (issue.severity == Severity::Error && issue.param == lost);
    }
    EXPECT_TRUE(named);
}

// An iteration whose files are numbered by file is refused.
TEST(MindFormersIteration, BalancedFilesNumberedByFileAreRefused) {
    test::TempDir dir;
    writeOneStageBalanced(dir);
    const std::string balanced = dir.file("balanced/checkpoint/iteration_00000200");
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
    writeTwoStageBalanced(dir);
    const std::string balanced = dir.file("balanced/checkpoint/iteration_00000200");
    auto strategy = loadStrategy(balanced + "/metadata.json");
    ASSERT_TRUE(strategy) << strategy.error().describe();
    const std::string shared = kShared;
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

    test::RankTensors got, want;
    ASSERT_NO_FATAL_FAILURE(test::restoreBalanced(dir, got, want));
    for (auto& [rank, tensors] : want) {
        EXPECT_EQ(got[rank].count(shared), 1u) << "rank " << rank;
        EXPECT_TRUE(got[rank] == tensors) << "rank " << rank;
    }
}

}  // namespace
}  // namespace shardscope
