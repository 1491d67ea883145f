// The one place a rank's file is chosen (discoverRunFolder): by saved step, the recommended one
// by default, with a warning whenever MindSpore's rule would take another.
#include <gtest/gtest.h>

#include <filesystem>

#include "formats/runfolder.h"
#include "historyfixtures.h"
#include "inspect/inspectreport.h"
#include "run/rundiscovery.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

std::vector<std::string> files(const RunFolder& run) {
    std::vector<std::string> out;
    for (const RankFile& rf : run.ranks) {
        out.push_back(rf.file.empty() ? "-" : fs::path(rf.file).filename().string());
    }
    return out;
}

const Issue* issue(const RunFolder& run, IssueCode code) {
    for (const Issue& i : run.issues) {
        if (i.code == code) {
            return &i;
        }
    }
    return nullptr;
}

TEST(HistorySelection, DefaultIsTheRecommendedStepWithAWarningWhenMindSporeDiffers) {
    test::TempDir dir;
    test::writeHistoryRun(dir.path(), test::historyConfig(3));
    auto run = discoverRunFolder(dir.path());
    ASSERT_TRUE(run) << run.error().describe();
    EXPECT_EQ(files(*run), std::vector<std::string>(8, "synth-2_250.ckpt"));
    EXPECT_EQ(run->ranks[0].alternatives,
              (std::vector<std::string>{"synth-1_166.ckpt", "synth-2_83.ckpt"}));
    ASSERT_TRUE(run->step.has_value());
    EXPECT_EQ(run->step->name, "synth-2_250");
    EXPECT_EQ(run->step->globalStep, 500);
    EXPECT_TRUE(run->step->recommended);
    EXPECT_EQ(run->step->savedSteps, 3u);
    EXPECT_EQ(issue(*run, IssueCode::SeveralFilesInRank), nullptr);
    const Issue* selected = issue(*run, IssueCode::StepSelected);
    ASSERT_NE(selected, nullptr);
    EXPECT_EQ(selected->severity, Severity::Info);
    EXPECT_EQ(selected->text(),
              "the run holds 3 saved steps; using synth-2_250, the newest complete and intact on "
              "every rank");
    const Issue* differs = issue(*run, IssueCode::StepNotMindSporePick);
    ASSERT_NE(differs, nullptr);
    EXPECT_EQ(differs->severity, Severity::Warning);
    EXPECT_EQ(differs->argValues(),
              (std::vector<std::string>{
                  "synth-2_250", "synth-2_83", "older",
                  "takes an older step, synth-2_83 (epoch 2, step 83, global step 333), instead "
                  "of synth-2_250 (names sort as text, so 'synth-2_250' comes before "
                  "'synth-2_83')"}));
    EXPECT_EQ(differs->text(),
              "using synth-2_250; MindSpore's rule (each rank's lexicographically last file) "
              "takes an older step, synth-2_83 (epoch 2, step 83, global step 333), instead of "
              "synth-2_250 (names sort as text, so 'synth-2_250' comes before 'synth-2_83')");
}

TEST(HistorySelection, NoWarningWhenMindSporeTakesTheSameStep) {
    test::TempDir dir;
    test::writeHistoryRun(dir.path(), test::historyConfig(2));
    auto run = discoverRunFolder(dir.path());
    ASSERT_TRUE(run);
    EXPECT_EQ(files(*run), std::vector<std::string>(8, "synth-2_250.ckpt"));
    EXPECT_EQ(issue(*run, IssueCode::StepNotMindSporePick), nullptr);
    EXPECT_NE(issue(*run, IssueCode::StepSelected), nullptr);
}

TEST(HistorySelection, StepByGlobalStepEpochStepAndName) {
    test::TempDir dir;
    test::writeHistoryRun(dir.path(), test::historyConfig(3));
    for (const char* spec : {"333", "2_83", "synth-2_83"}) {
        StepChoice choice;
        choice.step = spec;
        auto run = discoverRunFolder(dir.path(), choice);
        ASSERT_TRUE(run) << run.error().describe();
        EXPECT_EQ(files(*run), std::vector<std::string>(8, "synth-2_83.ckpt")) << spec;
        EXPECT_FALSE(run->step->recommended);
        EXPECT_EQ(issue(*run, IssueCode::StepNotMindSporePick), nullptr);
        EXPECT_EQ(issue(*run, IssueCode::StepSelected), nullptr);
    }
    StepChoice bad;
    bad.step = "7_7";
    auto run = discoverRunFolder(dir.path(), bad);
    ASSERT_FALSE(run);
    EXPECT_EQ(run.error().message,
              "no saved step is epoch 7, step 7; saved steps: synth-1_166 (166), synth-2_83 "
              "(333), synth-2_250 (500)");
}

TEST(HistorySelection, DamagedNewestStepFallsBackAndAStepMissingOnRanksIsAnError) {
    test::TempDir dir;
    test::writeHistoryRun(dir.path(), test::historyConfig(2),
                          {{SynthDamageKind::MissingNewest, {6, 7}}});
    auto run = discoverRunFolder(dir.path());
    ASSERT_TRUE(run);
    EXPECT_EQ(files(*run), std::vector<std::string>(8, "synth-1_250.ckpt"));
    const Issue* differs = issue(*run, IssueCode::StepNotMindSporePick);
    ASSERT_NE(differs, nullptr);
    EXPECT_EQ(differs->arg("mindspore"), "ranks 0-5: synth-2_250; ranks 6-7: synth-1_250");
    EXPECT_EQ(differs->arg("consequence"), "mixed");

    StepChoice newest;
    newest.step = "500";
    run = discoverRunFolder(dir.path(), newest);
    ASSERT_TRUE(run);
    EXPECT_EQ(files(*run),
              (std::vector<std::string>{"synth-2_250.ckpt", "synth-2_250.ckpt", "synth-2_250.ckpt",
                                        "synth-2_250.ckpt", "synth-2_250.ckpt", "synth-2_250.ckpt",
                                        "-", "-"}));
    const Issue* missing = issue(*run, IssueCode::StepMissingOnRanks);
    ASSERT_NE(missing, nullptr);
    EXPECT_EQ(missing->severity, Severity::Error);
    EXPECT_EQ(missing->text(), "step synth-2_250 has no file on ranks 6-7");
    EXPECT_EQ(run->ranks[6].alternatives, std::vector<std::string>{"synth-1_250.ckpt"});
}

TEST(HistorySelection, ChosenDamagedStepIsWarnedAbout) {
    test::TempDir dir;
    test::writeHistoryRun(dir.path(), test::historyConfig(2), {{SynthDamageKind::Truncate, {3}}});
    StepChoice choice;
    choice.step = "synth-2_250";
    auto run = discoverRunFolder(dir.path(), choice);
    ASSERT_TRUE(run);
    const Issue* unusable = issue(*run, IssueCode::StepUnusable);
    ASSERT_NE(unusable, nullptr);
    EXPECT_EQ(unusable->text(), "step synth-2_250 cannot be resumed from: truncated on rank 3");
}

TEST(HistorySelection, NoUsableStepKeepsMindSporesRuleAndReportsMixedSteps) {
    test::TempDir dir;
    test::writeTinyCkpt(dir.file("rank_0/net-1_10.ckpt"), 4);
    test::writeTinyCkpt(dir.file("rank_0/net-2_10.ckpt"), 4);
    test::writeTinyCkpt(dir.file("rank_1/net-2_10.ckpt"), 4);
    test::writeTinyCkpt(dir.file("rank_1/net-3_10.ckpt"), 4);
    test::writeFile(dir.file("rank_1/net-2_10.ckpt.tmp"), "");
    fs::permissions(dir.file("rank_1/net-2_10.ckpt"), fs::perms::owner_write,
                    fs::perm_options::add);
    fs::resize_file(dir.file("rank_1/net-2_10.ckpt"), 5);
    auto run = discoverRunFolder(dir.path());
    ASSERT_TRUE(run);
    EXPECT_EQ(files(*run), (std::vector<std::string>{"net-2_10.ckpt", "net-3_10.ckpt"}));
    const Issue* none = issue(*run, IssueCode::NoUsableStep);
    ASSERT_NE(none, nullptr);
    EXPECT_EQ(none->text(),
              "no saved step is complete and intact on every rank (the newest, net-3_10: missing "
              "on rank 0); each rank's lexicographically last file is used, as MindSpore does");
    const Issue* mixed = issue(*run, IssueCode::MixedSteps);
    ASSERT_NE(mixed, nullptr);
    EXPECT_EQ(mixed->severity, Severity::Error);
    EXPECT_EQ(mixed->arg("steps"), "rank 0 holds net-2_10; rank 1 holds net-3_10");
    EXPECT_NE(issue(*run, IssueCode::SeveralFilesInRank), nullptr);  // MindSpore's rule, said
}

TEST(HistorySelection, OneFilePerRankOfDifferentStepsIsMixed) {
    test::TempDir dir;
    test::writeTinyCkpt(dir.file("rank_0/net-2_10.ckpt"), 4);
    test::writeTinyCkpt(dir.file("rank_1/net-2_10.ckpt"), 4);
    test::writeTinyCkpt(dir.file("rank_2/net-1_10.ckpt"), 4);
    auto run = discoverRunFolder(dir.path());
    ASSERT_TRUE(run);
    const Issue* mixed = issue(*run, IssueCode::MixedSteps);
    ASSERT_NE(mixed, nullptr);
    EXPECT_EQ(mixed->text(),
              "the rank files are of different saved steps: rank 2 holds net-1_10; ranks 0-1 hold "
              "net-2_10 (choose one with --step)");

    auto report = inspectPath(dir.path());
    ASSERT_TRUE(report);
    bool reported = false;
    for (const Issue& i : report->issues) {
        reported = reported || i.code == IssueCode::MixedSteps;
    }
    EXPECT_TRUE(reported);
}

TEST(HistorySelection, ConvertedRunsNumberFilesByRankNotByStep) {
    test::TempDir dir;
    for (int r = 0; r < 3; ++r) {
        const std::string n = std::to_string(r);
        test::writeTinyCkpt(dir.file("rank_" + n + "/checkpoint_" + n + ".ckpt"), 4);
    }
    auto run = discoverRunFolder(dir.path());
    ASSERT_TRUE(run);
    EXPECT_TRUE(run->issues.empty()) << run->issues.front().text();
    EXPECT_FALSE(run->step.has_value());
}

TEST(HistorySelection, StepOnAnythingButARunFolderIsAnError) {
    test::TempDir dir;
    test::writeTinyCkpt(dir.file("one.ckpt"), 4);
    InspectOptions options;
    options.step = "1";
    auto report = inspectPath(dir.file("one.ckpt"), options);
    ASSERT_FALSE(report);
    EXPECT_EQ(report.error().message,
              "--step chooses a saved step of a run folder (rank_<N>/ folders); this is not one");
}

}  // namespace
}  // namespace shardscope
