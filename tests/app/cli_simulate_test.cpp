// plan --simulate and convert --simulate: the destination simulated from the source's strategy,
// exactly as the GUI's planner simulates it, with the spec's problems in the CLI's words.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "../core/testutil.h"
#include "convert/targetrequest.h"
#include "inspect/runloader.h"
#include "synth/synthrun.h"
#include "testpaths.h"
#include "tinysynthrun.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

using test::CommandOutput;

class CliSimulate : public test::TinySynthRunSuite {};

TEST_F(CliSimulate, PlanEqualsThePlanOfTheGuisSimulatedStrategy) {
    // What the GUI does for "dp=1,mp=4,pp=1": prepareTarget over the run, the strategy written.
    auto model = loadRunFolder(run(), run() + "/strategy");
    ASSERT_TRUE(model.ok()) << model.error().describe();
    TargetRequest request;
    request.simulate = true;
    request.spec.axisSizes = {1, 4};
    request.spec.stages = 1;
    test::TempDir out;
    const PreparedTarget target = prepareTarget(*model, request);
    ASSERT_FALSE(target.blocked());
    ASSERT_TRUE(writeStrategyFile(*target.strategy, out.file("gui.ckpt")));

    const CommandOutput simulated =
        test::cliOutput("plan --json " + src() + " --simulate 'dp=1,mp=4,pp=1'");
    ASSERT_EQ(simulated.status, 0) << simulated.text;
    const CommandOutput given =
        test::cliOutput("plan --json " + src() + " --dst-strategy " + out.file("gui.ckpt"));
    ASSERT_EQ(given.status, 0) << given.text;
    EXPECT_EQ(nlohmann::json::parse(simulated.text), nlohmann::json::parse(given.text));
    EXPECT_EQ(nlohmann::json::parse(simulated.text)["ranks"].size(), 4u);
}

TEST_F(CliSimulate, ConvertWritesTheSameBytesAsTheStrategyFile) {
    auto model = loadRunFolder(run(), run() + "/strategy");
    ASSERT_TRUE(model.ok());
    TargetRequest request;
    request.simulate = true;
    request.spec.axisSizes = {2, 1};
    request.spec.stages = 2;
    test::TempDir out;
    const PreparedTarget target = prepareTarget(*model, request);
    ASSERT_FALSE(target.blocked());
    ASSERT_TRUE(writeStrategyFile(*target.strategy, out.file("s.ckpt")));
    // The simulated strategy is held in memory: nothing is written to the temporary folder.
    fs::create_directories(out.file("tmp"));
    const CommandOutput a =
        test::runLine("env TMPDIR=" + out.file("tmp") + " " + std::string(SHARDSCOPE_CLI) +
                      " convert " + src() + " --simulate 'dp=2,mp=1' --dst " + out.file("a"));
    ASSERT_EQ(a.status, 0) << a.text;
    EXPECT_TRUE(fs::is_empty(out.file("tmp")));
    // The record names the simulated target by its spec (no file of it was ever written).
    const nlohmann::json record =
        nlohmann::json::parse(test::readFile(out.file("a/shardscope-conversion.json")));
    EXPECT_EQ(record["target"]["strategy"], "simulated: dp=2,mp=1");
    const CommandOutput b = test::cliOutput("convert " + src() + " --dst-strategy " +
                                            out.file("s.ckpt") + " --dst " + out.file("b"));
    ASSERT_EQ(b.status, 0) << b.text;
    for (int r = 0; r < 4; ++r) {
        const std::string name =
            "/rank_" + std::to_string(r) + "/checkpoint_" + std::to_string(r) + ".ckpt";
        EXPECT_EQ(test::readFile(out.file("a") + name), test::readFile(out.file("b") + name))
            << name;
    }
}

// Issue 34 #4: a rank table is matched with the simulated target, not with a target of one card.
TEST_F(CliSimulate, ARankTableIsSizedAgainstTheSimulation) {
    const CommandOutput plan =
        test::cliOutput("plan --json " + src() + " --simulate 'dp=2,mp=4' --rank-table msrun:16:8");
    ASSERT_EQ(plan.status, 0) << plan.text;
    const nlohmann::json j = nlohmann::json::parse(plan.text);
    ASSERT_EQ(j["ranks"].size(), 16u);
    EXPECT_EQ(j["ranks"][9]["host"], "node_1");
    ASSERT_EQ(j["hosts"].size(), 2u);
    EXPECT_EQ(j["hosts"][1]["ranks"], nlohmann::json({8, 9, 10, 11, 12, 13, 14, 15}));
    // The simulated strategy is held in memory: the command line names a placeholder for it.
    EXPECT_EQ(j["mpirun"],
              "mpirun --bind-to none -np 2 --host node_0:1,node_1:1 --map-by ppr:1:node "
              "shardscope-mpi convert --src " +
                  run() + " --dst DST --src-strategy " + run() +
                  "/strategy --dst-strategy TARGET_STRATEGY --rank-table msrun:16:8 --verify");
    const CommandOutput other =
        test::cliOutput("plan " + src() + " --simulate 'dp=2,mp=4' --rank-table msrun:8:8");
    EXPECT_EQ(other.status, 1);
    EXPECT_EQ(other.text,
              "shardscope-cli: msrun:8:8: the rank table has 8 ranks but the destination has 16; "
              "give the table of the job that will load the converted files\n");
    test::TempDir out;
    const CommandOutput convert =
        test::cliOutput("convert " + src() + " --simulate 'dp=2,mp=4' --rank-table msrun:16:8 " +
                        "--host node_1 --dst " + out.file("d"));
    ASSERT_EQ(convert.status, 0) << convert.text;
    EXPECT_TRUE(fs::exists(out.file("d/rank_15/checkpoint_15.ckpt")));
    EXPECT_FALSE(fs::exists(out.file("d/rank_0")));
}

TEST_F(CliSimulate, MergeAndTheSpecsProblems) {
    const CommandOutput merge = test::cliOutput("plan --json " + src() + " --simulate merge");
    ASSERT_EQ(merge.status, 0) << merge.text;
    EXPECT_EQ(nlohmann::json::parse(merge.text)["ranks"].size(), 1u);

    const CommandOutput unknown = test::cliOutput("plan " + src() + " --simulate 'tp=4'");
    EXPECT_EQ(unknown.status, 2);
    EXPECT_EQ(unknown.text,
              "shardscope-cli: --simulate: unknown axis 'tp' (the axes are dp, mp, plus pp and "
              "opt)\n");
    const CommandOutput both =
        test::cliOutput("plan " + src() + " --simulate merge --dst-strategy x.ckpt");
    EXPECT_EQ(both.status, 2);
    EXPECT_EQ(both.text,
              "shardscope-cli: --simulate and --dst-strategy both name the destination: give "
              "one\n");

    const CommandOutput odd = test::cliOutput("plan " + src() + " --simulate 'dp=1,mp=3'");
    EXPECT_EQ(odd.status, 1);
    EXPECT_NE(odd.text.find("error: parameter 'backbone.blocks.0.attention.dense1.weight': "
                            "dimension 0 (size 64) does not divide by 3"),
              std::string::npos)
        << odd.text;
    EXPECT_TRUE(odd.text.ends_with(
        "shardscope-cli: nothing planned: the simulated target has the errors above\n"))
        << odd.text;
}

}  // namespace
}  // namespace shardscope
