// Runs saved with remove_redundancy=True (issue 15): a destination parameter with no source
// bytes never passes silently.
#include <gtest/gtest.h>

#include "convert/planner.h"
#include "plantestutil.h"
#include "redundancyrun.h"

namespace shardscope {
namespace {

PlanRequest identity(const test::TempDir& dir) {
    PlanRequest r;
    r.srcFolder = dir.path();
    r.srcStrategy = dir.file("strategy.json");
    r.dstStrategy = dir.file("strategy.json");
    r.dstFolder = dir.file("out");
    return r;
}

// Every blocking problem as "rank R: FILE: 'P'".
std::vector<std::string> errors(const ConversionPlan& plan) {
    std::vector<std::string> out;
    for (const Issue& p : plan.problems) {
        if (p.blocking()) {
            out.push_back("rank " + std::to_string(p.rank) + ": " + p.file + ": '" + p.param + "'");
        }
    }
    return out;
}

// The issue's scenario: the identity conversion of a redundancy-removed run used to plan no
// problem and write rank files that still lacked what other members saved. Now each slice is
// read from the rank that holds it, and nothing is missing.
TEST(RedundancyConvert, IdentityOfARedundancyRemovedRunReadsEachSliceFromItsHolder) {
    test::TempDir dir;
    test::writeSmallRun(dir.path(), test::smallSavedOnce);
    auto plan = test::planFromPath(identity(dir));
    ASSERT_TRUE(plan) << plan.error().describe();
    EXPECT_TRUE(plan->runnable());
    EXPECT_EQ(errors(*plan), std::vector<std::string>{});
    ASSERT_EQ(plan->ranks.size(), 4u);
    // Rank 3 holds c only: a comes from 0, b from 2, d from 1.
    EXPECT_EQ(plan->ranks[3].sources, (std::vector<int>{0, 1, 2, 3}));
    EXPECT_EQ(plan->ranks[0].sources, (std::vector<int>{0, 1}));
    for (const RankPlan& r : plan->ranks) {
        EXPECT_EQ(r.tensors.size(), 9u) << "rank " << r.rank;  // 7 parameters, lr, global_step
    }
}

// A slice no rank of its group holds: an error for every destination rank that needs it,
// naming the parameter, the rank and a file that lacks it.
TEST(RedundancyConvert, AParameterWithNoSourceBytesIsAnErrorNamingFileRankAndParameter) {
    test::TempDir dir;
    test::writeSmallRun(dir.path(), [](int g, const std::string& name) {
        return test::smallSavedOnce(g, name) && !(g == 1 && name == "c");
    });
    auto plan = test::planFromPath(identity(dir));
    ASSERT_TRUE(plan) << plan.error().describe();
    EXPECT_FALSE(plan->runnable());
    const auto at = [&](int g) { return dir.file("rank_" + std::to_string(g) + "/net-1_1.ckpt"); };
    EXPECT_EQ(errors(*plan), (std::vector<std::string>{"rank 0: " + at(0) + ": 'c'",
                                                       "rank 1: " + at(1) + ": 'c'"}));
    EXPECT_EQ(plan->problems.front().text(),
              "parameter 'c' has no source bytes for rank 0: the source strategy places its "
              "slice on ranks 0, 1, and none of their checkpoints holds it (rank 0's: " +
                  at(0) + ")");
}

// Merging reads every slice too: a merge of the lost run names the loss instead of writing a
// file without c.
TEST(RedundancyConvert, MergingALostSliceIsAnErrorToo) {
    test::TempDir dir;
    test::writeSmallRun(dir.path(), [](int g, const std::string& name) {
        return test::smallSavedOnce(g, name) && !(g == 1 && name == "c");
    });
    PlanRequest r = identity(dir);
    r.dstStrategy.clear();
    auto plan = test::planFromPath(r);
    ASSERT_TRUE(plan) << plan.error().describe();
    EXPECT_FALSE(plan->runnable());
    const std::vector<std::string> found = errors(*plan);
    ASSERT_EQ(found.size(), 1u) << ::testing::PrintToString(found) << plan->problems.back().text();
    EXPECT_EQ(plan->problems.front().param, "c");
}

}  // namespace
}  // namespace shardscope
