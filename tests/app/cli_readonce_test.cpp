// The CLI reads each input it is given once (docs/architecture.md, documents in): the faultfs
// shim counts the opens of one file (FAULT_OPENS_OF) while plan and convert run.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "../core/testutil.h"
#include "convert/targetrequest.h"
#include "faulttree.h"
#include "inspect/runloader.h"
#include "synth/synthrun.h"

namespace shardscope {
namespace {

class CliReadOnce : public ::testing::Test {
protected:
    // A synthesized run (dp 2 x mp 2 x pp 2 = 8 ranks) and a target strategy of 4 cards
    // (dp 1 x mp 4, one stage) written as a file, as a user gives --dst-strategy.
    static void SetUpTestSuite() {
        s_dir = new test::TempDir;
        ASSERT_TRUE(writeSynthRun(run(), SynthConfig{}));
        auto model = loadRunFolder(run(), strategy());
        ASSERT_TRUE(model.ok()) << model.error().describe();
        TargetRequest request;
        request.simulate = true;
        request.spec.axisSizes = {1, 4};
        request.spec.stages = 1;
        const PreparedTarget target = prepareTarget(*model, request);
        ASSERT_FALSE(target.blocked());
        ASSERT_TRUE(writeStrategyFile(*target.strategy, target4()));
        // The same run saved at three steps: the step is chosen from its history, whose files
        // are checked against the strategy beside it.
        const test::Outcome steps = test::runCli(
            {"synth", "--out", s_dir->file("steps"), "--preset", "tiny", "--steps", "3"});
        ASSERT_EQ(steps.status, 0) << steps.output;
        const test::Outcome other = test::runCli(
            {"synth", "--out", s_dir->file("other"), "--preset", "tiny", "--opt-shard", "2"});
        ASSERT_EQ(other.status, 0) << other.output;
    }
    static void TearDownTestSuite() { delete s_dir; }
    static std::string run() { return s_dir->file("run"); }
    static std::string strategy() { return run() + "/strategy.ckpt"; }
    static std::string target4() { return s_dir->file("target4.ckpt"); }
    static std::string steps() { return s_dir->file("steps"); }

    // Runs the CLI with `args`; returns how often it opened `counted` (-1: no count came back).
    static int opensOf(const std::string& counted, const std::vector<std::string>& args,
                       test::Outcome* outcome = nullptr, int status = 0) {
        test::TempDir out;
        const std::string report = out.file("opens");
        const test::Outcome ran = test::runCli(
            args, test::faultEnv({"FAULT_OPENS_OF=" + counted, "FAULT_OPENS_REPORT=" + report}));
        EXPECT_EQ(ran.status, status) << ran.output;
        if (outcome != nullptr) {
            *outcome = ran;
        }
        const std::string count = test::readFile(report);
        return count.empty() ? -1 : std::stoi(count);
    }

    static inline test::TempDir* s_dir = nullptr;
};

TEST_F(CliReadOnce, PlanReadsTheTargetStrategyOnceForRanksMemoryAndPlan) {
    // --ranks needs the target's card count, the memory headline its layouts, the planner all
    // of it: one read serves the three.
    test::Outcome ran;
    EXPECT_EQ(opensOf(target4(),
                      {"plan", "--src", run(), "--src-strategy", strategy(), "--dst-strategy",
                       target4(), "--ranks", "0-1"},
                      &ran),
              1);
    EXPECT_NE(ran.output.find("memory per card: "), std::string::npos) << ran.output;
    EXPECT_EQ(opensOf(strategy(), {"plan", "--src", run(), "--src-strategy", strategy(),
                                   "--dst-strategy", target4(), "--ranks", "0-1"}),
              1);
}

TEST_F(CliReadOnce, ConvertReadsTheTargetStrategyOnce) {
    test::TempDir out;
    EXPECT_EQ(opensOf(target4(), {"convert", "--src", run(), "--src-strategy", strategy(),
                                  "--dst-strategy", target4(), "--dst", out.file("a")}),
              1);
    EXPECT_EQ(test::readFile(out.file("a/strategy.ckpt")), test::readFile(target4()));
}

// docs/cli.md, --ranks: destination rank 0 copies none of rank 7's bytes, yet `convert` indexes
// the header of rank 7's file (once), for the memory line of the whole target.
TEST_F(CliReadOnce, ConvertOfSomeRanksIndexesEveryRankFileOnceForTheMemoryLine) {
    test::TempDir out;
    const auto fileOf = [](int rank) {
        std::string file;
        for (const auto& e :
             std::filesystem::directory_iterator(run() + "/rank_" + std::to_string(rank))) {
            file = e.path().string();
        }
        return file;
    };
    const std::vector<std::string> args{"convert",        "--src",    run(),
                                        "--src-strategy", strategy(), "--dst-strategy",
                                        target4(),        "--ranks",  "0"};
    const auto into = [&args, &out](const std::string& dst) {
        std::vector<std::string> all = args;
        all.insert(all.end(), {"--dst", out.file(dst)});
        return all;
    };
    const test::Outcome sources = test::runCli(
        {"ranks", "--src-strategy", strategy(), "--dst-strategy", target4(), "--rank", "0"});
    ASSERT_EQ(sources.status, 0) << sources.output;
    EXPECT_EQ(sources.output.find('7'), std::string::npos) << sources.output;
    // Looked at and indexed (2 opens) as rank 0's file, which it reads, is.
    test::Outcome ran;
    const int opens = opensOf(fileOf(7), into("a"), &ran);
    EXPECT_EQ(opens, 2);
    EXPECT_EQ(opensOf(fileOf(0), into("b")), opens);
    EXPECT_NE(ran.output.find("memory per card: fits: "), std::string::npos) << ran.output;
}

TEST_F(CliReadOnce, TheStrategyTheHistoryCheckedIsNotReadAgain) {
    // The step chosen from the saved steps (the files checked against the strategy found beside
    // the run), then the run loaded with that strategy: one read serves both.
    const std::string found = steps() + "/strategy.ckpt";
    EXPECT_EQ(opensOf(found, {"inspect", steps()}), 1);
    EXPECT_EQ(opensOf(found, {"plan", "--src", steps(), "--dst-strategy", target4()}), 1);
    EXPECT_EQ(opensOf(found, {"plan", "--src", steps(), "--src-strategy", found, "--dst-strategy",
                              target4()}),
              1);
    // The doctor finds the run's step and strategy, then reads its other rank files for the
    // redundancy check (the network: another run's rank 1, of other shapes: status 1).
    test::Outcome doctor;
    EXPECT_EQ(opensOf(found,
                      {"doctor", "--ckpt", steps(), "--rank", "1", "--net-ckpt",
                       s_dir->file("other/rank_1/synth-2_250.ckpt"), "--remove-redundancy"},
                      &doctor, 1),
              1);
    EXPECT_NE(doctor.output.find("note: using the strategy found beside the run: " + found),
              std::string::npos)
        << doctor.output;
}

}  // namespace
}  // namespace shardscope
