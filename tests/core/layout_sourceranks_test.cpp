// Boxes, the replica choice, and the source ranks one destination rank needs for one parameter.
#include <gtest/gtest.h>

#include "layoutbuilders.h"

#include "layout/replicachooser.h"
#include "layout/sourceranks.h"

namespace shardscope {
namespace {

using test::classic;
using test::Dims;
using test::makeOk;
using Ranks = std::vector<int>;

Ranks needed(const TensorLayout& src, const TensorLayout& dst, int rank,
             const std::set<int>& preferred = {}) {
    Result<Ranks> r = neededSourceRanks(src, dst, rank, preferred);
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().describe());
    return r.ok() ? *r : Ranks{};
}

TEST(Box, IntersectionAndContainment) {
    const Box a{{0, 2}, {4, 6}};
    const Box b{{2, 0}, {8, 3}};
    ASSERT_TRUE(intersect(a, b).has_value());
    EXPECT_EQ(*intersect(a, b), (Box{{2, 2}, {4, 3}}));
    EXPECT_TRUE(overlaps(a, b));
    EXPECT_FALSE(overlaps(a, Box{{4, 0}, {8, 6}}));  // touching is not overlapping
    EXPECT_TRUE(contains(a, Box{{1, 2}, {4, 5}}));
    EXPECT_FALSE(contains(a, b));
    EXPECT_EQ(relativeTo(Box{{2, 2}, {4, 3}}, a), (Box{{2, 0}, {4, 1}}));
    EXPECT_EQ(a.extent(), (Dims{4, 4}));
    EXPECT_EQ(a.elementCount(), 16);
    EXPECT_FALSE(a.empty());
    EXPECT_TRUE((Box{{0, 3}, {4, 3}}).empty());
    EXPECT_EQ(wholeBox({8, 6}), (Box{{0, 0}, {8, 6}}));
    EXPECT_EQ(boxText(a), "[0, 4) x [2, 6)");
    EXPECT_EQ(boxText(Box{}), "scalar");
    // Scalars: the one empty box overlaps itself and holds one element.
    EXPECT_TRUE(overlaps(Box{}, Box{}));
    EXPECT_EQ(Box{}.elementCount(), 1);
}

TEST(SourceRanksChooser, GreedyCoverThenPreferredThenLowest) {
    EXPECT_EQ(chooseReplicas({{0, 1}, {1, 2}, {1}}), (Ranks{1, 1, 1}));
    // 0 and 1 both supply two slices: the lower wins, then 1 beats 2 for the last one.
    EXPECT_EQ(chooseReplicas({{0}, {0, 1}, {1, 2}}), (Ranks{0, 0, 1}));
    EXPECT_EQ(chooseReplicas({{0}, {0, 1}, {1, 2}}, {1}), (Ranks{0, 1, 1}));
    // Preference breaks ties only: covering more slices matters more than an open file.
    EXPECT_EQ(chooseReplicas({{0, 5}, {0, 5}, {0}}, {5}), (Ranks{0, 0, 0}));
    EXPECT_EQ(chooseReplicas({{3}, {}}), (Ranks{3, -1}));
    EXPECT_TRUE(chooseReplicas({}).empty());
}

// Candidates listed once with a weight choose as if each were listed that many times (what a
// rank's answer does for the parameters that share one slice list).
TEST(SourceRanksChooser, WeightedCandidatesChooseAsRepeatedOnes) {
    const std::vector<std::vector<Ranks>> cases = {
        {{0, 1}, {1, 2}, {2}},
        {{0, 4}, {4, 8}, {8, 12}, {0, 12}},
        {{3, 1}, {1}, {}, {2, 3}},
    };
    const std::vector<std::vector<size_t>> weights = {{3, 1, 1}, {1, 5, 1, 2}, {2, 1, 4, 3}};
    for (size_t c = 0; c < cases.size(); ++c) {
        SCOPED_TRACE("case " + std::to_string(c));
        std::vector<Ranks> repeated;
        std::vector<const Ranks*> once;
        for (size_t i = 0; i < cases[c].size(); ++i) {
            repeated.insert(repeated.end(), weights[c][i], cases[c][i]);
            once.push_back(&cases[c][i]);
        }
        for (const std::set<int>& preferred : {std::set<int>{}, std::set<int>{2}}) {
            const Ranks all = chooseReplicas(repeated, preferred);
            const Ranks weighted = chooseReplicas(once, weights[c], preferred);
            Ranks expanded;
            for (size_t i = 0; i < weighted.size(); ++i) {
                expanded.insert(expanded.end(), weights[c][i], weighted[i]);
            }
            EXPECT_EQ(expanded, all);
        }
    }
    // The weights decide which rank covers most: rank 1 supplies four slices of a and b, or
    // rank 0 six of a and c.
    const Ranks a = {0, 1}, b = {1, 2}, c = {2, 0};
    EXPECT_EQ(chooseReplicas({&a, &b, &c}, {2, 2, 1}), (Ranks{1, 1, 0}));
    EXPECT_EQ(chooseReplicas({&a, &b, &c}, {1, 1, 5}), (Ranks{0, 1, 0}));
}

TEST(SourceRanksChooser, AnswerDoesNotDependOnOrder) {
    const std::vector<Ranks> one = {{4, 6}, {5, 7}, {4, 5, 6, 7}, {6, 7}};
    const std::vector<Ranks> other = {{7, 6}, {7, 6, 5, 4}, {7, 5}, {6, 4}};
    const Ranks a = chooseReplicas(one);
    const Ranks b = chooseReplicas(other);
    EXPECT_EQ(a, (Ranks{6, 5, 6, 6}));  // 6 supplies three, then 5 beats 7
    EXPECT_EQ(b, (Ranks{6, 6, 5, 6}));
    EXPECT_EQ(chooseReplicas(one), a);  // and not on the run
}

TEST(SourceRanks, EightToFourRowSplit) {
    const TensorLayout src = makeOk(classic({8}, {0, -1}), {16, 4});
    const TensorLayout dst = makeOk(classic({4}, {0, -1}), {16, 4});
    EXPECT_EQ(needed(src, dst, 0), (Ranks{0, 1}));
    EXPECT_EQ(needed(src, dst, 1), (Ranks{2, 3}));
    EXPECT_EQ(needed(src, dst, 3), (Ranks{6, 7}));
    const Result<std::vector<SourceSlice>> slices = overlappingSourceSlices(src, dst, 1);
    ASSERT_TRUE(slices.ok());
    ASSERT_EQ(slices->size(), 2u);
    EXPECT_EQ((*slices)[0].stored, (Box{{4, 0}, {6, 4}}));
    EXPECT_EQ((*slices)[0].overlap, (Box{{4, 0}, {6, 4}}));
    EXPECT_EQ((*slices)[0].replicas, Ranks{2});
    EXPECT_EQ((*slices)[1].replicas, Ranks{3});
}

TEST(SourceRanks, MergeToOneNeedsEveryRank) {
    const TensorLayout src = makeOk(classic({8}, {0, -1}), {16, 4});
    const TensorLayout dst = makeOk(classic({1}, {-1, -1}), {16, 4});
    EXPECT_EQ(needed(src, dst, 0), (Ranks{0, 1, 2, 3, 4, 5, 6, 7}));
}

TEST(SourceRanks, OneReplicaPerSlice) {
    // Columns split by axis 1, axis 0 replicates: ranks 0 and 2 hold columns [0, 2).
    const TensorLayout src = makeOk(classic({2, 2}, {-1, 0}), {4, 4});
    const TensorLayout dst = makeOk(classic({1}, {-1, -1}), {4, 4});
    EXPECT_EQ(needed(src, dst, 0), (Ranks{0, 1}));
    EXPECT_EQ(needed(src, dst, 0, {2, 3}), (Ranks{2, 3}));
    EXPECT_EQ(needed(src, dst, 0, {3}), (Ranks{0, 3}));
    EXPECT_EQ(needed(src, dst, 0, {7}),
              (Ranks{0, 1}));  // a preference nobody holds changes nothing
    const Result<std::vector<SourceSlice>> slices = overlappingSourceSlices(src, dst, 0);
    ASSERT_TRUE(slices.ok());
    ASSERT_EQ(slices->size(), 2u);
    EXPECT_EQ((*slices)[0].replicas, (Ranks{0, 2}));
    EXPECT_EQ((*slices)[1].replicas, (Ranks{1, 3}));
}

TEST(SourceRanks, PartialOverlapKeepsOnlyTheCommonPart) {
    // Source rows in threes, destination rows in twos: destination rank 1 reads [2, 4).
    const TensorLayout src = makeOk(classic({2}, {0}), {6});
    const TensorLayout dst = makeOk(classic({3}, {0}), {6});
    const Result<std::vector<SourceSlice>> slices = overlappingSourceSlices(src, dst, 1);
    ASSERT_TRUE(slices.ok());
    ASSERT_EQ(slices->size(), 2u);
    EXPECT_EQ((*slices)[0].overlap, (Box{{2}, {3}}));
    EXPECT_EQ((*slices)[1].stored, (Box{{3}, {6}}));
    EXPECT_EQ((*slices)[1].overlap, (Box{{3}, {4}}));
    EXPECT_EQ(needed(src, dst, 1), (Ranks{0, 1}));
    EXPECT_EQ(needed(src, dst, 0), (Ranks{0}));
}

TEST(SourceRanks, OptimizerShardedSourceAndDestination) {
    // Section 3's example as the source: rows [4, 8) are stored by 1 and 9 ([4, 6)), 5 and 13.
    const TensorLayout src = makeOk(classic({4, 4}, {0, -1}, 2, 4), {16, 8});
    const TensorLayout dst = makeOk(classic({4}, {0, -1}), {16, 8});
    EXPECT_EQ(needed(src, dst, 1), (Ranks{1, 5}));
    EXPECT_EQ(needed(src, dst, 1, {9, 13}), (Ranks{9, 13}));
    // The other way round, a destination rank stores only its piece: rank 5 needs rows [6, 8).
    EXPECT_EQ(needed(dst, src, 5), (Ranks{1}));
    const Result<std::vector<SourceSlice>> slices = overlappingSourceSlices(dst, src, 5);
    ASSERT_TRUE(slices.ok());
    ASSERT_EQ(slices->size(), 1u);
    EXPECT_EQ((*slices)[0].overlap, (Box{{6, 0}, {8, 8}}));
}

TEST(SourceRanks, Errors) {
    const TensorLayout src = makeOk(classic({8}, {0, -1}), {16, 4});
    const TensorLayout dst = makeOk(classic({4}, {0, -1}), {16, 8});
    const Result<Ranks> shapes = neededSourceRanks(src, dst, 0);
    ASSERT_FALSE(shapes.ok());
    EXPECT_EQ(shapes.error().code, ErrorCode::InvalidArgument);
    EXPECT_EQ(shapes.error().describe(),
              "parameter 'w': the source layout's full shape [16, 4] differs from the "
              "destination's [16, 8]");
    const Result<Ranks> rank = neededSourceRanks(src, src, 8);
    ASSERT_FALSE(rank.ok());
    EXPECT_EQ(rank.error().describe(),
              "parameter 'w': destination local rank 8 is outside the stage's 8 ranks");
}

}  // namespace
}  // namespace shardscope
