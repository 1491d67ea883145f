// Runs saved with remove_redundancy=True (issue 15): a destination parameter with no source
// bytes never passes silently.
#include <gtest/gtest.h>

#include "convert/planner.h"
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
// problem and write rank files that still lacked what other members saved.
TEST(RedundancyConvert, IdentityOfARedundancyRemovedRunNeverPassesSilently) {
    test::TempDir dir;
    test::writeSmallRun(dir.path(), test::smallSavedOnce);
    auto plan = planConversion(identity(dir));
    ASSERT_TRUE(plan) << plan.error().describe();
    EXPECT_FALSE(plan->runnable());
    const auto at = [&](int g) { return dir.file("rank_" + std::to_string(g) + "/net-1_1.ckpt"); };
    EXPECT_EQ(errors(*plan),
              (std::vector<std::string>{"rank 0: " + at(0) + ": 'c'", "rank 1: " + at(1) + ": 'a'",
                                        "rank 1: " + at(1) + ": 'b'", "rank 2: " + at(2) + ": 'a'",
                                        "rank 2: " + at(2) + ": 'c'", "rank 2: " + at(2) + ": 'd'",
                                        "rank 3: " + at(3) + ": 'a'", "rank 3: " + at(3) + ": 'b'",
                                        "rank 3: " + at(3) + ": 'd'"}));
    EXPECT_EQ(plan->problems.front().message,
              "parameter 'c' has no source bytes for rank 0: rank 0's checkpoint " + at(0) +
                  " lacks it, though the source strategy places its slice there");
}

TEST(RedundancyConvert, AParameterWithNoSourceBytesIsAnErrorNamingFileRankAndParameter) {
    test::TempDir dir;
    test::writeSmallRun(dir.path(), [](int g, const std::string& name) {
        return test::smallSavedOnce(g, name) && !(g == 1 && name == "c");
    });
    auto plan = planConversion(identity(dir));
    ASSERT_TRUE(plan) << plan.error().describe();
    EXPECT_FALSE(plan->runnable());
    const std::vector<std::string> found = errors(*plan);
    // Rank 1 lacks c and no other member of its group (0, 1) saved it: lost.
    const std::string lost = "rank 1: " + dir.file("rank_1/net-1_1.ckpt") + ": 'c'";
    EXPECT_NE(std::find(found.begin(), found.end(), lost), found.end())
        << ::testing::PrintToString(found);
}

}  // namespace
}  // namespace shardscope
