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
    }
    static void TearDownTestSuite() { delete s_dir; }
    static std::string run() { return s_dir->file("run"); }
    static std::string strategy() { return run() + "/strategy.ckpt"; }
    static std::string target4() { return s_dir->file("target4.ckpt"); }

    // Runs the CLI with `args`; returns how often it opened `counted` (-1: no count came back).
    static int opensOf(const std::string& counted, const std::vector<std::string>& args,
                       test::Outcome* outcome = nullptr) {
        test::TempDir out;
        const std::string report = out.file("opens");
        const test::Outcome ran = test::runCli(
            args, test::faultEnv({"FAULT_OPENS_OF=" + counted, "FAULT_OPENS_REPORT=" + report}));
        EXPECT_EQ(ran.status, 0) << ran.output;
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

}  // namespace
}  // namespace shardscope
