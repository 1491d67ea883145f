// The simulate spec ("dp=1,mp=4,pp=1", "opt=2", "merge") that plan --simulate and the GUI take.
#include <gtest/gtest.h>

#include "convert/simulatespec.h"

namespace shardscope {
namespace {

const std::vector<std::string> kAxes{"dp", "mp"};

TEST(SimulateSpec, ParsesAxesStagesShardAndMerge) {
    const auto spec = parseSimulationSpec(" dp=1, mp=4,pp=1,opt=0 ", kAxes);
    ASSERT_TRUE(spec);
    EXPECT_EQ(spec->axisSizes, (std::vector<int64_t>{1, 4}));
    EXPECT_EQ(spec->stages, 1);
    EXPECT_EQ(spec->optShard, 0);
    EXPECT_FALSE(spec->mergeToOne);
    EXPECT_EQ(formatSimulationSpec(*spec, kAxes), "dp=1,mp=4,pp=1,opt=0");
    EXPECT_TRUE(parseSimulationSpec("merge", kAxes)->mergeToOne);
    EXPECT_EQ(formatSimulationSpec(*parseSimulationSpec("merge", kAxes), kAxes), "merge");
    const auto stagesOnly = parseSimulationSpec("pp=4", kAxes);
    ASSERT_TRUE(stagesOnly);
    EXPECT_TRUE(stagesOnly->axisSizes.empty());  // the axes keep their sizes
    EXPECT_EQ(formatSimulationSpec(*stagesOnly, kAxes), "pp=4");
}

TEST(SimulateSpec, SaysWhichPartIsWrong) {
    const struct {
        const char* text;
        IssueCode code;
        const char* message;
        std::vector<std::string> args;
    } cases[] = {
        {"tp=4",
         IssueCode::SpecUnknownAxis,
         "unknown axis 'tp' (the axes are dp, mp, plus pp and opt)",
         {"tp", "dp, mp"}},
        {"dp=2", IssueCode::SpecAxisMissing, "give every axis a size: mp is missing", {"mp"}},
        {"mp=four", IssueCode::SpecNotNameNumber, "'mp=four' is not NAME=NUMBER", {"mp=four"}},
        {"mp", IssueCode::SpecNotNameNumber, "'mp' is not NAME=NUMBER", {"mp"}},
        {"mp=4=2", IssueCode::SpecNotNameNumber, "'mp=4=2' is not NAME=NUMBER", {"mp=4=2"}},
        {"mp=-1", IssueCode::SpecNotNameNumber, "'mp=-1' is not NAME=NUMBER", {"mp=-1"}},
        {"dp=0,mp=2", IssueCode::SpecAxisBelowOne, "dp must be at least 1", {"dp"}},
        {"pp=0", IssueCode::SpecStagesBelowOne, "pp must be at least 1", {}},
        {"opt=1", IssueCode::SpecOptShardIsOne, "opt must be 0 (off) or at least 2", {}},
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.text);
        Issue why;
        EXPECT_FALSE(parseSimulationSpec(c.text, kAxes, &why));
        EXPECT_EQ(why.code, c.code);
        EXPECT_EQ(why.text(), c.message);
        EXPECT_EQ(why.argValues(), c.args);
        EXPECT_TRUE(why.blocking());
    }
}

}  // namespace
}  // namespace shardscope
