// Issue 34 #15: a target that does not divide gave one problem per parameter (120 rows, cut
// mid-sentence, the sizes that divide only in tooltips). One group per cause, counted, with the
// sizes that divide every parameter of the group in its words.
#include <gtest/gtest.h>

#include "util/issue.h"
#include "widgets/models/migration/problemgroups.h"

using namespace shardscope;

namespace {

Issue problemGroupsNotDivisible(const std::string& param, const std::string& dim,
                                const std::string& size, const std::string& sizes) {
    return makeIssue(
        IssueCode::NotDivisible, Severity::Error, "", param, -1,
        {param, dim, size, "3", "[1, 3]", "1", sizes, sizes, "1", "1", "[1, 3]", sizes, sizes});
}

}  // namespace

TEST(ProblemGroups, OneHeadlinePerCauseWithTheSizesThatDivideThemAll) {
    const std::vector<Issue> issues{
        problemGroupsNotDivisible("a.weight", "0", "64", "1, 2, 4, 8, 16, 32, 64"),
        problemGroupsNotDivisible("b.weight", "1", "256", "1, 2, 4, 8, 16, 32, 64, 128, 256"),
        problemGroupsNotDivisible("c.bias", "0", "20", "1, 2, 4, 5, 10, 20"),
        makeIssue(IssueCode::OptShardSkipped, Severity::Warning, "", "d.weight", -1,
                  {"d.weight", "2", "1", "", "[4, 1]", "[0]", ""}),
        makeIssue(IssueCode::OptShardSkipped, Severity::Warning, "", "e.weight", -1,
                  {"e.weight", "2", "1", "", "[1, 4]", "[-1, 0]", ""}),
    };
    const auto groups = ProblemGroups::group(issues, {QStringLiteral("dp"), QStringLiteral("mp")});
    ASSERT_EQ(groups.size(), 2u);
    EXPECT_TRUE(groups[0].blocking);
    EXPECT_EQ(groups[0].headline, QStringLiteral("3 parameters do not divide into 3 parts"));
    EXPECT_EQ(groups[0].detail, QStringLiteral("Sizes of mp that divide them all: 1, 2, 4 (1, 2, "
                                               "4 cards)."));
    ASSERT_EQ(groups[0].entries.size(), 3u);
    EXPECT_EQ(groups[0].entries[1].param, QStringLiteral("b.weight"));
    EXPECT_EQ(groups[0].entries[1].detail, QStringLiteral("dimension 1 (size 256)"));
    EXPECT_FALSE(groups[1].blocking);
    EXPECT_EQ(groups[1].headline, QStringLiteral("2 parameters:"));
    EXPECT_EQ(groups[1].detail, QStringLiteral("not optimizer-sharded (as in MindSpore): its 1 "
                                               "replicas do not divide by 2."));
    EXPECT_EQ(groups[1].entries.size(), 2u);
}
